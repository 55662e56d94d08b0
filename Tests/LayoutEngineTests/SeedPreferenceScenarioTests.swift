import Testing
@testable import LayoutEngine

/// The seeds' EventInfoBadge row (004) and their GeometryReader examples (000, 002).
@Suite struct SeedPreferenceScenarioTests {
    static let badges = [("video.circle.fill", "Video call available"), ("doc.text.fill", "Files are attached"),
                         ("person.crop.circle.badge.plus", "Invites enabled, 5 people maximum")]

    /// The badge as the note builds it, with or without `.frame(maxWidth: .infinity)` on
    /// its Text.
    static func badge(_ icon: String, _ text: String, flexibleText: Bool) -> View {
        var label = View.text(text)
        if flexibleText { label = label.frame(maxWidth: .infinity).multilineTextAlignment(.center) }
        return View.vstack([
            View.image(systemName: icon).resizable().aspectRatio(contentMode: .fit).frame(width: 25, height: 25),
            label,
        ])
        .padding(.vertical, 10).padding(.horizontal, 5)
        .background(.color("secondary")).visual("cornerRadius", "10")
    }

    /// 8. Without the flexible frame the badges are as wide as their texts need, so widths
    ///    differ; with it every Text is equally flexible and the HStack offers each a third
    ///    of 390 - 16: 124.667, so the badges are equally wide (the text wraps instead).
    @Test func aFlexibleFrameMakesTheBadgesEquallyWide() throws {
        let plain = try phone.layOut(.hstack(Self.badges.map { Self.badge($0.0, $0.1, flexibleText: false) }))
        let plainWidths = plain.nodes("background").map { px($0.frame.width) }
        #expect(Set(plainWidths).count == 3)
        let flexible = try phone.layOut(.hstack(Self.badges.map { Self.badge($0.0, $0.1, flexibleText: true) }))
        let widths = flexible.nodes("background").map { px($0.frame.width) }
        #expect(widths == [px(124.667), px(124.667), px(124.667)])
        // 124.667 less 5 + 5 of padding leaves 114.667 for the text: "Invites enabled," is wider.
        #expect(flexible.node(labelled: "Invites enabled, 5 people maximum").lines == ["Invites", "enabled, 5", "people", "maximum"])
    }

    /// 8. HeightSyncedRow: each badge reports its height through a GeometryReader in its
    ///    background; the row keeps the largest, and the next pass frames every badge to it.
    @Test func heightSyncedRowEqualisesTheBadgesHeights() throws {
        final class RowState: @unchecked Sendable { var childHeight: Double? }
        let state = RowState()
        let key = PreferenceKey(name: "HeightPreferenceKey", defaultValue: 0)
        let result = try phone.layOut {
            .hstack(Self.badges.map { icon, text in
                Self.badge(icon, text, flexibleText: true)
                    .background(.geometryReader { size in View.color("clear").preference(key, size.height) })
                    .onPreferenceChange(key) { state.childHeight = max(state.childHeight ?? 0, $0) }
                    .frame(height: state.childHeight)
            })
        }
        let badgeHeights = result.nodes("padding").filter { $0.children.first?.type == "padding" }.map { px($0.frame.height) }
        let tallest = try #require(state.childHeight)
        // The tallest badge: 10 + 25 + 8 + four lines of text (81.333) + 10.
        #expect(px(tallest) == px(10 + 25 + 8 + 81.333 + 10))
        #expect(result.nodes("frame").filter { $0.children.first?.type == "background" }.map { px($0.frame.height) }
                == [px(tallest), px(tallest), px(tallest)])
        #expect(Set(badgeHeights).count == 2, "inside the frames the badges keep their own heights")
    }

    /// 10. A GeometryReader filling the iPhone 13 Pro's safe area (390 x 763) sizes a
    ///     circle to 0.275 of its height: 209.825 points, at its top-leading corner (the
    ///     pixel grid makes it 47 to 256.667).
    @Test func geometryReaderSizesACircleByTheScreen() throws {
        let result = try phone.layOut(.geometryReader { size in
            View.zstack([View.shape(.circle).frame(width: size.height * 0.275, height: size.height * 0.275)])
        })
        #expect(result.nodes("GeometryReader")[0].frame == rect(0, 47, 390, 763))
        #expect(result.nodes("Circle")[0].frame.px == rect(0, 47, 209.667, 209.667).px)
    }

    /// 10. AspectVGrid: `widthThatFits` finds the fewest columns whose rows fit the height.
    ///     12 cards of ratio 2/3 in 390 x 763: one column needs 12 rows of 585 points; two,
    ///     6 of 292.5 (1755); three, 4 of 195 (780 > 763); four, 3 of 146.25 (438.75 < 763).
    ///     Four columns of floor(390 / 4) = 97 points: an adaptive GridItem(minimum: 97)
    ///     fits four tracks of 97.5 in 390, with no spacing.
    @Test func aspectVGridFitsItsColumnsToTheHeight() throws {
        @Sendable func widthThatFits(itemCount: Int, in size: Size, itemAspectRatio: Double) -> Double {
            var columnCount = 1
            var rowCount = itemCount
            repeat {
                let itemWidth = size.width / Double(columnCount)
                if Double(rowCount) * itemWidth / itemAspectRatio < size.height { break }
                columnCount += 1
                rowCount = (itemCount + (columnCount - 1)) / columnCount
            } while columnCount < itemCount
            return (size.width / Double(min(columnCount, itemCount))).rounded(.down)
        }
        let result = try phone.layOut(.geometryReader { size in
            let width = widthThatFits(itemCount: 12, in: size, itemAspectRatio: 2.0 / 3)
            return View.vstack([
                View.lazyVGrid(columns: [GridItem(.adaptive(minimum: width, maximum: .infinity), spacing: 0)], spacing: 0,
                               (0..<12).map { _ in View.shape(.roundedRectangle(cornerRadius: 10)).padding(4)
                                   .aspectRatio(2.0 / 3, contentMode: .fit) }),
                .spacer(minLength: 0),
            ])
        })
        let cards = result.nodes("RoundedRectangle")
        #expect(cards.count == 12)
        #expect(Set(cards.map(\.frame.minX)).count == 4)
        let grid = result.nodes("LazyVGrid")[0]
        #expect(grid.frame.width == 390)
        #expect(px(grid.frame.height) == px(3 * 97.5 * 3 / 2))
    }
}
