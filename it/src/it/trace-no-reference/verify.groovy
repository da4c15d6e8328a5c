// dif without a reference: the debugger refuses to start, naming the reference it looked for and the task that
// records it; the program does not run (no result line), so nothing can pass as compared.
def log = new File(basedir, 'build.log').text
assert log.contains('TraceOptions.TraceMode=3 compares the run with the reference trace') : 'no refusal at start'
assert log.contains("${File.separator}.dvm${File.separator}0.trd, which does not exist or cannot be read") :
        'the refusal does not name the missing reference'
assert log.contains('mvn dvm:run -Ddvm.task=trc') : 'the refusal does not say how to record the reference'
assert !log.contains('total ') : 'the program ran without its reference'
return true
