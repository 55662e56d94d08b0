import CChafa
import Glibc

/// How a terminal is sent a picture: as an image in one of the three protocols terminals
/// speak (kitty's graphics protocol, iTerm2's inline images, sixels), or as Unicode block
/// art coloured in 24-bit or 256 colours. chafa's terminal database reads the environment
/// (`TERM`, `TERM_PROGRAM`, `COLORTERM`, `KITTY_WINDOW_ID` …) and says which a terminal speaks.
public enum GraphicsProtocol: String, Sendable, CaseIterable {
    case kitty, iterm2, sixel, trueColorBlocks, palette256Blocks

    public var isBlockArt: Bool { self == .trueColorBlocks || self == .palette256Blocks }

    public static func detect(_ environment: [String: String]) -> GraphicsProtocol {
        let entries = environment.map { "\($0.key)=\($0.value)" }
        var pointers: [UnsafeMutablePointer<CChar>?] = entries.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        guard let info = pointers.withUnsafeMutableBufferPointer({ chafa_term_db_detect(chafa_term_db_get_default(), $0.baseAddress) })
        else { return .palette256Blocks }
        defer { chafa_term_info_unref(info) }
        if chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1) != 0 { return .kitty }
        if chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE) != 0 { return .iterm2 }
        if chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_BEGIN_SIXELS) != 0 { return .sixel }
        if chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_SET_COLOR_FGBG_DIRECT) != 0 { return .trueColorBlocks }
        return .palette256Blocks
    }
}
