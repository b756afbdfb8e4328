/* The machine's floor for a key, for `make bench`: waits in poll for a key on a raw
 * terminal, writes a 900-byte frame back in one write, then marks the frame on
 * SPLITVIEW_BENCH_FRAME_FD as splitview does (F, then the thread's CPU nanoseconds,
 * little-endian). Nothing else: what the machine charges any program per key. q quits. */
#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

int main(void) {
    const char *variable = getenv("SPLITVIEW_BENCH_FRAME_FD");
    int marks = variable ? atoi(variable) : -1;
    struct termios settings;
    if (marks < 0 || tcgetattr(0, &settings) != 0) return 2;
    cfmakeraw(&settings);
    tcsetattr(0, TCSANOW, &settings);
    char frame[900];
    memset(frame, 'x', sizeof frame);
    for (;;) {
        struct pollfd key = {0, POLLIN, 0};
        if (poll(&key, 1, -1) < 0) return 1;
        char input[64];
        ssize_t count = read(0, input, sizeof input);
        if (count <= 0 || input[0] == 'q') return 0;
        if (write(1, frame, sizeof frame) < 0) return 1;
        struct timespec now;
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        uint64_t nanoseconds = (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
        unsigned char mark[9] = {'F'};
        for (int i = 0; i < 8; i++) mark[1 + i] = (unsigned char)(nanoseconds >> (8 * i));
        if (write(marks, mark, sizeof mark) < 0) return 1;
    }
}
