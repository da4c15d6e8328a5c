package org.javadvm.internal;

import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * Runs an ACROSS loop as a pipeline of rectangular tiles. Each dimension is cut at the processors'
 * block boundaries, and the last one (for rank 2 and more) also into about 4 chunks per processor, so
 * that the pipeline fills. A processor runs its own tiles in lexicographic order and starts a tile only
 * when the tile before it along every dimension is done. The result equals the sequential loop's for
 * dependences whose distance is non-negative in every dimension (flow from i-1 and j-1, anti to i+1 and
 * j+1: DVM's ACROSS with shadow widths, Gauss-Seidel).
 *
 * <p>Along a {@code descending} dimension (a nest that runs from {@code hi - 1} down, DVM's negative step)
 * everything is mirrored: the tiles are taken from the highest coordinate down, and "before" is the tile
 * above, so the distances that must be non-negative are measured downward (flow from i+1, anti to i-1: an
 * upper triangular sweep).
 */
final class Wavefront {
    private static final int CHUNKS_PER_PROCESSOR = 4;

    private final int rank;
    private final int[][] cuts;
    private final int[] stride;
    private final int[] owner;
    private final AtomicIntegerArray done;
    private final boolean fits;
    /** Per dimension: whether the tiles are taken from the highest coordinate down. */
    private final boolean[] descending;

    /** @param blocks per participant, {@code null} for participants without iterations */
    Wavefront(int rank, int[] bounds, Block[] blocks) {
        this(rank, bounds, blocks, new boolean[rank]);
    }

    /**
     * @param blocks per participant, {@code null} for participants without iterations
     * @param descending per loop dimension, whether the nest runs downward along it
     */
    Wavefront(int rank, int[] bounds, Block[] blocks, boolean[] descending) {
        this.rank = rank;
        this.descending = descending.clone();
        this.cuts = new int[rank][];
        int participants = blocks.length;
        for (int d = 0; d < rank; d++) {
            TreeSet<Integer> points = new TreeSet<>();
            points.add(bounds[2 * d]);
            points.add(bounds[2 * d + 1]);
            for (Block block : blocks) {
                if (block != null) {
                    points.add(block.lo[d]);
                    points.add(block.hi[d]);
                }
            }
            if (d == rank - 1 && rank >= 2) {
                long lo = bounds[2 * d];
                long extent = bounds[2 * d + 1] - lo;
                int chunks = CHUNKS_PER_PROCESSOR * participants;
                for (int q = 1; q < chunks; q++) {
                    points.add((int) (lo + extent * q / chunks));
                }
            }
            cuts[d] = points.stream().mapToInt(Integer::intValue).toArray();
        }
        stride = new int[rank];
        int tiles = 1;
        for (int d = rank - 1; d >= 0; d--) {
            stride[d] = tiles;
            tiles *= cuts[d].length - 1;
        }
        owner = new int[tiles];
        for (int t = 0; t < tiles; t++) {
            owner[t] = -1;
            for (int m = 0; m < blocks.length && owner[t] < 0; m++) {
                if (blocks[m] != null && contains(blocks[m], t)) {
                    owner[t] = m;
                }
            }
        }
        done = new AtomicIntegerArray(tiles);
        fits = Spin.fits(participants);
    }

    private int coordinate(int tile, int d) {
        return tile / stride[d] % (cuts[d].length - 1);
    }

    private boolean contains(Block block, int tile) {
        for (int d = 0; d < rank; d++) {
            int lo = cuts[d][coordinate(tile, d)];
            if (lo < block.lo[d] || lo >= block.hi[d]) {
                return false;
            }
        }
        return true;
    }

    /** Runs participant {@code member}'s tiles, reusing its block for the tile bounds. */
    void runTiles(int member, Block block, LoopBody body) {
        try {
            for (int position = 0; position < owner.length; position++) {
                int t = tileAt(position);
                if (owner[t] != member) {
                    continue;
                }
                for (int d = 0; d < rank; d++) {
                    int c = coordinate(t, d);
                    int before = descending[d] ? t + stride[d] : t - stride[d];
                    boolean first = descending[d] ? c == cuts[d].length - 2 : c == 0;
                    if (!first && owner[before] != member && owner[before] >= 0) {
                        awaitDone(before);
                    }
                    block.lo[d] = cuts[d][c];
                    block.hi[d] = cuts[d][c + 1];
                }
                body.run(block);
                done.set(t, 1);
            }
        } catch (RuntimeException | Error failure) {
            // release the neighbours waiting on this processor's tiles; the failure is rethrown by the team
            for (int t = 0; t < owner.length; t++) {
                if (owner[t] == member) {
                    done.set(t, 1);
                }
            }
            throw failure;
        }
    }

    /**
     * Participant {@code member}'s tiles in the order {@link #runTiles} runs them, each as
     * {@code lo0, hi0, lo1, hi1, ...}: for the debug emulation, which runs the participants one after another
     * in participant order (an order in which every tile's predecessors are done, since a tile's predecessor
     * lies in the same or an earlier participant's block).
     */
    java.util.List<int[]> tilesOf(int member) {
        java.util.List<int[]> tiles = new java.util.ArrayList<>();
        for (int position = 0; position < owner.length; position++) {
            int t = tileAt(position);
            if (owner[t] == member) {
                int[] tile = new int[2 * rank];
                for (int d = 0; d < rank; d++) {
                    int c = coordinate(t, d);
                    tile[2 * d] = cuts[d][c];
                    tile[2 * d + 1] = cuts[d][c + 1];
                }
                tiles.add(tile);
            }
        }
        return tiles;
    }

    /**
     * The tile taken at {@code position} of the lexicographic order, each descending dimension's coordinate
     * counted from its highest.
     */
    private int tileAt(int position) {
        int tile = 0;
        for (int d = 0; d < rank; d++) {
            int c = coordinate(position, d);
            tile += (descending[d] ? cuts[d].length - 2 - c : c) * stride[d];
        }
        return tile;
    }

    /**
     * The participants in the order their first tiles come in the order of {@link #tileAt}, then those without
     * tiles: an order in which every tile's predecessors belong to the same or an earlier participant, for the
     * debug emulation, which runs the participants one after another.
     */
    int[] participantOrder(int participants) {
        int[] order = new int[participants];
        boolean[] placed = new boolean[participants];
        int next = 0;
        for (int position = 0; position < owner.length; position++) {
            int m = owner[tileAt(position)];
            if (m >= 0 && !placed[m]) {
                placed[m] = true;
                order[next++] = m;
            }
        }
        for (int m = 0; m < participants; m++) {
            if (!placed[m]) {
                order[next++] = m;
            }
        }
        return order;
    }

    /** Nobody unparks a tile's waiter, so past the spinning it keeps yielding. */
    private void awaitDone(int tile) {
        for (int attempt = 0; done.get(tile) == 0; attempt++) {
            if (!Spin.step(attempt, fits)) {
                Thread.yield();
            }
        }
    }
}
