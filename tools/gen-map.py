#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate data/map.svg, the board of A House Divided.

The SVG is both the picture and the game data (see docs/map-format.md):
every box and transportation line carries its facts in data-* attributes.

Inputs
  tests/data/ahd-map-reference.json  the board facts (boxes, lines, positions)
  tools/node_modules/us-atlas/states-albers-10m.json
                                     state borders and coastline (Census data,
                                     installed by `npm install` in tools/)

Usage
  cd tools && npm install && cd .. && python3 tools/gen-map.py > data/map.svg

Only the Python standard library and rsvg-convert (librsvg2-bin) are used:
labels are laid out by librsvg once, here, and stored as outlines, so the
program never has to shape text to draw the board.  The output is
deterministic for a given librsvg and font set (fonts-cantarell).
"""

import json
import math
import os
import re
import subprocess
import sys
from xml.sax.saxutils import escape, quoteattr

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FACTS = os.path.join(ROOT, "tests", "data", "ahd-map-reference.json")
ATLAS = os.path.join(HERE, "node_modules", "us-atlas", "states-albers-10m.json")

MAP_VERSION = 1
WIDTH, HEIGHT = 2760, 2200
BOX_H = 46
BOX_MIN_W = 100
FONT = "Cantarell, 'DejaVu Sans', sans-serif"
NAME_SIZE = 14.5

# Colours.  Box sides follow rule 1.3: blue Union, gray Confederate, tan Kentucky.
SIDE_FILL = {"union": "#a9c1e6", "confederate": "#c4c6cb", "neutral": "#e2cd9f"}
SIDE_STROKE = {"union": "#34507f", "confederate": "#4f545c", "neutral": "#7d6634"}
SHIELD_FILL = {"union": "#1d4c9c", "confederate": "#b3261e"}
WATER = "#cfe2ee"
LAND = "#f4efe1"
STATE_BORDER = "#b7a98a"
COAST = "#7fa3bd"
ROAD = "#c9a26b"
RAIL = "#6b4a2b"
RIVER = "#3f7fc4"
RIVER_SIDE = "#2f6db5"

# us-atlas albers frame (u, v) -> board (x, y); least-squares fit over all
# 129 boxes, see geo_fit in the reference facts and its report.
FIT = (7.068490, -0.897822, -3320.539, 1.004932, 7.232855, -2314.641)


def to_board(u, v):
    a, b, c, d, e, f = FIT
    return a * u + b * v + c, d * u + e * v + f


def fmt(v):
    s = "%.1f" % v
    return s[:-2] if s.endswith(".0") else s


# ---------------------------------------------------------------- geography

def decode_arcs(topo):
    sx, sy = topo["transform"]["scale"]
    tx, ty = topo["transform"]["translate"]
    arcs = []
    for arc in topo["arcs"]:
        x = y = 0
        pts = []
        for dx, dy in arc:
            x += dx
            y += dy
            pts.append(to_board(x * sx + tx, y * sy + ty))
        arcs.append(pts)
    return arcs


def simplify(pts, tol):
    """Douglas-Peucker, iterative."""
    if len(pts) < 3:
        return pts
    keep = [False] * len(pts)
    keep[0] = keep[-1] = True
    stack = [(0, len(pts) - 1)]
    while stack:
        i, j = stack.pop()
        ax, ay = pts[i]
        bx, by = pts[j]
        dx, dy = bx - ax, by - ay
        norm = math.hypot(dx, dy) or 1e-9
        best, idx = -1.0, -1
        for k in range(i + 1, j):
            px, py = pts[k]
            dist = abs(dy * (px - ax) - dx * (py - ay)) / norm
            if dist > best:
                best, idx = dist, k
        if best > tol:
            keep[idx] = True
            stack.append((i, idx))
            stack.append((idx, j))
    return [p for p, k in zip(pts, keep) if k]


def in_view(pts, margin=200):
    return any(-margin <= x <= WIDTH + margin and -margin <= y <= HEIGHT + margin
               for x, y in pts)


def arc_points(arcs, index):
    if index >= 0:
        return arcs[index]
    return list(reversed(arcs[~index]))


def path_from_points(pts, close=False):
    """Whole board units and relative steps: borders need no finer
    precision, and short path data keeps the board quick to load."""
    x0, y0 = round(pts[0][0]), round(pts[0][1])
    out = ["M%d %d" % (x0, y0)]
    cx, cy = x0, y0
    for x, y in pts[1:]:
        x, y = round(x), round(y)
        if (x, y) == (cx, cy):
            continue
        dx, dy = x - cx, y - cy
        out.append("l%d%s%d" % (dx, "" if dy < 0 else " ", dy))
        cx, cy = x, y
    if close:
        out.append("z")
    return "".join(out)


def geography(out):
    with open(ATLAS) as f:
        topo = json.load(f)
    arcs = [simplify(a, 1.2) for a in decode_arcs(topo)]
    states = topo["objects"]["states"]["geometries"]

    use = {}
    land = []
    labels = []
    for g in states:
        polys = g["arcs"] if g["type"] == "MultiPolygon" else [g["arcs"]]
        rings_d = []
        biggest = (0.0, None)
        for poly in polys:
            for ri, ring in enumerate(poly):
                pts = []
                for ai in ring:
                    p = arc_points(arcs, ai)
                    pts.extend(p if not pts else p[1:])
                if not in_view(pts):
                    continue
                for ai in ring:
                    use.setdefault(ai if ai >= 0 else ~ai, set()).add(g["id"])
                rings_d.append(path_from_points(pts, True))
                if ri == 0:
                    area = abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1)
                                   in zip(pts, pts[1:] + pts[:1]))) / 2
                    if area > biggest[0]:
                        biggest = (area, pts)
        if rings_d:
            land.append((g["properties"]["name"], "".join(rings_d)))
        if biggest[1] is not None:
            labels.append((g["properties"]["name"], biggest[1]))

    out.append('<g id="geography" aria-hidden="true">')
    out.append('<g id="land" fill="%s" stroke="none">' % LAND)
    for name, d in land:
        out.append('<path data-region=%s d="%s"/>' % (quoteattr(name), d))
    out.append("</g>")
    borders, coast = [], []
    for ai in sorted(use):
        pts = arcs[ai]
        if not in_view(pts, 0):
            continue
        (borders if len(use[ai]) > 1 else coast).append(path_from_points(pts))
    out.append('<path id="state-borders" fill="none" stroke="%s" stroke-width="2.2" '
               'stroke-dasharray="10 5 2 5" stroke-linejoin="round" d="%s"/>'
               % (STATE_BORDER, "".join(borders)))
    out.append('<path id="coastline" fill="none" stroke="%s" stroke-width="2.5" '
               'stroke-linejoin="round" d="%s"/>' % (COAST, "".join(coast)))
    out.append("</g>")
    return labels


STATE_LABEL_AT = {
    # Where a state's name reads best on this board (between boxes).
    "Missouri": (330, 560), "Illinois": (700, 330), "Indiana": (1130, 300),
    "Ohio": (1560, 300), "Pennsylvania": (2180, 75), "New York": (2400, 20),
    "New Jersey": (2640, 330), "Maryland": (2200, 400),
    "West Virginia": (1800, 540), "Virginia": (1870, 660),
    "Kentucky": (1180, 700), "Tennessee": (1060, 1010),
    "North Carolina": (1830, 1030), "South Carolina": (1730, 1310),
    "Georgia": (1430, 1330), "Alabama": (1100, 1420), "Mississippi": (640, 1340),
    "Arkansas": (320, 1120), "Louisiana": (330, 1780), "Florida": (1460, 2070),
}


def state_labels(out):
    out.append('<g id="state-names" aria-hidden="true" font-family="%s" '
               'font-size="30" font-weight="bold" letter-spacing="6" '
               'fill="#9c8f72" fill-opacity="0.55" text-anchor="middle">' % FONT)
    for name, (x, y) in sorted(STATE_LABEL_AT.items()):
        out.append('<text x="%d" y="%d">%s</text>' % (x, y, escape(name.upper())))
    out.append("</g>")


# ---------------------------------------------------------------- boxes

def text_width(s, size):
    return len(s) * size * 0.56


def wrap_name(name):
    if text_width(name, NAME_SIZE) <= 150 or " " not in name:
        return [name]
    words = name.split(" ")
    best = None
    for i in range(1, len(words)):
        a, b = " ".join(words[:i]), " ".join(words[i:])
        w = max(text_width(a, NAME_SIZE), text_width(b, NAME_SIZE))
        if best is None or w < best[0]:
            best = (w, [a, b])
    return best[1]


def box_geometry(b):
    lines = wrap_name(b["name"])
    w = max(BOX_MIN_W, max(text_width(s, NAME_SIZE) for s in lines) + 18)
    w = min(w, 132)
    return lines, w, BOX_H


def edge_crossing(box, w, h, tx, ty):
    """Where the segment from the box centre towards (tx, ty) leaves the box."""
    cx, cy = box["x"], box["y"]
    dx, dy = tx - cx, ty - cy
    ts = []
    if dx:
        ts.append((w / 2 / abs(dx), "left" if dx < 0 else "right"))
    if dy:
        ts.append((h / 2 / abs(dy), "top" if dy < 0 else "bottom"))
    t, edge = min(ts)
    return cx + dx * t, cy + dy * t, edge


SHIELD_PATH = "M0 0h18v9c0 7-5 11-9 13c-4-2-9-6-9-13z"
ANCHOR_PATH = ("M8 1.5a2.2 2.2 0 1 1 0 4.4a2.2 2.2 0 1 1 0-4.4zM8 5.9v11.5"
               "M4.5 8.5h7M1.5 12.5c0.5 3.5 3.5 5.5 6.5 5.5s6-2 6.5-5.5"
               "M1.5 12.5l-1 1.8M1.5 12.5l2 0.8M14.5 12.5l1 1.8M14.5 12.5l-2 0.8")
FORT_PATH = "M10 0l3 6h7l-4.5 5 2.5 7-8-3.5-8 3.5 2.5-7-4.5-5h7z"


def line_offsets(lines):
    """Pairs joined by two lines are drawn side by side."""
    seen = {}
    for ln in lines:
        seen.setdefault((ln["a"], ln["b"]), []).append(ln)
    off = {}
    for pair, group in seen.items():
        if len(group) == 1:
            off[id(group[0])] = 0.0
        else:
            for i, ln in enumerate(sorted(group, key=lambda l: l["type"])):
                off[id(ln)] = (i - (len(group) - 1) / 2) * 16.0
    return off


def line_id(ln):
    return "line-%s--%s--%s" % (ln["a"], ln["b"], ln["type"])


def draw_lines(out, facts, boxes):
    offs = line_offsets(facts["lines"])
    geo = {}
    out.append('<g id="lines" fill="none">')
    order = {"river": 0, "road": 1, "rail": 2}
    for ln in sorted(facts["lines"], key=lambda l: (order[l["type"]], l["a"], l["b"])):
        a, b = boxes[ln["a"]], boxes[ln["b"]]
        ax, ay, bx, by = a["x"], a["y"], b["x"], b["y"]
        L = math.hypot(bx - ax, by - ay)
        nx, ny = -(by - ay) / L, (bx - ax) / L
        o = offs[id(ln)]
        ax, ay, bx, by = ax + nx * o, ay + ny * o, bx + nx * o, by + ny * o
        geo[id(ln)] = (ax, ay, bx, by)
        d = "M%s %sL%s %s" % (fmt(ax), fmt(ay), fmt(bx), fmt(by))
        attrs = ('id="%s" class="line %s" data-a="%s" data-b="%s" data-type="%s"'
                 % (line_id(ln), ln["type"], ln["a"], ln["b"], ln["type"]))
        if ln["downstream"]:
            attrs += ' data-downstream="%s"' % ln["downstream"]
        if ln["river_side_at"]:
            attrs += ' data-river-side-at="%s"' % " ".join(ln["river_side_at"])
        out.append("<g %s>" % attrs)
        if ln["type"] == "road":
            out.append('<path d="%s" stroke="#8a6a3c" stroke-width="7" stroke-linecap="round"/>' % d)
            out.append('<path d="%s" stroke="%s" stroke-width="4.5" stroke-linecap="round"/>' % (d, ROAD))
        elif ln["type"] == "rail":
            out.append('<path d="%s" stroke="%s" stroke-width="9" stroke-dasharray="2.5 7"/>' % (d, RAIL))
            out.append('<path d="%s" stroke="%s" stroke-width="3"/>' % (d, RAIL))
        else:
            out.append('<path d="%s" stroke="%s" stroke-width="8" stroke-linecap="round"/>' % (d, RIVER))
            # downstream arrow at the midpoint
            down_is_b = ln["downstream"] == ln["b"]
            ux, uy = (bx - ax) / L, (by - ay) / L
            if not down_is_b:
                ux, uy = -ux, -uy
            mx, my = (ax + bx) / 2, (ay + by) / 2
            px, py = -uy, ux
            tip = (mx + ux * 9, my + uy * 9)
            l1 = (mx - ux * 7 + px * 8, my - uy * 7 + py * 8)
            l2 = (mx - ux * 7 - px * 8, my - uy * 7 - py * 8)
            out.append('<path class="downstream-arrow" d="M%s %sL%s %sL%s %sz" fill="#ffffff" '
                       'stroke="%s" stroke-width="1.5"/>'
                       % (fmt(l1[0]), fmt(l1[1]), fmt(tip[0]), fmt(tip[1]),
                          fmt(l2[0]), fmt(l2[1]), RIVER))
        out.append("</g>")
    out.append("</g>")
    return geo


def draw_boxes(out, facts, boxes, geo):
    # river-side bands: where each line marked river_side_at enters its box
    bands = {}
    for ln in facts["lines"]:
        ax, ay, bx, by = geo[id(ln)]
        for at in ln["river_side_at"]:
            box = boxes[at]
            w, h = box["_w"], box["_h"]
            other = (ax, ay) if at == ln["b"] else (bx, by)
            # the crossing of the (possibly offset) line with the box border
            cx, cy = (bx, by) if at == ln["b"] else (ax, ay)
            box2 = dict(box, x=cx, y=cy)
            x, y, edge = edge_crossing(box2, w, h, other[0], other[1])
            bands.setdefault(at, []).append((edge, x, y))

    out.append('<g id="boxes" font-family="%s">' % FONT)
    for b in sorted(facts["boxes"], key=lambda b: b["id"]):
        box = boxes[b["id"]]
        lines, w, h = box["_lines"], box["_w"], box["_h"]
        x0, y0 = b["x"] - w / 2, b["y"] - h / 2
        attrs = [
            ("id", "box-" + b["id"]),
            ("class", "box " + b["side"]),
            ("role", "button"),
            ("aria-label", b["name"]),
            ("data-name", b["name"]),
            ("data-aliases", "|".join(b["aliases"])),
            ("data-state", b["state"]),
            ("data-side", b["side"]),
            ("data-recruit-union", str(b["recruit_union"])),
            ("data-recruit-confederate", str(b["recruit_confederate"])),
            ("data-port", "true" if b["port"] else "false"),
            ("data-permanent-entrenchment", "true" if b["permanent_entrenchment"] else "false"),
            ("data-river-sides-from", " ".join(b["river_sides_from"])),
            ("data-x", str(b["x"])),
            ("data-y", str(b["y"])),
            ("data-width", fmt(w)),
            ("data-height", fmt(h)),
        ]
        out.append("<g %s>" % " ".join("%s=%s" % (k, quoteattr(v)) for k, v in attrs))
        out.append('<rect x="%s" y="%s" width="%s" height="%s" rx="7" fill="%s" '
                   'stroke="%s" stroke-width="2.5"/>'
                   % (fmt(x0), fmt(y0), fmt(w), fmt(h), SIDE_FILL[b["side"]], SIDE_STROKE[b["side"]]))
        for edge, x, y in bands.get(b["id"], []):
            half = 22
            if edge in ("top", "bottom"):
                yy = y0 if edge == "top" else y0 + h
                xa, xb = max(x0 + 4, x - half), min(x0 + w - 4, x + half)
                d = "M%s %sH%s" % (fmt(xa), fmt(yy), fmt(xb))
            else:
                xx = x0 if edge == "left" else x0 + w
                ya, yb = max(y0 + 4, y - half), min(y0 + h - 4, y + half)
                d = "M%s %sV%s" % (fmt(xx), fmt(ya), fmt(yb))
            out.append('<path class="river-side" d="%s" stroke="%s" stroke-width="7" '
                       'stroke-linecap="round"/>' % (d, RIVER_SIDE))
        ty = b["y"] + 5 - (len(lines) - 1) * 8.5
        for i, s in enumerate(lines):
            size = NAME_SIZE if len(lines) == 1 else NAME_SIZE - 1.5
            out.append('<text x="%s" y="%s" font-size="%s" font-weight="bold" fill="#1b2029" '
                       'text-anchor="middle">%s</text>' % (fmt(b["x"]), fmt(ty + i * 16), fmt(size), escape(s)))
        # recruitment shields hang on the top edge, right-aligned
        sx = x0 + w - 24
        for side, value in (("confederate", b["recruit_confederate"]), ("union", b["recruit_union"])):
            if value:
                out.append('<g class="shield %s">'
                           '<path transform="translate(%s %s)" d="%s" fill="%s" stroke="#ffffff" stroke-width="1.5"/>'
                           '<text x="%s" y="%s" font-size="14" font-weight="bold" fill="#ffffff" '
                           'text-anchor="middle">%d</text></g>'
                           % (side, fmt(sx), fmt(y0 - 11), SHIELD_PATH, SHIELD_FILL[side],
                              fmt(sx + 9), fmt(y0 + 4), value))
                sx -= 22
        if b["port"]:
            out.append('<g class="port" transform="translate(%s %s)">'
                       '<circle cx="8" cy="10" r="11" fill="#ffffff" stroke="%s" stroke-width="1.5"/>'
                       '<path d="%s" fill="none" stroke="#123a66" stroke-width="1.8" '
                       'stroke-linecap="round"/></g>'
                       % (fmt(x0 - 6), fmt(y0 + h - 12), RIVER, ANCHOR_PATH))
        if b["permanent_entrenchment"]:
            out.append('<g class="permanent-entrenchment" transform="translate(%s %s)">'
                       '<path d="%s" fill="#7a2e1a" stroke="#ffffff" stroke-width="1.5"/></g>'
                       % (fmt(x0 + w - 16), fmt(y0 + h - 10), FORT_PATH))
        out.append("</g>")
    out.append("</g>")


# ---------------------------------------------------------------- tracks, legend

MONTHS = ["01/02", "03", "04", "05", "06", "07", "08", "09", "10", "11/12"]


def calendar(turns=45):
    out = []
    month_i, year = 5, 1861
    while len(out) < turns:
        out.append((MONTHS[month_i], year))
        month_i += 1
        if month_i == len(MONTHS):
            month_i, year = 0, year + 1
    return out


def draw_turn_track(out):
    cw, ch, cols = 54, 44, 9
    x0, y0 = 22, 1966
    out.append('<g id="game-turn-track" font-family="%s">' % FONT)
    for i, (m, yr) in enumerate(calendar()):
        c, r = i % cols, i // cols
        x, y = x0 + c * cw, y0 + r * ch
        extended = i >= 40
        out.append('<g id="turn-%d" class="turn%s" data-turn="%d" data-date="%s/%d" '
                   'data-x="%s" data-y="%s" data-width="%d" data-height="%d">'
                   '<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#6a5d43" '
                   'stroke-width="1.5"%s/>'
                   '<text x="%d" y="%d" font-size="13" font-weight="bold" fill="#2c271d" '
                   'text-anchor="middle">%s</text>'
                   '<text x="%d" y="%d" font-size="11" fill="#5a5140" text-anchor="middle">%d</text></g>'
                   % (i + 1, " extended" if extended else "", i + 1, m, yr,
                      fmt(x + cw / 2), fmt(y + ch / 2), cw, ch,
                      x, y, cw, ch, "#efe4c8" if not extended else "#e4dccb",
                      ' stroke-dasharray="4 3"' if extended else "",
                      x + cw // 2, y + 18, m, x + cw // 2, y + 35, yr))
    out.append("</g>")


def draw_army_max_track(out):
    cw, ch, cols = 50, 40, 10
    x0, y0 = 2222, 1996
    out.append('<g id="army-maximum-track" font-family="%s">' % FONT)
    for n in range(40):
        c, r = n % cols, n // cols
        x, y = x0 + c * cw, y0 + r * ch
        out.append('<g id="army-max-%d" class="army-max" data-value="%d" data-x="%s" data-y="%s" '
                   'data-width="%d" data-height="%d">'
                   '<rect x="%d" y="%d" width="%d" height="%d" fill="#efe4c8" stroke="#6a5d43" '
                   'stroke-width="1.5"/><text x="%d" y="%d" font-size="15" font-weight="bold" '
                   'fill="#2c271d" text-anchor="middle">%d</text></g>'
                   % (n, n, fmt(x + cw / 2), fmt(y + ch / 2), cw, ch, x, y, cw, ch,
                      x + cw // 2, y + 26, n))
    out.append("</g>")


def draw_title(out):
    # The game's name, as on the box; the legend is the application's (it
    # is translated there), so none of its words are baked in here.
    x, y = 2330, 1330
    out.append('<g id="title" font-family="%s" fill="#2c271d">' % FONT)
    out.append('<rect x="%d" y="%d" width="380" height="84" rx="10" fill="#fbf8ef" '
               'fill-opacity="0.92" stroke="#6a5d43" stroke-width="2"/>' % (x - 20, y - 60))
    out.append('<text x="%d" y="%d" font-size="40" font-weight="bold">A House Divided</text>' % (x, y))
    out.append("</g>")


def swatch(body, w=80, h=30):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">%s</svg>\n'
            % (w, h, w, h, body))


def legend_swatches():
    """Small pictures for the application's legend, drawn exactly as on the
    board (data/ui/legend/*.svg)."""
    d = "M4 15H76"
    shield = lambda x, side: ('<path transform="translate(%d 4)" d="%s" fill="%s" stroke="#ffffff" '
                              'stroke-width="1.5"/><text x="%d" y="19" font-family="%s" font-size="14" '
                              'font-weight="bold" fill="#ffffff" text-anchor="middle">2</text>'
                              % (x, SHIELD_PATH, SHIELD_FILL[side], x + 9, FONT))
    return {
        "road": swatch('<path d="%s" stroke="#8a6a3c" stroke-width="7"/><path d="%s" stroke="%s" stroke-width="4.5"/>'
                       % (d, d, ROAD)),
        "rail": swatch('<path d="%s" stroke="%s" stroke-width="9" stroke-dasharray="2.5 7"/>'
                       '<path d="%s" stroke="%s" stroke-width="3"/>' % (d, RAIL, d, RAIL)),
        "river": swatch('<path d="%s" stroke="%s" stroke-width="8"/><path d="M32 7L48 15L32 23z" fill="#ffffff" '
                        'stroke="%s" stroke-width="1.5"/>' % (d, RIVER, RIVER)),
        "union-box": swatch('<rect x="4" y="3" width="72" height="24" rx="5" fill="%s" stroke="%s" stroke-width="2"/>'
                            % (SIDE_FILL["union"], SIDE_STROKE["union"])),
        "confederate-box": swatch('<rect x="4" y="3" width="72" height="24" rx="5" fill="%s" stroke="%s" '
                                  'stroke-width="2"/>' % (SIDE_FILL["confederate"], SIDE_STROKE["confederate"])),
        "neutral-box": swatch('<rect x="4" y="3" width="72" height="24" rx="5" fill="%s" stroke="%s" stroke-width="2"/>'
                              % (SIDE_FILL["neutral"], SIDE_STROKE["neutral"])),
        "river-side": swatch('<rect x="4" y="3" width="72" height="24" rx="5" fill="%s" stroke="%s" stroke-width="2"/>'
                             '<path d="M18 27H62" stroke="%s" stroke-width="7" stroke-linecap="round"/>'
                             % (SIDE_FILL["confederate"], SIDE_STROKE["confederate"], RIVER_SIDE)),
        "shields": swatch(shield(18, "union") + shield(44, "confederate")),
        "port": swatch('<g transform="translate(32 4)"><circle cx="8" cy="10" r="10" fill="#ffffff" stroke="%s" '
                       'stroke-width="1.5"/><path d="%s" fill="none" stroke="#123a66" stroke-width="1.8" '
                       'stroke-linecap="round"/></g>' % (RIVER, ANCHOR_PATH)),
        "union-units": swatch('<rect x="10" y="3" width="30" height="24" rx="3" fill="#1f4d9c" stroke="#ffffff"/>'
                              '<text x="25" y="20" font-family="%s" font-size="14" font-weight="bold" fill="#ffffff" '
                              'text-anchor="middle">Vi</text>'
                              '<rect x="43" y="3" width="30" height="24" rx="3" fill="#dbe6f7" stroke="#1f4d9c" '
                              'stroke-width="2.5"/>'
                              '<text x="58" y="20" font-family="%s" font-size="14" font-weight="bold" fill="#a10000" '
                              'text-anchor="middle">Mi</text>' % (FONT, FONT)),
        "confederate-units": swatch('<rect x="4" y="1" width="72" height="29" rx="5" fill="#734a26"/>'
                                    '<rect x="8" y="3" width="36" height="24" rx="3" fill="#6b7079" stroke="#ffffff"/>'
                                    '<text x="26" y="20" font-family="%s" font-size="14" font-weight="bold" fill="#ffffff" '
                                    'text-anchor="middle">2 Vi</text>'
                                    '<rect x="47" y="3" width="25" height="24" rx="3" fill="#6b7079" stroke="#ffffff"/>'
                                    '<text x="59.5" y="20" font-family="%s" font-size="14" font-weight="bold" fill="#ffffff" '
                                    'text-anchor="middle">Ci</text>' % (FONT, FONT)),
        "march-marks": swatch('<rect x="10" y="3" width="30" height="24" rx="3" fill="#1f4d9c" stroke="#ffffff"/>'
                              '<text x="25" y="18" font-family="%s" font-size="14" font-weight="bold" fill="#ffffff" '
                              'text-anchor="middle">Vi</text><rect x="12" y="22" width="12" height="3.5" fill="#facc1a"/>'
                              '<rect x="43" y="3" width="30" height="24" rx="3" fill="#1f4d9c" stroke="#ffffff"/>'
                              '<text x="58" y="18" font-family="%s" font-size="14" font-weight="bold" fill="#ffffff" '
                              'text-anchor="middle">Mi</text><rect x="45" y="22" width="12" height="3.5" fill="#facc1a"/>'
                              '<rect x="58" y="22" width="12" height="3.5" fill="#facc1a"/>' % (FONT, FONT)),
        "destinations": swatch('<rect x="5" y="5" width="30" height="20" rx="5" fill="#ffffff" stroke="#26a640" '
                               'stroke-width="3"/><rect x="45" y="5" width="30" height="20" rx="5" fill="#ffffff" '
                               'stroke="#d93326" stroke-width="3"/>'),
        "control-marker": swatch('<circle cx="40" cy="15" r="10" fill="#1f4d9c" stroke="#ffffff" stroke-width="2"/>'),
        "foreign-units": swatch('<rect x="10" y="3" width="30" height="24" rx="3" fill="#b85409" stroke="#ffffff"/>'
                                '<text x="25" y="20" font-family="%s" font-size="14" font-weight="bold" fill="#ffffff" '
                                'text-anchor="middle">Vi</text>'
                                '<rect x="43" y="3" width="30" height="24" rx="3" fill="#b85409" stroke="#ffffff"/>'
                                '<text x="58" y="20" font-family="%s" font-size="14" font-weight="bold" fill="#ffffff" '
                                'text-anchor="middle">Cc</text>' % (FONT, FONT)),
        "routed-units": swatch('<g opacity="0.45"><rect x="25" y="3" width="30" height="24" rx="3" fill="#dbe6f7" '
                               'stroke="#1f4d9c" stroke-width="2.5"/><text x="40" y="20" font-family="%s" font-size="14" '
                               'font-weight="bold" fill="#a10000" text-anchor="middle">Vi</text></g>' % FONT),
        "leader": swatch('<rect x="4" y="3" width="72" height="24" rx="12" fill="#6b7079" stroke="#e6b422" '
                         'stroke-width="2.5"/><text x="40" y="20" font-family="%s" font-size="14" font-weight="bold" '
                         'fill="#ffffff" text-anchor="middle">\u2605 Lee 3</text>' % FONT),
        "permanent-entrenchment": swatch('<g transform="translate(30 6)"><path d="%s" fill="#7a2e1a" stroke="#ffffff" '
                                         'stroke-width="1.5"/></g>' % FORT_PATH),
    }


# ---------------------------------------------------------------- text

TEXT_RE = re.compile(r"<text\b([^>]*)>([^<]*)</text>")
DRAWN_RE = re.compile(r"<(path|rect|circle|line|polyline|polygon|ellipse)\b")
OUT_PATH_RE = re.compile(r'<path style="([^"]*)" d="([^"]*)"/>')
FILL_RE = re.compile(r"fill:rgb\(([\d.]+)%,([\d.]+)%,([\d.]+)%\)")
NUM_RE = re.compile(r"-?\d+(?:\.\d+)?")


def marker_fill(i):
    return "rgb(%d,%d,77)" % ((i >> 8) & 255, i & 255)


def short_numbers(d):
    """Cairo's absolute M/L/C/Z path data, rewritten relative (m/l/c/z) with
    one decimal: a third of the bytes, so the board still loads fast."""
    tokens = re.findall(r"[MLCZ]|-?\d+(?:\.\d+)?", d)
    out = []
    cx = cy = sx = sy = 0.0
    i = 0

    def num(v):
        t = "%.1f" % v
        t = t.rstrip("0").rstrip(".")
        return "0" if t in ("-0", "") else t

    def pair(x, y):
        a, b = num(x), num(y)
        return a + ("" if b.startswith("-") else " ") + b

    while i < len(tokens):
        c = tokens[i]
        i += 1
        if c == "Z":
            out.append("z")
            cx, cy = sx, sy
        elif c in "ML":
            x, y = float(tokens[i]), float(tokens[i + 1])
            i += 2
            # round the running point the same way the output is rounded
            dx, dy = round(x - cx, 1), round(y - cy, 1)
            out.append(("m" if c == "M" else "l") + pair(dx, dy))
            cx, cy = cx + dx, cy + dy
            if c == "M":
                sx, sy = cx, cy
        elif c == "C":
            vals = [float(v) for v in tokens[i:i + 6]]
            i += 6
            rel = [round(vals[k] - (cx if k % 2 == 0 else cy), 1) for k in range(6)]
            out.append("c" + " ".join(pair(rel[k], rel[k + 1]) for k in (0, 2, 4)))
            cx, cy = cx + rel[4], cy + rel[5]
        else:
            raise SystemExit("unexpected path command %r" % c)
    return "".join(out)


def texts_to_paths(svg):
    """Replaces every <text> by the outline of its glyphs, as librsvg lays
    it out.  The board then renders without any font work, several times
    faster, and looks the same on every machine."""
    texts = list(TEXT_RE.finditer(svg))
    # A copy where only text is drawn, each text in a colour of its own.
    marked, last = [], 0
    for i, m in enumerate(texts):
        attrs = re.sub(r'\s(fill|fill-opacity)="[^"]*"', "", m.group(1))
        marked.append(svg[last:m.start()])
        marked.append('<text%s fill="%s" fill-opacity="1">%s</text>' % (attrs, marker_fill(i), m.group(2)))
        last = m.end()
    marked.append(svg[last:])
    marked = DRAWN_RE.sub(lambda m: '<%s display="none"' % m.group(1), "".join(marked))
    res = subprocess.run(["rsvg-convert", "-f", "svg"], input=marked.encode(),
                         capture_output=True, check=True)
    outlines = {}
    for style, d in OUT_PATH_RE.findall(res.stdout.decode()):
        f = FILL_RE.search(style)
        r, g, b = (round(float(v) * 255 / 100) for v in f.groups())
        if b != 77:
            raise SystemExit("unexpected fill in rendered text: %s" % style)
        outlines.setdefault((r << 8) | g, []).append(short_numbers(d))
    pieces, last = [], 0
    for i, m in enumerate(texts):
        if i not in outlines:
            raise SystemExit("no outline for text %r" % m.group(2))
        keep = re.findall(r'\s(fill|fill-opacity)="([^"]*)"', m.group(1))
        attrs = "".join(' %s="%s"' % kv for kv in keep)
        pieces.append(svg[last:m.start()])
        pieces.append('<path class="label"%s d="%s"/>' % (attrs, "".join(outlines[i])))
        last = m.end()
    pieces.append(svg[last:])
    return "".join(pieces)


# ---------------------------------------------------------------- main

def check_overlaps(facts, boxes):
    bs = facts["boxes"]
    bad = []
    for i, a in enumerate(bs):
        for b in bs[i + 1:]:
            A, B = boxes[a["id"]], boxes[b["id"]]
            if (abs(a["x"] - b["x"]) < (A["_w"] + B["_w"]) / 2 + 2
                    and abs(a["y"] - b["y"]) < (A["_h"] + B["_h"]) / 2 + 2):
                bad.append((a["id"], b["id"]))
    return bad


def main():
    with open(FACTS) as f:
        facts = json.load(f)
    boxes = {}
    for b in facts["boxes"]:
        lines, w, h = box_geometry(b)
        boxes[b["id"]] = dict(b, _lines=lines, _w=w, _h=h)
    # shrink boxes that would touch a neighbour
    for _ in range(20):
        bad = check_overlaps(facts, boxes)
        if not bad:
            break
        for a, b in bad:
            for k in (a, b):
                boxes[k]["_w"] = max(BOX_MIN_W - 4, boxes[k]["_w"] - 4)
    bad = check_overlaps(facts, boxes)
    if bad:
        sys.stderr.write("warning: boxes overlap: %s\n" % bad)

    out = []
    out.append('<?xml version="1.0" encoding="UTF-8"?>')
    out.append("<!-- A House Divided board, generated by tools/gen-map.py; do not edit by hand. -->")
    out.append('<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%d" height="%d" '
               'viewBox="0 0 %d %d" data-hd-map-version="%d" data-boxes="%d" data-lines="%d">'
               % (WIDTH, HEIGHT, WIDTH, HEIGHT, MAP_VERSION, len(facts["boxes"]), len(facts["lines"])))
    out.append("<title>A House Divided: the board</title>")
    out.append('<rect id="sea" x="0" y="0" width="%d" height="%d" fill="%s"/>' % (WIDTH, HEIGHT, WATER))
    geography(out)
    state_labels(out)
    out.append('<g id="tracks">')
    draw_turn_track(out)
    draw_army_max_track(out)
    out.append("</g>")
    draw_title(out)
    geo = draw_lines(out, facts, boxes)
    draw_boxes(out, facts, boxes, geo)
    out.append("</svg>")
    sys.stdout.write(texts_to_paths("\n".join(out)) + "\n")

    legend_dir = os.path.join(ROOT, "data", "ui", "legend")
    os.makedirs(legend_dir, exist_ok=True)
    for name, text in legend_swatches().items():
        with open(os.path.join(legend_dir, name + ".svg"), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
