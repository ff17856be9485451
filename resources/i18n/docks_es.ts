<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ActionsPanel</name>
    <message>
        <source>Slow actions</source>
        <translation>Acciones lentas</translation>
    </message>
    <message>
        <source>Fast actions</source>
        <translation>Acciones rápidas</translation>
    </message>
    <message>
        <source>Free actions (own turn)</source>
        <translation>Acciones libres (en tu turno)</translation>
    </message>
    <message>
        <source>Out of turn</source>
        <translation>Fuera de turno</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Pruebas</translation>
    </message>
    <message>
        <source>Actions that cost DEX ranks</source>
        <translation>Acciones que cuestan rangos de DES</translation>
    </message>
    <message>
        <source>{Kind} actions</source>
        <translation>Acciones: {Kind}</translation>
    </message>
    <message>
        <source>Whom or where the action is aimed at: the list re-checks every action against it.</source>
        <translation>A quién o adónde apunta la acción: la lista vuelve a comprobar cada acción contra ese objetivo.</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Quién actúa</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>No combatants.</source>
        <translation>Ningún combatiente.</translation>
    </message>
    <message>
        <source> — their turn</source>
        <translation> — es su turno</translation>
    </message>
    <message>
        <source>This ruleset offers no action list.</source>
        <translation>Este reglamento no ofrece lista de acciones.</translation>
    </message>
    <message>
        <source>Zone: {name}</source>
        <translation>Zona: {name}</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— ninguno —</translation>
    </message>
    <message>
        <source>{name} (PC)</source>
        <translation>{name} (PJ)</translation>
    </message>
    <message>
        <source>{name} (NPC)</source>
        <translation>{name} (PNJ)</translation>
    </message>
    <message>
        <source>Cover: {name}</source>
        <translation>Cobertura: {name}</translation>
    </message>
    <message>
        <source>  → attack helper</source>
        <translation>  → asistente de ataque</translation>
    </message>
    <message>
        <source>Not now: {reason}</source>
        <translation>Ahora no: {reason}</translation>
    </message>
    <message>
        <source>Opens the attack helper, which rolls it and spends the action.</source>
        <translation>Abre el asistente de ataque, que hace la tirada y gasta la acción.</translation>
    </message>
    <message>
        <source>Needs: {what}</source>
        <translation>Requiere: {what}</translation>
    </message>
    <message>
        <source>Skill: {skill}</source>
        <translation>Habilidad: {skill}</translation>
    </message>
</context>
<context>
    <name>AttackDock</name>
    <message>
        <source>Throw it</source>
        <translation>Arrojarla</translation>
    </message>
    <message>
        <source>Throw a weapon that can be thrown (a spear, a knife)</source>
        <translation>Arrojar un arma que se puede lanzar (una lanza, un cuchillo)</translation>
    </message>
    <message>
        <source>Full auto</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Start a basic full-auto burst</source>
        <translation>Empezar una ráfaga automática básica</translation>
    </message>
    <message>
        <source>Dice pool: each 6 is a success, each 1 a bane.</source>
        <translation>Reserva de dados: cada 6 es un éxito, cada 1 una desgracia.</translation>
    </message>
    <message>
        <source>Step dice (A=D12, B=D10, C=D8, D=D6): 6+ is a success, 10+ counts two.</source>
        <translation>Dados de paso (A=D12, B=D10, C=D8, D=D6): 6+ es un éxito, 10+ cuenta dos.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Normal attack</source>
        <translation>Ataque normal</translation>
    </message>
    <message>
        <source>Disarm</source>
        <translation>Desarmar</translation>
    </message>
    <message>
        <source>Knock down</source>
        <translation>Derribar</translation>
    </message>
    <message>
        <source>Shove</source>
        <translation>Empujar</translation>
    </message>
    <message>
        <source>Grapple</source>
        <translation>Presa</translation>
    </message>
    <message>
        <source>Unarmed special attacks: disarm, knock down, shove, grapple</source>
        <translation>Ataques especiales sin armas: desarmar, derribar, empujar, presa</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificador</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Keep the roll open</source>
        <translation>Dejar la tirada abierta</translation>
    </message>
    <message>
        <source>Roll, then decide: push the roll or accept it</source>
        <translation>Tira y luego decide: forzar la tirada o aceptarla</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Forzar</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>{help} (a GM override: the log says so)</source>
        <translation>{help} (una decisión del DJ: el registro lo anota)</translation>
    </message>
    <message>
        <source>GM override: {what} — logged</source>
        <translation>Decisión del DJ: {what} — registrada</translation>
    </message>
    <message>
        <source>GM override — logged</source>
        <translation>Decisión del DJ — registrada</translation>
    </message>
    <message>
        <source>Situation ({n} set)</source>
        <translation>Situación ({n} marcadas)</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situación</translation>
    </message>
    <message>
        <source>Free attack owed (failed retreat): {pairs}</source>
        <translation>Ataque gratuito pendiente (retirada fallida): {pairs}</translation>
    </message>
    <message>
        <source>{name} (PC)</source>
        <translation>{name} (PJ)</translation>
    </message>
    <message>
        <source>{name} (NPC)</source>
        <translation>{name} (PNJ)</translation>
    </message>
    <message>
        <source>Pick an attacker and a target.</source>
        <translation>Elige un atacante y un objetivo.</translation>
    </message>
    <message>
        <source>{weapon} (in hand)</source>
        <translation>{weapon} (en la mano)</translation>
    </message>
    <message>
        <source>Other weapon…</source>
        <translation>Otra arma…</translation>
    </message>
    <message>
        <source>Other weapon for {name}</source>
        <translation>Otra arma para {name}</translation>
    </message>
    <message>
        <source>{name} takes up {weapon}.</source>
        <translation>{name} empuña {weapon}.</translation>
    </message>
    <message>
        <source>The target may block (an opposed roll).</source>
        <translation>El objetivo puede bloquear (una tirada enfrentada).</translation>
    </message>
    <message>
        <source>First: a {skill} roll.</source>
        <translation>Antes: una tirada de {skill}.</translation>
    </message>
    <message>
        <source>a slow action</source>
        <translation>una acción lenta</translation>
    </message>
    <message>
        <source>a fast action</source>
        <translation>una acción rápida</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
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
        <source>thrown</source>
        <translation>arrojadiza</translation>
    </message>
    <message>
        <source> — {band} range, {kind}, {action}</source>
        <translation> — distancia {band}, {kind}, {action}</translation>
    </message>
    <message>
        <source>✔ Allowed{details}.</source>
        <translation>✔ Permitido{details}.</translation>
    </message>
    <message>
        <source>✖ Not allowed: {reason}</source>
        <translation>✖ No permitido: {reason}</translation>
    </message>
    <message>
        <source>No modifiers</source>
        <translation>Sin modificadores</translation>
    </message>
    <message>
        <source>The defender blocks (a fast action, declared before the roll): an opposed roll</source>
        <translation>El defensor bloquea (una acción rápida, declarada antes de la tirada): una tirada enfrentada</translation>
    </message>
    <message>
        <source>This attack can&apos;t be blocked.</source>
        <translation>Este ataque no se puede bloquear.</translation>
    </message>
    <message>
        <source>HIT</source>
        <translation>IMPACTO</translation>
    </message>
    <message>
        <source>MISS</source>
        <translation>FALLO</translation>
    </message>
    <message>
        <source>ROLLED — push or accept</source>
        <translation>TIRADO — fuerza o acepta</translation>
    </message>
    <message>
        <source>NO ATTACK</source>
        <translation>SIN ATAQUE</translation>
    </message>
    <message>
        <source>ROLLED</source>
        <translation>TIRADO</translation>
    </message>
    <message>
        <source>1 success</source>
        <translation>1 éxito</translation>
    </message>
    <message>
        <source>{n} successes</source>
        <translation>{n} éxitos</translation>
    </message>
    <message>
        <source>, {blocked} blocked → {net} net</source>
        <translation>, {blocked} bloqueados → {net} netos</translation>
    </message>
    <message>
        <source>; accepting deals {dealt} damage</source>
        <translation>; aceptar inflige {dealt} de daño</translation>
    </message>
    <message>
        <source>; accepting works out the damage</source>
        <translation>; aceptar calcula el daño</translation>
    </message>
    <message>
        <source>; damage {dealt}, {taken} got through</source>
        <translation>; daño {dealt}, {taken} llegó a pasar</translation>
    </message>
    <message>
        <source>{attacker} hits {target}: {dealt} damage, {taken} got through.</source>
        <translation>{attacker} impacta a {target}: {dealt} de daño, {taken} llegó a pasar.</translation>
    </message>
    <message>
        <source>{attacker} misses {target}.</source>
        <translation>{attacker} falla contra {target}.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s attack on {target} is rolled: push it or accept it.</source>
        <translation>El ataque de {attacker} contra {target} está tirado: fuérzalo o acéptalo.</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>Group {group}: {names}</source>
        <translation>Grupo {group}: {names}</translation>
    </message>
    <message>
        <source>current turn</source>
        <translation>turno actual</translation>
    </message>
    <message>
        <source>has acted</source>
        <translation>ya actuó</translation>
    </message>
    <message>
        <source>no turn: {names}</source>
        <translation>sin turno: {names}</translation>
    </message>
    <message>
        <source>Acting now.</source>
        <translation>Actuando ahora.</translation>
    </message>
    <message>
        <source>Received in a swap this round: can&apos;t be swapped on until next round.</source>
        <translation>Recibida en un intercambio esta ronda: no se puede volver a intercambiar hasta la próxima ronda.</translation>
    </message>
    <message>
        <source>Picked, not drawn (surprise).</source>
        <translation>Elegida, no robada (sorpresa).</translation>
    </message>
    <message>
        <source>GROUP · {group}</source>
        <translation>GRUPO · {group}</translation>
    </message>
    <message>
        <source>BROKEN</source>
        <translation>QUEBRADO</translation>
    </message>
    <message>
        <source>DYING</source>
        <translation>MORIBUNDO</translation>
    </message>
    <message>
        <source>DEAD</source>
        <translation>MUERTO</translation>
    </message>
    <message>
        <source>Drop to swap these two places.</source>
        <translation>Suelta para intercambiar estos dos puestos.</translation>
    </message>
</context>
<context>
    <name>CombatDock</name>
    <message>
        <source>{title} — not for this ruleset</source>
        <translation>{title} — no en este reglamento</translation>
    </message>
    <message>
        <source>This ruleset can&apos;t do that here.</source>
        <translation>Este reglamento no puede hacer eso aquí.</translation>
    </message>
</context>
<context>
    <name>CombatDocks</name>
    <message>
        <source>Next &amp;turn</source>
        <translation>Siguiente &amp;turno</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Siguiente turno</translation>
    </message>
    <message>
        <source>End this turn: the next in the order acts (N)</source>
        <translation>Termina este turno: actúa el siguiente en el orden (N)</translation>
    </message>
</context>
<context>
    <name>DoorState</name>
    <message>
        <source>Open</source>
        <translation>Abierta</translation>
    </message>
</context>
<context>
    <name>GroupDialog</name>
    <message>
        <source>Group NPCs on one card</source>
        <translation>Agrupar PNJ en una sola carta</translation>
    </message>
    <message>
        <source>e.g. Cultists</source>
        <translation>p. ej. Sectarios</translation>
    </message>
    <message>
        <source>Tick the members; drag them into the order they act in.</source>
        <translation>Marca a los miembros; arrástralos al orden en que actúan.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
</context>
<context>
    <name>InitiativeDock</name>
    <message>
        <source>a face-down card</source>
        <translation>una carta boca abajo</translation>
    </message>
    <message>
        <source>a hidden place</source>
        <translation>un puesto oculto</translation>
    </message>
    <message>
        <source>place {key}</source>
        <translation>puesto {key}</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Deal a card to everyone without one</source>
        <translation>Reparte una carta a todos los que no tienen</translation>
    </message>
    <message>
        <source>Redraw</source>
        <translation>Volver a robar</translation>
    </message>
    <message>
        <source>Before the fight: every card goes back and is dealt again</source>
        <translation>Antes del combate: todas las cartas vuelven y se reparten de nuevo</translation>
    </message>
    <message>
        <source>Group…</source>
        <translation>Agrupar…</translation>
    </message>
    <message>
        <source>Put NPCs without a card on one shared card, in an order you set</source>
        <translation>Pone a los PNJ sin carta en una carta compartida, en el orden que elijas</translation>
    </message>
    <message>
        <source>Start fight</source>
        <translation>Empezar combate</translation>
    </message>
    <message>
        <source>The lowest card acts first</source>
        <translation>La carta más baja actúa primero</translation>
    </message>
    <message>
        <source>Next turn ▶</source>
        <translation>Siguiente turno ▶</translation>
    </message>
    <message>
        <source>End this turn; the next card acts (N)</source>
        <translation>Termina este turno; actúa la siguiente carta (N)</translation>
    </message>
    <message>
        <source>Next round ⟳</source>
        <translation>Siguiente ronda ⟳</translation>
    </message>
    <message>
        <source>Every turn left this round passes; the next round begins</source>
        <translation>Pasan todos los turnos que quedan en esta ronda; empieza la siguiente</translation>
    </message>
    <message>
        <source>End fight</source>
        <translation>Terminar combate</translation>
    </message>
    <message>
        <source>The cards go back to the deck</source>
        <translation>Las cartas vuelven a la baraja</translation>
    </message>
    <message>
        <source>Hidden cards</source>
        <translation>Cartas ocultas</translation>
    </message>
    <message>
        <source>Hidden initiative: cards stay face down until the GM calls their number, and are drawn again every round.</source>
        <translation>Iniciativa oculta: las cartas quedan boca abajo hasta que el DJ canta su número, y se roban de nuevo cada ronda.</translation>
    </message>
    <message>
        <source>card </source>
        <translation>carta </translation>
    </message>
    <message>
        <source>Pick card</source>
        <translation>Elegir carta</translation>
    </message>
    <message>
        <source>Surprise: the surprising combatant picks this card before the others draw</source>
        <translation>Sorpresa: quien sorprende elige esta carta antes de que los demás roben</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>A newcomer draws a card from what is left of the deck</source>
        <translation>Un recién llegado roba una carta de lo que queda de la baraja</translation>
    </message>
    <message>
        <source>No card:</source>
        <translation>Sin carta:</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Sentar</translation>
    </message>
    <message>
        <source>Take places</source>
        <translation>Tomar puestos</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>No cards yet. Press {verb} to deal initiative.</source>
        <translation>Aún no hay cartas. Pulsa {verb} para repartir la iniciativa.</translation>
    </message>
    <message>
        <source>No cards yet. Press {verb} to deal initiative (Group… first to give NPCs one card).</source>
        <translation>Aún no hay cartas. Pulsa {verb} para repartir la iniciativa (antes, Agrupar… para dar una sola carta a varios PNJ).</translation>
    </message>
    <message>
        <source>{title} dealt</source>
        <translation>{title}: repartidas</translation>
    </message>
    <message>
        <source>no {title} yet</source>
        <translation>{title}: aún nada</translation>
    </message>
    <message>
        <source>Drag onto another card to swap (on your own turn, before acting).</source>
        <translation>Arrastra sobre otra carta para intercambiar (en tu turno, antes de actuar).</translation>
    </message>
    <message>
        <source>{verb}: a place in the order ({title}) for everyone without one</source>
        <translation>{verb}: un puesto en el orden ({title}) para todos los que no tienen</translation>
    </message>
    <message>
        <source>The first in the order acts first</source>
        <translation>El primero del orden actúa primero</translation>
    </message>
    <message>
        <source>End this turn; the next in the order acts (N)</source>
        <translation>Termina este turno; actúa el siguiente del orden (N)</translation>
    </message>
    <message>
        <source>End the fight; the order is cleared</source>
        <translation>Termina el combate; el orden se borra</translation>
    </message>
    <message>
        <source>A newcomer joins the order</source>
        <translation>Un recién llegado se une al orden</translation>
    </message>
    <message>
        <source>Nobody in the order yet. Press {verb} to set the {title}.</source>
        <translation>Aún no hay nadie en el orden. Pulsa {verb} para fijar: {title}.</translation>
    </message>
    <message>
        <source>the order is set</source>
        <translation>el orden está fijado</translation>
    </message>
    <message>
        <source>no order yet</source>
        <translation>aún sin orden</translation>
    </message>
    <message>
        <source>Not in the order:</source>
        <translation>Fuera del orden:</translation>
    </message>
    <message>
        <source>Drag onto another place to swap them, if the rules allow it.</source>
        <translation>Arrastra sobre otro puesto para intercambiarlos, si las reglas lo permiten.</translation>
    </message>
    <message>
        <source>Round {round}: {name}&apos;s turn</source>
        <translation>Ronda {round}: turno de {name}</translation>
    </message>
    <message>
        <source>Round {round}: {name}&apos;s turn — at {place}</source>
        <translation>Ronda {round}: turno de {name} — en {place}</translation>
    </message>
    <message>
        <source>Round {round}: {name}&apos;s turn — {place}</source>
        <translation>Ronda {round}: turno de {name} — {place}</translation>
    </message>
    <message>
        <source>Round {round}: nobody can act.</source>
        <translation>Ronda {round}: nadie puede actuar.</translation>
    </message>
    <message>
        <source>Round {round}: {ready} — start the fight.</source>
        <translation>Ronda {round}: {ready} — empieza el combate.</translation>
    </message>
    <message>
        <source>Round {round}: {none}.</source>
        <translation>Ronda {round}: {none}.</translation>
    </message>
    <message>
        <source>This ruleset keeps no turn order.</source>
        <translation>Este reglamento no lleva orden de turnos.</translation>
    </message>
    <message>
        <source>Next round ({number})</source>
        <translation>Siguiente ronda ({number})</translation>
    </message>
    <message>
        <source>Drop the card on another card.</source>
        <translation>Suelta la carta sobre otra carta.</translation>
    </message>
    <message>
        <source>Swap with {name}&apos;s turn</source>
        <translation>Intercambiar con el turno de {name}</translation>
    </message>
    <message>
        <source>{name} acts earlier</source>
        <translation>{name} actúa antes</translation>
    </message>
    <message>
        <source>{name} leaves the fight</source>
        <translation>{name} deja el combate</translation>
    </message>
</context>
<context>
    <name>LegendWidget</name>
    <message>
        <source>Wall: blocks sight and movement</source>
        <translation>Pared: bloquea la visión y el movimiento</translation>
    </message>
    <message>
        <source>Open border</source>
        <translation>Frontera abierta</translation>
    </message>
    <message>
        <source>Door, closed</source>
        <translation>Puerta cerrada</translation>
    </message>
    <message>
        <source>Door, open</source>
        <translation>Puerta abierta</translation>
    </message>
    <message>
        <source>Door, locked</source>
        <translation>Puerta cerrada con llave</translation>
    </message>
    <message>
        <source>Hatch, closed / open</source>
        <translation>Escotilla cerrada / abierta</translation>
    </message>
    <message>
        <source>Hatch, locked</source>
        <translation>Escotilla cerrada con llave</translation>
    </message>
    <message>
        <source>Cluttered zone (Mobility roll to enter)</source>
        <translation>Zona atestada (tirada de Movilidad para entrar)</translation>
    </message>
    <message>
        <source>Dark zone (no shooting through)</source>
        <translation>Zona oscura (no se dispara a través)</translation>
    </message>
    <message>
        <source>Cramped zone (crawl only)</source>
        <translation>Zona angosta (solo arrastrándose)</translation>
    </message>
    <message>
        <source>PC · NPC · Engaged pair</source>
        <translation>PJ · PNJ · pareja Trabada</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Combat log</source>
        <translation>Registro de combate</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>Exportar Markdown…</translation>
    </message>
    <message>
        <source>1 entry · round {round}</source>
        <translation>1 entrada · ronda {round}</translation>
    </message>
    <message>
        <source>{n} entries · round {round}</source>
        <translation>{n} entradas · ronda {round}</translation>
    </message>
    <message>
        <source>Export combat log</source>
        <translation>Exportar registro de combate</translation>
    </message>
    <message>
        <source>Markdown (*.md);;All files (*)</source>
        <translation>Markdown (*.md);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>Before the fight</source>
        <translation>Antes del combate</translation>
    </message>
    <message>
        <source>{kind} (round {round})</source>
        <translation>{kind} (ronda {round})</translation>
    </message>
</context>
<context>
    <name>OpeningsEditor</name>
    <message>
        <source>Openings in the wall</source>
        <translation>Aberturas en la pared</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Abertura</translation>
    </message>
    <message>
        <source>Opening kind</source>
        <translation>Tipo de abertura</translation>
    </message>
    <message>
        <source>Opening state</source>
        <translation>Estado de la abertura</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abierta</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Cerrada</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Cerrada con llave</translation>
    </message>
    <message>
        <source>Place along the wall</source>
        <translation>Posición a lo largo de la pared</translation>
    </message>
    <message>
        <source>Opening width</source>
        <translation>Anchura de la abertura</translation>
    </message>
    <message>
        <source>Add opening</source>
        <translation>Añadir abertura</translation>
    </message>
    <message>
        <source>Add an opening to the wall</source>
        <translation>Añade una abertura a la pared</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove the opening</source>
        <translation>Quita la abertura</translation>
    </message>
    <message>
        <source>Open / close</source>
        <translation>Abrir / cerrar</translation>
    </message>
    <message>
        <source>Open or close the opening&apos;s door</source>
        <translation>Abre o cierra la puerta de la abertura</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Aberturas</translation>
    </message>
    <message>
        <source>Place (0–1)</source>
        <translation>Posición (0–1)</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Anchura</translation>
    </message>
    <message>
        <source>Its state</source>
        <translation>Estado</translation>
    </message>
</context>
<context>
    <name>PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation>Propiedades</translation>
    </message>
    <message>
        <source>Select a zone, a border or a combatant on the map.</source>
        <translation>Selecciona una zona, una frontera o un combatiente en el mapa.</translation>
    </message>
    <message>
        <source>Delete zone</source>
        <translation>Borrar zona</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Características</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>What joins two zones that share no edge: stairs, a ladder, a rope…</source>
        <translation>Qué une dos zonas sin lado en común: escalera, escalera de mano, cuerda…</translation>
    </message>
    <message>
        <source>Open / close</source>
        <translation>Abrir / cerrar</translation>
    </message>
    <message>
        <source>Delete border</source>
        <translation>Borrar frontera</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Enlace</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Estructura</translation>
    </message>
    <message>
        <source>Open in a window…</source>
        <translation>Abrir en una ventana…</translation>
    </message>
    <message>
        <source>The same sheet in its own window (Ctrl+I)</source>
        <translation>La misma hoja en su propia ventana (Ctrl+I)</translation>
    </message>
    <message>
        <source>Remove combatant</source>
        <translation>Quitar combatiente</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>Postura</translation>
    </message>
    <message>
        <source>Doorway</source>
        <translation>Umbral</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Esta ronda</translation>
    </message>
    <message>
        <source>&lt;b&gt;Character sheet&lt;/b&gt;</source>
        <translation>&lt;b&gt;Hoja de personaje&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cluttered</source>
        <translation>Atestada</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscura</translation>
    </message>
    <message>
        <source>Cramped</source>
        <translation>Angosta</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abierta</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Pared</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Puerta</translation>
    </message>
    <message>
        <source>Hatch</source>
        <translation>Escotilla</translation>
    </message>
    <message>
        <source>Link (stairs, ladder, rope)</source>
        <translation>Enlace (escalera, escalera de mano, cuerda)</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Cerrada</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Cerrada con llave</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>De pie</translation>
    </message>
    <message>
        <source>Prone</source>
        <translation>Derribado</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zone&lt;/b&gt; &lt;i&gt;{id}&lt;/i&gt;</source>
        <translation>&lt;b&gt;Zona&lt;/b&gt; &lt;i&gt;{id}&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Border&lt;/b&gt; {label}</source>
        <translation>&lt;b&gt;Frontera&lt;/b&gt; {label}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; in {zone}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; en {zone}</translation>
    </message>
    <message>
        <source> — Engaged with {names}</source>
        <translation> — Trabado con {names}</translation>
    </message>
    <message>
        <source>Not in a doorway</source>
        <translation>Fuera del umbral</translation>
    </message>
    <message>
        <source>{kind} to {zone}</source>
        <translation>{kind} hacia {zone}</translation>
    </message>
</context>
<context>
    <name>SightDock</name>
    <message>
        <source>Range &amp;&amp; Sight</source>
        <translation>Distancia &amp;&amp; Visión</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Show to players</source>
        <translation>Mostrar a los jugadores</translation>
    </message>
    <message>
        <source>Draw this range and sight line on the players&apos; screen too (when both ends are visible to them)</source>
        <translation>Dibuja esta línea de distancia y visión también en la pantalla de los jugadores (cuando ven ambos extremos)</translation>
    </message>
    <message>
        <source>Tool: press R, then click two tokens. Esc clears.</source>
        <translation>Herramienta: pulsa R y haz clic en dos fichas. Esc borra.</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Distancia</translation>
    </message>
    <message>
        <source>Sight</source>
        <translation>Visión</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Disparo</translation>
    </message>
</context>
<context>
    <name>SightVerdict</name>
    <message>
        <source>Clear</source>
        <translation>Despejada</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Bloqueada</translation>
    </message>
</context>
<context>
    <name>ToolsDock</name>
    <message>
        <source>— (optional)</source>
        <translation>— (opcional)</translation>
    </message>
    <message>
        <source>GM tools</source>
        <translation>Herramientas del DJ</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>This ruleset offers no GM tools.</source>
        <translation>Este reglamento no ofrece herramientas del DJ.</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Herramienta</translation>
    </message>
    <message>
        <source>— {group} —</source>
        <translation>— {group} —</translation>
    </message>
    <message>
        <source>{tip} (optional: may be left blank)</source>
        <translation>{tip} (opcional: puede quedar en blanco)</translation>
    </message>
    <message>
        <source>— (none now)</source>
        <translation>— (ninguno ahora)</translation>
    </message>
    <message>
        <source>— (the rules work it out)</source>
        <translation>— (lo calculan las reglas)</translation>
    </message>
    <message>
        <source>— (required)</source>
        <translation>— (obligatorio)</translation>
    </message>
    <message>
        <source>This ruleset has no GM tools.</source>
        <translation>Este reglamento no tiene herramientas del DJ.</translation>
    </message>
    <message>
        <source>{tool}: pick a value for {input}.</source>
        <translation>{tool}: elige un valor para {input}.</translation>
    </message>
    <message>
        <source>{tool} could not run: {error}</source>
        <translation>{tool} no se pudo ejecutar: {error}</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Hecho.</translation>
    </message>
    <message>
        <source>{tool}: done.</source>
        <translation>{tool}: hecho.</translation>
    </message>
</context>
<context>
    <name>TracksDock</name>
    <message>
        <source>healed</source>
        <translation>curada</translation>
    </message>
    <message numerus="yes">
        <source>heals in %n day(s)</source>
        <translation>
            <numerusform>se cura en %n día</numerusform>
            <numerusform>se cura en %n días</numerusform>
        </translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>permanente</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronda</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>turno</translation>
    </message>
    <message>
        <source>stretch</source>
        <translation>tramo</translation>
    </message>
    <message>
        <source>shift</source>
        <translation>jornada</translation>
    </message>
    <message>
        <source>day</source>
        <translation>día</translation>
    </message>
    <message>
        <source>LETHAL</source>
        <translation>LETAL</translation>
    </message>
    <message>
        <source>time limit: a {limit}</source>
        <translation>límite de tiempo: {limit}</translation>
    </message>
    <message>
        <source>death rolls {mod}</source>
        <translation>tiradas de muerte {mod}</translation>
    </message>
    <message>
        <source>stabilised</source>
        <translation>estabilizada</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Registros</translation>
    </message>
    <message>
        <source>Follows the map selection; pick someone here too.</source>
        <translation>Sigue la selección del mapa; elige a alguien aquí también.</translation>
    </message>
    <message>
        <source>The encounter&apos;s damage system (one for everyone)</source>
        <translation>El sistema de daño del encuentro (uno para todos)</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>After armour and cover</source>
        <translation>Después de armadura y cobertura</translation>
    </message>
    <message>
        <source>Who makes the Healing roll (Heal, Stabilise)</source>
        <translation>Quién hace la tirada de Curación (Curar, Estabilizar)</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Curar</translation>
    </message>
    <message>
        <source>Healing roll on a broken victim (slow action)</source>
        <translation>Tirada de Curación sobre una víctima quebrada (acción lenta)</translation>
    </message>
    <message>
        <source>Recover a Turn</source>
        <translation>Recuperar un Turno</translation>
    </message>
    <message>
        <source>A Turn has passed: recover on your own</source>
        <translation>Ha pasado un Turno: recupérate por tu cuenta</translation>
    </message>
    <message>
        <source>Healer</source>
        <translation>Sanador</translation>
    </message>
    <message>
        <source>Armour &amp; cover</source>
        <translation>Armadura y cobertura</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <source>Put on, repair or take off body armour</source>
        <translation>Ponerse, reparar o quitarse la armadura</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>Critical injuries</source>
        <translation>Heridas críticas</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>Física</translation>
    </message>
    <message>
        <source>Mental</source>
        <translation>Mental</translation>
    </message>
    <message>
        <source>D66 (blank: roll)</source>
        <translation>D66 (en blanco: tirar)</translation>
    </message>
    <message>
        <source>Roll crit</source>
        <translation>Tirar crítico</translation>
    </message>
    <message>
        <source>Roll D66 or enter it</source>
        <translation>Tira D66 o escribe el resultado</translation>
    </message>
    <message>
        <source>Death roll</source>
        <translation>Tirada de muerte</translation>
    </message>
    <message>
        <source>Stamina roll: failure kills</source>
        <translation>Tirada de Aguante: el fallo mata</translation>
    </message>
    <message>
        <source>Stabilise</source>
        <translation>Estabilizar</translation>
    </message>
    <message>
        <source>Healing roll by the healer: the time limit moves one step longer</source>
        <translation>Tirada de Curación del sanador: el plazo se alarga un paso</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Efectos</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>Quitar efecto</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Más</translation>
    </message>
    <message>
        <source>Health &amp; Resolve</source>
        <translation>Salud y Voluntad</translation>
    </message>
    <message>
        <source>Attribute damage</source>
        <translation>Daño a atributos</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Condiciones</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>Estrés</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Fuego</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Fuerza</translation>
    </message>
    <message>
        <source>Agility</source>
        <translation>Agilidad</translation>
    </message>
    <message>
        <source>Wits</source>
        <translation>Astucia</translation>
    </message>
    <message>
        <source>Empathy</source>
        <translation>Empatía</translation>
    </message>
    <message>
        <source>Damage — {system}</source>
        <translation>Daño — {system}</translation>
    </message>
    <message>
        <source>Healing roll on a broken victim (slow action of the healer)</source>
        <translation>Tirada de Curación sobre una víctima quebrada (acción lenta de quien cura)</translation>
    </message>
    <message>
        <source>{name} isn&apos;t broken: Heal only helps a broken victim.</source>
        <translation>{name} no está quebrado: Curar solo ayuda a una víctima quebrada.</translation>
    </message>
    <message>
        <source>{name} is DEAD: {cause}</source>
        <translation>{name} está MUERTO: {cause}</translation>
    </message>
    <message>
        <source>{name} is DEAD.</source>
        <translation>{name} está MUERTO.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>{name} is BROKEN ({sides}) and DYING.</source>
        <translation>{name} está QUEBRADO ({sides}) y MORIBUNDO.</translation>
    </message>
    <message>
        <source>{name} is DYING: a lethal injury isn&apos;t stabilised.</source>
        <translation>{name} está MORIBUNDO: una herida letal no está estabilizada.</translation>
    </message>
    <message>
        <source>{name} is BROKEN ({sides}): no actions, no rolls.</source>
        <translation>{name} está QUEBRADO ({sides}): ninguna acción, ninguna tirada.</translation>
    </message>
    <message>
        <source>{name} can fight.</source>
        <translation>{name} puede combatir.</translation>
    </message>
    <message>
        <source>Harm</source>
        <translation>Herir</translation>
    </message>
    <message>
        <source>One point of harm to {track}, through the rules</source>
        <translation>Un punto de daño a {track}, según las reglas</translation>
    </message>
    <message>
        <source>Recover one point of {track}</source>
        <translation>Recupera un punto de {track}</translation>
    </message>
    <message>
        <source>Tick to take it as harm; untick to recover one.</source>
        <translation>Marca para sufrirlo como daño; desmarca para recuperar uno.</translation>
    </message>
    <message>
        <source>{armour} — rating {rating}</source>
        <translation>{armour} — valor {rating}</translation>
    </message>
    <message>
        <source>{cover} — rating {rating} (ranged attacks only)</source>
        <translation>{cover} — valor {rating} (solo contra ataques a distancia)</translation>
    </message>
    <message>
        <source>none (Take cover is a fast action)</source>
        <translation>ninguna (Ponerse a cubierto es una acción rápida)</translation>
    </message>
    <message>
        <source>No critical injuries.</source>
        <translation>Ninguna herida crítica.</translation>
    </message>
    <message>
        <source>burning</source>
        <translation>ardiendo</translation>
    </message>
    <message>
        <source>Death roll due now: {what}.</source>
        <translation>Tirada de muerte ahora: {what}.</translation>
    </message>
    <message>
        <source>Skill modifiers: {mods}</source>
        <translation>Modificadores de habilidad: {mods}</translation>
    </message>
    <message>
        <source>No effects.</source>
        <translation>Ningún efecto.</translation>
    </message>
</context>
<context>
    <name>ZoneGeometryFields</name>
    <message>
        <source>Zone position and size</source>
        <translation>Posición y tamaño de la zona</translation>
    </message>
    <message>
        <source>Zone left edge x (metres)</source>
        <translation>Borde izquierdo de la zona, x (metros)</translation>
    </message>
    <message>
        <source>Zone top edge y (metres)</source>
        <translation>Borde superior de la zona, y (metros)</translation>
    </message>
    <message>
        <source>Zone width (metres)</source>
        <translation>Ancho de la zona (metros)</translation>
    </message>
    <message>
        <source>Zone height (metres)</source>
        <translation>Alto de la zona (metros)</translation>
    </message>
    <message>
        <source>Zone size</source>
        <translation>Tamaño de la zona</translation>
    </message>
    <message>
        <source>Position (m)</source>
        <translation>Posición (m)</translation>
    </message>
    <message>
        <source>Size (m)</source>
        <translation>Tamaño (m)</translation>
    </message>
    <message>
        <source>A rectangle: type its size.</source>
        <translation>Un rectángulo: escribe su tamaño.</translation>
    </message>
    <message>
        <source>{w} × {h} m (a polygon: drag its corners)</source>
        <translation>{w} × {h} m (un polígono: arrastra sus esquinas)</translation>
    </message>
    <message>
        <source>{field}: type a number of metres, like 4.5 (not “{text}”).</source>
        <translation>{field}: escribe un número de metros, como 4,5 (no “{text}”).</translation>
    </message>
    <message>
        <source>Resize {name}</source>
        <translation>Redimensionar {name}</translation>
    </message>
    <message>
        <source>Move zone {name}</source>
        <translation>Mover la zona {name}</translation>
    </message>
</context>
<context>
    <name>pips</name>
    <message>
        <source>move</source>
        <translation>movimiento</translation>
    </message>
    <message>
        <source>action</source>
        <translation>acción</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>estándar</translation>
    </message>
    <message>
        <source>standard or move</source>
        <translation>estándar o movimiento</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lenta</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>rápida</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>swift</source>
        <translation>rápida</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completa</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>turno</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronda</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>reacción</translation>
    </message>
    <message>
        <source>{marks}  {words} left this round (■ slow or fast, ● fast, ○ spent)</source>
        <translation>{marks}  queda esta ronda: {words} (■ lenta o rápida, ● rápida, ○ gastada)</translation>
    </message>
</context>
</TS>
