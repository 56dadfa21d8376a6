// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "StackNav",
  products: [
    .library(name: "StackNav", targets: ["StackNav"]),
    .executable(name: "stacktrace", targets: ["stacktrace"]),
    .library(name: "StackNavTesting", targets: ["StackNavTesting"]),
  ],
  targets: [
    // The core: controllers, ownership, state machines, transitions, profiles. No I/O.
    .target(name: "StackNav"),
    // An independent checker of what every printed trace must satisfy: it reads traces as a
    // user would and shares no code with the engine (no StackNav import).
    .target(name: "TraceOracle"),
    // The tooling: scenario language, trace formats, differ, the CLI as a testable type.
    .target(name: "StackTrace", dependencies: ["StackNav", "TraceOracle"]),
    // main.swift only.
    .executableTarget(name: "stacktrace", dependencies: ["StackTrace"]),
    // The benchmark harness (swift run -c release stacktrace-bench); not part of CI.
    .executableTarget(name: "stacktrace-bench", path: "Sources/stacktrace-bench"),
    // Golden assertions for users' own test suites (Swift Testing and XCTest).
    .target(name: "StackNavTesting", dependencies: ["StackNav", "StackTrace"]),
    .testTarget(name: "TraceOracleTests", dependencies: ["TraceOracle"]),
    .testTarget(name: "StackNavTests", dependencies: ["StackNav", "StackTrace", "TraceOracle"]),
    .testTarget(
      name: "StackTraceTests",
      dependencies: ["StackTrace", "StackNav", "StackNavTesting", "TraceOracle"]),
  ],
  swiftLanguageModes: [.v6]
)
