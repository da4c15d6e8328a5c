package org.javadvm.weaver.internal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.function.IntPredicate;

import net.bytebuddy.jar.asm.Opcodes;

/**
 * Finds the loops of one method in its control-flow graph of instructions (numbered in code order, 0 the
 * entry): natural loops, each a header {@code h} and the instructions that reach a back edge {@code u -> h}
 * ({@code h} dominates {@code u}) without passing {@code h}; loops with one header are one loop. Cycles
 * without such a header (irreducible code, which javac does not write) are no loops.
 *
 * <p>A natural loop leaves out the code of its body that cannot come back to the header, such as
 * {@code if (found) return i;} or a handler that rethrows. So that those count as inside the loop as in the
 * source, each loop also takes every instruction its header dominates that lies in code order between its
 * first and last instruction (javac lays a loop out in one piece). If that makes two loops overlap without
 * one containing the other the natural loops are used; if those overlap too, the method has no loops.
 *
 * <p>Each loop gets an iteration point, where an iteration begins. When every back edge is a {@code GOTO}
 * (javac's {@code for}, {@code while} and for-each) and the header's straight-line code ends in a
 * conditional jump with one way out of the loop, that jump is the loop's condition and the iteration begins
 * where it stays in the loop (after all such tests in a row: {@code a && b}); otherwise (do-while, a header
 * that tests nothing) the iteration begins at the header.
 */
final class LoopFinder {
    /** One loop. */
    static final class Loop {
        final int header;
        final BitSet members;
        int iterationPoint;
        /** Index of the innermost loop containing this one, -1 for an outermost loop. */
        int parent = -1;

        Loop(int header, BitSet members) {
            this.header = header;
            this.members = members;
        }
    }

    private final int count;
    private final int[] opcodes;
    /** Normal successors; for a conditional jump {target, next}. */
    private final int[][] next;
    private final int[][] handlers;
    private final int[][] preds;
    private final int[] order; // reverse postorder position, -1 unreachable
    private final int[] idom;
    private final int[] enter;
    private final int[] leave;

    /**
     * @param opcodes per instruction
     * @param next per instruction its normal successors; for a conditional jump {@code {target, next}}
     * @param handlers per instruction the first instructions of the handlers covering it
     */
    LoopFinder(int[] opcodes, int[][] next, int[][] handlers) {
        this.count = opcodes.length;
        this.opcodes = opcodes;
        this.next = next;
        this.handlers = handlers;
        this.order = new int[count];
        this.idom = new int[count];
        this.enter = new int[count];
        this.leave = new int[count];
        List<List<Integer>> predecessors = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            predecessors.add(new ArrayList<>());
        }
        for (int u = 0; u < count; u++) {
            for (int v : next[u]) {
                predecessors.get(v).add(u);
            }
            for (int v : handlers[u]) {
                predecessors.get(v).add(u);
            }
        }
        this.preds = new int[count][];
        for (int i = 0; i < count; i++) {
            preds[i] = predecessors.get(i).stream().mapToInt(Integer::intValue).distinct().toArray();
        }
        dominators();
        if (count > 0) {
            numberDominatorTree();
        }
    }

    /** Normal predecessors of {@code v}: how many instructions jump or fall into it. */
    private int normalPredecessors(int v) {
        int n = 0;
        for (int u : preds[v]) {
            for (int w : next[u]) {
                if (w == v) {
                    n++;
                    break;
                }
            }
        }
        return n;
    }

    private int[] reversePostorder() {
        Arrays.fill(order, -1);
        if (count == 0) {
            return new int[0];
        }
        int[] post = new int[count];
        int posts = 0;
        boolean[] seen = new boolean[count];
        Deque<int[]> stack = new ArrayDeque<>(); // {node, next successor position}
        stack.push(new int[] {0, 0});
        seen[0] = true;
        while (!stack.isEmpty()) {
            int[] top = stack.peek();
            int u = top[0];
            int all = next[u].length + handlers[u].length;
            if (top[1] < all) {
                int p = top[1]++;
                int v = p < next[u].length ? next[u][p] : handlers[u][p - next[u].length];
                if (!seen[v]) {
                    seen[v] = true;
                    stack.push(new int[] {v, 0});
                }
            } else {
                stack.pop();
                post[posts++] = u;
            }
        }
        int[] rpo = new int[posts];
        for (int i = 0; i < posts; i++) {
            rpo[i] = post[posts - 1 - i];
            order[rpo[i]] = i;
        }
        return rpo;
    }

    /** Cooper, Harvey and Kennedy's iterative algorithm over the reverse postorder. */
    private void dominators() {
        int[] rpo = reversePostorder();
        Arrays.fill(idom, -1);
        if (rpo.length == 0) {
            return;
        }
        idom[0] = 0;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 1; i < rpo.length; i++) {
                int b = rpo[i];
                int newIdom = -1;
                for (int p : preds[b]) {
                    if (idom[p] == -1) {
                        continue;
                    }
                    newIdom = newIdom == -1 ? p : intersect(p, newIdom);
                }
                if (newIdom != idom[b]) {
                    idom[b] = newIdom;
                    changed = true;
                }
            }
        }
    }

    private int intersect(int a, int b) {
        while (a != b) {
            while (order[a] > order[b]) {
                a = idom[a];
            }
            while (order[b] > order[a]) {
                b = idom[b];
            }
        }
        return a;
    }

    boolean reachable(int i) {
        return order[i] >= 0;
    }

    /** Whether {@code a} dominates {@code b}: {@code b}'s interval of the dominator tree's walk lies in {@code a}'s. */
    boolean dominates(int a, int b) {
        return reachable(a) && reachable(b) && enter[a] <= enter[b] && leave[b] <= leave[a];
    }

    /** Numbers the dominator tree in depth-first order, so that dominance is two comparisons. */
    private void numberDominatorTree() {
        int[] firstChild = new int[count];
        int[] sibling = new int[count];
        Arrays.fill(firstChild, -1);
        for (int v = count - 1; v > 0; v--) {
            if (reachable(v) && idom[v] >= 0) {
                sibling[v] = firstChild[idom[v]];
                firstChild[idom[v]] = v;
            }
        }
        int clock = 0;
        Deque<int[]> stack = new ArrayDeque<>(); // {node, next child or -2 once entered}
        stack.push(new int[] {0, firstChild[0]});
        enter[0] = clock++;
        while (!stack.isEmpty()) {
            int[] top = stack.peek();
            int child = top[1];
            if (child >= 0) {
                top[1] = sibling[child];
                enter[child] = clock++;
                stack.push(new int[] {child, firstChild[child]});
            } else {
                leave[top[0]] = clock++;
                stack.pop();
            }
        }
    }

    /**
     * The method's loops, outer before inner (each loop's parent comes before it), with parents and
     * iteration points; the loops {@code skip} names by header are left out (their inner loops take their
     * place).
     */
    List<Loop> loops(IntPredicate skip) {
        List<Integer> headers = new ArrayList<>();
        List<BitSet> natural = new ArrayList<>();
        List<List<Integer>> latches = new ArrayList<>();
        for (int u = 0; u < count; u++) {
            if (!reachable(u)) {
                continue;
            }
            for (int h : next[u]) {
                if (dominates(h, u)) {
                    int at = headers.indexOf(h);
                    if (at < 0) {
                        headers.add(h);
                        natural.add(new BitSet(count));
                        latches.add(new ArrayList<>());
                        at = headers.size() - 1;
                    }
                    latches.get(at).add(u);
                    addBody(natural.get(at), h, u);
                }
            }
        }
        List<BitSet> extended = new ArrayList<>();
        for (int l = 0; l < headers.size(); l++) {
            BitSet body = (BitSet) natural.get(l).clone();
            int h = headers.get(l);
            int last = body.length() - 1;
            for (int i = body.nextSetBit(0); i <= last; i++) {
                if (!body.get(i) && dominates(h, i)) {
                    body.set(i);
                }
            }
            extended.add(body);
        }
        List<BitSet> bodies = laminar(extended) ? extended : laminar(natural) ? natural : null;
        if (bodies == null) {
            return List.of();
        }
        List<Loop> loops = new ArrayList<>();
        for (int l = 0; l < headers.size(); l++) {
            if (!skip.test(headers.get(l))) {
                Loop loop = new Loop(headers.get(l), bodies.get(l));
                loop.iterationPoint = iterationPoint(loop, latches.get(l));
                loops.add(loop);
            }
        }
        // outer first: a containing loop is larger; equal sizes cannot nest (distinct headers)
        loops.sort(Comparator.comparingInt((Loop loop) -> -loop.members.cardinality()).thenComparingInt(loop -> loop.header));
        for (int l = 0; l < loops.size(); l++) {
            for (int p = l - 1; p >= 0; p--) {
                if (loops.get(p).members.get(loops.get(l).header)) {
                    loops.get(l).parent = p; // the latest containing loop is the innermost one
                    break;
                }
            }
        }
        return loops;
    }

    /** Adds to {@code body} the header and the instructions reaching {@code latch} without passing the header. */
    private void addBody(BitSet body, int header, int latch) {
        body.set(header);
        Deque<Integer> work = new ArrayDeque<>();
        if (!body.get(latch)) {
            body.set(latch);
            work.push(latch);
        }
        while (!work.isEmpty()) {
            int v = work.pop();
            for (int p : preds[v]) {
                if (reachable(p) && !body.get(p)) {
                    body.set(p);
                    work.push(p);
                }
            }
        }
    }

    /** Whether any two of the sets are disjoint or one contains the other. */
    private static boolean laminar(List<BitSet> sets) {
        for (int a = 0; a < sets.size(); a++) {
            for (int b = a + 1; b < sets.size(); b++) {
                BitSet common = (BitSet) sets.get(a).clone();
                common.and(sets.get(b));
                int shared = common.cardinality();
                if (shared != 0 && shared != sets.get(a).cardinality() && shared != sets.get(b).cardinality()) {
                    return false;
                }
            }
        }
        return true;
    }

    private int iterationPoint(Loop loop, List<Integer> latches) {
        for (int latch : latches) {
            if (opcodes[latch] != Opcodes.GOTO) {
                return loop.header;
            }
        }
        int point = loop.header;
        int at = loop.header;
        while (true) {
            at = endOfStraightLine(loop, at);
            if (!isConditionalJump(opcodes[at])) {
                return point;
            }
            int target = next[at][0];
            int fall = next[at][1];
            boolean targetIn = loop.members.get(target);
            boolean fallIn = loop.members.get(fall);
            int stay = targetIn ? target : fall;
            if (targetIn == fallIn || stay == loop.header || normalPredecessors(stay) != 1) {
                return point;
            }
            point = stay;
            at = stay;
        }
    }

    /** The last instruction of the straight-line run from {@code at} inside the loop. */
    private int endOfStraightLine(Loop loop, int at) {
        while (next[at].length == 1 && !isJump(opcodes[at])) {
            int following = next[at][0];
            if (!loop.members.get(following) || following == loop.header || normalPredecessors(following) != 1) {
                return at;
            }
            at = following;
        }
        return at;
    }

    static boolean isConditionalJump(int opcode) {
        return (opcode >= Opcodes.IFEQ && opcode <= Opcodes.IF_ACMPNE) || opcode == Opcodes.IFNULL
                || opcode == Opcodes.IFNONNULL;
    }

    private static boolean isJump(int opcode) {
        return isConditionalJump(opcode) || opcode == Opcodes.GOTO || opcode == Opcodes.TABLESWITCH
                || opcode == Opcodes.LOOKUPSWITCH;
    }
}
