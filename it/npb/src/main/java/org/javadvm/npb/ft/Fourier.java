package org.javadvm.npb.ft;

/**
 * The discrete Fourier transform of lines of {@code n} complex numbers, in place: radix-2, decimation in time.
 * The twiddle factors are computed when the transform is made (NPB's fft_init), in the sequential part: the
 * parallel loops only read them.
 */
final class Fourier {
    private final int n;
    /** cos and sin of 2 pi k / n for k < n / 2. */
    private final double[] cos;
    private final double[] sin;

    Fourier(int n) {
        if (Integer.bitCount(n) != 1) {
            throw new IllegalArgumentException("FT transforms lines of 2^k points, not " + n);
        }
        this.n = n;
        cos = new double[Math.max(1, n / 2)];
        sin = new double[cos.length];
        for (int k = 0; k < cos.length; k++) {
            double angle = 2 * Math.PI * k / n;
            cos[k] = Math.cos(angle);
            sin[k] = Math.sin(angle);
        }
    }

    /**
     * Replaces {@code (re, im)[0..n)} by {@code X(k) = sum_j x(j) exp(sign * 2 pi i j k / n)}, unscaled; n is a
     * power of two.
     */
    void transform(double[] re, double[] im, int sign) {
        transformLines(re, im, 1, sign);
    }

    /**
     * The transform of {@code width} lines at once, stored interleaved: point j of line c at {@code j * width + c}
     * (radix 2, decimation in time: the bit-reversed order, then the butterflies). Each line gets the same
     * operations in the same order whatever the width, so the results are the same bits; the innermost loop runs
     * across the lines, over neighbouring elements (NPB's fftblock: the columns of a plane are gathered a cache
     * line at a time instead of one by one).
     */
    void transformLines(double[] re, double[] im, int width, int sign) {
        for (int i = 1, j = 0; i < n; i++) {
            int bit = n >> 1;
            for (; (j & bit) != 0; bit >>= 1) {
                j ^= bit;
            }
            j ^= bit;
            if (i < j) {
                int p = i * width;
                int q = j * width;
                for (int c = 0; c < width; c++) {
                    double t = re[p + c];
                    re[p + c] = re[q + c];
                    re[q + c] = t;
                    t = im[p + c];
                    im[p + c] = im[q + c];
                    im[q + c] = t;
                }
            }
        }
        for (int length = 2; length <= n; length <<= 1) {
            int half = length >> 1;
            int step = n / length;
            for (int start = 0; start < n; start += length) {
                for (int k = 0; k < half; k++) {
                    double wr = cos[k * step];
                    double wi = sign * sin[k * step];
                    int a = (start + k) * width;
                    int b = a + half * width;
                    for (int c = 0; c < width; c++) {
                        double tr = re[b + c] * wr - im[b + c] * wi;
                        double ti = re[b + c] * wi + im[b + c] * wr;
                        re[b + c] = re[a + c] - tr;
                        im[b + c] = im[a + c] - ti;
                        re[a + c] += tr;
                        im[a + c] += ti;
                    }
                }
            }
        }
    }
}
