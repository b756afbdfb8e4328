#define _GNU_SOURCE
#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <string.h>
#include <wchar.h>
#include "CWidth.h"

static locale_t utf8_locale = (locale_t)0;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;

static void make_utf8_locale(void) {
    utf8_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
    if (utf8_locale == (locale_t)0) utf8_locale = newlocale(LC_CTYPE_MASK, "en_US.UTF-8", (locale_t)0);
}

int splitkit_wcwidth(unsigned int scalar) {
    if (scalar < 0x7f) return scalar >= 0x20 ? 1 : -1;
    pthread_once(&utf8_once, make_utf8_locale);
    if (utf8_locale == (locale_t)0) return wcwidth((wchar_t)scalar);
    locale_t previous = uselocale(utf8_locale);
    int width = wcwidth((wchar_t)scalar);
    uselocale(previous);
    return width;
}

int splitkit_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}
