package org.javadvm.debug.dyn;

import org.javadvm.debug.report.Diagnostic;
import org.javadvm.debug.report.ErrorClass;

/**
 * The checks of a distributed array's element against the running loop's distribution: within the array's
 * bounds ({@code CheckDisArrLimits}), the iteration's own element, a renewed shadow edge
 * ({@code CheckDisArrEdgeExchange}), a declared remote buffer ({@code CheckRemoteBufferAccess}), else
 * non-local ({@code CheckDisArrLocalElm}).
 */
final class LocalityCheck {
    private final Checks checks;
    private final DynReport report;

    LocalityCheck(Checks checks, DynReport report) {
        this.checks = checks;
        this.report = report;
    }

    /** Own element, shadow edge, remote buffer or non-local, for an element of a distributed array. */
    void check(Level level, ArrayMeta meta, int index, boolean write, int site) {
        if (level.info.task) {
            return;
        }
        ArrayVar var = meta.var;
        DistLayout layout = var.current();
        if (layout.replicated) {
            return; // every processor holds the whole array
        }
        OwnerMap owners = level.owners(var);
        if (owners.foreign != null) {
            nonLocal(level, meta, index, write, level.isRemote(var), site, owners.foreign);
            return;
        }
        int shadowDims = 0;
        boolean beyond = false;
        for (int d = 0; d < layout.rank; d++) {
            int loopDim = owners.loopDims[d];
            if (loopDim == OwnerMap.ANY) {
                continue;
            }
            int element = d < meta.prefix.length ? meta.prefix[d] : index;
            int distance = layout.distance(d, element, level.own[loopDim]);
            if (distance == DistLayout.EDGE) {
                shadowDims++;
            } else if (distance == DistLayout.BEYOND) {
                beyond = true;
            }
        }
        if (beyond) {
            nonLocal(level, meta, index, write, level.isRemote(var), site, "is neither the iteration's own element nor within "
                    + var.name + "'s shadow widths " + java.util.Arrays.toString(layout.shadow) + " of it");
        } else if (shadowDims > 0) {
            if (write) {
                if (checks.disArrEdgeExchange) {
                    report.report(ErrorClass.SHADOW_WRITE, "", var.name, meta.element(index), Diagnostic.WRITE, site, level,
                            level.iterationText(), null, 0, null,
                            "shadow elements are read-only copies of the neighbours' elements");
                }
            } else if (var.shadow != ArrayVar.Shadow.RENEWED && !level.isAcross(var) && !level.isRemote(var)) {
                staleShadow(level, meta, index, shadowDims, site);
            }
        }
    }

    private void nonLocal(Level level, ArrayMeta meta, int index, boolean write, boolean remote, int site, String why) {
        ArrayVar var = meta.var;
        if (remote) {
            if (write && checks.remoteBufferAccess) {
                report.report(ErrorClass.REMOTE_BUFFER, "", var.name, meta.element(index), Diagnostic.WRITE, site, level,
                        level.iterationText(), null, 0, null,
                        "remoteAccess declares a read-only buffer of " + var.name + "; the element " + why);
            }
            return;
        }
        if (checks.disArrLocalElm) {
            report.report(ErrorClass.NON_LOCAL, "", var.name, meta.element(index), write ? Diagnostic.WRITE : Diagnostic.READ,
                    site, level, level.iterationText(), null, 0, null,
                    "the element " + why + (write ? "" : "; declare remoteAccess or widen the shadow"));
        }
    }

    private void staleShadow(Level level, ArrayMeta meta, int index, int shadowDims, int site) {
        ArrayVar var = meta.var;
        String kind;
        String detail;
        switch (var.shadow) {
            case RENEWED:
                return;
            case RENEWED_NO_CORNER:
                if (shadowDims < 2) {
                    return;
                }
                kind = "corner";
                detail = "a corner element, and the renewal did not include corners: declare corner = true";
                break;
            case RENEWING:
                kind = "renewal-in-progress";
                detail = "the ShadowGroup renewing " + var.name + " was started and not waited for";
                break;
            default:
                kind = "not-renewed";
                detail = var.name + " was not renewed since it was last written: declare shadowRenew or use a ShadowGroup";
                break;
        }
        if (checks.disArrEdgeExchange) {
            report.report(ErrorClass.STALE_SHADOW, kind, var.name, meta.element(index), Diagnostic.READ, site, level,
                    level.iterationText(), null, 0, null, detail);
        }
    }

    void outOfBounds(Level innermost, ArrayMeta meta, int index, String access, int site) {
        if (!meta.var.distributed() || !checks.disArrLimits) {
            return;
        }
        report.report(ErrorClass.OUT_OF_BOUNDS, "", meta.var.name, meta.element(index), access, site, innermost,
                innermost == null ? null : innermost.iterationText(), null, 0, null,
                "dimension " + (meta.prefix.length + 1) + " has bounds [0, " + meta.length + ")");
    }
}
