/// The sections of a project's README that a study repository often carries beside its notes:
/// `## ✨ Features`, `## 🔧 How It Works`, `## Running the Project`, `## Requirements`. What
/// they list is the app's (`**Live Cat Facts Stream**: Demonstrates …`) or the set-up's
/// (`Clone this repository`), not concepts a learner looks up; the passages stay searchable.
extension ConceptExtractor {
    static let projectSectionTitles: Set<String> = [
        "features", "feature list", "how it works", "running the project", "run the project", "requirements",
        "installation", "install", "getting started", "usage", "license", "contributing", "learn more",
        "screenshots", "screenshot", "demo", "about", "about the project", "acknowledgements", "acknowledgments",
        "project structure", "tech stack", "contact", "author", "authors", "credits", "prerequisites", "setup",
        "build and run", "how to run", "기능", "주요 기능", "실행 방법", "설치", "설치 방법", "요구 사항", "요구사항",
        "프로젝트 구조", "기술 스택", "스크린샷", "실행 화면", "라이선스",
    ]

    /// The indices of the blocks in such sections, their headings included: each opens at a
    /// heading of level 2 or lower and runs to the next heading of its level or higher.
    static func projectSectionBlocks(_ blocks: [MarkdownBlock]) -> Set<Int> {
        var inside = Set<Int>()
        var sectionLevel: Int?
        for (index, block) in blocks.enumerated() {
            if case .heading(let level) = block.kind {
                if let open = sectionLevel, level > open {
                    inside.insert(index)
                    continue
                }
                sectionLevel = nil
                let title = LearnerTerms.withoutLeadingSymbols(ChapterHeading(block.text).title).trimming(".:!?").lowercased()
                // (A note's own title, `# Demo`, is no section of it.)
                if level >= 2, projectSectionTitles.contains(title) { sectionLevel = level }
            }
            if sectionLevel != nil { inside.insert(index) }
        }
        return inside
    }
}
