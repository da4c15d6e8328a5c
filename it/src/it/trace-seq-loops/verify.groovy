// size listed the sequential loops in the tree of constructs, trc recorded them with their iterations, the correct
// program compared clean on 1 and 2x2 processors, and the race inside the sequential loop of the smoothing loop's
// iterations was found on 2x2, named by that loop and the line of the racy update.
def log = new File(basedir, 'build.log').text
def loops = new File(basedir, '.dvm/loops.trd')
assert loops.isFile() : 'size wrote no loops file'
def tree = loops.readLines().findAll { !it.trim().startsWith('#') }
assert tree == [
        'PL: 1(0) [2] {"Heat.java", 32} = FULL  #, (0:0,7,1), (1:0,7,1)',
        'SL: 2(0) [1] {"Heat.java", 61} = FULL  #, (0:0,2,1)',
        '  PL: 3(2) [2] {"Heat.java", 39} = FULL  #, (0:0,7,1), (1:0,7,1)',
        '    SL: 4(3) [1] {"Heat.java", 42} = FULL  #, (0:0,2,1)',
        '  PL: 5(2) [2] {"Heat.java", 54} = FULL  #, (0:0,7,1), (1:0,7,1)',
        'SL: 6(0) [1] {"Heat.java", 66} = FULL  #, (0:0,7,1)'] : 'loops file tree: ' + tree
assert loops.text =~ /(?m)^    SL: 4\(3\).*\n\s+# Trace size = [1-9]\d* bytes\n\s+# String count = [1-9]\d*\n\s+# Count of traced iterations = 576$/ :
        'the inner sequential loop has no estimates (3 iterations in each of 192 smoothing iterations)'

def trace = new File(basedir, '.dvm/0.trd').text
assert trace.trim().endsWith('END_TRACE')
// trc applied the loops file size wrote: said on the console with its path, recorded in the header; dif took the
// levels from the reference's header and said so
assert log.contains("Java-DVM trace: applying the loops file ${loops.canonicalFile}: 6 constructs: FULL 6;") :
        'trc did not say that it applied the loops file'
assert trace.contains("LOOPS_FILE = ${loops.canonicalFile}\n") && trace.contains('MODE = FULL\nTRACE_LEVEL = FULL\n')
assert trace.contains('SL: 4(3) [1] {"Heat.java", 42} = FULL\n') : 'the header lacks the loops file\'s construct lines'
assert log.contains('Java-DVM trace: comparing with the loops file settings the reference ') :
        'dif did not say where its levels came from'
assert trace.contains('IREP_LEFT = -1') && trace.contains('IREP_RIGHT = -1') && trace.contains('REPITERWIDTH = 1')
assert trace =~ /(?m)^SL: 2\(0\) \[1\]; \{"Heat.java", 61\}\n  IT: 0, \(0\)\n    PL: 3\(2\) \[2\]/ :
        'the time loop does not hold the smoothing loop'
assert trace =~ /(?m)^        SL: 4\(3\) \[1\]; \{"Heat.java", 42\}\n          IT: 0, \(0\)\n(            .*\n)+          IT: 1, \(1\)/ :
        'the inner loop has no iterations'
assert trace =~ /(?m)^  IT: 7, \(7\)\n(    .*\n)*    RD: \[4\] "a\[7\]\[0\]" = [-0-9.E]+; \{"Heat.java", 67\}\nEL: 6; \{"Heat.java", 66\}$/ :
        'the last sequential loop lacks its last iteration'

assert log.contains('Comparison with the reference on 2 grids:')
assert log =~ /(?m)^\[INFO\]\s+1\s+1\s+0\s+-$/ : 'the correct program should compare clean on one processor'
assert log =~ /(?m)^\[INFO\]\s+2x2\s+4\s+0\s+-$/ : 'the correct program should compare clean on 2x2'

assert log.contains('DVM18 different-values (read): read of carry at Heat.java:45 in sequential loop 4 (SL, Heat.java:42), iteration (0)') :
        'dif did not name the sequential loop and the line of the race'
assert log =~ /The trace comparison found \d+ errors/ : 'check did not fail on what the comparison found'
return true
