<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>pulp2d6</name>
    <message>
        <source>Violence</source>
        <translation>VIOLÊNCIA</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>DESTREZA</translation>
    </message>
    <message>
        <source>Wits</source>
        <translation>ENGENHO</translation>
    </message>
    <message>
        <source>2d6 pulp has no cost for {activity!r}</source>
        <translation>O pulp 2d6 não tem custo para {activity!r}</translation>
    </message>
    <message>
        <source>a move and one action</source>
        <translation>um movimento e uma ação</translation>
    </message>
    <message>
        <source>one action</source>
        <translation>uma ação</translation>
    </message>
    <message>
        <source>no actions</source>
        <translation>nenhuma ação</translation>
    </message>
    <message>
        <source>PC (sanity)</source>
        <translation>PC (cordura)</translation>
    </message>
    <message>
        <source>Vulnerable</source>
        <translation>Vulnerável</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Covering fire</source>
        <translation>Fogo de cobertura</translation>
    </message>
    <message>
        <source>Help on the way</source>
        <translation>Ajuda a caminho</translation>
    </message>
    <message>
        <source>No row {key}={value!r} in {table}.json.</source>
        <translation>Nenhuma linha {key}={value!r} em {table}.json.</translation>
    </message>
    <message>
        <source>No NPC type {type!r} in the table; choose from {keys}.</source>
        <translation>Nenhum tipo de PNJ {type!r} na tabela; escolha entre {keys}.</translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>Adicionar {name}</translation>
    </message>
    <message>
        <source>{name} joins: {type}, {pv} PV, PC {pc}, {value}.</source>
        <translation>{name} entra: {type}, {pv} PV, PC {pc}, {value}.</translation>
    </message>
    <message>
        <source>No vehicle {type!r}; choose from {keys}.</source>
        <translation>Nenhum veículo {type!r}; escolha entre {keys}.</translation>
    </message>
    <message>
        <source>A vehicle&apos;s PV are a whole number from 1.</source>
        <translation>Os PV de um veículo são um número inteiro a partir de 1.</translation>
    </message>
    <message>
        <source>Vehicle weapon</source>
        <translation>Arma de veículo</translation>
    </message>
    <message>
        <source>{name} joins: {name2}, {hp} PV</source>
        <translation>{name} entra: {name2}, {hp} PV</translation>
    </message>
    <message>
        <source>, armoured (only 3d6 weapons harm it)</source>
        <translation>, blindado (só armas de 3d6 o ferem)</translation>
    </message>
    <message>
        <source>, {vehicle_weapon_dice} vehicle weapon</source>
        <translation>, arma de veículo de {vehicle_weapon_dice}</translation>
    </message>
    <message>
        <source>weapon {value}</source>
        <translation>arma {value}</translation>
    </message>
    <message>
        <source>{name} doesn&apos;t carry {what}: give it to {name} on the sheet (Weapons) first.</source>
        <translation>{name} não carrega {what}: dê isso a {name} na ficha (Armas) primeiro.</translation>
    </message>
    <message>
        <source>{name} has no weapon out of ammunition.</source>
        <translation>{name} não tem nenhuma arma sem munição.</translation>
    </message>
    <message>
        <source>{name}&apos;s {what} is not out of ammunition.</source>
        <translation>{what} de {name} não está sem munição.</translation>
    </message>
    <message>
        <source>{name} reloads</source>
        <translation>{name} recarrega</translation>
    </message>
    <message>
        <source>{name}: reload</source>
        <translation>{name}: recarregar</translation>
    </message>
    <message>
        <source>{name} reloads the {what} (one action).</source>
        <translation>{name} recarrega {what} (uma ação).</translation>
    </message>
    <message>
        <source>A 2d6 pulp attack has no option {unknown!r}.</source>
        <translation>Um ataque do pulp 2d6 não tem a opção {unknown!r}.</translation>
    </message>
    <message>
        <source>Nobody attacks themselves.</source>
        <translation>Ninguém ataca a si mesmo.</translation>
    </message>
    <message>
        <source>{attacker} carries no weapon that deals damage: pick one on the sheet.</source>
        <translation>{attacker} não carrega nenhuma arma que cause dano: escolha uma na ficha.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s {name} is out of ammunition: reload first.</source>
        <translation>{name} de {attacker} está sem munição: recarregue primeiro.</translation>
    </message>
    <message>
        <source>{target} is out of the fight already.</source>
        <translation>{target} já está fora do combate.</translation>
    </message>
    <message>
        <source>Choose the consequences of {attack_words} first.</source>
        <translation>Escolha primeiro as consequências de {attack_words}.</translation>
    </message>
    <message>
        <source>{attacker} has used this turn&apos;s action.</source>
        <translation>{attacker} já usou a ação deste turno.</translation>
    </message>
    <message>
        <source>Only the players roll: NPCs harm the PCs through the consequences of the players&apos; rolls (Harm) and their tactics.</source>
        <translation>Só os jogadores rolam: os PNJ ferem os PJ pelas consequências das rolagens dos jogadores (FERIR) e por suas táticas.</translation>
    </message>
    <message>
        <source>A vehicle doesn&apos;t roll: its driver makes the vehicle-combat roll.</source>
        <translation>Um veículo não rola: o motorista faz a rolagem de combate em veículos.</translation>
    </message>
    <message>
        <source>that attack</source>
        <translation>esse ataque</translation>
    </message>
    <message>
        <source>{attacker}&apos;s attack on {target}</source>
        <translation>o ataque de {attacker} a {target}</translation>
    </message>
    <message>
        <source>{attacker}&apos;s actions are Difficult this turn (Clearly deranged).</source>
        <translation>As ações de {attacker} são DIFÍCEIS neste turno (CLARAMENTE PERTURBADO).</translation>
    </message>
    <message>
        <source>7 or less: the GM may use two consequences against the PC; 8-9: success and one against the PC; 10-11: one for the target; 12+: two for the target.</source>
        <translation>7 ou menos: o Mestre pode usar duas consequências contra o PJ; 8-9: sucesso e uma contra o PJ; 10-11: uma para o alvo; 12+: duas para o alvo.</translation>
    </message>
    <message>
        <source>Damage {damage} less {target}&apos;s Protection {armour}.</source>
        <translation>Dano {damage} menos a PROTEÇÃO {armour} de {target}.</translation>
    </message>
    <message>
        <source>{name} can&apos;t fire automatically (only automatic weapons do).</source>
        <translation>{name} não pode disparar em automático (só armas automáticas podem).</translation>
    </message>
    <message>
        <source>Large vessel with its crew is for vehicle combat; {target} is not a vehicle.</source>
        <translation>Grande embarcação com sua tripulação é para combate em veículos; {target} não é um veículo.</translation>
    </message>
    <message>
        <source>{attacker} is VULNERABLE: no bonus from attributes.</source>
        <translation>{attacker} está VULNERÁVEL: nenhum bônus de atributos.</translation>
    </message>
    <message>
        <source>Advantage</source>
        <translation>Vantagem</translation>
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
        <source>Effects (vs NPCs)</source>
        <translation>Efeitos (contra PNJ)</translation>
    </message>
    <message>
        <source>Any 1 empties the weapon; the hit still deals its damage this turn.</source>
        <translation>Qualquer 1 esvazia a arma; o acerto ainda causa seu dano neste turno.</translation>
    </message>
    <message>
        <source>Automatic fire is for the Violence roll; vehicle combat rolls 2d6 + Dexterity.</source>
        <translation>Fogo automático é para a rolagem de VIOLÊNCIA; o combate em veículos rola 2d6 + DESTREZA.</translation>
    </message>
    <message>
        <source>Experienced crew</source>
        <translation>Tripulação experiente</translation>
    </message>
    <message>
        <source>setting pulp2d6.experienced_crew_bonus</source>
        <translation>configuração pulp2d6.experienced_crew_bonus</translation>
    </message>
    <message>
        <source>At 0 PV {target} is {wreck}.</source>
        <translation>Com 0 PV, {target} fica {wreck}.</translation>
    </message>
    <message>
        <source>{attacker} rides no vehicle: none of their side is in their zone.</source>
        <translation>{attacker} não está em nenhum veículo: nenhum do seu lado está na sua zona.</translation>
    </message>
    <message>
        <source>{target} has {guns_count} weapon(s) that deal damage ({names}).</source>
        <translation>{target} tem {guns_count} arma(s) que causam dano ({names}).</translation>
    </message>
    <message>
        <source>{target} has no weapon: no damage back.</source>
        <translation>{target} não tem arma: nenhum dano de volta.</translation>
    </message>
    <message>
        <source>On 9 or less {target}&apos;s {name} ({damage}) hits {value}.</source>
        <translation>Com 9 ou menos, {name} ({damage}) de {target} acerta {value}.</translation>
    </message>
    <message>
        <source>7 or less: the enemy hits; 8-9: both hit; 10+: the PC hits.</source>
        <translation>7 ou menos: o inimigo acerta; 8-9: ambos acertam; 10+: o PJ acerta.</translation>
    </message>
    <message>
        <source>Vehicle weapons deal 3d6.</source>
        <translation>Armas de veículos causam 3d6.</translation>
    </message>
    <message>
        <source>Armoured vehicles are harmed only by 3d6 weapons.</source>
        <translation>Veículos blindados só são feridos por armas de 3d6.</translation>
    </message>
    <message>
        <source>{name} ({damage}) can&apos;t harm {target}.</source>
        <translation>{name} ({damage}) não pode ferir {target}.</translation>
    </message>
    <message>
        <source>A vehicle at 0 PV is destroyed or disabled: choose one.</source>
        <translation>Um veículo com 0 PV fica destruído ou inutilizado: escolha um.</translation>
    </message>
    <message>
        <source>There is no combatant {hit_on!r} to be hit.</source>
        <translation>Não há nenhum combatente {hit_on!r} para ser atingido.</translation>
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
        <source>{attacker} attacks {target} with {name}</source>
        <translation>{attacker} ataca {target} com {name}</translation>
    </message>
    <message>
        <source> (automatic fire)</source>
        <translation> (fogo automático)</translation>
    </message>
    <message>
        <source> A 1 came up: {name} is out of ammunition (the hit still counts).</source>
        <translation> Saiu um 1: {name} está sem munição (o acerto ainda conta).</translation>
    </message>
    <message>
        <source> Enemy tactics on offer: {names}.</source>
        <translation> Táticas inimigas disponíveis: {names}.</translation>
    </message>
    <message>
        <source>one consequence</source>
        <translation>uma consequência</translation>
    </message>
    <message>
        <source>No vehicle above {cap} PV (the seed: &apos;do not exceed 40 PV, unless you want the fight to last forever&apos;).</source>
        <translation>Nenhum veículo acima de {cap} PV (a semente: &apos;não passe de 40 PV, a não ser que queira que o combate dure uma eternidade&apos;).</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>arma</translation>
    </message>
    <message>
        <source>{attribute} on the sheet</source>
        <translation>{attribute} na ficha</translation>
    </message>
    <message>
        <source>Effects (attack)</source>
        <translation>Efeitos (ataque)</translation>
    </message>
    <message>
        <source>Automatic fire: no bonus may be added ({bonuses} dropped; penalties still count).</source>
        <translation>Fogo automático: nenhum bônus pode ser somado ({bonuses} descartado; as penalidades ainda contam).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>{n} consequences</source>
        <translation>{n} consequências</translation>
    </message>
    <message>
        <source>up to {n} consequences</source>
        <translation>até {n} consequências</translation>
    </message>
    <message>
        <source>{attacker} succeeds, but the GM picks</source>
        <translation>{attacker} tem sucesso, mas o Mestre escolhe</translation>
    </message>
    <message>
        <source>a miss; the GM may pick</source>
        <translation>uma falha; o Mestre pode escolher</translation>
    </message>
    <message>
        <source>{head} {word} against {attacker}.</source>
        <translation>{head} {word} contra {attacker}.</translation>
    </message>
    <message>
        <source>{attacker} succeeds and picks {word} for {target}.</source>
        <translation>{attacker} tem sucesso e escolhe {word} para {target}.</translation>
    </message>
    <message>
        <source>Used already: once per combat.</source>
        <translation>Já usada: uma vez por combate.</translation>
    </message>
    <message>
        <source>{target} doesn&apos;t use this tactic.</source>
        <translation>{target} não usa esta tática.</translation>
    </message>
    <message>
        <source>There is no such attack waiting for its consequences.</source>
        <translation>Não há tal ataque esperando suas consequências.</translation>
    </message>
    <message>
        <source>The consequences of {attack_words} were chosen already.</source>
        <translation>As consequências de {attack_words} já foram escolhidas.</translation>
    </message>
    <message>
        <source>There is no combatant {npc!r}.</source>
        <translation>Não há nenhum combatente {npc!r}.</translation>
    </message>
    <message>
        <source>{npc} has no weapon to harm with: name an attacker&apos;s weapon (harm_weapon).</source>
        <translation>{npc} não tem arma com que ferir: indique uma arma de um atacante (harm_weapon).</translation>
    </message>
    <message>
        <source>{who}: damage</source>
        <translation>{who}: dano</translation>
    </message>
    <message>
        <source> + {bonus} Frenzy = {value}</source>
        <translation> + {bonus} FRENESI = {value}</translation>
    </message>
    <message>
        <source>Each consequence is picked once.</source>
        <translation>Cada consequência é escolhida uma vez.</translation>
    </message>
    <message>
        <source>Enemy tactics come in only when the PC rolls 9 or less.</source>
        <translation>As táticas inimigas só entram quando o PJ rola 9 ou menos.</translation>
    </message>
    <message>
        <source>{name} may be used once per combat.</source>
        <translation>{name} pode ser usada uma vez por combate.</translation>
    </message>
    <message>
        <source>{target} doesn&apos;t offer {name}.</source>
        <translation>{target} não oferece {name}.</translation>
    </message>
    <message>
        <source>Unknown consequence {p!r}.</source>
        <translation>Consequência desconhecida {p!r}.</translation>
    </message>
    <message>
        <source>The GM</source>
        <translation>O Mestre</translation>
    </message>
    <message>
        <source>{who} may pick {count} here ({band}), not {counted_count}.</source>
        <translation>{who} pode escolher {count} aqui ({band}), não {counted_count}.</translation>
    </message>
    <message>
        <source>Sacrifice: say which NPC takes the damage (sacrifice_by).</source>
        <translation>SACRIFÍCIO: diga qual PNJ recebe o dano (sacrifice_by).</translation>
    </message>
    <message>
        <source>Sacrifice: another NPC takes the damage meant for the target.</source>
        <translation>SACRIFÍCIO: outro PNJ recebe o dano destinado ao alvo.</translation>
    </message>
    <message>
        <source>Sacrifice: this attack deals no damage to take.</source>
        <translation>SACRIFÍCIO: este ataque não causa dano a receber.</translation>
    </message>
    <message>
        <source>There is no combatant {innocent!r}.</source>
        <translation>Não há nenhum combatente {innocent!r}.</translation>
    </message>
    <message>
        <source>{source}&apos;s {name}: {victim} {effect}</source>
        <translation>{name} de {source}: {victim} {effect}</translation>
    </message>
    <message>
        <source>{source}&apos;s {name} hits {victim}: {dice}</source>
        <translation>{name} de {source} acerta {victim}: {dice}</translation>
    </message>
    <message>
        <source> + {bonus} Frenzy</source>
        <translation> + {bonus} FRENESI</translation>
    </message>
    <message>
        <source> less Protection {armour}</source>
        <translation> menos PROTEÇÃO {armour}</translation>
    </message>
    <message>
        <source>Consequences of {attack_words}</source>
        <translation>Consequências de {attack_words}</translation>
    </message>
    <message>
        <source>{attacker}&apos;s {name} hits {victim}</source>
        <translation>{name} de {attacker} acerta {victim}</translation>
    </message>
    <message>
        <source> (Sacrifice: instead of {target})</source>
        <translation> (SACRIFÍCIO: em vez de {target})</translation>
    </message>
    <message>
        <source>: {words}, {damage} damage.</source>
        <translation>: {words}, {damage} de dano.</translation>
    </message>
    <message>
        <source>Harm: {target} takes {words} → {damage} damage.</source>
        <translation>FERIR: {target} sofre {words} → {damage} de dano.</translation>
    </message>
    <message>
        <source>Harm: {npc}&apos;s {name} hits {attacker}: {words} → {damage} damage.</source>
        <translation>FERIR: {name} de {npc} acerta {attacker}: {words} → {damage} de dano.</translation>
    </message>
    <message>
        <source>Harm: {npc}&apos;s {name}: {attacker} {effect}.</source>
        <translation>FERIR: {name} de {npc}: {attacker} {effect}.</translation>
    </message>
    <message>
        <source>Frenzy: no Harm picked, so no damage to raise.</source>
        <translation>FRENESI: nenhum FERIR escolhido, então não há dano a aumentar.</translation>
    </message>
    <message>
        <source>{sufferer}: stress</source>
        <translation>{sufferer}: estresse</translation>
    </message>
    <message>
        <source>Stress: {sufferer} loses {dice} = {total} PC.</source>
        <translation>ESTRESSE: {sufferer} perde {dice} = {total} PC.</translation>
    </message>
    <message>
        <source>VULNERABLE: {sufferer} is in a bad position.</source>
        <translation>VULNERÁVEL: {sufferer} está em má posição.</translation>
    </message>
    <message>
        <source>Ignore armour: the harm ignores {value}&apos;s Protection.</source>
        <translation>IGNORAR ARMADURA: o dano ignora a PROTEÇÃO de {value}.</translation>
    </message>
    <message>
        <source>Stray bullet: {attacker}&apos;s attack hits an innocent in the scene</source>
        <translation>BALA PERDIDA: o ataque de {attacker} atinge um inocente na cena</translation>
    </message>
    <message>
        <source> — {innocent}: {words} → {damage} damage</source>
        <translation> — {innocent}: {words} → {damage} de dano</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>{who} picks {chosen} ({attack_words}, {band}).</source>
        <translation>{who} escolhe {chosen} ({attack_words}, {band}).</translation>
    </message>
    <message>
        <source>{npc}: explosion</source>
        <translation>{npc}: explosão</translation>
    </message>
    <message>
        <source>Suicide attack: {npc} blows up — {dice_words} to everyone near ({value}).</source>
        <translation>ATAQUE SUICIDA: {npc} explode — {dice_words} para todos por perto ({value}).</translation>
    </message>
    <message>
        <source>{npc}&apos;s explosion</source>
        <translation>explosão de {npc}</translation>
    </message>
    <message>
        <source>blew itself up</source>
        <translation>explodiu pelos ares</translation>
    </message>
    <message>
        <source>Clearly deranged: the PCs&apos; actions are Difficult on their next TURN ({pcs}); once per combat.</source>
        <translation>CLARAMENTE PERTURBADO: as ações dos PJ são DIFÍCEIS no próximo TURNO deles ({pcs}); uma vez por combate.</translation>
    </message>
    <message>
        <source>Frenzy: {npc}&apos;s damage +{damage_modifier}.</source>
        <translation>FRENESI: dano de {npc} +{damage_modifier}.</translation>
    </message>
    <message>
        <source>Covering fire: {attacker} attacks NPCs at {attack_modifier:+d}.</source>
        <translation>FOGO DE COBERTURA: {attacker} ataca os PNJ com {attack_modifier:+d}.</translation>
    </message>
    <message>
        <source>{npc}: help</source>
        <translation>{npc}: ajuda</translation>
    </message>
    <message>
        <source>Help arrives when this ends (if help is near).</source>
        <translation>A ajuda chega quando isto terminar (se houver ajuda por perto).</translation>
    </message>
    <message>
        <source>Call for help: if help is near, it arrives in {arrives_in_turns} = {total} TURNS ({attacker}&apos;s).</source>
        <translation>PEDIR AJUDA: se a ajuda estiver perto, chega em {arrives_in_turns} = {total} TURNOS (de {attacker}).</translation>
    </message>
    <message>
        <source>Cast a spell: {npc} casts a spell (spell {spells_cast}; the typical sorcerer knows up to {typical_spells_known}).</source>
        <translation>LANÇAR UM FEITIÇO: {npc} lança um feitiço (feitiço {spells_cast}; o feiticeiro típico conhece até {typical_spells_known}).</translation>
    </message>
    <message>
        <source>Sacrifice: another NPC took the damage.</source>
        <translation>SACRIFÍCIO: outro PNJ recebeu o dano.</translation>
    </message>
    <message>
        <source>{attacker}: vehicle combat with {target}</source>
        <translation>{attacker}: combate em veículos com {target}</translation>
    </message>
    <message>
        <source>{attacker}: vehicle combat</source>
        <translation>{attacker}: combate em veículos</translation>
    </message>
    <message>
        <source>{attacker} vs {target} (vehicle combat): {dice_words} {bonus_words} = {total} — {text}</source>
        <translation>{attacker} contra {target} (combate em veículos): {dice_words} {bonus_words} = {total} — {text}</translation>
    </message>
    <message>
        <source>{attacker}&apos;s {name}: {words} → {target} {damage} damage.</source>
        <translation>{name} de {attacker}: {words} → {target} {damage} de dano.</translation>
    </message>
    <message>
        <source>{target}&apos;s {name}: {words} → {hit_on} {damage} damage.</source>
        <translation>{name} de {target}: {words} → {hit_on} {damage} de dano.</translation>
    </message>
    <message>
        <source>Attack (Violence)</source>
        <translation>Atacar (VIOLÊNCIA)</translation>
    </message>
    <message>
        <source>Vehicle combat (Dexterity)</source>
        <translation>Combate em veículos (DESTREZA)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Spend the turn with a dying character</source>
        <translation>Passar o turno com um moribundo</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recarregar</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>Levantar-se</translation>
    </message>
    <message>
        <source>Other action (a spell, force a door, read…)</source>
        <translation>Outra ação (um feitiço, forçar uma porta, ler…)</translation>
    </message>
    <message>
        <source>Only the players roll: NPCs act through consequences and tactics.</source>
        <translation>Só os jogadores rolam: os PNJ agem por consequências e táticas.</translation>
    </message>
    <message>
        <source>{name} carries no weapon that deals damage: pick one on the sheet.</source>
        <translation>{name} não carrega nenhuma arma que cause dano: escolha uma na ficha.</translation>
    </message>
    <message>
        <source>{name} is already standing.</source>
        <translation>{name} já está de pé.</translation>
    </message>
    <message>
        <source>Nobody is dying.</source>
        <translation>Ninguém está morrendo.</translation>
    </message>
    <message>
        <source>It takes {name}&apos;s whole turn (move and action).</source>
        <translation>Custa o turno inteiro de {name} (movimento e ação).</translation>
    </message>
    <message>
        <source>Seating (clockwise)</source>
        <translation>Lugares (sentido horário)</translation>
    </message>
    <message>
        <source>Only the players&apos; seats can be swapped.</source>
        <translation>Só os lugares dos jogadores podem ser trocados.</translation>
    </message>
    <message>
        <source>A move and one action.</source>
        <translation>Um movimento e uma ação.</translation>
    </message>
    <message>
        <source>The GM&apos;s turn after the last player (pulp2d6.npc_turns).</source>
        <translation>O turno do Mestre depois do último jogador (pulp2d6.npc_turns).</translation>
    </message>
    <message>
        <source>No turns: they act through consequences and enemy tactics.</source>
        <translation>Sem turnos: agem por consequências e táticas inimigas.</translation>
    </message>
    <message>
        <source>Unknown 2d6 pulp action {action!r}.</source>
        <translation>Ação desconhecida do pulp 2d6 {action!r}.</translation>
    </message>
    <message>
        <source>{label}: say whom.</source>
        <translation>{label}: diga contra quem.</translation>
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
        <source>Damage less Protection; at 0 PV, death 1d6 TURNS later.</source>
        <translation>Dano menos PROTEÇÃO; com 0 PV, morte 1d6 TURNOS depois.</translation>
    </message>
    <message>
        <source>Armoured: only 3d6 weapons harm it. </source>
        <translation>Blindado: só armas de 3d6 o ferem. </translation>
    </message>
    <message>
        <source>Vehicle. </source>
        <translation>Veículo. </translation>
    </message>
    <message>
        <source>Above the {cap} PV cap!</source>
        <translation>Acima do limite de {cap} PV!</translation>
    </message>
    <message>
        <source>At most {cap} PV.</source>
        <translation>No máximo {cap} PV.</translation>
    </message>
    <message>
        <source>Sanity points: Stress costs 1d3.</source>
        <translation>Pontos de cordura: ESTRESSE custa 1d3.</translation>
    </message>
    <message>
        <source>No PC (table &apos;-&apos;).</source>
        <translation>Sem PC (tabela &apos;-&apos;).</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>PROTEÇÃO</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Lutando</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Morto</translation>
    </message>
    <message>
        <source>{name} has no move left this turn.</source>
        <translation>{name} não tem mais movimento neste turno.</translation>
    </message>
    <message>
        <source>{name} has no action left this turn.</source>
        <translation>{name} não tem mais ação neste turno.</translation>
    </message>
    <message>
        <source>Seat {value} (GM&apos;s left)</source>
        <translation>Lugar {value} (à esquerda do Mestre)</translation>
    </message>
    <message>
        <source>Seat {value} (GM&apos;s right)</source>
        <translation>Lugar {value} (à direita do Mestre)</translation>
    </message>
    <message>
        <source>Seat {value}</source>
        <translation>Lugar {value}</translation>
    </message>
    <message>
        <source>NPCs</source>
        <translation>PNJs</translation>
    </message>
    <message>
        <source>move</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>action</source>
        <translation>ação</translation>
    </message>
    <message>
        <source>Dying ({left} turn left)</source>
        <translation>Morrendo (falta {left} turno)</translation>
    </message>
    <message>
        <source>Dying ({left} turns left)</source>
        <translation>Morrendo (faltam {left} turnos)</translation>
    </message>
    <message>
        <source>Someone must spend a TURN with them (tend).</source>
        <translation>Alguém deve passar um TURNO com ele (socorrer).</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Scars</source>
        <translation>Cicatrizes</translation>
    </message>
    <message>
        <source>Out of ammunition</source>
        <translation>Sem munição</translation>
    </message>
    <message>
        <source>seat {value}</source>
        <translation>lugar {value}</translation>
    </message>
    <message>
        <source>not seated</source>
        <translation>sem lugar</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>The {track} track can&apos;t be changed by hand.</source>
        <translation>A trilha {track} não pode ser alterada à mão.</translation>
    </message>
    <message>
        <source>No ammo</source>
        <translation>Sem munição</translation>
    </message>
    <message>
        <source> — out of ammunition</source>
        <translation> — sem munição</translation>
    </message>
    <message>
        <source>+2 when the PC has the advantage</source>
        <translation>+2 quando o PJ tem vantagem</translation>
    </message>
    <message>
        <source>Automatic fire</source>
        <translation>Fogo automático</translation>
    </message>
    <message>
        <source>3d6, no bonus; any 1 empties the weapon (the hit still counts)</source>
        <translation>3d6, sem bônus; qualquer 1 esvazia a arma (o acerto ainda conta)</translation>
    </message>
    <message>
        <source>Large vessel with its crew</source>
        <translation>Grande embarcação com sua tripulação</translation>
    </message>
    <message>
        <source>Vehicle combat: roll Wits + the experienced-crew bonus</source>
        <translation>Combate em veículos: role ENGENHO + o bônus de tripulação experiente</translation>
    </message>
    <message>
        <source>Vehicle at 0 PV is</source>
        <translation>Veículo com 0 PV fica</translation>
    </message>
    <message>
        <source>Vehicle combat: destroyed or disabled at 0 PV, the attacker&apos;s choice</source>
        <translation>Combate em veículos: destruído ou inutilizado com 0 PV, à escolha do atacante</translation>
    </message>
    <message>
        <source>The enemy&apos;s fire hits</source>
        <translation>O fogo do inimigo acerta</translation>
    </message>
    <message>
        <source>Vehicle combat, on 9 or less: the PC, or the vehicle of the PC&apos;s side in the PC&apos;s zone</source>
        <translation>Combate em veículos, com 9 ou menos: o PJ, ou o veículo do lado do PJ na zona do PJ</translation>
    </message>
    <message>
        <source>The enemy fires its</source>
        <translation>O inimigo dispara sua</translation>
    </message>
    <message>
        <source>Vehicle combat, on 9 or less: which of the enemy&apos;s weapons (sheet order)</source>
        <translation>Combate em veículos, com 9 ou menos: qual das armas do inimigo (ordem da ficha)</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatente</translation>
    </message>
    <message>
        <source>Choose the consequences</source>
        <translation>Escolher as consequências</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primeira</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Segunda</translation>
    </message>
    <message>
        <source>Harm with</source>
        <translation>FERIR com</translation>
    </message>
    <message>
        <source>The one weapon an NPC harms the PC with (empty: the target&apos;s first).</source>
        <translation>A única arma com que um PNJ fere o PJ (vazio: a primeira do alvo).</translation>
    </message>
    <message>
        <source>Sacrifice: who takes it</source>
        <translation>SACRIFÍCIO: quem recebe</translation>
    </message>
    <message>
        <source>Stray bullet: who is hit</source>
        <translation>BALA PERDIDA: quem é atingido</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataques</translation>
    </message>
    <message>
        <source>As many as the band allows; on 9 or less the target&apos;s tactics too.</source>
        <translation>Tantas quanto a faixa permite; com 9 ou menos, também as táticas do alvo.</translation>
    </message>
    <message>
        <source>Seat the players</source>
        <translation>Sentar os jogadores</translation>
    </message>
    <message>
        <source>Clockwise from the GM&apos;s left (comma-separated)</source>
        <translation>Em sentido horário a partir da esquerda do Mestre (separados por vírgula)</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>Arranged once, before the fight.</source>
        <translation>Definido uma vez, antes do combate.</translation>
    </message>
    <message>
        <source>Spend a turn with the dying</source>
        <translation>Passar um turno com o moribundo</translation>
    </message>
    <message>
        <source>Who helps</source>
        <translation>Quem ajuda</translation>
    </message>
    <message>
        <source>Who is dying</source>
        <translation>Quem está morrendo</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Trilhas</translation>
    </message>
    <message>
        <source>The helper&apos;s whole turn, in the same zone: up with 1 PV and a scar.</source>
        <translation>O turno inteiro de quem ajuda, na mesma zona: levanta com 1 PV e uma cicatriz.</translation>
    </message>
    <message>
        <source>Medical attention (1d6 PV)</source>
        <translation>Atenção médica (1d6 PV)</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Paciente</translation>
    </message>
    <message>
        <source>Nurse or doctor (empty: off the map)</source>
        <translation>Enfermeira ou médico (vazio: fora do mapa)</translation>
    </message>
    <message>
        <source>Between sessions: all PV back</source>
        <translation>Entre sessões: todos os PV de volta</translation>
    </message>
    <message>
        <source>Add an NPC from the table</source>
        <translation>Adicionar um PNJ da tabela</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Rosters</source>
        <translation>Elencos</translation>
    </message>
    <message>
        <source>Add a vehicle</source>
        <translation>Adicionar um veículo</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Veículo</translation>
    </message>
    <message>
        <source>{name} ({pv} PV, armoured)</source>
        <translation>{name} ({pv} PV, blindado)</translation>
    </message>
    <message>
        <source>{name} ({pv} PV)</source>
        <translation>{name} ({pv} PV)</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <source>Vehicle weapon (3d6)</source>
        <translation>Arma de veículo (3d6)</translation>
    </message>
    <message>
        <source>At most 40 PV.</source>
        <translation>No máximo 40 PV.</translation>
    </message>
    <message>
        <source>One action.</source>
        <translation>Uma ação.</translation>
    </message>
    <message>
        <source>Attacks awaiting consequences</source>
        <translation>Ataques esperando consequências</translation>
    </message>
    <message>
        <source>Choose them with the tool Choose the consequences.</source>
        <translation>Escolha-as com a ferramenta Escolher as consequências.</translation>
    </message>
    <message>
        <source>Vehicles</source>
        <translation>Veículos</translation>
    </message>
    <message>
        <source>Pick the attack whose consequences the player chooses.</source>
        <translation>Escolha o ataque cujas consequências o jogador escolhe.</translation>
    </message>
    <message>
        <source>The 2d6 pulp ruleset has no tool {tool!r}.</source>
        <translation>O sistema pulp 2d6 não tem a ferramenta {tool!r}.</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>Nada mudou.</translation>
    </message>
    <message>
        <source>Armoured: only 3d6 weapons harm it.</source>
        <translation>Blindado: só armas de 3d6 o ferem.</translation>
    </message>
    <message>
        <source>{who} picks 1 consequence against {against}</source>
        <translation>{who} escolhe 1 consequência contra {against}</translation>
    </message>
    <message>
        <source>{who} picks up to {n} consequences against {against}</source>
        <translation>{who} escolhe até {n} consequências contra {against}</translation>
    </message>
    <message>
        <source>{who} picks {n} consequences against {against}</source>
        <translation>{who} escolhe {n} consequências contra {against}</translation>
    </message>
    <message>
        <source>{name}: {action} ({cost}).</source>
        <translation>{name}: {action} ({cost}).</translation>
    </message>
    <message>
        <source>{name}: {action} to Engaged range of {place} ({cost}).</source>
        <translation>{name}: {action} até o alcance Engajado de {place} ({cost}).</translation>
    </message>
    <message>
        <source>{name}: {action} to {place} ({cost}).</source>
        <translation>{name}: {action} até {place} ({cost}).</translation>
    </message>
    <message>
        <source>GM</source>
        <translation>Mestre</translation>
    </message>
    <message>
        <source>Dying</source>
        <translation>Morrendo</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>destruído</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>inutilizado</translation>
    </message>
    <message>
        <source>{name} is dead.</source>
        <translation>{name} está morto.</translation>
    </message>
    <message>
        <source>{name} is at 0 PV.</source>
        <translation>{name} está com 0 PV.</translation>
    </message>
    <message>
        <source>Damage is a whole number from 0, not {amount!r}.</source>
        <translation>O dano é um número inteiro a partir de 0, não {amount!r}.</translation>
    </message>
    <message>
        <source>A vehicle at 0 PV is &apos;destroyed&apos; or &apos;disabled&apos;.</source>
        <translation>Um veículo com 0 PV fica &apos;destroyed&apos; (destruído) ou &apos;disabled&apos; (inutilizado).</translation>
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
        <source>{name} is past harm ({amount} damage{by}).</source>
        <translation>{name} já está além do dano ({amount} de dano{by}).</translation>
    </message>
    <message>
        <source>a weapon of unknown dice</source>
        <translation>uma arma de dados desconhecidos</translation>
    </message>
    <message>
        <source>{name} is an armoured vehicle: only 3d6 weapons harm it ({what} does not).</source>
        <translation>{name} é um veículo blindado: só armas de 3d6 o ferem ({what} não).</translation>
    </message>
    <message>
        <source> (armour ignored)</source>
        <translation> (armadura ignorada)</translation>
    </message>
    <message>
        <source> (Protection {prot})</source>
        <translation> (PROTEÇÃO {prot})</translation>
    </message>
    <message>
        <source>{name} takes {taken} damage{by}{armour}: {pv} of {max_pv} PV.</source>
        <translation>{name} sofre {taken} de dano{by}{armour}: {pv} de {max_pv} PV.</translation>
    </message>
    <message>
        <source>{name} is at 0 PV: {wreck} (the attacker&apos;s choice).</source>
        <translation>{name} está com 0 PV: {wreck} (à escolha do atacante).</translation>
    </message>
    <message>
        <source>{name} drops at 0 PV and is dead.</source>
        <translation>{name} cai com 0 PV e está morto.</translation>
    </message>
    <message>
        <source>{name}: turns to death</source>
        <translation>{name}: turnos até a morte</translation>
    </message>
    <message>
        <source>0 PV: dies unless someone spends a TURN with them.</source>
        <translation>0 PV: morre a menos que alguém passe um TURNO com ele.</translation>
    </message>
    <message>
        <source>{name} is dying (0 PV, {left} turn left): someone must spend a turn with them.</source>
        <translation>{name} está morrendo (0 PV, falta {left} turno): alguém deve passar um turno com ele.</translation>
    </message>
    <message>
        <source>{name} is destroyed.</source>
        <translation>{name} está destruído.</translation>
    </message>
    <message>
        <source>{name} is disabled.</source>
        <translation>{name} está inutilizado.</translation>
    </message>
    <message>
        <source>{name} is dying (0 PV, {left} turns left): someone must spend a turn with them.</source>
        <translation>{name} está morrendo (0 PV, faltam {left} turnos): alguém deve passar um turno com ele.</translation>
    </message>
    <message>
        <source>{turns} TURN later (their turns)</source>
        <translation>{turns} TURNO depois (os turnos dele)</translation>
    </message>
    <message>
        <source>{turns} TURNS later (their turns)</source>
        <translation>{turns} TURNOS depois (os turnos dele)</translation>
    </message>
    <message>
        <source>{turns} round later (no turns of their own)</source>
        <translation>{turns} rodada depois (não tem turnos próprios)</translation>
    </message>
    <message>
        <source>{turns} rounds later (no turns of their own)</source>
        <translation>{turns} rodadas depois (não tem turnos próprios)</translation>
    </message>
    <message>
        <source>{name} is at 0 PV: {dice} = {turns}, {name} dies {when} unless someone spends a TURN with them.</source>
        <translation>{name} está com 0 PV: {dice} = {turns}, {name} morre {when} a menos que alguém passe um TURNO com ele.</translation>
    </message>
    <message>
        <source>{name} dies</source>
        <translation>{name} morre</translation>
    </message>
    <message>
        <source>{name} dies{value}.</source>
        <translation>{name} morre{value}.</translation>
    </message>
    <message>
        <source>nobody spent a turn with them in time</source>
        <translation>ninguém passou um turno com ele a tempo</translation>
    </message>
    <message>
        <source>A PC loss is a whole number from 0, not {amount!r}.</source>
        <translation>Uma perda de PC é um número inteiro a partir de 0, não {amount!r}.</translation>
    </message>
    <message>
        <source>{name} loses {amount} PC</source>
        <translation>{name} perde {amount} PC</translation>
    </message>
    <message>
        <source>{name} has no PC track: no effect{by}.</source>
        <translation>{name} não tem trilha de PC: sem efeito{by}.</translation>
    </message>
    <message>
        <source>{name} loses {lost} PC{by}: {pc} of {max_pc} PC.</source>
        <translation>{name} perde {lost} PC{by}: {pc} de {max_pc} PC.</translation>
    </message>
    <message>
        <source> (The seed says nothing of 0 PC: the GM decides.)</source>
        <translation> (A semente nada diz sobre 0 PC: o Mestre decide.)</translation>
    </message>
    <message>
        <source>{name} recovers {amount} PC</source>
        <translation>{name} recupera {amount} PC</translation>
    </message>
    <message>
        <source>{name} recovers {back} PC{value}: {current_pc} of {max_pc} PC.</source>
        <translation>{name} recupera {back} PC{value}: {current_pc} de {max_pc} PC.</translation>
    </message>
    <message>
        <source>No scar for {total}.</source>
        <translation>Nenhuma cicatriz para {total}.</translation>
    </message>
    <message>
        <source> Maximum PV {new_max} for good.</source>
        <translation> PV máximo {new_max} para sempre.</translation>
    </message>
    <message>
        <source> Speed now {walk_speed} walking, {run_speed} running.</source>
        <translation> Velocidade agora {walk_speed} ao caminhar, {run_speed} ao correr.</translation>
    </message>
    <message>
        <source>Nobody spends a turn with themselves: someone else must.</source>
        <translation>Ninguém passa um turno consigo mesmo: outra pessoa deve fazê-lo.</translation>
    </message>
    <message>
        <source>{victim} is not dying.</source>
        <translation>{victim} não está morrendo.</translation>
    </message>
    <message>
        <source>{helper} must be with {victim} (the same zone) to spend a turn there.</source>
        <translation>{helper} deve estar com {victim} (na mesma zona) para passar um turno ali.</translation>
    </message>
    <message>
        <source>Spending a TURN with {victim} takes {helper}&apos;s whole turn (move and action).</source>
        <translation>Passar um TURNO com {victim} custa o turno inteiro de {helper} (movimento e ação).</translation>
    </message>
    <message>
        <source>Setting pulp2d6.rescue_needs_roll: give the roll&apos;s outcome (success).</source>
        <translation>Configuração pulp2d6.rescue_needs_roll: informe o resultado da rolagem (success).</translation>
    </message>
    <message>
        <source>{helper} tends {victim}</source>
        <translation>{helper} socorre {victim}</translation>
    </message>
    <message>
        <source>{helper} spends the turn with {victim}</source>
        <translation>{helper} passa o turno com {victim}</translation>
    </message>
    <message>
        <source>{helper} spends the turn with {victim}, but the roll fails.</source>
        <translation>{helper} passa o turno com {victim}, mas a rolagem falha.</translation>
    </message>
    <message>
        <source>{victim}: scar</source>
        <translation>{victim}: cicatriz</translation>
    </message>
    <message>
        <source>{helper} spends the turn with {victim}: {victim} survives and gets up with {hp_after} PV.</source>
        <translation>{helper} passa o turno com {victim}: {victim} sobrevive e se levanta com {hp_after} PV.</translation>
    </message>
    <message>
        <source>{victim}&apos;s scar: {scar_dice} = {dice} = {total} — {name}.{extra}</source>
        <translation>Cicatriz de {victim}: {scar_dice} = {dice} = {total} — {name}.{extra}</translation>
    </message>
    <message>
        <source>{medic} is not a nurse or doctor (stat &apos;medico&apos;).</source>
        <translation>{medic} não é enfermeira nem médico (atributo &apos;medico&apos;).</translation>
    </message>
    <message>
        <source>{patient} is dead.</source>
        <translation>{patient} está morto.</translation>
    </message>
    <message>
        <source>{patient} is dying: someone must spend a TURN with them first.</source>
        <translation>{patient} está morrendo: alguém deve passar um TURNO com ele primeiro.</translation>
    </message>
    <message>
        <source>A medic doesn&apos;t mend vehicles.</source>
        <translation>Um médico não conserta veículos.</translation>
    </message>
    <message>
        <source>{patient} has had medical attention {done} times (limit {limit}).</source>
        <translation>{patient} já recebeu atenção médica {done} vezes (limite {limit}).</translation>
    </message>
    <message>
        <source>Medical attention for {patient}</source>
        <translation>Atenção médica para {patient}</translation>
    </message>
    <message>
        <source>{patient}: medical attention</source>
        <translation>{patient}: atenção médica</translation>
    </message>
    <message>
        <source>a nurse or doctor</source>
        <translation>uma enfermeira ou médico</translation>
    </message>
    <message>
        <source>{who} tends {patient}: {dice} = {total}, {patient} recovers {back} PV ({current_pv} of {max_pv}).</source>
        <translation>{who} cuida de {patient}: {dice} = {total}, {patient} recupera {back} PV ({current_pv} de {max_pv}).</translation>
    </message>
    <message>
        <source>Between sessions</source>
        <translation>Entre sessões</translation>
    </message>
    <message>
        <source>{name} recovers all PV between sessions ({max_pv}).</source>
        <translation>{name} recupera todos os PV entre sessões ({max_pv}).</translation>
    </message>
    <message>
        <source>{name} recovers {amount} PV</source>
        <translation>{name} recupera {amount} PV</translation>
    </message>
    <message>
        <source>{name} recovers {back} PV ({source}): {current_pv} of {max_pv} PV.</source>
        <translation>{name} recupera {back} PV ({source}): {current_pv} de {max_pv} PV.</translation>
    </message>
    <message>
        <source>Turns and tactics</source>
        <translation>Turnos e táticas</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dano</translation>
    </message>
    <message>
        <source> (Zonekeeper&apos;s own reading)</source>
        <translation> (leitura do Zonekeeper)</translation>
    </message>
    <message>
        <source>NPCs act through</source>
        <translation>Os PNJ agem por meio de</translation>
    </message>
    <message>
        <source>Consequences and tactics only (the seed), or a GM&apos;s turn after the last player.</source>
        <translation>Só consequências e táticas (a semente), ou um turno do Mestre depois do último jogador.</translation>
    </message>
    <message>
        <source>Tactics usable once per combat (JSON)</source>
        <translation>Táticas usáveis uma vez por combate (JSON)</translation>
    </message>
    <message>
        <source>The enemy tactics limited to one use a fight (the seed: Clearly deranged).</source>
        <translation>As táticas inimigas limitadas a um uso por combate (a semente: CLARAMENTE PERTURBADO).</translation>
    </message>
    <message>
        <source>A tactic uses up a consequence</source>
        <translation>Uma tática gasta uma consequência</translation>
    </message>
    <message>
        <source>An enemy tactic takes one of the consequences the roll allows.</source>
        <translation>Uma tática inimiga ocupa uma das consequências que a rolagem permite.</translation>
    </message>
    <message>
        <source>A successful attack deals damage</source>
        <translation>Um ataque bem-sucedido causa dano</translation>
    </message>
    <message>
        <source>An attack of 8+ deals its weapon&apos;s damage (Zonekeeper&apos;s reading).</source>
        <translation>Um ataque de 8+ causa o dano da arma (leitura do Zonekeeper).</translation>
    </message>
    <message>
        <source>VULNERABLE lasts (turns)</source>
        <translation>VULNERÁVEL dura (turnos)</translation>
    </message>
    <message>
        <source>How many of the victim&apos;s turns VULNERABLE lasts (rounds for those without turns).</source>
        <translation>Quantos turnos da vítima VULNERÁVEL dura (rodadas para quem não tem turnos).</translation>
    </message>
    <message>
        <source>Covering fire lasts (turns)</source>
        <translation>Fogo de cobertura dura (turnos)</translation>
    </message>
    <message>
        <source>How many of the PC&apos;s turns the −2 of Covering fire lasts.</source>
        <translation>Quantos turnos do PJ dura o −2 do FOGO DE COBERTURA.</translation>
    </message>
    <message>
        <source>Saving the dying needs a roll</source>
        <translation>Salvar o moribundo exige uma rolagem</translation>
    </message>
    <message>
        <source>Off: spending a TURN with the dying saves them; on: the GM rolls for it.</source>
        <translation>Desligado: passar um TURNO com o moribundo o salva; ligado: o Mestre rola.</translation>
    </message>
    <message>
        <source>NPCs at 0 PV</source>
        <translation>PNJ com 0 PV</translation>
    </message>
    <message>
        <source>&apos;dies&apos; at once, or &apos;countdown&apos;: the 1d6 dying count the PCs get.</source>
        <translation>&apos;dies&apos;: morre na hora, ou &apos;countdown&apos;: a contagem de morte de 1d6 dos PJ.</translation>
    </message>
    <message>
        <source>Medical attention limit (JSON, null = none)</source>
        <translation>Limite de atenção médica (JSON, null = nenhum)</translation>
    </message>
    <message>
        <source>How many times one patient may get a medic&apos;s 1d6 PV; null: no limit (the seed&apos;s).</source>
        <translation>Quantas vezes um paciente pode receber os 1d6 PV de um médico; null: sem limite (o da semente).</translation>
    </message>
    <message>
        <source>Experienced crew bonus</source>
        <translation>Bônus de tripulação experiente</translation>
    </message>
    <message>
        <source>Added to an experienced crew&apos;s vehicle rolls (the seed gives no number).</source>
        <translation>Somado às rolagens de veículo de uma tripulação experiente (a semente não dá número).</translation>
    </message>
    <message>
        <source>Vehicle PV cap</source>
        <translation>Limite de PV de veículo</translation>
    </message>
    <message>
        <source>The most PV a vehicle may have (the seed: &apos;do not exceed 40 PV&apos;).</source>
        <translation>O máximo de PV que um veículo pode ter (a semente: &apos;não passe de 40 PV&apos;).</translation>
    </message>
    <message>
        <source>{who}&apos;s sheet has no {attributes}: fill it in before rolling.</source>
        <translation>A ficha de {who} não tem {attributes}: preencha antes de rolar.</translation>
    </message>
    <message>
        <source>{dice} + ? ({label} missing)</source>
        <translation>{dice} + ? ({label} faltando)</translation>
    </message>
    <message>
        <source>{text} + {crew_bonus} (crew)</source>
        <translation>{text} + {crew_bonus} (tripulação)</translation>
    </message>
    <message>
        <source>{dice} + {name} {value}, {target} or more</source>
        <translation>{dice} + {name} {value}, {target} ou mais</translation>
    </message>
    <message>
        <source>no damage</source>
        <translation>sem dano</translation>
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
        <source>automatic</source>
        <translation>automática</translation>
    </message>
    <message>
        <source>Added to attack rolls (2d6 + Violence).</source>
        <translation>Somado às rolagens de ataque (2d6 + VIOLÊNCIA).</translation>
    </message>
    <message>
        <source>Added to vehicle-combat rolls and to rolls for moves.</source>
        <translation>Somado às rolagens de combate em veículos e às rolagens de movimento.</translation>
    </message>
    <message>
        <source>Rolled for large vessels with their crew.</source>
        <translation>Rolado para grandes embarcações com sua tripulação.</translation>
    </message>
    <message>
        <source>PV (maximum)</source>
        <translation>PV (máximo)</translation>
    </message>
    <message>
        <source>PC — sanity (maximum)</source>
        <translation>PC — cordura (máximo)</translation>
    </message>
    <message>
        <source>Sanity; leave empty (&quot;-&quot; in the NPC table) for no PC track.</source>
        <translation>Sanidade; deixe vazio (&quot;-&quot; na tabela de PNJ) para não ter trilha de PC.</translation>
    </message>
    <message>
        <source>Taken off every hit&apos;s damage. The seed lists no armour: type its number.</source>
        <translation>Subtraída do dano de cada acerto. A semente não lista armaduras: digite o número.</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Each with its damage; melee weapons need the target in the same zone.</source>
        <translation>Cada uma com seu dano; armas corpo a corpo precisam do alvo na mesma zona.</translation>
    </message>
    <message>
        <source>Nurse or doctor</source>
        <translation>Enfermeira ou médico</translation>
    </message>
    <message>
        <source>NPC table row</source>
        <translation>Linha da tabela de PNJ</translation>
    </message>
    <message>
        <source>Enemy tactics (NPCs; unset: all)</source>
        <translation>Táticas inimigas (PNJ; sem valor: todas)</translation>
    </message>
    <message>
        <source>A vehicle</source>
        <translation>É um veículo</translation>
    </message>
    <message>
        <source>Armoured (only 3d6 weapons harm it)</source>
        <translation>Blindado (só armas de 3d6 o ferem)</translation>
    </message>
    <message>
        <source>Vehicle type</source>
        <translation>Tipo de veículo</translation>
    </message>
    <message>
        <source>Attack roll</source>
        <translation>Rolagem de ataque</translation>
    </message>
    <message>
        <source>Vehicle combat</source>
        <translation>Combate em veículos</translation>
    </message>
    <message>
        <source>Roll for a move (clutter, retreat)</source>
        <translation>Rolagem de movimento (entulho, recuo)</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>PV, PC and Protection</source>
        <translation>PV, PC e PROTEÇÃO</translation>
    </message>
    <message>
        <source>Weapons and gear</source>
        <translation>Armas e equipamento</translation>
    </message>
    <message>
        <source>Rolls (worked out)</source>
        <translation>Rolagens (calculadas)</translation>
    </message>
    <message>
        <source>{label}: a list of tactics picked from the table.</source>
        <translation>{label}: uma lista de táticas escolhidas na tabela.</translation>
    </message>
    <message>
        <source>{label}: no tactic {bad!r}; pick from the table.</source>
        <translation>{label}: nenhuma tática {bad!r}; escolha na tabela.</translation>
    </message>
    <message>
        <source>{label}: every weapon needs a name.</source>
        <translation>{label}: toda arma precisa de um nome.</translation>
    </message>
    <message>
        <source>{label}: {name} needs its damage (like 1d6) or an effect.</source>
        <translation>{label}: {name} precisa de seu dano (como 1d6) ou de um efeito.</translation>
    </message>
    <message>
        <source>{label}: {name}&apos;s damage {damage!r} is not dice (like 1d6 or 2d6).</source>
        <translation>{label}: o dano {damage!r} de {name} não é dados (como 1d6 ou 2d6).</translation>
    </message>
    <message>
        <source>The seating was arranged once, before the fight; it stays as it is.</source>
        <translation>Os lugares foram definidos uma vez, antes do combate; ficam como estão.</translation>
    </message>
    <message>
        <source>Each character has one seat.</source>
        <translation>Cada personagem tem um lugar.</translation>
    </message>
    <message>
        <source>{n} is not a player&apos;s character: only the players sit round the table (NPCs act through consequences or in the GM&apos;s turn).</source>
        <translation>{n} não é personagem de jogador: só os jogadores se sentam à mesa (os PNJ agem por consequências ou no turno do Mestre).</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>{order} on the GM&apos;s left, then clockwise</source>
        <translation>{order} à esquerda do Mestre, depois em sentido horário</translation>
    </message>
    <message>
        <source>Seating: {first}{rest}.</source>
        <translation>Lugares: {first}{rest}.</translation>
    </message>
    <message>
        <source>Seat everyone</source>
        <translation>Sentar todos</translation>
    </message>
    <message>
        <source>Seated at the end (towards the GM&apos;s right): {new}. Seating: {seating}.</source>
        <translation>Sentados no fim (rumo à direita do Mestre): {new}. Lugares: {seating}.</translation>
    </message>
    <message>
        <source>Pick two seated characters.</source>
        <translation>Escolha dois personagens sentados.</translation>
    </message>
    <message>
        <source>{name} takes no turns: NPCs act through consequences and tactics.</source>
        <translation>{name} não joga turnos: os PNJ agem por consequências e táticas.</translation>
    </message>
    <message>
        <source>{name} has no seat at the table.</source>
        <translation>{name} não tem lugar à mesa.</translation>
    </message>
    <message>
        <source>Not {name}&apos;s turn.</source>
        <translation>Não é o turno de {name}.</translation>
    </message>
    <message>
        <source>Nobody sits at the table: add the players&apos; characters first.</source>
        <translation>Ninguém está sentado à mesa: adicione primeiro os personagens dos jogadores.</translation>
    </message>
    <message>
        <source>The fight begins: round {number}, clockwise from {turn_sequence} on the GM&apos;s left.</source>
        <translation>O combate começa: rodada {number}, em sentido horário a partir de {turn_sequence}, à esquerda do Mestre.</translation>
    </message>
    <message>
        <source>the GM&apos;s turn</source>
        <translation>o turno do Mestre</translation>
    </message>
    <message>
        <source>{name}&apos;s turn ({where}, round {number}).</source>
        <translation>Turno de {name} ({where}, rodada {number}).</translation>
    </message>
    <message>
        <source>The fight hasn&apos;t started: arrange the seating and start it.</source>
        <translation>O combate não começou: defina os lugares e comece-o.</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Destruído</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Inutilizado</translation>
    </message>
    <message>
        <source>The attacker</source>
        <translation>O atacante</translation>
    </message>
    <message>
        <source>The attacker&apos;s vehicle</source>
        <translation>O veículo do atacante</translation>
    </message>
    <message>
        <source>First weapon</source>
        <translation>Primeira arma</translation>
    </message>
    <message>
        <source>Second weapon</source>
        <translation>Segunda arma</translation>
    </message>
    <message>
        <source>Third weapon</source>
        <translation>Terceira arma</translation>
    </message>
    <message>
        <source>Fourth weapon</source>
        <translation>Quarta arma</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>Player character</source>
        <translation>Personagem jogador</translation>
    </message>
    <message>
        <source>Consequences and tactics</source>
        <translation>Consequências e táticas</translation>
    </message>
    <message>
        <source>A GM&apos;s turn after the players</source>
        <translation>Um turno do Mestre depois dos jogadores</translation>
    </message>
    <message>
        <source>Die at once</source>
        <translation>Morrem na hora</translation>
    </message>
    <message>
        <source>Dying countdown (1d6)</source>
        <translation>Contagem de morte (1d6)</translation>
    </message>
</context>
</TS>
