<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>yze</name>
    <message>
        <source>Mobility</source>
        <translation>Mobilidade</translation>
    </message>
    <message>
        <source>Close Combat</source>
        <translation>Combate Corpo a Corpo</translation>
    </message>
    <message>
        <source>Ranged Combat</source>
        <translation>Pontaria</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>Observação</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Cura</translation>
    </message>
    <message>
        <source>YZE has no cost for {activity!r}</source>
        <translation>O YZE não tem custo para {activity!r}</translation>
    </message>
    <message>
        <source>you still move, but {names} gets a free melee attack that can&apos;t be blocked</source>
        <translation>você ainda se move, mas {names} ganha um ataque corpo a corpo gratuito que não pode ser bloqueado</translation>
    </message>
    <message>
        <source>you still move, but {names} get a free melee attack that can&apos;t be blocked</source>
        <translation>você ainda se move, mas {names} ganham um ataque corpo a corpo gratuito que não pode ser bloqueado</translation>
    </message>
    <message>
        <source>no actions</source>
        <translation>nenhuma ação</translation>
    </message>
    <message>
        <source>1 slow or fast action</source>
        <translation>1 ação lenta ou rápida</translation>
    </message>
    <message>
        <source>1 fast action</source>
        <translation>1 ação rápida</translation>
    </message>
    <message>
        <source>2 actions (one slow and one fast, or two fast)</source>
        <translation>2 ações (uma lenta e uma rápida, ou duas rápidas)</translation>
    </message>
    <message>
        <source>Help with a slow action</source>
        <translation>Ajudar numa ação lenta</translation>
    </message>
    <message>
        <source>Help with a fast action</source>
        <translation>Ajudar numa ação rápida</translation>
    </message>
    <message>
        <source>Declare it before the dice are rolled; it happens out of turn.</source>
        <translation>Declare antes de rolar os dados; acontece fora do turno.</translation>
    </message>
    <message>
        <source>Helping others</source>
        <translation>AJUDANDO OUTROS</translation>
    </message>
    <message>
        <source>There is no YZE action called {action_id!r}.</source>
        <translation>Não existe ação do YZE chamada {action_id!r}.</translation>
    </message>
    <message>
        <source>Unknown barrier {unknown}; choose from {known}.</source>
        <translation>Barreira desconhecida {unknown}; escolha entre {known}.</translation>
    </message>
    <message>
        <source>Cover in {zname}</source>
        <translation>Cobertura em {zname}</translation>
    </message>
    <message>
        <source>no cover</source>
        <translation>sem cobertura</translation>
    </message>
    <message>
        <source>Cover in {zname}: {what}.</source>
        <translation>Cobertura em {zname}: {what}.</translation>
    </message>
    <message>
        <source>{name} is not prone: {what}.</source>
        <translation>{name} não está caído: {what}.</translation>
    </message>
    <message>
        <source>{name} has no ranged weapon.</source>
        <translation>{name} não tem arma de longo alcance.</translation>
    </message>
    <message>
        <source>A melee attack targets someone at Engaged range, not the zone {target!r}.</source>
        <translation>Um ataque corpo a corpo visa alguém no alcance Engajado, não a zona {target!r}.</translation>
    </message>
    <message>
        <source>{target} is not at Engaged range of {name}.</source>
        <translation>{target} não está no alcance Engajado de {name}.</translation>
    </message>
    <message>
        <source>broken or dying</source>
        <translation>quebrado ou morrendo</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>quebrado</translation>
    </message>
    <message>
        <source>{target} is not {need}.</source>
        <translation>{target} não está {need}.</translation>
    </message>
    <message>
        <source>Not on yourself.</source>
        <translation>Não em si mesmo.</translation>
    </message>
    <message>
        <source>{target} is not in {name}&apos;s zone.</source>
        <translation>{target} não está na zona de {name}.</translation>
    </message>
    <message>
        <source>Nobody {need} in {name}&apos;s zone.</source>
        <translation>Ninguém {need} na zona de {name}.</translation>
    </message>
    <message>
        <source>{enemies} is Engaged: retreat.</source>
        <translation>{enemies} está Engajado: recue.</translation>
    </message>
    <message>
        <source>{enemies} are Engaged: retreat.</source>
        <translation>{enemies} estão Engajados: recue.</translation>
    </message>
    <message>
        <source>{name} is prone: crawl, or get up first.</source>
        <translation>{name} está caído: rasteje, ou levante-se primeiro.</translation>
    </message>
    <message>
        <source>No active enemy is at Engaged range of {name}.</source>
        <translation>Nenhum inimigo ativo está no alcance Engajado de {name}.</translation>
    </message>
    <message>
        <source>No enemy at Engaged range can attack {name} in melee.</source>
        <translation>Nenhum inimigo no alcance Engajado pode atacar {name} corpo a corpo.</translation>
    </message>
    <message>
        <source>There is no cover in {zone_name}.</source>
        <translation>Não há cobertura em {zone_name}.</translation>
    </message>
    <message>
        <source>{target} is not cover in {zone_name}.</source>
        <translation>{target} não é cobertura em {zone_name}.</translation>
    </message>
    <message>
        <source>{name} is not grappling anyone.</source>
        <translation>{name} não está agarrando ninguém.</translation>
    </message>
    <message>
        <source>{name} is not grappled.</source>
        <translation>{name} não está agarrado.</translation>
    </message>
    <message>
        <source>{name} has no firearm.</source>
        <translation>{name} não tem arma de fogo.</translation>
    </message>
    <message>
        <source>No vehicle for {name} here.</source>
        <translation>Nenhum veículo para {name} aqui.</translation>
    </message>
    <message>
        <source>{target} can&apos;t hear {name}.</source>
        <translation>{target} não consegue ouvir {name}.</translation>
    </message>
    <message>
        <source>No opponent within earshot of {name} (same or next zone).</source>
        <translation>Nenhum oponente ao alcance da voz de {name} (mesma zona ou vizinha).</translation>
    </message>
    <message>
        <source>{name} has no weapon with a telescopic sight.</source>
        <translation>{name} não tem arma com mira telescópica.</translation>
    </message>
    <message>
        <source>{name} has no crossbow.</source>
        <translation>{name} não tem besta.</translation>
    </message>
    <message>
        <source>{name} has no bow or sling.</source>
        <translation>{name} não tem arco nem funda.</translation>
    </message>
    <message>
        <source>{name} has an enemy at Engaged range.</source>
        <translation>{name} tem um inimigo no alcance Engajado.</translation>
    </message>
    <message>
        <source>open door or hatch</source>
        <translation>porta ou escotilha aberta</translation>
    </message>
    <message>
        <source>closed, unlocked door or hatch</source>
        <translation>porta ou escotilha fechada e destrancada</translation>
    </message>
    <message>
        <source>No {what} leads out of {zone_name}.</source>
        <translation>Nenhuma {what} sai de {zone_name}.</translation>
    </message>
    <message>
        <source>No {what} leads to {target_name}.</source>
        <translation>Nenhuma {what} leva a {target_name}.</translation>
    </message>
    <message>
        <source>{name} is already prone.</source>
        <translation>{name} já está caído.</translation>
    </message>
    <message>
        <source>crawling needs you on the ground</source>
        <translation>rastejar exige estar no chão</translation>
    </message>
    <message>
        <source>already standing</source>
        <translation>já está de pé</translation>
    </message>
    <message>
        <source>{name} is dead.</source>
        <translation>{name} está morto.</translation>
    </message>
    <message>
        <source>Broken: no actions, no rolls.</source>
        <translation>Quebrado: nenhuma ação, nenhuma rolagem.</translation>
    </message>
    <message>
        <source>{name} is grappling {held}: the only action is a grapple attack (or letting go).</source>
        <translation>{name} está agarrando {held}: a única ação é um ataque de agarrar (ou soltar).</translation>
    </message>
    <message>
        <source>{name} is grappled by {holders}: the only action is to break free.</source>
        <translation>{name} está agarrado por {holders}: a única ação é se libertar.</translation>
    </message>
    <message>
        <source>Free actions only on {name}&apos;s own turn.</source>
        <translation>Ações livres só no turno de {name}.</translation>
    </message>
    <message>
        <source>Not {name}&apos;s turn: only out-of-turn actions (help, block) now.</source>
        <translation>Não é o turno de {name}: agora só ações fora do turno (ajudar, bloquear).</translation>
    </message>
    <message>
        <source>{name} has no {cost} left this round (left: {left}).</source>
        <translation>{name} não tem mais {cost} nesta rodada (restam: {left}).</translation>
    </message>
    <message>
        <source>{helper} helps {helped} with a slow action (out of turn, 1 slow action).</source>
        <translation>{helper} ajuda {helped} numa ação lenta (fora do turno, 1 ação lenta).</translation>
    </message>
    <message>
        <source>{helper} helps {helped} with a fast action (out of turn, 1 fast action).</source>
        <translation>{helper} ajuda {helped} numa ação rápida (fora do turno, 1 ação rápida).</translation>
    </message>
    <message>
        <source>Roll: {skill_condition}.</source>
        <translation>Role: {skill_condition}.</translation>
    </message>
    <message>
        <source>GM judges: {prerequisite}.</source>
        <translation>O Mestre decide: {prerequisite}.</translation>
    </message>
    <message>
        <source>{name}: Mobility</source>
        <translation>{name}: Mobilidade</translation>
    </message>
    <message>
        <source>success</source>
        <translation>sucesso</translation>
    </message>
    <message>
        <source>failure: {on_failure}</source>
        <translation>falha: {on_failure}</translation>
    </message>
    <message>
        <source>{name} rolls Mobility ({why}): {roll} — {verdict}.</source>
        <translation>{name} rola Mobilidade ({why}): {roll} — {verdict}.</translation>
    </message>
    <message>
        <source>{enemies} may make a free melee attack on {name}; it can&apos;t be blocked and costs no action.</source>
        <translation>{enemies} pode fazer um ataque corpo a corpo gratuito em {name}; não pode ser bloqueado e não custa ação.</translation>
    </message>
    <message>
        <source>Say whose attack is blocked.</source>
        <translation>Diga qual ataque é bloqueado.</translation>
    </message>
    <message>
        <source>Say whom to help.</source>
        <translation>Diga quem ajudar.</translation>
    </message>
    <message>
        <source>free action</source>
        <translation>ação livre</translation>
    </message>
    <message>
        <source>{name}: {action} → {target} ({cost}).</source>
        <translation>{name}: {action} → {target} ({cost}).</translation>
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
        <source>{name}: {action} behind {place} ({cost}).</source>
        <translation>{name}: {action} atrás de {place} ({cost}).</translation>
    </message>
    <message>
        <source>Say where {name} moves: a zone (or someone in the zone to close in on).</source>
        <translation>Diga para onde {name} se move: uma zona (ou alguém na zona de quem se aproximar).</translation>
    </message>
    <message>
        <source>{target} is not in {name}&apos;s zone; move to their zone first.</source>
        <translation>{target} não está na zona de {name}; vá primeiro para a zona dele.</translation>
    </message>
    <message>
        <source>There is no zone {target!r}.</source>
        <translation>Não existe a zona {target!r}.</translation>
    </message>
    <message>
        <source>Which door? It leads to {zones}.</source>
        <translation>Qual porta? Ela leva a {zones}.</translation>
    </message>
    <message>
        <source>Help costs a slow or a fast action, like the action it helps.</source>
        <translation>Ajudar custa uma ação lenta ou rápida, como a ação que ajuda.</translation>
    </message>
    <message>
        <source>{helper} helps {helped}</source>
        <translation>{helper} ajuda {helped}</translation>
    </message>
    <message>
        <source>Nobody can help themselves.</source>
        <translation>Ninguém pode ajudar a si mesmo.</translation>
    </message>
    <message>
        <source>{helped} is dead.</source>
        <translation>{helped} está morto.</translation>
    </message>
    <message>
        <source>Help for {name} used</source>
        <translation>Ajuda para {name} usada</translation>
    </message>
    <message>
        <source>{name} has already blocked {used} times this round (the most there is).</source>
        <translation>{name} já bloqueou {used} vezes nesta rodada (o máximo).</translation>
    </message>
    <message>
        <source>{name} has no action left this round to block with.</source>
        <translation>{name} não tem ação restante nesta rodada para bloquear.</translation>
    </message>
    <message>
        <source>That attack can&apos;t be blocked ({attack}).</source>
        <translation>Esse ataque não pode ser bloqueado ({attack}).</translation>
    </message>
    <message>
        <source>{name} is unarmed: unarmed, you can only block unarmed attacks by humanoids (unarmed blocking).</source>
        <translation>{name} está desarmado: desarmado, só se bloqueiam ataques desarmados de humanoides (BLOQUEIO DESARMADO).</translation>
    </message>
    <message>
        <source>{name} blocks {attacker}</source>
        <translation>{name} bloqueia {attacker}</translation>
    </message>
    <message>
        <source>{name} blocks</source>
        <translation>{name} bloqueia</translation>
    </message>
    <message>
        <source>{name} blocks {attacker}&apos;s attack (out of turn, 1 action; {left} more block possible this round).</source>
        <translation>{name} bloqueia o ataque de {attacker} (fora do turno, 1 ação; pode bloquear mais {left} vez nesta rodada).</translation>
    </message>
    <message>
        <source>{name} blocks {attacker}&apos;s attack (out of turn, 1 action; {left} more blocks possible this round).</source>
        <translation>{name} bloqueia o ataque de {attacker} (fora do turno, 1 ação; pode bloquear mais {left} vezes nesta rodada).</translation>
    </message>
    <message>
        <source>no modifiers</source>
        <translation>sem modificadores</translation>
    </message>
    <message>
        <source>{pool} dice ({base_dice} base; {mods})</source>
        <translation>{pool} dados ({base_dice} base; {mods})</translation>
    </message>
    <message>
        <source>unarmed</source>
        <translation>desarmado</translation>
    </message>
    <message>
        <source>with the {weapon_words}</source>
        <translation>com {weapon_words}</translation>
    </message>
    <message>
        <source>{damage_if_accepted} damage</source>
        <translation>{damage_if_accepted} de dano</translation>
    </message>
    <message>
        <source>{a}&apos;s attack on {t} ({what}) is rolled: {plural}; accepting deals {dmg} before armour — push or accept.</source>
        <translation>O ataque de {a} contra {t} ({what}) foi rolado: {plural}; aceitar causa {dmg} antes da armadura — force ou aceite.</translation>
    </message>
    <message>
        <source>{t} wins the opposed overwatch roll and shoots first: {a}&apos;s shot waits.</source>
        <translation>{t} vence a rolagem oposta de vigilância e atira primeiro: o tiro de {a} espera.</translation>
    </message>
    <message>
        <source>{a} can&apos;t find {t} in the dark: no attack.</source>
        <translation>{a} não encontra {t} no escuro: nenhum ataque.</translation>
    </message>
    <message>
        <source>{a} misses {t}.</source>
        <translation>{a} erra {t}.</translation>
    </message>
    <message>
        <source>{a} hits {t} ({special}): {effects}</source>
        <translation>{a} acerta {t} ({special}): {effects}</translation>
    </message>
    <message>
        <source>{table_id}.json has no row {row_id!r}</source>
        <translation>{table_id}.json não tem a linha {row_id!r}</translation>
    </message>
    <message>
        <source>Unknown ammo mode {raw!r}; use count, supply or ammo_dice (ranged_combat.json).</source>
        <translation>Modo de munição desconhecido {raw!r}; use count, supply ou ammo_dice (ranged_combat.json).</translation>
    </message>
    <message>
        <source>No action {action_id!r} in the action tables</source>
        <translation>Nenhuma ação {action_id!r} nas tabelas de ações</translation>
    </message>
    <message>
        <source>An {weapon}</source>
        <translation>{weapon}</translation>
    </message>
    <message>
        <source>an {weapon}</source>
        <translation>{weapon}</translation>
    </message>
    <message>
        <source>A {weapon}</source>
        <translation>{weapon}</translation>
    </message>
    <message>
        <source>a {weapon}</source>
        <translation>{weapon}</translation>
    </message>
    <message>
        <source>{n} success</source>
        <translation>{n} sucesso</translation>
    </message>
    <message>
        <source>{n} successes</source>
        <translation>{n} sucessos</translation>
    </message>
    <message>
        <source>{n} bane</source>
        <translation>{n} falha</translation>
    </message>
    <message>
        <source>{n} banes</source>
        <translation>{n} falhas</translation>
    </message>
    <message>
        <source>{n} round</source>
        <translation>{n} rodada</translation>
    </message>
    <message>
        <source>{n} rounds</source>
        <translation>{n} rodadas</translation>
    </message>
    <message>
        <source>{n} attack</source>
        <translation>{n} ataque</translation>
    </message>
    <message>
        <source>{n} attacks</source>
        <translation>{n} ataques</translation>
    </message>
    <message>
        <source>{n} stretch</source>
        <translation>{n} trecho</translation>
    </message>
    <message>
        <source>{n} stretches</source>
        <translation>{n} trechos</translation>
    </message>
    <message>
        <source>{n} shift</source>
        <translation>{n} turno</translation>
    </message>
    <message>
        <source>{n} shifts</source>
        <translation>{n} turnos</translation>
    </message>
    <message>
        <source>{n} day</source>
        <translation>{n} dia</translation>
    </message>
    <message>
        <source>{n} days</source>
        <translation>{n} dias</translation>
    </message>
    <message>
        <source>{n} timed effect</source>
        <translation>{n} efeito temporário</translation>
    </message>
    <message>
        <source>{n} timed effects</source>
        <translation>{n} efeitos temporários</translation>
    </message>
    <message>
        <source>{name} is already dead.</source>
        <translation>{name} já está morto.</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage from {source} (no damage tracks loaded).</source>
        <translation>{name} sofre {amount} de dano de {source} (nenhuma trilha de dano carregada).</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Condições</translation>
    </message>
    <message>
        <source>Critical injuries</source>
        <translation>Lesões críticas</translation>
    </message>
    <message>
        <source>Critical injuries ({attribute})</source>
        <translation>Lesões críticas ({attribute})</translation>
    </message>
    <message>
        <source>There is no weapon {weapon_id!r} in the weapon table (known: {known}).</source>
        <translation>Não há arma {weapon_id!r} na tabela de armas (conhecidas: {known}).</translation>
    </message>
    <message>
        <source>A weapon needs a {key!r} ({getattr}).</source>
        <translation>Uma arma precisa de {key!r} ({getattr}).</translation>
    </message>
    <message>
        <source>A weapon&apos;s id can&apos;t be empty.</source>
        <translation>O id de uma arma não pode ser vazio.</translation>
    </message>
    <message>
        <source>Weapon range {range!r} is not a range band ({RANGE_ORDER}).</source>
        <translation>O alcance de arma {range!r} não é uma categoria de alcance ({RANGE_ORDER}).</translation>
    </message>
    <message>
        <source>A weapon&apos;s skill is melee, ranged or mobility (thrown).</source>
        <translation>A perícia de uma arma é melee, ranged ou mobility (arremesso).</translation>
    </message>
    <message>
        <source>A weapon&apos;s damage can&apos;t be negative.</source>
        <translation>O dano de uma arma não pode ser negativo.</translation>
    </message>
    <message>
        <source>A weapon&apos;s {key} is a whole number or empty.</source>
        <translation>O campo {key} de uma arma é um número inteiro ou vazio.</translation>
    </message>
    <message>
        <source>A weapon&apos;s {key} can&apos;t be negative.</source>
        <translation>O campo {key} de uma arma não pode ser negativo.</translation>
    </message>
    <message>
        <source>Weapon table: {name}</source>
        <translation>Tabela de armas: {name}</translation>
    </message>
    <message>
        <source>Weapon table: {name} {verb}.</source>
        <translation>Tabela de armas: {name} {verb}.</translation>
    </message>
    <message>
        <source>Unarmed can&apos;t be removed from the weapon table.</source>
        <translation>Desarmado não pode ser removido da tabela de armas.</translation>
    </message>
    <message>
        <source>Weapon table: remove {name}</source>
        <translation>Tabela de armas: remover {name}</translation>
    </message>
    <message>
        <source>Weapon table: {name} removed.</source>
        <translation>Tabela de armas: {name} removida.</translation>
    </message>
    <message>
        <source>{name} doesn&apos;t carry {a}.</source>
        <translation>{name} não carrega {a}.</translation>
    </message>
    <message>
        <source>{name} holds the {name2}; drawing the {name3} first is a fast action.</source>
        <translation>{name} segura {name2}; sacar {name3} antes é uma ação rápida.</translation>
    </message>
    <message>
        <source>{name} draws {name2}</source>
        <translation>{name} saca {name2}</translation>
    </message>
    <message>
        <source>draw the {name}</source>
        <translation>sacar {name}</translation>
    </message>
    <message>
        <source>{name} draws the {name2}</source>
        <translation>{name} saca {name2}</translation>
    </message>
    <message>
        <source>{name} loads the {name2}</source>
        <translation>{name} carrega {name2}</translation>
    </message>
    <message>
        <source>{name} reloads the {name2}</source>
        <translation>{name} recarrega {name2}</translation>
    </message>
    <message>
        <source>load the {name}</source>
        <translation>carregar {name}</translation>
    </message>
    <message>
        <source>reload the {name}</source>
        <translation>recarregar {name}</translation>
    </message>
    <message>
        <source>{title} ({fill} rounds) — {cost}.</source>
        <translation>{title} ({fill} balas) — {cost}.</translation>
    </message>
    <message>
        <source>{title} — {cost}.</source>
        <translation>{title} — {cost}.</translation>
    </message>
    <message>
        <source>{name} readies the {name2} ({cost}).</source>
        <translation>{name} prepara {name2} ({cost}).</translation>
    </message>
    <message>
        <source>{name} aims the {name2} ({cost}, +{value} to the next shot; the shot must wait for the next round).</source>
        <translation>{name} mira com {name2} ({cost}, +{value} no próximo tiro; o tiro tem de esperar a próxima rodada).</translation>
    </message>
    <message>
        <source>{name} aims the {name2} ({cost}, +{value} to the next shot).</source>
        <translation>{name} mira com {name2} ({cost}, +{value} no próximo tiro).</translation>
    </message>
    <message>
        <source>{name} takes overwatch towards {words} ({cost}).</source>
        <translation>{name} assume vigilância em direção a {words} ({cost}).</translation>
    </message>
    <message>
        <source>The {name} has no bonus to lower.</source>
        <translation>{name} não tem bônus para reduzir.</translation>
    </message>
    <message>
        <source>Damage {name}&apos;s {name2}</source>
        <translation>Danificar {name2} de {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} bonus drops to +{new}</source>
        <translation>O bônus de {name2} de {name} cai para +{new}</translation>
    </message>
    <message>
        <source> — it breaks (repair with Crafting).</source>
        <translation> — ela quebra (conserte com Ofício).</translation>
    </message>
    <message>
        <source>Repair {name}&apos;s {name2}</source>
        <translation>Consertar {name2} de {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} is repaired.</source>
        <translation>{name2} de {name} está consertada.</translation>
    </message>
    <message>
        <source>{name} is broken: no actions, no rolls.</source>
        <translation>{name} está quebrado: nenhuma ação, nenhuma rolagem.</translation>
    </message>
    <message>
        <source>Not {name}&apos;s turn (it is {now}&apos;s).</source>
        <translation>Não é o turno de {name} (é o de {now}).</translation>
    </message>
    <message>
        <source>{name} did something else</source>
        <translation>{name} fez outra coisa</translation>
    </message>
    <message>
        <source>aim</source>
        <translation>mira</translation>
    </message>
    <message>
        <source>overwatch</source>
        <translation>vigilância</translation>
    </message>
    <message>
        <source>readied weapon</source>
        <translation>arma preparada</translation>
    </message>
    <message>
        <source>{why}: loses {lost}.</source>
        <translation>{why}: perde {lost}.</translation>
    </message>
    <message>
        <source>{name} is hurt</source>
        <translation>{name} foi ferido</translation>
    </message>
    <message>
        <source>{name} closes in on {target}</source>
        <translation>{name} se aproxima de {target}</translation>
    </message>
    <message>
        <source>{name} closes to Engaged range with {target}.</source>
        <translation>{name} fica no alcance Engajado de {target}.</translation>
    </message>
    <message>
        <source>{name} is grappled by {holder}: they can&apos;t {activity}; their only action is to break free (slow action, opposed Close Combat).</source>
        <translation>{name} está agarrado por {holder}: não pode {activity}; sua única ação é se libertar (ação lenta, Combate Corpo a Corpo oposto).</translation>
    </message>
    <message>
        <source>{name} is grappling {held}: their only actions are a grapple attack (fast) or letting go.</source>
        <translation>{name} está agarrando {held}: suas únicas ações são um ataque de agarrar (rápida) ou soltar.</translation>
    </message>
    <message>
        <source>{grappler} is not grappling anyone.</source>
        <translation>{grappler} não está agarrando ninguém.</translation>
    </message>
    <message>
        <source>{grappler} lets go of {held}</source>
        <translation>{grappler} solta {held}</translation>
    </message>
    <message>
        <source>{grappler} lets go of {held}.</source>
        <translation>{grappler} solta {held}.</translation>
    </message>
    <message>
        <source>{name} tries to break free</source>
        <translation>{name} tenta se libertar</translation>
    </message>
    <message>
        <source>break free</source>
        <translation>libertar-se</translation>
    </message>
    <message>
        <source>{name}: break free</source>
        <translation>{name}: libertar-se</translation>
    </message>
    <message>
        <source>{holder}: hold on</source>
        <translation>{holder}: segurar</translation>
    </message>
    <message>
        <source>{name} tries to break free from {holder}: {mine}{mods_text} against {theirs}{mods_text2} — </source>
        <translation>{name} tenta se libertar de {holder}: {mine}{mods_text} contra {theirs}{mods_text2} — </translation>
    </message>
    <message>
        <source>still held.</source>
        <translation>continua preso.</translation>
    </message>
    <message>
        <source>A ranged sneak attack only counts as surprising (no +3).</source>
        <translation>Um ataque furtivo à distância só conta como surpresa (sem +3).</translation>
    </message>
    <message>
        <source>{attacker} can&apos;t attack themselves.</source>
        <translation>{attacker} não pode atacar a si mesmo.</translation>
    </message>
    <message>
        <source>{target} is dead.</source>
        <translation>{target} está morto.</translation>
    </message>
    <message>
        <source>{a} can&apos;t be thrown.</source>
        <translation>{a} não pode ser arremessada.</translation>
    </message>
    <message>
        <source>A grapple attack is unarmed; {attacker} can&apos;t use {a}.</source>
        <translation>Um ataque de agarrar é desarmado; {attacker} não pode usar {a}.</translation>
    </message>
    <message>
        <source>{attacker} already holds {held}; only a grapple attack is possible.</source>
        <translation>{attacker} já segura {held}; só é possível um ataque de agarrar.</translation>
    </message>
    <message>
        <source>Grapple attack: a normal unarmed attack, but a fast action that can&apos;t be blocked.</source>
        <translation>Ataque de agarrar: um ataque desarmado normal, mas uma ação rápida que não pode ser bloqueada.</translation>
    </message>
    <message>
        <source>{attacker} doesn&apos;t carry {a}.</source>
        <translation>{attacker} não carrega {a}.</translation>
    </message>
    <message>
        <source>{attacker} holds the {name}; drawing the {name2} first is a fast action.</source>
        <translation>{attacker} segura {name}; sacar {name2} antes é uma ação rápida.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s {name} is broken (repair it with Crafting).</source>
        <translation>{name} de {attacker} está quebrada (conserte com Ofício).</translation>
    </message>
    <message>
        <source>Unknown special attack {special!r} (choose {SPECIAL_ATTACKS}).</source>
        <translation>Ataque especial desconhecido {special!r} (escolha {SPECIAL_ATTACKS}).</translation>
    </message>
    <message>
        <source>{name} is only possible fighting unarmed.</source>
        <translation>{name} só é possível lutando desarmado.</translation>
    </message>
    <message>
        <source>{name} is a melee attack.</source>
        <translation>{name} é um ataque corpo a corpo.</translation>
    </message>
    <message>
        <source>{target} holds nothing to take.</source>
        <translation>{target} não segura nada para tomar.</translation>
    </message>
    <message>
        <source>{name} bonus</source>
        <translation>Bônus de {name}</translation>
    </message>
    <message>
        <source>crit threshold {crit_threshold} (that much damage is a critical)</source>
        <translation>limiar de crítico {crit_threshold} (esse dano é um crítico)</translation>
    </message>
    <message>
        <source>crit die {crit_die}</source>
        <translation>dado de crítico {crit_die}</translation>
    </message>
    <message>
        <source>Attacker prone</source>
        <translation>Atacante caído</translation>
    </message>
    <message>
        <source>Target prone</source>
        <translation>Alvo caído</translation>
    </message>
    <message>
        <source>Target helpless</source>
        <translation>Alvo indefeso</translation>
    </message>
    <message>
        <source>A diving blow is an unarmed attack.</source>
        <translation>Um golpe mergulhador é um ataque desarmado.</translation>
    </message>
    <message>
        <source>Diving blow</source>
        <translation>Golpe mergulhador</translation>
    </message>
    <message>
        <source>Sneak attack</source>
        <translation>Ataque furtivo</translation>
    </message>
    <message>
        <source>Total darkness</source>
        <translation>Escuridão total</translation>
    </message>
    <message>
        <source>Engaged, helpless target</source>
        <translation>Alvo indefeso no alcance Engajado</translation>
    </message>
    <message>
        <source>Target unseen</source>
        <translation>Alvo invisível</translation>
    </message>
    <message>
        <source>Aimed with a scope</source>
        <translation>Mirado com mira telescópica</translation>
    </message>
    <message>
        <source>Aimed shot</source>
        <translation>Tiro mirado</translation>
    </message>
    <message>
        <source>In total darkness no one can hit a target at Medium range or farther.</source>
        <translation>Na escuridão total ninguém acerta um alvo no alcance Médio ou mais.</translation>
    </message>
    <message>
        <source>Total darkness at Short range: a successful Observation roll (no action) comes first.</source>
        <translation>Escuridão total no alcance Curto: primeiro um sucesso em Observação (sem ação).</translation>
    </message>
    <message>
        <source>Only melee attacks can be blocked.</source>
        <translation>Só ataques corpo a corpo podem ser bloqueados.</translation>
    </message>
    <message>
        <source>A melee sneak attack can&apos;t be blocked.</source>
        <translation>Um ataque furtivo corpo a corpo não pode ser bloqueado.</translation>
    </message>
    <message>
        <source>A grapple attack can&apos;t be blocked.</source>
        <translation>Um ataque de agarrar não pode ser bloqueado.</translation>
    </message>
    <message>
        <source>The free attack on a failed retreat can&apos;t be blocked.</source>
        <translation>O ataque gratuito contra uma retirada fracassada não pode ser bloqueado.</translation>
    </message>
    <message>
        <source>{attacker} is not in overwatch.</source>
        <translation>{attacker} não está em vigilância.</translation>
    </message>
    <message>
        <source>{target} is not in the direction {attacker} is watching ({direction}).</source>
        <translation>{target} não está na direção que {attacker} vigia ({direction}).</translation>
    </message>
    <message>
        <source>Full auto is for firearms.</source>
        <translation>Fogo automático é para armas de fogo.</translation>
    </message>
    <message>
        <source>The {name} can&apos;t fire full auto (mark it in the weapon table).</source>
        <translation>{name} não dispara em automático (marque-o na tabela de armas).</translation>
    </message>
    <message>
        <source>Allowed.</source>
        <translation>Permitido.</translation>
    </message>
    <message>
        <source>{target} is at {band} range; melee needs Engaged range (closing in is a fast action; a barrier must be crossed first).</source>
        <translation>{target} está no alcance {band}; o corpo a corpo exige o alcance Engajado (aproximar-se é uma ação rápida; antes é preciso transpor a barreira).</translation>
    </message>
    <message>
        <source>{target} is at {band} range, beyond the {name}&apos;s {weapon_band} range.</source>
        <translation>{target} está no alcance {band}, além do alcance {weapon_band} de {name}.</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no {missing}: counted as 0 — fill in the sheet.</source>
        <translation>A ficha de {name} não tem {missing}: conta como 0 — preencha a ficha.</translation>
    </message>
    <message>
        <source>Dim light ({where})</source>
        <translation>Luz fraca ({where})</translation>
    </message>
    <message>
        <source>Dark zone ({where})</source>
        <translation>Zona mal iluminada ({where})</translation>
    </message>
    <message>
        <source>setting yze.dark_zone_ranged_modifier</source>
        <translation>configuração yze.dark_zone_ranged_modifier</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} is not readied (a fast action; lost on anything but shooting or aiming).</source>
        <translation>{name2} de {name} não está preparada (ação rápida; perde-se com qualquer coisa que não seja atirar ou mirar).</translation>
    </message>
    <message>
        <source>loading it</source>
        <translation>carregá-la</translation>
    </message>
    <message>
        <source>reloading it</source>
        <translation>recarregá-la</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} is empty ({what} is a slow action).</source>
        <translation>{name2} de {name} está vazia ({what} é uma ação lenta).</translation>
    </message>
    <message>
        <source>Ammo dice are for firearms in ammo-dice mode.</source>
        <translation>Dados de munição são para armas de fogo no modo de dados de munição.</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} is empty (reloading is a slow action).</source>
        <translation>{name2} de {name} está vazia (recarregar é uma ação lenta).</translation>
    </message>
    <message>
        <source>{name} is out of ammunition for the {name2}.</source>
        <translation>{name} está sem munição para {name2}.</translation>
    </message>
    <message>
        <source>A negative number of ammo dice makes no sense.</source>
        <translation>Um número negativo de dados de munição não faz sentido.</translation>
    </message>
    <message>
        <source>The {name} has no Rate of Fire (set rof in the weapon table).</source>
        <translation>{name} não tem Cadência de Tiro (defina rof na tabela de armas).</translation>
    </message>
    <message>
        <source>At most {cap} ammo dice (the lower of RoF {rof} and rounds left − 1).</source>
        <translation>No máximo {cap} dados de munição (o menor entre CdT {rof} e balas restantes − 1).</translation>
    </message>
    <message>
        <source>Ammo dice are only used in ammo-dice mode (setting yze.ammo_mode).</source>
        <translation>Dados de munição só são usados no modo de dados de munição (configuração yze.ammo_mode).</translation>
    </message>
    <message>
        <source>counted as 0</source>
        <translation>conta como 0</translation>
    </message>
    <message>
        <source>can&apos;t roll the block</source>
        <translation>não pode rolar o bloqueio</translation>
    </message>
    <message>
        <source>{defender} is broken and can&apos;t block.</source>
        <translation>{defender} está quebrado e não pode bloquear.</translation>
    </message>
    <message>
        <source>{attacker} gropes for {target} in total darkness: {look}{mods_text} — found.</source>
        <translation>{attacker} tateia em busca de {target} na escuridão total: {look}{mods_text} — encontrado.</translation>
    </message>
    <message>
        <source>{attacker} gropes for {target} in total darkness: {look}{mods_text} — can&apos;t find {target}; no attack.</source>
        <translation>{attacker} tateia em busca de {target} na escuridão total: {look}{mods_text} — não encontra {target}; nenhum ataque.</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>atacar</translation>
    </message>
    <message>
        <source>disarm</source>
        <translation>desarmar</translation>
    </message>
    <message>
        <source>knock down</source>
        <translation>derrubar</translation>
    </message>
    <message>
        <source>shove</source>
        <translation>empurrar</translation>
    </message>
    <message>
        <source>grapple</source>
        <translation>agarrar</translation>
    </message>
    <message>
        <source>{attacker}: {what} vs {target}</source>
        <translation>{attacker}: {what} vs {target}</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} unarmed ({special}): {dice} → {roll}.</source>
        <translation>{attacker} ataca {target} desarmado ({special}): {dice} → {roll}.</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} unarmed: {dice} → {roll}.</source>
        <translation>{attacker} ataca {target} desarmado: {dice} → {roll}.</translation>
    </message>
    <message>
        <source>{attacker} shoots at {target} with a {weapon}: {dice} → {roll}.</source>
        <translation>{attacker} atira em {target} com {weapon}: {dice} → {roll}.</translation>
    </message>
    <message>
        <source>{attacker} throws at {target} with a {weapon}: {dice} → {roll}.</source>
        <translation>{attacker} arremessa {weapon} em {target}: {dice} → {roll}.</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} with a {weapon} ({special}): {dice} → {roll}.</source>
        <translation>{attacker} ataca {target} com {weapon} ({special}): {dice} → {roll}.</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} with a {weapon}: {dice} → {roll}.</source>
        <translation>{attacker} ataca {target} com {weapon}: {dice} → {roll}.</translation>
    </message>
    <message>
        <source>{roll}; ammo dice {dice}</source>
        <translation>{roll}; dados de munição {dice}</translation>
    </message>
    <message>
        <source>Diving blow: {fallers} fall prone.</source>
        <translation>Golpe mergulhador: {fallers} caem no chão.</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} e {b}</translation>
    </message>
    <message>
        <source>Diving blow: {fallers} falls prone.</source>
        <translation>Golpe mergulhador: {fallers} cai no chão.</translation>
    </message>
    <message>
        <source>{name}: {parts} (other ratings).</source>
        <translation>{name}: {parts} (OUTRAS CLASSIFICAÇÕES).</translation>
    </message>
    <message>
        <source>{a} hits {t} unarmed: {damage} damage, {damage_taken} got through.</source>
        <translation>{a} acerta {t} desarmado: {damage} de dano, {damage_taken} passaram.</translation>
    </message>
    <message>
        <source>{a} hits {t} with the {weapon}: {damage} damage, {damage_taken} got through.</source>
        <translation>{a} acerta {t} com {weapon}: {damage} de dano, {damage_taken} passaram.</translation>
    </message>
    <message>
        <source>With ammo dice, full auto is rolled with ammo dice (ammo dice).</source>
        <translation>Com dados de munição, o fogo automático é rolado com dados de munição (DADOS DE MUNIÇÃO).</translation>
    </message>
    <message>
        <source>{defender} is unarmed: blocking an armed attack needs a weapon or sturdy tool (unarmed blocking).</source>
        <translation>{defender} está desarmado: bloquear um ataque armado exige uma arma ou ferramenta resistente (BLOQUEIO DESARMADO).</translation>
    </message>
    <message>
        <source>{defender} is unarmed: blocking an animal&apos;s attack needs a weapon or sturdy tool (unarmed blocking).</source>
        <translation>{defender} está desarmado: bloquear o ataque de um animal exige uma arma ou ferramenta resistente (BLOQUEIO DESARMADO).</translation>
    </message>
    <message>
        <source>{defender} has no action left this round to block.</source>
        <translation>{defender} não tem ação restante nesta rodada para bloquear.</translation>
    </message>
    <message>
        <source>An attack has no option {unknown!r}.</source>
        <translation>Um ataque não tem a opção {unknown!r}.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s last attack is still open: push it or accept it first.</source>
        <translation>O último ataque de {attacker} ainda está aberto: force-o ou aceite-o primeiro.</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} ataca {target}</translation>
    </message>
    <message>
        <source>{attacker}: spot {target}</source>
        <translation>{attacker}: localizar {target}</translation>
    </message>
    <message>
        <source>shoot in overwatch</source>
        <translation>atirar em vigilância</translation>
    </message>
    <message>
        <source>{attacker} shoots outside overwatch and loses it.</source>
        <translation>{attacker} atira fora da vigilância e a perde.</translation>
    </message>
    <message>
        <source>{attacker} attacks in melee</source>
        <translation>{attacker} ataca corpo a corpo</translation>
    </message>
    <message>
        <source> ({cost}).</source>
        <translation> ({cost}).</translation>
    </message>
    <message>
        <source>{name} has no {cost} left to {what} (left: {left}).</source>
        <translation>{name} não tem mais {cost} para {what} (restam: {left}).</translation>
    </message>
    <message>
        <source>{attacker} has no {cost} left this round (left: {left}).</source>
        <translation>{attacker} não tem mais {cost} nesta rodada (restam: {left}).</translation>
    </message>
    <message>
        <source>{target} is attacked in melee and loses overwatch.</source>
        <translation>{target} é atacado corpo a corpo e perde a vigilância.</translation>
    </message>
    <message>
        <source>{target}: block</source>
        <translation>{target}: bloquear</translation>
    </message>
    <message>
        <source>{target} blocks: {roll_b}{mods_text}.</source>
        <translation>{target} bloqueia: {roll_b}{mods_text}.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s {weapon_name} lands in {zone_name}.</source>
        <translation>{weapon_name} de {attacker} cai em {zone_name}.</translation>
    </message>
    <message>
        <source>That attack is no longer open: it was accepted already, or undone.</source>
        <translation>Esse ataque não está mais aberto: já foi aceito, ou desfeito.</translation>
    </message>
    <message>
        <source>Push attack</source>
        <translation>Forçar ataque</translation>
    </message>
    <message>
        <source>A roll can be pushed only once.</source>
        <translation>Uma rolagem só pode ser forçada uma vez.</translation>
    </message>
    <message>
        <source>This roll can&apos;t be pushed.</source>
        <translation>Esta rolagem não pode ser forçada.</translation>
    </message>
    <message>
        <source>{attacker} pushes the attack on {target}: {pushed}.</source>
        <translation>{attacker} força o ataque contra {target}: {pushed}.</translation>
    </message>
    <message>
        <source>{name}&apos;s push shows {plural} (no damage tracks loaded).</source>
        <translation>A rolagem forçada de {name} mostra {plural} (nenhuma trilha de dano carregada).</translation>
    </message>
    <message>
        <source>Resolve attack</source>
        <translation>Resolver ataque</translation>
    </message>
    <message>
        <source>{target}&apos;s block cancels {min} of {plural}.</source>
        <translation>O bloqueio de {target} cancela {min} de {plural}.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s {weapon}</source>
        <translation>{weapon} de {attacker}</translation>
    </message>
    <message>
        <source>Ammo dice add {bonus} damage.</source>
        <translation>Os dados de munição somam {bonus} de dano.</translation>
    </message>
    <message>
        <source>{target} is hit for {damage} damage</source>
        <translation>{target} é atingido com {damage} de dano</translation>
    </message>
    <message>
        <source>, {taken} after protection.</source>
        <translation>, {taken} após a proteção.</translation>
    </message>
    <message>
        <source>Extra hit (ammo dice) on {other}: {dmg2} damage, {taken2} after protection.</source>
        <translation>Acerto extra (dados de munição) em {other}: {dmg2} de dano, {taken2} após a proteção.</translation>
    </message>
    <message>
        <source>{attacker} misses {target}.</source>
        <translation>{attacker} erra {target}.</translation>
    </message>
    <message>
        <source>The burst ends.</source>
        <translation>A rajada termina.</translation>
    </message>
    <message>
        <source>Hit: {attacker} may fire again ({attacks} of {max_attacks}).</source>
        <translation>Acerto: {attacker} pode atirar de novo ({attacks} de {max_attacks}).</translation>
    </message>
    <message>
        <source>{attacker}&apos;s attack on {target} is resolved.</source>
        <translation>O ataque de {attacker} contra {target} está resolvido.</translation>
    </message>
    <message>
        <source>An extra hit must land on {target} or someone in the same zone; {n} is not.</source>
        <translation>Um acerto extra deve atingir {target} ou alguém na mesma zona; {n} não está.</translation>
    </message>
    <message>
        <source>A disarmed item can be thrown only into an adjacent zone.</source>
        <translation>Um item desarmado só pode ser arremessado para uma zona adjacente.</translation>
    </message>
    <message>
        <source>{attacker} tears the {name} from {target} and throws it into {disarm_throw_to_name}.</source>
        <translation>{attacker} arranca {name} de {target} e o arremessa para {disarm_throw_to_name}.</translation>
    </message>
    <message>
        <source>{attacker} tears the {name} from {target} and keeps it.</source>
        <translation>{attacker} arranca {name} de {target} e fica com ele.</translation>
    </message>
    <message>
        <source>{attacker} tears the {name} from {target}; it falls to the ground.</source>
        <translation>{attacker} arranca {name} de {target}; ele cai no chão.</translation>
    </message>
    <message>
        <source>{attacker} knocks {target} to the ground.</source>
        <translation>{attacker} derruba {target} no chão.</translation>
    </message>
    <message>
        <source>{attacker} shoves {target} out to Short range.</source>
        <translation>{attacker} empurra {target} para o alcance Curto.</translation>
    </message>
    <message>
        <source>{target} drops the {name}.</source>
        <translation>{target} larga {name}.</translation>
    </message>
    <message>
        <source>{target} is grappled</source>
        <translation>{target} é agarrado</translation>
    </message>
    <message>
        <source>{attacker} grapples {target}: both fall prone; {target} can&apos;t move and can only try to break free.</source>
        <translation>{attacker} agarra {target}: ambos caem no chão; {target} não pode se mover e só pode tentar se libertar.</translation>
    </message>
    <message>
        <source>{name}: ammo dice</source>
        <translation>{name}: dados de munição</translation>
    </message>
    <message>
        <source>{name} fires {plural}</source>
        <translation>{name} dispara {plural}</translation>
    </message>
    <message>
        <source>; {bullets} left</source>
        <translation>; restam {bullets}</translation>
    </message>
    <message>
        <source> — the magazine is empty.</source>
        <translation> — o carregador está vazio.</translation>
    </message>
    <message>
        <source>Ammunition: {name}&apos;s {name2}</source>
        <translation>Munição: {name2} de {name}</translation>
    </message>
    <message>
        <source>Rounds can&apos;t be negative.</source>
        <translation>As balas não podem ser negativas.</translation>
    </message>
    <message>
        <source>{bullets} rounds</source>
        <translation>{bullets} balas</translation>
    </message>
    <message>
        <source>A supply rating can&apos;t be negative.</source>
        <translation>Um valor de suprimento não pode ser negativo.</translation>
    </message>
    <message>
        <source>supply {supply}</source>
        <translation>suprimento {supply}</translation>
    </message>
    <message>
        <source>{name}&apos;s {weapon}: {changes}.</source>
        <translation>{weapon} de {name}: {changes}.</translation>
    </message>
    <message>
        <source>{name}&apos;s {weapon}: unchanged.</source>
        <translation>{weapon} de {name}: sem mudança.</translation>
    </message>
    <message>
        <source>{name}: supply roll</source>
        <translation>{name}: rolagem de suprimento</translation>
    </message>
    <message>
        <source>{name}&apos;s ammunition for the {name2} is not tracked (no supply rating).</source>
        <translation>A munição de {name} para {name2} não é contada (sem valor de suprimento).</translation>
    </message>
    <message>
        <source>{name}: supply ({name2})</source>
        <translation>{name}: suprimento ({name2})</translation>
    </message>
    <message>
        <source>{name}&apos;s supply roll for the {name2}: {roll}; supply {rating} → {new}</source>
        <translation>Rolagem de suprimento de {name} para {name2}: {roll}; suprimento {rating} → {new}</translation>
    </message>
    <message>
        <source> — out of ammunition.</source>
        <translation> — sem munição.</translation>
    </message>
    <message>
        <source>{a} is not reloaded (only firearms and crossbows).</source>
        <translation>{a} não é recarregada (só armas de fogo e bestas).</translation>
    </message>
    <message>
        <source>How many rounds does the {name} hold? Give bullets= or set its magazine in the weapon table.</source>
        <translation>Quantas balas cabem em {name}? Informe bullets= ou defina o carregador na tabela de armas.</translation>
    </message>
    <message>
        <source>A {name} is not a crossbow.</source>
        <translation>{name} não é uma besta.</translation>
    </message>
    <message>
        <source>ready a weapon</source>
        <translation>preparar uma arma</translation>
    </message>
    <message>
        <source>{a} needs no readying.</source>
        <translation>{a} não precisa ser preparada.</translation>
    </message>
    <message>
        <source>{name} readies the {name2}</source>
        <translation>{name} prepara {name2}</translation>
    </message>
    <message>
        <source>{name} readies a weapon</source>
        <translation>{name} prepara uma arma</translation>
    </message>
    <message>
        <source>ready the {name}</source>
        <translation>preparar {name}</translation>
    </message>
    <message>
        <source>{retreater}&apos;s failed retreat</source>
        <translation>retirada fracassada de {retreater}</translation>
    </message>
    <message>
        <source>{attacker} has no free attack on {target}: it comes with {target}&apos;s failed retreat from {attacker} (retreat).</source>
        <translation>{attacker} não tem ataque gratuito contra {target}: ele vem com a retirada fracassada de {target} diante de {attacker} (RECUAR).</translation>
    </message>
    <message>
        <source>The free attack on a failed retreat is a melee attack.</source>
        <translation>O ataque gratuito contra uma retirada fracassada é um ataque corpo a corpo.</translation>
    </message>
    <message>
        <source>{attacker} has no burst going on that may continue (it needs a hit).</source>
        <translation>{attacker} não tem rajada em andamento que possa continuar (exige um acerto).</translation>
    </message>
    <message>
        <source>The burst goes on with the {name}.</source>
        <translation>A rajada continua com {name}.</translation>
    </message>
    <message>
        <source>{attacker} holds overwatch towards {direction}.</source>
        <translation>{attacker} mantém vigilância em direção a {direction}.</translation>
    </message>
    <message>
        <source>{target} is in overwatch too: an opposed Ranged Combat roll first.</source>
        <translation>{target} também está em vigilância: primeiro uma rolagem oposta de Pontaria.</translation>
    </message>
    <message>
        <source>{target} failed to retreat from {attacker}: a free attack.</source>
        <translation>{target} falhou ao recuar de {attacker}: um ataque gratuito.</translation>
    </message>
    <message>
        <source>The burst may go on: attack {attacks} of {max_attacks}.</source>
        <translation>A rajada pode continuar: ataque {attacks} de {max_attacks}.</translation>
    </message>
    <message>
        <source>The opposed overwatch roll comes with an overwatch shot.</source>
        <translation>A rolagem oposta de vigilância vem com um tiro de vigilância.</translation>
    </message>
    <message>
        <source>{target} is not in overwatch towards {attacker}: no opposed roll.</source>
        <translation>{target} não está em vigilância em direção a {attacker}: sem rolagem oposta.</translation>
    </message>
    <message>
        <source>{target} won the opposed overwatch roll: {target}&apos;s shot goes first.</source>
        <translation>{target} venceu a rolagem oposta de vigilância: o tiro de {target} vem primeiro.</translation>
    </message>
    <message>
        <source>{attacker} takes the free attack on {target}&apos;s failed retreat (out of turn, no action, can&apos;t be blocked).</source>
        <translation>{attacker} faz o ataque gratuito contra a retirada fracassada de {target} (fora do turno, sem ação, não pode ser bloqueado).</translation>
    </message>
    <message>
        <source>{target} shoots first: make {target}&apos;s overwatch shot at {attacker}, then {attacker}&apos;s (no action spent yet).</source>
        <translation>{target} atira primeiro: faça o tiro de vigilância de {target} em {attacker}, depois o de {attacker} (nenhuma ação gasta ainda).</translation>
    </message>
    <message>
        <source>{attacker} is not firing a burst.</source>
        <translation>{attacker} não está disparando uma rajada.</translation>
    </message>
    <message>
        <source>{attacker} stops firing</source>
        <translation>{attacker} para de atirar</translation>
    </message>
    <message>
        <source>{attacker}&apos;s burst ends after {plural}.</source>
        <translation>A rajada de {attacker} termina após {plural}.</translation>
    </message>
    <message>
        <source>{name} needs a ranged weapon to aim (holding: {name2}).</source>
        <translation>{name} precisa de uma arma de longo alcance para mirar (segurando: {name2}).</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} has no telescopic sight (mark it in the weapon table).</source>
        <translation>{name2} de {name} não tem mira telescópica (marque-a na tabela de armas).</translation>
    </message>
    <message>
        <source>{name} aims</source>
        <translation>{name} mira</translation>
    </message>
    <message>
        <source>take overwatch</source>
        <translation>assumir vigilância</translation>
    </message>
    <message>
        <source>Overwatch needs a ranged weapon; {name} holds {a}.</source>
        <translation>A vigilância exige uma arma de longo alcance; {name} segura {a}.</translation>
    </message>
    <message>
        <source>{name} can&apos;t take overwatch with an enemy at Engaged range ({engaged_enemies}).</source>
        <translation>{name} não pode assumir vigilância com um inimigo no alcance Engajado ({engaged_enemies}).</translation>
    </message>
    <message>
        <source>Overwatch needs a direction.</source>
        <translation>A vigilância precisa de uma direção.</translation>
    </message>
    <message>
        <source>{name} takes overwatch</source>
        <translation>{name} assume vigilância</translation>
    </message>
    <message>
        <source>{name} is not in overwatch.</source>
        <translation>{name} não está em vigilância.</translation>
    </message>
    <message>
        <source>{name} leaves overwatch</source>
        <translation>{name} sai da vigilância</translation>
    </message>
    <message>
        <source>{name} leaves overwatch.</source>
        <translation>{name} sai da vigilância.</translation>
    </message>
    <message>
        <source>{who} is not in overwatch.</source>
        <translation>{who} não está em vigilância.</translation>
    </message>
    <message>
        <source>Overwatch duel: {a} and {b}</source>
        <translation>Duelo de vigilância: {a} e {b}</translation>
    </message>
    <message>
        <source>{a}: overwatch duel</source>
        <translation>{a}: duelo de vigilância</translation>
    </message>
    <message>
        <source>{b}: overwatch duel</source>
        <translation>{b}: duelo de vigilância</translation>
    </message>
    <message>
        <source>Overwatch duel: {a} {ra}{mods_text} against {b} {rb}{mods_text2} — </source>
        <translation>Duelo de vigilância: {a} {ra}{mods_text} contra {b} {rb}{mods_text2} — </translation>
    </message>
    <message>
        <source>{first} shoots first.</source>
        <translation>{first} atira primeiro.</translation>
    </message>
    <message>
        <source>a tie: both shots go off together.</source>
        <translation>empate: os dois tiros saem juntos.</translation>
    </message>
    <message>
        <source>{name} takes another action</source>
        <translation>{name} faz outra ação</translation>
    </message>
    <message>
        <source>the chosen direction</source>
        <translation>a direção escolhida</translation>
    </message>
    <message>
        <source>{name}&apos;s overwatch ends: it is their turn again.</source>
        <translation>A vigilância de {name} termina: é o turno dele de novo.</translation>
    </message>
    <message>
        <source>Initiative cards</source>
        <translation>Cartas de iniciativa</translation>
    </message>
    <message>
        <source>slow action</source>
        <translation>ação lenta</translation>
    </message>
    <message>
        <source>fast action</source>
        <translation>ação rápida</translation>
    </message>
    <message>
        <source>Card {card}</source>
        <translation>Carta {card}</translation>
    </message>
    <message>
        <source> (deck {deck})</source>
        <translation> (baralho {deck})</translation>
    </message>
    <message>
        <source>A second deck is in play: on equal numbers the lower deck acts first.</source>
        <translation>Há um segundo baralho em jogo: em números iguais age primeiro o baralho mais baixo.</translation>
    </message>
    <message>
        <source>Pick two cards of the initiative order.</source>
        <translation>Escolha duas cartas da ordem de iniciativa.</translation>
    </message>
    <message>
        <source>{side} conditions</source>
        <translation>Condições ({side})</translation>
    </message>
    <message>
        <source>−1 per condition to rolls of that kind; a fourth breaks you</source>
        <translation>−1 por condição nas rolagens desse tipo; a quarta quebra você</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>lethal, {get}</source>
        <translation>letal, {get}</translation>
    </message>
    <message>
        <source>{days_left} days to heal</source>
        <translation>{days_left} dias para curar</translation>
    </message>
    <message>
        <source>Death roll due</source>
        <translation>Teste de morte pendente</translation>
    </message>
    <message>
        <source>Roll Stamina now (a failure kills).</source>
        <translation>Role Vigor agora (uma falha mata).</translation>
    </message>
    <message>
        <source>Skill modifiers</source>
        <translation>Modificadores de perícia</translation>
    </message>
    <message>
        <source>The {track_id} track can&apos;t be changed by hand.</source>
        <translation>A trilha {track_id} não pode ser mudada à mão.</translation>
    </message>
    <message>
        <source>{name} recovers {value}</source>
        <translation>{name} recupera {value}</translation>
    </message>
    <message>
        <source>seed 000</source>
        <translation>seed 000</translation>
    </message>
    <message>
        <source>{skill} is not a YZE skill: roll it at the table.</source>
        <translation>{skill} não é uma perícia do YZE: role na mesa.</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no {missing}: fill it in or roll at the table.</source>
        <translation>A ficha de {name} não tem {missing}: preencha-a ou role na mesa.</translation>
    </message>
    <message>
        <source>roll {label}</source>
        <translation>rolar {label}</translation>
    </message>
    <message>
        <source>{name} rolls {label}</source>
        <translation>{name} rola {label}</translation>
    </message>
    <message>
        <source>{name} rolls {label} ({text}): {faces} — {verdict}</source>
        <translation>{name} rola {label} ({text}): {faces} — {verdict}</translation>
    </message>
    <message>
        <source>{name}: {skill} roll</source>
        <translation>{name}: rolagem de {skill}</translation>
    </message>
    <message>
        <source>Target blocks</source>
        <translation>O alvo bloqueia</translation>
    </message>
    <message>
        <source>Opposed Close Combat roll (fast action)</source>
        <translation>Rolagem oposta de Combate Corpo a Corpo (ação rápida)</translation>
    </message>
    <message>
        <source>+3 in melee, can&apos;t be blocked; roll Stealth first (GM tools ▸ Sneak attack: Stealth roll) — refused after a failed roll</source>
        <translation>+3 corpo a corpo, não pode ser bloqueado; role Furtividade antes (Ferramentas do Mestre ▸ Ataque furtivo: rolagem de Furtividade) — recusado após uma falha</translation>
    </message>
    <message>
        <source>Helpless target</source>
        <translation>Alvo indefeso</translation>
    </message>
    <message>
        <source>Unseen target</source>
        <translation>Alvo invisível</translation>
    </message>
    <message>
        <source>Target size</source>
        <translation>Tamanho do alvo</translation>
    </message>
    <message>
        <source>Large +2, small −2</source>
        <translation>Grande +2, pequeno −2</translation>
    </message>
    <message>
        <source>Dim light</source>
        <translation>Luz fraca</translation>
    </message>
    <message>
        <source>−2; no attack beyond Short</source>
        <translation>−2; nenhum ataque além de Curto</translation>
    </message>
    <message>
        <source>{value} (step dice)</source>
        <translation>{value} (dados de passo)</translation>
    </message>
    <message>
        <source>{pool} d6 ({base_dice} base)</source>
        <translation>{pool} d6 (base {base_dice})</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatente</translation>
    </message>
    <message>
        <source>Explosion</source>
        <translation>Explosão</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Blast power</source>
        <translation>Poder de explosão</translation>
    </message>
    <message>
        <source>Engaged with (optional)</source>
        <translation>Engajado com (opcional)</translation>
    </message>
    <message>
        <source>Hazards</source>
        <translation>Perigos</translation>
    </message>
    <message>
        <source>Everyone in the zone rolls the blast power (seed: explosions).</source>
        <translation>Todos na zona rolam o poder de explosão (seed: EXPLOSÕES).</translation>
    </message>
    <message>
        <source>A fire attack now; burning continues on their turns (seed: fire).</source>
        <translation>Um ataque de fogo agora; a queima continua nos turnos deles (seed: FOGO).</translation>
    </message>
    <message>
        <source>Damage = height ÷ 2, rounded down (seed: falling).</source>
        <translation>Dano = altura ÷ 2, arredondado para baixo (seed: QUEDA).</translation>
    </message>
    <message>
        <source>No attacks beyond Short; running needs Mobility (seed: darkness).</source>
        <translation>Nenhum ataque além de Curto; correr exige Mobilidade (seed: ESCURIDÃO).</translation>
    </message>
    <message>
        <source>A sturdier door rolls its barrier armour; at its structure (wooden: 5) it gives way (seed: doors and hatches).</source>
        <translation>Uma porta mais resistente rola a armadura de barreira; na sua estrutura (madeira: 5) ela cede (seed: PORTAS &amp; ESCOTILHAS).</translation>
    </message>
    <message>
        <source>Everyone else rolls Observation (−2 if well prepared); the ambushers take the best cards, those who failed the worst (seed: ambushes).</source>
        <translation>Todos os outros rolam Observação (−2 se bem preparados); os emboscadores ficam com as melhores cartas, quem falhou com as piores (seed: EMBOSCADAS).</translation>
    </message>
    <message>
        <source>Success: the attack surprises (tick Sneak attack in the Attack dock); failure: the enemy notices — draw initiative, no sneak attack (seed: sneak attacks).</source>
        <translation>Sucesso: o ataque surpreende (marque Ataque furtivo no painel de Ataque); falha: o inimigo percebe — compre iniciativa, sem ataque furtivo (seed: ATAQUES FURTIVOS).</translation>
    </message>
    <message>
        <source>Shoot from overwatch at any point in the turn order (a slow action; overwatch)</source>
        <translation>Atire da vigilância em qualquer ponto da ordem do turno (uma ação lenta; VIGILÂNCIA)</translation>
    </message>
    <message>
        <source>Both in overwatch and both firing: an opposed Ranged Combat roll, not an action, says who shoots first (overwatch)</source>
        <translation>Ambos em vigilância e ambos atirando: uma rolagem oposta de Pontaria, que não é ação, diz quem atira primeiro (VIGILÂNCIA)</translation>
    </message>
    <message>
        <source>Out of turn, no action, can&apos;t be blocked (retreat)</source>
        <translation>Fora do turno, sem ação, não pode ser bloqueado (RECUAR)</translation>
    </message>
    <message>
        <source>The burst&apos;s next attack after a hit, no action; at most three, then the supply roll (full-auto fire)</source>
        <translation>O próximo ataque da rajada após um acerto, sem ação; no máximo três, depois a rolagem de suprimento (FOGO TOTALMENTE AUTOMÁTICO)</translation>
    </message>
    <message>
        <source>Set on fire</source>
        <translation>Incendiar</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Morto</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Quebrado</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Lutando</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>imediata</translation>
    </message>
    <message>
        <source>stabilised</source>
        <translation>estabilizada</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>permanente</translation>
    </message>
    <message>
        <source>GM: {name} recovers {healed} damage.</source>
        <translation>Mestre: {name} recupera {healed} de dano.</translation>
    </message>
    <message>
        <source>GM: {name} recovers {healed} stress.</source>
        <translation>Mestre: {name} recupera {healed} de estresse.</translation>
    </message>
    <message>
        <source>Dying</source>
        <translation>Morrendo</translation>
    </message>
    <message>
        <source>Overwatch</source>
        <translation>Vigilância</translation>
    </message>
    <message>
        <source>Grappled</source>
        <translation>Agarrado</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>falha</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Pequeno</translation>
    </message>
    <message>
        <source>Intensity (dice)</source>
        <translation>Intensidade (dados)</translation>
    </message>
    <message>
        <source>Put out a fire</source>
        <translation>Apagar um fogo</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quem</translation>
    </message>
    <message>
        <source>Burning</source>
        <translation>Em chamas</translation>
    </message>
    <message>
        <source>Blanket (+2)</source>
        <translation>Cobertor (+2)</translation>
    </message>
    <message>
        <source>Slow action, Mobility roll.</source>
        <translation>Ação lenta, rolagem de Mobilidade.</translation>
    </message>
    <message>
        <source>Fall</source>
        <translation>Queda</translation>
    </message>
    <message>
        <source>Height (m)</source>
        <translation>Altura (m)</translation>
    </message>
    <message>
        <source>Controlled jump</source>
        <translation>Salto controlado</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mal iluminada</translation>
    </message>
    <message>
        <source>Cover in a zone</source>
        <translation>Cobertura numa zona</translation>
    </message>
    <message>
        <source>Barrier</source>
        <translation>Barreira</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Adds a barrier someone can take cover behind (fast action).</source>
        <translation>Acrescenta uma barreira atrás da qual alguém pode se proteger (ação rápida).</translation>
    </message>
    <message>
        <source>Stressful situation</source>
        <translation>Situação estressante</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>Estresse</translation>
    </message>
    <message>
        <source>Potential stress; an Insight roll removes one per success.</source>
        <translation>Estresse potencial; uma rolagem de Intuição remove um por sucesso.</translation>
    </message>
    <message>
        <source>Pass time</source>
        <translation>Passar o tempo</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>stretch (minutes)</source>
        <translation>trecho (minutos)</translation>
    </message>
    <message>
        <source>shift (hours)</source>
        <translation>turno (horas)</translation>
    </message>
    <message>
        <source>day</source>
        <translation>dia</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Quantos</translation>
    </message>
    <message>
        <source>Who rests</source>
        <translation>Quem descansa</translation>
    </message>
    <message>
        <source>Gets care (days)</source>
        <translation>Recebe cuidados (dias)</translation>
    </message>
    <message>
        <source>Carer (rolls Healing each day)</source>
        <translation>Cuidador (rola Cura todo dia)</translation>
    </message>
    <message>
        <source>Empty: the carer&apos;s Healing roll succeeded at the table.</source>
        <translation>Vazio: a rolagem de Cura do cuidador teve sucesso na mesa.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Resting heals 1 damage and 1 stress per shift (a day: 4 shifts); a day of care counts as two for critical injuries; timed effects in rounds end.</source>
        <translation>Descansar cura 1 de dano e 1 de estresse por turno (um dia: 4 turnos); um dia de cuidados conta como dois para lesões críticas; efeitos temporários em rodadas terminam.</translation>
    </message>
    <message>
        <source>Death rolls only</source>
        <translation>Só testes de morte</translation>
    </message>
    <message>
        <source>round</source>
        <translation>rodada</translation>
    </message>
    <message>
        <source>stretch</source>
        <translation>trecho</translation>
    </message>
    <message>
        <source>shift</source>
        <translation>turno</translation>
    </message>
    <message>
        <source>Lethal injuries with that time limit call for death rolls; nobody heals (Pass time heals too).</source>
        <translation>Lesões letais com esse prazo exigem testes de morte; ninguém se cura (Passar o tempo também cura).</translation>
    </message>
    <message>
        <source>Critical injuries heal only</source>
        <translation>Só curar lesões críticas</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Dias</translation>
    </message>
    <message>
        <source>Critical injuries heal, all at once; damage and stress don&apos;t (Pass time heals both).</source>
        <translation>As lesões críticas se curam, todas de uma vez; dano e estresse não (Passar o tempo cura ambos).</translation>
    </message>
    <message>
        <source>Door or hatch</source>
        <translation>Porta ou escotilha</translation>
    </message>
    <message>
        <source>Break a door</source>
        <translation>Arrombar uma porta</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dano</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Emboscada</translation>
    </message>
    <message>
        <source>Ambushing side</source>
        <translation>Lado emboscador</translation>
    </message>
    <message>
        <source>Ambushers well prepared (−2)</source>
        <translation>Emboscadores bem preparados (−2)</translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation>Surpresa</translation>
    </message>
    <message>
        <source>Sneak attack: Stealth roll</source>
        <translation>Ataque furtivo: rolagem de Furtividade</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Closing to Engaged range (−2)</source>
        <translation>Aproximando-se até o alcance Engajado (−2)</translation>
    </message>
    <message>
        <source>Stealth roll</source>
        <translation>Rolagem de Furtividade</translation>
    </message>
    <message>
        <source>Choose a door or hatch to break.</source>
        <translation>Escolha uma porta ou escotilha para arrombar.</translation>
    </message>
    <message>
        <source>An ambush needs ambushers on the chosen side and victims.</source>
        <translation>Uma emboscada precisa de emboscadores no lado escolhido e de vítimas.</translation>
    </message>
    <message>
        <source>Ambush by the {side}</source>
        <translation>Emboscada por {side}</translation>
    </message>
    <message>
        <source>Stealth roll: choose one of {choices}.</source>
        <translation>Rolagem de Furtividade: escolha uma de {choices}.</translation>
    </message>
    <message>
        <source>YZE has no tool {tool_id!r}.</source>
        <translation>O YZE não tem a ferramenta {tool_id!r}.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Feito.</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>the player characters</source>
        <translation>os personagens dos jogadores</translation>
    </message>
    <message>
        <source>the NPCs</source>
        <translation>os PNJs</translation>
    </message>
    <message>
        <source>nobody (time only)</source>
        <translation>ninguém (só o tempo)</translation>
    </message>
    <message>
        <source>Overwatch shot</source>
        <translation>Tiro de vigilância</translation>
    </message>
    <message>
        <source>Fires back from overwatch (opposed roll)</source>
        <translation>Revida da vigilância (rolagem oposta)</translation>
    </message>
    <message>
        <source>Free attack (failed retreat)</source>
        <translation>Ataque gratuito (retirada fracassada)</translation>
    </message>
    <message>
        <source>Full-auto follow-up</source>
        <translation>Continuação do fogo automático</translation>
    </message>
    <message>
        <source>Roll it here</source>
        <translation>Rolar aqui</translation>
    </message>
    <message>
        <source>Rolled at the table: success</source>
        <translation>Rolado na mesa: sucesso</translation>
    </message>
    <message>
        <source>Rolled at the table: failure</source>
        <translation>Rolado na mesa: falha</translation>
    </message>
    <message>
        <source>Who rests: choose one of {values}.</source>
        <translation>Quem descansa: escolha um de {values}.</translation>
    </message>
    <message>
        <source>{cared} can&apos;t care for themselves.</source>
        <translation>{cared} não pode cuidar de si mesmo.</translation>
    </message>
    <message>
        <source>mental</source>
        <translation>mental</translation>
    </message>
    <message>
        <source>physical</source>
        <translation>físico</translation>
    </message>
    <message>
        <source>A critical injury is physical or mental, not {kind!r}.</source>
        <translation>Uma lesão crítica é física ou mental, não {kind!r}.</translation>
    </message>
    <message>
        <source>{value} is not a D66 result: both digits go from 1 to 6 (11 … 66).</source>
        <translation>{value} não é um resultado de D66: os dois dígitos vão de 1 a 6 (11 … 66).</translation>
    </message>
    <message>
        <source>The {kind} critical table has no entry for {d66}.</source>
        <translation>A tabela crítica {kind} não tem entrada para {d66}.</translation>
    </message>
    <message>
        <source>{name} has no critical injury {crit_id!r}.</source>
        <translation>{name} não tem a lesão crítica {crit_id!r}.</translation>
    </message>
    <message>
        <source>{name} must make a death roll (Stamina) for {what} — {why}.</source>
        <translation>{name} deve fazer um teste de morte (Vigor) por {what} — {why}.</translation>
    </message>
    <message>
        <source>{name}: {crit_name} healing days</source>
        <translation>{name}: dias de cura de {crit_name}</translation>
    </message>
    <message>
        <source>{name}&apos;s {crit_name} will take {total} days to heal ({faces}).</source>
        <translation>{crit_name} de {name} levará {total} dias para curar ({faces}).</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>turno</translation>
    </message>
    <message>
        <source>instant death</source>
        <translation>morte instantânea</translation>
    </message>
    <message>
        <source>lethal (death roll {mod}, death roll after a {time_limit})</source>
        <translation>letal (teste de morte {mod}, teste de morte após um {time_limit})</translation>
    </message>
    <message>
        <source>lethal (death roll after a {time_limit})</source>
        <translation>letal (teste de morte após um {time_limit})</translation>
    </message>
    <message>
        <source>heals in {healing_days} days</source>
        <translation>cura em {healing_days} dias</translation>
    </message>
    <message>
        <source>Crit die: one of {weapon_dice}, not {die!r}.</source>
        <translation>Dado de crítico: um de {weapon_dice}, não {die!r}.</translation>
    </message>
    <message>
        <source>{name} rolls {die} on the mental critical table: {d66}.</source>
        <translation>{name} rola {die} na tabela de lesões críticas mentais: {d66}.</translation>
    </message>
    <message>
        <source>{name} rolls {die} on the physical critical table: {d66}.</source>
        <translation>{name} rola {die} na tabela de lesões críticas físicas: {d66}.</translation>
    </message>
    <message>
        <source>{name} rolls the weapon&apos;s crit die {die} ({shown}) on the physical critical table: {d66}.</source>
        <translation>{name} rola o dado crítico da arma {die} ({shown}) na tabela de lesões críticas físicas: {d66}.</translation>
    </message>
    <message>
        <source>{name}: mental critical</source>
        <translation>{name}: crítico mental</translation>
    </message>
    <message>
        <source>{name}: physical critical</source>
        <translation>{name}: crítico físico</translation>
    </message>
    <message>
        <source>{name}: mental critical injury</source>
        <translation>{name}: lesão crítica mental</translation>
    </message>
    <message>
        <source>{name}: physical critical injury</source>
        <translation>{name}: lesão crítica física</translation>
    </message>
    <message>
        <source>{name} suffers a mental critical injury (D66 {d66}): {crit_name} — {describe}.</source>
        <translation>{name} sofre uma lesão crítica mental (D66 {d66}): {crit_name} — {describe}.</translation>
    </message>
    <message>
        <source>{name} suffers a physical critical injury (D66 {d66}): {crit_name} — {describe}.</source>
        <translation>{name} sofre uma lesão crítica física (D66 {d66}): {crit_name} — {describe}.</translation>
    </message>
    <message>
        <source>{name}: death rolls due</source>
        <translation>{name}: testes de morte pendentes</translation>
    </message>
    <message>
        <source>their turn has come</source>
        <translation>chegou o turno dele</translation>
    </message>
    <message>
        <source>Time passes in {ladder}, not {unit!r}.</source>
        <translation>O tempo passa em {ladder}, não {unit!r}.</translation>
    </message>
    <message>
        <source>A {unit} passes</source>
        <translation>Passa um {unit}</translation>
    </message>
    <message>
        <source>a {unit} has passed</source>
        <translation>passou um {unit}</translation>
    </message>
    <message>
        <source>{name} isn&apos;t making death rolls from fire.</source>
        <translation>{name} não está fazendo testes de morte por fogo.</translation>
    </message>
    <message>
        <source>{name} is not a lethal injury that still needs {what}.</source>
        <translation>{name} não é uma lesão letal que ainda exija {what}.</translation>
    </message>
    <message>
        <source>{name} has no lethal injury that needs {what}.</source>
        <translation>{name} não tem lesão letal que exija {what}.</translation>
    </message>
    <message>
        <source>death rolls</source>
        <translation>testes de morte</translation>
    </message>
    <message>
        <source>{name}: death roll</source>
        <translation>{name}: teste de morte</translation>
    </message>
    <message>
        <source>{name} makes a death roll for {what}: {faces}.</source>
        <translation>{name} faz um teste de morte por {what}: {faces}.</translation>
    </message>
    <message>
        <source>again after a {time_limit}</source>
        <translation>de novo após um {time_limit}</translation>
    </message>
    <message>
        <source>again next turn</source>
        <translation>de novo no próximo turno</translation>
    </message>
    <message>
        <source>{name} survives, for now — a death roll {again}.</source>
        <translation>{name} sobrevive, por enquanto — um teste de morte {again}.</translation>
    </message>
    <message>
        <source>{victim} is dead.</source>
        <translation>{victim} está morto.</translation>
    </message>
    <message>
        <source>stabilise anyone</source>
        <translation>estabilizar alguém</translation>
    </message>
    <message>
        <source>The last Healing roll for {victim}&apos;s {name} failed: another may be tried only after another death roll.</source>
        <translation>A última rolagem de Cura para {name} de {victim} falhou: outra só pode ser tentada após outro teste de morte.</translation>
    </message>
    <message>
        <source>{healer} stabilises {victim}</source>
        <translation>{healer} estabiliza {victim}</translation>
    </message>
    <message>
        <source>stabilise {victim}</source>
        <translation>estabilizar {victim}</translation>
    </message>
    <message>
        <source>{healer}: Healing</source>
        <translation>{healer}: Cura</translation>
    </message>
    <message>
        <source>{healer} tries to stabilise {victim}&apos;s {what}: {faces}</source>
        <translation>{healer} tenta estabilizar {what} de {victim}: {faces}</translation>
    </message>
    <message>
        <source>{healer} tends {victim}&apos;s {what} (GM: {got} successes).</source>
        <translation>{healer} trata {what} de {victim} (Mestre: {got} sucessos).</translation>
    </message>
    <message>
        <source>{victim} is saved from the fire&apos;s death rolls.</source>
        <translation>{victim} está salvo dos testes de morte do fogo.</translation>
    </message>
    <message>
        <source>{victim}&apos;s {what} is stabilised: no more death rolls.</source>
        <translation>{what} de {victim} está estabilizada: sem mais testes de morte.</translation>
    </message>
    <message>
        <source>{victim}&apos;s {what} holds for now: the time limit is now a {time_limit}.</source>
        <translation>{what} de {victim} aguenta por enquanto: o prazo agora é um {time_limit}.</translation>
    </message>
    <message>
        <source>{healer} fails to stabilise {victim}</source>
        <translation>{healer} não consegue estabilizar {victim}</translation>
    </message>
    <message>
        <source>; another try only after another death roll.</source>
        <translation>; outra tentativa só após outro teste de morte.</translation>
    </message>
    <message>
        <source>treat anyone</source>
        <translation>tratar alguém</translation>
    </message>
    <message>
        <source>{victim} has no critical injury {crit_id!r}.</source>
        <translation>{victim} não tem a lesão crítica {crit_id!r}.</translation>
    </message>
    <message>
        <source>{name} doesn&apos;t wait for a Healing roll.</source>
        <translation>{name} não espera uma rolagem de Cura.</translation>
    </message>
    <message>
        <source>{healer} treats {victim}</source>
        <translation>{healer} trata {victim}</translation>
    </message>
    <message>
        <source>{healer} treats {victim}&apos;s {name}: {faces}</source>
        <translation>{healer} trata {name} de {victim}: {faces}</translation>
    </message>
    <message>
        <source>{victim}&apos;s {name} is treated.</source>
        <translation>{name} de {victim} foi tratada.</translation>
    </message>
    <message>
        <source>{name}: injury becomes permanent</source>
        <translation>{name}: a lesão se torna permanente</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} is now permanent.</source>
        <translation>{name2} de {name} agora é permanente.</translation>
    </message>
    <message>
        <source>Days pass one or more at a time (got {days!r}).</source>
        <translation>Os dias passam um ou mais de cada vez (recebido {days!r}).</translation>
    </message>
    <message>
        <source>{days} day passes</source>
        <translation>Passa {days} dia</translation>
    </message>
    <message>
        <source>{days} days pass</source>
        <translation>Passam {days} dias</translation>
    </message>
    <message>
        <source>{carer} can&apos;t care for anyone while broken or dead.</source>
        <translation>{carer} não pode cuidar de ninguém quebrado ou morto.</translation>
    </message>
    <message>
        <source>{carer}: Healing</source>
        <translation>{carer}: Cura</translation>
    </message>
    <message>
        <source>{carer} cares for {name}: {faces}</source>
        <translation>{carer} cuida de {name}: {faces}</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} has healed.</source>
        <translation>{name2} de {name} sarou.</translation>
    </message>
    <message>
        <source>{names}: movement is a slow action</source>
        <translation>{names}: mover-se é uma ação lenta</translation>
    </message>
    <message>
        <source>{name} is paralysed from the neck down ({names})</source>
        <translation>{name} está paralisado do pescoço para baixo ({names})</translation>
    </message>
    <message>
        <source>both hands</source>
        <translation>as duas mãos</translation>
    </message>
    <message>
        <source>a hand</source>
        <translation>uma mão</translation>
    </message>
    <message>
        <source>{name} can&apos;t use the {get}: it needs {hands} and {name} has {left} usable ({names}).</source>
        <translation>{name} não pode usar {get}: exige {hands} e {name} tem {left} utilizável(is) ({names}).</translation>
    </message>
    <message>
        <source>{name}: {names} hurts</source>
        <translation>{name}: {names} dói</translation>
    </message>
    <message>
        <source>{names}, for the {skill} roll</source>
        <translation>{names}, para a rolagem de {skill}</translation>
    </message>
    <message>
        <source>{who} ({name}): {amount} stress ({attribute_damage} damage) this {unit} if {when} — apply it from the Tracks dock.</source>
        <translation>{who} ({name}): {amount} de estresse ({attribute_damage} de dano) neste {unit} se {when} — aplique pelo painel de Trilhas.</translation>
    </message>
    <message>
        <source> while {while_}</source>
        <translation> enquanto {while_}</translation>
    </message>
    <message>
        <source>{who} rolls {skill} for {name}{when}: {faces} — {verdict}.</source>
        <translation>{who} rola {skill} por {name}{when}: {faces} — {verdict}.</translation>
    </message>
    <message>
        <source>The {table_id} table has no entry {row_id!r}.</source>
        <translation>A tabela {table_id} não tem a entrada {row_id!r}.</translation>
    </message>
    <message>
        <source>Unknown damage system {value!r}; choose from {ids}.</source>
        <translation>Sistema de dano desconhecido {value!r}; escolha entre {ids}.</translation>
    </message>
    <message>
        <source>Unknown critical trigger {bad!r}; choose from {ids} (or None for the one that matches the damage system).</source>
        <translation>Gatilho crítico desconhecido {bad!r}; escolha entre {ids} (ou None para o que combina com o sistema de dano).</translation>
    </message>
    <message>
        <source>Dice mode is &apos;pool&apos; or &apos;step&apos;, not {value!r}.</source>
        <translation>O modo de dados é &apos;pool&apos; ou &apos;step&apos;, não {value!r}.</translation>
    </message>
    <message>
        <source>Setting {key} is on or off (True or False).</source>
        <translation>A configuração {key} é ligada ou desligada (True ou False).</translation>
    </message>
    <message>
        <source>Set {key}</source>
        <translation>Definir {key}</translation>
    </message>
    <message>
        <source>Setting {key} is now {value!r}.</source>
        <translation>A configuração {key} agora é {value!r}.</translation>
    </message>
    <message>
        <source>Unknown attribute {attribute!r}; use {attributes}.</source>
        <translation>Atributo desconhecido {attribute!r}; use {attributes}.</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>sem dados</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no {attribute}: fill it in before rolling {skill_label} (or roll at the table).</source>
        <translation>A ficha de {name} não tem {attribute}: preencha antes de rolar {skill_label} (ou role na mesa).</translation>
    </message>
    <message>
        <source>modifiers {total:+d}</source>
        <translation>modificadores {total:+d}</translation>
    </message>
    <message>
        <source>{name} is dead and can&apos;t {what}.</source>
        <translation>{name} está morto e não pode {what}.</translation>
    </message>
    <message>
        <source>{name} is broken: no actions and no skill rolls until healed.</source>
        <translation>{name} está quebrado: nenhuma ação e nenhuma rolagem de perícia até ser curado.</translation>
    </message>
    <message>
        <source>Damage is a whole number of points, 0 or more (got {amount!r}).</source>
        <translation>O dano é um número inteiro de pontos, 0 ou mais (recebido {amount!r}).</translation>
    </message>
    <message>
        <source>{bad!r} is not a {side} condition; choose from {ids}.</source>
        <translation>{bad!r} não é uma condição {side}; escolha entre {ids}.</translation>
    </message>
    <message>
        <source>{name} dies</source>
        <translation>{name} morre</translation>
    </message>
    <message>
        <source>Unknown kind of damage {kind!r}; use one of {known}.</source>
        <translation>Tipo de dano desconhecido {kind!r}; use um de {known}.</translation>
    </message>
    <message>
        <source>{name} is broken.</source>
        <translation>{name} está quebrado.</translation>
    </message>
    <message>
        <source>a minor NPC broken by damage</source>
        <translation>um PNJ menor quebrado por dano</translation>
    </message>
    <message>
        <source>{name} is broken by fire: a death roll on each of their turns until dead or saved by a Healing roll.</source>
        <translation>{name} está quebrado pelo fogo: um teste de morte a cada turno dele até morrer ou ser salvo por uma rolagem de Cura.</translation>
    </message>
    <message>
        <source>push a roll</source>
        <translation>forçar uma rolagem</translation>
    </message>
    <message>
        <source>{name} pushes the roll</source>
        <translation>{name} força a rolagem</translation>
    </message>
    <message>
        <source>{name} pushes: {faces}</source>
        <translation>{name} força: {faces}</translation>
    </message>
    <message>
        <source>pushing a roll</source>
        <translation>forçar uma rolagem</translation>
    </message>
    <message>
        <source>Unknown stressful situation {factor_id!r}; choose from {ids}.</source>
        <translation>Situação estressante desconhecida {factor_id!r}; escolha entre {ids}.</translation>
    </message>
    <message>
        <source>Give either a stressful situation from the table or a stress amount.</source>
        <translation>Informe uma situação estressante da tabela ou uma quantidade de estresse.</translation>
    </message>
    <message>
        <source>a stressful situation</source>
        <translation>uma situação estressante</translation>
    </message>
    <message>
        <source>{name} still has an Insight roll waiting: push it or accept it first.</source>
        <translation>{name} ainda tem uma rolagem de Intuição pendente: force-a ou aceite-a primeiro.</translation>
    </message>
    <message>
        <source>{name} is broken and can&apos;t roll Insight against {source}.</source>
        <translation>{name} está quebrado e não pode rolar Intuição contra {source}.</translation>
    </message>
    <message>
        <source>{name} faces {source} (potential stress {potential}): {faces}</source>
        <translation>{name} enfrenta {source} (estresse potencial {potential}): {faces}</translation>
    </message>
    <message>
        <source>{name} pushes the Insight roll: {faces}</source>
        <translation>{name} força a rolagem de Intuição: {faces}</translation>
    </message>
    <message>
        <source>; {extra} more stress for the 1s</source>
        <translation>; mais {extra} de estresse pelos 1</translation>
    </message>
    <message>
        <source>{name} shrugs off {source}.</source>
        <translation>{name} não se abala com {source}.</translation>
    </message>
    <message>
        <source>{name} has no Insight roll waiting.</source>
        <translation>{name} não tem rolagem de Intuição pendente.</translation>
    </message>
    <message>
        <source>{name} dies: {cause}.</source>
        <translation>{name} morre: {cause}.</translation>
    </message>
    <message>
        <source>{name} has no {cost} left this round to {what}.</source>
        <translation>{name} não tem mais {cost} nesta rodada para {what}.</translation>
    </message>
    <message>
        <source>{name}: {what} ({cost})</source>
        <translation>{name}: {what} ({cost})</translation>
    </message>
    <message>
        <source>mental conditions</source>
        <translation>condições mentais</translation>
    </message>
    <message>
        <source>physical conditions</source>
        <translation>condições físicas</translation>
    </message>
    <message>
        <source>{amount} stress</source>
        <translation>{amount} de estresse</translation>
    </message>
    <message>
        <source>{amount} damage</source>
        <translation>{amount} de dano</translation>
    </message>
    <message>
        <source>{amount} fire damage</source>
        <translation>{amount} de dano de fogo</translation>
    </message>
    <message>
        <source>{amount} cold damage</source>
        <translation>{amount} de dano de frio</translation>
    </message>
    <message>
        <source>{amount} hunger damage</source>
        <translation>{amount} de dano de fome</translation>
    </message>
    <message>
        <source>{amount} push damage</source>
        <translation>{amount} de dano por forçar</translation>
    </message>
    <message>
        <source>{amount} {kind} damage</source>
        <translation>{amount} de dano ({kind})</translation>
    </message>
    <message>
        <source>{name} takes {harm}: {names}</source>
        <translation>{name} sofre {harm}: {names}</translation>
    </message>
    <message>
        <source>{name} takes {harm} ({track} {before} → {after})</source>
        <translation>{name} sofre {harm} ({track} {before} → {after})</translation>
    </message>
    <message>
        <source>{name} takes {harm}</source>
        <translation>{name} sofre {harm}</translation>
    </message>
    <message>
        <source>{harm_taken}; {overflow} more than the {track} can hold</source>
        <translation>{harm_taken}; {overflow} além do que {track} comporta</translation>
    </message>
    <message>
        <source>{harm_taken} — {source}</source>
        <translation>{harm_taken} — {source}</translation>
    </message>
    <message>
        <source>{name} dies.</source>
        <translation>{name} morre.</translation>
    </message>
    <message>
        <source>{name}: push the Insight roll</source>
        <translation>{name}: forçar a rolagem de Intuição</translation>
    </message>
    <message>
        <source>{name}: accept the Insight roll</source>
        <translation>{name}: aceitar a rolagem de Intuição</translation>
    </message>
    <message>
        <source>mental condition</source>
        <translation>condição mental</translation>
    </message>
    <message>
        <source>physical condition</source>
        <translation>condição física</translation>
    </message>
    <message>
        <source>point of Strength/Agility damage</source>
        <translation>ponto de dano em Força/Agilidade</translation>
    </message>
    <message>
        <source>point of Wits/Empathy damage</source>
        <translation>ponto de dano em Astúcia/Empatia</translation>
    </message>
    <message>
        <source>Heal &apos;damage&apos; or &apos;stress&apos;, not {track!r}.</source>
        <translation>Cure &apos;damage&apos; ou &apos;stress&apos;, não {track!r}.</translation>
    </message>
    <message>
        <source>{victim} is dead; no Healing roll can help.</source>
        <translation>{victim} está morto; nenhuma rolagem de Cura pode ajudar.</translation>
    </message>
    <message>
        <source> Use stabilise for the lethal injury.</source>
        <translation> Use estabilizar para a lesão letal.</translation>
    </message>
    <message>
        <source>The Healing roll only helps a broken victim, and {victim} isn&apos;t broken.{hint}</source>
        <translation>A rolagem de Cura só ajuda uma vítima quebrada, e {victim} não está quebrado.{hint}</translation>
    </message>
    <message>
        <source>{healer} heals {victim}</source>
        <translation>{healer} cura {victim}</translation>
    </message>
    <message>
        <source>heal {victim}</source>
        <translation>curar {victim}</translation>
    </message>
    <message>
        <source>{healer} tends to {victim}: {faces}</source>
        <translation>{healer} cuida de {victim}: {faces}</translation>
    </message>
    <message>
        <source>{healer} tends to {victim} (GM: {got} successes).</source>
        <translation>{healer} cuida de {victim} (Mestre: {got} sucessos).</translation>
    </message>
    <message>
        <source>{victim} heals {healed} {side_word}</source>
        <translation>{victim} recupera {healed} {side_word}</translation>
    </message>
    <message>
        <source> and is back on their feet</source>
        <translation> e está de pé de novo</translation>
    </message>
    <message>
        <source>{healer} fails to help {victim}.</source>
        <translation>{healer} não consegue ajudar {victim}.</translation>
    </message>
    <message>
        <source>{name} recovers over a Turn</source>
        <translation>{name} se recupera ao longo de um Turno</translation>
    </message>
    <message>
        <source>{name} recovers {parts} over a Turn.</source>
        <translation>{name} recupera {parts} ao longo de um Turno.</translation>
    </message>
    <message>
        <source>An armour rating is a number (dice pool) or A–D (step dice), not {rating!r}.</source>
        <translation>Uma classificação de armadura é um número (parada de dados) ou A–D (dados de passo), não {rating!r}.</translation>
    </message>
    <message>
        <source>{name}: armour {rating}</source>
        <translation>{name}: armadura {rating}</translation>
    </message>
    <message>
        <source>{name} now wears {label} (rating {rating}).</source>
        <translation>{name} agora veste {label} (classificação {rating}).</translation>
    </message>
    <message>
        <source>{name} has no armour.</source>
        <translation>{name} não tem armadura.</translation>
    </message>
    <message>
        <source>{label} ({what}) against {damage} damage: {faces} — {damage2} stopped</source>
        <translation>{label} ({what}) contra {damage} de dano: {faces} — {damage2} detidos</translation>
    </message>
    <message>
        <source>; the {what} degrades to {new_rating}</source>
        <translation>; {what} se degrada para {new_rating}</translation>
    </message>
    <message>
        <source>{name}: armour roll</source>
        <translation>{name}: rolagem de armadura</translation>
    </message>
    <message>
        <source>Unknown barrier {barrier_id!r}; choose from {ids}.</source>
        <translation>Barreira desconhecida {barrier_id!r}; escolha entre {ids}.</translation>
    </message>
    <message>
        <source>Cover needs a barrier or an armour rating.</source>
        <translation>A cobertura precisa de uma barreira ou de uma classificação de armadura.</translation>
    </message>
    <message>
        <source>take cover</source>
        <translation>procurar cobertura</translation>
    </message>
    <message>
        <source>{name} takes cover</source>
        <translation>{name} procura cobertura</translation>
    </message>
    <message>
        <source>{name} takes cover behind {name2} (rating {rating}).</source>
        <translation>{name} se protege atrás de {name2} (classificação {rating}).</translation>
    </message>
    <message>
        <source>{name} leaves cover</source>
        <translation>{name} sai da cobertura</translation>
    </message>
    <message>
        <source>{name} leaves cover.</source>
        <translation>{name} sai da cobertura.</translation>
    </message>
    <message>
        <source>{name}: cover and armour</source>
        <translation>{name}: cobertura e armadura</translation>
    </message>
    <message>
        <source>{name} runs in the dark</source>
        <translation>{name} corre no escuro</translation>
    </message>
    <message>
        <source>{name}: run blind</source>
        <translation>{name}: correr às cegas</translation>
    </message>
    <message>
        <source>stumbling in the dark</source>
        <translation>tropeçar no escuro</translation>
    </message>
    <message>
        <source>{name} stumbles in the dark</source>
        <translation>{name} tropeça no escuro</translation>
    </message>
    <message>
        <source>{name} stumbles in total darkness: {damage} damage.</source>
        <translation>{name} tropeça na escuridão total: {damage} de dano.</translation>
    </message>
    <message>
        <source>running in total darkness ({dark_name})</source>
        <translation>correndo na escuridão total ({dark_name})</translation>
    </message>
    <message>
        <source>{name} stumbles and takes {darkness_damage} damage</source>
        <translation>{name} tropeça e sofre {darkness_damage} de dano</translation>
    </message>
    <message>
        <source>{name} armour: {roll}</source>
        <translation>armadura de {name}: {roll}</translation>
    </message>
    <message>
        <source>The {label} is no door or hatch: only those are broken down.</source>
        <translation>{label} não é porta nem escotilha: só essas podem ser arrombadas.</translation>
    </message>
    <message>
        <source>The {label} is already broken.</source>
        <translation>{label} já está arrombada.</translation>
    </message>
    <message>
        <source>Damage to a door is a whole number, 1 or more (got {damage!r}).</source>
        <translation>O dano a uma porta é um número inteiro, 1 ou mais (recebido {damage!r}).</translation>
    </message>
    <message>
        <source>{name}: total darkness</source>
        <translation>{name}: escuridão total</translation>
    </message>
    <message>
        <source>{name}: light</source>
        <translation>{name}: luz</translation>
    </message>
    <message>
        <source>{name} is in total darkness.</source>
        <translation>{name} está em escuridão total.</translation>
    </message>
    <message>
        <source>{name} is no longer in total darkness.</source>
        <translation>{name} não está mais em escuridão total.</translation>
    </message>
    <message>
        <source>{name} runs in total darkness: {roll}{mods_text} — keeps their footing.</source>
        <translation>{name} corre na escuridão total: {roll}{mods_text} — mantém o equilíbrio.</translation>
    </message>
    <message>
        <source>{name} runs in total darkness: {roll}{mods_text} — stumbles and takes {damage} damage.</source>
        <translation>{name} corre na escuridão total: {roll}{mods_text} — tropeça e sofre {damage} de dano.</translation>
    </message>
    <message>
        <source>Break the {label}</source>
        <translation>Arrombar {label}</translation>
    </message>
    <message>
        <source>{label}: armour</source>
        <translation>{label}: armadura</translation>
    </message>
    <message>
        <source> ({text}: {min} stopped)</source>
        <translation> ({text}: {min} detidos)</translation>
    </message>
    <message>
        <source>it gives way</source>
        <translation>ela cede</translation>
    </message>
    <message>
        <source>{structure} more damage breaks it</source>
        <translation>mais {structure} de dano a quebra</translation>
    </message>
    <message>
        <source>The {label} takes {dealt} damage{text}: {total} of {structure} — {verdict}.</source>
        <translation>{label} sofre {dealt} de dano{text}: {total} de {structure} — {verdict}.</translation>
    </message>
    <message>
        <source>A fire&apos;s intensity is a number of dice (usually 3–9) or a step rating A–D, not {intensity!r}.</source>
        <translation>A intensidade de um fogo é um número de dados (geralmente 3–9) ou uma classificação A–D, não {intensity!r}.</translation>
    </message>
    <message>
        <source>{name} is exposed to fire</source>
        <translation>{name} está exposto ao fogo</translation>
    </message>
    <message>
        <source>{name} is on fire (intensity {level}).</source>
        <translation>{name} está em chamas (intensidade {level}).</translation>
    </message>
    <message>
        <source>{name} is not burning.</source>
        <translation>{name} não está em chamas.</translation>
    </message>
    <message>
        <source>{name} burns</source>
        <translation>{name} queima</translation>
    </message>
    <message>
        <source>Fire ({level}) on {name}</source>
        <translation>Fogo ({level}) em {name}</translation>
    </message>
    <message>
        <source>{name} is exposed to fire (intensity {level}): {roll}</source>
        <translation>{name} está exposto ao fogo (intensidade {level}): {roll}</translation>
    </message>
    <message>
        <source> — {damage} damage; {name} catches fire.</source>
        <translation> — {damage} de dano; {name} pega fogo.</translation>
    </message>
    <message>
        <source> — no damage; the fire doesn&apos;t catch.</source>
        <translation> — nenhum dano; o fogo não pega.</translation>
    </message>
    <message>
        <source>{name} burns (intensity {level}): {roll}</source>
        <translation>{name} queima (intensidade {level}): {roll}</translation>
    </message>
    <message>
        <source> — {damage} damage; the fire grows.</source>
        <translation> — {damage} de dano; o fogo aumenta.</translation>
    </message>
    <message>
        <source> — no damage: the fire dies.</source>
        <translation> — nenhum dano: o fogo se apaga.</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>fogo</translation>
    </message>
    <message>
        <source>{target} is not burning.</source>
        <translation>{target} não está em chamas.</translation>
    </message>
    <message>
        <source>{actor} must be at Engaged range of {target} to put out the fire (a fast action to close in).</source>
        <translation>{actor} precisa estar no alcance Engajado de {target} para apagar o fogo (uma ação rápida para se aproximar).</translation>
    </message>
    <message>
        <source>{actor} puts out the fire on {target}</source>
        <translation>{actor} apaga o fogo em {target}</translation>
    </message>
    <message>
        <source>put out the fire</source>
        <translation>apagar o fogo</translation>
    </message>
    <message>
        <source>Blanket</source>
        <translation>Cobertor</translation>
    </message>
    <message>
        <source>{actor}: put out the fire</source>
        <translation>{actor}: apagar o fogo</translation>
    </message>
    <message>
        <source>their own fire</source>
        <translation>o próprio fogo</translation>
    </message>
    <message>
        <source>the fire on {target}</source>
        <translation>o fogo em {target}</translation>
    </message>
    <message>
        <source>{actor} tries to put out {who}: {roll}{mods_text} — </source>
        <translation>{actor} tenta apagar {who}: {roll}{mods_text} — </translation>
    </message>
    <message>
        <source>the fire is out.</source>
        <translation>o fogo se apagou.</translation>
    </message>
    <message>
        <source>it still burns.</source>
        <translation>ainda queima.</translation>
    </message>
    <message>
        <source>an explosion</source>
        <translation>uma explosão</translation>
    </message>
    <message>
        <source>Unknown blast power {blast_power!r}.</source>
        <translation>Poder de explosão desconhecido {blast_power!r}.</translation>
    </message>
    <message>
        <source>Blast power is a number of dice or a step rating A–D.</source>
        <translation>O poder de explosão é um número de dados ou uma classificação A–D.</translation>
    </message>
    <message>
        <source>Blast power {blast_power!r} is not on the table ({values}); give its base damage.</source>
        <translation>O poder de explosão {blast_power!r} não está na tabela ({values}); informe o dano base.</translation>
    </message>
    <message>
        <source>A blast needs at least one die.</source>
        <translation>Uma explosão precisa de pelo menos um dado.</translation>
    </message>
    <message>
        <source>Explosion in {zone_id_name}</source>
        <translation>Explosão em {zone_id_name}</translation>
    </message>
    <message>
        <source>An explosion (blast power {blast_power}, base damage {base}) in {zone_id_name}.</source>
        <translation>Uma explosão (poder {blast_power}, dano base {base}) em {zone_id_name}.</translation>
    </message>
    <message>
        <source>The blast is too weak to reach beyond {zone_id_name}.</source>
        <translation>A explosão é fraca demais para ir além de {zone_id_name}.</translation>
    </message>
    <message>
        <source>The {border_label} shields {other_name} from the blast.</source>
        <translation>{border_label} protege {other_name} da explosão.</translation>
    </message>
    <message>
        <source>The blast reaches {other_name} at power {reach} (base damage {reach_base}).</source>
        <translation>A explosão alcança {other_name} com poder {reach} (dano base {reach_base}).</translation>
    </message>
    <message>
        <source>Blast ({power}) on {name}</source>
        <translation>Explosão ({power}) em {name}</translation>
    </message>
    <message>
        <source> at Engaged range</source>
        <translation> no alcance Engajado</translation>
    </message>
    <message>
        <source>{damage} damage</source>
        <translation>{damage} de dano</translation>
    </message>
    <message>
        <source>, {taken} after armour</source>
        <translation>, {taken} após a armadura</translation>
    </message>
    <message>
        <source>A fall height can&apos;t be negative.</source>
        <translation>A altura de uma queda não pode ser negativa.</translation>
    </message>
    <message>
        <source>{name} falls {height_m:g} m</source>
        <translation>{name} cai {height_m:g} m</translation>
    </message>
    <message>
        <source>{name}: controlled jump</source>
        <translation>{name}: salto controlado</translation>
    </message>
    <message>
        <source>{name} jumps {height_m:g} m: {roll}{mods_text} — {saved} damage saved.</source>
        <translation>{name} salta {height_m:g} m: {roll}{mods_text} — {saved} de dano evitado.</translation>
    </message>
    <message>
        <source>{name} falls {height_m:g} m: {damage} damage</source>
        <translation>{name} cai {height_m:g} m: {damage} de dano</translation>
    </message>
    <message>
        <source>, {taken} after the jump.</source>
        <translation>, {taken} após o salto.</translation>
    </message>
    <message>
        <source>a fall of {height_m:g} m</source>
        <translation>uma queda de {height_m:g} m</translation>
    </message>
    <message>
        <source>{table}.json has no row {row_id!r}</source>
        <translation>{table}.json não tem a linha {row_id!r}</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>carta {card}</translation>
    </message>
    <message>
        <source>{card_text} is not in the deck.</source>
        <translation>{card_text} não está no baralho.</translation>
    </message>
    <message>
        <source>All cards of deck {n} are out: a {ordinal} deck (cards {deck_cards}–{deck_cards2}, marked deck {n2}) comes in. On equal numbers the card of the lower deck acts first.</source>
        <translation>Todas as cartas do baralho {n} saíram: entra um {ordinal} baralho (cartas {deck_cards}–{deck_cards2}, marcado baralho {n2}). Em números iguais, a carta do baralho mais baixo age primeiro.</translation>
    </message>
    <message>
        <source>The GM draws a hidden card for {who}.</source>
        <translation>O Mestre compra uma carta oculta para {who}.</translation>
    </message>
    <message>
        <source>The GM draws {card} for {who}; they act on it in the GM&apos;s order.</source>
        <translation>O Mestre compra {card} para {who}; eles agem nela na ordem do Mestre.</translation>
    </message>
    <message>
        <source>{holder} draws {card}.</source>
        <translation>{holder} compra {card}.</translation>
    </message>
    <message>
        <source>A group needs a name.</source>
        <translation>Um grupo precisa de um nome.</translation>
    </message>
    <message>
        <source>{group!r} is a combatant&apos;s name; give the group another name.</source>
        <translation>{group!r} é o nome de um combatente; dê outro nome ao grupo.</translation>
    </message>
    <message>
        <source>Group {group} has no members.</source>
        <translation>O grupo {group} não tem membros.</translation>
    </message>
    <message>
        <source>Group {group} lists someone twice.</source>
        <translation>O grupo {group} lista alguém duas vezes.</translation>
    </message>
    <message>
        <source>{n} is already in group {other}.</source>
        <translation>{n} já está no grupo {other}.</translation>
    </message>
    <message>
        <source>{n} already holds a card of their own.</source>
        <translation>{n} já tem uma carta própria.</translation>
    </message>
    <message>
        <source>Order of group {group}</source>
        <translation>Ordem do grupo {group}</translation>
    </message>
    <message>
        <source>List exactly the members of {group} ({members}); new members join through join_initiative.</source>
        <translation>Liste exatamente os membros de {group} ({members}); novos membros entram por join_initiative.</translation>
    </message>
    <message>
        <source>{group} will act in this order: {names}.</source>
        <translation>{group} agirá nesta ordem: {names}.</translation>
    </message>
    <message>
        <source>The GM groups {names} as {group}: one card for all, in this order.</source>
        <translation>O Mestre agrupa {names} como {group}: uma carta para todos, nesta ordem.</translation>
    </message>
    <message>
        <source>Group {group} already exists with other members.</source>
        <translation>O grupo {group} já existe com outros membros.</translation>
    </message>
    <message>
        <source>Draw initiative</source>
        <translation>Comprar iniciativa</translation>
    </message>
    <message>
        <source>The fight is on: initiative is drawn once, at the start, and kept for the whole fight. Use join_initiative for a newcomer.</source>
        <translation>A luta começou: a iniciativa é comprada uma vez, no início, e mantida a luta inteira. Use join_initiative para um recém-chegado.</translation>
    </message>
    <message>
        <source>Everyone named already holds an initiative card.</source>
        <translation>Todos os citados já têm uma carta de iniciativa.</translation>
    </message>
    <message>
        <source>Redraw initiative</source>
        <translation>Comprar iniciativa de novo</translation>
    </message>
    <message>
        <source>No cards have been drawn yet.</source>
        <translation>Nenhuma carta foi comprada ainda.</translation>
    </message>
    <message>
        <source>All initiative cards go back and are dealt again.</source>
        <translation>Todas as cartas de iniciativa voltam e são distribuídas de novo.</translation>
    </message>
    <message>
        <source>{name} picks initiative card {card}</source>
        <translation>{name} escolhe a carta de iniciativa {card}</translation>
    </message>
    <message>
        <source>A surprise pick happens as the fight begins, not during it.</source>
        <translation>Uma escolha por surpresa acontece quando a luta começa, não durante.</translation>
    </message>
    <message>
        <source>There is no card {card}: the deck holds {cards}–{cards2}.</source>
        <translation>Não há carta {card}: o baralho tem {cards}–{cards2}.</translation>
    </message>
    <message>
        <source>{holder} already holds {card_text}; pick another.</source>
        <translation>{holder} já tem {card_text}; escolha outra.</translation>
    </message>
    <message>
        <source>{holder} strikes by surprise and picks {card_text}.</source>
        <translation>{holder} ataca de surpresa e escolhe {card_text}.</translation>
    </message>
    <message>
        <source>Ambush: initiative</source>
        <translation>Emboscada: iniciativa</translation>
    </message>
    <message>
        <source>Initiative is already drawn; an ambush deals it as the fight begins.</source>
        <translation>A iniciativa já foi comprada; uma emboscada a distribui quando a luta começa.</translation>
    </message>
    <message>
        <source>More ambushers than cards left to pick.</source>
        <translation>Mais emboscadores do que cartas restantes para escolher.</translation>
    </message>
    <message>
        <source>{clash} can&apos;t both lay the ambush and fall into it.</source>
        <translation>{clash} não pode armar a emboscada e cair nela.</translation>
    </message>
    <message>
        <source>Spot the ambush</source>
        <translation>Perceber a emboscada</translation>
    </message>
    <message>
        <source>{n}: Observation</source>
        <translation>{n}: Observação</translation>
    </message>
    <message>
        <source>spots the ambush</source>
        <translation>percebe a emboscada</translation>
    </message>
    <message>
        <source>doesn&apos;t see it coming</source>
        <translation>não a vê chegando</translation>
    </message>
    <message>
        <source> ({mod:+d}: the ambushers are well prepared)</source>
        <translation> ({mod:+d}: os emboscadores estão bem preparados)</translation>
    </message>
    <message>
        <source>{n} rolls Observation{extra}: {roll} — {verdict}.</source>
        <translation>{n} rola Observação{extra}: {roll} — {verdict}.</translation>
    </message>
    <message>
        <source>{attacker}: sneak attack</source>
        <translation>{attacker}: ataque furtivo</translation>
    </message>
    <message>
        <source>{attacker}: Stealth</source>
        <translation>{attacker}: Furtividade</translation>
    </message>
    <message>
        <source> ({mod:+d} for closing to Engaged range)</source>
        <translation> ({mod:+d} por se aproximar até o alcance Engajado)</translation>
    </message>
    <message>
        <source>unseen: the attack is surprising, pick any initiative card</source>
        <translation>não visto: o ataque é surpresa, escolha qualquer carta de iniciativa</translation>
    </message>
    <message>
        <source>spotted: the enemy notices, draw initiative</source>
        <translation>visto: o inimigo percebe, compre iniciativa</translation>
    </message>
    <message>
        <source>rolled at the table, </source>
        <translation>rolado na mesa, </translation>
    </message>
    <message>
        <source>{attacker} sneaks up{extra}: {said} — {verdict}.</source>
        <translation>{attacker} se aproxima furtivamente{extra}: {said} — {verdict}.</translation>
    </message>
    <message>
        <source>{n} is a player character: only NPCs share a group card (NPC initiative).</source>
        <translation>{n} é um personagem de jogador: só PNJs dividem a carta de grupo (INICIATIVA DE PNJ).</translation>
    </message>
    <message>
        <source>{who} draw a hidden card.</source>
        <translation>{who} compram uma carta oculta.</translation>
    </message>
    <message>
        <source>{who} draws a hidden card.</source>
        <translation>{who} compra uma carta oculta.</translation>
    </message>
    <message>
        <source>The order stays the same for the whole fight (drawing initiative); end the fight to draw again.</source>
        <translation>A ordem fica a mesma a luta inteira (COMPRANDO A INICIATIVA); termine a luta para comprar de novo.</translation>
    </message>
    <message>
        <source>Ambush! {label} failed to spot it and get {card_text} (the worst cards, from #{deck_cards} down, dealt at random).</source>
        <translation>Emboscada! {label} não a perceberam e recebem {card_text} (as piores cartas, de #{deck_cards} para baixo, distribuídas ao acaso).</translation>
    </message>
    <message>
        <source>Ambush! {label} failed to spot it and gets {card_text} (the worst cards, from #{deck_cards} down, dealt at random).</source>
        <translation>Emboscada! {label} não a percebeu e recebe {card_text} (as piores cartas, de #{deck_cards} para baixo, distribuídas ao acaso).</translation>
    </message>
    <message>
        <source>{attacker} has no Stealth roll for a sneak attack: roll it first (GM tools ▸ Sneak attack: Stealth roll) (sneak attack).</source>
        <translation>{attacker} não tem rolagem de Furtividade para um ataque furtivo: role primeiro (Ferramentas do Mestre ▸ Ataque furtivo: rolagem de Furtividade) (ATAQUE FURTIVO).</translation>
    </message>
    <message>
        <source>{attacker} failed the Stealth roll: the enemy noticed them, so this can&apos;t be a sneak attack — draw initiative and attack without it (sneak attack).</source>
        <translation>{attacker} falhou na rolagem de Furtividade: o inimigo o percebeu, então não pode ser um ataque furtivo — compre iniciativa e ataque sem ele (ATAQUE FURTIVO).</translation>
    </message>
    <message>
        <source>{attacker}&apos;s Stealth roll was made without the −2 for closing to Engaged range: roll it again for a melee sneak attack (sneak attack).</source>
        <translation>A rolagem de Furtividade de {attacker} foi feita sem o −2 por se aproximar até o alcance Engajado: role de novo para um ataque furtivo corpo a corpo (ATAQUE FURTIVO).</translation>
    </message>
    <message>
        <source>Hidden initiative </source>
        <translation>Iniciativa oculta </translation>
    </message>
    <message>
        <source>Hidden initiative: cards are secret and drawn again every round; the GM calls the numbers from #1.</source>
        <translation>Iniciativa oculta: as cartas são secretas e compradas de novo a cada rodada; o Mestre chama os números a partir do #1.</translation>
    </message>
    <message>
        <source>Hidden initiative off: the cards are face up and kept for the whole fight.</source>
        <translation>Iniciativa oculta desligada: as cartas ficam à vista e valem a luta inteira.</translation>
    </message>
    <message>
        <source>Round {number}: hidden initiative — every card is drawn again.</source>
        <translation>Rodada {number}: iniciativa oculta — todas as cartas são compradas de novo.</translation>
    </message>
    <message>
        <source>The GM calls #{card}: {holder} shows {card_text}.</source>
        <translation>O Mestre chama #{card}: {holder} mostra {card_text}.</translation>
    </message>
    <message>
        <source>Round {number} begins: everyone&apos;s actions refresh.</source>
        <translation>Começa a rodada {number}: as ações de todos se renovam.</translation>
    </message>
    <message>
        <source>Nobody in the order can act.</source>
        <translation>Ninguém na ordem pode agir.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn ({card_text}, round {number})</source>
        <translation>Turno de {name} ({card_text}, rodada {number})</translation>
    </message>
    <message>
        <source>: broken, no actions — the turn passes.</source>
        <translation>: quebrado, sem ações — o turno passa.</translation>
    </message>
    <message>
        <source>{name} can&apos;t act now; the turn passes.</source>
        <translation>{name} não pode agir agora; o turno passa.</translation>
    </message>
    <message>
        <source>Start the fight</source>
        <translation>Começar a luta</translation>
    </message>
    <message>
        <source>The fight has already started.</source>
        <translation>A luta já começou.</translation>
    </message>
    <message>
        <source>Draw initiative first: nobody holds a card.</source>
        <translation>Compre a iniciativa primeiro: ninguém tem carta.</translation>
    </message>
    <message>
        <source>The fight begins: round {number}.</source>
        <translation>A luta começa: rodada {number}.</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Próximo turno</translation>
    </message>
    <message>
        <source>The fight hasn&apos;t started: draw initiative and start it first.</source>
        <translation>A luta não começou: compre a iniciativa e comece-a primeiro.</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Próxima rodada</translation>
    </message>
    <message>
        <source>End the fight</source>
        <translation>Terminar a luta</translation>
    </message>
    <message>
        <source>The fight is over.</source>
        <translation>A luta acabou.</translation>
    </message>
    <message>
        <source>Cards are swapped during the fight, on your own turn.</source>
        <translation>As cartas são trocadas durante a luta, no seu próprio turno.</translation>
    </message>
    <message>
        <source>There is no combatant called {name!r}.</source>
        <translation>Não existe combatente chamado {name!r}.</translation>
    </message>
    <message>
        <source>It isn&apos;t {name}&apos;s turn: a swap is declared on your own turn.</source>
        <translation>Não é o turno de {name}: uma troca é declarada no próprio turno.</translation>
    </message>
    <message>
        <source>{name} has already acted this round: swap before taking any action.</source>
        <translation>{name} já agiu nesta rodada: troque antes de fazer qualquer ação.</translation>
    </message>
    <message>
        <source>{name} has just received this card in a swap and can&apos;t swap it again until the next round.</source>
        <translation>{name} acabou de receber esta carta numa troca e não pode trocá-la de novo até a próxima rodada.</translation>
    </message>
    <message>
        <source>There is no combatant called {other!r}.</source>
        <translation>Não existe combatente chamado {other!r}.</translation>
    </message>
    <message>
        <source>{name} holds no initiative card.</source>
        <translation>{name} não tem carta de iniciativa.</translation>
    </message>
    <message>
        <source>{other} holds no initiative card.</source>
        <translation>{other} não tem carta de iniciativa.</translation>
    </message>
    <message>
        <source>{name} and {other} act on the same card.</source>
        <translation>{name} e {other} agem na mesma carta.</translation>
    </message>
    <message>
        <source>{holder} has already begun its turn ({started} acted): the group&apos;s card can&apos;t change hands now.</source>
        <translation>{holder} já começou seu turno ({started} agiu): a carta do grupo não pode mudar de mãos agora.</translation>
    </message>
    <message>
        <source>{other}&apos;s turn has already come this round.</source>
        <translation>O turno de {other} já chegou nesta rodada.</translation>
    </message>
    <message>
        <source>{other} is {state} and can&apos;t act: there is no one to swap with.</source>
        <translation>{other} está {state} e não pode agir: não há com quem trocar.</translation>
    </message>
    <message>
        <source>{name} swaps initiative with {other}</source>
        <translation>{name} troca a iniciativa com {other}</translation>
    </message>
    <message>
        <source>{name} swaps initiative with {their_label}: {holder} takes {card_text} and acts now; {holder2} will act on {card_text2}.</source>
        <translation>{name} troca a iniciativa com {their_label}: {holder} fica com {card_text} e age agora; {holder2} agirá em {card_text2}.</translation>
    </message>
    <message>
        <source>{name} joins the fight</source>
        <translation>{name} entra na luta</translation>
    </message>
    <message>
        <source>{name} is already in the initiative order.</source>
        <translation>{name} já está na ordem de iniciativa.</translation>
    </message>
    <message>
        <source>There is no group called {group!r}.</source>
        <translation>Não existe grupo chamado {group!r}.</translation>
    </message>
    <message>
        <source>{name} is a player character: only NPCs join a group card.</source>
        <translation>{name} é um personagem de jogador: só PNJs entram numa carta de grupo.</translation>
    </message>
    <message>
        <source>{name} joins {group} and acts last in it.</source>
        <translation>{name} entra em {group} e age por último nele.</translation>
    </message>
    <message>
        <source>{card_text} has passed this round: {name} acts from round {number}.</source>
        <translation>{card_text} já passou nesta rodada: {name} age a partir da rodada {number}.</translation>
    </message>
    <message>
        <source>{name} leaves the fight</source>
        <translation>{name} sai da luta</translation>
    </message>
    <message>
        <source>{name} leaves {group}.</source>
        <translation>{name} sai de {group}.</translation>
    </message>
    <message>
        <source>{name} is not in the initiative order.</source>
        <translation>{name} não está na ordem de iniciativa.</translation>
    </message>
    <message>
        <source>{holder} leaves the order; {card_text} goes back to the deck.</source>
        <translation>{holder} sai da ordem; {card_text} volta ao baralho.</translation>
    </message>
    <message>
        <source>initiative: expected an object</source>
        <translation>initiative: esperava-se um objeto</translation>
    </message>
    <message>
        <source>initiative.{key}: expected true or false</source>
        <translation>initiative.{key}: esperava-se true ou false</translation>
    </message>
    <message>
        <source>initiative.groups: expected group → list of names</source>
        <translation>initiative.groups: esperava-se grupo → lista de nomes</translation>
    </message>
    <message>
        <source>initiative.decks: expected lists of card numbers</source>
        <translation>initiative.decks: esperavam-se listas de números de cartas</translation>
    </message>
    <message>
        <source>{where}: expected an object</source>
        <translation>{where}: esperava-se um objeto</translation>
    </message>
    <message>
        <source>{where}.{key}: expected {name}</source>
        <translation>{where}.{key}: esperava-se {name}</translation>
    </message>
    <message>
        <source>{where}.deck: decks are numbered from 1</source>
        <translation>{where}.deck: os baralhos são numerados a partir de 1</translation>
    </message>
    <message>
        <source>{where}: card {card} of deck {deck} is dealt twice</source>
        <translation>{where}: a carta {card} do baralho {deck} foi distribuída duas vezes</translation>
    </message>
    <message>
        <source>{where}.holder: no group called {holder!r}</source>
        <translation>{where}.holder: nenhum grupo chamado {holder!r}</translation>
    </message>
    <message>
        <source>{where}.holder: no combatant called {holder!r}</source>
        <translation>{where}.holder: nenhum combatente chamado {holder!r}</translation>
    </message>
    <message>
        <source>initiative.acted: expected names</source>
        <translation>initiative.acted: esperavam-se nomes</translation>
    </message>
    <message>
        <source>initiative.current: expected {card, deck, name} or null</source>
        <translation>initiative.current: esperava-se {card, deck, name} ou null</translation>
    </message>
    <message>
        <source>Time passes in stretches, shifts or days, not {unit!r}.</source>
        <translation>O tempo passa em trechos, turnos ou dias, não {unit!r}.</translation>
    </message>
    <message>
        <source>Pass between 1 and {MAX_COUNT} {unit}s at a time (got {count!r}).</source>
        <translation>Passe de 1 a {MAX_COUNT} de cada vez (unidade: {unit}; recebido {count!r}).</translation>
    </message>
    <message>
        <source>{name} recovers {parts}.</source>
        <translation>{name} recupera {parts}.</translation>
    </message>
    <message>
        <source>Care counts per day (seed 000 &apos;care&apos;): pass a day to use it.</source>
        <translation>Os cuidados contam por dia (seed 000 &apos;CUIDADO&apos;): passe um dia para usá-los.</translation>
    </message>
    <message>
        <source>{label} pass</source>
        <translation>Passam-se {label}</translation>
    </message>
    <message>
        <source>{label} passes.</source>
        <translation>Passa-se {label}.</translation>
    </message>
    <message>
        <source>{label} pass.</source>
        <translation>Passam-se {label}.</translation>
    </message>
    <message>
        <source>Death rolls due: {due}.</source>
        <translation>Testes de morte pendentes: {due}.</translation>
    </message>
    <message>
        <source>{plural} ended.</source>
        <translation>{plural} terminado(s).</translation>
    </message>
    <message>
        <source>armour the sheet can&apos;t read ({exc})</source>
        <translation>armadura que a ficha não consegue ler ({exc})</translation>
    </message>
    <message>
        <source>a custom weapon&apos;s row needs an id</source>
        <translation>a linha de uma arma personalizada precisa de um id</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>Damage and criticals</source>
        <translation>Dano e críticos</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Hide initiative cards</source>
        <translation>Ocultar as cartas de iniciativa</translation>
    </message>
    <message>
        <source>The drawn initiative cards stay hidden from the players&apos; screen until turned.</source>
        <translation>As cartas de iniciativa compradas ficam ocultas na tela dos jogadores até serem viradas.</translation>
    </message>
    <message>
        <source>Damage system</source>
        <translation>Sistema de dano</translation>
    </message>
    <message>
        <source>Health and Resolve, attribute damage or conditions: which tracks damage fills.</source>
        <translation>Saúde e Determinação, dano de atributo ou condições: quais trilhas o dano preenche.</translation>
    </message>
    <message>
        <source>Critical injury trigger</source>
        <translation>Gatilho de lesão crítica</translation>
    </message>
    <message>
        <source>What causes a critical injury; the default reading follows the damage system.</source>
        <translation>O que causa uma lesão crítica; a leitura padrão segue o sistema de dano.</translation>
    </message>
    <message>
        <source>Critical on every hit while broken</source>
        <translation>Crítico a cada acerto enquanto quebrado</translation>
    </message>
    <message>
        <source>Each further hit that deals damage to a broken character causes another critical.</source>
        <translation>Cada acerto que causa dano a um personagem quebrado causa outro crítico.</translation>
    </message>
    <message>
        <source>Minor NPCs die when broken</source>
        <translation>PNJs menores morrem quando quebrados</translation>
    </message>
    <message>
        <source>A broken NPC marked minor simply dies instead of rolling a critical injury.</source>
        <translation>Um PNJ quebrado marcado como menor simplesmente morre em vez de rolar uma lesão crítica.</translation>
    </message>
    <message>
        <source>Armour protects against</source>
        <translation>A armadura protege contra</translation>
    </message>
    <message>
        <source>The attacks armour rolls against: melee, ranged and blast, or fewer.</source>
        <translation>Os ataques contra os quais a armadura rola: corpo a corpo, à distância e explosões, ou menos.</translation>
    </message>
    <message>
        <source>Dice mode</source>
        <translation>Modo de dados</translation>
    </message>
    <message>
        <source>Roll dice pools (D6s) or step dice (A = D12 … D = D6).</source>
        <translation>Rolar paradas de dados (D6) ou dados de passo (A = D12 … D = D6).</translation>
    </message>
    <message>
        <source>Recover damage and stress together</source>
        <translation>Recuperar dano e estresse juntos</translation>
    </message>
    <message>
        <source>Each turn of rest heals one damage and one stress, not one of the two.</source>
        <translation>Cada turno de descanso cura um de dano e um de estresse, não um dos dois.</translation>
    </message>
    <message>
        <source>Care counts only on a success</source>
        <translation>Cuidados contam só com sucesso</translation>
    </message>
    <message>
        <source>A day of care counts as two only when the carer&apos;s Healing roll succeeds.</source>
        <translation>Um dia de cuidados conta como dois só quando a rolagem de Cura do cuidador tem sucesso.</translation>
    </message>
    <message>
        <source>&apos;Until healed&apos; needs a success</source>
        <translation>&apos;Até ser curado&apos; exige sucesso</translation>
    </message>
    <message>
        <source>An injury lasting until a Healing roll ends only on a successful roll.</source>
        <translation>Uma lesão que dura até uma rolagem de Cura só termina com uma rolagem bem-sucedida.</translation>
    </message>
    <message>
        <source>Pushing wears the weapon</source>
        <translation>Forçar desgasta a arma</translation>
    </message>
    <message>
        <source>Each bane of a pushed attack roll takes a point off the weapon&apos;s bonus (broken at 0).</source>
        <translation>Cada falha de um ataque forçado tira um ponto do bônus da arma (quebrada em 0).</translation>
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
        <source>blast</source>
        <translation>explosão</translation>
    </message>
    <message>
        <source>attribute damage</source>
        <translation>dano nos atributos</translation>
    </message>
    <message>
        <source>conditions</source>
        <translation>condições</translation>
    </message>
    <message>
        <source>Health or Resolve at zero</source>
        <translation>Saúde ou Determinação em zero</translation>
    </message>
    <message>
        <source>an attribute at zero</source>
        <translation>um atributo em zero</translation>
    </message>
    <message>
        <source>broken by conditions</source>
        <translation>quebrado por condições</translation>
    </message>
    <message>
        <source>the weapon&apos;s critical threshold</source>
        <translation>o Limiar de Crítico da arma</translation>
    </message>
    <message>
        <source>an attack with two or more successes</source>
        <translation>um ataque com dois ou mais sucessos</translation>
    </message>
    <message>
        <source>dice pool (D6s)</source>
        <translation>parada de dados (D6)</translation>
    </message>
    <message>
        <source>step dice</source>
        <translation>dados de passo</translation>
    </message>
    <message>
        <source>damage {damage}</source>
        <translation>dano {damage}</translation>
    </message>
    <message>
        <source>can be thrown</source>
        <translation>pode ser arremessada</translation>
    </message>
    <message>
        <source>{name} — armour rating {rating}</source>
        <translation>{name} — classificação de armadura {rating}</translation>
    </message>
    <message>
        <source>Base dice of its skills</source>
        <translation>Dados base das suas perícias</translation>
    </message>
    <message>
        <source>Rolled with {attr}</source>
        <translation>Rolada com {attr}</translation>
    </message>
    <message>
        <source>untrained</source>
        <translation>sem treino</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Saúde</translation>
    </message>
    <message>
        <source>Strength + Agility, or the Health typed below</source>
        <translation>Força + Agilidade, ou a Saúde digitada abaixo</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Determinação</translation>
    </message>
    <message>
        <source>Wits + Empathy, or the Resolve typed below</source>
        <translation>Astúcia + Empatia, ou a Determinação digitada abaixo</translation>
    </message>
    <message>
        <source>Health (creature&apos;s own)</source>
        <translation>Saúde (da própria criatura)</translation>
    </message>
    <message>
        <source>Leave empty for Strength + Agility</source>
        <translation>Deixe vazio para Força + Agilidade</translation>
    </message>
    <message>
        <source>Resolve (creature&apos;s own)</source>
        <translation>Determinação (da própria criatura)</translation>
    </message>
    <message>
        <source>Leave empty for Wits + Empathy</source>
        <translation>Deixe vazio para Astúcia + Empatia</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>large</source>
        <translation>grande</translation>
    </message>
    <message>
        <source>small</source>
        <translation>pequeno</translation>
    </message>
    <message>
        <source>Shooting a large target +2, small −2</source>
        <translation>Atirar num alvo grande +2, pequeno −2</translation>
    </message>
    <message>
        <source>Humanoid</source>
        <translation>Humanoide</translation>
    </message>
    <message>
        <source>Unarmed, you can only block a humanoid&apos;s unarmed attacks</source>
        <translation>Desarmado, você só bloqueia ataques desarmados de um humanoide</translation>
    </message>
    <message>
        <source>Animal or beast</source>
        <translation>Animal ou fera</translation>
    </message>
    <message>
        <source>Its attacks can&apos;t be blocked unarmed</source>
        <translation>Seus ataques não podem ser bloqueados desarmado</translation>
    </message>
    <message>
        <source>Minor NPC</source>
        <translation>PNJ menor</translation>
    </message>
    <message>
        <source>seed 000: broken NPCs</source>
        <translation>seed 000: PNJs QUEBRADOS</translation>
    </message>
    <message>
        <source>weapons.json (weapons)</source>
        <translation>weapons.json (ARMAS)</translation>
    </message>
    <message>
        <source>May simply die when broken (setting yze.broken_minor_npc_dies)</source>
        <translation>Pode simplesmente morrer quando quebrado (configuração yze.broken_minor_npc_dies)</translation>
    </message>
    <message>
        <source>Telescopic sight</source>
        <translation>Mira telescópica</translation>
    </message>
    <message>
        <source>On a ranged weapon: aim as a slow action for +3</source>
        <translation>Numa arma de longo alcance: mirar como ação lenta dá +3</translation>
    </message>
    <message>
        <source>Is a vehicle</source>
        <translation>É um veículo</translation>
    </message>
    <message>
        <source>In a vehicle</source>
        <translation>Num veículo</translation>
    </message>
    <message>
        <source>Gear and talents</source>
        <translation>Equipamento e talentos</translation>
    </message>
    <message>
        <source>Notes for the table; the rules don&apos;t read them</source>
        <translation>Notas para a mesa; as regras não as leem</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Perícias</translation>
    </message>
    <message>
        <source>Health and Resolve</source>
        <translation>Saúde e Determinação</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Unarmed is always at hand</source>
        <translation>Desarmado está sempre à mão</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>Body armour</source>
        <translation>Armadura corporal</translation>
    </message>
    <message>
        <source>armour_types.json (Zonekeeper&apos;s own)</source>
        <translation>armour_types.json (do próprio Zonekeeper)</translation>
    </message>
    <message>
        <source>The last one picked is worn</source>
        <translation>A última escolhida é a vestida</translation>
    </message>
    <message>
        <source>Type and gear</source>
        <translation>Tipo e equipamento</translation>
    </message>
    <message>
        <source>{label} is a list of weapons picked from the weapon table.</source>
        <translation>{label} é uma lista de armas escolhidas na tabela de armas.</translation>
    </message>
    <message>
        <source>{label}: {wid!r} is not in the weapon table (pick from {known}).</source>
        <translation>{label}: {wid!r} não está na tabela de armas (escolha entre {known}).</translation>
    </message>
    <message>
        <source>{label} is a list of armour picked from the table.</source>
        <translation>{label} é uma lista de armaduras escolhidas na tabela.</translation>
    </message>
    <message>
        <source>An armour rating is A, B, C or D in a step-dice game (got {rating!r}).</source>
        <translation>Uma classificação de armadura é A, B, C ou D num jogo de dados de passo (recebido {rating!r}).</translation>
    </message>
    <message>
        <source>An armour rating is a whole number from 0 to 20 (got {rating!r}).</source>
        <translation>Uma classificação de armadura é um número inteiro de 0 a 20 (recebido {rating!r}).</translation>
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
        <source>Physical</source>
        <translation>Físicas</translation>
    </message>
    <message>
        <source>Mental</source>
        <translation>Mentais</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Vigor</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Furtividade</translation>
    </message>
    <message>
        <source>Insight</source>
        <translation>Intuição</translation>
    </message>
    <message>
        <source>Crafting</source>
        <translation>Ofício</translation>
    </message>
    <message>
        <source>Persuasion</source>
        <translation>Persuasão</translation>
    </message>
    <message>
        <source>There is no YZE skill called {skill!r}; known: {known}.</source>
        <translation>Não existe perícia do YZE chamada {skill!r}; conhecidas: {known}.</translation>
    </message>
    <message>
        <source>{name} has step-dice ratings ({attribute} {a}, {skill} {s}); roll them as step dice, not as a pool.</source>
        <translation>{name} tem classificações de dados de passo ({attribute} {a}, {skill} {s}); role-as como dados de passo, não como parada.</translation>
    </message>
    <message>
        <source>{name}&apos;s {attribute} ({a!r}) or {skill} ({s!r}) is not a number.</source>
        <translation>{attribute} ({a!r}) ou {skill} ({s!r}) de {name} não é um número.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Perícia</translation>
    </message>
    <message>
        <source>Close combat</source>
        <translation>Combate corpo a corpo</translation>
    </message>
    <message>
        <source>Ranged combat</source>
        <translation>Pontaria</translation>
    </message>
    <message>
        <source>Mobility (thrown)</source>
        <translation>Mobilidade (arremesso)</translation>
    </message>
    <message>
        <source>Grip</source>
        <translation>Empunhadura</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bônus</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <source>Crit threshold</source>
        <translation>Limiar de crítico</translation>
    </message>
    <message>
        <source>Crit die</source>
        <translation>Dado de crítico</translation>
    </message>
    <message>
        <source>Rate of fire</source>
        <translation>Cadência de tiro</translation>
    </message>
    <message>
        <source>Extra base dice; lost to damage and pushes, broken at 0 (weapons: bonus)</source>
        <translation>Dados base extras; perdidos por dano e por forçar, quebrada em 0 (ARMAS: BÔNUS)</translation>
    </message>
    <message>
        <source>Damage this high in one attack is a critical injury, even unbroken (crit threshold)</source>
        <translation>Esse dano num único ataque é uma lesão crítica, mesmo sem estar quebrado (LIMIAR DE CRÍTICO)</translation>
    </message>
    <message>
        <source>Rolled for its critical on the D66 table: D6 gives 11–16, D666 drops the lowest of three; — rolls D66 (crit die)</source>
        <translation>Rolado para o crítico na tabela D66: D6 dá 11–16, D666 descarta o menor de três; — rola D66 (DADO DE CRÍTICO)</translation>
    </message>
    <message>
        <source>Most ammo dice per shot (ammo dice)</source>
        <translation>Máximo de dados de munição por tiro (DADOS DE MUNIÇÃO)</translation>
    </message>
    <message>
        <source>Full auto</source>
        <translation>Automática</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Luneta</translation>
    </message>
    <message>
        <source>Firearm</source>
        <translation>Arma de fogo</translation>
    </message>
    <message>
        <source>Magazine (rounds)</source>
        <translation>Carregador (balas)</translation>
    </message>
    <message>
        <source>Rounds a reload gives</source>
        <translation>Balas que uma recarga dá</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Suprimento</translation>
    </message>
    <message>
        <source>Starting ammunition supply rating (supply rolls)</source>
        <translation>Valor inicial de suprimento de munição (rolagens de suprimento)</translation>
    </message>
    <message>
        <source>New weapon</source>
        <translation>Nova arma</translation>
    </message>
    <message>
        <source>Unarmed is not a weapon to copy.</source>
        <translation>Desarmado não é uma arma a copiar.</translation>
    </message>
    <message>
        <source>A weapon needs a name.</source>
        <translation>Uma arma precisa de um nome.</translation>
    </message>
    <message>
        <source>{label}: choose one of {value}.</source>
        <translation>{label}: escolha um de {value}.</translation>
    </message>
    <message>
        <source>{label} is a whole number.</source>
        <translation>{label} é um número inteiro.</translation>
    </message>
    <message>
        <source>{label} is a whole number, not {value!r}.</source>
        <translation>{label} é um número inteiro, não {value!r}.</translation>
    </message>
    <message>
        <source>{label} is from {low:g} to {high:g}, not {number}.</source>
        <translation>{label} vai de {low:g} a {high:g}, não {number}.</translation>
    </message>
    <message>
        <source>The {name} is a weapon of the seed&apos;s table: copy it to edit it.</source>
        <translation>{name} é uma arma da tabela da seed: copie-a para editar.</translation>
    </message>
    <message>
        <source>Crit die: one of {CRIT_DICE} or none.</source>
        <translation>Dado de crítico: um de {CRIT_DICE} ou nenhum.</translation>
    </message>
    <message>
        <source>Supply is a whole number, 0 or more.</source>
        <translation>O suprimento é um número inteiro, 0 ou mais.</translation>
    </message>
    <message>
        <source>Weapon table: {get}</source>
        <translation>Tabela de armas: {get}</translation>
    </message>
    <message>
        <source>{label} — BROKEN (repair with Crafting)</source>
        <translation>{label} — QUEBRADA (conserte com Ofício)</translation>
    </message>
    <message>
        <source>{label} — bonus now +{now}</source>
        <translation>{label} — bônus agora +{now}</translation>
    </message>
    <message>
        <source>Broken: repair with Crafting (GM tools ▸ Repair a weapon).</source>
        <translation>Quebrada: conserte com Ofício (Ferramentas do Mestre ▸ Consertar uma arma).</translation>
    </message>
    <message>
        <source>{label} bonus</source>
        <translation>Bônus de {label}</translation>
    </message>
    <message>
        <source>{name}&apos;s {name2} is not damaged.</source>
        <translation>{name2} de {name} não está danificada.</translation>
    </message>
    <message>
        <source>{name} repairs the {name2}</source>
        <translation>{name} conserta {name2}</translation>
    </message>
    <message>
        <source>repair the {name}</source>
        <translation>consertar {name}</translation>
    </message>
    <message>
        <source>{name} fails to repair the {name2}.</source>
        <translation>{name} não consegue consertar {name2}.</translation>
    </message>
    <message>
        <source>Ammunition</source>
        <translation>Munição</translation>
    </message>
    <message>
        <source>Count rounds, supply roll or ammo dice (sets the encounter&apos;s mode)</source>
        <translation>Contar balas, rolagem de suprimento ou dados de munição (define o modo do encontro)</translation>
    </message>
    <message>
        <source>As set</source>
        <translation>Como definido</translation>
    </message>
    <message>
        <source>Count rounds</source>
        <translation>Contar balas</translation>
    </message>
    <message>
        <source>Supply roll</source>
        <translation>Rolagem de suprimento</translation>
    </message>
    <message>
        <source>Ammo dice</source>
        <translation>Dados de munição</translation>
    </message>
    <message>
        <source>Up to RoF or rounds left − 1; a 6 adds damage or a hit</source>
        <translation>Até a CdT ou balas restantes − 1; um 6 soma dano ou um acerto</translation>
    </message>
    <message>
        <source>Ammunition: one of {AMMO_MODE_CHOICES}.</source>
        <translation>Munição: um de {AMMO_MODE_CHOICES}.</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Carrier</source>
        <translation>Portador</translation>
    </message>
    <message>
        <source>Damage a weapon</source>
        <translation>Danificar uma arma</translation>
    </message>
    <message>
        <source>Bonus lost</source>
        <translation>Bônus perdido</translation>
    </message>
    <message>
        <source>The bonus drops; at 0 the weapon breaks (weapons: bonus).</source>
        <translation>O bônus cai; em 0 a arma quebra (ARMAS: BÔNUS).</translation>
    </message>
    <message>
        <source>A Crafting roll gives the weapon its bonus back (weapons: Crafting).</source>
        <translation>Uma rolagem de Ofício devolve o bônus da arma (ARMAS: Ofício).</translation>
    </message>
    <message>
        <source>Counted rounds or the supply rating (ammunition).</source>
        <translation>Balas contadas ou o valor de suprimento (MUNIÇÃO).</translation>
    </message>
    <message>
        <source>Repair a weapon</source>
        <translation>Consertar uma arma</translation>
    </message>
    <message>
        <source>{who} carries the {name}: take it off their sheet first.</source>
        <translation>{who} carrega {name}: tire-a da ficha primeiro.</translation>
    </message>
    <message>
        <source>{who} carry the {name}: take it off their sheet first.</source>
        <translation>{who} carregam {name}: tire-a da ficha deles primeiro.</translation>
    </message>
    <message>
        <source>Roll Crafting now</source>
        <translation>Rolar Ofício agora</translation>
    </message>
    <message>
        <source>Rounds and supply</source>
        <translation>Balas e suprimento</translation>
    </message>
    <message>
        <source>Rounds in the magazine</source>
        <translation>Balas no carregador</translation>
    </message>
    <message>
        <source>Supply rating</source>
        <translation>Valor de suprimento</translation>
    </message>
    <message>
        <source>Give the rounds, the supply rating or both.</source>
        <translation>Informe as balas, o valor de suprimento ou ambos.</translation>
    </message>
    <message>
        <source>YZE has no weapon tool {tool_id!r}.</source>
        <translation>O YZE não tem a ferramenta de armas {tool_id!r}.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>Which door? The {label} holds {n}.</source>
        <translation>Qual porta? {label} tem {n}.</translation>
    </message>
</context>
</TS>
