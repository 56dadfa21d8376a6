#!/usr/bin/env bash
# A mutation pass by hand (docs/testing.md): applies each patch of scripts/mutants/ (or the
# ones named) to the work tree in turn, builds, runs `swift test`, and reports whether some
# test failed (the mutant is killed) or none did (it survived); then takes the patch back
# out. Needs only git and the toolchain. Start from a clean work tree: the script refuses
# otherwise, so that nothing of yours is mixed into a mutant or lost.
#
#   scripts/mutation-pass.sh                     # every mutant (about 20 s each)
#   scripts/mutation-pass.sh scripts/mutants/columns-in-bytes.patch
#   scripts/mutation-pass.sh --oracle-checks     # every check of the oracle, taken out
#   scripts/mutation-pass.sh --oracle-branches   # every branch of each check's condition
#
# With --oracle-checks, each `fail(...)` or `report(...)` call of Sources/TraceOracle is
# taken out in turn (scripts/oracle-checks.pl finds them), in a copy of the oracle and its
# tests in a temporary folder (the work tree is not touched), and the oracle's own tests
# must notice: every check has a hand-written trace that only it rejects. With
# --oracle-branches, each part of the condition that leads to such a call is taken out in
# turn instead (scripts/oracle-branches.pl: a disjunct of an `if` made false, a conjunct of
# a `guard` made true), so that the check fires less often: each branch has its trace too.
#
# Exit 0 when every mutant is killed, 1 when one survives or no longer applies.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--oracle-checks" ] || [ "${1:-}" = "--oracle-branches" ]; then
  finder=scripts/oracle-checks.pl
  [ "$1" = "--oracle-checks" ] || finder=scripts/oracle-branches.pl
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  mkdir -p "$work/Sources" "$work/Tests"
  cp -R Sources/TraceOracle "$work/Sources/"
  cp -R Tests/TraceOracleTests "$work/Tests/"
  cat >"$work/Package.swift" <<'PACKAGE'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "OracleChecks",
  targets: [
    .target(name: "TraceOracle"),
    .testTarget(name: "TraceOracleTests", dependencies: ["TraceOracle"]),
  ],
  swiftLanguageModes: [.v6])
PACKAGE
  (cd "$work" && swift build --build-tests >/dev/null 2>&1 && swift test --skip-build >/dev/null 2>&1) || {
    echo "mutation-pass: the oracle's tests fail without any mutant" >&2
    exit 2
  }
  status=0
  for file in "$work"/Sources/TraceOracle/*.swift; do
    count=$(perl "$finder" count "$file")
    for ((index = 0; index < count; index++)); do
      where="$(basename "$file"):$(perl "$finder" show "$file" "$index")"
      cp "$file" "$work/original"
      perl "$finder" drop "$work/original" "$index" >"$file"
      if ! (cd "$work" && swift build --build-tests >/dev/null 2>&1); then
        echo "NOBUILD  $where"
        status=1
      elif (cd "$work" && swift test --skip-build >/dev/null 2>&1); then
        echo "SURVIVED $where"
        status=1
      else
        echo "KILLED   $where"
      fi
      cp "$work/original" "$file"
      sleep 1
      touch "$file"
    done
  done
  exit $status
fi
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "mutation-pass: the work tree has changes; commit or stash them first" >&2
  exit 2
fi
patches=("$@")
[ ${#patches[@]} -gt 0 ] || patches=(scripts/mutants/*.patch)
log=$(mktemp)
applied=""
# Whatever stops the pass, the mutant in the tree is taken back out.
trap 'rm -f "$log"; [ -z "$applied" ] || git apply -R "$applied"' EXIT
status=0
for patch in "${patches[@]}"; do
  name=$(basename "$patch" .patch)
  if ! git apply --check "$patch" 2>/dev/null; then
    echo "STALE    $name (the code it changes has moved: rewrite the patch)"
    status=1
    continue
  fi
  git apply "$patch"
  applied=$patch
  if ! swift build --build-tests >"$log" 2>&1; then
    echo "NOBUILD  $name"
  elif swift test >"$log" 2>&1; then
    echo "SURVIVED $name"
    status=1
  else
    # No failed test named: the test process itself stopped (a trap in the code under test).
    # `awk`, not `head`: it reads to the end, so `sort` never dies of a closed pipe (which,
    # under pipefail, stopped the whole pass at a mutant that many tests kill).
    killers=$({ grep -E '^✘ Test "' "$log" || true; } | sed -E 's/^✘ Test "([^"]*)".*/\1/' |
      sort -u | awk 'NR <= 3' | paste -sd '|' -)
    echo "KILLED   $name: ${killers:-the test process stopped}"
  fi
  git apply -R "$patch"
  applied=""
  # The files taken back get a new time, so that the next build sees them changed even
  # within the second the mutant was built in.
  sleep 1
  git apply --numstat "$patch" | cut -f3 | xargs touch
done
exit $status
