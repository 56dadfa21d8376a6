import StackNav

/// The statements of modal presentation.
extension Grammar {
  static let style = StatementOption<PresentationStyle?>.choice(
    "style", PresentationStyle.allCases.map { ($0.rawValue, $0) }, default: nil,
    shown: "style=S")
  static let from = StatementOption<String?>.name("from")
  static let modalInPresentation = StatementOption<Bool>.toggle(
    "modalInPresentation", default: false)

  static let present = GrammarEntry(
    "present", [.name("NAME")],
    options: [
      style.spec, embed.spec, animated.spec, from.spec, completion.spec, modalInPresentation.spec,
    ],
    startsTransition: true,
    inHooks: .presentation,
    summary: "the top-most visible controller (from=NAME: that one) presents NAME; styles: "
      + PresentationStyle.allCases.map(\.rawValue).joined(separator: ", "),
    builds: { parts in
      .present(
        parts.names[0], from: parts[from], style: parts[style],
        embedInNavigation: parts[embed], animated: parts[animated],
        completion: parts[completion], modalInPresentation: parts[modalInPresentation])
    },
    parts: { operation in
      guard
        case .present(
          let name, let presenter, let presentation, let embedded, let isAnimated, let completes,
          let modal) = operation
      else { return nil }
      var parts = StatementParts(names: [name])
      parts[style] = presentation
      parts[embed] = embedded
      parts[animated] = isAnimated
      parts[from] = presenter
      parts[completion] = completes
      parts[modalInPresentation] = modal
      return parts
    })

  static let dismiss = GrammarEntry(
    "dismiss", [.optionalName], options: [animated.spec, completion.spec],
    startsTransition: true,
    inHooks: .presentation,
    summary: "the top-most presented controller is dismissed (NAME: NAME.dismiss)",
    builds: { parts in
      .dismiss(parts.names.first, animated: parts[animated], completion: parts[completion])
    },
    parts: { operation in
      guard case .dismiss(let name, let isAnimated, let completes) = operation else { return nil }
      var parts = StatementParts(names: name.map { [$0] } ?? [])
      parts[animated] = isAnimated
      parts[completion] = completes
      return parts
    })

  static let swipeDown = GrammarEntry(
    "swipeDown", [.optionalKeyword("cancel")],
    summary: "the interactive dismissal of a sheet, completed or cancelled",
    builds: { parts in .swipeDown(cancelled: parts.says("cancel")) },
    parts: { operation in
      guard case .swipeDown(let cancelled) = operation else { return nil }
      var parts = StatementParts()
      if cancelled { parts.keywords = ["cancel"] }
      return parts
    })
}
