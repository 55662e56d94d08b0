// Measures LayoutEngine: lays out trees of nested stacks of Texts and frames of 1,000 to
// 100,000 views and prints, for each size, the median time of three runs and views per
// second. `make bench` runs it; the growth from 1,000 to 100,000 views shows whether the
// stack algorithm stays near linear.
import Foundation
import LayoutEngine

/// Rows of four cells in sections of ten rows: about `views` views in all.
func tree(views: Int) -> View {
    var count = 0
    var sections: [View] = []
    while count < views {
        var rows: [View] = []
        for row in 0..<10 where count < views {
            let cells = (0..<4).map { cell -> View in
                View.text("Item \(row).\(cell) with a few words").frame(maxWidth: .infinity).padding(4)
            }
            rows.append(View.hstack(cells).background(.color(row.isMultiple(of: 2) ? "yellow" : "white")))
            count += 4 * 4 + 2  // Text, frame, padding per cell (+ Text's line), the HStack and background
        }
        sections.append(View.vstack(alignment: .leading, rows))
        count += 1
    }
    return View.scrollView(.vertical, [View.lazyVStack(sections)])
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let sizes = CommandLine.arguments.dropFirst().compactMap(Int.init)
var results: [(Int, Double)] = []
for size in sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes {
    let view = tree(views: size)
    var times: [Double] = []
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try Canvas(width: 390, height: 844).layOut(view)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    results.append((size, median(times)))
    print(String(format: "layout %7d views: %8.1f ms  %9.0f views/s", size, median(times) * 1000, Double(size) / median(times)))
}
if let first = results.first, let last = results.last, last.0 > first.0 {
    print(String(format: "growth %d -> %d views: time x%.1f for views x%.0f", first.0, last.0, last.1 / first.1,
                 Double(last.0) / Double(first.0)))
}
