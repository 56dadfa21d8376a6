#!/usr/bin/env bash
# Builds every test target of the package on its own, each from an empty build folder, as a
# fresh clone's first `swift test` may: a file importing a module its target does not depend
# on (directly or through another dependency) then fails, where a warm .build hides it.
# docs/testing.md; ArchitectureTests holds the stricter rule (each import declared directly).
#
#   scripts/build-test-targets-alone.sh            # every test target
#   scripts/build-test-targets-alone.sh T1 T2      # only those
#
# Each build folder is a fresh temporary folder, removed afterwards. Exits 1 naming the
# targets that did not build.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -gt 0 ]; then
  targets=("$@")
else
  # `swift package describe` lists each target's name, then its type.
  mapfile -t targets < <(swift package describe |
    awk '/^Targets:/ { listing = 1 }
         listing && $1 == "Name:" { name = $2 }
         listing && $1 == "Type:" && $2 == "test" { print name }')
fi
if [ ${#targets[@]} -eq 0 ]; then
  echo "build-test-targets-alone: no test target found" >&2
  exit 1
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/stacknav-alone.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
failed=()
total_start=$SECONDS
for target in "${targets[@]}"; do
  start=$SECONDS
  if swift build --target "$target" --scratch-path "$scratch/$target" -q \
    >"$scratch/log" 2>&1; then
    echo "$target: built alone from an empty build folder in $((SECONDS - start)) s"
  else
    echo "$target: does not build alone from an empty build folder:" >&2
    grep -E ': error: ' "$scratch/log" | sort -u | head -10 >&2 || tail -20 "$scratch/log" >&2
    failed+=("$target")
  fi
  rm -rf "${scratch:?}/$target"
done
echo "${#targets[@]} test targets in $((SECONDS - total_start)) s"
if [ ${#failed[@]} -gt 0 ]; then
  echo "build-test-targets-alone: ${failed[*]} did not build alone" >&2
  exit 1
fi
