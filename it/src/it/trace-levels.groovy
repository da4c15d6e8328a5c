// Shared by compare.groovy: the trace method on a correct example. For every trace level (0 NONE to 4
// CHECKSUM) and for boundary iterations with checksums (level 4, Ig_left = Ig_right = 1), records the
// reference on one processor (TraceMode=1, no size cap) from the copy woven for dyn, then runs the program on
// the grids 1, 2, 3, 4 and 2x2 comparing with it (TraceMode=3): every comparison must be clean and complete
// (no SARIF result, "no errors", nothing said about a reference that stops early) and print the reference
// run's results (integers exactly, floating values within 1e-12 relative). A program whose full trace passes 32 MB
// is compared at levels 0 and 4 and with boundary iterations only, and its row says so. Bound: mainClass, basedir, localRepositoryPath, dvmVersion, optionally javaExecutable, checkedClasses and programArguments.
// Returns the table's rows.

def jar = { String artifact ->
    def file = new File(localRepositoryPath, "org/javadvm/${artifact}/${dvmVersion}/${artifact}-${dvmVersion}.jar")
    assert file.isFile() : "no ${artifact} jar at ${file}"
    file.path
}
def javaCommand = binding.hasVariable('javaExecutable') ? javaExecutable
        : new File(System.getProperty('java.home'), 'bin/java').path
// the classes woven for checking: the copy an example's pom weaves for dyn, or (checkedClasses) another, such as the
// debug copy every release build writes; programArguments, if bound, are the program's
def checkedDirectory = binding.hasVariable('checkedClasses') ? checkedClasses : 'target/dvm-dyn-classes'
def programArgs = binding.hasVariable('programArguments') ? programArguments : []
def classPath = [new File(basedir, checkedDirectory).path, jar('dvm-runtime'), jar('dvm-debug-core')]
        .join(File.pathSeparator)
def values = { String out ->
    def found = new LinkedHashMap<String, String>()
    out.readLines().findAll { it.contains('=') }.each { line ->
        found[line.substring(0, line.indexOf('='))] = line.substring(line.indexOf('=') + 1).trim()
    }
    found
}
// integers exactly, floating values within 1e-12 relative (a reduction combined in another order), as compare.groovy
def sameResults = { Map<String, String> run, Map<String, String> reference ->
    run.keySet() == reference.keySet() && reference.every { key, want ->
        def got = run[key]
        if (want ==~ /-?\d+/ || got == want) {
            return got == want
        }
        double w = Double.parseDouble(want)
        double g = Double.parseDouble(got)
        w == g || Math.abs(g - w) / Math.max(Math.abs(w), Double.MIN_NORMAL) <= 1e-12
    }
}

def runJava = { Map<String, Object> parameters ->
    def command = [javaCommand, "-Ddvm.basedir=${basedir.path}".toString(), '-DEnableDynControl=0', '-DEnableTrace=1']
    parameters.each { key, value -> command << "-D${key}=${value}".toString() }
    command += ['-cp', classPath, mainClass]
    command += programArgs
    def process = command.execute(null, basedir)
    def out = new StringBuilder()
    def err = new StringBuilder()
    process.waitForProcessOutput(out, err)
    assert process.exitValue() == 0 : "${command.join(' ')} failed:\n${out}\n${err}"
    [command: command.join(' '), out: out.toString(), err: err.toString()]
}

// CI's budget: a program whose full trace (level 3) passes FULL_TRACE_CAP bytes is compared at level 0, level 4 and
// with boundary iterations only, and the table says so; the others at every level.
final long FULL_TRACE_CAP = 32L << 20
def probeDirectory = new File(basedir, 'target/dvm-trace/probe')
probeDirectory.deleteDir()
def probe = runJava(['TraceOptions.TraceLevel': 3, 'TraceOptions.TraceMode': 1, 'dvm.procs': 1,
                     'TraceOptions.TracePath': probeDirectory.path, 'TraceOptions.MaxTraceFileSize': FULL_TRACE_CAP])
boolean tooLarge = probe.err.contains('stopped at MaxTraceFileSize')
probeDirectory.deleteDir()
def modes = [:]
(tooLarge ? [0, 4] : (0..4)).each { level -> modes["level ${level}".toString()] = ['TraceOptions.TraceLevel': level] }
modes['boundary'] = ['TraceOptions.TraceLevel': 4, 'TraceOptions.Ig_left': 1, 'TraceOptions.Ig_right': 1]
def grids = ['1', '2', '3', '4', '2x2']
def rows = new StringBuilder()
if (tooLarge) {
    rows << String.format('  %-5s %-9s %-10s %-22s %s%n', 'trace', 'level 1-3', '-', '-',
            "not compared here: the full trace passes ${FULL_TRACE_CAP >> 20} MB")
}
modes.each { mode, settings ->
    def directory = new File(basedir, "target/dvm-trace/${mode.replace(' ', '')}")
    directory.deleteDir()
    def common = new LinkedHashMap<String, Object>(settings)
    common['TraceOptions.TracePath'] = directory.path
    common['TraceOptions.MaxTraceFileSize'] = 0
    // values compared relatively (1e-9: CG's intermediate vectors drift by 1e-11 when its dot products are combined
    // in another order, over its iterations): a sum of order 1e21 combined in
    // another order differs by far more than the default absolute 1e-4 and is still the same sum
    common['TraceOptions.ExpIsAbsolute'] = 0
    common['TraceOptions.Exp'] = 1e-9
    common['TraceOptions.RelCompareMin'] = 1e-3 // CG's residual converges to 1e-6: relative to at least 1e-3
    def trc = runJava(common + ['TraceOptions.TraceMode': 1, 'dvm.procs': 1])
    assert trc.err.contains('Java-DVM: nothing was checked in this run') : "${mode} trc:\n${trc.err}"
    def reference = new File(directory, '0.trd')
    assert reference.isFile() : "${mode}: no reference ${reference}"
    def tail = new byte[10]
    new RandomAccessFile(reference, 'r').withCloseable { it.seek(reference.length() - tail.length); it.readFully(tail) }
    assert new String(tail, 'UTF-8') == 'END_TRACE\n' : "${mode}: the reference ${reference} is not complete"
    grids.each { grid ->
        def sarif = new File(directory, "dif-${grid}.sarif")
        def dif = runJava(common + ['TraceOptions.TraceMode': 3, 'dvm.procs': grid,
                                    'TraceOptions.OutputTracePrefix': "dif-${grid}-".toString(),
                                    'DebugOptions.SarifFile': sarif.path,
                                    'DebugOptions.ErrorFile': new File(directory, "dif-${grid}.txt").path])
        assert dif.err.contains('Java-DVM trace comparison: no errors; report') :
                "${mainClass}, ${mode}, grid ${grid}: the comparison is not clean and complete:\n${dif.command}\n${dif.err}"
        def found = new groovy.json.JsonSlurper().parse(sarif).runs[0].results
        assert found.isEmpty() : "${mode}, grid ${grid}: ${found.collect { it.message.text }.join('\n')}"
        assert sameResults(values(dif.out), values(trc.out)) :
                "${mode}, grid ${grid}: results\n${dif.out}\nreference run\n${trc.out}"
        def protocol = new File(directory, "dif-${grid}-protocol0.txt").text
        assert protocol.contains('differences: 0 (0 distinct)') : "${mode}, grid ${grid}: ${protocol}"
    }
    rows << String.format('  %-5s %-9s %-10s %-22s %s%n', 'trace', mode, '-', 'as reference',
            "clean on ${grids.join(', ')} (${reference.length()} bytes)")
    directory.deleteDir() // the references of all levels of all examples would fill CI's disk
}
return rows.toString()
