/// A command line whose first word (after any global options) is no kb command: `kb serch 정렬` says
/// "'serch' is not a kb command; did you mean 'search'?", as git does, instead of the
/// parser's "2 unexpected arguments".
enum UnknownCommand {
    /// The one line to say, or nil when the command line starts with a command or an option.
    static func message(_ arguments: [String]) -> String? {
        // The first word after nothing but global options (`kb --db x serch`).
        guard let index = arguments.indices.first(where: { index in
            !arguments[index].hasPrefix("-") && (index == 0 || (try? GlobalOptions.parse(Array(arguments[..<index]))) != nil)
        }) else { return nil }
        let word = arguments[index]
        guard !GlobalOptionOrder.subcommandNames.contains(word) else { return nil }
        let near = GlobalOptionOrder.subcommandNames.map { (name: $0, distance: distance(word.lowercased(), $0)) }
            .filter { $0.distance <= max(1, $0.name.count / 3) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
        guard let best = near.first else { return "'\(word)' is not a kb command" }
        return "'\(word)' is not a kb command; did you mean '\(best.name)'?"
    }

    /// The edit distance between two words: letters inserted, deleted, replaced, or two
    /// neighbours swapped (`serach` is one swap from `search`).
    static func distance(_ one: String, _ other: String) -> Int {
        let a = Array(one), b = Array(other)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
