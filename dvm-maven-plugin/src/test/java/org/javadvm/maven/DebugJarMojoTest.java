package org.javadvm.maven;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermission;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TimeZone;
import java.util.jar.JarEntry;
import java.util.jar.JarInputStream;

import javax.inject.Inject;

import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoParameter;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.artifact.DefaultArtifact;
import org.apache.maven.artifact.handler.DefaultArtifactHandler;
import org.apache.maven.model.Build;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.ArgumentCaptor;
import org.mockito.Mockito;

/**
 * The debug-jar goal against a mocked project: what the jar holds and in which order, that it is the same
 * bytes whatever the files' times and the machine's time zone, that it is attached with classifier
 * {@code debug}, and that a build without debug classes gets no jar.
 */
@MojoTest
class DebugJarMojoTest {
    private static final String DEFAULTS = "src/test/resources/unit/debug-jar-defaults/pom.xml";

    @TempDir
    Path work;

    @Inject
    MavenProject project;

    private final RecordingLog log = new RecordingLog();

    @BeforeEach
    void buildInTemporaryDirectory() {
        Build build = new Build();
        build.setDirectory(work.resolve("target").toString());
        build.setOutputDirectory(work.resolve("target/classes").toString());
        build.setFinalName("lib-1");
        Mockito.when(project.getBuild()).thenReturn(build);
        Mockito.when(project.getArtifact()).thenReturn(new DefaultArtifact("org.javadvm.test", "lib", "1", "compile",
                "jar", null, new DefaultArtifactHandler("jar")));
    }

    @Test
    @InjectMojo(goal = "debug-jar", pom = DEFAULTS)
    void packsTheDebugClassesInPathOrderAndAttachesThemWithClassifierDebug(DebugJarMojo mojo) throws Exception {
        assertEquals(work.resolve("target/dvm-debug-classes").toFile(), mojo.debugDirectory);
        assertEquals(work.resolve("target/lib-1-debug.jar").toFile(), mojo.debugJar);
        writeDebugClasses();
        run(mojo);
        Path jar = mojo.debugJar.toPath();
        assertEquals(List.of("META-INF/MANIFEST.MF", "a/A.class", "a/b/B.class", "a/b/C.class", "z.properties"),
                entryNames(jar));
        assertEquals("debug", manifestMode(jar));
        ArgumentCaptor<Artifact> attached = ArgumentCaptor.forClass(Artifact.class);
        Mockito.verify(project).addAttachedArtifact(attached.capture());
        assertEquals("debug", attached.getValue().getClassifier());
        assertEquals("jar", attached.getValue().getType());
        assertEquals(mojo.debugJar, attached.getValue().getFile());
        assertThat(log.info, hasItem("Attached lib-1-debug.jar (classes woven for debug) with classifier debug."));
    }

    @Test
    @InjectMojo(goal = "debug-jar", pom = DEFAULTS)
    void theJarGetsTheModeOfAnyNewFileLikeTheMainJar(DebugJarMojo mojo) throws Exception {
        Assumptions.assumeTrue(work.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX file modes");
        writeDebugClasses();
        run(mojo);
        Path plain = Files.createFile(work.resolve("target/lib-1.jar"));
        Set<PosixFilePermission> expected = Files.getPosixFilePermissions(plain);
        assertTrue(expected.contains(PosixFilePermission.OWNER_READ), expected.toString());
        assertEquals(expected, Files.getPosixFilePermissions(mojo.debugJar.toPath()));
    }

    @Test
    @InjectMojo(goal = "debug-jar", pom = DEFAULTS)
    void theJarIsTheSameBytesWhateverTheFileTimesAndTheTimeZone(DebugJarMojo mojo) throws Exception {
        writeDebugClasses();
        TimeZone zone = TimeZone.getDefault();
        byte[] first;
        byte[] second;
        try {
            TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
            run(mojo);
            first = Files.readAllBytes(mojo.debugJar.toPath());
            Files.setLastModifiedTime(work.resolve("target/dvm-debug-classes/a/A.class"),
                    FileTime.fromMillis(86_400_000L));
            TimeZone.setDefault(TimeZone.getTimeZone("America/Los_Angeles"));
            run(mojo);
            second = Files.readAllBytes(mojo.debugJar.toPath());
            for (JarEntry entry : entries(mojo.debugJar.toPath())) {
                assertEquals(DebugJarMojo.FIXED_TIME, entry.getTimeLocal(), entry.getName());
            }
        } finally {
            TimeZone.setDefault(zone);
        }
        assertArrayEquals(first, second);
    }

    @Test
    @InjectMojo(goal = "debug-jar", pom = DEFAULTS)
    @MojoParameter(name = "outputTimestamp", value = "2024-03-05T06:07:08Z")
    void theProjectsOutputTimestampIsEveryEntrysTime(DebugJarMojo mojo) throws Exception {
        writeDebugClasses();
        run(mojo);
        for (JarEntry entry : entries(mojo.debugJar.toPath())) {
            assertEquals(LocalDateTime.of(2024, 3, 5, 6, 7, 8), entry.getTimeLocal(), entry.getName());
        }
        mojo.outputTimestamp = "1709618828";
        run(mojo);
        assertEquals(LocalDateTime.of(2024, 3, 5, 6, 7, 8), entries(mojo.debugJar.toPath()).get(0).getTimeLocal());
        mojo.outputTimestamp = "yesterday";
        MojoFailureException bad = assertThrows(MojoFailureException.class, () -> run(mojo));
        assertTrue(bad.getMessage().startsWith("project.build.outputTimestamp 'yesterday' is neither"),
                bad.getMessage());
    }

    @Test
    @InjectMojo(goal = "debug-jar", pom = DEFAULTS)
    void withoutDebugClassesThereIsNoJar(DebugJarMojo mojo) throws Exception {
        run(mojo);
        assertFalse(Files.exists(mojo.debugJar.toPath()));
        Mockito.verify(project, Mockito.never()).addAttachedArtifact(Mockito.any());
        assertEquals(List.of("No debug classes in " + mojo.debugDirectory + "; no -debug jar."), log.info);
    }

    @Test
    @InjectMojo(goal = "debug-jar", pom = DEFAULTS)
    @MojoParameter(name = "skip", value = "true")
    void skipWritesNothing(DebugJarMojo mojo) throws Exception {
        writeDebugClasses();
        run(mojo);
        assertFalse(Files.exists(mojo.debugJar.toPath()));
    }

    private void writeDebugClasses() throws Exception {
        Path classes = work.resolve("target/dvm-debug-classes");
        for (String file : new String[] {"z.properties", "a/b/C.class", "a/A.class", "a/b/B.class"}) {
            Path path = classes.resolve(file);
            Files.createDirectories(path.getParent());
            Files.write(path, file.getBytes(StandardCharsets.UTF_8));
        }
    }

    private void run(DebugJarMojo mojo) throws Exception {
        mojo.setLog(log);
        mojo.execute();
    }

    private static List<JarEntry> entries(Path jar) throws Exception {
        List<JarEntry> entries = new ArrayList<>();
        try (java.util.zip.ZipInputStream in = new java.util.zip.ZipInputStream(Files.newInputStream(jar))) {
            for (java.util.zip.ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                entries.add(new JarEntry(entry));
            }
        }
        return entries;
    }

    private static List<String> entryNames(Path jar) throws Exception {
        List<String> names = new ArrayList<>();
        for (JarEntry entry : entries(jar)) {
            names.add(entry.getName());
        }
        return Collections.unmodifiableList(names);
    }

    private static String manifestMode(Path jar) throws Exception {
        try (JarInputStream in = new JarInputStream(Files.newInputStream(jar))) {
            return in.getManifest().getMainAttributes().getValue("Java-DVM-Mode");
        }
    }
}
