import StackNav
import Testing

struct DismissTests {
  @Test("dismiss: B will disappear, A appears at once, then B disappears and is freed")
  func dismiss() throws {
    #expect(
      try trace([.root("A"), .present("B"), .dismissTop]).suffix(5)
        == [
          "B viewWillDisappear", "A viewWillAppear", "A viewDidAppear", "B viewDidDisappear",
          "B dealloc",
        ])
  }

  @Test("dismiss NAME on the presenter dismisses what it presented")
  func dismissPresenter() throws {
    let lines = try trace([.root("A"), .present("B"), .dismiss("A", animated: true)])
    #expect(lines.last == "B dealloc")
  }

  @Test("dismiss NAME on the presented controller forwards to its presenter")
  func dismissSelf() throws {
    let lines = try trace([.root("A"), .present("B"), .dismiss("B", animated: true)])
    #expect(lines.last == "B dealloc")
  }

  @Test("dismissing a chain: only the top one gets callbacks; B is freed, then C")
  func chain() throws {
    #expect(
      try trace([.root("A"), .present("B"), .present("C"), .dismiss("A", animated: true)])
        .suffix(6)
        == [
          "C viewWillDisappear", "A viewWillAppear", "A viewDidAppear", "C viewDidDisappear",
          "B dealloc", "C dealloc",
        ])
  }

  @Test("dismiss with nothing presented does nothing and says so")
  func nothing() throws {
    #expect(
      try trace([.root("A"), .dismissTop]).last
        == "! note: nothing is presented: dismiss(animated:) does nothing")
  }

  @Test("dismissing an embedded navigation controller frees its whole stack")
  func embedded() throws {
    let lines = try trace([
      .root("A"), .present("B", style: nil, embedInNavigation: true, animated: true),
      .push("C"), .dismiss("C", animated: true),
    ])
    #expect(lines.suffix(2) == ["B dealloc", "C dealloc"])
  }
}
