#!/usr/bin/env bash
# Builds the StackNav library's API reference with the toolchain's DocC, no plugin needed:
# the library's symbol graph, then the catalog in Sources/StackNav/StackNav.docc.
#
#   scripts/docs.sh [OUTPUT]    # default .build/docs/StackNav.doccarchive
#
# Fails on any DocC warning (a broken symbol link, say). Browse the archive with
# `docc preview`, or serve it as static files (it is built for static hosting).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
output=${1:-"$root/.build/docs/StackNav.doccarchive"}
cd "$root"

swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs="$root/.build/docs/symbol-graphs"
rm -rf "$graphs" && mkdir -p "$graphs"
cp "$(find .build -path '*symbolgraph/StackNav.symbols.json' | head -1)" "$graphs/"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
docc convert Sources/StackNav/StackNav.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name StackNav --fallback-bundle-identifier org.stacknav.StackNav \
  --transform-for-static-hosting --output-path "$output" 2>&1 | tee "$log"
if grep -q "warning:" "$log"; then
  echo "docs.sh: DocC reported warnings" >&2
  exit 1
fi
echo "API reference: $output"
