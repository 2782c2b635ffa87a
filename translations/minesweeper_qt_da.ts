<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Minefelt</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Flagtilstand</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Spil tippet</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Vis s&amp;andsynligheder</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Fortryd det tabende træk</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Løs</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>&amp;Behold sandsynligheder slået til i nye spil</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>&amp;Oplæs feltets sandsynlighed</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>S&amp;kjul assistanceknapperne</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>Løsnings&amp;hastighed</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Langsomt</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normalt</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Hurtigt</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Tip: det næste sikre felt og hvorfor (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Sandsynligheder: hvert skjult felts risiko for en mine (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Sandsynligheder</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Spil det</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Spil det anbefalede felt (Skift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Luk tippet (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Kun den synlige del af brættet blev undersøgt.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Løs virker på brætter med op til 100.000 felter; på større brætter dækker tip og sandsynligheder den synlige del af brættet.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Med hjælp: tæller ikke med i bedste tider</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Med hjælp</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Fortrudte tab: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Klik hvor som helst: første klik er altid sikkert.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Flaget på {0} er forkert.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Tip: {0} er sikkert.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Tip: {0}, et gæt.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>En tvungen 50/50: dette felt og feltet på {0} deler én mine, og intet kan nogensinde skelne dem. Gæt nu: at vente hjælper ikke.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Dette felt ({0} risiko for mine) er enten sikkert eller halvdelen af en 50/50, som intet nogensinde kan afgøre, så at gætte det nu risikerer ikke mere.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Slutspil: alle veje, spillet stadig kan gå, er afprøvet. Dette felt ({0} risiko for mine) giver den bedste chance for at vinde: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Intet sikkert felt, og intet gæt kan afsløre noget nyt: dette har den laveste risiko, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Intet sikkert felt: dette har den laveste risiko, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Sikreste gæt: {0} risiko for mine.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Bedste gæt: {0} risiko for mine (det sikreste felt har {1}), men dets tal åbner oftere brættet.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Intet tal, det kan vise, gør straks et andet felt sikkert.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>&amp;Assistance</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Bedste tider</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Begynder</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Øvet</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, uden gæt</translation>
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
        <translation>Spillede spil:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Vundne spil:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Nuværende sejrsstime:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Længste sejrsstime:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Nulstil...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekorder</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Med flag</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Uden flag (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Bedste tid (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Bedste 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Bedste IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Bedste RQP (lavest)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Bedste STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Seneste {0} tællende spil:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vundet:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Gennemsnitlig tid for sejrene:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>Gennemsnitlig 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>Gennemsnitlig IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Kun dine egne spil: spil med hjælp, genstartede og genoptagne spil sætter ingen rekord.</translation>
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
        <translation>Nulstil bedste tider</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Glem bedste tider og statistik for {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>tomt</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>skjult</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>med flag</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>spørgsmålstegn</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mine</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>sprængt mine</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>forkert flag</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>række {0}, kolonne {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Tilpasset bræt</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Rækker:</translation>
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
        <translation>Øvelse: det daglige bræt for {0} har allerede sit resultat; dette spil ændrer det ikke.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Det daglige bræt for {0}: start på det markerede felt.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Resultatet for det daglige bræt kunne ikke gemmes: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Dit resultat for det daglige bræt for {0} er gemt: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Det var ikke dit eget spil (hjælp eller et bræt startet igen), så det tæller som ikke vundet.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Øvelse: det daglige bræt for {0} beholder sit første resultat ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Dagligt bræt</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiér</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Indsæt en resultatlinje, som nogen har delt</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Tjek</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Del dit resultat</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Tjek et delt resultat</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Dagens bræt ({0}, UTC), det samme for alle spillere: {1} × {2}, {3} miner (regel {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Brættet for {0} (UTC), det samme for alle spillere: {1} × {2}, {3} miner (regel {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Start på det markerede felt (række {0}, kolonne {1}): det åbner altid et område.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Brættet skifter kl. 00:00 UTC, uanset hvor du er: om {0} t {1} min.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Ikke spillet endnu. Dit første afsluttede spil på dette bræt er dagens resultat; senere spil er øvelse.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Spil dette bræt</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Vundet på {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Tabt efter {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Dagens resultat: {0} Senere spil på dette bræt er øvelse og ændrer det ikke.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Øv på dette bræt</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Dage spillet i træk: {0} (bedst {1}). Dage vundet i træk: {2} (bedst {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Kopieret til udklipsholderen.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Dette er ikke en resultatlinje fra det daglige bræt. Sådan ser en ud: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Regel {0} er ukendt for denne version af spillet: den kan ikke lave det bræt.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Ikke bekræftet: brætkoden passer ikke til brættet for {0} (regel {1}). Linjen er blevet ændret, eller den kommer fra et andet spil.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Bekræftet: brættet for {0} (regel {1}) er det samme, som du får. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Vundet på</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Tabt efter</translation>
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
        <translation>3BV: {0} af {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Tastetryk: {0} ({1} afdæk, {2} flag, {3} akkord)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Klik: {0} ({1} venstre, {2} højre, {3} akkord)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Fortrudte tab: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsæt</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nyt spil</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Spil dette &amp;bræt igen</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Spil de samme miner igen (tæller ikke med i bedste tider)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>Skift s&amp;værhedsgrad</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Afsl&amp;ut</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Fo&amp;rtryd det tabende træk</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Tilbage til lige før minen, for at øve (Ctrl+Z; spillet bliver et spil med hjælp)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Se gen&amp;tagelse</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>&amp;Dit navn:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Du vandt!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Bum!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Ny bedste tid! Plads {0} af 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Med hjælp: tæller ikke med i bedste tider</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Øvelse: tæller ikke med i bedste tider</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Genstartet bræt: tæller ikke med i bedste tider</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Genoptaget fra gemt spil: tæller ikke med i bedste tider</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Sat på pause</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>dets række i historikken er beskadiget</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>dets optagelse er beskadiget</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>det har ingen optagelse</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>dets optagelse er ikke et spil, som en gentagelsesfil kan rumme</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: spil {0} blev ikke eksporteret: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: kan ikke skrive gentagelser til {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: spilhistorikken kan ikke læses: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n gentagelse skrevet til {0}</numerusform>
            <numerusform>%n gentagelser skrevet til {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n spil havde ingen brugbar optagelse</numerusform>
            <numerusform>minesweeper-qt: %n spil havde ingen brugbar optagelse</numerusform>
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
        <translation>Ryd feltet uden at røre en mine</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Et tal fortæller, hvor mange af de otte felter omkring det der skjuler en mine. Afdæk alle sikre felter for at vinde; første klik er altid sikkert.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mus</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Venstreklik: afdæk et felt.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Højreklik: sæt eller fjern et flag.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Midterklik, eller venstre og højre samtidig, på et tal, hvis flag alle er sat: afdækker dets øvrige naboer (akkord). Et venstreklik på sådan et tal laver også akkord.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>At holde venstre knap nede sætter kun flag med Indstillinger &gt; Hold museknappen nede for at sætte flag. Ctrl+hjul zoomer; Skift+hjul ruller sidelæns.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Berøring</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Mens du holder, fyldes en ring omkring feltet; flaget kommer, når den lukkes. Knib med to fingre for at zoome.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Tryk for at afdække; tryk og hold for at sætte flag eller lave akkord på et tal. Flagtilstand (flagknappen, G) får tryk til at sætte flag.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Piletasterne flytter markøren; Mellemrum eller Enter afdækker (eller laver akkord); F sætter flag; F2 starter et nyt spil; Ctrl++ og Ctrl+- zoomer.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjælp</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H viser et tip: et sikkert felt og hvorfor det er sikkert; Skift+H spiller det; P viser hvert skjult felts risiko for en mine; Ctrl+Z fortryder et tabende træk; Esc fjerner tippet eller stopper Løs. Med berøring: pæren og de farvede firkanter i toppen, og Fortryd i menuen efter et tab. Hjælp gør spillet til et spil med hjælp: det tæller ikke med i bedste tider.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up og Page Down flytter en skærmside; Home og End går til rækkens ender, med Ctrl til brættets hjørner; Ctrl+pile går til kanten. Ctrl+9 tilpasser brættet til vinduet.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M siger antallet af miner tilbage og T tiden; Shift+P siger risikoen for en mine i feltet under markøren; H gentager tippet. F10 åbner menulinjen.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Konkurrencestatistik</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: det mindste antal venstreklik, der rydder brættet uden flag (hver åbning tæller én gang, hvert tal, der ikke støder op til en åbning, én gang). 3BV/s: løste 3BV pr. sekund. Klik: venstre-, højre- og akkordklik (dobbelte), som fællesskabet tæller dem. IOE (effektivitet): løste 3BV / klik. Korrekthed: effektive klik / klik. Gennemløb: løste 3BV / effektive klik. RQP: tid / (3BV/s). STNB: et hastighedsmål på standardbrætterne (C x 3BV / tid^1,7, gange kvadratroden af den løste del). ZiNi: det mindste antal klik med flag, som en grådig løser tæller dem.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>En indbygget Minestryger til skrivebordet med de klassiske regler.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Licenseret under MIT-licensen.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Hvis det viser et {0}, bliver %n andet felt sikkert.</numerusform>
            <numerusform>Hvis det viser et {0}, bliver %n andre felter sikre.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>Vundet spil</translation>
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
        <translation>Intet vundet spil at vise.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Tid (s): vælg én brætstørrelse</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Begynder</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Øvet</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Beskadiget</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Opgivet</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Genstartet</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bræt</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Uden gæt</translation>
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
        <translation>Tæller</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Se gen&amp;tagelse</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Eksportér ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slet</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Bræt:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Resultat:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Uden gæt:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>&amp;Dagligt:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Spilhistorik</translation>
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
        <translation>Kun uden gæt</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Kun tilfældige</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle spil</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Kun daglige brætter</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Ingen daglige brætter</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n spil i historikken kunne ikke læses og vises som beskadiget.</numerusform>
            <numerusform>%n spil i historikken kunne ikke læses og vises som beskadigede.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Dette spils række er beskadiget: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Vælg et spil for at se alle dets tal.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Dette spils optagelse er beskadiget: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Intet spil er slut endnu: hvert spil, du afslutter, vises her.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Intet spil passer til disse valg.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Eksportér gentagelse</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0}-gentagelser ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Eksportér gentagelser til mappe</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annullér</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n gentagelse eksporteret</numerusform>
            <numerusform>%n gentagelser eksporteret</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n sprunget over</numerusform>
            <numerusform>%n sprunget over</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (annulleret)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Eksporterer gentagelser...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Slet spil</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Slet %n spil og dets gentagelse?</numerusform>
            <numerusform>Slet %n spil og deres gentagelser?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n spil slettet.</numerusform>
            <numerusform>%n spil slettet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Sletter spil...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>med hjælp</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>genstartet</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>øvelse</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>genoptaget</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>gentagelse</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Tid {0} s · 3BV {1}/{2} · 3BV/s {3} · klik {4} ({5} venstre, {6} højre, {7} akkord) · effektive {8} · IOE {9} · korrekthed {10} · gennemløb {11} · RQP {12} · STNB {13} · ZiNi {14} · åbninger {15} · øer {16} · Cl/s {17} · Ce/s {18} · IOS {19} · sti {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%n spil kunne læses fra den og blev beholdt.</numerusform>
            <numerusform>%n spil kunne læses fra den og blev beholdt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n spil fra en tidligere tilsidesat historik blev lagt tilbage i din historik; den gamle fil er gemt som {0}.</numerusform>
            <numerusform>%n spil fra en tidligere tilsidesat historik blev lagt tilbage i din historik; den gamle fil er gemt som {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>Tællere i &amp;realtid</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · klik {1} · IOE {2} · anslået tid {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Tid {0} s · klik {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>Sådan spiller du</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Om Minestryger</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Flagtilstand: klik og tryk sætter flag (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Menu: pause, nyt spil, sværhedsgrad</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Nyt spil (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Bræt uden gæt: hvert sikkert felt kan findes uden at gætte</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Bræt uden gæt</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Miner tilbage: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Minestryger</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Tilpas til vinduet</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Hold brættet tilpasset vinduet</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Opgiv dette spil?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Dette spil tæller som et tab.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Spørg ikke igen, før jeg afslutter</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Kommandolinjen beder om et nyt spil, men dit gemte spil er stadig i gang. At starte det nye spil opgiver det gemte.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Opgiv det gemte spil?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Kommandolinjen beder om et nyt spil, men dit gemte spil er stadig i gang. At starte det nye spil tæller det gemte som et tab.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Start det nye spil</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Fortsæt det gemte spil</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Laver et bræt, der kan ryddes uden at gætte...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annullér</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Dette bræt kan kræve et gæt: der blev ikke fundet et bræt uden gæt i tide.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nyt</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Begynder (9 x 9, 10 miner)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Øvet (16 x 16, 40 miner)</translation>
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
        <translation>Uden &amp;gæt</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>&amp;Dagligt bræt...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>Bedste t&amp;ider...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Historik...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>&amp;Åbn gentagelse...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Indstillinger</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Spørgsmålstegn</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;Venstreklik på et tal laver akkord</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>F&amp;lagtilstand</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Hold &amp;museknappen nede for at sætte flag</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animationer</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Ur i &amp;hundrededele sekunder</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;ind</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;ud</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Faktisk størrelse</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>S&amp;prog</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Sådan spiller du</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Om</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>&amp;Første klik</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Altid en &amp;åbning (moderne)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Kun det klikkede felt er &amp;sikkert (klassisk)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>Forsinkelse ved langt &amp;tryk</translation>
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
        <translation>{0} (ingen skrifttype installeret)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>Annullér</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Åbn gentagelse</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: filen er for stor til en gentagelse ({1} MB; højst {2} MB læses).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: at læse denne gentagelse kræver mere end {1} GB hukommelse; det er ikke en gentagelse, spillet kan åbne.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Forbereder {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Læser {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Gentagelsen kunne ikke læses: læseprocessen startede ikke.</translation>
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
        <translation>{0} behøver én mine, og alle dets skjulte felter støder også op til {1}, så den mine er den, {1} behøver: dets øvrige felter er sikre: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 ved væggen</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Sammenlign {0} med {1}: hvert skjult felt ved det første støder op til det andet, og det andet behøver lige så mange flere miner, som det har øvrige felter: {2}, alle miner.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Sammenlign {0} med {1}: hvert skjult felt ved det første støder op til det andet, og det andet behøver ikke flere miner end det første, så dets øvrige felter er sikre: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Sammenlign {0} med {1}: de miner, de behøver, kan kun opfyldes med miner på {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Sammenlign {0} med {1}: de miner, de behøver, efterlader ingen til {2}, som er sikkert.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} ligger mellem {0} og {2}; hvert 1-tal har én mine blandt de felter, det deler med 2-tallet, så 2-tallets miner ligger i enderne: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} ligger mellem {0} og {2}; 2-tallets miner ligger i enderne, så feltet i midten er sikkert: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} behøver én mine mere end {0}, og de fælles felter rummer højst én, så feltet, som kun {1} støder op til, er en mine: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} behøver én mine mere end {0} og har kun ét eget felt, så det felt er en mine, og minen for {0} ligger i de fælles felter: de øvrige felter for {0} er sikre: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Prøv alle måder, tallene på {0} kan opfyldes på: hver af dem lægger en mine på {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Prøv alle måder, tallene på {0} kan opfyldes på: i hver af dem er {1} sikkert.</translation>
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
            <numerusform>og %n mere</numerusform>
            <numerusform>og %n mere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Det tomme felt på {0} rører ingen mine, så dets %n skjulte nabo er sikker: {1}.</numerusform>
            <numerusform>Det tomme felt på {0} rører ingen mine, så dets %n skjulte naboer er sikre: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{0} på {1} rører allerede %n mine ({2}), så dets øvrige skjulte naboer er sikre: {3}.</numerusform>
            <numerusform>{0} på {1} rører allerede %n miner ({2}), så dets øvrige skjulte naboer er sikre: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{0} på {1} behøver %n mine og har kun så mange skjulte felter: {2}, en mine.</numerusform>
            <numerusform>{0} på {1} behøver %n miner og har kun så mange skjulte felter: {2}, alle miner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{0} på {1} behøver %n mine mere og har kun så mange skjulte felter tilbage: {2}, en mine.</numerusform>
            <numerusform>{0} på {1} behøver %n miner mere og har kun så mange skjulte felter tilbage: {2}, alle miner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{0} på {1} (behøver stadig %n mine)</numerusform>
            <numerusform>{0} på {1} (behøver stadig %n miner)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Mineantal: %n mine er tilbage, og tallene langs kanten behøver den, så hvert andet skjult felt er sikkert, også {0}.</numerusform>
            <numerusform>Mineantal: %n miner er tilbage, og tallene langs kanten behøver dem alle, så hvert andet skjult felt er sikkert, også {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Mineantal: med %n mine tilbage kan tallene kun opfyldes på måder, der lader {0} være sikkert.</numerusform>
            <numerusform>Mineantal: med %n miner tilbage kan tallene kun opfyldes på måder, der lader {0} være sikkert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Mineantal: med %n mine tilbage kan tallene kun opfyldes på måder, der lægger en mine på {0}.</numerusform>
            <numerusform>Mineantal: med %n miner tilbage kan tallene kun opfyldes på måder, der lægger en mine på {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n tidligere trin vises ikke.)</numerusform>
            <numerusform>(%n tidligere trin vises ikke.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>et andet program bruger den</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>en ind-/uddatafejl</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>Spilhistorikken blev skrevet af en nyere version af spillet; den blev lagt til side som {0}, og en ny historik blev startet.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Noget andet end en fil lå på spilhistorikkens plads; det blev lagt til side som {0}, og en ny historik blev startet.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Spilhistorikfilen var beskadiget; den blev lagt til side som {0}, og en ny historik blev startet.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>En tidligere tilsidesat historik kunne ikke læses; den er gemt som {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Spilhistorikken kan ikke bruges nu: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Et spil kunne ikke føjes til historikken: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Afsluttede spil kan ikke skrives til disken nu ({0}); de holdes i hukommelsen og skrives så hurtigt som muligt, men går tabt, hvis spillet lukkes inden.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Gentagelser ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0}-gentagelser ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Åbn gentagelse</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Seneste spil</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: gentagelsen indeholder %Ln hændelse, for mange (højst {1} læses).</numerusform>
            <numerusform>{0}: gentagelsen indeholder %Ln hændelser, for mange (højst {1} læses).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Før første træk</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>afdækning</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>flag</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akkord</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>fortrydelse</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Træk {0} af {1}, {2} s: {3} i {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Tid {0} s · 3BV {1} / {2} · 3BV/s {3} · Klik {4} ({5} venstre, {6} højre, {7} akkord) · IOE {8}</translation>
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
        <translation>Afspil</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Gentagelse</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Én hændelse tilbage (Venstre)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Én hændelse frem (Højre)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Gentagelsens tid</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Gentagelsens bræt</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Højre og Venstre går et trin ad gangen, med Ctrl et træk ad gangen; M siger trækket, Mellemrum afspiller</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Hastighed:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Analyse af {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} miner</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Træk, der er et kig værd:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Analysens tidslinje</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Brætter med mere end 100.000 felter analyseres ikke.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Dette spil kan ikke analyseres.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Forrige gæt eller forkerte flag (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Næste gæt eller forkerte flag (Page Down)</translation>
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
        <translation>afdæk</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akkord</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>flag</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>fjern flag</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>spørgsmålstegn</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>sikkert</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>tvunget gæt</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>unødvendigt gæt</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>forkert flag</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>fejltræk</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} på {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>chance for at overleve dem alle: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Intet gæt: hver afdækning var med sikkerhed ufarlig.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>spildte klik: {0} af {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (træk {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Længste pauser: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · træk {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: forkert flag (ingen mine der)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: tvunget gæt, {1} risiko for mine, den laveste risiko der var</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: tvunget gæt, {1} risiko for mine (intet felt var med sikkerhed ufarligt; det sikreste, {2}, havde {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: unødvendigt gæt, {1} risiko for mine</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: et fejltræk ({1} risiko for mine)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Tabt her, så taget tilbage (fortryd): spillet fortsatte, og dets tal udelader dette træk.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Spillet blev tabt her.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Intet gæt</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n gæt: {0} tvungne, {1} unødvendige</numerusform>
            <numerusform>%n gæt: {0} tvungne, {1} unødvendige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n gæt, {0} unødvendige</numerusform>
            <numerusform>%n gæt, {0} unødvendige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n forkert flag</numerusform>
            <numerusform>%n forkerte flag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>Det andet %n træk var sikkert.</numerusform>
            <numerusform>De andre %n træk var sikre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n felt var med sikkerhed ufarligt da, for eksempel {0}:</numerusform>
            <numerusform>%n felter var med sikkerhed ufarlige da, for eksempel {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Dit gemte spil var allerede slut og talt med, så et nyt spil er startet.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Dit gemte spil kunne ikke læses, så et nyt spil er startet.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Den beskadigede fil blev gemt som {0}.</translation>
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
        <translation>række {0}, kolonne {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln felt afdækket</numerusform>
            <numerusform>%Ln felter afdækket</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln felt afdækket</numerusform>
            <numerusform>%Ln felter afdækket</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln felt afdækket: {0}</numerusform>
            <numerusform>%Ln felter afdækket: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Spillede {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Løs: %Ln træk, {0}, sidste i {1}</numerusform>
            <numerusform>Løs: %Ln træk, {0}, sidste i {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Løs: %Ln træk, {0}, sidste i {1}</numerusform>
            <numerusform>Løs: %Ln træk, {0}, sidste i {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>intet felt afdækket</translation>
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
        <translation>ingen sandsynlighed</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>med sikkerhed ufarligt</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>med sikkerhed en mine</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} risiko for mine</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Sandsynligheder vises</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Sandsynligheder skjult</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Allerede afdækket</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Brættets kant</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>%Ln mine tilbage</numerusform>
            <numerusform>%Ln miner tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>%Ln mine tilbage</numerusform>
            <numerusform>%Ln miner tilbage</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Flag sat</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Spørgsmålstegn</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Flag fjernet</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Du vandt på {0} sekunder</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Du ramte en mine efter {0} sekunder</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} gange {1} felter, %Ln mine</numerusform>
            <numerusform>{0} gange {1} felter, %Ln miner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} gange {1} felter, %Ln mine</numerusform>
            <numerusform>{0} gange {1} felter, %Ln miner</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Piletasterne flytter, Mellemrum afdækker, F sætter flag</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Nyt spil: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Spillet er sat på pause</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Dit gemte spil fortsætter: det daglige bræt, kommandolinjen bad om, blev ikke startet.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Dit gemte spil fortsætter: det nye spil, kommandolinjen bad om, blev ikke startet.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Indstillingsfilen var beskadiget og er lagt til side; standardværdierne bruges.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Oversættelsesfilen er beskadiget; spillet vises på engelsk.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>noget andet end en fil ligger på dens plads</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken er fuld</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>filen eller dens mappe er skrivebeskyttet</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disken er skrivebeskyttet</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>noget andet end en mappe står i vejen</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Spillet kunne ikke gemmes: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>indstillingerne kunne ikke skrives</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Indstillingerne kunne ikke gemmes: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Disken er fuld: det afsluttede spil blev gemt i den plads, spillet holder i reserve. Frigør noget plads på disken.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Alt gemmes igen.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Spil ikke gemt</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Årsag: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Prøv igen</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Afslut ikke</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Afslut alligevel</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg er indlejret dybere end {0} niveauer</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg henviser til sig selv (en henvisningsløkke)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg bruger &lt;{0}&gt;, som temaer ikke må bruge</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg tegner mere end {0} figurer (via &lt;use&gt; og henvisninger)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg tegner mere end {0} tegn stidata og tekst</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg tegner billeder på mere end {0} pixels</translation>
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
        <translation>Farve&amp;blindvenlige tal</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Åbn &amp;temamappen</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Temaet “{0}” kan ikke bruges: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Klassisk bruges i stedet.</translation>
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
        <translation>Høj kontrast</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} mangler</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} er ikke en almindelig fil</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} er større end {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} kan ikke læses</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: &quot;{0}&quot; mangler eller er forkert</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json er ikke gyldig JSON ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} er ikke en farve (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: ukendt farveplads &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg er ikke UTF-8-tekst</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg erklærer en dokumenttype (ikke tilladt)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg er ikke en gyldig SVG-fil ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg henviser til en anden fil ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg mangler elementerne {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} i theme.svg er ikke tegnet i sin talfarve {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>mappenavnet må kun indeholde a-z, 0-9, - og _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>et medfølgende tema har dette navn</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>det tager længere end {0} s at tegne</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>det kunne ikke afprøves (ingen proces)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>det tager {0} ms længere end det klassiske tema at tegne (højst {1} ms)</translation>
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
            <numerusform>%n afsluttet spil kunne ikke gemmes: afslutter du nu, går det tabt.</numerusform>
            <numerusform>%n afsluttede spil kunne ikke gemmes: afslutter du nu, går de tabt.</numerusform>
        </translation>
    </message>
</context>
</TS>
