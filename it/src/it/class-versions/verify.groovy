import java.nio.file.Files

def runtimeJar = new File(localRepositoryPath, "org/javadvm/dvm-runtime/${dvmVersion}/dvm-runtime-${dvmVersion}.jar")
def run = { String java, String classes, String procs, String main ->
    def command = [java]
    if (procs != null) {
        command << "-Ddvm.procs=${procs}".toString()
    }
    command += ['-cp', new File(basedir, classes).path + File.pathSeparator + runtimeJar.path, main]
    def process = command.execute()
    def out = new StringBuilder()
    def err = new StringBuilder()
    process.waitForProcessOutput(out, err)
    assert process.exitValue() == 0 : "${command.join(' ')} failed:\n${out}\n${err}"
    return out.toString()
}
def majorVersion = { File classFile ->
    def bytes = classFile.bytes
    return ((bytes[6] & 0xff) << 8) | (bytes[7] & 0xff)
}

// Java 8 class files, woven, on this JDK
def java17 = new File(System.getProperty('java.home'), 'bin/java').path
assert majorVersion(new File(basedir, 'target/dvm-classes/example/Java8Sample.class')) == 52
def plain8 = run(java17, 'target/classes', null, 'example.Java8Sample')
['1', '3', '2x2'].each { grid ->
    assert run(java17, 'target/dvm-classes', grid, 'example.Java8Sample') == plain8 : "Java 8 sample differs on ${grid}"
}
println "class-versions: Java 8 class files woven and run on ${System.getProperty('java.version')}: equal on 1, 3, 2x2"

// Java 25 class files, woven, run on JDK 25 (the run-time jar is compiled for 17)
def jdk25 = new File('/usr/lib/jvm/temurin-25-jdk-amd64/bin/java')
if (!jdk25.isFile()) {
    println 'class-versions: SKIPPED the Java 25 part: no JDK 25 at /usr/lib/jvm/temurin-25-jdk-amd64'
    return true
}
def woven25 = new File(basedir, 'target/jdk25-woven/example/Java25Sample.class')
assert woven25.isFile() : 'the jdk25 profile did not weave the Java 25 sample'
assert majorVersion(woven25) == 69
assert woven25.getText('ISO-8859-1').contains('$dvm$body')
def plain25 = run(jdk25.path, 'target/jdk25-classes', null, 'example.Java25Sample')
['1', '2', '4'].each { grid ->
    assert run(jdk25.path, 'target/jdk25-woven', grid, 'example.Java25Sample') == plain25 : "Java 25 sample differs on ${grid}"
}
println 'class-versions: Java 25 class files woven and run on JDK 25: equal on 1, 2, 4'
return true
