def log = new File(basedir, 'build.log').text
assert !log.contains('NoClassDefFoundError') : 'dvm-debug-core was missing from the run'
assert log.contains("Adding the plugin's dvm-debug-core ${dvmVersion} to the class path")
assert log.contains('above 4.5: 50') : 'main did not run with its arguments, or not to the sequential answer'
assert log.contains('DVM03 undeclared-modification (undeclared-private): read of above at Histogram.java:23') :
        'the run printed no diagnostic'
assert log.contains('-DDebugOptions.MaxErrors=5') : 'the debug parameter was not passed on'
def sarif = new File(basedir, 'target/dvm').listFiles().findAll { it.name.endsWith('.sarif') }
assert sarif.size() == 1 : "one SARIF file expected in target/dvm, found ${sarif}"
assert log =~ /Dynamic control found \d+ errors \(\d+ occurrences\) in 1 result file in/ : 'check did not fail on the errors'
assert log.contains('src/main/java/example/Histogram.java:23: DVM03 undeclared-modification (undeclared-private): write of above')
return true
