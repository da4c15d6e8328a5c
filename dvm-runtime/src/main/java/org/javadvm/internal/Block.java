package org.javadvm.internal;

/**
 * A block of iterations handed to one processor, plus that processor's private storage.
 *
 * <p>The woven body reads its bounds from {@link #lo} and {@link #hi} (loop dimension {@code d} covers
 * {@code [lo[d], hi[d])}), and every access to a reduction, location or private field is redirected to
 * a slot of {@link #ints}, {@link #longs}, {@link #floats} or {@link #doubles} (slot numbers are fixed
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

    public Block(int processor, int rank, int nInts, int nLongs, int nFloats, int nDoubles) {
        this.processor = processor;
        this.lo = new int[rank];
        this.hi = new int[rank];
        this.ints = new int[nInts];
        this.longs = new long[nLongs];
        this.floats = new float[nFloats];
        this.doubles = new double[nDoubles];
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
