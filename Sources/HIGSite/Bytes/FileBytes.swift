import Foundation

/// Bytes handed to the system: the output writer's files.
enum FileBytes {
    /// Writes all of `data` to the open file `descriptor`, again after an interrupted or short
    /// write; 0 or the error number.
    static func write(_ data: ArraySlice<UInt8>, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { buffer -> Int32 in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }
}

extension FileBytes {
    /// Every byte of the open file `descriptor` from where it stands to its end, again after an
    /// interrupted read; nil (errno set) if a read fails.
    static func readAll(from descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }
}

extension FileBytes {
    /// What one read of the open `descriptor` gives, up to `count` bytes, again after an
    /// interrupted read (a signal handler, as libFuzzer's timer, interrupts a read of a pipe):
    /// empty at the end, nil (errno set) if the read fails.
    static func readSome(from descriptor: Int32, upTo count: Int) -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: max(count, 1))
        while true {
            let read = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            return Array(chunk[..<read])
        }
    }
}
