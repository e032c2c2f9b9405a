import KeypadCore
import Testing

@Suite struct BuiltInLayoutTests {
  func labels(_ layout: Layout) -> [[String]] {
    layout.rows.map { $0.map(\.label) }
  }

  @Test func idLayoutMatchesTheSourceArticle() {
    let layout = BuiltInLayout.id.layout()
    #expect(
      labels(layout) == [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["X", "0", "⌫"]])
    #expect(layout.rows[3].map(\.style) == [.function, .normal, .function])
    #expect(layout.rows[3].map(\.action) == [.insert("X"), .insert("0"), .deleteBackward])
  }

  @Test func decimalHasThePointInTheBottomLeftCell() {
    #expect(labels(BuiltInLayout.decimal.layout())[3] == [".", "0", "⌫"])
  }

  @Test func phoneHasPlusStarAndHash() {
    let all = labels(BuiltInLayout.phone.layout()).joined()
    #expect(Set(["+", "*", "#", "⌫"]).isSubset(of: Set(all)))
  }

  @Test(arguments: BuiltInLayout.allCases)
  func everyLayoutHasTenDigitsAndDelete(builtIn: BuiltInLayout) {
    let keys = builtIn.layout().keys.map(\.key)
    let digits = keys.compactMap { key -> String? in
      if case .insert(let text) = key.action, text.allSatisfy(\.isNumber) { return text }
      return nil
    }
    #expect(digits.sorted() == (0...9).map(String.init))
    #expect(keys.contains { $0.action == .deleteBackward })
  }

  @Test func pinPlacesDigitsWithTheInjectedGeneratorAndKeepsDeleteInPlace() {
    var first = SplitMix64(seed: 1)
    var second = SplitMix64(seed: 2)
    let a = BuiltInLayout.pin.layout(using: &first)
    let b = BuiltInLayout.pin.layout(using: &second)
    #expect(labels(a) != labels(b))
    #expect(a.rows[3][1].action == .deleteBackward)
    #expect(b.rows[3][1].action == .deleteBackward)
  }

  @Test func promptRowAddsCancelAndAWideConfirm() {
    let layout = BuiltInLayout.id.layout().addingPromptRow(confirm: "确定", cancel: "取消")
    #expect(layout.rows.count == 5)
    #expect(layout.rows[4].map(\.action) == [.cancel, .submit])
    #expect(layout.rows[4].map(\.width) == [1, 2])
    #expect(layout.rows[4].map(\.label) == ["取消", "确定"])
  }
}
