package org.javadvm.npb.ft;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;
import static org.javadvm.ReductionOp.SUM;

import java.util.Locale;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Redistribute;
import org.javadvm.Reduction;
import org.javadvm.npb.ProblemClass;
import org.javadvm.npb.Randlc;
import org.javadvm.npb.ResultBlock;
import org.javadvm.npb.Timer;
import org.javadvm.npb.Verification;

/**
 * NPB FT: the heat equation {@code du/dt = alpha * laplacian(u)} on an nx x ny x nz periodic grid solved through
 * the 3-D discrete Fourier transform (NAS report RNR-94-007, section 2.6): transform the random initial field
 * once, then for each time step t scale every frequency by {@code exp(-4 alpha pi^2 |k|^2 t)}, transform back and
 * take a checksum of 1024 elements.
 *
 * <p>Complex arrays are pairs of {@code double[z][y][x]} arrays (real and imaginary parts). The field is
 * distributed by z planes ({@code {BLOCK, WHOLE, WHOLE}}) for the transforms along x and y and redistributed by y
 * ({@code {WHOLE, BLOCK, WHOLE}}, DVM's REDISTRIBUTE) for the one along z: NPB's transpose, with the data left where
 * it is and the ownership moved. The one-dimensional transforms' twiddle factors are computed in the constructor,
 * outside the parallel loops, as NPB's fft_init does.
 */
public class FT {
    private static final double ALPHA = 1.0e-6;
    private static final double SEED = 314159265.0;
    /** Lines transformed together along y and z: neighbouring x, eight doubles, one cache line of each row. */
    static final int LINES = 8;

    final int nx;
    final int ny;
    final int nz;
    final Fourier alongX;
    final Fourier alongY;
    final Fourier alongZ;

    /** The field: by z planes for the x and y transforms and the checksums, by y for the z transform. */
    @Distributed(format = {BLOCK, WHOLE, WHOLE})
    double[][][] re;
    @Distributed(alignWith = "re")
    double[][][] im;
    /** The transformed initial field, scaled once more every time step (NPB's u0); used while the field is by y. */
    @Distributed(alignWith = "re")
    double[][][] spectrumRe;
    @Distributed(alignWith = "re")
    double[][][] spectrumIm;
    /** Each frequency's factor per time step, exp(-4 alpha pi^2 |k|^2): computed once (NPB's twiddle array). */
    @Distributed(alignWith = "re")
    double[][][] decay;

    double checksumRe;
    double checksumIm;

    FT(int nx, int ny, int nz) {
        this.nx = nx;
        this.ny = ny;
        this.nz = nz;
        alongX = new Fourier(nx);
        alongY = new Fourier(ny);
        alongZ = new Fourier(nz);
        re = new double[nz][ny][nx];
        im = new double[nz][ny][nx];
        spectrumRe = new double[nz][ny][nx];
        spectrumIm = new double[nz][ny][nx];
        decay = new double[nz][ny][nx];
    }

    /** The field and its spectrum by z planes: the x and y transforms, the initial field and the checksums. */
    @Redistribute(array = "re", format = {BLOCK, WHOLE, WHOLE})
    void byPlanes() {
        // the annotation is the whole of it: the arrays keep their elements, the owners change
    }

    /** The field and its spectrum by y: the z transform and the evolution (NPB's transpose). */
    @Redistribute(array = "re", format = {WHOLE, BLOCK, WHOLE})
    void byColumns() {
        // the annotation is the whole of it: the arrays keep their elements, the owners change
    }

    /**
     * The initial field: 2 nx ny nz uniform deviates of NPB's generator from seed 314159265, real and imaginary
     * part of each element in turn, x fastest, then y, then z. Each plane jumps its stream to its first number.
     */
    @ParallelLoop(on = "re", rank = 1)
    void initialConditions(int z0, int z1) {
        double[] numbers = new double[2 * nx];
        for (int z = z0; z < z1; z++) {
            Randlc stream = new Randlc(Randlc.multiply(Randlc.power(Randlc.A, 2L * nx * ny * z), SEED));
            for (int y = 0; y < ny; y++) {
                stream.fill(Randlc.A, numbers, 0, 2 * nx);
                for (int x = 0; x < nx; x++) {
                    re[z][y][x] = numbers[2 * x];
                    im[z][y][x] = numbers[2 * x + 1];
                }
            }
        }
    }

    /**
     * The transforms along x and y of every z plane ({@code sign} -1 forward, +1 inverse, unscaled). The lines
     * along y are transformed {@value #LINES} at a time, gathered from {@value #LINES} neighbouring x.
     */
    @ParallelLoop(on = "re", rank = 1)
    void transformPlanes(int z0, int z1, int sign) {
        double[] lineRe = new double[Math.max(nx, LINES * ny)];
        double[] lineIm = new double[lineRe.length];
        for (int z = z0; z < z1; z++) {
            for (int y = 0; y < ny; y++) {
                System.arraycopy(re[z][y], 0, lineRe, 0, nx);
                System.arraycopy(im[z][y], 0, lineIm, 0, nx);
                alongX.transform(lineRe, lineIm, sign);
                for (int x = 0; x < nx; x++) {
                    re[z][y][x] = lineRe[x];
                    im[z][y][x] = lineIm[x];
                }
            }
            for (int x0 = 0; x0 < nx; x0 += LINES) {
                int width = Math.min(LINES, nx - x0);
                for (int y = 0; y < ny; y++) {
                    for (int c = 0; c < width; c++) {
                        lineRe[y * width + c] = re[z][y][x0 + c];
                        lineIm[y * width + c] = im[z][y][x0 + c];
                    }
                }
                alongY.transformLines(lineRe, lineIm, width, sign);
                for (int y = 0; y < ny; y++) {
                    for (int c = 0; c < width; c++) {
                        re[z][y][x0 + c] = lineRe[y * width + c];
                        im[z][y][x0 + c] = lineIm[y * width + c];
                    }
                }
            }
        }
    }

    /**
     * The transform along z of every (y, x) column ({@code sign} -1 forward, +1 inverse, unscaled),
     * {@value #LINES} neighbouring columns at a time.
     */
    @ParallelLoop(on = "re", dims = 1)
    void transformColumns(int y0, int y1, int sign) {
        double[] lineRe = new double[LINES * nz];
        double[] lineIm = new double[lineRe.length];
        for (int y = y0; y < y1; y++) {
            for (int x0 = 0; x0 < nx; x0 += LINES) {
                int width = Math.min(LINES, nx - x0);
                for (int z = 0; z < nz; z++) {
                    for (int c = 0; c < width; c++) {
                        lineRe[z * width + c] = re[z][y][x0 + c];
                        lineIm[z * width + c] = im[z][y][x0 + c];
                    }
                }
                alongZ.transformLines(lineRe, lineIm, width, sign);
                for (int z = 0; z < nz; z++) {
                    for (int c = 0; c < width; c++) {
                        re[z][y][x0 + c] = lineRe[z * width + c];
                        im[z][y][x0 + c] = lineIm[z * width + c];
                    }
                }
            }
        }
    }

    /** Keeps the forward transform as the spectrum to evolve. */
    @ParallelLoop(on = "re", dims = 1)
    void keepSpectrum(int y0, int y1) {
        for (int y = y0; y < y1; y++) {
            for (int z = 0; z < nz; z++) {
                for (int x = 0; x < nx; x++) {
                    spectrumRe[z][y][x] = re[z][y][x];
                    spectrumIm[z][y][x] = im[z][y][x];
                }
            }
        }
    }

    /**
     * The factor of every frequency (kx, ky, kz) per time step, each index k of n standing for k or k - n, whichever
     * lies in [-n/2, n/2): exp(-4 alpha pi^2 (kx^2 + ky^2 + kz^2)).
     */
    @ParallelLoop(on = "re", dims = 1)
    void decayFactors(int y0, int y1) {
        double exponent = -4.0 * ALPHA * Math.PI * Math.PI;
        for (int y = y0; y < y1; y++) {
            long ky = frequency(y, ny);
            for (int z = 0; z < nz; z++) {
                long kz = frequency(z, nz);
                for (int x = 0; x < nx; x++) {
                    long kx = frequency(x, nx);
                    decay[z][y][x] = Math.exp(exponent * (kx * kx + ky * ky + kz * kz));
                }
            }
        }
    }

    /** One time step: every frequency scaled by its factor; the result is also the field to transform back. */
    @ParallelLoop(on = "re", dims = 1)
    void evolve(int y0, int y1) {
        for (int y = y0; y < y1; y++) {
            for (int z = 0; z < nz; z++) {
                for (int x = 0; x < nx; x++) {
                    double factor = decay[z][y][x];
                    spectrumRe[z][y][x] *= factor;
                    spectrumIm[z][y][x] *= factor;
                    re[z][y][x] = spectrumRe[z][y][x];
                    im[z][y][x] = spectrumIm[z][y][x];
                }
            }
        }
    }

    static long frequency(int index, int n) {
        return index < n / 2 ? index : index - n;
    }

    /** The sum of elements (5j mod nz, 3j mod ny, j mod nx), j = 1..1024, by the planes that hold them. */
    @ParallelLoop(on = "re", rank = 1)
    @Reduction(var = "checksumRe", op = SUM)
    @Reduction(var = "checksumIm", op = SUM)
    void checksum(int z0, int z1) {
        for (int z = z0; z < z1; z++) {
            for (int j = 1; j <= 1024; j++) {
                if (5 * j % nz == z) {
                    checksumRe += re[z][3 * j % ny][j % nx];
                    checksumIm += im[z][3 * j % ny][j % nx];
                }
            }
        }
    }

    /** The forward 3-D transform of the initial field into the spectrum, and the factors to evolve it by. */
    void forward() {
        byPlanes();
        initialConditions(0, nz);
        transformPlanes(0, nz, -1);
        byColumns();
        transformColumns(0, ny, -1);
        keepSpectrum(0, ny);
        decayFactors(0, ny);
    }

    /** One time step and its checksum, divided by the number of points (the inverse transform is unscaled). */
    double[] step() {
        byColumns();
        evolve(0, ny);
        transformColumns(0, ny, 1);
        byPlanes();
        transformPlanes(0, nz, 1);
        checksumRe = 0;
        checksumIm = 0;
        checksum(0, nz);
        double points = (double) nx * ny * nz;
        return new double[] {checksumRe / points, checksumIm / points};
    }

    /** Official class parameters: grid, time steps, checksums per step (NPB 3 tables). */
    static final class Parameters {
        final int nx;
        final int ny;
        final int nz;
        final double[][] checksums;

        Parameters(int nx, int ny, int nz, double[][] checksums) {
            this.nx = nx;
            this.ny = ny;
            this.nz = nz;
            this.checksums = checksums;
        }

        static Parameters of(ProblemClass problemClass) {
            switch (problemClass) {
                case S: return new Parameters(64, 64, 64, new double[][] {
                    {5.546087004964e+02, 4.845363331978e+02}, {5.546385409189e+02, 4.865304269511e+02},
                    {5.546148406171e+02, 4.883910722336e+02}, {5.545423607415e+02, 4.901273169046e+02},
                    {5.544255039624e+02, 4.917475857993e+02}, {5.542683411902e+02, 4.932597244941e+02}});
                case W: return new Parameters(128, 128, 32, new double[][] {
                    {5.673612178944e+02, 5.293246849175e+02}, {5.631436885271e+02, 5.282149986629e+02},
                    {5.594024089970e+02, 5.270996558037e+02}, {5.560698047020e+02, 5.260027904925e+02},
                    {5.530898991250e+02, 5.249400845633e+02}, {5.504159734538e+02, 5.239212247086e+02}});
                default: return new Parameters(256, 256, 128, new double[][] {
                    {5.046735008193e+02, 5.114047905510e+02}, {5.059412319734e+02, 5.098809666433e+02},
                    {5.069376896287e+02, 5.098144042213e+02}, {5.077892868474e+02, 5.101336130759e+02},
                    {5.085233095391e+02, 5.104914655194e+02}, {5.091487099959e+02, 5.107917842803e+02}});
            }
        }
    }

    public static void main(String[] args) {
        ProblemClass problemClass = ProblemClass.fromArguments(args);
        Parameters parameters = Parameters.of(problemClass);
        int steps = parameters.checksums.length;
        System.out.printf(Locale.ROOT, "%n NAS Parallel Benchmarks (Java-DVM) - FT Benchmark%n%n");
        System.out.printf(Locale.ROOT, " Size: %dx%dx%d  (class %s)%n", parameters.nx, parameters.ny, parameters.nz,
                problemClass);
        System.out.printf(Locale.ROOT, " Iterations: %d%n", steps);
        FT ft = new FT(parameters.nx, parameters.ny, parameters.nz);
        ft.forward(); // one untimed forward transform, as NPB does, then from the start again

        Timer timer = new Timer();
        timer.start();
        ft.forward();
        double[][] sums = new double[steps][];
        for (int t = 0; t < steps; t++) {
            sums[t] = ft.step();
        }
        timer.stop();

        Verification verification = new Verification(System.out);
        for (int t = 0; t < steps; t++) {
            System.out.printf(Locale.ROOT, " T = %5d     Checksum = %22.12e %22.12e%n", t + 1, sums[t][0], sums[t][1]);
            verification.relative("checksum " + (t + 1) + " real", sums[t][0], parameters.checksums[t][0], 1.0e-12);
            verification.relative("checksum " + (t + 1) + " imaginary", sums[t][1], parameters.checksums[t][1], 1.0e-12);
        }
        double points = (double) parameters.nx * parameters.ny * parameters.nz;
        // NPB's operation count: the initial transform and one evolution plus inverse transform per step
        double operations = 1.0e-6 * points * (14.8157 + 7.19641 * Math.log(points)
                + (5.23518 + 7.21113 * Math.log(points)) * steps);
        new ResultBlock("FT", problemClass)
                .size(parameters.nx + "x" + parameters.ny + "x" + parameters.nz)
                .iterations(steps)
                .time(timer.seconds(), operations)
                .operation("floating point")
                .verified(verification.passed())
                .print(System.out);
        if (!verification.passed()) {
            System.exit(1);
        }
    }
}
