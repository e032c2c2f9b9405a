import Foundation
import Testing

@Suite struct GeometryCommandTests {
  func keys(_ arguments: [String]) throws -> [[String: Any]] {
    let result = try KeypadProcess.run(["geometry"] + arguments)
    #expect(result.status == 0)
    return try result.stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
    }
  }

  @Test func focusedIDKeysFillTheWindowWithTheKioskRowLast() throws {
    let keys = try keys(["--layout", "id", "--target", "focused", "--size", "300x400"])
    #expect(
      keys.map { $0["label"] as? String } == [
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "X", "0", "Delete", "Hide", "Next", "Enter",
      ])
    #expect(keys.suffix(3).map { $0["action"] as? String } == ["hide", "tab", "submit"])
    #expect(keys.first?["x"] as? Int == 0 && keys.first?["y"] as? Int == 0)
    #expect(keys.first?["width"] as? Int == 100 && keys.first?["height"] as? Int == 80)
    let last = keys.last ?? [:]
    #expect((last["x"] as? Int ?? 0) + (last["width"] as? Int ?? 0) == 300)
    #expect((last["y"] as? Int ?? 0) + (last["height"] as? Int ?? 0) == 400)
  }

  @Test func promptModeAddsTheConfirmRowBelowTheField() throws {
    let keys = try keys([
      "--layout", "card", "--target", "field", "--size", "300x400", "--lang", "zh",
    ])
    #expect(keys.suffix(2).map { $0["label"] as? String } == ["取消", "确定"])
    #expect(keys.suffix(2).map { $0["action"] as? String } == ["cancel", "submit"])
    #expect(keys.first?["y"] as? Int == 101)
  }

  @Test func followLaysOutTheVerdictLineAboveTheKeys() throws {
    let keys = try keys(["--layout", "id", "--follow", "--size", "360x480"])
    #expect(keys.count == 15)
    #expect(keys.first?["y"] as? Int == 61)
    let card = try self.keys(["--layout", "phone", "--follow", "--size", "360x480"])
    #expect(card.first?["y"] as? Int == 0)
  }

  @Test func aBadSizeIsAUsageError() throws {
    let result = try KeypadProcess.run(["geometry", "--size", "big"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--size"))
  }
}

@Suite struct GeometryScaleTests {
  @Test func scaleMultipliesTheDefaultSizeAndTheGaps() throws {
    let result = try KeypadProcess.run(["geometry", "--target", "focused", "--scale", "1.5"])
    let keys = try result.stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
    }
    let first = keys.first ?? [:]
    let second = keys.dropFirst().first ?? [:]
    let last = keys.last ?? [:]
    #expect((last["x"] as? Int ?? 0) + (last["width"] as? Int ?? 0) == 540)
    #expect((last["y"] as? Int ?? 0) + (last["height"] as? Int ?? 0) == 540)
    // A 1-pixel gap at scale 1.5 becomes 2 pixels.
    #expect(
      (second["x"] as? Int ?? 0) - (first["x"] as? Int ?? 0) - (first["width"] as? Int ?? 0) == 2)
  }
}
