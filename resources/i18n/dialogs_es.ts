<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Zonekeeper</source>
        <translation>Acerca de Zonekeeper</translation>
    </message>
    <message>
        <source>About buttons</source>
        <translation>Botones de Acerca de</translation>
    </message>
</context>
<context>
    <name>AddCombatantDialog</name>
    <message>
        <source>Add combatant</source>
        <translation>Añadir combatiente</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Empezar desde</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>From a character file…</source>
        <translation>Desde un archivo de personajes…</translation>
    </message>
    <message>
        <source>From a character file</source>
        <translation>Desde un archivo de personajes</translation>
    </message>
    <message>
        <source>Combatant name</source>
        <translation>Nombre del combatiente</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>PC (player character)</source>
        <translation>PJ (personaje jugador)</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>Starting zone</source>
        <translation>Zona inicial</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <source>Several copies get numbered names (Cultist 1, Cultist 2 …) and spread over free spots in the zone.</source>
        <translation>Varias copias reciben nombres numerados (Sectario 1, Sectario 2 …) y se reparten por los huecos libres de la zona.</translation>
    </message>
    <message>
        <source>Add or cancel</source>
        <translation>Añadir o cancelar</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>&amp;Side</source>
        <translation>&amp;Bando</translation>
    </message>
    <message>
        <source>&amp;Zone</source>
        <translation>&amp;Zona</translation>
    </message>
    <message>
        <source>How &amp;many</source>
        <translation>&amp;Cuántos</translation>
    </message>
    <message>
        <source>Pick an archetype, an NPC or creature, a saved character or Blank:</source>
        <translation>Elige un arquetipo, un PNJ o criatura, un personaje guardado o En blanco:</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>En blanco</translation>
    </message>
    <message>
        <source>the sheet&apos;s defaults</source>
        <translation>los valores por defecto de la hoja</translation>
    </message>
    <message>
        <source>A blank sheet: fill it in after adding.</source>
        <translation>Una hoja en blanco: rellénala después de añadirla.</translation>
    </message>
    <message>
        <source>From {file}</source>
        <translation>De {file}</translation>
    </message>
</context>
<context>
    <name>BlackoutView</name>
    <message>
        <source>Blackout</source>
        <translation>Apagón</translation>
    </message>
</context>
<context>
    <name>CharacterDialog</name>
    <message>
        <source>Character sheet of {name}</source>
        <translation>Hoja de personaje de {name}</translation>
    </message>
    <message>
        <source>Character sheet</source>
        <translation>Hoja de personaje</translation>
    </message>
    <message>
        <source>Character actions</source>
        <translation>Acciones del personaje</translation>
    </message>
    <message>
        <source>{name} — character sheet</source>
        <translation>{name} — hoja de personaje</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {side} in {zone}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {side} en {zone}</translation>
    </message>
</context>
<context>
    <name>CharacterLibrary</name>
    <message>
        <source>Character &amp;sheet…</source>
        <translation>&amp;Hoja de personaje…</translation>
    </message>
    <message>
        <source>Open the selected combatant&apos;s character sheet (or double-click the token)</source>
        <translation>Abre la hoja del combatiente seleccionado (o haz doble clic en su ficha)</translation>
    </message>
    <message>
        <source>&amp;Duplicate…</source>
        <translation>&amp;Duplicar…</translation>
    </message>
    <message>
        <source>Add copies of the selected combatant (numbered names, free spots)</source>
        <translation>Añade copias del combatiente seleccionado (nombres numerados, huecos libres)</translation>
    </message>
    <message>
        <source>Save c&amp;haracter…</source>
        <translation>Guardar &amp;personaje…</translation>
    </message>
    <message>
        <source>Write the selected combatant to a character file (.zkchar)</source>
        <translation>Guarda el combatiente seleccionado en un archivo de personajes (.zkchar)</translation>
    </message>
    <message>
        <source>Save all &amp;PCs…</source>
        <translation>Guardar todos los P&amp;J…</translation>
    </message>
    <message>
        <source>Write every PC to one character file: your party, for any encounter</source>
        <translation>Guarda todos los PJ en un archivo de personajes: tu grupo, para cualquier encuentro</translation>
    </message>
    <message>
        <source>Save all N&amp;PCs…</source>
        <translation>Guardar todos los PN&amp;J…</translation>
    </message>
    <message>
        <source>Write every NPC to one character file: a bestiary for later fights</source>
        <translation>Guarda todos los PNJ en un archivo de personajes: un bestiario para combates futuros</translation>
    </message>
    <message>
        <source>Add from character &amp;file…</source>
        <translation>Añadir desde un &amp;archivo de personajes…</translation>
    </message>
    <message>
        <source>Add the characters of a .zkchar file (same ruleset) to the selected zone</source>
        <translation>Añade los personajes de un archivo .zkchar (del mismo sistema de reglas) a la zona seleccionada</translation>
    </message>
    <message>
        <source>Select a combatant first (click their token).</source>
        <translation>Selecciona antes un combatiente (haz clic en su ficha).</translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation>Duplicar…</translation>
    </message>
    <message>
        <source>Save character…</source>
        <translation>Guardar personaje…</translation>
    </message>
    <message>
        <source>Actions on {name}</source>
        <translation>Acciones sobre {name}</translation>
    </message>
    <message>
        <source>Character sheet…</source>
        <translation>Hoja de personaje…</translation>
    </message>
    <message>
        <source>{who} joins the fight in {zone}.</source>
        <translation>{who} se une al combate en {zone}.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <source>{who} join the fight in {zone}.</source>
        <translation>{who} se unen al combate en {zone}.</translation>
    </message>
    <message>
        <source>There are no PCs to save.</source>
        <translation>No hay PJ que guardar.</translation>
    </message>
    <message>
        <source>There are no NPCs to save.</source>
        <translation>No hay PNJ que guardar.</translation>
    </message>
    <message>
        <source>party</source>
        <translation>grupo</translation>
    </message>
    <message>
        <source>NPCs</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>Can&apos;t save characters</source>
        <translation>No se pueden guardar los personajes</translation>
    </message>
    <message numerus="yes">
        <source>%n characters</source>
        <translation>
            <numerusform>%n personaje</numerusform>
            <numerusform>%n personajes</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved {what} to {file}.</source>
        <translation>Guardado en {file}: {what}.</translation>
    </message>
    <message>
        <source>Draw a zone first: combatants stand in zones.</source>
        <translation>Dibuja antes una zona: los combatientes están en zonas.</translation>
    </message>
    <message>
        <source>Can&apos;t add characters</source>
        <translation>No se pueden añadir los personajes</translation>
    </message>
    <message>
        <source>Add characters from {file}</source>
        <translation>Añadir personajes de {file}</translation>
    </message>
</context>
<context>
    <name>FirstRunTour</name>
    <message>
        <source>Getting started</source>
        <translation>Primeros pasos</translation>
    </message>
    <message>
        <source>Welcome to Zonekeeper</source>
        <translation>Te damos la bienvenida a Zonekeeper</translation>
    </message>
    <message>
        <source>This is a sample encounter. Try:</source>
        <translation>Este es un encuentro de ejemplo. Prueba a:</translation>
    </message>
    <message>
        <source>Help ▸ User guide tells the rest.</source>
        <translation>Ayuda ▸ Guía de uso cuenta el resto.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Close the how-to</source>
        <translation>Cerrar la guía rápida</translation>
    </message>
    <message>
        <source>Don&apos;t show again</source>
        <translation>No volver a mostrar</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guía de uso</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Primeros pasos</translation>
    </message>
    <message>
        <source>&amp;About Zonekeeper</source>
        <translation>&amp;Acerca de Zonekeeper</translation>
    </message>
</context>
<context>
    <name>InitiativeStrip</name>
    <message>
        <source>Turn order</source>
        <translation>Orden de turnos</translation>
    </message>
</context>
<context>
    <name>LabelDialog</name>
    <message>
        <source>Name shown to players</source>
        <translation>Nombre que ven los jugadores</translation>
    </message>
    <message>
        <source>Name shown to players — {name}</source>
        <translation>Nombre que ven los jugadores — {name}</translation>
    </message>
    <message>
        <source>What the players&apos; screen calls {name}. Leave it empty to show the real name.</source>
        <translation>Cómo llama la pantalla de los jugadores a {name}. Déjalo vacío para mostrar el nombre real.</translation>
    </message>
    <message>
        <source>Why the name was refused</source>
        <translation>Por qué se rechazó el nombre</translation>
    </message>
    <message>
        <source>OK or Cancel</source>
        <translation>Aceptar o Cancelar</translation>
    </message>
</context>
<context>
    <name>MapImport</name>
    <message>
        <source>Import map (Universal VTT)</source>
        <translation>Importar mapa (Universal VTT)</translation>
    </message>
    <message>
        <source>Universal VTT maps</source>
        <translation>Mapas Universal VTT</translation>
    </message>
    <message>
        <source>Imported map under review</source>
        <translation>Mapa importado en revisión</translation>
    </message>
    <message>
        <source>Can&apos;t read {file}: {reason}.</source>
        <translation>No se puede leer {file}: {reason}.</translation>
    </message>
    <message>
        <source>{file} can&apos;t be imported: {reason}</source>
        <translation>{file} no se puede importar: {reason}</translation>
    </message>
    <message>
        <source>Imported {file}: {n} zones (Edit &gt; Undo takes it back).</source>
        <translation>{file} importado: {n} zonas (Editar &gt; Deshacer lo quita).</translation>
    </message>
</context>
<context>
    <name>MapImportDialog</name>
    <message>
        <source>Import map: {file}</source>
        <translation>Importar mapa: {file}</translation>
    </message>
    <message>
        <source>Import map review</source>
        <translation>Revisión del mapa importado</translation>
    </message>
    <message>
        <source>Grid square size in metres</source>
        <translation>Tamaño de la casilla de la cuadrícula en metros</translation>
    </message>
    <message>
        <source>Proposed zones (double-click to rename)</source>
        <translation>Zonas propuestas (doble clic para renombrar)</translation>
    </message>
    <message>
        <source>Import hint</source>
        <translation>Indicación de la importación</translation>
    </message>
    <message>
        <source>Accept or cancel the import</source>
        <translation>Aceptar o cancelar la importación</translation>
    </message>
    <message>
        <source>Accept as the map</source>
        <translation>Aceptar como el mapa</translation>
    </message>
    <message>
        <source>Cancel the import</source>
        <translation>Cancelar la importación</translation>
    </message>
    <message>
        <source>Grid square:</source>
        <translation>Casilla de la cuadrícula:</translation>
    </message>
    <message>
        <source>&amp;Merge two</source>
        <translation>&amp;Unir dos</translation>
    </message>
    <message>
        <source>Split in &amp;halves</source>
        <translation>Dividir por la &amp;mitad</translation>
    </message>
    <message>
        <source>Split along a &amp;line</source>
        <translation>Dividir por una &amp;línea</translation>
    </message>
    <message>
        <source>&amp;Drop</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>Select two neighbouring zones to merge.</source>
        <translation>Selecciona dos zonas vecinas para unirlas.</translation>
    </message>
    <message>
        <source>Merged.</source>
        <translation>Unidas.</translation>
    </message>
    <message>
        <source>Select one zone first.</source>
        <translation>Selecciona una zona primero.</translation>
    </message>
    <message>
        <source>Split in two.</source>
        <translation>Dividida en dos.</translation>
    </message>
    <message>
        <source>Click the split line&apos;s first point on the map.</source>
        <translation>Haz clic en el primer punto de la línea de división en el mapa.</translation>
    </message>
    <message>
        <source>Now click its second point.</source>
        <translation>Ahora haz clic en su segundo punto.</translation>
    </message>
    <message>
        <source>Split along the line.</source>
        <translation>Dividida por la línea.</translation>
    </message>
    <message>
        <source>Dropped.</source>
        <translation>Descartada.</translation>
    </message>
    <message>
        <source>Renamed.</source>
        <translation>Renombrada.</translation>
    </message>
</context>
<context>
    <name>PlayersControls</name>
    <message>
        <source>&amp;Fit the revealed area</source>
        <translation>&amp;Encuadrar la zona revelada</translation>
    </message>
    <message>
        <source>The players&apos; camera: fit the revealed area</source>
        <translation>La cámara de los jugadores: encuadra la zona revelada</translation>
    </message>
    <message>
        <source>F&amp;ollow my view</source>
        <translation>&amp;Seguir mi vista</translation>
    </message>
    <message>
        <source>The players&apos; camera: follow my view</source>
        <translation>La cámara de los jugadores: sigue tu vista</translation>
    </message>
    <message>
        <source>Fi&amp;xed</source>
        <translation>&amp;Fija</translation>
    </message>
    <message>
        <source>The players&apos; camera: fixed</source>
        <translation>La cámara de los jugadores: fija</translation>
    </message>
    <message>
        <source>&amp;Fog of war</source>
        <translation>&amp;Niebla de guerra</translation>
    </message>
    <message>
        <source>Hide every zone the players haven&apos;t seen</source>
        <translation>Oculta todas las zonas que los jugadores aún no han visto</translation>
    </message>
    <message>
        <source>Reveal what PCs see &amp;automatically</source>
        <translation>Revelar &amp;automáticamente lo que ven los PJ</translation>
    </message>
    <message>
        <source>A zone a PC stands in or has line of sight into is revealed (undo takes it back)</source>
        <translation>Se revela la zona en la que está un PJ o hacia la que tiene línea de visión (deshacer lo revierte)</translation>
    </message>
    <message>
        <source>Show PC hea&amp;lth</source>
        <translation>Mostrar la &amp;salud de los PJ</translation>
    </message>
    <message>
        <source>The players&apos; screen shows the PCs&apos; health</source>
        <translation>La pantalla de los jugadores muestra la salud de los PJ</translation>
    </message>
    <message>
        <source>The players&apos; screen isn&apos;t part of this build.</source>
        <translation>La pantalla de los jugadores no está incluida en esta versión.</translation>
    </message>
    <message>
        <source>&amp;Players&apos; screen</source>
        <translation>&amp;Pantalla de los jugadores</translation>
    </message>
    <message>
        <source>Open the players&apos; screen: what the table may see, on the monitor you pick</source>
        <translation>Abre la pantalla de los jugadores: lo que puede ver la mesa, en el monitor que elijas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>&amp;Blackout</source>
        <translation>&amp;Apagón</translation>
    </message>
    <message>
        <source>Black out the players&apos; screen (or show your blackout picture)</source>
        <translation>Deja a oscuras la pantalla de los jugadores (o muestra tu imagen de apagón)</translation>
    </message>
    <message>
        <source>Blackout &amp;picture…</source>
        <translation>&amp;Imagen de apagón…</translation>
    </message>
    <message>
        <source>A still picture the players see during a blackout</source>
        <translation>Una imagen fija que ven los jugadores durante un apagón</translation>
    </message>
    <message>
        <source>Plain &amp;black blackout</source>
        <translation>Apagón en &amp;negro</translation>
    </message>
    <message>
        <source>Blackouts show plain black</source>
        <translation>Los apagones muestran solo negro</translation>
    </message>
    <message>
        <source>&amp;Reveal selected zones</source>
        <translation>&amp;Revelar las zonas seleccionadas</translation>
    </message>
    <message>
        <source>Show the selected zones on the players&apos; screen</source>
        <translation>Muestra las zonas seleccionadas en la pantalla de los jugadores</translation>
    </message>
    <message>
        <source>&amp;Hide selected zones</source>
        <translation>&amp;Ocultar las zonas seleccionadas</translation>
    </message>
    <message>
        <source>Fog the selected zones, even while a PC looks into them</source>
        <translation>Cubre de niebla las zonas seleccionadas, aunque un PJ esté mirando hacia ellas</translation>
    </message>
    <message>
        <source>Reveal &amp;whole map</source>
        <translation>Revelar todo el &amp;mapa</translation>
    </message>
    <message>
        <source>Lift the fog from every zone</source>
        <translation>Quita la niebla de todas las zonas</translation>
    </message>
    <message>
        <source>Fog whole &amp;map</source>
        <translation>Cubrir de niebla &amp;todo el mapa</translation>
    </message>
    <message>
        <source>Fog every zone again (PCs still reveal what they see, if that is on)</source>
        <translation>Vuelve a cubrir de niebla todas las zonas (los PJ siguen revelando lo que ven, si eso está activado)</translation>
    </message>
    <message>
        <source>Players&apos; screen &amp;on</source>
        <translation>Pantalla de los jugadores &amp;en</translation>
    </message>
    <message>
        <source>Players&apos; &amp;camera</source>
        <translation>&amp;Cámara de los jugadores</translation>
    </message>
    <message>
        <source>Show Players&apos; view</source>
        <translation>Mostrar la vista de los jugadores</translation>
    </message>
    <message>
        <source>Show to players</source>
        <translation>Mostrar a los jugadores</translation>
    </message>
    <message>
        <source>Hide from players</source>
        <translation>Ocultar a los jugadores</translation>
    </message>
    <message>
        <source>Name shown to players…</source>
        <translation>Nombre que ven los jugadores…</translation>
    </message>
    <message>
        <source>Name shown to players</source>
        <translation>Nombre que ven los jugadores</translation>
    </message>
    <message>
        <source>Select the zones to reveal first (click a zone, Ctrl+click for more).</source>
        <translation>Selecciona antes las zonas que quieres revelar (clic en una zona, Ctrl+clic para más).</translation>
    </message>
    <message>
        <source>Select the zones to hide first (click a zone, Ctrl+click for more).</source>
        <translation>Selecciona antes las zonas que quieres ocultar (clic en una zona, Ctrl+clic para más).</translation>
    </message>
    <message>
        <source>The players&apos; screen calls {name} &apos;{label}&apos;.</source>
        <translation>La pantalla de los jugadores llama a {name} &apos;{label}&apos;.</translation>
    </message>
    <message>
        <source>There is no screen &apos;{name}&apos; any more.</source>
        <translation>Ya no hay ninguna pantalla &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>The players&apos; screen goes on {name}.</source>
        <translation>La pantalla de los jugadores va a {name}.</translation>
    </message>
    <message>
        <source>Screen {number}</source>
        <translation>Pantalla {number}</translation>
    </message>
    <message>
        <source>Players&apos; screen on {screen}</source>
        <translation>Pantalla de los jugadores en {screen}</translation>
    </message>
    <message>
        <source>{file} is not a picture Zonekeeper can read.</source>
        <translation>{file} no es una imagen que Zonekeeper pueda leer.</translation>
    </message>
    <message>
        <source>Blackouts show {file}.</source>
        <translation>Los apagones muestran {file}.</translation>
    </message>
    <message>
        <source>Blackouts show plain black.</source>
        <translation>Los apagones muestran solo negro.</translation>
    </message>
</context>
<context>
    <name>PlayersMapView</name>
    <message>
        <source>Map shown to the players</source>
        <translation>Mapa que ven los jugadores</translation>
    </message>
</context>
<context>
    <name>PlayersPreviewDock</name>
    <message>
        <source>Players&apos; view</source>
        <translation>Vista de los jugadores</translation>
    </message>
    <message>
        <source>What the players see</source>
        <translation>Lo que ven los jugadores</translation>
    </message>
</context>
<context>
    <name>PlayersWindow</name>
    <message>
        <source>Zonekeeper — players&apos; screen</source>
        <translation>Zonekeeper — pantalla de los jugadores</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>Pantalla de los jugadores</translation>
    </message>
    <message>
        <source>Players&apos; screen pages</source>
        <translation>Páginas de la pantalla de los jugadores</translation>
    </message>
    <message>
        <source>Map and turn order</source>
        <translation>Mapa y orden de turnos</translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source>{skill} roll for {name}</source>
        <translation>Tirada de {skill} para {name}</translation>
    </message>
    <message>
        <source>{skill} roll — {name}</source>
        <translation>Tirada de {skill} — {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; rolls &lt;b&gt;{skill}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; tira &lt;b&gt;{skill}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Why: {why}.</source>
        <translation>Motivo: {why}.</translation>
    </message>
    <message>
        <source>On a failure: {outcome}.</source>
        <translation>Si falla: {outcome}.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Dados tirados</translation>
    </message>
    <message>
        <source>Roll verdict</source>
        <translation>Resultado de la tirada</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Éxito</translation>
    </message>
    <message>
        <source>The roll succeeded</source>
        <translation>La tirada tuvo éxito</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallo</translation>
    </message>
    <message>
        <source>The roll failed</source>
        <translation>La tirada falló</translation>
    </message>
    <message>
        <source>Roll dice</source>
        <translation>Tirar los dados</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Tirar los dados</translation>
    </message>
    <message>
        <source>Roll it at the table, then say how it went.</source>
        <translation>Haz la tirada en la mesa y luego di cómo ha ido.</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no {stats}: fill it in, or roll at the table and say how it went.</source>
        <translation>La hoja de {name} no tiene {stats}: rellénala, o haz la tirada en la mesa y di cómo ha ido.</translation>
    </message>
    <message>
        <source>Dice: {dice}.</source>
        <translation>Dados: {dice}.</translation>
    </message>
    <message>
        <source>(no dice)</source>
        <translation>(sin dados)</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Éxito</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Fallo</translation>
    </message>
</context>
<context>
    <name>RulesetDialog</name>
    <message>
        <source>Ruleset of the new encounter</source>
        <translation>Sistema de reglas del nuevo encuentro</translation>
    </message>
    <message>
        <source>New encounter — ruleset</source>
        <translation>Nuevo encuentro — sistema de reglas</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <translation>Sistemas de reglas</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>semilla {seed}</translation>
    </message>
    <message>
        <source>The ruleset decides the turn order, actions, tracks and attacks.</source>
        <translation>El sistema de reglas decide el orden de turnos, las acciones, los marcadores y los ataques.</translation>
    </message>
    <message>
        <source>Create or cancel</source>
        <translation>Crear o cancelar</translation>
    </message>
</context>
<context>
    <name>RulesetSettingsDialog</name>
    <message>
        <source>Other settings</source>
        <translation>Otros ajustes</translation>
    </message>
    <message>
        <source>{ruleset} settings</source>
        <translation>Ajustes de {ruleset}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Settings problem</source>
        <translation>Problema en los ajustes</translation>
    </message>
    <message>
        <source>OK or Cancel</source>
        <translation>Aceptar o Cancelar</translation>
    </message>
    <message>
        <source>{ruleset} has no settings.</source>
        <translation>{ruleset} no tiene ajustes.</translation>
    </message>
    <message>
        <source>No settings</source>
        <translation>Sin ajustes</translation>
    </message>
    <message>
        <source>Settings form</source>
        <translation>Formulario de ajustes</translation>
    </message>
    <message>
        <source>{setting}: not a value the app can read ({error}).</source>
        <translation>{setting}: no es un valor que el programa pueda leer ({error}).</translation>
    </message>
</context>
<context>
    <name>SheetForm</name>
    <message>
        <source>Character sheet</source>
        <translation>Hoja de personaje</translation>
    </message>
    <message>
        <source>This ruleset declares no character sheet yet: edit the stats as JSON below.</source>
        <translation>Este sistema de reglas aún no declara una hoja de personaje: edita las estadísticas como JSON aquí abajo.</translation>
    </message>
    <message>
        <source>Advanced: stats as JSON</source>
        <translation>Avanzado: estadísticas como JSON</translation>
    </message>
    <message>
        <source>Advanced (stats as JSON)</source>
        <translation>Avanzado (estadísticas como JSON)</translation>
    </message>
    <message>
        <source>Combatant stats (JSON)</source>
        <translation>Estadísticas del combatiente (JSON)</translation>
    </message>
    <message>
        <source>Everything the ruleset reads about this combatant, as JSON; applied when you leave the field (one undo step). Bad JSON is refused and nothing changes.</source>
        <translation>Todo lo que el sistema de reglas lee de este combatiente, en JSON; se aplica al salir del campo (un paso de deshacer). Un JSON erróneo se rechaza y no cambia nada.</translation>
    </message>
    <message>
        <source>— not set —</source>
        <translation>— sin definir —</translation>
    </message>
    <message>
        <source>dice, e.g. 1D8+1</source>
        <translation>dados, p. ej. 1D8+1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Seleccionar todo</translation>
    </message>
    <message>
        <source>New {field} name</source>
        <translation>Nombre nuevo en {field}</translation>
    </message>
    <message>
        <source>New entry…</source>
        <translation>Entrada nueva…</translation>
    </message>
    <message>
        <source>New {field} value</source>
        <translation>Valor nuevo en {field}</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Add to {field}</source>
        <translation>Añadir a {field}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove from {field}</source>
        <translation>Quitar de {field}</translation>
    </message>
    <message>
        <source>{field} carried</source>
        <translation>{field} — lo que lleva</translation>
    </message>
    <message>
        <source>{field} to add</source>
        <translation>{field} — para añadir</translation>
    </message>
    <message>
        <source>Edit weapons…</source>
        <translation>Editar armas…</translation>
    </message>
    <message>
        <source>Edit weapons</source>
        <translation>Editar armas</translation>
    </message>
    <message>
        <source>Pick the entry to remove first.</source>
        <translation>Elige antes la entrada que quieres quitar.</translation>
    </message>
    <message>
        <source>{field} already has {name}.</source>
        <translation>{field} ya tiene {name}.</translation>
    </message>
    <message>
        <source>Type the name of the {field} entry to add.</source>
        <translation>Escribe el nombre de la entrada de {field} que quieres añadir.</translation>
    </message>
    <message>
        <source>Stats of {name}: not valid JSON ({error}, line {line}).</source>
        <translation>Estadísticas de {name}: JSON no válido ({error}, línea {line}).</translation>
    </message>
    <message>
        <source>Stats of {name}: an object {{…}} of names and values.</source>
        <translation>Estadísticas de {name}: un objeto {{…}} de nombres y valores.</translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <source>User guide</source>
        <translation>Guía de uso</translation>
    </message>
    <message>
        <source>Zonekeeper — User guide</source>
        <translation>Zonekeeper — Guía de uso</translation>
    </message>
    <message>
        <source>Guide pages</source>
        <translation>Páginas de la guía</translation>
    </message>
    <message>
        <source>Guide page</source>
        <translation>Página de la guía</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Índice</translation>
    </message>
    <message>
        <source>The user guide is missing: no README.md in {folder}.</source>
        <translation>Falta la guía de uso: no hay README.md en {folder}.</translation>
    </message>
</context>
<context>
    <name>WeaponEditor</name>
    <message>
        <source>table</source>
        <translation>tabla</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>tuya</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Weapon editor</source>
        <translation>Editor de armas</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>This ruleset&apos;s weapons are not edited here.</source>
        <translation>Las armas de este sistema de reglas no se editan aquí.</translation>
    </message>
    <message>
        <source>Weapon editor message</source>
        <translation>Mensaje del editor de armas</translation>
    </message>
    <message>
        <source>Weapon {rating}</source>
        <translation>Arma: {rating}</translation>
    </message>
    <message>
        <source>Copy to edit</source>
        <translation>Copiar para editar</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Guardar cambios</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>From the table: copy it to edit.</source>
        <translation>De la tabla: cópiala para editarla.</translation>
    </message>
    <message>
        <source>Copied: edit it and save.</source>
        <translation>Copiada: edítala y guárdala.</translation>
    </message>
    <message>
        <source>New weapon</source>
        <translation>Arma nueva</translation>
    </message>
    <message>
        <source>New weapon: edit and save.</source>
        <translation>Arma nueva: edítala y guárdala.</translation>
    </message>
    <message>
        <source>Only your own weapons are edited: copy a table weapon first.</source>
        <translation>Solo se editan tus propias armas: copia antes un arma de la tabla.</translation>
    </message>
    <message>
        <source>{name} saved.</source>
        <translation>{name} guardada.</translation>
    </message>
    <message>
        <source>Weapon deleted.</source>
        <translation>Arma borrada.</translation>
    </message>
</context>
<context>
    <name>character</name>
    <message>
        <source>PC</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>Fuente: {source}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>Engage?</source>
        <translation>¿Trabar combate?</translation>
    </message>
    <message>
        <source>Should {a} close to Engaged range with {b}? (It costs {a} the ruleset&apos;s action.)</source>
        <translation>¿Debe {a} acercarse al alcance cuerpo a cuerpo de {b}? (A {a} le cuesta la acción que pida el sistema de reglas.)</translation>
    </message>
    <message>
        <source>Zones overlap</source>
        <translation>Zonas superpuestas</translation>
    </message>
    <message>
        <source>Zones may touch or lie one inside another, but not overlap.</source>
        <translation>Las zonas pueden tocarse o estar una dentro de otra, pero no superponerse.</translation>
    </message>
    <message>
        <source>Cut it to fit</source>
        <translation>Recortar para encajar</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>{what} has unsaved changes. Save them first?</source>
        <translation>{what} tiene cambios sin guardar. ¿Guardarlos antes?</translation>
    </message>
    <message>
        <source>Archetypes</source>
        <translation>Arquetipos</translation>
    </message>
    <message>
        <source>NPCs</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation>Criaturas</translation>
    </message>
    <message>
        <source>Vehicles</source>
        <translation>Vehículos</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otros</translation>
    </message>
    <message>
        <source>Zonekeeper characters (*.zkchar);;All files (*)</source>
        <translation>Personajes de Zonekeeper (*.zkchar);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Add from character file</source>
        <translation>Añadir desde un archivo de personajes</translation>
    </message>
    <message>
        <source>Save characters</source>
        <translation>Guardar personajes</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>How many copies of {name}?</source>
        <translation>¿Cuántas copias de {name}?</translation>
    </message>
    <message>
        <source>initiative cards, lowest first</source>
        <translation>cartas de iniciativa, la más baja primero</translation>
    </message>
    <message>
        <source>DEX ranks, highest first</source>
        <translation>rangos de DES, el más alto primero</translation>
    </message>
    <message>
        <source>3d6 initiative, highest first</source>
        <translation>iniciativa con 3d6, la más alta primero</translation>
    </message>
    <message>
        <source>rolled initiative totals, highest first</source>
        <translation>totales de iniciativa tirados, el más alto primero</translation>
    </message>
    <message>
        <source>clockwise seating from the GM&apos;s left</source>
        <translation>asientos en el sentido de las agujas del reloj, desde la izquierda del DJ</translation>
    </message>
    <message>
        <source>Year Zero Engine</source>
        <translation>Year Zero Engine</translation>
    </message>
    <message>
        <source>Year Zero Engine combat (zones, borders, slow and fast actions).</source>
        <translation>Combate de Year Zero Engine (zonas, bordes, acciones lentas y rápidas).</translation>
    </message>
    <message>
        <source>Basic Roleplaying (d100)</source>
        <translation>Basic Roleplaying (d100)</translation>
    </message>
    <message>
        <source>Basic Roleplaying (d100): DEX ranks, percentile skills, hit points, the spot rules.</source>
        <translation>Basic Roleplaying (d100): rangos de DES, habilidades porcentuales, puntos de vida, las reglas de situación.</translation>
    </message>
    <message>
        <source>WWII infantry (Batalha de Infantaria)</source>
        <translation>Infantería de la Segunda Guerra Mundial (Batalha de Infantaria)</translation>
    </message>
    <message>
        <source>WWII infantry (Batalha de Infantaria): one action a round, PO ÷ PD attacks.</source>
        <translation>Infantería de la Segunda Guerra Mundial (Batalha de Infantaria): una acción por asalto, ataques PO ÷ PD.</translation>
    </message>
    <message>
        <source>d20</source>
        <translation>d20</translation>
    </message>
    <message>
        <source>d20 combat: initiative totals, surprise round, standard + move actions, PV.</source>
        <translation>Combate d20: totales de iniciativa, asalto de sorpresa, acciones estándar + de movimiento, PV.</translation>
    </message>
    <message>
        <source>2d6 pulp</source>
        <translation>Pulp 2d6</translation>
    </message>
    <message>
        <source>2d6 pulp combat: clockwise seating, a move and an action, consequences, PV and PC.</source>
        <translation>Combate pulp 2d6: asientos en el sentido de las agujas del reloj, un movimiento y una acción, consecuencias, PV y PC.</translation>
    </message>
    <message>
        <source>Turn order: {order}.</source>
        <translation>Orden de turnos: {order}.</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg);;All files (*)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Map background image</source>
        <translation>Imagen de fondo del mapa</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <source>shapely (with GEOS, LGPL-2.1)</source>
        <translation>shapely (con GEOS, LGPL-2.1)</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <source>Qt and PySide6 are used under the GNU LGPL v3: you may replace them with your own build; their source is at {link}.</source>
        <translation>Qt y PySide6 se usan bajo la GNU LGPL v3: puedes sustituirlos por una compilación propia; su código fuente está en {link}.</translation>
    </message>
    <message>
        <source>Run tabletop-RPG combat on a zone map: zones, borders, range bands, line of sight, initiative.</source>
        <translation>Dirige combates de rol de mesa en un mapa de zonas: zonas, bordes, alcances, línea de visión, iniciativa.</translation>
    </message>
    <message>
        <source>Bundled libraries</source>
        <translation>Bibliotecas incluidas</translation>
    </message>
    <message>
        <source>Drag a token</source>
        <translation>Arrastra una ficha</translation>
    </message>
    <message>
        <source>Drag a combatant&apos;s token into another zone to move it.</source>
        <translation>Arrastra la ficha de un combatiente a otra zona para moverlo.</translation>
    </message>
    <message>
        <source>Range &amp; sight</source>
        <translation>Alcance y visión</translation>
    </message>
    <message>
        <source>Pick Range &amp; sight{keys}, then click two tokens: the range band and what blocks the line of sight.</source>
        <translation>Elige Alcance y visión{keys} y haz clic en dos fichas: el alcance y lo que bloquea la línea de visión.</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Siguiente turno</translation>
    </message>
    <message>
        <source>Next turn{keys} passes the initiative on.</source>
        <translation>Siguiente turno{keys} pasa la iniciativa.</translation>
    </message>
    <message>
        <source>Edit the map</source>
        <translation>Edita el mapa</translation>
    </message>
    <message>
        <source>Edit mode{keys} draws zones, borders and doors.</source>
        <translation>El modo de edición{keys} dibuja zonas, bordes y puertas.</translation>
    </message>
</context>
<context>
    <name>players</name>
    <message>
        <source>Engaged</source>
        <translation>Cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Corto</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Largo</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extremo</translation>
    </message>
</context>
<context>
    <name>ruleset_settings</name>
    <message>
        <source>(default reading)</source>
        <translation>(lectura por defecto)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>&amp;Ruleset settings…</source>
        <translation>Ajustes del &amp;sistema de reglas…</translation>
    </message>
    <message>
        <source>Ruleset settings</source>
        <translation>Ajustes del sistema de reglas</translation>
    </message>
    <message>
        <source>Every setting of the encounter&apos;s ruleset (crit triggers, dice mode …)</source>
        <translation>Todos los ajustes del sistema de reglas del encuentro (desencadenantes de críticos, modo de dados …)</translation>
    </message>
</context>
<context>
    <name>weapon_editor</name>
    <message>
        <source>&amp;Weapons…</source>
        <translation>&amp;Armas…</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>The weapon table: copy a weapon to edit it, or make your own</source>
        <translation>La tabla de armas: copia un arma para editarla o crea la tuya</translation>
    </message>
</context>
</TS>
