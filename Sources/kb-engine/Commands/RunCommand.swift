import ArgumentParser
import Foundation
import KBCommandLine
import KnowledgeBase
import LayoutEngine
import SnippetRunner

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a chapter's examples through kb's layout engine and show what they lay out.",
        discussion: """
            Each snippet runs with the declarations of the snippets before it in its chapter \
            (its outermost numbered heading, else its top-level heading). \
            On a terminal each example shows its code, a picture of the layout, the note's \
            description of the result and any diagnostics; --frames adds the frame table. \
            --json prints the layout JSON (an array for a chapter).
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("A chapter: number, slug or title words.", valueName: "chapter"),
              completion: ChapterCompletion.kind)
    var chapter: String?

    @Option(help: ArgumentHelp("One snippet, by its id (s12).", valueName: "id"))
    var snippet: String?

    @Option(help: ArgumentHelp("Any Swift file, outside the knowledge base.", valueName: "path"),
            completion: .file(extensions: ["swift"]))
    var file: String?

    // Unconditional: `--width -5` is a bad width, not a missing one.
    @Option(parsing: .unconditional, help: "Canvas width in points.") var width: Double?
    @Option(parsing: .unconditional, help: "Canvas height in points.") var height: Double?
    @Option(help: ArgumentHelp("A device's screen: iPhone 8, iPhone 13 mini, iPhone 13 Pro, iPhone 15 Pro "
                               + "(case, spaces and hyphens do not matter: iphone-15-pro).", valueName: "name"),
            completion: .list(Canvas.devices.compactMap(\.name).map(DeviceName.slug)))
    var device: String?

    @Flag(help: "Add the frame table.") var frames = false
    @Flag(help: "Print the layout JSON.") var json = false
    @Option(help: ArgumentHelp("Write SVG: a file for one example, a folder for a chapter.", valueName: "path"),
            completion: .file(extensions: ["svg"]))
    var svg: String?
    @Option(help: ArgumentHelp("Write PNG at the device's scale: a file for one example, a folder for a chapter.", valueName: "path"),
            completion: .file(extensions: ["png"]))
    var png: String?
    @Option(help: ArgumentHelp("Write one HTML page of the chapter's examples.", valueName: "file"),
            completion: .file(extensions: ["html"]))
    var html: String?

    func validate() throws {
        let sources = [chapter != nil, snippet != nil, file != nil].filter { $0 }.count
        guard sources == 1 else { throw ValidationError("give a chapter, --snippet ID or --file PATH") }
        if device != nil, width != nil || height != nil { throw ValidationError("give --device or --width and --height, not both") }
        if let device, DeviceName.canvas(device) == nil {
            throw ValidationError("no device named \(device); kb knows \(Canvas.devices.compactMap(\.name).joined(separator: ", "))")
        }
        for value in [width, height].compactMap({ $0 }) where !(value > 0 && value.isFinite && value <= 10_000) {
            throw ValidationError("--width and --height take points from 1 to 10000")
        }
        // An output goes into a folder that exists: a typo in a path is not made into folders.
        if let html { try OutputPath.checkParent(of: html, option: "--html") }
        if let svg { try OutputPath.checkParent(of: svg, option: "--svg") }
        if let png { try OutputPath.checkParent(of: png, option: "--png") }
    }

    var canvas: Canvas {
        if let device, let canvas = DeviceName.canvas(device) { return canvas }
        // The default is the preview device's screen with its safe areas, as Xcode's canvas
        // shows a preview; a width or height asks for a bare canvas.
        guard width != nil || height != nil else { return .preview }
        return Canvas(width: width ?? Canvas.preview.size.width, height: height ?? Canvas.preview.size.height)
    }

    func run() throws {
        let examples = try gatherExamples()
        let console = global.console
        if json {
            let documents = examples.compactMap(ExampleJSON.document)
            guard !documents.isEmpty else {
                // One example that did not run says why, as the terminal output would.
                if examples.count == 1, let example = examples.first {
                    printError("\(example.location): \(example.outcome.status.name): "
                        + (example.outcome.diagnostics.first?.description ?? "no layout"))
                    throw ExitCode(1)
                }
                throw KBError.notFound(chapter ?? snippet ?? file ?? "")
            }
            console.emit(chapter == nil ? documents[0] : LayoutJSON.array(documents))
        } else {
            func text(inline: Bool) -> String {
                examples.map { ExampleText.render($0, frames: frames, console: console, inline: inline) }.joined(separator: "\n")
            }
            // Block art takes as many rows as the inline image would: output that fits the
            // screen is not paged, so its pictures go to the terminal as images.
            let paged = text(inline: false)
            if console.pages, console.fitsScreen(paged) { console.write(text(inline: true)) } else { console.emit(paged) }
        }
        if let svg {
            try PictureFiles.write(examples, to: svg, option: "--svg", oneFile: chapter == nil, fileExtension: "svg") {
                try write(SVGPicture.render($0), to: $1)
            }
        }
        if let png {
            try PictureFiles.write(examples, to: png, option: "--png", oneFile: chapter == nil, fileExtension: "png", PictureFiles.writePNG)
        }
        if let html { try write(ExampleHTML.page(title: try pageTitle(), examples), to: html) }
        if !examples.contains(where: { $0.outcome.status.runs }) { throw ExitCode(1) }
    }

    /// The chapter's number and title, as `kb chapters` shows them.
    func pageTitle() throws -> String {
        guard let chapter else { return "kb" }
        return try global.openStore().resolveChapter(chapter).displayTitle
    }

    func gatherExamples() throws -> [Example] {
        if let file {
            guard let data = FileManager.default.contents(atPath: file), let source = String(data: data, encoding: .utf8) else {
                throw KBError.noSuchPath(file)
            }
            let outcome = SnippetRunner().run(source, canvas: canvas, useDevice: device == nil && width == nil)
            return [Example(reference: nil, location: file, chapter: nil, code: source, described: "", outcome: outcome)]
        }
        let store = try global.openStore()
        if let snippet {
            guard snippet.first == "s", let id = Int64(snippet.dropFirst()), let found = try store.snippet(id: id) else {
                throw KBError.notFound(snippet)
            }
            return try examples([found], store: store)
        }
        let resolved = try store.resolveChapter(chapter!)
        let snippets = try store.snippets(underChapter: resolved.id)
        guard !snippets.isEmpty else {
            throw KBError.empty("the chapter '\(resolved.displayTitle)' has no code: its sections with snippets are listed by 'kb chapters'")
        }
        return try examples(snippets, store: store)
    }

    /// The examples of `chosen`, each run after the snippets before it in its chapter.
    func examples(_ chosen: [Snippet], store: KnowledgeStore) throws -> [Example] {
        try ChapterExamples.run(chosen, from: store, canvas: canvas, useDevice: device == nil && width == nil)
            .map { try example($0.snippet, $0.outcome, edits: $0.edits, store: store) }
    }

    func example(_ snippet: Snippet, _ outcome: ExampleOutcome, edits: Snippet?, store: KnowledgeStore) throws -> Example {
        let chapter = try store.chapter(id: snippet.chapterID)
        return Example(reference: snippet.reference, location: "\(PathDisplay.show(snippet.file)):\(snippet.startLine)",
                       chapter: chapter?.displayTitle, code: snippet.code, described: snippet.proseAfter, outcome: outcome,
                       edits: edits.map { "\($0.reference) (line \($0.startLine))" }, editsReference: edits?.reference,
                       prose: snippet.proseBefore,
                       expectations: snippet.expectations)
    }

    func write(_ text: String, to path: String) throws {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw KBError.badInput("cannot write \(path)")
        }
    }
}

/// One example: the snippet, where it is, and what running it gave.
struct Example {
    var reference: String?
    var location: String
    var chapter: String?
    var code: String
    var described: String
    var outcome: ExampleOutcome
    /// The example this fragment edits: "s12 (line 40)".
    var edits: String? = nil
    /// Its reference alone: "s12".
    var editsReference: String? = nil
    /// What the note says before the code, in markdown, and its `kb:expect` lines.
    var prose = ""
    var expectations = ""
}
