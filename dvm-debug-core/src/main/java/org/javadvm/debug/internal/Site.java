package org.javadvm.debug.internal;

/** One instrumented instruction, as the weaver described it in its class's site table. */
public final class Site {
    /** Site kinds, the first field of a site line. */
    public enum Kind {
        /** Array element read / write. */
        R, W,
        /** Instance field get / put; static field get / put. */
        GF, PF, GS, PS,
        /** Redirected read / write in a construct body of a declared private field or a scalar reduction variable. */
        PR, PW,
        /** Array allocation; System.arraycopy; Arrays.fill. */
        NA, AC, FL,
        /** A sequential loop of a woven method (its header's line); see {@link AccessSink#sequentialLoopStart}. */
        SL,
        /** The entry of an exception handler in a construct body (the {@code catch} line); see {@link AccessSink#handlerEntered}. */
        EH
    }

    public final int id;
    public final Kind kind;
    /** The class whose code holds the site (binary name, dots). */
    public final String className;
    /** The source file name from the class file; may be empty. */
    public final String file;
    /** {@link #file}, or the class's name when the class file names no source: what traces name the site by. */
    public final String fileOrClass;
    /** Source line; 0 when the class file has no line numbers. */
    public final int line;
    /** The method in source terms (woven copies carry their original name). */
    public final String method;
    /** For field sites: the declaring class's internal name (slashes); else empty. */
    public final String fieldOwner;
    /** For field sites: the field's name; else empty. */
    public final String fieldName;
    /** For field sites the field's descriptor, for allocations the array's descriptor; else empty. */
    public final String descriptor;
    /** The loader of the class holding the site, to resolve the field's class; may be {@code null}. */
    public final ClassLoader loader;
    /** {@link #location()}, made at its first call (a benign race: every thread makes the same text). */
    private String location;

    Site(ClassLoader loader, int id, Kind kind, String className, String file, int line, String method, String fieldOwner,
         String fieldName, String descriptor) {
        this.loader = loader;
        this.id = id;
        this.kind = kind;
        this.className = className;
        this.file = file;
        this.fileOrClass = file.isEmpty() ? className : file;
        this.line = line;
        this.method = method;
        this.fieldOwner = fieldOwner;
        this.fieldName = fieldName;
        this.descriptor = descriptor;
    }

    /** The loader of the class holding the site (for the trace recorder to resolve the field); may be {@code null}. */
    public ClassLoader loader() {
        return loader;
    }

    /** {@code Jacobi.java:41}. */
    public String location() {
        String text = location;
        if (text == null) { // asked for every access a trace records: made once
            text = (file.isEmpty() ? className : file) + ':' + line;
            location = text;
        }
        return text;
    }

    @Override
    public String toString() {
        return kind + " " + location() + " " + method + (fieldName.isEmpty() ? "" : " " + fieldName);
    }
}
