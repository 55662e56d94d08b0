import CChafa
import LayoutEngine
import RasterPicture

/// A layout's raster picture for the terminal, through chafa: an inline image where the
/// terminal shows images, block art elsewhere. The picture is as wide as the terminal (at
/// least two points a cell, so that a small layout is not blown up) and, unless a device
/// was asked for, cropped to what is drawn plus a margin.
public struct TerminalImage {
    public var columns: Int
    public var graphics: GraphicsProtocol
    /// Points a cell at the least: body text (17 points) takes four rows, enough to read,
    /// and a small layout is not blown up to the terminal's width.
    public static let smallestCell = 2.0
    /// A picture taller than this many rows is cut: no note's layout is that tall.
    public static let maximumRows = 320
    /// A cell's size in pixels: what the terminal reports, else 10 x 20. An inline image is
    /// drawn in pixels, so a wrong size makes it overrun the columns it was given.
    public var cellPixels = (width: 10, height: 20)

    public init(columns: Int, graphics: GraphicsProtocol) {
        self.columns = max(columns, 10)
        self.graphics = graphics
    }

    public func render(_ result: LayoutResult, device: Bool) -> String {
        let list = DisplayList(result)
        let area = list.shownArea(device: device)
        // A cell is as much higher than wide as the terminal's cells are (about twice).
        let aspect = Double(max(cellPixels.height, 1)) / Double(max(cellPixels.width, 1))
        let cellWidth = max(area.width / Double(columns), Self.smallestCell)
        let width = max(Int((area.width / cellWidth).rounded(.up)), 1)
        let height = min(max(Int((area.height / (cellWidth * aspect)).rounded(.up)), 1), Self.maximumRows)
        // Enough pixels for chafa to choose block shapes from: eight across a cell.
        let bitmap = RasterPicture.render(list, area: area, scale: min(8 / cellWidth, result.canvas.scale * 2))
        return render(bitmap, width: width, height: height)
    }

    /// The bitmap in `width` x `height` cells.
    public func render(_ bitmap: Bitmap, width: Int, height: Int) -> String {
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(width), Int32(height))
        chafa_canvas_config_set_cell_geometry(config, Int32(max(cellPixels.width, 1)), Int32(max(cellPixels.height, 1)))
        let symbols = chafa_symbol_map_new()
        defer { chafa_symbol_map_unref(symbols) }
        chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(rawValue: CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue))
        chafa_canvas_config_set_symbol_map(config, symbols)
        switch graphics {
        case .kitty: chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_KITTY)
        case .iterm2: chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_ITERM2)
        case .sixel: chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS)
        case .trueColorBlocks: chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        case .palette256Blocks: chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_INDEXED_240)
        }
        let canvas = chafa_canvas_new(config)
        defer { chafa_canvas_unref(canvas) }
        var rgba = [UInt8](repeating: 255, count: bitmap.width * bitmap.height * 4)
        for index in 0..<(bitmap.width * bitmap.height) {
            rgba[index * 4] = bitmap.rgb[index * 3]
            rgba[index * 4 + 1] = bitmap.rgb[index * 3 + 1]
            rgba[index * 4 + 2] = bitmap.rgb[index * 3 + 2]
        }
        rgba.withUnsafeBufferPointer {
            chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, $0.baseAddress, Int32(bitmap.width), Int32(bitmap.height),
                                         Int32(bitmap.width * 4))
        }
        guard let printed = chafa_canvas_print(canvas, nil) else { return "" }
        defer { g_string_free(printed, 1) }
        return String(cString: printed.pointee.str)
    }
}
