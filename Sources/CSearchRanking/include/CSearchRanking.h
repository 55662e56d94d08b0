#ifndef CSEARCHRANKING_H
#define CSEARCHRANKING_H

#include <sqlite3.h>

/// Adds kb_rank to the FTS5 tables of connection `db` (see SearchRanking.c); returns
/// SQLite's result code.
int kb_register_search_ranking(sqlite3 *db);

/// The rows per blob of search_lengths (see SearchRanking.c).
#define KB_LENGTHS_PER_CHUNK 4096

/// Writes the blob of search_lengths for rows chunk × 4,096 up to the next, from FTS5's
/// docsize table (or takes it out when no row is left there); returns SQLite's result code.
int kb_refresh_lengths(sqlite3 *db, sqlite3_int64 chunk);

#endif
