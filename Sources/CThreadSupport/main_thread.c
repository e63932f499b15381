#include "main_thread.h"

pthread_t oui_main_thread;

__attribute__((constructor)) static void oui_record_main_thread(void) {
    oui_main_thread = pthread_self();
}
