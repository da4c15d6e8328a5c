// the seeded bugs of this project, announced in its sources
def seeded = evaluate(new File(itSources, 'seeded.groovy'))
// FixedCaughtDivision's construct ended by an exception its caller caught: a note, no error
def note = ~/loop \d+ FixedCaughtDivision\.total \(FixedCaughtDivision\.java:\d+\) ended by java\.lang\.ArithmeticException in iteration \(2\)/
def report = new File(basedir, 'target/dvm/dyn.txt').text
assert report.readLines().any { it.startsWith('note: ') && it =~ note } : report
def sarif = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/dvm/dyn.sarif'))
assert sarif.runs[0].invocations[0].toolExecutionNotifications.any { it.level == 'note' && it.message.text =~ note }
return seeded
