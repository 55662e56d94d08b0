import Foundation
import Testing

/// Numbers no note means, through every renderer: huge, tiny, negative, NaN and infinite
/// values end as a picture or a diagnostic, never as a trap.
@Suite struct HostileNumberTests {
    static let snippets = [
        "Color.red.padding(-1e300)",
        "GeometryReader { p in Color.red.frame(width: p.size.width * 1e300) }",
        "Color.red.frame(width: 1e308, height: 1e-300)",
        "Text(\"hi\").padding(1e300).offset(x: 1e308)",
        "Color.red.padding(.infinity)",
        "Color.red.offset(x: .infinity).frame(width: .infinity, height: -1e308)",
        "VStack(spacing: 1e308) { Color.red; Color.blue; Text(\"x\").font(.system(size: 1e300)) }",
        "Text(\"a\").lineLimit(Int(1e300))",
        "HStack { ForEach(0..<3) { i in Color.red.frame(width: Double(i) * 1e307) } }",
        "ForEach(0..<Int(1e300)) { i in Text(\"\\(i)\") }",
        "Text(String(1e300)).frame(width: 1e-300, height: 5e-324)",
        "LazyVGrid(columns: [GridItem(.fixed(1e300)), GridItem(.adaptive(minimum: 1e-300))]) { Color.red; Color.blue }",
        "Color.red.frame(width: .nan, height: -.infinity).position(x: 1e300, y: -1e300)",
        "Color(red: 1e300, green: -1e300, blue: .nan).frame(width: 10, height: 10)",
        "Color.red.frame(width: -0.0, height: 4.9e-324).aspectRatio(1e300, contentMode: .fit)",
        "Circle().stroke(Color.red, lineWidth: 1e300).frame(width: 10, height: 10).shadow(radius: 1e300, x: -1e300).cornerRadius(-5).zIndex(.nan)",
        "Text(\"x\").border(Color.blue, width: .infinity).opacity(-3).clipShape(.rect(cornerRadius: 1e300))",
    ]

    @Test(arguments: snippets)
    func everyRendererSurvives(_ code: String) throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let file = kb.folder + "/hostile.swift"
        try (code + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        for output in [["--json"], [], ["--frames"], ["--svg", kb.folder + "/x.svg"], ["--html", kb.folder + "/x.html"],
                       ["--png", kb.folder + "/x.png"],
                       ["--device", "iphone-8", "--json"], ["--width", "10000", "--height", "1"]] {
            let result = kb.run(["run", "--file", file] + output)
            #expect(result.status == 0 || result.status == 1, "\(code) \(output): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"), "\(code) \(output)")
            if output == ["--json"], result.status == 0 {
                let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
                #expect(json?["root"] != nil, "\(code)")
            }
        }
    }

    @Test func hugeValuesAreClampedWhereTheyEnterTheEngine() throws {
        let kb = KBProcess()
        defer { kb.remove() }
        let file = kb.folder + "/pad.swift"
        try "Color.red.padding(-1e300)\n".write(toFile: file, atomically: true, encoding: .utf8)
        let frames = kb.run(["run", "--file", file, "--frames", "--width", "390", "--height", "844"]).stdout
        // The padding is held to -10,000,000 points on each side.
        #expect(frames.contains("Color  \"red\"  -10000000  -10000000  20000390  20000844"), "\(frames)")
    }
}
