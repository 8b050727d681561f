import Dispatch

extension Array where Element: Sendable {
    /// Maps every element on all cores and returns the results in the original order,
    /// so concurrency never changes the output. Throws only what `transform` throws.
    func concurrentMap<T: Sendable, E: Error>(_ transform: @Sendable (Element) throws(E) -> T) throws(E) -> [T] {
        guard count > 1 else { return try map(transform) }
        // One slot per element, each written once under the lock: an element's work (a page
        // read, a page rendered) is thousands of times the cost of taking it.
        let slots = Locked([Result<T, E>?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result: Result<T, E>
            do throws(E) {
                result = .success(try transform(self[index]))
            } catch {
                result = .failure(error)
            }
            slots.withValue { $0[index] = result }
        }
        var mapped: [T] = []
        mapped.reserveCapacity(count)
        for result in slots.withValue({ $0 }) {
            mapped.append(try result!.get())
        }
        return mapped
    }
}
