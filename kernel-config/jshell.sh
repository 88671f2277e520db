#!/usr/bin/env bash
# Plain JShell with gcscript on the class path and the notebook's default imports.
#   kernel-config/jshell.sh                         interactive
#   kernel-config/jshell.sh --shell [script]        `bin/gcscript shell`: gcscript.kernel.Shell, the kernel's evaluator
#                                                   line by line: imports.jsh, startup.jsh (preopened `disc`), shell.jsh;
#                                                   tables fitted to the terminal, library errors in one line (docs/shell.md)
#   kernel-config/jshell.sh --shell kernel-config/jshell-smoke.jsh < /dev/null   smoke test; exit status from its /exit
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

build_kernel_if_needed
java="$(find_java)"
if [[ ${1:-} == --shell ]]; then
    shift
    # The shell's own line editor (JLine, in the kernel jar's lib/) gives history, Tab completion and Ctrl-C in a
    # terminal; without one (a script, a pipe) lines are read plainly.
    # Class-data archive (JDK 17 AppCDS): recorded once per build by a warm-up session (gcscript.kernel.ShellWarmUp:
    # the first table, a typo, Tab, the editor) into build/gcscript-shell.jsa; later starts map those classes
    # (start to first result: docs/shell.md). GCSCRIPT_SHELL_CDS=0 turns it off; a stale archive is remade.
    opts=(-Djava.awt.headless=true -Dgcscript.kernel.config="$KERNEL_CONFIG" -Dgcscript.shell.history="$KERNEL_CONFIG/build/shell_history")
    # C1 only (as the plain jshell's front end below and the CLI's one-shot commands): most of a start is javac
    # compiling the imports and startup snippets, which C2 would compile again for little gain;
    # GCSCRIPT_SHELL_JAVA_OPTS replaces this (e.g. "-XX:-TieredCompilation" for long analyses)
    read -r -a extra <<< "${GCSCRIPT_SHELL_JAVA_OPTS--XX:TieredStopAtLevel=1}"
    cp="$KERNEL_JAR:$KERNEL_LIB/*"
    cds="$KERNEL_CONFIG/build/gcscript-shell.jsa"
    if [[ ${GCSCRIPT_SHELL_CDS:-1} != 0 ]]; then
        if [[ ! -f $cds || $KERNEL_JAR -nt $cds || $java -nt $cds || -n $(find "$KERNEL_LIB" -newer "$cds" -print -quit) ]]; then
            mkdir -p "$KERNEL_CONFIG/build"
            rm -f "$cds"
            echo "recording the shell's class-data archive (once per build) ..." >&2
            # a private name first, moved in place, so that a concurrent start never maps half an archive
            tmp="$cds.$$"
            if "$java" -XX:ArchiveClassesAtExit="$tmp" -Xlog:cds=off -Xlog:cds+dynamic=off "${opts[@]}" ${extra[@]+"${extra[@]}"} \
                    -cp "$cp" gcscript.kernel.Shell --warm-up > "$KERNEL_CONFIG/build/shell-cds.log" 2>&1 && [[ -s $tmp ]]; then
                mv -f "$tmp" "$cds"
            else
                rm -f "$tmp"
                echo "jshell.sh: no class-data archive (see $KERNEL_CONFIG/build/shell-cds.log); the shell starts without it" >&2
            fi
        fi
        if [[ -f $cds ]]; then opts+=(-XX:SharedArchiveFile="$cds" -Xlog:cds=off -Xlog:cds+dynamic=off); fi
    fi
    exec "$java" "${opts[@]}" ${extra[@]+"${extra[@]}"} -cp "$cp" gcscript.kernel.Shell "$@"
fi
jshell="$(dirname "$java")/jshell"
[[ -x $jshell ]] || jshell="$(command -v jshell)" || die "no jshell next to $java"
# A lone --startup would drop JShell's DEFAULT imports; jshell does not expand 'lib/*', hence the full list.
# -J-XX:TieredStopAtLevel=1: the front-end JVM (which runs javac on every snippet) stays in C1: the prompt comes
# sooner and a smoke script took ~25% less CPU; the execution engine (-R) keeps the full JIT for the user's code.
exec "$jshell" -J-XX:TieredStopAtLevel=1 -R-Djava.awt.headless=true --class-path "$(kernel_class_path)" \
    --startup DEFAULT --startup "$KERNEL_CONFIG/imports.jsh" "$@"
