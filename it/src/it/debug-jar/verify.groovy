import java.util.jar.JarFile

// The release jar holds the classes woven in place for release, the -debug jar every class woven for debug
// (@WovenClass(mode = "debug"), the hooks, a site table), packed reproducibly; both are installed, and the
// program runs from either.
def repoJar = { String artifact ->
    def file = new File(localRepositoryPath, "org/javadvm/${artifact}/${dvmVersion}/${artifact}-${dvmVersion}.jar")
    assert file.isFile() : "no ${artifact} jar at ${file}"
    file
}
def main = new File(basedir, 'target/debug-jar-1.jar')
def debug = new File(basedir, 'target/debug-jar-1-debug.jar')
assert main.isFile() && debug.isFile()

// the @WovenClass mode of each class of a jar, null where the class is not woven
def modes = { File jar ->
    def loader = new URLClassLoader([jar, repoJar('dvm-runtime')].collect { it.toURI().toURL() } as URL[],
            (ClassLoader) null)
    def marker = loader.loadClass('org.javadvm.internal.WovenClass')
    def found = [:]
    new JarFile(jar).withCloseable { j ->
        j.entries().findAll { it.name.endsWith('.class') }.each { entry ->
            def name = entry.name[0..-7].replace('/', '.')
            found[name] = Class.forName(name, false, loader).getAnnotation(marker)?.mode()
        }
    }
    loader.close()
    found
}
assert modes(main) == ['example.Main': null, 'example.Scale': 'release', 'example.Sums': null]
assert modes(debug) == ['example.Main': 'debug', 'example.Scale': 'debug', 'example.Sums': 'debug']

def text = { File jar, String entry ->
    new JarFile(jar).withCloseable { j -> new String(j.getInputStream(j.getEntry(entry)).bytes, 'ISO-8859-1') }
}
def checked = text(debug, 'example/Sums.class')
assert checked.contains('org/javadvm/debug/internal/Hook') && checked.contains('$dvm$sites')
assert checked.contains('Sums.java\ndebug\n') : 'the site table names the file and the mode'
assert !text(main, 'example/Scale.class').contains('org/javadvm/debug/internal/Hook')

def entries = new JarFile(debug).withCloseable { j -> j.entries().toList() }
assert entries*.name == ['META-INF/MANIFEST.MF', 'example/Main.class', 'example/Scale.class', 'example/Sums.class']
assert entries*.time.unique().size() == 1 : 'every entry has the same time'

def installed = new File(localRepositoryPath, 'org/javadvm/it/debug-jar/1/debug-jar-1-debug.jar')
assert installed.isFile() : "the -debug jar was not installed: ${installed}"
assert installed.bytes == debug.bytes
def log = new File(basedir, 'build.log').text
assert log.contains('Attached debug-jar-1-debug.jar (classes woven for debug) with classifier debug.')

def run = { List<File> classPath ->
    def java = new File(System.getProperty('java.home'), 'bin/java').path
    def process = [java, "-DDebugOptions.SarifFile=", "-DDebugOptions.ErrorFile=${basedir}/target/dvm/errors.txt",
                   '-cp', classPath*.path.join(File.pathSeparator), 'example.Main'].execute(null, basedir)
    def out = new StringBuilder()
    def err = new StringBuilder()
    process.waitForProcessOutput(out, err)
    assert process.exitValue() == 0 : "${classPath}: ${out}\n${err}"
    out.toString().trim()
}
assert run([main, repoJar('dvm-runtime')]) == 'sum=240.0'
assert run([debug, repoJar('dvm-runtime'), repoJar('dvm-debug-core')]) == 'sum=240.0'
return true
