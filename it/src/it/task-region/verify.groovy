mainClass = 'example.Tasks'
constructs = 5
exactFloatingPoint = false
// Found by trace-levels.groovy, not fixed yet: on 2 processors at trace levels 1-4 the comparison of processor 1
// (which records only its constructs) loses the task region's nested parallel loops (false DVM13 unexpected-construct,
// DVM16 unexpected-record RV/EL). Left out with its reason until the comparer matches constructs inside task regions.
traceLevelsLeftOut = 'task regions with nested parallel loops compare with false DVM13/DVM16 on P > 1 (open bug)'
return evaluate(new File(itSources, 'compare.groovy'))
