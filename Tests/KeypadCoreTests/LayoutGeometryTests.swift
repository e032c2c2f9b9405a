import KeypadCore
import Testing

@Suite struct LayoutGeometryTests {
  @Test(arguments: [(270, 288, 1), (301, 199, 3), (1000, 400, 0), (97, 61, 2)])
  func cellsTileTheAreaWithNoOverlap(width: Int, height: Int, gap: Int) {
    for builtIn in BuiltInLayout.allCases {
      let bounds = Rect(x: 5, y: 7, width: width, height: height)
      let geometry = LayoutGeometry(layout: builtIn.layout(), in: bounds, gap: gap)
      #expect(geometry.keys.map(\.cell.area).reduce(0, +) == bounds.area)
      for (index, key) in geometry.keys.enumerated() {
        #expect(key.frame.x >= key.cell.x && key.frame.maxX <= key.cell.maxX)
        #expect(key.frame.y >= key.cell.y && key.frame.maxY <= key.cell.maxY)
        for other in geometry.keys[(index + 1)...] {
          #expect(!key.cell.intersects(other.cell))
        }
      }
    }
  }

  @Test func everyPixelHitsExactlyTheKeyWhoseCellHoldsIt() {
    let bounds = Rect(x: 0, y: 0, width: 90, height: 60)
    let geometry = LayoutGeometry(layout: BuiltInLayout.id.layout(), in: bounds, gap: 2)
    for y in 0..<60 {
      for x in 0..<90 {
        let point = Point(x: x, y: y)
        let owners = geometry.keys.filter { $0.cell.contains(point) }
        #expect(owners.count == 1)
        #expect(geometry.hitTest(point) == owners.first?.id)
      }
    }
    #expect(geometry.hitTest(Point(x: 90, y: 0)) == nil)
    #expect(geometry.hitTest(Point(x: -1, y: 5)) == nil)
  }

  @Test func gapsSeparateNeighboursButNotTheOuterEdge() {
    let geometry = LayoutGeometry(
      layout: BuiltInLayout.id.layout(), in: Rect(x: 0, y: 0, width: 302, height: 403), gap: 1)
    let first = geometry[KeyID(row: 0, column: 0)]?.frame
    let second = geometry[KeyID(row: 0, column: 1)]?.frame
    #expect(first?.x == 0 && first?.y == 0)
    #expect(second.map { $0.x - (first?.maxX ?? 0) } == 1)
    #expect(geometry.keys.last?.frame.maxX == 302)
    #expect(geometry.keys.last?.frame.maxY == 403)
  }

  @Test func widerKeysTakeTheirShareOfTheRow() {
    let geometry = LayoutGeometry(
      layout: BuiltInLayout.number.layout(), in: Rect(x: 0, y: 0, width: 300, height: 400), gap: 0)
    #expect(geometry[KeyID(row: 3, column: 0)]?.frame.width == 200)
    #expect(geometry[KeyID(row: 3, column: 1)]?.frame.width == 100)
  }

  @Test func promptWindowPutsTheFieldAboveTheKeys() {
    let layout = BuiltInLayout.id.layout().addingPromptRow(confirm: "OK", cancel: "Cancel")
    let size = WindowGeometry.defaultSize(for: layout, showsField: true)
    let window = WindowGeometry(size: size, layout: layout, showsField: true)
    let field = window.verdictLine?.maxY ?? 0
    #expect(window.textLine?.y == 0)
    #expect(window.layout.bounds.y == field + WindowGeometry.defaultGap)
    #expect(window.layout.bounds.maxY == size.height)
    // Keys stay comfortably touchable at the default size.
    #expect(window.layout.keys.allSatisfy { $0.frame.width >= 48 && $0.frame.height >= 48 })
  }
}

@Suite struct DefaultSizeTests {
  /// At scale 1 no key of any built-in layout, in either target, is smaller than 48 × 48 px.
  @Test(arguments: BuiltInLayout.allCases)
  func noKeyIsSmallerThanAFingertip(builtIn: BuiltInLayout) {
    for target in DeliveryTarget.allCases {
      let setup = KeypadSetup(builtIn: builtIn, target: target, language: .zh)
      let showsField = setup.fieldKind != nil
      let size = WindowGeometry.defaultSize(for: setup.layout, showsField: showsField)
      let window = WindowGeometry(size: size, layout: setup.layout, showsField: showsField)
      for key in window.layout.keys {
        #expect(
          key.frame.width >= 48 && key.frame.height >= 48, "\(builtIn) \(target) \(key.key.label)")
      }
    }
  }
}
