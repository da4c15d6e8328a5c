// CG, EP and IS of it/npb, class S: SUCCESSFUL plain, released on P = 1, 2, 3, 4 and 2x2, and under dynamic
// control with no diagnostics; each compared with its reference trace on the 2x2 grid, EP and IS (array
// reductions) also under the reduction check; IS at class W under dynamic control of boundary iterations
// (npb-run.groovy).
programs = ['org.javadvm.npb.CG', 'org.javadvm.npb.EP', 'org.javadvm.npb.IS']
traced = ['org.javadvm.npb.CG', 'org.javadvm.npb.EP', 'org.javadvm.npb.IS']
reduced = ['org.javadvm.npb.EP', 'org.javadvm.npb.IS']
boundaryW = ['org.javadvm.npb.IS']
return evaluate(new File(itSources, 'npb-run.groovy'))
