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

    @Test
    void everyDigitCountsAndAnOperandWithoutItsIndexIsAnotherOne() {
        assertTrue(TraceComparer.sameElement("a[19][9]", "a", new int[] {19}, 9));
        assertTrue(TraceComparer.sameElement("a[2147483647]", "a", new int[0], Integer.MAX_VALUE));
        assertFalse(TraceComparer.sameElement("b[3]", "a", new int[0], 3), "another array");
        assertFalse(TraceComparer.sameElement("a", "a", new int[0], 0), "the array itself");
        assertFalse(TraceComparer.sameElement("a[]", "a", new int[0], 0), "no index");
        assertFalse(TraceComparer.sameElement("a[3][]", "a", new int[] {3}, 0));
    }
}
