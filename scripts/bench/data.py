"""The tables measured: the sample shipped in Resources/, and 1k, 100k and 1M generated
rows (datagen.py: deterministic, about 355 bytes a row), cached in .build/bench-data; a
set named with ".gz" is the same rows compressed with `gzip -n`."""

import os
import subprocess

import datagen

SIZES = {"1k": 1_000, "100k": 100_000, "1m": 1_000_000}


def dataset(root, name):
    """The path of data set `name` ("sample", "1k", "100k", "1m"), generated if missing
    or older than the generator's source."""
    if name == "sample":
        return os.path.join(root, "Resources", "elements.csv")
    if name.endswith(".gz"):
        plain = dataset(root, name[:-3])
        path = plain + ".gz"
        if not os.path.exists(path) or os.path.getmtime(path) < os.path.getmtime(plain):
            print(f"compressing {os.path.relpath(plain, root)}", flush=True)
            with open(path + ".partial", "wb") as out:
                subprocess.run(["gzip", "-n", "-c", plain], stdout=out, check=True)
            os.replace(path + ".partial", path)
        return path
    folder = os.path.join(root, ".build", "bench-data")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"rows-{name}.csv")
    source = datagen.__file__
    if not os.path.exists(path) or os.path.getmtime(path) < os.path.getmtime(source):
        print(f"generating {SIZES[name]:,} rows into {os.path.relpath(path, root)}", flush=True)
        partial = path + ".partial"
        datagen.main([str(SIZES[name]), partial])
        os.replace(partial, path)
    return path

