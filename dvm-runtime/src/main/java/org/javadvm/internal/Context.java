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

    static Context sequential(int processor) {
        return new Context(processor, null, null);
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
