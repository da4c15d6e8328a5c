package org.javadvm.internal;

/** A program {@link RefusalExitTest} runs in a JVM of its own: {@code args[0]} says how it meets a refusal. */
public final class RefusedProgram {
    /** Reaches the grid in its static initializer, as a woven class's first construct call would. */
    static final class StartsTheGrid {
        static final Team TEAM = Team.get();
    }

    private RefusedProgram() {
    }

    public static void main(String[] args) throws InterruptedException {
        switch (args[0]) {
            case "grid" -> System.out.println("grid of " + StartsTheGrid.TEAM.shape().length + " dimensions");
            case "thread" -> {
                Thread refused = new Thread(() -> {
                    throw ConfigurationError.refuse("Java-DVM: refused on a thread of the program");
                }, "worker");
                refused.start();
                Thread.sleep(60_000); // the refusal must end the JVM, not this wait
                System.out.println("main waited in vain");
            }
            case "other" -> {
                try {
                    throw ConfigurationError.refuse("Java-DVM: caught by the program");
                } catch (ConfigurationError caught) {
                    System.out.println("caught: " + caught.getMessage());
                }
                throw new IllegalStateException("a failure of the program itself");
            }
            default -> throw new IllegalArgumentException(args[0]);
        }
    }
}
