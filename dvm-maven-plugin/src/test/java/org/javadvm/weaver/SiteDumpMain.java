package org.javadvm.weaver;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

import org.javadvm.debug.internal.Site;
import org.javadvm.debug.internal.Sites;

/**
 * Initialises each class named on the command line, which registers its site table, and prints what the
 * debugger knows of it: first {@code $dvm$sites} with its modifiers, then one line per site as
 * {@code kind;line;method;fieldOwner.fieldName:descriptor;file}. Runs in a JVM of its own, like
 * {@link DynSampleMain}.
 */
public final class SiteDumpMain {
    private SiteDumpMain() {
    }

    public static void main(String[] args) throws Exception {
        for (String name : args) {
            Class<?> type = Class.forName(name);
            Field field = type.getDeclaredField("$dvm$sites");
            field.setAccessible(true);
            System.out.println("class " + name + " " + Modifier.toString(field.getModifiers())
                    + (field.isSynthetic() ? " synthetic" : ""));
            for (int id = field.getInt(null); Sites.get(id).className.equals(name); id++) {
                Site site = Sites.get(id);
                System.out.println(site.kind + ";" + site.line + ";" + site.method + ";"
                        + (site.fieldName.isEmpty() ? "" : site.fieldOwner + "." + site.fieldName + ":")
                        + site.descriptor + ";" + site.file);
            }
        }
    }
}
