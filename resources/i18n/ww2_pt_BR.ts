<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>ww2</name>
    <message>
        <source>Roll 3d6 initiative again at every new round (default: once a fight).</source>
        <translation>Rolar de novo a iniciativa 3d6 a cada nova rodada (padrão: uma vez por combate).</translation>
    </message>
    <message>
        <source>An Injury past the maximum becomes a Wound and empties the Injuries track.</source>
        <translation>Uma Lesão além do máximo vira um Ferimento e esvazia a trilha de Lesões.</translation>
    </message>
    <message>
        <source>Exposure of a prone target attacked from the flank or rear.</source>
        <translation>Exposição de um alvo deitado atacado pelo flanco ou pela retaguarda.</translation>
    </message>
    <message>
        <source>The GM&apos;s ranges per weapon category: {category: {range_class, lethal_m, maximum_m}} (the seed&apos;s table is missing).</source>
        <translation>Os alcances do Mestre por categoria de arma: {category: {range_class, lethal_m, maximum_m}} (falta a tabela da seed).</translation>
    </message>
    <message>
        <source>Crouched speed is one third of the mode&apos;s metres (mode) or of the 15 m run.</source>
        <translation>A velocidade agachado é um terço dos metros do modo (mode) ou da corrida de 15 m.</translation>
    </message>
    <message>
        <source>Skill tests: d20 + skill against the GM&apos;s d20 + the bracket number, or the GM rules every result.</source>
        <translation>Testes de perícia: d20 + perícia contra o d20 do Mestre + o número da faixa, ou o Mestre decide cada resultado.</translation>
    </message>
    <message>
        <source>WWII has no cost for {activity!r}</source>
        <translation>WWII não tem custo para {activity!r}</translation>
    </message>
    <message>
        <source>combatants.{name}.{KEY}.surprised_by.{k}: no combatant has that name</source>
        <translation>combatants.{name}.{KEY}.surprised_by.{k}: nenhum combatente tem esse nome</translation>
    </message>
    <message>
        <source>{name} is dead.</source>
        <translation>{name} está morto.</translation>
    </message>
    <message>
        <source>AP from which an attack adds a Wound: 3 &apos;greater than or equal to 3&apos;, 4 &apos;greater than 3&apos;.</source>
        <translation>PA a partir do qual um ataque acrescenta um Ferimento: 3 &apos;maior ou igual a 3&apos;, 4 &apos;superior a 3&apos;.</translation>
    </message>
    <message>
        <source>Surprise effects stack down the attention states (&apos;they are cumulative&apos;).</source>
        <translation>Os efeitos de surpresa se acumulam descendo os estados de atenção (&apos;são cumulativos&apos;).</translation>
    </message>
    <message>
        <source>A surprised Relaxed victim&apos;s DP is only the full exposure baseline.</source>
        <translation>O PD de uma vítima Relaxada surpreendida é só a base de Exposição Completa.</translation>
    </message>
    <message>
        <source>The −3 of 6–10 Bleeding also applies to Attacks (as written: Skill tests).</source>
        <translation>O −3 de Sangramento 6–10 também vale para Ataques (como escrito: testes de Perícia).</translation>
    </message>
    <message>
        <source>defender: the target gets +5 DP when the attacker shoots and moves; mover: a target that shot and moved this round gets +5 DP.</source>
        <translation>defender: o alvo ganha +5 PD quando o atacante atira e se move; mover: um alvo que atirou e se moveu nesta rodada ganha +5 PD.</translation>
    </message>
    <message>
        <source>The 1-point conversion is the first target&apos;s penalty (1 AP a target); off: the conversion point comes on top of 1 AP a target.</source>
        <translation>A conversão de 1 ponto é a penalidade do primeiro alvo (1 PA por alvo); off: o ponto de conversão vem além de 1 PA por alvo.</translation>
    </message>
    <message>
        <source>AP (before the suppression penalty) that counts as a hit.</source>
        <translation>PA (antes da penalidade de supressão) que conta como acerto.</translation>
    </message>
    <message>
        <source>ineffective combat: +10 DP in melee.</source>
        <translation>Combate Ineficaz: +10 PD no corpo a corpo.</translation>
    </message>
    <message>
        <source>ineffective combat: no automatic Wound at AP 3+ in melee.</source>
        <translation>Combate Ineficaz: nenhum Ferimento automático com PA 3+ no corpo a corpo.</translation>
    </message>
    <message>
        <source>ineffective combat, knockout: a melee Wound knocks out instead of wounding.</source>
        <translation>Combate Ineficaz, Nocaute: um Ferimento corpo a corpo nocauteia em vez de ferir.</translation>
    </message>
    <message>
        <source>Athletics</source>
        <translation>Atletismo</translation>
    </message>
    <message>
        <source>{name} is in a coma (Bleeding).</source>
        <translation>{name} está em coma (Sangramento).</translation>
    </message>
    <message>
        <source>{name} is unconscious.</source>
        <translation>{name} está inconsciente.</translation>
    </message>
    <message>
        <source>{name} loses this round</source>
        <translation>{name} perde esta rodada</translation>
    </message>
    <message>
        <source>{name} has made the move of this round&apos;s shoot-and-move.</source>
        <translation>{name} já fez o movimento do atirar e movimentar desta rodada.</translation>
    </message>
    <message>
        <source>{name} is suppressed by {by} and can&apos;t move.</source>
        <translation>{name} está suprimido por {by} e não pode se mover.</translation>
    </message>
    <message>
        <source>{name} is out of action (Wound): they can only crawl — go prone first.</source>
        <translation>{name} está fora de ação (Ferimento): só pode rastejar — deite-se primeiro.</translation>
    </message>
    <message>
        <source>Injuries</source>
        <translation>Lesões</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Ferimentos</translation>
    </message>
    <message>
        <source>Bleeding</source>
        <translation>Sangramento</translation>
    </message>
    <message>
        <source>{name} can&apos;t walk: crawl only (go prone first).</source>
        <translation>{name} não pode andar: só rastejar (deite-se primeiro).</translation>
    </message>
    <message>
        <source>Unknown WWII setting {key!r}.</source>
        <translation>Configuração WWII desconhecida {key!r}.</translation>
    </message>
    <message>
        <source>{key}: choose from {value}.</source>
        <translation>{key}: escolha entre {value}.</translation>
    </message>
    <message>
        <source>{key}: a mapping of weapon category to ranges.</source>
        <translation>{key}: um mapeamento de categoria de arma para alcances.</translation>
    </message>
    <message>
        <source>{key}: a whole number from 0.</source>
        <translation>{key}: um número inteiro a partir de 0.</translation>
    </message>
    <message>
        <source>Unknown range class {range_class!r} for {get}: use melee, short, medium or long (range_bands.json).</source>
        <translation>Classe de alcance desconhecida {range_class!r} para {get}: use melee, short, medium ou long (range_bands.json).</translation>
    </message>
    <message>
        <source>{get} has no effective range (no range class, and none in ww2.weapon_range_table): treated as within effective range.</source>
        <translation>{get} não tem Alcance Eficaz (sem classe de alcance, e nenhum em ww2.weapon_range_table): tratado como dentro do Alcance Eficaz.</translation>
    </message>
    <message>
        <source>{get}&apos;s maximum range is not known (the seed&apos;s table is missing; set it on the weapon or in ww2.weapon_range_table): treated as within it.</source>
        <translation>O Alcance Máximo de {get} não é conhecido (falta a tabela da seed; defina-o na arma ou em ww2.weapon_range_table): tratado como dentro dele.</translation>
    </message>
    <message>
        <source>{what}: choose auto, yes or no (not {value!r}).</source>
        <translation>{what}: escolha auto, sim ou não (não {value!r}).</translation>
    </message>
    <message>
        <source>Unknown exposure {level!r}: auto, full, partial, minimal, fully_hidden.</source>
        <translation>Exposição desconhecida {level!r}: auto, full, partial, minimal, fully_hidden.</translation>
    </message>
    <message>
        <source>Unknown armour {level!r}: none, retarding or impenetrable.</source>
        <translation>Blindagem desconhecida {level!r}: none, retarding ou impenetrable.</translation>
    </message>
    <message>
        <source>Unknown visibility {override!r}: perfect, partial or none.</source>
        <translation>Visibilidade desconhecida {override!r}: perfect, partial ou none.</translation>
    </message>
    <message>
        <source>set for this attack</source>
        <translation>definido para este ataque</translation>
    </message>
    <message>
        <source>{target}&apos;s visibility</source>
        <translation>visibilidade de {target}</translation>
    </message>
    <message>
        <source>It isn&apos;t {attacker}&apos;s turn.</source>
        <translation>Não é o turno de {attacker}.</translation>
    </message>
    <message>
        <source>{attacker} has already attacked this round (one action a round).</source>
        <translation>{attacker} já atacou nesta rodada (uma ação por rodada).</translation>
    </message>
    <message>
        <source>{attacker} is fully hidden behind impenetrable cover and can&apos;t attack.</source>
        <translation>{attacker} está completamente oculto atrás de cobertura impenetrável e não pode atacar.</translation>
    </message>
    <message>
        <source>{attacker} has used the round&apos;s action.</source>
        <translation>{attacker} já usou a ação da rodada.</translation>
    </message>
    <message>
        <source>Unknown technique {technique!r}; choose from {TECHNIQUES}.</source>
        <translation>Técnica desconhecida {technique!r}; escolha entre {TECHNIQUES}.</translation>
    </message>
    <message>
        <source>A combatant can&apos;t attack themselves.</source>
        <translation>Um combatente não pode atacar a si mesmo.</translation>
    </message>
    <message>
        <source>{target} is already dead.</source>
        <translation>{target} já está morto.</translation>
    </message>
    <message>
        <source>{target} is fully hidden behind impenetrable cover: infinite defence, can&apos;t be attacked ({source}).</source>
        <translation>{target} está completamente oculto atrás de cobertura impenetrável: defesa infinita, não pode ser atacado ({source}).</translation>
    </message>
    <message>
        <source>Suppressive fire can&apos;t be used beyond effective range.</source>
        <translation>Fogo Supressor não pode ser usado além do Alcance Eficaz.</translation>
    </message>
    <message>
        <source>a weapon</source>
        <translation>uma arma</translation>
    </message>
    <message>
        <source>{a} doesn&apos;t carry {what}: pick one of {a}&apos;s weapons, or change {a}&apos;s equipment first.</source>
        <translation>{a} não carrega {what}: escolha uma das armas de {a}, ou mude o equipamento de {a} primeiro.</translation>
    </message>
    <message>
        <source>{a}&apos;s {weapon} is {status}.</source>
        <translation>{weapon} de {a} está {status}.</translation>
    </message>
    <message>
        <source>{a} can&apos;t shoot (a critical wound to the hand).</source>
        <translation>{a} não pode atirar (um ferimento crítico na mão).</translation>
    </message>
    <message>
        <source>{target} is {dist:g} m away: beyond the maximum range of {name}.</source>
        <translation>{target} está a {dist:g} m: além do Alcance Máximo de {name}.</translation>
    </message>
    <message>
        <source>Unknown range band {range_band!r}: {BANDS}.</source>
        <translation>Faixa de alcance desconhecida {range_band!r}: {BANDS}.</translation>
    </message>
    <message>
        <source>GM allows {a}&apos;s attack on {t} although: {rstrip}</source>
        <translation>O Mestre permite o ataque de {a} contra {t}, embora: {rstrip}</translation>
    </message>
    <message>
        <source>Range band set by the GM: {band}.</source>
        <translation>Faixa de alcance definida pelo Mestre: {band}.</translation>
    </message>
    <message>
        <source>{a} is prone: no shooting and moving (posture.json).</source>
        <translation>{a} está deitado: não pode atirar e se movimentar (posture.json).</translation>
    </message>
    <message>
        <source>No shooting beyond effective range and moving in the same round (movement.json).</source>
        <translation>Não se pode atirar além do Alcance Eficaz e se mover na mesma rodada (movement.json).</translation>
    </message>
    <message>
        <source>{a} has used the round&apos;s action.</source>
        <translation>{a} já usou a ação da rodada.</translation>
    </message>
    <message>
        <source>{a} moved this round: firing as well is a shoot-and-move ({metres:g} m).</source>
        <translation>{a} se moveu nesta rodada: atirar também é um atirar e movimentar ({metres:g} m).</translation>
    </message>
    <message>
        <source>{a} ran this round: a run is made without firing (movement.json).</source>
        <translation>{a} correu nesta rodada: uma corrida é feita sem atirar (movement.json).</translation>
    </message>
    <message>
        <source>{a} has moved {moved:g} m since the turn began: a shoot-and-move allows {allowance:g} m, so no shot this round (movement.json).</source>
        <translation>{a} se moveu {moved:g} m desde o início do turno: um atirar e movimentar permite {allowance:g} m, então não há tiro nesta rodada (movement.json).</translation>
    </message>
    <message>
        <source>{attacker}&apos;s sheet has no {skill_label}: counted as 0.</source>
        <translation>A ficha de {attacker} não tem {skill_label}: conta como 0.</translation>
    </message>
    <message>
        <source>{t} failed to spot {a}</source>
        <translation>{t} não percebeu {a}</translation>
    </message>
    <message>
        <source>techniques.json: aimed last round</source>
        <translation>techniques.json: mirou na rodada anterior</translation>
    </message>
    <message>
        <source>{t} is fully hidden behind less than impenetrable cover</source>
        <translation>{t} está completamente oculto atrás de cobertura menos que impenetrável</translation>
    </message>
    <message>
        <source> (the weapon ignores cover)</source>
        <translation> (a arma ignora cobertura)</translation>
    </message>
    <message>
        <source>fully hidden</source>
        <translation>completamente oculto</translation>
    </message>
    <message>
        <source>surprise_effects.json: ww2.relaxed_no_defence_ignores_pd</source>
        <translation>surprise_effects.json: ww2.relaxed_no_defence_ignores_pd</translation>
    </message>
    <message>
        <source>Timed effects (defence)</source>
        <translation>Efeitos temporários (defesa)</translation>
    </message>
    <message>
        <source>{t} ran this round: perpendicular to the line of fire assumed.</source>
        <translation>{t} correu nesta rodada: supõe-se perpendicular à linha de fogo.</translation>
    </message>
    <message>
        <source>Shoot and move at point-blank range: no penalty (movement.json).</source>
        <translation>Atirar e movimentar à queima-roupa: sem penalidade (movement.json).</translation>
    </message>
    <message>
        <source>their own weapon (critical failure)</source>
        <translation>a própria arma (falha crítica)</translation>
    </message>
    <message>
        <source>the effect can&apos;t happen here: a common miss</source>
        <translation>o efeito não pode acontecer aqui: um erro comum</translation>
    </message>
    <message>
        <source>the effect can&apos;t happen here: a common hit</source>
        <translation>o efeito não pode acontecer aqui: um acerto comum</translation>
    </message>
    <message>
        <source>{title}: {face} — {text}</source>
        <translation>{title}: {face} — {text}</translation>
    </message>
    <message>
        <source>{text} Applied: {applied}.</source>
        <translation>{text} Aplicado: {applied}.</translation>
    </message>
    <message>
        <source>{text} GM: {gm}.</source>
        <translation>{text} Mestre: {gm}.</translation>
    </message>
    <message>
        <source>{a} strikes at {t} with {get} ({distance:g} m, {band}): OP d20 {face} {po_text} = {po}; DP {pd_text} = {pd}; AP ⌊{po} ÷ {pd}⌋ = {pa}</source>
        <translation>{a} golpeia {t} com {get} ({distance:g} m, {band}): PO d20 {face} {po_text} = {po}; PD {pd_text} = {pd}; PA ⌊{po} ÷ {pd}⌋ = {pa}</translation>
    </message>
    <message>
        <source>{a} throws at {t} with {get} ({distance:g} m, {band}): OP d20 {face} {po_text} = {po}; DP {pd_text} = {pd}; AP ⌊{po} ÷ {pd}⌋ = {pa}</source>
        <translation>{a} arremessa {get} em {t} ({distance:g} m, {band}): PO d20 {face} {po_text} = {po}; PD {pd_text} = {pd}; PA ⌊{po} ÷ {pd}⌋ = {pa}</translation>
    </message>
    <message>
        <source>{a} fires at {t} with {get} ({distance:g} m, {band}): OP d20 {face} {po_text} = {po}; DP {pd_text} = {pd}; AP ⌊{po} ÷ {pd}⌋ = {pa}</source>
        <translation>{a} atira em {t} com {get} ({distance:g} m, {band}): PO d20 {face} {po_text} = {po}; PD {pd_text} = {pd}; PA ⌊{po} ÷ {pd}⌋ = {pa}</translation>
    </message>
    <message>
        <source>suppression −{penalty} AP → {t} suppressed</source>
        <translation>supressão −{penalty} PA → {t} suprimido</translation>
    </message>
    <message>
        <source>suppression −{penalty} AP → {t} not suppressed</source>
        <translation>supressão −{penalty} PA → {t} não suprimido</translation>
    </message>
    <message>
        <source>{name} aims the {name2} at {target}: next round&apos;s shot adds Precision shot ({stat}) and ignores range penalties.</source>
        <translation>{name} mira com {name2} em {target}: o tiro da próxima rodada soma Tiro de Precisão ({stat}) e ignora penalidades de alcance.</translation>
    </message>
    <message>
        <source>{name} aims the {name2}: next round&apos;s shot adds Precision shot ({stat}) and ignores range penalties.</source>
        <translation>{name} mira com {name2}: o tiro da próxima rodada soma Tiro de Precisão ({stat}) e ignora penalidades de alcance.</translation>
    </message>
    <message>
        <source>{name} is dark (total darkness)</source>
        <translation>{name} está escuro (escuridão completa)</translation>
    </message>
    <message>
        <source>{attacker} is out of action (Wound): only crawling and bearing the pain.</source>
        <translation>{attacker} está fora de ação (Ferimento): só rastejar e suportar a dor.</translation>
    </message>
    <message>
        <source>{attacker} is aiming this round: no attack until the next (Precision shot).</source>
        <translation>{attacker} está mirando nesta rodada: nenhum ataque até a próxima (Tiro de Precisão).</translation>
    </message>
    <message>
        <source>Suppressive fire: {suppression_penalty} AP become suppression ({targets} target{choice}).</source>
        <translation>Fogo Supressor: {suppression_penalty} PA viram supressão ({targets} alvo{choice}).</translation>
    </message>
    <message>
        <source>Submachine guns can&apos;t lay suppressive fire in consecutive rounds.</source>
        <translation>Submetralhadoras não podem fazer Fogo Supressor em rodadas consecutivas.</translation>
    </message>
    <message>
        <source>{target} is {dist:g} m away: out of reach of {name} (melee, 0–{reach:g} m).</source>
        <translation>{target} está a {dist:g} m: fora do alcance de {name} (Corpo a Corpo, 0–{reach:g} m).</translation>
    </message>
    <message>
        <source>: counted as minimal exposure and no visibility.</source>
        <translation>: conta como Exposição Mínima e Visibilidade Nula.</translation>
    </message>
    <message>
        <source>No defence (Relaxed): full exposure only</source>
        <translation>Sem defesa (Relaxado): só Exposição Completa</translation>
    </message>
    <message>
        <source>{t} was Relaxed and surprised: no defence is possible — they can&apos;t react to this attack (passive cover and exposure still count).</source>
        <translation>{t} estava Relaxado e foi surpreendido: nenhuma defesa é possível — não pode reagir a este ataque (cobertura passiva e exposição ainda contam).</translation>
    </message>
    <message>
        <source>Precision shot ignores the range penalty up to maximum range.</source>
        <translation>Tiro de Precisão ignora a penalidade de alcance até o Alcance Máximo.</translation>
    </message>
    <message>
        <source>Distance: beyond effective range ({distance:g} m)</source>
        <translation>Distância: além do Alcance Eficaz ({distance:g} m)</translation>
    </message>
    <message>
        <source>Movement: running across the line of fire</source>
        <translation>Deslocamento: correndo através da linha de fogo</translation>
    </message>
    <message>
        <source>Movement: {a} shoots and moves</source>
        <translation>Deslocamento: {a} atira e se move</translation>
    </message>
    <message>
        <source>Movement: {t} shot and moved</source>
        <translation>Deslocamento: {t} atirou e se moveu</translation>
    </message>
    <message>
        <source>{a} takes a Wound</source>
        <translation>{a} sofre um Ferimento</translation>
    </message>
    <message>
        <source>{name} ruined for good</source>
        <translation>{name} inutilizada para sempre</translation>
    </message>
    <message>
        <source>{name} disabled ({get} h to repair)</source>
        <translation>{name} desativada ({get} h para consertar)</translation>
    </message>
    <message>
        <source>Jammed {name}</source>
        <translation>{name} emperrada</translation>
    </message>
    <message>
        <source>{name} jammed for {n} rounds</source>
        <translation>{name} emperrada por {n} rodadas</translation>
    </message>
    <message>
        <source>the attack hits one of {a}&apos;s allies instead: choose whom and apply it</source>
        <translation>o ataque atinge um dos aliados de {a}: escolha quem e aplique</translation>
    </message>
    <message>
        <source>the device goes off in {a}&apos;s hand: resolve the blast on {a}</source>
        <translation>o artefato explode na mão de {a}: resolva a explosão em {a}</translation>
    </message>
    <message>
        <source>the armed device lands at {a}&apos;s feet</source>
        <translation>o artefato armado cai aos pés de {a}</translation>
    </message>
    <message>
        <source>{t} can throw it straight back</source>
        <translation>{t} pode devolvê-lo na hora</translation>
    </message>
    <message>
        <source>an unarmed device lands by {t}</source>
        <translation>um artefato desarmado cai perto de {t}</translation>
    </message>
    <message>
        <source>{t} dies</source>
        <translation>{t} morre</translation>
    </message>
    <message>
        <source>{t} dies in {death_in_rounds} rounds unless saved</source>
        <translation>{t} morre em {death_in_rounds} rodadas se não for salvo</translation>
    </message>
    <message>
        <source>{t}&apos;s weapons destroyed</source>
        <translation>armas de {t} destruídas</translation>
    </message>
    <message>
        <source>{t} had no weapon to lose</source>
        <translation>{t} não tinha arma a perder</translation>
    </message>
    <message>
        <source>panic: Composure vs Explosives</source>
        <translation>pânico: Frieza vs Explosivos</translation>
    </message>
    <message>
        <source>Composure vs Explosives failed</source>
        <translation>Frieza vs Explosivos falhou</translation>
    </message>
    <message>
        <source> (natural 1: AP 0)</source>
        <translation> (1 natural: PA 0)</translation>
    </message>
    <message>
        <source>disarm AP {effect}: {text}</source>
        <translation>desarmar PA {effect}: {text}</translation>
    </message>
    <message>
        <source>{dmg_pa} AP over {top} as damage</source>
        <translation>{dmg_pa} PA acima de {top} como dano</translation>
    </message>
    <message>
        <source>no extra Wound (ineffective combat)</source>
        <translation>sem Ferimento adicional (Combate Ineficaz)</translation>
    </message>
    <message>
        <source>natural 20: an extra Wound</source>
        <translation>20 natural: um Ferimento adicional</translation>
    </message>
    <message>
        <source>Natural {face} in Close combat: no critical table </source>
        <translation>{face} natural em Combate Corporal: sem tabela crítica </translation>
    </message>
    <message>
        <source>(the extra Wound only).</source>
        <translation>(só o Ferimento adicional).</translation>
    </message>
    <message>
        <source>{target} is suppressed by {attacker}: seeks cover and can&apos;t move until the fire stops or a Composure test passes.</source>
        <translation>{target} está suprimido por {attacker}: procura cobertura e não pode se mover até o fogo parar ou passar num teste de Frieza.</translation>
    </message>
    <message>
        <source>{name} tests Composure</source>
        <translation>{name} testa Frieza</translation>
    </message>
    <message>
        <source>passed a Composure test</source>
        <translation>passou num teste de Frieza</translation>
    </message>
    <message>
        <source>Precision shot can only be used with Rifles.</source>
        <translation>Tiro de Precisão só pode ser usado com Rifles.</translation>
    </message>
    <message>
        <source>{t} panics</source>
        <translation>{t} entra em pânico</translation>
    </message>
    <message>
        <source>{label} needs {weapons} (not {skill_label}).</source>
        <translation>{label} exige {weapons} (não {skill_label}).</translation>
    </message>
    <message>
        <source>Opportunity: {label}</source>
        <translation>Oportunidade: {label}</translation>
    </message>
    <message>
        <source>Armour: {label}</source>
        <translation>Blindagem: {label}</translation>
    </message>
    <message>
        <source>Exposure: {label}{where}</source>
        <translation>Exposição: {label}{where}</translation>
    </message>
    <message>
        <source>Visibility: {label} ({vis_why})</source>
        <translation>Visibilidade: {label} ({vis_why})</translation>
    </message>
    <message>
        <source>ineffective combat: {label}</source>
        <translation>Combate Ineficaz: {label}</translation>
    </message>
    <message>
        <source>{t} keeps their nerve</source>
        <translation>{t} mantém o sangue-frio</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>sem efeito</translation>
    </message>
    <message>
        <source>{a}&apos;s {weapon}</source>
        <translation>{weapon} de {a}</translation>
    </message>
    <message>
        <source>Natural {face}: {a} rolls on {title}: 1d6 = {total}.</source>
        <translation>{face} natural: {a} rola em {title}: 1d6 = {total}.</translation>
    </message>
    <message>
        <source>knocked down by a disarm</source>
        <translation>derrubado por um desarme</translation>
    </message>
    <message>
        <source>{t} holds no weapon to lose: no further effect.</source>
        <translation>{t} não segura arma a perder: nenhum outro efeito.</translation>
    </message>
    <message>
        <source>{a} takes {t}&apos;s {name}.</source>
        <translation>{a} toma {name} de {t}.</translation>
    </message>
    <message>
        <source>{t}&apos;s {name} falls to the ground.</source>
        <translation>{name} de {t} cai no chão.</translation>
    </message>
    <message>
        <source>{a} attacks</source>
        <translation>{a} ataca</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} ataca {target}</translation>
    </message>
    <message>
        <source>Name at least one target for the suppressive fire.</source>
        <translation>Indique pelo menos um alvo para o Fogo Supressor.</translation>
    </message>
    <message>
        <source>The targets spread over {arc:g}° from {attacker}: suppressive fire covers {multi_target_arc_degrees}° in front.</source>
        <translation>Os alvos se espalham por {arc:g}° a partir de {attacker}: o Fogo Supressor cobre {multi_target_arc_degrees}° à frente.</translation>
    </message>
    <message>
        <source>{attacker} lays suppressive fire</source>
        <translation>{attacker} faz Fogo Supressor</translation>
    </message>
    <message>
        <source>{attacker} keeps {target} suppressed.</source>
        <translation>{attacker} mantém {target} suprimido.</translation>
    </message>
    <message>
        <source>{target} is in the open and throws themselves down.</source>
        <translation>{target} está a descoberto e se joga no chão.</translation>
    </message>
    <message>
        <source>{target} is no longer suppressed ({why}).</source>
        <translation>{target} não está mais suprimido ({why}).</translation>
    </message>
    <message>
        <source>{shooter}&apos;s fire stopped</source>
        <translation>o fogo de {shooter} parou</translation>
    </message>
    <message>
        <source>{name} is not suppressed.</source>
        <translation>{name} não está suprimido.</translation>
    </message>
    <message>
        <source>shake off suppression</source>
        <translation>livrar-se da supressão</translation>
    </message>
    <message>
        <source>{name} has moved this round: aiming means no movement.</source>
        <translation>{name} se moveu nesta rodada: mirar significa não se mover.</translation>
    </message>
    <message>
        <source>{name} has used the round&apos;s action.</source>
        <translation>{name} já usou a ação da rodada.</translation>
    </message>
    <message>
        <source>{name} aims</source>
        <translation>{name} mira</translation>
    </message>
    <message>
        <source>{name}&apos;s {what} needs no repair.</source>
        <translation>{what} de {name} não precisa de conserto.</translation>
    </message>
    <message>
        <source>{name} readies the {what}</source>
        <translation>{name} prepara {what}</translation>
    </message>
    <message>
        <source>{name}&apos;s {what} is ready again.</source>
        <translation>{what} de {name} está pronta de novo.</translation>
    </message>
    <message>
        <source>Unknown attention state {state!r}; choose from {names}.</source>
        <translation>Estado de atenção desconhecido {state!r}; escolha entre {names}.</translation>
    </message>
    <message>
        <source>{name}: attention {key}</source>
        <translation>{name}: atenção {key}</translation>
    </message>
    <message>
        <source>{name} is now {label}: {text}</source>
        <translation>{name} agora está {label}: {text}</translation>
    </message>
    <message>
        <source>A combatant can&apos;t surprise themselves.</source>
        <translation>Um combatente não pode surpreender a si mesmo.</translation>
    </message>
    <message>
        <source>{attacker} tries to surprise {victim}</source>
        <translation>{attacker} tenta surpreender {victim}</translation>
    </message>
    <message>
        <source>unseen and unheard by {victim}</source>
        <translation>sem ser visto nem ouvido por {victim}</translation>
    </message>
    <message>
        <source>{victim} spots {attacker}: no surprise; {victim} is now Alert.</source>
        <translation>{victim} percebe {attacker}: sem surpresa; {victim} agora está Alerta.</translation>
    </message>
    <message>
        <source>{attacker} adds Surprise to the attack</source>
        <translation>{attacker} soma Surpresa ao ataque</translation>
    </message>
    <message>
        <source>wins the initiative automatically</source>
        <translation>vence a iniciativa automaticamente</translation>
    </message>
    <message>
        <source>surprised: readying the weapon</source>
        <translation>surpreendido: preparando a arma</translation>
    </message>
    <message>
        <source>{victim} loses a round readying the weapon</source>
        <translation>{victim} perde uma rodada preparando a arma</translation>
    </message>
    <message>
        <source>no defence is possible</source>
        <translation>nenhuma defesa é possível</translation>
    </message>
    <message>
        <source>{victim} ({label}) fails to spot {attacker}: </source>
        <translation>{victim} ({label}) não percebe {attacker}: </translation>
    </message>
    <message>
        <source>Injuries ×{lesoes}</source>
        <translation>Lesões ×{lesoes}</translation>
    </message>
    <message>
        <source>−1 an Injury on all tests and Attacks</source>
        <translation>−1 por Lesão em todos os testes e Ataques</translation>
    </message>
    <message>
        <source>Bleeding {sangramento}</source>
        <translation>Sangramento {sangramento}</translation>
    </message>
    <message>
        <source>Timed effects</source>
        <translation>Efeitos temporários</translation>
    </message>
    <message>
        <source>{who}&apos;s sheet has no {skill_label}: counted as 0</source>
        <translation>A ficha de {who} não tem {skill_label}: conta como 0</translation>
    </message>
    <message>
        <source>{name}&apos;s {label} test</source>
        <translation>teste de {label} de {name}</translation>
    </message>
    <message>
        <source>{what}: the GM rules it {choice}.</source>
        <translation>{what}: o Mestre decide {choice}.</translation>
    </message>
    <message>
        <source>{what}: the GM decides every test (setting ww2.test_number_meaning): give passed=True or passed=False.</source>
        <translation>{what}: o Mestre decide cada teste (configuração ww2.test_number_meaning): informe passed=True ou passed=False.</translation>
    </message>
    <message>
        <source>the GM&apos;s d20 {total}</source>
        <translation>o d20 do Mestre {total}</translation>
    </message>
    <message>
        <source>{what}: d20 {total} {mod_text} = {total2} against {opp_text} — {choice}.</source>
        <translation>{what}: d20 {total} {mod_text} = {total2} contra {opp_text} — {choice}.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passou</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <source>Shoot and move</source>
        <translation>Atirar e movimentar</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>Rastejar</translation>
    </message>
    <message>
        <source>Hold (no action)</source>
        <translation>Aguardar (sem ação)</translation>
    </message>
    <message>
        <source>attacker wins initiative</source>
        <translation>o atacante vence a iniciativa</translation>
    </message>
    <message>
        <source>loses a round</source>
        <translation>perde uma rodada</translation>
    </message>
    <message>
        <source>no defence</source>
        <translation>sem defesa</translation>
    </message>
    <message>
        <source>A WWII attack has no option {unknown!r}.</source>
        <translation>Um ataque WWII não tem a opção {unknown!r}.</translation>
    </message>
    <message>
        <source>Initiative (3d6)</source>
        <translation>Iniciativa (3d6)</translation>
    </message>
    <message>
        <source>Unknown posture {new!r}; choose from {POSTURES}.</source>
        <translation>Postura desconhecida {new!r}; escolha entre {POSTURES}.</translation>
    </message>
    <message>
        <source>Unknown {what} {value!r}; choose from {allowed}.</source>
        <translation>{what} desconhecido {value!r}; escolha entre {allowed}.</translation>
    </message>
    <message>
        <source>{name}&apos;s cover</source>
        <translation>cobertura de {name}</translation>
    </message>
    <message>
        <source>{name}: armour {armour}, exposure {exposure}, visibility {visibility}.</source>
        <translation>{name}: blindagem {armour}, exposição {exposure}, visibilidade {visibility}.</translation>
    </message>
    <message>
        <source>{name} sprints</source>
        <translation>{name} dá um pique</translation>
    </message>
    <message>
        <source>extra metres ({mode})</source>
        <translation>metros extras ({mode})</translation>
    </message>
    <message>
        <source>{name} gains {gained} m this round ({mode}).</source>
        <translation>{name} ganha {gained} m nesta rodada ({mode}).</translation>
    </message>
    <message>
        <source>action</source>
        <translation>ação</translation>
    </message>
    <message>
        <source>run</source>
        <translation>correr</translation>
    </message>
    <message>
        <source>shoot and move</source>
        <translation>atirar e movimentar</translation>
    </message>
    <message>
        <source>crawl</source>
        <translation>rastejar</translation>
    </message>
    <message>
        <source>moved (m)</source>
        <translation>movido (m)</translation>
    </message>
    <message>
        <source>{describe_remaining} — {words} or {words2} (a zone move is the action); moved {moved:g} m</source>
        <translation>{describe_remaining} — {words} ou {words2} (um movimento entre zonas é a ação); movido {moved:g} m</translation>
    </message>
    <message>
        <source>It isn&apos;t {name}&apos;s turn.</source>
        <translation>Não é o turno de {name}.</translation>
    </message>
    <message>
        <source>{name} is already {want}.</source>
        <translation>{name} já está {want}.</translation>
    </message>
    <message>
        <source>{name} is not out of action.</source>
        <translation>{name} não está fora de ação.</translation>
    </message>
    <message>
        <source>One try a round.</source>
        <translation>Uma tentativa por rodada.</translation>
    </message>
    <message>
        <source>Prone: crawling gets no extra metres.</source>
        <translation>Deitado: rastejar não ganha metros extras.</translation>
    </message>
    <message>
        <source>{name}&apos;s action this round is a shoot-and-move.</source>
        <translation>A ação de {name} nesta rodada é um atirar e movimentar.</translation>
    </message>
    <message>
        <source>No shooting and moving while prone (posture.json).</source>
        <translation>Não se pode atirar e movimentar deitado (posture.json).</translation>
    </message>
    <message>
        <source>{name} has already fired this round.</source>
        <translation>{name} já atirou nesta rodada.</translation>
    </message>
    <message>
        <source>Prone: crawl instead (or stand up first).</source>
        <translation>Deitado: rasteje (ou levante-se primeiro).</translation>
    </message>
    <message>
        <source>Crawling is moving prone: go prone first.</source>
        <translation>Rastejar é mover-se deitado: deite-se primeiro.</translation>
    </message>
    <message>
        <source>{name} has moved this round.</source>
        <translation>{name} se moveu nesta rodada.</translation>
    </message>
    <message>
        <source>{target} has no fatal wound.</source>
        <translation>{target} não tem ferimento fatal.</translation>
    </message>
    <message>
        <source>{name} is out of action: only their own wounds.</source>
        <translation>{name} está fora de ação: só os próprios ferimentos.</translation>
    </message>
    <message>
        <source>Run crouched ({metres:g} m)</source>
        <translation>Correr agachado ({metres:g} m)</translation>
    </message>
    <message>
        <source>Unknown WWII action {action_id!r}.</source>
        <translation>Ação WWII desconhecida {action_id!r}.</translation>
    </message>
    <message>
        <source>Pick whom to attack.</source>
        <translation>Escolha quem atacar.</translation>
    </message>
    <message>
        <source>{name} holds</source>
        <translation>{name} aguarda</translation>
    </message>
    <message>
        <source>{name} holds.</source>
        <translation>{name} aguarda.</translation>
    </message>
    <message>
        <source>{name} gains {got} m.</source>
        <translation>{name} ganha {got} m.</translation>
    </message>
    <message>
        <source>{name} aims.</source>
        <translation>{name} mira.</translation>
    </message>
    <message>
        <source>{name} shoots and moves</source>
        <translation>{name} atira e se move</translation>
    </message>
    <message>
        <source>{name} shoots and moves.</source>
        <translation>{name} atira e se move.</translation>
    </message>
    <message>
        <source>{action_id} can&apos;t be taken here.</source>
        <translation>{action_id} não pode ser feita aqui.</translation>
    </message>
    <message>
        <source>{untreated} untreated (bleeding), {treated} treated; out of action until an Endurance test; more than {fmax} kills</source>
        <translation>{untreated} sem tratamento (sangrando), {treated} tratados; fora de ação até um teste de Resistência; mais de {fmax} mata</translation>
    </message>
    <message>
        <source>Out of action</source>
        <translation>Fora de ação</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Lutando</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Only crawling and an Endurance test to bear the pain</source>
        <translation>Só rastejar e um teste de Resistência para suportar a dor</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Atenção</translation>
    </message>
    <message>
        <source>{exposure} (posture)</source>
        <translation>{exposure} (postura)</translation>
    </message>
    <message>
        <source>Posture and cover</source>
        <translation>Postura e cobertura</translation>
    </message>
    <message>
        <source>skill {total:+d}</source>
        <translation>habilidade {total:+d}</translation>
    </message>
    <message>
        <source>attack {total:+d}</source>
        <translation>ataque {total:+d}</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalidades</translation>
    </message>
    <message>
        <source>Suppressed</source>
        <translation>Suprimido</translation>
    </message>
    <message>
        <source>Fatal wound</source>
        <translation>Ferimento fatal</translation>
    </message>
    <message>
        <source>{cause}: death in {rounds_left} rounds; {test} ({value}) to save</source>
        <translation>{cause}: morte em {rounds_left} rodadas; {test} ({value}) para salvar</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Condições</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Aiming</source>
        <translation>Mirando</translation>
    </message>
    <message>
        <source>{weapon_name} (round {round})</source>
        <translation>{weapon_name} (rodada {round})</translation>
    </message>
    <message>
        <source>{name} bleeds</source>
        <translation>{name} sangra</translation>
    </message>
    <message>
        <source>{name}&apos;s treated wounds</source>
        <translation>ferimentos tratados de {name}</translation>
    </message>
    <message>
        <source>The {track_id} track can&apos;t be changed by hand.</source>
        <translation>A trilha {track_id} não pode ser mudada à mão.</translation>
    </message>
    <message>
        <source>Dying {rounds_left}r</source>
        <translation>Morrendo {rounds_left}r</translation>
    </message>
    <message>
        <source>{name}: {skill_label} test</source>
        <translation>{name}: teste de {skill_label}</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ligado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <source>Shoot and move (6 m)</source>
        <translation>Atirar e movimentar (6 m)</translation>
    </message>
    <message>
        <source>jammed</source>
        <translation>emperrada</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>inutilizada</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>destruída</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>largada</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>Surprise</source>
        <translation>Surpresa</translation>
    </message>
    <message>
        <source>Target flanked</source>
        <translation>Alvo flanqueado</translation>
    </message>
    <message>
        <source>Visibility</source>
        <translation>Visibilidade</translation>
    </message>
    <message>
        <source>Range band</source>
        <translation>Faixa de alcance</translation>
    </message>
    <message>
        <source>Target&apos;s armour</source>
        <translation>Blindagem do alvo</translation>
    </message>
    <message>
        <source>Target&apos;s exposure</source>
        <translation>Exposição do alvo</translation>
    </message>
    <message>
        <source>Target running across the line of fire</source>
        <translation>Alvo correndo através da linha de fogo</translation>
    </message>
    <message>
        <source>Melee: +10 defence</source>
        <translation>Corpo a corpo: +10 de defesa</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatente</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>roll the test, or record the GM&apos;s ruling</source>
        <translation>role o teste, ou registre a decisão do Mestre</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Victim</source>
        <translation>Vítima</translation>
    </message>
    <message>
        <source>A victim who fails suffers the effects of their attention state.</source>
        <translation>Uma vítima que falha sofre os efeitos do seu estado de atenção.</translation>
    </message>
    <message>
        <source>Attention state</source>
        <translation>Estado de atenção</translation>
    </message>
    <message>
        <source>Posture</source>
        <translation>Postura</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Blindagem</translation>
    </message>
    <message>
        <source>Exposure</source>
        <translation>Exposição</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Suppressive fire at several targets</source>
        <translation>Fogo Supressor contra vários alvos</translation>
    </message>
    <message>
        <source>Weapon id</source>
        <translation>Id da arma</translation>
    </message>
    <message>
        <source>empty: in hand</source>
        <translation>vazio: a que está na mão</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Alvo</translation>
    </message>
    <message>
        <source>Second target</source>
        <translation>Segundo alvo</translation>
    </message>
    <message>
        <source>Third target</source>
        <translation>Terceiro alvo</translation>
    </message>
    <message>
        <source>Metres this round</source>
        <translation>Metros nesta rodada</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Suppressive fire</source>
        <translation>Fogo Supressor</translation>
    </message>
    <message>
        <source>Disarm</source>
        <translation>Desarmar</translation>
    </message>
    <message>
        <source>Aim: precision shot next round</source>
        <translation>Mirar: Tiro de Precisão na próxima rodada</translation>
    </message>
    <message>
        <source>Athletics: extra metres</source>
        <translation>Atletismo: metros extras</translation>
    </message>
    <message>
        <source>Stop bleeding: Medicine (0)</source>
        <translation>Estancar sangramento: Medicina (0)</translation>
    </message>
    <message>
        <source>Save a fatal wound: Medicine (5)</source>
        <translation>Salvar um ferimento fatal: Medicina (5)</translation>
    </message>
    <message>
        <source>Bear the pain: Endurance</source>
        <translation>Suportar a dor: Resistência</translation>
    </message>
    <message>
        <source>Shake off suppression: Composure</source>
        <translation>Livrar-se da supressão: Frieza</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>Levantar-se</translation>
    </message>
    <message>
        <source>Crouch</source>
        <translation>Agachar-se</translation>
    </message>
    <message>
        <source>Go prone</source>
        <translation>Deitar-se</translation>
    </message>
    <message>
        <source>Surprise bonus to the attacker</source>
        <translation>Bônus de Surpresa para o atacante</translation>
    </message>
    <message>
        <source>The WWII order is the 3d6 roll (ties by Attention, then a re-roll): it can&apos;t be rearranged by hand. Re-roll someone with roll_initiative([name]).</source>
        <translation>A ordem WWII é a rolagem de 3d6 (empates pela Atenção, depois nova rolagem): não pode ser rearranjada à mão. Role de novo para alguém com roll_initiative([name]).</translation>
    </message>
    <message>
        <source>Athletics adds metres to a run or a shoot-and-move.</source>
        <translation>Atletismo soma metros a uma corrida ou a um atirar e movimentar.</translation>
    </message>
    <message>
        <source>{name} has already tested Athletics this round.</source>
        <translation>{name} já testou Atletismo nesta rodada.</translation>
    </message>
    <message>
        <source>{name} is out of action (Wound): crawl, bear the pain or treat a wound.</source>
        <translation>{name} está fora de ação (Ferimento): rasteje, suporte a dor ou trate um ferimento.</translation>
    </message>
    <message>
        <source>Suppressive fire needs Machine guns or Submachine guns.</source>
        <translation>Fogo Supressor exige Metralhadoras ou Submetralhadoras.</translation>
    </message>
    <message>
        <source>Disarm is made in Close combat.</source>
        <translation>Desarmar é feito em Combate Corporal.</translation>
    </message>
    <message>
        <source>One Athletics test a round.</source>
        <translation>Um teste de Atletismo por rodada.</translation>
    </message>
    <message>
        <source>Precision shot needs a Rifle.</source>
        <translation>Tiro de Precisão exige um Rifle.</translation>
    </message>
    <message>
        <source>{target} has no untreated Wound.</source>
        <translation>{target} não tem Ferimento sem tratamento.</translation>
    </message>
    <message>
        <source>One Medicine test a round for each wounded.</source>
        <translation>Um teste de Medicina por rodada para cada ferido.</translation>
    </message>
    <message>
        <source>{name} will shoot and move this round ({metres:g} m; the target gets +5 DP within effective range).</source>
        <translation>{name} vai atirar e se movimentar nesta rodada ({metres:g} m; o alvo ganha +5 PD dentro do Alcance Eficaz).</translation>
    </message>
    <message>
        <source>{name}: Medicine</source>
        <translation>{name}: Medicina</translation>
    </message>
    <message>
        <source>−1 on every test and attack each; past {top} (Endurance) each becomes a Wound</source>
        <translation>−1 em todo teste e ataque cada; além de {top} (Resistência) cada uma vira Ferimento</translation>
    </message>
    <message>
        <source>Wounds treated</source>
        <translation>Ferimentos tratados</translation>
    </message>
    <message>
        <source>A passed Medicine (0) test treats one a round: it stops bleeding</source>
        <translation>Um teste de Medicina (0) bem-sucedido trata um por rodada: estanca o sangramento</translation>
    </message>
    <message>
        <source>{label}; exposure {exp}; armour {armour}; visibility {visibility}</source>
        <translation>{label}; exposição {exp}; blindagem {armour}; visibilidade {visibility}</translation>
    </message>
    <message>
        <source>by {by}: can&apos;t move; Composure test to shake it off</source>
        <translation>por {by}: não pode se mover; teste de Frieza para se livrar</translation>
    </message>
    <message>
        <source>{name} has no {choice} Wound.</source>
        <translation>{name} não tem Ferimento {choice}.</translation>
    </message>
    <message>
        <source>GM: {new} of {name}&apos;s Wounds treated.</source>
        <translation>Mestre: {new} dos Ferimentos de {name} tratados.</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Morto</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Correr</translation>
    </message>
    <message>
        <source>{name} crawls inside the zone</source>
        <translation>{name} rasteja dentro da zona</translation>
    </message>
    <message>
        <source>{name} runs inside the zone</source>
        <translation>{name} corre dentro da zona</translation>
    </message>
    <message>
        <source>{text} (up to {metres:g} m).</source>
        <translation>{text} (até {metres:g} m).</translation>
    </message>
    <message>
        <source>Coma</source>
        <translation>Coma</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>Inconsciente</translation>
    </message>
    <message>
        <source>WWII damage is Injuries or Wounds.</source>
        <translation>O dano WWII é Lesões ou Ferimentos.</translation>
    </message>
    <message>
        <source>Suppressive fire (Machine guns, Submachine guns) or Disarm (Close combat)</source>
        <translation>Fogo Supressor (Metralhadoras, Submetralhadoras) ou Desarmar (Combate Corporal)</translation>
    </message>
    <message>
        <source>+5 DP to the target within effective range; auto: yes if moved this round</source>
        <translation>+5 PD ao alvo dentro do Alcance Eficaz; auto: sim se moveu nesta rodada</translation>
    </message>
    <message>
        <source>+Surprise once; auto: the target failed to spot the attacker</source>
        <translation>+Surpresa uma vez; auto: o alvo não percebeu o atacante</translation>
    </message>
    <message>
        <source>+Opportunity; a prone target is less hidden</source>
        <translation>+Oportunidade; um alvo deitado fica menos oculto</translation>
    </message>
    <message>
        <source>Partial +5 DP, none +10 DP; auto: the target&apos;s, none in a dark zone</source>
        <translation>Parcial +5 PD, Nula +10 PD; auto: a do alvo, Nula numa zona escura</translation>
    </message>
    <message>
        <source>Lethal +5 OP, beyond effective +5 DP; auto: metres between the tokens</source>
        <translation>Letal +5 PO, além do Eficaz +5 PD; auto: metros entre as fichas</translation>
    </message>
    <message>
        <source>Retarding +5, impenetrable +10 DP</source>
        <translation>Retardo +5, Impenetrável +10 PD</translation>
    </message>
    <message>
        <source>Full +5, partial +10, minimal +15 DP; auto: from the posture</source>
        <translation>Completa +5, Parcial +10, Mínima +15 PD; auto: pela postura</translation>
    </message>
    <message>
        <source>+5 DP; auto: the target ran this round</source>
        <translation>+5 PD; auto: o alvo correu nesta rodada</translation>
    </message>
    <message>
        <source>ineffective combat; auto: {choice}</source>
        <translation>Combate Ineficaz; auto: {choice}</translation>
    </message>
    <message>
        <source>Melee: no extra Wound</source>
        <translation>Corpo a corpo: sem Ferimento adicional</translation>
    </message>
    <message>
        <source>Melee: knockout</source>
        <translation>Corpo a corpo: Nocaute</translation>
    </message>
    <message>
        <source>OP</source>
        <translation>PO</translation>
    </message>
    <message>
        <source>DP</source>
        <translation>PD</translation>
    </message>
    <message>
        <source>AP = ⌊(d20 {po_bonus:+d}) ÷ {pd_total}⌋: AP 1 from a d20 of {choice}, a Wound (AP {threshold}) from {choice2}; a natural 1 is AP 0, a natural 20 adds a Wound.</source>
        <translation>PA = ⌊(d20 {po_bonus:+d}) ÷ {pd_total}⌋: PA 1 com um d20 de {choice}, um Ferimento (PA {threshold}) com {choice2}; um 1 natural é PA 0, um 20 natural soma um Ferimento.</translation>
    </message>
    <message>
        <source>— (only a natural 20)</source>
        <translation>— (só um 20 natural)</translation>
    </message>
    <message>
        <source>{die} {bonus:+d} ÷ DP {pd}</source>
        <translation>{die} {bonus:+d} ÷ PD {pd}</translation>
    </message>
    <message>
        <source>Detection: Camouflage vs Attention</source>
        <translation>Detecção: Camuflagem vs Atenção</translation>
    </message>
    <message>
        <source>Machine guns or Submachine guns; every target inside 30° in front.</source>
        <translation>Metralhadoras ou Submetralhadoras; todos os alvos dentro de 30° à frente.</translation>
    </message>
    <message>
        <source>Athletics for extra metres</source>
        <translation>Atletismo para metros extras</translation>
    </message>
    <message>
        <source>Stop a haemorrhage: Medicine (0)</source>
        <translation>Estancar uma hemorragia: Medicina (0)</translation>
    </message>
    <message>
        <source>Medic</source>
        <translation>Médico</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Paciente</translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation>Medicina</translation>
    </message>
    <message>
        <source>Come round (unconscious)</source>
        <translation>Voltar a si (inconsciente)</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condição</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Ligada</translation>
    </message>
    <message>
        <source>Rounds (0: until removed)</source>
        <translation>Rodadas (0: até ser removida)</translation>
    </message>
    <message>
        <source>Skill test</source>
        <translation>Teste de perícia</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Perícia</translation>
    </message>
    <message>
        <source>Number in brackets</source>
        <translation>Número entre parênteses</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Testes</translation>
    </message>
    <message>
        <source>Weapon back in hand (repaired, cleared, picked up)</source>
        <translation>Arma de volta à mão (consertada, desemperrada, recolhida)</translation>
    </message>
    <message>
        <source>A day&apos;s recovery (between fights)</source>
        <translation>Um dia de recuperação (entre combates)</translation>
    </message>
    <message>
        <source>What</source>
        <translation>O quê</translation>
    </message>
    <message>
        <source>Hours of rest</source>
        <translation>Horas de descanso</translation>
    </message>
    <message>
        <source>Bandaged</source>
        <translation>Enfaixado</translation>
    </message>
    <message>
        <source>Days under a doctor</source>
        <translation>Dias sob cuidados médicos</translation>
    </message>
    <message>
        <source>In an infirmary</source>
        <translation>Numa enfermaria</translation>
    </message>
    <message>
        <source>WWII setting</source>
        <translation>Configuração WWII</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Configuração</translation>
    </message>
    <message>
        <source>Value (JSON: 3, true, &quot;mover&quot;, {...})</source>
        <translation>Valor (JSON: 3, true, &quot;mover&quot;, {...})</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>; suppressed by {by}</source>
        <translation>; suprimido por {by}</translation>
    </message>
    <message>
        <source>If surprised: </source>
        <translation>Se surpreendido: </translation>
    </message>
    <message>
        <source>No surprise effects.</source>
        <translation>Sem efeitos de surpresa.</translation>
    </message>
    <message>
        <source> Suppressed: can&apos;t move; Composure test to shake it off.</source>
        <translation> Suprimido: não pode se mover; teste de Frieza para se livrar.</translation>
    </message>
    <message>
        <source>{suppressed} suppressed.</source>
        <translation>{suppressed} suprimido(s).</translation>
    </message>
    <message>
        <source>Nobody is suppressed.</source>
        <translation>Ninguém está suprimido.</translation>
    </message>
    <message>
        <source>Attention and suppression</source>
        <translation>Atenção e supressão</translation>
    </message>
    <message>
        <source>Fill in {key}.</source>
        <translation>Preencha {key}.</translation>
    </message>
    <message>
        <source>{name}&apos;s posture and cover</source>
        <translation>postura e cobertura de {name}</translation>
    </message>
    <message>
        <source>{name}: {label} on.</source>
        <translation>{name}: {label} ligado.</translation>
    </message>
    <message>
        <source>{name}: {label} off.</source>
        <translation>{name}: {label} desligado.</translation>
    </message>
    <message>
        <source>WWII has no tool {tool_id!r}.</source>
        <translation>WWII não tem a ferramenta {tool_id!r}.</translation>
    </message>
    <message>
        <source>Set {key}</source>
        <translation>Definir {key}</translation>
    </message>
    <message>
        <source>{table_id}.json has no row with {wanted}</source>
        <translation>{table_id}.json não tem linha com {wanted}</translation>
    </message>
    <message>
        <source>{table_id}.json records no choice for {setting!r}</source>
        <translation>{table_id}.json não registra escolha para {setting!r}</translation>
    </message>
    <message>
        <source>{name}&apos;s initiative</source>
        <translation>iniciativa de {name}</translation>
    </message>
    <message>
        <source>{name} rolls initiative{why}: {split}.</source>
        <translation>{name} rola iniciativa{why}: {split}.</translation>
    </message>
    <message>
        <source>{n}&apos;s tie-break</source>
        <translation>desempate de {n}</translation>
    </message>
    <message>
        <source>Still tied on {total} and Attention {stat}: {group} roll 3d6 again — </source>
        <translation>Ainda empatados em {total} e Atenção {stat}: {group} rolam 3d6 de novo — </translation>
    </message>
    <message>
        <source>Tie on {total} between {members}: the higher Attention acts first (Attention {parts}).</source>
        <translation>Empate em {total} entre {members}: quem tem mais Atenção age primeiro (Atenção {parts}).</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Rolar iniciativa</translation>
    </message>
    <message>
        <source>{attacker} wins the initiative automatically over {victim} (surprise): {attacker} acts before everyone who rolled.</source>
        <translation>{attacker} vence a iniciativa automaticamente sobre {victim} (surpresa): {attacker} age antes de todos que rolaram.</translation>
    </message>
    <message>
        <source>{name} is in a coma</source>
        <translation>{name} está em coma</translation>
    </message>
    <message>
        <source>{name} is unconscious</source>
        <translation>{name} está inconsciente</translation>
    </message>
    <message>
        <source>{name}&apos;s turn (round {number}).</source>
        <translation>Turno de {name} (rodada {number}).</translation>
    </message>
    <message>
        <source>{name}&apos;s turn (initiative {total}, round {number}).</source>
        <translation>Turno de {name} (iniciativa {total}, rodada {number}).</translation>
    </message>
    <message>
        <source>End of round {number}.</source>
        <translation>Fim da rodada {number}.</translation>
    </message>
    <message>
        <source> for round {number}</source>
        <translation> para a rodada {number}</translation>
    </message>
    <message>
        <source>Nobody in the order can act.</source>
        <translation>Ninguém na ordem pode agir.</translation>
    </message>
    <message>
        <source>{why}: the turn passes.</source>
        <translation>{why}: o turno passa.</translation>
    </message>
    <message>
        <source>Start the fight</source>
        <translation>Começar o combate</translation>
    </message>
    <message>
        <source>The fight has already started.</source>
        <translation>O combate já começou.</translation>
    </message>
    <message>
        <source>Nobody can roll initiative: add combatants first.</source>
        <translation>Ninguém pode rolar iniciativa: acrescente combatentes primeiro.</translation>
    </message>
    <message>
        <source>The fight begins: round {number}.</source>
        <translation>O combate começa: rodada {number}.</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Próximo turno</translation>
    </message>
    <message>
        <source>The fight hasn&apos;t started: roll initiative and start it first.</source>
        <translation>O combate não começou: role a iniciativa e comece-o primeiro.</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Próxima rodada</translation>
    </message>
    <message>
        <source>End the fight</source>
        <translation>Terminar o combate</translation>
    </message>
    <message>
        <source>The fight is over.</source>
        <translation>O combate acabou.</translation>
    </message>
    <message>
        <source>automatic initiative (surprise)</source>
        <translation>iniciativa automática (surpresa)</translation>
    </message>
    <message>
        <source>tied on {total} with {same}: Attention {stat}</source>
        <translation>empatado em {total} com {same}: Atenção {stat}</translation>
    </message>
    <message>
        <source>ww2.initiative: expected an object</source>
        <translation>ww2.initiative: esperava-se um objeto</translation>
    </message>
    <message>
        <source>ww2.initiative.rolls: expected an object</source>
        <translation>ww2.initiative.rolls: esperava-se um objeto</translation>
    </message>
    <message>
        <source>ww2.initiative.rolls.{n}: no combatant has that name</source>
        <translation>ww2.initiative.rolls.{n}: nenhum combatente tem esse nome</translation>
    </message>
    <message>
        <source>ww2.initiative.rolls.{n}.total: expected a whole number</source>
        <translation>ww2.initiative.rolls.{n}.total: esperava-se um número inteiro</translation>
    </message>
    <message>
        <source>ww2.initiative.rolls.{n}.tiebreak: expected a list</source>
        <translation>ww2.initiative.rolls.{n}.tiebreak: esperava-se uma lista</translation>
    </message>
    <message>
        <source>ww2.initiative.{key}: expected a list</source>
        <translation>ww2.initiative.{key}: esperava-se uma lista</translation>
    </message>
    <message>
        <source>ww2.initiative.{key}: no combatant is called {n!r}</source>
        <translation>ww2.initiative.{key}: nenhum combatente se chama {n!r}</translation>
    </message>
    <message>
        <source>ww2.initiative.current: no combatant is called {cur!r}</source>
        <translation>ww2.initiative.current: nenhum combatente se chama {cur!r}</translation>
    </message>
    <message>
        <source>ww2.initiative.started: expected true or false</source>
        <translation>ww2.initiative.started: esperava-se true ou false</translation>
    </message>
    <message>
        <source>Can&apos;t shoot (hand)</source>
        <translation>Não pode atirar (mão)</translation>
    </message>
    <message>
        <source>Can&apos;t walk (femur)</source>
        <translation>Não pode andar (fêmur)</translation>
    </message>
    <message>
        <source>Paraplegic</source>
        <translation>Paraplégico</translation>
    </message>
    <message>
        <source>Leg wound (half speed)</source>
        <translation>Ferimento na perna (meia velocidade)</translation>
    </message>
    <message>
        <source>Deafened (no hearing Attention)</source>
        <translation>Surdo (sem Atenção pela audição)</translation>
    </message>
    <message>
        <source>Panicked</source>
        <translation>Apavorado</translation>
    </message>
    <message>
        <source>Disfigured (burns)</source>
        <translation>Desfigurado (queimaduras)</translation>
    </message>
    <message>
        <source>Limb lost</source>
        <translation>Membro perdido</translation>
    </message>
    <message>
        <source>Weapons destroyed</source>
        <translation>Armas destruídas</translation>
    </message>
    <message>
        <source>{name} dies: {cause}.</source>
        <translation>{name} morre: {cause}.</translation>
    </message>
    <message>
        <source>{name}: {label} ends</source>
        <translation>{name}: {label} termina</translation>
    </message>
    <message>
        <source>{name} is no longer {label}.</source>
        <translation>{name} não está mais {label}.</translation>
    </message>
    <message>
        <source>{name} loses a round</source>
        <translation>{name} perde uma rodada</translation>
    </message>
    <message>
        <source>Lost round</source>
        <translation>Rodada perdida</translation>
    </message>
    <message>
        <source>Damage is a number of Injuries and Wounds from 0 up.</source>
        <translation>O dano é um número de Lesões e Ferimentos a partir de 0.</translation>
    </message>
    <message>
        <source>{lesoes_text} past the maximum of {top} (Endurance) becoming Wound</source>
        <translation>{lesoes_text} além do máximo de {top} (Resistência) virando Ferimento</translation>
    </message>
    <message>
        <source>knocked out instead of wounded (knockout)</source>
        <translation>nocauteado em vez de ferido (Nocaute)</translation>
    </message>
    <message>
        <source>more than {max_ferimentos} Wounds</source>
        <translation>mais de {max_ferimentos} Ferimentos</translation>
    </message>
    <message>
        <source>GM: {name} now has {lesoes} Injuries, {ferimentos} Wounds, {sangramento} Bleeding.</source>
        <translation>Mestre: {name} agora tem {lesoes} Lesões, {ferimentos} Ferimentos, {sangramento} de Sangramento.</translation>
    </message>
    <message>
        <source>{name} bleeds {points:+d} ({why}): Bleeding {sangramento} — {text}</source>
        <translation>{name} sangra {points:+d} ({why}): Sangramento {sangramento} — {text}</translation>
    </message>
    <message>
        <source>death by haemorrhage (Bleeding over 25)</source>
        <translation>morte por hemorragia (Sangramento acima de 25)</translation>
    </message>
    <message>
        <source>stay conscious, Bleeding 16–20</source>
        <translation>manter-se consciente, Sangramento 16–20</translation>
    </message>
    <message>
        <source>{patient} has no untreated Wound.</source>
        <translation>{patient} não tem Ferimento sem tratamento.</translation>
    </message>
    <message>
        <source>Stopping a haemorrhage needs bandages (&apos;as long as bandages are available&apos;).</source>
        <translation>Estancar uma hemorragia exige ataduras (&apos;desde que disponíveis ataduras&apos;).</translation>
    </message>
    <message>
        <source>{medic} stops the bleeding of one of {patient}&apos;s Wounds ({ferimentos} still bleeding).</source>
        <translation>{medic} estanca o sangramento de um dos Ferimentos de {patient} ({ferimentos} ainda sangrando).</translation>
    </message>
    <message>
        <source>bear the pain of a Wound</source>
        <translation>suportar a dor de um Ferimento</translation>
    </message>
    <message>
        <source>{name} comes round (Attentive).</source>
        <translation>{name} volta a si (Atento).</translation>
    </message>
    <message>
        <source>Combat damage heals only while Relaxed (attention_states.json).</source>
        <translation>O dano de combate só se cura enquanto Relaxado (attention_states.json).</translation>
    </message>
    <message>
        <source>The recovery test is Endurance or Medicine.</source>
        <translation>O teste de recuperação é Resistência ou Medicina.</translation>
    </message>
    <message>
        <source>{name} has no Injury to recover.</source>
        <translation>{name} não tem Lesão a recuperar.</translation>
    </message>
    <message>
        <source>{name} recovers {lesions_per_day} Injury.</source>
        <translation>{name} recupera {lesions_per_day} Lesão.</translation>
    </message>
    <message>
        <source>{name} recovers {got} Bleeding.</source>
        <translation>{name} recupera {got} de Sangramento.</translation>
    </message>
    <message>
        <source>A Wound needs {supervision_days} consecutive days of a doctor&apos;s care.</source>
        <translation>Um Ferimento exige {supervision_days} dias consecutivos de cuidados médicos.</translation>
    </message>
    <message>
        <source>A Wound heals only with rest in a proper infirmary.</source>
        <translation>Um Ferimento só se cura com repouso numa enfermaria adequada.</translation>
    </message>
    <message>
        <source>{name} has no Wound.</source>
        <translation>{name} não tem Ferimento.</translation>
    </message>
    <message>
        <source>{name}&apos;s Wound heals</source>
        <translation>O Ferimento de {name} se cura</translation>
    </message>
    <message>
        <source>{name} recovers from a Wound.</source>
        <translation>{name} se recupera de um Ferimento.</translation>
    </message>
    <message>
        <source>{name} is already dead.</source>
        <translation>{name} já está morto.</translation>
    </message>
    <message>
        <source>Damage to {name}</source>
        <translation>Dano a {name}</translation>
    </message>
    <message>
        <source>{ferimentos_text} (out of action)</source>
        <translation>{ferimentos_text} (fora de ação)</translation>
    </message>
    <message>
        <source> from {source}</source>
        <translation> de {source}</translation>
    </message>
    <message>
        <source>{name} takes {bits}{by}: now {lesoes_text}, {ferimentos_text}.</source>
        <translation>{name} sofre {bits}{by}: agora {lesoes_text}, {ferimentos_text}.</translation>
    </message>
    <message>
        <source>{name} recovers</source>
        <translation>{name} se recupera</translation>
    </message>
    <message>
        <source>{name} falls into hypovolemic shock: coma.</source>
        <translation>{name} entra em choque hipovolêmico: coma.</translation>
    </message>
    <message>
        <source>{name} now suffers {penalty} on skill tests (Bleeding).</source>
        <translation>{name} agora sofre {penalty} em testes de Habilidade (Sangramento).</translation>
    </message>
    <message>
        <source>{name} now suffers {penalty} on attack tests (Bleeding).</source>
        <translation>{name} agora sofre {penalty} em testes de Ataque (Sangramento).</translation>
    </message>
    <message>
        <source>{name} now suffers {penalty} on attack and skill tests (Bleeding).</source>
        <translation>{name} agora sofre {penalty} em testes de Ataque e de Habilidade (Sangramento).</translation>
    </message>
    <message>
        <source>{ferimentos_text} untreated</source>
        <translation>{ferimentos_text} sem tratamento</translation>
    </message>
    <message>
        <source>{name} loses consciousness.</source>
        <translation>{name} perde a consciência.</translation>
    </message>
    <message>
        <source>a fatal wound</source>
        <translation>um ferimento fatal</translation>
    </message>
    <message>
        <source>{name} will die in {left} round{choice} ({get}) unless saved: {get2} ({get3}).</source>
        <translation>{name} morrerá em {left} rodada{choice} ({get}) se não for salvo: {get2} ({get3}).</translation>
    </message>
    <message>
        <source>{name}: {cause} — death in {rounds} rounds; {test} ({value}) to save.</source>
        <translation>{name}: {cause} — morte em {rounds} rodadas; {test} ({value}) para salvar.</translation>
    </message>
    <message>
        <source>{what} has already been tried for {name} this round.</source>
        <translation>{what} já foi tentado por {name} nesta rodada.</translation>
    </message>
    <message>
        <source>{patient} is dead.</source>
        <translation>{patient} está morto.</translation>
    </message>
    <message>
        <source>Stopping the bleeding</source>
        <translation>Estancar o sangramento</translation>
    </message>
    <message>
        <source>{medic} treats {patient}</source>
        <translation>{medic} trata {patient}</translation>
    </message>
    <message>
        <source>stop {patient}&apos;s bleeding</source>
        <translation>estancar o sangramento de {patient}</translation>
    </message>
    <message>
        <source>{name} can&apos;t fight the pain now (not conscious).</source>
        <translation>{name} não pode lutar contra a dor agora (inconsciente).</translation>
    </message>
    <message>
        <source>Bearing the pain</source>
        <translation>Suportar a dor</translation>
    </message>
    <message>
        <source>{name} bears the pain</source>
        <translation>{name} suporta a dor</translation>
    </message>
    <message>
        <source>{name} bears the pain and is back in action.</source>
        <translation>{name} suporta a dor e volta à ação.</translation>
    </message>
    <message>
        <source>{patient} has no fatal wound to save them from.</source>
        <translation>{patient} não tem ferimento fatal do qual ser salvo.</translation>
    </message>
    <message>
        <source>Saving their life</source>
        <translation>Salvar sua vida</translation>
    </message>
    <message>
        <source>{medic} tries to save {patient}</source>
        <translation>{medic} tenta salvar {patient}</translation>
    </message>
    <message>
        <source>save {patient} ({cause})</source>
        <translation>salvar {patient} ({cause})</translation>
    </message>
    <message>
        <source>{medic} saves {patient}&apos;s life.</source>
        <translation>{medic} salva a vida de {patient}.</translation>
    </message>
    <message>
        <source>{name} is not simply unconscious.</source>
        <translation>{name} não está simplesmente inconsciente.</translation>
    </message>
    <message>
        <source>{name} comes round</source>
        <translation>{name} volta a si</translation>
    </message>
    <message>
        <source>Recovering an Injury needs {rest_hours} hours of rest.</source>
        <translation>Recuperar uma Lesão exige {rest_hours} horas de descanso.</translation>
    </message>
    <message>
        <source>Recovering an Injury needs bandages from a first-aid kit or a doctor.</source>
        <translation>Recuperar uma Lesão exige ataduras de um kit de primeiros socorros ou um médico.</translation>
    </message>
    <message>
        <source>{name} recovers a day</source>
        <translation>{name} se recupera por um dia</translation>
    </message>
    <message>
        <source>a day&apos;s recovery</source>
        <translation>um dia de recuperação</translation>
    </message>
    <message>
        <source>{name} recovers blood</source>
        <translation>{name} recupera sangue</translation>
    </message>
    <message>
        <source>transfusion compatibility</source>
        <translation>compatibilidade da transfusão</translation>
    </message>
    <message>
        <source>a week&apos;s care</source>
        <translation>uma semana de cuidados</translation>
    </message>
    <message>
        <source>no action (shot and moved)</source>
        <translation>sem ação (atirou e se moveu)</translation>
    </message>
    <message>
        <source>shoot and move: </source>
        <translation>atirar e movimentar: </translation>
    </message>
    <message>
        <source>the move and the shot</source>
        <translation>o movimento e o tiro</translation>
    </message>
    <message>
        <source>one part</source>
        <translation>uma parte</translation>
    </message>
    <message>
        <source>1 action</source>
        <translation>1 ação</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>nenhuma ação</translation>
    </message>
    <message>
        <source>{left} actions</source>
        <translation>{left} ações</translation>
    </message>
    <message>
        <source>Unknown movement mode {mode!r}; choose from {MODES}.</source>
        <translation>Modo de movimento desconhecido {mode!r}; escolha entre {MODES}.</translation>
    </message>
    <message>
        <source>{name} can&apos;t move (not conscious).</source>
        <translation>{name} não pode se mover (inconsciente).</translation>
    </message>
    <message>
        <source>{name} is suppressed and can&apos;t move (opportunity.json).</source>
        <translation>{name} está suprimido e não pode se mover (opportunity.json).</translation>
    </message>
    <message>
        <source>out of action</source>
        <translation>fora de ação</translation>
    </message>
    <message>
        <source>{name} is {why}: no shooting and moving in the same round (posture.json).</source>
        <translation>{name} está {why}: não pode atirar e se movimentar na mesma rodada (posture.json).</translation>
    </message>
    <message>
        <source>out of action: crawl only</source>
        <translation>fora de ação: só rastejar</translation>
    </message>
    <message>
        <source>Crawl ({why})</source>
        <translation>Rastejar ({why})</translation>
    </message>
    <message>
        <source>Crouched: one third</source>
        <translation>Agachado: um terço</translation>
    </message>
    <message>
        <source>{name} can&apos;t walk (a critical wound): crawl only.</source>
        <translation>{name} não pode andar (um ferimento crítico): só rastejar.</translation>
    </message>
    <message>
        <source>Leg wound: half</source>
        <translation>Ferimento na perna: metade</translation>
    </message>
    <message>
        <source>Crouched</source>
        <translation>Agachado</translation>
    </message>
    <message>
        <source>d20 {mod:+d} ({parts}) against the GM&apos;s d20; higher passes</source>
        <translation>d20 {mod:+d} ({parts}) contra o d20 do Mestre; o maior passa</translation>
    </message>
    <message>
        <source>{skill} has no dice here: the GM rules it at the table.</source>
        <translation>{skill} não tem dados aqui: o Mestre decide na mesa.</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no {label}: fill it in, or roll at the table.</source>
        <translation>A ficha de {name} não tem {label}: preencha-a ou role na mesa.</translation>
    </message>
    <message>
        <source>{name}: {label} test</source>
        <translation>{name}: teste de {label}</translation>
    </message>
    <message>
        <source>{key} is a whole number</source>
        <translation>{key} é um número inteiro</translation>
    </message>
    <message>
        <source>Initiative and surprise</source>
        <translation>Iniciativa e surpresa</translation>
    </message>
    <message>
        <source>Attacks and suppression</source>
        <translation>Ataques e supressão</translation>
    </message>
    <message>
        <source>Melee (ineffective combat)</source>
        <translation>Corpo a corpo (Combate Ineficaz)</translation>
    </message>
    <message>
        <source>Injuries, Wounds and bleeding</source>
        <translation>Lesões, Ferimentos e sangramento</translation>
    </message>
    <message>
        <source>Movement and tests</source>
        <translation>Movimento e testes</translation>
    </message>
    <message>
        <source>Re-roll initiative every round</source>
        <translation>Rolar de novo a iniciativa a cada rodada</translation>
    </message>
    <message>
        <source>Surprise effects stack</source>
        <translation>Efeitos de surpresa se acumulam</translation>
    </message>
    <message>
        <source>Surprised Relaxed: DP is exposure only</source>
        <translation>Relaxado surpreendido: PD é só exposição</translation>
    </message>
    <message>
        <source>AP for an extra Wound</source>
        <translation>PA para um Ferimento adicional</translation>
    </message>
    <message>
        <source>Suppressive fire: 1 AP per target</source>
        <translation>Fogo Supressor: 1 PA por alvo</translation>
    </message>
    <message>
        <source>AP that counts as a suppression hit</source>
        <translation>PA que conta como acerto de supressão</translation>
    </message>
    <message>
        <source>+10 DP in melee</source>
        <translation>+10 PD no corpo a corpo</translation>
    </message>
    <message>
        <source>No extra Wound in melee</source>
        <translation>Sem Ferimento adicional no corpo a corpo</translation>
    </message>
    <message>
        <source>Melee Wounds knock out</source>
        <translation>Ferimentos corpo a corpo nocauteiam</translation>
    </message>
    <message>
        <source>Overflowing Injuries empty the track</source>
        <translation>Lesões excedentes esvaziam a trilha</translation>
    </message>
    <message>
        <source>Prone target attacked from the flank</source>
        <translation>Alvo deitado atacado pelo flanco</translation>
    </message>
    <message>
        <source>Weapon range table (JSON)</source>
        <translation>Tabela de alcance das armas (JSON)</translation>
    </message>
    <message>
        <source>Shoot-and-move +5 goes to</source>
        <translation>O +5 do atirar e movimentar vai para</translation>
    </message>
    <message>
        <source>Bleeding 6–10 also hurts attacks</source>
        <translation>Sangramento 6–10 também afeta ataques</translation>
    </message>
    <message>
        <source>Crouched speed is a third of</source>
        <translation>A velocidade agachado é um terço de</translation>
    </message>
    <message>
        <source>Skill test numbers mean</source>
        <translation>Os números dos testes de perícia significam</translation>
    </message>
    <message>
        <source>Spotting a hidden attacker; breaks initiative ties</source>
        <translation>Perceber um atacante oculto; desempata a iniciativa</translation>
    </message>
    <message>
        <source>Shaking off suppression; keeping nerve against explosives</source>
        <translation>Livrar-se da supressão; manter o sangue-frio contra explosivos</translation>
    </message>
    <message>
        <source>Stopping a haemorrhage (0); saving a fatal wound (5); recovery</source>
        <translation>Estancar uma hemorragia (0); salvar um ferimento fatal (5); recuperação</translation>
    </message>
    <message>
        <source>Extra metres beyond 15 m running or 6 m shooting and moving</source>
        <translation>Metros extras além de 15 m correndo ou 6 m atirando e se movimentando</translation>
    </message>
    <message>
        <source>the {name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <source>that weapon</source>
        <translation>essa arma</translation>
    </message>
    <message>
        <source>{SOURCE}: {section}; 0–10 is Zonekeeper&apos;s own bound</source>
        <translation>{SOURCE}: {section}; 0–10 é limite do próprio Zonekeeper</translation>
    </message>
    <message>
        <source>injuries.json: max_lesions</source>
        <translation>injuries.json: max_lesions</translation>
    </message>
    <message>
        <source>injuries.json: max_ferimentos</source>
        <translation>injuries.json: max_ferimentos</translation>
    </message>
    <message>
        <source>One more kills</source>
        <translation>Mais um mata</translation>
    </message>
    <message>
        <source>21–25 is a coma; over 25, death</source>
        <translation>21–25 é coma; acima de 25, morte</translation>
    </message>
    <message>
        <source>weapons.json (Zonekeeper&apos;s own weapons in the seed&apos;s categories)</source>
        <translation>weapons.json (armas do próprio Zonekeeper nas categorias da seed)</translation>
    </message>
    <message>
        <source>Most Injuries held; bearing the pain of a Wound; staying conscious</source>
        <translation>Máximo de Lesões; suportar a dor de um Ferimento; manter-se consciente</translation>
    </message>
    <message>
        <source>Staying unseen before a surprise attack (against Attention)</source>
        <translation>Não ser visto antes de um ataque surpresa (contra Atenção)</translation>
    </message>
    <message>
        <source>Added once to OP when the target failed to spot the attacker</source>
        <translation>Somado uma vez ao PO quando o alvo não percebeu o atacante</translation>
    </message>
    <message>
        <source>Added to OP for each situation: suppressed, panicked, flanked target</source>
        <translation>Somado ao PO por situação: suprimido, apavorado, alvo flanqueado</translation>
    </message>
    <message>
        <source>Added to OP the round after a round spent aiming (Rifles)</source>
        <translation>Somado ao PO na rodada após uma rodada mirando (Rifles)</translation>
    </message>
    <message>
        <source>Added to OP laying suppressive fire (Machine guns, Submachine guns)</source>
        <translation>Somado ao PO fazendo Fogo Supressor (Metralhadoras, Submetralhadoras)</translation>
    </message>
    <message>
        <source>Added to OP disarming in Close combat</source>
        <translation>Somado ao PO desarmando em Combate Corporal</translation>
    </message>
    <message>
        <source>effective {max_m} m ({label})</source>
        <translation>eficaz {max_m} m ({label})</translation>
    </message>
    <message>
        <source>Added to OP attacking with {skill}</source>
        <translation>Somado ao PO atacando com {skill}</translation>
    </message>
    <message>
        <source>Most Injuries (= Endurance)</source>
        <translation>Máximo de Lesões (= Resistência)</translation>
    </message>
    <message>
        <source>Each Injury past it becomes a Wound</source>
        <translation>Cada Lesão além dele vira Ferimento</translation>
    </message>
    <message>
        <source>Most Wounds</source>
        <translation>Máximo de Ferimentos</translation>
    </message>
    <message>
        <source>Most Bleeding survived</source>
        <translation>Máximo de Sangramento sobrevivido</translation>
    </message>
    <message>
        <source>Bare hands (Close combat) are always at hand</source>
        <translation>Mãos nuas (Combate Corporal) estão sempre à mão</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>Weapon categories</source>
        <translation>Categorias de Arma</translation>
    </message>
    <message>
        <source>Weapon category</source>
        <translation>Categoria de Arma</translation>
    </message>
    <message>
        <source>Combat techniques</source>
        <translation>Técnicas de Combate</translation>
    </message>
    <message>
        <source>Tracks&apos; maxima</source>
        <translation>Máximos das trilhas</translation>
    </message>
    <message>
        <source>Weapon {i} has no id.</source>
        <translation>A arma {i} não tem id.</translation>
    </message>
    <message>
        <source>Two weapons share the id {wid!r}: give each its own.</source>
        <translation>Duas armas têm o id {wid!r}: dê a cada uma o seu.</translation>
    </message>
    <message>
        <source>{name}: the category must be one of {names} (got {cat!r}).</source>
        <translation>{name}: a categoria deve ser uma de {names} (recebido {cat!r}).</translation>
    </message>
    <message>
        <source>{name}: the range class must be one of {classes} (got {rc!r}).</source>
        <translation>{name}: a classe de alcance deve ser uma de {classes} (recebido {rc!r}).</translation>
    </message>
    <message>
        <source>{name}: {key} distance is metres from 0.</source>
        <translation>{name}: a distância {key} é em metros a partir de 0.</translation>
    </message>
    <message>
        <source>Endurance</source>
        <translation>Resistência</translation>
    </message>
    <message>
        <source>Camouflage</source>
        <translation>Camuflagem</translation>
    </message>
    <message>
        <source>Composure</source>
        <translation>Frieza</translation>
    </message>
    <message>
        <source>Rifles</source>
        <translation>Rifles</translation>
    </message>
    <message>
        <source>Submachine guns</source>
        <translation>Submetralhadoras</translation>
    </message>
    <message>
        <source>Machine guns</source>
        <translation>Metralhadoras</translation>
    </message>
    <message>
        <source>Close combat</source>
        <translation>Combate Corporal</translation>
    </message>
    <message>
        <source>Explosives</source>
        <translation>Explosivos</translation>
    </message>
    <message>
        <source>Opportunity</source>
        <translation>Oportunidade</translation>
    </message>
    <message>
        <source>Precision shot</source>
        <translation>Tiro de Precisão</translation>
    </message>
    <message>
        <source>{n} Injury</source>
        <translation>{n} Lesão</translation>
    </message>
    <message>
        <source>{n} Injuries</source>
        <translation>{n} Lesões</translation>
    </message>
    <message>
        <source>{n} Wound</source>
        <translation>{n} Ferimento</translation>
    </message>
    <message>
        <source>{n} Wounds</source>
        <translation>{n} Ferimentos</translation>
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
        <source>None</source>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <source>Keep as is</source>
        <translation>Manter como está</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfeita</translation>
    </message>
    <message>
        <source>Partial</source>
        <translation>Parcial</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Minimal</source>
        <translation>Mínima</translation>
    </message>
    <message>
        <source>Fully hidden</source>
        <translation>Totalmente oculto</translation>
    </message>
    <message>
        <source>Lethal</source>
        <translation>Letal</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>Efetivo</translation>
    </message>
    <message>
        <source>Beyond effective</source>
        <translation>Além do efetivo</translation>
    </message>
    <message>
        <source>Retarding</source>
        <translation>Retardo</translation>
    </message>
    <message>
        <source>Impenetrable</source>
        <translation>Impenetrável</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Em pé</translation>
    </message>
    <message>
        <source>Crouching</source>
        <translation>Agachado</translation>
    </message>
    <message>
        <source>Prone</source>
        <translation>Deitado</translation>
    </message>
    <message>
        <source>Roll it</source>
        <translation>Rolar</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Passou</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falhou</translation>
    </message>
    <message>
        <source>Spotted</source>
        <translation>Detectado</translation>
    </message>
    <message>
        <source>Not spotted</source>
        <translation>Não detectado</translation>
    </message>
    <message>
        <source>Lesion</source>
        <translation>Lesão</translation>
    </message>
    <message>
        <source>Transfusion</source>
        <translation>Transfusão</translation>
    </message>
    <message>
        <source>Wound</source>
        <translation>Ferimento</translation>
    </message>
    <message>
        <source>the defender</source>
        <translation>o defensor</translation>
    </message>
    <message>
        <source>the mover</source>
        <translation>quem se move</translation>
    </message>
    <message>
        <source>the movement mode&apos;s speed</source>
        <translation>a velocidade do modo de deslocamento</translation>
    </message>
    <message>
        <source>opposed by the GM</source>
        <translation>oposto pelo Mestre</translation>
    </message>
    <message>
        <source>the GM decides</source>
        <translation>o Mestre decide</translation>
    </message>
</context>
</TS>
