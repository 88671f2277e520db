# Shared by the kernel-config scripts: locations, the JDK, and building the kernel when it is missing or stale.
# shellcheck shell=bash
KERNEL_CONFIG="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(dirname "$KERNEL_CONFIG")"
KERNEL_JAR="$REPO/gcscript-kernel/target/gcscript-kernel.jar"
KERNEL_LIB="$REPO/gcscript-kernel/target/lib"
# where install.sh writes the kernelspec; run-notebooks.sh points it at its own folder for its headless kernels
JUPYTER_HOME="${GCSCRIPT_JUPYTER_HOME:-$KERNEL_CONFIG/build/jupyter}"

# Jupyter's and IPython's state (config, data, runtime, ipython profile) under kernel-config/build/, never in the
# home folder; the gcscript kernelspec first on the kernel path.
jupyter_state_env() {
    local state="$KERNEL_CONFIG/build/state"
    mkdir -p "$state/config" "$state/data" "$state/runtime" "$state/ipython"
    export JUPYTER_PATH="$JUPYTER_HOME${JUPYTER_PATH:+:$JUPYTER_PATH}"
    export JUPYTER_CONFIG_DIR="$state/config"
    export JUPYTER_DATA_DIR="$state/data"
    export JUPYTER_RUNTIME_DIR="${JUPYTER_RUNTIME_DIR:-$state/runtime}"
    export IPYTHONDIR="$state/ipython"
}

die() { echo "$(basename "$0"): $*" >&2; exit 2; }

# The JDK that runs the kernel: $JAVA, else $JAVA_HOME/bin/java, else java on PATH; it must have jdk.jshell.
find_java() {
    local j="${JAVA:-}"
    if [[ -z $j && -n ${JAVA_HOME:-} && -x $JAVA_HOME/bin/java ]]; then j="$JAVA_HOME/bin/java"; fi
    if [[ -z $j ]]; then j="$(command -v java || true)"; fi
    [[ -n $j ]] || die "no java found (set JAVA or JAVA_HOME to a JDK 17+)"
    j="$(readlink -f "$j")"
    "$j" --list-modules 2>/dev/null | grep -q '^jdk\.jshell@' \
        || die "$j has no jdk.jshell module: the kernel needs a full JDK, not a JRE"
    echo "$j"
}

# Rebuilds the kernel jar and its lib/ when a source, pom or the default imports are newer than the jar.
build_kernel_if_needed() {
    local stale=0
    if [[ ! -f $KERNEL_JAR || ! -d $KERNEL_LIB ]]; then
        stale=1
    elif [[ -n $(find "$REPO/pom.xml" "$REPO"/gcscript-lib "$REPO"/datasets "$REPO"/goldeneye "$REPO"/gcscript-viewer "$REPO"/gcscript-kernel \
                  "$KERNEL_CONFIG/imports.jsh" \( -path '*/target' -o -path '*/node_modules' \) -prune -o -type f \
                  \( -name '*.java' -o -name 'pom.xml' -o -name '*.jsh' -o -path '*/gcscript-viewer/src/main/js/*' -o -name 'package-lock.json' \) \
                  -newer "$KERNEL_JAR" -print -quit 2>/dev/null) ]]; then
        stale=1
    fi
    if (( stale )); then
        echo "building gcscript-kernel (mvn -pl gcscript-kernel -am package -DskipTests) ..." >&2
        (cd "$REPO" && ${MVN:-mvn} -q ${MVN_ARGS:-} -pl gcscript-kernel -am package -DskipTests) >&2
    fi
}

# Every jar the kernel runs with, ':'-joined (for tools such as jshell that do not expand 'lib/*').
kernel_class_path() {
    local cp="$KERNEL_JAR" j
    for j in "$KERNEL_LIB"/*.jar; do cp="$cp:$j"; done
    echo "$cp"
}

json_escape() {
    local s="$1"
    s="${s//\\/\\\\}"
    s="${s//\"/\\\"}"
    printf '%s' "$s"
}

# Whether the user agreed to install Debian packages: GCSCRIPT_INSTALL=1 (the --install flag of bin/gcscript notebook
# and test), CI=true (the project's CI run, .ci/run), or "y" at a prompt when stdin and stderr are a terminal.
# Nothing is ever installed without one of these.
may_install() {
    [[ ${GCSCRIPT_INSTALL:-0} == 1 || ${CI:-} == true ]] && return 0
    [[ -t 0 && -t 2 ]] || return 1
    local answer=""
    read -r -p "install the Debian packages $* with apt-get now? [y/N] " answer || return 1
    [[ $answer == [yY]* ]]
}

# apt-get install as root or through sudo: one line says what is installed and where apt-get's output went
# (kernel-config/build/apt-get.log); a failure shows that log's end.
apt_install() {
    local sudo=() log="$KERNEL_CONFIG/build/apt-get.log"
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null || die "need root or sudo to install: $*"
        sudo=(sudo)
    fi
    mkdir -p "$(dirname "$log")"
    echo "installing with apt-get: $* (output in $log)" >&2
    if ! { ${sudo[@]+"${sudo[@]}"} apt-get update -qq \
            && ${sudo[@]+"${sudo[@]}"} env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"; } > "$log" 2>&1; then
        echo "apt-get failed; the end of $log:" >&2
        tail -n 15 "$log" >&2
        exit 1
    fi
}

# Jupyter for bin/gcscript notebook: "server" (JupyterLab or the classic notebook) or "nbconvert" (headless runs).
# Missing: installed from Debian with the user's consent (may_install), else one line naming the packages and the
# --install flag, exit 1.
ensure_jupyter() {
    local pkgs
    if [[ $1 == server ]]; then
        command -v jupyter >/dev/null && { jupyter lab --version || jupyter notebook --version; } >/dev/null 2>&1 && return 0
        pkgs=(jupyter-notebook jupyter-client fonts-dejavu-core)
    else
        command -v jupyter >/dev/null && jupyter nbconvert --version >/dev/null 2>&1 && return 0
        pkgs=(jupyter-nbconvert jupyter-client fonts-dejavu-core)
    fi
    if may_install "${pkgs[@]}"; then
        apt_install "${pkgs[@]}"
        return 0
    fi
    echo "gcscript notebook: no Jupyter found (needs ${pkgs[*]}); rerun with --install to install them with apt-get, or install a Jupyter yourself" >&2
    exit 1
}
