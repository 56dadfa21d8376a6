/// The benchmark's inputs, built deterministically from fixed seeds.
enum Workloads {
  /// SplitMix64, so that every machine builds the same files.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  /// A session of `statements` statements mixing push, pop, present, dismiss, tab switches,
  /// interactive pops and memory warnings over three tabs, each stack up to `maxDepth` deep.
  static func session(statements: Int, maxDepth: Int = 1_000, seed: UInt64 = 1) -> String {
    var random = Random(state: seed)
    var text = "profile ios17\ntabs T0 T1 T2 embed=nav\n"
    var depths = [1, 1, 1]
    var tab = 0
    var presented = false
    var next = 0
    for _ in 2..<statements {
      if presented {
        text += "dismiss\n"
        presented = false
        continue
      }
      let roll = random.below(1_000)
      switch roll {
      case 0..<450 where depths[tab] < maxDepth:
        text += "push C\(next)\n"
        next += 1
        depths[tab] += 1
      case 0..<800 where depths[tab] > 1:
        text += roll < 760 ? "pop\n" : "swipeBack\n"
        depths[tab] -= 1
      case 800..<900:
        text += "present P\(next) style=fullScreen\n"
        next += 1
        presented = true
      case 900..<999:
        tab = (tab + 1 + random.below(2)) % 3
        text += "select T\(tab)\n"
      case 999:
        text += "memoryWarning\n"
      default:
        text += "push C\(next) animated=false\n"
        next += 1
        depths[tab] += 1
      }
    }
    return text
  }

  /// Pushes `depth` controllers, one a statement, then pops back to the root.
  static func deepStack(depth: Int) -> String {
    var text = "profile ios17\n"
    text.reserveCapacity(depth * 28)
    for index in 0..<depth { text += "push C\(index) animated=false\n" }
    return text + "popToRoot\n"
  }

  /// `text`'s lines with about `perThousand` in a thousand changed, deleted or doubled, at places
  /// spread by the seed. A changed line stays a trace line (its first word gets longer), so
  /// that `stacktrace diff`, which compares callback lines only, sees every line GNU diff
  /// sees.
  static func edited(_ text: String, perThousand: Int = 10, seed: UInt64 = 7) -> String {
    var random = Random(state: seed)
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      switch random.below(3_000 / perThousand) {
      case 0 where line.hasPrefix("#"):
        result += line + "Changed\n"
      case 0:
        let space = line.firstIndex(of: " ") ?? line.endIndex
        result += line[..<space] + "Changed" + line[space...] + "\n"
      case 1: continue
      case 2: result += line + "\n" + line + "\n"
      default: result += line + "\n"
      }
    }
    return result
  }

  /// A parent with `count` children added, then removed in the order they came.
  static func removeChildren(count: Int) -> String {
    var text = "profile ios17\nroot P\n"
    for index in 0..<count { text += "addChild C\(index) to P\n" }
    for index in 0..<count { text += "removeChild C\(index)\n" }
    return text
  }

  /// A parent with `count` children, removed newest first.
  static func removeChildrenNewestFirst(count: Int) -> String {
    var text = "profile ios17\nroot P\n"
    for index in 0..<count { text += "addChild C\(index) to P\n" }
    for index in (0..<count).reversed() { text += "removeChild C\(index)\n" }
    return text
  }

  /// `before`, then `count` pushes, one a statement.
  private static func pushes(_ count: Int, after before: String = "profile ios17\n") -> String {
    var text = before
    for index in 0..<count { text += "push C\(index) animated=false\n" }
    return text
  }

  /// A stack of `count` controllers, then `count` rotations: only the top is on screen.
  static func rotations(count: Int) -> String {
    pushes(count) + String(repeating: "rotate\n", count: count)
  }

  /// `count` hooks on controllers that never come, then `count` pushes: every callback asks
  /// whether a hook waits for it.
  static func idleHooks(count: Int) -> String {
    pushes(
      count, after: "profile ios17\n" + (0..<count).map { "on H\($0) viewDidLoad pop\n" }.joined())
  }

  /// A stack of `count` controllers, then `count` times `popTo` its top.
  static func popToTop(count: Int) -> String {
    pushes(count) + String(repeating: "popTo C\(count - 1)\n", count: count)
  }

  /// `count` owners retain one controller, then release it, the last owner first.
  static func namedOwners(count: Int) -> String {
    var text = "profile ios17\npush A\n"
    for index in 0..<count { text += "retain A by O\(index)\n" }
    for index in (0..<count).reversed() { text += "release A by O\(index)\n" }
    return text
  }

  /// A parent with `count` children, leaked in a cycle with its first child: the leak report
  /// labels every child's slot.
  static func leakedParent(children count: Int) -> String {
    var text = "profile ios17\nretain P by Holder\n"
    for index in 0..<count { text += "addChild C\(index) to P\n" }
    return text + "retain P by C0.back\nrelease P by Holder\n"
  }

  /// Two `setStack` statements of `width` controllers each, over a visible stack.
  static func wideSetStack(width: Int) -> String {
    let first = (0..<width).map { "X\($0)" }.joined(separator: " ")
    let second = (0..<width).map { "Y\($0)" }.joined(separator: " ")
    return "profile ios17\npush A\nsetStack \(first)\nsetStack \(second) X0\n"
  }

  /// `count` small scenarios for `check`, in profiles across the range.
  static func smallScenarios(count: Int) -> [(name: String, text: String)] {
    let profiles = ["documented", "ios5", "ios13", "ios17", "ios26"]
    return (0..<count).map { index in
      var random = Random(state: UInt64(index) &+ 1_000)
      var text = "profile \(profiles[index % profiles.count])\npush A B\n"
      for step in 0..<(4 + random.below(6)) {
        switch random.below(5) {
        case 0: text += "push D\(step)\npop\n"
        case 1: text += "present C\(step)\ndismiss\n"
        case 2: text += "memoryWarning\n"
        case 3: text += "retain B by Cache\nrelease B by Cache\n"
        default: text += "view A\n"
        }
      }
      return ("s\(index)", text)
    }
  }

  /// `text` with `block` lines from a tenth of the way in moved to seven tenths.
  static func moved(_ text: String, block: Int) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
    let start = lines.count / 10
    let moved = lines[start..<(start + block)]
    lines.removeSubrange(start..<(start + block))
    lines.insert(contentsOf: moved, at: lines.count * 7 / 10)
    return lines.map { $0 + "\n" }.joined()
  }

  /// `text` with every line changed, each still a trace line: a header gets a word longer at
  /// its end, any other line a name longer.
  static func allDifferent(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count * 21 / 20)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      if line.hasPrefix("#") {
        result += line + "X\n"
      } else {
        let space = line.firstIndex(of: " ") ?? line.endIndex
        result += line[..<space] + "X" + line[space...] + "\n"
      }
    }
    return result
  }
}
