import Dispatch

extension Array where Element: Sendable {
    /// Maps every element on all cores and returns the results in the original order,
    /// so concurrency never changes the output.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) throws -> T) throws -> [T] {
        guard count > 1 else { return try map(transform) }
        let results = UnsafeMutableBufferPointer<Result<T, any Error>?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deinitialize().deallocate() }
        // Each index is written by exactly one iteration, so the writes never overlap.
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots[index] = Result { try transform(self[index]) }
        }
        return try results.map { try $0!.get() }
    }
}
