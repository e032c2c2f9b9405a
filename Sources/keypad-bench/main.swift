// Throughput of the keypad engine: edits and validations per second.
// Run with `make bench` (release build); it prints figures and asserts nothing.

import KeypadCore

/// Runs `body` `iterations` times and returns the rate per second.
func rate(_ iterations: Int, _ body: (Int) -> Void) -> Double {
  let clock = ContinuousClock()
  let elapsed = clock.measure {
    for index in 0..<iterations { body(index) }
  }
  let seconds =
    Double(elapsed.components.seconds)
    + Double(elapsed.components.attoseconds) / 1e18
  return Double(iterations) / seconds
}

func report(_ name: String, _ perSecond: Double) {
  let rounded = Int(perSecond)
  let padded = name + String(repeating: " ", count: max(0, 36 - name.count))
  print("\(padded)\(rounded) per second")
}

var sink = 0
let today =
  CalendarDate(year: 2026, month: 11, day: 22) ?? CalendarDate(clampingYear: 2026, month: 1, day: 1)

report(
  "card: type 19 digits, delete all",
  rate(20_000) { _ in
    var field = TextField(rule: BankCardRule())
    for digit in "6222021234567894123" { field.insert(String(digit)) }
    while !field.text.isEmpty { field.deleteBackward() }
    sink &+= field.state.caret
  } * 38)

report(
  "card: paste in the middle",
  rate(100_000) { _ in
    var field = TextField(rule: BankCardRule())
    field.insert("1234 1234 1")
    field.moveCaret(to: 6)
    field.insert("7890")
    sink &+= field.state.caret
  } * 3)

report(
  "id: type 18 characters",
  rate(20_000) { _ in
    var field = TextField(rule: ResidentIDRule(grouped: true))
    for character in "11010519491231002X" { field.insert(String(character)) }
    sink &+= field.text.count
  } * 18)

let ids = ["11010519491231002X", "110105194912310021", "440524188001010014", "110105491231002"]
report(
  "id: validate",
  rate(400_000) { index in
    sink &+= ResidentIDNumber.check(ids[index & 3], today: today).problems.count
  })

let cards = ["6222021234567894", "4111111111111111", "4111 1111 1111 1112"]
report(
  "card: validate",
  rate(400_000) { index in
    sink &+= BankCardNumber.check(cards[index % 3]).problems.count
  })

if sink == 42 { print("") }
