def log = new File(basedir, 'build.log').text
assert log.contains('for dyn into') : 'target/classes was not woven for dyn'
assert log.contains('Tests run: 0') : 'Surefire 2.12.4 was expected to run no JUnit 5 test'
assert !log.contains('DVM03') : 'no checked run, so no diagnostic'
assert log.contains('although the classes were woven for checking (woven-for-checking.txt): nothing was checked. No tests ran (') :
        'the check goal did not fail saying that nothing was checked'
assert log.contains('Surefire before 2.22.0 runs no JUnit 5 tests') : 'the reason is not named'
assert !log.contains('nothing to check.') : 'passed as nothing to check'
assert new File(basedir, 'target/dvm/woven-for-checking.txt').isFile()
assert !new File(basedir, 'target/dvm').listFiles().any { it.name.endsWith('.sarif') }
return true
