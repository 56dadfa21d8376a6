import StackNav
import Testing

struct VersionProfileTests {
  @Test("there is a profile for every major version from iOS 5 to 18, and iOS 26")
  func versions() {
    #expect(
      Profile.all.map(\.name)
        == ["documented"]
        + [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26].map { "ios\($0)" })
  }

  @Test("viewIsAppearing from iOS 17: after viewWillAppear, before the layout callbacks")
  func viewIsAppearing() throws {
    #expect(!(try trace([.root("A")], profile: ios(16))).contains("A viewIsAppearing"))
    #expect(
      try trace([.root("A")], profile: ios(17)).suffix(5)
        == [
          "A viewWillAppear", "A viewIsAppearing", "A viewWillLayoutSubviews",
          "A viewDidLayoutSubviews", "A viewDidAppear",
        ])
  }

  @Test("memory warnings unload views up to iOS 5, only notify from iOS 6, never free")
  func memoryWarnings() throws {
    let ios5 = try trace([.push("A", "B"), .memoryWarning], profile: ios(5))
    #expect(
      ios5.suffix(4) == [
        "A didReceiveMemoryWarning", "A viewWillUnload", "A viewDidUnload",
        "B didReceiveMemoryWarning",
      ])
    for version in [6, 13, 26] {
      let lines = try trace([.push("A", "B"), .memoryWarning], profile: ios(version))
      #expect(lines.suffix(2) == ["A didReceiveMemoryWarning", "B didReceiveMemoryWarning"])
    }
  }

  @Test("the default style is full screen before iOS 13, a sheet from iOS 13")
  func defaultStyle() throws {
    let before = try trace([.root("A"), .present("B")], profile: ios(12))
    #expect(before.contains("A viewDidDisappear"))
    let after = try trace([.root("A"), .present("B")], profile: ios(13))
    #expect(!after.contains("A viewWillDisappear"))
  }

  @Test("before iOS 13 sheets adapt to full screen on iPhone; from iOS 13 the presenter stays")
  func sheets() throws {
    for (version, notified) in [(12, true), (13, false)] {
      let lines = try trace(
        [.root("A"), .present("B", style: .pageSheet), .dismissTop], profile: ios(version))
      #expect(lines.contains("A viewWillDisappear") == notified)
      #expect(lines.contains("A viewDidAppear"))
    }
  }

  @Test("a non-animated push lays out after viewDidAppear from iOS 12")
  func nonAnimatedPush() throws {
    let lines = try trace([.push("A"), .push(["B"], animated: false)], profile: ios(12))
    let didAppear = try #require(lines.firstIndex(of: "B viewDidAppear"))
    let layout = try #require(lines.firstIndex(of: "B viewWillLayoutSubviews"))
    #expect(didAppear < layout)
    let ios11 = try trace([.push("A"), .push(["B"], animated: false)], profile: ios(11))
    #expect(
      ios11.firstIndex(of: "B viewWillLayoutSubviews")! < ios11.firstIndex(of: "B viewDidAppear")!)
  }

  @Test("the push-twice exception takes its newer wording, with the bundle id, from iOS 13")
  func pushTwiceWording() throws {
    for (version, prefix) in [(12, "Pushing the same"), (13, "<Nav#1> is pushing the same")] {
      let engine = Engine(profile: ios(version))
      try engine.perform(.push("A"))
      do {
        try engine.perform(.push("A"))
      } catch {
        guard case .raised(let exception, _) = error else { continue }
        #expect(exception.reason.hasPrefix(prefix))
        #expect(exception.reason.hasSuffix(" : com.example.stacknav") == (version >= 13))
      }
    }
  }

  @Test("every callback of every profile cites a rule that profile lists")
  func citedRules() throws {
    for profile in Profile.all where profile.iosVersion != nil {
      let engine = Engine(profile: profile)
      var operations: [Operation] = [
        .declare("S", Traits(viewSource: .loadViewChangesStatusBar)),
        .declare("N", Traits(viewSource: .loadViewAssignsNothing)),
        .push(["A", "B", "S", "N"], animated: true), .memoryWarning, .pop,
        .push(["E"], animated: false), .popTo("A", animated: false),
        .setStack(["A", "F"], animated: true), .popToRoot(animated: true),
        .addChild("G", to: "A"), .removeChild("G"),
        .present("C", style: .fullScreen, embedInNavigation: true, animated: true),
        .dismiss(nil, animated: true), .tabs(["T", "U"], embedInNavigation: true), .select("U"),
      ]
      if profile.iosVersion ?? 0 >= 7 {
        operations += [.push("H"), .swipeBack(cancelled: true), .swipeBack(cancelled: false)]
      }
      if profile.iosVersion ?? 0 >= 13 {
        operations += [
          .present("K", style: .pageSheet, embedInNavigation: false, animated: true),
          .swipeDown(cancelled: true), .swipeDown(cancelled: false),
        ]
      }
      var cited = Set<String>()
      for operation in operations {
        try engine.perform(operation)
        for case .callback(let record) in engine.events { cited.insert(record.rule.id) }
        engine.clearEvents()
      }
      let listed = Set(profile.rules.map(\.id))
      #expect(
        cited.isSubset(of: listed), "\(profile.name) cites unlisted \(cited.subtracting(listed))")
      #expect(engine.inconsistencies == [])
    }
  }
}
