"""The tables measured: the sample shipped in Resources/, and 1k, 100k and 1M generated
rows (datagen.py: deterministic, about 355 bytes a row), cached in .build/bench-data."""

import os

import datagen

SIZES = {"1k": 1_000, "100k": 100_000, "1m": 1_000_000}


def dataset(root, name):
    """The path of data set `name` ("sample", "1k", "100k", "1m"), generated if missing
    or older than the generator's source."""
    if name == "sample":
        return os.path.join(root, "Resources", "elements.csv")
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

