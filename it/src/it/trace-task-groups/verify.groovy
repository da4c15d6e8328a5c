// Two tasks, then two nested ones, on grids with more processors than tasks: every grid compares clean (before
// 2026-11-27 the members of a task's group other than its first had only their loop blocks in their traces and
// were compared with another task's loop), every member's comparer matched the task's structure and values,
// and the race that only a group's second processor sees (its partial sum starts from zero) was found there.
def log = new File(basedir, 'build.log').text
def dvm = new File(basedir, '.dvm')

assert log.contains('Comparison with the reference on 7 grids:')
['1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '8': 8, '2x2': 4].each { grid, processors ->
    assert log =~ /(?m)^\[INFO\]\s+${grid}\s+${processors}\s+0\s+-$/ : "the correct program should compare clean on $grid"
}
// each processor's comparer saw the task region and the task's iterations, not only its loop blocks
['dif-3-protocol2.txt', 'dif-5-protocol4.txt', 'dif-8-protocol7.txt', 'dif-2x2-protocol3.txt'].each { name ->
    def protocol = new File(dvm, name).text
    def matched = protocol =~ /matched events: (\d+) \(constructs (\d+), iterations (\d+), reads (\d+), writes (\d+)/
    assert matched.find() : "$name has no matched events"
    assert (matched.group(2) as int) >= 8 && (matched.group(3) as int) > 8 && (matched.group(4) as int) > 0 :
            "$name: the group member's trace lacks the task's structure or accesses: ${matched.group(0)}"
    assert protocol.contains('differences: 0') : "$name: " + protocol
}

def race = 'DVM18 different-values (write): write of x[3] at Groups.java:39 in loop 6 (PL, Groups.java:38), ' +
        'iteration (3) - run 3.0, reference 3.003001'
assert log.contains(race) && log.contains('[processor 3 of 4]') : 'the race on the group\'s second processor was not found'
def first = new File(dvm, 'protocol3.txt').text
assert first.contains('first difference: DVM18 different-values (write): x[3] at Groups.java:39') : first
assert log =~ /The trace comparison found \d+ errors/ : 'check did not fail on what the comparison found'
return true
