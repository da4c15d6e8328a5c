mainClass = 'example.Jacobi'
constructs = 3
exactFloatingPoint = false
return evaluate(new File(itSources, 'compare.groovy'))
