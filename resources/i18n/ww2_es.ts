<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ww2</name>
    <message>
        <source>Roll 3d6 initiative again at every new round (default: once a fight).</source>
        <translation>Volver a tirar la iniciativa 3d6 en cada nueva ronda (por defecto: una vez por combate).</translation>
    </message>
    <message>
        <source>An Injury past the maximum becomes a Wound and empties the Injuries track.</source>
        <translation>Una Lesión por encima del máximo se convierte en Herida y vacía el registro de Lesiones.</translation>
    </message>
    <message>
        <source>Exposure of a prone target attacked from the flank or rear.</source>
        <translation>Exposición de un objetivo tumbado atacado por el flanco o la retaguardia.</translation>
    </message>
    <message>
        <source>The GM&apos;s ranges per weapon category: {category: {range_class, lethal_m, maximum_m}} (the seed&apos;s table is missing).</source>
        <translation>Los alcances del DJ por categoría de arma: {category: {range_class, lethal_m, maximum_m}} (falta la tabla de la semilla).</translation>
    </message>
    <message>
        <source>Crouched speed is one third of the mode&apos;s metres (mode) or of the 15 m run.</source>
        <translation>La velocidad agachado es un tercio de los metros del modo (mode) o de la carrera de 15 m.</translation>
    </message>
    <message>
        <source>Skill tests: d20 + skill against the GM&apos;s d20 + the bracket number, or the GM rules every result.</source>
        <translation>Pruebas de habilidad: d20 + habilidad contra el d20 del DJ + el número de la franja, o el DJ decide cada resultado.</translation>
    </message>
    <message>
        <source>WWII has no cost for {activity!r}</source>
        <translation>WWII no tiene coste para {activity!r}</translation>
    </message>
    <message>
        <source>combatants.{name}.{KEY}.surprised_by.{k}: no combatant has that name</source>
        <translation>combatants.{name}.{KEY}.surprised_by.{k}: ningún combatiente tiene ese nombre</translation>
    </message>
    <message>
        <source>{name} is dead.</source>
        <translation>{name} está muerto.</translation>
    </message>
    <message>
        <source>AP from which an attack adds a Wound: 3 &apos;greater than or equal to 3&apos;, 4 &apos;greater than 3&apos;.</source>
        <translation>PA a partir del cual un ataque añade una Herida: 3 &apos;mayor o igual a 3&apos;, 4 &apos;superior a 3&apos;.</translation>
    </message>
    <message>
        <source>Surprise effects stack down the attention states (&apos;they are cumulative&apos;).</source>
        <translation>Los efectos de sorpresa se acumulan bajando por los estados de atención (&apos;son acumulativos&apos;).</translation>
    </message>
    <message>
        <source>A surprised Relaxed victim&apos;s DP is only the full exposure baseline.</source>
        <translation>La PD de una víctima Relajada sorprendida es solo la base de exposición completa.</translation>
    </message>
    <message>
        <source>The −3 of 6–10 Bleeding also applies to Attacks (as written: Skill tests).</source>
        <translation>El −3 de Hemorragia 6–10 también se aplica a los Ataques (tal como está escrito: pruebas de Habilidad).</translation>
    </message>
    <message>
        <source>defender: the target gets +5 DP when the attacker shoots and moves; mover: a target that shot and moved this round gets +5 DP.</source>
        <translation>defender: el objetivo gana +5 PD cuando el atacante dispara y se mueve; mover: un objetivo que disparó y se movió en esta ronda gana +5 PD.</translation>
    </message>
    <message>
        <source>The 1-point conversion is the first target&apos;s penalty (1 AP a target); off: the conversion point comes on top of 1 AP a target.</source>
        <translation>La conversión de 1 punto es la penalización del primer objetivo (1 PA por objetivo); off: el punto de conversión se suma a 1 PA por objetivo.</translation>
    </message>
    <message>
        <source>AP (before the suppression penalty) that counts as a hit.</source>
        <translation>PA (antes de la penalización de supresión) que cuenta como impacto.</translation>
    </message>
    <message>
        <source>ineffective combat: +10 DP in melee.</source>
        <translation>Combate ineficaz: +10 PD cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>ineffective combat: no automatic Wound at AP 3+ in melee.</source>
        <translation>Combate ineficaz: ninguna Herida automática con PA 3+ cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>ineffective combat, knockout: a melee Wound knocks out instead of wounding.</source>
        <translation>Combate ineficaz, noqueo: una Herida cuerpo a cuerpo noquea en lugar de herir.</translation>
    </message>
    <message>
        <source>Athletics</source>
        <translation>Atletismo</translation>
    </message>
    <message>
        <source>{name} is in a coma (Bleeding).</source>
        <translation>{name} está en coma (Hemorragia).</translation>
    </message>
    <message>
        <source>{name} is unconscious.</source>
        <translation>{name} está inconsciente.</translation>
    </message>
    <message>
        <source>{name} loses this round</source>
        <translation>{name} pierde esta ronda</translation>
    </message>
    <message>
        <source>{name} has made the move of this round&apos;s shoot-and-move.</source>
        <translation>{name} ya ha hecho el movimiento del disparar y moverse de esta ronda.</translation>
    </message>
    <message>
        <source>{name} is suppressed by {by} and can&apos;t move.</source>
        <translation>{name} está suprimido por {by} y no puede moverse.</translation>
    </message>
    <message>
        <source>{name} is out of action (Wound): they can only crawl — go prone first.</source>
        <translation>{name} está fuera de combate (Herida): solo puede arrastrarse — túmbate primero.</translation>
    </message>
    <message>
        <source>Injuries</source>
        <translation>Lesiones</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Heridas</translation>
    </message>
    <message>
        <source>Bleeding</source>
        <translation>Hemorragia</translation>
    </message>
    <message>
        <source>{name} can&apos;t walk: crawl only (go prone first).</source>
        <translation>{name} no puede andar: solo arrastrarse (túmbate primero).</translation>
    </message>
    <message>
        <source>Unknown WWII setting {key!r}.</source>
        <translation>Ajuste de WWII desconocido {key!r}.</translation>
    </message>
    <message>
        <source>{key}: choose from {value}.</source>
        <translation>{key}: elige entre {value}.</translation>
    </message>
    <message>
        <source>{key}: a mapping of weapon category to ranges.</source>
        <translation>{key}: una correspondencia de categoría de arma a alcances.</translation>
    </message>
    <message>
        <source>{key}: a whole number from 0.</source>
        <translation>{key}: un número entero desde 0.</translation>
    </message>
    <message>
        <source>Unknown range class {range_class!r} for {get}: use melee, short, medium or long (range_bands.json).</source>
        <translation>Clase de alcance desconocida {range_class!r} para {get}: usa melee, short, medium o long (range_bands.json).</translation>
    </message>
    <message>
        <source>{get} has no effective range (no range class, and none in ww2.weapon_range_table): treated as within effective range.</source>
        <translation>{get} no tiene alcance eficaz (sin clase de alcance, y ninguno en ww2.weapon_range_table): se trata como dentro del alcance eficaz.</translation>
    </message>
    <message>
        <source>{get}&apos;s maximum range is not known (the seed&apos;s table is missing; set it on the weapon or in ww2.weapon_range_table): treated as within it.</source>
        <translation>El alcance máximo de {get} no se conoce (falta la tabla de la semilla; fíjalo en el arma o en ww2.weapon_range_table): se trata como dentro de él.</translation>
    </message>
    <message>
        <source>{what}: choose auto, yes or no (not {value!r}).</source>
        <translation>{what}: elige auto, sí o no (no {value!r}).</translation>
    </message>
    <message>
        <source>Unknown exposure {level!r}: auto, full, partial, minimal, fully_hidden.</source>
        <translation>Exposición desconocida {level!r}: auto, full, partial, minimal, fully_hidden.</translation>
    </message>
    <message>
        <source>Unknown armour {level!r}: none, retarding or impenetrable.</source>
        <translation>Blindaje desconocido {level!r}: none, retarding o impenetrable.</translation>
    </message>
    <message>
        <source>Unknown visibility {override!r}: perfect, partial or none.</source>
        <translation>Visibilidad desconocida {override!r}: perfect, partial o none.</translation>
    </message>
    <message>
        <source>set for this attack</source>
        <translation>fijado para este ataque</translation>
    </message>
    <message>
        <source>{target}&apos;s visibility</source>
        <translation>visibilidad de {target}</translation>
    </message>
    <message>
        <source>It isn&apos;t {attacker}&apos;s turn.</source>
        <translation>No es el turno de {attacker}.</translation>
    </message>
    <message>
        <source>{attacker} has already attacked this round (one action a round).</source>
        <translation>{attacker} ya ha atacado en esta ronda (una acción por ronda).</translation>
    </message>
    <message>
        <source>{attacker} is fully hidden behind impenetrable cover and can&apos;t attack.</source>
        <translation>{attacker} está completamente oculto tras una cobertura impenetrable y no puede atacar.</translation>
    </message>
    <message>
        <source>{attacker} has used the round&apos;s action.</source>
        <translation>{attacker} ya ha usado la acción de la ronda.</translation>
    </message>
    <message>
        <source>Unknown technique {technique!r}; choose from {TECHNIQUES}.</source>
        <translation>Técnica desconocida {technique!r}; elige entre {TECHNIQUES}.</translation>
    </message>
    <message>
        <source>A combatant can&apos;t attack themselves.</source>
        <translation>Un combatiente no puede atacarse a sí mismo.</translation>
    </message>
    <message>
        <source>{target} is already dead.</source>
        <translation>{target} ya está muerto.</translation>
    </message>
    <message>
        <source>{target} is fully hidden behind impenetrable cover: infinite defence, can&apos;t be attacked ({source}).</source>
        <translation>{target} está completamente oculto tras una cobertura impenetrable: defensa infinita, no puede ser atacado ({source}).</translation>
    </message>
    <message>
        <source>Suppressive fire can&apos;t be used beyond effective range.</source>
        <translation>El Fuego de supresión no se puede usar más allá del alcance eficaz.</translation>
    </message>
    <message>
        <source>a weapon</source>
        <translation>un arma</translation>
    </message>
    <message>
        <source>{a} doesn&apos;t carry {what}: pick one of {a}&apos;s weapons, or change {a}&apos;s equipment first.</source>
        <translation>{a} no lleva {what}: elige una de las armas de {a}, o cambia primero el equipo de {a}.</translation>
    </message>
    <message>
        <source>{a}&apos;s {weapon} is {status}.</source>
        <translation>{weapon} de {a} está {status}.</translation>
    </message>
    <message>
        <source>{a} can&apos;t shoot (a critical wound to the hand).</source>
        <translation>{a} no puede disparar (una herida crítica en la mano).</translation>
    </message>
    <message>
        <source>{target} is {dist:g} m away: beyond the maximum range of {name}.</source>
        <translation>{target} está a {dist:g} m: más allá del alcance máximo de {name}.</translation>
    </message>
    <message>
        <source>Unknown range band {range_band!r}: {BANDS}.</source>
        <translation>Franja de alcance desconocida {range_band!r}: {BANDS}.</translation>
    </message>
    <message>
        <source>GM allows {a}&apos;s attack on {t} although: {rstrip}</source>
        <translation>El DJ permite el ataque de {a} contra {t}, aunque: {rstrip}</translation>
    </message>
    <message>
        <source>Range band set by the GM: {band}.</source>
        <translation>Franja de alcance fijada por el DJ: {band}.</translation>
    </message>
    <message>
        <source>{a} is prone: no shooting and moving (posture.json).</source>
        <translation>{a} está tumbado: no puede disparar y moverse (posture.json).</translation>
    </message>
    <message>
        <source>No shooting beyond effective range and moving in the same round (movement.json).</source>
        <translation>No se puede disparar más allá del alcance eficaz y moverse en la misma ronda (movement.json).</translation>
    </message>
    <message>
        <source>{a} has used the round&apos;s action.</source>
        <translation>{a} ya ha usado la acción de la ronda.</translation>
    </message>
    <message>
        <source>{a} moved this round: firing as well is a shoot-and-move ({metres:g} m).</source>
        <translation>{a} se ha movido en esta ronda: disparar además es un disparar y moverse ({metres:g} m).</translation>
    </message>
    <message>
        <source>{a} ran this round: a run is made without firing (movement.json).</source>
        <translation>{a} ha corrido en esta ronda: una carrera se hace sin disparar (movement.json).</translation>
    </message>
    <message>
        <source>{a} has moved {moved:g} m since the turn began: a shoot-and-move allows {allowance:g} m, so no shot this round (movement.json).</source>
        <translation>{a} se ha movido {moved:g} m desde que empezó el turno: un disparar y moverse permite {allowance:g} m, así que no hay disparo esta ronda (movement.json).</translation>
    </message>
    <message>
        <source>{attacker}&apos;s sheet has no {skill_label}: counted as 0.</source>
        <translation>La hoja de {attacker} no tiene {skill_label}: cuenta como 0.</translation>
    </message>
    <message>
        <source>{t} failed to spot {a}</source>
        <translation>{t} no detectó a {a}</translation>
    </message>
    <message>
        <source>techniques.json: aimed last round</source>
        <translation>techniques.json: apuntó en la ronda anterior</translation>
    </message>
    <message>
        <source>{t} is fully hidden behind less than impenetrable cover</source>
        <translation>{t} está completamente oculto tras una cobertura no impenetrable</translation>
    </message>
    <message>
        <source> (the weapon ignores cover)</source>
        <translation> (el arma ignora la cobertura)</translation>
    </message>
    <message>
        <source>fully hidden</source>
        <translation>completamente oculto</translation>
    </message>
    <message>
        <source>surprise_effects.json: ww2.relaxed_no_defence_ignores_pd</source>
        <translation>surprise_effects.json: ww2.relaxed_no_defence_ignores_pd</translation>
    </message>
    <message>
        <source>Timed effects (defence)</source>
        <translation>Efectos temporales (defensa)</translation>
    </message>
    <message>
        <source>{t} ran this round: perpendicular to the line of fire assumed.</source>
        <translation>{t} ha corrido en esta ronda: se supone perpendicular a la línea de fuego.</translation>
    </message>
    <message>
        <source>Shoot and move at point-blank range: no penalty (movement.json).</source>
        <translation>Disparar y moverse a quemarropa: sin penalización (movement.json).</translation>
    </message>
    <message>
        <source>their own weapon (critical failure)</source>
        <translation>su propia arma (fallo crítico)</translation>
    </message>
    <message>
        <source>the effect can&apos;t happen here: a common miss</source>
        <translation>el efecto no puede ocurrir aquí: un fallo común</translation>
    </message>
    <message>
        <source>the effect can&apos;t happen here: a common hit</source>
        <translation>el efecto no puede ocurrir aquí: un impacto común</translation>
    </message>
    <message>
        <source>{title}: {face} — {text}</source>
        <translation>{title}: {face} — {text}</translation>
    </message>
    <message>
        <source>{text} Applied: {applied}.</source>
        <translation>{text} Aplicado: {applied}.</translation>
    </message>
    <message>
        <source>{text} GM: {gm}.</source>
        <translation>{text} DJ: {gm}.</translation>
    </message>
    <message>
        <source>{a} strikes at {t} with {get} ({distance:g} m, {band}): OP d20 {face} {po_text} = {po}; DP {pd_text} = {pd}; AP ⌊{po} ÷ {pd}⌋ = {pa}</source>
        <translation>{a} golpea a {t} con {get} ({distance:g} m, {band}): PO d20 {face} {po_text} = {po}; PD {pd_text} = {pd}; PA ⌊{po} ÷ {pd}⌋ = {pa}</translation>
    </message>
    <message>
        <source>{a} throws at {t} with {get} ({distance:g} m, {band}): OP d20 {face} {po_text} = {po}; DP {pd_text} = {pd}; AP ⌊{po} ÷ {pd}⌋ = {pa}</source>
        <translation>{a} arroja {get} contra {t} ({distance:g} m, {band}): PO d20 {face} {po_text} = {po}; PD {pd_text} = {pd}; PA ⌊{po} ÷ {pd}⌋ = {pa}</translation>
    </message>
    <message>
        <source>{a} fires at {t} with {get} ({distance:g} m, {band}): OP d20 {face} {po_text} = {po}; DP {pd_text} = {pd}; AP ⌊{po} ÷ {pd}⌋ = {pa}</source>
        <translation>{a} dispara a {t} con {get} ({distance:g} m, {band}): PO d20 {face} {po_text} = {po}; PD {pd_text} = {pd}; PA ⌊{po} ÷ {pd}⌋ = {pa}</translation>
    </message>
    <message>
        <source>suppression −{penalty} AP → {t} suppressed</source>
        <translation>supresión −{penalty} PA → {t} suprimido</translation>
    </message>
    <message>
        <source>suppression −{penalty} AP → {t} not suppressed</source>
        <translation>supresión −{penalty} PA → {t} no suprimido</translation>
    </message>
    <message>
        <source>{name} aims the {name2} at {target}: next round&apos;s shot adds Precision shot ({stat}) and ignores range penalties.</source>
        <translation>{name} apunta con {name2} a {target}: el disparo de la próxima ronda suma Disparo de precisión ({stat}) e ignora las penalizaciones de alcance.</translation>
    </message>
    <message>
        <source>{name} aims the {name2}: next round&apos;s shot adds Precision shot ({stat}) and ignores range penalties.</source>
        <translation>{name} apunta con {name2}: el disparo de la próxima ronda suma Disparo de precisión ({stat}) e ignora las penalizaciones de alcance.</translation>
    </message>
    <message>
        <source>{name} is dark (total darkness)</source>
        <translation>{name} está a oscuras (oscuridad total)</translation>
    </message>
    <message>
        <source>{attacker} is out of action (Wound): only crawling and bearing the pain.</source>
        <translation>{attacker} está fuera de combate (Herida): solo arrastrarse y soportar el dolor.</translation>
    </message>
    <message>
        <source>{attacker} is aiming this round: no attack until the next (Precision shot).</source>
        <translation>{attacker} está apuntando en esta ronda: ningún ataque hasta la siguiente (Disparo de precisión).</translation>
    </message>
    <message>
        <source>Suppressive fire: {suppression_penalty} AP become suppression ({targets} target{choice}).</source>
        <translation>Fuego de supresión: {suppression_penalty} PA se convierten en supresión ({targets} objetivo{choice}).</translation>
    </message>
    <message>
        <source>Submachine guns can&apos;t lay suppressive fire in consecutive rounds.</source>
        <translation>Los subfusiles no pueden hacer fuego de supresión en rondas consecutivas.</translation>
    </message>
    <message>
        <source>{target} is {dist:g} m away: out of reach of {name} (melee, 0–{reach:g} m).</source>
        <translation>{target} está a {dist:g} m: fuera del alcance de {name} (cuerpo a cuerpo, 0–{reach:g} m).</translation>
    </message>
    <message>
        <source>: counted as minimal exposure and no visibility.</source>
        <translation>: cuenta como exposición mínima y visibilidad nula.</translation>
    </message>
    <message>
        <source>No defence (Relaxed): full exposure only</source>
        <translation>Sin defensa (Relajado): solo exposición completa</translation>
    </message>
    <message>
        <source>{t} was Relaxed and surprised: no defence is possible — they can&apos;t react to this attack (passive cover and exposure still count).</source>
        <translation>{t} estaba Relajado y fue sorprendido: no es posible ninguna defensa — no puede reaccionar a este ataque (la cobertura pasiva y la exposición siguen contando).</translation>
    </message>
    <message>
        <source>Precision shot ignores the range penalty up to maximum range.</source>
        <translation>Disparo de precisión ignora la penalización de alcance hasta el alcance máximo.</translation>
    </message>
    <message>
        <source>Distance: beyond effective range ({distance:g} m)</source>
        <translation>Distancia: más allá del alcance eficaz ({distance:g} m)</translation>
    </message>
    <message>
        <source>Movement: running across the line of fire</source>
        <translation>Desplazamiento: corriendo a través de la línea de fuego</translation>
    </message>
    <message>
        <source>Movement: {a} shoots and moves</source>
        <translation>Desplazamiento: {a} dispara y se mueve</translation>
    </message>
    <message>
        <source>Movement: {t} shot and moved</source>
        <translation>Desplazamiento: {t} disparó y se movió</translation>
    </message>
    <message>
        <source>{a} takes a Wound</source>
        <translation>{a} sufre una Herida</translation>
    </message>
    <message>
        <source>{name} ruined for good</source>
        <translation>{name} inutilizada para siempre</translation>
    </message>
    <message>
        <source>{name} disabled ({get} h to repair)</source>
        <translation>{name} inutilizada ({get} h para repararla)</translation>
    </message>
    <message>
        <source>Jammed {name}</source>
        <translation>{name} encasquillada</translation>
    </message>
    <message>
        <source>{name} jammed for {n} rounds</source>
        <translation>{name} encasquillada durante {n} rondas</translation>
    </message>
    <message>
        <source>the attack hits one of {a}&apos;s allies instead: choose whom and apply it</source>
        <translation>el ataque alcanza a uno de los aliados de {a}: elige a quién y aplícalo</translation>
    </message>
    <message>
        <source>the device goes off in {a}&apos;s hand: resolve the blast on {a}</source>
        <translation>el artefacto estalla en la mano de {a}: resuelve la explosión sobre {a}</translation>
    </message>
    <message>
        <source>the armed device lands at {a}&apos;s feet</source>
        <translation>el artefacto armado cae a los pies de {a}</translation>
    </message>
    <message>
        <source>{t} can throw it straight back</source>
        <translation>{t} puede devolverlo en el acto</translation>
    </message>
    <message>
        <source>an unarmed device lands by {t}</source>
        <translation>un artefacto desarmado cae junto a {t}</translation>
    </message>
    <message>
        <source>{t} dies</source>
        <translation>{t} muere</translation>
    </message>
    <message>
        <source>{t} dies in {death_in_rounds} rounds unless saved</source>
        <translation>{t} muere en {death_in_rounds} rondas si no lo salvan</translation>
    </message>
    <message>
        <source>{t}&apos;s weapons destroyed</source>
        <translation>armas de {t} destruidas</translation>
    </message>
    <message>
        <source>{t} had no weapon to lose</source>
        <translation>{t} no tenía ningún arma que perder</translation>
    </message>
    <message>
        <source>panic: Composure vs Explosives</source>
        <translation>pánico: Sangre fría contra Explosivos</translation>
    </message>
    <message>
        <source>Composure vs Explosives failed</source>
        <translation>Sangre fría contra Explosivos fallida</translation>
    </message>
    <message>
        <source> (natural 1: AP 0)</source>
        <translation> (1 natural: PA 0)</translation>
    </message>
    <message>
        <source>disarm AP {effect}: {text}</source>
        <translation>desarmar PA {effect}: {text}</translation>
    </message>
    <message>
        <source>{dmg_pa} AP over {top} as damage</source>
        <translation>{dmg_pa} PA por encima de {top} como daño</translation>
    </message>
    <message>
        <source>no extra Wound (ineffective combat)</source>
        <translation>sin Herida adicional (combate ineficaz)</translation>
    </message>
    <message>
        <source>natural 20: an extra Wound</source>
        <translation>20 natural: una Herida adicional</translation>
    </message>
    <message>
        <source>Natural {face} in Close combat: no critical table </source>
        <translation>{face} natural en Combate cuerpo a cuerpo: sin tabla de críticos </translation>
    </message>
    <message>
        <source>(the extra Wound only).</source>
        <translation>(solo la Herida adicional).</translation>
    </message>
    <message>
        <source>{target} is suppressed by {attacker}: seeks cover and can&apos;t move until the fire stops or a Composure test passes.</source>
        <translation>{target} está suprimido por {attacker}: busca cobertura y no puede moverse hasta que cese el fuego o supere una prueba de Sangre fría.</translation>
    </message>
    <message>
        <source>{name} tests Composure</source>
        <translation>{name} hace una prueba de Sangre fría</translation>
    </message>
    <message>
        <source>passed a Composure test</source>
        <translation>superó una prueba de Sangre fría</translation>
    </message>
    <message>
        <source>Precision shot can only be used with Rifles.</source>
        <translation>Disparo de precisión solo se puede usar con Fusiles.</translation>
    </message>
    <message>
        <source>{t} panics</source>
        <translation>{t} entra en pánico</translation>
    </message>
    <message>
        <source>{label} needs {weapons} (not {skill_label}).</source>
        <translation>{label} exige {weapons} (no {skill_label}).</translation>
    </message>
    <message>
        <source>Opportunity: {label}</source>
        <translation>Oportunidad: {label}</translation>
    </message>
    <message>
        <source>Armour: {label}</source>
        <translation>Blindaje: {label}</translation>
    </message>
    <message>
        <source>Exposure: {label}{where}</source>
        <translation>Exposición: {label}{where}</translation>
    </message>
    <message>
        <source>Visibility: {label} ({vis_why})</source>
        <translation>Visibilidad: {label} ({vis_why})</translation>
    </message>
    <message>
        <source>ineffective combat: {label}</source>
        <translation>Combate ineficaz: {label}</translation>
    </message>
    <message>
        <source>{t} keeps their nerve</source>
        <translation>{t} mantiene la sangre fría</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>sin efecto</translation>
    </message>
    <message>
        <source>{a}&apos;s {weapon}</source>
        <translation>{weapon} de {a}</translation>
    </message>
    <message>
        <source>Natural {face}: {a} rolls on {title}: 1d6 = {total}.</source>
        <translation>{face} natural: {a} tira en {title}: 1d6 = {total}.</translation>
    </message>
    <message>
        <source>knocked down by a disarm</source>
        <translation>derribado por un desarme</translation>
    </message>
    <message>
        <source>{t} holds no weapon to lose: no further effect.</source>
        <translation>{t} no empuña ningún arma que perder: ningún otro efecto.</translation>
    </message>
    <message>
        <source>{a} takes {t}&apos;s {name}.</source>
        <translation>{a} le quita {name} a {t}.</translation>
    </message>
    <message>
        <source>{t}&apos;s {name} falls to the ground.</source>
        <translation>{name} de {t} cae al suelo.</translation>
    </message>
    <message>
        <source>{a} attacks</source>
        <translation>{a} ataca</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} ataca a {target}</translation>
    </message>
    <message>
        <source>Name at least one target for the suppressive fire.</source>
        <translation>Indica al menos un objetivo para el fuego de supresión.</translation>
    </message>
    <message>
        <source>The targets spread over {arc:g}° from {attacker}: suppressive fire covers {multi_target_arc_degrees}° in front.</source>
        <translation>Los objetivos se reparten en {arc:g}° desde {attacker}: el fuego de supresión cubre {multi_target_arc_degrees}° al frente.</translation>
    </message>
    <message>
        <source>{attacker} lays suppressive fire</source>
        <translation>{attacker} hace fuego de supresión</translation>
    </message>
    <message>
        <source>{attacker} keeps {target} suppressed.</source>
        <translation>{attacker} mantiene suprimido a {target}.</translation>
    </message>
    <message>
        <source>{target} is in the open and throws themselves down.</source>
        <translation>{target} está al descubierto y se tira al suelo.</translation>
    </message>
    <message>
        <source>{target} is no longer suppressed ({why}).</source>
        <translation>{target} ya no está suprimido ({why}).</translation>
    </message>
    <message>
        <source>{shooter}&apos;s fire stopped</source>
        <translation>el fuego de {shooter} ha cesado</translation>
    </message>
    <message>
        <source>{name} is not suppressed.</source>
        <translation>{name} no está suprimido.</translation>
    </message>
    <message>
        <source>shake off suppression</source>
        <translation>librarse de la supresión</translation>
    </message>
    <message>
        <source>{name} has moved this round: aiming means no movement.</source>
        <translation>{name} se ha movido en esta ronda: apuntar significa no moverse.</translation>
    </message>
    <message>
        <source>{name} has used the round&apos;s action.</source>
        <translation>{name} ya ha usado la acción de la ronda.</translation>
    </message>
    <message>
        <source>{name} aims</source>
        <translation>{name} apunta</translation>
    </message>
    <message>
        <source>{name}&apos;s {what} needs no repair.</source>
        <translation>{what} de {name} no necesita reparación.</translation>
    </message>
    <message>
        <source>{name} readies the {what}</source>
        <translation>{name} prepara {what}</translation>
    </message>
    <message>
        <source>{name}&apos;s {what} is ready again.</source>
        <translation>{what} de {name} vuelve a estar lista.</translation>
    </message>
    <message>
        <source>Unknown attention state {state!r}; choose from {names}.</source>
        <translation>Estado de atención desconocido {state!r}; elige entre {names}.</translation>
    </message>
    <message>
        <source>{name}: attention {key}</source>
        <translation>{name}: atención {key}</translation>
    </message>
    <message>
        <source>{name} is now {label}: {text}</source>
        <translation>{name} está ahora {label}: {text}</translation>
    </message>
    <message>
        <source>A combatant can&apos;t surprise themselves.</source>
        <translation>Un combatiente no puede sorprenderse a sí mismo.</translation>
    </message>
    <message>
        <source>{attacker} tries to surprise {victim}</source>
        <translation>{attacker} intenta sorprender a {victim}</translation>
    </message>
    <message>
        <source>unseen and unheard by {victim}</source>
        <translation>sin que {victim} lo vea ni lo oiga</translation>
    </message>
    <message>
        <source>{victim} spots {attacker}: no surprise; {victim} is now Alert.</source>
        <translation>{victim} detecta a {attacker}: no hay sorpresa; {victim} está ahora Alerta.</translation>
    </message>
    <message>
        <source>{attacker} adds Surprise to the attack</source>
        <translation>{attacker} suma Sorpresa al ataque</translation>
    </message>
    <message>
        <source>wins the initiative automatically</source>
        <translation>gana la iniciativa automáticamente</translation>
    </message>
    <message>
        <source>surprised: readying the weapon</source>
        <translation>sorprendido: preparando el arma</translation>
    </message>
    <message>
        <source>{victim} loses a round readying the weapon</source>
        <translation>{victim} pierde una ronda preparando el arma</translation>
    </message>
    <message>
        <source>no defence is possible</source>
        <translation>no es posible ninguna defensa</translation>
    </message>
    <message>
        <source>{victim} ({label}) fails to spot {attacker}: </source>
        <translation>{victim} ({label}) no detecta a {attacker}: </translation>
    </message>
    <message>
        <source>Injuries ×{lesoes}</source>
        <translation>Lesiones ×{lesoes}</translation>
    </message>
    <message>
        <source>−1 an Injury on all tests and Attacks</source>
        <translation>−1 por Lesión en todas las pruebas y Ataques</translation>
    </message>
    <message>
        <source>Bleeding {sangramento}</source>
        <translation>Hemorragia {sangramento}</translation>
    </message>
    <message>
        <source>Timed effects</source>
        <translation>Efectos temporales</translation>
    </message>
    <message>
        <source>{who}&apos;s sheet has no {skill_label}: counted as 0</source>
        <translation>La hoja de {who} no tiene {skill_label}: cuenta como 0</translation>
    </message>
    <message>
        <source>{name}&apos;s {label} test</source>
        <translation>prueba de {label} de {name}</translation>
    </message>
    <message>
        <source>{what}: the GM rules it {choice}.</source>
        <translation>{what}: el DJ decide {choice}.</translation>
    </message>
    <message>
        <source>{what}: the GM decides every test (setting ww2.test_number_meaning): give passed=True or passed=False.</source>
        <translation>{what}: el DJ decide cada prueba (ajuste ww2.test_number_meaning): indica passed=True o passed=False.</translation>
    </message>
    <message>
        <source>the GM&apos;s d20 {total}</source>
        <translation>el d20 del DJ {total}</translation>
    </message>
    <message>
        <source>{what}: d20 {total} {mod_text} = {total2} against {opp_text} — {choice}.</source>
        <translation>{what}: d20 {total} {mod_text} = {total2} contra {opp_text} — {choice}.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>superada</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>Shoot and move</source>
        <translation>Disparar y moverse</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>Arrastrarse</translation>
    </message>
    <message>
        <source>Hold (no action)</source>
        <translation>Esperar (sin acción)</translation>
    </message>
    <message>
        <source>attacker wins initiative</source>
        <translation>el atacante gana la iniciativa</translation>
    </message>
    <message>
        <source>loses a round</source>
        <translation>pierde una ronda</translation>
    </message>
    <message>
        <source>no defence</source>
        <translation>sin defensa</translation>
    </message>
    <message>
        <source>A WWII attack has no option {unknown!r}.</source>
        <translation>Un ataque de WWII no tiene la opción {unknown!r}.</translation>
    </message>
    <message>
        <source>Initiative (3d6)</source>
        <translation>Iniciativa (3d6)</translation>
    </message>
    <message>
        <source>Unknown posture {new!r}; choose from {POSTURES}.</source>
        <translation>Postura desconocida {new!r}; elige entre {POSTURES}.</translation>
    </message>
    <message>
        <source>Unknown {what} {value!r}; choose from {allowed}.</source>
        <translation>{what} desconocido {value!r}; elige entre {allowed}.</translation>
    </message>
    <message>
        <source>{name}&apos;s cover</source>
        <translation>cobertura de {name}</translation>
    </message>
    <message>
        <source>{name}: armour {armour}, exposure {exposure}, visibility {visibility}.</source>
        <translation>{name}: blindaje {armour}, exposición {exposure}, visibilidad {visibility}.</translation>
    </message>
    <message>
        <source>{name} sprints</source>
        <translation>{name} echa a correr</translation>
    </message>
    <message>
        <source>extra metres ({mode})</source>
        <translation>metros extra ({mode})</translation>
    </message>
    <message>
        <source>{name} gains {gained} m this round ({mode}).</source>
        <translation>{name} gana {gained} m en esta ronda ({mode}).</translation>
    </message>
    <message>
        <source>action</source>
        <translation>acción</translation>
    </message>
    <message>
        <source>run</source>
        <translation>correr</translation>
    </message>
    <message>
        <source>shoot and move</source>
        <translation>disparar y moverse</translation>
    </message>
    <message>
        <source>crawl</source>
        <translation>arrastrarse</translation>
    </message>
    <message>
        <source>moved (m)</source>
        <translation>movido (m)</translation>
    </message>
    <message>
        <source>{describe_remaining} — {words} or {words2} (a zone move is the action); moved {moved:g} m</source>
        <translation>{describe_remaining} — {words} o {words2} (un movimiento entre zonas es la acción); movido {moved:g} m</translation>
    </message>
    <message>
        <source>It isn&apos;t {name}&apos;s turn.</source>
        <translation>No es el turno de {name}.</translation>
    </message>
    <message>
        <source>{name} is already {want}.</source>
        <translation>{name} ya está {want}.</translation>
    </message>
    <message>
        <source>{name} is not out of action.</source>
        <translation>{name} no está fuera de combate.</translation>
    </message>
    <message>
        <source>One try a round.</source>
        <translation>Un intento por ronda.</translation>
    </message>
    <message>
        <source>Prone: crawling gets no extra metres.</source>
        <translation>Tumbado: arrastrarse no gana metros extra.</translation>
    </message>
    <message>
        <source>{name}&apos;s action this round is a shoot-and-move.</source>
        <translation>La acción de {name} en esta ronda es un disparar y moverse.</translation>
    </message>
    <message>
        <source>No shooting and moving while prone (posture.json).</source>
        <translation>No se puede disparar y moverse tumbado (posture.json).</translation>
    </message>
    <message>
        <source>{name} has already fired this round.</source>
        <translation>{name} ya ha disparado en esta ronda.</translation>
    </message>
    <message>
        <source>Prone: crawl instead (or stand up first).</source>
        <translation>Tumbado: arrástrate (o levántate primero).</translation>
    </message>
    <message>
        <source>Crawling is moving prone: go prone first.</source>
        <translation>Arrastrarse es moverse tumbado: túmbate primero.</translation>
    </message>
    <message>
        <source>{name} has moved this round.</source>
        <translation>{name} se ha movido en esta ronda.</translation>
    </message>
    <message>
        <source>{target} has no fatal wound.</source>
        <translation>{target} no tiene ninguna herida mortal.</translation>
    </message>
    <message>
        <source>{name} is out of action: only their own wounds.</source>
        <translation>{name} está fuera de combate: solo sus propias heridas.</translation>
    </message>
    <message>
        <source>Run crouched ({metres:g} m)</source>
        <translation>Correr agachado ({metres:g} m)</translation>
    </message>
    <message>
        <source>Unknown WWII action {action_id!r}.</source>
        <translation>Acción de WWII desconocida {action_id!r}.</translation>
    </message>
    <message>
        <source>Pick whom to attack.</source>
        <translation>Elige a quién atacar.</translation>
    </message>
    <message>
        <source>{name} holds</source>
        <translation>{name} espera</translation>
    </message>
    <message>
        <source>{name} holds.</source>
        <translation>{name} espera.</translation>
    </message>
    <message>
        <source>{name} gains {got} m.</source>
        <translation>{name} gana {got} m.</translation>
    </message>
    <message>
        <source>{name} aims.</source>
        <translation>{name} apunta.</translation>
    </message>
    <message>
        <source>{name} shoots and moves</source>
        <translation>{name} dispara y se mueve</translation>
    </message>
    <message>
        <source>{name} shoots and moves.</source>
        <translation>{name} dispara y se mueve.</translation>
    </message>
    <message>
        <source>{action_id} can&apos;t be taken here.</source>
        <translation>{action_id} no se puede hacer aquí.</translation>
    </message>
    <message>
        <source>{untreated} untreated (bleeding), {treated} treated; out of action until an Endurance test; more than {fmax} kills</source>
        <translation>{untreated} sin tratar (sangrando), {treated} tratadas; fuera de combate hasta una prueba de Resistencia; más de {fmax} mata</translation>
    </message>
    <message>
        <source>Out of action</source>
        <translation>Fuera de combate</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Luchando</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Only crawling and an Endurance test to bear the pain</source>
        <translation>Solo arrastrarse y una prueba de Resistencia para soportar el dolor</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Atención</translation>
    </message>
    <message>
        <source>{exposure} (posture)</source>
        <translation>{exposure} (postura)</translation>
    </message>
    <message>
        <source>Posture and cover</source>
        <translation>Postura y cobertura</translation>
    </message>
    <message>
        <source>skill {total:+d}</source>
        <translation>habilidad {total:+d}</translation>
    </message>
    <message>
        <source>attack {total:+d}</source>
        <translation>ataque {total:+d}</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalizaciones</translation>
    </message>
    <message>
        <source>Suppressed</source>
        <translation>Suprimido</translation>
    </message>
    <message>
        <source>Fatal wound</source>
        <translation>Herida mortal</translation>
    </message>
    <message>
        <source>{cause}: death in {rounds_left} rounds; {test} ({value}) to save</source>
        <translation>{cause}: muerte en {rounds_left} rondas; {test} ({value}) para salvarlo</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Condiciones</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Aiming</source>
        <translation>Apuntando</translation>
    </message>
    <message>
        <source>{weapon_name} (round {round})</source>
        <translation>{weapon_name} (ronda {round})</translation>
    </message>
    <message>
        <source>{name} bleeds</source>
        <translation>{name} sangra</translation>
    </message>
    <message>
        <source>{name}&apos;s treated wounds</source>
        <translation>heridas tratadas de {name}</translation>
    </message>
    <message>
        <source>The {track_id} track can&apos;t be changed by hand.</source>
        <translation>El registro {track_id} no se puede cambiar a mano.</translation>
    </message>
    <message>
        <source>Dying {rounds_left}r</source>
        <translation>Muriendo {rounds_left}r</translation>
    </message>
    <message>
        <source>{name}: {skill_label} test</source>
        <translation>{name}: prueba de {skill_label}</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <source>Shoot and move (6 m)</source>
        <translation>Disparar y moverse (6 m)</translation>
    </message>
    <message>
        <source>jammed</source>
        <translation>encasquillada</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>inutilizada</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>destruida</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>soltada</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation>Sorpresa</translation>
    </message>
    <message>
        <source>Target flanked</source>
        <translation>Objetivo flanqueado</translation>
    </message>
    <message>
        <source>Visibility</source>
        <translation>Visibilidad</translation>
    </message>
    <message>
        <source>Range band</source>
        <translation>Franja de alcance</translation>
    </message>
    <message>
        <source>Target&apos;s armour</source>
        <translation>Blindaje del objetivo</translation>
    </message>
    <message>
        <source>Target&apos;s exposure</source>
        <translation>Exposición del objetivo</translation>
    </message>
    <message>
        <source>Target running across the line of fire</source>
        <translation>Objetivo corriendo a través de la línea de fuego</translation>
    </message>
    <message>
        <source>Melee: +10 defence</source>
        <translation>Cuerpo a cuerpo: +10 de defensa</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>roll the test, or record the GM&apos;s ruling</source>
        <translation>tira la prueba o anota la decisión del DJ</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Victim</source>
        <translation>Víctima</translation>
    </message>
    <message>
        <source>A victim who fails suffers the effects of their attention state.</source>
        <translation>Una víctima que falla sufre los efectos de su estado de atención.</translation>
    </message>
    <message>
        <source>Attention state</source>
        <translation>Estado de atención</translation>
    </message>
    <message>
        <source>Posture</source>
        <translation>Postura</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Blindaje</translation>
    </message>
    <message>
        <source>Exposure</source>
        <translation>Exposición</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Suppressive fire at several targets</source>
        <translation>Fuego de supresión contra varios objetivos</translation>
    </message>
    <message>
        <source>Weapon id</source>
        <translation>Id del arma</translation>
    </message>
    <message>
        <source>empty: in hand</source>
        <translation>vacío: la que está en la mano</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Second target</source>
        <translation>Segundo objetivo</translation>
    </message>
    <message>
        <source>Third target</source>
        <translation>Tercer objetivo</translation>
    </message>
    <message>
        <source>Metres this round</source>
        <translation>Metros en esta ronda</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Suppressive fire</source>
        <translation>Fuego de supresión</translation>
    </message>
    <message>
        <source>Disarm</source>
        <translation>Desarmar</translation>
    </message>
    <message>
        <source>Aim: precision shot next round</source>
        <translation>Apuntar: disparo de precisión en la próxima ronda</translation>
    </message>
    <message>
        <source>Athletics: extra metres</source>
        <translation>Atletismo: metros extra</translation>
    </message>
    <message>
        <source>Stop bleeding: Medicine (0)</source>
        <translation>Detener la hemorragia: Medicina (0)</translation>
    </message>
    <message>
        <source>Save a fatal wound: Medicine (5)</source>
        <translation>Salvar una herida mortal: Medicina (5)</translation>
    </message>
    <message>
        <source>Bear the pain: Endurance</source>
        <translation>Soportar el dolor: Resistencia</translation>
    </message>
    <message>
        <source>Shake off suppression: Composure</source>
        <translation>Librarse de la supresión: Sangre fría</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>Levantarse</translation>
    </message>
    <message>
        <source>Crouch</source>
        <translation>Agacharse</translation>
    </message>
    <message>
        <source>Go prone</source>
        <translation>Tumbarse</translation>
    </message>
    <message>
        <source>Surprise bonus to the attacker</source>
        <translation>Bonificación de Sorpresa para el atacante</translation>
    </message>
    <message>
        <source>The WWII order is the 3d6 roll (ties by Attention, then a re-roll): it can&apos;t be rearranged by hand. Re-roll someone with roll_initiative([name]).</source>
        <translation>El orden de WWII es la tirada de 3d6 (empates por Atención, luego se repite): no se puede reordenar a mano. Vuelve a tirar para alguien con roll_initiative([name]).</translation>
    </message>
    <message>
        <source>Athletics adds metres to a run or a shoot-and-move.</source>
        <translation>Atletismo suma metros a una carrera o a un disparar y moverse.</translation>
    </message>
    <message>
        <source>{name} has already tested Athletics this round.</source>
        <translation>{name} ya ha hecho una prueba de Atletismo en esta ronda.</translation>
    </message>
    <message>
        <source>{name} is out of action (Wound): crawl, bear the pain or treat a wound.</source>
        <translation>{name} está fuera de combate (Herida): arrástrate, soporta el dolor o trata una herida.</translation>
    </message>
    <message>
        <source>Suppressive fire needs Machine guns or Submachine guns.</source>
        <translation>El fuego de supresión exige Ametralladoras o Subfusiles.</translation>
    </message>
    <message>
        <source>Disarm is made in Close combat.</source>
        <translation>Desarmar se hace en Combate cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>One Athletics test a round.</source>
        <translation>Una prueba de Atletismo por ronda.</translation>
    </message>
    <message>
        <source>Precision shot needs a Rifle.</source>
        <translation>Disparo de precisión exige un Fusil.</translation>
    </message>
    <message>
        <source>{target} has no untreated Wound.</source>
        <translation>{target} no tiene ninguna Herida sin tratar.</translation>
    </message>
    <message>
        <source>One Medicine test a round for each wounded.</source>
        <translation>Una prueba de Medicina por ronda para cada herido.</translation>
    </message>
    <message>
        <source>{name} will shoot and move this round ({metres:g} m; the target gets +5 DP within effective range).</source>
        <translation>{name} disparará y se moverá en esta ronda ({metres:g} m; el objetivo gana +5 PD dentro del alcance eficaz).</translation>
    </message>
    <message>
        <source>{name}: Medicine</source>
        <translation>{name}: Medicina</translation>
    </message>
    <message>
        <source>−1 on every test and attack each; past {top} (Endurance) each becomes a Wound</source>
        <translation>−1 a cada prueba y ataque por cada una; por encima de {top} (Resistencia) cada una se convierte en Herida</translation>
    </message>
    <message>
        <source>Wounds treated</source>
        <translation>Heridas tratadas</translation>
    </message>
    <message>
        <source>A passed Medicine (0) test treats one a round: it stops bleeding</source>
        <translation>Una prueba de Medicina (0) superada trata una por ronda: detiene la hemorragia</translation>
    </message>
    <message>
        <source>{label}; exposure {exp}; armour {armour}; visibility {visibility}</source>
        <translation>{label}; exposición {exp}; blindaje {armour}; visibilidad {visibility}</translation>
    </message>
    <message>
        <source>by {by}: can&apos;t move; Composure test to shake it off</source>
        <translation>por {by}: no puede moverse; prueba de Sangre fría para librarse</translation>
    </message>
    <message>
        <source>{name} has no {choice} Wound.</source>
        <translation>{name} no tiene ninguna Herida {choice}.</translation>
    </message>
    <message>
        <source>GM: {new} of {name}&apos;s Wounds treated.</source>
        <translation>DJ: {new} de las Heridas de {name} tratadas.</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Muerto</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Correr</translation>
    </message>
    <message>
        <source>{name} crawls inside the zone</source>
        <translation>{name} se arrastra dentro de la zona</translation>
    </message>
    <message>
        <source>{name} runs inside the zone</source>
        <translation>{name} corre dentro de la zona</translation>
    </message>
    <message>
        <source>{text} (up to {metres:g} m).</source>
        <translation>{text} (hasta {metres:g} m).</translation>
    </message>
    <message>
        <source>Coma</source>
        <translation>Coma</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>Inconsciente</translation>
    </message>
    <message>
        <source>WWII damage is Injuries or Wounds.</source>
        <translation>El daño de WWII son Lesiones o Heridas.</translation>
    </message>
    <message>
        <source>Suppressive fire (Machine guns, Submachine guns) or Disarm (Close combat)</source>
        <translation>Fuego de supresión (Ametralladoras, Subfusiles) o Desarmar (Combate cuerpo a cuerpo)</translation>
    </message>
    <message>
        <source>+5 DP to the target within effective range; auto: yes if moved this round</source>
        <translation>+5 PD al objetivo dentro del alcance eficaz; auto: sí si se movió en esta ronda</translation>
    </message>
    <message>
        <source>+Surprise once; auto: the target failed to spot the attacker</source>
        <translation>+Sorpresa una vez; auto: el objetivo no detectó al atacante</translation>
    </message>
    <message>
        <source>+Opportunity; a prone target is less hidden</source>
        <translation>+Oportunidad; un objetivo tumbado queda menos oculto</translation>
    </message>
    <message>
        <source>Partial +5 DP, none +10 DP; auto: the target&apos;s, none in a dark zone</source>
        <translation>Parcial +5 PD, nula +10 PD; auto: la del objetivo, nula en una zona oscura</translation>
    </message>
    <message>
        <source>Lethal +5 OP, beyond effective +5 DP; auto: metres between the tokens</source>
        <translation>Letal +5 PO, más allá del eficaz +5 PD; auto: metros entre las fichas</translation>
    </message>
    <message>
        <source>Retarding +5, impenetrable +10 DP</source>
        <translation>Retardante +5, impenetrable +10 PD</translation>
    </message>
    <message>
        <source>Full +5, partial +10, minimal +15 DP; auto: from the posture</source>
        <translation>Completa +5, parcial +10, mínima +15 PD; auto: según la postura</translation>
    </message>
    <message>
        <source>+5 DP; auto: the target ran this round</source>
        <translation>+5 PD; auto: el objetivo corrió en esta ronda</translation>
    </message>
    <message>
        <source>ineffective combat; auto: {choice}</source>
        <translation>Combate ineficaz; auto: {choice}</translation>
    </message>
    <message>
        <source>Melee: no extra Wound</source>
        <translation>Cuerpo a cuerpo: sin Herida adicional</translation>
    </message>
    <message>
        <source>Melee: knockout</source>
        <translation>Cuerpo a cuerpo: noqueo</translation>
    </message>
    <message>
        <source>OP</source>
        <translation>PO</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>PD</translation>
    </message>
    <message>
        <source>AP = ⌊(d20 {po_bonus:+d}) ÷ {pd_total}⌋: AP 1 from a d20 of {choice}, a Wound (AP {threshold}) from {choice2}; a natural 1 is AP 0, a natural 20 adds a Wound.</source>
        <translation>PA = ⌊(d20 {po_bonus:+d}) ÷ {pd_total}⌋: PA 1 con un d20 de {choice}, una Herida (PA {threshold}) con {choice2}; un 1 natural es PA 0, un 20 natural añade una Herida.</translation>
    </message>
    <message>
        <source>— (only a natural 20)</source>
        <translation>— (solo un 20 natural)</translation>
    </message>
    <message>
        <source>{die} {bonus:+d} ÷ DP {pd}</source>
        <translation>{die} {bonus:+d} ÷ PD {pd}</translation>
    </message>
    <message>
        <source>Detection: Camouflage vs Attention</source>
        <translation>Detección: Camuflaje contra Atención</translation>
    </message>
    <message>
        <source>Machine guns or Submachine guns; every target inside 30° in front.</source>
        <translation>Ametralladoras o Subfusiles; todos los objetivos dentro de 30° al frente.</translation>
    </message>
    <message>
        <source>Athletics for extra metres</source>
        <translation>Atletismo para metros extra</translation>
    </message>
    <message>
        <source>Stop a haemorrhage: Medicine (0)</source>
        <translation>Detener una hemorragia: Medicina (0)</translation>
    </message>
    <message>
        <source>Medic</source>
        <translation>Médico</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Paciente</translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation>Medicina</translation>
    </message>
    <message>
        <source>Come round (unconscious)</source>
        <translation>Volver en sí (inconsciente)</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condición</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Activa</translation>
    </message>
    <message>
        <source>Rounds (0: until removed)</source>
        <translation>Rondas (0: hasta que se quite)</translation>
    </message>
    <message>
        <source>Skill test</source>
        <translation>Prueba de habilidad</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>Number in brackets</source>
        <translation>Número entre paréntesis</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Pruebas</translation>
    </message>
    <message>
        <source>Weapon back in hand (repaired, cleared, picked up)</source>
        <translation>Arma de nuevo en la mano (reparada, desencasquillada, recogida)</translation>
    </message>
    <message>
        <source>A day&apos;s recovery (between fights)</source>
        <translation>Un día de recuperación (entre combates)</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Hours of rest</source>
        <translation>Horas de descanso</translation>
    </message>
    <message>
        <source>Bandaged</source>
        <translation>Vendado</translation>
    </message>
    <message>
        <source>Days under a doctor</source>
        <translation>Días bajo cuidado médico</translation>
    </message>
    <message>
        <source>In an infirmary</source>
        <translation>En una enfermería</translation>
    </message>
    <message>
        <source>WWII setting</source>
        <translation>Ajuste de WWII</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Ajuste</translation>
    </message>
    <message>
        <source>Value (JSON: 3, true, &quot;mover&quot;, {...})</source>
        <translation>Valor (JSON: 3, true, &quot;mover&quot;, {...})</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>; suppressed by {by}</source>
        <translation>; suprimido por {by}</translation>
    </message>
    <message>
        <source>If surprised: </source>
        <translation>Si es sorprendido: </translation>
    </message>
    <message>
        <source>No surprise effects.</source>
        <translation>Sin efectos de sorpresa.</translation>
    </message>
    <message>
        <source> Suppressed: can&apos;t move; Composure test to shake it off.</source>
        <translation> Suprimido: no puede moverse; prueba de Sangre fría para librarse.</translation>
    </message>
    <message>
        <source>{suppressed} suppressed.</source>
        <translation>{suppressed} suprimido(s).</translation>
    </message>
    <message>
        <source>Nobody is suppressed.</source>
        <translation>Nadie está suprimido.</translation>
    </message>
    <message>
        <source>Attention and suppression</source>
        <translation>Atención y supresión</translation>
    </message>
    <message>
        <source>Fill in {key}.</source>
        <translation>Rellena {key}.</translation>
    </message>
    <message>
        <source>{name}&apos;s posture and cover</source>
        <translation>postura y cobertura de {name}</translation>
    </message>
    <message>
        <source>{name}: {label} on.</source>
        <translation>{name}: {label} activado.</translation>
    </message>
    <message>
        <source>{name}: {label} off.</source>
        <translation>{name}: {label} desactivado.</translation>
    </message>
    <message>
        <source>WWII has no tool {tool_id!r}.</source>
        <translation>WWII no tiene la herramienta {tool_id!r}.</translation>
    </message>
    <message>
        <source>Set {key}</source>
        <translation>Cambiar {key}</translation>
    </message>
    <message>
        <source>{table_id}.json has no row with {wanted}</source>
        <translation>{table_id}.json no tiene ninguna fila con {wanted}</translation>
    </message>
    <message>
        <source>{table_id}.json records no choice for {setting!r}</source>
        <translation>{table_id}.json no registra ninguna opción para {setting!r}</translation>
    </message>
    <message>
        <source>{name}&apos;s initiative</source>
        <translation>iniciativa de {name}</translation>
    </message>
    <message>
        <source>{name} rolls initiative{why}: {split}.</source>
        <translation>{name} tira iniciativa{why}: {split}.</translation>
    </message>
    <message>
        <source>{n}&apos;s tie-break</source>
        <translation>desempate de {n}</translation>
    </message>
    <message>
        <source>Still tied on {total} and Attention {stat}: {group} roll 3d6 again — </source>
        <translation>Siguen empatados a {total} y Atención {stat}: {group} vuelven a tirar 3d6 — </translation>
    </message>
    <message>
        <source>Tie on {total} between {members}: the higher Attention acts first (Attention {parts}).</source>
        <translation>Empate a {total} entre {members}: actúa primero quien tiene más Atención (Atención {parts}).</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Tirar iniciativa</translation>
    </message>
    <message>
        <source>{attacker} wins the initiative automatically over {victim} (surprise): {attacker} acts before everyone who rolled.</source>
        <translation>{attacker} gana la iniciativa automáticamente sobre {victim} (sorpresa): {attacker} actúa antes que todos los que tiraron.</translation>
    </message>
    <message>
        <source>{name} is in a coma</source>
        <translation>{name} está en coma</translation>
    </message>
    <message>
        <source>{name} is unconscious</source>
        <translation>{name} está inconsciente</translation>
    </message>
    <message>
        <source>{name}&apos;s turn (round {number}).</source>
        <translation>Turno de {name} (ronda {number}).</translation>
    </message>
    <message>
        <source>{name}&apos;s turn (initiative {total}, round {number}).</source>
        <translation>Turno de {name} (iniciativa {total}, ronda {number}).</translation>
    </message>
    <message>
        <source>End of round {number}.</source>
        <translation>Fin de la ronda {number}.</translation>
    </message>
    <message>
        <source> for round {number}</source>
        <translation> para la ronda {number}</translation>
    </message>
    <message>
        <source>Nobody in the order can act.</source>
        <translation>Nadie en el orden puede actuar.</translation>
    </message>
    <message>
        <source>{why}: the turn passes.</source>
        <translation>{why}: el turno pasa.</translation>
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
        <source>Nobody can roll initiative: add combatants first.</source>
        <translation>Nadie puede tirar iniciativa: añade combatientes primero.</translation>
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
        <source>The fight hasn&apos;t started: roll initiative and start it first.</source>
        <translation>El combate no ha empezado: tira la iniciativa y empiézalo primero.</translation>
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
        <source>automatic initiative (surprise)</source>
        <translation>iniciativa automática (sorpresa)</translation>
    </message>
    <message>
        <source>tied on {total} with {same}: Attention {stat}</source>
        <translation>empatado a {total} con {same}: Atención {stat}</translation>
    </message>
    <message>
        <source>ww2.initiative: expected an object</source>
        <translation>ww2.initiative: se esperaba un objeto</translation>
    </message>
    <message>
        <source>ww2.initiative.rolls: expected an object</source>
        <translation>ww2.initiative.rolls: se esperaba un objeto</translation>
    </message>
    <message>
        <source>ww2.initiative.rolls.{n}: no combatant has that name</source>
        <translation>ww2.initiative.rolls.{n}: ningún combatiente tiene ese nombre</translation>
    </message>
    <message>
        <source>ww2.initiative.rolls.{n}.total: expected a whole number</source>
        <translation>ww2.initiative.rolls.{n}.total: se esperaba un número entero</translation>
    </message>
    <message>
        <source>ww2.initiative.rolls.{n}.tiebreak: expected a list</source>
        <translation>ww2.initiative.rolls.{n}.tiebreak: se esperaba una lista</translation>
    </message>
    <message>
        <source>ww2.initiative.{key}: expected a list</source>
        <translation>ww2.initiative.{key}: se esperaba una lista</translation>
    </message>
    <message>
        <source>ww2.initiative.{key}: no combatant is called {n!r}</source>
        <translation>ww2.initiative.{key}: ningún combatiente se llama {n!r}</translation>
    </message>
    <message>
        <source>ww2.initiative.current: no combatant is called {cur!r}</source>
        <translation>ww2.initiative.current: ningún combatiente se llama {cur!r}</translation>
    </message>
    <message>
        <source>ww2.initiative.started: expected true or false</source>
        <translation>ww2.initiative.started: se esperaba true o false</translation>
    </message>
    <message>
        <source>Can&apos;t shoot (hand)</source>
        <translation>No puede disparar (mano)</translation>
    </message>
    <message>
        <source>Can&apos;t walk (femur)</source>
        <translation>No puede andar (fémur)</translation>
    </message>
    <message>
        <source>Paraplegic</source>
        <translation>Parapléjico</translation>
    </message>
    <message>
        <source>Leg wound (half speed)</source>
        <translation>Herida en la pierna (media velocidad)</translation>
    </message>
    <message>
        <source>Deafened (no hearing Attention)</source>
        <translation>Sordo (sin Atención por el oído)</translation>
    </message>
    <message>
        <source>Panicked</source>
        <translation>Aterrado</translation>
    </message>
    <message>
        <source>Disfigured (burns)</source>
        <translation>Desfigurado (quemaduras)</translation>
    </message>
    <message>
        <source>Limb lost</source>
        <translation>Miembro perdido</translation>
    </message>
    <message>
        <source>Weapons destroyed</source>
        <translation>Armas destruidas</translation>
    </message>
    <message>
        <source>{name} dies: {cause}.</source>
        <translation>{name} muere: {cause}.</translation>
    </message>
    <message>
        <source>{name}: {label} ends</source>
        <translation>{name}: {label} termina</translation>
    </message>
    <message>
        <source>{name} is no longer {label}.</source>
        <translation>{name} ya no está {label}.</translation>
    </message>
    <message>
        <source>{name} loses a round</source>
        <translation>{name} pierde una ronda</translation>
    </message>
    <message>
        <source>Lost round</source>
        <translation>Ronda perdida</translation>
    </message>
    <message>
        <source>Damage is a number of Injuries and Wounds from 0 up.</source>
        <translation>El daño es un número de Lesiones y Heridas desde 0.</translation>
    </message>
    <message>
        <source>{lesoes_text} past the maximum of {top} (Endurance) becoming Wound</source>
        <translation>{lesoes_text} por encima del máximo de {top} (Resistencia) convirtiéndose en Herida</translation>
    </message>
    <message>
        <source>knocked out instead of wounded (knockout)</source>
        <translation>noqueado en lugar de herido (noqueo)</translation>
    </message>
    <message>
        <source>more than {max_ferimentos} Wounds</source>
        <translation>más de {max_ferimentos} Heridas</translation>
    </message>
    <message>
        <source>GM: {name} now has {lesoes} Injuries, {ferimentos} Wounds, {sangramento} Bleeding.</source>
        <translation>DJ: {name} tiene ahora {lesoes} Lesiones, {ferimentos} Heridas, {sangramento} de Hemorragia.</translation>
    </message>
    <message>
        <source>{name} bleeds {points:+d} ({why}): Bleeding {sangramento} — {text}</source>
        <translation>{name} sangra {points:+d} ({why}): Hemorragia {sangramento} — {text}</translation>
    </message>
    <message>
        <source>death by haemorrhage (Bleeding over 25)</source>
        <translation>muerte por hemorragia (Hemorragia por encima de 25)</translation>
    </message>
    <message>
        <source>stay conscious, Bleeding 16–20</source>
        <translation>mantenerse consciente, Hemorragia 16–20</translation>
    </message>
    <message>
        <source>{patient} has no untreated Wound.</source>
        <translation>{patient} no tiene ninguna Herida sin tratar.</translation>
    </message>
    <message>
        <source>Stopping a haemorrhage needs bandages (&apos;as long as bandages are available&apos;).</source>
        <translation>Detener una hemorragia exige vendas (&apos;siempre que haya vendas&apos;).</translation>
    </message>
    <message>
        <source>{medic} stops the bleeding of one of {patient}&apos;s Wounds ({ferimentos} still bleeding).</source>
        <translation>{medic} detiene la hemorragia de una de las Heridas de {patient} ({ferimentos} aún sangrando).</translation>
    </message>
    <message>
        <source>bear the pain of a Wound</source>
        <translation>soportar el dolor de una Herida</translation>
    </message>
    <message>
        <source>{name} comes round (Attentive).</source>
        <translation>{name} vuelve en sí (Atento).</translation>
    </message>
    <message>
        <source>Combat damage heals only while Relaxed (attention_states.json).</source>
        <translation>El daño de combate solo se cura estando Relajado (attention_states.json).</translation>
    </message>
    <message>
        <source>The recovery test is Endurance or Medicine.</source>
        <translation>La prueba de recuperación es Resistencia o Medicina.</translation>
    </message>
    <message>
        <source>{name} has no Injury to recover.</source>
        <translation>{name} no tiene ninguna Lesión que recuperar.</translation>
    </message>
    <message>
        <source>{name} recovers {lesions_per_day} Injury.</source>
        <translation>{name} recupera {lesions_per_day} Lesión.</translation>
    </message>
    <message>
        <source>{name} recovers {got} Bleeding.</source>
        <translation>{name} recupera {got} de Hemorragia.</translation>
    </message>
    <message>
        <source>A Wound needs {supervision_days} consecutive days of a doctor&apos;s care.</source>
        <translation>Una Herida exige {supervision_days} días consecutivos de cuidados médicos.</translation>
    </message>
    <message>
        <source>A Wound heals only with rest in a proper infirmary.</source>
        <translation>Una Herida solo se cura con reposo en una enfermería adecuada.</translation>
    </message>
    <message>
        <source>{name} has no Wound.</source>
        <translation>{name} no tiene ninguna Herida.</translation>
    </message>
    <message>
        <source>{name}&apos;s Wound heals</source>
        <translation>La Herida de {name} se cura</translation>
    </message>
    <message>
        <source>{name} recovers from a Wound.</source>
        <translation>{name} se recupera de una Herida.</translation>
    </message>
    <message>
        <source>{name} is already dead.</source>
        <translation>{name} ya está muerto.</translation>
    </message>
    <message>
        <source>Damage to {name}</source>
        <translation>Daño a {name}</translation>
    </message>
    <message>
        <source>{ferimentos_text} (out of action)</source>
        <translation>{ferimentos_text} (fuera de combate)</translation>
    </message>
    <message>
        <source> from {source}</source>
        <translation> de {source}</translation>
    </message>
    <message>
        <source>{name} takes {bits}{by}: now {lesoes_text}, {ferimentos_text}.</source>
        <translation>{name} sufre {bits}{by}: ahora {lesoes_text}, {ferimentos_text}.</translation>
    </message>
    <message>
        <source>{name} recovers</source>
        <translation>{name} se recupera</translation>
    </message>
    <message>
        <source>{name} falls into hypovolemic shock: coma.</source>
        <translation>{name} entra en shock hipovolémico: coma.</translation>
    </message>
    <message>
        <source>{name} now suffers {penalty} on skill tests (Bleeding).</source>
        <translation>{name} sufre ahora {penalty} en las pruebas de Habilidad (Hemorragia).</translation>
    </message>
    <message>
        <source>{name} now suffers {penalty} on attack tests (Bleeding).</source>
        <translation>{name} sufre ahora {penalty} en las pruebas de Ataque (Hemorragia).</translation>
    </message>
    <message>
        <source>{name} now suffers {penalty} on attack and skill tests (Bleeding).</source>
        <translation>{name} sufre ahora {penalty} en las pruebas de Ataque y de Habilidad (Hemorragia).</translation>
    </message>
    <message>
        <source>{ferimentos_text} untreated</source>
        <translation>{ferimentos_text} sin tratar</translation>
    </message>
    <message>
        <source>{name} loses consciousness.</source>
        <translation>{name} pierde el conocimiento.</translation>
    </message>
    <message>
        <source>a fatal wound</source>
        <translation>una herida mortal</translation>
    </message>
    <message>
        <source>{name} will die in {left} round{choice} ({get}) unless saved: {get2} ({get3}).</source>
        <translation>{name} morirá en {left} ronda{choice} ({get}) si no lo salvan: {get2} ({get3}).</translation>
    </message>
    <message>
        <source>{name}: {cause} — death in {rounds} rounds; {test} ({value}) to save.</source>
        <translation>{name}: {cause} — muerte en {rounds} rondas; {test} ({value}) para salvarlo.</translation>
    </message>
    <message>
        <source>{what} has already been tried for {name} this round.</source>
        <translation>{what} ya se ha intentado para {name} en esta ronda.</translation>
    </message>
    <message>
        <source>{patient} is dead.</source>
        <translation>{patient} está muerto.</translation>
    </message>
    <message>
        <source>Stopping the bleeding</source>
        <translation>Detener la hemorragia</translation>
    </message>
    <message>
        <source>{medic} treats {patient}</source>
        <translation>{medic} atiende a {patient}</translation>
    </message>
    <message>
        <source>stop {patient}&apos;s bleeding</source>
        <translation>detener la hemorragia de {patient}</translation>
    </message>
    <message>
        <source>{name} can&apos;t fight the pain now (not conscious).</source>
        <translation>{name} no puede luchar contra el dolor ahora (inconsciente).</translation>
    </message>
    <message>
        <source>Bearing the pain</source>
        <translation>Soportar el dolor</translation>
    </message>
    <message>
        <source>{name} bears the pain</source>
        <translation>{name} soporta el dolor</translation>
    </message>
    <message>
        <source>{name} bears the pain and is back in action.</source>
        <translation>{name} soporta el dolor y vuelve al combate.</translation>
    </message>
    <message>
        <source>{patient} has no fatal wound to save them from.</source>
        <translation>{patient} no tiene ninguna herida mortal de la que salvarlo.</translation>
    </message>
    <message>
        <source>Saving their life</source>
        <translation>Salvarle la vida</translation>
    </message>
    <message>
        <source>{medic} tries to save {patient}</source>
        <translation>{medic} intenta salvar a {patient}</translation>
    </message>
    <message>
        <source>save {patient} ({cause})</source>
        <translation>salvar a {patient} ({cause})</translation>
    </message>
    <message>
        <source>{medic} saves {patient}&apos;s life.</source>
        <translation>{medic} salva la vida de {patient}.</translation>
    </message>
    <message>
        <source>{name} is not simply unconscious.</source>
        <translation>{name} no está simplemente inconsciente.</translation>
    </message>
    <message>
        <source>{name} comes round</source>
        <translation>{name} vuelve en sí</translation>
    </message>
    <message>
        <source>Recovering an Injury needs {rest_hours} hours of rest.</source>
        <translation>Recuperar una Lesión exige {rest_hours} horas de descanso.</translation>
    </message>
    <message>
        <source>Recovering an Injury needs bandages from a first-aid kit or a doctor.</source>
        <translation>Recuperar una Lesión exige vendas de un botiquín o un médico.</translation>
    </message>
    <message>
        <source>{name} recovers a day</source>
        <translation>{name} se recupera un día</translation>
    </message>
    <message>
        <source>a day&apos;s recovery</source>
        <translation>un día de recuperación</translation>
    </message>
    <message>
        <source>{name} recovers blood</source>
        <translation>{name} recupera sangre</translation>
    </message>
    <message>
        <source>transfusion compatibility</source>
        <translation>compatibilidad de la transfusión</translation>
    </message>
    <message>
        <source>a week&apos;s care</source>
        <translation>una semana de cuidados</translation>
    </message>
    <message>
        <source>no action (shot and moved)</source>
        <translation>sin acción (disparó y se movió)</translation>
    </message>
    <message>
        <source>shoot and move: </source>
        <translation>disparar y moverse: </translation>
    </message>
    <message>
        <source>the move and the shot</source>
        <translation>el movimiento y el disparo</translation>
    </message>
    <message>
        <source>one part</source>
        <translation>una parte</translation>
    </message>
    <message>
        <source>1 action</source>
        <translation>1 acción</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>ninguna acción</translation>
    </message>
    <message>
        <source>{left} actions</source>
        <translation>{left} acciones</translation>
    </message>
    <message>
        <source>Unknown movement mode {mode!r}; choose from {MODES}.</source>
        <translation>Modo de movimiento desconocido {mode!r}; elige entre {MODES}.</translation>
    </message>
    <message>
        <source>{name} can&apos;t move (not conscious).</source>
        <translation>{name} no puede moverse (inconsciente).</translation>
    </message>
    <message>
        <source>{name} is suppressed and can&apos;t move (opportunity.json).</source>
        <translation>{name} está suprimido y no puede moverse (opportunity.json).</translation>
    </message>
    <message>
        <source>out of action</source>
        <translation>fuera de combate</translation>
    </message>
    <message>
        <source>{name} is {why}: no shooting and moving in the same round (posture.json).</source>
        <translation>{name} está {why}: no puede disparar y moverse en la misma ronda (posture.json).</translation>
    </message>
    <message>
        <source>out of action: crawl only</source>
        <translation>fuera de combate: solo arrastrarse</translation>
    </message>
    <message>
        <source>Crawl ({why})</source>
        <translation>Arrastrarse ({why})</translation>
    </message>
    <message>
        <source>Crouched: one third</source>
        <translation>Agachado: un tercio</translation>
    </message>
    <message>
        <source>{name} can&apos;t walk (a critical wound): crawl only.</source>
        <translation>{name} no puede andar (una herida crítica): solo arrastrarse.</translation>
    </message>
    <message>
        <source>Leg wound: half</source>
        <translation>Herida en la pierna: la mitad</translation>
    </message>
    <message>
        <source>Crouched</source>
        <translation>Agachado</translation>
    </message>
    <message>
        <source>d20 {mod:+d} ({parts}) against the GM&apos;s d20; higher passes</source>
        <translation>d20 {mod:+d} ({parts}) contra el d20 del DJ; el mayor supera</translation>
    </message>
    <message>
        <source>{skill} has no dice here: the GM rules it at the table.</source>
        <translation>{skill} no tiene dados aquí: el DJ lo decide en la mesa.</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no {label}: fill it in, or roll at the table.</source>
        <translation>La hoja de {name} no tiene {label}: rellénala o tira en la mesa.</translation>
    </message>
    <message>
        <source>{name}: {label} test</source>
        <translation>{name}: prueba de {label}</translation>
    </message>
    <message>
        <source>{key} is a whole number</source>
        <translation>{key} es un número entero</translation>
    </message>
    <message>
        <source>Initiative and surprise</source>
        <translation>Iniciativa y sorpresa</translation>
    </message>
    <message>
        <source>Attacks and suppression</source>
        <translation>Ataques y supresión</translation>
    </message>
    <message>
        <source>Melee (ineffective combat)</source>
        <translation>Cuerpo a cuerpo (combate ineficaz)</translation>
    </message>
    <message>
        <source>Injuries, Wounds and bleeding</source>
        <translation>Lesiones, Heridas y hemorragia</translation>
    </message>
    <message>
        <source>Movement and tests</source>
        <translation>Movimiento y pruebas</translation>
    </message>
    <message>
        <source>Re-roll initiative every round</source>
        <translation>Volver a tirar la iniciativa cada ronda</translation>
    </message>
    <message>
        <source>Surprise effects stack</source>
        <translation>Los efectos de sorpresa se acumulan</translation>
    </message>
    <message>
        <source>Surprised Relaxed: DP is exposure only</source>
        <translation>Relajado sorprendido: la PD es solo exposición</translation>
    </message>
    <message>
        <source>AP for an extra Wound</source>
        <translation>PA para una Herida adicional</translation>
    </message>
    <message>
        <source>Suppressive fire: 1 AP per target</source>
        <translation>Fuego de supresión: 1 PA por objetivo</translation>
    </message>
    <message>
        <source>AP that counts as a suppression hit</source>
        <translation>PA que cuenta como impacto de supresión</translation>
    </message>
    <message>
        <source>+10 DP in melee</source>
        <translation>+10 PD cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>No extra Wound in melee</source>
        <translation>Sin Herida adicional cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Melee Wounds knock out</source>
        <translation>Las Heridas cuerpo a cuerpo noquean</translation>
    </message>
    <message>
        <source>Overflowing Injuries empty the track</source>
        <translation>Las Lesiones sobrantes vacían el registro</translation>
    </message>
    <message>
        <source>Prone target attacked from the flank</source>
        <translation>Objetivo tumbado atacado por el flanco</translation>
    </message>
    <message>
        <source>Weapon range table (JSON)</source>
        <translation>Tabla de alcance de las armas (JSON)</translation>
    </message>
    <message>
        <source>Shoot-and-move +5 goes to</source>
        <translation>El +5 del disparar y moverse va a</translation>
    </message>
    <message>
        <source>Bleeding 6–10 also hurts attacks</source>
        <translation>Hemorragia 6–10 también afecta a los ataques</translation>
    </message>
    <message>
        <source>Crouched speed is a third of</source>
        <translation>La velocidad agachado es un tercio de</translation>
    </message>
    <message>
        <source>Skill test numbers mean</source>
        <translation>Los números de las pruebas de habilidad significan</translation>
    </message>
    <message>
        <source>Spotting a hidden attacker; breaks initiative ties</source>
        <translation>Detectar a un atacante oculto; desempata la iniciativa</translation>
    </message>
    <message>
        <source>Shaking off suppression; keeping nerve against explosives</source>
        <translation>Librarse de la supresión; mantener la sangre fría ante explosivos</translation>
    </message>
    <message>
        <source>Stopping a haemorrhage (0); saving a fatal wound (5); recovery</source>
        <translation>Detener una hemorragia (0); salvar una herida mortal (5); recuperación</translation>
    </message>
    <message>
        <source>Extra metres beyond 15 m running or 6 m shooting and moving</source>
        <translation>Metros extra más allá de 15 m corriendo o 6 m disparando y moviéndose</translation>
    </message>
    <message>
        <source>the {name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <source>that weapon</source>
        <translation>esa arma</translation>
    </message>
    <message>
        <source>{SOURCE}: {section}; 0–10 is Zonekeeper&apos;s own bound</source>
        <translation>{SOURCE}: {section}; 0–10 es un límite propio de Zonekeeper</translation>
    </message>
    <message>
        <source>injuries.json: max_lesions</source>
        <translation>injuries.json: max_lesions</translation>
    </message>
    <message>
        <source>injuries.json: max_ferimentos</source>
        <translation>injuries.json: max_ferimentos</translation>
    </message>
    <message>
        <source>One more kills</source>
        <translation>Una más mata</translation>
    </message>
    <message>
        <source>21–25 is a coma; over 25, death</source>
        <translation>21–25 es coma; por encima de 25, muerte</translation>
    </message>
    <message>
        <source>weapons.json (Zonekeeper&apos;s own weapons in the seed&apos;s categories)</source>
        <translation>weapons.json (armas propias de Zonekeeper en las categorías de la semilla)</translation>
    </message>
    <message>
        <source>Most Injuries held; bearing the pain of a Wound; staying conscious</source>
        <translation>Máximo de Lesiones; soportar el dolor de una Herida; mantenerse consciente</translation>
    </message>
    <message>
        <source>Staying unseen before a surprise attack (against Attention)</source>
        <translation>No ser visto antes de un ataque por sorpresa (contra Atención)</translation>
    </message>
    <message>
        <source>Added once to OP when the target failed to spot the attacker</source>
        <translation>Se suma una vez a la PO cuando el objetivo no detectó al atacante</translation>
    </message>
    <message>
        <source>Added to OP for each situation: suppressed, panicked, flanked target</source>
        <translation>Se suma a la PO por cada situación: suprimido, aterrado, objetivo flanqueado</translation>
    </message>
    <message>
        <source>Added to OP the round after a round spent aiming (Rifles)</source>
        <translation>Se suma a la PO en la ronda siguiente a una ronda apuntando (Fusiles)</translation>
    </message>
    <message>
        <source>Added to OP laying suppressive fire (Machine guns, Submachine guns)</source>
        <translation>Se suma a la PO al hacer fuego de supresión (Ametralladoras, Subfusiles)</translation>
    </message>
    <message>
        <source>Added to OP disarming in Close combat</source>
        <translation>Se suma a la PO al desarmar en Combate cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>effective {max_m} m ({label})</source>
        <translation>eficaz {max_m} m ({label})</translation>
    </message>
    <message>
        <source>Added to OP attacking with {skill}</source>
        <translation>Se suma a la PO al atacar con {skill}</translation>
    </message>
    <message>
        <source>Most Injuries (= Endurance)</source>
        <translation>Máximo de Lesiones (= Resistencia)</translation>
    </message>
    <message>
        <source>Each Injury past it becomes a Wound</source>
        <translation>Cada Lesión por encima se convierte en Herida</translation>
    </message>
    <message>
        <source>Most Wounds</source>
        <translation>Máximo de Heridas</translation>
    </message>
    <message>
        <source>Most Bleeding survived</source>
        <translation>Máximo de Hemorragia que se sobrevive</translation>
    </message>
    <message>
        <source>Bare hands (Close combat) are always at hand</source>
        <translation>Las manos desnudas (Combate cuerpo a cuerpo) siempre están a mano</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>Weapon categories</source>
        <translation>Categorías de arma</translation>
    </message>
    <message>
        <source>Weapon category</source>
        <translation>Categoría de arma</translation>
    </message>
    <message>
        <source>Combat techniques</source>
        <translation>Técnicas de combate</translation>
    </message>
    <message>
        <source>Tracks&apos; maxima</source>
        <translation>Máximos de los registros</translation>
    </message>
    <message>
        <source>Weapon {i} has no id.</source>
        <translation>El arma {i} no tiene id.</translation>
    </message>
    <message>
        <source>Two weapons share the id {wid!r}: give each its own.</source>
        <translation>Dos armas comparten el id {wid!r}: dale a cada una el suyo.</translation>
    </message>
    <message>
        <source>{name}: the category must be one of {names} (got {cat!r}).</source>
        <translation>{name}: la categoría debe ser una de {names} (recibido {cat!r}).</translation>
    </message>
    <message>
        <source>{name}: the range class must be one of {classes} (got {rc!r}).</source>
        <translation>{name}: la clase de alcance debe ser una de {classes} (recibido {rc!r}).</translation>
    </message>
    <message>
        <source>{name}: {key} distance is metres from 0.</source>
        <translation>{name}: la distancia {key} son metros desde 0.</translation>
    </message>
    <message>
        <source>Endurance</source>
        <translation>Resistencia</translation>
    </message>
    <message>
        <source>Camouflage</source>
        <translation>Camuflaje</translation>
    </message>
    <message>
        <source>Composure</source>
        <translation>Sangre fría</translation>
    </message>
    <message>
        <source>Rifles</source>
        <translation>Fusiles</translation>
    </message>
    <message>
        <source>Submachine guns</source>
        <translation>Subfusiles</translation>
    </message>
    <message>
        <source>Machine guns</source>
        <translation>Ametralladoras</translation>
    </message>
    <message>
        <source>Close combat</source>
        <translation>Combate cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Explosives</source>
        <translation>Explosivos</translation>
    </message>
    <message>
        <source>Opportunity</source>
        <translation>Oportunidad</translation>
    </message>
    <message>
        <source>Precision shot</source>
        <translation>Disparo de precisión</translation>
    </message>
    <message>
        <source>{n} Injury</source>
        <translation>{n} Lesión</translation>
    </message>
    <message>
        <source>{n} Injuries</source>
        <translation>{n} Lesiones</translation>
    </message>
    <message>
        <source>{n} Wound</source>
        <translation>{n} Herida</translation>
    </message>
    <message>
        <source>{n} Wounds</source>
        <translation>{n} Heridas</translation>
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
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Keep as is</source>
        <translation>Dejar como está</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfecta</translation>
    </message>
    <message>
        <source>Partial</source>
        <translation>Parcial</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Minimal</source>
        <translation>Mínima</translation>
    </message>
    <message>
        <source>Fully hidden</source>
        <translation>Totalmente oculto</translation>
    </message>
    <message>
        <source>Lethal</source>
        <translation>Letal</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>Efectivo</translation>
    </message>
    <message>
        <source>Beyond effective</source>
        <translation>Más allá del efectivo</translation>
    </message>
    <message>
        <source>Retarding</source>
        <translation>Retardante</translation>
    </message>
    <message>
        <source>Impenetrable</source>
        <translation>Impenetrable</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>De pie</translation>
    </message>
    <message>
        <source>Crouching</source>
        <translation>Agachado</translation>
    </message>
    <message>
        <source>Prone</source>
        <translation>Tumbado</translation>
    </message>
    <message>
        <source>Roll it</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Superada</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallida</translation>
    </message>
    <message>
        <source>Spotted</source>
        <translation>Detectado</translation>
    </message>
    <message>
        <source>Not spotted</source>
        <translation>No detectado</translation>
    </message>
    <message>
        <source>Lesion</source>
        <translation>Lesión</translation>
    </message>
    <message>
        <source>Transfusion</source>
        <translation>Transfusión</translation>
    </message>
    <message>
        <source>Wound</source>
        <translation>Herida</translation>
    </message>
    <message>
        <source>the defender</source>
        <translation>el defensor</translation>
    </message>
    <message>
        <source>the mover</source>
        <translation>quien se mueve</translation>
    </message>
    <message>
        <source>the movement mode&apos;s speed</source>
        <translation>la velocidad del modo de movimiento</translation>
    </message>
    <message>
        <source>opposed by the GM</source>
        <translation>enfrentado por el DJ</translation>
    </message>
    <message>
        <source>the GM decides</source>
        <translation>el DJ decide</translation>
    </message>
</context>
</TS>
