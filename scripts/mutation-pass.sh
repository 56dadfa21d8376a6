#!/usr/bin/env bash
# A mutation pass by hand (docs/testing.md): applies each patch of scripts/mutants/ (or the
# ones named) to the work tree in turn, builds, runs `swift test`, and reports whether some
# test failed (the mutant is killed) or none did (it survived); then takes the patch back
# out. Needs only git and the toolchain. Start from a clean work tree: the script refuses
# otherwise, so that nothing of yours is mixed into a mutant or lost.
#
#   scripts/mutation-pass.sh                     # every mutant (about a minute each)
#   scripts/mutation-pass.sh scripts/mutants/columns-in-bytes.patch
#
# Exit 0 when every mutant is killed, 1 when one survives or no longer applies.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "mutation-pass: the work tree has changes; commit or stash them first" >&2
  exit 2
fi
patches=("$@")
[ ${#patches[@]} -gt 0 ] || patches=(scripts/mutants/*.patch)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
for patch in "${patches[@]}"; do
  name=$(basename "$patch" .patch)
  if ! git apply --check "$patch" 2>/dev/null; then
    echo "STALE    $name (the code it changes has moved: rewrite the patch)"
    status=1
    continue
  fi
  git apply "$patch"
  if ! swift build --build-tests >"$log" 2>&1; then
    echo "NOBUILD  $name"
  elif swift test >"$log" 2>&1; then
    echo "SURVIVED $name"
    status=1
  else
    killers=$(grep -E '^✘ Test "' "$log" | sed -E 's/^✘ Test "([^"]*)".*/\1/' | sort -u | head -3 |
      paste -sd '|' -)
    echo "KILLED   $name: $killers"
  fi
  git apply -R "$patch"
  # The files taken back get a new time, so that the next build sees them changed even
  # within the second the mutant was built in.
  sleep 1
  git apply --numstat "$patch" | cut -f3 | xargs touch
done
exit $status
