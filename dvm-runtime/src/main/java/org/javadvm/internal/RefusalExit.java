package org.javadvm.internal;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The default handler of uncaught exceptions while a {@link ConfigurationError} may be thrown: one that reaches it
 * (itself, or as the cause of what reached it) is printed as its message alone and the JVM exits with
 * {@link ConfigurationError#EXIT_STATUS}, so a build running the program can tell a refused configuration from a
 * program that failed. Anything else goes where it went before: the handler that was installed, else printed as the
 * JVM prints it.
 */
public final class RefusalExit implements Thread.UncaughtExceptionHandler {
    private static boolean installed;

    private final Thread.UncaughtExceptionHandler previous;

    private RefusalExit(Thread.UncaughtExceptionHandler previous) {
        this.previous = previous;
    }

    /**
     * Installs the handler as every thread's default, in front of the one there was, once. The debugger installs it
     * before its own handler, which then notes an uncaught refusal in its report and passes it on to this one.
     */
    public static synchronized void install() {
        if (!installed) {
            installed = true;
            Thread.setDefaultUncaughtExceptionHandler(new RefusalExit(Thread.getDefaultUncaughtExceptionHandler()));
        }
    }

    @Override
    public void uncaughtException(Thread thread, Throwable failure) {
        ConfigurationError refusal = refusal(failure);
        if (refusal == null) {
            if (previous != null) {
                previous.uncaughtException(thread, failure);
            } else {
                System.err.print("Exception in thread \"" + thread.getName() + "\" ");
                failure.printStackTrace(System.err);
            }
            return;
        }
        end(refusal);
    }

    /** Ends the program with the refusal's message alone and {@link ConfigurationError#EXIT_STATUS}. */
    static void end(ConfigurationError refusal) {
        System.err.println(refusal.getMessage());
        System.err.flush();
        System.exit(ConfigurationError.EXIT_STATUS);
    }

    /**
     * Whether no code on this thread can catch what is thrown now: the outermost frame is a class initializer, run
     * by the JVM itself (the launcher initialising the main class), with no caller of ours or the program's.
     */
    static boolean nothingCanCatch() {
        List<StackWalker.StackFrame> frames = StackWalker.getInstance().walk(s -> s.collect(Collectors.toList()));
        return !frames.isEmpty() && frames.get(frames.size() - 1).getMethodName().equals("<clinit>");
    }

    /** The configuration error {@code failure} is or was caused by; {@code null} if none. */
    static ConfigurationError refusal(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof ConfigurationError) {
                return (ConfigurationError) cause;
            }
        }
        return null;
    }
}
