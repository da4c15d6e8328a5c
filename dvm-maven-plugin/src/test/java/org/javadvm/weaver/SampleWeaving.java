package org.javadvm.weaver;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The set-up the weaving tests of one API feature share: a sample directory under {@code src/test} compiled and
 * woven for release, and a directory of misuses whose weaving must fail, as the problems' texts.
 */
final class SampleWeaving {
    private SampleWeaving() {
    }

    /** Compiles {@code src/test/<samples>} for {@code release} into {@code plain} and weaves it into {@code woven}. */
    static WeaveReport compileAndWeave(String samples, int release, Path plain, Path woven) throws Exception {
        SampleCompiler.compile(Paths.get("src/test", samples), release, plain);
        return new Weaver(WeaveMode.RELEASE).weave(plain, woven);
    }

    /** The problems weaving {@code src/test/<samples>} reports (it must fail), each as its text. */
    static List<String> problemsOf(String samples, int release, Path work) throws Exception {
        Path bad = work.resolve("bad");
        SampleCompiler.compile(Paths.get("src/test", samples), release, bad);
        WeaveException failure = assertThrows(WeaveException.class,
                () -> new Weaver(WeaveMode.RELEASE).weave(bad, work.resolve("bad-out")));
        return failure.problems().stream().map(WeaveProblem::toString).collect(Collectors.toList());
    }
}
