mainClass = 'example.Histogram'
constructs = 2
exactFloatingPoint = false
return evaluate(new File(itSources, 'compare.groovy'))
