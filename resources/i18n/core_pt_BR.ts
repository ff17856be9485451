<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>core</name>
    <message>
        <source>A combatant&apos;s name is a non-empty text.</source>
        <translation>O nome de um combatente é um texto não vazio.</translation>
    </message>
    <message>
        <source>{name} has no free spot left for another token; pick a bigger zone or fewer copies.</source>
        <translation>{name} não tem mais lugar livre para outra ficha; escolha uma zona maior ou menos cópias.</translation>
    </message>
    <message>
        <source>Add between 1 and {max_copies} copies at a time.</source>
        <translation>Adicione entre 1 e {max_copies} cópias de cada vez.</translation>
    </message>
    <message>
        <source>Unknown side {side!r}; choose from {sides}.</source>
        <translation>Lado desconhecido {side!r}; escolha entre {sides}.</translation>
    </message>
    <message>
        <source>Add {label}</source>
        <translation>Adicionar {label}</translation>
    </message>
    <message>
        <source>Pick at least one combatant to save.</source>
        <translation>Escolha ao menos um combatente para salvar.</translation>
    </message>
    <message>
        <source>the file is too big to be a character file (&gt; 20 MB).</source>
        <translation>o arquivo é grande demais para ser um arquivo de personagens (&gt; 20 MB).</translation>
    </message>
    <message>
        <source>can&apos;t be read ({value}).</source>
        <translation>não pode ser lido ({value}).</translation>
    </message>
    <message>
        <source>is not a character file ({exc}).</source>
        <translation>não é um arquivo de personagens ({exc}).</translation>
    </message>
    <message>
        <source>{name} is not a number a character file may hold</source>
        <translation>{name} não é um número que um arquivo de personagens possa conter</translation>
    </message>
    <message>
        <source>is not a Zonekeeper character file.</source>
        <translation>não é um arquivo de personagens do Zonekeeper.</translation>
    </message>
    <message>
        <source>was written by a newer Zonekeeper (version {version}).</source>
        <translation>foi gravado por um Zonekeeper mais novo (versão {version}).</translation>
    </message>
    <message>
        <source>names no ruleset.</source>
        <translation>não indica nenhum sistema de regras.</translation>
    </message>
    <message>
        <source>holds no characters.</source>
        <translation>não contém personagens.</translation>
    </message>
    <message>
        <source>{where} is not a character.</source>
        <translation>{where} não é um personagem.</translation>
    </message>
    <message>
        <source>{where}.name must be a non-empty text.</source>
        <translation>{where}.name deve ser um texto não vazio.</translation>
    </message>
    <message>
        <source>{where}.side must be one of {sides}.</source>
        <translation>{where}.side deve ser um de {sides}.</translation>
    </message>
    <message>
        <source>{where}.stats must be a table of values.</source>
        <translation>{where}.stats deve ser uma tabela de valores.</translation>
    </message>
    <message>
        <source>{where}.notes must be text.</source>
        <translation>{where}.notes deve ser texto.</translation>
    </message>
    <message>
        <source>{where}.image must be an embedded PNG/JPEG/WebP.</source>
        <translation>{where}.image deve ser um PNG/JPEG/WebP incorporado.</translation>
    </message>
    <message>
        <source>holds {ruleset} characters; this encounter plays {name}.</source>
        <translation>contém personagens de {ruleset}; este encontro usa {name}.</translation>
    </message>
    <message>
        <source>{label} has no {item!r} to pick.</source>
        <translation>{label} não tem {item!r} para escolher.</translation>
    </message>
    <message>
        <source>{name} takes up {split}</source>
        <translation>{name} pega {split}</translation>
    </message>
    <message>
        <source>{name} takes up {label}.</source>
        <translation>{name} pega {label}.</translation>
    </message>
    <message>
        <source>{name}&apos;s {label} has no entry {value}.</source>
        <translation>{label} de {name} não tem a entrada {value}.</translation>
    </message>
    <message>
        <source>{name} puts down {what}</source>
        <translation>{name} larga {what}</translation>
    </message>
    <message>
        <source>{name} puts down {what}.</source>
        <translation>{name} larga {what}.</translation>
    </message>
    <message>
        <source>an item</source>
        <translation>um item</translation>
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
        <translation>{n} resultado 1</translation>
    </message>
    <message>
        <source>{n} banes</source>
        <translation>{n} resultados 1</translation>
    </message>
    <message>
        <source> (pushed)</source>
        <translation> (forçada)</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>sem dados</translation>
    </message>
    <message>
        <source>A die needs at least one side (got {sides}).</source>
        <translation>Um dado precisa de pelo menos um lado (recebido: {sides}).</translation>
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
        <source>Unknown step rating {r!r}; use A, B, C or D.</source>
        <translation>Nível de passo desconhecido {r!r}; use A, B, C ou D.</translation>
    </message>
    <message>
        <source>Not a dice expression: {expression!r} (try 2d6, 1D10+10, d100).</source>
        <translation>Não é uma expressão de dados: {expression!r} (tente 2d6, 1D10+10, d100).</translation>
    </message>
    <message>
        <source>Roll between 1 and 1000 dice, not {count}.</source>
        <translation>Role entre 1 e 1000 dados, não {count}.</translation>
    </message>
    <message>
        <source>Not a dice expression: {expression!r}.</source>
        <translation>Não é uma expressão de dados: {expression!r}.</translation>
    </message>
    <message>
        <source>Not a dice expression: it is empty.</source>
        <translation>Não é uma expressão de dados: está vazia.</translation>
    </message>
    <message>
        <source>There is no effect {effect!r} in this encounter.</source>
        <translation>Não há nenhum efeito {effect!r} neste encontro.</translation>
    </message>
    <message>
        <source>{n} round left</source>
        <translation>falta {n} rodada</translation>
    </message>
    <message>
        <source>{n} rounds left</source>
        <translation>faltam {n} rodadas</translation>
    </message>
    <message>
        <source>{n} turn left</source>
        <translation>falta {n} turno</translation>
    </message>
    <message>
        <source>{n} turns left</source>
        <translation>faltam {n} turnos</translation>
    </message>
    <message>
        <source>{n} DEX rank left</source>
        <translation>falta {n} posição de DES</translation>
    </message>
    <message>
        <source>{n} DEX ranks left</source>
        <translation>faltam {n} posições de DES</translation>
    </message>
    <message>
        <source>until the end of the scene</source>
        <translation>até o fim da cena</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>até ser removido</translation>
    </message>
    <message>
        <source>counted at the end of each round</source>
        <translation>contado no fim de cada rodada</translation>
    </message>
    <message>
        <source>from the next round on, </source>
        <translation>a partir da próxima rodada, </translation>
    </message>
    <message>
        <source>{left} (counting down from DEX rank {value})</source>
        <translation>{left} (contando a partir da posição de DES {value})</translation>
    </message>
    <message>
        <source>ending at the start of {who}&apos;s turn</source>
        <translation>terminando no início do turno de {who}</translation>
    </message>
    <message>
        <source>ending at the end of {who}&apos;s turn</source>
        <translation>terminando no fim do turno de {who}</translation>
    </message>
    <message>
        <source>from {who}&apos;s next turn, </source>
        <translation>a partir do próximo turno de {who}, </translation>
    </message>
    <message>
        <source>scene</source>
        <translation>cena</translation>
    </message>
    <message>
        <source>A modifier is named by a non-empty text (a skill or a key).</source>
        <translation>Um modificador é nomeado por um texto não vazio (uma perícia ou uma chave).</translation>
    </message>
    <message>
        <source>The modifier {key!r} must be a whole number, not {value!r}.</source>
        <translation>O modificador {key!r} deve ser um número inteiro, não {value!r}.</translation>
    </message>
    <message>
        <source>The {role} {name!r} is not a combatant in this encounter.</source>
        <translation>{role} {name!r} não é um combatente deste encontro.</translation>
    </message>
    <message>
        <source>An effect&apos;s source is a combatant&apos;s name or nothing.</source>
        <translation>A origem de um efeito é o nome de um combatente ou nada.</translation>
    </message>
    <message>
        <source>An effect needs a label the GM can read.</source>
        <translation>Um efeito precisa de um rótulo que o mestre consiga ler.</translation>
    </message>
    <message>
        <source>Unknown duration unit {unit!r}; choose from {units}.</source>
        <translation>Unidade de duração desconhecida {unit!r}; escolha entre {units}.</translation>
    </message>
    <message>
        <source>An effect ticks at the &apos;start&apos; or &apos;end&apos; of a turn, not {tick!r}.</source>
        <translation>Um efeito avança no &apos;start&apos; ou no &apos;end&apos; de um turno, não {tick!r}.</translation>
    </message>
    <message>
        <source>An effect starts &apos;now&apos; or &apos;on_first_turn&apos;, not {starts!r}.</source>
        <translation>Um efeito começa &apos;now&apos; ou &apos;on_first_turn&apos;, não {starts!r}.</translation>
    </message>
    <message>
        <source>An effect lasting {unit} needs a count from 1.</source>
        <translation>Um efeito que dura {unit} precisa de uma contagem a partir de 1.</translation>
    </message>
    <message>
        <source>An effect lasting {unit} takes no count.</source>
        <translation>Um efeito que dura {unit} não leva contagem.</translation>
    </message>
    <message>
        <source>combatant whose turns count</source>
        <translation>combatente cujos turnos contam</translation>
    </message>
    <message>
        <source>Only an effect counted in turns is counted on someone&apos;s turns.</source>
        <translation>Só um efeito contado em turnos é contado nos turnos de alguém.</translation>
    </message>
    <message>
        <source>Only an effect counted in turns can tick at the start of a turn.</source>
        <translation>Só um efeito contado em turnos pode avançar no início de um turno.</translation>
    </message>
    <message>
        <source>An effect lasting {unit} starts now.</source>
        <translation>Um efeito que dura {unit} começa agora.</translation>
    </message>
    <message>
        <source>An effect&apos;s kind is a text.</source>
        <translation>O tipo de um efeito é um texto.</translation>
    </message>
    <message>
        <source>A DEX-rank effect needs the DEX rank its count starts at: call the DEX rank first or give it.</source>
        <translation>Um efeito em posições de DES precisa da posição de DES em que sua contagem começa: chame a posição de DES primeiro ou informe-a.</translation>
    </message>
    <message>
        <source>Only an effect counted in DEX ranks starts at a DEX rank.</source>
        <translation>Só um efeito contado em posições de DES começa numa posição de DES.</translation>
    </message>
    <message>
        <source> from {source}</source>
        <translation> de {source}</translation>
    </message>
    <message>
        <source>{target} is under {what}{by}: {describe_duration}.</source>
        <translation>{target} está sob {what}{by}: {describe_duration}.</translation>
    </message>
    <message>
        <source>Remove {label} from {target}</source>
        <translation>Remover {label} de {target}</translation>
    </message>
    <message>
        <source>{label} has no count to change.</source>
        <translation>{label} não tem contagem para alterar.</translation>
    </message>
    <message>
        <source>An effect&apos;s remaining count is a whole number from 1.</source>
        <translation>A contagem restante de um efeito é um número inteiro a partir de 1.</translation>
    </message>
    <message>
        <source>Edit {label} on {target}</source>
        <translation>Editar {label} em {target}</translation>
    </message>
    <message>
        <source>{target}&apos;s {label} changed: {describe_effect}.</source>
        <translation>{label} de {target} mudou: {describe_effect}.</translation>
    </message>
    <message>
        <source>Effect {label} on {target} ends</source>
        <translation>O efeito {label} em {target} termina</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <source>End of {name}&apos;s turn</source>
        <translation>Fim do turno de {name}</translation>
    </message>
    <message>
        <source>End of round {number}</source>
        <translation>Fim da rodada {number}</translation>
    </message>
    <message>
        <source>the round&apos;s DEX ranks ran out</source>
        <translation>as posições de DES da rodada acabaram</translation>
    </message>
    <message>
        <source>A DEX rank is a whole number, not {rank!r}.</source>
        <translation>Uma posição de DES é um número inteiro, não {rank!r}.</translation>
    </message>
    <message>
        <source>DEX rank {rank}</source>
        <translation>Posição de DES {rank}</translation>
    </message>
    <message>
        <source>End of scene</source>
        <translation>Fim da cena</translation>
    </message>
    <message>
        <source>the scene is over</source>
        <translation>a cena acabou</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Próximo turno</translation>
    </message>
    <message>
        <source>Effects of {name}</source>
        <translation>Efeitos de {name}</translation>
    </message>
    <message>
        <source>{name} left the encounter</source>
        <translation>{name} saiu do encontro</translation>
    </message>
    <message>
        <source>{effects_key}: expected a list</source>
        <translation>{effects_key}: esperava-se uma lista</translation>
    </message>
    <message>
        <source>{at}: expected an object</source>
        <translation>{at}: esperava-se um objeto</translation>
    </message>
    <message>
        <source>{at}.id: {id!r} is used twice</source>
        <translation>{at}.id: {id!r} é usado duas vezes</translation>
    </message>
    <message>
        <source>{at}.target: no combatant is called {target!r}</source>
        <translation>{at}.target: nenhum combatente se chama {target!r}</translation>
    </message>
    <message>
        <source>{at}.source: expected a combatant&apos;s name or null</source>
        <translation>{at}.source: esperava-se o nome de um combatente ou null</translation>
    </message>
    <message>
        <source>{at}.kind: expected a text</source>
        <translation>{at}.kind: esperava-se um texto</translation>
    </message>
    <message>
        <source>{at}.notes: expected a text</source>
        <translation>{at}.notes: esperava-se um texto</translation>
    </message>
    <message>
        <source>{at}.modifiers: expected an object</source>
        <translation>{at}.modifiers: esperava-se um objeto</translation>
    </message>
    <message>
        <source>{at}.modifiers.{k}: expected a whole number</source>
        <translation>{at}.modifiers.{k}: esperava-se um número inteiro</translation>
    </message>
    <message>
        <source>{at}.started: expected true or false</source>
        <translation>{at}.started: esperava-se true ou false</translation>
    </message>
    <message>
        <source>{at}.started_round: expected a whole number</source>
        <translation>{at}.started_round: esperava-se um número inteiro</translation>
    </message>
    <message>
        <source>{at}.duration: expected an object</source>
        <translation>{at}.duration: esperava-se um objeto</translation>
    </message>
    <message>
        <source>{at}.duration.unit: expected one of {units}</source>
        <translation>{at}.duration.unit: esperava-se um de {units}</translation>
    </message>
    <message>
        <source>{at}.duration.tick: expected &apos;start&apos; or &apos;end&apos;</source>
        <translation>{at}.duration.tick: esperava-se &apos;start&apos; ou &apos;end&apos;</translation>
    </message>
    <message>
        <source>{at}.duration.starts: expected &apos;now&apos; or &apos;on_first_turn&apos;</source>
        <translation>{at}.duration.starts: esperava-se &apos;now&apos; ou &apos;on_first_turn&apos;</translation>
    </message>
    <message>
        <source>{at}.duration.count: expected a whole number</source>
        <translation>{at}.duration.count: esperava-se um número inteiro</translation>
    </message>
    <message>
        <source>{at}.remaining: expected a whole number from 1</source>
        <translation>{at}.remaining: esperava-se um número inteiro a partir de 1</translation>
    </message>
    <message>
        <source>{at}.duration.count: expected null for unit {unit!r}</source>
        <translation>{at}.duration.count: esperava-se null para a unidade {unit!r}</translation>
    </message>
    <message>
        <source>{at}.remaining: expected null for unit {unit!r}</source>
        <translation>{at}.remaining: esperava-se null para a unidade {unit!r}</translation>
    </message>
    <message>
        <source>{at}.duration.counted_on: expected a combatant&apos;s name</source>
        <translation>{at}.duration.counted_on: esperava-se o nome de um combatente</translation>
    </message>
    <message>
        <source>{at}.duration.counted_on: no combatant is called {who!r}</source>
        <translation>{at}.duration.counted_on: nenhum combatente se chama {who!r}</translation>
    </message>
    <message>
        <source>{at}.duration.counted_on: expected null for unit {unit!r}</source>
        <translation>{at}.duration.counted_on: esperava-se null para a unidade {unit!r}</translation>
    </message>
    <message>
        <source>{at}.at_rank: expected a whole number</source>
        <translation>{at}.at_rank: esperava-se um número inteiro</translation>
    </message>
    <message>
        <source>{at}.at_rank: expected null for unit {unit!r}</source>
        <translation>{at}.at_rank: esperava-se null para a unidade {unit!r}</translation>
    </message>
    <message>
        <source>{clock_key}: expected an object</source>
        <translation>{clock_key}: esperava-se um objeto</translation>
    </message>
    <message>
        <source>{clock_key}.turn: expected a combatant&apos;s name or null</source>
        <translation>{clock_key}.turn: esperava-se o nome de um combatente ou null</translation>
    </message>
    <message>
        <source>{clock_key}.dex_rank: expected a whole number or null</source>
        <translation>{clock_key}.dex_rank: esperava-se um número inteiro ou null</translation>
    </message>
    <message>
        <source>{clock_key}.next_id: expected a whole number from 1</source>
        <translation>{clock_key}.next_id: esperava-se um número inteiro a partir de 1</translation>
    </message>
    <message>
        <source>{clock_key}.next_id: expected more than {used} (e{used} is in use)</source>
        <translation>{clock_key}.next_id: esperava-se mais que {used} (e{used} está em uso)</translation>
    </message>
    <message>
        <source>{at}.{key}: expected {words}</source>
        <translation>{at}.{key}: esperava-se {words}</translation>
    </message>
    <message>
        <source>engaged</source>
        <translation>engajado</translation>
    </message>
    <message>
        <source>short</source>
        <translation>curto</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>médio</translation>
    </message>
    <message>
        <source>long</source>
        <translation>longo</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extremo</translation>
    </message>
    <message>
        <source>There is no combatant called {name!r}.</source>
        <translation>Não há nenhum combatente chamado {name!r}.</translation>
    </message>
    <message>
        <source>There already is a combatant called {name!r}.</source>
        <translation>Já existe um combatente chamado {name!r}.</translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>Adicionar {name}</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Remover {name}</translation>
    </message>
    <message>
        <source>A combatant&apos;s {unknown} can&apos;t be set here.</source>
        <translation>{unknown} de um combatente não pode ser definido aqui.</translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>Editar {name}</translation>
    </message>
    <message>
        <source>Place {name} in {zone}</source>
        <translation>Colocar {name} em {zone}</translation>
    </message>
    <message>
        <source>A combatant can&apos;t engage themselves.</source>
        <translation>Um combatente não pode se engajar consigo mesmo.</translation>
    </message>
    <message>
        <source>{a} ({zone}) and {b} ({zone2}) are in different zones; Engaged range is inside one zone.</source>
        <translation>{a} ({zone}) e {b} ({zone2}) estão em zonas diferentes; o alcance Engajado fica dentro de uma zona.</translation>
    </message>
    <message>
        <source>{a} has no action left to close to Engaged range.</source>
        <translation>{a} não tem ação restante para se aproximar até o alcance Engajado.</translation>
    </message>
    <message>
        <source>{a} engages {b}</source>
        <translation>{a} se engaja com {b}</translation>
    </message>
    <message>
        <source>{a} and {b} disengage</source>
        <translation>{a} e {b} se desengajam</translation>
    </message>
    <message>
        <source>The {border_label} has no doorway.</source>
        <translation>{border_label}: não tem vão de passagem.</translation>
    </message>
    <message>
        <source>{name} is in {zone}, not beside that {kind}.</source>
        <translation>{name} está em {zone}, não ao lado dessa {kind}.</translation>
    </message>
    <message>
        <source>{name} stands in the doorway</source>
        <translation>{name} fica no vão da porta</translation>
    </message>
    <message>
        <source>{name} leaves the doorway</source>
        <translation>{name} sai do vão da porta</translation>
    </message>
    <message>
        <source>{name} can&apos;t afford {cost} this round.</source>
        <translation>{name} não pode pagar {cost} nesta rodada.</translation>
    </message>
    <message>
        <source>{name} spends {cost}</source>
        <translation>{name} gasta {cost}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Rodada {number}</translation>
    </message>
    <message>
        <source>Unknown setting {key!r}.</source>
        <translation>Configuração desconhecida {key!r}.</translation>
    </message>
    <message>
        <source>Setting {key!r} takes a {name}.</source>
        <translation>A configuração {key!r} aceita um {name}.</translation>
    </message>
    <message>
        <source>Set {setting}</source>
        <translation>Definir {setting}</translation>
    </message>
    <message>
        <source>{title} has no setting {key!r} (known: {known}).</source>
        <translation>{title} não tem a configuração {key!r} (conhecidas: {known}).</translation>
    </message>
    <message>
        <source>Setting {key!r} takes a {name}, not {value!r}.</source>
        <translation>A configuração {key!r} aceita um {name}, não {value!r}.</translation>
    </message>
    <message>
        <source>Setting {key!r} is one of {shown}, not {value!r}.</source>
        <translation>A configuração {key!r} é uma de {shown}, não {value!r}.</translation>
    </message>
    <message>
        <source>Set {key}</source>
        <translation>Definir {key}</translation>
    </message>
    <message>
        <source>{a} sees themselves.</source>
        <translation>{a} vê a si mesmo.</translation>
    </message>
    <message>
        <source>Move {name} within {zone}</source>
        <translation>Mover {name} dentro de {zone}</translation>
    </message>
    <message>
        <source>Move {name} to {zone}</source>
        <translation>Mover {name} para {zone}</translation>
    </message>
    <message>
        <source>{zone} can&apos;t be deleted: {names} is in it. Move them out first.</source>
        <translation>{zone} não pode ser excluída: {names} está nela. Tire-o de lá primeiro.</translation>
    </message>
    <message>
        <source>{zone} can&apos;t be deleted: {names} are in it. Move them out first.</source>
        <translation>{zone} não pode ser excluída: {names} estão nela. Tire-os de lá primeiro.</translation>
    </message>
    <message>
        <source>Reshape {name}</source>
        <translation>Remodelar {name}</translation>
    </message>
    <message>
        <source>Unknown {what} {value!r}; choose from {choices}.</source>
        <translation>{what} desconhecido {value!r}; escolha entre {choices}.</translation>
    </message>
    <message>
        <source>A portrait is embedded as a data:image/...;base64, URI.</source>
        <translation>Um retrato é incorporado como um URI data:image/...;base64.</translation>
    </message>
    <message>
        <source>{name} has no free spot left for another token.</source>
        <translation>{name} não tem mais lugar livre para outra ficha.</translation>
    </message>
    <message>
        <source>A position is an (x, y) pair of numbers.</source>
        <translation>Uma posição é um par (x, y) de números.</translation>
    </message>
    <message>
        <source>({pos:.1f}, {pos2:.1f}) is not inside {name}.</source>
        <translation>({pos:.1f}, {pos2:.1f}) não está dentro de {name}.</translation>
    </message>
    <message>
        <source>encounter data</source>
        <translation>dados do encontro</translation>
    </message>
    <message>
        <source>, field {field}</source>
        <translation>, campo {field}</translation>
    </message>
    <message>
        <source>Can&apos;t open {where}{at}: {message}</source>
        <translation>Não foi possível abrir {where}{at}: {message}</translation>
    </message>
    <message>
        <source>an image is embedded as a data:image/...;base64, URI</source>
        <translation>uma imagem é incorporada como um URI data:image/...;base64</translation>
    </message>
    <message>
        <source>only a link border is stairs, a ladder or a rope.</source>
        <translation>só uma ligação é escada, escada de mão ou corda.</translation>
    </message>
    <message>
        <source>that is a folder, not a file</source>
        <translation>isso é uma pasta, não um arquivo</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>o arquivo é somente leitura</translation>
    </message>
    <message>
        <source>Can&apos;t save: {where} holds a character that is not valid text (a lone surrogate). Edit it and save again.</source>
        <translation>Não foi possível salvar: {where} contém um caractere que não é texto válido (um surrogate isolado). Edite-o e salve de novo.</translation>
    </message>
    <message>
        <source>(top level)</source>
        <translation>(nível superior)</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>está faltando</translation>
    </message>
    <message>
        <source>is not a known field</source>
        <translation>não é um campo conhecido</translation>
    </message>
    <message>
        <source>the file does not hold an encounter (expected a JSON object at the top level).</source>
        <translation>o arquivo não contém um encontro (esperava-se um objeto JSON no nível superior).</translation>
    </message>
    <message>
        <source>this is not a Zonekeeper encounter file.</source>
        <translation>este não é um arquivo de encontro do Zonekeeper.</translation>
    </message>
    <message>
        <source>expected a whole number, found {version!r}.</source>
        <translation>esperava-se um número inteiro, encontrado {version!r}.</translation>
    </message>
    <message>
        <source>it was written by a newer Zonekeeper (file format {version}; this version reads up to {schema_version}). Update Zonekeeper to open it.</source>
        <translation>foi gravado por um Zonekeeper mais novo (formato de arquivo {version}; esta versão lê até {schema_version}). Atualize o Zonekeeper para abri-lo.</translation>
    </message>
    <message>
        <source>unknown file format {version}.</source>
        <translation>formato de arquivo desconhecido {version}.</translation>
    </message>
    <message>
        <source>is not a known setting.</source>
        <translation>não é uma configuração conhecida.</translation>
    </message>
    <message>
        <source>expected {name}, found {value!r}.</source>
        <translation>esperava-se {name}, encontrado {value!r}.</translation>
    </message>
    <message>
        <source>a second zone with the same id.</source>
        <translation>uma segunda zona com o mesmo id.</translation>
    </message>
    <message>
        <source>no zone has id {zone!r}.</source>
        <translation>nenhuma zona tem o id {zone!r}.</translation>
    </message>
    <message>
        <source>a border joins two different zones.</source>
        <translation>uma borda liga duas zonas diferentes.</translation>
    </message>
    <message>
        <source>a second border between the same zones.</source>
        <translation>uma segunda borda entre as mesmas zonas.</translation>
    </message>
    <message>
        <source>a second combatant with the same name.</source>
        <translation>um segundo combatente com o mesmo nome.</translation>
    </message>
    <message>
        <source>({x}, {y}) is not inside {name}.</source>
        <translation>({x}, {y}) não está dentro de {name}.</translation>
    </message>
    <message>
        <source>there is no door or hatch there.</source>
        <translation>não há porta nem escotilha ali.</translation>
    </message>
    <message>
        <source>{a} can&apos;t be Engaged with themselves.</source>
        <translation>{a} não pode estar Engajado consigo mesmo.</translation>
    </message>
    <message>
        <source>no combatant is called {n!r}.</source>
        <translation>nenhum combatente se chama {n!r}.</translation>
    </message>
    <message>
        <source>{a} and {b} are in different zones.</source>
        <translation>{a} e {b} estão em zonas diferentes.</translation>
    </message>
    <message>
        <source>the file does not exist.</source>
        <translation>o arquivo não existe.</translation>
    </message>
    <message>
        <source>that is a folder, not a file.</source>
        <translation>isso é uma pasta, não um arquivo.</translation>
    </message>
    <message>
        <source>it could not be read ({strerror}).</source>
        <translation>não foi possível lê-lo ({strerror}).</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>o arquivo está vazio.</translation>
    </message>
    <message>
        <source>the file is larger than {mb} MB.</source>
        <translation>o arquivo tem mais de {mb} MB.</translation>
    </message>
    <message>
        <source>this is not a text file (not UTF-8).</source>
        <translation>este não é um arquivo de texto (não é UTF-8).</translation>
    </message>
    <message>
        <source>the file ends too early — it looks truncated</source>
        <translation>o arquivo termina cedo demais — parece truncado</translation>
    </message>
    <message>
        <source>it is not valid JSON</source>
        <translation>não é um JSON válido</translation>
    </message>
    <message>
        <source>{hint} (line {lineno}, column {colno}: {msg}).</source>
        <translation>{hint} (linha {lineno}, coluna {colno}: {msg}).</translation>
    </message>
    <message>
        <source> (before the push: [{shown}])</source>
        <translation> (antes de forçar: [{shown}])</translation>
    </message>
    <message>
        <source>Combat log — {name}</source>
        <translation>Registro de combate — {name}</translation>
    </message>
    <message>
        <source>{count} entry</source>
        <translation>{count} entrada</translation>
    </message>
    <message>
        <source>{count} entries</source>
        <translation>{count} entradas</translation>
    </message>
    <message>
        <source>Ruleset: {ruleset} · {entries} · round {number} reached</source>
        <translation>Sistema de regras: {ruleset} · {entries} · rodada {number} alcançada</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Nada aconteceu ainda.</translation>
    </message>
    <message>
        <source>Before the fight</source>
        <translation>Antes do combate</translation>
    </message>
    <message>
        <source>roll:</source>
        <translation>rolagem:</translation>
    </message>
    <message>
        <source>{nu} is cramped: {blocker} is in the way, and nobody moves past someone beside them to reach {nv}.</source>
        <translation>{nu} está apertada: {blocker} está no caminho, e ninguém passa por quem está ao seu lado para chegar a {nv}.</translation>
    </message>
    <message>
        <source>Wall between {nu} and {nv}: it can&apos;t be crossed.</source>
        <translation>Parede entre {nu} e {nv}: não pode ser atravessada.</translation>
    </message>
    <message>
        <source>, armour {armour}</source>
        <translation>, blindagem {armour}</translation>
    </message>
    <message>
        <source>Locked {kind} between {nu} and {nv}: break it down first (it takes {value} more damage{armour}).</source>
        <translation>A {kind} entre {nu} e {nv} está trancada: arrombe-a primeiro (ela aguenta mais {value} de dano{armour}).</translation>
    </message>
    <message>
        <source>open the {kind} between {nu} and {nv}</source>
        <translation>abrir a {kind} entre {nu} e {nv}</translation>
    </message>
    <message>
        <source>prone</source>
        <translation>caído</translation>
    </message>
    <message>
        <source>{value} is cramped</source>
        <translation>{value} está apertada</translation>
    </message>
    <message>
        <source>crawl away from {names} into {nv} ({why_crawl})</source>
        <translation>rastejar para longe de {names} até {nv} ({why_crawl})</translation>
    </message>
    <message>
        <source>retreat from {names} into {nv}</source>
        <translation>recuar de {names} até {nv}</translation>
    </message>
    <message>
        <source>retreat from Engaged enemy {names}</source>
        <translation>recuar do inimigo Engajado {names}</translation>
    </message>
    <message>
        <source>crawl into {nv} ({why_crawl})</source>
        <translation>rastejar até {nv} ({why_crawl})</translation>
    </message>
    <message>
        <source>move into {nv}</source>
        <translation>mover-se até {nv}</translation>
    </message>
    <message>
        <source>entering cluttered zone {nv}</source>
        <translation>entrando na zona entulhada {nv}</translation>
    </message>
    <message>
        <source>crossing the {link} into {nv}</source>
        <translation>atravessar a {link} para {nv}</translation>
    </message>
    <message>
        <source>There is no zone {zone!r} on the map.</source>
        <translation>Não há nenhuma zona {zone!r} no mapa.</translation>
    </message>
    <message>
        <source>{name} stays in {here}; moving within a zone is free.</source>
        <translation>{name} fica em {here}; mover-se dentro de uma zona é livre.</translation>
    </message>
    <message>
        <source>not connected to</source>
        <translation>sem ligação com</translation>
    </message>
    <message>
        <source>{dist} borders away from</source>
        <translation>a {dist} bordas de distância de</translation>
    </message>
    <message>
        <source>{there} is {far} {here}; one move crosses one border, at most {max_steps} a round.</source>
        <translation>{there} está {far} {here}; um movimento atravessa uma borda, no máximo {max_steps} por rodada.</translation>
    </message>
    <message>
        <source> Roll {skill} ({why}; failure: {on_failure}).</source>
        <translation> Role {skill} ({why}; falha: {on_failure}).</translation>
    </message>
    <message>
        <source> Crawling is a slow action: nobody crawls twice in a round.</source>
        <translation> Rastejar é uma ação lenta: ninguém rasteja duas vezes numa rodada.</translation>
    </message>
    <message>
        <source>{name} can&apos;t reach {there} this round: it takes {cost} ({steps}), and {name} has left: {left_text}.{extra}</source>
        <translation>{name} não consegue chegar a {there} nesta rodada: custa {cost} ({steps}), e {name} ainda tem: {left_text}.{extra}</translation>
    </message>
    <message>
        <source>players.{what} names a zone that doesn&apos;t exist: {missing!r}.</source>
        <translation>players.{what} indica uma zona que não existe: {missing!r}.</translation>
    </message>
    <message>
        <source>players.{what} names a combatant who isn&apos;t here: {missing!r}.</source>
        <translation>players.{what} indica um combatente que não está aqui: {missing!r}.</translation>
    </message>
    <message>
        <source>players.options has an unknown option {unknown!r}.</source>
        <translation>players.options tem uma opção desconhecida {unknown!r}.</translation>
    </message>
    <message>
        <source>There is no zone {unknown!r} on this map.</source>
        <translation>Não há nenhuma zona {unknown!r} neste mapa.</translation>
    </message>
    <message>
        <source>There is no combatant named {unknown!r}.</source>
        <translation>Não há nenhum combatente chamado {unknown!r}.</translation>
    </message>
    <message>
        <source>Reveal {zone} to the players</source>
        <translation>Revelar {zone} aos jogadores</translation>
    </message>
    <message>
        <source>Hide {zone} to the players</source>
        <translation>Esconder {zone} dos jogadores</translation>
    </message>
    <message>
        <source>Reveal {count} zones to the players</source>
        <translation>Revelar {count} zonas aos jogadores</translation>
    </message>
    <message>
        <source>Hide {count} zones to the players</source>
        <translation>Esconder {count} zonas dos jogadores</translation>
    </message>
    <message>
        <source>Reveal the whole map</source>
        <translation>Revelar o mapa inteiro</translation>
    </message>
    <message>
        <source>Fog the whole map</source>
        <translation>Cobrir o mapa inteiro de névoa</translation>
    </message>
    <message>
        <source>{count} combatants</source>
        <translation>{count} combatentes</translation>
    </message>
    <message>
        <source>Hide {who} from the players</source>
        <translation>Esconder {who} dos jogadores</translation>
    </message>
    <message>
        <source>Show {who} to the players</source>
        <translation>Mostrar {who} aos jogadores</translation>
    </message>
    <message>
        <source>A label for the players is at most {max_label} characters.</source>
        <translation>Um rótulo para os jogadores tem no máximo {max_label} caracteres.</translation>
    </message>
    <message>
        <source>Show {name} to the players as {label!r}</source>
        <translation>Mostrar {name} aos jogadores como {label!r}</translation>
    </message>
    <message>
        <source>Unknown players&apos; screen option {key!r}: {options}.</source>
        <translation>Opção desconhecida da tela dos jogadores {key!r}: {options}.</translation>
    </message>
    <message>
        <source>Fog of war</source>
        <translation>Névoa de guerra</translation>
    </message>
    <message>
        <source>Automatic reveal</source>
        <translation>Revelação automática</translation>
    </message>
    <message>
        <source>PC health</source>
        <translation>Saúde dos PJs</translation>
    </message>
    <message>
        <source>{option} on the players&apos; screen on</source>
        <translation>{option} na tela dos jogadores: ligado</translation>
    </message>
    <message>
        <source>{option} on the players&apos; screen off</source>
        <translation>{option} na tela dos jogadores: desligado</translation>
    </message>
    <message>
        <source>{instance!r} can&apos;t name a recovery file.</source>
        <translation>{instance!r} não pode nomear um arquivo de recuperação.</translation>
    </message>
    <message>
        <source>{path}: it could not be read ({strerror}).</source>
        <translation>{path}: não foi possível lê-lo ({strerror}).</translation>
    </message>
    <message>
        <source>{path}: this is not a recovery file (bad JSON).</source>
        <translation>{path}: este não é um arquivo de recuperação (JSON inválido).</translation>
    </message>
    <message>
        <source>{path}: this is not a Zonekeeper recovery file.</source>
        <translation>{path}: este não é um arquivo de recuperação do Zonekeeper.</translation>
    </message>
    <message>
        <source>{path}: recovery file version {value!r} unknown.</source>
        <translation>{path}: versão {value!r} de arquivo de recuperação desconhecida.</translation>
    </message>
    <message>
        <source>{path}: the recovery file lacks its meta or encounter.</source>
        <translation>{path}: falta ao arquivo de recuperação o meta ou o encontro.</translation>
    </message>
    <message>
        <source>the recovered encounter is broken ({exc}).</source>
        <translation>o encontro recuperado está danificado ({exc}).</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>nenhuma ação</translation>
    </message>
    <message>
        <source>{n} fast action</source>
        <translation>{n} ação rápida</translation>
    </message>
    <message>
        <source>{n} fast actions</source>
        <translation>{n} ações rápidas</translation>
    </message>
    <message>
        <source>{n} slow action</source>
        <translation>{n} ação lenta</translation>
    </message>
    <message>
        <source>{n} slow actions</source>
        <translation>{n} ações lentas</translation>
    </message>
    <message>
        <source>{n} standard action</source>
        <translation>{n} ação padrão</translation>
    </message>
    <message>
        <source>{n} standard actions</source>
        <translation>{n} ações padrão</translation>
    </message>
    <message>
        <source>{n} move action</source>
        <translation>{n} ação de movimento</translation>
    </message>
    <message>
        <source>{n} move actions</source>
        <translation>{n} ações de movimento</translation>
    </message>
    <message>
        <source>{n} action</source>
        <translation>{n} ação</translation>
    </message>
    <message>
        <source>{n} actions</source>
        <translation>{n} ações</translation>
    </message>
    <message>
        <source>{n} round action</source>
        <translation>{n} ação da rodada</translation>
    </message>
    <message>
        <source>{n} round actions</source>
        <translation>{n} ações da rodada</translation>
    </message>
    <message>
        <source>{n} extra action</source>
        <translation>{n} ação extra</translation>
    </message>
    <message>
        <source>{n} extra actions</source>
        <translation>{n} ações extras</translation>
    </message>
    <message>
        <source>{n} DEX rank</source>
        <translation>{n} posição de DES</translation>
    </message>
    <message>
        <source>{n} DEX ranks</source>
        <translation>{n} posições de DES</translation>
    </message>
    <message>
        <source>{n} shoot-and-move</source>
        <translation>{n} atirar e mover</translation>
    </message>
    <message>
        <source>{n} shoot-and-moves</source>
        <translation>{n} atirar e mover</translation>
    </message>
    <message>
        <source>Seed rule: {rule}</source>
        <translation>Regra da semente: {rule}</translation>
    </message>
    <message>
        <source>you get in but fall prone</source>
        <translation>você entra, mas cai no chão</translation>
    </message>
    <message>
        <source>you still move, but {names} may strike at you as you go</source>
        <translation>você ainda se move, mas {names} podem atacá-lo enquanto sai</translation>
    </message>
    <message>
        <source>no actions</source>
        <translation>nenhuma ação</translation>
    </message>
    <message>
        <source>combatants: expected an object</source>
        <translation>combatants: esperava-se um objeto</translation>
    </message>
    <message>
        <source>combatants.{name}: no combatant has that name</source>
        <translation>combatants.{name}: nenhum combatente tem esse nome</translation>
    </message>
    <message>
        <source>{value} has no combat round yet.</source>
        <translation>{value} ainda não tem rodada de combate.</translation>
    </message>
    <message>
        <source>Unknown ruleset {name!r}; known: {known}.</source>
        <translation>Sistema de regras desconhecido {name!r}; conhecidos: {known}.</translation>
    </message>
    <message>
        <source>GM allows (ignore walls and reach)</source>
        <translation>O mestre permite (ignorar paredes e alcance)</translation>
    </message>
    <message>
        <source>Let this attack through although the map forbids it; the log says the GM allowed it.</source>
        <translation>Deixa este ataque passar embora o mapa o proíba; o registro diz que o mestre permitiu.</translation>
    </message>
    <message>
        <source>{target} is at {band} range; a melee attack needs {bands} range.</source>
        <translation>{target} está a alcance {band}; um ataque corpo a corpo precisa de alcance {bands}.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>GM allows {attacker}&apos;s attack on {target} although: {why}</source>
        <translation>O mestre permite o ataque de {attacker} a {target} embora: {why}</translation>
    </message>
    <message>
        <source>The character sheet has no field {field!r}.</source>
        <translation>A ficha de personagem não tem o campo {field!r}.</translation>
    </message>
    <message>
        <source>{label} is worked out from the sheet; it can&apos;t be typed.</source>
        <translation>{label} é calculado a partir da ficha; não pode ser digitado.</translation>
    </message>
    <message>
        <source>{label} must be a number (got {value!r}).</source>
        <translation>{label} deve ser um número (recebido: {value!r}).</translation>
    </message>
    <message>
        <source>{label} must be a finite number.</source>
        <translation>{label} deve ser um número finito.</translation>
    </message>
    <message>
        <source>{label} must be a whole number (got {value!r}).</source>
        <translation>{label} deve ser um número inteiro (recebido: {value!r}).</translation>
    </message>
    <message>
        <source>{label} must be between {low} and {high} (got {value}).</source>
        <translation>{label} deve estar entre {low} e {high} (recebido: {value}).</translation>
    </message>
    <message>
        <source>{label}: choose one of {choices}.</source>
        <translation>{label}: escolha um de {choices}.</translation>
    </message>
    <message>
        <source>{label} is a list of entries picked from the table.</source>
        <translation>{label} é uma lista de entradas escolhidas na tabela.</translation>
    </message>
    <message>
        <source>{label} is a table of names and numbers.</source>
        <translation>{label} é uma tabela de nomes e números.</translation>
    </message>
    <message>
        <source>{label}: every entry needs a name.</source>
        <translation>{label}: toda entrada precisa de um nome.</translation>
    </message>
    <message>
        <source>{label} is too long (at most 2,000 characters).</source>
        <translation>{label} é longo demais (no máximo 2.000 caracteres).</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>This ruleset&apos;s turn order can&apos;t be rearranged by hand.</source>
        <translation>A ordem de turnos deste sistema de regras não pode ser reorganizada à mão.</translation>
    </message>
    <message>
        <source>The {track} track can&apos;t be changed by hand.</source>
        <translation>A trilha {track} não pode ser alterada à mão.</translation>
    </message>
    <message>
        <source>This ruleset has no tool {tool!r}.</source>
        <translation>Este sistema de regras não tem a ferramenta {tool!r}.</translation>
    </message>
    <message>
        <source>{skill} has no dice here: roll it at the table.</source>
        <translation>{skill} não tem dados aqui: role na mesa.</translation>
    </message>
    <message>
        <source>{name}&apos;s sheet has no {missing}: fill it in or roll at the table.</source>
        <translation>A ficha de {name} não tem {missing}: preencha-a ou role na mesa.</translation>
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
        <source>{name} rolls {label} ({text}): {shown} — {verdict}</source>
        <translation>{name} rola {label} ({text}): {shown} — {verdict}</translation>
    </message>
    <message>
        <source>{name}&apos;s {skill} roll (at the table): {verdict}</source>
        <translation>Rolagem de {skill} de {name} (na mesa): {verdict}</translation>
    </message>
    <message>
        <source>Nobody can take a turn.</source>
        <translation>Ninguém pode jogar um turno.</translation>
    </message>
    <message>
        <source>Round {number} begins.</source>
        <translation>Começa a rodada {number}.</translation>
    </message>
    <message>
        <source>{reason} The turn passes.</source>
        <translation>{reason} O turno passa.</translation>
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
        <source>Next round</source>
        <translation>Próxima rodada</translation>
    </message>
    <message>
        <source>End the fight</source>
        <translation>Encerrar o combate</translation>
    </message>
    <message>
        <source>The fight is over.</source>
        <translation>O combate acabou.</translation>
    </message>
    <message>
        <source>numbers must be finite and at most {max_number:,.0f} (and not below 1e-100)</source>
        <translation>os números devem ser finitos e no máximo {max_number:,.0f} (e não abaixo de 1e-100)</translation>
    </message>
    <message>
        <source>a number of {text_count} digits</source>
        <translation>um número de {text_count} dígitos</translation>
    </message>
    <message>
        <source>the data is nested more than {limit} levels deep.</source>
        <translation>os dados estão aninhados em mais de {limit} níveis.</translation>
    </message>
    <message>
        <source>{number_rule} (found {text}).</source>
        <translation>{number_rule} (encontrado {text}).</translation>
    </message>
    <message>
        <source>more than {max_items:,} entries.</source>
        <translation>mais de {max_items:,} entradas.</translation>
    </message>
    <message>
        <source>the text is longer than {limit:,} characters.</source>
        <translation>o texto tem mais de {limit:,} caracteres.</translation>
    </message>
    <message>
        <source>the text holds a character that is not valid Unicode.</source>
        <translation>o texto contém um caractere que não é Unicode válido.</translation>
    </message>
    <message>
        <source>is missing.</source>
        <translation>está faltando.</translation>
    </message>
    <message>
        <source>is not a known field for this ruleset.</source>
        <translation>não é um campo conhecido deste sistema de regras.</translation>
    </message>
    <message>
        <source>invalid value</source>
        <translation>valor inválido</translation>
    </message>
    <message>
        <source>{label} is a list of ids or entries.</source>
        <translation>{label} é uma lista de ids ou entradas.</translation>
    </message>
    <message>
        <source>{label} must be a dice expression.</source>
        <translation>{label} deve ser uma expressão de dados.</translation>
    </message>
    <message>
        <source>{label} must be a number.</source>
        <translation>{label} deve ser um número.</translation>
    </message>
    <message>
        <source>{label} must be text.</source>
        <translation>{label} deve ser texto.</translation>
    </message>
    <message>
        <source>{label} must be true or false.</source>
        <translation>{label} deve ser verdadeiro ou falso.</translation>
    </message>
    <message>
        <source>this part belongs to the {key} ruleset, but the file says {name!r}: was the file&apos;s ruleset changed by hand?</source>
        <translation>esta parte pertence ao sistema de regras {key}, mas o arquivo diz {name!r}: o sistema de regras do arquivo foi mudado à mão?</translation>
    </message>
    <message>
        <source>only PNG, JPEG and WebP images can be embedded (found {media}).</source>
        <translation>só imagens PNG, JPEG e WebP podem ser incorporadas (encontrado {media}).</translation>
    </message>
    <message>
        <source>the image is larger than {mb} MB.</source>
        <translation>a imagem tem mais de {mb} MB.</translation>
    </message>
    <message>
        <source>the image data is not valid base64.</source>
        <translation>os dados da imagem não são base64 válido.</translation>
    </message>
    <message>
        <source>the image is not a PNG, JPEG or WebP file (its first bytes say so).</source>
        <translation>a imagem não é um arquivo PNG, JPEG ou WebP (seus primeiros bytes dizem isso).</translation>
    </message>
    <message>
        <source>the {fmt} image&apos;s header can&apos;t be read.</source>
        <translation>o cabeçalho da imagem {fmt} não pode ser lido.</translation>
    </message>
    <message>
        <source>the image is too large ({w} × {h} pixels).</source>
        <translation>a imagem é grande demais ({w} × {h} pixels).</translation>
    </message>
    <message>
        <source>The {link} between {na} and {nb} lets no sight through.</source>
        <translation>A ligação ({link}) entre {na} e {nb} não deixa passar a visão.</translation>
    </message>
    <message>
        <source>Wall between {na} and {nb}.</source>
        <translation>Parede entre {na} e {nb}.</translation>
    </message>
    <message>
        <source>{border} between {na} and {nb}.</source>
        <translation>{border} entre {na} e {nb}.</translation>
    </message>
    <message>
        <source>Seen through the open {kind} between {na} and {nb}.</source>
        <translation>Visto pela {kind} aberta entre {na} e {nb}.</translation>
    </message>
    <message>
        <source>Seen from the doorway: open {kind} between {na} and {nb}.</source>
        <translation>Visto do vão da porta: {kind} aberta entre {na} e {nb}.</translation>
    </message>
    <message>
        <source>Open {kind} between {na} and {nb}: only someone standing in the doorway sees through it.</source>
        <translation>A {kind} entre {na} e {nb} está aberta: só quem está no vão da porta enxerga através dela.</translation>
    </message>
    <message>
        <source>The sight line passes the corner where {na}, {nc} and {nb} meet, and is blocked there: {blocked}</source>
        <translation>A linha de visão passa pelo canto onde {na}, {nc} e {nb} se encontram, e é bloqueada ali: {blocked}</translation>
    </message>
    <message>
        <source>{na} and {nb} touch but have no border between them; the sight line is blocked (draw a border to say what is there).</source>
        <translation>{na} e {nb} se tocam mas não têm borda entre elas; a linha de visão é bloqueada (desenhe uma borda para dizer o que há ali).</translation>
    </message>
    <message>
        <source>Neither position lies inside a zone of the map.</source>
        <translation>Nenhuma das posições está dentro de uma zona do mapa.</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>o início</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>o fim</translation>
    </message>
    <message>
        <source>The sight line leaves the mapped area between {a} and {b} (near {x:.1f}, {y:.1f}).</source>
        <translation>A linha de visão sai da área mapeada entre {a} e {b} (perto de {x:.1f}, {y:.1f}).</translation>
    </message>
    <message>
        <source>Clear line of sight ({names}).</source>
        <translation>Linha de visão livre ({names}).</translation>
    </message>
    <message>
        <source>Clear line of sight within {zone}.</source>
        <translation>Linha de visão livre dentro de {zone}.</translation>
    </message>
    <message>
        <source>That point is in no zone.</source>
        <translation>Esse ponto não está em nenhuma zona.</translation>
    </message>
    <message>
        <source>A ranged attack can&apos;t pass through the dark zone {zone} (poorly lit).</source>
        <translation>Um ataque à distância não pode atravessar a zona escura {zone} (mal iluminada).</translation>
    </message>
    <message>
        <source>{zone} is dark (poorly lit): the ruleset&apos;s modifier for shooting in dim light applies.</source>
        <translation>{zone} está escura (mal iluminada): vale o modificador do sistema de regras para atirar com pouca luz.</translation>
    </message>
    <message>
        <source>{zone} is cramped: no shooting past {name}, who stands in the line of fire.</source>
        <translation>{zone} está apertada: ninguém atira passando por {name}, que está na linha de tiro.</translation>
    </message>
    <message>
        <source>Clear line of sight</source>
        <translation>Linha de visão livre</translation>
    </message>
    <message>
        <source>Clear line of fire</source>
        <translation>Linha de tiro livre</translation>
    </message>
    <message>
        <source>open border</source>
        <translation>borda aberta</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>parede</translation>
    </message>
    <message>
        <source>door</source>
        <translation>porta</translation>
    </message>
    <message>
        <source>hatch</source>
        <translation>escotilha</translation>
    </message>
    <message>
        <source>broken door</source>
        <translation>porta arrombada</translation>
    </message>
    <message>
        <source>broken hatch</source>
        <translation>escotilha arrombada</translation>
    </message>
    <message>
        <source>open door</source>
        <translation>porta aberta</translation>
    </message>
    <message>
        <source>closed door</source>
        <translation>porta fechada</translation>
    </message>
    <message>
        <source>locked door</source>
        <translation>porta trancada</translation>
    </message>
    <message>
        <source>open hatch</source>
        <translation>escotilha aberta</translation>
    </message>
    <message>
        <source>closed hatch</source>
        <translation>escotilha fechada</translation>
    </message>
    <message>
        <source>locked hatch</source>
        <translation>escotilha trancada</translation>
    </message>
    <message>
        <source>There is no zone {zone!r} on this map.</source>
        <translation>Não há nenhuma zona {zone!r} neste mapa.</translation>
    </message>
    <message>
        <source>There is no border between {na} and {nb}.</source>
        <translation>Não há borda entre {na} e {nb}.</translation>
    </message>
    <message>
        <source>{border} between {a} and {b}</source>
        <translation>{border} entre {a} e {b}</translation>
    </message>
    <message>
        <source>A zone polygon is a list of (x, y) number pairs.</source>
        <translation>O polígono de uma zona é uma lista de pares (x, y) de números.</translation>
    </message>
    <message>
        <source>A zone polygon needs at least three corners.</source>
        <translation>O polígono de uma zona precisa de pelo menos três cantos.</translation>
    </message>
    <message>
        <source>A zone needs at least three corners; this one would have {n}.</source>
        <translation>Uma zona precisa de pelo menos três cantos; esta teria {n}.</translation>
    </message>
    <message>
        <source>That outline would cross itself.</source>
        <translation>Esse contorno cruzaria a si mesmo.</translation>
    </message>
    <message>
        <source>That outline would enclose no area.</source>
        <translation>Esse contorno não fecharia área nenhuma.</translation>
    </message>
    <message>
        <source>There already is a corner there.</source>
        <translation>Já há um canto aí.</translation>
    </message>
    <message>
        <source>The zone has no corner number {index}.</source>
        <translation>A zona não tem canto número {index}.</translation>
    </message>
    <message>
        <source>A zone keeps at least three corners: this corner can&apos;t go.</source>
        <translation>Uma zona mantém pelo menos três cantos: este canto não pode sair.</translation>
    </message>
    <message>
        <source>A zone polygon&apos;s coordinates must be finite numbers.</source>
        <translation>As coordenadas do polígono de uma zona devem ser números finitos.</translation>
    </message>
    <message>
        <source>A zone polygon must enclose some area.</source>
        <translation>O polígono de uma zona deve delimitar alguma área.</translation>
    </message>
    <message>
        <source>Unknown zone feature(s) {unknown}; choose from {features}.</source>
        <translation>Característica(s) de zona desconhecida(s) {unknown}; escolha entre {features}.</translation>
    </message>
    <message>
        <source>A zone with id {id!r} already exists.</source>
        <translation>Já existe uma zona com id {id!r}.</translation>
    </message>
    <message>
        <source>Add zone {name}</source>
        <translation>Adicionar a zona {name}</translation>
    </message>
    <message>
        <source>A zone id is a non-empty string.</source>
        <translation>O id de uma zona é um texto não vazio.</translation>
    </message>
    <message>
        <source>A zone has no field(s) {unknown}.</source>
        <translation>Uma zona não tem o(s) campo(s) {unknown}.</translation>
    </message>
    <message>
        <source>Change {what} of {name}</source>
        <translation>Mudar {what} de {name}</translation>
    </message>
    <message>
        <source>{outside} would be left outside {name}; reshape it through the encounter (reshape_zone), which moves them back in.</source>
        <translation>{outside} ficaria(m) fora de {name}; remodele-a pelo encontro (reshape_zone), que os traz de volta para dentro.</translation>
    </message>
    <message>
        <source>Delete zone {name}</source>
        <translation>Excluir a zona {name}</translation>
    </message>
    <message>
        <source>A border joins two different zones.</source>
        <translation>Uma borda liga duas zonas diferentes.</translation>
    </message>
    <message>
        <source>Unknown border kind {kind!r}; choose from {border_kinds}.</source>
        <translation>Tipo de borda desconhecido {kind!r}; escolha entre {border_kinds}.</translation>
    </message>
    <message>
        <source>Unknown {kind} state {state!r}; choose from {door_states}.</source>
        <translation>Estado de {kind} desconhecido {state!r}; escolha entre {door_states}.</translation>
    </message>
    <message>
        <source>Only doors and hatches have a state; a {kind} border has none.</source>
        <translation>Só portas e escotilhas têm estado; uma borda {kind} não tem.</translation>
    </message>
    <message>
        <source>A door&apos;s structure (damage it takes before giving way) is at least 1.</source>
        <translation>A estrutura de uma porta (o dano que aguenta antes de ceder) é no mínimo 1.</translation>
    </message>
    <message>
        <source>link</source>
        <translation>ligação</translation>
    </message>
    <message>
        <source>stairs</source>
        <translation>escada</translation>
    </message>
    <message>
        <source>ladder</source>
        <translation>escada de mão</translation>
    </message>
    <message>
        <source>rope</source>
        <translation>corda</translation>
    </message>
    <message>
        <source>passage</source>
        <translation>passagem</translation>
    </message>
    <message>
        <source>Only a link border is stairs, a ladder or a rope.</source>
        <translation>Só uma borda de ligação é escada, escada de mão ou corda.</translation>
    </message>
    <message>
        <source>Unknown link {link!r}; choose from {link_kinds}.</source>
        <translation>Ligação desconhecida {link!r}; escolha entre {link_kinds}.</translation>
    </message>
    <message>
        <source>There already is a border between {a} and {b}.</source>
        <translation>Já existe uma borda entre {a} e {b}.</translation>
    </message>
    <message>
        <source>Add {border}</source>
        <translation>Adicionar {border}</translation>
    </message>
    <message>
        <source>{na} and {nb} share an edge: join them with a border (Ctrl+B); a link (stairs, ladder, rope) joins zones apart.</source>
        <translation>{na} e {nb} têm uma aresta em comum: una-as com uma borda (Ctrl+B); uma ligação (escada, escada de mão, corda) une zonas separadas.</translation>
    </message>
    <message>
        <source>{na} and {nb} only meet at a corner: a border needs a shared edge.</source>
        <translation>{na} e {nb} só se encontram num canto: uma borda precisa de um lado em comum.</translation>
    </message>
    <message>
        <source>{na} and {nb} overlap without sharing an edge: no border to draw.</source>
        <translation>{na} e {nb} se sobrepõem sem compartilhar um lado: não há borda a desenhar.</translation>
    </message>
    <message>
        <source>{na} and {nb} don&apos;t touch: a border joins zones that share an edge.</source>
        <translation>{na} e {nb} não se tocam: uma borda liga zonas que compartilham um lado.</translation>
    </message>
    <message>
        <source>{na} and {nb} share an edge: a link joins zones apart.</source>
        <translation>{na} e {nb} têm uma aresta em comum: uma ligação une zonas separadas.</translation>
    </message>
    <message>
        <source>Make {border_label} a {new}</source>
        <translation>Tornar {border_label} uma {new}</translation>
    </message>
    <message>
        <source>Delete {border_label}</source>
        <translation>Excluir {border_label}</translation>
    </message>
    <message>
        <source>The {kind} between {a} and {b} is broken.</source>
        <translation>A {kind} entre {a} e {b} está arrombada.</translation>
    </message>
    <message>
        <source>The {kind} between {a} and {b} is locked.</source>
        <translation>A {kind} entre {a} e {b} está trancada.</translation>
    </message>
    <message>
        <source>Add borders of {zone}</source>
        <translation>Adicionar as bordas de {zone}</translation>
    </message>
    <message>
        <source>A background image is embedded as a data:image/...;base64, URI.</source>
        <translation>Uma imagem de fundo é incorporada como um URI data:image/...;base64.</translation>
    </message>
    <message>
        <source>A background rect is (x, y, width, height) in numbers.</source>
        <translation>Um retângulo de fundo é (x, y, largura, altura) em números.</translation>
    </message>
    <message>
        <source>A background rect is (x, y, width, height), width and height &gt; 0.</source>
        <translation>Um retângulo de fundo é (x, y, largura, altura), com largura e altura &gt; 0.</translation>
    </message>
    <message>
        <source>Remove the background</source>
        <translation>Remover o fundo</translation>
    </message>
    <message>
        <source>Set the background image</source>
        <translation>Definir a imagem de fundo</translation>
    </message>
    <message>
        <source>window</source>
        <translation>janela</translation>
    </message>
    <message>
        <source>doorway</source>
        <translation>vão de porta</translation>
    </message>
    <message>
        <source>Unknown opening {kind!r}; choose from {kinds}.</source>
        <translation>Abertura desconhecida {kind!r}; escolha entre {kinds}.</translation>
    </message>
    <message>
        <source>An opening stands at a fraction 0..1 of its wall (found {at}).</source>
        <translation>Uma abertura fica numa fração 0..1 da sua parede (encontrado {at}).</translation>
    </message>
    <message>
        <source>An opening is wider than 0 m.</source>
        <translation>Uma abertura tem mais de 0 m de largura.</translation>
    </message>
    <message>
        <source>Damage taken is 0 or more.</source>
        <translation>O dano sofrido é 0 ou mais.</translation>
    </message>
    <message>
        <source>An opening&apos;s place and width are numbers (found {value!r}).</source>
        <translation>O lugar e a largura de uma abertura são números (encontrado {value!r}).</translation>
    </message>
    <message>
        <source>Only doors and hatches have a state; a {kind} has none.</source>
        <translation>Só portas e escotilhas têm estado; uma {kind} não tem.</translation>
    </message>
    <message>
        <source>The {border_label} has no opening number {index}.</source>
        <translation>A {border_label} não tem a abertura número {index}.</translation>
    </message>
    <message>
        <source>Openings stand in walls; the {border_label} is not a wall.</source>
        <translation>Aberturas ficam em paredes; a {border_label} não é uma parede.</translation>
    </message>
    <message>
        <source>Add a {kind} to the {border_label}</source>
        <translation>Pôr {kind} na {border_label}</translation>
    </message>
    <message>
        <source>An opening has no field(s) {unknown}.</source>
        <translation>Uma abertura não tem o(s) campo(s) {unknown}.</translation>
    </message>
    <message>
        <source>Change the {kind} in the {border_label}</source>
        <translation>Mudar {kind} na {border_label}</translation>
    </message>
    <message>
        <source>Remove the {kind} from the {border_label}</source>
        <translation>Tirar {kind} da {border_label}</translation>
    </message>
    <message>
        <source>The {kind} between {a} and {b} has nothing to open.</source>
        <translation>{kind} entre {a} e {b}: não há nada a abrir.</translation>
    </message>
    <message>
        <source>Open the {kind} between {a} and {b}</source>
        <translation>Abrir {kind} entre {a} e {b}</translation>
    </message>
    <message>
        <source>Seen through the window between {na} and {nb}.</source>
        <translation>Visto pela janela entre {na} e {nb}.</translation>
    </message>
    <message>
        <source>Wall between {nu} and {nv}: its windows let sight through, not people.</source>
        <translation>Parede entre {nu} e {nv}: suas janelas deixam passar a visão, não pessoas.</translation>
    </message>
    <message>
        <source>only a wall holds openings.</source>
        <translation>só uma parede tem aberturas.</translation>
    </message>
    <message>
        <source>Choose a door or hatch.</source>
        <translation>Escolha uma porta ou escotilha.</translation>
    </message>
    <message>
        <source>The {border_label} has no door or hatch there.</source>
        <translation>A {border_label} não tem porta nem escotilha ali.</translation>
    </message>
    <message>
        <source>{door} in the {border_label}</source>
        <translation>{door} na {border_label}</translation>
    </message>
    <message>
        <source>No closed, unlocked door or hatch leads to {target}.</source>
        <translation>Nenhuma porta ou escotilha fechada e destrancada leva a {target}.</translation>
    </message>
    <message>
        <source>Play in the theatre of the mind</source>
        <translation>Jogar no teatro da mente</translation>
    </message>
    <message>
        <source>Play on a drawn map</source>
        <translation>Jogar num mapa desenhado</translation>
    </message>
    <message>
        <source>Only a theatre-of-the-mind map links zones that don&apos;t touch.</source>
        <translation>Só um mapa de teatro da mente liga zonas que não se tocam.</translation>
    </message>
    <message>
        <source>Unknown layout {method!r}; choose from {layouts}.</source>
        <translation>Disposição desconhecida {method!r}; escolha entre {layouts}.</translation>
    </message>
    <message>
        <source>Lay out the zones</source>
        <translation>Dispor as zonas</translation>
    </message>
    <message>
        <source>Move {zone}</source>
        <translation>Mover {zone}</translation>
    </message>
    <message>
        <source>No border links {a} and {b}.</source>
        <translation>Nenhuma fronteira liga {a} e {b}.</translation>
    </message>
    <message>
        <source>Clear line through {zones}.</source>
        <translation>Linha livre por {zones}.</translation>
    </message>
    <message>
        <source>take the stairs into {nv}</source>
        <translation>subir ou descer a escada até {nv}</translation>
    </message>
    <message>
        <source>climb the ladder into {nv}</source>
        <translation>subir ou descer a escada de mão até {nv}</translation>
    </message>
    <message>
        <source>climb the rope into {nv}</source>
        <translation>subir ou descer pela corda até {nv}</translation>
    </message>
    <message>
        <source>take the passage into {nv}</source>
        <translation>seguir pela passagem até {nv}</translation>
    </message>
    <message>
        <source>A grid&apos;s size and origin are numbers (metres).</source>
        <translation>O tamanho e a origem da grade são números (metros).</translation>
    </message>
    <message>
        <source>A grid square is between {lo} and {hi} m.</source>
        <translation>Um quadrado da grade tem entre {lo} e {hi} m.</translation>
    </message>
    <message>
        <source>Set the map grid</source>
        <translation>Definir a grade do mapa</translation>
    </message>
    <message>
        <source>Position and size are numbers in metres.</source>
        <translation>Posição e tamanho são números em metros.</translation>
    </message>
    <message>
        <source>A zone is at least {size} m wide and high.</source>
        <translation>Uma zona tem pelo menos {size} m de largura e de altura.</translation>
    </message>
    <message>
        <source>{w} × {h} m</source>
        <translation>{w} × {h} m</translation>
    </message>
    <message>
        <source>edge {length} m</source>
        <translation>lado {length} m</translation>
    </message>
    <message>
        <source>area {area} m²</source>
        <translation>área {area} m²</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>{name} overlaps {zones}.</source>
        <translation>{name} se sobrepõe a {zones}.</translation>
    </message>
    <message>
        <source>Nothing is left of the zone once cut to fit.</source>
        <translation>Recortada para caber, não sobra nada da zona.</translation>
    </message>
    <message>
        <source>Cut to fit, the zone would fall apart into {n} pieces.</source>
        <translation>Recortada para caber, a zona se partiria em {n} pedaços.</translation>
    </message>
    <message>
        <source>Cut to fit, the zone would be a sliver; draw it again.</source>
        <translation>Recortada para caber, a zona viraria uma lasca; desenhe-a de novo.</translation>
    </message>
    <message>
        <source>the archive holds {n} files (at most {limit}).</source>
        <translation>o arquivo compactado contém {n} arquivos (no máximo {limit}).</translation>
    </message>
    <message>
        <source>the archive has no {name} inside.</source>
        <translation>o arquivo compactado não contém {name}.</translation>
    </message>
    <message>
        <source>the encounter inside the archive is too large.</source>
        <translation>o encontro dentro do arquivo compactado é grande demais.</translation>
    </message>
    <message>
        <source>the archive names an image it doesn&apos;t hold ({name}).</source>
        <translation>o arquivo compactado cita uma imagem que não contém ({name}).</translation>
    </message>
    <message>
        <source>the image {name} is larger than {mb} MB.</source>
        <translation>a imagem {name} tem mais de {mb} MB.</translation>
    </message>
    <message>
        <source>the encounter inside the archive is not UTF-8 text.</source>
        <translation>o encontro dentro do arquivo compactado não é texto UTF-8.</translation>
    </message>
    <message>
        <source>the archive is damaged ({reason}).</source>
        <translation>o arquivo compactado está danificado ({reason}).</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} e {last}</translation>
    </message>
</context>
<context>
    <name>uvtt</name>
    <message>
        <source>{where} must be a number.</source>
        <translation>{where} deve ser um número.</translation>
    </message>
    <message>
        <source>{where} must be greater than zero.</source>
        <translation>{where} deve ser maior que zero.</translation>
    </message>
    <message>
        <source>{where} must be a point with x and y.</source>
        <translation>{where} deve ser um ponto com x e y.</translation>
    </message>
    <message>
        <source>The file has no {where} (or it isn&apos;t an object).</source>
        <translation>O arquivo não tem {where} (ou não é um objeto).</translation>
    </message>
    <message>
        <source>The map&apos;s image must be base64 text.</source>
        <translation>A imagem do mapa deve ser texto em base64.</translation>
    </message>
    <message>
        <source>The map&apos;s image is larger than {mb} MB.</source>
        <translation>A imagem do mapa tem mais de {mb} MB.</translation>
    </message>
    <message>
        <source>The map&apos;s image is not valid base64.</source>
        <translation>A imagem do mapa não é base64 válido.</translation>
    </message>
    <message>
        <source>The map&apos;s image is not a PNG, JPEG or WebP file.</source>
        <translation>A imagem do mapa não é um arquivo PNG, JPEG ou WebP.</translation>
    </message>
    <message>
        <source>The map&apos;s {fmt} image has a header that can&apos;t be read.</source>
        <translation>A imagem {fmt} do mapa tem um cabeçalho ilegível.</translation>
    </message>
    <message>
        <source>The map&apos;s image is too large ({w} × {h} pixels).</source>
        <translation>A imagem do mapa é grande demais ({w} × {h} pixels).</translation>
    </message>
    <message>
        <source>{key} must be a list of wall lines.</source>
        <translation>{key} deve ser uma lista de linhas de parede.</translation>
    </message>
    <message>
        <source>The file has more than {n} wall lines.</source>
        <translation>O arquivo tem mais de {n} linhas de parede.</translation>
    </message>
    <message>
        <source>{where} must be a list of points.</source>
        <translation>{where} deve ser uma lista de pontos.</translation>
    </message>
    <message>
        <source>{where} lies far outside the map.</source>
        <translation>{where} fica muito fora do mapa.</translation>
    </message>
    <message>
        <source>portals must be a list.</source>
        <translation>portals deve ser uma lista.</translation>
    </message>
    <message>
        <source>{where} must be an object.</source>
        <translation>{where} deve ser um objeto.</translation>
    </message>
    <message>
        <source>{where}.bounds must be two points.</source>
        <translation>{where}.bounds deve ter dois pontos.</translation>
    </message>
    <message>
        <source>{where}.closed must be true or false.</source>
        <translation>{where}.closed deve ser true ou false.</translation>
    </message>
    <message>
        <source>The file is larger than {mb} MB.</source>
        <translation>O arquivo tem mais de {mb} MB.</translation>
    </message>
    <message>
        <source>This is not a Universal VTT file: it isn&apos;t JSON.</source>
        <translation>Este não é um arquivo Universal VTT: não é JSON.</translation>
    </message>
    <message>
        <source>This is not a Universal VTT file: it isn&apos;t a JSON object.</source>
        <translation>Este não é um arquivo Universal VTT: não é um objeto JSON.</translation>
    </message>
    <message>
        <source>Universal VTT format {found} isn&apos;t supported (0.2, 0.3 and 1.0 are).</source>
        <translation>O formato Universal VTT {found} não é suportado (os formatos 0.2, 0.3 e 1.0 são).</translation>
    </message>
    <message>
        <source>The map&apos;s size ({x} × {y} squares) is not sensible.</source>
        <translation>O tamanho do mapa ({x} × {y} quadrados) não faz sentido.</translation>
    </message>
    <message>
        <source>resolution.pixels_per_grid must be a whole number up to 1,000.</source>
        <translation>resolution.pixels_per_grid deve ser um número inteiro até 1.000.</translation>
    </message>
    <message>
        <source>The file&apos;s walls have more than {n} points.</source>
        <translation>As paredes do arquivo têm mais de {n} pontos.</translation>
    </message>
    <message>
        <source>Area {n}</source>
        <translation>Área {n}</translation>
    </message>
    <message>
        <source>There is no proposed zone {id}.</source>
        <translation>Não há zona proposta {id}.</translation>
    </message>
    <message>
        <source>Pick two different zones to merge.</source>
        <translation>Escolha duas zonas diferentes para juntar.</translation>
    </message>
    <message>
        <source>{a} and {b} don&apos;t touch: only neighbours merge.</source>
        <translation>{a} e {b} não se tocam: só vizinhas se juntam.</translation>
    </message>
    <message>
        <source>A split line needs two different points.</source>
        <translation>Uma linha de divisão precisa de dois pontos diferentes.</translation>
    </message>
    <message>
        <source>That line doesn&apos;t cut {name} in two sensible parts.</source>
        <translation>Essa linha não corta {name} em duas partes razoáveis.</translation>
    </message>
    <message>
        <source>{name} (2)</source>
        <translation>{name} (2)</translation>
    </message>
    <message>
        <source>A zone needs a name.</source>
        <translation>Uma zona precisa de um nome.</translation>
    </message>
    <message>
        <source>The map needs at least one zone.</source>
        <translation>O mapa precisa de pelo menos uma zona.</translation>
    </message>
    <message>
        <source>Combatants stand on the map: remove them (or start a new encounter) first.</source>
        <translation>Há combatentes no mapa: remova-os (ou comece um novo encontro) primeiro.</translation>
    </message>
    <message>
        <source>Import map ({n} zones)</source>
        <translation>Importar mapa ({n} zonas)</translation>
    </message>
</context>
</TS>
