// FULL records the private scratch field t and the SUM variable norm inside their loops' bodies (kept there in
// locals by the woven code): t as a field (RD, BW, AW), norm as a reduction variable (RV_RD, RV_BW, RV_AW).
def log = new File(basedir, 'build.log').text
def part = { String id ->
    def from = log.indexOf("run (${id}) @ trace-full-level")
    assert from >= 0 : "no run (${id}) in the log"
    def to = log.indexOf('[INFO] ---', from + 1)
    log.substring(from, to < 0 ? log.length() : to)
}
def diagnostics = { String logPart -> logPart.readLines().findAll { it ==~ /^DVM\d\d .*/ } }

// the last reference is the boundary run's, at level FULL: its first and last iterations, whole
def trace = new File(basedir, '.dvm/0.trd').text
assert trace.contains('''    BW: [4] "t"; {"Scratch.java", 32}
    AW: [4] "t" = 0.5; {"Scratch.java", 32}''') : 'the private field\'s write is not recorded'
assert trace.contains('    RD: [4] "t" = 10.25; {"Scratch.java", 36}') : 'the private field\'s read is not recorded'
assert trace.contains('''    RV_BW: [4] "norm"; {"Scratch.java", 38}
    RV_AW: [4] "norm" = 1515.75; {"Scratch.java", 38}''') : 'the reduction variable\'s update is not recorded'
assert trace.contains('    RV_RD: [4] "norm" = 0; {"Scratch.java", 38}')
assert trace =~ /RV: \[4\] "norm" = 1515.75; \{"Scratch.java", \d+\}, SUM/

// the correct program compares clean on two processors: the private's values agree, the reduction variable's
// partial values (processor 1 starts from 0) are passed over, its result is compared
assert diagnostics(part('dif')) == [] : part('dif')
assert part('dif').contains('Java-DVM trace comparison: no errors')

// the seeded private read before the write: processor 1's first iteration reads its own copy, not iteration 19's
def bug = diagnostics(part('dif-bug'))
assert bug.any { it.startsWith('DVM18 different-values (read): read of t at Scratch.java:45 in loop 3 (PL, Scratch.java:44), iteration (20) - run 0.0, reference 10.5') } : bug.join('\n')

// boundary mode: the line only iteration 10 reaches is named, by the reference run and by the comparison
def notChecked = 'Lines of parallel loops reached by no checked iteration (1): Scratch.java:34 (example.Scratch.smooth)'
assert part('trc-boundary').contains('Java-DVM: ' + notChecked) : part('trc-boundary')
assert part('dif-boundary').contains('no errors; 1 line of parallel loops reached by no checked iteration') : part('dif-boundary')
assert new File(basedir, 'target/dvm/dif-errors.txt').text.contains(notChecked)
// a full run reached every line: nothing is said
assert !part('dif').contains('reached by no checked iteration')

// the sequential part's block before the first loop (the constructor's writes of u and v) ends with SKP, in the
// reference and in every processor's trace; processor 1, which does not run the sequential part, takes the
// reference's block for its SKP, processor 0 compares it
assert trace =~ /(?m)^AW: \[9\] "v" = "\[D"; \{"Scratch.java", 16\}\nSKP: \{"Scratch.java", 23\};\nPL: 1\(0\)/ : 'no SKP ends the sequential block'
(0..1).each { p ->
    assert new File(basedir, ".dvm/protocol${p}.txt").text.contains('skipped code 1)') : "processor ${p} did not match the SKP"
}
return true
