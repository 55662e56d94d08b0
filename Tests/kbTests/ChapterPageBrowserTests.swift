import Foundation
import LayoutEngine
import RasterPicture
import Testing

/// The chapter page (`kb run CHAPTER --html FILE`) in a real browser: headless Chromium
/// (Debian's `chromium`) loads it with no console errors, shows every example's picture at
/// its size, and draws Hangul with a real font. A screenshot is written beside the page.
@Suite struct ChapterPageBrowserTests {
    /// Runs in the page after it loads and writes what it found into the page, which
    /// `--dump-dom` then prints: errors, each picture's size against its own, whether Hangul
    /// is drawn differently from a missing glyph's box and as Noto Sans CJK KR draws it.
    static let probe = """
        <script>
        const kbErrors = [];
        window.addEventListener("error", e => kbErrors.push(String(e.message || (e.target && e.target.src) || e)), true);
        const kbConsoleError = console.error;
        console.error = (...args) => { kbErrors.push(args.join(" ")); kbConsoleError(...args); };
        window.addEventListener("load", () => {
          const pictures = [...document.querySelectorAll("figure svg")].map(svg => {
            const box = svg.getBoundingClientRect();
            return [Math.round(box.width), Math.round(box.height), Number(svg.getAttribute("width")), Number(svg.getAttribute("height"))].join("x");
          });
          const ink = (text, family) => {
            const canvas = document.createElement("canvas"); canvas.width = 80; canvas.height = 60;
            const context = canvas.getContext("2d");
            context.font = "40px " + family;
            context.fillText(text, 10, 45);
            return Array.from(context.getImageData(0, 0, 80, 60).data.filter((_, i) => i % 4 == 3)).join(",");
          };
          const page = getComputedStyle(document.body).fontFamily;
          const hangul = ink("한", page), missing = ink("\\u0378", page), noto = ink("한", '"Noto Sans CJK KR"');
          const result = document.createElement("pre");
          result.id = "kb-probe";
          result.textContent = JSON.stringify({ errors: kbErrors, pictures, hangulDrawn: hangul != missing && /[1-9]/.test(hangul), hangulInNoto: hangul == noto });
          document.body.appendChild(result);
        });
        </script>
        """

    func chromium(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=2000"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theChapterPageLoadsInChromiumWithEveryPictureAndHangul() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "needs Debian's chromium (make test installs it)")
        let kb = KBProcess()
        defer { kb.remove() }
        kb.run(["import"])
        let page = kb.folder + "/chapter.html"
        let run = kb.run(["run", "1", "--html", page])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        // The chapter's number and title; the note's prose as HTML, not markdown.
        #expect(html.contains("<title>1. 레이아웃은 세 단계로 일어난다</title>"))
        #expect(html.contains("<h1>1. 레이아웃은 세 단계로 일어난다</h1>"))
        #expect(html.contains("<code>"))
        #expect(!html.contains("<p>`"))
        #expect(html.contains("<details><summary>Frames</summary>"))
        #expect(html.contains("✓ kb:expect "))
        #expect(html.contains("<span class=\"kw\">"))
        // Prose that ends one example's "the note says" and opens the next is shown once.
        #expect(html.components(separatedBy: "lineLimit: Text가").count == 2)

        let probed = kb.folder + "/probed.html"
        try html.replacingOccurrences(of: "<meta charset=\"utf-8\">", with: "<meta charset=\"utf-8\">" + Self.probe)
            .write(toFile: probed, atomically: true, encoding: .utf8)
        let dom = try chromium(["--window-size=1200,900", "--dump-dom", "file://" + probed])
        let json = try #require(dom.range(of: "<pre id=\"kb-probe\">").map { dom[$0.upperBound...] }?.prefix { $0 != "<" })
        let probe = try JSONSerialization.jsonObject(with: Data(String(json).replacingOccurrences(of: "&quot;", with: "\"").utf8)) as? [String: Any]
        #expect((probe?["errors"] as? [String]) == [])
        let pictures = try #require(probe?["pictures"] as? [String])
        #expect(pictures.count == html.components(separatedBy: "<figure>").count - 1)
        #expect(pictures.count >= 3)
        for picture in pictures {
            // Shown at one CSS pixel a point: its box is its own width and height.
            let parts = picture.split(separator: "x").map { Double($0) ?? -1 }
            #expect(abs(parts[0] - parts[2]) <= 1 && abs(parts[1] - parts[3]) <= 1, "\(picture)")
        }
        // Hangul is a drawn glyph, not a missing glyph's box, and the one Noto Sans CJK KR draws.
        #expect(probe?["hangulDrawn"] as? Bool == true)
        #expect(probe?["hangulInNoto"] as? Bool == true)

        // A phone-wide screenshot for a reader to look at.
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("kb-chapter-page.png").path
        _ = try chromium(["--window-size=390,1600", "--screenshot=" + screenshot, "file://" + page])
        let shot = try #require(PNGReader.read(screenshot))
        #expect(shot.width == 390 && shot.height == 1600)
    }
}
