"""``enc.combat`` for a YZE encounter: one object that runs a whole fight without the GUI.

It gathers the YZE modules' operations — initiative and turns, actions and pips, damage and
stress, critical injuries and death rolls, attacks, hazards and timed effects — behind one
facade, so a script (or a dock) can write ``enc.combat.draw_initiative()``,
``enc.combat.next_turn()``, ``enc.combat.attack("Ana", "Guard", "pistol")`` …, and it answers the
ruleset-neutral views of :class:`core.rules.runner.CombatRunner` the docks read.

Every method is also a module-level function taking the encounter first (see each module).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from core.doors import DoorWay, all_doors, door_label
from core.i18n import rule_text, translate
from core.rules.base import RuleError
from core.rules.geometry import GM_ALLOWS
from core.rules.labels import QT_TRANSLATE_NOOP, Labels, tr_spec
from core.rules.runner import (
    ActionView,
    AttackPreview,
    BudgetItem,
    BudgetView,
    CharacterSheet,
    CombatRunner,
    FlagSpec,
    InitiativeEntry,
    LazyChoices,
    ModifierView,
    ParamSpec,
    RollOutcome,
    RollSpec,
    ToolSpec,
    TrackView,
)
from core.rules.yze import attacks as _attacks
from core.rules.yze import crits as _crits
from core.rules.yze import damage as _damage
from core.rules.yze import rest as _rest
from core.rules.yze import sheet as _sheet
from core.rules.yze import weapons as _weapons
from core.rules.yze.actions import ActionsMixin
from core.rules.yze.attacks import AttackMixin
from core.rules.yze.crits import CritsMixin
from core.rules.yze.damage import DamageMixin
from core.rules.yze.hazards import HazardsMixin
from core.rules.yze.initiative import InitiativeMixin
from core.rules.yze.skills import SKILL_LABELS, attribute_label, skill_label

if TYPE_CHECKING:
    from core.zonemap import ZoneMap


class YZECombat(
    InitiativeMixin,
    ActionsMixin,
    DamageMixin,
    CritsMixin,
    AttackMixin,
    HazardsMixin,
    CombatRunner,
):
    """The YZE combat facade for one encounter (``enc.combat``)."""

    def __init__(self, enc: Any) -> None:
        CombatRunner.__init__(self, enc)
        self.initiative_title = translate("yze", "Initiative cards")

    # -- runner views: the round's actions ---------------------------------------------------
    def budget_view(self, name: str) -> BudgetView:
        """The base budget (kinds ``slow`` and ``fast``, as ``actions_left`` counts them) with
        words for people: "slow action", "fast action"."""
        base = CombatRunner.budget_view(self, name)
        words = {"slow": translate("yze", "slow action"), "fast": translate("yze", "fast action")}
        items = tuple(
            BudgetItem(i.kind, i.left, i.total, label=words.get(i.kind, i.kind)) for i in base.items
        )
        return BudgetView(items, base.text)

    # -- runner views: initiative ------------------------------------------------------------
    def roll_initiative(self, names: list[str] | None = None) -> Any:
        """Draw a card for everyone (or ``names``) who has none yet."""
        return self.draw_initiative(names)

    def initiative_entries(self) -> list[InitiativeEntry]:
        return self.initiative_entries_of(self.initiative_order())

    def initiative_entries_of(self, order: list[dict[str, Any]]) -> list[InitiativeEntry]:
        """:meth:`initiative_entries` made from ``order``, an :meth:`initiative_order` already
        worked out (the initiative dock reads both: the order is worked out once)."""
        out = []
        # the words once, not per card (200 cards on a big fight)
        card_word = translate("yze", "Card {card}")
        deck_word = translate("yze", " (deck {deck})")
        detail = translate(
            "yze", "A second deck is in play: on equal numbers the lower deck acts first."
        )
        for e in order:
            deck = int(e.get("deck", 1))
            label = "?" if e.get("hidden") else card_word.format(card=e["card"])
            if deck > 1 and not e.get("hidden"):
                label += deck_word.format(deck=deck)
            out.append(
                InitiativeEntry(
                    key=str(e.get("key", f"{deck}:{e['card']}")),
                    label=label,
                    names=tuple(e.get("names", ())),
                    value=None if e.get("hidden") else e.get("card"),
                    group=e.get("group"),
                    current=bool(e.get("current")),
                    acted=bool(e.get("acted")),
                    hidden=bool(e.get("hidden")),
                    inactive=tuple(e.get("inactive", ())),
                    detail=detail if deck > 1 else "",
                )
            )
        return out

    def reorder(self, key_a: str, key_b: str) -> None:
        """Swap initiative cards (seed 000 "TROCANDO A INICIATIVA"): ``key_a`` must hold the
        combatant whose turn it is."""
        entries = {e.key: e for e in self.initiative_entries()}
        if key_a not in entries or key_b not in entries:
            raise RuleError(translate("yze", "Pick two cards of the initiative order."))
        a, b = entries[key_a], entries[key_b]
        current = self.current_turn()
        mover = current if current in a.names else a.names[0]
        self.swap_initiative(mover, b.names[0])

    # -- runner views: actions ---------------------------------------------------------------
    def action_views(self, name: str) -> list[ActionView]:
        return [
            ActionView(
                id=o.id,
                name=o.name,
                kind=o.kind,
                legal=o.legal,
                reason=o.reason,
                skill=o.skill,
                out_of_turn=bool(getattr(o, "out_of_turn", False)),
                needs_target=o.id in ("move", "run", "retreat", "crawl", "persuade", "first_aid"),
            )
            for o in self.legal_actions(name)
        ]

    # -- runner views: tracks ----------------------------------------------------------------
    def track_views(self, name: str) -> list[TrackView]:
        t = _damage.damage_tracks(self.enc, name)
        out: list[TrackView] = []
        if t["system"] == "health_resolve":
            for tid in ("health", "resolve"):
                label = attribute_label(tid)
                cur, mx = t[tid]
                sev = "bad" if cur == 0 else "warn" if cur < mx else "ok"
                out.append(TrackView(tid, label, "counter", cur, mx, severity=sev, adjustable=True))
        elif t["system"] == "attribute_damage":
            for attr, (cur, mx) in t["attributes"].items():
                sev = "bad" if cur == 0 else "warn" if cur < mx else "ok"
                out.append(
                    TrackView(
                        attr,
                        attribute_label(attr),
                        "counter",
                        cur,
                        mx,
                        severity=sev,
                        adjustable=True,
                    )
                )
        else:
            for side in ("physical", "mental"):
                rows = t[side]
                marked = [rule_text(r, "name") for r in rows if r["marked"]]
                out.append(
                    TrackView(
                        side,
                        translate("yze", "{side} conditions").format(side=attribute_label(side)),
                        "boxes",
                        marked,
                        options=tuple(rule_text(r, "name") for r in rows),
                        severity="warn" if marked else "ok",
                        detail=translate(
                            "yze", "−1 per condition to rolls of that kind; a fourth breaks you"
                        ),
                        adjustable=True,
                    )
                )
        state = (
            translate("yze", "Dead")
            if t["dead"]
            else translate("yze", "Broken")
            if t["broken"]
            else translate("yze", "Fighting")
        )
        out.append(
            TrackView(
                "state",
                translate("yze", "State"),
                "text",
                state,
                severity="bad" if t["dead"] or t["broken"] else "ok",
                detail=t.get("death_cause", "") or ", ".join(_side_word(s) for s in t["broken_by"]),
            )
        )
        for key, label in (
            ("armour", translate("yze", "Armour")),
            ("cover", translate("yze", "Cover")),
        ):
            if t.get(key):
                prot = t[key]
                out.append(
                    TrackView(
                        key,
                        label,
                        "text",
                        f"{prot.get('label') or prot.get('name', label)}: {prot.get('rating')}",
                    )
                )
        crits = []
        for inj in _crits.injuries(self.enc, name, active_only=True):
            bits = [f"{inj['d66']} {rule_text(inj, 'name')}"]
            if inj.get("lethal") and not inj.get("stabilised"):
                limit = inj.get("time_limit")
                when = _crits._time_word(limit) if limit else translate("yze", "instant")
                bits.append(translate("yze", "lethal, {get}").format(get=when))
            if inj.get("stabilised"):
                bits.append(translate("yze", "stabilised"))
            if inj.get("days_left") is not None:
                bits.append(
                    translate("yze", "{days_left} days to heal").format(days_left=inj["days_left"])
                )
            elif inj.get("healing_days") == "permanent":
                bits.append(translate("yze", "permanent"))
            crits.append(" — ".join(bits))
        if crits:
            out.append(
                TrackView(
                    "crits",
                    translate("yze", "Critical injuries"),
                    "list",
                    crits,
                    severity="bad" if t["dying"] else "warn",
                )
            )
        due = _crits.death_rolls_due(self.enc, name)
        if due:
            out.append(
                TrackView(
                    "death_roll",
                    translate("yze", "Death roll due"),
                    "flag",
                    True,
                    severity="bad",
                    detail=translate("yze", "Roll Stamina now (a failure kills)."),
                )
            )
        mods = _damage.crit_skill_modifiers(self.enc, name)
        if mods:
            text = ", ".join(f"{skill_label(k)} {v:+d}" for k, v in sorted(mods.items()))
            out.append(
                TrackView("crit_modifiers", translate("yze", "Skill modifiers"), "text", text)
            )
        return out + _weapons.weapon_tracks(self.enc, name)

    def adjust_track(self, name: str, track_id: str, delta: int) -> None:
        """GM nudge: positive ``delta`` hurts through the normal damage rules, negative heals."""
        side = {
            "health": "physical",
            "physical": "physical",
            "strength": "physical",
            "agility": "physical",
            "resolve": "mental",
            "mental": "mental",
            "wits": "mental",
            "empathy": "mental",
        }.get(track_id)
        if side is None:
            raise RuleError(
                translate("yze", "The {track_id} track can't be changed by hand.").format(
                    track_id=track_id
                )
            )
        if delta > 0:
            attribute = track_id if track_id in ("strength", "agility", "wits", "empathy") else None
            kind = "physical" if side == "physical" else "stress"
            self.apply_damage(name, delta, kind=kind, source="GM", attribute=attribute)
        elif delta < 0:
            with self.enc.transaction(
                translate("yze", "{name} recovers {value}").format(name=name, value=-delta)
            ):
                healed = _damage._heal_points(self.enc, name, side, -delta)
                self.enc.add_log(
                    "heal",
                    (
                        translate("yze", "GM: {name} recovers {healed} damage.")
                        if side == "physical"
                        else translate("yze", "GM: {name} recovers {healed} stress.")
                    ).format(name=name, healed=healed),
                    combatant=name,
                )

    def status_badges(self, name: str) -> list[str]:
        out = []
        if _damage.is_dead(self.enc, name):
            out.append(translate("yze", "Dead"))
        elif _damage.is_broken(self.enc, name):
            out.append(translate("yze", "Broken"))
        if _damage.is_dying(self.enc, name):
            out.append(translate("yze", "Dying"))
        if _attacks.in_overwatch(self.enc, name):
            out.append(translate("yze", "Overwatch"))
        if _attacks.grappled_by(self.enc, name):
            out.append(translate("yze", "Grappled"))
        return out + super().status_badges(name)

    # -- runner views: the character sheet ---------------------------------------------------
    def _step_mode(self) -> bool:
        return _damage.yze_setting(self.enc, "yze.dice_mode") == "step"

    def character_sheet(self) -> CharacterSheet:
        """Attributes, skills, Health and Resolve, weapons (the encounter's weapon table),
        armour (``armour_types.json``) and the switches the rules read (:mod:`.sheet`)."""
        armour = self.enc.ruleset.table("armour_types")["rows"]
        rows = _attacks.weapon_table(self.enc)
        return _sheet.build_sheet(rows, armour, step=self._step_mode())

    def derived_values(self, stats: Mapping[str, Any]) -> dict[str, Any]:
        return _sheet.derived_values(stats)

    def check_sheet_value(self, field_id: str, value: Any) -> Any:
        rows = _attacks.weapon_table(self.enc)
        names = {r["id"]: rule_text(r, "name") for r in rows if not r.get("unarmed")}
        custom = {r["id"]: r for r in rows if r.get("custom")}
        return _sheet.check_value(
            self.character_sheet(),
            field_id,
            value,
            weapon_names=names,
            step=self._step_mode(),
            custom_rows=custom,
        )

    # -- rolls the app asks for ----------------------------------------------------------------
    def roll_spec(self, name: str, skill: str) -> RollSpec | None:
        """A skill roll (seed 000: attribute + skill base dice, a six succeeds), e.g. Mobility to
        enter a cluttered zone or to retreat (ENTULHADA, RECUAR). ``skill`` is a skill's id or
        its English name; ``None`` for what is not a YZE skill."""
        sid = _skill_id(skill)
        if sid is None:
            return None
        attribute = _attacks_skill_attribute(sid)
        stats = self.enc.combatant(name).stats
        missing = tuple(
            label
            for key, label in ((attribute, attribute_label(attribute)), (sid, SKILL_LABELS[sid]))
            if stats.get(key) is None
        )
        if missing:
            return RollSpec(
                SKILL_LABELS[sid], "pool", "", missing=missing, source=translate("yze", "seed 000")
            )
        dice = _damage.skill_dice(self.enc, name, sid)
        kind = "step" if dice.style == "step" else "pool"
        return RollSpec(
            SKILL_LABELS[sid],
            kind,
            dice.text(),
            count=max(0, dice.pool),
            source=translate("yze", "seed 000"),
        )

    def make_roll(self, name: str, skill: str, *, why: str = "") -> RollOutcome:
        """Roll it with the rules' own dice (:func:`damage.roll_skill_modified`: the pool the
        spec shows, step dice too) and log it; refused when the sheet lacks a stat it reads,
        or the roller is broken."""
        spec = self.roll_spec(name, skill)
        if spec is None:
            raise RuleError(
                translate("yze", "{skill} is not a YZE skill: roll it at the table.").format(
                    skill=skill
                )
            )
        if spec.missing:
            raise RuleError(
                translate(
                    "yze", "{name}'s sheet has no {missing}: fill it in or roll at the table."
                ).format(name=name, missing=" or ".join(spec.missing))
            )
        _damage._check_can_roll(
            self.enc, name, translate("yze", "roll {label}").format(label=spec.label)
        )
        sid = _skill_id(skill) or skill
        with self.enc.transaction(
            translate("yze", "{name} rolls {label}").format(name=name, label=spec.label)
        ):
            roll = _damage.roll_skill_modified(self.enc, name, sid, label=f"{name}: {spec.label}")
            verdict = translate("yze", "success") if roll.success else translate("yze", "failure")
            text = translate("yze", "{name} rolls {label} ({text}): {faces} — {verdict}").format(
                name=name,
                label=spec.label,
                text=spec.text,
                faces=_damage.faces(roll),
                verdict=verdict,
            )
            text += f" ({why})." if why else "."
            self.enc.add_log(
                "roll", text, who=name, skill=sid, success=roll.success, roll=roll.to_dict()
            )
            _crits.roll_costs(self.enc, name, sid)  # a groin hit: damage for each such roll
        faces = tuple(int(d[1]) if isinstance(d, tuple) else int(d) for d in roll.dice)
        return RollOutcome(bool(roll.success), text, faces)

    def record_roll(self, name: str, skill: str, success: bool, *, why: str = "") -> RollOutcome:
        """The GM's word for a roll made at the table; an injury that hurts per roll still does."""
        with self.enc.transaction(
            translate("yze", "{name}: {skill} roll").format(name=name, skill=skill)
        ):
            out = super().record_roll(name, skill, success, why=why)
            _crits.roll_costs(self.enc, name, _skill_id(skill) or skill)
        return out

    # -- runner views: attacks ---------------------------------------------------------------
    def weapon_choices(self, name: str) -> list[tuple[str, str]]:
        """What ``name`` carries (the sheet's weapons, picked up, not lost) plus Unarmed, each
        with the table's numbers. A sheet without a weapon list (an older file) may use any."""
        table = {w["id"]: w for w in _attacks.weapon_table(self.enc)}
        carried = _attacks.carried_weapons(self.enc, name)
        ids = list(table) if carried is None else [w for w in carried if w in table]
        unarmed = _attacks._unarmed_id(self.enc)
        if unarmed not in ids and unarmed in table:
            ids = [*ids, unarmed]
        return [
            (w, table[w]["name"] if table[w].get("unarmed") else self._weapon_label(name, table[w]))
            for w in ids
        ]

    def weapon_editor(self) -> _weapons.WeaponBook:
        """The weapon editor's view and commands (custom weapons, ``yze.weapons``)."""
        return _weapons.WeaponBook(self.enc)

    def _weapon_label(self, name: str, row: Mapping[str, Any]) -> str:
        return _weapons.bonus_label(self.enc, name, row)

    def attack_flags(self) -> list[FlagSpec]:
        return [
            FlagSpec(
                "block",
                translate("yze", "Target blocks"),
                help=translate("yze", "Opposed Close Combat roll (fast action)"),
            ),
            FlagSpec(
                "sneak",
                translate("yze", "Sneak attack"),
                help=translate(
                    "yze",
                    "+3 in melee, can't be blocked; roll Stealth first (GM tools "
                    "▸ Sneak attack: Stealth roll) — refused after a failed roll",
                ),
            ),
            FlagSpec("helpless", translate("yze", "Helpless target"), help="+3"),
            FlagSpec("unseen", translate("yze", "Unseen target"), help="−2"),
            FlagSpec(
                "target_size",
                translate("yze", "Target size"),
                "choice",
                ("normal", "large", "small"),
                "normal",
                translate("yze", "Large +2, small −2"),
                choice_labels=(
                    translate("yze", "Normal"),
                    translate("yze", "Large"),
                    translate("yze", "Small"),
                ),
            ),
            FlagSpec("dim_light", translate("yze", "Dim light"), help="−1"),
            FlagSpec(
                "total_darkness",
                translate("yze", "Total darkness"),
                help=translate("yze", "−2; no attack beyond Short"),
            ),
            *_weapons.ammo_flags(self.enc),
            *(tr_spec("yze", f) for f in OUT_OF_TURN_FLAGS),
            GM_ALLOWS,
        ]

    out_of_turn_flags: tuple[str, ...] = ()  # set below from OUT_OF_TURN_FLAGS
    """The attack options offered only when :meth:`out_of_turn_attacks` says they apply."""

    def move_roll_failed(self, name: str, roll: Any) -> None:
        """A failed retreat (RECUAR) gives the Engaged enemies their free attack, whether the
        roll was made in a dialog or at the table (:func:`attacks.grant_free_attacks`)."""
        if getattr(roll, "kind", "") == "retreat":
            _attacks.grant_free_attacks(self.enc, name, tuple(getattr(roll, "enemies", ())))
        elif getattr(roll, "kind", "") == "darkness":  # ESCURIDÃO: running blind
            from core.rules.yze.hazards import stumble_in_the_dark

            stumble_in_the_dark(self.enc, name)

    def attack(self, attacker: str, target: str, weapon_id: str | None = None, **kw: Any) -> Any:
        """Resolve (or, with ``resolve=False``, roll and keep open) an attack; refused with
        exactly the reason :meth:`attack_preview` gives for the same options."""
        flags, mode = _weapons.split_ammo_flags(_form_flags(kw))
        with self.enc.transaction(
            translate("yze", "{attacker} attacks {target}").format(attacker=attacker, target=target)
        ):
            _weapons.set_ammo_mode(self.enc, mode)
            return _attacks.attack(self.enc, attacker, target, weapon_id, **flags)

    def attack_preview(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> AttackPreview:
        """The verdict :meth:`attack` will follow (:func:`attacks.attack_verdict`), the dice and
        every modifier with its source. Takes the same options as :meth:`attack`."""
        return self.attack_preview_plan(attacker, target, weapon_id, **flags)[0]

    def attack_preview_plan(
        self, attacker: str, target: str, weapon_id: str | None = None, **flags: Any
    ) -> tuple[AttackPreview, Any]:
        """:meth:`attack_preview` and the verdict's plan it comes from (range band, action,
        block, a roll first), worked out once: the attack dock shows both."""
        typed, mode = _weapons.split_ammo_flags(_form_flags(flags))
        verdict = {k: v for k, v in typed.items() if k not in _ATTACK_ONLY}
        with _weapons.ammo_mode_for_preview(self.enc, mode):
            plan = _attacks.attack_verdict(self.enc, attacker, target, weapon_id, **verdict)
        if plan.dice_style == "step":
            dice = translate("yze", "{value} (step dice)").format(
                value=" + ".join("D" + s for s in plan.steps) or "no dice"
            )
        else:
            dice = translate("yze", "{pool} d6 ({base_dice} base)").format(
                pool=plan.pool, base_dice=plan.base_dice
            )
        mods = tuple(
            ModifierView(m.label, f"{m.value:+d}", m.source, m.seed_note) for m in plan.modifiers
        )
        notes = list(plan.notes)
        if not plan.can_be_blocked and plan.block_reason:
            notes.append(plan.block_reason)
        return AttackPreview(plan.allowed, plan.reason, dice, mods, tuple(notes)), plan

    # -- runner views: GM tools (hazards, stress, time) ----------------------------------------
    def gm_tools(self) -> list[ToolSpec]:
        enc = self.enc
        stress_rows = enc.ruleset.table("stress_situations")["rows"]
        barriers = [r["id"] for r in enc.ruleset.table("barriers")["rows"]]
        blast = [
            str(r.get("dice_pool"))
            for r in enc.ruleset.table("blast_power")["rows"]
            if r.get("dice_pool") is not None
        ]
        who = ParamSpec("name", translate("yze", "Combatant"), "combatant")
        return [
            ToolSpec(
                "explosion",
                translate("yze", "Explosion"),
                (
                    ParamSpec("zone", translate("yze", "Zone"), "zone"),
                    ParamSpec(
                        "power",
                        translate("yze", "Blast power"),
                        "choice",
                        blast[0] if blast else "6",
                        tuple(blast),
                    ),
                    ParamSpec(
                        "engaged_with", translate("yze", "Engaged with (optional)"), "combatant", ""
                    ),
                ),
                translate("yze", "Hazards"),
                translate("yze", "Everyone in the zone rolls the blast power (seed: explosions)."),
            ),
            ToolSpec(
                "fire",
                translate("yze", "Set on fire"),
                (
                    who,
                    ParamSpec(
                        "intensity",
                        translate("yze", "Intensity (dice)"),
                        "int",
                        3,
                        minimum=1,
                        maximum=12,
                    ),
                ),
                translate("yze", "Hazards"),
                translate(
                    "yze", "A fire attack now; burning continues on their turns (seed: fire)."
                ),
            ),
            ToolSpec(
                "extinguish",
                translate("yze", "Put out a fire"),
                (
                    ParamSpec("actor", translate("yze", "Who"), "combatant"),
                    ParamSpec("target", translate("yze", "Burning"), "combatant"),
                    ParamSpec("blanket", translate("yze", "Blanket (+2)"), "bool", False),
                ),
                translate("yze", "Hazards"),
                translate("yze", "Slow action, Mobility roll."),
            ),
            ToolSpec(
                "fall",
                translate("yze", "Fall"),
                (
                    who,
                    ParamSpec(
                        "height",
                        translate("yze", "Height (m)"),
                        "float",
                        4.0,
                        minimum=0,
                        maximum=500,
                    ),
                    ParamSpec("controlled", translate("yze", "Controlled jump"), "bool", False),
                ),
                translate("yze", "Hazards"),
                translate("yze", "Damage = height ÷ 2, rounded down (seed: falling)."),
            ),
            ToolSpec(
                "darkness",
                translate("yze", "Total darkness"),
                (
                    ParamSpec("zone", translate("yze", "Zone"), "zone"),
                    ParamSpec("on", translate("yze", "Dark"), "bool", True),
                ),
                translate("yze", "Hazards"),
                translate(
                    "yze", "No attacks beyond Short; running needs Mobility (seed: darkness)."
                ),
            ),
            ToolSpec(
                "cover",
                translate("yze", "Cover in a zone"),
                (
                    ParamSpec("zone", translate("yze", "Zone"), "zone"),
                    ParamSpec(
                        "barrier",
                        translate("yze", "Barrier"),
                        "choice",
                        barriers[0],
                        tuple(barriers),
                    ),
                ),
                translate("yze", "Map"),
                translate("yze", "Adds a barrier someone can take cover behind (fast action)."),
            ),
            ToolSpec(
                "stress",
                translate("yze", "Stressful situation"),
                (
                    who,
                    ParamSpec(
                        "factor",
                        translate("yze", "Situation"),
                        "choice",
                        stress_rows[0]["id"],
                        tuple(r["id"] for r in stress_rows),
                    ),
                ),
                translate("yze", "Stress"),
                translate("yze", "Potential stress; an Insight roll removes one per success."),
            ),
            ToolSpec(
                "pass_time",
                translate("yze", "Pass time"),
                (
                    ParamSpec(
                        "unit",
                        translate("yze", "Unit"),
                        "choice",
                        "shift",
                        _rest.UNITS,
                        choice_labels=(
                            translate("yze", "stretch (minutes)"),
                            translate("yze", "shift (hours)"),
                            translate("yze", "day"),
                        ),
                    ),
                    ParamSpec(
                        "count",
                        translate("yze", "How many"),
                        "int",
                        1,
                        minimum=1,
                        maximum=_rest.MAX_COUNT,
                    ),
                    ParamSpec(
                        "resting",
                        translate("yze", "Who rests"),
                        "choice",
                        "everyone",
                        tuple(_RESTING),
                        choice_labels=tuple(_RESTING.values()),
                    ),
                    ParamSpec(
                        "cared_for",
                        translate("yze", "Gets care (days)"),
                        "combatant",
                        "",
                        required=False,
                    ),
                    ParamSpec(
                        "carer",
                        translate("yze", "Carer (rolls Healing each day)"),
                        "combatant",
                        "",
                        required=False,
                        help=translate(
                            "yze", "Empty: the carer's Healing roll succeeded at the table."
                        ),
                    ),
                ),
                translate("yze", "Time"),
                translate(
                    "yze",
                    "Resting heals 1 damage and 1 stress per shift (a day: 4 "
                    "shifts); a day of care counts as two for critical injuries; "
                    "timed effects in rounds end.",
                ),
            ),
            ToolSpec(
                "time",
                translate("yze", "Death rolls only"),
                (
                    ParamSpec(
                        "unit",
                        translate("yze", "Unit"),
                        "choice",
                        "stretch",
                        ("round", "stretch", "turn", "day"),
                        choice_labels=(
                            translate("yze", "round"),
                            translate("yze", "stretch"),
                            translate("yze", "shift"),
                            translate("yze", "day"),
                        ),
                    ),
                ),
                translate("yze", "Time"),
                translate(
                    "yze",
                    "Lethal injuries with that time limit call for death rolls; "
                    "nobody heals (Pass time heals too).",
                ),
            ),
            ToolSpec(
                "days",
                translate("yze", "Critical injuries heal only"),
                (ParamSpec("days", translate("yze", "Days"), "int", 1, minimum=1, maximum=365),),
                translate("yze", "Time"),
                translate(
                    "yze",
                    "Critical injuries heal, all at once; damage and stress "
                    "don't (Pass time heals both).",
                ),
            ),
            *_weapons.weapon_tools(enc),
            *self._surprise_and_door_tools(),
        ]

    def _surprise_and_door_tools(self) -> list[ToolSpec]:
        """Break a door, the ambush and the sneak attack's Stealth roll (seed: PORTAS &
        ESCOTILHAS, EMBOSCADAS, ATAQUES FURTIVOS)."""
        enc = self.enc
        keys, labels = _door_choices(enc.map)
        sides = tuple(sorted({c.side for c in enc.combatants() if c.side}))
        first = next((w.key for w in _unbroken_doors(enc.map)), "")
        door = ParamSpec(
            "border",
            translate("yze", "Door or hatch"),
            "choice",
            first,
            keys,
            choice_labels=labels,
        )
        return [
            ToolSpec(
                "break_door",
                translate("yze", "Break a door"),
                (
                    door,
                    ParamSpec(
                        "damage", translate("yze", "Damage"), "int", 1, minimum=1, maximum=30
                    ),
                ),
                translate("yze", "Hazards"),
                translate(
                    "yze",
                    "A sturdier door rolls its barrier armour; at its structure "
                    "(wooden: 5) it gives way (seed: doors and hatches).",
                ),
            ),
            ToolSpec(
                "ambush",
                translate("yze", "Ambush"),
                (
                    ParamSpec(
                        "ambushers",
                        translate("yze", "Ambushing side"),
                        "choice",
                        sides[0] if sides else "",
                        sides,
                    ),
                    ParamSpec(
                        "well_prepared",
                        translate("yze", "Ambushers well prepared (−2)"),
                        "bool",
                        False,
                    ),
                ),
                translate("yze", "Surprise"),
                translate(
                    "yze",
                    "Everyone else rolls Observation (−2 if well prepared); the "
                    "ambushers take the best cards, those who failed the worst "
                    "(seed: ambushes).",
                ),
            ),
            ToolSpec(
                "sneak_roll",
                translate("yze", "Sneak attack: Stealth roll"),
                (
                    ParamSpec("name", translate("yze", "Attacker"), "combatant"),
                    ParamSpec(
                        "melee", translate("yze", "Closing to Engaged range (−2)"), "bool", True
                    ),
                    ParamSpec(
                        "result",
                        translate("yze", "Stealth roll"),
                        "choice",
                        "roll",
                        tuple(_SNEAK_RESULTS),
                        choice_labels=tuple(_SNEAK_RESULTS.values()),
                    ),
                ),
                translate("yze", "Surprise"),
                translate(
                    "yze",
                    "Success: the attack surprises (tick Sneak attack in the "
                    "Attack dock); failure: the enemy notices — draw initiative, "
                    "no sneak attack (seed: sneak attacks).",
                ),
            ),
        ]

    def _run_surprise_and_door_tool(self, tool_id: str, params: Mapping[str, Any]) -> bool:
        from core.rules.yze import hazards as _hazards
        from core.rules.yze import initiative as _init

        enc = self.enc
        if tool_id == "break_door":
            a, b, index = [*str(params.get("border") or "").split("|"), "", ""][:3]
            if not b:
                raise RuleError(translate("yze", "Choose a door or hatch to break."))
            where = int(index) if index.isdigit() else None
            _hazards.break_door(enc, a, b, int(params["damage"]), where)
        elif tool_id == "ambush":
            side = params.get("ambushers")
            ambushers = [c.name for c in enc.combatants() if c.side == side]
            victims = [c.name for c in enc.combatants() if c.side != side]
            if not ambushers or not victims:
                raise RuleError(
                    translate("yze", "An ambush needs ambushers on the chosen side and victims.")
                )
            with enc.transaction(translate("yze", "Ambush by the {side}").format(side=side)):
                rolls = _init.ambush_observation(
                    enc, victims, well_prepared=bool(params.get("well_prepared"))
                )
                _init.ambush(enc, ambushers, [n for n, r in rolls.items() if not r.success])
        elif tool_id == "sneak_roll":
            result = str(params.get("result") or "roll")
            if result not in _SNEAK_RESULTS:
                choices = ", ".join(_SNEAK_RESULTS.values())
                raise RuleError(
                    translate("yze", "Stealth roll: choose one of {choices}.").format(
                        choices=choices
                    )
                )
            success = {"roll": None, "success": True, "failure": False}[result]
            _init.sneak_attack_roll(
                enc, params["name"], melee=bool(params.get("melee")), success=success
            )
        else:
            return False
        return True

    def run_gm_tool(self, tool_id: str, **params: Any) -> dict[str, Any]:
        """Run one of :meth:`gm_tools`; returns ``{"text": ...}`` (the log has the details)."""
        from core.rules.yze import actions as _actions
        from core.rules.yze import hazards as _hazards

        enc = self.enc
        before = len(enc.log)
        if tool_id == "explosion":
            engaged = params.get("engaged_with") or None
            power = params["power"]
            _hazards.explode(
                enc,
                params["zone"],
                int(power) if str(power).isdigit() else power,
                engaged_with=engaged,
            )
        elif tool_id == "fire":
            _hazards.set_on_fire(enc, params["name"], int(params["intensity"]))
        elif tool_id == "extinguish":
            _hazards.extinguish(
                enc, params["actor"], params.get("target"), blanket=bool(params.get("blanket"))
            )
        elif tool_id == "fall":
            _hazards.fall(
                enc,
                params["name"],
                float(params["height"]),
                controlled=bool(params.get("controlled")),
            )
        elif tool_id == "darkness":
            _hazards.set_total_darkness(enc, params["zone"], bool(params.get("on", True)))
        elif tool_id == "cover":
            zone = params["zone"]
            _actions.set_zone_cover(enc, zone, [*_actions.zone_cover(enc, zone), params["barrier"]])
        elif tool_id == "stress":
            _damage.stress_situation(enc, params["name"], params["factor"])
        elif tool_id == "pass_time":
            return _run_pass_time(enc, params)
        elif tool_id == "time":
            _crits.advance_time(enc, params["unit"])
        elif tool_id == "days":
            _crits.advance_days(enc, int(params["days"]))
        elif self._run_surprise_and_door_tool(tool_id, params):
            pass
        elif tool_id in _weapons.TOOL_IDS:
            _weapons.run_weapon_tool(enc, tool_id, params)
        else:
            raise RuleError(
                translate("yze", "YZE has no tool {tool_id!r}.").format(tool_id=tool_id)
            )
        lines = [e["text"] for e in enc.log[before:]]
        return {"text": "\n".join(lines) or translate("yze", "Done.")}


_ATTACK_ONLY: tuple[str, ...] = ("resolve", "extra_hits", "disarm_keep", "disarm_throw_to")
"""Options of an attack that say what to do after the roll, not whether it may be made."""

_RESTING = Labels(
    "yze",
    {
        "everyone": QT_TRANSLATE_NOOP("yze", "everyone"),
        "pcs": QT_TRANSLATE_NOOP("yze", "the player characters"),
        "npcs": QT_TRANSLATE_NOOP("yze", "the NPCs"),
        "nobody": QT_TRANSLATE_NOOP("yze", "nobody (time only)"),
    },
)


OUT_OF_TURN_FLAGS: tuple[FlagSpec, ...] = (
    FlagSpec(
        "overwatch",
        QT_TRANSLATE_NOOP("yze", "Overwatch shot"),
        help=QT_TRANSLATE_NOOP(
            "yze", "Shoot from overwatch at any point in the turn order (a slow action; overwatch)"
        ),
    ),
    FlagSpec(
        "duel",
        QT_TRANSLATE_NOOP("yze", "Fires back from overwatch (opposed roll)"),
        help=QT_TRANSLATE_NOOP(
            "yze",
            "Both in overwatch and both firing: an opposed Ranged Combat roll, not an action, "
            "says who shoots first (overwatch)",
        ),
    ),
    FlagSpec(
        "free",
        QT_TRANSLATE_NOOP("yze", "Free attack (failed retreat)"),
        help=QT_TRANSLATE_NOOP("yze", "Out of turn, no action, can't be blocked (retreat)"),
    ),
    FlagSpec(
        "burst",
        QT_TRANSLATE_NOOP("yze", "Full-auto follow-up"),
        help=QT_TRANSLATE_NOOP(
            "yze",
            "The burst's next attack after a hit, no action; at most three, then the supply "
            "roll (full-auto fire)",
        ),
    ),
)
"""Attack options that only apply out of turn or in a burst: the form shows them only when
:func:`attacks.out_of_turn_attacks` says so."""
YZECombat.out_of_turn_flags = tuple(f.id for f in OUT_OF_TURN_FLAGS)


_SNEAK_RESULTS = Labels(
    "yze",
    {
        "roll": QT_TRANSLATE_NOOP("yze", "Roll it here"),
        "success": QT_TRANSLATE_NOOP("yze", "Rolled at the table: success"),
        "failure": QT_TRANSLATE_NOOP("yze", "Rolled at the table: failure"),
    },
)
"""The sneak tool's "Stealth roll" choice: roll the dice, or enter the table's result."""


def _unbroken_doors(zmap: ZoneMap) -> Iterator[DoorWay]:
    """The doors and hatches a GM may still break, in the map's order."""
    return (w for w in all_doors(zmap) if not w.door.broken)


def _door_choices(zmap: ZoneMap) -> tuple[LazyChoices, LazyChoices]:
    """The unbroken doors' keys and their words, listed when the break-door form first reads
    them (915 labels on the stress map were made at every ``gm_tools()`` call)."""
    made: list[list[DoorWay]] = []

    def ways() -> list[DoorWay]:
        if not made:
            made.append(list(_unbroken_doors(zmap)))
        return made[0]

    keys = LazyChoices(lambda: [w.key for w in ways()])
    return keys, LazyChoices(lambda: [door_label(zmap, w) for w in ways()])


def _form_flags(flags: Mapping[str, Any]) -> dict[str, Any]:
    """The attack form's options as the rules read them: an unticked "helpless" or "total
    darkness" box leaves the rules to work it out (a broken target is helpless, a dark zone is
    dark), and a "normal" size is no size modifier. Preview and attack both go through here."""
    out = dict(flags)
    for key in ("helpless", "total_darkness"):
        if out.get(key) is False:
            out.pop(key)
    if out.get("target_size") in ("normal", "", None):
        out.pop("target_size", None)
    return out


def _skill_id(skill: str) -> str | None:
    """``"Mobility"`` or ``"mobility"`` → ``"mobility"``; ``None`` for no YZE skill."""
    key = skill.strip().lower()
    if key in SKILL_LABELS:
        return key
    for sid, label in SKILL_LABELS.items():
        if label.lower() == key:
            return sid
    return None


def _attacks_skill_attribute(skill: str) -> str:
    from core.rules.yze.skills import skill_attribute

    return skill_attribute(skill)


def _run_pass_time(enc: Any, params: Mapping[str, Any]) -> dict[str, Any]:
    who = params.get("resting", "everyone")
    sides = {"everyone": None, "pcs": ("pc",), "npcs": ("npc",), "nobody": ()}
    if who not in sides:
        raise RuleError(
            translate("yze", "Who rests: choose one of {values}.").format(
                values=", ".join(_RESTING.values())
            )
        )
    wanted = sides[who]
    resting = None if wanted is None else [c.name for c in enc.combatants() if c.side in wanted]
    cared = params.get("cared_for") or ""
    care = {cared: params.get("carer") or True} if cared else None
    if care and params.get("carer") == cared:
        raise RuleError(translate("yze", "{cared} can't care for themselves.").format(cared=cared))
    count = params.get("count", 1)
    if isinstance(count, str) and count.strip().isdigit():
        count = int(count)
    return _rest.pass_time(enc, params["unit"], count, resting=resting, cared_for=care)


def _side_word(side: str) -> str:
    """What broke someone ("physical", "mental") in the UI language."""
    return translate("yze", "mental") if side == "mental" else translate("yze", "physical")
