#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a large stack. Laying out (and interpreting) a
/// view tree recurses once per level; a hostile snippet nests thousands of levels, which
/// would overflow the half-megabyte stack of a worker thread. With 256 MiB (reserved, not
/// used) the depth limits of the engine are reached long before the stack's end.
public enum LargeStack {
    public static let size = 256 * 1024 * 1024

    public static func run<T>(_ body: @escaping () throws -> T) throws -> T {
        // Already on a large stack (a snippet's run lays out its view, an import's parsing
        // thread runs snippets): no second thread.
        if currentThreadHasLargeStack { return try body() }
        let slot = ResultSlot<T>()
        let job = Job { slot.result = Result { try body() } }
        if !startAndJoin(job) { return try body() }
        return try slot.result!.get()
    }

    /// Runs the job on a new thread with the large stack and waits for it; false when no
    /// thread could be made.
    static func startAndJoin(_ job: Job) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        let context = Unmanaged.passRetained(job).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().work()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<Job>.fromOpaque(context).release()
            return false
        }
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        pthread_join(thread!, nil)
        #endif
        return true
    }

    /// Whether the calling thread's stack is at least `size`: one LargeStack made, or one
    /// its maker gave as much (an import's parsing threads). Asked once per thread: for
    /// the main thread glibc answers by reading /proc/self/maps.
    static var currentThreadHasLargeStack: Bool {
        if let known = pthread_getspecific(stackAnswer) { return Int(bitPattern: known) == 1 }
        let large = currentStackSize >= size
        pthread_setspecific(stackAnswer, UnsafeRawPointer(bitPattern: large ? 1 : 2))
        return large
    }

    /// Each thread's answer to `currentThreadHasLargeStack`: 1 large, 2 not, nil not asked.
    static let stackAnswer: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static var currentStackSize: Int {
        #if canImport(Glibc)
        var attributes = pthread_attr_t()
        guard let getAttributes = threadAttributes, getAttributes(pthread_self(), &attributes) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attributes) }
        var stackSize = 0
        pthread_attr_getstacksize(&attributes, &stackSize)
        return stackSize
        #else
        return pthread_get_stacksize_np(pthread_self())
        #endif
    }

    #if canImport(Glibc)
    /// glibc's `pthread_getattr_np`, the one way to learn a running thread's stack size;
    /// Swift's Glibc module leaves it out (it is declared under `_GNU_SOURCE` only).
    static let threadAttributes: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
        // RTLD_DEFAULT: search the libraries the process loaded, libc among them.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
    }()
    #endif

    /// Work handed to the thread; the caller waits for it, so nothing runs concurrently.
    final class Job: @unchecked Sendable {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    final class ResultSlot<T>: @unchecked Sendable {
        var result: Result<T, Error>?
    }
}
