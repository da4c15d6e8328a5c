package org.javadvm.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.util.Properties;

import javax.inject.Inject;

import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.execution.MavenSession;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockito.Mockito;

/** The {@code -Ddvm.*} properties users type reach their parameters. */
@MojoTest
class WeaveMojoPropertiesTest {
    @Inject
    MavenSession session;

    @BeforeEach
    void commandLine() {
        Properties user = new Properties();
        user.setProperty("dvm.mode", "turbo");
        user.setProperty("dvm.skip", "true");
        user.setProperty("dvm.outputDirectory", "/elsewhere/dvm-classes");
        Mockito.when(session.getUserProperties()).thenReturn(user);
        Mockito.when(session.getSystemProperties()).thenReturn(new Properties());
    }

    @Test
    @InjectMojo(goal = "weave", pom = "src/test/resources/unit/weave-defaults/pom.xml")
    void commandLinePropertiesReachTheirParameters(WeaveMojo mojo) {
        assertEquals("turbo", mojo.mode);
        assertTrue(mojo.skip);
        assertEquals(new File("/elsewhere/dvm-classes"), mojo.outputDirectory);
    }
}
