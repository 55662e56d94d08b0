#ifndef CSEARCHRANKING_H
#define CSEARCHRANKING_H

#include <sqlite3.h>

/// Adds kb_rank to the FTS5 tables of connection `db` (see SearchRanking.c); returns
/// SQLite's result code.
int kb_register_search_ranking(sqlite3 *db);

#endif
