package org.javadvm.samples;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/**
 * A one-dimensional game of life on distributed boolean, byte, char and short arrays: a cell lives in the next
 * generation when exactly one neighbour lives. The neighbour count reads the shadow edges of {@code alive}.
 */
public class NarrowElements {
    static final int N = 41;
    @Distributed(shadow = {1})
    boolean[] alive = new boolean[N];
    @Distributed(alignWith = "alive")
    byte[] neighbours = new byte[N];
    @Distributed(alignWith = "alive")
    char[] marks = new char[N];
    @Distributed(alignWith = "alive")
    short[] age = new short[N];

    @ParallelLoop(on = "neighbours", shadowRenew = "alive")
    void count(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            neighbours[i] = (byte) ((alive[i - 1] ? 1 : 0) + (alive[i + 1] ? 1 : 0));
        }
    }

    @ParallelLoop(on = "marks")
    void mark(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            marks[i] = neighbours[i] == 1 ? 'x' : '.';
        }
    }

    @ParallelLoop(on = "alive")
    void step(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            alive[i] = marks[i] == 'x';
            age[i] = (short) (alive[i] ? age[i] + 1 : 0);
        }
    }

    void generations(int count) {
        java.util.Arrays.fill(alive, false);
        java.util.Arrays.fill(neighbours, (byte) 0);
        java.util.Arrays.fill(marks, '.');
        java.util.Arrays.fill(age, (short) 0);
        alive[N / 2] = true;
        for (int g = 0; g < count; g++) {
            count(1, N - 1);
            mark(1, N - 1);
            step(1, N - 1);
        }
    }

    String results() {
        int living = 0;
        long pattern = 0;
        long ages = 0;
        for (int i = 0; i < N; i++) {
            living += alive[i] ? 1 : 0;
            pattern = pattern * 31 + marks[i];
            ages = ages * 7 + age[i] + neighbours[i];
        }
        return "living=" + living + "\npattern=" + pattern + "\nages=" + ages + "\n";
    }

    public static String run() {
        NarrowElements life = new NarrowElements();
        life.generations(12);
        return life.results();
    }
}
