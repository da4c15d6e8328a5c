package org.javadvm;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ShadowGroupTest {
    @Test
    void keepsItsArraysAndTracksTheRenewal() {
        double[][] a = new double[3][3];
        int[] b = new int[4];
        ShadowGroup group = ShadowGroup.of(a, b);
        assertEquals(2, group.arrays().size());
        assertSame(a, group.arrays().get(0));
        assertSame(b, group.arrays().get(1));
        assertFalse(group.isRenewing());
        group.start();
        assertTrue(group.isRenewing());
        group.waitDone();
        assertFalse(group.isRenewing());
    }

    @Test
    void aTwoDimensionalArrayAloneIsOneArrayNotItsRows() {
        double[][] a = new double[3][3];
        ShadowGroup group = ShadowGroup.of(a);
        assertEquals(1, group.arrays().size());
        assertSame(a, group.arrays().get(0));
    }

    @Test
    void aNullArrayIsNamed() {
        NullPointerException failure = assertThrows(NullPointerException.class,
                () -> ShadowGroup.of(new int[1], (Object) null));
        assertThat(failure.getMessage(), containsString("array argument 1 is null"));
        assertThrows(NullPointerException.class, () -> ShadowGroup.of(null));
        assertThrows(NullPointerException.class, () -> ShadowGroup.of(new int[1], (Object[]) null));
    }
}
