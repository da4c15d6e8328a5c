package org.javadvm.weaver.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.BitSet;
import java.util.List;

import net.bytebuddy.jar.asm.Opcodes;
import org.junit.jupiter.api.Test;

/**
 * Loop finding on control-flow graphs javac does not write: irreducible cycles are no loops, a conditional
 * jump back makes the header the iteration point, code dominated by the header between a loop's first and
 * last instruction belongs to it, and back edges to one header make one loop.
 */
class LoopFinderTest {
    private static final int[] NONE = {};
    private static final int IF = Opcodes.IFEQ;
    private static final int GOTO = Opcodes.GOTO;
    private static final int NOP = Opcodes.NOP;
    private static final int RETURN = Opcodes.RETURN;

    private static List<LoopFinder.Loop> loops(int[] opcodes, int[][] next) {
        int[][] handlers = new int[opcodes.length][];
        java.util.Arrays.fill(handlers, NONE);
        return new LoopFinder(opcodes, next, handlers).loops(header -> false);
    }

    private static BitSet set(int... members) {
        BitSet set = new BitSet();
        for (int m : members) {
            set.set(m);
        }
        return set;
    }

    @Test
    void anIrreducibleCycleIsNoLoop() {
        // 0 -> 1 or 2; 1 -> 2; 2 -> 1 or 3: the cycle 1-2 has two entries, neither dominates the other
        int[] opcodes = {IF, NOP, IF, RETURN};
        int[][] next = {{2, 1}, {2}, {1, 3}, NONE};
        assertEquals(0, loops(opcodes, next).size());
    }

    @Test
    void aTopTestedLoopIteratesPastItsCondition() {
        // 0: if -> 3 (exit) else 1; 1; 2: goto 0; 3: return
        List<LoopFinder.Loop> loops = loops(new int[] {IF, NOP, GOTO, RETURN}, new int[][] {{3, 1}, {2}, {0}, NONE});
        assertEquals(1, loops.size());
        assertEquals(0, loops.get(0).header);
        assertEquals(set(0, 1, 2), loops.get(0).members);
        assertEquals(1, loops.get(0).iterationPoint);
    }

    @Test
    void aConditionalJumpBackIteratesAtTheHeader() {
        // 0: if -> 2 (exit) else 1; 1: if -> 0 (back) else 2; 2: return -- a do-while whose body starts with a test
        List<LoopFinder.Loop> loops = loops(new int[] {IF, IF, RETURN}, new int[][] {{2, 1}, {0, 2}, NONE});
        assertEquals(1, loops.size());
        assertEquals(0, loops.get(0).iterationPoint);
    }

    @Test
    void codeTheHeaderDominatesInsideTheLoopsSpanBelongsToIt() {
        // 0: if -> 4 else 1; 1: if -> 3 else 2; 2: return (inside); 3: goto 0; 4: return (after)
        List<LoopFinder.Loop> loops = loops(new int[] {IF, IF, RETURN, GOTO, RETURN},
                new int[][] {{4, 1}, {3, 2}, NONE, {0}, NONE});
        assertEquals(set(0, 1, 2, 3), loops.get(0).members);
    }

    @Test
    void nestedLoopsKnowTheirParentAndBackEdgesToOneHeaderMakeOneLoop() {
        // 0: if -> 6 else 1 (outer); 1: if -> 4 else 2 (inner); 2: if -> 0 (continue outer) else 3;
        // 3: goto 1; 4: if -> 0 else 5; 5: goto 0; 6: return
        List<LoopFinder.Loop> loops = loops(new int[] {IF, IF, IF, GOTO, IF, GOTO, RETURN},
                new int[][] {{6, 1}, {4, 2}, {0, 3}, {1}, {0, 5}, {0}, NONE});
        assertEquals(2, loops.size());
        assertEquals(0, loops.get(0).header);
        assertEquals(set(0, 1, 2, 3, 4, 5), loops.get(0).members);
        assertEquals(0, loops.get(0).iterationPoint, "a conditional jump back: iterations begin at the header");
        assertEquals(1, loops.get(1).header);
        assertEquals(0, loops.get(1).parent);
        assertEquals(set(1, 2, 3), loops.get(1).members);
        assertEquals(3, loops.get(1).iterationPoint, "tests leaving the loop in a row at its top are its condition");
    }
}
