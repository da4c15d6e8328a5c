// Shared by the ITs that run a program under dynamic control. Evaluated with these variables bound:
// mainClass, and optionally dynArgs (program arguments), dynParameters (map of debug parameters),
// javaExecutable (another JDK's java),
// runName (names the output files, default 'dyn'); invoker supplies basedir and localRepositoryPath,
// the POM dvmVersion. Runs target/dvm-dyn-classes on the run-time and debug-core jars, with the SARIF
// and text reports written to target/dvm/<runName>.sarif and .txt, and returns a map:
//   exit (process exit code), out, err (its output), results (the SARIF results as maps with keys
//   ruleId, uri, line, message plus every SARIF property: errorClass, kind, variable, element, access,
//   construct, iteration, relatedAccess, relatedLine, relatedIteration, count), sarif (the parsed file).

def jar = { String artifact ->
    def file = new File(localRepositoryPath, "org/javadvm/${artifact}/${dvmVersion}/${artifact}-${dvmVersion}.jar")
    assert file.isFile() : "no ${artifact} jar at ${file}"
    file.path
}
def name = binding.hasVariable('runName') ? runName : 'dyn'
def sarifFile = new File(basedir, "target/dvm/${name}.sarif")
def textFile = new File(basedir, "target/dvm/${name}.txt")
sarifFile.delete()
textFile.delete()
def javaCommand = binding.hasVariable('javaExecutable') ? javaExecutable
        : new File(System.getProperty('java.home'), 'bin/java').path
def command = [javaCommand, "-Ddvm.basedir=${basedir.path}".toString(),
               "-DDebugOptions.SarifFile=${sarifFile.path}".toString(),
               "-DDebugOptions.ErrorFile=${textFile.path}".toString()]
if (binding.hasVariable('dynParameters')) {
    dynParameters.each { key, value -> command << "-D${key}=${value}".toString() }
}
command += ['-cp', [new File(basedir, 'target/dvm-dyn-classes').path, jar('dvm-runtime'), jar('dvm-debug-core')]
        .join(File.pathSeparator), mainClass]
if (binding.hasVariable('dynArgs')) {
    command += dynArgs
}
def process = command.execute(null, basedir)
def out = new StringBuilder()
def err = new StringBuilder()
process.waitForProcessOutput(out, err)
assert sarifFile.isFile() : "${command.join(' ')} wrote no SARIF file ${sarifFile}:\n${out}\n${err}"
def sarif = new groovy.json.JsonSlurper().parse(sarifFile)
def results = sarif.runs[0].results.collect { result ->
    def location = result.locations[0].physicalLocation
    def entry = [ruleId: result.ruleId, uri: location.artifactLocation.uri, line: location.region.startLine,
                 message: result.message.text]
    entry.putAll(result.properties ?: [:])
    entry
}
return [exit: process.exitValue(), out: out.toString(), err: err.toString(), results: results, sarif: sarif]
