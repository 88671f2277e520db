#!/usr/bin/env python3
"""Runs a command and prints the CPU time (user + system) of its process's threads, grouped by thread name.

usage: tools/thread-cpu/thread-cpu.py java [flags...] -cp CP gcscript.cli.Main stats DISC

Samples /proc/PID/task/*/stat every 50 ms while the command runs and keeps each thread's last reading, so a thread
that ends between two samples loses at most 50 ms. The JVM names its threads: "C1 CompilerThre" (the JIT),
"GC Thread#n" (the collector), "gcscript-levels" (the whole-disc pool), "gcscript-claims", "gcscript-manifest",
"ClassGraph-work" (Tablesaw's class-path scan), "java" (the main thread). Numbered names are summed under one.
The command's own output goes to /dev/null. Linux only (docs/performance.md, issue 36 third round).
"""
import collections
import os
import re
import subprocess
import sys
import time

if len(sys.argv) < 2:
    sys.exit(__doc__)
proc = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
ticks = os.sysconf("SC_CLK_TCK")
last = {}
while proc.poll() is None:
    try:
        tasks = os.listdir(f"/proc/{proc.pid}/task")
    except OSError:
        break
    for t in tasks:
        try:
            with open(f"/proc/{proc.pid}/task/{t}/stat") as f:
                s = f.read()
        except OSError:
            continue
        name = s[s.index("(") + 1:s.rindex(")")]
        fields = s[s.rindex(")") + 2:].split()
        last[t] = (name, int(fields[11]) + int(fields[12]))   # utime + stime, in clock ticks
    time.sleep(0.05)
groups = collections.Counter()
for name, cpu in last.values():
    groups[re.sub(r"[#\-]?\d+$", "", name).strip()] += cpu
total = sum(groups.values())
print(f"total {total / ticks:.2f} s CPU (exit {proc.returncode})")
for name, cpu in groups.most_common():
    if cpu:
        print(f"  {cpu / ticks:6.2f} s  {name}")
