// Correct kernels that rely on Java's zeros. By default: the woven program computes the sequential results
// on every grid, and dynamic control (every iteration, then boundary iterations) reports nothing. Under DVM's
// strict reading of the initialisation checks (all three switches at 2) every read of a zero Java gave is
// reported, as the `// expect-strict` comments announce.
mainClass = 'example.Kernels'
constructs = 2
exactFloatingPoint = true
assert evaluate(new File(itSources, 'compare.groovy'))

binding.setVariable('runName', 'strict')
binding.setVariable('expectTag', 'expect-strict')
binding.setVariable('dynParameters', ['DebugOptions.CheckVarInitialization': 2,
                                      'DebugOptions.CheckArrInitialization': 2,
                                      'DebugOptions.CheckDisArrInitialization': 2])
assert evaluate(new File(itSources, 'seeded.groovy'))
assert seededRun.out.contains('rowStart.last=40') : seededRun.out
return true
