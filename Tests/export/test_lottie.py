"""The Lottie export checked with real parts: the file `motionbook run … --lottie` writes is
validated against the Lottie specification's JSON schema (PyPI lottie-specs, with jsonschema),
and rendered with Samsung's rlottie (PyPI rlottie-python) its shapes sit where the trace puts
them: at a few frames, the pixel at each drawn shape's traced centre has the shape's traced
fill colour, and a pixel just outside the shape does not.

Usage: test_lottie.py LOTTIE.json TRACE.json
(TRACE.json is the same snippet's trace, `motionbook run … --format json`.) The centres and
colours come from the trace alone, read here independently of the Swift code that wrote the file.
"""
import json
import pathlib
import sys

import jsonschema
import lottie_specs
from rlottie_python import LottieAnimation

DRAWN = {"circle", "ellipse", "capsule", "rectangle", "roundedRectangle"}


def schema():
    path = pathlib.Path(lottie_specs.__file__).parent / "data" / "lottie.schema.json"
    return json.loads(path.read_text())


def track(trace, path, prop):
    for t in trace["tracks"]:
        if t["path"] == path and t["property"] == prop:
            return t
    return None


def at(t, frame):
    return t["values"][min(frame, len(t["values"]) - 1)]


def colour(trace, paint, frame):
    if paint is None:
        return None
    if "path" in paint:
        t = track(trace, paint["path"], paint["property"])
        return at(t, frame) if t else None
    return paint.get("rgba")


def shapes(trace, frame):
    """(path, centre x, centre y, width, height, rgba) of every filled shape present at frame."""
    out = []
    for node in trace["scene"]["nodes"]:
        if node["kind"] not in DRAWN or node.get("lineWidth"):
            continue
        if frame < node.get("from", 0) or (node.get("until") is not None and frame >= node["until"]):
            continue
        g = track(trace, node["path"], "geometry")
        x, y, w, h = at(g, frame) if g else node["frame"]
        rgba = colour(trace, node.get("fill"), frame) or [0, 0, 0, 1]
        out.append((node["path"], x + w / 2, y + h / 2, w, h, rgba))
    return out


def pixel(buffer, width, x, y):
    """Un-premultiplied (r, g, b, a) in 0…255 of rlottie's ARGB32 (bytes B, G, R, A)."""
    i = (int(y) * width + int(x)) * 4
    b, g, r, a = buffer[i], buffer[i + 1], buffer[i + 2], buffer[i + 3]
    if a == 0:
        return (0, 0, 0, 0)
    return (round(r * 255 / a), round(g * 255 / a), round(b * 255 / a), a)


def main():
    lottie_path, trace_path = sys.argv[1], sys.argv[2]
    document = json.loads(pathlib.Path(lottie_path).read_text())
    trace = json.loads(pathlib.Path(trace_path).read_text())
    if "format" not in trace:  # an object keyed by snippet id
        trace = next(iter(trace.values()))

    jsonschema.Draft202012Validator(schema()).validate(document)
    print(f"ok - {lottie_path} is valid against the Lottie schema ({len(document['layers'])} layers)")

    animation = LottieAnimation.from_file(lottie_path)
    width, height = animation.lottie_animation_get_size()
    assert (width, height) == (round(trace["scene"]["width"]), round(trace["scene"]["height"])), (width, height)
    duration = animation.lottie_animation_get_duration()
    assert abs(duration - len(trace["times"]) / trace["fps"]) < 1e-6, (duration, len(trace["times"]))
    last = len(trace["times"]) - 1
    checked = 0
    for frame in sorted({0, round(0.45 * trace["fps"]), last // 2, last}):
        buffer = animation.lottie_animation_render(frame_num=frame)
        for path, cx, cy, w, h, rgba in shapes(trace, frame):
            expected = tuple(round(255 * c) for c in rgba[:3])
            got = pixel(buffer, width, cx, cy)
            assert got[3] > 200 and all(abs(a - b) <= 8 for a, b in zip(got[:3], expected)), \
                f"frame {frame}: {path} at ({cx:.1f}, {cy:.1f}) is {got}, the trace fills it with {expected}"
            # Just outside the shape's right edge (where nothing else was traced): not its colour.
            outside_x = cx + w / 2 + 3
            if outside_x < width and not any(
                    other != path and abs(outside_x - ox) <= ow / 2 + 1 and abs(cy - oy) <= oh / 2 + 1
                    for other, ox, oy, ow, oh, _ in shapes(trace, frame)):
                outside = pixel(buffer, width, outside_x, cy)
                assert outside[3] < 50 or any(abs(a - b) > 8 for a, b in zip(outside[:3], expected)), \
                    f"frame {frame}: {path}'s colour also right of it at ({outside_x:.1f}, {cy:.1f})"
            checked += 1
    assert checked >= 6, f"only {checked} shapes checked"
    print(f"ok - rlottie draws {checked} shapes at their traced centres in their traced colours")


if __name__ == "__main__":
    main()
