package org.javadvm.debug.dyn;

import java.util.ArrayList;
import java.util.List;

import org.javadvm.debug.internal.Site;
import org.javadvm.debug.internal.Sites;

/**
 * What the checked iterations reached: with boundary iterations only, the lines of the constructs that ran
 * whose accesses no checked iteration made, which a wider boundary would check.
 */
final class Coverage {
    private final VariableTable variables;
    /** {@code class.method} of every construct started. */
    private final java.util.Set<String> constructMethods = new java.util.HashSet<>();

    Coverage(VariableTable variables) {
        this.variables = variables;
    }

    /** A construct of this method ({@code ConstructInfo.name}) started. */
    void constructStarted(String name) {
        constructMethods.add(name);
    }

    /**
     * Lines of the bodies of the constructs that ran holding element or field accesses none of which any
     * checked iteration reached ({@code File.java:17 (Class.method)}), in site order: with boundary iterations
     * only, what a wider boundary would check. A site counts as reached once it has a cache entry.
     */
    List<String> linesNotChecked() {
        java.util.Map<String, Boolean> lines = new java.util.LinkedHashMap<>();
        int count = Sites.count();
        for (int id = 0; id < count; id++) {
            Site site = Sites.get(id);
            if (site == null || !isCached(site.kind) || !constructMethods.contains(site.className + '.' + site.method)) {
                continue;
            }
            String line = site.location() + " (" + site.className + '.' + site.method + ')';
            lines.merge(line, variables.reached(id), Boolean::logicalOr);
        }
        List<String> notChecked = new ArrayList<>();
        lines.forEach((line, reached) -> {
            if (!reached) {
                notChecked.add(line);
            }
        });
        return notChecked;
    }

    /** Element and field accesses are cached per site; allocations, copies and declared privates are not. */
    private static boolean isCached(Site.Kind kind) {
        switch (kind) {
            case R: case W: case GF: case PF: case GS: case PS:
                return true;
            default:
                return false;
        }
    }
}
