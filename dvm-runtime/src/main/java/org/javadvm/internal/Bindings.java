package org.javadvm.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The constructs running on one thread that keep fields in block slots, innermost last. Woven code
 * outside a construct's own body reaches a bound field through {@link Bound}, which looks here; a
 * construct nested in (or recursing into) one that binds the same field of the same receiver starts from
 * and ends in the enclosing copy (see {@link ConstructRun}).
 */
final class Bindings {
    private static final ThreadLocal<Bindings> OF_THREAD = ThreadLocal.withInitial(Bindings::new);
    private static final VarHandle ACTIVE;

    static {
        try {
            ACTIVE = MethodHandles.lookup().findStaticVarHandle(Bindings.class, "active", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /**
     * Threads holding at least one binding. Changed atomically (by a thread's first push and last pop only),
     * read plainly: a thread always sees its own change, and when no thread binds anything the woven
     * access needs no thread lookup.
     */
    static int active;

    private ConstructSpec[] specs = new ConstructSpec[4];
    private Object[] selves = new Object[4];
    private Block[] blocks = new Block[4];
    private int depth;
    /** The result of the last {@link #find}: valid until the thread's next call. */
    Block foundBlock;
    Binding found;
    ConstructSpec foundSpec;

    private Bindings() {
    }

    static Bindings ofThread() {
        return OF_THREAD.get();
    }

    /** Makes {@code block} hold the fields {@code spec} binds on this thread until {@link #pop()}. */
    void push(ConstructSpec spec, Object self, Block block) {
        if (depth == specs.length) {
            specs = java.util.Arrays.copyOf(specs, 2 * depth);
            selves = java.util.Arrays.copyOf(selves, 2 * depth);
            blocks = java.util.Arrays.copyOf(blocks, 2 * depth);
        }
        specs[depth] = spec;
        selves[depth] = self;
        blocks[depth] = block;
        if (depth++ == 0) {
            ACTIVE.getAndAdd(1);
        }
    }

    void pop() {
        depth--;
        specs[depth] = null;
        selves[depth] = null;
        blocks[depth] = null;
        if (depth == 0) {
            ACTIVE.getAndAdd(-1);
        }
    }

    /** Finds the innermost binding of field {@code key} of {@code self} ({@code null} for a static field). */
    boolean find(String key, Object self) {
        for (int f = depth - 1; f >= 0; f--) {
            for (Binding binding : specs[f].bindings) {
                if (binding.matches(key, self, selves[f])) {
                    found = binding;
                    foundBlock = blocks[f];
                    foundSpec = specs[f];
                    return true;
                }
            }
        }
        found = null;
        foundBlock = null;
        foundSpec = null;
        return false;
    }

    int depth() {
        return depth;
    }
}
