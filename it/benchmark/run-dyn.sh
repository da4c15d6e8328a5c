#!/usr/bin/env bash
# What dynamic control costs (never run by CI): builds this project against the installed plugin, then runs
# the kernels release-woven on one processor, dyn-woven with every iteration checked and dyn-woven checking
# boundary iterations only (faces of width 2), each run in its own JVM.
# Install the plugin first (the README's set-up command 1).
# Options: --rounds N (default 3), --repeats N (default 3), --only small|large (default both sizes).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mvn -B -q -f "$here/pom.xml" package
libs="$(cat "$here/target/runtime.classpath")"
exec java -cp "$here/target/classes:$libs" org.javadvm.benchmark.DynOverheadDriver \
    --release "$here/target/dvm-classes" --dyn "$here/target/dvm-dyn-classes" --libs "$libs" "$@"
