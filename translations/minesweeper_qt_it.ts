<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Campo minato</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Modalità bandierina</translation>
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
        <translation>A&amp;iuto</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Gioca il suggerimento</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Mostra &amp;probabilità</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Annulla &amp;la mossa perdente</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Risolvi</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>&amp;Mantieni le probabilità nelle nuove partite</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>&amp;Annuncia la probabilità della casella</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>Nascondi &amp;i pulsanti di aiuto</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>&amp;Velocità di risoluzione</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Veloce</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Suggerimento: la prossima casella sicura e perché (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Probabilità: la probabilità di mina di ogni casella coperta (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Probabilità</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Gioca la casella suggerita (Maiusc+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Chiudi il suggerimento (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>È stata esaminata solo la parte visibile del campo.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Risolvi funziona su campi fino a 100.000 caselle; sui campi più grandi suggerimenti e probabilità coprono la parte visibile del campo.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Con aiuto: non conta per i tempi migliori</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Con aiuto</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Sconfitte annullate: {0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Fai clic ovunque: il primo clic è sempre sicuro.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>La bandierina in {0} è sbagliata.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Suggerimento: {0} è sicura.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Suggerimento: {0}, un tentativo.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Un 50/50 obbligato: questa cella e quella in {0} condividono una mina e nulla potrà mai distinguerle. Tira a indovinare ora: aspettare non aiuta.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Questa cella ({0} di mina) è sicura oppure metà di un 50/50 che nulla potrà mai risolvere: provarla ora non rischia nulla in più.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Finale: sono stati provati tutti i modi in cui la partita può andare. Questa cella ({0} di mina) dà la migliore probabilità di vincere: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Nessuna cella sicura, e nessun tentativo può rivelare nulla di nuovo: questa ha il rischio più basso, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Nessuna casella sicura: questa ha il rischio più basso, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Tentativo più sicuro: {0} di mina.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Tentativo migliore: {0} di mina (la cella più sicura ha {1}), ma il suo numero ha più probabilità di aprire il campo.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Nessun numero che può mostrare rende subito sicura un&apos;altra cella.</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Tempi migliori</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, senza indovinare</translation>
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
        <translation>Partite giocate:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Partite vinte:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Serie di vittorie attuale:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Serie di vittorie più lunga:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Azzera...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Con bandierine</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Senza bandierine (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Tempo migliore (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Miglior 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Miglior IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Miglior RQP (il più basso)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Miglior STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Ultime {0} partite conteggiate:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vinte:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Tempo medio delle vittorie:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>3BV/s medio:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>IOE medio:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Solo le tue partite: quelle assistite, ricominciate o riprese non fanno record.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anonimo</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1}%)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Azzera i tempi migliori</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Cancellare i tempi migliori e le statistiche di {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>coperta</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>con bandierina</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>punto interrogativo</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mina</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>mina esplosa</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>bandierina errata</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>riga {0}, colonna {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Campo personalizzato</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Righe:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Colonne:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Mine:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Esercitazione: il campo del giorno del {0} ha già il suo risultato; questa partita non lo cambia.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Il campo del giorno del {0}: inizia dalla casella segnata.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Non è stato possibile salvare il risultato del campo del giorno: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Il tuo risultato per il campo del giorno del {0} è salvato: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Non era il tuo gioco (aiuto, o un campo ricominciato), quindi conta come non vinta.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Esercitazione: il campo del giorno del {0} mantiene il primo risultato ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Campo del giorno</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Incolla una riga di risultato condivisa da qualcuno</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Verifica</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Condividi il tuo risultato</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Verifica un risultato condiviso</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Il campo di oggi ({0}, UTC), uguale per tutti i giocatori: {1} × {2}, {3} mine (regola {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Il campo del {0} (UTC), uguale per tutti i giocatori: {1} × {2}, {3} mine (regola {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Inizia dalla casella segnata (riga {0}, colonna {1}): apre sempre un&apos;area.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Il campo cambia alle 00:00 UTC, ovunque tu sia: tra {0} h {1} min.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Non ancora giocato. La tua prima partita conclusa su questo campo è il risultato del giorno; le partite successive servono solo per esercitarti.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Gioca questo campo</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Vinta in {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Persa dopo {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Risultato del giorno: {0} Le partite successive su questo campo servono per esercitarti e non lo cambiano.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Esercitati su questo campo</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Giorni giocati di fila: {0} (record {1}). Giorni vinti di fila: {2} (record {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copiato negli appunti.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Questa non è una riga di risultato del giorno. Ha questo aspetto: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Questa versione del gioco non conosce la regola {0}: non può creare quel campo.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Non verificato: il codice del campo non corrisponde al campo del {0} (regola {1}). La riga è stata modificata o viene da un altro gioco.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Verificato: il campo del {0} (regola {1}) è lo stesso che ottieni anche tu. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Vinta in</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Persa dopo</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Ri&amp;comincia questo campo</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Rigioca con le stesse mine (non conta per i tempi migliori)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>Cambia &amp;difficoltà</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Annulla &amp;la mossa perdente</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Torna a subito prima della mina, per esercitarti (Ctrl+Z; la partita diventa con aiuto)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Guarda replay</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Il tuo no&amp;me:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Boom!</translation>
    </message>
    <message>
        <source>Time: {0} s</source>
        <translation>Tempo: {0} s</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} di {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Tasti: {0} ({1} aperture, {2} bandierine, {3} accordi)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Clic: {0} ({1} sinistri, {2} destri, {3} accordi)</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Sconfitte annullate: {0}</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Nuovo tempo migliore! Posizione {0} su 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Con aiuto: non conta per i tempi migliori</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Allenamento: non conta per i tempi migliori</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Campo ricominciato: non conta per i tempi migliori</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Partita ripresa da un salvataggio: non conta per i tempi migliori</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>la sua riga nella cronologia è danneggiata</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>la sua registrazione è danneggiata</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>non ha una registrazione</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>la sua registrazione non è una partita che un file di replay può contenere</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: la partita {0} non è stata esportata: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: impossibile scrivere i replay in {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: impossibile leggere la cronologia delle partite: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n replay scritto in {0}</numerusform>
            <numerusform>%n replay scritti in {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n partita non aveva una registrazione utilizzabile</numerusform>
            <numerusform>minesweeper-qt: %n partite non avevano una registrazione utilizzabile</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Analisi</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Libera il campo senza toccare nessuna mina</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Un numero indica quante delle otto celle che lo circondano nascondono una mina. Scopri tutte le celle sicure per vincere; il primo clic è sempre sicuro.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Clic sinistro: scopre una cella.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Clic destro: mette o toglie una bandierina.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Clic centrale, oppure sinistro e destro insieme, su un numero che ha già tutte le sue bandierine: scopre le altre celle vicine. Anche un clic sinistro su un numero così scopre i vicini.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Touch screen</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Tocca per scoprire; tieni premuto per mettere una bandierina o per scoprire i vicini di un numero. In modalità bandierina (il pulsante con la bandierina, G) i tocchi mettono bandierine.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastiera</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>I tasti freccia spostano il cursore; Spazio o Invio scopre la cella (o i vicini); F mette una bandierina; F2 avvia una nuova partita; Ctrl++ e Ctrl+- regolano lo zoom.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aiuto</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H mostra un suggerimento: una casella sicura e perché; Maiusc+H la gioca; P mostra la probabilità di mina di ogni casella coperta; Ctrl+Z annulla una mossa perdente; Esc chiude il suggerimento o ferma Risolvi. Al tocco: la lampadina e i quadrati colorati in alto, e Annulla nel menu dopo una sconfitta. L&apos;aiuto rende la partita con aiuto: non conta per i tempi migliori.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M dice le mine rimaste e T il tempo; Maiusc+P dice la probabilità di mina della casella sotto il cursore; H ripete il suggerimento. F10 apre la barra dei menu.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Statistiche competitive</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: il minor numero di clic sinistri che liberano il campo senza bandierine (ogni apertura conta una volta, ogni numero non vicino a un&apos;apertura una volta). 3BV/s: 3BV risolti al secondo. Clic: sinistri, destri e accordi (doppi) come li conta la comunità. IOE (efficienza): 3BV risolti / clic. Correttezza: clic efficaci / clic. Resa: 3BV risolti / clic efficaci. RQP: tempo / (3BV/s). STNB: un punteggio di velocità sui campi standard (C x 3BV / tempo^1,7, per la radice quadrata della parte risolta). ZiNi: il minor numero di clic con bandierine, contati da un risolutore goloso.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Un Campo minato nativo per desktop con le regole classiche.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Distribuito con licenza MIT.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Tenere premuto il tasto sinistro mette la bandiera solo con Opzioni &gt; Tenere premuto il mouse mette la bandiera. Ctrl+rotella ingrandisce; Maiusc+rotella scorre di lato.</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Mentre tieni premuto, un anello si riempie intorno alla casella; la bandiera arriva quando si chiude. Pizzica con due dita per ingrandire.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Pag su e Pag giù spostano di una schermata; Home e Fine vanno agli estremi della riga, con Ctrl agli angoli del campo; Ctrl+frecce vanno al bordo. Ctrl+9 adatta il campo alla finestra.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Se mostra un {0}, %n altra cella diventa sicura.</numerusform>
            <numerusform>Se mostra un {0}, altre %n celle diventano sicure.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Danneggiata</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Persa</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abbandonata</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Ricominciata</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Senza azzardo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tempo (s)</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Nessuna partita vinta da mostrare.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Tempo (s): scegli una sola dimensione del campo</translation>
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
        <translation>sì</translation>
    </message>
    <message>
        <source>Won game</source>
        <translation>Partita vinta</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Conteggio</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Guarda replay</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Esporta ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Campo:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Risultato:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Senza azzardo:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>Campo &amp;del giorno:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Cronologia delle partite</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Tutte le dimensioni</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tutte</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Entrambi</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Solo senza azzardo</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Solo casuali</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutte le partite</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Solo campi del giorno</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Nessun campo del giorno</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n partita della cronologia non è leggibile ed è mostrata come danneggiata.</numerusform>
            <numerusform>%n partite della cronologia non sono leggibili e sono mostrate come danneggiate.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>La riga di questa partita è danneggiata: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Seleziona una partita per vederne tutti i valori.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>La registrazione di questa partita è danneggiata: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Nessuna partita ancora terminata: ogni partita che concludi compare qui.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Nessuna partita corrisponde a queste scelte.</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Replay {0} ({1})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n replay esportato</numerusform>
            <numerusform>%n replay esportati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n saltata</numerusform>
            <numerusform>%n saltate</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (annullato)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Esportazione dei replay…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n partita eliminata.</numerusform>
            <numerusform>%n partite eliminate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Eliminazione delle partite…</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>assistita</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>ricominciata</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>allenamento</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>ripresa</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>replay</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Esporta replay</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Esporta i replay in una cartella</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Elimina partite</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Eliminare %n partita e il suo replay?</numerusform>
            <numerusform>Eliminare %n partite e i loro replay?</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Tempo {0} s · 3BV {1}/{2} · 3BV/s {3} · clic {4} ({5} sinistri, {6} destri, {7} accordi) · efficaci {8} · IOE {9} · correttezza {10} · resa {11} · RQP {12} · STNB {13} · ZiNi {14} · aperture {15} · isole {16} · Cl/s {17} · Ce/s {18} · IOS {19} · percorso {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%n partita è stata letta e conservata.</numerusform>
            <numerusform>%n partite sono state lette e conservate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n partita di una cronologia messa da parte è tornata nella tua cronologia; il vecchio file è conservato come {0}.</numerusform>
            <numerusform>%n partite di una cronologia messa da parte sono tornate nella tua cronologia; il vecchio file è conservato come {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>Contatori dal &amp;vivo</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Tempo {0} s · clic {1}</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · clic {1} · IOE {2} · tempo stimato {3}</translation>
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
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Principiante (9 x 9, 10 mine)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Intermedio (16 x 16, 40 mine)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Esperto (16 x 30, 99 mine)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>Pe&amp;rsonalizza...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>Sen&amp;za indovinare</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>Campo del &amp;giorno...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>&amp;Tempi migliori...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Cronologia...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>&amp;Apri replay...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>E&amp;sci</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opzioni</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Punti interrogativi</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>&amp;Orologio in centesimi di secondo</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>Primo &amp;clic</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Sempre un&apos;&amp;apertura (moderno)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Solo la cella cliccata è &amp;sicura (classico)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (nessun font installato)</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>Clic &amp;sinistro su un numero scopre i vicini</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Modalità &amp;bandierina</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Modalità bandierina: clic e tocchi mettono bandierine (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Menu: pausa, nuova partita, difficoltà</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Nuova partita (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Campo senza tentativi: ogni casella sicura si trova senza tirare a indovinare</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Campo senza tentativi</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Campo minato</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>&amp;Durata pressione prolungata</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animazioni</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Dimensione reale</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>Predefinita di &amp;sistema</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Mine rimanenti: {0}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Informazioni su Campo minato</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Abbandonare questa partita?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Questa partita conterà come una sconfitta.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Non chiedere più fino all’uscita</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>La riga di comando chiede una nuova partita, ma la partita salvata è ancora in corso. Iniziare la nuova abbandona quella salvata.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Abbandonare la partita salvata?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>La riga di comando chiede una nuova partita, ma la partita salvata è ancora in corso. Iniziare la nuova conta quella salvata come sconfitta.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Inizia la nuova partita</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Continua la partita salvata</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Creazione di un campo risolvibile senza indovinare…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Questo campo potrebbe richiedere di indovinare: non è stato trovato in tempo un campo senza.</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Tenere premuto il &amp;mouse mette la bandiera</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Adatta alla finestra</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Mantieni il campo adattato alla finestra</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: il file è troppo grande per un replay ({1} MB; se ne leggono al massimo {2} MB).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: leggere questo replay richiede più di {1} GB di memoria; il gioco non può aprirlo.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Apri replay</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Preparazione di {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Lettura di {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Impossibile leggere il replay: il processo di lettura non si è avviato.</translation>
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
        <translation>il {0} in {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} richiede una mina e tutte le sue caselle coperte toccano anche {1}: quella mina è quella che serve a {1}, quindi le sue altre caselle sono sicure: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 al bordo</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Confronta {0} con {1}: ogni casella coperta del primo tocca il secondo, e il secondo richiede tante mine in più quante sono le sue altre caselle: {2}, tutte mine.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Confronta {0} con {1}: ogni casella coperta del primo tocca il secondo, e il secondo non richiede più mine del primo, quindi le sue altre caselle sono sicure: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Confronta {0} con {1}: le mine che richiedono tornano solo con mine su {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Confronta {0} con {1}: le mine che richiedono non ne lasciano per {2}, che è sicura.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} sta tra {0} e {2}; ogni 1 ha una mina tra le caselle che condivide con il 2, quindi le mine del 2 sono agli estremi: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} sta tra {0} e {2}; le mine del 2 sono agli estremi, quindi la casella al centro è sicura: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} richiede una mina più di {0}, e le caselle in comune ne hanno al massimo una, quindi la casella che tocca solo {1} è una mina: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} richiede una mina più di {0} e ha una sola casella sua; quella è una mina e la mina di {0} sta nelle caselle in comune: le altre caselle di {0} sono sicure: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Prova ogni modo di soddisfare i numeri in {0}: ognuno mette una mina su {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Prova ogni modo di soddisfare i numeri in {0}: in ognuno {1} è sicura.</translation>
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
            <numerusform>e altre %n</numerusform>
            <numerusform>e altre %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>La casella vuota in {0} non tocca mine, quindi la sua vicina coperta è sicura: {1}.</numerusform>
            <numerusform>La casella vuota in {0} non tocca mine, quindi le sue %n vicine coperte sono sicure: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>Il {0} in {1} tocca già %n mina ({2}), quindi le sue altre vicine coperte sono sicure: {3}.</numerusform>
            <numerusform>Il {0} in {1} tocca già %n mine ({2}), quindi le sue altre vicine coperte sono sicure: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>Il {0} in {1} richiede %n mina e ha una sola casella coperta: {2}, una mina.</numerusform>
            <numerusform>Il {0} in {1} richiede %n mine e ha solo altrettante caselle coperte: {2}, tutte mine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>Il {0} in {1} richiede ancora %n mina e gli resta una sola casella coperta: {2}, una mina.</numerusform>
            <numerusform>Il {0} in {1} richiede ancora %n mine e gli restano solo altrettante caselle coperte: {2}, tutte mine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>il {0} in {1} (che richiede ancora %n mina)</numerusform>
            <numerusform>il {0} in {1} (che richiede ancora %n mine)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Conteggio mine: resta %n mina e i numeri sul bordo ne hanno bisogno, quindi ogni altra casella coperta è sicura, anche {0}.</numerusform>
            <numerusform>Conteggio mine: restano %n mine e i numeri sul bordo servono tutte, quindi ogni altra casella coperta è sicura, anche {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Conteggio mine: con %n mina rimasta, i numeri tornano solo lasciando {0} sicura.</numerusform>
            <numerusform>Conteggio mine: con %n mine rimaste, i numeri tornano solo lasciando {0} sicura.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Conteggio mine: con %n mina rimasta, i numeri tornano solo con una mina su {0}.</numerusform>
            <numerusform>Conteggio mine: con %n mine rimaste, i numeri tornano solo con una mina su {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n passaggio precedente non mostrato.)</numerusform>
            <numerusform>(%n passaggi precedenti non mostrati.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>un altro programma la sta usando</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>un errore di input/output</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>La cronologia è stata scritta da una versione più recente del gioco; è stata messa da parte come {0} e ne è iniziata una nuova.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Al posto della cronologia delle partite c’era qualcosa che non è un file; è stato messo da parte come {0} ed è iniziata una nuova cronologia.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Il file della cronologia era danneggiato; è stato messo da parte come {0} e ne è iniziata una nuova.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Non è stato possibile leggere una cronologia messa da parte in precedenza; è conservata come {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>La cronologia delle partite non è utilizzabile ora: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Impossibile aggiungere una partita alla cronologia: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Le partite finite non possono essere scritte sul disco ora ({0}); sono tenute in memoria e scritte appena possibile, ma andranno perse se il gioco viene chiuso prima.</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Ultima partita</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Replay ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Replay {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Apri replay</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: il replay contiene %Ln evento, troppi (se ne leggono al massimo {1}).</numerusform>
            <numerusform>{0}: il replay contiene %Ln eventi, troppi (se ne leggono al massimo {1}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Prima della prima mossa</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>scoperta</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>bandierina</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>accordo</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>annullamento</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Mossa {0} di {1}, {2} s: {3} in {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Tempo {0} s · 3BV {1} / {2} · 3BV/s {3} · Clic {4} ({5} sinistri, {6} destri, {7} accordi) · IOE {8}</translation>
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
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Un evento indietro (Sinistra)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Un evento avanti (Destra)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Tempo del replay</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Campo del replay</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Destra e Sinistra avanzano di un passo, con Ctrl di una mossa; M dice la mossa, Spazio riproduce</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocità:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Analisi di {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} mine</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Mosse da rivedere:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Cronologia dell&apos;analisi</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Le griglie di oltre 100.000 caselle non vengono analizzate.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Questa partita non può essere analizzata.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Tentativo o bandierina sbagliata precedente (Pag su)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Tentativo o bandierina sbagliata successivo (Pag giù)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Analisi della partita…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>scopri</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>accordo</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>bandierina</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>togli bandierina</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>punto interrogativo</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>sicuro</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>tentativo forzato</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>tentativo evitabile</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>bandierina sbagliata</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Persa</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>probabilità di superarli tutti: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Nessun tentativo alla cieca: ogni casella scoperta era sicura.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>clic sprecati: {0} su {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (mossa {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Pause più lunghe: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · mossa {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: bandierina sbagliata (lì non c&apos;è una mina)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: tentativo forzato, {1} di mina, il rischio più basso possibile</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: tentativo forzato, {1} di mina (nessuna casella era sicura; la più sicura, {2}, aveva {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: tentativo evitabile, {1} di mina</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: un errore ({1} di mina)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Persa qui, poi annullata (annulla): la partita è proseguita e i suoi valori escludono questa mossa.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Qui la partita è stata persa.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Nessun tentativo alla cieca</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n tentativo alla cieca: {0} forzato, {1} evitabile</numerusform>
            <numerusform>%n tentativi alla cieca: {0} forzati, {1} evitabili</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n tentativo alla cieca, {0} evitabile</numerusform>
            <numerusform>%n tentativi alla cieca, {0} evitabili</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n bandierina sbagliata</numerusform>
            <numerusform>%n bandierine sbagliate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>L&apos;altra %n mossa era sicura.</numerusform>
            <numerusform>Le altre %n mosse erano sicure.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n casella era allora sicura: {0}.</numerusform>
            <numerusform>%n caselle erano allora sicure, come {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>La partita salvata era già finita e conteggiata, quindi è iniziata una nuova partita.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Non è stato possibile leggere la partita salvata, quindi ne è iniziata una nuova.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Il file danneggiato è stato conservato come {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Personalizzato {0} x {1}, %n mina</numerusform>
            <numerusform>Personalizzato {0} x {1}, %n mine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Personalizzato {0} x {1}, %n mina</numerusform>
            <numerusform>Personalizzato {0} x {1}, %n mine</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>riga {0}, colonna {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln casella aperta</numerusform>
            <numerusform>%Ln caselle aperte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln casella aperta</numerusform>
            <numerusform>%Ln caselle aperte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln casella aperta: {0}</numerusform>
            <numerusform>%Ln caselle aperte: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Giocato in {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Risolvi: %Ln mossa, {0}, l&apos;ultima in {1}</numerusform>
            <numerusform>Risolvi: %Ln mosse, {0}, l&apos;ultima in {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Risolvi: %Ln mossa, {0}, l&apos;ultima in {1}</numerusform>
            <numerusform>Risolvi: %Ln mosse, {0}, l&apos;ultima in {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>nessuna casella aperta</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Tempo: %Ln secondo</numerusform>
            <numerusform>Tempo: %Ln secondi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Tempo: %Ln secondo</numerusform>
            <numerusform>Tempo: %Ln secondi</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>nessuna probabilità</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>di certo sicura</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>di certo una mina</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} di probabilità di mina</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Probabilità mostrate</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Probabilità nascoste</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Già aperta</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Bordo del campo</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>Resta %Ln mina</numerusform>
            <numerusform>Restano %Ln mine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>Resta %Ln mina</numerusform>
            <numerusform>Restano %Ln mine</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Bandierina messa</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Punto interrogativo</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Bandierina tolta</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Hai vinto in {0} secondi</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Hai colpito una mina dopo {0} secondi</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} per {1} caselle, %Ln mina</numerusform>
            <numerusform>{0} per {1} caselle, %Ln mine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} per {1} caselle, %Ln mina</numerusform>
            <numerusform>{0} per {1} caselle, %Ln mine</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Le frecce spostano, Spazio apre, F mette una bandierina</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Nuova partita: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Partita in pausa</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>La partita salvata continua: il campo del giorno chiesto dalla riga di comando non è stato iniziato.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>La partita salvata continua: la nuova partita chiesta dalla riga di comando non è stata iniziata.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Il file delle impostazioni era danneggiato ed è stato messo da parte; si usano i valori predefiniti.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Il file di traduzione è danneggiato; il gioco è mostrato in inglese.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>al suo posto c’è qualcosa che non è un file</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>il file o la sua cartella è di sola lettura</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>il disco è di sola lettura</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>qualcosa che non è una cartella è d’intralcio</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Impossibile salvare la partita: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>impossibile scrivere le impostazioni</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Impossibile salvare le impostazioni: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Il disco è pieno: la partita finita è stata salvata nello spazio che il gioco tiene di riserva. Libera un po’ di spazio sul disco.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Tutto viene di nuovo salvato.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Partite non salvate</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Causa: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Non uscire</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Esci comunque</translation>
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
        <translation>&amp;Automatico (come il sistema)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>&amp;Numeri adatti ai daltonici</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Apri la cartella dei &amp;temi</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Il tema «{0}» non può essere usato: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Viene usato Classico al suo posto.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classico</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Moderno</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contrasto</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} manca</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} non è un file normale</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} supera {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} non può essere letto</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json non è JSON valido ({0})</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: «{0}» manca o è errato</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: posizione di colore sconosciuta «{0}»</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} non è un colore (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg non è testo UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg dichiara un tipo di documento (non consentito)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg non è un file SVG valido ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg rimanda a un altro file ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>a theme.svg mancano gli elementi {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} in theme.svg non è disegnato nel suo colore {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>il nome della cartella può contenere solo a-z, 0-9, - e _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>un tema incluso ha questo nome</translation>
    </message>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg ha più di {0} livelli di annidamento</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg fa riferimento a sé stesso (un ciclo di riferimenti)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg usa &lt;{0}&gt;, che i temi non possono usare</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg disegna più di {0} forme (tramite &lt;use&gt; e riferimenti)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg disegna più di {0} caratteri di tracciati e testo</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg disegna immagini di più di {0} pixel</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>richiede più di {0} s per essere disegnato</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>non è stato possibile provarlo (nessun processo)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>disegnarlo richiede {0} ms più del tema classico (al massimo {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt non riesce a disegnarlo</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>Impossibile salvare %n partita finita: uscendo ora andrà persa.</numerusform>
            <numerusform>Impossibile salvare %n partite finite: uscendo ora andranno perse.</numerusform>
        </translation>
    </message>
</context>
</TS>
