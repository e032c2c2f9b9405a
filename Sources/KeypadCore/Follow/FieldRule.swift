/// One rule of ``FieldClassifier``: when a focused field matches every criterion given, the
/// rule picks its layout (or no keypad).
///
/// Operators write them in `fields.json`:
/// ```json
/// {"rules": [{"words": ["会员卡", "member"], "layout": "card"},
///            {"input-type": "search", "layout": "none"}]}
/// ```
public struct FieldRule: Hashable, Sendable {
  /// The layout the rule picks, or `nil` for no keypad.
  public var layout: BuiltInLayout?
  /// Words of which one must appear (ignoring case) in the field's id, input name, class,
  /// placeholder, name, label or description; empty for any.
  public var words: [String]
  /// The `text-input-type` the field must have, or `nil` for any.
  public var inputType: String?
  /// The role the field must have, such as `entry`, or `nil` for any.
  public var role: String?
  /// The `maxlength` the field must have, or `nil` for any.
  public var maximumLength: Int?

  /// Creates a rule; at least one criterion should be given, or it matches every field.
  public init(
    layout: BuiltInLayout?, words: [String] = [], inputType: String? = nil, role: String? = nil,
    maximumLength: Int? = nil
  ) {
    self.layout = layout
    self.words = words
    self.inputType = inputType
    self.role = role
    self.maximumLength = maximumLength
  }

  /// Whether `field` matches every criterion.
  public func matches(_ field: FocusedField) -> Bool {
    if let inputType, field.attributes["text-input-type"] != inputType { return false }
    if let role, field.role != role { return false }
    if let maximumLength, field.maximumLength != maximumLength { return false }
    if !words.isEmpty {
      let text = field.searchableText
      guard words.contains(where: { text.firstRange(ofText: $0.lowercased()) != nil }) else {
        return false
      }
    }
    return true
  }
}

extension FocusedField {
  /// The field's `maxlength`, when it has one.
  var maximumLength: Int? { attributes["maxlength"].flatMap { Int($0) } }

  /// Everything a web team or a program writes about the field, lowercased, one piece per
  /// line: id, input name, class, placeholder, name, labels and description.
  var searchableText: String {
    let pieces =
      ["id", "html-input-name", "class", "placeholder", "placeholder-text"].compactMap {
        attributes[$0]
      } + [name, description] + labels
    return pieces.filter { !$0.isEmpty }.joined(separator: "\n").lowercased()
  }
}
