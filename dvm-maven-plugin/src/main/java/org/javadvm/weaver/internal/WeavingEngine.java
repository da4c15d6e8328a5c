package org.javadvm.weaver.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
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
 * result into a scratch directory, and only when every class succeeded move it into place. A failed
 * weave leaves the output directory as it was.
 */
public final class WeavingEngine {
    /** Version of this weaver, written into the {@code @WovenClass} marker. */
    public static final String VERSION = readVersion();

    private WeavingEngine() {
    }

    public static WeaveReport weave(WeaveMode mode, Path classesDirectory, Path outputDirectory)
            throws WeaveException, IOException {
        ClassScanner scanner = new ClassScanner(mode.id(), mode.instrumentsAccesses());
        scanner.scan(classesDirectory);
        if (!scanner.problems().isEmpty()) {
            throw new WeaveException(scanner.problems());
        }
        boolean inPlace = Files.exists(outputDirectory) && Files.isSameFile(classesDirectory, outputDirectory);
        List<String> woven = new ArrayList<>(scanner.plans().keySet());
        if (woven.isEmpty() && inPlace) {
            return new WeaveReport(scanner.scanned(), 0, scanner.alreadyWoven(), woven);
        }
        Files.createDirectories(outputDirectory);
        Path scratch = Files.createTempDirectory(outputDirectory.toAbsolutePath().getParent(), ".dvm-weave-");
        try {
            runEngine(mode, scanner, classesDirectory, scratch);
            moveInto(scratch, outputDirectory, inPlace ? woven : null);
        } finally {
            deleteRecursively(scratch);
        }
        return new WeaveReport(scanner.scanned(), scanner.constructs(), scanner.alreadyWoven(), woven);
    }

    private static void runEngine(WeaveMode mode, ClassScanner scanner, Path classesDirectory, Path scratch)
            throws IOException, WeaveException {
        List<WeaveProblem> failures = new ArrayList<>();
        Plugin.Engine.Listener failureCollector = new Plugin.Engine.Listener.Adapter() {
            @Override
            public void onError(TypeDescription typeDescription, Plugin plugin, Throwable throwable) {
                failures.add(new WeaveProblem(typeDescription.getName(), null, null, 0,
                        "the weaver cannot handle this class: " + throwable));
            }
        };
        Plugin.Engine engine = new Plugin.Engine.Default()
                .with(Plugin.Engine.TypeStrategy.Default.REDEFINE)
                .with(ClassFileLocator.ForClassLoader.of(WeavingEngine.class.getClassLoader()))
                .with(failureCollector)
                .withoutErrorHandlers();
        engine.apply(new Plugin.Engine.Source.ForFolder(classesDirectory.toFile()),
                new Plugin.Engine.Target.ForFolder(scratch.toFile()),
                new Plugin.Factory.Simple(new DvmPlugin(scanner.plans(), mode.id(), VERSION,
                        mode.instrumentsAccesses() ? scanner.fieldPolicy() : null)));
        if (!failures.isEmpty()) {
            throw new WeaveException(failures);
        }
    }

    /** Moves the scratch tree into the output; with {@code onlyClasses}, just those classes. */
    private static void moveInto(Path scratch, Path output, List<String> onlyClasses) throws IOException {
        List<Path> files;
        if (onlyClasses != null) {
            files = onlyClasses.stream().map(name -> scratch.resolve(name.replace('.', '/') + ".class"))
                    .collect(Collectors.toList());
        } else {
            try (Stream<Path> walk = Files.walk(scratch)) {
                files = walk.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
            }
        }
        for (Path file : files) {
            Path target = output.resolve(scratch.relativize(file).toString());
            Files.createDirectories(target.getParent());
            try {
                Files.move(file, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(file, target, StandardCopyOption.REPLACE_EXISTING);
            }
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
