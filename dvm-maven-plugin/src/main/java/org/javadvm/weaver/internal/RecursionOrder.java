package org.javadvm.weaver.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * Whether a construct that calls itself on parts of its range runs its iterations in the order of its loop nest
 * (outermost dimension first, each loop upward), whatever points it splits at. A grid gives each processor a part of
 * the range, which the processor's call splits at other points than the sequential call splits the whole range; the
 * two orders agree only when every call visits its parts in ascending order along one dimension, the outermost loop's,
 * and passes the other bounds on unchanged. The weaver accepts the shape it can prove: loops running upward, and
 * calls of itself, in code order, whose bounds along the outermost loop's dimension follow one another (the first
 * from the method's own lower bound, each next from the variable the one before got as its upper bound, unchanged
 * between the two calls), every other bound the method's own.
 */
final class RecursionOrder {
    private RecursionOrder() {
    }

    /**
     * {@code null} when the construct does not call itself or visits its parts in order; otherwise what the weaver
     * found, for a message.
     *
     * @param nest       the nest's loops, outermost first
     * @param self       the method's name and descriptor
     * @param firstBound the local slot of the first bound parameter
     */
    static String outOfOrder(List<NestShape.Loop> nest, List<NestShape.Insn> insns, Map<Label, Integer> labels,
                             String self, int firstBound) {
        List<Integer> calls = new ArrayList<>();
        for (int k = 0; k < insns.size(); k++) {
            if (self.equals(insns.get(k).ownMethod)) {
                calls.add(k);
            }
        }
        if (calls.isEmpty()) {
            return null;
        }
        for (NestShape.Loop loop : nest) {
            if (insns.get(loop.step()).operand < 0) {
                return "calls itself on parts of its range, and its loop at line " + loop.line() + " runs downward";
            }
        }
        int rank = nest.size();
        int split = nest.get(0).dimension();
        Expressions expressions = new Expressions(insns, labels);
        int previousUpper = -1; // the local the call before got as its upper bound along the split dimension
        int previousCall = -1;
        for (int call : calls) {
            NestShape.Insn insn = insns.get(call);
            int[] operands = expressions.operands(call, insn.callPops);
            if (operands == null) {
                return "calls itself at line " + insn.line + " with bounds the weaver cannot read";
            }
            int first = firstBound; // the bounds lead the parameters, after the receiver of an instance method
            for (int d = 0; d < rank; d++) {
                int lower = localRead(insns, operands, first + 2 * d, call);
                int upper = localRead(insns, operands, first + 2 * d + 1, call);
                int ownLower = firstBound + 2 * d;
                if (d != split) {
                    if (lower != ownLower || upper != ownLower + 1) {
                        return "calls itself at line " + insn.line + " on a part of its range along dimension " + d
                                + ", not that of its outermost loop";
                    }
                    continue;
                }
                boolean follows = previousCall < 0 ? lower == ownLower
                        : lower >= 0 && lower == previousUpper && !stored(insns, lower, previousCall, call);
                if (!follows || upper < 0) {
                    return "calls itself at line " + insn.line + " on a part of its range that does not follow the "
                            + (previousCall < 0 ? "start of its own range" : "part its call at line "
                            + insns.get(previousCall).line + " ran");
                }
                previousUpper = upper;
            }
            previousCall = call;
        }
        return null;
    }

    /** The line of the construct's first call of itself. */
    static int firstCallLine(List<NestShape.Insn> insns, String self) {
        for (NestShape.Insn insn : insns) {
            if (self.equals(insn.ownMethod)) {
                return insn.line;
            }
        }
        return 0;
    }

    /**
     * The local argument {@code index} of the call at {@code call} only loads ({@code ILOAD v}), or -1 for any other
     * expression.
     */
    private static int localRead(List<NestShape.Insn> insns, int[] operands, int index, int call) {
        int start = operands[index];
        int end = index + 1 < operands.length ? operands[index + 1] - 1 : call - 1;
        NestShape.Insn load = insns.get(start);
        return load.opcode == Opcodes.ILOAD && end == start ? load.var : -1;
    }

    /** Whether local {@code slot} is stored between instructions {@code from} and {@code to}. */
    private static boolean stored(List<NestShape.Insn> insns, int slot, int from, int to) {
        for (int k = from + 1; k < to; k++) {
            NestShape.Insn insn = insns.get(k);
            if ((insn.opcode == Opcodes.ISTORE || insn.opcode == Opcodes.IINC) && insn.var == slot) {
                return true;
            }
        }
        return false;
    }
}
