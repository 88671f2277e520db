#!/usr/bin/env bash
# Registers the gcscript kernel with an existing Jupyter (JupyterLab or Notebook) through `jupyter kernelspec install`,
# so that its launcher and "Change kernel" list "gcscript (Java)". What `bin/gcscript kernel` runs:
#   kernel-config/kernel-install.sh install [--user | --sys-prefix | --prefix P]
#   kernel-config/kernel-install.sh uninstall
# install builds the kernel when stale, writes the kernelspec (install.sh: argv = this JDK, the clone's kernel jar and
# lib/, its kernel-config folder for startup.jsh) and copies it into Jupyter's kernels folder: --user for yours,
# --sys-prefix for the Python environment Jupyter runs in, --prefix P for P/share/jupyter/kernels; without one,
# Jupyter's system-wide folder (needs root). The spec points into this clone: install again after moving it.
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

usage() { sed -n '4,5p' "$0" | sed 's/^#   kernel-config\/kernel-install.sh/usage: bin\/gcscript kernel/'; }

action="${1:-}"
case "$action" in
    install|uninstall) shift ;;
    -h|--help|help) usage; sed -n '6,9p' "$0" | sed 's/^# //'; exit 0 ;;
    "") usage >&2; exit 1 ;;
    *) usage >&2; die "unknown word '$action': install or uninstall" ;;
esac
where=()
while (( $# )); do
    case "$1" in
        --user|--sys-prefix) where+=("$1") ;;
        --prefix) [[ -n ${2:-} ]] || die "--prefix needs a folder"; where+=(--prefix "$2"); shift ;;
        --prefix=*) where+=("$1") ;;
        -h|--help) usage; exit 0 ;;
        *) die "unknown option $1 (--user, --sys-prefix or --prefix P)" ;;
    esac
    shift
done
(( ${#where[@]} <= 2 )) || die "give at most one of --user, --sys-prefix, --prefix P"

if ! command -v jupyter >/dev/null || ! jupyter kernelspec list >/dev/null 2>&1; then
    die "no 'jupyter kernelspec' on the PATH: this registers the kernel with a Jupyter you already have (JupyterLab or
  Notebook); install one first (Debian: apt-get install jupyter-notebook), or run bin/gcscript notebook, which
  installs Debian's notebook when it starts and finds none"
fi
if [[ $action == uninstall ]]; then
    exec jupyter kernelspec remove -f gcscript
fi
build_kernel_if_needed
spec="$("$KERNEL_CONFIG/install.sh")"
jupyter kernelspec install --replace --name gcscript ${where[@]+"${where[@]}"} "$(dirname "$spec")"
echo "argv: $(tr -d '\n' < "$spec" | sed 's/.*"argv": *\[\([^]]*\)\].*/\1/' | tr -s ' ')"
