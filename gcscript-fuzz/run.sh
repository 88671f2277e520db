#!/usr/bin/env bash
# Fuzzes every target for SECONDS (default 30) one after another and prints: target, executions, crashes.
# Each target runs in its own JVM (Jazzer fuzzes one test per JVM). New crashing inputs land in
# src/test/resources/gcscript/fuzz/<Class>Inputs/<method>/ and are replayed by plain `mvn test` from then on.
# Usage: gcscript-fuzz/run.sh [SECONDS] [Class#method ...]
set -uo pipefail
SECS="${1:-30}"
shift || true
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
)
if [ "$#" -gt 0 ]; then TARGETS=("$@"); fi

cd "$ROOT"
echo "building gcscript-fuzz and its class path ..." >&2
if ! mvn -q ${MVN_FLAGS:-} -pl gcscript-fuzz -am test-compile dependency:build-classpath \
      -Dmdep.outputFile=target/fuzz.classpath -Dmdep.includeScope=test >"$HERE/target-build.log" 2>&1; then
  cat "$HERE/target-build.log" >&2
  exit 1
fi
mkdir -p "$LOGS"
mv "$HERE/target-build.log" "$LOGS/build.log"
CP="$HERE/target/test-classes:$HERE/target/classes:$(cat "$HERE/target/fuzz.classpath")"

total_runs=0
total_crashes=0
failed=0
printf '%-32s %12s %8s %s\n' target executions crashes status
for t in "${TARGETS[@]}"; do
  cls="${t%%#*}"; method="${t##*#}"
  inputs="$HERE/src/test/resources/gcscript/fuzz/${cls}Inputs/${method}"
  before=$(ls "$inputs" 2>/dev/null | grep -c '^crash-' || true)
  log="$LOGS/$cls.$method.log"
  ( cd "$HERE" && JAZZER_FUZZ=1 timeout $((SECS + 300)) java -Xmx2g -Djava.awt.headless=true \
      -Dbasedir="$HERE" \
      -Djazzer.instrumentation_includes='gcscript.**' -Djazzer.custom_hook_includes='gcscript.**' \
      -Dgcscript.fuzz.seconds="$SECS" -Djazzer.keep_going=20 \
      -cp "$CP" gcscript.fuzz.FuzzMain "$t" ) >"$log" 2>&1 2>/dev/null
  wait 2>/dev/null
  # the guard stops the JVM after SECS of fuzzing and prints its own count; a finding ends the run earlier
  runs=$(grep -aoE '^FUZZ-STOP executions=[0-9]+' "$log" | grep -aoE '[0-9]+$' | tail -1)
  [ -n "$runs" ] || runs=$(grep -aoE '^Done [0-9]+ runs' "$log" | grep -aoE '[0-9]+' | tail -1)
  [ -n "$runs" ] || runs=$(grep -aoE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
  [ -n "$runs" ] || runs=0
  after=$(ls "$inputs" 2>/dev/null | grep -c '^crash-' || true)
  crashes=$((after - before))
  status=$(grep -aoE "^RESULT $t (passed|failed)" "$log" | awk '{print $3}')
  if [ -z "$status" ] && grep -aq '^FUZZ-STOP' "$log"; then status=passed; fi
  [ -n "$status" ] || status="error (see $log)"
  if [ "$crashes" -gt 0 ]; then status=failed; fi
  [ "$status" = passed ] || failed=1
  printf '%-32s %12s %8s %s\n' "$t" "$runs" "$crashes" "$status"
  total_runs=$((total_runs + runs))
  total_crashes=$((total_crashes + crashes))
done
printf '%-32s %12s %8s\n' TOTAL "$total_runs" "$total_crashes"
exit "$failed"
