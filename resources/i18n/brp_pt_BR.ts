<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>brp</name>
    <message>
        <source>Easy multiplies the chance (difficulty.json choice: ×2).</source>
        <translation>Fácil multiplica a chance (escolha de difficulty.json: ×2).</translation>
    </message>
    <message>
        <source>Difficult halves the chance, rounding &apos;up&apos; (the seed&apos;s other halvings say &apos;arredondado para cima&apos;), &apos;down&apos; or &apos;nearest&apos;.</source>
        <translation>Difícil divide a chance pela metade, arredondando &apos;up&apos; (as outras metades da semente dizem &apos;arredondado para cima&apos;), &apos;down&apos; ou &apos;nearest&apos;.</translation>
    </message>
    <message>
        <source>&apos;brp_standard&apos; (critical = 1/20 of the chance, fumble = the top 1/20 of the failure chance, both rounded to the nearest, at least 01 and 00) or &apos;none&apos; (no criticals or fumbles). The seed names them but gives no ranges.</source>
        <translation>&apos;brp_standard&apos; (crítico = 1/20 da chance, fumble = o 1/20 superior da chance de falha, ambos arredondados ao mais próximo, pelo menos 01 e 00) ou &apos;none&apos; (sem críticos nem fumbles). A semente os cita mas não dá as faixas.</translation>
    </message>
    <message>
        <source>Critical range as a fraction of the chance (BRP standard 0.05).</source>
        <translation>Faixa de crítico como fração da chance (padrão de BRP 0.05).</translation>
    </message>
    <message>
        <source>Fumble range as a fraction of (100 − chance) (BRP standard 0.05).</source>
        <translation>Faixa de fumble como fração de (100 − chance) (padrão de BRP 0.05).</translation>
    </message>
    <message>
        <source>Rounding of the special, critical and fumble ranges: &apos;nearest&apos; (halves up, as the BRP resolution table), &apos;up&apos; or &apos;down&apos;.</source>
        <translation>Arredondamento das faixas de especial, crítico e fumble: &apos;nearest&apos; (metades para cima, como a tabela de resolução de BRP), &apos;up&apos; ou &apos;down&apos;.</translation>
    </message>
    <message>
        <source>Rolls up to this always succeed (BRP standard 05).</source>
        <translation>Rolagens até este valor sempre têm sucesso (padrão de BRP 05).</translation>
    </message>
    <message>
        <source>Rolls from this always fail (BRP standard 96).</source>
        <translation>Rolagens a partir deste valor sempre falham (padrão de BRP 96).</translation>
    </message>
    <message>
        <source>Resistance chance = base + per_point × (active − passive) (BRP standard {&apos;base&apos;: 50, &apos;per_point&apos;: 5}); the seed gives no formula.</source>
        <translation>Chance de resistência = base + per_point × (ativo − passivo) (padrão de BRP {&apos;base&apos;: 50, &apos;per_point&apos;: 5}); a semente não dá fórmula.</translation>
    </message>
    <message>
        <source>A resistance chance of 100 or more succeeds, 0 or less fails, without a roll.</source>
        <translation>Uma chance de resistência de 100 ou mais tem sucesso, de 0 ou menos falha, sem rolagem.</translation>
    </message>
    <message>
        <source>&apos;ranks_and_attack&apos;: standing costs 5 DEX ranks and the round&apos;s attack; &apos;ranks_only&apos;: just the 5 ranks.</source>
        <translation>&apos;ranks_and_attack&apos;: levantar-se custa 5 níveis de DEX e o ataque da rodada; &apos;ranks_only&apos;: só os 5 níveis.</translation>
    </message>
    <message>
        <source>Point-blank is distance ≤ DEX/3 m (True) or &lt; DEX/3 m.</source>
        <translation>À queima-roupa é distância ≤ DEX/3 m (True) ou &lt; DEX/3 m.</translation>
    </message>
    <message>
        <source>&apos;none&apos; keeps fractional metres of DEX/3; &apos;down&apos; or &apos;up&apos;.</source>
        <translation>&apos;none&apos; mantém as frações de metro de DEX/3; &apos;down&apos; ou &apos;up&apos;.</translation>
    </message>
    <message>
        <source>&apos;by_range&apos;: melee and missiles up to twice the basic range are Easy against the prone, longer ranges Difficult; &apos;always_easy&apos;.</source>
        <translation>&apos;by_range&apos;: corpo a corpo e mísseis até o dobro do alcance básico são Fáceis contra quem está caído, alcances maiores Difíceis; &apos;always_easy&apos;.</translation>
    </message>
    <message>
        <source>&apos;no_positive&apos;: the prone lose positive damage modifiers only; &apos;none&apos;: no damage modifier at all.</source>
        <translation>&apos;no_positive&apos;: quem está caído perde só os modificadores de dano positivos; &apos;none&apos;: nenhum modificador de dano.</translation>
    </message>
    <message>
        <source>Two-handed melee from prone is &apos;difficult&apos; or &apos;forbidden&apos;.</source>
        <translation>Corpo a corpo de duas mãos estando caído é &apos;difficult&apos; ou &apos;forbidden&apos;.</translation>
    </message>
    <message>
        <source>&apos;weapon_length&apos;: inside a long weapon&apos;s guard attacks on the long user are Easy, on the short user Difficult, the long user&apos;s defences Difficult; &apos;close_combat&apos;: only the long user&apos;s defences are Difficult.</source>
        <translation>&apos;weapon_length&apos;: dentro da guarda de uma arma longa, ataques contra quem usa a arma longa são Fáceis, contra quem usa a curta Difíceis, as defesas de quem usa a longa Difíceis; &apos;close_combat&apos;: só as defesas de quem usa a longa são Difíceis.</translation>
    </message>
    <message>
        <source>&apos;into_minus_20_while_difficult&apos;: −20% shooting into a melee, Difficult when the shooter is in melee.</source>
        <translation>&apos;into_minus_20_while_difficult&apos;: −20% disparando para o corpo a corpo, Difícil quando o atirador está em corpo a corpo.</translation>
    </message>
    <message>
        <source>&apos;half_hp&apos;: one wound of at least half the total hit points (rounded up) is a major wound (BRP standard); &apos;none&apos;.</source>
        <translation>&apos;half_hp&apos;: um ferimento de pelo menos metade dos pontos de vida totais (arredondado para cima) é um ferimento grave (padrão de BRP); &apos;none&apos;.</translation>
    </message>
    <message>
        <source>At 0 hit points or less: &apos;dead&apos; (BRP standard) or &apos;dying&apos;.</source>
        <translation>Com 0 pontos de vida ou menos: &apos;dead&apos; (padrão de BRP) ou &apos;dying&apos;.</translation>
    </message>
    <message>
        <source>At this many hit points or fewer (but above 0) the character is unconscious (BRP standard 2, as the stunning rule&apos;s &apos;1 ou 2 pontos de vida&apos;).</source>
        <translation>Com este número de pontos de vida ou menos (mas acima de 0) o personagem fica inconsciente (padrão de BRP 2, como o &apos;1 ou 2 pontos de vida&apos; da regra de atordoamento).</translation>
    </message>
    <message>
        <source>Actions on the same DEX rank are simultaneous: someone felled on that rank still acts on it.</source>
        <translation>Ações no mesmo nível de DEX são simultâneas: quem cai nesse nível ainda age nele.</translation>
    </message>
    <message>
        <source>The last DEX rank of the round (desperate actions; volleys stop below it).</source>
        <translation>O último nível de DEX da rodada (ações desesperadas; saraivadas param abaixo dele).</translation>
    </message>
    <message>
        <source>&apos;equal_or_better&apos;: a parry or dodge stops the attack when its result level is at least the attack&apos;s; &apos;any_success&apos;: any successful defence stops it.</source>
        <translation>&apos;equal_or_better&apos;: um aparo ou esquiva detém o ataque quando seu nível de resultado é pelo menos o do ataque; &apos;any_success&apos;: qualquer defesa bem-sucedida o detém.</translation>
    </message>
    <message>
        <source>«FÍS» read as &apos;str&apos;.</source>
        <translation>«FÍS» lido como &apos;str&apos;.</translation>
    </message>
    <message>
        <source>&apos;max_ignore_armour&apos;: weapon dice at maximum, damage modifier rolled, armour ignored; &apos;roll_ignore_armour&apos;; &apos;normal&apos;.</source>
        <translation>&apos;max_ignore_armour&apos;: dados da arma no máximo, modificador de dano rolado, armadura ignorada; &apos;roll_ignore_armour&apos;; &apos;normal&apos;.</translation>
    </message>
    <message>
        <source>&apos;point_blank_only&apos;: missiles can be parried or dodged only at point-blank range (the seed&apos;s point-blank rule); &apos;always&apos;.</source>
        <translation>«só à queima-roupa»: armas de projétil só podem ser aparadas ou esquivadas à queima-roupa (a regra de queima-roupa da semente); «sempre».</translation>
    </message>
    <message>
        <source>&apos;by_weapon&apos;: the weapon&apos;s special (impale rolls the dice twice, crush maximises the damage modifier, knockback, entangle); &apos;normal&apos;.</source>
        <translation>&apos;by_weapon&apos;: o especial da arma (empalar rola os dados duas vezes, esmagar maximiza o modificador de dano, repulsão, enredar); &apos;normal&apos;.</translation>
    </message>
    <message>
        <source>Shields block missiles also out of melee.</source>
        <translation>Escudos bloqueiam mísseis também fora do corpo a corpo.</translation>
    </message>
    <message>
        <source>A failed Agility gate still costs the next round.</source>
        <translation>Um teste de Agilidade falho ainda custa a próxima rodada.</translation>
    </message>
    <message>
        <source>&apos;either&apos;: an antidote within six full turns before or after the poisoning counts; &apos;before&apos; as printed.</source>
        <translation>&apos;either&apos;: um antídoto até seis turnos completos antes ou depois do envenenamento conta; &apos;before&apos; como impresso.</translation>
    </message>
    <message>
        <source>Sudden asphyxiation with a won Luck roll starts at CON×&apos;5&apos; (the seed&apos;s parenthesis) or CON×&apos;10&apos;.</source>
        <translation>A asfixia repentina com uma rolagem de Sorte vencida começa em CON×&apos;5&apos; (o parêntese da semente) ou CON×&apos;10&apos;.</translation>
    </message>
    <message>
        <source>Keep rolling CON×1 once the floor is reached.</source>
        <translation>Continuar rolando CON×1 depois de chegar ao mínimo.</translation>
    </message>
    <message>
        <source>&apos;next_larger_die_capped&apos;: with no die for the shots, roll the next larger die and cap at the shots fired; &apos;die_counts_only&apos;: refuse such counts.</source>
        <translation>&apos;next_larger_die_capped&apos;: sem dado para os disparos, role o próximo dado maior e limite aos disparos feitos; &apos;die_counts_only&apos;: recuse essas contagens.</translation>
    </message>
    <message>
        <source>&apos;floor&apos;: only complete 3 m steps count; &apos;round_up&apos;.</source>
        <translation>&apos;floor&apos;: só passos completos de 3 m contam; &apos;round_up&apos;.</translation>
    </message>
    <message>
        <source>&apos;started_20&apos;: +1D6 for SIZ 21–40, +2D6 for 41–60 …</source>
        <translation>&apos;started_20&apos;: +1D6 para SIZ 21–40, +2D6 para 41–60 …</translation>
    </message>
    <message>
        <source>&apos;floor&apos;: one metre per complete 5 points over SIZ.</source>
        <translation>&apos;floor&apos;: um metro a cada 5 pontos completos acima de SIZ.</translation>
    </message>
    <message>
        <source>&apos;fumble&apos;: only a fumbled recovery roll lowers the next multiplier; &apos;failure&apos;: every failure does.</source>
        <translation>&apos;fumble&apos;: só uma rolagem de recuperação com fumble reduz o próximo multiplicador; &apos;failure&apos;: toda falha reduz.</translation>
    </message>
    <message>
        <source>The characteristic Malaise attacks (&apos;pow&apos;).</source>
        <translation>A característica que o Mal-estar ataca (&apos;pow&apos;).</translation>
    </message>
    <message>
        <source>&apos;roller_advances&apos;: special +1 step, critical +2, failure −1, fumble −2 for the roller.</source>
        <translation>&apos;roller_advances&apos;: especial +1 passo, crítico +2, falha −1, fumble −2 para quem rola.</translation>
    </message>
    <message>
        <source>&apos;difficult_stamina&apos;: the encumbered runner&apos;s roll.</source>
        <translation>&apos;difficult_stamina&apos;: a rolagem de quem corre carregado.</translation>
    </message>
    <message>
        <source>The second −50% &apos;Chuva&apos; entry is &apos;sleet&apos;.</source>
        <translation>A segunda entrada −50% &apos;Chuva&apos; é &apos;sleet&apos; (granizo miúdo).</translation>
    </message>
    <message>
        <source>Dragged by the saddle on a &apos;fumble&apos; (or &apos;failure&apos;) of Luck.</source>
        <translation>Arrastado pela sela num &apos;fumble&apos; (ou &apos;failure&apos;) de Sorte.</translation>
    </message>
    <message>
        <source>Half area damage rounds &apos;up&apos;.</source>
        <translation>A metade do dano de área arredonda &apos;up&apos;.</translation>
    </message>
    <message>
        <source>Under water, halve non-impaling damage and add 3 armour.</source>
        <translation>Debaixo d&apos;água, divida pela metade o dano não empalador e some 3 de armadura.</translation>
    </message>
    <message>
        <source>&apos;worse&apos;: −10% shooting up, Difficult over 45°, not both.</source>
        <translation>&apos;worse&apos;: −10% disparando para cima, Difícil acima de 45°, não os dois.</translation>
    </message>
    <message>
        <source>The powers phase comes before the DEX-rank actions.</source>
        <translation>A fase de poderes vem antes das ações dos níveis de DEX.</translation>
    </message>
    <message>
        <source>&apos;difficult&apos;: a failed Fly roll makes actions Difficult; a fumble stops action.</source>
        <translation>&apos;difficult&apos;: uma rolagem de Voar falha torna as ações Difíceis; um fumble impede a ação.</translation>
    </message>
    <message>
        <source>&apos;siz_1_and_up&apos;: under half a metre, weapons of SIZ 1+ are Difficult.</source>
        <translation>&apos;siz_1_and_up&apos;: abaixo de meio metro, armas de SIZ 1+ são Difíceis.</translation>
    </message>
    <message>
        <source>&apos;gm_assigns&apos;: the effects table is missing; the GM sets POT.</source>
        <translation>&apos;gm_assigns&apos;: a tabela de efeitos não existe; o mestre define a POT.</translation>
    </message>
    <message>
        <source>&apos;reduce_by&apos;: seatbelts halve, exceptional protection leaves a quarter.</source>
        <translation>&apos;reduce_by&apos;: cintos de segurança reduzem pela metade, proteção excepcional deixa um quarto.</translation>
    </message>
    <message>
        <source>Tornado-force wind modifier for general skills (−90).</source>
        <translation>Modificador de vento com força de tornado para habilidades gerais (−90).</translation>
    </message>
    <message>
        <source>Agility (DEX×5)</source>
        <translation>Agilidade (DEX×5)</translation>
    </message>
    <message>
        <source>Weapon skill</source>
        <translation>Habilidade com a arma</translation>
    </message>
    <message>
        <source>BRP has no cost for {activity!r}</source>
        <translation>BRP não tem custo para {activity!r}</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>nenhuma ação</translation>
    </message>
    <message>
        <source>1 action</source>
        <translation>1 ação</translation>
    </message>
    <message>
        <source>{left} actions</source>
        <translation>{left} ações</translation>
    </message>
    <message>
        <source>you get in but fall prone</source>
        <translation>você entra mas cai</translation>
    </message>
    <message>
        <source>you still move, but {names} may make a free Difficult attack you can&apos;t parry or dodge (attack option: Target turned and ran)</source>
        <translation>você ainda se move, mas {names} podem fazer um ataque livre Difícil que você não pode aparar nem esquivar (opção de ataque: O alvo deu as costas e fugiu)</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Pontos de vida</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>weapon skill</source>
        <translation>habilidade com a arma</translation>
    </message>
    <message>
        <source>Move to a neighbouring zone</source>
        <translation>Mover para uma zona vizinha</translation>
    </message>
    <message>
        <source>Close in (Engaged)</source>
        <translation>Aproximar-se (Engajado)</translation>
    </message>
    <message>
        <source>Draw or ready a weapon (5 DEX ranks)</source>
        <translation>Sacar ou preparar uma arma (5 níveis de DEX)</translation>
    </message>
    <message>
        <source>Sheathe a weapon and draw another (10 DEX ranks)</source>
        <translation>Guardar uma arma e sacar outra (10 níveis de DEX)</translation>
    </message>
    <message>
        <source>Drop a weapon (0 DEX ranks)</source>
        <translation>Largar uma arma (0 níveis de DEX)</translation>
    </message>
    <message>
        <source>Stand up (5 DEX ranks)</source>
        <translation>Levantar-se (5 níveis de DEX)</translation>
    </message>
    <message>
        <source>Drop prone</source>
        <translation>Jogar-se ao chão</translation>
    </message>
    <message>
        <source>Aim: +1/10 of the skill to the first shot (5 DEX ranks)</source>
        <translation>Mirar: +1/10 da habilidade no primeiro disparo (5 níveis de DEX)</translation>
    </message>
    <message>
        <source>Hold the action to a later DEX rank</source>
        <translation>Adiar a ação para um nível de DEX posterior</translation>
    </message>
    <message>
        <source>Keep a shorter weapon at bay (long weapon)</source>
        <translation>Manter uma arma mais curta à distância (arma longa)</translation>
    </message>
    <message>
        <source>Get past a long weapon&apos;s guard (Dodge)</source>
        <translation>Passar pela guarda de uma arma longa (Esquiva)</translation>
    </message>
    <message>
        <source>Long weapon strikes first</source>
        <translation>A arma longa ataca primeiro</translation>
    </message>
    <message>
        <source>Desperate action (last DEX rank)</source>
        <translation>Ação desesperada (último nível de DEX)</translation>
    </message>
    <message>
        <source>Other action (a skill, first aid …)</source>
        <translation>Outra ação (uma habilidade, primeiros socorros …)</translation>
    </message>
    <message>
        <source>Flee (demoralised): turn and run to a zone</source>
        <translation>Fugir (desmoralizado): virar-se e correr para uma zona</translation>
    </message>
    <message>
        <source>Surrender (demoralised)</source>
        <translation>Render-se (desmoralizado)</translation>
    </message>
    <message>
        <source>Only the demoralised (a fumbled resistance to an aura) {id} here: to leave melee, Move (opponents tick &apos;Target turned and ran&apos;).</source>
        <translation>Só os desmoralizados (uma resistência a uma aura com fumble) fazem {id} aqui: para sair do corpo a corpo, Mover (os oponentes marcam &apos;O alvo deu as costas e fugiu&apos;).</translation>
    </message>
    <message>
        <source>{name} has used this turn&apos;s action.</source>
        <translation>{name} já usou a ação deste turno.</translation>
    </message>
    <message>
        <source>There is no zone {target!r}.</source>
        <translation>Não há zona {target!r}.</translation>
    </message>
    <message>
        <source>There is no combatant {target!r}.</source>
        <translation>Não há combatente {target!r}.</translation>
    </message>
    <message>
        <source>{target} is in another zone: move there first.</source>
        <translation>{target} está em outra zona: mova-se para lá primeiro.</translation>
    </message>
    <message>
        <source>{name} has no other weapon to draw.</source>
        <translation>{name} não tem outra arma para sacar.</translation>
    </message>
    <message>
        <source>{name}&apos;s hands are full: sheathe and draw (10) or drop one (0).</source>
        <translation>As mãos de {name} estão ocupadas: guarde e saque (10) ou largue uma (0).</translation>
    </message>
    <message>
        <source>{target!r} is not a weapon {name} can draw.</source>
        <translation>{target!r} não é uma arma que {name} possa sacar.</translation>
    </message>
    <message>
        <source>{name} holds nothing to sheathe.</source>
        <translation>{name} não segura nada para guardar.</translation>
    </message>
    <message>
        <source>{name} holds nothing to drop.</source>
        <translation>{name} não segura nada para largar.</translation>
    </message>
    <message>
        <source>{name} is already standing.</source>
        <translation>{name} já está de pé.</translation>
    </message>
    <message>
        <source>{name} is already prone.</source>
        <translation>{name} já está caído.</translation>
    </message>
    <message>
        <source>Aiming is for a ready missile weapon.</source>
        <translation>Mirar é para uma arma de mísseis pronta.</translation>
    </message>
    <message>
        <source>Aiming takes DEX ranks: start the fight first.</source>
        <translation>Mirar leva níveis de DEX: comece a luta primeiro.</translation>
    </message>
    <message>
        <source>Holding an action needs the DEX-rank count: start the fight first.</source>
        <translation>Adiar uma ação precisa da contagem dos níveis de DEX: comece a luta primeiro.</translation>
    </message>
    <message>
        <source>Only a long weapon keeps others at bay.</source>
        <translation>Só uma arma longa mantém os outros à distância.</translation>
    </message>
    <message>
        <source>No enemy with a shorter weapon is near.</source>
        <translation>Nenhum inimigo com uma arma mais curta está perto.</translation>
    </message>
    <message>
        <source>Only a short or medium weapon&apos;s user needs to get inside a guard.</source>
        <translation>Só quem usa uma arma curta ou média precisa entrar na guarda.</translation>
    </message>
    <message>
        <source>No enemy with a long weapon is near.</source>
        <translation>Nenhum inimigo com uma arma longa está perto.</translation>
    </message>
    <message>
        <source>A long weapon&apos;s first strike is a DEX-rank matter: start the fight.</source>
        <translation>O primeiro golpe de uma arma longa é questão de níveis de DEX: comece a luta.</translation>
    </message>
    <message>
        <source>{name} has no long weapon ready.</source>
        <translation>{name} não tem uma arma longa pronta.</translation>
    </message>
    <message>
        <source>{name} has no action left this round.</source>
        <translation>{name} não tem mais ações nesta rodada.</translation>
    </message>
    <message>
        <source>A desperate action comes at the last DEX rank: start the fight first.</source>
        <translation>Uma ação desesperada vem no último nível de DEX: comece a luta primeiro.</translation>
    </message>
    <message>
        <source>{name} still has an action: a desperate action comes after all are used.</source>
        <translation>{name} ainda tem uma ação: uma ação desesperada vem depois de todas usadas.</translation>
    </message>
    <message>
        <source>{name} already has a desperate action this round.</source>
        <translation>{name} já tem uma ação desesperada nesta rodada.</translation>
    </message>
    <message>
        <source>Unknown action {action_id!r}.</source>
        <translation>Ação desconhecida {action_id!r}.</translation>
    </message>
    <message>
        <source>{name}: say what or whom.</source>
        <translation>{name}: diga o quê ou quem.</translation>
    </message>
    <message>
        <source>{name} closes in on {target}.</source>
        <translation>{name} se aproxima de {target}.</translation>
    </message>
    <message>
        <source> {target}&apos;s longer weapon gets the first attack (a free attack now), and {target} may parry, dodge or attack only once on this rank.</source>
        <translation> A arma mais longa de {target} ataca primeiro (um ataque livre agora), e {target} só pode aparar, esquivar ou atacar uma vez neste nível.</translation>
    </message>
    <message>
        <source>{name} doesn&apos;t hold {target!r}.</source>
        <translation>{name} não segura {target!r}.</translation>
    </message>
    <message>
        <source>{name} drops {target} (0 DEX ranks).</source>
        <translation>{name} larga {target} (0 níveis de DEX).</translation>
    </message>
    <message>
        <source>stands up</source>
        <translation>levanta-se</translation>
    </message>
    <message>
        <source>{name} stands up.</source>
        <translation>{name} se levanta.</translation>
    </message>
    <message>
        <source>{name} drops prone.</source>
        <translation>{name} se joga ao chão.</translation>
    </message>
    <message>
        <source>aims (step {steps})</source>
        <translation>mira (passo {steps})</translation>
    </message>
    <message>
        <source>{name} aims: {steps} step(s) of 1/10 of the skill.</source>
        <translation>{name} mira: {steps} passo(s) de 1/10 da habilidade.</translation>
    </message>
    <message>
        <source>Hold to a DEX rank (a number), not {target!r}.</source>
        <translation>Adie para um nível de DEX (um número), não {target!r}.</translation>
    </message>
    <message>
        <source>{name} holds to DEX rank {rank}.</source>
        <translation>{name} adia para o nível de DEX {rank}.</translation>
    </message>
    <message>
        <source>{name}&apos;s long weapon strikes before {target}.</source>
        <translation>A arma longa de {name} ataca antes de {target}.</translation>
    </message>
    <message>
        <source>{name} will try a desperate action at DEX {rank}.</source>
        <translation>{name} tentará uma ação desesperada no DEX {rank}.</translation>
    </message>
    <message>
        <source>an action</source>
        <translation>uma ação</translation>
    </message>
    <message>
        <source>another action</source>
        <translation>outra ação</translation>
    </message>
    <message>
        <source>{name} is demoralised and flees to {name2}.</source>
        <translation>{name} está desmoralizado e foge para {name2}.</translation>
    </message>
    <message>
        <source> {foes} may each make an immediate {grade} attack that can&apos;t be parried or dodged (Attack dock: out of turn, &apos;Target turned and ran&apos;).</source>
        <translation> {foes} podem, cada um, fazer um ataque {grade} imediato que não pode ser aparado nem esquivado (painel de Ataque: fora do turno, &apos;O alvo deu as costas e fugiu&apos;).</translation>
    </message>
    <message>
        <source>demoralised by an aura: surrendered (the GM removes the effect to end it)</source>
        <translation>desmoralizado por uma aura: rendido (o mestre remove o efeito para encerrá-lo)</translation>
    </message>
    <message>
        <source>{name} is demoralised and surrenders: no attack or action until the GM lifts it.</source>
        <translation>{name} está desmoralizado e se rende: nenhum ataque nem ação até o mestre liberar.</translation>
    </message>
    <message>
        <source>sheathes {ws_name} and draws {ws_name2}</source>
        <translation>guarda {ws_name} e saca {ws_name2}</translation>
    </message>
    <message>
        <source>draws {ws_name}</source>
        <translation>saca {ws_name}</translation>
    </message>
    <message>
        <source>{name} {what} (0 DEX ranks: 101%+ with the weapon).</source>
        <translation>{name} {what} (0 níveis de DEX: 101%+ com a arma).</translation>
    </message>
    <message>
        <source>{flyer}&apos;s sheet has no {skill} skill: fill it in.</source>
        <translation>A ficha de {flyer} não tem a habilidade {skill}: preencha.</translation>
    </message>
    <message>
        <source>{flyer}: Fly roll</source>
        <translation>{flyer}: rolagem de Voar</translation>
    </message>
    <message>
        <source>{skill} (air combat)</source>
        <translation>{skill} (combate aéreo)</translation>
    </message>
    <message>
        <source>{flyer} flies ({skill} {fly}% {mod:+d}%): {result}. </source>
        <translation>{flyer} voa ({skill} {fly}% {mod:+d}%): {result}. </translation>
    </message>
    <message>
        <source> Combat skills are capped at {skill} {fly}%.</source>
        <translation> As habilidades de combate ficam limitadas a {skill} {fly}%.</translation>
    </message>
    <message>
        <source>No attack or action this round; the GM may call a fall or a crash.</source>
        <translation>Sem ataque nem ação nesta rodada; o mestre pode decidir uma queda ou um acidente.</translation>
    </message>
    <message>
        <source>Every action this round is Difficult.</source>
        <translation>Toda ação nesta rodada é Difícil.</translation>
    </message>
    <message>
        <source>Every roll this round is Easy.</source>
        <translation>Toda rolagem nesta rodada é Fácil.</translation>
    </message>
    <message>
        <source>Attacks, defences and combat actions are unhindered this round.</source>
        <translation>Ataques, defesas e ações de combate não têm obstáculo nesta rodada.</translation>
    </message>
    <message>
        <source>{who}&apos;s armour is already destroyed.</source>
        <translation>A armadura de {who} já está destruída.</translation>
    </message>
    <message>
        <source>{who}&apos;s armour damaged</source>
        <translation>armadura de {who} danificada</translation>
    </message>
    <message>
        <source>{who}&apos;s damaged armour is destroyed: no protection, full ENC.</source>
        <translation>A armadura danificada de {who} é destruída: sem proteção, ENC total.</translation>
    </message>
    <message>
        <source>{who}&apos;s armour is damaged: {now} → {new}.</source>
        <translation>A armadura de {who} é danificada: {now} → {new}.</translation>
    </message>
    <message>
        <source>{who}&apos;s armour is not damaged.</source>
        <translation>A armadura de {who} não está danificada.</translation>
    </message>
    <message>
        <source>half the price</source>
        <translation>metade do preço</translation>
    </message>
    <message>
        <source>the full price</source>
        <translation>o preço inteiro</translation>
    </message>
    <message>
        <source>{who}&apos;s armour repaired</source>
        <translation>armadura de {who} reparada</translation>
    </message>
    <message>
        <source>repaired</source>
        <translation>reparada</translation>
    </message>
    <message>
        <source>rebuilt</source>
        <translation>reconstruída</translation>
    </message>
    <message>
        <source>{who}&apos;s armour is {done} for {cost}: {new}.</source>
        <translation>A armadura de {who} é {done} por {cost}: {new}.</translation>
    </message>
    <message>
        <source>Defender&apos;s option</source>
        <translation>Opção do defensor</translation>
    </message>
    <message>
        <source>The target dodges, parries (ready weapon) or jumps (against a sweep)</source>
        <translation>O alvo se esquiva, apara (arma pronta) ou salta (contra uma varredura)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhum</translation>
    </message>
    <message>
        <source>Dodge</source>
        <translation>Esquiva</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Aparar</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <source>Target&apos;s cover</source>
        <translation>Cobertura do alvo</translation>
    </message>
    <message>
        <source>Partial cover or a fortified position: Difficult, rolls between hit the cover; fully behind a fortification: small missiles can&apos;t hit</source>
        <translation>Cobertura parcial ou posição fortificada: Difícil, as rolagens entre uma e outra atingem a cobertura; totalmente atrás de uma fortificação: mísseis pequenos não acertam</translation>
    </message>
    <message>
        <source>Partial</source>
        <translation>Parcial</translation>
    </message>
    <message>
        <source>Fortified</source>
        <translation>Fortificada</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Aim at a specific area</source>
        <translation>Mirar uma área específica</translation>
    </message>
    <message>
        <source>Difficult (5 DEX ranks of aim offset it); an unarmoured area ignores armour</source>
        <translation>Difícil (5 níveis de DEX de mira compensam); uma área sem armadura ignora a armadura</translation>
    </message>
    <message>
        <source>The aimed area is unarmoured</source>
        <translation>A área mirada não tem armadura</translation>
    </message>
    <message>
        <source>Armour is ignored</source>
        <translation>A armadura é ignorada</translation>
    </message>
    <message>
        <source>Knockout attack</source>
        <translation>Ataque de nocaute</translation>
    </message>
    <message>
        <source>Difficult; major wound: 1 damage, knocked out 1D10+10 rounds</source>
        <translation>Difícil; ferimento grave: 1 de dano, nocauteado por 1D10+10 rodadas</translation>
    </message>
    <message>
        <source>Disarm</source>
        <translation>Desarmar</translation>
    </message>
    <message>
        <source>Difficult; damage vs the target&apos;s STR; a dodge negates it</source>
        <translation>Difícil; dano contra a STR do alvo; uma esquiva o anula</translation>
    </message>
    <message>
        <source>Target suspects the disarm</source>
        <translation>O alvo suspeita do desarme</translation>
    </message>
    <message>
        <source>A parry stops the disarm</source>
        <translation>Um aparo detém o desarme</translation>
    </message>
    <message>
        <source>Entangle</source>
        <translation>Enredar</translation>
    </message>
    <message>
        <source>Difficult; no damage; the target is entangled</source>
        <translation>Difícil; sem dano; o alvo fica enredado</translation>
    </message>
    <message>
        <source>Knockback attempt</source>
        <translation>Tentativa de repulsão</translation>
    </message>
    <message>
        <source>Damage vs SIZ; 1 m back per 5 over</source>
        <translation>Dano contra SIZ; 1 m para trás a cada 5 acima</translation>
    </message>
    <message>
        <source>Knockback from above</source>
        <translation>Repulsão de cima</translation>
    </message>
    <message>
        <source>No push: Agility roll or fall prone</source>
        <translation>Sem empurrão: rolagem de Agilidade ou cai</translation>
    </message>
    <message>
        <source>Sweep attack</source>
        <translation>Ataque de varredura</translation>
    </message>
    <message>
        <source>Easy; half damage; dodge impossible (Jump)</source>
        <translation>Fácil; metade do dano; esquiva impossível (Saltar)</translation>
    </message>
    <message>
        <source>Pull the blow</source>
        <translation>Conter o golpe</translation>
    </message>
    <message>
        <source>Less damage: every die a size smaller, every die a D2, one die fewer, or one die; the + stays (pulling_blows.json)</source>
        <translation>Menos dano: cada dado um tamanho menor, cada dado um D2, um dado a menos ou um só dado; o + fica (pulling_blows.json)</translation>
    </message>
    <message>
        <source>Smaller</source>
        <translation>Dados menores</translation>
    </message>
    <message>
        <source>Smallest</source>
        <translation>Dados mínimos (D2)</translation>
    </message>
    <message>
        <source>Fewer</source>
        <translation>Um dado a menos</translation>
    </message>
    <message>
        <source>One die</source>
        <translation>Um só dado</translation>
    </message>
    <message>
        <source>Damage modifier added</source>
        <translation>Modificador de dano somado</translation>
    </message>
    <message>
        <source>A pulled blow may add less of the damage modifier, or none</source>
        <translation>Um golpe contido pode somar menos do modificador de dano, ou nada</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Metade</translation>
    </message>
    <message>
        <source>Thrown weapon used in melee</source>
        <translation>Arma de arremesso usada no corpo a corpo</translation>
    </message>
    <message>
        <source>Difficult without a melee skill for it; the full damage modifier (thrown_weapons.json)</source>
        <translation>Difícil sem uma habilidade de corpo a corpo para ela; o modificador de dano inteiro (thrown_weapons.json)</translation>
    </message>
    <message>
        <source>Volley fire</source>
        <translation>Fogo de saraivada</translation>
    </message>
    <message>
        <source>Difficult; next attack 5 DEX ranks later; no defence</source>
        <translation>Difícil; próximo ataque 5 níveis de DEX depois; sem defesa</translation>
    </message>
    <message>
        <source>Second weapon&apos;s attack</source>
        <translation>Ataque da segunda arma</translation>
    </message>
    <message>
        <source>Comes 5 DEX ranks later</source>
        <translation>Vem 5 níveis de DEX depois</translation>
    </message>
    <message>
        <source>Off-hand weapon</source>
        <translation>Arma na mão inábil</translation>
    </message>
    <message>
        <source>Difficult unless trained or 100%+</source>
        <translation>Difícil a menos que treinado ou com 100%+</translation>
    </message>
    <message>
        <source>Automatic fire</source>
        <translation>Disparo automático</translation>
    </message>
    <message>
        <source>+20% burst, +40% full auto; hits = a die by shots fired</source>
        <translation>+20% rajada, +40% automático; acertos = um dado pelos disparos feitos</translation>
    </message>
    <message>
        <source>Burst</source>
        <translation>Rajada</translation>
    </message>
    <message>
        <source>Full auto</source>
        <translation>Automático total</translation>
    </message>
    <message>
        <source>Shots fired</source>
        <translation>Disparos feitos</translation>
    </message>
    <message>
        <source>Autofire: the shots announced</source>
        <translation>Disparo automático: os disparos anunciados</translation>
    </message>
    <message>
        <source>Targets in a narrow field</source>
        <translation>Alvos num campo estreito</translation>
    </message>
    <message>
        <source>Autofire: a further +20%</source>
        <translation>Disparo automático: mais +20%</translation>
    </message>
    <message>
        <source>Backstab</source>
        <translation>Facada nas costas</translation>
    </message>
    <message>
        <source>Easy; a defence only after a Difficult Listen</source>
        <translation>Fácil; uma defesa só após uma rolagem Difícil de Ouvir</translation>
    </message>
    <message>
        <source>Target turned and ran</source>
        <translation>O alvo deu as costas e fugiu</translation>
    </message>
    <message>
        <source>Difficult; no parry or dodge</source>
        <translation>Difícil; sem aparar nem esquivar</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Emboscada</translation>
    </message>
    <message>
        <source>The surprise round&apos;s grades and defences</source>
        <translation>Os graus e as defesas da rodada de surpresa</translation>
    </message>
    <message>
        <source>Missile, unseen</source>
        <translation>Projétil, sem ser visto</translation>
    </message>
    <message>
        <source>Missile, seen</source>
        <translation>Projétil, visto</translation>
    </message>
    <message>
        <source>Melee, undetected</source>
        <translation>Corpo a corpo, sem ser notado</translation>
    </message>
    <message>
        <source>Melee, detected</source>
        <translation>Corpo a corpo, notado</translation>
    </message>
    <message>
        <source>Attacker on higher ground</source>
        <translation>Atacante em terreno mais alto</translation>
    </message>
    <message>
        <source>+10% attack</source>
        <translation>+10% no ataque</translation>
    </message>
    <message>
        <source>Attacker mounted</source>
        <translation>Atacante montado</translation>
    </message>
    <message>
        <source>Skill capped by Ride; higher ground over foot</source>
        <translation>Habilidade limitada por Cavalgar; terreno mais alto sobre quem está a pé</translation>
    </message>
    <message>
        <source>Attacker flying</source>
        <translation>Atacante voando</translation>
    </message>
    <message>
        <source>Skill capped by Fly (air_combat.json)</source>
        <translation>Habilidade limitada por Voar (air_combat.json)</translation>
    </message>
    <message>
        <source>Target mounted</source>
        <translation>Alvo montado</translation>
    </message>
    <message>
        <source>The target&apos;s dodge is Difficult</source>
        <translation>A esquiva do alvo é Difícil</translation>
    </message>
    <message>
        <source>Under water</source>
        <translation>Debaixo d&apos;água</translation>
    </message>
    <message>
        <source>Skill capped by Swim; non-impaling damage halved and +3 armour</source>
        <translation>Habilidade limitada por Nadar; dano não empalador pela metade e +3 de armadura</translation>
    </message>
    <message>
        <source>Shooting angle</source>
        <translation>Ângulo de disparo</translation>
    </message>
    <message>
        <source>Up −10%, down +10% (no range modifiers), over 45° Difficult</source>
        <translation>Para cima −10%, para baixo +10% (sem modificadores de alcance), acima de 45° Difícil</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivelado</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Para cima</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Para baixo</translation>
    </message>
    <message>
        <source>Steep</source>
        <translation>Íngreme (mais de 45°)</translation>
    </message>
    <message>
        <source>Shooting while moving</source>
        <translation>Disparar em movimento</translation>
    </message>
    <message>
        <source>Sideways Difficult (bows exempt), behind 1/5</source>
        <translation>De lado Difícil (arcos isentos), para trás 1/5</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Para a frente</translation>
    </message>
    <message>
        <source>Sideways</source>
        <translation>De lado</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Para trás</translation>
    </message>
    <message>
        <source>Target is an object</source>
        <translation>O alvo é um objeto</translation>
    </message>
    <message>
        <source>Large inanimate Easy, tiny Difficult</source>
        <translation>Inanimado grande Fácil, minúsculo Difícil</translation>
    </message>
    <message>
        <source>Large inanimate</source>
        <translation>Grande e inanimado</translation>
    </message>
    <message>
        <source>Tiny</source>
        <translation>Minúsculo</translation>
    </message>
    <message>
        <source>Defender kneels behind a shield</source>
        <translation>Defensor ajoelhado atrás de um escudo</translation>
    </message>
    <message>
        <source>Full shield 60%, large 90%</source>
        <translation>Escudo completo 60%, grande 90%</translation>
    </message>
    <message>
        <source>Braced prone with a firearm</source>
        <translation>Deitado e apoiado com uma arma de fogo</translation>
    </message>
    <message>
        <source>GM option: +10%</source>
        <translation>Opção do mestre: +10%</translation>
    </message>
    <message>
        <source>GM&apos;s grade</source>
        <translation>Grau do mestre</translation>
    </message>
    <message>
        <source>Any other circumstance</source>
        <translation>Qualquer outra circunstância</translation>
    </message>
    <message>
        <source>GM&apos;s modifier</source>
        <translation>Modificador do mestre</translation>
    </message>
    <message>
        <source>Percentage points</source>
        <translation>Pontos percentuais</translation>
    </message>
    <message>
        <source>Unknown attack option {k!r}.</source>
        <translation>Opção de ataque desconhecida {k!r}.</translation>
    </message>
    <message>
        <source>{label}: choose from {choices}, not {v!r}.</source>
        <translation>{label}: escolha entre {choices}, não {v!r}.</translation>
    </message>
    <message>
        <source>A melee weapon</source>
        <translation>Uma arma de corpo a corpo</translation>
    </message>
    <message>
        <source>{target} is at {band} range: {name} needs Engaged range. Close in first.</source>
        <translation>{target} está a alcance {band}: {name} precisa de alcance Engajado. Aproxime-se primeiro.</translation>
    </message>
    <message>
        <source>{attacker} has no action left this DEX rank.</source>
        <translation>{attacker} não tem mais ações neste nível de DEX.</translation>
    </message>
    <message>
        <source>{target} can&apos;t {defence}.</source>
        <translation>{target} não pode {defence}.</translation>
    </message>
    <message>
        <source>{target} is stunned: defending needs an Idea roll, and the sheet has no INT.</source>
        <translation>{target} está atordoado: defender-se exige uma rolagem de Ideia, e a ficha não tem INT.</translation>
    </message>
    <message>
        <source>This attack rolls against {target}&apos;s {missing}: fill it in.</source>
        <translation>Este ataque rola contra {missing} de {target}: preencha.</translation>
    </message>
    <message>
        <source>A combatant can&apos;t attack themselves.</source>
        <translation>Um combatente não pode atacar a si mesmo.</translation>
    </message>
    <message>
        <source>{attacker} has no weapon: give them one on the sheet.</source>
        <translation>{attacker} não tem arma: dê uma na ficha.</translation>
    </message>
    <message>
        <source>{target} is dead.</source>
        <translation>{target} está morto.</translation>
    </message>
    <message>
        <source>{w_name} isn&apos;t in {attacker}&apos;s hand: draw it first ({draw} DEX ranks).</source>
        <translation>{w_name} não está na mão de {attacker}: saque primeiro ({draw} níveis de DEX).</translation>
    </message>
    <message>
        <source>Careful aim has no effect beyond twice the basic range.</source>
        <translation>Mirar com cuidado não tem efeito além do dobro do alcance básico.</translation>
    </message>
    <message>
        <source>Aimed at a specific area</source>
        <translation>Mirando uma área específica</translation>
    </message>
    <message>
        <source>5 DEX ranks of aim offset the specific area&apos;s Difficult.</source>
        <translation>5 níveis de DEX de mira compensam o Difícil da área específica.</translation>
    </message>
    <message>
        <source>Partial cover</source>
        <translation>Cobertura parcial</translation>
    </message>
    <message>
        <source>Mounted: capped by Ride {ride}%</source>
        <translation>Montado: limitado por Cavalgar {ride}%</translation>
    </message>
    <message>
        <source>Mounted: no Ride skill in the stats to cap the attack.</source>
        <translation>Montado: nenhuma habilidade Cavalgar na ficha para limitar o ataque.</translation>
    </message>
    <message>
        <source>Flying: capped by Fly {fly}%</source>
        <translation>Voando: limitado por Voar {fly}%</translation>
    </message>
    <message>
        <source>Flying: no Fly skill in the stats to cap the attack.</source>
        <translation>Voando: nenhuma habilidade Voar na ficha para limitar o ataque.</translation>
    </message>
    <message>
        <source>Under water: capped by Swim {swim}%</source>
        <translation>Debaixo d&apos;água: limitado por Nadar {swim}%</translation>
    </message>
    <message>
        <source>Under water: no Swim skill in the stats to cap the attack.</source>
        <translation>Debaixo d&apos;água: nenhuma habilidade Nadar na ficha para limitar o ataque.</translation>
    </message>
    <message>
        <source>chase: {step_name}</source>
        <translation>perseguição: {step_name}</translation>
    </message>
    <message>
        <source>Chase range {step_name}: melee attacks are impossible.</source>
        <translation>Faixa da perseguição {step_name}: ataques corpo a corpo são impossíveis.</translation>
    </message>
    <message>
        <source>Chase range {step_name}: no chance to hit.</source>
        <translation>Faixa da perseguição {step_name}: sem chance de acertar.</translation>
    </message>
    <message>
        <source>Chase range {step_name}</source>
        <translation>Faixa da perseguição {step_name}</translation>
    </message>
    <message>
        <source>Chase range {step_name}: 1/5 of the skill</source>
        <translation>Faixa da perseguição {step_name}: 1/5 da habilidade</translation>
    </message>
    <message>
        <source>Chase range {step_name}: only a roll of 01 hits.</source>
        <translation>Faixa da perseguição {step_name}: só uma rolagem de 01 acerta.</translation>
    </message>
    <message>
        <source>Point-blank at melee distance</source>
        <translation>À queima-roupa na distância de corpo a corpo</translation>
    </message>
    <message>
        <source>Bow or thrown weapon at melee distance</source>
        <translation>Arco ou arma de arremesso na distância de corpo a corpo</translation>
    </message>
    <message>
        <source>Point-blank (within DEX/3 m)</source>
        <translation>À queima-roupa (até DEX/3 m)</translation>
    </message>
    <message>
        <source>Point-blank: {distance:.1f} m ≤ DEX/3 = {limit:.1f} m</source>
        <translation>À queima-roupa: {distance:.1f} m ≤ DEX/3 = {limit:.1f} m</translation>
    </message>
    <message>
        <source>Medium range ({d:.0f} m, up to twice {rng:g} m)</source>
        <translation>Alcance médio ({d:.0f} m, até o dobro de {rng:g} m)</translation>
    </message>
    <message>
        <source>Long range ({d:.0f} m, up to four times {rng:g} m): 1/5</source>
        <translation>Alcance longo ({d:.0f} m, até quatro vezes {rng:g} m): 1/5</translation>
    </message>
    <message>
        <source>{target} is {d:.0f} m away: beyond {limit} × {rng:g} m, {w_name} has no chance to hit.</source>
        <translation>{target} está a {d:.0f} m: além de {limit} × {rng:g} m, {w_name} não tem chance de acertar.</translation>
    </message>
    <message>
        <source>Target prone</source>
        <translation>Alvo caído</translation>
    </message>
    <message>
        <source>Target prone at long range</source>
        <translation>Alvo caído a longo alcance</translation>
    </message>
    <message>
        <source>Target prone (melee or up to medium range)</source>
        <translation>Alvo caído (corpo a corpo ou até alcance médio)</translation>
    </message>
    <message>
        <source>Target stunned</source>
        <translation>Alvo atordoado</translation>
    </message>
    <message>
        <source>Target helpless</source>
        <translation>Alvo indefeso</translation>
    </message>
    <message>
        <source>Attacking from prone</source>
        <translation>Atacando do chão</translation>
    </message>
    <message>
        <source>No two-handed melee weapon from prone (setting).</source>
        <translation>Nenhuma arma de corpo a corpo de duas mãos estando caído (configuração).</translation>
    </message>
    <message>
        <source>Two-handed weapon from prone</source>
        <translation>Arma de duas mãos estando caído</translation>
    </message>
    <message>
        <source>Missile from prone (not a firearm or crossbow)</source>
        <translation>Míssil estando caído (não arma de fogo nem besta)</translation>
    </message>
    <message>
        <source>Braced prone (GM option)</source>
        <translation>Deitado e apoiado (opção do mestre)</translation>
    </message>
    <message>
        <source>Desperate action</source>
        <translation>Ação desesperada</translation>
    </message>
    <message>
        <source>{target}&apos;s long weapon keeps {attacker} at bay this round: get past the guard (Dodge or Parry) first.</source>
        <translation>A arma longa de {target} mantém {attacker} à distância nesta rodada: passe pela guarda (Esquiva ou Aparar) primeiro.</translation>
    </message>
    <message>
        <source>Inside {target}&apos;s long weapon&apos;s guard</source>
        <translation>Dentro da guarda da arma longa de {target}</translation>
    </message>
    <message>
        <source>{target} is inside the long weapon&apos;s guard</source>
        <translation>{target} está dentro da guarda da arma longa</translation>
    </message>
    <message>
        <source>Large target (SIZ {st} &gt; 2 × {sa})</source>
        <translation>Alvo grande (SIZ {st} &gt; 2 × {sa})</translation>
    </message>
    <message>
        <source>Small target (SIZ {st} &lt; half of {sa}, rounded up)</source>
        <translation>Alvo pequeno (SIZ {st} &lt; metade de {sa}, arredondado para cima)</translation>
    </message>
    <message>
        <source>Large inanimate object</source>
        <translation>Objeto inanimado grande</translation>
    </message>
    <message>
        <source>Tiny object</source>
        <translation>Objeto minúsculo</translation>
    </message>
    <message>
        <source>Fortified position</source>
        <translation>Posição fortificada</translation>
    </message>
    <message>
        <source>{target} is fully behind a fortification: small missiles can&apos;t hit (siege weapons, explosions and area attacks can).</source>
        <translation>{target} está totalmente atrás de uma fortificação: mísseis pequenos não acertam (armas de cerco, explosões e ataques de área sim).</translation>
    </message>
    <message>
        <source>{target} is fully behind a fortification.</source>
        <translation>{target} está totalmente atrás de uma fortificação.</translation>
    </message>
    <message>
        <source>Shooting while in melee</source>
        <translation>Disparando estando em corpo a corpo</translation>
    </message>
    <message>
        <source>Firing into melee ({engaged_others})</source>
        <translation>Disparando para o combate ({engaged_others})</translation>
    </message>
    <message>
        <source>{n_others} already fight {target} ({case}: at most {limit}): {attacker} can&apos;t get at them.</source>
        <translation>{n_others} já lutam com {target} ({case}: no máximo {limit}): {attacker} não consegue alcançá-lo.</translation>
    </message>
    <message>
        <source>Enclosed space, weapon SIZ {siz} &gt; 1.5</source>
        <translation>Ambiente fechado, arma de SIZ {siz} &gt; 1,5</translation>
    </message>
    <message>
        <source>A weapon of SIZ 2.5+ may be Impossible here (GM).</source>
        <translation>Uma arma de SIZ 2,5+ pode ser Impossível aqui (mestre).</translation>
    </message>
    <message>
        <source>No higher-ground bonus: the lower combatant has a long weapon.</source>
        <translation>Sem bônus de terreno mais alto: o combatente mais baixo tem uma arma longa.</translation>
    </message>
    <message>
        <source>Higher ground</source>
        <translation>Terreno mais alto</translation>
    </message>
    <message>
        <source>Mounted over a target on foot</source>
        <translation>Montado sobre um alvo a pé</translation>
    </message>
    <message>
        <source>Shooting up</source>
        <translation>Disparando para cima</translation>
    </message>
    <message>
        <source>Shooting down (no range modifiers)</source>
        <translation>Disparando para baixo (sem modificadores de alcance)</translation>
    </message>
    <message>
        <source>Shooting at over 45°</source>
        <translation>Disparando acima de 45°</translation>
    </message>
    <message>
        <source>Shooting sideways while moving</source>
        <translation>Disparando de lado em movimento</translation>
    </message>
    <message>
        <source>Shooting behind while moving: 1/5</source>
        <translation>Disparando para trás em movimento: 1/5</translation>
    </message>
    <message>
        <source>Wind: {name}</source>
        <translation>Vento: {name}</translation>
    </message>
    <message>
        <source>Knockout attack (aimed at the head)</source>
        <translation>Ataque de nocaute (mirado na cabeça)</translation>
    </message>
    <message>
        <source>Disarm: striking the weapon</source>
        <translation>Desarmar: golpeando a arma</translation>
    </message>
    <message>
        <source>Entangle attempt</source>
        <translation>Tentativa de enredar</translation>
    </message>
    <message>
        <source>{name}&apos;s {damage} can&apos;t be pulled that way.</source>
        <translation>O {damage} de {name} não pode ser contido dessa forma.</translation>
    </message>
    <message>
        <source>Free attack on a fleeing target</source>
        <translation>Ataque livre contra um alvo em fuga</translation>
    </message>
    <message>
        <source>Ambush ({amb})</source>
        <translation>Emboscada ({amb})</translation>
    </message>
    <message>
        <source>Volley fire is for thrown or shot missile weapons.</source>
        <translation>Fogo de saraivada é para armas de mísseis arremessadas ou disparadas.</translation>
    </message>
    <message>
        <source>{w_name} can&apos;t fire bursts or automatic fire.</source>
        <translation>{w_name} não dispara rajadas nem em automático.</translation>
    </message>
    <message>
        <source>Autofire: {name}</source>
        <translation>Disparo automático: {name}</translation>
    </message>
    <message>
        <source>Broken weapon</source>
        <translation>Arma quebrada</translation>
    </message>
    <message>
        <source>{name} isn&apos;t a thrown weapon.</source>
        <translation>{name} não é uma arma de arremesso.</translation>
    </message>
    <message>
        <source>{target} is out of reach: a thrown weapon is used in melee when engaged.</source>
        <translation>{target} está fora de alcance: uma arma de arremesso é usada no corpo a corpo quando engajado.</translation>
    </message>
    <message>
        <source>{w_name} in melee with {melee}: no penalty.</source>
        <translation>{w_name} no corpo a corpo com {melee}: sem penalidade.</translation>
    </message>
    <message>
        <source>Timed effects ({key})</source>
        <translation>Efeitos temporários ({key})</translation>
    </message>
    <message>
        <source>Timed effect: actions Difficult</source>
        <translation>Efeito temporário: ações Difíceis</translation>
    </message>
    <message>
        <source>Timed effect: actions Easy</source>
        <translation>Efeito temporário: ações Fáceis</translation>
    </message>
    <message>
        <source>{t} is helpless: no dodge or parry.</source>
        <translation>{t} está indefeso: sem esquiva nem aparo.</translation>
    </message>
    <message>
        <source>{t} turned and ran: the free attack can&apos;t be parried or dodged.</source>
        <translation>{t} deu as costas e fugiu: o ataque livre não pode ser aparado nem esquivado.</translation>
    </message>
    <message>
        <source>Unseen missile ambush: the targets can&apos;t dodge or parry.</source>
        <translation>Emboscada de mísseis não vista: os alvos não podem esquivar nem aparar.</translation>
    </message>
    <message>
        <source>{t} volleyed this round and can&apos;t dodge or parry.</source>
        <translation>{t} disparou em saraivada nesta rodada e não pode esquivar nem aparar.</translation>
    </message>
    <message>
        <source>Missiles can be parried or dodged only at point-blank range.</source>
        <translation>Mísseis só podem ser aparados ou esquivados à queima-roupa.</translation>
    </message>
    <message>
        <source>Defending while prone</source>
        <translation>Defendendo-se caído</translation>
    </message>
    <message>
        <source>Backstab: only after a Difficult Listen</source>
        <translation>Facada nas costas: só após uma rolagem Difícil de Ouvir</translation>
    </message>
    <message>
        <source>Undetected melee ambush</source>
        <translation>Emboscada corpo a corpo não detectada</translation>
    </message>
    <message>
        <source>Long weapon with the attacker inside the guard</source>
        <translation>Arma longa com o atacante dentro da guarda</translation>
    </message>
    <message>
        <source>After a quick draw (quick_draw.json)</source>
        <translation>Depois de um saque rápido (quick_draw.json)</translation>
    </message>
    <message>
        <source>A sweep can&apos;t be dodged: jump out of the way (Jump).</source>
        <translation>Uma varredura não pode ser esquivada: salte para fora do caminho (Saltar).</translation>
    </message>
    <message>
        <source>Dodging while mounted</source>
        <translation>Esquivando-se montado</translation>
    </message>
    <message>
        <source>{t} has no weapon ready to parry with.</source>
        <translation>{t} não tem arma pronta para aparar.</translation>
    </message>
    <message>
        <source>{tw_name} has no parry value (a missile weapon parries at half its base chance, at least 20%: set &apos;parry&apos;).</source>
        <translation>{tw_name} não tem valor de aparo (uma arma de mísseis apara com metade da chance básica, no mínimo 20%: defina &apos;parry&apos;).</translation>
    </message>
    <message>
        <source>It is Impossible to parry with a shield under water.</source>
        <translation>É Impossível aparar com um escudo debaixo d&apos;água.</translation>
    </message>
    <message>
        <source>A parry has no effect on a disarm the target doesn&apos;t suspect.</source>
        <translation>Um aparo não tem efeito contra um desarme de que o alvo não suspeita.</translation>
    </message>
    <message>
        <source>{target}&apos;s shield must be medium or small, full or large (not {shield!r}).</source>
        <translation>O escudo de {target} deve ser médio ou pequeno, completo ou grande (não {shield!r}).</translation>
    </message>
    <message>
        <source>impale {t2}</source>
        <translation>empalar {t2}</translation>
    </message>
    <message>
        <source>db {dbtext}</source>
        <translation>md {dbtext}</translation>
    </message>
    <message>
        <source>broken weapon</source>
        <translation>arma quebrada</translation>
    </message>
    <message>
        <source>non-impaling under water</source>
        <translation>não empalador debaixo d&apos;água</translation>
    </message>
    <message>
        <source>halved ({why}) → {total}</source>
        <translation>pela metade ({why}) → {total}</translation>
    </message>
    <message>
        <source> + 3 (water)</source>
        <translation> + 3 (água)</translation>
    </message>
    <message>
        <source>ignored (critical)</source>
        <translation>ignorada (crítico)</translation>
    </message>
    <message>
        <source>ignored (unarmoured area)</source>
        <translation>ignorada (área sem armadura)</translation>
    </message>
    <message>
        <source>Autofire needs at least one shot.</source>
        <translation>O disparo automático precisa de pelo menos um disparo.</translation>
    </message>
    <message>
        <source>No die fits {shots} shots: fire a die-sized burst (2, 3, 4, 5, 6, 8, 10 …).</source>
        <translation>Nenhum dado serve para {shots} disparos: dispare uma rajada do tamanho de um dado (2, 3, 4, 5, 6, 8, 10 …).</translation>
    </message>
    <message>
        <source>{shots} shots: more than any die.</source>
        <translation>{shots} disparos: mais do que qualquer dado.</translation>
    </message>
    <message>
        <source>1 shot: 1 hit</source>
        <translation>1 disparo: 1 acerto</translation>
    </message>
    <message>
        <source>D{shots} = {n}, halved (rounded up) = {ceil}</source>
        <translation>D{shots} = {n}, pela metade (arredondado para cima) = {ceil}</translation>
    </message>
    <message>
        <source>D{bigger} = {n}, at most {shots} = {n2}</source>
        <translation>D{bigger} = {n}, no máximo {shots} = {n2}</translation>
    </message>
    <message>
        <source>{attacker} attacks</source>
        <translation>{attacker} ataca</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} ataca {target}</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} with {value} ({chance}%): {roll_faces} — {result}.</source>
        <translation>{attacker} ataca {target} com {value} ({chance}%): {roll_faces} — {result}.</translation>
    </message>
    <message>
        <source>The shot hits {target}&apos;s cover (rolls {chance}–{cover_chance}).</source>
        <translation>O disparo atinge a cobertura de {target} (rolagens {chance}–{cover_chance}).</translation>
    </message>
    <message>
        <source>It hits someone else in the melee: everyone there rolls Luck, the worst is hit.</source>
        <translation>Atinge outra pessoa no corpo a corpo: todos ali rolam Sorte, o pior é atingido.</translation>
    </message>
    <message>
        <source>A fumble (the GM decides what goes wrong).</source>
        <translation>Um fumble (o mestre decide o que dá errado).</translation>
    </message>
    <message>
        <source>No DEX ranks left for another volley attack this round.</source>
        <translation>Não restam níveis de DEX para outro ataque em saraivada nesta rodada.</translation>
    </message>
    <message>
        <source>No DEX ranks left for the second weapon&apos;s attack this round.</source>
        <translation>Não restam níveis de DEX para o ataque da segunda arma nesta rodada.</translation>
    </message>
    <message>
        <source>bare hands</source>
        <translation>mãos nuas</translation>
    </message>
    <message>
        <source>Idea roll to defend while stunned</source>
        <translation>Rolagem de Ideia para se defender atordoado</translation>
    </message>
    <message>
        <source>{target} is stunned and fails the Idea roll: no {defence}.</source>
        <translation>{target} está atordoado e falha na rolagem de Ideia: sem {defence}.</translation>
    </message>
    <message>
        <source>parries</source>
        <translation>apara</translation>
    </message>
    <message>
        <source>dodges</source>
        <translation>esquiva</translation>
    </message>
    <message>
        <source>jumps</source>
        <translation>salta</translation>
    </message>
    <message>
        <source>{target} {verb} ({chance}%): {roll} — {result}{stops}.</source>
        <translation>{target} {verb} ({chance}%): {roll} — {result}{stops}.</translation>
    </message>
    <message>
        <source>, and stops it</source>
        <translation>, e o detém</translation>
    </message>
    <message>
        <source>{target} rolls back to their feet ({source}: a Difficult Dodge stands them up).</source>
        <translation>{target} rola e fica de pé ({source}: uma Esquiva Difícil o põe de pé).</translation>
    </message>
    <message>
        <source>{target}&apos;s shield</source>
        <translation>escudo de {target}</translation>
    </message>
    <message>
        <source>{target}&apos;s shield blocks it ({block}%: {roll_faces}).</source>
        <translation>O escudo de {target} bloqueia ({block}%: {roll_faces}).</translation>
    </message>
    <message>
        <source>{target}&apos;s shield misses the block ({block}%: {roll_faces}).</source>
        <translation>O escudo de {target} falha o bloqueio ({block}%: {roll_faces}).</translation>
    </message>
    <message>
        <source>{target} is entangled (no damage).</source>
        <translation>{target} fica enredado (sem dano).</translation>
    </message>
    <message>
        <source>{shots} shots: {htext} → {hits} hit.</source>
        <translation>{shots} disparos: {htext} → {hits} acerto.</translation>
    </message>
    <message>
        <source>{shots} shots: {htext} → {hits} hits.</source>
        <translation>{shots} disparos: {htext} → {hits} acertos.</translation>
    </message>
    <message>
        <source>Damage {dice}; armour {armour_text} → {dealt}.</source>
        <translation>Dano {dice}; armadura {armour_text} → {dealt}.</translation>
    </message>
    <message>
        <source>Special success: {special}.</source>
        <translation>Sucesso especial: {special}.</translation>
    </message>
    <message>
        <source>({target} has no hit points in the stats: damage not tracked.)</source>
        <translation>({target} não tem pontos de vida na ficha: dano não registrado.)</translation>
    </message>
    <message>
        <source>(No knockback roll: {target}&apos;s sheet has no {lacking}.)</source>
        <translation>(Sem rolagem de repulsão: a ficha de {target} não tem {lacking}.)</translation>
    </message>
    <message>
        <source>Disarm {target}</source>
        <translation>Desarmar {target}</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>dano</translation>
    </message>
    <message>
        <source>Disarm: damage {rolled} vs {char} {passive}: {value}.</source>
        <translation>Desarmar: dano {rolled} contra {char} {passive}: {value}.</translation>
    </message>
    <message>
        <source>the weapon drops</source>
        <translation>a arma cai</translation>
    </message>
    <message>
        <source>they keep hold</source>
        <translation>ele mantém a arma</translation>
    </message>
    <message>
        <source>{held_name} loses {excess} hit points.</source>
        <translation>{held_name} perde {excess} pontos de vida.</translation>
    </message>
    <message>
        <source>knockout rounds</source>
        <translation>rodadas de nocaute</translation>
    </message>
    <message>
        <source>Damage {dealt} after armour is a major wound: 1 damage and knocked out for {duration_rounds} = {rounds} rounds (the GM&apos;s secret roll).</source>
        <translation>Dano {dealt} depois da armadura é um ferimento grave: 1 de dano e nocauteado por {duration_rounds} = {rounds} rodadas (rolagem secreta do mestre).</translation>
    </message>
    <message>
        <source>knockout attack</source>
        <translation>ataque de nocaute</translation>
    </message>
    <message>
        <source>Damage {dealt} is a minor wound: the blow does the weapon&apos;s minimum ({least} after armour) and doesn&apos;t knock out.</source>
        <translation>Dano {dealt} é um ferimento leve: o golpe causa o mínimo da arma ({least} depois da armadura) e não nocauteia.</translation>
    </message>
    <message>
        <source>knockout attempt</source>
        <translation>tentativa de nocaute</translation>
    </message>
    <message>
        <source>Special: the stun weapon counts its maximum ({dealt} after armour).</source>
        <translation>Especial: a arma de atordoamento conta o máximo ({dealt} depois da armadura).</translation>
    </message>
    <message>
        <source>{target} has no hit points in the stats: the stun can&apos;t be resisted.</source>
        <translation>{target} não tem pontos de vida na ficha: não se pode resistir ao atordoamento.</translation>
    </message>
    <message>
        <source>Stun {target}</source>
        <translation>Atordoar {target}</translation>
    </message>
    <message>
        <source>stun damage</source>
        <translation>dano de atordoamento</translation>
    </message>
    <message>
        <source>current HP</source>
        <translation>PV atuais</translation>
    </message>
    <message>
        <source>{target} shrugs off the stun: no damage.</source>
        <translation>{target} resiste ao atordoamento: sem dano.</translation>
    </message>
    <message>
        <source>stun weapon</source>
        <translation>arma de atordoamento</translation>
    </message>
    <message>
        <source> (at 0 hit points they may die of concussion without care)</source>
        <translation> (com 0 pontos de vida pode morrer de concussão sem cuidados)</translation>
    </message>
    <message>
        <source>The stun would leave {target} at {after} hit points: knocked out for {value} rounds{extra}.</source>
        <translation>O atordoamento deixaria {target} com {after} pontos de vida: nocauteado por {value} rodadas{extra}.</translation>
    </message>
    <message>
        <source>{target} is stunned for {dealt} rounds and takes {least} damage.</source>
        <translation>{target} fica atordoado por {dealt} rodadas e sofre {least} de dano.</translation>
    </message>
    <message>
        <source>Knockback on {target}</source>
        <translation>Repulsão em {target}</translation>
    </message>
    <message>
        <source>Agility to stay standing</source>
        <translation>Agilidade para continuar de pé</translation>
    </message>
    <message>
        <source>knocked down from above</source>
        <translation>derrubado de cima</translation>
    </message>
    <message>
        <source>knocked back {metres} m</source>
        <translation>empurrado {metres} m para trás</translation>
    </message>
    <message>
        <source>{target} is {how}{value}.</source>
        <translation>{target} é {how}{value}.</translation>
    </message>
    <message>
        <source> and falls prone</source>
        <translation> e cai</translation>
    </message>
    <message>
        <source>, still standing</source>
        <translation>, ainda de pé</translation>
    </message>
    <message>
        <source>Only a long weapon keeps a shorter one at bay ({long_user}: {value}, {short_user}: {value2}).</source>
        <translation>Só uma arma longa mantém uma mais curta à distância ({long_user}: {value}, {short_user}: {value2}).</translation>
    </message>
    <message>
        <source>{long_user} keeps {short_user} at bay</source>
        <translation>{long_user} mantém {short_user} à distância</translation>
    </message>
    <message>
        <source>keep {short_user} at bay</source>
        <translation>manter {short_user} à distância</translation>
    </message>
    <message>
        <source>{long_user} keeps {short_user} at bay this round.</source>
        <translation>{long_user} mantém {short_user} à distância nesta rodada.</translation>
    </message>
    <message>
        <source>Get past the guard with a Dodge or a Parry.</source>
        <translation>Passe pela guarda com uma Esquiva ou um Aparo.</translation>
    </message>
    <message>
        <source>{short_user} has no weapon to parry with.</source>
        <translation>{short_user} não tem arma para aparar.</translation>
    </message>
    <message>
        <source>{short_user} gets past {long_user}&apos;s guard</source>
        <translation>{short_user} passa pela guarda de {long_user}</translation>
    </message>
    <message>
        <source>{short_user} closes in</source>
        <translation>{short_user} se aproxima</translation>
    </message>
    <message>
        <source>{using} past {long_user}&apos;s guard</source>
        <translation>{using} passando pela guarda de {long_user}</translation>
    </message>
    <message>
        <source>{short_user} is inside {long_user}&apos;s guard: attacks on {long_user} Easy, on {short_user} Difficult, {long_user}&apos;s defences Difficult.</source>
        <translation>{short_user} está dentro da guarda de {long_user}: ataques contra {long_user} Fáceis, contra {short_user} Difíceis, defesas de {long_user} Difíceis.</translation>
    </message>
    <message>
        <source>{short_user} is kept out of {long_user}&apos;s reach for the rest of the round and can&apos;t attack.</source>
        <translation>{short_user} é mantido fora do alcance de {long_user} pelo resto da rodada e não pode atacar.</translation>
    </message>
    <message>
        <source>{long_user} regains distance</source>
        <translation>{long_user} recupera a distância</translation>
    </message>
    <message>
        <source>{long_user} regains the distance from {short_user}.</source>
        <translation>{long_user} recupera a distância de {short_user}.</translation>
    </message>
    <message>
        <source>{skill} before an aura attack</source>
        <translation>{skill} antes de um ataque de aura</translation>
    </message>
    <message>
        <source>{modifier} {result}: halved</source>
        <translation>{modifier} {result}: pela metade</translation>
    </message>
    <message>
        <source>Aura attack: {modifier} is {min} to {max}, not {value}.</source>
        <translation>Ataque de aura: {modifier} vai de {min} a {max}, não {value}.</translation>
    </message>
    <message>
        <source>Aura attack by {attacker} on {target}</source>
        <translation>Ataque de aura de {attacker} em {target}</translation>
    </message>
    <message>
        <source>{target} resists {attacker}&apos;s aura</source>
        <translation>{target} resiste à aura de {attacker}</translation>
    </message>
    <message>
        <source>aura</source>
        <translation>aura</translation>
    </message>
    <message>
        <source>{attacker}&apos;s aura {total} (base {base}</source>
        <translation>Aura de {attacker} {total} (base {base}</translation>
    </message>
    <message>
        <source>) vs {target}&apos;s POW {target_pow}: {result}. </source>
        <translation>) contra POW de {target} {target_pow}: {result}. </translation>
    </message>
    <message>
        <source>{target} is demoralised: may surrender or flee (Actions dock: Surrender, Flee); all actions Difficult this round.</source>
        <translation>{target} está desmoralizado: pode se render ou fugir (painel de Ações: Render-se, Fugir); todas as ações Difíceis nesta rodada.</translation>
    </message>
    <message>
        <source>{target} is mesmerised to the end of the round: may dodge or parry, starts nothing.</source>
        <translation>{target} fica hipnotizado até o fim da rodada: pode esquivar ou aparar, não inicia nada.</translation>
    </message>
    <message>
        <source>{target} shrugs it off.</source>
        <translation>{target} ignora o efeito.</translation>
    </message>
    <message>
        <source>A chase needs at least two participants.</source>
        <translation>Uma perseguição precisa de pelo menos dois participantes.</translation>
    </message>
    <message>
        <source>{n}&apos;s chase position is a whole number of lengths, not {p!r}.</source>
        <translation>A posição de {n} na perseguição é um número inteiro de comprimentos, não {p!r}.</translation>
    </message>
    <message>
        <source>Start a chase</source>
        <translation>Começar uma perseguição</translation>
    </message>
    <message>
        <source>A chase begins: </source>
        <translation>Começa uma perseguição: </translation>
    </message>
    <message>
        <source>{n} at {p}</source>
        <translation>{n} em {p}</translation>
    </message>
    <message>
        <source>No chase is running.</source>
        <translation>Nenhuma perseguição em andamento.</translation>
    </message>
    <message>
        <source>{name}&apos;s chase position is a whole number of lengths, not {position!r}.</source>
        <translation>A posição de {name} na perseguição é um número inteiro de comprimentos, não {position!r}.</translation>
    </message>
    <message>
        <source>{name} joins the chase</source>
        <translation>{name} entra na perseguição</translation>
    </message>
    <message>
        <source>{name} joins the chase at {position} lengths.</source>
        <translation>{name} entra na perseguição a {position} comprimentos.</translation>
    </message>
    <message>
        <source>End the chase</source>
        <translation>Encerrar a perseguição</translation>
    </message>
    <message>
        <source>The chase is over.</source>
        <translation>A perseguição acabou.</translation>
    </message>
    <message>
        <source>{n} isn&apos;t in the chase.</source>
        <translation>{n} não está na perseguição.</translation>
    </message>
    <message>
        <source>Chase steps are whole numbers, not {steps!r}.</source>
        <translation>Passos de perseguição são números inteiros, não {steps!r}.</translation>
    </message>
    <message>
        <source>{name} isn&apos;t in the chase.</source>
        <translation>{name} não está na perseguição.</translation>
    </message>
    <message>
        <source>{name} moves in the chase</source>
        <translation>{name} se move na perseguição</translation>
    </message>
    <message>
        <source>gains</source>
        <translation>avança</translation>
    </message>
    <message>
        <source>drops back</source>
        <translation>fica para trás</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>se mantém</translation>
    </message>
    <message>
        <source> position</source>
        <translation> posição</translation>
    </message>
    <message>
        <source> 1 length</source>
        <translation> 1 comprimento</translation>
    </message>
    <message>
        <source> {steps} lengths</source>
        <translation> {steps} comprimentos</translation>
    </message>
    <message>
        <source>{name} {verb}{amount}{value}: now at {pos}.</source>
        <translation>{name} {verb}{amount}{value}: agora em {pos}.</translation>
    </message>
    <message>
        <source>Unknown chase reading.</source>
        <translation>Leitura de perseguição desconhecida.</translation>
    </message>
    <message>
        <source>{name}&apos;s chase roll</source>
        <translation>rolagem de perseguição de {name}</translation>
    </message>
    <message>
        <source>encumbered runner (Difficult Stamina)</source>
        <translation>corredor carregado (Stamina Difícil)</translation>
    </message>
    <message>
        <source>weighed down</source>
        <translation>sobrecarregado</translation>
    </message>
    <message>
        <source>{name} can go no further: out of the chase.</source>
        <translation>{name} não consegue ir mais longe: fora da perseguição.</translation>
    </message>
    <message>
        <source>chase roll</source>
        <translation>rolagem de perseguição</translation>
    </message>
    <message>
        <source>melee possible</source>
        <translation>corpo a corpo possível</translation>
    </message>
    <message>
        <source>no melee</source>
        <translation>sem corpo a corpo</translation>
    </message>
    <message>
        <source>missiles can&apos;t hit</source>
        <translation>mísseis não acertam</translation>
    </message>
    <message>
        <source>missiles hit only on {missile_hits_only_on:02d}</source>
        <translation>mísseis só acertam com {missile_hits_only_on:02d}</translation>
    </message>
    <message>
        <source>missiles Difficult</source>
        <translation>mísseis Difíceis</translation>
    </message>
    <message>
        <source>missiles at 1/{value} of the skill</source>
        <translation>mísseis com 1/{value} da habilidade</translation>
    </message>
    <message>
        <source>missiles unmodified</source>
        <translation>mísseis sem modificador</translation>
    </message>
    <message>
        <source>No chase.</source>
        <translation>Sem perseguição.</translation>
    </message>
    <message>
        <source>A chase with one side only.</source>
        <translation>Uma perseguição com um lado só.</translation>
    </message>
    <message>
        <source>A BRP attack is resolved at once (there is no push to wait for).</source>
        <translation>Um ataque de BRP é resolvido na hora (não há forçar a rolagem para esperar).</translation>
    </message>
    <message>
        <source>Easy (×2)</source>
        <translation>Fácil (×2)</translation>
    </message>
    <message>
        <source>Difficult (×½, rounded up)</source>
        <translation>Difícil (×½, arredondado para cima)</translation>
    </message>
    <message>
        <source>Impossible</source>
        <translation>Impossível</translation>
    </message>
    <message>
        <source>DEX ranks</source>
        <translation>Níveis de DEX</translation>
    </message>
    <message>
        <source>DEX {rank}</source>
        <translation>DEX {rank}</translation>
    </message>
    <message>
        <source>desperate action</source>
        <translation>ação desesperada</translation>
    </message>
    <message>
        <source>action</source>
        <translation>ação</translation>
    </message>
    <message>
        <source>DEX rank {rank}: {words} per DEX-rank turn</source>
        <translation>Nível de DEX {rank}: {words} por turno de nível de DEX</translation>
    </message>
    <message>
        <source>No DEX rank (stats &apos;dex&apos;): {words}</source>
        <translation>Sem nível de DEX (atributo &apos;dex&apos;): {words}</translation>
    </message>
    <message>
        <source>Acts again at DEX rank {rank} ({value})</source>
        <translation>Age de novo no nível de DEX {rank} ({value})</translation>
    </message>
    <message>
        <source>DEX rank {counter_rank}: {words}</source>
        <translation>Nível de DEX {counter_rank}: {words}</translation>
    </message>
    <message>
        <source>Acts at DEX rank {rank}</source>
        <translation>Age no nível de DEX {rank}</translation>
    </message>
    <message>
        <source>Done this round (acted at DEX {map})</source>
        <translation>Já agiu nesta rodada (no DEX {map})</translation>
    </message>
    <message>
        <source>No turn this round</source>
        <translation>Sem turno nesta rodada</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage</source>
        <translation>{name} sofre {amount} de dano</translation>
    </message>
    <message>
        <source>after armour {a}</source>
        <translation>depois da armadura {a}</translation>
    </message>
    <message>
        <source>major wound: {thr}+ damage in one wound</source>
        <translation>ferimento grave: {thr}+ de dano num só ferimento</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Morto</translation>
    </message>
    <message>
        <source>Dying</source>
        <translation>Morrendo</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>Inconsciente</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Lutando</translation>
    </message>
    <message>
        <source>Knocked out</source>
        <translation>Nocauteado</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source> (next at {rank})</source>
        <translation> (próximo no {rank})</translation>
    </message>
    <message>
        <source>DEX rank</source>
        <translation>Nível de DEX</translation>
    </message>
    <message>
        <source>Overbalanced</source>
        <translation>Desequilibrado</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>Exposure</source>
        <translation>Exposição</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>Na mão</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Major wounds</source>
        <translation>Ferimentos graves</translation>
    </message>
    <message>
        <source>round {round}: {damage} ({value})</source>
        <translation>rodada {round}: {damage} ({value})</translation>
    </message>
    <message>
        <source>Aiming</source>
        <translation>Mirando</translation>
    </message>
    <message>
        <source>{steps} × 5 DEX ranks</source>
        <translation>{steps} × 5 níveis de DEX</translation>
    </message>
    <message>
        <source>A track is nudged by a whole number.</source>
        <translation>Um contador muda por um número inteiro.</translation>
    </message>
    <message>
        <source>the GM</source>
        <translation>o mestre</translation>
    </message>
    <message>
        <source>{name} is knocked out</source>
        <translation>{name} está nocauteado</translation>
    </message>
    <message>
        <source>The {track_id} track can&apos;t be changed by hand.</source>
        <translation>O contador {track_id} não pode ser mudado à mão.</translation>
    </message>
    <message>
        <source>Major wound</source>
        <translation>Ferimento grave</translation>
    </message>
    <message>
        <source>Desperate</source>
        <translation>Desesperada</translation>
    </message>
    <message>
        <source> (not drawn)</source>
        <translation> (não sacada)</translation>
    </message>
    <message>
        <source>Skill: {weapon_name}</source>
        <translation>Habilidade: {weapon_name}</translation>
    </message>
    <message>
        <source>{attacker}&apos;s stats ({base_label})</source>
        <translation>Atributos de {attacker} ({base_label})</translation>
    </message>
    <message>
        <source>Grades together (Easy and Difficult cancel)</source>
        <translation>Graus somados (Fácil e Difícil se anulam)</translation>
    </message>
    <message>
        <source>Aim ({aim_steps} × 5 DEX ranks)</source>
        <translation>Mira ({aim_steps} × 5 níveis de DEX)</translation>
    </message>
    <message>
        <source>Results: {describe}.</source>
        <translation>Resultados: {describe}.</translation>
    </message>
    <message>
        <source>Rolls {chance:02d}–{cover_chance:02d} hit the cover.</source>
        <translation>Rolagens {chance:02d}–{cover_chance:02d} atingem a cobertura.</translation>
    </message>
    <message>
        <source>Rolls {chance:02d}–{ally_chance:02d} hit someone else in the melee.</source>
        <translation>Rolagens {chance:02d}–{ally_chance:02d} atingem outra pessoa no corpo a corpo.</translation>
    </message>
    <message>
        <source>Range: {range_band}, {distance:.1f} m.</source>
        <translation>Alcance: {range_band}, {distance:.1f} m.</translation>
    </message>
    <message>
        <source>{target} may {dfs}.</source>
        <translation>{target} pode {dfs}.</translation>
    </message>
    <message>
        <source>, or </source>
        <translation>, ou </translation>
    </message>
    <message>
        <source>{target}&apos;s long weapon strikes first against a shorter one.</source>
        <translation>A arma longa de {target} ataca primeiro contra uma mais curta.</translation>
    </message>
    <message>
        <source>the sheet&apos;s skills</source>
        <translation>as habilidades da ficha</translation>
    </message>
    <message>
        <source>skill {wanted}</source>
        <translation>habilidade {wanted}</translation>
    </message>
    <message>
        <source>{name}: {label} roll</source>
        <translation>{name}: rolagem de {label}</translation>
    </message>
    <message>
        <source>{name} rolls {label} ({text}): {text2}</source>
        <translation>{name} rola {label} ({text}): {text2}</translation>
    </message>
    <message>
        <source>Spot rules</source>
        <translation>Regras pontuais</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Combatente</translation>
    </message>
    <message>
        <source>Skill roll</source>
        <translation>Rolagem de habilidade</translation>
    </message>
    <message>
        <source>empty: a bare %</source>
        <translation>vazio: um % simples</translation>
    </message>
    <message>
        <source>Skill, characteristic roll or %</source>
        <translation>Habilidade, rolagem de característica ou %</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Modifier %</source>
        <translation>Modificador %</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Rolagens</translation>
    </message>
    <message>
        <source>d100 against a skill (Easy ×2, Difficult ×½ rounded up).</source>
        <translation>d100 contra uma habilidade (Fácil ×2, Difícil ×½ arredondado para cima).</translation>
    </message>
    <message>
        <source>Resistance roll</source>
        <translation>Rolagem de resistência</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Ativo</translation>
    </message>
    <message>
        <source>Passive</source>
        <translation>Passivo</translation>
    </message>
    <message>
        <source>What</source>
        <translation>O quê</translation>
    </message>
    <message>
        <source>50% + 5% × (active − passive) (setting brp.resistance_formula).</source>
        <translation>50% + 5% × (ativo − passivo) (configuração brp.resistance_formula).</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Presa</translation>
    </message>
    <message>
        <source>Pursuer</source>
        <translation>Perseguidor</translation>
    </message>
    <message>
        <source>Lengths ahead</source>
        <translation>Comprimentos à frente</translation>
    </message>
    <message>
        <source>Chase</source>
        <translation>Perseguição</translation>
    </message>
    <message>
        <source>Side-by-Side, Two Lengths, Close, In Sight, Out of Sight.</source>
        <translation>Lado a lado, Dois comprimentos, Perto, À vista, Fora de vista.</translation>
    </message>
    <message>
        <source>Join the chase</source>
        <translation>Entrar na perseguição</translation>
    </message>
    <message>
        <source>Position (lengths)</source>
        <translation>Posição (comprimentos)</translation>
    </message>
    <message>
        <source>Another participant on the track.</source>
        <translation>Outro participante na trilha.</translation>
    </message>
    <message>
        <source>Chase roll</source>
        <translation>Rolagem de perseguição</translation>
    </message>
    <message>
        <source>Skill or %</source>
        <translation>Habilidade ou %</translation>
    </message>
    <message>
        <source>Heavily laden</source>
        <translation>Muito carregado</translation>
    </message>
    <message>
        <source>Critical +2, special +1, success 0, failure −1, fumble −2.</source>
        <translation>Crítico +2, especial +1, sucesso 0, falha −1, fumble −2.</translation>
    </message>
    <message>
        <source>Move on the track</source>
        <translation>Mover na trilha</translation>
    </message>
    <message>
        <source>Steps (+ ahead)</source>
        <translation>Passos (+ à frente)</translation>
    </message>
    <message>
        <source>A GM move along the track.</source>
        <translation>Um movimento do mestre ao longo da trilha.</translation>
    </message>
    <message>
        <source>The map&apos;s ranges apply again.</source>
        <translation>Os alcances do mapa voltam a valer.</translation>
    </message>
    <message>
        <source>Now: {at}. </source>
        <translation>Agora: {at}. </translation>
    </message>
    <message>
        <source>{text}. Positions (lengths): {where}.</source>
        <translation>{text}. Posições (comprimentos): {where}.</translation>
    </message>
    <message>
        <source> Out of sight of every opponent: {out_of_sight}.</source>
        <translation> Fora da vista de todos os oponentes: {out_of_sight}.</translation>
    </message>
    <message>
        <source>No chase: start one with the Chase tools.</source>
        <translation>Sem perseguição: comece uma com as ferramentas de Perseguição.</translation>
    </message>
    <message>
        <source>Chase range track</source>
        <translation>Trilha de alcance da perseguição</translation>
    </message>
    <message>
        <source>A chase needs a quarry and a pursuer.</source>
        <translation>Uma perseguição precisa de uma presa e um perseguidor.</translation>
    </message>
    <message>
        <source>BRP has no tool {tool_id!r}.</source>
        <translation>BRP não tem a ferramenta {tool_id!r}.</translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation>Atordoado</translation>
    </message>
    <message>
        <source>Helpless</source>
        <translation>Indefeso</translation>
    </message>
    <message>
        <source>Entangled</source>
        <translation>Enredado</translation>
    </message>
    <message>
        <source>can&apos;t attack; an Idea roll for each dodge or parry; attacks on them are Easy</source>
        <translation>não pode atacar; uma rolagem de Ideia para cada esquiva ou aparo; ataques contra ele são Fáceis</translation>
    </message>
    <message>
        <source>unconscious: no actions; helpless (attacks Easy, no defence)</source>
        <translation>inconsciente: sem ações; indefeso (ataques Fáceis, sem defesa)</translation>
    </message>
    <message>
        <source>no actions; attacks on them are Easy and can&apos;t be dodged or parried</source>
        <translation>sem ações; ataques contra ele são Fáceis e não podem ser esquivados nem aparados</translation>
    </message>
    <message>
        <source>held by an entangling weapon: can&apos;t move away</source>
        <translation>preso por uma arma que enreda: não pode se afastar</translation>
    </message>
    <message>
        <source>after a desperate action: no attack and no move this round</source>
        <translation>depois de uma ação desesperada: sem ataque nem movimento nesta rodada</translation>
    </message>
    <message>
        <source>Damage is a whole number from 0, not {amount!r}.</source>
        <translation>Dano é um número inteiro a partir de 0, não {amount!r}.</translation>
    </message>
    <message>
        <source>{name} has no hit points (stats &apos;hp&apos;, or &apos;con&apos; and &apos;siz&apos;).</source>
        <translation>{name} não tem pontos de vida (atributos &apos;hp&apos;, ou &apos;con&apos; e &apos;siz&apos;).</translation>
    </message>
    <message>
        <source>Major wound ({amount} ≥ {threshold}, half the total hit points).</source>
        <translation>Ferimento grave ({amount} ≥ {threshold}, metade dos pontos de vida totais).</translation>
    </message>
    <message>
        <source>{name} is dead.</source>
        <translation>{name} está morto.</translation>
    </message>
    <message>
        <source>{name} is dying (0 hit points).</source>
        <translation>{name} está morrendo (0 pontos de vida).</translation>
    </message>
    <message>
        <source>{name} falls unconscious.</source>
        <translation>{name} cai inconsciente.</translation>
    </message>
    <message>
        <source>{name} is back on their feet.</source>
        <translation>{name} está de pé de novo.</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage from {source} ({what}): HP {cur} → {new} of {total}.</source>
        <translation>{name} sofre {amount} de dano de {source} ({what}): PV {cur} → {new} de {total}.</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage from {source}: HP {cur} → {new} of {total}.</source>
        <translation>{name} sofre {amount} de dano de {source}: PV {cur} → {new} de {total}.</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage ({what}): HP {cur} → {new} of {total}.</source>
        <translation>{name} sofre {amount} de dano ({what}): PV {cur} → {new} de {total}.</translation>
    </message>
    <message>
        <source>{name} takes {amount} damage: HP {cur} → {new} of {total}.</source>
        <translation>{name} sofre {amount} de dano: PV {cur} → {new} de {total}.</translation>
    </message>
    <message>
        <source>explosion</source>
        <translation>explosão</translation>
    </message>
    <message>
        <source>acid</source>
        <translation>ácido</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>veneno</translation>
    </message>
    <message>
        <source>vacuum</source>
        <translation>vácuo</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>fogo</translation>
    </message>
    <message>
        <source>strangled</source>
        <translation>estrangulado</translation>
    </message>
    <message>
        <source>knockout</source>
        <translation>nocaute</translation>
    </message>
    <message>
        <source>{name} heals {amount}</source>
        <translation>{name} cura {amount}</translation>
    </message>
    <message>
        <source>{name} recovers {new} hit points{by}: HP {cur} → {new2} of {total}.</source>
        <translation>{name} recupera {new} pontos de vida{by}: PV {cur} → {new2} de {total}.</translation>
    </message>
    <message>
        <source>Unknown condition {condition!r}; choose from {CONDITIONS}.</source>
        <translation>Condição desconhecida {condition!r}; escolha entre {CONDITIONS}.</translation>
    </message>
    <message>
        <source>{name} is no longer {condition}</source>
        <translation>{name} não está mais {condition}</translation>
    </message>
    <message>
        <source>{name} can start no attack or other action this round ({held}).</source>
        <translation>{name} não pode iniciar ataque nem outra ação nesta rodada ({held}).</translation>
    </message>
    <message>
        <source>{name} is unconscious ({hit_points} hit points).</source>
        <translation>{name} está inconsciente ({hit_points} pontos de vida).</translation>
    </message>
    <message>
        <source>{name} is knocked out.</source>
        <translation>{name} está nocauteado.</translation>
    </message>
    <message>
        <source>{name} is helpless.</source>
        <translation>{name} está indefeso.</translation>
    </message>
    <message>
        <source>{name} can&apos;t attack or act this round ({held}).</source>
        <translation>{name} não pode atacar nem agir nesta rodada ({held}).</translation>
    </message>
    <message>
        <source>{name} is entangled: break free first.</source>
        <translation>{name} está enredado: liberte-se primeiro.</translation>
    </message>
    <message>
        <source>{name} overbalanced with last round&apos;s desperate action: no move this round.</source>
        <translation>{name} se desequilibrou com a ação desesperada da rodada passada: sem movimento nesta rodada.</translation>
    </message>
    <message>
        <source>{name} is stunned and can&apos;t attack.</source>
        <translation>{name} está atordoado e não pode atacar.</translation>
    </message>
    <message>
        <source>{name} can start no attack this round ({held}).</source>
        <translation>{name} não pode iniciar ataque nesta rodada ({held}).</translation>
    </message>
    <message>
        <source>{name} overbalanced with last round&apos;s desperate action: no attack this round.</source>
        <translation>{name} se desequilibrou com a ação desesperada da rodada passada: sem ataque nesta rodada.</translation>
    </message>
    <message>
        <source>Standing up took the place of {name}&apos;s attack this round.</source>
        <translation>Levantar-se tomou o lugar do ataque de {name} nesta rodada.</translation>
    </message>
    <message>
        <source>{label} on {target}</source>
        <translation>{label} em {target}</translation>
    </message>
    <message>
        <source>No damage is waiting on effect {effect_id!r}.</source>
        <translation>Nenhum dano espera pelo efeito {effect_id!r}.</translation>
    </message>
    <message>
        <source>{label} takes effect</source>
        <translation>{label} faz efeito</translation>
    </message>
    <message>
        <source>{amount} (doubling each round)</source>
        <translation>{amount} (dobrando a cada rodada)</translation>
    </message>
    <message>
        <source>, halved by armour (rounded up)</source>
        <translation>, reduzido pela metade pela armadura (arredondado para cima)</translation>
    </message>
    <message>
        <source>{name} has no DEX on the sheet, so no DEX rank.</source>
        <translation>{name} não tem DEX na ficha, portanto não tem nível de DEX.</translation>
    </message>
    <message>
        <source>No DEX rank for {missing}: give them &apos;dex&apos; in their stats.</source>
        <translation>Sem nível de DEX para {missing}: dê &apos;dex&apos; nos atributos.</translation>
    </message>
    <message>
        <source>Take places in the DEX ranks</source>
        <translation>Ocupar lugares nos níveis de DEX</translation>
    </message>
    <message>
        <source>{n} takes a place in the DEX ranks at DEX {rank}.</source>
        <translation>{n} ocupa um lugar nos níveis de DEX no DEX {rank}.</translation>
    </message>
    <message>
        <source>joined this round after their DEX rank: acts from next round</source>
        <translation>entrou nesta rodada depois do seu nível de DEX: age a partir da próxima rodada</translation>
    </message>
    <message>
        <source> Their rank has passed this round: they act from the next round.</source>
        <translation> Seu nível já passou nesta rodada: age a partir da próxima rodada.</translation>
    </message>
    <message>
        <source>{n} has no DEX (stats &apos;dex&apos;) and takes no place in the DEX ranks.</source>
        <translation>{n} não tem DEX (atributo &apos;dex&apos;) e não ocupa lugar nos níveis de DEX.</translation>
    </message>
    <message>
        <source>{name} has no place in the DEX ranks.</source>
        <translation>{name} não tem lugar nos níveis de DEX.</translation>
    </message>
    <message>
        <source>{name} leaves the DEX ranks</source>
        <translation>{name} deixa os níveis de DEX</translation>
    </message>
    <message>
        <source>{name} leaves the DEX ranks.</source>
        <translation>{name} deixa os níveis de DEX.</translation>
    </message>
    <message>
        <source>DEX rank {rank}: {name} can&apos;t act ({rstrip}).</source>
        <translation>Nível de DEX {rank}: {name} não pode agir ({rstrip}).</translation>
    </message>
    <message>
        <source>acts again</source>
        <translation>age de novo</translation>
    </message>
    <message>
        <source>acts (held action)</source>
        <translation>age (ação adiada)</translation>
    </message>
    <message>
        <source>throws again (volley)</source>
        <translation>arremessa de novo (saraivada)</translation>
    </message>
    <message>
        <source>makes the second weapon&apos;s attack</source>
        <translation>faz o ataque da segunda arma</translation>
    </message>
    <message>
        <source>attempts a desperate action</source>
        <translation>tenta uma ação desesperada</translation>
    </message>
    <message>
        <source>strikes first with a long weapon</source>
        <translation>ataca primeiro com uma arma longa</translation>
    </message>
    <message>
        <source>acts</source>
        <translation>age</translation>
    </message>
    <message>
        <source>Round {number}, DEX rank {rank}: {name} {what}.</source>
        <translation>Rodada {number}, nível de DEX {rank}: {name} {what}.</translation>
    </message>
    <message>
        <source>The fight has already started.</source>
        <translation>A luta já começou.</translation>
    </message>
    <message>
        <source>Nobody has a place in the DEX ranks yet: take places first.</source>
        <translation>Ninguém tem lugar nos níveis de DEX ainda: ocupem lugares primeiro.</translation>
    </message>
    <message>
        <source>Start the fight</source>
        <translation>Começar a luta</translation>
    </message>
    <message>
        <source>nobody can act</source>
        <translation>ninguém pode agir</translation>
    </message>
    <message>
        <source>Round {number} begins. DEX ranks: {ranks}.</source>
        <translation>Começa a rodada {number}. Níveis de DEX: {ranks}.</translation>
    </message>
    <message>
        <source>End the fight</source>
        <translation>Encerrar a luta</translation>
    </message>
    <message>
        <source>The fight is over.</source>
        <translation>A luta acabou.</translation>
    </message>
    <message>
        <source>Round {number} ends.</source>
        <translation>Termina a rodada {number}.</translation>
    </message>
    <message>
        <source>The fight hasn&apos;t started: start it first.</source>
        <translation>A luta não começou: comece-a primeiro.</translation>
    </message>
    <message>
        <source>Next DEX rank</source>
        <translation>Próximo nível de DEX</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Próxima rodada</translation>
    </message>
    <message>
        <source> {name} acts at DEX rank {rank}.</source>
        <translation> {name} age no nível de DEX {rank}.</translation>
    </message>
    <message>
        <source>Not {name}&apos;s turn: DEX rank {rank} is {who}.{when}</source>
        <translation>Não é o turno de {name}: o nível de DEX {rank} é de {who}.{when}</translation>
    </message>
    <message>
        <source>{name} acts again at DEX rank {rank} ({value}).</source>
        <translation>{name} age de novo no nível de DEX {rank} ({value}).</translation>
    </message>
    <message>
        <source>This DEX rank is {name}&apos;s {kind} attack: attack or pass.</source>
        <translation>Este nível de DEX é o ataque de {kind} de {name}: ataque ou passe.</translation>
    </message>
    <message>
        <source>{name} failed the Difficult Agility roll: no desperate action.</source>
        <translation>{name} falhou na rolagem Difícil de Agilidade: sem ação desesperada.</translation>
    </message>
    <message>
        <source>A DEX-rank cost is a whole number from 0, not {ranks!r}.</source>
        <translation>Um custo em níveis de DEX é um número inteiro a partir de 0, não {ranks!r}.</translation>
    </message>
    <message>
        <source>{name} {reason} ({ranks} DEX ranks).</source>
        <translation>{name} {reason} ({ranks} níveis de DEX).</translation>
    </message>
    <message>
        <source>{name} {reason} ({ranks} DEX ranks from {counter}): no DEX ranks are left this round.</source>
        <translation>{name} {reason} ({ranks} níveis de DEX a partir de {counter}): não restam níveis de DEX nesta rodada.</translation>
    </message>
    <message>
        <source>{reason} at DEX {counter}</source>
        <translation>{reason} no DEX {counter}</translation>
    </message>
    <message>
        <source>{name} {reason} ({ranks} DEX ranks): acts again at DEX rank {new}.</source>
        <translation>{name} {reason} ({ranks} níveis de DEX): age de novo no nível de DEX {new}.</translation>
    </message>
    <message>
        <source>A DEX rank is a whole number, not {rank!r}.</source>
        <translation>Um nível de DEX é um número inteiro, não {rank!r}.</translation>
    </message>
    <message>
        <source>Hold to a DEX rank below {counter} and not below {last_rank}.</source>
        <translation>Adie para um nível de DEX abaixo de {counter} e não abaixo de {last_rank}.</translation>
    </message>
    <message>
        <source>{name} holds to DEX {rank}</source>
        <translation>{name} adia para o DEX {rank}</translation>
    </message>
    <message>
        <source>held from DEX {counter}</source>
        <translation>adiada desde o DEX {counter}</translation>
    </message>
    <message>
        <source>{name} holds their action to DEX rank {rank}.</source>
        <translation>{name} adia sua ação para o nível de DEX {rank}.</translation>
    </message>
    <message>
        <source>{kind} from DEX {counter}</source>
        <translation>{kind} desde o DEX {counter}</translation>
    </message>
    <message>
        <source>{name}: {kind} at DEX {new}</source>
        <translation>{name}: {kind} no DEX {new}</translation>
    </message>
    <message>
        <source>{name}&apos;s next {kind} attack comes at DEX rank {new}.</source>
        <translation>O próximo ataque de {kind} de {name} vem no nível de DEX {new}.</translation>
    </message>
    <message>
        <source>The order is the DEX ranks; ties are swapped once the fight runs.</source>
        <translation>A ordem são os níveis de DEX; empates são trocados depois que a luta começa.</translation>
    </message>
    <message>
        <source>DEX ranks decide the order: only two combatants due on the same DEX rank can swap.</source>
        <translation>Os níveis de DEX decidem a ordem: só dois combatentes no mesmo nível de DEX podem trocar.</translation>
    </message>
    <message>
        <source>{n} is already acting on this rank.</source>
        <translation>{n} já está agindo neste nível.</translation>
    </message>
    <message>
        <source>{n} has already acted on this rank.</source>
        <translation>{n} já agiu neste nível.</translation>
    </message>
    <message>
        <source>Swap {a} and {b} on DEX {rank}</source>
        <translation>Trocar {a} e {b} no DEX {rank}</translation>
    </message>
    <message>
        <source>DEX rank {rank}: {b} and {a} swap places.</source>
        <translation>Nível de DEX {rank}: {b} e {a} trocam de lugar.</translation>
    </message>
    <message>
        <source>{name} has already declared a desperate action this round.</source>
        <translation>{name} já declarou uma ação desesperada nesta rodada.</translation>
    </message>
    <message>
        <source>{name} still has an action this round: a desperate action comes only after all of them are used.</source>
        <translation>{name} ainda tem uma ação nesta rodada: uma ação desesperada só vem depois de todas usadas.</translation>
    </message>
    <message>
        <source>{name}: desperate action</source>
        <translation>{name}: ação desesperada</translation>
    </message>
    <message>
        <source>desperate action at the last DEX rank</source>
        <translation>ação desesperada no último nível de DEX</translation>
    </message>
    <message>
        <source>{name} will try a desperate action at the last DEX rank ({rank}): a Difficult Agility roll first; the action is Difficult; no attack or move next round.</source>
        <translation>{name} tentará uma ação desesperada no último nível de DEX ({rank}): antes uma rolagem Difícil de Agilidade; a ação é Difícil; sem ataque nem movimento na próxima rodada.</translation>
    </message>
    <message>
        <source>desperate action gate ({test})</source>
        <translation>teste da ação desesperada ({test})</translation>
    </message>
    <message>
        <source>{name} fails the Agility roll: no desperate action.</source>
        <translation>{name} falha na rolagem de Agilidade: sem ação desesperada.</translation>
    </message>
    <message>
        <source>The long weapon&apos;s first strike is a DEX-rank matter: start the fight.</source>
        <translation>O primeiro golpe da arma longa é questão de níveis de DEX: comece a luta.</translation>
    </message>
    <message>
        <source>{long_user} ({value} weapon) against {opponent} ({value2} weapon): only a long weapon strikes first, and only against {vs} ones.</source>
        <translation>{long_user} (arma {value}) contra {opponent} (arma {value2}): só uma arma longa ataca primeiro, e só contra armas {vs}.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>{long_user} has no action left this round.</source>
        <translation>{long_user} não tem mais ações nesta rodada.</translation>
    </message>
    <message>
        <source>{opponent} has no action left this round.</source>
        <translation>{opponent} não tem mais ações nesta rodada.</translation>
    </message>
    <message>
        <source>{opponent} has already acted.</source>
        <translation>{opponent} já agiu.</translation>
    </message>
    <message>
        <source>{long_user} strikes first</source>
        <translation>{long_user} ataca primeiro</translation>
    </message>
    <message>
        <source>long weapon strikes first vs {opponent}</source>
        <translation>arma longa ataca primeiro contra {opponent}</translation>
    </message>
    <message>
        <source>{long_user}&apos;s long weapon strikes before {opponent}&apos;s shorter one: {long_user} acts just before {opponent} on DEX rank {rank}.</source>
        <translation>A arma longa de {long_user} ataca antes da mais curta de {opponent}: {long_user} age logo antes de {opponent} no nível de DEX {rank}.</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} ou {second}</translation>
    </message>
    <message>
        <source>A darkness penalty is negative (or 0).</source>
        <translation>Uma penalidade de escuridão é negativa (ou 0).</translation>
    </message>
    <message>
        <source>{who} in darkness</source>
        <translation>{who} na escuridão</translation>
    </message>
    <message>
        <source>{who} fights in total darkness</source>
        <translation>{who} luta na escuridão total</translation>
    </message>
    <message>
        <source>{who} fights in partial darkness</source>
        <translation>{who} luta na escuridão parcial</translation>
    </message>
    <message>
        <source>{sense} in the dark</source>
        <translation>{sense} no escuro</translation>
    </message>
    <message>
        <source>; Difficult {sense} {result}</source>
        <translation>; {sense} Difícil {result}</translation>
    </message>
    <message>
        <source>{value}: {final}% to skills.</source>
        <translation>{value}: {final}% nas habilidades.</translation>
    </message>
    <message>
        <source> with a light in hand</source>
        <translation> com uma luz na mão</translation>
    </message>
    <message>
        <source>{keep}: the dropped light</source>
        <translation>{keep}: a luz derrubada</translation>
    </message>
    <message>
        <source>{who} drops the {source}: Luck {result} — </source>
        <translation>{who} derruba a {source}: Sorte {result} — </translation>
    </message>
    <message>
        <source>it keeps burning (a flame on the floor can be a fire hazard).</source>
        <translation>ela continua queimando (uma chama no chão pode ser um risco de incêndio).</translation>
    </message>
    <message>
        <source>it goes out.</source>
        <translation>ela se apaga.</translation>
    </message>
    <message>
        <source>burns about {hours} hour(s)</source>
        <translation>queima cerca de {hours} hora(s)</translation>
    </message>
    <message>
        <source>; hard to put out</source>
        <translation>; difícil de apagar</translation>
    </message>
    <message>
        <source>{who} lights a {source}: {notes}; it offsets darkness penalties.</source>
        <translation>{who} acende uma {source}: {notes}; ela compensa as penalidades de escuridão.</translation>
    </message>
    <message>
        <source> Used with care: the skills it serves are Difficult.</source>
        <translation> Usada com cuidado: as habilidades que ela serve são Difíceis.</translation>
    </message>
    <message>
        <source>{who} in the battle</source>
        <translation>{who} na batalha</translation>
    </message>
    <message>
        <source>Luck in the battle ({minutes} minutes)</source>
        <translation>Sorte na batalha ({minutes} minutos)</translation>
    </message>
    <message>
        <source>{who} in the battle ({minutes} minutes): Luck {result}</source>
        <translation>{who} na batalha ({minutes} minutos): Sorte {result}</translation>
    </message>
    <message>
        <source>, unhurt.</source>
        <translation>, ileso.</translation>
    </message>
    <message>
        <source>battle damage</source>
        <translation>dano da batalha</translation>
    </message>
    <message>
        <source>: {dice} = {raw}, armour {value}, {damage} damage.</source>
        <translation>: {dice} = {raw}, armadura {value}, {damage} de dano.</translation>
    </message>
    <message>
        <source>the battle</source>
        <translation>a batalha</translation>
    </message>
    <message>
        <source>critical success</source>
        <translation>sucesso crítico</translation>
    </message>
    <message>
        <source>special success</source>
        <translation>sucesso especial</translation>
    </message>
    <message>
        <source>success</source>
        <translation>sucesso</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>falha</translation>
    </message>
    <message>
        <source>fumble</source>
        <translation>fumble</translation>
    </message>
    <message>
        <source>Unknown grade {grade!r}; choose from {GRADES}.</source>
        <translation>Grau desconhecido {grade!r}; escolha entre {GRADES}.</translation>
    </message>
    <message>
        <source>Unknown grade {g!r}; choose from {GRADES}.</source>
        <translation>Grau desconhecido {g!r}; escolha entre {GRADES}.</translation>
    </message>
    <message>
        <source>critical 01–{critical:02d}</source>
        <translation>crítico 01–{critical:02d}</translation>
    </message>
    <message>
        <source>special 01–{special:02d}</source>
        <translation>especial 01–{special:02d}</translation>
    </message>
    <message>
        <source>success 01–{success:02d}</source>
        <translation>sucesso 01–{success:02d}</translation>
    </message>
    <message>
        <source>no success</source>
        <translation>nenhum sucesso</translation>
    </message>
    <message>
        <source>fumble {fumble_from:02d}–00</source>
        <translation>fumble {fumble_from:02d}–00</translation>
    </message>
    <message>
        <source>unknown result level {level!r}</source>
        <translation>nível de resultado desconhecido {level!r}</translation>
    </message>
    <message>
        <source>{roll_faces} vs {chance}% — {result}</source>
        <translation>{roll_faces} contra {chance}% — {result}</translation>
    </message>
    <message>
        <source>A skill modifier is a whole number of percent, not {modifier!r}.</source>
        <translation>Um modificador de habilidade é um número inteiro de pontos percentuais, não {modifier!r}.</translation>
    </message>
    <message>
        <source>Unknown difficulty {difficulty!r}; choose from {GRADES}.</source>
        <translation>Dificuldade desconhecida {difficulty!r}; escolha entre {GRADES}.</translation>
    </message>
    <message>
        <source>Without a combatant the roll needs a percentage.</source>
        <translation>Sem um combatente a rolagem precisa de uma porcentagem.</translation>
    </message>
    <message>
        <source>d100 roll</source>
        <translation>rolagem de d100</translation>
    </message>
    <message>
        <source>Impossible — fails without a roll</source>
        <translation>Impossível — falha sem rolagem</translation>
    </message>
    <message>
        <source>{who}{what} is Impossible: it fails.</source>
        <translation>{who}{what} é Impossível: falha.</translation>
    </message>
    <message>
        <source>A resistance roll compares whole numbers, not {v!r}.</source>
        <translation>Uma rolagem de resistência compara números inteiros, não {v!r}.</translation>
    </message>
    <message>
        <source>{label}: {active_label} {active} vs {passive_label} {passive} → {chance}%</source>
        <translation>{label}: {active_label} {active} contra {passive_label} {passive} → {chance}%</translation>
    </message>
    <message>
        <source>{head}: automatic success.</source>
        <translation>{head}: sucesso automático.</translation>
    </message>
    <message>
        <source>{head}: automatic failure.</source>
        <translation>{head}: falha automática.</translation>
    </message>
    <message>
        <source>Skill and resistance rolls</source>
        <translation>Rolagens de habilidade e de resistência</translation>
    </message>
    <message>
        <source>DEX ranks and actions</source>
        <translation>Níveis de DEX e ações</translation>
    </message>
    <message>
        <source>Attacks and defences</source>
        <translation>Ataques e defesas</translation>
    </message>
    <message>
        <source>Hit points and damage</source>
        <translation>Pontos de vida e dano</translation>
    </message>
    <message>
        <source>Hazards</source>
        <translation>Perigos</translation>
    </message>
    <message>
        <source>Chases, travel and weather</source>
        <translation>Perseguições, viagens e clima</translation>
    </message>
    <message>
        <source>BRP core rules, named but not given by the seed</source>
        <translation>Regras básicas de BRP, citadas mas não dadas pela semente</translation>
    </message>
    <message>
        <source>Easy multiplies the chance by</source>
        <translation>Fácil multiplica a chance por</translation>
    </message>
    <message>
        <source>Difficult halving rounds</source>
        <translation>Arredondamento da metade em Difícil</translation>
    </message>
    <message>
        <source>Critical and fumble ranges</source>
        <translation>Faixas de crítico e fumble</translation>
    </message>
    <message>
        <source>Critical range (fraction of chance)</source>
        <translation>Faixa de crítico (fração da chance)</translation>
    </message>
    <message>
        <source>Fumble range (fraction of failure)</source>
        <translation>Faixa de fumble (fração da falha)</translation>
    </message>
    <message>
        <source>Special/critical/fumble rounding</source>
        <translation>Arredondamento de especial/crítico/fumble</translation>
    </message>
    <message>
        <source>Automatic success up to</source>
        <translation>Sucesso automático até</translation>
    </message>
    <message>
        <source>Automatic failure from</source>
        <translation>Falha automática a partir de</translation>
    </message>
    <message>
        <source>Resistance roll formula</source>
        <translation>Fórmula da rolagem de resistência</translation>
    </message>
    <message>
        <source>Resistance of 100%+ or 0%- is automatic</source>
        <translation>Resistência de 100%+ ou 0%- é automática</translation>
    </message>
    <message>
        <source>Disarm resists with («FÍS»)</source>
        <translation>Desarme resistido com («FÍS»)</translation>
    </message>
    <message>
        <source>Standing up costs</source>
        <translation>Levantar-se custa</translation>
    </message>
    <message>
        <source>Same DEX rank acts simultaneously</source>
        <translation>O mesmo nível de DEX age simultaneamente</translation>
    </message>
    <message>
        <source>Last DEX rank of the round</source>
        <translation>Último nível de DEX da rodada</translation>
    </message>
    <message>
        <source>Failed desperate action costs next round</source>
        <translation>Ação desesperada falha custa a próxima rodada</translation>
    </message>
    <message>
        <source>Powers phase before DEX ranks</source>
        <translation>Fase de poderes antes dos níveis de DEX</translation>
    </message>
    <message>
        <source>A defence stops the attack when</source>
        <translation>Uma defesa detém o ataque quando</translation>
    </message>
    <message>
        <source>BRP core rules, named but not given by the seed (parry, dodge)</source>
        <translation>Regras básicas de BRP, citadas mas não dadas pela semente (aparar, esquivar)</translation>
    </message>
    <message>
        <source>Missiles can be parried or dodged</source>
        <translation>Mísseis podem ser aparados ou esquivados</translation>
    </message>
    <message>
        <source>Critical hit damage</source>
        <translation>Dano de acerto crítico</translation>
    </message>
    <message>
        <source>BRP core rules, named but not given by the seed (critical success)</source>
        <translation>Regras básicas de BRP, citadas mas não dadas pela semente (sucesso crítico)</translation>
    </message>
    <message>
        <source>Special hit damage</source>
        <translation>Dano de acerto especial</translation>
    </message>
    <message>
        <source>BRP core rules, named but not given by the seed (special success)</source>
        <translation>Regras básicas de BRP, citadas mas não dadas pela semente (sucesso especial)</translation>
    </message>
    <message>
        <source>Point-blank includes DEX/3 m</source>
        <translation>À queima-roupa inclui DEX/3 m</translation>
    </message>
    <message>
        <source>Point-blank DEX/3 rounding</source>
        <translation>Arredondamento de DEX/3 à queima-roupa</translation>
    </message>
    <message>
        <source>Attacking a prone target</source>
        <translation>Atacar um alvo caído</translation>
    </message>
    <message>
        <source>Damage modifier while prone</source>
        <translation>Modificador de dano estando caído</translation>
    </message>
    <message>
        <source>Two-handed melee from prone</source>
        <translation>Corpo a corpo de duas mãos estando caído</translation>
    </message>
    <message>
        <source>Inside a long weapon&apos;s guard</source>
        <translation>Dentro da guarda de uma arma longa</translation>
    </message>
    <message>
        <source>Firing into a melee</source>
        <translation>Disparar para o combate</translation>
    </message>
    <message>
        <source>Shields block missiles out of melee</source>
        <translation>Escudos bloqueiam mísseis fora do corpo a corpo</translation>
    </message>
    <message>
        <source>Autofire shots with no die</source>
        <translation>Disparos automáticos sem dado</translation>
    </message>
    <message>
        <source>Half area damage rounds</source>
        <translation>Arredondamento da metade do dano de área</translation>
    </message>
    <message>
        <source>Shooting up: modifiers</source>
        <translation>Disparar para cima: modificadores</translation>
    </message>
    <message>
        <source>Under half a metre: Difficult weapons</source>
        <translation>Abaixo de meio metro: armas Difíceis</translation>
    </message>
    <message>
        <source>Major wound threshold</source>
        <translation>Limiar de ferimento grave</translation>
    </message>
    <message>
        <source>At 0 hit points</source>
        <translation>Com 0 pontos de vida</translation>
    </message>
    <message>
        <source>BRP core rules, named but not given by the seed (hit points)</source>
        <translation>Regras básicas de BRP, citadas mas não dadas pela semente (pontos de vida)</translation>
    </message>
    <message>
        <source>Unconscious at HP or fewer</source>
        <translation>Inconsciente com PV iguais ou menores que</translation>
    </message>
    <message>
        <source>Knockback metres</source>
        <translation>Metros de repulsão</translation>
    </message>
    <message>
        <source>Falling: partial 3 m steps</source>
        <translation>Queda: passos parciais de 3 m</translation>
    </message>
    <message>
        <source>Falling: extra dice for large SIZ</source>
        <translation>Queda: dados extras para SIZ grande</translation>
    </message>
    <message>
        <source>Antidote window</source>
        <translation>Janela do antídoto</translation>
    </message>
    <message>
        <source>Sudden asphyxia after a won Luck roll: CON×</source>
        <translation>Asfixia repentina depois de vencer a rolagem de Sorte: CON×</translation>
    </message>
    <message>
        <source>Asphyxia keeps rolling at CON×1</source>
        <translation>A asfixia continua rolando com CON×1</translation>
    </message>
    <message>
        <source>Disease multiplier drops on</source>
        <translation>O multiplicador da doença cai com</translation>
    </message>
    <message>
        <source>Malaise attacks</source>
        <translation>O Mal-estar ataca</translation>
    </message>
    <message>
        <source>Under water: half damage, +3 armour</source>
        <translation>Debaixo d&apos;água: metade do dano, +3 de armadura</translation>
    </message>
    <message>
        <source>Radiation effects</source>
        <translation>Efeitos da radiação</translation>
    </message>
    <message>
        <source>Chase: special and critical moves</source>
        <translation>Perseguição: movimentos especiais e críticos</translation>
    </message>
    <message>
        <source>Chase: encumbered runner rolls</source>
        <translation>Perseguição: rolagem de quem corre carregado</translation>
    </message>
    <message>
        <source>Vehicle protection</source>
        <translation>Proteção do veículo</translation>
    </message>
    <message>
        <source>Dragged by the saddle on</source>
        <translation>Arrastado pela sela com</translation>
    </message>
    <message>
        <source>A failed Fly roll</source>
        <translation>Uma rolagem de Voar falha</translation>
    </message>
    <message>
        <source>Rain: the second −50% entry</source>
        <translation>Chuva: a segunda entrada −50%</translation>
    </message>
    <message>
        <source>Tornado-force wind modifier</source>
        <translation>Modificador de vento com força de tornado</translation>
    </message>
    <message>
        <source>up</source>
        <translation>para cima</translation>
    </message>
    <message>
        <source>down</source>
        <translation>para baixo</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>ao mais próximo</translation>
    </message>
    <message>
        <source>BRP standard</source>
        <translation>padrão do BRP</translation>
    </message>
    <message>
        <source>by weapon</source>
        <translation>pela arma</translation>
    </message>
    <message>
        <source>before or after</source>
        <translation>antes ou depois</translation>
    </message>
    <message>
        <source>before</source>
        <translation>antes</translation>
    </message>
    <message>
        <source>next larger die, capped</source>
        <translation>dado maior seguinte, limitado</translation>
    </message>
    <message>
        <source>only counts with a die</source>
        <translation>só contagens com dado</translation>
    </message>
    <message>
        <source>complete steps only</source>
        <translation>só passos completos</translation>
    </message>
    <message>
        <source>round up</source>
        <translation>arredondar para cima</translation>
    </message>
    <message>
        <source>Strength: Effort (STR×5), wind, disarm</source>
        <translation>Força: Esforço (STR×5), vento, desarme</translation>
    </message>
    <message>
        <source>Constitution: hit points, Stamina (CON×5), poison, asphyxiation</source>
        <translation>Constituição: pontos de vida, Stamina (CON×5), veneno, asfixia</translation>
    </message>
    <message>
        <source>Size: hit points, large/small targets, knockback, falling</source>
        <translation>Tamanho: pontos de vida, alvos grandes/pequenos, repulsão, queda</translation>
    </message>
    <message>
        <source>Intelligence: Idea (INT×5)</source>
        <translation>Inteligência: Ideia (INT×5)</translation>
    </message>
    <message>
        <source>Power: Luck (POW×5)</source>
        <translation>Poder: Sorte (POW×5)</translation>
    </message>
    <message>
        <source>Dexterity: the DEX rank, Agility (DEX×5), point-blank range DEX/3 m</source>
        <translation>Destreza: o nível de DEX, Agilidade (DEX×5), alcance à queima-roupa DEX/3 m</translation>
    </message>
    <message>
        <source>Charisma</source>
        <translation>Carisma</translation>
    </message>
    <message>
        <source>Education: Know (EDU×5)</source>
        <translation>Educação: Conhecimento (EDU×5)</translation>
    </message>
    <message>
        <source>Agility</source>
        <translation>Agilidade</translation>
    </message>
    <message>
        <source>Idea</source>
        <translation>Ideia</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Stamina</translation>
    </message>
    <message>
        <source>Effort</source>
        <translation>Esforço</translation>
    </message>
    <message>
        <source>Know</source>
        <translation>Conhecimento</translation>
    </message>
    <message>
        <source>autofire</source>
        <translation>disparo automático</translation>
    </message>
    <message>
        <source>two-handed</source>
        <translation>duas mãos</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>No shield</source>
        <translation>Sem escudo</translation>
    </message>
    <message>
        <source>Medium or small shield</source>
        <translation>Escudo médio ou pequeno</translation>
    </message>
    <message>
        <source>Full shield</source>
        <translation>Escudo completo</translation>
    </message>
    <message>
        <source>Large shield</source>
        <translation>Escudo grande</translation>
    </message>
    <message>
        <source> — blocks missiles {chance}%</source>
        <translation> — bloqueia mísseis {chance}%</translation>
    </message>
    <message>
        <source> ({kneel}% kneeling)</source>
        <translation> ({kneel}% ajoelhado)</translation>
    </message>
    <message>
        <source>Brawl</source>
        <translation>Briga</translation>
    </message>
    <message>
        <source>Ride</source>
        <translation>Cavalgar</translation>
    </message>
    <message>
        <source>First Aid</source>
        <translation>Primeiros Socorros</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Furtividade</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Arremessar</translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation>Medicina</translation>
    </message>
    <message>
        <source>Fly</source>
        <translation>Voar</translation>
    </message>
    <message>
        <source>Bite</source>
        <translation>Mordida</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Arco</translation>
    </message>
    <message>
        <source>Broadsword</source>
        <translation>Espada larga</translation>
    </message>
    <message>
        <source>Claw</source>
        <translation>Garra</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Clava</translation>
    </message>
    <message>
        <source>Dagger</source>
        <translation>Adaga</translation>
    </message>
    <message>
        <source>Handgun</source>
        <translation>Arma de mão</translation>
    </message>
    <message>
        <source>Knife</source>
        <translation>Faca</translation>
    </message>
    <message>
        <source>Rifle</source>
        <translation>Fuzil</translation>
    </message>
    <message>
        <source>SMG</source>
        <translation>Submetralhadora</translation>
    </message>
    <message>
        <source>Spear</source>
        <translation>Lança</translation>
    </message>
    <message>
        <source>Axe</source>
        <translation>Machado</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Bastão</translation>
    </message>
    <message>
        <source>Crossbow</source>
        <translation>Besta</translation>
    </message>
    <message>
        <source>Javelin</source>
        <translation>Dardo</translation>
    </message>
    <message>
        <source>BRP characteristics (3D6 or 2D6+6 for a human; creatures beyond)</source>
        <translation>Características de BRP (3D6 ou 2D6+6 para um humano; criaturas além disso)</translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation>Características</translation>
    </message>
    <message>
        <source>characteristic roll (BRP standard; the seed rolls Agility, Idea, Luck, Stamina by name)</source>
        <translation>rolagem de característica (padrão de BRP; a semente rola Agilidade, Ideia, Sorte, Stamina pelo nome)</translation>
    </message>
    <message>
        <source>DEX, or the DEX-rank override</source>
        <translation>DEX, ou o nível de DEX definido à mão</translation>
    </message>
    <message>
        <source>Hit points (total)</source>
        <translation>Pontos de vida (total)</translation>
    </message>
    <message>
        <source>BRP standard ⌈(CON+SIZ)/2⌉</source>
        <translation>Padrão de BRP ⌈(CON+SIZ)/2⌉</translation>
    </message>
    <message>
        <source>The hit-point override, else ⌈(CON + SIZ) / 2⌉</source>
        <translation>Os pontos de vida definidos à mão, senão ⌈(CON + SIZ) / 2⌉</translation>
    </message>
    <message>
        <source>Major wound (damage in one wound)</source>
        <translation>Ferimento grave (dano num só ferimento)</translation>
    </message>
    <message>
        <source>setting brp.major_wound_threshold</source>
        <translation>configuração brp.major_wound_threshold</translation>
    </message>
    <message>
        <source>Half the total hit points, rounded up</source>
        <translation>Metade dos pontos de vida totais, arredondada para cima</translation>
    </message>
    <message>
        <source>Point-blank range (m)</source>
        <translation>Alcance à queima-roupa (m)</translation>
    </message>
    <message>
        <source>Derived values</source>
        <translation>Valores derivados</translation>
    </message>
    <message>
        <source>Hit points, armour and DEX rank</source>
        <translation>Pontos de vida, armadura e nível de DEX</translation>
    </message>
    <message>
        <source>Hit points (override)</source>
        <translation>Pontos de vida (à mão)</translation>
    </message>
    <message>
        <source>Empty: ⌈(CON + SIZ) / 2⌉ (BRP standard)</source>
        <translation>Vazio: ⌈(CON + SIZ) / 2⌉ (padrão de BRP)</translation>
    </message>
    <message>
        <source>DEX rank (override)</source>
        <translation>Nível de DEX (à mão)</translation>
    </message>
    <message>
        <source>Empty: DEX (powers, heavy armour … may change it)</source>
        <translation>Vazio: DEX (poderes, armadura pesada … podem mudá-lo)</translation>
    </message>
    <message>
        <source>Damage modifier</source>
        <translation>Modificador de dano</translation>
    </message>
    <message>
        <source>typed: the seed has no STR+SIZ table</source>
        <translation>digitado: a semente não tem a tabela de STR+SIZ</translation>
    </message>
    <message>
        <source>Dice added to melee and thrown damage: 0, +1D4, -1D4, +1D6, +2D6 …</source>
        <translation>Dados somados ao dano de corpo a corpo e de arremesso: 0, +1D4, -1D4, +1D6, +2D6 …</translation>
    </message>
    <message>
        <source>Armour points</source>
        <translation>Pontos de armadura</translation>
    </message>
    <message>
        <source>points or dice (damaged_armour.json: «1D8+1»)</source>
        <translation>pontos ou dados (damaged_armour.json: «1D8+1»)</translation>
    </message>
    <message>
        <source>A number or dice rolled per hit (1D8+1)</source>
        <translation>Um número ou dados rolados a cada acerto (1D8+1)</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Escudo</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>Skills (%)</source>
        <translation>Habilidades (%)</translation>
    </message>
    <message>
        <source>d100 skills; a weapon names the skill it rolls</source>
        <translation>habilidades de d100; uma arma diz a habilidade que rola</translation>
    </message>
    <message>
        <source>Dodge, Brawl (unarmed), Jump, Ride, Swim, Spot and every weapon&apos;s skill</source>
        <translation>Dodge, Brawl (desarmado), Jump, Ride, Swim, Spot e a habilidade de cada arma</translation>
    </message>
    <message>
        <source>Weapons and gear</source>
        <translation>Armas e equipamento</translation>
    </message>
    <message>
        <source>What the character carries; Unarmed (Brawl) needs no entry</source>
        <translation>O que o personagem carrega; Desarmado (Brawl) não precisa de entrada</translation>
    </message>
    <message>
        <source>In hand when the fight starts</source>
        <translation>Na mão quando a luta começa</translation>
    </message>
    <message>
        <source>The weapon&apos;s id; empty: the first weapon carried</source>
        <translation>O id da arma; vazio: a primeira arma carregada</translation>
    </message>
    <message>
        <source>Gear</source>
        <translation>Equipamento</translation>
    </message>
    <message>
        <source>Anything else carried</source>
        <translation>Qualquer outra coisa carregada</translation>
    </message>
    <message>
        <source>{label} is a number or dice such as 1D6 or +1D4.</source>
        <translation>{label} é um número ou dados como 1D6 ou +1D4.</translation>
    </message>
    <message>
        <source>{label} must be a number or dice such as 1D6 or +1D4 (got {value!r}).</source>
        <translation>{label} deve ser um número ou dados como 1D6 ou +1D4 (recebido {value!r}).</translation>
    </message>
    <message>
        <source>Two weapons share the id {id!r}: give {checked_name} its own.</source>
        <translation>Duas armas compartilham o id {id!r}: dê a {checked_name} um próprio.</translation>
    </message>
    <message>
        <source>{label}: choose one of {words} (got {value!r}).</source>
        <translation>{label}: escolha um de {words} (recebido {value!r}).</translation>
    </message>
    <message>
        <source>Acid on {target}</source>
        <translation>Ácido em {target}</translation>
    </message>
    <message>
        <source>{target} in {strength} acid ({damage_per_round} a round).</source>
        <translation>{target} em ácido {strength} ({damage_per_round} por rodada).</translation>
    </message>
    <message>
        <source>armour vs acid</source>
        <translation>armadura contra ácido</translation>
    </message>
    <message>
        <source>acid damage halved, rounded up</source>
        <translation>dano de ácido pela metade, arredondado para cima</translation>
    </message>
    <message>
        <source>Armour halves the damage for {duration_rounds} = {n} rounds.</source>
        <translation>A armadura reduz o dano pela metade por {duration_rounds} = {n} rodadas.</translation>
    </message>
    <message>
        <source>acid ruins armour</source>
        <translation>o ácido arruína a armadura</translation>
    </message>
    <message>
        <source>when this ends the armour is useless</source>
        <translation>quando isto acabar a armadura fica inútil</translation>
    </message>
    <message>
        <source>The armour is ruined after {ruins_armour_after_rounds} = {m} rounds.</source>
        <translation>A armadura fica arruinada depois de {ruins_armour_after_rounds} = {m} rodadas.</translation>
    </message>
    <message>
        <source>damage at the end of each round; remove when washed off</source>
        <translation>dano no fim de cada rodada; remova quando for lavado</translation>
    </message>
    <message>
        <source>The damage comes at the end of each round while the acid stays.</source>
        <translation>O dano vem no fim de cada rodada enquanto o ácido permanecer.</translation>
    </message>
    <message>
        <source>Damage {d}</source>
        <translation>Dano {d}</translation>
    </message>
    <message>
        <source>, halved by armour → {amount}</source>
        <translation>, reduzido pela metade pela armadura → {amount}</translation>
    </message>
    <message>
        <source>Exposure rounds count from 1.</source>
        <translation>As rodadas de exposição contam a partir de 1.</translation>
    </message>
    <message>
        <source>{target} holds their breath</source>
        <translation>{target} prende a respiração</translation>
    </message>
    <message>
        <source>strangled: CON×1</source>
        <translation>estrangulado: CON×1</translation>
    </message>
    <message>
        <source>{target} is strangled: CON×1 {split}</source>
        <translation>{target} é estrangulado: CON×1 {split}</translation>
    </message>
    <message>
        <source> Damage {d}.</source>
        <translation> Dano {d}.</translation>
    </message>
    <message>
        <source>{target} is already suffocating: {damage_per_round} at the end of each round until they escape.</source>
        <translation>{target} já está sufocando: {damage_per_round} no fim de cada rodada até escapar.</translation>
    </message>
    <message>
        <source>sudden asphyxiation: Luck</source>
        <translation>asfixia repentina: Sorte</translation>
    </message>
    <message>
        <source>holding breath, round {round}: CON×{mult}</source>
        <translation>prendendo a respiração, rodada {round}: CON×{mult}</translation>
    </message>
    <message>
        <source>{target}, round {round} without air: CON×{mult} → {result}.</source>
        <translation>{target}, rodada {round} sem ar: CON×{mult} → {result}.</translation>
    </message>
    <message>
        <source>full damage at the end of each round until they escape</source>
        <translation>dano total no fim de cada rodada até escapar</translation>
    </message>
    <message>
        <source> {target} breathes in {substance}: {damage_per_round} at the end of each round until they escape.</source>
        <translation> {target} inala {substance}: {damage_per_round} no fim de cada rodada até escapar.</translation>
    </message>
    <message>
        <source>Poison on {target}</source>
        <translation>Veneno em {target}</translation>
    </message>
    <message>
        <source>Poison POT {effective} vs CON</source>
        <translation>Veneno POT {effective} contra CON</translation>
    </message>
    <message>
        <source>overcomes CON: full POT</source>
        <translation>supera a CON: POT inteira</translation>
    </message>
    <message>
        <source>doesn&apos;t overcome CON: half POT, rounded up</source>
        <translation>não supera a CON: metade da POT, arredondada para cima</translation>
    </message>
    <message>
        <source> (POT {pot} − antidote {antidote_pot})</source>
        <translation> (POT {pot} − antídoto {antidote_pot})</translation>
    </message>
    <message>
        <source>Poison POT {effective}{anti} on {target} {how} = {amount} damage</source>
        <translation>Veneno POT {effective}{anti} em {target} {how} = {amount} de dano</translation>
    </message>
    <message>
        <source>lands after {delay} {delay_unit}</source>
        <translation>atinge depois de {delay} {delay_unit}</translation>
    </message>
    <message>
        <source>lands after {delay} combat rounds</source>
        <translation>atinge depois de {delay} rodadas de combate</translation>
    </message>
    <message>
        <source>lands after {delay} full turns</source>
        <translation>atinge depois de {delay} turnos completos</translation>
    </message>
    <message>
        <source>Poison ({amount} damage due)</source>
        <translation>Veneno ({amount} de dano a vir)</translation>
    </message>
    <message>
        <source>, after {delay} {delay_unit}.</source>
        <translation>, depois de {delay} {delay_unit}.</translation>
    </message>
    <message>
        <source>, after {delay} combat rounds.</source>
        <translation>, depois de {delay} rodadas de combate.</translation>
    </message>
    <message>
        <source>, after {delay} full turns.</source>
        <translation>, depois de {delay} turnos completos.</translation>
    </message>
    <message>
        <source>Autofire</source>
        <translation>Disparo automático</translation>
    </message>
    <message>
        <source>{name} of {shots} shots: {bonus:+d}% to the attack.</source>
        <translation>{name} de {shots} disparos: {bonus:+d}% no ataque.</translation>
    </message>
    <message>
        <source> On a hit, {how} → {hits} hits (only the first can be special or critical).</source>
        <translation> Num acerto, {how} → {hits} acertos (só o primeiro pode ser especial ou crítico).</translation>
    </message>
    <message>
        <source>Give the distance from the epicentre, or the epicentre.</source>
        <translation>Informe a distância do epicentro, ou o epicentro.</translation>
    </message>
    <message>
        <source>Say who is caught: a target, or the epicentre.</source>
        <translation>Diga quem é atingido: um alvo, ou o epicentro.</translation>
    </message>
    <message>
        <source>Explosion</source>
        <translation>Explosão</translation>
    </message>
    <message>
        <source>Explosion of {d6}D6 (radius {radius:g} m).</source>
        <translation>Explosão de {d6}D6 (raio {radius:g} m).</translation>
    </message>
    <message>
        <source>{name} ({d:.1f} m): out of the blast.</source>
        <translation>{name} ({d:.1f} m): fora da explosão.</translation>
    </message>
    <message>
        <source>explosion on {name}</source>
        <translation>explosão em {name}</translation>
    </message>
    <message>
        <source>{skill} against the blast</source>
        <translation>{skill} contra a explosão</translation>
    </message>
    <message>
        <source> — dodged</source>
        <translation> — esquivou</translation>
    </message>
    <message>
        <source> — halved by Agility</source>
        <translation> — reduzido pela metade pela Agilidade</translation>
    </message>
    <message>
        <source>, thrown prone</source>
        <translation>, jogado ao chão</translation>
    </message>
    <message>
        <source>{name} ({d:.1f} m): {d2}{note}; armour {armour} → {dealt}.</source>
        <translation>{name} ({d:.1f} m): {d2}{note}; armadura {armour} → {dealt}.</translation>
    </message>
    <message>
        <source>resisted</source>
        <translation>resistiu</translation>
    </message>
    <message>
        <source>pushed {pushed_m} m</source>
        <translation>empurrado {pushed_m} m</translation>
    </message>
    <message>
        <source>, falls prone</source>
        <translation>, cai</translation>
    </message>
    <message>
        <source>Knockback: {damage} damage vs SIZ {siz}{mount}: {what}{fell}.</source>
        <translation>Repulsão: {damage} de dano contra SIZ {siz}{mount}: {what}{fell}.</translation>
    </message>
    <message>
        <source>Vacuum on {target}</source>
        <translation>Vácuo em {target}</translation>
    </message>
    <message>
        <source>{target}, round {round} in vacuum.</source>
        <translation>{target}, rodada {round} no vácuo.</translation>
    </message>
    <message>
        <source>The suit&apos;s {suit_armour} armour delays the haemorrhage {suit_armour} rounds.</source>
        <translation>Os {suit_armour} de armadura do traje atrasam a hemorragia em {suit_armour} rodadas.</translation>
    </message>
    <message>
        <source>Haemorrhage: {haem}.</source>
        <translation>Hemorragia: {haem}.</translation>
    </message>
    <message>
        <source>Lungs collapse: {d}.</source>
        <translation>Os pulmões colapsam: {d}.</translation>
    </message>
    <message>
        <source>The eardrums burst.</source>
        <translation>Os tímpanos estouram.</translation>
    </message>
    <message>
        <source>After CON×2 rounds: every sight roll is Difficult.</source>
        <translation>Depois de CON×2 rodadas: toda rolagem de visão é Difícil.</translation>
    </message>
    <message>
        <source>1, 2, 4, 8 … at the end of each round</source>
        <translation>1, 2, 4, 8 … no fim de cada rodada</translation>
    </message>
    <message>
        <source>The haemorrhage now doubles at the end of each round.</source>
        <translation>A hemorragia agora dobra no fim de cada rodada.</translation>
    </message>
    <message>
        <source>{target} falls</source>
        <translation>{target} cai</translation>
    </message>
    <message>
        <source>{target} falls {metres:g} m: no damage.</source>
        <translation>{target} cai {metres:g} m: sem dano.</translation>
    </message>
    <message>
        <source>a {metres:g} m fall</source>
        <translation>uma queda de {metres:g} m</translation>
    </message>
    <message>
        <source>{target} falls {metres:g} m{value}: {d}; armour {armour} → {dealt}.</source>
        <translation>{target} cai {metres:g} m{value}: {d}; armadura {armour} → {dealt}.</translation>
    </message>
    <message>
        <source>Fire on {target}</source>
        <translation>Fogo em {target}</translation>
    </message>
    <message>
        <source>{target} in {r_name} ({damage_per_round} a round, at DEX rank 1 at the end of the round).</source>
        <translation>{target} em {r_name} ({damage_per_round} por rodada, no nível de DEX 1, no fim da rodada).</translation>
    </message>
    <message>
        <source>armour vs fire</source>
        <translation>armadura contra fogo</translation>
    </message>
    <message>
        <source>armour counts against fire</source>
        <translation>a armadura conta contra o fogo</translation>
    </message>
    <message>
        <source>Armour holds for {duration_rounds} = {n} rounds.</source>
        <translation>A armadura aguenta por {duration_rounds} = {n} rodadas.</translation>
    </message>
    <message>
        <source>Damage {text}; armour {armour} → {dealt}.</source>
        <translation>Dano {text}; armadura {armour} → {dealt}.</translation>
    </message>
    <message>
        <source>not catching fire</source>
        <translation>não pegar fogo</translation>
    </message>
    <message>
        <source>POW×1: hair and clothes</source>
        <translation>POW×1: cabelo e roupas</translation>
    </message>
    <message>
        <source>clothes and hair burn until put out (a round, Luck if in doubt)</source>
        <translation>roupas e cabelo queimam até serem apagados (uma rodada, Sorte em caso de dúvida)</translation>
    </message>
    <message>
        <source>{target} catches fire: {burn} at the end of every round until put out.</source>
        <translation>{target} pega fogo: {burn} no fim de cada rodada até ser apagado.</translation>
    </message>
    <message>
        <source>severe burns</source>
        <translation>queimaduras graves</translation>
    </message>
    <message>
        <source>Severe burns: {target} loses {loss} characteristic points, at least 1 of CHA (the GM chooses).</source>
        <translation>Queimaduras graves: {target} perde {loss} pontos de características, pelo menos 1 de CHA (o mestre escolhe).</translation>
    </message>
    <message>
        <source>Partial cover: skill {skill}% becomes Difficult {hit}%; rolls {hit2:02d}–{skill2:02d} hit the cover.</source>
        <translation>Cobertura parcial: a habilidade {skill}% vira Difícil {hit}%; rolagens {hit2:02d}–{skill2:02d} atingem a cobertura.</translation>
    </message>
    <message>
        <source> Roll {roll_faces}: hits the {result}.</source>
        <translation> Rolagem {roll_faces}: atinge {result}.</translation>
    </message>
    <message>
        <source> Roll {roll_faces}: a miss.</source>
        <translation> Rolagem {roll_faces}: erra.</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>{attacker} has no DEX.</source>
        <translation>{attacker} não tem DEX.</translation>
    </message>
    <message>
        <source>{attacker}&apos;s point-blank range is DEX/3 = {limit:.1f} m.</source>
        <translation>O alcance à queima-roupa de {attacker} é DEX/3 = {limit:.1f} m.</translation>
    </message>
    <message>
        <source> At {distance_m:.1f} m: {value}.</source>
        <translation> A {distance_m:.1f} m: {value}.</translation>
    </message>
    <message>
        <source>Easy (point-blank)</source>
        <translation>Fácil (à queima-roupa)</translation>
    </message>
    <message>
        <source>not point-blank</source>
        <translation>não é à queima-roupa</translation>
    </message>
    <message>
        <source>Point-blank</source>
        <translation>À queima-roupa</translation>
    </message>
    <message>
        <source>Give both SIZes (or two combatants with SIZ).</source>
        <translation>Informe os dois SIZ (ou dois combatentes com SIZ).</translation>
    </message>
    <message>
        <source>Target SIZ {st} against attacker SIZ {sa}: {case}, {mod:+d}%.</source>
        <translation>SIZ do alvo {st} contra SIZ do atacante {sa}: {case}, {mod:+d}%.</translation>
    </message>
    <message>
        <source>Target size</source>
        <translation>Tamanho do alvo</translation>
    </message>
    <message>
        <source>Shield block</source>
        <translation>Bloqueio com escudo</translation>
    </message>
    <message>
        <source>{shield} shield: {chance}% to block.</source>
        <translation>Escudo {shield}: {chance}% para bloquear.</translation>
    </message>
    <message>
        <source> A {attack_level} hit isn&apos;t blocked.</source>
        <translation> Um acerto {attack_level} não é bloqueado.</translation>
    </message>
    <message>
        <source>shield block</source>
        <translation>bloqueio com escudo</translation>
    </message>
    <message>
        <source> Roll {roll_faces}: blocked.</source>
        <translation> Rolagem {roll_faces}: bloqueado.</translation>
    </message>
    <message>
        <source> Roll {roll_faces}: gets through.</source>
        <translation> Rolagem {roll_faces}: passa.</translation>
    </message>
    <message>
        <source>Prone</source>
        <translation>Caído</translation>
    </message>
    <message>
        <source>{who} prone, {role}, {weapon} at {range_band} range</source>
        <translation>{who} caído, {role}, {weapon} a alcance {range_band}</translation>
    </message>
    <message>
        <source>{who} prone, {role}, {weapon}</source>
        <translation>{who} caído, {role}, {weapon}</translation>
    </message>
    <message>
        <source> {who} drops prone.</source>
        <translation> {who} se joga ao chão.</translation>
    </message>
    <message>
        <source> {who} stands up (5 DEX ranks; replaces the attack).</source>
        <translation> {who} se levanta (5 níveis de DEX; substitui o ataque).</translation>
    </message>
    <message>
        <source>{rider}: mounted</source>
        <translation>{rider}: montado</translation>
    </message>
    <message>
        <source>{rider} mounted: combat skills capped by Ride {ride_text}%{capped_text}; dodges Difficult; higher ground (+10%) over those on foot.</source>
        <translation>{rider} montado: habilidades de combate limitadas por Cavalgar {ride_text}%{capped_text}; esquivas Difíceis; terreno mais alto (+10%) sobre quem está a pé.</translation>
    </message>
    <message>
        <source>falling from the mount</source>
        <translation>caindo da montaria</translation>
    </message>
    <message>
        <source>{rider} falls from the mount: Luck {result}.</source>
        <translation>{rider} cai da montaria: Sorte {result}.</translation>
    </message>
    <message>
        <source>fall from the mount</source>
        <translation>queda da montaria</translation>
    </message>
    <message>
        <source>until a Difficult Agility roll frees them</source>
        <translation>até uma rolagem Difícil de Agilidade libertá-lo</translation>
    </message>
    <message>
        <source> Caught in the saddle: dragged for {drag_damage_per_round} a round.</source>
        <translation> Preso na sela: arrastado por {drag_damage_per_round} por rodada.</translation>
    </message>
    <message>
        <source>stunned by the fall?</source>
        <translation>atordoado pela queda?</translation>
    </message>
    <message>
        <source> Stunned next round.</source>
        <translation> Atordoado na próxima rodada.</translation>
    </message>
    <message>
        <source>Under water: damage {damage} → {eff_damage}, armour {armour} → {eff_armour}: {dealt} gets through.</source>
        <translation>Debaixo d&apos;água: dano {damage} → {eff_damage}, armadura {armour} → {eff_armour}: passam {dealt}.</translation>
    </message>
    <message>
        <source> Skill {skill}% capped by Swim {swim}% → {capped}%.</source>
        <translation> Habilidade {skill}% limitada por Nadar {swim}% → {capped}%.</translation>
    </message>
    <message>
        <source> No shield parries; fatigue doubled.</source>
        <translation> Sem aparar com escudo; fadiga dobrada.</translation>
    </message>
    <message>
        <source>{target} in zero-g</source>
        <translation>{target} em gravidade zero</translation>
    </message>
    <message>
        <source>{target} in zero-g: Agility {result}.</source>
        <translation>{target} em gravidade zero: Agilidade {result}.</translation>
    </message>
    <message>
        <source> Every combat or physical action is Difficult this round.</source>
        <translation> Toda ação de combate ou física é Difícil nesta rodada.</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Vento</translation>
    </message>
    <message>
        <source>{name} (STR {band}): {skill_modifier:+d}% to missiles and movement.</source>
        <translation>{name} (STR {band}): {skill_modifier:+d}% em mísseis e movimento.</translation>
    </message>
    <message>
        <source>the wind against STR</source>
        <translation>o vento contra a STR</translation>
    </message>
    <message>
        <source>wind STR</source>
        <translation>STR do vento</translation>
    </message>
    <message>
        <source> {target} is blown over (see falling).</source>
        <translation> {target} é derrubado pelo vento (veja queda).</translation>
    </message>
    <message>
        <source> {target} keeps their feet.</source>
        <translation> {target} se mantém de pé.</translation>
    </message>
    <message>
        <source>Cloud cover</source>
        <translation>Cobertura de nuvens</translation>
    </message>
    <message>
        <source>{name}: {skill_modifier:+d}% to Navigate and the like; {rain_chance}% chance of rain.</source>
        <translation>{name}: {skill_modifier:+d}% em Navegar e similares; {rain_chance}% de chance de chuva.</translation>
    </message>
    <message>
        <source> Partial darkness.</source>
        <translation> Escuridão parcial.</translation>
    </message>
    <message>
        <source>{precipitation} falls, {d} mm.</source>
        <translation>Cai {precipitation}, {d} mm.</translation>
    </message>
    <message>
        <source>no rain.</source>
        <translation>sem chuva.</translation>
    </message>
    <message>
        <source>Precipitation</source>
        <translation>Precipitação</translation>
    </message>
    <message>
        <source>The precipitation stops.</source>
        <translation>A precipitação para.</translation>
    </message>
    <message>
        <source>{precipitation}: {mod:+d}% to the skills it hampers (missile attacks).</source>
        <translation>{precipitation}: {mod:+d}% nas habilidades que atrapalha (ataques com mísseis).</translation>
    </message>
    <message>
        <source>{attackers} attackers, {situation}: at most {limit} attack; {excluded} can&apos;t.</source>
        <translation>{attackers} atacantes, {situation}: no máximo {limit} atacam; {excluded} não podem.</translation>
    </message>
    <message>
        <source>Superior numbers</source>
        <translation>Superioridade numérica</translation>
    </message>
    <message>
        <source>{target}: disease</source>
        <translation>{target}: doença</translation>
    </message>
    <message>
        <source>exposure to {name}</source>
        <translation>exposição a {name}</translation>
    </message>
    <message>
        <source>{target} shakes off {name}.</source>
        <translation>{target} se livra de {name}.</translation>
    </message>
    <message>
        <source>attacks {char}</source>
        <translation>ataca {char}</translation>
    </message>
    <message>
        <source>{target} contracts {name}: 1 {char} point lost within 24 hours; recovery rolls from the second morning at CON×{multiplier}.</source>
        <translation>{target} contrai {name}: 1 ponto de {char} perdido em 24 horas; rolagens de recuperação a partir da segunda manhã com CON×{multiplier}.</translation>
    </message>
    <message>
        <source>{target} has no disease to recover from.</source>
        <translation>{target} não tem doença da qual se recuperar.</translation>
    </message>
    <message>
        <source>recovery: CON×{mult}</source>
        <translation>recuperação: CON×{mult}</translation>
    </message>
    <message>
        <source>{target} recovers from {name} (lost {lost} {char} in all).</source>
        <translation>{target} se recupera de {name} (perdeu {lost} de {char} ao todo).</translation>
    </message>
    <message>
        <source>{target} stays sick: another {char} point lost ({lost} in all); tomorrow CON×{new_mult}.</source>
        <translation>{target} continua doente: outro ponto de {char} perdido ({lost} ao todo); amanhã CON×{new_mult}.</translation>
    </message>
    <message>
        <source>Radiation on {target}</source>
        <translation>Radiação em {target}</translation>
    </message>
    <message>
        <source>Radiation POT {pot} vs CON</source>
        <translation>Radiação POT {pot} contra CON</translation>
    </message>
    <message>
        <source>Radiation POT {pot} on {target}: </source>
        <translation>Radiação POT {pot} em {target}: </translation>
    </message>
    <message>
        <source>it takes hold (the GM applies its effects; first aid is useless).</source>
        <translation>ela se instala (o mestre aplica seus efeitos; primeiros socorros são inúteis).</translation>
    </message>
    <message>
        <source>they avoid its effects for now.</source>
        <translation>escapa de seus efeitos por enquanto.</translation>
    </message>
    <message>
        <source>beneficial mutation</source>
        <translation>mutação benéfica</translation>
    </message>
    <message>
        <source> A beneficial mutation!</source>
        <translation> Uma mutação benéfica!</translation>
    </message>
    <message>
        <source> No mutation.</source>
        <translation> Nenhuma mutação.</translation>
    </message>
    <message>
        <source>Acid</source>
        <translation>Ácido</translation>
    </message>
    <message>
        <source>Armoured (default: has armour)</source>
        <translation>Com armadura (padrão: tem armadura)</translation>
    </message>
    <message>
        <source>Contact lasts (damage every round)</source>
        <translation>O contato continua (dano a cada rodada)</translation>
    </message>
    <message>
        <source>Apply the damage</source>
        <translation>Aplicar o dano</translation>
    </message>
    <message>
        <source>Suffocation, drowning, asphyxiation</source>
        <translation>Sufocação, afogamento, asfixia</translation>
    </message>
    <message>
        <source>Exposure round</source>
        <translation>Rodada de exposição</translation>
    </message>
    <message>
        <source>Sudden (Luck roll first)</source>
        <translation>Repentina (primeiro uma rolagem de Sorte)</translation>
    </message>
    <message>
        <source>Poison and antidotes</source>
        <translation>Veneno e antídotos</translation>
    </message>
    <message>
        <source>Poison POT</source>
        <translation>POT do veneno</translation>
    </message>
    <message>
        <source>Antidote POT</source>
        <translation>POT do antídoto</translation>
    </message>
    <message>
        <source>Bursts and automatic fire</source>
        <translation>Rajadas e disparo automático</translation>
    </message>
    <message>
        <source>The attack hit: roll the hits</source>
        <translation>O ataque acertou: role os acertos</translation>
    </message>
    <message>
        <source>Explosions</source>
        <translation>Explosões</translation>
    </message>
    <message>
        <source>D6 at the centre</source>
        <translation>D6 no centro</translation>
    </message>
    <message>
        <source>Distance from the epicentre (m)</source>
        <translation>Distância do epicentro (m)</translation>
    </message>
    <message>
        <source>Epicentre (a combatant)</source>
        <translation>Epicentro (um combatente)</translation>
    </message>
    <message>
        <source>Knockback</source>
        <translation>Repulsão</translation>
    </message>
    <message>
        <source>Damage dealt</source>
        <translation>Dano causado</translation>
    </message>
    <message>
        <source>Mount or vehicle SIZ (after a Ride roll)</source>
        <translation>SIZ da montaria ou do veículo (depois de uma rolagem de Cavalgar)</translation>
    </message>
    <message>
        <source>Vacuum</source>
        <translation>Vácuo</translation>
    </message>
    <message>
        <source>Round in vacuum</source>
        <translation>Rodada no vácuo</translation>
    </message>
    <message>
        <source>Breathed out first</source>
        <translation>Expirou o ar antes</translation>
    </message>
    <message>
        <source>Protective suit armour</source>
        <translation>Armadura do traje de proteção</translation>
    </message>
    <message>
        <source>Haemorrhage every round</source>
        <translation>Hemorragia a cada rodada</translation>
    </message>
    <message>
        <source>Falling</source>
        <translation>Queda</translation>
    </message>
    <message>
        <source>Thrown with force</source>
        <translation>Arremessado com força</translation>
    </message>
    <message>
        <source>Fire and heat</source>
        <translation>Fogo e calor</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Fogo</translation>
    </message>
    <message>
        <source>Round of exposure</source>
        <translation>Rodada de exposição</translation>
    </message>
    <message>
        <source>Normal skill %</source>
        <translation>Habilidade normal %</translation>
    </message>
    <message>
        <source>The d100 roll (optional)</source>
        <translation>A rolagem de d100 (opcional)</translation>
    </message>
    <message>
        <source>Point-blank range</source>
        <translation>Alcance à queima-roupa</translation>
    </message>
    <message>
        <source>Large and small targets</source>
        <translation>Alvos grandes e pequenos</translation>
    </message>
    <message>
        <source>Shields against missiles</source>
        <translation>Escudos contra mísseis</translation>
    </message>
    <message>
        <source>Firearm or energy weapon</source>
        <translation>Arma de fogo ou de energia</translation>
    </message>
    <message>
        <source>Roll the block</source>
        <translation>Rolar o bloqueio</translation>
    </message>
    <message>
        <source>Mounted combat</source>
        <translation>Combate montado</translation>
    </message>
    <message>
        <source>Combat skill % (to cap)</source>
        <translation>Habilidade de combate % (a limitar)</translation>
    </message>
    <message>
        <source>Underwater combat</source>
        <translation>Combate subaquático</translation>
    </message>
    <message>
        <source>Zero gravity</source>
        <translation>Gravidade zero</translation>
    </message>
    <message>
        <source>Weather: wind</source>
        <translation>Clima: vento</translation>
    </message>
    <message>
        <source>Who must keep their feet</source>
        <translation>Quem precisa se manter de pé</translation>
    </message>
    <message>
        <source>Wind STR (default: the band&apos;s top)</source>
        <translation>STR do vento (padrão: o topo da faixa)</translation>
    </message>
    <message>
        <source>Weather: cloud cover</source>
        <translation>Clima: cobertura de nuvens</translation>
    </message>
    <message>
        <source>Roll for rain</source>
        <translation>Rolar para chuva</translation>
    </message>
    <message>
        <source>Weather: rain, snow, sleet, hail</source>
        <translation>Clima: chuva, neve, granizo miúdo, granizo</translation>
    </message>
    <message>
        <source>Disease</source>
        <translation>Doença</translation>
    </message>
    <message>
        <source>Radiation</source>
        <translation>Radiação</translation>
    </message>
    <message>
        <source>Radiation POT</source>
        <translation>POT da radiação</translation>
    </message>
    <message>
        <source>Chance of a beneficial mutation (POW×1)</source>
        <translation>Chance de uma mutação benéfica (POW×1)</translation>
    </message>
    <message>
        <source>{rid}: {name} must be a combatant of this encounter, not {value!r}.</source>
        <translation>{rid}: {name} deve ser um combatente deste encontro, não {value!r}.</translation>
    </message>
    <message>
        <source>{rid}: {name} is a whole number.</source>
        <translation>{rid}: {name} é um número inteiro.</translation>
    </message>
    <message>
        <source>{rid}: {name} is a whole number, not {value!r}.</source>
        <translation>{rid}: {name} é um número inteiro, não {value!r}.</translation>
    </message>
    <message>
        <source>{rid}: {name} is a number.</source>
        <translation>{rid}: {name} é um número.</translation>
    </message>
    <message>
        <source>{rid}: {name} is a number, not {value!r}.</source>
        <translation>{rid}: {name} é um número, não {value!r}.</translation>
    </message>
    <message>
        <source>{rid}: {name} is true or false.</source>
        <translation>{rid}: {name} é verdadeiro ou falso.</translation>
    </message>
    <message>
        <source>{rid}: {name} is one of {map}, not {value!r}.</source>
        <translation>{rid}: {name} é um de {map}, não {value!r}.</translation>
    </message>
    <message>
        <source>Unknown spot rule {rule_id!r}; known: {known}.</source>
        <translation>Regra pontual desconhecida {rule_id!r}; conhecidas: {known}.</translation>
    </message>
    <message>
        <source>{rule_id}: unknown parameter(s) {unknown}.</source>
        <translation>{rule_id}: parâmetro(s) desconhecido(s) {unknown}.</translation>
    </message>
    <message>
        <source>{rule_id}: {p_name} is required.</source>
        <translation>{rule_id}: {p_name} é obrigatório.</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Veículo</translation>
    </message>
    <message>
        <source>Aura attack</source>
        <translation>Ataque de aura</translation>
    </message>
    <message>
        <source>Viewer (resists with POW)</source>
        <translation>Observador (resiste com POW)</translation>
    </message>
    <message>
        <source>Passion</source>
        <translation>Paixão</translation>
    </message>
    <message>
        <source>Succeeded before against them</source>
        <translation>Já teve sucesso contra ele antes</translation>
    </message>
    <message>
        <source>Experience (GM, +1 to +3)</source>
        <translation>Experiência (mestre, +1 a +3)</translation>
    </message>
    <message>
        <source>Circumstances (±1 to 3)</source>
        <translation>Circunstâncias (±1 a 3)</translation>
    </message>
    <message>
        <source>Air combat: Fly roll</source>
        <translation>Combate aéreo: rolagem de Voar</translation>
    </message>
    <message>
        <source>Fly skill</source>
        <translation>Habilidade de voo</translation>
    </message>
    <message>
        <source>High altitude / low pressure</source>
        <translation>Altitude elevada / baixa pressão</translation>
    </message>
    <message>
        <source>Flying takes hands (caps combat at Fly)</source>
        <translation>Voar ocupa as mãos (limita o combate a Voar)</translation>
    </message>
    <message>
        <source>Mass combat: a turn in the battle</source>
        <translation>Combate em massa: um turno na batalha</translation>
    </message>
    <message>
        <source>Damage armour</source>
        <translation>Danificar armadura</translation>
    </message>
    <message>
        <source>Repair armour</source>
        <translation>Reparar armadura</translation>
    </message>
    <message>
        <source>Fighting in darkness</source>
        <translation>Lutar na escuridão</translation>
    </message>
    <message>
        <source>Darkness penalty % (GM)</source>
        <translation>Penalidade de escuridão % (mestre)</translation>
    </message>
    <message>
        <source>Total darkness</source>
        <translation>Escuridão total</translation>
    </message>
    <message>
        <source>Detect with</source>
        <translation>Detectar com</translation>
    </message>
    <message>
        <source>Light source in hand</source>
        <translation>Fonte de luz na mão</translation>
    </message>
    <message>
        <source>Light source</source>
        <translation>Fonte de luz</translation>
    </message>
    <message>
        <source>Must be used with care</source>
        <translation>Deve ser usada com cuidado</translation>
    </message>
    <message>
        <source>Add a vehicle</source>
        <translation>Adicionar um veículo</translation>
    </message>
    <message>
        <source>Vehicles</source>
        <translation>Veículos</translation>
    </message>
    <message>
        <source>Rated speed</source>
        <translation>Velocidade nominal</translation>
    </message>
    <message>
        <source>Handling %</source>
        <translation>Manobrabilidade %</translation>
    </message>
    <message>
        <source>Change speed</source>
        <translation>Mudar a velocidade</translation>
    </message>
    <message>
        <source>New speed</source>
        <translation>Nova velocidade</translation>
    </message>
    <message>
        <source>Manoeuvre</source>
        <translation>Manobra</translation>
    </message>
    <message>
        <source>Turn: slow by</source>
        <translation>Curva: reduzir em</translation>
    </message>
    <message>
        <source>Collision or ram</source>
        <translation>Colisão ou abalroamento</translation>
    </message>
    <message>
        <source>What is hit (a vehicle or a thing)</source>
        <translation>O que é atingido (um veículo ou uma coisa)</translation>
    </message>
    <message>
        <source>Its armour (a thing)</source>
        <translation>Sua armadura (uma coisa)</translation>
    </message>
    <message>
        <source>Passengers (names, commas)</source>
        <translation>Passageiros (nomes, com vírgulas)</translation>
    </message>
    <message>
        <source>Apply passengers&apos; damage</source>
        <translation>Aplicar o dano dos passageiros</translation>
    </message>
    <message>
        <source>Range this round</source>
        <translation>Alcance nesta rodada</translation>
    </message>
    <message>
        <source>Leader (driver on the chase track)</source>
        <translation>Líder (motorista na trilha da perseguição)</translation>
    </message>
    <message>
        <source>Leader&apos;s vehicle</source>
        <translation>Veículo do líder</translation>
    </message>
    <message>
        <source>Pursuer (driver on the chase track)</source>
        <translation>Perseguidor (motorista na trilha da perseguição)</translation>
    </message>
    <message>
        <source>Pursuer&apos;s vehicle</source>
        <translation>Veículo do perseguidor</translation>
    </message>
    <message>
        <source>Act in a moving vehicle</source>
        <translation>Agir num veículo em movimento</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Escalar</translation>
    </message>
    <message>
        <source>Runs the vehicle (Drive, Repair …)</source>
        <translation>Opera o veículo (Dirigir, Consertar …)</translation>
    </message>
    <message>
        <source>GM modifier %</source>
        <translation>Modificador do mestre %</translation>
    </message>
    <message>
        <source>Could be thrown off</source>
        <translation>Pode ser arremessado para fora</translation>
    </message>
    <message>
        <source>Remove a vehicle</source>
        <translation>Remover um veículo</translation>
    </message>
    <message>
        <source>{tool_id}: unknown parameter(s) {unknown}.</source>
        <translation>{tool_id}: parâmetro(s) desconhecido(s) {unknown}.</translation>
    </message>
    <message>
        <source>{tool_id}: {label} is required.</source>
        <translation>{tool_id}: {label} é obrigatório.</translation>
    </message>
    <message>
        <source>Each round the faster vehicle moves one range step per speed level of difference.</source>
        <translation>A cada rodada o veículo mais rápido avança um passo de alcance por nível de velocidade de diferença.</translation>
    </message>
    <message>
        <source>Unknown BRP setting {key!r}.</source>
        <translation>Configuração de BRP desconhecida {key!r}.</translation>
    </message>
    <message>
        <source>{key} takes one of {options}, not {value!r}.</source>
        <translation>{key} aceita um de {options}, não {value!r}.</translation>
    </message>
    <message>
        <source>{key} is {{&apos;base&apos;: number, &apos;per_point&apos;: number}}.</source>
        <translation>{key} é {{&apos;base&apos;: número, &apos;per_point&apos;: número}}.</translation>
    </message>
    <message>
        <source>{key} is true or false.</source>
        <translation>{key} é verdadeiro ou falso.</translation>
    </message>
    <message>
        <source>{key} is a number.</source>
        <translation>{key} é um número.</translation>
    </message>
    <message>
        <source>{key} takes a {type}.</source>
        <translation>{key} aceita um {type}.</translation>
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
        <source>{name}&apos;s sheet has no {key}: fill it in.</source>
        <translation>A ficha de {name} não tem {key}: preencha.</translation>
    </message>
    <message>
        <source>{name}&apos;s {key} must be a number, not {value!r}.</source>
        <translation>{key} de {name} deve ser um número, não {value!r}.</translation>
    </message>
    <message>
        <source>A skill is a name or a percentage, not {skill!r}.</source>
        <translation>Uma habilidade é um nome ou uma porcentagem, não {skill!r}.</translation>
    </message>
    <message>
        <source>{name} has no skill called {wanted} on the sheet: fill it in.</source>
        <translation>{name} não tem uma habilidade chamada {wanted} na ficha: preencha.</translation>
    </message>
    <message>
        <source>{KEY}: expected an object</source>
        <translation>{KEY}: esperava-se um objeto</translation>
    </message>
    <message>
        <source>{KEY}.settings: expected an object</source>
        <translation>{KEY}.settings: esperava-se um objeto</translation>
    </message>
    <message>
        <source>{KEY}.order: expected an object</source>
        <translation>{KEY}.order: esperava-se um objeto</translation>
    </message>
    <message>
        <source>{KEY}.order.placed: expected a list of names</source>
        <translation>{KEY}.order.placed: esperava-se uma lista de nomes</translation>
    </message>
    <message>
        <source>{KEY}.order.placed: no combatant is called {n!r}</source>
        <translation>{KEY}.order.placed: nenhum combatente se chama {n!r}</translation>
    </message>
    <message>
        <source>{KEY}.order.current: no combatant is called {current!r}</source>
        <translation>{KEY}.order.current: nenhum combatente se chama {current!r}</translation>
    </message>
    <message>
        <source>{KEY}.order.rank: expected a whole number or null</source>
        <translation>{KEY}.order.rank: esperava-se um número inteiro ou null</translation>
    </message>
    <message>
        <source>{KEY}.order.turns: expected an object</source>
        <translation>{KEY}.order.turns: esperava-se um objeto</translation>
    </message>
    <message>
        <source>{at}: no combatant is called {n!r}</source>
        <translation>{at}: nenhum combatente se chama {n!r}</translation>
    </message>
    <message>
        <source>{at}: expected an object</source>
        <translation>{at}: esperava-se um objeto</translation>
    </message>
    <message>
        <source>{at}.rank: expected a whole number or null</source>
        <translation>{at}.rank: esperava-se um número inteiro ou null</translation>
    </message>
    <message>
        <source>{at}.prio: expected a whole number</source>
        <translation>{at}.prio: esperava-se um número inteiro</translation>
    </message>
    <message>
        <source>{KEY}.{key}: expected a list of objects</source>
        <translation>{KEY}.{key}: esperava-se uma lista de objetos</translation>
    </message>
    <message>
        <source>{KEY}: damage entry {i} names no combatant ({target!r})</source>
        <translation>{KEY}: a entrada de dano {i} não nomeia nenhum combatente ({target!r})</translation>
    </message>
    <message>
        <source>{KEY}.chase: expected an object with positions</source>
        <translation>{KEY}.chase: esperava-se um objeto com posições</translation>
    </message>
    <message>
        <source>{KEY}.chase.positions: no combatant is called {n!r}</source>
        <translation>{KEY}.chase.positions: nenhum combatente se chama {n!r}</translation>
    </message>
    <message>
        <source>{KEY}.chase.positions.{n}: expected a whole number</source>
        <translation>{KEY}.chase.positions.{n}: esperava-se um número inteiro</translation>
    </message>
    <message>
        <source>{at}.hp: expected a whole number</source>
        <translation>{at}.hp: esperava-se um número inteiro</translation>
    </message>
    <message>
        <source>{at}.conditions: expected an object</source>
        <translation>{at}.conditions: esperava-se um objeto</translation>
    </message>
    <message>
        <source>{at}.ready: expected a list of weapon ids</source>
        <translation>{at}.ready: esperava-se uma lista de ids de armas</translation>
    </message>
    <message>
        <source>No {skill} on the sheet of {lacking}: fill it in first.</source>
        <translation>Sem {skill} na ficha de {lacking}: preencha primeiro.</translation>
    </message>
    <message>
        <source>Both sides surprised needs conscious combatants on two sides.</source>
        <translation>Ambos os lados surpreendidos precisa de combatentes conscientes em dois lados.</translation>
    </message>
    <message>
        <source>Both sides surprised</source>
        <translation>Ambos os lados surpreendidos</translation>
    </message>
    <message>
        <source>{sense}: who notices first</source>
        <translation>{sense}: quem percebe primeiro</translation>
    </message>
    <message>
        <source>Idea: acts first</source>
        <translation>Ideia: age primeiro</translation>
    </message>
    <message>
        <source>side {first} notices the other first</source>
        <translation>o lado {first} percebe o outro primeiro</translation>
    </message>
    <message>
        <source>both sides notice each other at the same time</source>
        <translation>os dois lados se percebem ao mesmo tempo</translation>
    </message>
    <message>
        <source>Both sides surprised: on {sense}, {notice}. </source>
        <translation>Ambos os lados surpreendidos: em {sense}, {notice}. </translation>
    </message>
    <message>
        <source>Acting first (Idea, by DEX): {order}.</source>
        <translation>Agindo primeiro (Ideia, por DEX): {order}.</translation>
    </message>
    <message>
        <source>Nobody makes the Idea roll: DEX ranks as usual.</source>
        <translation>Ninguém passa na rolagem de Ideia: níveis de DEX como de costume.</translation>
    </message>
    <message>
        <source> Missed what is happening: {unaware}.</source>
        <translation> Não perceberam o que está acontecendo: {unaware}.</translation>
    </message>
    <message>
        <source>{target}: slippery ground</source>
        <translation>{target}: chão escorregadio</translation>
    </message>
    <message>
        <source>keep their feet</source>
        <translation>manter-se de pé</translation>
    </message>
    <message>
        <source>{target} on slippery ground: Agility {result}</source>
        <translation>{target} em chão escorregadio: Agilidade {result}</translation>
    </message>
    <message>
        <source>: keeps their feet.</source>
        <translation>: mantém-se de pé.</translation>
    </message>
    <message>
        <source>: falls prone (or can only try to stay standing).</source>
        <translation>: cai (ou só pode tentar continuar de pé).</translation>
    </message>
    <message>
        <source>a bad fall</source>
        <translation>uma queda feia</translation>
    </message>
    <message>
        <source> A bad fall: {d} damage.</source>
        <translation> Uma queda feia: {d} de dano.</translation>
    </message>
    <message>
        <source>hungry: the combat-round fatigue penalty</source>
        <translation>com fome: a penalidade de fadiga da rodada de combate</translation>
    </message>
    <message>
        <source>thirsty: the combat-round fatigue penalty</source>
        <translation>com sede: a penalidade de fadiga da rodada de combate</translation>
    </message>
    <message>
        <source>without fatigue points: physical actions Difficult</source>
        <translation>sem pontos de fadiga: ações físicas Difíceis</translation>
    </message>
    <message>
        <source>a Stamina roll before each physical action (failure: 1 hit point)</source>
        <translation>uma rolagem de Stamina antes de cada ação física (falha: 1 ponto de vida)</translation>
    </message>
    <message>
        <source>Mental, Physical and combat rolls Difficult; wounds heal twice as slowly</source>
        <translation>Rolagens mentais, físicas e de combate Difíceis; ferimentos curam duas vezes mais devagar</translation>
    </message>
    <message>
        <source>Lacking is one of {EXPOSURE_KINDS}, not {lacking!r}.</source>
        <translation>A falta é de um de {EXPOSURE_KINDS}, não {lacking!r}.</translation>
    </message>
    <message>
        <source>{target}: exposure</source>
        <translation>{target}: exposição</translation>
    </message>
    <message>
        <source>{target}: {state} day(s) without {lacking}.</source>
        <translation>{target}: {state} dia(s) sem {lacking}.</translation>
    </message>
    <message>
        <source> Fatigue {fatigue}: {value} hit point(s) lost.</source>
        <translation> Fadiga {fatigue}: {value} ponto(s) de vida perdido(s).</translation>
    </message>
    <message>
        <source>{target} has {lacking} again.</source>
        <translation>{target} tem {lacking} de novo.</translation>
    </message>
    <message>
        <source>Stamina before a physical action</source>
        <translation>Stamina antes de uma ação física</translation>
    </message>
    <message>
        <source>{target}: Stamina before a physical action {result}.</source>
        <translation>{target}: Stamina antes de uma ação física {result}.</translation>
    </message>
    <message>
        <source> They act, at the cost of 1 hit point.</source>
        <translation> Age, ao custo de 1 ponto de vida.</translation>
    </message>
    <message>
        <source>{expr!r} has no dice a pulled blow can shrink.</source>
        <translation>{expr!r} não tem dados que um golpe contido possa reduzir.</translation>
    </message>
    <message>
        <source>{attacker} may pull the {w_name}&apos;s {damage} to: </source>
        <translation>{attacker} pode conter o {damage} de {w_name} para: </translation>
    </message>
    <message>
        <source>nothing less (1D2 is the least).</source>
        <translation>nada menos (1D2 é o mínimo).</translation>
    </message>
    <message>
        <source>{w_name} pulled may roll {options}, not {dice!r}.</source>
        <translation>{w_name} contido pode rolar {options}, não {dice!r}.</translation>
    </message>
    <message>
        <source>{attacker} pulls the blow</source>
        <translation>{attacker} contém o golpe</translation>
    </message>
    <message>
        <source>pulled damage</source>
        <translation>dano contido</translation>
    </message>
    <message>
        <source>{attacker} pulls the blow ({wanted}, {modifier} damage modifier): {total}</source>
        <translation>{attacker} contém o golpe ({wanted}, modificador de dano {modifier}): {total}</translation>
    </message>
    <message>
        <source>a pulled blow</source>
        <translation>um golpe contido</translation>
    </message>
    <message>
        <source>; {target}&apos;s armour {value} → {dealt}</source>
        <translation>; armadura de {target} {value} → {dealt}</translation>
    </message>
    <message>
        <source>{target} isn&apos;t aiming.</source>
        <translation>{target} não está mirando.</translation>
    </message>
    <message>
        <source>{target}: aim interrupted</source>
        <translation>{target}: mira interrompida</translation>
    </message>
    <message>
        <source>keep the aim</source>
        <translation>manter a mira</translation>
    </message>
    <message>
        <source>{target} is interrupted but keeps the aim (Idea {result}).</source>
        <translation>{target} é interrompido mas mantém a mira (Ideia {result}).</translation>
    </message>
    <message>
        <source>{target} is interrupted: Idea {result}, {failure}.</source>
        <translation>{target} é interrompido: Ideia {result}, {failure}.</translation>
    </message>
    <message>
        <source>{target}: area attack</source>
        <translation>{target}: ataque de área</translation>
    </message>
    <message>
        <source>area damage</source>
        <translation>dano de área</translation>
    </message>
    <message>
        <source>Area attack on {target}: {d}</source>
        <translation>Ataque de área em {target}: {d}</translation>
    </message>
    <message>
        <source>against the area attack</source>
        <translation>contra o ataque de área</translation>
    </message>
    <message>
        <source> (thrown prone: 5 DEX ranks to stand)</source>
        <translation> (jogado ao chão: 5 níveis de DEX para se levantar)</translation>
    </message>
    <message>
        <source>area attack</source>
        <translation>ataque de área</translation>
    </message>
    <message>
        <source>; armour {value} → {dealt} damage.</source>
        <translation>; armadura {value} → {dealt} de dano.</translation>
    </message>
    <message>
        <source>{defender}&apos;s weapon has no hit points on the sheet.</source>
        <translation>A arma de {defender} não tem pontos de vida na ficha.</translation>
    </message>
    <message>
        <source>{defender}: parry wear</source>
        <translation>{defender}: desgaste do aparo</translation>
    </message>
    <message>
        <source>{defender}&apos;s {w_name} parries {damage}: loses {lost} hit point(s), {left} left</source>
        <translation>{w_name} de {defender} apara {damage}: perde {lost} ponto(s) de vida, restam {left}</translation>
    </message>
    <message>
        <source> — it breaks (half damage, attacks and parries Difficult).</source>
        <translation> — ela quebra (metade do dano, ataques e aparos Difíceis).</translation>
    </message>
    <message>
        <source>{who} disengages</source>
        <translation>{who} se desengaja</translation>
    </message>
    <message>
        <source>break away after the knockback</source>
        <translation>afastar-se depois da repulsão</translation>
    </message>
    <message>
        <source>Dodge {result}</source>
        <translation>Esquiva {result}</translation>
    </message>
    <message>
        <source>every defence held</source>
        <translation>todas as defesas aguentaram</translation>
    </message>
    <message>
        <source>a defence failed</source>
        <translation>uma defesa falhou</translation>
    </message>
    <message>
        <source>{who} tries to disengage ({method}): {how} — </source>
        <translation>{who} tenta se desengajar ({method}): {how} — </translation>
    </message>
    <message>
        <source>out of melee, no further attacks against them.</source>
        <translation>fora do corpo a corpo, sem mais ataques contra ele.</translation>
    </message>
    <message>
        <source>still in melee.</source>
        <translation>ainda em corpo a corpo.</translation>
    </message>
    <message>
        <source>Ride ({event})</source>
        <translation>Cavalgar ({event})</translation>
    </message>
    <message>
        <source>{rider} on {mount}: Ride {result}</source>
        <translation>{rider} em {mount}: Cavalgar {result}</translation>
    </message>
    <message>
        <source> — the charge strikes with {mount}&apos;s damage modifier {db}.</source>
        <translation> — a investida golpeia com o modificador de dano {db} de {mount}.</translation>
    </message>
    <message>
        <source> — the mount won&apos;t line up: no charge.</source>
        <translation> — a montaria não se alinha: sem investida.</translation>
    </message>
    <message>
        <source>the defender</source>
        <translation>o defensor</translation>
    </message>
    <message>
        <source> — {rider} aborts the action and avoids the set weapon.</source>
        <translation> — {rider} aborta a ação e evita a arma apoiada.</translation>
    </message>
    <message>
        <source> — the charge meets {who}&apos;s set weapon: a hit adds {mount}&apos;s {db}.</source>
        <translation> — a investida encontra a arma apoiada de {who}: um acerto soma o {db} de {mount}.</translation>
    </message>
    <message>
        <source>spur the mount</source>
        <translation>esporear a montaria</translation>
    </message>
    <message>
        <source>{mount}&apos;s POW</source>
        <translation>POW de {mount}</translation>
    </message>
    <message>
        <source>; POW vs POW {result}</source>
        <translation>; POW contra POW {result}</translation>
    </message>
    <message>
        <source> — the mount charges the set weapon.</source>
        <translation> — a montaria investe contra a arma apoiada.</translation>
    </message>
    <message>
        <source> — the mount dodges or refuses for the rest of the round.</source>
        <translation> — a montaria se esquiva ou recusa pelo resto da rodada.</translation>
    </message>
    <message>
        <source>Quick draw: {first} and {other}</source>
        <translation>Saque rápido: {first} e {other}</translation>
    </message>
    <message>
        <source>see the draw coming</source>
        <translation>ver o saque chegando</translation>
    </message>
    <message>
        <source>Quick draw: {other} misses it (Easy Spot {result}); {first} attacks and {other} can&apos;t dodge or parry.</source>
        <translation>Saque rápido: {other} não percebe (Detectar Fácil {result}); {first} ataca e {other} não pode esquivar nem aparar.</translation>
    </message>
    <message>
        <source>quick draw</source>
        <translation>saque rápido</translation>
    </message>
    <message>
        <source>{first}&apos;s DEX</source>
        <translation>DEX de {first}</translation>
    </message>
    <message>
        <source>{other}&apos;s DEX</source>
        <translation>DEX de {other}</translation>
    </message>
    <message>
        <source>Quick draw: {other} sees it coming; DEX vs DEX — {winner} attacks first, {loser} may answer at their next DEX rank.</source>
        <translation>Saque rápido: {other} vê chegando; DEX contra DEX — {winner} ataca primeiro, {loser} pode responder no seu próximo nível de DEX.</translation>
    </message>
    <message>
        <source> From now on dodges and parries are {defence_grade}.</source>
        <translation> De agora em diante esquivas e aparos são {defence_grade}.</translation>
    </message>
    <message>
        <source>{defender} parries a sweep</source>
        <translation>{defender} apara uma varredura</translation>
    </message>
    <message>
        <source>hold the sweep</source>
        <translation>segurar a varredura</translation>
    </message>
    <message>
        <source>strength</source>
        <translation>força</translation>
    </message>
    <message>
        <source>{defender} parries the sweep: strength {strength} vs damage {damage} — </source>
        <translation>{defender} apara a varredura: força {strength} contra dano {damage} — </translation>
    </message>
    <message>
        <source>it stops the sweep; those behind are spared.</source>
        <translation>detém a varredura; os que estão atrás são poupados.</translation>
    </message>
    <message>
        <source>they are hit.</source>
        <translation>são atingidos.</translation>
    </message>
    <message>
        <source>Sweep knockback</source>
        <translation>Repulsão da varredura</translation>
    </message>
    <message>
        <source>Blunt sweep ({damage} damage) knocks back in order: {done}</source>
        <translation>Varredura contundente ({damage} de dano) derruba em ordem: {done}</translation>
    </message>
    <message>
        <source>; {done} resists, sparing {spared}.</source>
        <translation>; {done} resiste, poupando {spared}.</translation>
    </message>
    <message>
        <source>Slippery or unstable ground</source>
        <translation>Chão escorregadio ou instável</translation>
    </message>
    <message>
        <source>Especially slippery (Difficult)</source>
        <translation>Especialmente escorregadio (Difícil)</translation>
    </message>
    <message>
        <source>Cold, exposure, hunger and thirst</source>
        <translation>Frio, exposição, fome e sede</translation>
    </message>
    <message>
        <source>Without</source>
        <translation>Sem</translation>
    </message>
    <message>
        <source>Fatigue points (if kept)</source>
        <translation>Pontos de fadiga (se usados)</translation>
    </message>
    <message>
        <source>Pulling a blow</source>
        <translation>Conter um golpe</translation>
    </message>
    <message>
        <source>Weapon id (empty: in hand)</source>
        <translation>Id da arma (vazio: a da mão)</translation>
    </message>
    <message>
        <source>Pulled dice (empty: list them)</source>
        <translation>Dados contidos (vazio: listá-los)</translation>
    </message>
    <message>
        <source>Aim interrupted</source>
        <translation>Mira interrompida</translation>
    </message>
    <message>
        <source>Area attack</source>
        <translation>Ataque de área</translation>
    </message>
    <message>
        <source>Damage dice</source>
        <translation>Dados de dano</translation>
    </message>
    <message>
        <source>Weapon hit points after a parry</source>
        <translation>Pontos de vida da arma depois de um aparo</translation>
    </message>
    <message>
        <source>Damage rolled</source>
        <translation>Dano rolado</translation>
    </message>
    <message>
        <source>Improvised parrying weapon</source>
        <translation>Arma improvisada para aparar</translation>
    </message>
    <message>
        <source>Disengaging</source>
        <translation>Desengajar</translation>
    </message>
    <message>
        <source>Every defence this round held</source>
        <translation>Todas as defesas desta rodada aguentaram</translation>
    </message>
    <message>
        <source>Mounted charge, set weapon, spurring</source>
        <translation>Investida montada, arma apoiada, esporear</translation>
    </message>
    <message>
        <source>Who sets the weapon</source>
        <translation>Quem apoia a arma</translation>
    </message>
    <message>
        <source>Quick draw</source>
        <translation>Saque rápido</translation>
    </message>
    <message>
        <source>Draws first</source>
        <translation>Saca primeiro</translation>
    </message>
    <message>
        <source>The other</source>
        <translation>O outro</translation>
    </message>
    <message>
        <source>Parrying a sweep</source>
        <translation>Aparar uma varredura</translation>
    </message>
    <message>
        <source>Sweep damage before halving</source>
        <translation>Dano da varredura antes da metade</translation>
    </message>
    <message>
        <source>Resisting strength (default STR)</source>
        <translation>Força de resistência (padrão STR)</translation>
    </message>
    <message>
        <source>Blunt sweep: knockback in order</source>
        <translation>Varredura contundente: repulsão em ordem</translation>
    </message>
    <message>
        <source>First in the sweep</source>
        <translation>Primeiro na varredura</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Segundo</translation>
    </message>
    <message>
        <source>Third</source>
        <translation>Terceiro</translation>
    </message>
    <message>
        <source>Unknown rule {rule_id!r}; known: {TABLE_RULE_IDS}.</source>
        <translation>Regra desconhecida {rule_id!r}; conhecidas: {TABLE_RULE_IDS}.</translation>
    </message>
    <message>
        <source>{rule_id}: {label} is required.</source>
        <translation>{rule_id}: {label} é obrigatório.</translation>
    </message>
    <message>
        <source>{d} day(s) without {k}</source>
        <translation>{d} dia(s) sem {k}</translation>
    </message>
    <message>
        <source>A round of acid (``acid.json``): weak 1D3−1, strong 1D4, very strong 1D6+1 a round. Armour halves it (rounded up) for 1D3 rounds (a timed effect &quot;Armour vs acid&quot;); very strong acid ruins the armour after 1D6 rounds (a timed effect &quot;Acid eats the armour&quot;). ``lasting``: the contact goes on — the damage comes at the end of every round until the GM removes the &quot;Acid&quot; effect.</source>
        <translation>Uma rodada de ácido (``acid.json``): fraco 1D3−1, forte 1D4, muito forte 1D6+1 por rodada. A armadura reduz pela metade (arredondado para cima) por 1D3 rodadas (um efeito temporário &quot;Armadura contra ácido&quot;); ácido muito forte arruína a armadura depois de 1D6 rodadas (um efeito temporário &quot;O ácido corrói a armadura&quot;). ``lasting``: o contato continua — o dano vem no fim de cada rodada até o mestre remover o efeito &quot;Ácido&quot;.</translation>
    </message>
    <message>
        <source>An aim interrupted (``aimed_attacks.json``, &quot;interrupted&quot;): an Idea roll keeps it; a failure loses the aim&apos;s benefits.</source>
        <translation>Uma mira interrompida (``aimed_attacks.json``, &quot;interrupted&quot;): uma rolagem de Ideia a mantém; uma falha perde os benefícios da mira.</translation>
    </message>
    <message>
        <source>An area attack (``area_attacks.json``): a Dodge avoids all the damage, an Agility roll halves it; either way the target has thrown themselves prone. Armour counts.</source>
        <translation>Um ataque de área (``area_attacks.json``): uma Esquiva evita todo o dano, uma rolagem de Agilidade o reduz pela metade; de qualquer forma o alvo se jogou ao chão. A armadura conta.</translation>
    </message>
    <message>
        <source>Damage ``who``&apos;s armour: halved, or destroyed if it was already damaged.</source>
        <translation>Danificar a armadura de ``who``: reduzida pela metade, ou destruída se já estava danificada.</translation>
    </message>
    <message>
        <source>Repair: damaged armour back to its value (half the price); destroyed armour rebuilt (full price) one point lower.</source>
        <translation>Reparo: armadura danificada volta ao seu valor (metade do preço); armadura destruída é reconstruída (preço inteiro) com um ponto a menos.</translation>
    </message>
    <message>
        <source>One round of holding breath (``asphyxiation.json``). Round 1: CON×10 (Easy), then CON×5, ×4 …, down to CON×1 (and on). Sudden: a Luck roll first — passed starts at CON×5, failed at CON×3. Once a roll fails, the substance&apos;s damage (water 1D8, smoke 1D4, dense smoke 1D6, poison gas 1D8) comes at the end of every round (a &quot;Suffocating&quot; timed effect, until the GM removes it). Deliberate strangling: CON×1 every round or 1D6 damage.</source>
        <translation>Uma rodada prendendo a respiração (``asphyxiation.json``). Rodada 1: CON×10 (Fácil), depois CON×5, ×4 …, até CON×1 (e seguindo). Repentina: primeiro uma rolagem de Sorte — passando começa em CON×5, falhando em CON×3. Quando uma rolagem falha, o dano da substância (água 1D8, fumaça 1D4, fumaça densa 1D6, gás venenoso 1D8) vem no fim de cada rodada (um efeito temporário &quot;Suffocating&quot;, até o mestre removê-lo). Estrangulamento deliberado: CON×1 a cada rodada ou 1D6 de dano.</translation>
    </message>
    <message>
        <source>An aura attack on one viewer: the target&apos;s POW resists the aura total. Failure → &quot;Mesmerised&quot; to the end of the round; fumble → &quot;Demoralised&quot; (all actions Difficult).</source>
        <translation>Um ataque de aura contra um observador: a POW do alvo resiste ao total da aura. Falha → &quot;Mesmerised&quot; até o fim da rodada; fumble → &quot;Demoralised&quot; (todas as ações Difíceis).</translation>
    </message>
    <message>
        <source>Bursts and full auto (``autofire.json``): +20% burst, +40% full auto (+20% more for targets in a narrow field); on a hit, a die by the shots fired gives the hits.</source>
        <translation>Rajadas e automático (``autofire.json``): +20% rajada, +40% automático (+20% a mais para alvos num campo estreito); num acerto, um dado pelos disparos feitos dá os acertos.</translation>
    </message>
    <message>
        <source>Both sides surprised (``both_sides_surprised.json``): every conscious combatant rolls Spot or Listen, the side with the better result notices the other first (a tie: at the same time); then each rolls Idea — those who succeed act first, by DEX rank.</source>
        <translation>Ambos os lados surpreendidos (``both_sides_surprised.json``): todo combatente consciente rola Detectar ou Ouvir, o lado com melhor resultado percebe o outro primeiro (empate: ao mesmo tempo); depois cada um rola Ideia — quem tem sucesso age primeiro, por nível de DEX.</translation>
    </message>
    <message>
        <source>Cold, exposure, hunger and thirst (``cold_hunger_thirst.json``). ``day``: one more day without ``lacking``; non-positive fatigue points hit the hit points. ``relief``: fed, watered or sheltered again. ``stamina``: the roll before a physical action.</source>
        <translation>Frio, exposição, fome e sede (``cold_hunger_thirst.json``). ``day``: mais um dia sem ``lacking``; pontos de fadiga não positivos atingem os pontos de vida. ``relief``: alimentado, hidratado ou abrigado de novo. ``stamina``: a rolagem antes de uma ação física.</translation>
    </message>
    <message>
        <source>Partial cover (``cover.json``): the attack is Difficult; rolls above the halved chance but within the normal skill hit the cover (72% → hits on 01–36, the cover on 37–72).</source>
        <translation>Cobertura parcial (``cover.json``): o ataque é Difícil; rolagens acima da chance reduzida pela metade mas dentro da habilidade normal atingem a cobertura (72% → acerta em 01–36, a cobertura em 37–72).</translation>
    </message>
    <message>
        <source>Fighting in darkness: in total darkness a Difficult Sense/Listen roll halves the penalty; a light in hand offsets it. Puts (or replaces) the &quot;Darkness&quot; effect on ``who``.</source>
        <translation>Lutar na escuridão: na escuridão total uma rolagem Difícil de Sentir/Ouvir reduz a penalidade pela metade; uma luz na mão a compensa. Põe (ou substitui) o efeito &quot;Escuridão&quot; em ``who``.</translation>
    </message>
    <message>
        <source>Disease (``disease.json``). ``exposure``: a Stamina roll; failure contracts it (a timed effect until cured) and the first characteristic point goes within 24 hours. ``recovery`` (each morning from the second day): CON×2, then ×3 … (−1 per strenuous condition, at least ×1); success cures; failure costs another point and the next morning&apos;s multiplier rises by 1 — or falls by 1 on a fumble (``brp.disease_multiplier_drop_on``). The severity table is missing from the seed: one point per failed roll.</source>
        <translation>Doença (``disease.json``). ``exposure``: uma rolagem de Stamina; a falha a contrai (um efeito temporário até a cura) e o primeiro ponto de característica se vai em 24 horas. ``recovery`` (toda manhã a partir do segundo dia): CON×2, depois ×3 … (−1 por condição extenuante, no mínimo ×1); sucesso cura; falha custa outro ponto e o multiplicador da manhã seguinte sobe 1 — ou cai 1 num fumble (``brp.disease_multiplier_drop_on``). A tabela de gravidade falta na semente: um ponto por rolagem falha.</translation>
    </message>
    <message>
        <source>Disengaging (``disengaging.json``). ``fighting_retreat``: a round of only dodges, parries and moving away — if every defence held (``held``), out of melee at full MOV. ``knockback_then_dodge``: after a knockback, a Dodge roll breaks away. (Turning and running is the attack form&apos;s &quot;Target turned and ran&quot;.)</source>
        <translation>Desengajar (``disengaging.json``). ``fighting_retreat``: uma rodada só de esquivas, aparos e afastamento — se todas as defesas aguentaram (``held``), fora do corpo a corpo com MOV completo. ``knockback_then_dodge``: depois de uma repulsão, uma rolagem de Esquiva se afasta. (Dar as costas e fugir é o &quot;O alvo deu as costas e fugiu&quot; do formulário de ataque.)</translation>
    </message>
    <message>
        <source>An explosion (``explosions.json``, ``area_attacks.json``): radius 2 m per D6, damage falling 1D6 per 2 m. Demolition can add up to +50% or halve the charge. Each victim may Dodge (no damage) or roll Agility (half, rounded up); either way they end prone. Armour counts. One target (``target`` at ``distance_m``, or measured from ``epicentre``), or everyone within the radius of ``epicentre``.</source>
        <translation>Uma explosão (``explosions.json``, ``area_attacks.json``): raio de 2 m por D6, o dano cai 1D6 a cada 2 m. Demolição pode somar até +50% ou reduzir a carga pela metade. Cada vítima pode Esquivar (sem dano) ou rolar Agilidade (metade, arredondada para cima); de qualquer forma termina caída. A armadura conta. Um alvo (``target`` a ``distance_m``, ou medido a partir de ``epicentre``), ou todos dentro do raio de ``epicentre``.</translation>
    </message>
    <message>
        <source>A fall: the dice, armour half protection for falls of up to 3 m.</source>
        <translation>Uma queda: os dados, a armadura protege pela metade em quedas de até 3 m.</translation>
    </message>
    <message>
        <source>A round in fire (``fire.json``), dealt at the end of the round on DEX rank 1: candle 1, torch 1D6, bonfire 1D6+2, burning building 2D6, intense 3D6 (+1D6 after the first round). Armour counts for 1D3 rounds (a timed effect; random armour at most 1D6). A torch sets a clothed, unarmoured target alight on a failed Luck roll, a bonfire on a failed POW×1, intense fire always: &quot;On fire&quot; burns 1D6 at the end of every round until put out (remove the effect). More than 1/4 of the total hit points in burns: a Luck roll or lose 1D4 characteristic points (at least 1 CHA).</source>
        <translation>Uma rodada no fogo (``fire.json``), aplicada no fim da rodada no nível de DEX 1: vela 1, tocha 1D6, fogueira 1D6+2, prédio em chamas 2D6, intenso 3D6 (+1D6 depois da primeira rodada). A armadura conta por 1D3 rodadas (um efeito temporário; armadura aleatória no máximo 1D6). Uma tocha incendeia um alvo vestido e sem armadura numa rolagem de Sorte falha, uma fogueira num POW×1 falho, fogo intenso sempre: &quot;Em chamas&quot; queima 1D6 no fim de cada rodada até ser apagado (remova o efeito). Mais de 1/4 dos pontos de vida totais em queimaduras: uma rolagem de Sorte ou perde 1D4 pontos de características (pelo menos 1 de CHA).</translation>
    </message>
    <message>
        <source>The Fly roll of the powers phase (no action), its modifiers summed from the table; the round&apos;s result becomes a timed effect on the flyer.</source>
        <translation>A rolagem de Voar da fase de poderes (sem ação), com seus modificadores somados da tabela; o resultado da rodada vira um efeito temporário no voador.</translation>
    </message>
    <message>
        <source>Knockback (``knockback.json``): the damage dealt against SIZ (+ a mount&apos;s SIZ after a successful Ride); the loser goes 1 m back per 5 points over SIZ and needs Agility to stay standing (prone otherwise). From above: no push, Agility or prone.</source>
        <translation>Repulsão (``knockback.json``): o dano causado contra SIZ (+ a SIZ de uma montaria depois de uma rolagem de Cavalgar bem-sucedida); o perdedor vai 1 m para trás a cada 5 pontos acima de SIZ e precisa de Agilidade para continuar de pé (senão cai). De cima: sem empurrão, Agilidade ou cai.</translation>
    </message>
    <message>
        <source>Large and small targets (``large_small_targets.json``): more than twice the attacker&apos;s SIZ +20%, less than half (rounded up) −20%.</source>
        <translation>Alvos grandes e pequenos (``large_small_targets.json``): mais que o dobro da SIZ do atacante +20%, menos da metade (arredondada para cima) −20%.</translation>
    </message>
    <message>
        <source>Light a source (a timed effect saying how long it burns), or drop it (Luck keeps a flame burning). ``careful``: the light must be handled with care — the skills it serves are Difficult.</source>
        <translation>Acender uma fonte (um efeito temporário dizendo quanto tempo queima), ou derrubá-la (Sorte mantém uma chama acesa). ``careful``: a luz deve ser manuseada com cuidado — as habilidades que ela serve são Difíceis.</translation>
    </message>
    <message>
        <source>One five-minute turn in the thick of a battle: a Luck roll; failure 1D6, fumble 2D6, less armour.</source>
        <translation>Um turno de cinco minutos no meio de uma batalha: uma rolagem de Sorte; falha 1D6, fumble 2D6, menos a armadura.</translation>
    </message>
    <message>
        <source>Mounted combat (``mounted_combat.json``). ``cap``: combat skills capped by Ride, dodges Difficult, higher ground over those on foot. ``fall``: a Luck roll or 1D6; a fumble drags the rider 1D3 a round (until a Difficult Agility roll: remove &quot;Dragged&quot;); either way a Stamina roll or stunned next round.</source>
        <translation>Combate montado (``mounted_combat.json``). ``cap``: habilidades de combate limitadas por Cavalgar, esquivas Difíceis, terreno mais alto sobre quem está a pé. ``fall``: uma rolagem de Sorte ou 1D6; um fumble arrasta o cavaleiro 1D3 por rodada (até uma rolagem Difícil de Agilidade: remova &quot;Dragged&quot;); de qualquer forma uma rolagem de Stamina ou atordoado na próxima rodada.</translation>
    </message>
    <message>
        <source>Mounted combat (``mounted_combat.json``). ``charge``: at the end of a full move, a Ride roll steers it, and the rider&apos;s hits this round use the mount&apos;s damage modifier. ``set_weapon``: a weapon set against the charge adds the mount&apos;s modifier to its damage this round; the rider may abort and roll Ride to avoid it. ``spur``: a Ride roll and POW vs POW drive the mount at a set weapon — failing either, it shies away for the round.</source>
        <translation>Combate montado (``mounted_combat.json``). ``charge``: no fim de um movimento completo, uma rolagem de Cavalgar a conduz, e os acertos do cavaleiro nesta rodada usam o modificador de dano da montaria. ``set_weapon``: uma arma apoiada contra a investida soma o modificador da montaria ao seu dano nesta rodada; o cavaleiro pode abortar e rolar Cavalgar para evitá-la. ``spur``: uma rolagem de Cavalgar e POW contra POW levam a montaria contra uma arma apoiada — falhando qualquer uma, ela se esquiva pela rodada.</translation>
    </message>
    <message>
        <source>A weapon&apos;s hit points after a successful parry (``broken_weapons.json``, ``parrying_with_missile_weapons.json``): the damage over its hit points comes off them; an improvised or missile weapon loses 1 (at least 1 for improvised); at 0 it breaks.</source>
        <translation>Os pontos de vida de uma arma depois de um aparo bem-sucedido (``broken_weapons.json``, ``parrying_with_missile_weapons.json``): o dano acima dos seus pontos de vida sai deles; uma arma improvisada ou de mísseis perde 1 (pelo menos 1 para improvisadas); em 0 ela quebra.</translation>
    </message>
    <message>
        <source>Point-blank range (``point_blank.json``): a missile attack is Easy within DEX/3 m.</source>
        <translation>Alcance à queima-roupa (``point_blank.json``): um ataque com mísseis é Fácil até DEX/3 m.</translation>
    </message>
    <message>
        <source>A dose of poison (``poison.json``): POT (less an antidote&apos;s POT) against CON; a win does the full POT as damage, a loss half (rounded up). It lands after 3 combat rounds (fast) — a timed effect that deals it when it runs out — or 3 full turns (slow: until the GM applies it), or at once (``speed=&quot;immediate&quot;``).</source>
        <translation>Uma dose de veneno (``poison.json``): POT (menos a POT de um antídoto) contra CON; uma vitória causa a POT inteira como dano, uma derrota a metade (arredondada para cima). Atinge depois de 3 rodadas de combate (rápido) — um efeito temporário que o aplica quando acaba — ou 3 turnos completos (lento: até o mestre aplicá-lo), ou de imediato (``speed=&quot;immediate&quot;``).</translation>
    </message>
    <message>
        <source>Prone (``prone.json``): attacks on the prone are Easy in melee and up to medium range, Difficult at long range; the prone attack, parry and dodge at Difficult (firearms, crossbows and energy weapons at full skill); no positive damage modifier; standing up costs 5 DEX ranks and replaces the attack (a Difficult Dodge stands them up with the attack kept). ``change``: ``drop_prone`` or ``stand_up`` the combatant (the map stance).</source>
        <translation>Caído (``prone.json``): ataques contra quem está caído são Fáceis no corpo a corpo e até alcance médio, Difíceis a longo alcance; quem está caído ataca, apara e esquiva com Difícil (armas de fogo, bestas e armas de energia com a habilidade inteira); sem modificador de dano positivo; levantar-se custa 5 níveis de DEX e substitui o ataque (uma Esquiva Difícil o põe de pé mantendo o ataque). ``change``: ``drop_prone`` ou ``stand_up`` do combatente (a postura no mapa).</translation>
    </message>
    <message>
        <source>Pulling a blow (``pulling_blows.json``), declared with the intent: smaller or fewer weapon dice (down to 1D2, the + unchanged), less or none of the damage modifier. Without ``dice`` it lists the choices; with a ``target`` it rolls that damage against armour.</source>
        <translation>Conter um golpe (``pulling_blows.json``), declarado com a intenção: dados de arma menores ou em menor número (até 1D2, o + inalterado), menos ou nada do modificador de dano. Sem ``dice`` lista as escolhas; com um ``target`` rola esse dano contra a armadura.</translation>
    </message>
    <message>
        <source>A quick draw (``quick_draw.json``): ``first`` moves; ``other`` rolls an Easy Spot — a failure lets ``first`` attack with no dodge or parry; a success makes it DEX vs DEX, the winner attacking first. Afterwards dodges and parries are Difficult (a note on both).</source>
        <translation>Um saque rápido (``quick_draw.json``): ``first`` se move; ``other`` rola Detectar Fácil — uma falha deixa ``first`` atacar sem esquiva nem aparo; um sucesso faz DEX contra DEX, o vencedor ataca primeiro. Depois, esquivas e aparos são Difíceis (uma nota em ambos).</translation>
    </message>
    <message>
        <source>Radiation (``radiation.json``): POT against CON; the GM assigns POT and effects (the effects table is missing from the seed). First aid does nothing. Optionally a POW×1 chance of a beneficial mutation.</source>
        <translation>Radiação (``radiation.json``): POT contra CON; o mestre define POT e efeitos (a tabela de efeitos falta na semente). Primeiros socorros não fazem nada. Opcionalmente, uma chance de POW×1 de uma mutação benéfica.</translation>
    </message>
    <message>
        <source>A shield against a missile (``shields_vs_missiles.json``): medium or small 15%, full 30% (kneeling 60%), large 60% (kneeling 90%); firearms and energy weapons only the base chance; special and critical hits are never blocked.</source>
        <translation>Um escudo contra um míssil (``shields_vs_missiles.json``): médio ou pequeno 15%, completo 30% (ajoelhado 60%), grande 60% (ajoelhado 90%); armas de fogo e de energia só a chance básica; acertos especiais e críticos nunca são bloqueados.</translation>
    </message>
    <message>
        <source>Slippery or unstable ground (``slippery_surfaces.json``): an Agility roll (Difficult if especially slippery) or down prone; a fumble also hurts 1D3.</source>
        <translation>Chão escorregadio ou instável (``slippery_surfaces.json``): uma rolagem de Agilidade (Difícil se especialmente escorregadio) ou cai; um fumble também fere 1D3.</translation>
    </message>
    <message>
        <source>How many melee attackers reach one defender (``superior_numbers.json``): 5 in the open, 2 with large weapons in a confined space, 8 with long spears; the rest can&apos;t attack.</source>
        <translation>Quantos atacantes corpo a corpo alcançam um defensor (``superior_numbers.json``): 5 em campo aberto, 2 com armas grandes num espaço confinado, 8 com lanças longas; o resto não pode atacar.</translation>
    </message>
    <message>
        <source>A blunt sweep&apos;s knockback (``sweep_attacks.json``): each target in the sweep&apos;s order, damage vs SIZ; the first who resists stops it and those after are unaffected.</source>
        <translation>A repulsão de uma varredura contundente (``sweep_attacks.json``): cada alvo na ordem da varredura, dano contra SIZ; o primeiro que resiste a detém e os seguintes não são afetados.</translation>
    </message>
    <message>
        <source>Parrying a sweep (``sweep_attacks.json``): after the parry succeeds, the parrier&apos;s resisting strength (default STR) against the sweep&apos;s damage before halving — success stops the sweep and spares those behind; failure, they are hit.</source>
        <translation>Aparar uma varredura (``sweep_attacks.json``): depois de o aparo ter sucesso, a força de resistência de quem apara (padrão STR) contra o dano da varredura antes da metade — sucesso detém a varredura e poupa os que estão atrás; falha, eles são atingidos.</translation>
    </message>
    <message>
        <source>Under water (``underwater_combat.json``): non-impaling damage halved (rounded up) and +3 armour against it; attacks, parries and dodges capped by Swim; shield parries Impossible; fatigue doubled.</source>
        <translation>Debaixo d&apos;água (``underwater_combat.json``): dano não empalador pela metade (arredondado para cima) e +3 de armadura contra ele; ataques, aparos e esquivas limitados por Nadar; aparar com escudo Impossível; fadiga dobrada.</translation>
    </message>
    <message>
        <source>Exposure to vacuum (``vacuum.json``): lungs collapse for 1D6+2 a round unless the air was breathed out; haemorrhage 1, 2, 4, 8 … a round (each armour point of a protective suit delays it a round); a Stamina roll on the first round for the eardrums; after CON×2 rounds sight rolls are Difficult. ``lasting``: the haemorrhage runs at the end of every round (a timed effect) until the GM removes it.</source>
        <translation>Exposição ao vácuo (``vacuum.json``): os pulmões colapsam por 1D6+2 por rodada a menos que o ar tenha sido expirado; hemorragia 1, 2, 4, 8 … por rodada (cada ponto de armadura de um traje de proteção a atrasa uma rodada); uma rolagem de Stamina na primeira rodada pelos tímpanos; depois de CON×2 rodadas as rolagens de visão são Difíceis. ``lasting``: a hemorragia corre no fim de cada rodada (um efeito temporário) até o mestre removê-la.</translation>
    </message>
    <message>
        <source>A skill inside or on a moving vehicle: Difficult unless it runs the vehicle (Drive, Pilot, Repair, Heavy Weapon …); a failure that could throw the character off calls for a Difficult Luck roll to hold on.</source>
        <translation>Uma habilidade dentro ou em cima de um veículo em movimento: Difícil a menos que opere o veículo (Dirigir, Pilotar, Consertar, Arma Pesada …); uma falha que poderia derrubar o personagem pede uma rolagem Difícil de Sorte para se segurar.</translation>
    </message>
    <message>
        <source>Put a vehicle in the chase at Speed 0.</source>
        <translation>Pôr um veículo na perseguição com Velocidade 0.</translation>
    </message>
    <message>
        <source>A collision or ram at the vehicle&apos;s speed: damage to what was hit (a vehicle of the chase, or an object whose armour the GM gives) and to each passenger (names, commas).</source>
        <translation>Uma colisão ou abalroamento na velocidade do veículo: dano ao que foi atingido (um veículo da perseguição, ou um objeto cuja armadura o mestre informa) e a cada passageiro (nomes, com vírgulas).</translation>
    </message>
    <message>
        <source>A turn (slow by 1+), U-turn (down to Speed 1, automatic), the −10% manoeuvre or a bootlegger reverse (−25%, then up to Speed 2 next round); the vehicle&apos;s handling is added. A failed roll calls for a D10 on the Chase Trouble table (missing from the seed: the GM reads the number).</source>
        <translation>Uma curva (reduzir 1+), meia-volta (até Velocidade 1, automática), a manobra de −10% ou um cavalo de pau (−25%, depois até Velocidade 2 na próxima rodada); a manobrabilidade do veículo é somada. Uma rolagem falha pede um D10 na tabela de Problemas na Perseguição (falta na semente: o mestre lê o número).</translation>
    </message>
    <message>
        <source>One round on the chase range track: the faster vehicle&apos;s driver moves one range step per speed level of difference (the leader pulls away, the pursuer closes in).</source>
        <translation>Uma rodada na trilha de alcance da perseguição: o motorista do veículo mais rápido avança um passo de alcance por nível de velocidade de diferença (o líder se afasta, o perseguidor se aproxima).</translation>
    </message>
    <message>
        <source>Set the speed for this round: refused beyond acceleration or the (damaged) maximum.</source>
        <translation>Definir a velocidade desta rodada: recusada além da aceleração ou do máximo (danificado).</translation>
    </message>
    <message>
        <source>Cloud cover (``cloud_cover.json``): a modifier to Navigate, astronomy and anything needing sunlight, and the day&apos;s chance of rain; ``roll_rain`` rolls D100 — at or under the chance it rains that many millimetres (``rain.json``), setting the precipitation.</source>
        <translation>Cobertura de nuvens (``cloud_cover.json``): um modificador para Navegar, astronomia e tudo que precisa de luz do sol, e a chance de chuva do dia; ``roll_rain`` rola D100 — igual ou abaixo da chance chove tantos milímetros (``rain.json``), definindo a precipitação.</translation>
    </message>
    <message>
        <source>Precipitation (``rain.json``): rain −10%, snow −25%, sleet −50%, hail −75% to the skills it hampers (missile attacks here). ``&quot;none&quot;`` clears it.</source>
        <translation>Precipitação (``rain.json``): chuva −10%, neve −25%, granizo miúdo −50%, granizo −75% nas habilidades que atrapalha (aqui, ataques com mísseis). ``&quot;none&quot;`` a encerra.</translation>
    </message>
    <message>
        <source>Wind (``wind.json``): its skill modifier applies to thrown and missile weapons (not firearms or energy weapons) and movement; with ``target``, a STR vs STR roll to stay standing (a failure: they fall). Sets the scene&apos;s wind for attacks.</source>
        <translation>Vento (``wind.json``): seu modificador de habilidade vale para armas de arremesso e de mísseis (não armas de fogo nem de energia) e para o movimento; com ``target``, uma rolagem de STR contra STR para continuar de pé (falha: cai). Define o vento da cena para os ataques.</translation>
    </message>
    <message>
        <source>Zero gravity (``zero_g.json``): an Agility roll each round the character fights or exerts themself; failure makes all such actions Difficult this round (a timed effect ``{&quot;difficult&quot;: 1}``). Impacts knock back (half to the attacker unless braced) and impact damage on objects is halved.</source>
        <translation>Gravidade zero (``zero_g.json``): uma rolagem de Agilidade a cada rodada em que o personagem luta ou faz esforço; a falha torna todas essas ações Difíceis nesta rodada (um efeito temporário ``{&quot;difficult&quot;: 1}``). Impactos empurram para trás (metade para o atacante a menos que esteja apoiado) e o dano de impacto em objetos é reduzido pela metade.</translation>
    </message>
    <message>
        <source>Acceleration</source>
        <translation>Aceleração</translation>
    </message>
    <message>
        <source>Acrobatics</source>
        <translation>Acrobacia</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Attack level</source>
        <translation>Nível do ataque</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Attacker siz</source>
        <translation>SIZ do atacante</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Atacantes</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Mudança</translation>
    </message>
    <message>
        <source>Clothed unarmoured</source>
        <translation>Vestido e sem armadura</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Nuvens</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dano</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defesa</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message>
        <source>Demolition</source>
        <translation>Demolição</translation>
    </message>
    <message>
        <source>Distance m</source>
        <translation>Distância (m)</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Motorista</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Flyer</source>
        <translation>Voador</translation>
    </message>
    <message>
        <source>From above</source>
        <translation>De cima</translation>
    </message>
    <message>
        <source>Impaling</source>
        <translation>Empalador</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Kneeling</source>
        <translation>Ajoelhado</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Sorte</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Metres</source>
        <translation>Metros</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Montaria</translation>
    </message>
    <message>
        <source>Narrow field</source>
        <translation>Campo estreito</translation>
    </message>
    <message>
        <source>New exposure</source>
        <translation>Nova exposição</translation>
    </message>
    <message>
        <source>Protection</source>
        <translation>Proteção</translation>
    </message>
    <message>
        <source>Range band</source>
        <translation>Faixa de alcance</translation>
    </message>
    <message>
        <source>Rider</source>
        <translation>Cavaleiro</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Sense</source>
        <translation>Sentido</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Disparos</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Habilidade</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Força</translation>
    </message>
    <message>
        <source>Strenuous conditions</source>
        <translation>Condições extenuantes</translation>
    </message>
    <message>
        <source>Substance</source>
        <translation>Substância</translation>
    </message>
    <message>
        <source>Swim</source>
        <translation>Nadar</translation>
    </message>
    <message>
        <source>Tailwind</source>
        <translation>Vento de cauda</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Alvo</translation>
    </message>
    <message>
        <source>Target siz</source>
        <translation>SIZ do alvo</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quem</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nenhum ainda</translation>
    </message>
    <message>
        <source>No vehicle called {name!r} (vehicles: {known}).</source>
        <translation>Nenhum veículo chamado {name!r} (veículos: {known}).</translation>
    </message>
    <message>
        <source>stopped working</source>
        <translation>parou de funcionar</translation>
    </message>
    <message>
        <source>A vehicle needs a name.</source>
        <translation>Um veículo precisa de um nome.</translation>
    </message>
    <message>
        <source>Rated speed, acceleration and hit points start at 1; armour at 0.</source>
        <translation>Velocidade nominal, aceleração e pontos de vida começam em 1; armadura em 0.</translation>
    </message>
    <message>
        <source>Vehicle {name}</source>
        <translation>Veículo {name}</translation>
    </message>
    <message>
        <source>{name} joins the chase at Speed 0 (rated {rated_speed}, accelerates {acceleration} a round, handling {handling:+d}, armour {armour}, {hp} HP).</source>
        <translation>{name} entra na perseguição com Velocidade 0 (nominal {rated_speed}, acelera {acceleration} por rodada, manobrabilidade {handling:+d}, armadura {armour}, {hp} PV).</translation>
    </message>
    <message>
        <source>{name} changes speed by at most {acceleration} a round (from {speed}).</source>
        <translation>{name} muda de velocidade no máximo {acceleration} por rodada (a partir de {speed}).</translation>
    </message>
    <message>
        <source>{name} can go from Speed 0 to {top} now.</source>
        <translation>{name} pode ir da Velocidade 0 a {top} agora.</translation>
    </message>
    <message>
        <source>{name} to Speed {to}</source>
        <translation>{name} para Velocidade {to}</translation>
    </message>
    <message>
        <source>{name}: Speed {speed} → {to}.</source>
        <translation>{name}: Velocidade {speed} → {to}.</translation>
    </message>
    <message>
        <source>A manoeuvre is one of {MANOEUVRES}, not {kind!r}.</source>
        <translation>Uma manobra é uma de {MANOEUVRES}, não {kind!r}.</translation>
    </message>
    <message>
        <source>makes a U-turn</source>
        <translation>faz meia-volta</translation>
    </message>
    <message>
        <source>{name} {what}: Speed {to}.</source>
        <translation>{name} {what}: Velocidade {to}.</translation>
    </message>
    <message>
        <source>{driver} drives {name} ({words}, {mod:+d}%): {result}.</source>
        <translation>{driver} dirige {name} ({words}, {mod:+d}%): {result}.</translation>
    </message>
    <message>
        <source> Facing back the way it came; up to Speed {top} next round.</source>
        <translation> Virado para trás, para o caminho de onde veio; até Velocidade {top} na próxima rodada.</translation>
    </message>
    <message>
        <source>chase trouble</source>
        <translation>problema na perseguição</translation>
    </message>
    <message>
        <source> Chase Trouble D10: {trouble} (the GM reads the table).</source>
        <translation> Problema na Perseguição D10: {trouble} (o mestre lê a tabela).</translation>
    </message>
    <message>
        <source>{name} is at Speed 0: nothing to crash.</source>
        <translation>{name} está com Velocidade 0: nada com que colidir.</translation>
    </message>
    <message>
        <source>No combatant is called {n!r}.</source>
        <translation>Nenhum combatente se chama {n!r}.</translation>
    </message>
    <message>
        <source>{kind} damage</source>
        <translation>dano de {kind}</translation>
    </message>
    <message>
        <source>{name} collides at Speed {speed}: {hit} damage</source>
        <translation>{name} colide com Velocidade {speed}: {hit} de dano</translation>
    </message>
    <message>
        <source>{name} rams at Speed {speed}: {hit} damage</source>
        <translation>{name} abalroa com Velocidade {speed}: {hit} de dano</translation>
    </message>
    <message>
        <source> Resistance SIZ vs SIZ decides who is pushed aside or prevails.</source>
        <translation> Uma resistência SIZ contra SIZ decide quem é empurrado para o lado ou prevalece.</translation>
    </message>
    <message>
        <source> to {target} ({through} through armour, {hp} HP, {status})</source>
        <translation> em {target} ({through} através da armadura, {hp} PV, {status})</translation>
    </message>
    <message>
        <source>; {name} drives through it, taking {back} ({left} HP)</source>
        <translation>; {name} passa por ele, sofrendo {back} ({left} PV)</translation>
    </message>
    <message>
        <source> to {target} ({value} through its armour {armour})</source>
        <translation> em {target} ({value} através da sua armadura {armour})</translation>
    </message>
    <message>
        <source>{who} in the crash</source>
        <translation>{who} no acidente</translation>
    </message>
    <message>
        <source>the crash of {name}</source>
        <translation>o acidente de {name}</translation>
    </message>
    <message>
        <source> {who} takes {got}</source>
        <translation> {who} sofre {got}</translation>
    </message>
    <message>
        <source> ({raw} before protection).</source>
        <translation> ({raw} antes da proteção).</translation>
    </message>
    <message>
        <source>{who}: {skill} in a moving vehicle</source>
        <translation>{who}: {skill} num veículo em movimento</translation>
    </message>
    <message>
        <source>{skill} in a moving vehicle</source>
        <translation>{skill} num veículo em movimento</translation>
    </message>
    <message>
        <source>{who}: {skill} in a moving vehicle — {result}.</source>
        <translation>{who}: {skill} num veículo em movimento — {result}.</translation>
    </message>
    <message>
        <source>hold on</source>
        <translation>segurar-se</translation>
    </message>
    <message>
        <source> Holds on (Difficult Luck).</source>
        <translation> Segura-se (Sorte Difícil).</translation>
    </message>
    <message>
        <source> Thrown from the vehicle (Difficult Luck failed).</source>
        <translation> Lançado para fora do veículo (Sorte Difícil falhou).</translation>
    </message>
    <message>
        <source>No chase is running: start one with the Chase tools.</source>
        <translation>Nenhuma perseguição em andamento: comece uma com as ferramentas de Perseguição.</translation>
    </message>
    <message>
        <source>Vehicle chase round</source>
        <translation>Rodada de perseguição de veículos</translation>
    </message>
    <message>
        <source>pulls away</source>
        <translation>se afasta</translation>
    </message>
    <message>
        <source>closes in</source>
        <translation>se aproxima</translation>
    </message>
    <message>
        <source>speed {fast} vs {fast2}</source>
        <translation>velocidade {fast} contra {fast2}</translation>
    </message>
    <message>
        <source>{leader_vehicle} at Speed {fast}, {pursuer_vehicle} at Speed {slow}: </source>
        <translation>{leader_vehicle} com Velocidade {fast}, {pursuer_vehicle} com Velocidade {slow}: </translation>
    </message>
    <message>
        <source>{mover} {how} {steps} range step(s).</source>
        <translation>{mover} {how} {steps} passo(s) de alcance.</translation>
    </message>
    <message>
        <source>the range holds.</source>
        <translation>o alcance se mantém.</translation>
    </message>
    <message>
        <source>Vehicle {name} leaves</source>
        <translation>Veículo {name} sai</translation>
    </message>
    <message>
        <source>{name} leaves the chase.</source>
        <translation>{name} sai da perseguição.</translation>
    </message>
    <message>
        <source>Speed {speed}/{max_speed}, {hp}/{hp_max} HP, armour {armour}, handling {handling:+d} — {status}</source>
        <translation>Velocidade {speed}/{max_speed}, {hp}/{hp_max} PV, armadura {armour}, manobrabilidade {handling:+d} — {status}</translation>
    </message>
    <message>
        <source>Not a dice expression: {expr!r}.</source>
        <translation>Não é uma expressão de dados: {expr!r}.</translation>
    </message>
    <message>
        <source>Not a dice expression: {expr!r} (try 1D8+1 or 2D6).</source>
        <translation>Não é uma expressão de dados: {expr!r} (tente 1D8+1 ou 2D6).</translation>
    </message>
    <message>
        <source>Weapon {index} must be an object, not {raw!r}.</source>
        <translation>A arma {index} deve ser um objeto, não {raw!r}.</translation>
    </message>
    <message>
        <source>Unknown natural weapon {natural!r} (claw, bite_or_horn).</source>
        <translation>Arma natural desconhecida {natural!r} (claw, bite_or_horn).</translation>
    </message>
    <message>
        <source>Weapon {index}</source>
        <translation>Arma {index}</translation>
    </message>
    <message>
        <source>Weapon {name!r} has no damage dice.</source>
        <translation>A arma {name!r} não tem dados de dano.</translation>
    </message>
    <message>
        <source>Weapon {name!r}: its range is a positive number of metres.</source>
        <translation>Arma {name!r}: o alcance é um número positivo de metros.</translation>
    </message>
    <message>
        <source>Weapon {name!r}: unknown type {wtype!r}.</source>
        <translation>Arma {name!r}: tipo desconhecido {wtype!r}.</translation>
    </message>
    <message>
        <source>Weapon {name!r}: length is short, medium or long.</source>
        <translation>Arma {name!r}: o comprimento é short, medium ou long.</translation>
    </message>
    <message>
        <source>Weapon {name!r}: unknown special {special!r}.</source>
        <translation>Arma {name!r}: especial desconhecido {special!r}.</translation>
    </message>
    <message>
        <source>Weapon {name!r}: attacks per round is a whole number from 1.</source>
        <translation>Arma {name!r}: ataques por rodada é um número inteiro a partir de 1.</translation>
    </message>
    <message>
        <source>{name}&apos;s weapons must be a list.</source>
        <translation>As armas de {name} devem ser uma lista.</translation>
    </message>
    <message>
        <source>{name} doesn&apos;t carry {weapon_words}: give it to them on the sheet first.</source>
        <translation>{name} não carrega {weapon_words}: dê a arma na ficha primeiro.</translation>
    </message>
    <message>
        <source>that weapon</source>
        <translation>essa arma</translation>
    </message>
    <message>
        <source>short</source>
        <translation>curta</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>média</translation>
    </message>
    <message>
        <source>long</source>
        <translation>longa</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>DEX ranks and the attack</source>
        <translation>níveis de DEX e o ataque</translation>
    </message>
    <message>
        <source>DEX ranks only</source>
        <translation>só níveis de DEX</translation>
    </message>
    <message>
        <source>by range</source>
        <translation>pelo alcance</translation>
    </message>
    <message>
        <source>always Easy</source>
        <translation>sempre Fácil</translation>
    </message>
    <message>
        <source>no positive modifier</source>
        <translation>sem modificador positivo</translation>
    </message>
    <message>
        <source>forbidden</source>
        <translation>proibido</translation>
    </message>
    <message>
        <source>by weapon length</source>
        <translation>pelo comprimento da arma</translation>
    </message>
    <message>
        <source>close combat</source>
        <translation>combate próximo</translation>
    </message>
    <message>
        <source>half the hit points</source>
        <translation>metade dos pontos de vida</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>morto</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>morrendo</translation>
    </message>
    <message>
        <source>equal or better level</source>
        <translation>nível igual ou melhor</translation>
    </message>
    <message>
        <source>any success</source>
        <translation>qualquer sucesso</translation>
    </message>
    <message>
        <source>point-blank only</source>
        <translation>só à queima-roupa</translation>
    </message>
    <message>
        <source>always</source>
        <translation>sempre</translation>
    </message>
    <message>
        <source>maximum, armour ignored</source>
        <translation>máximo, ignora a armadura</translation>
    </message>
    <message>
        <source>rolled, armour ignored</source>
        <translation>rolado, ignora a armadura</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>difficult</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>impossível</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>flee</source>
        <translation>fugir</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>fraco</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>forte</translation>
    </message>
    <message>
        <source>very strong</source>
        <translation>muito forte</translation>
    </message>
    <message>
        <source>medium or small</source>
        <translation>médio ou pequeno</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message>
        <source>large</source>
        <translation>grande</translation>
    </message>
    <message>
        <source>special</source>
        <translation>especial</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>crítico</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>atacado</translation>
    </message>
    <message>
        <source>attacking</source>
        <translation>atacando</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>corpo a corpo</translation>
    </message>
    <message>
        <source>two handed melee</source>
        <translation>corpo a corpo de duas mãos</translation>
    </message>
    <message>
        <source>firearm</source>
        <translation>arma de fogo</translation>
    </message>
    <message>
        <source>other missile</source>
        <translation>outro míssil</translation>
    </message>
    <message>
        <source>basic</source>
        <translation>básico</translation>
    </message>
    <message>
        <source>open</source>
        <translation>campo aberto</translation>
    </message>
    <message>
        <source>confined large weapons</source>
        <translation>armas grandes em espaço confinado</translation>
    </message>
    <message>
        <source>long spears</source>
        <translation>lanças longas</translation>
    </message>
    <message>
        <source>fighting retreat</source>
        <translation>retirada lutando</translation>
    </message>
    <message>
        <source>knockback then dodge</source>
        <translation>repulsão e depois esquiva</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>investida</translation>
    </message>
    <message>
        <source>set weapon</source>
        <translation>arma apoiada</translation>
    </message>
    <message>
        <source>spur</source>
        <translation>esporear</translation>
    </message>
    <message>
        <source>small</source>
        <translation>pequeno</translation>
    </message>
    <message>
        <source>same relative siz</source>
        <translation>mesma SIZ relativa</translation>
    </message>
    <message>
        <source>missile unseen</source>
        <translation>mísseis não vista</translation>
    </message>
    <message>
        <source>missile seen</source>
        <translation>mísseis vista</translation>
    </message>
    <message>
        <source>melee undetected</source>
        <translation>corpo a corpo não detectada</translation>
    </message>
    <message>
        <source>impale</source>
        <translation>empalar</translation>
    </message>
    <message>
        <source>crush</source>
        <translation>esmagar</translation>
    </message>
    <message>
        <source>slash</source>
        <translation>cortar</translation>
    </message>
    <message>
        <source>knockback</source>
        <translation>repulsão</translation>
    </message>
    <message>
        <source>entangle</source>
        <translation>enredar</translation>
    </message>
    <message>
        <source>dodge</source>
        <translation>esquivar</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>aparar</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>saltar</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>render-se</translation>
    </message>
    <message>
        <source>agility</source>
        <translation>agilidade</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passou</translation>
    </message>
    <message>
        <source>roll it</source>
        <translation>rolar</translation>
    </message>
    <message>
        <source>dense smoke</source>
        <translation>fumaça densa</translation>
    </message>
    <message>
        <source>poison gas</source>
        <translation>gás venenoso</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>fumaça</translation>
    </message>
    <message>
        <source>strangling</source>
        <translation>estrangulamento</translation>
    </message>
    <message>
        <source>water</source>
        <translation>água</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>rajada</translation>
    </message>
    <message>
        <source>full auto</source>
        <translation>automático total</translation>
    </message>
    <message>
        <source>Listen</source>
        <translation>Ouvir</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Perceber</translation>
    </message>
    <message>
        <source>food</source>
        <translation>comida</translation>
    </message>
    <message>
        <source>shelter</source>
        <translation>abrigo</translation>
    </message>
    <message>
        <source>a day passes</source>
        <translation>passa um dia</translation>
    </message>
    <message>
        <source>relief</source>
        <translation>alívio</translation>
    </message>
    <message>
        <source>Stamina roll</source>
        <translation>teste de Stamina</translation>
    </message>
    <message>
        <source>atrophy</source>
        <translation>atrofia</translation>
    </message>
    <message>
        <source>chills</source>
        <translation>calafrios</translation>
    </message>
    <message>
        <source>delirium</source>
        <translation>delírio</translation>
    </message>
    <message>
        <source>malaise</source>
        <translation>mal-estar</translation>
    </message>
    <message>
        <source>pox</source>
        <translation>bexigas</translation>
    </message>
    <message>
        <source>tremors</source>
        <translation>tremores</translation>
    </message>
    <message>
        <source>exposure</source>
        <translation>exposição</translation>
    </message>
    <message>
        <source>volley</source>
        <translation>rajada</translation>
    </message>
    <message>
        <source>second attack</source>
        <translation>segunda investida</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>adiado</translation>
    </message>
    <message>
        <source>engaged</source>
        <translation>engajado</translation>
    </message>
    <message>
        <source>recovery roll</source>
        <translation>teste de recuperação</translation>
    </message>
    <message>
        <source>halved (demolition)</source>
        <translation>reduzido à metade (demolição)</translation>
    </message>
    <message>
        <source>increased (demolition)</source>
        <translation>aumentado (demolição)</translation>
    </message>
    <message>
        <source>burning building</source>
        <translation>prédio em chamas</translation>
    </message>
    <message>
        <source>hand torch</source>
        <translation>tocha de mão</translation>
    </message>
    <message>
        <source>intense</source>
        <translation>intenso</translation>
    </message>
    <message>
        <source>large fire</source>
        <translation>fogo grande</translation>
    </message>
    <message>
        <source>tiny flame</source>
        <translation>chama pequenina</translation>
    </message>
    <message>
        <source>skill cap</source>
        <translation>limite da perícia</translation>
    </message>
    <message>
        <source>fall</source>
        <translation>queda</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>rápido</translation>
    </message>
    <message>
        <source>immediate</source>
        <translation>imediato</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lento</translation>
    </message>
    <message>
        <source>drop prone</source>
        <translation>deitar-se</translation>
    </message>
    <message>
        <source>stand up</source>
        <translation>levantar-se</translation>
    </message>
    <message>
        <source>half</source>
        <translation>metade</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>completa</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>pesada</translation>
    </message>
    <message>
        <source>light to moderate</source>
        <translation>leve a moderada</translation>
    </message>
    <message>
        <source>severe</source>
        <translation>severa</translation>
    </message>
    <message>
        <source>hail</source>
        <translation>granizo</translation>
    </message>
    <message>
        <source>rain</source>
        <translation>chuva</translation>
    </message>
    <message>
        <source>sleet</source>
        <translation>chuva com neve</translation>
    </message>
    <message>
        <source>snow</source>
        <translation>neve</translation>
    </message>
    <message>
        <source>gale</source>
        <translation>ventania</translation>
    </message>
    <message>
        <source>hurricane</source>
        <translation>furacão</translation>
    </message>
    <message>
        <source>tornado</source>
        <translation>tornado</translation>
    </message>
    <message>
        <source>difficult acrobatics</source>
        <translation>acrobacia difícil</translation>
    </message>
    <message>
        <source>extreme acrobatics</source>
        <translation>acrobacia extremamente difícil</translation>
    </message>
    <message>
        <source>moderate acrobatics</source>
        <translation>acrobacia moderadamente difícil</translation>
    </message>
    <message>
        <source>simple acrobatics</source>
        <translation>acrobacia simples</translation>
    </message>
    <message>
        <source>heavy armour</source>
        <translation>armadura pesada</translation>
    </message>
    <message>
        <source>light armour</source>
        <translation>armadura leve</translation>
    </message>
    <message>
        <source>medium armour</source>
        <translation>armadura média</translation>
    </message>
    <message>
        <source>calm</source>
        <translation>calmaria</translation>
    </message>
    <message>
        <source>light to moderate wind</source>
        <translation>vento leve a moderado</translation>
    </message>
    <message>
        <source>severe wind</source>
        <translation>vento severo</translation>
    </message>
    <message>
        <source>strong wind</source>
        <translation>vento forte</translation>
    </message>
    <message>
        <source>drop it</source>
        <translation>derrubar</translation>
    </message>
    <message>
        <source>light it</source>
        <translation>acender</translation>
    </message>
    <message>
        <source>long wax candle</source>
        <translation>vela de cera longa</translation>
    </message>
    <message>
        <source>oil lamp</source>
        <translation>lâmpada a óleo</translation>
    </message>
    <message>
        <source>short candle</source>
        <translation>vela curta</translation>
    </message>
    <message>
        <source>torch</source>
        <translation>tocha</translation>
    </message>
    <message>
        <source>torch or lantern</source>
        <translation>tocha ou lanterna</translation>
    </message>
    <message>
        <source>collision</source>
        <translation>colisão</translation>
    </message>
    <message>
        <source>ram</source>
        <translation>abalroamento</translation>
    </message>
    <message>
        <source>exceptional</source>
        <translation>excepcional</translation>
    </message>
    <message>
        <source>seatbelt</source>
        <translation>cinto de segurança</translation>
    </message>
    <message>
        <source>bootlegger reverse</source>
        <translation>cavalo de pau em ré</translation>
    </message>
    <message>
        <source>swerve</source>
        <translation>desvio brusco</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>curva</translation>
    </message>
    <message>
        <source>U-turn</source>
        <translation>retorno em U</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>Rendido</translation>
    </message>
    <message>
        <source>Darkness</source>
        <translation>Escuridão</translation>
    </message>
    <message>
        <source>Exposure: physical actions Difficult</source>
        <translation>Exposição: ações físicas Difíceis</translation>
    </message>
    <message>
        <source>Quick draw: dodges and parries Difficult</source>
        <translation>Saque rápido: esquivas e aparos Difíceis</translation>
    </message>
    <message>
        <source>Lost control in the air</source>
        <translation>Perdeu o controle no ar</translation>
    </message>
    <message>
        <source>Flying badly: actions Difficult</source>
        <translation>Voando mal: ações Difíceis</translation>
    </message>
    <message>
        <source>Flying superbly: rolls Easy</source>
        <translation>Voando muito bem: rolagens Fáceis</translation>
    </message>
    <message>
        <source>Demoralised (aura)</source>
        <translation>Desmoralizado (aura)</translation>
    </message>
    <message>
        <source>Mesmerised (aura)</source>
        <translation>Hipnotizado (aura)</translation>
    </message>
    <message>
        <source>Armour vs acid</source>
        <translation>Armadura contra ácido</translation>
    </message>
    <message>
        <source>Acid eats the armour</source>
        <translation>O ácido corrói a armadura</translation>
    </message>
    <message>
        <source>Armour vs fire</source>
        <translation>Armadura contra fogo</translation>
    </message>
    <message>
        <source>Zero-g: actions Difficult</source>
        <translation>Gravidade zero: ações Difíceis</translation>
    </message>
    <message>
        <source>Vacuum haemorrhage</source>
        <translation>Hemorragia no vácuo</translation>
    </message>
    <message>
        <source>On fire</source>
        <translation>Em chamas</translation>
    </message>
    <message>
        <source>Dragged</source>
        <translation>Arrastado</translation>
    </message>
</context>
</TS>
