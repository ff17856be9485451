<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>d20</name>
    <message>
        <source>Agility</source>
        <translation>Agilidad</translation>
    </message>
    <message>
        <source>Alertness</source>
        <translation>Alerta</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>d20 has no cost for {activity!r}</source>
        <translation>El d20 no tiene coste para {activity!r}</translation>
    </message>
    <message>
        <source>1 standard or move action (surprise round)</source>
        <translation>1 acción estándar o de movimiento (asalto sorpresa)</translation>
    </message>
    <message>
        <source>no actions</source>
        <translation>ninguna acción</translation>
    </message>
    <message>
        <source>1 standard or move action</source>
        <translation>1 acción estándar o de movimiento</translation>
    </message>
    <message>
        <source>1 move action</source>
        <translation>1 acción de movimiento</translation>
    </message>
    <message>
        <source>1 standard + 1 move action (the standard may be used as a second move)</source>
        <translation>1 acción estándar + 1 acción de movimiento (la estándar puede usarse como segundo movimiento)</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>tests</source>
        <translation>pruebas</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>ataque</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>defensa</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>iniciativa</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Moverse</translation>
    </message>
    <message>
        <source>Open a door</source>
        <translation>Abrir una puerta</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>Levantarse</translation>
    </message>
    <message>
        <source>Drop prone</source>
        <translation>Tirarse al suelo</translation>
    </message>
    <message>
        <source>Other standard action</source>
        <translation>Otra acción estándar</translation>
    </message>
    <message>
        <source>Other move action</source>
        <translation>Otra acción de movimiento</translation>
    </message>
    <message>
        <source>a weapon called {weapon!r}</source>
        <translation>un arma llamada {weapon!r}</translation>
    </message>
    <message>
        <source>{name} doesn&apos;t carry {what}: add it to {name}&apos;s weapons first (a logged change of equipment).</source>
        <translation>{name} no lleva {what}: añádela primero a las armas de {name} (un cambio de equipo registrado).</translation>
    </message>
    <message>
        <source>The situational modifier is a whole number.</source>
        <translation>El modificador situacional es un número entero.</translation>
    </message>
    <message>
        <source>The situational modifier is a whole number, not {value!r}.</source>
        <translation>El modificador situacional es un número entero, no {value!r}.</translation>
    </message>
    <message>
        <source>The d20 attack has no option {map}.</source>
        <translation>El ataque d20 no tiene la opción {map}.</translation>
    </message>
    <message>
        <source>{target} is in another zone: a melee attack reaches only {attacker}&apos;s zone.</source>
        <translation>{target} está en otra zona: un ataque cuerpo a cuerpo solo alcanza la zona de {attacker}.</translation>
    </message>
    <message>
        <source>{target} is not Engaged with {attacker}: a melee attack needs arm&apos;s length (close in first, a move action).</source>
        <translation>{target} no está trabado con {attacker}: un ataque cuerpo a cuerpo necesita tenerlo al alcance del brazo (acércate primero, una acción de movimiento).</translation>
    </message>
    <message>
        <source>No damage dice for this attack.</source>
        <translation>Ningún dado de daño para este ataque.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s sheet has no Attack</source>
        <translation>la ficha de {attacker} no tiene Ataque</translation>
    </message>
    <message>
        <source>{target}&apos;s sheet has no Defense</source>
        <translation>la ficha de {target} no tiene Defensa</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>{out}: fill it in first.</source>
        <translation>{out}: rellénalo primero.</translation>
    </message>
    <message>
        <source>Nobody attacks themselves.</source>
        <translation>Nadie se ataca a sí mismo.</translation>
    </message>
    <message>
        <source>Not {attacker}&apos;s turn.</source>
        <translation>No es el turno de {attacker}.</translation>
    </message>
    <message>
        <source>An attack is a standard action; {attacker} has left: {left}.</source>
        <translation>Un ataque es una acción estándar; a {attacker} le queda: {left}.</translation>
    </message>
    <message>
        <source>Attack bonus</source>
        <translation>Bonificador de ataque</translation>
    </message>
    <message>
        <source>Attack on the sheet (not in the seed)</source>
        <translation>Ataque en la ficha (no está en la semilla)</translation>
    </message>
    <message>
        <source>Effects (attack)</source>
        <translation>Efectos (ataque)</translation>
    </message>
    <message>
        <source>Effects (tests)</source>
        <translation>Efectos (pruebas)</translation>
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
        <source>Situational</source>
        <translation>Situacional</translation>
    </message>
    <message>
        <source>{target} is flat-footed; the seed gives it no number (setting d20.flat_footed_defence_penalty = {pen}).</source>
        <translation>{target} está desprevenido; la semilla no le da número (ajuste d20.flat_footed_defence_penalty = {pen}).</translation>
    </message>
    <message>
        <source>{name} has no kind on the sheet: counted as a melee weapon.</source>
        <translation>{name} no tiene tipo en la ficha: cuenta como arma cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>GM allows it although: {blocked}</source>
        <translation>El DJ lo permite aunque: {blocked}</translation>
    </message>
    <message>
        <source>an attack</source>
        <translation>un ataque</translation>
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
        <source>{attacker} attacks {target} with {wname}: {dice_text} {mods} = {total} vs {defence_text} — {value}.</source>
        <translation>{attacker} ataca a {target} con {wname}: {dice_text} {mods} = {total} contra {defence_text} — {value}.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>impacto</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>fallo</translation>
    </message>
    <message>
        <source>{attacker}: damage</source>
        <translation>{attacker}: daño</translation>
    </message>
    <message>
        <source>Damage ({wname}) from {attacker} to {target}: {dice_text}.</source>
        <translation>Daño ({wname}) de {attacker} a {target}: {dice_text}.</translation>
    </message>
    <message>
        <source> Damage {dice_text}: {target} has {pv} HP.</source>
        <translation> Daño {dice_text}: {target} tiene {pv} PV.</translation>
    </message>
    <message>
        <source> {target} is down.</source>
        <translation> {target} ha caído.</translation>
    </message>
    <message>
        <source> {value} effects {eff}</source>
        <translation> {value} efectos {eff}</translation>
    </message>
    <message>
        <source>{label} test</source>
        <translation>prueba de {label}</translation>
    </message>
    <message>
        <source>attribute_tests.json (seed 003: &apos;tests&apos;; the difficulty is the app&apos;s own)</source>
        <translation>attribute_tests.json (semilla 003: &apos;testes&apos;; la dificultad es propia de la aplicación)</translation>
    </message>
    <message>
        <source>Not {name}&apos;s turn.</source>
        <translation>No es el turno de {name}.</translation>
    </message>
    <message>
        <source>{name} is already standing.</source>
        <translation>{name} ya está de pie.</translation>
    </message>
    <message>
        <source>{name} is already prone.</source>
        <translation>{name} ya está en el suelo.</translation>
    </message>
    <message>
        <source>There is no closed, unlocked door or hatch here.</source>
        <translation>No hay puerta ni escotilla cerrada y sin cerrojo aquí.</translation>
    </message>
    <message>
        <source>{name} has no standard action left (left: {left}).</source>
        <translation>A {name} no le queda acción estándar (le queda: {left}).</translation>
    </message>
    <message>
        <source>{name} has no move action left (left: {left}).</source>
        <translation>A {name} no le queda acción de movimiento (le queda: {left}).</translation>
    </message>
    <message>
        <source>{name} has no {kind} action left (left: {left}).</source>
        <translation>A {name} no le queda acción {kind} (le queda: {left}).</translation>
    </message>
    <message>
        <source>Unknown d20 action {action!r}.</source>
        <translation>Acción d20 desconocida {action!r}.</translation>
    </message>
    <message>
        <source>Say whom to attack.</source>
        <translation>Di a quién atacar.</translation>
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
        <source>Which door? They lead to {where}.</source>
        <translation>¿Qué puerta? Llevan a {where}.</translation>
    </message>
    <message>
        <source>There is no closed door towards {towards} here.</source>
        <translation>No hay puerta cerrada hacia {towards} aquí.</translation>
    </message>
    <message>
        <source>{name}: open a door</source>
        <translation>{name}: abrir una puerta</translation>
    </message>
    <message>
        <source>free action</source>
        <translation>acción libre</translation>
    </message>
    <message>
        <source>{name}: {action} ({cost}).</source>
        <translation>{name}: {action} ({cost}).</translation>
    </message>
    <message>
        <source>{name}: {action} to {place} ({cost}).</source>
        <translation>{name}: {action} hasta {place} ({cost}).</translation>
    </message>
    <message>
        <source>{name}: {action} to Engaged range of {place} ({cost}).</source>
        <translation>{name}: {action} hasta distancia trabada de {place} ({cost}).</translation>
    </message>
    <message>
        <source>{name}: {action} towards {place} ({cost}).</source>
        <translation>{name}: {action} hacia {place} ({cost}).</translation>
    </message>
    <message>
        <source>Initiative (d20)</source>
        <translation>Iniciativa (d20)</translation>
    </message>
    <message>
        <source> (shared roll; bonus of {leader})</source>
        <translation> (tirada compartida; bonificador de {leader})</translation>
    </message>
    <message>
        <source>; roll-off {value}</source>
        <translation>; desempate {value}</translation>
    </message>
    <message>
        <source>; joined — acts from round {from_round}</source>
        <translation>; se unió — actúa desde el asalto {from_round}</translation>
    </message>
    <message>
        <source>The d20 order follows the initiative totals: change a value (a modifier such as hasted +2) and the order is checked again, without a new roll.</source>
        <translation>El orden del d20 sigue los totales de iniciativa: cambia un valor (un modificador como acelerado +2) y el orden se vuelve a comprobar, sin tirar de nuevo.</translation>
    </message>
    <message>
        <source>standard or move</source>
        <translation>estándar o de movimiento</translation>
    </message>
    <message>
        <source>standard or move action</source>
        <translation>acción estándar o de movimiento</translation>
    </message>
    <message>
        <source>standard action</source>
        <translation>acción estándar</translation>
    </message>
    <message>
        <source>move action</source>
        <translation>acción de movimiento</translation>
    </message>
    <message>
        <source>HP maximum from the sheet (the seed names no damage track).</source>
        <translation>PV máximos de la ficha (la semilla no da marcador de daño).</translation>
    </message>
    <message>
        <source>no HP maximum on the sheet</source>
        <translation>sin PV máximos en la ficha</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Caído</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Luchando</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>sin tirar</translation>
    </message>
    <message>
        <source>1 die + {words} = die {bonus:+d}</source>
        <translation>1 dado + {words} = dado {bonus:+d}</translation>
    </message>
    <message>
        <source>Aware of the enemies</source>
        <translation>Consciente de los enemigos</translation>
    </message>
    <message>
        <source>The GM decides before the fight (set_aware).</source>
        <translation>El DJ lo decide antes del combate (set_aware).</translation>
    </message>
    <message>
        <source>Flat-footed</source>
        <translation>Desprevenido</translation>
    </message>
    <message>
        <source>Until they act (setting d20.flat_footed_ends).</source>
        <translation>Hasta que actúe (ajuste d20.flat_footed_ends).</translation>
    </message>
    <message>
        <source>The {track} track can&apos;t be changed by hand.</source>
        <translation>El marcador {track} no se puede cambiar a mano.</translation>
    </message>
    <message>
        <source>Surprised</source>
        <translation>Sorprendido</translation>
    </message>
    <message>
        <source>Situational modifier</source>
        <translation>Modificador situacional</translation>
    </message>
    <message>
        <source>Added to the attack roll (the GM&apos;s call; the seed gives no list).</source>
        <translation>Se suma a la tirada de ataque (decisión del DJ; la semilla no da lista).</translation>
    </message>
    <message>
        <source>Hits on {defence} or more ({target}: {defence_text}).</source>
        <translation>Impacta con {defence} o más ({target}: {defence_text}).</translation>
    </message>
    <message>
        <source>Damage {damage} off {target}&apos;s HP.</source>
        <translation>Daño {damage} a los PV de {target}.</translation>
    </message>
    <message>
        <source>{label} on {target}</source>
        <translation>{label} sobre {target}</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>Quitar efecto</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>Modifier on</source>
        <translation>Modificador en</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificador</translation>
    </message>
    <message>
        <source>Aware</source>
        <translation>Consciente</translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation>Sorpresa</translation>
    </message>
    <message>
        <source>Before the fight: some but not all aware opens a surprise round.</source>
        <translation>Antes del combate: que algunos, pero no todos, sean conscientes abre un asalto sorpresa.</translation>
    </message>
    <message>
        <source>Awareness test (Alertness)</source>
        <translation>Prueba de percepción (Alerta)</translation>
    </message>
    <message>
        <source>Combatant (empty: everyone)</source>
        <translation>Combatiente (vacío: todos)</translation>
    </message>
    <message>
        <source>Before the fight: each tests Alertness; a success is aware of the enemies, a failure surprised (some but not all aware opens a surprise round).</source>
        <translation>Antes del combate: cada uno hace una prueba de Alerta; un éxito queda consciente de los enemigos, un fallo sorprendido (que algunos, pero no todos, sean conscientes abre un asalto sorpresa).</translation>
    </message>
    <message>
        <source>Attribute test</source>
        <translation>Prueba de atributo</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Atributo</translation>
    </message>
    <message>
        <source>What for</source>
        <translation>Para qué</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Pruebas</translation>
    </message>
    <message>
        <source>1d20 + the attribute + &apos;tests&apos; effects against the test difficulty (Settings: d20.test_difficulty); logged.</source>
        <translation>1d20 + el atributo + efectos en &apos;testes&apos; contra la dificultad de la prueba (Ajustes: d20.test_difficulty); queda registrado.</translation>
    </message>
    <message>
        <source>Join the fight</source>
        <translation>Unirse al combate</translation>
    </message>
    <message>
        <source>Rolls alone; acts from the next round.</source>
        <translation>Tira solo; actúa desde el siguiente asalto.</translation>
    </message>
    <message>
        <source>Initiative modifier</source>
        <translation>Modificador de iniciativa</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Changes the value without a new roll (hasted +2); the order is checked.</source>
        <translation>Cambia el valor sin tirar de nuevo (acelerado +2); se comprueba el orden.</translation>
    </message>
    <message>
        <source>Effect for some turns</source>
        <translation>Efecto durante algunos turnos</translation>
    </message>
    <message>
        <source>On</source>
        <translation>En</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>Caused by (empty: the target itself)</source>
        <translation>Causado por (vacío: el propio objetivo)</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Efectos</translation>
    </message>
    <message>
        <source>Counted on the affected creature&apos;s turns, as the seed&apos;s two examples say.</source>
        <translation>Se cuenta en los turnos de la criatura afectada, como dicen los dos ejemplos de la semilla.</translation>
    </message>
    <message>
        <source>Effect until the scene ends</source>
        <translation>Efecto hasta el final de la escena</translation>
    </message>
    <message>
        <source>End the scene</source>
        <translation>Terminar la escena</translation>
    </message>
    <message>
        <source>Scene-long effects end.</source>
        <translation>Los efectos que duran la escena terminan.</translation>
    </message>
    <message>
        <source>Give back HP</source>
        <translation>Devolver PV</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <source>The d20 ruleset has no tool {tool!r}.</source>
        <translation>El sistema d20 no tiene la herramienta {tool!r}.</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>No ha cambiado nada.</translation>
    </message>
    <message>
        <source>Seed 003: {words}</source>
        <translation>Semilla 003: {words}</translation>
    </message>
    <message>
        <source>Round {n}: about {value} s of fighting so far ({seconds} s a round).</source>
        <translation>Asalto {n}: unos {value} s de combate hasta ahora ({seconds} s por asalto).</translation>
    </message>
    <message>
        <source>Combat sequence</source>
        <translation>Secuencia de combate</translation>
    </message>
    <message>
        <source>Damage is a whole number from 0, not {amount!r}.</source>
        <translation>El daño es un número entero desde 0, no {amount!r}.</translation>
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
        <source>{name} takes {amount} damage{by}: {pv} of {mx} HP.</source>
        <translation>{name} sufre {amount} de daño{by}: {pv} de {mx} PV.</translation>
    </message>
    <message>
        <source> {name} is down.</source>
        <translation> {name} ha caído.</translation>
    </message>
    <message>
        <source>Healing is a whole number from 0, not {amount!r}.</source>
        <translation>La curación es un número entero desde 0, no {amount!r}.</translation>
    </message>
    <message>
        <source>{name} recovers {amount} HP</source>
        <translation>{name} recupera {amount} PV</translation>
    </message>
    <message>
        <source>{name} recovers {healed} HP{by}: {pv} of {max_pv} HP.</source>
        <translation>{name} recupera {healed} PV{by}: {pv} de {max_pv} PV.</translation>
    </message>
    <message>
        <source>Test which attribute? One of {values}.</source>
        <translation>¿Qué atributo probar? Uno de {values}.</translation>
    </message>
    <message>
        <source>{name}: {keys} test</source>
        <translation>{name}: prueba de {keys}</translation>
    </message>
    <message>
        <source>the GM asks for a test</source>
        <translation>el DJ pide una prueba</translation>
    </message>
    <message>
        <source>Awareness is decided at the start of the battle; the fight is on.</source>
        <translation>La percepción se decide al inicio de la batalla; el combate ya ha empezado.</translation>
    </message>
    <message>
        <source>Nobody is in the encounter to test.</source>
        <translation>No hay nadie en el encuentro a quien probar.</translation>
    </message>
    <message>
        <source>Awareness tests</source>
        <translation>Pruebas de percepción</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no Alertness: fill it in.</source>
        <translation>La ficha de {name} no tiene Alerta: rellénala.</translation>
    </message>
    <message>
        <source>aware of the enemies?</source>
        <translation>¿consciente de los enemigos?</translation>
    </message>
    <message>
        <source>Aware: {value}</source>
        <translation>Conscientes: {value}</translation>
    </message>
    <message>
        <source>surprised: {value}</source>
        <translation>sorprendidos: {value}</translation>
    </message>
    <message>
        <source>not tested (no Alertness on the sheet): {skipped}</source>
        <translation>sin probar (sin Alerta en la ficha): {skipped}</translation>
    </message>
    <message>
        <source>Awareness tests (Alertness) — </source>
        <translation>Pruebas de percepción (Alerta) — </translation>
    </message>
    <message>
        <source> Some but not all are aware: a surprise round comes first.</source>
        <translation> Algunos, pero no todos, son conscientes: primero viene un asalto sorpresa.</translation>
    </message>
    <message>
        <source> No surprise round unless some but not all are aware.</source>
        <translation> No hay asalto sorpresa a menos que algunos, pero no todos, sean conscientes.</translation>
    </message>
    <message>
        <source>{entry_name}: initiative roll-off</source>
        <translation>{entry_name}: desempate de iniciativa</translation>
    </message>
    <message>
        <source>The initiative order changes (no new roll): {text}.</source>
        <translation>El orden de iniciativa cambia (sin tirar de nuevo): {text}.</translation>
    </message>
    <message>
        <source>Initiative order</source>
        <translation>Orden de iniciativa</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Oponentes</translation>
    </message>
    <message>
        <source>{n} acts on the {value} initiative ({entry_value}).</source>
        <translation>{n} actúa en la iniciativa de {value} ({entry_value}).</translation>
    </message>
    <message>
        <source>{who}: initiative</source>
        <translation>{who}: iniciativa</translation>
    </message>
    <message>
        <source>{name} aware</source>
        <translation>{name} consciente</translation>
    </message>
    <message>
        <source>{name} unaware</source>
        <translation>{name} no consciente</translation>
    </message>
    <message>
        <source>{name} is aware of their enemies.</source>
        <translation>{name} es consciente de sus enemigos.</translation>
    </message>
    <message>
        <source>{name} is not aware of their enemies.</source>
        <translation>{name} no es consciente de sus enemigos.</translation>
    </message>
    <message>
        <source>Initiative tie at {value} ({tb} {prec} each): roll-off ({die}) {rolled} — order {order}.</source>
        <translation>Empate de iniciativa a {value} ({tb} {prec} cada uno): desempate ({die}) {rolled} — orden {order}.</translation>
    </message>
    <message>
        <source>{n} acts on the shared initiative ({entry_value}).</source>
        <translation>{n} actúa en la iniciativa compartida ({entry_value}).</translation>
    </message>
    <message>
        <source>{bonus:+d} (best Agility + Alertness of {leader})</source>
        <translation>{bonus:+d} (mejor Agilidad + Alerta, de {leader})</translation>
    </message>
    <message>
        <source>{bonus:+d} (Agility + Alertness)</source>
        <translation>{bonus:+d} (Agilidad + Alerta)</translation>
    </message>
    <message>
        <source>The GM rolls once for {value} ({members}): {dice_text} {detail} = {total}.</source>
        <translation>El DJ tira una vez por {value} ({members}): {dice_text} {detail} = {total}.</translation>
    </message>
    <message>
        <source>the opponents</source>
        <translation>los oponentes</translation>
    </message>
    <message>
        <source>{members} rolls initiative: {dice_text} {plus} = {total}.</source>
        <translation>{members} tira iniciativa: {dice_text} {plus} = {total}.</translation>
    </message>
    <message>
        <source> Joining the fight: acts from round {value}.</source>
        <translation> Se une al combate: actúa desde el asalto {value}.</translation>
    </message>
    <message>
        <source> ({n}&apos;s sheet has no {missing}: counted as 0.)</source>
        <translation> (la ficha de {n} no tiene {missing}: cuenta como 0.)</translation>
    </message>
    <message>
        <source>{n} has already rolled initiative ({initiative_of}).</source>
        <translation>{n} ya ha tirado iniciativa ({initiative_of}).</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Tirar iniciativa</translation>
    </message>
    <message>
        <source>{name} is already in the initiative order.</source>
        <translation>{name} ya está en el orden de iniciativa.</translation>
    </message>
    <message>
        <source>{name} joins the fight</source>
        <translation>{name} se une al combate</translation>
    </message>
    <message>
        <source>An initiative modifier is a whole number, not {value!r}.</source>
        <translation>Un modificador de iniciativa es un número entero, no {value!r}.</translation>
    </message>
    <message>
        <source>{name}: initiative modifier {value:+d}</source>
        <translation>{name}: modificador de iniciativa {value:+d}</translation>
    </message>
    <message>
        <source>: {before} → {after}, no new roll</source>
        <translation>: {before} → {after}, sin tirar de nuevo</translation>
    </message>
    <message>
        <source>{name}&apos;s initiative modifier is now {value:+d}{why}{change}.</source>
        <translation>El modificador de iniciativa de {name} es ahora {value:+d}{why}{change}.</translation>
    </message>
    <message>
        <source>The fight is on: the same initiative applies to every round.</source>
        <translation>El combate ya ha empezado: la misma iniciativa vale para todos los asaltos.</translation>
    </message>
    <message>
        <source>Clear initiative</source>
        <translation>Borrar la iniciativa</translation>
    </message>
    <message>
        <source>Flat-footed: not aware of the enemies at the start of the battle.</source>
        <translation>Desprevenido: no era consciente de los enemigos al inicio de la batalla.</translation>
    </message>
    <message>
        <source>There is nobody to fight.</source>
        <translation>No hay nadie con quien luchar.</translation>
    </message>
    <message>
        <source>Roll initiative first: nobody has rolled.</source>
        <translation>Tira primero la iniciativa: nadie ha tirado.</translation>
    </message>
    <message>
        <source>The fight begins with a surprise round (round {number}): only {aware} act — one standard or one move action each. Surprised: {unaware}.</source>
        <translation>El combate empieza con un asalto sorpresa (asalto {number}): solo actúan {aware} — una acción estándar o una de movimiento cada uno. Sorprendidos: {unaware}.</translation>
    </message>
    <message>
        <source>{name}: surprise round</source>
        <translation>{name}: asalto sorpresa</translation>
    </message>
    <message>
        <source>The fight begins: round {number}.</source>
        <translation>Empieza el combate: asalto {number}.</translation>
    </message>
    <message>
        <source>surprise round</source>
        <translation>asalto sorpresa</translation>
    </message>
    <message>
        <source>round {number}</source>
        <translation>asalto {number}</translation>
    </message>
    <message>
        <source>{name}&apos;s turn (initiative {value}, {kind}).</source>
        <translation>Turno de {name} (iniciativa {value}, {kind}).</translation>
    </message>
    <message>
        <source>The surprise round is over.</source>
        <translation>El asalto sorpresa ha terminado.</translation>
    </message>
    <message>
        <source>{name} is down (0 HP).</source>
        <translation>{name} ha caído (0 PV).</translation>
    </message>
    <message>
        <source>{name} is surprised: no action in the surprise round.</source>
        <translation>{name} está sorprendido: ninguna acción en el asalto sorpresa.</translation>
    </message>
    <message>
        <source>The fight hasn&apos;t started: roll initiative and start it first.</source>
        <translation>El combate no ha empezado: tira la iniciativa y empiézalo primero.</translation>
    </message>
    <message>
        <source>End of scene</source>
        <translation>Fin de la escena</translation>
    </message>
    <message>
        <source>weapons or armour the sheet can&apos;t read ({exc})</source>
        <translation>armas o armaduras que la ficha no puede leer ({exc})</translation>
    </message>
    <message>
        <source>Turns and attacks</source>
        <translation>Turnos y ataques</translation>
    </message>
    <message>
        <source>Tests and scenes</source>
        <translation>Pruebas y escenas</translation>
    </message>
    <message>
        <source> (Zonekeeper&apos;s own reading)</source>
        <translation> (lectura de Zonekeeper)</translation>
    </message>
    <message>
        <source>Initiative die</source>
        <translation>Dado de iniciativa</translation>
    </message>
    <message>
        <source>The dice of an initiative test and its roll-off (&apos;1 dado&apos; has no size).</source>
        <translation>Los dados de una prueba de iniciativa y su desempate (&apos;1 dado&apos; no tiene tamaño).</translation>
    </message>
    <message>
        <source>Initiative tie-break stat</source>
        <translation>Atributo de desempate de la iniciativa</translation>
    </message>
    <message>
        <source>The stat that breaks initiative ties first (the seed: Precision).</source>
        <translation>El atributo que desempata primero la iniciativa (la semilla: Precisión).</translation>
    </message>
    <message>
        <source>One initiative roll per NPC group</source>
        <translation>Una tirada de iniciativa por grupo de PNJ</translation>
    </message>
    <message>
        <source>Off: the Narrator makes one roll for every opponent; on: one per stat &apos;group&apos;.</source>
        <translation>Desactivado: el Narrador hace una tirada para todos los oponentes; activado: una por &apos;group&apos; en la ficha.</translation>
    </message>
    <message>
        <source>A shared roll adds the bonus of</source>
        <translation>Una tirada compartida suma el bonificador de</translation>
    </message>
    <message>
        <source>The best member&apos;s Agility + Alertness, or the group leader&apos;s.</source>
        <translation>La Agilidad + Alerta del mejor miembro, o la del líder del grupo.</translation>
    </message>
    <message>
        <source>Actions per turn</source>
        <translation>Acciones por turno</translation>
    </message>
    <message>
        <source>A standard and a move action, optionally two moves instead (d20 convention).</source>
        <translation>Una acción estándar y una de movimiento, u opcionalmente dos movimientos (convención d20).</translation>
    </message>
    <message>
        <source>Flat-footed ends</source>
        <translation>Desprevenido termina</translation>
    </message>
    <message>
        <source>When a combatant stops being flat-footed: at their first turn, its end, or by the GM.</source>
        <translation>Cuando un combatiente deja de estar desprevenido: en su primer turno, al final de este, o por el DJ.</translation>
    </message>
    <message>
        <source>Flat-footed Defense penalty</source>
        <translation>Penalización a la Defensa por desprevenido</translation>
    </message>
    <message>
        <source>Subtracted from a flat-footed combatant&apos;s Defense (the seed gives no number).</source>
        <translation>Se resta de la Defensa de un combatiente desprevenido (la semilla no da número).</translation>
    </message>
    <message>
        <source>Melee reaches</source>
        <translation>Alcance cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Engaged range (closing in is a move action) or anyone in the attacker&apos;s zone.</source>
        <translation>Distancia trabada (acercarse es una acción de movimiento) o cualquiera en la zona del atacante.</translation>
    </message>
    <message>
        <source>A scene ends</source>
        <translation>Una escena termina</translation>
    </message>
    <message>
        <source>When the fight ends (scene-long effects end), or only when the GM says so.</source>
        <translation>Cuando termina el combate (terminan los efectos de escena), o solo cuando lo dice el DJ.</translation>
    </message>
    <message>
        <source>Attribute test difficulty</source>
        <translation>Dificultad de prueba de atributo</translation>
    </message>
    <message>
        <source>What 1d20 + attribute must reach (the seed gives no difficulty: the app&apos;s own).</source>
        <translation>Lo que debe alcanzar 1d20 + atributo (la semilla no da dificultad: es propia de la aplicación).</translation>
    </message>
    <message>
        <source>when the GM says so</source>
        <translation>cuando lo diga el DJ</translation>
    </message>
    <message>
        <source>a standard and a move action, or two moves</source>
        <translation>una acción estándar y una de movimiento, o dos movimientos</translation>
    </message>
    <message>
        <source>a standard and a move action</source>
        <translation>una acción estándar y una de movimiento</translation>
    </message>
    <message>
        <source>at their first turn</source>
        <translation>en su primer turno</translation>
    </message>
    <message>
        <source>at the end of their first turn</source>
        <translation>al final de su primer turno</translation>
    </message>
    <message>
        <source>when the fight ends</source>
        <translation>cuando termina la pelea</translation>
    </message>
    <message>
        <source>the best member</source>
        <translation>el mejor miembro</translation>
    </message>
    <message>
        <source>the leader</source>
        <translation>el líder</translation>
    </message>
    <message>
        <source>Engaged range</source>
        <translation>Distancia trabada</translation>
    </message>
    <message>
        <source>anyone in the attacker&apos;s zone</source>
        <translation>cualquiera en la zona del atacante</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armaduras</translation>
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
        <source>{name} — Defense {defesa:+d}</source>
        <translation>{name} — Defensa {defesa:+d}</translation>
    </message>
    <message>
        <source>Initiative group (NPCs)</source>
        <translation>Grupo de iniciativa (PNJ)</translation>
    </message>
    <message>
        <source>NPCs of one group share a roll (setting d20.opponent_initiative_per_group).</source>
        <translation>Los PNJ de un mismo grupo comparten una tirada (ajuste d20.opponent_initiative_per_group).</translation>
    </message>
    <message>
        <source>{name}: the seed names it but gives no range; the app takes −5 to 20.</source>
        <translation>{name}: la semilla lo nombra pero no da rango; la aplicación usa de −5 a 20.</translation>
    </message>
    <message>
        <source>Added to the d20 attack roll.</source>
        <translation>Se suma a la tirada de ataque d20.</translation>
    </message>
    <message>
        <source>Defense (base)</source>
        <translation>Defensa (base)</translation>
    </message>
    <message>
        <source>Without armour&apos;s bonus.</source>
        <translation>Sin el bonificador de la armadura.</translation>
    </message>
    <message>
        <source>Initiative bonus (Agility + Alertness)</source>
        <translation>Bonificador de iniciativa (Agilidad + Alerta)</translation>
    </message>
    <message>
        <source>Added to 1 die at initiative.</source>
        <translation>Se suma a 1 dado en la iniciativa.</translation>
    </message>
    <message>
        <source>Defense (total)</source>
        <translation>Defensa (total)</translation>
    </message>
    <message>
        <source>armour.json (the app&apos;s own)</source>
        <translation>armour.json (propio de la aplicación)</translation>
    </message>
    <message>
        <source>Defense (base) + armour: what an attack must reach.</source>
        <translation>Defensa (base) + armadura: lo que debe alcanzar un ataque.</translation>
    </message>
    <message>
        <source>HP (maximum)</source>
        <translation>PV (máximo)</translation>
    </message>
    <message>
        <source>At 0 HP or less: down.</source>
        <translation>Con 0 PV o menos: caído.</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Derived values</source>
        <translation>Valores derivados</translation>
    </message>
    <message>
        <source>Carried; everyone can strike Unarmed.</source>
        <translation>Llevadas; todos pueden golpear Desarmado.</translation>
    </message>
    <message>
        <source>Each piece adds its bonus to Defense.</source>
        <translation>Cada pieza suma su bonificador a la Defensa.</translation>
    </message>
    <message>
        <source>Weapon {i} needs a name.</source>
        <translation>El arma {i} necesita un nombre.</translation>
    </message>
    <message>
        <source>{name} needs its damage dice (such as 1d8).</source>
        <translation>{name} necesita sus dados de daño (como 1d8).</translation>
    </message>
    <message>
        <source>{name}&apos;s damage: {exc}</source>
        <translation>Daño de {name}: {exc}</translation>
    </message>
    <message>
        <source>{name} is a melee or a ranged weapon (got {kind!r}).</source>
        <translation>{name} es un arma cuerpo a cuerpo o a distancia (recibido: {kind!r}).</translation>
    </message>
    <message>
        <source>Armour piece {i} needs a name.</source>
        <translation>La pieza de armadura {i} necesita un nombre.</translation>
    </message>
    <message>
        <source>{name}&apos;s Defense bonus must be a whole number from 0 to 20.</source>
        <translation>El bonificador de Defensa de {name} debe ser un número entero de 0 a 20.</translation>
    </message>
</context>
</TS>
