package org.javadvm.weaver.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import net.bytebuddy.build.Plugin;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.ClassFileLocator;
import org.javadvm.weaver.WeaveException;
import org.javadvm.weaver.WeaveMode;
import org.javadvm.weaver.WeaveProblem;
import org.javadvm.weaver.WeaveReport;

/**
 * Runs a weave: scan and check everything first, then let Byte Buddy's {@link Plugin.Engine} write the
 * result into a scratch directory and, only when every class succeeded, move it into place with an
 * {@link OutputCommit}. A failed weave, at any step, leaves the output directory as it was.
 */
public final class WeavingEngine {
    /** Version of this weaver, written into the {@code @WovenClass} marker. */
    public static final String VERSION = readVersion();

    private WeavingEngine() {
    }

    /** @param classPath the project's dependencies: directories and jars */
    public static WeaveReport weave(WeaveMode mode, Path classesDirectory, Path outputDirectory, List<Path> classPath)
            throws WeaveException, IOException {
        try (ClassFileLocator dependencies = DependencyTypes.of(classPath)) {
            return weave(mode, classesDirectory, outputDirectory, dependencies, OutputCommit.RENAME);
        }
    }

    /** With the renames done by {@code mover}, for tests that make one fail. */
    static WeaveReport weave(WeaveMode mode, Path classesDirectory, Path outputDirectory, OutputCommit.Mover mover)
            throws WeaveException, IOException {
        try (ClassFileLocator dependencies = DependencyTypes.of(List.of())) {
            return weave(mode, classesDirectory, outputDirectory, dependencies, mover);
        }
    }

    private static WeaveReport weave(WeaveMode mode, Path classesDirectory, Path outputDirectory,
                                     ClassFileLocator dependencies, OutputCommit.Mover mover)
            throws WeaveException, IOException {
        Path classes = classesDirectory.toAbsolutePath().normalize();
        Path output = outputDirectory.toAbsolutePath().normalize();
        if (output.startsWith(classes) && !output.equals(classes)) {
            throw new IllegalArgumentException("The output directory " + output + " lies inside the classes directory "
                    + classes + ": every weave would read its own output as classes");
        }
        ClassScanner scanner = new ClassScanner(mode.id(), mode.instrumentsAccesses());
        scanner.scan(classesDirectory, dependencies);
        if (!scanner.problems().isEmpty()) {
            throw new WeaveException(scanner.problems());
        }
        boolean inPlace = Files.exists(outputDirectory) && Files.isSameFile(classesDirectory, outputDirectory);
        if (scanner.plans().isEmpty() && inPlace) {
            return new WeaveReport(scanner.scanned(), 0, scanner.alreadyWoven(), List.of(), scanner.warnings());
        }
        Files.createDirectories(output.getParent()); // the output itself only when the weave succeeds
        Path scratch = Files.createTempDirectory(output.getParent(), ".dvm-weave-");
        boolean keepScratch = false;
        try {
            Path written = scratch.resolve("woven");
            DvmPlugin plugin = new DvmPlugin(scanner.plans(), scanner.redistributions(), mode.id(), VERSION,
                    mode.instrumentsAccesses() ? scanner.fieldPolicy() : null, scanner.boundFields());
            List<String> woven = runEngine(mode, scanner, plugin, classesDirectory, dependencies, written);
            int constructs = 0;
            for (String name : woven) {
                constructs += plugin.constructsWoven(name);
            }
            new OutputCommit(mover).commit(written, filesToMove(written, inPlace ? woven : null), outputDirectory,
                    scratch.resolve("replaced"));
            return new WeaveReport(scanner.scanned(), constructs, scanner.alreadyWoven(), woven, scanner.warnings());
        } catch (OutputCommit.RestoreFailed e) {
            keepScratch = true; // it holds the originals that could not be put back
            throw e;
        } catch (IOException e) {
            throw new IOException(e + "; nothing in " + output + " was changed", e);
        } finally {
            if (!keepScratch) {
                deleteRecursively(scratch);
            }
        }
    }

    /**
     * Writes every class into {@code scratch}, the planned ones woven; returns the classes Byte Buddy wove, in
     * the scanner's order. Any class it could not write fails the weave, naming the class, the member and why.
     */
    private static List<String> runEngine(WeaveMode mode, ClassScanner scanner, DvmPlugin plugin,
                                          Path classesDirectory, ClassFileLocator dependencies, Path scratch)
            throws IOException, WeaveException {
        Map<String, Throwable> failures = new ConcurrentHashMap<>();
        Plugin.Engine.Listener failureCollector = new Plugin.Engine.Listener.Adapter() {
            @Override
            public void onError(TypeDescription typeDescription, Plugin plugin, Throwable throwable) {
                failures.putIfAbsent(typeDescription.getName(), throwable);
            }

            @Override
            public void onError(TypeDescription typeDescription, List<Throwable> throwables) {
                failures.putIfAbsent(typeDescription.getName(), throwables.get(0));
            }

            @Override
            public void onUnresolved(String typeName) {
                failures.putIfAbsent(typeName, new IllegalStateException("the engine could not read the class "
                        + typeName));
            }
        };
        Plugin.Engine engine = new Plugin.Engine.Default()
                .with(Plugin.Engine.TypeStrategy.Default.REDEFINE)
                .with(dependencies)
                .with(failureCollector)
                .withoutErrorHandlers();
        Plugin.Engine.Summary summary = engine.apply(new Plugin.Engine.Source.ForFolder(classesDirectory.toFile()),
                new Plugin.Engine.Target.ForFolder(scratch.toFile()), new Plugin.Factory.Simple(plugin));
        summary.getFailed().forEach((type, throwables) -> failures.putIfAbsent(type.getName(), throwables.get(0)));
        Set<String> transformed = summary.getTransformed().stream().map(TypeDescription::getName)
                .collect(Collectors.toSet());
        List<WeaveProblem> problems = new ArrayList<>();
        List<String> woven = new ArrayList<>();
        for (String name : scanner.plans().keySet()) {
            Throwable failure = failures.remove(name);
            if (failure != null) {
                problems.add(EngineFailure.describe(name, failure, scanner.source(name), scanner.plans().get(name),
                        mode.instrumentsAccesses()));
            } else if (transformed.contains(name)) {
                woven.add(name);
            } else {
                problems.add(new WeaveProblem(name, null, null, 0, "Byte Buddy's engine left the class as it was"));
            }
        }
        failures.forEach((name, failure) -> problems.add(EngineFailure.describe(name, failure, null, Map.of(),
                mode.instrumentsAccesses())));
        if (!problems.isEmpty()) {
            throw new WeaveException(problems);
        }
        return woven;
    }

    /** The files to move, relative to {@code scratch}: just {@code onlyClasses}, or all. */
    private static List<Path> filesToMove(Path scratch, List<String> onlyClasses) throws IOException {
        if (onlyClasses != null) {
            return onlyClasses.stream().map(name -> Path.of(name.replace('.', '/') + ".class"))
                    .collect(Collectors.toList());
        }
        if (!Files.isDirectory(scratch)) {
            return List.of(); // nothing to copy
        }
        try (Stream<Path> walk = Files.walk(scratch)) {
            return walk.filter(Files::isRegularFile).sorted().map(scratch::relativize).collect(Collectors.toList());
        }
    }

    private static void deleteRecursively(Path directory) throws IOException {
        try (Stream<Path> walk = Files.walk(directory)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.deleteIfExists(path);
            }
        }
    }

    private static String readVersion() {
        try (InputStream in = WeavingEngine.class.getResourceAsStream("version.properties")) {
            Properties properties = new Properties();
            if (in != null) {
                properties.load(in);
            }
            return properties.getProperty("version", "unknown");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
