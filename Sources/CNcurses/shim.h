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
#include <wchar.h>
#include <ncursesw/curses.h>

static const attr_t sv_A_NORMAL = A_NORMAL;
static const attr_t sv_A_BOLD = A_BOLD;
static const attr_t sv_A_DIM = A_DIM;
static const attr_t sv_A_REVERSE = A_REVERSE;
static const attr_t sv_A_UNDERLINE = A_UNDERLINE;
static const attr_t sv_A_ITALIC = A_ITALIC;

static const int sv_KEY_CODE_YES = KEY_CODE_YES;
static const int sv_KEY_RESIZE = KEY_RESIZE;
static const int sv_KEY_MOUSE = KEY_MOUSE;
static const int sv_KEY_UP = KEY_UP;
static const int sv_KEY_DOWN = KEY_DOWN;
static const int sv_KEY_LEFT = KEY_LEFT;
static const int sv_KEY_RIGHT = KEY_RIGHT;
static const int sv_KEY_HOME = KEY_HOME;
static const int sv_KEY_END = KEY_END;
static const int sv_KEY_PPAGE = KEY_PPAGE;
static const int sv_KEY_NPAGE = KEY_NPAGE;
static const int sv_KEY_BACKSPACE = KEY_BACKSPACE;
static const int sv_KEY_DC = KEY_DC;
static const int sv_KEY_IC = KEY_IC;
static const int sv_KEY_ENTER = KEY_ENTER;
static const int sv_KEY_BTAB = KEY_BTAB;
static const int sv_KEY_F0 = KEY_F0;

static const mmask_t sv_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t sv_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t sv_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t sv_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t sv_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t sv_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static const mmask_t sv_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;

static inline FILE *sv_stdin(void) { return stdin; }
static inline FILE *sv_stdout(void) { return stdout; }
static inline WINDOW *sv_stdscr(void) { return stdscr; }
static inline WINDOW *sv_curscr(void) { return curscr; }
static inline int sv_lines(void) { return LINES; }
static inline int sv_cols(void) { return COLS; }
static inline int sv_colors(void) { return COLORS; }
static inline int sv_color_pairs(void) { return COLOR_PAIRS; }

/// Builds a cchar_t from up to CCHARW_MAX - 1 wide characters and draws it at (y, x).
static inline int sv_put_cell(int y, int x, const wchar_t *chars, attr_t attrs, int pair) {
    cchar_t cell;
    if (setcchar(&cell, chars, attrs, (NCURSES_PAIRS_T)0, &pair) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

#endif
