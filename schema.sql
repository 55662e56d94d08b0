-- kb's database schema. The kb binary applies exactly this text to a new database
-- (a test compares the two), then sets PRAGMA user_version to the version below.
-- A database of an older version gets the sections marked "-- since version N" above
-- its own version, so an upgraded database ends up with exactly this schema too.
-- schema-version: 11

-- A note: one imported markdown file.
CREATE TABLE notes (
    id               INTEGER PRIMARY KEY,
    -- The file's absolute path, or "kb:Notes/NAME" for a note bundled with kb.
    path             TEXT NOT NULL UNIQUE,
    title            TEXT NOT NULL,
    -- The front matter's tags, as a JSON array of strings.
    tags             TEXT NOT NULL DEFAULT '[]',
    -- FNV-1a 64 of the file's bytes, in hex: an unchanged file is not imported again.
    content_hash     TEXT NOT NULL,
    byte_count       INTEGER NOT NULL,
    -- The importer version that read the note; a newer importer reads it again.
    importer_version INTEGER NOT NULL,
    imported_at      TEXT NOT NULL
);

-- A chapter: a heading and what follows it, up to the next heading of the same or a
-- higher level. Level 0 is the chapter holding what comes before a note's first heading.
CREATE TABLE chapters (
    id         INTEGER PRIMARY KEY,
    note_id    INTEGER NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
    parent_id  INTEGER REFERENCES chapters(id) ON DELETE CASCADE,
    -- Order within the note.
    position   INTEGER NOT NULL,
    level      INTEGER NOT NULL CHECK (level BETWEEN 0 AND 6),
    -- "7" for "## 7. Introducing Stacks", "7.2", or NULL when the heading has none.
    number     TEXT,
    slug       TEXT NOT NULL UNIQUE,
    title      TEXT NOT NULL,
    start_line INTEGER NOT NULL,
    end_line   INTEGER NOT NULL
);
CREATE INDEX chapters_by_note ON chapters(note_id, position);
CREATE INDEX chapters_by_parent ON chapters(parent_id);
CREATE INDEX chapters_by_number ON chapters(number);

-- A concept: a term a learner looks up, with the note's explanation of it.
CREATE TABLE concepts (
    id          INTEGER PRIMARY KEY,
    chapter_id  INTEGER NOT NULL REFERENCES chapters(id) ON DELETE CASCADE,
    term        TEXT NOT NULL,
    explanation TEXT NOT NULL,
    -- How the importer found it: marked-term, colon, topic, question, heading, custom.
    source      TEXT NOT NULL,
    line        INTEGER NOT NULL
);
CREATE INDEX concepts_by_chapter ON concepts(chapter_id);

-- A snippet: a code block of a note, with the prose around it.
CREATE TABLE snippets (
    id           INTEGER PRIMARY KEY,
    chapter_id   INTEGER NOT NULL REFERENCES chapters(id) ON DELETE CASCADE,
    -- Order within the note.
    position     INTEGER NOT NULL,
    -- "swift", …, or NULL when the fence names no language (and for indented code).
    language     TEXT,
    code         TEXT NOT NULL,
    start_line   INTEGER NOT NULL,
    end_line     INTEGER NOT NULL,
    fenced       INTEGER NOT NULL CHECK (fenced IN (0, 1)),
    -- What the learner was told just before the code, and the result described after it.
    prose_before TEXT NOT NULL,
    prose_after  TEXT NOT NULL
);
CREATE INDEX snippets_by_chapter ON snippets(chapter_id, position);

-- An image a note shows: ![alt](path) or <img>.
CREATE TABLE images (
    id         INTEGER PRIMARY KEY,
    chapter_id INTEGER NOT NULL REFERENCES chapters(id) ON DELETE CASCADE,
    alt        TEXT NOT NULL,
    path       TEXT NOT NULL,
    line       INTEGER NOT NULL
);
CREATE INDEX images_by_chapter ON images(chapter_id);

-- What the full-text index holds: one row per concept, snippet and chapter title.
CREATE TABLE search_documents (
    id         INTEGER PRIMARY KEY,
    note_id    INTEGER NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
    chapter_id INTEGER NOT NULL REFERENCES chapters(id) ON DELETE CASCADE,
    kind       TEXT NOT NULL CHECK (kind IN ('concept', 'snippet', 'chapter')),
    item_id    INTEGER NOT NULL
);
CREATE INDEX search_documents_by_note ON search_documents(note_id);

-- The full-text index, rowid = search_documents.id. kb segments the text itself
-- (Hangul as two-character grams, identifiers also by their camelCase parts) and stores
-- the segments separated by spaces, so a built-in tokenizer suffices (ascii since
-- version 4, below) and any SQLite tool can query the index. Columns: the concept's term, the chapter's title,
-- the explanation or code, and the prose around a snippet.
CREATE VIRTUAL TABLE search_index USING fts5(
    term, title, body, context,
    tokenize = 'unicode61 remove_diacritics 0'
);
-- An import writes every note in one transaction; a 16 MiB buffer of pending terms (the
-- default is 1 MiB) writes fewer, larger index segments and makes importing ~15% faster.
INSERT INTO search_index (search_index, rank) VALUES ('hashsize', 16777216);

CREATE TRIGGER search_documents_delete AFTER DELETE ON search_documents BEGIN
    DELETE FROM search_index WHERE rowid = old.id;
END;

-- since version 2: flashcards

-- A flashcard made from a note at import. Its identity is a hash of its kind and text,
-- so the card keeps its schedule and reviews across imports while its text is unchanged.
-- A card whose text left the notes is suspended, never deleted, with its history.
CREATE TABLE cards (
    id          INTEGER PRIMARY KEY,
    identity    TEXT NOT NULL UNIQUE,
    -- concept, question (a Q/A block), basic (front::back, a ? split), reverse, cloze.
    kind        TEXT NOT NULL,
    front       TEXT NOT NULL,
    back        TEXT NOT NULL,
    -- Where the card was last read from; the chapter goes when its note is re-imported
    -- and comes back as soon as the import finds the card again.
    note_path   TEXT NOT NULL,
    chapter_id  INTEGER REFERENCES chapters(id) ON DELETE SET NULL,
    line        INTEGER NOT NULL,
    suspended   INTEGER NOT NULL DEFAULT 0 CHECK (suspended IN (0, 1)),
    -- Times are seconds since 1970-01-01 UTC.
    created_at  REAL NOT NULL,
    -- The FSRS schedule: learning, review or relearning; the (re)learning step; stability
    -- and difficulty, NULL until the first answer; when the card is due next.
    state       TEXT NOT NULL DEFAULT 'learning',
    step        INTEGER DEFAULT 0,
    stability   REAL,
    difficulty  REAL,
    due         REAL NOT NULL,
    last_review REAL,
    reviews     INTEGER NOT NULL DEFAULT 0,
    lapses      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX cards_by_due ON cards(suspended, due);
CREATE INDEX cards_by_note ON cards(note_path);
CREATE INDEX cards_by_chapter ON cards(chapter_id);

-- Every answer, with the card's schedule before and after it, so that schedules can be
-- recomputed and FSRS's parameters optimised from the history. Undo removes the last.
CREATE TABLE reviews (
    id                 INTEGER PRIMARY KEY,
    card_id            INTEGER NOT NULL REFERENCES cards(id),
    reviewed_at        REAL NOT NULL,
    rating             INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
    state_before       TEXT NOT NULL,
    step_before        INTEGER,
    stability_before   REAL,
    difficulty_before  REAL,
    due_before         REAL NOT NULL,
    last_review_before REAL,
    reviews_before     INTEGER NOT NULL,
    lapses_before      INTEGER NOT NULL,
    state_after        TEXT NOT NULL,
    step_after         INTEGER,
    stability_after    REAL NOT NULL,
    difficulty_after   REAL NOT NULL,
    due_after          REAL NOT NULL
);
CREATE INDEX reviews_by_card ON reviews(card_id, reviewed_at);
CREATE INDEX reviews_by_time ON reviews(reviewed_at);

-- since version 3: examples

-- What running each snippet through kb's layout engine gave, linked at import: runnable,
-- runnable with placeholders, not a layout example, or failed; the detail names the
-- placeholders, the reason, or the diagnostic.
CREATE TABLE examples (
    snippet_id INTEGER PRIMARY KEY REFERENCES snippets(id) ON DELETE CASCADE,
    status     TEXT NOT NULL,
    detail     TEXT NOT NULL DEFAULT ''
);

-- The result a note promises for the snippet above it, in an HTML comment such as
-- <!-- kb:expect red.width == 75; text.lines == 2 -->, which `kb check` verifies.
ALTER TABLE snippets ADD COLUMN expectations TEXT NOT NULL DEFAULT '';

-- since version 4: the full-text index read by the ascii tokenizer

-- kb's index text is already segmented and lowercased, one space between tokens. The
-- ascii tokenizer splits it where unicode61 did, on the spaces, but keeps each non-ASCII
-- character in its token without looking up its Unicode category, which makes indexing
-- about a quarter cheaper. (Where unicode61 would split a token at a combining mark, ascii
-- keeps it whole; queries are read by the same tokenizer, so they match alike.) The
-- index text does not change, so the index is copied as it is.
DROP TRIGGER search_documents_delete;
CREATE VIRTUAL TABLE search_index_ascii USING fts5(
    term, title, body, context,
    tokenize = 'ascii'
);
INSERT INTO search_index_ascii (search_index_ascii, rank) VALUES ('hashsize', 16777216);
INSERT INTO search_index_ascii (rowid, term, title, body, context)
    SELECT rowid, term, title, body, context FROM search_index;
DROP TABLE search_index;
ALTER TABLE search_index_ascii RENAME TO search_index;
CREATE TRIGGER search_documents_delete AFTER DELETE ON search_documents BEGIN
    DELETE FROM search_index WHERE rowid = old.id;
END;

-- since version 5: passages, and the example a fragment edits

-- A passage: one block of what a note says (a paragraph, a list item's own text, a table
-- row, a block quote's paragraph, a heading), with its chapter and lines. Search finds
-- passages and shows each once, however many concepts it explains.
CREATE TABLE passages (
    id         INTEGER PRIMARY KEY,
    chapter_id INTEGER NOT NULL REFERENCES chapters(id) ON DELETE CASCADE,
    -- Order within the chapter; the chapter's heading is 0.
    position   INTEGER NOT NULL,
    -- heading, paragraph, item, row, quote.
    kind       TEXT NOT NULL,
    text       TEXT NOT NULL,
    start_line INTEGER NOT NULL,
    end_line   INTEGER NOT NULL
);
CREATE INDEX passages_by_chapter ON passages(chapter_id, position);

-- The passage that explains a concept, and the passage a card was made from (NULL for a
-- card made from a code example, and while the card's note is read again).
ALTER TABLE concepts ADD COLUMN passage_id INTEGER REFERENCES passages(id) ON DELETE SET NULL;
CREATE INDEX concepts_by_passage ON concepts(passage_id);
ALTER TABLE cards ADD COLUMN passage_id INTEGER REFERENCES passages(id) ON DELETE SET NULL;
CREATE INDEX cards_by_passage ON cards(passage_id);

-- The full-text index holds passages (with the terms of the concepts they explain in the
-- term column), snippets and chapter titles. A database of an older version keeps its
-- concept rows until its notes are imported again, so it finds what it found before.
--
-- The index keeps no copy of its text (content=''): kb shows hits from the passages,
-- snippets and chapters themselves, and the copy was a quarter of the database. Without
-- it, SQLite cannot delete a row by itself: kb takes a note's rows out before it rewrites
-- or removes the note, with FTS5's 'delete' command and the row's text segmented again
-- from what the row was made of. (A kb that segments text differently must rebuild the
-- index, not delete from it.)
DROP TRIGGER search_documents_delete;
CREATE VIRTUAL TABLE search_index_5 USING fts5(
    term, title, body, context,
    content = '',
    tokenize = 'ascii'
);
INSERT INTO search_index_5 (search_index_5, rank) VALUES ('hashsize', 16777216);
INSERT INTO search_index_5 (rowid, term, title, body, context)
    SELECT rowid, term, title, body, context FROM search_index;
DROP TABLE search_index;
ALTER TABLE search_index_5 RENAME TO search_index;
CREATE TABLE search_documents_5 (
    id         INTEGER PRIMARY KEY,
    note_id    INTEGER NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
    chapter_id INTEGER NOT NULL REFERENCES chapters(id) ON DELETE CASCADE,
    kind       TEXT NOT NULL CHECK (kind IN ('passage', 'concept', 'snippet', 'chapter')),
    item_id    INTEGER NOT NULL
);
INSERT INTO search_documents_5 (id, note_id, chapter_id, kind, item_id)
    SELECT id, note_id, chapter_id, kind, item_id FROM search_documents;
DROP TABLE search_documents;
ALTER TABLE search_documents_5 RENAME TO search_documents;
CREATE INDEX search_documents_by_note ON search_documents(note_id);

-- A snippet that is a fragment of an earlier one (a lone modifier, a changed first line,
-- a `var body` without its struct) runs as that snippet's example with the edit applied.
ALTER TABLE examples ADD COLUMN edits INTEGER REFERENCES snippets(id) ON DELETE SET NULL;

-- since version 6: long card text stored compressed, explanations stored once

-- A card's front and back hold its text, or, when it is long and repetitive (a layout
-- card's code and its pictures drawn in box characters), that text compressed with zlib,
-- as SQLite's archives (sqlar) store files: layout cards were nearly a third of a
-- database. front_size and back_size are the text's length in UTF-8 bytes, so
-- `CAST(sqlar_uncompress(front, front_size) AS TEXT)` reads either form in the sqlite3
-- command line.
ALTER TABLE cards ADD COLUMN front_size INTEGER NOT NULL DEFAULT 0;
ALTER TABLE cards ADD COLUMN back_size INTEGER NOT NULL DEFAULT 0;
UPDATE cards SET front_size = length(CAST(front AS BLOB)), back_size = length(CAST(back AS BLOB));

-- A concept's explanation is NULL when it is exactly the text of the passage that
-- explains it: kb reads the passage's text instead, so the text is stored once. (SQLite
-- cannot drop a NOT NULL constraint in place, so the table is copied.)
CREATE TABLE concepts_6 (
    id          INTEGER PRIMARY KEY,
    chapter_id  INTEGER NOT NULL REFERENCES chapters(id) ON DELETE CASCADE,
    term        TEXT NOT NULL,
    explanation TEXT,
    source      TEXT NOT NULL,
    line        INTEGER NOT NULL,
    passage_id  INTEGER REFERENCES passages(id) ON DELETE SET NULL
);
INSERT INTO concepts_6 (id, chapter_id, term, explanation, source, line, passage_id)
    SELECT id, chapter_id, term, explanation, source, line, passage_id FROM concepts;
DROP TABLE concepts;
ALTER TABLE concepts_6 RENAME TO concepts;
CREATE INDEX concepts_by_chapter ON concepts(chapter_id);
CREATE INDEX concepts_by_passage ON concepts(passage_id);

-- since version 7: the prose around a snippet and a card's back stored once, as passages

-- What a note says just before and after a snippet is most often whole passages of its
-- chapter, stored already; stored again beside each snippet it was a third of a
-- database's text. prose_before is then '' and names the passages instead: the
-- prose_before_passages passages of the chapter from position prose_before_from, their
-- texts one line apart (likewise prose_after). Prose that is not exactly whole passages
-- (cut at 600 characters) is stored as it is, with a count of 0, as every snippet of an
-- older database is. snippet_texts reads a snippet with its prose either way.
ALTER TABLE snippets ADD COLUMN prose_before_from INTEGER NOT NULL DEFAULT 0;
ALTER TABLE snippets ADD COLUMN prose_before_passages INTEGER NOT NULL DEFAULT 0;
ALTER TABLE snippets ADD COLUMN prose_after_from INTEGER NOT NULL DEFAULT 0;
ALTER TABLE snippets ADD COLUMN prose_after_passages INTEGER NOT NULL DEFAULT 0;
-- The passages are read through passages_by_chapter, so in position order, which is the
-- order group_concat joins them in.
CREATE VIEW snippet_texts AS
SELECT s.id, s.chapter_id, s.position, s.language, s.code, s.start_line, s.end_line, s.fenced,
       CASE WHEN s.prose_before_passages = 0 THEN s.prose_before ELSE
           (SELECT group_concat(p.text, char(10)) FROM passages p INDEXED BY passages_by_chapter
            WHERE p.chapter_id = s.chapter_id
              AND p.position BETWEEN s.prose_before_from AND s.prose_before_from + s.prose_before_passages - 1)
       END AS prose_before,
       CASE WHEN s.prose_after_passages = 0 THEN s.prose_after ELSE
           (SELECT group_concat(p.text, char(10)) FROM passages p INDEXED BY passages_by_chapter
            WHERE p.chapter_id = s.chapter_id
              AND p.position BETWEEN s.prose_after_from AND s.prose_after_from + s.prose_after_passages - 1)
       END AS prose_after,
       s.expectations
FROM snippets s;

-- A card's back is '' with back_is_passage = 1 when it is exactly the text of the passage
-- the card comes from (passage_id), as a concept card's explanation most often is: kb reads
-- the passage's text instead (back_size is still the text's length). A suspended card keeps
-- its text, so before the import takes a note's passages away (the note read again or
-- removed), it writes such backs out as text.
ALTER TABLE cards ADD COLUMN back_is_passage INTEGER NOT NULL DEFAULT 0 CHECK (back_is_passage IN (0, 1));

-- since version 8: the full-text index with the column most rows fill first

-- FTS5 writes, for each token of a row, the positions in the first column as they are,
-- and those of every other column after a marker naming the column: two bytes more for
-- each token of a row. Passages and snippets fill the body column and most of them
-- nothing else, so with body first the index is about a third smaller. Columns: the
-- explanation or code, the terms of the concepts a passage explains, the chapter's title,
-- and the prose around a snippet that is not stored as passages.
-- The index keeps no copy of its text, so SQL cannot copy it: kb fills the new index
-- from the passages, concepts, snippets and chapters its rows are made of, as it does
-- to take a row out (KnowledgeStore.rebuildIndex).
DROP TABLE search_index;
CREATE VIRTUAL TABLE search_index USING fts5(
    body, term, title, context,
    content = '',
    tokenize = 'ascii'
);
INSERT INTO search_index (search_index, rank) VALUES ('hashsize', 16777216);

-- A snippet's code is stored as a card's long text is (version 6): compressed with zlib
-- when that takes at least a third off it, with its length in UTF-8 bytes in code_size
-- (0 for code an older kb stored as it is). snippet_texts reads either form with
-- sqlar_uncompress, which the sqlite3 command line has and kb defines alike.
ALTER TABLE snippets ADD COLUMN code_size INTEGER NOT NULL DEFAULT 0;
DROP VIEW snippet_texts;
CREATE VIEW snippet_texts AS
SELECT s.id, s.chapter_id, s.position, s.language, CAST(sqlar_uncompress(s.code, s.code_size) AS TEXT) AS code,
       s.start_line, s.end_line, s.fenced,
       CASE WHEN s.prose_before_passages = 0 THEN s.prose_before ELSE
           (SELECT group_concat(p.text, char(10)) FROM passages p INDEXED BY passages_by_chapter
            WHERE p.chapter_id = s.chapter_id
              AND p.position BETWEEN s.prose_before_from AND s.prose_before_from + s.prose_before_passages - 1)
       END AS prose_before,
       CASE WHEN s.prose_after_passages = 0 THEN s.prose_after ELSE
           (SELECT group_concat(p.text, char(10)) FROM passages p INDEXED BY passages_by_chapter
            WHERE p.chapter_id = s.chapter_id
              AND p.position BETWEEN s.prose_after_from AND s.prose_after_from + s.prose_after_passages - 1)
       END AS prose_after,
       s.expectations
FROM snippets s;

-- since version 9: a card's note path stored once

-- Each card named the note it was last read from by the note's whole path, and an index
-- held every path again: a tenth of a database of many cards. The path is now stored
-- once, in note_paths, which keeps every path a card was read from (a card outlives its
-- note: suspended, with its history), and a card names it by number.
CREATE TABLE note_paths (
    id   INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE
);
INSERT INTO note_paths (path) SELECT DISTINCT note_path FROM cards ORDER BY note_path;
ALTER TABLE cards ADD COLUMN note_path_id INTEGER REFERENCES note_paths(id);
UPDATE cards SET note_path_id = (SELECT id FROM note_paths WHERE path = cards.note_path);
DROP INDEX cards_by_note;
ALTER TABLE cards DROP COLUMN note_path;
CREATE INDEX cards_by_note ON cards(note_path_id);

-- since version 10: a concept card's back stored once, as its concept's explanation

-- A concept card's back is most often its concept's explanation, which the concepts table
-- holds already when it is not exactly a passage's text: stored twice, it was a twentieth
-- of a database. back is then '' and back_concept_id names the concept (back_size is still
-- the text's length). As with a back stored as its passage (version 7), the import writes
-- such backs out as text before it takes a note's concepts away. Cards an older kb stored
-- keep their text until their note is imported again.
ALTER TABLE cards ADD COLUMN back_concept_id INTEGER REFERENCES concepts(id) ON DELETE SET NULL;
-- Taking a concept away looks up the cards that name it; only cards that do are indexed.
CREATE INDEX cards_by_back_concept ON cards(back_concept_id) WHERE back_concept_id IS NOT NULL;

-- since version 11: each index row's kind and length, 4,096 rows to a blob

-- bm25 divides a row's score by the row's length in tokens, which FTS5 reads from its
-- docsize table with one statement per row, and a common word matches thousands of rows:
-- for `크기` on 1,000 notes that was a third of a search. Search then needs the kind of
-- each of its best rows, one read of search_documents each. kb's ranking
-- (SearchRanking.c) reads both here instead, one blob for 4,096 rows: rowid
-- chunk × 4,096 + i has its facts at bytes 2i and 2i + 1 (little-endian), the low 13 bits
-- its length (0 where there is no row; 8,191 for a row that long or longer, whose length
-- is read from docsize) and the high 3 its kind (1 passage, 2 concept, 3 snippet,
-- 4 chapter; 0 for a row search_documents does not hold). An import writes the blob of
-- each stretch of rows it wrote or took out, from docsize and search_documents, in its
-- transaction.
CREATE TABLE search_row_facts (
    chunk INTEGER PRIMARY KEY,
    facts BLOB NOT NULL
);
