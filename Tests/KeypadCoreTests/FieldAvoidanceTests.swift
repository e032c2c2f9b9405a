import KeypadCore
import Testing

@Suite struct FieldAvoidanceTests {
  let area = Rect(x: 0, y: 0, width: 1280, height: 800)

  @Test func aKeypadThatCoversTheFieldMovesBelowItElseAboveIt() {
    let keypad = Rect(x: 0, y: 0, width: 360, height: 480)
    #expect(
      FieldAvoidance.origin(
        for: keypad, avoiding: Rect(x: 100, y: 20, width: 200, height: 30), in: area,
        docked: false) == Point(x: 0, y: 58))
    #expect(
      FieldAvoidance.origin(
        for: Rect(x: 0, y: 300, width: 360, height: 480),
        avoiding: Rect(x: 100, y: 600, width: 200, height: 30), in: area, docked: false)
        == Point(x: 0, y: 600 - 8 - 480))
    // Not covering: it stays.
    #expect(
      FieldAvoidance.origin(
        for: keypad, avoiding: Rect(x: 600, y: 20, width: 200, height: 30), in: area,
        docked: false) == nil)
  }

  @Test func aDockMovesToTheOtherEdgeAndNothingMovesWithoutRoom() {
    let dock = Rect(x: 0, y: 500, width: 1280, height: 300)
    #expect(
      FieldAvoidance.origin(
        for: dock, avoiding: Rect(x: 100, y: 700, width: 200, height: 30), in: area,
        docked: true) == Point(x: 0, y: 0))
    let tall = Rect(x: 0, y: 0, width: 360, height: 780)
    #expect(
      FieldAvoidance.origin(
        for: tall, avoiding: Rect(x: 100, y: 300, width: 200, height: 30), in: area,
        docked: false) == nil)
  }
}
