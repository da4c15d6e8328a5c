package org.javadvm.weaver;

import java.util.List;

/** What one {@link Weaver#weave} call did. */
public final class WeaveReport {
    private final int classesScanned;
    private final int constructsWoven;
    private final int alreadyWoven;
    private final List<String> wovenClassNames;
    private final List<WeaveProblem> warnings;

    public WeaveReport(int classesScanned, int constructsWoven, int alreadyWoven, List<String> wovenClassNames) {
        this(classesScanned, constructsWoven, alreadyWoven, wovenClassNames, List.of());
    }

    public WeaveReport(int classesScanned, int constructsWoven, int alreadyWoven, List<String> wovenClassNames,
                       List<WeaveProblem> warnings) {
        this.classesScanned = classesScanned;
        this.constructsWoven = constructsWoven;
        this.alreadyWoven = alreadyWoven;
        this.wovenClassNames = List.copyOf(wovenClassNames);
        this.warnings = List.copyOf(warnings);
    }

    /**
     * What the weaver found likely wrong in classes it wove all the same (a construct called in every iteration of
     * another that reduces into a field the other does not declare), each with its class, member, file and line.
     */
    public List<WeaveProblem> warnings() {
        return warnings;
    }

    public int classesScanned() {
        return classesScanned;
    }

    public int classesWoven() {
        return wovenClassNames.size();
    }

    /** Parallel loops and task regions rewritten into dispatchers. */
    public int constructsWoven() {
        return constructsWoven;
    }

    /** Classes that already carried the marker of this mode and were left as they are. */
    public int alreadyWoven() {
        return alreadyWoven;
    }

    public List<String> wovenClassNames() {
        return wovenClassNames;
    }
}
