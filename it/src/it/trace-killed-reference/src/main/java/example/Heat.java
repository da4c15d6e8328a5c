package example;

import static org.javadvm.ReductionOp.SUM;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;

/**
 * A rod relaxed sweep by sweep. Two hooks stand for what happens to real runs: {@code haltAfterSweep} ends the JVM
 * at once after that sweep, as a kill does (no shutdown hook, no flush), and {@code perturbAtSweep} changes one value
 * in that sweep, a divergence of the run from its reference.
 */
public class Heat {
    final int n;
    @Distributed(shadow = 1)
    double[] t;
    @Distributed(alignWith = "t")
    double[] next;
    double heat;
    /** The sweep whose relaxation is perturbed, from {@code perturbAtSweep}; final, so no trace record shows it. */
    static final int PERTURB_AT = Integer.getInteger("perturbAtSweep", -1);

    Heat(int n) {
        this.n = n;
        t = new double[n];
        next = new double[n];
        for (int i = 0; i < n; i++) {
            t[i] = i == n / 2 ? 1000 : 0;
        }
    }

    @ParallelLoop(on = "next", shadowRenew = "t")
    void relax(int lo, int hi, int sweep) {
        for (int i = lo; i < hi; i++) {
            next[i] = (t[i - 1] + t[i + 1]) / 2 + (sweep == PERTURB_AT && i == n / 3 ? 1e-3 : 0);
        }
    }

    @ParallelLoop(on = "t")
    @Reduction(var = "heat", op = SUM)
    void update(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            t[i] = next[i];
            heat += t[i];
        }
    }

    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        int sweeps = Integer.parseInt(args[1]);
        int haltAfter = Integer.getInteger("haltAfterSweep", -1);
        Heat rod = new Heat(n);
        for (int sweep = 0; sweep < sweeps; sweep++) {
            rod.heat = 0;
            rod.relax(1, n - 1, sweep);
            rod.update(1, n - 1);
            System.out.println("sweep " + sweep + " heat = " + rod.heat);
            if (sweep == haltAfter) {
                Runtime.getRuntime().halt(137);
            }
        }
    }
}
