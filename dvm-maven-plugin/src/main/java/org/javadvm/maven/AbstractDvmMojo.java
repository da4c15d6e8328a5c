package org.javadvm.maven;

import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;

/** Base of the Java-DVM goals: handles {@code skip}, then runs the goal. */
public abstract class AbstractDvmMojo extends AbstractMojo {

    /** Skips every Java-DVM goal, for example to run the plain, un-woven classes. */
    @Parameter(property = "dvm.skip", defaultValue = "false")
    boolean skip;

    @Override
    public final void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Skipping Java-DVM execution because property dvm.skip is set.");
            return;
        }
        executeMojo();
    }

    /**
     * The goal's work: {@link MojoFailureException} for the user's problems (the build's configuration or
     * classes), {@link MojoExecutionException} for ours.
     */
    protected abstract void executeMojo() throws MojoExecutionException, MojoFailureException;
}
