#!/usr/bin/env bash
# Starts Jupyter on localhost in notebooks/ with the gcscript kernel installed (what `bin/gcscript notebook` runs):
# JupyterLab when `jupyter lab` is there, else the classic notebook.
#   kernel-config/open-notebook.sh [extra jupyter options, e.g. --port 8890 --no-browser]
#   kernel-config/open-notebook.sh --dry-run      prints the environment and command it would run (a CI check)
#   kernel-config/open-notebook.sh --help         this text; builds and installs nothing
# gcscript is the default kernel of "New"; Jupyter's and IPython's state stay under kernel-config/build/state.
# Only when it starts and finds neither JupyterLab nor the notebook, it installs Debian's jupyter-notebook with
# apt-get (root or sudo), and says so first. To add the kernel to a Jupyter of your own instead: bin/gcscript kernel install.
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

case "${1:-}" in
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
dry_run=0
if [[ ${1:-} == --dry-run ]]; then dry_run=1; shift; fi

# JupyterLab when present (its own command), else the classic notebook; none: the notebook, installed below
front=notebook
if command -v jupyter >/dev/null && jupyter lab --version >/dev/null 2>&1; then front=lab; fi

jupyter_state_env
root=()
if [[ $(id -u) -eq 0 ]]; then root=(--allow-root); fi
cmd=(jupyter "$front" --ip=127.0.0.1 --notebook-dir="$REPO/notebooks"
     --MappingKernelManager.default_kernel_name=gcscript --KernelSpecManager.ensure_native_kernel=False
     ${root[@]+"${root[@]}"} "$@")
if (( dry_run )); then
    env | grep -E '^(JUPYTER_[A-Z_]*|IPYTHONDIR)=' | sort
    echo "${cmd[*]}"
    exit 0
fi
if [[ $front == notebook ]] && { ! command -v jupyter >/dev/null || ! jupyter notebook --version >/dev/null 2>&1; }; then
    echo "neither JupyterLab nor the Jupyter notebook found: installing Debian's jupyter-notebook" >&2
    apt_install jupyter-notebook jupyter-client fonts-dejavu-core
fi
build_kernel_if_needed
"$KERNEL_CONFIG/install.sh" >/dev/null
exec "${cmd[@]}"
