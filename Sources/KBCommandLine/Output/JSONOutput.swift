import Foundation

/// kb's JSON: pretty, keys sorted, slashes as they are, so scripts and people read it alike.
package enum JSONOutput {
    package static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
