import KeypadCore
import Testing

@Suite struct WindowPlacementTests {
  let area = Rect(x: 0, y: 24, width: 1024, height: 720)
  let minimum = Size(width: 150, height: 330)
  let natural = Size(width: 360, height: 481)

  @Test func xGeometryStringsParse() throws {
    typealias Offset = WindowPlacement.Offset
    #expect(
      WindowPlacement(parsing: "360x480") == WindowPlacement(size: Size(width: 360, height: 480)))
    #expect(
      WindowPlacement(parsing: "-0-0")
        == WindowPlacement(
          size: nil, offsets: (Offset(0, fromFarEdge: true), Offset(0, fromFarEdge: true))))
    #expect(
      WindowPlacement(parsing: "300x200+5-7")
        == WindowPlacement(
          size: Size(width: 300, height: 200), offsets: (Offset(5), Offset(7, fromFarEdge: true))))
  }

  @Test(arguments: [
    "", "x", "0x10", "10x", "+1", "+1+2+3", "1e3x10", "10x10+-1+0", "10x10+32768+0",
  ])
  func malformedGeometryIsRefused(text: String) {
    #expect(WindowPlacement(parsing: text) == nil)
  }

  @Test func minusOffsetsCountFromTheFarEdgesOfTheWorkArea() {
    let placed = WindowPlacement(parsing: "-0-0")?.frame(
      defaultSize: natural, minimum: minimum, in: area)
    #expect(placed == PlacedWindow(size: natural, origin: Point(x: 664, y: 263), adjustments: []))
  }

  @Test func aWindowIsKeptInsideTheWorkArea() {
    let placed = WindowPlacement(parsing: "2000x2000+50+50")?.frame(
      defaultSize: natural, minimum: minimum, in: area)
    #expect(
      placed
        == PlacedWindow(
          size: Size(width: 1024, height: 720), origin: Point(x: 0, y: 24),
          adjustments: [.shrunkToFit(Size(width: 1024, height: 720))]))
  }

  @Test func aWindowTooSmallForKeysGrowsToTheMinimumWhereThereIsRoom() {
    let placed = WindowPlacement(parsing: "100x100")?.frame(
      defaultSize: natural, minimum: minimum, in: area)
    #expect(placed?.size == minimum)
    #expect(placed?.adjustments == [.enlargedForKeys(minimum)])
    let tiny = Rect(x: 0, y: 0, width: 120, height: 200)
    let squeezed = WindowPlacement(size: nil).frame(
      defaultSize: natural, minimum: minimum, in: tiny)
    #expect(squeezed.size == Size(width: 120, height: 200))
  }

  @Test(arguments: BuiltInLayout.allCases)
  func theMinimumSizeKeepsEveryKeyAtLeast48PixelsASide(layout: BuiltInLayout) throws {
    let configuration = try KeypadConfiguration(
      layout: .builtIn(layout), options: KeypadOptions(), language: .en,
      today: CalendarDate(year: 2026, month: 11, day: 23)!)
    var generator = SplitMix64(seed: 1)
    let keys = configuration.keys(using: &generator)
    let size = configuration.minimumSize(keys: keys, gap: 1, scale: 1)
    let geometry = configuration.geometry(size: size, keys: keys, gap: 1)
    #expect(geometry.layout.keys.allSatisfy { $0.frame.width >= 48 && $0.frame.height >= 48 })
    let narrower = configuration.geometry(
      size: Size(width: size.width - 1, height: size.height - 1), keys: keys, gap: 1)
    #expect(narrower.layout.keys.contains { $0.frame.width < 48 || $0.frame.height < 48 })
  }
}
