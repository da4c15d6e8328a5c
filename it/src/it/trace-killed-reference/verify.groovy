// A reference killed after its fourth sweep (of eight) is still compared, up to where it stops.
def log = new File(basedir, 'build.log').text
def reference = new File(basedir, '.dvm/0.trd')

// 1: the reference run ended by the kill, leaving a readable trace without its end
assert log.contains('example.Heat ended with exit code 137') : 'the reference run was not killed'
assert reference.isFile() : 'the killed run left no trace'
def lines = reference.readLines()
assert lines.count { it.trim().startsWith('PL: ') } == 8 && lines.count { it.trim().startsWith('RV: ') } == 4 :
        'the trace does not hold the four sweeps the run made before it was killed'
assert !lines.any { it.startsWith('END_TRACE') } : 'a killed run cannot have written the end of its trace'

// 2: the full run on 2x2, compared with it: clean up to the cut, every processor says where it stopped, and check
// fails on the partial comparison, saying why
def runs = log.split(/Running example\.Heat for task dif/)
assert runs.length == 4 : "three comparison runs expected, found ${runs.length - 1}"
def full = runs[1]
assert full.contains('sweep 7 heat = ') : 'the compared run did not run to its end'
assert full.contains('Java-DVM trace comparison: no errors up to where it stopped') : 'no partial, clean summary'
// the screen says where the reference stops once, for processor 0, and names the others in one line
assert full =~ /Java-DVM: processor 0 of 2x2 was compared only up to where the reference stops: it ends at .*0\.trd, line \d+ without END_TRACE \(its run was killed or halted\); \d+ events of the run after that point not compared/ :
        'processor 0 does not say where its comparison stopped'
assert full.contains('Java-DVM: likewise processor 1 of 2x2, processor 2 of 2x2 and processor 3 of 2x2, at the same point of the reference (the report names each)')
assert !(full =~ /Java-DVM: processor [123] of 2x2 was compared only/) : 'the same cut was said for every processor'
// the results of the dif execution (its last run, 3) keep each processor's warning
def sarif = new File(basedir, 'target/dvm').listFiles().find { it.name ==~ /dif-\d+\.sarif/ }.text
(0..3).each { p ->
    assert sarif.contains("processor ${p} of 2x2 was compared only up to where the reference stops: it ends at ") :
            "processor ${p}'s results do not say where its comparison stopped"
}
assert !(full =~ /DVM1[1-9]|DVM2[01]/) : 'a difference was reported in a run equal to its reference up to the cut'
assert full.contains('No errors were found, but 4 checks ended before the run did') : 'check passed a partial comparison'
assert full.contains('one whose run was killed: again, to its end') : 'check does not say how to get a whole comparison'

// 3: accepted as partial on request
def accepted = runs[2]
assert accepted.contains('no errors up to where it stopped')
assert accepted.contains('BUILD SUCCESS') : 'check failed although -Ddvm.failIfIncomplete=false'

// 4: a run diverging in its second sweep, before the cut: found, at the perturbed element, not hidden by the cut
def perturbed = runs[3]
assert perturbed =~ /DVM18 different-values \(write\): write of next\[20\] at Heat\.java:\d+ in loop \d+ \(PL, Heat\.java:\d+\), iteration \(20\) - run 0\.001, reference 0\.0/ :
        'the divergence before the cut was not found at next[20]'
assert perturbed.contains('The trace comparison found') : 'check did not fail on the difference'
return true
