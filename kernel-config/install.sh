#!/usr/bin/env bash
# Writes the gcscript kernelspec to kernel-config/build/jupyter/kernels/gcscript/kernel.json, never into the
# home folder. Use it with: export JUPYTER_PATH=<repo>/kernel-config/build/jupyter
# Extra JVM options for the kernel: GCSCRIPT_KERNEL_JAVA_OPTS="-Xmx6g" kernel-config/install.sh
# It also records a CDS archive of the classes a session loads (kernel-config/build/gcscript-kernel.jsa, remade when
# the jars or the JDK change), which roughly halves kernel start to first result; GCSCRIPT_KERNEL_CDS=0 skips it.
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

[[ -f $KERNEL_JAR && -d $KERNEL_LIB ]] \
    || die "kernel not built; run: mvn -q -pl gcscript-kernel -am package -DskipTests (or kernel-config/run-notebooks.sh)"
java="$(find_java)"

java_opts=(${GCSCRIPT_KERNEL_JAVA_OPTS:-})
build="$KERNEL_CONFIG/build"
cds="$build/gcscript-kernel.jsa"
mkdir -p "$build"
if [[ ${GCSCRIPT_KERNEL_CDS:-1} != 0 ]]; then
    if [[ ! -f $cds || $KERNEL_JAR -nt $cds || $java -nt $cds || -n $(find "$KERNEL_LIB" -newer "$cds" -print -quit) ]]; then
        rm -f "$cds"
        echo "recording the kernel's CDS archive (once per build) ..." >&2
        if ! "$java" -XX:ArchiveClassesAtExit="$cds" -Djava.awt.headless=true -Dgcscript.kernel.config="$KERNEL_CONFIG" \
                -cp "$KERNEL_JAR:$KERNEL_LIB/*" gcscript.kernel.Main --warm-up > "$build/cds.log" 2>&1 || [[ ! -f $cds ]]; then
            echo "install.sh: no CDS archive (see $build/cds.log); the kernel starts without it" >&2
            rm -f "$cds"
        fi
    fi
    if [[ -f $cds ]]; then java_opts+=("-XX:SharedArchiveFile=$cds"); fi
else
    rm -f "$cds"
fi

opts=""
for o in "${java_opts[@]}"; do
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
