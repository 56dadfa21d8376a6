import StackTraceIO

/// A check's results as JUnit XML: `testsuites`, a `testsuite` per folder, a `testcase` per
/// scenario with `classname`, `name`, `file` and `line`, and for each failure a `failure`
/// whose message is the first divergence and whose text is the unified diff. Files that
/// could not be checked (links, unsearchable folders) and orphans have suites of their own.
package enum JUnitReport {
  /// The XML document.
  package static func xml(_ report: GoldenCheck.Report) -> String {
    var folders: [String] = []
    var byFolder: [String: [ScenarioCheck]] = [:]
    for check in report.checks {
      let folder = folder(of: check.scenarioPath)
      if byFolder[folder] == nil { folders.append(folder) }
      byFolder[folder, default: []].append(check)
    }
    let fileErrors = report.findings.filter(\.isError)
    let orphanFailures =
      report.lookedForOrphans && report.orphanPolicy == .fail ? report.orphans.count : 0
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites name=\"stacktrace check\" "
      + "tests=\"\(report.checks.count + fileErrors.count + report.orphans.count)\" "
      + "failures=\"\(report.failed + report.new + orphanFailures)\" "
      + "errors=\"\(report.errors)\">\n"
    for folder in folders {
      let checks = byFolder[folder] ?? []
      xml +=
        "  <testsuite name=\"\(XMLText.escape(folder))\" tests=\"\(checks.count)\" "
        + "failures=\"\(failures(checks))\" errors=\"\(errors(checks))\" skipped=\"0\">\n"
      for check in checks {
        xml += testcase(check, folder: folder)
      }
      xml += "  </testsuite>\n"
    }
    if !fileErrors.isEmpty {
      xml +=
        "  <testsuite name=\"files\" tests=\"\(fileErrors.count)\" failures=\"0\" "
        + "errors=\"\(fileErrors.count)\" skipped=\"0\">\n"
      for finding in fileErrors {
        let path = XMLText.escape(finding.path)
        xml +=
          "    <testcase classname=\"files\" name=\"\(path)\" file=\"\(path)\" line=\"1\">"
          + "<error message=\"\(XMLText.escape(finding.message))\" type=\"file refused\"/>"
          + "</testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    if report.lookedForOrphans, !report.orphans.isEmpty {
      xml +=
        "  <testsuite name=\"orphans\" tests=\"\(report.orphans.count)\" "
        + "failures=\"\(orphanFailures)\" errors=\"0\" skipped=\"0\">\n"
      for orphan in report.orphans {
        let path = XMLText.escape(orphan.goldenPath)
        xml += "    <testcase classname=\"orphans\" name=\"\(path)\" file=\"\(path)\" line=\"1\">"
        let message = XMLText.escape(orphan.message)
        xml +=
          orphanFailures > 0
          ? "<failure message=\"\(message)\" type=\"orphan\"/>"
          : "<system-out>\(message)</system-out>"
        xml += "</testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  private static func testcase(_ check: ScenarioCheck, folder: String) -> String {
    let name = XMLText.escape(check.scenarioName)
    let classname = XMLText.escape(folder.split(separator: "/").joined(separator: "."))
    let line = check.divergence?.scenarioLine ?? GitHubReport.errorLine(check) ?? 1
    var xml =
      "    <testcase classname=\"\(classname)\" name=\"\(name)\" "
      + "file=\"\(XMLText.escape(check.scenarioPath))\" line=\"\(line)\""
    switch check.status {
    case .passed:
      return xml + "/>\n"
    case .failed, .recorded, .pending:
      let message = check.failureMessage
      xml += ">\n      <failure message=\"\(XMLText.escape(message))\" type=\"golden mismatch\">"
      xml += XMLText.escape(check.diff)
      if check.diffIsCut { xml += XMLText.escape(check.cutNote) + "\n" }
      xml += "</failure>\n    </testcase>\n"
      return xml
    case .error(let message):
      xml += ">\n      <error message=\"\(XMLText.escape(message))\" type=\"scenario error\"/>\n"
      return xml + "    </testcase>\n"
    }
  }

  /// The folder part of a printed path (`.` for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static func failures(_ checks: [ScenarioCheck]) -> Int {
    checks.count {
      switch $0.status {
      case .failed, .recorded, .pending: true
      default: false
      }
    }
  }

  private static func errors(_ checks: [ScenarioCheck]) -> Int {
    checks.count {
      if case .error = $0.status { return true }
      return false
    }
  }
}
