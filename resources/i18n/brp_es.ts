<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>brp</name>
    <message>
        <source>Easy multiplies the chance (difficulty.json choice: ×2).</source>
        <translation>Fácil multiplica la probabilidad (opción de difficulty.json: ×2).</translation>
    </message>
    <message>
        <source>Difficult halves the chance, rounding &apos;up&apos; (the seed&apos;s other halvings say &apos;arredondado para cima&apos;), &apos;down&apos; or &apos;nearest&apos;.</source>
        <translation>Difícil divide la probabilidad a la mitad, redondeando &apos;up&apos; (las otras mitades de la semilla dicen &apos;arredondado para cima&apos;), &apos;down&apos; o &apos;nearest&apos;.</translation>
    </message>
    <message>
        <source>&apos;brp_standard&apos; (critical = 1/20 of the chance, fumble = the top 1/20 of the failure chance, both rounded to the nearest, at least 01 and 00) or &apos;none&apos; (no criticals or fumbles). The seed names them but gives no ranges.</source>
        <translation>&apos;brp_standard&apos; (crítico = 1/20 de la probabilidad, pifia = el 1/20 superior de la probabilidad de fallo, ambos redondeados al más cercano, al menos 01 y 00) o &apos;none&apos; (sin críticos ni pifias). La semilla los cita pero no da los rangos.</translation>
    </message>
    <message>
        <source>Critical range as a fraction of the chance (BRP standard 0.05).</source>
        <translation>Rango de crítico como fracción de la probabilidad (estándar de BRP 0.05).</translation>
    </message>
    <message>
        <source>Fumble range as a fraction of (100 − chance) (BRP standard 0.05).</source>
        <translation>Rango de pifia como fracción de (100 − probabilidad) (estándar de BRP 0.05).</translation>
    </message>
    <message>
        <source>Rounding of the special, critical and fumble ranges: &apos;nearest&apos; (halves up, as the BRP resolution table), &apos;up&apos; or &apos;down&apos;.</source>
        <translation>Redondeo de los rangos de especial, crítico y pifia: &apos;nearest&apos; (mitades hacia arriba, como la tabla de resolución de BRP), &apos;up&apos; o &apos;down&apos;.</translation>
    </message>
    <message>
        <source>Rolls up to this always succeed (BRP standard 05).</source>
        <translation>Las tiradas hasta este valor siempre tienen éxito (estándar de BRP 05).</translation>
    </message>
    <message>
        <source>Rolls from this always fail (BRP standard 96).</source>
        <translation>Las tiradas desde este valor siempre fallan (estándar de BRP 96).</translation>
    </message>
    <message>
        <source>Resistance chance = base + per_point × (active − passive) (BRP standard {&apos;base&apos;: 50, &apos;per_point&apos;: 5}); the seed gives no formula.</source>
        <translation>Probabilidad de resistencia = base + per_point × (activo − pasivo) (estándar de BRP {&apos;base&apos;: 50, &apos;per_point&apos;: 5}); la semilla no da fórmula.</translation>
    </message>
    <message>
        <source>A resistance chance of 100 or more succeeds, 0 or less fails, without a roll.</source>
        <translation>Una probabilidad de resistencia de 100 o más tiene éxito, de 0 o menos falla, sin tirada.</translation>
    </message>
    <message>
        <source>&apos;ranks_and_attack&apos;: standing costs 5 DEX ranks and the round&apos;s attack; &apos;ranks_only&apos;: just the 5 ranks.</source>
        <translation>&apos;ranks_and_attack&apos;: levantarse cuesta 5 niveles de DEX y el ataque del asalto; &apos;ranks_only&apos;: solo los 5 niveles.</translation>
    </message>
    <message>
        <source>Point-blank is distance ≤ DEX/3 m (True) or &lt; DEX/3 m.</source>
        <translation>A quemarropa es distancia ≤ DEX/3 m (True) o &lt; DEX/3 m.</translation>
    </message>
    <message>
        <source>&apos;none&apos; keeps fractional metres of DEX/3; &apos;down&apos; or &apos;up&apos;.</source>
        <translation>&apos;none&apos; conserva las fracciones de metro de DEX/3; &apos;down&apos; o &apos;up&apos;.</translation>
    </message>
    <message>
        <source>&apos;by_range&apos;: melee and missiles up to twice the basic range are Easy against the prone, longer ranges Difficult; &apos;always_easy&apos;.</source>
        <translation>&apos;by_range&apos;: cuerpo a cuerpo y proyectiles hasta el doble del alcance básico son Fáciles contra quien está en el suelo, alcances mayores Difíciles; &apos;always_easy&apos;.</translation>
    </message>
    <message>
        <source>&apos;no_positive&apos;: the prone lose positive damage modifiers only; &apos;none&apos;: no damage modifier at all.</source>
        <translation>&apos;no_positive&apos;: quien está en el suelo pierde solo los modificadores de daño positivos; &apos;none&apos;: ningún modificador de daño.</translation>
    </message>
    <message>
        <source>Two-handed melee from prone is &apos;difficult&apos; or &apos;forbidden&apos;.</source>
        <translation>Cuerpo a cuerpo a dos manos desde el suelo es &apos;difficult&apos; o &apos;forbidden&apos;.</translation>
    </message>
    <message>
        <source>&apos;weapon_length&apos;: inside a long weapon&apos;s guard attacks on the long user are Easy, on the short user Difficult, the long user&apos;s defences Difficult; &apos;close_combat&apos;: only the long user&apos;s defences are Difficult.</source>
        <translation>&apos;weapon_length&apos;: dentro de la guardia de un arma larga, los ataques contra quien lleva el arma larga son Fáciles, contra quien lleva la corta Difíciles, y las defensas de quien lleva la larga Difíciles; &apos;close_combat&apos;: solo las defensas de quien lleva la larga son Difíciles.</translation>
    </message>
    <message>
        <source>&apos;into_minus_20_while_difficult&apos;: −20% shooting into a melee, Difficult when the shooter is in melee.</source>
        <translation>&apos;into_minus_20_while_difficult&apos;: −20% disparando a un cuerpo a cuerpo, Difícil cuando el tirador está en cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>&apos;half_hp&apos;: one wound of at least half the total hit points (rounded up) is a major wound (BRP standard); &apos;none&apos;.</source>
        <translation>&apos;half_hp&apos;: una herida de al menos la mitad de los puntos de vida totales (redondeando hacia arriba) es una herida grave (estándar de BRP); &apos;none&apos;.</translation>
    </message>
    <message>
        <source>At 0 hit points or less: &apos;dead&apos; (BRP standard) or &apos;dying&apos;.</source>
        <translation>Con 0 puntos de vida o menos: &apos;dead&apos; (estándar de BRP) o &apos;dying&apos;.</translation>
    </message>
    <message>
        <source>At this many hit points or fewer (but above 0) the character is unconscious (BRP standard 2, as the stunning rule&apos;s &apos;1 ou 2 pontos de vida&apos;).</source>
        <translation>Con este número de puntos de vida o menos (pero más de 0) el personaje queda inconsciente (estándar de BRP 2, como el &apos;1 ou 2 pontos de vida&apos; de la regla de aturdimiento).</translation>
    </message>
    <message>
        <source>Actions on the same DEX rank are simultaneous: someone felled on that rank still acts on it.</source>
        <translation>Las acciones en el mismo nivel de DEX son simultáneas: quien cae en ese nivel aún actúa en él.</translation>
    </message>
    <message>
        <source>The last DEX rank of the round (desperate actions; volleys stop below it).</source>
        <translation>El último nivel de DEX del asalto (acciones desesperadas; las andanadas se detienen por debajo).</translation>
    </message>
    <message>
        <source>&apos;equal_or_better&apos;: a parry or dodge stops the attack when its result level is at least the attack&apos;s; &apos;any_success&apos;: any successful defence stops it.</source>
        <translation>&apos;equal_or_better&apos;: una parada o esquiva detiene el ataque cuando su nivel de resultado es al menos el del ataque; &apos;any_success&apos;: cualquier defensa con éxito lo detiene.</translation>
    </message>
    <message>
        <source>«FÍS» read as &apos;str&apos;.</source>
        <translation>«FÍS» leído como &apos;str&apos;.</translation>
    </message>
    <message>
        <source>&apos;max_ignore_armour&apos;: weapon dice at maximum, damage modifier rolled, armour ignored; &apos;roll_ignore_armour&apos;; &apos;normal&apos;.</source>
        <translation>&apos;max_ignore_armour&apos;: dados del arma al máximo, modificador de daño tirado, armadura ignorada; &apos;roll_ignore_armour&apos;; &apos;normal&apos;.</translation>
    </message>
    <message>
        <source>&apos;point_blank_only&apos;: missiles can be parried or dodged only at point-blank range (the seed&apos;s point-blank rule); &apos;always&apos;.</source>
        <translation>«solo a quemarropa»: los proyectiles solo se pueden parar o esquivar a quemarropa (la regla de quemarropa de la semilla); «siempre».</translation>
    </message>
    <message>
        <source>&apos;by_weapon&apos;: the weapon&apos;s special (impale rolls the dice twice, crush maximises the damage modifier, knockback, entangle); &apos;normal&apos;.</source>
        <translation>&apos;by_weapon&apos;: el especial del arma (empalar tira los dados dos veces, aplastar maximiza el modificador de daño, derribo, enredar); &apos;normal&apos;.</translation>
    </message>
    <message>
        <source>Shields block missiles also out of melee.</source>
        <translation>Los escudos bloquean proyectiles también fuera del cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>A failed Agility gate still costs the next round.</source>
        <translation>Una prueba de Agilidad fallida aún cuesta el siguiente asalto.</translation>
    </message>
    <message>
        <source>&apos;either&apos;: an antidote within six full turns before or after the poisoning counts; &apos;before&apos; as printed.</source>
        <translation>&apos;either&apos;: un antídoto hasta seis turnos completos antes o después del envenenamiento cuenta; &apos;before&apos; como está impreso.</translation>
    </message>
    <message>
        <source>Sudden asphyxiation with a won Luck roll starts at CON×&apos;5&apos; (the seed&apos;s parenthesis) or CON×&apos;10&apos;.</source>
        <translation>La asfixia repentina con una tirada de Suerte ganada empieza en CON×&apos;5&apos; (el paréntesis de la semilla) o CON×&apos;10&apos;.</translation>
    </message>
    <message>
        <source>Keep rolling CON×1 once the floor is reached.</source>
        <translation>Seguir tirando CON×1 una vez alcanzado el mínimo.</translation>
    </message>
    <message>
        <source>&apos;next_larger_die_capped&apos;: with no die for the shots, roll the next larger die and cap at the shots fired; &apos;die_counts_only&apos;: refuse such counts.</source>
        <translation>&apos;next_larger_die_capped&apos;: sin dado para los disparos, tira el siguiente dado mayor y limita a los disparos hechos; &apos;die_counts_only&apos;: rechaza esas cantidades.</translation>
    </message>
    <message>
        <source>&apos;floor&apos;: only complete 3 m steps count; &apos;round_up&apos;.</source>
        <translation>&apos;floor&apos;: solo cuentan tramos completos de 3 m; &apos;round_up&apos;.</translation>
    </message>
    <message>
        <source>&apos;started_20&apos;: +1D6 for SIZ 21–40, +2D6 for 41–60 …</source>
        <translation>&apos;started_20&apos;: +1D6 para SIZ 21–40, +2D6 para 41–60 …</translation>
    </message>
    <message>
        <source>&apos;floor&apos;: one metre per complete 5 points over SIZ.</source>
        <translation>&apos;floor&apos;: un metro por cada 5 puntos completos por encima de SIZ.</translation>
    </message>
    <message>
        <source>&apos;fumble&apos;: only a fumbled recovery roll lowers the next multiplier; &apos;failure&apos;: every failure does.</source>
        <translation>&apos;fumble&apos;: solo una tirada de recuperación con pifia baja el siguiente multiplicador; &apos;failure&apos;: todo fallo lo baja.</translation>
    </message>
    <message>
        <source>The characteristic Malaise attacks (&apos;pow&apos;).</source>
        <translation>La característica que ataca el Malestar (&apos;pow&apos;).</translation>
    </message>
    <message>
        <source>&apos;roller_advances&apos;: special +1 step, critical +2, failure −1, fumble −2 for the roller.</source>
        <translation>&apos;roller_advances&apos;: especial +1 paso, crítico +2, fallo −1, pifia −2 para quien tira.</translation>
    </message>
    <message>
        <source>&apos;difficult_stamina&apos;: the encumbered runner&apos;s roll.</source>
        <translation>&apos;difficult_stamina&apos;: la tirada de quien corre cargado.</translation>
    </message>
    <message>
        <source>The second −50% &apos;Chuva&apos; entry is &apos;sleet&apos;.</source>
        <translation>La segunda entrada −50% &apos;Chuva&apos; es &apos;sleet&apos; (aguanieve).</translation>
    </message>
    <message>
        <source>Dragged by the saddle on a &apos;fumble&apos; (or &apos;failure&apos;) of Luck.</source>
        <translation>Arrastrado por la silla con un &apos;fumble&apos; (o &apos;failure&apos;) de Suerte.</translation>
    </message>
    <message>
        <source>Half area damage rounds &apos;up&apos;.</source>
        <translation>La mitad del daño de área redondea &apos;up&apos;.</translation>
    </message>
    <message>
        <source>Under water, halve non-impaling damage and add 3 armour.</source>
        <translation>Bajo el agua, divide a la mitad el daño no empalador y suma 3 de armadura.</translation>
    </message>
    <message>
        <source>&apos;worse&apos;: −10% shooting up, Difficult over 45°, not both.</source>
        <translation>&apos;worse&apos;: −10% disparando hacia arriba, Difícil a más de 45°, no ambos.</translation>
    </message>
    <message>
        <source>The powers phase comes before the DEX-rank actions.</source>
        <translation>La fase de poderes va antes de las acciones de los niveles de DEX.</translation>
    </message>
    <message>
        <source>&apos;difficult&apos;: a failed Fly roll makes actions Difficult; a fumble stops action.</source>
        <translation>&apos;difficult&apos;: una tirada de Volar fallida hace Difíciles las acciones; una pifia impide actuar.</translation>
    </message>
    <message>
        <source>&apos;siz_1_and_up&apos;: under half a metre, weapons of SIZ 1+ are Difficult.</source>
        <translation>&apos;siz_1_and_up&apos;: por debajo de medio metro, las armas de SIZ 1+ son Difíciles.</translation>
    </message>
    <message>
        <source>&apos;gm_assigns&apos;: the effects table is missing; the GM sets POT.</source>
        <translation>&apos;gm_assigns&apos;: falta la tabla de efectos; el DJ fija la POT.</translation>
    </message>
    <message>
        <source>&apos;reduce_by&apos;: seatbelts halve, exceptional protection leaves a quarter.</source>
        <translation>&apos;reduce_by&apos;: los cinturones de seguridad reducen a la mitad, la protección excepcional deja un cuarto.</translation>
    </message>
    <message>
        <source>Tornado-force wind modifier for general skills (−90).</source>
        <translation>Modificador de viento de fuerza de tornado para habilidades generales (−90).</translation>
    </message>
    <message>
        <source>Agility (DEX×5)</source>
        <translation>Agilidad (DEX×5)</translation>
    </message>
    <message>
        <source>Weapon skill</source>
        <translation>Habilidad con el arma</translation>
    </message>
    <message>
        <source>BRP has no cost for {activity!r}</source>
        <translation>BRP no tiene coste para {activity!r}</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>ninguna acción</translation>
    </message>
    <message>
        <source>1 action</source>
        <translation>1 acción</translation>
    </message>
    <message>
        <source>{left} actions</source>
        <translation>{left} acciones</translation>
    </message>
    <message>
        <source>you get in but fall prone</source>
        <translation>entras pero caes al suelo</translation>
    </message>
    <message>
        <source>you still move, but {names} may make a free Difficult attack you can&apos;t parry or dodge (attack option: Target turned and ran)</source>
        <translation>aún te mueves, pero {names} pueden hacer un ataque gratuito Difícil que no puedes parar ni esquivar (opción de ataque: El objetivo se dio la vuelta y huyó)</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Puntos de vida</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>weapon skill</source>
        <translation>habilidad con el arma</translation>
    </message>
    <message>
        <source>Move to a neighbouring zone</source>
        <translation>Moverse a una zona vecina</translation>
    </message>
    <message>
        <source>Close in (Engaged)</source>
        <translation>Acercarse (cuerpo a cuerpo)</translation>
    </message>
    <message>
        <source>Draw or ready a weapon (5 DEX ranks)</source>
        <translation>Desenvainar o preparar un arma (5 niveles de DEX)</translation>
    </message>
    <message>
        <source>Sheathe a weapon and draw another (10 DEX ranks)</source>
        <translation>Guardar un arma y sacar otra (10 niveles de DEX)</translation>
    </message>
    <message>
        <source>Drop a weapon (0 DEX ranks)</source>
        <translation>Soltar un arma (0 niveles de DEX)</translation>
    </message>
    <message>
        <source>Stand up (5 DEX ranks)</source>
        <translation>Levantarse (5 niveles de DEX)</translation>
    </message>
    <message>
        <source>Drop prone</source>
        <translation>Tirarse al suelo</translation>
    </message>
    <message>
        <source>Aim: +1/10 of the skill to the first shot (5 DEX ranks)</source>
        <translation>Apuntar: +1/10 de la habilidad al primer disparo (5 niveles de DEX)</translation>
    </message>
    <message>
        <source>Hold the action to a later DEX rank</source>
        <translation>Retrasar la acción a un nivel de DEX posterior</translation>
    </message>
    <message>
        <source>Keep a shorter weapon at bay (long weapon)</source>
        <translation>Mantener a distancia un arma más corta (arma larga)</translation>
    </message>
    <message>
        <source>Get past a long weapon&apos;s guard (Dodge)</source>
        <translation>Superar la guardia de un arma larga (Esquivar)</translation>
    </message>
    <message>
        <source>Long weapon strikes first</source>
        <translation>El arma larga ataca primero</translation>
    </message>
    <message>
        <source>Desperate action (last DEX rank)</source>
        <translation>Acción desesperada (último nivel de DEX)</translation>
    </message>
    <message>
        <source>Other action (a skill, first aid …)</source>
        <translation>Otra acción (una habilidad, primeros auxilios …)</translation>
    </message>
    <message>
        <source>Flee (demoralised): turn and run to a zone</source>
        <translation>Huir (desmoralizado): darse la vuelta y correr a una zona</translation>
    </message>
    <message>
        <source>Surrender (demoralised)</source>
        <translation>Rendirse (desmoralizado)</translation>
    </message>
    <message>
        <source>Only the demoralised (a fumbled resistance to an aura) {id} here: to leave melee, Move (opponents tick &apos;Target turned and ran&apos;).</source>
        <translation>Solo los desmoralizados (una resistencia a un aura con pifia) hacen {id} aquí: para salir del cuerpo a cuerpo, Moverse (los oponentes marcan &apos;El objetivo se dio la vuelta y huyó&apos;).</translation>
    </message>
    <message>
        <source>{name} has used this turn&apos;s action.</source>
        <translation>{name} ya ha usado la acción de este turno.</translation>
    </message>
    <message>
        <source>There is no zone {target!r}.</source>
        <translation>No hay ninguna zona {target!r}.</translation>
    </message>
    <message>
        <source>There is no combatant {target!r}.</source>
        <translation>No hay ningún combatiente {target!r}.</translation>
    </message>
    <message>
        <source>{target} is in another zone: move there first.</source>
        <translation>{target} está en otra zona: muévete allí primero.</translation>
    </message>
    <message>
        <source>{name} has no other weapon to draw.</source>
        <translation>{name} no tiene otra arma que sacar.</translation>
    </message>
    <message>
        <source>{name}&apos;s hands are full: sheathe and draw (10) or drop one (0).</source>
        <translation>{name} tiene las manos ocupadas: guarda y saca (10) o suelta una (0).</translation>
    </message>
    <message>
        <source>{target!r} is not a weapon {name} can draw.</source>
        <translation>{target!r} no es un arma que {name} pueda sacar.</translation>
    </message>
    <message>
        <source>{name} holds nothing to sheathe.</source>
        <translation>{name} no sostiene nada que guardar.</translation>
    </message>
    <message>
        <source>{name} holds nothing to drop.</source>
        <translation>{name} no sostiene nada que soltar.</translation>
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
        <source>Aiming is for a ready missile weapon.</source>
        <translation>Apuntar es para un arma de proyectiles preparada.</translation>
    </message>
    <message>
        <source>Aiming takes DEX ranks: start the fight first.</source>
        <translation>Apuntar lleva niveles de DEX: empieza el combate primero.</translation>
    </message>
    <message>
        <source>Holding an action needs the DEX-rank count: start the fight first.</source>
        <translation>Retrasar una acción necesita la cuenta de niveles de DEX: empieza el combate primero.</translation>
    </message>
    <message>
        <source>Only a long weapon keeps others at bay.</source>
        <translation>Solo un arma larga mantiene a los demás a distancia.</translation>
    </message>
    <message>
        <source>No enemy with a shorter weapon is near.</source>
        <translation>No hay cerca ningún enemigo con un arma más corta.</translation>
    </message>
    <message>
        <source>Only a short or medium weapon&apos;s user needs to get inside a guard.</source>
        <translation>Solo quien usa un arma corta o media necesita entrar en la guardia.</translation>
    </message>
    <message>
        <source>No enemy with a long weapon is near.</source>
        <translation>No hay cerca ningún enemigo con un arma larga.</translation>
    </message>
    <message>
        <source>A long weapon&apos;s first strike is a DEX-rank matter: start the fight.</source>
        <translation>El primer golpe de un arma larga es cosa de niveles de DEX: empieza el combate.</translation>
    </message>
    <message>
        <source>{name} has no long weapon ready.</source>
        <translation>{name} no tiene un arma larga preparada.</translation>
    </message>
    <message>
        <source>{name} has no action left this round.</source>
        <translation>{name} no tiene más acciones en este asalto.</translation>
    </message>
    <message>
        <source>A desperate action comes at the last DEX rank: start the fight first.</source>
        <translation>Una acción desesperada llega en el último nivel de DEX: empieza el combate primero.</translation>
    </message>
    <message>
        <source>{name} still has an action: a desperate action comes after all are used.</source>
        <translation>{name} aún tiene una acción: una acción desesperada llega cuando se han usado todas.</translation>
    </message>
    <message>
        <source>{name} already has a desperate action this round.</source>
        <translation>{name} ya tiene una acción desesperada en este asalto.</translation>
    </message>
    <message>
        <source>Unknown action {action_id!r}.</source>
        <translation>Acción desconocida {action_id!r}.</translation>
    </message>
    <message>
        <source>{name}: say what or whom.</source>
        <translation>{name}: di qué o a quién.</translation>
    </message>
    <message>
        <source>{name} closes in on {target}.</source>
        <translation>{name} se acerca a {target}.</translation>
    </message>
    <message>
        <source> {target}&apos;s longer weapon gets the first attack (a free attack now), and {target} may parry, dodge or attack only once on this rank.</source>
        <translation> El arma más larga de {target} ataca primero (un ataque gratuito ahora), y {target} solo puede parar, esquivar o atacar una vez en este nivel.</translation>
    </message>
    <message>
        <source>{name} doesn&apos;t hold {target!r}.</source>
        <translation>{name} no sostiene {target!r}.</translation>
    </message>
    <message>
        <source>{name} drops {target} (0 DEX ranks).</source>
        <translation>{name} suelta {target} (0 niveles de DEX).</translation>
    </message>
    <message>
        <source>stands up</source>
        <translation>se levanta</translation>
    </message>
    <message>
        <source>{name} stands up.</source>
        <translation>{name} se levanta.</translation>
    </message>
    <message>
        <source>{name} drops prone.</source>
        <translation>{name} se tira al suelo.</translation>
    </message>
    <message>
        <source>aims (step {steps})</source>
        <translation>apunta (paso {steps})</translation>
    </message>
    <message>
        <source>{name} aims: {steps} step(s) of 1/10 of the skill.</source>
        <translation>{name} apunta: {steps} paso(s) de 1/10 de la habilidad.</translation>
    </message>
    <message>
        <source>Hold to a DEX rank (a number), not {target!r}.</source>
        <translation>Retrasa a un nivel de DEX (un número), no {target!r}.</translation>
    </message>
    <message>
        <source>{name} holds to DEX rank {rank}.</source>
        <translation>{name} retrasa al nivel de DEX {rank}.</translation>
    </message>
    <message>
        <source>{name}&apos;s long weapon strikes before {target}.</source>
        <translation>El arma larga de {name} ataca antes que {target}.</translation>
    </message>
    <message>
        <source>{name} will try a desperate action at DEX {rank}.</source>
        <translation>{name} intentará una acción desesperada en DEX {rank}.</translation>
    </message>
    <message>
        <source>an action</source>
        <translation>una acción</translation>
    </message>
    <message>
        <source>another action</source>
        <translation>otra acción</translation>
    </message>
    <message>
        <source>{name} is demoralised and flees to {name2}.</source>
        <translation>{name} está desmoralizado y huye a {name2}.</translation>
    </message>
    <message>
        <source> {foes} may each make an immediate {grade} attack that can&apos;t be parried or dodged (Attack dock: out of turn, &apos;Target turned and ran&apos;).</source>
        <translation> {foes} pueden hacer cada uno un ataque {grade} inmediato que no se puede parar ni esquivar (panel de Ataque: fuera de turno, &apos;El objetivo se dio la vuelta y huyó&apos;).</translation>
    </message>
    <message>
        <source>demoralised by an aura: surrendered (the GM removes the effect to end it)</source>
        <translation>desmoralizado por un aura: rendido (el DJ quita el efecto para terminarlo)</translation>
    </message>
    <message>
        <source>{name} is demoralised and surrenders: no attack or action until the GM lifts it.</source>
        <translation>{name} está desmoralizado y se rinde: ningún ataque ni acción hasta que el DJ lo levante.</translation>
    </message>
    <message>
        <source>sheathes {ws_name} and draws {ws_name2}</source>
        <translation>guarda {ws_name} y saca {ws_name2}</translation>
    </message>
    <message>
        <source>draws {ws_name}</source>
        <translation>saca {ws_name}</translation>
    </message>
    <message>
        <source>{name} {what} (0 DEX ranks: 101%+ with the weapon).</source>
        <translation>{name} {what} (0 niveles de DEX: 101%+ con el arma).</translation>
    </message>
    <message>
        <source>{flyer}&apos;s sheet has no {skill} skill: fill it in.</source>
        <translation>La hoja de {flyer} no tiene la habilidad {skill}: rellénala.</translation>
    </message>
    <message>
        <source>{flyer}: Fly roll</source>
        <translation>{flyer}: tirada de Volar</translation>
    </message>
    <message>
        <source>{skill} (air combat)</source>
        <translation>{skill} (combate aéreo)</translation>
    </message>
    <message>
        <source>{flyer} flies ({skill} {fly}% {mod:+d}%): {result}. </source>
        <translation>{flyer} vuela ({skill} {fly}% {mod:+d}%): {result}. </translation>
    </message>
    <message>
        <source> Combat skills are capped at {skill} {fly}%.</source>
        <translation> Las habilidades de combate quedan limitadas a {skill} {fly}%.</translation>
    </message>
    <message>
        <source>No attack or action this round; the GM may call a fall or a crash.</source>
        <translation>Sin ataque ni acción este asalto; el DJ puede decidir una caída o un accidente.</translation>
    </message>
    <message>
        <source>Every action this round is Difficult.</source>
        <translation>Toda acción de este asalto es Difícil.</translation>
    </message>
    <message>
        <source>Every roll this round is Easy.</source>
        <translation>Toda tirada de este asalto es Fácil.</translation>
    </message>
    <message>
        <source>Attacks, defences and combat actions are unhindered this round.</source>
        <translation>Ataques, defensas y acciones de combate no tienen trabas este asalto.</translation>
    </message>
    <message>
        <source>{who}&apos;s armour is already destroyed.</source>
        <translation>La armadura de {who} ya está destruida.</translation>
    </message>
    <message>
        <source>{who}&apos;s armour damaged</source>
        <translation>armadura de {who} dañada</translation>
    </message>
    <message>
        <source>{who}&apos;s damaged armour is destroyed: no protection, full ENC.</source>
        <translation>La armadura dañada de {who} queda destruida: sin protección, ENC completo.</translation>
    </message>
    <message>
        <source>{who}&apos;s armour is damaged: {now} → {new}.</source>
        <translation>La armadura de {who} se daña: {now} → {new}.</translation>
    </message>
    <message>
        <source>{who}&apos;s armour is not damaged.</source>
        <translation>La armadura de {who} no está dañada.</translation>
    </message>
    <message>
        <source>half the price</source>
        <translation>la mitad del precio</translation>
    </message>
    <message>
        <source>the full price</source>
        <translation>el precio completo</translation>
    </message>
    <message>
        <source>{who}&apos;s armour repaired</source>
        <translation>armadura de {who} reparada</translation>
    </message>
    <message>
        <source>repaired</source>
        <translation>reparada</translation>
    </message>
    <message>
        <source>rebuilt</source>
        <translation>reconstruida</translation>
    </message>
    <message>
        <source>{who}&apos;s armour is {done} for {cost}: {new}.</source>
        <translation>La armadura de {who} queda {done} por {cost}: {new}.</translation>
    </message>
    <message>
        <source>Defender&apos;s option</source>
        <translation>Opción del defensor</translation>
    </message>
    <message>
        <source>The target dodges, parries (ready weapon) or jumps (against a sweep)</source>
        <translation>El objetivo esquiva, para (arma preparada) o salta (contra un barrido)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Dodge</source>
        <translation>Esquiva</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parada</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Salto</translation>
    </message>
    <message>
        <source>Target&apos;s cover</source>
        <translation>Cobertura del objetivo</translation>
    </message>
    <message>
        <source>Partial cover or a fortified position: Difficult, rolls between hit the cover; fully behind a fortification: small missiles can&apos;t hit</source>
        <translation>Cobertura parcial o posición fortificada: Difícil, las tiradas entre una y otra dan en la cobertura; totalmente tras una fortificación: los proyectiles pequeños no aciertan</translation>
    </message>
    <message>
        <source>Partial</source>
        <translation>Parcial</translation>
    </message>
    <message>
        <source>Fortified</source>
        <translation>Fortificada</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Completa</translation>
    </message>
    <message>
        <source>Aim at a specific area</source>
        <translation>Apuntar a una zona concreta</translation>
    </message>
    <message>
        <source>Difficult (5 DEX ranks of aim offset it); an unarmoured area ignores armour</source>
        <translation>Difícil (5 niveles de DEX apuntando lo compensan); una zona sin armadura ignora la armadura</translation>
    </message>
    <message>
        <source>The aimed area is unarmoured</source>
        <translation>La zona apuntada no tiene armadura</translation>
    </message>
    <message>
        <source>Armour is ignored</source>
        <translation>Se ignora la armadura</translation>
    </message>
    <message>
        <source>Knockout attack</source>
        <translation>Ataque para noquear</translation>
    </message>
    <message>
        <source>Difficult; major wound: 1 damage, knocked out 1D10+10 rounds</source>
        <translation>Difícil; herida grave: 1 de daño, noqueado 1D10+10 asaltos</translation>
    </message>
    <message>
        <source>Disarm</source>
        <translation>Desarmar</translation>
    </message>
    <message>
        <source>Difficult; damage vs the target&apos;s STR; a dodge negates it</source>
        <translation>Difícil; daño contra la STR del objetivo; una esquiva lo anula</translation>
    </message>
    <message>
        <source>Target suspects the disarm</source>
        <translation>El objetivo sospecha el desarme</translation>
    </message>
    <message>
        <source>A parry stops the disarm</source>
        <translation>Una parada detiene el desarme</translation>
    </message>
    <message>
        <source>Entangle</source>
        <translation>Enredar</translation>
    </message>
    <message>
        <source>Difficult; no damage; the target is entangled</source>
        <translation>Difícil; sin daño; el objetivo queda enredado</translation>
    </message>
    <message>
        <source>Knockback attempt</source>
        <translation>Intento de derribo (knockback)</translation>
    </message>
    <message>
        <source>Damage vs SIZ; 1 m back per 5 over</source>
        <translation>Daño contra SIZ; 1 m hacia atrás por cada 5 de más</translation>
    </message>
    <message>
        <source>Knockback from above</source>
        <translation>Derribo desde arriba</translation>
    </message>
    <message>
        <source>No push: Agility roll or fall prone</source>
        <translation>Sin empujón: tirada de Agilidad o cae al suelo</translation>
    </message>
    <message>
        <source>Sweep attack</source>
        <translation>Ataque de barrido</translation>
    </message>
    <message>
        <source>Easy; half damage; dodge impossible (Jump)</source>
        <translation>Fácil; mitad del daño; esquiva imposible (Saltar)</translation>
    </message>
    <message>
        <source>Pull the blow</source>
        <translation>Contener el golpe</translation>
    </message>
    <message>
        <source>Less damage: every die a size smaller, every die a D2, one die fewer, or one die; the + stays (pulling_blows.json)</source>
        <translation>Menos daño: cada dado un tamaño menor, cada dado un D2, un dado menos o un solo dado; el + se queda (pulling_blows.json)</translation>
    </message>
    <message>
        <source>Smaller</source>
        <translation>Dados menores</translation>
    </message>
    <message>
        <source>Smallest</source>
        <translation>Dados mínimos (D2)</translation>
    </message>
    <message>
        <source>Fewer</source>
        <translation>Un dado menos</translation>
    </message>
    <message>
        <source>One die</source>
        <translation>Un solo dado</translation>
    </message>
    <message>
        <source>Damage modifier added</source>
        <translation>Modificador de daño sumado</translation>
    </message>
    <message>
        <source>A pulled blow may add less of the damage modifier, or none</source>
        <translation>Un golpe contenido puede sumar menos modificador de daño, o nada</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Mitad</translation>
    </message>
    <message>
        <source>Thrown weapon used in melee</source>
        <translation>Arma arrojadiza usada cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Difficult without a melee skill for it; the full damage modifier (thrown_weapons.json)</source>
        <translation>Difícil sin una habilidad cuerpo a cuerpo para ella; el modificador de daño completo (thrown_weapons.json)</translation>
    </message>
    <message>
        <source>Volley fire</source>
        <translation>Fuego en andanada</translation>
    </message>
    <message>
        <source>Difficult; next attack 5 DEX ranks later; no defence</source>
        <translation>Difícil; siguiente ataque 5 niveles de DEX después; sin defensa</translation>
    </message>
    <message>
        <source>Second weapon&apos;s attack</source>
        <translation>Ataque de la segunda arma</translation>
    </message>
    <message>
        <source>Comes 5 DEX ranks later</source>
        <translation>Llega 5 niveles de DEX después</translation>
    </message>
    <message>
        <source>Off-hand weapon</source>
        <translation>Arma en la mano torpe</translation>
    </message>
    <message>
        <source>Difficult unless trained or 100%+</source>
        <translation>Difícil salvo que esté entrenado o tenga 100%+</translation>
    </message>
    <message>
        <source>Automatic fire</source>
        <translation>Fuego automático</translation>
    </message>
    <message>
        <source>+20% burst, +40% full auto; hits = a die by shots fired</source>
        <translation>+20% ráfaga, +40% automático; impactos = un dado según los disparos hechos</translation>
    </message>
    <message>
        <source>Burst</source>
        <translation>Ráfaga</translation>
    </message>
    <message>
        <source>Full auto</source>
        <translation>Automático total</translation>
    </message>
    <message>
        <source>Shots fired</source>
        <translation>Disparos hechos</translation>
    </message>
    <message>
        <source>Autofire: the shots announced</source>
        <translation>Fuego automático: los disparos anunciados</translation>
    </message>
    <message>
        <source>Targets in a narrow field</source>
        <translation>Objetivos en un campo estrecho</translation>
    </message>
    <message>
        <source>Autofire: a further +20%</source>
        <translation>Fuego automático: otro +20%</translation>
    </message>
    <message>
        <source>Backstab</source>
        <translation>Puñalada por la espalda</translation>
    </message>
    <message>
        <source>Easy; a defence only after a Difficult Listen</source>
        <translation>Fácil; una defensa solo tras una tirada Difícil de Escuchar</translation>
    </message>
    <message>
        <source>Target turned and ran</source>
        <translation>El objetivo se dio la vuelta y huyó</translation>
    </message>
    <message>
        <source>Difficult; no parry or dodge</source>
        <translation>Difícil; sin parar ni esquivar</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Emboscada</translation>
    </message>
    <message>
        <source>The surprise round&apos;s grades and defences</source>
        <translation>Los grados y las defensas del asalto de sorpresa</translation>
    </message>
    <message>
        <source>Missile, unseen</source>
        <translation>Proyectil, sin ser visto</translation>
    </message>
    <message>
        <source>Missile, seen</source>
        <translation>Proyectil, visto</translation>
    </message>
    <message>
        <source>Melee, undetected</source>
        <translation>Cuerpo a cuerpo, sin ser detectado</translation>
    </message>
    <message>
        <source>Melee, detected</source>
        <translation>Cuerpo a cuerpo, detectado</translation>
    </message>
    <message>
        <source>Attacker on higher ground</source>
        <translation>Atacante en terreno más alto</translation>
    </message>
    <message>
        <source>+10% attack</source>
        <translation>+10% al ataque</translation>
    </message>
    <message>
        <source>Attacker mounted</source>
        <translation>Atacante montado</translation>
    </message>
    <message>
        <source>Skill capped by Ride; higher ground over foot</source>
        <translation>Habilidad limitada por Montar; terreno más alto sobre quien va a pie</translation>
    </message>
    <message>
        <source>Attacker flying</source>
        <translation>Atacante volando</translation>
    </message>
    <message>
        <source>Skill capped by Fly (air_combat.json)</source>
        <translation>Habilidad limitada por Volar (air_combat.json)</translation>
    </message>
    <message>
        <source>Target mounted</source>
        <translation>Objetivo montado</translation>
    </message>
    <message>
        <source>The target&apos;s dodge is Difficult</source>
        <translation>La esquiva del objetivo es Difícil</translation>
    </message>
    <message>
        <source>Under water</source>
        <translation>Bajo el agua</translation>
    </message>
    <message>
        <source>Skill capped by Swim; non-impaling damage halved and +3 armour</source>
        <translation>Habilidad limitada por Nadar; daño no empalador a la mitad y +3 de armadura</translation>
    </message>
    <message>
        <source>Shooting angle</source>
        <translation>Ángulo de disparo</translation>
    </message>
    <message>
        <source>Up −10%, down +10% (no range modifiers), over 45° Difficult</source>
        <translation>Hacia arriba −10%, hacia abajo +10% (sin modificadores de alcance), más de 45° Difícil</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivelado</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Hacia arriba</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Hacia abajo</translation>
    </message>
    <message>
        <source>Steep</source>
        <translation>Empinado (más de 45°)</translation>
    </message>
    <message>
        <source>Shooting while moving</source>
        <translation>Disparar en movimiento</translation>
    </message>
    <message>
        <source>Sideways Difficult (bows exempt), behind 1/5</source>
        <translation>De lado Difícil (los arcos no), hacia atrás 1/5</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Hacia delante</translation>
    </message>
    <message>
        <source>Sideways</source>
        <translation>De lado</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Hacia atrás</translation>
    </message>
    <message>
        <source>Target is an object</source>
        <translation>El objetivo es un objeto</translation>
    </message>
    <message>
        <source>Large inanimate Easy, tiny Difficult</source>
        <translation>Inanimado grande Fácil, diminuto Difícil</translation>
    </message>
    <message>
        <source>Large inanimate</source>
        <translation>Grande e inanimado</translation>
    </message>
    <message>
        <source>Tiny</source>
        <translation>Minúsculo</translation>
    </message>
    <message>
        <source>Defender kneels behind a shield</source>
        <translation>Defensor arrodillado tras un escudo</translation>
    </message>
    <message>
        <source>Full shield 60%, large 90%</source>
        <translation>Escudo completo 60%, grande 90%</translation>
    </message>
    <message>
        <source>Braced prone with a firearm</source>
        <translation>Tumbado y apoyado con un arma de fuego</translation>
    </message>
    <message>
        <source>GM option: +10%</source>
        <translation>Opción del DJ: +10%</translation>
    </message>
    <message>
        <source>GM&apos;s grade</source>
        <translation>Grado del DJ</translation>
    </message>
    <message>
        <source>Any other circumstance</source>
        <translation>Cualquier otra circunstancia</translation>
    </message>
    <message>
        <source>GM&apos;s modifier</source>
        <translation>Modificador del DJ</translation>
    </message>
    <message>
        <source>Percentage points</source>
        <translation>Puntos porcentuales</translation>
    </message>
    <message>
        <source>Unknown attack option {k!r}.</source>
        <translation>Opción de ataque desconocida {k!r}.</translation>
    </message>
    <message>
        <source>{label}: choose from {choices}, not {v!r}.</source>
        <translation>{label}: elige entre {choices}, no {v!r}.</translation>
    </message>
    <message>
        <source>A melee weapon</source>
        <translation>Un arma cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>{target} is at {band} range: {name} needs Engaged range. Close in first.</source>
        <translation>{target} está a alcance {band}: {name} necesita estar cuerpo a cuerpo. Acércate primero.</translation>
    </message>
    <message>
        <source>{attacker} has no action left this DEX rank.</source>
        <translation>{attacker} no tiene más acciones en este nivel de DEX.</translation>
    </message>
    <message>
        <source>{target} can&apos;t {defence}.</source>
        <translation>{target} no puede {defence}.</translation>
    </message>
    <message>
        <source>{target} is stunned: defending needs an Idea roll, and the sheet has no INT.</source>
        <translation>{target} está aturdido: defenderse exige una tirada de Idea, y la hoja no tiene INT.</translation>
    </message>
    <message>
        <source>This attack rolls against {target}&apos;s {missing}: fill it in.</source>
        <translation>Este ataque tira contra {missing} de {target}: rellénalo.</translation>
    </message>
    <message>
        <source>A combatant can&apos;t attack themselves.</source>
        <translation>Un combatiente no puede atacarse a sí mismo.</translation>
    </message>
    <message>
        <source>{attacker} has no weapon: give them one on the sheet.</source>
        <translation>{attacker} no tiene arma: dale una en la hoja.</translation>
    </message>
    <message>
        <source>{target} is dead.</source>
        <translation>{target} está muerto.</translation>
    </message>
    <message>
        <source>{w_name} isn&apos;t in {attacker}&apos;s hand: draw it first ({draw} DEX ranks).</source>
        <translation>{w_name} no está en la mano de {attacker}: sácala primero ({draw} niveles de DEX).</translation>
    </message>
    <message>
        <source>Careful aim has no effect beyond twice the basic range.</source>
        <translation>Apuntar con cuidado no tiene efecto más allá del doble del alcance básico.</translation>
    </message>
    <message>
        <source>Aimed at a specific area</source>
        <translation>Apuntando a una zona concreta</translation>
    </message>
    <message>
        <source>5 DEX ranks of aim offset the specific area&apos;s Difficult.</source>
        <translation>5 niveles de DEX apuntando compensan el Difícil de la zona concreta.</translation>
    </message>
    <message>
        <source>Partial cover</source>
        <translation>Cobertura parcial</translation>
    </message>
    <message>
        <source>Mounted: capped by Ride {ride}%</source>
        <translation>Montado: limitado por Montar {ride}%</translation>
    </message>
    <message>
        <source>Mounted: no Ride skill in the stats to cap the attack.</source>
        <translation>Montado: ninguna habilidad de Montar en la hoja para limitar el ataque.</translation>
    </message>
    <message>
        <source>Flying: capped by Fly {fly}%</source>
        <translation>Volando: limitado por Volar {fly}%</translation>
    </message>
    <message>
        <source>Flying: no Fly skill in the stats to cap the attack.</source>
        <translation>Volando: ninguna habilidad de Volar en la hoja para limitar el ataque.</translation>
    </message>
    <message>
        <source>Under water: capped by Swim {swim}%</source>
        <translation>Bajo el agua: limitado por Nadar {swim}%</translation>
    </message>
    <message>
        <source>Under water: no Swim skill in the stats to cap the attack.</source>
        <translation>Bajo el agua: ninguna habilidad de Nadar en la hoja para limitar el ataque.</translation>
    </message>
    <message>
        <source>chase: {step_name}</source>
        <translation>persecución: {step_name}</translation>
    </message>
    <message>
        <source>Chase range {step_name}: melee attacks are impossible.</source>
        <translation>Franja de la persecución {step_name}: los ataques cuerpo a cuerpo son imposibles.</translation>
    </message>
    <message>
        <source>Chase range {step_name}: no chance to hit.</source>
        <translation>Franja de la persecución {step_name}: sin posibilidad de acertar.</translation>
    </message>
    <message>
        <source>Chase range {step_name}</source>
        <translation>Franja de la persecución {step_name}</translation>
    </message>
    <message>
        <source>Chase range {step_name}: 1/5 of the skill</source>
        <translation>Franja de la persecución {step_name}: 1/5 de la habilidad</translation>
    </message>
    <message>
        <source>Chase range {step_name}: only a roll of 01 hits.</source>
        <translation>Franja de la persecución {step_name}: solo una tirada de 01 acierta.</translation>
    </message>
    <message>
        <source>Point-blank at melee distance</source>
        <translation>A quemarropa a distancia cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Bow or thrown weapon at melee distance</source>
        <translation>Arco o arma arrojadiza a distancia cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Point-blank (within DEX/3 m)</source>
        <translation>A quemarropa (hasta DEX/3 m)</translation>
    </message>
    <message>
        <source>Point-blank: {distance:.1f} m ≤ DEX/3 = {limit:.1f} m</source>
        <translation>A quemarropa: {distance:.1f} m ≤ DEX/3 = {limit:.1f} m</translation>
    </message>
    <message>
        <source>Medium range ({d:.0f} m, up to twice {rng:g} m)</source>
        <translation>Alcance medio ({d:.0f} m, hasta el doble de {rng:g} m)</translation>
    </message>
    <message>
        <source>Long range ({d:.0f} m, up to four times {rng:g} m): 1/5</source>
        <translation>Alcance largo ({d:.0f} m, hasta cuatro veces {rng:g} m): 1/5</translation>
    </message>
    <message>
        <source>{target} is {d:.0f} m away: beyond {limit} × {rng:g} m, {w_name} has no chance to hit.</source>
        <translation>{target} está a {d:.0f} m: más allá de {limit} × {rng:g} m, {w_name} no tiene posibilidad de acertar.</translation>
    </message>
    <message>
        <source>Target prone</source>
        <translation>Objetivo en el suelo</translation>
    </message>
    <message>
        <source>Target prone at long range</source>
        <translation>Objetivo en el suelo a largo alcance</translation>
    </message>
    <message>
        <source>Target prone (melee or up to medium range)</source>
        <translation>Objetivo en el suelo (cuerpo a cuerpo o hasta alcance medio)</translation>
    </message>
    <message>
        <source>Target stunned</source>
        <translation>Objetivo aturdido</translation>
    </message>
    <message>
        <source>Target helpless</source>
        <translation>Objetivo indefenso</translation>
    </message>
    <message>
        <source>Attacking from prone</source>
        <translation>Atacando desde el suelo</translation>
    </message>
    <message>
        <source>No two-handed melee weapon from prone (setting).</source>
        <translation>Ningún arma cuerpo a cuerpo a dos manos desde el suelo (ajuste).</translation>
    </message>
    <message>
        <source>Two-handed weapon from prone</source>
        <translation>Arma a dos manos desde el suelo</translation>
    </message>
    <message>
        <source>Missile from prone (not a firearm or crossbow)</source>
        <translation>Proyectil desde el suelo (ni arma de fuego ni ballesta)</translation>
    </message>
    <message>
        <source>Braced prone (GM option)</source>
        <translation>Tumbado y apoyado (opción del DJ)</translation>
    </message>
    <message>
        <source>Desperate action</source>
        <translation>Acción desesperada</translation>
    </message>
    <message>
        <source>{target}&apos;s long weapon keeps {attacker} at bay this round: get past the guard (Dodge or Parry) first.</source>
        <translation>El arma larga de {target} mantiene a {attacker} a distancia este asalto: supera la guardia (Esquivar o Parar) primero.</translation>
    </message>
    <message>
        <source>Inside {target}&apos;s long weapon&apos;s guard</source>
        <translation>Dentro de la guardia del arma larga de {target}</translation>
    </message>
    <message>
        <source>{target} is inside the long weapon&apos;s guard</source>
        <translation>{target} está dentro de la guardia del arma larga</translation>
    </message>
    <message>
        <source>Large target (SIZ {st} &gt; 2 × {sa})</source>
        <translation>Objetivo grande (SIZ {st} &gt; 2 × {sa})</translation>
    </message>
    <message>
        <source>Small target (SIZ {st} &lt; half of {sa}, rounded up)</source>
        <translation>Objetivo pequeño (SIZ {st} &lt; mitad de {sa}, redondeando hacia arriba)</translation>
    </message>
    <message>
        <source>Large inanimate object</source>
        <translation>Objeto inanimado grande</translation>
    </message>
    <message>
        <source>Tiny object</source>
        <translation>Objeto diminuto</translation>
    </message>
    <message>
        <source>Fortified position</source>
        <translation>Posición fortificada</translation>
    </message>
    <message>
        <source>{target} is fully behind a fortification: small missiles can&apos;t hit (siege weapons, explosions and area attacks can).</source>
        <translation>{target} está totalmente tras una fortificación: los proyectiles pequeños no aciertan (las armas de asedio, las explosiones y los ataques de área sí).</translation>
    </message>
    <message>
        <source>{target} is fully behind a fortification.</source>
        <translation>{target} está totalmente tras una fortificación.</translation>
    </message>
    <message>
        <source>Shooting while in melee</source>
        <translation>Disparando estando en cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Firing into melee ({engaged_others})</source>
        <translation>Disparando a un combate cuerpo a cuerpo ({engaged_others})</translation>
    </message>
    <message>
        <source>{n_others} already fight {target} ({case}: at most {limit}): {attacker} can&apos;t get at them.</source>
        <translation>{n_others} ya luchan con {target} ({case}: como mucho {limit}): {attacker} no puede llegar hasta él.</translation>
    </message>
    <message>
        <source>Enclosed space, weapon SIZ {siz} &gt; 1.5</source>
        <translation>Espacio cerrado, arma de SIZ {siz} &gt; 1,5</translation>
    </message>
    <message>
        <source>A weapon of SIZ 2.5+ may be Impossible here (GM).</source>
        <translation>Un arma de SIZ 2,5+ puede ser Imposible aquí (DJ).</translation>
    </message>
    <message>
        <source>No higher-ground bonus: the lower combatant has a long weapon.</source>
        <translation>Sin bonificación por terreno más alto: el combatiente de abajo tiene un arma larga.</translation>
    </message>
    <message>
        <source>Higher ground</source>
        <translation>Terreno más alto</translation>
    </message>
    <message>
        <source>Mounted over a target on foot</source>
        <translation>Montado contra un objetivo a pie</translation>
    </message>
    <message>
        <source>Shooting up</source>
        <translation>Disparando hacia arriba</translation>
    </message>
    <message>
        <source>Shooting down (no range modifiers)</source>
        <translation>Disparando hacia abajo (sin modificadores de alcance)</translation>
    </message>
    <message>
        <source>Shooting at over 45°</source>
        <translation>Disparando a más de 45°</translation>
    </message>
    <message>
        <source>Shooting sideways while moving</source>
        <translation>Disparando de lado en movimiento</translation>
    </message>
    <message>
        <source>Shooting behind while moving: 1/5</source>
        <translation>Disparando hacia atrás en movimiento: 1/5</translation>
    </message>
    <message>
        <source>Wind: {name}</source>
        <translation>Viento: {name}</translation>
    </message>
    <message>
        <source>Knockout attack (aimed at the head)</source>
        <translation>Ataque para noquear (apuntado a la cabeza)</translation>
    </message>
    <message>
        <source>Disarm: striking the weapon</source>
        <translation>Desarmar: golpeando el arma</translation>
    </message>
    <message>
        <source>Entangle attempt</source>
        <translation>Intento de enredar</translation>
    </message>
    <message>
        <source>{name}&apos;s {damage} can&apos;t be pulled that way.</source>
        <translation>El {damage} de {name} no se puede contener de esa forma.</translation>
    </message>
    <message>
        <source>Free attack on a fleeing target</source>
        <translation>Ataque gratuito contra un objetivo que huye</translation>
    </message>
    <message>
        <source>Ambush ({amb})</source>
        <translation>Emboscada ({amb})</translation>
    </message>
    <message>
        <source>Volley fire is for thrown or shot missile weapons.</source>
        <translation>El fuego en andanada es para armas de proyectiles arrojadizas o de disparo.</translation>
    </message>
    <message>
        <source>{w_name} can&apos;t fire bursts or automatic fire.</source>
        <translation>{w_name} no dispara ráfagas ni en automático.</translation>
    </message>
    <message>
        <source>Autofire: {name}</source>
        <translation>Fuego automático: {name}</translation>
    </message>
    <message>
        <source>Broken weapon</source>
        <translation>Arma rota</translation>
    </message>
    <message>
        <source>{name} isn&apos;t a thrown weapon.</source>
        <translation>{name} no es un arma arrojadiza.</translation>
    </message>
    <message>
        <source>{target} is out of reach: a thrown weapon is used in melee when engaged.</source>
        <translation>{target} está fuera de alcance: un arma arrojadiza se usa cuerpo a cuerpo cuando se está trabado.</translation>
    </message>
    <message>
        <source>{w_name} in melee with {melee}: no penalty.</source>
        <translation>{w_name} cuerpo a cuerpo con {melee}: sin penalización.</translation>
    </message>
    <message>
        <source>Timed effects ({key})</source>
        <translation>Efectos temporales ({key})</translation>
    </message>
    <message>
        <source>Timed effect: actions Difficult</source>
        <translation>Efecto temporal: acciones Difíciles</translation>
    </message>
    <message>
        <source>Timed effect: actions Easy</source>
        <translation>Efecto temporal: acciones Fáciles</translation>
    </message>
    <message>
        <source>{t} is helpless: no dodge or parry.</source>
        <translation>{t} está indefenso: sin esquiva ni parada.</translation>
    </message>
    <message>
        <source>{t} turned and ran: the free attack can&apos;t be parried or dodged.</source>
        <translation>{t} se dio la vuelta y huyó: el ataque gratuito no se puede parar ni esquivar.</translation>
    </message>
    <message>
        <source>Unseen missile ambush: the targets can&apos;t dodge or parry.</source>
        <translation>Emboscada con proyectiles no vista: los objetivos no pueden esquivar ni parar.</translation>
    </message>
    <message>
        <source>{t} volleyed this round and can&apos;t dodge or parry.</source>
        <translation>{t} disparó en andanada este asalto y no puede esquivar ni parar.</translation>
    </message>
    <message>
        <source>Missiles can be parried or dodged only at point-blank range.</source>
        <translation>Los proyectiles solo se pueden parar o esquivar a quemarropa.</translation>
    </message>
    <message>
        <source>Defending while prone</source>
        <translation>Defendiéndose desde el suelo</translation>
    </message>
    <message>
        <source>Backstab: only after a Difficult Listen</source>
        <translation>Puñalada por la espalda: solo tras una tirada Difícil de Escuchar</translation>
    </message>
    <message>
        <source>Undetected melee ambush</source>
        <translation>Emboscada cuerpo a cuerpo no detectada</translation>
    </message>
    <message>
        <source>Long weapon with the attacker inside the guard</source>
        <translation>Arma larga con el atacante dentro de la guardia</translation>
    </message>
    <message>
        <source>After a quick draw (quick_draw.json)</source>
        <translation>Tras un desenfundado rápido (quick_draw.json)</translation>
    </message>
    <message>
        <source>A sweep can&apos;t be dodged: jump out of the way (Jump).</source>
        <translation>Un barrido no se puede esquivar: salta para apartarte (Saltar).</translation>
    </message>
    <message>
        <source>Dodging while mounted</source>
        <translation>Esquivando montado</translation>
    </message>
    <message>
        <source>{t} has no weapon ready to parry with.</source>
        <translation>{t} no tiene un arma preparada para parar.</translation>
    </message>
    <message>
        <source>{tw_name} has no parry value (a missile weapon parries at half its base chance, at least 20%: set &apos;parry&apos;).</source>
        <translation>{tw_name} no tiene valor de parada (un arma de proyectiles para con la mitad de su probabilidad base, al menos 20%: fija &apos;parry&apos;).</translation>
    </message>
    <message>
        <source>It is Impossible to parry with a shield under water.</source>
        <translation>Es Imposible parar con un escudo bajo el agua.</translation>
    </message>
    <message>
        <source>A parry has no effect on a disarm the target doesn&apos;t suspect.</source>
        <translation>Una parada no tiene efecto contra un desarme que el objetivo no sospecha.</translation>
    </message>
    <message>
        <source>{target}&apos;s shield must be medium or small, full or large (not {shield!r}).</source>
        <translation>El escudo de {target} debe ser mediano o pequeño, completo o grande (no {shield!r}).</translation>
    </message>
    <message>
        <source>impale {t2}</source>
        <translation>empalar {t2}</translation>
    </message>
    <message>
        <source>db {dbtext}</source>
        <translation>md {dbtext}</translation>
    </message>
    <message>
        <source>broken weapon</source>
        <translation>arma rota</translation>
    </message>
    <message>
        <source>non-impaling under water</source>
        <translation>no empalador bajo el agua</translation>
    </message>
    <message>
        <source>halved ({why}) → {total}</source>
        <translation>a la mitad ({why}) → {total}</translation>
    </message>
    <message>
        <source> + 3 (water)</source>
        <translation> + 3 (agua)</translation>
    </message>
    <message>
        <source>ignored (critical)</source>
        <translation>ignorada (crítico)</translation>
    </message>
    <message>
        <source>ignored (unarmoured area)</source>
        <translation>ignorada (zona sin armadura)</translation>
    </message>
    <message>
        <source>Autofire needs at least one shot.</source>
        <translation>El fuego automático necesita al menos un disparo.</translation>
    </message>
    <message>
        <source>No die fits {shots} shots: fire a die-sized burst (2, 3, 4, 5, 6, 8, 10 …).</source>
        <translation>Ningún dado sirve para {shots} disparos: dispara una ráfaga del tamaño de un dado (2, 3, 4, 5, 6, 8, 10 …).</translation>
    </message>
    <message>
        <source>{shots} shots: more than any die.</source>
        <translation>{shots} disparos: más que cualquier dado.</translation>
    </message>
    <message>
        <source>1 shot: 1 hit</source>
        <translation>1 disparo: 1 impacto</translation>
    </message>
    <message>
        <source>D{shots} = {n}, halved (rounded up) = {ceil}</source>
        <translation>D{shots} = {n}, a la mitad (redondeando hacia arriba) = {ceil}</translation>
    </message>
    <message>
        <source>D{bigger} = {n}, at most {shots} = {n2}</source>
        <translation>D{bigger} = {n}, como mucho {shots} = {n2}</translation>
    </message>
    <message>
        <source>{attacker} attacks</source>
        <translation>{attacker} ataca</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} ataca a {target}</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} with {value} ({chance}%): {roll_faces} — {result}.</source>
        <translation>{attacker} ataca a {target} con {value} ({chance}%): {roll_faces} — {result}.</translation>
    </message>
    <message>
        <source>The shot hits {target}&apos;s cover (rolls {chance}–{cover_chance}).</source>
        <translation>El disparo da en la cobertura de {target} (tiradas {chance}–{cover_chance}).</translation>
    </message>
    <message>
        <source>It hits someone else in the melee: everyone there rolls Luck, the worst is hit.</source>
        <translation>Alcanza a otro en el cuerpo a cuerpo: todos los de allí tiran Suerte, el peor recibe el impacto.</translation>
    </message>
    <message>
        <source>A fumble (the GM decides what goes wrong).</source>
        <translation>Una pifia (el DJ decide qué sale mal).</translation>
    </message>
    <message>
        <source>No DEX ranks left for another volley attack this round.</source>
        <translation>No quedan niveles de DEX para otro ataque en andanada este asalto.</translation>
    </message>
    <message>
        <source>No DEX ranks left for the second weapon&apos;s attack this round.</source>
        <translation>No quedan niveles de DEX para el ataque de la segunda arma este asalto.</translation>
    </message>
    <message>
        <source>bare hands</source>
        <translation>manos desnudas</translation>
    </message>
    <message>
        <source>Idea roll to defend while stunned</source>
        <translation>Tirada de Idea para defenderse aturdido</translation>
    </message>
    <message>
        <source>{target} is stunned and fails the Idea roll: no {defence}.</source>
        <translation>{target} está aturdido y falla la tirada de Idea: sin {defence}.</translation>
    </message>
    <message>
        <source>parries</source>
        <translation>para</translation>
    </message>
    <message>
        <source>dodges</source>
        <translation>esquiva</translation>
    </message>
    <message>
        <source>jumps</source>
        <translation>salta</translation>
    </message>
    <message>
        <source>{target} {verb} ({chance}%): {roll} — {result}{stops}.</source>
        <translation>{target} {verb} ({chance}%): {roll} — {result}{stops}.</translation>
    </message>
    <message>
        <source>, and stops it</source>
        <translation>, y lo detiene</translation>
    </message>
    <message>
        <source>{target} rolls back to their feet ({source}: a Difficult Dodge stands them up).</source>
        <translation>{target} rueda y se pone en pie ({source}: una Esquiva Difícil lo levanta).</translation>
    </message>
    <message>
        <source>{target}&apos;s shield</source>
        <translation>escudo de {target}</translation>
    </message>
    <message>
        <source>{target}&apos;s shield blocks it ({block}%: {roll_faces}).</source>
        <translation>El escudo de {target} lo bloquea ({block}%: {roll_faces}).</translation>
    </message>
    <message>
        <source>{target}&apos;s shield misses the block ({block}%: {roll_faces}).</source>
        <translation>El escudo de {target} falla el bloqueo ({block}%: {roll_faces}).</translation>
    </message>
    <message>
        <source>{target} is entangled (no damage).</source>
        <translation>{target} queda enredado (sin daño).</translation>
    </message>
    <message>
        <source>{shots} shots: {htext} → {hits} hit.</source>
        <translation>{shots} disparos: {htext} → {hits} impacto.</translation>
    </message>
    <message>
        <source>{shots} shots: {htext} → {hits} hits.</source>
        <translation>{shots} disparos: {htext} → {hits} impactos.</translation>
    </message>
    <message>
        <source>Damage {dice}; armour {armour_text} → {dealt}.</source>
        <translation>Daño {dice}; armadura {armour_text} → {dealt}.</translation>
    </message>
    <message>
        <source>Special success: {special}.</source>
        <translation>Éxito especial: {special}.</translation>
    </message>
    <message>
        <source>({target} has no hit points in the stats: damage not tracked.)</source>
        <translation>({target} no tiene puntos de vida en la hoja: daño no registrado.)</translation>
    </message>
    <message>
        <source>(No knockback roll: {target}&apos;s sheet has no {lacking}.)</source>
        <translation>(Sin tirada de derribo: la hoja de {target} no tiene {lacking}.)</translation>
    </message>
    <message>
        <source>Disarm {target}</source>
        <translation>Desarmar a {target}</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>daño</translation>
    </message>
    <message>
        <source>Disarm: damage {rolled} vs {char} {passive}: {value}.</source>
        <translation>Desarmar: daño {rolled} contra {char} {passive}: {value}.</translation>
    </message>
    <message>
        <source>the weapon drops</source>
        <translation>el arma cae</translation>
    </message>
    <message>
        <source>they keep hold</source>
        <translation>conserva el arma</translation>
    </message>
    <message>
        <source>{held_name} loses {excess} hit points.</source>
        <translation>{held_name} pierde {excess} puntos de vida.</translation>
    </message>
    <message>
        <source>knockout rounds</source>
        <translation>asaltos de inconsciencia</translation>
    </message>
    <message>
        <source>Damage {dealt} after armour is a major wound: 1 damage and knocked out for {duration_rounds} = {rounds} rounds (the GM&apos;s secret roll).</source>
        <translation>Daño {dealt} tras la armadura es una herida grave: 1 de daño y noqueado {duration_rounds} = {rounds} asaltos (tirada secreta del DJ).</translation>
    </message>
    <message>
        <source>knockout attack</source>
        <translation>ataque para noquear</translation>
    </message>
    <message>
        <source>Damage {dealt} is a minor wound: the blow does the weapon&apos;s minimum ({least} after armour) and doesn&apos;t knock out.</source>
        <translation>Daño {dealt} es una herida leve: el golpe hace el mínimo del arma ({least} tras la armadura) y no noquea.</translation>
    </message>
    <message>
        <source>knockout attempt</source>
        <translation>intento de noquear</translation>
    </message>
    <message>
        <source>Special: the stun weapon counts its maximum ({dealt} after armour).</source>
        <translation>Especial: el arma aturdidora cuenta su máximo ({dealt} tras la armadura).</translation>
    </message>
    <message>
        <source>{target} has no hit points in the stats: the stun can&apos;t be resisted.</source>
        <translation>{target} no tiene puntos de vida en la hoja: no se puede resistir el aturdimiento.</translation>
    </message>
    <message>
        <source>Stun {target}</source>
        <translation>Aturdir a {target}</translation>
    </message>
    <message>
        <source>stun damage</source>
        <translation>daño aturdidor</translation>
    </message>
    <message>
        <source>current HP</source>
        <translation>PV actuales</translation>
    </message>
    <message>
        <source>{target} shrugs off the stun: no damage.</source>
        <translation>{target} resiste el aturdimiento: sin daño.</translation>
    </message>
    <message>
        <source>stun weapon</source>
        <translation>arma aturdidora</translation>
    </message>
    <message>
        <source> (at 0 hit points they may die of concussion without care)</source>
        <translation> (con 0 puntos de vida puede morir de conmoción sin cuidados)</translation>
    </message>
    <message>
        <source>The stun would leave {target} at {after} hit points: knocked out for {value} rounds{extra}.</source>
        <translation>El aturdimiento dejaría a {target} con {after} puntos de vida: noqueado {value} asaltos{extra}.</translation>
    </message>
    <message>
        <source>{target} is stunned for {dealt} rounds and takes {least} damage.</source>
        <translation>{target} queda aturdido {dealt} asaltos y sufre {least} de daño.</translation>
    </message>
    <message>
        <source>Knockback on {target}</source>
        <translation>Derribo a {target}</translation>
    </message>
    <message>
        <source>Agility to stay standing</source>
        <translation>Agilidad para seguir en pie</translation>
    </message>
    <message>
        <source>knocked down from above</source>
        <translation>derribado desde arriba</translation>
    </message>
    <message>
        <source>knocked back {metres} m</source>
        <translation>empujado {metres} m hacia atrás</translation>
    </message>
    <message>
        <source>{target} is {how}{value}.</source>
        <translation>{target} es {how}{value}.</translation>
    </message>
    <message>
        <source> and falls prone</source>
        <translation> y cae al suelo</translation>
    </message>
    <message>
        <source>, still standing</source>
        <translation>, aún en pie</translation>
    </message>
    <message>
        <source>Only a long weapon keeps a shorter one at bay ({long_user}: {value}, {short_user}: {value2}).</source>
        <translation>Solo un arma larga mantiene a distancia a una más corta ({long_user}: {value}, {short_user}: {value2}).</translation>
    </message>
    <message>
        <source>{long_user} keeps {short_user} at bay</source>
        <translation>{long_user} mantiene a {short_user} a distancia</translation>
    </message>
    <message>
        <source>keep {short_user} at bay</source>
        <translation>mantener a {short_user} a distancia</translation>
    </message>
    <message>
        <source>{long_user} keeps {short_user} at bay this round.</source>
        <translation>{long_user} mantiene a {short_user} a distancia este asalto.</translation>
    </message>
    <message>
        <source>Get past the guard with a Dodge or a Parry.</source>
        <translation>Supera la guardia con una Esquiva o una Parada.</translation>
    </message>
    <message>
        <source>{short_user} has no weapon to parry with.</source>
        <translation>{short_user} no tiene arma con que parar.</translation>
    </message>
    <message>
        <source>{short_user} gets past {long_user}&apos;s guard</source>
        <translation>{short_user} supera la guardia de {long_user}</translation>
    </message>
    <message>
        <source>{short_user} closes in</source>
        <translation>{short_user} se acerca</translation>
    </message>
    <message>
        <source>{using} past {long_user}&apos;s guard</source>
        <translation>{using} para superar la guardia de {long_user}</translation>
    </message>
    <message>
        <source>{short_user} is inside {long_user}&apos;s guard: attacks on {long_user} Easy, on {short_user} Difficult, {long_user}&apos;s defences Difficult.</source>
        <translation>{short_user} está dentro de la guardia de {long_user}: ataques contra {long_user} Fáciles, contra {short_user} Difíciles, defensas de {long_user} Difíciles.</translation>
    </message>
    <message>
        <source>{short_user} is kept out of {long_user}&apos;s reach for the rest of the round and can&apos;t attack.</source>
        <translation>{short_user} queda fuera del alcance de {long_user} el resto del asalto y no puede atacar.</translation>
    </message>
    <message>
        <source>{long_user} regains distance</source>
        <translation>{long_user} recupera la distancia</translation>
    </message>
    <message>
        <source>{long_user} regains the distance from {short_user}.</source>
        <translation>{long_user} recupera la distancia con {short_user}.</translation>
    </message>
    <message>
        <source>{skill} before an aura attack</source>
        <translation>{skill} antes de un ataque de aura</translation>
    </message>
    <message>
        <source>{modifier} {result}: halved</source>
        <translation>{modifier} {result}: a la mitad</translation>
    </message>
    <message>
        <source>Aura attack: {modifier} is {min} to {max}, not {value}.</source>
        <translation>Ataque de aura: {modifier} va de {min} a {max}, no {value}.</translation>
    </message>
    <message>
        <source>Aura attack by {attacker} on {target}</source>
        <translation>Ataque de aura de {attacker} sobre {target}</translation>
    </message>
    <message>
        <source>{target} resists {attacker}&apos;s aura</source>
        <translation>{target} resiste el aura de {attacker}</translation>
    </message>
    <message>
        <source>aura</source>
        <translation>aura</translation>
    </message>
    <message>
        <source>{attacker}&apos;s aura {total} (base {base}</source>
        <translation>Aura de {attacker} {total} (base {base}</translation>
    </message>
    <message>
        <source>) vs {target}&apos;s POW {target_pow}: {result}. </source>
        <translation>) contra POW de {target} {target_pow}: {result}. </translation>
    </message>
    <message>
        <source>{target} is demoralised: may surrender or flee (Actions dock: Surrender, Flee); all actions Difficult this round.</source>
        <translation>{target} está desmoralizado: puede rendirse o huir (panel de Acciones: Rendirse, Huir); todas las acciones Difíciles este asalto.</translation>
    </message>
    <message>
        <source>{target} is mesmerised to the end of the round: may dodge or parry, starts nothing.</source>
        <translation>{target} queda hipnotizado hasta el final del asalto: puede esquivar o parar, no inicia nada.</translation>
    </message>
    <message>
        <source>{target} shrugs it off.</source>
        <translation>{target} se lo quita de encima.</translation>
    </message>
    <message>
        <source>A chase needs at least two participants.</source>
        <translation>Una persecución necesita al menos dos participantes.</translation>
    </message>
    <message>
        <source>{n}&apos;s chase position is a whole number of lengths, not {p!r}.</source>
        <translation>La posición de {n} en la persecución es un número entero de cuerpos, no {p!r}.</translation>
    </message>
    <message>
        <source>Start a chase</source>
        <translation>Empezar una persecución</translation>
    </message>
    <message>
        <source>A chase begins: </source>
        <translation>Empieza una persecución: </translation>
    </message>
    <message>
        <source>{n} at {p}</source>
        <translation>{n} en {p}</translation>
    </message>
    <message>
        <source>No chase is running.</source>
        <translation>No hay persecución en curso.</translation>
    </message>
    <message>
        <source>{name}&apos;s chase position is a whole number of lengths, not {position!r}.</source>
        <translation>La posición de {name} en la persecución es un número entero de cuerpos, no {position!r}.</translation>
    </message>
    <message>
        <source>{name} joins the chase</source>
        <translation>{name} se une a la persecución</translation>
    </message>
    <message>
        <source>{name} joins the chase at {position} lengths.</source>
        <translation>{name} se une a la persecución a {position} cuerpos.</translation>
    </message>
    <message>
        <source>End the chase</source>
        <translation>Terminar la persecución</translation>
    </message>
    <message>
        <source>The chase is over.</source>
        <translation>La persecución ha terminado.</translation>
    </message>
    <message>
        <source>{n} isn&apos;t in the chase.</source>
        <translation>{n} no está en la persecución.</translation>
    </message>
    <message>
        <source>Chase steps are whole numbers, not {steps!r}.</source>
        <translation>Los pasos de persecución son números enteros, no {steps!r}.</translation>
    </message>
    <message>
        <source>{name} isn&apos;t in the chase.</source>
        <translation>{name} no está en la persecución.</translation>
    </message>
    <message>
        <source>{name} moves in the chase</source>
        <translation>{name} se mueve en la persecución</translation>
    </message>
    <message>
        <source>gains</source>
        <translation>avanza</translation>
    </message>
    <message>
        <source>drops back</source>
        <translation>se queda atrás</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>se mantiene</translation>
    </message>
    <message>
        <source> position</source>
        <translation> posición</translation>
    </message>
    <message>
        <source> 1 length</source>
        <translation> 1 cuerpo</translation>
    </message>
    <message>
        <source> {steps} lengths</source>
        <translation> {steps} cuerpos</translation>
    </message>
    <message>
        <source>{name} {verb}{amount}{value}: now at {pos}.</source>
        <translation>{name} {verb}{amount}{value}: ahora en {pos}.</translation>
    </message>
    <message>
        <source>Unknown chase reading.</source>
        <translation>Lectura de persecución desconocida.</translation>
    </message>
    <message>
        <source>{name}&apos;s chase roll</source>
        <translation>tirada de persecución de {name}</translation>
    </message>
    <message>
        <source>encumbered runner (Difficult Stamina)</source>
        <translation>corredor cargado (Aguante Difícil)</translation>
    </message>
    <message>
        <source>weighed down</source>
        <translation>sobrecargado</translation>
    </message>
    <message>
        <source>{name} can go no further: out of the chase.</source>
        <translation>{name} no puede ir más lejos: fuera de la persecución.</translation>
    </message>
    <message>
        <source>chase roll</source>
        <translation>tirada de persecución</translation>
    </message>
    <message>
        <source>melee possible</source>
        <translation>cuerpo a cuerpo posible</translation>
    </message>
    <message>
        <source>no melee</source>
        <translation>sin cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>missiles can&apos;t hit</source>
        <translation>los proyectiles no aciertan</translation>
    </message>
    <message>
        <source>missiles hit only on {missile_hits_only_on:02d}</source>
        <translation>los proyectiles solo aciertan con {missile_hits_only_on:02d}</translation>
    </message>
    <message>
        <source>missiles Difficult</source>
        <translation>proyectiles Difíciles</translation>
    </message>
    <message>
        <source>missiles at 1/{value} of the skill</source>
        <translation>proyectiles con 1/{value} de la habilidad</translation>
    </message>
    <message>
        <source>missiles unmodified</source>
        <translation>proyectiles sin modificador</translation>
    </message>
    <message>
        <source>No chase.</source>
        <translation>Sin persecución.</translation>
    </message>
    <message>
        <source>A chase with one side only.</source>
        <translation>Una persecución con un solo bando.</translation>
    </message>
    <message>
        <source>A BRP attack is resolved at once (there is no push to wait for).</source>
        <translation>Un ataque de BRP se resuelve en el acto (no hay forzar la tirada que esperar).</translation>
    </message>
    <message>
        <source>Easy (×2)</source>
        <translation>Fácil (×2)</translation>
    </message>
    <message>
        <source>Difficult (×½, rounded up)</source>
        <translation>Difícil (×½, redondeando hacia arriba)</translation>
    </message>
    <message>
        <source>Impossible</source>
        <translation>Imposible</translation>
    </message>
    <message>
        <source>DEX ranks</source>
        <translation>Niveles de DEX</translation>
    </message>
    <message>
        <source>DEX {rank}</source>
        <translation>DEX {rank}</translation>
    </message>
    <message>
        <source>desperate action</source>
        <translation>acción desesperada</translation>
    </message>
    <message>
        <source>action</source>
        <translation>acción</translation>
    </message>
    <message>
        <source>DEX rank {rank}: {words} per DEX-rank turn</source>
        <translation>Nivel de DEX {rank}: {words} por turno de nivel de DEX</translation>
    </message>
    <message>
        <source>No DEX rank (stats &apos;dex&apos;): {words}</source>
        <translation>Sin nivel de DEX (atributo &apos;dex&apos;): {words}</translation>
    </message>
    <message>
        <source>Acts again at DEX rank {rank} ({value})</source>
        <translation>Vuelve a actuar en el nivel de DEX {rank} ({value})</translation>
    </message>
    <message>
        <source>DEX rank {counter_rank}: {words}</source>
        <translation>Nivel de DEX {counter_rank}: {words}</translation>
    </message>
    <message>
        <source>Acts at DEX rank {rank}</source>
        <translation>Actúa en el nivel de DEX {rank}</translation>
    </message>
    <message>
        <source>Done this round (acted at DEX {map})</source>
        <translation>Ya ha actuado este asalto (en DEX {map})</translation>
    </message>
    <message>
        <source>No turn this round</source>
        <translation>Sin turno este asalto</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage</source>
        <translation>{name} sufre {amount} de daño</translation>
    </message>
    <message>
        <source>after armour {a}</source>
        <translation>tras la armadura {a}</translation>
    </message>
    <message>
        <source>major wound: {thr}+ damage in one wound</source>
        <translation>herida grave: {thr}+ de daño en una sola herida</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Muerto</translation>
    </message>
    <message>
        <source>Dying</source>
        <translation>Moribundo</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>Inconsciente</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Luchando</translation>
    </message>
    <message>
        <source>Knocked out</source>
        <translation>Noqueado</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source> (next at {rank})</source>
        <translation> (siguiente en {rank})</translation>
    </message>
    <message>
        <source>DEX rank</source>
        <translation>Nivel de DEX</translation>
    </message>
    <message>
        <source>Overbalanced</source>
        <translation>Desequilibrado</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>Exposure</source>
        <translation>Exposición</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>En la mano</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Major wounds</source>
        <translation>Heridas graves</translation>
    </message>
    <message>
        <source>round {round}: {damage} ({value})</source>
        <translation>asalto {round}: {damage} ({value})</translation>
    </message>
    <message>
        <source>Aiming</source>
        <translation>Apuntando</translation>
    </message>
    <message>
        <source>{steps} × 5 DEX ranks</source>
        <translation>{steps} × 5 niveles de DEX</translation>
    </message>
    <message>
        <source>A track is nudged by a whole number.</source>
        <translation>Un contador cambia en un número entero.</translation>
    </message>
    <message>
        <source>the GM</source>
        <translation>el DJ</translation>
    </message>
    <message>
        <source>{name} is knocked out</source>
        <translation>{name} está noqueado</translation>
    </message>
    <message>
        <source>The {track_id} track can&apos;t be changed by hand.</source>
        <translation>El contador {track_id} no se puede cambiar a mano.</translation>
    </message>
    <message>
        <source>Major wound</source>
        <translation>Herida grave</translation>
    </message>
    <message>
        <source>Desperate</source>
        <translation>Desesperada</translation>
    </message>
    <message>
        <source> (not drawn)</source>
        <translation> (no desenvainada)</translation>
    </message>
    <message>
        <source>Skill: {weapon_name}</source>
        <translation>Habilidad: {weapon_name}</translation>
    </message>
    <message>
        <source>{attacker}&apos;s stats ({base_label})</source>
        <translation>Atributos de {attacker} ({base_label})</translation>
    </message>
    <message>
        <source>Grades together (Easy and Difficult cancel)</source>
        <translation>Grados sumados (Fácil y Difícil se anulan)</translation>
    </message>
    <message>
        <source>Aim ({aim_steps} × 5 DEX ranks)</source>
        <translation>Puntería ({aim_steps} × 5 niveles de DEX)</translation>
    </message>
    <message>
        <source>Results: {describe}.</source>
        <translation>Resultados: {describe}.</translation>
    </message>
    <message>
        <source>Rolls {chance:02d}–{cover_chance:02d} hit the cover.</source>
        <translation>Las tiradas {chance:02d}–{cover_chance:02d} dan en la cobertura.</translation>
    </message>
    <message>
        <source>Rolls {chance:02d}–{ally_chance:02d} hit someone else in the melee.</source>
        <translation>Las tiradas {chance:02d}–{ally_chance:02d} alcanzan a otro en el cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>Range: {range_band}, {distance:.1f} m.</source>
        <translation>Alcance: {range_band}, {distance:.1f} m.</translation>
    </message>
    <message>
        <source>{target} may {dfs}.</source>
        <translation>{target} puede {dfs}.</translation>
    </message>
    <message>
        <source>, or </source>
        <translation>, o </translation>
    </message>
    <message>
        <source>{target}&apos;s long weapon strikes first against a shorter one.</source>
        <translation>El arma larga de {target} ataca primero contra una más corta.</translation>
    </message>
    <message>
        <source>the sheet&apos;s skills</source>
        <translation>las habilidades de la hoja</translation>
    </message>
    <message>
        <source>skill {wanted}</source>
        <translation>habilidad {wanted}</translation>
    </message>
    <message>
        <source>{name}: {label} roll</source>
        <translation>{name}: tirada de {label}</translation>
    </message>
    <message>
        <source>{name} rolls {label} ({text}): {text2}</source>
        <translation>{name} tira {label} ({text}): {text2}</translation>
    </message>
    <message>
        <source>Spot rules</source>
        <translation>Reglas puntuales</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>Skill roll</source>
        <translation>Tirada de habilidad</translation>
    </message>
    <message>
        <source>empty: a bare %</source>
        <translation>vacío: un % sin más</translation>
    </message>
    <message>
        <source>Skill, characteristic roll or %</source>
        <translation>Habilidad, tirada de característica o %</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Grado</translation>
    </message>
    <message>
        <source>Modifier %</source>
        <translation>Modificador %</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Tiradas</translation>
    </message>
    <message>
        <source>d100 against a skill (Easy ×2, Difficult ×½ rounded up).</source>
        <translation>d100 contra una habilidad (Fácil ×2, Difícil ×½ redondeando hacia arriba).</translation>
    </message>
    <message>
        <source>Resistance roll</source>
        <translation>Tirada de resistencia</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Activo</translation>
    </message>
    <message>
        <source>Passive</source>
        <translation>Pasivo</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>50% + 5% × (active − passive) (setting brp.resistance_formula).</source>
        <translation>50% + 5% × (activo − pasivo) (ajuste brp.resistance_formula).</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Presa</translation>
    </message>
    <message>
        <source>Pursuer</source>
        <translation>Perseguidor</translation>
    </message>
    <message>
        <source>Lengths ahead</source>
        <translation>Cuerpos de ventaja</translation>
    </message>
    <message>
        <source>Chase</source>
        <translation>Persecución</translation>
    </message>
    <message>
        <source>Side-by-Side, Two Lengths, Close, In Sight, Out of Sight.</source>
        <translation>Codo con codo, Dos cuerpos, Cerca, A la vista, Fuera de la vista.</translation>
    </message>
    <message>
        <source>Join the chase</source>
        <translation>Unirse a la persecución</translation>
    </message>
    <message>
        <source>Position (lengths)</source>
        <translation>Posición (cuerpos)</translation>
    </message>
    <message>
        <source>Another participant on the track.</source>
        <translation>Otro participante en el recorrido.</translation>
    </message>
    <message>
        <source>Chase roll</source>
        <translation>Tirada de persecución</translation>
    </message>
    <message>
        <source>Skill or %</source>
        <translation>Habilidad o %</translation>
    </message>
    <message>
        <source>Heavily laden</source>
        <translation>Muy cargado</translation>
    </message>
    <message>
        <source>Critical +2, special +1, success 0, failure −1, fumble −2.</source>
        <translation>Crítico +2, especial +1, éxito 0, fallo −1, pifia −2.</translation>
    </message>
    <message>
        <source>Move on the track</source>
        <translation>Mover en el recorrido</translation>
    </message>
    <message>
        <source>Steps (+ ahead)</source>
        <translation>Pasos (+ adelante)</translation>
    </message>
    <message>
        <source>A GM move along the track.</source>
        <translation>Un movimiento del DJ a lo largo del recorrido.</translation>
    </message>
    <message>
        <source>The map&apos;s ranges apply again.</source>
        <translation>Los alcances del mapa vuelven a aplicarse.</translation>
    </message>
    <message>
        <source>Now: {at}. </source>
        <translation>Ahora: {at}. </translation>
    </message>
    <message>
        <source>{text}. Positions (lengths): {where}.</source>
        <translation>{text}. Posiciones (cuerpos): {where}.</translation>
    </message>
    <message>
        <source> Out of sight of every opponent: {out_of_sight}.</source>
        <translation> Fuera de la vista de todos los oponentes: {out_of_sight}.</translation>
    </message>
    <message>
        <source>No chase: start one with the Chase tools.</source>
        <translation>Sin persecución: empieza una con las herramientas de Persecución.</translation>
    </message>
    <message>
        <source>Chase range track</source>
        <translation>Recorrido de alcance de la persecución</translation>
    </message>
    <message>
        <source>A chase needs a quarry and a pursuer.</source>
        <translation>Una persecución necesita una presa y un perseguidor.</translation>
    </message>
    <message>
        <source>BRP has no tool {tool_id!r}.</source>
        <translation>BRP no tiene la herramienta {tool_id!r}.</translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation>Aturdido</translation>
    </message>
    <message>
        <source>Helpless</source>
        <translation>Indefenso</translation>
    </message>
    <message>
        <source>Entangled</source>
        <translation>Enredado</translation>
    </message>
    <message>
        <source>can&apos;t attack; an Idea roll for each dodge or parry; attacks on them are Easy</source>
        <translation>no puede atacar; una tirada de Idea para cada esquiva o parada; los ataques contra él son Fáciles</translation>
    </message>
    <message>
        <source>unconscious: no actions; helpless (attacks Easy, no defence)</source>
        <translation>inconsciente: sin acciones; indefenso (ataques Fáciles, sin defensa)</translation>
    </message>
    <message>
        <source>no actions; attacks on them are Easy and can&apos;t be dodged or parried</source>
        <translation>sin acciones; los ataques contra él son Fáciles y no se pueden esquivar ni parar</translation>
    </message>
    <message>
        <source>held by an entangling weapon: can&apos;t move away</source>
        <translation>atrapado por un arma que enreda: no puede alejarse</translation>
    </message>
    <message>
        <source>after a desperate action: no attack and no move this round</source>
        <translation>tras una acción desesperada: sin ataque ni movimiento este asalto</translation>
    </message>
    <message>
        <source>Damage is a whole number from 0, not {amount!r}.</source>
        <translation>El daño es un número entero desde 0, no {amount!r}.</translation>
    </message>
    <message>
        <source>{name} has no hit points (stats &apos;hp&apos;, or &apos;con&apos; and &apos;siz&apos;).</source>
        <translation>{name} no tiene puntos de vida (atributos &apos;hp&apos;, o &apos;con&apos; y &apos;siz&apos;).</translation>
    </message>
    <message>
        <source>Major wound ({amount} ≥ {threshold}, half the total hit points).</source>
        <translation>Herida grave ({amount} ≥ {threshold}, la mitad de los puntos de vida totales).</translation>
    </message>
    <message>
        <source>{name} is dead.</source>
        <translation>{name} está muerto.</translation>
    </message>
    <message>
        <source>{name} is dying (0 hit points).</source>
        <translation>{name} se está muriendo (0 puntos de vida).</translation>
    </message>
    <message>
        <source>{name} falls unconscious.</source>
        <translation>{name} cae inconsciente.</translation>
    </message>
    <message>
        <source>{name} is back on their feet.</source>
        <translation>{name} vuelve a estar en pie.</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage from {source} ({what}): HP {cur} → {new} of {total}.</source>
        <translation>{name} sufre {amount} de daño de {source} ({what}): PV {cur} → {new} de {total}.</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage from {source}: HP {cur} → {new} of {total}.</source>
        <translation>{name} sufre {amount} de daño de {source}: PV {cur} → {new} de {total}.</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage ({what}): HP {cur} → {new} of {total}.</source>
        <translation>{name} sufre {amount} de daño ({what}): PV {cur} → {new} de {total}.</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage: HP {cur} → {new} of {total}.</source>
        <translation>{name} sufre {amount} de daño: PV {cur} → {new} de {total}.</translation>
    </message>
    <message>
        <source>explosion</source>
        <translation>explosión</translation>
    </message>
    <message>
        <source>acid</source>
        <translation>ácido</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>veneno</translation>
    </message>
    <message>
        <source>vacuum</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>fuego</translation>
    </message>
    <message>
        <source>strangled</source>
        <translation>estrangulado</translation>
    </message>
    <message>
        <source>knockout</source>
        <translation>noqueo</translation>
    </message>
    <message>
        <source>{name} heals {amount}</source>
        <translation>{name} cura {amount}</translation>
    </message>
    <message>
        <source>{name} recovers {new} hit points{by}: HP {cur} → {new2} of {total}.</source>
        <translation>{name} recupera {new} puntos de vida{by}: PV {cur} → {new2} de {total}.</translation>
    </message>
    <message>
        <source>Unknown condition {condition!r}; choose from {CONDITIONS}.</source>
        <translation>Estado desconocido {condition!r}; elige entre {CONDITIONS}.</translation>
    </message>
    <message>
        <source>{name} is no longer {condition}</source>
        <translation>{name} ya no está {condition}</translation>
    </message>
    <message>
        <source>{name} can start no attack or other action this round ({held}).</source>
        <translation>{name} no puede iniciar ataque ni otra acción este asalto ({held}).</translation>
    </message>
    <message>
        <source>{name} is unconscious ({hit_points} hit points).</source>
        <translation>{name} está inconsciente ({hit_points} puntos de vida).</translation>
    </message>
    <message>
        <source>{name} is knocked out.</source>
        <translation>{name} está noqueado.</translation>
    </message>
    <message>
        <source>{name} is helpless.</source>
        <translation>{name} está indefenso.</translation>
    </message>
    <message>
        <source>{name} can&apos;t attack or act this round ({held}).</source>
        <translation>{name} no puede atacar ni actuar este asalto ({held}).</translation>
    </message>
    <message>
        <source>{name} is entangled: break free first.</source>
        <translation>{name} está enredado: libérate primero.</translation>
    </message>
    <message>
        <source>{name} overbalanced with last round&apos;s desperate action: no move this round.</source>
        <translation>{name} se desequilibró con la acción desesperada del asalto anterior: sin movimiento este asalto.</translation>
    </message>
    <message>
        <source>{name} is stunned and can&apos;t attack.</source>
        <translation>{name} está aturdido y no puede atacar.</translation>
    </message>
    <message>
        <source>{name} can start no attack this round ({held}).</source>
        <translation>{name} no puede iniciar ataques este asalto ({held}).</translation>
    </message>
    <message>
        <source>{name} overbalanced with last round&apos;s desperate action: no attack this round.</source>
        <translation>{name} se desequilibró con la acción desesperada del asalto anterior: sin ataque este asalto.</translation>
    </message>
    <message>
        <source>Standing up took the place of {name}&apos;s attack this round.</source>
        <translation>Levantarse ocupó el lugar del ataque de {name} este asalto.</translation>
    </message>
    <message>
        <source>{label} on {target}</source>
        <translation>{label} sobre {target}</translation>
    </message>
    <message>
        <source>No damage is waiting on effect {effect_id!r}.</source>
        <translation>Ningún daño espera al efecto {effect_id!r}.</translation>
    </message>
    <message>
        <source>{label} takes effect</source>
        <translation>{label} surte efecto</translation>
    </message>
    <message>
        <source>{amount} (doubling each round)</source>
        <translation>{amount} (duplicándose cada asalto)</translation>
    </message>
    <message>
        <source>, halved by armour (rounded up)</source>
        <translation>, reducido a la mitad por la armadura (redondeando hacia arriba)</translation>
    </message>
    <message>
        <source>{name} has no DEX on the sheet, so no DEX rank.</source>
        <translation>{name} no tiene DEX en la hoja, así que no tiene nivel de DEX.</translation>
    </message>
    <message>
        <source>No DEX rank for {missing}: give them &apos;dex&apos; in their stats.</source>
        <translation>Sin nivel de DEX para {missing}: dales &apos;dex&apos; en sus atributos.</translation>
    </message>
    <message>
        <source>Take places in the DEX ranks</source>
        <translation>Ocupar puestos en los niveles de DEX</translation>
    </message>
    <message>
        <source>{n} takes a place in the DEX ranks at DEX {rank}.</source>
        <translation>{n} ocupa un puesto en los niveles de DEX en DEX {rank}.</translation>
    </message>
    <message>
        <source>joined this round after their DEX rank: acts from next round</source>
        <translation>se unió este asalto después de su nivel de DEX: actúa desde el siguiente asalto</translation>
    </message>
    <message>
        <source> Their rank has passed this round: they act from the next round.</source>
        <translation> Su nivel ya ha pasado este asalto: actúa desde el siguiente asalto.</translation>
    </message>
    <message>
        <source>{n} has no DEX (stats &apos;dex&apos;) and takes no place in the DEX ranks.</source>
        <translation>{n} no tiene DEX (atributo &apos;dex&apos;) y no ocupa puesto en los niveles de DEX.</translation>
    </message>
    <message>
        <source>{name} has no place in the DEX ranks.</source>
        <translation>{name} no tiene puesto en los niveles de DEX.</translation>
    </message>
    <message>
        <source>{name} leaves the DEX ranks</source>
        <translation>{name} sale de los niveles de DEX</translation>
    </message>
    <message>
        <source>{name} leaves the DEX ranks.</source>
        <translation>{name} sale de los niveles de DEX.</translation>
    </message>
    <message>
        <source>DEX rank {rank}: {name} can&apos;t act ({rstrip}).</source>
        <translation>Nivel de DEX {rank}: {name} no puede actuar ({rstrip}).</translation>
    </message>
    <message>
        <source>acts again</source>
        <translation>vuelve a actuar</translation>
    </message>
    <message>
        <source>acts (held action)</source>
        <translation>actúa (acción retrasada)</translation>
    </message>
    <message>
        <source>throws again (volley)</source>
        <translation>vuelve a lanzar (andanada)</translation>
    </message>
    <message>
        <source>makes the second weapon&apos;s attack</source>
        <translation>hace el ataque de la segunda arma</translation>
    </message>
    <message>
        <source>attempts a desperate action</source>
        <translation>intenta una acción desesperada</translation>
    </message>
    <message>
        <source>strikes first with a long weapon</source>
        <translation>ataca primero con un arma larga</translation>
    </message>
    <message>
        <source>acts</source>
        <translation>actúa</translation>
    </message>
    <message>
        <source>Round {number}, DEX rank {rank}: {name} {what}.</source>
        <translation>Asalto {number}, nivel de DEX {rank}: {name} {what}.</translation>
    </message>
    <message>
        <source>The fight has already started.</source>
        <translation>El combate ya ha empezado.</translation>
    </message>
    <message>
        <source>Nobody has a place in the DEX ranks yet: take places first.</source>
        <translation>Nadie tiene aún puesto en los niveles de DEX: ocupad puestos primero.</translation>
    </message>
    <message>
        <source>Start the fight</source>
        <translation>Empezar el combate</translation>
    </message>
    <message>
        <source>nobody can act</source>
        <translation>nadie puede actuar</translation>
    </message>
    <message>
        <source>Round {number} begins. DEX ranks: {ranks}.</source>
        <translation>Empieza el asalto {number}. Niveles de DEX: {ranks}.</translation>
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
        <source>Round {number} ends.</source>
        <translation>Termina el asalto {number}.</translation>
    </message>
    <message>
        <source>The fight hasn&apos;t started: start it first.</source>
        <translation>El combate no ha empezado: empiézalo primero.</translation>
    </message>
    <message>
        <source>Next DEX rank</source>
        <translation>Siguiente nivel de DEX</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Siguiente asalto</translation>
    </message>
    <message>
        <source> {name} acts at DEX rank {rank}.</source>
        <translation> {name} actúa en el nivel de DEX {rank}.</translation>
    </message>
    <message>
        <source>Not {name}&apos;s turn: DEX rank {rank} is {who}.{when}</source>
        <translation>No es el turno de {name}: el nivel de DEX {rank} es de {who}.{when}</translation>
    </message>
    <message>
        <source>{name} acts again at DEX rank {rank} ({value}).</source>
        <translation>{name} vuelve a actuar en el nivel de DEX {rank} ({value}).</translation>
    </message>
    <message>
        <source>This DEX rank is {name}&apos;s {kind} attack: attack or pass.</source>
        <translation>Este nivel de DEX es el ataque de {kind} de {name}: ataca o pasa.</translation>
    </message>
    <message>
        <source>{name} failed the Difficult Agility roll: no desperate action.</source>
        <translation>{name} falló la tirada Difícil de Agilidad: sin acción desesperada.</translation>
    </message>
    <message>
        <source>A DEX-rank cost is a whole number from 0, not {ranks!r}.</source>
        <translation>Un coste en niveles de DEX es un número entero desde 0, no {ranks!r}.</translation>
    </message>
    <message>
        <source>{name} {reason} ({ranks} DEX ranks).</source>
        <translation>{name} {reason} ({ranks} niveles de DEX).</translation>
    </message>
    <message>
        <source>{name} {reason} ({ranks} DEX ranks from {counter}): no DEX ranks are left this round.</source>
        <translation>{name} {reason} ({ranks} niveles de DEX desde {counter}): no quedan niveles de DEX este asalto.</translation>
    </message>
    <message>
        <source>{reason} at DEX {counter}</source>
        <translation>{reason} en DEX {counter}</translation>
    </message>
    <message>
        <source>{name} {reason} ({ranks} DEX ranks): acts again at DEX rank {new}.</source>
        <translation>{name} {reason} ({ranks} niveles de DEX): vuelve a actuar en el nivel de DEX {new}.</translation>
    </message>
    <message>
        <source>A DEX rank is a whole number, not {rank!r}.</source>
        <translation>Un nivel de DEX es un número entero, no {rank!r}.</translation>
    </message>
    <message>
        <source>Hold to a DEX rank below {counter} and not below {last_rank}.</source>
        <translation>Retrasa a un nivel de DEX por debajo de {counter} y no por debajo de {last_rank}.</translation>
    </message>
    <message>
        <source>{name} holds to DEX {rank}</source>
        <translation>{name} retrasa a DEX {rank}</translation>
    </message>
    <message>
        <source>held from DEX {counter}</source>
        <translation>retrasada desde DEX {counter}</translation>
    </message>
    <message>
        <source>{name} holds their action to DEX rank {rank}.</source>
        <translation>{name} retrasa su acción al nivel de DEX {rank}.</translation>
    </message>
    <message>
        <source>{kind} from DEX {counter}</source>
        <translation>{kind} desde DEX {counter}</translation>
    </message>
    <message>
        <source>{name}: {kind} at DEX {new}</source>
        <translation>{name}: {kind} en DEX {new}</translation>
    </message>
    <message>
        <source>{name}&apos;s next {kind} attack comes at DEX rank {new}.</source>
        <translation>El siguiente ataque de {kind} de {name} llega en el nivel de DEX {new}.</translation>
    </message>
    <message>
        <source>The order is the DEX ranks; ties are swapped once the fight runs.</source>
        <translation>El orden son los niveles de DEX; los empates se intercambian una vez empezado el combate.</translation>
    </message>
    <message>
        <source>DEX ranks decide the order: only two combatants due on the same DEX rank can swap.</source>
        <translation>Los niveles de DEX deciden el orden: solo dos combatientes en el mismo nivel de DEX pueden intercambiarse.</translation>
    </message>
    <message>
        <source>{n} is already acting on this rank.</source>
        <translation>{n} ya está actuando en este nivel.</translation>
    </message>
    <message>
        <source>{n} has already acted on this rank.</source>
        <translation>{n} ya ha actuado en este nivel.</translation>
    </message>
    <message>
        <source>Swap {a} and {b} on DEX {rank}</source>
        <translation>Intercambiar a {a} y {b} en DEX {rank}</translation>
    </message>
    <message>
        <source>DEX rank {rank}: {b} and {a} swap places.</source>
        <translation>Nivel de DEX {rank}: {b} y {a} se intercambian.</translation>
    </message>
    <message>
        <source>{name} has already declared a desperate action this round.</source>
        <translation>{name} ya ha declarado una acción desesperada este asalto.</translation>
    </message>
    <message>
        <source>{name} still has an action this round: a desperate action comes only after all of them are used.</source>
        <translation>{name} aún tiene una acción este asalto: una acción desesperada solo llega cuando se han usado todas.</translation>
    </message>
    <message>
        <source>{name}: desperate action</source>
        <translation>{name}: acción desesperada</translation>
    </message>
    <message>
        <source>desperate action at the last DEX rank</source>
        <translation>acción desesperada en el último nivel de DEX</translation>
    </message>
    <message>
        <source>{name} will try a desperate action at the last DEX rank ({rank}): a Difficult Agility roll first; the action is Difficult; no attack or move next round.</source>
        <translation>{name} intentará una acción desesperada en el último nivel de DEX ({rank}): antes una tirada Difícil de Agilidad; la acción es Difícil; sin ataque ni movimiento el siguiente asalto.</translation>
    </message>
    <message>
        <source>desperate action gate ({test})</source>
        <translation>prueba de la acción desesperada ({test})</translation>
    </message>
    <message>
        <source>{name} fails the Agility roll: no desperate action.</source>
        <translation>{name} falla la tirada de Agilidad: sin acción desesperada.</translation>
    </message>
    <message>
        <source>The long weapon&apos;s first strike is a DEX-rank matter: start the fight.</source>
        <translation>El primer golpe del arma larga es cosa de niveles de DEX: empieza el combate.</translation>
    </message>
    <message>
        <source>{long_user} ({value} weapon) against {opponent} ({value2} weapon): only a long weapon strikes first, and only against {vs} ones.</source>
        <translation>{long_user} (arma {value}) contra {opponent} (arma {value2}): solo un arma larga ataca primero, y solo contra armas {vs}.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>{long_user} has no action left this round.</source>
        <translation>{long_user} no tiene más acciones este asalto.</translation>
    </message>
    <message>
        <source>{opponent} has no action left this round.</source>
        <translation>{opponent} no tiene más acciones este asalto.</translation>
    </message>
    <message>
        <source>{opponent} has already acted.</source>
        <translation>{opponent} ya ha actuado.</translation>
    </message>
    <message>
        <source>{long_user} strikes first</source>
        <translation>{long_user} ataca primero</translation>
    </message>
    <message>
        <source>long weapon strikes first vs {opponent}</source>
        <translation>el arma larga ataca primero contra {opponent}</translation>
    </message>
    <message>
        <source>{long_user}&apos;s long weapon strikes before {opponent}&apos;s shorter one: {long_user} acts just before {opponent} on DEX rank {rank}.</source>
        <translation>El arma larga de {long_user} ataca antes que la más corta de {opponent}: {long_user} actúa justo antes que {opponent} en el nivel de DEX {rank}.</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} o {second}</translation>
    </message>
    <message>
        <source>A darkness penalty is negative (or 0).</source>
        <translation>Una penalización por oscuridad es negativa (o 0).</translation>
    </message>
    <message>
        <source>{who} in darkness</source>
        <translation>{who} en la oscuridad</translation>
    </message>
    <message>
        <source>{who} fights in total darkness</source>
        <translation>{who} lucha en oscuridad total</translation>
    </message>
    <message>
        <source>{who} fights in partial darkness</source>
        <translation>{who} lucha en oscuridad parcial</translation>
    </message>
    <message>
        <source>{sense} in the dark</source>
        <translation>{sense} a oscuras</translation>
    </message>
    <message>
        <source>; Difficult {sense} {result}</source>
        <translation>; {sense} Difícil {result}</translation>
    </message>
    <message>
        <source>{value}: {final}% to skills.</source>
        <translation>{value}: {final}% a las habilidades.</translation>
    </message>
    <message>
        <source> with a light in hand</source>
        <translation> con una luz en la mano</translation>
    </message>
    <message>
        <source>{keep}: the dropped light</source>
        <translation>{keep}: la luz caída</translation>
    </message>
    <message>
        <source>{who} drops the {source}: Luck {result} — </source>
        <translation>{who} deja caer la {source}: Suerte {result} — </translation>
    </message>
    <message>
        <source>it keeps burning (a flame on the floor can be a fire hazard).</source>
        <translation>sigue ardiendo (una llama en el suelo puede provocar un incendio).</translation>
    </message>
    <message>
        <source>it goes out.</source>
        <translation>se apaga.</translation>
    </message>
    <message>
        <source>burns about {hours} hour(s)</source>
        <translation>arde unas {hours} hora(s)</translation>
    </message>
    <message>
        <source>; hard to put out</source>
        <translation>; difícil de apagar</translation>
    </message>
    <message>
        <source>{who} lights a {source}: {notes}; it offsets darkness penalties.</source>
        <translation>{who} enciende una {source}: {notes}; compensa las penalizaciones por oscuridad.</translation>
    </message>
    <message>
        <source> Used with care: the skills it serves are Difficult.</source>
        <translation> Usada con cuidado: las habilidades a las que sirve son Difíciles.</translation>
    </message>
    <message>
        <source>{who} in the battle</source>
        <translation>{who} en la batalla</translation>
    </message>
    <message>
        <source>Luck in the battle ({minutes} minutes)</source>
        <translation>Suerte en la batalla ({minutes} minutos)</translation>
    </message>
    <message>
        <source>{who} in the battle ({minutes} minutes): Luck {result}</source>
        <translation>{who} en la batalla ({minutes} minutos): Suerte {result}</translation>
    </message>
    <message>
        <source>, unhurt.</source>
        <translation>, ileso.</translation>
    </message>
    <message>
        <source>battle damage</source>
        <translation>daño de la batalla</translation>
    </message>
    <message>
        <source>: {dice} = {raw}, armour {value}, {damage} damage.</source>
        <translation>: {dice} = {raw}, armadura {value}, {damage} de daño.</translation>
    </message>
    <message>
        <source>the battle</source>
        <translation>la batalla</translation>
    </message>
    <message>
        <source>critical success</source>
        <translation>éxito crítico</translation>
    </message>
    <message>
        <source>special success</source>
        <translation>éxito especial</translation>
    </message>
    <message>
        <source>success</source>
        <translation>éxito</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>fallo</translation>
    </message>
    <message>
        <source>fumble</source>
        <translation>pifia</translation>
    </message>
    <message>
        <source>Unknown grade {grade!r}; choose from {GRADES}.</source>
        <translation>Grado desconocido {grade!r}; elige entre {GRADES}.</translation>
    </message>
    <message>
        <source>Unknown grade {g!r}; choose from {GRADES}.</source>
        <translation>Grado desconocido {g!r}; elige entre {GRADES}.</translation>
    </message>
    <message>
        <source>critical 01–{critical:02d}</source>
        <translation>crítico 01–{critical:02d}</translation>
    </message>
    <message>
        <source>special 01–{special:02d}</source>
        <translation>especial 01–{special:02d}</translation>
    </message>
    <message>
        <source>success 01–{success:02d}</source>
        <translation>éxito 01–{success:02d}</translation>
    </message>
    <message>
        <source>no success</source>
        <translation>ningún éxito</translation>
    </message>
    <message>
        <source>fumble {fumble_from:02d}–00</source>
        <translation>pifia {fumble_from:02d}–00</translation>
    </message>
    <message>
        <source>unknown result level {level!r}</source>
        <translation>nivel de resultado desconocido {level!r}</translation>
    </message>
    <message>
        <source>{roll_faces} vs {chance}% — {result}</source>
        <translation>{roll_faces} contra {chance}% — {result}</translation>
    </message>
    <message>
        <source>A skill modifier is a whole number of percent, not {modifier!r}.</source>
        <translation>Un modificador de habilidad es un número entero de puntos porcentuales, no {modifier!r}.</translation>
    </message>
    <message>
        <source>Unknown difficulty {difficulty!r}; choose from {GRADES}.</source>
        <translation>Dificultad desconocida {difficulty!r}; elige entre {GRADES}.</translation>
    </message>
    <message>
        <source>Without a combatant the roll needs a percentage.</source>
        <translation>Sin un combatiente la tirada necesita un porcentaje.</translation>
    </message>
    <message>
        <source>d100 roll</source>
        <translation>tirada de d100</translation>
    </message>
    <message>
        <source>Impossible — fails without a roll</source>
        <translation>Imposible — falla sin tirar</translation>
    </message>
    <message>
        <source>{who}{what} is Impossible: it fails.</source>
        <translation>{who}{what} es Imposible: falla.</translation>
    </message>
    <message>
        <source>A resistance roll compares whole numbers, not {v!r}.</source>
        <translation>Una tirada de resistencia compara números enteros, no {v!r}.</translation>
    </message>
    <message>
        <source>{label}: {active_label} {active} vs {passive_label} {passive} → {chance}%</source>
        <translation>{label}: {active_label} {active} contra {passive_label} {passive} → {chance}%</translation>
    </message>
    <message>
        <source>{head}: automatic success.</source>
        <translation>{head}: éxito automático.</translation>
    </message>
    <message>
        <source>{head}: automatic failure.</source>
        <translation>{head}: fallo automático.</translation>
    </message>
    <message>
        <source>Skill and resistance rolls</source>
        <translation>Tiradas de habilidad y de resistencia</translation>
    </message>
    <message>
        <source>DEX ranks and actions</source>
        <translation>Niveles de DEX y acciones</translation>
    </message>
    <message>
        <source>Attacks and defences</source>
        <translation>Ataques y defensas</translation>
    </message>
    <message>
        <source>Hit points and damage</source>
        <translation>Puntos de vida y daño</translation>
    </message>
    <message>
        <source>Hazards</source>
        <translation>Peligros</translation>
    </message>
    <message>
        <source>Chases, travel and weather</source>
        <translation>Persecuciones, viajes y clima</translation>
    </message>
    <message>
        <source>BRP core rules, named but not given by the seed</source>
        <translation>Reglas básicas de BRP, citadas pero no dadas por la semilla</translation>
    </message>
    <message>
        <source>Easy multiplies the chance by</source>
        <translation>Fácil multiplica la probabilidad por</translation>
    </message>
    <message>
        <source>Difficult halving rounds</source>
        <translation>Redondeo de la mitad en Difícil</translation>
    </message>
    <message>
        <source>Critical and fumble ranges</source>
        <translation>Rangos de crítico y pifia</translation>
    </message>
    <message>
        <source>Critical range (fraction of chance)</source>
        <translation>Rango de crítico (fracción de la probabilidad)</translation>
    </message>
    <message>
        <source>Fumble range (fraction of failure)</source>
        <translation>Rango de pifia (fracción del fallo)</translation>
    </message>
    <message>
        <source>Special/critical/fumble rounding</source>
        <translation>Redondeo de especial/crítico/pifia</translation>
    </message>
    <message>
        <source>Automatic success up to</source>
        <translation>Éxito automático hasta</translation>
    </message>
    <message>
        <source>Automatic failure from</source>
        <translation>Fallo automático desde</translation>
    </message>
    <message>
        <source>Resistance roll formula</source>
        <translation>Fórmula de la tirada de resistencia</translation>
    </message>
    <message>
        <source>Resistance of 100%+ or 0%- is automatic</source>
        <translation>Resistencia de 100%+ o 0%- es automática</translation>
    </message>
    <message>
        <source>Disarm resists with («FÍS»)</source>
        <translation>El desarme se resiste con («FÍS»)</translation>
    </message>
    <message>
        <source>Standing up costs</source>
        <translation>Levantarse cuesta</translation>
    </message>
    <message>
        <source>Same DEX rank acts simultaneously</source>
        <translation>El mismo nivel de DEX actúa a la vez</translation>
    </message>
    <message>
        <source>Last DEX rank of the round</source>
        <translation>Último nivel de DEX del asalto</translation>
    </message>
    <message>
        <source>Failed desperate action costs next round</source>
        <translation>Una acción desesperada fallida cuesta el siguiente asalto</translation>
    </message>
    <message>
        <source>Powers phase before DEX ranks</source>
        <translation>Fase de poderes antes de los niveles de DEX</translation>
    </message>
    <message>
        <source>A defence stops the attack when</source>
        <translation>Una defensa detiene el ataque cuando</translation>
    </message>
    <message>
        <source>BRP core rules, named but not given by the seed (parry, dodge)</source>
        <translation>Reglas básicas de BRP, citadas pero no dadas por la semilla (parar, esquivar)</translation>
    </message>
    <message>
        <source>Missiles can be parried or dodged</source>
        <translation>Los proyectiles se pueden parar o esquivar</translation>
    </message>
    <message>
        <source>Critical hit damage</source>
        <translation>Daño de impacto crítico</translation>
    </message>
    <message>
        <source>BRP core rules, named but not given by the seed (critical success)</source>
        <translation>Reglas básicas de BRP, citadas pero no dadas por la semilla (éxito crítico)</translation>
    </message>
    <message>
        <source>Special hit damage</source>
        <translation>Daño de impacto especial</translation>
    </message>
    <message>
        <source>BRP core rules, named but not given by the seed (special success)</source>
        <translation>Reglas básicas de BRP, citadas pero no dadas por la semilla (éxito especial)</translation>
    </message>
    <message>
        <source>Point-blank includes DEX/3 m</source>
        <translation>A quemarropa incluye DEX/3 m</translation>
    </message>
    <message>
        <source>Point-blank DEX/3 rounding</source>
        <translation>Redondeo de DEX/3 a quemarropa</translation>
    </message>
    <message>
        <source>Attacking a prone target</source>
        <translation>Atacar a un objetivo en el suelo</translation>
    </message>
    <message>
        <source>Damage modifier while prone</source>
        <translation>Modificador de daño en el suelo</translation>
    </message>
    <message>
        <source>Two-handed melee from prone</source>
        <translation>Cuerpo a cuerpo a dos manos desde el suelo</translation>
    </message>
    <message>
        <source>Inside a long weapon&apos;s guard</source>
        <translation>Dentro de la guardia de un arma larga</translation>
    </message>
    <message>
        <source>Firing into a melee</source>
        <translation>Disparar a un combate cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Shields block missiles out of melee</source>
        <translation>Los escudos bloquean proyectiles fuera del cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Autofire shots with no die</source>
        <translation>Disparos automáticos sin dado</translation>
    </message>
    <message>
        <source>Half area damage rounds</source>
        <translation>Redondeo de la mitad del daño de área</translation>
    </message>
    <message>
        <source>Shooting up: modifiers</source>
        <translation>Disparar hacia arriba: modificadores</translation>
    </message>
    <message>
        <source>Under half a metre: Difficult weapons</source>
        <translation>Por debajo de medio metro: armas Difíciles</translation>
    </message>
    <message>
        <source>Major wound threshold</source>
        <translation>Umbral de herida grave</translation>
    </message>
    <message>
        <source>At 0 hit points</source>
        <translation>Con 0 puntos de vida</translation>
    </message>
    <message>
        <source>BRP core rules, named but not given by the seed (hit points)</source>
        <translation>Reglas básicas de BRP, citadas pero no dadas por la semilla (puntos de vida)</translation>
    </message>
    <message>
        <source>Unconscious at HP or fewer</source>
        <translation>Inconsciente con PV iguales o menores que</translation>
    </message>
    <message>
        <source>Knockback metres</source>
        <translation>Metros de derribo (knockback)</translation>
    </message>
    <message>
        <source>Falling: partial 3 m steps</source>
        <translation>Caída: tramos parciales de 3 m</translation>
    </message>
    <message>
        <source>Falling: extra dice for large SIZ</source>
        <translation>Caída: dados extra para SIZ grande</translation>
    </message>
    <message>
        <source>Antidote window</source>
        <translation>Margen del antídoto</translation>
    </message>
    <message>
        <source>Sudden asphyxia after a won Luck roll: CON×</source>
        <translation>Asfixia repentina tras ganar la tirada de Suerte: CON×</translation>
    </message>
    <message>
        <source>Asphyxia keeps rolling at CON×1</source>
        <translation>La asfixia sigue tirando con CON×1</translation>
    </message>
    <message>
        <source>Disease multiplier drops on</source>
        <translation>El multiplicador de la enfermedad baja con</translation>
    </message>
    <message>
        <source>Malaise attacks</source>
        <translation>El Malestar ataca</translation>
    </message>
    <message>
        <source>Under water: half damage, +3 armour</source>
        <translation>Bajo el agua: mitad del daño, +3 de armadura</translation>
    </message>
    <message>
        <source>Radiation effects</source>
        <translation>Efectos de la radiación</translation>
    </message>
    <message>
        <source>Chase: special and critical moves</source>
        <translation>Persecución: movimientos especiales y críticos</translation>
    </message>
    <message>
        <source>Chase: encumbered runner rolls</source>
        <translation>Persecución: tirada de quien corre cargado</translation>
    </message>
    <message>
        <source>Vehicle protection</source>
        <translation>Protección del vehículo</translation>
    </message>
    <message>
        <source>Dragged by the saddle on</source>
        <translation>Arrastrado por la silla con</translation>
    </message>
    <message>
        <source>A failed Fly roll</source>
        <translation>Una tirada de Volar fallida</translation>
    </message>
    <message>
        <source>Rain: the second −50% entry</source>
        <translation>Lluvia: la segunda entrada −50%</translation>
    </message>
    <message>
        <source>Tornado-force wind modifier</source>
        <translation>Modificador de viento de fuerza de tornado</translation>
    </message>
    <message>
        <source>up</source>
        <translation>hacia arriba</translation>
    </message>
    <message>
        <source>down</source>
        <translation>hacia abajo</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>al más cercano</translation>
    </message>
    <message>
        <source>BRP standard</source>
        <translation>estándar de BRP</translation>
    </message>
    <message>
        <source>by weapon</source>
        <translation>según el arma</translation>
    </message>
    <message>
        <source>before or after</source>
        <translation>antes o después</translation>
    </message>
    <message>
        <source>before</source>
        <translation>antes</translation>
    </message>
    <message>
        <source>next larger die, capped</source>
        <translation>siguiente dado mayor, limitado</translation>
    </message>
    <message>
        <source>only counts with a die</source>
        <translation>solo cantidades con dado</translation>
    </message>
    <message>
        <source>complete steps only</source>
        <translation>solo tramos completos</translation>
    </message>
    <message>
        <source>round up</source>
        <translation>redondear hacia arriba</translation>
    </message>
    <message>
        <source>Strength: Effort (STR×5), wind, disarm</source>
        <translation>Fuerza: Esfuerzo (STR×5), viento, desarme</translation>
    </message>
    <message>
        <source>Constitution: hit points, Stamina (CON×5), poison, asphyxiation</source>
        <translation>Constitución: puntos de vida, Aguante (CON×5), veneno, asfixia</translation>
    </message>
    <message>
        <source>Size: hit points, large/small targets, knockback, falling</source>
        <translation>Tamaño: puntos de vida, objetivos grandes/pequeños, derribo, caída</translation>
    </message>
    <message>
        <source>Intelligence: Idea (INT×5)</source>
        <translation>Inteligencia: Idea (INT×5)</translation>
    </message>
    <message>
        <source>Power: Luck (POW×5)</source>
        <translation>Poder: Suerte (POW×5)</translation>
    </message>
    <message>
        <source>Dexterity: the DEX rank, Agility (DEX×5), point-blank range DEX/3 m</source>
        <translation>Destreza: el nivel de DEX, Agilidad (DEX×5), alcance a quemarropa DEX/3 m</translation>
    </message>
    <message>
        <source>Charisma</source>
        <translation>Carisma</translation>
    </message>
    <message>
        <source>Education: Know (EDU×5)</source>
        <translation>Educación: Conocimiento (EDU×5)</translation>
    </message>
    <message>
        <source>Agility</source>
        <translation>Agilidad</translation>
    </message>
    <message>
        <source>Idea</source>
        <translation>Idea</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Aguante</translation>
    </message>
    <message>
        <source>Effort</source>
        <translation>Esfuerzo</translation>
    </message>
    <message>
        <source>Know</source>
        <translation>Conocimiento</translation>
    </message>
    <message>
        <source>autofire</source>
        <translation>fuego automático</translation>
    </message>
    <message>
        <source>two-handed</source>
        <translation>a dos manos</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>No shield</source>
        <translation>Sin escudo</translation>
    </message>
    <message>
        <source>Medium or small shield</source>
        <translation>Escudo mediano o pequeño</translation>
    </message>
    <message>
        <source>Full shield</source>
        <translation>Escudo completo</translation>
    </message>
    <message>
        <source>Large shield</source>
        <translation>Escudo grande</translation>
    </message>
    <message>
        <source> — blocks missiles {chance}%</source>
        <translation> — bloquea proyectiles {chance}%</translation>
    </message>
    <message>
        <source> ({kneel}% kneeling)</source>
        <translation> ({kneel}% de rodillas)</translation>
    </message>
    <message>
        <source>Brawl</source>
        <translation>Pelea</translation>
    </message>
    <message>
        <source>Ride</source>
        <translation>Montar</translation>
    </message>
    <message>
        <source>First Aid</source>
        <translation>Primeros auxilios</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Sigilo</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Lanzar</translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation>Medicina</translation>
    </message>
    <message>
        <source>Fly</source>
        <translation>Volar</translation>
    </message>
    <message>
        <source>Bite</source>
        <translation>Mordisco</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Arco</translation>
    </message>
    <message>
        <source>Broadsword</source>
        <translation>Espada ancha</translation>
    </message>
    <message>
        <source>Claw</source>
        <translation>Garra</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Garrote</translation>
    </message>
    <message>
        <source>Dagger</source>
        <translation>Daga</translation>
    </message>
    <message>
        <source>Handgun</source>
        <translation>Pistola</translation>
    </message>
    <message>
        <source>Knife</source>
        <translation>Cuchillo</translation>
    </message>
    <message>
        <source>Rifle</source>
        <translation>Fusil</translation>
    </message>
    <message>
        <source>SMG</source>
        <translation>Subfusil</translation>
    </message>
    <message>
        <source>Spear</source>
        <translation>Lanza</translation>
    </message>
    <message>
        <source>Axe</source>
        <translation>Hacha</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Bastón</translation>
    </message>
    <message>
        <source>Crossbow</source>
        <translation>Ballesta</translation>
    </message>
    <message>
        <source>Javelin</source>
        <translation>Jabalina</translation>
    </message>
    <message>
        <source>BRP characteristics (3D6 or 2D6+6 for a human; creatures beyond)</source>
        <translation>Características de BRP (3D6 o 2D6+6 para un humano; las criaturas, más)</translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation>Características</translation>
    </message>
    <message>
        <source>characteristic roll (BRP standard; the seed rolls Agility, Idea, Luck, Stamina by name)</source>
        <translation>tirada de característica (estándar de BRP; la semilla tira Agilidad, Idea, Suerte, Aguante por su nombre)</translation>
    </message>
    <message>
        <source>DEX, or the DEX-rank override</source>
        <translation>DEX, o el nivel de DEX fijado a mano</translation>
    </message>
    <message>
        <source>Hit points (total)</source>
        <translation>Puntos de vida (total)</translation>
    </message>
    <message>
        <source>BRP standard ⌈(CON+SIZ)/2⌉</source>
        <translation>Estándar de BRP ⌈(CON+SIZ)/2⌉</translation>
    </message>
    <message>
        <source>The hit-point override, else ⌈(CON + SIZ) / 2⌉</source>
        <translation>Los puntos de vida fijados a mano; si no, ⌈(CON + SIZ) / 2⌉</translation>
    </message>
    <message>
        <source>Major wound (damage in one wound)</source>
        <translation>Herida grave (daño en una sola herida)</translation>
    </message>
    <message>
        <source>setting brp.major_wound_threshold</source>
        <translation>ajuste brp.major_wound_threshold</translation>
    </message>
    <message>
        <source>Half the total hit points, rounded up</source>
        <translation>La mitad de los puntos de vida totales, redondeando hacia arriba</translation>
    </message>
    <message>
        <source>Point-blank range (m)</source>
        <translation>Alcance a quemarropa (m)</translation>
    </message>
    <message>
        <source>Derived values</source>
        <translation>Valores derivados</translation>
    </message>
    <message>
        <source>Hit points, armour and DEX rank</source>
        <translation>Puntos de vida, armadura y nivel de DEX</translation>
    </message>
    <message>
        <source>Hit points (override)</source>
        <translation>Puntos de vida (a mano)</translation>
    </message>
    <message>
        <source>Empty: ⌈(CON + SIZ) / 2⌉ (BRP standard)</source>
        <translation>Vacío: ⌈(CON + SIZ) / 2⌉ (estándar de BRP)</translation>
    </message>
    <message>
        <source>DEX rank (override)</source>
        <translation>Nivel de DEX (a mano)</translation>
    </message>
    <message>
        <source>Empty: DEX (powers, heavy armour … may change it)</source>
        <translation>Vacío: DEX (poderes, armadura pesada … pueden cambiarlo)</translation>
    </message>
    <message>
        <source>Damage modifier</source>
        <translation>Modificador de daño</translation>
    </message>
    <message>
        <source>typed: the seed has no STR+SIZ table</source>
        <translation>escrito a mano: la semilla no tiene la tabla de STR+SIZ</translation>
    </message>
    <message>
        <source>Dice added to melee and thrown damage: 0, +1D4, -1D4, +1D6, +2D6 …</source>
        <translation>Dados sumados al daño cuerpo a cuerpo y arrojadizo: 0, +1D4, -1D4, +1D6, +2D6 …</translation>
    </message>
    <message>
        <source>Armour points</source>
        <translation>Puntos de armadura</translation>
    </message>
    <message>
        <source>points or dice (damaged_armour.json: «1D8+1»)</source>
        <translation>puntos o dados (damaged_armour.json: «1D8+1»)</translation>
    </message>
    <message>
        <source>A number or dice rolled per hit (1D8+1)</source>
        <translation>Un número o dados que se tiran en cada impacto (1D8+1)</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Escudo</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>Skills (%)</source>
        <translation>Habilidades (%)</translation>
    </message>
    <message>
        <source>d100 skills; a weapon names the skill it rolls</source>
        <translation>habilidades de d100; un arma indica la habilidad que tira</translation>
    </message>
    <message>
        <source>Dodge, Brawl (unarmed), Jump, Ride, Swim, Spot and every weapon&apos;s skill</source>
        <translation>Dodge, Brawl (desarmado), Jump, Ride, Swim, Spot y la habilidad de cada arma</translation>
    </message>
    <message>
        <source>Weapons and gear</source>
        <translation>Armas y equipo</translation>
    </message>
    <message>
        <source>What the character carries; Unarmed (Brawl) needs no entry</source>
        <translation>Lo que lleva el personaje; Desarmado (Brawl) no necesita entrada</translation>
    </message>
    <message>
        <source>In hand when the fight starts</source>
        <translation>En la mano cuando empieza el combate</translation>
    </message>
    <message>
        <source>The weapon&apos;s id; empty: the first weapon carried</source>
        <translation>El id del arma; vacío: la primera arma que lleva</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Anything else carried</source>
        <translation>Cualquier otra cosa que lleve</translation>
    </message>
    <message>
        <source>{label} is a number or dice such as 1D6 or +1D4.</source>
        <translation>{label} es un número o dados como 1D6 o +1D4.</translation>
    </message>
    <message>
        <source>{label} must be a number or dice such as 1D6 or +1D4 (got {value!r}).</source>
        <translation>{label} debe ser un número o dados como 1D6 o +1D4 (recibido {value!r}).</translation>
    </message>
    <message>
        <source>Two weapons share the id {id!r}: give {checked_name} its own.</source>
        <translation>Dos armas comparten el id {id!r}: dale a {checked_name} uno propio.</translation>
    </message>
    <message>
        <source>{label}: choose one of {words} (got {value!r}).</source>
        <translation>{label}: elige uno de {words} (recibido {value!r}).</translation>
    </message>
    <message>
        <source>Acid on {target}</source>
        <translation>Ácido sobre {target}</translation>
    </message>
    <message>
        <source>{target} in {strength} acid ({damage_per_round} a round).</source>
        <translation>{target} en ácido {strength} ({damage_per_round} por asalto).</translation>
    </message>
    <message>
        <source>armour vs acid</source>
        <translation>armadura contra ácido</translation>
    </message>
    <message>
        <source>acid damage halved, rounded up</source>
        <translation>daño de ácido a la mitad, redondeando hacia arriba</translation>
    </message>
    <message>
        <source>Armour halves the damage for {duration_rounds} = {n} rounds.</source>
        <translation>La armadura reduce el daño a la mitad durante {duration_rounds} = {n} asaltos.</translation>
    </message>
    <message>
        <source>acid ruins armour</source>
        <translation>el ácido arruina la armadura</translation>
    </message>
    <message>
        <source>when this ends the armour is useless</source>
        <translation>cuando esto termine la armadura queda inútil</translation>
    </message>
    <message>
        <source>The armour is ruined after {ruins_armour_after_rounds} = {m} rounds.</source>
        <translation>La armadura queda arruinada tras {ruins_armour_after_rounds} = {m} asaltos.</translation>
    </message>
    <message>
        <source>damage at the end of each round; remove when washed off</source>
        <translation>daño al final de cada asalto; quítalo cuando se lave</translation>
    </message>
    <message>
        <source>The damage comes at the end of each round while the acid stays.</source>
        <translation>El daño llega al final de cada asalto mientras siga el ácido.</translation>
    </message>
    <message>
        <source>Damage {d}</source>
        <translation>Daño {d}</translation>
    </message>
    <message>
        <source>, halved by armour → {amount}</source>
        <translation>, reducido a la mitad por la armadura → {amount}</translation>
    </message>
    <message>
        <source>Exposure rounds count from 1.</source>
        <translation>Los asaltos de exposición cuentan desde 1.</translation>
    </message>
    <message>
        <source>{target} holds their breath</source>
        <translation>{target} contiene la respiración</translation>
    </message>
    <message>
        <source>strangled: CON×1</source>
        <translation>estrangulado: CON×1</translation>
    </message>
    <message>
        <source>{target} is strangled: CON×1 {split}</source>
        <translation>{target} es estrangulado: CON×1 {split}</translation>
    </message>
    <message>
        <source> Damage {d}.</source>
        <translation> Daño {d}.</translation>
    </message>
    <message>
        <source>{target} is already suffocating: {damage_per_round} at the end of each round until they escape.</source>
        <translation>{target} ya se está asfixiando: {damage_per_round} al final de cada asalto hasta que escape.</translation>
    </message>
    <message>
        <source>sudden asphyxiation: Luck</source>
        <translation>asfixia repentina: Suerte</translation>
    </message>
    <message>
        <source>holding breath, round {round}: CON×{mult}</source>
        <translation>conteniendo la respiración, asalto {round}: CON×{mult}</translation>
    </message>
    <message>
        <source>{target}, round {round} without air: CON×{mult} → {result}.</source>
        <translation>{target}, asalto {round} sin aire: CON×{mult} → {result}.</translation>
    </message>
    <message>
        <source>full damage at the end of each round until they escape</source>
        <translation>daño total al final de cada asalto hasta que escape</translation>
    </message>
    <message>
        <source> {target} breathes in {substance}: {damage_per_round} at the end of each round until they escape.</source>
        <translation> {target} inhala {substance}: {damage_per_round} al final de cada asalto hasta que escape.</translation>
    </message>
    <message>
        <source>Poison on {target}</source>
        <translation>Veneno sobre {target}</translation>
    </message>
    <message>
        <source>Poison POT {effective} vs CON</source>
        <translation>Veneno POT {effective} contra CON</translation>
    </message>
    <message>
        <source>overcomes CON: full POT</source>
        <translation>supera la CON: POT entera</translation>
    </message>
    <message>
        <source>doesn&apos;t overcome CON: half POT, rounded up</source>
        <translation>no supera la CON: mitad de la POT, redondeando hacia arriba</translation>
    </message>
    <message>
        <source> (POT {pot} − antidote {antidote_pot})</source>
        <translation> (POT {pot} − antídoto {antidote_pot})</translation>
    </message>
    <message>
        <source>Poison POT {effective}{anti} on {target} {how} = {amount} damage</source>
        <translation>Veneno POT {effective}{anti} sobre {target} {how} = {amount} de daño</translation>
    </message>
    <message>
        <source>lands after {delay} {delay_unit}</source>
        <translation>llega tras {delay} {delay_unit}</translation>
    </message>
    <message>
        <source>lands after {delay} combat rounds</source>
        <translation>llega tras {delay} asaltos de combate</translation>
    </message>
    <message>
        <source>lands after {delay} full turns</source>
        <translation>llega tras {delay} turnos completos</translation>
    </message>
    <message>
        <source>Poison ({amount} damage due)</source>
        <translation>Veneno ({amount} de daño pendiente)</translation>
    </message>
    <message>
        <source>, after {delay} {delay_unit}.</source>
        <translation>, tras {delay} {delay_unit}.</translation>
    </message>
    <message>
        <source>, after {delay} combat rounds.</source>
        <translation>, tras {delay} asaltos de combate.</translation>
    </message>
    <message>
        <source>, after {delay} full turns.</source>
        <translation>, tras {delay} turnos completos.</translation>
    </message>
    <message>
        <source>Autofire</source>
        <translation>Fuego automático</translation>
    </message>
    <message>
        <source>{name} of {shots} shots: {bonus:+d}% to the attack.</source>
        <translation>{name} de {shots} disparos: {bonus:+d}% al ataque.</translation>
    </message>
    <message>
        <source> On a hit, {how} → {hits} hits (only the first can be special or critical).</source>
        <translation> Si impacta, {how} → {hits} impactos (solo el primero puede ser especial o crítico).</translation>
    </message>
    <message>
        <source>Give the distance from the epicentre, or the epicentre.</source>
        <translation>Indica la distancia al epicentro, o el epicentro.</translation>
    </message>
    <message>
        <source>Say who is caught: a target, or the epicentre.</source>
        <translation>Di quién queda atrapado: un objetivo, o el epicentro.</translation>
    </message>
    <message>
        <source>Explosion</source>
        <translation>Explosión</translation>
    </message>
    <message>
        <source>Explosion of {d6}D6 (radius {radius:g} m).</source>
        <translation>Explosión de {d6}D6 (radio {radius:g} m).</translation>
    </message>
    <message>
        <source>{name} ({d:.1f} m): out of the blast.</source>
        <translation>{name} ({d:.1f} m): fuera de la explosión.</translation>
    </message>
    <message>
        <source>explosion on {name}</source>
        <translation>explosión sobre {name}</translation>
    </message>
    <message>
        <source>{skill} against the blast</source>
        <translation>{skill} contra la explosión</translation>
    </message>
    <message>
        <source> — dodged</source>
        <translation> — esquivada</translation>
    </message>
    <message>
        <source> — halved by Agility</source>
        <translation> — reducida a la mitad por la Agilidad</translation>
    </message>
    <message>
        <source>, thrown prone</source>
        <translation>, arrojado al suelo</translation>
    </message>
    <message>
        <source>{name} ({d:.1f} m): {d2}{note}; armour {armour} → {dealt}.</source>
        <translation>{name} ({d:.1f} m): {d2}{note}; armadura {armour} → {dealt}.</translation>
    </message>
    <message>
        <source>resisted</source>
        <translation>resistido</translation>
    </message>
    <message>
        <source>pushed {pushed_m} m</source>
        <translation>empujado {pushed_m} m</translation>
    </message>
    <message>
        <source>, falls prone</source>
        <translation>, cae al suelo</translation>
    </message>
    <message>
        <source>Knockback: {damage} damage vs SIZ {siz}{mount}: {what}{fell}.</source>
        <translation>Derribo: {damage} de daño contra SIZ {siz}{mount}: {what}{fell}.</translation>
    </message>
    <message>
        <source>Vacuum on {target}</source>
        <translation>Vacío sobre {target}</translation>
    </message>
    <message>
        <source>{target}, round {round} in vacuum.</source>
        <translation>{target}, asalto {round} en el vacío.</translation>
    </message>
    <message>
        <source>The suit&apos;s {suit_armour} armour delays the haemorrhage {suit_armour} rounds.</source>
        <translation>Los {suit_armour} de armadura del traje retrasan la hemorragia {suit_armour} asaltos.</translation>
    </message>
    <message>
        <source>Haemorrhage: {haem}.</source>
        <translation>Hemorragia: {haem}.</translation>
    </message>
    <message>
        <source>Lungs collapse: {d}.</source>
        <translation>Los pulmones colapsan: {d}.</translation>
    </message>
    <message>
        <source>The eardrums burst.</source>
        <translation>Los tímpanos revientan.</translation>
    </message>
    <message>
        <source>After CON×2 rounds: every sight roll is Difficult.</source>
        <translation>Tras CON×2 asaltos: toda tirada de vista es Difícil.</translation>
    </message>
    <message>
        <source>1, 2, 4, 8 … at the end of each round</source>
        <translation>1, 2, 4, 8 … al final de cada asalto</translation>
    </message>
    <message>
        <source>The haemorrhage now doubles at the end of each round.</source>
        <translation>La hemorragia ahora se duplica al final de cada asalto.</translation>
    </message>
    <message>
        <source>{target} falls</source>
        <translation>{target} cae</translation>
    </message>
    <message>
        <source>{target} falls {metres:g} m: no damage.</source>
        <translation>{target} cae {metres:g} m: sin daño.</translation>
    </message>
    <message>
        <source>a {metres:g} m fall</source>
        <translation>una caída de {metres:g} m</translation>
    </message>
    <message>
        <source>{target} falls {metres:g} m{value}: {d}; armour {armour} → {dealt}.</source>
        <translation>{target} cae {metres:g} m{value}: {d}; armadura {armour} → {dealt}.</translation>
    </message>
    <message>
        <source>Fire on {target}</source>
        <translation>Fuego sobre {target}</translation>
    </message>
    <message>
        <source>{target} in {r_name} ({damage_per_round} a round, at DEX rank 1 at the end of the round).</source>
        <translation>{target} en {r_name} ({damage_per_round} por asalto, en el nivel de DEX 1, al final del asalto).</translation>
    </message>
    <message>
        <source>armour vs fire</source>
        <translation>armadura contra fuego</translation>
    </message>
    <message>
        <source>armour counts against fire</source>
        <translation>la armadura cuenta contra el fuego</translation>
    </message>
    <message>
        <source>Armour holds for {duration_rounds} = {n} rounds.</source>
        <translation>La armadura aguanta {duration_rounds} = {n} asaltos.</translation>
    </message>
    <message>
        <source>Damage {text}; armour {armour} → {dealt}.</source>
        <translation>Daño {text}; armadura {armour} → {dealt}.</translation>
    </message>
    <message>
        <source>not catching fire</source>
        <translation>no prenderse fuego</translation>
    </message>
    <message>
        <source>POW×1: hair and clothes</source>
        <translation>POW×1: pelo y ropa</translation>
    </message>
    <message>
        <source>clothes and hair burn until put out (a round, Luck if in doubt)</source>
        <translation>la ropa y el pelo arden hasta que se apaguen (un asalto, Suerte en caso de duda)</translation>
    </message>
    <message>
        <source>{target} catches fire: {burn} at the end of every round until put out.</source>
        <translation>{target} se prende fuego: {burn} al final de cada asalto hasta que se apague.</translation>
    </message>
    <message>
        <source>severe burns</source>
        <translation>quemaduras graves</translation>
    </message>
    <message>
        <source>Severe burns: {target} loses {loss} characteristic points, at least 1 of CHA (the GM chooses).</source>
        <translation>Quemaduras graves: {target} pierde {loss} puntos de características, al menos 1 de CHA (elige el DJ).</translation>
    </message>
    <message>
        <source>Partial cover: skill {skill}% becomes Difficult {hit}%; rolls {hit2:02d}–{skill2:02d} hit the cover.</source>
        <translation>Cobertura parcial: la habilidad {skill}% pasa a Difícil {hit}%; las tiradas {hit2:02d}–{skill2:02d} dan en la cobertura.</translation>
    </message>
    <message>
        <source> Roll {roll_faces}: hits the {result}.</source>
        <translation> Tirada {roll_faces}: da en {result}.</translation>
    </message>
    <message>
        <source> Roll {roll_faces}: a miss.</source>
        <translation> Tirada {roll_faces}: fallo.</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>{attacker} has no DEX.</source>
        <translation>{attacker} no tiene DEX.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s point-blank range is DEX/3 = {limit:.1f} m.</source>
        <translation>El alcance a quemarropa de {attacker} es DEX/3 = {limit:.1f} m.</translation>
    </message>
    <message>
        <source> At {distance_m:.1f} m: {value}.</source>
        <translation> A {distance_m:.1f} m: {value}.</translation>
    </message>
    <message>
        <source>Easy (point-blank)</source>
        <translation>Fácil (a quemarropa)</translation>
    </message>
    <message>
        <source>not point-blank</source>
        <translation>no es a quemarropa</translation>
    </message>
    <message>
        <source>Point-blank</source>
        <translation>A quemarropa</translation>
    </message>
    <message>
        <source>Give both SIZes (or two combatants with SIZ).</source>
        <translation>Indica los dos SIZ (o dos combatientes con SIZ).</translation>
    </message>
    <message>
        <source>Target SIZ {st} against attacker SIZ {sa}: {case}, {mod:+d}%.</source>
        <translation>SIZ del objetivo {st} contra SIZ del atacante {sa}: {case}, {mod:+d}%.</translation>
    </message>
    <message>
        <source>Target size</source>
        <translation>Tamaño del objetivo</translation>
    </message>
    <message>
        <source>Shield block</source>
        <translation>Bloqueo con escudo</translation>
    </message>
    <message>
        <source>{shield} shield: {chance}% to block.</source>
        <translation>Escudo {shield}: {chance}% para bloquear.</translation>
    </message>
    <message>
        <source> A {attack_level} hit isn&apos;t blocked.</source>
        <translation> Un impacto {attack_level} no se bloquea.</translation>
    </message>
    <message>
        <source>shield block</source>
        <translation>bloqueo con escudo</translation>
    </message>
    <message>
        <source> Roll {roll_faces}: blocked.</source>
        <translation> Tirada {roll_faces}: bloqueado.</translation>
    </message>
    <message>
        <source> Roll {roll_faces}: gets through.</source>
        <translation> Tirada {roll_faces}: pasa.</translation>
    </message>
    <message>
        <source>Prone</source>
        <translation>En el suelo</translation>
    </message>
    <message>
        <source>{who} prone, {role}, {weapon} at {range_band} range</source>
        <translation>{who} en el suelo, {role}, {weapon} a alcance {range_band}</translation>
    </message>
    <message>
        <source>{who} prone, {role}, {weapon}</source>
        <translation>{who} en el suelo, {role}, {weapon}</translation>
    </message>
    <message>
        <source> {who} drops prone.</source>
        <translation> {who} se tira al suelo.</translation>
    </message>
    <message>
        <source> {who} stands up (5 DEX ranks; replaces the attack).</source>
        <translation> {who} se levanta (5 niveles de DEX; sustituye al ataque).</translation>
    </message>
    <message>
        <source>{rider}: mounted</source>
        <translation>{rider}: montado</translation>
    </message>
    <message>
        <source>{rider} mounted: combat skills capped by Ride {ride_text}%{capped_text}; dodges Difficult; higher ground (+10%) over those on foot.</source>
        <translation>{rider} montado: habilidades de combate limitadas por Montar {ride_text}%{capped_text}; esquivas Difíciles; terreno más alto (+10%) sobre quien va a pie.</translation>
    </message>
    <message>
        <source>falling from the mount</source>
        <translation>cayendo de la montura</translation>
    </message>
    <message>
        <source>{rider} falls from the mount: Luck {result}.</source>
        <translation>{rider} cae de la montura: Suerte {result}.</translation>
    </message>
    <message>
        <source>fall from the mount</source>
        <translation>caída de la montura</translation>
    </message>
    <message>
        <source>until a Difficult Agility roll frees them</source>
        <translation>hasta que una tirada Difícil de Agilidad lo libere</translation>
    </message>
    <message>
        <source> Caught in the saddle: dragged for {drag_damage_per_round} a round.</source>
        <translation> Atrapado en la silla: arrastrado por {drag_damage_per_round} por asalto.</translation>
    </message>
    <message>
        <source>stunned by the fall?</source>
        <translation>¿aturdido por la caída?</translation>
    </message>
    <message>
        <source> Stunned next round.</source>
        <translation> Aturdido el siguiente asalto.</translation>
    </message>
    <message>
        <source>Under water: damage {damage} → {eff_damage}, armour {armour} → {eff_armour}: {dealt} gets through.</source>
        <translation>Bajo el agua: daño {damage} → {eff_damage}, armadura {armour} → {eff_armour}: pasan {dealt}.</translation>
    </message>
    <message>
        <source> Skill {skill}% capped by Swim {swim}% → {capped}%.</source>
        <translation> Habilidad {skill}% limitada por Nadar {swim}% → {capped}%.</translation>
    </message>
    <message>
        <source> No shield parries; fatigue doubled.</source>
        <translation> Sin paradas con escudo; fatiga doble.</translation>
    </message>
    <message>
        <source>{target} in zero-g</source>
        <translation>{target} en gravedad cero</translation>
    </message>
    <message>
        <source>{target} in zero-g: Agility {result}.</source>
        <translation>{target} en gravedad cero: Agilidad {result}.</translation>
    </message>
    <message>
        <source> Every combat or physical action is Difficult this round.</source>
        <translation> Toda acción de combate o física es Difícil este asalto.</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Viento</translation>
    </message>
    <message>
        <source>{name} (STR {band}): {skill_modifier:+d}% to missiles and movement.</source>
        <translation>{name} (STR {band}): {skill_modifier:+d}% a proyectiles y movimiento.</translation>
    </message>
    <message>
        <source>the wind against STR</source>
        <translation>el viento contra la STR</translation>
    </message>
    <message>
        <source>wind STR</source>
        <translation>STR del viento</translation>
    </message>
    <message>
        <source> {target} is blown over (see falling).</source>
        <translation> {target} es derribado por el viento (ver caídas).</translation>
    </message>
    <message>
        <source> {target} keeps their feet.</source>
        <translation> {target} se mantiene en pie.</translation>
    </message>
    <message>
        <source>Cloud cover</source>
        <translation>Nubosidad</translation>
    </message>
    <message>
        <source>{name}: {skill_modifier:+d}% to Navigate and the like; {rain_chance}% chance of rain.</source>
        <translation>{name}: {skill_modifier:+d}% a Navegar y similares; {rain_chance}% de probabilidad de lluvia.</translation>
    </message>
    <message>
        <source> Partial darkness.</source>
        <translation> Oscuridad parcial.</translation>
    </message>
    <message>
        <source>{precipitation} falls, {d} mm.</source>
        <translation>Cae {precipitation}, {d} mm.</translation>
    </message>
    <message>
        <source>no rain.</source>
        <translation>sin lluvia.</translation>
    </message>
    <message>
        <source>Precipitation</source>
        <translation>Precipitación</translation>
    </message>
    <message>
        <source>The precipitation stops.</source>
        <translation>La precipitación cesa.</translation>
    </message>
    <message>
        <source>{precipitation}: {mod:+d}% to the skills it hampers (missile attacks).</source>
        <translation>{precipitation}: {mod:+d}% a las habilidades que entorpece (ataques con proyectiles).</translation>
    </message>
    <message>
        <source>{attackers} attackers, {situation}: at most {limit} attack; {excluded} can&apos;t.</source>
        <translation>{attackers} atacantes, {situation}: como mucho atacan {limit}; {excluded} no pueden.</translation>
    </message>
    <message>
        <source>Superior numbers</source>
        <translation>Superioridad numérica</translation>
    </message>
    <message>
        <source>{target}: disease</source>
        <translation>{target}: enfermedad</translation>
    </message>
    <message>
        <source>exposure to {name}</source>
        <translation>exposición a {name}</translation>
    </message>
    <message>
        <source>{target} shakes off {name}.</source>
        <translation>{target} se libra de {name}.</translation>
    </message>
    <message>
        <source>attacks {char}</source>
        <translation>ataca {char}</translation>
    </message>
    <message>
        <source>{target} contracts {name}: 1 {char} point lost within 24 hours; recovery rolls from the second morning at CON×{multiplier}.</source>
        <translation>{target} contrae {name}: 1 punto de {char} perdido en 24 horas; tiradas de recuperación desde la segunda mañana con CON×{multiplier}.</translation>
    </message>
    <message>
        <source>{target} has no disease to recover from.</source>
        <translation>{target} no tiene ninguna enfermedad de la que recuperarse.</translation>
    </message>
    <message>
        <source>recovery: CON×{mult}</source>
        <translation>recuperación: CON×{mult}</translation>
    </message>
    <message>
        <source>{target} recovers from {name} (lost {lost} {char} in all).</source>
        <translation>{target} se recupera de {name} (perdió {lost} de {char} en total).</translation>
    </message>
    <message>
        <source>{target} stays sick: another {char} point lost ({lost} in all); tomorrow CON×{new_mult}.</source>
        <translation>{target} sigue enfermo: otro punto de {char} perdido ({lost} en total); mañana CON×{new_mult}.</translation>
    </message>
    <message>
        <source>Radiation on {target}</source>
        <translation>Radiación sobre {target}</translation>
    </message>
    <message>
        <source>Radiation POT {pot} vs CON</source>
        <translation>Radiación POT {pot} contra CON</translation>
    </message>
    <message>
        <source>Radiation POT {pot} on {target}: </source>
        <translation>Radiación POT {pot} sobre {target}: </translation>
    </message>
    <message>
        <source>it takes hold (the GM applies its effects; first aid is useless).</source>
        <translation>hace efecto (el DJ aplica sus efectos; los primeros auxilios no sirven).</translation>
    </message>
    <message>
        <source>they avoid its effects for now.</source>
        <translation>evita sus efectos por ahora.</translation>
    </message>
    <message>
        <source>beneficial mutation</source>
        <translation>mutación beneficiosa</translation>
    </message>
    <message>
        <source> A beneficial mutation!</source>
        <translation> ¡Una mutación beneficiosa!</translation>
    </message>
    <message>
        <source> No mutation.</source>
        <translation> Ninguna mutación.</translation>
    </message>
    <message>
        <source>Acid</source>
        <translation>Ácido</translation>
    </message>
    <message>
        <source>Armoured (default: has armour)</source>
        <translation>Con armadura (por defecto: tiene armadura)</translation>
    </message>
    <message>
        <source>Contact lasts (damage every round)</source>
        <translation>El contacto continúa (daño cada asalto)</translation>
    </message>
    <message>
        <source>Apply the damage</source>
        <translation>Aplicar el daño</translation>
    </message>
    <message>
        <source>Suffocation, drowning, asphyxiation</source>
        <translation>Sofocación, ahogamiento, asfixia</translation>
    </message>
    <message>
        <source>Exposure round</source>
        <translation>Asalto de exposición</translation>
    </message>
    <message>
        <source>Sudden (Luck roll first)</source>
        <translation>Repentina (primero una tirada de Suerte)</translation>
    </message>
    <message>
        <source>Poison and antidotes</source>
        <translation>Veneno y antídotos</translation>
    </message>
    <message>
        <source>Poison POT</source>
        <translation>POT del veneno</translation>
    </message>
    <message>
        <source>Antidote POT</source>
        <translation>POT del antídoto</translation>
    </message>
    <message>
        <source>Bursts and automatic fire</source>
        <translation>Ráfagas y fuego automático</translation>
    </message>
    <message>
        <source>The attack hit: roll the hits</source>
        <translation>El ataque impactó: tira los impactos</translation>
    </message>
    <message>
        <source>Explosions</source>
        <translation>Explosiones</translation>
    </message>
    <message>
        <source>D6 at the centre</source>
        <translation>D6 en el centro</translation>
    </message>
    <message>
        <source>Distance from the epicentre (m)</source>
        <translation>Distancia al epicentro (m)</translation>
    </message>
    <message>
        <source>Epicentre (a combatant)</source>
        <translation>Epicentro (un combatiente)</translation>
    </message>
    <message>
        <source>Knockback</source>
        <translation>Derribo (knockback)</translation>
    </message>
    <message>
        <source>Damage dealt</source>
        <translation>Daño causado</translation>
    </message>
    <message>
        <source>Mount or vehicle SIZ (after a Ride roll)</source>
        <translation>SIZ de la montura o del vehículo (tras una tirada de Montar)</translation>
    </message>
    <message>
        <source>Vacuum</source>
        <translation>Vacío</translation>
    </message>
    <message>
        <source>Round in vacuum</source>
        <translation>Asalto en el vacío</translation>
    </message>
    <message>
        <source>Breathed out first</source>
        <translation>Expulsó el aire antes</translation>
    </message>
    <message>
        <source>Protective suit armour</source>
        <translation>Armadura del traje protector</translation>
    </message>
    <message>
        <source>Haemorrhage every round</source>
        <translation>Hemorragia cada asalto</translation>
    </message>
    <message>
        <source>Falling</source>
        <translation>Caída</translation>
    </message>
    <message>
        <source>Thrown with force</source>
        <translation>Lanzado con fuerza</translation>
    </message>
    <message>
        <source>Fire and heat</source>
        <translation>Fuego y calor</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Fuego</translation>
    </message>
    <message>
        <source>Round of exposure</source>
        <translation>Asalto de exposición</translation>
    </message>
    <message>
        <source>Normal skill %</source>
        <translation>Habilidad normal %</translation>
    </message>
    <message>
        <source>The d100 roll (optional)</source>
        <translation>La tirada de d100 (opcional)</translation>
    </message>
    <message>
        <source>Point-blank range</source>
        <translation>Alcance a quemarropa</translation>
    </message>
    <message>
        <source>Large and small targets</source>
        <translation>Objetivos grandes y pequeños</translation>
    </message>
    <message>
        <source>Shields against missiles</source>
        <translation>Escudos contra proyectiles</translation>
    </message>
    <message>
        <source>Firearm or energy weapon</source>
        <translation>Arma de fuego o de energía</translation>
    </message>
    <message>
        <source>Roll the block</source>
        <translation>Tirar el bloqueo</translation>
    </message>
    <message>
        <source>Mounted combat</source>
        <translation>Combate montado</translation>
    </message>
    <message>
        <source>Combat skill % (to cap)</source>
        <translation>Habilidad de combate % (a limitar)</translation>
    </message>
    <message>
        <source>Underwater combat</source>
        <translation>Combate subacuático</translation>
    </message>
    <message>
        <source>Zero gravity</source>
        <translation>Gravedad cero</translation>
    </message>
    <message>
        <source>Weather: wind</source>
        <translation>Clima: viento</translation>
    </message>
    <message>
        <source>Who must keep their feet</source>
        <translation>Quién debe mantenerse en pie</translation>
    </message>
    <message>
        <source>Wind STR (default: the band&apos;s top)</source>
        <translation>STR del viento (por defecto: el máximo de la franja)</translation>
    </message>
    <message>
        <source>Weather: cloud cover</source>
        <translation>Clima: nubosidad</translation>
    </message>
    <message>
        <source>Roll for rain</source>
        <translation>Tirar por la lluvia</translation>
    </message>
    <message>
        <source>Weather: rain, snow, sleet, hail</source>
        <translation>Clima: lluvia, nieve, aguanieve, granizo</translation>
    </message>
    <message>
        <source>Disease</source>
        <translation>Enfermedad</translation>
    </message>
    <message>
        <source>Radiation</source>
        <translation>Radiación</translation>
    </message>
    <message>
        <source>Radiation POT</source>
        <translation>POT de la radiación</translation>
    </message>
    <message>
        <source>Chance of a beneficial mutation (POW×1)</source>
        <translation>Probabilidad de una mutación beneficiosa (POW×1)</translation>
    </message>
    <message>
        <source>{rid}: {name} must be a combatant of this encounter, not {value!r}.</source>
        <translation>{rid}: {name} debe ser un combatiente de este encuentro, no {value!r}.</translation>
    </message>
    <message>
        <source>{rid}: {name} is a whole number.</source>
        <translation>{rid}: {name} es un número entero.</translation>
    </message>
    <message>
        <source>{rid}: {name} is a whole number, not {value!r}.</source>
        <translation>{rid}: {name} es un número entero, no {value!r}.</translation>
    </message>
    <message>
        <source>{rid}: {name} is a number.</source>
        <translation>{rid}: {name} es un número.</translation>
    </message>
    <message>
        <source>{rid}: {name} is a number, not {value!r}.</source>
        <translation>{rid}: {name} es un número, no {value!r}.</translation>
    </message>
    <message>
        <source>{rid}: {name} is true or false.</source>
        <translation>{rid}: {name} es verdadero o falso.</translation>
    </message>
    <message>
        <source>{rid}: {name} is one of {map}, not {value!r}.</source>
        <translation>{rid}: {name} es uno de {map}, no {value!r}.</translation>
    </message>
    <message>
        <source>Unknown spot rule {rule_id!r}; known: {known}.</source>
        <translation>Regla puntual desconocida {rule_id!r}; conocidas: {known}.</translation>
    </message>
    <message>
        <source>{rule_id}: unknown parameter(s) {unknown}.</source>
        <translation>{rule_id}: parámetro(s) desconocido(s) {unknown}.</translation>
    </message>
    <message>
        <source>{rule_id}: {p_name} is required.</source>
        <translation>{rule_id}: {p_name} es obligatorio.</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Vehículo</translation>
    </message>
    <message>
        <source>Aura attack</source>
        <translation>Ataque de aura</translation>
    </message>
    <message>
        <source>Viewer (resists with POW)</source>
        <translation>Observador (resiste con POW)</translation>
    </message>
    <message>
        <source>Passion</source>
        <translation>Pasión</translation>
    </message>
    <message>
        <source>Succeeded before against them</source>
        <translation>Ya tuvo éxito contra él antes</translation>
    </message>
    <message>
        <source>Experience (GM, +1 to +3)</source>
        <translation>Experiencia (DJ, +1 a +3)</translation>
    </message>
    <message>
        <source>Circumstances (±1 to 3)</source>
        <translation>Circunstancias (±1 a 3)</translation>
    </message>
    <message>
        <source>Air combat: Fly roll</source>
        <translation>Combate aéreo: tirada de Volar</translation>
    </message>
    <message>
        <source>Fly skill</source>
        <translation>Habilidad de vuelo</translation>
    </message>
    <message>
        <source>High altitude / low pressure</source>
        <translation>Gran altitud / baja presión</translation>
    </message>
    <message>
        <source>Flying takes hands (caps combat at Fly)</source>
        <translation>Volar ocupa las manos (limita el combate a Volar)</translation>
    </message>
    <message>
        <source>Mass combat: a turn in the battle</source>
        <translation>Combate de masas: un turno en la batalla</translation>
    </message>
    <message>
        <source>Damage armour</source>
        <translation>Dañar armadura</translation>
    </message>
    <message>
        <source>Repair armour</source>
        <translation>Reparar armadura</translation>
    </message>
    <message>
        <source>Fighting in darkness</source>
        <translation>Luchar en la oscuridad</translation>
    </message>
    <message>
        <source>Darkness penalty % (GM)</source>
        <translation>Penalización por oscuridad % (DJ)</translation>
    </message>
    <message>
        <source>Total darkness</source>
        <translation>Oscuridad total</translation>
    </message>
    <message>
        <source>Detect with</source>
        <translation>Detectar con</translation>
    </message>
    <message>
        <source>Light source in hand</source>
        <translation>Fuente de luz en la mano</translation>
    </message>
    <message>
        <source>Light source</source>
        <translation>Fuente de luz</translation>
    </message>
    <message>
        <source>Must be used with care</source>
        <translation>Debe usarse con cuidado</translation>
    </message>
    <message>
        <source>Add a vehicle</source>
        <translation>Añadir un vehículo</translation>
    </message>
    <message>
        <source>Vehicles</source>
        <translation>Vehículos</translation>
    </message>
    <message>
        <source>Rated speed</source>
        <translation>Velocidad nominal</translation>
    </message>
    <message>
        <source>Handling %</source>
        <translation>Manejo %</translation>
    </message>
    <message>
        <source>Change speed</source>
        <translation>Cambiar la velocidad</translation>
    </message>
    <message>
        <source>New speed</source>
        <translation>Nueva velocidad</translation>
    </message>
    <message>
        <source>Manoeuvre</source>
        <translation>Maniobra</translation>
    </message>
    <message>
        <source>Turn: slow by</source>
        <translation>Giro: frenar en</translation>
    </message>
    <message>
        <source>Collision or ram</source>
        <translation>Choque o embestida</translation>
    </message>
    <message>
        <source>What is hit (a vehicle or a thing)</source>
        <translation>Qué recibe el golpe (un vehículo o una cosa)</translation>
    </message>
    <message>
        <source>Its armour (a thing)</source>
        <translation>Su armadura (una cosa)</translation>
    </message>
    <message>
        <source>Passengers (names, commas)</source>
        <translation>Pasajeros (nombres, con comas)</translation>
    </message>
    <message>
        <source>Apply passengers&apos; damage</source>
        <translation>Aplicar el daño de los pasajeros</translation>
    </message>
    <message>
        <source>Range this round</source>
        <translation>Alcance en este asalto</translation>
    </message>
    <message>
        <source>Leader (driver on the chase track)</source>
        <translation>Líder (conductor en el recorrido de la persecución)</translation>
    </message>
    <message>
        <source>Leader&apos;s vehicle</source>
        <translation>Vehículo del líder</translation>
    </message>
    <message>
        <source>Pursuer (driver on the chase track)</source>
        <translation>Perseguidor (conductor en el recorrido de la persecución)</translation>
    </message>
    <message>
        <source>Pursuer&apos;s vehicle</source>
        <translation>Vehículo del perseguidor</translation>
    </message>
    <message>
        <source>Act in a moving vehicle</source>
        <translation>Actuar en un vehículo en marcha</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Trepar</translation>
    </message>
    <message>
        <source>Runs the vehicle (Drive, Repair …)</source>
        <translation>Maneja el vehículo (Conducir, Reparar …)</translation>
    </message>
    <message>
        <source>GM modifier %</source>
        <translation>Modificador del DJ %</translation>
    </message>
    <message>
        <source>Could be thrown off</source>
        <translation>Puede salir despedido</translation>
    </message>
    <message>
        <source>Remove a vehicle</source>
        <translation>Quitar un vehículo</translation>
    </message>
    <message>
        <source>{tool_id}: unknown parameter(s) {unknown}.</source>
        <translation>{tool_id}: parámetro(s) desconocido(s) {unknown}.</translation>
    </message>
    <message>
        <source>{tool_id}: {label} is required.</source>
        <translation>{tool_id}: {label} es obligatorio.</translation>
    </message>
    <message>
        <source>Each round the faster vehicle moves one range step per speed level of difference.</source>
        <translation>Cada asalto el vehículo más rápido avanza un paso de alcance por cada nivel de velocidad de diferencia.</translation>
    </message>
    <message>
        <source>Unknown BRP setting {key!r}.</source>
        <translation>Ajuste de BRP desconocido {key!r}.</translation>
    </message>
    <message>
        <source>{key} takes one of {options}, not {value!r}.</source>
        <translation>{key} acepta uno de {options}, no {value!r}.</translation>
    </message>
    <message>
        <source>{key} is {{&apos;base&apos;: number, &apos;per_point&apos;: number}}.</source>
        <translation>{key} es {{&apos;base&apos;: número, &apos;per_point&apos;: número}}.</translation>
    </message>
    <message>
        <source>{key} is true or false.</source>
        <translation>{key} es verdadero o falso.</translation>
    </message>
    <message>
        <source>{key} is a number.</source>
        <translation>{key} es un número.</translation>
    </message>
    <message>
        <source>{key} takes a {type}.</source>
        <translation>{key} acepta un {type}.</translation>
    </message>
    <message>
        <source>Set {key}</source>
        <translation>Fijar {key}</translation>
    </message>
    <message>
        <source>Setting {key} is now {value!r}.</source>
        <translation>El ajuste {key} ahora es {value!r}.</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no {key}: fill it in.</source>
        <translation>La hoja de {name} no tiene {key}: rellénalo.</translation>
    </message>
    <message>
        <source>{name}&apos;s {key} must be a number, not {value!r}.</source>
        <translation>{key} de {name} debe ser un número, no {value!r}.</translation>
    </message>
    <message>
        <source>A skill is a name or a percentage, not {skill!r}.</source>
        <translation>Una habilidad es un nombre o un porcentaje, no {skill!r}.</translation>
    </message>
    <message>
        <source>{name} has no skill called {wanted} on the sheet: fill it in.</source>
        <translation>{name} no tiene ninguna habilidad llamada {wanted} en la hoja: rellénala.</translation>
    </message>
    <message>
        <source>{KEY}: expected an object</source>
        <translation>{KEY}: se esperaba un objeto</translation>
    </message>
    <message>
        <source>{KEY}.settings: expected an object</source>
        <translation>{KEY}.settings: se esperaba un objeto</translation>
    </message>
    <message>
        <source>{KEY}.order: expected an object</source>
        <translation>{KEY}.order: se esperaba un objeto</translation>
    </message>
    <message>
        <source>{KEY}.order.placed: expected a list of names</source>
        <translation>{KEY}.order.placed: se esperaba una lista de nombres</translation>
    </message>
    <message>
        <source>{KEY}.order.placed: no combatant is called {n!r}</source>
        <translation>{KEY}.order.placed: ningún combatiente se llama {n!r}</translation>
    </message>
    <message>
        <source>{KEY}.order.current: no combatant is called {current!r}</source>
        <translation>{KEY}.order.current: ningún combatiente se llama {current!r}</translation>
    </message>
    <message>
        <source>{KEY}.order.rank: expected a whole number or null</source>
        <translation>{KEY}.order.rank: se esperaba un número entero o null</translation>
    </message>
    <message>
        <source>{KEY}.order.turns: expected an object</source>
        <translation>{KEY}.order.turns: se esperaba un objeto</translation>
    </message>
    <message>
        <source>{at}: no combatant is called {n!r}</source>
        <translation>{at}: ningún combatiente se llama {n!r}</translation>
    </message>
    <message>
        <source>{at}: expected an object</source>
        <translation>{at}: se esperaba un objeto</translation>
    </message>
    <message>
        <source>{at}.rank: expected a whole number or null</source>
        <translation>{at}.rank: se esperaba un número entero o null</translation>
    </message>
    <message>
        <source>{at}.prio: expected a whole number</source>
        <translation>{at}.prio: se esperaba un número entero</translation>
    </message>
    <message>
        <source>{KEY}.{key}: expected a list of objects</source>
        <translation>{KEY}.{key}: se esperaba una lista de objetos</translation>
    </message>
    <message>
        <source>{KEY}: damage entry {i} names no combatant ({target!r})</source>
        <translation>{KEY}: la entrada de daño {i} no nombra a ningún combatiente ({target!r})</translation>
    </message>
    <message>
        <source>{KEY}.chase: expected an object with positions</source>
        <translation>{KEY}.chase: se esperaba un objeto con posiciones</translation>
    </message>
    <message>
        <source>{KEY}.chase.positions: no combatant is called {n!r}</source>
        <translation>{KEY}.chase.positions: ningún combatiente se llama {n!r}</translation>
    </message>
    <message>
        <source>{KEY}.chase.positions.{n}: expected a whole number</source>
        <translation>{KEY}.chase.positions.{n}: se esperaba un número entero</translation>
    </message>
    <message>
        <source>{at}.hp: expected a whole number</source>
        <translation>{at}.hp: se esperaba un número entero</translation>
    </message>
    <message>
        <source>{at}.conditions: expected an object</source>
        <translation>{at}.conditions: se esperaba un objeto</translation>
    </message>
    <message>
        <source>{at}.ready: expected a list of weapon ids</source>
        <translation>{at}.ready: se esperaba una lista de ids de armas</translation>
    </message>
    <message>
        <source>No {skill} on the sheet of {lacking}: fill it in first.</source>
        <translation>Sin {skill} en la hoja de {lacking}: rellénalo primero.</translation>
    </message>
    <message>
        <source>Both sides surprised needs conscious combatants on two sides.</source>
        <translation>Ambos bandos sorprendidos necesita combatientes conscientes en dos bandos.</translation>
    </message>
    <message>
        <source>Both sides surprised</source>
        <translation>Ambos bandos sorprendidos</translation>
    </message>
    <message>
        <source>{sense}: who notices first</source>
        <translation>{sense}: quién se da cuenta primero</translation>
    </message>
    <message>
        <source>Idea: acts first</source>
        <translation>Idea: actúa primero</translation>
    </message>
    <message>
        <source>side {first} notices the other first</source>
        <translation>el bando {first} se da cuenta del otro primero</translation>
    </message>
    <message>
        <source>both sides notice each other at the same time</source>
        <translation>los dos bandos se dan cuenta a la vez</translation>
    </message>
    <message>
        <source>Both sides surprised: on {sense}, {notice}. </source>
        <translation>Ambos bandos sorprendidos: en {sense}, {notice}. </translation>
    </message>
    <message>
        <source>Acting first (Idea, by DEX): {order}.</source>
        <translation>Actúan primero (Idea, por DEX): {order}.</translation>
    </message>
    <message>
        <source>Nobody makes the Idea roll: DEX ranks as usual.</source>
        <translation>Nadie supera la tirada de Idea: niveles de DEX como siempre.</translation>
    </message>
    <message>
        <source> Missed what is happening: {unaware}.</source>
        <translation> No se dieron cuenta de lo que pasa: {unaware}.</translation>
    </message>
    <message>
        <source>{target}: slippery ground</source>
        <translation>{target}: suelo resbaladizo</translation>
    </message>
    <message>
        <source>keep their feet</source>
        <translation>mantenerse en pie</translation>
    </message>
    <message>
        <source>{target} on slippery ground: Agility {result}</source>
        <translation>{target} en suelo resbaladizo: Agilidad {result}</translation>
    </message>
    <message>
        <source>: keeps their feet.</source>
        <translation>: se mantiene en pie.</translation>
    </message>
    <message>
        <source>: falls prone (or can only try to stay standing).</source>
        <translation>: cae al suelo (o solo puede intentar seguir en pie).</translation>
    </message>
    <message>
        <source>a bad fall</source>
        <translation>una mala caída</translation>
    </message>
    <message>
        <source> A bad fall: {d} damage.</source>
        <translation> Una mala caída: {d} de daño.</translation>
    </message>
    <message>
        <source>hungry: the combat-round fatigue penalty</source>
        <translation>con hambre: la penalización de fatiga del asalto de combate</translation>
    </message>
    <message>
        <source>thirsty: the combat-round fatigue penalty</source>
        <translation>con sed: la penalización de fatiga del asalto de combate</translation>
    </message>
    <message>
        <source>without fatigue points: physical actions Difficult</source>
        <translation>sin puntos de fatiga: acciones físicas Difíciles</translation>
    </message>
    <message>
        <source>a Stamina roll before each physical action (failure: 1 hit point)</source>
        <translation>una tirada de Aguante antes de cada acción física (fallo: 1 punto de vida)</translation>
    </message>
    <message>
        <source>Mental, Physical and combat rolls Difficult; wounds heal twice as slowly</source>
        <translation>Tiradas mentales, físicas y de combate Difíciles; las heridas curan el doble de despacio</translation>
    </message>
    <message>
        <source>Lacking is one of {EXPOSURE_KINDS}, not {lacking!r}.</source>
        <translation>La carencia es una de {EXPOSURE_KINDS}, no {lacking!r}.</translation>
    </message>
    <message>
        <source>{target}: exposure</source>
        <translation>{target}: exposición</translation>
    </message>
    <message>
        <source>{target}: {state} day(s) without {lacking}.</source>
        <translation>{target}: {state} día(s) sin {lacking}.</translation>
    </message>
    <message>
        <source> Fatigue {fatigue}: {value} hit point(s) lost.</source>
        <translation> Fatiga {fatigue}: {value} punto(s) de vida perdido(s).</translation>
    </message>
    <message>
        <source>{target} has {lacking} again.</source>
        <translation>{target} vuelve a tener {lacking}.</translation>
    </message>
    <message>
        <source>Stamina before a physical action</source>
        <translation>Aguante antes de una acción física</translation>
    </message>
    <message>
        <source>{target}: Stamina before a physical action {result}.</source>
        <translation>{target}: Aguante antes de una acción física {result}.</translation>
    </message>
    <message>
        <source> They act, at the cost of 1 hit point.</source>
        <translation> Actúa, a costa de 1 punto de vida.</translation>
    </message>
    <message>
        <source>{expr!r} has no dice a pulled blow can shrink.</source>
        <translation>{expr!r} no tiene dados que un golpe contenido pueda reducir.</translation>
    </message>
    <message>
        <source>{attacker} may pull the {w_name}&apos;s {damage} to: </source>
        <translation>{attacker} puede contener el {damage} de {w_name} a: </translation>
    </message>
    <message>
        <source>nothing less (1D2 is the least).</source>
        <translation>nada menos (1D2 es el mínimo).</translation>
    </message>
    <message>
        <source>{w_name} pulled may roll {options}, not {dice!r}.</source>
        <translation>{w_name} contenido puede tirar {options}, no {dice!r}.</translation>
    </message>
    <message>
        <source>{attacker} pulls the blow</source>
        <translation>{attacker} contiene el golpe</translation>
    </message>
    <message>
        <source>pulled damage</source>
        <translation>daño contenido</translation>
    </message>
    <message>
        <source>{attacker} pulls the blow ({wanted}, {modifier} damage modifier): {total}</source>
        <translation>{attacker} contiene el golpe ({wanted}, modificador de daño {modifier}): {total}</translation>
    </message>
    <message>
        <source>a pulled blow</source>
        <translation>un golpe contenido</translation>
    </message>
    <message>
        <source>; {target}&apos;s armour {value} → {dealt}</source>
        <translation>; armadura de {target} {value} → {dealt}</translation>
    </message>
    <message>
        <source>{target} isn&apos;t aiming.</source>
        <translation>{target} no está apuntando.</translation>
    </message>
    <message>
        <source>{target}: aim interrupted</source>
        <translation>{target}: puntería interrumpida</translation>
    </message>
    <message>
        <source>keep the aim</source>
        <translation>mantener la puntería</translation>
    </message>
    <message>
        <source>{target} is interrupted but keeps the aim (Idea {result}).</source>
        <translation>{target} es interrumpido pero mantiene la puntería (Idea {result}).</translation>
    </message>
    <message>
        <source>{target} is interrupted: Idea {result}, {failure}.</source>
        <translation>{target} es interrumpido: Idea {result}, {failure}.</translation>
    </message>
    <message>
        <source>{target}: area attack</source>
        <translation>{target}: ataque de área</translation>
    </message>
    <message>
        <source>area damage</source>
        <translation>daño de área</translation>
    </message>
    <message>
        <source>Area attack on {target}: {d}</source>
        <translation>Ataque de área sobre {target}: {d}</translation>
    </message>
    <message>
        <source>against the area attack</source>
        <translation>contra el ataque de área</translation>
    </message>
    <message>
        <source> (thrown prone: 5 DEX ranks to stand)</source>
        <translation> (arrojado al suelo: 5 niveles de DEX para levantarse)</translation>
    </message>
    <message>
        <source>area attack</source>
        <translation>ataque de área</translation>
    </message>
    <message>
        <source>; armour {value} → {dealt} damage.</source>
        <translation>; armadura {value} → {dealt} de daño.</translation>
    </message>
    <message>
        <source>{defender}&apos;s weapon has no hit points on the sheet.</source>
        <translation>El arma de {defender} no tiene puntos de vida en la hoja.</translation>
    </message>
    <message>
        <source>{defender}: parry wear</source>
        <translation>{defender}: desgaste de la parada</translation>
    </message>
    <message>
        <source>{defender}&apos;s {w_name} parries {damage}: loses {lost} hit point(s), {left} left</source>
        <translation>{w_name} de {defender} para {damage}: pierde {lost} punto(s) de vida, le quedan {left}</translation>
    </message>
    <message>
        <source> — it breaks (half damage, attacks and parries Difficult).</source>
        <translation> — se rompe (mitad del daño, ataques y paradas Difíciles).</translation>
    </message>
    <message>
        <source>{who} disengages</source>
        <translation>{who} se retira del cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>break away after the knockback</source>
        <translation>apartarse tras el derribo</translation>
    </message>
    <message>
        <source>Dodge {result}</source>
        <translation>Esquivar {result}</translation>
    </message>
    <message>
        <source>every defence held</source>
        <translation>todas las defensas aguantaron</translation>
    </message>
    <message>
        <source>a defence failed</source>
        <translation>una defensa falló</translation>
    </message>
    <message>
        <source>{who} tries to disengage ({method}): {how} — </source>
        <translation>{who} intenta retirarse del cuerpo a cuerpo ({method}): {how} — </translation>
    </message>
    <message>
        <source>out of melee, no further attacks against them.</source>
        <translation>fuera del cuerpo a cuerpo, sin más ataques contra él.</translation>
    </message>
    <message>
        <source>still in melee.</source>
        <translation>aún en cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>Ride ({event})</source>
        <translation>Montar ({event})</translation>
    </message>
    <message>
        <source>{rider} on {mount}: Ride {result}</source>
        <translation>{rider} sobre {mount}: Montar {result}</translation>
    </message>
    <message>
        <source> — the charge strikes with {mount}&apos;s damage modifier {db}.</source>
        <translation> — la carga golpea con el modificador de daño {db} de {mount}.</translation>
    </message>
    <message>
        <source> — the mount won&apos;t line up: no charge.</source>
        <translation> — la montura no se alinea: sin carga.</translation>
    </message>
    <message>
        <source>the defender</source>
        <translation>el defensor</translation>
    </message>
    <message>
        <source> — {rider} aborts the action and avoids the set weapon.</source>
        <translation> — {rider} aborta la acción y evita el arma afianzada.</translation>
    </message>
    <message>
        <source> — the charge meets {who}&apos;s set weapon: a hit adds {mount}&apos;s {db}.</source>
        <translation> — la carga topa con el arma afianzada de {who}: un impacto suma el {db} de {mount}.</translation>
    </message>
    <message>
        <source>spur the mount</source>
        <translation>espolear la montura</translation>
    </message>
    <message>
        <source>{mount}&apos;s POW</source>
        <translation>POW de {mount}</translation>
    </message>
    <message>
        <source>; POW vs POW {result}</source>
        <translation>; POW contra POW {result}</translation>
    </message>
    <message>
        <source> — the mount charges the set weapon.</source>
        <translation> — la montura carga contra el arma afianzada.</translation>
    </message>
    <message>
        <source> — the mount dodges or refuses for the rest of the round.</source>
        <translation> — la montura esquiva o se niega el resto del asalto.</translation>
    </message>
    <message>
        <source>Quick draw: {first} and {other}</source>
        <translation>Desenfundado rápido: {first} y {other}</translation>
    </message>
    <message>
        <source>see the draw coming</source>
        <translation>ver venir el desenfundado</translation>
    </message>
    <message>
        <source>Quick draw: {other} misses it (Easy Spot {result}); {first} attacks and {other} can&apos;t dodge or parry.</source>
        <translation>Desenfundado rápido: {other} no se da cuenta (Descubrir Fácil {result}); {first} ataca y {other} no puede esquivar ni parar.</translation>
    </message>
    <message>
        <source>quick draw</source>
        <translation>desenfundado rápido</translation>
    </message>
    <message>
        <source>{first}&apos;s DEX</source>
        <translation>DEX de {first}</translation>
    </message>
    <message>
        <source>{other}&apos;s DEX</source>
        <translation>DEX de {other}</translation>
    </message>
    <message>
        <source>Quick draw: {other} sees it coming; DEX vs DEX — {winner} attacks first, {loser} may answer at their next DEX rank.</source>
        <translation>Desenfundado rápido: {other} lo ve venir; DEX contra DEX — {winner} ataca primero, {loser} puede responder en su siguiente nivel de DEX.</translation>
    </message>
    <message>
        <source> From now on dodges and parries are {defence_grade}.</source>
        <translation> A partir de ahora las esquivas y paradas son {defence_grade}.</translation>
    </message>
    <message>
        <source>{defender} parries a sweep</source>
        <translation>{defender} para un barrido</translation>
    </message>
    <message>
        <source>hold the sweep</source>
        <translation>aguantar el barrido</translation>
    </message>
    <message>
        <source>strength</source>
        <translation>fuerza</translation>
    </message>
    <message>
        <source>{defender} parries the sweep: strength {strength} vs damage {damage} — </source>
        <translation>{defender} para el barrido: fuerza {strength} contra daño {damage} — </translation>
    </message>
    <message>
        <source>it stops the sweep; those behind are spared.</source>
        <translation>detiene el barrido; los de detrás se libran.</translation>
    </message>
    <message>
        <source>they are hit.</source>
        <translation>reciben el golpe.</translation>
    </message>
    <message>
        <source>Sweep knockback</source>
        <translation>Derribo del barrido</translation>
    </message>
    <message>
        <source>Blunt sweep ({damage} damage) knocks back in order: {done}</source>
        <translation>Barrido contundente ({damage} de daño) derriba por orden: {done}</translation>
    </message>
    <message>
        <source>; {done} resists, sparing {spared}.</source>
        <translation>; {done} resiste y libra a {spared}.</translation>
    </message>
    <message>
        <source>Slippery or unstable ground</source>
        <translation>Suelo resbaladizo o inestable</translation>
    </message>
    <message>
        <source>Especially slippery (Difficult)</source>
        <translation>Especialmente resbaladizo (Difícil)</translation>
    </message>
    <message>
        <source>Cold, exposure, hunger and thirst</source>
        <translation>Frío, exposición, hambre y sed</translation>
    </message>
    <message>
        <source>Without</source>
        <translation>Sin</translation>
    </message>
    <message>
        <source>Fatigue points (if kept)</source>
        <translation>Puntos de fatiga (si se usan)</translation>
    </message>
    <message>
        <source>Pulling a blow</source>
        <translation>Contener un golpe</translation>
    </message>
    <message>
        <source>Weapon id (empty: in hand)</source>
        <translation>Id del arma (vacío: la de la mano)</translation>
    </message>
    <message>
        <source>Pulled dice (empty: list them)</source>
        <translation>Dados contenidos (vacío: listarlos)</translation>
    </message>
    <message>
        <source>Aim interrupted</source>
        <translation>Puntería interrumpida</translation>
    </message>
    <message>
        <source>Area attack</source>
        <translation>Ataque de área</translation>
    </message>
    <message>
        <source>Damage dice</source>
        <translation>Dados de daño</translation>
    </message>
    <message>
        <source>Weapon hit points after a parry</source>
        <translation>Puntos de vida del arma tras una parada</translation>
    </message>
    <message>
        <source>Damage rolled</source>
        <translation>Daño tirado</translation>
    </message>
    <message>
        <source>Improvised parrying weapon</source>
        <translation>Arma improvisada para parar</translation>
    </message>
    <message>
        <source>Disengaging</source>
        <translation>Retirarse del cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Every defence this round held</source>
        <translation>Todas las defensas de este asalto aguantaron</translation>
    </message>
    <message>
        <source>Mounted charge, set weapon, spurring</source>
        <translation>Carga montada, arma afianzada, espolear</translation>
    </message>
    <message>
        <source>Who sets the weapon</source>
        <translation>Quién afianza el arma</translation>
    </message>
    <message>
        <source>Quick draw</source>
        <translation>Desenfundado rápido</translation>
    </message>
    <message>
        <source>Draws first</source>
        <translation>Saca primero</translation>
    </message>
    <message>
        <source>The other</source>
        <translation>El otro</translation>
    </message>
    <message>
        <source>Parrying a sweep</source>
        <translation>Parar un barrido</translation>
    </message>
    <message>
        <source>Sweep damage before halving</source>
        <translation>Daño del barrido antes de dividirlo</translation>
    </message>
    <message>
        <source>Resisting strength (default STR)</source>
        <translation>Fuerza de resistencia (por defecto STR)</translation>
    </message>
    <message>
        <source>Blunt sweep: knockback in order</source>
        <translation>Barrido contundente: derribo por orden</translation>
    </message>
    <message>
        <source>First in the sweep</source>
        <translation>Primero en el barrido</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Segundo</translation>
    </message>
    <message>
        <source>Third</source>
        <translation>Tercero</translation>
    </message>
    <message>
        <source>Unknown rule {rule_id!r}; known: {TABLE_RULE_IDS}.</source>
        <translation>Regla desconocida {rule_id!r}; conocidas: {TABLE_RULE_IDS}.</translation>
    </message>
    <message>
        <source>{rule_id}: {label} is required.</source>
        <translation>{rule_id}: {label} es obligatorio.</translation>
    </message>
    <message>
        <source>{d} day(s) without {k}</source>
        <translation>{d} día(s) sin {k}</translation>
    </message>
    <message>
        <source>A round of acid (``acid.json``): weak 1D3−1, strong 1D4, very strong 1D6+1 a round. Armour halves it (rounded up) for 1D3 rounds (a timed effect &quot;Armour vs acid&quot;); very strong acid ruins the armour after 1D6 rounds (a timed effect &quot;Acid eats the armour&quot;). ``lasting``: the contact goes on — the damage comes at the end of every round until the GM removes the &quot;Acid&quot; effect.</source>
        <translation>Un asalto de ácido (``acid.json``): débil 1D3−1, fuerte 1D4, muy fuerte 1D6+1 por asalto. La armadura lo reduce a la mitad (redondeando hacia arriba) durante 1D3 asaltos (un efecto temporal &quot;Armadura contra ácido&quot;); el ácido muy fuerte arruina la armadura tras 1D6 asaltos (un efecto temporal &quot;El ácido corroe la armadura&quot;). ``lasting``: el contacto continúa — el daño llega al final de cada asalto hasta que el DJ quite el efecto &quot;Ácido&quot;.</translation>
    </message>
    <message>
        <source>An aim interrupted (``aimed_attacks.json``, &quot;interrupted&quot;): an Idea roll keeps it; a failure loses the aim&apos;s benefits.</source>
        <translation>Una puntería interrumpida (``aimed_attacks.json``, &quot;interrupted&quot;): una tirada de Idea la mantiene; un fallo pierde los beneficios de apuntar.</translation>
    </message>
    <message>
        <source>An area attack (``area_attacks.json``): a Dodge avoids all the damage, an Agility roll halves it; either way the target has thrown themselves prone. Armour counts.</source>
        <translation>Un ataque de área (``area_attacks.json``): una Esquiva evita todo el daño, una tirada de Agilidad lo reduce a la mitad; en cualquier caso el objetivo se ha tirado al suelo. La armadura cuenta.</translation>
    </message>
    <message>
        <source>Damage ``who``&apos;s armour: halved, or destroyed if it was already damaged.</source>
        <translation>Dañar la armadura de ``who``: a la mitad, o destruida si ya estaba dañada.</translation>
    </message>
    <message>
        <source>Repair: damaged armour back to its value (half the price); destroyed armour rebuilt (full price) one point lower.</source>
        <translation>Reparación: la armadura dañada vuelve a su valor (la mitad del precio); la armadura destruida se reconstruye (precio completo) con un punto menos.</translation>
    </message>
    <message>
        <source>One round of holding breath (``asphyxiation.json``). Round 1: CON×10 (Easy), then CON×5, ×4 …, down to CON×1 (and on). Sudden: a Luck roll first — passed starts at CON×5, failed at CON×3. Once a roll fails, the substance&apos;s damage (water 1D8, smoke 1D4, dense smoke 1D6, poison gas 1D8) comes at the end of every round (a &quot;Suffocating&quot; timed effect, until the GM removes it). Deliberate strangling: CON×1 every round or 1D6 damage.</source>
        <translation>Un asalto conteniendo la respiración (``asphyxiation.json``). Asalto 1: CON×10 (Fácil), luego CON×5, ×4 …, hasta CON×1 (y así sigue). Repentina: primero una tirada de Suerte — si se supera empieza en CON×5, si se falla en CON×3. En cuanto falla una tirada, el daño de la sustancia (agua 1D8, humo 1D4, humo denso 1D6, gas venenoso 1D8) llega al final de cada asalto (un efecto temporal &quot;Suffocating&quot;, hasta que el DJ lo quite). Estrangulamiento deliberado: CON×1 cada asalto o 1D6 de daño.</translation>
    </message>
    <message>
        <source>An aura attack on one viewer: the target&apos;s POW resists the aura total. Failure → &quot;Mesmerised&quot; to the end of the round; fumble → &quot;Demoralised&quot; (all actions Difficult).</source>
        <translation>Un ataque de aura contra un observador: la POW del objetivo resiste el total del aura. Fallo → &quot;Mesmerised&quot; hasta el final del asalto; pifia → &quot;Demoralised&quot; (todas las acciones Difíciles).</translation>
    </message>
    <message>
        <source>Bursts and full auto (``autofire.json``): +20% burst, +40% full auto (+20% more for targets in a narrow field); on a hit, a die by the shots fired gives the hits.</source>
        <translation>Ráfagas y automático (``autofire.json``): +20% ráfaga, +40% automático (+20% más para objetivos en un campo estrecho); si impacta, un dado según los disparos hechos da los impactos.</translation>
    </message>
    <message>
        <source>Both sides surprised (``both_sides_surprised.json``): every conscious combatant rolls Spot or Listen, the side with the better result notices the other first (a tie: at the same time); then each rolls Idea — those who succeed act first, by DEX rank.</source>
        <translation>Ambos bandos sorprendidos (``both_sides_surprised.json``): todo combatiente consciente tira Descubrir o Escuchar, el bando con mejor resultado se da cuenta del otro primero (empate: a la vez); luego cada uno tira Idea — quienes tienen éxito actúan primero, por nivel de DEX.</translation>
    </message>
    <message>
        <source>Cold, exposure, hunger and thirst (``cold_hunger_thirst.json``). ``day``: one more day without ``lacking``; non-positive fatigue points hit the hit points. ``relief``: fed, watered or sheltered again. ``stamina``: the roll before a physical action.</source>
        <translation>Frío, exposición, hambre y sed (``cold_hunger_thirst.json``). ``day``: un día más sin ``lacking``; los puntos de fatiga no positivos afectan a los puntos de vida. ``relief``: de nuevo alimentado, hidratado o a cubierto. ``stamina``: la tirada antes de una acción física.</translation>
    </message>
    <message>
        <source>Partial cover (``cover.json``): the attack is Difficult; rolls above the halved chance but within the normal skill hit the cover (72% → hits on 01–36, the cover on 37–72).</source>
        <translation>Cobertura parcial (``cover.json``): el ataque es Difícil; las tiradas por encima de la probabilidad a la mitad pero dentro de la habilidad normal dan en la cobertura (72% → impacta en 01–36, la cobertura en 37–72).</translation>
    </message>
    <message>
        <source>Fighting in darkness: in total darkness a Difficult Sense/Listen roll halves the penalty; a light in hand offsets it. Puts (or replaces) the &quot;Darkness&quot; effect on ``who``.</source>
        <translation>Luchar en la oscuridad: en oscuridad total una tirada Difícil de Sentir/Escuchar reduce la penalización a la mitad; una luz en la mano la compensa. Pone (o sustituye) el efecto &quot;Oscuridad&quot; en ``who``.</translation>
    </message>
    <message>
        <source>Disease (``disease.json``). ``exposure``: a Stamina roll; failure contracts it (a timed effect until cured) and the first characteristic point goes within 24 hours. ``recovery`` (each morning from the second day): CON×2, then ×3 … (−1 per strenuous condition, at least ×1); success cures; failure costs another point and the next morning&apos;s multiplier rises by 1 — or falls by 1 on a fumble (``brp.disease_multiplier_drop_on``). The severity table is missing from the seed: one point per failed roll.</source>
        <translation>Enfermedad (``disease.json``). ``exposure``: una tirada de Aguante; el fallo la contrae (un efecto temporal hasta curarse) y el primer punto de característica se pierde en 24 horas. ``recovery`` (cada mañana desde el segundo día): CON×2, luego ×3 … (−1 por condición extenuante, como mínimo ×1); el éxito cura; el fallo cuesta otro punto y el multiplicador de la mañana siguiente sube 1 — o baja 1 con una pifia (``brp.disease_multiplier_drop_on``). La tabla de gravedad falta en la semilla: un punto por tirada fallida.</translation>
    </message>
    <message>
        <source>Disengaging (``disengaging.json``). ``fighting_retreat``: a round of only dodges, parries and moving away — if every defence held (``held``), out of melee at full MOV. ``knockback_then_dodge``: after a knockback, a Dodge roll breaks away. (Turning and running is the attack form&apos;s &quot;Target turned and ran&quot;.)</source>
        <translation>Retirarse del cuerpo a cuerpo (``disengaging.json``). ``fighting_retreat``: un asalto solo de esquivas, paradas y alejarse — si todas las defensas aguantaron (``held``), fuera del cuerpo a cuerpo con MOV completo. ``knockback_then_dodge``: tras un derribo, una tirada de Esquivar permite apartarse. (Darse la vuelta y huir es el &quot;El objetivo se dio la vuelta y huyó&quot; del formulario de ataque.)</translation>
    </message>
    <message>
        <source>An explosion (``explosions.json``, ``area_attacks.json``): radius 2 m per D6, damage falling 1D6 per 2 m. Demolition can add up to +50% or halve the charge. Each victim may Dodge (no damage) or roll Agility (half, rounded up); either way they end prone. Armour counts. One target (``target`` at ``distance_m``, or measured from ``epicentre``), or everyone within the radius of ``epicentre``.</source>
        <translation>Una explosión (``explosions.json``, ``area_attacks.json``): radio de 2 m por D6, el daño baja 1D6 cada 2 m. La demolición puede sumar hasta +50% o reducir la carga a la mitad. Cada víctima puede Esquivar (sin daño) o tirar Agilidad (mitad, redondeando hacia arriba); en cualquier caso acaba en el suelo. La armadura cuenta. Un objetivo (``target`` a ``distance_m``, o medido desde ``epicentre``), o todos dentro del radio de ``epicentre``.</translation>
    </message>
    <message>
        <source>A fall: the dice, armour half protection for falls of up to 3 m.</source>
        <translation>Una caída: los dados, la armadura protege la mitad en caídas de hasta 3 m.</translation>
    </message>
    <message>
        <source>A round in fire (``fire.json``), dealt at the end of the round on DEX rank 1: candle 1, torch 1D6, bonfire 1D6+2, burning building 2D6, intense 3D6 (+1D6 after the first round). Armour counts for 1D3 rounds (a timed effect; random armour at most 1D6). A torch sets a clothed, unarmoured target alight on a failed Luck roll, a bonfire on a failed POW×1, intense fire always: &quot;On fire&quot; burns 1D6 at the end of every round until put out (remove the effect). More than 1/4 of the total hit points in burns: a Luck roll or lose 1D4 characteristic points (at least 1 CHA).</source>
        <translation>Un asalto en el fuego (``fire.json``), aplicado al final del asalto en el nivel de DEX 1: vela 1, antorcha 1D6, hoguera 1D6+2, edificio en llamas 2D6, intenso 3D6 (+1D6 tras el primer asalto). La armadura cuenta durante 1D3 asaltos (un efecto temporal; armadura aleatoria como mucho 1D6). Una antorcha prende a un objetivo vestido y sin armadura si falla una tirada de Suerte, una hoguera si falla POW×1, el fuego intenso siempre: &quot;En llamas&quot; quema 1D6 al final de cada asalto hasta que se apague (quita el efecto). Más de 1/4 de los puntos de vida totales en quemaduras: una tirada de Suerte o pierde 1D4 puntos de características (al menos 1 de CHA).</translation>
    </message>
    <message>
        <source>The Fly roll of the powers phase (no action), its modifiers summed from the table; the round&apos;s result becomes a timed effect on the flyer.</source>
        <translation>La tirada de Volar de la fase de poderes (sin acción), con sus modificadores sumados de la tabla; el resultado del asalto se convierte en un efecto temporal sobre quien vuela.</translation>
    </message>
    <message>
        <source>Knockback (``knockback.json``): the damage dealt against SIZ (+ a mount&apos;s SIZ after a successful Ride); the loser goes 1 m back per 5 points over SIZ and needs Agility to stay standing (prone otherwise). From above: no push, Agility or prone.</source>
        <translation>Derribo (``knockback.json``): el daño causado contra SIZ (+ la SIZ de una montura tras una tirada de Montar con éxito); el perdedor retrocede 1 m por cada 5 puntos por encima de SIZ y necesita Agilidad para seguir en pie (si no, cae). Desde arriba: sin empujón, Agilidad o cae.</translation>
    </message>
    <message>
        <source>Large and small targets (``large_small_targets.json``): more than twice the attacker&apos;s SIZ +20%, less than half (rounded up) −20%.</source>
        <translation>Objetivos grandes y pequeños (``large_small_targets.json``): más del doble de la SIZ del atacante +20%, menos de la mitad (redondeando hacia arriba) −20%.</translation>
    </message>
    <message>
        <source>Light a source (a timed effect saying how long it burns), or drop it (Luck keeps a flame burning). ``careful``: the light must be handled with care — the skills it serves are Difficult.</source>
        <translation>Encender una fuente (un efecto temporal que dice cuánto arde), o dejarla caer (la Suerte mantiene una llama encendida). ``careful``: la luz debe manejarse con cuidado — las habilidades a las que sirve son Difíciles.</translation>
    </message>
    <message>
        <source>One five-minute turn in the thick of a battle: a Luck roll; failure 1D6, fumble 2D6, less armour.</source>
        <translation>Un turno de cinco minutos en plena batalla: una tirada de Suerte; fallo 1D6, pifia 2D6, menos la armadura.</translation>
    </message>
    <message>
        <source>Mounted combat (``mounted_combat.json``). ``cap``: combat skills capped by Ride, dodges Difficult, higher ground over those on foot. ``fall``: a Luck roll or 1D6; a fumble drags the rider 1D3 a round (until a Difficult Agility roll: remove &quot;Dragged&quot;); either way a Stamina roll or stunned next round.</source>
        <translation>Combate montado (``mounted_combat.json``). ``cap``: habilidades de combate limitadas por Montar, esquivas Difíciles, terreno más alto sobre quien va a pie. ``fall``: una tirada de Suerte o 1D6; una pifia arrastra al jinete 1D3 por asalto (hasta una tirada Difícil de Agilidad: quita &quot;Dragged&quot;); en cualquier caso una tirada de Aguante o aturdido el siguiente asalto.</translation>
    </message>
    <message>
        <source>Mounted combat (``mounted_combat.json``). ``charge``: at the end of a full move, a Ride roll steers it, and the rider&apos;s hits this round use the mount&apos;s damage modifier. ``set_weapon``: a weapon set against the charge adds the mount&apos;s modifier to its damage this round; the rider may abort and roll Ride to avoid it. ``spur``: a Ride roll and POW vs POW drive the mount at a set weapon — failing either, it shies away for the round.</source>
        <translation>Combate montado (``mounted_combat.json``). ``charge``: al final de un movimiento completo, una tirada de Montar la dirige, y los impactos del jinete este asalto usan el modificador de daño de la montura. ``set_weapon``: un arma afianzada contra la carga suma el modificador de la montura a su daño este asalto; el jinete puede abortar y tirar Montar para evitarla. ``spur``: una tirada de Montar y POW contra POW lanzan la montura contra un arma afianzada — si falla cualquiera, se aparta durante el asalto.</translation>
    </message>
    <message>
        <source>A weapon&apos;s hit points after a successful parry (``broken_weapons.json``, ``parrying_with_missile_weapons.json``): the damage over its hit points comes off them; an improvised or missile weapon loses 1 (at least 1 for improvised); at 0 it breaks.</source>
        <translation>Los puntos de vida de un arma tras una parada con éxito (``broken_weapons.json``, ``parrying_with_missile_weapons.json``): el daño por encima de sus puntos de vida se les resta; un arma improvisada o de proyectiles pierde 1 (al menos 1 las improvisadas); a 0 se rompe.</translation>
    </message>
    <message>
        <source>Point-blank range (``point_blank.json``): a missile attack is Easy within DEX/3 m.</source>
        <translation>Alcance a quemarropa (``point_blank.json``): un ataque con proyectiles es Fácil hasta DEX/3 m.</translation>
    </message>
    <message>
        <source>A dose of poison (``poison.json``): POT (less an antidote&apos;s POT) against CON; a win does the full POT as damage, a loss half (rounded up). It lands after 3 combat rounds (fast) — a timed effect that deals it when it runs out — or 3 full turns (slow: until the GM applies it), or at once (``speed=&quot;immediate&quot;``).</source>
        <translation>Una dosis de veneno (``poison.json``): POT (menos la POT de un antídoto) contra CON; una victoria causa la POT entera como daño, una derrota la mitad (redondeando hacia arriba). Llega tras 3 asaltos de combate (rápido) — un efecto temporal que lo aplica cuando se agota — o 3 turnos completos (lento: hasta que el DJ lo aplique), o de inmediato (``speed=&quot;immediate&quot;``).</translation>
    </message>
    <message>
        <source>Prone (``prone.json``): attacks on the prone are Easy in melee and up to medium range, Difficult at long range; the prone attack, parry and dodge at Difficult (firearms, crossbows and energy weapons at full skill); no positive damage modifier; standing up costs 5 DEX ranks and replaces the attack (a Difficult Dodge stands them up with the attack kept). ``change``: ``drop_prone`` or ``stand_up`` the combatant (the map stance).</source>
        <translation>En el suelo (``prone.json``): los ataques contra quien está en el suelo son Fáciles cuerpo a cuerpo y hasta alcance medio, Difíciles a largo alcance; quien está en el suelo ataca, para y esquiva con Difícil (armas de fuego, ballestas y armas de energía con la habilidad entera); sin modificador de daño positivo; levantarse cuesta 5 niveles de DEX y sustituye al ataque (una Esquiva Difícil lo levanta conservando el ataque). ``change``: ``drop_prone`` o ``stand_up`` del combatiente (la postura en el mapa).</translation>
    </message>
    <message>
        <source>Pulling a blow (``pulling_blows.json``), declared with the intent: smaller or fewer weapon dice (down to 1D2, the + unchanged), less or none of the damage modifier. Without ``dice`` it lists the choices; with a ``target`` it rolls that damage against armour.</source>
        <translation>Contener un golpe (``pulling_blows.json``), declarado con la intención: dados de arma menores o menos dados (hasta 1D2, el + sin cambios), menos modificador de daño o ninguno. Sin ``dice`` lista las opciones; con un ``target`` tira ese daño contra la armadura.</translation>
    </message>
    <message>
        <source>A quick draw (``quick_draw.json``): ``first`` moves; ``other`` rolls an Easy Spot — a failure lets ``first`` attack with no dodge or parry; a success makes it DEX vs DEX, the winner attacking first. Afterwards dodges and parries are Difficult (a note on both).</source>
        <translation>Un desenfundado rápido (``quick_draw.json``): ``first`` se mueve; ``other`` tira Descubrir Fácil — un fallo deja a ``first`` atacar sin esquiva ni parada; un éxito lo convierte en DEX contra DEX, y el ganador ataca primero. Después, las esquivas y paradas son Difíciles (una nota en ambos).</translation>
    </message>
    <message>
        <source>Radiation (``radiation.json``): POT against CON; the GM assigns POT and effects (the effects table is missing from the seed). First aid does nothing. Optionally a POW×1 chance of a beneficial mutation.</source>
        <translation>Radiación (``radiation.json``): POT contra CON; el DJ fija la POT y los efectos (la tabla de efectos falta en la semilla). Los primeros auxilios no sirven de nada. Opcionalmente, una probabilidad de POW×1 de una mutación beneficiosa.</translation>
    </message>
    <message>
        <source>A shield against a missile (``shields_vs_missiles.json``): medium or small 15%, full 30% (kneeling 60%), large 60% (kneeling 90%); firearms and energy weapons only the base chance; special and critical hits are never blocked.</source>
        <translation>Un escudo contra un proyectil (``shields_vs_missiles.json``): mediano o pequeño 15%, completo 30% (de rodillas 60%), grande 60% (de rodillas 90%); armas de fuego y de energía solo la probabilidad base; los impactos especiales y críticos nunca se bloquean.</translation>
    </message>
    <message>
        <source>Slippery or unstable ground (``slippery_surfaces.json``): an Agility roll (Difficult if especially slippery) or down prone; a fumble also hurts 1D3.</source>
        <translation>Suelo resbaladizo o inestable (``slippery_surfaces.json``): una tirada de Agilidad (Difícil si es especialmente resbaladizo) o cae al suelo; una pifia además hiere 1D3.</translation>
    </message>
    <message>
        <source>How many melee attackers reach one defender (``superior_numbers.json``): 5 in the open, 2 with large weapons in a confined space, 8 with long spears; the rest can&apos;t attack.</source>
        <translation>Cuántos atacantes cuerpo a cuerpo llegan a un defensor (``superior_numbers.json``): 5 a campo abierto, 2 con armas grandes en un espacio reducido, 8 con lanzas largas; el resto no puede atacar.</translation>
    </message>
    <message>
        <source>A blunt sweep&apos;s knockback (``sweep_attacks.json``): each target in the sweep&apos;s order, damage vs SIZ; the first who resists stops it and those after are unaffected.</source>
        <translation>El derribo de un barrido contundente (``sweep_attacks.json``): cada objetivo en el orden del barrido, daño contra SIZ; el primero que resiste lo detiene y los siguientes no se ven afectados.</translation>
    </message>
    <message>
        <source>Parrying a sweep (``sweep_attacks.json``): after the parry succeeds, the parrier&apos;s resisting strength (default STR) against the sweep&apos;s damage before halving — success stops the sweep and spares those behind; failure, they are hit.</source>
        <translation>Parar un barrido (``sweep_attacks.json``): tras tener éxito la parada, la fuerza de resistencia de quien para (por defecto STR) contra el daño del barrido antes de dividirlo — el éxito detiene el barrido y libra a los de detrás; con un fallo, reciben el golpe.</translation>
    </message>
    <message>
        <source>Under water (``underwater_combat.json``): non-impaling damage halved (rounded up) and +3 armour against it; attacks, parries and dodges capped by Swim; shield parries Impossible; fatigue doubled.</source>
        <translation>Bajo el agua (``underwater_combat.json``): daño no empalador a la mitad (redondeando hacia arriba) y +3 de armadura contra él; ataques, paradas y esquivas limitados por Nadar; paradas con escudo Imposibles; fatiga doble.</translation>
    </message>
    <message>
        <source>Exposure to vacuum (``vacuum.json``): lungs collapse for 1D6+2 a round unless the air was breathed out; haemorrhage 1, 2, 4, 8 … a round (each armour point of a protective suit delays it a round); a Stamina roll on the first round for the eardrums; after CON×2 rounds sight rolls are Difficult. ``lasting``: the haemorrhage runs at the end of every round (a timed effect) until the GM removes it.</source>
        <translation>Exposición al vacío (``vacuum.json``): los pulmones colapsan por 1D6+2 por asalto salvo que se haya expulsado el aire; hemorragia 1, 2, 4, 8 … por asalto (cada punto de armadura de un traje protector la retrasa un asalto); una tirada de Aguante el primer asalto por los tímpanos; tras CON×2 asaltos las tiradas de vista son Difíciles. ``lasting``: la hemorragia corre al final de cada asalto (un efecto temporal) hasta que el DJ la quite.</translation>
    </message>
    <message>
        <source>A skill inside or on a moving vehicle: Difficult unless it runs the vehicle (Drive, Pilot, Repair, Heavy Weapon …); a failure that could throw the character off calls for a Difficult Luck roll to hold on.</source>
        <translation>Una habilidad dentro o encima de un vehículo en marcha: Difícil salvo que maneje el vehículo (Conducir, Pilotar, Reparar, Arma Pesada …); un fallo que podría tirar al personaje exige una tirada Difícil de Suerte para agarrarse.</translation>
    </message>
    <message>
        <source>Put a vehicle in the chase at Speed 0.</source>
        <translation>Poner un vehículo en la persecución a Velocidad 0.</translation>
    </message>
    <message>
        <source>A collision or ram at the vehicle&apos;s speed: damage to what was hit (a vehicle of the chase, or an object whose armour the GM gives) and to each passenger (names, commas).</source>
        <translation>Un choque o embestida a la velocidad del vehículo: daño a lo golpeado (un vehículo de la persecución, o un objeto cuya armadura da el DJ) y a cada pasajero (nombres, con comas).</translation>
    </message>
    <message>
        <source>A turn (slow by 1+), U-turn (down to Speed 1, automatic), the −10% manoeuvre or a bootlegger reverse (−25%, then up to Speed 2 next round); the vehicle&apos;s handling is added. A failed roll calls for a D10 on the Chase Trouble table (missing from the seed: the GM reads the number).</source>
        <translation>Un giro (frenar 1+), media vuelta (hasta Velocidad 1, automática), la maniobra de −10% o un trompo (−25%, luego hasta Velocidad 2 el siguiente asalto); se suma el manejo del vehículo. Una tirada fallida pide un D10 en la tabla de Contratiempos de Persecución (falta en la semilla: el DJ lee el número).</translation>
    </message>
    <message>
        <source>One round on the chase range track: the faster vehicle&apos;s driver moves one range step per speed level of difference (the leader pulls away, the pursuer closes in).</source>
        <translation>Un asalto en el recorrido de alcance de la persecución: el conductor del vehículo más rápido avanza un paso de alcance por nivel de velocidad de diferencia (el líder se aleja, el perseguidor se acerca).</translation>
    </message>
    <message>
        <source>Set the speed for this round: refused beyond acceleration or the (damaged) maximum.</source>
        <translation>Fijar la velocidad de este asalto: se rechaza más allá de la aceleración o del máximo (dañado).</translation>
    </message>
    <message>
        <source>Cloud cover (``cloud_cover.json``): a modifier to Navigate, astronomy and anything needing sunlight, and the day&apos;s chance of rain; ``roll_rain`` rolls D100 — at or under the chance it rains that many millimetres (``rain.json``), setting the precipitation.</source>
        <translation>Nubosidad (``cloud_cover.json``): un modificador a Navegar, astronomía y todo lo que necesite luz solar, y la probabilidad de lluvia del día; ``roll_rain`` tira D100 — igual o por debajo de la probabilidad llueve esos milímetros (``rain.json``), fijando la precipitación.</translation>
    </message>
    <message>
        <source>Precipitation (``rain.json``): rain −10%, snow −25%, sleet −50%, hail −75% to the skills it hampers (missile attacks here). ``&quot;none&quot;`` clears it.</source>
        <translation>Precipitación (``rain.json``): lluvia −10%, nieve −25%, aguanieve −50%, granizo −75% a las habilidades que entorpece (aquí, ataques con proyectiles). ``&quot;none&quot;`` la quita.</translation>
    </message>
    <message>
        <source>Wind (``wind.json``): its skill modifier applies to thrown and missile weapons (not firearms or energy weapons) and movement; with ``target``, a STR vs STR roll to stay standing (a failure: they fall). Sets the scene&apos;s wind for attacks.</source>
        <translation>Viento (``wind.json``): su modificador de habilidad se aplica a las armas arrojadizas y de proyectiles (no a las de fuego ni de energía) y al movimiento; con ``target``, una tirada de STR contra STR para seguir en pie (fallo: cae). Fija el viento de la escena para los ataques.</translation>
    </message>
    <message>
        <source>Zero gravity (``zero_g.json``): an Agility roll each round the character fights or exerts themself; failure makes all such actions Difficult this round (a timed effect ``{&quot;difficult&quot;: 1}``). Impacts knock back (half to the attacker unless braced) and impact damage on objects is halved.</source>
        <translation>Gravedad cero (``zero_g.json``): una tirada de Agilidad cada asalto en que el personaje lucha o se esfuerza; el fallo hace Difíciles todas esas acciones este asalto (un efecto temporal ``{&quot;difficult&quot;: 1}``). Los impactos empujan hacia atrás (la mitad al atacante salvo que esté afianzado) y el daño por impacto sobre objetos se reduce a la mitad.</translation>
    </message>
    <message>
        <source>Acceleration</source>
        <translation>Aceleración</translation>
    </message>
    <message>
        <source>Acrobatics</source>
        <translation>Acrobacia</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Attack level</source>
        <translation>Nivel del ataque</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Attacker siz</source>
        <translation>SIZ del atacante</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Atacantes</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>Clothed unarmoured</source>
        <translation>Vestido y sin armadura</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Nubes</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Mando</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message>
        <source>Demolition</source>
        <translation>Demolición</translation>
    </message>
    <message>
        <source>Distance m</source>
        <translation>Distancia (m)</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Conductor</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Flyer</source>
        <translation>Volador</translation>
    </message>
    <message>
        <source>From above</source>
        <translation>Desde arriba</translation>
    </message>
    <message>
        <source>Impaling</source>
        <translation>Empalador</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Kneeling</source>
        <translation>De rodillas</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Suerte</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Metres</source>
        <translation>Metros</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Montura</translation>
    </message>
    <message>
        <source>Narrow field</source>
        <translation>Campo estrecho</translation>
    </message>
    <message>
        <source>New exposure</source>
        <translation>Nueva exposición</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>Protección</translation>
    </message>
    <message>
        <source>Range band</source>
        <translation>Banda de alcance</translation>
    </message>
    <message>
        <source>Rider</source>
        <translation>Jinete</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Sense</source>
        <translation>Sentido</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Disparos</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situación</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Fuerza</translation>
    </message>
    <message>
        <source>Strenuous conditions</source>
        <translation>Condiciones extenuantes</translation>
    </message>
    <message>
        <source>Substance</source>
        <translation>Sustancia</translation>
    </message>
    <message>
        <source>Swim</source>
        <translation>Nadar</translation>
    </message>
    <message>
        <source>Tailwind</source>
        <translation>Viento de cola</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Target siz</source>
        <translation>SIZ del objetivo</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguno aún</translation>
    </message>
    <message>
        <source>No vehicle called {name!r} (vehicles: {known}).</source>
        <translation>Ningún vehículo llamado {name!r} (vehículos: {known}).</translation>
    </message>
    <message>
        <source>stopped working</source>
        <translation>dejó de funcionar</translation>
    </message>
    <message>
        <source>A vehicle needs a name.</source>
        <translation>Un vehículo necesita un nombre.</translation>
    </message>
    <message>
        <source>Rated speed, acceleration and hit points start at 1; armour at 0.</source>
        <translation>Velocidad nominal, aceleración y puntos de vida empiezan en 1; la armadura en 0.</translation>
    </message>
    <message>
        <source>Vehicle {name}</source>
        <translation>Vehículo {name}</translation>
    </message>
    <message>
        <source>{name} joins the chase at Speed 0 (rated {rated_speed}, accelerates {acceleration} a round, handling {handling:+d}, armour {armour}, {hp} HP).</source>
        <translation>{name} se une a la persecución a Velocidad 0 (nominal {rated_speed}, acelera {acceleration} por asalto, manejo {handling:+d}, armadura {armour}, {hp} PV).</translation>
    </message>
    <message>
        <source>{name} changes speed by at most {acceleration} a round (from {speed}).</source>
        <translation>{name} cambia de velocidad como mucho {acceleration} por asalto (desde {speed}).</translation>
    </message>
    <message>
        <source>{name} can go from Speed 0 to {top} now.</source>
        <translation>{name} puede ir ahora de Velocidad 0 a {top}.</translation>
    </message>
    <message>
        <source>{name} to Speed {to}</source>
        <translation>{name} a Velocidad {to}</translation>
    </message>
    <message>
        <source>{name}: Speed {speed} → {to}.</source>
        <translation>{name}: Velocidad {speed} → {to}.</translation>
    </message>
    <message>
        <source>A manoeuvre is one of {MANOEUVRES}, not {kind!r}.</source>
        <translation>Una maniobra es una de {MANOEUVRES}, no {kind!r}.</translation>
    </message>
    <message>
        <source>makes a U-turn</source>
        <translation>da media vuelta</translation>
    </message>
    <message>
        <source>{name} {what}: Speed {to}.</source>
        <translation>{name} {what}: Velocidad {to}.</translation>
    </message>
    <message>
        <source>{driver} drives {name} ({words}, {mod:+d}%): {result}.</source>
        <translation>{driver} conduce {name} ({words}, {mod:+d}%): {result}.</translation>
    </message>
    <message>
        <source> Facing back the way it came; up to Speed {top} next round.</source>
        <translation> Mirando por donde vino; hasta Velocidad {top} el siguiente asalto.</translation>
    </message>
    <message>
        <source>chase trouble</source>
        <translation>contratiempo en la persecución</translation>
    </message>
    <message>
        <source> Chase Trouble D10: {trouble} (the GM reads the table).</source>
        <translation> Contratiempo de Persecución D10: {trouble} (el DJ lee la tabla).</translation>
    </message>
    <message>
        <source>{name} is at Speed 0: nothing to crash.</source>
        <translation>{name} está a Velocidad 0: nada con que chocar.</translation>
    </message>
    <message>
        <source>No combatant is called {n!r}.</source>
        <translation>Ningún combatiente se llama {n!r}.</translation>
    </message>
    <message>
        <source>{kind} damage</source>
        <translation>daño de {kind}</translation>
    </message>
    <message>
        <source>{name} collides at Speed {speed}: {hit} damage</source>
        <translation>{name} choca a Velocidad {speed}: {hit} de daño</translation>
    </message>
    <message>
        <source>{name} rams at Speed {speed}: {hit} damage</source>
        <translation>{name} embiste a Velocidad {speed}: {hit} de daño</translation>
    </message>
    <message>
        <source> Resistance SIZ vs SIZ decides who is pushed aside or prevails.</source>
        <translation> Una resistencia SIZ contra SIZ decide quién es apartado o se impone.</translation>
    </message>
    <message>
        <source> to {target} ({through} through armour, {hp} HP, {status})</source>
        <translation> a {target} ({through} a través de la armadura, {hp} PV, {status})</translation>
    </message>
    <message>
        <source>; {name} drives through it, taking {back} ({left} HP)</source>
        <translation>; {name} pasa a través, sufriendo {back} ({left} PV)</translation>
    </message>
    <message>
        <source> to {target} ({value} through its armour {armour})</source>
        <translation> a {target} ({value} a través de su armadura {armour})</translation>
    </message>
    <message>
        <source>{who} in the crash</source>
        <translation>{who} en el accidente</translation>
    </message>
    <message>
        <source>the crash of {name}</source>
        <translation>el accidente de {name}</translation>
    </message>
    <message>
        <source> {who} takes {got}</source>
        <translation> {who} sufre {got}</translation>
    </message>
    <message>
        <source> ({raw} before protection).</source>
        <translation> ({raw} antes de la protección).</translation>
    </message>
    <message>
        <source>{who}: {skill} in a moving vehicle</source>
        <translation>{who}: {skill} en un vehículo en marcha</translation>
    </message>
    <message>
        <source>{skill} in a moving vehicle</source>
        <translation>{skill} en un vehículo en marcha</translation>
    </message>
    <message>
        <source>{who}: {skill} in a moving vehicle — {result}.</source>
        <translation>{who}: {skill} en un vehículo en marcha — {result}.</translation>
    </message>
    <message>
        <source>hold on</source>
        <translation>agarrarse</translation>
    </message>
    <message>
        <source> Holds on (Difficult Luck).</source>
        <translation> Se agarra (Suerte Difícil).</translation>
    </message>
    <message>
        <source> Thrown from the vehicle (Difficult Luck failed).</source>
        <translation> Sale despedido del vehículo (falló la Suerte Difícil).</translation>
    </message>
    <message>
        <source>No chase is running: start one with the Chase tools.</source>
        <translation>No hay persecución en curso: empieza una con las herramientas de Persecución.</translation>
    </message>
    <message>
        <source>Vehicle chase round</source>
        <translation>Asalto de persecución de vehículos</translation>
    </message>
    <message>
        <source>pulls away</source>
        <translation>se aleja</translation>
    </message>
    <message>
        <source>closes in</source>
        <translation>se acerca</translation>
    </message>
    <message>
        <source>speed {fast} vs {fast2}</source>
        <translation>velocidad {fast} contra {fast2}</translation>
    </message>
    <message>
        <source>{leader_vehicle} at Speed {fast}, {pursuer_vehicle} at Speed {slow}: </source>
        <translation>{leader_vehicle} a Velocidad {fast}, {pursuer_vehicle} a Velocidad {slow}: </translation>
    </message>
    <message>
        <source>{mover} {how} {steps} range step(s).</source>
        <translation>{mover} {how} {steps} paso(s) de alcance.</translation>
    </message>
    <message>
        <source>the range holds.</source>
        <translation>el alcance se mantiene.</translation>
    </message>
    <message>
        <source>Vehicle {name} leaves</source>
        <translation>El vehículo {name} sale</translation>
    </message>
    <message>
        <source>{name} leaves the chase.</source>
        <translation>{name} sale de la persecución.</translation>
    </message>
    <message>
        <source>Speed {speed}/{max_speed}, {hp}/{hp_max} HP, armour {armour}, handling {handling:+d} — {status}</source>
        <translation>Velocidad {speed}/{max_speed}, {hp}/{hp_max} PV, armadura {armour}, manejo {handling:+d} — {status}</translation>
    </message>
    <message>
        <source>Not a dice expression: {expr!r}.</source>
        <translation>No es una expresión de dados: {expr!r}.</translation>
    </message>
    <message>
        <source>Not a dice expression: {expr!r} (try 1D8+1 or 2D6).</source>
        <translation>No es una expresión de dados: {expr!r} (prueba 1D8+1 o 2D6).</translation>
    </message>
    <message>
        <source>Weapon {index} must be an object, not {raw!r}.</source>
        <translation>El arma {index} debe ser un objeto, no {raw!r}.</translation>
    </message>
    <message>
        <source>Unknown natural weapon {natural!r} (claw, bite_or_horn).</source>
        <translation>Arma natural desconocida {natural!r} (claw, bite_or_horn).</translation>
    </message>
    <message>
        <source>Weapon {index}</source>
        <translation>Arma {index}</translation>
    </message>
    <message>
        <source>Weapon {name!r} has no damage dice.</source>
        <translation>El arma {name!r} no tiene dados de daño.</translation>
    </message>
    <message>
        <source>Weapon {name!r}: its range is a positive number of metres.</source>
        <translation>Arma {name!r}: el alcance es un número positivo de metros.</translation>
    </message>
    <message>
        <source>Weapon {name!r}: unknown type {wtype!r}.</source>
        <translation>Arma {name!r}: tipo desconocido {wtype!r}.</translation>
    </message>
    <message>
        <source>Weapon {name!r}: length is short, medium or long.</source>
        <translation>Arma {name!r}: la longitud es short, medium o long.</translation>
    </message>
    <message>
        <source>Weapon {name!r}: unknown special {special!r}.</source>
        <translation>Arma {name!r}: especial desconocido {special!r}.</translation>
    </message>
    <message>
        <source>Weapon {name!r}: attacks per round is a whole number from 1.</source>
        <translation>Arma {name!r}: los ataques por asalto son un número entero desde 1.</translation>
    </message>
    <message>
        <source>{name}&apos;s weapons must be a list.</source>
        <translation>Las armas de {name} deben ser una lista.</translation>
    </message>
    <message>
        <source>{name} doesn&apos;t carry {weapon_words}: give it to them on the sheet first.</source>
        <translation>{name} no lleva {weapon_words}: dásela en la hoja primero.</translation>
    </message>
    <message>
        <source>that weapon</source>
        <translation>esa arma</translation>
    </message>
    <message>
        <source>short</source>
        <translation>corta</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <source>long</source>
        <translation>larga</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>DEX ranks and the attack</source>
        <translation>niveles de DEX y el ataque</translation>
    </message>
    <message>
        <source>DEX ranks only</source>
        <translation>solo niveles de DEX</translation>
    </message>
    <message>
        <source>by range</source>
        <translation>según el alcance</translation>
    </message>
    <message>
        <source>always Easy</source>
        <translation>siempre Fácil</translation>
    </message>
    <message>
        <source>no positive modifier</source>
        <translation>sin modificador positivo</translation>
    </message>
    <message>
        <source>forbidden</source>
        <translation>prohibido</translation>
    </message>
    <message>
        <source>by weapon length</source>
        <translation>según la longitud del arma</translation>
    </message>
    <message>
        <source>close combat</source>
        <translation>combate cerrado</translation>
    </message>
    <message>
        <source>half the hit points</source>
        <translation>la mitad de los puntos de vida</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>muerto</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>moribundo</translation>
    </message>
    <message>
        <source>equal or better level</source>
        <translation>nivel igual o mejor</translation>
    </message>
    <message>
        <source>any success</source>
        <translation>cualquier éxito</translation>
    </message>
    <message>
        <source>point-blank only</source>
        <translation>solo a quemarropa</translation>
    </message>
    <message>
        <source>always</source>
        <translation>siempre</translation>
    </message>
    <message>
        <source>maximum, armour ignored</source>
        <translation>máximo, ignora la armadura</translation>
    </message>
    <message>
        <source>rolled, armour ignored</source>
        <translation>tirado, ignora la armadura</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>difficult</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>imposible</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>flee</source>
        <translation>huir</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>débil</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>fuerte</translation>
    </message>
    <message>
        <source>very strong</source>
        <translation>muy fuerte</translation>
    </message>
    <message>
        <source>medium or small</source>
        <translation>mediano o pequeño</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message>
        <source>large</source>
        <translation>grande</translation>
    </message>
    <message>
        <source>special</source>
        <translation>especial</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>crítico</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>atacado</translation>
    </message>
    <message>
        <source>attacking</source>
        <translation>atacando</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>two handed melee</source>
        <translation>cuerpo a cuerpo a dos manos</translation>
    </message>
    <message>
        <source>firearm</source>
        <translation>arma de fuego</translation>
    </message>
    <message>
        <source>other missile</source>
        <translation>otro proyectil</translation>
    </message>
    <message>
        <source>basic</source>
        <translation>básico</translation>
    </message>
    <message>
        <source>open</source>
        <translation>campo abierto</translation>
    </message>
    <message>
        <source>confined large weapons</source>
        <translation>armas grandes en espacio reducido</translation>
    </message>
    <message>
        <source>long spears</source>
        <translation>lanzas largas</translation>
    </message>
    <message>
        <source>fighting retreat</source>
        <translation>retirada combatiendo</translation>
    </message>
    <message>
        <source>knockback then dodge</source>
        <translation>derribo y luego esquiva</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>carga</translation>
    </message>
    <message>
        <source>set weapon</source>
        <translation>arma afianzada</translation>
    </message>
    <message>
        <source>spur</source>
        <translation>espolear</translation>
    </message>
    <message>
        <source>small</source>
        <translation>pequeño</translation>
    </message>
    <message>
        <source>same relative siz</source>
        <translation>misma SIZ relativa</translation>
    </message>
    <message>
        <source>missile unseen</source>
        <translation>con proyectiles no vista</translation>
    </message>
    <message>
        <source>missile seen</source>
        <translation>con proyectiles vista</translation>
    </message>
    <message>
        <source>melee undetected</source>
        <translation>cuerpo a cuerpo no detectada</translation>
    </message>
    <message>
        <source>impale</source>
        <translation>empalar</translation>
    </message>
    <message>
        <source>crush</source>
        <translation>aplastar</translation>
    </message>
    <message>
        <source>slash</source>
        <translation>tajar</translation>
    </message>
    <message>
        <source>knockback</source>
        <translation>derribo</translation>
    </message>
    <message>
        <source>entangle</source>
        <translation>enredar</translation>
    </message>
    <message>
        <source>dodge</source>
        <translation>esquivar</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>parar</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>saltar</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>rendirse</translation>
    </message>
    <message>
        <source>agility</source>
        <translation>agilidad</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>superada</translation>
    </message>
    <message>
        <source>roll it</source>
        <translation>tirar</translation>
    </message>
    <message>
        <source>dense smoke</source>
        <translation>humo denso</translation>
    </message>
    <message>
        <source>poison gas</source>
        <translation>gas venenoso</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>humo</translation>
    </message>
    <message>
        <source>strangling</source>
        <translation>estrangulamiento</translation>
    </message>
    <message>
        <source>water</source>
        <translation>agua</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>ráfaga</translation>
    </message>
    <message>
        <source>full auto</source>
        <translation>automático total</translation>
    </message>
    <message>
        <source>Listen</source>
        <translation>Escuchar</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Descubrir</translation>
    </message>
    <message>
        <source>food</source>
        <translation>comida</translation>
    </message>
    <message>
        <source>shelter</source>
        <translation>refugio</translation>
    </message>
    <message>
        <source>a day passes</source>
        <translation>pasa un día</translation>
    </message>
    <message>
        <source>relief</source>
        <translation>alivio</translation>
    </message>
    <message>
        <source>Stamina roll</source>
        <translation>tirada de Aguante</translation>
    </message>
    <message>
        <source>atrophy</source>
        <translation>atrofia</translation>
    </message>
    <message>
        <source>chills</source>
        <translation>escalofríos</translation>
    </message>
    <message>
        <source>delirium</source>
        <translation>delirio</translation>
    </message>
    <message>
        <source>malaise</source>
        <translation>malestar</translation>
    </message>
    <message>
        <source>pox</source>
        <translation>viruela</translation>
    </message>
    <message>
        <source>tremors</source>
        <translation>temblores</translation>
    </message>
    <message>
        <source>exposure</source>
        <translation>exposición</translation>
    </message>
    <message>
        <source>volley</source>
        <translation>ráfaga</translation>
    </message>
    <message>
        <source>second attack</source>
        <translation>segunda acometida</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>retrasado</translation>
    </message>
    <message>
        <source>engaged</source>
        <translation>cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>recovery roll</source>
        <translation>tirada de recuperación</translation>
    </message>
    <message>
        <source>halved (demolition)</source>
        <translation>reducido a la mitad (demolición)</translation>
    </message>
    <message>
        <source>increased (demolition)</source>
        <translation>aumentado (demolición)</translation>
    </message>
    <message>
        <source>burning building</source>
        <translation>edificio en llamas</translation>
    </message>
    <message>
        <source>hand torch</source>
        <translation>antorcha de mano</translation>
    </message>
    <message>
        <source>intense</source>
        <translation>intenso</translation>
    </message>
    <message>
        <source>large fire</source>
        <translation>fuego grande</translation>
    </message>
    <message>
        <source>tiny flame</source>
        <translation>llama diminuta</translation>
    </message>
    <message>
        <source>skill cap</source>
        <translation>límite de la habilidad</translation>
    </message>
    <message>
        <source>fall</source>
        <translation>caída</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>rápido</translation>
    </message>
    <message>
        <source>immediate</source>
        <translation>inmediato</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lento</translation>
    </message>
    <message>
        <source>drop prone</source>
        <translation>tirarse al suelo</translation>
    </message>
    <message>
        <source>stand up</source>
        <translation>levantarse</translation>
    </message>
    <message>
        <source>half</source>
        <translation>mitad</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>completa</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>densa</translation>
    </message>
    <message>
        <source>light to moderate</source>
        <translation>ligera a moderada</translation>
    </message>
    <message>
        <source>severe</source>
        <translation>severa</translation>
    </message>
    <message>
        <source>hail</source>
        <translation>granizo</translation>
    </message>
    <message>
        <source>rain</source>
        <translation>lluvia</translation>
    </message>
    <message>
        <source>sleet</source>
        <translation>aguanieve</translation>
    </message>
    <message>
        <source>snow</source>
        <translation>nieve</translation>
    </message>
    <message>
        <source>gale</source>
        <translation>vendaval</translation>
    </message>
    <message>
        <source>hurricane</source>
        <translation>huracán</translation>
    </message>
    <message>
        <source>tornado</source>
        <translation>tornado</translation>
    </message>
    <message>
        <source>difficult acrobatics</source>
        <translation>acrobacia difícil</translation>
    </message>
    <message>
        <source>extreme acrobatics</source>
        <translation>acrobacia extremadamente difícil</translation>
    </message>
    <message>
        <source>moderate acrobatics</source>
        <translation>acrobacia moderadamente difícil</translation>
    </message>
    <message>
        <source>simple acrobatics</source>
        <translation>acrobacia sencilla</translation>
    </message>
    <message>
        <source>heavy armour</source>
        <translation>armadura pesada</translation>
    </message>
    <message>
        <source>light armour</source>
        <translation>armadura ligera</translation>
    </message>
    <message>
        <source>medium armour</source>
        <translation>armadura media</translation>
    </message>
    <message>
        <source>calm</source>
        <translation>calma</translation>
    </message>
    <message>
        <source>light to moderate wind</source>
        <translation>viento ligero a moderado</translation>
    </message>
    <message>
        <source>severe wind</source>
        <translation>viento severo</translation>
    </message>
    <message>
        <source>strong wind</source>
        <translation>viento fuerte</translation>
    </message>
    <message>
        <source>drop it</source>
        <translation>soltarla</translation>
    </message>
    <message>
        <source>light it</source>
        <translation>encenderla</translation>
    </message>
    <message>
        <source>long wax candle</source>
        <translation>vela de cera larga</translation>
    </message>
    <message>
        <source>oil lamp</source>
        <translation>lámpara de aceite</translation>
    </message>
    <message>
        <source>short candle</source>
        <translation>vela corta</translation>
    </message>
    <message>
        <source>torch</source>
        <translation>antorcha</translation>
    </message>
    <message>
        <source>torch or lantern</source>
        <translation>antorcha o farol</translation>
    </message>
    <message>
        <source>collision</source>
        <translation>colisión</translation>
    </message>
    <message>
        <source>ram</source>
        <translation>embestida</translation>
    </message>
    <message>
        <source>exceptional</source>
        <translation>excepcional</translation>
    </message>
    <message>
        <source>seatbelt</source>
        <translation>cinturón de seguridad</translation>
    </message>
    <message>
        <source>bootlegger reverse</source>
        <translation>trompo en marcha atrás</translation>
    </message>
    <message>
        <source>swerve</source>
        <translation>volantazo</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>giro</translation>
    </message>
    <message>
        <source>U-turn</source>
        <translation>cambio de sentido</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>Rendido</translation>
    </message>
    <message>
        <source>Darkness</source>
        <translation>Oscuridad</translation>
    </message>
    <message>
        <source>Exposure: physical actions Difficult</source>
        <translation>Exposición: acciones físicas Difíciles</translation>
    </message>
    <message>
        <source>Quick draw: dodges and parries Difficult</source>
        <translation>Desenfundado rápido: esquivas y paradas Difíciles</translation>
    </message>
    <message>
        <source>Lost control in the air</source>
        <translation>Perdió el control en el aire</translation>
    </message>
    <message>
        <source>Flying badly: actions Difficult</source>
        <translation>Vuela mal: acciones Difíciles</translation>
    </message>
    <message>
        <source>Flying superbly: rolls Easy</source>
        <translation>Vuela de maravilla: tiradas Fáciles</translation>
    </message>
    <message>
        <source>Demoralised (aura)</source>
        <translation>Desmoralizado (aura)</translation>
    </message>
    <message>
        <source>Mesmerised (aura)</source>
        <translation>Hipnotizado (aura)</translation>
    </message>
    <message>
        <source>Armour vs acid</source>
        <translation>Armadura contra ácido</translation>
    </message>
    <message>
        <source>Acid eats the armour</source>
        <translation>El ácido corroe la armadura</translation>
    </message>
    <message>
        <source>Armour vs fire</source>
        <translation>Armadura contra fuego</translation>
    </message>
    <message>
        <source>Zero-g: actions Difficult</source>
        <translation>Gravedad cero: acciones Difíciles</translation>
    </message>
    <message>
        <source>Vacuum haemorrhage</source>
        <translation>Hemorragia en el vacío</translation>
    </message>
    <message>
        <source>On fire</source>
        <translation>En llamas</translation>
    </message>
    <message>
        <source>Dragged</source>
        <translation>Arrastrado</translation>
    </message>
</context>
</TS>
