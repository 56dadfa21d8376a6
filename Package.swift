// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "StackNav",
  products: [
    .library(name: "StackNav", targets: ["StackNav"]),
    .executable(name: "stacktrace", targets: ["stacktrace"]),
    .library(name: "StackNavTesting", targets: ["StackNavTesting"]),
    .plugin(name: "StackTracePlugin", targets: ["StackTracePlugin"]),
  ],
  targets: [
    // Each target declares exactly the modules of this package that its files import, no more
    // (ArchitectureTests holds it): an import left undeclared builds only when SwiftPM happens
    // to build that module first, so a fresh clone would fail where a warm .build passes.
    // The core: controllers, ownership, state machines, transitions, profiles. No I/O.
    .target(name: "StackNav"),
    // An independent checker of what every printed trace must satisfy: it reads traces as a
    // user would and shares no code with the engine (no StackNav import).
    .target(name: "TraceOracle"),
    // The tooling, one target a layer: each may use the ones above it in this list, never
    // one below (docs/architecture.md). Their declarations are `package`: only StackNav and
    // StackNavTesting have a public API.
    // The file layer (every open, read and write), escaping for printing, UTF-8 checks.
    .target(name: "StackTraceIO", exclude: ["README.md"]),
    // The scenario language: words, statements, the grammar of each verb, errors.
    .target(
      name: "StackTraceScenario", dependencies: ["StackNav", "StackTraceIO"], exclude: ["README.md"]
    ),
    // Trace writers (text, JSON Lines, Mermaid, screens), ByteSink, JSON, diagrams.
    .target(
      name: "StackTraceFormats", dependencies: ["StackNav", "StackTraceIO", "StackTraceScenario"],
      exclude: ["README.md"]),
    // The differ, the streaming comparison with a golden, callback lines, log import.
    .target(
      name: "StackTraceDiff", dependencies: ["StackNav", "StackTraceIO", "StackTraceScenario"],
      exclude: ["README.md"]),
    // Running a scenario through the engine, and exploring every scenario up to a depth.
    .target(
      name: "StackTraceRun",
      dependencies: ["StackNav", "StackTraceScenario", "StackTraceFormats", "TraceOracle"],
      exclude: ["README.md"]),
    // Golden checks, pending goldens and review, reports, the environment they read.
    .target(
      name: "StackTraceGolden",
      dependencies: [
        "StackNav", "StackTraceIO", "StackTraceScenario", "StackTraceFormats", "StackTraceDiff",
        "StackTraceRun",
      ], exclude: ["README.md"]),
    // The command line as a testable value: commands, options, help, exit codes.
    .target(
      name: "StackTraceCLI",
      dependencies: [
        "StackNav", "StackTraceIO", "StackTraceScenario", "StackTraceFormats", "StackTraceDiff",
        "StackTraceRun", "StackTraceGolden",
      ], exclude: ["README.md"]),
    // main.swift only.
    .executableTarget(
      name: "stacktrace",
      dependencies: ["StackTraceCLI", "StackTraceFormats", "StackTraceGolden", "StackTraceIO"]),
    // `swift package stacktrace ...` in a package that depends on this one: runs the tool
    // above, built by SwiftPM, with no install (docs/golden-workflow.md).
    .plugin(
      name: "StackTracePlugin",
      capability: .command(
        intent: .custom(
          verb: "stacktrace",
          description: "check, review and accept golden traces (stacktrace help)"),
        permissions: [
          .writeToPackageDirectory(
            reason: "review, accept and check --record write golden traces in the package")
        ]),
      dependencies: ["stacktrace"]),
    // The benchmark harness (swift run -c release stacktrace-bench); not part of CI.
    .executableTarget(name: "stacktrace-bench", path: "Sources/stacktrace-bench"),
    // Golden assertions for users' own test suites (Swift Testing and XCTest).
    .target(
      name: "StackNavTesting",
      dependencies: ["StackNav", "StackTraceIO", "StackTraceScenario", "StackTraceGolden"]),
    // What every tooling test uses: temporary folders, the built binary, the repository's
    // paths, seeded randomness, references (a patch reader, Mermaid's grammar, a reader of
    // Swift files and of this manifest). None of the modules above: each test target imports
    // only its module and those below it.
    .target(name: "StackTraceTestSupport", path: "Tests/StackTraceTestSupport"),
    // Random scenarios from a seed, for the tests of the modules that run them.
    .target(
      name: "StackTraceScenarioSupport",
      dependencies: ["StackNav", "StackTraceIO", "StackTraceScenario", "StackTraceTestSupport"],
      path: "Tests/StackTraceScenarioSupport"),
    .testTarget(name: "TraceOracleTests", dependencies: ["TraceOracle"]),
    .testTarget(
      name: "StackNavTests",
      dependencies: [
        "StackNav", "StackTraceScenario", "StackTraceFormats", "TraceOracle",
        "StackTraceTestSupport",
      ]),
    .testTarget(
      name: "StackTraceIOTests", dependencies: ["StackTraceIO", "StackTraceTestSupport"]),
    .testTarget(
      name: "StackTraceScenarioTests",
      dependencies: ["StackNav", "StackTraceIO", "StackTraceScenario", "StackTraceTestSupport"]),
    .testTarget(
      name: "StackTraceFormatsTests",
      dependencies: [
        "StackNav", "StackTraceScenario", "StackTraceFormats", "StackTraceTestSupport",
      ]),
    .testTarget(
      name: "StackTraceDiffTests",
      dependencies: [
        "StackTraceIO", "StackTraceScenario", "StackTraceDiff", "StackTraceTestSupport",
      ]),
    .testTarget(
      name: "StackTraceRunTests",
      dependencies: [
        "StackNav", "StackTraceIO", "StackTraceScenario", "StackTraceFormats", "StackTraceRun",
        "TraceOracle", "StackTraceScenarioSupport", "StackTraceTestSupport",
      ]),
    .testTarget(
      name: "StackTraceGoldenTests",
      dependencies: [
        "StackTraceIO", "StackTraceScenario", "StackTraceFormats", "StackTraceDiff",
        "StackTraceRun", "StackTraceGolden", "StackTraceTestSupport",
      ]),
    .testTarget(
      name: "StackNavTestingTests",
      dependencies: [
        "StackNavTesting", "StackTraceIO", "StackTraceScenario", "StackTraceFormats",
        "StackTraceDiff", "StackTraceRun", "StackTraceGolden", "StackTraceTestSupport",
      ]),
    .testTarget(
      name: "StackTraceCLITests",
      dependencies: [
        "StackNav", "StackTraceIO", "StackTraceScenario", "StackTraceFormats", "StackTraceDiff",
        "StackTraceRun", "StackTraceGolden", "StackTraceCLI", "StackTraceTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
