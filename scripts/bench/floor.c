/* The machine's floor for a key, for `make bench`: waits for a key on a raw
 * terminal and writes a 900-byte frame back in one write, ending in the frame mark
 * splitview ends its frames with when SPLITVIEW_BENCH_FRAME_MARKS is 1 (ESC _ F, the
 * thread's CPU nanoseconds when the frame before was written, in 16 hex digits, ESC \).
 * It waits in epoll_wait, as splitview does. Nothing else: what the machine charges any
 * program per key. q quits. */
#include <sys/epoll.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

int main(void) {
    const char *variable = getenv("SPLITVIEW_BENCH_FRAME_MARKS");
    struct termios settings;
    if (!variable || strcmp(variable, "1") != 0 || tcgetattr(0, &settings) != 0) return 2;
    cfmakeraw(&settings);
    tcsetattr(0, TCSANOW, &settings);
    enum { size = 900, mark = 21 };
    char frame[size + mark];
    memset(frame, 'x', size);
    uint64_t written = 0;
    int keys = epoll_create1(EPOLL_CLOEXEC);
    struct epoll_event watched = { .events = EPOLLIN };
    if (keys < 0 || epoll_ctl(keys, EPOLL_CTL_ADD, 0, &watched) != 0) return 1;
    for (;;) {
        struct epoll_event ready;
        if (epoll_wait(keys, &ready, 1, -1) < 0) return 1;
        char input[64];
        ssize_t count = read(0, input, sizeof input);
        if (count <= 0 || input[0] == 'q') return 0;
        char *end = frame + size;
        *end++ = 0x1b, *end++ = '_', *end++ = 'F';
        for (int shift = 60; shift >= 0; shift -= 4) *end++ = "0123456789abcdef"[(written >> shift) & 0xF];
        *end++ = 0x1b, *end++ = '\\';
        if (write(1, frame, sizeof frame) < 0) return 1;
        struct timespec now;
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        written = (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
    }
}
