package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which iterations of one dimension are boundary ones. */
class BoundaryIterationsTest {
    @Test
    void theFirstLeftAndTheLastRightOfTheRange() {
        BoundaryIterations boundary = new BoundaryIterations(2, 1, BoundaryIterations.Kind.FACES);
        StringBuilder marks = new StringBuilder();
        for (int i = 5; i < 12; i++) {
            marks.append(boundary.isBoundary(i, 5, 12) ? 'B' : '.');
        }
        assertEquals("BB....B", marks.toString());
        assertTrue(boundary.isBoundary(-3, -3, 0));
        assertFalse(boundary.isBoundary(-2, -5, 0));
        assertTrue(boundary.isBoundary(-4, -5, 0));
    }

    @Test
    void facesWantOneDimensionAtItsEdgeCornersEvery() {
        int[] lo = {0, 10};
        int[] hi = {4, 14};
        StringBuilder faces = new StringBuilder();
        StringBuilder corners = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            for (int j = 10; j < 14; j++) {
                int[] at = {i, j};
                faces.append(new BoundaryIterations(1, 1, BoundaryIterations.Kind.FACES).contains(at, lo, hi) ? 'B' : '.');
                corners.append(new BoundaryIterations(1, 1, BoundaryIterations.Kind.CORNERS).contains(at, lo, hi)
                        ? 'B' : '.');
            }
            faces.append('/');
            corners.append('/');
        }
        assertEquals("BBBB/B..B/B..B/BBBB/", faces.toString());
        assertEquals("B..B/..../..../B..B/", corners.toString());
    }

    @Test
    void zeroWidthsMarkNothing() {
        BoundaryIterations none = new BoundaryIterations(0, 0, BoundaryIterations.Kind.CORNERS);
        for (int i = 0; i < 4; i++) {
            assertFalse(none.isBoundary(i, 0, 4));
        }
    }

    @Test
    void itNamesItselfAndRefusesNegativeWidths() {
        assertEquals("corners 1/3", new BoundaryIterations(1, 3, BoundaryIterations.Kind.CORNERS).toString());
        assertEquals("faces 0/2", new BoundaryIterations(0, 2, BoundaryIterations.Kind.FACES).toString());
        assertThrows(IllegalArgumentException.class, () -> new BoundaryIterations(-1, 0, BoundaryIterations.Kind.FACES));
        assertThrows(IllegalArgumentException.class, () -> new BoundaryIterations(0, -1, BoundaryIterations.Kind.FACES));
        assertThrows(IllegalArgumentException.class, () -> new BoundaryIterations(0, 0, null));
    }
}
