// The consumer ran the library's main from the library's -debug jar under dynamic control: the seeded
// undeclared counter is reported at the library's line, and the run named the jar it checked.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert !log.contains('weave for dyn first') : 'the run refused the -debug jar'
assert log.contains('checking the classes woven for debug of the dependencies consumed-library-1-debug.jar')
assert log.contains('above=32') : 'the sequential answer'
def errors = new File(basedir, 'consumer/target/dvm/dyn-errors.txt')
assert errors.isFile() : "no report at ${errors}"
def report = errors.getText('UTF-8')
assert report.contains('DVM03') && report.contains('above') && report.contains('Histogram.java:16')
