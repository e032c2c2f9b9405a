/// What an application tells the accessibility bus about the object that has the keyboard
/// focus: enough to pick a keypad for it, to place the keypad beside it, and to run the field's
/// input rule before typing.
///
/// Everything is as the application sent it; missing parts are empty.
public struct FocusedField: Hashable, Sendable {
  /// Which object this is: the application's bus name and the object's path.
  public var identity: FieldIdentity
  /// The role's name, such as `entry`, `text`, `password text` or `spin button`.
  public var role: String
  /// Whether the object accepts typing (the `editable` state).
  public var isEditable: Bool
  /// The object attributes, such as `text-input-type`, `id`, `class`, `placeholder`,
  /// `maxlength`.
  public var attributes: [String: String]
  /// The accessible name (`aria-label`, `title`).
  public var name: String
  /// The accessible description (`aria-description`).
  public var description: String
  /// The names of the labels that label it.
  public var labels: [String]
  /// The smallest step of a number field (its Value interface), when it has one.
  public var minimumIncrement: Double?
  /// The field's rectangle on the screen, when the application gave one.
  public var extents: Rect?
  /// The field's text and caret, when read; never for a password field.
  public var content: FieldContent?

  /// Creates a description of a focused object.
  public init(
    identity: FieldIdentity, role: String, isEditable: Bool = true,
    attributes: [String: String] = [:], name: String = "", description: String = "",
    labels: [String] = [], minimumIncrement: Double? = nil, extents: Rect? = nil,
    content: FieldContent? = nil
  ) {
    self.identity = identity
    self.role = role
    self.isEditable = isEditable
    self.attributes = attributes
    self.name = name
    self.description = description
    self.labels = labels
    self.minimumIncrement = minimumIncrement
    self.extents = extents
    self.content = content
  }

  /// Whether the field hides what is typed (the `password text` role, or `type=password`).
  public var isPassword: Bool {
    role == "password text" || attributes["text-input-type"] == "password"
  }
}

/// Which accessible object: the application's unique bus name and the object's path.
public struct FieldIdentity: Hashable, Sendable {
  /// The application's unique bus name, such as `:1.42`.
  public var application: String
  /// The object's path in that application.
  public var path: String

  /// Creates an identity.
  public init(application: String, path: String) {
    self.application = application
    self.path = path
  }
}

/// The text of a field in another application and where its caret is.
public struct FieldContent: Hashable, Sendable {
  /// The whole text.
  public var text: String
  /// The caret, in characters from the start.
  public var caret: Int

  /// Creates content; the caret is kept within the text.
  public init(text: String, caret: Int) {
    self.text = text
    self.caret = min(max(0, caret), text.count)
  }
}
