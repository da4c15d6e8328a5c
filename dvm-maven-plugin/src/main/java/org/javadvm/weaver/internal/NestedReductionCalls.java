package org.javadvm.weaver.internal;

import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.Opcodes;

/**
 * Finds, in a construct's body, the calls of another construct of the class on the same object that reduce into a
 * field the calling construct neither reduces nor declares private, made in every iteration (no condition inside the
 * loop skips them). Each such call reduces into the field itself (no enclosing copy holds it), so every iteration
 * writes the field: on a grid the processors' results overwrite one another. The run-time refuses the call when two
 * processors make it and dynamic control reports it; the weaver warns (a call in one iteration only, under a
 * condition, is correct, and a call through another object or class is not seen here).
 */
final class NestedReductionCalls {
    private NestedReductionCalls() {
    }

    /**
     * @param outer      the calling construct
     * @param constructs the class's constructs by method name + descriptor
     * @param nest       the calling construct's loops, outermost first
     * @param warnings   gets the line and text of each call found
     */
    static void find(Construct outer, Map<String, Construct> constructs, List<NestShape.Loop> nest,
                     List<NestShape.Insn> insns, Map<Label, Integer> labels, BiConsumer<Integer, String> warnings) {
        if (nest.isEmpty()) {
            return;
        }
        NestShape.Loop loop = nest.get(0);
        Expressions expressions = new Expressions(insns, labels);
        for (int k = loop.start(); k <= loop.end(); k++) {
            NestShape.Insn insn = insns.get(k);
            Construct inner = insn.ownMethod == null ? null : constructs.get(insn.ownMethod);
            if (inner == null || inner == outer || !onTheSameObject(inner, insn, k, expressions, insns)
                    || skippable(loop, k, insns, labels)) {
                continue;
            }
            for (String[] reduction : Construct.reductions(inner.spec())) {
                String variable = reduction[2];
                if (!outer.redirects().containsKey(variable)) {
                    warnings.accept(insn.line, "calls " + inner.methodName() + " (" + source(inner) + ") in every "
                            + (outer.spec().startsWith("kind=task") ? "task" : "iteration") + ", which reduces " + variable + " with " + reduction[0] + ", and "
                            + outer.methodName() + " declares " + variable + " neither @Reduction nor private: each "
                            + "call writes its result into the field itself, and on a grid the processors' results "
                            + "overwrite one another (the run-time refuses the call on a second processor, "
                            + "dynamic control reports DVM03 nested-reduction); declare @Reduction(var = \"" + variable
                            + "\", op = " + reduction[0] + ") on " + outer.methodName());
                }
            }
        }
    }

    /** Whether the call at {@code k} is on the construct's own object ({@code this}), or of a static construct. */
    private static boolean onTheSameObject(Construct inner, NestShape.Insn call, int k, Expressions expressions,
                                           List<NestShape.Insn> insns) {
        if (inner.isStatic()) {
            return true;
        }
        int[] operands = expressions.operands(k, call.callPops);
        if (operands == null) {
            return false;
        }
        int receiverEnd = operands.length > 1 ? operands[1] - 1 : k - 1;
        NestShape.Insn receiver = insns.get(operands[0]);
        return operands[0] == receiverEnd && receiver.opcode == Opcodes.ALOAD && receiver.var == 0;
    }

    /** Whether a jump inside the loop, before the call, can pass over it: the call is not made in every iteration. */
    private static boolean skippable(NestShape.Loop loop, int call, List<NestShape.Insn> insns,
                                     Map<Label, Integer> labels) {
        for (int j = loop.start(); j < call; j++) {
            NestShape.Insn jump = insns.get(j);
            if (j == loop.exitJump() || jump.targets == null) {
                continue;
            }
            for (Label target : jump.targets) {
                Integer at = labels.get(target);
                if (at != null && at > call) {
                    return true;
                }
            }
        }
        return false;
    }

    /** {@code File.java:line} of a construct, from its spec. */
    private static String source(Construct construct) {
        for (String entry : construct.spec().split(";")) {
            if (entry.startsWith("src=")) {
                return entry.substring("src=".length());
            }
        }
        return construct.methodName();
    }
}
