// The keypad window executable: what stays on screen after `keypad show` checked the command
// line and replaced itself with this program (`execv`), handing over the request.
import KeypadConfig
import KeypadCore
import KeypadWindow

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#endif

exit(WindowRun.run(HandOverReceiver.receive(program: "keypad-window")))
