/// Everything the keypad window needs, checked by the command line: what `keypad show` and
/// `keypad follow` hand to the lean window executable that replaces them on screen.
///
/// It carries the user's choices as given (the layout's source, ``KeypadOptions``, the window's
/// settings), not what they become, so the window settles them through the same
/// ``KeypadConfiguration`` the command line checked them with.
public struct WindowRequest: Hashable, Sendable {
  /// What the window does.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// One layout, as a prompt or typing into the focused application (`keypad show`).
    case show
    /// The layout that fits the focused field, shown while it has the focus (`keypad follow`).
    case follow
  }

  /// Where the layout comes from.
  public enum LayoutSource: Hashable, Sendable {
    /// A built-in layout.
    case builtIn(BuiltInLayout)
    /// A layout file that was read and checked: its path, for messages, and its bytes, so the
    /// window reads what was checked even if the file changes meanwhile.
    case file(path: String, contents: [UInt8])
  }

  /// What the window does.
  public var mode: Mode
  /// The layout.
  public var layout: LayoutSource
  /// The user's choices beyond the layout, a following keypad's field rules included.
  public var options: KeypadOptions
  /// The language of labels and messages.
  public var language: Language
  /// Today, for validation: the command line's date, so both judge the same day.
  public var today: CalendarDate
  /// The size and offsets the user gave (`--geometry`), or `nil`.
  public var placement: WindowPlacement?
  /// The window title.
  public var title: String
  /// The label font the user named (`--font`), as a fontconfig pattern, or `nil` for the
  /// theme's.
  public var font: String?
  /// The colours and shapes, with the command line's overrides applied.
  public var theme: Theme
  /// The screen edge to dock along, or `nil`.
  public var dock: DockEdge?
  /// The most width a docked keypad takes, or `nil` for the monitor's.
  public var dockWidth: Int?
  /// Whether to stay above every other window.
  public var above: Bool
  /// The scale of sizes, or `nil` for `Xft.dpi` / 96.
  public var scale: Scale?
  /// The X display, or `nil` for `$DISPLAY`.
  public var display: String?

  /// A request for `layout` with `options`; the window's settings start at their defaults.
  public init(
    mode: Mode, layout: LayoutSource, options: KeypadOptions, language: Language,
    today: CalendarDate, theme: Theme
  ) {
    self.mode = mode
    self.layout = layout
    self.options = options
    self.language = language
    self.today = today
    self.theme = theme
    placement = nil
    title = "Keypad"
    font = nil
    dock = nil
    dockWidth = nil
    above = false
    scale = nil
    display = nil
  }
}
