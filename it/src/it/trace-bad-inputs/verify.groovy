// Spoiled inputs, one invocation each (see invoker.properties): every one gives one error naming the file and the
// line (or the header key), and nothing is recorded or compared from a file half understood.
import java.util.regex.Pattern

def log = new File(basedir, 'build.log').text
def loops = new File(basedir, '.dvm/loops.trd').path
def reference = new File(basedir, '.dvm/0.trd').path
def invocation = { String from, String to -> log.substring(log.indexOf(from), to == null ? log.length() : log.indexOf(to)) }

// 1: the loops file's unknown level, named with its file and line; the reference run did not run on it
def first = invocation('Running example.Smooth for task size', 'deleted ')
def loopsLine = (first =~ /spoiled \S*loops\.trd line (\d+)/)[0][1]
assert first =~ /${Pattern.quote(loops)}, line ${loopsLine}: .*unknown level 'LOUD'/ :
        "the refusal does not name ${loops}, line ${loopsLine} and the level"
assert (first =~ /total /).size() == 1 : 'the reference run ran on a loops file half understood (only size may print)'

// 2: the reference's unreadable record, named with its file and line; no record after it is taken as a difference
def recordLine = (log =~ /spoiled \S*0\.trd line (\d+)/)[0][1]
assert log =~ /DVM20 trace-mismatch \(trace-failed\): the trace stopped after \d+ records: ${Pattern.quote(reference)}, line ${recordLine}: expected an integer/ :
        "the comparison does not name ${reference}, line ${recordLine}"
assert !(log =~ /DVM1[1-9]|DVM21/) : 'a spoiled input was reported as differences of the run'

// 3: a reference of another computation (other arguments): refused by its header, naming the key and both values
assert log =~ /DVM20 trace-mismatch \(header\):.*ARGUMENTS/ : 'the reference with other arguments was not refused by its header'

// 4: a reference cut short: compared up to its end, and check fails on the partial comparison
def cutAt = log.indexOf('-Ddvm.programArguments=cut ')
def fourth = log.substring(cutAt, log.indexOf('Running example.Smooth for task size', cutAt))
assert fourth =~ /cut \S*0\.trd to \d+ of \d+ bytes/
assert fourth.contains('no errors up to where it stopped') : 'the comparison with the cut reference is not clean up to the cut'
assert fourth =~ /ends at \S*0\.trd, line \d+ without END_TRACE/ : 'the comparison does not say where the reference ends'
assert fourth.contains('checks ended before the run did') : 'check passed a comparison with a reference cut short'
// 5: two bad lines of the loops file, both listed with their lines, in one refusal naming the task
def spoiledLines = (log =~ /spoiled \S*loops\.trd line (\d+)/).collect { it[1] }
def levelLine = spoiledLines[-2]
def rangeLine = spoiledLines[-1]
assert log =~ /Java-DVM \(task trc\) did not run the program, 2 problems:\R  ${Pattern.quote(loops)}, line ${levelLine}: unknown level 'LOUD'.*\R  ${Pattern.quote(loops)}, line ${rangeLine}: first index 5 of dimension 0 is above the last 2/ :
        "the two bad lines ${levelLine} and ${rangeLine} of ${loops} are not both listed in one refusal naming the task"
assert log.contains('example.Smooth was not run for task trc: Java-DVM refused the run\'s configuration') :
        'the build does not say the reference run was refused'

// 6: bytes that are not text, named with the file and line instead of "Input length = 1"
def binaryLine = (log =~ /appended bytes that are not text to \S*loops\.trd as line (\d+)/)[0][1]
assert log =~ /${Pattern.quote(loops)}, line ${binaryLine}: bytes that are not UTF-8 text/ :
        "the loops file that is not text is not named with ${loops}, line ${binaryLine}"
assert !log.contains('Input length') : 'a decoder\'s message reached the user'

// 7: a grid that is none
assert log.contains('Java-DVM (task trc) did not run the program: dvm.procs=0 is not a processor grid') :
        'the grid that is none is not refused naming the task'

// every refusal above is its sentence, not a crash
assert !log.contains('ExceptionInInitializerError') && !log.contains('Exception in thread') :
        'a refused configuration ended with a stack trace'
assert !log.contains('under dynamic control (its output is above)') : 'a trace task was called a run under dynamic control'
return true
