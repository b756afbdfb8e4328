#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>
#include "CTerminalGuard.h"

static int restore_fd = -1;
static struct termios original_termios;
static char reset_bytes[256];
static size_t reset_length = 0;
static int wake_descriptor = -1;
static char alternate_stack[64 * 1024];

void tg_unblock_all_signals(void) {
    sigset_t empty;
    sigemptyset(&empty);
    sigprocmask(SIG_SETMASK, &empty, NULL);
}

int tg_save_terminal(int fd) {
    if (tcgetattr(fd, &original_termios) != 0) return -1;
    restore_fd = fd;
    return 0;
}

void tg_set_reset_sequence(const char *bytes, size_t length) {
    reset_length = length < sizeof reset_bytes ? length : sizeof reset_bytes;
    memcpy(reset_bytes, bytes, reset_length);
}

static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        bytes += written;
        length -= (size_t)written;
    }
}

void tg_restore_terminal(void) {
    if (restore_fd < 0) return;
    write_all(restore_fd, reset_bytes, reset_length);
    tcsetattr(restore_fd, TCSANOW, &original_termios);
}

static void wake(char byte) {
    int saved = errno;
    if (wake_descriptor >= 0) (void)!write(wake_descriptor, &byte, 1);
    errno = saved;
}

static void on_continue(int signal_number) { (void)signal_number; wake('C'); }
static void on_suspend(int signal_number) { (void)signal_number; wake('Z'); }
static void on_terminate(int signal_number) { wake((char)signal_number); }

static const char *crash_name(int signal_number) {
    switch (signal_number) {
    case SIGSEGV: return "SIGSEGV (invalid memory access)";
    case SIGBUS: return "SIGBUS (bus error)";
    case SIGABRT: return "SIGABRT (aborted)";
    case SIGILL: return "SIGILL (a Swift runtime trap)";
    case SIGTRAP: return "SIGTRAP (a Swift runtime trap)";
    case SIGFPE: return "SIGFPE (arithmetic error)";
    case SIGSYS: return "SIGSYS (a bad system call)";
    default: return "a fatal signal";
    }
}

static char program_name[64] = "app";

void tg_set_program_name(const char *name) {
    strncpy(program_name, name, sizeof program_name - 1);
    program_name[sizeof program_name - 1] = 0;
}

static void on_crash(int signal_number) {
    tg_restore_terminal();
    const char *name = crash_name(signal_number);
    write_all(2, "\n", 1);
    write_all(2, program_name, strlen(program_name));
    static const char prefix[] = ": crashed with ";
    write_all(2, prefix, sizeof prefix - 1);
    write_all(2, name, strlen(name));
    static const char suffix[] = "; the terminal was restored\n";
    write_all(2, suffix, sizeof suffix - 1);
    tg_die_of(signal_number);
}

void tg_die_of(int signal_number) {
    signal(signal_number, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal_number);
    sigprocmask(SIG_UNBLOCK, &only, NULL);
    raise(signal_number);
    _exit(128 + signal_number);
}

static int install(int signal_number, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    return sigaction(signal_number, &action, NULL);
}

static int resize_pipe[2] = { -1, -1 };

static void on_resize(int signal_number) {
    (void)signal_number;
    int saved = errno;
    if (resize_pipe[1] >= 0) (void)!write(resize_pipe[1], "W", 1);
    errno = saved;
}

int tg_open_resize_signal(void) {
    if (pipe2(resize_pipe, O_NONBLOCK | O_CLOEXEC) != 0) return -1;
    if (install(SIGWINCH, on_resize, SA_RESTART) != 0) return -1;
    return resize_pipe[0];
}

int tg_take_resize_signals(int fd) {
    char bytes[64];
    int count = 0;
    for (;;) {
        ssize_t got = read(fd, bytes, sizeof bytes);
        if (got <= 0) return count;
        count += (int)got;
    }
}

void tg_close_resize_signal(int fd) {
    install(SIGWINCH, SIG_DFL, 0);
    int write_end = resize_pipe[1];
    resize_pipe[1] = -1;
    close(write_end);
    close(fd);
}

void tg_stop_process(void) {
    install(SIGTSTP, SIG_DFL, 0);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &only, NULL);
    raise(SIGTSTP);
    install(SIGTSTP, on_suspend, SA_RESTART);
}

int tg_install_handlers(int wake_fd) {
    wake_descriptor = wake_fd;
    stack_t stack;
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    stack.ss_flags = 0;
    sigaltstack(&stack, NULL);
    int failures = 0;
    failures |= install(SIGCONT, on_continue, SA_RESTART);
    failures |= install(SIGTSTP, on_suspend, SA_RESTART);
    // Every other signal whose default action ends the process (SIGKILL and SIGSTOP
    // cannot be caught). The signal number is the wake byte: all are below 'C'.
    const int terminating[] = {
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGIO, SIGPWR,
        SIGSTKFLT,
    };
    for (size_t i = 0; i < sizeof terminating / sizeof terminating[0]; i++)
        failures |= install(terminating[i], on_terminate, SA_RESTART);
    // Real-time signals a runtime keeps for itself (valgrind's, a debugger's) cannot be
    // caught; those go unhandled rather than keeping the app from starting.
    for (int signal_number = SIGRTMIN; signal_number <= SIGRTMAX; signal_number++)
        install(signal_number, on_terminate, SA_RESTART);
    const int crashing[] = { SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGTRAP, SIGFPE, SIGSYS };
    for (size_t i = 0; i < sizeof crashing / sizeof crashing[0]; i++)
        failures |= install(crashing[i], on_crash, SA_ONSTACK | SA_RESETHAND);
    // A write to a closed pipe or past the file-size limit fails with EPIPE or EFBIG
    // where it happens (a save reports it) rather than ending the session.
    failures |= install(SIGPIPE, SIG_IGN, 0);
    failures |= install(SIGXFSZ, SIG_IGN, 0);
    return failures ? -1 : 0;
}
