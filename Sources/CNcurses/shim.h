#ifndef ICONPICKER_CNCURSES_SHIM_H
#define ICONPICKER_CNCURSES_SHIM_H

// Wide-character curses must be switched on before the header is read, or cchar_t,
// setcchar and add_wch stay hidden. No other feature macros are needed (Package.swift).
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
static inline mmask_t cncurses_click_events(void) {
    return BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}
// The wheel: xterm reports a turn up as a press of button 4, down as one of button 5.
static inline mmask_t cncurses_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cncurses_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t cncurses_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cncurses_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t cncurses_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cncurses_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline int cncurses_key_mouse(void) { return KEY_MOUSE; }
static inline int cncurses_key_resize(void) { return KEY_RESIZE; }
static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline int cncurses_lines(void) { return LINES; }
static inline int cncurses_cols(void) { return COLS; }
static inline int cncurses_colors(void) { return COLORS; }
// True when the next doupdate starts by clearing the whole screen (its first frame, clearok, resize).
static inline bool cncurses_update_clears(void) { return is_cleared(curscr) || is_cleared(newscr); }
static inline SCREEN *cncurses_newterm_stdio(const char *name) { return newterm(name, stdout, stdin); }

#endif
