mainClass = 'example.ConjugateGradient'
constructs = 5
exactFloatingPoint = false
return evaluate(new File(itSources, 'compare.groovy'))
