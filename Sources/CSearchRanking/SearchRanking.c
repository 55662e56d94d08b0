// kb_rank and kb_named: FTS5's bm25 ranking, computed in full only for the rows that can
// be among a query's best, and whether a row names the query's words in its term column.
// kb_bm25_of: bm25 for chosen rows only.
//
//   kb_rank(search_index, keep, groups, named_column, weight_1, …, weight_n)
//   kb_named(search_index, groups, named_column)
//   kb_bm25_of(search_index, ids, weight_1, …, weight_n)
//
// kb_rank_best (CSearchRanking.h), which search calls, ranks as kb_rank does and returns
// only the `keep` best rows: what `ORDER BY named DESC, score, rowid LIMIT keep` over
// kb_rank and kb_named returns, without handing every match to SQLite's sorter (for the
// 20,000 matches of `크기` on 1,000 notes, a quarter of the ranking's time).
//
// kb_bm25_of returns bm25(search_index, weight_1, …, weight_n) for a row whose rowid is
// in `ids` ("4,8,15"), NULL for any other: a search that needs the scores of a few of a
// common word's matches reads only their lengths. (`rowid IN (…)` beside MATCH makes FTS5
// look each rowid up on its own, which took 190 ms for 2,600 rowids on 1,000 notes;
// bm25 for all 15,039 matches of `크기` takes 45 ms.)
//
// `groups` gives, for each phrase of the MATCH expression in order, the number of the
// required word it finds (0, 1, …; the alternatives of a word share its number), or -1 for
// a phrase the query excludes: "0 0 1 -1". A row is named when every required word has a
// phrase in column `named_column`: what `rowid IN (SELECT rowid FROM search_index WHERE
// search_index MATCH '{column} : (expression)')` tells, without that subquery's lookup per
// row (11 of the 25 ms of ranking `크기` on 1,000 notes). An excluded phrase never occurs
// in a matching row, so it cannot decide.
//
// kb_rank returns, for each matching row, the score bm25(search_index, weight_1, …,
// weight_n) gives it (the same double: the formula and its order of operations are
// SQLite's, fts5_aux.c, documented at https://sqlite.org/fts5.html#the_bm25_function)
// whenever the row can be among the `keep` best rows by (named first, then score). Any
// other row gets a score that is better than or equal to its true score but worse than
// the `keep` best seen before it, so `ORDER BY named DESC, score LIMIT keep` returns
// exactly the rows and scores that bm25 would.
//
// Why: bm25 divides by each row's length in tokens, which FTS5 reads from its docsize
// table with one lookup per matching row, and a common word matches thousands of rows:
// on 1,000 notes, `크기` matches 15,020 rows. A row's matches already bound its length from
// below (a column holding a match at position p has at least p + 1 tokens), and a shorter
// length only raises a bm25 score, so the score with that bound is never worse than the
// true one: when even it cannot enter the `keep` best so far, the row's length is never
// looked up (3,666 of the 15,020 are, for the best 80).
//
// A length that is looked up is read from search_row_facts (schema.sql, version 11): the
// kind and length of 4,096 rows in one blob, so that one lookup serves every row of a
// common word's matches in that stretch. FTS5's own xColumnSize runs a statement on its
// docsize table for each row: for the 20,000 matches of `크기` on 1,000 notes, a third of
// a search's time. A row whose length the blob does not give (none stored, or too long
// for its 13 bits) is looked up in docsize as before. The kind comes with it, so that
// search learns the kinds of its best rows without looking each one up in
// search_documents (160 reads of pages spread over the file). kb_refresh_row_facts writes
// the blobs from docsize and search_documents; an import calls it for each stretch of
// rows it wrote or took out.
#include "CSearchRanking.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

/// A row's facts in its blob: two bytes, little-endian; the low 13 bits its length in
/// tokens (0: no row stored; all ones: too long, read docsize), the high 3 its kind.
enum {
    FACTS_PER_CHUNK = KB_ROW_FACTS_PER_CHUNK,
    FACT_BYTES = 2,
    LENGTH_BITS = 13,
    LENGTH_MASK = (1 << LENGTH_BITS) - 1,
    LENGTH_UNKNOWN = 0,
    LENGTH_TOO_LONG = LENGTH_MASK,
};

/// The blob of search_row_facts that holds the current row's facts, read once per stretch.
typedef struct {
    sqlite3_stmt *statement;
    sqlite3_int64 chunk;
    const unsigned char *facts;
    int count;
} StoredFacts;

/// The current row's length in tokens (all columns), as xColumnSize gives it, and its
/// kind as search_documents names it (KB_KIND_UNKNOWN when the blob does not say).
static int row_facts(const Fts5ExtensionApi *api, Fts5Context *context, sqlite3 *db, StoredFacts *stored, int *length,
                     int *kind) {
    sqlite3_int64 rowid = api->xRowid(context);
    sqlite3_int64 chunk = rowid / FACTS_PER_CHUNK;
    *kind = KB_KIND_UNKNOWN;
    if (rowid >= 0 && chunk != stored->chunk) {
        stored->chunk = chunk;
        stored->facts = NULL;
        stored->count = 0;
        if (!stored->statement) {
            // A database without the table (none older than version 11 is read) finds
            // every length in docsize.
            sqlite3_prepare_v2(db, "SELECT facts FROM search_row_facts WHERE chunk = ?", -1, &stored->statement, NULL);
        }
        if (stored->statement) {
            sqlite3_reset(stored->statement);
            sqlite3_bind_int64(stored->statement, 1, chunk);
            if (sqlite3_step(stored->statement) == SQLITE_ROW) {
                stored->facts = sqlite3_column_blob(stored->statement, 0);
                stored->count = sqlite3_column_bytes(stored->statement, 0) / FACT_BYTES;
            }
        }
    }
    int slot = (int)(rowid - chunk * FACTS_PER_CHUNK);
    if (rowid >= 0 && stored->facts && slot < stored->count) {
        const unsigned char *bytes = stored->facts + slot * FACT_BYTES;
        int value = bytes[0] | bytes[1] << 8;
        int stored_length = value & LENGTH_MASK;
        if (stored_length != LENGTH_UNKNOWN) *kind = value >> LENGTH_BITS;
        if (stored_length != LENGTH_UNKNOWN && stored_length != LENGTH_TOO_LONG) {
            *length = stored_length;
            return SQLITE_OK;
        }
    }
    return api->xColumnSize(context, -1, length);
}

/// A row's place in the ranking; kb_rank_best returns the best as they are.
typedef KBRankedRow RankKey;

/// A key ranks before another when its row is named (0 before 1), then by lower score
/// (bm25 scores are negative: lower is better), then by lower rowid: `ORDER BY named DESC,
/// score, rowid`. Of rows that score alike, the kept ones are those with the lowest rowids,
/// whichever came first.
static int rank_key_before(RankKey a, RankKey b) {
    if (a.unnamed != b.unnamed) return a.unnamed < b.unnamed;
    if (a.score != b.score) return a.score < b.score;
    return a.id < b.id;
}

/// The word each phrase of the expression finds, read once per query from the `groups`
/// argument: at most 256 phrases of at most 64 words.
typedef struct {
    int count;
    int words[256];
    unsigned long long required;
} PhraseWords;

/// Reads `groups` into `words`; 0 when it names each of the expression's phrases.
static int read_phrase_words(const char *groups, int phrase_count, PhraseWords *words) {
    memset(words, 0, sizeof(*words));
    if (!groups) return -1;
    const char *cursor = groups;
    while (*cursor == ' ') cursor++;
    while (*cursor) {
        char *end;
        long word = strtol(cursor, &end, 10);
        if (end == cursor || word < -1 || word >= 64 || words->count == 256) return -1;
        words->words[words->count++] = (int)word;
        if (word >= 0) words->required |= 1ULL << word;
        cursor = end;
        while (*cursor == ' ') cursor++;
    }
    return words->count == phrase_count && words->required != 0 ? 0 : -1;
}

typedef struct {
    int phrase_count;
    double average_length;
    double *idf;
    double *frequency;
    // The best `capacity` keys of the rows ranked so far, as a heap whose root is the worst.
    RankKey *best;
    int best_count;
    int capacity;
    // kb_rank_best's rows: the heap is the caller's, which ranking_free leaves alone.
    KBBestRows *caller;
    PhraseWords words;
    // kb_bm25_of's rows: their rowids, sorted.
    sqlite3_int64 *chosen;
    int chosen_count;
    StoredFacts facts;
} Ranking;

static void ranking_free(void *pointer) {
    Ranking *ranking = pointer;
    free(ranking->idf);
    free(ranking->frequency);
    if (!ranking->caller) free(ranking->best);
    free(ranking->chosen);
    sqlite3_finalize(ranking->facts.statement);
    free(ranking);
}

static int count_row(const Fts5ExtensionApi *api, Fts5Context *context, void *count) {
    (void)api; (void)context;
    (*(sqlite3_int64 *)count)++;
    return SQLITE_OK;
}

static int compare_rowids(const void *a, const void *b) {
    sqlite3_int64 left = *(const sqlite3_int64 *)a, right = *(const sqlite3_int64 *)b;
    return (left > right) - (left < right);
}

/// Reads kb_bm25_of's `ids`, rowids separated by commas, into `chosen`, sorted; 0 when
/// the list is well formed (it may be empty).
static int read_chosen(const char *list, Ranking *ranking) {
    if (!list) return -1;
    int capacity = 1;
    for (const char *cursor = list; *cursor; cursor++) capacity += *cursor == ',';
    ranking->chosen = calloc((size_t)capacity, sizeof(sqlite3_int64));
    if (!ranking->chosen) return -1;
    const char *cursor = list;
    while (*cursor == ' ') cursor++;
    while (*cursor) {
        char *end;
        long long rowid = strtoll(cursor, &end, 10);
        if (end == cursor || ranking->chosen_count == capacity) return -1;
        ranking->chosen[ranking->chosen_count++] = rowid;
        cursor = end;
        while (*cursor == ' ') cursor++;
        if (*cursor == ',') cursor++;
        while (*cursor == ' ') cursor++;
    }
    qsort(ranking->chosen, (size_t)ranking->chosen_count, sizeof(sqlite3_int64), compare_rowids);
    return 0;
}

/// The query's constants, computed at its first row as bm25 computes them: each phrase's
/// inverse document frequency and the average row length.
/// NULL with *rc SQLITE_OK when `groups` does not name the expression's phrases, or, for
/// kb_bm25_of (`groups` NULL), when `chosen` is no list of rowids.
static Ranking *ranking_of(const Fts5ExtensionApi *api, Fts5Context *context, int capacity, const char *groups,
                           const char *chosen, KBBestRows *caller, int *rc) {
    Ranking *ranking = api->xGetAuxdata(context, 0);
    if (ranking) return ranking;
    ranking = calloc(1, sizeof(Ranking));
    if (!ranking) { *rc = SQLITE_NOMEM; return NULL; }
    ranking->phrase_count = api->xPhraseCount(context);
    if (groups ? read_phrase_words(groups, ranking->phrase_count, &ranking->words) != 0 : read_chosen(chosen, ranking) != 0) {
        ranking_free(ranking);
        return NULL;
    }
    ranking->capacity = capacity > 0 ? capacity : 0;
    ranking->facts.chunk = -1;
    ranking->idf = calloc((size_t)ranking->phrase_count + 1, sizeof(double));
    ranking->frequency = calloc((size_t)ranking->phrase_count + 1, sizeof(double));
    ranking->caller = caller;
    ranking->best = caller ? caller->rows : calloc((size_t)ranking->capacity + 1, sizeof(RankKey));
    if (!ranking->idf || !ranking->frequency || !ranking->best) { ranking_free(ranking); *rc = SQLITE_NOMEM; return NULL; }
    sqlite3_int64 rows = 0, tokens = 0;
    *rc = api->xRowCount(context, &rows);
    if (*rc == SQLITE_OK) *rc = api->xColumnTotalSize(context, -1, &tokens);
    if (*rc == SQLITE_OK) ranking->average_length = (double)tokens / (double)rows;
    for (int phrase = 0; *rc == SQLITE_OK && phrase < ranking->phrase_count; phrase++) {
        sqlite3_int64 hits = 0;
        *rc = api->xQueryPhrase(context, phrase, &hits, count_row);
        if (*rc == SQLITE_OK) {
            double idf = log((rows - hits + 0.5) / (hits + 0.5));
            ranking->idf[phrase] = idf <= 0.0 ? 1e-6 : idf;
        }
    }
    // A failed xSetAuxdata (out of memory) may have freed `ranking` (newer FTS5 versions
    // do), so it is not freed here.
    if (*rc == SQLITE_OK) *rc = api->xSetAuxdata(context, ranking, ranking_free);
    else ranking_free(ranking);
    return *rc == SQLITE_OK ? ranking : NULL;
}

static double bm25_score(const Ranking *ranking, double length) {
    const double k1 = 1.2, b = 0.75;
    double score = 0.0;
    for (int phrase = 0; phrase < ranking->phrase_count; phrase++) {
        double frequency = ranking->frequency[phrase];
        score += ranking->idf[phrase] * ((frequency * (k1 + 1.0)) / (frequency + k1 * (1 - b + b * length / ranking->average_length)));
    }
    return -1.0 * score;
}

/// Whether a row with `key` can be among the best kept so far.
static int could_be_kept(const Ranking *ranking, RankKey key) {
    if (ranking->capacity == 0) return 0;
    return ranking->best_count < ranking->capacity || !rank_key_before(ranking->best[0], key);
}

static void keep_key(Ranking *ranking, RankKey key) {
    if (ranking->capacity == 0) return;
    RankKey *heap = ranking->best;
    int index;
    if (ranking->best_count < ranking->capacity) {
        index = ranking->best_count++;
        while (index > 0 && rank_key_before(heap[(index - 1) / 2], key)) {
            heap[index] = heap[(index - 1) / 2];
            index = (index - 1) / 2;
        }
        heap[index] = key;
        return;
    }
    if (!rank_key_before(key, heap[0])) return;
    index = 0;
    for (;;) {
        int worst = index, left = 2 * index + 1, right = left + 1;
        RankKey candidate = key;
        if (left < ranking->best_count && rank_key_before(candidate, heap[left])) { worst = left; candidate = heap[left]; }
        if (right < ranking->best_count && rank_key_before(candidate, heap[right])) worst = right;
        if (worst == index) break;
        heap[index] = heap[worst];
        index = worst;
    }
    heap[index] = key;
}

/// Whether every required word has a phrase instance in `named_column` of the current row.
static int row_is_named(const Fts5ExtensionApi *api, Fts5Context *context, const PhraseWords *words, int named_column,
                        int *rc) {
    unsigned long long seen = 0;
    int instances = 0;
    *rc = api->xInstCount(context, &instances);
    for (int instance = 0; *rc == SQLITE_OK && instance < instances; instance++) {
        int phrase, column, offset;
        *rc = api->xInst(context, instance, &phrase, &column, &offset);
        if (*rc == SQLITE_OK && column == named_column && words->words[phrase] >= 0) seen |= 1ULL << words->words[phrase];
    }
    return seen == words->required;
}

/// Each phrase's weighted frequency in the current row, as bm25 counts it, into
/// `ranking->frequency`, and the last position of a match in each of the first 64 columns
/// into `last` (-1 where none).
static int count_frequencies(const Fts5ExtensionApi *api, Fts5Context *context, Ranking *ranking, int weight_count,
                             const double *weights, int last[64]) {
    memset(ranking->frequency, 0, sizeof(double) * (size_t)ranking->phrase_count);
    for (int column = 0; column < 64; column++) last[column] = -1;
    int instances = 0;
    int rc = api->xInstCount(context, &instances);
    for (int instance = 0; rc == SQLITE_OK && instance < instances; instance++) {
        int phrase, column, offset;
        rc = api->xInst(context, instance, &phrase, &column, &offset);
        if (rc != SQLITE_OK) break;
        ranking->frequency[phrase] += column < weight_count ? weights[column] : 1.0;
        if (column < 64 && offset > last[column]) last[column] = offset;
    }
    return rc;
}

static void kb_named(const Fts5ExtensionApi *api, Fts5Context *context, sqlite3_context *result,
                     int argument_count, sqlite3_value **arguments) {
    PhraseWords *words = api->xGetAuxdata(context, 0);
    if (!words && argument_count == 2) {
        words = malloc(sizeof(PhraseWords));
        if (!words) { sqlite3_result_error_nomem(result); return; }
        if (read_phrase_words((const char *)sqlite3_value_text(arguments[0]), api->xPhraseCount(context), words) != 0) {
            free(words);
            words = NULL;
        } else if (api->xSetAuxdata(context, words, free) != SQLITE_OK) {
            // Only out of memory. Newer FTS5 versions free `words` then, older ones do
            // not: it is left, as a leak is better than freeing it twice.
            sqlite3_result_error_nomem(result);
            return;
        }
    }
    if (!words) {
        sqlite3_result_error(result, "kb_named takes the table, each phrase's word (\"0 0 1\") and the column", -1);
        return;
    }
    int rc = SQLITE_OK;
    int named = row_is_named(api, context, words, sqlite3_value_int(arguments[1]), &rc);
    if (rc != SQLITE_OK) sqlite3_result_error_code(result, rc);
    else sqlite3_result_int(result, named);
}

/// The most weights a ranking reads: one per column.
enum { MAX_WEIGHTS = 64 };

/// The weights given as SQL values, as numbers.
static int read_weights(int count, sqlite3_value **values, double weights[MAX_WEIGHTS]) {
    int read = count < MAX_WEIGHTS ? count : MAX_WEIGHTS;
    for (int column = 0; column < read; column++) weights[column] = sqlite3_value_double(values[column]);
    return read;
}

/// The current row's key: whether it is named, and its bm25 score when it can be among the
/// best kept so far (it is then kept), else the bound that shows it cannot.
static int rank_row(const Fts5ExtensionApi *api, Fts5Context *context, sqlite3 *db, Ranking *ranking, int named_column,
                    int weight_count, const double *weights, RankKey *key) {
    int rc = SQLITE_OK;
    int named = row_is_named(api, context, &ranking->words, named_column, &rc);
    if (rc != SQLITE_OK) return rc;
    // The last position of a match in each column; columns beyond 64 are not bounded.
    int last[64];
    rc = count_frequencies(api, context, ranking, weight_count, weights, last);
    if (rc != SQLITE_OK) return rc;
    int columns = api->xColumnCount(context);
    double shortest = 0.0;
    for (int column = 0; column < columns && column < 64; column++) {
        if (last[column] >= 0) shortest += last[column] + 1;
    }
    *key = (RankKey){ api->xRowid(context), named ? 0 : 1, bm25_score(ranking, shortest), KB_KIND_UNKNOWN };
    if (could_be_kept(ranking, *key)) {
        int length = 0;
        rc = row_facts(api, context, db, &ranking->facts, &length, &key->kind);
        if (rc != SQLITE_OK) return rc;
        key->score = bm25_score(ranking, (double)length);
        keep_key(ranking, *key);
    }
    return SQLITE_OK;
}

static void kb_rank(const Fts5ExtensionApi *api, Fts5Context *context, sqlite3_context *result,
                    int argument_count, sqlite3_value **arguments) {
    int rc = SQLITE_OK;
    Ranking *ranking = argument_count >= 3
        ? ranking_of(api, context, sqlite3_value_int(arguments[0]), (const char *)sqlite3_value_text(arguments[1]), NULL, NULL, &rc)
        : NULL;
    if (!ranking) {
        if (rc == SQLITE_OK) {
            sqlite3_result_error(result, "kb_rank takes the table, how many rows to keep, each phrase's word (\"0 0 1\"), "
                                 "the column that names them, and the weights", -1);
        } else {
            sqlite3_result_error_code(result, rc);
        }
        return;
    }
    double weights[MAX_WEIGHTS];
    int weight_count = read_weights(argument_count - 3, arguments + 3, weights);
    RankKey key;
    rc = rank_row(api, context, sqlite3_context_db_handle(result), ranking, sqlite3_value_int(arguments[2]), weight_count,
                  weights, &key);
    if (rc != SQLITE_OK) sqlite3_result_error_code(result, rc);
    else sqlite3_result_double(result, key.score);
}

/// kb_rank_best's auxiliary function: ranks the current row into the caller's rows and
/// returns 0, so that no row leaves the statement.
static void kb_keep_best(const Fts5ExtensionApi *api, Fts5Context *context, sqlite3_context *result,
                         int argument_count, sqlite3_value **arguments) {
    KBBestRows *best = argument_count == 1 ? sqlite3_value_pointer(arguments[0], "kb_best_rows") : NULL;
    if (!best) {
        sqlite3_result_error(result, "kb_keep_best takes the table and kb_rank_best's rows", -1);
        return;
    }
    int rc = SQLITE_OK;
    Ranking *ranking = ranking_of(api, context, best->keep, best->groups, NULL, best, &rc);
    if (!ranking) {
        if (rc == SQLITE_OK) best->mismatch = 1;
        sqlite3_result_error_code(result, rc == SQLITE_OK ? SQLITE_MISMATCH : rc);
        return;
    }
    RankKey key;
    rc = rank_row(api, context, sqlite3_context_db_handle(result), ranking, best->named_column, best->weight_count,
                  best->weights, &key);
    best->count = ranking->best_count;
    if (rc != SQLITE_OK) sqlite3_result_error_code(result, rc);
    else sqlite3_result_int(result, 0);
}

static void kb_bm25_of(const Fts5ExtensionApi *api, Fts5Context *context, sqlite3_context *result,
                       int argument_count, sqlite3_value **arguments) {
    int rc = SQLITE_OK;
    Ranking *ranking = argument_count >= 1
        ? ranking_of(api, context, 0, NULL, (const char *)sqlite3_value_text(arguments[0]), NULL, &rc) : NULL;
    if (!ranking) {
        if (rc == SQLITE_OK) sqlite3_result_error(result, "kb_bm25_of takes the table, the rowids (\"4,8,15\") and the weights", -1);
        else sqlite3_result_error_code(result, rc);
        return;
    }
    sqlite3_int64 rowid = api->xRowid(context);
    if (!bsearch(&rowid, ranking->chosen, (size_t)ranking->chosen_count, sizeof(sqlite3_int64), compare_rowids)) {
        sqlite3_result_null(result);
        return;
    }
    int last[64];
    double weights[MAX_WEIGHTS];
    int weight_count = read_weights(argument_count - 1, arguments + 1, weights);
    rc = count_frequencies(api, context, ranking, weight_count, weights, last);
    int length = 0, kind;
    if (rc == SQLITE_OK) rc = row_facts(api, context, sqlite3_context_db_handle(result), &ranking->facts, &length, &kind);
    if (rc != SQLITE_OK) { sqlite3_result_error_code(result, rc); return; }
    sqlite3_result_double(result, bm25_score(ranking, (double)length));
}

/// Reads a varint as SQLite writes it (FTS5's docsize sizes): seven bits a byte, most
/// significant first, the high bit set on every byte but the last.
static const unsigned char *read_varint(const unsigned char *cursor, const unsigned char *end, sqlite3_int64 *value) {
    *value = 0;
    for (int count = 0; cursor < end && count < 9; count++) {
        unsigned char byte = *cursor++;
        *value = count == 8 ? (*value << 8) | byte : (*value << 7) | (byte & 0x7F);
        if (count == 8 || !(byte & 0x80)) break;
    }
    return cursor;
}

/// The kind search_documents names, as a row's facts hold it.
static int kind_named(const unsigned char *name) {
    if (!name) return KB_KIND_UNKNOWN;
    if (strcmp((const char *)name, "passage") == 0) return KB_KIND_PASSAGE;
    if (strcmp((const char *)name, "concept") == 0) return KB_KIND_CONCEPT;
    if (strcmp((const char *)name, "snippet") == 0) return KB_KIND_SNIPPET;
    if (strcmp((const char *)name, "chapter") == 0) return KB_KIND_CHAPTER;
    return KB_KIND_UNKNOWN;
}

int kb_refresh_row_facts(sqlite3 *db, sqlite3_int64 chunk) {
    unsigned char facts[FACTS_PER_CHUNK * FACT_BYTES];
    memset(facts, 0, sizeof(facts));
    sqlite3_stmt *read = NULL, *write = NULL;
    int rows = 0;
    int rc = sqlite3_prepare_v2(db, "SELECT s.id, s.sz, d.kind FROM search_index_docsize s "
                                    "LEFT JOIN search_documents d ON d.id = s.id WHERE s.id BETWEEN ?1 AND ?2",
                                -1, &read, NULL);
    if (rc == SQLITE_OK) {
        sqlite3_int64 first = chunk * FACTS_PER_CHUNK;
        sqlite3_bind_int64(read, 1, first);
        sqlite3_bind_int64(read, 2, first + FACTS_PER_CHUNK - 1);
        while ((rc = sqlite3_step(read)) == SQLITE_ROW) {
            const unsigned char *sizes = sqlite3_column_blob(read, 1);
            const unsigned char *end = sizes + sqlite3_column_bytes(read, 1);
            sqlite3_int64 total = 0, size = 0;
            while (sizes && sizes < end) {
                sizes = read_varint(sizes, end, &size);
                total += size;
            }
            // A row of no tokens matches nothing; it is stored as unknown.
            int length = total >= LENGTH_TOO_LONG ? LENGTH_TOO_LONG : (int)total;
            int value = length == LENGTH_UNKNOWN ? 0 : length | kind_named(sqlite3_column_text(read, 2)) << LENGTH_BITS;
            int slot = (int)(sqlite3_column_int64(read, 0) - first);
            facts[slot * FACT_BYTES] = (unsigned char)(value & 0xFF);
            facts[slot * FACT_BYTES + 1] = (unsigned char)(value >> 8);
            rows += value != 0;
        }
        if (rc == SQLITE_DONE) rc = SQLITE_OK;
    }
    sqlite3_finalize(read);
    if (rc != SQLITE_OK) return rc;
    rc = sqlite3_prepare_v2(db, rows > 0 ? "INSERT OR REPLACE INTO search_row_facts (chunk, facts) VALUES (?1, ?2)"
                                         : "DELETE FROM search_row_facts WHERE chunk = ?1", -1, &write, NULL);
    if (rc == SQLITE_OK) {
        sqlite3_bind_int64(write, 1, chunk);
        if (rows > 0) sqlite3_bind_blob(write, 2, facts, sizeof(facts), SQLITE_STATIC);
        rc = sqlite3_step(write);
        if (rc == SQLITE_DONE) rc = SQLITE_OK;
    }
    sqlite3_finalize(write);
    return rc;
}

/// Orders the best rows as `ORDER BY named DESC, score, rowid` does.
static int compare_ranked(const void *a, const void *b) {
    const KBRankedRow *left = a, *right = b;
    return rank_key_before(*left, *right) ? -1 : rank_key_before(*right, *left) ? 1 : 0;
}

int kb_rank_best(sqlite3 *db, const char *expression, KBBestRows *best) {
    best->count = 0;
    best->mismatch = 0;
    if (best->keep <= 0) return SQLITE_OK;
    sqlite3_stmt *statement = NULL;
    int rc = sqlite3_prepare_v2(db, "SELECT 1 FROM search_index WHERE search_index MATCH ?1 AND kb_keep_best(search_index, ?2)",
                                -1, &statement, NULL);
    if (rc == SQLITE_OK) {
        sqlite3_bind_text(statement, 1, expression, -1, SQLITE_STATIC);
        sqlite3_bind_pointer(statement, 2, best, "kb_best_rows", NULL);
        while ((rc = sqlite3_step(statement)) == SQLITE_ROW) {}
        if (rc == SQLITE_DONE) rc = SQLITE_OK;
    }
    sqlite3_finalize(statement);
    if (best->mismatch) return SQLITE_MISMATCH;
    if (rc != SQLITE_OK) return rc;
    qsort(best->rows, (size_t)best->count, sizeof(KBRankedRow), compare_ranked);
    return SQLITE_OK;
}

int kb_register_search_ranking(sqlite3 *db) {
    fts5_api *fts5 = NULL;
    sqlite3_stmt *statement = NULL;
    int rc = sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &statement, NULL);
    if (rc != SQLITE_OK) return rc;
    sqlite3_bind_pointer(statement, 1, (void *)&fts5, "fts5_api_ptr", NULL);
    sqlite3_step(statement);
    rc = sqlite3_finalize(statement);
    if (rc != SQLITE_OK) return rc;
    if (!fts5 || fts5->iVersion < 2) return SQLITE_ERROR;
    rc = fts5->xCreateFunction(fts5, "kb_rank", NULL, kb_rank, NULL);
    if (rc != SQLITE_OK) return rc;
    rc = fts5->xCreateFunction(fts5, "kb_bm25_of", NULL, kb_bm25_of, NULL);
    if (rc != SQLITE_OK) return rc;
    rc = fts5->xCreateFunction(fts5, "kb_keep_best", NULL, kb_keep_best, NULL);
    if (rc != SQLITE_OK) return rc;
    return fts5->xCreateFunction(fts5, "kb_named", NULL, kb_named, NULL);
}
