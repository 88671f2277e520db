#!/usr/bin/env bash
# Fuzzes every target for SECONDS and prints a table: target, executions, crashes, status.
# Without SECONDS (or with 0), a fixed total budget is shared: FUZZ_TOTAL_SECONDS (default 480) of fuzzing divided
# evenly among the targets (at least 5 s each), so a new target does not lengthen the campaign.
# Each target runs in its own JVM (Jazzer fuzzes one test per JVM), FUZZ_JOBS (default: the core count) at a time.
# New crashing inputs land in src/test/resources/gcscript/fuzz/<Class>Inputs/<method>/ and are replayed by
# plain `mvn test` from then on. Exit status is non-zero if any target crashed or failed to run.
# FUZZ_JAVA_OPTS: extra options for the targets' JVMs.
# Usage: gcscript-fuzz/run.sh [SECONDS] [Class#method ...]
set -uo pipefail
SECS="${1:-0}"
shift || true
JOBS="${FUZZ_JOBS:-$(nproc)}"
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$HERE")"
LOGS="$HERE/target/fuzz-logs"
TARGETS=(
  WadLzFuzzTest#decodeCapped
  WadLzFuzzTest#decodeExact
  WadLzFuzzTest#roundTrip
  IsoFuzzTest#image
  TocFuzzTest#rc2hdr
  LevelFuzzTest#header
  LevelFuzzTest#levelFile
  LevelFuzzTest#dataExtent
  DiscFuzzTest#lenientOpen
  CoreFuzzTest#levelCore
  TextureFuzzTest#decode
  TfragFuzzTest#block
  TfragFuzzTest#vif
  GeFuzzTest#textureBlob
  GeFuzzTest#modelFile
  GeFuzzTest#rdpStream
  GameplayFuzzTest#stream
  GameplayFuzzTest#soundBank
  WorldFuzzTest#sky
  WorldFuzzTest#occlusion
  WorldFuzzTest#collision
  MobyFuzzTest#classBlock
  SequenceFuzzTest#sequence
  GlobalWadFuzzTest#wad
  TieShrubFuzzTest#tie
  TieShrubFuzzTest#shrub
  SceneFuzzTest#gameplay
  SceneFuzzTest#core
  DiffFuzzTest#level
  RoundTripFuzzTest#levelFile
  CoverageFuzzTest#levelFile
  EditFuzzTest#set
)
if [ "$#" -gt 0 ]; then TARGETS=("$@"); fi
if [ "$SECS" = 0 ]; then
  SECS=$(( ${FUZZ_TOTAL_SECONDS:-480} / ${#TARGETS[@]} ))
  [ "$SECS" -ge 5 ] || SECS=5
fi

cd "$ROOT"
echo "building gcscript-fuzz and its class path ..." >&2
build_start=$SECONDS
mkdir -p "$HERE/target"
if ! mvn -q ${MVN_FLAGS:-} -pl gcscript-fuzz -am test-compile dependency:build-classpath \
      -Dmdep.outputFile=target/fuzz.classpath -Dmdep.includeScope=test >"$HERE/target/build.log" 2>&1; then
  cat "$HERE/target/build.log" >&2
  exit 1
fi
echo "built in $((SECONDS - build_start)) s; ${#TARGETS[@]} targets, $JOBS at a time, about $(( (${#TARGETS[@]} + JOBS - 1) / JOBS * (SECS + 10) )) s" >&2
rm -rf "$LOGS"
mkdir -p "$LOGS"
CP="$HERE/target/test-classes:$HERE/target/classes:$(cat "$HERE/target/fuzz.classpath")"

inputs_of() { echo "$HERE/src/test/resources/gcscript/fuzz/${1%%#*}Inputs/${1##*#}"; }
crash_count() { ls "$(inputs_of "$1")" 2>/dev/null | grep -c '^crash-' || true; }

fuzz_one() {
  local t="$1" log="$LOGS/$1.log" before after runs crashes status
  before=$(crash_count "$t")
  # The guard stops the JVM (SIGKILL, so libFuzzer does not count the exit as a crash) after SECS of fuzzing.
  ( cd "$HERE" && JAZZER_FUZZ=1 exec timeout $((SECS + 300)) java -Xmx1g -Djava.awt.headless=true ${FUZZ_JAVA_OPTS:-} \
      -Dbasedir="$HERE" \
      -Djazzer.instrumentation_includes='gcscript.**' -Djazzer.custom_hook_includes='gcscript.**' \
      -Dgcscript.fuzz.seconds="$SECS" -Djazzer.keep_going=20 \
      -cp "$CP" gcscript.fuzz.FuzzMain "$t" ) >"$log" 2>&1
  runs=$(grep -aoE '^FUZZ-STOP executions=[0-9]+' "$log" | grep -aoE '[0-9]+$' | tail -1)
  [ -n "$runs" ] || runs=$(grep -aoE '^Done [0-9]+ runs' "$log" | grep -aoE '[0-9]+' | tail -1)
  [ -n "$runs" ] || runs=$(grep -aoE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
  [ -n "$runs" ] || runs=0
  after=$(crash_count "$t")
  crashes=$((after - before))
  status=$(grep -aoE "^RESULT $t (passed|failed)" "$log" | awk '{print $3}')
  if [ -z "$status" ] && grep -aq '^FUZZ-STOP' "$log"; then status=passed; fi
  [ -n "$status" ] || status="error"
  if [ "$crashes" -gt 0 ]; then status=failed; fi
  printf '%s %s %s\n' "$runs" "$crashes" "$status" >"$LOGS/$t.result"
  # progress as each target ends (they run FUZZ_JOBS at a time), so a long campaign is never silent
  printf 'fuzz: done %-28s %10s executions, %s crash(es), %s\n' "$t" "$runs" "$crashes" "$status" >&3
}

exec 3>&2
n=0
for t in "${TARGETS[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n 2>/dev/null || true; done
  n=$((n + 1))
  printf 'fuzz: [%d/%d] %s for %s s ...\n' "$n" "${#TARGETS[@]}" "$t" "$SECS" >&2
  # (the guard's SIGKILL makes bash print "Killed": silenced; progress goes to fd 3, the real stderr)
  fuzz_one "$t" 2>/dev/null &
done
wait 2>/dev/null

total_runs=0; total_crashes=0; failed=0
printf '%-30s %12s %8s  %s\n' target executions crashes status
for t in "${TARGETS[@]}"; do
  read -r runs crashes status <"$LOGS/$t.result" || { runs=0; crashes=0; status=error; }
  [ "$status" = passed ] || failed=1
  [ "$status" = passed ] || status="$status (log: target/fuzz-logs/$t.log)"
  printf '%-30s %12s %8s  %s\n' "$t" "$runs" "$crashes" "$status"
  total_runs=$((total_runs + runs)); total_crashes=$((total_crashes + crashes))
done
printf '%-30s %12s %8s\n' TOTAL "$total_runs" "$total_crashes"
exit "$failed"
