#!/usr/bin/env bash
# Dynamic control of boundary iterations on the NPB kernels at class W (never run by CI): builds this project
# against the installed plugin (see npb.md), then runs each kernel woven for release on P = 1 and its dyn copy
# under dynamic control with -DDebugOptions.Ig_left=2 -DDebugOptions.Ig_right=2, each in its own JVM, and prints
# per kernel the release and dyn timed sections' seconds (NPB's "Time in seconds") and each run's wall-clock
# seconds and peak resident memory (GNU time). Every run must verify and the dyn run must
# report no diagnostic (a report on a verified program is a false positive of the checker); one that does not
# stops the script with its output. Each run's output stays in target/dyn-w/<kernel>-<run>.txt.
# Usage: bash it/npb/run-dyn-w.sh [class] [program ...]   class default W; programs default CG EP IS MG FT LU
# Environment: MVN_ARGS (extra Maven arguments, e.g. -o -Dmaven.repo.local=...), SKIP_BUILD=1 (use target/ as
# built), JAVA_OPTS (extra JVM options), WIDTH (Ig_left = Ig_right, default 2).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
class="${1:-W}"
shift || true
kernels=("$@")
if [ ${#kernels[@]} -eq 0 ]; then
    kernels=(CG EP IS MG FT LU)
fi
width="${WIDTH:-2}"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
    # shellcheck disable=SC2086
    mvn -B -q ${MVN_ARGS:-} -f "$here/pom.xml" package
fi
libs="$(cat "$here/target/runtime.classpath")"
out_dir="$here/target/dyn-w"
mkdir -p "$out_dir"

main_class() {
    case "$1" in
        MG) echo org.javadvm.npb.mg.MG ;;
        FT) echo org.javadvm.npb.ft.FT ;;
        LU) echo org.javadvm.npb.lu.LU ;;
        *) echo "org.javadvm.npb.$1" ;;
    esac
}

# runs kernel $1 as run $2 from classes $3 with JVM options $4...; its output file is the result
run() {
    local kernel="$1" name="$2" classes="$3"
    shift 3
    local file="$out_dir/$kernel-$name.txt"
    # shellcheck disable=SC2086
    if ! /usr/bin/time -f 'wall %e s, peak RSS %M kB' -o "$file.time" \
            java ${JAVA_OPTS:-} "$@" -cp "$classes:$libs" "$(main_class "$kernel")" "$class" >"$file" 2>&1; then
        echo "$kernel $name failed:" >&2
        cat "$file" >&2
        exit 1
    fi
    if ! grep -q '^ Verification *= *SUCCESSFUL$' "$file"; then
        echo "$kernel class $class $name did not verify:" >&2
        cat "$file" >&2
        exit 1
    fi
}

seconds() {
    awk -F'= *' '/^ Time in seconds/ {print $2}' "$1"
}

# wall-clock seconds and peak resident megabytes of the run whose output is $1
wall() {
    sed -n 's/^wall \([0-9.]*\) s.*/\1/p' "$1.time"
}

rss() {
    echo $(( $(sed -n 's/.*peak RSS \([0-9]*\) kB/\1/p' "$1.time") / 1024 ))
}

printf '%-6s %-5s %12s %10s %13s %10s %10s %12s  %s\n' kernel class "release P=1" "dyn" "release wall" "rel. RSS" \
    "dyn wall" "dyn RSS" diagnostics
for kernel in "${kernels[@]}"; do
    run "$kernel" release "$here/target/dvm-classes" -Ddvm.procs=1
    sarif="$out_dir/$kernel-dyn.sarif"
    run "$kernel" dyn "$here/target/dvm-dyn-classes" "-Ddvm.basedir=$here" "-DDebugOptions.Ig_left=$width" \
        "-DDebugOptions.Ig_right=$width" "-DDebugOptions.SarifFile=$sarif" \
        "-DDebugOptions.ErrorFile=$out_dir/$kernel-dyn.diagnostics.txt"
    dyn="$out_dir/$kernel-dyn.txt"
    if ! grep -q 'Java-DVM dynamic control of boundary iterations .*: no errors' "$dyn"; then
        echo "$kernel class $class under dynamic control of boundary iterations reported diagnostics:" >&2
        cat "$dyn" >&2
        exit 1
    fi
    release="$out_dir/$kernel-release.txt"
    printf '%-6s %-5s %12s %10s %13s %7d MB %10s %7d MB  %s\n' "$kernel" "$class" "$(seconds "$release")" \
        "$(seconds "$dyn")" "$(wall "$release")" "$(rss "$release")" "$(wall "$dyn")" "$(rss "$dyn")" none
done
