import CoreGraphics
import Foundation

/// What a control keeps for its menu.
struct ControlMenuSettings {
    var menu: UIMenu?
    var showsMenuAsPrimaryAction = false
    var isContextMenuInteractionEnabled = true
    var changesSelectionAsPrimaryAction = false
    /// Opens the menu on a long press when it is not the primary action.
    var longPress: UILongPressGestureRecognizer?
}

extension UIControl {
    /// Whether a touch down opens the control's menu instead of sending the primary action.
    public var showsMenuAsPrimaryAction: Bool {
        get { menuSettings.showsMenuAsPrimaryAction }
        set {
            menuSettings.showsMenuAsPrimaryAction = newValue
            updateMenuLongPress()
            if let button = self as? UIButton {
                button.showSelectedMenuElement()
                button.setNeedsUpdateConfiguration()
            }
        }
    }

    /// Whether the control's menu can open (on a long press, or as the primary action).
    public var isContextMenuInteractionEnabled: Bool {
        get { menuSettings.isContextMenuInteractionEnabled }
        set {
            menuSettings.isContextMenuInteractionEnabled = newValue
            updateMenuLongPress()
        }
    }

    /// Opens the control's menu below it and sends `.menuActionTriggered`; false when there is
    /// no menu to show (none, disabled, or the control in no window).
    func presentControlMenu() -> Bool {
        guard isContextMenuInteractionEnabled, isEnabled, let menu = menuSettings.menu, window != nil else { return false }
        sendActions(for: .menuActionTriggered)
        guard let overlay = menu.present(from: self) else { return false }
        overlay.onChoose = { [weak self] leaf in self?.menuElementChosen(leaf) }
        return true
    }

    /// A pop-up button shows the element chosen.
    private func menuElementChosen(_ leaf: MenuLeaf) {
        guard let button = self as? UIButton, button.isPopUpButton else { return }
        for other in menuSettings.menu?.leaves ?? [] { other.state = other === leaf ? .on : .off }
        button.showSelectedMenuElement()
    }

    /// The long press that opens a menu that is not the primary action.
    func updateMenuLongPress() {
        let wants = menuSettings.menu != nil && !menuSettings.showsMenuAsPrimaryAction && menuSettings.isContextMenuInteractionEnabled
        if wants, menuSettings.longPress == nil {
            let press = UILongPressGestureRecognizer(target: self, action: UIControl.menuLongPressed)
            addGestureRecognizer(press)
            menuSettings.longPress = press
        } else if !wants, let press = menuSettings.longPress {
            removeGestureRecognizer(press)
            menuSettings.longPress = nil
        }
    }

    private func menuLongPressed(_ press: UILongPressGestureRecognizer) {
        guard press.state == .began else { return }
        _ = presentControlMenu()
    }
}

extension UIButton {
    /// The menu the button shows: on touch down with `showsMenuAsPrimaryAction`, else on a
    /// long press.
    public var menu: UIMenu? {
        get { menuSettings.menu }
        set {
            menuSettings.menu = newValue
            updateMenuLongPress()
            if changesSelectionAsPrimaryAction { showSelectedMenuElement() }
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the button tracks a selection (Apple's rule): with no menu, or a menu that is
    /// not the primary action, each tap toggles `isSelected` (a toggle button); with a menu
    /// shown as the primary action it is a pop-up button: choosing an action selects it (one
    /// at a time) and the button shows its title.
    public var changesSelectionAsPrimaryAction: Bool {
        get { menuSettings.changesSelectionAsPrimaryAction }
        set {
            menuSettings.changesSelectionAsPrimaryAction = newValue
            showSelectedMenuElement()
            setNeedsUpdateConfiguration()
        }
    }

    /// A pop-up button: a menu opened as the primary action whose choice is the selection.
    var isPopUpButton: Bool { changesSelectionAsPrimaryAction && showsMenuAsPrimaryAction && menu != nil }

    /// A toggle button flips its selection on every tap (before its actions run).
    func toggleSelectionForPrimaryAction() {
        if changesSelectionAsPrimaryAction, !isPopUpButton { isSelected.toggle() }
    }

    /// The title of the selected action (the first one when none is on, which it then turns on).
    func showSelectedMenuElement() {
        guard isPopUpButton, let menu else { return }
        let leaves = menu.leaves
        for leaf in leaves where leaf.state == .mixed { leaf.state = .off }
        if !leaves.contains(where: { $0.state == .on }), let first = leaves.first { first.state = .on }
        for leaf in leaves where leaf.state == .on {
            setTitle(leaf.title, for: .normal)
            break
        }
    }
}
