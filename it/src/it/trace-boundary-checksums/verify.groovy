// Boundary iterations + checksums (Ig_left=1, Ig_right=1, TraceLevel=4): the reference records no iteration, only
// the constructs and the checksums of the arrays they wrote; the interior ran through the plain body. A correct run
// on 2x2 compares clean; the run whose interior point (20, 20) is wrong is caught by the checksum after the
// construct that computed it, naming the construct and the array.
def log = new File(basedir, 'build.log').text
def trace = new File(basedir, '.dvm/0.trd').text
['MODE = CHECKSUM', 'IG_LEFT = 1', 'IG_RIGHT = 1', 'ILOC_LEFT = -1', 'ILOC_RIGHT = -1', 'BOUNDARY_TYPE = FACES'].each {
    assert trace.contains(it + '\n') : "the reference header lacks '$it'"
}
assert !(trace =~ /(?m)^\s*IT:/) : 'a CHECKSUM trace records no iterations'
assert trace.contains('CS("next", "Heat.java", 44, 2, "w") = ')

def section = { String execution, String next ->
    int from = log.indexOf("run ($execution) @ trace-boundary-checksums")
    int to = log.indexOf(next, from)
    assert from >= 0 && to > from : "no $execution run in the log"
    log.substring(from, to)
}
// The programs' standard error reaches build.log apart from Maven's output, so a run's last lines (its statistics
// and summary, written at exit) may come after the next goal's header: a section ends no earlier than the next run
// of the program, and the reference's statistic is looked for in the whole log.
def dif = section('dif', 'run (dif-bug)')
def bug = log.substring(log.indexOf('run (dif-bug) @ trace-boundary-checksums'))
// 48 x 48 heat loop: 2304 - 188 faces; relax and update, 46 x 46 each, five times: 2 * 5 * (2116 - 180)
assert log.contains('trace iterations not recorded (boundary iterations only) = 21476') :
        'the reference run did not run the interior unrecorded'
assert !(dif =~ /DVM\d\d /) : 'the correct run on 2x2 was reported different'
assert bug.contains('DVM19 different-checksums (checksum): write of next at Heat.java:44 in loop 3 (PL, Heat.java:41)') :
        'the interior divergence was not found by the checksum of next after relax'
assert bug.contains('[processor 0 of 2x2]')
assert log.contains('The trace comparison found 2 errors') : 'check did not fail on the checksum differences'
return true
