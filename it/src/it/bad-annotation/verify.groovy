def log = new File(basedir, 'build.log').text
assert log.contains('2 problems prevent weaving')
assert log.contains('Broken.java:16: example.Broken.scale: @ParallelLoop on names "dta", which is not a field of example.Broken')
assert log.contains('Broken.java:24: example.Broken.collect: @Reduction var "name" is java.lang.String; it must be a field of a primitive type')
assert !new File(basedir, 'target/dvm-classes').exists() : 'a failed weave must write nothing'
return true
