mainClass = 'example.Sor'
constructs = 1
exactFloatingPoint = true
return evaluate(new File(itSources, 'compare.groovy'))
