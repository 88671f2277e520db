#!/usr/bin/env bash
# Starts the gcscript kernel N times (default 10) through jupyter_client and times start to the first table: the
# first cell is `disc.level(0).core().tfrags().positions()` on the preopened disc ($GC_DISC, else the sample), timed
# until its execute_result arrives (issue 11's "kernel start -> first table"). A start that gets no table within the
# timeout counts as a hang. Exits non-zero on any hang.
#   kernel-config/measure-starts.sh [N]
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

n="${1:-10}"
command -v jupyter >/dev/null || die "jupyter not found (kernel-config/run-notebooks.sh --install-jupyter installs it)"
build_kernel_if_needed
"$KERNEL_CONFIG/install.sh" >/dev/null
export JUPYTER_PATH="$JUPYTER_HOME${JUPYTER_PATH:+:$JUPYTER_PATH}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export JUPYTER_RUNTIME_DIR="$work/runtime"
# The python that runs Debian's jupyter (python3 on PATH may be another one without jupyter_client).
python="$(head -n 1 "$(command -v jupyter)" | sed 's/^#! *//')"
"$python" - "$n" "$work" <<'PY'
import os, sys, time, queue
from jupyter_client.manager import KernelManager

def cpu_seconds(pid):
    """user + system CPU of the kernel process so far: unlike wall time, hardly affected by other load."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return float("nan")

n, work = int(sys.argv[1]), sys.argv[2]
times, cpus, hangs = [], [], 0
for i in range(n):
    log = open(f"{work}/kernel-{i}.log", "w")
    km = KernelManager(kernel_name="gcscript")
    t0 = time.monotonic()
    km.start_kernel(stdout=log, stderr=log)
    kc = km.client()
    kc.start_channels()
    result = None
    try:
        kc.wait_for_ready(timeout=120)
        msg_id = kc.execute("disc.level(0).core().tfrags().positions()")
        deadline = time.monotonic() + 120
        while result is None and time.monotonic() < deadline:
            try:
                m = kc.get_iopub_msg(timeout=1)
            except queue.Empty:
                continue
            if m["parent_header"].get("msg_id") == msg_id and m["msg_type"] == "execute_result":
                result = m["content"]["data"].get("text/plain", "")
            elif m["parent_header"].get("msg_id") == msg_id and m["msg_type"] == "error":
                result = "error: " + m["content"].get("ename", "") + " " + m["content"].get("evalue", "")
                break
    except RuntimeError as e:
        print(f"start {i + 1}: {e}")
    dt = time.monotonic() - t0
    proc = getattr(getattr(km, "provisioner", None), "process", None) or getattr(km, "kernel", None)
    cpu = cpu_seconds(proc.pid) if proc is not None else float("nan")
    kc.stop_channels()
    km.shutdown_kernel(now=False)
    del kc, km  # collected now, while logging still works (else a noisy __del__ at interpreter exit)
    log.close()
    if result is not None and result.startswith("tfrag_positions") and " rows × " in result:
        times.append(dt)
        cpus.append(cpu)
        print(f"start {i + 1}: first table after {dt:.2f} s (kernel CPU {cpu:.2f} s)")
    else:
        hangs += 1
        print(f"start {i + 1}: HANG or wrong result ({result!r}) after {dt:.2f} s; kernel log:")
        print(open(f"{work}/kernel-{i}.log").read())
if times:
    times.sort()
    print(f"{len(times)} ok, {hangs} hung; start to first table: min {times[0]:.2f} s, "
          f"median {times[len(times) // 2]:.2f} s, max {times[-1]:.2f} s; "
          f"kernel CPU median {sorted(cpus)[len(cpus) // 2]:.2f} s")
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
print("kernel log of the last start:")
print(open(f"{work}/kernel-{n - 1}.log").read())
sys.exit(1 if hangs else 0)
PY
