// datagen ROWS OUT [--format csv|jsonl]
// Writes deterministic sample records (columns id,title,author,category,date,score,tags,body)
// using a seeded SplitMix64 generator; about 355 bytes per CSV row.
#if canImport(Glibc)
import Glibc
#endif
import SeededRandom


let adjectives = """
amber ancient azure bitter bold brave brisk broken calm clever cobalt cold crimson curious dark \
distant dusty eager early electric empty endless faded fallen fierce final first fragile frozen gentle \
gilded golden grand gray green hidden hollow humble icy idle iron jade last lazy little lonely lost \
loud lucky lunar marble mellow merry misty modest muted narrow noble obsidian old olive open pale \
patient plain proud quiet rapid rare restless rough royal rusty sacred scarlet secret shadowed sharp \
silent silver simple sleepy slow small smoky solar solemn steady stone strange sudden swift tender \
velvet violet wandering warm wild winter wooden
""".split(separator: " ").map { Array($0.utf8) }
let nouns = """
anchor archive arrow atlas autumn bell bridge candle canyon castle cathedral compass cottage crown \
delta desert dragon dream ember engine falcon feather forest fortress fountain garden glacier harbor \
harvest hawk horizon island journey kingdom ladder lantern library lighthouse machine meadow mirror \
monastery mountain needle ocean orchard palace passage pilgrim planet prairie prism quarry raven \
river road sailor satellite season shadow shore signal sparrow spire storm summit sunrise tapestry \
temple thunder tide tower traveler valley village voyage waterfall whisper window wolf
""".split(separator: " ").map { Array($0.utf8) }
let words = """
the of and a to in is was that for on with as by at from this it be are an or which have has \
not but were they their one all would there what so up out if about who get when make can like \
time just him know take people into year your good some could them see other than then now look \
only come its over think also back after use two how our work first well way even new want because \
any these give day most us data system report value order record table field model result process \
number market service account project report review budget survey design policy method signal level \
network sample schedule contract payment customer product feature release version module request
""".split(separator: " ").map { Array($0.utf8) }
let firstNames = "Ada Alan Anna Bela Carl Dora Emil Erin Finn Gwen Hugo Ines Ivan Jana Karl Lena Liam Mara Nico Olga Paul Rosa Sven Tara Umar Vera Yuri Zoe".split(separator: " ").map { Array($0.utf8) }
let lastNames = "Abbott Berger Castro Dahl Eriksen Fischer Garcia Hansen Ito Jensen Kowalski Larsen Moreau Novak Olsen Petrov Quinn Rossi Sato Torres Ueda Vogel Weber Young Zimmer".split(separator: " ").map { Array($0.utf8) }
let categories = "fiction history science travel poetry drama biography cooking music art philosophy nature".split(separator: " ").map { Array($0.utf8) }
let tags = "new classic signed rare illustrated abridged annotated translated hardcover paperback award bestseller vintage reprint digital".split(separator: " ").map { Array($0.utf8) }


func fail(_ message: String) -> Never {
    let text = Array((message + "\n").utf8)
    _ = text.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

/// Buffers output and writes it in 4 MB chunks.
struct Output {
    let fd: Int32
    var bytes: [UInt8] = []

    init(fd: Int32) {
        self.fd = fd
        bytes.reserveCapacity(8 << 20)
    }

    mutating func put(_ s: String) { bytes.append(contentsOf: s.utf8) }
    mutating func put(_ b: [UInt8]) { bytes.append(contentsOf: b) }
    mutating func number(_ n: Int, width: Int = 0) {
        var digits: [UInt8] = []
        var v = n
        repeat { digits.append(UInt8(48 + v % 10)); v /= 10 } while v > 0
        while digits.count < width { digits.append(48) }
        bytes.append(contentsOf: digits.reversed())
    }
    mutating func flush() {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress?.advanced(by: offset), $0.count - offset) }
            if written <= 0 { fail("datagen: write failed") }
            offset += written
        }
        bytes.removeAll(keepingCapacity: true)
    }
}

extension Output {
    mutating func capitalized(_ w: [UInt8]) {
        bytes.append(w[0] &- 32)
        bytes.append(contentsOf: w[1...])
    }
}

func generate(rows rowCount: Int, jsonl: Bool, into out: inout Output) {
    var rng = SeededGenerator(seed: 0x5EED_5EED)
    if !jsonl { out.put("id,title,author,category,date,score,tags,body\n") }
    let quote: [UInt8] = jsonl ? Array("\\\"".utf8) : Array("\"\"".utf8)
    for id in stride(from: 1, through: rowCount, by: 1) {
        // Title "Adjective Noun of the Noun"; 10% "Adjective Noun, Noun" (a quoted CSV field);
        // 1% with a quoted word (doubled quotes in CSV, escaped in JSON).
        let style = rng.below(100)
        let quotedField = style <= 10
        if jsonl {
            out.put("{\"id\":"); out.number(id); out.put(",\"title\":\"")
        } else {
            out.number(id); out.put(quotedField ? ",\"" : ",")
        }
        out.capitalized(adjectives[rng.below(adjectives.count)])
        out.put(" ")
        out.capitalized(nouns[rng.below(nouns.count)])
        out.put(style < 10 ? ", " : " of the ")
        out.capitalized(nouns[rng.below(nouns.count)])
        if style == 10 { out.put(" "); out.put(quote); out.put("Revised"); out.put(quote) }
        if jsonl || quotedField { out.put("\"") }
        let separator = jsonl ? "\",\"" : ","
        out.put(jsonl ? ",\"author\":\"" : ",")
        out.put(firstNames[rng.below(firstNames.count)]); out.put(" "); out.put(lastNames[rng.below(lastNames.count)])
        out.put(jsonl ? "\",\"category\":\"" : separator)
        out.put(categories[rng.below(categories.count)])
        out.put(jsonl ? "\",\"date\":\"" : separator)
        out.number(2000 + rng.below(25)); out.put("-"); out.number(1 + rng.below(12), width: 2)
        out.put("-"); out.number(1 + rng.below(28), width: 2)
        out.put(jsonl ? "\",\"score\":" : separator)
        let score = rng.below(101)
        out.number(score / 10); out.put("."); out.number(score % 10)
        out.put(jsonl ? ",\"tags\":[" : separator)
        for k in 0..<(1 + rng.below(3)) {
            if k > 0 { out.put(jsonl ? "," : ";") }
            if jsonl { out.put("\"") }
            out.put(tags[rng.below(tags.count)])
            if jsonl { out.put("\"") }
        }
        out.put(jsonl ? "],\"body\":\"" : separator)
        let bodyStart = out.bytes.count
        out.capitalized(words[rng.below(words.count)])
        while out.bytes.count - bodyStart < 265 {
            out.put(" ")
            out.put(words[rng.below(words.count)])
        }
        out.put(jsonl ? ".\"}\n" : ".\n")
        if out.bytes.count >= 4 << 20 { out.flush() }
    }
    out.flush()
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let rowCount = Int(arguments[1]), rowCount >= 0 else {
    fail("usage: datagen ROWS OUT [--format csv|jsonl]")
}
let jsonl = arguments.count >= 5 && arguments[3] == "--format" && arguments[4] == "jsonl"
let fd = open(arguments[2], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
if fd < 0 { fail("datagen: cannot write \(arguments[2])") }
var output = Output(fd: fd)
generate(rows: rowCount, jsonl: jsonl, into: &output)
close(fd)
