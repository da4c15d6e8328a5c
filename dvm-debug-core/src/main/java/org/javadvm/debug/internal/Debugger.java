package org.javadvm.debug.internal;

/**
 * Starts the debugger when the first woven class registers: reads the parameters and chooses the sink.
 */
final class Debugger {
    private Debugger() {
    }

    static AccessSink start() {
        return AccessSink.NONE;
    }
}
