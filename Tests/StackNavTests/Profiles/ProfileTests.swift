import StackNav
import Testing

struct ProfileTests {
  @Test("every rule of every profile has a unique id, a summary and a source")
  func rules() {
    for profile in Profile.all {
      let ids = profile.rules.map(\.id)
      #expect(Set(ids).count == ids.count, "duplicate rule ids in \(profile.name)")
      for rule in profile.rules {
        #expect(!rule.summary.isEmpty)
        #expect(!rule.source.isEmpty)
      }
    }
  }

  @Test("documented is the default and is found by name")
  func documented() {
    #expect(Profile.named("documented")?.name == "documented")
    #expect(Profile.all.first?.name == "documented")
    #expect(Profile.named("ios99") == nil)
  }

  @Test("every callback cites a rule its profile lists")
  func citedRules() throws {
    let engine = Engine()
    let operations: [Operation] = [
      .declare("S", Traits(viewSource: .loadViewChangesStatusBar)),
      .declare("N", Traits(viewSource: .loadViewAssignsNothing)),
      .push(["A", "B", "S", "N"], animated: true), .memoryWarning, .pop, .unloadView("A"),
      .memoryWarning, .present("C", style: nil, embedInNavigation: false, animated: true),
      .dismiss(nil, animated: true), .root("D"),
    ]
    var cited = Set<String>()
    for operation in operations {
      try engine.perform(operation)
      for case .callback(let record) in engine.events { cited.insert(record.rule.id) }
      engine.clearEvents()
    }
    let listed = Set(Profile.documented.rules.map(\.id))
    #expect(cited.isSubset(of: listed), "unlisted: \(cited.subtracting(listed))")
  }
}
