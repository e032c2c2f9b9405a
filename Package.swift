// swift-tools-version: 6.2

import PackageDescription

/// Settings for the targets this package owns: Swift 6 mode, and no warning left standing.
let strict: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .treatAllWarnings(as: .error),
]

let package = Package(
  name: "Keypad",
  products: [
    .executable(name: "keypad", targets: ["keypad"]),
    .executable(name: "keypad-window", targets: ["keypad-window"]),
    .executable(name: "keypad-follow", targets: ["keypad-follow"]),
    .library(name: "KeypadCore", targets: ["KeypadCore"]),
    .library(name: "KeypadX11", targets: ["KeypadX11"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(
      name: "KeypadCore",
      swiftSettings: strict
    ),
    .target(
      name: "KeypadConfig",
      dependencies: ["KeypadCore"],
      swiftSettings: strict
    ),
    .systemLibrary(
      name: "CX11",
      pkgConfig: "xft",
      providers: [.apt(["libx11-dev", "libxft-dev", "libfontconfig1-dev", "libxtst-dev"])]
    ),
    .systemLibrary(
      name: "CDBus",
      pkgConfig: "dbus-1",
      providers: [.apt(["libdbus-1-dev"])]
    ),
    .target(
      name: "KeypadAccessibility",
      dependencies: ["KeypadCore", "CDBus"],
      swiftSettings: strict
    ),
    .target(
      name: "KeypadX11",
      dependencies: ["KeypadCore", "CX11"],
      swiftSettings: strict
    ),
    .target(
      name: "KeypadWindow",
      dependencies: ["KeypadCore", "KeypadConfig", "KeypadX11"],
      swiftSettings: strict
    ),
    // The windows that stay on screen: keypad-window for `keypad show`, keypad-follow (with
    // the accessibility bus) for `keypad follow`. scripts/build-lean builds these same sources
    // with Embedded Swift; these are their standard builds, for toolchains without it.
    .executableTarget(
      name: "keypad-window",
      dependencies: ["KeypadCore", "KeypadConfig", "KeypadWindow"],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "keypad-follow",
      dependencies: [
        "KeypadCore", "KeypadConfig", "KeypadX11", "KeypadAccessibility", "KeypadWindow",
      ],
      swiftSettings: strict
    ),
    // The command line links no X, D-Bus or font library: it checks the options and becomes
    // one of the windows above, so loading those is left to the process that uses them.
    .executableTarget(
      name: "keypad",
      dependencies: [
        "KeypadCore",
        "KeypadConfig",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "keypad-bench",
      dependencies: ["KeypadCore"],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "keypad-x11-bench",
      dependencies: ["CX11"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "KeypadCoreTests",
      dependencies: [
        "KeypadCore",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "KeypadX11Tests",
      dependencies: [
        "keypad", "keypad-window", "keypad-follow", "KeypadCore", "KeypadX11", "CX11",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "KeypadConfigTests",
      dependencies: ["KeypadConfig", "KeypadCore"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "KeypadCLITests",
      dependencies: ["keypad", "keypad-window", "keypad-follow", "KeypadConfig", "KeypadCore"],
      swiftSettings: strict
    ),
  ]
)
