import Foundation

/// How a writer waits for another: SQLite asks again and again while the other kb holds
/// the write lock; after a second this says so on stderr, once, and keeps waiting, up to
/// ten minutes (an import of thousands of notes takes one or two).
struct WriterWait: Sendable {
    let path: String
    static let pause: useconds_t = 10_000
    static let triesBeforeSaying = 100
    static let triesBeforeGivingUp = 60_000

    var callback: @Sendable (Int) -> Bool {
        let path = path
        return { tries in
            if tries == Self.triesBeforeSaying {
                FileHandle.standardError.write(Data("kb: waiting for another kb that is writing \(path)…\n".utf8))
            }
            guard tries < Self.triesBeforeGivingUp else { return false }
            usleep(Self.pause)
            return true
        }
    }
}
