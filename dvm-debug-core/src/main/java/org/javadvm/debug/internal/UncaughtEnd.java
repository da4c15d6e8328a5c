package org.javadvm.debug.internal;

import org.javadvm.debug.report.DiagnosticLog;

/**
 * Notes in the report that a thread of the checked program died of an uncaught exception: what it would have run
 * afterwards was never checked, so the summary must not read as a complete check ("no errors up to where it
 * stopped", and {@code dvm:check} treats the run as incomplete). The exception then goes where it went before:
 * to the handler that was installed, else printed as the JVM prints it.
 */
final class UncaughtEnd implements Thread.UncaughtExceptionHandler {
    private final DiagnosticLog log;
    private final Thread.UncaughtExceptionHandler previous;

    UncaughtEnd(DiagnosticLog log, Thread.UncaughtExceptionHandler previous) {
        this.log = log;
        this.previous = previous;
    }

    /** Installs the handler as every thread's default, in front of the one there was. */
    static void install(DiagnosticLog log) {
        Thread.setDefaultUncaughtExceptionHandler(new UncaughtEnd(log, Thread.getDefaultUncaughtExceptionHandler()));
    }

    @Override
    public void uncaughtException(Thread thread, Throwable failure) {
        log.addIncomplete("thread " + thread.getName() + " ended with an uncaught " + failure.getClass().getName()
                + "; what it would have run afterwards was not checked");
        if (previous != null) {
            previous.uncaughtException(thread, failure);
        } else {
            System.err.print("Exception in thread \"" + thread.getName() + "\" ");
            failure.printStackTrace(System.err);
        }
    }
}
