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
}
