package org.javadvm.internal;

/**
 * A program for {@link ShutdownTest}, run in its own JVM: {@code <grid> <exit|signal|return> <processor>}.
 * Its shutdown hook sums 0..999 through a parallel loop and prints the sum. The main thread then runs a loop
 * whose body, on the given processor, calls {@code System.exit(3)} ({@code exit}), or sleeps until the test
 * sends a signal ({@code signal}); or runs a loop and returns ({@code return}).
 */
public final class ShutdownHookProgram {
    static int[] data = new int[1000];
    static long sum;

    private ShutdownHookProgram() {
    }

    public static void main(String[] args) throws InterruptedException {
        Team.configure(args[0]);
        String how = args[1];
        int processor = Integer.parseInt(args[2]);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            sum = 0;
            Woven.loop(TeamFixture.loopSpec("data", "B", "0", false, "0,1,0,0", "SUM,J,sum,0,-"),
                    ShutdownHookProgram.class, null, block -> {
                        long partial = block.longs[0];
                        for (int i = block.lo[0]; i < block.hi[0]; i++) {
                            partial += i;
                        }
                        block.longs[0] = partial;
                    }, new int[] {0, data.length});
            System.out.println("hook sum " + sum);
        }, "user-hook"));
        Woven.loop(TeamFixture.loopSpec("data", "B", "0", false, "0,0,0,0"), ShutdownHookProgram.class, null,
                block -> {
                    if (block.processor != processor) {
                        return;
                    }
                    if (how.equals("exit")) {
                        System.exit(3);
                    } else if (how.equals("signal")) {
                        System.out.println("waiting for a signal");
                        System.out.flush();
                        try {
                            Thread.sleep(Long.MAX_VALUE);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                }, new int[] {0, data.length});
        System.out.println("main returns");
    }
}
