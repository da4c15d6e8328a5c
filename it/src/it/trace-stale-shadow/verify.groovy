// The stale-shadow race: dif on 2, 3, 4 and 2x2 finds the in-place update read through shadow edges renewed
// before the loop (the emulated processors read their edges as of the renewal, as on a distributed machine), each
// processor's first difference at its block's first row (or column): the neighbour's element its edge holds, in
// the loop and iteration where the block begins. The same loop declared ACROSS and a Jacobi step compare clean;
// a row read through remoteAccess while the loop updates it differs where each block begins; dynamic control
// reports the race as an undeclared dependence (DVM01), not as a stale shadow read.
def log = new File(basedir, 'build.log').text
def source = new File(basedir, 'src/main/java/example/Smooth.java').readLines()
def lineOf = { String text -> source.findIndexOf { it.contains(text) } + 1 }
def part = { String id ->
    def from = log.indexOf("run (${id}) @ trace-stale-shadow")
    assert from >= 0 : "no run (${id}) in the log"
    def to = log.indexOf('[INFO] ---', from + 1)
    log.substring(from, to < 0 ? log.length() : to)
}
def diagnostics = { String text -> text.readLines().findAll { it ==~ /^DVM\d\d .*/ } }
def rows = { String text ->
    def found = [:]
    (text =~ /(?m)^\[INFO\]\s+(\S+)\s+(\d+)\s+(\d+)\s+(.*)$/).each { m -> if (m[1] != 'grid') found[m[1]] = m[3] as long }
    found
}
def grids = ['2', '3', '4', '2x2']

// correct programs: every grid compares clean, and each run prints the sequential answer
['across', 'jacobi'].each { variant ->
    def text = part("dif-${variant}")
    assert diagnostics(text).isEmpty() : "${variant}: " + diagnostics(text).join('\n')
    assert rows(text) == grids.collectEntries { [(it): 0L] } : "${variant}: ${rows(text)}"
    def sums = (text =~ /${variant} sum=(\S+)/).collect { it[1] } as Set
    assert sums == (part("trc-${variant}") =~ /${variant} sum=(\S+)/).collect { it[1] } as Set : "${variant}: ${sums}"
}

// the race: differences on every grid; the runs compute what a distributed machine computes, not the reference
def race = part('dif-race')
rows(race).each { grid, count -> assert count > 0 : "race on ${grid}: no differences" }
assert rows(race).keySet() == grids as Set : rows(race)
def reference = (part('trc-race') =~ /race sum=(\S+)/)[0][1]
assert !(race =~ /race sum=(\S+)/).collect { it[1] }.contains(reference) : 'a grid run printed the sequential answer'

// each processor's protocol (the race ran last): its first difference is the read of the element its edge holds
// where its block begins, in the smoothing loop, at that iteration
// a construct is placed at its method's first line of code
def loop = ~/loop \d+ \(PL, Smooth\.java:${lineOf('void smooth(') + 1}\)/
def body = lineOf('a[i][j] = (a[i - 1][j]')
def firsts = [
        '2'  : [1: ['a[7][1]', '(8, 1)']],
        '3'  : [1: ['a[4][1]', '(5, 1)'], 2: ['a[9][1]', '(10, 1)']],
        '4'  : [1: ['a[3][1]', '(4, 1)'], 2: ['a[7][1]', '(8, 1)'], 3: ['a[11][1]', '(12, 1)']],
        '2x2': [1: ['a[1][7]', '(1, 8)'], 2: ['a[7][1]', '(8, 1)'], 3: ['a[7][8]', '(8, 8)']]]
firsts.each { grid, processors ->
    processors.each { p, expected ->
        def protocol = new File(basedir, ".dvm/dif-${grid}-protocol${p}.txt").text
        def first = protocol.readLines().find { it.startsWith('first difference: ') }
        assert first != null : "grid ${grid}, processor ${p}: no difference in its protocol"
        assert first.startsWith("first difference: DVM18 different-values (read): ${expected[0]} at Smooth.java:${body} in ")
                && first =~ loop && first.contains("iteration ${expected[1]}:") : "grid ${grid}, processor ${p}: ${first}"
    }
}

// the table's first divergence is the earliest difference in the reference's order: processor 1's read where its
// block begins, in the first step (processor 0's own first difference comes in the second step)
def firstColumn = [:]
(race =~ /(?m)^\[INFO\]\s+(\S+)\s+(\d+)\s+(\d+)\s+(.*)$/).each { m -> if (m[1] != 'grid') firstColumn[m[1]] = m[4] }
firsts.each { grid, processors ->
    def (element, iteration) = processors[1]
    def column = firstColumn[grid]
    assert column != null && column.startsWith('processor 1: ') && column =~ loop &&
            column.contains("iteration ${iteration}: the read of ${element} at Smooth.java:${body} differs") :
            "grid ${grid}: ${column}"
}

// remote access: the row each processor reads from its buffer holds the values at the loop's start
def remote = part('dif-remote')
rows(remote).each { grid, count -> assert count > 0 : "remote on ${grid}: no differences" }
def addRow = lineOf('a[i][j] = a[i][j] + 0.5 * a[1][j]')
assert remote =~ /(?m)^DVM18 different-values \(read\): read of a\[1\]\[0\] at Smooth\.java:${addRow} in loop \d+ \(PL, Smooth\.java:${lineOf('void addRow(') + 1}\), iteration \(8, 0\) .*\[processor 1 of 2\]$/ :
        diagnostics(remote).join('\n')

// dynamic control on the race: the undeclared dependence, with the advice to declare ACROSS; no stale shadow read
def dyn = diagnostics(part('err-race'))
assert dyn.size() == 2 && dyn[0].startsWith("DVM01 data-dependence (flow): read of a[1][1] at Smooth.java:${body}") &&
        dyn[1].startsWith("DVM01 data-dependence (anti): write of a[1][2] at Smooth.java:${body}") : dyn.join('\n')
assert dyn.every { it.contains('declare across') }
return true
