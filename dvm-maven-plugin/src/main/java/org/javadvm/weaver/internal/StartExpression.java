package org.javadvm.weaver.internal;

import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;

import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * The start of a loop that steps by a constant {@code s} from an expression of its lower bound, as in a red-black
 * sweep: {@code for (int j = j0 + ((i + j0 + colour) & 1); j < j1; j += 2)}. The run-time calls the body with each
 * processor's part {@code [lo', hi')} in place of {@code [j0, j1)}, so the loop runs the points the sequential loop
 * runs in that part exactly when, for every value of the other variables the start reads, the start lies in
 * {@code [lo', lo' + s)} and its remainder modulo {@code s} does not depend on {@code lo'}: then every part runs the
 * points of one remainder, the same as the whole loop. The expression is read from the code (integer arithmetic
 * on the bound, locals, fields of the class, constants, {@code Math.floorMod}, and conditional expressions) and
 * the two conditions are checked by evaluating it on every combination of small values, negative ones included,
 * of the bound and each other variable: a {@code %} of a sum that may be negative gives a start before the bound,
 * and an offset that ignores the bound's parity gives remainders that change with it; each is refused with a case
 * that shows it.
 *
 * <p>Instances are made by {@link #read}; one per loop checked.
 */
final class StartExpression {
    /** The value of an instruction's operand that is not an integer: {@code this}, before {@code GETFIELD}. */
    private static final Object REFERENCE = new Object();
    /** The values tried, non-negative first, so that a case found is the plainest one. */
    private static final int[] WIDE = {0, 1, 2, 3, -1, -2, -3};
    private static final int[] NARROW = {0, 1, 2, -1, -2};
    private static final int MOST_VARIABLES = 6;

    private final List<NestShape.Insn> insns;
    private final Map<Label, Integer> labels;
    private final int from;
    private final int to;
    private final int boundSlot;
    /** The variables the start reads other than the bound: a local's slot as {@code Integer}, a field's name. */
    private final List<Object> variables = new ArrayList<>();
    private int[] values;
    private int boundValue;
    /** Whether the expression takes a remainder with {@code %}, which is negative for a negative dividend. */
    private boolean remainder;

    private StartExpression(List<NestShape.Insn> insns, Map<Label, Integer> labels, int from, int to, int boundSlot) {
        this.insns = insns;
        this.labels = labels;
        this.from = from;
        this.to = to;
        this.boundSlot = boundSlot;
    }

    /**
     * The expression whose value the instructions before {@code store} leave for it (the longest run of
     * instructions ending there that computes one value from nothing and that no jump from elsewhere enters),
     * or {@code null} when none is of the kind read here.
     */
    static StartExpression read(List<NestShape.Insn> insns, Map<Label, Integer> labels, int store, int boundSlot) {
        for (int start = store - 1; start >= Math.max(0, store - 200); start--) {
            if (entered(insns, labels, start, store)) {
                continue;
            }
            StartExpression expression = new StartExpression(insns, labels, start, store, boundSlot);
            if (expression.collectVariables() && expression.evaluate(0, new int[expression.variables.size()]) != null) {
                return expression;
            }
        }
        return null;
    }

    /** Whether a jump from outside {@code [start, store)} lands inside it or on the store. */
    private static boolean entered(List<NestShape.Insn> insns, Map<Label, Integer> labels, int start, int store) {
        for (int k = 0; k < insns.size(); k++) {
            if (k >= start && k < store) {
                continue;
            }
            for (Label label : insns.get(k).targets) {
                int target = labels.get(label);
                if (target > start && target <= store) {
                    return true;
                }
            }
        }
        return false;
    }

    int firstInstruction() {
        return from;
    }

    private boolean collectVariables() {
        for (int k = from; k < to; k++) {
            NestShape.Insn insn = insns.get(k);
            Object variable = insn.opcode == Opcodes.ILOAD && insn.var != boundSlot ? Integer.valueOf(insn.var)
                    : (insn.opcode == Opcodes.GETFIELD || insn.opcode == Opcodes.GETSTATIC) && insn.ownField != null
                    ? insn.ownField : null;
            if (variable != null && !variables.contains(variable)) {
                variables.add(variable);
            }
            remainder |= insn.opcode == Opcodes.IREM;
        }
        return variables.size() <= MOST_VARIABLES;
    }

    /** The variables other than the bound, in the order {@link Verdict#values} gives their values. */
    List<Object> variables() {
        return variables;
    }

    boolean takesRemainder() {
        return remainder;
    }

    /**
     * What the check found: {@code values} {@code null} when the start picks the same points on any part; else the
     * other variables' values of the case, and either the bound and a start outside its first step, or two bounds
     * and starts of different remainders.
     */
    record Verdict(boolean outsideFirstStep, int[] values, int bound, int start, int otherBound, int otherStart) {
        boolean blockIndependent() {
            return values == null;
        }
    }

    /**
     * Checks the start on every combination of values, non-negative bounds first; the first case that breaks a
     * condition, a clean verdict, or {@code null} when a path the first reading did not take cannot be read.
     */
    Verdict check(int step) {
        int[] range = variables.size() <= 4 ? WIDE : NARROW;
        int combinations = 1;
        for (int v = 0; v < variables.size(); v++) {
            combinations *= range.length;
        }
        int[] current = new int[variables.size()];
        for (boolean negative : new boolean[] {false, true}) {
            for (int c = 0; c < combinations; c++) {
                int rest = c;
                for (int v = 0; v < current.length; v++) {
                    current[v] = range[rest % range.length];
                    rest /= range.length;
                }
                Integer firstStart = evaluate(0, current);
                if (firstStart == null) {
                    return null;
                }
                for (int b = 0; b <= 2 * step + 1; b++) {
                    int bound = negative ? -1 - b : b;
                    Integer start = evaluate(bound, current);
                    if (start == null) {
                        return null;
                    }
                    if (start < bound || start >= bound + step) {
                        return new Verdict(true, current.clone(), bound, start, 0, 0);
                    }
                    if (Math.floorMod(start, step) != Math.floorMod(firstStart, step)) {
                        return new Verdict(false, current.clone(), 0, firstStart, bound, start);
                    }
                }
            }
        }
        return new Verdict(false, null, 0, 0, 0, 0);
    }

    /** The expression's value with the bound and the variables given, or {@code null} when it cannot be read. */
    private Integer evaluate(int bound, int[] variableValues) {
        this.boundValue = bound;
        this.values = variableValues;
        Deque<Object> stack = new ArrayDeque<>();
        int k = from;
        while (k < to) {
            NestShape.Insn insn = insns.get(k);
            int next = k + 1;
            switch (insn.opcode) {
                case Opcodes.ILOAD -> stack.push(insn.var == boundSlot ? boundValue
                        : values[variables.indexOf(insn.var)]);
                case Opcodes.ALOAD -> {
                    if (insn.var != 0) {
                        return null;
                    }
                    stack.push(REFERENCE);
                }
                case Opcodes.GETFIELD, Opcodes.GETSTATIC -> {
                    if (insn.ownField == null || (insn.opcode == Opcodes.GETFIELD && pop(stack) != REFERENCE)) {
                        return null;
                    }
                    stack.push(values[variables.indexOf(insn.ownField)]);
                }
                case Opcodes.ICONST_M1, Opcodes.ICONST_0, Opcodes.ICONST_1, Opcodes.ICONST_2, Opcodes.ICONST_3,
                     Opcodes.ICONST_4, Opcodes.ICONST_5 -> stack.push(insn.opcode - Opcodes.ICONST_0);
                case Opcodes.BIPUSH, Opcodes.SIPUSH -> stack.push(insn.operand);
                case Opcodes.INEG -> {
                    Integer a = integer(pop(stack));
                    if (a == null) {
                        return null;
                    }
                    stack.push(-a);
                }
                case Opcodes.IADD, Opcodes.ISUB, Opcodes.IMUL, Opcodes.IDIV, Opcodes.IREM, Opcodes.IAND, Opcodes.IOR,
                     Opcodes.IXOR, Opcodes.ISHL, Opcodes.ISHR, Opcodes.IUSHR -> {
                    Integer b = integer(pop(stack));
                    Integer a = integer(pop(stack));
                    if (a == null || b == null || ((insn.opcode == Opcodes.IDIV || insn.opcode == Opcodes.IREM)
                            && b == 0)) {
                        return null;
                    }
                    stack.push(switch (insn.opcode) {
                        case Opcodes.IADD -> a + b;
                        case Opcodes.ISUB -> a - b;
                        case Opcodes.IMUL -> a * b;
                        case Opcodes.IDIV -> a / b;
                        case Opcodes.IREM -> a % b;
                        case Opcodes.IAND -> a & b;
                        case Opcodes.IOR -> a | b;
                        case Opcodes.IXOR -> a ^ b;
                        case Opcodes.ISHL -> a << b;
                        case Opcodes.ISHR -> a >> b;
                        default -> a >>> b;
                    });
                }
                case Opcodes.INVOKESTATIC -> {
                    if (!"java/lang/Math.floorMod(II)I".equals(insn.callName)
                            && !"java/lang/StrictMath.floorMod(II)I".equals(insn.callName)) {
                        return null;
                    }
                    Integer b = integer(pop(stack));
                    Integer a = integer(pop(stack));
                    if (a == null || b == null || b == 0) {
                        return null;
                    }
                    stack.push(Math.floorMod(a, b));
                }
                case Opcodes.IFEQ, Opcodes.IFNE, Opcodes.IFLT, Opcodes.IFGE, Opcodes.IFGT, Opcodes.IFLE -> {
                    Integer a = integer(pop(stack));
                    if (a == null) {
                        return null;
                    }
                    if (holds(insn.opcode - Opcodes.IFEQ, Integer.compare(a, 0))) {
                        next = labels.get(insn.targets[0]);
                    }
                }
                case Opcodes.IF_ICMPEQ, Opcodes.IF_ICMPNE, Opcodes.IF_ICMPLT, Opcodes.IF_ICMPGE, Opcodes.IF_ICMPGT,
                     Opcodes.IF_ICMPLE -> {
                    Integer b = integer(pop(stack));
                    Integer a = integer(pop(stack));
                    if (a == null || b == null) {
                        return null;
                    }
                    if (holds(insn.opcode - Opcodes.IF_ICMPEQ, Integer.compare(a, b))) {
                        next = labels.get(insn.targets[0]);
                    }
                }
                case Opcodes.GOTO -> next = labels.get(insn.targets[0]);
                default -> {
                    return null;
                }
            }
            if (next <= k || next > to) {
                return null; // only forward, and not past the store
            }
            k = next;
        }
        return stack.size() == 1 ? integer(stack.peek()) : null;
    }

    private static Object pop(Deque<Object> stack) {
        return stack.isEmpty() ? null : stack.pop();
    }

    private static Integer integer(Object value) {
        return value instanceof Integer i ? i : null;
    }

    /** Whether condition {@code c} (0 EQ, 1 NE, 2 LT, 3 GE, 4 GT, 5 LE) holds for a comparison's sign. */
    private static boolean holds(int c, int sign) {
        return switch (c) {
            case 0 -> sign == 0;
            case 1 -> sign != 0;
            case 2 -> sign < 0;
            case 3 -> sign >= 0;
            case 4 -> sign > 0;
            default -> sign <= 0;
        };
    }
}
