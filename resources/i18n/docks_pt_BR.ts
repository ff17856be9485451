<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>ActionsPanel</name>
    <message>
        <source>Slow actions</source>
        <translation>Ações lentas</translation>
    </message>
    <message>
        <source>Fast actions</source>
        <translation>Ações rápidas</translation>
    </message>
    <message>
        <source>Free actions (own turn)</source>
        <translation>Ações livres (no próprio turno)</translation>
    </message>
    <message>
        <source>Out of turn</source>
        <translation>Fora do turno</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Ações</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Testes</translation>
    </message>
    <message>
        <source>Actions that cost DEX ranks</source>
        <translation>Ações que custam posições de DES</translation>
    </message>
    <message>
        <source>{Kind} actions</source>
        <translation>Ações: {Kind}</translation>
    </message>
    <message>
        <source>Whom or where the action is aimed at: the list re-checks every action against it.</source>
        <translation>Quem ou onde a ação mira: a lista confere cada ação de novo contra esse alvo.</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Quem age</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Alvo</translation>
    </message>
    <message>
        <source>No combatants.</source>
        <translation>Nenhum combatente.</translation>
    </message>
    <message>
        <source> — their turn</source>
        <translation> — é o turno dele</translation>
    </message>
    <message>
        <source>This ruleset offers no action list.</source>
        <translation>Este sistema de regras não oferece lista de ações.</translation>
    </message>
    <message>
        <source>Zone: {name}</source>
        <translation>Zona: {name}</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— nenhum —</translation>
    </message>
    <message>
        <source>{name} (PC)</source>
        <translation>{name} (PJ)</translation>
    </message>
    <message>
        <source>{name} (NPC)</source>
        <translation>{name} (PNJ)</translation>
    </message>
    <message>
        <source>Cover: {name}</source>
        <translation>Cobertura: {name}</translation>
    </message>
    <message>
        <source>  → attack helper</source>
        <translation>  → assistente de ataque</translation>
    </message>
    <message>
        <source>Not now: {reason}</source>
        <translation>Agora não: {reason}</translation>
    </message>
    <message>
        <source>Opens the attack helper, which rolls it and spends the action.</source>
        <translation>Abre o assistente de ataque, que rola o ataque e gasta a ação.</translation>
    </message>
    <message>
        <source>Needs: {what}</source>
        <translation>Exige: {what}</translation>
    </message>
    <message>
        <source>Skill: {skill}</source>
        <translation>Perícia: {skill}</translation>
    </message>
</context>
<context>
    <name>AttackDock</name>
    <message>
        <source>Throw it</source>
        <translation>Arremessar</translation>
    </message>
    <message>
        <source>Throw a weapon that can be thrown (a spear, a knife)</source>
        <translation>Arremessar uma arma que pode ser arremessada (uma lança, uma faca)</translation>
    </message>
    <message>
        <source>Full auto</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Start a basic full-auto burst</source>
        <translation>Começar uma rajada automática básica</translation>
    </message>
    <message>
        <source>Dice pool: each 6 is a success, each 1 a bane.</source>
        <translation>Parada de dados: cada 6 é um sucesso, cada 1 uma desgraça.</translation>
    </message>
    <message>
        <source>Step dice (A=D12, B=D10, C=D8, D=D6): 6+ is a success, 10+ counts two.</source>
        <translation>Dados de passo (A=D12, B=D10, C=D8, D=D6): 6+ é um sucesso, 10+ conta dois.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Normal attack</source>
        <translation>Ataque normal</translation>
    </message>
    <message>
        <source>Disarm</source>
        <translation>Desarmar</translation>
    </message>
    <message>
        <source>Knock down</source>
        <translation>Derrubar</translation>
    </message>
    <message>
        <source>Shove</source>
        <translation>Empurrar</translation>
    </message>
    <message>
        <source>Grapple</source>
        <translation>Agarrar</translation>
    </message>
    <message>
        <source>Unarmed special attacks: disarm, knock down, shove, grapple</source>
        <translation>Ataques especiais desarmados: desarmar, derrubar, empurrar, agarrar</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Alvo</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificador</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origem</translation>
    </message>
    <message>
        <source>Keep the roll open</source>
        <translation>Manter a rolagem aberta</translation>
    </message>
    <message>
        <source>Roll, then decide: push the roll or accept it</source>
        <translation>Role e depois decida: forçar a rolagem ou aceitá-la</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Forçar</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceitar</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>{help} (a GM override: the log says so)</source>
        <translation>{help} (uma decisão do Mestre: o registro anota)</translation>
    </message>
    <message>
        <source>GM override: {what} — logged</source>
        <translation>Decisão do Mestre: {what} — registrada</translation>
    </message>
    <message>
        <source>GM override — logged</source>
        <translation>Decisão do Mestre — registrada</translation>
    </message>
    <message>
        <source>Situation ({n} set)</source>
        <translation>Situação ({n} marcadas)</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Free attack owed (failed retreat): {pairs}</source>
        <translation>Ataque gratuito devido (retirada fracassada): {pairs}</translation>
    </message>
    <message>
        <source>{name} (PC)</source>
        <translation>{name} (PJ)</translation>
    </message>
    <message>
        <source>{name} (NPC)</source>
        <translation>{name} (PNJ)</translation>
    </message>
    <message>
        <source>Pick an attacker and a target.</source>
        <translation>Escolha um atacante e um alvo.</translation>
    </message>
    <message>
        <source>{weapon} (in hand)</source>
        <translation>{weapon} (na mão)</translation>
    </message>
    <message>
        <source>Other weapon…</source>
        <translation>Outra arma…</translation>
    </message>
    <message>
        <source>Other weapon for {name}</source>
        <translation>Outra arma para {name}</translation>
    </message>
    <message>
        <source>{name} takes up {weapon}.</source>
        <translation>{name} empunha {weapon}.</translation>
    </message>
    <message>
        <source>The target may block (an opposed roll).</source>
        <translation>O alvo pode bloquear (uma rolagem oposta).</translation>
    </message>
    <message>
        <source>First: a {skill} roll.</source>
        <translation>Antes: uma rolagem de {skill}.</translation>
    </message>
    <message>
        <source>a slow action</source>
        <translation>uma ação lenta</translation>
    </message>
    <message>
        <source>a fast action</source>
        <translation>uma ação rápida</translation>
    </message>
    <message>
        <source>free</source>
        <translation>livre</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>corpo a corpo</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>à distância</translation>
    </message>
    <message>
        <source>thrown</source>
        <translation>arremesso</translation>
    </message>
    <message>
        <source> — {band} range, {kind}, {action}</source>
        <translation> — alcance {band}, {kind}, {action}</translation>
    </message>
    <message>
        <source>✔ Allowed{details}.</source>
        <translation>✔ Permitido{details}.</translation>
    </message>
    <message>
        <source>✖ Not allowed: {reason}</source>
        <translation>✖ Não permitido: {reason}</translation>
    </message>
    <message>
        <source>No modifiers</source>
        <translation>Sem modificadores</translation>
    </message>
    <message>
        <source>The defender blocks (a fast action, declared before the roll): an opposed roll</source>
        <translation>O defensor bloqueia (uma ação rápida, declarada antes da rolagem): uma rolagem oposta</translation>
    </message>
    <message>
        <source>This attack can&apos;t be blocked.</source>
        <translation>Este ataque não pode ser bloqueado.</translation>
    </message>
    <message>
        <source>HIT</source>
        <translation>ACERTOU</translation>
    </message>
    <message>
        <source>MISS</source>
        <translation>ERROU</translation>
    </message>
    <message>
        <source>ROLLED — push or accept</source>
        <translation>ROLADO — force ou aceite</translation>
    </message>
    <message>
        <source>NO ATTACK</source>
        <translation>SEM ATAQUE</translation>
    </message>
    <message>
        <source>ROLLED</source>
        <translation>ROLADO</translation>
    </message>
    <message>
        <source>1 success</source>
        <translation>1 sucesso</translation>
    </message>
    <message>
        <source>{n} successes</source>
        <translation>{n} sucessos</translation>
    </message>
    <message>
        <source>, {blocked} blocked → {net} net</source>
        <translation>, {blocked} bloqueados → {net} líquidos</translation>
    </message>
    <message>
        <source>; accepting deals {dealt} damage</source>
        <translation>; aceitar causa {dealt} de dano</translation>
    </message>
    <message>
        <source>; accepting works out the damage</source>
        <translation>; aceitar calcula o dano</translation>
    </message>
    <message>
        <source>; damage {dealt}, {taken} got through</source>
        <translation>; dano {dealt}, {taken} passou</translation>
    </message>
    <message>
        <source>{attacker} hits {target}: {dealt} damage, {taken} got through.</source>
        <translation>{attacker} acerta {target}: {dealt} de dano, {taken} passou.</translation>
    </message>
    <message>
        <source>{attacker} misses {target}.</source>
        <translation>{attacker} erra {target}.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s attack on {target} is rolled: push it or accept it.</source>
        <translation>O ataque de {attacker} contra {target} foi rolado: force-o ou aceite-o.</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <source>nobody</source>
        <translation>ninguém</translation>
    </message>
    <message>
        <source>Group {group}: {names}</source>
        <translation>Grupo {group}: {names}</translation>
    </message>
    <message>
        <source>current turn</source>
        <translation>turno atual</translation>
    </message>
    <message>
        <source>has acted</source>
        <translation>já agiu</translation>
    </message>
    <message>
        <source>no turn: {names}</source>
        <translation>sem turno: {names}</translation>
    </message>
    <message>
        <source>Acting now.</source>
        <translation>Agindo agora.</translation>
    </message>
    <message>
        <source>Received in a swap this round: can&apos;t be swapped on until next round.</source>
        <translation>Recebida numa troca nesta rodada: não pode ser trocada de novo até a próxima rodada.</translation>
    </message>
    <message>
        <source>Picked, not drawn (surprise).</source>
        <translation>Escolhida, não comprada (surpresa).</translation>
    </message>
    <message>
        <source>GROUP · {group}</source>
        <translation>GRUPO · {group}</translation>
    </message>
    <message>
        <source>BROKEN</source>
        <translation>QUEBRADO</translation>
    </message>
    <message>
        <source>DYING</source>
        <translation>MORRENDO</translation>
    </message>
    <message>
        <source>DEAD</source>
        <translation>MORTO</translation>
    </message>
    <message>
        <source>Drop to swap these two places.</source>
        <translation>Solte para trocar estes dois lugares.</translation>
    </message>
</context>
<context>
    <name>CombatDock</name>
    <message>
        <source>{title} — not for this ruleset</source>
        <translation>{title} — não neste sistema de regras</translation>
    </message>
    <message>
        <source>This ruleset can&apos;t do that here.</source>
        <translation>Este sistema de regras não faz isso aqui.</translation>
    </message>
</context>
<context>
    <name>CombatDocks</name>
    <message>
        <source>Next &amp;turn</source>
        <translation>Próximo &amp;turno</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Próximo turno</translation>
    </message>
    <message>
        <source>End this turn: the next in the order acts (N)</source>
        <translation>Encerra este turno: o próximo na ordem age (N)</translation>
    </message>
</context>
<context>
    <name>DoorState</name>
    <message>
        <source>Open</source>
        <translation>Aberta</translation>
    </message>
</context>
<context>
    <name>GroupDialog</name>
    <message>
        <source>Group NPCs on one card</source>
        <translation>Agrupar PNJs numa só carta</translation>
    </message>
    <message>
        <source>e.g. Cultists</source>
        <translation>p. ex. Cultistas</translation>
    </message>
    <message>
        <source>Tick the members; drag them into the order they act in.</source>
        <translation>Marque os membros; arraste-os para a ordem em que agem.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
</context>
<context>
    <name>InitiativeDock</name>
    <message>
        <source>a face-down card</source>
        <translation>uma carta virada para baixo</translation>
    </message>
    <message>
        <source>a hidden place</source>
        <translation>um lugar oculto</translation>
    </message>
    <message>
        <source>place {key}</source>
        <translation>lugar {key}</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Deal a card to everyone without one</source>
        <translation>Dá uma carta a todos que ainda não têm</translation>
    </message>
    <message>
        <source>Redraw</source>
        <translation>Comprar de novo</translation>
    </message>
    <message>
        <source>Before the fight: every card goes back and is dealt again</source>
        <translation>Antes da luta: todas as cartas voltam e são distribuídas de novo</translation>
    </message>
    <message>
        <source>Group…</source>
        <translation>Agrupar…</translation>
    </message>
    <message>
        <source>Put NPCs without a card on one shared card, in an order you set</source>
        <translation>Põe PNJs sem carta numa carta compartilhada, na ordem que você definir</translation>
    </message>
    <message>
        <source>Start fight</source>
        <translation>Iniciar luta</translation>
    </message>
    <message>
        <source>The lowest card acts first</source>
        <translation>A carta mais baixa age primeiro</translation>
    </message>
    <message>
        <source>Next turn ▶</source>
        <translation>Próximo turno ▶</translation>
    </message>
    <message>
        <source>End this turn; the next card acts (N)</source>
        <translation>Encerra este turno; a próxima carta age (N)</translation>
    </message>
    <message>
        <source>Next round ⟳</source>
        <translation>Próxima rodada ⟳</translation>
    </message>
    <message>
        <source>Every turn left this round passes; the next round begins</source>
        <translation>Todo turno que resta nesta rodada passa; a próxima rodada começa</translation>
    </message>
    <message>
        <source>End fight</source>
        <translation>Encerrar luta</translation>
    </message>
    <message>
        <source>The cards go back to the deck</source>
        <translation>As cartas voltam ao baralho</translation>
    </message>
    <message>
        <source>Hidden cards</source>
        <translation>Cartas ocultas</translation>
    </message>
    <message>
        <source>Hidden initiative: cards stay face down until the GM calls their number, and are drawn again every round.</source>
        <translation>Iniciativa oculta: as cartas ficam viradas para baixo até o Mestre chamar o número, e são compradas de novo a cada rodada.</translation>
    </message>
    <message>
        <source>card </source>
        <translation>carta </translation>
    </message>
    <message>
        <source>Pick card</source>
        <translation>Escolher carta</translation>
    </message>
    <message>
        <source>Surprise: the surprising combatant picks this card before the others draw</source>
        <translation>Surpresa: quem surpreende escolhe esta carta antes de os outros comprarem</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Entrar</translation>
    </message>
    <message>
        <source>A newcomer draws a card from what is left of the deck</source>
        <translation>Um recém-chegado compra uma carta do que resta do baralho</translation>
    </message>
    <message>
        <source>No card:</source>
        <translation>Sem carta:</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Ações</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Sentar</translation>
    </message>
    <message>
        <source>Take places</source>
        <translation>Tomar posições</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rolar</translation>
    </message>
    <message>
        <source>No cards yet. Press {verb} to deal initiative.</source>
        <translation>Ainda sem cartas. Clique em {verb} para distribuir a iniciativa.</translation>
    </message>
    <message>
        <source>No cards yet. Press {verb} to deal initiative (Group… first to give NPCs one card).</source>
        <translation>Ainda sem cartas. Clique em {verb} para distribuir a iniciativa (antes, Agrupar… para dar uma só carta a PNJs).</translation>
    </message>
    <message>
        <source>{title} dealt</source>
        <translation>{title}: distribuídas</translation>
    </message>
    <message>
        <source>no {title} yet</source>
        <translation>{title}: ainda nada</translation>
    </message>
    <message>
        <source>Drag onto another card to swap (on your own turn, before acting).</source>
        <translation>Arraste para outra carta para trocar (no seu turno, antes de agir).</translation>
    </message>
    <message>
        <source>{verb}: a place in the order ({title}) for everyone without one</source>
        <translation>{verb}: um lugar na ordem ({title}) para todos que não têm</translation>
    </message>
    <message>
        <source>The first in the order acts first</source>
        <translation>O primeiro na ordem age primeiro</translation>
    </message>
    <message>
        <source>End this turn; the next in the order acts (N)</source>
        <translation>Encerra este turno; o próximo na ordem age (N)</translation>
    </message>
    <message>
        <source>End the fight; the order is cleared</source>
        <translation>Encerra a luta; a ordem é apagada</translation>
    </message>
    <message>
        <source>A newcomer joins the order</source>
        <translation>Um recém-chegado entra na ordem</translation>
    </message>
    <message>
        <source>Nobody in the order yet. Press {verb} to set the {title}.</source>
        <translation>Ninguém na ordem ainda. Clique em {verb} para definir: {title}.</translation>
    </message>
    <message>
        <source>the order is set</source>
        <translation>a ordem está definida</translation>
    </message>
    <message>
        <source>no order yet</source>
        <translation>ainda sem ordem</translation>
    </message>
    <message>
        <source>Not in the order:</source>
        <translation>Fora da ordem:</translation>
    </message>
    <message>
        <source>Drag onto another place to swap them, if the rules allow it.</source>
        <translation>Arraste para outro lugar para trocá-los, se as regras permitirem.</translation>
    </message>
    <message>
        <source>Round {round}: {name}&apos;s turn</source>
        <translation>Rodada {round}: turno de {name}</translation>
    </message>
    <message>
        <source>Round {round}: {name}&apos;s turn — at {place}</source>
        <translation>Rodada {round}: turno de {name} — em {place}</translation>
    </message>
    <message>
        <source>Round {round}: {name}&apos;s turn — {place}</source>
        <translation>Rodada {round}: turno de {name} — {place}</translation>
    </message>
    <message>
        <source>Round {round}: nobody can act.</source>
        <translation>Rodada {round}: ninguém pode agir.</translation>
    </message>
    <message>
        <source>Round {round}: {ready} — start the fight.</source>
        <translation>Rodada {round}: {ready} — inicie a luta.</translation>
    </message>
    <message>
        <source>Round {round}: {none}.</source>
        <translation>Rodada {round}: {none}.</translation>
    </message>
    <message>
        <source>This ruleset keeps no turn order.</source>
        <translation>Este sistema de regras não tem ordem de turnos.</translation>
    </message>
    <message>
        <source>Next round ({number})</source>
        <translation>Próxima rodada ({number})</translation>
    </message>
    <message>
        <source>Drop the card on another card.</source>
        <translation>Solte a carta sobre outra carta.</translation>
    </message>
    <message>
        <source>Swap with {name}&apos;s turn</source>
        <translation>Trocar com o turno de {name}</translation>
    </message>
    <message>
        <source>{name} acts earlier</source>
        <translation>{name} age antes</translation>
    </message>
    <message>
        <source>{name} leaves the fight</source>
        <translation>{name} sai da luta</translation>
    </message>
</context>
<context>
    <name>LegendWidget</name>
    <message>
        <source>Wall: blocks sight and movement</source>
        <translation>Parede: bloqueia visão e movimento</translation>
    </message>
    <message>
        <source>Open border</source>
        <translation>Fronteira aberta</translation>
    </message>
    <message>
        <source>Door, closed</source>
        <translation>Porta fechada</translation>
    </message>
    <message>
        <source>Door, open</source>
        <translation>Porta aberta</translation>
    </message>
    <message>
        <source>Door, locked</source>
        <translation>Porta trancada</translation>
    </message>
    <message>
        <source>Hatch, closed / open</source>
        <translation>Escotilha fechada / aberta</translation>
    </message>
    <message>
        <source>Hatch, locked</source>
        <translation>Escotilha trancada</translation>
    </message>
    <message>
        <source>Cluttered zone (Mobility roll to enter)</source>
        <translation>Zona entulhada (teste de Mobilidade para entrar)</translation>
    </message>
    <message>
        <source>Dark zone (no shooting through)</source>
        <translation>Zona escura (não se atira através dela)</translation>
    </message>
    <message>
        <source>Cramped zone (crawl only)</source>
        <translation>Zona apertada (só rastejando)</translation>
    </message>
    <message>
        <source>PC · NPC · Engaged pair</source>
        <translation>PJ · PNJ · par Engajado</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Combat log</source>
        <translation>Registro de combate</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>Exportar Markdown…</translation>
    </message>
    <message>
        <source>1 entry · round {round}</source>
        <translation>1 registro · rodada {round}</translation>
    </message>
    <message>
        <source>{n} entries · round {round}</source>
        <translation>{n} registros · rodada {round}</translation>
    </message>
    <message>
        <source>Export combat log</source>
        <translation>Exportar registro de combate</translation>
    </message>
    <message>
        <source>Markdown (*.md);;All files (*)</source>
        <translation>Markdown (*.md);;Todos os arquivos (*)</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Round {number}</source>
        <translation>Rodada {number}</translation>
    </message>
    <message>
        <source>Before the fight</source>
        <translation>Antes da luta</translation>
    </message>
    <message>
        <source>{kind} (round {round})</source>
        <translation>{kind} (rodada {round})</translation>
    </message>
</context>
<context>
    <name>OpeningsEditor</name>
    <message>
        <source>Openings in the wall</source>
        <translation>Aberturas na parede</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Abertura</translation>
    </message>
    <message>
        <source>Opening kind</source>
        <translation>Tipo de abertura</translation>
    </message>
    <message>
        <source>Opening state</source>
        <translation>Estado da abertura</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aberta</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Fechada</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Trancada</translation>
    </message>
    <message>
        <source>Place along the wall</source>
        <translation>Posição ao longo da parede</translation>
    </message>
    <message>
        <source>Opening width</source>
        <translation>Largura da abertura</translation>
    </message>
    <message>
        <source>Add opening</source>
        <translation>Adicionar abertura</translation>
    </message>
    <message>
        <source>Add an opening to the wall</source>
        <translation>Adiciona uma abertura à parede</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Remove the opening</source>
        <translation>Remove a abertura</translation>
    </message>
    <message>
        <source>Open / close</source>
        <translation>Abrir / fechar</translation>
    </message>
    <message>
        <source>Open or close the opening&apos;s door</source>
        <translation>Abre ou fecha a porta da abertura</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Aberturas</translation>
    </message>
    <message>
        <source>Place (0–1)</source>
        <translation>Posição (0–1)</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largura</translation>
    </message>
    <message>
        <source>Its state</source>
        <translation>Estado</translation>
    </message>
</context>
<context>
    <name>PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation>Propriedades</translation>
    </message>
    <message>
        <source>Select a zone, a border or a combatant on the map.</source>
        <translation>Selecione uma zona, uma fronteira ou um combatente no mapa.</translation>
    </message>
    <message>
        <source>Delete zone</source>
        <translation>Excluir zona</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Características</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>What joins two zones that share no edge: stairs, a ladder, a rope…</source>
        <translation>O que une duas zonas sem aresta em comum: escada, escada de mão, corda…</translation>
    </message>
    <message>
        <source>Open / close</source>
        <translation>Abrir / fechar</translation>
    </message>
    <message>
        <source>Delete border</source>
        <translation>Excluir fronteira</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Ligação</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Estrutura</translation>
    </message>
    <message>
        <source>Open in a window…</source>
        <translation>Abrir numa janela…</translation>
    </message>
    <message>
        <source>The same sheet in its own window (Ctrl+I)</source>
        <translation>A mesma ficha numa janela própria (Ctrl+I)</translation>
    </message>
    <message>
        <source>Remove combatant</source>
        <translation>Remover combatente</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>Postura</translation>
    </message>
    <message>
        <source>Doorway</source>
        <translation>Vão da porta</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Nesta rodada</translation>
    </message>
    <message>
        <source>&lt;b&gt;Character sheet&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ficha de personagem&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cluttered</source>
        <translation>Entulhada</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escura</translation>
    </message>
    <message>
        <source>Cramped</source>
        <translation>Apertada</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aberta</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Parede</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Hatch</source>
        <translation>Escotilha</translation>
    </message>
    <message>
        <source>Link (stairs, ladder, rope)</source>
        <translation>Ligação (escada, escada de mão, corda)</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Fechada</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Trancada</translation>
    </message>
    <message>
        <source>PC</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>De pé</translation>
    </message>
    <message>
        <source>Prone</source>
        <translation>Caído</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zone&lt;/b&gt; &lt;i&gt;{id}&lt;/i&gt;</source>
        <translation>&lt;b&gt;Zona&lt;/b&gt; &lt;i&gt;{id}&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Border&lt;/b&gt; {label}</source>
        <translation>&lt;b&gt;Fronteira&lt;/b&gt; {label}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; in {zone}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; em {zone}</translation>
    </message>
    <message>
        <source> — Engaged with {names}</source>
        <translation> — Engajado com {names}</translation>
    </message>
    <message>
        <source>Not in a doorway</source>
        <translation>Fora do vão da porta</translation>
    </message>
    <message>
        <source>{kind} to {zone}</source>
        <translation>{kind} para {zone}</translation>
    </message>
</context>
<context>
    <name>SightDock</name>
    <message>
        <source>Range &amp;&amp; Sight</source>
        <translation>Alcance &amp;&amp; Visão</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>Show to players</source>
        <translation>Mostrar aos jogadores</translation>
    </message>
    <message>
        <source>Draw this range and sight line on the players&apos; screen too (when both ends are visible to them)</source>
        <translation>Desenha esta linha de alcance e visão também na tela dos jogadores (quando eles veem as duas pontas)</translation>
    </message>
    <message>
        <source>Tool: press R, then click two tokens. Esc clears.</source>
        <translation>Ferramenta: tecle R e clique em dois marcadores. Esc limpa.</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Para</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <source>Sight</source>
        <translation>Visão</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Tiro</translation>
    </message>
</context>
<context>
    <name>SightVerdict</name>
    <message>
        <source>Clear</source>
        <translation>Livre</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Bloqueada</translation>
    </message>
</context>
<context>
    <name>ToolsDock</name>
    <message>
        <source>— (optional)</source>
        <translation>— (opcional)</translation>
    </message>
    <message>
        <source>GM tools</source>
        <translation>Ferramentas do Mestre</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Executar</translation>
    </message>
    <message>
        <source>This ruleset offers no GM tools.</source>
        <translation>Este sistema de regras não oferece ferramentas do Mestre.</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Ferramenta</translation>
    </message>
    <message>
        <source>— {group} —</source>
        <translation>— {group} —</translation>
    </message>
    <message>
        <source>{tip} (optional: may be left blank)</source>
        <translation>{tip} (opcional: pode ficar em branco)</translation>
    </message>
    <message>
        <source>— (none now)</source>
        <translation>— (nenhum agora)</translation>
    </message>
    <message>
        <source>— (the rules work it out)</source>
        <translation>— (as regras calculam)</translation>
    </message>
    <message>
        <source>— (required)</source>
        <translation>— (obrigatório)</translation>
    </message>
    <message>
        <source>This ruleset has no GM tools.</source>
        <translation>Este sistema de regras não tem ferramentas do Mestre.</translation>
    </message>
    <message>
        <source>{tool}: pick a value for {input}.</source>
        <translation>{tool}: escolha um valor para {input}.</translation>
    </message>
    <message>
        <source>{tool} could not run: {error}</source>
        <translation>{tool} não pôde ser executada: {error}</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Feito.</translation>
    </message>
    <message>
        <source>{tool}: done.</source>
        <translation>{tool}: feito.</translation>
    </message>
</context>
<context>
    <name>TracksDock</name>
    <message>
        <source>healed</source>
        <translation>curada</translation>
    </message>
    <message numerus="yes">
        <source>heals in %n day(s)</source>
        <translation>
            <numerusform>cura em %n dia</numerusform>
            <numerusform>cura em %n dias</numerusform>
        </translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>permanente</translation>
    </message>
    <message>
        <source>round</source>
        <translation>rodada</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>turno</translation>
    </message>
    <message>
        <source>stretch</source>
        <translation>trecho</translation>
    </message>
    <message>
        <source>shift</source>
        <translation>jornada</translation>
    </message>
    <message>
        <source>day</source>
        <translation>dia</translation>
    </message>
    <message>
        <source>LETHAL</source>
        <translation>LETAL</translation>
    </message>
    <message>
        <source>time limit: a {limit}</source>
        <translation>limite de tempo: {limit}</translation>
    </message>
    <message>
        <source>death rolls {mod}</source>
        <translation>rolagens de morte {mod}</translation>
    </message>
    <message>
        <source>stabilised</source>
        <translation>estabilizada</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Trilhas</translation>
    </message>
    <message>
        <source>Follows the map selection; pick someone here too.</source>
        <translation>Segue a seleção do mapa; escolha alguém aqui também.</translation>
    </message>
    <message>
        <source>The encounter&apos;s damage system (one for everyone)</source>
        <translation>O sistema de dano do encontro (um para todos)</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatente</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dano</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>After armour and cover</source>
        <translation>Depois da armadura e da cobertura</translation>
    </message>
    <message>
        <source>Who makes the Healing roll (Heal, Stabilise)</source>
        <translation>Quem faz o teste de Cura (Curar, Estabilizar)</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Curar</translation>
    </message>
    <message>
        <source>Healing roll on a broken victim (slow action)</source>
        <translation>Teste de Cura numa vítima quebrada (ação lenta)</translation>
    </message>
    <message>
        <source>Recover a Turn</source>
        <translation>Recuperar um Turno</translation>
    </message>
    <message>
        <source>A Turn has passed: recover on your own</source>
        <translation>Passou um Turno: recupere-se por conta própria</translation>
    </message>
    <message>
        <source>Healer</source>
        <translation>Curandeiro</translation>
    </message>
    <message>
        <source>Armour &amp; cover</source>
        <translation>Armadura e cobertura</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Definir</translation>
    </message>
    <message>
        <source>Put on, repair or take off body armour</source>
        <translation>Vestir, consertar ou tirar a armadura</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>Critical injuries</source>
        <translation>Lesões críticas</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>Física</translation>
    </message>
    <message>
        <source>Mental</source>
        <translation>Mental</translation>
    </message>
    <message>
        <source>D66 (blank: roll)</source>
        <translation>D66 (em branco: rolar)</translation>
    </message>
    <message>
        <source>Roll crit</source>
        <translation>Rolar crítico</translation>
    </message>
    <message>
        <source>Roll D66 or enter it</source>
        <translation>Role D66 ou digite o resultado</translation>
    </message>
    <message>
        <source>Death roll</source>
        <translation>Teste de morte</translation>
    </message>
    <message>
        <source>Stamina roll: failure kills</source>
        <translation>Teste de Vigor: a falha mata</translation>
    </message>
    <message>
        <source>Stabilise</source>
        <translation>Estabilizar</translation>
    </message>
    <message>
        <source>Healing roll by the healer: the time limit moves one step longer</source>
        <translation>Teste de Cura do curandeiro: o prazo fica um passo mais longo</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Efeitos</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>Remover efeito</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mais</translation>
    </message>
    <message>
        <source>Health &amp; Resolve</source>
        <translation>Saúde e Determinação</translation>
    </message>
    <message>
        <source>Attribute damage</source>
        <translation>Dano de atributo</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Condições</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>Estresse</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Fogo</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Força</translation>
    </message>
    <message>
        <source>Agility</source>
        <translation>Agilidade</translation>
    </message>
    <message>
        <source>Wits</source>
        <translation>Astúcia</translation>
    </message>
    <message>
        <source>Empathy</source>
        <translation>Empatia</translation>
    </message>
    <message>
        <source>Damage — {system}</source>
        <translation>Dano — {system}</translation>
    </message>
    <message>
        <source>Healing roll on a broken victim (slow action of the healer)</source>
        <translation>Rolagem de Cura numa vítima quebrada (ação lenta de quem cura)</translation>
    </message>
    <message>
        <source>{name} isn&apos;t broken: Heal only helps a broken victim.</source>
        <translation>{name} não está quebrado: Curar só ajuda uma vítima quebrada.</translation>
    </message>
    <message>
        <source>{name} is DEAD: {cause}</source>
        <translation>{name} está MORTO: {cause}</translation>
    </message>
    <message>
        <source>{name} is DEAD.</source>
        <translation>{name} está MORTO.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>{name} is BROKEN ({sides}) and DYING.</source>
        <translation>{name} está QUEBRADO ({sides}) e MORRENDO.</translation>
    </message>
    <message>
        <source>{name} is DYING: a lethal injury isn&apos;t stabilised.</source>
        <translation>{name} está MORRENDO: uma lesão letal não foi estabilizada.</translation>
    </message>
    <message>
        <source>{name} is BROKEN ({sides}): no actions, no rolls.</source>
        <translation>{name} está QUEBRADO ({sides}): nenhuma ação, nenhuma rolagem.</translation>
    </message>
    <message>
        <source>{name} can fight.</source>
        <translation>{name} pode lutar.</translation>
    </message>
    <message>
        <source>Harm</source>
        <translation>Ferir</translation>
    </message>
    <message>
        <source>One point of harm to {track}, through the rules</source>
        <translation>Um ponto de dano em {track}, pelas regras</translation>
    </message>
    <message>
        <source>Recover one point of {track}</source>
        <translation>Recupera um ponto de {track}</translation>
    </message>
    <message>
        <source>Tick to take it as harm; untick to recover one.</source>
        <translation>Marque para sofrê-lo como dano; desmarque para recuperar um.</translation>
    </message>
    <message>
        <source>{armour} — rating {rating}</source>
        <translation>{armour} — classificação {rating}</translation>
    </message>
    <message>
        <source>{cover} — rating {rating} (ranged attacks only)</source>
        <translation>{cover} — classificação {rating} (só contra ataques à distância)</translation>
    </message>
    <message>
        <source>none (Take cover is a fast action)</source>
        <translation>nenhuma (Procurar cobertura é uma ação rápida)</translation>
    </message>
    <message>
        <source>No critical injuries.</source>
        <translation>Nenhuma lesão crítica.</translation>
    </message>
    <message>
        <source>burning</source>
        <translation>em chamas</translation>
    </message>
    <message>
        <source>Death roll due now: {what}.</source>
        <translation>Rolagem de morte agora: {what}.</translation>
    </message>
    <message>
        <source>Skill modifiers: {mods}</source>
        <translation>Modificadores de perícia: {mods}</translation>
    </message>
    <message>
        <source>No effects.</source>
        <translation>Nenhum efeito.</translation>
    </message>
</context>
<context>
    <name>ZoneGeometryFields</name>
    <message>
        <source>Zone position and size</source>
        <translation>Posição e tamanho da zona</translation>
    </message>
    <message>
        <source>Zone left edge x (metres)</source>
        <translation>Borda esquerda da zona, x (metros)</translation>
    </message>
    <message>
        <source>Zone top edge y (metres)</source>
        <translation>Borda superior da zona, y (metros)</translation>
    </message>
    <message>
        <source>Zone width (metres)</source>
        <translation>Largura da zona (metros)</translation>
    </message>
    <message>
        <source>Zone height (metres)</source>
        <translation>Altura da zona (metros)</translation>
    </message>
    <message>
        <source>Zone size</source>
        <translation>Tamanho da zona</translation>
    </message>
    <message>
        <source>Position (m)</source>
        <translation>Posição (m)</translation>
    </message>
    <message>
        <source>Size (m)</source>
        <translation>Tamanho (m)</translation>
    </message>
    <message>
        <source>A rectangle: type its size.</source>
        <translation>Um retângulo: digite o tamanho.</translation>
    </message>
    <message>
        <source>{w} × {h} m (a polygon: drag its corners)</source>
        <translation>{w} × {h} m (um polígono: arraste os cantos)</translation>
    </message>
    <message>
        <source>{field}: type a number of metres, like 4.5 (not “{text}”).</source>
        <translation>{field}: digite um número de metros, como 4,5 (não “{text}”).</translation>
    </message>
    <message>
        <source>Resize {name}</source>
        <translation>Redimensionar {name}</translation>
    </message>
    <message>
        <source>Move zone {name}</source>
        <translation>Mover a zona {name}</translation>
    </message>
</context>
<context>
    <name>pips</name>
    <message>
        <source>move</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>action</source>
        <translation>ação</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>padrão</translation>
    </message>
    <message>
        <source>standard or move</source>
        <translation>padrão ou movimento</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lenta</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>rápida</translation>
    </message>
    <message>
        <source>free</source>
        <translation>livre</translation>
    </message>
    <message>
        <source>swift</source>
        <translation>veloz</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completa</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>turno</translation>
    </message>
    <message>
        <source>round</source>
        <translation>rodada</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>reação</translation>
    </message>
    <message>
        <source>{marks}  {words} left this round (■ slow or fast, ● fast, ○ spent)</source>
        <translation>{marks}  resta nesta rodada: {words} (■ lenta ou rápida, ● rápida, ○ gasta)</translation>
    </message>
</context>
</TS>
