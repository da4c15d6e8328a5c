// Shared by the NPB ITs (npb-kernels and any other it/npb program's IT). Evaluated with these variables bound:
// programs (main classes of it/npb, e.g. ['org.javadvm.npb.EP']), optionally problemClass ('S' by default);
// invoker supplies basedir and localRepositoryPath, the POM dvmVersion. For every program it runs the plain
// classes (the sequential program), the release-woven copy on the grids 1, 2, 3, 4 and 2x2, and the copy woven
// for dyn under dynamic control. Every run must print the NPB result block with the class asked for and
// "Verification = SUCCESSFUL" and exit 0; the dyn run must report no diagnostics. Each run's output is kept
// in target/npb/<Program>-<run>.txt; the table of verdicts goes to npb-results.txt. Programs also named in
// traced are compared with their reference trace on the 2x2 grid, those also named in reduced get the reduction
// check against it; programs named in boundaryW run at class W under dynamic control of boundary iterations
// (below).

def jar = { String artifact ->
    def file = new File(localRepositoryPath, "org/javadvm/${artifact}/${dvmVersion}/${artifact}-${dvmVersion}.jar")
    assert file.isFile() : "no ${artifact} jar at ${file}"
    file.path
}
// the build wove the project twice, for release and for dyn, and each program's class in both copies
def buildLog = new File(basedir, 'build.log').text
['release': 'target/dvm-classes', 'dyn': 'target/dvm-dyn-classes'].each { mode, dir ->
    assert buildLog =~ /Woven [1-9]\d* parallel constructs in [1-9]\d* of \d+ classes for ${mode} into/ :
            "build.log does not show the ${mode} weave"
    programs.each { String program ->
        def classFile = new File(basedir, dir + '/' + program.replace('.', '/') + '.class')
        assert classFile.isFile() && classFile.getText('ISO-8859-1').contains('$dvm$body') : "${program} in ${dir} was not woven"
    }
}
def cls = binding.hasVariable('problemClass') ? problemClass : 'S'
def javaCommand = new File(System.getProperty('java.home'), 'bin/java').path
def outputDir = new File(basedir, 'target/npb')
outputDir.mkdirs()

def run = { String program, String runName, List<String> options, List<String> classPath, String problem = cls ->
    def command = [javaCommand] + options + ['-cp', classPath.join(File.pathSeparator), program, problem]
    def process = command.execute(null, basedir)
    def out = new StringBuilder()
    def err = new StringBuilder()
    process.waitForProcessOutput(out, err)
    def simpleName = program.substring(program.lastIndexOf('.') + 1)
    new File(outputDir, "${simpleName}-${runName}.txt").text = "${command.join(' ')}\n${out}\n--- stderr\n${err}"
    assert process.exitValue() == 0 : "${command.join(' ')} exited with ${process.exitValue()}:\n${out}\n${err}"
    def text = out.toString()
    assert text =~ /(?m)^ Class\s+=\s+${problem}$/ : "${simpleName} ${runName}: no result block for class ${problem}:\n${text}"
    assert text =~ /(?m)^ Verification\s+=\s+SUCCESSFUL$/ : "${simpleName} ${runName} did not verify:\n${text}\n${err}"
    def seconds = (text =~ /(?m)^ Time in seconds\s+=\s+(\S+)$/)[0][1]
    return [out: text, err: err.toString(), seconds: seconds]
}

def table = new StringBuilder(String.format('%-6s %-7s %-12s %s%n', 'kernel', 'run', 'verification', 'seconds'))
programs.each { String program ->
    def name = program.substring(program.lastIndexOf('.') + 1)
    def plain = run(program, 'plain', [], [new File(basedir, 'target/classes').path, jar('dvm-runtime')])
    table << String.format('%-6s %-7s %-12s %s%n', name, 'plain', 'SUCCESSFUL', plain.seconds)
    ['1', '2', '3', '4', '2x2'].each { grid ->
        def release = run(program, "p${grid}", ["-Ddvm.procs=${grid}".toString()],
                [new File(basedir, 'target/dvm-classes').path, jar('dvm-runtime')])
        table << String.format('%-6s %-7s %-12s %s%n', name, "P=${grid}", 'SUCCESSFUL', release.seconds)
    }
    def sarif = new File(outputDir, "${name}-dyn.sarif")
    def text = new File(outputDir, "${name}-dyn.diagnostics.txt")
    def dyn = run(program, 'dyn', ["-Ddvm.basedir=${basedir.path}".toString(),
                                   "-DDebugOptions.SarifFile=${sarif.path}".toString(),
                                   "-DDebugOptions.ErrorFile=${text.path}".toString()],
            [new File(basedir, 'target/dvm-dyn-classes').path, jar('dvm-runtime'), jar('dvm-debug-core')])
    def results = new groovy.json.JsonSlurper().parse(sarif).runs[0].results
    assert results.isEmpty() : "${name} under dynamic control reported ${results.size()} diagnostics:\n" +
            results.collect { it.message.text }.join('\n')
    assert dyn.err.contains('Java-DVM dynamic control: no errors') : "${name} dyn:\n${dyn.err}"
    table << String.format('%-6s %-7s %-12s %s%n', name, 'dyn', 'SUCCESSFUL', "${dyn.seconds} (no diagnostics)")
}
// the trace method on the programs named in traced (optional), twice: a reference at TraceLevel=4 (structure and
// checksums; sequential loops record nothing of their own there) on one processor, then the run under the
// emulation of the 2x2 grid compared with it; and the same at TraceLevel=1 (structure: parallel and sequential
// loops with their iterations) with only the first and the last iteration of each sequential loop traced
// (Irep_left=1, Irep_right=1), whose reference must hold SL records. At TraceLevel=4 the reductions' results are
// in the reference too (an array's as its checksum), and the programs also named in reduced get the reduction
// check against it (ManualReductCalc=1: every iteration of a reduction loop from the operator's identity). Every
// processor's protocol must count no difference and the reports must hold no diagnostic.
// compareOptions (optional): the comparison's tolerances when the defaults (absolute 1e-4) do not fit the values
def toleranceOptions = binding.hasVariable('compareOptions') ? binding.getVariable('compareOptions') : []
def passes = [['', ['-DTraceOptions.TraceLevel=4']],
              ['-sl', ['-DTraceOptions.TraceLevel=1', '-DTraceOptions.Irep_left=1', '-DTraceOptions.Irep_right=1',
                       '-DTraceOptions.MaxTraceFileSize=0']]]
(binding.hasVariable('traced') ? traced : []).each { String program ->
    passes.each { pass ->
        def (suffix, levelOptions) = pass
        def name = program.substring(program.lastIndexOf('.') + 1)
        def traceDir = new File(outputDir, "trace-${name}${suffix}")
        traceDir.mkdirs()
        def classPath = [new File(basedir, 'target/dvm-dyn-classes').path, jar('dvm-runtime'), jar('dvm-debug-core')]
        def common = (["-Ddvm.basedir=${basedir.path}", '-DEnableDynControl=0', '-DEnableTrace=1',
                       "-DTraceOptions.TracePath=${traceDir.path}",
                       "-DDebugOptions.ErrorFile=${new File(traceDir, 'errors.txt').path}"] + levelOptions)*.toString()
        run(program, "trc${suffix}", common + ['-DTraceOptions.TraceMode=1', '-Ddvm.procs=1',
                "-DDebugOptions.SarifFile=${new File(traceDir, 'trc.sarif').path}".toString()], classPath)
        def reference = new File(traceDir, '0.trd')
        if (suffix == '-sl') {
            def sequentialLoops = 0
            reference.eachLine { if (it.trim().startsWith('SL: ')) sequentialLoops++ }
            assert sequentialLoops > 0 : "${name}: the reference ${reference} holds no sequential loop"
        }
        def sarif = new File(traceDir, 'dif.sarif')
        def dif = run(program, "dif${suffix}", common + toleranceOptions + ['-DTraceOptions.TraceMode=3', '-Ddvm.procs=2x2',
                "-DDebugOptions.SarifFile=${sarif.path}".toString()], classPath)
        assert !dif.err.contains('recording stopped') : "${name} dif: the comparison stopped:\n${dif.err}"
        def results = new groovy.json.JsonSlurper().parse(sarif).runs[0].results
        assert results.isEmpty() : "${name} compared on 2x2 reported ${results.size()} differences:\n" +
                results.collect { it.message.text }.join('\n')
        (0..3).each { p ->
            def protocol = new File(traceDir, "protocol${p}.txt")
            assert protocol.isFile() && protocol.text.contains('differences: 0 (0 distinct)') :
                    "${name} processor ${p} of 2x2: no clean protocol at ${protocol}"
        }
        table << String.format('%-6s %-7s %-12s %s%n', name, suffix ? 'dif SL' : 'dif 2x2', 'SUCCESSFUL',
                "${dif.seconds} (no differences)")
        if (suffix != '' || !(binding.hasVariable('reduced') && reduced.contains(program))) {
            return
        }
        def redSarif = new File(traceDir, 'red.sarif')
        def red = run(program, 'red', common + ['-DTraceOptions.TraceMode=3', '-DManualReductCalc=1',
                "-DTraceOptions.OutputTracePrefix=red-".toString(), "-DDebugOptions.SarifFile=${redSarif.path}".toString()],
                classPath)
        assert !red.err.contains('recording stopped') : "${name} red: the comparison stopped:\n${red.err}"
        def redResults = new groovy.json.JsonSlurper().parse(redSarif).runs[0].results
        assert redResults.isEmpty() : "${name} reduction check reported ${redResults.size()} differences:\n" +
                redResults.collect { it.message.text }.join('\n')
        def redProtocol = new File(traceDir, 'red-protocol0.txt')
        assert redProtocol.isFile() && redProtocol.text.contains('differences: 0 (0 distinct)') :
                "${name} reduction check: no clean protocol at ${redProtocol}"
        assert redProtocol.text =~ /reduction results [1-9]/ : "${name} reduction check compared no reduction result:\n${redProtocol.text}"
        table << String.format('%-6s %-7s %-12s %s%n', name, 'red', 'SUCCESSFUL', "${red.seconds} (no differences)")
    }
}
// dynamic control of boundary iterations (Ig_left = Ig_right = 2) at class W on the programs named in boundaryW
// (optional): the run verifies and reports no diagnostic
(binding.hasVariable('boundaryW') ? boundaryW : []).each { String program ->
    def name = program.substring(program.lastIndexOf('.') + 1)
    def sarif = new File(outputDir, "${name}-dyn-W.sarif")
    def dyn = run(program, 'dyn-W', ["-Ddvm.basedir=${basedir.path}", '-DDebugOptions.Ig_left=2',
            '-DDebugOptions.Ig_right=2', "-DDebugOptions.SarifFile=${sarif.path}",
            "-DDebugOptions.ErrorFile=${new File(outputDir, "${name}-dyn-W.diagnostics.txt").path}"]*.toString(),
            [new File(basedir, 'target/dvm-dyn-classes').path, jar('dvm-runtime'), jar('dvm-debug-core')], 'W')
    def results = new groovy.json.JsonSlurper().parse(sarif).runs[0].results
    assert results.isEmpty() : "${name} class W under dynamic control of boundary iterations reported " +
            "${results.size()} diagnostics:\n" + results.collect { it.message.text }.join('\n')
    assert dyn.err.contains('Java-DVM dynamic control of boundary iterations (faces, Ig_left=2, Ig_right=2): no errors') :
            "${name} dyn class W:\n${dyn.err}"
    table << String.format('%-6s %-7s %-12s %s%n', name, 'dyn W', 'SUCCESSFUL', "${dyn.seconds} (boundary, no diagnostics)")
}
println table
new File(basedir, 'npb-results.txt').text = table.toString()
return true
