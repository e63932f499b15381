#include <stddef.h>
/// Bytes currently allocated from the heap (glibc mallinfo2's uordblks + mmapped blocks).
size_t bench_heap_in_use(void);
