package org.javadvm.bad.redistribute;

import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Redistribute;

/** Every way a @Redistribute can misfit its class. */
public class Remaps {
    @Distributed(format = {BLOCK, WHOLE})
    double[][] table = new double[8][8];
    @Distributed(alignWith = "table")
    double[][] follower = new double[8][8];
    double[][] plain = new double[8][8];
    @Distributed(format = {BLOCK, WHOLE})
    double[][] rowsOnly = new double[8][8];

    @Redistribute(array = "missing", format = {WHOLE, BLOCK})
    void unknownArray() {
    }

    @Redistribute(array = "plain", format = {WHOLE, BLOCK})
    void notDistributed() {
    }

    @Redistribute(array = "table", format = {WHOLE, BLOCK, WHOLE})
    void wrongRank() {
    }

    @Redistribute(array = "follower", format = {WHOLE, BLOCK})
    void alignedArray() {
    }

    @Redistribute(array = "table", format = {WHOLE, BLOCK})
    @ParallelLoop(on = "table", rank = 1)
    void insideALoop(int i0, int i1) {
    }

    @Redistribute(array = "table", format = {WHOLE, BLOCK})
    static void staticOnInstance() {
    }

    @ParallelLoop(on = "table", rank = 1)
    void callsARedistribution(int i0, int i1) {
        for (int i = i0; i < i1; i++) {
            table[i][0] = 1;
        }
        byColumns();
        helper();
    }

    @Redistribute(array = "table", format = {WHOLE, BLOCK})
    void byColumns() {
    }

    /** Not checked by the weaver (a helper): the run-time refuses the redistribution when it is called in a loop. */
    void helper() {
        byColumns();
    }

    /** No @Redistribute gives rowsOnly a BLOCK second dimension: this loop would run on one processor. */
    @ParallelLoop(on = "rowsOnly", dims = 1)
    void columnsOfRowsOnly(int j0, int j1) {
    }
}
