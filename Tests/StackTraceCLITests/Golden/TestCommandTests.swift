import Foundation
import StackTraceCLI
import StackTraceFormats
import StackTraceGolden
import StackTraceTestSupport
import Testing

/// `stacktrace test`: `swift test`, then `review`, in one step. A `swift` of the test's own
/// stands first on the PATH the command is given: it records how it was called and leaves a
/// pending golden, as a failing golden assertion would.
struct TestCommandTests {
  /// A package folder and a `swift` that writes `__Goldens__/T/t.trace.new` in it, logs its
  /// arguments and `STACKTRACE_PENDING`, and exits with `status`.
  func fakeSwift(status: Int) throws -> (folder: URL, variables: [String: String]) {
    let folder = try temporaryFolder("stacknav-test-command")
    let bin = folder.appendingPathComponent("bin")
    let package = folder.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    let swift = bin.appendingPathComponent("swift").path
    let script = """
      #!/bin/sh
      echo "$*" > "$LOG"
      echo "$STACKTRACE_PENDING" >> "$LOG"
      mkdir -p "$PACKAGE/__Goldens__/T"
      printf '# push A\\nA init\\n' > "$PACKAGE/__Goldens__/T/t.trace.new"
      exit \(status)

      """
    #expect(FileManager.default.createFile(atPath: swift, contents: Data(script.utf8)))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift)
    let variables = [
      "PATH": bin.path + ":/usr/bin:/bin", "LOG": folder.appendingPathComponent("log").path,
      "PACKAGE": package.path,
    ]
    return (folder, variables)
  }

  func run(
    _ arguments: [String], variables: [String: String], terminal: Bool, keys: String = ""
  ) -> (code: Int32, output: String, errors: String) {
    let output = ByteSink()
    let errors = ByteSink()
    let code = CLI(
      arguments: arguments,
      environment: Environment(
        variables: variables, outputIsTerminal: terminal, inputIsTerminal: terminal)
    ).run(output: output, errors: errors, standardInput: .bytes(Array(keys.utf8)))
    return (code, output.text, errors.text)
  }

  @Test("the tests pass but leave a pending golden: review on a terminal accepts it, exit 0")
  func acceptsWhatTheTestsLeft() throws {
    let (folder, variables) = try fakeSwift(status: 0)
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = folder.appendingPathComponent("App").path
    let result = run(
      ["test", "--package-path", package, "--color", "never", "--", "--filter", "Checkout"],
      variables: variables, terminal: true, keys: "?a")
    #expect(result.code == 0, "\(result.errors)")
    let log = try String(contentsOfFile: variables["LOG"]!, encoding: .utf8)
    #expect(log == "test --package-path \(package) --filter Checkout\nwarn\n")
    #expect(result.output.contains("+A init\n"))
    #expect(result.output.contains("  ?  these keys\n"))
    #expect(result.output.contains("accepted \(package)/__Goldens__/T/t.trace\n"))
    #expect(FileManager.default.fileExists(atPath: package + "/__Goldens__/T/t.trace"))
  }

  @Test("failing tests: the exit is theirs whatever review did; without a terminal it lists")
  func exitsAsTheTestsDid() throws {
    let (folder, variables) = try fakeSwift(status: 1)
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = folder.appendingPathComponent("App").path
    let accepted = run(
      ["test", "--package-path", package, "--accept"], variables: variables, terminal: false)
    #expect(accepted.code == 1)
    #expect(accepted.output.contains("accepted \(package)/__Goldens__/T/t.trace\n"))
    #expect(accepted.errors.contains("stacktrace: swift test exited with status 1\n"))
    let listed = run(["test", "--package-path", package], variables: variables, terminal: false)
    #expect(listed.code == 1)
    #expect(listed.output.contains("PENDING \(package)/__Goldens__/T/t.trace.new\n"))
  }

  @Test("no swift on PATH, or run through the plugin: exit 2 and why")
  func refusals() throws {
    let missing = run(["test"], variables: ["PATH": "/nonexistent"], terminal: false)
    #expect(missing.code == 2)
    #expect(missing.errors.hasPrefix("stacktrace: cannot run swift: not found on PATH\n"))
    let plugin = run(
      ["test"], variables: ["STACKTRACE_COMMAND": ToolCommand.plugin], terminal: false)
    #expect(plugin.code == 2)
    #expect(plugin.errors.contains("test cannot run through the plugin"))
  }

  @Test("review shows a testing API golden's assertion: its file, line and call")
  func showsTheAssertion() throws {
    let folder = try temporaryFolder("stacknav-review-source")
    defer { try? FileManager.default.removeItem(at: folder) }
    // A test file's shape (its two first lines stand for its imports): what review reads is
    // the lines of the tests and their calls.
    let source = """
      // CheckoutTests.swift
      // (imports)

      @Test func checkout() {
        assertGolden(
          "push A B\\npop\\n",
          profile: .ios17)
      }

      @Test func other() {
        assertGolden("push C\\n", named: "second", profile: .ios17)
      }

      """
    try source.write(
      to: folder.appendingPathComponent("CheckoutTests.swift"), atomically: true, encoding: .utf8)
    let goldens = folder.appendingPathComponent("__Goldens__/CheckoutTests")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    for name in ["checkout-2", "second"] {
      try "# push A\nA init\n".write(
        to: goldens.appendingPathComponent(name + ".trace.new"), atomically: true,
        encoding: .utf8)
    }
    let result = run(
      ["review", folder.path, "--color", "never"], variables: [:], terminal: true, keys: "ss")
    let path = folder.path
    #expect(
      result.output.contains(
        "\(path)/CheckoutTests.swift:5 (1 of 2)\n  golden: \(path)/__Goldens__/CheckoutTests/"
          + "checkout-2.trace\n    assertGolden(\n      \"push A B\\npop\\n\",\n"
          + "      profile: .ios17)\n\n"))
    #expect(
      result.output.contains(
        "\(path)/CheckoutTests.swift:11 (2 of 2)\n  golden: \(path)/__Goldens__/CheckoutTests/"
          + "second.trace\n    assertGolden(\"push C\\n\", named: \"second\", profile: .ios17)\n"))
  }
}
