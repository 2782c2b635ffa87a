<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Mijnenveld</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Vlagmodus</translation>
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
        <translation>&amp;Assistentie</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>Hint &amp;spelen</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>&amp;Kansen tonen</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Verliezende zet ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Oplossen</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>Kansen &amp;aan laten bij nieuwe spellen</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>Kans van het vakje &amp;uitspreken</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>Hulpknoppen ver&amp;bergen</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>&amp;Tempo van oplossen</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Langzaam</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normaal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Snel</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Hint: het volgende veilige vakje en waarom (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Kansen: de kans op een mijn in elk verborgen vakje (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Kansen</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Het aangewezen vakje spelen (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Hint sluiten (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Alleen het zichtbare deel van het bord is bekeken.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Oplossen werkt op velden tot 100.000 vakjes; op grotere velden gelden hints en kansen voor het zichtbare deel van het veld.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Met hulp: telt niet voor beste tijden</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Met hulp</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Ongedane verliespartijen: {0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Klik waar je wilt: de eerste klik is altijd veilig.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>De vlag op {0} is fout.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Hint: {0} is veilig.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Hint: {0}, een gok.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Een gedwongen 50/50: dit vak en dat op {0} delen één mijn, en niets kan ze ooit onderscheiden. Gok nu: wachten helpt niet.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Dit vak ({0} mijn) is veilig of de helft van een 50/50 dat niets ooit kan oplossen, dus het nu gokken riskeert niets extra.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Eindspel: elk mogelijk verloop van het spel is geprobeerd. Dit vak ({0} mijn) geeft de beste kans om te winnen: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Geen veilig vak, en geen gok kan iets nieuws vertellen: dit vak heeft het laagste risico, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Geen veilig vakje: dit heeft het kleinste risico, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Veiligste gok: {0} kans op een mijn.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Beste gok: {0} kans op een mijn (het veiligste vak heeft {1}), maar zijn getal opent het veld waarschijnlijker.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Geen getal dat het kan tonen maakt meteen een ander vak veilig.</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Beste tijden</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Gevorderd</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, zonder gokken</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tijd (s)</translation>
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
        <translation>Gespeelde spellen:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Gewonnen spellen:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Huidige winstreeks:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Langste winstreeks:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Wissen...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Met vlaggen</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Zonder vlaggen (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Beste tijd (s)</translation>
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
        <translation>Beste RQP (laagste)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Beste STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Laatste {0} meetellende spellen:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Gemiddelde tijd van de overwinningen:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>Gemiddelde 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>Gemiddelde IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Alleen je eigen spellen: spellen met hulp, opnieuw gestarte en hervatte spellen zetten geen record.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anoniem</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1}%)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Beste tijden wissen</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>De beste tijden en statistieken van {0} wissen?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>met vlag</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>vraagteken</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mijn</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>ontplofte mijn</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>verkeerde vlag</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>rij {0}, kolom {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Aangepast speelveld</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Rijen:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Kolommen:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Mijnen:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Oefenen: het dagelijkse speelveld van {0} heeft al een resultaat; dit spel verandert dat niet.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Het dagelijkse speelveld van {0}: begin op het gemarkeerde vakje.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Het resultaat van het dagelijkse speelveld kon niet worden bewaard: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Je resultaat voor het dagelijkse speelveld van {0} is bewaard: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Het was niet je eigen spel (hulp, of een opnieuw begonnen bord), dus het telt als niet gewonnen.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Oefenen: het dagelijkse speelveld van {0} houdt zijn eerste resultaat ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Dagelijks speelveld</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Plak een resultaatregel die iemand heeft gedeeld</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Controleren</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Deel je resultaat</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Een gedeeld resultaat controleren</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Het speelveld van vandaag ({0}, UTC), voor elke speler hetzelfde: {1} × {2}, {3} mijnen (regel {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Het speelveld van {0} (UTC), voor elke speler hetzelfde: {1} × {2}, {3} mijnen (regel {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Begin op het gemarkeerde vakje (rij {0}, kolom {1}): dat opent altijd een open gebied.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Het speelveld wisselt om 00:00 UTC, waar je ook bent: over {0} u {1} min.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Nog niet gespeeld. Je eerste voltooide spel op dit speelveld is het resultaat van de dag; latere spellen zijn oefening.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Dit speelveld &amp;spelen</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Gewonnen in {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Verloren na {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Resultaat van de dag: {0} Latere spellen op dit speelveld zijn oefening en veranderen het niet.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Oefenen op dit speelveld</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Dagen op rij gespeeld: {0} (beste {1}). Dagen op rij gewonnen: {2} (beste {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Gekopieerd naar het klembord.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Dit is geen resultaatregel van het dagelijkse speelveld. Zo ziet die eruit: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Regel {0} is onbekend in deze versie van het spel: dat speelveld kan niet worden gemaakt.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Niet bevestigd: de speelveldcode past niet bij het speelveld van {0} (regel {1}). De resultaatregel is veranderd of komt uit een ander spel.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Bevestigd: het speelveld van {0} (regel {1}) is bij jou precies hetzelfde. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Gewonnen in</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Verloren na</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>&amp;Resume</source>
        <translation>H&amp;ervatten</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>&amp;Dit veld opnieuw spelen</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Speel dezelfde mijnen opnieuw (telt niet mee voor de beste tijden)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>&amp;Moeilijkheid wijzigen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Verliezende zet ongedaan maken</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Terug tot vlak voor de mijn, om te oefenen (Ctrl+Z; het spel telt dan als met hulp)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Herhaling &amp;bekijken</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>&amp;Jouw naam:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Boem!</translation>
    </message>
    <message>
        <source>Time: {0} s</source>
        <translation>Tijd: {0} s</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} van {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Toetsen: {0} ({1} openen, {2} vlag, {3} akkoord)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Klikken: {0} ({1} links, {2} rechts, {3} akkoord)</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Ongedane verliespartijen: {0}</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Nieuwe beste tijd! Plaats {0} van 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Met hulp: telt niet voor beste tijden</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Oefening: telt niet mee voor de beste tijden</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Veld opnieuw gespeeld: telt niet mee voor de beste tijden</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Hervat uit een opgeslagen spel: telt niet mee voor de beste tijden</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Gepauzeerd</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>de regel in de geschiedenis is beschadigd</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>de opname is beschadigd</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>er is geen opname</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>de opname is geen spel dat een replaybestand kan bevatten</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: spel {0} is niet geëxporteerd: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: kan de replays niet naar {0} schrijven: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: de spelgeschiedenis kan niet worden gelezen: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n replay geschreven naar {0}</numerusform>
            <numerusform>%n replays geschreven naar {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n spel had geen bruikbare opname</numerusform>
            <numerusform>minesweeper-qt: %n spellen hadden geen bruikbare opname</numerusform>
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
        <translation>Ruim het veld op zonder een mijn te raken</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Een getal geeft aan hoeveel van de acht vakjes eromheen een mijn verbergen. Open alle veilige vakjes om te winnen; de eerste klik is altijd veilig.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Muis</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Linksklik: een vakje openen.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Rechtsklik: een vlag plaatsen of weghalen.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Middelklik, of links en rechts tegelijk, op een getal waarvan alle vlaggen geplaatst zijn: de overige buren openen. Een linksklik op zo&apos;n getal opent de buren ook.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Touchscreen</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Tik om te openen; houd ingedrukt om een vlag te plaatsen of om de buren van een getal te openen. In vlagmodus (de vlagknop, G) plaatst een tik een vlag.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Toetsenbord</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>De pijltoetsen verplaatsen de cursor; Spatie of Enter opent (ook de buren van een getal); F plaatst een vlag; F2 start een nieuw spel; Ctrl++ en Ctrl+- zoomen.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hulp</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H toont een hint: een veilig vakje en waarom; Shift+H speelt het; P toont de kans op een mijn in elk verborgen vakje; Ctrl+Z maakt een verliezende zet ongedaan; Esc sluit de hint of stopt Oplossen. Met aanraking: de lamp en de gekleurde vakjes bovenaan, en Ongedaan maken in het menu na verlies. Met hulp telt het spel niet voor beste tijden.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M zegt de resterende mijnen en T de tijd; Shift+P zegt de kans op een mijn in het vakje onder de cursor; H herhaalt de hint. F10 opent de menubalk.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Wedstrijdstatistieken</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: het kleinste aantal linkerklikken dat het veld zonder vlaggen vrijmaakt (elke opening telt één keer, elk getal dat niet aan een opening grenst één keer). 3BV/s: opgeloste 3BV per seconde. Klikken: links, rechts en akkoord (dubbel) zoals de gemeenschap ze telt. IOE (efficiëntie): opgeloste 3BV / klikken. Juistheid: effectieve klikken / klikken. Doorvoer: opgeloste 3BV / effectieve klikken. RQP: tijd / (3BV/s). STNB: een snelheidsscore op de standaardvelden (C x 3BV / tijd^1,7, maal de wortel van het opgeloste deel). ZiNi: het kleinste aantal klikken met vlaggen, zoals een gretige oplosser ze telt.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Een native Mijnenveger voor de desktop met de klassieke regels.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Uitgebracht onder de MIT-licentie.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Linkerknop vasthouden plaatst alleen een vlag met Opties &gt; Muisknop vasthouden plaatst vlag. Ctrl+wiel zoomt; Shift+wiel scrolt opzij.</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Terwijl je vasthoudt, vult een ring zich rond het vak; de vlag komt als hij sluit. Knijp met twee vingers om te zoomen.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up en Page Down gaan een scherm verder; Home en End gaan naar de einden van de rij, met Ctrl naar de hoeken van het speelveld; Ctrl+pijlen gaan naar de rand. Ctrl+9 past het speelveld in het venster.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Toont het een {0}, dan wordt %n ander vak veilig.</numerusform>
            <numerusform>Toont het een {0}, dan worden %n andere vakken veilig.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Gevorderd</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Beschadigd</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Afgebroken</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Herstart</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Speelveld</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Zonder gokken</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tijd (s)</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Geen gewonnen spel om te tonen.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Tijd (s): kies één speelveldformaat</translation>
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
        <translation>ja</translation>
    </message>
    <message>
        <source>Won game</source>
        <translation>Gewonnen spel</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Telt mee</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Herhaling &amp;bekijken</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Exporteren ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Speelveld:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Resultaat:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Zonder gokken:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>&amp;Dagelijks:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Spelgeschiedenis</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Alle formaten</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Alleen zonder gokken</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Alleen willekeurig</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle spellen</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Alleen dagelijkse speelvelden</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Geen dagelijkse speelvelden</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n spel uit de geschiedenis kon niet worden gelezen en staat als beschadigd.</numerusform>
            <numerusform>%n spellen uit de geschiedenis konden niet worden gelezen en staan als beschadigd.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>De regel van dit spel is beschadigd: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Kies een spel om al zijn cijfers te zien.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>De opname van dit spel is beschadigd: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Nog geen spel beëindigd: elk spel dat je afmaakt, verschijnt hier.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Geen spel past bij deze keuzes.</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0}-herhalingen ({1})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n replay geëxporteerd</numerusform>
            <numerusform>%n replays geëxporteerd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n overgeslagen</numerusform>
            <numerusform>%n overgeslagen</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (geannuleerd)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Replays exporteren…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n spel verwijderd.</numerusform>
            <numerusform>%n spellen verwijderd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Spellen verwijderen…</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>met hulp</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>opnieuw gestart</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>oefening</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>hervat</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>herhaling</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Herhaling exporteren</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Herhalingen naar map exporteren</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Spellen verwijderen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>%n spel en zijn herhaling verwijderen?</numerusform>
            <numerusform>%n spellen en hun herhalingen verwijderen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Tijd {0} s · 3BV {1}/{2} · 3BV/s {3} · klikken {4} ({5} links, {6} rechts, {7} akkoord) · effectief {8} · IOE {9} · juistheid {10} · doorvoer {11} · RQP {12} · STNB {13} · ZiNi {14} · openingen {15} · eilanden {16} · Cl/s {17} · Ce/s {18} · IOS {19} · pad {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%n spel kon eruit worden gelezen en is bewaard.</numerusform>
            <numerusform>%n spellen konden eruit worden gelezen en zijn bewaard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n spel uit een eerder opzijgezette geschiedenis is teruggezet in je geschiedenis; het oude bestand blijft bewaard als {0}.</numerusform>
            <numerusform>%n spellen uit een eerder opzijgezette geschiedenis zijn teruggezet in je geschiedenis; het oude bestand blijft bewaard als {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>Live-telle&amp;rs</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Tijd {0} s · klikken {1}</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · klikken {1} · IOE {2} · verwachte tijd {3}</translation>
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
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Beginner (9 x 9, 10 mijnen)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Gevorderd (16 x 16, 40 mijnen)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Expert (16 x 30, 99 mijnen)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Aangepast...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>&amp;Zonder gokken</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>&amp;Dagelijks speelveld...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>Beste &amp;tijden...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>Ge&amp;schiedenis...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>Herhaling &amp;openen...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opties</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Vraagtekens</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Klok in &amp;honderdsten van een seconde</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>Taa&amp;l</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>&amp;Eerste klik</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Altijd een &amp;open gebied (modern)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Alleen het aangeklikte vakje is &amp;veilig (klassiek)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (geen lettertype geïnstalleerd)</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>Linksklik &amp;op een getal opent de buren</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Vlag&amp;modus</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Vlagmodus: klikken en tikken plaatsen vlaggen (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Menu: pauze, nieuw spel, moeilijkheid</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Nieuw spel (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Bord zonder gokken: elk veilig vak is zonder gokken te vinden</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Bord zonder gokken</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Mijnenveger</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>Vertraging lang &amp;indrukken</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animaties</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Inzoomen</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uitzoomen</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Werkelijke grootte</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Speluitleg</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Over</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>&amp;Systeemstandaard</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Resterende mijnen: {0}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Speluitleg</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Over Mijnenveger</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Dit spel opgeven?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Dit spel telt als verloren.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Niet meer vragen tot ik afsluit</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>De opdrachtregel vraagt om een nieuw spel, maar je opgeslagen spel loopt nog. Een nieuw spel beginnen geeft het opgeslagen spel op.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Het opgeslagen spel opgeven?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>De opdrachtregel vraagt om een nieuw spel, maar je opgeslagen spel loopt nog. Een nieuw spel beginnen telt het opgeslagen spel als verlies.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>Nieuw spel &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>Opgeslagen spel &amp;verder spelen</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Een veld maken dat je zonder gokken kunt oplossen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Dit veld vraagt misschien om een gok: er is niet op tijd een veld zonder gokken gevonden.</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Muisknop vasthouden &amp;plaatst vlag</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Passend in venster</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Speelveld passend houden in venster</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: het bestand is te groot voor een herhaling ({1} MB; er wordt hoogstens {2} MB gelezen).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: deze herhaling lezen vraagt meer dan {1} GB geheugen; het spel kan hem niet openen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Herhaling openen</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>{0} voorbereiden…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>{0} lezen…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>De herhaling kon niet worden gelezen: het leesproces is niet gestart.</translation>
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
        <translation>{0} en {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>de {0} op {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} heeft één mijn nodig en al zijn verborgen vakjes raken ook {1}; die mijn is dus de mijn die {1} nodig heeft: de andere vakjes daarvan zijn veilig: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 tegen de rand</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Vergelijk {0} met {1}: elk verborgen vakje van de eerste raakt de tweede, en de tweede heeft zoveel mijnen meer nodig als hij andere vakjes heeft: {2}, allemaal mijnen.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Vergelijk {0} met {1}: elk verborgen vakje van de eerste raakt de tweede, en de tweede heeft niet meer mijnen nodig dan de eerste, dus zijn andere vakjes zijn veilig: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Vergelijk {0} met {1}: de mijnen die ze nodig hebben kloppen alleen met mijnen op {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Vergelijk {0} met {1}: de mijnen die ze nodig hebben laten er geen over voor {2}, dat veilig is.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} ligt tussen {0} en {2}; elke 1 heeft een mijn tussen de vakjes die hij met de 2 deelt, dus de mijnen van de 2 liggen aan de uiteinden: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} ligt tussen {0} en {2}; de mijnen van de 2 liggen aan de uiteinden, dus het middelste vakje is veilig: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} heeft één mijn meer nodig dan {0}, en de gedeelde vakjes bevatten er hoogstens één, dus het vakje dat alleen {1} raakt is een mijn: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} heeft één mijn meer nodig dan {0} en heeft maar één eigen vakje; dat is een mijn, en de mijn van {0} ligt in de gedeelde vakjes: de andere vakjes van {0} zijn veilig: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Probeer elke manier om de getallen op {0} te vervullen: elke zet een mijn op {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Probeer elke manier om de getallen op {0} te vervullen: in elke is {1} veilig.</translation>
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
            <numerusform>en nog %n</numerusform>
            <numerusform>en nog %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Het lege vakje op {0} raakt geen mijn, dus zijn verborgen buur is veilig: {1}.</numerusform>
            <numerusform>Het lege vakje op {0} raakt geen mijn, dus zijn %n verborgen buren zijn veilig: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>De {0} op {1} raakt al %n mijn ({2}), dus zijn andere verborgen buren zijn veilig: {3}.</numerusform>
            <numerusform>De {0} op {1} raakt al %n mijnen ({2}), dus zijn andere verborgen buren zijn veilig: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>De {0} op {1} heeft %n mijn nodig en heeft maar één verborgen vakje: {2}, een mijn.</numerusform>
            <numerusform>De {0} op {1} heeft %n mijnen nodig en heeft maar zoveel verborgen vakjes: {2}, allemaal mijnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>De {0} op {1} heeft nog %n mijn nodig en heeft nog maar één verborgen vakje: {2}, een mijn.</numerusform>
            <numerusform>De {0} op {1} heeft nog %n mijnen nodig en heeft nog maar zoveel verborgen vakjes: {2}, allemaal mijnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>de {0} op {1} (heeft nog %n mijn nodig)</numerusform>
            <numerusform>de {0} op {1} (heeft nog %n mijnen nodig)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Mijntelling: er is nog %n mijn over en de getallen langs de rand hebben hem nodig, dus elk ander verborgen vakje is veilig, {0} ook.</numerusform>
            <numerusform>Mijntelling: er zijn nog %n mijnen over en de getallen langs de rand hebben ze allemaal nodig, dus elk ander verborgen vakje is veilig, {0} ook.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Mijntelling: met nog %n mijn over kloppen de getallen alleen als {0} veilig is.</numerusform>
            <numerusform>Mijntelling: met nog %n mijnen over kloppen de getallen alleen als {0} veilig is.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Mijntelling: met nog %n mijn over kloppen de getallen alleen met een mijn op {0}.</numerusform>
            <numerusform>Mijntelling: met nog %n mijnen over kloppen de getallen alleen met een mijn op {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n eerdere stap niet getoond.)</numerusform>
            <numerusform>(%n eerdere stappen niet getoond.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>een ander programma gebruikt hem</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>een invoer-/uitvoerfout</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>De spelgeschiedenis is door een nieuwere versie van het spel geschreven; ze is opzijgezet als {0} en er is een nieuwe geschiedenis begonnen.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Op de plaats van de spelgeschiedenis stond iets anders dan een bestand; het is opzijgezet als {0} en er is een nieuwe geschiedenis begonnen.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Het bestand met de spelgeschiedenis was beschadigd; het is opzijgezet als {0} en er is een nieuwe geschiedenis begonnen.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Een eerder opzijgezette geschiedenis kon niet worden gelezen; die blijft bewaard als {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>De spelgeschiedenis kan nu niet worden gebruikt: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Een spel kon niet aan de geschiedenis worden toegevoegd: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Beëindigde spellen kunnen nu niet naar schijf worden geschreven ({0}); ze blijven in het geheugen en worden geschreven zodra het kan, maar gaan verloren als het spel eerder wordt gesloten.</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Laatste spel</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Herhalingen ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0}-herhalingen ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Herhaling openen</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: de herhaling bevat %Ln gebeurtenis, te veel (er worden hoogstens {1} gelezen).</numerusform>
            <numerusform>{0}: de herhaling bevat %Ln gebeurtenissen, te veel (er worden hoogstens {1} gelezen).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Vóór de eerste zet</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>openen</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>vlag</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akkoord</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>ongedaan maken</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Zet {0} van {1}, {2} s: {3} op {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Tijd {0} s · 3BV {1} / {2} · 3BV/s {3} · Klikken {4} ({5} links, {6} rechts, {7} akkoord) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Herhaling</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Eén gebeurtenis terug (Links)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Eén gebeurtenis vooruit (Rechts)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Tijd van de herhaling</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Speelveld van de herhaling</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Rechts en Links gaan een stap, met Ctrl per zet; M zegt de zet, Spatie speelt af</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Snelheid:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Analyse van {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} mijnen</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Zetten die een blik waard zijn:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Tijdlijn van de analyse</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Borden van meer dan 100.000 vakjes worden niet geanalyseerd.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Dit spel kan niet geanalyseerd worden.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Vorige gok of verkeerde vlag (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Volgende gok of verkeerde vlag (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Spel wordt geanalyseerd…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>openen</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akkoord</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>vlag</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>vlag weg</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>vraagteken</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>veilig</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>gedwongen gok</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>vermijdbare gok</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>verkeerde vlag</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>fout</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>kans ze allemaal te overleven: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Geen gok: elk geopend vakje was zeker veilig.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>verspilde klikken: {0} van {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (zet {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Langste pauzes: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · zet {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: verkeerde vlag (daar ligt geen mijn)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: gedwongen gok, {1} kans op een mijn, het kleinste risico dat er was</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: gedwongen gok, {1} kans op een mijn (geen vakje was zeker veilig; het veiligste, {2}, had {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: vermijdbare gok, {1} kans op een mijn</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: een fout ({1} kans op een mijn)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Hier verloren, daarna teruggenomen (ongedaan maken): het spel ging door en de cijfers laten deze zet weg.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Hier ging het spel verloren.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Geen gok</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n gok: {0} gedwongen, {1} vermijdbaar</numerusform>
            <numerusform>%n gokken: {0} gedwongen, {1} vermijdbaar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n gok, {0} vermijdbaar</numerusform>
            <numerusform>%n gokken, {0} vermijdbaar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n verkeerde vlag</numerusform>
            <numerusform>%n verkeerde vlaggen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>De andere %n zet was veilig.</numerusform>
            <numerusform>De andere %n zetten waren veilig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>Toen was %n vakje zeker veilig: {0}.</numerusform>
            <numerusform>Toen waren %n vakjes zeker veilig, zoals {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Je opgeslagen spel was al afgelopen en geteld, dus er is een nieuw spel begonnen.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Je opgeslagen spel kon niet worden gelezen, dus er is een nieuw spel gestart.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Het beschadigde bestand is bewaard als {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Aangepast {0} x {1}, %n mijn</numerusform>
            <numerusform>Aangepast {0} x {1}, %n mijnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Aangepast {0} x {1}, %n mijn</numerusform>
            <numerusform>Aangepast {0} x {1}, %n mijnen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>rij {0}, kolom {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln vakje geopend</numerusform>
            <numerusform>%Ln vakjes geopend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln vakje geopend</numerusform>
            <numerusform>%Ln vakjes geopend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln vakje geopend: {0}</numerusform>
            <numerusform>%Ln vakjes geopend: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Gespeeld op {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Oplossen: %Ln zet, {0}, de laatste op {1}</numerusform>
            <numerusform>Oplossen: %Ln zetten, {0}, de laatste op {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Oplossen: %Ln zet, {0}, de laatste op {1}</numerusform>
            <numerusform>Oplossen: %Ln zetten, {0}, de laatste op {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>geen vakje geopend</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Tijd: %Ln seconde</numerusform>
            <numerusform>Tijd: %Ln seconden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Tijd: %Ln seconde</numerusform>
            <numerusform>Tijd: %Ln seconden</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>geen kans bekend</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>zeker veilig</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>zeker een mijn</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} kans op een mijn</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Kansen getoond</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Kansen verborgen</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Al open</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Rand van het speelveld</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>Nog %Ln mijn</numerusform>
            <numerusform>Nog %Ln mijnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>Nog %Ln mijn</numerusform>
            <numerusform>Nog %Ln mijnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Vlag geplaatst</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Vraagteken</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Vlag weggehaald</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Gewonnen in {0} seconden</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Een mijn geraakt na {0} seconden</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} bij {1} vakjes, %Ln mijn</numerusform>
            <numerusform>{0} bij {1} vakjes, %Ln mijnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} bij {1} vakjes, %Ln mijn</numerusform>
            <numerusform>{0} bij {1} vakjes, %Ln mijnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Pijltjes verplaatsen, Spatie opent, F plaatst een vlag</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Nieuw spel: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Spel gepauzeerd</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Je opgeslagen spel gaat door: het dagelijkse speelveld van de opdrachtregel is niet gestart.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Je opgeslagen spel gaat door: het nieuwe spel van de opdrachtregel is niet gestart.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Het instellingenbestand was beschadigd en is opzijgezet; de standaardwaarden worden gebruikt.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Het vertaalbestand is beschadigd; het spel wordt in het Engels getoond.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>op zijn plaats staat iets anders dan een bestand</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>het bestand of de map is alleen-lezen</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>de schijf is alleen-lezen</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>iets anders dan een map staat in de weg</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Het spel kon niet worden opgeslagen: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>de instellingen konden niet worden geschreven</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Instellingen konden niet worden opgeslagen: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>De schijf is vol: het beëindigde spel is opgeslagen in de ruimte die het spel in reserve houdt. Maak wat ruimte vrij op de schijf.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Alles wordt weer opgeslagen.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Spellen niet opgeslagen</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Oorzaak: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Opnieuw proberen</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Niet afsluiten</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Toch afsluiten</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thema</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Automatisch (volgt het systeem)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>&amp;Kleurenblind-veilige cijfers</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>&amp;Themamap openen</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Het thema ‘{0}’ kan niet worden gebruikt: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>In plaats daarvan wordt Klassiek gebruikt.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Modern</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoog contrast</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} ontbreekt</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} is geen gewoon bestand</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} is groter dan {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} kan niet worden gelezen</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json is geen geldige JSON ({0})</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: ‘{0}’ ontbreekt of is onjuist</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: onbekende kleurplaats ‘{0}’</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} is geen kleur (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg is geen UTF-8-tekst</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg declareert een documenttype (niet toegestaan)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg is geen geldig SVG-bestand ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg verwijst naar een ander bestand ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg mist de elementen {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} in theme.svg is niet in zijn cijferkleur {1} getekend</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>de mapnaam mag alleen a-z, 0-9, - en _ bevatten</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>een meegeleverd thema heeft deze naam</translation>
    </message>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg is dieper genest dan {0} niveaus</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg verwijst naar zichzelf (een lus van verwijzingen)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg gebruikt &lt;{0}&gt;, dat thema’s niet mogen gebruiken</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg tekent meer dan {0} vormen (via &lt;use&gt; en verwijzingen)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg tekent meer dan {0} tekens aan padgegevens en tekst</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg tekent afbeeldingen van meer dan {0} pixels</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>tekenen duurt langer dan {0} s</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>het kon niet worden geprobeerd (geen proces)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>het tekenen duurt {0} ms langer dan bij het klassieke thema (hoogstens {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt kan het niet tekenen</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n beëindigd spel kon niet worden opgeslagen: als je nu afsluit, gaat het verloren.</numerusform>
            <numerusform>%n beëindigde spellen konden niet worden opgeslagen: als je nu afsluit, gaan ze verloren.</numerusform>
        </translation>
    </message>
</context>
</TS>
