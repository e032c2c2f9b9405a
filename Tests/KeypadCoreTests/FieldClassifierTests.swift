import KeypadCore
import Testing

@Suite struct FieldClassifierTests {
  static func field(
    role: String = "entry", _ attributes: [String: String] = [:], name: String = "",
    description: String = "", labels: [String] = [], editable: Bool = true,
    increment: Double? = nil
  ) -> FocusedField {
    FocusedField(
      identity: FieldIdentity(application: ":1.9", path: "/org/a11y/atspi/accessible/7"),
      role: role, isEditable: editable, attributes: attributes, name: name,
      description: description, labels: labels, minimumIncrement: increment)
  }

  /// What reaches AT-SPI from GTK and Chromium fields, and the layout each must get.
  static let cases: [(FocusedField, BuiltInLayout?)] = [
    // Explicit hints win over everything but a password.
    (field(["class": "form-control keypad-card", "id": "idcard"]), .card),
    (field(description: "keypad:decimal", labels: ["身份证号"]), .decimal),
    (field(["class": "keypad-none", "text-input-type": "tel"]), nil),
    // Input types.
    (field(["text-input-type": "tel"]), .phone),
    (field(role: "spin button", ["text-input-type": "number"], increment: 1), .number),
    (field(role: "spin button", ["text-input-type": "number"], increment: 0.01), .decimal),
    // Words, Chinese and English, in every place a field carries them.
    (field(role: "text", labels: ["身份证号"]), .id),
    (field(["placeholder": "请输入证件号"]), .id),
    (field(["html-input-name": "id_no"]), .id),
    (field(["id": "sfz"]), .id),
    (field(role: "text", labels: ["Card number"]), .card),
    (field(["placeholder": "银行卡号"]), .card),
    (field(name: "Amount"), .decimal),
    (field(["placeholder-text": "金额"]), .decimal),
    (field(["id": "otp"]), .otp),
    (field(labels: ["短信验证码"]), .otp),
    (field(role: "text", labels: ["Mobile phone"]), .phone),
    (field(["placeholder": "手机号码"]), .phone),
    (field(["maxlength": "18"]), .id),
    // Passwords: no keypad unless PIN typing is allowed, whatever the page says.
    (field(role: "password text", labels: ["Card PIN"]), nil),
    (field(["text-input-type": "password", "class": "keypad-number"]), nil),
    // Nothing known, or nothing to type into.
    (field(role: "text", labels: ["Your name"]), nil),
    (field(role: "push button", name: "Card", editable: false), nil),
  ]

  @Test(arguments: cases)
  func picksTheLayoutThatFitsTheField(field: FocusedField, expected: BuiltInLayout?) {
    #expect(FieldClassifier().classify(field) == expected)
  }

  @Test func passwordFieldsGetThePinPadOnlyWhenAllowed() {
    let password = Self.field(role: "password text")
    #expect(FieldClassifier(allowsPinTyping: true).classify(password) == .pin)
    #expect(FieldClassifier().classify(password) == nil)
  }

  @Test func operatorRulesComeAfterHintsAndBeforeBuiltInWords() {
    let classifier = FieldClassifier(
      rules: [
        FieldRule(layout: .number, words: ["member card"]),
        FieldRule(layout: nil, inputType: "tel"),
      ], fallback: .number)
    #expect(classifier.classify(Self.field(labels: ["Member card"])) == .number)
    #expect(classifier.classify(Self.field(["text-input-type": "tel"])) == nil)
    #expect(
      classifier.classify(Self.field(["class": "keypad-phone", "text-input-type": "tel"])) == .phone
    )
    #expect(classifier.classify(Self.field(labels: ["Your name"])) == .number)
  }
}
