package org.javadvm.maven;

import java.io.File;
import java.io.IOException;

import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.javadvm.weaver.WeaveException;
import org.javadvm.weaver.WeaveMode;
import org.javadvm.weaver.WeaveReport;
import org.javadvm.weaver.Weaver;

/**
 * Weaves the compiled classes: every {@code @ParallelLoop} and {@code @TaskRegion} method becomes a
 * dispatcher into the Java-DVM run-time. Nothing is written unless every class can be woven.
 */
@Mojo(name = "weave", defaultPhase = LifecyclePhase.PROCESS_CLASSES, threadSafe = true)
public class WeaveMojo extends AbstractDvmMojo {

    /** What the woven classes do at run time: {@code release} runs them in parallel on the processor grid. */
    @Parameter(property = "dvm.mode", defaultValue = "release")
    String mode;

    /** The classes to weave. */
    @Parameter(defaultValue = "${project.build.outputDirectory}")
    File classesDirectory;

    /**
     * Where the woven classes go. The default weaves in place; another directory receives a woven copy of
     * the whole classes directory, leaving the originals as they are.
     */
    @Parameter(property = "dvm.outputDirectory", defaultValue = "${project.build.outputDirectory}")
    File outputDirectory;

    @Override
    protected void executeMojo() throws MojoExecutionException, MojoFailureException {
        WeaveMode weaveMode;
        try {
            weaveMode = WeaveMode.parse(mode);
        } catch (IllegalArgumentException e) {
            throw new MojoFailureException(e.getMessage(), e);
        }
        if (classesDirectory == null || !classesDirectory.isDirectory()) {
            getLog().info("Skipping Java-DVM weaving: no classes directory " + classesDirectory);
            return;
        }
        WeaveReport report;
        try {
            report = new Weaver(weaveMode).weave(classesDirectory.toPath(), outputDirectory.toPath());
        } catch (WeaveException e) {
            throw new MojoFailureException(e.getMessage(), e);
        } catch (IOException e) {
            throw new MojoExecutionException("Java-DVM could not weave " + classesDirectory + " into "
                    + outputDirectory + ": " + e, e);
        }
        getLog().info("Woven " + report.constructsWoven() + " parallel constructs in " + report.classesWoven()
                + " of " + report.classesScanned() + " classes for " + weaveMode.id() + " into " + outputDirectory);
        if (report.alreadyWoven() > 0) {
            getLog().info(report.alreadyWoven() + " classes already woven for " + weaveMode.id()
                    + ", left as they are");
        }
        for (String name : report.wovenClassNames()) {
            getLog().debug("Woven " + name);
        }
    }
}
