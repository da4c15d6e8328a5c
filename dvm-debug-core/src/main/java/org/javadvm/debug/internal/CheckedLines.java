package org.javadvm.debug.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * The statement coverage of the checked iterations (the dissertation's criterion for boundary iterations): the
 * lines of the bodies of the constructs that ran holding element or field accesses none of which a checked
 * iteration reached, which a wider boundary would check. Dynamic control and the trace recorder each say which
 * sites their checked iterations reached.
 */
public final class CheckedLines {
    /** {@code class.method} of every construct started. */
    private final Set<String> constructMethods = new HashSet<>();

    /** A construct of this method ({@code ConstructInfo.name}) started. */
    public void constructStarted(String name) {
        constructMethods.add(name);
    }

    /**
     * The lines ({@code File.java:17 (Class.method)}, in site order) of the constructs that ran whose element and
     * field access sites {@code reached} all deny.
     */
    public List<String> notReached(IntPredicate reached) {
        Map<String, Boolean> lines = new LinkedHashMap<>();
        int count = Sites.count();
        for (int id = 0; id < count; id++) {
            Site site = Sites.get(id);
            if (site == null || !isAccess(site.kind) || !constructMethods.contains(site.className + '.' + site.method)) {
                continue;
            }
            String line = site.location() + " (" + site.className + '.' + site.method + ')';
            lines.merge(line, reached.test(id), Boolean::logicalOr);
        }
        List<String> notReached = new ArrayList<>();
        lines.forEach((line, wasReached) -> {
            if (!wasReached) {
                notReached.add(line);
            }
        });
        return notReached;
    }

    /** Element and field accesses count; allocations, copies, declared privates and loop sites do not. */
    private static boolean isAccess(Site.Kind kind) {
        switch (kind) {
            case R: case W: case GF: case PF: case GS: case PS:
                return true;
            default:
                return false;
        }
    }
}
