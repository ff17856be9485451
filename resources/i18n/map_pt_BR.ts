<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>BorderItem</name>
    <message>
        <source> — structure {left}/{total}</source>
        <translation> — estrutura {left}/{total}</translation>
    </message>
    <message>
        <source>, armour {armour}</source>
        <translation>, armadura {armour}</translation>
    </message>
    <message>
        <source>Double-click to open or close.</source>
        <translation>Clique duas vezes para abrir ou fechar.</translation>
    </message>
    <message>
        <source>A link: people cross it with a move; sight doesn&apos;t pass it.</source>
        <translation>Uma ligação: atravessa-se com um movimento; a visão não passa.</translation>
    </message>
    <message>
        <source>(The two zones share no edge; drawn between their centres.)</source>
        <translation>(As duas zonas não têm borda em comum; desenhada entre os centros.)</translation>
    </message>
</context>
<context>
    <name>EngagementItem</name>
    <message>
        <source>{a} and {b} are Engaged</source>
        <translation>{a} e {b} estão Engajados</translation>
    </message>
</context>
<context>
    <name>FillOpacityMenu</name>
    <message>
        <source>Zone fills over the background</source>
        <translation>Preenchimento das zonas sobre o fundo</translation>
    </message>
    <message>
        <source>How much of a background image shows through the zones</source>
        <translation>Quanto da imagem de fundo aparece através das zonas</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Zone fills at {percent} %</source>
        <translation>Preenchimento das zonas a {percent} %</translation>
    </message>
</context>
<context>
    <name>GridTools</name>
    <message>
        <source>Show &amp;grid</source>
        <translation>Mostrar &amp;grade</translation>
    </message>
    <message>
        <source>Show grid</source>
        <translation>Mostrar grade</translation>
    </message>
    <message>
        <source>Draw the map grid in play too (it always shows while editing the map)</source>
        <translation>Desenhar a grade do mapa também em jogo (ela sempre aparece ao editar o mapa)</translation>
    </message>
    <message>
        <source>&amp;Grid…</source>
        <translation>&amp;Grade…</translation>
    </message>
    <message>
        <source>Map grid</source>
        <translation>Grade do mapa</translation>
    </message>
    <message>
        <source>Set the grid&apos;s square size and origin in metres</source>
        <translation>Definir o tamanho do quadrado e a origem da grade em metros</translation>
    </message>
    <message>
        <source>A square is (metres):</source>
        <translation>Um quadrado mede (metros):</translation>
    </message>
    <message>
        <source>Grid origin x, y (metres):</source>
        <translation>Origem da grade x, y (metros):</translation>
    </message>
    <message>
        <source>Type two numbers, like 0.5, 0.</source>
        <translation>Digite dois números, como 0.5, 0.</translation>
    </message>
</context>
<context>
    <name>LinkTools</name>
    <message>
        <source>Select exactly two zones (Ctrl+click the second) to link them.</source>
        <translation>Selecione exatamente duas zonas (Ctrl+clique na segunda) para ligá-las.</translation>
    </message>
    <message>
        <source>Linked {a} and {b} by {link}.</source>
        <translation>{a} e {b} ligadas por {link}.</translation>
    </message>
    <message>
        <source>&amp;Link zones (stairs, ladder, rope)…</source>
        <translation>&amp;Ligar zonas (escada, escada de mão, corda)…</translation>
    </message>
    <message>
        <source>Link zones</source>
        <translation>Ligar zonas</translation>
    </message>
    <message>
        <source>Select two zones that share no edge (Ctrl+click), then join them by stairs, a ladder, a rope or a passage</source>
        <translation>Selecione duas zonas sem aresta em comum (Ctrl+clique) e una-as por escada, escada de mão, corda ou passagem</translation>
    </message>
    <message>
        <source>What joins the two zones?</source>
        <translation>O que une as duas zonas?</translation>
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
        <translation>Copiar a zona selecionada ao lado dela: forma, características e notas (Ctrl+D; com um combatente selecionado, Ctrl+D copia o combatente)</translation>
    </message>
    <message>
        <source>Menu for the selection</source>
        <translation>Menu da seleção</translation>
    </message>
    <message>
        <source>The right-click menu of the selected zone, border or token</source>
        <translation>O menu de clique direito da zona, borda ou ficha selecionada</translation>
    </message>
    <message>
        <source>Select a zone, border or token first.</source>
        <translation>Selecione primeiro uma zona, borda ou ficha.</translation>
    </message>
    <message>
        <source>Zone {name}</source>
        <translation>Zona {name}</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>&amp;Propriedades</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renomear…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <source>Add &amp;corner here</source>
        <translation>Adicionar &amp;canto aqui</translation>
    </message>
    <message>
        <source>Add &amp;border to</source>
        <translation>Adicionar &amp;borda com</translation>
    </message>
    <message>
        <source>Add border to</source>
        <translation>Adicionar borda com</translation>
    </message>
    <message>
        <source>Rename zone</source>
        <translation>Renomear zona</translation>
    </message>
    <message>
        <source>New name of {name}:</source>
        <translation>Novo nome de {name}:</translation>
    </message>
    <message>
        <source>&amp;Remove border</source>
        <translation>&amp;Remover borda</translation>
    </message>
    <message>
        <source>&amp;Open border</source>
        <translation>Borda &amp;aberta</translation>
    </message>
    <message>
        <source>&amp;Wall</source>
        <translation>&amp;Parede</translation>
    </message>
    <message>
        <source>&amp;Door</source>
        <translation>Po&amp;rta</translation>
    </message>
    <message>
        <source>&amp;Hatch</source>
        <translation>&amp;Escotilha</translation>
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
        <translation>&amp;Destrancar</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>A&amp;brir</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>Tran&amp;car</translation>
    </message>
    <message>
        <source>D&amp;oorway</source>
        <translation>&amp;Vão de porta</translation>
    </message>
    <message>
        <source>Centre vie&amp;w</source>
        <translation>&amp;Centralizar a vista</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Janela</translation>
    </message>
    <message>
        <source>Add &amp;opening here</source>
        <translation>Adicionar &amp;abertura aqui</translation>
    </message>
    <message>
        <source>These zones share no edge to put an opening in.</source>
        <translation>Estas zonas não compartilham uma aresta onde pôr uma abertura.</translation>
    </message>
    <message>
        <source>Corner {n}</source>
        <translation>Canto {n}</translation>
    </message>
    <message>
        <source>&amp;Remove corner</source>
        <translation>&amp;Remover canto</translation>
    </message>
    <message>
        <source>Show si&amp;ght from here</source>
        <translation>Mostrar &amp;visão daqui</translation>
    </message>
    <message>
        <source>Re&amp;move from map</source>
        <translation>Re&amp;mover do mapa</translation>
    </message>
</context>
<context>
    <name>MapScene</name>
    <message>
        <source>The map background image could not be read; drawing without it.</source>
        <translation>Não foi possível ler a imagem de fundo do mapa; desenhando sem ela.</translation>
    </message>
    <message>
        <source>No zone there: {name} stays in {zone}. Drop tokens inside a zone.</source>
        <translation>Não há zona ali: {name} fica em {zone}. Solte as fichas dentro de uma zona.</translation>
    </message>
    <message>
        <source>GM placement: {name} put in {zone} (no rules).</source>
        <translation>Posicionado pelo Mestre: {name} colocado em {zone} (sem regras).</translation>
    </message>
    <message>
        <source>{name} moves within {zone} (free).</source>
        <translation>{name} se move dentro de {zone} (grátis).</translation>
    </message>
    <message>
        <source>{name} and {other} are already Engaged.</source>
        <translation>{name} e {other} já estão Engajados.</translation>
    </message>
    <message>
        <source>{name} engages {other}</source>
        <translation>{name} engaja {other}</translation>
    </message>
    <message>
        <source>{name} engages {other}. {name} has left: {left}.</source>
        <translation>{name} engaja {other}. Resta a {name}: {left}.</translation>
    </message>
    <message>
        <source>{skill} roll not recorded.</source>
        <translation>Rolagem de {skill} não registrada.</translation>
    </message>
    <message>
        <source>{skill} roll succeeded.</source>
        <translation>Rolagem de {skill} bem-sucedida.</translation>
    </message>
    <message>
        <source>{skill} roll failed: {name} gets into {zone} but falls prone.</source>
        <translation>Rolagem de {skill} falhou: {name} entra em {zone}, mas cai.</translation>
    </message>
    <message>
        <source>{skill} roll failed: {name} — {outcome}.</source>
        <translation>Rolagem de {skill} falhou: {name} — {outcome}.</translation>
    </message>
    <message>
        <source>Retreat roll failed</source>
        <translation>Rolagem para recuar falhou</translation>
    </message>
    <message>
        <source>{skill} roll failed: {outcome}.</source>
        <translation>Rolagem de {skill} falhou: {outcome}.</translation>
    </message>
    <message>
        <source>Move {name} to {zone}</source>
        <translation>Mover {name} para {zone}</translation>
    </message>
    <message>
        <source>(Cost: {cost}; {name} has left: {left}.)</source>
        <translation>(Custo: {cost}; resta a {name}: {left}.)</translation>
    </message>
    <message>
        <source>The door between {a} and {b} is now open.</source>
        <translation>A porta entre {a} e {b} agora está aberta.</translation>
    </message>
    <message>
        <source>The door between {a} and {b} is now closed.</source>
        <translation>A porta entre {a} e {b} agora está fechada.</translation>
    </message>
    <message>
        <source>The door between {a} and {b} is now locked.</source>
        <translation>A porta entre {a} e {b} agora está trancada.</translation>
    </message>
    <message>
        <source>The hatch between {a} and {b} is now open.</source>
        <translation>A escotilha entre {a} e {b} agora está aberta.</translation>
    </message>
    <message>
        <source>The hatch between {a} and {b} is now closed.</source>
        <translation>A escotilha entre {a} e {b} agora está fechada.</translation>
    </message>
    <message>
        <source>The hatch between {a} and {b} is now locked.</source>
        <translation>A escotilha entre {a} e {b} agora está trancada.</translation>
    </message>
    <message>
        <source>Now: {border}.</source>
        <translation>Agora: {border}.</translation>
    </message>
    <message>
        <source>Zone {n}</source>
        <translation>Zona {n}</translation>
    </message>
    <message>
        <source>Draw zone {name}</source>
        <translation>Desenhar a zona {name}</translation>
    </message>
    <message numerus="yes">
        <source>Added {name} with %n border(s) to the zones it touches.</source>
        <translation>
            <numerusform>{name} adicionada com %n borda com as zonas que toca.</numerusform>
            <numerusform>{name} adicionada com %n bordas com as zonas que toca.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move zone {name}</source>
        <translation>Mover a zona {name}</translation>
    </message>
    <message>
        <source>Reshape {name}</source>
        <translation>Remodelar {name}</translation>
    </message>
    <message>
        <source>Select exactly two zones (Ctrl+click the second) to put a border between them.</source>
        <translation>Selecione exatamente duas zonas (Ctrl+clique na segunda) para pôr uma borda entre elas.</translation>
    </message>
    <message>
        <source>Added an open border between {a} and {b}.</source>
        <translation>Borda aberta adicionada entre {a} e {b}.</translation>
    </message>
    <message>
        <source>Added a wall between {a} and {b}.</source>
        <translation>Parede adicionada entre {a} e {b}.</translation>
    </message>
    <message>
        <source>Added a door between {a} and {b}.</source>
        <translation>Porta adicionada entre {a} e {b}.</translation>
    </message>
    <message>
        <source>Added a hatch between {a} and {b}.</source>
        <translation>Escotilha adicionada entre {a} e {b}.</translation>
    </message>
    <message>
        <source>Added a border ({kind}) between {a} and {b}.</source>
        <translation>Borda ({kind}) adicionada entre {a} e {b}.</translation>
    </message>
    <message>
        <source>Nothing selected to delete.</source>
        <translation>Nada selecionado para excluir.</translation>
    </message>
    <message>
        <source>Delete selection</source>
        <translation>Excluir a seleção</translation>
    </message>
    <message>
        <source>A zone needs at least three corners; click more points.</source>
        <translation>Uma zona precisa de pelo menos três cantos; clique em mais pontos.</translation>
    </message>
    <message>
        <source>Drag out a bigger rectangle to draw a zone.</source>
        <translation>Arraste um retângulo maior para desenhar uma zona.</translation>
    </message>
    <message>
        <source>sight &amp; fire clear</source>
        <translation>visão e tiro livres</translation>
    </message>
    <message>
        <source>seen, no shot</source>
        <translation>visível, sem tiro</translation>
    </message>
    <message>
        <source>no line of sight</source>
        <translation>sem linha de visão</translation>
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
        <translation>O mapa do encontro. Arraste as fichas para mover os combatentes; use a roda para o zoom.</translation>
    </message>
    <message>
        <source>EDITING MAP</source>
        <translation>EDITANDO O MAPA</translation>
    </message>
    <message>
        <source>Edit mode is on</source>
        <translation>O modo de edição está ativo</translation>
    </message>
</context>
<context>
    <name>Nesting</name>
    <message>
        <source>{question} Nothing changed: zones may touch or nest, not overlap.</source>
        <translation>{question} Nada mudou: zonas podem se tocar ou ficar uma dentro da outra, não se sobrepor.</translation>
    </message>
</context>
<context>
    <name>Readout</name>
    <message>
        <source>Size readout</source>
        <translation>Medida ao vivo</translation>
    </message>
</context>
<context>
    <name>RectHandle</name>
    <message>
        <source>Drag to resize the zone (Alt: no snap)</source>
        <translation>Arraste para redimensionar a zona (Alt: sem encaixe)</translation>
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
        <translation>Adicionar um canto a {name}</translation>
    </message>
    <message>
        <source>Remove a corner of {name}</source>
        <translation>Remover um canto de {name}</translation>
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
        <translation>Selecione uma zona para duplicar (clique nela).</translation>
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
        <translation> — caído</translation>
    </message>
    <message>
        <source> — in a doorway</source>
        <translation> — numa porta</translation>
    </message>
    <message>
        <source>PRONE</source>
        <translation>CAÍDO</translation>
    </message>
    <message>
        <source>DOOR</source>
        <translation>PORTA</translation>
    </message>
</context>
<context>
    <name>ZoneItem</name>
    <message>
        <source>cluttered</source>
        <translation>entulhada</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>mal iluminada</translation>
    </message>
    <message>
        <source>cramped</source>
        <translation>apertada</translation>
    </message>
    <message>
        <source>Drag to reshape the zone; right-click or Delete removes the corner</source>
        <translation>Arraste para mudar a forma da zona; clique direito ou Delete remove o canto</translation>
    </message>
</context>
</TS>
