#ifndef HIGSITE_SYSTEM_CALLS_H
#define HIGSITE_SYSTEM_CALLS_H

/// Exchanges two paths at once, in one step no crash can cut in half: `renameat2` with
/// `RENAME_EXCHANGE` on Linux, `renamex_np` with `RENAME_SWAP` on macOS. Returns 0, or -1 with
/// errno set; ENOSYS or EINVAL (ENOTSUP on macOS) where the kernel or file system cannot do it.
int higsite_exchange_paths(const char *first, const char *second);

#endif
