#!/usr/bin/env bash
# Renders every diagram StackNav draws for Scenarios/ with the real renderers, and fails on
# the first one they reject:
#   - the ownership graph of each scenario as DOT, through Graphviz (dot -Tsvg);
#   - its sequence diagram (with and without containers) and its graph as Mermaid, through
#     Mermaid itself in headless Chromium.
# With --png DIR, also writes a PNG of each Mermaid diagram to DIR, to look at.
#
#   scripts/render-diagrams.sh [--png DIR]
#
# Installs what it needs when missing: Graphviz and Chromium (apt-get), Python 3, and
# Mermaid's browser bundle (taken from the `mmdc` package on PyPI, which ships it).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
png=""
if [[ ${1:-} == "--png" ]]; then png=$(mkdir -p "$2" && cd "$2" && pwd); fi
work="$root/.build/render"
rm -rf "$work/diagrams" && mkdir -p "$work/diagrams" "$work/tools"

need() {  # command, Debian package
  command -v "$1" > /dev/null || {
    echo "installing $2..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" > /dev/null
  }
}
need dot graphviz
need chromium chromium
need python3 python3
need pip3 python3-pip
mermaid="$work/tools/mermaid.js"
if [[ ! -f $mermaid ]]; then
  echo "fetching Mermaid's bundle..."
  pip3 download --no-deps --quiet -d "$work/tools" mmdc==0.7.0
  python3 -c "import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read('mmdc/assets/mermaid.js'))" \
    "$work"/tools/mmdc-0.7.0-*.whl > "$mermaid"
fi

echo "building stacktrace..."
swift build --package-path "$root" --product stacktrace > /dev/null
stacktrace="$root/.build/debug/stacktrace"

count=0
while IFS= read -r scenario; do
  name=$(echo "${scenario#"$root"/Scenarios/}" | tr '/' '-')
  name=${name%.scenario}
  "$stacktrace" run "$scenario" --format mermaid > "$work/diagrams/$name.mmd" 2> /dev/null || true
  "$stacktrace" run "$scenario" --format mermaid --containers \
    > "$work/diagrams/$name-containers.mmd" 2> /dev/null || true
  if "$stacktrace" graph "$scenario" --format mermaid > "$work/diagrams/$name-graph.mmd" 2> /dev/null; then
    "$stacktrace" graph "$scenario" > "$work/diagrams/$name-graph.dot"
    dot -Tsvg "$work/diagrams/$name-graph.dot" -o "$work/diagrams/$name-graph.svg"
  else
    rm "$work/diagrams/$name-graph.mmd"  # UIKit raised: no graph
  fi
  count=$((count + 1))
done < <(find "$root/Scenarios" -name '*.scenario' | sort)
echo "Graphviz rendered the graphs of $count scenarios"

# One page renders every Mermaid diagram and reports each failure.
python3 - "$work" "$png" <<'PYTHON'
import html, json, os, subprocess, sys
work, png = sys.argv[1], sys.argv[2]
names = sorted(f for f in os.listdir(f"{work}/diagrams") if f.endswith(".mmd"))
texts = [open(f"{work}/diagrams/{n}").read() for n in names]

def page(script, body=""):
    return f"""<!doctype html><html><head><meta charset="utf-8">
<script src="{work}/tools/mermaid.js"></script></head><body style="background:white">{body}
<pre id="result">pending</pre><script>
const mermaid = __esbuild_esm_mermaid_nm.mermaid.default || __esbuild_esm_mermaid_nm.mermaid;
mermaid.initialize({{startOnLoad: false}});
{script}
</script></body></html>"""

def chromium(path, *arguments):
    return subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
        "--hide-scrollbars", "--virtual-time-budget=600000", *arguments, f"file://{path}"],
        capture_output=True, text=True, timeout=900).stdout

check = f"{work}/check.html"
with open(check, "w") as file:
    file.write(page(f"""(async () => {{
  const texts = {json.dumps(texts)}, failures = [];
  for (let i = 0; i < texts.length; i++) {{
    try {{ await mermaid.render('d' + i, texts[i]); }}
    catch (e) {{ failures.push([i, String(e.message || e)]); }}
  }}
  document.getElementById('result').textContent = 'DONE ' + JSON.stringify(failures);
}})();"""))
dom = chromium(check, "--dump-dom")
start = dom.find("DONE ")
if start < 0:
    sys.exit("Mermaid did not finish rendering")
failures = json.loads(html.unescape(dom[start + 5:dom.find("</pre>", start)]))
for index, message in failures:
    print(f"Mermaid rejects {names[index]}: {message}")
print(f"Mermaid rendered {len(names) - len(failures)} of {len(names)} diagrams")
if png:
    for name, text in zip(names, texts):
        single = f"{work}/diagrams/{name}.html"
        with open(single, "w") as file:
            file.write(page("mermaid.run().then(() => { const s = document.querySelector('svg'); "
                "document.getElementById('result').textContent = ''; })",
                f'<pre class="mermaid">{html.escape(text)}</pre>'))
        chromium(single, "--window-size=1400,2400", f"--screenshot={png}/{name[:-4]}.png")
    print(f"PNGs in {png}")
sys.exit(1 if failures else 0)
PYTHON
