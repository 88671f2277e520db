#!/usr/bin/env bash
# Starts the Jupyter notebook UI on localhost in notebooks/ with the gcscript kernel installed.
#   kernel-config/open-notebook.sh [extra 'jupyter notebook' options, e.g. --port 8890 --no-browser]
#   kernel-config/open-notebook.sh --dry-run      prints the environment and command it would run (a CI check)
# gcscript is the default kernel of "New"; Jupyter's and IPython's state stay under kernel-config/build/state.
# Installs Debian's jupyter-notebook with apt-get when it is missing.
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

dry_run=0
if [[ ${1:-} == --dry-run ]]; then dry_run=1; shift; fi
jupyter_state_env
root=()
if [[ $(id -u) -eq 0 ]]; then root=(--allow-root); fi
cmd=(jupyter notebook --ip=127.0.0.1 --notebook-dir="$REPO/notebooks"
     --MappingKernelManager.default_kernel_name=gcscript --KernelSpecManager.ensure_native_kernel=False
     ${root[@]+"${root[@]}"} "$@")
if (( dry_run )); then
    env | grep -E '^(JUPYTER_[A-Z_]*|IPYTHONDIR)=' | sort
    echo "${cmd[*]}"
    exit 0
fi
if ! command -v jupyter >/dev/null || ! jupyter notebook --version >/dev/null 2>&1; then
    apt_install jupyter-notebook jupyter-client fonts-dejavu-core
fi
build_kernel_if_needed
"$KERNEL_CONFIG/install.sh" >/dev/null
exec "${cmd[@]}"
