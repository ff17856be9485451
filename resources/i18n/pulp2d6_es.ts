<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>pulp2d6</name>
    <message>
        <source>Violence</source>
        <translation>VIOLENCIA</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>DESTREZA</translation>
    </message>
    <message>
        <source>Wits</source>
        <translation>INGENIO</translation>
    </message>
    <message>
        <source>2d6 pulp has no cost for {activity!r}</source>
        <translation>El pulp 2d6 no tiene coste para {activity!r}</translation>
    </message>
    <message>
        <source>a move and one action</source>
        <translation>un movimiento y una acción</translation>
    </message>
    <message>
        <source>one action</source>
        <translation>una acción</translation>
    </message>
    <message>
        <source>no actions</source>
        <translation>ninguna acción</translation>
    </message>
    <message>
        <source>PC (sanity)</source>
        <translation>PC (cordura)</translation>
    </message>
    <message>
        <source>Vulnerable</source>
        <translation>Vulnerable</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Covering fire</source>
        <translation>Fuego de cobertura</translation>
    </message>
    <message>
        <source>Help on the way</source>
        <translation>Ayuda en camino</translation>
    </message>
    <message>
        <source>No row {key}={value!r} in {table}.json.</source>
        <translation>Ninguna fila {key}={value!r} en {table}.json.</translation>
    </message>
    <message>
        <source>No NPC type {type!r} in the table; choose from {keys}.</source>
        <translation>Ningún tipo de PNJ {type!r} en la tabla; elige entre {keys}.</translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>Añadir {name}</translation>
    </message>
    <message>
        <source>{name} joins: {type}, {pv} PV, PC {pc}, {value}.</source>
        <translation>{name} se une: {type}, {pv} PV, PC {pc}, {value}.</translation>
    </message>
    <message>
        <source>No vehicle {type!r}; choose from {keys}.</source>
        <translation>Ningún vehículo {type!r}; elige entre {keys}.</translation>
    </message>
    <message>
        <source>A vehicle&apos;s PV are a whole number from 1.</source>
        <translation>Los PV de un vehículo son un número entero desde 1.</translation>
    </message>
    <message>
        <source>Vehicle weapon</source>
        <translation>Arma de vehículo</translation>
    </message>
    <message>
        <source>{name} joins: {name2}, {hp} PV</source>
        <translation>{name} se une: {name2}, {hp} PV</translation>
    </message>
    <message>
        <source>, armoured (only 3d6 weapons harm it)</source>
        <translation>, acorazado (solo lo dañan armas de 3d6)</translation>
    </message>
    <message>
        <source>, {vehicle_weapon_dice} vehicle weapon</source>
        <translation>, arma de vehículo de {vehicle_weapon_dice}</translation>
    </message>
    <message>
        <source>weapon {value}</source>
        <translation>arma {value}</translation>
    </message>
    <message>
        <source>{name} doesn&apos;t carry {what}: give it to {name} on the sheet (Weapons) first.</source>
        <translation>{name} no lleva {what}: dáselo a {name} en la ficha (Armas) primero.</translation>
    </message>
    <message>
        <source>{name} has no weapon out of ammunition.</source>
        <translation>{name} no tiene ningún arma sin munición.</translation>
    </message>
    <message>
        <source>{name}&apos;s {what} is not out of ammunition.</source>
        <translation>{what} de {name} no está sin munición.</translation>
    </message>
    <message>
        <source>{name} reloads</source>
        <translation>{name} recarga</translation>
    </message>
    <message>
        <source>{name}: reload</source>
        <translation>{name}: recargar</translation>
    </message>
    <message>
        <source>{name} reloads the {what} (one action).</source>
        <translation>{name} recarga {what} (una acción).</translation>
    </message>
    <message>
        <source>A 2d6 pulp attack has no option {unknown!r}.</source>
        <translation>Un ataque del pulp 2d6 no tiene la opción {unknown!r}.</translation>
    </message>
    <message>
        <source>Nobody attacks themselves.</source>
        <translation>Nadie se ataca a sí mismo.</translation>
    </message>
    <message>
        <source>{attacker} carries no weapon that deals damage: pick one on the sheet.</source>
        <translation>{attacker} no lleva ningún arma que haga daño: elige una en la ficha.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s {name} is out of ammunition: reload first.</source>
        <translation>{name} de {attacker} está sin munición: recarga primero.</translation>
    </message>
    <message>
        <source>{target} is out of the fight already.</source>
        <translation>{target} ya está fuera del combate.</translation>
    </message>
    <message>
        <source>Choose the consequences of {attack_words} first.</source>
        <translation>Elige primero las consecuencias de {attack_words}.</translation>
    </message>
    <message>
        <source>{attacker} has used this turn&apos;s action.</source>
        <translation>{attacker} ya ha usado la acción de este turno.</translation>
    </message>
    <message>
        <source>Only the players roll: NPCs harm the PCs through the consequences of the players&apos; rolls (Harm) and their tactics.</source>
        <translation>Solo tiran los jugadores: los PNJ hieren a los PJ mediante las consecuencias de las tiradas de los jugadores (HERIR) y sus tácticas.</translation>
    </message>
    <message>
        <source>A vehicle doesn&apos;t roll: its driver makes the vehicle-combat roll.</source>
        <translation>Un vehículo no tira: su conductor hace la tirada de combate en vehículos.</translation>
    </message>
    <message>
        <source>that attack</source>
        <translation>ese ataque</translation>
    </message>
    <message>
        <source>{attacker}&apos;s attack on {target}</source>
        <translation>el ataque de {attacker} a {target}</translation>
    </message>
    <message>
        <source>{attacker}&apos;s actions are Difficult this turn (Clearly deranged).</source>
        <translation>Las acciones de {attacker} son DIFÍCILES en este turno (CLARAMENTE TRASTORNADO).</translation>
    </message>
    <message>
        <source>7 or less: the GM may use two consequences against the PC; 8-9: success and one against the PC; 10-11: one for the target; 12+: two for the target.</source>
        <translation>7 o menos: el DJ puede usar dos consecuencias contra el PJ; 8-9: éxito y una contra el PJ; 10-11: una para el objetivo; 12+: dos para el objetivo.</translation>
    </message>
    <message>
        <source>Damage {damage} less {target}&apos;s Protection {armour}.</source>
        <translation>Daño {damage} menos la PROTECCIÓN {armour} de {target}.</translation>
    </message>
    <message>
        <source>{name} can&apos;t fire automatically (only automatic weapons do).</source>
        <translation>{name} no puede disparar en automático (solo las armas automáticas pueden).</translation>
    </message>
    <message>
        <source>Large vessel with its crew is for vehicle combat; {target} is not a vehicle.</source>
        <translation>Gran embarcación con su tripulación es para el combate en vehículos; {target} no es un vehículo.</translation>
    </message>
    <message>
        <source>{attacker} is VULNERABLE: no bonus from attributes.</source>
        <translation>{attacker} está VULNERABLE: ninguna bonificación por atributos.</translation>
    </message>
    <message>
        <source>Advantage</source>
        <translation>Ventaja</translation>
    </message>
    <message>
        <source>Effects ({key})</source>
        <translation>Efectos ({key})</translation>
    </message>
    <message>
        <source>timed effects</source>
        <translation>efectos temporizados</translation>
    </message>
    <message>
        <source>Effects (vs NPCs)</source>
        <translation>Efectos (contra PNJ)</translation>
    </message>
    <message>
        <source>Any 1 empties the weapon; the hit still deals its damage this turn.</source>
        <translation>Cualquier 1 vacía el arma; el impacto aún hace su daño en este turno.</translation>
    </message>
    <message>
        <source>Automatic fire is for the Violence roll; vehicle combat rolls 2d6 + Dexterity.</source>
        <translation>El fuego automático es para la tirada de VIOLENCIA; el combate en vehículos tira 2d6 + DESTREZA.</translation>
    </message>
    <message>
        <source>Experienced crew</source>
        <translation>Tripulación experimentada</translation>
    </message>
    <message>
        <source>setting pulp2d6.experienced_crew_bonus</source>
        <translation>ajuste pulp2d6.experienced_crew_bonus</translation>
    </message>
    <message>
        <source>At 0 PV {target} is {wreck}.</source>
        <translation>Con 0 PV, {target} queda {wreck}.</translation>
    </message>
    <message>
        <source>{attacker} rides no vehicle: none of their side is in their zone.</source>
        <translation>{attacker} no va en ningún vehículo: ninguno de su bando está en su zona.</translation>
    </message>
    <message>
        <source>{target} has {guns_count} weapon(s) that deal damage ({names}).</source>
        <translation>{target} tiene {guns_count} arma(s) que hacen daño ({names}).</translation>
    </message>
    <message>
        <source>{target} has no weapon: no damage back.</source>
        <translation>{target} no tiene arma: no devuelve daño.</translation>
    </message>
    <message>
        <source>On 9 or less {target}&apos;s {name} ({damage}) hits {value}.</source>
        <translation>Con 9 o menos, {name} ({damage}) de {target} golpea a {value}.</translation>
    </message>
    <message>
        <source>7 or less: the enemy hits; 8-9: both hit; 10+: the PC hits.</source>
        <translation>7 o menos: golpea el enemigo; 8-9: se golpean mutuamente; 10+: golpea el PJ.</translation>
    </message>
    <message>
        <source>Vehicle weapons deal 3d6.</source>
        <translation>Las armas de vehículos hacen 3d6.</translation>
    </message>
    <message>
        <source>Armoured vehicles are harmed only by 3d6 weapons.</source>
        <translation>A los vehículos acorazados solo los dañan armas de 3d6.</translation>
    </message>
    <message>
        <source>{name} ({damage}) can&apos;t harm {target}.</source>
        <translation>{name} ({damage}) no puede dañar a {target}.</translation>
    </message>
    <message>
        <source>A vehicle at 0 PV is destroyed or disabled: choose one.</source>
        <translation>Un vehículo con 0 PV queda destruido o inutilizado: elige uno.</translation>
    </message>
    <message>
        <source>There is no combatant {hit_on!r} to be hit.</source>
        <translation>No hay ningún combatiente {hit_on!r} al que golpear.</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} ataca a {target}</translation>
    </message>
    <message>
        <source>{attacker}: attack</source>
        <translation>{attacker}: ataque</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} with {name}</source>
        <translation>{attacker} ataca a {target} con {name}</translation>
    </message>
    <message>
        <source> (automatic fire)</source>
        <translation> (fuego automático)</translation>
    </message>
    <message>
        <source> A 1 came up: {name} is out of ammunition (the hit still counts).</source>
        <translation> Ha salido un 1: {name} se queda sin munición (el impacto aún cuenta).</translation>
    </message>
    <message>
        <source> Enemy tactics on offer: {names}.</source>
        <translation> Tácticas enemigas disponibles: {names}.</translation>
    </message>
    <message>
        <source>one consequence</source>
        <translation>una consecuencia</translation>
    </message>
    <message>
        <source>No vehicle above {cap} PV (the seed: &apos;do not exceed 40 PV, unless you want the fight to last forever&apos;).</source>
        <translation>Ningún vehículo por encima de {cap} PV (la semilla: &apos;no superes los 40 PV, a no ser que quieras que el combate dure una eternidad&apos;).</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>arma</translation>
    </message>
    <message>
        <source>{attribute} on the sheet</source>
        <translation>{attribute} en la ficha</translation>
    </message>
    <message>
        <source>Effects (attack)</source>
        <translation>Efectos (ataque)</translation>
    </message>
    <message>
        <source>Automatic fire: no bonus may be added ({bonuses} dropped; penalties still count).</source>
        <translation>Fuego automático: no se puede añadir ninguna bonificación ({bonuses} descartada; las penalizaciones aún cuentan).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>{n} consequences</source>
        <translation>{n} consecuencias</translation>
    </message>
    <message>
        <source>up to {n} consequences</source>
        <translation>hasta {n} consecuencias</translation>
    </message>
    <message>
        <source>{attacker} succeeds, but the GM picks</source>
        <translation>{attacker} tiene éxito, pero el DJ elige</translation>
    </message>
    <message>
        <source>a miss; the GM may pick</source>
        <translation>un fallo; el DJ puede elegir</translation>
    </message>
    <message>
        <source>{head} {word} against {attacker}.</source>
        <translation>{head} {word} contra {attacker}.</translation>
    </message>
    <message>
        <source>{attacker} succeeds and picks {word} for {target}.</source>
        <translation>{attacker} tiene éxito y elige {word} para {target}.</translation>
    </message>
    <message>
        <source>Used already: once per combat.</source>
        <translation>Ya usada: una vez por combate.</translation>
    </message>
    <message>
        <source>{target} doesn&apos;t use this tactic.</source>
        <translation>{target} no usa esta táctica.</translation>
    </message>
    <message>
        <source>There is no such attack waiting for its consequences.</source>
        <translation>No hay tal ataque esperando sus consecuencias.</translation>
    </message>
    <message>
        <source>The consequences of {attack_words} were chosen already.</source>
        <translation>Las consecuencias de {attack_words} ya se eligieron.</translation>
    </message>
    <message>
        <source>There is no combatant {npc!r}.</source>
        <translation>No hay ningún combatiente {npc!r}.</translation>
    </message>
    <message>
        <source>{npc} has no weapon to harm with: name an attacker&apos;s weapon (harm_weapon).</source>
        <translation>{npc} no tiene arma con la que herir: indica un arma de un atacante (harm_weapon).</translation>
    </message>
    <message>
        <source>{who}: damage</source>
        <translation>{who}: daño</translation>
    </message>
    <message>
        <source> + {bonus} Frenzy = {value}</source>
        <translation> + {bonus} FRENESÍ = {value}</translation>
    </message>
    <message>
        <source>Each consequence is picked once.</source>
        <translation>Cada consecuencia se elige una vez.</translation>
    </message>
    <message>
        <source>Enemy tactics come in only when the PC rolls 9 or less.</source>
        <translation>Las tácticas enemigas solo entran cuando el PJ saca 9 o menos.</translation>
    </message>
    <message>
        <source>{name} may be used once per combat.</source>
        <translation>{name} se puede usar una vez por combate.</translation>
    </message>
    <message>
        <source>{target} doesn&apos;t offer {name}.</source>
        <translation>{target} no ofrece {name}.</translation>
    </message>
    <message>
        <source>Unknown consequence {p!r}.</source>
        <translation>Consecuencia desconocida {p!r}.</translation>
    </message>
    <message>
        <source>The GM</source>
        <translation>El DJ</translation>
    </message>
    <message>
        <source>{who} may pick {count} here ({band}), not {counted_count}.</source>
        <translation>{who} puede elegir {count} aquí ({band}), no {counted_count}.</translation>
    </message>
    <message>
        <source>Sacrifice: say which NPC takes the damage (sacrifice_by).</source>
        <translation>SACRIFICIO: di qué PNJ recibe el daño (sacrifice_by).</translation>
    </message>
    <message>
        <source>Sacrifice: another NPC takes the damage meant for the target.</source>
        <translation>SACRIFICIO: otro PNJ recibe el daño dirigido al objetivo.</translation>
    </message>
    <message>
        <source>Sacrifice: this attack deals no damage to take.</source>
        <translation>SACRIFICIO: este ataque no hace daño que recibir.</translation>
    </message>
    <message>
        <source>There is no combatant {innocent!r}.</source>
        <translation>No hay ningún combatiente {innocent!r}.</translation>
    </message>
    <message>
        <source>{source}&apos;s {name}: {victim} {effect}</source>
        <translation>{name} de {source}: {victim} {effect}</translation>
    </message>
    <message>
        <source>{source}&apos;s {name} hits {victim}: {dice}</source>
        <translation>{name} de {source} golpea a {victim}: {dice}</translation>
    </message>
    <message>
        <source> + {bonus} Frenzy</source>
        <translation> + {bonus} FRENESÍ</translation>
    </message>
    <message>
        <source> less Protection {armour}</source>
        <translation> menos PROTECCIÓN {armour}</translation>
    </message>
    <message>
        <source>Consequences of {attack_words}</source>
        <translation>Consecuencias de {attack_words}</translation>
    </message>
    <message>
        <source>{attacker}&apos;s {name} hits {victim}</source>
        <translation>{name} de {attacker} golpea a {victim}</translation>
    </message>
    <message>
        <source> (Sacrifice: instead of {target})</source>
        <translation> (SACRIFICIO: en lugar de {target})</translation>
    </message>
    <message>
        <source>: {words}, {damage} damage.</source>
        <translation>: {words}, {damage} de daño.</translation>
    </message>
    <message>
        <source>Harm: {target} takes {words} → {damage} damage.</source>
        <translation>HERIR: {target} sufre {words} → {damage} de daño.</translation>
    </message>
    <message>
        <source>Harm: {npc}&apos;s {name} hits {attacker}: {words} → {damage} damage.</source>
        <translation>HERIR: {name} de {npc} golpea a {attacker}: {words} → {damage} de daño.</translation>
    </message>
    <message>
        <source>Harm: {npc}&apos;s {name}: {attacker} {effect}.</source>
        <translation>HERIR: {name} de {npc}: {attacker} {effect}.</translation>
    </message>
    <message>
        <source>Frenzy: no Harm picked, so no damage to raise.</source>
        <translation>FRENESÍ: no se eligió HERIR, así que no hay daño que aumentar.</translation>
    </message>
    <message>
        <source>{sufferer}: stress</source>
        <translation>{sufferer}: estrés</translation>
    </message>
    <message>
        <source>Stress: {sufferer} loses {dice} = {total} PC.</source>
        <translation>ESTRÉS: {sufferer} pierde {dice} = {total} PC.</translation>
    </message>
    <message>
        <source>VULNERABLE: {sufferer} is in a bad position.</source>
        <translation>VULNERABLE: {sufferer} está en mala posición.</translation>
    </message>
    <message>
        <source>Ignore armour: the harm ignores {value}&apos;s Protection.</source>
        <translation>IGNORAR ARMADURA: el daño ignora la PROTECCIÓN de {value}.</translation>
    </message>
    <message>
        <source>Stray bullet: {attacker}&apos;s attack hits an innocent in the scene</source>
        <translation>BALA PERDIDA: el ataque de {attacker} alcanza a un inocente de la escena</translation>
    </message>
    <message>
        <source> — {innocent}: {words} → {damage} damage</source>
        <translation> — {innocent}: {words} → {damage} de daño</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>{who} picks {chosen} ({attack_words}, {band}).</source>
        <translation>{who} elige {chosen} ({attack_words}, {band}).</translation>
    </message>
    <message>
        <source>{npc}: explosion</source>
        <translation>{npc}: explosión</translation>
    </message>
    <message>
        <source>Suicide attack: {npc} blows up — {dice_words} to everyone near ({value}).</source>
        <translation>ATAQUE SUICIDA: {npc} explota — {dice_words} a todos los que están cerca ({value}).</translation>
    </message>
    <message>
        <source>{npc}&apos;s explosion</source>
        <translation>explosión de {npc}</translation>
    </message>
    <message>
        <source>blew itself up</source>
        <translation>se hizo explotar</translation>
    </message>
    <message>
        <source>Clearly deranged: the PCs&apos; actions are Difficult on their next TURN ({pcs}); once per combat.</source>
        <translation>CLARAMENTE TRASTORNADO: las acciones de los PJ son DIFÍCILES en su siguiente TURNO ({pcs}); una vez por combate.</translation>
    </message>
    <message>
        <source>Frenzy: {npc}&apos;s damage +{damage_modifier}.</source>
        <translation>FRENESÍ: daño de {npc} +{damage_modifier}.</translation>
    </message>
    <message>
        <source>Covering fire: {attacker} attacks NPCs at {attack_modifier:+d}.</source>
        <translation>FUEGO DE COBERTURA: {attacker} ataca a los PNJ con {attack_modifier:+d}.</translation>
    </message>
    <message>
        <source>{npc}: help</source>
        <translation>{npc}: ayuda</translation>
    </message>
    <message>
        <source>Help arrives when this ends (if help is near).</source>
        <translation>La ayuda llega cuando esto termine (si hay ayuda cerca).</translation>
    </message>
    <message>
        <source>Call for help: if help is near, it arrives in {arrives_in_turns} = {total} TURNS ({attacker}&apos;s).</source>
        <translation>PEDIR AYUDA: si la ayuda está cerca, llega en {arrives_in_turns} = {total} TURNOS (de {attacker}).</translation>
    </message>
    <message>
        <source>Cast a spell: {npc} casts a spell (spell {spells_cast}; the typical sorcerer knows up to {typical_spells_known}).</source>
        <translation>REALIZAR UN HECHIZO: {npc} lanza un hechizo (hechizo {spells_cast}; el hechicero típico conoce hasta {typical_spells_known}).</translation>
    </message>
    <message>
        <source>Sacrifice: another NPC took the damage.</source>
        <translation>SACRIFICIO: otro PNJ recibió el daño.</translation>
    </message>
    <message>
        <source>{attacker}: vehicle combat with {target}</source>
        <translation>{attacker}: combate en vehículos con {target}</translation>
    </message>
    <message>
        <source>{attacker}: vehicle combat</source>
        <translation>{attacker}: combate en vehículos</translation>
    </message>
    <message>
        <source>{attacker} vs {target} (vehicle combat): {dice_words} {bonus_words} = {total} — {text}</source>
        <translation>{attacker} contra {target} (combate en vehículos): {dice_words} {bonus_words} = {total} — {text}</translation>
    </message>
    <message>
        <source>{attacker}&apos;s {name}: {words} → {target} {damage} damage.</source>
        <translation>{name} de {attacker}: {words} → {target} {damage} de daño.</translation>
    </message>
    <message>
        <source>{target}&apos;s {name}: {words} → {hit_on} {damage} damage.</source>
        <translation>{name} de {target}: {words} → {hit_on} {damage} de daño.</translation>
    </message>
    <message>
        <source>Attack (Violence)</source>
        <translation>Atacar (VIOLENCIA)</translation>
    </message>
    <message>
        <source>Vehicle combat (Dexterity)</source>
        <translation>Combate en vehículos (DESTREZA)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Moverse</translation>
    </message>
    <message>
        <source>Spend the turn with a dying character</source>
        <translation>Pasar el turno con un moribundo</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recargar</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>Levantarse</translation>
    </message>
    <message>
        <source>Other action (a spell, force a door, read…)</source>
        <translation>Otra acción (un hechizo, forzar una puerta, leer…)</translation>
    </message>
    <message>
        <source>Only the players roll: NPCs act through consequences and tactics.</source>
        <translation>Solo tiran los jugadores: los PNJ actúan mediante consecuencias y tácticas.</translation>
    </message>
    <message>
        <source>{name} carries no weapon that deals damage: pick one on the sheet.</source>
        <translation>{name} no lleva ningún arma que haga daño: elige una en la ficha.</translation>
    </message>
    <message>
        <source>{name} is already standing.</source>
        <translation>{name} ya está de pie.</translation>
    </message>
    <message>
        <source>Nobody is dying.</source>
        <translation>Nadie está moribundo.</translation>
    </message>
    <message>
        <source>It takes {name}&apos;s whole turn (move and action).</source>
        <translation>Cuesta el turno entero de {name} (movimiento y acción).</translation>
    </message>
    <message>
        <source>Seating (clockwise)</source>
        <translation>Asientos (sentido horario)</translation>
    </message>
    <message>
        <source>Only the players&apos; seats can be swapped.</source>
        <translation>Solo se pueden intercambiar los asientos de los jugadores.</translation>
    </message>
    <message>
        <source>A move and one action.</source>
        <translation>Un movimiento y una acción.</translation>
    </message>
    <message>
        <source>The GM&apos;s turn after the last player (pulp2d6.npc_turns).</source>
        <translation>El turno del DJ después del último jugador (pulp2d6.npc_turns).</translation>
    </message>
    <message>
        <source>No turns: they act through consequences and enemy tactics.</source>
        <translation>Sin turnos: actúan mediante consecuencias y tácticas enemigas.</translation>
    </message>
    <message>
        <source>Unknown 2d6 pulp action {action!r}.</source>
        <translation>Acción desconocida del pulp 2d6 {action!r}.</translation>
    </message>
    <message>
        <source>{label}: say whom.</source>
        <translation>{label}: di contra quién.</translation>
    </message>
    <message>
        <source>Say where {name} moves.</source>
        <translation>Di adónde se mueve {name}.</translation>
    </message>
    <message>
        <source>{target} is not in {name}&apos;s zone.</source>
        <translation>{target} no está en la zona de {name}.</translation>
    </message>
    <message>
        <source>There is no zone {target!r}.</source>
        <translation>No hay ninguna zona {target!r}.</translation>
    </message>
    <message>
        <source>Damage less Protection; at 0 PV, death 1d6 TURNS later.</source>
        <translation>Daño menos PROTECCIÓN; con 0 PV, muerte 1d6 TURNOS después.</translation>
    </message>
    <message>
        <source>Armoured: only 3d6 weapons harm it. </source>
        <translation>Acorazado: solo lo dañan armas de 3d6. </translation>
    </message>
    <message>
        <source>Vehicle. </source>
        <translation>Vehículo. </translation>
    </message>
    <message>
        <source>Above the {cap} PV cap!</source>
        <translation>¡Por encima del límite de {cap} PV!</translation>
    </message>
    <message>
        <source>At most {cap} PV.</source>
        <translation>Como máximo {cap} PV.</translation>
    </message>
    <message>
        <source>Sanity points: Stress costs 1d3.</source>
        <translation>Puntos de cordura: ESTRÉS cuesta 1d3.</translation>
    </message>
    <message>
        <source>No PC (table &apos;-&apos;).</source>
        <translation>Sin PC (tabla &apos;-&apos;).</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>PROTECCIÓN</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Luchando</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Muerto</translation>
    </message>
    <message>
        <source>{name} has no move left this turn.</source>
        <translation>A {name} no le queda movimiento en este turno.</translation>
    </message>
    <message>
        <source>{name} has no action left this turn.</source>
        <translation>A {name} no le queda acción en este turno.</translation>
    </message>
    <message>
        <source>Seat {value} (GM&apos;s left)</source>
        <translation>Asiento {value} (a la izquierda del DJ)</translation>
    </message>
    <message>
        <source>Seat {value} (GM&apos;s right)</source>
        <translation>Asiento {value} (a la derecha del DJ)</translation>
    </message>
    <message>
        <source>Seat {value}</source>
        <translation>Asiento {value}</translation>
    </message>
    <message>
        <source>NPCs</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>move</source>
        <translation>movimiento</translation>
    </message>
    <message>
        <source>action</source>
        <translation>acción</translation>
    </message>
    <message>
        <source>Dying ({left} turn left)</source>
        <translation>Moribundo (queda {left} turno)</translation>
    </message>
    <message>
        <source>Dying ({left} turns left)</source>
        <translation>Moribundo (quedan {left} turnos)</translation>
    </message>
    <message>
        <source>Someone must spend a TURN with them (tend).</source>
        <translation>Alguien debe pasar un TURNO con él (atender).</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Scars</source>
        <translation>Cicatrices</translation>
    </message>
    <message>
        <source>Out of ammunition</source>
        <translation>Sin munición</translation>
    </message>
    <message>
        <source>seat {value}</source>
        <translation>asiento {value}</translation>
    </message>
    <message>
        <source>not seated</source>
        <translation>sin asiento</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>The {track} track can&apos;t be changed by hand.</source>
        <translation>El marcador {track} no se puede cambiar a mano.</translation>
    </message>
    <message>
        <source>No ammo</source>
        <translation>Sin munición</translation>
    </message>
    <message>
        <source> — out of ammunition</source>
        <translation> — sin munición</translation>
    </message>
    <message>
        <source>+2 when the PC has the advantage</source>
        <translation>+2 cuando el PJ tiene ventaja</translation>
    </message>
    <message>
        <source>Automatic fire</source>
        <translation>Fuego automático</translation>
    </message>
    <message>
        <source>3d6, no bonus; any 1 empties the weapon (the hit still counts)</source>
        <translation>3d6, sin bonificación; cualquier 1 vacía el arma (el impacto aún cuenta)</translation>
    </message>
    <message>
        <source>Large vessel with its crew</source>
        <translation>Gran embarcación con su tripulación</translation>
    </message>
    <message>
        <source>Vehicle combat: roll Wits + the experienced-crew bonus</source>
        <translation>Combate en vehículos: tira INGENIO + la bonificación de tripulación experimentada</translation>
    </message>
    <message>
        <source>Vehicle at 0 PV is</source>
        <translation>Vehículo con 0 PV queda</translation>
    </message>
    <message>
        <source>Vehicle combat: destroyed or disabled at 0 PV, the attacker&apos;s choice</source>
        <translation>Combate en vehículos: destruido o inutilizado con 0 PV, a elección del atacante</translation>
    </message>
    <message>
        <source>The enemy&apos;s fire hits</source>
        <translation>El fuego del enemigo golpea a</translation>
    </message>
    <message>
        <source>Vehicle combat, on 9 or less: the PC, or the vehicle of the PC&apos;s side in the PC&apos;s zone</source>
        <translation>Combate en vehículos, con 9 o menos: el PJ, o el vehículo del bando del PJ en la zona del PJ</translation>
    </message>
    <message>
        <source>The enemy fires its</source>
        <translation>El enemigo dispara su</translation>
    </message>
    <message>
        <source>Vehicle combat, on 9 or less: which of the enemy&apos;s weapons (sheet order)</source>
        <translation>Combate en vehículos, con 9 o menos: cuál de las armas del enemigo (orden de la ficha)</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>Choose the consequences</source>
        <translation>Elegir las consecuencias</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primera</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Segunda</translation>
    </message>
    <message>
        <source>Harm with</source>
        <translation>HERIR con</translation>
    </message>
    <message>
        <source>The one weapon an NPC harms the PC with (empty: the target&apos;s first).</source>
        <translation>La única arma con la que un PNJ hiere al PJ (vacío: la primera del objetivo).</translation>
    </message>
    <message>
        <source>Sacrifice: who takes it</source>
        <translation>SACRIFICIO: quién lo recibe</translation>
    </message>
    <message>
        <source>Stray bullet: who is hit</source>
        <translation>BALA PERDIDA: a quién alcanza</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataques</translation>
    </message>
    <message>
        <source>As many as the band allows; on 9 or less the target&apos;s tactics too.</source>
        <translation>Tantas como permita la franja; con 9 o menos, también las tácticas del objetivo.</translation>
    </message>
    <message>
        <source>Seat the players</source>
        <translation>Sentar a los jugadores</translation>
    </message>
    <message>
        <source>Clockwise from the GM&apos;s left (comma-separated)</source>
        <translation>En sentido horario desde la izquierda del DJ (separados por comas)</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>Arranged once, before the fight.</source>
        <translation>Se fija una vez, antes del combate.</translation>
    </message>
    <message>
        <source>Spend a turn with the dying</source>
        <translation>Pasar un turno con el moribundo</translation>
    </message>
    <message>
        <source>Who helps</source>
        <translation>Quién ayuda</translation>
    </message>
    <message>
        <source>Who is dying</source>
        <translation>Quién está moribundo</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <source>The helper&apos;s whole turn, in the same zone: up with 1 PV and a scar.</source>
        <translation>El turno entero de quien ayuda, en la misma zona: se levanta con 1 PV y una cicatriz.</translation>
    </message>
    <message>
        <source>Medical attention (1d6 PV)</source>
        <translation>Atención médica (1d6 PV)</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Paciente</translation>
    </message>
    <message>
        <source>Nurse or doctor (empty: off the map)</source>
        <translation>Enfermera o doctor (vacío: fuera del mapa)</translation>
    </message>
    <message>
        <source>Between sessions: all PV back</source>
        <translation>Entre sesiones: todos los PV de vuelta</translation>
    </message>
    <message>
        <source>Add an NPC from the table</source>
        <translation>Añadir un PNJ de la tabla</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Rosters</source>
        <translation>Listas</translation>
    </message>
    <message>
        <source>Add a vehicle</source>
        <translation>Añadir un vehículo</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Vehículo</translation>
    </message>
    <message>
        <source>{name} ({pv} PV, armoured)</source>
        <translation>{name} ({pv} PV, acorazado)</translation>
    </message>
    <message>
        <source>{name} ({pv} PV)</source>
        <translation>{name} ({pv} PV)</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Vehicle weapon (3d6)</source>
        <translation>Arma de vehículo (3d6)</translation>
    </message>
    <message>
        <source>At most 40 PV.</source>
        <translation>Como máximo 40 PV.</translation>
    </message>
    <message>
        <source>One action.</source>
        <translation>Una acción.</translation>
    </message>
    <message>
        <source>Attacks awaiting consequences</source>
        <translation>Ataques que esperan consecuencias</translation>
    </message>
    <message>
        <source>Choose them with the tool Choose the consequences.</source>
        <translation>Elígelas con la herramienta Elegir las consecuencias.</translation>
    </message>
    <message>
        <source>Vehicles</source>
        <translation>Vehículos</translation>
    </message>
    <message>
        <source>Pick the attack whose consequences the player chooses.</source>
        <translation>Elige el ataque cuyas consecuencias elige el jugador.</translation>
    </message>
    <message>
        <source>The 2d6 pulp ruleset has no tool {tool!r}.</source>
        <translation>El sistema pulp 2d6 no tiene la herramienta {tool!r}.</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>No ha cambiado nada.</translation>
    </message>
    <message>
        <source>Armoured: only 3d6 weapons harm it.</source>
        <translation>Acorazado: solo lo dañan armas de 3d6.</translation>
    </message>
    <message>
        <source>{who} picks 1 consequence against {against}</source>
        <translation>{who} elige 1 consecuencia contra {against}</translation>
    </message>
    <message>
        <source>{who} picks up to {n} consequences against {against}</source>
        <translation>{who} elige hasta {n} consecuencias contra {against}</translation>
    </message>
    <message>
        <source>{who} picks {n} consequences against {against}</source>
        <translation>{who} elige {n} consecuencias contra {against}</translation>
    </message>
    <message>
        <source>{name}: {action} ({cost}).</source>
        <translation>{name}: {action} ({cost}).</translation>
    </message>
    <message>
        <source>{name}: {action} to Engaged range of {place} ({cost}).</source>
        <translation>{name}: {action} hasta distancia trabada de {place} ({cost}).</translation>
    </message>
    <message>
        <source>{name}: {action} to {place} ({cost}).</source>
        <translation>{name}: {action} hasta {place} ({cost}).</translation>
    </message>
    <message>
        <source>GM</source>
        <translation>DJ</translation>
    </message>
    <message>
        <source>Dying</source>
        <translation>Moribundo</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>destruido</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>inutilizado</translation>
    </message>
    <message>
        <source>{name} is dead.</source>
        <translation>{name} está muerto.</translation>
    </message>
    <message>
        <source>{name} is at 0 PV.</source>
        <translation>{name} está a 0 PV.</translation>
    </message>
    <message>
        <source>Damage is a whole number from 0, not {amount!r}.</source>
        <translation>El daño es un número entero desde 0, no {amount!r}.</translation>
    </message>
    <message>
        <source>A vehicle at 0 PV is &apos;destroyed&apos; or &apos;disabled&apos;.</source>
        <translation>Un vehículo con 0 PV queda &apos;destroyed&apos; (destruido) o &apos;disabled&apos; (inutilizado).</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage</source>
        <translation>{name} sufre {amount} de daño</translation>
    </message>
    <message>
        <source> from {source}</source>
        <translation> de {source}</translation>
    </message>
    <message>
        <source>{name} is past harm ({amount} damage{by}).</source>
        <translation>{name} ya está más allá del daño ({amount} de daño{by}).</translation>
    </message>
    <message>
        <source>a weapon of unknown dice</source>
        <translation>un arma de dados desconocidos</translation>
    </message>
    <message>
        <source>{name} is an armoured vehicle: only 3d6 weapons harm it ({what} does not).</source>
        <translation>{name} es un vehículo acorazado: solo lo dañan armas de 3d6 ({what} no).</translation>
    </message>
    <message>
        <source> (armour ignored)</source>
        <translation> (armadura ignorada)</translation>
    </message>
    <message>
        <source> (Protection {prot})</source>
        <translation> (PROTECCIÓN {prot})</translation>
    </message>
    <message>
        <source>{name} takes {taken} damage{by}{armour}: {pv} of {max_pv} PV.</source>
        <translation>{name} sufre {taken} de daño{by}{armour}: {pv} de {max_pv} PV.</translation>
    </message>
    <message>
        <source>{name} is at 0 PV: {wreck} (the attacker&apos;s choice).</source>
        <translation>{name} está a 0 PV: {wreck} (a elección del atacante).</translation>
    </message>
    <message>
        <source>{name} drops at 0 PV and is dead.</source>
        <translation>{name} cae a 0 PV y está muerto.</translation>
    </message>
    <message>
        <source>{name}: turns to death</source>
        <translation>{name}: turnos hasta la muerte</translation>
    </message>
    <message>
        <source>0 PV: dies unless someone spends a TURN with them.</source>
        <translation>0 PV: muere a menos que alguien pase un TURNO con él.</translation>
    </message>
    <message>
        <source>{name} is dying (0 PV, {left} turn left): someone must spend a turn with them.</source>
        <translation>{name} está moribundo (0 PV, queda {left} turno): alguien debe pasar un turno con él.</translation>
    </message>
    <message>
        <source>{name} is destroyed.</source>
        <translation>{name} está destruido.</translation>
    </message>
    <message>
        <source>{name} is disabled.</source>
        <translation>{name} está inutilizado.</translation>
    </message>
    <message>
        <source>{name} is dying (0 PV, {left} turns left): someone must spend a turn with them.</source>
        <translation>{name} está moribundo (0 PV, quedan {left} turnos): alguien debe pasar un turno con él.</translation>
    </message>
    <message>
        <source>{turns} TURN later (their turns)</source>
        <translation>{turns} TURNO después (sus turnos)</translation>
    </message>
    <message>
        <source>{turns} TURNS later (their turns)</source>
        <translation>{turns} TURNOS después (sus turnos)</translation>
    </message>
    <message>
        <source>{turns} round later (no turns of their own)</source>
        <translation>{turns} asalto después (no tiene turnos propios)</translation>
    </message>
    <message>
        <source>{turns} rounds later (no turns of their own)</source>
        <translation>{turns} asaltos después (no tiene turnos propios)</translation>
    </message>
    <message>
        <source>{name} is at 0 PV: {dice} = {turns}, {name} dies {when} unless someone spends a TURN with them.</source>
        <translation>{name} está a 0 PV: {dice} = {turns}, {name} muere {when} a menos que alguien pase un TURNO con él.</translation>
    </message>
    <message>
        <source>{name} dies</source>
        <translation>{name} muere</translation>
    </message>
    <message>
        <source>{name} dies{value}.</source>
        <translation>{name} muere{value}.</translation>
    </message>
    <message>
        <source>nobody spent a turn with them in time</source>
        <translation>nadie pasó un turno con él a tiempo</translation>
    </message>
    <message>
        <source>A PC loss is a whole number from 0, not {amount!r}.</source>
        <translation>Una pérdida de PC es un número entero desde 0, no {amount!r}.</translation>
    </message>
    <message>
        <source>{name} loses {amount} PC</source>
        <translation>{name} pierde {amount} PC</translation>
    </message>
    <message>
        <source>{name} has no PC track: no effect{by}.</source>
        <translation>{name} no tiene marcador de PC: sin efecto{by}.</translation>
    </message>
    <message>
        <source>{name} loses {lost} PC{by}: {pc} of {max_pc} PC.</source>
        <translation>{name} pierde {lost} PC{by}: {pc} de {max_pc} PC.</translation>
    </message>
    <message>
        <source> (The seed says nothing of 0 PC: the GM decides.)</source>
        <translation> (La semilla no dice nada de 0 PC: decide el DJ.)</translation>
    </message>
    <message>
        <source>{name} recovers {amount} PC</source>
        <translation>{name} recupera {amount} PC</translation>
    </message>
    <message>
        <source>{name} recovers {back} PC{value}: {current_pc} of {max_pc} PC.</source>
        <translation>{name} recupera {back} PC{value}: {current_pc} de {max_pc} PC.</translation>
    </message>
    <message>
        <source>No scar for {total}.</source>
        <translation>Ninguna cicatriz para {total}.</translation>
    </message>
    <message>
        <source> Maximum PV {new_max} for good.</source>
        <translation> PV máximos {new_max} para siempre.</translation>
    </message>
    <message>
        <source> Speed now {walk_speed} walking, {run_speed} running.</source>
        <translation> Velocidad ahora {walk_speed} al caminar, {run_speed} al correr.</translation>
    </message>
    <message>
        <source>Nobody spends a turn with themselves: someone else must.</source>
        <translation>Nadie pasa un turno consigo mismo: debe hacerlo otro.</translation>
    </message>
    <message>
        <source>{victim} is not dying.</source>
        <translation>{victim} no está moribundo.</translation>
    </message>
    <message>
        <source>{helper} must be with {victim} (the same zone) to spend a turn there.</source>
        <translation>{helper} debe estar con {victim} (en la misma zona) para pasar un turno allí.</translation>
    </message>
    <message>
        <source>Spending a TURN with {victim} takes {helper}&apos;s whole turn (move and action).</source>
        <translation>Pasar un TURNO con {victim} cuesta el turno entero de {helper} (movimiento y acción).</translation>
    </message>
    <message>
        <source>Setting pulp2d6.rescue_needs_roll: give the roll&apos;s outcome (success).</source>
        <translation>Ajuste pulp2d6.rescue_needs_roll: indica el resultado de la tirada (success).</translation>
    </message>
    <message>
        <source>{helper} tends {victim}</source>
        <translation>{helper} atiende a {victim}</translation>
    </message>
    <message>
        <source>{helper} spends the turn with {victim}</source>
        <translation>{helper} pasa el turno con {victim}</translation>
    </message>
    <message>
        <source>{helper} spends the turn with {victim}, but the roll fails.</source>
        <translation>{helper} pasa el turno con {victim}, pero la tirada falla.</translation>
    </message>
    <message>
        <source>{victim}: scar</source>
        <translation>{victim}: cicatriz</translation>
    </message>
    <message>
        <source>{helper} spends the turn with {victim}: {victim} survives and gets up with {hp_after} PV.</source>
        <translation>{helper} pasa el turno con {victim}: {victim} sobrevive y se levanta con {hp_after} PV.</translation>
    </message>
    <message>
        <source>{victim}&apos;s scar: {scar_dice} = {dice} = {total} — {name}.{extra}</source>
        <translation>Cicatriz de {victim}: {scar_dice} = {dice} = {total} — {name}.{extra}</translation>
    </message>
    <message>
        <source>{medic} is not a nurse or doctor (stat &apos;medico&apos;).</source>
        <translation>{medic} no es enfermera ni doctor (atributo &apos;medico&apos;).</translation>
    </message>
    <message>
        <source>{patient} is dead.</source>
        <translation>{patient} está muerto.</translation>
    </message>
    <message>
        <source>{patient} is dying: someone must spend a TURN with them first.</source>
        <translation>{patient} está moribundo: alguien debe pasar un TURNO con él primero.</translation>
    </message>
    <message>
        <source>A medic doesn&apos;t mend vehicles.</source>
        <translation>Un médico no repara vehículos.</translation>
    </message>
    <message>
        <source>{patient} has had medical attention {done} times (limit {limit}).</source>
        <translation>{patient} ya ha recibido atención médica {done} veces (límite {limit}).</translation>
    </message>
    <message>
        <source>Medical attention for {patient}</source>
        <translation>Atención médica para {patient}</translation>
    </message>
    <message>
        <source>{patient}: medical attention</source>
        <translation>{patient}: atención médica</translation>
    </message>
    <message>
        <source>a nurse or doctor</source>
        <translation>una enfermera o doctor</translation>
    </message>
    <message>
        <source>{who} tends {patient}: {dice} = {total}, {patient} recovers {back} PV ({current_pv} of {max_pv}).</source>
        <translation>{who} atiende a {patient}: {dice} = {total}, {patient} recupera {back} PV ({current_pv} de {max_pv}).</translation>
    </message>
    <message>
        <source>Between sessions</source>
        <translation>Entre sesiones</translation>
    </message>
    <message>
        <source>{name} recovers all PV between sessions ({max_pv}).</source>
        <translation>{name} recupera todos los PV entre sesiones ({max_pv}).</translation>
    </message>
    <message>
        <source>{name} recovers {amount} PV</source>
        <translation>{name} recupera {amount} PV</translation>
    </message>
    <message>
        <source>{name} recovers {back} PV ({source}): {current_pv} of {max_pv} PV.</source>
        <translation>{name} recupera {back} PV ({source}): {current_pv} de {max_pv} PV.</translation>
    </message>
    <message>
        <source>Turns and tactics</source>
        <translation>Turnos y tácticas</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source> (Zonekeeper&apos;s own reading)</source>
        <translation> (lectura de Zonekeeper)</translation>
    </message>
    <message>
        <source>NPCs act through</source>
        <translation>Los PNJ actúan mediante</translation>
    </message>
    <message>
        <source>Consequences and tactics only (the seed), or a GM&apos;s turn after the last player.</source>
        <translation>Solo consecuencias y tácticas (la semilla), o un turno del DJ después del último jugador.</translation>
    </message>
    <message>
        <source>Tactics usable once per combat (JSON)</source>
        <translation>Tácticas usables una vez por combate (JSON)</translation>
    </message>
    <message>
        <source>The enemy tactics limited to one use a fight (the seed: Clearly deranged).</source>
        <translation>Las tácticas enemigas limitadas a un uso por combate (la semilla: CLARAMENTE TRASTORNADO).</translation>
    </message>
    <message>
        <source>A tactic uses up a consequence</source>
        <translation>Una táctica gasta una consecuencia</translation>
    </message>
    <message>
        <source>An enemy tactic takes one of the consequences the roll allows.</source>
        <translation>Una táctica enemiga ocupa una de las consecuencias que permite la tirada.</translation>
    </message>
    <message>
        <source>A successful attack deals damage</source>
        <translation>Un ataque con éxito hace daño</translation>
    </message>
    <message>
        <source>An attack of 8+ deals its weapon&apos;s damage (Zonekeeper&apos;s reading).</source>
        <translation>Un ataque de 8+ hace el daño de su arma (lectura de Zonekeeper).</translation>
    </message>
    <message>
        <source>VULNERABLE lasts (turns)</source>
        <translation>VULNERABLE dura (turnos)</translation>
    </message>
    <message>
        <source>How many of the victim&apos;s turns VULNERABLE lasts (rounds for those without turns).</source>
        <translation>Cuántos turnos de la víctima dura VULNERABLE (asaltos para quien no tiene turnos).</translation>
    </message>
    <message>
        <source>Covering fire lasts (turns)</source>
        <translation>Fuego de cobertura dura (turnos)</translation>
    </message>
    <message>
        <source>How many of the PC&apos;s turns the −2 of Covering fire lasts.</source>
        <translation>Cuántos turnos del PJ dura el −2 del FUEGO DE COBERTURA.</translation>
    </message>
    <message>
        <source>Saving the dying needs a roll</source>
        <translation>Salvar al moribundo exige una tirada</translation>
    </message>
    <message>
        <source>Off: spending a TURN with the dying saves them; on: the GM rolls for it.</source>
        <translation>Desactivado: pasar un TURNO con el moribundo lo salva; activado: tira el DJ.</translation>
    </message>
    <message>
        <source>NPCs at 0 PV</source>
        <translation>PNJ a 0 PV</translation>
    </message>
    <message>
        <source>&apos;dies&apos; at once, or &apos;countdown&apos;: the 1d6 dying count the PCs get.</source>
        <translation>&apos;dies&apos;: muere al instante, o &apos;countdown&apos;: la cuenta de muerte de 1d6 de los PJ.</translation>
    </message>
    <message>
        <source>Medical attention limit (JSON, null = none)</source>
        <translation>Límite de atención médica (JSON, null = ninguno)</translation>
    </message>
    <message>
        <source>How many times one patient may get a medic&apos;s 1d6 PV; null: no limit (the seed&apos;s).</source>
        <translation>Cuántas veces un paciente puede recibir los 1d6 PV de un médico; null: sin límite (el de la semilla).</translation>
    </message>
    <message>
        <source>Experienced crew bonus</source>
        <translation>Bonificación de tripulación experimentada</translation>
    </message>
    <message>
        <source>Added to an experienced crew&apos;s vehicle rolls (the seed gives no number).</source>
        <translation>Se suma a las tiradas de vehículo de una tripulación experimentada (la semilla no da número).</translation>
    </message>
    <message>
        <source>Vehicle PV cap</source>
        <translation>Límite de PV de vehículo</translation>
    </message>
    <message>
        <source>The most PV a vehicle may have (the seed: &apos;do not exceed 40 PV&apos;).</source>
        <translation>El máximo de PV que puede tener un vehículo (la semilla: &apos;no superes los 40 PV&apos;).</translation>
    </message>
    <message>
        <source>{who}&apos;s sheet has no {attributes}: fill it in before rolling.</source>
        <translation>La ficha de {who} no tiene {attributes}: rellénalo antes de tirar.</translation>
    </message>
    <message>
        <source>{dice} + ? ({label} missing)</source>
        <translation>{dice} + ? (falta {label})</translation>
    </message>
    <message>
        <source>{text} + {crew_bonus} (crew)</source>
        <translation>{text} + {crew_bonus} (tripulación)</translation>
    </message>
    <message>
        <source>{dice} + {name} {value}, {target} or more</source>
        <translation>{dice} + {name} {value}, {target} o más</translation>
    </message>
    <message>
        <source>no damage</source>
        <translation>sin daño</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>a distancia</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automática</translation>
    </message>
    <message>
        <source>Added to attack rolls (2d6 + Violence).</source>
        <translation>Se suma a las tiradas de ataque (2d6 + VIOLENCIA).</translation>
    </message>
    <message>
        <source>Added to vehicle-combat rolls and to rolls for moves.</source>
        <translation>Se suma a las tiradas de combate en vehículos y a las tiradas de movimiento.</translation>
    </message>
    <message>
        <source>Rolled for large vessels with their crew.</source>
        <translation>Se tira para grandes embarcaciones con su tripulación.</translation>
    </message>
    <message>
        <source>PV (maximum)</source>
        <translation>PV (máximo)</translation>
    </message>
    <message>
        <source>PC — sanity (maximum)</source>
        <translation>PC — cordura (máximo)</translation>
    </message>
    <message>
        <source>Sanity; leave empty (&quot;-&quot; in the NPC table) for no PC track.</source>
        <translation>Cordura; déjalo vacío (&quot;-&quot; en la tabla de PNJ) para no tener marcador de PC.</translation>
    </message>
    <message>
        <source>Taken off every hit&apos;s damage. The seed lists no armour: type its number.</source>
        <translation>Se resta del daño de cada impacto. La semilla no lista armaduras: escribe su número.</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Each with its damage; melee weapons need the target in the same zone.</source>
        <translation>Cada una con su daño; las armas cuerpo a cuerpo necesitan el objetivo en la misma zona.</translation>
    </message>
    <message>
        <source>Nurse or doctor</source>
        <translation>Enfermera o doctor</translation>
    </message>
    <message>
        <source>NPC table row</source>
        <translation>Fila de la tabla de PNJ</translation>
    </message>
    <message>
        <source>Enemy tactics (NPCs; unset: all)</source>
        <translation>Tácticas enemigas (PNJ; sin valor: todas)</translation>
    </message>
    <message>
        <source>A vehicle</source>
        <translation>Es un vehículo</translation>
    </message>
    <message>
        <source>Armoured (only 3d6 weapons harm it)</source>
        <translation>Acorazado (solo lo dañan armas de 3d6)</translation>
    </message>
    <message>
        <source>Vehicle type</source>
        <translation>Tipo de vehículo</translation>
    </message>
    <message>
        <source>Attack roll</source>
        <translation>Tirada de ataque</translation>
    </message>
    <message>
        <source>Vehicle combat</source>
        <translation>Combate en vehículos</translation>
    </message>
    <message>
        <source>Roll for a move (clutter, retreat)</source>
        <translation>Tirada de movimiento (obstáculos, retirada)</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>PV, PC and Protection</source>
        <translation>PV, PC y PROTECCIÓN</translation>
    </message>
    <message>
        <source>Weapons and gear</source>
        <translation>Armas y equipo</translation>
    </message>
    <message>
        <source>Rolls (worked out)</source>
        <translation>Tiradas (calculadas)</translation>
    </message>
    <message>
        <source>{label}: a list of tactics picked from the table.</source>
        <translation>{label}: una lista de tácticas elegidas de la tabla.</translation>
    </message>
    <message>
        <source>{label}: no tactic {bad!r}; pick from the table.</source>
        <translation>{label}: ninguna táctica {bad!r}; elige de la tabla.</translation>
    </message>
    <message>
        <source>{label}: every weapon needs a name.</source>
        <translation>{label}: cada arma necesita un nombre.</translation>
    </message>
    <message>
        <source>{label}: {name} needs its damage (like 1d6) or an effect.</source>
        <translation>{label}: {name} necesita su daño (como 1d6) o un efecto.</translation>
    </message>
    <message>
        <source>{label}: {name}&apos;s damage {damage!r} is not dice (like 1d6 or 2d6).</source>
        <translation>{label}: el daño {damage!r} de {name} no son dados (como 1d6 o 2d6).</translation>
    </message>
    <message>
        <source>The seating was arranged once, before the fight; it stays as it is.</source>
        <translation>Los asientos se fijaron una vez, antes del combate; se quedan como están.</translation>
    </message>
    <message>
        <source>Each character has one seat.</source>
        <translation>Cada personaje tiene un asiento.</translation>
    </message>
    <message>
        <source>{n} is not a player&apos;s character: only the players sit round the table (NPCs act through consequences or in the GM&apos;s turn).</source>
        <translation>{n} no es un personaje jugador: solo los jugadores se sientan a la mesa (los PNJ actúan mediante consecuencias o en el turno del DJ).</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>{order} on the GM&apos;s left, then clockwise</source>
        <translation>{order} a la izquierda del DJ, luego en sentido horario</translation>
    </message>
    <message>
        <source>Seating: {first}{rest}.</source>
        <translation>Asientos: {first}{rest}.</translation>
    </message>
    <message>
        <source>Seat everyone</source>
        <translation>Sentar a todos</translation>
    </message>
    <message>
        <source>Seated at the end (towards the GM&apos;s right): {new}. Seating: {seating}.</source>
        <translation>Sentados al final (hacia la derecha del DJ): {new}. Asientos: {seating}.</translation>
    </message>
    <message>
        <source>Pick two seated characters.</source>
        <translation>Elige dos personajes sentados.</translation>
    </message>
    <message>
        <source>{name} takes no turns: NPCs act through consequences and tactics.</source>
        <translation>{name} no juega turnos: los PNJ actúan mediante consecuencias y tácticas.</translation>
    </message>
    <message>
        <source>{name} has no seat at the table.</source>
        <translation>{name} no tiene asiento en la mesa.</translation>
    </message>
    <message>
        <source>Not {name}&apos;s turn.</source>
        <translation>No es el turno de {name}.</translation>
    </message>
    <message>
        <source>Nobody sits at the table: add the players&apos; characters first.</source>
        <translation>Nadie se sienta a la mesa: añade primero los personajes de los jugadores.</translation>
    </message>
    <message>
        <source>The fight begins: round {number}, clockwise from {turn_sequence} on the GM&apos;s left.</source>
        <translation>Empieza el combate: asalto {number}, en sentido horario desde {turn_sequence}, a la izquierda del DJ.</translation>
    </message>
    <message>
        <source>the GM&apos;s turn</source>
        <translation>el turno del DJ</translation>
    </message>
    <message>
        <source>{name}&apos;s turn ({where}, round {number}).</source>
        <translation>Turno de {name} ({where}, asalto {number}).</translation>
    </message>
    <message>
        <source>The fight hasn&apos;t started: arrange the seating and start it.</source>
        <translation>El combate no ha empezado: fija los asientos y empiézalo.</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Destruido</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Inutilizado</translation>
    </message>
    <message>
        <source>The attacker</source>
        <translation>El atacante</translation>
    </message>
    <message>
        <source>The attacker&apos;s vehicle</source>
        <translation>El vehículo del atacante</translation>
    </message>
    <message>
        <source>First weapon</source>
        <translation>Primera arma</translation>
    </message>
    <message>
        <source>Second weapon</source>
        <translation>Segunda arma</translation>
    </message>
    <message>
        <source>Third weapon</source>
        <translation>Tercera arma</translation>
    </message>
    <message>
        <source>Fourth weapon</source>
        <translation>Cuarta arma</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>Player character</source>
        <translation>Personaje jugador</translation>
    </message>
    <message>
        <source>Consequences and tactics</source>
        <translation>Consecuencias y tácticas</translation>
    </message>
    <message>
        <source>A GM&apos;s turn after the players</source>
        <translation>Un turno del DJ tras los jugadores</translation>
    </message>
    <message>
        <source>Die at once</source>
        <translation>Mueren en el acto</translation>
    </message>
    <message>
        <source>Dying countdown (1d6)</source>
        <translation>Cuenta atrás de moribundo (1d6)</translation>
    </message>
</context>
</TS>
