package org.javadvm.maven;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.maven.plugin.MojoExecutionException;

/**
 * A short fingerprint of the class files a run executes (their paths and bytes, SHA-256), for the trace header's
 * {@code CLASSES}: a reference recorded from other classes (the program was edited and rebuilt since) is refused
 * by the comparison instead of derailing it, since records are matched by file and line. Weaving is
 * deterministic, so a clean rebuild of the same sources gives the same fingerprint.
 */
final class ClassesDigest {
    private ClassesDigest() {
    }

    /**
     * As {@link #of(Path)}, followed by each dependency whose woven classes the run checks (a library's {@code -debug}
     * jar), fingerprinted by its bytes: a reference recorded with another build of the library is refused too.
     */
    static String of(Path classes, List<String> checkedDependencies) throws MojoExecutionException {
        StringBuilder text = new StringBuilder(of(classes));
        for (String entry : checkedDependencies) {
            Path path = Path.of(entry);
            text.append("; ").append(path.getFileName()).append(' ');
            text.append(Files.isDirectory(path) ? of(path) : "sha256 " + sha256(path));
        }
        return text.toString();
    }

    private static String sha256(Path file) throws MojoExecutionException {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file));
            StringBuilder hex = new StringBuilder();
            for (byte b : digest) {
                hex.append(String.format("%02x", b));
            }
            return hex.substring(0, 16);
        } catch (IOException e) {
            throw new MojoExecutionException("Cannot read " + file + " to fingerprint it for the trace header: "
                    + e.getMessage(), e);
        } catch (NoSuchAlgorithmException e) {
            throw new MojoExecutionException("This JVM has no SHA-256, which every Java platform must provide", e);
        }
    }

    static String of(Path classes) throws MojoExecutionException {
        if (!Files.isDirectory(classes)) {
            return "no classes";
        }
        try (Stream<Path> walk = Files.walk(classes)) {
            List<Path> files = walk.filter(f -> f.toString().endsWith(".class")).sorted().collect(Collectors.toList());
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (Path file : files) {
                digest.update(classes.relativize(file).toString().replace('\\', '/').getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
                digest.update(Files.readAllBytes(file));
            }
            StringBuilder hex = new StringBuilder();
            for (byte b : digest.digest()) {
                hex.append(String.format("%02x", b));
            }
            return files.size() + " classes, sha256 " + hex.substring(0, 16);
        } catch (IOException e) {
            throw new MojoExecutionException("Cannot read the classes in " + classes + " to fingerprint them for the "
                    + "trace header: " + e.getMessage(), e);
        } catch (NoSuchAlgorithmException e) {
            throw new MojoExecutionException("This JVM has no SHA-256, which every Java platform must provide", e);
        }
    }
}
