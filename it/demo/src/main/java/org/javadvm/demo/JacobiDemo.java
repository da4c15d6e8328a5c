package org.javadvm.demo;

import java.util.Arrays;
import java.util.stream.Collectors;

import org.javadvm.Dvm;
import org.javadvm.internal.WovenClass;

/**
 * Runs {@link Jacobi} and prints how it ran and its result: {@code JacobiDemo [n [sweeps [bugs]]]}; with
 * {@code bugs} it runs {@link JacobiWithBugs} instead. The build runs Jacobi on the plain classes and on
 * the release-woven ones and compares the result lines, then both programs under dynamic control.
 */
public final class JacobiDemo {
    private JacobiDemo() {
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 800;
        int sweeps = args.length > 1 ? Integer.parseInt(args[1]) : 400;
        if (args.length > 2 && args[2].equals("bugs")) {
            System.out.printf("Jacobi 2D with two declarations missing, n = %d, %d sweeps%n", n, sweeps);
            JacobiWithBugs buggy = new JacobiWithBugs(n);
            System.out.printf("result: eps = %.17g%n", buggy.solve(sweeps));
            return;
        }
        System.out.printf("Jacobi 2D, n = %d, %d sweeps%n", n, sweeps);
        // The weaver marks every class it rewrites; un-woven, the annotations are inert and the loops sequential.
        WovenClass woven = Jacobi.class.getAnnotation(WovenClass.class);
        if (woven == null) {
            System.out.println("classes: plain (un-woven), sequential");
        } else {
            int processors = Dvm.processors();
            System.out.printf("classes: woven (%s), processor grid %s (%d processor%s)%n", woven.mode(),
                    Arrays.stream(Dvm.grid()).mapToObj(String::valueOf).collect(Collectors.joining("x")),
                    processors, processors == 1 ? "" : "s");
        }
        long start = System.nanoTime();
        Jacobi jacobi = new Jacobi(n);
        double eps = jacobi.solve(sweeps);
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("result: eps = %.17g, checksum = %.17g%n", eps, jacobi.checksum());
        System.out.printf("time: %.3f s%n", seconds);
    }
}
