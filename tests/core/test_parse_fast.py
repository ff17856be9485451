"""core.schema.parse_json's quick path (one C parse and one walk) answers as the thorough one.

Every text is read both ways: a good file gives equal data (values and types), a bad one the
same refusal (field and words), whichever limit it breaks.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from core.schema import MAX_DEPTH, MAX_ITEMS, MAX_TEXT, SchemaError, _parse_checked, parse_json

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
STRESS = Path(__file__).resolve().parents[2] / "benchmarks" / "out" / "stress.zkenc"


def outcome(read: Any, text: str) -> tuple[str, Any]:
    try:
        return "data", read(text)
    except SchemaError as exc:
        return "refused", (exc.loc, exc.message)
    except json.JSONDecodeError as exc:
        return "bad json", (exc.msg, exc.pos)


def same_types(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same_types(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same_types(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float):
        return a == b or (math.isnan(a) and math.isnan(b))
    return a == b


def assert_same(text: str) -> tuple[str, Any]:
    fast, slow = outcome(parse_json, text), outcome(_parse_checked, text)
    assert fast[0] == slow[0], (fast, slow)
    if fast[0] == "data":
        assert same_types(fast[1], slow[1])
    else:
        assert fast == slow
    return fast


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.zkenc")), ids=lambda p: p.stem)
def test_samples_read_the_same(path: Path) -> None:
    assert assert_same(path.read_text(encoding="utf-8"))[0] == "data"


def test_the_stress_map_reads_the_same() -> None:
    if not STRESS.exists():
        pytest.skip("benchmarks/make_stress.py makes it")
    assert assert_same(STRESS.read_text(encoding="utf-8"))[0] == "data"


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


BAD_OR_EDGE = [
    '{"a": 999999999999}',
    '{"a": -999999999999}',
    '{"a": 1000000000000}',  # 13 characters, at the limit: read
    '{"a": -1000000000000}',  # 14 characters: refused though its size is at the limit
    '{"a": 10000000000000}',
    '{"a": ' + "9" * 5000 + "}",
    '{"a": 1.' + "0" * 420 + "}",  # a float text over 400 characters, whose value is 1
    '{"a": 1e-400}',
    '{"a": 1e-101}',
    '{"a": 1e-100}',
    '{"a": -0.0}',
    '{"a": 1e12}',
    '{"a": 1.0000001e12}',
    '{"a": 1e999}',
    '{"a": NaN}',
    '{"a": [Infinity]}',
    '{"a": -Infinity}',
    '{"a": true, "b": false, "c": null}',
    '{"a": "' + "x" * MAX_TEXT + '"}',
    '{"a": "' + "x" * (MAX_TEXT + 1) + '"}',
    '{"a": "data:image/png;base64,' + "A" * (MAX_TEXT + 10) + '"}',
    '{"' + "k" * (MAX_TEXT + 1) + '": 1}',
    '{"a": "\\ud800"}',
    '{"\\udfff": 1}',
    '{"a": "caf\\u00e9 \\ud83d\\ude00"}',
    json.dumps({"a": list(range(MAX_ITEMS))}),
    json.dumps({"a": list(range(MAX_ITEMS + 1))}),
    json.dumps({str(i): i for i in range(MAX_ITEMS + 1)}),
    nested(MAX_DEPTH),
    nested(MAX_DEPTH + 1),
    '{"a": ' + nested(MAX_DEPTH - 1) + "}",
    '{"a": ' + nested(MAX_DEPTH) + "}",
    nested(3000),
    '"just text"',
    "12",
    "1e999",
    '{"a": [1, 2,]}',
    '{"a": ' + nested(MAX_DEPTH + 5)[:-3],
    '{"a": [1e999, ' + nested(MAX_DEPTH + 1) + "]}",
]


@pytest.mark.parametrize("text", BAD_OR_EDGE, ids=range(len(BAD_OR_EDGE)))
def test_edges_and_refusals_read_the_same(text: str) -> None:
    assert_same(text)


def test_the_quick_path_refuses_what_the_thorough_one_does() -> None:
    """The cases the quick walk can't see by value alone still end refused."""
    for text in ('{"a": -1000000000000}', '{"a": 1.' + "0" * 420 + "}", nested(MAX_DEPTH + 1)):
        assert assert_same(text)[0] == "refused", text
