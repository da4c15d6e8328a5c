package example;

import org.javadvm.*;

/** A boundary condition copied into the array with System.arraycopy while its shadow renewal is in flight. */
public class CopyDuringRenewal {
    @Distributed(shadow = 1)
    int[] a = new int[10];

    static void run() {
        CopyDuringRenewal c = new CopyDuringRenewal();
        java.util.Arrays.fill(c.a, 1);
        int[] boundary = {7, 8, 9};
        ShadowGroup renewal = ShadowGroup.of(c.a);
        renewal.start();
        System.arraycopy(boundary, 0, c.a, 7, 3); // expect DVM10 write a[7] write-during-renewal
        renewal.waitDone();
    }
}
