// Shared by the examples' verify.groovy. Needs in the binding: basedir, localRepositoryPath, dvmVersion
// (invoker), mainClass (the class declaring the constructs, with main), exactFloatingPoint and constructs.
// Runs the plain classes once (the reference) and the woven copy on every grid, twice on one grid,
// and compares: integers exactly everywhere; floating point bit-identical on repeated runs of one grid,
// within 1e-12 relative across grids (exactly when exactFloatingPoint).

def runtimeJar = new File(localRepositoryPath, "org/javadvm/dvm-runtime/${dvmVersion}/dvm-runtime-${dvmVersion}.jar")
assert runtimeJar.isFile() : "no run-time jar at ${runtimeJar}"
def javaExecutable = new File(System.getProperty('java.home'), 'bin/java').path

def buildLog = new File(basedir, 'build.log').text
assert buildLog.contains("Woven ${constructs} parallel constructs") : "weave summary with ${constructs} constructs missing"

def run = { String classes, String procs ->
    def command = [javaExecutable]
    if (procs != null) {
        command << "-Ddvm.procs=${procs}".toString()
    }
    command += ['-cp', new File(basedir, classes).path + File.pathSeparator + runtimeJar.path, mainClass]
    def process = command.execute()
    def out = new StringBuilder()
    def err = new StringBuilder()
    process.waitForProcessOutput(out, err)
    assert process.exitValue() == 0 : "${command.join(' ')} failed:\n${out}\n${err}"
    def values = [:]
    out.toString().readLines().findAll { it.contains('=') }.each { line ->
        def eq = line.indexOf('=')
        values[line.substring(0, eq)] = line.substring(eq + 1).trim()
    }
    assert !values.isEmpty() : "${mainClass} printed no key=value results"
    return values
}

def isFloating = { String v -> v.contains('0x') || v.contains('.') || v.contains('e') || v.contains('E') || v == 'NaN' || v.contains('Infinity') }
def asDouble = { String v -> Double.parseDouble(v) }

def reference = run('target/classes', null)
def report = new StringBuilder("Comparison of ${mainClass} woven runs with the plain sequential run:\n")
['1', '2', '3', '4', '2x2'].each { grid ->
    def first = run('target/dvm-classes', grid)
    def again = run('target/dvm-classes', grid)
    assert first == again : "grid ${grid}: two runs differ:\n${first}\n${again}"
    assert first.keySet() == reference.keySet() : "grid ${grid}: result keys differ"
    double worst = 0
    reference.each { key, want ->
        def got = first[key]
        if (isFloating(want)) {
            double w = asDouble(want)
            double g = asDouble(got)
            if (exactFloatingPoint) {
                assert Double.doubleToLongBits(w) == Double.doubleToLongBits(g) : "grid ${grid}: ${key} = ${got}, sequential ${want}"
            } else {
                double relative = w == g ? 0 : Math.abs(g - w) / Math.max(Math.abs(w), Double.MIN_NORMAL)
                assert relative <= 1e-12 : "grid ${grid}: ${key} = ${got}, sequential ${want} (relative ${relative})"
                worst = Math.max(worst, relative)
            }
        } else {
            assert got == want : "grid ${grid}: ${key} = ${got}, sequential ${want}"
        }
    }
    report << String.format("  grid %-4s %d values equal%s, repeat run identical%n", grid, reference.size(),
            exactFloatingPoint ? ' bit for bit' : String.format(' (worst relative difference %.1e)', worst))
}
def classFile = { String dir -> new File(basedir, dir + '/' + mainClass.replace('.', '/') + '.class').getText('ISO-8859-1') }
assert classFile('target/dvm-classes').contains('$dvm$body') : "${mainClass} was not woven"
assert !classFile('target/classes').contains('$dvm$body') : "target/classes of ${mainClass} should stay plain"
println report
new File(basedir, 'comparison.txt').text = report.toString()
return true
