package org.javadvm.debug.dyn;

import java.util.List;

import org.javadvm.debug.internal.CheckedLines;

/**
 * What the checked iterations reached: with boundary iterations only, the lines of the constructs that ran
 * whose accesses no checked iteration made, which a wider boundary would check ({@link CheckedLines}).
 */
final class Coverage {
    private final VariableTable variables;
    private final CheckedLines lines = new CheckedLines();

    Coverage(VariableTable variables) {
        this.variables = variables;
    }

    /** A construct of this method ({@code ConstructInfo.name}) started. */
    void constructStarted(String name) {
        lines.constructStarted(name);
    }

    /** The lines no checked iteration reached; a site counts as reached once it has a cache entry. */
    List<String> linesNotChecked() {
        return lines.notReached(variables::reached);
    }
}
