<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Minfält</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Flaggläge</translation>
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
        <translation>&amp;Spela tipset</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Visa s&amp;annolikheter</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Ångra förlustdraget</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Lös</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>&amp;Behåll sannolikheterna påslagna i nya spel</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>Säg &amp;rutans sannolikhet</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>&amp;Dölj assistansknapparna</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>Lösnings&amp;hastighet</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Långsamt</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normalt</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Snabbt</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Tips: nästa säkra ruta och varför (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Sannolikheter: varje dold rutas risk för en mina (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Sannolikheter</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Spela</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Spela den tipsade rutan (Skift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Stäng tipset (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Bara den synliga delen av brädet undersöktes.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Lös fungerar på planer med upp till 100 000 rutor; på större planer gäller tips och sannolikheter den synliga delen av planen.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Med hjälp: räknas inte till bästa tider</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Med hjälp</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Ångrade förluster: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Klicka var som helst: första klicket är alltid säkert.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Flaggan på {0} är fel.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Tips: {0} är säker.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Tips: {0}, en gissning.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>En tvingad 50/50: den här rutan och den på {0} delar en mina, och inget kan någonsin skilja dem åt. Gissa nu: att vänta hjälper inte.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Den här rutan ({0} risk för mina) är antingen säker eller hälften av en 50/50 som inget någonsin kan avgöra, så att gissa på den nu riskerar inget mer.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Slutspel: varje väg spelet fortfarande kan ta har prövats. Den här rutan ({0} risk för mina) ger bäst chans att vinna: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Ingen säker ruta, och ingen gissning kan avslöja något nytt: den här har lägst risk, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Ingen säker ruta: den här har lägst risk, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Säkraste gissning: {0} risk för mina.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Bästa gissning: {0} risk för mina (den säkraste rutan har {1}), men dess siffra öppnar planen med större sannolikhet.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Ingen siffra den kan visa gör genast en annan ruta säker.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>Ass&amp;istans</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Bästa tider</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Nybörjare</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, utan gissning</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
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
        <translation>Datum</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Spelade spel:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Vunna spel:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Nuvarande vinstsvit:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Längsta vinstsvit:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Återställ...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekord</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Med flaggor</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Utan flaggor (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Bästa tid (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Bästa 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Bästa IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Bästa RQP (lägst)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Bästa STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Senaste {0} räknade spel:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vunna:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Medeltid för vinsterna:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>Medel 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>Medel IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Bara dina egna spel: spel med hjälp, omstartade och återupptagna spel sätter inga rekord.</translation>
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
        <translation>Återställ bästa tider</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Glöm bästa tider och statistik för {0}?</translation>
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
        <translation>dold</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>flaggad</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>frågetecken</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mina</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>exploderad mina</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>felaktig flagga</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>rad {0}, kolumn {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Anpassad spelplan</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Rader:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Kolumner:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Minor:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Övning: dagens plan för {0} har redan sitt resultat; det här spelet ändrar det inte.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Dagens plan för {0}: börja på den markerade rutan.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Resultatet för dagens plan kunde inte sparas: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Ditt resultat på dagens plan för {0} är sparat: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Det var inte ditt eget spel (hjälp, eller ett bräde som startats om), så det räknas som inte vunnet.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Övning: dagens plan för {0} behåller sitt första resultat ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Dagens plan</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiera</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Klistra in en resultatrad som någon har delat</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>K&amp;ontrollera</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Dela ditt resultat</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Kontrollera ett delat resultat</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Dagens plan ({0}, UTC), samma för alla spelare: {1} × {2}, {3} minor (regel {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Planen för {0} (UTC), samma för alla spelare: {1} × {2}, {3} minor (regel {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Börja på den markerade rutan (rad {0}, kolumn {1}): den öppnar alltid ett område.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Planen byts klockan 00:00 UTC, var du än befinner dig: om {0} h {1} min.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Inte spelad än. Ditt första avslutade spel på den här planen blir dagens resultat; senare spel är övning.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Spela den här planen</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Vann på {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Förlorade efter {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Dagens resultat: {0} Senare spel på den här planen är övning och ändrar det inte.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Öva på den här planen</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Dagar spelade i rad: {0} (bäst {1}). Dagar vunna i rad: {2} (bäst {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Kopierat till urklipp.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Det här är ingen resultatrad för dagens plan. Den ser ut så här: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Regel {0} är okänd för den här versionen av spelet: den kan inte skapa den planen.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Inte verifierat: plankoden stämmer inte med planen för {0} (regel {1}). Raden har ändrats eller kommer från ett annat spel.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Verifierat: planen för {0} (regel {1}) är densamma som du får. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Vann på</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Förlorade efter</translation>
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
        <translation>Tangenttryck: {0} ({1} öppna, {2} flagga, {3} ackord)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Klick: {0} ({1} vänster, {2} höger, {3} ackord)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Ångrade förluster: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsätt</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nytt spel</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Spela &amp;om den här planen</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Spela samma minor igen (räknas inte till bästa tider)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>Ändra s&amp;vårighetsgrad</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Avsl&amp;uta</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Ångra förlustdraget</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Tillbaka till strax före minan, för att öva (Ctrl+Z; spelet räknas som spelat med hjälp)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Se &amp;repris</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Ditt na&amp;mn:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Du vann!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Pang!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Ny bästa tid! Plats {0} av 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Med hjälp: räknas inte till bästa tider</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Övning: räknas inte till bästa tider</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Omstartad plan: räknas inte till bästa tider</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Återupptaget från sparat spel: räknas inte till bästa tider</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausad</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>dess rad i historiken är skadad</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>dess inspelning är skadad</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>det har ingen inspelning</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>dess inspelning är inget spel som en reprisfil kan rymma</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: spel {0} exporterades inte: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: kan inte skriva repriser till {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: spelhistoriken kan inte läsas: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n repris skriven till {0}</numerusform>
            <numerusform>%n repriser skrivna till {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n spel hade ingen användbar inspelning</numerusform>
            <numerusform>minesweeper-qt: %n spel hade ingen användbar inspelning</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Analys</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Röj fältet utan att röra en mina</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>En siffra visar hur många av de åtta rutorna runt den som döljer en mina. Öppna alla säkra rutor för att vinna; första klicket är alltid säkert.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mus</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Vänsterklick: öppna en ruta.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Högerklick: sätt ut eller ta bort en flagga.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Mittenklick, eller vänster och höger samtidigt, på en siffra vars flaggor alla är utsatta: öppnar dess övriga grannar (ackord). Ett vänsterklick på en sådan siffra gör också ackord.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Att hålla ned vänsterknappen flaggar bara med Alternativ &gt; Hålla ned musknappen flaggar. Ctrl+hjul zoomar; Skift+hjul rullar i sidled.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Pekskärm</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Medan du håller fylls en ring runt rutan; flaggan kommer när den sluts. Nyp med två fingrar för att zooma.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Tryck för att öppna; tryck och håll för att flagga eller göra ackord på en siffra. Flaggläge (flaggknappen, G) gör att tryck sätter flaggor.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tangentbord</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Piltangenterna flyttar markören; Blanksteg eller Retur öppnar (eller gör ackord); F flaggar; F2 startar ett nytt spel; Ctrl++ och Ctrl+- zoomar.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjälp</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H visar ett tips: en säker ruta och varför den är säker; Skift+H spelar den; P visar varje dold rutas risk för en mina; Ctrl+Z tar tillbaka ett förlustdrag; Esc stänger tipset eller stoppar Lös. Med pekskärm: glödlampan och de färgade rutorna i huvudet, och Ångra i menyn efter en förlust. Hjälp gör spelet till ett spel med hjälp: det räknas inte till bästa tider.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up och Page Down flyttar en skärmsida; Home och End går till radens ändar, med Ctrl till planens hörn; Ctrl+pilar går till kanten. Ctrl+9 anpassar planen till fönstret.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M säger antalet minor kvar och T tiden; Shift+P säger risken för en mina i rutan under markören; H upprepar tipset. F10 öppnar menyraden.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Tävlingsstatistik</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: minsta antalet vänsterklick som röjer planen utan flaggor (varje öppning räknas en gång, varje siffra som inte gränsar till en öppning en gång). 3BV/s: lösta 3BV per sekund. Klick: vänster-, höger- och ackordklick (dubbla) så som communityn räknar dem. IOE (effektivitet): lösta 3BV / klick. Korrekthet: effektiva klick / klick. Genomströmning: lösta 3BV / effektiva klick. RQP: tid / (3BV/s). STNB: ett hastighetsmått på standardplanerna (C x 3BV / tid^1,7, gånger kvadratroten ur den lösta delen). ZiNi: minsta antalet klick med flaggning, så som en girig lösare räknar dem.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>En inbyggd Minröjning för skrivbordet med de klassiska reglerna.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Licensierad under MIT-licensen.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Om den visar en {0} blir %n annan ruta säker.</numerusform>
            <numerusform>Om den visar en {0} blir %n andra rutor säkra.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>Vunnet spel</translation>
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
        <translation>Inget vunnet spel att visa.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Tid (s): välj en planstorlek</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Nybörjare</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Skadat</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Förlorat</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Avbrutet</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Omstartat</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Utan gissning</translation>
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
        <translation>Räknat</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Se &amp;repris</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Exportera ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Ta bort</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Plan:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Resultat:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Utan gissning:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>&amp;Dagens plan:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Spelhistorik</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Alla storlekar</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alla</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Båda</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Bara utan gissning</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Bara slumpmässiga</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alla spel</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Bara dagens planer</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Utan dagens planer</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n spel i historiken kunde inte läsas och visas som skadat.</numerusform>
            <numerusform>%n spel i historiken kunde inte läsas och visas som skadade.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Det här spelets rad är skadad: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Välj ett spel för att se alla dess värden.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Det här spelets inspelning är skadad: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Inget spel har avslutats än: varje spel du avslutar visas här.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Inget spel matchar de här valen.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Exportera repris</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0}-repriser ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Exportera repriser till mapp</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n repris exporterad</numerusform>
            <numerusform>%n repriser exporterade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n överhoppad</numerusform>
            <numerusform>%n överhoppade</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (avbrutet)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Exporterar repriser...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Ta bort spel</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Ta bort %n spel och dess repris?</numerusform>
            <numerusform>Ta bort %n spel och deras repriser?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n spel borttaget.</numerusform>
            <numerusform>%n spel borttagna.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Tar bort spel...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>med hjälp</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>omstartat</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>övning</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>återupptaget</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>repris</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Tid {0} s · 3BV {1}/{2} · 3BV/s {3} · klick {4} ({5} vänster, {6} höger, {7} ackord) · effektiva {8} · IOE {9} · korrekthet {10} · genomströmning {11} · RQP {12} · STNB {13} · ZiNi {14} · öppningar {15} · öar {16} · Cl/s {17} · Ce/s {18} · IOS {19} · sträcka {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%n spel kunde läsas från den och behölls.</numerusform>
            <numerusform>%n spel kunde läsas från den och behölls.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n spel från en tidigare undanlagd historik lades tillbaka i din historik; den gamla filen finns kvar som {0}.</numerusform>
            <numerusform>%n spel från en tidigare undanlagd historik lades tillbaka i din historik; den gamla filen finns kvar som {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>Räknare i &amp;realtid</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · klick {1} · IOE {2} · uppskattad tid {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Tid {0} s · klick {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>Så spelar du</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Om Minröjning</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Flaggläge: klick och tryck sätter flaggor (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Meny: paus, nytt spel, svårighetsgrad</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Nytt spel (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Plan utan gissning: varje säker ruta kan hittas utan att gissa</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Plan utan gissning</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Minor kvar: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Minröjning</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Anpassa till fönstret</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Håll planen anpassad till fönstret</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Ge upp det här spelet?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Det här spelet räknas som en förlust.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Fråga inte igen förrän jag avslutar</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Kommandoraden ber om ett nytt spel, men ditt sparade spel pågår fortfarande. Att starta det nya spelet ger upp det sparade.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Ge upp det sparade spelet?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Kommandoraden ber om ett nytt spel, men ditt sparade spel pågår fortfarande. Att starta det nya spelet räknar det sparade som en förlust.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Starta det nya spelet</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Fortsätt spela det sparade spelet</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Skapar en plan som kan röjas utan att gissa...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Den här planen kan kräva en gissning: ingen plan utan gissning hittades i tid.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nytt</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>N&amp;ybörjare (9 x 9, 10 minor)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Medel (16 x 16, 40 minor)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Expert (16 x 30, 99 minor)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Anpassad...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>Utan &amp;gissning</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>&amp;Dagens plan...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>Bästa &amp;tider...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Historik...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>&amp;Öppna repris...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>A&amp;vsluta</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Alternativ</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Frågetecken</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;Vänsterklick på en siffra gör ackord</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Flagg&amp;läge</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Hålla ned &amp;musknappen flaggar</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animationer</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Klocka i &amp;hundradels sekunder</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zooma &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zooma &amp;ut</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Verklig storlek</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Så spelar du</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Om</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>Första &amp;klicket</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Alltid en &amp;öppning (modern)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Bara den klickade rutan är &amp;säker (klassisk)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>Fördröjning för långt &amp;tryck</translation>
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
        <translation>{0} (inget teckensnitt installerat)</translation>
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
        <translation>Öppna repris</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: filen är för stor för en repris ({1} MB; högst {2} MB läses).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: att läsa den här reprisen kräver mer än {1} GB minne; det är ingen repris som spelet kan öppna.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Förbereder {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Läser {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Reprisen kunde inte läsas: läsprocessen startade inte.</translation>
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
        <translation>{0} och {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{0} på {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} behöver en mina och alla dess dolda rutor gränsar också till {1}, så den minan är den som {1} behöver: dess övriga rutor är säkra: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 vid väggen</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Jämför {0} med {1}: varje dold ruta hos den första gränsar till den andra, och den andra behöver lika många minor till som den har övriga rutor: {2}, alla minor.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Jämför {0} med {1}: varje dold ruta hos den första gränsar till den andra, och den andra behöver inte fler minor än den första, så dess övriga rutor är säkra: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Jämför {0} med {1}: minorna de behöver kan bara uppfyllas med minor på {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Jämför {0} med {1}: minorna de behöver lämnar ingen till {2}, som är säker.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} ligger mellan {0} och {2}; varje 1 har en mina bland rutorna den delar med 2:an, så 2:ans minor ligger i ändarna: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} ligger mellan {0} och {2}; 2:ans minor ligger i ändarna, så rutan i mitten är säker: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} behöver en mina mer än {0}, och rutorna de delar rymmer högst en, så rutan som bara {1} gränsar till är en mina: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} behöver en mina mer än {0} och har bara en egen ruta, så den rutan är en mina och minan för {0} ligger i rutorna de delar: övriga rutor för {0} är säkra: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Pröva varje sätt siffrorna på {0} kan uppfyllas: vart och ett lägger en mina på {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Pröva varje sätt siffrorna på {0} kan uppfyllas: i vart och ett är {1} säker.</translation>
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
            <numerusform>och %n till</numerusform>
            <numerusform>och %n till</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Den tomma rutan på {0} gränsar inte till någon mina, så dess %n dolda granne är säker: {1}.</numerusform>
            <numerusform>Den tomma rutan på {0} gränsar inte till någon mina, så dess %n dolda grannar är säkra: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{0} på {1} gränsar redan till %n mina ({2}), så dess övriga dolda grannar är säkra: {3}.</numerusform>
            <numerusform>{0} på {1} gränsar redan till %n minor ({2}), så dess övriga dolda grannar är säkra: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{0} på {1} behöver %n mina och har bara så många dolda rutor: {2}, en mina.</numerusform>
            <numerusform>{0} på {1} behöver %n minor och har bara så många dolda rutor: {2}, alla minor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{0} på {1} behöver %n mina till och har bara så många dolda rutor kvar: {2}, en mina.</numerusform>
            <numerusform>{0} på {1} behöver %n minor till och har bara så många dolda rutor kvar: {2}, alla minor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{0} på {1} (behöver fortfarande %n mina)</numerusform>
            <numerusform>{0} på {1} (behöver fortfarande %n minor)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Minräkning: %n mina är kvar och siffrorna längs kanten behöver den, så varje annan dold ruta är säker, även {0}.</numerusform>
            <numerusform>Minräkning: %n minor är kvar och siffrorna längs kanten behöver alla, så varje annan dold ruta är säker, även {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Minräkning: med %n mina kvar kan siffrorna bara uppfyllas på sätt som lämnar {0} säker.</numerusform>
            <numerusform>Minräkning: med %n minor kvar kan siffrorna bara uppfyllas på sätt som lämnar {0} säker.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Minräkning: med %n mina kvar kan siffrorna bara uppfyllas på sätt som lägger en mina på {0}.</numerusform>
            <numerusform>Minräkning: med %n minor kvar kan siffrorna bara uppfyllas på sätt som lägger en mina på {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n tidigare steg visas inte.)</numerusform>
            <numerusform>(%n tidigare steg visas inte.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>ett annat program använder den</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>ett in-/utmatningsfel</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>Spelhistoriken skrevs av en nyare version av spelet; den lades undan som {0} och en ny historik påbörjades.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Något annat än en fil låg på spelhistorikens plats; det lades undan som {0} och en ny historik påbörjades.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Spelhistorikfilen var skadad; den lades undan som {0} och en ny historik påbörjades.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>En tidigare undanlagd historik kunde inte läsas; den finns kvar som {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Spelhistoriken kan inte användas nu: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Ett spel kunde inte läggas till i historiken: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Avslutade spel kan inte skrivas till disken nu ({0}); de hålls i minnet och skrivs så snart som möjligt, men går förlorade om spelet stängs innan dess.</translation>
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
        <translation>Öppna repris</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Senaste spelet</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: reprisen innehåller %Ln händelse, för många (högst {1} läses).</numerusform>
            <numerusform>{0}: reprisen innehåller %Ln händelser, för många (högst {1} läses).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Före första draget</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>öppning</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>flaggning</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>ackord</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>ångring</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Drag {0} av {1}, {2} s: {3} på {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Tid {0} s · 3BV {1} / {2} · 3BV/s {3} · Klick {4} ({5} vänster, {6} höger, {7} ackord) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spela upp</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repris</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>En händelse bakåt (Vänster)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>En händelse framåt (Höger)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Reprisens tid</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Reprisens plan</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Höger och Vänster stegar, med Ctrl ett drag i taget; M säger draget, Blanksteg spelar upp</translation>
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
        <translation>Analys av {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} minor</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Drag värda en titt:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Analysens tidslinje</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Planer med fler än 100 000 rutor analyseras inte.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Det här spelet kan inte analyseras.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Föregående gissning eller felaktig flagga (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Nästa gissning eller felaktig flagga (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Analyserar spelet…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>öppna</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>ackord</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>flagga</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>ta bort flagga</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>frågetecken</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>säker</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>tvingad gissning</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>onödig gissning</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>felaktig flagga</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>misstag</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Förlorat</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} på {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>chans att klara alla: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Ingen gissning: varje öppning var säkert ofarlig.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>slösade klick: {0} av {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (drag {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Längsta pauser: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · drag {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: felaktig flagga (ingen mina där)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: tvingad gissning, {1} risk för mina, lägsta möjliga risk</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: tvingad gissning, {1} risk för mina (ingen ruta var säkert ofarlig; den säkraste, {2}, hade {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: onödig gissning, {1} risk för mina</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: ett misstag ({1} risk för mina)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Förlorat här, sedan ångrat (ångra): spelet fortsatte, och dess siffror utelämnar detta drag.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Spelet förlorades här.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Ingen gissning</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n gissning: {0} tvingade, {1} onödiga</numerusform>
            <numerusform>%n gissningar: {0} tvingade, {1} onödiga</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n gissning, {0} onödiga</numerusform>
            <numerusform>%n gissningar, {0} onödiga</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n felaktig flagga</numerusform>
            <numerusform>%n felaktiga flaggor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>Det andra %n draget var säkert.</numerusform>
            <numerusform>De andra %n dragen var säkra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n ruta var säkert ofarlig då, till exempel {0}:</numerusform>
            <numerusform>%n rutor var säkert ofarliga då, till exempel {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Ditt sparade spel var redan slut och räknat, så ett nytt spel har börjat.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Ditt sparade spel kunde inte läsas, så ett nytt spel har startat.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Den skadade filen sparades som {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Anpassad {0} x {1}, %n mina</numerusform>
            <numerusform>Anpassad {0} x {1}, %n minor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Anpassad {0} x {1}, %n mina</numerusform>
            <numerusform>Anpassad {0} x {1}, %n minor</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>rad {0}, kolumn {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln ruta öppnad</numerusform>
            <numerusform>%Ln rutor öppnade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln ruta öppnad</numerusform>
            <numerusform>%Ln rutor öppnade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln ruta öppnad: {0}</numerusform>
            <numerusform>%Ln rutor öppnade: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Spelade {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Lös: %Ln drag, {0}, sista på {1}</numerusform>
            <numerusform>Lös: %Ln drag, {0}, sista på {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Lös: %Ln drag, {0}, sista på {1}</numerusform>
            <numerusform>Lös: %Ln drag, {0}, sista på {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>ingen ruta öppnad</translation>
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
        <translation>ingen sannolikhet</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>säkert ofarlig</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>säkert en mina</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} risk för mina</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Sannolikheter visas</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Sannolikheter dolda</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Redan öppen</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Planens kant</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>%Ln mina kvar</numerusform>
            <numerusform>%Ln minor kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>%Ln mina kvar</numerusform>
            <numerusform>%Ln minor kvar</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Flaggad</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Frågetecken</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Flagga borttagen</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Du vann på {0} sekunder</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Du gick på en mina efter {0} sekunder</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} gånger {1} rutor, %Ln mina</numerusform>
            <numerusform>{0} gånger {1} rutor, %Ln minor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} gånger {1} rutor, %Ln mina</numerusform>
            <numerusform>{0} gånger {1} rutor, %Ln minor</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Piltangenterna flyttar, Blanksteg öppnar, F flaggar</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Nytt spel: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Spelet pausat</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Ditt sparade spel fortsätter: dagens plan som kommandoraden bad om startades inte.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Ditt sparade spel fortsätter: det nya spelet som kommandoraden bad om startades inte.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Inställningsfilen var skadad och har lagts undan; standardvärdena används.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Översättningsfilen är skadad; spelet visas på engelska.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>något annat än en fil ligger på dess plats</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken är full</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>filen eller dess mapp är skrivskyddad</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disken är skrivskyddad</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>något annat än en mapp står i vägen</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Spelet kunde inte sparas: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>inställningarna kunde inte skrivas</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Inställningarna kunde inte sparas: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Disken är full: det avslutade spelet sparades i det utrymme som spelet håller i reserv. Frigör lite utrymme på disken.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Allt sparas igen.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Spel inte sparade</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Orsak: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Försök igen</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Avsluta inte</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Avsluta ändå</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg är nästlad djupare än {0} nivåer</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg hänvisar till sig själv (en hänvisningsslinga)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg använder &lt;{0}&gt;, som teman inte får använda</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg ritar mer än {0} former (via &lt;use&gt; och hänvisningar)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg ritar mer än {0} tecken av sökvägsdata och text</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg ritar bilder på mer än {0} pixlar</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Automatiskt (följ systemet)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>Färg&amp;blindsäkra siffror</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Öppna &amp;temamappen</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Temat ”{0}” kan inte användas: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Klassiskt används i stället.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiskt</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Modernt</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mörkt</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hög kontrast</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} saknas</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} är ingen vanlig fil</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} är större än {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} kan inte läsas</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: ”{0}” saknas eller är fel</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json är ingen giltig JSON ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} är ingen färg (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: okänd färgplats ”{0}”</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg är ingen UTF-8-text</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg deklarerar en dokumenttyp (inte tillåtet)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg är ingen giltig SVG-fil ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg hänvisar till en annan fil ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg saknar elementen {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} i theme.svg är inte ritad i sin sifferfärg {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>mappnamnet får bara innehålla a-z, 0-9, - och _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>ett medföljande tema har det här namnet</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>det tar längre än {0} s att rita</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>det kunde inte provas (ingen process)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>det tar {0} ms längre än det klassiska temat att rita (högst {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt kan inte rita det</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n avslutat spel kunde inte sparas: avslutar du nu går det förlorat.</numerusform>
            <numerusform>%n avslutade spel kunde inte sparas: avslutar du nu går de förlorade.</numerusform>
        </translation>
    </message>
</context>
</TS>
