#!/usr/bin/env bash
# Plain JShell with gcscript on the class path and the notebook's default imports.
#   kernel-config/jshell.sh                         interactive
#   kernel-config/jshell.sh kernel-config/jshell-smoke.jsh < /dev/null   smoke test; exit status from the script's /exit
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

build_kernel_if_needed
java="$(find_java)"
jshell="$(dirname "$java")/jshell"
[[ -x $jshell ]] || jshell="$(command -v jshell)" || die "no jshell next to $java"
# A lone --startup would drop JShell's DEFAULT imports; jshell does not expand 'lib/*', hence the full list.
exec "$jshell" -R-Djava.awt.headless=true --class-path "$(kernel_class_path)" \
    --startup DEFAULT --startup "$KERNEL_CONFIG/imports.jsh" "$@"
