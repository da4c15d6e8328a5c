package org.javadvm.debug.dyn;

/**
 * Locality windows, dynamic control's fast path for distributed arrays: for one row of an array, the indices
 * (relative to the iteration's own element) whose access {@link LocalityCheck} would accept without a report,
 * derived once per window epoch from the same rules. The access paths test an index against the cached
 * window ({@code DynControl.inWindow}) and run the full check only outside it.
 */
final class Windows {
    private final Checks checks;

    Windows(Checks checks) {
        this.checks = checks;
    }

    /**
     * Derives a row's locality window for the current level and row of its iteration space from the same
     * rules as {@link LocalityCheck#check}: the indices (relative to the iteration's own element along the row's
     * dimension) whose access that check accepts without a report. Conservative: an index outside the
     * window goes through the full check.
     */
    void derive(Level level, ArrayMeta meta, long epoch) {
        meta.windowEpoch = epoch;
        ArrayVar var = meta.var;
        DistLayout layout = var.current();
        int depth = meta.prefix.length;
        int rank = level.info.rank;
        meta.windowDim = rank; // the slot that stays 0: the window is absolute, all or nothing
        boolean everyRead = false;
        boolean everyWrite = false;
        if (level.info.task || layout.replicated) {
            everyRead = true;
            everyWrite = true;
        } else {
            OwnerMap owners = level.owners(var);
            if (owners.foreign != null) {
                everyRead = quietRead(var, level, 0, true);
                everyWrite = quietWrite(var, level, 0, true);
            } else if (depth == layout.rank - 1 && !movesWithTheLastIndex(owners, depth, rank)) {
                int shadowDims = 0;
                boolean beyond = false;
                for (int d = 0; d < depth; d++) {
                    int loopDim = owners.loopDims[d];
                    if (loopDim == OwnerMap.ANY) {
                        continue;
                    }
                    int distance = layout.distance(d, meta.prefix[d], level.own[loopDim]);
                    if (distance == DistLayout.EDGE) {
                        shadowDims++;
                    } else if (distance == DistLayout.BEYOND) {
                        beyond = true;
                    }
                }
                int lastDim = owners.loopDims[depth];
                if (lastDim != OwnerMap.ANY && layout.stride[depth] != 1) {
                    // a strided row's own element is not a fixed distance from the iteration's: checked in full
                } else if (lastDim == OwnerMap.ANY) {
                    everyRead = quietRead(var, level, shadowDims, beyond);
                    everyWrite = quietWrite(var, level, shadowDims, beyond);
                } else {
                    meta.windowDim = lastDim;
                    long align = layout.align[depth];
                    long width = layout.shadow[depth];
                    setWindow(meta, false, quietRead(var, level, shadowDims, beyond),
                            quietRead(var, level, shadowDims + 1, beyond), quietRead(var, level, shadowDims, true), align, width);
                    setWindow(meta, true, quietWrite(var, level, shadowDims, beyond),
                            quietWrite(var, level, shadowDims + 1, beyond), quietWrite(var, level, shadowDims, true), align, width);
                    return;
                }
            }
        }
        // else the row's position depends on the iteration's last index: no window, every access checked in full
        meta.readLo = everyRead ? Long.MIN_VALUE : 1;
        meta.readHi = everyRead ? Long.MAX_VALUE : 0;
        meta.writeLo = everyWrite ? Long.MIN_VALUE : 1;
        meta.writeHi = everyWrite ? Long.MAX_VALUE : 0;
    }

    /**
     * Whether a row's position relative to the iteration depends on the loop's last index, which moves without
     * a new window epoch: then there is no window, every access is checked in full.
     */
    private static boolean movesWithTheLastIndex(OwnerMap owners, int depth, int rank) {
        for (int d = 0; d < depth; d++) {
            if (owners.loopDims[d] == rank - 1) {
                return true;
            }
        }
        return false;
    }

    /** A window along the row: the own element, then the shadow edge, then everything, as far as each is quiet. */
    private static void setWindow(ArrayMeta meta, boolean write, boolean own, boolean edge, boolean beyond, long align,
                                  long width) {
        long lo = 1;
        long hi = 0;
        if (own) {
            lo = -align;
            hi = -align;
            if (edge || width == 0) {
                lo = -align - width;
                hi = -align + width;
                if (beyond) {
                    lo = Long.MIN_VALUE;
                    hi = Long.MAX_VALUE;
                }
            }
        }
        if (write) {
            meta.writeLo = lo;
            meta.writeHi = hi;
        } else {
            meta.readLo = lo;
            meta.readHi = hi;
        }
    }

    /** Whether {@link LocalityCheck#check} reports nothing for a read at this distance from the iteration's element. */
    private boolean quietRead(ArrayVar var, Level level, int shadowDims, boolean beyond) {
        if (beyond) {
            return level.isRemote(var) || !checks.disArrLocalElm;
        }
        if (shadowDims == 0 || !checks.disArrEdgeExchange || level.isAcross(var) || level.isRemote(var)) {
            return true;
        }
        return var.shadow == ArrayVar.Shadow.RENEWED
                || var.shadow == ArrayVar.Shadow.RENEWED_NO_CORNER && shadowDims < 2;
    }

    /** Whether {@link LocalityCheck#check} reports nothing for a write at this distance from the iteration's element. */
    private boolean quietWrite(ArrayVar var, Level level, int shadowDims, boolean beyond) {
        if (beyond) {
            return level.isRemote(var) ? !checks.remoteBufferAccess : !checks.disArrLocalElm;
        }
        return shadowDims == 0 || !checks.disArrEdgeExchange;
    }
}
