#ifndef CSEARCHRANKING_H
#define CSEARCHRANKING_H

#include <sqlite3.h>

/// Adds kb_rank to the FTS5 tables of connection `db` (see SearchRanking.c); returns
/// SQLite's result code.
int kb_register_search_ranking(sqlite3 *db);

/// An index row's kind, as search_documents names it: KB_KIND_UNKNOWN where search_row_facts
/// does not say.
enum { KB_KIND_UNKNOWN = 0, KB_KIND_PASSAGE = 1, KB_KIND_CONCEPT = 2, KB_KIND_SNIPPET = 3, KB_KIND_CHAPTER = 4 };

/// A row among a query's best: its rowid, 0 when its term column names every word of the
/// query (1 when not), its bm25 score (lower is better) and its kind.
typedef struct {
    sqlite3_int64 id;
    int unnamed;
    double score;
    int kind;
} KBRankedRow;

/// What kb_rank_best ranks by and where it puts the best rows: `rows` has room for `keep`.
typedef struct {
    int keep;
    /// Each phrase's word, as kb_rank takes them ("0 0 1").
    const char *groups;
    int named_column;
    const double *weights;
    int weight_count;
    KBRankedRow *rows;
    /// Set by kb_rank_best: how many rows it found, and whether `groups` did not name the
    /// expression's phrases.
    int count;
    int mismatch;
} KBBestRows;

/// The `keep` best matches of `expression` in search_index, ordered as kb_rank's
/// `ORDER BY named DESC, score, rowid LIMIT keep` orders them, with the same scores, but
/// without ordering or returning every match (see SearchRanking.c). Returns SQLite's
/// result code, SQLITE_MISMATCH when `groups` does not name the expression's phrases.
int kb_rank_best(sqlite3 *db, const char *expression, KBBestRows *best);

/// The rows per blob of search_row_facts (see SearchRanking.c).
#define KB_ROW_FACTS_PER_CHUNK 4096

/// Writes the blob of search_row_facts for rows chunk × 4,096 up to the next, from FTS5's
/// docsize table and search_documents (or takes it out when no row is left there);
/// returns SQLite's result code.
int kb_refresh_row_facts(sqlite3 *db, sqlite3_int64 chunk);

#endif
