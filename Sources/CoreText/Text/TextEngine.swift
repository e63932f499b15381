import CoreGraphics
internal import CCairo
internal import CPangoCairo
import Foundation

/// The one Pango font map and context text is measured and drawn with.
///
/// - Sizes are absolute (user-space units = points), and the resolution is 72 dpi, so a 12 pt
///   font is 12 units tall whatever the CTM; Pango's own default (96 dpi) would scale it by 4/3.
/// - Metrics are not hinted and glyph positions are not rounded: widths are fractional and
///   linear in the font size, identical for measuring and for drawing at any scale.
/// - Fonts come from the project's fontconfig file (`FontConfiguration`).
/// - The language is fixed ("en") so line breaking and font fallback do not follow `LANG`.
///
/// Pango objects are not thread-safe: every use goes through `withLock`. Measuring is allowed
/// from any thread, as in UIKit.
package final class TextEngine: @unchecked Sendable {
    package static let shared = TextEngine()

    private let lock = NSLock()
    /// Untyped so that the stored layout names no C type (Pango is an implementation-only import).
    private let fontMapStorage: UnsafeMutableRawPointer
    var fontMap: UnsafeMutablePointer<PangoFontMap> { fontMapStorage.assumingMemoryBound(to: PangoFontMap.self) }
    let context: OpaquePointer
    /// Which fontconfig configuration the font map uses.
    package let fontSource: FontConfiguration.Source
    private var metricsCache: [TextFont: TextFontMetrics] = [:]
    private var families: [String]?
    private var registrations = 0

    /// How many times fonts were added: text measured before a registration may lay out
    /// differently after it (a new font can cover its characters), so measurements kept
    /// across calls include this in their keys.
    package var fontsGeneration: Int { withLock { registrations } }

    private init() {
        let fontMap = pango_cairo_font_map_new()!
        fontMapStorage = UnsafeMutableRawPointer(fontMap)
        if pango_cairo_font_map_get_font_type(OpaquePointer(fontMap)) == CAIRO_FONT_TYPE_FT {
            fontSource = FontConfiguration.install(on: fontMapStorage)
        } else {
            fontSource = .systemDefault(reason: "Pango's cairo font map is not fontconfig-based")
        }
        context = pango_font_map_create_context(fontMap)
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))
    }

    /// Runs `body` with exclusive use of Pango.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// A new Pango font description for `font` (the caller frees it).
    static func makeDescription(_ font: TextFont) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, font.drawingFamily)
        pango_font_description_set_absolute_size(desc, Double(font.size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(font.weight)))
        pango_font_description_set_style(desc, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return desc
    }

    // MARK: Fonts

    /// The metrics of the face fontconfig picks for `font`.
    package func metrics(for font: TextFont) -> TextFontMetrics {
        withLock {
            if let cached = metricsCache[font] { return cached }
            let m = loadMetrics(font)
            metricsCache[font] = m
            return m
        }
    }

    private func loadMetrics(_ font: TextFont) -> TextFontMetrics {
        let desc = TextEngine.makeDescription(font)
        defer { pango_font_description_free(desc) }
        guard let loaded = pango_font_map_load_font(fontMap, context, desc) else {
            return .zero(family: font.family)
        }
        defer { g_object_unref(loaded) }
        let described = pango_font_describe(loaded)!
        defer { pango_font_description_free(described) }
        let family = pango_font_description_get_family(described).map { String(cString: $0) } ?? font.family
        let weight = Int(pango_font_description_get_weight(described).rawValue)
        let slanted = pango_font_description_get_style(described) != PANGO_STYLE_NORMAL
        let name = FontFiles.postScriptName(of: UnsafeMutableRawPointer(loaded)).map {
            slanted ? TextEngine.slantedName($0, family: family) : $0
        } ?? TextEngine.postScriptName(family: family, bold: weight >= 600, italic: slanted)
        guard font.size > 0 else { return .zero(family: family) }

        let metrics = pango_font_get_metrics(loaded, nil)!
        defer { pango_font_metrics_unref(metrics) }
        let scale = CGFloat(PANGO_SCALE)
        let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
        let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
        let height = CGFloat(pango_font_metrics_get_height(metrics)) / scale
        if font.isSystem {
            // San Francisco's line box; the ascender is where layout puts the baseline in it.
            let lineHeight = (TextFont.systemAscender + TextFont.systemDescender) * font.size
            let ascender = systemBaseline(font, lineHeight: lineHeight)
            return TextFontMetrics(
                ascender: ascender, descender: ascender - lineHeight, leading: 0,
                capHeight: inkHeight(of: "H", font: font), xHeight: inkHeight(of: "x", font: font),
                familyName: family, fontName: name)
        }
        return TextFontMetrics(
            ascender: ascent, descender: -descent, leading: Swift.max(0, height - ascent - descent),
            capHeight: inkHeight(of: "H", font: font), xHeight: inkHeight(of: "x", font: font),
            familyName: family, fontName: name)
    }

    /// The baseline of one line of the system font laid out in a line `lineHeight` high (the
    /// stand-in's own box, shrunk evenly above and below).
    private func systemBaseline(_ font: TextFont, lineHeight: CGFloat) -> CGFloat {
        withLayout(of: "x", font: font, lineHeight: lineHeight) { layout in
            CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
        }
    }

    /// How far the ink of `glyph` rises above the baseline.
    private func inkHeight(of glyph: String, font: TextFont) -> CGFloat {
        withLayout(of: glyph, font: font) { layout in
            var ink = PangoRectangle()
            pango_layout_get_extents(layout, &ink, nil)
            return CGFloat(pango_layout_get_baseline(layout) - ink.y) / CGFloat(PANGO_SCALE)
        }
    }

    /// `text` laid out in `font` (in lines `lineHeight` high, when given), for a metric query.
    private func withLayout<T>(of text: String, font: TextFont, lineHeight: CGFloat? = nil, _ body: (OpaquePointer) -> T) -> T {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let desc = TextEngine.makeDescription(font)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        if let lineHeight {
            let attrs = pango_attr_list_new()!
            pango_attr_list_insert(attrs, pango_attr_line_height_new_absolute(Int32((lineHeight * CGFloat(PANGO_SCALE)).rounded())))
            pango_layout_set_attributes(layout, attrs)
            pango_attr_list_unref(attrs)
        }
        pango_layout_set_text(layout, text, -1)
        return body(layout)
    }

    /// "DejaVuSans-BoldOblique"-style names: the family without spaces, then the style.
    static func postScriptName(family: String, bold: Bool, italic: Bool) -> String {
        let base = family.replacingOccurrences(of: " ", with: "")
        let slant = slantWord(family)
        switch (bold, italic) {
        case (false, false): return base
        case (true, false): return base + "-Bold"
        case (false, true): return base + "-" + slant
        case (true, true): return base + "-Bold" + slant
        }
    }

    /// The name of a face drawn slanted: its own when it is an italic face, else (an upright
    /// face slanted by the renderer) its name with the slant added, as "DejaVuSans-BoldOblique".
    static func slantedName(_ name: String, family: String) -> String {
        let lower = name.lowercased()
        guard !lower.contains("italic"), !lower.contains("oblique") else { return name }
        let slant = slantWord(family)
        return name.contains("-") ? name + slant : name + "-" + slant
    }

    /// What a slanted face of `family` is called: "Italic" for a serif, "Oblique" otherwise.
    private static func slantWord(_ family: String) -> String {
        family.localizedCaseInsensitiveContains("serif") && !family.localizedCaseInsensitiveContains("sans") ? "Italic" : "Oblique"
    }

    /// The font families fontconfig offers, sorted.
    package var familyNames: [String] {
        withLock {
            if let families { return families }
            var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(fontMap, &list, &count)
            var names: [String] = []
            for i in 0..<Int(count) {
                if let family = list?[i], let name = pango_font_family_get_name(family) {
                    names.append(String(cString: name))
                }
            }
            g_free(list)
            names = Array(Set(names)).sorted()
            families = names
            return names
        }
    }

    /// Adds the fonts in the file at `path` (TrueType, OpenType, collections) to the fonts
    /// text can use, for the rest of the process; nil on success, else why not.
    package func registerFonts(at path: String) -> FontFiles.Failure? {
        withLock {
            let result = FontFiles.add(path, to: fontMapStorage)
            if result == nil {
                metricsCache.removeAll()
                families = nil
                registrations += 1
            }
            return result
        }
    }

    /// The installed family whose name equals `name`, ignoring case and spaces.
    package func family(named name: String) -> String? {
        let key = TextEngine.familyKey(name)
        return familyNames.first { TextEngine.familyKey($0) == key }
    }

    static func familyKey(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
    }
}
