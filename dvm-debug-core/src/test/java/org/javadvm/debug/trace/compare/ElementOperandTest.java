package org.javadvm.debug.trace.compare;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The comparer matches an element given as parts with the reference's operand text without making the run's. */
class ElementOperandTest {
    @Test
    void anElementIsMatchedWithTheOperandAsTheRecorderWritesIt() {
        assertTrue(TraceComparer.sameElement("a[3][40]", "a", new int[] {3}, 40));
        assertTrue(TraceComparer.sameElement("a[0]", "a", new int[0], 0));
        assertFalse(TraceComparer.sameElement("a[03][40]", "a", new int[] {3}, 40), "a leading zero");
        assertFalse(TraceComparer.sameElement("ab[3][40]", "a", new int[] {3}, 40));
        assertFalse(TraceComparer.sameElement("a[3][40]", "a", new int[0], 40));
        assertFalse(TraceComparer.sameElement("a[3][4]", "a", new int[] {3}, 40));
        assertFalse(TraceComparer.sameElement("a[3][40][1]", "a", new int[] {3}, 40));
        assertFalse(TraceComparer.sameElement("a[3][-40]", "a", new int[] {3}, 40));
        assertFalse(TraceComparer.sameElement("a[3][99999999999]", "a", new int[] {3}, 40));
        assertFalse(TraceComparer.sameElement("a[3][40", "a", new int[] {3}, 40));
    }
}
