/// The sections of a project's README that a study repository often carries beside its notes:
/// `## ✨ Features`, `## 🔧 How It Works`, `## Running the Project`, `## Requirements`. What
/// they list is the app's (`**Live Cat Facts Stream**: Demonstrates …`) or the set-up's
/// (`Clone this repository`), not concepts a learner looks up; the passages stay searchable.
extension ConceptExtractor {
    /// Titles only a project's README gives a section (`## Usage`, `## About` or `## 주요 기능`
    /// may head an API's explanation in a study note, and are not here).
    static let projectSectionTitles: Set<String> = [
        "features", "feature list", "how it works", "running the project", "run the project", "requirements",
        "installation", "getting started", "license", "contributing", "learn more",
        "screenshots", "about the project", "acknowledgements", "acknowledgments",
        "project structure", "tech stack", "contact", "author", "authors", "credits", "prerequisites",
        "build and run", "how to run", "실행 방법", "설치 방법", "요구 사항", "요구사항",
        "프로젝트 구조", "기술 스택", "라이선스",
    ]

    /// Titles of the sections a blog post ends with, which say where its code is and how to
    /// support its writer (`## Source Code`, `## Supports Me`), or which notes are related
    /// (`### 관련` over `- [[@State]] — 값 타입에 대한 같은 메커니즘`: each note is explained
    /// in itself), or where the note's facts come from (`### 출처`): one is enough.
    /// Only at the note's end: a lesson's `## Source Code` may hold its code and what it
    /// explains.
    static let postScriptTitles: Set<String> = [
        "source code", "support me", "supports me", "sponsor", "sponsors", "donate", "buy me a coffee", "후원",
        "related", "related notes", "see also", "관련", "관련 노트", "관련 문서", "관련 글", "함께 보기", "같이 보기",
        "references", "reference", "sources", "resources", "출처", "근거", "참고", "참고 자료", "참고자료", "레퍼런스",
    ]

    /// The indices of the blocks in such sections, their headings included, in a note that
    /// has two such sections or more, or one a blog post ends with: each opens at a heading
    /// of level 2 or lower and runs to the next heading of its level or higher.
    static func projectSectionBlocks(_ blocks: [MarkdownBlock]) -> Set<Int> {
        // A README has several (`Features`, `Requirements`, `License`); a chapter of a book
        // may have one `Getting started` that is its own text.
        let headings = blocks.indices.compactMap { index -> (index: Int, title: String)? in
            guard case .heading(let level) = blocks[index].kind, level >= 2 else { return nil }
            return (index, projectSectionTitle(blocks[index]))
        }
        let titles = headings.map(\.title)
        let projectTitles = titles.filter(projectSectionTitles.contains).count >= 2 ? projectSectionTitles : []
        // The post-script titles among the last headings, with none but such after them:
        // only there (a `### 참고` callout under `## @State` is the note's own text).
        let closingRun = headings.reversed().prefix { postScriptTitles.contains($0.title) }
        let closingStart = closingRun.last?.index ?? blocks.count
        let sectionTitles = projectTitles.union(closingRun.map(\.title))
        guard titles.contains(where: sectionTitles.contains) else { return [] }
        var inside = Set<Int>()
        var sectionLevel: Int?
        for (index, block) in blocks.enumerated() {
            if case .heading(let level) = block.kind {
                if let open = sectionLevel, level > open {
                    inside.insert(index)
                    continue
                }
                sectionLevel = nil
                // (A note's own title, `# Demo`, is no section of it.)
                let title = projectSectionTitle(block)
                if level >= 2, projectTitles.contains(title) || index >= closingStart && sectionTitles.contains(title) {
                    sectionLevel = level
                }
            }
            if sectionLevel != nil { inside.insert(index) }
        }
        return inside
    }

    /// A heading's title as `projectSectionTitles` holds it: lowercased, without its emoji.
    static func projectSectionTitle(_ heading: MarkdownBlock) -> String {
        LearnerTerms.headingTitle(heading.text).trimming(".:!?").lowercased()
    }
}
