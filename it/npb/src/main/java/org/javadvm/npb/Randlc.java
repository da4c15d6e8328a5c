package org.javadvm.npb;

/**
 * The NAS pseudo-random generator (NAS report RNR-94-007, section 2.3): the linear congruential sequence
 * x(k+1) = a * x(k) mod 2^46, each x(k) a whole number held exactly in a double, the uniform deviate
 * x(k) / 2^46 in (0, 1). The product of two 46-bit numbers is formed from 23-bit halves so that every
 * intermediate result stays below 2^52 and the sequence is the same on every machine.
 *
 * <p>The static methods are pure functions of their arguments (safe inside parallel loops: a loop that
 * needs the k-th number jumps to it with {@link #power}); an instance is a sequential stream with one seed,
 * the report's {@code randlc} ({@link #next}) and {@code vranlc} ({@link #fill}).
 */
public final class Randlc {
    /** The multiplier every kernel uses: 5^13. */
    public static final double A = 1220703125.0;

    private static final double TWO_23 = 8388608.0;
    private static final double INV_23 = 1.0 / TWO_23;
    private static final double TWO_46 = TWO_23 * TWO_23;
    private static final double INV_46 = INV_23 * INV_23;

    private double seed;

    /** A stream starting from {@code seed} (an odd whole number below 2^46). */
    public Randlc(double seed) {
        this.seed = seed;
    }

    /** The current seed: the last whole number drawn, or the starting one. */
    public double seed() {
        return seed;
    }

    /** Advances the seed by one step with multiplier {@code a} and returns the new uniform deviate. */
    public double next(double a) {
        seed = multiply(a, seed);
        return seed * INV_46;
    }

    /** Draws {@code count} uniform deviates with multiplier {@code a} into {@code y[from..from+count)}. */
    public void fill(double a, double[] y, int from, int count) {
        double x = seed;
        for (int k = 0; k < count; k++) {
            x = multiply(a, x);
            y[from + k] = x * INV_46;
        }
        seed = x;
    }

    /** (a * x) mod 2^46, exactly, for whole numbers {@code a} and {@code x} below 2^46. */
    public static double multiply(double a, double x) {
        double aHigh = (int) (INV_23 * a);
        double aLow = a - TWO_23 * aHigh;
        double xHigh = (int) (INV_23 * x);
        double xLow = x - TWO_23 * xHigh;
        // the cross terms' sum mod 2^23, shifted up by 23 bits, plus the low product, mod 2^46
        double cross = aHigh * xLow + aLow * xHigh;
        double crossLow = cross - TWO_23 * (int) (INV_23 * cross);
        double sum = TWO_23 * crossLow + aLow * xLow;
        return sum - TWO_46 * (int) (INV_46 * sum);
    }

    /** The uniform deviate of a seed: seed / 2^46. */
    public static double uniform(double seed) {
        return seed * INV_46;
    }

    /** a^n mod 2^46 by repeated squaring: the multiplier that jumps a stream {@code n} steps ahead. */
    public static double power(double a, long n) {
        double result = 1;
        double square = a;
        for (long m = n; m > 0; m >>= 1) {
            if ((m & 1) != 0) {
                result = multiply(square, result);
            }
            square = multiply(square, square);
        }
        return result;
    }
}
