package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ArrayChecksumTest {
    private static double of(Object array) {
        boolean[] failed = new boolean[1];
        double value = ArrayChecksum.of(array, failed);
        assertFalse(failed[0]);
        return value;
    }

    @Test
    void theMeanOfAllElementsRowsIncluded() {
        assertEquals(2.5, of(new double[][] {{1, 2}, {3, 4}}));
        assertEquals(2.0, of(new int[][][] {{{1}, {2, 3}}, {}}));
        assertEquals(0.5, of(new boolean[] {true, false}));
        assertEquals(98.0, of(new char[] {'a', 'c'}));
        assertEquals(0.0, of(new float[0]));
        assertEquals((1e300 + 1e300) / 2, of(new double[] {1e300, 1e300}));
    }

    @Test
    void nanAndInfinitiesFollowIeee() {
        assertTrue(Double.isNaN(of(new double[] {1, Double.NaN})));
        assertEquals(Double.POSITIVE_INFINITY, of(new double[] {1, Double.POSITIVE_INFINITY}));
        assertTrue(Double.isNaN(of(new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY})));
    }

    @Test
    void referencesAndMissingRowsHaveNoCharacteristic() {
        boolean[] failed = new boolean[1];
        assertTrue(Double.isNaN(ArrayChecksum.of(new String[] {"x"}, failed)));
        assertTrue(failed[0]);
        failed[0] = false;
        ArrayChecksum.of(new double[][] {{1}, null}, failed);
        assertTrue(failed[0]);
    }
}
