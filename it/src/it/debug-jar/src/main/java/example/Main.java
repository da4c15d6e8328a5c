package example;

/** Scales the values and prints their sum: runs from the release jar and from the -debug jar alike. */
public class Main {
    public static void main(String[] args) {
        Scale scale = new Scale();
        scale.scale(0, scale.values.length);
        System.out.println("sum=" + Sums.of(scale.values));
    }
}
