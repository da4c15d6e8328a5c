// LU of it/npb, class S: SUCCESSFUL plain, released on P = 1, 2, 3, 4 and 2x2, under dynamic control with no
// diagnostics, and compared with its reference trace on the 2x2 grid (npb-run.groovy). Its SSOR sweeps are ACROSS
// loops, the upper one running downward (@ParallelLoop(descending)).
programs = ['org.javadvm.npb.lu.LU']
traced = ['org.javadvm.npb.lu.LU']
// LU's norms sum squares of order 1e12 (an array SUM reduction); on the 2x2 grid the four processors' partial sums
// are combined in another order than the sequential loop adds them, one unit in the last place apart (about 1e-3),
// beyond the default absolute tolerance of 1e-4: compare relatively (1e-4 of the value), as a user of such values would
compareOptions = ['-DTraceOptions.ExpIsAbsolute=0']
return evaluate(new File(itSources, 'npb-run.groovy'))
