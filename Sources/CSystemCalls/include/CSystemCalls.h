#ifndef HIGSITE_SYSTEM_CALLS_H
#define HIGSITE_SYSTEM_CALLS_H

/// Exchanges two paths at once, in one step no crash can cut in half: `renameat2` with
/// `RENAME_EXCHANGE` on Linux, `renamex_np` with `RENAME_SWAP` on macOS. Returns 0, or -1 with
/// errno set; ENOSYS or EINVAL (ENOTSUP on macOS) where the kernel or file system cannot do it.
int higsite_exchange_paths(const char *first, const char *second);

/// `higsite_exchange_paths` for two names relative to open folders.
int higsite_exchange_at(int first_folder, const char *first, int second_folder, const char *second);

/// Opens `path`, relative to the open folder `folder`, without ever leaving it and without
/// following a symbolic link in any component: `openat2` with `RESOLVE_BENEATH |
/// RESOLVE_NO_SYMLINKS` where the kernel has it (Linux 5.6), else one `openat(O_NOFOLLOW)` per
/// component. `path` is relative; a `..` component, an absolute path or a link anywhere fails
/// (EXDEV or ELOOP), so a folder swapped for a link between a check and the open cannot lead out.
/// Returns the new descriptor (with O_CLOEXEC), or -1 with errno set.
int higsite_open_beneath(int folder, const char *path, int flags, unsigned int mode);

/// Ends this process with SIGPROF once it has used `milliseconds` more of processor time (user
/// and system, all threads), counted from now; 0 turns the limit off. Processor time, not the
/// clock, so a loaded machine does not end a parse that would have finished. Returns 0, or -1
/// with errno set.
int higsite_limit_cpu_time(unsigned int milliseconds);

#endif
