/**
 * The checker core of Java-DVM: the consumers of the event stream that debug-woven classes emit
 * (dynamic control of the declarations, trace recording and comparison, reduction emulation,
 * checksums). Release-woven programs never load it.
 *
 * <p>The release weaver already keeps each construct's original code as a separate body method that
 * the run-time calls per block; the debug modes add an instrumented copy of that body next to it, so a
 * dispatcher can run the plain copy for the interior iterations and the instrumented one for the
 * iterations being checked.
 */
package org.javadvm.debug;
