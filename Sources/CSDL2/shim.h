// SDL2 for the UIKitSDL backend. The program has its own main(): SDL must not replace it.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

// The file descriptor of the X connection behind `window`, or -1 when the video driver is
// not X11 (offscreen, dummy, Wayland): the run loop sleeps on it while the app is idle.
static inline int openuikit_sdl_x11_connection_fd(SDL_Window *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return -1;
    return XConnectionNumber(info.info.x11.display);
#else
    (void)window;
    return -1;
#endif
}

// The X window behind `window` (0 when the driver is not X11), for tools that address it.
static inline unsigned long openuikit_sdl_x11_window(SDL_Window *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    return (unsigned long)info.info.x11.window;
#else
    (void)window;
    return 0;
#endif
}
