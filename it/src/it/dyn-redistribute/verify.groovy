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
return true
