import StackNav
import Testing

/// `meanwhile push P` right after the statement that showed the window: a push in the same
/// run-loop turn as the window's first display (rules `launch.pushJoinsFirstDisplay`,
/// `launch.pushInterruptsFirstDisplay`).
struct FirstDisplayTests {
  /// The lines of each statement, started one after the other as the runner starts them
  /// (no statement sees the next), the last settled.
  func statements(_ operations: [Operation], profile: Profile) throws -> [[String]] {
    let engine = Engine(profile: profile)
    var result: [[String]] = []
    // What comes before a statement's header (the runner writes it when `start` announces)
    // belongs to the statement before.
    func flush() {
      let lines = engine.events.compactMap { event -> String? in
        switch event {
        case .callback(let record) where !record.isImplicit:
          "\(record.controller) \(record.callback.word)"
        case .finding(let finding): "! \(finding.severity.rawValue)"
        default: nil
        }
      }
      engine.clearEvents()
      if result.isEmpty { return }
      result[result.count - 1] += lines
    }
    for operation in operations {
      try engine.start(operation) {
        flush()
        result.append([])
      }
    }
    engine.settle()
    flush()
    #expect(engine.inconsistencies == [])
    return result
  }

  static let sameTurn: [Operation] = [.push("R"), .meanwhile(.push("P"))]

  @Test("from iOS 18 the push joins the display: R's view never loads", arguments: [18, 26])
  func joins(version: Int) throws {
    let lines = try statements(Self.sameTurn, profile: ios(version))
    // The display waits for the end of the turn: only R's creation is R's statement's.
    #expect(lines[0] == ["R init", "R willMoveToParent"])
    #expect(!lines[1].contains { $0.hasPrefix("R ") && !$0.hasSuffix("MoveToParent") })
    #expect(lines[1].contains("! note"))
    // From R's move on, what setStack R P on an empty window shows.
    let setStack = try statements([.setStack(["R", "P"], animated: true)], profile: ios(version))
    let fromMove = { (lines: [String]) in lines.drop { $0 != "R didMoveToParent" } }
    #expect(fromMove(lines[1]) == fromMove(setStack[0]))
  }

  @Test("up to iOS 17 the push interrupts R's first appearance", arguments: [5, 12, 16, 17])
  func interrupts(version: Int) throws {
    let lines = try statements(Self.sameTurn, profile: ios(version))
    #expect(lines[0].contains("R viewWillAppear"))
    #expect(!lines.joined().contains("R viewDidAppear"))
    let push = lines[1]
    func at(_ line: String) throws -> Int { try #require(push.firstIndex(of: line)) }
    #expect(try at("P viewDidLoad") < at("R viewWillDisappear"))
    #expect(try at("R viewWillDisappear") < at("P viewWillAppear"))
    #expect(try at("P viewWillAppear") < at("R viewDidDisappear"))
    #expect(try at("R viewDidDisappear") < at("P viewWillLayoutSubviews"))
    #expect(try at("P viewWillLayoutSubviews") < at("P viewDidAppear"))
    if version >= 17 {
      #expect(try at("R viewDidDisappear") < at("P viewIsAppearing"))
    } else {
      #expect(!push.contains("P viewIsAppearing"))
    }
  }

  @Test("a push in a later turn, or another request, sees a first display that ended")
  func unchanged() throws {
    for profile in [ios(12), ios(17), ios(18), Profile.documented] {
      let later = try statements([.push("R"), .push("P")], profile: profile)
      #expect(later[0].contains("R viewDidAppear"), "\(profile.name)")
      let pop = try statements([.push("R"), .meanwhile(.pop)], profile: profile)
      #expect(pop[0].contains("R viewDidAppear"), "\(profile.name)")
      #expect(pop[1].first == "! note", "\(profile.name)")
    }
    // documented keeps `meanwhile`'s old meaning after a first display.
    let documented = try statements(Self.sameTurn, profile: .documented)
    #expect(documented[0].contains("R viewDidAppear"))
    #expect(documented[1].first == "! note")
  }
}
