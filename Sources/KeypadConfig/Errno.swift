#if hasFeature(Embedded)
  import CLibc

  /// The calling thread's `errno`, which Glibc's Swift module provides in the full build.
  var errno: Int32 { keypad_errno() }
#endif
