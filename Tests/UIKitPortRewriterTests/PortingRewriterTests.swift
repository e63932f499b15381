import Testing
@testable import UIKitPortRewriter

/// The rewrite of iOS sources for Linux: each Objective-C-only spelling becomes the one
/// docs/porting.md gives, nothing else changes by a byte, and every line stays where it was
/// (under a `#sourceLocation` naming the original), so diagnostics point at the iOS file.
@Suite("Porting rewriter")
struct PortingRewriterTests {
    /// The rewritten body of one file, without the `#sourceLocation` lines around it.
    private func port(_ text: String, others: [String] = []) -> (text: String, notes: [PortingNote]) {
        let files = [IOSSourceFile(path: "/app/View.swift", text: text)] + others.enumerated().map { IOSSourceFile(path: "/app/Other\($0.offset).swift", text: $0.element) }
        let ported = PortingRewriter.rewrite(files)[0]
        var lines = ported.text.components(separatedBy: "\n")
        #expect(lines.first == "#sourceLocation(file: \"/app/View.swift\", line: 1)")
        lines.removeFirst()
        let end = lines.firstIndex(of: "#sourceLocation()") ?? lines.count
        return (lines[..<end].joined(separator: "\n"), ported.notes)
    }

    @Test("Outlets: @IBOutlet becomes @Outlet, @IBOutlet weak becomes @WeakOutlet without weak; access modifiers and collections stay")
    func outlets() {
        let ported = port("""
            final class Cell: UITableViewCell {
                @IBOutlet weak var title: UILabel!
                @IBOutlet private var icons: [UIImageView]!
                @IBOutlet private(set) weak var badge: UIView?
            }
            """)
        #expect(ported.text == """
            final class Cell: UITableViewCell {
                @WeakOutlet var title: UILabel!
                @Outlet private var icons: [UIImageView]!
                @WeakOutlet private(set) var badge: UIView?
            }
            """)
    }

    @Test("Actions: @IBAction and @IBSegueAction become @Action and @SegueAction and UIKitActions joins the last import's line; @IBInspectable becomes @Inspectable; @IBDesignable, @objc and dynamic go, keeping every line")
    func actionsAndAttributes() {
        let ported = port("""
            import UIKit

            @IBDesignable
            class Card: UIView {
                @IBInspectable var radius: CGFloat = 0
                @objc dynamic var progress: Double = 0
                @IBAction func tapped(_ sender: UIButton) {}
                @objc(handlePan:)
                func pan(_ recognizer: UIPanGestureRecognizer) {}
                @IBSegueAction func make(_ coder: NSCoder) -> Detail? { nil }
            }
            """)
        #expect(ported.text == """
            import UIKit; import UIKitActions

            
            class Card: UIView {
                @Inspectable var radius: CGFloat = 0
                var progress: Double = 0
                @Action func tapped(_ sender: UIButton) {}
                
                func pan(_ recognizer: UIPanGestureRecognizer) {}
                @SegueAction func make(_ coder: NSCoder) -> Detail? { nil }
            }
            """)
        #expect(ported.notes.isEmpty)
    }

    @Test("Selectors: #selector of a method of the enclosing type (bare or through self) becomes Type.method; a qualified one keeps its type; in an extension the extended type")
    func selectors() {
        let ported = port("""
            class Screen: UIViewController {
                func wire() {
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(self.dismissKeyboard)))
                    other.addTarget(model, action: #selector(Model.save), for: .valueChanged)
                }
            }
            extension Screen {
                func more() { NotificationCenter.default.addObserver(self, selector: #selector(keyboard(_:)), name: nil, object: nil) }
            }
            """)
        #expect(ported.text.contains("action: Screen.tapped(_:), for"))
        #expect(ported.text.contains("action: Screen.dismissKeyboard))"))
        #expect(ported.text.contains("action: Model.save, for"))
        #expect(ported.text.contains("selector: Screen.keyboard(_:), name"))
        #expect(ported.notes.isEmpty)
    }

    @Test("A property selector (#selector(getter:)) has no Swift-native form: it is left and reported at its original line and column")
    func propertySelectorIsReported() {
        let ported = port("""
            class A {
                let s = #selector(getter: A.value)
            }
            """)
        #expect(ported.text.contains("#selector(getter: A.value)"))
        #expect(ported.notes == [PortingNote(file: "/app/View.swift", line: 2, column: 13,
                                             message: "#selector(getter: …) names a property accessor, which has no Swift-native form here: observe the property another way")])
    }

    @Test("Cells: an override of init(frame:) or init(style:reuseIdentifier:) is made required, also through a superclass declared in another file; a cell with only its own initializers gets a stub that stops as iOS would")
    func requiredInitializers() {
        let ported = port("""
            class PhotoCell: BaseCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Row: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Custom: UITableViewCell {
                init(item: Int) { super.init(style: .default, reuseIdentifier: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Plain: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, others: ["class BaseCell: UICollectionViewCell {}"])
        let lines = ported.text.components(separatedBy: "\n")
        #expect(lines[1] == "    required init(frame: CGRect) { super.init(frame: frame) }")
        #expect(lines[5].hasPrefix("    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)"))
        #expect(lines[11] == " required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError(\"use of unimplemented initializer 'init(style:reuseIdentifier:)' for class 'Custom'\") } }")
        #expect(lines[13] == "    override init(frame: CGRect) { super.init(frame: frame) }", "a plain view's init(frame:) is not required")
        #expect(lines.count == 16, "no line added or removed")
    }

    @Test("@objc optional requirements become plain ones with defaults after the file (nothing, or nil for an optional result); calls through them drop their ?; one returning a value is reported")
    func optionalRequirements() throws {
        let files = [
            IOSSourceFile(path: "/app/Delegate.swift", text: """
                @objc public protocol PickerDelegate: AnyObject {
                    func picker(_ picker: Picker, didPick index: Int)
                    @objc optional func pickerDidCancel(_ picker: Picker)
                    @objc optional func picker(_ picker: Picker, titleFor index: Int) -> String?
                    @objc optional func pickerRowHeight(_ picker: Picker) -> CGFloat
                }
                """),
            IOSSourceFile(path: "/app/Picker.swift", text: """
                class Picker {
                    weak var delegate: PickerDelegate?
                    func cancel() { delegate?.pickerDidCancel?(self) }
                }
                """),
        ]
        let ported = PortingRewriter.rewrite(files)
        let delegate = ported[0].text
        #expect(delegate.contains("\n    func pickerDidCancel(_ picker: Picker)\n"))
        #expect(delegate.contains("#sourceLocation()\n\nextension PickerDelegate {\n    public func pickerDidCancel(_ picker: Picker) {}\n}"))
        #expect(delegate.contains("extension PickerDelegate {\n    public func picker(_ picker: Picker, titleFor index: Int) -> String? { nil }\n}"))
        #expect(ported[0].notes.map(\.line) == [5])
        #expect(ported[1].text.contains("delegate?.pickerDidCancel(self)"))
    }

    @Test("Overrides and actions in an extension of the module's class move into the class body (in another file too) under their own #sourceLocation; the lines they leave stay blank")
    func extensionMembersMove() throws {
        let files = [
            IOSSourceFile(path: "/app/List.swift", text: """
                import UIKit

                class ListController: UITableViewController {
                    var rows = [String]()
                }
                """),
            IOSSourceFile(path: "/app/List+DataSource.swift", text: """
                import UIKit

                extension ListController {
                    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        rows.count
                    }

                    @IBAction func add(_ sender: Any) {
                        tableView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(add(_:))))
                    }

                    func helper() {}
                }
                """),
        ]
        let ported = PortingRewriter.rewrite(files)
        #expect(ported[0].text == """
            #sourceLocation(file: "/app/List.swift", line: 1)
            import UIKit; import UIKitActions

            class ListController: UITableViewController {
                var rows = [String]()

            #sourceLocation(file: "/app/List+DataSource.swift", line: 4)
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    rows.count
                }
            #sourceLocation(file: "/app/List.swift", line: 5)

            #sourceLocation(file: "/app/List+DataSource.swift", line: 8)
                @Action func add(_ sender: Any) {
                    tableView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ListController.add(_:)))
                }
            #sourceLocation(file: "/app/List.swift", line: 5)
            }
            #sourceLocation()

            """)
        let body = Array(ported[1].text.components(separatedBy: "\n").dropFirst().prefix { $0 != "#sourceLocation()" })
        #expect(body.count == files[1].text.components(separatedBy: "\n").count, "every line stays")
        #expect(body[2] == "extension ListController {" && body[11] == "    func helper() {}")
        #expect(!ported[1].text.contains("override") && !ported[1].text.contains("@Action"))
    }

    @Test("An app or scene delegate nothing subclasses is made final: its protocol's init() needs a required initializer otherwise")
    func finalDelegates() {
        let ported = port("""
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
            open class Shared: UIResponder, UIApplicationDelegate {}
            """)
        #expect(ported.text == """
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
            open class Shared: UIResponder, UIApplicationDelegate {}
            """)
    }
}
