// Runs this IT only where a JDK 25 is installed (its home comes from the it module's jdk25.home).
def javac = new File(jdk25Home, 'bin/javac')
if (!javac.isFile()) {
    println "jdk25: SKIPPED, no JDK 25 at ${jdk25Home} (set -Djdk25.home=... to use another)"
    return false
}
return true
