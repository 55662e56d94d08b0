import CZlib
import Foundation
import GRDB

/// Long text stored the way SQLite's archives (sqlar) store files: compressed with zlib
/// when that makes it much smaller, as it is, as text, otherwise, with its length in bytes
/// beside it. A layout card repeats its example's code and draws its picture with box
/// characters, and such text shrinks to a tenth; prose barely shrinks and stays readable.
/// The sqlite3 command line reads either form with `sqlar_uncompress(value, size)`.
enum CompressedText {
    /// Shorter text is always stored as it is: compressing it saves too little to matter.
    static let minimumBytes = 256

    /// What to store for `text`, and the size that goes beside it: compressed when that
    /// makes it at most `keeping` of its size (half, for a card's text; code, which
    /// shrinks less than pictures but is read only to be shown, is worth it at two thirds).
    static func stored(_ text: String, keeping: Double = 1.0 / 2) -> (value: DatabaseValue, size: Int) {
        let bytes = Array(text.utf8)
        guard bytes.count >= minimumBytes, let compressed = compress(bytes),
              Double(compressed.count) <= Double(bytes.count) * keeping else {
            return (text.databaseValue, bytes.count)
        }
        return (Data(compressed).databaseValue, bytes.count)
    }

    /// The text a stored value holds: text as it is, a blob inflated to `size` bytes.
    /// A blob that does not inflate reads as empty text rather than stopping kb.
    static func read(_ value: DatabaseValue, size: Int) -> String {
        switch value.storage {
        case .string(let text): return text
        case .blob(let data): return inflate(data, size: size).map { String(decoding: $0, as: UTF8.self) } ?? ""
        default: return ""
        }
    }

    /// `sqlar_uncompress(value, size)` as the sqlite3 command line defines it, for the
    /// views that read stored text (snippet_texts): a value whose length is `size`, or
    /// a `size` of 0 or less, is the value itself; otherwise a blob inflated to `size`
    /// bytes (NULL when it does not inflate).
    static let sqlarUncompress = DatabaseFunction("sqlar_uncompress", argumentCount: 2, pure: true) { values in
        let size = Int.fromDatabaseValue(values[1]) ?? 0
        guard case .blob(let data) = values[0].storage, size > 0, size != data.count else { return values[0] }
        return inflate(data, size: size).map { Data($0) }
    }

    /// zlib's format (RFC 1950) at its fastest level: pictures of box characters shrink
    /// almost as much as at the default level, in a third of the time.
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = bytes.withUnsafeBufferPointer { input in
            compress2(&output, &length, input.baseAddress, uLong(bytes.count), Z_BEST_SPEED)
        }
        guard status == Z_OK else { return nil }
        output.removeSubrange(Int(length)...)
        return output
    }

    static func inflate(_ data: Data, size: Int) -> [UInt8]? {
        guard size >= 0 else { return nil }
        var length = uLongf(size)
        var output = [UInt8](repeating: 0, count: max(size, 1))
        let status = data.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
            uncompress(&output, &length, input.bindMemory(to: UInt8.self).baseAddress, uLong(data.count))
        }
        guard status == Z_OK, Int(length) == size else { return nil }
        return Array(output.prefix(size))
    }
}
