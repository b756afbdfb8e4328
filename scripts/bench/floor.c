/* The machine's floor for a key, for `make bench`: waits for a key on a raw
 * terminal and writes a 900-byte frame back in one write. It waits in epoll_wait, as
 * splitview does. Nothing else: what the machine charges any program per key. q quits. */
#include <sys/epoll.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

int main(void) {
    struct termios settings;
    if (tcgetattr(0, &settings) != 0) return 2;
    cfmakeraw(&settings);
    tcsetattr(0, TCSANOW, &settings);
    enum { size = 900 };
    char frame[size];
    memset(frame, 'x', size);
    int keys = epoll_create1(EPOLL_CLOEXEC);
    struct epoll_event watched = { .events = EPOLLIN };
    if (keys < 0 || epoll_ctl(keys, EPOLL_CTL_ADD, 0, &watched) != 0) return 1;
    for (;;) {
        struct epoll_event ready;
        if (epoll_wait(keys, &ready, 1, -1) < 0) return 1;
        char input[64];
        ssize_t count = read(0, input, sizeof input);
        if (count <= 0 || input[0] == 'q') return 0;
        if (write(1, frame, sizeof frame) < 0) return 1;
    }
}
