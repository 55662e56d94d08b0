#ifndef CSQLITESETTINGS_H
#define CSQLITESETTINGS_H

/// Turns off SQLite's memory statistics, which kb never reads. With them on, every
/// allocation SQLite makes takes a process-wide mutex, and an import allocates millions of
/// times. Only takes effect before SQLite's first use in the process; returns SQLite's
/// result code (SQLITE_MISUSE when called too late).
int kb_sqlite_disable_memory_statistics(void);

#endif
