import KeypadCore
import Testing

@Suite struct CodeBoxesTests {
  @Test(arguments: 4...8)
  func boxesAreEqualApartAndInsideTheLine(count: Int) {
    let line = Rect(x: 0, y: 0, width: 360, height: 72)
    let boxes = CodeBoxes.frames(count: count, in: line, spacing: 8)
    #expect(boxes.count == count)
    #expect(Set(boxes.map(\.width)).count == 1)
    for (left, right) in zip(boxes, boxes.dropFirst()) {
      #expect(right.x - left.maxX == 8)
    }
    #expect(boxes.allSatisfy { $0.x >= line.x && $0.maxX <= line.maxX && $0.maxY <= line.maxY })
  }

  @Test func theCurrentBoxFollowsTheDigitsAndStopsAtTheLast() {
    #expect(CodeBoxes.currentIndex(filled: 0, count: 6) == 0)
    #expect(CodeBoxes.currentIndex(filled: 3, count: 6) == 3)
    #expect(CodeBoxes.currentIndex(filled: 6, count: 6) == 5)
  }
}
