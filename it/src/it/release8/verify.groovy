def majorVersion = { String dir ->
    def bytes = new File(basedir, "${dir}/example/Java8Sample.class").bytes
    return ((bytes[6] & 0xff) << 8) | (bytes[7] & 0xff)
}
assert majorVersion('target/classes') == 52 : 'the sample must be compiled for Java 8'
assert majorVersion('target/dvm-classes') == 52 : 'weaving must keep the class file version'
println "release8: Java 8 class files woven and run on Java ${System.getProperty('java.version')}"
mainClass = 'example.Java8Sample'
constructs = 1
// the anonymous class reads the reduction variable sum, so it is woven too
wovenClasses = 2
exactFloatingPoint = true
return evaluate(new File(itSources, 'compare.groovy'))
