extension String {
    /// At most `count` characters, with `…` where it was cut.
    func clipped(to count: Int) -> String {
        self.count <= count ? self : String(prefix(count - 1)) + "…"
    }

    /// Padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }

    var trimmingTrailingNewlines: String {
        var result = self
        while result.last == "\n" { result.removeLast() }
        return result
    }
}

/// `1 concept`, `3 concepts`, `0 snippets`.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
