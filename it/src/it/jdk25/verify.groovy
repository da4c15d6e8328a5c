def majorVersion = { String dir ->
    def bytes = new File(basedir, "${dir}/example/Java25Sample.class").bytes
    return ((bytes[6] & 0xff) << 8) | (bytes[7] & 0xff)
}
assert majorVersion('target/classes') == 69 : 'the sample must be compiled for Java 25'
assert majorVersion('target/dvm-classes') == 69 : 'weaving must keep the class file version'
// both the plain reference and the woven runs use JDK 25's java
javaExecutable = new File(jdk25Home, 'bin/java').path
println "jdk25: Java 25 class files woven and run on ${javaExecutable}"
mainClass = 'example.Java25Sample'
constructs = 1
exactFloatingPoint = true
return evaluate(new File(itSources, 'compare.groovy'))
