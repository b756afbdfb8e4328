// The loop's wait for input, in C because glibc's epoll is not imported into Swift.
#include <stdint.h>
#include <sys/epoll.h>
#include <unistd.h>
#include "CTerminalGuard.h"

int tg_open_event_set(const int *fds, int count) {
    if (count > TG_EVENT_SET_LIMIT) return -1;
    int set = epoll_create1(EPOLL_CLOEXEC);
    if (set < 0) return -1;
    for (int index = 0; index < count; index++) {
        struct epoll_event event = { .events = EPOLLIN, .data = { .u64 = (uint64_t)index } };
        if (epoll_ctl(set, EPOLL_CTL_ADD, fds[index], &event) != 0) {
            close(set);
            return -1;
        }
    }
    return set;
}

int tg_wait_event_set(int set, int timeout, short *revents, int count) {
    struct epoll_event ready[TG_EVENT_SET_LIMIT];
    for (int index = 0; index < count; index++) revents[index] = 0;
    int got = epoll_wait(set, ready, TG_EVENT_SET_LIMIT, timeout);
    for (int index = 0; index < got; index++) {
        uint64_t which = ready[index].data.u64;
        if (which < (uint64_t)count) revents[which] = (short)ready[index].events;
    }
    return got;
}
