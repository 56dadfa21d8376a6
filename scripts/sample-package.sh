#!/usr/bin/env bash
# Builds the sample app package README.md shows ("Golden traces in your app's tests")
# against this checkout, as a user would: its Package.swift, its test file and its shell
# steps are taken from README.md as written there; the one change is the path to the
# clone, which a user writes too. Then, in order:
#   - the build shows no warning about unhandled files or the excluded goldens' folder;
#   - the first `swift test` fails, leaves a pending golden in __Goldens__ beside the test
#     file, and its message names the plugin's command;
#   - the plugin (`swift package ... stacktrace review --accept`) accepts it;
#   - the second `swift test` passes;
#   - with the test changed, `stacktrace test` on a pseudo-terminal runs the tests, opens
#     review, takes the key `a`, exits 0; run again, it finds nothing pending and exits 0.
# .ci/run runs it, so the README's snippet stays true.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$(pwd)
tool="$checkout/.build/debug/stacktrace"
test -x "$tool" || swift build --product stacktrace
command -v python3 >/dev/null 2>&1 ||
  apt-get install -y python3 >/dev/null 2>&1 ||
  (apt-get update >/dev/null 2>&1 && apt-get install -y python3 >/dev/null 2>&1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "sample package: $*" >&2; exit 1; }

# The code block after each `<!-- sample: PATH -->` marker in README.md, into PATH; the one
# after each `<!-- sample-shell -->`, into steps/N.sh.
awk -v out="$work/app" '
  /<!-- sample: / { path = $3; next }
  /<!-- sample-shell -->/ { path = "steps/" (++steps) ".sh"; next }
  path != "" && /^```(swift|sh)/ {
    inside = 1; file = out "/" path
    dir = file; sub(/\/[^\/]*$/, "", dir); system("mkdir -p \"" dir "\"")
    next
  }
  inside && /^```/ { inside = 0; path = ""; close(file); next }
  inside { print > file }
' README.md
cd "$work/app"
test -f Package.swift && test -f Tests/AppTests/CheckoutTests.swift && test -f steps/2.sh ||
  fail "README.md lost a sample block"
mv steps "$work/steps"
grep -q 'path: "../StackNav"' Package.swift || fail "README.md's Package.swift names no ../StackNav"
sed -i "s|path: \"../StackNav\"|path: \"$checkout\"|" Package.swift
[ "$(basename "$checkout")" != StackNav ] ||
  echo "sample package: note: this checkout's folder is named StackNav" >&2

unset CI STACKTRACE_RECORD STACKTRACE_COMMAND
bash -eu "$work/steps/1.sh"
swift build --build-tests > build.log 2>&1 || { cat build.log >&2; fail "the build failed"; }
if grep -E "unhandled|Invalid Exclude" build.log >&2; then fail "the build warns"; fi
if swift test > first.log 2>&1; then
  fail "the first swift test passed, but a new golden must fail it"
fi
pending=Tests/AppTests/__Goldens__/CheckoutTests/checkout.trace.new
test -f "$pending" || { cat first.log >&2; fail "no $pending"; }
if command -v stacktrace >/dev/null 2>&1; then
  command="stacktrace review (or stacktrace review --accept)"
else
  command="swift package --allow-writing-to-package-directory stacktrace review --accept"
fi
grep -qF "To accept it: $command." first.log || { cat first.log >&2; fail "no '$command'"; }
grep -qF "wrote $pending for review" first.log || { cat first.log >&2; fail "no relative path"; }
bash -eu "$work/steps/2.sh" > accept.log 2>&1 || { cat accept.log >&2; fail "the plugin failed"; }
test -f Tests/AppTests/__Goldens__/CheckoutTests/checkout.trace || fail "the plugin accepted nothing"
swift test > second.log 2>&1 || { cat second.log >&2; fail "the second swift test failed"; }

# The one-step command, on a pseudo-terminal: the test changed, its trace is pending,
# review asks, `a` accepts.
sed -i 's|push A B\\npop\\n|push A B C\\npop\\n|' Tests/AppTests/CheckoutTests.swift
cat > "$work/drive.py" <<'PY'
import os, pty, select, sys, time
pid, fd = pty.fork()
if pid == 0:
    os.execv(sys.argv[1], sys.argv[1:])
output, sent, deadline = b"", False, time.time() + 1800
while time.time() < deadline:
    if select.select([fd], [], [], 1)[0]:
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        if not data:
            break
        output += data
        if not sent and b"keys (?)? " in output:
            os.write(fd, b"a")
            sent = True
sys.stdout.buffer.write(output)
status = os.waitpid(pid, 0)[1]
sys.exit(os.waitstatus_to_exitcode(status) if sent else 99)
PY
python3 "$work/drive.py" "$tool" test --color never > third.log 2>&1 ||
  { cat third.log >&2; fail "stacktrace test on a terminal did not accept and pass"; }
grep -q "CheckoutTests.swift:5 (1 of 1)" third.log || { cat third.log >&2; fail "no test line"; }
grep -q "^accepted Tests/AppTests/__Goldens__/CheckoutTests/checkout.trace" third.log ||
  { cat third.log >&2; fail "stacktrace test accepted nothing"; }
"$tool" test > fourth.log 2>&1 || { cat fourth.log >&2; fail "stacktrace test again failed"; }
grep -q "^no pending goldens" fourth.log || { cat fourth.log >&2; fail "something still pending"; }
echo "sample package: builds against this checkout without warnings; a new golden fails," \
  "the plugin accepts it, then it passes; stacktrace test reviews and accepts on a terminal"
