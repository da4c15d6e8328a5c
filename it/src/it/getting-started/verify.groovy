// The getting-started page, followed literally: its files are this project's files, byte for byte (the
// page shows the version the IT pom leaves to the build), its commands are the ones invoker ran, and what
// they print is what the page says.
def page = new File(itSources, '../../../src/site/markdown/getting-started.md').getText('UTF-8')
def lines = page.readLines()

// every fenced block the line before names with "`<file>`:" is that file of this project
def shown = [:]
def previous = null
for (int i = 0; i < lines.size(); i++) {
    if (lines[i].startsWith('```')) {
        int end = i + 1
        while (end < lines.size() && !lines[end].startsWith('```')) {
            end++
        }
        def named = previous =~ /`([^`]+)`:$/
        if (named.find()) {
            shown[named.group(1)] = lines.subList(i + 1, end).join('\n') + '\n'
        }
        i = end
        previous = null
    } else if (lines[i].trim()) {
        previous = lines[i].trim()
    }
}
def files = ['pom.xml', 'src/main/java/example/Jacobi.java', 'src/test/java/example/JacobiTest.java']
assert shown.keySet() as List == files : "the page shows ${shown.keySet()}, this project has ${files}"
files.each { name ->
    def source = new File(itSources, "getting-started/${name}").getText('UTF-8').replace('@project.version@', dvmVersion)
    assert shown[name] == source : "getting-started.md's ${name} differs from it/src/it/getting-started/${name}"
}

// the commands invoker ran are the page's
def invocations = new Properties()
new File(basedir, 'invoker.properties').withReader { invocations.load(it) }
invocations.findAll { it.key.startsWith('invoker.goals.') }.each { key, goals ->
    def command = 'mvn ' + goals
    def file = invocations.getProperty(key.replace('goals', 'systemPropertiesFile'))
    if (file) {
        def properties = new Properties()
        new File(basedir, file).withReader { properties.load(it) }
        properties.each { name, value -> command += " -D${name}=${value}" }
    }
    assert lines.contains(command) : "the page does not show the command '${command}'"
}

// what the builds printed (build.log holds the three, in order)
def log = new File(basedir, 'build.log').getText('UTF-8')
assert (log =~ /Tests run: 1, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: .* -- in example.JacobiTest/).size() == 2 :
        'Surefire did not run the JUnit 5 test in the checked and the release build'
assert log.contains('parallel constructs in 1 of 1 classes for dyn into') : 'target/classes was not woven for dyn'
assert log.contains("Adding the plugin's dvm-debug-core ${dvmVersion} to the class path")
assert log =~ /(?m)^eps = [0-9.]+$/ : 'the run goal did not run main'
assert log.count('Dynamic control found no errors (1 result file in') == 2 :
        'check did not read the results of the checked tests and of the checked main'
assert log.contains('parallel constructs in 1 of 1 classes for release into') : 'the last build did not weave for release'

// the page's java command runs the release-woven classes (the IT repository stands for ~/.m2/repository)
def javaLine = lines.find { it.startsWith('java ') }
assert javaLine : 'the page shows no java command'
def command = javaLine.replace('$HOME/.m2/repository', localRepositoryPath.path).split(' ') as List
command[0] = new File(System.getProperty('java.home'), 'bin/java').path
def process = command.execute(null, basedir)
def out = new StringBuilder()
def err = new StringBuilder()
process.waitForProcessOutput(out, err)
assert process.exitValue() == 0 : "${javaLine} failed:\n${out}\n${err}"
assert out.toString() =~ /^eps = [0-9.E-]+\s*$/ : "${javaLine} printed:\n${out}\n${err}"

// the page's example under the trace method: a reference at every level (and boundary iterations with checksums)
// compared clean on every grid, from the debug copy the release build wrote beside its classes, at the page's size
mainClass = 'example.Jacobi'
checkedClasses = 'target/dvm-debug-classes'
programArguments = ['40', '3']
def traceTable = evaluate(new File(itSources, 'trace-levels.groovy'))
println traceTable
new File(basedir, 'comparison.txt').text = traceTable.toString()
return true
