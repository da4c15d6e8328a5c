// Seeded divergences, each compared on 2x2 with a reference recorded on one processor, under full tracing and
// under boundary iterations + checksums. The correct program compares clean in both modes; every bug is found,
// as its first difference, with the error class, construct, variable and line below. The lines are looked up
// in the source by what they hold. Prints the detection table and writes it to detection.md.
def log = new File(basedir, 'build.log').text
def source = new File(basedir, 'src/main/java/example/Seeded.java').readLines()
def lineOf = { String method, String text ->
    int from = source.findIndexOf { it.contains("void ${method}(") }
    assert from >= 0 : "no method ${method}"
    int at = source.findIndexOf(from) { it.contains(text) }
    assert at >= 0 : "no '${text}' in ${method}"
    at + 1
}
def loop = { String method -> lineOf(method, 'for (int i = i0') }

def section = { String execution ->
    int from = log.indexOf("run (${execution}) @ trace-seeded-divergences")
    assert from >= 0 : "no ${execution} run in the log"
    int to = log.indexOf('--- dvm-maven-plugin', from + 1)
    log.substring(from, to < 0 ? log.length() : to)
}
def differences = { String execution -> section(execution).readLines().findAll { it =~ /^DVM\d\d / } }

// what each bug must give first: error class, what, variable, line, construct line
def expected = [
    // a reduction's result is named at the statement updating it, in the loop of its construct
    operator : [full    : ['DVM18 different-values (reduction)', 'write of peak', lineOf('peakDeclaredSum', 'peak = Math.max'), loop('peakDeclaredSum')],
                checksum: ['DVM18 different-values (reduction)', 'write of peak', lineOf('peakDeclaredSum', 'peak = Math.max'), loop('peakDeclaredSum')]],
    update   : [full    : ['DVM18 different-values (reduction)', 'write of total', lineOf('total', 'total = total * 0.5'), loop('total')],
                checksum: ['DVM18 different-values (reduction)', 'write of total', lineOf('total', 'total = total * 0.5'), loop('total')]],
    race     : [full    : ['DVM18 different-values (read)', 'read of last', lineOf('rowSums', ': last;'), loop('rowSums')],
                checksum: ['DVM19 different-checksums (checksum)', 'write of v', lineOf('rowSums', 'v[i][j] = before'), loop('rowSums')]],
    processor: [full    : ['DVM18 different-values (write)', 'write of v[', lineOf('accumulate', 'v[i][j] = v[i][j] * scale'), loop('accumulate')],
                checksum: ['DVM19 different-checksums (checksum)', 'write of v', lineOf('accumulate', 'v[i][j] = v[i][j] * scale'), loop('accumulate')]]]

['full', 'checksum'].each { mode ->
    def clean = differences("dif-${mode}-none")
    assert clean.isEmpty() : "the correct program was reported different under ${mode}:\n${clean.join('\n')}"
}
def table = new StringBuilder()
table << '| seeded divergence | full tracing (TraceLevel=3) | boundary + checksums (TraceLevel=4, Ig_left=Ig_right=1) |\n'
table << '|---|---|---|\n'
expected.each { bug, modes ->
    def cells = modes.collect { mode, want ->
        def found = differences("dif-${mode}-${bug}")
        assert !found.isEmpty() : "${bug} was not found under ${mode}"
        def first = found[0]
        def (kind, what, line, construct) = want
        def pattern = "${kind}: ${what}"
        assert first.startsWith(pattern) : "${bug} under ${mode}: first difference\n${first}\nshould start with ${pattern}"
        assert first.contains("at Seeded.java:${line} in loop ") : "${bug} under ${mode}: not at line ${line}:\n${first}"
        assert first =~ /in loop \d+ \(PL, Seeded\.java:${construct}\)/ : "${bug} under ${mode}: not in the loop at ${construct}:\n${first}"
        def m = first =~ /^(DVM\d\d) [^:]*: (\w+ of [\w\[\]]+) at (Seeded\.java:\d+) in (loop \d+ \(PL, Seeded\.java:\d+\))/
        assert m.find()
        "found: ${m.group(1)} ${m.group(2)} at ${m.group(3)}, ${m.group(4)} (${found.size()} difference${found.size() == 1 ? '' : 's'})"
    }
    table << "| ${bug} | ${cells.join(' | ')} |\n"
}
println table
new File(basedir, 'detection.md').text = table.toString()
return true
