#!/usr/bin/env bash
# Plain JShell with gcscript on the class path and the notebook's default imports.
#   kernel-config/jshell.sh                         interactive
#   kernel-config/jshell.sh --shell [script]        `bin/gcscript shell`: gcscript.kernel.Shell, the kernel's evaluator
#                                                   line by line: imports.jsh, startup.jsh (preopened `disc`), shell.jsh;
#                                                   values shown as in a notebook, library errors in one line
#   kernel-config/jshell.sh --shell kernel-config/jshell-smoke.jsh < /dev/null   smoke test; exit status from its /exit
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

build_kernel_if_needed
java="$(find_java)"
if [[ ${1:-} == --shell ]]; then
    shift
    wrap=()
    # line editing and history when rlwrap is installed and this is a terminal
    if [[ -t 0 && $# -eq 0 ]] && command -v rlwrap >/dev/null; then wrap=(rlwrap -a -H "$KERNEL_CONFIG/build/shell_history"); mkdir -p "$KERNEL_CONFIG/build"; fi
    exec ${wrap[@]+"${wrap[@]}"} "$java" -Djava.awt.headless=true -Dgcscript.kernel.config="$KERNEL_CONFIG" \
        ${GCSCRIPT_SHELL_JAVA_OPTS:-} -cp "$KERNEL_JAR:$KERNEL_LIB/*" gcscript.kernel.Shell "$@"
fi
jshell="$(dirname "$java")/jshell"
[[ -x $jshell ]] || jshell="$(command -v jshell)" || die "no jshell next to $java"
# A lone --startup would drop JShell's DEFAULT imports; jshell does not expand 'lib/*', hence the full list.
# -J-XX:TieredStopAtLevel=1: the front-end JVM (which runs javac on every snippet) stays in C1: the prompt comes
# sooner and a smoke script took ~25% less CPU; the execution engine (-R) keeps the full JIT for the user's code.
exec "$jshell" -J-XX:TieredStopAtLevel=1 -R-Djava.awt.headless=true --class-path "$(kernel_class_path)" \
    --startup DEFAULT --startup "$KERNEL_CONFIG/imports.jsh" "$@"
