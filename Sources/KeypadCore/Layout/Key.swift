/// One key of a layout: what it shows, what it does, how it looks and how wide it is.
public struct Key: Hashable, Sendable {
  /// The text painted on the key.
  public var label: String
  /// What pressing the key does.
  public var action: KeyAction
  /// Which colours the key is painted with.
  public var style: KeyStyle
  /// The key's width in grid units; the keys of a row share the row's width in proportion.
  public var width: Int

  /// Creates a key.
  /// - Parameters:
  ///   - label: The text painted on the key.
  ///   - action: What pressing the key does.
  ///   - style: Which colours the key is painted with.
  ///   - width: The width in grid units, at least 1.
  public init(label: String, action: KeyAction, style: KeyStyle = .normal, width: Int = 1) {
    self.label = label
    self.action = action
    self.style = style
    self.width = max(1, width)
  }

  /// A key that inserts its own label.
  public static func character(_ text: String, style: KeyStyle = .normal, width: Int = 1) -> Key {
    Key(label: text, action: .insert(text), style: style, width: width)
  }

  /// The delete-backward key, labelled `⌫`.
  public static func deleteBackward(width: Int = 1) -> Key {
    Key(label: "⌫", action: .deleteBackward, style: .function, width: width)
  }
}
