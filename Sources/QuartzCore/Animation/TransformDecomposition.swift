import CoreGraphics
import Foundation

/// A transform split into perspective, translation, rotation (a unit quaternion), skew and
/// scale, so animations interpolate the parts instead of the matrix entries: a quarter turn
/// turns at full size halfway instead of shrinking (the "unmatrix" decomposition of
/// Graphics Gems II, as the CSS transforms specification uses it for row-vector matrices).
struct TransformDecomposition: Equatable {
    var perspective: (Double, Double, Double, Double) = (0, 0, 0, 1)
    var translation: (Double, Double, Double) = (0, 0, 0)
    var quaternion: (Double, Double, Double, Double) = (0, 0, 0, 1)
    var skew: (Double, Double, Double) = (0, 0, 0)
    var scale: (Double, Double, Double) = (1, 1, 1)

    static func == (a: Self, b: Self) -> Bool {
        a.perspective == b.perspective && a.translation == b.translation && a.quaternion == b.quaternion
            && a.skew == b.skew && a.scale == b.scale
    }

    /// Decomposes `t`; nil when it is singular (a zero scale) and cannot be split.
    init?(_ t: CATransform3D) {
        var m = t.rows.map { $0.map(Double.init) }
        guard m[3][3] != 0, m.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return nil }
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= m[3][3] } }
        var p = m
        for i in 0..<3 { p[i][3] = 0 }
        p[3][3] = 1
        let pt = CATransform3D(rows: p.map { $0.map { CGFloat($0) } })
        guard let pInverse = pt.inverse() else { return nil }
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            // rhs × transpose(inverse(p)): component i is the dot of rhs with row i of inverse.
            let inv = pInverse.rows.map { $0.map(Double.init) }
            var r = [0.0, 0, 0, 0]
            for i in 0..<4 { for k in 0..<4 { r[i] += rhs[k] * inv[i][k] } }
            perspective = (r[0], r[1], r[2], r[3])
        }
        translation = (m[3][0], m[3][1], m[3][2])
        var row = (0..<3).map { i in [m[i][0], m[i][1], m[i][2]] }
        func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
            [a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb]
        }
        var sx = length(row[0])
        guard sx != 0 else { return nil }
        row[0] = row[0].map { $0 / sx }
        var xy = dot(row[0], row[1])
        row[1] = combine(row[1], row[0], 1, -xy)
        var sy = length(row[1])
        guard sy != 0 else { return nil }
        row[1] = row[1].map { $0 / sy }
        xy /= sy
        var xz = dot(row[0], row[2])
        row[2] = combine(row[2], row[0], 1, -xz)
        var yz = dot(row[1], row[2])
        row[2] = combine(row[2], row[1], 1, -yz)
        var sz = length(row[2])
        guard sz != 0 else { return nil }
        row[2] = row[2].map { $0 / sz }
        xz /= sz; yz /= sz
        let cross = [row[1][1] * row[2][2] - row[1][2] * row[2][1],
                     row[1][2] * row[2][0] - row[1][0] * row[2][2],
                     row[1][0] * row[2][1] - row[1][1] * row[2][0]]
        if dot(row[0], cross) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            row = row.map { $0.map { -$0 } }
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)
        var qx = 0.5 * max(1 + row[0][0] - row[1][1] - row[2][2], 0).squareRoot()
        var qy = 0.5 * max(1 - row[0][0] + row[1][1] - row[2][2], 0).squareRoot()
        var qz = 0.5 * max(1 - row[0][0] - row[1][1] + row[2][2], 0).squareRoot()
        let qw = 0.5 * max(1 + row[0][0] + row[1][1] + row[2][2], 0).squareRoot()
        if row[2][1] > row[1][2] { qx = -qx }
        if row[0][2] > row[2][0] { qy = -qy }
        if row[1][0] > row[0][1] { qz = -qz }
        quaternion = (qx, qy, qz, qw)
    }

    private init() {}

    /// The matrix the parts make, in the order they were taken apart.
    var matrix: CATransform3D {
        var m: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        let pp = [perspective.0, perspective.1, perspective.2, perspective.3]
        for i in 0..<4 { m[i][3] = pp[i] }
        let tr = [translation.0, translation.1, translation.2]
        for i in 0..<4 { for j in 0..<3 { m[3][i] += tr[j] * m[j][i] } }
        let (x, y, z, w) = quaternion
        // The rotation for row vectors (the transpose of the column-vector form).
        let rotation: [[Double]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0],
            [0, 0, 0, 1]]
        m = Self.multiply(rotation, m)
        if skew.2 != 0 { m = Self.multiply([[1, 0, 0, 0], [0, 1, 0, 0], [0, skew.2, 1, 0], [0, 0, 0, 1]], m) }
        if skew.1 != 0 { m = Self.multiply([[1, 0, 0, 0], [0, 1, 0, 0], [skew.1, 0, 1, 0], [0, 0, 0, 1]], m) }
        if skew.0 != 0 { m = Self.multiply([[1, 0, 0, 0], [skew.0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]], m) }
        let sc = [scale.0, scale.1, scale.2]
        for i in 0..<3 { for j in 0..<4 { m[i][j] *= sc[i] } }
        return CATransform3D(rows: m.map { $0.map { CGFloat($0) } })
    }

    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { r[i][j] += a[i][k] * b[k][j] } } }
        return r
    }

    /// The parts between `a` (t = 0) and `b` (t = 1): linear for all but the rotation, which
    /// is spherical.
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        var r = Self()
        r.perspective = (mix(a.perspective.0, b.perspective.0), mix(a.perspective.1, b.perspective.1),
                         mix(a.perspective.2, b.perspective.2), mix(a.perspective.3, b.perspective.3))
        r.translation = (mix(a.translation.0, b.translation.0), mix(a.translation.1, b.translation.1), mix(a.translation.2, b.translation.2))
        r.skew = (mix(a.skew.0, b.skew.0), mix(a.skew.1, b.skew.1), mix(a.skew.2, b.skew.2))
        r.scale = (mix(a.scale.0, b.scale.0), mix(a.scale.1, b.scale.1), mix(a.scale.2, b.scale.2))
        let qa = a.quaternion, qb = b.quaternion
        let product = min(1, max(-1, qa.0 * qb.0 + qa.1 * qb.1 + qa.2 * qb.2 + qa.3 * qb.3))
        if abs(product) >= 1 - 1e-15 {
            r.quaternion = qa
        } else {
            let theta = acos(product)
            let w = sin(t * theta) / (1 - product * product).squareRoot()
            let c = cos(t * theta) - product * w
            r.quaternion = (qa.0 * c + qb.0 * w, qa.1 * c + qb.1 * w, qa.2 * c + qb.2 * w, qa.3 * c + qb.3 * w)
        }
        return r
    }
}
