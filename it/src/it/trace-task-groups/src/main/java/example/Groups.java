package example;

import static org.javadvm.ReductionOp.SUM;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.TaskRegion;

/**
 * Task regions with fewer tasks than processors: each task runs on a group of processors, which splits the
 * parallel loops the task calls. Task 0 relaxes one array three times; task 1 relaxes another twice, then runs a
 * task region of its own over two more arrays. With the argument {@code race}, task 1's relaxation reads its
 * running sum, whose partial value differs on every processor of the group but the first.
 */
public class Groups {
    static final class Part {
        @Distributed
        double[] x;
        double sum;

        Part(int n) {
            x = new double[n];
        }

        @ParallelLoop(on = "x")
        @Reduction(var = "sum", op = SUM)
        void relax(int lo, int hi) {
            for (int i = lo; i < hi; i++) {
                x[i] = 0.5 * x[i] + i;
                sum += x[i];
            }
        }

        @ParallelLoop(on = "x")
        @Reduction(var = "sum", op = SUM)
        void relaxRacy(int lo, int hi) {
            for (int i = lo; i < hi; i++) {
                x[i] = 0.5 * x[i] + i + 1e-3 * sum;
                sum += x[i];
            }
        }
    }

    final Part a = new Part(12);
    final Part b = new Part(7);
    final Part c = new Part(9);
    final Part d = new Part(5);
    final boolean race;
    double total;

    Groups(boolean race) {
        this.race = race;
    }

    @TaskRegion
    void inner(int t0, int t1) {
        for (int t = t0; t < t1; t++) {
            Part p = t == 0 ? c : d;
            for (int k = 0; k < 2; k++) {
                p.relax(0, p.x.length);
            }
        }
    }

    @TaskRegion
    void outer(int t0, int t1) {
        for (int t = t0; t < t1; t++) {
            if (t == 0) {
                for (int k = 0; k < 3; k++) {
                    a.relax(0, a.x.length);
                    total += a.x[k];
                }
            } else {
                for (int k = 0; k < 2; k++) {
                    if (race) {
                        b.relaxRacy(0, b.x.length);
                    } else {
                        b.relax(0, b.x.length);
                    }
                }
                inner(0, 2);
                total += c.sum + d.sum;
            }
        }
    }

    public static void main(String[] args) {
        Groups groups = new Groups(args.length > 0 && args[0].equals("race"));
        for (int round = 0; round < 2; round++) {
            groups.outer(0, 2);
        }
        System.out.println("sums " + groups.a.sum + " " + groups.b.sum + " " + groups.c.sum + " " + groups.d.sum
                + " total " + groups.total);
    }
}
