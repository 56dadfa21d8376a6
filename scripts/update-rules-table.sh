#!/usr/bin/env bash
# Rewrites the rules tables of docs/profiles.md (between its rules:begin and rules:end
# markers) from `stacktrace rules --table`; RulesTableTests fails until this is run.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product stacktrace >/dev/null
table=$(mktemp)
trap 'rm -f "$table"' EXIT
.build/debug/stacktrace rules --table >"$table"
awk -v table="$table" '
  /<!-- rules:begin -->/ { print; while ((getline line < table) > 0) print line; skipping = 1; next }
  /<!-- rules:end -->/ { skipping = 0 }
  !skipping { print }
' docs/profiles.md >docs/profiles.md.new
mv docs/profiles.md.new docs/profiles.md
