// DVM02 under both readings of the initialisation checks. By default what Java's initialisation gave counts
// as written, so only what is undefined in the woven program is reported (`// expect`); under DVM's strict
// reading (the three switches at 2) the reads of Java's zeros are reported too (`// expect-strict`).
assert evaluate(new File(itSources, 'seeded.groovy'))
binding.setVariable('runName', 'strict')
binding.setVariable('expectTag', 'expect-strict')
binding.setVariable('dynParameters', ['DebugOptions.CheckVarInitialization': 2,
                                      'DebugOptions.CheckArrInitialization': 2,
                                      'DebugOptions.CheckDisArrInitialization': 2])
return evaluate(new File(itSources, 'seeded.groovy'))
