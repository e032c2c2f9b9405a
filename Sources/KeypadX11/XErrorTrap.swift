import CX11

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#endif

/// Catches X protocol errors (`XSetErrorHandler`) instead of letting Xlib print a dump and exit.
///
/// While the keypad starts, the first error is kept and ``check()`` turns it into
/// ``X11Error/startupRefused(_:_:)`` (a window of 65536×65536 is refused with BadAlloc). Once it
/// runs, an error — a focus request that lost a race with a hide, say — is reported once on
/// standard error and the keypad carries on.
///
/// Xlib's handler is a C function pointer that captures nothing, so what it learns is kept in
/// static storage; it runs only inside Xlib calls made on the main thread.
enum XErrorTrap {
  nonisolated(unsafe) private static var firstError: String?
  nonisolated(unsafe) private static var isRunning = false
  nonisolated(unsafe) private static var hasReported = false

  /// Installs the handler; errors are kept for ``check()`` from now on.
  static func install() {
    firstError = nil
    isRunning = false
    hasReported = false
    XSetErrorHandler { display, event in
      guard let display, let event else { return 0 }
      let text = XErrorTrap.describe(event.pointee, on: display)
      if !XErrorTrap.isRunning {
        if XErrorTrap.firstError == nil { XErrorTrap.firstError = text }
      } else if !XErrorTrap.hasReported {
        XErrorTrap.hasReported = true
        let message = "keypad: the X server refused a request (\(text)); carrying on.\n"
        _ = message.withCString { write(2, $0, strlen($0)) }
      }
      return 0
    }
  }

  /// Waits for the server to answer everything sent so far (`XSync`) and throws the first
  /// error it reported.
  static func check(_ display: XDisplay) throws(X11Error) {
    display.sync()
    if let firstError { throw X11Error.startupRefused(display.name, firstError) }
  }

  /// From now on errors are reported once and the keypad carries on.
  static func startRunning() {
    isRunning = true
  }

  /// `BadAlloc (insufficient resources for operation) in X_CreatePixmap`: the error's text and
  /// the request's name (`XGetErrorText`, `XGetErrorDatabaseText`).
  private static func describe(_ event: XErrorEvent, on display: OpaquePointer) -> String {
    var buffer = [CChar](repeating: 0, count: 160)
    XGetErrorText(display, Int32(event.error_code), &buffer, Int32(buffer.count))
    let error = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let code = String(event.request_code)
    var request = [CChar](repeating: 0, count: 80)
    XGetErrorDatabaseText(display, "XRequest", code, code, &request, Int32(request.count))
    let name = String(
      decoding: request.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return "\(error) in \(name == code ? "request \(code)" : name)"
  }
}
