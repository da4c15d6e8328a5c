// Shared by the seeded-bug ITs. Runs mainClass (default example.Main) under dynamic control and checks
// that the diagnostics are exactly those the sources announce. An expectation is a comment on the line
// of the access (several may follow one another):
//                  // expect <rule> <access> <element> [<kind>] [related=<access>:<line>]
// for example      // expect DVM01 read b[1] flow related=write:21
// Every result must match one expectation (file, line, rule, access, element, kind, related access and
// line) and every expectation one result. Classes whose name starts with Fixed must have none.
if (!binding.hasVariable('mainClass')) {
    binding.setVariable('mainClass', 'example.Main')
}
def run = evaluate(new File(itSources, 'dyn-run.groovy'))
def sources = new File(basedir, 'src/main/java')
def expected = []
sources.eachFileRecurse(groovy.io.FileType.FILES) { file ->
    def uri = 'src/main/java/' + sources.toPath().relativize(file.toPath()).toString().replace(File.separator, '/')
    file.readLines().eachWithIndex { text, index ->
        def comment = text.indexOf('//') < 0 ? '' : text.substring(text.indexOf('//'))
        def m = comment =~ /expect (DVM\d\d) (read|write|call) (\S+)(?: (?!expect\b|related=)([a-z-]+))?(?: related=(read|write):(\d+))?/
        while (m.find()) {
            expected << [uri: uri, line: index + 1, ruleId: m.group(1), access: m.group(2), element: m.group(3),
                         kind: m.group(4) ?: '', relatedAccess: m.group(5), relatedLine: m.group(6) ? m.group(6) as int : 0]
        }
    }
}
def reported = run.results.collect { r ->
    [uri: r.uri, line: r.line, ruleId: r.ruleId, access: r.access, element: r.element, kind: r.kind ?: '',
     relatedAccess: r.relatedAccess, relatedLine: r.relatedLine ?: 0]
}
def show = { list -> list.collect { "  ${it.uri}:${it.line} ${it.ruleId} ${it.access} ${it.element} ${it.kind} ${it.relatedAccess ?: ''}:${it.relatedLine}" }.join('\n') }
def missing = expected.findAll { e -> !reported.contains(e) }
def unexpected = reported.findAll { r -> !expected.contains(r) }
assert missing.isEmpty() && unexpected.isEmpty() :
        "expected but not reported:\n${show(missing)}\nreported but not expected:\n${show(unexpected)}\nall results:\n" +
        run.results.collect { '  ' + it.message }.join('\n')
assert !reported.any { it.uri.contains('/Fixed') } : 'a fixed variant was reported'
def text = new File(basedir, 'target/dvm/dyn.txt').text
expected*.ruleId.unique().each { rule -> assert text.contains(rule) : "the text report lacks ${rule}" }
assert run.err.contains('Java-DVM dynamic control: ') : run.err
println "${expected.size()} expected diagnostics found, nothing else:\n${show(expected)}"
new File(basedir, 'diagnostics.txt').text = show(expected) + '\n'
return true
