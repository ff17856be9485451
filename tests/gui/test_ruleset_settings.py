"""Settings ▸ Ruleset settings…: a generic form over every setting a ruleset declares; the YZE
crit triggers (crit_triggers.json, seed 000 "LESÕES CRÍTICAS") become a GM's choice."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QLabel, QLineEdit, QWidget

from core.encounter import Encounter
from core.rules.base import BUILTIN_RULESETS
from core.rules.yze.damage import enabled_crit_triggers
from gui import ruleset_settings as RS


def _pick(box: QComboBox, value: Any) -> None:
    index = next(i for i in range(box.count()) if box.itemData(i) == value)
    box.setCurrentIndex(index)


def test_the_crit_trigger_is_chosen_in_the_form_and_undone_in_one_step(
    window: Any, qtbot: Any
) -> None:
    assert window.enc.ruleset.name == "yze"
    assert enabled_crit_triggers(window.enc) == ["health_resolve_zero"]
    dlg = RS.RulesetSettingsDialog(window, window.enc)
    qtbot.addWidget(dlg)
    box = dlg.findChild(QComboBox, "setting_yze_crit_trigger")
    assert box is not None and box.accessibleName() == "Critical injury trigger"
    _pick(box, ["two_successes"])
    assert dlg.changed() == {"yze.crit_trigger": ["two_successes"]}
    assert dlg.apply()
    assert enabled_crit_triggers(window.enc) == ["two_successes"]
    window.undo_stack.undo()
    assert enabled_crit_triggers(window.enc) == ["health_resolve_zero"]


def test_every_choice_the_form_offers_is_a_trigger_of_the_table(window: Any, qtbot: Any) -> None:
    dlg = RS.RulesetSettingsDialog(window, window.enc)
    qtbot.addWidget(dlg)
    box = dlg.findChild(QComboBox, "setting_yze_crit_trigger")
    offered = [box.itemData(i) for i in range(box.count())]
    rows = window.enc.ruleset.table("crit_triggers")["rows"]
    assert offered == [None, *([r["id"]] for r in rows if "order" in r)]


def test_bad_json_is_refused_and_keeps_what_was_typed(qtbot: Any) -> None:
    enc = Encounter(ruleset="brp")
    dlg = RS.RulesetSettingsDialog(None, enc)
    qtbot.addWidget(dlg)
    line = dlg.findChild(QLineEdit, "setting_brp_resistance_formula")
    line.setText("{broken")
    assert not dlg.apply()
    assert "Resistance roll formula" in dlg.error_label.text()
    assert line.text() == "{broken"
    assert enc.ruleset.settings["brp.resistance_formula"] == {"base": 50, "per_point": 5}


def test_a_wrong_type_is_the_core_s_refusal(qtbot: Any) -> None:
    enc = Encounter(ruleset="brp")
    dlg = RS.RulesetSettingsDialog(None, enc)
    qtbot.addWidget(dlg)
    line = dlg.findChild(QLineEdit, "setting_brp_resistance_formula")
    line.setText("7")
    assert not dlg.apply() and "takes a dict" in dlg.error_label.text()


@pytest.mark.parametrize("ruleset", BUILTIN_RULESETS)
def test_every_declared_setting_has_a_named_editor(ruleset: str, qtbot: Any) -> None:
    enc = Encounter(ruleset=ruleset)
    dlg = RS.RulesetSettingsDialog(None, enc)
    qtbot.addWidget(dlg)
    assert set(dlg.editors) == set(enc.ruleset.default_settings())
    for key, editor in dlg.editors.items():
        assert editor.objectName() and editor.accessibleName(), key
    assert dlg.changed() == {}  # the form shows what is in force


def test_a_check_box_setting_round_trips(qtbot: Any) -> None:
    enc = Encounter(ruleset="yze")
    dlg = RS.RulesetSettingsDialog(None, enc)
    qtbot.addWidget(dlg)
    check = dlg.findChild(QCheckBox, "setting_yze_hidden_initiative")
    check.setChecked(True)
    assert dlg.apply() and enc.ruleset.settings["yze.hidden_initiative"] is True


def test_the_menu_entry_opens_the_form(window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[Any] = []
    monkeypatch.setattr(RS.RulesetSettingsDialog, "exec", lambda self: opened.append(self) or 0)
    act = window.action_ruleset_settings
    assert act.objectName() == "actionRulesetSettings"
    act.trigger()
    assert opened and opened[0].enc is window.enc


def test_the_form_and_the_tracks_dock_share_the_damage_system(qtbot: Any) -> None:
    from core.rules.yze.damage import set_yze_setting, yze_setting

    enc = Encounter(ruleset="yze")
    set_yze_setting(enc, "yze.damage_system", "conditions")  # as the Tracks dock does
    dlg = RS.RulesetSettingsDialog(None, enc)
    qtbot.addWidget(dlg)
    box = dlg.findChild(QComboBox, "setting_yze_damage_system")
    assert box.currentData() == "conditions"
    _pick(box, "attribute_damage")
    assert dlg.apply() and yze_setting(enc, "yze.damage_system") == "attribute_damage"
    enc.undo()
    assert yze_setting(enc, "yze.damage_system") == "conditions"


def test_brp_closed_settings_are_drop_downs(qtbot: Any) -> None:
    from core.rules.brp import SETTING_CHOICES

    dlg = RS.RulesetSettingsDialog(None, Encounter(ruleset="brp"))
    qtbot.addWidget(dlg)
    box = dlg.findChild(QComboBox, "setting_brp_zero_hp")
    assert [box.itemData(i) for i in range(box.count())] == list(SETTING_CHOICES["brp.zero_hp"])


@pytest.mark.parametrize("ruleset", BUILTIN_RULESETS)
def test_every_row_is_labelled_helped_and_grouped_by_the_ruleset(ruleset: str, qtbot: Any) -> None:
    enc = Encounter(ruleset=ruleset)
    dlg = RS.RulesetSettingsDialog(None, enc)
    qtbot.addWidget(dlg)
    specs = enc.ruleset.setting_specs()
    for key, editor in dlg.editors.items():
        spec = specs[key]
        assert editor.accessibleName() == spec.label, key
        assert editor.accessibleDescription() == spec.help, key
        assert editor.toolTip() == spec.tooltip() and f"Seed rule: {spec.rule}" in editor.toolTip()
        group = editor.parentWidget()
        assert isinstance(group, QGroupBox) and group.title() == spec.section, key
        helps = dlg.findChildren(QLabel, "settingHelp_" + key.replace(".", "_"))
        assert [h.text() for h in helps] == [spec.help], key
    assert list(dlg.sections) == list(dict.fromkeys(s.section for s in specs.values()))
    widths = {label.minimumWidth() for label in dlg.row_labels.values()}
    assert len(widths) == 1  # the editors line up across the sections


def test_a_setting_the_ruleset_does_not_name_shows_its_key(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    enc = Encounter(ruleset="d20")
    specs = enc.ruleset.setting_specs()
    del specs["d20.test_difficulty"]
    monkeypatch.setattr(type(enc.ruleset), "setting_specs", lambda self: specs)
    dlg = RS.RulesetSettingsDialog(None, enc)
    qtbot.addWidget(dlg)
    editor = dlg.editors["d20.test_difficulty"]
    assert editor.accessibleName() == "Test difficulty"
    assert editor.parentWidget().title() == RS.OTHER_SECTION
    assert list(dlg.sections)[-1] == RS.OTHER_SECTION


@pytest.mark.parametrize("ruleset", BUILTIN_RULESETS)
def test_every_control_of_the_form_is_named(ruleset: str, qtbot: Any) -> None:
    from gui.main_window import INTERACTIVE
    from tests.gui.test_gui_accessibility import _inside_compound

    dlg = RS.RulesetSettingsDialog(None, Encounter(ruleset=ruleset))
    qtbot.addWidget(dlg)
    kinds = (*INTERACTIVE, QGroupBox)
    unnamed = [
        (type(w).__name__, w.objectName())
        for w in dlg.findChildren(QWidget)
        if isinstance(w, kinds) and not _inside_compound(w)
        if not (w.objectName() and w.accessibleName())
    ]
    assert unnamed == []


@pytest.mark.parametrize(("free", "size"), [((1366, 728), (760, 640)), ((1024, 560), (760, 500))])
def test_the_form_fits_the_screen(free: tuple[int, int], size: tuple[int, int]) -> None:
    assert RS.fitted_size(*free) == size


@pytest.mark.parametrize("ruleset", BUILTIN_RULESETS)
def test_the_rows_fit_the_form_width_so_nothing_scrolls_sideways(ruleset: str, qtbot: Any) -> None:
    dlg = RS.RulesetSettingsDialog(None, Encounter(ruleset=ruleset))
    qtbot.addWidget(dlg)
    host = dlg.findChild(QWidget, "rulesetSettingsForm")
    width, height = RS.fitted_size(1366, 728)
    assert width <= 1366 and height <= 728
    assert host.minimumSizeHint().width() <= width - 60  # margins and the vertical scroll bar
