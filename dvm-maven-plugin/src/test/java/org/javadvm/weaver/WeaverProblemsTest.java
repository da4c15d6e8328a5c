package org.javadvm.weaver;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Annotations that do not fit are reported per member, all at once, and nothing is written. */
class WeaverProblemsTest {
    @TempDir
    static Path work;
    private static List<String> problems;
    private static Path output;

    @BeforeAll
    static void weaveTheMisfits() throws Exception {
        Path classes = work.resolve("classes");
        SampleCompiler.compile(Paths.get("src/test/samples-bad"), 17, classes);
        output = work.resolve("out");
        WeaveException failure = assertThrows(WeaveException.class,
                () -> new Weaver(WeaveMode.RELEASE).weave(classes, output));
        problems = failure.problems().stream().map(WeaveProblem::toString).collect(Collectors.toList());
    }

    private static void assertReported(String memberAndMessage) {
        assertThat(problems, hasItem(containsString(memberAndMessage)));
    }

    @Test
    void namesEveryMisfitWithClassMemberAndReason() {
        assertReported("org.javadvm.bad.Misfits.unknownArray: @ParallelLoop on names \"missing\", which is not a field");
        assertReported("org.javadvm.bad.Misfits.reductionOnString: @Reduction var \"label\" is java.lang.String");
        assertReported("org.javadvm.bad.Misfits.bitwiseOnDouble: @Reduction XOR is bitwise");
        assertReported("org.javadvm.bad.Misfits.shadowWithoutWidth: @ParallelLoop shadowRenew names \"plain\", which has no shadow");
        assertReported("org.javadvm.bad.Misfits.wrongBounds: @ParallelLoop of rank 1 needs 2 leading int parameters");
        assertReported("org.javadvm.bad.Misfits.returnsValue: @ParallelLoop methods must return void");
        assertReported("org.javadvm.bad.Misfits.reductionWithoutLoop: @Reduction needs @ParallelLoop or @TaskRegion");
        assertReported("org.javadvm.bad.Misfits.staticOnInstance: a static @ParallelLoop cannot be mapped on the instance array");
        assertReported("org.javadvm.bad.Misfits.notAnArray: @Distributed needs an array");
        assertReported("org.javadvm.bad.Misfits.orphan: @Distributed alignWith names \"nowhere\"");
        assertReported("org.javadvm.bad.Misfits.wrongFormat: @Distributed format has 1 entries for an array of rank 2");
        assertReported("org.javadvm.bad.WovenElsewhere: already woven for dyn by an earlier build");
        assertEquals(23, problems.size(), String.join("\n", problems));
    }

    @Test
    void aBadElementOfADeclarationIsReportedOnceAndTheLoopsOnTheArrayAreCheckedAsUsual() {
        List<String> shadow = problems.stream().filter(problem -> problem.contains("BadShadow")).collect(
                Collectors.toList());
        assertThat(shadow, hasItem(containsString("BadShadow.java:13: org.javadvm.bad.BadShadow.grid: @Distributed "
                + "shadow has 1 entries for an array of rank 2; give one value per dimension")));
        assertThat(shadow, hasItem(containsString("org.javadvm.bad.BadShadow.notAnArray: @Distributed needs an array")));
        // what the loops on grid do wrong themselves, and nothing they are blamed for because of its declaration
        assertThat(shadow, hasItem(containsString("org.javadvm.bad.BadShadow.labelled: @Reduction var \"label\" is "
                + "java.lang.String")));
        assertThat(shadow, hasItem(containsString("org.javadvm.bad.BadShadow.fewBounds: @ParallelLoop of rank 2 "
                + "needs 4 leading int parameters")));
        assertEquals(4, shadow.size(), String.join("\n", shadow));
    }

    @Test
    void aConstructOverInheritedFieldsIsToldWhereTheyAreDeclared() {
        String inherited = "a field org.javadvm.bad.Inherits$Sub inherits from org.javadvm.bad.Inherits$Base: a "
                + "construct names fields its own class declares; declare the construct in org.javadvm.bad.Inherits$Base";
        assertReported("org.javadvm.bad.Inherits$Sub.fill: @ParallelLoop on names \"a\", which is " + inherited);
        assertReported("org.javadvm.bad.Inherits$Sub.fill: @Reduction var names \"s\", which is " + inherited);
    }

    @Test
    void aSynchronizedConstructIsRefusedSayingWhy() {
        assertReported("Misfits.java:60: org.javadvm.bad.Misfits.synchronizedLoop: @ParallelLoop methods must not be "
                + "synchronized: the calling thread would hold the monitor of the object while the other processors "
                + "run their blocks, and a block that calls a synchronized method of it would wait forever");
    }

    @Test
    void everyProblemOfAMemberIsReportedNotOnlyTheFirst() {
        String member = "Misfits.java:65: org.javadvm.bad.Misfits.everythingWrong: ";
        assertReported(member + "@ParallelLoop methods must return void, found int");
        assertReported(member + "@ParallelLoop on names \"missing\", which is not a field");
        assertReported(member + "@ParallelLoop shadowRenew names \"plain\", which has no shadow edges");
        assertReported(member + "@Reduction var \"label\" is java.lang.String");
        assertEquals(4, problems.stream().filter(problem -> problem.startsWith(member)).count());
    }

    @Test
    void fieldProblemsCarryTheLineOfTheirInitializerOrSayWhyNot() {
        assertReported("Misfits.java:18: org.javadvm.bad.Misfits.wrongFormat: @Distributed format has 1 entries");
        assertReported("Misfits.java:16: org.javadvm.bad.Misfits.orphan: @Distributed alignWith names \"nowhere\"");
        assertReported("Misfits.java: org.javadvm.bad.Misfits.notAnArray: @Distributed needs an array of a primitive "
                + "type with 1 to 3 dimensions, found java.lang.String (no line: the class assigns the field in no "
                + "constructor or initializer)");
    }

    @Test
    void methodProblemsCarryFileAndLine() {
        assertReported("Misfits.java:25: org.javadvm.bad.Misfits.unknownArray");
    }

    @Test
    void writesNothingWhenAnyClassFails() {
        assertFalse(Files.exists(output));
    }
}
