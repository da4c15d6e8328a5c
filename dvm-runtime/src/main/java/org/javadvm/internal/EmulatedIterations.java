package org.javadvm.internal;

/**
 * The debug emulation's walk over a region of iterations on one block, one iteration per body call, reported
 * to the monitor: every iteration through the checked body, or, when the monitor asks for boundary iterations
 * only, the boundary ones checked and the interior run plain, a row segment at a time (a row: fixed indices in
 * all but the last dimension). The order is row-major over the region either way, each {@code descending}
 * dimension taken from its highest index down (the order of the nest the body runs). Which iterations are
 * boundary is decided against the processor's local part, which contains the region (it is the region but
 * for an ACROSS loop's tiles). With a per-iteration accumulator ({@link #perIteration}) every iteration
 * starts the reductions from the operator's identity and its result is folded into the accumulator. A reduction
 * array keeps one copy for all iterations: after each, the elements it changed are folded into the accumulator
 * and set back to the identity ({@link ArrayReduction#foldChanged}), so no iteration allocates.
 */
final class EmulatedIterations {
    private final LoopBody body;
    private final LoopBody plain;
    private final Block block;
    private final Monitor monitor;
    private final BoundaryIterations boundary;
    private final ReductionSpec[] reductions;
    /** Where each iteration's reduction results are folded; {@code null}: they accumulate in {@link #block}. */
    private final Block perIteration;
    /** Per reduction: a reduction array's identity, what its copy is compared with after each iteration. */
    private final Object[] identities;
    private final int[] index;
    private final int[] segmentLo;
    private final int[] segmentHi;
    /** Per dimension: whether the walk runs from the region's highest index down. */
    private final boolean[] descending;

    EmulatedIterations(LoopBody body, LoopBody plain, Block block, Monitor monitor, BoundaryIterations boundary,
                       ReductionSpec[] reductions, Block perIteration) {
        this(body, plain, block, monitor, boundary, reductions, perIteration, new boolean[block.lo.length]);
    }

    EmulatedIterations(LoopBody body, LoopBody plain, Block block, Monitor monitor, BoundaryIterations boundary,
                       ReductionSpec[] reductions, Block perIteration, boolean[] descending) {
        this.descending = descending;
        this.body = body;
        this.plain = plain;
        this.block = block;
        this.monitor = monitor;
        this.boundary = boundary;
        this.reductions = reductions;
        this.perIteration = perIteration;
        this.identities = new Object[reductions.length];
        for (int r = 0; perIteration != null && r < reductions.length; r++) {
            if (reductions[r].sort == 'A') { // the block's copy starts as the identity (ConstructRun.initReductions)
                identities[r] = ArrayReduction.identity(reductions[r].op, block.objects[reductions[r].slot]);
            }
        }
        this.index = new int[block.lo.length];
        this.segmentLo = new int[index.length];
        this.segmentHi = new int[index.length];
    }

    /** Whether some dimension of {@code bounds} ({@code lo0, hi0, ...}) is empty. */
    static boolean empty(int[] bounds) {
        for (int d = 0; 2 * d < bounds.length; d++) {
            if (bounds[2 * d] >= bounds[2 * d + 1]) {
                return true;
            }
        }
        return false;
    }

    /** The iterations of {@code region}, boundary decided against {@code local} (both {@code lo0, hi0, ...}). */
    void walk(int[] region, int[] local) {
        if (empty(region)) {
            return;
        }
        for (int d = 0; d < index.length; d++) {
            index[d] = descending[d] ? region[2 * d + 1] - 1 : region[2 * d];
        }
        if (boundary == null) {
            do {
                checked(index);
            } while (next(index, region, descending));
        } else {
            rows(region, local);
        }
    }

    /** One iteration (or task) through the checked body. */
    void checked(int[] at) {
        for (int d = 0; d < at.length; d++) {
            block.lo[d] = at[d];
            block.hi[d] = at[d] + 1;
        }
        startIteration();
        monitor.iterationStart(at);
        try {
            body.run(block);
        } catch (Throwable failure) {
            monitor.iterationFailed(failure);
            throw failure;
        } finally {
            try {
                monitor.iterationEnd();
            } finally {
                endIteration();
            }
        }
    }

    private void rows(int[] region, int[] local) {
        int last = index.length - 1;
        int lo = region[2 * last];
        int hi = region[2 * last + 1];
        int interiorLo = clamp(local[2 * last] + boundary.left(), lo, hi);
        int interiorHi = clamp(Math.max(local[2 * last] + boundary.left(), local[2 * last + 1] - boundary.right()),
                interiorLo, hi);
        boolean faces = boundary.kind() == BoundaryIterations.Kind.FACES;
        do {
            boolean any = false;
            boolean all = true;
            for (int d = 0; d < last; d++) {
                boolean edge = boundary.isBoundary(index[d], local[2 * d], local[2 * d + 1]);
                any |= edge;
                all &= edge;
            }
            boolean down = descending[last];
            if (faces && any) {
                checkedRange(lo, hi);
            } else if (faces || all) {
                checkedRange(down ? interiorHi : lo, down ? hi : interiorLo);
                if (interiorLo < interiorHi) {
                    unchecked(interiorLo, interiorHi);
                }
                checkedRange(down ? lo : interiorHi, down ? interiorLo : hi);
            } else {
                unchecked(lo, hi);
            }
            index[last] = down ? lo : hi - 1;
        } while (next(index, region, descending));
    }

    private static int clamp(int value, int lo, int hi) {
        return Math.max(lo, Math.min(hi, value));
    }

    /** Iterations {@code from <= i < to} of the current row, checked, in the walk's direction. */
    private void checkedRange(int from, int to) {
        int last = index.length - 1;
        if (descending[last]) {
            for (int i = to - 1; i >= from; i--) {
                index[last] = i;
                checked(index);
            }
            return;
        }
        for (int i = from; i < to; i++) {
            index[last] = i;
            checked(index);
        }
    }

    /** Iterations {@code from <= i < to} of the current row through the plain body, in one call per processor. */
    private void unchecked(int from, int to) {
        int last = index.length - 1;
        for (int d = 0; d < last; d++) {
            segmentLo[d] = block.lo[d] = index[d];
            segmentHi[d] = block.hi[d] = index[d] + 1;
        }
        segmentLo[last] = block.lo[last] = from;
        segmentHi[last] = block.hi[last] = to;
        monitor.uncheckedStart(segmentLo, segmentHi);
        EmulatedRun.uncheckedDepth++;
        try {
            if (perIteration == null) {
                plain.run(block);
            } else {
                boolean down = descending[last];
                for (int n = 0; n < to - from; n++) { // each iteration its own processor: one plain call each
                    int i = down ? to - 1 - n : from + n;
                    block.lo[last] = i;
                    block.hi[last] = i + 1;
                    startIteration();
                    try {
                        plain.run(block);
                    } finally {
                        endIteration();
                    }
                }
            }
        } catch (Throwable failure) {
            monitor.iterationFailed(failure); // an interior iteration failed: the segment ends with it
            throw failure;
        } finally {
            EmulatedRun.uncheckedDepth--;
            monitor.uncheckedEnd();
        }
    }

    /** The reductions from the identity; a reduction array's copy is already back at it. */
    private void startIteration() {
        if (perIteration != null) {
            for (ReductionSpec reduction : reductions) {
                if (reduction.sort != 'A') {
                    reduction.initIdentity(block);
                }
            }
        }
    }

    /** Folds the iteration's results in, also when it failed (what it had accumulated up to the failure). */
    private void endIteration() {
        if (perIteration != null) {
            for (int r = 0; r < reductions.length; r++) {
                ReductionSpec reduction = reductions[r];
                if (reduction.sort == 'A') {
                    if (identities[r] == null) { // the field held no array
                        continue;
                    }
                    ArrayReduction.foldChanged(reduction.op, perIteration.objects[reduction.slot],
                            block.objects[reduction.slot], identities[r]);
                } else {
                    reduction.combine(perIteration, block);
                }
            }
        }
    }

    /** The next index vector of {@code bounds} in row-major order; {@code false} after the last. */
    static boolean next(int[] index, int[] bounds) {
        for (int d = index.length - 1; d >= 0; d--) {
            if (++index[d] < bounds[2 * d + 1]) {
                return true;
            }
            index[d] = bounds[2 * d];
        }
        return false;
    }

    /** As {@link #next(int[], int[])}, each {@code descending} dimension counted from its highest index down. */
    static boolean next(int[] index, int[] bounds, boolean[] descending) {
        for (int d = index.length - 1; d >= 0; d--) {
            if (descending[d]) {
                if (--index[d] >= bounds[2 * d]) {
                    return true;
                }
                index[d] = bounds[2 * d + 1] - 1;
            } else {
                if (++index[d] < bounds[2 * d + 1]) {
                    return true;
                }
                index[d] = bounds[2 * d];
            }
        }
        return false;
    }
}
