/// FNV-1a, 64 bits: a fast fingerprint of a file's bytes, enough to tell an edited note
/// from an unchanged one. Not for security.
enum ContentHash {
    static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
