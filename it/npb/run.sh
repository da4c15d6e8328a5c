#!/usr/bin/env bash
# The NPB benchmark (never run by CI): builds this project against the installed plugin, then runs each
# program as plain un-woven Java, woven for release on P = 1 and on P = 2, each run in its own JVM, the three
# modes in turn in every round, and prints the timed sections' seconds (NPB's "Time in seconds", median over
# the rounds), the speed-up P=1/P=2 and the weaving overhead (P=1 against plain; also on the JVMs' CPU seconds,
# the figure a machine busy with other work disturbs least), the lowest and highest speed-up of a single round
# (how far the host's load moved it), then the per-construct
# probe (ConstructProbe: a loop over 64 elements called 200,000 times, microseconds per call). Every run
# must verify; one that does not stops the script. Writes the table as Markdown (target/npb-<class>.md), a
# bar chart of the seconds per program and mode as SVG (target/npb-<class>.svg, or $PLOT) and the probe's
# figures (target/npb-probe.txt).
# Usage: bash it/npb/run.sh [class] [program ...]   class S, W or A (default A); programs CG MG FT IS EP LU
# and probe (the per-construct probe), by default all of them (LU when the project has it)
# Environment: MVN_ARGS (extra Maven arguments, e.g. -o -Dmaven.repo.local=...), ROUNDS (runs per cell,
# default 1), JAVA_OPTS (extra JVM options), PLOT (where to write the SVG), PROBE_CALLS (default 200000), NPB_JAV
# (a directory of NPB 3.0-JAV's compiled classes, NPB3_0_JAV.<P>, built from NAS's sources and not part of this
# project: with it, each round also runs NPB-JAV's program, the threaded Java version the speed-up targets come
# from, on 1 and 2 threads, and the table adds its seconds and speed-up from the same rounds; EP has no NPB-JAV),
# P1_RUNTIME=1 (each round also runs release P = 1 with -Ddvm.direct=false, every construct through the run-time
# as on a grid instead of as its method's own code: the run-time's own cost, in the last two columns).
# The probe always measures P = 1 both ways.
# `bash it/npb/run.sh --plot TABLE.md` draws the SVG again from a table this script wrote (to $PLOT, else
# beside the table), without running anything.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
plot_only=""
if [ "${1:-}" = "--plot" ]; then
    plot_only="${2:?--plot needs the table a run wrote, e.g. it/npb/target/npb-A.md}"
    class="$(awk -F'|' '$4 ~ /[0-9]/ {gsub(/ /, "", $3); print $3; exit}' "$plot_only")"
else
    class="${1:-A}"
    shift || true
    programs=("$@")
fi
rounds="${ROUNDS:-1}"
table="$here/target/npb-$class.md"
probe_file="$here/target/npb-probe.txt"

# draw_plot TABLE SVG: per program, the three modes' seconds as bars scaled to the program's plain time (programs
# differ by 100x in seconds), each bar labelled with its seconds.
draw_plot() {
    awk -F'|' -v cl="$class" '
function esc(s) { gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); return s }
# the rows of the table: | program | class | plain | P = 1 | P = 2 | ...; relative to plain (a plain time printed
# as 0.00, class S, scales by the largest time of the program instead)
$4 ~ /[0-9]/ { NR1 = ++rows; gsub(/ /, "", $2); name[NR1] = $2; t[NR1, 1] = $4 + 0; t[NR1, 2] = $5 + 0; t[NR1, 3] = $6 + 0
  base = t[NR1, 1] > 0 ? t[NR1, 1] : (t[NR1, 2] > t[NR1, 3] ? t[NR1, 2] : t[NR1, 3]); if (base <= 0) base = 1
  for (m = 1; m <= 3; m++) { r[NR1, m] = t[NR1, m] / base; if (r[NR1, m] > top) top = r[NR1, m] } }
END {
    n = rows; if (top < 1.2) top = 1.2
    step = top > 2 ? 0.5 : 0.2
    top = int(top / step + 0.999) * step
    left = 60; plotH = 240; plotTop = 50; group = 150; bar = 36
    width = left + n * group + 20; if (width < 580) width = 580; height = plotTop + plotH + 80
    colour[1] = "#8c8c8c"; colour[2] = "#3b75af"; colour[3] = "#e0892c"
    label[1] = "plain Java (un-woven)"; label[2] = "release, P = 1"; label[3] = "release, P = 2"
    printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"12\">\n", width, height
    printf "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
    printf "<text x=\"%d\" y=\"20\" font-size=\"14\" font-weight=\"bold\">NPB class %s: time per program and mode</text>\n", left, esc(cl)
    printf "<text x=\"%d\" y=\"36\" fill=\"#555\">bar height: time relative to plain Java; label: NPB time in seconds (lower is faster)</text>\n", left
    for (g = 0; g <= top + 1e-9; g += step) {
        y = plotTop + plotH - g / top * plotH
        printf "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"%s\"/>\n", left, y, width - 20, y, (g > 0.999 && g < 1.001 ? "#000" : "#ddd")
        printf "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%.1f</text>\n", left - 6, y + 4, g
    }
    for (i = 1; i <= n; i++) {
        x0 = left + (i - 1) * group + (group - 3 * bar) / 2
        for (m = 1; m <= 3; m++) {
            h = r[i, m] / top * plotH
            x = x0 + (m - 1) * bar
            printf "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" fill=\"%s\"/>\n", x, plotTop + plotH - h, bar - 4, h, colour[m]
            printf "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"10\">%.2f</text>\n", x + (bar - 4) / 2, plotTop + plotH - h - 3, t[i, m]
        }
        printf "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" font-weight=\"bold\">%s</text>\n", left + (i - 0.5) * group, plotTop + plotH + 18, esc(name[i])
        if (t[i, 3] > 0) printf "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#555\">%.2fx on 2</text>\n", left + (i - 0.5) * group, plotTop + plotH + 33, t[i, 2] / t[i, 3]
    }
    for (m = 1; m <= 3; m++) {
        x = left + (m - 1) * 170
        printf "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>\n", x, plotTop + plotH + 50, colour[m]
        printf "<text x=\"%d\" y=\"%d\">%s</text>\n", x + 18, plotTop + plotH + 60, label[m]
    }
    print "</svg>"
}' "$1" >"$2"
}
if [ -n "$plot_only" ]; then
    plot="${PLOT:-${plot_only%.md}.svg}"
    draw_plot "$plot_only" "$plot"
    echo "plot: $plot"
    exit 0
fi
plot="${PLOT:-$here/target/npb-$class.svg}"
# a wrong NPB_JAV would otherwise only show as every program's NPB-JAV columns reading "-"
if [ -n "${NPB_JAV:-}" ] && ! compgen -G "$NPB_JAV/NPB3_0_JAV/*.class" >/dev/null; then
    echo "NPB_JAV=$NPB_JAV holds no NPB-JAV classes (NPB3_0_JAV/<P>.class): compile NPB3.0-JAV's sources into it" >&2
    exit 2
fi
# shellcheck disable=SC2086
mvn -B -q ${MVN_ARGS:-} -f "$here/pom.xml" package
libs="$(cat "$here/target/runtime.classpath")"
if [ ${#programs[@]} -eq 0 ]; then
    programs=(CG MG FT IS EP)
    if [ -f "$here/target/classes/org/javadvm/npb/lu/LU.class" ] || [ -f "$here/target/classes/org/javadvm/npb/LU.class" ]; then
        programs+=(LU)
    fi
    programs+=(probe)
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# the main class of program $1: org.javadvm.npb.<P>, or org.javadvm.npb.<p>.<P> for the larger ones
main_class() {
    local lower
    lower="$(tr '[:upper:]' '[:lower:]' <<<"$1")"
    if [ -f "$here/target/classes/org/javadvm/npb/$lower/$1.class" ]; then
        echo "org.javadvm.npb.$lower.$1"
    else
        echo "org.javadvm.npb.$1"
    fi
}

# "<seconds> <cpu>" of one run of main class $1 from classes $2 with JVM options $3...: NPB's timed seconds and
# the JVM's CPU seconds (user + system, the whole run), after checking that it verified
run_once() {
    local main="$1" classes="$2"
    shift 2
    local out="$scratch/out" cpu="$scratch/cpu" TIMEFORMAT='%U %S'
    # shellcheck disable=SC2086
    { time java ${JAVA_OPTS:-} "$@" -cp "$classes:$libs" "$main" "$class" >"$out" 2>&1; } 2>"$cpu"
    if ! grep -q '^ Verification *= *SUCCESSFUL$' "$out"; then
        echo "$main class $class ($classes $*) did not verify:" >&2
        cat "$out" >&2
        exit 1
    fi
    # the timed section from its milliseconds: NPB's "Time in seconds" has two decimals, 10 % of IS's 0.1 s
    printf '%s %s\n' "$(awk -F'= *' '/^ Time in ms/ {print $2 / 1000}' "$out")" "$(awk '{print $1 + $2}' "$cpu")"
}

# NPB-JAV's timed seconds for program $1 on $2 threads, after checking that it verified
run_jav() {
    local out="$scratch/jav"
    # shellcheck disable=SC2086
    java ${JAVA_OPTS:-} -cp "$NPB_JAV" "NPB3_0_JAV.$1" "CLASS=$class" "-np$2" >"$out" 2>&1 || true
    if ! grep -q 'Verification *= *Successful' "$out"; then
        echo "NPB-JAV's $1 class $class on $2 threads ($NPB_JAV) did not verify:" >&2
        cat "$out" >&2
        exit 1
    fi
    awk -F'= *' '/Time in seconds/ {sub(/ *\*.*/, "", $2); print $2}' "$out"
}

# the median of the numbers on standard input (the lower middle one of an even count)
median() {
    sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'
}

# the NPB programs named (every name but "probe"), one table row each
timed=()
run_probe=""
for program in "${programs[@]}"; do
    if [ "$program" = probe ]; then
        run_probe=1
    else
        timed+=("$program")
    fi
done
if [ ${#timed[@]} -gt 0 ]; then
    header="| program | class | plain (s) | release P = 1 (s) | release P = 2 (s) | speed-up P=1/P=2 | P = 1 vs plain | CPU plain, P = 1 (s) | CPU P = 1 vs plain | speed-up per round, lowest to highest | NPB-JAV 1, 2 threads (s) | NPB-JAV speed-up | P = 1 through the run-time (s) | run-time P = 1 vs plain |"
    {
        echo "$header"
        echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
    } >"$table"
    echo "$header"
fi
for program in "${timed[@]}"; do
    main="$(main_class "$program")"
    runs=()
    for ((round = 0; round < rounds; round++)); do
        runs+=("plain $(run_once "$main" "$here/target/classes")")
        runs+=("p1 $(run_once "$main" "$here/target/dvm-classes" -Ddvm.procs=1)")
        runs+=("p2 $(run_once "$main" "$here/target/dvm-classes" -Ddvm.procs=2)")
        if [ -n "${P1_RUNTIME:-}" ]; then
            runs+=("p1r $(run_once "$main" "$here/target/dvm-classes" -Ddvm.procs=1 -Ddvm.direct=false)")
        fi
        if [ -n "${NPB_JAV:-}" ] && [ -f "$NPB_JAV/NPB3_0_JAV/$program.class" ]; then
            runs+=("j1 $(run_jav "$program" 1)")
            runs+=("j2 $(run_jav "$program" 2)")
        fi
    done
    # column $2 of mode $1's runs, median
    pick() { printf '%s\n' "${runs[@]}" | awk -v m="$1" -v c="$2" '$1 == m {print $c}' | median; }
    a="$(pick plain 2)" b="$(pick p1 2)" c="$(pick p2 2)" acpu="$(pick plain 3)" bcpu="$(pick p1 3)"
    # each round's own P = 1 / P = 2: how far the host's load moved the speed-up between rounds
    spread="$(printf '%s\n' "${runs[@]}" | awk '$1 == "p1" {p1[++n1] = $2} $1 == "p2" {p2[++n2] = $2}
        END {for (i = 1; i <= n1; i++) if (p2[i] > 0) {r = p1[i] / p2[i]; if (i == 1 || r < lo) lo = r; if (i == 1 || r > hi) hi = r}
             printf "%.2fx to %.2fx", lo, hi}')"
    j1="$(pick j1 2)" j2="$(pick j2 2)" r1="$(pick p1r 2)"
    awk -v k="$program" -v cl="$class" -v a="$a" -v b="$b" -v d="$c" -v ac="$acpu" -v bc="$bcpu" -v sp="$spread" -v j1="$j1" -v j2="$j2" -v r1="$r1" 'BEGIN {
        jav = j2 > 0 ? sprintf("%.3f, %.3f | %.2fx", j1, j2, j1 / j2) : "- | -"
        runtime = r1 > 0 ? sprintf("%.3f | %+.1f%%", r1, (a > 0 ? 100 * (r1 - a) / a : 0)) : "- | -"
        printf "| %s | %s | %.3f | %.3f | %.3f | %.2fx | %+.1f%% | %.2f, %.2f | %+.1f%% | %s | %s | %s |\n", k, cl, a, b, d, (d > 0 ? b / d : 0), (a > 0 ? 100 * (b - a) / a : 0), ac, bc, (ac > 0 ? 100 * (bc - ac) / ac : 0), sp, jav, runtime
    }' | tee -a "$table"
done
if [ ${#timed[@]} -gt 0 ]; then
    draw_plot "$table" "$plot"
    echo "table: $table"
    echo "plot: $plot"
fi
if [ -z "$run_probe" ]; then
    exit 0
fi

# The per-construct probe: microseconds per call (elapsed, and the calling thread's CPU), plain and woven; the
# overhead is woven minus plain. Every run must print the same checksum.
probe() {
    local classes="$1"
    shift
    # shellcheck disable=SC2086
    java ${JAVA_OPTS:-} "$@" -cp "$classes:$libs" org.javadvm.npb.ConstructProbe "${PROBE_CALLS:-200000}" \
        | awk -F'= *' '/^ Microseconds per call/ {e = $2} /^ CPU microseconds per call/ {c = $2}
                       /^ Checksum/ {s = $2} END {print e, c, s}'
}
probes=()
for ((round = 0; round < rounds; round++)); do
    probes+=("plain $(probe "$here/target/classes")")
    probes+=("p1 $(probe "$here/target/dvm-classes" -Ddvm.procs=1)")
    probes+=("p2 $(probe "$here/target/dvm-classes" -Ddvm.procs=2)")
    probes+=("p1r $(probe "$here/target/dvm-classes" -Ddvm.procs=1 -Ddvm.direct=false)")
done
# every mode computes the same values
if [ "$(printf '%s\n' "${probes[@]}" | awk '{print $4}' | sort -u | wc -l)" -ne 1 ]; then
    echo "the probe's checksums differ between the modes:" >&2
    printf '%s\n' "${probes[@]}" >&2
    exit 1
fi
for mode in plain p1 p2 p1r; do
    elapsed="$(printf '%s\n' "${probes[@]}" | awk -v m="$mode" '$1 == m {print $2}' | median)"
    cpu="$(printf '%s\n' "${probes[@]}" | awk -v m="$mode" '$1 == m {print $3}' | median)"
    printf -v "probe_$mode" '%s %s' "$elapsed" "$cpu"
done
read -r pa pac <<<"$probe_plain"
read -r pb pbc <<<"$probe_p1"
read -r pc pcc <<<"$probe_p2"
read -r pr prc <<<"$probe_p1r"
awk -v a="$pa" -v b="$pb" -v c="$pc" -v r="$pr" -v ac="$pac" -v bc="$pbc" -v cc="$pcc" -v rc="$prc" 'BEGIN {
    printf "\nPer construct call (a loop over 64 elements), median microseconds: elapsed plain %.3f, release P = 1 %.3f, P = 2 %.3f, P = 1 through the run-time %.3f;", a, b, c, r
    printf " calling thread CPU plain %.3f, P = 1 %.3f, P = 2 %.3f, P = 1 through the run-time %.3f.\n", ac, bc, cc, rc
    printf "Overhead over the plain call: elapsed %.3f us at P = 1, %.3f us at P = 2, %.3f us at P = 1 through the run-time; CPU %.3f us at P = 1, %.3f us at P = 2, %.3f us at P = 1 through the run-time.\n", b - a, c - a, r - a, bc - ac, cc - ac, rc - ac
}' | tee "$probe_file"
echo "probe: $probe_file"
