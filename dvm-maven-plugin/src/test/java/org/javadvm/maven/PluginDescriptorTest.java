package org.javadvm.maven;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/** What {@code mvn dvm:help} and the site say the plugin is, from the generated plugin descriptor. */
class PluginDescriptorTest {
    @Test
    void thePluginsDescriptionSaysWhatItDoesToday() throws Exception {
        String descriptor;
        try (InputStream in = getClass().getResourceAsStream("/META-INF/maven/plugin.xml")) {
            descriptor = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String description = descriptor.substring(descriptor.indexOf("<description>"),
                descriptor.indexOf("</description>"));
        assertThat(description, not(containsString("later")));
        assertThat(description, containsString("dynamic control"));
        assertThat(description, containsString("checks the results of checked runs"));
    }

    /** {@code mvn dvm:help -Ddetail} prints the help descriptor: the run goal's grid says it takes a list of grids. */
    @Test
    void helpSaysThatDifTakesAListOfGrids() throws Exception {
        String help;
        try (InputStream in = getClass().getResourceAsStream(
                "/META-INF/maven/org.javadvm/dvm-maven-plugin/plugin-help.xml")) {
            help = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        int grid = help.indexOf("<name>grid</name>");
        String description = help.substring(help.indexOf("<description>", grid), help.indexOf("</description>", grid));
        assertThat(description, containsString("-Ddvm.grid=1,2,3,4,2x2"));
        assertThat(description, containsString("once per grid"));
        int run = help.indexOf("<goal>run</goal>");
        String goal = help.substring(help.indexOf("<description>", run), help.indexOf("</description>", run));
        assertThat(goal, containsString("a list of grids"));
    }
}
