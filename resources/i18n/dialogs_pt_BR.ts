<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Zonekeeper</source>
        <translation>Sobre o Zonekeeper</translation>
    </message>
    <message>
        <source>About buttons</source>
        <translation>Botões do Sobre</translation>
    </message>
</context>
<context>
    <name>AddCombatantDialog</name>
    <message>
        <source>Add combatant</source>
        <translation>Adicionar combatente</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Começar de</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Números</translation>
    </message>
    <message>
        <source>From a character file…</source>
        <translation>De um arquivo de personagens…</translation>
    </message>
    <message>
        <source>From a character file</source>
        <translation>De um arquivo de personagens</translation>
    </message>
    <message>
        <source>Combatant name</source>
        <translation>Nome do combatente</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <source>PC (player character)</source>
        <translation>PJ (personagem do jogador)</translation>
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
        <translation>Quantos</translation>
    </message>
    <message>
        <source>Several copies get numbered names (Cultist 1, Cultist 2 …) and spread over free spots in the zone.</source>
        <translation>Várias cópias recebem nomes numerados (Cultista 1, Cultista 2 …) e se espalham pelos lugares livres da zona.</translation>
    </message>
    <message>
        <source>Add or cancel</source>
        <translation>Adicionar ou cancelar</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Adicionar</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>&amp;Side</source>
        <translation>&amp;Lado</translation>
    </message>
    <message>
        <source>&amp;Zone</source>
        <translation>&amp;Zona</translation>
    </message>
    <message>
        <source>How &amp;many</source>
        <translation>&amp;Quantos</translation>
    </message>
    <message>
        <source>Pick an archetype, an NPC or creature, a saved character or Blank:</source>
        <translation>Escolha um arquétipo, um PNJ ou criatura, um personagem salvo ou Em branco:</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>Em branco</translation>
    </message>
    <message>
        <source>the sheet&apos;s defaults</source>
        <translation>os valores padrão da ficha</translation>
    </message>
    <message>
        <source>A blank sheet: fill it in after adding.</source>
        <translation>Uma ficha em branco: preencha depois de adicionar.</translation>
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
        <translation>Blecaute</translation>
    </message>
</context>
<context>
    <name>CharacterDialog</name>
    <message>
        <source>Character sheet of {name}</source>
        <translation>Ficha de {name}</translation>
    </message>
    <message>
        <source>Character sheet</source>
        <translation>Ficha de personagem</translation>
    </message>
    <message>
        <source>Character actions</source>
        <translation>Ações do personagem</translation>
    </message>
    <message>
        <source>{name} — character sheet</source>
        <translation>{name} — ficha de personagem</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {side} in {zone}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {side} em {zone}</translation>
    </message>
</context>
<context>
    <name>CharacterLibrary</name>
    <message>
        <source>Character &amp;sheet…</source>
        <translation>&amp;Ficha de personagem…</translation>
    </message>
    <message>
        <source>Open the selected combatant&apos;s character sheet (or double-click the token)</source>
        <translation>Abre a ficha do combatente selecionado (ou dê um clique duplo no marcador)</translation>
    </message>
    <message>
        <source>&amp;Duplicate…</source>
        <translation>&amp;Duplicar…</translation>
    </message>
    <message>
        <source>Add copies of the selected combatant (numbered names, free spots)</source>
        <translation>Adiciona cópias do combatente selecionado (nomes numerados, lugares livres)</translation>
    </message>
    <message>
        <source>Save c&amp;haracter…</source>
        <translation>Salvar &amp;personagem…</translation>
    </message>
    <message>
        <source>Write the selected combatant to a character file (.zkchar)</source>
        <translation>Grava o combatente selecionado num arquivo de personagens (.zkchar)</translation>
    </message>
    <message>
        <source>Save all &amp;PCs…</source>
        <translation>Salvar todos os P&amp;Js…</translation>
    </message>
    <message>
        <source>Write every PC to one character file: your party, for any encounter</source>
        <translation>Grava todos os PJs num arquivo de personagens: o seu grupo, para qualquer encontro</translation>
    </message>
    <message>
        <source>Save all N&amp;PCs…</source>
        <translation>Salvar todos os PN&amp;Js…</translation>
    </message>
    <message>
        <source>Write every NPC to one character file: a bestiary for later fights</source>
        <translation>Grava todos os PNJs num arquivo de personagens: um bestiário para lutas futuras</translation>
    </message>
    <message>
        <source>Add from character &amp;file…</source>
        <translation>Adicionar de um &amp;arquivo de personagens…</translation>
    </message>
    <message>
        <source>Add the characters of a .zkchar file (same ruleset) to the selected zone</source>
        <translation>Adiciona os personagens de um arquivo .zkchar (mesmo sistema de regras) à zona selecionada</translation>
    </message>
    <message>
        <source>Select a combatant first (click their token).</source>
        <translation>Selecione um combatente primeiro (clique no marcador dele).</translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation>Duplicar…</translation>
    </message>
    <message>
        <source>Save character…</source>
        <translation>Salvar personagem…</translation>
    </message>
    <message>
        <source>Actions on {name}</source>
        <translation>Ações sobre {name}</translation>
    </message>
    <message>
        <source>Character sheet…</source>
        <translation>Ficha de personagem…</translation>
    </message>
    <message>
        <source>{who} joins the fight in {zone}.</source>
        <translation>{who} entra na luta em {zone}.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} e {last}</translation>
    </message>
    <message>
        <source>{who} join the fight in {zone}.</source>
        <translation>{who} entram na luta em {zone}.</translation>
    </message>
    <message>
        <source>There are no PCs to save.</source>
        <translation>Não há PJs para salvar.</translation>
    </message>
    <message>
        <source>There are no NPCs to save.</source>
        <translation>Não há PNJs para salvar.</translation>
    </message>
    <message>
        <source>party</source>
        <translation>grupo</translation>
    </message>
    <message>
        <source>NPCs</source>
        <translation>PNJs</translation>
    </message>
    <message>
        <source>Can&apos;t save characters</source>
        <translation>Não foi possível salvar os personagens</translation>
    </message>
    <message numerus="yes">
        <source>%n characters</source>
        <translation>
            <numerusform>%n personagem</numerusform>
            <numerusform>%n personagens</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved {what} to {file}.</source>
        <translation>Salvo em {file}: {what}.</translation>
    </message>
    <message>
        <source>Draw a zone first: combatants stand in zones.</source>
        <translation>Desenhe uma zona primeiro: os combatentes ficam em zonas.</translation>
    </message>
    <message>
        <source>Can&apos;t add characters</source>
        <translation>Não foi possível adicionar os personagens</translation>
    </message>
    <message>
        <source>Add characters from {file}</source>
        <translation>Adicionar personagens de {file}</translation>
    </message>
</context>
<context>
    <name>FirstRunTour</name>
    <message>
        <source>Getting started</source>
        <translation>Primeiros passos</translation>
    </message>
    <message>
        <source>Welcome to Zonekeeper</source>
        <translation>Bem-vindo ao Zonekeeper</translation>
    </message>
    <message>
        <source>This is a sample encounter. Try:</source>
        <translation>Este é um encontro de exemplo. Experimente:</translation>
    </message>
    <message>
        <source>Help ▸ User guide tells the rest.</source>
        <translation>Ajuda ▸ Guia do usuário conta o resto.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Close the how-to</source>
        <translation>Fechar o guia rápido</translation>
    </message>
    <message>
        <source>Don&apos;t show again</source>
        <translation>Não mostrar de novo</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guia do usuário</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Primeiros passos</translation>
    </message>
    <message>
        <source>&amp;About Zonekeeper</source>
        <translation>&amp;Sobre o Zonekeeper</translation>
    </message>
</context>
<context>
    <name>InitiativeStrip</name>
    <message>
        <source>Turn order</source>
        <translation>Ordem dos turnos</translation>
    </message>
</context>
<context>
    <name>LabelDialog</name>
    <message>
        <source>Name shown to players</source>
        <translation>Nome mostrado aos jogadores</translation>
    </message>
    <message>
        <source>Name shown to players — {name}</source>
        <translation>Nome mostrado aos jogadores — {name}</translation>
    </message>
    <message>
        <source>What the players&apos; screen calls {name}. Leave it empty to show the real name.</source>
        <translation>Como a tela dos jogadores chama {name}. Deixe vazio para mostrar o nome real.</translation>
    </message>
    <message>
        <source>Why the name was refused</source>
        <translation>Por que o nome foi recusado</translation>
    </message>
    <message>
        <source>OK or Cancel</source>
        <translation>OK ou Cancelar</translation>
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
        <translation>Mapa importado em revisão</translation>
    </message>
    <message>
        <source>Can&apos;t read {file}: {reason}.</source>
        <translation>Não é possível ler {file}: {reason}.</translation>
    </message>
    <message>
        <source>{file} can&apos;t be imported: {reason}</source>
        <translation>{file} não pode ser importado: {reason}</translation>
    </message>
    <message>
        <source>Imported {file}: {n} zones (Edit &gt; Undo takes it back).</source>
        <translation>{file} importado: {n} zonas (Editar &gt; Desfazer o retira).</translation>
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
        <translation>Revisão do mapa importado</translation>
    </message>
    <message>
        <source>Grid square size in metres</source>
        <translation>Tamanho do quadrado da grade em metros</translation>
    </message>
    <message>
        <source>Proposed zones (double-click to rename)</source>
        <translation>Zonas propostas (clique duplo para renomear)</translation>
    </message>
    <message>
        <source>Import hint</source>
        <translation>Dica da importação</translation>
    </message>
    <message>
        <source>Accept or cancel the import</source>
        <translation>Aceitar ou cancelar a importação</translation>
    </message>
    <message>
        <source>Accept as the map</source>
        <translation>Aceitar como o mapa</translation>
    </message>
    <message>
        <source>Cancel the import</source>
        <translation>Cancelar a importação</translation>
    </message>
    <message>
        <source>Grid square:</source>
        <translation>Quadrado da grade:</translation>
    </message>
    <message>
        <source>&amp;Merge two</source>
        <translation>&amp;Juntar duas</translation>
    </message>
    <message>
        <source>Split in &amp;halves</source>
        <translation>Dividir ao &amp;meio</translation>
    </message>
    <message>
        <source>Split along a &amp;line</source>
        <translation>Dividir por uma &amp;linha</translation>
    </message>
    <message>
        <source>&amp;Drop</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>Select two neighbouring zones to merge.</source>
        <translation>Selecione duas zonas vizinhas para juntar.</translation>
    </message>
    <message>
        <source>Merged.</source>
        <translation>Juntadas.</translation>
    </message>
    <message>
        <source>Select one zone first.</source>
        <translation>Selecione uma zona primeiro.</translation>
    </message>
    <message>
        <source>Split in two.</source>
        <translation>Dividida em duas.</translation>
    </message>
    <message>
        <source>Click the split line&apos;s first point on the map.</source>
        <translation>Clique no primeiro ponto da linha de divisão no mapa.</translation>
    </message>
    <message>
        <source>Now click its second point.</source>
        <translation>Agora clique no segundo ponto.</translation>
    </message>
    <message>
        <source>Split along the line.</source>
        <translation>Dividida pela linha.</translation>
    </message>
    <message>
        <source>Dropped.</source>
        <translation>Descartada.</translation>
    </message>
    <message>
        <source>Renamed.</source>
        <translation>Renomeada.</translation>
    </message>
</context>
<context>
    <name>PlayersControls</name>
    <message>
        <source>&amp;Fit the revealed area</source>
        <translation>&amp;Enquadrar a área revelada</translation>
    </message>
    <message>
        <source>The players&apos; camera: fit the revealed area</source>
        <translation>A câmera dos jogadores: enquadra a área revelada</translation>
    </message>
    <message>
        <source>F&amp;ollow my view</source>
        <translation>&amp;Seguir a minha vista</translation>
    </message>
    <message>
        <source>The players&apos; camera: follow my view</source>
        <translation>A câmera dos jogadores: segue a sua vista</translation>
    </message>
    <message>
        <source>Fi&amp;xed</source>
        <translation>&amp;Fixa</translation>
    </message>
    <message>
        <source>The players&apos; camera: fixed</source>
        <translation>A câmera dos jogadores: fixa</translation>
    </message>
    <message>
        <source>&amp;Fog of war</source>
        <translation>&amp;Névoa de guerra</translation>
    </message>
    <message>
        <source>Hide every zone the players haven&apos;t seen</source>
        <translation>Esconde toda zona que os jogadores ainda não viram</translation>
    </message>
    <message>
        <source>Reveal what PCs see &amp;automatically</source>
        <translation>Revelar &amp;automaticamente o que os PJs veem</translation>
    </message>
    <message>
        <source>A zone a PC stands in or has line of sight into is revealed (undo takes it back)</source>
        <translation>Uma zona onde um PJ está, ou que ele tem em linha de visão, é revelada (desfazer volta atrás)</translation>
    </message>
    <message>
        <source>Show PC hea&amp;lth</source>
        <translation>Mostrar a &amp;saúde dos PJs</translation>
    </message>
    <message>
        <source>The players&apos; screen shows the PCs&apos; health</source>
        <translation>A tela dos jogadores mostra a saúde dos PJs</translation>
    </message>
    <message>
        <source>The players&apos; screen isn&apos;t part of this build.</source>
        <translation>A tela dos jogadores não faz parte desta versão.</translation>
    </message>
    <message>
        <source>&amp;Players&apos; screen</source>
        <translation>&amp;Tela dos jogadores</translation>
    </message>
    <message>
        <source>Open the players&apos; screen: what the table may see, on the monitor you pick</source>
        <translation>Abre a tela dos jogadores: o que a mesa pode ver, no monitor que você escolher</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>&amp;Blackout</source>
        <translation>&amp;Blecaute</translation>
    </message>
    <message>
        <source>Black out the players&apos; screen (or show your blackout picture)</source>
        <translation>Escurece a tela dos jogadores (ou mostra a sua imagem de blecaute)</translation>
    </message>
    <message>
        <source>Blackout &amp;picture…</source>
        <translation>&amp;Imagem do blecaute…</translation>
    </message>
    <message>
        <source>A still picture the players see during a blackout</source>
        <translation>Uma imagem fixa que os jogadores veem durante um blecaute</translation>
    </message>
    <message>
        <source>Plain &amp;black blackout</source>
        <translation>Blecaute &amp;todo preto</translation>
    </message>
    <message>
        <source>Blackouts show plain black</source>
        <translation>Os blecautes mostram só preto</translation>
    </message>
    <message>
        <source>&amp;Reveal selected zones</source>
        <translation>&amp;Revelar as zonas selecionadas</translation>
    </message>
    <message>
        <source>Show the selected zones on the players&apos; screen</source>
        <translation>Mostra as zonas selecionadas na tela dos jogadores</translation>
    </message>
    <message>
        <source>&amp;Hide selected zones</source>
        <translation>&amp;Esconder as zonas selecionadas</translation>
    </message>
    <message>
        <source>Fog the selected zones, even while a PC looks into them</source>
        <translation>Cobre de névoa as zonas selecionadas, mesmo que um PJ esteja olhando para elas</translation>
    </message>
    <message>
        <source>Reveal &amp;whole map</source>
        <translation>Revelar o &amp;mapa inteiro</translation>
    </message>
    <message>
        <source>Lift the fog from every zone</source>
        <translation>Tira a névoa de todas as zonas</translation>
    </message>
    <message>
        <source>Fog whole &amp;map</source>
        <translation>Cobrir o mapa inteiro de né&amp;voa</translation>
    </message>
    <message>
        <source>Fog every zone again (PCs still reveal what they see, if that is on)</source>
        <translation>Cobre de névoa todas as zonas de novo (os PJs ainda revelam o que veem, se isso estiver ligado)</translation>
    </message>
    <message>
        <source>Players&apos; screen &amp;on</source>
        <translation>Tela dos jogadores &amp;em</translation>
    </message>
    <message>
        <source>Players&apos; &amp;camera</source>
        <translation>&amp;Câmera dos jogadores</translation>
    </message>
    <message>
        <source>Show Players&apos; view</source>
        <translation>Mostrar a vista dos jogadores</translation>
    </message>
    <message>
        <source>Show to players</source>
        <translation>Mostrar aos jogadores</translation>
    </message>
    <message>
        <source>Hide from players</source>
        <translation>Esconder dos jogadores</translation>
    </message>
    <message>
        <source>Name shown to players…</source>
        <translation>Nome mostrado aos jogadores…</translation>
    </message>
    <message>
        <source>Name shown to players</source>
        <translation>Nome mostrado aos jogadores</translation>
    </message>
    <message>
        <source>Select the zones to reveal first (click a zone, Ctrl+click for more).</source>
        <translation>Selecione primeiro as zonas a revelar (clique numa zona, Ctrl+clique para mais).</translation>
    </message>
    <message>
        <source>Select the zones to hide first (click a zone, Ctrl+click for more).</source>
        <translation>Selecione primeiro as zonas a esconder (clique numa zona, Ctrl+clique para mais).</translation>
    </message>
    <message>
        <source>The players&apos; screen calls {name} &apos;{label}&apos;.</source>
        <translation>A tela dos jogadores chama {name} de &apos;{label}&apos;.</translation>
    </message>
    <message>
        <source>There is no screen &apos;{name}&apos; any more.</source>
        <translation>Não há mais nenhuma tela &apos;{name}&apos;.</translation>
    </message>
    <message>
        <source>The players&apos; screen goes on {name}.</source>
        <translation>A tela dos jogadores vai para {name}.</translation>
    </message>
    <message>
        <source>Screen {number}</source>
        <translation>Tela {number}</translation>
    </message>
    <message>
        <source>Players&apos; screen on {screen}</source>
        <translation>Tela dos jogadores em {screen}</translation>
    </message>
    <message>
        <source>{file} is not a picture Zonekeeper can read.</source>
        <translation>{file} não é uma imagem que o Zonekeeper consiga ler.</translation>
    </message>
    <message>
        <source>Blackouts show {file}.</source>
        <translation>Os blecautes mostram {file}.</translation>
    </message>
    <message>
        <source>Blackouts show plain black.</source>
        <translation>Os blecautes mostram só preto.</translation>
    </message>
</context>
<context>
    <name>PlayersMapView</name>
    <message>
        <source>Map shown to the players</source>
        <translation>Mapa mostrado aos jogadores</translation>
    </message>
</context>
<context>
    <name>PlayersPreviewDock</name>
    <message>
        <source>Players&apos; view</source>
        <translation>Vista dos jogadores</translation>
    </message>
    <message>
        <source>What the players see</source>
        <translation>O que os jogadores veem</translation>
    </message>
</context>
<context>
    <name>PlayersWindow</name>
    <message>
        <source>Zonekeeper — players&apos; screen</source>
        <translation>Zonekeeper — tela dos jogadores</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>Tela dos jogadores</translation>
    </message>
    <message>
        <source>Players&apos; screen pages</source>
        <translation>Páginas da tela dos jogadores</translation>
    </message>
    <message>
        <source>Map and turn order</source>
        <translation>Mapa e ordem dos turnos</translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source>{skill} roll for {name}</source>
        <translation>Rolagem de {skill} para {name}</translation>
    </message>
    <message>
        <source>{skill} roll — {name}</source>
        <translation>Rolagem de {skill} — {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; rolls &lt;b&gt;{skill}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; rola &lt;b&gt;{skill}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Why: {why}.</source>
        <translation>Por quê: {why}.</translation>
    </message>
    <message>
        <source>On a failure: {outcome}.</source>
        <translation>Em caso de falha: {outcome}.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Dados rolados</translation>
    </message>
    <message>
        <source>Roll verdict</source>
        <translation>Resultado da rolagem</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Sucesso</translation>
    </message>
    <message>
        <source>The roll succeeded</source>
        <translation>A rolagem teve sucesso</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falha</translation>
    </message>
    <message>
        <source>The roll failed</source>
        <translation>A rolagem falhou</translation>
    </message>
    <message>
        <source>Roll dice</source>
        <translation>Rolar os dados</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Rolar os dados</translation>
    </message>
    <message>
        <source>Roll it at the table, then say how it went.</source>
        <translation>Role na mesa e depois diga como foi.</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no {stats}: fill it in, or roll at the table and say how it went.</source>
        <translation>A ficha de {name} não tem {stats}: preencha, ou role na mesa e diga como foi.</translation>
    </message>
    <message>
        <source>Dice: {dice}.</source>
        <translation>Dados: {dice}.</translation>
    </message>
    <message>
        <source>(no dice)</source>
        <translation>(nenhum dado)</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Sucesso</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Falha</translation>
    </message>
</context>
<context>
    <name>RulesetDialog</name>
    <message>
        <source>Ruleset of the new encounter</source>
        <translation>Sistema de regras do novo encontro</translation>
    </message>
    <message>
        <source>New encounter — ruleset</source>
        <translation>Novo encontro — sistema de regras</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <translation>Sistemas de regras</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>semente {seed}</translation>
    </message>
    <message>
        <source>The ruleset decides the turn order, actions, tracks and attacks.</source>
        <translation>O sistema de regras decide a ordem dos turnos, as ações, as trilhas e os ataques.</translation>
    </message>
    <message>
        <source>Create or cancel</source>
        <translation>Criar ou cancelar</translation>
    </message>
</context>
<context>
    <name>RulesetSettingsDialog</name>
    <message>
        <source>Other settings</source>
        <translation>Outras configurações</translation>
    </message>
    <message>
        <source>{ruleset} settings</source>
        <translation>Configurações de {ruleset}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Settings problem</source>
        <translation>Problema nas configurações</translation>
    </message>
    <message>
        <source>OK or Cancel</source>
        <translation>OK ou Cancelar</translation>
    </message>
    <message>
        <source>{ruleset} has no settings.</source>
        <translation>{ruleset} não tem configurações.</translation>
    </message>
    <message>
        <source>No settings</source>
        <translation>Sem configurações</translation>
    </message>
    <message>
        <source>Settings form</source>
        <translation>Formulário de configurações</translation>
    </message>
    <message>
        <source>{setting}: not a value the app can read ({error}).</source>
        <translation>{setting}: não é um valor que o programa consiga ler ({error}).</translation>
    </message>
</context>
<context>
    <name>SheetForm</name>
    <message>
        <source>Character sheet</source>
        <translation>Ficha de personagem</translation>
    </message>
    <message>
        <source>This ruleset declares no character sheet yet: edit the stats as JSON below.</source>
        <translation>Este sistema de regras ainda não declara uma ficha de personagem: edite os atributos como JSON abaixo.</translation>
    </message>
    <message>
        <source>Advanced: stats as JSON</source>
        <translation>Avançado: atributos como JSON</translation>
    </message>
    <message>
        <source>Advanced (stats as JSON)</source>
        <translation>Avançado (atributos como JSON)</translation>
    </message>
    <message>
        <source>Combatant stats (JSON)</source>
        <translation>Atributos do combatente (JSON)</translation>
    </message>
    <message>
        <source>Everything the ruleset reads about this combatant, as JSON; applied when you leave the field (one undo step). Bad JSON is refused and nothing changes.</source>
        <translation>Tudo o que o sistema de regras lê sobre este combatente, em JSON; aplicado quando você sai do campo (um passo de desfazer). JSON inválido é recusado e nada muda.</translation>
    </message>
    <message>
        <source>— not set —</source>
        <translation>— não definido —</translation>
    </message>
    <message>
        <source>dice, e.g. 1D8+1</source>
        <translation>dados, p. ex. 1D8+1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Selecionar tudo</translation>
    </message>
    <message>
        <source>New {field} name</source>
        <translation>Nome novo em {field}</translation>
    </message>
    <message>
        <source>New entry…</source>
        <translation>Nova entrada…</translation>
    </message>
    <message>
        <source>New {field} value</source>
        <translation>Valor novo em {field}</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <source>Add to {field}</source>
        <translation>Adicionar a {field}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Remove from {field}</source>
        <translation>Remover de {field}</translation>
    </message>
    <message>
        <source>{field} carried</source>
        <translation>{field} — o que leva</translation>
    </message>
    <message>
        <source>{field} to add</source>
        <translation>{field} — a adicionar</translation>
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
        <translation>Escolha primeiro a entrada a remover.</translation>
    </message>
    <message>
        <source>{field} already has {name}.</source>
        <translation>{field} já tem {name}.</translation>
    </message>
    <message>
        <source>Type the name of the {field} entry to add.</source>
        <translation>Digite o nome da entrada de {field} a adicionar.</translation>
    </message>
    <message>
        <source>Stats of {name}: not valid JSON ({error}, line {line}).</source>
        <translation>Atributos de {name}: JSON inválido ({error}, linha {line}).</translation>
    </message>
    <message>
        <source>Stats of {name}: an object {{…}} of names and values.</source>
        <translation>Atributos de {name}: um objeto {{…}} de nomes e valores.</translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <source>User guide</source>
        <translation>Guia do usuário</translation>
    </message>
    <message>
        <source>Zonekeeper — User guide</source>
        <translation>Zonekeeper — Guia do usuário</translation>
    </message>
    <message>
        <source>Guide pages</source>
        <translation>Páginas do guia</translation>
    </message>
    <message>
        <source>Guide page</source>
        <translation>Página do guia</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sumário</translation>
    </message>
    <message>
        <source>The user guide is missing: no README.md in {folder}.</source>
        <translation>O guia do usuário está faltando: não há README.md em {folder}.</translation>
    </message>
</context>
<context>
    <name>WeaponEditor</name>
    <message>
        <source>table</source>
        <translation>tabela</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>sua</translation>
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
        <translation>Origem</translation>
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
        <translation>As armas deste sistema de regras não são editadas aqui.</translation>
    </message>
    <message>
        <source>Weapon editor message</source>
        <translation>Mensagem do editor de armas</translation>
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
        <translation>Nova</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Salvar alterações</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Apagar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>From the table: copy it to edit.</source>
        <translation>Da tabela: copie para editar.</translation>
    </message>
    <message>
        <source>Copied: edit it and save.</source>
        <translation>Copiada: edite e salve.</translation>
    </message>
    <message>
        <source>New weapon</source>
        <translation>Arma nova</translation>
    </message>
    <message>
        <source>New weapon: edit and save.</source>
        <translation>Arma nova: edite e salve.</translation>
    </message>
    <message>
        <source>Only your own weapons are edited: copy a table weapon first.</source>
        <translation>Só as suas próprias armas são editadas: copie primeiro uma arma da tabela.</translation>
    </message>
    <message>
        <source>{name} saved.</source>
        <translation>{name} salva.</translation>
    </message>
    <message>
        <source>Weapon deleted.</source>
        <translation>Arma apagada.</translation>
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
        <translation>Fonte: {source}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhum)</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>Engage?</source>
        <translation>Engajar?</translation>
    </message>
    <message>
        <source>Should {a} close to Engaged range with {b}? (It costs {a} the ruleset&apos;s action.)</source>
        <translation>{a} deve se aproximar até o alcance Engajado com {b}? (Isso custa a {a} a ação que o sistema de regras pede.)</translation>
    </message>
    <message>
        <source>Zones overlap</source>
        <translation>Zonas sobrepostas</translation>
    </message>
    <message>
        <source>Zones may touch or lie one inside another, but not overlap.</source>
        <translation>Zonas podem se tocar ou ficar uma dentro da outra, mas não se sobrepor.</translation>
    </message>
    <message>
        <source>Cut it to fit</source>
        <translation>Recortar para caber</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>{what} has unsaved changes. Save them first?</source>
        <translation>{what} tem alterações não salvas. Salvar antes?</translation>
    </message>
    <message>
        <source>Archetypes</source>
        <translation>Arquétipos</translation>
    </message>
    <message>
        <source>NPCs</source>
        <translation>PNJs</translation>
    </message>
    <message>
        <source>Creatures</source>
        <translation>Criaturas</translation>
    </message>
    <message>
        <source>Vehicles</source>
        <translation>Veículos</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Outros</translation>
    </message>
    <message>
        <source>Zonekeeper characters (*.zkchar);;All files (*)</source>
        <translation>Personagens do Zonekeeper (*.zkchar);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Add from character file</source>
        <translation>Adicionar de um arquivo de personagens</translation>
    </message>
    <message>
        <source>Save characters</source>
        <translation>Salvar personagens</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>How many copies of {name}?</source>
        <translation>Quantas cópias de {name}?</translation>
    </message>
    <message>
        <source>initiative cards, lowest first</source>
        <translation>cartas de iniciativa, a menor primeiro</translation>
    </message>
    <message>
        <source>DEX ranks, highest first</source>
        <translation>posições de DES, a maior primeiro</translation>
    </message>
    <message>
        <source>3d6 initiative, highest first</source>
        <translation>iniciativa em 3d6, a maior primeiro</translation>
    </message>
    <message>
        <source>rolled initiative totals, highest first</source>
        <translation>totais de iniciativa rolados, o maior primeiro</translation>
    </message>
    <message>
        <source>clockwise seating from the GM&apos;s left</source>
        <translation>lugares à mesa em sentido horário, a partir da esquerda do mestre</translation>
    </message>
    <message>
        <source>Year Zero Engine</source>
        <translation>Year Zero Engine</translation>
    </message>
    <message>
        <source>Year Zero Engine combat (zones, borders, slow and fast actions).</source>
        <translation>Combate do Year Zero Engine (zonas, bordas, ações lentas e rápidas).</translation>
    </message>
    <message>
        <source>Basic Roleplaying (d100)</source>
        <translation>Basic Roleplaying (d100)</translation>
    </message>
    <message>
        <source>Basic Roleplaying (d100): DEX ranks, percentile skills, hit points, the spot rules.</source>
        <translation>Basic Roleplaying (d100): posições de DES, perícias percentuais, pontos de vida, as regras de situação.</translation>
    </message>
    <message>
        <source>WWII infantry (Batalha de Infantaria)</source>
        <translation>Batalha de Infantaria (Segunda Guerra)</translation>
    </message>
    <message>
        <source>WWII infantry (Batalha de Infantaria): one action a round, PO ÷ PD attacks.</source>
        <translation>Batalha de Infantaria (Segunda Guerra): uma ação por rodada, ataques PO ÷ PD.</translation>
    </message>
    <message>
        <source>d20</source>
        <translation>d20</translation>
    </message>
    <message>
        <source>d20 combat: initiative totals, surprise round, standard + move actions, PV.</source>
        <translation>Combate d20: totais de iniciativa, rodada surpresa, ações padrão + de movimento, PV.</translation>
    </message>
    <message>
        <source>2d6 pulp</source>
        <translation>Pulp 2d6</translation>
    </message>
    <message>
        <source>2d6 pulp combat: clockwise seating, a move and an action, consequences, PV and PC.</source>
        <translation>Combate pulp 2d6: lugares em sentido horário, um movimento e uma ação, consequências, PV e PC.</translation>
    </message>
    <message>
        <source>Turn order: {order}.</source>
        <translation>Ordem dos turnos: {order}.</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg);;All files (*)</source>
        <translation>Imagens (*.png *.jpg *.jpeg);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Map background image</source>
        <translation>Imagem de fundo do mapa</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <source>shapely (with GEOS, LGPL-2.1)</source>
        <translation>shapely (com GEOS, LGPL-2.1)</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versão</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licença</translation>
    </message>
    <message>
        <source>Qt and PySide6 are used under the GNU LGPL v3: you may replace them with your own build; their source is at {link}.</source>
        <translation>Qt e PySide6 são usados sob a GNU LGPL v3: você pode substituí-los por uma compilação sua; o código-fonte deles está em {link}.</translation>
    </message>
    <message>
        <source>Run tabletop-RPG combat on a zone map: zones, borders, range bands, line of sight, initiative.</source>
        <translation>Conduza combates de RPG de mesa num mapa de zonas: zonas, bordas, faixas de alcance, linha de visão, iniciativa.</translation>
    </message>
    <message>
        <source>Bundled libraries</source>
        <translation>Bibliotecas incluídas</translation>
    </message>
    <message>
        <source>Drag a token</source>
        <translation>Arraste um marcador</translation>
    </message>
    <message>
        <source>Drag a combatant&apos;s token into another zone to move it.</source>
        <translation>Arraste o marcador de um combatente para outra zona para movê-lo.</translation>
    </message>
    <message>
        <source>Range &amp; sight</source>
        <translation>Alcance e visão</translation>
    </message>
    <message>
        <source>Pick Range &amp; sight{keys}, then click two tokens: the range band and what blocks the line of sight.</source>
        <translation>Escolha Alcance e visão{keys} e clique em dois marcadores: a faixa de alcance e o que bloqueia a linha de visão.</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Próximo turno</translation>
    </message>
    <message>
        <source>Next turn{keys} passes the initiative on.</source>
        <translation>Próximo turno{keys} passa a iniciativa adiante.</translation>
    </message>
    <message>
        <source>Edit the map</source>
        <translation>Edite o mapa</translation>
    </message>
    <message>
        <source>Edit mode{keys} draws zones, borders and doors.</source>
        <translation>O modo de edição{keys} desenha zonas, bordas e portas.</translation>
    </message>
</context>
<context>
    <name>players</name>
    <message>
        <source>Engaged</source>
        <translation>Engajado</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Curto</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Longo</translation>
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
        <translation>(leitura padrão)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhum)</translation>
    </message>
    <message>
        <source>&amp;Ruleset settings…</source>
        <translation>Configurações do &amp;sistema de regras…</translation>
    </message>
    <message>
        <source>Ruleset settings</source>
        <translation>Configurações do sistema de regras</translation>
    </message>
    <message>
        <source>Every setting of the encounter&apos;s ruleset (crit triggers, dice mode …)</source>
        <translation>Todas as configurações do sistema de regras do encontro (gatilhos de crítico, modo dos dados …)</translation>
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
        <translation>A tabela de armas: copie uma arma para editá-la, ou crie a sua</translation>
    </message>
</context>
</TS>
