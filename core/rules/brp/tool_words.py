"""The GM tools' help texts and their forms' default labels, for the catalogue.

A tool's help is its function's first docstring paragraph (whitespace joined); a field's default
label is its name made words (``_p``). Neither is a literal lupdate can find, so each is marked
here once; ``tests/core/brp/test_i18n.py`` checks this list still matches the code.
"""

from __future__ import annotations

from core.rules.brp.words import QT_TRANSLATE_NOOP

TOOL_HELP: dict[str, str] = {
    "acid": QT_TRANSLATE_NOOP(
        "brp",
        "A round of acid (``acid.json``): weak 1D3−1, strong 1D4, very strong 1D6+1 a round. "
        'Armour halves it (rounded up) for 1D3 rounds (a timed effect "Armour vs acid"); very '
        'strong acid ruins the armour after 1D6 rounds (a timed effect "Acid eats the '
        'armour"). ``lasting``: the contact goes on — the damage comes at the end of every '
        'round until the GM removes the "Acid" effect.',
    ),
    "aim_interrupted": QT_TRANSLATE_NOOP(
        "brp",
        'An aim interrupted (``aimed_attacks.json``, "interrupted"): an Idea roll keeps it; a '
        "failure loses the aim's benefits.",
    ),
    "area_attack": QT_TRANSLATE_NOOP(
        "brp",
        "An area attack (``area_attacks.json``): a Dodge avoids all the damage, an Agility "
        "roll halves it; either way the target has thrown themselves prone. Armour counts.",
    ),
    "armour_damage": QT_TRANSLATE_NOOP(
        "brp",
        "Damage ``who``'s armour: halved, or destroyed if it was already damaged.",
    ),
    "armour_repair": QT_TRANSLATE_NOOP(
        "brp",
        "Repair: damaged armour back to its value (half the price); destroyed armour rebuilt "
        "(full price) one point lower.",
    ),
    "asphyxiation": QT_TRANSLATE_NOOP(
        "brp",
        "One round of holding breath (``asphyxiation.json``). Round 1: CON×10 (Easy), then "
        "CON×5, ×4 …, down to CON×1 (and on). Sudden: a Luck roll first — passed starts at "
        "CON×5, failed at CON×3. Once a roll fails, the substance's damage (water 1D8, smoke "
        "1D4, dense smoke 1D6, poison gas 1D8) comes at the end of every round (a "
        '"Suffocating" timed effect, until the GM removes it). Deliberate strangling: CON×1 '
        "every round or 1D6 damage.",
    ),
    "aura_attack": QT_TRANSLATE_NOOP(
        "brp",
        "An aura attack on one viewer: the target's POW resists the aura total. Failure → "
        '"Mesmerised" to the end of the round; fumble → "Demoralised" (all actions Difficult).',
    ),
    "autofire": QT_TRANSLATE_NOOP(
        "brp",
        "Bursts and full auto (``autofire.json``): +20% burst, +40% full auto (+20% more for "
        "targets in a narrow field); on a hit, a die by the shots fired gives the hits.",
    ),
    "both_sides_surprised": QT_TRANSLATE_NOOP(
        "brp",
        "Both sides surprised (``both_sides_surprised.json``): every conscious combatant rolls "
        "Spot or Listen, the side with the better result notices the other first (a tie: at "
        "the same time); then each rolls Idea — those who succeed act first, by DEX rank.",
    ),
    "cold_hunger_thirst": QT_TRANSLATE_NOOP(
        "brp",
        "Cold, exposure, hunger and thirst (``cold_hunger_thirst.json``). ``day``: one more "
        "day without ``lacking``; non-positive fatigue points hit the hit points. ``relief``: "
        "fed, watered or sheltered again. ``stamina``: the roll before a physical action.",
    ),
    "cover": QT_TRANSLATE_NOOP(
        "brp",
        "Partial cover (``cover.json``): the attack is Difficult; rolls above the halved "
        "chance but within the normal skill hit the cover (72% → hits on 01–36, the cover on "
        "37–72).",
    ),
    "darkness": QT_TRANSLATE_NOOP(
        "brp",
        "Fighting in darkness: in total darkness a Difficult Sense/Listen roll halves the "
        'penalty; a light in hand offsets it. Puts (or replaces) the "Darkness" effect on '
        "``who``.",
    ),
    "disease": QT_TRANSLATE_NOOP(
        "brp",
        "Disease (``disease.json``). ``exposure``: a Stamina roll; failure contracts it (a "
        "timed effect until cured) and the first characteristic point goes within 24 hours. "
        "``recovery`` (each morning from the second day): CON×2, then ×3 … (−1 per strenuous "
        "condition, at least ×1); success cures; failure costs another point and the next "
        "morning's multiplier rises by 1 — or falls by 1 on a fumble "
        "(``brp.disease_multiplier_drop_on``). The severity table is missing from the seed: "
        "one point per failed roll.",
    ),
    "disengage": QT_TRANSLATE_NOOP(
        "brp",
        "Disengaging (``disengaging.json``). ``fighting_retreat``: a round of only dodges, "
        "parries and moving away — if every defence held (``held``), out of melee at full MOV. "
        "``knockback_then_dodge``: after a knockback, a Dodge roll breaks away. (Turning and "
        'running is the attack form\'s "Target turned and ran".)',
    ),
    "explosion": QT_TRANSLATE_NOOP(
        "brp",
        "An explosion (``explosions.json``, ``area_attacks.json``): radius 2 m per D6, damage "
        "falling 1D6 per 2 m. Demolition can add up to +50% or halve the charge. Each victim "
        "may Dodge (no damage) or roll Agility (half, rounded up); either way they end prone. "
        "Armour counts. One target (``target`` at ``distance_m``, or measured from "
        "``epicentre``), or everyone within the radius of ``epicentre``.",
    ),
    "falling": QT_TRANSLATE_NOOP(
        "brp",
        "A fall: the dice, armour half protection for falls of up to 3 m.",
    ),
    "fire": QT_TRANSLATE_NOOP(
        "brp",
        "A round in fire (``fire.json``), dealt at the end of the round on DEX rank 1: candle "
        "1, torch 1D6, bonfire 1D6+2, burning building 2D6, intense 3D6 (+1D6 after the first "
        "round). Armour counts for 1D3 rounds (a timed effect; random armour at most 1D6). A "
        "torch sets a clothed, unarmoured target alight on a failed Luck roll, a bonfire on a "
        'failed POW×1, intense fire always: "On fire" burns 1D6 at the end of every round '
        "until put out (remove the effect). More than 1/4 of the total hit points in burns: a "
        "Luck roll or lose 1D4 characteristic points (at least 1 CHA).",
    ),
    "fly_roll": QT_TRANSLATE_NOOP(
        "brp",
        "The Fly roll of the powers phase (no action), its modifiers summed from the table; "
        "the round's result becomes a timed effect on the flyer.",
    ),
    "knockback": QT_TRANSLATE_NOOP(
        "brp",
        "Knockback (``knockback.json``): the damage dealt against SIZ (+ a mount's SIZ after a "
        "successful Ride); the loser goes 1 m back per 5 points over SIZ and needs Agility to "
        "stay standing (prone otherwise). From above: no push, Agility or prone.",
    ),
    "large_small_targets": QT_TRANSLATE_NOOP(
        "brp",
        "Large and small targets (``large_small_targets.json``): more than twice the "
        "attacker's SIZ +20%, less than half (rounded up) −20%.",
    ),
    "light_source": QT_TRANSLATE_NOOP(
        "brp",
        "Light a source (a timed effect saying how long it burns), or drop it (Luck keeps a "
        "flame burning). ``careful``: the light must be handled with care — the skills it "
        "serves are Difficult.",
    ),
    "mass_combat": QT_TRANSLATE_NOOP(
        "brp",
        "One five-minute turn in the thick of a battle: a Luck roll; failure 1D6, fumble 2D6, "
        "less armour.",
    ),
    "mounted": QT_TRANSLATE_NOOP(
        "brp",
        "Mounted combat (``mounted_combat.json``). ``cap``: combat skills capped by Ride, "
        "dodges Difficult, higher ground over those on foot. ``fall``: a Luck roll or 1D6; a "
        "fumble drags the rider 1D3 a round (until a Difficult Agility roll: remove "
        '"Dragged"); either way a Stamina roll or stunned next round.',
    ),
    "mounted_charge": QT_TRANSLATE_NOOP(
        "brp",
        "Mounted combat (``mounted_combat.json``). ``charge``: at the end of a full move, a "
        "Ride roll steers it, and the rider's hits this round use the mount's damage modifier. "
        "``set_weapon``: a weapon set against the charge adds the mount's modifier to its "
        "damage this round; the rider may abort and roll Ride to avoid it. ``spur``: a Ride "
        "roll and POW vs POW drive the mount at a set weapon — failing either, it shies away "
        "for the round.",
    ),
    "parry_wear": QT_TRANSLATE_NOOP(
        "brp",
        "A weapon's hit points after a successful parry (``broken_weapons.json``, "
        "``parrying_with_missile_weapons.json``): the damage over its hit points comes off "
        "them; an improvised or missile weapon loses 1 (at least 1 for improvised); at 0 it "
        "breaks.",
    ),
    "point_blank": QT_TRANSLATE_NOOP(
        "brp",
        "Point-blank range (``point_blank.json``): a missile attack is Easy within DEX/3 m.",
    ),
    "poison": QT_TRANSLATE_NOOP(
        "brp",
        "A dose of poison (``poison.json``): POT (less an antidote's POT) against CON; a win "
        "does the full POT as damage, a loss half (rounded up). It lands after 3 combat rounds "
        "(fast) — a timed effect that deals it when it runs out — or 3 full turns (slow: until "
        'the GM applies it), or at once (``speed="immediate"``).',
    ),
    "prone": QT_TRANSLATE_NOOP(
        "brp",
        "Prone (``prone.json``): attacks on the prone are Easy in melee and up to medium "
        "range, Difficult at long range; the prone attack, parry and dodge at Difficult "
        "(firearms, crossbows and energy weapons at full skill); no positive damage modifier; "
        "standing up costs 5 DEX ranks and replaces the attack (a Difficult Dodge stands them "
        "up with the attack kept). ``change``: ``drop_prone`` or ``stand_up`` the combatant "
        "(the map stance).",
    ),
    "pulling_blows": QT_TRANSLATE_NOOP(
        "brp",
        "Pulling a blow (``pulling_blows.json``), declared with the intent: smaller or fewer "
        "weapon dice (down to 1D2, the + unchanged), less or none of the damage modifier. "
        "Without ``dice`` it lists the choices; with a ``target`` it rolls that damage against "
        "armour.",
    ),
    "quick_draw": QT_TRANSLATE_NOOP(
        "brp",
        "A quick draw (``quick_draw.json``): ``first`` moves; ``other`` rolls an Easy Spot — a "
        "failure lets ``first`` attack with no dodge or parry; a success makes it DEX vs DEX, "
        "the winner attacking first. Afterwards dodges and parries are Difficult (a note on "
        "both).",
    ),
    "radiation": QT_TRANSLATE_NOOP(
        "brp",
        "Radiation (``radiation.json``): POT against CON; the GM assigns POT and effects (the "
        "effects table is missing from the seed). First aid does nothing. Optionally a POW×1 "
        "chance of a beneficial mutation.",
    ),
    "shields_vs_missiles": QT_TRANSLATE_NOOP(
        "brp",
        "A shield against a missile (``shields_vs_missiles.json``): medium or small 15%, full "
        "30% (kneeling 60%), large 60% (kneeling 90%); firearms and energy weapons only the "
        "base chance; special and critical hits are never blocked.",
    ),
    "slippery_surfaces": QT_TRANSLATE_NOOP(
        "brp",
        "Slippery or unstable ground (``slippery_surfaces.json``): an Agility roll (Difficult "
        "if especially slippery) or down prone; a fumble also hurts 1D3.",
    ),
    "superior_numbers": QT_TRANSLATE_NOOP(
        "brp",
        "How many melee attackers reach one defender (``superior_numbers.json``): 5 in the "
        "open, 2 with large weapons in a confined space, 8 with long spears; the rest can't "
        "attack.",
    ),
    "sweep_knockback": QT_TRANSLATE_NOOP(
        "brp",
        "A blunt sweep's knockback (``sweep_attacks.json``): each target in the sweep's order, "
        "damage vs SIZ; the first who resists stops it and those after are unaffected.",
    ),
    "sweep_parry": QT_TRANSLATE_NOOP(
        "brp",
        "Parrying a sweep (``sweep_attacks.json``): after the parry succeeds, the parrier's "
        "resisting strength (default STR) against the sweep's damage before halving — success "
        "stops the sweep and spares those behind; failure, they are hit.",
    ),
    "underwater": QT_TRANSLATE_NOOP(
        "brp",
        "Under water (``underwater_combat.json``): non-impaling damage halved (rounded up) and "
        "+3 armour against it; attacks, parries and dodges capped by Swim; shield parries "
        "Impossible; fatigue doubled.",
    ),
    "vacuum": QT_TRANSLATE_NOOP(
        "brp",
        "Exposure to vacuum (``vacuum.json``): lungs collapse for 1D6+2 a round unless the air "
        "was breathed out; haemorrhage 1, 2, 4, 8 … a round (each armour point of a protective "
        "suit delays it a round); a Stamina roll on the first round for the eardrums; after "
        "CON×2 rounds sight rolls are Difficult. ``lasting``: the haemorrhage runs at the end "
        "of every round (a timed effect) until the GM removes it.",
    ),
    "vehicle_action": QT_TRANSLATE_NOOP(
        "brp",
        "A skill inside or on a moving vehicle: Difficult unless it runs the vehicle (Drive, "
        "Pilot, Repair, Heavy Weapon …); a failure that could throw the character off calls "
        "for a Difficult Luck roll to hold on.",
    ),
    "vehicle_add": QT_TRANSLATE_NOOP(
        "brp",
        "Put a vehicle in the chase at Speed 0.",
    ),
    "vehicle_crash": QT_TRANSLATE_NOOP(
        "brp",
        "A collision or ram at the vehicle's speed: damage to what was hit (a vehicle of the "
        "chase, or an object whose armour the GM gives) and to each passenger (names, commas).",
    ),
    "vehicle_manoeuvre": QT_TRANSLATE_NOOP(
        "brp",
        "A turn (slow by 1+), U-turn (down to Speed 1, automatic), the −10% manoeuvre or a "
        "bootlegger reverse (−25%, then up to Speed 2 next round); the vehicle's handling is "
        "added. A failed roll calls for a D10 on the Chase Trouble table (missing from the "
        "seed: the GM reads the number).",
    ),
    "vehicle_range": QT_TRANSLATE_NOOP(
        "brp",
        "One round on the chase range track: the faster vehicle's driver moves one range step "
        "per speed level of difference (the leader pulls away, the pursuer closes in).",
    ),
    "vehicle_speed": QT_TRANSLATE_NOOP(
        "brp",
        "Set the speed for this round: refused beyond acceleration or the (damaged) maximum.",
    ),
    "weather_cloud": QT_TRANSLATE_NOOP(
        "brp",
        "Cloud cover (``cloud_cover.json``): a modifier to Navigate, astronomy and anything "
        "needing sunlight, and the day's chance of rain; ``roll_rain`` rolls D100 — at or "
        "under the chance it rains that many millimetres (``rain.json``), setting the "
        "precipitation.",
    ),
    "weather_rain": QT_TRANSLATE_NOOP(
        "brp",
        "Precipitation (``rain.json``): rain −10%, snow −25%, sleet −50%, hail −75% to the "
        'skills it hampers (missile attacks here). ``"none"`` clears it.',
    ),
    "weather_wind": QT_TRANSLATE_NOOP(
        "brp",
        "Wind (``wind.json``): its skill modifier applies to thrown and missile weapons (not "
        "firearms or energy weapons) and movement; with ``target``, a STR vs STR roll to stay "
        "standing (a failure: they fall). Sets the scene's wind for attacks.",
    ),
    "zero_g": QT_TRANSLATE_NOOP(
        "brp",
        "Zero gravity (``zero_g.json``): an Agility roll each round the character fights or "
        "exerts themself; failure makes all such actions Difficult this round (a timed effect "
        '``{"difficult": 1}``). Impacts knock back (half to the attacker unless braced) and '
        "impact damage on objects is halved.",
    ),
}
"""Tool id → its help (the first paragraph of the function's docstring)."""

DEFAULT_LABELS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("brp", "Acceleration"),
    QT_TRANSLATE_NOOP("brp", "Acrobatics"),
    QT_TRANSLATE_NOOP("brp", "Apply"),
    QT_TRANSLATE_NOOP("brp", "Armour"),
    QT_TRANSLATE_NOOP("brp", "Attack level"),
    QT_TRANSLATE_NOOP("brp", "Attacker"),
    QT_TRANSLATE_NOOP("brp", "Attacker siz"),
    QT_TRANSLATE_NOOP("brp", "Attackers"),
    QT_TRANSLATE_NOOP("brp", "Change"),
    QT_TRANSLATE_NOOP("brp", "Clothed unarmoured"),
    QT_TRANSLATE_NOOP("brp", "Cloud"),
    QT_TRANSLATE_NOOP("brp", "Command"),
    QT_TRANSLATE_NOOP("brp", "Damage"),
    QT_TRANSLATE_NOOP("brp", "Defence"),
    QT_TRANSLATE_NOOP("brp", "Defender"),
    QT_TRANSLATE_NOOP("brp", "Demolition"),
    QT_TRANSLATE_NOOP("brp", "Distance m"),
    QT_TRANSLATE_NOOP("brp", "Driver"),
    QT_TRANSLATE_NOOP("brp", "Event"),
    QT_TRANSLATE_NOOP("brp", "Flyer"),
    QT_TRANSLATE_NOOP("brp", "From above"),
    QT_TRANSLATE_NOOP("brp", "Impaling"),
    QT_TRANSLATE_NOOP("brp", "Kind"),
    QT_TRANSLATE_NOOP("brp", "Kneeling"),
    QT_TRANSLATE_NOOP("brp", "Luck"),
    QT_TRANSLATE_NOOP("brp", "Method"),
    QT_TRANSLATE_NOOP("brp", "Metres"),
    QT_TRANSLATE_NOOP("brp", "Mode"),
    QT_TRANSLATE_NOOP("brp", "Mount"),
    QT_TRANSLATE_NOOP("brp", "Narrow field"),
    QT_TRANSLATE_NOOP("brp", "New exposure"),
    QT_TRANSLATE_NOOP("brp", "Passion"),
    QT_TRANSLATE_NOOP("brp", "Precipitation"),
    QT_TRANSLATE_NOOP("brp", "Protection"),
    QT_TRANSLATE_NOOP("brp", "Range band"),
    QT_TRANSLATE_NOOP("brp", "Rider"),
    QT_TRANSLATE_NOOP("brp", "Role"),
    QT_TRANSLATE_NOOP("brp", "Sense"),
    QT_TRANSLATE_NOOP("brp", "Shield"),
    QT_TRANSLATE_NOOP("brp", "Shots"),
    QT_TRANSLATE_NOOP("brp", "Situation"),
    QT_TRANSLATE_NOOP("brp", "Skill"),
    QT_TRANSLATE_NOOP("brp", "Source"),
    QT_TRANSLATE_NOOP("brp", "Speed"),
    QT_TRANSLATE_NOOP("brp", "Step"),
    QT_TRANSLATE_NOOP("brp", "Strength"),
    QT_TRANSLATE_NOOP("brp", "Strenuous conditions"),
    QT_TRANSLATE_NOOP("brp", "Substance"),
    QT_TRANSLATE_NOOP("brp", "Swim"),
    QT_TRANSLATE_NOOP("brp", "Tailwind"),
    QT_TRANSLATE_NOOP("brp", "Target"),
    QT_TRANSLATE_NOOP("brp", "Target siz"),
    QT_TRANSLATE_NOOP("brp", "Weapon"),
    QT_TRANSLATE_NOOP("brp", "Who"),
    QT_TRANSLATE_NOOP("brp", "Wind"),
)
"""The labels ``_p`` makes from a field's name where the catalogue gives none."""
