import Testing

@Suite struct LayoutsCommandTests {
  @Test func listsEveryBuiltInLayoutWithADescription() throws {
    let result = try KeypadProcess.run(["layouts"])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        id       Chinese resident ID (GB 11643-1999): digits, one X, delete; checks the check character
        number   Whole numbers: digits and delete
        decimal  Amounts: digits, one decimal point, delete; at most 2 fraction digits
        phone    Telephone numbers: digits, + * # and delete
        card     Bank-card numbers: digits in groups of four, delete; checks the Luhn digit
        pin      PIN entry: digits at random places every time it is shown, delete
        otp      Verification codes: one box per digit, delete

        """)
  }
}
