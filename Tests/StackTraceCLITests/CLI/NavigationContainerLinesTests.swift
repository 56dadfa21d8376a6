import Testing

/// UIKit's own navigation controller, as only `--containers` shows it: its first display as
/// the window's root, and its layout around each animated push and pop, from iOS 12 (rules
/// `containment.navigationFirstDisplay`, `layout.navigationTransition`).
struct NavigationContainerLinesTests {
  @Test(
    "ios12 with --containers: the root loads after Nav#1's viewWillAppear, Nav#1 lays out around push and pop"
  )
  func ios12() {
    let result = stacktrace("--profile ios12 --containers root A embed=nav push B pop")
    #expect(result.code == 0)
    #expect(
      result.output == """
        # root A embed=nav
        A init
        Nav#1 init
        A willMoveToParent Nav#1
        Nav#1 loadView
        Nav#1 viewDidLoad
        Nav#1 viewWillAppear
        A loadView
        A viewDidLoad
        A viewWillAppear
        Nav#1 viewWillLayoutSubviews
        Nav#1 viewDidLayoutSubviews
        A viewWillLayoutSubviews
        A viewDidLayoutSubviews
        Nav#1 viewDidAppear
        A viewDidAppear
        A didMoveToParent Nav#1
        # push B
        B init
        B willMoveToParent Nav#1
        Nav#1 viewWillLayoutSubviews
        B loadView
        B viewDidLoad
        A viewWillDisappear
        B viewWillAppear
        Nav#1 viewDidLayoutSubviews
        B viewWillLayoutSubviews
        B viewDidLayoutSubviews
        A viewDidDisappear
        B viewDidAppear
        B didMoveToParent Nav#1
        # pop
        B willMoveToParent nil
        Nav#1 viewWillLayoutSubviews
        B viewWillDisappear
        A viewWillAppear
        Nav#1 viewDidLayoutSubviews
        B viewDidDisappear
        A viewDidAppear
        B didMoveToParent nil
        B dealloc

        """)
  }

  @Test("before iOS 12, without animation, in a swipe, or without --containers: the old order")
  func elsewhere() {
    let ios11 = stacktrace("--profile ios11 --containers root A embed=nav push B").output
    #expect(ios11.contains("A viewDidLoad\nNav#1 viewWillAppear\nA viewWillAppear\n"))
    #expect(!ios11.contains("B willMoveToParent Nav#1\nNav#1 viewWillLayoutSubviews"))
    let still = stacktrace("--profile ios17 --containers root A embed=nav push B animated=false")
    #expect(!still.output.contains("B willMoveToParent Nav#1\nNav#1 viewWillLayoutSubviews"))
    let swipe = stacktrace("--profile ios17 --containers root A embed=nav push B swipeBack")
    #expect(!swipe.output.contains("B willMoveToParent nil\nNav#1 viewWillLayoutSubviews"))
    let plain = stacktrace("--profile ios12 root A embed=nav push B pop").output
    #expect(!plain.contains("Nav#1 "))
    #expect(
      plain.contains("A willMoveToParent Nav#1\nA loadView\nA viewDidLoad\nA viewWillAppear\n"))
  }

  @Test(
    "ios17: the incoming viewIsAppearing after Nav#1's viewDidLayoutSubviews, willShow before it")
  func ios17() {
    let result = stacktrace(
      "--profile ios17 --containers --include delegates root A embed=nav push B")
    #expect(
      result.output.contains(
        "B viewWillAppear\nNav#1 willShow B\nNav#1 viewDidLayoutSubviews\nB viewIsAppearing\n"))
  }
}
