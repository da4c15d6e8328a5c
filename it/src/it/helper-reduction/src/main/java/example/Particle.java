package example;

/** A particle of the force loop: its own force method adds to the loop's reductions, as MolDyn's does. */
final class Particle {
    final double x;
    final double y;
    final double z;
    double fx;
    double fy;
    double fz;

    Particle(double x, double y, double z) {
        this.x = x;
        this.y = y;
        this.z = z;
        fx = 0; // assigned, so that the run is clean whether or not dyn counts Java's zero as written
        fy = 0;
        fz = 0;
    }

    /** Lennard-Jones-like pair force with every particle after this one's index; returns the pairs counted. */
    void force(Particle[] all, int self, double cutoff) {
        for (int j = self + 1; j < all.length; j++) {
            Particle other = all[j];
            double dx = x - other.x;
            double dy = y - other.y;
            double dz = z - other.z;
            double r2 = dx * dx + dy * dy + dz * dz;
            if (r2 < cutoff * cutoff) {
                double inverse2 = 1.0 / r2;
                double inverse6 = inverse2 * inverse2 * inverse2;
                double pair = inverse6 * (inverse6 - 1.0);
                HelperReduction.epot += pair;
                HelperReduction.vir -= r2 * pair;
                HelperReduction.interactions++;
                fx += dx * pair;
                fy += dy * pair;
                fz += dz * pair;
            }
        }
    }
}
