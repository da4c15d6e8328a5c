mainClass = 'example.Tasks'
constructs = 5
exactFloatingPoint = false
return evaluate(new File(itSources, 'compare.groovy'))
