package org.javadvm.maven;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * reproducible: entries sorted, fixed times.
 */
@Mojo(name = "debug-jar", defaultPhase = LifecyclePhase.PACKAGE, threadSafe = true)
public class DebugJarMojo extends AbstractDvmMojo {
    /** 1980-02-01, the earliest time a zip entry holds in every time zone. */
    private static final long FIXED_TIME = 315_532_800_000L + 31L * 24 * 3600 * 1000;

    /** The classes woven for {@code debug} (the {@code weave} goal's {@code debugDirectory}). */
    @Parameter(property = "dvm.debugDirectory", defaultValue = "${project.build.directory}/dvm-debug-classes")
    File debugDirectory;

    /** The jar to write. */
    @Parameter(defaultValue = "${project.build.directory}/${project.build.finalName}-debug.jar")
    File debugJar;

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
        try {
            write(debugDirectory.toPath(), debugJar.toPath());
        } catch (IOException e) {
            throw new MojoExecutionException("Java-DVM could not write " + debugJar + ": " + e, e);
        }
        projectHelper.attachArtifact(project, "jar", "debug", debugJar);
        getLog().info("Attached " + debugJar.getName() + " (classes woven for debug) with classifier debug.");
    }

    static void write(Path classes, Path jar) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classes)) {
            files = walk.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
        }
        Files.createDirectories(jar.toAbsolutePath().getParent());
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("Java-DVM-Mode", "debug");
        Path temporary = Files.createTempFile(jar.toAbsolutePath().getParent(), jar.getFileName().toString(), ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(temporary); JarOutputStream zip = new JarOutputStream(out)) {
                JarEntry manifestEntry = new JarEntry("META-INF/MANIFEST.MF");
                manifestEntry.setTime(FIXED_TIME);
                zip.putNextEntry(manifestEntry);
                manifest.write(zip);
                zip.closeEntry();
                for (Path file : files) {
                    JarEntry entry = new JarEntry(classes.relativize(file).toString().replace(File.separatorChar, '/'));
                    entry.setTime(FIXED_TIME);
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
}
