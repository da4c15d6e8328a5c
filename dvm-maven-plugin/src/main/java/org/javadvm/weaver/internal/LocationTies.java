package org.javadvm.weaver.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * Reads how the body of a loop with a {@code MAXLOC} or {@code MINLOC} reduction keeps equal values, so that the
 * grid's result is the sequential loop's. A sequential scan keeps the first of equal values in iteration order when
 * its update is guarded by a strict comparison with the variable ({@code if (v > max)}), the last when the comparison
 * is not strict ({@code if (v >= max)}); the processors' partial results must be combined the same way, by the
 * iteration each was found in, which is neither the processor order (a 2x2 grid interleaves a nest's iterations, a
 * downward loop visits the last processor first) nor the order of the locations (the program may store anything
 * there). So the body records, with each update of the variable, the iteration it is in ({@link Positions}), and the
 * run-time compares those on ties.
 *
 * <p>Each write of the variable must lie inside the nest and be guarded by a comparison of the variable with a value,
 * the write skipped by a forward jump when it fails, as javac compiles {@code if (v > max) { max = v; ... }} (also
 * {@code max < v}, further conditions joined by {@code &&}, and {@code if (v <= max) continue;} before the write);
 * anything else is a problem naming the line,
 * since the weaver cannot tell which of equal values the loop keeps. Not for bodies the weaver does not read
 * ({@code splittable}): their ties go to the smaller location. A recursive body's calls on parts of its range record
 * their own updates, which the run-time hands to the enclosing call ({@code ReductionSpec.copyPosition}).
 */
final class LocationTies {
    private LocationTies() {
    }

    /**
     * Which of equal values the body keeps, what each of its writes of the variable records, in code order, and the
     * first of the block's int slots it records them in (-1 until the slots are given out).
     */
    record Positions(boolean first, List<Level[]> writes, int slot) {
        int levels() {
            return writes.get(0).length;
        }

        Positions inSlot(int first) {
            return new Positions(this.first, writes, first);
        }
    }

    /**
     * One loop's part of a recorded iteration, outermost loop first: the loop's variable (negated for a loop running
     * downward, so that positions grow in iteration order), or, for a write before or after that loop, the lowest or
     * highest int.
     */
    record Level(int variable, boolean descending, int constant) {
        static Level of(int variable, boolean descending) {
            return new Level(variable, descending, 0);
        }

        static Level constant(int value) {
            return new Level(-1, false, value);
        }
    }

    /**
     * @param spec      the construct's spec ({@code red=} entries name the reductions)
     * @param loops     the nest's loops
     * @param insns     the method's instructions
     * @param labels    instruction index of each label
     * @param problems  gets the line and text of each write the weaver cannot read
     * @param found     gets each location reduction's field and its positions
     */
    static void read(String spec, List<NestShape.Loop> loops, List<NestShape.Insn> insns,
                     Map<Label, Integer> labels, Map<String, java.util.Set<String>> fieldsWritten, String self,
                     int firstBound, BiConsumer<Integer, String> problems, BiConsumer<String, Positions> found) {
        List<NestShape.Loop> nest = new ArrayList<>(loops);
        nest.sort(Comparator.comparingInt(NestShape.Loop::start));
        for (String[] parts : Construct.reductions(spec)) {
            if (!parts[0].equals("MAXLOC") && !parts[0].equals("MINLOC")) {
                continue;
            }
            if (writtenByACallee(parts[0], parts[2], insns, fieldsWritten, self, problems)) {
                continue;
            }
            String outOfOrder = RecursionOrder.outOfOrder(nest, insns, labels, self, firstBound);
            if (outOfOrder != null) {
                problems.accept(RecursionOrder.firstCallLine(insns, self), outOfOrder + ": which of equal values the "
                        + parts[0] + " variable " + parts[2] + " keeps depends on the order the iterations run in, and "
                        + "a processor splits its own part of the range at other points than the sequential call "
                        + "splits the whole, so only a recursion visiting its parts in ascending order keeps the "
                        + "sequential order on every grid; call it on the lower part first (f(lo, mid); f(mid, hi);) "
                        + "over an upward loop");
                continue;
            }
            Positions positions = new Reader(parts[0].equals("MAXLOC"), parts[2], nest, insns, labels,
                    problems).positions();
            if (positions != null) {
                found.accept(parts[2], positions);
            }
        }
    }

    /**
     * Reads how the body of a loop with a {@code MIN} or {@code MAX} reduction of a floating-point variable (or array)
     * keeps equal values that differ, {@code 0.0} and {@code -0.0}: a guarded update ({@code if (v < min) min = v;})
     * keeps the first of them in iteration order (the last with {@code <=}), as a location reduction keeps its
     * location, and records the iteration of each update the same way ({@code found}); an update through
     * {@code Math.min} or {@code Math.max} (or {@code StrictMath}'s) keeps {@code -0.0} for MIN and {@code 0.0} for MAX
     * in any order, as the run-time combines by default ({@code math}). Any other update (a helper's, a ternary, an
     * array element's guarded update, whose iteration the body does not record) is left unread: the run-time then
     * refuses a grid run whose partial results tie with different signs. Nothing is reported: such bodies are correct
     * on every other value.
     */
    static void readExtremes(String spec, List<NestShape.Loop> loops, List<NestShape.Insn> insns,
                             Map<Label, Integer> labels, Map<String, java.util.Set<String>> fieldsWritten, String self,
                             int firstBound, BiConsumer<String, Positions> found,
                             java.util.function.Consumer<String> math) {
        List<NestShape.Loop> nest = new ArrayList<>(loops);
        nest.sort(Comparator.comparingInt(NestShape.Loop::start));
        BiConsumer<Integer, String> quiet = (line, text) -> {
        };
        for (String[] parts : Construct.reductions(spec)) {
            boolean extreme = parts[0].equals("MIN") || parts[0].equals("MAX");
            if (!extreme || !(parts[1].equals("F") || parts[1].equals("D") || parts[1].equals("A"))) {
                continue;
            }
            String variable = parts[2];
            if (writtenByACallee(parts[0], variable, insns, fieldsWritten, self, quiet)) {
                continue;
            }
            if (throughMath(variable, parts[1].equals("A"), insns, labels)) {
                math.accept(variable);
                continue;
            }
            if (parts[1].equals("A") || RecursionOrder.outOfOrder(nest, insns, labels, self, firstBound) != null) {
                continue;
            }
            Positions positions = new Reader(parts[0].equals("MAX"), variable, nest, insns, labels, quiet).positions();
            if (positions != null) {
                found.accept(variable, positions);
            }
        }
    }

    /**
     * Whether every write of the variable (of an element of it, for an array) in the body's own code stores the
     * result of a {@code Math} or {@code StrictMath} {@code min} or {@code max}, and there is at least one.
     */
    private static boolean throughMath(String variable, boolean array, List<NestShape.Insn> insns,
                                       Map<Label, Integer> labels) {
        Expressions expressions = new Expressions(insns, labels);
        int writes = 0;
        for (int k = 1; k < insns.size(); k++) {
            NestShape.Insn insn = insns.get(k);
            boolean write;
            if (array) {
                int[] operands = insn.opcode >= Opcodes.IASTORE && insn.opcode <= Opcodes.SASTORE
                        ? expressions.operands(k, 3) : null;
                NestShape.Insn reference = operands == null ? null : insns.get(operands[1] - 1);
                write = reference != null && variable.equals(reference.ownField)
                        && (reference.opcode == Opcodes.GETFIELD || reference.opcode == Opcodes.GETSTATIC);
                if (!write && insn.opcode >= Opcodes.IASTORE && insn.opcode <= Opcodes.SASTORE && operands == null) {
                    return false; // an element store the weaver cannot follow may be one of the array's
                }
            } else {
                write = (insn.opcode == Opcodes.PUTFIELD || insn.opcode == Opcodes.PUTSTATIC)
                        && variable.equals(insn.ownField);
            }
            if (!write) {
                continue;
            }
            NestShape.Insn value = insns.get(k - 1);
            if (!value.pureCall || !(value.callName.contains(".min(") || value.callName.contains(".max("))) {
                return false;
            }
            writes++;
        }
        return writes > 0;
    }

    /**
     * Whether the body calls a method of its class, other than itself (a recursive construct), whose code writes the
     * variable too (reported): the iteration of that update is not one the body records, so equal values it finds
     * could not be ordered as the sequential loop orders them. A method called through another class is not seen.
     */
    private static boolean writtenByACallee(String op, String variable, List<NestShape.Insn> insns,
                                            Map<String, java.util.Set<String>> fieldsWritten, String self,
                                            BiConsumer<Integer, String> problems) {
        for (NestShape.Insn insn : insns) {
            if (insn.ownMethod != null && !insn.ownMethod.equals(self)
                    && fieldsWritten.getOrDefault(insn.ownMethod, java.util.Set.of()).contains(variable)) {
                problems.accept(insn.line, "calls " + insn.ownMethodName + ", which writes the " + op + " variable "
                        + variable + " too: which of equal values the loop keeps depends on the iteration of each "
                        + "update, and the weaver sees only the loop's own; update " + variable + " in the loop's own "
                        + "code, or give the other method a variable of its own");
                return true;
            }
        }
        return false;
    }

    /** One location reduction's writes. */
    private static final class Reader {
        private final boolean max;
        private final String variable;
        private final List<NestShape.Loop> nest;
        private final List<NestShape.Insn> insns;
        private final Map<Label, Integer> labels;
        private final BiConsumer<Integer, String> problems;
        private final String op;
        private final Expressions expressions;

        Reader(boolean max, String variable, List<NestShape.Loop> nest,
               List<NestShape.Insn> insns, Map<Label, Integer> labels, BiConsumer<Integer, String> problems) {
            this.max = max;
            this.variable = variable;
            this.nest = nest;
            this.insns = insns;
            this.labels = labels;
            this.problems = problems;
            this.op = max ? "MAXLOC" : "MINLOC";
            this.expressions = new Expressions(insns, labels);
        }

        private String advice() {
            String v = variable;
            return "write the update as if (value " + (max ? ">" : "<") + " " + v + ") { " + v + " = value; "
                    + "<locations> = <indices>; } (" + (max ? ">=" : "<=") + " keeps the last of equal values)";
        }

        Positions positions() {
            Boolean first = null;
            List<Level[]> writes = new ArrayList<>();
            NestShape.Loop outer = nest.get(0);
            for (int k = 0; k < insns.size(); k++) {
                NestShape.Insn insn = insns.get(k);
                if ((insn.opcode != Opcodes.PUTFIELD && insn.opcode != Opcodes.PUTSTATIC) || !variable.equals(insn.ownField)) {
                    continue;
                }
                if (k < outer.start() || k > outer.end()) {
                    problems.accept(insn.line, "writes the " + op + " variable " + variable + " outside its loop nest:"
                            + " a processor's partial result would belong to no iteration, and equal values found on "
                            + "several processors could not be told apart as the sequential loop does; " + advice());
                    return null;
                }
                Boolean strict = guard(k);
                if (strict == null) {
                    problems.accept(insn.line, "writes the " + op + " variable " + variable + " without a comparison "
                            + "with it that the weaver can read, so which of equal values the loop keeps is unknown; "
                            + advice());
                    return null;
                }
                if (first != null && first != strict) {
                    problems.accept(insn.line, "writes the " + op + " variable " + variable + " under a strict "
                            + "comparison in one place and a non-strict one in another; " + advice());
                    return null;
                }
                first = strict;
                Level[] levels = new Level[nest.size()];
                for (int l = 0; l < levels.length; l++) {
                    NestShape.Loop loop = nest.get(l);
                    levels[l] = k < loop.start() ? Level.constant(Integer.MIN_VALUE + 1)
                            : k > loop.end() ? Level.constant(Integer.MAX_VALUE)
                            : Level.of(loop.variable(), insns.get(loop.step()).operand < 0);
                }
                writes.add(levels);
            }
            if (first == null) {
                problems.accept(insns.isEmpty() ? 0 : insns.get(0).line, "never writes the " + op + " variable "
                        + variable + " in its own code (a method it calls does): which of equal values the loop keeps "
                        + "is unknown; " + advice());
                return null;
            }
            return new Positions(first, writes, -1);
        }

        /**
         * The guard of the write at {@code k}: the nearest forward jump before it, inside its innermost loop, that
         * skips it and compares the variable; {@code true} when the write needs a strict comparison, {@code false}
         * a non-strict one, {@code null} when there is none or it is no comparison of the kind.
         */
        private Boolean guard(int k) {
            int from = 0;
            for (NestShape.Loop loop : nest) {
                if (loop.start() <= k && k <= loop.end()) {
                    from = loop.start();
                }
            }
            for (int j = k - 1; j > from; j--) {
                NestShape.Insn jump = insns.get(j);
                if (jump.opcode == Opcodes.GOTO && labels.get(jump.targets[0]) > k && j - 1 > from
                        && isConditional(insns.get(j - 1).opcode) && labels.get(insns.get(j - 1).targets[0]) == j + 1) {
                    // if (v <= max) continue;  is  IF_ICMPGT over a GOTO past the write: taken, it reaches the write
                    // (with the continue on a line of its own; on one line WideJumps reads it as IF_ICMPLE past it)
                    Boolean strict = compares(j - 1, true);
                    if (strict != null) {
                        return strict;
                    }
                    j--;
                    continue;
                }
                if (!isConditional(jump.opcode) || labels.get(jump.targets[0]) <= k) {
                    continue;
                }
                Boolean strict = compares(j, false);
                if (strict != null) {
                    return strict;
                }
            }
            return null;
        }

        /**
         * The conditional jump at {@code j} as a guard of the variable, or {@code null}: see {@link #guard}.
         * {@code takenWrites}: the write runs when the jump is taken, else when it is not.
         */
        private Boolean compares(int j, boolean takenWrites) {
            int opcode = insns.get(j).opcode;
            int compare;
            int condition; // of the jump, on (first operand) ? (second operand): one of IFEQ..IFLE
            if (opcode >= Opcodes.IF_ICMPEQ && opcode <= Opcodes.IF_ICMPLE) {
                compare = j;
                condition = opcode - Opcodes.IF_ICMPEQ + Opcodes.IFEQ;
            } else if (opcode >= Opcodes.IFEQ && opcode <= Opcodes.IFLE && j > 0 && isCompare(insns.get(j - 1).opcode)) {
                compare = j - 1;
                condition = opcode;
            } else {
                return null;
            }
            int secondStart = operandStart(compare - 1);
            if (secondStart < 0) {
                return null;
            }
            int firstStart = operandStart(secondStart - 1);
            boolean variableFirst = isVariable(firstStart, secondStart - 1);
            boolean variableSecond = isVariable(secondStart, compare - 1);
            if (variableFirst == variableSecond) {
                return null;
            }
            if (writesOnNaN(insns.get(compare).opcode, condition, takenWrites)) {
                return null; // if (!(v <= max)): a NaN is kept, and then replaced by the next value, whatever it is
            }
            int write = takenWrites ? condition : negate(condition);
            if (variableFirst) {
                write = mirror(write); // variable ? value  is  value ?' variable
            }
            // now: value <write> variable
            if (write == (max ? Opcodes.IFGT : Opcodes.IFLT)) {
                return true;
            }
            if (write == (max ? Opcodes.IFGE : Opcodes.IFLE)) {
                return false;
            }
            return null;
        }

        /** Whether instructions {@code from..to} push just the variable: {@code this.v} or a static {@code v}. */
        private boolean isVariable(int from, int to) {
            if (from < 0 || to < from) {
                return false;
            }
            NestShape.Insn last = insns.get(to);
            boolean read = variable.equals(last.ownField)
                    && (last.opcode == Opcodes.GETFIELD || last.opcode == Opcodes.GETSTATIC);
            return read && (last.opcode == Opcodes.GETSTATIC ? from == to
                    : from == to - 1 && insns.get(from).opcode == Opcodes.ALOAD && insns.get(from).var == 0);
        }

        private int operandStart(int end) {
            return expressions.start(end);
        }

        private static boolean isCompare(int opcode) {
            return Expressions.isCompare(opcode);
        }

        /**
         * Whether a floating-point comparison ({@code FCMPL}, {@code FCMPG}, {@code DCMPL}, {@code DCMPG}, which push
         * -1 or 1 for a NaN) followed by a jump on {@code condition} reaches the write when a value is NaN.
         */
        private static boolean writesOnNaN(int compare, int condition, boolean takenWrites) {
            if (compare != Opcodes.FCMPL && compare != Opcodes.FCMPG && compare != Opcodes.DCMPL
                    && compare != Opcodes.DCMPG) {
                return false;
            }
            int nan = compare == Opcodes.FCMPG || compare == Opcodes.DCMPG ? 1 : -1;
            boolean taken;
            switch (condition) {
                case Opcodes.IFEQ: taken = nan == 0; break;
                case Opcodes.IFNE: taken = nan != 0; break;
                case Opcodes.IFLT: taken = nan < 0; break;
                case Opcodes.IFGE: taken = nan >= 0; break;
                case Opcodes.IFGT: taken = nan > 0; break;
                default: taken = nan <= 0; break; // IFLE
            }
            return takenWrites == taken;
        }

        private static boolean isConditional(int opcode) {
            return opcode >= Opcodes.IFEQ && opcode <= Opcodes.IF_ACMPNE || opcode == Opcodes.IFNULL
                    || opcode == Opcodes.IFNONNULL;
        }

        /** The opposite condition: IFEQ-IFNE, IFLT-IFGE, IFGT-IFLE. */
        private static int negate(int condition) {
            switch (condition) {
                case Opcodes.IFEQ: return Opcodes.IFNE;
                case Opcodes.IFNE: return Opcodes.IFEQ;
                case Opcodes.IFLT: return Opcodes.IFGE;
                case Opcodes.IFGE: return Opcodes.IFLT;
                case Opcodes.IFGT: return Opcodes.IFLE;
                default: return Opcodes.IFGT; // IFLE
            }
        }

        /** The condition with its operands swapped: a < b is b > a. */
        private static int mirror(int condition) {
            switch (condition) {
                case Opcodes.IFLT: return Opcodes.IFGT;
                case Opcodes.IFGT: return Opcodes.IFLT;
                case Opcodes.IFLE: return Opcodes.IFGE;
                case Opcodes.IFGE: return Opcodes.IFLE;
                default: return condition;
            }
        }
    }
}
