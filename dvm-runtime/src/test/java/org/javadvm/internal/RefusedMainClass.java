package org.javadvm.internal;

/**
 * A main class that reaches the grid in its own static initializer, as a woven main class registering with the
 * debugger does: the launcher initialises it, with no caller that could catch what is thrown.
 */
public final class RefusedMainClass {
    static final Team TEAM = Team.get();

    private RefusedMainClass() {
    }

    public static void main(String[] args) {
        System.out.println("grid of " + TEAM.shape().length + " dimensions");
    }
}
