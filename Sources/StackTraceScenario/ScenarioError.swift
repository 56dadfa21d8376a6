import StackNav
import StackTraceIO

/// Why a scenario cannot run: bad text, or a statement asking for something impossible.
///
/// Every case has a location; the sentence for every case lives in `message`, and nowhere
/// else. The command line prints `FILE:LINE:COLUMN: error: MESSAGE` and exits 2.
package struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  package enum Problem: Sendable, Equatable {
    case invalidUTF8
    case nulByte
    case controlCharacter(UInt32)
    case unreadable(String)
    case misplacedByteOrderMark
    case expectedVerb(found: String)
    case unknownVerb(String, suggestion: String?)
    case verbInsideStatement(String)
    case invalidName(String)
    case missingOperand(verb: String, expected: String)
    case extraOperand(verb: String, word: String)
    case expectedKeyword(verb: String, keyword: String, found: String?)
    case invalidOwner(String)
    case unknownOption(verb: String, key: String, suggestion: String?)
    case repeatedOption(String)
    case invalidOptionValue(key: String, value: String, allowed: [String])
    case malformedOption(String)
    case operandAfterOptions(String)
    case profileNotFirst
    case includeNotFirst
    case deviceOutOfPlace
    case adaptNeedsStyle
    case onlyInHook(String)
    case unknownDevice(String)
    case unknownInclude(String, suggestion: String?)
    case unknownProfile(String, known: [String])
    case notInProfile(feature: String, profile: String, firstProfile: String?, hint: String? = nil)
    case conflictingTraits(String, String)
    case missingOption(verb: String, expected: String)
    case repeatedName(verb: String, name: String)
    /// `launch A B restore=true` without `embed=nav`.
    case restoredStackNeedsNavigation
    /// `controller A restoration=...` on a restored launch's first name.
    case restorationOnFirstName(String)
    case forwardingOnPages
    /// `alert NAME` after `controller NAME TRAIT`.
    case traitOnAlert(name: String, trait: String)
    case launchOutOfPlace
    case needsLaunch(verb: String)
    case applicationName
    case unknownCallback(String, suggestion: String?)
    case unhookableCallback(String)
    case containerCallback(String)
    case appCallback(word: String, name: String)
    case callbackNotSent(word: String, profile: String, firstProfile: String?, onlyProfile: String?)
    case notACallableCallback(String)
    /// A word that is not one of a statement's values (`popGesture sometimes`).
    case invalidValue(String, of: String, allowed: [String])
    case styleNeedsPresent
    case lineTooLong
    case tooLarge
    case tooManyStatements
    case nameTooLong(length: Int)
    case engine(EngineError)
  }

  /// Where the problem is.
  package let location: ScenarioLocation
  /// What the problem is.
  package let problem: Problem

  /// Creates an error.
  package init(_ problem: Problem, at location: ScenarioLocation) {
    self.problem = problem
    self.location = location
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE`, safe to print (words quoted from the scenario are
  /// escaped).
  package var description: String { Escape.field("\(location): error: \(message)") }

  /// The sentence describing the problem.
  package var message: String {
    switch problem {
    case .invalidUTF8:
      return "invalid UTF-8: a scenario is UTF-8 text"
    case .nulByte:
      return "NUL byte: a scenario is text"
    case .controlCharacter(let scalar):
      let hex = String(scalar, radix: 16, uppercase: true)
      return "control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex): "
        + "a scenario is text"
    case .unreadable(let reason):
      return "cannot read: \(reason)"
    case .misplacedByteOrderMark:
      return "byte-order mark (U+FEFF) inside the text: only a file's first bytes may hold one"
    case .expectedVerb(let found):
      return "expected a statement, found '\(found)': statements start with a lowercase verb"
    case .unknownVerb(let word, let suggestion):
      return "unknown verb '\(word)'" + Self.didYouMean(suggestion)
    case .verbInsideStatement(let verb):
      return "'\(verb)' is a verb: put one statement on each line"
    case .invalidName(let word):
      return "'\(word)' is not a controller name: names start with an uppercase ASCII letter, "
        + "then letters, digits or _"
    case .missingOperand(let verb, let expected):
      return "\(verb) needs \(expected)"
    case .extraOperand(let verb, let word):
      return "unexpected '\(word)': \(verb) takes no more operands"
    case .expectedKeyword(let verb, let keyword, let found):
      let what = found.map { "found '\($0)'" } ?? "found the end of the statement"
      return "\(verb) expects '\(keyword)' here, \(what)"
    case .invalidOwner(let word):
      return "'\(word)' is not an owner: owners are words of letters, digits and _, joined "
        + "by dots (Cache, B.timer)"
    case .unknownOption(let verb, let key, let suggestion):
      return "\(verb) has no option '\(key)'" + Self.didYouMean(suggestion)
    case .repeatedOption(let key):
      return "option '\(key)' is given twice"
    case .invalidOptionValue(let key, let value, let allowed):
      return "'\(value)' is not a value of \(key): use "
        + allowed.map { "\(key)=\($0)" }.joined(separator: ", ")
    case .malformedOption(let word):
      return "'\(word)' is not an option: options are key=value"
    case .operandAfterOptions(let word):
      return "'\(word)' comes after an option: options follow the operands"
    case .profileNotFirst:
      return "profile must be the first statement"
    case .onlyInHook(let verb):
      return "\(verb) can only run inside a callback: write it as 'on NAME WORD \(verb)'"
    case .adaptNeedsStyle:
      return "adapt=none applies to style=popover, formSheet or pageSheet"
    case .deviceOutOfPlace:
      return "device must come after profile and include, before every other statement"
    case .unknownDevice(let word):
      return "'\(word)' is not a device: use iphone or ipad"
    case .includeNotFirst:
      return "include comes after profile, before any other statement"
    case .unknownInclude(let word, let suggestion):
      return "cannot include '\(word)': use delegates, geometry or unwinding"
        + Self.didYouMean(suggestion)
    case .unknownProfile(let name, let known):
      return "unknown profile '\(name)': profiles are " + known.joined(separator: ", ")
    case .notInProfile(let feature, let profile, let firstProfile, let hint):
      let since = firstProfile.map { ": it needs profile \($0) or later" } ?? ""
      return "\(feature) is not in profile \(profile)\(since)" + (hint.map { "; \($0)" } ?? "")
    case .missingOption(let verb, let expected):
      return "\(verb) needs \(expected)"
    case .repeatedName(let verb, let name):
      return "\(verb) names \(name) twice: each controller once"
    case .restoredStackNeedsNavigation:
      return "a restored stack of several controllers needs embed=nav"
    case .restorationOnFirstName(let name):
      return "\(name) is created by the app or the main storyboard before restoration: "
        + "restoration= does not apply"
    case .launchOutOfPlace:
      return "launch must come before every statement but profile, include, controller and on"
    case .needsLaunch(let verb):
      return "\(verb) needs launch first"
    case .styleNeedsPresent:
      return "style applies to kind=present"
    case .applicationName:
      return "App names the application in a scenario with launch"
    case .traitOnAlert(let name, let trait):
      return "\(name) is an alert: trait \(trait) does not apply"
    case .forwardingOnPages:
      return "forwarding= applies to a container the app writes, not to a page view controller"
    case .conflictingTraits(let first, let second):
      return "traits \(first) and \(second) contradict each other"
    case .lineTooLong:
      return "line is longer than \(ScenarioLimits.lineBytes) bytes, the limit (docs/limits.md)"
    case .tooLarge:
      return "scenario is larger than \(ScenarioLimits.bytes) bytes, the limit (docs/limits.md)"
    case .tooManyStatements:
      return "more than \(ScenarioLimits.statements) statements, the limit (docs/limits.md)"
    case .nameTooLong(let length):
      return "a word of \(length) characters, past the limit of \(ScenarioLimits.nameLength) "
        + "for names (docs/limits.md)"
    case .unknownCallback(let word, let suggestion):
      return "'\(word)' is not a callback word" + Self.didYouMean(suggestion)
    case .unhookableCallback(let word):
      return "on cannot hook \(word): use viewDidLoad or a later callback"
    case .containerCallback(let word):
      return "on cannot hook \(word): its lines start with a container (Nav#1, Tab#1), which a "
        + "scenario cannot name"
    case .appCallback(let word, let name):
      return "on cannot hook \(word) on \(name): \(word) is a line of App (with launch)"
    case .notACallableCallback:
      return "call takes viewWillAppear, viewDidAppear, viewWillDisappear or viewDidDisappear"
    case .invalidValue(let word, let verb, let allowed):
      return "'\(word)' is not a value of \(verb): use "
        + allowed.dropLast().joined(separator: ", ") + " or " + (allowed.last ?? "")
    case .callbackNotSent(let word, let profile, let firstProfile, let onlyProfile):
      let why =
        if let firstProfile {
          ": it needs profile \(firstProfile) or later"
        } else if let onlyProfile {
          ": only \(onlyProfile) sends it"
        } else { "" }
      return "\(word) is not sent in profile \(profile)\(why)"
    case .engine(let error):
      return error.description
    }
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean '\($0)'?)" } ?? ""
  }
}
