/// Every rule of every profile, in one table (docs/architecture.md, principle 4): each entry is a rule
/// (id, summary, source, confidence), the profiles it applies to, and the setting it carries.
/// A profile is the entries that apply to it, in table order; the iOS profiles are version
/// ranges over the same table, so each threshold is written once. Where a rule does not apply
/// to a profile, the profile has no such rule.
///
/// The table is kept by topic, in the order `stacktrace rules` lists the rules:
/// `RuleTable+Orderings`, `+Lifetimes`, `+Views`, `+Containment`, `+CustomContainers`,
/// `+Pages`, `+Navigation`, `+Gestures`, `+Coordinator`, `+Segues`, `+Hooks`, `+App`,
/// `+Restoration`, `+Memory`, `+Presentation`,
/// `+Alerts`, `+Adaptive`, `+Delegates` (with the
/// completions), `+Geometry`, `+Misuse`. docs/architecture.md says how to add a rule.
package enum RuleTable {
  /// Every entry, in listing order.
  package static let entries: [RuleEntry] =
    orderings + lifetimes + views + containment + customContainers + childrenAddedInHooks
    + directCalls + pages + navigation + gestures + coordinator + segues + hooks + app
    + restoration + memory
    + presentation
    + alerts + adaptive + delegates + completions + geometry + misuse
}
