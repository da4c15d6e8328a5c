package org.javadvm.maven;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.inject.Inject;

import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.apache.maven.project.MavenProjectHelper;

/**
 * Packs the classes the {@code weave} goal wove for {@code debug} into {@code <finalName>-debug.jar} and
 * attaches it to the project with classifier {@code debug}, next to the release jar. The jar is
 * reproducible: entries sorted, every entry with the same time, stored as the same date and time fields
 * whatever the build machine's time zone (the time of {@code project.build.outputTimestamp} where the
 * project sets one, as the jar plugin does, else 1980-02-01 00:00).
 */
@Mojo(name = "debug-jar", defaultPhase = LifecyclePhase.PACKAGE, threadSafe = true)
public class DebugJarMojo extends AbstractDvmMojo {
    /** The entries' time without {@code outputTimestamp}: early, but inside the zip format's date range. */
    static final LocalDateTime FIXED_TIME = LocalDateTime.of(1980, 2, 1, 0, 0);

    /** The classes woven for {@code debug} (the {@code weave} goal's {@code debugDirectory}). */
    @Parameter(property = "dvm.debugDirectory", defaultValue = "${project.build.directory}/dvm-debug-classes")
    File debugDirectory;

    /** The jar to write. */
    @Parameter(defaultValue = "${project.build.directory}/${project.build.finalName}-debug.jar")
    File debugJar;

    /**
     * The time of every entry, for reproducible builds: an ISO-8601 instant ({@code 2024-01-01T00:00:00Z}) or
     * seconds since the epoch, as for the jar plugin. Without it (or with a single character, which the jar
     * plugin reads as "none") the entries carry 1980-02-01 00:00.
     */
    @Parameter(defaultValue = "${project.build.outputTimestamp}")
    String outputTimestamp;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    private final MavenProjectHelper projectHelper;

    @Inject
    public DebugJarMojo(MavenProjectHelper projectHelper) {
        this.projectHelper = projectHelper;
    }

    @Override
    protected void executeMojo() throws MojoExecutionException, MojoFailureException {
        if (debugDirectory == null || !debugDirectory.isDirectory()) {
            getLog().info("No debug classes in " + debugDirectory + "; no -debug jar.");
            return;
        }
        LocalDateTime time = entryTime();
        try {
            write(debugDirectory.toPath(), debugJar.toPath(), time);
        } catch (IOException e) {
            throw new MojoExecutionException("Java-DVM could not write " + debugJar + ": " + e, e);
        }
        projectHelper.attachArtifact(project, "jar", "debug", debugJar);
        getLog().info("Attached " + debugJar.getName() + " (classes woven for debug) with classifier debug.");
    }

    private LocalDateTime entryTime() throws MojoFailureException {
        if (outputTimestamp == null || outputTimestamp.length() < 2) {
            return FIXED_TIME;
        }
        try {
            Instant instant = outputTimestamp.chars().allMatch(Character::isDigit)
                    ? Instant.ofEpochSecond(Long.parseLong(outputTimestamp))
                    : OffsetDateTime.parse(outputTimestamp).toInstant();
            LocalDateTime time = LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
            return time.isBefore(FIXED_TIME) ? FIXED_TIME : time;
        } catch (DateTimeParseException | NumberFormatException e) {
            throw new MojoFailureException("project.build.outputTimestamp '" + outputTimestamp
                    + "' is neither an ISO-8601 time with offset (2024-01-01T00:00:00Z) nor seconds since the epoch");
        }
    }

    /** Writes the jar: the manifest first, then every file of {@code classes} in path order, all at {@code time}. */
    static void write(Path classes, Path jar, LocalDateTime time) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classes)) {
            files = walk.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
        }
        Files.createDirectories(jar.toAbsolutePath().getParent());
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("Java-DVM-Mode", "debug");
        Path temporary = newTemporary(jar.toAbsolutePath().getParent(), jar.getFileName().toString());
        try {
            try (OutputStream out = Files.newOutputStream(temporary); JarOutputStream zip = new JarOutputStream(out)) {
                JarEntry manifestEntry = new JarEntry("META-INF/MANIFEST.MF");
                manifestEntry.setTimeLocal(time);
                zip.putNextEntry(manifestEntry);
                manifest.write(zip);
                zip.closeEntry();
                for (Path file : files) {
                    JarEntry entry = new JarEntry(classes.relativize(file).toString().replace(File.separatorChar, '/'));
                    entry.setTimeLocal(time);
                    zip.putNextEntry(entry);
                    Files.copy(file, zip);
                    zip.closeEntry();
                }
            }
            Files.move(temporary, jar, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * A new empty file {@code <name><digits>.tmp} in {@code directory}. Not {@link Files#createTempFile}: that one
     * is readable by its owner only, and the jar would keep that mode; created plainly, it gets the mode of the
     * main jar and every other new file (the umask's).
     */
    private static Path newTemporary(Path directory, String name) throws IOException {
        while (true) {
            Path candidate = directory.resolve(name + (java.util.concurrent.ThreadLocalRandom.current().nextLong()
                    & Long.MAX_VALUE) + ".tmp");
            try {
                return Files.createFile(candidate);
            } catch (java.nio.file.FileAlreadyExistsException e) {
                // drawn before: draw again
            }
        }
    }
}
