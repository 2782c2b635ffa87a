<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Campo minado</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Modo bandeira</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>A&amp;ssist</source>
        <translation>Assis&amp;tência</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Jogar a dica</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Mostrar &amp;probabilidades</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Desfazer &amp;a jogada perdedora</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Resolver</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>&amp;Manter as probabilidades em novos jogos</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>&amp;Falar a probabilidade da casa</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>&amp;Ocultar os botões de ajuda</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>R&amp;itmo da resolução</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Lento</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápido</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Dica: a próxima casa segura e por quê (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Probabilidades: a chance de mina de cada casa oculta (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Probabilidades</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Jogar a casa indicada (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Fechar a dica (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Só a parte visível do tabuleiro foi examinada.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Resolver funciona em tabuleiros de até 100.000 casas; em tabuleiros maiores, as dicas e as probabilidades cobrem a parte visível do tabuleiro.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Com ajuda: não conta para os melhores tempos</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Com ajuda</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Derrotas desfeitas: {0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Clique em qualquer lugar: o primeiro clique é sempre seguro.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>A bandeira em {0} está errada.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Dica: {0} é segura.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Dica: {0}, um chute.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Um 50/50 forçado: esta casa e a de {0} dividem uma mina, e nada jamais poderá distingui-las. Chute agora: esperar não ajuda.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Esta casa ({0} de mina) é segura ou metade de um 50/50 que nada jamais resolverá, então chutá-la agora não arrisca nada a mais.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Final: todos os rumos possíveis do jogo foram testados. Esta casa ({0} de mina) dá a melhor chance de vencer: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Nenhuma casa segura, e nenhum chute pode revelar algo novo: esta tem o menor risco, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Nenhuma casa segura: esta tem o menor risco, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Chute mais seguro: {0} de mina.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Melhor chute: {0} de mina (a casa mais segura tem {1}), mas seu número tem mais chance de abrir o tabuleiro.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Nenhum número que ela possa mostrar torna outra casa segura de imediato.</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Melhores tempos</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Iniciante</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermediário</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Avançado</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, sem chutes</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tempo (s)</translation>
    </message>
    <message>
        <source>3BV</source>
        <translation>3BV</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Partidas jogadas:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Partidas vencidas:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Sequência de vitórias atual:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Maior sequência de vitórias:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Redefinir...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Recordes</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Com bandeiras</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Sem bandeiras (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Melhor tempo (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Melhor 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Melhor IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Melhor RQP (o menor)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Melhor STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Últimas {0} partidas que contam:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vencidas:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Tempo médio das vitórias:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>3BV/s médio:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>IOE médio:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Só as suas próprias partidas: partidas assistidas, reiniciadas e retomadas não fazem recorde.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anônimo</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1}%)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Redefinir melhores tempos</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Apagar os melhores tempos e as estatísticas de {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>vazia</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>oculta</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>com bandeira</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>ponto de interrogação</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mina</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>mina explodida</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>bandeira errada</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>linha {0}, coluna {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Tabuleiro personalizado</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Linhas:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Colunas:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Minas:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Prática: o tabuleiro diário de {0} já tem resultado; esta partida não o altera.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>O tabuleiro diário de {0}: comece pela casa marcada.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Não foi possível salvar o resultado do tabuleiro diário: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Seu resultado no tabuleiro diário de {0} foi salvo: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Não foi seu próprio jogo (ajuda, ou um tabuleiro recomeçado), então conta como não vencido.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Prática: o tabuleiro diário de {0} mantém o primeiro resultado ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Tabuleiro diário</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Cole uma linha de resultado que alguém compartilhou</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Verificar</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Compartilhe seu resultado</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Verificar um resultado compartilhado</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>O tabuleiro de hoje ({0}, UTC), igual para todos os jogadores: {1} × {2}, {3} minas (regra {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>O tabuleiro de {0} (UTC), igual para todos os jogadores: {1} × {2}, {3} minas (regra {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Comece pela casa marcada (linha {0}, coluna {1}): ela sempre abre uma área.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>O tabuleiro muda às 00:00 UTC, onde quer que você esteja: em {0} h {1} min.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Ainda não jogado. Sua primeira partida concluída neste tabuleiro é o resultado do dia; as seguintes são prática.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Jogar este tabuleiro</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Vitória em {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Derrota após {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Resultado do dia: {0} As partidas seguintes neste tabuleiro são prática e não o alteram.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Praticar neste tabuleiro</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Sequência de dias jogados: {0} (melhor: {1}). Sequência de dias com vitória: {2} (melhor: {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copiado para a área de transferência.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Esta não é uma linha de resultado diário. Ela tem este formato: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Esta versão do jogo não conhece a regra {0}: não é possível criar esse tabuleiro.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Não verificado: o código do tabuleiro não corresponde ao tabuleiro de {0} (regra {1}). A linha foi alterada ou vem de outro jogo.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Verificado: o tabuleiro de {0} (regra {1}) é o mesmo que você recebe. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Vitória em</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Derrota após</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>&amp;Reiniciar este tabuleiro</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Jogar de novo com as mesmas minas (não conta para os melhores tempos)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>&amp;Mudar dificuldade</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Desfazer a jogada perdedora</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Voltar a logo antes da mina, para praticar (Ctrl+Z; a partida passa a ser com ajuda)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Ver replay</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>S&amp;eu nome:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Bum!</translation>
    </message>
    <message>
        <source>Time: {0} s</source>
        <translation>Tempo: {0} s</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} de {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Teclas: {0} ({1} revelar, {2} bandeira, {3} acorde)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Cliques: {0} ({1} esquerdo, {2} direito, {3} acorde)</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Derrotas desfeitas: {0}</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Novo melhor tempo! Posição {0} de 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Com ajuda: não conta para os melhores tempos</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Treino: não conta para os melhores tempos</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Tabuleiro reiniciado: não conta para os melhores tempos</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Retomado de um jogo salvo: não conta para os melhores tempos</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausado</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>sua linha no histórico está danificada</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>sua gravação está danificada</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>não tem gravação</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>sua gravação não é um jogo que um arquivo de replay possa conter</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: o jogo {0} não foi exportado: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: não é possível gravar os replays em {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: não é possível ler o histórico de partidas: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n replay gravado em {0}</numerusform>
            <numerusform>%n replays gravados em {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n partida não tinha gravação utilizável</numerusform>
            <numerusform>minesweeper-qt: %n partidas não tinham gravação utilizável</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Análise</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Limpe o campo sem tocar em nenhuma mina</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Um número indica quantas das oito células ao redor dele escondem uma mina. Revele todas as células seguras para vencer; o primeiro clique é sempre seguro.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Clique esquerdo: revela uma célula.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Clique direito: coloca ou remove uma bandeira.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Clique do meio, ou esquerdo e direito juntos, em um número com todas as bandeiras já colocadas: revela os demais vizinhos. Um clique esquerdo nesse número também revela os vizinhos.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Toque</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Toque para revelar; toque e segure para colocar uma bandeira ou para revelar os vizinhos de um número. No modo bandeira (o botão da bandeira, G), os toques colocam bandeiras.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>As setas movem o cursor; Espaço ou Enter revela (ou revela os vizinhos); F coloca uma bandeira; F2 inicia um novo jogo; Ctrl++ e Ctrl+- ajustam o zoom.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H mostra uma dica: uma casa segura e por quê; Shift+H a joga; P mostra a chance de mina de cada casa oculta; Ctrl+Z desfaz uma jogada perdedora; Esc fecha a dica ou para Resolver. Por toque: a lâmpada e os quadrados coloridos no topo, e Desfazer no menu após uma derrota. A ajuda torna a partida com ajuda: ela não conta para os melhores tempos.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M diz as minas restantes e T o tempo; Shift+P diz a chance de mina da casa sob o cursor; H repete a dica. F10 abre a barra de menus.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Estatísticas competitivas</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: o menor número de cliques esquerdos que limpam o tabuleiro sem bandeiras (cada abertura conta uma vez, cada número fora de uma abertura uma vez). 3BV/s: 3BV resolvidos por segundo. Cliques: esquerdo, direito e acorde (duplo) como a comunidade os conta. IOE (eficiência): 3BV resolvidos / cliques. Precisão: cliques efetivos / cliques. Rendimento: 3BV resolvidos / cliques efetivos. RQP: tempo / (3BV/s). STNB: uma pontuação de velocidade nos tabuleiros padrão (C x 3BV / tempo^1,7, vezes a raiz quadrada da parte resolvida). ZiNi: o menor número de cliques com bandeiras, contado por um resolvedor guloso.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Um Campo minado nativo para desktop com as regras clássicas.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Distribuído sob a licença MIT.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Segurar o botão esquerdo só marca bandeira com Opções &gt; Segurar o botão do mouse marca bandeira. Ctrl+roda amplia; Shift+roda rola para o lado.</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Enquanto você segura, um anel se enche em volta da célula; a bandeira vem quando ele fecha. Pince com dois dedos para ampliar.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up e Page Down movem uma tela; Home e End vão aos extremos da linha, com Ctrl aos cantos do tabuleiro; Ctrl+setas vão à borda. Ctrl+9 ajusta o tabuleiro à janela.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Se mostrar um {0}, %n outra casa fica segura.</numerusform>
            <numerusform>Se mostrar um {0}, %n outras casas ficam seguras.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Iniciante</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermediário</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Avançado</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Danificada</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vencida</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Reiniciada</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Sem chute</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tempo (s)</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Nenhuma partida vencida para mostrar.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Tempo (s): escolha um só tamanho de tabuleiro</translation>
    </message>
    <message>
        <source>3BV</source>
        <translation>3BV</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>IOE</source>
        <translation>IOE</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>Won game</source>
        <translation>Partida vencida</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Conta</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Ver replay</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Exportar ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tabuleiro:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Resultado:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Sem chute:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>&amp;Diário:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Histórico de partidas</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Todos os tamanhos</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Ambos</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Só sem chute</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Só aleatórios</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas as partidas</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Só tabuleiros diários</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Sem tabuleiros diários</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n partida do histórico não pôde ser lida e aparece como danificada.</numerusform>
            <numerusform>%n partidas do histórico não puderam ser lidas e aparecem como danificadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>A linha desta partida está danificada: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Selecione uma partida para ver todos os seus números.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>A gravação desta partida está danificada: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Nenhuma partida terminou ainda: cada partida que você terminar aparece aqui.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Nenhuma partida corresponde a estas escolhas.</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Replays {0} ({1})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n replay exportado</numerusform>
            <numerusform>%n replays exportados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n ignorada</numerusform>
            <numerusform>%n ignoradas</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (cancelado)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Exportando replays…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n partida excluída.</numerusform>
            <numerusform>%n partidas excluídas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Excluindo partidas…</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>assistida</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>reiniciada</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>treino</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>retomada</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>replay</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Exportar replay</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Exportar replays para uma pasta</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Excluir partidas</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Excluir %n partida e seu replay?</numerusform>
            <numerusform>Excluir %n partidas e seus replays?</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Tempo {0} s · 3BV {1}/{2} · 3BV/s {3} · cliques {4} ({5} esquerdo, {6} direito, {7} acorde) · efetivos {8} · IOE {9} · precisão {10} · rendimento {11} · RQP {12} · STNB {13} · ZiNi {14} · aberturas {15} · ilhas {16} · Cl/s {17} · Ce/s {18} · IOS {19} · percurso {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%n partida pôde ser lida dele e foi mantida.</numerusform>
            <numerusform>%n partidas puderam ser lidas dele e foram mantidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n partida de um histórico separado antes voltou ao seu histórico; o arquivo antigo é mantido como {0}.</numerusform>
            <numerusform>%n partidas de um histórico separado antes voltaram ao seu histórico; o arquivo antigo é mantido como {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>Contadores ao &amp;vivo</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Tempo {0} s · cliques {1}</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · cliques {1} · IOE {2} · tempo estimado {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Iniciante (9 x 9, 10 minas)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>In&amp;termediário (16 x 16, 40 minas)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Avançado (16 x 30, 99 minas)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Personalizado...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>Sem &amp;chutes</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>Tabuleiro &amp;diário...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>&amp;Melhores tempos...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Histórico...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>Abrir &amp;replay...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opções</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Pontos de interrogação</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>&amp;Relógio em centésimos de segundo</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>Primeiro &amp;clique</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Sempre uma &amp;abertura (moderno)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Só a célula clicada é &amp;segura (clássico)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (nenhuma fonte instalada)</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>Clique &amp;esquerdo em um número revela os vizinhos</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Modo &amp;bandeira</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Modo bandeira: cliques e toques colocam bandeiras (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Menu: pausa, novo jogo, dificuldade</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Novo jogo (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Tabuleiro sem chute: toda casa segura pode ser achada sem chutar</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Tabuleiro sem chute</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Campo minado</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>Tempo &amp;do toque longo</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animações</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Aumentar zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Diminuir zoom</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>Tamanho &amp;real</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Como jogar</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Sobre</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>Padrão do &amp;sistema</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Minas restantes: {0}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Sobre o Campo minado</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Desistir desta partida?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Esta partida contará como derrota.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Não perguntar de novo até eu sair</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>A linha de comando pede um jogo novo, mas seu jogo salvo ainda está em andamento. Começar o novo abandona o salvo.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Desistir do jogo salvo?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>A linha de comando pede um jogo novo, mas seu jogo salvo ainda está em andamento. Começar o novo conta o salvo como derrota.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Começar o jogo novo</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Continuar o jogo salvo</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Criando um tabuleiro que você resolve sem chutar…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Este tabuleiro pode exigir um chute: nenhum tabuleiro sem chutes foi encontrado a tempo.</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Segurar o botão do &amp;mouse marca bandeira</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>Ajustar &amp;à janela</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Manter o tabuleiro ajustado à janela</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: o arquivo é grande demais para um replay ({1} MB; no máximo {2} MB são lidos).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: ler este replay exige mais de {1} GB de memória; o jogo não consegue abri-lo.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Abrir replay</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Preparando {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Lendo {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Não foi possível ler o replay: o processo de leitura não iniciou.</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} e {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>o {0} em {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} precisa de uma mina e todas as suas casas ocultas tocam também {1}: essa mina é a que {1} precisa, então as outras casas dele são seguras: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 na parede</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Compare {0} com {1}: cada casa oculta do primeiro toca o segundo, e o segundo precisa de tantas minas a mais quantas outras casas tem: {2}, todas minas.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Compare {0} com {1}: cada casa oculta do primeiro toca o segundo, e o segundo não precisa de mais minas que o primeiro, então as outras casas dele são seguras: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Compare {0} com {1}: as minas de que precisam só fecham com minas em {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Compare {0} com {1}: as minas de que precisam não deixam nenhuma para {2}, que é segura.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} fica entre {0} e {2}; cada 1 tem uma mina entre as casas que divide com o 2, então as minas do 2 estão nas pontas: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} fica entre {0} e {2}; as minas do 2 estão nas pontas, então a casa do meio é segura: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} precisa de uma mina a mais que {0}, e as casas em comum têm no máximo uma, então a casa que só {1} toca é uma mina: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} precisa de uma mina a mais que {0} e tem só uma casa própria; ela é uma mina e a mina de {0} está nas casas em comum: as outras casas de {0} são seguras: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Tente todas as formas de cumprir os números em {0}: todas põem uma mina em {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Tente todas as formas de cumprir os números em {0}: em todas {1} é segura.</translation>
    </message>
    <message>
        <source>{0}. {1}</source>
        <translation>{0}. {1}</translation>
    </message>
</context>
<context>
    <name>ReasonTexts</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>e mais %n</numerusform>
            <numerusform>e mais %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>A casa vazia em {0} não toca mina, então %n vizinha oculta é segura: {1}.</numerusform>
            <numerusform>A casa vazia em {0} não toca mina, então suas %n vizinhas ocultas são seguras: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>O {0} em {1} já toca %n mina ({2}), então suas outras vizinhas ocultas são seguras: {3}.</numerusform>
            <numerusform>O {0} em {1} já toca %n minas ({2}), então suas outras vizinhas ocultas são seguras: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>O {0} em {1} precisa de %n mina e só tem uma casa oculta: {2}, uma mina.</numerusform>
            <numerusform>O {0} em {1} precisa de %n minas e só tem essas casas ocultas: {2}, todas minas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>O {0} em {1} precisa de mais %n mina e só lhe resta uma casa oculta: {2}, uma mina.</numerusform>
            <numerusform>O {0} em {1} precisa de mais %n minas e só lhe restam essas casas ocultas: {2}, todas minas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>o {0} em {1} (que ainda precisa de %n mina)</numerusform>
            <numerusform>o {0} em {1} (que ainda precisa de %n minas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Contagem de minas: resta %n mina e os números da borda precisam dela, então toda outra casa oculta é segura, {0} também.</numerusform>
            <numerusform>Contagem de minas: restam %n minas e os números da borda precisam de todas, então toda outra casa oculta é segura, {0} também.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Contagem de minas: com %n mina restante, os números só fecham deixando {0} segura.</numerusform>
            <numerusform>Contagem de minas: com %n minas restantes, os números só fecham deixando {0} segura.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Contagem de minas: com %n mina restante, os números só fecham com uma mina em {0}.</numerusform>
            <numerusform>Contagem de minas: com %n minas restantes, os números só fecham com uma mina em {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n passo anterior não mostrado.)</numerusform>
            <numerusform>(%n passos anteriores não mostrados.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>outro programa o está usando</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>um erro de entrada/saída</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>O histórico foi gravado por uma versão mais nova do jogo; foi guardado como {0} e um novo histórico foi iniciado.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>No lugar do histórico de partidas havia algo que não é um arquivo; foi separado como {0} e um novo histórico foi iniciado.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>O arquivo do histórico estava danificado; foi guardado como {0} e um novo histórico foi iniciado.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Não foi possível ler um histórico separado anteriormente; ele é mantido como {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>O histórico de partidas não pode ser usado agora: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Não foi possível adicionar uma partida ao histórico: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>As partidas terminadas não podem ser gravadas no disco agora ({0}); ficam na memória e são gravadas assim que possível, mas se perdem se o jogo for fechado antes.</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Última partida</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Replays ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Replays {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Abrir replay</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: o replay contém %Ln evento, demais (no máximo {1} são lidos).</numerusform>
            <numerusform>{0}: o replay contém %Ln eventos, demais (no máximo {1} são lidos).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Antes da primeira jogada</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>revelar</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>bandeira</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>acorde</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>desfazer</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Jogada {0} de {1}, {2} s: {3} em {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Tempo {0} s · 3BV {1} / {2} · 3BV/s {3} · Cliques {4} ({5} esquerdo, {6} direito, {7} acorde) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproduzir</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Um evento para trás (Esquerda)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Um evento para a frente (Direita)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Tempo do replay</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Tabuleiro do replay</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Direita e Esquerda avançam um passo, com Ctrl por jogadas; M diz a jogada, Espaço reproduz</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocidade:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Análise de {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} minas</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Jogadas que merecem atenção:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Linha do tempo da análise</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Tabuleiros com mais de 100.000 casas não são analisados.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Esta partida não pode ser analisada.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Chute ou bandeira errada anterior (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Próximo chute ou bandeira errada (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Analisando a partida…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>revelar</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>acorde</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>bandeira</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>tirar bandeira</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>ponto de interrogação</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>seguro</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>chute forçado</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>chute evitável</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>bandeira errada</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erro</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vitória</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Derrota</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} em {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>chance de sobreviver a todos: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Nenhum chute: cada casa revelada era segura.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>cliques perdidos: {0} de {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (jogada {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Pausas mais longas: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · jogada {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: bandeira errada (ali não há mina)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: chute forçado, {1} de mina, o menor risco que havia</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: chute forçado, {1} de mina (nenhuma casa era segura; a mais segura, {2}, tinha {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: chute evitável, {1} de mina</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: um erro ({1} de mina)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Perdida aqui e depois desfeita (desfazer): o jogo continuou e seus números deixam este lance de fora.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Aqui a partida foi perdida.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Nenhum chute</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n chute: {0} forçado, {1} evitável</numerusform>
            <numerusform>%n chutes: {0} forçados, {1} evitáveis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n chute, {0} evitável</numerusform>
            <numerusform>%n chutes, {0} evitáveis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n bandeira errada</numerusform>
            <numerusform>%n bandeiras erradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>A outra %n jogada foi segura.</numerusform>
            <numerusform>As outras %n jogadas foram seguras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n casa era segura então: {0}.</numerusform>
            <numerusform>%n casas eram seguras então, como {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Seu jogo salvo já tinha terminado e sido contado, então um novo jogo começou.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Não foi possível ler o jogo salvo, então um novo jogo foi iniciado.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>O arquivo danificado foi mantido como {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Personalizado {0} x {1}, %n mina</numerusform>
            <numerusform>Personalizado {0} x {1}, %n minas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Personalizado {0} x {1}, %n mina</numerusform>
            <numerusform>Personalizado {0} x {1}, %n minas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>linha {0}, coluna {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln casa aberta</numerusform>
            <numerusform>%Ln casas abertas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln casa aberta</numerusform>
            <numerusform>%Ln casas abertas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln casa aberta: {0}</numerusform>
            <numerusform>%Ln casas abertas: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Jogado em {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Resolver: %Ln jogada, {0}, a última em {1}</numerusform>
            <numerusform>Resolver: %Ln jogadas, {0}, a última em {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Resolver: %Ln jogada, {0}, a última em {1}</numerusform>
            <numerusform>Resolver: %Ln jogadas, {0}, a última em {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>nenhuma casa aberta</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Tempo: %Ln segundo</numerusform>
            <numerusform>Tempo: %Ln segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Tempo: %Ln segundo</numerusform>
            <numerusform>Tempo: %Ln segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>sem probabilidade</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>segura com certeza</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>mina com certeza</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} de chance de mina</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Probabilidades visíveis</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Probabilidades ocultas</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Já aberta</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Borda do tabuleiro</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>Resta %Ln mina</numerusform>
            <numerusform>Restam %Ln minas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>Resta %Ln mina</numerusform>
            <numerusform>Restam %Ln minas</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Bandeira colocada</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Ponto de interrogação</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Bandeira removida</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Você venceu em {0} segundos</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Você acertou uma mina após {0} segundos</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} por {1} casas, %Ln mina</numerusform>
            <numerusform>{0} por {1} casas, %Ln minas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} por {1} casas, %Ln mina</numerusform>
            <numerusform>{0} por {1} casas, %Ln minas</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>As setas movem, Espaço abre, F marca com bandeira</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Novo jogo: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Jogo pausado</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Seu jogo salvo continua: o tabuleiro diário pedido na linha de comando não foi iniciado.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Seu jogo salvo continua: o jogo novo pedido na linha de comando não foi iniciado.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>O arquivo de configurações estava danificado e foi deixado de lado; os valores padrão são usados.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>O arquivo de tradução está danificado; o jogo é exibido em inglês.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>há algo que não é um arquivo no lugar dele</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>o disco está cheio</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>o arquivo ou a pasta dele é somente leitura</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>o disco é somente leitura</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>algo que não é uma pasta está no caminho</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Não foi possível salvar o jogo: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>não foi possível gravar as configurações</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Não foi possível salvar as configurações: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>O disco está cheio: a partida terminada foi salva no espaço que o jogo mantém de reserva. Libere espaço no disco.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Tudo volta a ser salvo.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Partidas não salvas</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Causa: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Não sair</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Sair mesmo assim</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Automático (seguir o sistema)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>&amp;Números seguros para daltônicos</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Abrir a pasta de &amp;temas</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>O tema “{0}” não pode ser usado: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>O Clássico é usado no lugar.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Moderno</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} está faltando</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} não é um arquivo comum</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} é maior que {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} não pode ser lido</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json não é um JSON válido ({0})</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: “{0}” está faltando ou errado</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: espaço de cor desconhecido “{0}”</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} não é uma cor (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg não é texto UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg declara um tipo de documento (não permitido)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg não é um arquivo SVG válido ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg aponta para outro arquivo ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>faltam em theme.svg os elementos {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} em theme.svg não está desenhado na sua cor {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>o nome da pasta só pode ter a-z, 0-9, - e _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>um tema incluído tem este nome</translation>
    </message>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg aninha mais de {0} níveis</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg faz referência a si mesmo (um laço de referências)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg usa &lt;{0}&gt;, que os temas não podem usar</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg desenha mais de {0} formas (por &lt;use&gt; e referências)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg desenha mais de {0} caracteres de caminhos e texto</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg desenha imagens com mais de {0} pixels</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>leva mais de {0} s para desenhar</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>não foi possível testá-lo (sem processo)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>desenhá-lo leva {0} ms a mais que o tema clássico (no máximo {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>o Qt não consegue desenhá-lo</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>Não foi possível salvar %n partida terminada: se você sair agora, ela será perdida.</numerusform>
            <numerusform>Não foi possível salvar %n partidas terminadas: se você sair agora, elas serão perdidas.</numerusform>
        </translation>
    </message>
</context>
</TS>
