mainClass = 'example.AsyncReduction'
constructs = 4
exactFloatingPoint = false
return evaluate(new File(itSources, 'compare.groovy'))
