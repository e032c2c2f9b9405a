import KeypadAccessibility
import KeypadConfig
import KeypadCore
import KeypadWindow
import KeypadX11

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#endif

/// The focus changes of every accessible application, from the accessibility bus.
enum FocusEvents {
  /// Events for `application`: the accessibility bus's, its news said on standard error in
  /// `language`.
  static func source(for application: KeypadApplication, language: Language) -> EventSource {
    let client = AccessibilityClient(
      environmentAddress: getenv("AT_SPI_BUS_ADDRESS").map { String(cString: $0) },
      rootAddress: { application.rootWindowText("AT_SPI_BUS") })
    return EventSource(
      fileDescriptor: { client.fileDescriptor }, deadline: { client.nextDeadline },
      service: { now in
        let events = client.service(now: now)
        for notice in client.takeNotices() {
          StandardError.write(notice.message(in: language) + "\n")
        }
        return events
      })
  }
}

extension AccessibilityClient.Notice {
  /// The line for standard error, in `language`.
  func message(in language: Language) -> String {
    let zh = language == .zh
    switch self {
    case .connected:
      return zh
        ? "keypad：已连接无障碍总线，开始跟随输入焦点。"
        : "keypad: connected to the accessibility bus; following the focus."
    case .waiting(let error):
      return zh
        ? "keypad：暂时无法连接无障碍总线（\(error.description)）；每 2 秒重试一次。"
        : "keypad: cannot reach the accessibility bus yet (\(error.description)); trying again every 2 s."
    case .lost:
      return zh
        ? "keypad：无障碍总线断开了；每 2 秒重试一次。"
        : "keypad: lost the accessibility bus; trying again every 2 s."
    }
  }
}
