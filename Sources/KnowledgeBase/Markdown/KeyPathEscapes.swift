/// `@Environment(\.dismiss)`, `ForEach(items, id: \.self)` typed outside code: CommonMark
/// reads `\.` as an escaped period and drops the backslash, but in a Swift note it opens a
/// key path, which means nothing without it. Before cmark reads a note, such a backslash is
/// escaped itself (`\\.`), so the text keeps what the learner typed. Code is left as it is:
/// a fence's or a code span's backslashes are no escapes. (A period escaped before a digit
/// or a space, `1\. `, is CommonMark's way to stop a list, and stays an escape.)
enum KeyPathEscapes {
    static func preserving(in text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")), text.contains("\\.") else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        var fence: (byte: UInt8, length: Int)?
        for (number, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            if number > 0 { output.append(UInt8(ascii: "\n")) }
            let bytes = Array(line)
            if let marker = fenceMarker(bytes) {
                if let open = fence {
                    if marker.byte == open.byte, marker.length >= open.length, marker.info.allSatisfy(isBlank) { fence = nil }
                    output += bytes
                    continue
                } else if marker.byte == UInt8(ascii: "~") || !marker.info.contains(UInt8(ascii: "`")) {
                    // (```` ```.environment()``` ```` opens no fence: a backtick fence's info
                    // string holds no backtick, so the line is a code span.)
                    fence = (marker.byte, marker.length)
                    output += bytes
                    continue
                }
            }
            if fence != nil { output += bytes; continue }
            output += escapingKeyPaths(bytes)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A line that opens or closes a fence: three or more of the same backtick or tilde.
    /// (`info`: the rest of the line, which a closing fence leaves empty.) A fence in a list
    /// item is indented as deep as the item's text, so any indent is taken.
    static func fenceMarker(_ line: [UInt8]) -> (byte: UInt8, length: Int, info: ArraySlice<UInt8>)? {
        let indent = line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        guard indent < line.count else { return nil }
        let byte = line[indent]
        guard byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") else { return nil }
        let length = line[indent...].prefix { $0 == byte }.count
        return length >= 3 ? (byte, length, line[(indent + length)...]) : nil
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// The line with each `\.` before a letter, outside code spans, written `\\.`.
    static func escapingKeyPaths(_ line: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(line.count + 4)
        var index = 0
        while index < line.count {
            let byte = line[index]
            if byte == UInt8(ascii: "`") {
                // A code span runs to the next run of as many backticks; without one, the
                // backticks are text.
                let run = line[index...].prefix { $0 == byte }.count
                if let close = closingRun(of: run, in: line, after: index + run) {
                    output += line[index..<close + run]
                    index = close + run
                } else {
                    output += line[index..<index + run]
                    index += run
                }
                continue
            }
            if byte == UInt8(ascii: "\\"), index + 1 < line.count {
                let next = line[index + 1]
                if next == UInt8(ascii: "."), index + 2 < line.count, isASCIILetter(line[index + 2]) {
                    output += [byte, byte, next]
                    index += 2
                    continue
                }
                // An escaped character (`\\`, `\*`) stays as it is, with what it escapes.
                output += [byte, next]
                index += 2
                continue
            }
            output.append(byte)
            index += 1
        }
        return output
    }

    static func closingRun(of length: Int, in line: [UInt8], after start: Int) -> Int? {
        var index = start
        while index < line.count {
            guard line[index] == UInt8(ascii: "`") else { index += 1; continue }
            let run = line[index...].prefix { $0 == UInt8(ascii: "`") }.count
            if run == length { return index }
            index += run
        }
        return nil
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
