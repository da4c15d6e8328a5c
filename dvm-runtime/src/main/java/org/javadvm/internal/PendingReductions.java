package org.javadvm.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * The partial results a {@code ReductionGroup} holds between the loops that fed it and its wait. The
 * public group extends this class so that the run-time can feed it without a public method.
 */
public abstract class PendingReductions {
    /** One loop's partials for one group: combined at start, written to the variables at wait. */
    interface Pending {
        /** The loop (name and source) if it reduced {@code field} of {@code owner}, else {@code null}. */
        String reduces(java.lang.reflect.Field field, Object owner);

        void combine();

        void writeBack();
    }

    /** The groups holding results not yet waited for; {@link #anyPending} says cheaply whether there are any. */
    private static final java.util.Set<PendingReductions> WITH_PENDING =
            java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    /** Whether some group holds results: read by every construct call that binds fields, written rarely. */
    static volatile boolean anyPending;

    private final List<Pending> pending = new ArrayList<>();
    /** The group's field name, for messages; set by the first loop that hands it a result. */
    private String name = "";
    /** How many entries of {@link #pending} are combined already. */
    private int combined;

    protected PendingReductions() {
    }

    /** Called when a loop ends; loops in different task sub-groups may end at the same time. */
    final void add(Pending partials, String groupName) {
        synchronized (this) {
            pending.add(partials);
            name = groupName;
        }
        synchronized (WITH_PENDING) {
            WITH_PENDING.add(this);
            anyPending = true;
        }
    }

    /**
     * Refuses a construct that binds a variable (as a reduction or a private) for which a group still holds a
     * loop's result: the variable keeps its value from before that loop until the group is waited for, so the
     * construct would start from the old value, and at the wait one result would replace the other.
     */
    static void checkNotPending(ConstructSpec spec, Object self) {
        PendingReductions[] groups;
        synchronized (WITH_PENDING) {
            groups = WITH_PENDING.toArray(new PendingReductions[0]);
        }
        for (PendingReductions group : groups) {
            for (Binding binding : spec.bindings) {
                String holder = group.pendingFor(binding.field, self);
                if (holder != null) {
                    throw new IllegalStateException("Java-DVM: " + spec.name + " (" + spec.source + ") "
                            + (binding.reduction == null ? "declares " + binding.field.getName() + " private"
                                    : "reduces " + binding.field.getName())
                            + " while the reduction group " + group.name + " still holds the result of " + holder
                            + " for it: the variable keeps its value from before that loop until the group is waited "
                            + "for, so this construct would start from the old value and one result would replace "
                            + "the other; call " + group.name + ".waitDone() first");
                }
            }
        }
    }

    /** Combines the partials registered since the last start; without any, does nothing. */
    protected final synchronized void startPending() {
        for (; combined < pending.size(); combined++) {
            pending.get(combined).combine();
        }
    }

    /** Combines what is not combined yet, then writes every result, in the order the loops ended. */
    protected final synchronized void completePending() {
        startPending();
        try {
            for (Pending result : pending) {
                result.writeBack();
            }
        } finally {
            pending.clear();
            combined = 0;
            synchronized (WITH_PENDING) {
                WITH_PENDING.remove(this);
                anyPending = !WITH_PENDING.isEmpty();
            }
        }
    }

    /** The loop whose result for {@code field} of {@code owner} waits here, or {@code null}. */
    final synchronized String pendingFor(java.lang.reflect.Field field, Object owner) {
        for (Pending result : pending) {
            String loop = result.reduces(field, owner);
            if (loop != null) {
                return loop;
            }
        }
        return null;
    }

    /** Number of loops whose results wait for {@code waitDone()}. */
    protected final synchronized int pendingCount() {
        return pending.size();
    }
}
