package org.javadvm.debug.internal;

/**
 * Consumer of the access events woven code sends through {@link Hook}. Sites are global ids into
 * {@link Sites}. Calls come from the program's threads; the debugger passes on those of one thread only
 * ({@link FollowedThread}), and constructs are emulated on the calling thread, so a consumer sees them in program
 * order.
 */
public interface AccessSink {
    /** Before an element read ({@code xALOAD}); {@code index} may be out of bounds. */
    void arrayRead(Object array, int index, int site);

    /** Before an element write ({@code xASTORE}). */
    void arrayWrite(Object array, int index, int site);

    /** Before a field read; {@code instance} is {@code null} for static fields. */
    void fieldRead(Object instance, int site);

    /** Before a field write; {@code value} is the new reference for reference-typed fields, else {@code null}. */
    void fieldWrite(Object instance, Object value, int site);

    /**
     * A read or write, outside a construct's own body, of a field constructs keep in block slots: it reaches
     * the copy of the innermost running construct that binds the field of {@code instance} ({@code null}
     * for a static field), else the field. The default treats it as a field access.
     */
    default void boundAccess(Object instance, boolean write, int site) {
        if (write) {
            fieldWrite(instance, null, site);
        } else {
            fieldRead(instance, site);
        }
    }

    /** A redirected read or write of a declared private field inside a construct body. */
    void privateAccess(boolean write, int site);

    /**
     * A redirected read or write of a scalar reduction variable (not a location) inside its construct's body: it
     * reaches the processor's partial result. The default ignores it.
     */
    default void reductionAccess(boolean write, int site) {
    }

    /**
     * {@link #privateAccess} of a primitive field with its value: the value read (the event comes right after the
     * load) or about to be written (right before the store), as 64 bits: a floating value's raw {@code double}
     * bits (a {@code float} widened), else the integral value ({@code boolean} 0 or 1, {@code char} its code). The
     * site's descriptor gives the type. The default reports it as {@link #privateAccess}.
     */
    default void privateValue(boolean write, long bits, int site) {
        privateAccess(write, site);
    }

    /**
     * An exception handler inside a construct body was entered (site of kind {@code EH}): the exception cut short
     * what the body was doing in the current iteration, such as an update {@code sum += 1000 / d[i]} that read the
     * reduction variable and then divided by zero, and the body goes on. The default ignores it.
     */
    default void handlerEntered(int site) {
    }

    /** {@link #reductionAccess} of a primitive variable with its value, as {@link #privateValue}. */
    default void reductionValue(boolean write, long bits, int site) {
        reductionAccess(write, site);
    }

    /** After an array was created by woven code (for multi-dimensional arrays, the outermost array). */
    void arrayAllocated(Object array, int site);

    /** Elements {@code [from, to)} are read ({@code write == false}) or written in bulk (arraycopy, fill). */
    void arrayRange(Object array, int from, int to, boolean write, int site);

    /**
     * A sequential loop of a woven method is entered: control reached its header from outside the loop. One
     * call per entry; {@code site} (kind {@link Site.Kind#SL}) names the loop. The default ignores it.
     *
     * <p>Per thread the three loop events nest exactly: every start is followed by its iterations and one
     * {@link #sequentialLoopEnd} with the same site, however the loop is left; the loops a loop contains (in its
     * method or in the methods it calls) start and end between two of its events. Iterations are not numbered
     * by the woven code: the {@code k}-th {@link #sequentialIteration} after a start is iteration {@code k},
     * counting from 0 ({@link SequentialLoops} keeps that count).
     */
    default void sequentialLoopStart(int site) {
    }

    /** An iteration of the innermost open sequential loop, {@code site}, begins. The default ignores it. */
    default void sequentialIteration(int site) {
    }

    /**
     * The innermost open sequential loop, {@code site}, is left: by its condition, a {@code break}, a jump out,
     * a {@code return} or an exception (caught in the method or leaving it). The default ignores it.
     */
    default void sequentialLoopEnd(int site) {
    }

    /** The sink that does nothing: checks and traces off. */
    AccessSink NONE = new AccessSink() {
        @Override
        public void arrayRead(Object array, int index, int site) {
        }

        @Override
        public void arrayWrite(Object array, int index, int site) {
        }

        @Override
        public void fieldRead(Object instance, int site) {
        }

        @Override
        public void fieldWrite(Object instance, Object value, int site) {
        }

        @Override
        public void privateAccess(boolean write, int site) {
        }

        @Override
        public void arrayAllocated(Object array, int site) {
        }

        @Override
        public void arrayRange(Object array, int from, int to, boolean write, int site) {
        }
    };
}
