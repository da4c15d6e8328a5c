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
 * @param template a loop's template array, the root of its {@code on} array's alignment chain; {@code null} for a
 *                 task region
 * @param grouped whether some reduction is handed to a {@code ReductionGroup}
 * @param ties by variable, where the body of a location reduction records the iteration of each update
 *             ({@link LocationTies})
 */
record Construct(String methodName, String methodDescriptor, boolean isStatic, int rank, String spec,
                 Map<String, Redirect> redirects, Set<String> privates, Template template, boolean grouped,
                 Map<String, LocationTies.Positions> ties) {

    /** A field of the construct's class, as an instruction names it. */
    record Template(String name, String descriptor, boolean isStatic) {
    }

    static final String BODY_SUFFIX = "$dvm$body";
    static final String ENTRY_SUFFIX = "$dvm$entry";
    static final String PLAIN_BODY_SUFFIX = "$dvm$plain";
    static final String PLAIN_ENTRY_SUFFIX = "$dvm$plainEntry";
    static final String SEQUENTIAL_SUFFIX = "$dvm$sequential";

    /** The same construct with another spec. */
    Construct withSpec(String changed) {
        return new Construct(methodName, methodDescriptor, isStatic, rank, changed, redirects, privates, template, grouped,
                ties);
    }

    /** The scalar reduction variables (not locations, not arrays), from the spec's {@code red=} entries. */
    Set<String> scalarReductions() {
        Set<String> names = new java.util.HashSet<>();
        for (String[] reduction : reductions(spec)) {
            if (!reduction[1].equals("A")) {
                names.add(reduction[2]);
            }
        }
        return names;
    }

    /** The spec's {@code red=} entries, each split at its commas: operator, slot sort, field, slot, group, .... */
    static java.util.List<String[]> reductions(String spec) {
        java.util.List<String[]> entries = new java.util.ArrayList<>();
        for (String entry : spec.split(";")) {
            if (entry.startsWith("red=")) {
                entries.add(entry.substring("red=".length()).split(","));
            }
        }
        return entries;
    }

    /** The same construct with another spec and the positions its location reductions record. */
    Construct withTies(String changed, Map<String, LocationTies.Positions> recorded) {
        return new Construct(methodName, methodDescriptor, isStatic, rank, changed, redirects, privates, template, grouped,
                Map.copyOf(recorded));
    }

    /**
     * Release: the method's own code, unchanged, which the dispatcher calls when the run-time says constructs run
     * as written (one processor, nothing bound). Not for a construct with a reduction group, whose
     * results the group holds until it is waited for.
     */
    boolean hasSequentialCopy() {
        return !grouped;
    }

    String sequentialName() {
        return methodName + SEQUENTIAL_SUFFIX;
    }

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
