import StackNav
import Testing

/// Who each callback comes from (`CallbackRecord.cause`): the sender of its arrow in a
/// sequence diagram.
struct CauseTests {
  /// `NAME callback <- cause` for every callback of the operations.
  func causes(_ operations: [Operation], profile: Profile = .documented) throws -> [String] {
    let engine = Engine(profile: profile)
    for operation in operations { try engine.perform(operation) }
    return engine.events.compactMap { event in
      guard case .callback(let record) = event else { return nil }
      return "\(record.controller) \(record.callback.word) <- \(record.cause.participant)"
    }
  }

  @Test("the statement creates; the window shows its root; the stack runs push and pop")
  func navigation() throws {
    let lines = try causes([.push(["A", "B"], animated: true), .pop(animated: true)])
    #expect(lines.contains("A init <- app"))
    #expect(lines.contains("Nav#1 init <- app"))
    #expect(lines.contains("A viewDidAppear <- window"))
    #expect(lines.contains("B loadView <- Nav#1"))
    #expect(lines.contains("A viewWillDisappear <- Nav#1"))
    #expect(lines.last == "B dealloc <- Nav#1")
  }

  @Test("the presenter runs present and dismiss and frees what it presented")
  func presentation() throws {
    let lines = try causes([
      .root("P"), .present("C", from: nil, style: nil, embedInNavigation: false, animated: true),
      .dismiss(nil, animated: true),
    ])
    #expect(lines.contains("C viewWillAppear <- P"))
    #expect(lines.contains("P viewDidDisappear <- P"))
    #expect(lines.last == "C dealloc <- P")
  }

  @Test("a freed controller frees what only it held; the statement frees its locals")
  func cascadeAndLocals() throws {
    let cascade = try causes([.push(["A", "B"], animated: true), .root("R")])
    #expect(
      cascade.suffix(3) == ["Nav#1 dealloc <- window", "A dealloc <- Nav#1", "B dealloc <- Nav#1"])
    let local = try causes([.accessView("V")])
    #expect(
      local == ["V init <- app", "V loadView <- app", "V viewDidLoad <- app", "V dealloc <- app"])
  }

  @Test("UIKit delivers memory warnings and drains the autorelease pool")
  func uikit() throws {
    let warning = try causes([.root("A"), .memoryWarning])
    #expect(warning.last == "A didReceiveMemoryWarning <- uikit")
    let drained = try causes(
      [.push(["A", "B", "C"], animated: false), .popToRoot(animated: false)], profile: ios(17))
    #expect(drained.contains("B dealloc <- uikit"))
  }

  @Test("the tab bar controller switches tabs; a parent adds its children")
  func tabsAndChildren() throws {
    let tabs = try causes(
      [.tabs(["A", "B"], embedInNavigation: false), .select("B")], profile: ios(17))
    #expect(tabs.contains("B viewWillAppear <- Tab#1"))
    let children = try causes([.root("P"), .addChild("C", to: "P")], profile: ios(17))
    #expect(children.contains("C willMoveToParent <- P"))
    #expect(children.contains("C viewDidAppear <- P"))
  }
}
