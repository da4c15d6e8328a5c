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
def fourth = log.substring(log.lastIndexOf('Running example.Spoil under dynamic control'))
assert fourth =~ /cut \S*0\.trd to \d+ of \d+ bytes/
assert fourth.contains('no errors up to where it stopped') : 'the comparison with the cut reference is not clean up to the cut'
assert fourth =~ /ends at \S*0\.trd, line \d+ without END_TRACE/ : 'the comparison does not say where the reference ends'
assert fourth.contains('checks ended before the run did') : 'check passed a comparison with a reference cut short'
return true
