package org.javadvm.samples;

/**
 * Java 25 constructors that assign fields before {@code super(...)} (JEP 513): the receiver is still
 * uninitialized there, so the weaver reports these writes after the super call.
 */
public class EarlyFields {
    static class Base {
        final int seen;

        Base(int seen) {
            this.seen = seen;
        }
    }

    static class Early extends Base {
        int count;
        long big;
        String name;
        int[] cells;

        Early(int count) {
            this.count = count;
            big = count * 3L;
            name = "early";
            int[] made = {count, count + 1};
            made[1] += 1;
            for (int i = 0; i < 3; i++) { // a loop while this is uninitialized: not reported
                made[0] += i;
            }
            cells = made;
            super(new Base(made[0]).seen + made[1]);
            for (int i = 0; i < 2; i++) { // reported
                big += i;
            }
        }

        Early() {
            this(new int[] {4}[0]);
            count++;
        }
    }

    public static String run() {
        Early early = new Early(5);
        Early other = new Early();
        return "count=" + early.count + "\nbig=" + early.big + "\nname=" + early.name.length() + "\nseen="
                + early.seen + "\nother=" + other.count + other.big + other.seen + "\n";
    }
}
