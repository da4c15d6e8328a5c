package org.javadvm.weaver.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.IntPredicate;

import net.bytebuddy.jar.asm.AnnotationVisitor;
import net.bytebuddy.jar.asm.Handle;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.TypePath;

/**
 * Reports the sequential loops of a method woven for dyn or debug: holds the method's code back until its
 * end, finds its loops ({@link LoopFinder}), gives each a site of kind {@code SL} (line of its header) and
 * writes the code again with calls of {@code Hook.loopStart}, {@code loopIteration} and {@code loopEnd}
 * (each {@code $dvm$sites + n}: four instructions) placed so that every way into, around and out of a loop
 * is reported once:
 * <ul>
 * <li>on every edge of the control flow, the ends of the loops it leaves (innermost first) and the start of
 * the loop whose header it enters; at the target when all edges into it carry the same calls, else after the
 * instruction falling through, or through a small block the jump is sent to, which makes them and jumps on;</li>
 * <li>{@code loopIteration} at the loop's iteration point;</li>
 * <li>before a {@code return} inside loops, their ends;</li>
 * <li>an exception edge from inside a loop to a handler of the method outside it goes through a block that
 * ends the loops left and jumps to the handler: the method's exception table entries are split by the loops
 * the instructions they cover lie in, in place, so the handlers keep their order;</li>
 * <li>an exception leaving the method from inside loops is caught, after all the method's own handlers, by a
 * block that ends them and rethrows it.</li>
 * </ul>
 * Every way out of a loop is an edge of the graph, a return or an exception, so the events nest exactly per
 * thread without any bookkeeping at run time: which loops an instruction lies in is known when weaving. The
 * inserted blocks carry the stack map frame of the instruction they jump to (the handlers that rethrow: no
 * locals, the throwable), so frames stay valid; code the method's class file has no frames for gets none.
 *
 * <p>Put it last before the class writer (it sees the final code, and no later visitor moves its code). With
 * {@code skip} (a construct's body) the loops whose header reads one of the bounds' slots are not reported:
 * they are the construct's own dimensions, whose iterations the run-time reports. Loops of a constructor's
 * prologue, before its {@code super(...)} or {@code this(...)} call, are not reported either (see
 * {@code prologueEnd}).
 *
 * <p>Call order: ASM's {@code MethodVisitor} order; everything from {@code visitCode} to {@code visitMaxs} is
 * held and written in {@code visitMaxs}.
 */
final class LoopWeaver extends MethodVisitor {
    private static final int START = 0;
    private static final int ITERATION = 1;
    private static final int END = 2;
    private static final String[] HOOKS = {"loopStart", "loopIteration", "loopEnd"};

    private final String owner;
    private final String method;
    private final SiteTable sites;
    private final IntPredicate boundSlot;
    private final List<Item> items = new ArrayList<>();
    private final List<TryCatch> tryCatches = new ArrayList<>();
    private boolean holding;
    private boolean hasFrames;
    /** Items that call a constructor ({@code INVOKESPECIAL <init>}), to find a constructor's prologue. */
    private final Set<Integer> constructorCalls = new HashSet<>();

    /**
     * @param method the method's name in source terms
     * @param boundSlot in a construct's body, the local slots of its bounds; {@code null} elsewhere
     */
    LoopWeaver(MethodVisitor next, String owner, String method, SiteTable sites, IntPredicate boundSlot) {
        super(Opcodes.ASM9, next);
        this.owner = owner;
        this.method = method;
        this.sites = sites;
        this.boundSlot = boundSlot;
    }

    /** One held event of the code. */
    private static final class Item {
        static final int INSN = 0;
        static final int LABEL = 1;
        static final int FRAME = 2;
        static final int OTHER = 3;

        final int kind;
        final int opcode;
        /** For a label, the label; for a jump or switch, its targets. */
        final Label[] labels;
        /** For {@code xLOAD}, the slot. */
        final int slot;
        /** For a line number, the line; else 0. */
        final int line;
        /** Writes the event; jumps and switches through the given label mapping. */
        final BiConsumer<MethodVisitor, java.util.function.UnaryOperator<Label>> replay;
        /** For a frame: its locals and stack (expanded). */
        Object[] locals;
        Object[] stack;

        Item(int kind, int opcode, Label[] labels, int slot, int line,
             BiConsumer<MethodVisitor, java.util.function.UnaryOperator<Label>> replay) {
            this.kind = kind;
            this.opcode = opcode;
            this.labels = labels;
            this.slot = slot;
            this.line = line;
            this.replay = replay;
        }
    }

    /** One exception table entry. */
    private static final class TryCatch {
        final Label start;
        final Label end;
        final Label handler;
        final String type;
        final List<BiConsumer<MethodVisitor, Void>> annotations = new ArrayList<>();

        TryCatch(Label start, Label end, Label handler, String type) {
            this.start = start;
            this.end = end;
            this.handler = handler;
            this.type = type;
        }
    }

    private void insn(int opcode, BiConsumer<MethodVisitor, java.util.function.UnaryOperator<Label>> replay) {
        items.add(new Item(Item.INSN, opcode, null, -1, 0, replay));
    }

    private void other(BiConsumer<MethodVisitor, java.util.function.UnaryOperator<Label>> replay) {
        items.add(new Item(Item.OTHER, -1, null, -1, 0, replay));
    }

    @Override
    public void visitCode() {
        super.visitCode();
        holding = true;
    }

    @Override
    public void visitFrame(int type, int numLocal, Object[] local, int numStack, Object[] stack) {
        if (!holding) {
            super.visitFrame(type, numLocal, local, numStack, stack);
            return;
        }
        if (type != Opcodes.F_NEW) {
            throw new IllegalStateException("expected expanded frames in " + owner + "." + method);
        }
        hasFrames = true;
        Object[] locals = Arrays.copyOf(local == null ? new Object[0] : local, numLocal);
        Object[] stacks = Arrays.copyOf(stack == null ? new Object[0] : stack, numStack);
        Item frame = new Item(Item.FRAME, -1, null, -1, 0,
                (mv, map) -> mv.visitFrame(type, locals.length, locals, stacks.length, stacks));
        frame.locals = locals;
        frame.stack = stacks;
        items.add(frame);
    }

    @Override
    public void visitInsn(int opcode) {
        insn(opcode, (mv, map) -> mv.visitInsn(opcode));
    }

    @Override
    public void visitIntInsn(int opcode, int operand) {
        insn(opcode, (mv, map) -> mv.visitIntInsn(opcode, operand));
    }

    @Override
    public void visitVarInsn(int opcode, int slot) {
        if (opcode == Opcodes.RET) {
            throw new IllegalStateException("RET (a subroutine) in " + owner + "." + method
                    + ": compile the class for Java 7 or later");
        }
        items.add(new Item(Item.INSN, opcode, null, slot, 0, (mv, map) -> mv.visitVarInsn(opcode, slot)));
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
        insn(opcode, (mv, map) -> mv.visitTypeInsn(opcode, type));
    }

    @Override
    public void visitFieldInsn(int opcode, String fieldOwner, String name, String descriptor) {
        insn(opcode, (mv, map) -> mv.visitFieldInsn(opcode, fieldOwner, name, descriptor));
    }

    @Override
    public void visitMethodInsn(int opcode, String methodOwner, String name, String descriptor, boolean isInterface) {
        if (holding && opcode == Opcodes.INVOKESPECIAL && name.equals("<init>")) {
            constructorCalls.add(items.size());
        }
        insn(opcode, (mv, map) -> mv.visitMethodInsn(opcode, methodOwner, name, descriptor, isInterface));
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
        insn(Opcodes.INVOKEDYNAMIC, (mv, map) -> mv.visitInvokeDynamicInsn(name, descriptor, bootstrap, arguments));
    }

    @Override
    public void visitJumpInsn(int opcode, Label label) {
        if (opcode == Opcodes.JSR) {
            throw new IllegalStateException("JSR (a subroutine) in " + owner + "." + method
                    + ": compile the class for Java 7 or later");
        }
        items.add(new Item(Item.INSN, opcode, new Label[] {label}, -1, 0,
                (mv, map) -> mv.visitJumpInsn(opcode, map.apply(label))));
    }

    @Override
    public void visitLabel(Label label) {
        if (!holding) {
            super.visitLabel(label);
            return;
        }
        items.add(new Item(Item.LABEL, -1, new Label[] {label}, -1, 0, (mv, map) -> mv.visitLabel(label)));
    }

    @Override
    public void visitLdcInsn(Object value) {
        insn(Opcodes.LDC, (mv, map) -> mv.visitLdcInsn(value));
    }

    @Override
    public void visitIincInsn(int slot, int increment) {
        insn(Opcodes.IINC, (mv, map) -> mv.visitIincInsn(slot, increment));
    }

    @Override
    public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
        Label[] targets = new Label[labels.length + 1];
        targets[0] = dflt;
        System.arraycopy(labels, 0, targets, 1, labels.length);
        items.add(new Item(Item.INSN, Opcodes.TABLESWITCH, targets, -1, 0, (mv, map) -> mv.visitTableSwitchInsn(min,
                max, map.apply(dflt), Arrays.stream(labels).map(map).toArray(Label[]::new))));
    }

    @Override
    public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
        Label[] targets = new Label[labels.length + 1];
        targets[0] = dflt;
        System.arraycopy(labels, 0, targets, 1, labels.length);
        items.add(new Item(Item.INSN, Opcodes.LOOKUPSWITCH, targets, -1, 0, (mv, map) -> mv.visitLookupSwitchInsn(
                map.apply(dflt), keys, Arrays.stream(labels).map(map).toArray(Label[]::new))));
    }

    @Override
    public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
        insn(Opcodes.MULTIANEWARRAY, (mv, map) -> mv.visitMultiANewArrayInsn(descriptor, numDimensions));
    }

    @Override
    public AnnotationVisitor visitInsnAnnotation(int typeRef, TypePath typePath, String descriptor, boolean visible) {
        if (!holding) {
            return super.visitInsnAnnotation(typeRef, typePath, descriptor, visible);
        }
        RecordedAnnotation values = new RecordedAnnotation();
        other((mv, map) -> values.replay(mv.visitInsnAnnotation(typeRef, typePath, descriptor, visible)));
        return values;
    }

    @Override
    public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
        if (!holding) {
            super.visitTryCatchBlock(start, end, handler, type);
            return;
        }
        tryCatches.add(new TryCatch(start, end, handler, type));
    }

    @Override
    public AnnotationVisitor visitTryCatchAnnotation(int typeRef, TypePath typePath, String descriptor,
                                                     boolean visible) {
        if (!holding || tryCatches.isEmpty()) {
            return super.visitTryCatchAnnotation(typeRef, typePath, descriptor, visible);
        }
        RecordedAnnotation values = new RecordedAnnotation();
        tryCatches.get(tryCatches.size() - 1).annotations.add((mv, none) ->
                values.replay(mv.visitTryCatchAnnotation(typeRef, typePath, descriptor, visible)));
        return values;
    }

    @Override
    public void visitLocalVariable(String name, String descriptor, String signature, Label start, Label end,
                                   int index) {
        if (!holding) {
            super.visitLocalVariable(name, descriptor, signature, start, end, index);
            return;
        }
        other((mv, map) -> mv.visitLocalVariable(name, descriptor, signature, start, end, index));
    }

    @Override
    public AnnotationVisitor visitLocalVariableAnnotation(int typeRef, TypePath typePath, Label[] start, Label[] end,
                                                          int[] index, String descriptor, boolean visible) {
        if (!holding) {
            return super.visitLocalVariableAnnotation(typeRef, typePath, start, end, index, descriptor, visible);
        }
        RecordedAnnotation values = new RecordedAnnotation();
        other((mv, map) -> values.replay(mv.visitLocalVariableAnnotation(typeRef, typePath, start, end, index,
                descriptor, visible)));
        return values;
    }

    @Override
    public void visitLineNumber(int line, Label start) {
        if (!holding) {
            super.visitLineNumber(line, start);
            return;
        }
        items.add(new Item(Item.OTHER, -1, null, -1, line, (mv, map) -> mv.visitLineNumber(line, start)));
    }

    @Override
    public void visitMaxs(int maxStack, int maxLocals) {
        holding = false;
        new Rewrite().write();
        super.visitMaxs(maxStack + 2, maxLocals);
    }

    /** The analysis of the held code and its writing with the loop calls. */
    private final class Rewrite {
        /** Item index of each instruction. */
        private final int[] itemOf;
        /** Instruction index of each label: the first instruction after it (the count when none follows). */
        private final Map<Label, Integer> instructionAt = new IdentityHashMap<>();
        private final int[] opcodes;
        private final int[][] next;
        private final int[][] handlers;
        private List<LoopFinder.Loop> loops;
        /** Per instruction the innermost loop holding it, -1 for none. */
        private int[] innermost;
        private int[] site;
        private final Map<Integer, List<Label>> labelsBefore = new HashMap<>();
        private final Map<Integer, List<Label>> labelsAfter = new HashMap<>();
        private final Map<Integer, List<Integer>> callsBefore = new HashMap<>();
        private final Map<Integer, List<Integer>> callsAfter = new HashMap<>();
        private final List<Integer> entryCalls = new ArrayList<>();
        private final Map<Integer, Label> startLabels = new HashMap<>();
        private final Map<Integer, Label> endLabels = new HashMap<>();
        /** Per instruction, the blocks its jumps to a label go through instead. */
        private final Map<Integer, Map<Label, Label>> retargets = new HashMap<>();
        private final Map<Trampoline, Label> trampolines = new LinkedHashMap<>();

        Rewrite() {
            int count = 0;
            for (Item item : items) {
                count += item.kind == Item.INSN ? 1 : 0;
            }
            itemOf = new int[count];
            opcodes = new int[count];
            int k = 0;
            List<Label> pending = new ArrayList<>();
            for (int i = 0; i < items.size(); i++) {
                Item item = items.get(i);
                if (item.kind == Item.LABEL) {
                    pending.add(item.labels[0]);
                } else if (item.kind == Item.INSN) {
                    for (Label label : pending) {
                        instructionAt.put(label, k);
                    }
                    pending.clear();
                    itemOf[k] = i;
                    opcodes[k++] = item.opcode;
                }
            }
            for (Label label : pending) {
                instructionAt.put(label, count);
            }
            next = new int[count][];
            for (k = 0; k < count; k++) {
                next[k] = successors(k);
            }
            List<List<Integer>> covering = new ArrayList<>();
            for (k = 0; k < count; k++) {
                covering.add(new ArrayList<>());
            }
            for (TryCatch entry : tryCatches) {
                int handler = at(entry.handler);
                for (k = at(entry.start); k < at(entry.end); k++) {
                    if (handler < count && !covering.get(k).contains(handler)) {
                        covering.get(k).add(handler);
                    }
                }
            }
            handlers = new int[count][];
            for (k = 0; k < count; k++) {
                handlers[k] = covering.get(k).stream().mapToInt(Integer::intValue).toArray();
            }
        }

        private int at(Label label) {
            Integer k = instructionAt.get(label);
            if (k == null) {
                throw new IllegalStateException("a label of " + owner + "." + method + " is not in its code");
            }
            return k;
        }

        private int[] successors(int k) {
            Item item = items.get(itemOf[k]);
            int opcode = item.opcode;
            if (opcode == Opcodes.GOTO) {
                return new int[] {at(item.labels[0])};
            }
            if (LoopFinder.isConditionalJump(opcode)) {
                return new int[] {at(item.labels[0]), k + 1};
            }
            if (opcode == Opcodes.TABLESWITCH || opcode == Opcodes.LOOKUPSWITCH) {
                return Arrays.stream(item.labels).mapToInt(this::at).distinct().toArray();
            }
            if ((opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) || opcode == Opcodes.ATHROW
                    || k + 1 >= itemOf.length) {
                return new int[0];
            }
            return new int[] {k + 1};
        }

        void write() {
            if (itemOf.length > 0) {
                int prologue = prologueEnd();
                loops = new LoopFinder(opcodes, next, handlers).loops(header -> header < prologue
                        || (boundSlot != null && readsBound(header)));
            } else {
                loops = List.of();
            }
            if (loops.isEmpty()) {
                replay(tryCatches, List.of());
                return;
            }
            innermost = new int[itemOf.length];
            Arrays.fill(innermost, -1);
            site = new int[loops.size()];
            for (int l = 0; l < loops.size(); l++) {
                LoopFinder.Loop loop = loops.get(l);
                for (int k = loop.members.nextSetBit(0); k >= 0; k = loop.members.nextSetBit(k + 1)) {
                    innermost[k] = l; // outer loops come first, so the last one set is the innermost
                }
                site[l] = sites.add("SL", lineAt(loop.header), method, "");
            }
            placeEdges();
            for (int k = 0; k < itemOf.length; k++) {
                int opcode = opcodes[k];
                if (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN && innermost[k] >= 0) {
                    calls(callsBefore, k).addAll(events(innermost[k], -1));
                }
            }
            for (int l = 0; l < loops.size(); l++) {
                calls(callsBefore, loops.get(l).iterationPoint).add(l * 3 + ITERATION);
            }
            List<TryCatch> table = new ArrayList<>();
            for (TryCatch entry : tryCatches) {
                table.addAll(split(entry));
            }
            table.addAll(leavingTheMethod());
            replay(table, new ArrayList<>(trampolines.keySet()));
        }

        /**
         * In a constructor, the instruction calling {@code super(...)} or {@code this(...)}: before it (Java 25
         * lets a prologue hold loops) {@code this} is uninitialized, and the verifier accepts no handler there
         * whose frame lacks it, so such loops are not reported. 0 in other methods.
         */
        private int prologueEnd() {
            if (!method.equals("<init>")) {
                return 0;
            }
            int pendingNews = 0;
            for (int k = 0; k < itemOf.length; k++) {
                if (opcodes[k] == Opcodes.NEW) {
                    pendingNews++;
                } else if (constructorCalls.contains(itemOf[k])) {
                    if (pendingNews == 0) {
                        return k;
                    }
                    pendingNews--;
                }
            }
            return 0;
        }

        /** Whether the header's straight-line code reads a bound of the construct. */
        private boolean readsBound(int header) {
            for (int k = header; k < itemOf.length; k++) {
                Item item = items.get(itemOf[k]);
                if (item.opcode == Opcodes.ILOAD && boundSlot.test(item.slot)) {
                    return true;
                }
                if (item.labels != null || next[k].length != 1) {
                    return false;
                }
            }
            return false;
        }

        private int lineAt(int instruction) {
            int line = 0;
            for (int i = 0; i < itemOf[instruction]; i++) {
                if (items.get(i).line > 0) {
                    line = items.get(i).line;
                }
            }
            return line;
        }

        /** The calls on the way from loop nest {@code from} to {@code to} (innermost loops, -1 for none). */
        private List<Integer> events(int from, int to) {
            List<Integer> calls = new ArrayList<>();
            List<Integer> target = nest(to);
            for (int l = from; l >= 0 && !target.contains(l); l = loops.get(l).parent) {
                calls.add(l * 3 + END);
            }
            List<Integer> source = nest(from);
            for (int l : target) { // outer first
                if (!source.contains(l)) {
                    calls.add(l * 3 + START);
                }
            }
            return calls;
        }

        /** The loops holding {@code loop} and itself, outer first. */
        private List<Integer> nest(int loop) {
            List<Integer> nest = new ArrayList<>();
            for (int l = loop; l >= 0; l = loops.get(l).parent) {
                nest.add(0, l);
            }
            return nest;
        }

        private List<Integer> calls(Map<Integer, List<Integer>> where, int instruction) {
            return where.computeIfAbsent(instruction, k -> new ArrayList<>());
        }

        /** Normal edges: at the target when every edge into it carries the same calls, else on the edge. */
        private void placeEdges() {
            Map<Integer, List<int[]>> into = new HashMap<>(); // target -> {source, jumps?}
            Set<Integer> handlerTargets = new HashSet<>();
            for (int[] covering : handlers) {
                for (int h : covering) {
                    handlerTargets.add(h);
                }
            }
            into.computeIfAbsent(0, v -> new ArrayList<>()).add(new int[] {-1, 0}); // the method's entry
            for (int u = 0; u < itemOf.length; u++) {
                Item item = items.get(itemOf[u]);
                int opcode = item.opcode;
                boolean conditional = LoopFinder.isConditionalJump(opcode);
                for (int v : next[u]) {
                    boolean jumps = item.labels != null && Arrays.stream(item.labels).anyMatch(l -> at(l) == v);
                    boolean falls = v == u + 1 && (item.labels == null || conditional);
                    if (jumps) {
                        into.computeIfAbsent(v, t -> new ArrayList<>()).add(new int[] {u, 1});
                    }
                    if (falls) {
                        into.computeIfAbsent(v, t -> new ArrayList<>()).add(new int[] {u, 0});
                    }
                }
            }
            for (Map.Entry<Integer, List<int[]>> edges : into.entrySet()) {
                int v = edges.getKey();
                List<List<Integer>> calls = new ArrayList<>();
                boolean any = false;
                for (int[] edge : edges.getValue()) {
                    List<Integer> c = events(edge[0] < 0 ? -1 : innermost[edge[0]], innermost[v]);
                    calls.add(c);
                    any |= !c.isEmpty();
                }
                if (!any) {
                    continue;
                }
                boolean same = calls.stream().allMatch(c -> c.equals(calls.get(0)));
                if (same && !handlerTargets.contains(v)) {
                    calls(callsBefore, v).addAll(calls.get(0));
                    continue;
                }
                for (int e = 0; e < calls.size(); e++) {
                    int[] edge = edges.getValue().get(e);
                    List<Integer> c = calls.get(e);
                    if (c.isEmpty()) {
                        continue;
                    }
                    if (edge[1] == 0) {
                        if (edge[0] < 0) {
                            entryCalls.addAll(c); // before the first label: only the method's entry runs them
                        } else {
                            calls(callsAfter, edge[0]).addAll(c);
                        }
                    } else {
                        Label through = trampoline(new Trampoline(v, c, false));
                        Map<Label, Label> map = retargets.computeIfAbsent(edge[0], u -> new IdentityHashMap<>());
                        for (Label label : items.get(itemOf[edge[0]]).labels) {
                            if (at(label) == v) {
                                map.put(label, through);
                            }
                        }
                    }
                }
            }
        }

        private Label trampoline(Trampoline trampoline) {
            return trampolines.computeIfAbsent(trampoline, t -> new Label());
        }

        /** The entry as it is, or cut where the calls on its exception edge change, each piece in its place. */
        private List<TryCatch> split(TryCatch entry) {
            int handler = at(entry.handler);
            int from = at(entry.start);
            int to = at(entry.end);
            if (handler >= itemOf.length) {
                return List.of(entry);
            }
            List<TryCatch> pieces = new ArrayList<>();
            boolean changed = false;
            int runStart = from;
            List<Integer> runCalls = null;
            for (int k = from; k <= to; k++) {
                List<Integer> calls = k == to ? null : events(innermost[k], innermost[handler]);
                if (k > from && !Objects.equals(calls, runCalls)) {
                    Label target = runCalls.isEmpty() ? entry.handler
                            : trampoline(new Trampoline(handler, runCalls, false));
                    changed |= !runCalls.isEmpty();
                    pieces.add(new TryCatch(startLabel(runStart), endLabel(k - 1), target, entry.type));
                    runStart = k;
                }
                runCalls = calls;
            }
            if (!changed) {
                return List.of(entry);
            }
            pieces.get(0).annotations.addAll(entry.annotations);
            return pieces;
        }

        /** Catch-alls, after all the method's handlers: an exception leaving the method ends the loops it leaves. */
        private List<TryCatch> leavingTheMethod() {
            List<TryCatch> entries = new ArrayList<>();
            int runStart = 0;
            for (int k = 1; k <= itemOf.length; k++) {
                if (k == itemOf.length || innermost[k] != innermost[runStart]) {
                    if (innermost[runStart] >= 0) {
                        Label rethrow = trampoline(new Trampoline(-1, events(innermost[runStart], -1), true));
                        entries.add(new TryCatch(startLabel(runStart), endLabel(k - 1), rethrow, null));
                    }
                    runStart = k;
                }
            }
            return entries;
        }

        private Label startLabel(int instruction) {
            return startLabels.computeIfAbsent(instruction, k -> {
                Label label = new Label();
                labelsBefore.computeIfAbsent(k, x -> new ArrayList<>()).add(label);
                return label;
            });
        }

        private Label endLabel(int instruction) {
            return endLabels.computeIfAbsent(instruction, k -> {
                Label label = new Label();
                labelsAfter.computeIfAbsent(k, x -> new ArrayList<>()).add(label);
                return label;
            });
        }

        /** The frame at an instruction: the one written right before it. */
        private Item frameAt(int instruction) {
            for (int i = itemOf[instruction] - 1; i >= 0 && items.get(i).kind != Item.INSN; i--) {
                if (items.get(i).kind == Item.FRAME) {
                    return items.get(i);
                }
            }
            throw new IllegalStateException("no stack map frame at a branch target of " + owner + "." + method);
        }

        private void replay(List<TryCatch> table, List<Trampoline> blocks) {
            MethodVisitor out = LoopWeaver.this.mv;
            for (TryCatch entry : table) {
                out.visitTryCatchBlock(entry.start, entry.end, entry.handler, entry.type);
                entry.annotations.forEach(annotation -> annotation.accept(out, null));
            }
            entryCalls.forEach(call -> emit(out, call));
            int k = 0;
            for (int i = 0; i < items.size(); i++) {
                Item item = items.get(i);
                if (item.kind != Item.INSN) {
                    item.replay.accept(out, label -> label);
                    continue;
                }
                labelsBefore.getOrDefault(k, List.of()).forEach(out::visitLabel);
                callsBefore.getOrDefault(k, List.of()).forEach(call -> emit(out, call));
                Map<Label, Label> map = retargets.getOrDefault(k, Map.of());
                item.replay.accept(out, label -> map.getOrDefault(label, label));
                labelsAfter.getOrDefault(k, List.of()).forEach(out::visitLabel);
                callsAfter.getOrDefault(k, List.of()).forEach(call -> emit(out, call));
                k++;
            }
            for (Trampoline block : blocks) {
                out.visitLabel(trampolines.get(block));
                if (hasFrames) {
                    if (block.rethrows) {
                        out.visitFrame(Opcodes.F_NEW, 0, new Object[0], 1, new Object[] {"java/lang/Throwable"});
                    } else {
                        Item frame = frameAt(block.target);
                        out.visitFrame(Opcodes.F_NEW, frame.locals.length, frame.locals, frame.stack.length,
                                frame.stack);
                    }
                }
                block.calls.forEach(call -> emit(out, call));
                if (block.rethrows) {
                    out.visitInsn(Opcodes.ATHROW);
                } else {
                    out.visitJumpInsn(Opcodes.GOTO, labelOf(block.target));
                }
            }
        }

        /** A label at an instruction: the last one before it (jump targets and handlers have one). */
        private Label labelOf(int instruction) {
            for (int i = itemOf[instruction] - 1; i >= 0 && items.get(i).kind != Item.INSN; i--) {
                if (items.get(i).kind == Item.LABEL) {
                    return items.get(i).labels[0];
                }
            }
            throw new IllegalStateException("no label at a branch target of " + owner + "." + method);
        }

        /** {@code Hook.loopX($dvm$sites + n)}. */
        private void emit(MethodVisitor out, int call) {
            out.visitFieldInsn(Opcodes.GETSTATIC, owner, AccessWeaver.SITES_FIELD, "I");
            Bytecode.pushInt(out, site[call / 3]);
            out.visitInsn(Opcodes.IADD);
            out.visitMethodInsn(Opcodes.INVOKESTATIC, AccessWeaver.HOOK, HOOKS[call % 3], "(I)V", false);
        }
    }

    /** A block some edges go through: the calls, then a jump to {@code target} or (rethrows) a rethrow. */
    private record Trampoline(int target, List<Integer> calls, boolean rethrows) {
    }
}
