mainClass = 'example.Search'
constructs = 2
exactFloatingPoint = true
return evaluate(new File(itSources, 'compare.groovy'))
