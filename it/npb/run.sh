#!/usr/bin/env bash
# The NPB benchmark (never run by CI): builds this project against the installed plugin, then runs each
# kernel as plain un-woven Java, woven for release on P = 1 and on P = 2, each in its own JVM, and prints
# the timed sections' seconds (NPB's "Time in seconds"), the speed-up P=1/P=2 and the weaving overhead
# (P=1 against plain). Every run must verify; one that does not stops the script.
# Usage: bash it/npb/run.sh [class] [kernel ...]     class S, W or A (default A); kernels default CG EP IS LU
# (MG, FT and LU live in packages of their own: org.javadvm.npb.lu.LU)
# Environment: MVN_ARGS (extra Maven arguments, e.g. -Dmaven.repo.local=...), ROUNDS (runs per cell,
# default 1; the table shows the fastest), JAVA_OPTS (extra JVM options).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
class="${1:-A}"
shift || true
kernels=("$@")
if [ ${#kernels[@]} -eq 0 ]; then
    kernels=(CG EP IS LU)
fi

# the main class of a kernel named as in NPB
main_class() {
    case "$1" in
        MG | FT | LU) echo "org.javadvm.npb.$(tr '[:upper:]' '[:lower:]' <<<"$1").$1" ;;
        *) echo "org.javadvm.npb.$1" ;;
    esac
}
rounds="${ROUNDS:-1}"
# shellcheck disable=SC2086
mvn -B -q ${MVN_ARGS:-} -f "$here/pom.xml" package
libs="$(cat "$here/target/runtime.classpath")"

# seconds of the fastest of $rounds runs of kernel $1 from classes $2 with JVM options $3...
timed() {
    local kernel="$1" classes="$2"
    shift 2
    local best=""
    for ((round = 0; round < rounds; round++)); do
        # shellcheck disable=SC2086
        out="$(java ${JAVA_OPTS:-} "$@" -cp "$classes:$libs" "$(main_class "$kernel")" "$class")"
        if ! grep -q '^ Verification *= *SUCCESSFUL$' <<<"$out"; then
            echo "$kernel class $class ($classes $*) did not verify:" >&2
            echo "$out" >&2
            exit 1
        fi
        seconds="$(awk -F'= *' '/^ Time in seconds/ {print $2}' <<<"$out")"
        if [ -z "$best" ] || awk -v a="$seconds" -v b="$best" 'BEGIN {exit !(a < b)}'; then
            best="$seconds"
        fi
    done
    echo "$best"
}

printf '%-6s %-5s %10s %10s %10s %9s %14s\n' kernel class plain P=1 P=2 speed-up "P=1 vs plain"
for kernel in "${kernels[@]}"; do
    plain="$(timed "$kernel" "$here/target/classes")"
    p1="$(timed "$kernel" "$here/target/dvm-classes" -Ddvm.procs=1)"
    p2="$(timed "$kernel" "$here/target/dvm-classes" -Ddvm.procs=2)"
    awk -v k="$kernel" -v c="$class" -v a="$plain" -v b="$p1" -v d="$p2" 'BEGIN {
        printf "%-6s %-5s %10.2f %10.2f %10.2f %8.2fx %+13.1f%%\n", k, c, a, b, d, (d > 0 ? b / d : 0), (a > 0 ? 100 * (b - a) / a : 0)
    }'
done
