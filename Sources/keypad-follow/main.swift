// The following keypad's executable: what stays on screen after `keypad follow` checked the
// command line and replaced itself with this program. It is the window executable with the
// accessibility bus added, so only a following keypad loads libdbus.
import KeypadConfig
import KeypadCore
import KeypadWindow

#if hasFeature(Embedded)
  import CLibc
#elseif canImport(Glibc)
  import Glibc
#endif

let request = HandOverReceiver.receive(program: "keypad-follow")
exit(WindowRun.run(request, events: FocusEvents.source))
