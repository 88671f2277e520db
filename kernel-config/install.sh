#!/usr/bin/env bash
# Writes the gcscript kernelspec to kernel-config/build/jupyter/kernels/gcscript/kernel.json, never into the
# home folder. Use it with: export JUPYTER_PATH=<repo>/kernel-config/build/jupyter
# Extra JVM options for the kernel: GCSCRIPT_KERNEL_JAVA_OPTS="-Xmx6g" kernel-config/install.sh
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

[[ -f $KERNEL_JAR && -d $KERNEL_LIB ]] \
    || die "kernel not built; run: mvn -q -pl gcscript-kernel -am package -DskipTests (or kernel-config/run-notebooks.sh)"
java="$(find_java)"

opts=""
for o in ${GCSCRIPT_KERNEL_JAVA_OPTS:-}; do
    opts="$opts
    \"$(json_escape "$o")\","
done

out="$JUPYTER_HOME/kernels/gcscript"
mkdir -p "$out"
template="$(cat "$KERNEL_CONFIG/kernel.json.in")"
template="${template//@JAVA@/$(json_escape "$java")}"
template="${template//@CONFIG@/$(json_escape "$KERNEL_CONFIG")}"
template="${template//@CLASSPATH@/$(json_escape "$KERNEL_JAR:$KERNEL_LIB/*")}"
template="${template//@JAVA_OPTS@/$opts}"
printf '%s\n' "$template" > "$out/kernel.json"
echo "$out/kernel.json"
