package org.javadvm.debug.trace;

import java.util.LinkedHashMap;
import java.util.Map;

import org.javadvm.internal.BoundaryIterations;

/**
 * Which iterations of a parallel loop a trace records (DVM's {@code TraceOptions.Ig_left}, {@code Ig_right},
 * {@code Iloc_left}, {@code Iloc_right}) and which run through the checked body ({@code LocIterWidth},
 * {@code GlobIterWidth}, the widths of the original's two-body split), after the dissertation's method of boundary
 * iterations (seed 004, chapter 2).
 *
 * <p>An iteration is recorded when it is a boundary iteration of the loop's whole iteration space (the first
 * {@code igLeft} or last {@code igRight} indices of a dimension) or of the part the running processor owns (the
 * first {@code ilocLeft} or last {@code ilocRight} indices of that dimension of its block). In a
 * multi-dimensional loop {@code corners == false} (faces) wants that in at least one dimension, {@code corners}
 * in every one. Task regions are recorded task by task. -1 leaves a parameter unset; when all four are unset every
 * iteration is recorded; an unset one of a set pair counts as 0.
 */
public record BoundaryTrace(int igLeft, int igRight, int ilocLeft, int ilocRight, int locIterWidth,
                            int globIterWidth, boolean corners) {
    /** Every iteration recorded (the defaults). */
    public static final BoundaryTrace NONE = new BoundaryTrace(-1, -1, -1, -1, 1, 1, false);

    public BoundaryTrace {
        check("Ig_left", igLeft, -1);
        check("Ig_right", igRight, -1);
        check("Iloc_left", ilocLeft, -1);
        check("Iloc_right", ilocRight, -1);
        check("LocIterWidth", locIterWidth, 0);
        check("GlobIterWidth", globIterWidth, 0);
    }

    private static void check(String name, int value, int least) {
        if (value < least) {
            throw new IllegalArgumentException("TraceOptions." + name + " must be at least " + least + ": " + value);
        }
    }

    /** Whether only boundary iterations are recorded. */
    public boolean active() {
        return global() || local();
    }

    private boolean global() {
        return igLeft >= 0 || igRight >= 0;
    }

    private boolean local() {
        return ilocLeft >= 0 || ilocRight >= 0;
    }

    /**
     * The split asked of the run-time, which takes it per processor's block (the whole loop on one processor): the
     * recorded iterations and the {@code LocIterWidth} / {@code GlobIterWidth} widths run through the checked body.
     * A global boundary iteration is a boundary iteration of its processor's block too, of the same width, so one
     * width per side holds both. {@code null} (every iteration) when the mode is off.
     */
    public BoundaryIterations split() {
        if (!active()) {
            return null;
        }
        int width = Math.max(locIterWidth, globIterWidth);
        return new BoundaryIterations(Math.max(width, Math.max(igLeft, ilocLeft)),
                Math.max(width, Math.max(igRight, ilocRight)),
                corners ? BoundaryIterations.Kind.CORNERS : BoundaryIterations.Kind.FACES);
    }

    /**
     * Whether the iteration {@code index} of a loop over {@code bounds} ({@code lo0, hi0, ...}, upper bounds
     * exclusive) is recorded when the running processor's block is {@code [localLo, localHi)} ({@code null}: the
     * whole loop).
     */
    public boolean records(int[] index, int[] bounds, int[] localLo, int[] localHi) {
        if (!active()) {
            return true;
        }
        int[] lo = new int[index.length];
        int[] hi = new int[index.length];
        for (int d = 0; d < index.length; d++) {
            lo[d] = bounds[2 * d];
            hi[d] = bounds[2 * d + 1];
        }
        BoundaryIterations.Kind kind = corners ? BoundaryIterations.Kind.CORNERS : BoundaryIterations.Kind.FACES;
        if (global() && new BoundaryIterations(Math.max(0, igLeft), Math.max(0, igRight), kind)
                .contains(index, lo, hi)) {
            return true;
        }
        return local() && new BoundaryIterations(Math.max(0, ilocLeft), Math.max(0, ilocRight), kind)
                .contains(index, localLo == null ? lo : localLo, localHi == null ? hi : localHi);
    }

    /** The header's keys, as the original writes them ({@code -1}: not set), plus Java-DVM's BOUNDARY_TYPE. */
    public Map<String, String> headerKeys() {
        Map<String, String> keys = new LinkedHashMap<>();
        keys.put("IG_LEFT", Integer.toString(igLeft));
        keys.put("IG_RIGHT", Integer.toString(igRight));
        keys.put("ILOC_LEFT", Integer.toString(ilocLeft));
        keys.put("ILOC_RIGHT", Integer.toString(ilocRight));
        keys.put("LOCITERWIDTH", Integer.toString(locIterWidth));
        keys.put("GLOBITERWIDTH", Integer.toString(globIterWidth));
        keys.put("BOUNDARY_TYPE", corners ? "CORNERS" : "FACES");
        return keys;
    }

    /** The parameter a header key of this class comes from, for messages; {@code null} for other keys. */
    public static String parameterOf(String key) {
        return switch (key) {
            case "IG_LEFT" -> "TraceOptions.Ig_left";
            case "IG_RIGHT" -> "TraceOptions.Ig_right";
            case "ILOC_LEFT" -> "TraceOptions.Iloc_left";
            case "ILOC_RIGHT" -> "TraceOptions.Iloc_right";
            case "LOCITERWIDTH" -> "TraceOptions.LocIterWidth";
            case "GLOBITERWIDTH" -> "TraceOptions.GlobIterWidth";
            case "BOUNDARY_TYPE" -> "DebugOptions.BoundaryType";
            default -> null;
        };
    }
}
