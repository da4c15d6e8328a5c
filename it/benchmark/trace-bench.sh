#!/usr/bin/env bash
# What tracing costs on real sizes (never run by CI): builds this project against the installed plugin, then
# runs one kernel (TraceBenchMain: set up, then <iterations> steps) release-woven on one processor, dyn-woven under
# dynamic control, and for each trace mode records the reference (trc: TraceMode=1, one processor) and compares a
# run on a grid with it (dif: TraceMode=3, the heap capped at DIF_XMX to show that comparing needs no memory that
# grows with the reference). Each run is its own JVM, timed whole (wall seconds, peak resident memory).
# Modes: full (TraceLevel=3, every iteration), boundary (TraceLevel=3 with CalcChecksums=1, Ig_left=1,
# Ig_right=1: the faces of every loop and a checksum per construct), checksums (TraceLevel=4 with Ig_left=1,
# Ig_right=1: constructs and checksums only, the interior run plain).
# Usage: bash it/benchmark/trace-bench.sh [kernel] [size] [iterations]   (default: jacobi 300 5)
# Environment: MVN_ARGS (extra Maven arguments, e.g. -Dmaven.repo.local=...), GRID (dif's grid, default 2x2),
# DIF_XMX (default 32m), TRACE_DIR (where the traces go, default a new temporary directory; a full trace of the
# default size takes about 1 GB), MODES (default "full boundary checksums").
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
kernel="${1:-jacobi}"
size="${2:-300}"
iterations="${3:-5}"
grid="${GRID:-2x2}"
xmx="${DIF_XMX:-32m}"
read -r -a modes <<<"${MODES:-full boundary checksums}"
# shellcheck disable=SC2086
mvn -B -q ${MVN_ARGS:-} -f "$here/pom.xml" package
libs="$(cat "$here/target/runtime.classpath")"
dir="${TRACE_DIR:-$(mktemp -d)}"
mkdir -p "$dir"

# runs the kernel from classes $1 with JVM options $2...; sets seconds, peak (MB) and out
run() {
    local classes="$1"
    shift
    if ! /usr/bin/time -f '%e %M' -o "$dir/time" java "$@" -cp "$classes:$libs" org.javadvm.benchmark.TraceBenchMain \
        "$kernel" "$size" "$iterations" >"$dir/out" 2>&1; then
        echo "the run failed: java $* ($classes)" >&2
        cat "$dir/out" >&2
        exit 1
    fi
    read -r seconds kb <"$dir/time"
    peak=$((kb / 1024))
    out="$(cat "$dir/out")"
}

statistic() { # the value of the debugger's statistic "$1 = N" in the last run's output
    awk -v key="  $1 = " 'index($0, key) == 1 {print substr($0, length(key) + 1)}' <<<"$out"
}

run "$here/target/dvm-classes" -Ddvm.procs=1
release="$seconds"
run "$here/target/dvm-dyn-classes"
dyn="$seconds"
echo "kernel $kernel, size $size, $iterations iterations; release P=1 $release s, dyn (full check) $dyn s;" \
    "dif on $grid with -Xmx$xmx; traces in $dir"
printf '%-10s %14s %12s %8s %8s %8s %9s %9s %s\n' mode "trace bytes" records "B/rec" "trc s" "dif s" "trc MB" "dif MB" \
    "dif result"
for mode in "${modes[@]}"; do
    case "$mode" in
        full) options=(-DTraceOptions.TraceLevel=3) ;;
        boundary) options=(-DTraceOptions.TraceLevel=3 -DTraceOptions.CalcChecksums=1 -DTraceOptions.Ig_left=1
            -DTraceOptions.Ig_right=1) ;;
        checksums) options=(-DTraceOptions.TraceLevel=4 -DTraceOptions.Ig_left=1 -DTraceOptions.Ig_right=1) ;;
        *) echo "unknown mode $mode (full, boundary, checksums)" >&2; exit 1 ;;
    esac
    common=(-DEnableDynControl=0 -DEnableTrace=1 -DTraceOptions.TracePath="$dir" -DTraceOptions.MaxTraceFileSize=0
        -DDebugOptions.PrintStatistic=1 -DDebugOptions.ErrorFile="$dir/errors.txt"
        -DDebugOptions.SarifFile="$dir/errors.sarif" "${options[@]}")
    rm -f "$dir/0.trd"
    run "$here/target/dvm-dyn-classes" "${common[@]}" -DTraceOptions.TraceMode=1 -Ddvm.procs=1
    trc="$seconds"
    trcPeak="$peak"
    records="$(statistic "trace records")"
    bytes="$(stat -c %s "$dir/0.trd")"
    run "$here/target/dvm-dyn-classes" "${common[@]}" -DTraceOptions.TraceMode=3 -Ddvm.procs="$grid" "-Xmx$xmx"
    result="$(grep -o 'Java-DVM dynamic control: [^;]*' <<<"$out" | sed 's/Java-DVM dynamic control: //')"
    printf '%-10s %14s %12s %8s %8s %8s %9s %9s %s\n' "$mode" "$bytes" "$records" \
        "$(awk -v b="$bytes" -v r="$records" 'BEGIN {printf "%.1f", (r > 0 ? b / r : 0)}')" "$trc" "$seconds" \
        "$trcPeak" "$peak" "$result"
done
