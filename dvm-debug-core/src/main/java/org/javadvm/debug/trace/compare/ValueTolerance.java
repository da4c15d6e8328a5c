package org.javadvm.debug.trace.compare;

import java.util.Objects;

import org.javadvm.debug.trace.TraceValue;
import org.javadvm.debug.trace.ValueKind;

/**
 * Decides whether a run's value equals the reference's: floating values within {@code Exp} (absolute, or
 * relative to {@code max(RelCompareMin, |a|, |b|)}), exactly under {@code StrictCompare}; integral and
 * reference values exactly. Two NaNs, or two equal infinities, are equal: the reference computed them too.
 *
 * <p>Whatever {@code Exp} says, values that differ only in their last bits are equal unless {@code StrictCompare}
 * asks for equal bits: a difference of at most {@link #DOUBLE_ROUNDING} of the larger magnitude (12 of a double's
 * 52 fraction bits; {@link #FLOAT_ROUNDING}, 7 of a float's 23). A sum a grid combines in another order differs
 * from the sequential one there, and an absolute {@code Exp} finer than the values' resolution (1e-4 against a
 * value of 1e21, whose last bit is 2.6e5) would report every such sum of a correct program.
 */
final class ValueTolerance {
    /** The relative difference below which two doubles differ only by rounding. */
    static final double DOUBLE_ROUNDING = 0x1p-40;
    /** The relative difference below which two floats differ only by rounding. */
    static final double FLOAT_ROUNDING = 0x1p-16;

    /** What a comparison found; differences are 0 for non-floating kinds. */
    record Outcome(boolean equal, boolean nonFinite, double absolute, double relative) {
    }

    private final CompareSettings settings;

    ValueTolerance(CompareSettings settings) {
        this.settings = settings;
    }

    Outcome compare(ValueKind kind, TraceValue reference, TraceValue run) {
        if (reference == null || run == null) {
            return new Outcome(reference == run, false, 0, 0);
        }
        if (kind == ValueKind.OBJECT) {
            return new Outcome(Objects.equals(reference.text(), run.text()), false, 0, 0);
        }
        if (!kind.isFloating()) {
            long difference = run.integral() - reference.integral();
            double absolute = Math.abs((double) difference);
            double relative = absolute / Math.max(settings.relCompareMin(),
                    Math.max(Math.abs((double) reference.integral()), Math.abs((double) run.integral())));
            return new Outcome(difference == 0, false, absolute, difference == 0 ? 0 : relative);
        }
        double a = reference.floating();
        double b = run.floating();
        if (Double.compare(a, b) == 0 || a == b) {
            return new Outcome(true, false, 0, 0);
        }
        if (!Double.isFinite(a) || !Double.isFinite(b)) {
            return new Outcome(false, !Double.isFinite(b), Double.NaN, Double.NaN);
        }
        double absolute = absolute(a, b);
        double relative = relative(a, b, absolute);
        return new Outcome(within(absolute, relative, kind == ValueKind.FLOAT ? FLOAT_ROUNDING : DOUBLE_ROUNDING),
                false, absolute, relative);
    }

    /** The absolute difference of two finite floating values: 0 exactly when they are equal ({@code -0.0 == 0.0}). */
    static double absolute(double a, double b) {
        return Math.abs(a - b);
    }

    /** The relative difference of two finite floating values {@code absolute} apart. */
    double relative(double a, double b, double absolute) {
        return absolute / Math.max(settings.relCompareMin(), Math.max(Math.abs(a), Math.abs(b)));
    }

    /**
     * Whether two finite doubles this far apart are equal within the tolerance: what {@link #compare} decides,
     * without its outcome object (for the comparer's common case, a value near the reference's).
     */
    boolean within(double absolute, double relative) {
        return within(absolute, relative, DOUBLE_ROUNDING);
    }

    private boolean within(double absolute, double relative, double rounding) {
        return absolute == 0 || (!settings.strictCompare() && (relative <= rounding
                || (settings.expIsAbsolute() ? absolute <= settings.exp() : relative <= settings.exp())));
    }
}
