#if hasFeature(Embedded)
  import CLibc

  /// The C-locale `strtod` that `Double(_: String)` calls, which the Embedded Swift runtime
  /// leaves to the program (the JSON reader and the `Xft.dpi` resource parse numbers). The
  /// window never calls `setlocale`, so `strtod` reads with the C locale's decimal point.
  @_cdecl("_swift_stdlib_strtod_clocale")
  func strtodCLocale(
    _ text: UnsafePointer<CChar>?, _ result: UnsafeMutablePointer<Double>?
  ) -> UnsafePointer<CChar>? {
    guard let text, let result else { return nil }
    var end: UnsafeMutablePointer<CChar>?
    result.pointee = strtod(text, &end)
    return end.map { UnsafePointer($0) }
  }
#endif
