package org.javadvm.internal;

/** What woven code would pass: specs written by hand, bodies as lambdas. */
final class TeamFixture {
    static final String[] GRIDS = {"1", "2", "3", "4", "2x2"};

    private TeamFixture() {
    }

    static String loopSpec(String template, String format, String offsets, boolean across, String slots,
                           String... reductions) {
        int rank = offsets.split(",").length;
        StringBuilder spec = new StringBuilder("kind=loop;name=test.Fixture.loop;src=Fixture.java:1;rank=")
                .append(rank).append(";tmpl=").append(template).append(";fmt=").append(format).append(";off=")
                .append(offsets).append(";across=").append(across ? 1 : 0).append(";slots=").append(slots);
        for (String reduction : reductions) {
            spec.append(";red=").append(reduction);
        }
        return spec.toString();
    }

    static String taskSpec(String slots, String... reductions) {
        StringBuilder spec = new StringBuilder("kind=task;name=test.Fixture.tasks;src=Fixture.java:2;rank=1;slots=")
                .append(slots);
        for (String reduction : reductions) {
            spec.append(";red=").append(reduction);
        }
        return spec.toString();
    }

    /** The grid coordinate owning index i of a BLOCK dimension of extent n over g processors. */
    static int blockOwner(int i, int n, int g) {
        for (int c = 0; c < g; c++) {
            long hi = c == g - 1 ? Long.MAX_VALUE : (long) (c + 1) * n / g;
            if (i < hi) {
                return c;
            }
        }
        throw new AssertionError();
    }

    /** A block over {@code lo..hi} built by hand: what the un-woven method would run over. */
    static Block wholeBlock(int lo, int hi, int ints, int longs, int floats, int doubles) {
        Block block = new Block(0, 1, ints, longs, floats, doubles);
        block.lo[0] = lo;
        block.hi[0] = hi;
        return block;
    }

    /** What {@code action} printed on standard error. */
    static String capturingStandardError(Runnable action) {
        java.io.PrintStream original = System.err;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            action.run();
        } finally {
            System.setErr(original);
        }
        return captured.toString(java.nio.charset.StandardCharsets.UTF_8);
    }
}
