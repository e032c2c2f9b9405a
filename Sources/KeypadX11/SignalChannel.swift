import CX11
import KeypadCore

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#endif

/// The signals the keypad answers, delivered through a `signalfd` that the event loop polls, so
/// no work is ever done inside a signal handler.
///
/// SIGUSR1, SIGUSR2 and SIGRTMIN hide, show and toggle the keypad; SIGTERM, SIGINT and SIGHUP
/// end it, after the loop has typed what was waiting and given borrowed keycodes back.
final class SignalChannel {
  /// What a signal asks for.
  enum Request: Equatable {
    /// Hide, show or toggle the keypad.
    case visibility(VisibilityRequest)
    /// Stop, because of this signal.
    case terminate(Int32)
  }

  /// The descriptor to poll.
  let fileDescriptor: Int32

  /// Blocks the signals above for normal delivery and opens a `signalfd` for them. Returns
  /// `nil` when the system has no `signalfd`; the signals then keep their usual effect.
  init?() {
    var mask = sigset_t()
    sigemptyset(&mask)
    for signal in [SIGUSR1, SIGUSR2, __libc_current_sigrtmin(), SIGTERM, SIGINT, SIGHUP] {
      sigaddset(&mask, signal)
    }
    let descriptor = signalfd(-1, &mask, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
    guard descriptor >= 0, pthread_sigmask(SIG_BLOCK, &mask, nil) == 0 else { return nil }
    fileDescriptor = descriptor
  }

  deinit {
    close(fileDescriptor)
  }

  /// The requests that have arrived, oldest first.
  func drain() -> [Request] {
    var requests: [Request] = []
    var info = signalfd_siginfo()
    while read(fileDescriptor, &info, MemoryLayout<signalfd_siginfo>.size)
      == MemoryLayout<signalfd_siginfo>.size
    {
      switch Int32(info.ssi_signo) {
      case SIGUSR1: requests.append(.visibility(.hide))
      case SIGUSR2: requests.append(.visibility(.show))
      case SIGTERM, SIGINT, SIGHUP: requests.append(.terminate(Int32(info.ssi_signo)))
      default: requests.append(.visibility(.toggle))
      }
    }
    return requests
  }
}
