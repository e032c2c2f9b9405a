import KeypadCore

/// A message in each language Keypad speaks.
public struct Message: Hashable, Sendable {
  /// The English text.
  public var en: String
  /// The Chinese text.
  public var zh: String

  /// Creates a message from its English and Chinese texts.
  public init(en: String, zh: String) {
    self.en = en
    self.zh = zh
  }

  /// The text in `language`.
  public func text(in language: Language) -> String {
    language == .zh ? zh : en
  }
}
