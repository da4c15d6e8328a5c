package example;

import java.util.function.IntConsumer;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.ReductionOp.MAX;
import static org.javadvm.ReductionOp.SUM;

/**
 * Reductions updated where a user's code naturally updates them: in a method of another class (a MolDyn-like
 * force loop over static fields), in a helper of the same class, in a lambda, in a construct calling itself
 * on halves of its range, and in a construct nested in another that declares the same variable.
 */
public class HelperReduction {
    static final int N = 400;

    static double epot;
    static double vir;
    static int interactions;

    final Particle[] particles = new Particle[N];
    @Distributed(format = {BLOCK})
    double[] slots = new double[N];
    @Distributed(format = {BLOCK})
    double[] weights = new double[1000];
    @Distributed(format = {BLOCK})
    double[] rowTemplate = new double[8];
    @Distributed(format = {BLOCK})
    double[] cellTemplate = new double[1000];

    double s;
    long count;
    double peak;
    double scratch;

    /** The force loop: each particle's force method adds to epot, vir and interactions. */
    @ParallelLoop(on = "slots")
    @Reduction(var = "epot", op = SUM)
    @Reduction(var = "vir", op = SUM)
    @Reduction(var = "interactions", op = SUM)
    void forces(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            particles[i].force(particles, i, 0.3);
        }
    }

    /** A helper of the same class adds and keeps a maximum. */
    @ParallelLoop(on = "weights", privates = "scratch")
    @Reduction(var = "s", op = SUM)
    @Reduction(var = "peak", op = MAX)
    void weigh(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            add(i);
        }
    }

    private void add(int i) {
        scratch = weights[i] * weights[i];
        s += scratch;
        if (scratch > peak) {
            peak = scratch;
        }
    }

    /** A lambda counts and sums. */
    @ParallelLoop(on = "weights")
    @Reduction(var = "s", op = SUM)
    @Reduction(var = "count", op = SUM)
    void visit(int lo, int hi) {
        IntConsumer each = i -> {
            s += weights[i];
            count++;
        };
        for (int i = lo; i < hi; i++) {
            each.accept(i);
        }
    }

    /** Splits its range and calls itself, the loop running on pieces of at most 100 iterations. */
    @ParallelLoop(on = "weights")
    @Reduction(var = "s", op = SUM)
    void fill(int lo, int hi) {
        if (hi - lo > 100) {
            int mid = (lo + hi) / 2;
            fill(lo, mid);
            fill(mid, hi);
            return;
        }
        for (int i = lo; i < hi; i++) {
            s += i;
        }
    }

    /** One per row here, one per element in the nested loop, both into s. */
    @ParallelLoop(on = "rowTemplate")
    @Reduction(var = "s", op = SUM)
    void rows(int lo, int hi) {
        for (int r = lo; r < hi; r++) {
            s += 1;
            cells(0, 1000);
        }
    }

    @ParallelLoop(on = "cellTemplate")
    @Reduction(var = "s", op = SUM)
    void cells(int lo, int hi) {
        for (int c = lo; c < hi; c++) {
            s += 1;
        }
    }

    public static void main(String[] args) {
        HelperReduction program = new HelperReduction();
        java.util.Random random = new java.util.Random(7);
        for (int i = 0; i < N; i++) {
            program.particles[i] = new Particle(random.nextDouble(), random.nextDouble(), random.nextDouble());
        }
        for (int i = 0; i < program.weights.length; i++) {
            program.weights[i] = (i % 37) * 0.25;
        }
        program.forces(0, N);
        double fsum = 0;
        for (Particle particle : program.particles) {
            fsum += particle.fx + particle.fy + particle.fz;
        }
        System.out.println("interactions=" + interactions);
        System.out.println("epot=" + epot);
        System.out.println("vir=" + vir);
        System.out.println("forces=" + fsum);

        program.weigh(0, program.weights.length);
        System.out.println("squares=" + program.s);
        System.out.println("peak=" + program.peak);

        program.s = 0;
        program.visit(0, program.weights.length);
        System.out.println("visited=" + program.s);
        System.out.println("count=" + program.count);

        program.s = 0;
        program.fill(0, 1000);
        System.out.println("recursive=" + (long) program.s);

        program.s = 0;
        program.rows(0, 8);
        System.out.println("nested=" + (long) program.s);
    }
}
