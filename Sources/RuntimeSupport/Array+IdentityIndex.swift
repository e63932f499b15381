extension Array where Element: AnyObject {
    /// The index of `object` (by identity), searched from both ends at once: finding a child
    /// at either end of a long list of siblings (removing subviews front to back or back to
    /// front) costs O(1), anywhere else O(distance to the nearer end).
    package func indexFromEitherEnd(of object: Element) -> Int? {
        var low = startIndex, high = endIndex - 1
        while low <= high {
            if self[low] === object { return low }
            if self[high] === object { return high }
            low += 1
            high -= 1
        }
        return nil
    }
}
