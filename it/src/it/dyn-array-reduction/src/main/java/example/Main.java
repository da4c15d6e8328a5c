package example;

/** Runs every variant. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.out.println("UndeclaredHistogram=" + UndeclaredHistogram.run());
        System.out.println("PartialAsValue=" + PartialAsValue.run());
        System.out.println("AssignedBin=" + AssignedBin.run());
        System.out.println("FixedHistogram=" + FixedHistogram.run());
    }
}
