package org.javadvm.internal;

/**
 * A construct called while the calling thread runs a static initializer ({@code <clinit>}), such as a class
 * filling a table of its own when it is first used. Run in parallel, a block whose code touches that class
 * (a static body, a static field) would wait on its processor for the initialisation to end, while the caller,
 * inside the initialisation, waits for that processor: a hang. Such a call runs on the calling thread alone,
 * which gives the sequential answer.
 *
 * <p>Only a construct's first calls look for it (a walk of the caller's stack costs microseconds): once a call
 * came from outside every static initializer, the construct's later calls are not looked at again. A construct
 * called first from ordinary code and later from another class's static initializer, whose body touches that
 * class, cannot run in parallel: the waiting caller finds it ({@link ClassInitWait}) and fails instead of hanging.
 */
final class ClassInitializer {
    /** How far up the caller's stack a static initializer is looked for: deeper ones are not seen. */
    static final int FRAMES = 64;
    private static final StackWalker WALKER = StackWalker.getInstance();

    private ClassInitializer() {
    }

    /** Whether a static initializer runs on the current thread, within {@value #FRAMES} frames of the call. */
    static boolean running() {
        return WALKER.walk(frames -> frames.limit(FRAMES).anyMatch(frame -> frame.getMethodName().equals("<clinit>")));
    }

    /** Says once per construct that it ran on the calling thread alone, and why. */
    static void warnOnce(ConstructSpec spec) {
        Notice.once("class initializer", spec, "was called from a static initializer; it runs on the calling thread"
                + " alone, since another processor running its code would wait for the class's initialisation to"
                + " end, which waits for that processor. Call it after the class is initialised to run it in"
                + " parallel.");
    }
}
