package org.javadvm.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Gives a body's failure the stack trace the sequential program's failure has: the frames of the body (and of what
 * it called) followed by the frames of the thread that called the construct, from its call on. A block that failed
 * on another processor's thread would otherwise show only the run-time's frames below the body, down to that thread's
 * loop, and not the caller's; one that failed on the calling thread shows the run-time's frames between the body and
 * the call. The failure stays the same object, of the user's own type, so the caller's {@code catch} works as in the
 * sequential program.
 */
final class CallerFrames {
    private static final String RUNTIME = CallerFrames.class.getPackageName() + ".";
    /** The weaver's entries between the run-time and a body: glue of no interest to the user. */
    private static final String[] ENTRY_SUFFIXES = {"$dvm$entry", "$dvm$plainEntry"};

    private CallerFrames() {
    }

    /**
     * Replaces {@code failure}'s frames from the first of the run-time's below the body with the current thread's
     * frames from the construct's call on. A failure that never passed through the run-time's frames (a failure of
     * the run-time's own before the body ran) is left alone.
     */
    static void join(Throwable failure) {
        StackTraceElement[] thrown = failure.getStackTrace();
        int cut = firstRuntimeFrameBelowProgram(thrown);
        if (cut < 0) {
            return;
        }
        List<StackTraceElement> joined = new ArrayList<>(thrown.length);
        for (int f = 0; f < cut; f++) {
            if (!isEntry(thrown[f])) {
                joined.add(thrown[f]);
            }
        }
        StackTraceElement[] here = new Throwable().getStackTrace();
        int call = 0;
        while (call < here.length && isRuntime(here[call])) {
            call++;
        }
        joined.addAll(Arrays.asList(here).subList(call, here.length));
        failure.setStackTrace(joined.toArray(new StackTraceElement[0]));
    }

    /**
     * The index of the first frame of the run-time's below a frame of the program's (the run-time's frames on top are
     * where the run-time itself threw, called by the body); -1 when there is none.
     */
    private static int firstRuntimeFrameBelowProgram(StackTraceElement[] frames) {
        boolean program = false;
        for (int f = 0; f < frames.length; f++) {
            if (!isRuntime(frames[f])) {
                program = true;
            } else if (program) {
                return f;
            }
        }
        return -1;
    }

    private static boolean isRuntime(StackTraceElement frame) {
        return frame.getClassName().startsWith(RUNTIME);
    }

    private static boolean isEntry(StackTraceElement frame) {
        for (String suffix : ENTRY_SUFFIXES) {
            if (frame.getMethodName().endsWith(suffix)) {
                return true;
            }
        }
        return false;
    }
}
