/// What the user chose beyond the layout, as given: checked against the layout actually loaded
/// by ``KeypadConfiguration/init(layout:options:language:today:)``.
public struct KeypadOptions: Hashable, Sendable {
  /// Where keys go.
  public var target: DeliveryTarget = .field
  /// The digits of a PIN or verification code, or `nil` for the default.
  public var codeLength: Int?
  /// When a PIN pad reshuffles, or `nil` for the default (each time it is shown).
  public var reshuffle: ReshufflePolicy?
  /// Whether a PIN pad may type through XTest, where any X client can read the keys.
  public var allowsInsecurePinTyping = false
  /// Whether filling the last verification-code box submits the code.
  public var submitsWhenComplete = true
  /// Whether a resident ID is shown in 6-8-4 groups.
  public var groupsResidentID = false
  /// The most digits after an amount's decimal point, or `nil` for the default.
  public var maximumFractionDigits: Int?
  /// The most digits before an amount's decimal point, or `nil` for the default.
  public var maximumIntegerDigits: Int?
  /// Whether an amount shows thousands separators.
  public var groupsThousands = false
  /// Whether a pressed key is painted highlighted (`--no-highlight` turns it off).
  public var highlightsPresses = true
  /// Whether the keypad starts hidden.
  public var startsHidden = false
  /// How held keys repeat.
  public var keyRepeat = KeyRepeat()
  /// The confirm key's label, or `nil` for the language's (`OK`, `确定`).
  public var confirmLabel: String?
  /// The cancel key's label, or `nil` for the language's (`Cancel`, `取消`).
  public var cancelLabel: String?
  /// Whether every accepted change of the prompt's field is reported (`--live`).
  public var reportsChanges = false
  /// A line above the prompt's field saying what to enter (`--text`), or `nil`.
  public var promptText: String?
  /// How long a prompt waits untouched before it gives up, in seconds, or `nil` for ever.
  public var timeoutSeconds: Int64?

  /// How a following keypad picks a layout for each focused field, or `nil` for a keypad that
  /// shows one layout.
  public var follow: FieldClassifier?

  /// Options with every default.
  public init() {}
}
