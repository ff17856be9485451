<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>d20</name>
    <message>
        <source>Agility</source>
        <translation>Agilidade</translation>
    </message>
    <message>
        <source>Alertness</source>
        <translation>Prontidão</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <source>d20 has no cost for {activity!r}</source>
        <translation>O d20 não tem custo para {activity!r}</translation>
    </message>
    <message>
        <source>1 standard or move action (surprise round)</source>
        <translation>1 ação padrão ou de movimento (rodada surpresa)</translation>
    </message>
    <message>
        <source>no actions</source>
        <translation>nenhuma ação</translation>
    </message>
    <message>
        <source>1 standard or move action</source>
        <translation>1 ação padrão ou de movimento</translation>
    </message>
    <message>
        <source>1 move action</source>
        <translation>1 ação de movimento</translation>
    </message>
    <message>
        <source>1 standard + 1 move action (the standard may be used as a second move)</source>
        <translation>1 ação padrão + 1 ação de movimento (a padrão pode ser usada como um segundo movimento)</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>tests</source>
        <translation>testes</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>ataque</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>defesa</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>iniciativa</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Open a door</source>
        <translation>Abrir uma porta</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>Levantar-se</translation>
    </message>
    <message>
        <source>Drop prone</source>
        <translation>Deitar-se</translation>
    </message>
    <message>
        <source>Other standard action</source>
        <translation>Outra ação padrão</translation>
    </message>
    <message>
        <source>Other move action</source>
        <translation>Outra ação de movimento</translation>
    </message>
    <message>
        <source>a weapon called {weapon!r}</source>
        <translation>uma arma chamada {weapon!r}</translation>
    </message>
    <message>
        <source>{name} doesn&apos;t carry {what}: add it to {name}&apos;s weapons first (a logged change of equipment).</source>
        <translation>{name} não carrega {what}: adicione-a às armas de {name} primeiro (uma troca de equipamento registrada).</translation>
    </message>
    <message>
        <source>The situational modifier is a whole number.</source>
        <translation>O modificador situacional é um número inteiro.</translation>
    </message>
    <message>
        <source>The situational modifier is a whole number, not {value!r}.</source>
        <translation>O modificador situacional é um número inteiro, não {value!r}.</translation>
    </message>
    <message>
        <source>The d20 attack has no option {map}.</source>
        <translation>O ataque d20 não tem a opção {map}.</translation>
    </message>
    <message>
        <source>{target} is in another zone: a melee attack reaches only {attacker}&apos;s zone.</source>
        <translation>{target} está em outra zona: um ataque corpo a corpo só alcança a zona de {attacker}.</translation>
    </message>
    <message>
        <source>{target} is not Engaged with {attacker}: a melee attack needs arm&apos;s length (close in first, a move action).</source>
        <translation>{target} não está Engajado com {attacker}: um ataque corpo a corpo precisa de alcance de braço (aproxime-se primeiro, uma ação de movimento).</translation>
    </message>
    <message>
        <source>No damage dice for this attack.</source>
        <translation>Nenhum dado de dano para este ataque.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s sheet has no Attack</source>
        <translation>a ficha de {attacker} não tem Ataque</translation>
    </message>
    <message>
        <source>{target}&apos;s sheet has no Defense</source>
        <translation>a ficha de {target} não tem Defesa</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>{out}: fill it in first.</source>
        <translation>{out}: preencha primeiro.</translation>
    </message>
    <message>
        <source>Nobody attacks themselves.</source>
        <translation>Ninguém ataca a si mesmo.</translation>
    </message>
    <message>
        <source>Not {attacker}&apos;s turn.</source>
        <translation>Não é o turno de {attacker}.</translation>
    </message>
    <message>
        <source>An attack is a standard action; {attacker} has left: {left}.</source>
        <translation>Um ataque é uma ação padrão; {attacker} ainda tem: {left}.</translation>
    </message>
    <message>
        <source>Attack bonus</source>
        <translation>Bônus de ataque</translation>
    </message>
    <message>
        <source>Attack on the sheet (not in the seed)</source>
        <translation>Ataque na ficha (não está na semente)</translation>
    </message>
    <message>
        <source>Effects (attack)</source>
        <translation>Efeitos (ataque)</translation>
    </message>
    <message>
        <source>Effects (tests)</source>
        <translation>Efeitos (testes)</translation>
    </message>
    <message>
        <source>Effects ({key})</source>
        <translation>Efeitos ({key})</translation>
    </message>
    <message>
        <source>timed effects</source>
        <translation>efeitos temporizados</translation>
    </message>
    <message>
        <source>Situational</source>
        <translation>Situacional</translation>
    </message>
    <message>
        <source>{target} is flat-footed; the seed gives it no number (setting d20.flat_footed_defence_penalty = {pen}).</source>
        <translation>{target} está desprevenido; a semente não dá número para isso (configuração d20.flat_footed_defence_penalty = {pen}).</translation>
    </message>
    <message>
        <source>{name} has no kind on the sheet: counted as a melee weapon.</source>
        <translation>{name} não tem tipo na ficha: contada como arma corpo a corpo.</translation>
    </message>
    <message>
        <source>GM allows it although: {blocked}</source>
        <translation>O mestre permite embora: {blocked}</translation>
    </message>
    <message>
        <source>an attack</source>
        <translation>um ataque</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} ataca {target}</translation>
    </message>
    <message>
        <source>{attacker}: attack</source>
        <translation>{attacker}: ataque</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} with {wname}: {dice_text} {mods} = {total} vs {defence_text} — {value}.</source>
        <translation>{attacker} ataca {target} com {wname}: {dice_text} {mods} = {total} contra {defence_text} — {value}.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>acerto</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>erro</translation>
    </message>
    <message>
        <source>{attacker}: damage</source>
        <translation>{attacker}: dano</translation>
    </message>
    <message>
        <source>Damage ({wname}) from {attacker} to {target}: {dice_text}.</source>
        <translation>Dano ({wname}) de {attacker} em {target}: {dice_text}.</translation>
    </message>
    <message>
        <source> Damage {dice_text}: {target} has {pv} HP.</source>
        <translation> Dano {dice_text}: {target} tem {pv} PV.</translation>
    </message>
    <message>
        <source> {target} is down.</source>
        <translation> {target} caiu.</translation>
    </message>
    <message>
        <source> {value} effects {eff}</source>
        <translation> {value} efeitos {eff}</translation>
    </message>
    <message>
        <source>{label} test</source>
        <translation>teste de {label}</translation>
    </message>
    <message>
        <source>attribute_tests.json (seed 003: &apos;tests&apos;; the difficulty is the app&apos;s own)</source>
        <translation>attribute_tests.json (semente 003: &apos;testes&apos;; a dificuldade é do próprio aplicativo)</translation>
    </message>
    <message>
        <source>Not {name}&apos;s turn.</source>
        <translation>Não é o turno de {name}.</translation>
    </message>
    <message>
        <source>{name} is already standing.</source>
        <translation>{name} já está de pé.</translation>
    </message>
    <message>
        <source>{name} is already prone.</source>
        <translation>{name} já está deitado.</translation>
    </message>
    <message>
        <source>There is no closed, unlocked door or hatch here.</source>
        <translation>Não há porta ou escotilha fechada e destrancada aqui.</translation>
    </message>
    <message>
        <source>{name} has no standard action left (left: {left}).</source>
        <translation>{name} não tem mais ação padrão (restam: {left}).</translation>
    </message>
    <message>
        <source>{name} has no move action left (left: {left}).</source>
        <translation>{name} não tem mais ação de movimento (restam: {left}).</translation>
    </message>
    <message>
        <source>{name} has no {kind} action left (left: {left}).</source>
        <translation>{name} não tem mais ação {kind} (restam: {left}).</translation>
    </message>
    <message>
        <source>Unknown d20 action {action!r}.</source>
        <translation>Ação d20 desconhecida {action!r}.</translation>
    </message>
    <message>
        <source>Say whom to attack.</source>
        <translation>Diga quem atacar.</translation>
    </message>
    <message>
        <source>Say where {name} moves.</source>
        <translation>Diga para onde {name} se move.</translation>
    </message>
    <message>
        <source>{target} is not in {name}&apos;s zone.</source>
        <translation>{target} não está na zona de {name}.</translation>
    </message>
    <message>
        <source>There is no zone {target!r}.</source>
        <translation>Não há nenhuma zona {target!r}.</translation>
    </message>
    <message>
        <source>Which door? They lead to {where}.</source>
        <translation>Qual porta? Elas levam a {where}.</translation>
    </message>
    <message>
        <source>There is no closed door towards {towards} here.</source>
        <translation>Não há porta fechada em direção a {towards} aqui.</translation>
    </message>
    <message>
        <source>{name}: open a door</source>
        <translation>{name}: abrir uma porta</translation>
    </message>
    <message>
        <source>free action</source>
        <translation>ação livre</translation>
    </message>
    <message>
        <source>{name}: {action} ({cost}).</source>
        <translation>{name}: {action} ({cost}).</translation>
    </message>
    <message>
        <source>{name}: {action} to {place} ({cost}).</source>
        <translation>{name}: {action} até {place} ({cost}).</translation>
    </message>
    <message>
        <source>{name}: {action} to Engaged range of {place} ({cost}).</source>
        <translation>{name}: {action} até o alcance Engajado de {place} ({cost}).</translation>
    </message>
    <message>
        <source>{name}: {action} towards {place} ({cost}).</source>
        <translation>{name}: {action} em direção a {place} ({cost}).</translation>
    </message>
    <message>
        <source>Initiative (d20)</source>
        <translation>Iniciativa (d20)</translation>
    </message>
    <message>
        <source> (shared roll; bonus of {leader})</source>
        <translation> (rolagem compartilhada; bônus de {leader})</translation>
    </message>
    <message>
        <source>; roll-off {value}</source>
        <translation>; desempate {value}</translation>
    </message>
    <message>
        <source>; joined — acts from round {from_round}</source>
        <translation>; entrou — age a partir da rodada {from_round}</translation>
    </message>
    <message>
        <source>The d20 order follows the initiative totals: change a value (a modifier such as hasted +2) and the order is checked again, without a new roll.</source>
        <translation>A ordem do d20 segue os totais de iniciativa: altere um valor (um modificador como acelerado +2) e a ordem é conferida de novo, sem nova rolagem.</translation>
    </message>
    <message>
        <source>standard or move</source>
        <translation>padrão ou de movimento</translation>
    </message>
    <message>
        <source>standard or move action</source>
        <translation>ação padrão ou de movimento</translation>
    </message>
    <message>
        <source>standard action</source>
        <translation>ação padrão</translation>
    </message>
    <message>
        <source>move action</source>
        <translation>ação de movimento</translation>
    </message>
    <message>
        <source>HP maximum from the sheet (the seed names no damage track).</source>
        <translation>PV máximos da ficha (a semente não dá trilha de dano).</translation>
    </message>
    <message>
        <source>no HP maximum on the sheet</source>
        <translation>sem PV máximos na ficha</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Caído</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Lutando</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>não rolada</translation>
    </message>
    <message>
        <source>1 die + {words} = die {bonus:+d}</source>
        <translation>1 dado + {words} = dado {bonus:+d}</translation>
    </message>
    <message>
        <source>Aware of the enemies</source>
        <translation>Ciente dos inimigos</translation>
    </message>
    <message>
        <source>The GM decides before the fight (set_aware).</source>
        <translation>O mestre decide antes do combate (set_aware).</translation>
    </message>
    <message>
        <source>Flat-footed</source>
        <translation>Desprevenido</translation>
    </message>
    <message>
        <source>Until they act (setting d20.flat_footed_ends).</source>
        <translation>Até agir (configuração d20.flat_footed_ends).</translation>
    </message>
    <message>
        <source>The {track} track can&apos;t be changed by hand.</source>
        <translation>A trilha {track} não pode ser alterada à mão.</translation>
    </message>
    <message>
        <source>Surprised</source>
        <translation>Surpreendido</translation>
    </message>
    <message>
        <source>Situational modifier</source>
        <translation>Modificador situacional</translation>
    </message>
    <message>
        <source>Added to the attack roll (the GM&apos;s call; the seed gives no list).</source>
        <translation>Somado à rolagem de ataque (decisão do mestre; a semente não dá lista).</translation>
    </message>
    <message>
        <source>Hits on {defence} or more ({target}: {defence_text}).</source>
        <translation>Acerta com {defence} ou mais ({target}: {defence_text}).</translation>
    </message>
    <message>
        <source>Damage {damage} off {target}&apos;s HP.</source>
        <translation>Dano {damage} nos PV de {target}.</translation>
    </message>
    <message>
        <source>{label} on {target}</source>
        <translation>{label} em {target}</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>Remover efeito</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatente</translation>
    </message>
    <message>
        <source>Modifier on</source>
        <translation>Modificador em</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificador</translation>
    </message>
    <message>
        <source>Aware</source>
        <translation>Ciente</translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation>Surpresa</translation>
    </message>
    <message>
        <source>Before the fight: some but not all aware opens a surprise round.</source>
        <translation>Antes do combate: alguns, mas não todos, cientes abre uma rodada surpresa.</translation>
    </message>
    <message>
        <source>Awareness test (Alertness)</source>
        <translation>Teste de percepção (Prontidão)</translation>
    </message>
    <message>
        <source>Combatant (empty: everyone)</source>
        <translation>Combatente (vazio: todos)</translation>
    </message>
    <message>
        <source>Before the fight: each tests Alertness; a success is aware of the enemies, a failure surprised (some but not all aware opens a surprise round).</source>
        <translation>Antes do combate: cada um testa Prontidão; um sucesso fica ciente dos inimigos, uma falha surpreendido (alguns, mas não todos, cientes abre uma rodada surpresa).</translation>
    </message>
    <message>
        <source>Attribute test</source>
        <translation>Teste de atributo</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Atributo</translation>
    </message>
    <message>
        <source>What for</source>
        <translation>Para quê</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Testes</translation>
    </message>
    <message>
        <source>1d20 + the attribute + &apos;tests&apos; effects against the test difficulty (Settings: d20.test_difficulty); logged.</source>
        <translation>1d20 + o atributo + efeitos em &apos;testes&apos; contra a dificuldade do teste (Configurações: d20.test_difficulty); registrado.</translation>
    </message>
    <message>
        <source>Join the fight</source>
        <translation>Entrar no combate</translation>
    </message>
    <message>
        <source>Rolls alone; acts from the next round.</source>
        <translation>Rola sozinho; age a partir da próxima rodada.</translation>
    </message>
    <message>
        <source>Initiative modifier</source>
        <translation>Modificador de iniciativa</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por quê</translation>
    </message>
    <message>
        <source>Changes the value without a new roll (hasted +2); the order is checked.</source>
        <translation>Altera o valor sem nova rolagem (acelerado +2); a ordem é conferida.</translation>
    </message>
    <message>
        <source>Effect for some turns</source>
        <translation>Efeito por alguns turnos</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Em</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>Caused by (empty: the target itself)</source>
        <translation>Causado por (vazio: o próprio alvo)</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Efeitos</translation>
    </message>
    <message>
        <source>Counted on the affected creature&apos;s turns, as the seed&apos;s two examples say.</source>
        <translation>Contado nos turnos da criatura afetada, como dizem os dois exemplos da semente.</translation>
    </message>
    <message>
        <source>Effect until the scene ends</source>
        <translation>Efeito até o fim da cena</translation>
    </message>
    <message>
        <source>End the scene</source>
        <translation>Encerrar a cena</translation>
    </message>
    <message>
        <source>Scene-long effects end.</source>
        <translation>Os efeitos que duram a cena terminam.</translation>
    </message>
    <message>
        <source>Give back HP</source>
        <translation>Devolver PV</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Trilhas</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efeito</translation>
    </message>
    <message>
        <source>The d20 ruleset has no tool {tool!r}.</source>
        <translation>O sistema d20 não tem a ferramenta {tool!r}.</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>Nada mudou.</translation>
    </message>
    <message>
        <source>Seed 003: {words}</source>
        <translation>Semente 003: {words}</translation>
    </message>
    <message>
        <source>Round {n}: about {value} s of fighting so far ({seconds} s a round).</source>
        <translation>Rodada {n}: cerca de {value} s de combate até agora ({seconds} s por rodada).</translation>
    </message>
    <message>
        <source>Combat sequence</source>
        <translation>Sequência de combate</translation>
    </message>
    <message>
        <source>Damage is a whole number from 0, not {amount!r}.</source>
        <translation>O dano é um número inteiro a partir de 0, não {amount!r}.</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage</source>
        <translation>{name} sofre {amount} de dano</translation>
    </message>
    <message>
        <source> from {source}</source>
        <translation> de {source}</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage{by}: {pv} of {mx} HP.</source>
        <translation>{name} sofre {amount} de dano{by}: {pv} de {mx} PV.</translation>
    </message>
    <message>
        <source> {name} is down.</source>
        <translation> {name} caiu.</translation>
    </message>
    <message>
        <source>Healing is a whole number from 0, not {amount!r}.</source>
        <translation>A cura é um número inteiro a partir de 0, não {amount!r}.</translation>
    </message>
    <message>
        <source>{name} recovers {amount} HP</source>
        <translation>{name} recupera {amount} PV</translation>
    </message>
    <message>
        <source>{name} recovers {healed} HP{by}: {pv} of {max_pv} HP.</source>
        <translation>{name} recupera {healed} PV{by}: {pv} de {max_pv} PV.</translation>
    </message>
    <message>
        <source>Test which attribute? One of {values}.</source>
        <translation>Testar qual atributo? Um de {values}.</translation>
    </message>
    <message>
        <source>{name}: {keys} test</source>
        <translation>{name}: teste de {keys}</translation>
    </message>
    <message>
        <source>the GM asks for a test</source>
        <translation>o mestre pede um teste</translation>
    </message>
    <message>
        <source>Awareness is decided at the start of the battle; the fight is on.</source>
        <translation>A percepção se decide no início da batalha; o combate já começou.</translation>
    </message>
    <message>
        <source>Nobody is in the encounter to test.</source>
        <translation>Não há ninguém no encontro para testar.</translation>
    </message>
    <message>
        <source>Awareness tests</source>
        <translation>Testes de percepção</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no Alertness: fill it in.</source>
        <translation>A ficha de {name} não tem Prontidão: preencha-a.</translation>
    </message>
    <message>
        <source>aware of the enemies?</source>
        <translation>ciente dos inimigos?</translation>
    </message>
    <message>
        <source>Aware: {value}</source>
        <translation>Cientes: {value}</translation>
    </message>
    <message>
        <source>surprised: {value}</source>
        <translation>surpreendidos: {value}</translation>
    </message>
    <message>
        <source>not tested (no Alertness on the sheet): {skipped}</source>
        <translation>não testados (sem Prontidão na ficha): {skipped}</translation>
    </message>
    <message>
        <source>Awareness tests (Alertness) — </source>
        <translation>Testes de percepção (Prontidão) — </translation>
    </message>
    <message>
        <source> Some but not all are aware: a surprise round comes first.</source>
        <translation> Alguns, mas não todos, estão cientes: primeiro vem uma rodada surpresa.</translation>
    </message>
    <message>
        <source> No surprise round unless some but not all are aware.</source>
        <translation> Não há rodada surpresa a menos que alguns, mas não todos, estejam cientes.</translation>
    </message>
    <message>
        <source>{entry_name}: initiative roll-off</source>
        <translation>{entry_name}: desempate de iniciativa</translation>
    </message>
    <message>
        <source>The initiative order changes (no new roll): {text}.</source>
        <translation>A ordem de iniciativa muda (sem nova rolagem): {text}.</translation>
    </message>
    <message>
        <source>Initiative order</source>
        <translation>Ordem de iniciativa</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Oponentes</translation>
    </message>
    <message>
        <source>{n} acts on the {value} initiative ({entry_value}).</source>
        <translation>{n} age na iniciativa de {value} ({entry_value}).</translation>
    </message>
    <message>
        <source>{who}: initiative</source>
        <translation>{who}: iniciativa</translation>
    </message>
    <message>
        <source>{name} aware</source>
        <translation>{name} ciente</translation>
    </message>
    <message>
        <source>{name} unaware</source>
        <translation>{name} não ciente</translation>
    </message>
    <message>
        <source>{name} is aware of their enemies.</source>
        <translation>{name} está ciente dos inimigos.</translation>
    </message>
    <message>
        <source>{name} is not aware of their enemies.</source>
        <translation>{name} não está ciente dos inimigos.</translation>
    </message>
    <message>
        <source>Initiative tie at {value} ({tb} {prec} each): roll-off ({die}) {rolled} — order {order}.</source>
        <translation>Empate de iniciativa em {value} ({tb} {prec} cada): desempate ({die}) {rolled} — ordem {order}.</translation>
    </message>
    <message>
        <source>{n} acts on the shared initiative ({entry_value}).</source>
        <translation>{n} age na iniciativa compartilhada ({entry_value}).</translation>
    </message>
    <message>
        <source>{bonus:+d} (best Agility + Alertness of {leader})</source>
        <translation>{bonus:+d} (melhor Agilidade + Prontidão, de {leader})</translation>
    </message>
    <message>
        <source>{bonus:+d} (Agility + Alertness)</source>
        <translation>{bonus:+d} (Agilidade + Prontidão)</translation>
    </message>
    <message>
        <source>The GM rolls once for {value} ({members}): {dice_text} {detail} = {total}.</source>
        <translation>O mestre rola uma vez para {value} ({members}): {dice_text} {detail} = {total}.</translation>
    </message>
    <message>
        <source>the opponents</source>
        <translation>os oponentes</translation>
    </message>
    <message>
        <source>{members} rolls initiative: {dice_text} {plus} = {total}.</source>
        <translation>{members} rola iniciativa: {dice_text} {plus} = {total}.</translation>
    </message>
    <message>
        <source> Joining the fight: acts from round {value}.</source>
        <translation> Entrando no combate: age a partir da rodada {value}.</translation>
    </message>
    <message>
        <source> ({n}&apos;s sheet has no {missing}: counted as 0.)</source>
        <translation> (a ficha de {n} não tem {missing}: conta como 0.)</translation>
    </message>
    <message>
        <source>{n} has already rolled initiative ({initiative_of}).</source>
        <translation>{n} já rolou iniciativa ({initiative_of}).</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Rolar iniciativa</translation>
    </message>
    <message>
        <source>{name} is already in the initiative order.</source>
        <translation>{name} já está na ordem de iniciativa.</translation>
    </message>
    <message>
        <source>{name} joins the fight</source>
        <translation>{name} entra no combate</translation>
    </message>
    <message>
        <source>An initiative modifier is a whole number, not {value!r}.</source>
        <translation>Um modificador de iniciativa é um número inteiro, não {value!r}.</translation>
    </message>
    <message>
        <source>{name}: initiative modifier {value:+d}</source>
        <translation>{name}: modificador de iniciativa {value:+d}</translation>
    </message>
    <message>
        <source>: {before} → {after}, no new roll</source>
        <translation>: {before} → {after}, sem nova rolagem</translation>
    </message>
    <message>
        <source>{name}&apos;s initiative modifier is now {value:+d}{why}{change}.</source>
        <translation>O modificador de iniciativa de {name} agora é {value:+d}{why}{change}.</translation>
    </message>
    <message>
        <source>The fight is on: the same initiative applies to every round.</source>
        <translation>O combate já começou: a mesma iniciativa vale para todas as rodadas.</translation>
    </message>
    <message>
        <source>Clear initiative</source>
        <translation>Limpar iniciativa</translation>
    </message>
    <message>
        <source>Flat-footed: not aware of the enemies at the start of the battle.</source>
        <translation>Desprevenido: não estava ciente dos inimigos no início da batalha.</translation>
    </message>
    <message>
        <source>There is nobody to fight.</source>
        <translation>Não há ninguém para lutar.</translation>
    </message>
    <message>
        <source>Roll initiative first: nobody has rolled.</source>
        <translation>Role a iniciativa primeiro: ninguém rolou.</translation>
    </message>
    <message>
        <source>The fight begins with a surprise round (round {number}): only {aware} act — one standard or one move action each. Surprised: {unaware}.</source>
        <translation>O combate começa com uma rodada surpresa (rodada {number}): só {aware} agem — uma ação padrão ou uma de movimento cada. Surpreendidos: {unaware}.</translation>
    </message>
    <message>
        <source>{name}: surprise round</source>
        <translation>{name}: rodada surpresa</translation>
    </message>
    <message>
        <source>The fight begins: round {number}.</source>
        <translation>O combate começa: rodada {number}.</translation>
    </message>
    <message>
        <source>surprise round</source>
        <translation>rodada surpresa</translation>
    </message>
    <message>
        <source>round {number}</source>
        <translation>rodada {number}</translation>
    </message>
    <message>
        <source>{name}&apos;s turn (initiative {value}, {kind}).</source>
        <translation>Turno de {name} (iniciativa {value}, {kind}).</translation>
    </message>
    <message>
        <source>The surprise round is over.</source>
        <translation>A rodada surpresa acabou.</translation>
    </message>
    <message>
        <source>{name} is down (0 HP).</source>
        <translation>{name} caiu (0 PV).</translation>
    </message>
    <message>
        <source>{name} is surprised: no action in the surprise round.</source>
        <translation>{name} está surpreendido: nenhuma ação na rodada surpresa.</translation>
    </message>
    <message>
        <source>The fight hasn&apos;t started: roll initiative and start it first.</source>
        <translation>O combate não começou: role a iniciativa e comece-o primeiro.</translation>
    </message>
    <message>
        <source>End of scene</source>
        <translation>Fim da cena</translation>
    </message>
    <message>
        <source>weapons or armour the sheet can&apos;t read ({exc})</source>
        <translation>armas ou armaduras que a ficha não consegue ler ({exc})</translation>
    </message>
    <message>
        <source>Turns and attacks</source>
        <translation>Turnos e ataques</translation>
    </message>
    <message>
        <source>Tests and scenes</source>
        <translation>Testes e cenas</translation>
    </message>
    <message>
        <source> (Zonekeeper&apos;s own reading)</source>
        <translation> (leitura do Zonekeeper)</translation>
    </message>
    <message>
        <source>Initiative die</source>
        <translation>Dado de iniciativa</translation>
    </message>
    <message>
        <source>The dice of an initiative test and its roll-off (&apos;1 dado&apos; has no size).</source>
        <translation>Os dados de um teste de iniciativa e de seu desempate (&apos;1 dado&apos; não tem tamanho).</translation>
    </message>
    <message>
        <source>Initiative tie-break stat</source>
        <translation>Atributo de desempate da iniciativa</translation>
    </message>
    <message>
        <source>The stat that breaks initiative ties first (the seed: Precision).</source>
        <translation>O atributo que desempata a iniciativa primeiro (a semente: Precisão).</translation>
    </message>
    <message>
        <source>One initiative roll per NPC group</source>
        <translation>Uma rolagem de iniciativa por grupo de NPCs</translation>
    </message>
    <message>
        <source>Off: the Narrator makes one roll for every opponent; on: one per stat &apos;group&apos;.</source>
        <translation>Desligado: o Narrador faz uma rolagem para todos os oponentes; ligado: uma por &apos;group&apos; na ficha.</translation>
    </message>
    <message>
        <source>A shared roll adds the bonus of</source>
        <translation>Uma rolagem compartilhada soma o bônus de</translation>
    </message>
    <message>
        <source>The best member&apos;s Agility + Alertness, or the group leader&apos;s.</source>
        <translation>A Agilidade + Prontidão do melhor membro, ou a do líder do grupo.</translation>
    </message>
    <message>
        <source>Actions per turn</source>
        <translation>Ações por turno</translation>
    </message>
    <message>
        <source>A standard and a move action, optionally two moves instead (d20 convention).</source>
        <translation>Uma ação padrão e uma de movimento, ou opcionalmente dois movimentos (convenção d20).</translation>
    </message>
    <message>
        <source>Flat-footed ends</source>
        <translation>Desprevenido termina</translation>
    </message>
    <message>
        <source>When a combatant stops being flat-footed: at their first turn, its end, or by the GM.</source>
        <translation>Quando um combatente deixa de estar desprevenido: no seu primeiro turno, no fim dele, ou pelo mestre.</translation>
    </message>
    <message>
        <source>Flat-footed Defense penalty</source>
        <translation>Penalidade de Defesa de desprevenido</translation>
    </message>
    <message>
        <source>Subtracted from a flat-footed combatant&apos;s Defense (the seed gives no number).</source>
        <translation>Subtraída da Defesa de um combatente desprevenido (a semente não dá número).</translation>
    </message>
    <message>
        <source>Melee reaches</source>
        <translation>Alcance corpo a corpo</translation>
    </message>
    <message>
        <source>Engaged range (closing in is a move action) or anyone in the attacker&apos;s zone.</source>
        <translation>Alcance Engajado (aproximar-se é uma ação de movimento) ou qualquer um na zona do atacante.</translation>
    </message>
    <message>
        <source>A scene ends</source>
        <translation>Uma cena termina</translation>
    </message>
    <message>
        <source>When the fight ends (scene-long effects end), or only when the GM says so.</source>
        <translation>Quando o combate termina (os efeitos de cena terminam), ou só quando o mestre diz.</translation>
    </message>
    <message>
        <source>Attribute test difficulty</source>
        <translation>Dificuldade de teste de atributo</translation>
    </message>
    <message>
        <source>What 1d20 + attribute must reach (the seed gives no difficulty: the app&apos;s own).</source>
        <translation>O que 1d20 + atributo deve alcançar (a semente não dá dificuldade: é do próprio aplicativo).</translation>
    </message>
    <message>
        <source>when the GM says so</source>
        <translation>quando o Mestre disser</translation>
    </message>
    <message>
        <source>a standard and a move action, or two moves</source>
        <translation>uma ação padrão e uma de movimento, ou dois movimentos</translation>
    </message>
    <message>
        <source>a standard and a move action</source>
        <translation>uma ação padrão e uma de movimento</translation>
    </message>
    <message>
        <source>at their first turn</source>
        <translation>no seu primeiro turno</translation>
    </message>
    <message>
        <source>at the end of their first turn</source>
        <translation>no fim do seu primeiro turno</translation>
    </message>
    <message>
        <source>when the fight ends</source>
        <translation>quando a luta termina</translation>
    </message>
    <message>
        <source>the best member</source>
        <translation>o melhor membro</translation>
    </message>
    <message>
        <source>the leader</source>
        <translation>o líder</translation>
    </message>
    <message>
        <source>Engaged range</source>
        <translation>Alcance Engajado</translation>
    </message>
    <message>
        <source>anyone in the attacker&apos;s zone</source>
        <translation>qualquer um na zona do atacante</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Defesa</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armaduras</translation>
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
        <source>{name} — Defense {defesa:+d}</source>
        <translation>{name} — Defesa {defesa:+d}</translation>
    </message>
    <message>
        <source>Initiative group (NPCs)</source>
        <translation>Grupo de iniciativa (NPCs)</translation>
    </message>
    <message>
        <source>NPCs of one group share a roll (setting d20.opponent_initiative_per_group).</source>
        <translation>NPCs de um mesmo grupo compartilham uma rolagem (configuração d20.opponent_initiative_per_group).</translation>
    </message>
    <message>
        <source>{name}: the seed names it but gives no range; the app takes −5 to 20.</source>
        <translation>{name}: a semente o cita mas não dá faixa; o aplicativo usa de −5 a 20.</translation>
    </message>
    <message>
        <source>Added to the d20 attack roll.</source>
        <translation>Somado à rolagem de ataque d20.</translation>
    </message>
    <message>
        <source>Defense (base)</source>
        <translation>Defesa (base)</translation>
    </message>
    <message>
        <source>Without armour&apos;s bonus.</source>
        <translation>Sem o bônus da armadura.</translation>
    </message>
    <message>
        <source>Initiative bonus (Agility + Alertness)</source>
        <translation>Bônus de iniciativa (Agilidade + Prontidão)</translation>
    </message>
    <message>
        <source>Added to 1 die at initiative.</source>
        <translation>Somado a 1 dado na iniciativa.</translation>
    </message>
    <message>
        <source>Defense (total)</source>
        <translation>Defesa (total)</translation>
    </message>
    <message>
        <source>armour.json (the app&apos;s own)</source>
        <translation>armour.json (do próprio aplicativo)</translation>
    </message>
    <message>
        <source>Defense (base) + armour: what an attack must reach.</source>
        <translation>Defesa (base) + armadura: o que um ataque deve alcançar.</translation>
    </message>
    <message>
        <source>HP (maximum)</source>
        <translation>PV (máximo)</translation>
    </message>
    <message>
        <source>At 0 HP or less: down.</source>
        <translation>Com 0 PV ou menos: caído.</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Derived values</source>
        <translation>Valores derivados</translation>
    </message>
    <message>
        <source>Carried; everyone can strike Unarmed.</source>
        <translation>Carregadas; todos podem golpear Desarmado.</translation>
    </message>
    <message>
        <source>Each piece adds its bonus to Defense.</source>
        <translation>Cada peça soma seu bônus à Defesa.</translation>
    </message>
    <message>
        <source>Weapon {i} needs a name.</source>
        <translation>A arma {i} precisa de um nome.</translation>
    </message>
    <message>
        <source>{name} needs its damage dice (such as 1d8).</source>
        <translation>{name} precisa de seus dados de dano (como 1d8).</translation>
    </message>
    <message>
        <source>{name}&apos;s damage: {exc}</source>
        <translation>Dano de {name}: {exc}</translation>
    </message>
    <message>
        <source>{name} is a melee or a ranged weapon (got {kind!r}).</source>
        <translation>{name} é uma arma corpo a corpo ou à distância (recebido: {kind!r}).</translation>
    </message>
    <message>
        <source>Armour piece {i} needs a name.</source>
        <translation>A peça de armadura {i} precisa de um nome.</translation>
    </message>
    <message>
        <source>{name}&apos;s Defense bonus must be a whole number from 0 to 20.</source>
        <translation>O bônus de Defesa de {name} deve ser um número inteiro de 0 a 20.</translation>
    </message>
</context>
</TS>
