package org.javadvm.internal;

import org.javadvm.ReductionGroup;

/**
 * A construct call while a {@link Monitor} is installed: run on the calling thread, one iteration (or task) at a
 * time, reported to the monitor, as the monitor's {@link Monitor#emulation()} asks. The release path never
 * comes here.
 */
final class EmulatedRun {
    /**
     * How many unchecked segments of the debug emulation are running (they nest only on the emulating
     * thread): constructs called from one run plain and unreported.
     */
    static int uncheckedDepth;

    private EmulatedRun() {
    }

    static void run(ConstructSpec spec, Object self, LoopBody body, LoopBody plain, int[] bounds, Context context,
                    ReductionGroup[] groups, Monitor monitor) {
        Emulation emulation = monitor.emulation();
        if (emulation == null) {
            throw new IllegalStateException(monitor.getClass().getName() + ".emulation() returned null for "
                    + spec.name + " (" + spec.source + "); return Emulation.SEQUENTIAL for the sequential emulation");
        }
        if (!spec.task) {
            LoopPartition.extents(spec, self); // reports an unallocated template as a parallel run would
        }
        if (emulation.kind() == Emulation.Kind.GRID) {
            GridEmulation.run(spec, self, body, plain, bounds, context, groups, monitor, emulation.sharedShape());
        } else {
            runInSequence(spec, self, body, plain, bounds, context.processor, groups, monitor,
                    emulation.kind() == Emulation.Kind.PER_ITERATION);
        }
    }

    /**
     * Every iteration (or task) in the sequential order as its own processor. Reductions accumulate as in the
     * sequential run; with {@code perIteration} every iteration starts them from the operator's identity, the
     * iterations' results are folded in iteration order, and that is combined with the value before the
     * construct last. When the monitor asks for boundary iterations only, a loop's interior iterations run
     * through the plain body instead, a row segment per call, in the same order.
     */
    private static void runInSequence(ConstructSpec spec, Object self, LoopBody body, LoopBody plain, int[] bounds,
                                      int processor, ReductionGroup[] groups, Monitor monitor, boolean perIteration) {
        Block block = spec.newBlock(processor);
        Block folded = perIteration ? spec.newBlock(processor) : null;
        Block[] partials = perIteration ? new Block[] {block, folded} : new Block[] {block};
        ConstructRun.initReductions(spec, self, partials);
        Block before = null;
        if (perIteration) {
            before = spec.newBlock(processor);
            for (ReductionSpec reduction : spec.reductions) {
                reduction.copyPartial(block, before);
                if (reduction.sort == 'A') { // the iterations' one copy, from the identity (an enclosing copy stays)
                    reduction.initIdentity(block);
                }
            }
        }
        BoundaryIterations boundary = spec.task ? null : monitor.boundaryIterations();
        monitor.constructStart(spec.info, self, bounds);
        Context outer = Context.enter(Context.sequential(processor));
        Bindings bindings = spec.bindings.length == 0 ? null : Bindings.ofThread();
        if (bindings != null) {
            bindings.push(spec, self, block);
        }
        Throwable failure = null;
        try {
            new EmulatedIterations(body, plain, block, monitor, boundary, spec.reductions, folded, spec.descending)
                    .walk(bounds, bounds);
        } catch (Throwable t) {
            failure = t;
        } finally {
            if (bindings != null) {
                bindings.pop();
            }
            Context.leave(outer);
            if (perIteration) {
                for (ReductionSpec reduction : spec.reductions) {
                    reduction.copyPartial(before, block); // the value before the construct, then the iterations' fold
                }
            }
            end(spec, partials, monitor);
        }
        ConstructRun.finish(spec, self, partials, groups, failure);
    }

    /**
     * Reports each reduction's result, the partials combined in participant order as {@link ConstructRun#finish}
     * then combines them (on a copy: the partials stay for it), then the construct's end. A value the monitor
     * returns replaces the result: the partials are set so that {@link ConstructRun#finish} hands it on. A
     * reduction array's result is no number: it is reported without a value (its partials are arrays, combined
     * only once, by {@code finish}; the monitor reads the array after the construct).
     */
    static void end(ConstructSpec spec, Block[] partials, Monitor monitor) {
        try {
            for (int r = 0; r < spec.reductions.length; r++) {
                ReductionSpec reduction = spec.reductions[r];
                if (reduction.sort == 'A') {
                    monitor.reductionResult(spec.info.reductions[r], null, new int[0]);
                    continue;
                }
                Block result = spec.newBlock(partials[0].processor);
                reduction.copyPartial(partials[0], result);
                for (int m = 1; m < partials.length; m++) {
                    reduction.combine(result, partials[m]);
                }
                Number replacement = monitor.reductionResult(spec.info.reductions[r], reduction.value(result),
                        reduction.locations(result));
                if (replacement != null) {
                    reduction.replaceResult(partials, result, replacement);
                }
            }
        } finally {
            monitor.constructEnd();
        }
    }
}
