import LayoutEngine

/// Device names as typed on a command line: `iphone-15-pro` is `iPhone 15 Pro`, so the name
/// completes and needs no quotes.
enum DeviceName {
    static func slug(_ name: String) -> String {
        name.lowercased().split(separator: " ").joined(separator: "-")
    }

    static func canvas(_ typed: String) -> Canvas? {
        Canvas.device(named: typed.replacingOccurrences(of: "-", with: " "))
    }
}
