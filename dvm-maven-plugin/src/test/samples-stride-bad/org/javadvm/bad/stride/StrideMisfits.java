package org.javadvm.bad.stride;

import org.javadvm.Distributed;

/** Every misuse of alignStride, each on its own field. */
public class StrideMisfits {
    @Distributed
    double[][] fine = new double[8][8];
    @Distributed(alignStride = {2, 2})
    double[][] withoutAlignWith = new double[4][4];
    @Distributed(alignWith = "fine", alignStride = {2})
    double[][] oneStrideForTwoDimensions = new double[4][4];
    @Distributed(alignWith = "fine", alignStride = {2, 0})
    double[][] zeroStride = new double[4][4];
    @Distributed(alignWith = "fine", alignStride = {-2, 1})
    double[][] negativeStride = new double[4][4];
}
