import StackNav
import Testing

struct ViewStateTests {
  @Test("loadView then viewDidLoad loads a view that was never loaded or was unloaded")
  func load() {
    for start in [ViewState.notLoaded, .unloaded] {
      let loading = start.after(.loadView)
      #expect(loading == .loading(depth: 1, assigned: true))
      #expect(loading?.after(.viewDidLoad) == .loaded)
    }
  }

  @Test("a nested load closes only with the outer viewDidLoad ([seed-003])")
  func nestedLoad() {
    var state = ViewState.notLoaded
    for callback in [Callback.loadView, .loadView, .viewDidLoad] {
      state = state.after(callback, assigns: true) ?? .notLoaded
    }
    #expect(state == .loading(depth: 1, assigned: true))
    #expect(state.after(.viewDidLoad) == .loaded)
  }

  @Test("a loadView that assigns nothing leaves the view missing after viewDidLoad")
  func loadWithoutView() {
    let state = ViewState.notLoaded.after(.loadView, assigns: false)?.after(.viewDidLoad)
    #expect(state == .notLoaded)
    #expect(state?.hasView == false)
  }

  @Test("a memory warning unloads a loaded view, and viewDidUnload may repeat on a nil view")
  func unload() {
    #expect(ViewState.loaded.after(.viewWillUnload) == .loaded)
    #expect(ViewState.loaded.after(.viewDidUnload) == .unloaded)
    #expect(ViewState.unloaded.after(.viewDidUnload) == .unloaded)
  }

  static let illegal: [(ViewState, Callback)] = [
    (.notLoaded, .viewDidLoad),
    (.loaded, .loadView),
    (.loaded, .viewDidLoad),
    (.unloaded, .viewDidLoad),
    (.notLoaded, .viewWillUnload),
    (.notLoaded, .viewDidUnload),
    (.unloaded, .viewWillUnload),
  ]

  @Test("view callbacks out of order are not legal edges", arguments: illegal)
  func illegalEdge(state: ViewState, callback: Callback) {
    #expect(state.after(callback) == nil)
  }
}
