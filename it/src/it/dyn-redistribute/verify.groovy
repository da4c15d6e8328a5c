// The seeded bugs of this project, announced in its sources: phases that read a redistributed table (@Redistribute)
// under the distribution of another phase, reported as non-local (DVM06) with the element and iteration; the
// fixed order is clean, and so is the row phase the first variant runs before the redistribution.
assert evaluate(new File(itSources, 'seeded.groovy'))
def run = seededRun
['ForgetsTheWayBack', 'ColumnsByRows', 'FixedPhases'].each { assert run.out.contains(it + '=done') : run.out }
def message = { String file -> run.results.find { it.uri.endsWith('/' + file) && it.variable == 'table' }.message }
['ForgetsTheWayBack.java', 'ColumnsByRows.java'].each { file ->
    assert message(file).contains("the element is neither the iteration's own element nor within table's shadow "
            + "widths [0, 0] of it; declare remoteAccess or widen the shadow") : message(file)
}
// every row i reads the N - 1 = 5 elements of its row outside column i: 30 non-local reads of each array, those of
// the second row phase only (the first one, before the redistribution, is clean)
['ForgetsTheWayBack.java', 'ColumnsByRows.java'].each { file ->
    def counts = run.results.findAll { it.uri.endsWith('/' + file) }.collect { it.count as int }
    assert counts == [30, 30] : "${file}: counts ${counts}"
}
return true
