<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ca">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Camp de mines</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nova</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Mode bandera</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Juga la pista</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Mostra les p&amp;robabilitats</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Desfés la jugada perdedora</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>Re&amp;sol</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>&amp;Mantén les probabilitats a les partides noves</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>Di&amp;gues la probabilitat de la casella</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>Ama&amp;ga els botons d&apos;assistència</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>Ri&amp;tme de resolució</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Lent</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Ràpid</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Pista: la següent casella segura i per què (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Probabilitats: la probabilitat de mina de cada casella tapada (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Probabilitats</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Juga-la</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Juga la casella de la pista (Maj+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Tanca la pista (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Només s&apos;ha mirat la part del tauler que es veu.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Resol funciona en taulers de fins a 100.000 caselles; en taulers més grans, les pistes i les probabilitats cobreixen la part del tauler que es veu.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Assistida: no compta per als millors temps</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Assistida</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Derrotes desfetes: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Feu clic on vulgueu: el primer clic sempre és segur.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>La bandera de {0} és incorrecta.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Pista: la casella de la {0} és segura.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Pista: {0}, un intent.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Un 50/50 forçat: aquesta casella i la de {0} comparteixen una mina, i res no les podrà distingir mai. Endevineu ara: esperar no hi ajuda.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Aquesta casella ({0} de mina) és segura o bé la meitat d&apos;un 50/50 que res no podria resoldre mai, així que endevinar-la ara no suposa cap risc més.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Final de partida: s&apos;han provat totes les maneres com pot acabar. Aquesta casella ({0} de mina) dona la millor probabilitat de guanyar: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Cap casella segura, i cap intent no pot revelar res de nou: aquesta té el risc més baix, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Cap casella segura: aquesta té el risc més baix, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Intent més segur: {0} de mina.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Millor intent: {0} de mina (la casella més segura és {1}), però el seu número té més probabilitats d&apos;obrir el tauler.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Cap número que pugui mostrar no fa segura cap altra casella de seguida.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>A&amp;ssistència</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Millors temps</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiant</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermedi</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, sense endevinar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
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
        <translation>Partides jugades:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Partides guanyades:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Ratxa de victòries actual:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Ratxa de victòries més llarga:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Restableix...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rècords</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Amb banderes</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Sense banderes (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Millor temps (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Millor 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Millor IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Millor RQP (el més baix)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Millor STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Últimes {0} partides comptades:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Guanyades:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Temps mitjà de les victòries:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>3BV/s mitjà:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>IOE mitjà:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Només les vostres partides: les assistides, reiniciades i represes no estableixen rècords.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anònim</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1} %)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Restableix els millors temps</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Voleu oblidar els millors temps i les estadístiques de {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>buida</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>tapada</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>amb bandera</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>interrogant</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mina</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>mina explotada</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>bandera incorrecta</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>fila {0}, columna {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Tauler personalitzat</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Files:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Columnes:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Mines:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Pràctica: el tauler del dia {0} ja té resultat; aquesta partida no el canvia.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Tauler del dia {0}: comenceu per la casella marcada.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>No s&apos;ha pogut guardar el resultat del tauler del dia: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>S&apos;ha guardat el vostre resultat del tauler del dia {0}: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>No ha estat el teu joc (ajuda, o un tauler tornat a començar), així que compta com a no guanyada.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Pràctica: el tauler del dia {0} conserva el primer resultat ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Tauler del dia</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Enganxeu una línia de resultat que algú ha compartit</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>Co&amp;mprova</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Comparteix el resultat</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Comprova un resultat compartit</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Tauler d&apos;avui ({0}, UTC), el mateix per a tots els jugadors: {1} × {2}, {3} mines (regla {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Tauler del dia {0} (UTC), el mateix per a tots els jugadors: {1} × {2}, {3} mines (regla {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Comenceu per la casella marcada (fila {0}, columna {1}): sempre obre una zona.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>El tauler canvia a les 00:00 UTC, sigueu on sigueu: d&apos;aquí a {0} h {1} min.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Encara no s&apos;ha jugat. La vostra primera partida acabada en aquest tauler és el resultat del dia; les següents són pràctica.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Juga aquest tauler</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Guanyada en {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Perduda després de {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Resultat del dia: {0} Les partides següents en aquest tauler són pràctica i no el canvien.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Practica en aquest tauler</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Dies jugats seguits: {0} (rècord {1}). Dies guanyats seguits: {2} (rècord {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>S&apos;ha copiat al porta-retalls.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Això no és una línia de resultat del dia. Té aquest aspecte: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Aquesta versió del joc no coneix la regla {0}: no pot crear aquest tauler.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>No verificat: el codi del tauler no coincideix amb el tauler del dia {0} (regla {1}). La línia s&apos;ha modificat o ve d&apos;un altre joc.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Verificat: el tauler del dia {0} (regla {1}) és el mateix que obteniu vós. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Guanyada en</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Perduda després de</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>Temps: {0} s</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
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
        <translation>Tecles: {0} ({1} destapa, {2} bandera, {3} acord)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Clics: {0} ({1} esquerre, {2} dret, {3} acord)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Derrotes desfetes: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Partida nova</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>&amp;Reinicia aquest tauler</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Torna a jugar les mateixes mines (no compta per als millors temps)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>Canvia la &amp;dificultat</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sur&amp;t</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Des&amp;fés la jugada perdedora</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Torna just abans de la mina, per practicar (Ctrl+Z; la partida passa a ser assistida)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Mira la repetició</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>El vostre &amp;nom:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Heu guanyat!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Bum!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Nou millor temps! Posició {0} de 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Assistida: no compta per als millors temps</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Pràctica: no compta per als millors temps</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Tauler reiniciat: no compta per als millors temps</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Partida represa d&apos;una desada: no compta per als millors temps</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>la seva fila a l&apos;historial està malmesa</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>el seu enregistrament està malmès</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>no té enregistrament</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>el seu enregistrament no és una partida que pugui contenir un fitxer de repetició</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: la partida {0} no s&apos;ha exportat: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: no es poden escriure repeticions a {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: no es pot llegir l&apos;historial de partides: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n repetició escrita a {0}</numerusform>
            <numerusform>%n repeticions escrites a {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n partida no tenia cap enregistrament utilitzable</numerusform>
            <numerusform>minesweeper-qt: %n partides no tenien cap enregistrament utilitzable</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Revisió</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Buideu el camp sense tocar cap mina</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Un número indica quantes de les vuit caselles del voltant amaguen una mina. Destapeu totes les caselles segures per guanyar; el primer clic sempre és segur.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Ratolí</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Clic esquerre: destapa una casella.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Clic dret: posa o treu una bandera.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Clic del mig, o esquerre i dret alhora, sobre un número amb totes les banderes posades: destapa els altres veïns (acord). Un clic esquerre sobre aquest número també fa acord.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Mantenir premut el botó esquerre només posa bandera amb Opcions &gt; Mantenir premut el ratolí marca. Ctrl+roda fa zoom; Maj+roda desplaça de costat.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Tàctil</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Mentre premeu, un anell s&apos;omple al voltant de la casella; la bandera apareix quan es tanca. Pessigueu amb dos dits per fer zoom.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Toqueu per destapar; mantingueu premut per posar una bandera o fer acord en un número. El mode bandera (el botó de la bandera, G) fa que els tocs posin banderes.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclat</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Les fletxes mouen el cursor; Espai o Retorn destapa (o fa acord); F posa bandera; F2 comença una partida nova; Ctrl++ i Ctrl+- fan zoom.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H mostra una pista: una casella segura i per què ho és; Maj+H la juga; P mostra la probabilitat de mina de cada casella tapada; Ctrl+Z desfà una jugada perdedora; Esc amaga la pista o atura Resol. Amb el tacte: la bombeta i els quadrats de colors de la capçalera, i Desfés al menú després d&apos;una derrota. L&apos;ajuda fa la partida assistida: no compta per als millors temps.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Re Pàg i Av Pàg mouen una pantalla; Inici i Fi van als extrems de la fila, amb Ctrl a les cantonades del tauler; Ctrl+fletxes van a la vora. Ctrl+9 ajusta el tauler a la finestra.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M diu les mines que queden i T el temps; Maj+P diu la probabilitat de mina de la casella del cursor; H torna a dir la pista. F10 obre la barra de menús.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Estadístiques competitives</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: el mínim de clics esquerres que buiden el tauler sense banderes (cada obertura compta una vegada, i cada número que no toca cap obertura, una vegada). 3BV/s: 3BV resolts per segon. Clics: esquerres, drets i d&apos;acord (dobles), com els compta la comunitat. IOE (eficiència): 3BV resolts / clics. Correcció: clics efectius / clics. Rendiment: 3BV resolts / clics efectius. RQP: temps / (3BV/s). STNB: una puntuació de velocitat en els taulers estàndard (C x 3BV / temps^1,7, per l&apos;arrel quadrada de la part resolta). ZiNi: el mínim de clics amb banderes, tal com els compta un resolutor voraç.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Un Buscamines d&apos;escriptori natiu amb les regles clàssiques.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Sota la llicència MIT.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Si mostra un {0}, %n altra casella passa a ser segura.</numerusform>
            <numerusform>Si mostra un {0}, %n altres caselles passen a ser segures.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>Partida guanyada</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>No hi ha cap partida guanyada per mostrar.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Temps (s): trieu una sola mida de tauler</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiant</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermedi</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Malmesa</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Guanyada</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perduda</translation>
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
        <translation>Tauler</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Sense endevinar</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>3BV</source>
        <translation>3BV</translation>
    </message>
    <message>
        <source>IOE</source>
        <translation>IOE</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Comptada</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Mira la repetició</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Exporta ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Su&amp;primeix</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tanca</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tauler:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Resultat:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>Sense en&amp;devinar:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>D&amp;iari:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Historial de partides</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Totes les mides</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Totes</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Totes dues</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Només sense endevinar</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Només aleatoris</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Totes les partides</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Només taulers del dia</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Sense taulers del dia</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>No s&apos;ha pogut llegir %n partida de l&apos;historial i es mostra com a malmesa.</numerusform>
            <numerusform>No s&apos;han pogut llegir %n partides de l&apos;historial i es mostren com a malmeses.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>La fila d&apos;aquesta partida està malmesa: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Seleccioneu una partida per veure&apos;n totes les xifres.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>L&apos;enregistrament d&apos;aquesta partida està malmès: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Encara no ha acabat cap partida: cada partida que acabis apareix aquí.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Cap partida no coincideix amb aquestes opcions.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Exporta la repetició</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Repeticions {0} ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Exporta les repeticions a una carpeta</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n repetició exportada</numerusform>
            <numerusform>%n repeticions exportades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n omesa</numerusform>
            <numerusform>%n omeses</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (cancel·lat)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>S&apos;estan exportant les repeticions...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Suprimeix partides</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Voleu suprimir %n partida i la seva repetició?</numerusform>
            <numerusform>Voleu suprimir %n partides i les seves repeticions?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n partida suprimida.</numerusform>
            <numerusform>%n partides suprimides.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>S&apos;estan suprimint les partides...</translation>
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
        <translation>pràctica</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>represa</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>repetició</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Temps {0} s · 3BV {1}/{2} · 3BV/s {3} · clics {4} ({5} esquerre, {6} dret, {7} acord) · efectius {8} · IOE {9} · correcció {10} · rendiment {11} · RQP {12} · STNB {13} · ZiNi {14} · obertures {15} · illes {16} · Cl/s {17} · Ce/s {18} · IOS {19} · recorregut {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>Se n&apos;ha pogut llegir %n partida, que s&apos;ha conservat.</numerusform>
            <numerusform>Se n&apos;han pogut llegir %n partides, que s&apos;han conservat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n partida d&apos;un historial apartat abans s&apos;ha tornat a posar al vostre historial; el fitxer antic es conserva com a {0}.</numerusform>
            <numerusform>%n partides d&apos;un historial apartat abans s&apos;han tornat a posar al vostre historial; el fitxer antic es conserva com a {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>Comptadors en &amp;viu</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · clics {1} · IOE {2} · temps estimat {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Temps {0} s · clics {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>Com es juga</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Quant al Buscamines</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Mode bandera: els clics i els tocs posen banderes (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Menú: pausa, partida nova, dificultat</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Partida nova (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Tauler sense endevinar: cada casella segura es pot trobar sense endevinar</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Tauler sense endevinar</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Mines restants: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Buscamines</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>A&amp;justa a la finestra</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Mantén el tauler ajustat a la finestra</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Voleu abandonar aquesta partida?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Aquesta partida comptarà com a derrota.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>No m&apos;ho torneu a preguntar fins que surti</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>La línia d&apos;ordres demana una partida nova, però la partida desada encara està en joc. Començar la partida nova abandona la desada.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Voleu abandonar la partida desada?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>La línia d&apos;ordres demana una partida nova, però la partida desada encara està en joc. Començar la partida nova compta la desada com a derrota.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Comença la partida nova</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Segueix jugant la partida desada</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>S&apos;està creant un tauler que es pot buidar sense endevinar...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Aquest tauler pot necessitar endevinar: no s&apos;ha trobat a temps cap tauler sense endevinar.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nova</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Principiant (9 x 9, 10 mines)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Intermedi (16 x 16, 40 mines)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Expert (16 x 30, 99 mines)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>Pe&amp;rsonalitzat...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>Sense en&amp;devinar</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>&amp;Tauler del dia...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>&amp;Millors temps...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Historial...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>&amp;Obre una repetició...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Surt</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opcions</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>Marques d&apos;&amp;interrogació</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;Clic esquerre en un número fa acord</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Mode &amp;bandera</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>&amp;Mantenir premut el ratolí marca</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animacions</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>&amp;Rellotge en centèsimes de segon</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Amplia</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Re&amp;dueix</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>Mida &amp;original</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Llengua</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (cap tipus de lletra instal·lat)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Com es juga</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Quant a</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>&amp;Primer clic</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Sempre una &amp;obertura (modern)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Només la casella clicada és &amp;segura (clàssic)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>&amp;Durada de la pulsació llarga</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>Predeterminada del &amp;sistema</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Obre una repetició</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: el fitxer és massa gran per a una repetició ({1} MB; se&apos;n llegeixen com a màxim {2} MB).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: llegir aquesta repetició necessita més de {1} GB de memòria; no és una repetició que el joc pugui obrir.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>S&apos;està preparant {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>S&apos;està llegint {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>No s&apos;ha pogut llegir la repetició: el procés de lectura no s&apos;ha iniciat.</translation>
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
        <translation>{0} i {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>el {0} de {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} necessita una mina i totes les seves caselles tapades toquen també {1}, així que aquesta mina és la que {1} necessita: les seves altres caselles són segures: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 a la paret</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Compareu {0} amb {1}: cada casella tapada del primer toca el segon, i el segon necessita tantes mines més com altres caselles té: {2}, totes mines.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Compareu {0} amb {1}: cada casella tapada del primer toca el segon, i el segon no necessita més mines que el primer, així que les seves altres caselles són segures: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Compareu {0} amb {1}: les mines que necessiten només es poden posar a {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Compareu {0} amb {1}: les mines que necessiten no en deixen cap per a {2}, que és segura.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} és entre {0} i {2}; cada 1 té una mina entre les caselles que comparteix amb el 2, així que les mines del 2 són als extrems: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} és entre {0} i {2}; les mines del 2 són als extrems, així que la casella del mig és segura: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} necessita una mina més que {0}, i les caselles que comparteixen en tenen com a màxim una, així que la casella que només toca {1} és una mina: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} necessita una mina més que {0} i té només una casella pròpia, així que aquesta casella és una mina i la mina que necessita {0} és a les caselles compartides: les altres caselles que toca {0} són segures: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Proveu totes les maneres de satisfer els números de {0}: totes posen una mina a {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Proveu totes les maneres de satisfer els números de {0}: en totes, {1} és segura.</translation>
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
            <numerusform>i %n més</numerusform>
            <numerusform>i %n més</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>La casella buida de {0} no toca cap mina, així que el seu %n veí tapat és segur: {1}.</numerusform>
            <numerusform>La casella buida de {0} no toca cap mina, així que els seus %n veïns tapats són segurs: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>El {0} de {1} ja toca %n mina ({2}), així que els seus altres veïns tapats són segurs: {3}.</numerusform>
            <numerusform>El {0} de {1} ja toca %n mines ({2}), així que els seus altres veïns tapats són segurs: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>El {0} de {1} necessita %n mina i té just aquestes caselles tapades: {2}, totes mines.</numerusform>
            <numerusform>El {0} de {1} necessita %n mines i té just aquestes caselles tapades: {2}, totes mines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>El {0} de {1} necessita %n mina més i només li queden aquestes caselles tapades: {2}, totes mines.</numerusform>
            <numerusform>El {0} de {1} necessita %n mines més i només li queden aquestes caselles tapades: {2}, totes mines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>el {0} de {1} (encara necessita %n mina)</numerusform>
            <numerusform>el {0} de {1} (encara necessita %n mines)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Recompte de mines: queda %n mina i els números de la vora la necessiten, així que totes les altres caselles tapades són segures, {0} també.</numerusform>
            <numerusform>Recompte de mines: queden %n mines i els números de la vora les necessiten totes, així que totes les altres caselles tapades són segures, {0} també.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Recompte de mines: amb %n mina restant, els números només es poden satisfer de maneres que deixen {0} segura.</numerusform>
            <numerusform>Recompte de mines: amb %n mines restants, els números només es poden satisfer de maneres que deixen {0} segura.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Recompte de mines: amb %n mina restant, els números només es poden satisfer de maneres que posen una mina a {0}.</numerusform>
            <numerusform>Recompte de mines: amb %n mines restants, els números només es poden satisfer de maneres que posen una mina a {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n pas anterior no mostrat.)</numerusform>
            <numerusform>(%n passos anteriors no mostrats.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>un altre programa l&apos;està fent servir</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>un error d&apos;entrada/sortida</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>L&apos;historial de partides l&apos;ha escrit una versió més nova del joc; s&apos;ha apartat com a {0} i s&apos;ha començat un historial nou.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Al lloc de l&apos;historial de partides hi havia una cosa que no és un fitxer; s&apos;ha apartat com a {0} i s&apos;ha començat un historial nou.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>El fitxer de l&apos;historial de partides estava malmès; s&apos;ha apartat com a {0} i s&apos;ha començat un historial nou.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>No s&apos;ha pogut llegir un historial apartat abans; es conserva com a {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Ara no es pot fer servir l&apos;historial de partides: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>No s&apos;ha pogut afegir una partida a l&apos;historial: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Ara no es poden escriure les partides acabades al disc ({0}); es guarden a la memòria i s&apos;escriuran tan aviat com es pugui, però es perdran si es tanca el joc abans.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Repeticions ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Repeticions {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Obre una repetició</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Última partida</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: la repetició conté %Ln esdeveniment, massa (se&apos;n llegeixen com a màxim {1}).</numerusform>
            <numerusform>{0}: la repetició conté %Ln esdeveniments, massa (se&apos;n llegeixen com a màxim {1}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Abans de la primera jugada</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>destapar</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>bandera</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>acord</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>desfer</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Jugada {0} de {1}, {2} s: {3} a la {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Temps {0} s · 3BV {1} / {2} · 3BV/s {3} · Clics {4} ({5} esquerre, {6} dret, {7} acord) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reprodueix</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetició</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Un esdeveniment enrere (Esquerra)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Un esdeveniment endavant (Dreta)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Temps de la repetició</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Tauler de la repetició</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Dreta i Esquerra avancen pas a pas, amb Ctrl jugada a jugada, M diu la jugada, Espai reprodueix</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocitat:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Revisió de {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} mines</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Jugades que val la pena mirar:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Cronologia de la revisió</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Els taulers de més de 100.000 caselles no es revisen.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Aquesta partida no es pot revisar.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Intent o bandera incorrecta anterior (Re Pàg)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Intent o bandera incorrecta següent (Av Pàg)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>S&apos;està revisant la partida…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>destapa</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>acord</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>bandera</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>treu bandera</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>interrogant</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>segur</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>intent forçat</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>intent evitable</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>bandera incorrecta</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Guanyada</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perduda</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} en {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>probabilitat de sobreviure-hi a tots: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Cap intent: cada destapada era segura del tot.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>clics perduts: {0} de {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (jugada {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Pauses més llargues: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · jugada {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: bandera incorrecta (no hi ha cap mina)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: intent forçat, {1} de mina, el risc més baix que hi havia</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: intent forçat, {1} de mina (cap casella no era segura del tot; la més segura, {2}, tenia {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: intent evitable, {1} de mina</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: un error ({1} de mina)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Perduda aquí i després desfeta (desfer): la partida va continuar i les seves xifres deixen fora aquest moviment.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Aquí es va perdre la partida.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Cap intent</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n intent: {0} forçat, {1} evitable</numerusform>
            <numerusform>%n intents: {0} forçats, {1} evitables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n intent, {0} evitable</numerusform>
            <numerusform>%n intents, {0} evitables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n bandera incorrecta</numerusform>
            <numerusform>%n banderes incorrectes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>L&apos;altra %n jugada era segura.</numerusform>
            <numerusform>Les altres %n jugades eren segures.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n casella era segura del tot llavors, com ara {0}:</numerusform>
            <numerusform>%n caselles eren segures del tot llavors, com ara {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>La partida desada ja s&apos;havia acabat i comptat, així que s&apos;ha començat una partida nova.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>No s&apos;ha pogut llegir la partida desada; s&apos;ha començat una partida nova.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>El fitxer malmès s&apos;ha conservat com a {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Personalitzat {0} x {1}, %n mina</numerusform>
            <numerusform>Personalitzat {0} x {1}, %n mines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Personalitzat {0} x {1}, %n mina</numerusform>
            <numerusform>Personalitzat {0} x {1}, %n mines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>fila {0}, columna {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln casella oberta</numerusform>
            <numerusform>%Ln caselles obertes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln casella oberta</numerusform>
            <numerusform>%Ln caselles obertes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln casella oberta: {0}</numerusform>
            <numerusform>%Ln caselles obertes: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Jugat a la {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Resol: %Ln jugada, {0}, l&apos;última a la {1}</numerusform>
            <numerusform>Resol: %Ln jugades, {0}, l&apos;última a la {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Resol: %Ln jugada, {0}, l&apos;última a la {1}</numerusform>
            <numerusform>Resol: %Ln jugades, {0}, l&apos;última a la {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>cap casella oberta</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Temps: %Ln segon</numerusform>
            <numerusform>Temps: %Ln segons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Temps: %Ln segon</numerusform>
            <numerusform>Temps: %Ln segons</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>sense probabilitat</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>segura amb certesa</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>mina amb certesa</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} de probabilitat de mina</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Probabilitats visibles</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Probabilitats amagades</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Ja és oberta</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Vora del tauler</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>Queda %Ln mina</numerusform>
            <numerusform>Queden %Ln mines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>Queda %Ln mina</numerusform>
            <numerusform>Queden %Ln mines</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Bandera posada</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Interrogant</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Bandera treta</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Heu guanyat en {0} segons</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Heu tocat una mina al cap de {0} segons</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} per {1} caselles, %Ln mina</numerusform>
            <numerusform>{0} per {1} caselles, %Ln mines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} per {1} caselles, %Ln mina</numerusform>
            <numerusform>{0} per {1} caselles, %Ln mines</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Les fletxes mouen, Espai obre, F posa bandera</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Partida nova: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Partida en pausa</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>La partida desada continua: no s&apos;ha començat el tauler del dia demanat a la línia d&apos;ordres.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>La partida desada continua: no s&apos;ha començat la partida nova demanada a la línia d&apos;ordres.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>El fitxer de configuració estava malmès i s&apos;ha apartat; s&apos;usen els valors per defecte.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>El fitxer de traducció està malmès; el joc es mostra en anglès.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>al seu lloc hi ha una cosa que no és un fitxer</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disc és ple</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>el fitxer o la seva carpeta són només de lectura</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disc és només de lectura</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>hi ha una cosa que no és una carpeta al mig</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>No s&apos;ha pogut desar la partida: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>no s&apos;ha pogut escriure la configuració</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>No s&apos;ha pogut desar la configuració: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>El disc és ple: la partida acabada s&apos;ha desat a l&apos;espai que el joc té de reserva. Allibereu espai al disc.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Tot torna a estar desat.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Partides no desades</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Causa: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Torna-ho a provar</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>No surtis</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Surt igualment</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg s&apos;imbrica més de {0} nivells</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg es fa referència a si mateix (un bucle de referències)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg fa servir &lt;{0}&gt;, que els temes no poden fer servir</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg dibuixa més de {0} formes (a través de &lt;use&gt; i referències)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg dibuixa més de {0} caràcters de dades de traçat i text</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg dibuixa imatges de més de {0} píxels</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Automàtic (segueix el sistema)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>Números per a dal&amp;tònics</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Obre la carpeta de &amp;temes</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>No es pot fer servir el tema «{0}»: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>S&apos;usa el clàssic en el seu lloc.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clàssic</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Modern</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Fosc</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alt contrast</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>falta {0}</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} no és un fitxer normal</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} ocupa més de {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>no es pot llegir {0}</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: «{0}» falta o és incorrecte</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json no és JSON vàlid ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} no és un color (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: espai de color desconegut «{0}»</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg no és text UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg declara un tipus de document (no permès)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg no és un fitxer SVG vàlid ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg fa referència a un altre fitxer ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>a theme.svg hi falten els elements {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} de theme.svg no està dibuixat amb el seu color de número {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>el nom de la carpeta només pot tenir a-z, 0-9, - i _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>un tema inclòs ja té aquest nom</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>triga més de {0} s a dibuixar-se</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>no s&apos;ha pogut provar (cap procés)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>triga {0} ms més que el tema clàssic a dibuixar-se (com a màxim {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt no el pot dibuixar</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>No s&apos;ha pogut desar %n partida acabada: si sortiu ara, es perdrà.</numerusform>
            <numerusform>No s&apos;han pogut desar %n partides acabades: si sortiu ara, es perdran.</numerusform>
        </translation>
    </message>
</context>
</TS>
