// trc recorded the reference, dif on 4 processors found the wrong MIN (its result differs from the reference's),
// red found it as a wrong reduction whatever the grid; the correct SUM, combined in another order on 4
// processors, stays within the tolerance and is not reported.
def log = new File(basedir, 'build.log').text
def trace = new File(basedir, 'target/dvm/0.trd')
assert trace.isFile() : 'trc wrote no reference trace'
def text = trace.text
assert text.startsWith('# Begin trace header') && text.contains('MODE = FULL') && text.trim().endsWith('END_TRACE')
assert text =~ /(?m)^PL: 3\(0\) \[1\]/ : 'the reference lacks the MIN loop'
assert log.contains('DVM18 different-values (reduction): write of lowest at Extremes.java:37 in loop 3') &&
        log.contains('result of the reduction MIN after loop 3 (PL, Extremes.java:37) [processor 0 of 4]') :
        'dif did not find the wrong reduction result on 4 processors'
assert log.contains('DVM21 wrong-reduction (reduction): write of lowest at Extremes.java:37') &&
        log.contains('the iterations\' results combined with MIN give -1.0E300, the sequential run gives 99.97336030415052') :
        'red did not find the update that is not a MIN'
assert !(log =~ /DVM\d+ [a-z-]+ \([a-z]+\): [a-z]+ of total/) : 'the correct SUM was reported'
assert new File(basedir, 'target/dvm/protocol3.txt').isFile() : 'dif wrote no protocol for processor 3'
assert log =~ /The trace comparison found \d+ errors/ : 'check did not fail on what the comparison found'
// dif on the grids 1, 2 and 4 in one command: one processor gives the reference's answer; on 2 the maximum lies
// in processor 0's half, so the wrong MIN gives the sequential value there and dif cannot see it (red does,
// above); on 4 it shows, the row naming where the divergence started
assert log.contains('Comparison with the reference on 3 grids:')
assert log =~ /(?m)^\[INFO\]\s+1\s+1\s+0\s+-$/ : 'one processor should compare clean'
assert log =~ /(?m)^\[INFO\]\s+2\s+2\s+0\s+-$/ : 'two processors should compare clean: the maximum is in the first half'
assert log =~ /(?m)^\[INFO\]\s+4\s+4\s+[1-9]\d*\s+processor 0: loop 3 \(PL, Extremes.java:37\)/ : 'no divergence row for 4'
return true
