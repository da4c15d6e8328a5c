package org.javadvm.debug.internal;

import org.javadvm.internal.Monitor;

/**
 * Starts the debugger when the first woven class registers: reads the parameters and chooses the sink.
 */
final class Debugger {
    private Debugger() {
    }

    static AccessSink start() {
        DynControl dyn = new DynControl(Checks.all(), diagnostic -> {
            System.err.println(diagnostic);
            return true;
        });
        Monitor.install(dyn);
        Runtime.getRuntime().addShutdownHook(new Thread(dyn::finish, "dvm-debug-report"));
        return dyn;
    }
}
