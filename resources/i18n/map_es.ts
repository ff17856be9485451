<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>BorderItem</name>
    <message>
        <source> — structure {left}/{total}</source>
        <translation> — estructura {left}/{total}</translation>
    </message>
    <message>
        <source>, armour {armour}</source>
        <translation>, blindaje {armour}</translation>
    </message>
    <message>
        <source>Double-click to open or close.</source>
        <translation>Doble clic para abrir o cerrar.</translation>
    </message>
    <message>
        <source>A link: people cross it with a move; sight doesn&apos;t pass it.</source>
        <translation>Un enlace: se cruza con un movimiento; la vista no pasa.</translation>
    </message>
    <message>
        <source>(The two zones share no edge; drawn between their centres.)</source>
        <translation>(Las dos zonas no comparten ningún borde; se dibuja entre sus centros.)</translation>
    </message>
</context>
<context>
    <name>EngagementItem</name>
    <message>
        <source>{a} and {b} are Engaged</source>
        <translation>{a} y {b} están trabados</translation>
    </message>
</context>
<context>
    <name>FillOpacityMenu</name>
    <message>
        <source>Zone fills over the background</source>
        <translation>Relleno de las zonas sobre el fondo</translation>
    </message>
    <message>
        <source>How much of a background image shows through the zones</source>
        <translation>Cuánto de la imagen de fondo se ve a través de las zonas</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Zone fills at {percent} %</source>
        <translation>Relleno de las zonas al {percent} %</translation>
    </message>
</context>
<context>
    <name>GridTools</name>
    <message>
        <source>Show &amp;grid</source>
        <translation>Mostrar &amp;cuadrícula</translation>
    </message>
    <message>
        <source>Show grid</source>
        <translation>Mostrar cuadrícula</translation>
    </message>
    <message>
        <source>Draw the map grid in play too (it always shows while editing the map)</source>
        <translation>Dibujar la cuadrícula del mapa también en juego (siempre se ve al editar el mapa)</translation>
    </message>
    <message>
        <source>&amp;Grid…</source>
        <translation>&amp;Cuadrícula…</translation>
    </message>
    <message>
        <source>Map grid</source>
        <translation>Cuadrícula del mapa</translation>
    </message>
    <message>
        <source>Set the grid&apos;s square size and origin in metres</source>
        <translation>Ajustar el tamaño de casilla y el origen de la cuadrícula en metros</translation>
    </message>
    <message>
        <source>A square is (metres):</source>
        <translation>Una casilla mide (metros):</translation>
    </message>
    <message>
        <source>Grid origin x, y (metres):</source>
        <translation>Origen de la cuadrícula x, y (metros):</translation>
    </message>
    <message>
        <source>Type two numbers, like 0.5, 0.</source>
        <translation>Escribe dos números, como 0.5, 0.</translation>
    </message>
</context>
<context>
    <name>LinkTools</name>
    <message>
        <source>Select exactly two zones (Ctrl+click the second) to link them.</source>
        <translation>Selecciona exactamente dos zonas (Ctrl+clic en la segunda) para enlazarlas.</translation>
    </message>
    <message>
        <source>Linked {a} and {b} by {link}.</source>
        <translation>{a} y {b} enlazadas por {link}.</translation>
    </message>
    <message>
        <source>&amp;Link zones (stairs, ladder, rope)…</source>
        <translation>&amp;Enlazar zonas (escalera, escalera de mano, cuerda)…</translation>
    </message>
    <message>
        <source>Link zones</source>
        <translation>Enlazar zonas</translation>
    </message>
    <message>
        <source>Select two zones that share no edge (Ctrl+click), then join them by stairs, a ladder, a rope or a passage</source>
        <translation>Selecciona dos zonas sin lado en común (Ctrl+clic) y únelas por escalera, escalera de mano, cuerda o pasaje</translation>
    </message>
    <message>
        <source>What joins the two zones?</source>
        <translation>¿Qué une las dos zonas?</translation>
    </message>
</context>
<context>
    <name>MapMenus</name>
    <message>
        <source>D&amp;uplicate zone</source>
        <translation>D&amp;uplicar zona</translation>
    </message>
    <message>
        <source>Copy the selected zone beside it: shape, features and notes (Ctrl+D; with a combatant selected, Ctrl+D copies the combatant)</source>
        <translation>Copiar la zona seleccionada a su lado: forma, características y notas (Ctrl+D; con un combatiente seleccionado, Ctrl+D copia el combatiente)</translation>
    </message>
    <message>
        <source>Menu for the selection</source>
        <translation>Menú de la selección</translation>
    </message>
    <message>
        <source>The right-click menu of the selected zone, border or token</source>
        <translation>El menú de clic derecho de la zona, borde o ficha seleccionada</translation>
    </message>
    <message>
        <source>Select a zone, border or token first.</source>
        <translation>Selecciona primero una zona, un borde o una ficha.</translation>
    </message>
    <message>
        <source>Zone {name}</source>
        <translation>Zona {name}</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>&amp;Propiedades</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renombrar…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Add &amp;corner here</source>
        <translation>Añadir es&amp;quina aquí</translation>
    </message>
    <message>
        <source>Add &amp;border to</source>
        <translation>Añadir &amp;borde con</translation>
    </message>
    <message>
        <source>Add border to</source>
        <translation>Añadir borde con</translation>
    </message>
    <message>
        <source>Rename zone</source>
        <translation>Renombrar zona</translation>
    </message>
    <message>
        <source>New name of {name}:</source>
        <translation>Nuevo nombre de {name}:</translation>
    </message>
    <message>
        <source>&amp;Remove border</source>
        <translation>&amp;Quitar borde</translation>
    </message>
    <message>
        <source>&amp;Open border</source>
        <translation>Borde &amp;abierto</translation>
    </message>
    <message>
        <source>&amp;Wall</source>
        <translation>&amp;Pared</translation>
    </message>
    <message>
        <source>&amp;Door</source>
        <translation>Pue&amp;rta</translation>
    </message>
    <message>
        <source>&amp;Hatch</source>
        <translation>&amp;Escotilla</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>&amp;Unlock</source>
        <translation>Quitar la &amp;llave</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>A&amp;brir</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>Cerrar con &amp;llave</translation>
    </message>
    <message>
        <source>D&amp;oorway</source>
        <translation>Vano de puer&amp;ta</translation>
    </message>
    <message>
        <source>Centre vie&amp;w</source>
        <translation>&amp;Centrar la vista</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Ventana</translation>
    </message>
    <message>
        <source>Add &amp;opening here</source>
        <translation>Añadir &amp;abertura aquí</translation>
    </message>
    <message>
        <source>These zones share no edge to put an opening in.</source>
        <translation>Estas zonas no comparten un lado donde poner una abertura.</translation>
    </message>
    <message>
        <source>Corner {n}</source>
        <translation>Esquina {n}</translation>
    </message>
    <message>
        <source>&amp;Remove corner</source>
        <translation>&amp;Quitar esquina</translation>
    </message>
    <message>
        <source>Show si&amp;ght from here</source>
        <translation>Mostrar &amp;visión desde aquí</translation>
    </message>
    <message>
        <source>Re&amp;move from map</source>
        <translation>Qui&amp;tar del mapa</translation>
    </message>
</context>
<context>
    <name>MapScene</name>
    <message>
        <source>The map background image could not be read; drawing without it.</source>
        <translation>No se pudo leer la imagen de fondo del mapa; se dibuja sin ella.</translation>
    </message>
    <message>
        <source>No zone there: {name} stays in {zone}. Drop tokens inside a zone.</source>
        <translation>Ahí no hay ninguna zona: {name} se queda en {zone}. Suelta las fichas dentro de una zona.</translation>
    </message>
    <message>
        <source>GM placement: {name} put in {zone} (no rules).</source>
        <translation>Colocación del DJ: {name} puesto en {zone} (sin reglas).</translation>
    </message>
    <message>
        <source>{name} moves within {zone} (free).</source>
        <translation>{name} se mueve dentro de {zone} (gratis).</translation>
    </message>
    <message>
        <source>{name} and {other} are already Engaged.</source>
        <translation>{name} y {other} ya están trabados.</translation>
    </message>
    <message>
        <source>{name} engages {other}</source>
        <translation>{name} se traba con {other}</translation>
    </message>
    <message>
        <source>{name} engages {other}. {name} has left: {left}.</source>
        <translation>{name} se traba con {other}. A {name} le queda: {left}.</translation>
    </message>
    <message>
        <source>{skill} roll not recorded.</source>
        <translation>Tirada de {skill} sin anotar.</translation>
    </message>
    <message>
        <source>{skill} roll succeeded.</source>
        <translation>Tirada de {skill} superada.</translation>
    </message>
    <message>
        <source>{skill} roll failed: {name} gets into {zone} but falls prone.</source>
        <translation>Tirada de {skill} fallida: {name} entra en {zone}, pero cae derribado.</translation>
    </message>
    <message>
        <source>{skill} roll failed: {name} — {outcome}.</source>
        <translation>Tirada de {skill} fallida: {name} — {outcome}.</translation>
    </message>
    <message>
        <source>Retreat roll failed</source>
        <translation>Tirada de retirada fallida</translation>
    </message>
    <message>
        <source>{skill} roll failed: {outcome}.</source>
        <translation>Tirada de {skill} fallida: {outcome}.</translation>
    </message>
    <message>
        <source>Move {name} to {zone}</source>
        <translation>Mover a {name} a {zone}</translation>
    </message>
    <message>
        <source>(Cost: {cost}; {name} has left: {left}.)</source>
        <translation>(Coste: {cost}; a {name} le queda: {left}.)</translation>
    </message>
    <message>
        <source>The door between {a} and {b} is now open.</source>
        <translation>La puerta entre {a} y {b} ahora está abierta.</translation>
    </message>
    <message>
        <source>The door between {a} and {b} is now closed.</source>
        <translation>La puerta entre {a} y {b} ahora está cerrada.</translation>
    </message>
    <message>
        <source>The door between {a} and {b} is now locked.</source>
        <translation>La puerta entre {a} y {b} ahora está cerrada con llave.</translation>
    </message>
    <message>
        <source>The hatch between {a} and {b} is now open.</source>
        <translation>La escotilla entre {a} y {b} ahora está abierta.</translation>
    </message>
    <message>
        <source>The hatch between {a} and {b} is now closed.</source>
        <translation>La escotilla entre {a} y {b} ahora está cerrada.</translation>
    </message>
    <message>
        <source>The hatch between {a} and {b} is now locked.</source>
        <translation>La escotilla entre {a} y {b} ahora está cerrada con llave.</translation>
    </message>
    <message>
        <source>Now: {border}.</source>
        <translation>Ahora: {border}.</translation>
    </message>
    <message>
        <source>Zone {n}</source>
        <translation>Zona {n}</translation>
    </message>
    <message>
        <source>Draw zone {name}</source>
        <translation>Dibujar la zona {name}</translation>
    </message>
    <message numerus="yes">
        <source>Added {name} with %n border(s) to the zones it touches.</source>
        <translation>
            <numerusform>Añadida {name} con %n borde con las zonas que toca.</numerusform>
            <numerusform>Añadida {name} con %n bordes con las zonas que toca.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move zone {name}</source>
        <translation>Mover la zona {name}</translation>
    </message>
    <message>
        <source>Reshape {name}</source>
        <translation>Cambiar la forma de {name}</translation>
    </message>
    <message>
        <source>Select exactly two zones (Ctrl+click the second) to put a border between them.</source>
        <translation>Selecciona exactamente dos zonas (Ctrl+clic en la segunda) para poner un borde entre ellas.</translation>
    </message>
    <message>
        <source>Added an open border between {a} and {b}.</source>
        <translation>Añadido un borde abierto entre {a} y {b}.</translation>
    </message>
    <message>
        <source>Added a wall between {a} and {b}.</source>
        <translation>Añadido un muro entre {a} y {b}.</translation>
    </message>
    <message>
        <source>Added a door between {a} and {b}.</source>
        <translation>Añadida una puerta entre {a} y {b}.</translation>
    </message>
    <message>
        <source>Added a hatch between {a} and {b}.</source>
        <translation>Añadida una escotilla entre {a} y {b}.</translation>
    </message>
    <message>
        <source>Added a border ({kind}) between {a} and {b}.</source>
        <translation>Añadido un borde ({kind}) entre {a} y {b}.</translation>
    </message>
    <message>
        <source>Nothing selected to delete.</source>
        <translation>No hay nada seleccionado que borrar.</translation>
    </message>
    <message>
        <source>Delete selection</source>
        <translation>Borrar la selección</translation>
    </message>
    <message>
        <source>A zone needs at least three corners; click more points.</source>
        <translation>Una zona necesita al menos tres esquinas; haz clic en más puntos.</translation>
    </message>
    <message>
        <source>Drag out a bigger rectangle to draw a zone.</source>
        <translation>Arrastra un rectángulo más grande para dibujar una zona.</translation>
    </message>
    <message>
        <source>sight &amp; fire clear</source>
        <translation>vista y disparo libres</translation>
    </message>
    <message>
        <source>seen, no shot</source>
        <translation>a la vista, sin disparo</translation>
    </message>
    <message>
        <source>no line of sight</source>
        <translation>sin línea de visión</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Zone map</source>
        <translation>Mapa de zonas</translation>
    </message>
    <message>
        <source>The encounter map. Drag tokens to move combatants; wheel to zoom.</source>
        <translation>El mapa del encuentro. Arrastra las fichas para mover a los combatientes; usa la rueda para el zoom.</translation>
    </message>
    <message>
        <source>EDITING MAP</source>
        <translation>EDITANDO EL MAPA</translation>
    </message>
    <message>
        <source>Edit mode is on</source>
        <translation>El modo de edición está activo</translation>
    </message>
</context>
<context>
    <name>Nesting</name>
    <message>
        <source>{question} Nothing changed: zones may touch or nest, not overlap.</source>
        <translation>{question} No cambió nada: las zonas pueden tocarse o estar una dentro de otra, no superponerse.</translation>
    </message>
</context>
<context>
    <name>Readout</name>
    <message>
        <source>Size readout</source>
        <translation>Medida en vivo</translation>
    </message>
</context>
<context>
    <name>RectHandle</name>
    <message>
        <source>Drag to resize the zone (Alt: no snap)</source>
        <translation>Arrastra para redimensionar la zona (Alt: sin ajuste)</translation>
    </message>
    <message>
        <source>Resize {name}</source>
        <translation>Redimensionar {name}</translation>
    </message>
</context>
<context>
    <name>ScaleBar</name>
    <message>
        <source>Scale: {length} m</source>
        <translation>Escala: {length} m</translation>
    </message>
    <message>
        <source>{length} m</source>
        <translation>{length} m</translation>
    </message>
</context>
<context>
    <name>ShapeEdit</name>
    <message>
        <source>Add a corner to {name}</source>
        <translation>Añadir una esquina a {name}</translation>
    </message>
    <message>
        <source>Remove a corner of {name}</source>
        <translation>Quitar una esquina de {name}</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>Duplicar {name}</translation>
    </message>
    <message>
        <source>Duplicated {name} as {copy}.</source>
        <translation>{name} duplicada como {copy}.</translation>
    </message>
    <message>
        <source>Select a zone to duplicate (click it).</source>
        <translation>Selecciona una zona para duplicar (haz clic en ella).</translation>
    </message>
</context>
<context>
    <name>TokenItem</name>
    <message>
        <source>PC</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source> — prone</source>
        <translation> — derribado</translation>
    </message>
    <message>
        <source> — in a doorway</source>
        <translation> — en un umbral</translation>
    </message>
    <message>
        <source>PRONE</source>
        <translation>DERRIBADO</translation>
    </message>
    <message>
        <source>DOOR</source>
        <translation>PUERTA</translation>
    </message>
</context>
<context>
    <name>ZoneItem</name>
    <message>
        <source>cluttered</source>
        <translation>atestada</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>oscura</translation>
    </message>
    <message>
        <source>cramped</source>
        <translation>angosta</translation>
    </message>
    <message>
        <source>Drag to reshape the zone; right-click or Delete removes the corner</source>
        <translation>Arrastra para cambiar la forma de la zona; clic derecho o Supr quita la esquina</translation>
    </message>
</context>
</TS>
