mainClass = 'example.Series'
constructs = 6
exactFloatingPoint = false
evaluate(new File(itSources, 'compare.groovy'))

// The natural loop over the columns is parallel: every processor along the grid dimension that cuts the
// columns computes some of them (on 2x2 the second grid dimension replicates: 2 processors, not 4).
def runtimeJar = new File(localRepositoryPath, "org/javadvm/dvm-runtime/${dvmVersion}/dvm-runtime-${dvmVersion}.jar")
def java = new File(System.getProperty('java.home'), 'bin/java').path
['1': 1, '3': 3, '4': 4, '2x2': 2].each { grid, threads ->
    def command = [java, "-Ddvm.procs=${grid}".toString(), '-cp',
                   new File(basedir, 'target/dvm-classes').path + File.pathSeparator + runtimeJar.path, mainClass]
    def process = command.execute()
    def out = new StringBuilder()
    def err = new StringBuilder()
    process.waitForProcessOutput(out, err)
    assert process.exitValue() == 0 : "${command.join(' ')}:\n${out}\n${err}"
    assert out.toString().contains("coefficients computed by ${threads} threads") : "grid ${grid}:\n${out}"
}
return true
