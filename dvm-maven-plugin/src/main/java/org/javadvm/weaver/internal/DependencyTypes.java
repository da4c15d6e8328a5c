package org.javadvm.weaver.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import net.bytebuddy.dynamic.ClassFileLocator;

/**
 * Where the weaver finds the classes the woven ones refer to: Byte Buddy resolves each class's superclasses
 * and interfaces, which may come from the project's dependencies. First the weaver's own class loader (the
 * JDK and the annotations it was built with), then the project's class path, directories and jars. Close it
 * to close the jars.
 */
final class DependencyTypes {
    private DependencyTypes() {
    }

    static ClassFileLocator of(List<Path> classPath) throws IOException {
        List<ClassFileLocator> locators = new ArrayList<>();
        locators.add(ClassFileLocator.ForClassLoader.of(DependencyTypes.class.getClassLoader()));
        try {
            for (Path element : classPath) {
                if (Files.isDirectory(element)) {
                    locators.add(new ClassFileLocator.ForFolder(element.toFile()));
                } else if (Files.isRegularFile(element)) {
                    locators.add(ClassFileLocator.ForJarFile.of(element.toFile()));
                }
            }
        } catch (IOException e) {
            new ClassFileLocator.Compound(locators).close();
            throw e;
        }
        return new ClassFileLocator.Compound(locators);
    }
}
