// TraceOptions.TraceFormat=binary from the command line: the reference is written in the binary encoding under the
// usual name, the comparing runs read it (told by its first bytes); a correct run on 2x2 compares clean, the run
// whose point (20, 20) is wrong is caught at the write of next[20][20], as from a text reference.
def log = new File(basedir, 'build.log').text
byte[] trace = new File(basedir, '.dvm/0.trd').bytes
assert new String(trace, 0, 8, 'US-ASCII') == 'DVMTRB1\n' : 'the reference is not in the binary format'
assert trace[trace.length - 1] == 15 : 'the binary reference does not end with END_TRACE'

def section = { String execution, String next ->
    int from = log.indexOf("run ($execution) @ trace-binary-format")
    int to = log.indexOf(next, from)
    assert from >= 0 && to > from : "no $execution run in the log"
    log.substring(from, to)
}
def dif = section('dif', '--- dvm-maven-plugin')
def bug = section('dif-bug', '--- dvm-maven-plugin')
assert !(dif =~ /DVM\d\d /) : 'the correct run on 2x2 was reported different'
assert bug =~ /DVM18 different-values \(write\): write of next\[20\]\[20\] at Heat\.java:44 in loop \d \(PL, Heat\.java:41\), iteration \(20, 20\)/ :
        'the wrong point was not found at its write'
assert log.contains('The trace comparison found') : 'check did not fail on the differences'
return true
