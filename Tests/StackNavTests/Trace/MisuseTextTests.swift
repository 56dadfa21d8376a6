import Testing

@testable import StackNav

/// UIKit's words for misuse (`MisuseText`): one template a rule, rendered per profile.
struct MisuseTextTests {
  static let values = MisuseText.Values(
    name: "B", presenter: "Caller", host: "Nav#1", current: "Shown", navigation: "Nav#1",
    stack: ["A", "B", "A"], verb: "push")

  @Test("every misuse text of every profile renders with no placeholder left")
  func noPlaceholderLeft() {
    var count = 0
    for profile in Profile.all {
      for id in RuleID.allCases {
        guard let text = profile.text(id) else { continue }
        count += 1
        let rendered = text.rendered(Self.values)
        for placeholder in [
          "<NAME>", "<P>", "<HOST>", "<Q>", "<Nav>", "<STACK>", "<VERB>", "BUNDLE",
        ] {
          #expect(!rendered.contains(placeholder), "\(profile.name) \(id.name): \(rendered)")
        }
      }
    }
    #expect(count > 16 * 10)
  }

  @Test("a value is never read again as a placeholder")
  func onePass() {
    let text = MisuseText.console("Attempt to present <NAME> on <P>; BUNDLE")
    #expect(
      text.rendered(MisuseText.Values(name: "BUNDLE", presenter: "<NAME>"))
        == "Attempt to present <BUNDLE> on <<NAME>>; com.example.stacknav")
  }

  @Test("a stack prints as NSArray describes it, one quoted element a line")
  func arrayDescription() {
    let text = MisuseText.exception("E", "distinct (<STACK>)")
    #expect(
      text.rendered(Self.values)
        == "distinct ((\n    \"<A>\",\n    \"<B>\",\n    \"<A>\"\n))")
    let exception = text.exception(Self.values, rule: nil)
    #expect(exception?.flatReason == "distinct (( \"<A>\", \"<B>\", \"<A>\" ))")
  }

  @Test(
    "each version range has its own words",
    arguments: [
      (
        12, RuleID.pushSameInstance,
        "Pushing the same view controller instance more than once is not supported (<B>)"
      ),
      (
        13, .pushSameInstance,
        "<Nav#1> is pushing the same view controller instance (<B>) more than once which is not supported and is most likely an error in the application : com.example.stacknav"
      ),
      (13, .presentPresented, "Application tried to present modally an active controller <B>."),
      (
        14, .presentPresented,
        "Application tried to present modally a view controller <B> that is already being presented by <Nav#1>."
      ),
      (
        10, .presentWhilePresenting,
        "Warning: Attempt to present <B>  on <Caller> which is already presenting <Shown>"
      ),
      (
        13, .presentWhilePresenting,
        "Warning: Attempt to present <B>  on <Caller> which is already presenting <Shown>"
      ),
      (
        14, .presentWhilePresenting,
        "[Presentation] Attempt to present <B> on <Nav#1> (from <Caller>) which is already presenting <Shown>."
      ),
      (
        13, .presentNotInWindow,
        "Warning: Attempt to present <B> on <Caller> whose view is not in the window hierarchy!"
      ),
      (
        26, .presentWhileTransitioning,
        "[Presentation] Attempt to present <B> on <Nav#1> (from <Caller>) while a presentation is in progress."
      ),
      (
        26, .dismissWhileTransitioning,
        "Warning: Attempt to dismiss from view controller <Caller> while a presentation or dismiss is in progress!"
      ),
      (
        5, .nestedNavigationWarnings, "nested push animation can result in corrupted navigation bar"
      ),
      (
        13, .nestedNavigationWarnings,
        "nested push animation can result in a corrupted navigation bar"
      ),
    ])
  func wordings(version: Int, id: RuleID, expected: String) throws {
    let text = try #require(ios(version).text(id))
    #expect(text.rendered(Self.values) == expected)
  }

  @Test("documented keeps the texts it had: the seeds give none")
  func documented() throws {
    let text = try #require(Profile.documented.text(.presentNotInWindow))
    #expect(
      text.rendered(Self.values)
        == "Attempt to present <B> on <Caller> whose view is not in the window hierarchy!")
    #expect(Profile.documented.text(.nestedNavigationWarnings) == nil)
  }
}
