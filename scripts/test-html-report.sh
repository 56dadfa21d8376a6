#!/usr/bin/env bash
# Opens the page `stacktrace check --html` writes in headless Chromium, driven over the
# DevTools protocol (--remote-debugging-pipe, from Python's standard library), and checks it
# as a reader would see it:
#   - no console error, no failed script, no request but the page itself (the page's
#     Content-Security-Policy allows nothing else);
#   - the counts shown equal the closing line `check` printed;
#   - every sequence diagram has a size and arrows, and the rows it highlights are exactly
#     the lines the diff beside it removes (golden) or adds (actual);
#   - the kind filter and the name search hide what they should;
#   - a hostile file name shows as text; with scripts off, everything still shows;
#   - each diagram is drawn at its own size (labels at least 11 px high at 1400 px), side by
#     side only where both fit (stacked at 700 px); no highlight covers a lifeline's name;
#   - j / k and the arrow keys move between results, each at its URL fragment; a link to a
#     fragment opens at its result; a diagram opens full size on a click, Escape closes it;
#   - the dark theme (prefers-color-scheme) is dark.
# Screenshots (both themes, 1400 and 700 px wide, an open diagram) go to .build/html-report/
# for people to look at. Fails, saying why, on the first
# check that does not hold, or when Chromium cannot be installed.
#
#   scripts/test-html-report.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build/html-report"
rm -rf "$work" && mkdir -p "$work"

need() {  # command, Debian package
  command -v "$1" > /dev/null && return 0
  echo "installing $2..."
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2"; } \
    > "$work/apt.log" 2>&1 || true
  command -v "$1" > /dev/null || {
    echo "test-html-report: cannot install $2 (apt-get failed, see $work/apt.log): the page" \
      "cannot be checked in a browser" >&2
    exit 1
  }
}
need chromium chromium
need python3 python3

echo "building stacktrace..."
swift build --package-path "$root" --product stacktrace > /dev/null
# The fixture is this script's own: goldens are recorded into it even where CI is set (which
# turns recording off) or STACKTRACE_RECORD asks for another mode.
stacktrace() { env -u CI -u STACKTRACE_RECORD "$root/.build/debug/stacktrace" "$@"; }

# The fixture: passing scenarios, a changed one (its golden edited), a new one, a broken one,
# one whose name is markup, and an orphan golden.
fixture="$work/fixture"
mkdir -p "$fixture/S/nav" "$fixture/S/modal"
printf 'push A B\npop\n' > "$fixture/S/nav/back.scenario"
printf 'push A\npresent B style=pageSheet\ndismiss B\n' > "$fixture/S/modal/sheet.scenario"
printf 'profile ios17\npush A B\npop\n' > "$fixture/S/nav/changed.scenario"
hostile=$'x"<img src=x onerror=alert(1)><script>alert(2)<\\script>\xe2\x80\xae'
printf 'push H\n' > "$fixture/S/$hostile.scenario"
printf 'push P Q\n' > "$fixture/S/passing.scenario"
stacktrace check "$fixture/S" --record missing -q > /dev/null || true
# Now the changes: a statement added, a new scenario, a broken one, an orphan.
printf 'profile ios17\npush A B C\npop\n' > "$fixture/S/nav/changed.scenario"
printf 'root N\npresent M\n' > "$fixture/S/modal/new.scenario"
printf 'push A\nbogus B\n' > "$fixture/S/broken.scenario"
printf '# gone\n' > "$fixture/S/nav/orphan.trace"
printf '# push H\nH init\n' > "$fixture/S/$hostile.trace"

cd "$work"
status=0
stacktrace check fixture/S --record missing --html report.html > check.out 2>&1 || status=$?
closing=$(grep -E '^[0-9]+ passed' check.out | tail -1)
echo "stacktrace check (exit $status): $closing"
[[ $status == 2 ]] || { echo "test-html-report: check should exit 2 (an error)" >&2; exit 1; }

python3 - "$work/report.html" "$closing" "$work" <<'PYTHON'
import json, os, re, subprocess, sys, tempfile, time, base64

page, closing, work = sys.argv[1], sys.argv[2], sys.argv[3]
url = "file://" + page
failures = []

def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL " + message)

# Chromium reads commands from fd 3 and writes replies to fd 4, NUL-terminated.
to_chrome_r, to_chrome_w = os.pipe()
from_chrome_r, from_chrome_w = os.pipe()
def child():
    # Copies first, so that neither pipe end is itself 3 or 4 (dup2 onto itself would keep
    # it closed on exec).
    ends = os.dup(to_chrome_r), os.dup(from_chrome_w)
    os.dup2(ends[0], 3)
    os.dup2(ends[1], 4)
profile = tempfile.mkdtemp(prefix="chromium-", dir=work)
chrome = subprocess.Popen(
    ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
     "--remote-debugging-pipe", "--no-first-run", "--disable-extensions",
     "--disable-background-networking", "--disable-component-update", "--disable-sync",
     "--user-data-dir=" + profile, "about:blank"],
    preexec_fn=child, close_fds=False, stdout=subprocess.DEVNULL,
    stderr=open(os.path.join(work, "chromium.log"), "w"))
os.close(to_chrome_r)
os.close(from_chrome_w)
reader = os.fdopen(from_chrome_r, "rb")
pending = b""
events = []
next_id = 0

def receive():
    global pending
    while b"\0" not in pending:
        chunk = os.read(from_chrome_r, 1 << 20)
        if not chunk:
            raise SystemExit("test-html-report: Chromium closed the pipe (see chromium.log)")
        pending += chunk
    message, pending = pending.split(b"\0", 1)
    return json.loads(message)

def send(method, params=None, session=None, timeout=60):
    global next_id
    next_id += 1
    message = {"id": next_id, "method": method, "params": params or {}}
    if session:
        message["sessionId"] = session
    os.write(to_chrome_w, json.dumps(message).encode() + b"\0")
    deadline = time.time() + timeout
    while time.time() < deadline:
        reply = receive()
        if reply.get("id") == next_id:
            if "error" in reply:
                raise SystemExit(f"test-html-report: {method}: {reply['error']}")
            return reply.get("result", {})
        events.append(reply)
    raise SystemExit(f"test-html-report: no reply to {method}")

def wait_for(method, session, timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline:
        for event in events:
            if event.get("method") == method and event.get("sessionId") == session:
                events.remove(event)
                return event
        events.append(receive())
    raise SystemExit(f"test-html-report: no {method}")

def open_page(scripts=True, width=1400, theme="light", fragment=""):
    target = send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for domain in ["Runtime", "Log", "Network", "Page"]:
        send(domain + ".enable", session=session)
    send("Emulation.setDeviceMetricsOverride",
         {"width": width, "height": 1000, "deviceScaleFactor": 1, "mobile": False}, session)
    send("Emulation.setEmulatedMedia",
         {"features": [{"name": "prefers-color-scheme", "value": theme}]}, session)
    send("Emulation.setFocusEmulationEnabled", {"enabled": True}, session)
    if not scripts:
        send("Emulation.setScriptExecutionDisabled", {"value": True}, session)
    send("Page.navigate", {"url": url + fragment}, session)
    wait_for("Page.loadEventFired", session)
    return session

def press(session, key, code, number):
    for kind in ["keyDown", "keyUp"]:
        event = {"type": kind, "key": key, "code": code, "windowsVirtualKeyCode": number}
        if kind == "keyDown" and len(key) == 1:
            event["text"] = key
        send("Input.dispatchKeyEvent", event, session)

def evaluate(session, expression):
    result = send("Runtime.evaluate",
                  {"expression": expression, "returnByValue": True}, session)
    if "exceptionDetails" in result:
        raise SystemExit(f"test-html-report: {expression[:60]}...: {result['exceptionDetails']}")
    return result["result"].get("value")

def screenshot(session, name, width=1400, whole=True):
    if whole:
        height = evaluate(session, "document.documentElement.scrollHeight")
        shot = send("Page.captureScreenshot",
                    {"format": "png", "captureBeyondViewport": True,
                     "clip": {"x": 0, "y": 0, "width": width, "height": min(height, 16000),
                              "scale": 1}}, session)
    else:
        shot = send("Page.captureScreenshot", {"format": "png"}, session)
    with open(os.path.join(work, name), "wb") as file:
        file.write(base64.b64decode(shot["data"]))

session = open_page()
time.sleep(0.5)
send("Runtime.evaluate", {"expression": "1"}, session)  # gathers the events so far

# 1. Counts: the page's equal the closing line's (a kind it leaves out is 0).
expected = {kind: 0 for kind in ["passed", "failed", "new", "error", "orphan"]}
for count, word in re.findall(r"(\d+) (\w+)", closing):
    expected[word.rstrip("s") if word != "passed" else word] = int(count)
shown = evaluate(session, """Object.fromEntries([...document.querySelectorAll('.counts li')]
  .map(li => [li.id.replace('count-', ''), Number(li.dataset.count)]))""")
check(shown == expected, f"counts shown {shown} differ from the closing line's {expected}")
check(evaluate(session, "document.getElementById('summary').textContent") == closing,
      "the page's summary line is not check's closing line")
sections = evaluate(session, """Object.fromEntries(['failed','new','error','orphan'].map(k =>
  [k, document.querySelectorAll('section[data-kind=' + k + ']').length]))""")
for kind in ["failed", "new", "orphan"]:
    check(sections[kind] == expected[kind], f"{sections[kind]} {kind} sections, "
          f"{expected[kind]} in the closing line")
check(sections["error"] >= 1, "no error section for the broken scenario")

# 2. Diagrams: a size, arrows, and the highlighted rows exactly the diff's changed lines.
diagrams = evaluate(session, """[...document.querySelectorAll('section')].flatMap(section =>
  [...section.querySelectorAll('figure')].map(figure => {
    const svg = figure.querySelector('svg');
    const box = svg.getBoundingClientRect();
    const rows = [...section.querySelectorAll('table.diff tr')];
    const numbers = (kind, column) => rows.filter(row => row.classList.contains(kind))
      .map(row => Number(row.querySelectorAll('td')[column].textContent));
    return {
      section: section.dataset.name, side: figure.className,
      width: box.width, height: box.height,
      arrows: svg.querySelectorAll('.callback').length,
      highlighted: [...svg.querySelectorAll('g.row.changed')].map(g => Number(g.dataset.line)),
      highlightBoxes: [...svg.querySelectorAll('rect.highlight')]
        .filter(rect => rect.getBoundingClientRect().height > 0).length,
      expected: section.querySelector('table.diff') === null ? [] :
        figure.className === 'golden' ? numbers('removed', 0) : numbers('added', 1),
    };
  }))""")
check(len(diagrams) >= 3, f"{len(diagrams)} diagrams: expected the failure's two and the new one")
for diagram in diagrams:
    name = f"{diagram['section']} ({diagram['side']})"
    check(diagram["width"] > 0 and diagram["height"] > 0, f"{name}: a diagram with no size")
    check(diagram["arrows"] > 0, f"{name}: a diagram without a single arrow")
    check(diagram["highlighted"] == diagram["expected"],
          f"{name}: highlights lines {diagram['highlighted']}, the diff changes {diagram['expected']}")
    check(diagram["highlightBoxes"] == len(diagram["highlighted"]),
          f"{name}: a highlighted row is not drawn")
changed = [d for d in diagrams if d["side"] in ("golden", "actual") and d["highlighted"]]
check(len(changed) >= 2, "no diagram highlights a changed callback")

# 3. The filter and the search.
visible = """(kind) => [...document.querySelectorAll('main [data-kind=' + kind + ']')]
  .filter(e => e.getClientRects().length > 0).length"""
check(evaluate(session, f"({visible})('passed')") == 0, "passed scenarios show before asked")
evaluate(session, "document.querySelector('input[value=failed]').click()")
check(evaluate(session, f"({visible})('failed')") == 0, "unticking failed leaves failures shown")
check(evaluate(session, f"({visible})('new')") == expected["new"], "unticking failed hid new ones")
evaluate(session, "document.querySelector('input[value=passed]').click()")
check(evaluate(session, f"({visible})('passed')") == expected["passed"] + 1,
      "ticking passed does not show the passed ones")
evaluate(session, """(() => { const s = document.getElementById('search');
  s.value = 'sheet'; s.dispatchEvent(new Event('input')); })()""")
check(evaluate(session, f"({visible})('passed')") == 2, "the search 'sheet' should leave one passed")
check(evaluate(session, f"({visible})('new')") == 0, "the search 'sheet' leaves a new one shown")
evaluate(session, """(() => { const s = document.getElementById('search');
  s.value = ''; s.dispatchEvent(new Event('input'));
  document.querySelector('input[value=failed]').click();
  document.querySelector('input[value=passed]').click(); })()""")

# 4. The hostile name is text: nothing it holds became markup.
hostile = evaluate(session, """(() => {
  const section = [...document.querySelectorAll('section')]
    .find(s => s.dataset.name.includes('onerror'));
  return section ? {
    text: section.querySelector('h2 code').textContent,
    images: document.querySelectorAll('img').length,
    scripts: document.querySelectorAll('script').length,
  } : null; })()""")
check(hostile is not None, "no section for the scenario with a hostile name")
if hostile:
    check("<img src=x onerror=alert(1)><script>" in hostile["text"],
          f"the hostile name does not show as text: {hostile['text']!r}")
    check("\u202e" not in hostile["text"], "a bidi override reached the page")
    check(hostile["images"] == 0 and hostile["scripts"] == 1, "markup from a name became elements")
screenshot(session, "report.png")

# 5. Readable diagrams: at 1400 px each is drawn at its own size (never shrunk), its labels
# at least 11 px high; side by side only where both fit, else stacked.
layout = """[...document.querySelectorAll('.diagrams')].map(row => {
  const figures = [...row.querySelectorAll('figure')].map(f => f.getBoundingClientRect());
  const svgs = [...row.querySelectorAll('svg')];
  return {
    figures: figures.map(r => ({top: r.top, bottom: r.bottom, left: r.left, width: r.width})),
    drawn: svgs.map(svg => svg.getBoundingClientRect().width),
    own: svgs.map(svg => Number(svg.getAttribute('width'))),
    label: Math.min(...svgs.flatMap(svg => [...svg.querySelectorAll('text')]
      .map(t => t.getBoundingClientRect().height).filter(h => h > 0))),
    room: row.getBoundingClientRect().width,
  }; })"""
def check_layout(session, width):
    for row in evaluate(session, layout):
        for drawn, own in zip(row["drawn"], row["own"]):
            check(abs(drawn - own) < 1, f"at {width} px a diagram is drawn {drawn} px wide, not {own}")
        check(row["label"] >= 11, f"at {width} px a diagram's labels are {row['label']:.1f} px high")
        if len(row["figures"]) == 2:
            golden, actual = row["figures"]
            fits = golden["width"] + actual["width"] + 12 <= row["room"]
            stacked = actual["top"] >= golden["bottom"] - 1
            check(stacked != fits, f"at {width} px diagrams of {golden['width']:.0f} and "
                  f"{actual['width']:.0f} px in {row['room']:.0f}: stacked={stacked}")
    return evaluate(session, f"({layout}).filter(r => r.figures.length == 2 && "
                    "r.figures[1].top >= r.figures[0].bottom - 1).length")
check_layout(session, 1400)

# 6. No highlight hides a lifeline's name: at the middle of each box's caption, the caption
# is what the reader sees.
hidden_names = evaluate(session, """[...document.querySelectorAll('.diagrams svg text[font-weight=bold]')]
  .filter(text => { text.scrollIntoView({block: 'center', inline: 'center'});
    const r = text.getBoundingClientRect();
    const seen = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return seen !== text; }).map(text => text.textContent)""")
check(hidden_names == [], f"something covers the lifelines named {hidden_names}")

# 7. The keyboard: j and k (and the arrows) move between results, each at its own fragment;
# a diagram opens full size on a click, and Escape closes it.
evaluate(session, "window.scrollTo(0, 0)")
ids = evaluate(session, """[...document.querySelectorAll('main section.result[id]')]
  .filter(s => s.getClientRects().length > 0).map(s => s.id)""")
check(len(ids) >= 3, f"only {len(ids)} results to move between")
steps = [("j", "KeyJ", 74, 0), ("j", "KeyJ", 74, 1), ("ArrowDown", "ArrowDown", 40, 2),
         ("k", "KeyK", 75, 1), ("ArrowUp", "ArrowUp", 38, 0)]
for key, code, number, expected_index in steps:
    press(session, key, code, number)
    at = evaluate(session, """[location.hash,
      (document.querySelector('section.result.current') || {}).id]""")
    check(at == ["#" + ids[expected_index], ids[expected_index]],
          f"after {key}: at {at}, expected #{ids[expected_index]}")
opened = evaluate(session, """(() => { const f = document.querySelector('.diagrams figure');
  f.click(); const r = f.getBoundingClientRect();
  return [f.classList.contains('zoomed'), r.width >= innerWidth - 1, r.height >= innerHeight - 1];
  })()""")
check(opened == [True, True, True], f"a clicked diagram does not fill the window: {opened}")
screenshot(session, "report-diagram-open.png", whole=False)
press(session, "Escape", "Escape", 27)
check(evaluate(session, "document.querySelectorAll('figure.zoomed').length") == 0,
      "Escape does not close the open diagram")
linked = open_page(fragment="#" + ids[1])
at = evaluate(linked, """(() => { const s = document.querySelector('section.result.current');
  return s ? [s.id, Math.round(s.getBoundingClientRect().top)] : null; })()""")
check(at is not None and at[0] == ids[1] and at[1] < 120,
      f"the link #{ids[1]} does not open at its result: {at}")

# 8. Two widths, two themes: 700 px stacks the diagrams; dark is dark.
for theme in ["light", "dark"]:
    for width in [1400, 700]:
        view = open_page(width=width, theme=theme)
        if width == 700:
            check(check_layout(view, width) >= 1, "at 700 px no pair of diagrams is stacked")
        background = evaluate(view, "getComputedStyle(document.body).backgroundColor")
        channels = [int(x) for x in re.findall(r"\d+", background)[:3]]
        check((sum(channels) < 200) == (theme == "dark"),
              f"the {theme} theme's background is {background}")
        screenshot(view, f"report-{width}-{theme}.png", width)

# 9. Nothing went wrong, nothing was loaded.
time.sleep(0.3)
send("Runtime.evaluate", {"expression": "1"}, session)
for event in events:
    method, params = event.get("method"), event.get("params", {})
    if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
        check(False, f"console error: {params.get('args')}")
    if method == "Runtime.exceptionThrown":
        check(False, f"exception: {params.get('exceptionDetails', {}).get('text')}")
    if method == "Log.entryAdded" and params["entry"].get("level") == "error":
        check(False, f"console: {params['entry'].get('text')}")
    if method == "Network.requestWillBeSent" and params["request"]["url"] != url:
        check(False, f"a request: {params['request']['url']}")

# 10. With scripts off, every result shows; the filter, which needs a script, does not.
quiet = open_page(scripts=False)
check(evaluate(quiet, "document.getElementById('filters').getClientRects().length") == 0,
      "with scripts off, the filter shows though it cannot work")
check(evaluate(quiet, f"({visible})('failed')") == expected["failed"],
      "with scripts off, a failure is hidden")
screenshot(quiet, "report-without-scripts.png")

send("Browser.close")
chrome.wait(timeout=30)
if failures:
    sys.exit(f"test-html-report: {len(failures)} check(s) failed")
print(f"the page passed every check in Chromium ({len(diagrams)} diagrams); screenshots in {work}")
PYTHON
