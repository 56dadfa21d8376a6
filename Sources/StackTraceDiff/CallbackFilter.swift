import StackNav

/// Which callbacks a comparison or an import keeps: `--only WORDS` and `--ignore WORDS`,
/// where a word is a callback (`viewWillLayoutSubviews`) or a group of them (`layout`,
/// `geometry`, `containment`, `memory`, `delegates`, `completions`). A log that never
/// printed layout can so be compared with a full model trace (`--ignore layout`).
package struct CallbackFilter: Sendable, Equatable {
  /// The callbacks kept when `only` is given; `nil`: all.
  private var only: Set<String>?
  /// The callbacks dropped.
  private var ignored: Set<String> = []

  /// Keeps everything.
  package init() {}

  /// Keeps the callbacks `only` names (all when `nil`), less those `ignore` names.
  ///
  /// - Throws: the first word that is neither a callback nor a group.
  package init(only: [String]?, ignore: [String]) throws(UnknownWord) {
    self.only = try only.map { words throws(UnknownWord) in try CallbackFilter.expand(words) }
    ignored = try CallbackFilter.expand(ignore)
  }

  /// The groups of callbacks a filter may name, in the order docs list them.
  package static let groups: [(name: String, callbacks: [Callback])] = [
    ("layout", [.viewWillLayoutSubviews, .viewDidLayoutSubviews]),
    ("geometry", Callback.allCases.filter { $0.kind == .geometry }),
    ("containment", [.willMoveToParent, .didMoveToParent]),
    ("memory", [.didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload]),
    ("delegates", Callback.allCases.filter { $0.kind == .delegate }),
    ("completions", Callback.allCases.filter { $0.kind == .completion }),
    ("segues", Callback.allCases.filter { $0.kind == .segue }),
    ("app", Callback.allCases.filter { $0.kind == .app }),
    ("coordinator", Callback.allCases.filter { $0.kind == .coordinator }),
    ("restoration", Callback.allCases.filter(\.isRestoration)),
  ]

  /// A word a filter cannot read.
  package struct UnknownWord: Error, Equatable, CustomStringConvertible {
    /// The word given.
    package let word: String

    /// The error for `word`.
    package init(word: String) { self.word = word }

    package var description: String {
      "'\(word)' is neither a callback nor a group: groups are "
        + CallbackFilter.groups.map(\.name).joined(separator: ", ")
    }
  }

  private static func expand(_ words: [String]) throws(UnknownWord) -> Set<String> {
    var callbacks: Set<String> = []
    for word in words {
      if let group = groups.first(where: { $0.name == word }) {
        callbacks.formUnion(group.callbacks.map(\.word))
      } else if let callback = Callback(word: word) {
        callbacks.insert(callback.word)
      } else {
        throw UnknownWord(word: word)
      }
    }
    return callbacks
  }

  /// Whether nothing is filtered.
  package var keepsEverything: Bool { only == nil && ignored.isEmpty }

  /// Whether the callback word is kept.
  package func keeps(_ callback: Substring) -> Bool {
    let word = String(callback)
    if ignored.contains(word) { return false }
    return only?.contains(word) ?? true
  }

  /// Whether the trace line (`NAME callback ...`) is kept.
  package func keeps(line: String) -> Bool {
    let words = line.split(separator: " ", maxSplits: 2)
    return words.count < 2 || keeps(words[1])
  }
}
