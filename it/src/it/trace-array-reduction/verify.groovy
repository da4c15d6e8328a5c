// Array reductions through the trace workflow. trc recorded the reference on one processor: the histograms'
// updates inside their loops as reduction accesses (RV_*), their results element by element. dif emulated the
// 2x2 grid, every processor counting into its own copy: the correct SUM histograms (counts, weights) compare
// clean, the MAX histogram counted with += differs. red found it as a wrong reduction (DVM21) on its bins and
// nothing on the correct ones; check failed the build on what they found.
def log = new File(basedir, 'build.log').text
def trace = new File(basedir, '.dvm/0.trd')
assert trace.isFile() : 'trc wrote no reference trace'
def text = trace.text
assert text =~ /(?m)^\s*RV_AW: \[1\] "counts\[\d\]" = \d+;/ : 'the reference lacks the reduction accesses of counts'
assert text =~ /(?m)^RV: \[1\] "counts\[7\]" = \d+; \{"Histograms.java", \d+\}, SUM$/ : 'no result of counts[7]'
assert text =~ /(?m)^RV: \[4\] "weights\[0\]" = [0-9.]+;/ : 'no result of weights[0]'
assert text =~ /(?m)^RV: \[2\] "peaks\[0\]" = [1-9]\d*; \{"Histograms.java", \d+\}, MAX$/ : 'no result of peaks[0]'
assert !(text =~ /CS\("(counts|weights|peaks)"/) : 'a reduction array was checksummed as an array its loop wrote'
// no stopgap: the grid emulation runs array reductions on every processor
assert !log.contains('on processor 0 in the sequential order') : 'the processor-0 stopgap is back'
def protocols = (0..3).collect { new File(basedir, ".dvm/protocol${it}.txt") }
protocols.each { assert it.isFile() : "dif wrote no protocol ${it}" }
// the loop maps to the grid's first dimension: processors 0 and 2 own the halves of the samples, each counting
// into its own copy (1 and 3 replicate them and own no block)
[0, 2].each { p ->
    assert protocols[p].text =~ /reduction variable accesses inside their loops \(not compared\): [1-9]/ :
            "processor ${p} of 2x2 counted nothing into its copy"
}
// dif on 2x2: the wrong MAX shows, the correct SUMs (integer counts exactly, double weights within Exp) do not
assert log =~ /DVM18 different-values \(reduction\): write of peaks\[\d\] at Histograms.java:\d+ in loop \d+ \(PL/ :
        'dif did not find the MAX histogram'
assert !(log =~ /DVM\d+ [a-z-]+ \([a-z]+\): [a-z]+ of (counts|weights)\b/) : 'a correct histogram was reported'
// red: the MAX histogram is a wrong reduction, element by element
assert log =~ /DVM21 wrong-reduction \(reduction\): write of peaks\[\d\] at Histograms.java:\d+/ :
        'red did not find the histogram declared MAX but counted'
assert log.contains('reduction peaks[') && log.contains('declared MAX') : 'the DVM21 message does not say MAX'
assert log =~ /The trace comparison found \d+ errors/ : 'check did not fail on what the comparison found'
return true
