// Shared by the examples' verify.groovy, which set mainClass (the class with the constructs and main),
// constructs (how many the weave goal must report), optionally wovenClasses (how many classes it must
// report woven, 1 by default) and exactFloatingPoint; invoker supplies basedir and
// localRepositoryPath, the POM dvmVersion. A verify.groovy may set javaExecutable to run another JDK.
// Runs the plain classes once (the sequential reference) and the woven copy twice on every grid, then
// compares the key=value results: integers exactly everywhere; floating point bit for bit between the two
// runs of one grid, and against the reference within 1e-12 relative (bit for bit when exactFloatingPoint).
// Finally runs the copy woven for dyn under dynamic control: no diagnostics, the sequential results; and
// again checking boundary iterations only: no diagnostics, the same output. Last, trace-levels.groovy: references
// recorded at every trace level compare clean on every grid.

def runtimeJar = new File(localRepositoryPath, "org/javadvm/dvm-runtime/${dvmVersion}/dvm-runtime-${dvmVersion}.jar")
assert runtimeJar.isFile() : "no run-time jar at ${runtimeJar}"
def javaCommand = binding.hasVariable('javaExecutable') ? javaExecutable
        : new File(System.getProperty('java.home'), 'bin/java').path

def wovenDir = new File(basedir, 'target/dvm-classes')
def classCount = 0
new File(basedir, 'target/classes').eachFileRecurse(groovy.io.FileType.FILES) { classCount += it.name.endsWith('.class') ? 1 : 0 }
def wovenClassCount = binding.hasVariable('wovenClasses') ? wovenClasses : 1
def weaveSummary = "Woven ${constructs} parallel constructs in ${wovenClassCount} of ${classCount} classes for release into ${wovenDir.path}"
assert new File(basedir, 'build.log').text.contains(weaveSummary) : "build.log lacks: ${weaveSummary}"

def classFile = { String dir -> new File(basedir, dir + '/' + mainClass.replace('.', '/') + '.class').getText('ISO-8859-1') }
assert classFile('target/dvm-classes').contains('$dvm$body') : "${mainClass} in target/dvm-classes was not woven"
assert !classFile('target/classes').contains('$dvm$body') : "target/classes of ${mainClass} should stay plain"

def run = { String classes, String procs ->
    def command = [javaCommand]
    if (procs != null) {
        command << "-Ddvm.procs=${procs}".toString()
    }
    command += ['-cp', new File(basedir, classes).path + File.pathSeparator + runtimeJar.path, mainClass]
    def process = command.execute()
    def out = new StringBuilder()
    def err = new StringBuilder()
    process.waitForProcessOutput(out, err)
    assert process.exitValue() == 0 : "${command.join(' ')} failed:\n${out}\n${err}"
    def values = new LinkedHashMap<String, String>()
    out.toString().readLines().findAll { it.contains('=') }.each { line ->
        def eq = line.indexOf('=')
        values[line.substring(0, eq)] = line.substring(eq + 1).trim()
    }
    assert !values.isEmpty() : "${mainClass} printed no key=value results"
    return values
}

def isInteger = { String v -> v ==~ /-?\d+/ }

def reference = run('target/classes', null)
def integers = reference.values().count { isInteger(it) }
def table = new StringBuilder()
table << "${mainClass}: woven runs against the plain sequential run (${integers} integer, ${reference.size() - integers} floating values)\n"
table << String.format('  %-5s %-9s %-10s %-22s%n', 'grid', 'integers', 'repeat', 'floating vs reference')
['1', '2', '3', '4', '2x2'].each { grid ->
    def first = run('target/dvm-classes', grid)
    def again = run('target/dvm-classes', grid)
    assert first == again : "grid ${grid}: two runs differ:\n${first}\n${again}"
    assert first.keySet() == reference.keySet() : "grid ${grid}: keys ${first.keySet()}, sequential ${reference.keySet()}"
    double worst = 0
    reference.each { key, want ->
        def got = first[key]
        if (isInteger(want)) {
            assert got == want : "grid ${grid}: ${key} = ${got}, sequential ${want}"
            return
        }
        double w = Double.parseDouble(want)
        double g = Double.parseDouble(got)
        if (exactFloatingPoint) {
            assert Double.doubleToLongBits(w) == Double.doubleToLongBits(g) : "grid ${grid}: ${key} = ${got}, sequential ${want}"
        } else {
            double relative = w == g ? 0 : Math.abs(g - w) / Math.max(Math.abs(w), Double.MIN_NORMAL)
            assert relative <= 1e-12 : "grid ${grid}: ${key} = ${got}, sequential ${want} (relative ${relative})"
            worst = Math.max(worst, relative)
        }
    }
    def floating = reference.size() == integers ? 'none'
            : exactFloatingPoint ? 'bit for bit' : String.format('max relative %.1e', worst)
    table << String.format('  %-5s %-9s %-10s %-22s%n', grid, 'equal', 'identical', floating)
}
// Dynamic control: the same program woven for dyn must run clean and compute the sequential results.
binding.setVariable('runName', 'dyn')
def dynRun = evaluate(new File(itSources, 'dyn-run.groovy'))
assert dynRun.exit == 0 : "${mainClass} under dynamic control failed:\n${dynRun.out}\n${dynRun.err}"
assert dynRun.results.isEmpty() : "${mainClass} under dynamic control reported:\n" + dynRun.results.collect { it.message }.join('\n')
assert dynRun.err.contains('Java-DVM dynamic control: no errors') : dynRun.err
def dynValues = new LinkedHashMap<String, String>()
dynRun.out.readLines().findAll { it.contains('=') }.each { line ->
    def eq = line.indexOf('=')
    dynValues[line.substring(0, eq)] = line.substring(eq + 1).trim()
}
assert dynValues.keySet() == reference.keySet() : "dyn: keys ${dynValues.keySet()}, sequential ${reference.keySet()}"
double dynWorst = 0
boolean dynBits = true
reference.each { key, want ->
    def got = dynValues[key]
    if (isInteger(want)) {
        assert got == want : "dyn: ${key} = ${got}, sequential ${want}"
    } else {
        double w = Double.parseDouble(want)
        double g = Double.parseDouble(got)
        double relative = w == g ? 0 : Math.abs(g - w) / Math.max(Math.abs(w), Double.MIN_NORMAL)
        assert relative <= 1e-12 : "dyn: ${key} = ${got}, sequential ${want} (relative ${relative})"
        dynWorst = Math.max(dynWorst, relative)
        dynBits &= Double.doubleToLongBits(w) == Double.doubleToLongBits(g)
    }
}
// the emulation runs every construct in the sequential order, so the floating values are expected to be the
// sequential ones bit for bit; the row shows it, the assertion keeps the tolerance of the other rows
def dynFloating = reference.size() == integers ? 'none'
        : dynBits ? 'bit for bit' : String.format('max relative %.1e', dynWorst)
table << String.format('  %-5s %-9s %-10s %-22s %s%n', 'dyn', 'equal', '-', dynFloating, 'no diagnostics')
// Checking boundary iterations only (faces of width 1): clean too, and the interior runs the plain body in
// the same order, so the output is the full check's, character for character.
binding.setVariable('runName', 'dyn-boundary')
binding.setVariable('dynParameters', ['DebugOptions.Ig_left': 1, 'DebugOptions.Ig_right': 1])
def boundaryRun = evaluate(new File(itSources, 'dyn-run.groovy'))
assert boundaryRun.exit == 0 && boundaryRun.results.isEmpty() :
        "${mainClass} checking boundary iterations:\n${boundaryRun.out}\n${boundaryRun.err}"
assert boundaryRun.err.contains('Java-DVM dynamic control of boundary iterations (faces, Ig_left=1, Ig_right=1): no errors') :
        boundaryRun.err
assert boundaryRun.out == dynRun.out : "boundary iterations:\n${boundaryRun.out}\nevery iteration:\n${dynRun.out}"
table << String.format('  %-5s %-9s %-10s %-22s %s%n', 'dyn-b', 'equal', '-', 'as dyn', 'no diagnostics')
// The trace method: a reference at every level (and boundary iterations with checksums) compared clean on
// every grid.
if (binding.hasVariable('traceLevelsLeftOut')) {
    table << String.format('  %-5s %-9s %-10s %-22s %s%n', 'trace', '-', '-', '-', "not compared: ${traceLevelsLeftOut}")
} else {
    table << evaluate(new File(itSources, 'trace-levels.groovy'))
}
println table
new File(basedir, 'comparison.txt').text = table.toString()
return true
