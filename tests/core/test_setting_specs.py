"""Every setting a ruleset declares is named for the settings form: a label, one line of help,
the seed rule it changes and a section (``Ruleset.setting_specs``)."""

from __future__ import annotations

import pytest

from core.rules.base import BUILTIN_RULESETS, SettingSpec, find_ruleset


@pytest.mark.parametrize("name", BUILTIN_RULESETS)
def test_every_declared_setting_has_a_label_help_rule_and_section(name: str) -> None:
    ruleset = find_ruleset(name)()
    specs = ruleset.setting_specs()
    declared = set(ruleset.default_settings())
    assert sorted(declared - set(specs)) == [], "settings without a label"
    assert sorted(set(specs) - declared) == [], "labels for settings that don't exist"
    for key, spec in specs.items():
        assert spec.label.strip() and spec.help.strip(), key
        assert spec.rule.strip() and spec.section.strip(), key
        assert spec.label != key and "_" not in spec.label, key


@pytest.mark.parametrize("name", BUILTIN_RULESETS)
def test_labels_are_unique_within_a_ruleset(name: str) -> None:
    labels = [s.label for s in find_ruleset(name)().setting_specs().values()]
    assert len(labels) == len(set(labels))


def test_the_tooltip_names_the_seed_rule() -> None:
    spec = SettingSpec("Unconscious", "At 2 HP or fewer.", rule="Atordoamento")
    assert spec.tooltip() == "At 2 HP or fewer.\nSeed rule: Atordoamento"
    assert SettingSpec("X", "Help.").tooltip() == "Help."


def test_a_ruleset_without_texts_names_nothing() -> None:
    from core.rules.base import Ruleset

    assert Ruleset().setting_specs() == {}
