import CX11
import KeypadCore

#if canImport(Glibc)
  import Glibc
#endif

/// The kiosk control signals, delivered through a `signalfd` that the event loop polls, so no
/// work is ever done inside a signal handler.
@MainActor
final class SignalChannel {
  /// The descriptor to poll.
  let fileDescriptor: Int32

  /// Blocks SIGUSR1, SIGUSR2 and SIGRTMIN for normal delivery and opens a `signalfd` for them.
  /// Returns `nil` when the system has no `signalfd`; the keypad then just ignores them.
  init?() {
    var mask = sigset_t()
    sigemptyset(&mask)
    for signal in [SIGUSR1, SIGUSR2, __libc_current_sigrtmin()] { sigaddset(&mask, signal) }
    guard pthread_sigmask(SIG_BLOCK, &mask, nil) == 0 else { return nil }
    let descriptor = signalfd(-1, &mask, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    fileDescriptor = descriptor
  }

  isolated deinit {
    close(fileDescriptor)
  }

  /// The requests that have arrived, oldest first.
  func drain() -> [VisibilityRequest] {
    var requests: [VisibilityRequest] = []
    var info = signalfd_siginfo()
    while read(fileDescriptor, &info, MemoryLayout<signalfd_siginfo>.size)
      == MemoryLayout<signalfd_siginfo>.size
    {
      switch Int32(info.ssi_signo) {
      case SIGUSR1: requests.append(.hide)
      case SIGUSR2: requests.append(.show)
      default: requests.append(.toggle)
      }
    }
    return requests
  }
}
