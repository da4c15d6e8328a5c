package org.javadvm.weaver.internal;

import java.util.Map;

import net.bytebuddy.jar.asm.ClassTooLargeException;
import net.bytebuddy.jar.asm.MethodTooLargeException;
import net.bytebuddy.pool.TypePool;
import org.javadvm.weaver.WeaveProblem;

/**
 * A class Byte Buddy's engine could not write, as a {@link WeaveProblem} naming the class, the member and the
 * reason. Woven code is larger than the original: a construct adds a dispatcher, an entry bridge and constants;
 * dyn and debug weaving add a call before every access. A class or method near the class file's limits can
 * grow past them.
 */
final class EngineFailure {
    /** The most constant pool entries and bytes of code the class file format allows. */
    private static final int LIMIT = 65535;

    private EngineFailure() {
    }

    /**
     * @param source the class's debug attributes, {@code null} when unknown
     * @param constructs the class's constructs by method name + descriptor
     * @param instrumented whether every access was being reported (dyn, debug)
     */
    static WeaveProblem describe(String className, Throwable failure, SourceInfo source,
                                 Map<String, Construct> constructs, boolean instrumented) {
        String sourceFile = source == null ? null : source.sourceFile();
        if (failure instanceof MethodTooLargeException) {
            MethodTooLargeException tooLarge = (MethodTooLargeException) failure;
            String method = sourceMethod(tooLarge.getMethodName());
            int line = source == null ? 0 : firstLine(source, method, constructs, tooLarge);
            return new WeaveProblem(className, method, sourceFile, line, "woven, the method "
                    + tooLarge.getMethodName() + " would have " + tooLarge.getCodeSize()
                    + " bytes of code, more than the " + LIMIT + " a method may have" + (instrumented
                    ? " (weaving for dyn and debug adds a call before every array and field access)" : "")
                    + "; split " + method + " into smaller methods");
        }
        if (failure instanceof ClassTooLargeException) {
            ClassTooLargeException tooLarge = (ClassTooLargeException) failure;
            return new WeaveProblem(className, null, sourceFile, 0, "woven, the class would need "
                    + tooLarge.getConstantPoolCount() + " constant pool entries, more than the " + LIMIT
                    + " a class file may have (its " + constructs.size() + " parallel constructs add their "
                    + "dispatchers, bridges and descriptions" + (instrumented ? ", and every access its site" : "")
                    + "); split the class into smaller classes");
        }
        if (failure instanceof TypePool.Resolution.NoSuchTypeException) {
            return new WeaveProblem(className, null, sourceFile, 0, "Byte Buddy cannot find "
                    + ((TypePool.Resolution.NoSuchTypeException) failure).getName() + ", which the class extends or "
                    + "refers to: it is neither in the classes directory nor on the project's class path");
        }
        return new WeaveProblem(className, null, sourceFile, 0, "Byte Buddy could not weave the class: " + failure);
    }

    /** {@code m} for the parts {@code m$dvm$body}, {@code m$dvm$entry}... of construct {@code m}. */
    private static String sourceMethod(String wovenName) {
        int part = wovenName.indexOf("$dvm$");
        return part > 0 ? wovenName.substring(0, part) : wovenName;
    }

    private static int firstLine(SourceInfo source, String method, Map<String, Construct> constructs,
                                 MethodTooLargeException tooLarge) {
        for (Construct construct : constructs.values()) {
            if (construct.methodName().equals(method)) {
                return source.firstLine(method, construct.methodDescriptor());
            }
        }
        return source.firstLine(method, tooLarge.getDescriptor());
    }
}
