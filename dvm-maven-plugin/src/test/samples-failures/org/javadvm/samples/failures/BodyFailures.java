package org.javadvm.samples.failures;

import static org.javadvm.Format.BLOCK;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.javadvm.Distributed;
import org.javadvm.ParallelLoop;

/** Loops whose iterations throw: which failure the caller catches, and the stack trace it sees. */
public class BodyFailures {
    @Distributed(format = {BLOCK})
    int[] den = new int[100];
    @Distributed(format = {BLOCK, BLOCK})
    int[][] cells = new int[100][100];

    @ParallelLoop(on = "den")
    void divide(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            den[i] = 1000 / den[i];
        }
    }

    void caller() {
        divide(0, 100);
    }

    @ParallelLoop(on = "cells")
    void check(int i0, int i1, int j0, int j1) {
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                if (cells[i][j] < 0) {
                    throw new IllegalStateException("cell (" + i + "," + j + ")");
                }
            }
        }
    }

    @ParallelLoop(on = "den")
    void countDown(int lo, int hi) {
        for (int i = hi - 1; i >= lo; i--) {
            if (den[i] < 0) {
                throw new IllegalArgumentException("element " + i);
            }
        }
    }

    /** The failing division's frames of this class, {@code method:line}, outermost last. */
    public static String trace() {
        BodyFailures failures = new BodyFailures();
        Arrays.fill(failures.den, 1);
        failures.den[70] = 0;
        try {
            failures.caller();
            return "no failure";
        } catch (ArithmeticException e) { // the program's own type, as the sequential program throws it
            return frames(e);
        }
    }

    @ParallelLoop(on = "den")
    void outer(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            if (i == 80) {
                caller();
            }
        }
    }

    /** The division failing in a construct called by iteration 80 of another. */
    public static String nested() {
        BodyFailures failures = new BodyFailures();
        Arrays.fill(failures.den, 1);
        failures.den[70] = 0;
        try {
            failures.outer(0, 100);
            return "no failure";
        } catch (ArithmeticException e) {
            return frames(e);
        }
    }

    private static String frames(Throwable e) {
        List<String> frames = new ArrayList<>();
        for (StackTraceElement frame : e.getStackTrace()) {
            if (frame.getClassName().equals(BodyFailures.class.getName())) {
                frames.add(frame.getMethodName() + ":" + frame.getLineNumber());
            }
        }
        return String.join(" ", frames);
    }

    /** Two cells fail: (45,1) and (2,90), the latter first in the nest's order. */
    public static String cells() {
        BodyFailures failures = new BodyFailures();
        failures.cells[45][1] = -1;
        failures.cells[2][90] = -1;
        try {
            failures.check(0, 100, 0, 100);
            return "no failure";
        } catch (IllegalStateException e) {
            return described(e);
        }
    }

    /** Two elements fail in a downward loop: 10 and 90, the latter first. */
    public static String countDown() {
        BodyFailures failures = new BodyFailures();
        failures.den[10] = -1;
        failures.den[90] = -1;
        try {
            failures.countDown(0, 100);
            return "no failure";
        } catch (IllegalArgumentException e) {
            return described(e);
        }
    }

    private static String described(Throwable e) {
        StringBuilder text = new StringBuilder(e.getMessage());
        for (Throwable other : e.getSuppressed()) {
            text.append("\nsuppressed: ").append(other.getMessage()).append("\ncause: ")
                    .append(other.getCause().getMessage()).append(" at ").append(frames(other.getCause()));
        }
        return text.toString();
    }
}
