<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>yze</name>
    <message>
        <source>Mobility</source>
        <translation>Movilidad</translation>
    </message>
    <message>
        <source>Close Combat</source>
        <translation>Combate cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Ranged Combat</source>
        <translation>Combate a distancia</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>Observación</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Curación</translation>
    </message>
    <message>
        <source>YZE has no cost for {activity!r}</source>
        <translation>YZE no tiene coste para {activity!r}</translation>
    </message>
    <message>
        <source>you still move, but {names} gets a free melee attack that can&apos;t be blocked</source>
        <translation>aún te mueves, pero {names} obtiene un ataque cuerpo a cuerpo gratuito que no puede bloquearse</translation>
    </message>
    <message>
        <source>you still move, but {names} get a free melee attack that can&apos;t be blocked</source>
        <translation>aún te mueves, pero {names} obtienen un ataque cuerpo a cuerpo gratuito que no puede bloquearse</translation>
    </message>
    <message>
        <source>no actions</source>
        <translation>ninguna acción</translation>
    </message>
    <message>
        <source>1 slow or fast action</source>
        <translation>1 acción lenta o rápida</translation>
    </message>
    <message>
        <source>1 fast action</source>
        <translation>1 acción rápida</translation>
    </message>
    <message>
        <source>2 actions (one slow and one fast, or two fast)</source>
        <translation>2 acciones (una lenta y una rápida, o dos rápidas)</translation>
    </message>
    <message>
        <source>Help with a slow action</source>
        <translation>Ayudar en una acción lenta</translation>
    </message>
    <message>
        <source>Help with a fast action</source>
        <translation>Ayudar en una acción rápida</translation>
    </message>
    <message>
        <source>Declare it before the dice are rolled; it happens out of turn.</source>
        <translation>Decláralo antes de tirar los dados; ocurre fuera de turno.</translation>
    </message>
    <message>
        <source>Helping others</source>
        <translation>Ayudar a otros</translation>
    </message>
    <message>
        <source>There is no YZE action called {action_id!r}.</source>
        <translation>No existe ninguna acción de YZE llamada {action_id!r}.</translation>
    </message>
    <message>
        <source>Unknown barrier {unknown}; choose from {known}.</source>
        <translation>Barrera desconocida {unknown}; elige entre {known}.</translation>
    </message>
    <message>
        <source>Cover in {zname}</source>
        <translation>Cobertura en {zname}</translation>
    </message>
    <message>
        <source>no cover</source>
        <translation>sin cobertura</translation>
    </message>
    <message>
        <source>Cover in {zname}: {what}.</source>
        <translation>Cobertura en {zname}: {what}.</translation>
    </message>
    <message>
        <source>{name} is not prone: {what}.</source>
        <translation>{name} no está derribado: {what}.</translation>
    </message>
    <message>
        <source>{name} has no ranged weapon.</source>
        <translation>{name} no tiene arma a distancia.</translation>
    </message>
    <message>
        <source>A melee attack targets someone at Engaged range, not the zone {target!r}.</source>
        <translation>Un ataque cuerpo a cuerpo apunta a alguien a distancia Trabada, no a la zona {target!r}.</translation>
    </message>
    <message>
        <source>{target} is not at Engaged range of {name}.</source>
        <translation>{target} no está a distancia Trabada de {name}.</translation>
    </message>
    <message>
        <source>broken or dying</source>
        <translation>quebrado o moribundo</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>quebrado</translation>
    </message>
    <message>
        <source>{target} is not {need}.</source>
        <translation>{target} no está {need}.</translation>
    </message>
    <message>
        <source>Not on yourself.</source>
        <translation>No sobre uno mismo.</translation>
    </message>
    <message>
        <source>{target} is not in {name}&apos;s zone.</source>
        <translation>{target} no está en la zona de {name}.</translation>
    </message>
    <message>
        <source>Nobody {need} in {name}&apos;s zone.</source>
        <translation>Nadie {need} en la zona de {name}.</translation>
    </message>
    <message>
        <source>{enemies} is Engaged: retreat.</source>
        <translation>{enemies} está Trabado: retírate.</translation>
    </message>
    <message>
        <source>{enemies} are Engaged: retreat.</source>
        <translation>{enemies} están Trabados: retírate.</translation>
    </message>
    <message>
        <source>{name} is prone: crawl, or get up first.</source>
        <translation>{name} está derribado: arrástrate o levántate primero.</translation>
    </message>
    <message>
        <source>No active enemy is at Engaged range of {name}.</source>
        <translation>Ningún enemigo activo está a distancia Trabada de {name}.</translation>
    </message>
    <message>
        <source>No enemy at Engaged range can attack {name} in melee.</source>
        <translation>Ningún enemigo a distancia Trabada puede atacar a {name} cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>There is no cover in {zone_name}.</source>
        <translation>No hay cobertura en {zone_name}.</translation>
    </message>
    <message>
        <source>{target} is not cover in {zone_name}.</source>
        <translation>{target} no es cobertura en {zone_name}.</translation>
    </message>
    <message>
        <source>{name} is not grappling anyone.</source>
        <translation>{name} no está agarrando a nadie.</translation>
    </message>
    <message>
        <source>{name} is not grappled.</source>
        <translation>{name} no está agarrado.</translation>
    </message>
    <message>
        <source>{name} has no firearm.</source>
        <translation>{name} no tiene arma de fuego.</translation>
    </message>
    <message>
        <source>No vehicle for {name} here.</source>
        <translation>No hay ningún vehículo para {name} aquí.</translation>
    </message>
    <message>
        <source>{target} can&apos;t hear {name}.</source>
        <translation>{target} no puede oír a {name}.</translation>
    </message>
    <message>
        <source>No opponent within earshot of {name} (same or next zone).</source>
        <translation>Ningún oponente al alcance de la voz de {name} (misma zona o vecina).</translation>
    </message>
    <message>
        <source>{name} has no weapon with a telescopic sight.</source>
        <translation>{name} no tiene arma con mira telescópica.</translation>
    </message>
    <message>
        <source>{name} has no crossbow.</source>
        <translation>{name} no tiene ballesta.</translation>
    </message>
    <message>
        <source>{name} has no bow or sling.</source>
        <translation>{name} no tiene arco ni honda.</translation>
    </message>
    <message>
        <source>{name} has an enemy at Engaged range.</source>
        <translation>{name} tiene un enemigo a distancia Trabada.</translation>
    </message>
    <message>
        <source>open door or hatch</source>
        <translation>puerta o escotilla abierta</translation>
    </message>
    <message>
        <source>closed, unlocked door or hatch</source>
        <translation>puerta o escotilla cerrada y sin cerrojo</translation>
    </message>
    <message>
        <source>No {what} leads out of {zone_name}.</source>
        <translation>Ninguna {what} sale de {zone_name}.</translation>
    </message>
    <message>
        <source>No {what} leads to {target_name}.</source>
        <translation>Ninguna {what} lleva a {target_name}.</translation>
    </message>
    <message>
        <source>{name} is already prone.</source>
        <translation>{name} ya está derribado.</translation>
    </message>
    <message>
        <source>crawling needs you on the ground</source>
        <translation>arrastrarse exige estar en el suelo</translation>
    </message>
    <message>
        <source>already standing</source>
        <translation>ya está de pie</translation>
    </message>
    <message>
        <source>{name} is dead.</source>
        <translation>{name} está muerto.</translation>
    </message>
    <message>
        <source>Broken: no actions, no rolls.</source>
        <translation>Quebrado: ninguna acción, ninguna tirada.</translation>
    </message>
    <message>
        <source>{name} is grappling {held}: the only action is a grapple attack (or letting go).</source>
        <translation>{name} tiene agarrado a {held}: la única acción es un ataque de presa (o soltarlo).</translation>
    </message>
    <message>
        <source>{name} is grappled by {holders}: the only action is to break free.</source>
        <translation>{name} está agarrado por {holders}: la única acción es liberarse.</translation>
    </message>
    <message>
        <source>Free actions only on {name}&apos;s own turn.</source>
        <translation>Acciones libres solo en el turno de {name}.</translation>
    </message>
    <message>
        <source>Not {name}&apos;s turn: only out-of-turn actions (help, block) now.</source>
        <translation>No es el turno de {name}: ahora solo acciones fuera de turno (ayudar, bloquear).</translation>
    </message>
    <message>
        <source>{name} has no {cost} left this round (left: {left}).</source>
        <translation>A {name} no le queda {cost} en esta ronda (quedan: {left}).</translation>
    </message>
    <message>
        <source>{helper} helps {helped} with a slow action (out of turn, 1 slow action).</source>
        <translation>{helper} ayuda a {helped} en una acción lenta (fuera de turno, 1 acción lenta).</translation>
    </message>
    <message>
        <source>{helper} helps {helped} with a fast action (out of turn, 1 fast action).</source>
        <translation>{helper} ayuda a {helped} en una acción rápida (fuera de turno, 1 acción rápida).</translation>
    </message>
    <message>
        <source>Roll: {skill_condition}.</source>
        <translation>Tira: {skill_condition}.</translation>
    </message>
    <message>
        <source>GM judges: {prerequisite}.</source>
        <translation>El DJ decide: {prerequisite}.</translation>
    </message>
    <message>
        <source>{name}: Mobility</source>
        <translation>{name}: Movilidad</translation>
    </message>
    <message>
        <source>success</source>
        <translation>éxito</translation>
    </message>
    <message>
        <source>failure: {on_failure}</source>
        <translation>fallo: {on_failure}</translation>
    </message>
    <message>
        <source>{name} rolls Mobility ({why}): {roll} — {verdict}.</source>
        <translation>{name} tira Movilidad ({why}): {roll} — {verdict}.</translation>
    </message>
    <message>
        <source>{enemies} may make a free melee attack on {name}; it can&apos;t be blocked and costs no action.</source>
        <translation>{enemies} puede hacer un ataque cuerpo a cuerpo gratuito a {name}; no se puede bloquear y no cuesta acción.</translation>
    </message>
    <message>
        <source>Say whose attack is blocked.</source>
        <translation>Indica qué ataque se bloquea.</translation>
    </message>
    <message>
        <source>Say whom to help.</source>
        <translation>Indica a quién ayudar.</translation>
    </message>
    <message>
        <source>free action</source>
        <translation>acción libre</translation>
    </message>
    <message>
        <source>{name}: {action} → {target} ({cost}).</source>
        <translation>{name}: {action} → {target} ({cost}).</translation>
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
        <translation>{name}: {action} hasta la distancia Trabada de {place} ({cost}).</translation>
    </message>
    <message>
        <source>{name}: {action} towards {place} ({cost}).</source>
        <translation>{name}: {action} hacia {place} ({cost}).</translation>
    </message>
    <message>
        <source>{name}: {action} behind {place} ({cost}).</source>
        <translation>{name}: {action} detrás de {place} ({cost}).</translation>
    </message>
    <message>
        <source>Say where {name} moves: a zone (or someone in the zone to close in on).</source>
        <translation>Indica adónde se mueve {name}: una zona (o alguien de la zona al que acercarse).</translation>
    </message>
    <message>
        <source>{target} is not in {name}&apos;s zone; move to their zone first.</source>
        <translation>{target} no está en la zona de {name}; ve primero a su zona.</translation>
    </message>
    <message>
        <source>There is no zone {target!r}.</source>
        <translation>No existe la zona {target!r}.</translation>
    </message>
    <message>
        <source>Which door? It leads to {zones}.</source>
        <translation>¿Qué puerta? Lleva a {zones}.</translation>
    </message>
    <message>
        <source>Help costs a slow or a fast action, like the action it helps.</source>
        <translation>Ayudar cuesta una acción lenta o rápida, como la acción a la que ayuda.</translation>
    </message>
    <message>
        <source>{helper} helps {helped}</source>
        <translation>{helper} ayuda a {helped}</translation>
    </message>
    <message>
        <source>Nobody can help themselves.</source>
        <translation>Nadie puede ayudarse a sí mismo.</translation>
    </message>
    <message>
        <source>{helped} is dead.</source>
        <translation>{helped} está muerto.</translation>
    </message>
    <message>
        <source>Help for {name} used</source>
        <translation>Ayuda para {name} usada</translation>
    </message>
    <message>
        <source>{name} has already blocked {used} times this round (the most there is).</source>
        <translation>{name} ya ha bloqueado {used} veces en esta ronda (el máximo).</translation>
    </message>
    <message>
        <source>{name} has no action left this round to block with.</source>
        <translation>A {name} no le queda acción en esta ronda para bloquear.</translation>
    </message>
    <message>
        <source>That attack can&apos;t be blocked ({attack}).</source>
        <translation>Ese ataque no se puede bloquear ({attack}).</translation>
    </message>
    <message>
        <source>{name} is unarmed: unarmed, you can only block unarmed attacks by humanoids (unarmed blocking).</source>
        <translation>{name} está desarmado: desarmado, solo puedes bloquear ataques desarmados de humanoides (bloqueo desarmado).</translation>
    </message>
    <message>
        <source>{name} blocks {attacker}</source>
        <translation>{name} bloquea a {attacker}</translation>
    </message>
    <message>
        <source>{name} blocks</source>
        <translation>{name} bloquea</translation>
    </message>
    <message>
        <source>{name} blocks {attacker}&apos;s attack (out of turn, 1 action; {left} more block possible this round).</source>
        <translation>{name} bloquea el ataque de {attacker} (fuera de turno, 1 acción; puede bloquear {left} vez más en esta ronda).</translation>
    </message>
    <message>
        <source>{name} blocks {attacker}&apos;s attack (out of turn, 1 action; {left} more blocks possible this round).</source>
        <translation>{name} bloquea el ataque de {attacker} (fuera de turno, 1 acción; puede bloquear {left} veces más en esta ronda).</translation>
    </message>
    <message>
        <source>no modifiers</source>
        <translation>sin modificadores</translation>
    </message>
    <message>
        <source>{pool} dice ({base_dice} base; {mods})</source>
        <translation>{pool} dados ({base_dice} base; {mods})</translation>
    </message>
    <message>
        <source>unarmed</source>
        <translation>desarmado</translation>
    </message>
    <message>
        <source>with the {weapon_words}</source>
        <translation>con {weapon_words}</translation>
    </message>
    <message>
        <source>{damage_if_accepted} damage</source>
        <translation>{damage_if_accepted} de daño</translation>
    </message>
    <message>
        <source>{a}&apos;s attack on {t} ({what}) is rolled: {plural}; accepting deals {dmg} before armour — push or accept.</source>
        <translation>El ataque de {a} contra {t} ({what}) está tirado: {plural}; aceptar inflige {dmg} antes de la armadura — fuerza o acepta.</translation>
    </message>
    <message>
        <source>{t} wins the opposed overwatch roll and shoots first: {a}&apos;s shot waits.</source>
        <translation>{t} gana la tirada enfrentada de vigilancia y dispara primero: el disparo de {a} espera.</translation>
    </message>
    <message>
        <source>{a} can&apos;t find {t} in the dark: no attack.</source>
        <translation>{a} no encuentra a {t} en la oscuridad: no hay ataque.</translation>
    </message>
    <message>
        <source>{a} misses {t}.</source>
        <translation>{a} falla contra {t}.</translation>
    </message>
    <message>
        <source>{a} hits {t} ({special}): {effects}</source>
        <translation>{a} alcanza a {t} ({special}): {effects}</translation>
    </message>
    <message>
        <source>{table_id}.json has no row {row_id!r}</source>
        <translation>{table_id}.json no tiene la fila {row_id!r}</translation>
    </message>
    <message>
        <source>Unknown ammo mode {raw!r}; use count, supply or ammo_dice (ranged_combat.json).</source>
        <translation>Modo de munición desconocido {raw!r}; usa count, supply o ammo_dice (ranged_combat.json).</translation>
    </message>
    <message>
        <source>No action {action_id!r} in the action tables</source>
        <translation>Ninguna acción {action_id!r} en las tablas de acciones</translation>
    </message>
    <message>
        <source>An {weapon}</source>
        <translation>{weapon}</translation>
    </message>
    <message>
        <source>an {weapon}</source>
        <translation>{weapon}</translation>
    </message>
    <message>
        <source>A {weapon}</source>
        <translation>{weapon}</translation>
    </message>
    <message>
        <source>a {weapon}</source>
        <translation>{weapon}</translation>
    </message>
    <message>
        <source>{n} success</source>
        <translation>{n} éxito</translation>
    </message>
    <message>
        <source>{n} successes</source>
        <translation>{n} éxitos</translation>
    </message>
    <message>
        <source>{n} bane</source>
        <translation>{n} fallo</translation>
    </message>
    <message>
        <source>{n} banes</source>
        <translation>{n} fallos</translation>
    </message>
    <message>
        <source>{n} round</source>
        <translation>{n} ronda</translation>
    </message>
    <message>
        <source>{n} rounds</source>
        <translation>{n} rondas</translation>
    </message>
    <message>
        <source>{n} attack</source>
        <translation>{n} ataque</translation>
    </message>
    <message>
        <source>{n} attacks</source>
        <translation>{n} ataques</translation>
    </message>
    <message>
        <source>{n} stretch</source>
        <translation>{n} tramo</translation>
    </message>
    <message>
        <source>{n} stretches</source>
        <translation>{n} tramos</translation>
    </message>
    <message>
        <source>{n} shift</source>
        <translation>{n} turno</translation>
    </message>
    <message>
        <source>{n} shifts</source>
        <translation>{n} turnos</translation>
    </message>
    <message>
        <source>{n} day</source>
        <translation>{n} día</translation>
    </message>
    <message>
        <source>{n} days</source>
        <translation>{n} días</translation>
    </message>
    <message>
        <source>{n} timed effect</source>
        <translation>{n} efecto temporal</translation>
    </message>
    <message>
        <source>{n} timed effects</source>
        <translation>{n} efectos temporales</translation>
    </message>
    <message>
        <source>{name} is already dead.</source>
        <translation>{name} ya está muerto.</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage from {source} (no damage tracks loaded).</source>
        <translation>{name} sufre {amount} de daño de {source} (no hay registros de daño cargados).</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Condiciones</translation>
    </message>
    <message>
        <source>Critical injuries</source>
        <translation>Heridas críticas</translation>
    </message>
    <message>
        <source>Critical injuries ({attribute})</source>
        <translation>Heridas críticas ({attribute})</translation>
    </message>
    <message>
        <source>There is no weapon {weapon_id!r} in the weapon table (known: {known}).</source>
        <translation>No hay arma {weapon_id!r} en la tabla de armas (conocidas: {known}).</translation>
    </message>
    <message>
        <source>A weapon needs a {key!r} ({getattr}).</source>
        <translation>Un arma necesita {key!r} ({getattr}).</translation>
    </message>
    <message>
        <source>A weapon&apos;s id can&apos;t be empty.</source>
        <translation>El id de un arma no puede estar vacío.</translation>
    </message>
    <message>
        <source>Weapon range {range!r} is not a range band ({RANGE_ORDER}).</source>
        <translation>El alcance de arma {range!r} no es una categoría de alcance ({RANGE_ORDER}).</translation>
    </message>
    <message>
        <source>A weapon&apos;s skill is melee, ranged or mobility (thrown).</source>
        <translation>La habilidad de un arma es melee, ranged o mobility (arrojadiza).</translation>
    </message>
    <message>
        <source>A weapon&apos;s damage can&apos;t be negative.</source>
        <translation>El daño de un arma no puede ser negativo.</translation>
    </message>
    <message>
        <source>A weapon&apos;s {key} is a whole number or empty.</source>
        <translation>El campo {key} de un arma es un número entero o vacío.</translation>
    </message>
    <message>
        <source>A weapon&apos;s {key} can&apos;t be negative.</source>
        <translation>El campo {key} de un arma no puede ser negativo.</translation>
    </message>
    <message>
        <source>Weapon table: {name}</source>
        <translation>Tabla de armas: {name}</translation>
    </message>
    <message>
        <source>Weapon table: {name} {verb}.</source>
        <translation>Tabla de armas: {name} {verb}.</translation>
    </message>
    <message>
        <source>Unarmed can&apos;t be removed from the weapon table.</source>
        <translation>Desarmado no se puede quitar de la tabla de armas.</translation>
    </message>
    <message>
        <source>Weapon table: remove {name}</source>
        <translation>Tabla de armas: quitar {name}</translation>
    </message>
    <message>
        <source>Weapon table: {name} removed.</source>
        <translation>Tabla de armas: {name} quitada.</translation>
    </message>
    <message>
        <source>{name} doesn&apos;t carry {a}.</source>
        <translation>{name} no lleva {a}.</translation>
    </message>
    <message>
        <source>{name} holds the {name2}; drawing the {name3} first is a fast action.</source>
        <translation>{name} empuña {name2}; desenfundar {name3} antes es una acción rápida.</translation>
    </message>
    <message>
        <source>{name} draws {name2}</source>
        <translation>{name} desenfunda {name2}</translation>
    </message>
    <message>
        <source>draw the {name}</source>
        <translation>desenfundar {name}</translation>
    </message>
    <message>
        <source>{name} draws the {name2}</source>
        <translation>{name} desenfunda {name2}</translation>
    </message>
    <message>
        <source>{name} loads the {name2}</source>
        <translation>{name} carga {name2}</translation>
    </message>
    <message>
        <source>{name} reloads the {name2}</source>
        <translation>{name} recarga {name2}</translation>
    </message>
    <message>
        <source>load the {name}</source>
        <translation>cargar {name}</translation>
    </message>
    <message>
        <source>reload the {name}</source>
        <translation>recargar {name}</translation>
    </message>
    <message>
        <source>{title} ({fill} rounds) — {cost}.</source>
        <translation>{title} ({fill} balas) — {cost}.</translation>
    </message>
    <message>
        <source>{title} — {cost}.</source>
        <translation>{title} — {cost}.</translation>
    </message>
    <message>
        <source>{name} readies the {name2} ({cost}).</source>
        <translation>{name} prepara {name2} ({cost}).</translation>
    </message>
    <message>
        <source>{name} aims the {name2} ({cost}, +{value} to the next shot; the shot must wait for the next round).</source>
        <translation>{name} apunta con {name2} ({cost}, +{value} al próximo disparo; el disparo tiene que esperar a la próxima ronda).</translation>
    </message>
    <message>
        <source>{name} aims the {name2} ({cost}, +{value} to the next shot).</source>
        <translation>{name} apunta con {name2} ({cost}, +{value} al próximo disparo).</translation>
    </message>
    <message>
        <source>{name} takes overwatch towards {words} ({cost}).</source>
        <translation>{name} se pone en vigilancia hacia {words} ({cost}).</translation>
    </message>
    <message>
        <source>The {name} has no bonus to lower.</source>
        <translation>{name} no tiene bonificación que reducir.</translation>
    </message>
    <message>
        <source>Damage {name}&apos;s {name2}</source>
        <translation>Dañar {name2} de {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} bonus drops to +{new}</source>
        <translation>La bonificación de {name2} de {name} baja a +{new}</translation>
    </message>
    <message>
        <source> — it breaks (repair with Crafting).</source>
        <translation> — se rompe (repárala con Artesanía).</translation>
    </message>
    <message>
        <source>Repair {name}&apos;s {name2}</source>
        <translation>Reparar {name2} de {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} is repaired.</source>
        <translation>{name2} de {name} está reparada.</translation>
    </message>
    <message>
        <source>{name} is broken: no actions, no rolls.</source>
        <translation>{name} está quebrado: ninguna acción, ninguna tirada.</translation>
    </message>
    <message>
        <source>Not {name}&apos;s turn (it is {now}&apos;s).</source>
        <translation>No es el turno de {name} (es el de {now}).</translation>
    </message>
    <message>
        <source>{name} did something else</source>
        <translation>{name} hizo otra cosa</translation>
    </message>
    <message>
        <source>aim</source>
        <translation>puntería</translation>
    </message>
    <message>
        <source>overwatch</source>
        <translation>vigilancia</translation>
    </message>
    <message>
        <source>readied weapon</source>
        <translation>arma preparada</translation>
    </message>
    <message>
        <source>{why}: loses {lost}.</source>
        <translation>{why}: pierde {lost}.</translation>
    </message>
    <message>
        <source>{name} is hurt</source>
        <translation>{name} ha sido herido</translation>
    </message>
    <message>
        <source>{name} closes in on {target}</source>
        <translation>{name} se acerca a {target}</translation>
    </message>
    <message>
        <source>{name} closes to Engaged range with {target}.</source>
        <translation>{name} queda a distancia Trabada de {target}.</translation>
    </message>
    <message>
        <source>{name} is grappled by {holder}: they can&apos;t {activity}; their only action is to break free (slow action, opposed Close Combat).</source>
        <translation>{name} está agarrado por {holder}: no puede {activity}; su única acción es liberarse (acción lenta, Combate cuerpo a cuerpo enfrentado).</translation>
    </message>
    <message>
        <source>{name} is grappling {held}: their only actions are a grapple attack (fast) or letting go.</source>
        <translation>{name} tiene agarrado a {held}: sus únicas acciones son un ataque de presa (rápida) o soltarlo.</translation>
    </message>
    <message>
        <source>{grappler} is not grappling anyone.</source>
        <translation>{grappler} no está agarrando a nadie.</translation>
    </message>
    <message>
        <source>{grappler} lets go of {held}</source>
        <translation>{grappler} suelta a {held}</translation>
    </message>
    <message>
        <source>{grappler} lets go of {held}.</source>
        <translation>{grappler} suelta a {held}.</translation>
    </message>
    <message>
        <source>{name} tries to break free</source>
        <translation>{name} intenta liberarse</translation>
    </message>
    <message>
        <source>break free</source>
        <translation>liberarse</translation>
    </message>
    <message>
        <source>{name}: break free</source>
        <translation>{name}: liberarse</translation>
    </message>
    <message>
        <source>{holder}: hold on</source>
        <translation>{holder}: sujetar</translation>
    </message>
    <message>
        <source>{name} tries to break free from {holder}: {mine}{mods_text} against {theirs}{mods_text2} — </source>
        <translation>{name} intenta liberarse de {holder}: {mine}{mods_text} contra {theirs}{mods_text2} — </translation>
    </message>
    <message>
        <source>still held.</source>
        <translation>sigue sujeto.</translation>
    </message>
    <message>
        <source>A ranged sneak attack only counts as surprising (no +3).</source>
        <translation>Un ataque furtivo a distancia solo cuenta como sorpresa (sin +3).</translation>
    </message>
    <message>
        <source>{attacker} can&apos;t attack themselves.</source>
        <translation>{attacker} no puede atacarse a sí mismo.</translation>
    </message>
    <message>
        <source>{target} is dead.</source>
        <translation>{target} está muerto.</translation>
    </message>
    <message>
        <source>{a} can&apos;t be thrown.</source>
        <translation>{a} no se puede arrojar.</translation>
    </message>
    <message>
        <source>A grapple attack is unarmed; {attacker} can&apos;t use {a}.</source>
        <translation>Un ataque de presa es desarmado; {attacker} no puede usar {a}.</translation>
    </message>
    <message>
        <source>{attacker} already holds {held}; only a grapple attack is possible.</source>
        <translation>{attacker} ya tiene agarrado a {held}; solo es posible un ataque de presa.</translation>
    </message>
    <message>
        <source>Grapple attack: a normal unarmed attack, but a fast action that can&apos;t be blocked.</source>
        <translation>Ataque de presa: un ataque desarmado normal, pero una acción rápida que no se puede bloquear.</translation>
    </message>
    <message>
        <source>{attacker} doesn&apos;t carry {a}.</source>
        <translation>{attacker} no lleva {a}.</translation>
    </message>
    <message>
        <source>{attacker} holds the {name}; drawing the {name2} first is a fast action.</source>
        <translation>{attacker} empuña {name}; desenfundar {name2} antes es una acción rápida.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s {name} is broken (repair it with Crafting).</source>
        <translation>{name} de {attacker} está rota (repárala con Artesanía).</translation>
    </message>
    <message>
        <source>Unknown special attack {special!r} (choose {SPECIAL_ATTACKS}).</source>
        <translation>Ataque especial desconocido {special!r} (elige {SPECIAL_ATTACKS}).</translation>
    </message>
    <message>
        <source>{name} is only possible fighting unarmed.</source>
        <translation>{name} solo es posible luchando desarmado.</translation>
    </message>
    <message>
        <source>{name} is a melee attack.</source>
        <translation>{name} es un ataque cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>{target} holds nothing to take.</source>
        <translation>{target} no empuña nada que quitarle.</translation>
    </message>
    <message>
        <source>{name} bonus</source>
        <translation>Bonificación de {name}</translation>
    </message>
    <message>
        <source>crit threshold {crit_threshold} (that much damage is a critical)</source>
        <translation>umbral de crítico {crit_threshold} (ese daño es un crítico)</translation>
    </message>
    <message>
        <source>crit die {crit_die}</source>
        <translation>dado de crítico {crit_die}</translation>
    </message>
    <message>
        <source>Attacker prone</source>
        <translation>Atacante derribado</translation>
    </message>
    <message>
        <source>Target prone</source>
        <translation>Objetivo derribado</translation>
    </message>
    <message>
        <source>Target helpless</source>
        <translation>Objetivo indefenso</translation>
    </message>
    <message>
        <source>A diving blow is an unarmed attack.</source>
        <translation>Un golpe en plancha es un ataque desarmado.</translation>
    </message>
    <message>
        <source>Diving blow</source>
        <translation>Golpe en plancha</translation>
    </message>
    <message>
        <source>Sneak attack</source>
        <translation>Ataque furtivo</translation>
    </message>
    <message>
        <source>Total darkness</source>
        <translation>Oscuridad total</translation>
    </message>
    <message>
        <source>Engaged, helpless target</source>
        <translation>Objetivo indefenso a distancia Trabada</translation>
    </message>
    <message>
        <source>Target unseen</source>
        <translation>Objetivo no visible</translation>
    </message>
    <message>
        <source>Aimed with a scope</source>
        <translation>Apuntado con mira telescópica</translation>
    </message>
    <message>
        <source>Aimed shot</source>
        <translation>Disparo apuntado</translation>
    </message>
    <message>
        <source>In total darkness no one can hit a target at Medium range or farther.</source>
        <translation>En la oscuridad total nadie puede alcanzar un objetivo a distancia Media o más.</translation>
    </message>
    <message>
        <source>Total darkness at Short range: a successful Observation roll (no action) comes first.</source>
        <translation>Oscuridad total a distancia Corta: primero hay que superar una tirada de Observación (sin acción).</translation>
    </message>
    <message>
        <source>Only melee attacks can be blocked.</source>
        <translation>Solo se pueden bloquear ataques cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>A melee sneak attack can&apos;t be blocked.</source>
        <translation>Un ataque furtivo cuerpo a cuerpo no se puede bloquear.</translation>
    </message>
    <message>
        <source>A grapple attack can&apos;t be blocked.</source>
        <translation>Un ataque de presa no se puede bloquear.</translation>
    </message>
    <message>
        <source>The free attack on a failed retreat can&apos;t be blocked.</source>
        <translation>El ataque gratuito contra una retirada fallida no se puede bloquear.</translation>
    </message>
    <message>
        <source>{attacker} is not in overwatch.</source>
        <translation>{attacker} no está en vigilancia.</translation>
    </message>
    <message>
        <source>{target} is not in the direction {attacker} is watching ({direction}).</source>
        <translation>{target} no está en la dirección que vigila {attacker} ({direction}).</translation>
    </message>
    <message>
        <source>Full auto is for firearms.</source>
        <translation>El fuego automático es para armas de fuego.</translation>
    </message>
    <message>
        <source>The {name} can&apos;t fire full auto (mark it in the weapon table).</source>
        <translation>{name} no dispara en automático (márcalo en la tabla de armas).</translation>
    </message>
    <message>
        <source>Allowed.</source>
        <translation>Permitido.</translation>
    </message>
    <message>
        <source>{target} is at {band} range; melee needs Engaged range (closing in is a fast action; a barrier must be crossed first).</source>
        <translation>{target} está a distancia {band}; el cuerpo a cuerpo exige distancia Trabada (acercarse es una acción rápida; antes hay que superar la barrera).</translation>
    </message>
    <message>
        <source>{target} is at {band} range, beyond the {name}&apos;s {weapon_band} range.</source>
        <translation>{target} está a distancia {band}, más allá del alcance {weapon_band} de {name}.</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no {missing}: counted as 0 — fill in the sheet.</source>
        <translation>La hoja de {name} no tiene {missing}: cuenta como 0 — rellena la hoja.</translation>
    </message>
    <message>
        <source>Dim light ({where})</source>
        <translation>Luz tenue ({where})</translation>
    </message>
    <message>
        <source>Dark zone ({where})</source>
        <translation>Zona mal iluminada ({where})</translation>
    </message>
    <message>
        <source>setting yze.dark_zone_ranged_modifier</source>
        <translation>ajuste yze.dark_zone_ranged_modifier</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} is not readied (a fast action; lost on anything but shooting or aiming).</source>
        <translation>{name2} de {name} no está preparada (acción rápida; se pierde con cualquier cosa que no sea disparar o apuntar).</translation>
    </message>
    <message>
        <source>loading it</source>
        <translation>cargarla</translation>
    </message>
    <message>
        <source>reloading it</source>
        <translation>recargarla</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} is empty ({what} is a slow action).</source>
        <translation>{name2} de {name} está vacía ({what} es una acción lenta).</translation>
    </message>
    <message>
        <source>Ammo dice are for firearms in ammo-dice mode.</source>
        <translation>Los dados de munición son para armas de fuego en el modo de dados de munición.</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} is empty (reloading is a slow action).</source>
        <translation>{name2} de {name} está vacía (recargar es una acción lenta).</translation>
    </message>
    <message>
        <source>{name} is out of ammunition for the {name2}.</source>
        <translation>{name} se ha quedado sin munición para {name2}.</translation>
    </message>
    <message>
        <source>A negative number of ammo dice makes no sense.</source>
        <translation>Un número negativo de dados de munición no tiene sentido.</translation>
    </message>
    <message>
        <source>The {name} has no Rate of Fire (set rof in the weapon table).</source>
        <translation>{name} no tiene Cadencia de fuego (pon rof en la tabla de armas).</translation>
    </message>
    <message>
        <source>At most {cap} ammo dice (the lower of RoF {rof} and rounds left − 1).</source>
        <translation>Como máximo {cap} dados de munición (el menor entre la cadencia {rof} y las balas que quedan − 1).</translation>
    </message>
    <message>
        <source>Ammo dice are only used in ammo-dice mode (setting yze.ammo_mode).</source>
        <translation>Los dados de munición solo se usan en el modo de dados de munición (ajuste yze.ammo_mode).</translation>
    </message>
    <message>
        <source>counted as 0</source>
        <translation>cuenta como 0</translation>
    </message>
    <message>
        <source>can&apos;t roll the block</source>
        <translation>no puede tirar el bloqueo</translation>
    </message>
    <message>
        <source>{defender} is broken and can&apos;t block.</source>
        <translation>{defender} está quebrado y no puede bloquear.</translation>
    </message>
    <message>
        <source>{attacker} gropes for {target} in total darkness: {look}{mods_text} — found.</source>
        <translation>{attacker} busca a tientas a {target} en la oscuridad total: {look}{mods_text} — encontrado.</translation>
    </message>
    <message>
        <source>{attacker} gropes for {target} in total darkness: {look}{mods_text} — can&apos;t find {target}; no attack.</source>
        <translation>{attacker} busca a tientas a {target} en la oscuridad total: {look}{mods_text} — no encuentra a {target}; no hay ataque.</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>atacar</translation>
    </message>
    <message>
        <source>disarm</source>
        <translation>desarmar</translation>
    </message>
    <message>
        <source>knock down</source>
        <translation>derribar</translation>
    </message>
    <message>
        <source>shove</source>
        <translation>empujar</translation>
    </message>
    <message>
        <source>grapple</source>
        <translation>agarrar</translation>
    </message>
    <message>
        <source>{attacker}: {what} vs {target}</source>
        <translation>{attacker}: {what} vs {target}</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} unarmed ({special}): {dice} → {roll}.</source>
        <translation>{attacker} ataca a {target} desarmado ({special}): {dice} → {roll}.</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} unarmed: {dice} → {roll}.</source>
        <translation>{attacker} ataca a {target} desarmado: {dice} → {roll}.</translation>
    </message>
    <message>
        <source>{attacker} shoots at {target} with a {weapon}: {dice} → {roll}.</source>
        <translation>{attacker} dispara a {target} con {weapon}: {dice} → {roll}.</translation>
    </message>
    <message>
        <source>{attacker} throws at {target} with a {weapon}: {dice} → {roll}.</source>
        <translation>{attacker} arroja {weapon} contra {target}: {dice} → {roll}.</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} with a {weapon} ({special}): {dice} → {roll}.</source>
        <translation>{attacker} ataca a {target} con {weapon} ({special}): {dice} → {roll}.</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} with a {weapon}: {dice} → {roll}.</source>
        <translation>{attacker} ataca a {target} con {weapon}: {dice} → {roll}.</translation>
    </message>
    <message>
        <source>{roll}; ammo dice {dice}</source>
        <translation>{roll}; dados de munición {dice}</translation>
    </message>
    <message>
        <source>Diving blow: {fallers} fall prone.</source>
        <translation>Golpe en plancha: {fallers} caen al suelo.</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} y {b}</translation>
    </message>
    <message>
        <source>Diving blow: {fallers} falls prone.</source>
        <translation>Golpe en plancha: {fallers} cae al suelo.</translation>
    </message>
    <message>
        <source>{name}: {parts} (other ratings).</source>
        <translation>{name}: {parts} (otras características).</translation>
    </message>
    <message>
        <source>{a} hits {t} unarmed: {damage} damage, {damage_taken} got through.</source>
        <translation>{a} golpea a {t} desarmado: {damage} de daño, {damage_taken} pasaron.</translation>
    </message>
    <message>
        <source>{a} hits {t} with the {weapon}: {damage} damage, {damage_taken} got through.</source>
        <translation>{a} golpea a {t} con {weapon}: {damage} de daño, {damage_taken} pasaron.</translation>
    </message>
    <message>
        <source>With ammo dice, full auto is rolled with ammo dice (ammo dice).</source>
        <translation>Con dados de munición, el fuego automático se tira con dados de munición (dados de munición).</translation>
    </message>
    <message>
        <source>{defender} is unarmed: blocking an armed attack needs a weapon or sturdy tool (unarmed blocking).</source>
        <translation>{defender} está desarmado: bloquear un ataque armado exige un arma o una herramienta resistente (bloqueo desarmado).</translation>
    </message>
    <message>
        <source>{defender} is unarmed: blocking an animal&apos;s attack needs a weapon or sturdy tool (unarmed blocking).</source>
        <translation>{defender} está desarmado: bloquear el ataque de un animal exige un arma o una herramienta resistente (bloqueo desarmado).</translation>
    </message>
    <message>
        <source>{defender} has no action left this round to block.</source>
        <translation>A {defender} no le queda acción en esta ronda para bloquear.</translation>
    </message>
    <message>
        <source>An attack has no option {unknown!r}.</source>
        <translation>Un ataque no tiene la opción {unknown!r}.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s last attack is still open: push it or accept it first.</source>
        <translation>El último ataque de {attacker} sigue abierto: fuérzalo o acéptalo primero.</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} ataca a {target}</translation>
    </message>
    <message>
        <source>{attacker}: spot {target}</source>
        <translation>{attacker}: localizar a {target}</translation>
    </message>
    <message>
        <source>shoot in overwatch</source>
        <translation>disparar en vigilancia</translation>
    </message>
    <message>
        <source>{attacker} shoots outside overwatch and loses it.</source>
        <translation>{attacker} dispara fuera de la vigilancia y la pierde.</translation>
    </message>
    <message>
        <source>{attacker} attacks in melee</source>
        <translation>{attacker} ataca cuerpo a cuerpo</translation>
    </message>
    <message>
        <source> ({cost}).</source>
        <translation> ({cost}).</translation>
    </message>
    <message>
        <source>{name} has no {cost} left to {what} (left: {left}).</source>
        <translation>A {name} no le queda {cost} para {what} (quedan: {left}).</translation>
    </message>
    <message>
        <source>{attacker} has no {cost} left this round (left: {left}).</source>
        <translation>A {attacker} no le queda {cost} en esta ronda (quedan: {left}).</translation>
    </message>
    <message>
        <source>{target} is attacked in melee and loses overwatch.</source>
        <translation>{target} es atacado cuerpo a cuerpo y pierde la vigilancia.</translation>
    </message>
    <message>
        <source>{target}: block</source>
        <translation>{target}: bloquear</translation>
    </message>
    <message>
        <source>{target} blocks: {roll_b}{mods_text}.</source>
        <translation>{target} bloquea: {roll_b}{mods_text}.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s {weapon_name} lands in {zone_name}.</source>
        <translation>{weapon_name} de {attacker} cae en {zone_name}.</translation>
    </message>
    <message>
        <source>That attack is no longer open: it was accepted already, or undone.</source>
        <translation>Ese ataque ya no está abierto: ya se aceptó o se deshizo.</translation>
    </message>
    <message>
        <source>Push attack</source>
        <translation>Forzar ataque</translation>
    </message>
    <message>
        <source>A roll can be pushed only once.</source>
        <translation>Una tirada solo se puede forzar una vez.</translation>
    </message>
    <message>
        <source>This roll can&apos;t be pushed.</source>
        <translation>Esta tirada no se puede forzar.</translation>
    </message>
    <message>
        <source>{attacker} pushes the attack on {target}: {pushed}.</source>
        <translation>{attacker} fuerza el ataque contra {target}: {pushed}.</translation>
    </message>
    <message>
        <source>{name}&apos;s push shows {plural} (no damage tracks loaded).</source>
        <translation>La tirada forzada de {name} muestra {plural} (no hay registros de daño cargados).</translation>
    </message>
    <message>
        <source>Resolve attack</source>
        <translation>Resolver ataque</translation>
    </message>
    <message>
        <source>{target}&apos;s block cancels {min} of {plural}.</source>
        <translation>El bloqueo de {target} anula {min} de {plural}.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s {weapon}</source>
        <translation>{weapon} de {attacker}</translation>
    </message>
    <message>
        <source>Ammo dice add {bonus} damage.</source>
        <translation>Los dados de munición suman {bonus} de daño.</translation>
    </message>
    <message>
        <source>{target} is hit for {damage} damage</source>
        <translation>{target} recibe {damage} de daño</translation>
    </message>
    <message>
        <source>, {taken} after protection.</source>
        <translation>, {taken} tras la protección.</translation>
    </message>
    <message>
        <source>Extra hit (ammo dice) on {other}: {dmg2} damage, {taken2} after protection.</source>
        <translation>Impacto extra (dados de munición) en {other}: {dmg2} de daño, {taken2} tras la protección.</translation>
    </message>
    <message>
        <source>{attacker} misses {target}.</source>
        <translation>{attacker} falla contra {target}.</translation>
    </message>
    <message>
        <source>The burst ends.</source>
        <translation>La ráfaga termina.</translation>
    </message>
    <message>
        <source>Hit: {attacker} may fire again ({attacks} of {max_attacks}).</source>
        <translation>Impacto: {attacker} puede volver a disparar ({attacks} de {max_attacks}).</translation>
    </message>
    <message>
        <source>{attacker}&apos;s attack on {target} is resolved.</source>
        <translation>El ataque de {attacker} contra {target} está resuelto.</translation>
    </message>
    <message>
        <source>An extra hit must land on {target} or someone in the same zone; {n} is not.</source>
        <translation>Un impacto extra debe alcanzar a {target} o a alguien de la misma zona; {n} no lo está.</translation>
    </message>
    <message>
        <source>A disarmed item can be thrown only into an adjacent zone.</source>
        <translation>Un objeto desarmado solo se puede arrojar a una zona adyacente.</translation>
    </message>
    <message>
        <source>{attacker} tears the {name} from {target} and throws it into {disarm_throw_to_name}.</source>
        <translation>{attacker} le arrebata {name} a {target} y lo arroja a {disarm_throw_to_name}.</translation>
    </message>
    <message>
        <source>{attacker} tears the {name} from {target} and keeps it.</source>
        <translation>{attacker} le arrebata {name} a {target} y se lo queda.</translation>
    </message>
    <message>
        <source>{attacker} tears the {name} from {target}; it falls to the ground.</source>
        <translation>{attacker} le arrebata {name} a {target}; cae al suelo.</translation>
    </message>
    <message>
        <source>{attacker} knocks {target} to the ground.</source>
        <translation>{attacker} derriba a {target}.</translation>
    </message>
    <message>
        <source>{attacker} shoves {target} out to Short range.</source>
        <translation>{attacker} empuja a {target} hasta distancia Corta.</translation>
    </message>
    <message>
        <source>{target} drops the {name}.</source>
        <translation>{target} suelta {name}.</translation>
    </message>
    <message>
        <source>{target} is grappled</source>
        <translation>{target} es agarrado</translation>
    </message>
    <message>
        <source>{attacker} grapples {target}: both fall prone; {target} can&apos;t move and can only try to break free.</source>
        <translation>{attacker} agarra a {target}: ambos caen al suelo; {target} no puede moverse y solo puede intentar liberarse.</translation>
    </message>
    <message>
        <source>{name}: ammo dice</source>
        <translation>{name}: dados de munición</translation>
    </message>
    <message>
        <source>{name} fires {plural}</source>
        <translation>{name} dispara {plural}</translation>
    </message>
    <message>
        <source>; {bullets} left</source>
        <translation>; quedan {bullets}</translation>
    </message>
    <message>
        <source> — the magazine is empty.</source>
        <translation> — el cargador está vacío.</translation>
    </message>
    <message>
        <source>Ammunition: {name}&apos;s {name2}</source>
        <translation>Munición: {name2} de {name}</translation>
    </message>
    <message>
        <source>Rounds can&apos;t be negative.</source>
        <translation>Las balas no pueden ser negativas.</translation>
    </message>
    <message>
        <source>{bullets} rounds</source>
        <translation>{bullets} balas</translation>
    </message>
    <message>
        <source>A supply rating can&apos;t be negative.</source>
        <translation>Un valor de suministro no puede ser negativo.</translation>
    </message>
    <message>
        <source>supply {supply}</source>
        <translation>suministro {supply}</translation>
    </message>
    <message>
        <source>{name}&apos;s {weapon}: {changes}.</source>
        <translation>{weapon} de {name}: {changes}.</translation>
    </message>
    <message>
        <source>{name}&apos;s {weapon}: unchanged.</source>
        <translation>{weapon} de {name}: sin cambios.</translation>
    </message>
    <message>
        <source>{name}: supply roll</source>
        <translation>{name}: tirada de suministro</translation>
    </message>
    <message>
        <source>{name}&apos;s ammunition for the {name2} is not tracked (no supply rating).</source>
        <translation>La munición de {name} para {name2} no se lleva (sin valor de suministro).</translation>
    </message>
    <message>
        <source>{name}: supply ({name2})</source>
        <translation>{name}: suministro ({name2})</translation>
    </message>
    <message>
        <source>{name}&apos;s supply roll for the {name2}: {roll}; supply {rating} → {new}</source>
        <translation>Tirada de suministro de {name} para {name2}: {roll}; suministro {rating} → {new}</translation>
    </message>
    <message>
        <source> — out of ammunition.</source>
        <translation> — sin munición.</translation>
    </message>
    <message>
        <source>{a} is not reloaded (only firearms and crossbows).</source>
        <translation>{a} no se recarga (solo armas de fuego y ballestas).</translation>
    </message>
    <message>
        <source>How many rounds does the {name} hold? Give bullets= or set its magazine in the weapon table.</source>
        <translation>¿Cuántas balas caben en {name}? Indica bullets= o pon su cargador en la tabla de armas.</translation>
    </message>
    <message>
        <source>A {name} is not a crossbow.</source>
        <translation>{name} no es una ballesta.</translation>
    </message>
    <message>
        <source>ready a weapon</source>
        <translation>preparar un arma</translation>
    </message>
    <message>
        <source>{a} needs no readying.</source>
        <translation>{a} no necesita prepararse.</translation>
    </message>
    <message>
        <source>{name} readies the {name2}</source>
        <translation>{name} prepara {name2}</translation>
    </message>
    <message>
        <source>{name} readies a weapon</source>
        <translation>{name} prepara un arma</translation>
    </message>
    <message>
        <source>ready the {name}</source>
        <translation>preparar {name}</translation>
    </message>
    <message>
        <source>{retreater}&apos;s failed retreat</source>
        <translation>retirada fallida de {retreater}</translation>
    </message>
    <message>
        <source>{attacker} has no free attack on {target}: it comes with {target}&apos;s failed retreat from {attacker} (retreat).</source>
        <translation>{attacker} no tiene ataque gratuito contra {target}: llega con la retirada fallida de {target} ante {attacker} (retirarse).</translation>
    </message>
    <message>
        <source>The free attack on a failed retreat is a melee attack.</source>
        <translation>El ataque gratuito contra una retirada fallida es un ataque cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>{attacker} has no burst going on that may continue (it needs a hit).</source>
        <translation>{attacker} no tiene ninguna ráfaga en curso que pueda continuar (requiere un impacto).</translation>
    </message>
    <message>
        <source>The burst goes on with the {name}.</source>
        <translation>La ráfaga continúa con {name}.</translation>
    </message>
    <message>
        <source>{attacker} holds overwatch towards {direction}.</source>
        <translation>{attacker} mantiene la vigilancia hacia {direction}.</translation>
    </message>
    <message>
        <source>{target} is in overwatch too: an opposed Ranged Combat roll first.</source>
        <translation>{target} también está en vigilancia: primero una tirada enfrentada de Combate a distancia.</translation>
    </message>
    <message>
        <source>{target} failed to retreat from {attacker}: a free attack.</source>
        <translation>{target} no logró retirarse de {attacker}: un ataque gratuito.</translation>
    </message>
    <message>
        <source>The burst may go on: attack {attacks} of {max_attacks}.</source>
        <translation>La ráfaga puede continuar: ataque {attacks} de {max_attacks}.</translation>
    </message>
    <message>
        <source>The opposed overwatch roll comes with an overwatch shot.</source>
        <translation>La tirada enfrentada de vigilancia va con un disparo en vigilancia.</translation>
    </message>
    <message>
        <source>{target} is not in overwatch towards {attacker}: no opposed roll.</source>
        <translation>{target} no está en vigilancia hacia {attacker}: no hay tirada enfrentada.</translation>
    </message>
    <message>
        <source>{target} won the opposed overwatch roll: {target}&apos;s shot goes first.</source>
        <translation>{target} ganó la tirada enfrentada de vigilancia: el disparo de {target} va primero.</translation>
    </message>
    <message>
        <source>{attacker} takes the free attack on {target}&apos;s failed retreat (out of turn, no action, can&apos;t be blocked).</source>
        <translation>{attacker} hace el ataque gratuito contra la retirada fallida de {target} (fuera de turno, sin acción, no se puede bloquear).</translation>
    </message>
    <message>
        <source>{target} shoots first: make {target}&apos;s overwatch shot at {attacker}, then {attacker}&apos;s (no action spent yet).</source>
        <translation>{target} dispara primero: haz el disparo en vigilancia de {target} a {attacker} y luego el de {attacker} (aún no se ha gastado ninguna acción).</translation>
    </message>
    <message>
        <source>{attacker} is not firing a burst.</source>
        <translation>{attacker} no está disparando una ráfaga.</translation>
    </message>
    <message>
        <source>{attacker} stops firing</source>
        <translation>{attacker} deja de disparar</translation>
    </message>
    <message>
        <source>{attacker}&apos;s burst ends after {plural}.</source>
        <translation>La ráfaga de {attacker} termina tras {plural}.</translation>
    </message>
    <message>
        <source>{name} needs a ranged weapon to aim (holding: {name2}).</source>
        <translation>{name} necesita un arma a distancia para apuntar (empuña: {name2}).</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} has no telescopic sight (mark it in the weapon table).</source>
        <translation>{name2} de {name} no tiene mira telescópica (márcala en la tabla de armas).</translation>
    </message>
    <message>
        <source>{name} aims</source>
        <translation>{name} apunta</translation>
    </message>
    <message>
        <source>take overwatch</source>
        <translation>ponerse en vigilancia</translation>
    </message>
    <message>
        <source>Overwatch needs a ranged weapon; {name} holds {a}.</source>
        <translation>La vigilancia exige un arma a distancia; {name} empuña {a}.</translation>
    </message>
    <message>
        <source>{name} can&apos;t take overwatch with an enemy at Engaged range ({engaged_enemies}).</source>
        <translation>{name} no puede ponerse en vigilancia con un enemigo a distancia Trabada ({engaged_enemies}).</translation>
    </message>
    <message>
        <source>Overwatch needs a direction.</source>
        <translation>La vigilancia necesita una dirección.</translation>
    </message>
    <message>
        <source>{name} takes overwatch</source>
        <translation>{name} se pone en vigilancia</translation>
    </message>
    <message>
        <source>{name} is not in overwatch.</source>
        <translation>{name} no está en vigilancia.</translation>
    </message>
    <message>
        <source>{name} leaves overwatch</source>
        <translation>{name} deja la vigilancia</translation>
    </message>
    <message>
        <source>{name} leaves overwatch.</source>
        <translation>{name} deja la vigilancia.</translation>
    </message>
    <message>
        <source>{who} is not in overwatch.</source>
        <translation>{who} no está en vigilancia.</translation>
    </message>
    <message>
        <source>Overwatch duel: {a} and {b}</source>
        <translation>Duelo de vigilancia: {a} y {b}</translation>
    </message>
    <message>
        <source>{a}: overwatch duel</source>
        <translation>{a}: duelo de vigilancia</translation>
    </message>
    <message>
        <source>{b}: overwatch duel</source>
        <translation>{b}: duelo de vigilancia</translation>
    </message>
    <message>
        <source>Overwatch duel: {a} {ra}{mods_text} against {b} {rb}{mods_text2} — </source>
        <translation>Duelo de vigilancia: {a} {ra}{mods_text} contra {b} {rb}{mods_text2} — </translation>
    </message>
    <message>
        <source>{first} shoots first.</source>
        <translation>{first} dispara primero.</translation>
    </message>
    <message>
        <source>a tie: both shots go off together.</source>
        <translation>empate: los dos disparos salen a la vez.</translation>
    </message>
    <message>
        <source>{name} takes another action</source>
        <translation>{name} hace otra acción</translation>
    </message>
    <message>
        <source>the chosen direction</source>
        <translation>la dirección elegida</translation>
    </message>
    <message>
        <source>{name}&apos;s overwatch ends: it is their turn again.</source>
        <translation>La vigilancia de {name} termina: vuelve a ser su turno.</translation>
    </message>
    <message>
        <source>Initiative cards</source>
        <translation>Cartas de iniciativa</translation>
    </message>
    <message>
        <source>slow action</source>
        <translation>acción lenta</translation>
    </message>
    <message>
        <source>fast action</source>
        <translation>acción rápida</translation>
    </message>
    <message>
        <source>Card {card}</source>
        <translation>Carta {card}</translation>
    </message>
    <message>
        <source> (deck {deck})</source>
        <translation> (mazo {deck})</translation>
    </message>
    <message>
        <source>A second deck is in play: on equal numbers the lower deck acts first.</source>
        <translation>Hay un segundo mazo en juego: con números iguales actúa primero el mazo más bajo.</translation>
    </message>
    <message>
        <source>Pick two cards of the initiative order.</source>
        <translation>Elige dos cartas del orden de iniciativa.</translation>
    </message>
    <message>
        <source>{side} conditions</source>
        <translation>Condiciones ({side})</translation>
    </message>
    <message>
        <source>−1 per condition to rolls of that kind; a fourth breaks you</source>
        <translation>−1 por condición a las tiradas de ese tipo; la cuarta te quiebra</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>lethal, {get}</source>
        <translation>letal, {get}</translation>
    </message>
    <message>
        <source>{days_left} days to heal</source>
        <translation>{days_left} días para curarse</translation>
    </message>
    <message>
        <source>Death roll due</source>
        <translation>Tirada de muerte pendiente</translation>
    </message>
    <message>
        <source>Roll Stamina now (a failure kills).</source>
        <translation>Tira Aguante ahora (un fallo mata).</translation>
    </message>
    <message>
        <source>Skill modifiers</source>
        <translation>Modificadores de habilidad</translation>
    </message>
    <message>
        <source>The {track_id} track can&apos;t be changed by hand.</source>
        <translation>El registro {track_id} no se puede cambiar a mano.</translation>
    </message>
    <message>
        <source>{name} recovers {value}</source>
        <translation>{name} recupera {value}</translation>
    </message>
    <message>
        <source>seed 000</source>
        <translation>semilla 000</translation>
    </message>
    <message>
        <source>{skill} is not a YZE skill: roll it at the table.</source>
        <translation>{skill} no es una habilidad de YZE: tírala en la mesa.</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no {missing}: fill it in or roll at the table.</source>
        <translation>La hoja de {name} no tiene {missing}: rellénala o tira en la mesa.</translation>
    </message>
    <message>
        <source>roll {label}</source>
        <translation>tirar {label}</translation>
    </message>
    <message>
        <source>{name} rolls {label}</source>
        <translation>{name} tira {label}</translation>
    </message>
    <message>
        <source>{name} rolls {label} ({text}): {faces} — {verdict}</source>
        <translation>{name} tira {label} ({text}): {faces} — {verdict}</translation>
    </message>
    <message>
        <source>{name}: {skill} roll</source>
        <translation>{name}: tirada de {skill}</translation>
    </message>
    <message>
        <source>Target blocks</source>
        <translation>El objetivo bloquea</translation>
    </message>
    <message>
        <source>Opposed Close Combat roll (fast action)</source>
        <translation>Tirada enfrentada de Combate cuerpo a cuerpo (acción rápida)</translation>
    </message>
    <message>
        <source>+3 in melee, can&apos;t be blocked; roll Stealth first (GM tools ▸ Sneak attack: Stealth roll) — refused after a failed roll</source>
        <translation>+3 cuerpo a cuerpo, no se puede bloquear; tira Sigilo antes (Herramientas del DJ ▸ Ataque furtivo: tirada de Sigilo) — se rechaza tras un fallo</translation>
    </message>
    <message>
        <source>Helpless target</source>
        <translation>Objetivo indefenso</translation>
    </message>
    <message>
        <source>Unseen target</source>
        <translation>Objetivo no visible</translation>
    </message>
    <message>
        <source>Target size</source>
        <translation>Tamaño del objetivo</translation>
    </message>
    <message>
        <source>Large +2, small −2</source>
        <translation>Grande +2, pequeño −2</translation>
    </message>
    <message>
        <source>Dim light</source>
        <translation>Luz tenue</translation>
    </message>
    <message>
        <source>−2; no attack beyond Short</source>
        <translation>−2; ningún ataque más allá de Corto</translation>
    </message>
    <message>
        <source>{value} (step dice)</source>
        <translation>{value} (dados de paso)</translation>
    </message>
    <message>
        <source>{pool} d6 ({base_dice} base)</source>
        <translation>{pool} d6 (base {base_dice})</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>Explosion</source>
        <translation>Explosión</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Blast power</source>
        <translation>Potencia de la explosión</translation>
    </message>
    <message>
        <source>Engaged with (optional)</source>
        <translation>Trabado con (opcional)</translation>
    </message>
    <message>
        <source>Hazards</source>
        <translation>Peligros</translation>
    </message>
    <message>
        <source>Everyone in the zone rolls the blast power (seed: explosions).</source>
        <translation>Todos en la zona tiran la potencia de la explosión (semilla: explosiones).</translation>
    </message>
    <message>
        <source>A fire attack now; burning continues on their turns (seed: fire).</source>
        <translation>Un ataque de fuego ahora; las llamas siguen en sus turnos (semilla: fuego).</translation>
    </message>
    <message>
        <source>Damage = height ÷ 2, rounded down (seed: falling).</source>
        <translation>Daño = altura ÷ 2, redondeando hacia abajo (semilla: caídas).</translation>
    </message>
    <message>
        <source>No attacks beyond Short; running needs Mobility (seed: darkness).</source>
        <translation>Ningún ataque más allá de Corto; correr exige Movilidad (semilla: oscuridad).</translation>
    </message>
    <message>
        <source>A sturdier door rolls its barrier armour; at its structure (wooden: 5) it gives way (seed: doors and hatches).</source>
        <translation>Una puerta más resistente tira su armadura de barrera; al llegar a su estructura (madera: 5) cede (semilla: puertas y escotillas).</translation>
    </message>
    <message>
        <source>Everyone else rolls Observation (−2 if well prepared); the ambushers take the best cards, those who failed the worst (seed: ambushes).</source>
        <translation>Todos los demás tiran Observación (−2 si están bien preparados); los emboscadores se quedan las mejores cartas, quienes fallaron las peores (semilla: emboscadas).</translation>
    </message>
    <message>
        <source>Success: the attack surprises (tick Sneak attack in the Attack dock); failure: the enemy notices — draw initiative, no sneak attack (seed: sneak attacks).</source>
        <translation>Éxito: el ataque sorprende (marca Ataque furtivo en el panel de Ataque); fallo: el enemigo se da cuenta — roba iniciativa, sin ataque furtivo (semilla: ataques furtivos).</translation>
    </message>
    <message>
        <source>Shoot from overwatch at any point in the turn order (a slow action; overwatch)</source>
        <translation>Dispara desde la vigilancia en cualquier momento del orden de turno (una acción lenta; vigilancia)</translation>
    </message>
    <message>
        <source>Both in overwatch and both firing: an opposed Ranged Combat roll, not an action, says who shoots first (overwatch)</source>
        <translation>Ambos en vigilancia y ambos disparando: una tirada enfrentada de Combate a distancia, que no es acción, decide quién dispara primero (vigilancia)</translation>
    </message>
    <message>
        <source>Out of turn, no action, can&apos;t be blocked (retreat)</source>
        <translation>Fuera de turno, sin acción, no se puede bloquear (retirarse)</translation>
    </message>
    <message>
        <source>The burst&apos;s next attack after a hit, no action; at most three, then the supply roll (full-auto fire)</source>
        <translation>El siguiente ataque de la ráfaga tras un impacto, sin acción; como máximo tres, luego la tirada de suministro (fuego automático)</translation>
    </message>
    <message>
        <source>Set on fire</source>
        <translation>Prender fuego</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Muerto</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Quebrado</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Luchando</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>inmediata</translation>
    </message>
    <message>
        <source>stabilised</source>
        <translation>estabilizada</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>permanente</translation>
    </message>
    <message>
        <source>GM: {name} recovers {healed} damage.</source>
        <translation>DJ: {name} recupera {healed} de daño.</translation>
    </message>
    <message>
        <source>GM: {name} recovers {healed} stress.</source>
        <translation>DJ: {name} recupera {healed} de estrés.</translation>
    </message>
    <message>
        <source>Dying</source>
        <translation>Moribundo</translation>
    </message>
    <message>
        <source>Overwatch</source>
        <translation>Vigilancia</translation>
    </message>
    <message>
        <source>Grappled</source>
        <translation>Agarrado</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>fallo</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Pequeño</translation>
    </message>
    <message>
        <source>Intensity (dice)</source>
        <translation>Intensidad (dados)</translation>
    </message>
    <message>
        <source>Put out a fire</source>
        <translation>Apagar un fuego</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>Burning</source>
        <translation>En llamas</translation>
    </message>
    <message>
        <source>Blanket (+2)</source>
        <translation>Manta (+2)</translation>
    </message>
    <message>
        <source>Slow action, Mobility roll.</source>
        <translation>Acción lenta, tirada de Movilidad.</translation>
    </message>
    <message>
        <source>Fall</source>
        <translation>Caída</translation>
    </message>
    <message>
        <source>Height (m)</source>
        <translation>Altura (m)</translation>
    </message>
    <message>
        <source>Controlled jump</source>
        <translation>Salto controlado</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mal iluminada</translation>
    </message>
    <message>
        <source>Cover in a zone</source>
        <translation>Cobertura en una zona</translation>
    </message>
    <message>
        <source>Barrier</source>
        <translation>Barrera</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Adds a barrier someone can take cover behind (fast action).</source>
        <translation>Añade una barrera tras la que alguien puede ponerse a cubierto (acción rápida).</translation>
    </message>
    <message>
        <source>Stressful situation</source>
        <translation>Situación estresante</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situación</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>Estrés</translation>
    </message>
    <message>
        <source>Potential stress; an Insight roll removes one per success.</source>
        <translation>Estrés potencial; una tirada de Perspicacia elimina uno por éxito.</translation>
    </message>
    <message>
        <source>Pass time</source>
        <translation>Pasar el tiempo</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>stretch (minutes)</source>
        <translation>tramo (minutos)</translation>
    </message>
    <message>
        <source>shift (hours)</source>
        <translation>turno (horas)</translation>
    </message>
    <message>
        <source>day</source>
        <translation>día</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <source>Who rests</source>
        <translation>Quién descansa</translation>
    </message>
    <message>
        <source>Gets care (days)</source>
        <translation>Recibe cuidados (días)</translation>
    </message>
    <message>
        <source>Carer (rolls Healing each day)</source>
        <translation>Cuidador (tira Curación cada día)</translation>
    </message>
    <message>
        <source>Empty: the carer&apos;s Healing roll succeeded at the table.</source>
        <translation>Vacío: la tirada de Curación del cuidador tuvo éxito en la mesa.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Resting heals 1 damage and 1 stress per shift (a day: 4 shifts); a day of care counts as two for critical injuries; timed effects in rounds end.</source>
        <translation>Descansar cura 1 de daño y 1 de estrés por turno (un día: 4 turnos); un día de cuidados cuenta como dos para heridas críticas; los efectos temporales en rondas terminan.</translation>
    </message>
    <message>
        <source>Death rolls only</source>
        <translation>Solo tiradas de muerte</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronda</translation>
    </message>
    <message>
        <source>stretch</source>
        <translation>tramo</translation>
    </message>
    <message>
        <source>shift</source>
        <translation>turno</translation>
    </message>
    <message>
        <source>Lethal injuries with that time limit call for death rolls; nobody heals (Pass time heals too).</source>
        <translation>Las heridas letales con ese plazo exigen tiradas de muerte; nadie se cura (Pasar el tiempo también cura).</translation>
    </message>
    <message>
        <source>Critical injuries heal only</source>
        <translation>Solo curar heridas críticas</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Días</translation>
    </message>
    <message>
        <source>Critical injuries heal, all at once; damage and stress don&apos;t (Pass time heals both).</source>
        <translation>Las heridas críticas se curan, todas a la vez; el daño y el estrés no (Pasar el tiempo cura ambos).</translation>
    </message>
    <message>
        <source>Door or hatch</source>
        <translation>Puerta o escotilla</translation>
    </message>
    <message>
        <source>Break a door</source>
        <translation>Derribar una puerta</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Emboscada</translation>
    </message>
    <message>
        <source>Ambushing side</source>
        <translation>Bando emboscador</translation>
    </message>
    <message>
        <source>Ambushers well prepared (−2)</source>
        <translation>Emboscadores bien preparados (−2)</translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation>Sorpresa</translation>
    </message>
    <message>
        <source>Sneak attack: Stealth roll</source>
        <translation>Ataque furtivo: tirada de Sigilo</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Closing to Engaged range (−2)</source>
        <translation>Acercándose a distancia Trabada (−2)</translation>
    </message>
    <message>
        <source>Stealth roll</source>
        <translation>Tirada de Sigilo</translation>
    </message>
    <message>
        <source>Choose a door or hatch to break.</source>
        <translation>Elige una puerta o escotilla que derribar.</translation>
    </message>
    <message>
        <source>An ambush needs ambushers on the chosen side and victims.</source>
        <translation>Una emboscada necesita emboscadores en el bando elegido y víctimas.</translation>
    </message>
    <message>
        <source>Ambush by the {side}</source>
        <translation>Emboscada de {side}</translation>
    </message>
    <message>
        <source>Stealth roll: choose one of {choices}.</source>
        <translation>Tirada de Sigilo: elige una de {choices}.</translation>
    </message>
    <message>
        <source>YZE has no tool {tool_id!r}.</source>
        <translation>YZE no tiene la herramienta {tool_id!r}.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Hecho.</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>the player characters</source>
        <translation>los personajes jugadores</translation>
    </message>
    <message>
        <source>the NPCs</source>
        <translation>los PNJ</translation>
    </message>
    <message>
        <source>nobody (time only)</source>
        <translation>nadie (solo el tiempo)</translation>
    </message>
    <message>
        <source>Overwatch shot</source>
        <translation>Disparo en vigilancia</translation>
    </message>
    <message>
        <source>Fires back from overwatch (opposed roll)</source>
        <translation>Responde desde la vigilancia (tirada enfrentada)</translation>
    </message>
    <message>
        <source>Free attack (failed retreat)</source>
        <translation>Ataque gratuito (retirada fallida)</translation>
    </message>
    <message>
        <source>Full-auto follow-up</source>
        <translation>Continuación del fuego automático</translation>
    </message>
    <message>
        <source>Roll it here</source>
        <translation>Tirar aquí</translation>
    </message>
    <message>
        <source>Rolled at the table: success</source>
        <translation>Tirado en la mesa: éxito</translation>
    </message>
    <message>
        <source>Rolled at the table: failure</source>
        <translation>Tirado en la mesa: fallo</translation>
    </message>
    <message>
        <source>Who rests: choose one of {values}.</source>
        <translation>Quién descansa: elige uno de {values}.</translation>
    </message>
    <message>
        <source>{cared} can&apos;t care for themselves.</source>
        <translation>{cared} no puede cuidarse a sí mismo.</translation>
    </message>
    <message>
        <source>mental</source>
        <translation>mental</translation>
    </message>
    <message>
        <source>physical</source>
        <translation>físico</translation>
    </message>
    <message>
        <source>A critical injury is physical or mental, not {kind!r}.</source>
        <translation>Una herida crítica es física o mental, no {kind!r}.</translation>
    </message>
    <message>
        <source>{value} is not a D66 result: both digits go from 1 to 6 (11 … 66).</source>
        <translation>{value} no es un resultado de D66: las dos cifras van de 1 a 6 (11 … 66).</translation>
    </message>
    <message>
        <source>The {kind} critical table has no entry for {d66}.</source>
        <translation>La tabla de críticos {kind} no tiene entrada para {d66}.</translation>
    </message>
    <message>
        <source>{name} has no critical injury {crit_id!r}.</source>
        <translation>{name} no tiene la herida crítica {crit_id!r}.</translation>
    </message>
    <message>
        <source>{name} must make a death roll (Stamina) for {what} — {why}.</source>
        <translation>{name} debe hacer una tirada de muerte (Aguante) por {what} — {why}.</translation>
    </message>
    <message>
        <source>{name}: {crit_name} healing days</source>
        <translation>{name}: días de curación de {crit_name}</translation>
    </message>
    <message>
        <source>{name}&apos;s {crit_name} will take {total} days to heal ({faces}).</source>
        <translation>{crit_name} de {name} tardará {total} días en curarse ({faces}).</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>turno</translation>
    </message>
    <message>
        <source>instant death</source>
        <translation>muerte instantánea</translation>
    </message>
    <message>
        <source>lethal (death roll {mod}, death roll after a {time_limit})</source>
        <translation>letal (tirada de muerte {mod}, tirada de muerte tras un {time_limit})</translation>
    </message>
    <message>
        <source>lethal (death roll after a {time_limit})</source>
        <translation>letal (tirada de muerte tras un {time_limit})</translation>
    </message>
    <message>
        <source>heals in {healing_days} days</source>
        <translation>se cura en {healing_days} días</translation>
    </message>
    <message>
        <source>Crit die: one of {weapon_dice}, not {die!r}.</source>
        <translation>Dado de crítico: uno de {weapon_dice}, no {die!r}.</translation>
    </message>
    <message>
        <source>{name} rolls {die} on the mental critical table: {d66}.</source>
        <translation>{name} tira {die} en la tabla de heridas críticas mentales: {d66}.</translation>
    </message>
    <message>
        <source>{name} rolls {die} on the physical critical table: {d66}.</source>
        <translation>{name} tira {die} en la tabla de heridas críticas físicas: {d66}.</translation>
    </message>
    <message>
        <source>{name} rolls the weapon&apos;s crit die {die} ({shown}) on the physical critical table: {d66}.</source>
        <translation>{name} tira el dado crítico del arma {die} ({shown}) en la tabla de heridas críticas físicas: {d66}.</translation>
    </message>
    <message>
        <source>{name}: mental critical</source>
        <translation>{name}: crítico mental</translation>
    </message>
    <message>
        <source>{name}: physical critical</source>
        <translation>{name}: crítico físico</translation>
    </message>
    <message>
        <source>{name}: mental critical injury</source>
        <translation>{name}: herida crítica mental</translation>
    </message>
    <message>
        <source>{name}: physical critical injury</source>
        <translation>{name}: herida crítica física</translation>
    </message>
    <message>
        <source>{name} suffers a mental critical injury (D66 {d66}): {crit_name} — {describe}.</source>
        <translation>{name} sufre una herida crítica mental (D66 {d66}): {crit_name} — {describe}.</translation>
    </message>
    <message>
        <source>{name} suffers a physical critical injury (D66 {d66}): {crit_name} — {describe}.</source>
        <translation>{name} sufre una herida crítica física (D66 {d66}): {crit_name} — {describe}.</translation>
    </message>
    <message>
        <source>{name}: death rolls due</source>
        <translation>{name}: tiradas de muerte pendientes</translation>
    </message>
    <message>
        <source>their turn has come</source>
        <translation>ha llegado su turno</translation>
    </message>
    <message>
        <source>Time passes in {ladder}, not {unit!r}.</source>
        <translation>El tiempo pasa en {ladder}, no {unit!r}.</translation>
    </message>
    <message>
        <source>A {unit} passes</source>
        <translation>Pasa un {unit}</translation>
    </message>
    <message>
        <source>a {unit} has passed</source>
        <translation>ha pasado un {unit}</translation>
    </message>
    <message>
        <source>{name} isn&apos;t making death rolls from fire.</source>
        <translation>{name} no está haciendo tiradas de muerte por fuego.</translation>
    </message>
    <message>
        <source>{name} is not a lethal injury that still needs {what}.</source>
        <translation>{name} no es una herida letal que aún exija {what}.</translation>
    </message>
    <message>
        <source>{name} has no lethal injury that needs {what}.</source>
        <translation>{name} no tiene ninguna herida letal que exija {what}.</translation>
    </message>
    <message>
        <source>death rolls</source>
        <translation>tiradas de muerte</translation>
    </message>
    <message>
        <source>{name}: death roll</source>
        <translation>{name}: tirada de muerte</translation>
    </message>
    <message>
        <source>{name} makes a death roll for {what}: {faces}.</source>
        <translation>{name} hace una tirada de muerte por {what}: {faces}.</translation>
    </message>
    <message>
        <source>again after a {time_limit}</source>
        <translation>otra vez tras un {time_limit}</translation>
    </message>
    <message>
        <source>again next turn</source>
        <translation>otra vez en el próximo turno</translation>
    </message>
    <message>
        <source>{name} survives, for now — a death roll {again}.</source>
        <translation>{name} sobrevive, por ahora — una tirada de muerte {again}.</translation>
    </message>
    <message>
        <source>{victim} is dead.</source>
        <translation>{victim} está muerto.</translation>
    </message>
    <message>
        <source>stabilise anyone</source>
        <translation>estabilizar a alguien</translation>
    </message>
    <message>
        <source>The last Healing roll for {victim}&apos;s {name} failed: another may be tried only after another death roll.</source>
        <translation>La última tirada de Curación para {name} de {victim} falló: solo se puede intentar otra tras otra tirada de muerte.</translation>
    </message>
    <message>
        <source>{healer} stabilises {victim}</source>
        <translation>{healer} estabiliza a {victim}</translation>
    </message>
    <message>
        <source>stabilise {victim}</source>
        <translation>estabilizar a {victim}</translation>
    </message>
    <message>
        <source>{healer}: Healing</source>
        <translation>{healer}: Curación</translation>
    </message>
    <message>
        <source>{healer} tries to stabilise {victim}&apos;s {what}: {faces}</source>
        <translation>{healer} intenta estabilizar {what} de {victim}: {faces}</translation>
    </message>
    <message>
        <source>{healer} tends {victim}&apos;s {what} (GM: {got} successes).</source>
        <translation>{healer} atiende {what} de {victim} (DJ: {got} éxitos).</translation>
    </message>
    <message>
        <source>{victim} is saved from the fire&apos;s death rolls.</source>
        <translation>{victim} se salva de las tiradas de muerte del fuego.</translation>
    </message>
    <message>
        <source>{victim}&apos;s {what} is stabilised: no more death rolls.</source>
        <translation>{what} de {victim} está estabilizada: no más tiradas de muerte.</translation>
    </message>
    <message>
        <source>{victim}&apos;s {what} holds for now: the time limit is now a {time_limit}.</source>
        <translation>{what} de {victim} aguanta por ahora: el plazo es ahora un {time_limit}.</translation>
    </message>
    <message>
        <source>{healer} fails to stabilise {victim}</source>
        <translation>{healer} no logra estabilizar a {victim}</translation>
    </message>
    <message>
        <source>; another try only after another death roll.</source>
        <translation>; otro intento solo tras otra tirada de muerte.</translation>
    </message>
    <message>
        <source>treat anyone</source>
        <translation>atender a alguien</translation>
    </message>
    <message>
        <source>{victim} has no critical injury {crit_id!r}.</source>
        <translation>{victim} no tiene la herida crítica {crit_id!r}.</translation>
    </message>
    <message>
        <source>{name} doesn&apos;t wait for a Healing roll.</source>
        <translation>{name} no espera ninguna tirada de Curación.</translation>
    </message>
    <message>
        <source>{healer} treats {victim}</source>
        <translation>{healer} atiende a {victim}</translation>
    </message>
    <message>
        <source>{healer} treats {victim}&apos;s {name}: {faces}</source>
        <translation>{healer} atiende {name} de {victim}: {faces}</translation>
    </message>
    <message>
        <source>{victim}&apos;s {name} is treated.</source>
        <translation>{name} de {victim} está atendida.</translation>
    </message>
    <message>
        <source>{name}: injury becomes permanent</source>
        <translation>{name}: la herida se vuelve permanente</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} is now permanent.</source>
        <translation>{name2} de {name} es ahora permanente.</translation>
    </message>
    <message>
        <source>Days pass one or more at a time (got {days!r}).</source>
        <translation>Los días pasan de uno en uno o más (recibido {days!r}).</translation>
    </message>
    <message>
        <source>{days} day passes</source>
        <translation>Pasa {days} día</translation>
    </message>
    <message>
        <source>{days} days pass</source>
        <translation>Pasan {days} días</translation>
    </message>
    <message>
        <source>{carer} can&apos;t care for anyone while broken or dead.</source>
        <translation>{carer} no puede cuidar de nadie estando quebrado o muerto.</translation>
    </message>
    <message>
        <source>{carer}: Healing</source>
        <translation>{carer}: Curación</translation>
    </message>
    <message>
        <source>{carer} cares for {name}: {faces}</source>
        <translation>{carer} cuida de {name}: {faces}</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} has healed.</source>
        <translation>{name2} de {name} se ha curado.</translation>
    </message>
    <message>
        <source>{names}: movement is a slow action</source>
        <translation>{names}: moverse es una acción lenta</translation>
    </message>
    <message>
        <source>{name} is paralysed from the neck down ({names})</source>
        <translation>{name} está paralizado del cuello para abajo ({names})</translation>
    </message>
    <message>
        <source>both hands</source>
        <translation>las dos manos</translation>
    </message>
    <message>
        <source>a hand</source>
        <translation>una mano</translation>
    </message>
    <message>
        <source>{name} can&apos;t use the {get}: it needs {hands} and {name} has {left} usable ({names}).</source>
        <translation>{name} no puede usar {get}: necesita {hands} y {name} tiene {left} utilizable(s) ({names}).</translation>
    </message>
    <message>
        <source>{name}: {names} hurts</source>
        <translation>{name}: {names} duele</translation>
    </message>
    <message>
        <source>{names}, for the {skill} roll</source>
        <translation>{names}, para la tirada de {skill}</translation>
    </message>
    <message>
        <source>{who} ({name}): {amount} stress ({attribute_damage} damage) this {unit} if {when} — apply it from the Tracks dock.</source>
        <translation>{who} ({name}): {amount} de estrés ({attribute_damage} de daño) en este {unit} si {when} — aplícalo desde el panel de Registros.</translation>
    </message>
    <message>
        <source> while {while_}</source>
        <translation> mientras {while_}</translation>
    </message>
    <message>
        <source>{who} rolls {skill} for {name}{when}: {faces} — {verdict}.</source>
        <translation>{who} tira {skill} por {name}{when}: {faces} — {verdict}.</translation>
    </message>
    <message>
        <source>The {table_id} table has no entry {row_id!r}.</source>
        <translation>La tabla {table_id} no tiene la entrada {row_id!r}.</translation>
    </message>
    <message>
        <source>Unknown damage system {value!r}; choose from {ids}.</source>
        <translation>Sistema de daño desconocido {value!r}; elige entre {ids}.</translation>
    </message>
    <message>
        <source>Unknown critical trigger {bad!r}; choose from {ids} (or None for the one that matches the damage system).</source>
        <translation>Desencadenante de crítico desconocido {bad!r}; elige entre {ids} (o None para el que corresponde al sistema de daño).</translation>
    </message>
    <message>
        <source>Dice mode is &apos;pool&apos; or &apos;step&apos;, not {value!r}.</source>
        <translation>El modo de dados es &apos;pool&apos; o &apos;step&apos;, no {value!r}.</translation>
    </message>
    <message>
        <source>Setting {key} is on or off (True or False).</source>
        <translation>El ajuste {key} está activado o desactivado (True o False).</translation>
    </message>
    <message>
        <source>Set {key}</source>
        <translation>Cambiar {key}</translation>
    </message>
    <message>
        <source>Setting {key} is now {value!r}.</source>
        <translation>El ajuste {key} es ahora {value!r}.</translation>
    </message>
    <message>
        <source>Unknown attribute {attribute!r}; use {attributes}.</source>
        <translation>Atributo desconocido {attribute!r}; usa {attributes}.</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>sin dados</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no {attribute}: fill it in before rolling {skill_label} (or roll at the table).</source>
        <translation>La hoja de {name} no tiene {attribute}: rellénalo antes de tirar {skill_label} (o tira en la mesa).</translation>
    </message>
    <message>
        <source>modifiers {total:+d}</source>
        <translation>modificadores {total:+d}</translation>
    </message>
    <message>
        <source>{name} is dead and can&apos;t {what}.</source>
        <translation>{name} está muerto y no puede {what}.</translation>
    </message>
    <message>
        <source>{name} is broken: no actions and no skill rolls until healed.</source>
        <translation>{name} está quebrado: ninguna acción ni tirada de habilidad hasta curarse.</translation>
    </message>
    <message>
        <source>Damage is a whole number of points, 0 or more (got {amount!r}).</source>
        <translation>El daño es un número entero de puntos, 0 o más (recibido {amount!r}).</translation>
    </message>
    <message>
        <source>{bad!r} is not a {side} condition; choose from {ids}.</source>
        <translation>{bad!r} no es una condición {side}; elige entre {ids}.</translation>
    </message>
    <message>
        <source>{name} dies</source>
        <translation>{name} muere</translation>
    </message>
    <message>
        <source>Unknown kind of damage {kind!r}; use one of {known}.</source>
        <translation>Tipo de daño desconocido {kind!r}; usa uno de {known}.</translation>
    </message>
    <message>
        <source>{name} is broken.</source>
        <translation>{name} está quebrado.</translation>
    </message>
    <message>
        <source>a minor NPC broken by damage</source>
        <translation>un PNJ menor quebrado por daño</translation>
    </message>
    <message>
        <source>{name} is broken by fire: a death roll on each of their turns until dead or saved by a Healing roll.</source>
        <translation>{name} está quebrado por el fuego: una tirada de muerte en cada uno de sus turnos hasta morir o salvarse con una tirada de Curación.</translation>
    </message>
    <message>
        <source>push a roll</source>
        <translation>forzar una tirada</translation>
    </message>
    <message>
        <source>{name} pushes the roll</source>
        <translation>{name} fuerza la tirada</translation>
    </message>
    <message>
        <source>{name} pushes: {faces}</source>
        <translation>{name} fuerza: {faces}</translation>
    </message>
    <message>
        <source>pushing a roll</source>
        <translation>forzar una tirada</translation>
    </message>
    <message>
        <source>Unknown stressful situation {factor_id!r}; choose from {ids}.</source>
        <translation>Situación estresante desconocida {factor_id!r}; elige entre {ids}.</translation>
    </message>
    <message>
        <source>Give either a stressful situation from the table or a stress amount.</source>
        <translation>Indica una situación estresante de la tabla o una cantidad de estrés.</translation>
    </message>
    <message>
        <source>a stressful situation</source>
        <translation>una situación estresante</translation>
    </message>
    <message>
        <source>{name} still has an Insight roll waiting: push it or accept it first.</source>
        <translation>{name} aún tiene una tirada de Perspicacia pendiente: fuérzala o acéptala primero.</translation>
    </message>
    <message>
        <source>{name} is broken and can&apos;t roll Insight against {source}.</source>
        <translation>{name} está quebrado y no puede tirar Perspicacia contra {source}.</translation>
    </message>
    <message>
        <source>{name} faces {source} (potential stress {potential}): {faces}</source>
        <translation>{name} se enfrenta a {source} (estrés potencial {potential}): {faces}</translation>
    </message>
    <message>
        <source>{name} pushes the Insight roll: {faces}</source>
        <translation>{name} fuerza la tirada de Perspicacia: {faces}</translation>
    </message>
    <message>
        <source>; {extra} more stress for the 1s</source>
        <translation>; {extra} más de estrés por los 1</translation>
    </message>
    <message>
        <source>{name} shrugs off {source}.</source>
        <translation>{name} no se inmuta ante {source}.</translation>
    </message>
    <message>
        <source>{name} has no Insight roll waiting.</source>
        <translation>{name} no tiene ninguna tirada de Perspicacia pendiente.</translation>
    </message>
    <message>
        <source>{name} dies: {cause}.</source>
        <translation>{name} muere: {cause}.</translation>
    </message>
    <message>
        <source>{name} has no {cost} left this round to {what}.</source>
        <translation>A {name} no le queda {cost} en esta ronda para {what}.</translation>
    </message>
    <message>
        <source>{name}: {what} ({cost})</source>
        <translation>{name}: {what} ({cost})</translation>
    </message>
    <message>
        <source>mental conditions</source>
        <translation>condiciones mentales</translation>
    </message>
    <message>
        <source>physical conditions</source>
        <translation>condiciones físicas</translation>
    </message>
    <message>
        <source>{amount} stress</source>
        <translation>{amount} de estrés</translation>
    </message>
    <message>
        <source>{amount} damage</source>
        <translation>{amount} de daño</translation>
    </message>
    <message>
        <source>{amount} fire damage</source>
        <translation>{amount} de daño por fuego</translation>
    </message>
    <message>
        <source>{amount} cold damage</source>
        <translation>{amount} de daño por frío</translation>
    </message>
    <message>
        <source>{amount} hunger damage</source>
        <translation>{amount} de daño por hambre</translation>
    </message>
    <message>
        <source>{amount} push damage</source>
        <translation>{amount} de daño por forzar</translation>
    </message>
    <message>
        <source>{amount} {kind} damage</source>
        <translation>{amount} de daño ({kind})</translation>
    </message>
    <message>
        <source>{name} takes {harm}: {names}</source>
        <translation>{name} sufre {harm}: {names}</translation>
    </message>
    <message>
        <source>{name} takes {harm} ({track} {before} → {after})</source>
        <translation>{name} sufre {harm} ({track} {before} → {after})</translation>
    </message>
    <message>
        <source>{name} takes {harm}</source>
        <translation>{name} sufre {harm}</translation>
    </message>
    <message>
        <source>{harm_taken}; {overflow} more than the {track} can hold</source>
        <translation>{harm_taken}; {overflow} más de lo que admite {track}</translation>
    </message>
    <message>
        <source>{harm_taken} — {source}</source>
        <translation>{harm_taken} — {source}</translation>
    </message>
    <message>
        <source>{name} dies.</source>
        <translation>{name} muere.</translation>
    </message>
    <message>
        <source>{name}: push the Insight roll</source>
        <translation>{name}: forzar la tirada de Perspicacia</translation>
    </message>
    <message>
        <source>{name}: accept the Insight roll</source>
        <translation>{name}: aceptar la tirada de Perspicacia</translation>
    </message>
    <message>
        <source>mental condition</source>
        <translation>condición mental</translation>
    </message>
    <message>
        <source>physical condition</source>
        <translation>condición física</translation>
    </message>
    <message>
        <source>point of Strength/Agility damage</source>
        <translation>punto de daño a Fuerza/Agilidad</translation>
    </message>
    <message>
        <source>point of Wits/Empathy damage</source>
        <translation>punto de daño a Astucia/Empatía</translation>
    </message>
    <message>
        <source>Heal &apos;damage&apos; or &apos;stress&apos;, not {track!r}.</source>
        <translation>Cura &apos;damage&apos; o &apos;stress&apos;, no {track!r}.</translation>
    </message>
    <message>
        <source>{victim} is dead; no Healing roll can help.</source>
        <translation>{victim} está muerto; ninguna tirada de Curación puede ayudar.</translation>
    </message>
    <message>
        <source> Use stabilise for the lethal injury.</source>
        <translation> Usa estabilizar para la herida letal.</translation>
    </message>
    <message>
        <source>The Healing roll only helps a broken victim, and {victim} isn&apos;t broken.{hint}</source>
        <translation>La tirada de Curación solo ayuda a una víctima quebrada, y {victim} no lo está.{hint}</translation>
    </message>
    <message>
        <source>{healer} heals {victim}</source>
        <translation>{healer} cura a {victim}</translation>
    </message>
    <message>
        <source>heal {victim}</source>
        <translation>curar a {victim}</translation>
    </message>
    <message>
        <source>{healer} tends to {victim}: {faces}</source>
        <translation>{healer} atiende a {victim}: {faces}</translation>
    </message>
    <message>
        <source>{healer} tends to {victim} (GM: {got} successes).</source>
        <translation>{healer} atiende a {victim} (DJ: {got} éxitos).</translation>
    </message>
    <message>
        <source>{victim} heals {healed} {side_word}</source>
        <translation>{victim} recupera {healed} {side_word}</translation>
    </message>
    <message>
        <source> and is back on their feet</source>
        <translation> y vuelve a estar en pie</translation>
    </message>
    <message>
        <source>{healer} fails to help {victim}.</source>
        <translation>{healer} no logra ayudar a {victim}.</translation>
    </message>
    <message>
        <source>{name} recovers over a Turn</source>
        <translation>{name} se recupera a lo largo de un Turno</translation>
    </message>
    <message>
        <source>{name} recovers {parts} over a Turn.</source>
        <translation>{name} recupera {parts} a lo largo de un Turno.</translation>
    </message>
    <message>
        <source>An armour rating is a number (dice pool) or A–D (step dice), not {rating!r}.</source>
        <translation>Un valor de armadura es un número (reserva de dados) o A–D (dados de paso), no {rating!r}.</translation>
    </message>
    <message>
        <source>{name}: armour {rating}</source>
        <translation>{name}: armadura {rating}</translation>
    </message>
    <message>
        <source>{name} now wears {label} (rating {rating}).</source>
        <translation>{name} lleva ahora {label} (valor {rating}).</translation>
    </message>
    <message>
        <source>{name} has no armour.</source>
        <translation>{name} no tiene armadura.</translation>
    </message>
    <message>
        <source>{label} ({what}) against {damage} damage: {faces} — {damage2} stopped</source>
        <translation>{label} ({what}) contra {damage} de daño: {faces} — {damage2} detenidos</translation>
    </message>
    <message>
        <source>; the {what} degrades to {new_rating}</source>
        <translation>; {what} se degrada a {new_rating}</translation>
    </message>
    <message>
        <source>{name}: armour roll</source>
        <translation>{name}: tirada de armadura</translation>
    </message>
    <message>
        <source>Unknown barrier {barrier_id!r}; choose from {ids}.</source>
        <translation>Barrera desconocida {barrier_id!r}; elige entre {ids}.</translation>
    </message>
    <message>
        <source>Cover needs a barrier or an armour rating.</source>
        <translation>La cobertura necesita una barrera o un valor de armadura.</translation>
    </message>
    <message>
        <source>take cover</source>
        <translation>ponerse a cubierto</translation>
    </message>
    <message>
        <source>{name} takes cover</source>
        <translation>{name} se pone a cubierto</translation>
    </message>
    <message>
        <source>{name} takes cover behind {name2} (rating {rating}).</source>
        <translation>{name} se pone a cubierto tras {name2} (valor {rating}).</translation>
    </message>
    <message>
        <source>{name} leaves cover</source>
        <translation>{name} deja la cobertura</translation>
    </message>
    <message>
        <source>{name} leaves cover.</source>
        <translation>{name} deja la cobertura.</translation>
    </message>
    <message>
        <source>{name}: cover and armour</source>
        <translation>{name}: cobertura y armadura</translation>
    </message>
    <message>
        <source>{name} runs in the dark</source>
        <translation>{name} corre a oscuras</translation>
    </message>
    <message>
        <source>{name}: run blind</source>
        <translation>{name}: correr a ciegas</translation>
    </message>
    <message>
        <source>stumbling in the dark</source>
        <translation>tropezar a oscuras</translation>
    </message>
    <message>
        <source>{name} stumbles in the dark</source>
        <translation>{name} tropieza a oscuras</translation>
    </message>
    <message>
        <source>{name} stumbles in total darkness: {damage} damage.</source>
        <translation>{name} tropieza en la oscuridad total: {damage} de daño.</translation>
    </message>
    <message>
        <source>running in total darkness ({dark_name})</source>
        <translation>corriendo en la oscuridad total ({dark_name})</translation>
    </message>
    <message>
        <source>{name} stumbles and takes {darkness_damage} damage</source>
        <translation>{name} tropieza y sufre {darkness_damage} de daño</translation>
    </message>
    <message>
        <source>{name} armour: {roll}</source>
        <translation>armadura de {name}: {roll}</translation>
    </message>
    <message>
        <source>The {label} is no door or hatch: only those are broken down.</source>
        <translation>{label} no es una puerta ni una escotilla: solo esas se pueden derribar.</translation>
    </message>
    <message>
        <source>The {label} is already broken.</source>
        <translation>{label} ya está derribada.</translation>
    </message>
    <message>
        <source>Damage to a door is a whole number, 1 or more (got {damage!r}).</source>
        <translation>El daño a una puerta es un número entero, 1 o más (recibido {damage!r}).</translation>
    </message>
    <message>
        <source>{name}: total darkness</source>
        <translation>{name}: oscuridad total</translation>
    </message>
    <message>
        <source>{name}: light</source>
        <translation>{name}: luz</translation>
    </message>
    <message>
        <source>{name} is in total darkness.</source>
        <translation>{name} está en oscuridad total.</translation>
    </message>
    <message>
        <source>{name} is no longer in total darkness.</source>
        <translation>{name} ya no está en oscuridad total.</translation>
    </message>
    <message>
        <source>{name} runs in total darkness: {roll}{mods_text} — keeps their footing.</source>
        <translation>{name} corre en la oscuridad total: {roll}{mods_text} — mantiene el equilibrio.</translation>
    </message>
    <message>
        <source>{name} runs in total darkness: {roll}{mods_text} — stumbles and takes {damage} damage.</source>
        <translation>{name} corre en la oscuridad total: {roll}{mods_text} — tropieza y sufre {damage} de daño.</translation>
    </message>
    <message>
        <source>Break the {label}</source>
        <translation>Derribar {label}</translation>
    </message>
    <message>
        <source>{label}: armour</source>
        <translation>{label}: armadura</translation>
    </message>
    <message>
        <source> ({text}: {min} stopped)</source>
        <translation> ({text}: {min} detenidos)</translation>
    </message>
    <message>
        <source>it gives way</source>
        <translation>cede</translation>
    </message>
    <message>
        <source>{structure} more damage breaks it</source>
        <translation>{structure} de daño más la rompe</translation>
    </message>
    <message>
        <source>The {label} takes {dealt} damage{text}: {total} of {structure} — {verdict}.</source>
        <translation>{label} sufre {dealt} de daño{text}: {total} de {structure} — {verdict}.</translation>
    </message>
    <message>
        <source>A fire&apos;s intensity is a number of dice (usually 3–9) or a step rating A–D, not {intensity!r}.</source>
        <translation>La intensidad de un fuego es un número de dados (normalmente 3–9) o un valor A–D, no {intensity!r}.</translation>
    </message>
    <message>
        <source>{name} is exposed to fire</source>
        <translation>{name} está expuesto al fuego</translation>
    </message>
    <message>
        <source>{name} is on fire (intensity {level}).</source>
        <translation>{name} está en llamas (intensidad {level}).</translation>
    </message>
    <message>
        <source>{name} is not burning.</source>
        <translation>{name} no está en llamas.</translation>
    </message>
    <message>
        <source>{name} burns</source>
        <translation>{name} arde</translation>
    </message>
    <message>
        <source>Fire ({level}) on {name}</source>
        <translation>Fuego ({level}) en {name}</translation>
    </message>
    <message>
        <source>{name} is exposed to fire (intensity {level}): {roll}</source>
        <translation>{name} está expuesto al fuego (intensidad {level}): {roll}</translation>
    </message>
    <message>
        <source> — {damage} damage; {name} catches fire.</source>
        <translation> — {damage} de daño; {name} se prende fuego.</translation>
    </message>
    <message>
        <source> — no damage; the fire doesn&apos;t catch.</source>
        <translation> — ningún daño; el fuego no prende.</translation>
    </message>
    <message>
        <source>{name} burns (intensity {level}): {roll}</source>
        <translation>{name} arde (intensidad {level}): {roll}</translation>
    </message>
    <message>
        <source> — {damage} damage; the fire grows.</source>
        <translation> — {damage} de daño; el fuego crece.</translation>
    </message>
    <message>
        <source> — no damage: the fire dies.</source>
        <translation> — ningún daño: el fuego se apaga.</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>fuego</translation>
    </message>
    <message>
        <source>{target} is not burning.</source>
        <translation>{target} no está en llamas.</translation>
    </message>
    <message>
        <source>{actor} must be at Engaged range of {target} to put out the fire (a fast action to close in).</source>
        <translation>{actor} tiene que estar a distancia Trabada de {target} para apagar el fuego (una acción rápida para acercarse).</translation>
    </message>
    <message>
        <source>{actor} puts out the fire on {target}</source>
        <translation>{actor} apaga el fuego de {target}</translation>
    </message>
    <message>
        <source>put out the fire</source>
        <translation>apagar el fuego</translation>
    </message>
    <message>
        <source>Blanket</source>
        <translation>Manta</translation>
    </message>
    <message>
        <source>{actor}: put out the fire</source>
        <translation>{actor}: apagar el fuego</translation>
    </message>
    <message>
        <source>their own fire</source>
        <translation>su propio fuego</translation>
    </message>
    <message>
        <source>the fire on {target}</source>
        <translation>el fuego de {target}</translation>
    </message>
    <message>
        <source>{actor} tries to put out {who}: {roll}{mods_text} — </source>
        <translation>{actor} intenta apagar {who}: {roll}{mods_text} — </translation>
    </message>
    <message>
        <source>the fire is out.</source>
        <translation>el fuego se ha apagado.</translation>
    </message>
    <message>
        <source>it still burns.</source>
        <translation>aún arde.</translation>
    </message>
    <message>
        <source>an explosion</source>
        <translation>una explosión</translation>
    </message>
    <message>
        <source>Unknown blast power {blast_power!r}.</source>
        <translation>Potencia de explosión desconocida {blast_power!r}.</translation>
    </message>
    <message>
        <source>Blast power is a number of dice or a step rating A–D.</source>
        <translation>La potencia de explosión es un número de dados o un valor A–D.</translation>
    </message>
    <message>
        <source>Blast power {blast_power!r} is not on the table ({values}); give its base damage.</source>
        <translation>La potencia de explosión {blast_power!r} no está en la tabla ({values}); indica su daño base.</translation>
    </message>
    <message>
        <source>A blast needs at least one die.</source>
        <translation>Una explosión necesita al menos un dado.</translation>
    </message>
    <message>
        <source>Explosion in {zone_id_name}</source>
        <translation>Explosión en {zone_id_name}</translation>
    </message>
    <message>
        <source>An explosion (blast power {blast_power}, base damage {base}) in {zone_id_name}.</source>
        <translation>Una explosión (potencia {blast_power}, daño base {base}) en {zone_id_name}.</translation>
    </message>
    <message>
        <source>The blast is too weak to reach beyond {zone_id_name}.</source>
        <translation>La explosión es demasiado débil para llegar más allá de {zone_id_name}.</translation>
    </message>
    <message>
        <source>The {border_label} shields {other_name} from the blast.</source>
        <translation>{border_label} protege {other_name} de la explosión.</translation>
    </message>
    <message>
        <source>The blast reaches {other_name} at power {reach} (base damage {reach_base}).</source>
        <translation>La explosión alcanza {other_name} con potencia {reach} (daño base {reach_base}).</translation>
    </message>
    <message>
        <source>Blast ({power}) on {name}</source>
        <translation>Explosión ({power}) sobre {name}</translation>
    </message>
    <message>
        <source> at Engaged range</source>
        <translation> a distancia Trabada</translation>
    </message>
    <message>
        <source>{damage} damage</source>
        <translation>{damage} de daño</translation>
    </message>
    <message>
        <source>, {taken} after armour</source>
        <translation>, {taken} tras la armadura</translation>
    </message>
    <message>
        <source>A fall height can&apos;t be negative.</source>
        <translation>La altura de una caída no puede ser negativa.</translation>
    </message>
    <message>
        <source>{name} falls {height_m:g} m</source>
        <translation>{name} cae {height_m:g} m</translation>
    </message>
    <message>
        <source>{name}: controlled jump</source>
        <translation>{name}: salto controlado</translation>
    </message>
    <message>
        <source>{name} jumps {height_m:g} m: {roll}{mods_text} — {saved} damage saved.</source>
        <translation>{name} salta {height_m:g} m: {roll}{mods_text} — {saved} de daño evitado.</translation>
    </message>
    <message>
        <source>{name} falls {height_m:g} m: {damage} damage</source>
        <translation>{name} cae {height_m:g} m: {damage} de daño</translation>
    </message>
    <message>
        <source>, {taken} after the jump.</source>
        <translation>, {taken} tras el salto.</translation>
    </message>
    <message>
        <source>a fall of {height_m:g} m</source>
        <translation>una caída de {height_m:g} m</translation>
    </message>
    <message>
        <source>{table}.json has no row {row_id!r}</source>
        <translation>{table}.json no tiene la fila {row_id!r}</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>carta {card}</translation>
    </message>
    <message>
        <source>{card_text} is not in the deck.</source>
        <translation>{card_text} no está en el mazo.</translation>
    </message>
    <message>
        <source>All cards of deck {n} are out: a {ordinal} deck (cards {deck_cards}–{deck_cards2}, marked deck {n2}) comes in. On equal numbers the card of the lower deck acts first.</source>
        <translation>Todas las cartas del mazo {n} han salido: entra un {ordinal} mazo (cartas {deck_cards}–{deck_cards2}, marcado mazo {n2}). Con números iguales actúa primero la carta del mazo más bajo.</translation>
    </message>
    <message>
        <source>The GM draws a hidden card for {who}.</source>
        <translation>El DJ roba una carta oculta para {who}.</translation>
    </message>
    <message>
        <source>The GM draws {card} for {who}; they act on it in the GM&apos;s order.</source>
        <translation>El DJ roba {card} para {who}; actúan con ella en el orden del DJ.</translation>
    </message>
    <message>
        <source>{holder} draws {card}.</source>
        <translation>{holder} roba {card}.</translation>
    </message>
    <message>
        <source>A group needs a name.</source>
        <translation>Un grupo necesita un nombre.</translation>
    </message>
    <message>
        <source>{group!r} is a combatant&apos;s name; give the group another name.</source>
        <translation>{group!r} es el nombre de un combatiente; ponle otro nombre al grupo.</translation>
    </message>
    <message>
        <source>Group {group} has no members.</source>
        <translation>El grupo {group} no tiene miembros.</translation>
    </message>
    <message>
        <source>Group {group} lists someone twice.</source>
        <translation>El grupo {group} incluye a alguien dos veces.</translation>
    </message>
    <message>
        <source>{n} is already in group {other}.</source>
        <translation>{n} ya está en el grupo {other}.</translation>
    </message>
    <message>
        <source>{n} already holds a card of their own.</source>
        <translation>{n} ya tiene una carta propia.</translation>
    </message>
    <message>
        <source>Order of group {group}</source>
        <translation>Orden del grupo {group}</translation>
    </message>
    <message>
        <source>List exactly the members of {group} ({members}); new members join through join_initiative.</source>
        <translation>Indica exactamente los miembros de {group} ({members}); los nuevos miembros entran con join_initiative.</translation>
    </message>
    <message>
        <source>{group} will act in this order: {names}.</source>
        <translation>{group} actuará en este orden: {names}.</translation>
    </message>
    <message>
        <source>The GM groups {names} as {group}: one card for all, in this order.</source>
        <translation>El DJ agrupa a {names} como {group}: una carta para todos, en este orden.</translation>
    </message>
    <message>
        <source>Group {group} already exists with other members.</source>
        <translation>El grupo {group} ya existe con otros miembros.</translation>
    </message>
    <message>
        <source>Draw initiative</source>
        <translation>Robar iniciativa</translation>
    </message>
    <message>
        <source>The fight is on: initiative is drawn once, at the start, and kept for the whole fight. Use join_initiative for a newcomer.</source>
        <translation>El combate ha empezado: la iniciativa se roba una vez, al principio, y se mantiene todo el combate. Usa join_initiative para un recién llegado.</translation>
    </message>
    <message>
        <source>Everyone named already holds an initiative card.</source>
        <translation>Todos los nombrados ya tienen una carta de iniciativa.</translation>
    </message>
    <message>
        <source>Redraw initiative</source>
        <translation>Volver a robar iniciativa</translation>
    </message>
    <message>
        <source>No cards have been drawn yet.</source>
        <translation>Aún no se ha robado ninguna carta.</translation>
    </message>
    <message>
        <source>All initiative cards go back and are dealt again.</source>
        <translation>Todas las cartas de iniciativa vuelven y se reparten de nuevo.</translation>
    </message>
    <message>
        <source>{name} picks initiative card {card}</source>
        <translation>{name} elige la carta de iniciativa {card}</translation>
    </message>
    <message>
        <source>A surprise pick happens as the fight begins, not during it.</source>
        <translation>Una elección por sorpresa ocurre al empezar el combate, no durante él.</translation>
    </message>
    <message>
        <source>There is no card {card}: the deck holds {cards}–{cards2}.</source>
        <translation>No hay carta {card}: el mazo tiene {cards}–{cards2}.</translation>
    </message>
    <message>
        <source>{holder} already holds {card_text}; pick another.</source>
        <translation>{holder} ya tiene {card_text}; elige otra.</translation>
    </message>
    <message>
        <source>{holder} strikes by surprise and picks {card_text}.</source>
        <translation>{holder} ataca por sorpresa y elige {card_text}.</translation>
    </message>
    <message>
        <source>Ambush: initiative</source>
        <translation>Emboscada: iniciativa</translation>
    </message>
    <message>
        <source>Initiative is already drawn; an ambush deals it as the fight begins.</source>
        <translation>La iniciativa ya está robada; una emboscada la reparte al empezar el combate.</translation>
    </message>
    <message>
        <source>More ambushers than cards left to pick.</source>
        <translation>Más emboscadores que cartas que quedan por elegir.</translation>
    </message>
    <message>
        <source>{clash} can&apos;t both lay the ambush and fall into it.</source>
        <translation>{clash} no puede tender la emboscada y caer en ella.</translation>
    </message>
    <message>
        <source>Spot the ambush</source>
        <translation>Detectar la emboscada</translation>
    </message>
    <message>
        <source>{n}: Observation</source>
        <translation>{n}: Observación</translation>
    </message>
    <message>
        <source>spots the ambush</source>
        <translation>detecta la emboscada</translation>
    </message>
    <message>
        <source>doesn&apos;t see it coming</source>
        <translation>no la ve venir</translation>
    </message>
    <message>
        <source> ({mod:+d}: the ambushers are well prepared)</source>
        <translation> ({mod:+d}: los emboscadores están bien preparados)</translation>
    </message>
    <message>
        <source>{n} rolls Observation{extra}: {roll} — {verdict}.</source>
        <translation>{n} tira Observación{extra}: {roll} — {verdict}.</translation>
    </message>
    <message>
        <source>{attacker}: sneak attack</source>
        <translation>{attacker}: ataque furtivo</translation>
    </message>
    <message>
        <source>{attacker}: Stealth</source>
        <translation>{attacker}: Sigilo</translation>
    </message>
    <message>
        <source> ({mod:+d} for closing to Engaged range)</source>
        <translation> ({mod:+d} por acercarse a distancia Trabada)</translation>
    </message>
    <message>
        <source>unseen: the attack is surprising, pick any initiative card</source>
        <translation>no visto: el ataque es por sorpresa, elige cualquier carta de iniciativa</translation>
    </message>
    <message>
        <source>spotted: the enemy notices, draw initiative</source>
        <translation>visto: el enemigo se da cuenta, roba iniciativa</translation>
    </message>
    <message>
        <source>rolled at the table, </source>
        <translation>tirado en la mesa, </translation>
    </message>
    <message>
        <source>{attacker} sneaks up{extra}: {said} — {verdict}.</source>
        <translation>{attacker} se acerca sigilosamente{extra}: {said} — {verdict}.</translation>
    </message>
    <message>
        <source>{n} is a player character: only NPCs share a group card (NPC initiative).</source>
        <translation>{n} es un personaje jugador: solo los PNJ comparten carta de grupo (iniciativa de PNJ).</translation>
    </message>
    <message>
        <source>{who} draw a hidden card.</source>
        <translation>{who} roban una carta oculta.</translation>
    </message>
    <message>
        <source>{who} draws a hidden card.</source>
        <translation>{who} roba una carta oculta.</translation>
    </message>
    <message>
        <source>The order stays the same for the whole fight (drawing initiative); end the fight to draw again.</source>
        <translation>El orden se mantiene todo el combate (robar la iniciativa); termina el combate para volver a robar.</translation>
    </message>
    <message>
        <source>Ambush! {label} failed to spot it and get {card_text} (the worst cards, from #{deck_cards} down, dealt at random).</source>
        <translation>¡Emboscada! {label} no la detectaron y reciben {card_text} (las peores cartas, desde #{deck_cards} hacia abajo, repartidas al azar).</translation>
    </message>
    <message>
        <source>Ambush! {label} failed to spot it and gets {card_text} (the worst cards, from #{deck_cards} down, dealt at random).</source>
        <translation>¡Emboscada! {label} no la detectó y recibe {card_text} (las peores cartas, desde #{deck_cards} hacia abajo, repartidas al azar).</translation>
    </message>
    <message>
        <source>{attacker} has no Stealth roll for a sneak attack: roll it first (GM tools ▸ Sneak attack: Stealth roll) (sneak attack).</source>
        <translation>{attacker} no tiene tirada de Sigilo para un ataque furtivo: tírala primero (Herramientas del DJ ▸ Ataque furtivo: tirada de Sigilo) (ataque furtivo).</translation>
    </message>
    <message>
        <source>{attacker} failed the Stealth roll: the enemy noticed them, so this can&apos;t be a sneak attack — draw initiative and attack without it (sneak attack).</source>
        <translation>{attacker} falló la tirada de Sigilo: el enemigo se dio cuenta, así que no puede ser un ataque furtivo — roba iniciativa y ataca sin él (ataque furtivo).</translation>
    </message>
    <message>
        <source>{attacker}&apos;s Stealth roll was made without the −2 for closing to Engaged range: roll it again for a melee sneak attack (sneak attack).</source>
        <translation>La tirada de Sigilo de {attacker} se hizo sin el −2 por acercarse a distancia Trabada: repítela para un ataque furtivo cuerpo a cuerpo (ataque furtivo).</translation>
    </message>
    <message>
        <source>Hidden initiative </source>
        <translation>Iniciativa oculta </translation>
    </message>
    <message>
        <source>Hidden initiative: cards are secret and drawn again every round; the GM calls the numbers from #1.</source>
        <translation>Iniciativa oculta: las cartas son secretas y se roban de nuevo cada ronda; el DJ canta los números desde el #1.</translation>
    </message>
    <message>
        <source>Hidden initiative off: the cards are face up and kept for the whole fight.</source>
        <translation>Iniciativa oculta desactivada: las cartas están boca arriba y valen todo el combate.</translation>
    </message>
    <message>
        <source>Round {number}: hidden initiative — every card is drawn again.</source>
        <translation>Ronda {number}: iniciativa oculta — se vuelven a robar todas las cartas.</translation>
    </message>
    <message>
        <source>The GM calls #{card}: {holder} shows {card_text}.</source>
        <translation>El DJ canta #{card}: {holder} muestra {card_text}.</translation>
    </message>
    <message>
        <source>Round {number} begins: everyone&apos;s actions refresh.</source>
        <translation>Empieza la ronda {number}: se renuevan las acciones de todos.</translation>
    </message>
    <message>
        <source>Nobody in the order can act.</source>
        <translation>Nadie en el orden puede actuar.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn ({card_text}, round {number})</source>
        <translation>Turno de {name} ({card_text}, ronda {number})</translation>
    </message>
    <message>
        <source>: broken, no actions — the turn passes.</source>
        <translation>: quebrado, sin acciones — el turno pasa.</translation>
    </message>
    <message>
        <source>{name} can&apos;t act now; the turn passes.</source>
        <translation>{name} no puede actuar ahora; el turno pasa.</translation>
    </message>
    <message>
        <source>Start the fight</source>
        <translation>Empezar el combate</translation>
    </message>
    <message>
        <source>The fight has already started.</source>
        <translation>El combate ya ha empezado.</translation>
    </message>
    <message>
        <source>Draw initiative first: nobody holds a card.</source>
        <translation>Roba la iniciativa primero: nadie tiene carta.</translation>
    </message>
    <message>
        <source>The fight begins: round {number}.</source>
        <translation>Empieza el combate: ronda {number}.</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Siguiente turno</translation>
    </message>
    <message>
        <source>The fight hasn&apos;t started: draw initiative and start it first.</source>
        <translation>El combate no ha empezado: roba la iniciativa y empiézalo primero.</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Siguiente ronda</translation>
    </message>
    <message>
        <source>End the fight</source>
        <translation>Terminar el combate</translation>
    </message>
    <message>
        <source>The fight is over.</source>
        <translation>El combate ha terminado.</translation>
    </message>
    <message>
        <source>Cards are swapped during the fight, on your own turn.</source>
        <translation>Las cartas se intercambian durante el combate, en tu propio turno.</translation>
    </message>
    <message>
        <source>There is no combatant called {name!r}.</source>
        <translation>No existe ningún combatiente llamado {name!r}.</translation>
    </message>
    <message>
        <source>It isn&apos;t {name}&apos;s turn: a swap is declared on your own turn.</source>
        <translation>No es el turno de {name}: un intercambio se declara en el propio turno.</translation>
    </message>
    <message>
        <source>{name} has already acted this round: swap before taking any action.</source>
        <translation>{name} ya ha actuado en esta ronda: intercambia antes de hacer ninguna acción.</translation>
    </message>
    <message>
        <source>{name} has just received this card in a swap and can&apos;t swap it again until the next round.</source>
        <translation>{name} acaba de recibir esta carta en un intercambio y no puede volver a cambiarla hasta la próxima ronda.</translation>
    </message>
    <message>
        <source>There is no combatant called {other!r}.</source>
        <translation>No existe ningún combatiente llamado {other!r}.</translation>
    </message>
    <message>
        <source>{name} holds no initiative card.</source>
        <translation>{name} no tiene carta de iniciativa.</translation>
    </message>
    <message>
        <source>{other} holds no initiative card.</source>
        <translation>{other} no tiene carta de iniciativa.</translation>
    </message>
    <message>
        <source>{name} and {other} act on the same card.</source>
        <translation>{name} y {other} actúan con la misma carta.</translation>
    </message>
    <message>
        <source>{holder} has already begun its turn ({started} acted): the group&apos;s card can&apos;t change hands now.</source>
        <translation>{holder} ya ha empezado su turno ({started} actuó): la carta del grupo no puede cambiar de manos ahora.</translation>
    </message>
    <message>
        <source>{other}&apos;s turn has already come this round.</source>
        <translation>El turno de {other} ya ha llegado en esta ronda.</translation>
    </message>
    <message>
        <source>{other} is {state} and can&apos;t act: there is no one to swap with.</source>
        <translation>{other} está {state} y no puede actuar: no hay con quién intercambiar.</translation>
    </message>
    <message>
        <source>{name} swaps initiative with {other}</source>
        <translation>{name} intercambia la iniciativa con {other}</translation>
    </message>
    <message>
        <source>{name} swaps initiative with {their_label}: {holder} takes {card_text} and acts now; {holder2} will act on {card_text2}.</source>
        <translation>{name} intercambia la iniciativa con {their_label}: {holder} se queda {card_text} y actúa ahora; {holder2} actuará con {card_text2}.</translation>
    </message>
    <message>
        <source>{name} joins the fight</source>
        <translation>{name} se une al combate</translation>
    </message>
    <message>
        <source>{name} is already in the initiative order.</source>
        <translation>{name} ya está en el orden de iniciativa.</translation>
    </message>
    <message>
        <source>There is no group called {group!r}.</source>
        <translation>No existe ningún grupo llamado {group!r}.</translation>
    </message>
    <message>
        <source>{name} is a player character: only NPCs join a group card.</source>
        <translation>{name} es un personaje jugador: solo los PNJ entran en una carta de grupo.</translation>
    </message>
    <message>
        <source>{name} joins {group} and acts last in it.</source>
        <translation>{name} se une a {group} y actúa el último en él.</translation>
    </message>
    <message>
        <source>{card_text} has passed this round: {name} acts from round {number}.</source>
        <translation>{card_text} ya ha pasado en esta ronda: {name} actúa desde la ronda {number}.</translation>
    </message>
    <message>
        <source>{name} leaves the fight</source>
        <translation>{name} deja el combate</translation>
    </message>
    <message>
        <source>{name} leaves {group}.</source>
        <translation>{name} deja {group}.</translation>
    </message>
    <message>
        <source>{name} is not in the initiative order.</source>
        <translation>{name} no está en el orden de iniciativa.</translation>
    </message>
    <message>
        <source>{holder} leaves the order; {card_text} goes back to the deck.</source>
        <translation>{holder} sale del orden; {card_text} vuelve al mazo.</translation>
    </message>
    <message>
        <source>initiative: expected an object</source>
        <translation>initiative: se esperaba un objeto</translation>
    </message>
    <message>
        <source>initiative.{key}: expected true or false</source>
        <translation>initiative.{key}: se esperaba true o false</translation>
    </message>
    <message>
        <source>initiative.groups: expected group → list of names</source>
        <translation>initiative.groups: se esperaba grupo → lista de nombres</translation>
    </message>
    <message>
        <source>initiative.decks: expected lists of card numbers</source>
        <translation>initiative.decks: se esperaban listas de números de carta</translation>
    </message>
    <message>
        <source>{where}: expected an object</source>
        <translation>{where}: se esperaba un objeto</translation>
    </message>
    <message>
        <source>{where}.{key}: expected {name}</source>
        <translation>{where}.{key}: se esperaba {name}</translation>
    </message>
    <message>
        <source>{where}.deck: decks are numbered from 1</source>
        <translation>{where}.deck: los mazos se numeran desde 1</translation>
    </message>
    <message>
        <source>{where}: card {card} of deck {deck} is dealt twice</source>
        <translation>{where}: la carta {card} del mazo {deck} se ha repartido dos veces</translation>
    </message>
    <message>
        <source>{where}.holder: no group called {holder!r}</source>
        <translation>{where}.holder: ningún grupo llamado {holder!r}</translation>
    </message>
    <message>
        <source>{where}.holder: no combatant called {holder!r}</source>
        <translation>{where}.holder: ningún combatiente llamado {holder!r}</translation>
    </message>
    <message>
        <source>initiative.acted: expected names</source>
        <translation>initiative.acted: se esperaban nombres</translation>
    </message>
    <message>
        <source>initiative.current: expected {card, deck, name} or null</source>
        <translation>initiative.current: se esperaba {card, deck, name} o null</translation>
    </message>
    <message>
        <source>Time passes in stretches, shifts or days, not {unit!r}.</source>
        <translation>El tiempo pasa en tramos, turnos o días, no {unit!r}.</translation>
    </message>
    <message>
        <source>Pass between 1 and {MAX_COUNT} {unit}s at a time (got {count!r}).</source>
        <translation>Pasa de 1 a {MAX_COUNT} cada vez (unidad: {unit}; recibido {count!r}).</translation>
    </message>
    <message>
        <source>{name} recovers {parts}.</source>
        <translation>{name} recupera {parts}.</translation>
    </message>
    <message>
        <source>Care counts per day (seed 000 &apos;care&apos;): pass a day to use it.</source>
        <translation>Los cuidados cuentan por día (semilla 000 &apos;cuidado&apos;): pasa un día para usarlos.</translation>
    </message>
    <message>
        <source>{label} pass</source>
        <translation>Pasan {label}</translation>
    </message>
    <message>
        <source>{label} passes.</source>
        <translation>Pasa {label}.</translation>
    </message>
    <message>
        <source>{label} pass.</source>
        <translation>Pasan {label}.</translation>
    </message>
    <message>
        <source>Death rolls due: {due}.</source>
        <translation>Tiradas de muerte pendientes: {due}.</translation>
    </message>
    <message>
        <source>{plural} ended.</source>
        <translation>{plural} terminado(s).</translation>
    </message>
    <message>
        <source>armour the sheet can&apos;t read ({exc})</source>
        <translation>armadura que la hoja no puede leer ({exc})</translation>
    </message>
    <message>
        <source>a custom weapon&apos;s row needs an id</source>
        <translation>la fila de un arma personalizada necesita un id</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>Damage and criticals</source>
        <translation>Daño y críticos</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Hide initiative cards</source>
        <translation>Ocultar las cartas de iniciativa</translation>
    </message>
    <message>
        <source>The drawn initiative cards stay hidden from the players&apos; screen until turned.</source>
        <translation>Las cartas de iniciativa robadas quedan ocultas en la pantalla de los jugadores hasta que se giran.</translation>
    </message>
    <message>
        <source>Damage system</source>
        <translation>Sistema de daño</translation>
    </message>
    <message>
        <source>Health and Resolve, attribute damage or conditions: which tracks damage fills.</source>
        <translation>Salud y Voluntad, daño a atributos o condiciones: qué registros llena el daño.</translation>
    </message>
    <message>
        <source>Critical injury trigger</source>
        <translation>Desencadenante de herida crítica</translation>
    </message>
    <message>
        <source>What causes a critical injury; the default reading follows the damage system.</source>
        <translation>Qué causa una herida crítica; la lectura por defecto sigue el sistema de daño.</translation>
    </message>
    <message>
        <source>Critical on every hit while broken</source>
        <translation>Crítico en cada impacto mientras está quebrado</translation>
    </message>
    <message>
        <source>Each further hit that deals damage to a broken character causes another critical.</source>
        <translation>Cada impacto que inflige daño a un personaje quebrado causa otro crítico.</translation>
    </message>
    <message>
        <source>Minor NPCs die when broken</source>
        <translation>Los PNJ menores mueren al quebrarse</translation>
    </message>
    <message>
        <source>A broken NPC marked minor simply dies instead of rolling a critical injury.</source>
        <translation>Un PNJ quebrado marcado como menor simplemente muere en lugar de tirar una herida crítica.</translation>
    </message>
    <message>
        <source>Armour protects against</source>
        <translation>La armadura protege contra</translation>
    </message>
    <message>
        <source>The attacks armour rolls against: melee, ranged and blast, or fewer.</source>
        <translation>Los ataques contra los que tira la armadura: cuerpo a cuerpo, a distancia y explosiones, o menos.</translation>
    </message>
    <message>
        <source>Dice mode</source>
        <translation>Modo de dados</translation>
    </message>
    <message>
        <source>Roll dice pools (D6s) or step dice (A = D12 … D = D6).</source>
        <translation>Tirar reservas de dados (D6) o dados de paso (A = D12 … D = D6).</translation>
    </message>
    <message>
        <source>Recover damage and stress together</source>
        <translation>Recuperar daño y estrés a la vez</translation>
    </message>
    <message>
        <source>Each turn of rest heals one damage and one stress, not one of the two.</source>
        <translation>Cada turno de descanso cura un punto de daño y uno de estrés, no uno de los dos.</translation>
    </message>
    <message>
        <source>Care counts only on a success</source>
        <translation>Los cuidados solo cuentan con éxito</translation>
    </message>
    <message>
        <source>A day of care counts as two only when the carer&apos;s Healing roll succeeds.</source>
        <translation>Un día de cuidados cuenta como dos solo cuando la tirada de Curación del cuidador tiene éxito.</translation>
    </message>
    <message>
        <source>&apos;Until healed&apos; needs a success</source>
        <translation>&apos;Hasta curarse&apos; exige éxito</translation>
    </message>
    <message>
        <source>An injury lasting until a Healing roll ends only on a successful roll.</source>
        <translation>Una herida que dura hasta una tirada de Curación solo termina con una tirada con éxito.</translation>
    </message>
    <message>
        <source>Pushing wears the weapon</source>
        <translation>Forzar desgasta el arma</translation>
    </message>
    <message>
        <source>Each bane of a pushed attack roll takes a point off the weapon&apos;s bonus (broken at 0).</source>
        <translation>Cada fallo de un ataque forzado quita un punto a la bonificación del arma (rota en 0).</translation>
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
        <source>blast</source>
        <translation>explosión</translation>
    </message>
    <message>
        <source>attribute damage</source>
        <translation>daño a los atributos</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>condiciones</translation>
    </message>
    <message>
        <source>Health or Resolve at zero</source>
        <translation>Salud o Determinación a cero</translation>
    </message>
    <message>
        <source>an attribute at zero</source>
        <translation>un atributo a cero</translation>
    </message>
    <message>
        <source>broken by conditions</source>
        <translation>quebrado por condiciones</translation>
    </message>
    <message>
        <source>the weapon&apos;s critical threshold</source>
        <translation>el Umbral de Crítico del arma</translation>
    </message>
    <message>
        <source>an attack with two or more successes</source>
        <translation>un ataque con dos o más éxitos</translation>
    </message>
    <message>
        <source>dice pool (D6s)</source>
        <translation>reserva de dados (D6)</translation>
    </message>
    <message>
        <source>step dice</source>
        <translation>dados de paso</translation>
    </message>
    <message>
        <source>damage {damage}</source>
        <translation>daño {damage}</translation>
    </message>
    <message>
        <source>can be thrown</source>
        <translation>se puede arrojar</translation>
    </message>
    <message>
        <source>{name} — armour rating {rating}</source>
        <translation>{name} — valor de armadura {rating}</translation>
    </message>
    <message>
        <source>Base dice of its skills</source>
        <translation>Dados base de sus habilidades</translation>
    </message>
    <message>
        <source>Rolled with {attr}</source>
        <translation>Se tira con {attr}</translation>
    </message>
    <message>
        <source>untrained</source>
        <translation>sin entrenar</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Salud</translation>
    </message>
    <message>
        <source>Strength + Agility, or the Health typed below</source>
        <translation>Fuerza + Agilidad, o la Salud escrita abajo</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Voluntad</translation>
    </message>
    <message>
        <source>Wits + Empathy, or the Resolve typed below</source>
        <translation>Astucia + Empatía, o la Voluntad escrita abajo</translation>
    </message>
    <message>
        <source>Health (creature&apos;s own)</source>
        <translation>Salud (propia de la criatura)</translation>
    </message>
    <message>
        <source>Leave empty for Strength + Agility</source>
        <translation>Déjalo vacío para Fuerza + Agilidad</translation>
    </message>
    <message>
        <source>Resolve (creature&apos;s own)</source>
        <translation>Voluntad (propia de la criatura)</translation>
    </message>
    <message>
        <source>Leave empty for Wits + Empathy</source>
        <translation>Déjalo vacío para Astucia + Empatía</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>large</source>
        <translation>grande</translation>
    </message>
    <message>
        <source>small</source>
        <translation>pequeño</translation>
    </message>
    <message>
        <source>Shooting a large target +2, small −2</source>
        <translation>Disparar a un objetivo grande +2, pequeño −2</translation>
    </message>
    <message>
        <source>Humanoid</source>
        <translation>Humanoide</translation>
    </message>
    <message>
        <source>Unarmed, you can only block a humanoid&apos;s unarmed attacks</source>
        <translation>Desarmado, solo puedes bloquear los ataques desarmados de un humanoide</translation>
    </message>
    <message>
        <source>Animal or beast</source>
        <translation>Animal o bestia</translation>
    </message>
    <message>
        <source>Its attacks can&apos;t be blocked unarmed</source>
        <translation>Sus ataques no se pueden bloquear desarmado</translation>
    </message>
    <message>
        <source>Minor NPC</source>
        <translation>PNJ menor</translation>
    </message>
    <message>
        <source>seed 000: broken NPCs</source>
        <translation>semilla 000: PNJ quebrados</translation>
    </message>
    <message>
        <source>weapons.json (weapons)</source>
        <translation>weapons.json (armas)</translation>
    </message>
    <message>
        <source>May simply die when broken (setting yze.broken_minor_npc_dies)</source>
        <translation>Puede simplemente morir al quebrarse (ajuste yze.broken_minor_npc_dies)</translation>
    </message>
    <message>
        <source>Telescopic sight</source>
        <translation>Mira telescópica</translation>
    </message>
    <message>
        <source>On a ranged weapon: aim as a slow action for +3</source>
        <translation>En un arma a distancia: apuntar como acción lenta da +3</translation>
    </message>
    <message>
        <source>Is a vehicle</source>
        <translation>Es un vehículo</translation>
    </message>
    <message>
        <source>In a vehicle</source>
        <translation>En un vehículo</translation>
    </message>
    <message>
        <source>Gear and talents</source>
        <translation>Equipo y talentos</translation>
    </message>
    <message>
        <source>Notes for the table; the rules don&apos;t read them</source>
        <translation>Notas para la mesa; las reglas no las leen</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>Health and Resolve</source>
        <translation>Salud y Voluntad</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Unarmed is always at hand</source>
        <translation>Desarmado siempre está a mano</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>Body armour</source>
        <translation>Armadura corporal</translation>
    </message>
    <message>
        <source>armour_types.json (Zonekeeper&apos;s own)</source>
        <translation>armour_types.json (propia de Zonekeeper)</translation>
    </message>
    <message>
        <source>The last one picked is worn</source>
        <translation>Se lleva la última elegida</translation>
    </message>
    <message>
        <source>Type and gear</source>
        <translation>Tipo y equipo</translation>
    </message>
    <message>
        <source>{label} is a list of weapons picked from the weapon table.</source>
        <translation>{label} es una lista de armas elegidas de la tabla de armas.</translation>
    </message>
    <message>
        <source>{label}: {wid!r} is not in the weapon table (pick from {known}).</source>
        <translation>{label}: {wid!r} no está en la tabla de armas (elige entre {known}).</translation>
    </message>
    <message>
        <source>{label} is a list of armour picked from the table.</source>
        <translation>{label} es una lista de armaduras elegidas de la tabla.</translation>
    </message>
    <message>
        <source>An armour rating is A, B, C or D in a step-dice game (got {rating!r}).</source>
        <translation>Un valor de armadura es A, B, C o D en un juego de dados de paso (recibido {rating!r}).</translation>
    </message>
    <message>
        <source>An armour rating is a whole number from 0 to 20 (got {rating!r}).</source>
        <translation>Un valor de armadura es un número entero de 0 a 20 (recibido {rating!r}).</translation>
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
        <source>Physical</source>
        <translation>Físicas</translation>
    </message>
    <message>
        <source>Mental</source>
        <translation>Mentales</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Aguante</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Sigilo</translation>
    </message>
    <message>
        <source>Insight</source>
        <translation>Perspicacia</translation>
    </message>
    <message>
        <source>Crafting</source>
        <translation>Artesanía</translation>
    </message>
    <message>
        <source>Persuasion</source>
        <translation>Persuasión</translation>
    </message>
    <message>
        <source>There is no YZE skill called {skill!r}; known: {known}.</source>
        <translation>No existe ninguna habilidad de YZE llamada {skill!r}; conocidas: {known}.</translation>
    </message>
    <message>
        <source>{name} has step-dice ratings ({attribute} {a}, {skill} {s}); roll them as step dice, not as a pool.</source>
        <translation>{name} tiene valores de dados de paso ({attribute} {a}, {skill} {s}); tíralos como dados de paso, no como reserva.</translation>
    </message>
    <message>
        <source>{name}&apos;s {attribute} ({a!r}) or {skill} ({s!r}) is not a number.</source>
        <translation>{attribute} ({a!r}) o {skill} ({s!r}) de {name} no es un número.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>Close combat</source>
        <translation>Combate cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Ranged combat</source>
        <translation>Combate a distancia</translation>
    </message>
    <message>
        <source>Mobility (thrown)</source>
        <translation>Movilidad (arrojadiza)</translation>
    </message>
    <message>
        <source>Grip</source>
        <translation>Empuñadura</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonificación</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <source>Crit threshold</source>
        <translation>Umbral de crítico</translation>
    </message>
    <message>
        <source>Crit die</source>
        <translation>Dado de crítico</translation>
    </message>
    <message>
        <source>Rate of fire</source>
        <translation>Cadencia de fuego</translation>
    </message>
    <message>
        <source>Extra base dice; lost to damage and pushes, broken at 0 (weapons: bonus)</source>
        <translation>Dados base adicionales; se pierden por daño y al forzar, rota en 0 (armas: bonificación)</translation>
    </message>
    <message>
        <source>Damage this high in one attack is a critical injury, even unbroken (crit threshold)</source>
        <translation>Ese daño en un solo ataque es una herida crítica, aunque no esté quebrado (umbral de crítico)</translation>
    </message>
    <message>
        <source>Rolled for its critical on the D66 table: D6 gives 11–16, D666 drops the lowest of three; — rolls D66 (crit die)</source>
        <translation>Se tira para el crítico en la tabla D66: D6 da 11–16, D666 descarta el menor de tres; — tira D66 (dado de crítico)</translation>
    </message>
    <message>
        <source>Most ammo dice per shot (ammo dice)</source>
        <translation>Máximo de dados de munición por disparo (dados de munición)</translation>
    </message>
    <message>
        <source>Full auto</source>
        <translation>Automática</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Mira</translation>
    </message>
    <message>
        <source>Firearm</source>
        <translation>Arma de fuego</translation>
    </message>
    <message>
        <source>Magazine (rounds)</source>
        <translation>Cargador (balas)</translation>
    </message>
    <message>
        <source>Rounds a reload gives</source>
        <translation>Balas que da una recarga</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Suministro</translation>
    </message>
    <message>
        <source>Starting ammunition supply rating (supply rolls)</source>
        <translation>Valor inicial de suministro de munición (tiradas de suministro)</translation>
    </message>
    <message>
        <source>New weapon</source>
        <translation>Nueva arma</translation>
    </message>
    <message>
        <source>Unarmed is not a weapon to copy.</source>
        <translation>Desarmado no es un arma que copiar.</translation>
    </message>
    <message>
        <source>A weapon needs a name.</source>
        <translation>Un arma necesita un nombre.</translation>
    </message>
    <message>
        <source>{label}: choose one of {value}.</source>
        <translation>{label}: elige uno de {value}.</translation>
    </message>
    <message>
        <source>{label} is a whole number.</source>
        <translation>{label} es un número entero.</translation>
    </message>
    <message>
        <source>{label} is a whole number, not {value!r}.</source>
        <translation>{label} es un número entero, no {value!r}.</translation>
    </message>
    <message>
        <source>{label} is from {low:g} to {high:g}, not {number}.</source>
        <translation>{label} va de {low:g} a {high:g}, no {number}.</translation>
    </message>
    <message>
        <source>The {name} is a weapon of the seed&apos;s table: copy it to edit it.</source>
        <translation>{name} es un arma de la tabla de la semilla: cópiala para editarla.</translation>
    </message>
    <message>
        <source>Crit die: one of {CRIT_DICE} or none.</source>
        <translation>Dado de crítico: uno de {CRIT_DICE} o ninguno.</translation>
    </message>
    <message>
        <source>Supply is a whole number, 0 or more.</source>
        <translation>El suministro es un número entero, 0 o más.</translation>
    </message>
    <message>
        <source>Weapon table: {get}</source>
        <translation>Tabla de armas: {get}</translation>
    </message>
    <message>
        <source>{label} — BROKEN (repair with Crafting)</source>
        <translation>{label} — ROTA (repárala con Artesanía)</translation>
    </message>
    <message>
        <source>{label} — bonus now +{now}</source>
        <translation>{label} — bonificación ahora +{now}</translation>
    </message>
    <message>
        <source>Broken: repair with Crafting (GM tools ▸ Repair a weapon).</source>
        <translation>Rota: repárala con Artesanía (Herramientas del DJ ▸ Reparar un arma).</translation>
    </message>
    <message>
        <source>{label} bonus</source>
        <translation>Bonificación de {label}</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} is not damaged.</source>
        <translation>{name2} de {name} no está dañada.</translation>
    </message>
    <message>
        <source>{name} repairs the {name2}</source>
        <translation>{name} repara {name2}</translation>
    </message>
    <message>
        <source>repair the {name}</source>
        <translation>reparar {name}</translation>
    </message>
    <message>
        <source>{name} fails to repair the {name2}.</source>
        <translation>{name} no logra reparar {name2}.</translation>
    </message>
    <message>
        <source>Ammunition</source>
        <translation>Munición</translation>
    </message>
    <message>
        <source>Count rounds, supply roll or ammo dice (sets the encounter&apos;s mode)</source>
        <translation>Contar balas, tirada de suministro o dados de munición (fija el modo del encuentro)</translation>
    </message>
    <message>
        <source>As set</source>
        <translation>Como esté</translation>
    </message>
    <message>
        <source>Count rounds</source>
        <translation>Contar balas</translation>
    </message>
    <message>
        <source>Supply roll</source>
        <translation>Tirada de suministros</translation>
    </message>
    <message>
        <source>Ammo dice</source>
        <translation>Dados de munición</translation>
    </message>
    <message>
        <source>Up to RoF or rounds left − 1; a 6 adds damage or a hit</source>
        <translation>Hasta la cadencia o las balas que quedan − 1; un 6 suma daño o un impacto</translation>
    </message>
    <message>
        <source>Ammunition: one of {AMMO_MODE_CHOICES}.</source>
        <translation>Munición: uno de {AMMO_MODE_CHOICES}.</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Carrier</source>
        <translation>Portador</translation>
    </message>
    <message>
        <source>Damage a weapon</source>
        <translation>Dañar un arma</translation>
    </message>
    <message>
        <source>Bonus lost</source>
        <translation>Bonificación perdida</translation>
    </message>
    <message>
        <source>The bonus drops; at 0 the weapon breaks (weapons: bonus).</source>
        <translation>La bonificación baja; en 0 el arma se rompe (armas: bonificación).</translation>
    </message>
    <message>
        <source>A Crafting roll gives the weapon its bonus back (weapons: Crafting).</source>
        <translation>Una tirada de Artesanía devuelve la bonificación del arma (armas: Artesanía).</translation>
    </message>
    <message>
        <source>Counted rounds or the supply rating (ammunition).</source>
        <translation>Balas contadas o el valor de suministro (munición).</translation>
    </message>
    <message>
        <source>Repair a weapon</source>
        <translation>Reparar un arma</translation>
    </message>
    <message>
        <source>{who} carries the {name}: take it off their sheet first.</source>
        <translation>{who} lleva {name}: quítala de su hoja primero.</translation>
    </message>
    <message>
        <source>{who} carry the {name}: take it off their sheet first.</source>
        <translation>{who} llevan {name}: quítala de sus hojas primero.</translation>
    </message>
    <message>
        <source>Roll Crafting now</source>
        <translation>Tirar Artesanía ahora</translation>
    </message>
    <message>
        <source>Rounds and supply</source>
        <translation>Balas y suministro</translation>
    </message>
    <message>
        <source>Rounds in the magazine</source>
        <translation>Balas en el cargador</translation>
    </message>
    <message>
        <source>Supply rating</source>
        <translation>Valor de suministro</translation>
    </message>
    <message>
        <source>Give the rounds, the supply rating or both.</source>
        <translation>Indica las balas, el valor de suministro o ambos.</translation>
    </message>
    <message>
        <source>YZE has no weapon tool {tool_id!r}.</source>
        <translation>YZE no tiene la herramienta de armas {tool_id!r}.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>Which door? The {label} holds {n}.</source>
        <translation>¿Qué puerta? {label} tiene {n}.</translation>
    </message>
</context>
</TS>
