import Foundation
import KeypadConfig
import KeypadCore
import Testing

@testable import keypad

/// `keypad show` and `keypad follow` hand the window executable a request: every option the
/// command line took must reach it unchanged, through the wire form the window reads.
@Suite struct HandOverTests {
  /// The request `arguments` make, after a trip through the hand-over's wire form.
  private func handedOver(_ arguments: [String]) throws -> (
    sent: WindowRequest, received: WindowRequest
  ) {
    let command = try Keypad.parseAsRoot(arguments)
    let sent: WindowRequest
    switch command {
    case let show as Show: sent = try show.request()
    case let follow as Follow: sent = try follow.request()
    default: throw HandOverTestError.notAWindowCommand
    }
    let received = try HandOver.decode(HandOver.encode(sent), source: "test")
    #expect(received == sent)
    return (sent, received)
  }

  private enum HandOverTestError: Error { case notAWindowCommand }

  private let windowOptions = [
    "--geometry", "400x300-10+20", "--font", "Noto Sans CJK SC:bold", "--box-border-width", "40",
    "--box-border-color", "#123456", "--box-spacing", "3", "--box-radius", "0", "--no-highlight",
    "--title", "取号 \"kiosk\"\n", "--dock", "bottom", "--dock-width", "600", "--above",
    "--scale", "1.3", "--display", ":97", "--theme", "dark", "--lang", "zh",
  ]

  /// Checks that `request` holds ``windowOptions``.
  private func expectWindowOptions(_ request: WindowRequest) {
    #expect(request.placement?.description == "400x300-10+20")
    #expect(request.font == "Noto Sans CJK SC:bold")
    #expect(request.theme.name == "dark")
    #expect(request.theme.boxBorderWidth == 40)
    #expect(request.theme.boxBorder == RGBColor(hex: "#123456"))
    #expect(request.theme.boxSpacing == 3)
    #expect(request.theme.cornerRadius == 0)
    #expect(request.theme.normalKey == Theme.dark.normalKey)
    #expect(request.options.highlightsPresses == false)
    #expect(request.title == "取号 \"kiosk\"\n")
    #expect(request.dock == .bottom)
    #expect(request.dockWidth == 600)
    #expect(request.above)
    #expect(request.scale?.factor == 1.3)
    #expect(request.display == ":97")
    #expect(request.language == .zh)
  }

  @Test func aPromptCarriesEveryOption() throws {
    let (_, request) = try handedOver(
      [
        "show", "--layout", "otp", "--length", "4", "--no-auto-submit", "--text", "短信验证码",
        "--live", "--ok-label", "好", "--cancel-label", "不", "--timeout", "30", "--hidden",
      ] + windowOptions)
    #expect(request.mode == .show)
    #expect(request.layout == .builtIn(.otp))
    #expect(request.options.target == .field)
    #expect(request.options.codeLength == 4)
    #expect(request.options.submitsWhenComplete == false)
    #expect(request.options.promptText == "短信验证码")
    #expect(request.options.reportsChanges)
    #expect(request.options.confirmLabel == "好")
    #expect(request.options.cancelLabel == "不")
    #expect(request.options.timeoutSeconds == 30)
    #expect(request.options.startsHidden)
    expectWindowOptions(request)
  }

  @Test(arguments: [
    (["--layout", "decimal", "--max-fraction", "3", "--max-integer", "9", "--group-thousands"]),
    (["--layout", "id", "--group-id"]),
    ([
      "--layout", "pin", "--target", "focused", "--allow-insecure-pin-typing", "--reshuffle",
      "each-press", "--length", "8",
    ]),
  ])
  func fieldOptionsArriveAsGiven(arguments: [String]) throws {
    let (_, request) = try handedOver(["show"] + arguments)
    let options = request.options
    switch request.layout {
    case .builtIn(.decimal):
      #expect(options.maximumFractionDigits == 3 && options.maximumIntegerDigits == 9)
      #expect(options.groupsThousands)
    case .builtIn(.id): #expect(options.groupsResidentID)
    case .builtIn(.pin):
      #expect(options.target == .focused && options.allowsInsecurePinTyping)
      #expect(options.reshuffle == .eachPress && options.codeLength == 8)
    default: Issue.record("unexpected layout \(request.layout)")
    }
    #expect(request.placement == nil && request.scale == nil && request.dock == nil)
    #expect(request.title == "Keypad" && request.font == nil)
  }

  @Test func aLayoutFileTravelsAsTheBytesThatWereChecked() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "keypad-hand-over-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("queue.json")
    let contents = """
      {"name": "queue", "rows": [[{"label": "1"}, {"label": "2"}, {"label": "A"}],
        [{"label": "⌫", "action": "deleteBackward", "style": "function"}]]}
      """
    try Data(contents.utf8).write(to: file)
    let (_, request) = try handedOver(["show", "--layout", file.path])
    #expect(request.layout == .file(path: file.path, contents: Array(contents.utf8)))
  }

  @Test func aFollowingKeypadCarriesItsOptionsAndFieldRules() throws {
    let (_, request) = try handedOver(
      ["follow", "--allow-insecure-pin-typing", "--reshuffle", "each-press"] + windowOptions)
    #expect(request.mode == .follow)
    #expect(request.options.target == .focused)
    #expect(request.options.startsHidden)
    #expect(request.options.reshuffle == .eachPress)
    #expect(request.options.follow?.allowsPinTyping == true)
    expectWindowOptions(request)
  }

  @Test func fieldRulesFromFilesArriveWhole() throws {
    var request = WindowRequest(
      mode: .follow, layout: .builtIn(.phone), options: KeypadOptions(), language: .en,
      today: CalendarDate(clampingYear: 2026, month: 2, day: 28), theme: .highContrast)
    request.options.follow = FieldClassifier(
      rules: [
        FieldRule(layout: .card, words: ["卡号", "card \"no\""], inputType: "tel", role: "entry"),
        FieldRule(layout: nil, maximumLength: 11),
      ], fallback: nil, allowsPinTyping: false)
    request.options.keyRepeat = KeyRepeat(delay: 250, interval: 30)
    request.placement = WindowPlacement(
      size: nil, offsets: (.init(0, fromFarEdge: true), .init(32768, fromFarEdge: true)))
    let received = try HandOver.decode(HandOver.encode(request), source: "test")
    #expect(received == request)
  }

  @Test func aRequestFromAnotherBuildIsRefusedWithAReason() throws {
    var bytes = HandOver.encode(
      WindowRequest(
        mode: .show, layout: .builtIn(.id), options: KeypadOptions(), language: .en,
        today: CalendarDate(clampingYear: 2026, month: 11, day: 24), theme: .light))
    let text = String(decoding: bytes, as: UTF8.self)
      .replacingOccurrences(of: "\"format\":\(HandOver.format)", with: "\"format\":999")
    bytes = Array(text.utf8)
    #expect(throws: ConfigError.self) { try HandOver.decode(bytes, source: "fd 3") }
    do {
      _ = try HandOver.decode(bytes, source: "fd 3")
    } catch {
      #expect(error.message(in: .en).contains("another version of keypad"))
    }
  }
}
