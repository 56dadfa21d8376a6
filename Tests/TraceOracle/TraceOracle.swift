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
    /// The exclusive container (navigation or tab bar controller) holding the controller:
    /// `nil` when the trace does not say (text), `""` when it says there is none (JSON Lines).
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
    /// A leak report naming a controller.
    case leak(String)
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
  /// Named references from `retain X by OWNER`, as (owner, target) pairs, in the order
  /// taken: the oracle's own account of who holds whom.
  private var references: [(owner: String, target: String)] = []
  /// Controllers declared with `view=init`, and whether their view was released since.
  private var viewAssignedInInit: [String: Bool] = [:]
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
    if line.hasPrefix("! leak: ") {
      return .leak(String(line.dropFirst(8).prefix { $0 != " " }))
    }
    guard let first = line.unicodeScalars.first, ("A"..."Z").contains(first) else { return .other }
    let words = line.split(separator: " ")
    guard words.count >= 2 else { return .other }
    return .callback(Entry(controller: String(words[0]), callback: String(words[1])))
  }

  /// Feeds one line.
  public mutating func read(_ line: Line) {
    switch line {
    case .statement(let text):
      // A `meanwhile` request arrives while the previous statement's animation is in flight.
      finishStatement(allowingFlight: text.hasPrefix("meanwhile "))
      statement = text
      applyStatement(text)
    case .callback(let entry):
      if ended { violations.append("\(describe(entry)) after the exception ended the run") }
      check(entry)
    case .exception:
      ended = true
    case .leak(let name):
      // A leak is alive, and not held by a free-standing owner.
      if lives[name]?.deallocated != false { violations.append("leak of \(name), not alive") }
      let freeStanding = references.filter {
        $0.target == name && lives[String($0.owner.prefix { $0 != "." })] == nil
      }
      if !freeStanding.isEmpty {
        violations.append("leak of \(name), held by free-standing \(freeStanding[0].owner)")
      }
    case .other:
      break
    }
  }

  /// Checks what must hold at every statement boundary: no transition left half-way, at
  /// most one appeared controller per container.
  public mutating func finishStatement(allowingFlight: Bool = false) {
    if allowingFlight { return }
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

  /// Keeps the oracle's own account of named references and traits.
  private mutating func applyStatement(_ text: String) {
    let words = text.split(separator: " ").map(String.init)
    guard let verb = words.first else { return }
    switch verb {
    case "retain" where words.count == 4:
      references.append((words[3], words[1]))
    case "release" where words.count == 4:
      if let index = references.firstIndex(where: { $0.owner == words[3] && $0.target == words[1] })
      {
        references.remove(at: index)
      }
    case "controller" where words.contains("view=init") && words.count > 1:
      viewAssignedInInit[words[1]] = false
    case "unloadView" where words.count == 2:
      if viewAssignedInInit[words[1]] != nil { viewAssignedInInit[words[1]] = true }
    default:
      break
    }
  }

  /// The references still holding `name`: free-standing owners for the whole run, owners
  /// named after a controller while it lives.
  private func holders(of name: String) -> [String] {
    references.filter { reference in
      guard reference.target == name else { return false }
      let head = String(reference.owner.prefix { $0 != "." })
      guard let owner = lives[head] else { return true }  // free-standing
      return owner.initialized && !owner.deallocated
    }.map(\.owner)
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
    if let said = entry.container {
      let container = said.isEmpty ? nil : said
      if container != life.container {
        if let former = life.container { appearedIn[former]?.remove(entry.controller) }
        life.container = container
        if let container, life.appearance == .appeared {
          appearedIn[container, default: []].insert(entry.controller)
        }
      }
    }
    switch entry.callback {
    case "loadView":
      life.loads += 1
      if viewAssignedInInit[entry.controller] == false {
        fail("loadView although init assigned the view and it was never released")
      }
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
      if entry.callback == "viewDidUnload", viewAssignedInInit[entry.controller] != nil {
        viewAssignedInInit[entry.controller] = true
      }
    case "dealloc":
      if isMemoryWarning { fail("a memory warning never frees a controller") }
      if life.appearance != .disappeared { fail("freed while \(life.appearance)") }
      let holders = holders(of: entry.controller)
      if !holders.isEmpty { fail("freed while \(holders.joined(separator: ", ")) holds it") }
      life.deallocated = true
      if let container = life.container { appearedIn[container]?.remove(entry.controller) }
    default:
      break
    }
    lives[entry.controller] = life
  }
}
