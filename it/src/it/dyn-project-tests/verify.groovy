def log = new File(basedir, 'build.log').text
assert log.contains('for dyn into') : 'target/classes was not woven for dyn'
assert log.contains('Tests run: 1, Failures: 0, Errors: 0') : 'the test itself passes'
assert log.contains('DVM03 undeclared-modification (undeclared-private): read of above at Histogram.java:20') :
        'the checked test run printed no diagnostic'
assert log.contains('Dynamic control found 2 errors (4 occurrences)') : 'the check goal did not fail on the errors'
assert log.contains('src/main/java/example/Histogram.java:20: DVM03 undeclared-modification (undeclared-private): read of above')
assert log.contains('src/main/java/example/Histogram.java:20: DVM03 undeclared-modification (undeclared-private): write of above')
def sarif = new File(basedir, 'target/dvm').listFiles().find { it.name.endsWith('.sarif') }
assert sarif != null : 'no SARIF file in target/dvm'
// the main jar of a dyn build holds the dyn-woven classes: the weave says so before they can be shipped
assert log.contains('are now woven for dyn: they report every access to the debugger and need org.javadvm:dvm-debug-core to run.')
assert log.contains('[WARNING] A jar packaged by this build (the main artifact) holds these classes, not release ones. Do not install or deploy it')
return true
