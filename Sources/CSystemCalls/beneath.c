// Opening a path beneath a folder without following links (see CSystemCalls.h).
#define _GNU_SOURCE
#include "CSystemCalls.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/syscall.h>
#if defined(SYS_openat2)
#include <linux/openat2.h>
#endif
#endif

/// One openat(O_NOFOLLOW) per component, for kernels without openat2.
static int open_by_components(int folder, const char *path, int flags, unsigned int mode) {
    char name[NAME_MAX + 1];
    int current = folder;
    const char *cursor = path;
    for (;;) {
        const char *slash = strchr(cursor, '/');
        size_t length = slash ? (size_t)(slash - cursor) : strlen(cursor);
        if (length > NAME_MAX) {
            if (current != folder) close(current);
            errno = ENAMETOOLONG;
            return -1;
        }
        memcpy(name, cursor, length);
        name[length] = 0;
        if (strcmp(name, "..") == 0) {
            if (current != folder) close(current);
            errno = EXDEV;
            return -1;
        }
        int next;
        if (slash == NULL) {
            next = openat(current, length == 0 ? "." : name, flags | O_NOFOLLOW | O_CLOEXEC, mode);
        } else if (length == 0 || strcmp(name, ".") == 0) {
            cursor = slash + 1;
            continue;
        } else {
            next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            // Linux checks O_DIRECTORY first: a link here fails with ENOTDIR, where the caller
            // is promised ELOOP for a link anywhere (openat2 says ELOOP).
            struct stat info;
            if (next < 0 && errno == ENOTDIR && fstatat(current, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(info.st_mode)) {
                errno = ELOOP;
            }
        }
        int saved = errno;
        if (current != folder) close(current);
        errno = saved;
        if (next < 0 || slash == NULL) return next;
        current = next;
        cursor = slash + 1;
    }
}

int higsite_open_beneath(int folder, const char *path, int flags, unsigned int mode) {
    if (path[0] == '/') {
        errno = EXDEV;
        return -1;
    }
#if defined(__linux__) && defined(SYS_openat2)
    struct open_how how;
    memset(&how, 0, sizeof how);
    how.flags = (unsigned long long)(flags | O_CLOEXEC);
    how.mode = (flags & (O_CREAT | O_TMPFILE)) ? mode : 0;
    how.resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
    int descriptor = (int)syscall(SYS_openat2, folder, path, &how, sizeof how);
    if (descriptor >= 0 || (errno != ENOSYS && errno != E2BIG && errno != EPERM)) return descriptor;
#endif
    return open_by_components(folder, path, flags, mode);
}
