package org.javadvm.internal;

/**
 * What the current thread may do with a construct it reaches: run it in parallel over a group of
 * processors with a grid shape, or (inside a loop block) only sequentially.
 */
final class Context {
    private static final ThreadLocal<Context> CURRENT = new ThreadLocal<>();

    /** The processor the thread acts as. */
    final int processor;
    /** Processors a construct reached here may use, the thread's own first; {@code null}: sequential only. */
    final int[] group;
    /** The group's grid shape. */
    final int[] shape;

    Context(int processor, int[] group, int[] shape) {
        this.processor = processor;
        this.group = group;
        this.shape = shape;
    }

    /** Sequential contexts are immutable: one per processor number is shared by every construct call. */
    private static final Context[] SEQUENTIAL = new Context[64];

    static {
        for (int p = 0; p < SEQUENTIAL.length; p++) {
            SEQUENTIAL[p] = new Context(p, null, null);
        }
    }

    static Context sequential(int processor) {
        return processor < SEQUENTIAL.length ? SEQUENTIAL[processor] : new Context(processor, null, null);
    }

    /** The thread's context; {@code null} outside any construct. */
    static Context current() {
        return CURRENT.get();
    }

    static Context enter(Context context) {
        Context outer = CURRENT.get();
        CURRENT.set(context);
        return outer;
    }

    static void leave(Context outer) {
        CURRENT.set(outer); // not remove(): a thread entering constructs often would rebuild its entry each time
    }
}
