import Foundation
import Testing
@testable import KnowledgeBase

@Suite struct NoteDecodingTests {
    func decode(_ bytes: [UInt8]) -> Result<String, NoteRejection> { NoteDecoding.decode(bytes) }

    @Test func byteOrderMarkAndCRLFAreNormalised() throws {
        let text = try decode([0xEF, 0xBB, 0xBF] + Array("# A\r\nb\rc\n".utf8)).get()
        #expect(text == "# A\nb\nc\n")
    }

    @Test func decomposedHangulBecomesComposed() throws {
        let nfd = "# 정렬".decomposedStringWithCanonicalMapping
        let text = try decode(Array(nfd.utf8)).get()
        #expect(text.unicodeScalars.count == 4)
        #expect(text == "# 정렬")
    }

    @Test func utf16WithAByteOrderMarkIsRead() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "# 뷰".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let text = try decode(bytes).get()
        #expect(text == "# 뷰")
    }

    @Test func badInputIsRejectedWithAReason() {
        #expect(decode(Array("ok\nfine\n".utf8) + [0xC3, 0x28]) == .failure(.invalidUTF8(line: 3)))
        #expect(decode([0x50, 0x4B, 0x03, 0x04, 0x00, 0x00]) == .failure(.binary))
        #expect(decode([]) == .failure(.empty))
        #expect(decode(Array(" \n\t\n".utf8)) == .failure(.empty))
        let large = [UInt8](repeating: 0x61, count: NoteDecoding.maximumByteCount + 1)
        #expect(decode(large) == .failure(.tooLarge(byteCount: NoteDecoding.maximumByteCount + 1)))
        #expect(NoteRejection.invalidUTF8(line: 3).description == "not valid UTF-8 (first bad byte on line 3); save it as UTF-8")
    }
}
