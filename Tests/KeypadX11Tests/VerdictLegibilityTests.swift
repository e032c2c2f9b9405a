import KeypadCore
import Testing

@testable import KeypadX11

/// The verdict line is legible at arm's length: never smaller than 14 px at scale 1, and long
/// reasons wrap instead of being cut, measured with the real fonts on a real X server.
@Suite(.timeLimit(.minutes(1))) struct VerdictLegibilityTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 23)!

  /// Every verdict an ID or card field can show, in both languages.
  static var messages: [String] {
    let ids = [
      "", "110105", "110105194912310021", "11010519491231002", "110105194902300021",
      "110105210012310028", "100105194912310028", "990105194912310023", "1101051949123100211",
      "11010519X91231002X", "11010549123100", "911840199001010018", "11010519491231002X",
    ]
    let cards = ["", "6222", "6222021234567890", "62220212345678941234", "6222021234567894"]
    return Language.allCases.flatMap { language in
      ids.map {
        FieldKind.residentID(grouped: false).verdict(for: $0, today: today, language: language)
          .message
      }
        + cards.map {
          FieldKind.bankCard.verdict(for: $0, today: today, language: language).message
        }
    }
  }

  @MainActor
  @Test func everyVerdictIsAtLeast14PixelsAndWrapsWithoutBeingCut() throws {
    let display = try VirtualDisplay()
    let connection = try XDisplay(name: display.name)
    let fonts = try FontSet(display: connection, pattern: Theme.light.fontFamily, byFile: true)
    let renderer = Renderer(
      display: connection, window: connection.root, theme: .light, fonts: fonts)
    var generator = SystemRandomNumberGenerator()
    let configuration = try KeypadConfiguration(
      layout: .builtIn(.id), options: KeypadOptions(), language: .en, today: Self.today)
    let keys = configuration.keys(using: &generator)
    let geometry = configuration.geometry(
      size: configuration.defaultSize(keys: keys, scale: 1), keys: keys, gap: 1)
    let text = try #require(geometry.textLine)
    let line = try #require(geometry.verdictLine).insetBy(dx: max(8, text.height / 5), dy: 0)
    for message in Self.messages {
      let (size, lines) = renderer.verdictLines(message, in: line)
      #expect(size >= 14, "\(message)")
      #expect(lines.last?.hasSuffix("…") == false, "\(message) is cut: \(lines)")
      #expect(lines.joined(separator: " ").count >= message.count - lines.count, "\(message)")
    }
  }
}
