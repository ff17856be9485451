<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed ({error}); your changes are only in memory until you save.</source>
        <translation>El guardado automático ha fallado ({error}); tus cambios solo están en memoria hasta que guardes.</translation>
    </message>
</context>
<context>
    <name>BackgroundTools</name>
    <message>
        <source>The background image&apos;s size can&apos;t be read.</source>
        <translation>No se puede leer el tamaño de la imagen de fondo.</translation>
    </message>
    <message>
        <source>Pixels per square and the square&apos;s size must be more than 0.</source>
        <translation>Los píxeles por casilla y el tamaño de la casilla deben ser mayores que 0.</translation>
    </message>
    <message>
        <source>The distance must be more than 0 metres.</source>
        <translation>La distancia debe ser mayor que 0 metros.</translation>
    </message>
    <message>
        <source>Drag between two different points on the image.</source>
        <translation>Arrastra entre dos puntos distintos de la imagen.</translation>
    </message>
    <message>
        <source>Background &amp;scale…</source>
        <translation>E&amp;scala del fondo…</translation>
    </message>
    <message>
        <source>Type the image&apos;s pixels per grid square and the square&apos;s size</source>
        <translation>Escribe los píxeles de la imagen por casilla de la cuadrícula y el tamaño de la casilla</translation>
    </message>
    <message>
        <source>&amp;Measure on the background</source>
        <translation>&amp;Medir sobre el fondo</translation>
    </message>
    <message>
        <source>Click two points of a known distance on the image, then type it</source>
        <translation>Haz clic en dos puntos a una distancia conocida en la imagen y luego escríbela</translation>
    </message>
    <message>
        <source>&amp;Grid from image…</source>
        <translation>&amp;Cuadrícula de la imagen…</translation>
    </message>
    <message>
        <source>Type the image&apos;s pixels per square and the square&apos;s size: scales the image and lines the map grid up with its squares</source>
        <translation>Escribe los píxeles por casilla de la imagen y el tamaño de la casilla: escala la imagen y alinea la cuadrícula del mapa con sus casillas</translation>
    </message>
    <message>
        <source>Mo&amp;ve background…</source>
        <translation>Mo&amp;ver fondo…</translation>
    </message>
    <message>
        <source>Move the image by a distance in metres</source>
        <translation>Mover la imagen una distancia en metros</translation>
    </message>
    <message>
        <source>The map has no background image.</source>
        <translation>El mapa no tiene imagen de fondo.</translation>
    </message>
    <message>
        <source>Background scale</source>
        <translation>Escala del fondo</translation>
    </message>
    <message>
        <source>Pixels per grid square:</source>
        <translation>Píxeles por casilla de la cuadrícula:</translation>
    </message>
    <message>
        <source>A square is (metres):</source>
        <translation>Una casilla mide (metros):</translation>
    </message>
    <message>
        <source>Grid from the background image</source>
        <translation>Cuadrícula a partir de la imagen de fondo</translation>
    </message>
    <message>
        <source>Grid from image</source>
        <translation>Cuadrícula de la imagen</translation>
    </message>
    <message>
        <source>Pixels per square on the image:</source>
        <translation>Píxeles por casilla en la imagen:</translation>
    </message>
    <message>
        <source>Move background</source>
        <translation>Mover fondo</translation>
    </message>
    <message>
        <source>Move by x, y (metres):</source>
        <translation>Mover x, y (metros):</translation>
    </message>
    <message>
        <source>Type two numbers, like 2.5, -1.</source>
        <translation>Escribe dos números, como 2.5, -1.</translation>
    </message>
    <message>
        <source>Click the start, then the end of a known distance.</source>
        <translation>Haz clic en el inicio y luego en el final de una distancia conocida.</translation>
    </message>
    <message>
        <source>Measure on the background</source>
        <translation>Medir sobre el fondo</translation>
    </message>
    <message>
        <source>That distance is (metres):</source>
        <translation>Esa distancia es de (metros):</translation>
    </message>
</context>
<context>
    <name>CoreCommand</name>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Unexpected error</source>
        <translation>Error inesperado</translation>
    </message>
    <message>
        <source>Zonekeeper hit an unexpected error. It keeps running, and your encounter is safe in the recovery file (written after your last change). Saving now is a good idea.
If you report the problem, copy the details below.</source>
        <translation>Zonekeeper ha sufrido un error inesperado. Sigue funcionando y tu encuentro está a salvo en el archivo de recuperación (escrito tras tu último cambio). Conviene guardar ahora.
Si informas del problema, copia los detalles de abajo.</translation>
    </message>
    <message>
        <source>The log is in {folder}.</source>
        <translation>El registro está en {folder}.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué ha pasado</translation>
    </message>
    <message>
        <source>Error details</source>
        <translation>Detalles del error</translation>
    </message>
    <message>
        <source>Error dialog buttons</source>
        <translation>Botones del diálogo de error</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>&amp;Copiar detalles</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Abrir la carpeta del &amp;registro</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The language changes when Zonekeeper restarts</source>
        <translation>El idioma cambia cuando Zonekeeper se reinicia</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Sistema ({language})</translation>
    </message>
    <message>
        <source>Zonekeeper already speaks this language.</source>
        <translation>Zonekeeper ya está en este idioma.</translation>
    </message>
    <message>
        <source>{language} from the next start of Zonekeeper.</source>
        <translation>{language} a partir del próximo inicio de Zonekeeper.</translation>
    </message>
    <message>
        <source>Restart for the language</source>
        <translation>Reiniciar para cambiar el idioma</translation>
    </message>
    <message>
        <source>Zonekeeper will speak {language} after a restart.</source>
        <translation>Zonekeeper usará {language} tras reiniciarse.</translation>
    </message>
    <message>
        <source>Restart now? Unsaved changes are offered for saving first.</source>
        <translation>¿Reiniciar ahora? Antes podrás guardar los cambios sin guardar.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Reiniciar ahora</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Más tarde</translation>
    </message>
    <message>
        <source>Zonekeeper could not restart itself: start it again by hand.</source>
        <translation>Zonekeeper no ha podido reiniciarse: vuelve a abrirlo a mano.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Zonekeeper encounter</source>
        <translation>Encuentro de Zonekeeper</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Todos los archivos</translation>
    </message>
    <message>
        <source>Pick a PNG or JPEG image.</source>
        <translation>Elige una imagen PNG o JPEG.</translation>
    </message>
    <message>
        <source>Zonekeeper could not show this encounter ({error}).</source>
        <translation>Zonekeeper no ha podido mostrar este encuentro ({error}).</translation>
    </message>
    <message>
        <source>Can&apos;t open {path}: {error} The encounter you had open is still open.</source>
        <translation>No se puede abrir {path}: {error} El encuentro que tenías abierto sigue abierto.</translation>
    </message>
    <message>
        <source>Can&apos;t open {path}: {error}.</source>
        <translation>No se puede abrir {path}: {error}.</translation>
    </message>
    <message>
        <source>Could not save to {path}: {reason}
Your encounter is still open and unsaved; try another folder or name.</source>
        <translation>No se ha podido guardar en {path}: {reason}
Tu encuentro sigue abierto y sin guardar; prueba con otra carpeta u otro nombre.</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nuevo…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Import map…</source>
        <translation>&amp;Importar mapa…</translation>
    </message>
    <message>
        <source>Make a map from a Universal VTT file (.dd2vtt, .uvtt, .df2vtt)</source>
        <translation>Crea un mapa a partir de un archivo Universal VTT (.dd2vtt, .uvtt, .df2vtt)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Clear recent files</source>
        <translation>Borrar archivos recientes</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Delete the selected combatant, border or zone</source>
        <translation>Elimina el combatiente, el borde o la zona seleccionada</translation>
    </message>
    <message>
        <source>&amp;Edit map</source>
        <translation>&amp;Editar mapa</translation>
    </message>
    <message>
        <source>Edit the map: draw, move and reshape zones; add borders</source>
        <translation>Edita el mapa: dibuja, mueve y cambia la forma de las zonas; añade bordes</translation>
    </message>
    <message>
        <source>&amp;Select / move</source>
        <translation>&amp;Seleccionar / mover</translation>
    </message>
    <message>
        <source>Select and drag (V)</source>
        <translation>Selecciona y arrastra (V)</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>&amp;Range &amp;&amp; sight</source>
        <translation>&amp;Alcance y visión</translation>
    </message>
    <message>
        <source>Range &amp; sight: click a token, then another (R)</source>
        <translation>Alcance y visión: haz clic en una ficha y luego en otra (R)</translation>
    </message>
    <message>
        <source>Range &amp; sight</source>
        <translation>Alcance y visión</translation>
    </message>
    <message>
        <source>Draw &amp;rectangle zone</source>
        <translation>Dibujar zona &amp;rectangular</translation>
    </message>
    <message>
        <source>Drag out a rectangular zone (B, edit mode)</source>
        <translation>Arrastra para dibujar una zona rectangular (B, modo de edición)</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectángulo</translation>
    </message>
    <message>
        <source>Draw &amp;polygon zone</source>
        <translation>Dibujar zona &amp;poligonal</translation>
    </message>
    <message>
        <source>Click corners; double-click or Enter to finish (P, edit mode)</source>
        <translation>Haz clic en las esquinas; doble clic o Intro para terminar (P, modo de edición)</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polígono</translation>
    </message>
    <message>
        <source>Add &amp;border between selected zones</source>
        <translation>Añadir &amp;borde entre las zonas seleccionadas</translation>
    </message>
    <message>
        <source>Select two touching zones (Ctrl+click), then add a border</source>
        <translation>Selecciona dos zonas vecinas (Ctrl+clic) y añade un borde</translation>
    </message>
    <message>
        <source>Border</source>
        <translation>Borde</translation>
    </message>
    <message>
        <source>Add &amp;combatant…</source>
        <translation>Añadir &amp;combatiente…</translation>
    </message>
    <message>
        <source>Put a new combatant on the map</source>
        <translation>Pone un combatiente nuevo en el mapa</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatiente</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Siguiente asalto</translation>
    </message>
    <message>
        <source>Start the next round: everyone&apos;s actions refresh (Ctrl+Shift+N)</source>
        <translation>Empieza el siguiente asalto: las acciones de todos se renuevan (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>Cancel / clear</source>
        <translation>Cancelar / limpiar</translation>
    </message>
    <message>
        <source>Set &amp;background image…</source>
        <translation>Poner imagen de &amp;fondo…</translation>
    </message>
    <message>
        <source>Put a PNG or JPEG under the map (embedded in the encounter file)</source>
        <translation>Pone un PNG o JPEG bajo el mapa (incrustado en el archivo del encuentro)</translation>
    </message>
    <message>
        <source>&amp;Clear background</source>
        <translation>&amp;Quitar el fondo</translation>
    </message>
    <message>
        <source>Take the background image away</source>
        <translation>Quita la imagen de fondo</translation>
    </message>
    <message>
        <source>Open doors pass sight</source>
        <translation>Las puertas abiertas dejan ver</translation>
    </message>
    <message>
        <source>Let sight pass through open doors and hatches without standing in the doorway</source>
        <translation>La visión atraviesa puertas y escotillas abiertas sin tener que estar en el umbral</translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation>Restablecer la &amp;disposición</translation>
    </message>
    <message>
        <source>Put the panels back where they started and the window on this screen</source>
        <translation>Devuelve los paneles a su sitio inicial y la ventana a esta pantalla</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>A&amp;justar a la ventana</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Barra de menús</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation>Abrir &amp;ejemplo</translation>
    </message>
    <message>
        <source>Open sample</source>
        <translation>Abrir ejemplo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Abrir reciente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Mapa</translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation>&amp;Combate</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>C&amp;onfiguración</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Show {panel}</source>
        <translation>Mostrar {panel}</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Show toolbar</source>
        <translation>Mostrar la barra de herramientas</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Barra de estado</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Asalto</translation>
    </message>
    <message>
        <source>Actions left</source>
        <translation>Acciones restantes</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Sistema de reglas</translation>
    </message>
    <message>
        <source>Close panel</source>
        <translation>Cerrar panel</translation>
    </message>
    <message>
        <source>Float panel</source>
        <translation>Desacoplar panel</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Más herramientas</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Más menús</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Untitled encounter</source>
        <translation>Encuentro sin título</translation>
    </message>
    <message>
        <source>This encounter runs under {ruleset}.</source>
        <translation>Este encuentro usa el sistema {ruleset}.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Asalto {number}</translation>
    </message>
    <message>
        <source>Edit mode: draw zones (B rectangle, P polygon), drag zones or their corners, Ctrl+click two zones and add a border. Token drops are GM placements.</source>
        <translation>Modo de edición: dibuja zonas (B rectángulo, P polígono), arrastra zonas o sus esquinas, haz Ctrl+clic en dos zonas y añade un borde. Las fichas que sueltes las coloca el DJ.</translation>
    </message>
    <message>
        <source>Play mode: drag tokens to move under the rules.</source>
        <translation>Modo de juego: arrastra las fichas para moverlas según las reglas.</translation>
    </message>
    <message>
        <source>Range &amp; sight: click the looking combatant, then the target.</source>
        <translation>Alcance y visión: haz clic en el combatiente que mira y luego en el objetivo.</translation>
    </message>
    <message>
        <source>Drag out a rectangle to draw a zone.</source>
        <translation>Arrastra un rectángulo para dibujar una zona.</translation>
    </message>
    <message>
        <source>Click the corners; double-click or press Enter to finish.</source>
        <translation>Haz clic en las esquinas; doble clic o Intro para terminar.</translation>
    </message>
    <message>
        <source>{name} looks… now click the target.</source>
        <translation>{name} mira… ahora haz clic en el objetivo.</translation>
    </message>
    <message>
        <source>{a} → {b}: {band} range. {sight}</source>
        <translation>{a} → {b}: alcance {band}. {sight}</translation>
    </message>
    <message>
        <source>No shot: {reason}</source>
        <translation>Sin disparo: {reason}</translation>
    </message>
    <message>
        <source>Draw a zone first: combatants stand in zones.</source>
        <translation>Dibuja antes una zona: los combatientes están en zonas.</translation>
    </message>
    <message>
        <source>Can&apos;t open encounter</source>
        <translation>No se puede abrir el encuentro</translation>
    </message>
    <message>
        <source>The encounter</source>
        <translation>El encuentro</translation>
    </message>
    <message>
        <source>New {ruleset} encounter: switch on Edit map (Ctrl+E) and draw zones.</source>
        <translation>Nuevo encuentro de {ruleset}: activa Editar mapa (Ctrl+E) y dibuja zonas.</translation>
    </message>
    <message>
        <source>Open the {ruleset} sample</source>
        <translation>Abrir el ejemplo de {ruleset}</translation>
    </message>
    <message>
        <source>Open {file} as an untitled copy</source>
        <translation>Abre {file} como una copia sin título</translation>
    </message>
    <message>
        <source>Can&apos;t open the sample</source>
        <translation>No se puede abrir el ejemplo</translation>
    </message>
    <message>
        <source>{name}: a copy of the sample; Save asks for a name.</source>
        <translation>{name}: una copia del ejemplo; Guardar pide un nombre.</translation>
    </message>
    <message>
        <source>Can&apos;t read {file}: {reason}.</source>
        <translation>No se puede leer {file}: {reason}.</translation>
    </message>
    <message>
        <source>{file} is not an image Zonekeeper can read: {reason}</source>
        <translation>{file} no es una imagen que Zonekeeper pueda leer: {reason}</translation>
    </message>
    <message>
        <source>{file} is not an image Zonekeeper can read.</source>
        <translation>{file} no es una imagen que Zonekeeper pueda leer.</translation>
    </message>
    <message>
        <source>Background: {file} (Edit &gt; Undo takes it away).</source>
        <translation>Fondo: {file} (Editar &gt; Deshacer lo quita).</translation>
    </message>
    <message>
        <source>The map has no background image.</source>
        <translation>El mapa no tiene imagen de fondo.</translation>
    </message>
    <message>
        <source>Open encounter</source>
        <translation>Abrir encuentro</translation>
    </message>
    <message>
        <source>Opened {file}: {name}.</source>
        <translation>Abierto {file}: {name}.</translation>
    </message>
    <message>
        <source>encounter</source>
        <translation>encuentro</translation>
    </message>
    <message>
        <source>Save encounter as</source>
        <translation>Guardar encuentro como</translation>
    </message>
    <message>
        <source>Can&apos;t save encounter</source>
        <translation>No se puede guardar el encuentro</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>Guardado {file}.</translation>
    </message>
    <message>
        <source>Open recent file {file}</source>
        <translation>Abrir el archivo reciente {file}</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Map messages</source>
        <translation>Mensajes del mapa</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <source>never saved (untitled)</source>
        <translation>nunca guardado (sin título)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;Round {round} · last change {when}&lt;br&gt;File: {file}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;Asalto {round} · último cambio {when}&lt;br&gt;Archivo: {file}</translation>
    </message>
    <message>
        <source>Restore unsaved encounter</source>
        <translation>Recuperar encuentro sin guardar</translation>
    </message>
    <message>
        <source>Restore unsaved encounter?</source>
        <translation>¿Recuperar el encuentro sin guardar?</translation>
    </message>
    <message>
        <source>Zonekeeper did not close properly last time. This encounter has changes that were never saved:&lt;br&gt;&lt;br&gt;{encounter}&lt;br&gt;&lt;br&gt;Restore it now, discard those changes, or decide later (it is offered again at the next start).</source>
        <translation>Zonekeeper no se cerró bien la última vez. Este encuentro tiene cambios que nunca se guardaron:&lt;br&gt;&lt;br&gt;{encounter}&lt;br&gt;&lt;br&gt;Recupéralo ahora, descarta esos cambios o decide más tarde (se te volverá a ofrecer en el próximo inicio).</translation>
    </message>
    <message>
        <source>Unsaved encounter found</source>
        <translation>Encuentro sin guardar encontrado</translation>
    </message>
    <message>
        <source>Restore choices</source>
        <translation>Opciones de recuperación</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Recuperar</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Más tarde</translation>
    </message>
    <message>
        <source>{error}
The file was kept as {file} in case it can be repaired.</source>
        <translation>{error}
El archivo se ha conservado como {file} por si se puede reparar.</translation>
    </message>
    <message>
        <source>Can&apos;t restore the encounter</source>
        <translation>No se puede recuperar el encuentro</translation>
    </message>
    <message>
        <source>Restored {name} (round {round}, last change {when}); not saved yet.</source>
        <translation>{name} recuperado (asalto {round}, último cambio {when}); aún sin guardar.</translation>
    </message>
</context>
<context>
    <name>TheatreMenu</name>
    <message>
        <source>&amp;Theatre of the mind</source>
        <translation>&amp;Teatro de la mente</translation>
    </message>
    <message>
        <source>Theatre of the mind</source>
        <translation>Teatro de la mente</translation>
    </message>
    <message>
        <source>&amp;Play without a drawn map</source>
        <translation>&amp;Jugar sin mapa dibujado</translation>
    </message>
    <message>
        <source>Zones are cards laid out for you; sight follows the borders alone</source>
        <translation>Las zonas son tarjetas que se disponen solas; la visión sigue solo las fronteras</translation>
    </message>
    <message>
        <source>&amp;Add zone…</source>
        <translation>&amp;Añadir zona…</translation>
    </message>
    <message>
        <source>Add a zone by its name, without drawing it</source>
        <translation>Añadir una zona por su nombre, sin dibujarla</translation>
    </message>
    <message>
        <source>&amp;Link zones…</source>
        <translation>&amp;Unir zonas…</translation>
    </message>
    <message>
        <source>Draw a border between two zones, chosen by name</source>
        <translation>Trazar una frontera entre dos zonas, elegidas por nombre</translation>
    </message>
    <message>
        <source>Lay &amp;out</source>
        <translation>&amp;Disponer</translation>
    </message>
    <message>
        <source>Lay out</source>
        <translation>Disponer</translation>
    </message>
    <message>
        <source>Spring (linked zones close)</source>
        <translation>Muelles (zonas unidas cerca)</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Círculo</translation>
    </message>
    <message>
        <source>Rings</source>
        <translation>Anillos</translation>
    </message>
    <message>
        <source>Balanced distances</source>
        <translation>Distancias equilibradas</translation>
    </message>
    <message>
        <source>Rearrange every zone&apos;s card (tokens move with them)</source>
        <translation>Reordenar la tarjeta de cada zona (las fichas van con ella)</translation>
    </message>
    <message>
        <source>Add zone</source>
        <translation>Añadir zona</translation>
    </message>
    <message>
        <source>Name of the new zone:</source>
        <translation>Nombre de la nueva zona:</translation>
    </message>
    <message>
        <source>A zone needs a name.</source>
        <translation>Una zona necesita un nombre.</translation>
    </message>
    <message>
        <source>Add two zones first.</source>
        <translation>Añade dos zonas primero.</translation>
    </message>
    <message>
        <source>Link zones</source>
        <translation>Unir zonas</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Desde:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Hasta:</translation>
    </message>
    <message>
        <source>Border:</source>
        <translation>Frontera:</translation>
    </message>
</context>
</TS>
