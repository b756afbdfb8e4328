"""A small terminal emulator: enough of xterm to follow what ncurses (and less, tig, fzf,
VisiData) write for TERM=xterm-256color, so the benchmark can read the screen (the status
bar's row count, the filter's match count, the highlighted row) instead of trusting the
program about its own state.

It keeps characters and one attribute (reverse video, to find the highlighted row);
colours and other attributes are parsed and dropped. Sequences it does not know are
counted in `unknown`, so a gap in it shows up instead of silently garbling the screen.
"""

import unicodedata


def char_width(ch):
    """Columns a character takes, as wcwidth would say for the common cases."""
    if unicodedata.combining(ch) or ch in "\u200b\u200d\ufe0f":
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


# DEC special graphics (ESC ( 0), for programs that draw lines with the alternate charset.
DEC_GRAPHICS = dict(zip("jklmnqtuvwx", "┘┐┌└┼─├┤┴┬│"))


class Screen:
    """Rows x columns of (character, reverse) cells fed with raw terminal output."""

    def __init__(self, columns, rows):
        self.unknown = {}
        self.replies = b""  # answers to queries (cursor position), for the session to send back
        self.columns, self.rows = columns, rows
        self.cells = [[(" ", False) for _ in range(columns)] for _ in range(rows)]
        self.reset()
        self._pending = b""

    def resize(self, columns, rows):
        """As a terminal window resizes: the text stays where it is, cut or padded."""
        self.cells = [(row + [(" ", False)] * columns)[:columns] for row in self.cells[:rows]]
        self.cells += [[(" ", False) for _ in range(columns)] for _ in range(rows - len(self.cells))]
        self.columns, self.rows = columns, rows
        self.x, self.y = min(self.x, columns - 1), min(self.y, rows - 1)
        self.top, self.bottom = 0, rows - 1
        self.wrap_pending = False

    def reset(self):
        self.application_cursor = False  # DECCKM: cursor keys send ESC O x rather than ESC [ x
        self.x = self.y = 0
        self.top, self.bottom = 0, self.rows - 1
        self.reverse = False
        self.graphics = False
        self.wrap_pending = False
        self.saved = (0, 0)
        self.last_char = " "

    # -- reading the screen -------------------------------------------------------------

    def line(self, y):
        """Row y as text, trailing blanks removed."""
        return "".join(ch for ch, _ in self.cells[y]).rstrip()

    def text(self):
        return "\n".join(self.line(y) for y in range(self.rows))

    def reversed_rows(self, x0=0, x1=None):
        """Rows whose cells x0..x1 are mostly in reverse video (a highlighted list row)."""
        x1 = self.columns if x1 is None else x1
        found = []
        for y in range(self.rows):
            span = self.cells[y][x0:x1]
            if span and sum(1 for _, r in span if r) * 2 > len(span):
                found.append(y)
        return found

    # -- feeding output -----------------------------------------------------------------

    def feed(self, data):
        data = self._pending + data
        self._pending = b""
        text = data.decode("utf-8", errors="surrogateescape")
        # Keep an incomplete UTF-8 sequence or escape sequence for the next chunk.
        i, n = 0, len(text)
        while i < n:
            ch = text[i]
            if ch == "\x1b":
                end = self._escape(text, i)
                if end is None:
                    self._pending = text[i:].encode("utf-8", errors="surrogateescape")
                    return
                i = end
                continue
            if "\udc80" <= ch <= "\udcff":
                # A partial UTF-8 sequence at the end of the chunk: wait for the rest.
                if n - i < 4 and all("\udc80" <= c <= "\udcff" for c in text[i:]):
                    self._pending = text[i:].encode("utf-8", errors="surrogateescape")
                    return
                ch = "\ufffd"
            self._control(ch) if ord(ch) < 0x20 or ch == "\x7f" else self._put(ch)
            i += 1

    def _control(self, ch):
        if ch == "\r":
            self.x, self.wrap_pending = 0, False
        elif ch == "\n" or ch == "\x0b" or ch == "\x0c":
            self._index()
        elif ch == "\b":
            self.x, self.wrap_pending = max(0, self.x - 1), False
        elif ch == "\t":
            self.x = min(self.columns - 1, (self.x // 8 + 1) * 8)
        elif ch == "\x0e":
            self.graphics = True
        elif ch == "\x0f":
            self.graphics = False

    def _put(self, ch):
        if self.graphics:
            ch = DEC_GRAPHICS.get(ch, ch)
        width = char_width(ch)
        if width == 0:
            return
        if self.wrap_pending:
            self.x, self.wrap_pending = 0, False
            self._index()
        if self.x + width > self.columns:
            self.x = 0
            self._index()
        self.cells[self.y][self.x] = (ch, self.reverse)
        if width == 2 and self.x + 1 < self.columns:
            self.cells[self.y][self.x + 1] = ("", self.reverse)
        self.last_char = ch
        self.x += width
        if self.x >= self.columns:
            self.x, self.wrap_pending = self.columns - 1, True

    def _index(self):
        if self.y == self.bottom:
            self._scroll(1)
        elif self.y < self.rows - 1:
            self.y += 1

    def _scroll(self, count):
        """Scrolls the scroll region up (count > 0) or down (count < 0)."""
        blank = lambda: [(" ", False) for _ in range(self.columns)]
        region = self.cells[self.top:self.bottom + 1]
        count = max(-len(region), min(len(region), count))
        if count > 0:
            region = region[count:] + [blank() for _ in range(count)]
        elif count < 0:
            region = [blank() for _ in range(-count)] + region[:count]
        self.cells[self.top:self.bottom + 1] = region

    def _escape(self, text, i):
        """Handles the escape sequence at i; returns the index after it, None if incomplete."""
        if i + 1 >= len(text):
            return None
        kind = text[i + 1]
        if kind == "[":
            j = i + 2
            while j < len(text) and not ("\x40" <= text[j] <= "\x7e"):
                j += 1
            if j >= len(text):
                return None
            self._csi(text[i + 2:j], text[j])
            return j + 1
        if kind in "]P_^":  # OSC, DCS, APC, PM: up to BEL or ST
            j = i + 2
            while j < len(text):
                if text[j] == "\x07":
                    return j + 1
                if text[j] == "\x1b" and j + 1 < len(text) and text[j + 1] == "\\":
                    return j + 2
                j += 1
            return None
        if kind in "()*+":
            if i + 2 >= len(text):
                return None
            if kind == "(":
                self.graphics = text[i + 2] == "0"
            return i + 3
        if kind == "7":
            self.saved = (self.x, self.y)
        elif kind == "8":
            self.x, self.y = self.saved
        elif kind == "M":
            if self.y == self.top:
                self._scroll(-1)
            elif self.y > 0:
                self.y -= 1
        elif kind == "D":
            self._index()
        elif kind == "E":
            self.x = 0
            self._index()
        elif kind == "c":
            self.cells = [[(" ", False) for _ in range(self.columns)] for _ in range(self.rows)]
            self.reset()
        elif kind not in "=>":
            self.unknown[kind] = self.unknown.get(kind, 0) + 1
        return i + 2

    def _csi(self, params, final):
        private = params[:1] in ("?", ">", "=", "<")
        body = params[1:] if private else params
        try:
            args = [int(p) if p else 0 for p in body.split(";")] if body else []
        except ValueError:
            args = []
        arg = lambda k, default=1: args[k] if len(args) > k and args[k] else default
        self.wrap_pending = self.wrap_pending and final == "m"
        if private:
            if final in "hl" and 1 in args:
                self.application_cursor = final == "h"
            if final in "hl" and any(a in (47, 1047, 1049) for a in args):
                self.cells = [[(" ", False) for _ in range(self.columns)] for _ in range(self.rows)]
            return
        clamp_y = lambda y: max(0, min(self.rows - 1, y))
        clamp_x = lambda x: max(0, min(self.columns - 1, x))
        if final in "Hf":
            self.y, self.x = clamp_y(arg(0) - 1), clamp_x(arg(1) - 1)
        elif final == "A":
            self.y = clamp_y(self.y - arg(0))
        elif final in "Be":
            self.y = clamp_y(self.y + arg(0))
        elif final in "Ca":
            self.x = clamp_x(self.x + arg(0))
        elif final == "D":
            self.x = clamp_x(self.x - arg(0))
        elif final in "G`":
            self.x = clamp_x(arg(0) - 1)
        elif final == "d":
            self.y = clamp_y(arg(0) - 1)
        elif final == "E":
            self.x, self.y = 0, clamp_y(self.y + arg(0))
        elif final == "F":
            self.x, self.y = 0, clamp_y(self.y - arg(0))
        elif final == "K":
            mode = arg(0, 0)
            row = self.cells[self.y]
            lo, hi = {0: (self.x, self.columns), 1: (0, self.x + 1), 2: (0, self.columns)}.get(mode, (0, 0))
            for x in range(lo, hi):
                row[x] = (" ", self.reverse)
        elif final == "J":
            mode = arg(0, 0)
            if mode == 0:
                ys = range(self.y + 1, self.rows)
                for x in range(self.x, self.columns):
                    self.cells[self.y][x] = (" ", self.reverse)
            elif mode == 1:
                ys = range(0, self.y)
                for x in range(0, self.x + 1):
                    self.cells[self.y][x] = (" ", self.reverse)
            else:
                ys = range(self.rows)
            for y in ys:
                self.cells[y] = [(" ", self.reverse) for _ in range(self.columns)]
        elif final == "X":
            row = self.cells[self.y]
            for x in range(self.x, min(self.columns, self.x + arg(0))):
                row[x] = (" ", self.reverse)
        elif final == "P":
            row = self.cells[self.y]
            n = min(arg(0), self.columns - self.x)
            del row[self.x:self.x + n]
            row.extend((" ", self.reverse) for _ in range(n))
        elif final == "@":
            row = self.cells[self.y]
            n = min(arg(0), self.columns - self.x)
            row[self.x:self.x] = [(" ", self.reverse)] * n
            del row[self.columns:]
        elif final in "LM":
            if self.top <= self.y <= self.bottom:
                saved_top, self.top = self.top, self.y
                self._scroll(-arg(0) if final == "L" else arg(0))
                self.top = saved_top
        elif final == "S":
            self._scroll(arg(0))
        elif final == "T":
            self._scroll(-arg(0))
        elif final == "r":
            self.top, self.bottom = clamp_y(arg(0) - 1), clamp_y(arg(1, self.rows) - 1)
            self.x = self.y = 0
        elif final == "b":
            for _ in range(arg(0)):
                self._put(self.last_char)
        elif final == "m":
            self._sgr(args or [0])
        elif final == "n" and arg(0) == 6:
            self.replies += b"\x1b[%d;%dR" % (self.y + 1, self.x + 1)
        elif final == "c":
            self.replies += b"\x1b[?62;c"
        elif final == "s":
            self.saved = (self.x, self.y)
        elif final == "u":
            self.x, self.y = self.saved
        elif final in "hltq":
            pass
        else:
            self.unknown[final] = self.unknown.get(final, 0) + 1

    def _sgr(self, args):
        k = 0
        while k < len(args):
            a = args[k]
            if a == 0 or a == 27:
                self.reverse = False
            elif a == 7:
                self.reverse = True
            elif a in (38, 48, 58):
                k += 2 if len(args) > k + 1 and args[k + 1] == 5 else 4
            k += 1
