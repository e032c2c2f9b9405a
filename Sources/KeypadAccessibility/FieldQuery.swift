import KeypadCore

/// The questions the client asks about one newly focused object, sent at once and answered in
/// any order, and what the answers said so far.
///
/// The first round asks for the role, states, attributes, name and description, relations,
/// screen extents and number step; when a label is related, a second round asks for the label's
/// name. The field is complete when every question has been answered (an error answer counts)
/// or the deadline passed.
struct FieldQuery {
  /// One question.
  enum Question: Hashable {
    case role, states, attributes, properties, relations, extents, increment
    case label(Int)
  }

  /// The object asked about.
  let identity: FieldIdentity
  /// When the focus event arrived.
  let focusedAt: Timestamp
  /// When to stop waiting for answers.
  let deadline: Timestamp
  /// Questions sent and not answered yet, by serial.
  var waiting: [UInt32: Question] = [:]
  /// What the answers said.
  var field: FocusedField
  /// The labels' names, by their index among the related labels.
  private var labels: [Int: String] = [:]
  /// Whether the role was answered: without it nothing is known about the object.
  private(set) var knowsRole = false

  /// How long an application may take to describe its focused object, in milliseconds.
  static let timeout: Int64 = 400

  init(identity: FieldIdentity, at time: Timestamp) {
    self.identity = identity
    focusedAt = time
    deadline = time.advanced(by: Self.timeout)
    field = FocusedField(identity: identity, role: "", isEditable: false)
  }

  /// The first round of questions.
  var firstRound: [(Question, BusMessage?)] {
    let accessible = "org.a11y.atspi.Accessible"
    return [
      (.role, call(accessible, "GetRoleName")),
      (.states, call(accessible, "GetState")),
      (.attributes, call(accessible, "GetAttributes")),
      (.properties, properties(accessible)),
      (.relations, call(accessible, "GetRelationSet")),
      (.extents, call("org.a11y.atspi.Component", "GetExtents", [.uint32(0)])),
      (
        .increment,
        call(
          "org.freedesktop.DBus.Properties", "Get",
          [.string("org.a11y.atspi.Value"), .string("MinimumIncrement")])
      ),
    ]
  }

  /// Takes the answer to `question`, and returns the questions it raises (the labels' names).
  mutating func take(_ reply: BusMessage, for question: Question) -> [(Question, BusMessage?)] {
    guard !reply.isError else { return [] }
    let values = reply.arguments
    switch question {
    case .role:
      field.role = values.first?.string ?? ""
      knowsRole = true
    case .states:
      // ATSPI_STATE_EDITABLE is bit 7 of the first word.
      let word = values.first?.elements.first?.integer ?? 0
      field.isEditable = word & (1 << 7) != 0
    case .attributes:
      for (name, value) in values.first?.dictionary ?? [:] {
        if let text = value.string { field.attributes[name] = text }
      }
    case .properties:
      let properties = values.first?.dictionary ?? [:]
      field.name = properties["Name"]?.string ?? ""
      field.description = properties["Description"]?.string ?? ""
    case .relations:
      // a(ua(so)): ATSPI_RELATION_LABELLED_BY is 2.
      var questions: [(Question, BusMessage?)] = []
      for relation in values.first?.elements ?? [] {
        let parts = relation.elements
        guard parts.count == 2, parts[0].integer == 2 else { continue }
        for target in parts[1].elements {
          let reference = target.elements
          guard reference.count == 2, let bus = reference[0].string,
            let path = reference[1].string
          else { continue }
          let index = questions.count
          questions.append(
            (
              .label(index),
              BusMessage.call(
                destination: bus, path: path, interface: "org.freedesktop.DBus.Properties",
                method: "Get",
                arguments: [.string("org.a11y.atspi.Accessible"), .string("Name")])
            ))
        }
      }
      return questions
    case .extents:
      let box = values.first?.elements.compactMap({ $0.integer }) ?? []
      if box.count == 4, box[2] > 0, box[3] > 0 {
        field.extents = Rect(
          x: Int(box[0]), y: Int(box[1]), width: Int(box[2]), height: Int(box[3]))
      }
    case .increment:
      if case .variant(.double(let step)) = values.first { field.minimumIncrement = step }
    case .label(let index):
      if let name = values.first?.string, !name.isEmpty { labels[index] = name }
      field.labels = labels.keys.sorted().compactMap { labels[$0] }
    }
    return []
  }

  private func call(_ interface: String, _ method: String, _ arguments: [BusArgument] = [])
    -> BusMessage?
  {
    BusMessage.call(
      destination: identity.application, path: identity.path, interface: interface,
      method: method, arguments: arguments)
  }

  private func properties(_ interface: String) -> BusMessage? {
    call("org.freedesktop.DBus.Properties", "GetAll", [.string(interface)])
  }

  /// The questions that read the field's text and caret (never asked of a password field).
  static func contentQuestions(_ identity: FieldIdentity) -> (text: BusMessage?, caret: BusMessage?)
  {
    (
      BusMessage.call(
        destination: identity.application, path: identity.path,
        interface: "org.a11y.atspi.Text", method: "GetText", arguments: [.int32(0), .int32(-1)]),
      BusMessage.call(
        destination: identity.application, path: identity.path,
        interface: "org.freedesktop.DBus.Properties", method: "Get",
        arguments: [.string("org.a11y.atspi.Text"), .string("CaretOffset")])
    )
  }
}
