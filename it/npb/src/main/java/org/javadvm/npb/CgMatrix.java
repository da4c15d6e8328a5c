package org.javadvm.npb;

/**
 * The CG kernel's matrix (NAS report RNR-94-007, section 2.2.4, and NAS-95-020): A = sum over i of
 * ratio^i v_i v_i^T, plus (rcond - shift) on the diagonal, where each v_i is a random sparse vector with
 * {@code nonzeros} entries from NPB's generator and the element i set to 0.5, and ratio = rcond^(1/n).
 * Stored by rows (CSR), columns ascending; an element's contributions are added in the order of i, as
 * the reference assembles them, so the values match it bit for bit.
 */
final class CgMatrix {
    final int n;
    final int[] rowStart;
    final int[] column;
    final double[] value;

    private CgMatrix(int n, int[] rowStart, int[] column, double[] value) {
        this.n = n;
        this.rowStart = rowStart;
        this.column = column;
        this.value = value;
    }

    /** Builds the matrix, drawing from {@code stream} (multiplier {@link Randlc#A}) as the reference does. */
    static CgMatrix generate(int n, int nonzeros, double rcond, double shift, Randlc stream) {
        int[][] positions = new int[n][];
        double[][] elements = new double[n][];
        int powerOfTwo = 1;
        while (powerOfTwo < n) {
            powerOfTwo *= 2;
        }
        for (int i = 0; i < n; i++) {
            int[] at = new int[nonzeros + 1];
            double[] element = new double[nonzeros + 1];
            int count = randomSparseVector(n, nonzeros, powerOfTwo, stream, at, element);
            count = setElement(at, element, count, i, 0.5);
            positions[i] = java.util.Arrays.copyOf(at, count);
            elements[i] = java.util.Arrays.copyOf(element, count);
        }
        return assemble(n, positions, elements, rcond, shift);
    }

    /**
     * {@code nonzeros} distinct random positions below n with random values: a value and a position are
     * drawn in turn, positions beyond n or already taken are drawn again. Returns the count.
     */
    private static int randomSparseVector(int n, int nonzeros, int powerOfTwo, Randlc stream, int[] at,
                                          double[] element) {
        int count = 0;
        while (count < nonzeros) {
            double value = stream.next(Randlc.A);
            int position = (int) (powerOfTwo * stream.next(Randlc.A));
            if (position >= n || indexOf(at, count, position) >= 0) {
                continue;
            }
            element[count] = value;
            at[count] = position;
            count++;
        }
        return count;
    }

    /** Sets the element at {@code position} to {@code value}, appending it when absent; returns the count. */
    private static int setElement(int[] at, double[] element, int count, int position, double value) {
        int found = indexOf(at, count, position);
        if (found >= 0) {
            element[found] = value;
            return count;
        }
        at[count] = position;
        element[count] = value;
        return count + 1;
    }

    private static int indexOf(int[] at, int count, int position) {
        for (int k = 0; k < count; k++) {
            if (at[k] == position) {
                return k;
            }
        }
        return -1;
    }

    /**
     * The outer products in CSR: every contribution is listed per row in the order of i (then of the
     * vector's entries), each row is sorted by column keeping that order (insertion sort is stable), and
     * equal columns are summed in it.
     */
    private static CgMatrix assemble(int n, int[][] positions, double[][] elements, double rcond, double shift) {
        int[] rowCount = new int[n];
        for (int i = 0; i < n; i++) {
            for (int row : positions[i]) {
                rowCount[row] += positions[i].length;
            }
        }
        int[] start = new int[n + 1];
        for (int row = 0; row < n; row++) {
            start[row + 1] = start[row] + rowCount[row];
        }
        int[] columns = new int[start[n]];
        double[] values = new double[start[n]];
        int[] fill = start.clone();
        double ratio = Math.pow(rcond, 1.0 / n);
        double size = 1;
        for (int i = 0; i < n; i++) {
            int[] at = positions[i];
            double[] element = elements[i];
            for (int a = 0; a < at.length; a++) {
                int row = at[a];
                double scale = size * element[a];
                for (int b = 0; b < at.length; b++) {
                    double contribution = element[b] * scale;
                    if (at[b] == row && row == i) {
                        contribution = contribution + rcond - shift;
                    }
                    columns[fill[row]] = at[b];
                    values[fill[row]] = contribution;
                    fill[row]++;
                }
            }
            size *= ratio;
        }
        int[] rowStart = new int[n + 1];
        int kept = 0;
        for (int row = 0; row < n; row++) {
            int from = start[row];
            int to = start[row + 1];
            sortByColumn(columns, values, from, to);
            rowStart[row] = kept;
            for (int k = from; k < to; k++) {
                if (kept > rowStart[row] && columns[kept - 1] == columns[k]) {
                    values[kept - 1] += values[k];
                } else {
                    columns[kept] = columns[k];
                    values[kept] = values[k];
                    kept++;
                }
            }
        }
        rowStart[n] = kept;
        return new CgMatrix(n, rowStart, java.util.Arrays.copyOf(columns, kept), java.util.Arrays.copyOf(values, kept));
    }

    private static void sortByColumn(int[] columns, double[] values, int from, int to) {
        for (int k = from + 1; k < to; k++) {
            int column = columns[k];
            double value = values[k];
            int j = k - 1;
            while (j >= from && columns[j] > column) {
                columns[j + 1] = columns[j];
                values[j + 1] = values[j];
                j--;
            }
            columns[j + 1] = column;
            values[j + 1] = value;
        }
    }
}
