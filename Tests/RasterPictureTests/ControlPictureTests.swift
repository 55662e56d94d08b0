import LayoutEngine
import RasterPicture
import SnippetRunner
import Testing

/// Toggles, sliders, steppers and progress views look like iOS's, at UIKit's sizes
/// (UISwitch 51 x 31, UISlider's 28-point thumb, UIStepper 94 x 32, UIProgressView 4 high,
/// UIActivityIndicatorView 20 x 20), in the state their binding starts in.
@Suite struct ControlPictureTests {
    func picture(_ source: String) throws -> (Bitmap, DisplayList) {
        let outcome = SnippetRunner().run(source, canvas: Canvas(width: 300, height: 100))
        let list = DisplayList(try #require(outcome.layout, "\(outcome.status)"))
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        return (RasterPicture.render(list), list)
    }

    let white = Bitmap.Pixel(red: 255, green: 255, blue: 255)
    let green = Bitmap.Pixel(red: 52, green: 199, blue: 89)
    let blue = Bitmap.Pixel(red: 0, green: 122, blue: 255)

    func dark(_ pixel: Bitmap.Pixel?) -> Bool { pixel.map { Int($0.red) + Int($0.green) + Int($0.blue) < 200 } ?? false }

    @Test func aToggleIsItsLabelBesideASwitchOnOrOffAsItsBindingStarts() throws {
        // The toggle takes the 300 points offered, 31 high: y 34.5 to 65.5; the switch is its last 51 points.
        let (on, list) = try picture("Toggle(\"Wi-Fi\", isOn: .constant(true))")
        #expect(on.pixel(at: Point(x: 254, y: 50)) == green, "the track's leading end, left of the knob")
        #expect(on.pixel(at: Point(x: 284.5, y: 50)) == white, "the knob, at the trailing end")
        #expect(on.pixel(at: Point(x: 246, y: 50)) == white, "nothing before the switch")
        let texts = list.items.compactMap { item -> String? in if case .text(let run) = item.drawing { run.lines[0].text } else { nil } }
        #expect(texts == ["Wi-Fi"])
        #expect(!list.items.contains { if case .placeholder = $0.drawing { true } else { false } })
        let (off, offList) = try picture("""
            struct Lamp: View {
                @State private var isOn = false
                var body: some View { Toggle(isOn: $isOn) { Text("불끄기") } }
            }
            """)
        #expect(off.pixel(at: Point(x: 264.5, y: 50)) == white, "the knob at the leading end")
        let track = try #require(off.pixel(at: Point(x: 292, y: 50)))
        #expect(track.red > 225 && track.red < 240 && track.blue > track.red, "the light grey track: \(track)")
        // The closure's Text is the label, drawn at the leading edge.
        let offTexts = offList.items.compactMap { item -> String? in if case .text(let run) = item.drawing { run.lines[0].text } else { nil } }
        #expect(offTexts == ["불끄기"])
        #expect(off.pixels(in: Rect(x: 0, y: 40, width: 60, height: 20)).contains { dark($0) })
    }

    @Test func aSliderShowsItsValueAsAFilledTrackAndAThumb() throws {
        // 300 wide: the thumb's centre runs from 14 to 286; 3 of 0...10 puts it at 95.6.
        let (slider, _) = try picture("Slider(value: .constant(3), in: 0...10)")
        #expect(slider.pixel(at: Point(x: 40, y: 50)) == blue)
        #expect(slider.pixel(at: Point(x: 95.6, y: 50)) == white)
        let rest = try #require(slider.pixel(at: Point(x: 200, y: 50)))
        #expect(rest != blue && rest != white && rest.red == rest.green && rest.red > 220, "\(rest)")
        #expect(slider.pixel(at: Point(x: 200, y: 45)) == white, "the track is 4 points high")
    }

    /// `.tint(_:)` and `.accentColor(_:)` "override the default accent color for this view"
    /// (Apple's documentation of `tint(_:)`): a slider's filled track, a progress bar and a
    /// button's title take it; a switch that is on takes a tint only
    /// (`SwitchToggleStyle.init(tint:)` is deprecated for `tint(_:)`); a view outside the
    /// modifier keeps the accent colour.
    @Test func aTintColoursWhatTheAccentColourWould() throws {
        let red = Bitmap.Pixel(red: 255, green: 59, blue: 48), orange = Bitmap.Pixel(red: 255, green: 149, blue: 0)
        let (slider, _) = try picture("Slider(value: .constant(3), in: 0...10).tint(.red)")
        #expect(slider.pixel(at: Point(x: 40, y: 50)) == red)
        let (bar, _) = try picture("ProgressView(value: 30, total: 120).accentColor(.orange)")
        #expect(bar.pixel(at: Point(x: 70, y: 50)) == orange)
        let (on, _) = try picture("Toggle(\"Wi-Fi\", isOn: .constant(true)).tint(.orange)")
        #expect(on.pixel(at: Point(x: 254, y: 50)) == orange)
        // A switch is green, not the accent colour: `.accentColor` leaves it green, and the
        // iOS 14 `SwitchToggleStyle(tint:)` colours it as `.tint` does.
        let (accented, _) = try picture("Toggle(\"Wi-Fi\", isOn: .constant(true)).accentColor(.orange)")
        #expect(accented.pixel(at: Point(x: 254, y: 50)) == green)
        let (styled, _) = try picture("Toggle(\"Wi-Fi\", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .red))")
        #expect(styled.pixel(at: Point(x: 254, y: 50)) == red)
        let (_, buttons) = try picture("""
            VStack {
                Button("Delete") { }.tint(.red)
                Button(action: {}) { Text("Undo") }.tint(.orange)
                Button("Keep") { }
            }
            """)
        let colours = buttons.items.compactMap { item -> String? in
            if case .text(let run) = item.drawing { "\(run.lines[0].text) \(run.color.name)" } else { nil }
        }
        #expect(colours == ["Delete red", "Undo orange", "Keep accentColor"])
    }

    @Test func aStepperIsItsLabelBesideAMinusAndAPlus() throws {
        let (_, list) = try picture("Stepper(\"Quantity: 3\", value: .constant(3))")
        let texts = list.items.compactMap { item -> String? in if case .text(let run) = item.drawing { run.lines[0].text } else { nil } }
        #expect(texts == ["Quantity: 3", "−", "+"])
        let box = list.items.compactMap { item -> Outline? in if case .fill(let outline, _) = item.drawing { outline } else { nil } }.first
        #expect(box == Outline(rect: Rect(x: 206, y: 34, width: 94, height: 32), form: .rectangle(cornerRadius: 8)))
    }

    @Test func aProgressViewIsABarFilledToItsValueOrASpinner() throws {
        let (bar, _) = try picture("ProgressView(value: 30, total: 120)")
        // A quarter of 300 points is filled.
        #expect(bar.pixel(at: Point(x: 70, y: 50)) == blue)
        #expect(bar.pixel(at: Point(x: 80, y: 50)) != blue)
        #expect(bar.pixel(at: Point(x: 70, y: 47.5)) == white)
        let (_, spinner) = try picture("ProgressView()")
        #expect(spinner.items.count == 8)
        #expect(spinner.contentBounds == Rect(x: 141, y: 41, width: 18, height: 18))
    }

    /// The real notes' picker (100 Days of SwiftUI, day 16): its label, and the student it
    /// starts on with a menu's chevrons at the trailing edge.
    @Test func aPickerIsItsLabelAndItsChoice() throws {
        let (_, list) = try picture("""
            struct ContentView: View {
                let students = ["Harry", "Hermione", "Ron"]
                @State private var selectedStudent = "Harry"
                var body: some View {
                    Picker("Select your student", selection: $selectedStudent) {
                        ForEach(students, id: \\.self) { Text($0) }
                    }
                }
            }
            """)
        let texts = list.items.compactMap { item -> String? in
            if case .text(let run) = item.drawing { "\(run.lines[0].text) \(run.alignment) \(run.lines[0].x)" } else { nil }
        }
        #expect(texts == ["Select your student leading 0.0", "Harry ↕ trailing 300.0"])
    }
}
