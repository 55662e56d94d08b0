#ifndef CSQLITESETTINGS_H
#define CSQLITESETTINGS_H

/// Turns off SQLite's memory statistics, which kb never reads. With them on, every
/// allocation SQLite makes takes a process-wide mutex, and an import allocates millions of
/// times. Only takes effect before SQLite's first use in the process; returns SQLite's
/// result code (SQLITE_MISUSE when called too late).
int kb_sqlite_disable_memory_statistics(void);

/// Lets a database name be a `file:` URI, so that kb can open a database in a read-only
/// folder with `immutable=1`: SQLite cannot create the WAL index there, and without that
/// flag refuses even to read. Same timing rule as above.
int kb_sqlite_enable_uri_filenames(void);

#endif
