import StackNav
import Testing

struct AppearanceStateTests {
  static let legalEdges: [(AppearanceState, Callback, AppearanceState)] = [
    (.disappeared, .viewWillAppear, .appearing),
    (.appearing, .viewIsAppearing, .appearing),
    (.appearing, .viewDidAppear, .appeared),
    (.appeared, .viewWillDisappear, .disappearing),
    (.disappearing, .viewDidDisappear, .disappeared),
    (.appearing, .viewWillDisappear, .disappearing),
    (.disappearing, .viewWillAppear, .appearing),
  ]

  @Test("each appearance callback moves the machine along a legal edge", arguments: legalEdges)
  func legalEdge(from: AppearanceState, callback: Callback, to: AppearanceState) {
    #expect(from.after(callback) == to)
  }

  static let illegalEdges: [(AppearanceState, Callback)] = [
    (.disappeared, .viewDidAppear),
    (.disappeared, .viewWillDisappear),
    (.disappeared, .viewDidDisappear),
    (.disappeared, .viewIsAppearing),
    (.appeared, .viewWillAppear),
    (.appeared, .viewDidAppear),
    (.appeared, .viewDidDisappear),
    (.appearing, .viewWillAppear),
    (.appearing, .viewDidDisappear),
    (.disappearing, .viewDidAppear),
    (.disappearing, .viewWillDisappear),
  ]

  @Test("an appearance callback out of order is not a legal edge", arguments: illegalEdges)
  func illegalEdge(from: AppearanceState, callback: Callback) {
    #expect(from.after(callback) == nil)
  }

  @Test("callbacks of other machines leave the appearance state alone")
  func otherCallbacks() {
    for state in [AppearanceState.disappeared, .appearing, .appeared, .disappearing] {
      for callback in [Callback.initialize, .loadView, .didReceiveMemoryWarning, .dealloc] {
        #expect(state.after(callback) == state)
      }
    }
  }

  @Test("only a disappeared controller's view is out of the window")
  func inWindow() {
    #expect(!AppearanceState.disappeared.isInWindow)
    #expect(AppearanceState.appearing.isInWindow)
    #expect(AppearanceState.appeared.isInWindow)
    #expect(AppearanceState.disappearing.isInWindow)
  }
}
