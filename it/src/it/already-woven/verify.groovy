def log = new File(basedir, 'build.log').text
def inPlace = new File(basedir, 'target/classes').path
assert log.contains("Woven 1 parallel constructs in 1 of 1 classes for release into ${inPlace}")
assert log.contains("Woven 0 parallel constructs in 0 of 1 classes for release into ${inPlace}")
assert log.contains('1 classes already woven for release, left as they are')
def clazz = 'example/Counter.class'
def once = new File(basedir, "target/dvm-classes/${clazz}").bytes
def again = new File(basedir, "target/dvm-classes-again/${clazz}").bytes
assert once == again : 'weaving the same classes twice must give the same bytes'
assert new File(basedir, "target/classes/${clazz}").bytes == once : 'in-place weaving, repeated, equals a single weave'
return true
