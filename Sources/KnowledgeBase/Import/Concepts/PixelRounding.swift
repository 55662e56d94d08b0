/// The step that ends SwiftUI's layout: the frames it computed are rounded to whole pixels
/// when the views are drawn, so edges stay sharp (Apple, WWDC19 "Building Custom Views with
/// SwiftUI": "SwiftUI rounds the coordinates to the nearest pixel"). A note that explains
/// layout states it in a sentence of its own (`SwiftUI는 좌표를 근처 픽셀에 딱 맞게 반올림
/// 한다`, `SwiftUI rounds off any pixels to their nearest values`), which is the
/// `픽셀 반올림` / `pixel rounding` card.
extension ConceptExtractor {
    /// The card's front when `text` says that coordinates or pixels are rounded, or nil.
    /// A rounded corner (`RoundedRectangle`, `cornerRadius`) rounds no pixel.
    static func pixelRounding(_ text: String) -> String? {
        if text.containsBytes("반올림") {
            return !text.containsBytes("픽셀") && !text.containsBytes("좌표") ? nil : "픽셀 반올림"
        }
        // Every paragraph of every note is asked: most have neither word, found without
        // lowercasing them.
        guard text.containsBytes("ound"), text.containsBytes("ixel") else { return nil }
        let words = text.lowercased().split { !$0.isLetter }
        guard words.contains(where: { ["round", "rounds", "rounded", "rounding"].contains($0) }),
              words.contains(where: { $0 == "pixel" || $0 == "pixels" }), !words.contains("corner"), !words.contains("corners")
        else { return nil }
        return "pixel rounding"
    }
}
