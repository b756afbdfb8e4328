/* Lines a keystroke touches, for `make bench --instructions`: reads the trace valgrind's
 * lackey writes (--trace-mem=yes: "I  addr,size" for each instruction, " L", " S" or
 * " M  addr,size" for each data access) on standard input, and splits it into spans at
 * each execution of the instruction at MARK (epoll_wait's first instruction: the UI
 * thread entering it again ends a key). Once the file named by its argument exists,
 * holding MARK in hex, it prints for each span the instructions run, the distinct
 * 64-byte lines fetched as code and read or written as data, and the distinct 4 KB pages
 * of code and of data, one span a line. Before that the trace (start-up) is read and
 * dropped. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

enum { bits = 22, slots = 1 << bits };

static uint64_t keys[slots];
static uint32_t generations[slots];
static uint32_t generation = 1;

/* Whether `key` is in `table` under generation `current` (slots marked in `marks` with an
 * older generation count as free); notes it there if not. */
static int seen_in(uint64_t *table, uint32_t *marks, uint32_t current, uint64_t key) {
    uint32_t slot = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> (64 - bits));
    while (marks[slot] == current) {
        if (table[slot] == key) return 1;
        slot = (slot + 1) & (slots - 1);
    }
    marks[slot] = current;
    table[slot] = key;
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    char line[256];
    unsigned long long mark = 0;
    long long lines = 0;
    while (!mark && fgets(line, sizeof line, stdin)) {
        if (++lines % 65536 != 0 || access(argv[1], R_OK) != 0) continue;
        FILE *file = fopen(argv[1], "r");
        if (file && fscanf(file, "%llx", &mark) != 1) mark = 0;
        if (file) fclose(file);
    }
    long long instructions = 0, code = 0, data = 0, pages = 0, dataPages = 0;
    int started = 0;
    while (fgets(line, sizeof line, stdin)) {
        const char *p = line[0] == ' ' ? line + 1 : line;
        if (p[0] != 'I' && p[0] != 'L' && p[0] != 'S' && p[0] != 'M') continue;
        unsigned long long address = strtoull(p + 3, NULL, 16);
        int isCode = p[0] == 'I';
        if (isCode && address == mark) {
            if (started) printf("%lld %lld %lld %lld %lld\n", instructions, code, data, pages, dataPages);
            fflush(stdout);
            started = 1;
            instructions = code = data = pages = dataPages = 0;
            generation++;
        }
        instructions += isCode;
        if (!seen_in(keys, generations, generation, (address >> 6) << 1 | (unsigned)isCode)) {
            if (isCode) code++;
            else data++;
            /* A page's key has bit 62 set, which no line's key (an address over 32) has;
             * a data page's, bit 61 as well. */
            uint64_t page = address >> 12 | 1ull << 62 | (uint64_t)!isCode << 61;
            if (!seen_in(keys, generations, generation, page)) {
                if (isCode) pages++;
                else dataPages++;
            }
        }
    }
    return 0;
}
