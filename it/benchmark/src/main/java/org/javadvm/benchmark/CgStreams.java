package org.javadvm.benchmark;

import java.util.stream.IntStream;

/** The same conjugate gradients as {@link CgDvm}, as idiomatic Java parallel streams (variant d). */
public class CgStreams implements Kernel {
    private final int size;
    private final int[] rowStart;
    private final int[] column;
    private final double[] value;
    private final double[] x;
    private final double[] r;
    private final double[] p;
    private final double[] q;
    private double rr;

    public CgStreams(int m) {
        CgProblem problem = new CgProblem(m);
        size = problem.size;
        rowStart = problem.rowStart;
        column = problem.column;
        value = problem.value;
        x = new double[size];
        r = new double[size];
        p = new double[size];
        q = new double[size];
    }

    @Override
    public void reset() {
        restart();
    }

    private void restart() {
        rr = rows().mapToDouble(i -> {
            x[i] = 0;
            r[i] = CgProblem.rightHandSide(i);
            p[i] = r[i];
            return r[i] * r[i];
        }).sum();
    }

    private IntStream rows() {
        return IntStream.range(0, size).parallel();
    }

    @Override
    public void solve(int iterations) {
        for (int it = 0; it < iterations; it++) {
            if (it % CgProblem.RESTART == 0) {
                restart();
            }
            double pq = rows().mapToDouble(i -> {
                double s = 0;
                for (int k = rowStart[i]; k < rowStart[i + 1]; k++) {
                    s += value[k] * p[column[k]];
                }
                q[i] = s;
                return p[i] * s;
            }).sum();
            double alpha = rr / pq;
            double rrOld = rr;
            rr = rows().mapToDouble(i -> {
                x[i] += alpha * p[i];
                r[i] -= alpha * q[i];
                return r[i] * r[i];
            }).sum();
            double beta = rr / rrOld;
            rows().forEach(i -> p[i] = r[i] + beta * p[i]);
        }
    }

    @Override
    public double[] checksums() {
        return new double[] {CgProblem.sum(x)};
    }
}
