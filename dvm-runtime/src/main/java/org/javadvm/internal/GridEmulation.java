package org.javadvm.internal;

import java.util.Arrays;
import java.util.List;

import org.javadvm.ReductionGroup;

/**
 * The grid emulation ({@link Emulation.Kind#GRID}): a construct split exactly as {@link ConstructRun} splits it
 * in a release run over the same group of processors, its parts run one processor after another on the calling
 * thread, in processor order, one iteration per body call.
 *
 * <ul>
 * <li>The group: the emulated grid for a call from outside any construct; a task's sub-group for a loop that
 * task calls (as in release, when a task region has fewer tasks than processors); the current processor alone
 * inside a loop block or a task that owns one processor (nested constructs run whole there, as in release).</li>
 * <li>A loop: each processor's block from {@link LoopPartition} (the release blocks, {@code @ParallelLoop(dims)},
 * WHOLE dimensions and replication included), its iterations in row-major order; an ACROSS loop with several
 * owners runs each processor's wavefront tiles in the order the release processor runs them, each tile
 * row-major. Processor order respects an ACROSS loop's dependences: a tile waits only for tiles of its own or
 * earlier processors. A {@code descending} ACROSS loop runs its processors in the order of their first tiles
 * (from the high corner), for the same reason; its partials are still combined in processor order.</li>
 * <li>A task region: each processor's contiguous range of tasks, or with fewer tasks than processors one task
 * per sub-group, its first processor running it.</li>
 * <li>Reductions: processor 0 starts from the value before the construct, every other processor from the
 * operator's identity, and the partials are combined in processor order: the release run's bits. A reduction
 * array gets a copy from the identity on every processor of a group of several, processor 0's included; the
 * combined copies are combined into the array once, after the construct.</li>
 * <li>Boundary iterations ({@link Monitor#boundaryIterations()}) are taken per processor block: the first
 * {@code left} and last {@code right} iterations of each dimension of the processor's own block (DVM's
 * {@code Iloc_left} / {@code Iloc_right}); tiles of an ACROSS loop use their processor's block too.</li>
 * </ul>
 * A failing iteration stops its processor's part; the other processors still run theirs, the reductions are
 * written, and the failure the sequential program meets first is rethrown ({@link FailureOrder}): each box the order
 * is decided on is here the very iteration that failed.
 */
final class GridEmulation {
    private GridEmulation() {
    }

    static void run(ConstructSpec spec, Object self, LoopBody body, LoopBody plain, int[] bounds, Context context,
                    ReductionGroup[] groups, Monitor monitor, int[] emulatedShape) {
        int[] group;
        int[] shape;
        if (Context.current() == null) { // called from outside any construct: the whole emulated grid
            shape = emulatedShape;
            group = new int[GridShape.size(shape)];
            for (int p = 0; p < group.length; p++) {
                group[p] = p;
            }
        } else if (context.group == null || context.group.length == 1) {
            group = new int[] {context.processor};
            shape = new int[] {1};
        } else {
            group = context.group;
            shape = context.shape;
        }
        if (spec.task) {
            runTasks(spec, self, body, bounds, group, groups, monitor);
        } else {
            runLoop(spec, self, body, plain, bounds, group, shape, groups, monitor);
        }
    }

    private static void runLoop(ConstructSpec spec, Object self, LoopBody body, LoopBody plain, int[] bounds,
                                int[] group, int[] shape, ReductionGroup[] groups, Monitor monitor) {
        int members = group.length;
        Block[] partials = new Block[members];
        Block[] working = new Block[members];
        int owners = 0;
        if (members == 1) { // release runs the whole range on the one processor
            partials[0] = spec.newBlock(group[0]);
            for (int d = 0; d < spec.rank; d++) {
                partials[0].lo[d] = bounds[2 * d];
                partials[0].hi[d] = bounds[2 * d + 1];
            }
            working[0] = partials[0];
            owners = 1;
        } else {
            int[] extents = LoopPartition.extents(spec, self);
            boolean[] format = LoopPartition.format(spec, self);
            int[] coordinates = new int[shape.length];
            for (int m = 0; m < members; m++) {
                partials[m] = spec.newBlock(group[m]);
                GridShape.coordinates(shape, m, coordinates);
                if (LoopPartition.assign(spec, format, extents, shape, coordinates, bounds, partials[m])) {
                    working[m] = partials[m];
                    owners++;
                }
            }
        }
        ConstructRun.initReductions(spec, self, partials);
        BoundaryIterations boundary = monitor.boundaryIterations();
        Wavefront wavefront = spec.across && owners > 1 ? new Wavefront(spec.rank, bounds, working, spec.descending) : null;
        monitor.constructStart(spec.info, self, bounds);
        Throwable[] failures = new Throwable[members];
        int[] order = wavefront == null || !spec.anyDescending ? null : wavefront.participantOrder(members);
        try {
            for (int turn = 0; turn < members; turn++) {
                int m = order == null ? turn : order[turn];
                Block block = working[m];
                if (block == null || block.size() == 0) {
                    continue;
                }
                int[] local = boundsOf(block);
                List<int[]> regions = wavefront == null ? List.of(local) : wavefront.tilesOf(m);
                Throwable failure = runPart(spec, self, block, Context.sequential(block.processor), local, monitor,
                        () -> {
                            EmulatedIterations iterations = new EmulatedIterations(body, plain, block, monitor,
                                    boundary, spec.reductions, null, spec.descending);
                            for (int[] region : regions) {
                                iterations.walk(region, local);
                            }
                        });
                failures[m] = failure; // the block's bounds stay those of the iteration that failed
            }
        } finally {
            EmulatedRun.end(spec, partials, monitor);
        }
        ConstructRun.finish(spec, self, partials, groups, FailureOrder.first(spec, working, failures));
    }

    /** Tasks t0..t1-1 over the group, assigned as {@link ConstructRun}'s release task regions assign them. */
    private static void runTasks(ConstructSpec spec, Object self, LoopBody body, int[] bounds, int[] group,
                                 ReductionGroup[] groups, Monitor monitor) {
        int lo = bounds[0];
        long tasks = (long) bounds[1] - lo;
        int members = group.length;
        if (tasks <= 0 && members > 1) { // as release: no task runs, no variable changes
            monitor.constructStart(spec.info, self, bounds);
            monitor.constructEnd();
            return;
        }
        int participants = (int) Math.max(1, Math.min(tasks, members));
        Block[] partials = new Block[participants];
        Context[] contexts = new Context[participants];
        long[] firstTask = new long[participants];
        long[] endTask = new long[participants];
        for (int k = 0; k < participants; k++) {
            if (tasks >= members || members == 1) {
                firstTask[k] = lo + k * tasks / members;
                endTask[k] = lo + (k + 1) * tasks / members;
                contexts[k] = Context.sequential(group[k]);
            } else {
                int[] subgroup = Arrays.copyOfRange(group, (int) (k * members / tasks),
                        (int) ((k + 1) * members / tasks));
                firstTask[k] = lo + k;
                endTask[k] = lo + k + 1;
                contexts[k] = new Context(subgroup[0], subgroup, new int[] {subgroup.length});
            }
            partials[k] = spec.newBlock(contexts[k].processor);
        }
        ConstructRun.initReductions(spec, self, partials);
        monitor.constructStart(spec.info, self, bounds);
        Throwable[] failures = new Throwable[participants];
        try {
            for (int k = 0; k < participants; k++) {
                long from = firstTask[k];
                long to = endTask[k];
                if (from >= to) {
                    continue;
                }
                Block block = partials[k];
                Throwable failure = runPart(spec, self, block, contexts[k],
                        new int[] {(int) from, (int) to}, monitor, () -> {
                            EmulatedIterations iterations = new EmulatedIterations(body, body, block, monitor, null,
                                    spec.reductions, null);
                            int[] task = new int[1];
                            for (long t = from; t < to; t++) {
                                task[0] = (int) t;
                                iterations.checked(task);
                            }
                        });
                failures[k] = failure; // the block's bounds stay those of the task that failed
            }
        } finally {
            EmulatedRun.end(spec, partials, monitor);
        }
        ConstructRun.finish(spec, self, partials, groups, FailureOrder.first(spec, partials, failures));
    }

    /**
     * One processor's part between {@code processorStart} and {@code processorEnd}, as that processor: in its
     * context, the construct's fields bound to its block. Returns its failure instead of throwing it.
     */
    private static Throwable runPart(ConstructSpec spec, Object self, Block block, Context context, int[] local,
                                     Monitor monitor, Runnable part) {
        int rank = local.length / 2;
        int[] lo = new int[rank];
        int[] hi = new int[rank];
        for (int d = 0; d < rank; d++) {
            lo[d] = local[2 * d];
            hi[d] = local[2 * d + 1];
        }
        monitor.processorStart(block.processor, lo, hi);
        if (context.group != null && context.group.length > 1) {
            monitor.processorGroup(context.group.clone());
        }
        Context outer = Context.enter(context);
        Bindings bindings = spec.bindings.length == 0 ? null : Bindings.ofThread();
        if (bindings != null) {
            bindings.push(spec, self, block);
        }
        try {
            part.run();
            return null;
        } catch (Throwable failure) {
            return failure;
        } finally {
            if (bindings != null) {
                bindings.pop();
            }
            Context.leave(outer);
            monitor.processorEnd();
        }
    }

    /** A block's iterations as {@code lo0, hi0, lo1, hi1, ...}. */
    private static int[] boundsOf(Block block) {
        int[] bounds = new int[2 * block.lo.length];
        for (int d = 0; d < block.lo.length; d++) {
            bounds[2 * d] = block.lo[d];
            bounds[2 * d + 1] = block.hi[d];
        }
        return bounds;
    }
}
