#!/usr/bin/env bash
# The foundation benchmark (never run by CI): builds this project against the installed plugin, then runs
# plain Java, release-woven on 1 and 2 processors, and parallel streams, each in its own JVMs.
# Install the plugin first (the README's set-up command 1).
# Options are passed to the driver: --rounds N (default 5), --repeats N (timed solves per JVM, default 3),
# --kernels jacobi,cg,sor,sparse,series,lufact,tiny (default all), --baseline CLASSPATH (another build of the
# run-time: adds b and c on it as variants B and C, in the same rounds).
# Environment: MVN_ARGS (extra Maven arguments, e.g. -Dmaven.repo.local=... for a private repository).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck disable=SC2086
mvn -B -q ${MVN_ARGS:-} -f "$here/pom.xml" package
libs="$(cat "$here/target/runtime.classpath")"
exec java -cp "$here/target/classes:$libs" org.javadvm.benchmark.BenchmarkDriver \
    --plain "$here/target/classes" --woven "$here/target/dvm-classes" --libs "$libs" "$@"
