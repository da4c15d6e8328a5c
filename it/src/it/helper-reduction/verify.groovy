mainClass = 'example.HelperReduction'
constructs = 6
// the helpers' class is woven too: it updates the force loop's reductions
wovenClasses = 2
exactFloatingPoint = false
return evaluate(new File(itSources, 'compare.groovy'))
