// dif without a reference: the debugger refuses to start, naming the reference it looked for and the task that
// records it, in one line and without a stack trace; the program does not run (no result line), so nothing can
// pass as compared. Then the run goal without a main class says how to give it.
def log = new File(basedir, 'build.log').text
assert log.contains('TraceOptions.TraceMode=3 compares the run with the reference trace') : 'no refusal at start'
assert log.contains("${File.separator}.dvm${File.separator}0.trd, which does not exist or cannot be read") :
        'the refusal does not name the missing reference'
assert log.contains('mvn dvm:run -Ddvm.task=trc') : 'the refusal does not say how to record the reference'
assert !log.contains('total ') : 'the program ran without its reference'
assert log.contains('Java-DVM (task dif) did not run the program: TraceOptions.TraceMode=3') :
        'the refusal does not name the task'
assert log.contains('example.Total was not run for task dif: Java-DVM refused the run\'s configuration') :
        'the build does not say the program was refused'
assert !log.contains('ExceptionInInitializerError') && !log.contains('Exception in thread') :
        'the refusal ended with a stack trace'
assert !log.contains('under dynamic control (its output is above)') : 'a dif run was called a run under dynamic control'
// 2: no main class: the property that gives it is named
assert log.contains('No main class to run: give it with -Ddvm.mainClass=<class>') : 'the missing main class is not named'
// 3: the weaver's refusal of classes woven for another mode: the command it suggests is this build's, after clean
def traces = new File(basedir, '.dvm').path
// (the invoker gives the build -D properties of its own too: they are part of the command, after ours in name order)
assert log =~ /Compile the classes anew and weave them: mvn clean process-classes -Ddvm.mode=release -Ddvm.task=trc( -D\S+)* \(clean keeps the trace files, the reference among them, in ${java.util.regex.Pattern.quote(traces)}\)/ :
        'the refusal does not end with the command to run'
return true
