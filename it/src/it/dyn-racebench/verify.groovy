// Precision and recall of dynamic control on the race patterns, at line + access level.
//
// Expected points: every `// race: read` / `// race: write` comment in the sources, as (file, line, access).
// Reported points: every SARIF result's own location and access; for DVM01 results (a dependence between
// two iterations) also the other access of the pair, the related location with its access.
// A point reported or expected in a file counts for the program of that file. Writes the table to
// target/racebench.txt and racebench.txt and fails unless precision and recall are both 1.0, every
// race-free program has no reported point, every racy program is reported with exactly the rule and
// kinds its `// verdict:` line names, and every program ran to its end.
binding.setVariable('mainClass', 'example.Driver')
def run = evaluate(new File(itSources, 'dyn-run.groovy'))
assert run.exit == 0 : "exit ${run.exit}\n${run.out}\n${run.err}"

def prefix = 'src/main/java/example/'
def sources = new File(basedir, prefix)
def programs = [:]      // uri -> [name, verdict]
def expected = [] as Set
sources.listFiles().findAll { it.name.endsWith('.java') && it.name != 'Driver.java' }.sort { it.name }.each { file ->
    def uri = prefix + file.name
    def verdict = null
    file.readLines().eachWithIndex { text, index ->
        def v = text =~ /^\/\/ verdict: (.+)$/
        if (v.find()) {
            verdict = v.group(1).trim()
        }
        int comment = text.indexOf('//')
        if (comment >= 0) {
            def races = text.substring(comment) =~ /race: (read|write)\b/
            while (races.find()) {
                expected << "${uri}:${index + 1}:${races.group(1)}".toString()
            }
        }
    }
    assert verdict != null : "${uri} has no // verdict: line"
    programs[uri] = [name: file.name - '.java', verdict: verdict]
}

def reported = [] as Set
def rulesByUri = [:].withDefault { [] as SortedSet }
def sarifResults = run.sarif.runs[0].results
run.results.eachWithIndex { r, k ->
    reported << "${r.uri}:${r.line}:${r.access}".toString()
    rulesByUri[r.uri] << "${r.ruleId} ${r.kind ?: '-'}".toString()
    if (r.ruleId == 'DVM01' && r.relatedLine) {
        def related = sarifResults[k].relatedLocations?.getAt(0)?.physicalLocation
        def relatedUri = related?.artifactLocation?.uri ?: r.uri
        reported << "${relatedUri}:${r.relatedLine}:${r.relatedAccess}".toString()
    }
}

def of = { Set points, String uri -> points.findAll { it.startsWith(uri + ':') } as Set }
def table = new StringBuilder()
def row = '%-20s %-38s %4s %4s %4s %4s %4s  %s%n'
table << String.format(row, 'program', 'verdict', 'exp', 'rep', 'TP', 'FP', 'FN', 'reported rules')
int tp = 0, fp = 0, fn = 0
def problems = []
programs.each { uri, p ->
    def e = of(expected, uri)
    def r = of(reported, uri)
    int t = e.intersect(r).size()
    int f = (r - e).size()
    int n = (e - r).size()
    tp += t; fp += f; fn += n
    def rules = rulesByUri[uri]
    table << String.format(row, p.name, p.verdict, e.size(), r.size(), t, f, n, rules ? rules.join(', ') : '-')
    if (p.verdict == 'race-free') {
        if (!r.isEmpty() || rules) {
            problems << "race-free ${p.name} has reported points ${r} (${rules})"
        }
        if (!e.isEmpty()) {
            problems << "race-free ${p.name} carries race comments ${e}"
        }
    } else {
        def v = p.verdict =~ /^race \((DVM\d\d) ([a-z-]+(?:, [a-z-]+)*)\)$/
        assert v.matches() : "${p.name}: verdict '${p.verdict}' is neither 'race-free' nor 'race (DVMnn kind, ...)'"
        def want = v.group(2).split(', ').collect { "${v.group(1)} ${it}".toString() } as SortedSet
        if (want != rules) {
            problems << "${p.name}: verdict names ${want}, the checker reported ${rules}"
        }
        if (e.isEmpty()) {
            problems << "racy ${p.name} has no race comment"
        }
    }
}
def outside = reported.findAll { point -> !programs.keySet().any { point.startsWith(it + ':') } }
fp += outside.size()
double precision = tp + fp == 0 ? 1.0d : tp / (double) (tp + fp)
double recall = tp + fn == 0 ? 1.0d : tp / (double) (tp + fn)
int racy = programs.values().count { it.verdict != 'race-free' }
table << String.format('%n%d programs (%d racy, %d race-free); points: %d expected, %d reported%n',
        programs.size(), racy, programs.size() - racy, expected.size(), reported.size())
table << String.format('TP %d, FP %d, FN %d; precision %.3f, recall %.3f%n', tp, fp, fn, precision, recall)
if (outside) {
    table << "reported outside the programs: ${outside}\n"
}
println table
new File(basedir, 'target').mkdirs()
new File(basedir, 'target/racebench.txt').text = table.toString()
new File(basedir, 'racebench.txt').text = table.toString()

def notDone = programs.values()*.name.findAll { !run.out.contains(it + '=done') }
if (notDone) {
    problems << "programs that did not run to their end: ${notDone}\n${run.out}\n${run.err}"
}
if (precision != 1.0d || recall != 1.0d) {
    problems << "precision ${precision}, recall ${recall}\nexpected, not reported: ${(expected - reported).sort()}\n" +
            "reported, not expected: ${(reported - expected).sort()}"
}
assert problems.isEmpty() : problems.join('\n') + '\nall results:\n' + run.results.collect { '  ' + it.message }.join('\n')
return true
