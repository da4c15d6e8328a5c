// A table swept by rows and by columns, redistributed between the phases (@Redistribute): the sequential results
// on every grid, the same twice, and dynamic control clean (compare.groovy; it counts the 4 loops, the two
// @Redistribute methods are no constructs). Each phase runs on the processors its distribution gives it: the
// rows over the first grid dimension, the columns too (they are the BLOCK dimension after the redistribution);
// on 2x2 the second grid dimension replicates (2 of 4 processors).
mainClass = 'example.Sweeps'
constructs = 4
exactFloatingPoint = false
evaluate(new File(itSources, 'compare.groovy'))

def runtimeJar = new File(localRepositoryPath, "org/javadvm/dvm-runtime/${dvmVersion}/dvm-runtime-${dvmVersion}.jar")
def java = new File(System.getProperty('java.home'), 'bin/java').path
['1': 1, '2': 2, '3': 3, '4': 4, '2x2': 2].each { grid, threads ->
    def command = [java, "-Ddvm.procs=${grid}".toString(), '-Ddvm.grain=0', '-cp',
                   new File(basedir, 'target/dvm-classes').path + File.pathSeparator + runtimeJar.path, mainClass]
    def process = command.execute()
    def out = new StringBuilder()
    def err = new StringBuilder()
    process.waitForProcessOutput(out, err)
    assert process.exitValue() == 0 : "${command.join(' ')}:\n${out}\n${err}"
    assert out.toString().contains("rows swept by ${threads} threads, columns by ${threads} threads") : "grid ${grid}:\n${out}"
}
return true
