/// Everything a ``KeypadSession`` is made of, decided once and checked against the layout that
/// was actually loaded, so the window and `keypad geometry` judge the same thing.
public struct KeypadConfiguration: Sendable {
  /// The layout as resolved; a following keypad changes it for each focused field.
  public private(set) var layout: LayoutChoice
  /// Where keys go.
  public let target: DeliveryTarget
  /// The field options: code length, amount limits, ID grouping.
  public let fieldOptions: FieldOptions
  /// What the prompt field holds; `nil` in focused mode.
  public let fieldKind: FieldKind?
  /// The language of labels and verdicts.
  public let language: Language
  /// Today, for validation.
  public let today: CalendarDate
  /// Whether filling the last cell of a fixed-length field submits it.
  public let submitsWhenComplete: Bool
  /// When the keys are placed anew; ``ReshufflePolicy/never`` for layouts that do not shuffle.
  public private(set) var reshuffle: ReshufflePolicy
  /// Whether a pressed key is painted highlighted.
  public let highlightsPresses: Bool
  /// Whether the keypad starts hidden.
  public let startsHidden: Bool
  /// How held keys repeat.
  public let keyRepeat: KeyRepeat
  /// The labels of the delete, confirm and cancel keys.
  public let labels: KeyLabels
  /// How long the keypad waits untouched before it gives up, in milliseconds, or `nil`.
  public let timeout: Int64?
  /// The prompt line above the field, or `nil` for none.
  public let promptText: String?
  /// Whether every accepted change of the field is reported (`--live`).
  public let reportsChanges: Bool
  /// How a following keypad (`keypad follow`) picks the layout for a focused field; `nil` for a
  /// keypad that shows one layout.
  public let classifier: FieldClassifier?
  /// The reshuffle policy the user asked for, for the PIN pad a following keypad may show.
  private let requestedReshuffle: ReshufflePolicy?

  /// Checks `options` against `layout` and settles every choice.
  /// - Parameters:
  ///   - layout: The layout that was loaded: its field decides what the options may say.
  ///   - options: The user's choices.
  ///   - language: The language of labels and verdicts.
  ///   - today: The current date.
  /// - Throws: ``KeypadOptionError`` when an option does not fit the layout's field.
  public init(
    layout: LayoutChoice, options: KeypadOptions, language: Language, today: CalendarDate
  ) throws(KeypadOptionError) {
    let field = layout.field
    if field == .pin && options.target == .focused && !options.allowsInsecurePinTyping {
      throw .pinTypedThroughXTest
    }
    if let length = options.codeLength {
      guard field == .pin || field == .otp else { throw .lengthWithoutCode }
      guard DigitCodeRule.lengths.contains(length) else { throw .lengthOutOfRange(length) }
    }
    if options.reshuffle != nil && !layout.isShuffled && options.follow == nil {
      throw .reshuffleWithoutPin
    }
    let decimalOptions =
      options.maximumFractionDigits != nil || options.maximumIntegerDigits != nil
      || options.groupsThousands
    if decimalOptions && field != .decimal { throw .amountOptionsWithoutDecimal }
    if options.groupsResidentID && field != .id { throw .groupIDWithoutID }
    if let digits = options.maximumFractionDigits, !(0...8).contains(digits) {
      throw .maximumFractionOutOfRange(digits)
    }
    if let digits = options.maximumIntegerDigits, !(1...18).contains(digits) {
      throw .maximumIntegerOutOfRange(digits)
    }
    for (option, given) in [
      ("--text", options.promptText != nil), ("--live", options.reportsChanges),
      ("--timeout", options.timeoutSeconds != nil), ("--ok-label", options.confirmLabel != nil),
      ("--cancel-label", options.cancelLabel != nil),
    ] where given && options.target != .field {
      throw .promptOptionWithoutPrompt(option)
    }
    // A PIN never leaves the keypad but once, on confirm.
    if options.reportsChanges && field == .pin { throw .liveWithSecret }
    if let seconds = options.timeoutSeconds, !(1...86_400).contains(seconds) {
      throw .timeoutOutOfRange(seconds)
    }
    for (option, label) in [
      ("--ok-label", options.confirmLabel), ("--cancel-label", options.cancelLabel),
    ]
    where label?.isEmpty == true {
      throw .emptyLabel(option)
    }

    self.layout = layout
    target = options.target
    fieldOptions = FieldOptions(
      codeLength: options.codeLength ?? 6,
      decimal: DecimalRule(
        maximumFractionDigits: options.maximumFractionDigits ?? 2,
        maximumIntegerDigits: options.maximumIntegerDigits ?? 12,
        groupsThousands: options.groupsThousands),
      groupsResidentID: options.groupsResidentID)
    fieldKind = options.target == .field ? layout.fieldKind(fieldOptions) : nil
    self.language = language
    self.today = today
    submitsWhenComplete = options.submitsWhenComplete && field == .otp
    reshuffle = layout.isShuffled ? options.reshuffle ?? .show : .never
    highlightsPresses = options.highlightsPresses
    startsHidden = options.startsHidden
    keyRepeat = options.keyRepeat
    var labels = KeyLabels(language)
    if let confirm = options.confirmLabel { labels.confirm = confirm }
    if let cancel = options.cancelLabel { labels.cancel = cancel }
    self.labels = labels
    timeout = options.timeoutSeconds.map { $0 * 1000 }
    promptText = options.promptText
    reportsChanges = options.reportsChanges
    classifier = options.follow
    requestedReshuffle = options.reshuffle
  }

  /// The configuration of a following keypad showing `builtIn` for a focused field.
  public func following(_ builtIn: BuiltInLayout) -> KeypadConfiguration {
    var configuration = self
    configuration.layout = .builtIn(builtIn)
    configuration.reshuffle = builtIn.isShuffled ? requestedReshuffle ?? .show : .never
    return configuration
  }

  /// Whether the window shows a verdict line for another application's field: a following
  /// keypad showing a layout whose value is checked (ID, card).
  public var showsRemoteVerdict: Bool {
    classifier != nil && (layout.field == .id || layout.field == .card)
  }

  /// The keys of `keys(using:)` for each layout a following keypad may show — every built-in
  /// one, the PIN pad only where PIN typing is allowed — measured by `size`; the largest width
  /// and height of all.
  private func largestOverFollowedLayouts(_ size: (KeypadConfiguration, Layout) -> Size) -> Size {
    var generator = SystemRandomNumberGenerator()
    let allowsPin = classifier?.allowsPinTyping == true
    return BuiltInLayout.allCases.filter { $0 != .pin || allowsPin }.map { builtIn in
      let configuration = following(builtIn)
      return size(configuration, configuration.keys(using: &generator))
    }.reduce(Size(width: 1, height: 1)) {
      Size(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }

  /// The keys, placed with `generator` where the layout shuffles.
  public func keys<G: RandomNumberGenerator>(using generator: inout G) -> Layout {
    layout.setup(target: target, labels: labels, options: fieldOptions, using: &generator).layout
  }

  /// Where everything goes in a window of `size` showing `keys`.
  public func geometry(size: Size, keys: Layout, gap: Int) -> WindowGeometry {
    WindowGeometry(
      size: size, layout: keys, showsField: fieldKind != nil, gap: gap,
      showsPrompt: fieldKind != nil && promptText != nil, showsVerdict: showsRemoteVerdict)
  }

  /// The window size `keys` want at `scale`; for a following keypad, the size every layout
  /// it may show fits in, with room for the verdict line.
  public func defaultSize(keys: Layout, scale: Double) -> Size {
    guard classifier != nil else { return defaultSizeOfOne(keys: keys, scale: scale) }
    return largestOverFollowedLayouts { $0.defaultSizeOfOne(keys: $1, scale: scale) }
  }

  /// ``defaultSize(keys:scale:)`` for the layout shown now.
  private func defaultSizeOfOne(keys: Layout, scale: Double) -> Size {
    WindowGeometry.defaultSize(
      for: keys, showsField: fieldKind != nil, scale: scale,
      showsPrompt: fieldKind != nil && promptText != nil, showsVerdict: classifier != nil)
  }

  /// The smallest window in which every key of `keys` keeps ``WindowGeometry/minimumKeySide``
  /// (times `scale`) on both sides; for a following keypad, in every layout it may show.
  /// - Parameter size: The size a caller is about to enlarge to the minimum, if any. On a side
  ///   where `size` already keeps every key large enough, that side of `size` comes back instead
  ///   of the minimum: enlarging gives the same, and the search is skipped.
  public func minimumSize(keys: Layout, gap: Int, scale: Double, enlarging size: Size? = nil)
    -> Size
  {
    guard classifier != nil else {
      return minimumSizeOfOne(keys: keys, gap: gap, scale: scale, enlarging: size)
    }
    return largestOverFollowedLayouts {
      $0.minimumSizeOfOne(keys: $1, gap: gap, scale: scale, enlarging: size)
    }
  }

  /// ``minimumSize(keys:gap:scale:enlarging:)`` for the layout shown now.
  private func minimumSizeOfOne(keys: Layout, gap: Int, scale: Double, enlarging size: Size?)
    -> Size
  {
    let exact = Double(WindowGeometry.minimumKeySide) * scale
    var side = Int(exact)
    if Double(side) < exact { side += 1 }
    let largest = Size.sides.upperBound
    // A key's width depends only on the window's width and its height only on the height.
    func widthFits(_ width: Int) -> Bool {
      geometry(size: Size(width: width, height: largest), keys: keys, gap: gap).layout.keys
        .allSatisfy { $0.frame.width >= side }
    }
    func heightFits(_ height: Int, width: Int) -> Bool {
      geometry(size: Size(width: width, height: height), keys: keys, gap: gap).layout.keys
        .allSatisfy { $0.frame.height >= side }
    }
    // Rounding can make a key a pixel narrower in a wider window, so the smallest fitting
    // length is found by trying each in turn, not by halving.
    func smallest(_ fits: (Int) -> Bool) -> Int {
      var length = side
      while length < largest && !fits(length) { length += 1 }
      return length
    }
    let width: Int
    if let size, widthFits(size.width) { width = size.width } else { width = smallest(widthFits) }
    let height: Int
    if let size, heightFits(size.height, width: width) {
      height = size.height
    } else {
      height = smallest { heightFits($0, width: width) }
    }
    return Size(width: width, height: height)
  }
}
