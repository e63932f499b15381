// Stack segments for deep recursion: a tree walk that nears the end of its thread's stack
// continues on a new segment of the same thread (so thread identity, thread-locals and the
// main actor stay the same) and comes back when that subtree is done.
#define _GNU_SOURCE
#include "stack_room.h"

#include <pthread.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

/// The lowest usable address of the stack this thread runs on now.
static _Thread_local char *stack_low;

static char *thread_stack_low(void) {
    pthread_attr_t attr;
    void *addr = NULL;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        pthread_attr_getstack(&attr, &addr, &size);
        size_t guard = 0;
        pthread_attr_getguardsize(&attr, &guard);
        pthread_attr_destroy(&attr);
        return (char *)addr + guard;
    }
    return NULL;
}

size_t oui_stack_remaining(void) {
    char *here = __builtin_frame_address(0);
    if (!stack_low) stack_low = thread_stack_low();
    if (!stack_low || here <= stack_low) return 0;
    return (size_t)(here - stack_low);
}

static _Thread_local void (*pending_body)(void *);
static _Thread_local void *pending_context;

static void trampoline(void) {
    void (*body)(void *) = pending_body;
    void *context = pending_context;
    body(context);
}

int oui_run_on_new_stack(size_t size, void (*body)(void *), void *context) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size = (size + page - 1) / page * page;
    // One inaccessible page below the segment: running off its end faults instead of
    // writing over other memory.
    char *base = mmap(NULL, size + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (base == MAP_FAILED) return -1;
    if (mprotect(base, page, PROT_NONE) != 0) {
        munmap(base, size + page);
        return -1;
    }
    if (!stack_low) stack_low = thread_stack_low();
    ucontext_t caller, callee;
    if (getcontext(&callee) != 0) {
        munmap(base, size + page);
        return -1;
    }
    callee.uc_stack.ss_sp = base + page;
    callee.uc_stack.ss_size = size;
    callee.uc_link = &caller;
    makecontext(&callee, trampoline, 0);
    char *saved_low = stack_low;
    stack_low = base + page;
    pending_body = body;
    pending_context = context;
    swapcontext(&caller, &callee);
    stack_low = saved_low;
    munmap(base, size + page);
    return 0;
}
