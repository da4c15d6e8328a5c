package org.javadvm.weaver.internal;

import java.util.List;
import java.util.Map;

import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * Reads a method's instructions back from a value on the operand stack to the first instruction of the plain
 * expression that computed it (loads, arithmetic, field reads, calls returning a value): what the weaver's readers of
 * bodies need to know which operands a comparison or a call takes.
 */
final class Expressions {
    private final List<NestShape.Insn> insns;
    private final Map<Label, Integer> labels;

    Expressions(List<NestShape.Insn> insns, Map<Label, Integer> labels) {
        this.insns = insns;
        this.labels = labels;
    }

    /**
     * The first instruction of the expression whose value the instruction at {@code end} leaves on the stack,
     * reading back; -1 when an instruction on the way is not a plain expression's (a jump, a store, a {@code DUP}).
     */
    int start(int end) {
        int needed = 1;
        for (int p = end; p >= 0; p--) {
            int[] effect = effect(insns.get(p));
            if (effect == null || labelled(p, end)) {
                return -1;
            }
            needed += effect[0] - effect[1]; // its pops still to be found, its push found
            if (needed == 0) {
                return p;
            }
            if (needed < 0) {
                return -1;
            }
        }
        return -1;
    }

    /**
     * The first instruction of each of the {@code count} values the instruction at {@code at} takes from the stack
     * (a call's arguments, its receiver first), in stack order; {@code null} when one is no plain expression.
     */
    int[] operands(int at, int count) {
        int[] starts = new int[count];
        int end = at - 1;
        for (int k = count - 1; k >= 0; k--) {
            starts[k] = start(end);
            if (starts[k] < 0) {
                return null;
            }
            end = starts[k] - 1;
        }
        return starts;
    }

    /** Whether a label other than at the expression's end falls inside it: a branch joins there. */
    private boolean labelled(int p, int end) {
        if (p == end) {
            return false;
        }
        for (Integer at : labels.values()) {
            if (at == p + 1 && p + 1 <= end) {
                return true;
            }
        }
        return false;
    }

    /** {pops, pushes} in values (a long or double counts one), or {@code null} for an instruction of no plain expression. */
    private static int[] effect(NestShape.Insn insn) {
        int o = insn.opcode;
        if (o >= Opcodes.ACONST_NULL && o <= Opcodes.LDC || o >= Opcodes.ILOAD && o <= Opcodes.ALOAD
                || o == Opcodes.GETSTATIC) {
            return new int[] {0, 1};
        }
        if (o >= Opcodes.IALOAD && o <= Opcodes.SALOAD || o >= Opcodes.IADD && o <= Opcodes.DREM
                || o >= Opcodes.ISHL && o <= Opcodes.LXOR || isCompare(o)) {
            return new int[] {2, 1};
        }
        if (o >= Opcodes.INEG && o <= Opcodes.DNEG || o >= Opcodes.I2L && o <= Opcodes.I2S
                || o == Opcodes.GETFIELD || o == Opcodes.CHECKCAST || o == Opcodes.ARRAYLENGTH) {
            return new int[] {1, 1};
        }
        if (o == Opcodes.INVOKESTATIC || o == Opcodes.INVOKEVIRTUAL || o == Opcodes.INVOKESPECIAL
                || o == Opcodes.INVOKEINTERFACE) {
            return insn.callPushes == 1 ? new int[] {insn.callPops, 1} : null;
        }
        return null;
    }

    static boolean isCompare(int opcode) {
        return opcode >= Opcodes.LCMP && opcode <= Opcodes.DCMPG;
    }
}
