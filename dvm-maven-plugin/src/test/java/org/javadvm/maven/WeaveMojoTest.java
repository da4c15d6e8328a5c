package org.javadvm.maven;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoParameter;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Goal wiring: parameters from the POM and the command line, skip, and the user's errors. */
@MojoTest
class WeaveMojoTest {
    private static final String POM = "src/test/resources/unit/weave/pom.xml";

    @TempDir
    Path work;

    @Test
    @InjectMojo(goal = "weave", pom = POM)
    void takesItsParametersFromThePom(WeaveMojo mojo) {
        assertEquals("release", mojo.mode);
        assertThat(mojo.classesDirectory.getPath(), endsWith("unit/weave/classes"));
        assertThat(mojo.outputDirectory.getPath(), endsWith("unit/weave/woven"));
        assertFalse(mojo.skip);
    }

    @Test
    @InjectMojo(goal = "weave", pom = POM)
    @MojoParameter(name = "mode", value = "turbo")
    void refusesAnUnknownModeNamingTheAcceptedOnes(WeaveMojo mojo) {
        MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute);
        assertThat(failure.getMessage(), containsString("Unknown Java-DVM mode 'turbo'; accepted: release"));
    }

    @Test
    @InjectMojo(goal = "weave", pom = POM)
    @MojoParameter(name = "mode", value = "turbo")
    @MojoParameter(name = "skip", value = "true")
    void skipDoesNothingAtAll(WeaveMojo mojo) throws Exception {
        mojo.execute(); // would fail on the mode if it ran
    }

    @Test
    @InjectMojo(goal = "weave", pom = POM)
    void aMissingClassesDirectoryIsNotAnError(WeaveMojo mojo) throws Exception {
        mojo.classesDirectory = work.resolve("absent").toFile();
        mojo.outputDirectory = work.resolve("out").toFile();
        mojo.execute();
        assertFalse(Files.exists(work.resolve("out")));
    }

    @Test
    @InjectMojo(goal = "weave", pom = POM)
    void badAnnotationsFailTheBuildNamingClassAndMember(WeaveMojo mojo) throws Exception {
        copyFixture(MisplacedReduction.class, work.resolve("classes"));
        mojo.classesDirectory = work.resolve("classes").toFile();
        mojo.outputDirectory = work.resolve("out").toFile();
        MojoFailureException failure = assertThrows(MojoFailureException.class, mojo::execute);
        assertThat(failure.getMessage(), containsString(
                "org.javadvm.maven.MisplacedReduction.total: @Reduction needs @ParallelLoop or @TaskRegion"));
        assertFalse(Files.exists(work.resolve("out")), "nothing is written when weaving fails");
    }

    @Test
    @InjectMojo(goal = "weave", pom = POM)
    void weavesAGoodClassIntoTheOutputDirectory(WeaveMojo mojo) throws Exception {
        copyFixture(GoodLoop.class, work.resolve("classes"));
        mojo.classesDirectory = work.resolve("classes").toFile();
        mojo.outputDirectory = work.resolve("out").toFile();
        mojo.execute();
        Path woven = work.resolve("out/org/javadvm/maven/GoodLoop.class");
        assertTrue(Files.exists(woven));
        assertThat(new String(Files.readAllBytes(woven), "ISO-8859-1"), containsString("scale$dvm$body"));
    }

    private static void copyFixture(Class<?> fixture, Path classes) throws Exception {
        String file = fixture.getName().replace('.', '/') + ".class";
        Path target = classes.resolve(file);
        Files.createDirectories(target.getParent());
        Files.copy(new File(fixture.getProtectionDomain().getCodeSource().getLocation().toURI()).toPath()
                .resolve(file), target);
    }
}
