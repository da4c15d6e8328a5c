import java.util.jar.JarFile

def jarText = { File jar, String entry ->
    new JarFile(jar).withCloseable { j -> new String(j.getInputStream(j.getEntry(entry)).bytes, 'ISO-8859-1') }
}
def main = new File(basedir, 'target/debug-jar-1.jar')
def debug = new File(basedir, 'target/debug-jar-1-debug.jar')
assert main.isFile() && debug.isFile()
def release = jarText(main, 'example/Scale.class')
def checked = jarText(debug, 'example/Scale.class')
assert release.contains('scale$dvm$body') && !release.contains('org/javadvm/debug/internal/Hook')
assert checked.contains('scale$dvm$body') && checked.contains('org/javadvm/debug/internal/Hook')
assert checked.contains('debug') && checked.contains('$dvm$sites')
def installed = new File(localRepositoryPath, 'org/javadvm/it/debug-jar/1/debug-jar-1-debug.jar')
assert installed.isFile() : "the -debug jar was not installed: ${installed}"
assert installed.bytes == debug.bytes
def log = new File(basedir, 'build.log').text
assert log.contains('Attached debug-jar-1-debug.jar (classes woven for debug) with classifier debug.')
return true
