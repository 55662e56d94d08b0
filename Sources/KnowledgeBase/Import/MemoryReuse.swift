#if os(Linux)
import CMalloc
#endif

/// An import allocates and frees the same large buffers thousands of times: zlib's state
/// for each card it compresses (about 260 KB, zeroed), SQLite's pages, the snippets'
/// layouts. By default glibc hands memory back to the system as soon as 128 KB lie free at
/// the top of its heap, and maps each block over 128 KB on its own, so every card's
/// compression faulted freshly zeroed pages in again: a fifth of the writing thread's time
/// on the bench corpus went to page faults, brk and munmap.
enum MemoryReuse {
    /// Keeps freed memory for the next allocation instead of returning it at once (glibc's
    /// mallopt; elsewhere the allocator's defaults stay).
    static func keepFreedMemory() {
        #if os(Linux)
        // At most this much lies free at the top of the heap before it is returned.
        _ = mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024)
        // Blocks up to glibc's largest threshold (32 MiB on 64-bit) come from the heap.
        _ = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024)
        #endif
    }
}
