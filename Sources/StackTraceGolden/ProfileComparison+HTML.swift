import StackTraceIO

extension ProfileComparison {
  /// The comparison as one self-contained page in the HTML report's style and under its
  /// Content-Security-Policy (nothing loads, no script runs): the scenario, a row a group,
  /// and each difference as a table of lines, with its rules.
  package var html: String {
    func escaped(_ text: some StringProtocol) -> String { XMLText.escape(String(text)) }
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="\(HTMLReport.contentSecurityPolicy)">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>stacktrace compare</title>
      <style>\(HTMLReport.style)</style>
      </head>
      <body>
      <header><h1>One scenario across \(profileCount) profiles</h1>
      <pre>\(statements.map(escaped).joined(separator: "\n"))</pre></header>
      <main>
      <section class="result"><h2>\(groups.count == 1 ? "1 behaviour" : "\(groups.count) behaviours")</h2>
      <table class="diff">

      """
    for (index, group) in groups.enumerated() {
      page +=
        "<tr id=\"group-\(Self.letter(index))\"><td><b>\(Self.letter(index))</b></td>"
        + "<td>\(escaped(group.profiles.joined(separator: " ")))</td><td>\(escaped(group.summary))</td></tr>\n"
    }
    page += "</table></section>\n"
    for difference in differences {
      let (from, to) = (groups[difference.from], groups[difference.to])
      let (fromLetter, toLetter) = (Self.letter(difference.from), Self.letter(difference.to))
      page +=
        "<section class=\"result failed\" id=\"\(fromLetter)-\(toLetter)\"><h2>"
        + "<span class=\"badge\">\(fromLetter) -&gt; \(toLetter)</span>"
        + "\(escaped(from.lastProfile)) -&gt; \(escaped(to.firstProfile))</h2>\n"
      for (label, rules) in [
        ("rules from \(to.firstProfile)", difference.rulesBegun),
        ("rules until \(from.lastProfile)", difference.rulesEnded),
      ] where !rules.isEmpty {
        page +=
          "<p class=\"message\">\(escaped(label)): <code>"
          + rules.map(escaped).joined(separator: "</code>, <code>") + "</code></p>\n"
      }
      page += "<table class=\"diff\">\n"
      for (header, changes) in difference.statements {
        page += "<tr class=\"hunk\"><td colspan=\"3\">\(escaped(header))</td></tr>\n"
        for change in changes {
          let kind =
            switch change.kind {
            case .added: "added"
            case .removed: "removed"
            case .kept, .gap: "context"
            }
          page +=
            "<tr class=\"\(kind)\"><td>\(change.kind == .gap ? "" : String(change.kind.rawValue))"
            + "</td><td>\(escaped(change.line.text))</td><td>"
            + (change.kind == .added || change.kind == .removed
              ? change.line.rule.map { "rule " + escaped($0) } ?? "" : "")
            + "</td></tr>\n"
        }
      }
      page += "</table></section>\n"
    }
    return page + "</main>\n</body>\n</html>\n"
  }
}
