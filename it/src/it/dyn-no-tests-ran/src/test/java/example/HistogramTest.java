package example;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Passes sequentially and on one processor; dynamic control finds what a parallel run would break. */
class HistogramTest {
    @Test
    void countsTheValuesAboveTheThreshold() {
        assertEquals(3, new Histogram(new double[] {1, 5, 2, 8, 9, 0}).countAbove(4));
    }
}
