package org.javadvm.maven;

import java.io.File;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Reads the SARIF results dynamic control wrote during the build (tests or other runs of classes woven for
 * {@code dyn}) and fails the build when they hold errors, naming the first few. Run it after the runs,
 * for example in {@code verify}.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class CheckMojo extends AbstractDvmMojo {

    /** Where the runs wrote their SARIF files ({@code DebugOptions.SarifFile}); every {@code *.sarif} in it is read. */
    @Parameter(property = "dvm.resultsDirectory", defaultValue = "${project.build.directory}/dvm")
    File resultsDirectory;

    /** Fail the build when errors were found; {@code false} only warns. */
    @Parameter(property = "dvm.failOnError", defaultValue = "true")
    boolean failOnError;

    /** How many errors the failure message lists. */
    @Parameter(property = "dvm.maxListed", defaultValue = "5")
    int maxListed;

    @Override
    protected void executeMojo() throws MojoExecutionException, MojoFailureException {
        File[] files = resultsDirectory == null ? null
                : resultsDirectory.listFiles((directory, name) -> name.endsWith(".sarif"));
        if (files == null || files.length == 0) {
            getLog().info("No dynamic control results in " + resultsDirectory + ".");
            return;
        }
        Arrays.sort(files);
        List<String> errors = new ArrayList<>();
        long occurrences = 0;
        for (File file : files) {
            occurrences += read(file, errors);
        }
        if (errors.isEmpty()) {
            getLog().info("Dynamic control found no errors (" + files.length + " result file"
                    + (files.length == 1 ? "" : "s") + " in " + resultsDirectory + ").");
            return;
        }
        StringBuilder message = new StringBuilder("Dynamic control found ").append(errors.size())
                .append(errors.size() == 1 ? " error" : " errors").append(" (").append(occurrences)
                .append(" occurrences) in ").append(resultsDirectory).append(':');
        for (String error : errors.subList(0, Math.min(maxListed, errors.size()))) {
            message.append(System.lineSeparator()).append("  ").append(error);
        }
        if (errors.size() > maxListed) {
            message.append(System.lineSeparator()).append("  ... and ").append(errors.size() - maxListed)
                    .append(" more; see the SARIF files or the text report");
        }
        if (failOnError) {
            throw new MojoFailureException(message.toString());
        }
        getLog().warn(message.toString());
    }

    /** Adds one line per result of the file; returns the occurrences they stand for. */
    private long read(File file, List<String> errors) throws MojoFailureException, MojoExecutionException {
        long occurrences = 0;
        try (Reader reader = Files.newBufferedReader(file.toPath(), StandardCharsets.UTF_8)) {
            JsonObject sarif = JsonParser.parseReader(reader).getAsJsonObject();
            for (JsonElement run : sarif.getAsJsonArray("runs")) {
                JsonArray results = run.getAsJsonObject().getAsJsonArray("results");
                for (JsonElement element : results == null ? new JsonArray() : results) {
                    JsonObject result = element.getAsJsonObject();
                    JsonObject location = result.getAsJsonArray("locations").get(0).getAsJsonObject()
                            .getAsJsonObject("physicalLocation");
                    String uri = location.getAsJsonObject("artifactLocation").get("uri").getAsString();
                    int line = location.getAsJsonObject("region").get("startLine").getAsInt();
                    errors.add(uri + ":" + line + ": " + result.getAsJsonObject("message").get("text").getAsString());
                    JsonObject properties = result.getAsJsonObject("properties");
                    occurrences += properties != null && properties.has("count") ? properties.get("count").getAsLong() : 1;
                }
            }
        } catch (JsonParseException | IllegalStateException | NullPointerException | UnsupportedOperationException e) {
            throw new MojoFailureException("Malformed SARIF file " + file + ": " + e.getMessage());
        } catch (IOException e) {
            throw new MojoExecutionException("Cannot read " + file + ": " + e, e);
        }
        return occurrences;
    }
}
