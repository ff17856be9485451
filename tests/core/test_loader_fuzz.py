"""Fuzzing the loader (issue 9): mutated and random files never break the app.

Each sample file (one per ruleset) is mutated at random — types changed, huge and non-finite
numbers, deep nests, keys removed or added, another ruleset's name, random strings (see
``loader_fuzzing.py``). The loader must answer every file with an encounter or an
:class:`EncounterFileError`; every encounter it accepts must answer range, sight, moves and every
runner view, and save and load again, without raising. Seeds are fixed so CI is reproducible; the
long run (10,000 files) is ``benchmarks/fuzz_loader.py``.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from loader_fuzzing import RULESETS, ask_everything, mutate, sample_trees, to_text

from core.io import EncounterFileError, encounter_from_text

TREES = sample_trees()
FILES_PER_SAMPLE = 24


def load_and_ask(text: str) -> bool:
    """True when the file was accepted (and answered everything), False when refused."""
    try:
        enc = encounter_from_text(text)
    except EncounterFileError:
        return False
    ask_everything(enc)
    return True


@pytest.mark.parametrize("stem", sorted(TREES))
def test_mutated_samples_are_refused_cleanly_or_answer_everything(stem: str) -> None:
    rng = random.Random(f"zk-loader-{stem}")
    outcomes = [load_and_ask(to_text(mutate(TREES[stem], rng))) for _ in range(FILES_PER_SAMPLE)]
    assert not all(outcomes)  # the mutations are hostile: most files are refused


@pytest.mark.parametrize("stem", sorted(TREES))
@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_sample_under_every_ruleset_is_refused_or_works(stem: str, ruleset: str) -> None:
    tree = dict(TREES[stem], ruleset=ruleset)
    accepted = load_and_ask(json.dumps(tree))
    assert accepted == (stem == f"sample_{ruleset}")  # another ruleset's file is refused


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=8,
)


def _places(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path] if path else []
    if isinstance(node, dict):
        for k, v in node.items():
            out += _places(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _places(v, (*path, i))
    return out


PLACES = {stem: _places(tree) for stem, tree in TREES.items()}


@settings(
    max_examples=30,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(stem=st.sampled_from(sorted(TREES)), pick=st.integers(0, 10**6), value=json_values)
def test_any_json_value_anywhere_is_refused_cleanly_or_works(stem: str, pick: int, value: Any):
    tree = json.loads(json.dumps(TREES[stem]))
    path = PLACES[stem][pick % len(PLACES[stem])]
    node = tree
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value
    load_and_ask(json.dumps(tree))


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000,
        '{"a":' * 5000 + "1" + "}" * 5000,
        "9" * 10_000,
        "NaN",
        '"\\ud800"',
        '{"format": "zonekeeper-encounter", "schema_version": ' + "9" * 5000 + "}",
        "",
        "{}",
        "[]",
    ],
)
def test_hostile_texts_are_refused_with_the_documented_error(text: str) -> None:
    with pytest.raises(EncounterFileError):
        encounter_from_text(text)
