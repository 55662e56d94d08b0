/// `@propetyWrapper` in one list item and `@propertyWrapper` everywhere else, `@ViewBuiler`
/// over a text about `@ViewBuilder`: a note that writes an API's name with a letter or two
/// left out has written one concept twice, and a learner would keep one card of it, spelt as
/// the note spells it most often (the misspelling is the rare one). Names that differ in a
/// capital or a digit (`LazyStack`, `LazyVStack`; `easeOut`, `easeInOut`), a word before
/// them (`onDismiss`) or their end (a plural) are two names and stay. (`MisspeltTwins` drops
/// a typo with a letter too many where it stands beside its name.)
enum TypoTwins {
    /// A concept's name as written, without its marks, a leading `.` or `@` and an argument
    /// list; nil unless it is a camel-case identifier of six letters or more.
    static func writtenName(_ term: String) -> String? {
        var name = term.filter { $0 != "`" && $0 != "*" }.trimming("@.")
        if name.hasSuffix(":)"), let open = name.lastIndex(of: "(") { name = String(name[..<open]) }
        if name.hasSuffix("()") { name.removeLast(2) }
        // (A camel-case name: `section` and `selection`, `though` and `through` are two words.)
        guard name.count >= 6, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
              name.dropFirst().contains(where: \.isUppercase) else { return nil }
        return name
    }

    /// Whether `short` is `long` with one or two neighbouring lower-case letters left out
    /// inside one of its words: `ViewBuiler` of `ViewBuilder`, `propetyWrapper` of
    /// `propertyWrapper`. A capital or a digit left out starts a word of another name
    /// (`LazyStack`, `LazyVStack`; `easeOut`, `easeInOut`; `rotationEffect`,
    /// `rotation3DEffect`); letters at the end of a word make another word of it
    /// (`scaleToFill`, UIKit's, and `scaledToFill`, SwiftUI's; `hasValue`, `hashValue`;
    /// `PlayView`, `PlayerView`), as does a word before the name (`Dismiss`, `onDismiss`).
    static func isTypo(_ short: String, of long: String) -> Bool {
        let shortLetters = Array(short.utf8), longLetters = Array(long.utf8)
        let missing = longLetters.count - shortLetters.count
        guard (1...2).contains(missing), shortLetters.count >= 6 else { return false }
        var start = 0
        while start < shortLetters.count, shortLetters[start] == longLetters[start] { start += 1 }
        guard start > 0, start < shortLetters.count,
              longLetters[(start + missing)...].elementsEqual(shortLetters[start...]) else { return false }
        let isLowercase = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        return longLetters[start..<(start + missing)].allSatisfy(isLowercase) && isLowercase(longLetters[start + missing])
    }

    /// The right spelling of each misspelt name among `chapters`' concepts: a name with a
    /// letter or two left out beside one `text` writes more often, or with a letter or two too
    /// many beside one it writes at least twice as often. Letters are left out more often than
    /// added (over the labelled corpora's notes, 21 of 27 such twins of camel-case names), so
    /// the shorter spelling needs more to be the right one: `EnironmentObject` three times
    /// beside `EnvironmentObject` twice is no reason to spell it so (SwellNotes); `ToupleView`
    /// once beside `TupleView` three times is.
    static func rightSpellings(in chapters: [[ParsedConcept]], text: String) -> [String: String] {
        let names = Set(chapters.joined().compactMap { writtenName($0.term) })
        guard !names.isEmpty else { return [:] }
        let counts = wordCounts(text)
        // A twin starts with the name's first letter and is one or two letters longer or
        // shorter: only those words are compared with it.
        let candidates = Dictionary(grouping: counts.keys) { Bucket(first: $0.utf8.first!, length: $0.utf8.count) }
        var right: [String: String] = [:]
        for name in names {
            let count = counts[Substring(name), default: 0]
            var best: (word: Substring, times: Int)?
            for difference in [-2, -1, 1, 2] {
                for word in candidates[Bucket(first: name.utf8.first!, length: name.utf8.count + difference)] ?? [] {
                    let times = counts[word, default: 0]
                    let isTwin = difference > 0 ? times > count && isTypo(name, of: String(word))
                                                : times >= 2 * count && isTypo(String(word), of: name)
                    // (The twin written most often; of two as often, the first in order.)
                    if isTwin, best.map({ times > $0.times || times == $0.times && word < $0.word }) ?? true {
                        best = (word, times)
                    }
                }
            }
            if let best { right[name] = String(best.word) }
        }
        return right
    }

    private struct Bucket: Hashable {
        let first: UInt8
        let length: Int
    }

    /// `term` with its name spelt right (`@propetyWrapper` → `@propertyWrapper`).
    static func respelt(_ term: String, rightSpellings: [String: String]) -> String {
        guard let name = writtenName(term), let right = rightSpellings[name], let range = term.range(of: name) else { return term }
        return term.replacingCharacters(in: range, with: right)
    }

    /// How often `text` writes each identifier of six letters or more (the names a typo
    /// is looked for in), read as bytes, each word a slice of `text`: most of a note is no
    /// such name.
    static func wordCounts(_ text: String) -> [Substring: Int] {
        var counts: [Substring: Int] = [:]
        var utf8 = text.utf8[...]
        while let start = utf8.firstIndex(where: isNameByte) {
            let end = utf8[start...].firstIndex { !isNameByte($0) } ?? utf8.endIndex
            if utf8.distance(from: start, to: end) >= 6 { counts[Substring(utf8[start..<end]), default: 0] += 1 }
            utf8 = utf8[end...]
        }
        return counts
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
