package org.javadvm.debug.internal;

import org.javadvm.internal.Monitor;

/**
 * Starts the debugger when the first woven class registers: reads the parameters and chooses the sink.
 */
final class Debugger {
    private Debugger() {
    }

    static AccessSink start() {
        java.util.concurrent.atomic.AtomicLong count = new java.util.concurrent.atomic.AtomicLong();
        DynControl dyn = new DynControl(Checks.all(), diagnostic -> {
            count.incrementAndGet();
            System.err.println(diagnostic);
            return true;
        });
        Monitor.install(dyn);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            dyn.finish();
            System.err.println("Java-DVM dynamic control: " + (count.get() == 0 ? "no errors" : count.get() + " errors"));
        }, "dvm-debug-report"));
        return dyn;
    }
}
