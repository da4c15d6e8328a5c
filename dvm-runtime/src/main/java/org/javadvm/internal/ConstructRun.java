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
        run(spec, self, body, body, bounds, team, context);
    }

    /**
     * @param body the construct's code as woven for the current mode
     * @param plain the same code without access reporting (dyn and debug weave both); {@code body} otherwise
     */
    static void run(ConstructSpec spec, Object self, LoopBody body, LoopBody plain, int[] bounds, Team team,
                    Context context) {
        if (bounds.length != 2 * spec.rank) {
            throw new IllegalStateException(spec.name + " (" + spec.source + ") passed " + bounds.length
                    + " bounds for a construct of rank " + spec.rank);
        }
        ReductionGroup[] groups = spec.grouped ? groups(spec, self) : null;
        Monitor monitor = Monitors.installed;
        if (monitor != null && EmulatedRun.uncheckedDepth > 0) {
            runSequentially(spec, self, plain, bounds, context.processor, groups);
        } else if (monitor != null) {
            EmulatedRun.run(spec, self, body, plain, bounds, context, groups, monitor);
        } else if (context.group == null || context.group.length == 1) {
            if (!spec.task) {
                LoopPartition.requireAllocated(spec, self); // reports an unallocated template as a grid run would
            }
            if (context == team.topLevel() && team.entry().isHeldByCurrentThread()) {
                runOnSpare(spec, self, plain, bounds, groups); // one processor, called from outside any construct
            } else {
                runSequentially(spec, self, plain, bounds, context.processor, groups);
            }
        } else if (spec.task) {
            runTasks(spec, self, plain, bounds, team, context, groups);
        } else {
            runLoop(spec, self, plain, bounds, team, context, groups);
        }
    }

    /**
     * The whole construct on the current thread, unchecked and outside the grid: for a caller that must not
     * wait for the grid (the JVM is shutting down while another construct holds it).
     */
    static void runAlone(ConstructSpec spec, Object self, LoopBody plain, int[] bounds) {
        if (bounds.length != 2 * spec.rank) {
            throw new IllegalStateException(spec.name + " (" + spec.source + ") passed " + bounds.length
                    + " bounds for a construct of rank " + spec.rank);
        }
        ReductionGroup[] groups = spec.grouped ? groups(spec, self) : null;
        if (!spec.task) {
            LoopPartition.requireAllocated(spec, self);
        }
        runSequentially(spec, self, plain, bounds, 0, groups);
    }

    /**
     * The whole construct on one processor for a caller holding the grid's entry, outside any construct (release on
     * {@code dvm.procs=1}): as {@link #runSequentially}, over the construct's spare block when it has one, so that a
     * call allocates nothing of its own. Only the holder of the entry gets here, and a call of the same construct
     * from inside its body is nested (it runs {@link #runSequentially}), so the spare is never in two calls at once.
     */
    private static void runOnSpare(ConstructSpec spec, Object self, LoopBody body, int[] bounds, ReductionGroup[] groups) {
        Block[] spare = spec.spareBlock();
        if (spare == null) {
            runSequentially(spec, self, body, bounds, 0, groups);
            return;
        }
        runOver(spec, self, body, bounds, 0, groups, spare);
    }

    /** The whole construct on the current thread: the un-woven semantics. */
    private static void runSequentially(ConstructSpec spec, Object self, LoopBody body, int[] bounds, int processor,
                                        ReductionGroup[] groups) {
        runOver(spec, self, body, bounds, processor, groups, new Block[] {spec.newBlock(processor)});
    }

    private static void runOver(ConstructSpec spec, Object self, LoopBody body, int[] bounds, int processor,
                                ReductionGroup[] groups, Block[] partials) {
        Block block = partials[0];
        for (int d = 0; d < spec.rank; d++) {
            block.lo[d] = bounds[2 * d];
            block.hi[d] = bounds[2 * d + 1];
        }
        initReductions(spec, self, partials);
        boolean firstCall = spec.firstCall();
        Context outer = Context.enterSequential(processor);
        Throwable failure = null;
        try {
            runBody(spec, self, body, block, firstCall);
        } catch (Throwable t) {
            failure = t;
        } finally {
            Context.leave(outer);
        }
        finish(spec, self, partials, groups, failure);
    }

    /**
     * Writes the reductions also when the body failed (what every participant had accumulated up to its
     * failure, combined as usual), then rethrows the failure: the first in participant order, with the caller's
     * frames in place of the run-time's ({@link CallerFrames}).
     */
    static void finish(ConstructSpec spec, Object self, Block[] partials, ReductionGroup[] groups,
                       Throwable failure) {
        try {
            finishReductions(spec, self, partials, groups);
        } catch (RuntimeException | Error e) {
            if (failure == null) {
                throw e;
            }
            failure.addSuppressed(e);
        }
        if (failure != null) {
            CallerFrames.join(failure);
            throw Sneaky.<RuntimeException>rethrow(failure);
        }
    }

    /**
     * How many consecutive calls a block of a loop's first call is run as, at least, along its first dimension.
     * Called once over a long range, a body is compiled by the JIT while its loop runs (on-stack replacement)
     * without the loop's end ever having been seen, and that code is thrown away when the loop ends; the body's own
     * compilation then waits for its next calls, which run meanwhile in slower code, while the compiler competes
     * with the processors for the cores (NPB FT and IS at P = 2). In pieces, the first call gets the body compiled
     * as a method. Only for a loop whose body the weaver found to be a nest over its bounds, its outermost loop
     * running upward, with no effect outside the nest that a second call would repeat ({@code split=} in its spec):
     * the pieces run in order along that loop's dimension on one block, so the results are those of one call.
     */
    static final int FIRST_CALL_PIECES = 8;

    /**
     * The most iterations of the block's loop dimensions a piece of a first call holds, unless one step along the
     * split dimension already holds more. HotSpot's C2 compiles a loop once its profiled (C1) code has taken some
     * tens of thousands of backward branches (40,000 by default); a piece must end well before that, or the
     * profile the compilation starts from has never seen the loop end: eight pieces of IS's 4 million keys did
     * not, and C2's first code for the histogram was thrown away at the first piece's end.
     */
    static final int PIECE_ITERATIONS = 4096;

    /**
     * The pieces of {@code block}'s first call along dimension {@code d}: {@value #FIRST_CALL_PIECES}, or more so
     * that none holds more than {@value #PIECE_ITERATIONS} iterations of the loop dimensions, never more than the
     * steps along {@code d}.
     */
    static int firstCallPieces(Block block, int d) {
        int steps = block.hi[d] - block.lo[d];
        long across = 1; // iterations of the other loop dimensions in one step along d
        for (int k = 0; k < block.lo.length && across <= PIECE_ITERATIONS; k++) {
            if (k != d) {
                across *= Math.max(1, block.hi[k] - block.lo[k]);
            }
        }
        long perPiece = Math.max(1, PIECE_ITERATIONS / across);
        long needed = (steps + perPiece - 1) / perPiece;
        return (int) Math.min(steps, Math.max(FIRST_CALL_PIECES, needed));
    }

    /**
     * The body over the block: as one call, or for the loop's first call in {@link #firstCallPieces pieces} along
     * its {@link ConstructSpec#splitDimension}.
     */
    private static void runBody(ConstructSpec spec, Object self, LoopBody body, Block block, boolean firstCall) {
        int d = spec.splitDimension;
        if (!firstCall || d < 0 || block.hi[d] - block.lo[d] < 2) {
            runBound(spec, self, body, block);
            return;
        }
        int lo = block.lo[d];
        int hi = block.hi[d];
        int pieces = firstCallPieces(block, d);
        try {
            for (int k = 0; k < pieces; k++) {
                block.lo[d] = lo + (int) ((long) (hi - lo) * k / pieces);
                block.hi[d] = lo + (int) ((long) (hi - lo) * (k + 1) / pieces);
                runBound(spec, self, body, block);
            }
        } finally {
            block.lo[d] = lo;
            block.hi[d] = hi;
        }
    }

    /** The body over one block, the fields the construct binds reaching that block from other woven code. */
    private static void runBound(ConstructSpec spec, Object self, LoopBody body, Block block) {
        if (spec.bindings.length == 0) {
            body.run(block);
            return;
        }
        Bindings bindings = Bindings.ofThread();
        bindings.push(spec, self, block);
        try {
            body.run(block);
        } finally {
            bindings.pop();
        }
    }

    private static void runLoop(ConstructSpec spec, Object self, LoopBody body, int[] bounds, Team team,
                                Context context, ReductionGroup[] groups) {
        int members = context.group.length;
        int[] extents = LoopPartition.extents(spec, self);
        boolean[] format = LoopPartition.format(spec, self);
        Block[] partials = new Block[members];
        Block[] working = new Block[members];
        int active = 0;
        int owners = 0;
        int[] runners = new int[members];
        int[] memberOf = new int[members];
        int[] coordinates = new int[context.shape.length];
        for (int m = 0; m < members; m++) {
            partials[m] = spec.newBlock(context.group[m]);
            GridShape.coordinates(context.shape, m, coordinates);
            boolean any = LoopPartition.assign(spec, format, extents, context.shape, coordinates, bounds, partials[m]);
            if (any) {
                working[m] = partials[m];
                owners++;
            }
            if (any || m == 0) { // member 0 is the calling thread and always takes part
                runners[active] = context.group[m];
                memberOf[active] = m;
                active++;
            }
        }
        initReductions(spec, self, partials, true);
        // one call of finish for both paths: the JIT inlines it, reductions and all, at each call site
        NestedReductions nested = new NestedReductions(spec);
        Throwable failure = owners <= 1 || (!spec.across && spec.grain.small(working, team.grainNanos()))
                ? runInOrder(spec, self, body, working, nested)
                : runOnGrid(spec, self, body, bounds, team, working, Arrays.copyOf(runners, active), memberOf, nested);
        finish(spec, self, partials, groups, failure);
    }

    /**
     * The blocks on their processors ({@code runners}, the calling thread's first; {@code memberOf}: each runner's
     * index in {@code working}); returns the failure the sequential program would meet first ({@link FailureOrder}),
     * for the caller to rethrow once the reductions are written.
     */
    private static Throwable runOnGrid(ConstructSpec spec, Object self, LoopBody body, int[] bounds, Team team,
                                       Block[] working, int[] runners, int[] memberOf, NestedReductions nested) {
        int active = runners.length;
        Context[] contexts = new Context[active];
        for (int r = 0; r < active; r++) {
            contexts[r] = Context.participant(runners[r], nested);
        }
        try {
            if (spec.across && active > 1) {
                Wavefront wavefront = new Wavefront(spec.rank, bounds, working, spec.descending);
                team.run(runners, contexts, (runner, ignored) -> {
                    int m = memberOf[runner];
                    if (working[m] != null) {
                        runBound(spec, self, block -> wavefront.runTiles(m, block, body), working[m]);
                    }
                });
                return null;
            }
            long iterations = 0;
            for (Block block : working) {
                iterations += block == null ? 0 : block.size();
            }
            long handOff = System.nanoTime();
            boolean firstCall = spec.firstCall();
            int taken = team.run(runners, contexts, (runner, ignored) -> {
                Block block = working[memberOf[runner]];
                if (block == null) {
                    return;
                }
                // one call of the body here, whoever runs the block: the JIT inlines this part wherever Team.run is,
                // and a copy per case made the loop dispatch's compilation twice as large
                long start = runner == 0 ? System.nanoTime() : 0; // the calling thread's block tells the grain
                runBody(spec, self, body, block, firstCall);
                if (runner == 0) {
                    spec.grain.observe(System.nanoTime() - start, block.size());
                }
            }, team.grainNanos() > 0 && spec.grain.learnt()); // as the in-order path: loops called often
            spec.grain.observeGrid(System.nanoTime() - handOff, iterations, taken == 0);
            return null;
        } catch (Team.PartsFailed failed) {
            Block[] boxes = new Block[active];
            for (int r = 0; r < active; r++) {
                boxes[r] = working[memberOf[r]];
            }
            return FailureOrder.first(spec, boxes, failed.failures);
        } catch (Throwable failure) {
            return failure;
        }
    }

    /**
     * The owners' blocks one after another on the calling thread, each as its own processor, in processor
     * order: what the grid computes (the same blocks and partial results), without waking it. For a loop whose
     * blocks are too small to pay for the hand-off, and for a loop with a single non-empty block (a shrinking
     * range's last calls), which would only make the calling thread wait for another. As on the grid, a failing
     * block does not stop the others; the failure the sequential program would meet first is returned
     * ({@link FailureOrder}), for the caller to rethrow once the reductions are written.
     */
    private static Throwable runInOrder(ConstructSpec spec, Object self, LoopBody body, Block[] working,
                                        NestedReductions nested) {
        long start = System.nanoTime();
        long iterations = 0;
        Throwable[] failures = null;
        for (int m = 0; m < working.length; m++) {
            Block block = working[m];
            if (block != null) {
                Context outer = Context.enter(Context.participant(block.processor, nested));
                try {
                    runBound(spec, self, body, block);
                } catch (Throwable failure) {
                    failures = failures == null ? new Throwable[working.length] : failures;
                    failures[m] = failure;
                } finally {
                    Context.leave(outer);
                }
                iterations += block.size();
            }
        }
        if (failures == null) {
            spec.grain.observeInOrder(System.nanoTime() - start, iterations);
            return null;
        }
        return FailureOrder.first(spec, working, failures);
    }

    /**
     * Tasks t0..t1-1 over a group of G processors: with T >= G tasks each member runs a contiguous range of
     * them, one body call per task, with nested constructs sequential; with fewer tasks each task gets a
     * sub-group whose first processor runs it, and the parallel loops it calls run on that sub-group.
     */
    private static void runTasks(ConstructSpec spec, Object self, LoopBody body, int[] bounds, Team team,
                                 Context context, ReductionGroup[] groups) {
        int lo = bounds[0];
        long tasks = (long) bounds[1] - lo;
        if (tasks <= 0) {
            return; // as the un-woven method: no task runs, no variable changes
        }
        int members = context.group.length;
        int participants = (int) Math.min(tasks, members);
        NestedReductions nested = new NestedReductions(spec);
        Block[] partials = new Block[participants];
        int[] runners = new int[participants];
        Context[] contexts = new Context[participants];
        long[] first = new long[participants];
        long[] end = new long[participants];
        for (int k = 0; k < participants; k++) {
            if (tasks >= members) {
                runners[k] = context.group[k];
                first[k] = lo + k * tasks / members;
                end[k] = lo + (k + 1) * tasks / members;
                contexts[k] = Context.participant(runners[k], nested);
            } else {
                int[] subgroup = Arrays.copyOfRange(context.group, (int) (k * members / tasks),
                        (int) ((k + 1) * members / tasks));
                runners[k] = subgroup[0];
                first[k] = lo + k;
                end[k] = lo + k + 1;
                contexts[k] = new Context(subgroup[0], subgroup, new int[] {subgroup.length}, nested);
            }
            partials[k] = spec.newBlock(runners[k]);
        }
        initReductions(spec, self, partials, true);
        Throwable failure = null;
        try {
            team.run(runners, contexts, (runner, ignored) -> runBound(spec, self, block -> {
                for (long t = first[runner]; t < end[runner]; t++) {
                    block.lo[0] = (int) t;
                    block.hi[0] = (int) t + 1;
                    body.run(block);
                }
            }, partials[runner]));
        } catch (Team.PartsFailed failed) {
            failure = FailureOrder.first(spec, partials, failed.failures);
        } catch (Throwable t) {
            failure = t;
        }
        finish(spec, self, partials, groups, failure);
    }

    /** Looks the groups up before the construct runs, so that a missing one leaves the program's state alone. */
    private static ReductionGroup[] groups(ConstructSpec spec, Object self) {
        ReductionGroup[] groups = new ReductionGroup[spec.reductions.length];
        for (int r = 0; r < groups.length; r++) {
            ReductionSpec reduction = spec.reductions[r];
            if (reduction.group != null) {
                try {
                    groups[r] = (ReductionGroup) reduction.group.get(self);
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
                if (groups[r] == null) {
                    throw new IllegalStateException("reduction group " + reduction.group.getName() + " of "
                            + spec.name + " is null (" + spec.source + ")");
                }
            }
        }
        return groups;
    }

    /**
     * The first participant starts from the variables' values before the construct: the enclosing copy
     * when a construct running on this thread binds the same field of the same receiver (a nested or
     * recursive call), the field otherwise; a private starts from the enclosing copy too. Every other
     * participant starts from the operator's identity. A reduction array outside an enclosing copy: a sole
     * participant updates the array in place; with several, each works on a copy from the identity, and the
     * combined copies are combined into the array at the end.
     */
    static void initReductions(ConstructSpec spec, Object self, Block[] partials) {
        initReductions(spec, self, partials, false);
    }

    /**
     * As {@link #initReductions(ConstructSpec, Object, Block[])}; {@code onGrid}: the blocks run on the grid in
     * release, where the first participant updates an {@code int} or {@code long} reduction array in place
     * ({@link Binding#readField}). The debug modes' emulations keep a copy for every participant, as they check
     * each processor's accesses to its own.
     */
    static void initReductions(ConstructSpec spec, Object self, Block[] partials, boolean onGrid) {
        if (PendingReductions.anyPending && spec.bindings.length > 0) {
            PendingReductions.checkNotPending(spec, self);
        }
        Bindings enclosing = enclosing(spec);
        try {
            for (Binding binding : spec.bindings) {
                if (enclosing != null && enclosing.find(binding.key, self)) {
                    checkNestedRole(spec, binding, enclosing);
                    enclosing.found.copy(enclosing.foundBlock, enclosing.found.slot, partials[0], binding.slot);
                } else if (binding.reduction != null) {
                    NestedReductions.claim(spec, binding, self);
                    binding.readField(partials[0], self, partials.length == 1, onGrid);
                }
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
        for (ReductionSpec reduction : spec.reductions) {
            reduction.clearPosition(partials[0]);
            for (int m = 1; m < partials.length; m++) {
                reduction.initIdentityReusing(partials[m], partials[0]);
            }
        }
    }

    /**
     * A nested construct may bind a field its enclosing construct reduces only as the same reduction: as a
     * private, or with another operator, it would overwrite each processor's partial result other than by the
     * declared operation, and no combination of the partials gives the sequential value. Refused, naming both.
     */
    private static void checkNestedRole(ConstructSpec spec, Binding binding, Bindings enclosing) {
        ReductionSpec outer = enclosing.found.reduction;
        if (outer == null || (binding.reduction != null && binding.reduction.op == outer.op
                && (binding.reduction.field.equals(binding.field)) == (outer.field.equals(enclosing.found.field)))) {
            return;
        }
        String role = binding.reduction == null ? "declares it private"
                : binding.reduction.field.equals(binding.field) ? "reduces it with " + binding.reduction.op
                : "uses it as a location of its " + binding.reduction.op + " reduction";
        String outerRole = outer.field.equals(enclosing.found.field) ? "reduces " + binding.field.getName() + " with "
                + outer.op : "keeps the location of its " + outer.op + " reduction in " + binding.field.getName();
        throw new IllegalStateException("Java-DVM: " + spec.name + " (" + spec.source + ") runs inside "
                + enclosing.foundSpec.name + " (" + enclosing.foundSpec.source + "), which " + outerRole + ", and "
                + role + ": its writes would replace each processor's partial result, which no grid can combine "
                + "into the sequential value; keep " + binding.field.getName() + " for the reduction and use another "
                + "field in " + spec.name);
    }

    /**
     * Combines in participant order (deterministic for a grid) and writes into the enclosing copy of a
     * construct running on this thread that binds the same field of the same receiver, else into the field;
     * a private goes back only to an enclosing copy. Reductions of a group are instead left with it, one
     * entry per group and loop (they are written into the field when the group is waited for).
     */
    private static void finishReductions(ConstructSpec spec, Object self, Block[] partials, ReductionGroup[] groups) {
        for (int r = 0; r < spec.reductions.length; r++) {
            if (groups == null || groups[r] == null) {
                combine(spec, spec.reductions[r], partials);
            } else if (firstOfGroup(groups, r)) {
                ReductionSpec[] members = membersOf(spec, groups, groups[r]);
                ((PendingReductions) groups[r]).add(new PendingReductions.Pending() {
                    @Override
                    public String reduces(java.lang.reflect.Field field, Object owner) {
                        for (ReductionSpec reduction : members) {
                            boolean bound = reduction.field.equals(field)
                                    || java.util.Arrays.asList(reduction.locFields).contains(field);
                            if (bound && (java.lang.reflect.Modifier.isStatic(field.getModifiers()) || owner == self)) {
                                return spec.name + " (" + spec.source + ")";
                            }
                        }
                        return null;
                    }

                    @Override
                    public void combine() {
                        for (ReductionSpec reduction : members) {
                            ConstructRun.combine(spec, reduction, partials);
                        }
                    }

                    @Override
                    public void writeBack() {
                        for (ReductionSpec reduction : members) {
                            ConstructRun.writeBack(reduction, partials[0], self);
                        }
                    }
                }, spec.reductions[r].group.getName());
            }
        }
        Bindings enclosing = enclosing(spec);
        for (Binding binding : spec.bindings) {
            if (binding.reduction != null && grouped(spec, groups, binding.reduction)) {
                continue;
            }
            if (enclosing != null && enclosing.find(binding.key, self)) {
                binding.copy(partials[0], binding.slot, enclosing.foundBlock, enclosing.found.slot);
                if (enclosing.foundSpec == spec && binding.reduction != null && binding.field == binding.reduction.field) {
                    binding.reduction.copyPosition(partials[0], enclosing.foundBlock); // a recursive call's update
                }
            } else if (binding.reduction != null) {
                try {
                    binding.writeField(partials[0], self);
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
    }

    /** The thread's bindings when some construct may enclose this one; {@code null} when none can. */
    private static Bindings enclosing(ConstructSpec spec) {
        return spec.bindings.length == 0 || Bindings.active == 0 ? null : Bindings.ofThread();
    }

    private static boolean grouped(ConstructSpec spec, ReductionGroup[] groups, ReductionSpec reduction) {
        if (groups == null) {
            return false;
        }
        for (int r = 0; r < groups.length; r++) {
            if (spec.reductions[r] == reduction) {
                return groups[r] != null;
            }
        }
        return false;
    }

    private static boolean firstOfGroup(ReductionGroup[] groups, int r) {
        for (int earlier = 0; earlier < r; earlier++) {
            if (groups[earlier] == groups[r]) {
                return false;
            }
        }
        return true;
    }

    private static ReductionSpec[] membersOf(ConstructSpec spec, ReductionGroup[] groups, ReductionGroup group) {
        java.util.List<ReductionSpec> members = new java.util.ArrayList<>();
        for (int r = 0; r < groups.length; r++) {
            if (groups[r] == group) {
                members.add(spec.reductions[r]);
            }
        }
        return members.toArray(new ReductionSpec[0]);
    }

    /**
     * Folds every partial into participant 0's, in participant order; a floating-point product whose partials
     * combine into an infinity, zero or NaN the order made is named ({@link ProductCombination}).
     */
    private static void combine(ConstructSpec spec, ReductionSpec reduction, Block[] partials) {
        if (ProductCombination.applies(reduction, partials)) {
            ProductCombination.check(spec, reduction, partials);
        }
        for (int m = 1; m < partials.length; m++) {
            reduction.combine(partials[0], partials[m]);
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
