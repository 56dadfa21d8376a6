import StackTraceScenario

extension Explorer {
  /// The renamings of an alphabet's names (`A`, `B`, ... permuted) that give the alphabet back,
  /// as the statement each statement becomes: a scenario and its renamings end the same way,
  /// so the explorer runs only the least of them and counts it for all (`explore --fresh` runs
  /// every one).
  ///
  /// A scenario is the least of its renamings when no renaming gives a scenario whose
  /// statements' indices come first in order. A scenario's prefix is then the least of its
  /// own: the explorer leaves out whole subtrees. The least scenario stands for as many
  /// scenarios as it has distinct renamings.
  struct Renamings: Sendable {
    /// Each renaming but the identity: the alphabet index each statement becomes.
    let images: [[Int]]

    /// The renamings of the first `names` names (`A`, `B`, ...) that give `alphabet` back,
    /// statement for statement (a statement the alphabet holds twice, its copies in order);
    /// `nil` when the identity is the only one.
    init?(_ alphabet: [Statement], names: Int) {
      let words = alphabet.map { $0.tokens.map { String($0.text) } }
      // The statements by text, each text's copies in the alphabet's order.
      var indices: [[String]: [Int]] = [:]
      for (index, statement) in words.enumerated() { indices[statement, default: []].append(index) }
      let letters = Alphabet.names(names)
      let identity = Array(letters.indices)
      var images: [[Int]] = []
      for permutation in Renamings.permutations(of: letters.count) where permutation != identity {
        let renaming = Dictionary(
          uniqueKeysWithValues: letters.indices.map { (letters[$0], letters[permutation[$0]]) })
        var image: [Int] = []
        var taken: [[String]: Int] = [:]
        for statement in words {
          let renamed = statement.map { Renamings.rename($0, renaming) }
          let copy = taken[renamed, default: 0]
          guard let targets = indices[renamed], copy < targets.count else { break }
          taken[renamed] = copy + 1
          image.append(targets[copy])
        }
        if image.count == words.count { images.append(image) }
      }
      guard !images.isEmpty else { return nil }
      self.images = images
    }

    /// A statement's word with its name renamed: the word itself, an option's value
    /// (`from=A`), or a reference's owner (`A.ref`); any other word as it is.
    static func rename(_ word: String, _ renaming: [String: String]) -> String {
      if let name = renaming[word] { return name }
      if let equals = word.firstIndex(of: "="),
        let name = renaming[String(word[word.index(after: equals)...])]
      {
        return word[...equals] + name
      }
      if word.hasSuffix(".ref"), let name = renaming[String(word.dropLast(4))] {
        return name + ".ref"
      }
      return word
    }

    /// Every ordering of `0..<count`.
    static func permutations(of count: Int) -> [[Int]] {
      guard count > 0 else { return [[]] }
      return permutations(of: count - 1).flatMap { shorter in
        (0...shorter.count).map { position in
          var longer = shorter
          longer.insert(count - 1, at: position)
          return longer
        }
      }
    }

    /// How many scenarios `scenario` stands for (itself and its distinct renamings) when it
    /// is the least of them; `nil` when a renaming comes before it.
    func weight(of scenario: [Int]) -> Int? {
      var fixing = 1
      for image in images {
        var comparison = 0
        for index in scenario where image[index] != index {
          comparison = image[index] < index ? -1 : 1
          break
        }
        if comparison < 0 { return nil }
        if comparison == 0 { fixing += 1 }
      }
      return (images.count + 1) / fixing
    }

    /// Whether `scenario` is the least of its renamings.
    func isLeast(_ scenario: [Int]) -> Bool { weight(of: scenario) != nil }

    /// Whether the explorer runs `scenario`: always without `renamings`, else when it is the
    /// least of its renamings (the others are counted with it).
    static func runs(_ scenario: [Int], under renamings: Renamings?) -> Bool {
      renamings?.isLeast(scenario) ?? true
    }

    /// `scenario`'s distinct renamings other than itself, in the renamings' order.
    func others(of scenario: [Int]) -> [[Int]] {
      var seen: Set<[Int]> = [scenario]
      return images.compactMap { image in
        let renamed = scenario.map { image[$0] }
        return seen.insert(renamed).inserted ? renamed : nil
      }
    }
  }
}
