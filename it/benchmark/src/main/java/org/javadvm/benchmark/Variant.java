package org.javadvm.benchmark;

import java.util.List;

/** One way of running a kernel: which classes, which implementation, which JVM options. */
record Variant(String key, String label, boolean woven, String implementation, List<String> jvmOptions) {

    static final List<Variant> ALL = List.of(
            new Variant("a", "plain Java (un-woven classes)", false, "dvm", List.of()),
            new Variant("b", "release-woven, dvm.procs=1", true, "dvm", List.of("-Ddvm.procs=1")),
            new Variant("c", "release-woven, dvm.procs=2", true, "dvm", List.of("-Ddvm.procs=2")),
            new Variant("d", "parallel streams, common pool 2", false, "streams",
                    List.of("-Djava.util.concurrent.ForkJoinPool.common.parallelism=2")));
}
