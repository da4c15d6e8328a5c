// trc recorded the reference, dif on 4 processors found the wrong MIN (its result differs from the reference's),
// red found it as a wrong reduction whatever the grid; the correct SUM, combined in another order on 4
// processors, stays within the tolerance and is not reported. dif-subst continued from the reference's reduction
// results (SubstRedResults=1 AllowErrorsSubst=1): the wrong MIN is the one difference, main's read of it is not.
def log = new File(basedir, 'build.log').text
def trace = new File(basedir, '.dvm/0.trd')
assert trace.isFile() : 'trc wrote no reference trace'
def text = trace.text
assert text.startsWith('# Begin trace header') && text.contains('MODE = FULL') && text.trim().endsWith('END_TRACE')
assert text =~ /(?m)^PL: 3\(0\) \[1\]/ : 'the reference lacks the MIN loop'
assert log.contains('DVM18 different-values (reduction): write of lowest at Extremes.java:39 in loop 3') &&
        log.contains('result of the reduction MIN after loop 3 (PL, Extremes.java:37) [processor 0 of 4]') :
        'dif did not find the wrong reduction result on 4 processors'
assert log.contains('DVM21 wrong-reduction (reduction): write of lowest at Extremes.java:39') &&
        log.contains('the iterations\' results combined with MIN give -1.0E300, the sequential run gives 99.97336030415052') :
        'red did not find the update that is not a MIN'
assert !(log =~ /DVM\d+ [a-z-]+ \([a-z]+\): [a-z]+ of total/) : 'the correct SUM was reported'
assert new File(basedir, '.dvm/protocol3.txt').isFile() : 'dif wrote no protocol for processor 3'
assert log =~ /The trace comparison found \d+ errors/ : 'check did not fail on what the comparison found'
// each run goal's part of the log, by execution id
def part = { String id ->
    def from = log.indexOf("run (${id}) @ trace-workflow")
    assert from >= 0 : "no run (${id}) in the log"
    def to = log.indexOf('[INFO] ---', from + 1)
    log.substring(from, to < 0 ? log.length() : to)
}
def diagnostics = { String logPart -> logPart.readLines().findAll { it ==~ /^DVM\d\d .*/ } }
// a reduction loop's iteration may branch on the processor's partial value (lowest = a[i] is read on one
// processor and not in the sequential run): no unexpected-record noise in any run
assert !(log =~ /DVM16 unexpected-record/) : 'a reduction loop\'s other path was reported'
// without substitution the wrong result cascades into main's read of lowest
def plain = diagnostics(part('dif'))
assert plain.size() == 2 && plain[0].startsWith('DVM18 different-values (reduction): write of lowest at Extremes.java:39') &&
        plain[1].startsWith('DVM18 different-values (read): read of lowest at Extremes.java:49') : plain.join('\n')
// SubstRedResults=1 AllowErrorsSubst=1: the program continues from the reference's MIN, the reduction is the one
// difference; the SUM's result (within the tolerance) is replaced too: 2 values continued on processor 0
def substituted = diagnostics(part('dif-subst'))
assert substituted.size() == 1 && substituted[0].startsWith('DVM18 different-values (reduction): write of lowest at Extremes.java:39') :
        substituted.join('\n')
def dvm = new File(basedir, '.dvm')
assert new File(dvm, 'subst-protocol0.txt').text.contains('values continued from the reference (substitution): 2\n')
// SubstRedResults=1 alone: only the SUM's result, within the tolerance, is replaced; the wrong MIN cascades
assert diagnostics(part('dif-tolerance')) == plain
assert new File(dvm, 'tolerance-protocol0.txt').text.contains('values continued from the reference (substitution): 1\n')
assert new File(dvm, 'protocol0.txt').text.contains('values continued from the reference (substitution): 0\n')
// TraceOptions.ErrorFile: the comparison's diagnostics in DVM's style, <OutputTracePrefix>error.trd in TracePath
def errors = new File(dvm, 'subst-error.trd').text
assert errors.startsWith("""*** CMPTRACE *** : Loop( No(3) ); processor 0 of 4
  DVM18 different-values (reduction): lowest: run 99.76449866040545, reference 99.97336030415052, difference \
0.20886164374506677 (relative 0.0020891729867801153) - result of the reduction MIN after loop 3 (PL, Extremes.java:37)
  File: Extremes.java Line: 39
""") : errors
assert errors.contains('processor 0 of 4 compared with ') && errors.contains('0.trd: 1 difference (1 distinct), 2 values continued from the reference')
assert new File(dvm, 'tolerance-error.trd').text.contains('File: Extremes.java Line: 49')
// red ran last with the default prefix: error.trd holds its wrong reduction (AppendErrorFile=0 emptied dif's)
def red = new File(dvm, 'error.trd').text
assert red.contains('DVM21 wrong-reduction (reduction): lowest') && !red.contains('of 4') : red
// dif on the grids 1, 2 and 4 in one command: one processor gives the reference's answer; on 2 the maximum lies
// in processor 0's half, so the wrong MIN gives the sequential value there and dif cannot see it (red does,
// above); on 4 it shows, the row naming where the divergence started
assert log.contains('Comparison with the reference on 3 grids:')
assert log =~ /(?m)^\[INFO\]\s+1\s+1\s+0\s+-$/ : 'one processor should compare clean'
assert log =~ /(?m)^\[INFO\]\s+2\s+2\s+0\s+-$/ : 'two processors should compare clean: the maximum is in the first half'
assert log =~ /(?m)^\[INFO\]\s+4\s+4\s+[1-9]\d*\s+processor 0: loop 3 \(PL, Extremes.java:37\)/ : 'no divergence row for 4'
// each grid's part opens with one line naming the grid, not with the JVM's command line
def grids = part('grids')
['1': 'dif on grid 1 (1 processor, grid 1 of 3): protocols dif-1-protocol0.txt in ',
 '2': 'dif on grid 2 (2 processors, grid 2 of 3): protocols dif-2-protocol0.txt to dif-2-protocol1.txt in ',
 '4': 'dif on grid 4 (4 processors, grid 3 of 3): protocols dif-4-protocol0.txt to dif-4-protocol3.txt in '].each { g, header ->
    assert grids.contains('[INFO] ' + header) : "no header for grid ${g}:\n${grids}"
}
assert !grids.contains('Running example.Extremes for task dif') : 'a grid\'s part shows the JVM\'s command line'
return true
