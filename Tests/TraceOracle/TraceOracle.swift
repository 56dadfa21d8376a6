/// An independent checker of what any lifecycle trace must satisfy (DESIGN.md, Testing).
///
/// It shares no code with the engine: it reads trace lines as a user would and tracks each
/// controller with its own small state, so an engine bug cannot hide behind the engine's own
/// bookkeeping.
public struct TraceOracle {
  /// One callback as the oracle sees it.
  public struct Entry: Sendable, Equatable {
    /// The controller's name.
    public var controller: String
    /// The callback word.
    public var callback: String
    /// The container holding the controller, when the trace says (JSON Lines).
    public var container: String?

    /// Creates an entry.
    public init(controller: String, callback: String, container: String? = nil) {
      self.controller = controller
      self.callback = callback
      self.container = container
    }
  }

  /// A line of a trace: a statement header, a callback, or anything else.
  public enum Line: Sendable, Equatable {
    case statement(String)
    case callback(Entry)
    case exception
    case other
  }

  private enum Appearance {
    case disappeared, appearing, appeared, disappearing
  }

  private struct Life {
    var initialized = false
    var deallocated = false
    var loads = 0
    var didLoads = 0
    var appearance = Appearance.disappeared
    var isAppearingSent = false
    var pendingLayouts = 0
    var container: String?
  }

  private var lives: [String: Life] = [:]
  /// Controllers a callback of the current statement touched.
  private var touched: Set<String> = []
  /// For each container, the controllers in it that appeared.
  private var appearedIn: [String: Set<String>] = [:]
  private var statement = ""
  private var ended = false
  /// What the trace breaks, in the order found.
  public private(set) var violations: [String] = []

  /// An oracle that has seen nothing yet.
  public init() {}

  /// Checks a whole text trace; returns its violations.
  public static func check(text: String) -> [String] {
    var oracle = TraceOracle()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      oracle.read(TraceOracle.parse(textLine: line))
    }
    oracle.finishStatement()
    return oracle.violations
  }

  /// Reads one text line.
  public static func parse(textLine line: Substring) -> Line {
    if line.hasPrefix("# ") { return .statement(String(line.dropFirst(2))) }
    if line.hasPrefix("***") { return .exception }
    guard let first = line.unicodeScalars.first, ("A"..."Z").contains(first) else { return .other }
    let words = line.split(separator: " ")
    guard words.count >= 2 else { return .other }
    return .callback(Entry(controller: String(words[0]), callback: String(words[1])))
  }

  /// Feeds one line.
  public mutating func read(_ line: Line) {
    switch line {
    case .statement(let text):
      finishStatement()
      statement = text
    case .callback(let entry):
      if ended { violations.append("\(describe(entry)) after the exception ended the run") }
      check(entry)
    case .exception:
      ended = true
    case .other:
      break
    }
  }

  /// Checks what must hold at every statement boundary: no transition left half-way, at
  /// most one appeared controller per container.
  public mutating func finishStatement() {
    var containers: Set<String> = []
    for name in touched.sorted() {
      guard let life = lives[name], !life.deallocated else { continue }
      switch life.appearance {
      case .appearing, .disappearing:
        violations.append("\(name) is left \(life.appearance) after '\(statement)'")
      case .appeared, .disappeared:
        break
      }
      if life.pendingLayouts != 0 {
        violations.append("\(name) has unbalanced layout callbacks after '\(statement)'")
      }
      if let container = life.container { containers.insert(container) }
    }
    for container in containers.sorted() {
      let names = appearedIn[container, default: []]
      if names.count > 1 {
        violations.append(
          "\(names.sorted().joined(separator: ", ")) all appeared in \(container) after "
            + "'\(statement)'")
      }
    }
    touched.removeAll(keepingCapacity: true)
  }

  private var isInteractive: Bool { statement.hasPrefix("swipe") }
  private var isMemoryWarning: Bool { statement == "memoryWarning" }

  private func describe(_ entry: Entry) -> String {
    "'\(entry.controller) \(entry.callback)' in '\(statement)'"
  }

  private mutating func check(_ entry: Entry) {
    var life = lives[entry.controller] ?? Life()
    func fail(_ why: String) { violations.append("\(describe(entry)): \(why)") }
    if life.deallocated { fail("after dealloc") }
    if entry.callback == "init" {
      if life.initialized { fail("init twice") }
      life.initialized = true
    } else if !life.initialized {
      fail("before init")
    }
    touched.insert(entry.controller)
    if let container = entry.container, container != life.container {
      if let former = life.container { appearedIn[former]?.remove(entry.controller) }
      life.container = container
      if life.appearance == .appeared {
        appearedIn[container, default: []].insert(entry.controller)
      }
    }
    switch entry.callback {
    case "loadView":
      life.loads += 1
    case "viewDidLoad":
      life.didLoads += 1
      if life.didLoads > life.loads { fail("viewDidLoad without its loadView") }
    case "viewWillAppear":
      switch life.appearance {
      case .disappeared: break
      case .disappearing where isInteractive: break
      default: fail("viewWillAppear while \(life.appearance)")
      }
      life.appearance = .appearing
      life.isAppearingSent = false
    case "viewIsAppearing":
      if life.appearance != .appearing || life.isAppearingSent {
        fail("viewIsAppearing outside a single appearance")
      }
      life.isAppearingSent = true
    case "viewDidAppear":
      if life.appearance != .appearing { fail("viewDidAppear without viewWillAppear") }
      life.appearance = .appeared
      if let container = life.container {
        appearedIn[container, default: []].insert(entry.controller)
      }
    case "viewWillDisappear":
      switch life.appearance {
      case .appeared: break
      case .appearing where isInteractive: break
      default: fail("viewWillDisappear while \(life.appearance)")
      }
      life.appearance = .disappearing
      if let container = life.container { appearedIn[container]?.remove(entry.controller) }
    case "viewDidDisappear":
      if life.appearance != .disappearing { fail("viewDidDisappear without viewWillDisappear") }
      life.appearance = .disappeared
    case "viewWillLayoutSubviews":
      life.pendingLayouts += 1
    case "viewDidLayoutSubviews":
      life.pendingLayouts -= 1
      if life.pendingLayouts < 0 { fail("viewDidLayoutSubviews without viewWillLayoutSubviews") }
    case "didReceiveMemoryWarning", "viewWillUnload", "viewDidUnload":
      if !isMemoryWarning { fail("outside a memory warning") }
    case "dealloc":
      if isMemoryWarning { fail("a memory warning never frees a controller") }
      life.deallocated = true
      if let container = life.container { appearedIn[container]?.remove(entry.controller) }
    default:
      break
    }
    lives[entry.controller] = life
  }
}
