import ArgumentParser
import KBCommandLine

/// The front of kb: `kb search` runs here, in a binary that links neither swift-syntax nor
/// cairo, pango and chafa, so a search starts in about a millisecond instead of paying for
/// loading and relocating all of them; every other command runs in `kb-engine`, which this
/// process becomes (see Engine).
struct KBFront: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "kb", subcommands: [SearchCommand.self])
}

let arguments = Array(CommandLine.arguments.dropFirst())
if GlobalOptionOrder.reordered(arguments).first == SearchCommand.configuration.commandName {
    CommandRunner.run(KBFront.self, arguments: arguments)
}
Engine.become(arguments: arguments)
