/// FNV-1a, 64 bits: a fast fingerprint of a file's bytes, enough to tell an edited note
/// from an unchanged one, or to pick among choices by a text's content rather than by
/// chance. Not for security.
public enum ContentHash {
    static func of(_ bytes: [UInt8]) -> String {
        let hex = String(number(of: bytes), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The fingerprint as a number.
    public static func number(of bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
