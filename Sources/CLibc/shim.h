// The C library as Embedded Swift imports it: the toolchain's Glibc module is built for the full
// runtime only, so the lean window reaches the same headers through this module map. Only
// `errno`, a macro Swift cannot import, gets a function.
#ifndef KEYPAD_CLIBC_SHIM_H
#define KEYPAD_CLIBC_SHIM_H

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/// The calling thread's `errno`.
static inline int keypad_errno(void) { return errno; }

#endif
