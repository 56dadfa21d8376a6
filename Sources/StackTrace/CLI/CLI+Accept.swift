extension CLI {
  /// `stacktrace accept DIR`: copies the actual traces a CI run saved under DIR (with
  /// `--actual-dir`) over the local goldens, printing each diff first.
  func accept(_ parsed: Arguments, output: ByteSink, errors: ByteSink) throws(UsageError)
    -> ExitCode
  {
    try parsed.check(allowed: ["color", "context"], command: "accept")
    guard parsed.operands.count == 2 else {
      throw .missingOperand(command: "accept", expected: "one DIR written by check --actual-dir")
    }
    let directory = parsed.operands[1]
    let context = try contextOption(parsed)
    let painter = try Painter.choose(
      try parsed.value("color"), isTerminal: environment.outputIsTerminal,
      environment: environment.variables)
    guard FileIO.isDirectory(directory) else {
      throw .file(FileIO.Failure(action: "cannot accept \(directory)", reason: "Not a directory"))
    }
    do {
      let prefix = directory.hasSuffix("/") ? directory : directory + "/"
      var accepted = 0
      for path in try FileIO.files(under: directory) where path.hasSuffix(".trace") {
        let golden = String(path.dropFirst(prefix.count))
        if golden.split(separator: "/").contains("..") { continue }
        let actual = String(decoding: try FileIO.contents(of: path), as: UTF8.self)
        let current = try FileIO.text(ifExists: golden)
        let diff = UnifiedDiff(old: current ?? "", new: actual)
        if diff.isEmpty, current != nil { continue }
        output.write(
          painter.diff(
            diff.render(
              oldName: current == nil ? "/dev/null" : "a/" + golden, newName: "b/" + golden,
              context: context)))
        try FileIO.makeDirectories(GoldenCheck.folder(of: golden))
        try FileIO.writeAtomically(Array(actual.utf8), to: golden)
        output.write("accepted \(golden)\n")
        accepted += 1
      }
      output.write("\(accepted) golden\(accepted == 1 ? "" : "s") accepted\n")
    } catch {
      errors.write("stacktrace: \(error)\n")
      return .usage
    }
    return .success
  }
}
