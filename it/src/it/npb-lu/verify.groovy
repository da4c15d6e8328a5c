// LU of it/npb, class S: SUCCESSFUL plain, released on P = 1, 2, 3, 4 and 2x2, under dynamic control with no
// diagnostics, and compared with its reference trace on the 2x2 grid (npb-run.groovy). Its SSOR sweeps are ACROSS
// loops, the upper one running downward (@ParallelLoop(descending)).
programs = ['org.javadvm.npb.lu.LU']
traced = ['org.javadvm.npb.lu.LU']
return evaluate(new File(itSources, 'npb-run.groovy'))
