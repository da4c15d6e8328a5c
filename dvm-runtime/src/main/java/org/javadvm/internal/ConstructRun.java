package org.javadvm.internal;

import java.util.Arrays;

import org.javadvm.ReductionGroup;

/**
 * Runs one construct call: splits it among the participants (processors of the current group, or just
 * the current thread when nested inside a loop block), initialises and combines the reductions.
 */
final class ConstructRun {
    private ConstructRun() {
    }

    static void run(ConstructSpec spec, Object self, LoopBody body, int[] bounds, Team team, Context context) {
        if (context.group == null || context.group.length == 1) {
            if (!spec.task) {
                LoopPartition.extents(spec, self); // reports an unallocated template as a parallel run would
            }
            runSequentially(spec, self, body, bounds, context.processor);
        } else if (spec.task) {
            runTasks(spec, self, body, bounds, team, context);
        } else {
            runLoop(spec, self, body, bounds, team, context);
        }
    }

    /** The whole construct on the current thread: the un-woven semantics. */
    private static void runSequentially(ConstructSpec spec, Object self, LoopBody body, int[] bounds, int processor) {
        Block block = spec.newBlock(processor);
        for (int d = 0; d < spec.rank; d++) {
            block.lo[d] = bounds[2 * d];
            block.hi[d] = bounds[2 * d + 1];
        }
        Block[] partials = {block};
        initReductions(spec, self, partials);
        Context outer = Context.enter(Context.sequential(processor));
        try {
            body.run(block);
        } finally {
            Context.leave(outer);
        }
        finishReductions(spec, self, partials);
    }

    private static void runLoop(ConstructSpec spec, Object self, LoopBody body, int[] bounds, Team team,
                                Context context) {
        int members = context.group.length;
        int[] extents = LoopPartition.extents(spec, self);
        Block[] partials = new Block[members];
        Block[] working = new Block[members];
        int active = 0;
        int[] processors = new int[members];
        int[] memberOf = new int[members];
        for (int m = 0; m < members; m++) {
            partials[m] = spec.newBlock(context.group[m]);
            int[] coordinates = GridShape.coordinates(context.shape, m);
            boolean any = LoopPartition.assign(spec, extents, context.shape, coordinates, bounds, partials[m]);
            if (any || m == 0) { // member 0 is the calling thread and always takes part
                working[m] = any ? partials[m] : null;
                processors[active] = context.group[m];
                memberOf[active] = m;
                active++;
            }
        }
        initReductions(spec, self, partials);
        int[] runners = Arrays.copyOf(processors, active);
        Context[] contexts = new Context[active];
        for (int r = 0; r < active; r++) {
            contexts[r] = Context.sequential(runners[r]);
        }
        if (spec.across && active > 1) {
            Wavefront wavefront = new Wavefront(spec.rank, bounds, working);
            team.run(runners, contexts, (runner, ignored) -> {
                int m = memberOf[runner];
                if (working[m] != null) {
                    wavefront.runTiles(m, working[m], body);
                }
            });
        } else {
            team.run(runners, contexts, (runner, ignored) -> {
                Block block = working[memberOf[runner]];
                if (block != null) {
                    body.run(block);
                }
            });
        }
        finishReductions(spec, self, partials);
    }

    /**
     * Task t0..t1-1 over a group of G processors: with T >= G tasks each member runs a contiguous range of
     * them, sequentially inside; with fewer tasks each task gets a sub-group whose first processor runs it,
     * and the parallel loops it calls run on that sub-group.
     */
    private static void runTasks(ConstructSpec spec, Object self, LoopBody body, int[] bounds, Team team,
                                 Context context) {
        int lo = bounds[0];
        long tasks = (long) bounds[1] - lo;
        if (tasks <= 0) {
            return;
        }
        int members = context.group.length;
        int participants = (int) Math.min(tasks, members);
        Block[] partials = new Block[participants];
        int[] runners = new int[participants];
        Context[] contexts = new Context[participants];
        for (int k = 0; k < participants; k++) {
            if (tasks >= members) {
                runners[k] = context.group[k];
                partials[k] = spec.newBlock(runners[k]);
                partials[k].lo[0] = (int) (lo + k * tasks / members);
                partials[k].hi[0] = (int) (lo + (k + 1) * tasks / members);
                contexts[k] = Context.sequential(runners[k]);
            } else {
                int first = (int) (k * members / tasks);
                int end = (int) ((k + 1) * members / tasks);
                int[] subgroup = Arrays.copyOfRange(context.group, first, end);
                runners[k] = subgroup[0];
                partials[k] = spec.newBlock(runners[k]);
                partials[k].lo[0] = lo + k;
                partials[k].hi[0] = lo + k + 1;
                contexts[k] = new Context(subgroup[0], subgroup, new int[] {subgroup.length});
            }
        }
        initReductions(spec, self, partials);
        team.run(runners, contexts, (runner, ignored) -> body.run(partials[runner]));
        finishReductions(spec, self, partials);
    }

    private static void initReductions(ConstructSpec spec, Object self, Block[] partials) {
        try {
            for (ReductionSpec reduction : spec.reductions) {
                reduction.initFromFields(partials[0], self);
                for (int m = 1; m < partials.length; m++) {
                    reduction.initIdentity(partials[m]);
                }
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Combines in participant order (deterministic for a grid), then writes or hands to the group. */
    private static void finishReductions(ConstructSpec spec, Object self, Block[] partials) {
        for (ReductionSpec reduction : spec.reductions) {
            Block result = partials[0];
            for (int m = 1; m < partials.length; m++) {
                reduction.combine(result, partials[m]);
            }
            if (reduction.group == null) {
                writeBack(reduction, result, self);
            } else {
                ReductionGroup group;
                try {
                    group = (ReductionGroup) reduction.group.get(self);
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
                if (group == null) {
                    throw new IllegalStateException("reduction group " + reduction.group.getName() + " of "
                            + spec.name + " is null (" + spec.source + ")");
                }
                ((PendingReductions) group).add(() -> writeBack(reduction, result, self));
            }
        }
    }

    private static void writeBack(ReductionSpec reduction, Block result, Object self) {
        try {
            reduction.writeBack(result, self);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
