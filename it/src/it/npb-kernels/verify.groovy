// CG, EP and IS of it/npb, class S: SUCCESSFUL plain, released on P = 1, 2, 3, 4 and 2x2, and under dynamic
// control with no diagnostics (npb-run.groovy).
programs = ['org.javadvm.npb.CG', 'org.javadvm.npb.EP', 'org.javadvm.npb.IS']
traced = ['org.javadvm.npb.CG', 'org.javadvm.npb.IS']
return evaluate(new File(itSources, 'npb-run.groovy'))
