import Foundation

/// Why a file could not be read as a note. Each reads as the rest of a one-line warning.
public enum NoteRejection: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case tooLarge(byteCount: Int)
    case binary
    case invalidUTF8(line: Int)
    case unreadable(reason: String)

    public var description: String {
        switch self {
        case .empty:
            return "empty file, nothing to import"
        case .tooLarge(let byteCount):
            return "\(byteCount / (1024 * 1024)) MiB is larger than the \(NoteDecoding.maximumByteCount / (1024 * 1024)) MiB kb reads as one note; split it"
        case .binary:
            return "binary file, not a markdown note"
        case .invalidUTF8(let line):
            return "not valid UTF-8 (first bad byte on line \(line)); save it as UTF-8"
        case .unreadable(let reason):
            return "cannot read: \(reason)"
        }
    }
}

/// Turns a file's bytes into note text: UTF-8 (or UTF-16 with a byte order mark), without
/// a byte order mark, with `\n` line ends and in Unicode NFC, so that text written on any
/// system, Hangul typed on macOS (NFD) included, is stored and searched alike.
public enum NoteDecoding {
    /// Study notes are small; a larger file is almost surely not a note, and would make
    /// one import transaction hold the database for long.
    public static let maximumByteCount = 10 * 1024 * 1024

    public static func decode(_ bytes: [UInt8]) -> Result<String, NoteRejection> {
        if bytes.count > maximumByteCount { return .failure(.tooLarge(byteCount: bytes.count)) }
        var text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let decoded = String(data: Data(bytes), encoding: .utf16) else {
                return .failure(.binary)
            }
            text = decoded
        } else {
            if bytes.prefix(8192).contains(0) { return .failure(.binary) }
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            guard let decoded = String(validating: body, as: UTF8.self) else {
                return .failure(.invalidUTF8(line: firstInvalidLine(body)))
            }
            text = decoded
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let holdsCarriageReturn = text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\r")) }
            ?? text.utf8.contains(UInt8(ascii: "\r"))
        if holdsCarriageReturn {
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        if text.allSatisfy(\.isWhitespace) { return .failure(.empty) }
        return .success(text.nfc)
    }

    static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
        for (offset, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
        where String(validating: line, as: UTF8.self) == nil {
            return offset + 1
        }
        return 1
    }
}
