package org.javadvm.debug.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/**
 * {@link ArrayNames#row} finds the rows it found last without the map; a field given another array must not leave
 * the old rows found by that way, nor miss the new ones.
 */
class ArrayNamesTest {
    static final class Plate {
        double[][] a = new double[3][4];
        int[] counts = new int[5];
    }

    @Test
    void rowsFoundLastAreForgottenWhenTheirFieldHoldsAnotherArray() {
        Plate plate = new Plate();
        ArrayNames names = new ArrayNames();
        names.register(Plate.class, plate);
        double[] oldRow = plate.a[1];
        for (int round = 0; round < 3; round++) { // found again and again: from the rows found last
            assertEquals("a", names.row(oldRow).name());
            assertArrayEquals(new int[] {1}, names.row(oldRow).prefix());
            assertEquals(ValueKind.DOUBLE, names.row(oldRow).primitive());
            assertEquals(ValueKind.INT, names.row(plate.counts).primitive());
        }
        assertNull(names.row(plate.a).primitive(), "a row of rows has no primitive elements");

        plate.a = new double[2][2];
        names.register(Plate.class, plate);
        assertNull(names.row(oldRow), "the old array's row is no field's any more");
        assertArrayEquals(new int[] {1}, names.row(plate.a[1]).prefix());
        assertEquals("counts", names.row(plate.counts).name(), "the other field's rows stay");
    }
}
