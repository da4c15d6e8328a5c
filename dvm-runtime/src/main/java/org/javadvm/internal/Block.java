package org.javadvm.internal;

/**
 * A block of iterations handed to one processor, plus that processor's private storage.
 *
 * <p>The woven body reads its bounds from {@link #lo} and {@link #hi} (loop dimension {@code d} covers
 * {@code [lo[d], hi[d])}), and every access to a reduction, location or private field is redirected to
 * a slot of {@link #ints}, {@link #longs}, {@link #floats} or {@link #doubles}, and every read of a
 * reduction array field to a slot of {@link #objects} holding the processor's copy (slot numbers are fixed
 * by the weaver and written into the loop's spec). The field layout is part of the contract with
 * woven code: do not rename.
 */
public final class Block {
    public final int processor;
    public final int[] lo;
    public final int[] hi;
    public final int[] ints;
    public final long[] longs;
    public final float[] floats;
    public final double[] doubles;
    /** Array reductions: the processor's copy of each reduction array. */
    public final Object[] objects;

    // Shared by every block without slots of a kind: most loops have no reduction, and a block is made per call.
    private static final int[] NO_INTS = {};
    private static final long[] NO_LONGS = {};
    private static final float[] NO_FLOATS = {};
    private static final double[] NO_DOUBLES = {};
    private static final Object[] NO_OBJECTS = {};

    public Block(int processor, int rank, int nInts, int nLongs, int nFloats, int nDoubles) {
        this(processor, rank, nInts, nLongs, nFloats, nDoubles, 0);
    }

    public Block(int processor, int rank, int nInts, int nLongs, int nFloats, int nDoubles, int nObjects) {
        this.processor = processor;
        this.lo = new int[rank];
        this.hi = new int[rank];
        this.ints = nInts == 0 ? NO_INTS : new int[nInts];
        this.longs = nLongs == 0 ? NO_LONGS : new long[nLongs];
        this.floats = nFloats == 0 ? NO_FLOATS : new float[nFloats];
        this.doubles = nDoubles == 0 ? NO_DOUBLES : new double[nDoubles];
        this.objects = nObjects == 0 ? NO_OBJECTS : new Object[nObjects];
    }

    /** Number of iterations in this block. */
    public long size() {
        long n = 1;
        for (int d = 0; d < lo.length; d++) {
            n *= Math.max(0, hi[d] - lo[d]);
        }
        return n;
    }
}
