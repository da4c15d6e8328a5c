package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** {@link Emulation} as the debugger holds it: a value, compared by kind and grid, named in messages. */
class EmulationValueTest {
    @Test
    void emulationsAreEqualByKindAndGrid() {
        assertEquals(Emulation.grid("2x2"), Emulation.grid(2, 2));
        assertEquals(Emulation.grid("2x2").hashCode(), Emulation.grid(2, 2).hashCode());
        assertEquals(Emulation.grid(4), Emulation.grid(" 4 "));
        assertNotEquals(Emulation.grid(4), Emulation.grid(2, 2));
        assertNotEquals(Emulation.grid(4), Emulation.grid(2));
        assertNotEquals(Emulation.grid(1), Emulation.SEQUENTIAL, "one processor is still the grid kind");
        assertNotEquals(Emulation.SEQUENTIAL, Emulation.PER_ITERATION);
        assertNotEquals(Emulation.grid(4).hashCode(), Emulation.grid(2, 2).hashCode());
        assertNotEquals(Emulation.grid(2), "grid 2");
        assertEquals(Emulation.SEQUENTIAL, Emulation.SEQUENTIAL);
    }

    @Test
    void theShapeIsACopyAndOnlyAGridHasOne() {
        Emulation grid = Emulation.grid(3, 2);
        int[] shape = grid.shape();
        assertArrayEquals(new int[] {3, 2}, shape);
        shape[0] = 9;
        assertArrayEquals(new int[] {3, 2}, grid.shape());
        assertNull(Emulation.SEQUENTIAL.shape());
        assertNull(Emulation.PER_ITERATION.shape());
        assertEquals(Emulation.Kind.GRID, grid.kind());
        assertEquals(Emulation.Kind.PER_ITERATION, Emulation.PER_ITERATION.kind());
    }

    @Test
    void eachKindIsNamedInWords() {
        assertEquals("grid 2x3", Emulation.grid(2, 3).toString());
        assertEquals("grid 4", Emulation.grid("4").toString());
        assertEquals("per-iteration", Emulation.PER_ITERATION.toString());
        assertEquals("sequential", Emulation.SEQUENTIAL.toString());
    }

    @Test
    void aTextThatIsNoGridIsRefusedNamingIt() {
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> Emulation.grid("2y2"));
        assertEquals("emulated grid=2y2 is not a processor grid; write the number of processors per dimension "
                + "separated by x, e.g. 4 or 2x2", bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Emulation.grid(2, 0));
        assertThrows(IllegalArgumentException.class, () -> Emulation.grid());
        assertEquals("emulated grid=4097 asks for more than 4096 processors",
                assertThrows(IllegalArgumentException.class, () -> Emulation.grid(4097)).getMessage());
    }
}
