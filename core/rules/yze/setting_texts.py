"""How the settings form names each YZE setting (seed ``000``): label, help, the seed rule it
changes and its section. Read through :meth:`YearZeroEngine.setting_specs`."""

from __future__ import annotations

from core.rules.base import SettingSpec

_INIT, _DAMAGE, _DICE, _HEAL = "Initiative", "Damage and criticals", "Dice", "Healing"

SETTING_SPECS: dict[str, SettingSpec] = {
    "yze.hidden_initiative": SettingSpec(
        "Hide initiative cards",
        "The drawn initiative cards stay hidden from the players' screen until turned.",
        "RODADAS & INICIATIVA",
        _INIT,
    ),
    "yze.damage_system": SettingSpec(
        "Damage system",
        "Health and Resolve, attribute damage or conditions: which tracks damage fills.",
        "DANO & ESTRESSE",
        _DAMAGE,
    ),
    "yze.crit_trigger": SettingSpec(
        "Critical injury trigger",
        "What causes a critical injury; the default reading follows the damage system.",
        "LESÕES CRÍTICAS",
        _DAMAGE,
    ),
    "yze.crit_on_damage_while_broken": SettingSpec(
        "Critical on every hit while broken",
        "Each further hit that deals damage to a broken character causes another critical.",
        "QUEBRADO (MAIS DANO)",
        _DAMAGE,
    ),
    "yze.broken_minor_npc_dies": SettingSpec(
        "Minor NPCs die when broken",
        "A broken NPC marked minor simply dies instead of rolling a critical injury.",
        "PNJs QUEBRADOS",
        _DAMAGE,
    ),
    "yze.armour_applies_to": SettingSpec(
        "Armour protects against",
        "The attacks armour rolls against: melee, ranged and blast, or fewer.",
        "ARMADURA CORPORAL",
        _DAMAGE,
    ),
    "yze.dice_mode": SettingSpec(
        "Dice mode",
        "Roll dice pools (D6s) or step dice (A = D12 … D = D6).",
        "Dados de passo (step dice)",
        _DICE,
    ),
    "yze.recovery_both_tracks": SettingSpec(
        "Recover damage and stress together",
        "Each turn of rest heals one damage and one stress, not one of the two.",
        "RECUPERAÇÃO",
        _HEAL,
    ),
    "yze.critical_care_requires_success": SettingSpec(
        "Care counts only on a success",
        "A day of care counts as two only when the carer's Healing roll succeeds.",
        "CURANDO CRÍTICOS",
        _HEAL,
    ),
    "yze.until_healed_roll_requires_success": SettingSpec(
        "'Until healed' needs a success",
        "An injury lasting until a Healing roll ends only on a successful roll.",
        "LESÕES CRÍTICAS – FÍSICAS (14, 15)",
        _HEAL,
    ),
    "yze.push_damages_weapon": SettingSpec(
        "Pushing wears the weapon",
        "Each bane of a pushed attack roll takes a point off the weapon's bonus (broken at 0).",
        "ARMAS (BÔNUS)",
        _DAMAGE,
    ),
}
"""Every setting of :meth:`YearZeroEngine.default_settings`, named for the settings form."""


def setting_specs() -> dict[str, SettingSpec]:
    """A copy of :data:`SETTING_SPECS`, for the ruleset's ``setting_specs``."""
    return dict(SETTING_SPECS)
