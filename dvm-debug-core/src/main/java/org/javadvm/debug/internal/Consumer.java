package org.javadvm.debug.internal;

import org.javadvm.debug.report.DiagnosticLog;
import org.javadvm.internal.Monitor;

/**
 * One consumer of the debugger's event stream (dynamic control, the trace recorder, the trace comparer, ...):
 * the access events of woven code ({@link AccessSink}, straight from {@link Hook}) and the structure events of
 * the run-time ({@link Monitor}, after {@link Lifecycle} updated the shared construct stack). A consumer is made
 * by {@link Consumers} from the parameters with the shared {@link Lifecycle} and {@link DiagnosticLog}; several
 * consumers receive each event in the order {@link Consumers} lists them.
 *
 * <p>{@link Monitor#boundaryIterations()} says which iterations the consumer wants through the checked body
 * ({@code null}: all); an iteration is checked when any consumer wants it ({@link BoundarySplit}). A consumer
 * that wants the values writes leave also implements {@link WrittenValues}.
 */
public interface Consumer extends AccessSink, Monitor {
    /**
     * Whether the consumer reads the current iteration from the life cycle ({@link RunningConstruct#index()},
     * {@link RunningConstruct#absolute()}). One that does not (dynamic control keeps its own) answers
     * {@code false}, and the life cycle then skips its per-iteration update when no consumer reads it.
     */
    default boolean readsIterations() {
        return true;
    }

    /**
     * A program thread other than the one the debugger follows ran woven code ({@link FollowedThread}): its
     * events, writes included, will not reach the consumer. Called once per such thread, on that thread, so an
     * implementation only sets what it reads later (a volatile flag). The default ignores it.
     */
    default void otherThreadSeen(String thread) {
    }

    /**
     * The program ended: add what the consumer found (statistics, notes, problems) to the log, which is written
     * after every consumer finished. Called once, from the debugger's shutdown hook.
     */
    default void finish(DiagnosticLog log) {
    }
}
