/// One line of a prompt's `--live` output: the field after an accepted change, or how the
/// prompt ended, as one JSON object.
///
/// ```json
/// {"event":"change","value":"110105","caret":6,"status":"incomplete","message":"6 of 18 characters"}
/// {"event":"confirm","value":"11010519491231002X"}
/// ```
///
/// A following keypad (`keypad follow`) writes when it shows and hides:
/// ```json
/// {"event":"show","layout":"id"}
/// {"event":"hide"}
/// ```
public struct FieldReport: Hashable, Sendable {
  /// What happened.
  public enum Event: String, Hashable, Sendable {
    /// The field's text or caret changed.
    case change
    /// The user confirmed the value.
    case confirm
    /// The user cancelled, or closed the window.
    case cancel
    /// Nobody touched the prompt for its timeout.
    case timeout
    /// A following keypad appeared for a focused field (`keypad follow`).
    case show
    /// A following keypad hid: the focus left for a field that takes none.
    case hide
  }

  /// What happened.
  public var event: Event
  /// The field's value without separators (on a change and a confirm).
  public var value: String?
  /// The number of characters of ``value`` before the caret (on a change).
  public var caret: Int?
  /// The verdict on the value (on a change).
  public var verdict: FieldVerdict?
  /// The layout shown (on a show).
  public var layout: String?

  /// Creates a report.
  public init(
    event: Event, value: String? = nil, caret: Int? = nil, verdict: FieldVerdict? = nil,
    layout: String? = nil
  ) {
    self.event = event
    self.value = value
    self.caret = caret
    self.verdict = verdict
    self.layout = layout
  }

  /// The report of `field` as it is now, with its verdict.
  public init(changeOf field: TextField<some InputRule>, verdict: FieldVerdict?) {
    let display = Array(field.text)
    self.init(
      event: .change, value: field.value,
      caret: field.rule.rawCount(before: field.state.caret, in: display), verdict: verdict)
  }

  /// The report as one line of JSON, without the newline.
  public var jsonLine: String {
    var members: [(String, JSONText)] = [("event", .string(event.rawValue))]
    if let layout { members.append(("layout", .string(layout))) }
    if let value { members.append(("value", .string(value))) }
    if let caret { members.append(("caret", .int(caret))) }
    if let verdict {
      members.append(("status", .string(verdict.status.rawValue)))
      members.append(("message", .string(verdict.message)))
    }
    return JSONText.object(members).text
  }
}
