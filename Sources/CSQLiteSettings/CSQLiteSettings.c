#include "CSQLiteSettings.h"
#include <sqlite3.h>

// In C because sqlite3_config is variadic, and Swift does not call variadic C functions.
int kb_sqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

int kb_sqlite_enable_uri_filenames(void) {
    return sqlite3_config(SQLITE_CONFIG_URI, 1);
}
