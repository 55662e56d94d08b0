/// A Swift generic argument written in prose, `Binding<String>` or `Range<Int>`, which
/// CommonMark reads as an HTML tag (`<String>` is a well-formed open tag) and which kb
/// would otherwise drop with the HTML: `$만 붙여도 Binding<String>으로 파싱` read as
/// `Binding으로 파싱`, and `String` could not be searched. HTML in notes is written as a
/// tag on its own or after a space or a Korean word (`첫째<br>둘째`), lowercase or all
/// capitals (`<BR>`); a generic argument is one capitalised name right after a Swift name.
enum GenericArguments {
    /// Whether `html`, an inline HTML node that follows `textBefore`, is a generic argument.
    static func isGenericArgument(_ html: String, after textBefore: String) -> Bool {
        guard let last = textBefore.unicodeScalars.last, last.isASCII,
              last.properties.isAlphabetic || ("0"..."9").contains(last) || last == "_" else { return false }
        let bytes = Array(html.utf8)
        guard bytes.count >= 3, bytes.first == UInt8(ascii: "<"), bytes.last == UInt8(ascii: ">") else { return false }
        let name = bytes.dropFirst().dropLast()
        guard let first = name.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
              name.allSatisfy({ isIdentifierByte($0) }) else { return false }
        // `<BR>`, `<IMG>`: HTML in capitals; `<T>` and `<Int>` are names.
        return name.count == 1 || name.contains { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
