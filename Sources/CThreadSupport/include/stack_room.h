#ifndef OUI_STACK_ROOM_H
#define OUI_STACK_ROOM_H

#include <stddef.h>

/// Bytes of stack left below the caller on the current thread's stack (or stack segment).
size_t oui_stack_remaining(void);

/// Runs `body(context)` on a fresh stack segment of `size` bytes on the same thread, then
/// returns to the caller's stack. Returns 0, or -1 if the segment could not be mapped (then
/// `body` has not run).
int oui_run_on_new_stack(size_t size, void (*body)(void *), void *context);

#endif
