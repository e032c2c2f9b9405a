import CX11
import KeypadCore

/// Paints the keypad into a back-buffer Pixmap with Xft and presents it with `XCopyArea`.
///
/// A press or release repaints one key; an edit repaints the field; only a resize repaints
/// everything. Nothing is drawn straight onto the window, so nothing flickers.
final class Renderer {
  private let display: XDisplay
  private let window: Window
  private let theme: Theme
  private let fonts: FontSet
  private let gc: GC
  private var pixmap: Pixmap = 0
  private var draw: OpaquePointer?
  private var size = Size(width: 0, height: 0)
  private var colors: [RGBColor: XftColor] = [:]

  /// Creates a renderer for `window`.
  init(display: XDisplay, window: Window, theme: Theme, fonts: FontSet) {
    self.display = display
    self.window = window
    self.theme = theme
    self.fonts = fonts
    gc = XCreateGC(display.pointer, window, 0, nil)
  }

  deinit {
    releaseBuffer()
    for var color in colors.values {
      XftColorFree(display.pointer, display.visual, display.colormap, &color)
    }
    XFreeGC(display.pointer, gc)
  }

  /// The pixel value of `color` in the default colormap, for window backgrounds.
  func pixel(_ color: RGBColor) -> UInt {
    xftColor(color).pixel
  }

  /// Paints everything for `session` and presents it.
  func paintAll<G>(_ session: KeypadSession<G>) {
    ensureBuffer(session.geometry.size)
    fill(Rect(x: 0, y: 0, width: size.width, height: size.height), theme.gap)
    paintFieldContents(session)
    for key in session.geometry.layout.keys {
      paintKeyContents(key, pressed: session.isHighlighted(key.id))
    }
    presentAll()
    fonts.releaseUndrawn()
  }

  /// Repaints the key at `id` as `session` has it, and presents that key.
  func paintKey<G>(_ id: KeyID, _ session: KeypadSession<G>) {
    guard let key = session.geometry.layout[id] else { return }
    ensureBuffer(session.geometry.size)
    paintKeyContents(key, pressed: session.isHighlighted(id))
    present(key.frame)
  }

  /// Repaints the field and its verdict line, and presents them.
  func paintField<G>(_ session: KeypadSession<G>) {
    guard let verdict = session.geometry.verdictLine else { return }
    ensureBuffer(session.geometry.size)
    paintFieldContents(session)
    present(Rect(x: 0, y: 0, width: size.width, height: verdict.maxY))
  }

  /// Copies the whole back buffer to the window: the keypad as last painted.
  func presentAll() {
    present(Rect(x: 0, y: 0, width: size.width, height: size.height))
  }

  /// Copies `rect` of the back buffer to the window (`XCopyArea`).
  func present(_ rect: Rect) {
    guard pixmap != 0 else { return }
    XCopyArea(
      display.pointer, pixmap, window, gc, Int32(rect.x), Int32(rect.y), UInt32(rect.width),
      UInt32(rect.height), Int32(rect.x), Int32(rect.y))
  }

  private func paintKeyContents(_ key: KeyFrame, pressed: Bool) {
    fill(key.frame, theme.keyBackground(key.key.style, pressed: pressed))
    let label = key.key.label
    guard !label.isEmpty, key.frame.width > 0, key.frame.height > 0 else { return }
    let fontSize = fonts.size(
      fitting: label, in: key.frame.width * 4 / 5,
      largest: min(key.frame.height * 2 / 5, key.frame.width * 2 / 5, theme.fontSize ?? .max),
      smallest: 8)
    drawCentered(label, in: key.frame, size: fontSize, color: theme.label)
  }

  private func paintFieldContents<G>(_ session: KeypadSession<G>) {
    if session.geometry.textLine == nil, let verdictLine = session.geometry.verdictLine {
      // A following keypad's line about the field it types into, in another application.
      fill(verdictLine, theme.field)
      if let verdict = session.verdict {
        let padding = max(8, verdictLine.height / 5)
        paintVerdict(verdict, in: verdictLine.insetBy(dx: padding, dy: 0))
      }
      return
    }
    guard let textLine = session.geometry.textLine, let verdictLine = session.geometry.verdictLine,
      let field = session.field, let kind = session.fieldKind
    else { return }
    fill(textLine, theme.field)
    fill(verdictLine, theme.field)
    let padding = max(8, textLine.height / 5)
    if let promptLine = session.geometry.promptLine, let text = session.configuration.promptText {
      fill(promptLine, theme.field)
      paintPrompt(text, in: promptLine.insetBy(dx: padding, dy: 0))
    }

    switch kind {
    case .code(let length), .pin(let length):
      paintBoxes(length: length, text: kind.displayedText(field.text), in: textLine)
    default:
      paintText(field: field, kind: kind, in: textLine, padding: padding)
    }
    if let verdict = session.verdict {
      paintVerdict(verdict, in: verdictLine.insetBy(dx: padding, dy: 0))
    }
  }

  /// Paints the field's text with its caret (and selection), scrolled to keep the caret shown.
  private func paintText(
    field: TextField<KeypadInputRule>, kind: FieldKind, in textLine: Rect, padding: Int
  ) {
    // As large as the line allows, but small enough that a full value fits without scrolling.
    let full = String(repeating: "0", count: kind.typicalDisplayLength + 1)
    let textSize = fonts.size(
      fitting: full, in: textLine.width - 2 * padding, largest: textLine.height * 9 / 20,
      smallest: 10)
    let shown = Array(kind.displayedText(field.text))
    let face = fonts.face(size: textSize)
    let baseline = textLine.y + (textLine.height + face.ascent - face.descent) / 2 + padding / 4
    let selection = field.state.selection
    let before = fonts.width(of: String(shown.prefix(selection.lowerBound)), size: textSize)
    let caretX = fonts.width(of: String(shown.prefix(selection.upperBound)), size: textSize)
    // Scroll left when the caret would leave the line.
    let room = textLine.width - 2 * padding
    let scroll = max(0, caretX - room)
    let originX = textLine.x + padding - scroll
    if !selection.isEmpty {
      fill(
        Rect(
          x: originX + before, y: baseline - face.ascent, width: caretX - before,
          height: face.ascent + face.descent), theme.normalKeyPressed)
    }
    drawText(String(shown), x: originX, baseline: baseline, size: textSize, color: theme.fieldText)
    fill(
      Rect(
        x: originX + caretX, y: baseline - face.ascent, width: 2,
        height: face.ascent + face.descent), theme.caret)

  }

  /// Paints one box per digit, a digit (or a mask dot) centred in each, the current box marked.
  private func paintBoxes(length: Int, text: String, in line: Rect) {
    let boxes = CodeBoxes.frames(count: length, in: line, spacing: theme.boxSpacing)
    let characters = Array(text)
    let current = CodeBoxes.currentIndex(filled: characters.count, count: length)
    for (index, box) in boxes.enumerated() {
      let isCurrent = index == current
      let border = max(1, theme.boxBorderWidth) * (isCurrent ? 2 : 1)
      fillRounded(box, radius: theme.cornerRadius, isCurrent ? theme.caret : theme.boxBorder)
      fillRounded(
        box.insetBy(dx: border, dy: border), radius: max(0, theme.cornerRadius - border),
        theme.field)
      if index < characters.count {
        drawCentered(
          String(characters[index]), in: box, size: max(10, box.height * 11 / 20),
          color: theme.fieldText)
      }
    }
  }

  /// Fills a rectangle with rounded corners: a middle band and one pixel row at a time for the
  /// corners (Xft draws only rectangles).
  private func fillRounded(_ rect: Rect, radius: Int, _ color: RGBColor) {
    let radius = min(radius, rect.width / 2, rect.height / 2)
    guard radius > 0 else { return fill(rect, color) }
    fill(
      Rect(x: rect.x, y: rect.y + radius, width: rect.width, height: rect.height - 2 * radius),
      color)
    for row in 0..<radius {
      let dy = Double(radius) - Double(row) - 0.5
      let inset = radius - Int((Double(radius * radius) - dy * dy).squareRoot() + 0.5)
      let x = rect.x + inset
      let width = rect.width - 2 * inset
      fill(Rect(x: x, y: rect.y + row, width: width, height: 1), color)
      fill(Rect(x: x, y: rect.maxY - 1 - row, width: width, height: 1), color)
    }
  }

  /// Paints the prompt text, as large as fits the line and no smaller than can be read; a
  /// longer text ends in an ellipsis.
  private func paintPrompt(_ text: String, in line: Rect) {
    let readable = 14
    let size = fonts.size(
      fitting: text, in: line.width, largest: line.height * 3 / 5, smallest: readable)
    let shown = wrap(text, width: line.width, size: size, lines: 1).first ?? ""
    let face = fonts.face(size: size)
    let baseline = line.y + (line.height + face.ascent - face.descent) / 2
    drawText(shown, x: line.x, baseline: baseline, size: size, color: theme.fieldText)
  }

  /// Paints the verdict in as many lines as it needs, at the largest size that fits one line
  /// and never below the theme's smallest text size.
  private func paintVerdict(_ verdict: FieldVerdict, in line: Rect) {
    let (size, lines) = verdictLines(verdict.message, in: line)
    let face = fonts.face(size: size)
    let lineHeight = face.ascent + face.descent
    var baseline = line.y + (line.height - lineHeight * lines.count) / 2 + face.ascent
    for text in lines {
      drawText(
        text, x: line.x, baseline: baseline, size: size, color: theme.verdictColor(verdict.status))
      baseline += lineHeight
    }
  }

  /// How the verdict `message` is set in `line`: on one line at the largest size up to two
  /// fifths of the line's height, or, when it does not fit at the theme's smallest text size,
  /// wrapped at that size into as many lines as the line holds (the last one ends in `…` only
  /// when even those are not enough).
  func verdictLines(_ message: String, in line: Rect) -> (size: Int, lines: [String]) {
    let smallest = theme.minimumTextSize
    let size = fonts.size(
      fitting: message, in: line.width, largest: max(smallest, line.height * 2 / 5),
      smallest: smallest)
    guard fonts.width(of: message, size: size) > line.width else { return (size, [message]) }
    let face = fonts.face(size: smallest)
    let count = max(1, line.height / max(1, face.ascent + face.descent))
    return (smallest, wrap(message, width: line.width, size: smallest, lines: count))
  }

  /// Splits `text` at spaces (or anywhere, for text without spaces) into at most `count` lines
  /// no wider than `width`; the last line ends in `…` when text is left over.
  private func wrap(_ text: String, width: Int, size: Int, lines count: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty && lines.count < count {
      var end = rest.endIndex
      while fonts.width(of: String(rest[..<end]), size: size) > width {
        // Break at a space when that keeps at least half the line; Chinese has no spaces.
        let space = rest[..<end].dropLast().lastIndex(of: " ")
        let useful = space.map { fonts.width(of: String(rest[..<$0]), size: size) * 2 >= width }
        end = useful == true ? space ?? rest.index(before: end) : rest.index(before: end)
      }
      if end == rest.startIndex { end = rest.index(after: end) }
      lines.append(String(rest[..<end]))
      rest = rest[end...].drop { $0 == " " }
    }
    if !rest.isEmpty, var last = lines.popLast() {
      while !last.isEmpty && fonts.width(of: last + "…", size: size) > width { last.removeLast() }
      lines.append(last + "…")
    }
    return lines
  }

  private func drawCentered(_ text: String, in rect: Rect, size: Int, color: RGBColor) {
    let face = fonts.face(size: size)
    let width = fonts.width(of: text, size: size)
    let x = rect.x + (rect.width - width) / 2
    let baseline = rect.y + (rect.height + face.ascent - face.descent) / 2
    drawText(text, x: x, baseline: baseline, size: size, color: color)
  }

  private func drawText(_ text: String, x: Int, baseline: Int, size: Int, color: RGBColor) {
    guard let draw else { return }
    var xft = xftColor(color)
    fonts.draw(text, x: x, baseline: baseline, size: size, color: &xft, on: draw)
  }

  private func fill(_ rect: Rect, _ color: RGBColor) {
    guard let draw, rect.width > 0, rect.height > 0 else { return }
    var xft = xftColor(color)
    XftDrawRect(draw, &xft, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
  }

  /// The Xft colour for `color`, allocated once (`XftColorAllocValue`).
  private func xftColor(_ color: RGBColor) -> XftColor {
    if let cached = colors[color] { return cached }
    var render = XRenderColor(
      red: UInt16(color.red) * 257, green: UInt16(color.green) * 257,
      blue: UInt16(color.blue) * 257, alpha: 0xFFFF)
    var result = XftColor()
    _ = XftColorAllocValue(display.pointer, display.visual, display.colormap, &render, &result)
    colors[color] = result
    return result
  }

  /// Makes the back buffer `newSize`, recreating the Pixmap and its XftDraw on a change.
  private func ensureBuffer(_ newSize: Size) {
    guard newSize != size || pixmap == 0 else { return }
    releaseBuffer()
    size = newSize
    pixmap = XCreatePixmap(
      display.pointer, window, UInt32(max(1, size.width)), UInt32(max(1, size.height)),
      UInt32(display.depth))
    draw = XftDrawCreate(display.pointer, pixmap, display.visual, display.colormap)
    // The back buffer is also the window's background: the server fills the window from it
    // the moment it maps or is uncovered, so the first frame shown is already the whole
    // keypad, without waiting for MapNotify or Expose to come back and be answered.
    XSetWindowBackgroundPixmap(display.pointer, window, pixmap)
  }

  private func releaseBuffer() {
    if let draw { XftDrawDestroy(draw) }
    draw = nil
    if pixmap != 0 { XFreePixmap(display.pointer, pixmap) }
    pixmap = 0
  }
}
