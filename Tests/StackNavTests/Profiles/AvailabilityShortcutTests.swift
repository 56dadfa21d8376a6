import Testing

@testable import StackNav

/// The availability check's shortcut for the frequent statements (`Profile.isAlwaysAvailable`)
/// against every check it skips.
struct AvailabilityShortcutTests {
  @Test("what the shortcut answers at once, every check finds available in every profile")
  func shortcutAgreesWithChecks() {
    let names = ["A", "Nav#1", "Tab#2"]
    var operations: [Operation] = [.memoryWarning]
    for flag in [false, true] {
      operations += [
        .push(names, embedInNavigation: flag, animated: !flag, completion: false),
        .pop(animated: flag, completion: false), .dismiss(nil, animated: flag, completion: flag),
        .dismiss("A", animated: !flag, completion: !flag), .root("A", embedInNavigation: flag),
        .present(
          "P", from: flag ? "A" : nil, style: nil, embedInNavigation: flag, animated: !flag,
          completion: flag, modalInPresentation: false),
      ]
    }
    operations += [
      .retain("A", by: "B"), .release("A", by: "B"), .accessView("A"), .unloadView("A"),
    ]
    for operation in operations {
      #expect(Profile.isAlwaysAvailable(operation), "\(operation)")
      for profile in Profile.all {
        #expect(profile.checkedUnavailability(of: operation) == nil, "\(profile.name) \(operation)")
        #expect(profile.unavailability(of: .meanwhile(operation)) == nil)
      }
    }
    // What some profile lacks is checked: an option, a style, a statement.
    let checked: [Operation] = [
      .push(names, animated: true, completion: true), .pop(animated: true, completion: true),
      .present(
        "P", style: .automatic, embedInNavigation: false, animated: true),
      .present(
        "P", style: nil, embedInNavigation: false, animated: true, modalInPresentation: true),
      .swipeBack(cancelled: false), .select("A"),
    ]
    for operation in checked {
      #expect(!Profile.isAlwaysAvailable(operation), "\(operation)")
      #expect(Profile.all.contains { $0.unavailability(of: operation) != nil }, "\(operation)")
    }
  }
}
