package org.javadvm.internal;

/**
 * What the current thread may do with a construct it reaches: run it in parallel over a group of
 * processors with a grid shape, or (inside a loop block) only sequentially.
 */
final class Context {
    /**
     * The thread's context in a slot of its own, changed in place: entering and leaving a construct then costs
     * one thread-local lookup and a field write, not a {@link ThreadLocal#set}, whose map update the JIT would
     * inline into every construct call path (it made the run-time's loop dispatch several times larger to
     * compile, hundreds of milliseconds of a core taken from the processors while a program runs).
     */
    private static final ThreadLocal<Slot> CURRENT = ThreadLocal.withInitial(Slot::new);

    private static final class Slot {
        Context context;
    }

    /** The processor the thread acts as. */
    final int processor;
    /** Processors a construct reached here may use, the thread's own first; {@code null}: sequential only. */
    final int[] group;
    /** The group's grid shape. */
    final int[] shape;

    /**
     * The fields that constructs nested in a participant of the enclosing grid call reduce without the enclosing
     * construct binding them (see {@link NestedReductions}); {@code null} outside a grid call's participant.
     */
    final NestedReductions nested;

    Context(int processor, int[] group, int[] shape) {
        this(processor, group, shape, null);
    }

    Context(int processor, int[] group, int[] shape, NestedReductions nested) {
        this.processor = processor;
        this.group = group;
        this.shape = shape;
        this.nested = nested;
    }

    /** A participant's context in a grid call: sequential, on {@code processor}, sharing the call's {@code nested}. */
    static Context participant(int processor, NestedReductions nested) {
        return new Context(processor, null, null, nested);
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
        return CURRENT.get().context;
    }

    /**
     * Enters the sequential context of {@code processor} for a construct nested in the current one: the current
     * context itself when it is that processor's participant of a grid call (so that constructs nested deeper still
     * see the call's {@link #nested}), else the shared sequential one.
     */
    static Context enterSequential(int processor) {
        Slot slot = CURRENT.get();
        Context outer = slot.context;
        slot.context = outer != null && outer.nested != null && outer.group == null && outer.processor == processor
                ? outer : sequential(processor);
        return outer;
    }

    static Context enter(Context context) {
        Slot slot = CURRENT.get();
        Context outer = slot.context;
        slot.context = context;
        return outer;
    }

    static void leave(Context outer) {
        CURRENT.get().context = outer; // the slot stays: a thread entering constructs often keeps its entry
    }
}
