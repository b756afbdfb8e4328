"""datagen ROWS OUT [--format csv|jsonl]: deterministic sample records for make bench and make
soak (columns id,title,author,category,date,score,tags,body; about 355 bytes a CSV row), from a
seeded SplitMix64 generator, so every run measures the same table."""

import sys

MASK = (1 << 64) - 1

ADJECTIVES = """amber ancient azure bitter bold brave brisk broken calm clever cobalt cold crimson curious dark
distant dusty eager early electric empty endless faded fallen fierce final first fragile frozen gentle
gilded golden grand gray green hidden hollow humble icy idle iron jade last lazy little lonely lost
loud lucky lunar marble mellow merry misty modest muted narrow noble obsidian old olive open pale
patient plain proud quiet rapid rare restless rough royal rusty sacred scarlet secret shadowed sharp
silent silver simple sleepy slow small smoky solar solemn steady stone strange sudden swift tender
velvet violet wandering warm wild winter wooden""".split()
NOUNS = """anchor archive arrow atlas autumn bell bridge candle canyon castle cathedral compass cottage crown
delta desert dragon dream ember engine falcon feather forest fortress fountain garden glacier harbor
harvest hawk horizon island journey kingdom ladder lantern library lighthouse machine meadow mirror
monastery mountain needle ocean orchard palace passage pilgrim planet prairie prism quarry raven
river road sailor satellite season shadow shore signal sparrow spire storm summit sunrise tapestry
temple thunder tide tower traveler valley village voyage waterfall whisper window wolf""".split()
WORDS = """the of and a to in is was that for on with as by at from this it be are an or which have has
not but were they their one all would there what so up out if about who get when make can like
time just him know take people into year your good some could them see other than then now look
only come its over think also back after use two how our work first well way even new want because
any these give day most us data system report value order record table field model result process
number market service account project report review budget survey design policy method signal level
network sample schedule contract payment customer product feature release version module request""".split()
FIRST_NAMES = "Ada Alan Anna Bela Carl Dora Emil Erin Finn Gwen Hugo Ines Ivan Jana Karl Lena Liam Mara Nico Olga Paul Rosa Sven Tara Umar Vera Yuri Zoe".split()
LAST_NAMES = "Abbott Berger Castro Dahl Eriksen Fischer Garcia Hansen Ito Jensen Kowalski Larsen Moreau Novak Olsen Petrov Quinn Rossi Sato Torres Ueda Vogel Weber Young Zimmer".split()
CATEGORIES = "fiction history science travel poetry drama biography cooking music art philosophy nature".split()
TAGS = "new classic signed rare illustrated abridged annotated translated hardcover paperback award bestseller vintage reprint digital".split()


class SplitMix64:
    def __init__(self, seed):
        self.state = seed

    def below(self, bound):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return (z ^ (z >> 31)) % bound


def records(count, jsonl):
    rng = SplitMix64(0x5EED5EED)
    pick = lambda words: words[rng.below(len(words))]
    quote = '\\"' if jsonl else '""'
    for number in range(1, count + 1):
        # Title "Adjective Noun of the Noun"; 10% "Adjective Noun, Noun" (a quoted CSV field);
        # 1% with a quoted word (doubled quotes in CSV, escaped in JSON).
        style = rng.below(100)
        title = pick(ADJECTIVES).capitalize() + " " + pick(NOUNS).capitalize()
        title += (", " if style < 10 else " of the ") + pick(NOUNS).capitalize()
        if style == 10:
            title += f" {quote}Revised{quote}"
        author = pick(FIRST_NAMES) + " " + pick(LAST_NAMES)
        category = pick(CATEGORIES)
        date = f"{2000 + rng.below(25)}-{1 + rng.below(12):02}-{1 + rng.below(28):02}"
        score = rng.below(101)
        tags = [pick(TAGS) for _ in range(1 + rng.below(3))]
        body = pick(WORDS).capitalize()
        while len(body) < 265:
            body += " " + pick(WORDS)
        if jsonl:
            tag_list = ",".join(f'"{tag}"' for tag in tags)
            yield (f'{{"id":{number},"title":"{title}","author":"{author}","category":"{category}",'
                   f'"date":"{date}","score":{score // 10}.{score % 10},"tags":[{tag_list}],"body":"{body}."}}\n')
        else:
            title = f'"{title}"' if style <= 10 else title
            yield f"{number},{title},{author},{category},{date},{score // 10}.{score % 10},{';'.join(tags)},{body}.\n"


def main(arguments):
    if len(arguments) < 2 or not arguments[0].isdigit():
        sys.exit("usage: datagen.py ROWS OUT [--format csv|jsonl]")
    jsonl = arguments[2:4] == ["--format", "jsonl"]
    with open(arguments[1], "w", encoding="utf-8") as out:
        if not jsonl:
            out.write("id,title,author,category,date,score,tags,body\n")
        out.writelines(records(int(arguments[0]), jsonl))


if __name__ == "__main__":
    main(sys.argv[1:])
