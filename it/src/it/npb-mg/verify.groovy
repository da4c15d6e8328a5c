// MG of it/npb, class S: SUCCESSFUL plain, released on P = 1, 2, 3, 4 and 2x2, and under dynamic control with no
// diagnostics (npb-run.groovy); its levels are aligned with stride 2 with the finest grid.
programs = ['org.javadvm.npb.mg.MG']
traced = ['org.javadvm.npb.mg.MG']
return evaluate(new File(itSources, 'npb-run.groovy'))
