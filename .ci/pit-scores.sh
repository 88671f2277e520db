#!/usr/bin/env bash
# Per-package mutation score from PIT's XML reports (every mutations.xml under the given folder, default
# gcscript-lib/target/pit-reports):
# package, mutants, killed (detected: killed, timed out or memory error), survived, no_coverage, score %.
# With a second argument (a minimum %), exits 1 when a package scores below it.
set -euo pipefail
DIR="${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/gcscript-lib/target/pit-reports}"
MIN="${2:-}"
mapfile -t XML < <(find "$DIR" -name mutations.xml 2>/dev/null | sort)
[ ${#XML[@]} -gt 0 ] || { echo "no PIT report under $DIR" >&2; exit 2; }
cat "${XML[@]}" | grep -o "<mutation detected='[a-z]*' status='[A-Z_]*'.*<mutatedClass>[^<]*</mutatedClass>" \
  | sed -E "s/<mutation detected='([a-z]*)' status='([A-Z_]*)'.*<mutatedClass>([^<]*)<\/mutatedClass>/\1 \2 \3/" \
  | awk -v min="$MIN" '
      { pkg = $3; sub(/\.[^.]*$/, "", pkg); sub(/\$.*/, "", pkg); n[pkg]++; all++
        if ($1 == "true") { k[pkg]++; kall++ } else if ($2 == "NO_COVERAGE") nc[pkg]++; else s[pkg]++ }
      END {
        printf "%-20s %8s %8s %8s %12s %7s\n", "package", "mutants", "killed", "survived", "no_coverage", "score"
        bad = 0
        for (p in n) {
          sc = 100 * k[p] / n[p]
          printf "%-20s %8d %8d %8d %12d %6.1f%%\n", p, n[p], k[p], s[p], nc[p], sc
          if (min != "" && sc < min) bad = 1
        }
        printf "%-20s %8d %8d %8s %12s %6.1f%%\n", "all", all, kall, "", "", all ? 100 * kall / all : 0
        exit bad
      }' | { read -r head; echo "$head"; sort; }
