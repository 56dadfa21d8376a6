extension TraceOracle {
  /// Keeps the oracle's own account of named references and traits from a statement.
  mutating func applyReferences(_ statement: StatementText) {
    let words = statement.words
    switch statement.verb {
    case .retain where words.count == 4:
      references.append((words[3], words[1]))
    case .release where words.count == 4:
      if let index = references.firstIndex(where: { $0.owner == words[3] && $0.target == words[1] })
      {
        references.remove(at: index)
      }
    case .controller where words.contains("view=init") && words.count > 1:
      viewAssignedInInit[words[1]] = false
    case .unloadView where words.count == 2:
      if viewAssignedInInit[words[1]] != nil { viewAssignedInInit[words[1]] = true }
      // UIKit unloads only a view that is not on screen; the engine says so in a warning.
      if lives[words[1]]?.appearance == .disappeared { lives[words[1]]?.viewLoaded = false }
    default:
      break
    }
  }

  /// The references still holding `name`: free-standing owners for the whole run, owners
  /// named after a controller while it lives.
  func holders(of name: String) -> [String] {
    references.filter { reference in
      guard reference.target == name else { return false }
      let head = String(reference.owner.prefix { $0 != "." })
      guard let owner = lives[head] else { return true }  // free-standing
      return owner.initialized && !owner.deallocated
    }.map(\.owner)
  }

  /// A leak is alive, and not held by a free-standing owner.
  mutating func checkLeak(of name: String) {
    if lives[name]?.deallocated != false { report(.ownership, "leak of \(name), not alive") }
    let freeStanding = references.filter {
      $0.target == name && lives[String($0.owner.prefix { $0 != "." })] == nil
    }
    if !freeStanding.isEmpty {
      report(.ownership, "leak of \(name), held by free-standing \(freeStanding[0].owner)")
    }
  }
}
