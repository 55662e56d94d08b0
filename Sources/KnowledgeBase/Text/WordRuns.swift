/// Words of code as runs of letters, digits and `_`, found scalar by scalar.
extension String {
    /// The runs of letters, digits and `_`, as `split(whereSeparator: { !($0.isLetter ||
    /// $0.isNumber || $0 == "_") })` finds them: a character is a letter or a digit by its
    /// first scalar, and a mark or joiner after a scalar belongs to its character. Read as
    /// scalars, with ASCII decided without Unicode's tables, code is split several times
    /// faster than character by character, which finds each character's end first.
    func letterAndDigitRuns() -> [Substring] {
        var runs: [Substring] = []
        let scalars = unicodeScalars
        var runStart: String.Index?
        var inRun = false
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let value = scalar.value
            let isWordScalar: Bool
            if value < 0x80 {
                isWordScalar = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                    || value == 0x5F
            } else if Self.continuesCharacter(scalar) {
                isWordScalar = inRun
            } else {
                isWordScalar = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            }
            if isWordScalar, !inRun {
                runStart = index
            } else if !isWordScalar, inRun, let start = runStart {
                runs.append(self[start..<index])
            }
            inRun = isWordScalar
            index = scalars.index(after: index)
        }
        if inRun, let start = runStart { runs.append(self[start...]) }
        return runs
    }

    /// A mark or a joiner: it extends the character before it rather than starting one.
    private static func continuesCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar.value == 0x200D
        }
    }
}
