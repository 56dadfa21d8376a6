extension Engine {
  /// `alert NAME`: the presenter (as `present` finds it) presents a new `UIAlertController`,
  /// which UIKit presents in its own style, a custom one: the presenter stays on screen and
  /// silent, and every check of `present` applies (rule `alert.present`).
  func presentAlert(_ present: Operation.Present, style: AlertStyle) throws(EngineError) {
    if node(named: present.name) != nil || isFreed(present.name) {
      throw .alertExists(present.name)
    }
    let alert = try existingOrNew(present.name)
    alert.alertStyle = style
    // On an iPad an action sheet is a popover (rule `device.ipad`).
    let uikitStyle: PresentationStyle =
      style == .actionSheet && device == .ipad ? .popover : .custom
    try self.present(
      alert.name, from: present.from, style: uikitStyle, embedInNavigation: false,
      animated: present.animated, completion: present.completion)
  }

  /// `tapAction NAME`: the user taps one of the alert's buttons; the alert dismisses itself,
  /// then the action's handler runs, before the alert is freed (rule `alert.action`).
  func tapAction(_ name: String) throws(EngineError) {
    guard let alert = node(named: name), alert.alertStyle != nil, alert.presenter != nil,
      alert.appearance == .appeared
    else { throw .notAnAlertOnScreen(name) }
    var notices: [Transition.Notice] = []
    if let rule = profile.applied(.alertAction) {
      notices = [.init(callback: .actionHandler, controller: alert, rule: rule, place: .atEnd)]
    }
    dismissPresentation(of: alert, animated: true, notices: notices)
  }
}
