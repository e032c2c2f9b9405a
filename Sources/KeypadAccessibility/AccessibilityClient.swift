import CDBus
import KeypadCore

/// The keypad's side of the accessibility bus (AT-SPI over D-Bus): it learns which object of
/// which application has the keyboard focus, what that object is, and what its text says, and
/// turns that into ``KeypadEvent``s.
///
/// Nothing here waits on an application: questions are sent at once and their answers taken
/// as they come (matched by serial), with a deadline, from the same `poll` loop that serves the
/// X connection. Only connecting waits, briefly, on the buses themselves. A bus that is missing
/// or goes away is tried again every ``retryInterval`` milliseconds; each change of state is
/// reported once in ``notices``.
public final class AccessibilityClient {
  /// The bus connection's state, as reported to the user.
  public enum Notice: Hashable, Sendable {
    /// Connected, after waiting or after losing the bus.
    case connected
    /// The bus cannot be reached; the client keeps trying.
    case waiting(AccessibilityError)
    /// The bus went away; the client keeps trying.
    case lost
  }

  /// How long to wait before trying a missing bus again, in milliseconds.
  public static let retryInterval: Int64 = 2000

  /// The events AT-SPI applications send only to listeners registered for them.
  static let events = [
    "object:state-changed:focused", "object:text-changed", "object:text-caret-moved",
    "window:deactivate",
  ]

  private let environmentAddress: String?
  private let rootAddress: () -> String?
  private var connection: BusConnection?
  private var retryAt: Timestamp?
  private var hasWaited = false
  private var notices: [Notice] = []
  /// The object being described now.
  private var query: FieldQuery?
  /// The object that has the focus, once described.
  private var focused: FieldIdentity?
  /// Whether the focused object is a password field, whose text is never read.
  private var focusedIsPassword = false
  /// Content questions in flight: serial → which part.
  private var contentQuestions: [UInt32: ContentPart] = [:]
  private var contentText: String?
  private var contentCaret: Int?
  /// Start-up questions in flight (who has the focus already), by serial.
  private var startupQuestions: [UInt32: StartupQuestion] = [:]

  private enum ContentPart { case text, caret }

  private enum StartupQuestion {
    /// The registry's list of applications.
    case applications
    /// One application's focused object.
    case focusedObject
  }

  /// Creates a client; it connects on the first ``service(now:)``.
  /// - Parameters:
  ///   - environmentAddress: `AT_SPI_BUS_ADDRESS`, if set.
  ///   - rootAddress: Reads the X root window's `AT_SPI_BUS` property.
  public init(environmentAddress: String?, rootAddress: @escaping () -> String?) {
    self.environmentAddress = environmentAddress
    self.rootAddress = rootAddress
  }

  /// The socket to `poll`, when connected.
  public var fileDescriptor: Int32? { connection?.fileDescriptor }

  /// When ``service(now:)`` must run again even if the socket stays quiet: a retry, or the
  /// deadline of a question.
  public var nextDeadline: Timestamp? {
    [retryAt, query?.deadline].compactMap { $0 }.min()
  }

  /// The state changes since the last call, oldest first.
  public func takeNotices() -> [Notice] {
    defer { notices = [] }
    return notices
  }

  /// Connects when due, reads what arrived, and returns what the keypad must know.
  /// - Parameter now: The time now, for deadlines.
  public func service(now: Timestamp) -> [KeypadEvent] {
    var events: [KeypadEvent] = []
    if connection == nil, retryAt.map({ $0 <= now }) ?? true { connect(now: now) }
    if let connection {
      if !connection.read() {
        events += disconnect(now: now)
      } else {
        while let message = connection.nextMessage() { events += handle(message, now: now) }
        if !connection.isConnected { events += disconnect(now: now) }
      }
    }
    if let current = query, current.deadline <= now { events += finish(current) }
    return events
  }

  private func connect(now: Timestamp) {
    retryAt = nil
    do {
      let address = try AccessibilityBusAddress.find(
        environment: environmentAddress, rootProperty: rootAddress())
      let bus = try BusConnection.open(address: address)
      for interface in ["Object", "Window"] {
        try bus.addMatch("type='signal',interface='org.a11y.atspi.Event.\(interface)'")
      }
      try bus.addMatch(
        "type='signal',sender='org.freedesktop.DBus',member='NameOwnerChanged'")
      for event in Self.events {
        if let message = BusMessage.call(
          destination: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/registry",
          interface: "org.a11y.atspi.Registry", method: "RegisterEvent",
          arguments: [.string(event)])
        {
          _ = bus.send(message)
        }
      }
      connection = bus
      if hasWaited { notices.append(.connected) }
      hasWaited = false
      askWhoHasFocus(bus)
    } catch {
      if !hasWaited { notices.append(.waiting(error)) }
      hasWaited = true
      retryAt = now.advanced(by: Self.retryInterval)
    }
  }

  /// The bus went away: the field is gone with it; try again later.
  private func disconnect(now: Timestamp) -> [KeypadEvent] {
    connection = nil
    startupQuestions = [:]
    notices.append(.lost)
    hasWaited = true
    retryAt = now.advanced(by: Self.retryInterval)
    return loseFocus(at: now)
  }

  private func handle(_ message: BusMessage, now: Timestamp) -> [KeypadEvent] {
    if message.isReply { return answer(message, now: now) }
    guard message.isSignal, let sender = message.sender, let member = message.member else {
      return []
    }
    let arguments = message.arguments
    let identity = FieldIdentity(application: sender, path: message.path ?? "")
    switch (message.interface, member) {
    case ("org.a11y.atspi.Event.Object", "StateChanged"):
      guard arguments.first?.string == "focused", let gained = arguments.dropFirst().first?.integer
      else { return [] }
      if gained != 0 {
        // A duplicate (GTK sends each focus twice) is dropped here.
        guard identity != query?.identity, identity != focused else { return [] }
        return describe(identity, now: now)
      }
      guard identity == focused || identity == query?.identity else { return [] }
      return loseFocus(at: now)
    case ("org.a11y.atspi.Event.Object", "TextChanged"),
      ("org.a11y.atspi.Event.Object", "TextCaretMoved"):
      if identity == focused, !focusedIsPassword { readContent(of: identity) }
      return []
    case ("org.a11y.atspi.Event.Window", "Deactivate"):
      guard sender == focused?.application || sender == query?.identity.application else {
        return []
      }
      return loseFocus(at: now)
    case ("org.freedesktop.DBus", "NameOwnerChanged"):
      // An application that left the bus takes its field with it.
      guard arguments.count == 3, let name = arguments[0].string, arguments[2].string == "",
        name == focused?.application || name == query?.identity.application
      else { return [] }
      return loseFocus(at: now)
    default:
      return []
    }
  }

  /// The focus left the field (or its window or application), or went to something that did
  /// not describe itself: nothing the keypad types into is focused; said once.
  private func loseFocus(at time: Timestamp) -> [KeypadEvent] {
    query = nil
    contentQuestions = [:]
    guard focused != nil else { return [] }
    focused = nil
    return [.fieldFocused(nil, at: time)]
  }

  /// Starts describing a newly focused object.
  private func describe(_ identity: FieldIdentity, now: Timestamp) -> [KeypadEvent] {
    guard let connection else { return [] }
    var newQuery = FieldQuery(identity: identity, at: now)
    for (question, message) in newQuery.firstRound {
      if let message, let serial = connection.send(message) { newQuery.waiting[serial] = question }
    }
    query = newQuery
    contentQuestions = [:]
    return []
  }

  private func answer(_ reply: BusMessage, now: Timestamp) -> [KeypadEvent] {
    let serial = reply.replySerial
    if let question = startupQuestions.removeValue(forKey: serial) {
      return startupAnswer(reply, to: question, now: now)
    }
    if let part = contentQuestions.removeValue(forKey: serial) {
      return contentAnswer(reply, part: part)
    }
    guard var current = query, let question = current.waiting.removeValue(forKey: serial) else {
      return []
    }
    for (next, message) in current.take(reply, for: question) {
      if let message, let serial = connection?.send(message) { current.waiting[serial] = next }
    }
    query = current
    return current.waiting.isEmpty ? finish(current) : []
  }

  /// The object is described (or its deadline passed): tell the keypad, and read its text.
  private func finish(_ done: FieldQuery) -> [KeypadEvent] {
    query = nil
    // An application that does not answer is treated as focus on nothing the keypad types into.
    guard done.knowsRole else { return loseFocus(at: done.focusedAt) }
    focused = done.identity
    focusedIsPassword = done.field.isPassword
    if !focusedIsPassword && done.field.isEditable { readContent(of: done.identity) }
    return [.fieldFocused(done.field, at: done.focusedAt)]
  }

  private func readContent(of identity: FieldIdentity) {
    guard let connection else { return }
    contentQuestions = [:]
    contentText = nil
    contentCaret = nil
    let questions = FieldQuery.contentQuestions(identity)
    if let text = questions.text, let serial = connection.send(text) {
      contentQuestions[serial] = .text
    }
    if let caret = questions.caret, let serial = connection.send(caret) {
      contentQuestions[serial] = .caret
    }
  }

  private func contentAnswer(_ reply: BusMessage, part: ContentPart) -> [KeypadEvent] {
    let value = reply.isError ? nil : reply.arguments.first
    switch part {
    case .text: contentText = value?.string ?? ""
    case .caret: contentCaret = Int(value?.integer ?? 0)
    }
    guard contentQuestions.isEmpty, let focused, let text = contentText else { return [] }
    let caret = contentCaret ?? text.count
    return [.fieldContentChanged(focused, FieldContent(text: text, caret: caret))]
  }

  /// Asks every application which of its objects has the focus: a field focused before the
  /// keypad started sends no event.
  private func askWhoHasFocus(_ bus: BusConnection) {
    guard
      let message = BusMessage.call(
        destination: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/accessible/root",
        interface: "org.a11y.atspi.Accessible", method: "GetChildren"),
      let serial = bus.send(message)
    else { return }
    startupQuestions[serial] = .applications
  }

  private func startupAnswer(_ reply: BusMessage, to question: StartupQuestion, now: Timestamp)
    -> [KeypadEvent]
  {
    guard !reply.isError, let connection else { return [] }
    let references = (reply.arguments.first?.elements ?? []).compactMap {
      reference -> FieldIdentity? in
      let parts = reference.elements
      guard parts.count == 2, let bus = parts[0].string, let path = parts[1].string else {
        return nil
      }
      return FieldIdentity(application: bus, path: path)
    }
    if question == .applications {
      // Ask each application for its focused object.
      for application in references {
        guard
          let message = BusMessage.call(
            destination: application.application, path: application.path,
            interface: "org.a11y.atspi.Collection", method: "GetMatches",
            arguments: [Self.focusedMatchRule, .uint32(1), .int32(1), .boolean(true)]),
          let serial = connection.send(message)
        else { continue }
        startupQuestions[serial] = .focusedObject
      }
      return []
    }
    // An application's focused object, unless a focus event got there first.
    guard query == nil, focused == nil, let first = references.first else { return [] }
    return describe(first, now: now)
  }

  /// A Collection match rule for objects in the `focused` state (bit 12).
  private static var focusedMatchRule: BusArgument {
    .structure([
      .array(signature: "i", [.int32(1 << 12), .int32(0)]), .int32(1),
      .array(signature: "{ss}", []), .int32(1),
      .array(signature: "i", []), .int32(1),
      .array(signature: "s", []), .int32(1),
      .boolean(false),
    ])
  }
}
