/// What the oracle reads of a transition coordinator's blocks (`on NAME WORD alongside`,
/// `notifyInteraction`; **completions**): a block's line comes only after a hook registered
/// it, on that hook's controller, at a moment of the transition Apple's documentation allows:
/// the alongside block while the transition's animations run (the controller between its
/// `will` and its `did` callback), its completion once the transition has ended (the
/// controller out of them), the interaction handler only in a swipe back.
struct Coordinator: Sendable {
  /// The blocks registered and not yet run, by controller: alongside blocks, their
  /// completions, interaction handlers.
  var alongside: [String: Int] = [:]
  var completions: [String: Int] = [:]
  var interactionHandlers: [String: Int] = [:]
}

extension TraceOracle {
  /// A hook's code that registers a block on the coordinator.
  mutating func noteCoordinatorRegistration(_ code: StatementText, caller: String) {
    switch code.verb {
    case .alongside:
      coordinator.alongside[caller, default: 0] += 1
      if code.option("completion") == "true" { coordinator.completions[caller, default: 0] += 1 }
    case .notifyInteraction:
      coordinator.interactionHandlers[caller, default: 0] += 1
    default:
      break
    }
  }

  /// Checks a coordinator block's line.
  mutating func checkCoordinatorLine(_ entry: Entry) {
    func fail(_ why: String) { report(.completions, "\(describe(entry)): \(why)") }
    let name = entry.controller
    // Whether the controller is in a transition: between its will and its did callback.
    let appearance = lives[name]?.appearance
    let inTransition = appearance == .appearing || appearance == .disappearing
    switch entry.callback {
    case "alongside":
      if !take(&coordinator.alongside, name) { fail("no hook registered an alongside block") }
      if !inTransition { fail("the alongside block outside a transition's animations") }
    case "alongsideCompletion":
      if !take(&coordinator.completions, name) {
        fail("no hook registered an alongside completion")
      }
      if inTransition { fail("the alongside completion before the transition ended") }
    case "interactionChanged":
      if !take(&coordinator.interactionHandlers, name) {
        fail("no hook registered an interaction handler")
      }
      if statement.verb != .swipeBack, !statement.isMeanwhile {
        fail("an interaction handler outside a swipe back")
      }
    default:
      break
    }
  }

  private func take(_ counts: inout [String: Int], _ name: String) -> Bool {
    guard let count = counts[name], count > 0 else { return false }
    counts[name] = count - 1
    return true
  }
}
