package example;

import java.util.Locale;

import static org.javadvm.ReductionOp.SUM;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.TaskRegion;

/**
 * Task regions: independent tasks, each summing its own distributed array with its own parallel loop
 * (run on the task's part of the grid); the regions themselves reduce how much work the tasks did.
 */
public class Tasks {
    @Distributed
    long[] first = new long[30_000];
    @Distributed
    long[] second = new long[20_001];
    @Distributed
    double[] third = new double[10_007];
    long firstSum;
    long secondSum;
    double thirdSum;
    long work;

    @ParallelLoop(on = "first")
    @Reduction(var = "firstSum", op = SUM)
    void sumFirst(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            first[i] = (long) i * i % 1_000_003;
            firstSum += first[i];
        }
    }

    @ParallelLoop(on = "second")
    @Reduction(var = "secondSum", op = SUM)
    void sumSecond(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            second[i] = i ^ (i >> 3);
            secondSum += second[i];
        }
    }

    @ParallelLoop(on = "third")
    @Reduction(var = "thirdSum", op = SUM)
    void sumThird(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            third[i] = Math.sqrt(i);
            thirdSum += third[i];
        }
    }

    @TaskRegion
    @Reduction(var = "work", op = SUM)
    void twoTasks(int t0, int t1) {
        for (int t = t0; t < t1; t++) {
            if (t == 0) {
                sumFirst(0, first.length);
                work += first.length;
            } else {
                sumSecond(0, second.length);
                work += second.length;
            }
        }
    }

    @TaskRegion
    @Reduction(var = "work", op = SUM)
    void threeTasks(int t0, int t1) {
        for (int t = t0; t < t1; t++) {
            switch (t) {
                case 0:
                    sumFirst(0, first.length / 2);
                    break;
                case 1:
                    sumSecond(0, second.length / 2);
                    break;
                default:
                    sumThird(0, third.length);
                    break;
            }
            work += 1;
        }
    }

    public static void main(String[] args) {
        Tasks tasks = new Tasks();
        tasks.twoTasks(0, 2);
        System.out.println("firstSum=" + tasks.firstSum + "\nsecondSum=" + tasks.secondSum + "\nwork=" + tasks.work);
        tasks.firstSum = 0;
        tasks.secondSum = 0;
        tasks.threeTasks(0, 3);
        System.out.println("firstHalf=" + tasks.firstSum + "\nsecondHalf=" + tasks.secondSum);
        print("thirdSum", tasks.thirdSum);
        System.out.println("work3=" + tasks.work);
    }

    /** A double result twice: exact bits in hex, and 17 significant digits for reading and tolerance. */
    static void print(String key, double value) {
        System.out.println(key + "=" + Double.toHexString(value));
        System.out.println(key + ".g17=" + String.format(Locale.ROOT, "%.17g", value));
    }
}
