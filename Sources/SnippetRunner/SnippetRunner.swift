import LayoutEngine
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// What running a snippet gave.
public struct ExampleOutcome: Sendable {
    public enum Status: Sendable, Equatable {
        case runnable
        /// Runs, with labelled boxes standing in for these views the notes never define.
        case runnableWithPlaceholders([String])
        /// Code that shows no layout: tests, debugger commands, declarations only.
        case notALayoutExample(String)
        case failed(String)

        /// The word `kb stats` and `kb show` use.
        public var name: String {
            switch self {
            case .runnable: "runnable"
            case .runnableWithPlaceholders: "runnable with placeholders"
            case .notALayoutExample: "not a layout example"
            case .failed: "failed"
            }
        }

        public var runs: Bool {
            switch self {
            case .runnable, .runnableWithPlaceholders: true
            default: false
            }
        }
    }

    public var status: Status
    public var layout: LayoutResult?
    public var diagnostics: [Diagnostic]
    /// The device a `#Preview` or `.previewDevice` asks for.
    public var previewDevice: String?
}

/// Runs the Swift code of a chapter's snippets, in order: each sees the declarations of
/// the snippets before it, and a later declaration of a name replaces an earlier one.
public final class SnippetRunner: @unchecked Sendable {
    public let scope = ChapterScope()

    /// Bumped whenever snippets run differently (a construct more or less, another
    /// layout), so that `kb import` runs every stored note's snippets again rather than
    /// keep examples an older runner made.
    public static let version = 2

    public init() {}

    /// Runs one snippet on `canvas` (its preview device's canvas when it names one and
    /// `useDevice` is set).
    /// Code a note marks as another language (`bash`, `json`) is no layout example and is
    /// not run; unmarked code is read as Swift.
    public func run(_ source: String, language: String? = nil, canvas: Canvas = Canvas(width: 390, height: 844),
                    useDevice: Bool = false) -> ExampleOutcome {
        if let language, language != "swift" {
            return ExampleOutcome(status: .notALayoutExample("\(language) code"), layout: nil, diagnostics: [])
        }
        let outcome = try? LargeStack.run { self.runOnLargeStack(source, canvas: canvas, useDevice: useDevice) }
        return outcome ?? ExampleOutcome(status: .failed("kb could not run this snippet"), layout: nil, diagnostics: [])
    }

    func runOnLargeStack(_ source: String, canvas: Canvas, useDevice: Bool) -> ExampleOutcome {
        if let reason = Classifier.notALayoutExample(source, knownViews: Set(scope.types.filter { $0.value.isView }.keys)) {
            return ExampleOutcome(status: .notALayoutExample(reason), layout: nil, diagnostics: [])
        }
        let (source, ellipsisLines) = Ellipses.replace(source)
        let parsed = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "snippet.swift", tree: parsed)
        if parsed.hasError, let problem = Classifier.firstSyntaxError(parsed, converter: converter) {
            let diagnostic = Diagnostic(line: problem.line, message: problem.message, severity: .error)
            return ExampleOutcome(status: .failed("line \(problem.line): \(problem.message)"), layout: nil, diagnostics: [diagnostic])
        }
        let file = (try? OperatorTable.standardOperators.foldAll(parsed).as(SourceFileSyntax.self)) ?? parsed
        scope.declare(file, converter: converter)
        let interpreter = Interpreter(scope: scope, converter: converter)
        for line in Set(ellipsisLines).sorted() {
            interpreter.diagnostics.append(Diagnostic(line: line, message: "`...` stands for code the note leaves out: shown as nothing",
                                                      severity: .warning))
        }
        // Top-level `let`s and `var`s run first, in order; later snippets of the chapter see them.
        do {
            try interpreter.defineGlobals(file)
        } catch let failure as RunError {
            return ExampleOutcome(status: .failed("line \(failure.line): \(failure.message)"), layout: nil,
                                  diagnostics: [Diagnostic(line: failure.line, message: failure.message, severity: .error)])
        } catch {
            return ExampleOutcome(status: .failed("\(error)"), layout: nil, diagnostics: [])
        }
        guard let entry = EntryPoint.find(in: file, scope: scope) else {
            return ExampleOutcome(status: .notALayoutExample("declarations without a view to show"), layout: nil, diagnostics: [])
        }
        if case .some(.missingBody(let name)) = entry.problem {
            return ExampleOutcome(status: .notALayoutExample("the body of \(name) is left out"), layout: nil, diagnostics: [])
        }
        var canvas = canvas
        if useDevice, let device = entry.device.flatMap(Canvas.device(named:)) { canvas = device }
        do {
            let layout = try canvas.layOut {
                interpreter.occurrences = [:]
                return try entry.view(interpreter)
            }
            let status: ExampleOutcome.Status = interpreter.placeholders.isEmpty ? .runnable
                : .runnableWithPlaceholders(interpreter.placeholders)
            return ExampleOutcome(status: status, layout: layout, diagnostics: interpreter.diagnostics, previewDevice: entry.device)
        } catch let failure as RunError {
            let diagnostic = Diagnostic(line: failure.line, message: failure.message, severity: .error)
            return ExampleOutcome(status: .failed("line \(failure.line): \(failure.message)"), layout: nil,
                                  diagnostics: interpreter.diagnostics + [diagnostic])
        } catch let failure as LayoutError {
            return ExampleOutcome(status: .failed(failure.description), layout: nil, diagnostics: interpreter.diagnostics)
        } catch {
            return ExampleOutcome(status: .failed("\(error)"), layout: nil, diagnostics: interpreter.diagnostics)
        }
    }
}
