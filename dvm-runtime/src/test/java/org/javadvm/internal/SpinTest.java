package org.javadvm.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How long a waiting processor keeps spinning or yielding before it parks. */
class SpinTest {
    private static final int CORES = Runtime.getRuntime().availableProcessors();

    @Test
    void aGridFitsWhileEveryProcessorHasACore() {
        assertTrue(Spin.fits(1));
        assertTrue(Spin.fits(CORES), "one thread per core");
        assertFalse(Spin.fits(CORES + 1), "one thread more than the cores");
    }

    @Test
    void aFittingWaiterSpinsThirtyTwoThousandSevenHundredAndSixtyEightStepsThenParks() {
        for (int attempt = 0; attempt < 32_768; attempt++) {
            assertTrue(Spin.step(attempt, true), "step " + attempt);
        }
        assertFalse(Spin.step(32_768, true));
        assertFalse(Spin.step(40_000, true));
    }

    @Test
    void anOversubscribedWaiterYieldsSixteenTimesThenParks() {
        for (int attempt = 0; attempt < 16; attempt++) {
            assertTrue(Spin.step(attempt, false), "step " + attempt);
        }
        assertFalse(Spin.step(16, false));
        assertFalse(Spin.step(255, false), "no spinning once the grid does not fit");
    }
}
