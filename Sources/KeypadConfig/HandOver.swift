import KeypadCore

/// The wire form of a ``WindowRequest``: the JSON document `keypad` writes for the lean window
/// executable, which reads it back after `execv` replaced the front end.
///
/// It is an internal format between two executables of one build, not a file users write:
/// every value has been checked by the command line, so the reader checks only its shape, and
/// ``format`` changes whenever the shape does. The scale is written as the bits of its factor,
/// so it comes back exactly; a custom layout travels as the bytes of its file.
public enum HandOver {
  /// The shape's version; a reader refuses any other.
  public static let format = 1

  /// `request` as one line of JSON.
  public static func encode(_ request: WindowRequest) -> [UInt8] {
    Array(json(request).text.utf8)
  }

  /// The request `bytes` hold.
  /// - Parameter source: Names the bytes in errors (`file descriptor 3`).
  /// - Throws: ``ConfigError`` (kind `hand-over`) when they are not a request of this
  ///   ``format``: `keypad` and the window executable come from different builds.
  public static func decode(_ bytes: [UInt8], source: String) throws(ConfigError) -> WindowRequest {
    let document = try JSONReader(document: bytes, kind: "hand-over", file: source)
    let members = try document.object(keys: requestKeys)
    guard try member("format", members, document).integer(in: 0...Int.max) == format else {
      throw document.error(
        "it was written by another version of keypad; reinstall keypad so that keypad and keypad-window come from one build",
        "它由另一个版本的 keypad 写出；请重新安装 keypad，使 keypad 与 keypad-window 来自同一次构建")
    }
    let mode = try member("mode", members, document).choice(
      WindowRequest.Mode.allCases.map { $0.rawValue })
    let language = try member("language", members, document).choice(
      Language.allCases.map { $0.rawValue })
    let dateParts = try member("today", members, document).array()
    guard dateParts.count == 3 else {
      throw document.error("today is not [y, m, d]", "today 不是 [年, 月, 日]")
    }
    let today = CalendarDate(
      clampingYear: try dateParts[0].integer(in: 1...9999),
      month: try dateParts[1].integer(in: 1...12),
      day: try dateParts[2].integer(in: 1...31))
    var request = WindowRequest(
      mode: WindowRequest.Mode(rawValue: mode) ?? .show,
      layout: try layoutSource(member("layout", members, document)),
      options: try options(member("options", members, document)),
      language: Language(rawValue: language) ?? .en, today: today,
      theme: try theme(member("theme", members, document)))
    request.placement = try members["placement"].map { reader throws(ConfigError) in
      try placement(reader)
    }
    request.title = try member("title", members, document).string()
    request.font = try optionalString(members["font"])
    if let dock = try members["dock"]?.choice(DockEdge.allCases.map { $0.rawValue }) {
      request.dock = DockEdge(rawValue: dock)
    }
    request.dockWidth = try members["dockWidth"]?.integer(in: Size.sides)
    request.above = try member("above", members, document).bool()
    if let bits = try members["scaleBits"]?.string() {
      guard let pattern = UInt64(bits, radix: 16), let scale = Scale(Double(bitPattern: pattern))
      else {
        throw document.error("scaleBits is not a scale", "scaleBits 不是缩放比例")
      }
      request.scale = scale
    }
    request.display = try members["display"]?.string()
    return request
  }

  private static let requestKeys = [
    "format", "mode", "layout", "options", "language", "today", "placement", "title", "font",
    "theme", "dock", "dockWidth", "above", "scaleBits", "display",
  ]

  private static func member(
    _ key: String, _ members: [String: JSONReader], _ parent: JSONReader
  ) throws(ConfigError) -> JSONReader {
    guard let reader = members[key] else {
      throw parent.error("\"\(key)\" is missing", "缺少“\(key)”")
    }
    return reader
  }

  // MARK: Writing

  private static func json(_ request: WindowRequest) -> JSONText {
    var members: [(String, JSONText)] = [
      ("format", .int(format)), ("mode", .string(request.mode.rawValue)),
      ("layout", json(request.layout)), ("options", json(request.options)),
      ("language", .string(request.language.rawValue)),
      (
        "today",
        .array([.int(request.today.year), .int(request.today.month), .int(request.today.day)])
      ),
      ("title", .string(request.title)), ("font", .optional(request.font)),
      ("theme", json(request.theme)), ("above", .bool(request.above)),
    ]
    if let placement = request.placement { members.append(("placement", json(placement))) }
    if let dock = request.dock { members.append(("dock", .string(dock.rawValue))) }
    if let dockWidth = request.dockWidth { members.append(("dockWidth", .int(dockWidth))) }
    if let scale = request.scale {
      members.append(("scaleBits", .string(String(scale.factor.bitPattern, radix: 16))))
    }
    if let display = request.display { members.append(("display", .string(display))) }
    return .object(members)
  }

  private static func json(_ layout: WindowRequest.LayoutSource) -> JSONText {
    switch layout {
    case .builtIn(let builtIn): .object([("builtIn", .string(builtIn.rawValue))])
    case .file(let path, let contents):
      .object([
        ("path", .string(path)), ("contents", .string(String(decoding: contents, as: UTF8.self))),
      ])
    }
  }

  private static func json(_ options: KeypadOptions) -> JSONText {
    var members: [(String, JSONText)] = [
      ("target", .string(options.target.rawValue)),
      ("allowsInsecurePinTyping", .bool(options.allowsInsecurePinTyping)),
      ("submitsWhenComplete", .bool(options.submitsWhenComplete)),
      ("groupsResidentID", .bool(options.groupsResidentID)),
      ("groupsThousands", .bool(options.groupsThousands)),
      ("highlightsPresses", .bool(options.highlightsPresses)),
      ("startsHidden", .bool(options.startsHidden)),
      (
        "keyRepeat",
        .array([.int(Int(options.keyRepeat.delay)), .int(Int(options.keyRepeat.interval))])
      ),
      ("reportsChanges", .bool(options.reportsChanges)),
    ]
    let optionalInts: [(String, Int?)] = [
      ("codeLength", options.codeLength), ("maximumFractionDigits", options.maximumFractionDigits),
      ("maximumIntegerDigits", options.maximumIntegerDigits),
      ("timeoutSeconds", options.timeoutSeconds.map { Int($0) }),
    ]
    for case (let key, let value?) in optionalInts { members.append((key, .int(value))) }
    let optionalStrings: [(String, String?)] = [
      ("reshuffle", options.reshuffle?.rawValue), ("confirmLabel", options.confirmLabel),
      ("cancelLabel", options.cancelLabel), ("promptText", options.promptText),
    ]
    for case (let key, let value?) in optionalStrings { members.append((key, .string(value))) }
    if let follow = options.follow { members.append(("follow", json(follow))) }
    return .object(members)
  }

  private static func json(_ classifier: FieldClassifier) -> JSONText {
    .object([
      (
        "rules",
        .array(
          classifier.rules.map { rule in
            .object([
              ("layout", .optional(rule.layout?.rawValue)),
              ("words", .array(rule.words.map { .string($0) })),
              ("inputType", .optional(rule.inputType)), ("role", .optional(rule.role)),
              ("maximumLength", rule.maximumLength.map { .int($0) } ?? .null),
            ])
          })
      ),
      ("fallback", .optional(classifier.fallback?.rawValue)),
      ("allowsPinTyping", .bool(classifier.allowsPinTyping)),
    ])
  }

  private static func json(_ theme: Theme) -> JSONText {
    var members: [(String, JSONText)] = [("name", .string(theme.name))]
    for (key, get) in themeColors { members.append((key, .string(get(theme).description))) }
    for (key, get) in themeSizes { members.append((key, .int(get(theme)))) }
    members.append(("fontFamily", .string(theme.fontFamily)))
    members.append(("fontSize", theme.fontSize.map { .int($0) } ?? .null))
    return .object(members)
  }

  private static func json(_ placement: WindowPlacement) -> JSONText {
    var members: [(String, JSONText)] = []
    if let size = placement.size {
      members.append(("size", .array([.int(size.width), .int(size.height)])))
    }
    if let offsets = placement.offsets {
      members.append(("x", .array([.int(offsets.x.distance), .bool(offsets.x.fromFarEdge)])))
      members.append(("y", .array([.int(offsets.y.distance), .bool(offsets.y.fromFarEdge)])))
    }
    return .object(members)
  }

  /// Every colour of a theme, by the key of theme files.
  private static var themeColors: [(String, (Theme) -> RGBColor)] {
    [
      ("normalKey", { $0.normalKey }), ("normalKeyPressed", { $0.normalKeyPressed }),
      ("functionKey", { $0.functionKey }), ("functionKeyPressed", { $0.functionKeyPressed }),
      ("label", { $0.label }), ("gap", { $0.gap }), ("field", { $0.field }),
      ("fieldText", { $0.fieldText }), ("caret", { $0.caret }), ("ok", { $0.ok }),
      ("error", { $0.error }), ("hint", { $0.hint }), ("boxBorder", { $0.boxBorder }),
    ]
  }

  /// Every size of a theme, by the key of theme files (and `minimumTextSize`, which files do
  /// not set).
  private static var themeSizes: [(String, (Theme) -> Int)] {
    [
      ("boxBorderWidth", { $0.boxBorderWidth }), ("boxSpacing", { $0.boxSpacing }),
      ("cornerRadius", { $0.cornerRadius }), ("gapWidth", { $0.gapWidth }),
      ("minimumTextSize", { $0.minimumTextSize }),
    ]
  }

  // MARK: Reading

  private static func layoutSource(_ reader: JSONReader) throws(ConfigError)
    -> WindowRequest.LayoutSource
  {
    let members = try reader.object(keys: ["builtIn", "path", "contents"])
    if let name = try members["builtIn"]?.choice(BuiltInLayout.allCases.map { $0.rawValue }),
      let builtIn = BuiltInLayout(rawValue: name)
    {
      return .builtIn(builtIn)
    }
    return .file(
      path: try member("path", members, reader).string(),
      contents: Array(try member("contents", members, reader).string().utf8))
  }

  private static let optionKeys = [
    "target", "allowsInsecurePinTyping", "submitsWhenComplete", "groupsResidentID",
    "groupsThousands", "highlightsPresses", "startsHidden", "keyRepeat", "reportsChanges",
    "codeLength", "maximumFractionDigits", "maximumIntegerDigits", "timeoutSeconds", "reshuffle",
    "confirmLabel", "cancelLabel", "promptText", "follow",
  ]

  private static func options(_ reader: JSONReader) throws(ConfigError) -> KeypadOptions {
    let members = try reader.object(keys: optionKeys)
    func flag(_ key: String) throws(ConfigError) -> Bool { try member(key, members, reader).bool() }
    func number(_ key: String) throws(ConfigError) -> Int? {
      try members[key]?.integer(in: Int(Int32.min)...Int(Int32.max))
    }
    var options = KeypadOptions()
    let target = try member("target", members, reader).choice(
      DeliveryTarget.allCases.map { $0.rawValue })
    options.target = DeliveryTarget(rawValue: target) ?? .field
    options.allowsInsecurePinTyping = try flag("allowsInsecurePinTyping")
    options.submitsWhenComplete = try flag("submitsWhenComplete")
    options.groupsResidentID = try flag("groupsResidentID")
    options.groupsThousands = try flag("groupsThousands")
    options.highlightsPresses = try flag("highlightsPresses")
    options.startsHidden = try flag("startsHidden")
    options.reportsChanges = try flag("reportsChanges")
    let repeatTimes = try member("keyRepeat", members, reader).array()
    guard repeatTimes.count == 2 else {
      throw reader.error("keyRepeat is not [delay, interval]", "keyRepeat 不是 [延迟, 间隔]")
    }
    options.keyRepeat = KeyRepeat(
      delay: Int64(try repeatTimes[0].integer(in: 0...Int(Int32.max))),
      interval: Int64(try repeatTimes[1].integer(in: 0...Int(Int32.max))))
    options.codeLength = try number("codeLength")
    options.maximumFractionDigits = try number("maximumFractionDigits")
    options.maximumIntegerDigits = try number("maximumIntegerDigits")
    options.timeoutSeconds = try number("timeoutSeconds").map { Int64($0) }
    if let reshuffle = try members["reshuffle"]?.choice(
      ReshufflePolicy.allCases.map { $0.rawValue })
    {
      options.reshuffle = ReshufflePolicy(rawValue: reshuffle)
    }
    options.confirmLabel = try members["confirmLabel"]?.string()
    options.cancelLabel = try members["cancelLabel"]?.string()
    options.promptText = try members["promptText"]?.string()
    options.follow = try members["follow"].map { reader throws(ConfigError) in
      try classifier(reader)
    }
    return options
  }

  private static func optionalString(_ reader: JSONReader?) throws(ConfigError) -> String? {
    guard let reader, !reader.isNull else { return nil }
    return try reader.string()
  }

  private static func optionalLayout(_ reader: JSONReader?) throws(ConfigError) -> BuiltInLayout? {
    guard let reader, !reader.isNull else { return nil }
    return BuiltInLayout(rawValue: try reader.choice(BuiltInLayout.allCases.map { $0.rawValue }))
  }

  private static func classifier(_ reader: JSONReader) throws(ConfigError) -> FieldClassifier {
    let members = try reader.object(keys: ["rules", "fallback", "allowsPinTyping"])
    var rules: [FieldRule] = []
    for ruleReader in try member("rules", members, reader).array() {
      let rule = try ruleReader.object(keys: [
        "layout", "words", "inputType", "role", "maximumLength",
      ])
      var words: [String] = []
      for word in try member("words", rule, ruleReader).array() { words.append(try word.string()) }
      let length = rule["maximumLength"]
      rules.append(
        FieldRule(
          layout: try optionalLayout(rule["layout"]), words: words,
          inputType: try optionalString(rule["inputType"]), role: try optionalString(rule["role"]),
          maximumLength: try length.flatMap { reader throws(ConfigError) in
            reader.isNull ? nil : try reader.integer(in: 0...Int(Int32.max))
          }))
    }
    return FieldClassifier(
      rules: rules, fallback: try optionalLayout(members["fallback"]),
      allowsPinTyping: try member("allowsPinTyping", members, reader).bool())
  }

  private static func theme(_ reader: JSONReader) throws(ConfigError) -> Theme {
    let keys =
      ["name", "fontFamily", "fontSize"] + themeColors.map { $0.0 } + themeSizes.map { $0.0 }
    let members = try reader.object(keys: keys)
    var theme = Theme.light
    theme.name = try member("name", members, reader).string()
    for (key, set) in ThemeFile.colorKeys { set(&theme, try member(key, members, reader).color()) }
    for (key, set, _) in ThemeFile.sizeKeys {
      set(&theme, try member(key, members, reader).integer(in: 0...Int(Int32.max)))
    }
    theme.minimumTextSize = try member("minimumTextSize", members, reader).integer(
      in: 0...Int(Int32.max))
    theme.fontFamily = try member("fontFamily", members, reader).string()
    if let size = members["fontSize"], !size.isNull {
      theme.fontSize = try size.integer(in: 0...Int(Int32.max))
    }
    return theme
  }

  private static func placement(_ reader: JSONReader) throws(ConfigError) -> WindowPlacement {
    let members = try reader.object(keys: ["size", "x", "y"])
    func pair(_ key: String) throws(ConfigError) -> [JSONReader]? {
      guard let values = try members[key]?.array() else { return nil }
      guard values.count == 2 else { throw reader.error("\(key) is not a pair", "\(key) 不是一对值") }
      return values
    }
    var size: Size?
    if let sides = try pair("size") {
      size = Size(
        width: try sides[0].integer(in: Size.sides), height: try sides[1].integer(in: Size.sides))
    }
    func offset(_ key: String) throws(ConfigError) -> WindowPlacement.Offset? {
      guard let values = try pair(key) else { return nil }
      return WindowPlacement.Offset(
        try values[0].integer(in: 0...Int(Int32.max)), fromFarEdge: try values[1].bool())
    }
    if let x = try offset("x"), let y = try offset("y") {
      return WindowPlacement(size: size, offsets: (x, y))
    }
    return WindowPlacement(size: size)
  }
}
