extension SVGSequenceDiagram {
  /// A text trace (a golden, or a trace as a check saw it) to draw, with the lines to
  /// highlight.
  package struct TraceSide: Sendable {
    /// The trace's lines, escaped for printing, without their line ends.
    package var lines: [Substring]
    /// The lines (1-based) to highlight: those a comparison changed.
    package var highlighted: Set<Int>
    /// The highlight's colour.
    package var highlightFill: String
    /// A last note when the lines are only the start of the trace.
    package var cutNote: String?
    /// What makes the drawing's ids unique in a page that holds several.
    package var idPrefix: String

    /// A side to draw.
    package init(
      lines: [Substring], highlighted: Set<Int> = [], highlightFill: String = "#fde68a",
      cutNote: String? = nil, idPrefix: String
    ) {
      self.lines = lines
      self.highlighted = highlighted
      self.highlightFill = highlightFill
      self.cutNote = cutNote
      self.idPrefix = idPrefix
    }
  }

  /// A text trace drawn alone (a new golden's), as one `<svg>` element whose rows carry their
  /// trace line (`data-line`).
  package static func drawn(_ side: TraceSide) -> String {
    drawnSideBySide([side], sections: [[0..<side.lines.count]])[0]
  }

  /// Several text traces drawn side by side and kept in step: `sections` lists ranges of
  /// lines, one per trace (`nil`: that trace has no such section), that start on the same
  /// row; the shorter ones are padded with empty rows. A trace is drawn the way
  /// `SequenceDiagram.mermaid(ofTrace:)` draws one, so that all sides read alike.
  package static func drawnSideBySide(
    _ sides: [TraceSide], sections: [[Range<Int>?]]
  ) -> [String] {
    // Every side drawn once on a scratch diagram: the controllers of all, in order, and the
    // room their labels need, shared so that a controller stands in the same place on each.
    let scratch = SVGSequenceDiagram(title: nil)
    for side in sides {
      for line in side.lines { SequenceDiagram.draw(traceLine: line, on: scratch) }
    }
    let diagrams = sides.map { SVGSequenceDiagram(title: nil, idPrefix: $0.idPrefix) }
    for (diagram, side) in zip(diagrams, sides) {
      diagram.highlightedLines = side.highlighted
      diagram.highlightFill = side.highlightFill
      diagram.reserve(scratch.controllerColumns)
      diagram.spacingAtLeast = scratch.spacing
      diagram.showsWindow = scratch.usesWindow
    }
    for section in sections {
      for (index, range) in section.enumerated() {
        guard let range, index < sides.count else { continue }
        let diagram = diagrams[index]
        for line in range where sides[index].lines.indices.contains(line) {
          let row = diagram.rows.count
          if SequenceDiagram.draw(traceLine: sides[index].lines[line], on: diagram) {
            diagram.rowLines[row] = line + 1
          }
        }
      }
      let tallest = diagrams.map(\.rows.count).max() ?? 0
      for diagram in diagrams { diagram.blank(tallest - diagram.rows.count) }
    }
    return zip(diagrams, sides).map { diagram, side in
      if let note = side.cutNote { diagram.note(note, over: nil) }
      let sink = ByteSink()
      diagram.render(to: sink)
      return sink.text
    }
  }
}
