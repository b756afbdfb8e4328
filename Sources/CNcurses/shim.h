// The one header Swift sees of ncurses. Wide-character ncurses needs these two
// macros before <ncurses.h>; what Swift cannot import (macros with arguments,
// bit-shift macros, mutable globals) is wrapped below as constants and functions.
#ifndef SPLITVIEW_CNCURSES_SHIM_H
#define SPLITVIEW_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static const mmask_t sv_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t sv_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t sv_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t sv_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t sv_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;

static inline FILE *sv_stdin(void) { return stdin; }
static inline FILE *sv_stdout(void) { return stdout; }
static inline WINDOW *sv_stdscr(void) { return stdscr; }
static inline int sv_lines(void) { return LINES; }
static inline int sv_cols(void) { return COLS; }

/// tiparm with one, two or nine parameters: Swift cannot call C's variadic functions.
static inline char *sv_tiparm1(const char *cap, int a) { return tiparm(cap, a); }
static inline char *sv_tiparm2(const char *cap, int a, int b) { return tiparm(cap, a, b); }
static inline char *sv_tiparm9(const char *cap, int a, int b, int c, int d, int e, int f, int g, int h, int i) {
    return tiparm(cap, a, b, c, d, e, f, g, h, i);
}

/// Loads the terminfo entry of terminal type `name` (NULL: $TERM) as the current one,
/// without changing the terminal's modes (setupterm), so its capabilities can be checked
/// before anything is set up. Returns 1 when loaded, 0 when there is no such entry (or it
/// is too generic to drive), -1 when there is no terminfo database, 2 for a hardcopy terminal.
static inline int sv_load_terminal_type(const char *name, int fd) {
    int error = 0;
    if (setupterm(name, fd, &error) == OK) return 1;
    return error == 1 ? 2 : error;
}

/// Frees the entry `sv_load_terminal_type` loaded; newterm loads its own.
static inline void sv_forget_terminal_type(void) { del_curterm(cur_term); }

/// Writes the locale's multibyte form of `ch` to `out` (room for MB_LEN_MAX bytes);
/// returns its length, or -1 when the locale's character set has no such character.
static inline int sv_encode(wchar_t ch, char *out) {
    mbstate_t state;
    memset(&state, 0, sizeof state);
    size_t length = wcrtomb(out, ch, &state);
    return length == (size_t)-1 ? -1 : (int)length;
}

#endif
