package org.javadvm.benchmark;

import java.util.List;

/**
 * One way of running a kernel: which classes, which implementation, which JVM options, and whether on the
 * baseline run-time given with {@code --baseline} (the same woven classes against another run-time build).
 */
record Variant(String key, String label, boolean woven, String implementation, List<String> jvmOptions,
               boolean baseline) {

    static final List<Variant> ALL = List.of(
            new Variant("a", "plain Java (un-woven classes)", false, "dvm", List.of(), false),
            new Variant("b", "release-woven, dvm.procs=1", true, "dvm", List.of("-Ddvm.procs=1"), false),
            new Variant("c", "release-woven, dvm.procs=2", true, "dvm", List.of("-Ddvm.procs=2"), false),
            new Variant("d", "parallel streams, common pool 2", false, "streams",
                    List.of("-Djava.util.concurrent.ForkJoinPool.common.parallelism=2"), false));

    /** b and c again on the baseline run-time, run right after them when {@code --baseline} is given. */
    static final List<Variant> BASELINE = List.of(
            new Variant("B", "as b, baseline run-time", true, "dvm", List.of("-Ddvm.procs=1"), true),
            new Variant("C", "as c, baseline run-time", true, "dvm", List.of("-Ddvm.procs=2"), true));
}
