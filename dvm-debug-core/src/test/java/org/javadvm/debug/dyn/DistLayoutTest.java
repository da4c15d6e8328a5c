package org.javadvm.debug.dyn;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.sameInstance;
import static org.javadvm.Format.BLOCK;
import static org.javadvm.Format.WHOLE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.lang.reflect.Field;

import org.javadvm.Distributed;
import org.junit.jupiter.api.Test;

/** How a distributed field lays its array over the template: alignment chain, offsets, formats, shadows. */
class DistLayoutTest {
    static final class Fields {
        @Distributed(format = {BLOCK, WHOLE, BLOCK}, shadow = {2, 0})
        double[][][] cube;
        @Distributed(alignWith = "cube", alignOffset = {1, -2, 3, 9}, shadow = {0, 1, 1})
        double[][][] near;
        @Distributed(alignWith = "near", alignOffset = {4})
        double[][][] far;
        @Distributed(alignWith = "cube", alignStride = {2, 1, 3}, alignOffset = {1, 0, 0}, shadow = {1, 0, 0})
        double[][][] coarse;
        /** coarser(i) with coarse(2i + 5), that is cube(2 * (2i + 5) + 1) = cube(4i + 11). */
        @Distributed(alignWith = "coarse", alignStride = {2}, alignOffset = {5})
        double[][][] coarser;
        @Distributed(format = WHOLE)
        int[] everywhere;
        @Distributed
        long[][] defaults;
        @Distributed(alignWith = "missing")
        double[] lost;
        @Distributed(alignWith = "plain", alignOffset = 5)
        double[] onPlain;
        double[] plain;
    }

    private static DistLayout layout(String name) throws NoSuchFieldException {
        return DistLayout.of(Fields.class.getDeclaredField(name));
    }

    @Test
    void aTemplateIsItsOwnRoot() throws Exception {
        DistLayout cube = layout("cube");
        Field field = Fields.class.getDeclaredField("cube");
        assertThat(cube.root, equalTo(field));
        assertThat(cube.name, equalTo("cube"));
        assertThat(cube.rootKey, sameInstance(Level.key(field).intern()));
        assertThat(cube.rank, equalTo(3));
        assertArrayEquals(new int[] {0, 0, 0}, cube.align);
        assertArrayEquals(new int[] {2, 0, 0}, cube.shadow, "missing widths are 0");
        assertArrayEquals(new boolean[] {true, false, true}, cube.blockDims);
        assertThat(cube.replicated, equalTo(false));
        assertThat(cube.hasShadow(), equalTo(true));
    }

    @Test
    void anAlignmentChainAddsItsOffsetsAndTakesTheRootsFormat() throws Exception {
        DistLayout far = layout("far");
        assertThat(far.root, equalTo(Fields.class.getDeclaredField("cube")));
        assertArrayEquals(new int[] {5, -2, 3}, far.align, "offsets beyond the rank are ignored");
        assertArrayEquals(new boolean[] {true, false, true}, far.blockDims);
        assertArrayEquals(new int[] {0, 0, 0}, far.shadow, "the array's own widths, not the root's");
        assertThat(far.hasShadow(), equalTo(false));
        DistLayout near = layout("near");
        assertArrayEquals(new int[] {1, -2, 3}, near.align);
        assertArrayEquals(new int[] {0, 1, 1}, near.shadow);
        assertThat(near.hasShadow(), equalTo(true));
    }

    @Test
    void stridesComposeAlongTheChainWithTheirOffsets() throws Exception {
        DistLayout coarser = layout("coarser");
        assertArrayEquals(new int[] {4, 1, 3}, coarser.stride);
        assertArrayEquals(new int[] {11, 0, 0}, coarser.align);
        assertThat(coarser.strided, equalTo(true));
        assertThat(layout("far").strided, equalTo(false));
        assertArrayEquals(new int[] {1, 1, 1}, layout("far").stride);
    }

    /** coarse(i) lives with cube(2i + 1): template element 7 holds coarse(3); 8 holds none, between 3 and 4. */
    @Test
    void theDistanceOfAStridedElementCountsItsOwnElements() throws Exception {
        DistLayout coarse = layout("coarse");
        assertThat(coarse.distance(0, 3, 7), equalTo(DistLayout.OWN));
        assertThat(coarse.distance(0, 2, 7), equalTo(DistLayout.EDGE));
        assertThat(coarse.distance(0, 4, 7), equalTo(DistLayout.EDGE));
        assertThat(coarse.distance(0, 5, 7), equalTo(DistLayout.BEYOND));
        assertThat(coarse.distance(0, 3, 8), equalTo(DistLayout.EDGE));
        assertThat(coarse.distance(0, 4, 8), equalTo(DistLayout.EDGE));
        assertThat(coarse.distance(0, 2, 8), equalTo(DistLayout.BEYOND));
        assertThat(coarse.distance(0, 5, 8), equalTo(DistLayout.BEYOND));
        assertThat("no shadow along dimension 2", coarse.distance(2, 2, 7), equalTo(DistLayout.BEYOND));
        assertThat(coarse.distance(2, 2, 6), equalTo(DistLayout.OWN));
    }

    @Test
    void formatsDefaultToBlockAndAllWholeIsReplicated() throws Exception {
        DistLayout everywhere = layout("everywhere");
        assertThat(everywhere.replicated, equalTo(true));
        assertThat(everywhere.rank, equalTo(1));
        DistLayout defaults = layout("defaults");
        assertArrayEquals(new boolean[] {true, true}, defaults.blockDims);
        assertThat(defaults.replicated, equalTo(false));
    }

    @Test
    void aBrokenChainEndsWhereItBreaks() throws Exception {
        DistLayout lost = layout("lost");
        assertThat(lost.root, equalTo(Fields.class.getDeclaredField("lost")));
        DistLayout onPlain = layout("onPlain");
        assertThat(onPlain.root, equalTo(Fields.class.getDeclaredField("onPlain")));
        assertArrayEquals(new int[] {5}, onPlain.align);
        assertThat(layout("plain"), nullValue());
    }
}
