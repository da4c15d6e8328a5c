package org.javadvm.debug.trace.compare;

import java.util.Objects;

import org.javadvm.debug.trace.TraceValue;
import org.javadvm.debug.trace.ValueKind;

/**
 * Decides whether a run's value equals the reference's: floating values within {@code Exp} (absolute, or
 * relative to {@code max(RelCompareMin, |a|, |b|)}), exactly under {@code StrictCompare}; integral and
 * reference values exactly. Two NaNs, or two equal infinities, are equal: the reference computed them too.
 */
final class ValueTolerance {
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
        double absolute = Math.abs(a - b);
        double relative = absolute / Math.max(settings.relCompareMin(), Math.max(Math.abs(a), Math.abs(b)));
        boolean equal = !settings.strictCompare()
                && (settings.expIsAbsolute() ? absolute <= settings.exp() : relative <= settings.exp());
        return new Outcome(equal, false, absolute, relative);
    }
}
