package org.javadvm.debug.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * A thread's open sequential loops, as a consumer of the loop events keeps them: each instance's iterations
 * numbered from 0, the depth, the innermost loop, nesting deeper than the first room made, and events that do not
 * nest refused with both loops named.
 */
class SequentialLoopsTest {
    static final class Owner {
    }

    private static final int OUTER = Sites.register(Owner.class, "Owner.java\ndyn\nSL;10;main;\nSL;12;main;");
    private static final int INNER = OUTER + 1;

    @Test
    void eachInstanceNumbersItsIterationsFromZero() {
        SequentialLoops loops = new SequentialLoops();
        assertEquals(0, loops.depth());
        assertEquals(-1, loops.innermost());
        assertEquals(1, loops.start(OUTER));
        assertEquals(0, loops.iteration(OUTER));
        assertEquals(2, loops.start(INNER));
        assertEquals(INNER, loops.innermost());
        assertEquals(0, loops.iteration(INNER));
        assertEquals(1, loops.iteration(INNER));
        assertEquals(2, loops.end(INNER), "iterations begun");
        assertEquals(1, loops.iteration(OUTER));
        assertEquals(2, loops.start(INNER));
        assertEquals(0, loops.end(INNER), "an instance that ran no iteration");
        assertEquals(OUTER, loops.innermost());
        assertEquals(2, loops.end(OUTER));
        assertEquals(0, loops.depth());
    }

    @Test
    void loopsNestDeeperThanTheFirstRoomMade() {
        SequentialLoops loops = new SequentialLoops();
        for (int depth = 1; depth <= 20; depth++) {
            assertEquals(depth, loops.start(depth % 2 == 1 ? OUTER : INNER));
            for (int k = 0; k < depth; k++) {
                loops.iteration(depth % 2 == 1 ? OUTER : INNER);
            }
        }
        for (int depth = 20; depth >= 1; depth--) {
            assertEquals(depth, loops.depth());
            assertEquals(depth, loops.end(depth % 2 == 1 ? OUTER : INNER), "each level's own count");
        }
    }

    @Test
    void eventsThatDoNotNestAreRefusedNamingBothLoops() {
        SequentialLoops loops = new SequentialLoops();
        IllegalStateException none = assertThrows(IllegalStateException.class, () -> loops.iteration(OUTER));
        assertEquals("Java-DVM sequential loop events out of order: an iteration of SL Owner.java:10 main while no "
                + "loop is open; weave the class again", none.getMessage());
        loops.start(OUTER);
        IllegalStateException other = assertThrows(IllegalStateException.class, () -> loops.end(INNER));
        assertEquals("Java-DVM sequential loop events out of order: the end of SL Owner.java:12 main while SL "
                + "Owner.java:10 main is the innermost open loop; weave the class again", other.getMessage());
        assertEquals(1, loops.depth(), "the refused end changed nothing");
    }
}
