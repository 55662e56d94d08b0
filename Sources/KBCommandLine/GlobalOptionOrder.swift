import ArgumentParser

/// Global options typed before the subcommand, as git and docker take them: swift-argument-parser
/// reads a subcommand's options after its name only, so kb moves them there. What counts as
/// a global option is GlobalOptions' own parser, so the two cannot disagree.
package enum GlobalOptionOrder {
    /// kb's subcommands. The front (`kb`) runs only `search` itself and the engine the rest,
    /// so neither knows every command type; a test compares this list with `kb --help`.
    package static let subcommandNames: Set<String> = [
        "import", "search", "chapters", "show", "run", "check", "quiz", "stats",
    ]

    /// `--db X stats --json` → `stats --db X --json`. The first subcommand name that follows
    /// nothing but global options is the subcommand (`--db stats stats` reads the database
    /// named "stats"); anything else is left as typed, for the parser to report.
    package static func reordered(_ arguments: [String]) -> [String] {
        for (index, argument) in arguments.enumerated() where subcommandNames.contains(argument) {
            guard index > 0 else { return arguments }
            let leading = Array(arguments[..<index])
            guard (try? GlobalOptions.parse(leading)) != nil else { continue }
            return [argument] + leading + arguments[(index + 1)...]
        }
        return arguments
    }

    /// The subcommand a reordered command line runs, for pointing at its help.
    package static func subcommand(of arguments: [String]) -> String? {
        arguments.first.flatMap { subcommandNames.contains($0) ? $0 : nil }
    }
}
