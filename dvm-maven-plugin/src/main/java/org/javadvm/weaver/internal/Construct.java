package org.javadvm.weaver.internal;

import java.util.Map;
import java.util.Set;

/**
 * One parallel loop or task region as resolved from its annotations: everything the weaver needs to
 * write its dispatcher, its entry bridge and its body.
 *
 * @param methodName the annotated method
 * @param methodDescriptor its descriptor; its first {@code 2 * rank} parameters are int bounds
 * @param isStatic whether the method is static
 * @param rank number of loop dimensions
 * @param spec the run-time's description of the construct (format documented in {@code org.javadvm.internal.Woven})
 * @param redirects field name to block slot, for reduction, location and private fields
 * @param privates names of the redirected fields that are declared private (their accesses are reported in dyn)
 */
record Construct(String methodName, String methodDescriptor, boolean isStatic, int rank, String spec,
                 Map<String, Redirect> redirects, Set<String> privates) {

    static final String BODY_SUFFIX = "$dvm$body";
    static final String ENTRY_SUFFIX = "$dvm$entry";
    static final String PLAIN_BODY_SUFFIX = "$dvm$plain";
    static final String PLAIN_ENTRY_SUFFIX = "$dvm$plainEntry";

    String bodyName() {
        return methodName + BODY_SUFFIX;
    }

    String entryName() {
        return methodName + ENTRY_SUFFIX;
    }

    /** dyn and debug: the body without access reporting, for unchecked iterations and unchecked runs. */
    String plainBodyName() {
        return methodName + PLAIN_BODY_SUFFIX;
    }

    String plainEntryName() {
        return methodName + PLAIN_ENTRY_SUFFIX;
    }
}
