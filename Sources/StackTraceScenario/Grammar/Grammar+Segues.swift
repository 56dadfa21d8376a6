import StackNav

/// The statements of storyboard segues.
extension Grammar {
  static let segueKind = StatementOption<SegueKind>.choice(
    "kind", SegueKind.allCases.map { ($0.rawValue, $0) }, default: .show)
  static let byCode = StatementOption<Bool>.flag("by", "code")
  static let shouldPerform = StatementOption<Bool>.toggle("shouldPerform", default: true)
  /// The segue's presentation style: only with `kind=present`.
  static let segueStyle: OptionSpec = {
    var spec = style.spec
    spec.implies = (key: "kind", word: "present")
    return spec
  }()

  static let segue = GrammarEntry(
    "segue", [.name("NAME")],
    options: [
      segueKind.spec, segueStyle, embed.spec, from.spec, animated.spec, byCode.spec,
      shouldPerform.spec,
    ],
    startsTransition: true,
    inHooks: .segue,
    summary: "a storyboard segue NAME to a new controller NAME, from the top-most visible "
      + "controller (or from=): asked, prepared, then pushed or presented",
    builds: { parts throws(ScenarioError) in
      let kind = parts[segueKind]
      if parts[style] != nil, kind == .show || kind == .push {
        throw ScenarioError(.styleNeedsPresent, at: parts.location)
      }
      return .segue(
        parts.names[0], kind: kind, style: parts[style], embedInNavigation: parts[embed],
        from: parts[from], animated: parts[animated], byCode: parts[byCode],
        shouldPerform: parts[shouldPerform])
    },
    parts: { operation in
      guard
        case .segue(
          let name, let kind, let presentation, let embedded, let source, let isAnimated,
          let code, let asked) = operation
      else { return nil }
      var parts = StatementParts(names: [name])
      parts[segueKind] = kind
      parts[style] = presentation
      parts[embed] = embedded
      parts[from] = source
      parts[animated] = isAnimated
      parts[byCode] = code
      parts[shouldPerform] = asked
      return parts
    })
}

extension Grammar {
  static let unwind = GrammarEntry(
    "unwind", [.keyword("to"), .name("NAME")],
    options: [byCode.spec, animated.spec, shouldPerform.spec],
    inHooks: .segue,
    summary: "an unwind segue from the top-most visible controller to NAME, which implements "
      + "the unwind action",
    builds: { parts in
      .unwind(
        parts.names[0], byCode: parts[byCode], animated: parts[animated],
        shouldPerform: parts[shouldPerform])
    },
    parts: { operation in
      guard case .unwind(let name, let code, let isAnimated, let asked) = operation else {
        return nil
      }
      var parts = StatementParts(names: [name])
      parts[byCode] = code
      parts[animated] = isAnimated
      parts[shouldPerform] = asked
      return parts
    })
}
