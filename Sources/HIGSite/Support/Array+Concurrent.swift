import Dispatch

extension Array where Element: Sendable {
    /// Maps every element on all cores and returns the results in the original order,
    /// so concurrency never changes the output. Throws only what `transform` throws.
    func concurrentMap<T: Sendable, E: Error>(_ transform: @Sendable (Element) throws(E) -> T) throws(E) -> [T] {
        guard count > 1 else { return try map(transform) }
        let results = UnsafeMutableBufferPointer<Result<T, E>?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deinitialize().deallocate() }
        // Each index is written by exactly one iteration, so the writes never overlap.
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: count) { index in
            do throws(E) {
                slots[index] = .success(try transform(self[index]))
            } catch {
                slots[index] = .failure(error)
            }
        }
        var mapped: [T] = []
        mapped.reserveCapacity(count)
        for result in results {
            mapped.append(try result!.get())
        }
        return mapped
    }
}
