package org.javadvm.internal;

/**
 * One woven parallel construct's body, as the run-time sees it: the weaver turns each
 * {@code @ParallelLoop} / {@code @TaskRegion} method into a dispatcher that passes a
 * {@code LoopBody} (a lambda over the method's {@code m$dvm$entry} bridge) to {@link Woven#loop}.
 * The run-time calls {@link #run(Block)} once per block of iterations, on the processor that owns it.
 */
@FunctionalInterface
public interface LoopBody {
    void run(Block block);
}
