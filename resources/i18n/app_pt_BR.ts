<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed ({error}); your changes are only in memory until you save.</source>
        <translation>O salvamento automático falhou ({error}); suas alterações estão só na memória até você salvar.</translation>
    </message>
</context>
<context>
    <name>BackgroundTools</name>
    <message>
        <source>The background image&apos;s size can&apos;t be read.</source>
        <translation>Não é possível ler o tamanho da imagem de fundo.</translation>
    </message>
    <message>
        <source>Pixels per square and the square&apos;s size must be more than 0.</source>
        <translation>Os pixels por quadrado e o tamanho do quadrado devem ser maiores que 0.</translation>
    </message>
    <message>
        <source>The distance must be more than 0 metres.</source>
        <translation>A distância deve ser maior que 0 metros.</translation>
    </message>
    <message>
        <source>Drag between two different points on the image.</source>
        <translation>Arraste entre dois pontos diferentes da imagem.</translation>
    </message>
    <message>
        <source>Background &amp;scale…</source>
        <translation>E&amp;scala do fundo…</translation>
    </message>
    <message>
        <source>Type the image&apos;s pixels per grid square and the square&apos;s size</source>
        <translation>Digite os pixels da imagem por quadrado da grade e o tamanho do quadrado</translation>
    </message>
    <message>
        <source>&amp;Measure on the background</source>
        <translation>&amp;Medir no fundo</translation>
    </message>
    <message>
        <source>Click two points of a known distance on the image, then type it</source>
        <translation>Clique em dois pontos a uma distância conhecida na imagem e depois digite-a</translation>
    </message>
    <message>
        <source>&amp;Grid from image…</source>
        <translation>&amp;Grade da imagem…</translation>
    </message>
    <message>
        <source>Type the image&apos;s pixels per square and the square&apos;s size: scales the image and lines the map grid up with its squares</source>
        <translation>Digite os pixels por quadrado da imagem e o tamanho do quadrado: ajusta a escala da imagem e alinha a grade do mapa com os quadrados dela</translation>
    </message>
    <message>
        <source>Mo&amp;ve background…</source>
        <translation>Mo&amp;ver fundo…</translation>
    </message>
    <message>
        <source>Move the image by a distance in metres</source>
        <translation>Mover a imagem por uma distância em metros</translation>
    </message>
    <message>
        <source>The map has no background image.</source>
        <translation>O mapa não tem imagem de fundo.</translation>
    </message>
    <message>
        <source>Background scale</source>
        <translation>Escala do fundo</translation>
    </message>
    <message>
        <source>Pixels per grid square:</source>
        <translation>Pixels por quadrado da grade:</translation>
    </message>
    <message>
        <source>A square is (metres):</source>
        <translation>Um quadrado mede (metros):</translation>
    </message>
    <message>
        <source>Grid from the background image</source>
        <translation>Grade a partir da imagem de fundo</translation>
    </message>
    <message>
        <source>Grid from image</source>
        <translation>Grade da imagem</translation>
    </message>
    <message>
        <source>Pixels per square on the image:</source>
        <translation>Pixels por quadrado na imagem:</translation>
    </message>
    <message>
        <source>Move background</source>
        <translation>Mover fundo</translation>
    </message>
    <message>
        <source>Move by x, y (metres):</source>
        <translation>Mover por x, y (metros):</translation>
    </message>
    <message>
        <source>Type two numbers, like 2.5, -1.</source>
        <translation>Digite dois números, como 2.5, -1.</translation>
    </message>
    <message>
        <source>Click the start, then the end of a known distance.</source>
        <translation>Clique no início e depois no fim de uma distância conhecida.</translation>
    </message>
    <message>
        <source>Measure on the background</source>
        <translation>Medir no fundo</translation>
    </message>
    <message>
        <source>That distance is (metres):</source>
        <translation>Essa distância é de (metros):</translation>
    </message>
</context>
<context>
    <name>CoreCommand</name>
    <message>
        <source>Change</source>
        <translation>Alteração</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Unexpected error</source>
        <translation>Erro inesperado</translation>
    </message>
    <message>
        <source>Zonekeeper hit an unexpected error. It keeps running, and your encounter is safe in the recovery file (written after your last change). Saving now is a good idea.
If you report the problem, copy the details below.</source>
        <translation>O Zonekeeper encontrou um erro inesperado. Ele continua funcionando, e o seu encontro está seguro no arquivo de recuperação (gravado após a sua última alteração). É uma boa ideia salvar agora.
Se for relatar o problema, copie os detalhes abaixo.</translation>
    </message>
    <message>
        <source>The log is in {folder}.</source>
        <translation>O registro está em {folder}.</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>O que aconteceu</translation>
    </message>
    <message>
        <source>Error details</source>
        <translation>Detalhes do erro</translation>
    </message>
    <message>
        <source>Error dialog buttons</source>
        <translation>Botões do diálogo de erro</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>&amp;Copiar detalhes</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Abrir a pasta do &amp;registro</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
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
        <translation>O idioma muda quando o Zonekeeper for reiniciado</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Sistema ({language})</translation>
    </message>
    <message>
        <source>Zonekeeper already speaks this language.</source>
        <translation>O Zonekeeper já está neste idioma.</translation>
    </message>
    <message>
        <source>{language} from the next start of Zonekeeper.</source>
        <translation>{language} a partir da próxima vez que o Zonekeeper for aberto.</translation>
    </message>
    <message>
        <source>Restart for the language</source>
        <translation>Reiniciar para trocar o idioma</translation>
    </message>
    <message>
        <source>Zonekeeper will speak {language} after a restart.</source>
        <translation>O Zonekeeper passará a usar {language} depois de reiniciado.</translation>
    </message>
    <message>
        <source>Restart now? Unsaved changes are offered for saving first.</source>
        <translation>Reiniciar agora? Antes, você poderá salvar as alterações não salvas.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Reiniciar agora</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Depois</translation>
    </message>
    <message>
        <source>Zonekeeper could not restart itself: start it again by hand.</source>
        <translation>O Zonekeeper não conseguiu se reiniciar: abra-o de novo manualmente.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Zonekeeper encounter</source>
        <translation>Encontro do Zonekeeper</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Todos os arquivos</translation>
    </message>
    <message>
        <source>Pick a PNG or JPEG image.</source>
        <translation>Escolha uma imagem PNG ou JPEG.</translation>
    </message>
    <message>
        <source>Zonekeeper could not show this encounter ({error}).</source>
        <translation>O Zonekeeper não conseguiu mostrar este encontro ({error}).</translation>
    </message>
    <message>
        <source>Can&apos;t open {path}: {error} The encounter you had open is still open.</source>
        <translation>Não foi possível abrir {path}: {error} O encontro que estava aberto continua aberto.</translation>
    </message>
    <message>
        <source>Can&apos;t open {path}: {error}.</source>
        <translation>Não foi possível abrir {path}: {error}.</translation>
    </message>
    <message>
        <source>Could not save to {path}: {reason}
Your encounter is still open and unsaved; try another folder or name.</source>
        <translation>Não foi possível salvar em {path}: {reason}
O seu encontro continua aberto e não salvo; tente outra pasta ou outro nome.</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Novo…</translation>
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
        <translation>Cria um mapa a partir de um arquivo Universal VTT (.dd2vtt, .uvtt, .df2vtt)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>Clear recent files</source>
        <translation>Limpar arquivos recentes</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <source>Delete the selected combatant, border or zone</source>
        <translation>Exclui o combatente, a borda ou a zona selecionada</translation>
    </message>
    <message>
        <source>&amp;Edit map</source>
        <translation>&amp;Editar mapa</translation>
    </message>
    <message>
        <source>Edit the map: draw, move and reshape zones; add borders</source>
        <translation>Edita o mapa: desenha, move e remodela zonas; adiciona bordas</translation>
    </message>
    <message>
        <source>&amp;Select / move</source>
        <translation>&amp;Selecionar / mover</translation>
    </message>
    <message>
        <source>Select and drag (V)</source>
        <translation>Seleciona e arrasta (V)</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Selecionar</translation>
    </message>
    <message>
        <source>&amp;Range &amp;&amp; sight</source>
        <translation>&amp;Alcance e visão</translation>
    </message>
    <message>
        <source>Range &amp; sight: click a token, then another (R)</source>
        <translation>Alcance e visão: clique num marcador, depois em outro (R)</translation>
    </message>
    <message>
        <source>Range &amp; sight</source>
        <translation>Alcance e visão</translation>
    </message>
    <message>
        <source>Draw &amp;rectangle zone</source>
        <translation>Desenhar zona &amp;retangular</translation>
    </message>
    <message>
        <source>Drag out a rectangular zone (B, edit mode)</source>
        <translation>Arraste para desenhar uma zona retangular (B, modo de edição)</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Retângulo</translation>
    </message>
    <message>
        <source>Draw &amp;polygon zone</source>
        <translation>Desenhar zona &amp;poligonal</translation>
    </message>
    <message>
        <source>Click corners; double-click or Enter to finish (P, edit mode)</source>
        <translation>Clique nos cantos; clique duplo ou Enter para terminar (P, modo de edição)</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polígono</translation>
    </message>
    <message>
        <source>Add &amp;border between selected zones</source>
        <translation>Adicionar &amp;borda entre as zonas selecionadas</translation>
    </message>
    <message>
        <source>Select two touching zones (Ctrl+click), then add a border</source>
        <translation>Selecione duas zonas vizinhas (Ctrl+clique) e adicione uma borda</translation>
    </message>
    <message>
        <source>Border</source>
        <translation>Borda</translation>
    </message>
    <message>
        <source>Add &amp;combatant…</source>
        <translation>Adicionar &amp;combatente…</translation>
    </message>
    <message>
        <source>Put a new combatant on the map</source>
        <translation>Põe um novo combatente no mapa</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatente</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Próxima rodada</translation>
    </message>
    <message>
        <source>Start the next round: everyone&apos;s actions refresh (Ctrl+Shift+N)</source>
        <translation>Começa a próxima rodada: as ações de todos se renovam (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>Cancel / clear</source>
        <translation>Cancelar / limpar</translation>
    </message>
    <message>
        <source>Set &amp;background image…</source>
        <translation>Definir imagem de &amp;fundo…</translation>
    </message>
    <message>
        <source>Put a PNG or JPEG under the map (embedded in the encounter file)</source>
        <translation>Põe um PNG ou JPEG sob o mapa (embutido no arquivo do encontro)</translation>
    </message>
    <message>
        <source>&amp;Clear background</source>
        <translation>Remo&amp;ver fundo</translation>
    </message>
    <message>
        <source>Take the background image away</source>
        <translation>Remove a imagem de fundo</translation>
    </message>
    <message>
        <source>Open doors pass sight</source>
        <translation>Portas abertas deixam ver</translation>
    </message>
    <message>
        <source>Let sight pass through open doors and hatches without standing in the doorway</source>
        <translation>A visão passa por portas e escotilhas abertas sem precisar estar no vão</translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation>Restaurar &amp;disposição</translation>
    </message>
    <message>
        <source>Put the panels back where they started and the window on this screen</source>
        <translation>Devolve os painéis às posições iniciais e a janela a esta tela</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Aproximar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;fastar</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>A&amp;justar à janela</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Barra de menus</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation>Abrir &amp;exemplo</translation>
    </message>
    <message>
        <source>Open sample</source>
        <translation>Abrir exemplo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir recen&amp;te</translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation>Abrir recente</translation>
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
        <translation>C&amp;onfigurações</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>Show {panel}</source>
        <translation>Mostrar {panel}</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jogadores</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Ferramentas</translation>
    </message>
    <message>
        <source>Show toolbar</source>
        <translation>Mostrar barra de ferramentas</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Barra de status</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <source>Actions left</source>
        <translation>Ações restantes</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Sistema de regras</translation>
    </message>
    <message>
        <source>Close panel</source>
        <translation>Fechar painel</translation>
    </message>
    <message>
        <source>Float panel</source>
        <translation>Destacar painel</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Mais ferramentas</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Mais menus</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Untitled encounter</source>
        <translation>Encontro sem título</translation>
    </message>
    <message>
        <source>This encounter runs under {ruleset}.</source>
        <translation>Este encontro usa o sistema {ruleset}.</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Rodada {number}</translation>
    </message>
    <message>
        <source>Edit mode: draw zones (B rectangle, P polygon), drag zones or their corners, Ctrl+click two zones and add a border. Token drops are GM placements.</source>
        <translation>Modo de edição: desenhe zonas (B retângulo, P polígono), arraste zonas ou seus cantos, Ctrl+clique em duas zonas e adicione uma borda. Marcadores soltos aqui são posicionados pelo Mestre.</translation>
    </message>
    <message>
        <source>Play mode: drag tokens to move under the rules.</source>
        <translation>Modo de jogo: arraste os marcadores para movê-los segundo as regras.</translation>
    </message>
    <message>
        <source>Range &amp; sight: click the looking combatant, then the target.</source>
        <translation>Alcance e visão: clique no combatente que olha, depois no alvo.</translation>
    </message>
    <message>
        <source>Drag out a rectangle to draw a zone.</source>
        <translation>Arraste um retângulo para desenhar uma zona.</translation>
    </message>
    <message>
        <source>Click the corners; double-click or press Enter to finish.</source>
        <translation>Clique nos cantos; clique duplo ou Enter para terminar.</translation>
    </message>
    <message>
        <source>{name} looks… now click the target.</source>
        <translation>{name} olha… agora clique no alvo.</translation>
    </message>
    <message>
        <source>{a} → {b}: {band} range. {sight}</source>
        <translation>{a} → {b}: alcance {band}. {sight}</translation>
    </message>
    <message>
        <source>No shot: {reason}</source>
        <translation>Sem disparo: {reason}</translation>
    </message>
    <message>
        <source>Draw a zone first: combatants stand in zones.</source>
        <translation>Desenhe uma zona primeiro: os combatentes ficam em zonas.</translation>
    </message>
    <message>
        <source>Can&apos;t open encounter</source>
        <translation>Não foi possível abrir o encontro</translation>
    </message>
    <message>
        <source>The encounter</source>
        <translation>O encontro</translation>
    </message>
    <message>
        <source>New {ruleset} encounter: switch on Edit map (Ctrl+E) and draw zones.</source>
        <translation>Novo encontro de {ruleset}: ligue Editar mapa (Ctrl+E) e desenhe zonas.</translation>
    </message>
    <message>
        <source>Open the {ruleset} sample</source>
        <translation>Abrir o exemplo de {ruleset}</translation>
    </message>
    <message>
        <source>Open {file} as an untitled copy</source>
        <translation>Abre {file} como uma cópia sem título</translation>
    </message>
    <message>
        <source>Can&apos;t open the sample</source>
        <translation>Não foi possível abrir o exemplo</translation>
    </message>
    <message>
        <source>{name}: a copy of the sample; Save asks for a name.</source>
        <translation>{name}: uma cópia do exemplo; Salvar pede um nome.</translation>
    </message>
    <message>
        <source>Can&apos;t read {file}: {reason}.</source>
        <translation>Não foi possível ler {file}: {reason}.</translation>
    </message>
    <message>
        <source>{file} is not an image Zonekeeper can read: {reason}</source>
        <translation>{file} não é uma imagem que o Zonekeeper consiga ler: {reason}</translation>
    </message>
    <message>
        <source>{file} is not an image Zonekeeper can read.</source>
        <translation>{file} não é uma imagem que o Zonekeeper consiga ler.</translation>
    </message>
    <message>
        <source>Background: {file} (Edit &gt; Undo takes it away).</source>
        <translation>Fundo: {file} (Editar &gt; Desfazer o remove).</translation>
    </message>
    <message>
        <source>The map has no background image.</source>
        <translation>O mapa não tem imagem de fundo.</translation>
    </message>
    <message>
        <source>Open encounter</source>
        <translation>Abrir encontro</translation>
    </message>
    <message>
        <source>Opened {file}: {name}.</source>
        <translation>Aberto {file}: {name}.</translation>
    </message>
    <message>
        <source>encounter</source>
        <translation>encontro</translation>
    </message>
    <message>
        <source>Save encounter as</source>
        <translation>Salvar encontro como</translation>
    </message>
    <message>
        <source>Can&apos;t save encounter</source>
        <translation>Não foi possível salvar o encontro</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} salvo.</translation>
    </message>
    <message>
        <source>Open recent file {file}</source>
        <translation>Abrir o arquivo recente {file}</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Map messages</source>
        <translation>Mensagens do mapa</translation>
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
        <translation>nunca salvo (sem título)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;Round {round} · last change {when}&lt;br&gt;File: {file}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;Rodada {round} · última alteração {when}&lt;br&gt;Arquivo: {file}</translation>
    </message>
    <message>
        <source>Restore unsaved encounter</source>
        <translation>Recuperar encontro não salvo</translation>
    </message>
    <message>
        <source>Restore unsaved encounter?</source>
        <translation>Recuperar o encontro não salvo?</translation>
    </message>
    <message>
        <source>Zonekeeper did not close properly last time. This encounter has changes that were never saved:&lt;br&gt;&lt;br&gt;{encounter}&lt;br&gt;&lt;br&gt;Restore it now, discard those changes, or decide later (it is offered again at the next start).</source>
        <translation>O Zonekeeper não foi fechado corretamente da última vez. Este encontro tem alterações que nunca foram salvas:&lt;br&gt;&lt;br&gt;{encounter}&lt;br&gt;&lt;br&gt;Recupere-o agora, descarte essas alterações ou decida depois (ele será oferecido de novo na próxima abertura).</translation>
    </message>
    <message>
        <source>Unsaved encounter found</source>
        <translation>Encontro não salvo encontrado</translation>
    </message>
    <message>
        <source>Restore choices</source>
        <translation>Opções de recuperação</translation>
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
        <translation>De&amp;pois</translation>
    </message>
    <message>
        <source>{error}
The file was kept as {file} in case it can be repaired.</source>
        <translation>{error}
O arquivo foi guardado como {file}, caso possa ser reparado.</translation>
    </message>
    <message>
        <source>Can&apos;t restore the encounter</source>
        <translation>Não foi possível recuperar o encontro</translation>
    </message>
    <message>
        <source>Restored {name} (round {round}, last change {when}); not saved yet.</source>
        <translation>{name} recuperado (rodada {round}, última alteração {when}); ainda não salvo.</translation>
    </message>
</context>
<context>
    <name>TheatreMenu</name>
    <message>
        <source>&amp;Theatre of the mind</source>
        <translation>&amp;Teatro da mente</translation>
    </message>
    <message>
        <source>Theatre of the mind</source>
        <translation>Teatro da mente</translation>
    </message>
    <message>
        <source>&amp;Play without a drawn map</source>
        <translation>&amp;Jogar sem mapa desenhado</translation>
    </message>
    <message>
        <source>Zones are cards laid out for you; sight follows the borders alone</source>
        <translation>As zonas são cartões dispostos para você; a visão segue só as fronteiras</translation>
    </message>
    <message>
        <source>&amp;Add zone…</source>
        <translation>&amp;Adicionar zona…</translation>
    </message>
    <message>
        <source>Add a zone by its name, without drawing it</source>
        <translation>Adicionar uma zona pelo nome, sem desenhá-la</translation>
    </message>
    <message>
        <source>&amp;Link zones…</source>
        <translation>&amp;Ligar zonas…</translation>
    </message>
    <message>
        <source>Draw a border between two zones, chosen by name</source>
        <translation>Traçar uma fronteira entre duas zonas, escolhidas pelo nome</translation>
    </message>
    <message>
        <source>Lay &amp;out</source>
        <translation>&amp;Dispor</translation>
    </message>
    <message>
        <source>Lay out</source>
        <translation>Dispor</translation>
    </message>
    <message>
        <source>Spring (linked zones close)</source>
        <translation>Molas (zonas ligadas próximas)</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Círculo</translation>
    </message>
    <message>
        <source>Rings</source>
        <translation>Anéis</translation>
    </message>
    <message>
        <source>Balanced distances</source>
        <translation>Distâncias equilibradas</translation>
    </message>
    <message>
        <source>Rearrange every zone&apos;s card (tokens move with them)</source>
        <translation>Reorganizar o cartão de cada zona (as fichas vão junto)</translation>
    </message>
    <message>
        <source>Add zone</source>
        <translation>Adicionar zona</translation>
    </message>
    <message>
        <source>Name of the new zone:</source>
        <translation>Nome da nova zona:</translation>
    </message>
    <message>
        <source>A zone needs a name.</source>
        <translation>Uma zona precisa de um nome.</translation>
    </message>
    <message>
        <source>Add two zones first.</source>
        <translation>Adicione duas zonas primeiro.</translation>
    </message>
    <message>
        <source>Link zones</source>
        <translation>Ligar zonas</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>De:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Para:</translation>
    </message>
    <message>
        <source>Border:</source>
        <translation>Fronteira:</translation>
    </message>
</context>
</TS>
