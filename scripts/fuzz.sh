#!/usr/bin/env bash
# Builds the libFuzzer target over parse-and-run and fuzzes it for SECONDS (default 60),
# with Scenarios/ and the malformed corpus as seeds. Findings land in .build/fuzz/findings/.
#
#   scripts/fuzz.sh 600
#
# Needs only the Swift toolchain (its clang runtime carries libFuzzer and AddressSanitizer).
set -euo pipefail
seconds=${1:-60}
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/.build/fuzz"
mkdir -p "$out/modules" "$out/corpus" "$out/findings"
flags=(-O -D DEBUG -swift-version 6 -parse-as-library -sanitize=fuzzer,address
  -package-name StackNav -I "$out/modules")

build_module() {  # name, source folder
  local name=$1 folder=$2
  # shellcheck disable=SC2046
  swiftc "${flags[@]}" -wmo -module-name "$name" -emit-module \
    -emit-module-path "$out/modules/$name.swiftmodule" \
    -c $(find "$folder" -name '*.swift' | sort) -o "$out/modules/$name.o"
}

echo "building the fuzz target..."
# The modules parse-and-run needs, each after those it imports (docs/architecture.md).
modules=(StackNav TraceOracle StackTraceIO StackTraceScenario StackTraceFormats StackTraceDiff
  StackTraceRun)
objects=()
for module in "${modules[@]}"; do
  build_module "$module" "$root/Sources/$module"
  objects+=("$out/modules/$module.o")
done
swiftc "${flags[@]}" -module-name StackNavFuzz "$root/scripts/fuzz/FuzzEntry.swift" \
  "${objects[@]}" -o "$out/stacktrace-fuzz"

# Seeds: every scenario of the project and the malformed corpus.
find "$root/Scenarios" "$root/Tests/Corpus" -name '*.scenario' -exec cp {} "$out/corpus/" \;

echo "fuzzing for $seconds seconds..."
cd "$out"
./stacktrace-fuzz -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
  -dict="$root/scripts/fuzz/scenario.dict" -artifact_prefix="$out/findings/" \
  -print_final_stats=1 "$out/corpus"
