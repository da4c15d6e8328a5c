// the seeded bugs of this project, announced in its sources; then the texts that say why an element is not local
assert evaluate(new File(itSources, 'seeded.groovy'))
def message = { String file -> seededRun.results.find { it.uri.endsWith('/' + file) }.message }
assert message('WideStencil.java').contains("the element is neither the iteration's own element nor within a's "
        + 'shadow widths [1] of it; declare remoteAccess or widen the shadow') : message('WideStencil.java')
assert message('ForgottenAlign.java').contains("the element belongs to template weight, another than the loop's "
        + '(data), whose BLOCK dimension 1 has extent 9 against 8 in dimension 1 of data') : message('ForgottenAlign.java')
assert message('BlockColumns.java').contains("the element belongs to template m, another than the loop's (y), "
        + 'distributed in 2 BLOCK dimension(s) against 1') : message('BlockColumns.java')
return true
