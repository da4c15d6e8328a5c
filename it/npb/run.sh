#!/usr/bin/env bash
# The NPB benchmark (never run by CI): builds this project against the installed plugin, then runs each
# program as plain un-woven Java, woven for release on P = 1 and on P = 2, each run in its own JVM, the three
# modes in turn in every round, and prints the timed sections' seconds (NPB's "Time in seconds", median over
# the rounds), the speed-up P=1/P=2 and the weaving overhead (P=1 against plain), then the per-construct
# probe (ConstructProbe: a loop over 64 elements called 200,000 times, microseconds per call). Every run
# must verify; one that does not stops the script. Writes the table as Markdown (target/npb-<class>.md) and
# a bar chart of the seconds per program and mode as SVG (target/npb-<class>.svg, or $PLOT).
# Usage: bash it/npb/run.sh [class] [program ...]   class S, W or A (default A); programs default CG MG FT IS
# EP, and LU when the project has it
# Environment: MVN_ARGS (extra Maven arguments, e.g. -o -Dmaven.repo.local=...), ROUNDS (runs per cell,
# default 1), JAVA_OPTS (extra JVM options), PLOT (where to write the SVG), PROBE_CALLS (default 200000).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
class="${1:-A}"
shift || true
programs=("$@")
rounds="${ROUNDS:-1}"
# shellcheck disable=SC2086
mvn -B -q ${MVN_ARGS:-} -f "$here/pom.xml" package
libs="$(cat "$here/target/runtime.classpath")"
if [ ${#programs[@]} -eq 0 ]; then
    programs=(CG MG FT IS EP)
    if [ -f "$here/target/classes/org/javadvm/npb/lu/LU.class" ] || [ -f "$here/target/classes/org/javadvm/npb/LU.class" ]; then
        programs+=(LU)
    fi
fi
table="$here/target/npb-$class.md"
plot="${PLOT:-$here/target/npb-$class.svg}"
data="$(mktemp)"
trap 'rm -f "$data"' EXIT

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

# the output of one run of main class $1 from classes $2 with JVM options $3..., checked for verification
run_once() {
    local main="$1" classes="$2"
    shift 2
    local out
    # shellcheck disable=SC2086
    out="$(java ${JAVA_OPTS:-} "$@" -cp "$classes:$libs" "$main" "$class")"
    if ! grep -q '^ Verification *= *SUCCESSFUL$' <<<"$out"; then
        echo "$main class $class ($classes $*) did not verify:" >&2
        echo "$out" >&2
        exit 1
    fi
    awk -F'= *' '/^ Time in seconds/ {print $2}' <<<"$out"
}

# the median of the numbers on standard input (the lower middle one of an even count)
median() {
    sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'
}

header="| program | class | plain (s) | release P = 1 (s) | release P = 2 (s) | speed-up P=1/P=2 | P = 1 vs plain |"
{
    echo "$header"
    echo "|---|---|---|---|---|---|---|"
} >"$table"
echo "$header"
for program in "${programs[@]}"; do
    main="$(main_class "$program")"
    plain=() p1=() p2=()
    for ((round = 0; round < rounds; round++)); do
        plain+=("$(run_once "$main" "$here/target/classes")")
        p1+=("$(run_once "$main" "$here/target/dvm-classes" -Ddvm.procs=1)")
        p2+=("$(run_once "$main" "$here/target/dvm-classes" -Ddvm.procs=2)")
    done
    a="$(printf '%s\n' "${plain[@]}" | median)"
    b="$(printf '%s\n' "${p1[@]}" | median)"
    c="$(printf '%s\n' "${p2[@]}" | median)"
    printf '%s\t%s\t%s\t%s\n' "$program" "$a" "$b" "$c" >>"$data"
    awk -v k="$program" -v cl="$class" -v a="$a" -v b="$b" -v d="$c" 'BEGIN {
        printf "| %s | %s | %.2f | %.2f | %.2f | %.2fx | %+.1f%% |\n", k, cl, a, b, d, (d > 0 ? b / d : 0), (a > 0 ? 100 * (b - a) / a : 0)
    }' | tee -a "$table"
done

# The per-construct probe: microseconds per call (elapsed, and the calling thread's CPU), plain and woven; the
# overhead is woven minus plain.
probe() {
    local classes="$1"
    shift
    # shellcheck disable=SC2086
    java ${JAVA_OPTS:-} "$@" -cp "$classes:$libs" org.javadvm.npb.ConstructProbe "${PROBE_CALLS:-200000}" \
        | awk -F'= *' '/^ Microseconds per call/ {e = $2} /^ CPU microseconds per call/ {c = $2} END {print e, c}'
}
probes=()
for ((round = 0; round < rounds; round++)); do
    probes+=("plain $(probe "$here/target/classes")")
    probes+=("p1 $(probe "$here/target/dvm-classes" -Ddvm.procs=1)")
    probes+=("p2 $(probe "$here/target/dvm-classes" -Ddvm.procs=2)")
done
for mode in plain p1 p2; do
    elapsed="$(printf '%s\n' "${probes[@]}" | awk -v m="$mode" '$1 == m {print $2}' | median)"
    cpu="$(printf '%s\n' "${probes[@]}" | awk -v m="$mode" '$1 == m {print $3}' | median)"
    printf -v "probe_$mode" '%s %s' "$elapsed" "$cpu"
done
read -r pa pac <<<"$probe_plain"
read -r pb pbc <<<"$probe_p1"
read -r pc pcc <<<"$probe_p2"
awk -v a="$pa" -v b="$pb" -v c="$pc" -v ac="$pac" -v bc="$pbc" -v cc="$pcc" 'BEGIN {
    printf "\nPer construct call (a loop over 64 elements), median microseconds: elapsed plain %.3f, release P = 1 %.3f, P = 2 %.3f;", a, b, c
    printf " calling thread CPU plain %.3f, P = 1 %.3f, P = 2 %.3f.\n", ac, bc, cc
    printf "Overhead over the plain call: elapsed %.3f us at P = 1, %.3f us at P = 2; CPU %.3f us at P = 1, %.3f us at P = 2.\n", b - a, c - a, bc - ac, cc - ac
}' | tee -a "$table"

# The plot: per program, the three modes' seconds as bars scaled to the program's plain time (programs
# differ by 100x in seconds), each bar labelled with its seconds.
awk -F'\t' -v cl="$class" '
function esc(s) { gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); return s }
# relative to plain; a plain time printed as 0.00 (class S) scales by the largest time of the program instead
{ name[NR] = $1; t[NR, 1] = $2; t[NR, 2] = $3; t[NR, 3] = $4
  base = $2 > 0 ? $2 : ($3 > $4 ? $3 : $4); if (base <= 0) base = 1
  for (m = 1; m <= 3; m++) { r[NR, m] = t[NR, m] / base; if (r[NR, m] > top) top = r[NR, m] } }
END {
    n = NR; if (top < 1.2) top = 1.2
    top = int(top * 5 + 0.999) / 5
    left = 60; plotH = 240; plotTop = 50; group = 150; bar = 36
    width = left + n * group + 20; if (width < 580) width = 580; height = plotTop + plotH + 80
    colour[1] = "#8c8c8c"; colour[2] = "#3b75af"; colour[3] = "#e0892c"
    label[1] = "plain Java (un-woven)"; label[2] = "release, P = 1"; label[3] = "release, P = 2"
    printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"12\">\n", width, height
    printf "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
    printf "<text x=\"%d\" y=\"20\" font-size=\"14\" font-weight=\"bold\">NPB class %s: time per program and mode</text>\n", left, esc(cl)
    printf "<text x=\"%d\" y=\"36\" fill=\"#555\">bar height: time relative to plain Java; label: NPB time in seconds (lower is faster)</text>\n", left
    for (g = 0; g <= top + 1e-9; g += 0.2) {
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
}' "$data" >"$plot"
echo "table: $table"
echo "plot: $plot"
