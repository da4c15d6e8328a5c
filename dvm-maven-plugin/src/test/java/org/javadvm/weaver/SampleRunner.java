package org.javadvm.weaver;

import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;

import org.javadvm.internal.Team;

/** Runs a sample's {@code static String run()} from a directory of (woven or plain) classes on a grid. */
final class SampleRunner {
    private SampleRunner() {
    }

    static String run(Path classes, String className, String grid) throws Exception {
        return run(classes, className, grid, "run");
    }

    /** As {@link #run(Path, String, String)}, calling the sample's {@code static String <method>()}. */
    static String run(Path classes, String className, String grid, String method) throws Exception {
        Team.configure(grid);
        try (URLClassLoader loader = new URLClassLoader(new URL[] {url(classes)}, SampleRunner.class.getClassLoader())) {
            Class<?> sample = Class.forName(className, true, loader);
            try {
                return (String) sample.getMethod(method).invoke(null);
            } catch (InvocationTargetException e) {
                throw new AssertionError(className + " failed on grid " + grid, e.getCause());
            }
        }
    }

    private static URL url(Path directory) throws MalformedURLException {
        return directory.toUri().toURL();
    }
}
