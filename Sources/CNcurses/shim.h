#ifndef ICONPICKER_CNCURSES_SHIM_H
#define ICONPICKER_CNCURSES_SHIM_H

// Wide-character curses must be switched on before the header is read, or cchar_t,
// setcchar and add_wch stay hidden (building-blocks.md).
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Macros Swift cannot import, as functions.
static inline attr_t cncurses_a_reverse(void) { return A_REVERSE; }
static inline attr_t cncurses_a_bold(void) { return A_BOLD; }
static inline attr_t cncurses_a_dim(void) { return A_DIM; }
static inline attr_t cncurses_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cncurses_a_standout(void) { return A_STANDOUT; }
static inline attr_t cncurses_a_italic(void) { return A_ITALIC; }
static inline attr_t cncurses_a_normal(void) { return A_NORMAL; }
static inline int cncurses_key_f(int n) { return KEY_F(n); }
static inline mmask_t cncurses_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }

#endif
