// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// OpenUIKit: Apple's UIKit view system for Linux.
///
/// The library products carry Apple's module names so that ported code keeps
/// `import UIKit`, `import QuartzCore` and `import CoreGraphics`.
let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .library(name: "UIKitSDL", targets: ["UIKitSDL"]),
        // `@Action` alone: a macro, so whoever adds it builds swift-syntax; UIKit does not.
        .library(name: "UIKitActions", targets: ["UIKitActions"]),
        // Compiles iOS sources byte for byte: their Objective-C-only syntax is rewritten
        // into this UIKit's spellings in the build folder (docs/porting.md).
        .plugin(name: "PortIOSSources", targets: ["PortIOSSources"]),
        // The demo, xib-render, the benchmarks and the fuzzers are this package's own
        // executables (`swift run xib-render` here): not products, so a package that depends
        // on this one neither builds them nor fetches what only they use.
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // C shims: system libraries found through pkg-config (Debian -dev packages).
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPixman", path: "Sources/CPixman", pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]),
        // JPEG in and out through libjpeg-turbo; C because its errors need setjmp/longjmp.
        .target(name: "CImageCodecs", linkerSettings: [.linkedLibrary("jpeg")]),
        // The thread's own facts Swift cannot reach: which thread is the main one (recorded as
        // the program loads) and stack segments, so walks of very deep trees cannot overflow.
        .target(name: "CThreadSupport"),

        // What every module below UIKit's API leans on: the main-thread checker, runtime-issue
        // reports, per-thread state and stack room for deep trees. Not a product.
        .target(name: "RuntimeSupport", dependencies: ["CThreadSupport"]),

        // Apple's modules, lower never imports higher.
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CPixman", "CImageCodecs", "RuntimeSupport", "_Testing_CoreGraphics"]),
        // Swift 6's checks, except the run-time one (`DynamicActorIsolation`) that makes every
        // main-actor closure trap off the main thread: Core Animation lets any thread build and
        // render layers that stay off screen, and the layer code runs closures (`map`,
        // `withCairo`) for them there. Views and shown layers stop at their entry points
        // instead, with the Main Thread Checker's report (MainThreadChecker.swift).
        .target(
            name: "QuartzCore", dependencies: ["CoreGraphics", "CoreText", "RuntimeSupport", "CCairo", "CPixman"],
            swiftSettings: [.swiftLanguageMode(.v5)] + swift6FeaturesExceptDynamicIsolation),
        // Text on Pango: the layout engine every text drawer uses, and Core Text's own API
        // (fonts, lines, framesetters, the font manager) on it. Below QuartzCore, whose
        // text layers draw with it, as on Apple's platforms.
        .target(name: "CoreText", dependencies: ["CoreGraphics", "RuntimeSupport", "CCairo", "CPangoCairo"]),
        // The Interface Builder document reader: .xib and .storyboard XML into a validated tree.
        // Foundation only; UIKit's nib loading instantiates from it.
        .target(name: "InterfaceBuilder"),
        // The Auto Layout constraint solver: an incremental Cassowary simplex, no UIKit in it.
        // Not a product: UIKit maps its constraints onto it, and the benchmark measures it.
        .target(name: "Cassowary"),
        .target(name: "UIKit", dependencies: ["Cassowary", "QuartzCore", "CoreGraphics", "CoreText", "InterfaceBuilder", "RuntimeSupport", "_Testing_UIKit"]),
        // `@Action`, the Linux spelling of `@IBAction`: what nibs find actions by. Its own
        // product, so a client that connects no actions never compiles swift-syntax.
        .target(name: "UIKitActions", dependencies: ["UIKit", "UIKitMacros"]),
        .macro(name: "UIKitMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // Rewrites iOS sources' Objective-C-only syntax (`@IBOutlet`, `#selector`, `@objc`
        // optional requirements …) into this UIKit's Swift-native spellings.
        .target(name: "UIKitPortRewriter", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "uikit-port", dependencies: ["UIKitPortRewriter"], path: "Sources/UIKitPort"),
        .plugin(name: "PortIOSSources", capability: .buildTool(), dependencies: ["uikit-port"]),
        // The SDL2 backend: real windows and input on Linux. UIKit itself never imports SDL.
        .target(name: "UIKitSDL", dependencies: ["UIKit", "CSDL2"]),
        // Empty cross-import overlays the toolchain expects when Testing meets these modules.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),
        .target(name: "UIKitTesting", dependencies: [
            "UIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),

        // The demo is written as an iOS app would be, in Swift 5 mode.
        .executableTarget(
            name: "uikit-demo", dependencies: ["UIKit", "UIKitSDL"], path: "Sources/Demo",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // `@main` on an app delegate, as iOS apps start.
        .executableTarget(name: "MainEntryExample", dependencies: ["UIKit", "UIKitSDL"]),
        // Xcode's app template with scenes and a storyboard; SwiftPM refuses a top-level
        // Info.plist resource, so it is copied in a folder (UIKit looks there).
        .executableTarget(name: "SceneTemplateExample", dependencies: ["UIKit", "UIKitSDL"],
                          resources: [.copy("App"), .copy("Base.lproj")]),
        // Renders a .xib or storyboard scene to PNG as Xcode's canvas shows it.
        .executableTarget(name: "xib-render", dependencies: [
            "UIKit", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], path: "Sources/XibRender"),
        // Mutates real Interface Builder files and loads them: `make fuzz` runs it under ASan.
        .executableTarget(name: "nib-fuzz", dependencies: ["UIKit", "NibFuzzing", "FuzzSupport"], path: "Sources/NibFuzz"),
        // The seeded mutator and runner, shared by nib-fuzz and the test suite's quick run.
        .target(name: "NibFuzzing", dependencies: ["UIKit", "RuntimeSupport"]),
        // Random calls to the view, layer and geometry API against the tree's invariants:
        // `make fuzz` runs view-fuzz long, the test suite a few seeds.
        .executableTarget(name: "view-fuzz", dependencies: ["UIKit", "ViewFuzzing", "FuzzSupport"], path: "Sources/ViewFuzz"),
        // Flags, output and crash notes shared by the fuzz executables.
        .target(name: "FuzzSupport"),
        .target(name: "ViewFuzzing", dependencies: ["UIKit", "UIKitTesting", "QuartzCore", "CoreGraphics", "RuntimeSupport"]),
        .target(name: "CBenchSupport"),
        .executableTarget(name: "uikit-bench", dependencies: ["Cassowary", "UIKit", "UIKitSDL", "RuntimeSupport", "CBenchSupport", "CCairo"], path: "Sources/Benchmarks"),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "CoreText", "RuntimeSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "CoreTextTests", dependencies: ["CoreText", "CoreGraphics", "RuntimeSupport"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "RuntimeSupport"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        // Every other test, one at a time in a seeded random order (`make test-orders`).
        .testTarget(name: "RandomOrderTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "UIKitPortRewriterTests", dependencies: ["UIKitPortRewriter"]),
        .testTarget(name: "UIKitMacrosTests", dependencies: [
            "UIKitMacros", .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
        ]),
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "UIKitActions", "UIKitTesting", "RuntimeSupport", "NibFuzzing", "ViewFuzzing", "SceneTemplateExample",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__References__", "__Snapshots__", "Nib/__References__", "Controls/__References__", "DatePicker/__References__", "Focus/__References__",
                      "ViewController/__References__", "Keyboard/__References__",
                      "ViewController/Navigation/__References__", "ViewController/TabBar/__References__", "ViewController/Split/__References__", "Menus/__References__",
                      "Search/__References__", "TableView/__References__", "ViewController/Page/__References__", "Views/RefreshControl/__References__", "Image/__References__", "Appearance/__References__"],
            // Interface Builder files are read as they are: there is no ibtool to compile them.
            resources: [.process("Nib/Fixtures"), .copy("Fonts"), .copy("Assets/Catalog.xcassets")]),
        .testTarget(
            name: "UIKitSDLTests", dependencies: ["UIKitSDL", "UIKit", "UIKitTesting"],
            exclude: ["__References__"]),
        // iOS sources compiled as they are (the iOS folder), through the porting plugin.
        .testTarget(
            name: "PortedSourcesTests", dependencies: ["UIKit", "UIKitActions", "UIKitTesting"],
            exclude: ["iOS"], swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["PortIOSSources"]),
        // Proves that Swift 5-mode client code (non-isolated helpers calling UIKit)
        // compiles against these modules as it does against Apple's SDK.
        .testTarget(
            name: "Swift5ClientTests", dependencies: ["UIKit", "UIKitActions", "UIKitTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)

/// The features the Swift 6 language mode turns on, but `DynamicActorIsolation` (see the
/// QuartzCore target).
var swift6FeaturesExceptDynamicIsolation: [SwiftSetting] {
    ["ConciseMagicFile", "ForwardTrailingClosures", "StrictConcurrency", "BareSlashRegexLiterals",
     "DeprecateApplicationMain", "DisableOutwardActorInference", "IsolatedDefaultValues", "GlobalConcurrency",
     "InferSendableFromCaptures", "ImplicitOpenExistentials", "RegionBasedIsolation", "NonfrozenEnumExhaustivity",
     "GlobalActorIsolatedTypesUsability"].map { .enableUpcomingFeature($0) }
}
