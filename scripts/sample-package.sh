#!/usr/bin/env bash
# Builds the sample app package README.md shows ("Golden traces in your app's tests")
# against this checkout, as a user would: its Package.swift and test file are taken from
# README.md as written there. Its first `swift test` must fail and leave a pending golden in
# __Goldens__ beside the test file; `stacktrace review --accept` accepts it; the second
# `swift test` must pass. .ci/run runs it, so the README's snippet stays true.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The code block after each `<!-- sample: PATH -->` marker in README.md, into PATH.
awk -v out="$work/App" '
  /<!-- sample: / { path = $3; next }
  path != "" && /^```swift/ {
    inside = 1; file = out "/" path
    dir = file; sub(/\/[^\/]*$/, "", dir); system("mkdir -p \"" dir "\"")
    next
  }
  inside && /^```/ { inside = 0; path = ""; close(file); next }
  inside { print > file }
' README.md
ln -s "$checkout" "$work/StackNav"
test -f "$work/App/Package.swift" && test -f "$work/App/Tests/AppTests/CheckoutTests.swift"

cd "$work/App"
unset CI STACKTRACE_RECORD
swift build --build-tests
if swift test > first.log 2>&1; then
  echo "sample package: the first swift test passed, but a new golden must fail it" >&2
  exit 1
fi
pending=Tests/AppTests/__Goldens__/CheckoutTests/checkout.trace.new
test -f "$pending" || { echo "sample package: no $pending" >&2; cat first.log >&2; exit 1; }
grep -q "To accept it: stacktrace review" first.log
"$checkout/.build/debug/stacktrace" review --accept
test -f Tests/AppTests/__Goldens__/CheckoutTests/checkout.trace
swift test > second.log 2>&1 || { echo "sample package: the second swift test failed" >&2; cat second.log >&2; exit 1; }
echo "sample package: builds against this checkout; a new golden fails, is accepted, then passes"
