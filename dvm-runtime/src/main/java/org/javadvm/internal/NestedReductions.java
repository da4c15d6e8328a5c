package org.javadvm.internal;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The reduction variables that constructs nested in the participants of one grid call (a loop's blocks, a task
 * region's tasks) reduce into the field itself, because no enclosing construct on their thread binds the field.
 * Such a nested construct reads the field when it starts and writes its result back when it ends; if participants
 * running at the same time did that with the same field of the same object, their writes would overwrite one
 * another (lost updates, a result varying from run to run). The first participant to reduce into a field claims it
 * for the call; another participant reducing into the same field of the same object is refused before it reads the
 * field, naming both constructs: the enclosing construct must declare the variable (as the same reduction, or
 * private when each iteration starts it afresh). Participants reducing into fields of their own objects, or into
 * different fields, run as they are. On one processor no grid call has participants, and nothing is claimed.
 */
final class NestedReductions {
    /** The grid call's construct. */
    private final ConstructSpec enclosing;
    /** By field and object, the processor that first reduced into it in this call. */
    private volatile ConcurrentHashMap<Target, Integer> claimed;

    NestedReductions(ConstructSpec enclosing) {
        this.enclosing = enclosing;
    }

    /** One field of one object (of none for a static field), compared by identity. */
    private static final class Target {
        final Field field;
        final Object owner;

        Target(Field field, Object owner) {
            this.field = field;
            this.owner = owner;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Target && ((Target) other).field.equals(field) && ((Target) other).owner == owner;
        }

        @Override
        public int hashCode() {
            return field.hashCode() * 31 + System.identityHashCode(owner);
        }
    }

    /**
     * Called by {@code spec} before it reads the field of {@code binding} (a reduction variable no enclosing
     * construct on this thread binds) on {@code self}: claims it for the current participant of the enclosing grid
     * call, if any, and refuses it when another participant claimed it.
     */
    static void claim(ConstructSpec spec, Binding binding, Object self) {
        if (binding.field != binding.reduction.field) {
            return; // a location goes with its variable
        }
        Context context = Context.current();
        NestedReductions nested = context == null ? null : context.nested;
        if (nested != null) {
            nested.claim(spec, binding.reduction, Modifier.isStatic(binding.field.getModifiers()) ? null : self,
                    context.processor);
        }
    }

    private void claim(ConstructSpec spec, ReductionSpec reduction, Object owner, int processor) {
        ConcurrentHashMap<Target, Integer> map = claimed;
        if (map == null) {
            synchronized (this) {
                map = claimed;
                if (map == null) {
                    map = new ConcurrentHashMap<>();
                    claimed = map;
                }
            }
        }
        Integer first = map.putIfAbsent(new Target(reduction.field, owner), processor);
        if (first != null && first != processor) {
            String variable = reduction.field.getName();
            throw new IllegalStateException("Java-DVM: " + spec.name + " (" + spec.source + ") reduces " + variable
                    + " with " + reduction.op + " inside " + enclosing.name + " (" + enclosing.source + ") on processors "
                    + Math.min(first, processor) + " and " + Math.max(first, processor) + ", and " + enclosing.name + " declares " + variable
                    + " neither @Reduction nor private: each processor's " + spec.name + " would write its own result "
                    + "into the field, and the updates of the others would be lost; declare @Reduction(var = \""
                    + variable + "\", op = " + reduction.op + ") on " + enclosing.name
                    + " (or declare it private there if each iteration starts it afresh)");
        }
    }
}
