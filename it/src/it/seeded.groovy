// Shared by the seeded-bug ITs. Runs mainClass (default example.Main) under dynamic control and checks
// that the diagnostics are exactly those the sources announce. An expectation is a comment on the line
// of the access (several may follow one another):
//                  // expect <rule> <access> <element> [<kind>] [at=<iteration>] [related=<access>:<line>[@<iteration>]]
// for example      // expect DVM01 read b[1] flow at=(2) related=write:21@(1)
// The element and iteration are those of the diagnostic's first occurrence in the sequential order;
// iterations are written without blanks: (1,2) for a loop iteration, task1 for a task. A result outside any
// construct has no iteration, and one without a second access no related iteration: leave them out.
// Every result must match one expectation (file, line, rule, access, element, variable (the element's
// name), kind, iteration, related access, line and iteration) and every expectation one result. Classes
// whose name starts with Fixed must have none.
// A verify script that runs a project twice (with other dynParameters and runName) binds expectTag to the
// word that announces the second run's diagnostics instead of `expect`: `expect-strict` for a run under
// DVM's strict reading of the initialisation checks, for example.
if (!binding.hasVariable('mainClass')) {
    binding.setVariable('mainClass', 'example.Main')
}
def tag = binding.hasVariable('expectTag') ? expectTag : 'expect'
def runLabel = binding.hasVariable('runName') ? runName : 'dyn'
def run = evaluate(new File(itSources, 'dyn-run.groovy'))
def sources = new File(basedir, 'src/main/java')
def expected = []
sources.eachFileRecurse(groovy.io.FileType.FILES) { file ->
    def uri = 'src/main/java/' + sources.toPath().relativize(file.toPath()).toString().replace(File.separator, '/')
    file.readLines().eachWithIndex { text, index ->
        def comment = text.indexOf('//') < 0 ? '' : text.substring(text.indexOf('//'))
        def m = comment =~ /(?<![\w-])${tag} (DVM\d\d) (read|write|call) (\S+)(?: (?!expect\b|related=|at=)([a-z-]+)(?=\s|$))?(?: at=(\S+))?(?: related=(read|write):(\d+)(?:@(\S+))?)?/
        while (m.find()) {
            expected << [uri: uri, line: index + 1, ruleId: m.group(1), access: m.group(2), element: m.group(3),
                         variable: m.group(3).replaceFirst(/\[.*/, ''), kind: m.group(4) ?: '', iteration: m.group(5),
                         relatedAccess: m.group(6), relatedLine: m.group(7) ? m.group(7) as int : 0,
                         relatedIteration: m.group(8)]
        }
    }
}
def blankless = { String iteration -> iteration == null ? null : iteration.replaceAll(/\s+/, '') }
def reported = run.results.collect { r ->
    [uri: r.uri, line: r.line, ruleId: r.ruleId, access: r.access, element: r.element, variable: r.variable,
     kind: r.kind ?: '', iteration: blankless(r.iteration), relatedAccess: r.relatedAccess,
     relatedLine: r.relatedLine ?: 0, relatedIteration: blankless(r.relatedIteration)]
}
def show = { list ->
    list.collect {
        "  ${it.uri}:${it.line} ${it.ruleId} ${it.access} ${it.element} (${it.variable}) ${it.kind} at=${it.iteration} " +
                "related=${it.relatedAccess ?: ''}:${it.relatedLine}@${it.relatedIteration}"
    }.join('\n')
}
def repeated = reported.findAll { r -> reported.count(r) > 1 }.unique()
assert repeated.isEmpty() : "identical diagnostics must be counted, not repeated:\n${show(repeated)}"
def missing = expected.findAll { e -> !reported.contains(e) }
def unexpected = reported.findAll { r -> !expected.contains(r) }
assert missing.isEmpty() && unexpected.isEmpty() :
        "expected but not reported:\n${show(missing)}\nreported but not expected:\n${show(unexpected)}\nall results:\n" +
        run.results.collect { '  ' + it.message }.join('\n')
assert !reported.any { it.uri.contains('/Fixed') } : 'a fixed variant was reported'
def text = new File(basedir, "target/dvm/${runLabel}.txt").text
expected*.ruleId.unique().each { rule -> assert text.contains(rule) : "the text report lacks ${rule}" }
assert run.err =~ /Java-DVM dynamic control( of boundary iterations \([^)]*\))?: / : run.err
println "${runLabel}: ${expected.size()} expected diagnostics found, nothing else:\n${show(expected)}"
new File(basedir, tag == 'expect' ? 'diagnostics.txt' : "diagnostics-${runLabel}.txt").text = show(expected) + '\n'
binding.setVariable('seededRun', run) // for a verify script that goes on with the same run
return true
