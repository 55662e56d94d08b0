import ArgumentParser
import KBCommandLine

/// The front of kb: `kb search` runs here, in a binary that links neither swift-syntax nor
/// cairo, pango and chafa, so a search starts in about a millisecond instead of paying for
/// loading and relocating all of them (a release build is a static executable: no dynamic
/// loader runs at all); every other command runs in `kb-engine`, which this process becomes
/// (see Engine).
struct KBFront: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "kb", subcommands: [SearchCommand.self])
}

let arguments = Array(CommandLine.arguments.dropFirst())
// A plain search skips swift-argument-parser's reflection; help and errors go through it.
if let search = SearchArguments(arguments) {
    CommandRunner.runSearch(search, root: KBFront.self)
}
let reordered = GlobalOptionOrder.reordered(arguments)
if reordered.first == SearchCommand.configuration.commandName {
    CommandRunner.run(KBFront.self, reorderedArguments: reordered)
}
// The engine gets the command line as typed and orders it itself.
Engine.become(arguments: arguments)
