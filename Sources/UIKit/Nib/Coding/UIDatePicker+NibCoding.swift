import Foundation

extension UIDatePicker {
    /// A date picker's mode, style (absent in files older than iOS 13.4, which makes it
    /// `.automatic`, as iOS reads them), minute interval, duration, limits, locale and date.
    /// The saved date is used only with `useCurrentDate="NO"`; otherwise the picker shows
    /// the moment it was loaded, as Interface Builder's "Current Date" setting means.
    func decodeDatePickerAttributes(_ nib: UINibDecoder) {
        if let mode = nib.enumeration("datePickerMode", Self.nibMode) { datePickerMode = mode }
        if let style = nib.enumeration("style", Self.nibStyle) { preferredDatePickerStyle = style }
        if let interval = nib.number("minuteInterval") { minuteInterval = Int(interval) }
        if let duration = nib.number("countDownDuration") { countDownDuration = duration }
        if let locale = nib.child(key: "locale")?["localeIdentifier"] { self.locale = Locale(identifier: locale) }
        if let zone = nib.child(key: "timeZone")?["name"] {
            if let timeZone = TimeZone(identifier: zone) { self.timeZone = timeZone } else { nib.fail(.invalidValue, "time zone \"\(zone)\" is not known") }
        }
        minimumDate = date(nib, "minimumDate")
        maximumDate = date(nib, "maximumDate")
        if nib.flag("useCurrentDate") == false, let saved = date(nib, "date") { date = saved }
    }

    /// A `<date key=… timeIntervalSinceReferenceDate=…>`; a malformed one fails the load.
    private func date(_ nib: UINibDecoder, _ key: String) -> Date? {
        guard let element = nib.child(key: key) else { return nil }
        guard let text = element["timeIntervalSinceReferenceDate"], let seconds = Double(text), seconds.isFinite else {
            nib.fail(.invalidValue, "<date key=\"\(key)\"> has no valid timeIntervalSinceReferenceDate")
            return nil
        }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    private static func nibMode(_ name: String) -> Mode? {
        switch name {
        case "time": .time
        case "date": .date
        case "dateAndTime": .dateAndTime
        case "countDownTimer": .countDownTimer
        case "yearAndMonth": .yearAndMonth
        default: nil
        }
    }

    private static func nibStyle(_ name: String) -> UIDatePickerStyle? {
        switch name {
        case "automatic": .automatic
        case "wheels": .wheels
        case "compact": .compact
        case "inline": .inline
        default: nil
        }
    }
}
