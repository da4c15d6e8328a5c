#!/usr/bin/env bash
# What tracing costs on real sizes (never run by CI): builds this project against the installed plugin, then
# runs one kernel (TraceBenchMain: set up, then <iterations> steps) release-woven on one processor, dyn-woven under
# dynamic control, and for each trace mode records the reference (trc: TraceMode=1, one processor) and compares a
# run on a grid with it (dif: TraceMode=3, the heap capped at DIF_XMX to show that comparing needs no memory that
# grows with the reference). Each run is its own JVM, timed whole (wall seconds, peak resident memory).
# Modes: the levels none, minimal, modify, full (TraceLevel=0..3, every iteration) and checksums (TraceLevel=4
# with Ig_left=1, Ig_right=1: constructs and checksums only, the interior run plain); boundary, the dissertation's
# method (TraceLevel=3 with CalcChecksums=1, Ig_left=1, Ig_right=1, Irep_left=1: the faces of every parallel loop,
# the first iteration of every sequential loop, a checksum per construct instance).
# Usage: bash it/benchmark/trace-bench.sh [kernel] [size] [iterations]   (default: jacobi 300 5)
# Environment: MVN_ARGS (extra Maven arguments, e.g. -Dmaven.repo.local=...), GRID (dif's grid, default 2x2),
# DIF_XMX (default 32m), TRACE_DIR (where the traces go, default a new temporary directory; a full trace of the
# default size takes about 0.5 GB), MODES (default "none minimal modify full checksums boundary"),
# SEED (a seeded divergence: interior, a value wrong at one interior point in the compared run only; reduction,
# a reduction updated with another operation than the declared one, in both runs), TOLERANCE (dif's options,
# default a relative Exp of 1e-12 for jacobi, whose runs are equal bit for bit on any grid, 1e-6 for the others,
# whose dot products are summed in another order per processor (RelCompareMin=1e-6: a converged residual's mean
# is round-off, 1e-11 or less, and differs relatively by far more): a checksum is a mean, and an error d in one of
# N elements moves it by d / N, too little for DVM's default absolute 1e-4 on large arrays), DYN=0 (no dyn
# run), COUNT_ONLY=1 (trc only, its trace counted through a pipe and not kept: the size of a trace too big for
# the disk), FORMAT (the traces' TraceFormat, text or binary; default text).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
kernel="${1:-jacobi}"
size="${2:-300}"
iterations="${3:-5}"
grid="${GRID:-2x2}"
xmx="${DIF_XMX:-32m}"
read -r -a modes <<<"${MODES:-none minimal modify full checksums boundary}"
case "$kernel" in # Jacobi's runs are equal bit for bit on any grid (its one reduction is a MAX); CG's are not
    jacobi) defaultTolerance="-DTraceOptions.Exp=1e-12 -DTraceOptions.ExpIsAbsolute=0" ;;
    *) defaultTolerance="-DTraceOptions.Exp=1e-6 -DTraceOptions.ExpIsAbsolute=0 -DTraceOptions.RelCompareMin=1e-6" ;;
esac
read -r -a tolerance <<<"${TOLERANCE:-$defaultTolerance}"
seed="${SEED:-}"
case "$seed" in
    "") trcSeed=() ; difSeed=() ;;
    interior) trcSeed=() ; difSeed=(-Dbench.seed=interior) ;;
    reduction) trcSeed=(-Dbench.seed=reduction) ; difSeed=(-Dbench.seed=reduction) ;;
    *) echo "unknown SEED $seed (interior, reduction)" >&2; exit 1 ;;
esac
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

ratio() { # $1 / $2 with one decimal, 0 when $2 is 0
    awk -v a="$1" -v b="$2" 'BEGIN {printf "%.1f", (b > 0 ? a / b : 0)}'
}

run "$here/target/dvm-classes" -Ddvm.procs=1
release="$seconds"
dyn=skipped
if [ "${DYN:-1}" != 0 ]; then
    run "$here/target/dvm-dyn-classes"
    dyn="$seconds s"
fi
echo "kernel $kernel, size $size, $iterations iterations; release P=1 $release s, dyn (full check) $dyn;" \
    "dif on $grid with -Xmx$xmx; seed ${seed:-none}; ${FORMAT:-text} traces in $dir"
printf '%-10s %14s %12s %6s %7s %7s %6s %6s %9s %9s %7s %7s %s\n' mode "trace bytes" records "B/rec" "trc s" \
    "dif s" "trc x" "dif x" "trc rec/s" "dif rec/s" "trc MB" "dif MB" "dif result"
for mode in "${modes[@]}"; do
    case "$mode" in
        none) options=(-DTraceOptions.TraceLevel=0) ;;
        minimal) options=(-DTraceOptions.TraceLevel=1) ;;
        modify) options=(-DTraceOptions.TraceLevel=2) ;;
        full) options=(-DTraceOptions.TraceLevel=3) ;;
        checksums) options=(-DTraceOptions.TraceLevel=4 -DTraceOptions.Ig_left=1 -DTraceOptions.Ig_right=1) ;;
        boundary) options=(-DTraceOptions.TraceLevel=3 -DTraceOptions.CalcChecksums=1 -DTraceOptions.Ig_left=1
            -DTraceOptions.Ig_right=1 -DTraceOptions.Irep_left=1) ;;
        *) echo "unknown mode $mode (none, minimal, modify, full, checksums, boundary)" >&2; exit 1 ;;
    esac
    common=(-DEnableDynControl=0 -DEnableTrace=1 -DTraceOptions.TracePath="$dir" -DTraceOptions.MaxTraceFileSize=0
        -DDebugOptions.PrintStatistic=1 -DDebugOptions.ErrorFile="$dir/errors.txt"
        -DDebugOptions.SarifFile="$dir/errors.sarif" -DTraceOptions.TraceFormat="${FORMAT:-text}" "${options[@]}")
    rm -f "$dir/0.trd" "$dir/errors.txt"
    if [ "${COUNT_ONLY:-0}" = 1 ]; then
        mkfifo "$dir/0.trd"
        wc -c <"$dir/0.trd" >"$dir/bytes" &
        counter=$!
        run "$here/target/dvm-dyn-classes" "${common[@]}" "${trcSeed[@]}" -DTraceOptions.TraceMode=1 -Ddvm.procs=1
        wait "$counter"
        bytes="$(cat "$dir/bytes")"
        rm -f "$dir/0.trd"
    else
        run "$here/target/dvm-dyn-classes" "${common[@]}" "${trcSeed[@]}" -DTraceOptions.TraceMode=1 -Ddvm.procs=1
        bytes="$(stat -c %s "$dir/0.trd")"
    fi
    trc="$seconds"
    trcPeak="$peak"
    records="$(statistic "trace records")"
    if [ "${COUNT_ONLY:-0}" = 1 ]; then
        printf '%-10s %14s %12s %6s %7s %7s %6s %6s %9s %9s %7s %7s %s\n' "$mode" "$bytes" "$records" \
            "$(ratio "$bytes" "$records")" "$trc" - "$(ratio "$trc" "$release")" - \
            "$(awk -v r="$records" -v s="$trc" 'BEGIN {printf "%.0f", r / s}')" - "$trcPeak" - "(not compared)"
        continue
    fi
    run "$here/target/dvm-dyn-classes" "${common[@]}" "${difSeed[@]}" "${tolerance[@]}" -DTraceOptions.TraceMode=3 \
        -Ddvm.procs="$grid" "-Xmx$xmx"
    result="$(grep -Eo 'Java-DVM (dynamic control|trace comparison|dynamic control and trace comparison): [^;]*' \
        <<<"$out" | sed -E 's/^Java-DVM [a-z ]+: //')"
    printf '%-10s %14s %12s %6s %7s %7s %6s %6s %9s %9s %7s %7s %s\n' "$mode" "$bytes" "$records" \
        "$(ratio "$bytes" "$records")" "$trc" "$seconds" "$(ratio "$trc" "$release")" "$(ratio "$seconds" "$release")" \
        "$(awk -v r="$records" -v s="$trc" 'BEGIN {printf "%.0f", r / s}')" \
        "$(awk -v r="$records" -v s="$seconds" 'BEGIN {printf "%.0f", r / s}')" "$trcPeak" "$peak" "$result"
    if [ "$result" != "no errors" ] && [ -s "$dir/errors.txt" ]; then # the first difference, from the error file
        { grep -m 1 '^DVM' "$dir/errors.txt" || true; } | cut -c 1-300 | sed 's/^/    first: /'
    fi
done
