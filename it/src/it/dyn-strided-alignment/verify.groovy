// the seeded bugs of this project, announced in its sources: a coarse grid aligned with stride 2 with the fine grid,
// read by an interpolation without a shadow edge or without its renewal, and written at a fine point it does not hold
assert evaluate(new File(itSources, 'seeded.groovy'))
def message = { String file -> seededRun.results.find { it.uri.endsWith('/' + file) }.message }
assert message('InterpWithoutShadow.java').contains("the element is neither the iteration's own element nor within "
        + "c's shadow widths [0] of it; declare remoteAccess or widen the shadow") : message('InterpWithoutShadow.java')
return true
