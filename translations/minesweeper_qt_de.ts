<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Minenfeld</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Flaggenmodus</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>A&amp;ssist</source>
        <translation>H&amp;ilfe beim Spiel</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>Tipp &amp;spielen</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>&amp;Wahrscheinlichkeiten zeigen</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Verlierenden Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>Wahrscheinlichkeiten bei neuen Spielen &amp;anlassen</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>Wahrscheinlichkeit der Zelle &amp;vorlesen</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>Hilfe-Schaltflächen aus&amp;blenden</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>Tempo &amp;beim Lösen</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Tipp: die nächste sichere Zelle und warum (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Wahrscheinlichkeiten: die Minenchance jeder verdeckten Zelle (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Wahrscheinlichkeiten</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Die empfohlene Zelle spielen (Umschalt+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Tipp schließen (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Nur der sichtbare Teil des Spielfelds wurde betrachtet.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Lösen gibt es für Felder bis 100.000 Zellen; auf größeren Feldern gelten Tipps und Wahrscheinlichkeiten für den sichtbaren Teil des Felds.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Mit Hilfe: zählt nicht für Bestzeiten</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Mit Hilfe</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Zurückgenommene Niederlagen: {0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Klicke irgendwo: der erste Klick ist immer sicher.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Die Flagge in {0} ist falsch.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Tipp: {0} ist sicher.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Tipp: {0}, ein Rateversuch.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Ein erzwungenes 50/50: Diese Zelle und die in {0} teilen sich eine Mine, und nichts kann sie je unterscheiden. Rate jetzt: Warten hilft nicht.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Diese Zelle ({0} Mine) ist entweder sicher oder Hälfte eines 50/50, das nichts je auflösen könnte; sie jetzt zu raten, riskiert nichts zusätzlich.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Endspiel: Jeder mögliche Spielverlauf wurde durchprobiert. Diese Zelle ({0} Mine) gibt die beste Gewinnchance: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Keine sichere Zelle, und kein Tipp kann etwas Neues verraten: diese hat das geringste Risiko, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Keine sichere Zelle: diese hat das geringste Risiko, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Sicherster Versuch: {0} Minenrisiko.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Bester Versuch: {0} Minenrisiko (die sicherste Zelle hat {1}), aber seine Zahl öffnet das Feld eher.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Keine Zahl, die sie zeigen kann, macht sofort eine andere Zelle sicher.</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Bestzeiten</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Fortgeschrittene</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Profis</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, ohne Raten</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
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
        <translation>Gespielte Spiele:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Gewonnene Spiele:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Aktuelle Siegesserie:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Längste Siegesserie:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Zurücksetzen...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekorde</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Mit Flaggen</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Ohne Flaggen (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Bestzeit (s)</translation>
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
        <translation>Beste RQP (niedrigste)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Beste STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Letzte {0} gewertete Spiele:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Mittlere Zeit der Siege:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>Mittlere 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>Mittlere IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Nur deine eigenen Spiele: Spiele mit Hilfe, neu gestartete und fortgesetzte Spiele stellen keinen Rekord auf.</translation>
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
        <translation>Bestzeiten zurücksetzen</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Bestzeiten und Statistik für {0} löschen?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>mit Flagge</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>Fragezeichen</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>explodierte Mine</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>falsche Flagge</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>Zeile {0}, Spalte {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Benutzerdefiniertes Spielfeld</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Zeilen:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Spalten:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Minen:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Übung: Das Tagesspielfeld vom {0} hat schon sein Ergebnis; dieses Spiel ändert es nicht.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Das Tagesspielfeld vom {0}: Beginne auf der markierten Zelle.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Das Ergebnis des Tagesspielfelds konnte nicht gespeichert werden: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Ergebnis für das Tagesspielfeld vom {0} gespeichert: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Es war nicht dein eigenes Spiel (Hilfe oder ein neu gestartetes Spielfeld), daher zählt es als nicht gewonnen.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Übung: Das Tagesspielfeld vom {0} behält sein erstes Ergebnis ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Tagesspielfeld</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Ergebniszeile einfügen, die jemand geteilt hat</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Ergebnis teilen</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Geteiltes Ergebnis prüfen</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Das heutige Spielfeld ({0}, UTC), für alle Spieler gleich: {1} × {2}, {3} Minen (Regel {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Das Spielfeld vom {0} (UTC), für alle Spieler gleich: {1} × {2}, {3} Minen (Regel {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Beginne auf der markierten Zelle (Zeile {0}, Spalte {1}): Diese öffnet immer einen Bereich.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Das Spielfeld wechselt überall zur selben Zeit, um 00:00 UTC: in {0} Std. {1} Min.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Noch nicht gespielt. Das erste beendete Spiel auf diesem Spielfeld ist das Ergebnis des Tages; spätere Spiele sind Übung.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Dieses Spielfeld &amp;spielen</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Gewonnen in {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Verloren nach {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Ergebnis des Tages: {0} Spätere Spiele auf diesem Spielfeld sind Übung und ändern es nicht.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>Auf diesem Spielfeld &amp;üben</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Tage in Folge gespielt: {0} (Bestwert {1}). Tage in Folge gewonnen: {2} (Bestwert {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>In die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Das ist keine Ergebniszeile eines Tagesspielfelds. So sieht eine aus: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Regel {0} ist dieser Version des Spiels unbekannt: Das Spielfeld lässt sich nicht erzeugen.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Nicht bestätigt: Der Spielfeldcode passt nicht zum Spielfeld vom {0} (Regel {1}). Die Zeile wurde verändert oder stammt aus einem anderen Spiel.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Bestätigt: Das Spielfeld vom {0} (Regel {1}) ist auch hier dasselbe. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Gewonnen in</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Verloren nach</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>S&amp;pielfeld wiederholen</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Dieselben Minen noch einmal spielen (zählt nicht für die Bestzeiten)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>Schwierigkeit &amp;ändern</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Verlierenden Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Zurück bis kurz vor die Mine, zum Üben (Strg+Z; das Spiel gilt dann als mit Hilfe)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Wiederholung ansehen</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Ihr Na&amp;me:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Bumm!</translation>
    </message>
    <message>
        <source>Time: {0} s</source>
        <translation>Zeit: {0} s</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} von {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Tasten: {0} ({1} öffnen, {2} Flagge, {3} Akkord)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Klicks: {0} ({1} links, {2} rechts, {3} Akkord)</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Zurückgenommene Niederlagen: {0}</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Neue Bestzeit! Platz {0} von 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Mit Hilfe: zählt nicht für Bestzeiten</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Übung: zählt nicht für die Bestzeiten</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Wiederholtes Spielfeld: zählt nicht für die Bestzeiten</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Aus Spielstand fortgesetzt: zählt nicht für die Bestzeiten</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>ihr Eintrag im Verlauf ist beschädigt</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>ihre Aufzeichnung ist beschädigt</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>sie hat keine Aufzeichnung</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>ihre Aufzeichnung ist kein Spiel, das eine Wiederholungsdatei fassen kann</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: Spiel {0} wurde nicht exportiert: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: Wiederholungen können nicht nach {0} geschrieben werden: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: Der Spielverlauf kann nicht gelesen werden: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n Wiederholung nach {0} geschrieben</numerusform>
            <numerusform>%n Wiederholungen nach {0} geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n Spiel hatte keine brauchbare Aufzeichnung</numerusform>
            <numerusform>minesweeper-qt: %n Spiele hatten keine brauchbare Aufzeichnung</numerusform>
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
        <translation>Räumen Sie das Minenfeld, ohne eine Mine zu berühren</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Eine Zahl gibt an, wie viele der acht umliegenden Felder eine Mine verbergen. Decken Sie alle sicheren Felder auf, um zu gewinnen; der erste Klick ist immer sicher.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Maus</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Linksklick: ein Feld aufdecken.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Rechtsklick: eine Flagge setzen oder entfernen.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Mittelklick oder Links- und Rechtsklick zugleich auf eine Zahl, deren Flaggen alle gesetzt sind: deckt ihre übrigen Nachbarfelder auf (Chording). Ein Linksklick auf eine solche Zahl tut das ebenfalls.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Touch</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Tippen deckt auf; langes Drücken setzt eine Flagge oder deckt die Nachbarfelder einer Zahl auf. Im Flaggenmodus (Flaggen-Schaltfläche, G) setzt Tippen Flaggen.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Die Pfeiltasten bewegen den Cursor; Leertaste oder Enter deckt auf (bzw. deckt die Nachbarfelder auf); F setzt eine Flagge; F2 startet ein neues Spiel; Strg++ und Strg+- zoomen.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H zeigt einen Tipp: eine sichere Zelle und warum sie sicher ist; Umschalt+H spielt ihn; P zeigt die Minenchance jeder verdeckten Zelle; Strg+Z nimmt einen verlierenden Zug zurück; Esc schließt den Tipp oder stoppt das Lösen. Per Touch: die Glühbirne und die farbigen Quadrate oben, und Zurücknehmen im Menü nach einer Niederlage. Hilfe macht das Spiel zu einem Spiel mit Hilfe: es zählt nicht für Bestzeiten.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M sagt die verbleibenden Minen an und T die Zeit; Umschalt+P sagt die Minenchance der Zelle unter dem Cursor an; H sagt den Tipp noch einmal an. F10 öffnet die Menüleiste.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Wettkampfstatistik</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: die wenigsten Linksklicks, die das Feld ohne Flaggen räumen (jede Öffnung zählt einmal, jede Zahl, die an keine Öffnung grenzt, einmal). 3BV/s: gelöste 3BV pro Sekunde. Klicks: Links-, Rechts- und Akkordklicks (doppelt), wie die Szene sie zählt. IOE (Effizienz): gelöste 3BV / Klicks. Korrektheit: wirksame Klicks / Klicks. Durchsatz: gelöste 3BV / wirksame Klicks. RQP: Zeit / (3BV/s). STNB: ein Tempowert auf den Standardfeldern (C x 3BV / Zeit^1,7, mal der Wurzel des gelösten Anteils). ZiNi: die wenigsten Klicks mit Flaggen, wie ein gieriger Löser sie zählt.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Ein natives Desktop-Minesweeper mit den klassischen Regeln.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Lizenziert unter der MIT-Lizenz.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Gedrückthalten der linken Taste setzt nur mit Optionen &gt; Gedrückte Maustaste setzt Flagge eine Flagge. Strg+Mausrad zoomt; Umschalt+Mausrad scrollt seitwärts.</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Während du hältst, füllt sich ein Ring um das Feld; die Flagge kommt, wenn er sich schließt. Mit zwei Fingern zoomen.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Bild auf/ab bewegen um eine Bildschirmseite; Pos1 und Ende springen an die Enden der Zeile, mit Strg in die Ecken des Spielfelds; Strg+Pfeile gehen zum Rand. Strg+9 passt das Spielfeld ans Fenster an.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Zeigt sie eine {0}, wird %n andere Zelle sicher.</numerusform>
            <numerusform>Zeigt sie eine {0}, werden %n andere Zellen sicher.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Fortgeschrittene</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Profis</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Beschädigt</translation>
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
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Neu gestartet</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Ohne Raten</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Kein gewonnenes Spiel anzuzeigen.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Zeit (s): eine Spielfeldgröße wählen</translation>
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
        <translation>Gewonnenes Spiel</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Wiederholung ansehen</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Exportieren ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Spielfeld:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Ohne Raten:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>&amp;Tagesspielfeld:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Alle Größen</translation>
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
        <translation>Nur ohne Raten</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Nur zufällig</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Nur Tagesspielfelder</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Keine Tagesspielfelder</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n Spiel des Verlaufs konnte nicht gelesen werden und wird als beschädigt angezeigt.</numerusform>
            <numerusform>%n Spiele des Verlaufs konnten nicht gelesen werden und werden als beschädigt angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Der Eintrag dieses Spiels ist beschädigt: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Wähle ein Spiel, um alle seine Werte zu sehen.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Die Aufzeichnung dieses Spiels ist beschädigt: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Noch kein Spiel beendet: Jedes Spiel, das du beendest, erscheint hier.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Kein Spiel passt zu dieser Auswahl.</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0}-Wiederholungen ({1})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n Wiederholung exportiert</numerusform>
            <numerusform>%n Wiederholungen exportiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n übersprungen</numerusform>
            <numerusform>%n übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (abgebrochen)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Wiederholungen werden exportiert …</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n Spiel gelöscht.</numerusform>
            <numerusform>%n Spiele gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Spiele werden gelöscht …</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>mit Hilfe</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>neu gestartet</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>fortgesetzt</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Wiederholung exportieren</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Wiederholungen in Ordner exportieren</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Spiele löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>%n Spiel und seine Wiederholung löschen?</numerusform>
            <numerusform>%n Spiele und ihre Wiederholungen löschen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Zeit {0} s · 3BV {1}/{2} · 3BV/s {3} · Klicks {4} ({5} links, {6} rechts, {7} Akkord) · wirksam {8} · IOE {9} · Korrektheit {10} · Durchsatz {11} · RQP {12} · STNB {13} · ZiNi {14} · Öffnungen {15} · Inseln {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Weg {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%n Spiel konnte daraus gelesen werden und wurde übernommen.</numerusform>
            <numerusform>%n Spiele konnten daraus gelesen werden und wurden übernommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n Spiel aus einem früher beiseitegelegten Verlauf wurde in deinen Verlauf zurückgeholt; die alte Datei bleibt als {0} erhalten.</numerusform>
            <numerusform>%n Spiele aus einem früher beiseitegelegten Verlauf wurden in deinen Verlauf zurückgeholt; die alte Datei bleibt als {0} erhalten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>&amp;Live-Zähler</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Zeit {0} s · Klicks {1}</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · Klicks {1} · IOE {2} · geschätzte Zeit {3}</translation>
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
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Anfänger (9 x 9, 10 Minen)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Fortgeschrittene (16 x 16, 40 Minen)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Profis (16 x 30, 99 Minen)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Benutzerdefiniert...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>Ohne &amp;Raten</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>Tage&amp;sspielfeld...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>Bes&amp;tzeiten...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Verlauf...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>&amp;Wiederholung öffnen...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>B&amp;eenden</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Optionen</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Fragezeichen</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Uhr in &amp;Hundertstelsekunden</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>&amp;Erster Klick</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Öffnet immer einen &amp;Bereich (modern)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Nur das geklickte Feld ist &amp;sicher (klassisch)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (keine Schrift installiert)</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>Linksklick auf Zahl deckt &amp;Nachbarn auf</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Fla&amp;ggenmodus</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Flaggenmodus: Klicken und Tippen setzt Flaggen (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Menü: Pause, neues Spiel, Schwierigkeit</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Neues Spiel (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Brett ohne Raten: jedes sichere Feld lässt sich ohne Raten finden</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Brett ohne Raten</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Minesweeper</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>&amp;Verzögerung für langes Drücken</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animationen</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>&amp;Systemstandard</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Verbleibende Minen: {0}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Über Minesweeper</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Dieses Spiel aufgeben?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Dieses Spiel zählt als verloren.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Bis zum Beenden nicht mehr fragen</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Die Befehlszeile verlangt ein neues Spiel, aber Ihr gespeichertes Spiel läuft noch. Ein neues Spiel gibt das gespeicherte auf.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Das gespeicherte Spiel aufgeben?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Die Befehlszeile verlangt ein neues Spiel, aber Ihr gespeichertes Spiel läuft noch. Ein neues Spiel zählt das gespeicherte als Niederlage.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>Neues &amp;Spiel starten</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>Gespeichertes Spiel &amp;weiterspielen</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Ein Feld wird erstellt, das sich ohne Raten lösen lässt …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Dieses Feld erfordert eventuell Raten: Es wurde nicht rechtzeitig ein Feld ohne Raten gefunden.</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Gedrückte &amp;Maustaste setzt Flagge</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>Spielfeld immer an Fenster an&amp;passen</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: Die Datei ist zu groß für eine Wiederholung ({1} MB; höchstens {2} MB werden gelesen).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: Zum Lesen dieser Wiederholung wären mehr als {1} GB Speicher nötig; das Spiel kann sie nicht öffnen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Wiederholung öffnen</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>{0} wird vorbereitet…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>{0} wird gelesen…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Die Wiederholung konnte nicht gelesen werden: Der Leseprozess ist nicht gestartet.</translation>
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
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>die {0} auf {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} braucht eine Mine, und alle ihre verdeckten Zellen berühren auch {1}; diese Mine ist also die, die {1} braucht: deren andere Zellen sind sicher: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 an der Wand</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Vergleiche {0} mit {1}: jede verdeckte Zelle der ersten berührt die zweite, und die zweite braucht so viele Minen mehr, wie sie andere Zellen hat: {2}, alles Minen.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Vergleiche {0} mit {1}: jede verdeckte Zelle der ersten berührt die zweite, und die zweite braucht nicht mehr Minen als die erste, also sind ihre anderen Zellen sicher: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Vergleiche {0} mit {1}: die Minen, die sie brauchen, gehen nur mit Minen auf {2} auf.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Vergleiche {0} mit {1}: die Minen, die sie brauchen, lassen keine für {2} übrig; {2} ist sicher.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} liegt zwischen {0} und {2}; jede 1 hat eine Mine unter den Zellen, die sie mit der 2 teilt, also liegen die Minen der 2 an den Enden: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} liegt zwischen {0} und {2}; die Minen der 2 liegen an den Enden, also ist die Zelle in der Mitte sicher: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} braucht eine Mine mehr als {0}, und die gemeinsamen Zellen fassen höchstens eine; die Zelle, die nur {1} berührt, ist also eine Mine: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} braucht eine Mine mehr als {0} und hat nur eine eigene Zelle; diese ist also eine Mine, und die Mine von {0} liegt in den gemeinsamen Zellen: die anderen Zellen von {0} sind sicher: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Probiere jede Art, die Zahlen auf {0} zu erfüllen: jede legt eine Mine auf {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Probiere jede Art, die Zahlen auf {0} zu erfüllen: in jeder ist {1} sicher.</translation>
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
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Die leere Zelle auf {0} berührt keine Mine, also ist ihr verdeckter Nachbar sicher: {1}.</numerusform>
            <numerusform>Die leere Zelle auf {0} berührt keine Mine, also sind ihre %n verdeckten Nachbarn sicher: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>Die {0} auf {1} berührt schon %n Mine ({2}), also sind ihre anderen verdeckten Nachbarn sicher: {3}.</numerusform>
            <numerusform>Die {0} auf {1} berührt schon %n Minen ({2}), also sind ihre anderen verdeckten Nachbarn sicher: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>Die {0} auf {1} braucht %n Mine und hat nur eine verdeckte Zelle: {2}, eine Mine.</numerusform>
            <numerusform>Die {0} auf {1} braucht %n Minen und hat nur so viele verdeckte Zellen: {2}, alles Minen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>Die {0} auf {1} braucht noch %n Mine und hat nur noch eine verdeckte Zelle: {2}, eine Mine.</numerusform>
            <numerusform>Die {0} auf {1} braucht noch %n Minen und hat nur noch so viele verdeckte Zellen: {2}, alles Minen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>die {0} auf {1} (braucht noch %n Mine)</numerusform>
            <numerusform>die {0} auf {1} (braucht noch %n Minen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Minenzahl: %n Mine ist übrig und die Zahlen am Rand brauchen sie, also ist jede andere verdeckte Zelle sicher, auch {0}.</numerusform>
            <numerusform>Minenzahl: %n Minen sind übrig und die Zahlen am Rand brauchen alle, also ist jede andere verdeckte Zelle sicher, auch {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Minenzahl: bei %n übrigen Mine lassen sich die Zahlen nur so erfüllen, dass {0} sicher bleibt.</numerusform>
            <numerusform>Minenzahl: bei %n übrigen Minen lassen sich die Zahlen nur so erfüllen, dass {0} sicher bleibt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Minenzahl: bei %n übrigen Mine lassen sich die Zahlen nur mit einer Mine auf {0} erfüllen.</numerusform>
            <numerusform>Minenzahl: bei %n übrigen Minen lassen sich die Zahlen nur mit einer Mine auf {0} erfüllen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n früherer Schritt nicht gezeigt.)</numerusform>
            <numerusform>(%n frühere Schritte nicht gezeigt.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>ein anderes Programm verwendet ihn</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>ein Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>Der Spielverlauf stammt von einer neueren Version des Spiels; er wurde als {0} beiseitegelegt und ein neuer Verlauf begonnen.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Anstelle des Spielverlaufs lag etwas anderes als eine Datei; es wurde als {0} beiseitegelegt und ein neuer Verlauf begonnen.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Die Datei des Spielverlaufs war beschädigt; sie wurde als {0} beiseitegelegt und ein neuer Verlauf begonnen.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Ein früher beiseitegelegter Verlauf konnte nicht gelesen werden; er bleibt als {0} erhalten.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Der Spielverlauf kann gerade nicht verwendet werden: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Ein Spiel konnte nicht in den Verlauf aufgenommen werden: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Beendete Spiele können gerade nicht gespeichert werden ({0}); sie bleiben im Speicher und werden geschrieben, sobald es geht, gehen aber verloren, wenn das Spiel vorher beendet wird.</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Letztes Spiel</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Wiederholungen ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0}-Wiederholungen ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Wiederholung öffnen</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: Die Wiederholung enthält %Ln Ereignis, zu viele (höchstens {1} werden gelesen).</numerusform>
            <numerusform>{0}: Die Wiederholung enthält %Ln Ereignisse, zu viele (höchstens {1} werden gelesen).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Vor dem ersten Zug</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>Flagge</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>Akkord</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Zug {0} von {1}, {2} s: {3} bei {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Zeit {0} s · 3BV {1} / {2} · 3BV/s {3} · Klicks {4} ({5} links, {6} rechts, {7} Akkord) · IOE {8}</translation>
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
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Ein Ereignis zurück (Links)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Ein Ereignis vor (Rechts)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Zeit der Wiederholung</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Spielfeld der Wiederholung</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Rechts und Links gehen schrittweise, mit Strg zugweise; M sagt den Zug an, Leertaste spielt ab</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Tempo:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Analyse von {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} Minen</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Züge, die einen Blick wert sind:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Zeitleiste der Analyse</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Bretter mit mehr als 100.000 Zellen werden nicht analysiert.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Dieses Spiel lässt sich nicht analysieren.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Vorheriges Raten oder falsche Flagge (Bild auf)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Nächstes Raten oder falsche Flagge (Bild ab)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Das Spiel wird analysiert …</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>aufdecken</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>Akkord</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>Flagge</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>Flagge weg</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>Fragezeichen</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>sicher</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>erzwungenes Raten</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>vermeidbares Raten</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>falsche Flagge</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
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
        <translation>Chance, alle zu überstehen: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Kein Raten: jedes Aufdecken war sicher.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>verlorene Klicks: {0} von {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (Zug {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Längste Pausen: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · Zug {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: falsche Flagge (dort ist keine Mine)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: erzwungenes Raten, {1} Mine, das geringste Risiko, das es gab</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: erzwungenes Raten, {1} Mine (keine Zelle war sicher; die sicherste, {2}, hatte {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: vermeidbares Raten, {1} Mine</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: ein Fehler ({1} Mine)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Hier verloren, dann zurückgenommen (Rückgängig): Das Spiel ging weiter, seine Kennzahlen lassen diesen Zug aus.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Hier ging das Spiel verloren.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Kein Raten</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n Mal geraten: {0} erzwungen, {1} vermeidbar</numerusform>
            <numerusform>%n Mal geraten: {0} erzwungen, {1} vermeidbar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n Mal geraten, {0} vermeidbar</numerusform>
            <numerusform>%n Mal geraten, {0} vermeidbar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n falsche Flagge</numerusform>
            <numerusform>%n falsche Flaggen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>Der andere %n Zug war sicher.</numerusform>
            <numerusform>Die anderen %n Züge waren sicher.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n Zelle war da sicher: {0}.</numerusform>
            <numerusform>%n Zellen waren da sicher, etwa {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Ihr gespeichertes Spiel war schon beendet und gezählt, darum hat ein neues Spiel begonnen.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Ihr gespeichertes Spiel konnte nicht gelesen werden, daher wurde ein neues Spiel gestartet.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Die beschädigte Datei wurde als {0} aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Benutzerdefiniert {0} x {1}, %n Mine</numerusform>
            <numerusform>Benutzerdefiniert {0} x {1}, %n Minen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Benutzerdefiniert {0} x {1}, %n Mine</numerusform>
            <numerusform>Benutzerdefiniert {0} x {1}, %n Minen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>Zeile {0}, Spalte {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln Feld geöffnet</numerusform>
            <numerusform>%Ln Felder geöffnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln Feld geöffnet</numerusform>
            <numerusform>%Ln Felder geöffnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln Feld geöffnet: {0}</numerusform>
            <numerusform>%Ln Felder geöffnet: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>{0} gespielt: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Lösen: %Ln Zug, {0}, zuletzt bei {1}</numerusform>
            <numerusform>Lösen: %Ln Züge, {0}, zuletzt bei {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Lösen: %Ln Zug, {0}, zuletzt bei {1}</numerusform>
            <numerusform>Lösen: %Ln Züge, {0}, zuletzt bei {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>kein Feld geöffnet</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Zeit: %Ln Sekunde</numerusform>
            <numerusform>Zeit: %Ln Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Zeit: %Ln Sekunde</numerusform>
            <numerusform>Zeit: %Ln Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>keine Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>garantiert sicher</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>garantiert eine Mine</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} Minenchance</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Wahrscheinlichkeiten eingeblendet</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Wahrscheinlichkeiten ausgeblendet</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Bereits offen</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Rand des Spielfelds</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>%Ln Mine übrig</numerusform>
            <numerusform>%Ln Minen übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>%Ln Mine übrig</numerusform>
            <numerusform>%Ln Minen übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Flagge gesetzt</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Fragezeichen</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Flagge entfernt</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Gewonnen in {0} Sekunden</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Nach {0} Sekunden auf eine Mine getreten</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} mal {1} Felder, %Ln Mine</numerusform>
            <numerusform>{0} mal {1} Felder, %Ln Minen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} mal {1} Felder, %Ln Mine</numerusform>
            <numerusform>{0} mal {1} Felder, %Ln Minen</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Pfeiltasten bewegen, Leertaste öffnet, F setzt eine Flagge</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Neues Spiel: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Spiel pausiert</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Das gespeicherte Spiel geht weiter: Das in der Befehlszeile verlangte Tagesspielfeld wurde nicht gestartet.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Ihr gespeichertes Spiel geht weiter: das in der Befehlszeile verlangte neue Spiel wurde nicht gestartet.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Die Einstellungsdatei war beschädigt und wurde beiseitegelegt; es gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Die Übersetzungsdatei ist beschädigt; das Spiel wird auf Englisch angezeigt.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>an ihrer Stelle liegt etwas anderes als eine Datei</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>die Datei oder ihr Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>etwas anderes als ein Ordner ist im Weg</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Das Spiel konnte nicht gespeichert werden: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>die Einstellungen konnten nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Der Datenträger ist voll: Das beendete Spiel wurde im Reserveplatz gespeichert, den das Spiel freihält. Gib etwas Speicherplatz auf dem Datenträger frei.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Alles wird wieder gespeichert.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Spiele nicht gespeichert</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Ursache: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Nicht beenden</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Trotzdem beenden</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Automatisch (wie das System)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>Fa&amp;rbenblind-sichere Zahlen</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>&amp;Design-Ordner öffnen</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Das Design „{0}“ kann nicht verwendet werden: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Stattdessen wird Klassisch verwendet.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Modern</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} fehlt</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} ist keine normale Datei</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} ist größer als {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json ist kein gültiges JSON ({0})</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: „{0}“ fehlt oder ist falsch</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: unbekannter Farbplatz „{0}“</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} ist keine Farbe (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg deklariert einen Dokumenttyp (nicht erlaubt)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg ist keine gültige SVG-Datei ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg verweist auf eine andere Datei ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg fehlen die Elemente {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} in theme.svg ist nicht in seiner Zahlenfarbe {1} gezeichnet</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>der Ordnername darf nur a-z, 0-9, - und _ enthalten</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>ein mitgeliefertes Design heißt so</translation>
    </message>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg ist tiefer als {0} Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg verweist auf sich selbst (eine Verweisschleife)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg verwendet &lt;{0}&gt;, das Themes nicht verwenden dürfen</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg zeichnet mehr als {0} Formen (über &lt;use&gt; und Verweise)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg zeichnet mehr als {0} Zeichen Pfaddaten und Text</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg zeichnet Bilder mit mehr als {0} Pixeln</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>das Zeichnen dauert länger als {0} s</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>es konnte nicht ausprobiert werden (kein Prozess)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>das Zeichnen dauert {0} ms länger als beim klassischen Thema (höchstens {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt kann es nicht zeichnen</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n beendetes Spiel konnte nicht gespeichert werden: Es geht verloren, wenn das Spiel jetzt beendet wird.</numerusform>
            <numerusform>%n beendete Spiele konnten nicht gespeichert werden: Sie gehen verloren, wenn das Spiel jetzt beendet wird.</numerusform>
        </translation>
    </message>
</context>
</TS>
