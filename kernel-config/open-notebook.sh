#!/usr/bin/env bash
# Starts Jupyter on localhost in notebooks/ with the gcscript kernel installed (what `bin/gcscript notebook` runs):
# JupyterLab when `jupyter lab` is there, else the classic notebook.
#   bin/gcscript notebook [--install] [jupyter options, e.g. --port 8890 --no-browser]
#   bin/gcscript notebook --execute [--install] [--out DIR] [NOTEBOOK.ipynb ...]   every notebook run headless
#   bin/gcscript notebook --help      this text; builds and installs nothing
#   kernel-config/open-notebook.sh --dry-run      prints the environment and command it would run (a CI check)
# gcscript is the default kernel of "New"; Jupyter's and IPython's state stay under kernel-config/build/state.
# Without a Jupyter nothing is installed unless asked: --install (or "y" at the prompt in a terminal) installs Debian's
# jupyter-notebook with apt-get (root or sudo), in one line (apt-get's output: kernel-config/build/apt-get.log).
# To add the kernel to a Jupyter of your own instead: bin/gcscript kernel install.
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

case "${1:-}" in
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
dry_run=0
rest=()
for w in "$@"; do
    case "$w" in
        --dry-run) dry_run=1 ;;
        --install) export GCSCRIPT_INSTALL=1 ;;   # consent to apt-get (common.sh's may_install)
        *) rest+=("$w") ;;
    esac
done
set -- ${rest[@]+"${rest[@]}"}

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
# a Jupyter is installed only with consent (--install, CI=true or a yes at the prompt): common.sh's ensure_jupyter
ensure_jupyter server
if [[ $front == notebook ]] && command -v jupyter >/dev/null && jupyter lab --version >/dev/null 2>&1; then cmd[1]=lab; fi
build_kernel_if_needed
"$KERNEL_CONFIG/install.sh" >/dev/null
exec "${cmd[@]}"
