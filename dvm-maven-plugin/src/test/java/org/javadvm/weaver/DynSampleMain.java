package org.javadvm.weaver;

/** Runs one sample's {@code static String run()} in a JVM of its own (dynamic control is global to a JVM). */
public final class DynSampleMain {
    private DynSampleMain() {
    }

    public static void main(String[] args) throws Exception {
        System.out.print((String) Class.forName(args[0]).getMethod("run").invoke(null));
    }
}
