package example;

/** Runs every variant. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.out.println("NinePointSweep=" + NinePointSweep.run());
        System.out.println("UpperSweepAgainstTheGrain=" + UpperSweepAgainstTheGrain.run());
        System.out.println("FixedSymmetricSweeps=" + FixedSymmetricSweeps.run());
    }
}
