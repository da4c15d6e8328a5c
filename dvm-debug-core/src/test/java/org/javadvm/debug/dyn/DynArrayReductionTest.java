package org.javadvm.debug.dyn;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;
import org.javadvm.internal.LoopBody;
import org.javadvm.internal.Woven;
import org.junit.jupiter.api.Test;

/**
 * Dynamic control of reductions over arrays: inside the construct that declares the array, an iteration's
 * read-then-write of an element is the reduction's update (not shared data); an element assigned without
 * being read, or (SUM) read without being updated, is DVM04; the same array touched by a construct that does
 * not declare it is shared data again (DVM03). The emulation updates the field's array itself.
 */
class DynArrayReductionTest extends MeshFixture {
    static final class Bins {
        @Distributed
        double[] keys = new double[8];
        double[] bins = new double[3];

        @ParallelLoop(on = "keys")
        @Reduction(var = "bins", op = ReductionOp.SUM)
        void count(int lo, int hi) {
        }

        @ParallelLoop(on = "keys")
        @Reduction(var = "bins", op = ReductionOp.MAX)
        void peak(int lo, int hi) {
        }

        @ParallelLoop(on = "keys")
        void undeclared(int lo, int hi) {
        }
    }

    private final Bins holder = new Bins();

    private void run(String method, ReductionOp op, LoopBody body) {
        String slots = op == null ? "0,0,0,0" : "0,0,0,0,1;red=" + op + ",A,bins,0,-";
        Woven.loop("kind=loop;name=" + Bins.class.getName() + "." + method + ";src=Bins.java:40;rank=1;tmpl=keys;"
                + "fmt=B;off=0;across=0;slots=" + slots, Bins.class, holder, body, new int[] {0, 8});
    }

    /** {@code bins[i % 3] += 1} as the woven body does it: the array from the block's slot, read, then written. */
    private LoopBody increment() {
        return block -> {
            int i = block.lo[0];
            double[] bins = block.objects.length > 0 ? (double[]) block.objects[0] : holder.bins;
            dyn.arrayRead(bins, i % 3, BASE + READ);
            bins[i % 3] += 1;
            dyn.arrayWrite(bins, i % 3, BASE + WRITE);
        };
    }

    @Test
    void updatesOfADeclaredArrayAreTheReductionsAndLandInTheArrayItself() {
        double[] array = holder.bins;
        run("count", ReductionOp.SUM, increment());
        assertThat(seen(), empty());
        assertSame(array, holder.bins);
        assertArrayEquals(new double[] {3, 3, 2}, holder.bins);
    }

    @Test
    void theSameHistogramUndeclaredIsSharedData() {
        run("undeclared", null, increment());
        assertThat(seen().subList(0, 2), contains("DVM03 undeclared-private array[0] read 100 (3)",
                "DVM03 undeclared-private array[0] write 101 (3)"));
    }

    @Test
    void aSumElementReadAsAValueIsItsPartialResult() {
        run("count", ReductionOp.SUM, block -> dyn.arrayRead((double[]) block.objects[0], 0, BASE + READ));
        assertThat(seen().get(0), equalTo("DVM04 array-read bins[0] read 100 (0)"));
        assertThat("every iteration reads a partial", seen(), hasSize(8));
        assertThat(found.get(0).variable, equalTo("bins"));
    }

    @Test
    void aMaximumMayReadItsElementToDecideWhetherToWriteIt() {
        run("peak", ReductionOp.MAX, block -> {
            int i = block.lo[0];
            double[] bins = (double[]) block.objects[0];
            dyn.arrayRead(bins, i % 3, BASE + READ);
            if (i > bins[i % 3]) {
                bins[i % 3] = i;
                dyn.arrayWrite(bins, i % 3, BASE + WRITE);
            }
        });
        assertThat(seen(), empty());
        assertArrayEquals(new double[] {6, 7, 5}, holder.bins);
    }

    @Test
    void anElementAssignedWithoutBeingReadIsNotAnUpdate() {
        run("count", ReductionOp.SUM, block -> dyn.arrayWrite((double[]) block.objects[0], 1, BASE + WRITE));
        assertThat(seen().get(0), equalTo("DVM04 array-assignment bins[1] write 101 (0)"));
        assertThat(seen(), hasSize(8));
    }

    @Test
    void afterItsConstructTheArrayIsOrdinaryDataAgain() {
        run("count", ReductionOp.SUM, increment());
        dyn.arrayRead(holder.bins, 0, BASE + READ3); // the sequential part reads the result
        assertThat(seen(), empty());
        run("undeclared", null, increment());
        assertThat(seen().subList(0, 2), contains("DVM03 undeclared-private bins[0] read 100 (3)",
                "DVM03 undeclared-private bins[0] write 101 (3)"));
    }
}
