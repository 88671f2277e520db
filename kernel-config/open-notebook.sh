#!/usr/bin/env bash
# Starts the Jupyter notebook UI on localhost in notebooks/ with the gcscript kernel installed.
#   kernel-config/open-notebook.sh [extra 'jupyter notebook' options, e.g. --port 8890 --no-browser]
# Installs Debian's jupyter-notebook with apt-get when it is missing.
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

if ! command -v jupyter >/dev/null || ! jupyter notebook --version >/dev/null 2>&1; then
    apt_install jupyter-notebook jupyter-client fonts-dejavu-core
fi
build_kernel_if_needed
"$KERNEL_CONFIG/install.sh" >/dev/null
export JUPYTER_PATH="$JUPYTER_HOME${JUPYTER_PATH:+:$JUPYTER_PATH}"
root=()
if [[ $(id -u) -eq 0 ]]; then root=(--allow-root); fi
exec jupyter notebook --ip=127.0.0.1 --notebook-dir="$REPO/notebooks" "${root[@]}" "$@"
