import Testing
@testable import LayoutEngine

/// Every renderer stops adding once its output reaches its budget (16 MB unless given),
/// keeps its syntax whole, and says how much it left out.
@Suite struct OutputBudgetTests {
    /// Three 50-point squares in an HStack: the stack, three frames, three colours.
    func squares() throws -> LayoutResult {
        let square = { (name: String) in View.color(name).frame(width: 50, height: 50) }
        return try Canvas(width: 200, height: 200).layOut(View.hstack([square("red"), square("green"), square("blue")]))
    }

    @Test func theDefaultLimitIsSixteenMegabytes() throws {
        #expect(OutputBudget.defaultLimit == 16_777_216)
        // Under it, nothing is left out and no marker is written.
        let result = try squares()
        #expect(!LayoutJSON.encode(result).contains("omittedNodes"))
        #expect(!FrameTable.render(result).contains("left out"))
        #expect(!SVGPicture.render(result).contains("left out"))
    }

    @Test func theBudgetAdmitsPiecesUntilTheLimitIsReached() {
        var budget = OutputBudget(limit: 10)
        let admitted = [0, 9, 10, 25].map { budget.admits(after: $0) }
        #expect(admitted == [true, true, false, false])
        budget.leaveOut(3)
        #expect(budget.leftOut == 5)
    }

    @Test func layoutJSONLeavesOutNodesPastItsLimitAndCountsThem() throws {
        // The first square (its frame and colour) ends at byte 512: with that limit the
        // next two squares (4 nodes) are left out, and the stack's children close.
        let json = LayoutJSON.encode(try squares(), limit: 512)
        #expect(json.hasSuffix("""
                  }
                ]
              },
              "omittedNodes": 4
            }

            """))
        #expect(json.occurrences(of: "\"type\": \"Color\"") == 1)
    }

    @Test func theFrameTableEndsWithWhatItLeftOut() throws {
        #expect(FrameTable.render(try squares(), limit: 100) == """
            type       label   x   y    w   h
            HStack            17  75  166  50
              frame           17  75   50  50
                Color  "red"  17  75   50  50
            … 4 more frames left out: kb lists at most 100 bytes of frames

            """)
    }

    @Test func svgLeavesOutDrawingsPastItsLimitInAComment() throws {
        let svg = SVGPicture.render(try squares(), limit: 1)
        #expect(svg.occurrences(of: "<rect") == 2)
        #expect(svg.hasSuffix("<!-- 2 more drawings left out: kb writes at most 1 bytes of SVG -->\n</svg>\n"))
    }

    @Test func theTerminalPictureIsNeverWiderThanAThousandColumns() {
        #expect(TerminalPicture(columns: 1_000_000).columns == 1000)
        #expect(TerminalPicture(columns: 3).columns == 10)
    }
}

extension String {
    func occurrences(of piece: String) -> Int {
        var count = 0
        var rest = self[...]
        while let found = rest.firstRange(of: piece) {
            count += 1
            rest = rest[found.upperBound...]
        }
        return count
    }
}
