import KeypadCore
import Testing

@Suite struct BankCardNumberTests {
  @Test(arguments: [
    ("7992739871", "3"), ("411111111111111", "1"), ("622202123456789", "4"),
    ("37828224631000", "5"),
  ])
  func checkDigitFollowsLuhn(payload: String, digit: Character) {
    #expect(BankCardNumber.checkDigit(forPayload: payload) == digit)
  }

  @Test(arguments: [
    "4111111111111111", "4111 1111 1111 1111", " 6222 0212 3456 7894 ",
    "378282246310005", "６２２２０２１２３４５６７８９４",
  ])
  func validNumbersPass(input: String) {
    #expect(BankCardNumber.check(input).isValid)
  }

  @Test(arguments: [
    ("", BankCardProblem.empty),
    ("4111-1111-1111-1111", .invalidCharacter("-", position: 5)),
    ("41111111111", .tooShort(digits: 11)),
    ("41111111111111111111", .tooLong(digits: 20)),
    ("6222 0212 3456 7890", .checksumMismatch(expected: "4", found: "0")),
  ])
  func eachProblemHasItsReason(input: String, problem: BankCardProblem) {
    #expect(BankCardNumber.check(input).problems == [problem])
  }

  @Test(arguments: [
    (BankCardProblem.empty, "The card number is empty.", "银行卡号为空。"),
    (
      .invalidCharacter("-", position: 5),
      "Character '-' at position 5 is not allowed: a card number has only digits and spaces.",
      "第5位的字符“-”无效：银行卡号只能包含数字和空格。"
    ),
    (
      .tooShort(digits: 11), "The card number has 11 digits; it needs at least 12.",
      "银行卡号只有11位数字，至少需要12位。"
    ),
    (
      .tooLong(digits: 20), "The card number has 20 digits; it can have at most 19.",
      "银行卡号有20位数字，最多只能有19位。"
    ),
    (
      .checksumMismatch(expected: "4", found: "0"),
      "The last digit is 0 but the Luhn check needs 4: a digit was probably mistyped.",
      "末位是0，按Luhn校验应为4：可能有数字输错了。"
    ),
  ])
  func messagesReadWordForWord(problem: BankCardProblem, english: String, chinese: String) {
    #expect(problem.description == english)
    #expect(problem.message(in: .zh) == chinese)
  }
}
