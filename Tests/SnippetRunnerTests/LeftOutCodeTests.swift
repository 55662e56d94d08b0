import Testing
@testable import SnippetRunner

/// Code a note leaves out: `...` where code would be, or a comment of only an ellipsis.
/// Dots inside a string or after words in a comment are the note's text.
@Suite struct LeftOutCodeTests {
    @Test(arguments: [
        "HStack {\n    // ...\n}",
        "HStack {\n    //...\n}",
        "struct A: View {\n    // ... //\n    var body: some View { Text(\"A\") }\n}",
        "VStack {\n    /* … */\n}",
        "VStack {\n    ...\n}",
        "Color(red: ..., green: 0, blue: 0)",
    ])
    func leftOut(_ source: String) {
        #expect(LeftOutCode.isLeftOut(in: source))
    }

    @Test(arguments: [
        "Text(\"Loading...\")",
        "HStack {\n    // more views follow...\n    Text(\"A\")\n}",
        "VStack {\n    // ..\n    Text(\"A\")\n}",
        "Text(\"A\")",
    ])
    func shown(_ source: String) {
        #expect(!LeftOutCode.isLeftOut(in: source))
    }
}
