// Dynamic control of boundary iterations only. The `// expect` comments are what a check of the faces of
// width 2 (DebugOptions.Ig_left=2, Ig_right=2) reports; `// full` comments are real bugs that only a check
// of every iteration reports. Both runs execute the iterations in the same order and print the same. Both
// read distributed arrays strictly (CheckDisArrInitialization=2: Java's zeros count as never written), the
// reading under which a never-written element is a finding at all.
def announced = { String tag ->
    def found = []
    new File(basedir, 'src/main/java').eachFileRecurse(groovy.io.FileType.FILES) { file ->
        file.readLines().eachWithIndex { text, index ->
            def m = text =~ /\/\/ ${tag} (DVM\d\d) (read|write) (\S+)(?: ([a-z-]+)(?=\s|$))?/
            if (m.find()) {
                found << [file: file.name, line: index + 1, ruleId: m.group(1), access: m.group(2),
                          element: m.group(3), kind: m.group(4) ?: '']
            }
        }
    }
    found
}
def matches = { result, expectation ->
    result.uri.endsWith('/' + expectation.file) && result.line == expectation.line && result.ruleId == expectation.ruleId &&
            result.access == expectation.access && result.element == expectation.element && (result.kind ?: '') == expectation.kind
}

def strict = ['DebugOptions.CheckDisArrInitialization': 2]
binding.setVariable('dynParameters', ['DebugOptions.Ig_left': 2, 'DebugOptions.Ig_right': 2] + strict)
assert evaluate(new File(itSources, 'seeded.groovy'))
def boundary = seededRun
assert boundary.err.contains('Java-DVM dynamic control of boundary iterations (faces, Ig_left=2, Ig_right=2): ') : boundary.err
// the statement coverage of the checked iterations: the one line only an interior iteration runs
assert boundary.err.contains('; 1 line of parallel loops reached by no checked iteration') : boundary.err
assert new File(basedir, 'target/dvm/dyn.txt').text.contains('Lines of parallel loops reached by no checked iteration (1): '
        + 'InteriorOnly.java:17 (example.InteriorOnly.smooth)\n')
def note = boundary.sarif.runs[0].invocations[0].toolExecutionNotifications[0]
assert note.level == 'note' && note.message.text.startsWith('only boundary iterations were checked (faces, Ig_left=2, Ig_right=2)')

binding.setVariable('dynParameters', strict)
binding.setVariable('runName', 'full')
def full = evaluate(new File(itSources, 'dyn-run.groovy'))
assert full.exit == 0 : full.err
// a full check says nothing of what it checked; its one note is OffByOne's loop ending by the exception it throws
def fullNotes = full.sarif.runs[0].invocations[0].toolExecutionNotifications*.message*.text
assert fullNotes == ['loop 6 OffByOne.shift (OffByOne.java:14) ended by java.lang.ArrayIndexOutOfBoundsException in '
        + 'iteration (15); the accesses before the exception were checked, the update it cut short is not judged. On a '
        + 'grid the other processors finish their blocks, so after the exception the caller may see writes and '
        + 'reduction contributions of iterations the sequential program never ran'] : fullNotes
assert full.out == boundary.out : "boundary:\n${boundary.out}\nfull:\n${full.out}"
assert full.out.contains('Stencil=') && full.out.contains('OffByOne=ArrayIndexOutOfBoundsException') : full.out
def missed = announced('full')
assert missed.size() == 2
missed.each { bug ->
    assert full.results.any { matches(it, bug) } : "a full check must report ${bug}:\n" + full.results*.message.join('\n')
    assert !boundary.results.any { matches(it, bug) } : "checking boundary iterations only must miss ${bug}"
}
announced('expect').each { bug ->
    assert full.results.any { matches(it, bug) } : "a full check must report ${bug} too"
}

binding.setVariable('dynParameters', ['DebugOptions.Ig_left': 1, 'DebugOptions.Ig_right': 1,
                                      'DebugOptions.BoundaryType': 1, 'DebugOptions.PrintStatistic': 1])
binding.setVariable('runName', 'corners')
binding.setVariable('dynArgs', ['Stencil'])
def corners = evaluate(new File(itSources, 'dyn-run.groovy'))
assert corners.exit == 0 && corners.results.isEmpty() : corners.err
assert corners.err.contains('Java-DVM dynamic control of boundary iterations (corners, Ig_left=1, Ig_right=1): no errors') : corners.err
assert !corners.err.contains('reached by no checked iteration') : corners.err
assert corners.out.trim() == full.out.readLines().find { it.startsWith('Stencil=') } : corners.out
// 4 sweeps of 2 loops over 10 x 10 iterations: 4 corner iterations checked per loop, 96 run plain in 10 row segments
assert corners.err.contains('  iterations = 32\n') : corners.err
assert corners.err.contains('  unchecked iterations = 768\n') : corners.err
assert corners.err.contains('  unchecked segments = 80\n') : corners.err
return true
