package example;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class JacobiTest {
    @Test
    void givesTheSequentialAnswer() {
        Jacobi jacobi = new Jacobi(24);
        double eps = jacobi.solve(5);

        // the same sweeps, written plainly: the reference every parallel run must reproduce
        double[][] a = new Jacobi(24).a;
        double[][] b = new double[24][24];
        double expected = 0;
        for (int sweep = 0; sweep < 5; sweep++) {
            expected = 0;
            for (int i = 1; i < 23; i++)
                for (int j = 1; j < 23; j++)
                    b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4;
            for (int i = 1; i < 23; i++)
                for (int j = 1; j < 23; j++) {
                    expected = Math.max(expected, Math.abs(b[i][j] - a[i][j]));
                    a[i][j] = b[i][j];
                }
        }
        assertEquals(expected, eps);
        for (int i = 0; i < 24; i++)
            for (int j = 0; j < 24; j++)
                assertEquals(a[i][j], jacobi.a[i][j], "a[" + i + "][" + j + "]");
    }
}
