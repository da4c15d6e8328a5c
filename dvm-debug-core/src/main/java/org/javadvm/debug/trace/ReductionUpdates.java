package org.javadvm.debug.trace;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

import org.javadvm.debug.internal.Site;
import org.javadvm.debug.internal.Sites;
import org.javadvm.internal.ConstructInfo;

/**
 * Where a construct updates each of its reduction variables: the site a reduction's result record, and so every
 * finding about it, names. It is the first write of the variable the construct ran (a scalar's redirected write,
 * in the body or a helper, or an element of a reduction array), which the recorder notes; when none ran (an
 * emulated MIN computing a maximum never takes its update {@code if (a[i] > m) m = a[i]}), a scalar's first write
 * in the construct's own method in code order; else none, and the result names the construct's header.
 */
final class ReductionUpdates {
    /** By construct, by variable name: the first redirected write site in its method, {@code null} if none. */
    private final Map<ConstructInfo, Map<String, Site>> declared = new IdentityHashMap<>();

    /**
     * The update to name for {@code variable} of {@code info}'s construct, given the first write of it the
     * construct ran ({@code ran}, may be {@code null}); {@code null} when neither is known.
     */
    Site of(ConstructInfo info, String variable, Site ran) {
        if (ran != null) {
            return ran;
        }
        return declared.computeIfAbsent(info, c -> new HashMap<>()).computeIfAbsent(variable,
                v -> firstWriteInMethod(info, v));
    }

    /** The first site (the lowest id: code order) writing {@code variable} redirected in the construct's method. */
    private static Site firstWriteInMethod(ConstructInfo info, String variable) {
        String className = info.owner.getName();
        String method = info.name.substring(info.name.lastIndexOf('.') + 1);
        int count = Sites.count();
        for (int id = 0; id < count; id++) {
            Site site = Sites.get(id);
            if (site.kind == Site.Kind.PW && site.fieldName.equals(variable) && site.className.equals(className)
                    && site.method.equals(method)) {
                return site;
            }
        }
        return null;
    }
}
