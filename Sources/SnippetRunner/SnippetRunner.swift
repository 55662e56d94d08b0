import LayoutEngine
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Runs the Swift code of a chapter's snippets, in order: each sees the declarations of
/// the snippets before it, and a later declaration of a name replaces an earlier one.
public final class SnippetRunner: @unchecked Sendable {
    public let scope = ChapterScope()

    /// Bumped whenever snippets run differently (a construct more or less, another
    /// layout), so that `kb import` runs every stored note's snippets again rather than
    /// keep examples an older runner made. It versions the examples' maker as a whole, so
    /// it is bumped too when the layout cards kb makes of a run change (24: which-picture
    /// choices a learner can tell apart, and a `}` left from the code around a part of a
    /// body run as a comment).
    public static let version = 32

    /// The last example shown in this chapter: what a fragment after it edits.
    var shown: ShownExample?
    /// How many snippets have run: the ordinal of the next.
    var runs = 0
    /// How long (in CPU time) one snippet may run before it is stopped with an error.
    let timeLimit: Duration
    /// Far longer than any example in a note takes (milliseconds), short enough that a
    /// hostile snippet does not hold up `kb import`.
    public static let defaultTimeLimit = Duration.seconds(3)

    /// What the chapter's closures captured: emptied when the runner is done with it.
    let captures = Captures()

    public init(timeLimit: Duration = SnippetRunner.defaultTimeLimit) {
        self.timeLimit = timeLimit
    }

    deinit {
        captures.breakCycles(in: scope)
    }

    /// Runs one snippet on `canvas` (its preview device's canvas when it names one and
    /// `useDevice` is set).
    /// Code a note marks as another language (`bash`, `json`) is no layout example and is
    /// not run, unless it is SwiftUI under an editor's default label (`MislabelledFences`);
    /// unmarked code is read as Swift.
    public func run(_ source: String, language: String? = nil, canvas: Canvas = .preview,
                    useDevice: Bool = false) -> ExampleOutcome {
        if let language, language != "swift", !MislabelledFences.isSwift(source, labelled: language) {
            return ExampleOutcome(status: .notALayoutExample("\(language) code"), layout: nil, diagnostics: [])
        }
        let source = StrayFences.blanked(source)
        let outcome = try? LargeStack.run { self.runOnLargeStack(source, canvas: canvas, useDevice: useDevice) }
        return outcome ?? ExampleOutcome(status: .failed("kb could not run this snippet"), layout: nil, diagnostics: [])
    }

    func runOnLargeStack(_ source: String, canvas: Canvas, useDevice: Bool) -> ExampleOutcome {
        let ordinal = runs
        runs += 1
        if let shown, let (edited, kind) = Fragment.edit(source, of: shown) {
            if let outcome = applied(edited, kind, source, to: shown, ordinal: ordinal, canvas: canvas, useDevice: useDevice) {
                return outcome
            }
        }
        // A lone modifier first in its chapter (a note listing `.padding(.top)`,
        // `.padding(.bottom)` … each under its own heading) is shown on a sample Text, as a
        // style declared without a use is; later fragments do not edit the sample.
        if shown == nil, let code = Fragment.applied(source, to: Fragment.sample) {
            let run = runExample(code, canvas: canvas, useDevice: useDevice, editing: nil)
            if var outcome = run.outcome, outcome.status.runs {
                let line = (source.splitLines(omittingEmpty: false).firstIndex { Fragment.isCode(String($0)) } ?? 0) + 1
                outcome.diagnostics.insert(Diagnostic(line: line, message: "a modifier on its own: shown on a sample Text", severity: .note), at: 0)
                return outcome
            }
        }
        let run = runExample(source, canvas: canvas, useDevice: useDevice, editing: nil)
        guard var outcome = run.outcome else {
            return ExampleOutcome(status: .failed("kb could not run this snippet"), layout: nil, diagnostics: [])
        }
        if outcome.status.runs, let layout = outcome.layout, let view = run.view {
            if run.editsShown, let shown {
                outcome.edit = ExampleEdit(ordinal: shown.ordinal, description: shown.type.map { $0.isImplicit ? "is the body of its view now" : "is the body of \($0.name) now" } ?? "is the body of its view now",
                                           before: shown.layout, changes: FrameChanges.between(shown.layout, layout))
            }
            // A style shown on a sample view is not the example later fragments edit.
            if !run.sample {
                shown = ShownExample(ordinal: ordinal, source: source, view: view, layout: layout, type: run.type)
            }
        }
        return outcome
    }

    /// Runs `edited`, the code of a fragment applied to the example `shown`: its outcome,
    /// naming the edit, when it runs. A lone modifier that fails to apply says why; any other
    /// edit that fails (a line that matched by chance) gives nil, and the snippet is read as
    /// the code it is.
    func applied(_ edited: String, _ kind: Fragment.Kind, _ source: String, to shown: ShownExample, ordinal: Int,
                 canvas: Canvas, useDevice: Bool) -> ExampleOutcome? {
        // A lone modifier is written on the example's view; one that changes the modifier the
        // fragment before added, on the view that one was added onto.
        var onto = shown.view
        var lone: String?
        switch kind {
        case .modifier: lone = Fragment.loneCall(source)
        case .replacedAddedModifier(_, let new):
            lone = new
            onto = shown.added?.onto ?? shown.view
        default: break
        }
        let run = runExample(edited, canvas: canvas, useDevice: useDevice, editing: onto)
        guard var outcome = run.outcome, let layout = outcome.layout, outcome.status.runs else {
            return lone != nil ? run.outcome : nil
        }
        outcome.edit = ExampleEdit(ordinal: shown.ordinal, description: Fragment.describe(kind, source),
                                   before: shown.layout, changes: FrameChanges.between(shown.layout, layout))
        if let view = run.view {
            var next = ShownExample(ordinal: ordinal, source: lone != nil ? shown.source : edited, view: view,
                                    layout: layout, type: lone != nil ? shown.type : run.type)
            next.added = lone.map { ($0, onto) }
            self.shown = next
        }
        return outcome
    }

    /// What running one piece of code gave, with the view it laid out (for fragments after it).
    struct Run {
        var outcome: ExampleOutcome?
        var view: View? = nil
        var type: TypeDeclaration? = nil
        var editsShown = false
        /// Whether the view is a sample kb made to show a declared style.
        var sample = false
    }

    /// Takes in the declarations and top-level values of code that shows no view.
    func declareOnly(_ source: String) {
        guard let parsed = BracketNesting.parsedIfShallow(source), !parsed.hasError else { return }
        let converter = SourceLocationConverter(fileName: "snippet.swift", tree: parsed)
        let file = (try? OperatorTable.standardOperators.foldAll(parsed).as(SourceFileSyntax.self)) ?? parsed
        scope.declare(file, converter: converter)
        try? Interpreter(scope: scope, converter: converter, timeLimit: timeLimit, captures: captures).defineGlobals(file)
    }

    /// Runs `source`; `editing` is the view a lone modifier's chain starts from.
    func runExample(_ source: String, canvas: Canvas, useDevice: Bool, editing: View?) -> Run {
        func finished(_ status: ExampleOutcome.Status, _ diagnostics: [Diagnostic] = []) -> Run {
            Run(outcome: ExampleOutcome(status: status, layout: nil, diagnostics: diagnostics))
        }
        if editing == nil,
           let reason = Classifier.notALayoutExample(source, knownViews: Set(scope.types.filter { $0.value.isView }.keys)) {
            // Its declarations and `let`s still reach the snippets after it (`let columns = [GridItem(…)]`).
            if reason == Classifier.withoutViews { declareOnly(source) }
            return finished(.notALayoutExample(reason))
        }
        let ellipses = Ellipses.replace(source)
        var withoutEllipses = ellipses.source
        let ellipsisLines = ellipses.lines
        // (Ellipses keep their lines: a line of the code is a line of the note's.)
        if let (line, bracket) = BracketNesting.firstTooDeep(in: withoutEllipses) {
            let message = BracketNesting.message(for: bracket)
            return finished(.failed("line \(line): \(message)"), [Diagnostic(line: line, message: message, severity: .error)])
        }
        var parsed = Parser.parse(source: withoutEllipses)
        var notes: [Diagnostic] = []
        // A view tree drawn in text after the code runs as the code alone (`| 1 | 4` may
        // even parse, as operators).
        if let (code, drawingLine) = TextDrawings.codeBefore(withoutEllipses),
           let withoutDrawing = BracketNesting.parsedIfShallow(code), !withoutDrawing.hasError {
            withoutEllipses = code
            parsed = withoutDrawing
            notes.append(Diagnostic(line: drawingLine, message: "the lines from here on draw a tree in text: run without them",
                                    severity: .note))
        }
        // Typos a reader reads past run repaired, with a warning on each line repaired: every
        // repair that finds its typo, together, when the code then parses.
        if parsed.hasError {
            var code = withoutEllipses
            var warnings: [Diagnostic] = []
            for (repair, message) in TypoRepairs.all {
                guard let (repaired, lines) = repair(code) else { continue }
                code = repaired
                warnings += lines.map { Diagnostic(line: $0, message: message, severity: .warning) }
            }
            if !warnings.isEmpty, let repaired = BracketNesting.parsedIfShallow(code), !repaired.hasError {
                withoutEllipses = code
                parsed = repaired
                notes += warnings.sorted { $0.line < $1.line }
            }
        }
        var converter = SourceLocationConverter(fileName: "snippet.swift", tree: parsed)
        if parsed.hasError, let reason = Classifier.notALayoutExample(unparsed: source) {
            return finished(.notALayoutExample(reason))
        }
        if parsed.hasError, let problem = SyntaxProblem.first(in: parsed, converter: converter) {
            let diagnostic = Diagnostic(line: problem.line, message: problem.message, severity: .error)
            return finished(.failed("line \(problem.line): \(problem.message)"), [diagnostic])
        }
        var file = (try? OperatorTable.standardOperators.foldAll(parsed).as(SourceFileSyntax.self)) ?? parsed
        scope.declare(file, converter: converter)
        var entry = EntryPoint.find(in: file, scope: scope, shown: shown?.type)
        if entry == nil, let use = SampleUse.code(in: file, scope: scope) {
            // A style declared without a use: shown on a sample view, on a line after the snippet's.
            let lineCount = withoutEllipses.splitLines(omittingEmpty: false).count
            parsed = Parser.parse(source: withoutEllipses + "\n" + use.code)
            converter = SourceLocationConverter(fileName: "snippet.swift", tree: parsed)
            file = (try? OperatorTable.standardOperators.foldAll(parsed).as(SourceFileSyntax.self)) ?? parsed
            // The sample may declare what it uses (a guide naming an `AlignmentID`).
            scope.declare(file, converter: converter)
            entry = EntryPoint.find(in: file, scope: scope)
            notes.append(Diagnostic(line: lineCount + 1, message: "the note declares \(use.name) without using it: shown on a sample \(use.sample)",
                                    severity: .note))
        }
        let interpreter = Interpreter(scope: scope, converter: converter, timeLimit: timeLimit, captures: captures)
        interpreter.editedView = editing
        interpreter.diagnostics = notes
        for line in Set(ellipsisLines).sorted() {
            interpreter.diagnostics.append(Diagnostic(line: line, message: "`...` stands for code the note leaves out: shown as nothing",
                                                      severity: .warning))
        }
        // Top-level `let`s and `var`s run first, in order; later snippets of the chapter see them.
        do {
            try interpreter.defineGlobals(file)
        } catch let failure as RunError {
            return finished(.failed("line \(failure.line): \(failure.message)"),
                            [Diagnostic(line: failure.line, message: failure.message, severity: .error)])
        } catch {
            return finished(.failed("\(error)"))
        }
        guard let entry else { return finished(.notALayoutExample(Classifier.declarationsOnly(file))) }
        if case .some(.missingBody(let name)) = entry.problem {
            return finished(.notALayoutExample("the body of \(name) is left out"))
        }
        var canvas = canvas
        if useDevice, let device = entry.device.flatMap(Canvas.device(named:)) { canvas = device }
        interpreter.screen = canvas.size
        var built: View?
        do {
            let layout = try canvas.layOut {
                interpreter.occurrences = [:]
                let view = try entry.view(interpreter)
                built = view
                return view
            }
            if let failure = interpreter.layoutFailure {
                let diagnostic = Diagnostic(line: failure.line, message: failure.message, severity: .error)
                return finished(.failed("line \(failure.line): \(failure.message)"), interpreter.diagnostics + [diagnostic])
            }
            let status: ExampleOutcome.Status = interpreter.placeholders.isEmpty ? .runnable
                : .runnableWithPlaceholders(interpreter.placeholders)
            return Run(outcome: ExampleOutcome(status: status, layout: layout, diagnostics: interpreter.diagnostics,
                                               previewDevice: entry.device),
                       view: built, type: entry.type, editsShown: entry.editsShown, sample: !notes.isEmpty)
        } catch let failure as RunError {
            let diagnostic = Diagnostic(line: failure.line, message: failure.message, severity: .error)
            return finished(.failed("line \(failure.line): \(failure.message)"), interpreter.diagnostics + [diagnostic])
        } catch let value as NotAView {
            return finished(.notALayoutExample(value.kind))
        } catch let failure as LayoutError {
            return finished(.failed(failure.description), interpreter.diagnostics)
        } catch {
            return finished(.failed("\(error)"), interpreter.diagnostics)
        }
    }
}
