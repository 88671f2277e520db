#!/usr/bin/env bash
# The venv case of docs/jupyter.md, tested: `bin/gcscript kernel install --sys-prefix` run with a virtual
# environment's jupyter first on the PATH puts the kernelspec under the venv (.venv/share/jupyter/kernels), the venv's
# `jupyter kernelspec list` shows it there, and nothing is written to the user's or the system's kernels folder.
# The venv reuses Debian's Jupyter (--system-site-packages; the registries here serve no Python packages), and its
# bin/ gets the two console scripts pip would have written, run by the venv's own python (so sys.prefix is the venv).
#   kernel-config/venv-test.sh      (.ci/test runs it after the notebooks, when Jupyter is installed)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -m venv --system-site-packages --without-pip "$tmp/venv"
script() {   # script NAME CODE: a console script as pip writes it, run by the venv's python
    # (argv[0] the script's own path, as for pip's scripts: jupyter looks for jupyter-SUBCOMMAND beside it first)
    printf '#!/bin/sh\nexec "%s" -c "import sys; sys.argv[0] = \\"%s\\"; %s" "$@"\n' "$tmp/venv/bin/python" "$tmp/venv/bin/$1" "$2" > "$tmp/venv/bin/$1"
    chmod +x "$tmp/venv/bin/$1"
}
script jupyter 'from jupyter_core.command import main; sys.exit(main())'
script jupyter-kernelspec 'from jupyter_client.kernelspecapp import KernelSpecApp; sys.exit(KernelSpecApp.launch_instance())'
# where the user's and the system's kernels would go: they must not change
before="$(ls -d "$HOME/.local/share/jupyter/kernels/gcscript" /usr/local/share/jupyter/kernels/gcscript /usr/share/jupyter/kernels/gcscript 2>/dev/null || true)"
PATH="$tmp/venv/bin:$PATH" "$ROOT/bin/gcscript" kernel install --sys-prefix
spec="$tmp/venv/share/jupyter/kernels/gcscript/kernel.json"
[[ -f $spec ]] || { echo "venv: no kernelspec at $spec"; exit 1; }
grep -q '"gcscript.kernel.Main"' "$spec" || { echo "venv: $spec does not start the gcscript kernel"; exit 1; }
listed="$("$tmp/venv/bin/jupyter" kernelspec list 2>/dev/null)"
grep -q "gcscript *$tmp/venv/share/jupyter/kernels/gcscript" <<<"$listed" || { echo "venv: kernelspec list does not show it in the venv:"; echo "$listed"; exit 1; }
after="$(ls -d "$HOME/.local/share/jupyter/kernels/gcscript" /usr/local/share/jupyter/kernels/gcscript /usr/share/jupyter/kernels/gcscript 2>/dev/null || true)"
[[ $before == "$after" ]] || { echo "venv: a kernelspec was written outside the venv: $after"; exit 1; }
echo "venv: kernel install --sys-prefix put the gcscript kernelspec under the venv, and only there"
