<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Minefelt</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Flaggmodus</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Meny</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Spill tipset</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Vis s&amp;annsynligheter</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>An&amp;gre det tapende trekket</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Løs</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>&amp;Behold sannsynlighetene påslått i nye spill</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>Les &amp;opp rutens sannsynlighet</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>S&amp;kjul assistanseknappene</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>Løsnings&amp;hastighet</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Sakte</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normalt</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Raskt</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Tips: neste trygge rute og hvorfor (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Sannsynligheter: hver skjulte rutes sjanse for en mine (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Sannsynligheter</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Spill den</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Spill den anbefalte ruten (Skift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Lukk tipset (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Bare den synlige delen av brettet ble undersøkt.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Løs virker på brett med opptil 100 000 ruter; på større brett gjelder tips og sannsynligheter den synlige delen av brettet.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Med hjelp: teller ikke med i beste tider</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Med hjelp</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Angrede tap: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Klikk hvor som helst: første klikk er alltid trygt.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Flagget på {0} er feil.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Tips: {0} er trygg.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Tips: {0}, en gjetning.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>En tvunget 50/50: denne ruten og ruten på {0} deler én mine, og ingenting kan noen gang skille dem. Gjett nå: å vente hjelper ikke.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Denne ruten ({0} sjanse for mine) er enten trygg eller halvparten av en 50/50 som ingenting noen gang kan avgjøre, så å gjette den nå risikerer ikke mer.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Sluttspill: alle veier spillet fortsatt kan gå, er prøvd. Denne ruten ({0} sjanse for mine) gir best sjanse til å vinne: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Ingen trygg rute, og ingen gjetning kan avsløre noe nytt: denne har lavest risiko, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Ingen trygg rute: denne har lavest risiko, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Tryggeste gjetning: {0} sjanse for mine.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Beste gjetning: {0} sjanse for mine (den tryggeste ruten har {1}), men tallet dens åpner oftere brettet.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Ingen tall den kan vise, gjør straks en annen rute trygg.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>&amp;Assistanse</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Beste tider</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Nybegynner</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Middels</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, uten gjetning</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tid (s)</translation>
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
        <translation>Dato</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Spilte spill:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Vunne spill:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Nåværende seiersrekke:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Lengste seiersrekke:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Nullstill...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekorder</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Med flagg</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Uten flagg (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Beste tid (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Beste 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Beste IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Beste RQP (lavest)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Beste STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Siste {0} tellende spill:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vunnet:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Gjennomsnittstid for seirene:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>Gjennomsnittlig 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>Gjennomsnittlig IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Bare dine egne spill: spill med hjelp, omstartede og gjenopptatte spill setter ingen rekord.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anonym</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1} %)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Nullstill beste tider</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Glemme beste tider og statistikk for {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>skjult</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>flagget</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>spørsmålstegn</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mine</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>eksplodert mine</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>feil flagg</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>rad {0}, kolonne {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Tilpasset brett</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Rader:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Kolonner:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Miner:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Øving: det daglige brettet for {0} har allerede sitt resultat; dette spillet endrer det ikke.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Det daglige brettet for {0}: start på den markerte ruten.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Resultatet for det daglige brettet kunne ikke lagres: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Resultatet ditt for det daglige brettet for {0} er lagret: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Det var ikke ditt eget spill (hjelp, eller et brett startet på nytt), så det teller som ikke vunnet.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Øving: det daglige brettet for {0} beholder sitt første resultat ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Daglig brett</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopier</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Lim inn en resultatlinje som noen har delt</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>S&amp;jekk</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Del resultatet ditt</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Sjekk et delt resultat</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Dagens brett ({0}, UTC), det samme for alle spillere: {1} × {2}, {3} miner (regel {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Brettet for {0} (UTC), det samme for alle spillere: {1} × {2}, {3} miner (regel {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Start på den markerte ruten (rad {0}, kolonne {1}): den åpner alltid et område.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Brettet skifter kl. 00:00 UTC, uansett hvor du er: om {0} t {1} min.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Ikke spilt ennå. Det første fullførte spillet ditt på dette brettet er dagens resultat; senere spill er øving.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Spill dette brettet</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Vunnet på {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Tapt etter {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Dagens resultat: {0} Senere spill på dette brettet er øving og endrer det ikke.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Øv på dette brettet</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Dager spilt på rad: {0} (best {1}). Dager vunnet på rad: {2} (best {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Kopiert til utklippstavlen.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Dette er ikke en resultatlinje fra det daglige brettet. Slik ser en ut: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Regel {0} er ukjent for denne versjonen av spillet: den kan ikke lage det brettet.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Ikke bekreftet: brettkoden stemmer ikke med brettet for {0} (regel {1}). Linjen er endret, eller den kommer fra et annet spill.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Bekreftet: brettet for {0} (regel {1}) er det samme som du får. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Vunnet på</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Tapt etter</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>Tid: {0} s</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} av {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Tastetrykk: {0} ({1} åpne, {2} flagg, {3} akkord)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Klikk: {0} ({1} venstre, {2} høyre, {3} akkord)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Angrede tap: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsett</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nytt spill</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Spill dette &amp;brettet igjen</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Spill de samme minene igjen (teller ikke med i beste tider)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>Endre &amp;vanskelighetsgrad</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Avsl&amp;utt</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Ange&amp;r det tapende trekket</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Tilbake til rett før minen, for å øve (Ctrl+Z; spillet blir et spill med hjelp)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Se re&amp;prise</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>&amp;Ditt navn:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Du vant!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Bom!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Ny beste tid! Plass {0} av 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Med hjelp: teller ikke med i beste tider</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Øving: teller ikke med i beste tider</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Omstartet brett: teller ikke med i beste tider</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Gjenopptatt fra lagret spill: teller ikke med i beste tider</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>raden dens i historikken er skadet</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>opptaket dens er skadet</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>det har ikke noe opptak</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>opptaket dens er ikke et spill som en reprisefil kan romme</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: spill {0} ble ikke eksportert: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: kan ikke skrive repriser til {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: spillhistorikken kan ikke leses: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n reprise skrevet til {0}</numerusform>
            <numerusform>%n repriser skrevet til {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n spill hadde ikke noe brukbart opptak</numerusform>
            <numerusform>minesweeper-qt: %n spill hadde ikke noe brukbart opptak</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Analyse</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Rydd feltet uten å røre en mine</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Et tall viser hvor mange av de åtte rutene rundt det som skjuler en mine. Åpne alle trygge ruter for å vinne; første klikk er alltid trygt.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mus</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Venstreklikk: åpne en rute.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Høyreklikk: sett eller fjern et flagg.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Midtklikk, eller venstre og høyre samtidig, på et tall der alle flaggene er satt: åpner de andre naboene (akkord). Et venstreklikk på et slikt tall gjør også akkord.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Å holde venstre knapp nede setter bare flagg med Innstillinger &gt; Hold museknappen nede for å sette flagg. Ctrl+hjul zoomer; Skift+hjul ruller sidelengs.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Berøring</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Mens du holder, fylles en ring rundt ruten; flagget kommer når den lukkes. Knip med to fingre for å zoome.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Trykk for å åpne; trykk og hold for å sette flagg eller gjøre akkord på et tall. Flaggmodus (flaggknappen, G) får trykk til å sette flagg.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Piltastene flytter markøren; Mellomrom eller Enter åpner (eller gjør akkord); F setter flagg; F2 starter et nytt spill; Ctrl++ og Ctrl+- zoomer.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjelp</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H viser et tips: en trygg rute og hvorfor den er trygg; Skift+H spiller den; P viser hver skjulte rutes sjanse for en mine; Ctrl+Z angrer et tapende trekk; Esc fjerner tipset eller stopper Løs. Med berøring: lyspæren og de fargede rutene øverst, og Angre i menyen etter et tap. Hjelp gjør spillet til et spill med hjelp: det teller ikke med i beste tider.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up og Page Down flytter en skjermside; Home og End går til endene av raden, med Ctrl til hjørnene av brettet; Ctrl+piler går til kanten. Ctrl+9 tilpasser brettet til vinduet.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M sier antall miner igjen og T tiden; Shift+P sier sjansen for en mine i ruten under markøren; H gjentar tipset. F10 åpner menylinjen.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Konkurransestatistikk</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: minste antall venstreklikk som rydder brettet uten flagg (hver åpning teller én gang, hvert tall som ikke grenser til en åpning, én gang). 3BV/s: løste 3BV per sekund. Klikk: venstre-, høyre- og akkordklikk (doble) slik miljøet teller dem. IOE (effektivitet): løste 3BV / klikk. Korrekthet: effektive klikk / klikk. Gjennomstrømning: løste 3BV / effektive klikk. RQP: tid / (3BV/s). STNB: et fartsmål på standardbrettene (C x 3BV / tid^1,7, ganger kvadratroten av den løste delen). ZiNi: minste antall klikk med flagging, slik en grådig løser teller dem.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>En innebygd Minesveiper for skrivebordet med de klassiske reglene.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Lisensiert under MIT-lisensen.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Hvis den viser en {0}, blir %n annen rute trygg.</numerusform>
            <numerusform>Hvis den viser en {0}, blir %n andre ruter trygge.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>Vunnet spill</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tid (s)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Ingen vunne spill å vise.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Tid (s): velg én brettstørrelse</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Nybegynner</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Middels</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Skadet</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tapt</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Avbrutt</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Startet på nytt</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Uten gjetning</translation>
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
        <translation>Teller</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Se re&amp;prise</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Eksporter ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slett</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Resultat:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Uten gjetning:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>&amp;Daglig:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Spillhistorikk</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Alle størrelser</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Begge</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Bare uten gjetning</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Bare tilfeldige</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle spill</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Bare daglige brett</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Ingen daglige brett</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n spill i historikken kunne ikke leses og vises som skadet.</numerusform>
            <numerusform>%n spill i historikken kunne ikke leses og vises som skadet.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Raden til dette spillet er skadet: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Velg et spill for å se alle tallene for det.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Opptaket av dette spillet er skadet: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Ingen spill er avsluttet ennå: hvert spill du fullfører, vises her.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Ingen spill passer til disse valgene.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Eksporter reprise</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0}-repriser ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Eksporter repriser til mappe</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n reprise eksportert</numerusform>
            <numerusform>%n repriser eksportert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n hoppet over</numerusform>
            <numerusform>%n hoppet over</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (avbrutt)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Eksporterer repriser...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Slett spill</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Slette %n spill og reprisen?</numerusform>
            <numerusform>Slette %n spill og reprisene deres?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n spill slettet.</numerusform>
            <numerusform>%n spill slettet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Sletter spill...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>med hjelp</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>startet på nytt</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>øving</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>gjenopptatt</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>reprise</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Tid {0} s · 3BV {1}/{2} · 3BV/s {3} · klikk {4} ({5} venstre, {6} høyre, {7} akkord) · effektive {8} · IOE {9} · korrekthet {10} · gjennomstrømning {11} · RQP {12} · STNB {13} · ZiNi {14} · åpninger {15} · øyer {16} · Cl/s {17} · Ce/s {18} · IOS {19} · sti {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%n spill kunne leses fra den og ble beholdt.</numerusform>
            <numerusform>%n spill kunne leses fra den og ble beholdt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n spill fra en tidligere tilsidesatt historikk ble lagt tilbake i historikken din; den gamle filen er lagret som {0}.</numerusform>
            <numerusform>%n spill fra en tidligere tilsidesatt historikk ble lagt tilbake i historikken din; den gamle filen er lagret som {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>Telle&amp;re i sanntid</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · klikk {1} · IOE {2} · anslått tid {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Tid {0} s · klikk {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>Slik spiller du</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Om Minesveiper</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Flaggmodus: klikk og trykk setter flagg (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Meny: pause, nytt spill, vanskelighetsgrad</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Nytt spill (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Brett uten gjetning: hver trygg rute kan finnes uten å gjette</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Brett uten gjetning</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Miner igjen: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Minesveiper</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Tilpass til vinduet</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Hold brettet tilpasset vinduet</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Gi opp dette spillet?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Dette spillet teller som et tap.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Ikke spør igjen før jeg avslutter</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Kommandolinjen ber om et nytt spill, men det lagrede spillet ditt pågår fortsatt. Å starte det nye spillet gir opp det lagrede.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Gi opp det lagrede spillet?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Kommandolinjen ber om et nytt spill, men det lagrede spillet ditt pågår fortsatt. Å starte det nye spillet teller det lagrede som et tap.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Start det nye spillet</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Fortsett det lagrede spillet</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Lager et brett som kan ryddes uten å gjette...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Dette brettet kan kreve en gjetning: fant ikke et brett uten gjetning i tide.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nytt</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>N&amp;ybegynner (9 x 9, 10 miner)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Middels (16 x 16, 40 miner)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Ekspert (16 x 30, 99 miner)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Tilpasset...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>Uten &amp;gjetning</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>&amp;Daglig brett...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>Beste t&amp;ider...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Historikk...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>Å&amp;pne reprise...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Innstillinger</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Spørsmålstegn</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;Venstreklikk på et tall gjør akkord</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>F&amp;laggmodus</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Hold &amp;museknappen nede for å sette flagg</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animasjoner</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Klokke i &amp;hundredeler av et sekund</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;inn</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;ut</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Faktisk størrelse</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>S&amp;pråk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Slik spiller du</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Om</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>&amp;Første klikk</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Alltid en &amp;åpning (moderne)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Bare den klikkede ruten er &amp;trygg (klassisk)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>Forsinkelse for langt &amp;trykk</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>&amp;Systemstandard</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (ingen skrift installert)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Åpne reprise</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: filen er for stor for en reprise ({1} MB; høyst {2} MB leses).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: å lese denne reprisen krever mer enn {1} GB minne; det er ikke en reprise spillet kan åpne.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Forbereder {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Leser {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Reprisen kunne ikke leses: leseprosessen startet ikke.</translation>
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
        <translation>{0} og {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{0} på {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} trenger én mine, og alle de skjulte rutene dens grenser også til {1}, så den minen er den {1} trenger: de andre rutene er trygge: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 ved veggen</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Sammenlign {0} med {1}: hver skjulte rute ved den første grenser til den andre, og den andre trenger like mange flere miner som den har andre ruter: {2}, alle miner.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Sammenlign {0} med {1}: hver skjulte rute ved den første grenser til den andre, og den andre trenger ikke flere miner enn den første, så de andre rutene dens er trygge: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Sammenlign {0} med {1}: minene de trenger, kan bare oppfylles med miner på {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Sammenlign {0} med {1}: minene de trenger, etterlater ingen til {2}, som er trygg.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} ligger mellom {0} og {2}; hver 1 har én mine blant rutene den deler med 2-eren, så minene til 2-eren ligger i endene: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} ligger mellom {0} og {2}; minene til 2-eren ligger i endene, så ruten i midten er trygg: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} trenger én mine mer enn {0}, og rutene de deler rommer høyst én, så ruten bare {1} grenser til, er en mine: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} trenger én mine mer enn {0} og har bare én egen rute, så den ruten er en mine, og minen til {0} ligger i rutene de deler: de andre rutene til {0} er trygge: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Prøv alle måter tallene på {0} kan oppfylles på: hver av dem legger en mine på {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Prøv alle måter tallene på {0} kan oppfylles på: i hver av dem er {1} trygg.</translation>
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
            <numerusform>og %n til</numerusform>
            <numerusform>og %n til</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Den tomme ruten på {0} rører ingen mine, så dens %n skjulte nabo er trygg: {1}.</numerusform>
            <numerusform>Den tomme ruten på {0} rører ingen mine, så dens %n skjulte naboer er trygge: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{0} på {1} rører allerede %n mine ({2}), så de andre skjulte naboene er trygge: {3}.</numerusform>
            <numerusform>{0} på {1} rører allerede %n miner ({2}), så de andre skjulte naboene er trygge: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{0} på {1} trenger %n mine og har bare så mange skjulte ruter: {2}, en mine.</numerusform>
            <numerusform>{0} på {1} trenger %n miner og har bare så mange skjulte ruter: {2}, alle miner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{0} på {1} trenger %n mine til og har bare så mange skjulte ruter igjen: {2}, en mine.</numerusform>
            <numerusform>{0} på {1} trenger %n miner til og har bare så mange skjulte ruter igjen: {2}, alle miner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{0} på {1} (trenger fortsatt %n mine)</numerusform>
            <numerusform>{0} på {1} (trenger fortsatt %n miner)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Minetelling: %n mine er igjen, og tallene langs kanten trenger den, så hver annen skjult rute er trygg, også {0}.</numerusform>
            <numerusform>Minetelling: %n miner er igjen, og tallene langs kanten trenger alle, så hver annen skjult rute er trygg, også {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Minetelling: med %n mine igjen kan tallene bare oppfylles på måter som lar {0} være trygg.</numerusform>
            <numerusform>Minetelling: med %n miner igjen kan tallene bare oppfylles på måter som lar {0} være trygg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Minetelling: med %n mine igjen kan tallene bare oppfylles på måter som legger en mine på {0}.</numerusform>
            <numerusform>Minetelling: med %n miner igjen kan tallene bare oppfylles på måter som legger en mine på {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n tidligere trinn vises ikke.)</numerusform>
            <numerusform>(%n tidligere trinn vises ikke.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>et annet program bruker den</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>en inn-/utdatafeil</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>Spillhistorikken ble skrevet av en nyere versjon av spillet; den ble lagt til side som {0}, og en ny historikk ble startet.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Noe annet enn en fil lå der spillhistorikken skulle være; det ble lagt til side som {0}, og en ny historikk ble startet.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Spillhistorikkfilen var skadet; den ble lagt til side som {0}, og en ny historikk ble startet.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>En tidligere tilsidesatt historikk kunne ikke leses; den er lagret som {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Spillhistorikken kan ikke brukes nå: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Et spill kunne ikke legges til i historikken: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Fullførte spill kan ikke skrives til disken nå ({0}); de holdes i minnet og skrives så snart som mulig, men går tapt hvis spillet lukkes før det.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Repriser ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0}-repriser ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Åpne reprise</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Siste spill</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: reprisen inneholder %Ln hendelse, for mange (høyst {1} leses).</numerusform>
            <numerusform>{0}: reprisen inneholder %Ln hendelser, for mange (høyst {1} leses).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Før første trekk</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>åpning</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>flagging</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akkord</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>angring</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Trekk {0} av {1}, {2} s: {3} på {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Tid {0} s · 3BV {1} / {2} · 3BV/s {3} · Klikk {4} ({5} venstre, {6} høyre, {7} akkord) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spill av</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Reprise</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Én hendelse tilbake (Venstre)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Én hendelse fram (Høyre)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Reprisens tid</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Reprisens brett</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Høyre og Venstre går ett steg om gangen, med Ctrl ett trekk om gangen; M sier trekket, Mellomrom spiller av</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Hastighet:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Analyse av {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} miner</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Trekk verdt en titt:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Analysens tidslinje</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Brett med mer enn 100 000 ruter analyseres ikke.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Dette spillet kan ikke analyseres.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Forrige gjetning eller feil flagg (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Neste gjetning eller feil flagg (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Analyserer spillet…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>åpne</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akkord</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>flagg</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>fjern flagg</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>spørsmålstegn</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>trygg</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>tvunget gjetning</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>unødvendig gjetning</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>feil flagg</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>feiltrekk</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tapt</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} på {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>sjanse for å overleve alle: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Ingen gjetning: hver åpning var sikkert trygg.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>bortkastede klikk: {0} av {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (trekk {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Lengste pauser: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · trekk {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: feil flagg (ingen mine der)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: tvunget gjetning, {1} sjanse for mine, den laveste risikoen som fantes</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: tvunget gjetning, {1} sjanse for mine (ingen rute var sikkert trygg; den tryggeste, {2}, hadde {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: unødvendig gjetning, {1} sjanse for mine</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: et feiltrekk ({1} sjanse for mine)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Tapt her, så angret (angre): spillet fortsatte, og tallene utelater dette trekket.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Spillet ble tapt her.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Ingen gjetning</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n gjetning: {0} tvungne, {1} unødvendige</numerusform>
            <numerusform>%n gjetninger: {0} tvungne, {1} unødvendige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n gjetning, {0} unødvendige</numerusform>
            <numerusform>%n gjetninger, {0} unødvendige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n feil flagg</numerusform>
            <numerusform>%n feil flagg</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>Det andre %n trekket var trygt.</numerusform>
            <numerusform>De andre %n trekkene var trygge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n rute var sikkert trygg da, for eksempel {0}:</numerusform>
            <numerusform>%n ruter var sikkert trygge da, for eksempel {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Det lagrede spillet ditt var allerede ferdig og telt med, så et nytt spill har startet.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Det lagrede spillet ditt kunne ikke leses, så et nytt spill er startet.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Den skadde filen ble lagret som {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Tilpasset {0} x {1}, %n mine</numerusform>
            <numerusform>Tilpasset {0} x {1}, %n miner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Tilpasset {0} x {1}, %n mine</numerusform>
            <numerusform>Tilpasset {0} x {1}, %n miner</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>rad {0}, kolonne {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln rute åpnet</numerusform>
            <numerusform>%Ln ruter åpnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln rute åpnet</numerusform>
            <numerusform>%Ln ruter åpnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln rute åpnet: {0}</numerusform>
            <numerusform>%Ln ruter åpnet: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Spilte {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Løs: %Ln trekk, {0}, siste på {1}</numerusform>
            <numerusform>Løs: %Ln trekk, {0}, siste på {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Løs: %Ln trekk, {0}, siste på {1}</numerusform>
            <numerusform>Løs: %Ln trekk, {0}, siste på {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>ingen rute åpnet</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Tid: %Ln sekund</numerusform>
            <numerusform>Tid: %Ln sekunder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Tid: %Ln sekund</numerusform>
            <numerusform>Tid: %Ln sekunder</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>ingen sannsynlighet</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>sikkert trygg</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>sikkert en mine</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} sjanse for mine</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Sannsynligheter vises</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Sannsynligheter skjult</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Allerede åpen</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Kanten av brettet</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>%Ln mine igjen</numerusform>
            <numerusform>%Ln miner igjen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>%Ln mine igjen</numerusform>
            <numerusform>%Ln miner igjen</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Flagg satt</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Spørsmålstegn</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Flagg fjernet</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Du vant på {0} sekunder</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Du traff en mine etter {0} sekunder</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} ganger {1} ruter, %Ln mine</numerusform>
            <numerusform>{0} ganger {1} ruter, %Ln miner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} ganger {1} ruter, %Ln mine</numerusform>
            <numerusform>{0} ganger {1} ruter, %Ln miner</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Piltastene flytter, Mellomrom åpner, F setter flagg</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Nytt spill: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Spillet er satt på pause</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Det lagrede spillet ditt fortsetter: det daglige brettet kommandolinjen ba om, ble ikke startet.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Det lagrede spillet ditt fortsetter: det nye spillet kommandolinjen ba om, ble ikke startet.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Innstillingsfilen var skadet og er lagt til side; standardverdiene brukes.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Oversettelsesfilen er skadet; spillet vises på engelsk.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>noe annet enn en fil ligger på plassen</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken er full</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>filen eller mappen er skrivebeskyttet</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disken er skrivebeskyttet</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>noe annet enn en mappe er i veien</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Spillet kunne ikke lagres: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>innstillingene kunne ikke skrives</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Innstillingene kunne ikke lagres: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Disken er full: det fullførte spillet ble lagret i plassen spillet holder i reserve. Frigjør litt plass på disken.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Alt lagres igjen.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Spill ikke lagret</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Årsak: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Prøv igjen</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Ikke avslutt</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Avslutt likevel</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg er nøstet dypere enn {0} nivåer</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg viser til seg selv (en henvisningsløkke)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg bruker &lt;{0}&gt;, som temaer ikke kan bruke</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg tegner mer enn {0} former (via &lt;use&gt; og henvisninger)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg tegner mer enn {0} tegn med banedata og tekst</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg tegner bilder på mer enn {0} piksler</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Automatisk (følg systemet)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>Farge&amp;blindvennlige tall</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Åpne &amp;temamappen</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Temaet «{0}» kan ikke brukes: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Klassisk brukes i stedet.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisk</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Moderne</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mørkt</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Høy kontrast</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} mangler</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} er ikke en vanlig fil</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} er større enn {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} kan ikke leses</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: «{0}» mangler eller er feil</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json er ikke gyldig JSON ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} er ikke en farge (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: ukjent fargeplass «{0}»</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg er ikke UTF-8-tekst</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg erklærer en dokumenttype (ikke tillatt)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg er ikke en gyldig SVG-fil ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg viser til en annen fil ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg mangler elementene {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} i theme.svg er ikke tegnet i tallfargen sin {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>mappenavnet kan bare inneholde a-z, 0-9, - og _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>et medfølgende tema har dette navnet</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>det tar lenger enn {0} s å tegne</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>det kunne ikke prøves (ingen prosess)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>det tar {0} ms lenger enn det klassiske temaet å tegne (høyst {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt kan ikke tegne det</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n fullført spill kunne ikke lagres: avslutter du nå, går det tapt.</numerusform>
            <numerusform>%n fullførte spill kunne ikke lagres: avslutter du nå, går de tapt.</numerusform>
        </translation>
    </message>
</context>
</TS>
