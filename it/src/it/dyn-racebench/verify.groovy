// Precision and recall of dynamic control on the race patterns, at line + access level. Expected points
// are the `// race: read` / `// race: write` comments of the sources; reported points are every result's
// access (file, line, read/write) and, for results naming a second access (dependences, shared
// variables), that access too. Prints a table per program, writes it to racebench.txt, and fails unless
// precision and recall are both 1.0 and every race-free program has no reported point.
binding.setVariable('mainClass', 'example.Driver')
def run = evaluate(new File(itSources, 'dyn-run.groovy'))
assert run.exit == 0 : run.err

def sources = new File(basedir, 'src/main/java/example')
def expected = [] as Set
def verdicts = [:]
sources.eachFile { file ->
    if (!file.name.endsWith('.java') || file.name == 'Driver.java') {
        return
    }
    def uri = 'src/main/java/example/' + file.name
    file.readLines().eachWithIndex { text, index ->
        def verdict = text =~ /^\/\/ verdict: (.*)$/
        if (verdict.find()) {
            verdicts[uri] = verdict.group(1)
        }
        def comment = text.indexOf('//') < 0 ? '' : text.substring(text.indexOf('//'))
        def races = comment =~ /race: (read|write)/
        while (races.find()) {
            expected << "${uri}:${index + 1}:${races.group(1)}".toString()
        }
    }
}
def reported = [] as Set
run.results.each { r ->
    reported << "${r.uri}:${r.line}:${r.access}".toString()
    if (r.relatedLine) {
        reported << "${r.uri}:${r.relatedLine}:${r.relatedAccess}".toString()
    }
}
def table = new StringBuilder()
table << String.format('%-22s %-70s %5s %5s %4s %4s %4s%n', 'program', 'verdict', 'exp', 'rep', 'TP', 'FP', 'FN')
int tp = 0, fp = 0, fn = 0
verdicts.keySet().sort().each { uri ->
    def mine = { Set points -> points.findAll { it.startsWith(uri + ':') } as Set }
    def e = mine(expected)
    def r = mine(reported)
    int t = e.intersect(r).size()
    int p = (r - e).size()
    int n = (e - r).size()
    tp += t; fp += p; fn += n
    table << String.format('%-22s %-70s %5d %5d %4d %4d %4d%n', uri.tokenize('/').last() - '.java', verdicts[uri],
            e.size(), r.size(), t, p, n)
    if (verdicts[uri].startsWith('race-free')) {
        assert r.isEmpty() : "race-free ${uri} has reported points ${r}"
    }
}
def unknown = reported.findAll { point -> !verdicts.keySet().any { point.startsWith(it + ':') } }
fp += unknown.size()
double precision = tp + fp == 0 ? 1.0 : tp / (double) (tp + fp)
double recall = tp + fn == 0 ? 1.0 : tp / (double) (tp + fn)
table << String.format('%ntotal: %d expected points, %d reported, TP %d, FP %d, FN %d; precision %.3f, recall %.3f%n',
        expected.size(), reported.size(), tp, fp, fn, precision, recall)
println table
new File(basedir, 'target').mkdirs()
new File(basedir, 'target/racebench.txt').text = table.toString()
new File(basedir, 'racebench.txt').text = table.toString()
assert unknown.isEmpty() : "points outside the programs: ${unknown}"
assert precision == 1.0 && recall == 1.0 : "precision ${precision}, recall ${recall}:\nmissed ${expected - reported}\n" +
        "extra ${reported - expected}\n" + run.results.collect { '  ' + it.message }.join('\n')
return true
