package org.javadvm.bad;

import org.javadvm.internal.WovenClass;

/** Looks like a class woven by another mode; the weaver must refuse it. */
@WovenClass(mode = "dyn", version = "0.0.1")
public class WovenElsewhere {
}
