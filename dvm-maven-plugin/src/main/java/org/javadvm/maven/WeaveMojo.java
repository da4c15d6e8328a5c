package org.javadvm.maven;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.javadvm.weaver.WeaveException;
import org.javadvm.weaver.WeaveMode;
import org.javadvm.weaver.WeaveProblem;
import org.javadvm.weaver.WeaveReport;
import org.javadvm.weaver.Weaver;

/**
 * Weaves the compiled classes: every {@code @ParallelLoop} and {@code @TaskRegion} method becomes a
 * dispatcher into the Java-DVM run-time, which runs the method's original code on each processor's block.
 * Classes are checked before anything is written: annotations that do not fit the class fail the build,
 * naming file, line, class and member, and leave the output directory as it was.
 */
@Mojo(name = "weave", defaultPhase = LifecyclePhase.PROCESS_CLASSES, threadSafe = true,
        requiresDependencyResolution = ResolutionScope.COMPILE)
public class WeaveMojo extends AbstractDvmMojo {
    /** How the weaver's refusals that only a fresh compilation cures end (see {@code ClassScanner}, {@link DebugCopy}). */
    private static final String CLEAN = "run mvn clean";

    /**
     * What the woven classes do at run time. {@code release} runs the parallel constructs on the processor
     * grid without checks; {@code dyn} reports every access to dynamic control, which emulates the parallel
     * execution on one processor and checks the declarations (the run needs {@code dvm-debug-core});
     * {@code debug} weaves the same hooks for the {@code -debug} artifact. Classes already
     * woven for this mode are left as they are; classes woven for another mode are refused (run
     * {@code mvn clean} after changing the mode). Weaving the project's classes in place for {@code dyn}
     * or {@code debug} puts them into the main jar; the goal warns about that.
     */
    @Parameter(property = "dvm.mode", defaultValue = "release")
    String mode;

    /** The directory the {@code jar} goal packs into the project's main artifact. */
    @Parameter(defaultValue = "${project.build.outputDirectory}", readonly = true, required = true)
    File projectOutputDirectory;

    /**
     * The project's compile class path: Byte Buddy resolves the superclasses and interfaces of the woven
     * classes, which may come from the dependencies.
     */
    @Parameter(defaultValue = "${project.compileClasspathElements}", readonly = true)
    List<String> classpathElements;

    /** The compiled classes to weave. When the directory does not exist (no sources), the goal does nothing. */
    @Parameter(defaultValue = "${project.build.outputDirectory}")
    File classesDirectory;

    /**
     * Where the woven classes go. The default weaves in place. Another directory, for example
     * <code>${project.build.directory}/dvm-classes</code>, receives a copy of the whole classes directory
     * with the parallel constructs woven, and the original classes stay as they are. It must not lie inside
     * {@link #classesDirectory}: the next weave would read the woven copy as classes to weave.
     */
    @Parameter(property = "dvm.outputDirectory", defaultValue = "${project.build.outputDirectory}")
    File outputDirectory;

    /**
     * With mode {@code release}, also weave the classes for {@code debug} into {@link #debugDirectory} first
     * (all checking and tracing hooks; parameters choose at run time what acts), for the {@code debug-jar}
     * goal to package as the {@code -debug} classifier jar. The copy replaces the previous one, so classes
     * deleted since do not stay; classes an earlier build wove in place keep their debug version from the
     * previous copy.
     */
    @Parameter(property = "dvm.debugClasses", defaultValue = "true")
    boolean debugClasses;

    /** Where the classes woven for {@code debug} go; not inside {@link #classesDirectory}. */
    @Parameter(property = "dvm.debugDirectory", defaultValue = "${project.build.directory}/dvm-debug-classes")
    File debugDirectory;

    /**
     * Where checked runs write their SARIF results (the {@code check} goal reads them). Weaving for
     * {@code dyn} deletes the {@code .sarif} files there (and the temporary files of runs killed while writing
     * them): they belong to classes that are woven anew, and an error fixed since must not fail the next
     * {@code check}. Weaving for {@code dyn} or {@code debug} also records there that checked runs are to be
     * expected, for {@code check}; weaving for {@code release} removes that record.
     */
    @Parameter(property = "dvm.resultsDirectory", defaultValue = "${project.build.directory}/dvm")
    File resultsDirectory;

    /**
     * The run goal's trace directory (the reference traces): a refusal that asks for {@code mvn clean} says whether
     * clean deletes it.
     */
    @Parameter(property = "dvm.traceDirectory", defaultValue = "${project.basedir}/.dvm")
    File traceDirectory;

    /** The build's build directory, which {@code mvn clean} deletes. */
    @Parameter(defaultValue = "${project.build.directory}", readonly = true)
    File buildDirectory;

    /** This build: its goals and {@code -D} properties make the command a refusal suggests. */
    @Parameter(defaultValue = "${session}", readonly = true)
    MavenSession session;

    @Override
    protected void executeMojo() throws MojoExecutionException, MojoFailureException {
        WeaveMode weaveMode = parseMode();
        if (classesDirectory == null || !classesDirectory.isDirectory()) {
            getLog().info("No classes to weave: " + classesDirectory + " does not exist.");
            return;
        }
        refuseInsideClasses("outputDirectory", outputDirectory);
        if (weaveMode == WeaveMode.RELEASE && debugClasses) {
            refuseInsideClasses("debugDirectory", debugDirectory);
            weaveDebugCopy(weaveMode);
        }
        WeaveReport report;
        try {
            report = new Weaver(weaveMode, classPath()).weave(classesDirectory.toPath(), outputDirectory.toPath());
        } catch (WeaveException e) {
            // without the cause: Maven would print its message, the same problems, a second time
            throw new MojoFailureException(describe(e, weaveMode));
        } catch (IOException e) {
            throw new MojoExecutionException("Java-DVM could not weave " + classesDirectory + " into "
                    + outputDirectory + ": " + e.getMessage(), e);
        }
        logSummary(weaveMode, report);
        if (weaveMode.instrumentsAccesses()) {
            warnIfPackaged(weaveMode);
        }
        if (weaveMode == WeaveMode.DYN) {
            deleteEarlierResults();
        }
        recordWeaveForChecking(weaveMode, report);
    }

    /** The compile class path without the classes directory itself. */
    private List<Path> classPath() {
        List<Path> elements = new ArrayList<>();
        if (classpathElements != null) {
            for (String element : classpathElements) {
                Path path = Paths.get(element);
                if (!path.toAbsolutePath().normalize().equals(classesDirectory.toPath().toAbsolutePath().normalize())) {
                    elements.add(path);
                }
            }
        }
        return elements;
    }

    /** A directory the weave writes must not be read by the next weave as classes. */
    private void refuseInsideClasses(String parameter, File directory) throws MojoFailureException {
        Path classes = classesDirectory.toPath().toAbsolutePath().normalize();
        Path inside = directory.toPath().toAbsolutePath().normalize();
        if (inside.startsWith(classes) && !inside.equals(classes)) {
            throw new MojoFailureException("The Java-DVM parameter " + parameter + " (" + directory
                    + ") lies inside classesDirectory (" + classesDirectory + "): the next weave would read the "
                    + "woven classes as classes to weave. Choose a directory outside it, for example "
                    + "${project.build.directory}/dvm-classes.");
        }
    }

    /** Classes woven for dyn or debug in the directory the jar goal packs: say so before they are shipped. */
    private void warnIfPackaged(WeaveMode weaveMode) {
        if (projectOutputDirectory == null || !outputDirectory.toPath().toAbsolutePath().normalize()
                .equals(projectOutputDirectory.toPath().toAbsolutePath().normalize())) {
            return;
        }
        getLog().warn("The classes in " + outputDirectory + " are now woven for " + weaveMode.id() + ": they report "
                + "every access to the debugger and need org.javadvm:dvm-debug-core to run.");
        getLog().warn("A jar packaged by this build (the main artifact) holds these classes, not release ones. Do not "
                + "install or deploy it: build the artifact without -Ddvm.mode=" + weaveMode.id()
                + " (mvn clean install), and publish checked classes as the -debug jar (see the debug-jar goal).");
    }


    /**
     * Tells {@code check} whether checked runs are to be expected ({@link ResultFiles#WOVEN_FOR_CHECKING}): a
     * build whose checked classes wrote no results did not check anything and must not pass as clean.
     */
    private void recordWeaveForChecking(WeaveMode weaveMode, WeaveReport report) throws MojoExecutionException {
        if (resultsDirectory == null) {
            return;
        }
        try {
            if (weaveMode.instrumentsAccesses() && report.classesWoven() + report.alreadyWoven() > 0) {
                ResultFiles.recordWeave(resultsDirectory, weaveMode.id(), classesDirectory, outputDirectory);
            } else {
                java.nio.file.Files.deleteIfExists(new File(resultsDirectory, ResultFiles.WOVEN_FOR_CHECKING).toPath());
            }
        } catch (IOException e) {
            throw new MojoExecutionException("Java-DVM could not record the weave in " + resultsDirectory + ": " + e, e);
        }
    }

    /** Results of earlier runs, and the temporary files of runs killed while writing them. */
    private void deleteEarlierResults() throws MojoExecutionException {
        File[] sarif = ResultFiles.results(resultsDirectory);
        File[] leftovers = ResultFiles.leftovers(resultsDirectory);
        File[] results = java.util.stream.Stream.concat(java.util.Arrays.stream(sarif), java.util.Arrays.stream(leftovers))
                .toArray(File[]::new);
        if (results.length == 0) {
            return;
        }
        for (File result : results) {
            try {
                java.nio.file.Files.deleteIfExists(result.toPath());
            } catch (IOException e) {
                throw new MojoExecutionException("Java-DVM could not delete the earlier result " + result + ": " + e, e);
            }
        }
        getLog().info("Deleted " + sarif.length + " SARIF results of earlier checked runs"
                + (leftovers.length == 0 ? "" : " and " + leftovers.length + " temporary files of runs killed while writing")
                + " from " + resultsDirectory);
    }

    /** The {@code debug} copy of the un-woven classes, see {@link DebugCopy}. */
    private void weaveDebugCopy(WeaveMode weaveMode) throws MojoFailureException, MojoExecutionException {
        try {
            WeaveReport report = DebugCopy.make(classesDirectory.toPath(), debugDirectory.toPath(), classPath());
            if (report == null) {
                getLog().info("Classes in " + classesDirectory + " were woven for release before; " + debugDirectory
                        + " keeps the debug classes of that build.");
            } else {
                getLog().info("Woven " + report.classesWoven() + " of " + report.classesScanned()
                        + " classes for debug into " + debugDirectory);
            }
        } catch (WeaveException e) {
            throw new MojoFailureException(describe(e, weaveMode));
        } catch (IOException e) {
            throw new MojoExecutionException("Java-DVM could not weave " + classesDirectory + " into "
                    + debugDirectory + ": " + e + "; the previous " + debugDirectory + " was left as it was", e);
        }
    }

    private WeaveMode parseMode() throws MojoFailureException {
        try {
            return WeaveMode.parse(mode);
        } catch (IllegalArgumentException e) {
            throw new MojoFailureException(e.getMessage(), e);
        }
    }

    /** One problem per line, each with its file, line, class and member, so that all are fixed in one go. */
    private String describe(WeaveException failure, WeaveMode weaveMode) {
        int count = failure.problems().size();
        StringBuilder text = new StringBuilder().append(count)
                .append(count == 1 ? " problem prevents" : " problems prevent").append(" weaving ")
                .append(classesDirectory).append(" for ").append(weaveMode.id()).append(':');
        boolean clean = false;
        for (WeaveProblem problem : failure.problems()) {
            text.append(System.lineSeparator()).append("  ").append(problem);
            clean |= problem.toString().contains(CLEAN);
        }
        if (clean) {
            text.append(System.lineSeparator()).append("Compile the classes anew and weave them: ")
                    .append(SuggestedCommand.of(session, List.of("clean"), java.util.Map.of()))
                    .append(SuggestedCommand.whatCleanDoes(traceDirectory, buildDirectory));
        }
        return text.toString();
    }

    private void logSummary(WeaveMode weaveMode, WeaveReport report) {
        getLog().info("Woven " + report.constructsWoven() + " parallel constructs in " + report.classesWoven()
                + " of " + report.classesScanned() + " classes for " + weaveMode.id() + " into " + outputDirectory);
        for (org.javadvm.weaver.WeaveProblem warning : report.warnings()) {
            getLog().warn("Java-DVM: " + warning);
        }
        for (String name : report.wovenClassNames()) {
            getLog().debug("Woven " + name);
        }
        if (report.alreadyWoven() > 0) {
            getLog().info(report.alreadyWoven() + " classes already woven for " + weaveMode.id()
                    + ", left as they are");
        }
    }
}
