package org.javadvm.weaver.internal;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import net.bytebuddy.jar.asm.AnnotationVisitor;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.Handle;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import org.javadvm.weaver.WeaveProblem;

/**
 * Checks that the body of every parallel construct is the loop nest its dispatcher partitions. The run-time
 * calls the body once per block with the block's bounds (dyn: once per iteration), which gives the sequential
 * result only when the body, for each loop dimension, is one counted loop over exactly its bounds:
 * {@code for (int i = lo; i < hi; i++)}, or {@code for (int i = hi - 1; i >= lo; i--)} along a dimension the
 * loop runs downward. So each bound parameter is read once, by its loop's header, and never assigned; the loop
 * variable steps by one at the end of each iteration and is assigned nowhere else; no return, jump or exception
 * handler leaves a loop of the nest before its range ends; the loops are nested; and no other loop of the method
 * encloses the nest (it would repeat once per block). Anything else is a problem naming the construct, the line
 * and what was found, for example a loop stepping by two, a search that returns at its first match, or a bound
 * used to scale a value.
 *
 * <p>The check reads the code as javac lays out a loop (condition first, step and {@code GOTO} back at the end)
 * and also the condition-last layout of other compilers; shapes it does not recognise are refused, never guessed.
 * Call order of the visitor: the class reader's, one method at a time; each construct method is analysed at its
 * {@code visitEnd}.
 */
final class NestShape {
    private NestShape() {
    }

    /** How an author vouches for a body of another shape, appended to the shape problems. */
    private static final String SPLITTABLE_HINT = "; a body that computes on any part of the range exactly what the "
            + "whole loop computes there, in another shape, says so with @ParallelLoop(splittable = true)";


    /**
     * @param constructs the class's constructs by method name + descriptor
     * @param inPieces   gets, for each loop whose body may run a block as several consecutive calls, its method
     *                   name + descriptor and the loop dimension of its outermost loop ({@link #runsInPieces})
     * @param ties       gets, by method name + descriptor, the {@link LocationTies location reductions} of each loop
     *                   whose body the check read
     * @param downward   gets, by method name + descriptor, the loop dimensions along which a loop that runs another
     *                   way than it declares (possible outside {@code across}) actually runs downward: the debug
     *                   modes' emulations walk its iterations in the order the program does
     */
    static void check(byte[] classFile, String className, String sourceFile, Map<String, Construct> constructs,
                      List<WeaveProblem> problems, List<WeaveProblem> warnings, Map<String, Integer> inPieces,
                      Map<String, Map<String, LocationTies.Positions>> ties, Map<String, boolean[]> downward,
                      Map<String, java.util.Set<String>> math) {
        Map<String, java.util.Set<String>> fieldsWritten = fieldsWritten(classFile);
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                Construct construct = constructs.get(name + descriptor);
                if (construct == null || (access & Opcodes.ACC_ABSTRACT) != 0) {
                    return null;
                }
                return new WideJumps(new Code(construct, className.replace('.', '/'), message -> problems.add(new WeaveProblem(className, name, sourceFile,
                        message.line, message.text)), dimension -> inPieces.put(name + descriptor, dimension),
                        (field, positions) -> ties.computeIfAbsent(name + descriptor, m -> new java.util.LinkedHashMap<>())
                                .put(field, positions), dimensions -> downward.put(name + descriptor, dimensions),
                        fieldsWritten, constructs, message -> warnings.add(new WeaveProblem(className, name,
                                sourceFile, message.line, message.text)),
                        variable -> math.computeIfAbsent(name + descriptor, m -> new java.util.HashSet<>()).add(variable)));
            }
        }, ClassReader.SKIP_FRAMES);
    }

    /** By method name + descriptor, the fields of the class its own code writes. */
    private static Map<String, java.util.Set<String>> fieldsWritten(byte[] classFile) {
        Map<String, java.util.Set<String>> written = new java.util.HashMap<>();
        ClassReader reader = new ClassReader(classFile);
        String owner = reader.getClassName();
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                java.util.Set<String> fields = written.computeIfAbsent(name + descriptor, m -> new java.util.HashSet<>());
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitFieldInsn(int opcode, String fieldOwner, String field, String fieldDescriptor) {
                        if ((opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC) && fieldOwner.equals(owner)) {
                            fields.add(field);
                        }
                    }
                };
            }
        }, ClassReader.SKIP_FRAMES | ClassReader.SKIP_DEBUG);
        return written;
    }

    /** One problem: the line it is on and what is wrong. */
    private record Message(int line, String text) {
    }

    private interface Sink {
        void add(Message message);
    }

    /** One instruction as the check needs it. */
    static final class Insn {
        final int opcode;
        /** Local variable slot (loads, stores, {@code IINC}), else -1. */
        final int var;
        /** {@code IINC} increment, {@code BIPUSH}/{@code SIPUSH} operand. */
        final int operand;
        final Label[] targets;
        final int line;
        /** A call of {@code java.lang.Math} or {@code StrictMath}: a function of its arguments. */
        boolean pureCall;
        /** A field instruction on a field of the construct's own class: the field's name; else {@code null}. */
        String ownField;
        /** A call of a method of the construct's own class: its name + descriptor, and its name; else {@code null}. */
        String ownMethod;
        String ownMethodName;
        /** A call: its owner, name and descriptor, {@code java/lang/Math.floorMod(II)I}; else {@code null}. */
        String callName;
        /** A call: the values it takes from the stack (receiver included) and the values it leaves (0 or 1). */
        int callPops;
        int callPushes;

        Insn(int opcode, int var, int operand, Label[] targets, int line) {
            this.opcode = opcode;
            this.var = var;
            this.operand = operand;
            this.targets = targets;
            this.line = line;
        }
    }

    /** What {@code stepped} found: no loop of the shape, a refused one (reported), or the loop. */
    private record Stepped(Loop loop) {
        static final Stepped NONE = new Stepped(null);
        static final Stepped REFUSED = new Stepped(null);
    }

    /** One loop of the nest: its variable and where it lies in the code. */
    record Loop(int dimension, int variable, int start, int end, int exitJump, int step, int line) {
        boolean contains(Loop other) {
            return start <= other.start && other.end <= end;
        }
    }

    /** Collects one method's code, then checks it. */
    private static final class Code extends MethodVisitor {
        private final Construct construct;
        private final String owner;
        private final Sink sink;
        private final java.util.function.IntConsumer inPieces;
        /** Whether the method calls itself: a construct splitting its range recursively. */
        private boolean callsItself;
        /** {@code @ParallelLoop(splittable = true)}: the author vouches for a body of another shape. */
        private boolean splittable;
        private final List<Insn> insns = new ArrayList<>();
        private final Map<Label, Integer> labels = new IdentityHashMap<>();
        private final List<Label[]> tryCatches = new ArrayList<>();
        /** Local variable table entries: slot, name, first and end label. */
        private final List<Object[]> locals = new ArrayList<>();
        private int line;

        private final java.util.function.BiConsumer<String, LocationTies.Positions> ties;

        private final java.util.function.Consumer<boolean[]> downward;
        /** By method name + descriptor, the fields of the class each method writes. */
        private final Map<String, java.util.Set<String>> fieldsWritten;

        /** The class's constructs by method name + descriptor. */
        private final Map<String, Construct> constructs;
        /** Gets what the weaver warns about (the class is woven all the same). */
        private final Sink warnings;
        /** Gets each floating-point MIN or MAX variable the body updates only through {@code Math.min} or {@code max}. */
        private final java.util.function.Consumer<String> math;

        Code(Construct construct, String owner, Sink sink, java.util.function.IntConsumer inPieces,
             java.util.function.BiConsumer<String, LocationTies.Positions> ties,
             java.util.function.Consumer<boolean[]> downward, Map<String, java.util.Set<String>> fieldsWritten,
             Map<String, Construct> constructs, Sink warnings, java.util.function.Consumer<String> math) {
            super(Opcodes.ASM9);
            this.math = math;
            this.constructs = constructs;
            this.warnings = warnings;
            this.downward = downward;
            this.fieldsWritten = fieldsWritten;
            this.construct = construct;
            this.owner = owner;
            this.sink = sink;
            this.inPieces = inPieces;
            this.ties = ties;
        }

        private void add(int opcode, int var, int operand, Label... targets) {
            insns.add(new Insn(opcode, var, operand, targets, line));
        }

        @Override
        public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
            if (!descriptor.equals("Lorg/javadvm/ParallelLoop;")) {
                return null;
            }
            return new AnnotationVisitor(Opcodes.ASM9) {
                @Override
                public void visit(String name, Object value) {
                    splittable |= name.equals("splittable") && Boolean.TRUE.equals(value);
                }
            };
        }

        @Override
        public void visitLabel(Label label) {
            labels.put(label, insns.size());
        }

        @Override
        public void visitLineNumber(int number, Label start) {
            line = number;
        }

        @Override
        public void visitInsn(int opcode) {
            add(opcode, -1, 0);
        }

        @Override
        public void visitIntInsn(int opcode, int operand) {
            add(opcode, -1, operand);
        }

        @Override
        public void visitVarInsn(int opcode, int var) {
            add(opcode, var, 0);
        }

        @Override
        public void visitIincInsn(int var, int increment) {
            add(Opcodes.IINC, var, increment);
        }

        @Override
        public void visitJumpInsn(int opcode, Label label) {
            add(opcode, -1, 0, label);
        }

        @Override
        public void visitTableSwitchInsn(int min, int max, Label dflt, Label... cases) {
            add(Opcodes.TABLESWITCH, -1, 0, withDefault(dflt, cases));
        }

        @Override
        public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] cases) {
            add(Opcodes.LOOKUPSWITCH, -1, 0, withDefault(dflt, cases));
        }

        private static Label[] withDefault(Label dflt, Label[] cases) {
            Label[] all = new Label[cases.length + 1];
            all[0] = dflt;
            System.arraycopy(cases, 0, all, 1, cases.length);
            return all;
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            add(opcode, -1, 0);
        }

        @Override
        public void visitFieldInsn(int opcode, String fieldOwner, String name, String descriptor) {
            add(opcode, -1, 0);
            if (fieldOwner.equals(owner)) {
                insns.get(insns.size() - 1).ownField = name;
            }
        }

        @Override
        public void visitMethodInsn(int opcode, String calledOwner, String name, String descriptor,
                                    boolean isInterface) {
            callsItself |= calledOwner.equals(owner) && name.equals(construct.methodName())
                    && descriptor.equals(construct.methodDescriptor());
            add(opcode, -1, 0);
            if (calledOwner.equals(owner)) {
                insns.get(insns.size() - 1).ownMethod = name + descriptor;
                insns.get(insns.size() - 1).ownMethodName = name;
            }
            insns.get(insns.size() - 1).callName = calledOwner + "." + name + descriptor;
            int sizes = net.bytebuddy.jar.asm.Type.getArgumentsAndReturnSizes(descriptor);
            insns.get(insns.size() - 1).callPops = net.bytebuddy.jar.asm.Type.getArgumentTypes(descriptor).length
                    + (opcode == Opcodes.INVOKESTATIC ? 0 : 1);
            insns.get(insns.size() - 1).callPushes = (sizes & 3) == 0 ? 0 : 1;
            insns.get(insns.size() - 1).pureCall = opcode == Opcodes.INVOKESTATIC
                    && (calledOwner.equals("java/lang/Math") || calledOwner.equals("java/lang/StrictMath"));
        }

        @Override
        public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
            add(Opcodes.INVOKEDYNAMIC, -1, 0);
        }

        @Override
        public void visitLdcInsn(Object value) {
            add(Opcodes.LDC, -1, 0);
        }

        @Override
        public void visitMultiANewArrayInsn(String descriptor, int dimensions) {
            add(Opcodes.MULTIANEWARRAY, -1, 0);
        }

        @Override
        public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
            tryCatches.add(new Label[] {start, end, handler});
        }

        @Override
        public void visitLocalVariable(String name, String descriptor, String signature, Label start, Label end,
                                       int index) {
            locals.add(new Object[] {index, name, start, end});
        }

        @Override
        public void visitEnd() {
            new Analysis().run();
        }

        private int at(Label label) {
            return labels.get(label);
        }

        /** The name of the variable in {@code slot} at instruction {@code k}, or {@code fallback} without a table. */
        private String name(int slot, int k, String fallback) {
            for (Object[] local : locals) {
                if ((int) local[0] == slot && at((Label) local[2]) <= k && k < at((Label) local[3])) {
                    return (String) local[1];
                }
            }
            return fallback;
        }

        /** The checks, on the collected code. */
        private final class Analysis {
            private final int firstBound = construct.isStatic() ? 0 : 1;
            private final boolean across = construct.spec().contains(";across=1");
            private final boolean[] descending = descendingDimensions();
            private boolean failed;

            private boolean[] descendingDimensions() {
                boolean[] result = new boolean[construct.rank()];
                int at = construct.spec().indexOf(";desc=");
                if (at >= 0) {
                    int end = construct.spec().indexOf(';', at + 1);
                    String list = construct.spec().substring(at + ";desc=".length(), end < 0 ? construct.spec().length() : end);
                    for (String d : list.split(",")) {
                        result[Integer.parseInt(d)] = true;
                    }
                }
                return result;
            }

            private void problem(int atLine, String text) {
                failed = true;
                sink.add(new Message(atLine, text));
            }

            private String lo(int dimension) {
                return name(firstBound + 2 * dimension, 0, construct.rank() == 1 ? "lo" : "lo" + dimension);
            }

            private String hi(int dimension) {
                return name(firstBound + 2 * dimension + 1, 0, construct.rank() == 1 ? "hi" : "hi" + dimension);
            }

            private String canonical(int dimension, boolean downward) {
                String v = dimension < 3 ? new String[] {"i", "j", "k"}[dimension] : "i" + dimension;
                return downward
                        ? "for (int " + v + " = " + hi(dimension) + " - 1; " + v + " >= " + lo(dimension) + "; " + v + "--)"
                        : "for (int " + v + " = " + lo(dimension) + "; " + v + " < " + hi(dimension) + "; " + v + "++)";
            }

            void run() {
                if (splittable || insns.size() == 1 && insns.get(0).opcode == Opcodes.RETURN) {
                    return; // vouched for, or an empty body: the same on any part of the range
                }
                int rank = construct.rank();
                List<Loop> loops = new ArrayList<>();
                for (int d = 0; d < rank; d++) {
                    Loop loop = loop(d);
                    if (loop != null) {
                        loops.add(loop);
                    }
                }
                if (failed) {
                    return;
                }
                for (Loop loop : loops) {
                    checkLoop(loop);
                }
                for (int a = 0; a < loops.size(); a++) {
                    for (int b = a + 1; b < loops.size(); b++) {
                        Loop x = loops.get(a);
                        Loop y = loops.get(b);
                        if (!x.contains(y) && !y.contains(x)) {
                            problem(y.line, "the loops over " + varName(x) + " (line " + x.line + ") and "
                                    + varName(y) + " (line " + y.line + ") are not nested: the body of a parallel loop "
                                    + "of rank " + rank + " is one loop nest, one loop per dimension");
                        }
                    }
                }
                if (!failed && !loops.isEmpty()) {
                    checkNotEnclosed(outermost(loops));
                }
                if (!failed && !loops.isEmpty() && runsInPieces(outermost(loops))) {
                    inPieces.accept(outermost(loops).dimension);
                }
                if (!failed && loops.size() == rank && !callsItself) {
                    boolean[] actual = new boolean[rank];
                    for (Loop loop : loops) {
                        actual[loop.dimension] = insns.get(loop.step).operand < 0;
                    }
                    if (!java.util.Arrays.equals(actual, descending)) {
                        downward.accept(actual);
                    }
                }
                if (!failed && loops.size() == rank) {
                    List<Loop> nest = new ArrayList<>(loops);
                    nest.sort(java.util.Comparator.comparingInt(Loop::start));
                    NestedReductionCalls.find(construct, constructs, nest, insns, labels,
                            (where, text) -> warnings.add(new Message(where, text)));
                }
                if (!failed && loops.size() == rank) {
                    LocationTies.read(construct.spec(), loops, insns, labels, fieldsWritten,
                            construct.methodName() + construct.methodDescriptor(), firstBound,
                            (where, text) -> problem(where, text),
                            ties);
                    LocationTies.readExtremes(construct.spec(), loops, insns, labels, fieldsWritten,
                            construct.methodName() + construct.methodDescriptor(), firstBound, ties, math);
                }
            }

            /**
             * Whether a block may run as consecutive calls over parts of its outermost loop's range, in order
             * ({@code ConstructRun.FIRST_CALL_PIECES}): the loop runs upward, the construct is no across loop and does
             * not call itself, the code outside the nest does nothing a second call would repeat visibly (no field
             * or array store, no call other than {@code Math}'s, no monitor; it may read, compute and allocate), and
             * no variable set before the nest is set again inside it (a running value, {@code run += a[i]}, would
             * start again with each piece).
             */
            private boolean runsInPieces(Loop outer) {
                if (across || callsItself || !construct.spec().startsWith("kind=loop")
                        || insns.get(outer.step).operand != 1) {
                    return false;
                }
                java.util.BitSet setOutside = new java.util.BitSet();
                java.util.BitSet setInside = new java.util.BitSet();
                for (int k = 0; k < insns.size(); k++) {
                    Insn insn = insns.get(k);
                    boolean inside = k >= outer.start && k <= outer.end;
                    if ((isStore(insn.opcode) || insn.opcode == Opcodes.IINC) && insn.var != outer.variable) {
                        (inside ? setInside : setOutside).set(insn.var);
                    }
                    if (inside) {
                        continue;
                    }
                    switch (insn.opcode) {
                        case Opcodes.PUTFIELD, Opcodes.PUTSTATIC, Opcodes.IASTORE, Opcodes.LASTORE, Opcodes.FASTORE,
                             Opcodes.DASTORE, Opcodes.AASTORE, Opcodes.BASTORE, Opcodes.CASTORE, Opcodes.SASTORE,
                             Opcodes.INVOKEDYNAMIC, Opcodes.INVOKEVIRTUAL, Opcodes.INVOKESPECIAL,
                             Opcodes.INVOKEINTERFACE, Opcodes.MONITORENTER, Opcodes.MONITOREXIT -> {
                            return false;
                        }
                        case Opcodes.INVOKESTATIC -> {
                            if (!insn.pureCall) {
                                return false;
                            }
                        }
                        default -> {
                        }
                    }
                }
                return !setOutside.intersects(setInside);
            }

            private Loop outermost(List<Loop> loops) {
                Loop outer = loops.get(0);
                for (Loop loop : loops) {
                    if (loop.contains(outer)) {
                        outer = loop;
                    }
                }
                return outer;
            }

            private String varName(Loop loop) {
                return name(loop.variable, loop.start, "the variable of dimension " + loop.dimension);
            }

            /** Finds dimension {@code d}'s loop from its bounds' single reads; null (reported) when it has none. */
            private Loop loop(int d) {
                int lo = firstBound + 2 * d;
                int hi = lo + 1;
                for (Insn insn : insns) {
                    if ((isStore(insn.opcode) || insn.opcode == Opcodes.IINC) && (insn.var == lo || insn.var == hi)) {
                        problem(insn.line, "assigns its bound parameter " + (insn.var == lo ? lo(d) : hi(d))
                                + ": the run-time passes each processor's bounds in it; write the loop as "
                                + canonical(d, descending[d]));
                        return null;
                    }
                }
                List<Integer> loReads = reads(lo);
                List<Integer> hiReads = reads(hi);
                if (callsItself) {
                    return recursiveLoop(d, loReads, hiReads);
                }
                if (loReads.size() != 1 || hiReads.size() != 1) {
                    Stepped stepped = stepped(d, loReads, hiReads);
                    if (stepped != Stepped.NONE) {
                        return stepped.loop;
                    }
                    int where = loReads.size() > 1 ? insns.get(loReads.get(1)).line
                            : hiReads.size() > 1 ? insns.get(hiReads.get(1)).line : firstLine();
                    problem(where, "reads its bounds " + lo(d) + " and " + hi(d) + " " + times(loReads.size()) + " and "
                            + times(hiReads.size()) + ": each bound is read once, by the header of the loop over "
                            + "dimension " + d + ", " + canonical(d, descending[d]) + " (the run-time calls the "
                            + "body with each processor's part of the range, so any other use sees the part, not the "
                            + "range)" + SPLITTABLE_HINT);
                    return null;
                }
                Loop declared = shaped(d, descending[d], loReads.get(0), hiReads.get(0));
                if (declared != null) {
                    return declared;
                }
                Loop opposite = shaped(d, !descending[d], loReads.get(0), hiReads.get(0));
                if (opposite != null) {
                    if (!across) {
                        return opposite; // iterations are independent: their order within a block does not matter
                    }
                    problem(opposite.line, descending[d]
                            ? "declares descending = {" + d + "} but its loop over " + varName(opposite)
                                    + " runs upward: the wavefront of an across loop runs the way its loop does"
                            : "its loop over " + varName(opposite) + " runs downward, from " + hi(d) + " - 1 to "
                                    + lo(d) + ": an across loop's wavefront must run the same way; declare "
                                    + "descending = {" + d + "}");
                    return null;
                }
                Stepped stepped = stepped(d, loReads, hiReads);
                if (stepped != Stepped.NONE) {
                    return stepped.loop;
                }
                int init = descending[d] ? hiReads.get(0) : loReads.get(0);
                problem(insns.get(init).line, "the loop over dimension " + d + " is not " + canonical(d, descending[d])
                        + ": a processor runs the body over its own part of the range, so the loop must start at "
                        + "its bound, stop before the other and step by one (write a stride or an offset as index "
                        + "arithmetic inside the body, for example a[2 * i + 1])" + SPLITTABLE_HINT);
                return null;
            }

            /**
             * Dimension {@code d}'s loop as one that steps by a constant {@code s > 1} from an expression of its lower
             * bound up to its upper one, {@code for (int j = j0 + ((i + j0 + colour) & 1); j < j1; j += 2)} as javac
             * lays it out: {@link Stepped#NONE} when the loop is not of that shape (its problem is another), else the
             * loop when its start picks the same points on every part of the range ({@link StartExpression}), or
             * {@link Stepped#REFUSED} with the problem reported.
             */
            private Stepped stepped(int d, List<Integer> loReads, List<Integer> hiReads) {
                if (descending[d] || callsItself || hiReads.size() != 1) {
                    return Stepped.NONE;
                }
                int testRead = hiReads.get(0);
                int testStart;
                int jump;
                boolean variableFirst;
                if (is(testRead - 1, Opcodes.ILOAD) && isConditional(testRead + 1)) {
                    testStart = testRead - 1;
                    jump = testRead + 1;
                    variableFirst = true;
                } else if (is(testRead + 1, Opcodes.ILOAD) && isConditional(testRead + 2)) {
                    testStart = testRead;
                    jump = testRead + 2;
                    variableFirst = false;
                } else {
                    return Stepped.NONE;
                }
                int variable = insns.get(variableFirst ? testStart : testRead + 1).var;
                int store = testStart - 1;
                int target = at(insns.get(jump).targets[0]);
                if (insns.get(jump).opcode != (variableFirst ? Opcodes.IF_ICMPGE : Opcodes.IF_ICMPLE) || target <= jump
                        || !is(store, Opcodes.ISTORE) || insns.get(store).var != variable) {
                    return Stepped.NONE;
                }
                int back = -1;
                for (int k = jump + 1; k < target; k++) {
                    if (insns.get(k).opcode == Opcodes.GOTO && at(insns.get(k).targets[0]) == testStart) {
                        back = k;
                    }
                }
                if (back < 0 || !is(back - 1, Opcodes.IINC) || insns.get(back - 1).var != variable
                        || insns.get(back - 1).operand < 2) {
                    return Stepped.NONE;
                }
                int step = insns.get(back - 1).operand;
                int lo = firstBound + 2 * d;
                StartExpression start = StartExpression.read(insns, labels, store, lo);
                if (start == null) {
                    return Stepped.NONE;
                }
                for (int read : loReads) {
                    if (read < start.firstInstruction() || read >= store) {
                        return Stepped.NONE; // the bound is used elsewhere too: that is the problem to name
                    }
                }
                StartExpression.Verdict verdict = start.check(step);
                if (verdict == null) {
                    return Stepped.NONE;
                }
                Loop loop = new Loop(d, variable, testStart, back, jump, back - 1, insns.get(store).line);
                if (verdict.blockIndependent()) {
                    return new Stepped(loop);
                }
                String v = varName(loop);
                String header = "its loop over " + v + " steps by " + step + " from a start computed from " + lo(d);
                String cure = "; write the start so that it picks the same points wherever a part begins, "
                        + (step == 2 ? lo(d) + " + ((" + lo(d) + " + <the other indices>) & 1)"
                        : lo(d) + " + Math.floorMod(<offset> - " + lo(d) + ", " + step + ")")
                        + ", or vouch for the body with @ParallelLoop(splittable = true)";
                String when = verdict.values().length == 0 ? "" : " (" + valuesText(start, verdict.values(), store) + ")";
                if (verdict.outsideFirstStep()) {
                    int offset = verdict.start() - verdict.bound();
                    problem(loop.line(), header + ", but with " + lo(d) + " = " + verdict.bound() + when
                            + " it starts at " + lo(d) + (offset < 0 ? " - " + -offset : " + " + offset) + ", "
                            + (offset < 0 ? "before its bound" : "past the first " + step + " points")
                            + ": a processor runs the body from the first point of its own part, so the loop must "
                            + "start within " + step + " points of " + lo(d)
                            + (start.takesRemainder() && offset < 0 ? " (x % " + step + " is negative for a negative x; "
                                    + "& " + (step - 1) + " or Math.floorMod is not)" : "") + cure);
                } else {
                    problem(loop.line(), header + " whose remainder modulo " + step + " changes with " + lo(d) + ": with "
                            + lo(d) + " = " + verdict.bound() + " it starts at " + verdict.start() + ", with " + lo(d)
                            + " = " + verdict.otherBound() + " at " + verdict.otherStart() + when + "; a processor's "
                            + "part begins at its own " + lo(d) + ", so it would run other points than the whole loop "
                            + "runs there" + cure);
                }
                return Stepped.REFUSED;
            }

            private String valuesText(StartExpression start, int[] values, int at) {
                List<String> parts = new ArrayList<>();
                for (int v = 0; v < values.length; v++) {
                    Object variable = start.variables().get(v);
                    parts.add((variable instanceof Integer slot ? name(slot, at, "local " + slot) : (String) variable)
                            + " = " + values[v]);
                }
                return String.join(", ", parts);
            }

            /**
             * A construct that calls itself on parts of its range may read its bounds to split it; its own work is
             * still one loop over exactly its bounds, found among the reads.
             */
            private Loop recursiveLoop(int d, List<Integer> loReads, List<Integer> hiReads) {
                for (boolean downward : new boolean[] {descending[d], !descending[d]}) {
                    for (int loRead : loReads) {
                        for (int hiRead : hiReads) {
                            Loop loop = shaped(d, downward, loRead, hiRead);
                            if (loop != null && (downward == descending[d] || !across)) {
                                return loop;
                            }
                        }
                    }
                }
                problem(firstLine(), "calls itself but has no loop " + canonical(d, descending[d]) + " over its "
                        + "bounds: a construct may split its range recursively, and then runs one loop over exactly "
                        + "its part" + SPLITTABLE_HINT);
                return null;
            }

            private int firstLine() {
                for (Insn insn : insns) {
                    if (insn.line > 0) {
                        return insn.line;
                    }
                }
                return 0;
            }

            private String times(int n) {
                return n == 1 ? "once" : n == 0 ? "never" : n + " times";
            }

            private List<Integer> reads(int slot) {
                List<Integer> result = new ArrayList<>();
                for (int k = 0; k < insns.size(); k++) {
                    if (insns.get(k).opcode == Opcodes.ILOAD && insns.get(k).var == slot) {
                        result.add(k);
                    }
                }
                return result;
            }

            /**
             * Dimension {@code d}'s loop if its bounds are read as the loop {@code for (int v = lo; v < hi; v++)}
             * (downward: {@code for (int v = hi - 1; v >= lo; v--)}) needs, else null.
             */
            private Loop shaped(int d, boolean downward, int loRead, int hiRead) {
                int initRead = downward ? hiRead : loRead;
                int testRead = downward ? loRead : hiRead;
                int store = initRead + 1;
                if (downward) {
                    if (!is(initRead + 1, Opcodes.ICONST_1) || !is(initRead + 2, Opcodes.ISUB)) {
                        return null;
                    }
                    store = initRead + 3;
                }
                if (!is(store, Opcodes.ISTORE)) {
                    return null;
                }
                int variable = insns.get(store).var;
                // the test: "v OP bound" or "bound OP v", then the conditional jump
                int testStart;
                int jump;
                boolean variableFirst;
                if (isLoad(testRead - 1, variable) && isConditional(testRead + 1)) {
                    testStart = testRead - 1;
                    jump = testRead + 1;
                    variableFirst = true;
                } else if (isLoad(testRead + 1, variable) && isConditional(testRead + 2)) {
                    testStart = testRead;
                    jump = testRead + 2;
                    variableFirst = false;
                } else {
                    return null;
                }
                int opcode = insns.get(jump).opcode;
                int target = at(insns.get(jump).targets[0]);
                int step = downward ? -1 : 1;
                if (target > jump) { // condition first (javac): the jump leaves the loop
                    int leaves = downward ? (variableFirst ? Opcodes.IF_ICMPLT : Opcodes.IF_ICMPGT)
                            : (variableFirst ? Opcodes.IF_ICMPGE : Opcodes.IF_ICMPLE);
                    if (opcode != leaves || store + 1 != testStart) {
                        return null;
                    }
                    int back = -1;
                    for (int k = jump + 1; k < target; k++) {
                        if (insns.get(k).opcode == Opcodes.GOTO && at(insns.get(k).targets[0]) == testStart) {
                            back = k;
                        }
                    }
                    if (back < 0 || !isStep(back - 1, variable, step)) {
                        return null;
                    }
                    return new Loop(d, variable, testStart, back, jump, back - 1, insns.get(store).line);
                }
                // condition last: GOTO the test, body, step, test, jump back to the body
                int stays = downward ? (variableFirst ? Opcodes.IF_ICMPGE : Opcodes.IF_ICMPLE)
                        : (variableFirst ? Opcodes.IF_ICMPLT : Opcodes.IF_ICMPGT);
                if (opcode != stays || !is(store + 1, Opcodes.GOTO) || at(insns.get(store + 1).targets[0]) != testStart
                        || target != store + 2 || !isStep(testStart - 1, variable, step)) {
                    return null;
                }
                return new Loop(d, variable, target, jump, -1, testStart - 1, insns.get(store).line);
            }

            /** The loop variable is assigned only by its step; nothing leaves the loop before its range ends. */
            private void checkLoop(Loop loop) {
                String v = varName(loop);
                for (int k = loop.start; k <= loop.end; k++) {
                    Insn insn = insns.get(k);
                    if (k != loop.step && insn.var == loop.variable
                            && (isStore(insn.opcode) || insn.opcode == Opcodes.IINC)) {
                        problem(insn.line, "changes its loop variable " + v + " inside the loop: a processor runs "
                                + "every index of its part of the range once, so the loop over dimension "
                                + loop.dimension + " steps by one at the end of each iteration and nowhere else");
                        return;
                    }
                }
                for (int k = loop.start; k <= loop.end; k++) {
                    Insn insn = insns.get(k);
                    if (insn.opcode >= Opcodes.IRETURN && insn.opcode <= Opcodes.RETURN) {
                        problem(insn.line, "returns from inside its loop over " + v + ": every iteration of a "
                                + "parallel loop runs, each processor's part on its own, so a loop cannot stop at an "
                                + "iteration (a search for the first match is a MINLOC reduction over the index)");
                        return;
                    }
                    if (k == loop.exitJump) {
                        continue;
                    }
                    for (Label label : insn.targets) {
                        int target = at(label);
                        if (target < loop.start || target > loop.end) {
                            problem(insn.line, "leaves its loop over " + v + " before the range ends (a break, or a "
                                    + "continue or condition of an enclosing loop): every iteration of a parallel "
                                    + "loop runs, each processor's part on its own, so a loop cannot stop at an "
                                    + "iteration");
                            return;
                        }
                    }
                }
                for (Label[] entry : tryCatches) {
                    int start = at(entry[0]);
                    int end = at(entry[1]);
                    int handler = at(entry[2]);
                    boolean covers = start <= loop.end && end > loop.start;
                    if (covers && (handler < loop.start || handler > loop.end)) {
                        problem(lineAt(handler), "catches exceptions of its loop over " + v + " outside the loop: "
                                + "each processor would run the handler for its own part of the range and go on; "
                                + "catch inside the loop's body or around the call of the parallel loop");
                        return;
                    }
                }
            }

            /** No loop of the method (a back edge outside the nest jumping before it) runs the nest repeatedly. */
            private void checkNotEnclosed(Loop nest) {
                for (int k = 0; k < insns.size(); k++) {
                    if (k >= nest.start && k <= nest.end) {
                        continue;
                    }
                    for (Label label : insns.get(k).targets) {
                        int target = at(label);
                        if (k > nest.end && target <= nest.start) {
                            problem(insns.get(k).line, "runs its loop nest inside another loop (line "
                                    + lineAt(target) + "): the run-time calls the body once per processor's part of "
                                    + "the range, so the enclosing loop would repeat the nest part by part; make the "
                                    + "enclosing loop the caller's, around the call of the parallel loop");
                            return;
                        }
                    }
                }
            }

            private int lineAt(int k) {
                for (int i = Math.min(k, insns.size() - 1); i >= 0; i--) {
                    if (insns.get(i).line > 0) {
                        return insns.get(i).line;
                    }
                }
                return 0;
            }

            private boolean is(int k, int opcode) {
                return k >= 0 && k < insns.size() && insns.get(k).opcode == opcode;
            }

            private boolean isLoad(int k, int variable) {
                return is(k, Opcodes.ILOAD) && insns.get(k).var == variable;
            }

            private boolean isConditional(int k) {
                return k >= 0 && k < insns.size() && insns.get(k).opcode >= Opcodes.IF_ICMPEQ
                        && insns.get(k).opcode <= Opcodes.IF_ICMPLE;
            }

            private boolean isStep(int k, int variable, int step) {
                return is(k, Opcodes.IINC) && insns.get(k).var == variable && insns.get(k).operand == step;
            }

            private boolean isStore(int opcode) {
                return opcode >= Opcodes.ISTORE && opcode <= Opcodes.ASTORE;
            }
        }
    }
}
