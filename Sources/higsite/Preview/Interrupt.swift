import Foundation

/// Ctrl-C (SIGINT) and SIGTERM, caught from ``install()`` on: the handler only writes a byte to
/// a pipe, so a signal that comes before anyone waits is kept for ``wait()``, not lost.
///
/// Dispatch signal sources, used before, are registered asynchronously after `resume()`, while
/// the signal had to be ignored first: a SIGTERM in between was dropped and serve never stopped.
enum Interrupt {
    /// The pipe the handler writes to; made before any handler is installed.
    private static let pipe: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard Foundation.pipe(&ends) == 0 else { fatalError("cannot make a pipe: \(String(cString: strerror(errno)))") }
        return (ends[0], ends[1])
    }()

    /// Catches the signals from now on. Call it before anything that a signal should not cut short.
    static func install() {
        _ = pipe
        for number in [SIGINT, SIGTERM] {
            // Only async-signal-safe work here: one write(2).
            signal(number) { _ in
                var byte: UInt8 = 1
                _ = write(Interrupt.pipe.write, &byte, 1)
            }
        }
    }

    /// Returns once a signal has come since ``install()``.
    static func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                var byte: UInt8 = 0
                while read(pipe.read, &byte, 1) < 0 && errno == EINTR {}
                continuation.resume()
            }.start()
        }
    }
}
