// System calls Swift's Glibc module does not expose.
#define _GNU_SOURCE
#include "CSystemCalls.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/syscall.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1) /* <linux/fs.h>; glibc before 2.28 does not define it */
#endif
#endif

int higsite_exchange_paths(const char *first, const char *second) {
    return higsite_exchange_at(AT_FDCWD, first, AT_FDCWD, second);
}

int higsite_exchange_at(int first_folder, const char *first, int second_folder, const char *second) {
#if defined(__linux__) && defined(SYS_renameat2)
    // Through syscall(): glibc before 2.28 has no renameat2 wrapper.
    return (int)syscall(SYS_renameat2, first_folder, first, second_folder, second, RENAME_EXCHANGE);
#elif defined(__APPLE__)
    return renameatx_np(first_folder, first, second_folder, second, RENAME_SWAP);
#else
    (void)first_folder;
    (void)first;
    (void)second_folder;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}
