// the seeded bugs of this project, announced in its sources
return evaluate(new File(itSources, 'seeded.groovy'))
