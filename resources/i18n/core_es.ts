<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>core</name>
    <message>
        <source>A combatant&apos;s name is a non-empty text.</source>
        <translation>El nombre de un combatiente es un texto no vacío.</translation>
    </message>
    <message>
        <source>{name} has no free spot left for another token; pick a bigger zone or fewer copies.</source>
        <translation>{name} no tiene más sitio libre para otra ficha; elige una zona más grande o menos copias.</translation>
    </message>
    <message>
        <source>Add between 1 and {max_copies} copies at a time.</source>
        <translation>Añade entre 1 y {max_copies} copias cada vez.</translation>
    </message>
    <message>
        <source>Unknown side {side!r}; choose from {sides}.</source>
        <translation>Bando desconocido {side!r}; elige entre {sides}.</translation>
    </message>
    <message>
        <source>Add {label}</source>
        <translation>Añadir {label}</translation>
    </message>
    <message>
        <source>Pick at least one combatant to save.</source>
        <translation>Elige al menos un combatiente para guardar.</translation>
    </message>
    <message>
        <source>the file is too big to be a character file (&gt; 20 MB).</source>
        <translation>el archivo es demasiado grande para ser un archivo de personajes (&gt; 20 MB).</translation>
    </message>
    <message>
        <source>can&apos;t be read ({value}).</source>
        <translation>no se puede leer ({value}).</translation>
    </message>
    <message>
        <source>is not a character file ({exc}).</source>
        <translation>no es un archivo de personajes ({exc}).</translation>
    </message>
    <message>
        <source>{name} is not a number a character file may hold</source>
        <translation>{name} no es un número que un archivo de personajes pueda contener</translation>
    </message>
    <message>
        <source>is not a Zonekeeper character file.</source>
        <translation>no es un archivo de personajes de Zonekeeper.</translation>
    </message>
    <message>
        <source>was written by a newer Zonekeeper (version {version}).</source>
        <translation>lo escribió un Zonekeeper más reciente (versión {version}).</translation>
    </message>
    <message>
        <source>names no ruleset.</source>
        <translation>no indica ningún sistema de reglas.</translation>
    </message>
    <message>
        <source>holds no characters.</source>
        <translation>no contiene personajes.</translation>
    </message>
    <message>
        <source>{where} is not a character.</source>
        <translation>{where} no es un personaje.</translation>
    </message>
    <message>
        <source>{where}.name must be a non-empty text.</source>
        <translation>{where}.name debe ser un texto no vacío.</translation>
    </message>
    <message>
        <source>{where}.side must be one of {sides}.</source>
        <translation>{where}.side debe ser uno de {sides}.</translation>
    </message>
    <message>
        <source>{where}.stats must be a table of values.</source>
        <translation>{where}.stats debe ser una tabla de valores.</translation>
    </message>
    <message>
        <source>{where}.notes must be text.</source>
        <translation>{where}.notes debe ser texto.</translation>
    </message>
    <message>
        <source>{where}.image must be an embedded PNG/JPEG/WebP.</source>
        <translation>{where}.image debe ser un PNG/JPEG/WebP incrustado.</translation>
    </message>
    <message>
        <source>holds {ruleset} characters; this encounter plays {name}.</source>
        <translation>contiene personajes de {ruleset}; este encuentro usa {name}.</translation>
    </message>
    <message>
        <source>{label} has no {item!r} to pick.</source>
        <translation>{label} no tiene {item!r} para elegir.</translation>
    </message>
    <message>
        <source>{name} takes up {split}</source>
        <translation>{name} toma {split}</translation>
    </message>
    <message>
        <source>{name} takes up {label}.</source>
        <translation>{name} toma {label}.</translation>
    </message>
    <message>
        <source>{name}&apos;s {label} has no entry {value}.</source>
        <translation>{label} de {name} no tiene la entrada {value}.</translation>
    </message>
    <message>
        <source>{name} puts down {what}</source>
        <translation>{name} deja {what}</translation>
    </message>
    <message>
        <source>{name} puts down {what}.</source>
        <translation>{name} deja {what}.</translation>
    </message>
    <message>
        <source>an item</source>
        <translation>un objeto</translation>
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
        <translation>{n} resultado 1</translation>
    </message>
    <message>
        <source>{n} banes</source>
        <translation>{n} resultados 1</translation>
    </message>
    <message>
        <source> (pushed)</source>
        <translation> (forzada)</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>sin dados</translation>
    </message>
    <message>
        <source>A die needs at least one side (got {sides}).</source>
        <translation>Un dado necesita al menos una cara (recibido: {sides}).</translation>
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
        <source>Unknown step rating {r!r}; use A, B, C or D.</source>
        <translation>Nivel de paso desconocido {r!r}; usa A, B, C o D.</translation>
    </message>
    <message>
        <source>Not a dice expression: {expression!r} (try 2d6, 1D10+10, d100).</source>
        <translation>No es una expresión de dados: {expression!r} (prueba 2d6, 1D10+10, d100).</translation>
    </message>
    <message>
        <source>Roll between 1 and 1000 dice, not {count}.</source>
        <translation>Tira entre 1 y 1000 dados, no {count}.</translation>
    </message>
    <message>
        <source>Not a dice expression: {expression!r}.</source>
        <translation>No es una expresión de dados: {expression!r}.</translation>
    </message>
    <message>
        <source>Not a dice expression: it is empty.</source>
        <translation>No es una expresión de dados: está vacía.</translation>
    </message>
    <message>
        <source>There is no effect {effect!r} in this encounter.</source>
        <translation>No hay ningún efecto {effect!r} en este encuentro.</translation>
    </message>
    <message>
        <source>{n} round left</source>
        <translation>queda {n} asalto</translation>
    </message>
    <message>
        <source>{n} rounds left</source>
        <translation>quedan {n} asaltos</translation>
    </message>
    <message>
        <source>{n} turn left</source>
        <translation>queda {n} turno</translation>
    </message>
    <message>
        <source>{n} turns left</source>
        <translation>quedan {n} turnos</translation>
    </message>
    <message>
        <source>{n} DEX rank left</source>
        <translation>queda {n} rango de DES</translation>
    </message>
    <message>
        <source>{n} DEX ranks left</source>
        <translation>quedan {n} rangos de DES</translation>
    </message>
    <message>
        <source>until the end of the scene</source>
        <translation>hasta el final de la escena</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>hasta que se quite</translation>
    </message>
    <message>
        <source>counted at the end of each round</source>
        <translation>contado al final de cada asalto</translation>
    </message>
    <message>
        <source>from the next round on, </source>
        <translation>a partir del siguiente asalto, </translation>
    </message>
    <message>
        <source>{left} (counting down from DEX rank {value})</source>
        <translation>{left} (contando desde el rango de DES {value})</translation>
    </message>
    <message>
        <source>ending at the start of {who}&apos;s turn</source>
        <translation>terminando al comienzo del turno de {who}</translation>
    </message>
    <message>
        <source>ending at the end of {who}&apos;s turn</source>
        <translation>terminando al final del turno de {who}</translation>
    </message>
    <message>
        <source>from {who}&apos;s next turn, </source>
        <translation>a partir del siguiente turno de {who}, </translation>
    </message>
    <message>
        <source>scene</source>
        <translation>escena</translation>
    </message>
    <message>
        <source>A modifier is named by a non-empty text (a skill or a key).</source>
        <translation>Un modificador se nombra con un texto no vacío (una habilidad o una clave).</translation>
    </message>
    <message>
        <source>The modifier {key!r} must be a whole number, not {value!r}.</source>
        <translation>El modificador {key!r} debe ser un número entero, no {value!r}.</translation>
    </message>
    <message>
        <source>The {role} {name!r} is not a combatant in this encounter.</source>
        <translation>{role} {name!r} no es un combatiente de este encuentro.</translation>
    </message>
    <message>
        <source>An effect&apos;s source is a combatant&apos;s name or nothing.</source>
        <translation>El origen de un efecto es el nombre de un combatiente o nada.</translation>
    </message>
    <message>
        <source>An effect needs a label the GM can read.</source>
        <translation>Un efecto necesita una etiqueta que el DJ pueda leer.</translation>
    </message>
    <message>
        <source>Unknown duration unit {unit!r}; choose from {units}.</source>
        <translation>Unidad de duración desconocida {unit!r}; elige entre {units}.</translation>
    </message>
    <message>
        <source>An effect ticks at the &apos;start&apos; or &apos;end&apos; of a turn, not {tick!r}.</source>
        <translation>Un efecto avanza en el &apos;start&apos; o el &apos;end&apos; de un turno, no {tick!r}.</translation>
    </message>
    <message>
        <source>An effect starts &apos;now&apos; or &apos;on_first_turn&apos;, not {starts!r}.</source>
        <translation>Un efecto empieza &apos;now&apos; o &apos;on_first_turn&apos;, no {starts!r}.</translation>
    </message>
    <message>
        <source>An effect lasting {unit} needs a count from 1.</source>
        <translation>Un efecto que dura {unit} necesita una cuenta desde 1.</translation>
    </message>
    <message>
        <source>An effect lasting {unit} takes no count.</source>
        <translation>Un efecto que dura {unit} no lleva cuenta.</translation>
    </message>
    <message>
        <source>combatant whose turns count</source>
        <translation>combatiente cuyos turnos cuentan</translation>
    </message>
    <message>
        <source>Only an effect counted in turns is counted on someone&apos;s turns.</source>
        <translation>Solo un efecto contado en turnos se cuenta en los turnos de alguien.</translation>
    </message>
    <message>
        <source>Only an effect counted in turns can tick at the start of a turn.</source>
        <translation>Solo un efecto contado en turnos puede avanzar al inicio de un turno.</translation>
    </message>
    <message>
        <source>An effect lasting {unit} starts now.</source>
        <translation>Un efecto que dura {unit} empieza ahora.</translation>
    </message>
    <message>
        <source>An effect&apos;s kind is a text.</source>
        <translation>El tipo de un efecto es un texto.</translation>
    </message>
    <message>
        <source>A DEX-rank effect needs the DEX rank its count starts at: call the DEX rank first or give it.</source>
        <translation>Un efecto en rangos de DES necesita el rango de DES en que empieza su cuenta: anuncia primero el rango de DES o indícalo.</translation>
    </message>
    <message>
        <source>Only an effect counted in DEX ranks starts at a DEX rank.</source>
        <translation>Solo un efecto contado en rangos de DES empieza en un rango de DES.</translation>
    </message>
    <message>
        <source> from {source}</source>
        <translation> de {source}</translation>
    </message>
    <message>
        <source>{target} is under {what}{by}: {describe_duration}.</source>
        <translation>{target} está bajo {what}{by}: {describe_duration}.</translation>
    </message>
    <message>
        <source>Remove {label} from {target}</source>
        <translation>Quitar {label} de {target}</translation>
    </message>
    <message>
        <source>{label} has no count to change.</source>
        <translation>{label} no tiene cuenta que cambiar.</translation>
    </message>
    <message>
        <source>An effect&apos;s remaining count is a whole number from 1.</source>
        <translation>La cuenta restante de un efecto es un número entero desde 1.</translation>
    </message>
    <message>
        <source>Edit {label} on {target}</source>
        <translation>Editar {label} en {target}</translation>
    </message>
    <message>
        <source>{target}&apos;s {label} changed: {describe_effect}.</source>
        <translation>{label} de {target} ha cambiado: {describe_effect}.</translation>
    </message>
    <message>
        <source>Effect {label} on {target} ends</source>
        <translation>El efecto {label} en {target} termina</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <source>End of {name}&apos;s turn</source>
        <translation>Fin del turno de {name}</translation>
    </message>
    <message>
        <source>End of round {number}</source>
        <translation>Fin del asalto {number}</translation>
    </message>
    <message>
        <source>the round&apos;s DEX ranks ran out</source>
        <translation>los rangos de DES del asalto se acabaron</translation>
    </message>
    <message>
        <source>A DEX rank is a whole number, not {rank!r}.</source>
        <translation>Un rango de DES es un número entero, no {rank!r}.</translation>
    </message>
    <message>
        <source>DEX rank {rank}</source>
        <translation>Rango de DES {rank}</translation>
    </message>
    <message>
        <source>End of scene</source>
        <translation>Fin de la escena</translation>
    </message>
    <message>
        <source>the scene is over</source>
        <translation>la escena ha terminado</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Siguiente turno</translation>
    </message>
    <message>
        <source>Effects of {name}</source>
        <translation>Efectos de {name}</translation>
    </message>
    <message>
        <source>{name} left the encounter</source>
        <translation>{name} ha salido del encuentro</translation>
    </message>
    <message>
        <source>{effects_key}: expected a list</source>
        <translation>{effects_key}: se esperaba una lista</translation>
    </message>
    <message>
        <source>{at}: expected an object</source>
        <translation>{at}: se esperaba un objeto</translation>
    </message>
    <message>
        <source>{at}.id: {id!r} is used twice</source>
        <translation>{at}.id: {id!r} se usa dos veces</translation>
    </message>
    <message>
        <source>{at}.target: no combatant is called {target!r}</source>
        <translation>{at}.target: ningún combatiente se llama {target!r}</translation>
    </message>
    <message>
        <source>{at}.source: expected a combatant&apos;s name or null</source>
        <translation>{at}.source: se esperaba el nombre de un combatiente o null</translation>
    </message>
    <message>
        <source>{at}.kind: expected a text</source>
        <translation>{at}.kind: se esperaba un texto</translation>
    </message>
    <message>
        <source>{at}.notes: expected a text</source>
        <translation>{at}.notes: se esperaba un texto</translation>
    </message>
    <message>
        <source>{at}.modifiers: expected an object</source>
        <translation>{at}.modifiers: se esperaba un objeto</translation>
    </message>
    <message>
        <source>{at}.modifiers.{k}: expected a whole number</source>
        <translation>{at}.modifiers.{k}: se esperaba un número entero</translation>
    </message>
    <message>
        <source>{at}.started: expected true or false</source>
        <translation>{at}.started: se esperaba true o false</translation>
    </message>
    <message>
        <source>{at}.started_round: expected a whole number</source>
        <translation>{at}.started_round: se esperaba un número entero</translation>
    </message>
    <message>
        <source>{at}.duration: expected an object</source>
        <translation>{at}.duration: se esperaba un objeto</translation>
    </message>
    <message>
        <source>{at}.duration.unit: expected one of {units}</source>
        <translation>{at}.duration.unit: se esperaba uno de {units}</translation>
    </message>
    <message>
        <source>{at}.duration.tick: expected &apos;start&apos; or &apos;end&apos;</source>
        <translation>{at}.duration.tick: se esperaba &apos;start&apos; o &apos;end&apos;</translation>
    </message>
    <message>
        <source>{at}.duration.starts: expected &apos;now&apos; or &apos;on_first_turn&apos;</source>
        <translation>{at}.duration.starts: se esperaba &apos;now&apos; o &apos;on_first_turn&apos;</translation>
    </message>
    <message>
        <source>{at}.duration.count: expected a whole number</source>
        <translation>{at}.duration.count: se esperaba un número entero</translation>
    </message>
    <message>
        <source>{at}.remaining: expected a whole number from 1</source>
        <translation>{at}.remaining: se esperaba un número entero desde 1</translation>
    </message>
    <message>
        <source>{at}.duration.count: expected null for unit {unit!r}</source>
        <translation>{at}.duration.count: se esperaba null para la unidad {unit!r}</translation>
    </message>
    <message>
        <source>{at}.remaining: expected null for unit {unit!r}</source>
        <translation>{at}.remaining: se esperaba null para la unidad {unit!r}</translation>
    </message>
    <message>
        <source>{at}.duration.counted_on: expected a combatant&apos;s name</source>
        <translation>{at}.duration.counted_on: se esperaba el nombre de un combatiente</translation>
    </message>
    <message>
        <source>{at}.duration.counted_on: no combatant is called {who!r}</source>
        <translation>{at}.duration.counted_on: ningún combatiente se llama {who!r}</translation>
    </message>
    <message>
        <source>{at}.duration.counted_on: expected null for unit {unit!r}</source>
        <translation>{at}.duration.counted_on: se esperaba null para la unidad {unit!r}</translation>
    </message>
    <message>
        <source>{at}.at_rank: expected a whole number</source>
        <translation>{at}.at_rank: se esperaba un número entero</translation>
    </message>
    <message>
        <source>{at}.at_rank: expected null for unit {unit!r}</source>
        <translation>{at}.at_rank: se esperaba null para la unidad {unit!r}</translation>
    </message>
    <message>
        <source>{clock_key}: expected an object</source>
        <translation>{clock_key}: se esperaba un objeto</translation>
    </message>
    <message>
        <source>{clock_key}.turn: expected a combatant&apos;s name or null</source>
        <translation>{clock_key}.turn: se esperaba el nombre de un combatiente o null</translation>
    </message>
    <message>
        <source>{clock_key}.dex_rank: expected a whole number or null</source>
        <translation>{clock_key}.dex_rank: se esperaba un número entero o null</translation>
    </message>
    <message>
        <source>{clock_key}.next_id: expected a whole number from 1</source>
        <translation>{clock_key}.next_id: se esperaba un número entero desde 1</translation>
    </message>
    <message>
        <source>{clock_key}.next_id: expected more than {used} (e{used} is in use)</source>
        <translation>{clock_key}.next_id: se esperaba más de {used} (e{used} está en uso)</translation>
    </message>
    <message>
        <source>{at}.{key}: expected {words}</source>
        <translation>{at}.{key}: se esperaba {words}</translation>
    </message>
    <message>
        <source>engaged</source>
        <translation>trabada</translation>
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
        <source>extreme</source>
        <translation>extrema</translation>
    </message>
    <message>
        <source>There is no combatant called {name!r}.</source>
        <translation>No hay ningún combatiente llamado {name!r}.</translation>
    </message>
    <message>
        <source>There already is a combatant called {name!r}.</source>
        <translation>Ya hay un combatiente llamado {name!r}.</translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>Añadir {name}</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Quitar {name}</translation>
    </message>
    <message>
        <source>A combatant&apos;s {unknown} can&apos;t be set here.</source>
        <translation>{unknown} de un combatiente no se puede fijar aquí.</translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>Editar {name}</translation>
    </message>
    <message>
        <source>Place {name} in {zone}</source>
        <translation>Colocar a {name} en {zone}</translation>
    </message>
    <message>
        <source>A combatant can&apos;t engage themselves.</source>
        <translation>Un combatiente no puede trabarse consigo mismo.</translation>
    </message>
    <message>
        <source>{a} ({zone}) and {b} ({zone2}) are in different zones; Engaged range is inside one zone.</source>
        <translation>{a} ({zone}) y {b} ({zone2}) están en zonas distintas; la distancia Trabada está dentro de una zona.</translation>
    </message>
    <message>
        <source>{a} has no action left to close to Engaged range.</source>
        <translation>A {a} no le queda acción para acercarse a distancia Trabada.</translation>
    </message>
    <message>
        <source>{a} engages {b}</source>
        <translation>{a} se traba con {b}</translation>
    </message>
    <message>
        <source>{a} and {b} disengage</source>
        <translation>{a} y {b} se destraban</translation>
    </message>
    <message>
        <source>The {border_label} has no doorway.</source>
        <translation>{border_label}: no tiene umbral.</translation>
    </message>
    <message>
        <source>{name} is in {zone}, not beside that {kind}.</source>
        <translation>{name} está en {zone}, no junto a esa {kind}.</translation>
    </message>
    <message>
        <source>{name} stands in the doorway</source>
        <translation>{name} se queda en el umbral</translation>
    </message>
    <message>
        <source>{name} leaves the doorway</source>
        <translation>{name} sale del umbral</translation>
    </message>
    <message>
        <source>{name} can&apos;t afford {cost} this round.</source>
        <translation>{name} no puede pagar {cost} en este asalto.</translation>
    </message>
    <message>
        <source>{name} spends {cost}</source>
        <translation>{name} gasta {cost}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Asalto {number}</translation>
    </message>
    <message>
        <source>Unknown setting {key!r}.</source>
        <translation>Ajuste desconocido {key!r}.</translation>
    </message>
    <message>
        <source>Setting {key!r} takes a {name}.</source>
        <translation>El ajuste {key!r} admite un {name}.</translation>
    </message>
    <message>
        <source>Set {setting}</source>
        <translation>Fijar {setting}</translation>
    </message>
    <message>
        <source>{title} has no setting {key!r} (known: {known}).</source>
        <translation>{title} no tiene el ajuste {key!r} (conocidos: {known}).</translation>
    </message>
    <message>
        <source>Setting {key!r} takes a {name}, not {value!r}.</source>
        <translation>El ajuste {key!r} admite un {name}, no {value!r}.</translation>
    </message>
    <message>
        <source>Setting {key!r} is one of {shown}, not {value!r}.</source>
        <translation>El ajuste {key!r} es uno de {shown}, no {value!r}.</translation>
    </message>
    <message>
        <source>Set {key}</source>
        <translation>Fijar {key}</translation>
    </message>
    <message>
        <source>{a} sees themselves.</source>
        <translation>{a} se ve a sí mismo.</translation>
    </message>
    <message>
        <source>Move {name} within {zone}</source>
        <translation>Mover a {name} dentro de {zone}</translation>
    </message>
    <message>
        <source>Move {name} to {zone}</source>
        <translation>Mover a {name} a {zone}</translation>
    </message>
    <message>
        <source>{zone} can&apos;t be deleted: {names} is in it. Move them out first.</source>
        <translation>{zone} no se puede eliminar: {names} está en ella. Sácalo primero.</translation>
    </message>
    <message>
        <source>{zone} can&apos;t be deleted: {names} are in it. Move them out first.</source>
        <translation>{zone} no se puede eliminar: {names} están en ella. Sácalos primero.</translation>
    </message>
    <message>
        <source>Reshape {name}</source>
        <translation>Cambiar la forma de {name}</translation>
    </message>
    <message>
        <source>Unknown {what} {value!r}; choose from {choices}.</source>
        <translation>{what} desconocido {value!r}; elige entre {choices}.</translation>
    </message>
    <message>
        <source>A portrait is embedded as a data:image/...;base64, URI.</source>
        <translation>Un retrato se incrusta como un URI data:image/...;base64.</translation>
    </message>
    <message>
        <source>{name} has no free spot left for another token.</source>
        <translation>{name} no tiene más sitio libre para otra ficha.</translation>
    </message>
    <message>
        <source>A position is an (x, y) pair of numbers.</source>
        <translation>Una posición es un par (x, y) de números.</translation>
    </message>
    <message>
        <source>({pos:.1f}, {pos2:.1f}) is not inside {name}.</source>
        <translation>({pos:.1f}, {pos2:.1f}) no está dentro de {name}.</translation>
    </message>
    <message>
        <source>encounter data</source>
        <translation>datos del encuentro</translation>
    </message>
    <message>
        <source>, field {field}</source>
        <translation>, campo {field}</translation>
    </message>
    <message>
        <source>Can&apos;t open {where}{at}: {message}</source>
        <translation>No se puede abrir {where}{at}: {message}</translation>
    </message>
    <message>
        <source>an image is embedded as a data:image/...;base64, URI</source>
        <translation>una imagen se incrusta como un URI data:image/...;base64</translation>
    </message>
    <message>
        <source>only a link border is stairs, a ladder or a rope.</source>
        <translation>solo un enlace es escalera, escalera de mano o cuerda.</translation>
    </message>
    <message>
        <source>that is a folder, not a file</source>
        <translation>eso es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>el archivo es de solo lectura</translation>
    </message>
    <message>
        <source>Can&apos;t save: {where} holds a character that is not valid text (a lone surrogate). Edit it and save again.</source>
        <translation>No se puede guardar: {where} contiene un carácter que no es texto válido (un sustituto suelto). Edítalo y guarda de nuevo.</translation>
    </message>
    <message>
        <source>(top level)</source>
        <translation>(nivel superior)</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>is not a known field</source>
        <translation>no es un campo conocido</translation>
    </message>
    <message>
        <source>the file does not hold an encounter (expected a JSON object at the top level).</source>
        <translation>el archivo no contiene un encuentro (se esperaba un objeto JSON en el nivel superior).</translation>
    </message>
    <message>
        <source>this is not a Zonekeeper encounter file.</source>
        <translation>este no es un archivo de encuentro de Zonekeeper.</translation>
    </message>
    <message>
        <source>expected a whole number, found {version!r}.</source>
        <translation>se esperaba un número entero, encontrado {version!r}.</translation>
    </message>
    <message>
        <source>it was written by a newer Zonekeeper (file format {version}; this version reads up to {schema_version}). Update Zonekeeper to open it.</source>
        <translation>lo escribió un Zonekeeper más reciente (formato de archivo {version}; esta versión lee hasta {schema_version}). Actualiza Zonekeeper para abrirlo.</translation>
    </message>
    <message>
        <source>unknown file format {version}.</source>
        <translation>formato de archivo desconocido {version}.</translation>
    </message>
    <message>
        <source>is not a known setting.</source>
        <translation>no es un ajuste conocido.</translation>
    </message>
    <message>
        <source>expected {name}, found {value!r}.</source>
        <translation>se esperaba {name}, encontrado {value!r}.</translation>
    </message>
    <message>
        <source>a second zone with the same id.</source>
        <translation>una segunda zona con el mismo id.</translation>
    </message>
    <message>
        <source>no zone has id {zone!r}.</source>
        <translation>ninguna zona tiene el id {zone!r}.</translation>
    </message>
    <message>
        <source>a border joins two different zones.</source>
        <translation>un borde une dos zonas distintas.</translation>
    </message>
    <message>
        <source>a second border between the same zones.</source>
        <translation>un segundo borde entre las mismas zonas.</translation>
    </message>
    <message>
        <source>a second combatant with the same name.</source>
        <translation>un segundo combatiente con el mismo nombre.</translation>
    </message>
    <message>
        <source>({x}, {y}) is not inside {name}.</source>
        <translation>({x}, {y}) no está dentro de {name}.</translation>
    </message>
    <message>
        <source>there is no door or hatch there.</source>
        <translation>no hay puerta ni escotilla ahí.</translation>
    </message>
    <message>
        <source>{a} can&apos;t be Engaged with themselves.</source>
        <translation>{a} no puede estar trabado consigo mismo.</translation>
    </message>
    <message>
        <source>no combatant is called {n!r}.</source>
        <translation>ningún combatiente se llama {n!r}.</translation>
    </message>
    <message>
        <source>{a} and {b} are in different zones.</source>
        <translation>{a} y {b} están en zonas distintas.</translation>
    </message>
    <message>
        <source>the file does not exist.</source>
        <translation>el archivo no existe.</translation>
    </message>
    <message>
        <source>that is a folder, not a file.</source>
        <translation>eso es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>it could not be read ({strerror}).</source>
        <translation>no se pudo leer ({strerror}).</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>el archivo está vacío.</translation>
    </message>
    <message>
        <source>the file is larger than {mb} MB.</source>
        <translation>el archivo ocupa más de {mb} MB.</translation>
    </message>
    <message>
        <source>this is not a text file (not UTF-8).</source>
        <translation>este no es un archivo de texto (no es UTF-8).</translation>
    </message>
    <message>
        <source>the file ends too early — it looks truncated</source>
        <translation>el archivo termina antes de tiempo: parece truncado</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>no es un JSON válido</translation>
    </message>
    <message>
        <source>{hint} (line {lineno}, column {colno}: {msg}).</source>
        <translation>{hint} (línea {lineno}, columna {colno}: {msg}).</translation>
    </message>
    <message>
        <source> (before the push: [{shown}])</source>
        <translation> (antes de forzar: [{shown}])</translation>
    </message>
    <message>
        <source>Combat log — {name}</source>
        <translation>Registro de combate — {name}</translation>
    </message>
    <message>
        <source>{count} entry</source>
        <translation>{count} entrada</translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation>{count} entradas</translation>
    </message>
    <message>
        <source>Ruleset: {ruleset} · {entries} · round {number} reached</source>
        <translation>Sistema de reglas: {ruleset} · {entries} · asalto {number} alcanzado</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Aún no ha pasado nada.</translation>
    </message>
    <message>
        <source>Before the fight</source>
        <translation>Antes del combate</translation>
    </message>
    <message>
        <source>roll:</source>
        <translation>tirada:</translation>
    </message>
    <message>
        <source>{nu} is cramped: {blocker} is in the way, and nobody moves past someone beside them to reach {nv}.</source>
        <translation>{nu} es angosta: {blocker} está en medio, y nadie pasa junto a quien está a su lado para llegar a {nv}.</translation>
    </message>
    <message>
        <source>Wall between {nu} and {nv}: it can&apos;t be crossed.</source>
        <translation>Muro entre {nu} y {nv}: no se puede cruzar.</translation>
    </message>
    <message>
        <source>, armour {armour}</source>
        <translation>, blindaje {armour}</translation>
    </message>
    <message>
        <source>Locked {kind} between {nu} and {nv}: break it down first (it takes {value} more damage{armour}).</source>
        <translation>La {kind} entre {nu} y {nv} está cerrada con llave: derríbala primero (aguanta {value} de daño más{armour}).</translation>
    </message>
    <message>
        <source>open the {kind} between {nu} and {nv}</source>
        <translation>abrir la {kind} entre {nu} y {nv}</translation>
    </message>
    <message>
        <source>prone</source>
        <translation>derribado</translation>
    </message>
    <message>
        <source>{value} is cramped</source>
        <translation>{value} es angosta</translation>
    </message>
    <message>
        <source>crawl away from {names} into {nv} ({why_crawl})</source>
        <translation>arrastrarse lejos de {names} hasta {nv} ({why_crawl})</translation>
    </message>
    <message>
        <source>retreat from {names} into {nv}</source>
        <translation>retirarse de {names} hasta {nv}</translation>
    </message>
    <message>
        <source>retreat from Engaged enemy {names}</source>
        <translation>retirarse del enemigo trabado {names}</translation>
    </message>
    <message>
        <source>crawl into {nv} ({why_crawl})</source>
        <translation>arrastrarse hasta {nv} ({why_crawl})</translation>
    </message>
    <message>
        <source>move into {nv}</source>
        <translation>moverse hasta {nv}</translation>
    </message>
    <message>
        <source>entering cluttered zone {nv}</source>
        <translation>entrando en la zona atestada {nv}</translation>
    </message>
    <message>
        <source>crossing the {link} into {nv}</source>
        <translation>cruzar el enlace ({link}) hacia {nv}</translation>
    </message>
    <message>
        <source>There is no zone {zone!r} on the map.</source>
        <translation>No hay ninguna zona {zone!r} en el mapa.</translation>
    </message>
    <message>
        <source>{name} stays in {here}; moving within a zone is free.</source>
        <translation>{name} se queda en {here}; moverse dentro de una zona es gratis.</translation>
    </message>
    <message>
        <source>not connected to</source>
        <translation>sin conexión con</translation>
    </message>
    <message>
        <source>{dist} borders away from</source>
        <translation>a {dist} bordes de distancia de</translation>
    </message>
    <message>
        <source>{there} is {far} {here}; one move crosses one border, at most {max_steps} a round.</source>
        <translation>{there} está {far} {here}; un movimiento cruza un borde, como mucho {max_steps} por asalto.</translation>
    </message>
    <message>
        <source> Roll {skill} ({why}; failure: {on_failure}).</source>
        <translation> Tira {skill} ({why}; fallo: {on_failure}).</translation>
    </message>
    <message>
        <source> Crawling is a slow action: nobody crawls twice in a round.</source>
        <translation> Arrastrarse es una acción lenta: nadie se arrastra dos veces en un asalto.</translation>
    </message>
    <message>
        <source>{name} can&apos;t reach {there} this round: it takes {cost} ({steps}), and {name} has left: {left_text}.{extra}</source>
        <translation>{name} no puede llegar a {there} en este asalto: cuesta {cost} ({steps}), y a {name} le queda: {left_text}.{extra}</translation>
    </message>
    <message>
        <source>players.{what} names a zone that doesn&apos;t exist: {missing!r}.</source>
        <translation>players.{what} indica una zona que no existe: {missing!r}.</translation>
    </message>
    <message>
        <source>players.{what} names a combatant who isn&apos;t here: {missing!r}.</source>
        <translation>players.{what} indica un combatiente que no está aquí: {missing!r}.</translation>
    </message>
    <message>
        <source>players.options has an unknown option {unknown!r}.</source>
        <translation>players.options tiene una opción desconocida {unknown!r}.</translation>
    </message>
    <message>
        <source>There is no zone {unknown!r} on this map.</source>
        <translation>No hay ninguna zona {unknown!r} en este mapa.</translation>
    </message>
    <message>
        <source>There is no combatant named {unknown!r}.</source>
        <translation>No hay ningún combatiente llamado {unknown!r}.</translation>
    </message>
    <message>
        <source>Reveal {zone} to the players</source>
        <translation>Revelar {zone} a los jugadores</translation>
    </message>
    <message>
        <source>Hide {zone} to the players</source>
        <translation>Ocultar {zone} a los jugadores</translation>
    </message>
    <message>
        <source>Reveal {count} zones to the players</source>
        <translation>Revelar {count} zonas a los jugadores</translation>
    </message>
    <message>
        <source>Hide {count} zones to the players</source>
        <translation>Ocultar {count} zonas a los jugadores</translation>
    </message>
    <message>
        <source>Reveal the whole map</source>
        <translation>Revelar todo el mapa</translation>
    </message>
    <message>
        <source>Fog the whole map</source>
        <translation>Cubrir todo el mapa de niebla</translation>
    </message>
    <message>
        <source>{count} combatants</source>
        <translation>{count} combatientes</translation>
    </message>
    <message>
        <source>Hide {who} from the players</source>
        <translation>Ocultar {who} a los jugadores</translation>
    </message>
    <message>
        <source>Show {who} to the players</source>
        <translation>Mostrar {who} a los jugadores</translation>
    </message>
    <message>
        <source>A label for the players is at most {max_label} characters.</source>
        <translation>Una etiqueta para los jugadores tiene como máximo {max_label} caracteres.</translation>
    </message>
    <message>
        <source>Show {name} to the players as {label!r}</source>
        <translation>Mostrar {name} a los jugadores como {label!r}</translation>
    </message>
    <message>
        <source>Unknown players&apos; screen option {key!r}: {options}.</source>
        <translation>Opción desconocida de la pantalla de los jugadores {key!r}: {options}.</translation>
    </message>
    <message>
        <source>Fog of war</source>
        <translation>Niebla de guerra</translation>
    </message>
    <message>
        <source>Automatic reveal</source>
        <translation>Revelado automático</translation>
    </message>
    <message>
        <source>PC health</source>
        <translation>Salud de los PJ</translation>
    </message>
    <message>
        <source>{option} on the players&apos; screen on</source>
        <translation>{option} en la pantalla de los jugadores: activado</translation>
    </message>
    <message>
        <source>{option} on the players&apos; screen off</source>
        <translation>{option} en la pantalla de los jugadores: desactivado</translation>
    </message>
    <message>
        <source>{instance!r} can&apos;t name a recovery file.</source>
        <translation>{instance!r} no puede nombrar un archivo de recuperación.</translation>
    </message>
    <message>
        <source>{path}: it could not be read ({strerror}).</source>
        <translation>{path}: no se pudo leer ({strerror}).</translation>
    </message>
    <message>
        <source>{path}: this is not a recovery file (bad JSON).</source>
        <translation>{path}: este no es un archivo de recuperación (JSON no válido).</translation>
    </message>
    <message>
        <source>{path}: this is not a Zonekeeper recovery file.</source>
        <translation>{path}: este no es un archivo de recuperación de Zonekeeper.</translation>
    </message>
    <message>
        <source>{path}: recovery file version {value!r} unknown.</source>
        <translation>{path}: versión {value!r} de archivo de recuperación desconocida.</translation>
    </message>
    <message>
        <source>{path}: the recovery file lacks its meta or encounter.</source>
        <translation>{path}: al archivo de recuperación le falta el meta o el encuentro.</translation>
    </message>
    <message>
        <source>the recovered encounter is broken ({exc}).</source>
        <translation>el encuentro recuperado está dañado ({exc}).</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>ninguna acción</translation>
    </message>
    <message>
        <source>{n} fast action</source>
        <translation>{n} acción rápida</translation>
    </message>
    <message>
        <source>{n} fast actions</source>
        <translation>{n} acciones rápidas</translation>
    </message>
    <message>
        <source>{n} slow action</source>
        <translation>{n} acción lenta</translation>
    </message>
    <message>
        <source>{n} slow actions</source>
        <translation>{n} acciones lentas</translation>
    </message>
    <message>
        <source>{n} standard action</source>
        <translation>{n} acción estándar</translation>
    </message>
    <message>
        <source>{n} standard actions</source>
        <translation>{n} acciones estándar</translation>
    </message>
    <message>
        <source>{n} move action</source>
        <translation>{n} acción de movimiento</translation>
    </message>
    <message>
        <source>{n} move actions</source>
        <translation>{n} acciones de movimiento</translation>
    </message>
    <message>
        <source>{n} action</source>
        <translation>{n} acción</translation>
    </message>
    <message>
        <source>{n} actions</source>
        <translation>{n} acciones</translation>
    </message>
    <message>
        <source>{n} round action</source>
        <translation>{n} acción del asalto</translation>
    </message>
    <message>
        <source>{n} round actions</source>
        <translation>{n} acciones del asalto</translation>
    </message>
    <message>
        <source>{n} extra action</source>
        <translation>{n} acción extra</translation>
    </message>
    <message>
        <source>{n} extra actions</source>
        <translation>{n} acciones extra</translation>
    </message>
    <message>
        <source>{n} DEX rank</source>
        <translation>{n} rango de DES</translation>
    </message>
    <message>
        <source>{n} DEX ranks</source>
        <translation>{n} rangos de DES</translation>
    </message>
    <message>
        <source>{n} shoot-and-move</source>
        <translation>{n} disparar y moverse</translation>
    </message>
    <message>
        <source>{n} shoot-and-moves</source>
        <translation>{n} disparar y moverse</translation>
    </message>
    <message>
        <source>Seed rule: {rule}</source>
        <translation>Regla de la semilla: {rule}</translation>
    </message>
    <message>
        <source>you get in but fall prone</source>
        <translation>entras, pero caes al suelo</translation>
    </message>
    <message>
        <source>you still move, but {names} may strike at you as you go</source>
        <translation>aún te mueves, pero {names} pueden atacarte mientras te vas</translation>
    </message>
    <message>
        <source>no actions</source>
        <translation>ninguna acción</translation>
    </message>
    <message>
        <source>combatants: expected an object</source>
        <translation>combatants: se esperaba un objeto</translation>
    </message>
    <message>
        <source>combatants.{name}: no combatant has that name</source>
        <translation>combatants.{name}: ningún combatiente tiene ese nombre</translation>
    </message>
    <message>
        <source>{value} has no combat round yet.</source>
        <translation>{value} aún no tiene asalto de combate.</translation>
    </message>
    <message>
        <source>Unknown ruleset {name!r}; known: {known}.</source>
        <translation>Sistema de reglas desconocido {name!r}; conocidos: {known}.</translation>
    </message>
    <message>
        <source>GM allows (ignore walls and reach)</source>
        <translation>El DJ lo permite (ignorar muros y alcance)</translation>
    </message>
    <message>
        <source>Let this attack through although the map forbids it; the log says the GM allowed it.</source>
        <translation>Deja pasar este ataque aunque el mapa lo prohíba; el registro dice que el DJ lo permitió.</translation>
    </message>
    <message>
        <source>{target} is at {band} range; a melee attack needs {bands} range.</source>
        <translation>{target} está a distancia {band}; un ataque cuerpo a cuerpo necesita distancia {bands}.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>GM allows {attacker}&apos;s attack on {target} although: {why}</source>
        <translation>El DJ permite el ataque de {attacker} a {target} aunque: {why}</translation>
    </message>
    <message>
        <source>The character sheet has no field {field!r}.</source>
        <translation>La ficha de personaje no tiene el campo {field!r}.</translation>
    </message>
    <message>
        <source>{label} is worked out from the sheet; it can&apos;t be typed.</source>
        <translation>{label} se calcula a partir de la ficha; no se puede escribir.</translation>
    </message>
    <message>
        <source>{label} must be a number (got {value!r}).</source>
        <translation>{label} debe ser un número (recibido: {value!r}).</translation>
    </message>
    <message>
        <source>{label} must be a finite number.</source>
        <translation>{label} debe ser un número finito.</translation>
    </message>
    <message>
        <source>{label} must be a whole number (got {value!r}).</source>
        <translation>{label} debe ser un número entero (recibido: {value!r}).</translation>
    </message>
    <message>
        <source>{label} must be between {low} and {high} (got {value}).</source>
        <translation>{label} debe estar entre {low} y {high} (recibido: {value}).</translation>
    </message>
    <message>
        <source>{label}: choose one of {choices}.</source>
        <translation>{label}: elige uno de {choices}.</translation>
    </message>
    <message>
        <source>{label} is a list of entries picked from the table.</source>
        <translation>{label} es una lista de entradas elegidas de la tabla.</translation>
    </message>
    <message>
        <source>{label} is a table of names and numbers.</source>
        <translation>{label} es una tabla de nombres y números.</translation>
    </message>
    <message>
        <source>{label}: every entry needs a name.</source>
        <translation>{label}: cada entrada necesita un nombre.</translation>
    </message>
    <message>
        <source>{label} is too long (at most 2,000 characters).</source>
        <translation>{label} es demasiado largo (como máximo 2000 caracteres).</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>This ruleset&apos;s turn order can&apos;t be rearranged by hand.</source>
        <translation>El orden de turnos de este sistema de reglas no se puede reordenar a mano.</translation>
    </message>
    <message>
        <source>The {track} track can&apos;t be changed by hand.</source>
        <translation>El marcador {track} no se puede cambiar a mano.</translation>
    </message>
    <message>
        <source>This ruleset has no tool {tool!r}.</source>
        <translation>Este sistema de reglas no tiene la herramienta {tool!r}.</translation>
    </message>
    <message>
        <source>{skill} has no dice here: roll it at the table.</source>
        <translation>{skill} no tiene dados aquí: tíralo en la mesa.</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no {missing}: fill it in or roll at the table.</source>
        <translation>La ficha de {name} no tiene {missing}: rellénala o tira en la mesa.</translation>
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
        <source>{name} rolls {label} ({text}): {shown} — {verdict}</source>
        <translation>{name} tira {label} ({text}): {shown} — {verdict}</translation>
    </message>
    <message>
        <source>{name}&apos;s {skill} roll (at the table): {verdict}</source>
        <translation>Tirada de {skill} de {name} (en la mesa): {verdict}</translation>
    </message>
    <message>
        <source>Nobody can take a turn.</source>
        <translation>Nadie puede jugar un turno.</translation>
    </message>
    <message>
        <source>Round {number} begins.</source>
        <translation>Empieza el asalto {number}.</translation>
    </message>
    <message>
        <source>{reason} The turn passes.</source>
        <translation>{reason} El turno pasa.</translation>
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
        <source>Next round</source>
        <translation>Siguiente asalto</translation>
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
        <source>numbers must be finite and at most {max_number:,.0f} (and not below 1e-100)</source>
        <translation>los números deben ser finitos y como máximo {max_number:,.0f} (y no menores de 1e-100)</translation>
    </message>
    <message>
        <source>a number of {text_count} digits</source>
        <translation>un número de {text_count} dígitos</translation>
    </message>
    <message>
        <source>the data is nested more than {limit} levels deep.</source>
        <translation>los datos están anidados en más de {limit} niveles.</translation>
    </message>
    <message>
        <source>{number_rule} (found {text}).</source>
        <translation>{number_rule} (encontrado {text}).</translation>
    </message>
    <message>
        <source>more than {max_items:,} entries.</source>
        <translation>más de {max_items:,} entradas.</translation>
    </message>
    <message>
        <source>the text is longer than {limit:,} characters.</source>
        <translation>el texto tiene más de {limit:,} caracteres.</translation>
    </message>
    <message>
        <source>the text holds a character that is not valid Unicode.</source>
        <translation>el texto contiene un carácter que no es Unicode válido.</translation>
    </message>
    <message>
        <source>is missing.</source>
        <translation>falta.</translation>
    </message>
    <message>
        <source>is not a known field for this ruleset.</source>
        <translation>no es un campo conocido de este sistema de reglas.</translation>
    </message>
    <message>
        <source>invalid value</source>
        <translation>valor no válido</translation>
    </message>
    <message>
        <source>{label} is a list of ids or entries.</source>
        <translation>{label} es una lista de ids o entradas.</translation>
    </message>
    <message>
        <source>{label} must be a dice expression.</source>
        <translation>{label} debe ser una expresión de dados.</translation>
    </message>
    <message>
        <source>{label} must be a number.</source>
        <translation>{label} debe ser un número.</translation>
    </message>
    <message>
        <source>{label} must be text.</source>
        <translation>{label} debe ser texto.</translation>
    </message>
    <message>
        <source>{label} must be true or false.</source>
        <translation>{label} debe ser verdadero o falso.</translation>
    </message>
    <message>
        <source>this part belongs to the {key} ruleset, but the file says {name!r}: was the file&apos;s ruleset changed by hand?</source>
        <translation>esta parte pertenece al sistema de reglas {key}, pero el archivo dice {name!r}: ¿se cambió a mano el sistema de reglas del archivo?</translation>
    </message>
    <message>
        <source>only PNG, JPEG and WebP images can be embedded (found {media}).</source>
        <translation>solo se pueden incrustar imágenes PNG, JPEG y WebP (encontrado {media}).</translation>
    </message>
    <message>
        <source>the image is larger than {mb} MB.</source>
        <translation>la imagen ocupa más de {mb} MB.</translation>
    </message>
    <message>
        <source>the image data is not valid base64.</source>
        <translation>los datos de la imagen no son base64 válido.</translation>
    </message>
    <message>
        <source>the image is not a PNG, JPEG or WebP file (its first bytes say so).</source>
        <translation>la imagen no es un archivo PNG, JPEG o WebP (lo dicen sus primeros bytes).</translation>
    </message>
    <message>
        <source>the {fmt} image&apos;s header can&apos;t be read.</source>
        <translation>no se puede leer la cabecera de la imagen {fmt}.</translation>
    </message>
    <message>
        <source>the image is too large ({w} × {h} pixels).</source>
        <translation>la imagen es demasiado grande ({w} × {h} píxeles).</translation>
    </message>
    <message>
        <source>The {link} between {na} and {nb} lets no sight through.</source>
        <translation>El enlace ({link}) entre {na} y {nb} no deja pasar la vista.</translation>
    </message>
    <message>
        <source>Wall between {na} and {nb}.</source>
        <translation>Muro entre {na} y {nb}.</translation>
    </message>
    <message>
        <source>{border} between {na} and {nb}.</source>
        <translation>{border} entre {na} y {nb}.</translation>
    </message>
    <message>
        <source>Seen through the open {kind} between {na} and {nb}.</source>
        <translation>Visto a través de la {kind} abierta entre {na} y {nb}.</translation>
    </message>
    <message>
        <source>Seen from the doorway: open {kind} between {na} and {nb}.</source>
        <translation>Visto desde el umbral: {kind} abierta entre {na} y {nb}.</translation>
    </message>
    <message>
        <source>Open {kind} between {na} and {nb}: only someone standing in the doorway sees through it.</source>
        <translation>La {kind} entre {na} y {nb} está abierta: solo quien está en el umbral ve a través de ella.</translation>
    </message>
    <message>
        <source>The sight line passes the corner where {na}, {nc} and {nb} meet, and is blocked there: {blocked}</source>
        <translation>La línea de visión pasa por la esquina donde se juntan {na}, {nc} y {nb}, y se bloquea ahí: {blocked}</translation>
    </message>
    <message>
        <source>{na} and {nb} touch but have no border between them; the sight line is blocked (draw a border to say what is there).</source>
        <translation>{na} y {nb} se tocan pero no tienen borde entre ellas; la línea de visión se bloquea (dibuja un borde para decir qué hay ahí).</translation>
    </message>
    <message>
        <source>Neither position lies inside a zone of the map.</source>
        <translation>Ninguna de las posiciones está dentro de una zona del mapa.</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>el inicio</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>el final</translation>
    </message>
    <message>
        <source>The sight line leaves the mapped area between {a} and {b} (near {x:.1f}, {y:.1f}).</source>
        <translation>La línea de visión sale del área del mapa entre {a} y {b} (cerca de {x:.1f}, {y:.1f}).</translation>
    </message>
    <message>
        <source>Clear line of sight ({names}).</source>
        <translation>Línea de visión despejada ({names}).</translation>
    </message>
    <message>
        <source>Clear line of sight within {zone}.</source>
        <translation>Línea de visión despejada dentro de {zone}.</translation>
    </message>
    <message>
        <source>That point is in no zone.</source>
        <translation>Ese punto no está en ninguna zona.</translation>
    </message>
    <message>
        <source>A ranged attack can&apos;t pass through the dark zone {zone} (poorly lit).</source>
        <translation>Un ataque a distancia no puede atravesar la zona oscura {zone} (mal iluminada).</translation>
    </message>
    <message>
        <source>{zone} is dark (poorly lit): the ruleset&apos;s modifier for shooting in dim light applies.</source>
        <translation>{zone} está oscura (mal iluminada): se aplica el modificador del sistema de reglas para disparar con poca luz.</translation>
    </message>
    <message>
        <source>{zone} is cramped: no shooting past {name}, who stands in the line of fire.</source>
        <translation>{zone} es angosta: nadie dispara más allá de {name}, que está en la línea de tiro.</translation>
    </message>
    <message>
        <source>Clear line of sight</source>
        <translation>Línea de visión despejada</translation>
    </message>
    <message>
        <source>Clear line of fire</source>
        <translation>Línea de tiro despejada</translation>
    </message>
    <message>
        <source>open border</source>
        <translation>borde abierto</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>muro</translation>
    </message>
    <message>
        <source>door</source>
        <translation>puerta</translation>
    </message>
    <message>
        <source>hatch</source>
        <translation>escotilla</translation>
    </message>
    <message>
        <source>broken door</source>
        <translation>puerta rota</translation>
    </message>
    <message>
        <source>broken hatch</source>
        <translation>escotilla rota</translation>
    </message>
    <message>
        <source>open door</source>
        <translation>puerta abierta</translation>
    </message>
    <message>
        <source>closed door</source>
        <translation>puerta cerrada</translation>
    </message>
    <message>
        <source>locked door</source>
        <translation>puerta cerrada con llave</translation>
    </message>
    <message>
        <source>open hatch</source>
        <translation>escotilla abierta</translation>
    </message>
    <message>
        <source>closed hatch</source>
        <translation>escotilla cerrada</translation>
    </message>
    <message>
        <source>locked hatch</source>
        <translation>escotilla cerrada con llave</translation>
    </message>
    <message>
        <source>There is no zone {zone!r} on this map.</source>
        <translation>No hay ninguna zona {zone!r} en este mapa.</translation>
    </message>
    <message>
        <source>There is no border between {na} and {nb}.</source>
        <translation>No hay borde entre {na} y {nb}.</translation>
    </message>
    <message>
        <source>{border} between {a} and {b}</source>
        <translation>{border} entre {a} y {b}</translation>
    </message>
    <message>
        <source>A zone polygon is a list of (x, y) number pairs.</source>
        <translation>El polígono de una zona es una lista de pares (x, y) de números.</translation>
    </message>
    <message>
        <source>A zone polygon needs at least three corners.</source>
        <translation>El polígono de una zona necesita al menos tres esquinas.</translation>
    </message>
    <message>
        <source>A zone needs at least three corners; this one would have {n}.</source>
        <translation>Una zona necesita al menos tres esquinas; esta tendría {n}.</translation>
    </message>
    <message>
        <source>That outline would cross itself.</source>
        <translation>Ese contorno se cruzaría a sí mismo.</translation>
    </message>
    <message>
        <source>That outline would enclose no area.</source>
        <translation>Ese contorno no encerraría ningún área.</translation>
    </message>
    <message>
        <source>There already is a corner there.</source>
        <translation>Ya hay una esquina ahí.</translation>
    </message>
    <message>
        <source>The zone has no corner number {index}.</source>
        <translation>La zona no tiene la esquina número {index}.</translation>
    </message>
    <message>
        <source>A zone keeps at least three corners: this corner can&apos;t go.</source>
        <translation>Una zona conserva al menos tres esquinas: esta esquina no puede quitarse.</translation>
    </message>
    <message>
        <source>A zone polygon&apos;s coordinates must be finite numbers.</source>
        <translation>Las coordenadas del polígono de una zona deben ser números finitos.</translation>
    </message>
    <message>
        <source>A zone polygon must enclose some area.</source>
        <translation>El polígono de una zona debe encerrar algo de superficie.</translation>
    </message>
    <message>
        <source>Unknown zone feature(s) {unknown}; choose from {features}.</source>
        <translation>Rasgo(s) de zona desconocido(s) {unknown}; elige entre {features}.</translation>
    </message>
    <message>
        <source>A zone with id {id!r} already exists.</source>
        <translation>Ya existe una zona con id {id!r}.</translation>
    </message>
    <message>
        <source>Add zone {name}</source>
        <translation>Añadir la zona {name}</translation>
    </message>
    <message>
        <source>A zone id is a non-empty string.</source>
        <translation>El id de una zona es un texto no vacío.</translation>
    </message>
    <message>
        <source>A zone has no field(s) {unknown}.</source>
        <translation>Una zona no tiene el/los campo(s) {unknown}.</translation>
    </message>
    <message>
        <source>Change {what} of {name}</source>
        <translation>Cambiar {what} de {name}</translation>
    </message>
    <message>
        <source>{outside} would be left outside {name}; reshape it through the encounter (reshape_zone), which moves them back in.</source>
        <translation>{outside} quedaría(n) fuera de {name}; cambia su forma desde el encuentro (reshape_zone), que los vuelve a meter dentro.</translation>
    </message>
    <message>
        <source>Delete zone {name}</source>
        <translation>Eliminar la zona {name}</translation>
    </message>
    <message>
        <source>A border joins two different zones.</source>
        <translation>Un borde une dos zonas distintas.</translation>
    </message>
    <message>
        <source>Unknown border kind {kind!r}; choose from {border_kinds}.</source>
        <translation>Tipo de borde desconocido {kind!r}; elige entre {border_kinds}.</translation>
    </message>
    <message>
        <source>Unknown {kind} state {state!r}; choose from {door_states}.</source>
        <translation>Estado de {kind} desconocido {state!r}; elige entre {door_states}.</translation>
    </message>
    <message>
        <source>Only doors and hatches have a state; a {kind} border has none.</source>
        <translation>Solo las puertas y escotillas tienen estado; un borde {kind} no tiene.</translation>
    </message>
    <message>
        <source>A door&apos;s structure (damage it takes before giving way) is at least 1.</source>
        <translation>La estructura de una puerta (el daño que aguanta antes de ceder) es como mínimo 1.</translation>
    </message>
    <message>
        <source>link</source>
        <translation>enlace</translation>
    </message>
    <message>
        <source>stairs</source>
        <translation>escalera</translation>
    </message>
    <message>
        <source>ladder</source>
        <translation>escalera de mano</translation>
    </message>
    <message>
        <source>rope</source>
        <translation>cuerda</translation>
    </message>
    <message>
        <source>passage</source>
        <translation>pasaje</translation>
    </message>
    <message>
        <source>Only a link border is stairs, a ladder or a rope.</source>
        <translation>Solo un borde de enlace es escalera, escalera de mano o cuerda.</translation>
    </message>
    <message>
        <source>Unknown link {link!r}; choose from {link_kinds}.</source>
        <translation>Enlace desconocido {link!r}; elige entre {link_kinds}.</translation>
    </message>
    <message>
        <source>There already is a border between {a} and {b}.</source>
        <translation>Ya hay un borde entre {a} y {b}.</translation>
    </message>
    <message>
        <source>Add {border}</source>
        <translation>Añadir {border}</translation>
    </message>
    <message>
        <source>{na} and {nb} share an edge: join them with a border (Ctrl+B); a link (stairs, ladder, rope) joins zones apart.</source>
        <translation>{na} y {nb} comparten un lado: únelas con un borde (Ctrl+B); un enlace (escalera, escalera de mano, cuerda) une zonas separadas.</translation>
    </message>
    <message>
        <source>{na} and {nb} only meet at a corner: a border needs a shared edge.</source>
        <translation>{na} y {nb} solo se tocan en una esquina: un borde necesita un lado común.</translation>
    </message>
    <message>
        <source>{na} and {nb} overlap without sharing an edge: no border to draw.</source>
        <translation>{na} y {nb} se solapan sin compartir un lado: no hay borde que dibujar.</translation>
    </message>
    <message>
        <source>{na} and {nb} don&apos;t touch: a border joins zones that share an edge.</source>
        <translation>{na} y {nb} no se tocan: un borde une zonas que comparten un lado.</translation>
    </message>
    <message>
        <source>{na} and {nb} share an edge: a link joins zones apart.</source>
        <translation>{na} y {nb} comparten un lado: un enlace une zonas separadas.</translation>
    </message>
    <message>
        <source>Make {border_label} a {new}</source>
        <translation>Convertir {border_label} en {new}</translation>
    </message>
    <message>
        <source>Delete {border_label}</source>
        <translation>Eliminar {border_label}</translation>
    </message>
    <message>
        <source>The {kind} between {a} and {b} is broken.</source>
        <translation>La {kind} entre {a} y {b} está rota.</translation>
    </message>
    <message>
        <source>The {kind} between {a} and {b} is locked.</source>
        <translation>La {kind} entre {a} y {b} está cerrada con llave.</translation>
    </message>
    <message>
        <source>Add borders of {zone}</source>
        <translation>Añadir los bordes de {zone}</translation>
    </message>
    <message>
        <source>A background image is embedded as a data:image/...;base64, URI.</source>
        <translation>Una imagen de fondo se incrusta como un URI data:image/...;base64.</translation>
    </message>
    <message>
        <source>A background rect is (x, y, width, height) in numbers.</source>
        <translation>Un rectángulo de fondo es (x, y, ancho, alto) en números.</translation>
    </message>
    <message>
        <source>A background rect is (x, y, width, height), width and height &gt; 0.</source>
        <translation>Un rectángulo de fondo es (x, y, ancho, alto), con ancho y alto &gt; 0.</translation>
    </message>
    <message>
        <source>Remove the background</source>
        <translation>Quitar el fondo</translation>
    </message>
    <message>
        <source>Set the background image</source>
        <translation>Poner la imagen de fondo</translation>
    </message>
    <message>
        <source>window</source>
        <translation>ventana</translation>
    </message>
    <message>
        <source>doorway</source>
        <translation>vano de puerta</translation>
    </message>
    <message>
        <source>Unknown opening {kind!r}; choose from {kinds}.</source>
        <translation>Abertura desconocida {kind!r}; elige entre {kinds}.</translation>
    </message>
    <message>
        <source>An opening stands at a fraction 0..1 of its wall (found {at}).</source>
        <translation>Una abertura está en una fracción 0..1 de su pared (encontrado {at}).</translation>
    </message>
    <message>
        <source>An opening is wider than 0 m.</source>
        <translation>Una abertura mide más de 0 m de ancho.</translation>
    </message>
    <message>
        <source>Damage taken is 0 or more.</source>
        <translation>El daño recibido es 0 o más.</translation>
    </message>
    <message>
        <source>An opening&apos;s place and width are numbers (found {value!r}).</source>
        <translation>El lugar y el ancho de una abertura son números (encontrado {value!r}).</translation>
    </message>
    <message>
        <source>Only doors and hatches have a state; a {kind} has none.</source>
        <translation>Solo puertas y trampillas tienen estado; una {kind} no tiene.</translation>
    </message>
    <message>
        <source>The {border_label} has no opening number {index}.</source>
        <translation>La {border_label} no tiene la abertura número {index}.</translation>
    </message>
    <message>
        <source>Openings stand in walls; the {border_label} is not a wall.</source>
        <translation>Las aberturas están en paredes; la {border_label} no es una pared.</translation>
    </message>
    <message>
        <source>Add a {kind} to the {border_label}</source>
        <translation>Poner {kind} en la {border_label}</translation>
    </message>
    <message>
        <source>An opening has no field(s) {unknown}.</source>
        <translation>Una abertura no tiene el/los campo(s) {unknown}.</translation>
    </message>
    <message>
        <source>Change the {kind} in the {border_label}</source>
        <translation>Cambiar {kind} en la {border_label}</translation>
    </message>
    <message>
        <source>Remove the {kind} from the {border_label}</source>
        <translation>Quitar {kind} de la {border_label}</translation>
    </message>
    <message>
        <source>The {kind} between {a} and {b} has nothing to open.</source>
        <translation>{kind} entre {a} y {b}: no hay nada que abrir.</translation>
    </message>
    <message>
        <source>Open the {kind} between {a} and {b}</source>
        <translation>Abrir {kind} entre {a} y {b}</translation>
    </message>
    <message>
        <source>Seen through the window between {na} and {nb}.</source>
        <translation>Visto por la ventana entre {na} y {nb}.</translation>
    </message>
    <message>
        <source>Wall between {nu} and {nv}: its windows let sight through, not people.</source>
        <translation>Pared entre {nu} y {nv}: sus ventanas dejan pasar la vista, no a las personas.</translation>
    </message>
    <message>
        <source>only a wall holds openings.</source>
        <translation>solo una pared tiene aberturas.</translation>
    </message>
    <message>
        <source>Choose a door or hatch.</source>
        <translation>Elige una puerta o trampilla.</translation>
    </message>
    <message>
        <source>The {border_label} has no door or hatch there.</source>
        <translation>La {border_label} no tiene puerta ni trampilla ahí.</translation>
    </message>
    <message>
        <source>{door} in the {border_label}</source>
        <translation>{door} en la {border_label}</translation>
    </message>
    <message>
        <source>No closed, unlocked door or hatch leads to {target}.</source>
        <translation>Ninguna puerta o trampilla cerrada y sin llave lleva a {target}.</translation>
    </message>
    <message>
        <source>Play in the theatre of the mind</source>
        <translation>Jugar en el teatro de la mente</translation>
    </message>
    <message>
        <source>Play on a drawn map</source>
        <translation>Jugar en un mapa dibujado</translation>
    </message>
    <message>
        <source>Only a theatre-of-the-mind map links zones that don&apos;t touch.</source>
        <translation>Solo un mapa de teatro de la mente une zonas que no se tocan.</translation>
    </message>
    <message>
        <source>Unknown layout {method!r}; choose from {layouts}.</source>
        <translation>Disposición desconocida {method!r}; elige entre {layouts}.</translation>
    </message>
    <message>
        <source>Lay out the zones</source>
        <translation>Disponer las zonas</translation>
    </message>
    <message>
        <source>Move {zone}</source>
        <translation>Mover {zone}</translation>
    </message>
    <message>
        <source>No border links {a} and {b}.</source>
        <translation>Ninguna frontera une {a} y {b}.</translation>
    </message>
    <message>
        <source>Clear line through {zones}.</source>
        <translation>Línea despejada por {zones}.</translation>
    </message>
    <message>
        <source>take the stairs into {nv}</source>
        <translation>subir o bajar la escalera hasta {nv}</translation>
    </message>
    <message>
        <source>climb the ladder into {nv}</source>
        <translation>subir o bajar la escalera de mano hasta {nv}</translation>
    </message>
    <message>
        <source>climb the rope into {nv}</source>
        <translation>subir o bajar por la cuerda hasta {nv}</translation>
    </message>
    <message>
        <source>take the passage into {nv}</source>
        <translation>seguir por el pasaje hasta {nv}</translation>
    </message>
    <message>
        <source>A grid&apos;s size and origin are numbers (metres).</source>
        <translation>El tamaño y el origen de la cuadrícula son números (metros).</translation>
    </message>
    <message>
        <source>A grid square is between {lo} and {hi} m.</source>
        <translation>Una casilla de la cuadrícula mide entre {lo} y {hi} m.</translation>
    </message>
    <message>
        <source>Set the map grid</source>
        <translation>Ajustar la cuadrícula del mapa</translation>
    </message>
    <message>
        <source>Position and size are numbers in metres.</source>
        <translation>La posición y el tamaño son números en metros.</translation>
    </message>
    <message>
        <source>A zone is at least {size} m wide and high.</source>
        <translation>Una zona mide al menos {size} m de ancho y de alto.</translation>
    </message>
    <message>
        <source>{w} × {h} m</source>
        <translation>{w} × {h} m</translation>
    </message>
    <message>
        <source>edge {length} m</source>
        <translation>lado {length} m</translation>
    </message>
    <message>
        <source>area {area} m²</source>
        <translation>área {area} m²</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} y {last}</translation>
    </message>
    <message>
        <source>{name} overlaps {zones}.</source>
        <translation>{name} se superpone a {zones}.</translation>
    </message>
    <message>
        <source>Nothing is left of the zone once cut to fit.</source>
        <translation>Recortada para encajar, no queda nada de la zona.</translation>
    </message>
    <message>
        <source>Cut to fit, the zone would fall apart into {n} pieces.</source>
        <translation>Recortada para encajar, la zona se partiría en {n} trozos.</translation>
    </message>
    <message>
        <source>Cut to fit, the zone would be a sliver; draw it again.</source>
        <translation>Recortada para encajar, la zona quedaría como una astilla; dibújala de nuevo.</translation>
    </message>
    <message>
        <source>the archive holds {n} files (at most {limit}).</source>
        <translation>el archivo comprimido contiene {n} archivos (como máximo {limit}).</translation>
    </message>
    <message>
        <source>the archive has no {name} inside.</source>
        <translation>el archivo comprimido no contiene {name}.</translation>
    </message>
    <message>
        <source>the encounter inside the archive is too large.</source>
        <translation>el encuentro dentro del archivo comprimido es demasiado grande.</translation>
    </message>
    <message>
        <source>the archive names an image it doesn&apos;t hold ({name}).</source>
        <translation>el archivo comprimido nombra una imagen que no contiene ({name}).</translation>
    </message>
    <message>
        <source>the image {name} is larger than {mb} MB.</source>
        <translation>la imagen {name} pesa más de {mb} MB.</translation>
    </message>
    <message>
        <source>the encounter inside the archive is not UTF-8 text.</source>
        <translation>el encuentro dentro del archivo comprimido no es texto UTF-8.</translation>
    </message>
    <message>
        <source>the archive is damaged ({reason}).</source>
        <translation>el archivo comprimido está dañado ({reason}).</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} y {last}</translation>
    </message>
</context>
<context>
    <name>uvtt</name>
    <message>
        <source>{where} must be a number.</source>
        <translation>{where} debe ser un número.</translation>
    </message>
    <message>
        <source>{where} must be greater than zero.</source>
        <translation>{where} debe ser mayor que cero.</translation>
    </message>
    <message>
        <source>{where} must be a point with x and y.</source>
        <translation>{where} debe ser un punto con x e y.</translation>
    </message>
    <message>
        <source>The file has no {where} (or it isn&apos;t an object).</source>
        <translation>El archivo no tiene {where} (o no es un objeto).</translation>
    </message>
    <message>
        <source>The map&apos;s image must be base64 text.</source>
        <translation>La imagen del mapa debe ser texto en base64.</translation>
    </message>
    <message>
        <source>The map&apos;s image is larger than {mb} MB.</source>
        <translation>La imagen del mapa ocupa más de {mb} MB.</translation>
    </message>
    <message>
        <source>The map&apos;s image is not valid base64.</source>
        <translation>La imagen del mapa no es base64 válido.</translation>
    </message>
    <message>
        <source>The map&apos;s image is not a PNG, JPEG or WebP file.</source>
        <translation>La imagen del mapa no es un archivo PNG, JPEG o WebP.</translation>
    </message>
    <message>
        <source>The map&apos;s {fmt} image has a header that can&apos;t be read.</source>
        <translation>La imagen {fmt} del mapa tiene una cabecera ilegible.</translation>
    </message>
    <message>
        <source>The map&apos;s image is too large ({w} × {h} pixels).</source>
        <translation>La imagen del mapa es demasiado grande ({w} × {h} píxeles).</translation>
    </message>
    <message>
        <source>{key} must be a list of wall lines.</source>
        <translation>{key} debe ser una lista de líneas de muro.</translation>
    </message>
    <message>
        <source>The file has more than {n} wall lines.</source>
        <translation>El archivo tiene más de {n} líneas de muro.</translation>
    </message>
    <message>
        <source>{where} must be a list of points.</source>
        <translation>{where} debe ser una lista de puntos.</translation>
    </message>
    <message>
        <source>{where} lies far outside the map.</source>
        <translation>{where} queda muy fuera del mapa.</translation>
    </message>
    <message>
        <source>portals must be a list.</source>
        <translation>portals debe ser una lista.</translation>
    </message>
    <message>
        <source>{where} must be an object.</source>
        <translation>{where} debe ser un objeto.</translation>
    </message>
    <message>
        <source>{where}.bounds must be two points.</source>
        <translation>{where}.bounds debe tener dos puntos.</translation>
    </message>
    <message>
        <source>{where}.closed must be true or false.</source>
        <translation>{where}.closed debe ser true o false.</translation>
    </message>
    <message>
        <source>The file is larger than {mb} MB.</source>
        <translation>El archivo ocupa más de {mb} MB.</translation>
    </message>
    <message>
        <source>This is not a Universal VTT file: it isn&apos;t JSON.</source>
        <translation>Este no es un archivo Universal VTT: no es JSON.</translation>
    </message>
    <message>
        <source>This is not a Universal VTT file: it isn&apos;t a JSON object.</source>
        <translation>Este no es un archivo Universal VTT: no es un objeto JSON.</translation>
    </message>
    <message>
        <source>Universal VTT format {found} isn&apos;t supported (0.2, 0.3 and 1.0 are).</source>
        <translation>El formato Universal VTT {found} no es compatible (sí lo son 0.2, 0.3 y 1.0).</translation>
    </message>
    <message>
        <source>The map&apos;s size ({x} × {y} squares) is not sensible.</source>
        <translation>El tamaño del mapa ({x} × {y} casillas) no tiene sentido.</translation>
    </message>
    <message>
        <source>resolution.pixels_per_grid must be a whole number up to 1,000.</source>
        <translation>resolution.pixels_per_grid debe ser un número entero de hasta 1000.</translation>
    </message>
    <message>
        <source>The file&apos;s walls have more than {n} points.</source>
        <translation>Los muros del archivo tienen más de {n} puntos.</translation>
    </message>
    <message>
        <source>Area {n}</source>
        <translation>Área {n}</translation>
    </message>
    <message>
        <source>There is no proposed zone {id}.</source>
        <translation>No hay ninguna zona propuesta {id}.</translation>
    </message>
    <message>
        <source>Pick two different zones to merge.</source>
        <translation>Elige dos zonas distintas para unir.</translation>
    </message>
    <message>
        <source>{a} and {b} don&apos;t touch: only neighbours merge.</source>
        <translation>{a} y {b} no se tocan: solo se unen zonas vecinas.</translation>
    </message>
    <message>
        <source>A split line needs two different points.</source>
        <translation>Una línea de división necesita dos puntos distintos.</translation>
    </message>
    <message>
        <source>That line doesn&apos;t cut {name} in two sensible parts.</source>
        <translation>Esa línea no corta {name} en dos partes razonables.</translation>
    </message>
    <message>
        <source>{name} (2)</source>
        <translation>{name} (2)</translation>
    </message>
    <message>
        <source>A zone needs a name.</source>
        <translation>Una zona necesita un nombre.</translation>
    </message>
    <message>
        <source>The map needs at least one zone.</source>
        <translation>El mapa necesita al menos una zona.</translation>
    </message>
    <message>
        <source>Combatants stand on the map: remove them (or start a new encounter) first.</source>
        <translation>Hay combatientes en el mapa: quítalos (o empieza un encuentro nuevo) primero.</translation>
    </message>
    <message>
        <source>Import map ({n} zones)</source>
        <translation>Importar mapa ({n} zonas)</translation>
    </message>
</context>
</TS>
