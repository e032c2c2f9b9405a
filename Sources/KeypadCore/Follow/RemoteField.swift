/// The field in another application that the following keypad types into: the same input rule
/// the prompt uses judges each key before it is typed, and the same verdict line reports on the
/// text.
///
/// The text is what the application last reported, updated at once with what the keypad typed
/// (the application's own report follows a few milliseconds later and replaces it). Spaces are
/// ignored: a page may show a card or an ID in groups.
public struct RemoteField: Hashable, Sendable {
  /// The layout chosen for the field, which says what the field holds.
  public let layout: BuiltInLayout
  /// The field's text and caret, or `nil` when unknown (never read for a password field).
  public private(set) var content: FieldContent?
  /// The field's `maxlength`, when it has one.
  public let maximumLength: Int?

  /// Creates the model of a focused field.
  public init(layout: BuiltInLayout, content: FieldContent?, maximumLength: Int? = nil) {
    self.layout = layout
    self.content = content
    self.maximumLength = maximumLength
  }

  /// Takes the application's report of its text and caret.
  public mutating func update(_ content: FieldContent) {
    self.content = content
  }

  /// The rule that judges keys for this field, on text without spaces.
  private var rule: KeypadInputRule {
    switch layout {
    case .id: .residentID(ResidentIDRule())
    case .card: .allowedCharacters(.digits(maximumLength: 19))
    case .otp, .pin, .number:
      .allowedCharacters(
        .digits(maximumLength: maximumLength ?? (layout == .number ? 18 : 8)))
    case .decimal: .decimal(DecimalRule())
    case .phone: .allowedCharacters(.phone)
    }
  }

  /// The field's text without spaces, and the caret counted in it.
  private var raw: (text: String, caret: Int)? {
    guard let content else { return nil }
    let before = content.text.prefix(content.caret).filter { $0 != " " }
    let after = content.text.dropFirst(content.caret).filter { $0 != " " }
    return (String(before) + String(after), before.count)
  }

  /// Whether typing `text` at the caret is an edit the field's rule accepts. Unknown content,
  /// or content the rule would not have produced (typed before the keypad came), lets the key
  /// through: the application has the last word.
  public func accepts(_ text: String) -> Bool {
    guard let raw else { return true }
    var field = TextField(rule: rule)
    field.setText(raw.text)
    guard field.text == raw.text else { return true }
    field.moveCaret(to: raw.caret)
    return field.insert(text).textChanged
  }

  /// Records that `text` was typed at the caret.
  public mutating func typed(_ text: String) {
    guard var content else { return }
    var characters = Array(content.text)
    characters.insert(contentsOf: text, at: content.caret)
    content = FieldContent(text: String(characters), caret: content.caret + text.count)
    self.content = content
  }

  /// Records that BackSpace was typed.
  public mutating func deletedBackward() {
    guard let content, content.caret > 0 else { return }
    var characters = Array(content.text)
    characters.remove(at: content.caret - 1)
    self.content = FieldContent(text: String(characters), caret: content.caret - 1)
  }

  /// Records that the field was emptied.
  public mutating func cleared() {
    if content != nil { content = FieldContent(text: "", caret: 0) }
  }

  /// The verdict line for the field, for the layouts that check their value (ID and card), or
  /// `nil`.
  public func verdict(today: CalendarDate, language: Language) -> FieldVerdict? {
    guard layout == .id || layout == .card else { return nil }
    return layout.fieldKind().verdict(for: raw?.text ?? "", today: today, language: language)
  }
}
