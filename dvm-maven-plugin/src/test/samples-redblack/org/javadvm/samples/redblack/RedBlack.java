package org.javadvm.samples.redblack;

import static org.javadvm.Format.BLOCK;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;
import org.javadvm.Reduction;
import org.javadvm.ReductionOp;

/**
 * Red-black Gauss-Seidel written with each form of a start whose parity does not depend on where the loop
 * begins: every sweep updates the points of one colour from their neighbours of the other.
 */
public class RedBlack {
    @Distributed(format = {BLOCK, BLOCK}, shadow = {1, 1})
    double[][] u;
    int colour;
    double change;

    /** JGF SOR's form: the offset from the bound, the row and the colour, & 1. */
    @ParallelLoop(on = "u", shadowRenew = "u")
    @Reduction(var = "change", op = ReductionOp.MAX)
    void sweepAnd(int i0, int i1, int j0, int j1, int colour) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0 + ((i + j0 + colour) & 1); j < j1; j += 2) {
                double next = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
                change = Math.max(change, Math.abs(next - u[i][j]));
                u[i][j] = next;
            }
        }
    }

    /** A conditional expression on the parity of the bound and the row; the colour is a field. */
    @ParallelLoop(on = "u", shadowRenew = "u")
    void sweepTernary(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = (i + j0 + colour) % 2 == 0 ? j0 : j0 + 1; j < j1; j += 2) {
                u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
            }
        }
    }

    /** Math.floorMod, which is never negative. */
    @ParallelLoop(on = "u", shadowRenew = "u")
    void sweepFloorMod(int i0, int i1, int j0, int j1, int colour) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0 + Math.floorMod(i + j0 + colour, 2); j < j1; j += 2) {
                u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
            }
        }
    }

    /** Three colours: the points j = i + colour modulo 3 of each row. */
    @ParallelLoop(on = "u")
    void scaleEveryThird(int i0, int i1, int j0, int j1, int colour) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0 + Math.floorMod(i + colour - j0, 3); j < j1; j += 3) {
                u[i][j] *= 1.01;
            }
        }
    }

    public static String run() {
        RedBlack s = new RedBlack();
        int rows = 21;
        int columns = 18;
        s.u = new double[rows][columns];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < columns; j++) {
                s.u[i][j] = Math.sin(0.3 * i + 0.17 * j) + (i == 0 ? 3 : 0) + (j == columns - 1 ? 2 : 0);
            }
        }
        StringBuilder out = new StringBuilder();
        for (int sweep = 0; sweep < 4; sweep++) {
            s.change = 0;
            for (int colour = 0; colour < 2; colour++) {
                s.sweepAnd(1, rows - 1, 1, columns - 1, colour);
            }
            out.append("change=").append(s.change).append('\n');
            for (int colour = 0; colour < 2; colour++) {
                s.colour = colour;
                s.sweepTernary(1, rows - 1, 1, columns - 1);
                s.sweepFloorMod(1, rows - 1, 1, columns - 1, 1 - colour);
            }
            s.scaleEveryThird(0, rows, 0, columns, sweep);
        }
        long bits = 0;
        for (double[] row : s.u) {
            for (double value : row) {
                bits = bits * 31 + Double.doubleToLongBits(value);
            }
        }
        return out + "bits=" + bits + "\n";
    }
}
