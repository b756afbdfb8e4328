// wcwidth(3) for Swift, measured in a UTF-8 locale whatever the process locale is,
// so the canvas and ncurses (which uses the same C library) agree on every width.
#ifndef SPLITVIEW_CWIDTH_H
#define SPLITVIEW_CWIDTH_H

/// The number of terminal columns the scalar takes: -1 for non-printable, 0, 1 or 2.
int splitkit_wcwidth(unsigned int scalar);

/// 1 when the process's LC_CTYPE uses UTF-8, 0 otherwise.
int splitkit_locale_is_utf8(void);

#endif
