import CNcurses
import Glibc

/// Characters from the bytes of a terminal whose locale is not UTF-8, decoded by the C
/// library as ncurses' `wget_wch` decoded them: in the C locale only ASCII (other bytes
/// are dropped), in a single-byte locale such as Latin-1 its characters, in a multibyte
/// one a character split across reads too. (In a UTF-8 locale, SplitKit's
/// `InputDecoder` decodes the bytes itself.)
struct LocaleCharacters {
    private var state = mbstate_t()

    /// Takes one byte; returns the character it completes, or nil when the character is
    /// not complete yet or the byte is not valid in the locale (dropped).
    mutating func take(_ byte: UInt8) -> UInt32? {
        for _ in 0..<2 {
            var character: wchar_t = 0
            var input = CChar(bitPattern: byte)
            switch mbrtowc(&character, &input, 1, &state) {
            case 0: return 0
            case 1: return UInt32(bitPattern: character)
            case -2: return nil  // the start of a character: wait for the rest
            default:
                // Invalid: drop what came before, and try the byte once more on its own,
                // so a key typed after garbage still counts.
                state = mbstate_t()
            }
        }
        return nil
    }
}
