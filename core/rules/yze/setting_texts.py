"""How the settings form names each YZE setting (seed ``000``): label, help, the seed rule it
changes and its section. Read through :meth:`YearZeroEngine.setting_specs`."""

from __future__ import annotations

from core.i18n import translate
from core.rules.base import SettingSpec


def _sections() -> tuple[str, str, str, str]:
    return (
        translate("yze", "Initiative"),
        translate("yze", "Damage and criticals"),
        translate("yze", "Dice"),
        translate("yze", "Healing"),
    )


def setting_specs() -> dict[str, SettingSpec]:
    """Every setting of :meth:`YearZeroEngine.default_settings`, named for the settings form in
    the UI language; ``rule`` stays the seed's own section title (the GM looks it up there)."""
    init, damage, dice, heal = _sections()
    return {
        "yze.hidden_initiative": SettingSpec(
            translate("yze", "Hide initiative cards"),
            translate(
                "yze",
                "The drawn initiative cards stay hidden from the players' screen until turned.",
            ),
            "RODADAS & INICIATIVA",
            init,
        ),
        "yze.damage_system": SettingSpec(
            translate("yze", "Damage system"),
            translate(
                "yze",
                "Health and Resolve, attribute damage or conditions: which tracks damage fills.",
            ),
            "DANO & ESTRESSE",
            damage,
        ),
        "yze.crit_trigger": SettingSpec(
            translate("yze", "Critical injury trigger"),
            translate(
                "yze",
                "What causes a critical injury; the default reading follows the damage system.",
            ),
            "LESÕES CRÍTICAS",
            damage,
        ),
        "yze.crit_on_damage_while_broken": SettingSpec(
            translate("yze", "Critical on every hit while broken"),
            translate(
                "yze",
                "Each further hit that deals damage to a broken character causes another critical.",
            ),
            "QUEBRADO (MAIS DANO)",
            damage,
        ),
        "yze.broken_minor_npc_dies": SettingSpec(
            translate("yze", "Minor NPCs die when broken"),
            translate(
                "yze", "A broken NPC marked minor simply dies instead of rolling a critical injury."
            ),
            "PNJs QUEBRADOS",
            damage,
        ),
        "yze.armour_applies_to": SettingSpec(
            translate("yze", "Armour protects against"),
            translate(
                "yze", "The attacks armour rolls against: melee, ranged and blast, or fewer."
            ),
            "ARMADURA CORPORAL",
            damage,
        ),
        "yze.dice_mode": SettingSpec(
            translate("yze", "Dice mode"),
            translate("yze", "Roll dice pools (D6s) or step dice (A = D12 … D = D6)."),
            "Dados de passo (step dice)",
            dice,
        ),
        "yze.recovery_both_tracks": SettingSpec(
            translate("yze", "Recover damage and stress together"),
            translate(
                "yze", "Each turn of rest heals one damage and one stress, not one of the two."
            ),
            "RECUPERAÇÃO",
            heal,
        ),
        "yze.critical_care_requires_success": SettingSpec(
            translate("yze", "Care counts only on a success"),
            translate(
                "yze", "A day of care counts as two only when the carer's Healing roll succeeds."
            ),
            "CURANDO CRÍTICOS",
            heal,
        ),
        "yze.until_healed_roll_requires_success": SettingSpec(
            translate("yze", "'Until healed' needs a success"),
            translate(
                "yze", "An injury lasting until a Healing roll ends only on a successful roll."
            ),
            "LESÕES CRÍTICAS – FÍSICAS (14, 15)",
            heal,
        ),
        "yze.push_damages_weapon": SettingSpec(
            translate("yze", "Pushing wears the weapon"),
            translate(
                "yze",
                "Each bane of a pushed attack roll takes a point off the weapon's bonus "
                "(broken at 0).",
            ),
            "ARMAS (BÔNUS)",
            damage,
        ),
    }


def setting_choice_labels() -> dict[str, dict[str, str]]:
    """The words each closed-set setting's choices show in the settings form, in the UI
    language, by choice id (a list value's ids joined with ", ")."""
    melee, ranged, blast = (
        translate("yze", "melee"),
        translate("yze", "ranged"),
        translate("yze", "blast"),
    )
    return {
        "yze.damage_system": {
            "health_resolve": translate("yze", "Health and Resolve"),
            "attribute_damage": translate("yze", "attribute damage"),
            "conditions": translate("yze", "conditions"),
        },
        "yze.crit_trigger": {
            "health_resolve_zero": translate("yze", "Health or Resolve at zero"),
            "attribute_zero": translate("yze", "an attribute at zero"),
            "broken_by_conditions": translate("yze", "broken by conditions"),
            "crit_threshold": translate("yze", "the weapon's critical threshold"),
            "two_successes": translate("yze", "an attack with two or more successes"),
        },
        "yze.dice_mode": {
            "pool": translate("yze", "dice pool (D6s)"),
            "step": translate("yze", "step dice"),
        },
        "yze.armour_applies_to": {
            "melee, ranged, blast": f"{melee}, {ranged}, {blast}",
            "melee, ranged": f"{melee}, {ranged}",
            "melee": melee,
        },
    }
