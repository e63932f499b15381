#ifndef OUI_MAIN_THREAD_H
#define OUI_MAIN_THREAD_H

#include <pthread.h>
#include <stdbool.h>

/// The process's main thread, recorded by a constructor while the program loads (which runs
/// on that thread, before `main`).
extern pthread_t oui_main_thread;

/// Whether the caller is the process's main thread: one comparison, cheap enough for every
/// layer change (Foundation's `Thread.isMainThread` looks the current `Thread` object up,
/// some 300 ns on Linux).
static inline bool oui_is_main_thread(void) {
    return pthread_equal(pthread_self(), oui_main_thread) != 0;
}

#endif
