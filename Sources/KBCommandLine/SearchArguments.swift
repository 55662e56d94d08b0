import KnowledgeBase

/// A `kb search` command line read without swift-argument-parser, whose parse reflects
/// over every option of the command and took about 2 ms of each search's start-up (a
/// third of it). Only plain command lines are read here: anything the full parser would
/// answer differently — `--help`, an unknown option, a repeated one, a missing or bad
/// value, no words — is left to it (`nil`), so help and errors stay exactly the parser's.
package struct SearchArguments: Equatable {
    package var words: [String] = []
    package var db: String?
    package var noColor = false
    package var noPager = false
    package var chapter: String?
    package var kind: SearchHit.Kind?
    package var limit = SearchOptions.defaultLimit
    package var json = false
    package var sql = false

    /// `arguments` as typed after `kb`: global options, `search`, then words and options
    /// in any order.
    package init?(_ arguments: [String]) {
        var index = 0
        var seen: Set<String> = []
        // Global options before the subcommand.
        while index < arguments.count, arguments[index] != "search" {
            guard let next = readGlobal(arguments, at: index, seen: &seen) else { return nil }
            index = next
        }
        guard index < arguments.count else { return nil }
        index += 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                words += arguments[(index + 1)...]
                break
            }
            if argument.hasPrefix("-") {
                if let next = readGlobal(arguments, at: index, seen: &seen) {
                    index = next
                    continue
                }
                guard let next = readOwn(arguments, at: index, seen: &seen) else { return nil }
                index = next
                continue
            }
            words.append(argument)
            index += 1
        }
        guard !words.isEmpty else { return nil }
    }

    /// The option at `index` split at `=` when written `--name=value`.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The value of the option at `index` and the index after it; nil when it has none the
    /// parser would take as is.
    private static func value(_ arguments: [String], at index: Int, inline: String?) -> (String, Int)? {
        if let inline { return inline.isEmpty ? nil : (inline, index + 1) }
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else { return nil }
        return (arguments[index + 1], index + 2)
    }

    private mutating func readGlobal(_ arguments: [String], at index: Int, seen: inout Set<String>) -> Int? {
        let (name, inline) = Self.split(arguments[index])
        guard ["--db", "--no-color", "--no-pager"].contains(name), seen.insert(name).inserted else { return nil }
        switch name {
        case "--db":
            guard let (path, next) = Self.value(arguments, at: index, inline: inline) else { return nil }
            db = path
            return next
        case "--no-color":
            guard inline == nil else { return nil }
            noColor = true
        default:
            guard inline == nil else { return nil }
            noPager = true
        }
        return index + 1
    }

    private mutating func readOwn(_ arguments: [String], at index: Int, seen: inout Set<String>) -> Int? {
        let (name, inline) = Self.split(arguments[index])
        guard seen.insert(name).inserted else { return nil }
        switch name {
        case "--json", "--sql":
            guard inline == nil else { return nil }
            if name == "--json" { json = true } else { sql = true }
            return index + 1
        case "--chapter":
            guard let (text, next) = Self.value(arguments, at: index, inline: inline) else { return nil }
            chapter = text
            return next
        case "--kind":
            guard let (text, next) = Self.value(arguments, at: index, inline: inline),
                  let wanted = SearchHit.Kind(rawValue: text) else { return nil }
            kind = wanted
            return next
        case "--limit":
            guard let (text, next) = Self.value(arguments, at: index, inline: inline),
                  let number = Int(text), number > 0 else { return nil }
            limit = number
            return next
        default:
            return nil
        }
    }
}
