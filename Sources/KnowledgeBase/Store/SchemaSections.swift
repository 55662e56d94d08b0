extension Schema {
    /// The parts of schema.sql that upgrade an older database: each section that starts
    /// with a `-- since version N` line, with its N. A database of version V gets the
    /// sections with N > V, in order.
    static let sections: [(since: Int, sql: String)] = {
        let marker = "\n-- since version "
        return sql.components(separatedByBytes: marker).dropFirst().map { piece in
            let version = Int(piece.prefix { $0.isNumber }) ?? 0
            // The rest of the marker line names the section; the SQL follows it.
            return (version, String(piece.drop { $0 != "\n" }))
        }
    }()
}
