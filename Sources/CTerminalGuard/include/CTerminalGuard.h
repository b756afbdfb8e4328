// Signal handling for the terminal, in C because a signal handler may only make
// async-signal-safe calls: the handlers below write a byte to a pipe, or restore the
// terminal with write(2) and tcsetattr(3) from buffers prepared in advance; resizes
// (SIGWINCH) write to a pipe of their own. The loop waits for all of its descriptors at
// once through an epoll set.
#ifndef SPLITVIEW_CTERMINALGUARD_H
#define SPLITVIEW_CTERMINALGUARD_H

#include <stddef.h>

/// Unblocks every signal: a parent (a test runner, say) may have left most blocked,
/// and then SIGWINCH and SIGTERM would never arrive.
void tg_unblock_all_signals(void);

/// Remembers the terminal `fd` as it is now (its termios), to give it back exactly so.
/// Call before ncurses changes anything. Returns 0, or -1 when `fd` is not a terminal.
int tg_save_terminal(int fd);

/// The bytes that undo what the app does to the screen (leave the alternate screen,
/// show the cursor, reset attributes, stop mouse reports), written on restore.
void tg_set_reset_sequence(const char *bytes, size_t length);

/// Installs the handlers. SIGCONT writes 'C' to `wake_fd`, SIGTSTP 'Z' (the loop gives
/// the terminal back, then stops with `tg_stop_process`). Every other signal whose
/// default ends the process is handled: SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1/2,
/// SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGIO, SIGPWR, SIGSTKFLT and the real-time ones
/// write the signal number (as a byte) so the loop can exit cleanly; SIGSEGV, SIGBUS,
/// SIGABRT, SIGILL, SIGTRAP, SIGFPE and SIGSYS restore the terminal, print one line naming
/// the signal and die of it. SIGPIPE and SIGXFSZ are ignored: the write that caused them
/// fails (EPIPE, EFBIG) and is reported as any failed write is. Returns 0 or -1.
int tg_install_handlers(int wake_fd);

/// The name the crash line starts with ("NAME: crashed with SIGSEGV…"); copied, at most 63 bytes.
void tg_set_program_name(const char *name);

/// Returns a non-blocking descriptor that becomes readable when SIGWINCH arrives, or -1:
/// its handler writes a byte to a pipe, whichever thread of the process it is handed to, so
/// a resize wakes the loop as a key does and no other thread needs to know of it.
int tg_open_resize_signal(void);

/// Takes the SIGWINCH signals that arrived on `fd`; returns how many (0 when none).
int tg_take_resize_signals(int fd);

/// Closes `fd`, and SIGWINCH gets its default action again.
void tg_close_resize_signal(int fd);

/// Stops the process as SIGTSTP's default action would (Ctrl-Z), returning once it is
/// continued (`fg`); the SIGTSTP handler is back in place when it returns.
void tg_stop_process(void);

/// Restores the terminal from the prepared state (for paths that bypass ncurses).
void tg_restore_terminal(void);

/// Sets the disposition of `signal_number` back to the default and raises it, so the
/// process ends the way its parent expects (shells print "Terminated", and so on).
void tg_die_of(int signal_number);

/// The most descriptors an event set watches.
#define TG_EVENT_SET_LIMIT 8

/// Watches `fds[0..<count]` for input with one epoll set, which the kernel keeps between
/// waits, where `poll` registers and unregisters every descriptor on every call.
/// Returns the set's descriptor, or -1 (also
/// for more than `TG_EVENT_SET_LIMIT` descriptors, or one epoll cannot watch).
int tg_open_event_set(const int *fds, int count);

/// Waits up to `timeout` milliseconds (-1: no limit) until one of the set's descriptors
/// is readable, hung up or in error. Sets `revents[i]` for the set's `i`th descriptor to
/// what happened, as `poll`'s bits (POLLIN, POLLHUP, POLLERR: epoll's are the same), 0
/// when nothing. Returns how many are ready, 0 when the time ran out, -1 with errno set.
int tg_wait_event_set(int set, int timeout, short *revents, int count);

#endif
