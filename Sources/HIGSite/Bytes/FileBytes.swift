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
