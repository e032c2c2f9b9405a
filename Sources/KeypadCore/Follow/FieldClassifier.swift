/// Which keypad fits a focused field: a pure rule over what reached the accessibility bus.
///
/// The first match wins:
/// 1. password fields get the shuffled PIN pad when PIN typing is allowed, else no keypad;
/// 2. an explicit hint: a description `keypad:<layout>` or a class `keypad-<layout>`
///    (`none` for no keypad);
/// 3. the operator's rules, in order;
/// 4. `text-input-type` `tel` → phone, `number` → number (decimal when the field's step is a
///    fraction);
/// 5. words in the id, input name, class, placeholder, name, label or description, Chinese and
///    English (``builtInRules``), and `maxlength` 18 → ID;
/// 6. anything else: ``fallback`` (no keypad unless the operator chose one).
///
/// Objects that are not editable get no keypad.
public struct FieldClassifier: Hashable, Sendable {
  /// The operator's rules, tried after explicit hints and before the built-in ones.
  public var rules: [FieldRule]
  /// The layout for an editable field nothing else matched, or `nil` for no keypad.
  public var fallback: BuiltInLayout?
  /// Whether password fields get the PIN pad, typed through XTest
  /// (`--allow-insecure-pin-typing`).
  public var allowsPinTyping: Bool

  /// Creates a classifier.
  public init(
    rules: [FieldRule] = [], fallback: BuiltInLayout? = nil, allowsPinTyping: Bool = false
  ) {
    self.rules = rules
    self.fallback = fallback
    self.allowsPinTyping = allowsPinTyping
  }

  /// The words Keypad knows, in the order they are tried.
  public static let builtInRules: [FieldRule] = [
    FieldRule(
      layout: .id, words: ["身份证", "证件号", "idcard", "id_card", "id-card", "id_no", "idno", "sfz"]),
    FieldRule(layout: .card, words: ["卡号", "银行卡", "card"]),
    FieldRule(layout: .decimal, words: ["金额", "amount", "price"]),
    FieldRule(layout: .otp, words: ["验证码", "otp", "code"]),
    FieldRule(layout: .phone, words: ["手机", "电话", "phone", "mobile"]),
    FieldRule(layout: .id, maximumLength: 18),
  ]

  /// The layout for `field`, or `nil` for no keypad.
  public func classify(_ field: FocusedField) -> BuiltInLayout? {
    guard field.isEditable else { return nil }
    if field.isPassword { return allowsPinTyping ? .pin : nil }
    if let hinted = Self.hint(field) { return hinted }
    if let rule = rules.first(where: { $0.matches(field) }) { return rule.layout }
    switch field.attributes["text-input-type"] {
    case "tel": return .phone
    case "number":
      if let step = field.minimumIncrement, step > 0, step < 1 { return .decimal }
      return .number
    default: break
    }
    if let rule = Self.builtInRules.first(where: { $0.matches(field) }) { return rule.layout }
    return fallback
  }

  /// The page's or program's own choice, if it made one: `keypad:<layout>` in the description,
  /// or a class `keypad-<layout>`; `.some(nil)` for `none`, which asks for no keypad.
  static func hint(_ field: FocusedField) -> BuiltInLayout?? {
    var names: [Substring] = []
    let description = field.description.lowercased()
    if let range = description.firstRange(ofText: "keypad:") {
      names.append(description[range.upperBound...].prefix { $0.isLetter })
    }
    for word in (field.attributes["class"] ?? "").lowercased().split(separator: " ")
    where word.hasPrefix("keypad-") {
      names.append(word.dropFirst("keypad-".count))
    }
    for name in names {
      if name == "none" { return .some(nil) }
      if let layout = BuiltInLayout(rawValue: String(name)), layout != .pin { return layout }
    }
    return nil
  }
}
