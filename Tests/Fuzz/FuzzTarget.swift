// The libFuzzer entry point for everything Keypad reads from outside: layout, theme and
// fields.json files, text pasted into a field through each input rule, numbers from the command
// line, what other applications report about their focused field over AT-SPI, and the request
// `keypad` hands the window executable.
// Built by scripts/fuzz with `swiftc -sanitize=fuzzer,address`; not part of the package.

import KeypadConfig
import KeypadCore

/// Reads the fuzzer's bytes from the front.
struct FuzzInput {
  var bytes: ArraySlice<UInt8>

  mutating func byte() -> UInt8 {
    bytes.popFirst() ?? 0
  }

  /// A small signed number, for offsets past either end of a field.
  mutating func offset() -> Int {
    Int(Int8(bitPattern: byte()))
  }

  /// A short string of the bytes that follow its length byte.
  mutating func text() -> String {
    let count = min(Int(byte() % 32), bytes.count)
    let taken = bytes.prefix(count)
    bytes = bytes.dropFirst(count)
    return String(decoding: taken, as: UTF8.self)
  }
}

let rules: [KeypadInputRule] = [
  .bankCard(BankCardRule()), .residentID(ResidentIDRule()),
  .residentID(ResidentIDRule(grouped: true)), .decimal(DecimalRule()),
  .decimal(DecimalRule(maximumFractionDigits: 0, maximumIntegerDigits: 3, groupsThousands: true)),
  .decimal(DecimalRule(maximumFractionDigits: 8, maximumIntegerDigits: 18, groupsThousands: true)),
  .digitCode(DigitCodeRule(length: 4)), .allowedCharacters(.phone),
  .allowedCharacters(.digits(maximumLength: 5)),
  .allowedCharacters(AllowedCharactersRule(allowed: ["α", "β", "X"], maximumLength: 8)),
]

/// Applies a sequence of edits through one rule and checks what every edit must keep.
func fuzzRule(_ input: inout FuzzInput) {
  let rule = rules[Int(input.byte()) % rules.count]
  var state = TextState()
  var field = TextField(rule: rule)
  while !input.bytes.isEmpty {
    let lower = input.offset()
    let length = Int(input.byte() % 40)
    let change = TextChange(range: lower..<(lower + length), replacement: input.text())
    if let next = rule.apply(change, to: state) {
      precondition(next.selection.lowerBound >= 0 && next.selection.upperBound <= next.text.count)
      precondition(rule.canonicalCaret(next.caret, in: next.text) == next.caret)
      state = next
    }
    switch input.byte() % 5 {
    case 0: field.paste(change.replacement)
    case 1: field.deleteBackward()
    case 2: field.deleteForward()
    case 3: field.moveCaret(by: input.offset())
    default: field.select(max(0, lower)..<max(0, lower) + length % 3)
    }
    precondition(field.state.selection.upperBound <= field.text.count)
  }
}

let layout = BuiltInLayout.id.layout(using: &generator).addingPromptRow(
  confirm: "OK", cancel: "Cancel")
nonisolated(unsafe) var generator = SystemRandomNumberGenerator()

/// Parses a string as every command-line number is parsed.
func fuzzNumbers(_ input: inout FuzzInput) {
  let text = String(decoding: input.bytes, as: UTF8.self)
  if let placement = WindowPlacement(parsing: text), let size = placement.size {
    precondition(Size.sides.contains(size.width) && Size.sides.contains(size.height))
  }
  // As the command line reads --scale: a Double, then the range check.
  if let scale = Double(text).flatMap(Scale.init) {
    let size = WindowGeometry.defaultSize(for: layout, showsField: true, scale: scale.factor)
    _ = WindowGeometry(size: size, layout: layout, showsField: true, gap: 2)
    _ = Theme.light.scaled(by: scale.factor)
  }
  _ = RGBColor(hex: text)
  if let today = CalendarDate(year: 2026, month: 11, day: 23) {
    _ = ResidentIDNumber.check(text, today: today)
  }
  _ = BankCardNumber.check(text)
}

/// Classifies a field another application describes, and types into it through its rule.
func fuzzFocusedField(_ input: inout FuzzInput) {
  let names = ["id", "class", "placeholder", "maxlength", "text-input-type", "html-input-name"]
  var attributes: [String: String] = [:]
  for name in names where input.byte() % 2 == 0 { attributes[name] = input.text() }
  let field = FocusedField(
    identity: FieldIdentity(application: ":1.1", path: "/"), role: input.text(),
    attributes: attributes, name: input.text(), description: input.text(),
    labels: [input.text()], minimumIncrement: Double(input.offset()) / 10)
  let layout = FieldClassifier(allowsPinTyping: true).classify(field) ?? .id
  let text = input.text()
  var remote = RemoteField(
    layout: layout, content: FieldContent(text: text, caret: input.offset()),
    maximumLength: field.attributes["maxlength"].flatMap { Int($0) })
  while !input.bytes.isEmpty {
    switch input.byte() % 3 {
    case 0:
      let key = input.text()
      if remote.accepts(key) { remote.typed(key) }
    case 1: remote.deletedBackward()
    default: remote.update(FieldContent(text: input.text(), caret: input.offset()))
    }
    if let content = remote.content { precondition(content.caret <= content.text.count) }
    if let today = CalendarDate(year: 2026, month: 11, day: 23) {
      _ = remote.verdict(today: today, language: .zh)
    }
  }
}

/// Reads the bytes as a hand-over, and checks that a request read back is written the same.
func fuzzHandOver(_ input: inout FuzzInput) {
  guard let request = try? HandOver.decode(Array(input.bytes), source: "fuzz") else { return }
  let again = try? HandOver.decode(HandOver.encode(request), source: "fuzz")
  precondition(again == request)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  var input = FuzzInput(bytes: ArraySlice(UnsafeBufferPointer(start: data, count: count)))
  switch input.byte() % 7 {
  case 0: _ = try? LayoutFile.parse(Array(input.bytes), file: "fuzz.json")
  case 1: _ = try? ThemeFile.parse(Array(input.bytes), file: "fuzz.json")
  case 2: fuzzRule(&input)
  case 3: fuzzNumbers(&input)
  case 4: _ = try? FieldRulesFile.parse(Array(input.bytes), file: "fields.json")
  case 5: fuzzHandOver(&input)
  default: fuzzFocusedField(&input)
  }
  return 0
}
