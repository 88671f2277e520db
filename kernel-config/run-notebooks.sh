#!/usr/bin/env bash
# Executes notebooks headless with the gcscript kernel; exits non-zero if any cell of any notebook fails.
#   kernel-config/run-notebooks.sh [--install-jupyter] [--out DIR] [NOTEBOOK.ipynb ...]
# Default: every notebooks/*.ipynb. Executed copies go to DIR (default: a new temporary folder).
# --install-jupyter (bin/gcscript notebook --execute --install): install Debian's jupyter-nbconvert and jupyter-client
# with apt-get when jupyter is missing; without it nothing is installed unless CI=true or a yes at a terminal's prompt.
# The disc: $GC_DISC (an image, folder or level file; its manifest is optional), else the bundled sample.
# NOTEBOOK_JOBS: how many notebooks run at once, each with its own kernel (default 1).
# The kernels run with the C1 compiler only; GCSCRIPT_KERNEL_JAVA_OPTS=-XX:TieredStopAtLevel=4 gives them the tiered JIT.
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

install_jupyter=0
out=""
notebooks=()
while (( $# )); do
    case "$1" in
        --install-jupyter) install_jupyter=1 ;;
        --out) out="$2"; shift ;;
        -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
        -*) die "unknown option $1" ;;
        *) notebooks+=("$(readlink -f "$1")") ;;
    esac
    shift
done
if (( ${#notebooks[@]} == 0 )); then
    shopt -s nullglob
    notebooks=("$REPO"/notebooks/*.ipynb)
    shopt -u nullglob
    (( ${#notebooks[@]} )) || die "no notebooks in $REPO/notebooks"
fi

# Debian's jupyter: always call the 'jupyter' command (its shebang picks Debian's python3), never python3 -m.
# Installed only with consent: --install-jupyter, CI=true or a yes at the prompt (common.sh's ensure_jupyter).
if (( install_jupyter )); then export GCSCRIPT_INSTALL=1; fi
ensure_jupyter nbconvert
if [[ ! -d /usr/share/fonts/truetype/dejavu ]] && may_install fonts-dejavu-core; then
    apt_install fonts-dejavu-core   # headless charts need a font on a bare machine
fi

build_kernel_if_needed
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A headless run's kernel lives for one notebook, seconds of JShell compiles and cells: C1 only, as the CLI's one-shot
# commands (C2 compiling javac's and the library's hot methods cost more than it saved: a notebook's CPU 16 → 9 s).
# Its own kernelspec, in this run's folder; the interactive one (bin/gcscript notebook) keeps the tiered JIT.
# GCSCRIPT_KERNEL_JAVA_OPTS comes after, so -XX:TieredStopAtLevel=4 there gives the tiered JIT back.
GCSCRIPT_JUPYTER_HOME="$work/jupyter" \
    GCSCRIPT_KERNEL_JAVA_OPTS="-XX:TieredStopAtLevel=1 -XX:+UseParallelGC ${GCSCRIPT_KERNEL_JAVA_OPTS:-}" \
    "$KERNEL_CONFIG/install.sh" >/dev/null
JUPYTER_HOME="$work/jupyter"
[[ -n $out ]] || out="$(mktemp -d -t gcscript-notebooks.XXXXXX)"
mkdir -p "$out"
# Connection files and other runtime state stay out of the home folder too.
export JUPYTER_RUNTIME_DIR="$work/runtime"
jupyter_state_env

elapsed() {
    local ms=$(( ($(date +%s%N) - $1) / 1000000 ))
    printf '%d.%01d s' $((ms / 1000)) $((ms % 1000 / 100))
}

echo "disc: ${GC_DISC:-the bundled sample}"
# NOTEBOOK_JOBS notebooks at a time (default 1), each with its own kernel; a notebook's result is printed whole
# when it ends, so the lines of notebooks running together never mix.
jobs_max="${NOTEBOOK_JOBS:-1}"
run_one() {
    local nb="$1" name log start msg
    name="$(basename "$nb")"
    log="$work/$name.log"
    start=$(date +%s%N)
    if jupyter nbconvert --to notebook --execute \
            --ExecutePreprocessor.kernel_name=gcscript \
            --ExecutePreprocessor.timeout=600 \
            --ExecutePreprocessor.startup_timeout=120 \
            --output-dir "$out" "$nb" > "$log" 2>&1; then
        : > "$work/$name.ok"
        printf 'ok      %-40s %s\n' "$name" "$(elapsed "$start")"
    else
        msg="$(printf 'FAILED  %-40s %s\n' "$name" "$(elapsed "$start")"; sed 's/^/    /' "$log" | tail -n 60)"
        printf '%s\n' "$msg"
    fi
}
i=0
for nb in "${notebooks[@]}"; do
    i=$((i + 1))
    while (( $(jobs -rp | wc -l) >= jobs_max )); do wait -n || true; done
    printf 'notebook [%d/%d] %s ...\n' "$i" "${#notebooks[@]}" "$(basename "$nb")"
    run_one "$nb" &
done
wait
passed=0
for nb in "${notebooks[@]}"; do
    if [[ -e $work/$(basename "$nb").ok ]]; then passed=$((passed + 1)); fi
done
failed=$(( ${#notebooks[@]} - passed ))
echo "executed notebooks are in $out"
echo "notebooks: $passed passed, $failed failed"
(( failed == 0 ))
