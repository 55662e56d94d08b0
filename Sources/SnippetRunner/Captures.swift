import LayoutEngine

/// The scopes closures captured while a chapter's snippets ran, and the interpreters its
/// views call back into. What they hold can lead back to them: a closure stored in the scope
/// it was written in (`let action = { … }`), a struct field holding a closure over `self`, a
/// GeometryReader's view in an @State the interpreter keeps. Reference counting never frees
/// such a cycle, so a `kb import` of many notes would keep every snippet it ran; the runner
/// empties them all when the chapter is done (`SnippetRunner.deinit`).
final class Captures: @unchecked Sendable {
    private var environments: [WeakEnvironment] = []
    private var interpreters: [WeakInterpreter] = []
    /// When the list of environments is next cleared of those already freed.
    private var compactAt = 1024

    struct WeakEnvironment { weak var environment: Environment? }
    struct WeakInterpreter { weak var interpreter: Interpreter? }

    /// Weakly: a scope no cycle holds is freed as soon as it is no longer used.
    func capture(_ environment: Environment) {
        environments.append(WeakEnvironment(environment: environment))
        if environments.count >= compactAt {
            environments.removeAll { $0.environment == nil }
            compactAt = max(1024, environments.count * 2)
        }
    }

    /// The captured scopes still in memory.
    var living: [Environment] { environments.compactMap(\.environment) }

    func add(_ interpreter: Interpreter) {
        interpreters.append(WeakInterpreter(interpreter: interpreter))
    }

    /// Empties every captured scope (and those around it), the fields of the structs they
    /// ran in, the interpreters' @State storage and the chapter's globals: whatever was in a
    /// cycle is freed.
    func breakCycles(in scope: ChapterScope) {
        var emptied = Set<ObjectIdentifier>()
        for captured in environments {
            var next = captured.environment
            while let environment = next, emptied.insert(ObjectIdentifier(environment)).inserted {
                environment.empty()
                next = environment.parent
            }
        }
        for kept in interpreters {
            kept.interpreter?.stateStore.removeAll()
            kept.interpreter?.editedView = nil
        }
        scope.globals.removeAll()
        environments.removeAll()
        interpreters.removeAll()
    }
}
