internal import StackTraceGolden

// The testing API's own public types beside the tooling's, converted in one place, case by
// case: a case added on either side stops the build here instead of drifting.

extension RecordMode {
  /// The tooling's mode for this one.
  var tooling: StackTraceGolden.RecordMode {
    switch self {
    case .pending: .pending
    case .missing: .missing
    case .all: .all
    case .failed: .failed
    case .never: .never
    }
  }

  /// The testing API's mode for the tooling's `mode`.
  init(_ mode: StackTraceGolden.RecordMode) {
    switch mode {
    case .pending: self = .pending
    case .missing: self = .missing
    case .all: self = .all
    case .failed: self = .failed
    case .never: self = .never
    }
  }
}

extension GoldenResult.Status {
  /// The testing API's status for how a check came out.
  init(_ status: ScenarioCheck.Status) {
    switch status {
    case .passed: self = .passed
    case .failed: self = .failed
    case .recorded(let created): self = .recorded(created: created)
    case .pending(let created): self = .pending(created: created)
    case .error(let message): self = .error(message)
    }
  }
}

extension GoldenResult.Divergence {
  /// The testing API's account of where a trace departs from its golden.
  init(_ divergence: ScenarioCheck.Divergence) {
    self.init(
      goldenLine: divergence.traceLine, statement: divergence.statement,
      scenarioLine: divergence.scenarioLine, message: divergence.message)
  }
}
