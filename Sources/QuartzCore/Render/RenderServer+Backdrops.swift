import CoreGraphics

extension RenderServer.Screen {
    /// A backdrop shows the pixels around it blurred: a change anywhere within its reach
    /// changes all of it, so damage there grows to the backdrop's whole area (repeated, as a
    /// grown area may reach another backdrop).
    func widenDamageOverBackdrops() {
        guard !backdrops.isEmpty else { return }
        var grew = true
        var rounds = 0
        while grew, rounds <= backdrops.count {
            grew = false
            rounds += 1
            for backdrop in backdrops where !damage.contains(backdrop.rect)
                && damage.intersects(backdrop.rect.insetBy(dx: -backdrop.reach, dy: -backdrop.reach)) {
                addDamage(backdrop.rect)
                grew = true
            }
        }
    }
}
