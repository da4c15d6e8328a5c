package org.javadvm.maven;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;

import org.apache.maven.artifact.Artifact;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;
import org.javadvm.debug.config.DebugParameters;
import org.javadvm.debug.config.ParameterException;
import org.javadvm.internal.ConfigurationError;

/**
 * Runs a program's {@code main} under dynamic control, in a JVM of its own: the classes woven for
 * {@code dyn} first, then the project's run-time class path, then this plugin's own {@code dvm-debug-core}
 * (and {@code dvm-runtime}) where the project does not depend on them. Diagnostics are printed as they are
 * found; the SARIF results go to {@code resultsDirectory}, where the {@code check} goal reads them, so
 * {@code mvn clean process-classes dvm:run dvm:check -Ddvm.mode=dyn -Ddvm.mainClass=example.Main} checks a
 * program and fails the build on its errors. The build fails when the program exits with another code than 0,
 * and when no class of {@code classesDirectory} is woven for {@code dyn} (nothing would be checked).
 * {@code -Ddvm.task=err|size|trc|dif|red} (and {@code -Ddvm.grid} for {@code dif}, a grid or a list of grids such as
 * {@code 1,2,4,2x2}) chooses the run's debug
 * parameters as the original DVM driver's modes do ({@link RunTask}).
 */
@Mojo(name = "run", requiresDependencyResolution = ResolutionScope.RUNTIME, threadSafe = true)
public class RunMojo extends AbstractDvmMojo {
    private static final String GROUP = "org.javadvm";
    /** What a program woven for dyn needs at run time, in class path order. */
    private static final List<String> RUNTIME_ARTIFACTS = List.of("dvm-runtime", "dvm-debug-core");

    /**
     * The class whose {@code main} runs. Not marked required for Maven, which would name the field: a run without it
     * is refused naming {@code -Ddvm.mainClass}.
     */
    @Parameter(property = "dvm.mainClass")
    String mainClass;

    /** The program's arguments; on the command line separated by commas: {@code -Ddvm.arguments=40,3}. */
    @Parameter(property = "dvm.arguments")
    List<String> arguments;

    /**
     * The classes woven for {@code dyn}, put before the project's class path (which holds the build's output
     * directory), so that a copy woven elsewhere, e.g. {@code target/dvm-dyn-classes}, shadows the plain classes.
     */
    @Parameter(property = "dvm.classesDirectory", defaultValue = "${project.build.outputDirectory}")
    File classesDirectory;

    /**
     * System properties of the run: debug parameters ({@code DebugOptions.MaxErrors}), {@code dvm.procs}, the
     * program's own; they win over the {@link #task}'s set. The command line's {@code -D} options whose names are
     * debug parameters ({@code EnableDynControl}, {@code EnableTrace}, {@code ManualReductCalc},
     * {@code DebugOptions.*}, {@code TraceOptions.*}) or {@code dvm.procs} and {@code dvm.parameters} are passed
     * on as well and win over these.
     */
    @Parameter
    Map<String, String> systemProperties;

    /**
     * What the run does, after the original DVM driver's modes: {@code err} (dynamic control), {@code size} (the
     * loop configuration file), {@code trc} (record the reference trace on one processor), {@code dif} (run on
     * {@link #grid} and compare with the reference), {@code red} (check the reductions). Each passes its set of
     * debug parameters before {@link #systemProperties} and the command line's, which win. Not given: no set,
     * the debugger's defaults (dynamic control).
     */
    @Parameter(property = "dvm.task")
    String task;

    /**
     * The processor grid of {@code dif} (required) and of {@code err} and {@code red}: {@code 4}, {@code 2x2}. For
     * {@code dif} a list of grids, {@code -Ddvm.grid=1,2,3,4,2x2}, runs the comparison once per grid, each into
     * its own protocols ({@code dif-4-protocol0.txt}), and prints the table of their differences and where each
     * divergence started.
     */
    @Parameter(property = "dvm.grid")
    String grid;

    /** Options of the JVM, e.g. {@code -Xmx2g}; on the command line separated by commas. */
    @Parameter(property = "dvm.jvmArgs")
    List<String> jvmArgs;

    /** The java launcher; by default the one of the JDK running Maven. */
    @Parameter(property = "dvm.jvm")
    File jvm;

    /**
     * Where the run writes its SARIF results ({@code <execution>[-<task>]-<pid>.sarif}, e.g. {@code dif-4242.sarif}
     * for {@code dvm:run@dif}, {@code default-cli-dif-4242.sarif} for {@code dvm:run -Ddvm.task=dif}) and its text
     * report ({@code dyn-errors.txt} under dynamic control, {@code <task>-errors.txt} for a trace task,
     * {@code dif-<grid>-errors.txt} per grid of a comparison on several), unless {@code DebugOptions.SarifFile} or {@code DebugOptions.ErrorFile} is
     * given. A run deletes the results an earlier run of the same execution and task left there.
     */
    @Parameter(property = "dvm.resultsDirectory", defaultValue = "${project.build.directory}/dvm")
    File resultsDirectory;

    /**
     * Where the trace tasks keep their files ({@code TraceOptions.TracePath}): the reference trace, the loops file,
     * the comparisons' protocols and error files. Outside the build directory by default, so that {@code mvn clean}
     * (which a weave for another mode needs) does not delete the reference; {@code -DTraceOptions.TracePath} wins.
     */
    @Parameter(property = "dvm.traceDirectory", defaultValue = "${project.basedir}/.dvm")
    File traceDirectory;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    @Parameter(defaultValue = "${session}", readonly = true)
    MavenSession session;

    @Parameter(defaultValue = "${mojoExecution}", readonly = true)
    MojoExecution execution;

    /** This plugin's dependencies: where its {@code dvm-debug-core} comes from. */
    @Parameter(defaultValue = "${plugin.artifacts}", readonly = true)
    List<Artifact> pluginArtifacts;

    /** While {@code dif} runs on one of several grids: the prefix of that grid's files; else {@code null}. */
    private String gridPrefix;

    /** Dependencies on the run-time class path holding classes woven for dyn or debug (see {@link #requireDynClasses}). */
    private List<String> checkedDependencies = List.of();

    @Override
    protected void executeMojo() throws MojoExecutionException, MojoFailureException {
        if (mainClass == null || mainClass.isBlank()) {
            throw new MojoFailureException("No main class to run: give it with -Ddvm.mainClass=<class> (or "
                    + "<mainClass> in the plugin's configuration), the class whose main the goal runs");
        }
        refuseEmpty("dvm.task", task, "choose one of " + RunTask.ids() + ", or leave dvm.task out for dynamic "
                + "control");
        refuseEmpty("dvm.grid", grid, "give the grid, e.g. -Ddvm.grid=4 or 2x2 (several: 1,2,2x2), or leave "
                + "dvm.grid out");
        RunTask chosen = task == null || task.isBlank() ? null : RunTask.of(task);
        if (chosen == null && grid != null && !grid.isBlank()) {
            throw new MojoFailureException("dvm.grid=" + grid + " needs a task that runs on a grid: add "
                    + "-Ddvm.task=dif (or err, red), or give the run's grid as -Ddvm.procs=" + grid);
        }
        requireDynClasses();
        deleteEarlierResults();
        if (chosen == RunTask.DIF && grid != null && grid.contains(",")) {
            compareOnGrids();
            return;
        }
        run(chosen);
    }

    /**
     * A property given with no value ({@code -Ddvm.grid=}) is refused, not read as one not given: the user wrote it
     * meaning something, and the default (dynamic control, the CPU count) is not what was meant. Looks at the
     * parameter as injected and at the command line, as Maven may inject an empty value as none.
     */
    private void refuseEmpty(String property, String injected, String advice) throws MojoFailureException {
        String given = session == null || session.getUserProperties() == null ? null
                : session.getUserProperties().getProperty(property);
        if (injected != null && injected.isBlank() || given != null && given.isBlank()) {
            throw new MojoFailureException(property + " is set but empty; " + advice);
        }
    }

    /**
     * {@code dif} on several grids ({@code -Ddvm.grid=1,2,3,4,2x2}): one run per grid, each comparing with the
     * reference into its own protocols, then the table of the grids' differences and first divergences.
     */
    private void compareOnGrids() throws MojoExecutionException, MojoFailureException {
        String all = grid;
        List<String> grids = new ArrayList<>();
        for (String part : all.split(",")) {
            grids.add(RunTask.checkedGrid(part));
        }
        List<GridComparisonTable.Row> rows = new ArrayList<>();
        try {
            for (String one : grids) {
                grid = one;
                gridPrefix = GridComparisonTable.prefix(one);
                Path protocols = tracePath().toPath(); // the run's parameters need one grid
                if (rows.isEmpty()) {
                    List<String> stale = GridRunFiles.deleteEarlier(protocols);
                    if (!stale.isEmpty()) {
                        getLog().info("Deleted the grid files of an earlier run of several grids from " + protocols
                                + ": " + String.join(", ", stale));
                    }
                }
                getLog().info(GridRunFiles.header(one, rows.size(), grids.size(), protocols));
                run(RunTask.DIF);
                rows.add(GridComparisonTable.row(tracePath(), one));
            }
        } catch (IOException e) {
            throw new MojoExecutionException("Java-DVM could not read the comparison protocols in "
                    + tracePath() + ": " + e.getMessage(), e);
        } finally {
            grid = all;
            gridPrefix = null;
        }
        getLog().info("Comparison with the reference on " + grids.size() + " grids:");
        for (String line : GridComparisonTable.lines(rows)) {
            getLog().info("  " + line);
        }
    }

    private void run(RunTask chosen) throws MojoExecutionException, MojoFailureException {
        Map<String, String> properties = runProperties();
        String procs = properties.get("dvm.procs");
        if (procs != null && procs.isBlank()) {
            throw new MojoFailureException("dvm.procs is set but empty, which is not a processor grid; write the "
                    + "number of processors per dimension separated by x, e.g. 4 or 2x2, or leave dvm.procs out for "
                    + "one processor per CPU" + System.lineSeparator() + mainClass + " was not run" + forTask(chosen));
        }
        checkDebugParameters(properties, chosen);
        List<String> command = command();
        String running = "Running " + mainClass + (chosen == null ? " under dynamic control: "
                : " for task " + chosen.id() + ": ") + String.join(" ", command);
        if (gridPrefix == null) {
            getLog().info(running);
        } else {
            getLog().debug(running); // one of several grids: its one-line header said what runs
        }
        int status;
        try {
            Process process = new ProcessBuilder(command).directory(project.getBasedir()).inheritIO().start();
            status = process.waitFor();
        } catch (IOException e) {
            throw new MojoExecutionException("Java-DVM could not start " + command.get(0) + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MojoExecutionException("Interrupted while " + mainClass + " ran", e);
        }
        if (status == ConfigurationError.EXIT_STATUS) {
            throw new MojoFailureException(mainClass + " was not run" + forTask(chosen) + ": Java-DVM refused the "
                    + "run's configuration for the reason printed above");
        }
        if (status != 0) {
            throw new MojoFailureException(mainClass + " ended with exit code " + status
                    + (chosen == null || !chosen.traces() ? " under dynamic control" : forTask(chosen))
                    + " (its output is above)");
        }
    }

    private static String forTask(RunTask chosen) {
        return chosen == null ? " under dynamic control" : " for task " + chosen.id();
    }

    /**
     * The directory the run's trace files go to: {@code TraceOptions.TracePath} as the run gets it (relative to the
     * project's directory, where the program runs), else that directory.
     */
    private File tracePath() throws MojoExecutionException, MojoFailureException {
        String path = runProperties().get("TraceOptions.TracePath");
        return path == null || path.isEmpty() ? project.getBasedir()
                : project.getBasedir().toPath().resolve(path).toFile();
    }

    /**
     * The debug parameters as the program will read them (its parameters file, then these properties), checked
     * before its JVM starts: bad ones fail the build once, listed, instead of the program's class initialisation.
     * JVM options ({@code jvmArgs}) are not looked at; the program still checks everything it is given.
     */
    private void checkDebugParameters(Map<String, String> properties, RunTask chosen) throws MojoFailureException {
        Properties given = new Properties();
        given.putAll(properties);
        try {
            DebugParameters.load(DebugParameters.file(project.getBasedir().toPath(), given), given);
        } catch (ParameterException e) {
            throw new MojoFailureException(e.getMessage() + System.lineSeparator() + mainClass + " was not run"
                    + forTask(chosen));
        }
    }

    private RunResultNames resultNames() {
        return new RunResultNames(execution == null ? null : execution.getExecutionId(), task);
    }

    /**
     * This execution's earlier results (see {@link RunResultNames}), unless the results go where the user said:
     * they would be judged by {@code check} beside this run's.
     */
    private void deleteEarlierResults() throws MojoExecutionException {
        Properties user = session == null ? null : session.getUserProperties();
        boolean elsewhere = (systemProperties != null && systemProperties.containsKey("DebugOptions.SarifFile"))
                || (user != null && user.getProperty("DebugOptions.SarifFile") != null);
        if (elsewhere) {
            return;
        }
        try {
            List<String> deleted = resultNames().deleteEarlier(resultsDirectory);
            if (!deleted.isEmpty()) {
                getLog().info("Replacing the results of this execution's earlier run: deleted "
                        + String.join(", ", deleted) + " from " + resultsDirectory);
            }
        } catch (IOException e) {
            throw new MojoExecutionException("Java-DVM could not delete an earlier result in " + resultsDirectory
                    + ": " + e, e);
        }
    }

    /**
     * Refuses a run that would check nothing: no class of the directory, and none of a dependency on the run-time
     * class path (a library's {@code -debug} jar), reports to dynamic control. Dependencies holding such classes
     * are remembered ({@link #checkedDependencies}): they go first on the class path, before a release copy of the
     * same classes.
     */
    private void requireDynClasses() throws MojoFailureException, MojoExecutionException {
        Map<String, Integer> modes;
        try {
            modes = WovenModes.count(classesDirectory.toPath());
            checkedDependencies = checkedDependencies();
        } catch (IOException e) {
            throw new MojoExecutionException("Java-DVM could not read the classes to run: " + e.getMessage(), e);
        }
        if (WovenModes.checked(modes)) {
            return;
        }
        if (!checkedDependencies.isEmpty()) {
            getLog().info("No class in " + classesDirectory + " is woven for dyn (" + WovenModes.describe(modes)
                    + "); checking the classes woven for debug of the dependencies " + String.join(", ",
                    checkedDependencies.stream().map(entry -> new File(entry).getName()).collect(Collectors.toList())));
            return;
        }
        if (!classesDirectory.isDirectory() && mainClassEntry() == null) {
            throw new MojoFailureException("No classes to run: " + classesDirectory
                    + " does not exist; build them first: mvn process-classes dvm:run -Ddvm.mode=dyn");
        }
        throw new MojoFailureException("No class in " + classesDirectory + " is woven for dyn ("
                + WovenModes.describe(modes) + "), so nothing would be checked: " + remedy());
    }

    /** What to do when nothing is woven for checking, for where the main class is and how the project builds. */
    private String remedy() throws MojoExecutionException {
        File elsewhere = wovenElsewhere();
        if (elsewhere != null) {
            return "dvm:weave wrote the classes it wove for checking to " + elsewhere + " (its outputDirectory);"
                    + " run those with -Ddvm.classesDirectory=" + elsewhere;
        }
        String entry = mainClassEntry();
        if (entry != null && !new File(entry).getAbsoluteFile().equals(classesDirectory.getAbsoluteFile())) {
            return mainClass + " comes from the dependency " + new File(entry).getName() + ", whose classes are not"
                    + " woven for debug: depend on that library's -debug jar instead (<classifier>debug</classifier>,"
                    + " the jar its build makes with the dvm:debug-jar goal), whose classes dvm:run then runs";
        }
        if (!weavesInItsBuild()) {
            return "no dependency holds classes woven for debug either, and this project's build does not run the"
                    + " weave goal, so -Ddvm.mode=dyn weaves nothing: add the"
                    + " dvm-maven-plugin's weave goal to its build (see the getting-started page), then " + rebuild();
        }
        return "weave for dyn first: " + rebuild();
    }

    /**
     * The command that weaves for dyn and runs: this build's goals and {@code -D} options after {@code clean
     * process-classes}, with {@code -Ddvm.mode=dyn}, and what clean does to the trace files.
     */
    private String rebuild() {
        return SuggestedCommand.of(session, List.of("clean", "process-classes"), Map.of("dvm.mode", "dyn",
                "dvm.mainClass", mainClass)) + SuggestedCommand.whatCleanDoes(traceDirectory,
                project.getBuild() == null ? null : new File(project.getBuild().getDirectory()));
    }

    /**
     * The entries of the project's run-time class path other than {@link #classesDirectory} (jars and directories of
     * its dependencies) that hold classes woven for dyn or debug, in class path order.
     */
    private List<String> checkedDependencies() throws MojoExecutionException, IOException {
        List<String> checked = new ArrayList<>();
        for (String entry : dependencyEntries()) {
            if (WovenModes.checked(WovenModes.count(Path.of(entry)))) {
                checked.add(entry);
            }
        }
        return checked;
    }

    private List<String> dependencyEntries() throws MojoExecutionException {
        List<String> entries = new ArrayList<>();
        try {
            for (String entry : project.getRuntimeClasspathElements()) {
                if (!new File(entry).getAbsoluteFile().equals(classesDirectory.getAbsoluteFile())) {
                    entries.add(entry);
                }
            }
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("The project's run-time class path is not resolved: " + e, e);
        }
        return entries;
    }

    /** The class path entry (the classes directory, or a dependency's jar or directory) holding the main class. */
    private String mainClassEntry() throws MojoExecutionException {
        String file = mainClass.replace('.', '/') + ".class";
        if (new File(classesDirectory, file).isFile()) {
            return classesDirectory.getPath();
        }
        for (String entry : dependencyEntries()) {
            File path = new File(entry);
            if (path.isDirectory() && new File(path, file).isFile()) {
                return entry;
            }
            if (path.isFile() && entry.endsWith(".jar")) {
                try (java.util.jar.JarFile jar = new java.util.jar.JarFile(path)) {
                    if (jar.getEntry(file) != null) {
                        return entry;
                    }
                } catch (IOException e) {
                    getLog().debug("Java-DVM could not read " + entry + ": " + e);
                }
            }
        }
        return null;
    }

    /** Whether the project's build configures this plugin's weave goal in some execution. */
    private boolean weavesInItsBuild() {
        for (org.apache.maven.model.Plugin plugin : project.getBuildPlugins()) {
            if (GROUP.equals(plugin.getGroupId()) && "dvm-maven-plugin".equals(plugin.getArtifactId())) {
                for (org.apache.maven.model.PluginExecution execution : plugin.getExecutions()) {
                    if (execution.getGoals().contains("weave")) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Where the last weave for checking wrote its classes, by its record in {@code resultsDirectory}, when that is
     * another directory than {@code classesDirectory} holding classes woven for dyn or debug; else {@code null}.
     */
    private File wovenElsewhere() {
        File record = ResultFiles.wovenForChecking(resultsDirectory);
        if (record == null) {
            return null;
        }
        try {
            for (String line : java.nio.file.Files.readAllLines(record.toPath(), java.nio.charset.StandardCharsets.UTF_8)) {
                if (line.startsWith("output: ")) {
                    File output = new File(line.substring("output: ".length()));
                    if (output.isDirectory() && !output.getAbsoluteFile().toPath().normalize()
                            .equals(classesDirectory.getAbsoluteFile().toPath().normalize())) {
                        Map<String, Integer> modes = WovenModes.count(output.toPath());
                        return modes.containsKey("dyn") || modes.containsKey("debug") ? output : null;
                    }
                }
            }
        } catch (IOException e) {
            getLog().debug("Java-DVM could not read the weave record " + record + ": " + e);
        }
        return null;
    }

    /** The java command: launcher, JVM options, system properties, class path, main class, arguments. */
    List<String> command() throws MojoExecutionException, MojoFailureException {
        List<String> command = new ArrayList<>();
        command.add(jvm != null ? jvm.getPath()
                : Path.of(System.getProperty("java.home"), "bin", "java").toString());
        if (jvmArgs != null) {
            command.addAll(jvmArgs);
        }
        for (Map.Entry<String, String> property : runProperties().entrySet()) {
            command.add("-D" + property.getKey() + "=" + property.getValue());
        }
        command.add("-cp");
        command.add(String.join(File.pathSeparator, classPath()));
        command.add(mainClass);
        if (arguments != null) {
            command.addAll(arguments);
        }
        return command;
    }

    /**
     * Defaults first (results where {@code check} reads them), then the task's set, then the configured ones,
     * then the command line's.
     */
    Map<String, String> runProperties() throws MojoExecutionException, MojoFailureException {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("dvm.basedir", project.getBasedir().getPath());
        // for the trace header: a reference and a run with other arguments are refused, not compared
        properties.put("dvm.programArguments", arguments == null ? "" : String.join(" ", arguments));
        // and one recorded from other classes (the program edited and rebuilt since) is refused too
        properties.put("dvm.classesDigest", ClassesDigest.of(classesDirectory.toPath(), checkedDependencies));
        properties.put("DebugOptions.SarifFile", resultNames().sarifFile(resultsDirectory).getPath());
        properties.put("DebugOptions.ErrorFile", new File(resultsDirectory, RunTask.errorFileName(
                task == null || task.isBlank() ? null : RunTask.of(task), gridPrefix)).getPath());
        if (task != null && !task.isBlank()) {
            properties.putAll(RunTask.of(task).parameters(grid, traceDirectory));
        }
        if (gridPrefix != null) {
            properties.put("TraceOptions.OutputTracePrefix", gridPrefix);
        }
        if (systemProperties != null) {
            properties.putAll(systemProperties);
        }
        Properties user = session == null ? null : session.getUserProperties();
        if (user != null) {
            for (String name : user.stringPropertyNames()) {
                if (isRunProperty(name)) {
                    properties.put(name, user.getProperty(name));
                }
            }
        }
        return properties;
    }

    private static boolean isRunProperty(String name) {
        return name.startsWith("DebugOptions.") || name.startsWith("TraceOptions.") || name.startsWith("Enable")
                || name.equals("ManualReductCalc") || name.equals("dvm.procs") || name.equals("dvm.parameters");
    }

    /**
     * The dependencies woven for debug, the classes, the project's run-time class path, then what it lacks of the
     * plugin's run-time and debugger.
     */
    List<String> classPath() throws MojoExecutionException {
        Set<String> path = new LinkedHashSet<>();
        path.addAll(checkedDependencies); // before a release copy of the same classes further on
        path.add(classesDirectory.getPath());
        try {
            path.addAll(project.getRuntimeClasspathElements());
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("The project's run-time class path is not resolved: " + e, e);
        }
        Set<Artifact> projectArtifacts = project.getArtifacts();
        for (String id : RUNTIME_ARTIFACTS) {
            Artifact own = projectArtifacts == null ? null : find(onRuntimeClassPath(projectArtifacts), id);
            if (own != null) {
                String version = ownVersion(id);
                if (version != null && !version.equals(own.getVersion())) {
                    getLog().warn("The project uses " + id + " " + own.getVersion() + ", this plugin is "
                            + version + "; classes woven by one and run with the other may not work");
                }
                continue;
            }
            Artifact plugins = pluginArtifacts == null ? null : find(pluginArtifacts, id);
            if (plugins == null || plugins.getFile() == null) {
                throw new MojoExecutionException("The Java-DVM plugin's own " + id + " is missing from its class path");
            }
            path.add(plugins.getFile().getPath());
            getLog().info("Adding the plugin's " + id + " " + plugins.getVersion() + " to the class path");
        }
        return new ArrayList<>(path);
    }

    /** Test and provided dependencies (dvm-debug-core for the tests) are not on the run's class path. */
    private static List<Artifact> onRuntimeClassPath(Set<Artifact> artifacts) {
        return artifacts.stream().filter(artifact -> Artifact.SCOPE_COMPILE.equals(artifact.getScope())
                || Artifact.SCOPE_RUNTIME.equals(artifact.getScope())).collect(Collectors.toList());
    }

    private String ownVersion(String id) {
        Artifact plugins = pluginArtifacts == null ? null : find(pluginArtifacts, id);
        return plugins == null ? null : plugins.getVersion();
    }

    private static Artifact find(Iterable<Artifact> artifacts, String artifactId) {
        for (Artifact artifact : artifacts) {
            if (GROUP.equals(artifact.getGroupId()) && artifactId.equals(artifact.getArtifactId())
                    && (artifact.getClassifier() == null || artifact.getClassifier().isEmpty())) {
                return artifact;
            }
        }
        return null;
    }
}
