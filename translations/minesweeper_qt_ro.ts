<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Câmp minat</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Mod steag</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Meniu</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indiciu</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Joacă indiciul</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Arată p&amp;robabilitățile</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Anulează mutarea &amp;pierzătoare</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>Re&amp;zolvă</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>Păstrează probabilitățile &amp;afișate în jocurile noi</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>&amp;Spune probabilitatea celulei</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>Ascun&amp;de butoanele de asistență</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>Ri&amp;tmul rezolvării</translation>
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
        <translation>&amp;Rapid</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Indiciu: următoarea celulă sigură și de ce (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Probabilități: șansa de mină a fiecărei celule ascunse (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indiciu</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Probabilități</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Joacă</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Joacă celula indicată (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Închide indiciul (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>A fost examinată doar partea vizibilă a tablei.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Rezolvarea funcționează pe table de până la 100.000 de celule; pe table mai mari, indiciile și probabilitățile acoperă partea vizibilă a tablei.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Cu asistență: nu contează la cei mai buni timpi</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Cu asistență</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Pierderi anulate: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Faceți clic oriunde: primul clic este mereu sigur.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Steagul de la {0} este greșit.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Indiciu: celula de la {0} este sigură.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Indiciu: {0}, o ghicire.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Un 50/50 forțat: această celulă și cea de la {0} împart o mină și nimic nu le poate deosebi vreodată. Ghiciți acum: așteptarea nu ajută.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Această celulă (șansă de mină {0}) este fie sigură, fie jumătate dintr-un 50/50 pe care nimic nu l-ar putea rezolva, așa că a o ghici acum nu adaugă niciun risc.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Final de joc: a fost încercată fiecare cale pe care o mai poate lua jocul. Această celulă (șansă de mină {0}) dă cea mai bună șansă de câștig: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Nicio celulă sigură și nicio ghicire nu poate spune ceva nou: aceasta are cel mai mic risc, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Nicio celulă sigură: aceasta are cel mai mic risc, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Cea mai sigură ghicire: șansă de mină {0}.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Cea mai bună ghicire: șansă de mină {0} (cea mai sigură celulă are {1}), dar numărul ei deschide mai probabil tabla.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Niciun număr pe care îl poate arăta nu face imediat sigură o altă celulă.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>&amp;Asistență</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Cei mai buni timpi</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Începător</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermediar</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, fără ghicit</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nume</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Timp (s)</translation>
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
        <translation>Dată</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Jocuri jucate:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Jocuri câștigate:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Serie curentă de victorii:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Cea mai lungă serie de victorii:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Resetează...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Recorduri</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Cu steaguri</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Fără steaguri (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Cel mai bun timp (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Cel mai bun 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Cel mai bun IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Cel mai bun RQP (cel mai mic)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Cel mai bun STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Ultimele {0} jocuri numărate:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Câștigate:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Timpul mediu al victoriilor:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>3BV/s mediu:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>IOE mediu:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Doar jocurile dumneavoastră: jocurile cu asistență, repornite și reluate nu stabilesc recorduri.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anonim</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1} %)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Resetează cei mai buni timpi</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Uitați cei mai buni timpi și statisticile pentru {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>goală</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>ascunsă</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>cu steag</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>semn de întrebare</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mină</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>mină explodată</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>steag greșit</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>rândul {0}, coloana {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Tablă personalizată</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Rânduri:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Coloane:</translation>
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
        <translation>Exersare: tabla zilei din {0} are deja rezultatul; acest joc nu îl schimbă.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Tabla zilei din {0}: începeți din celula marcată.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Rezultatul tablei zilei nu a putut fi păstrat: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Rezultatul dumneavoastră pentru tabla zilei din {0} a fost păstrat: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Nu a fost jocul tău propriu (ajutor sau o tablă reluată), așa că se socotește necâștigat.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Exersare: tabla zilei din {0} își păstrează primul rezultat ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Tabla zilei</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiază</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Lipiți un rând de rezultat partajat de cineva</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Verifică</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Partajați rezultatul</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Verificați un rezultat partajat</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Tabla de azi ({0}, UTC), aceeași pentru toți jucătorii: {1} × {2}, {3} mine (regula {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Tabla din {0} (UTC), aceeași pentru toți jucătorii: {1} × {2}, {3} mine (regula {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Începeți din celula marcată (rândul {0}, coloana {1}): ea deschide mereu o zonă.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Tabla se schimbă la 00:00 UTC, oriunde v-ați afla: peste {0} h {1} min.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Încă nejucată. Primul joc terminat pe această tablă este rezultatul zilei; jocurile următoare sunt exersare.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Joacă această tablă</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Câștigat în {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Pierdut după {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Rezultatul zilei: {0} Jocurile următoare pe această tablă sunt exersare și nu îl schimbă.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Exersează pe această tablă</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Zile jucate la rând: {0} (record {1}). Zile câștigate la rând: {2} (record {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copiat în clipboard.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Acesta nu este un rând de rezultat al tablei zilei. Arată așa: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Regula {0} nu este cunoscută de această versiune a jocului: nu poate crea acea tablă.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Neverificat: codul tablei nu se potrivește cu tabla din {0} (regula {1}). Rândul a fost modificat sau provine din alt joc.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Verificat: tabla din {0} (regula {1}) este aceeași și la dumneavoastră. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Câștigat în</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Pierdut după</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>Timp: {0} s</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} din {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Taste: {0} ({1} descoperire, {2} steag, {3} acord)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Clicuri: {0} ({1} stânga, {2} dreapta, {3} acord)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Pierderi anulate: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Continuă</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Joc &amp;nou</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>&amp;Reia această tablă</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Joacă din nou aceleași mine (nu contează la cei mai buni timpi)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>Schimbă &amp;dificultatea</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ieși</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Anulează mutarea &amp;pierzătoare</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Înapoi chiar înainte de mină, pentru exersare (Ctrl+Z; jocul devine cu asistență)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Vezi reluarea</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Nu&amp;mele dumneavoastră:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Ați câștigat!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Bum!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Nou cel mai bun timp! Locul {0} din 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Cu asistență: nu contează la cei mai buni timpi</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Antrenament: nu contează la cei mai buni timpi</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Tablă repornită: nu contează la cei mai buni timpi</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Joc reluat dintr-o salvare: nu contează la cei mai buni timpi</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>În pauză</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>rândul său din istoric este deteriorat</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>înregistrarea sa este deteriorată</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>nu are nicio înregistrare</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>înregistrarea sa nu este un joc pe care îl poate conține un fișier de reluare</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: jocul {0} nu a fost exportat: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: nu se pot scrie reluări în {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: istoricul jocurilor nu poate fi citit: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n reluare scrisă în {0}</numerusform>
            <numerusform>%n reluări scrise în {0}</numerusform>
            <numerusform>%n de reluări scrise în {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n joc nu avea o înregistrare utilizabilă</numerusform>
            <numerusform>minesweeper-qt: %n jocuri nu aveau o înregistrare utilizabilă</numerusform>
            <numerusform>minesweeper-qt: %n de jocuri nu aveau o înregistrare utilizabilă</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Analiză</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Curățați câmpul fără să atingeți vreo mină</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Un număr arată câte dintre cele opt celule din jurul lui ascund o mină. Descoperiți toate celulele sigure pentru a câștiga; primul clic este mereu sigur.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Clic stânga: descoperă o celulă.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Clic dreapta: pune sau scoate un steag.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Clic de mijloc, sau stânga și dreapta împreună, pe un număr ale cărui steaguri sunt toate puse: descoperă ceilalți vecini (acord). Un clic stânga pe un astfel de număr face și el acord.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Ținerea apăsată a butonului stâng pune steag doar cu Opțiuni &gt; Ținerea apăsată a butonului mouse-ului pune steag. Ctrl+rotiță face zoom; Shift+rotiță derulează lateral.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Atingere</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Cât țineți apăsat, un inel se umple în jurul celulei; steagul apare când se închide. Ciupiți cu două degete pentru zoom.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Atingeți pentru a descoperi; apăsați lung pentru a pune steag sau a face acord pe un număr. Modul steag (butonul steag, G) face ca atingerile să pună steaguri.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatură</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Săgețile mută cursorul; Spațiu sau Enter descoperă (sau face acord); F pune steag; F2 începe un joc nou; Ctrl++ și Ctrl+- fac zoom.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajutor</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H arată un indiciu: o celulă sigură și de ce este sigură; Shift+H o joacă; P arată șansa de mină a fiecărei celule ascunse; Ctrl+Z anulează o mutare pierzătoare; Esc închide indiciul sau oprește Rezolvarea. Prin atingere: becul și pătratele colorate din antet, iar după o pierdere Anulează din meniu. Ajutorul face jocul cu asistență: nu contează la cei mai buni timpi.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up și Page Down mută cu un ecran; Home și End duc la capetele rândului, cu Ctrl la colțurile tablei; Ctrl+săgeți duc la margine. Ctrl+9 potrivește tabla în fereastră.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M spune minele rămase, iar T timpul; Shift+P spune șansa de mină a celulei de sub cursor; H spune din nou indiciul. F10 deschide bara de meniu.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Statistici competitive</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: cel mai mic număr de clicuri stânga care curăță tabla fără steaguri (fiecare deschidere contează o dată, fiecare număr care nu e lângă o deschidere o dată). 3BV/s: 3BV rezolvat pe secundă. Clicuri: clicuri stânga, dreapta și de acord (duble), așa cum le numără comunitatea. IOE (eficiență): 3BV rezolvat / clicuri. Corectitudine: clicuri eficiente / clicuri. Randament: 3BV rezolvat / clicuri eficiente. RQP: timp / (3BV/s). STNB: un scor de viteză pe tablele standard (C x 3BV / timp^1,7, înmulțit cu rădăcina pătrată a părții rezolvate). ZiNi: cel mai mic număr de clicuri cu steaguri, așa cum le numără un rezolvitor lacom.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Un Minesweeper nativ pentru desktop, cu regulile clasice.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Licențiat sub licența MIT.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Dacă arată un {0}, %n altă celulă devine sigură.</numerusform>
            <numerusform>Dacă arată un {0}, %n alte celule devin sigure.</numerusform>
            <numerusform>Dacă arată un {0}, %n de alte celule devin sigure.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>Joc câștigat</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Timp (s)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Niciun joc câștigat de afișat.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Timp (s): alegeți o singură mărime de tablă</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Începător</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermediar</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Deteriorat</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Câștigat</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Pierdut</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonat</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Repornit</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dată</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablă</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Fără ghicit</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultat</translation>
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
        <translation>Numărat</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>da</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Vezi reluarea</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Exportă ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Șter&amp;ge</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tablă:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Rezultat:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Fără ghicit:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>Tabla &amp;zilei:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Istoricul jocurilor</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Toate mărimile</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Toate</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Ambele</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Doar fără ghicit</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Doar aleatorii</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toate jocurile</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Doar tablele zilei</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Fără tablele zilei</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n joc din istoric nu a putut fi citit și apare ca deteriorat.</numerusform>
            <numerusform>%n jocuri din istoric nu au putut fi citite și apar ca deteriorate.</numerusform>
            <numerusform>%n de jocuri din istoric nu au putut fi citite și apar ca deteriorate.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Rândul acestui joc este deteriorat: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Selectați un joc pentru a-i vedea toate cifrele.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Înregistrarea acestui joc este deteriorată: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Niciun joc nu s-a încheiat încă: fiecare joc pe care îl termini apare aici.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Niciun joc nu corespunde acestor alegeri.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Exportă reluarea</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Reluări {0} ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Exportă reluările într-un dosar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n reluare exportată</numerusform>
            <numerusform>%n reluări exportate</numerusform>
            <numerusform>%n de reluări exportate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n omisă</numerusform>
            <numerusform>%n omise</numerusform>
            <numerusform>%n omise</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (anulat)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Se exportă reluările...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Șterge jocurile</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Ștergeți %n joc și reluarea lui?</numerusform>
            <numerusform>Ștergeți %n jocuri și reluările lor?</numerusform>
            <numerusform>Ștergeți %n de jocuri și reluările lor?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n joc șters.</numerusform>
            <numerusform>%n jocuri șterse.</numerusform>
            <numerusform>%n de jocuri șterse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Se șterg jocurile...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>cu asistență</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>repornit</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>antrenament</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>reluat</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>reluare</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Timp {0} s · 3BV {1}/{2} · 3BV/s {3} · clicuri {4} ({5} stânga, {6} dreapta, {7} acord) · eficiente {8} · IOE {9} · corectitudine {10} · randament {11} · RQP {12} · STNB {13} · ZiNi {14} · deschideri {15} · insule {16} · Cl/s {17} · Ce/s {18} · IOS {19} · traseu {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%n joc a putut fi citit din el și a fost păstrat.</numerusform>
            <numerusform>%n jocuri au putut fi citite din el și au fost păstrate.</numerusform>
            <numerusform>%n de jocuri au putut fi citite din el și au fost păstrate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n joc dintr-un istoric pus deoparte anterior a fost readus în istoricul dumneavoastră; fișierul vechi este păstrat ca {0}.</numerusform>
            <numerusform>%n jocuri dintr-un istoric pus deoparte anterior au fost readuse în istoricul dumneavoastră; fișierul vechi este păstrat ca {0}.</numerusform>
            <numerusform>%n de jocuri dintr-un istoric pus deoparte anterior au fost readuse în istoricul dumneavoastră; fișierul vechi este păstrat ca {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>Contoare în timp &amp;real</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · clicuri {1} · IOE {2} · timp estimat {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Timp {0} s · clicuri {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>Cum se joacă</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Despre Minesweeper</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Mod steag: clicurile și atingerile pun steaguri (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Meniu: pauză, joc nou, dificultate</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Joc nou (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Tablă fără ghicit: fiecare celulă sigură poate fi găsită fără a ghici</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Tablă fără ghicit</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Mine rămase: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Minesweeper</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Potrivește în fereastră</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>Păstrează &amp;tabla potrivită în fereastră</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Renunțați la acest joc?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Acest joc va conta ca pierdere.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Nu mai întreba până ies</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Linia de comandă cere un joc nou, dar jocul dumneavoastră salvat este încă în desfășurare. Începerea jocului nou abandonează jocul salvat.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Renunțați la jocul salvat?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Linia de comandă cere un joc nou, dar jocul dumneavoastră salvat este încă în desfășurare. Începerea jocului nou numără jocul salvat ca pierdere.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>Începe &amp;jocul nou</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Continuă jocul salvat</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Se creează o tablă care poate fi curățată fără a ghici...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Această tablă poate necesita o ghicire: nu s-a găsit la timp o tablă fără ghicit.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nou</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>În&amp;cepător (9 x 9, 10 mine)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>Inter&amp;mediar (16 x 16, 40 de mine)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Expert (16 x 30, 99 de mine)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Personalizat...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>Fără &amp;ghicit</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>Tabla &amp;zilei...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>Cei mai buni &amp;timpi...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>Isto&amp;ric...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>&amp;Deschide reluare...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opțiuni</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Semne de întrebare</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;Clic stânga pe un număr face acord</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Mod stea&amp;g</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Ținerea apăsată a butonului &amp;mouse-ului pune steag</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animații</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Ceas în su&amp;timi de secundă</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Mărește</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Mi&amp;cșorează</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>Mărime &amp;reală</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>Lim&amp;bă</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;utor</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cum se joacă</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Despre</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>&amp;Primul clic</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Mereu o &amp;deschidere (modern)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Doar celula apăsată e &amp;sigură (clasic)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>Întârzierea apăsării &amp;lungi</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>Implicit &amp;sistem</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (niciun font instalat)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Deschide reluare</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: fișierul este prea mare pentru o reluare ({1} MB; se citesc cel mult {2} MB).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: citirea acestei reluări necesită peste {1} GB de memorie; nu este o reluare pe care jocul o poate deschide.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Se pregătește {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Se citește {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Reluarea nu a putut fi citită: procesul de citire nu a pornit.</translation>
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
        <translation>{0} și {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{0} de la {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} are nevoie de o mină și toate celulele sale ascunse ating și {1}, deci acea mină este cea de care are nevoie {1}: celelalte celule ale sale sunt sigure: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 la perete</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Comparați {0} cu {1}: fiecare celulă ascunsă a primului atinge al doilea, iar al doilea are nevoie de atâtea mine în plus câte alte celule are: {2}, toate mine.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Comparați {0} cu {1}: fiecare celulă ascunsă a primului atinge al doilea, iar al doilea nu are nevoie de mai multe mine decât primul, deci celelalte celule ale sale sunt sigure: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Comparați {0} cu {1}: minele de care au nevoie pot fi puse doar cu mine pe {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Comparați {0} cu {1}: minele de care au nevoie nu lasă niciuna pentru {2}, care e sigură.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} se află între {0} și {2}; fiecare 1 are o mină printre celulele pe care le împarte cu 2, deci minele lui 2 sunt la capete: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} se află între {0} și {2}; minele lui 2 sunt la capete, deci celula din mijloc este sigură: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} are nevoie de o mină în plus față de {0}, iar celulele comune conțin cel mult una, deci celula pe care o atinge doar {1} este o mină: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} are nevoie de o mină în plus față de {0} și are o singură celulă proprie, deci aceea este o mină, iar mina lui {0} este în celulele comune: celelalte celule ale lui {0} sunt sigure: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Încercați fiecare mod în care pot fi satisfăcute numerele de la {0}: fiecare pune o mină pe {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Încercați fiecare mod în care pot fi satisfăcute numerele de la {0}: în fiecare, {1} e sigură.</translation>
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
            <numerusform>și încă %n</numerusform>
            <numerusform>și încă %n</numerusform>
            <numerusform>și încă %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Celula goală de la {0} nu atinge nicio mină, deci %n vecin ascuns al ei este sigur: {1}.</numerusform>
            <numerusform>Celula goală de la {0} nu atinge nicio mină, deci cei %n vecini ascunși ai ei sunt siguri: {1}.</numerusform>
            <numerusform>Celula goală de la {0} nu atinge nicio mină, deci cei %n de vecini ascunși ai ei sunt siguri: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{0} de la {1} atinge deja %n mină ({2}), deci ceilalți vecini ascunși sunt siguri: {3}.</numerusform>
            <numerusform>{0} de la {1} atinge deja %n mine ({2}), deci ceilalți vecini ascunși sunt siguri: {3}.</numerusform>
            <numerusform>{0} de la {1} atinge deja %n de mine ({2}), deci ceilalți vecini ascunși sunt siguri: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{0} de la {1} are nevoie de %n mină și are exact atâtea celule ascunse: {2}, o mină.</numerusform>
            <numerusform>{0} de la {1} are nevoie de %n mine și are exact atâtea celule ascunse: {2}, toate mine.</numerusform>
            <numerusform>{0} de la {1} are nevoie de %n de mine și are exact atâtea celule ascunse: {2}, toate mine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{0} de la {1} mai are nevoie de %n mină și mai are exact atâtea celule ascunse: {2}, o mină.</numerusform>
            <numerusform>{0} de la {1} mai are nevoie de %n mine și mai are exact atâtea celule ascunse: {2}, toate mine.</numerusform>
            <numerusform>{0} de la {1} mai are nevoie de %n de mine și mai are exact atâtea celule ascunse: {2}, toate mine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{0} de la {1} (mai are nevoie de %n mină)</numerusform>
            <numerusform>{0} de la {1} (mai are nevoie de %n mine)</numerusform>
            <numerusform>{0} de la {1} (mai are nevoie de %n de mine)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Numărul de mine: a rămas %n mină și numerele de pe margine au nevoie de ea, deci orice altă celulă ascunsă este sigură, și {0}.</numerusform>
            <numerusform>Numărul de mine: au rămas %n mine și numerele de pe margine au nevoie de toate, deci orice altă celulă ascunsă este sigură, și {0}.</numerusform>
            <numerusform>Numărul de mine: au rămas %n de mine și numerele de pe margine au nevoie de toate, deci orice altă celulă ascunsă este sigură, și {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Numărul de mine: cu %n mină rămasă, numerele pot fi satisfăcute doar în moduri care lasă {0} sigură.</numerusform>
            <numerusform>Numărul de mine: cu %n mine rămase, numerele pot fi satisfăcute doar în moduri care lasă {0} sigură.</numerusform>
            <numerusform>Numărul de mine: cu %n de mine rămase, numerele pot fi satisfăcute doar în moduri care lasă {0} sigură.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Numărul de mine: cu %n mină rămasă, numerele pot fi satisfăcute doar în moduri care pun o mină pe {0}.</numerusform>
            <numerusform>Numărul de mine: cu %n mine rămase, numerele pot fi satisfăcute doar în moduri care pun o mină pe {0}.</numerusform>
            <numerusform>Numărul de mine: cu %n de mine rămase, numerele pot fi satisfăcute doar în moduri care pun o mină pe {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n pas anterior nu este arătat.)</numerusform>
            <numerusform>(%n pași anteriori nu sunt arătați.)</numerusform>
            <numerusform>(%n de pași anteriori nu sunt arătați.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>alt program îl folosește</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>o eroare de intrare/ieșire</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>Istoricul jocurilor a fost scris de o versiune mai nouă a jocului; a fost pus deoparte ca {0} și a început un istoric nou.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>În locul istoricului jocurilor era altceva decât un fișier; a fost pus deoparte ca {0} și a început un istoric nou.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Fișierul istoricului jocurilor era deteriorat; a fost pus deoparte ca {0} și a început un istoric nou.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Un istoric pus deoparte anterior nu a putut fi citit; este păstrat ca {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Istoricul jocurilor nu poate fi folosit acum: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Un joc nu a putut fi adăugat în istoric: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Jocurile terminate nu pot fi scrise pe disc acum ({0}); sunt păstrate în memorie și scrise cât mai curând, dar se pierd dacă jocul este închis înainte.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Reluări ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Reluări {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Deschide reluare</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Ultimul joc</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: reluarea conține %Ln eveniment, prea multe (se citesc cel mult {1}).</numerusform>
            <numerusform>{0}: reluarea conține %Ln evenimente, prea multe (se citesc cel mult {1}).</numerusform>
            <numerusform>{0}: reluarea conține %Ln de evenimente, prea multe (se citesc cel mult {1}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Înainte de prima mutare</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>descoperire</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>steag</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>acord</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>anulare</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Mutarea {0} din {1}, {2} s: {3} la {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Timp {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicuri {4} ({5} stânga, {6} dreapta, {7} acord) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Redă</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Reluare</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Un eveniment înapoi (Stânga)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Un eveniment înainte (Dreapta)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Timpul reluării</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Tabla reluării</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Dreapta și Stânga avansează pas cu pas, cu Ctrl din mutare în mutare, M spune mutarea, Spațiu redă</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Viteză:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Analiza {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} mine</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Mutări care merită o privire:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Cronologia analizei</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Tablele de peste 100.000 de celule nu sunt analizate.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Acest joc nu poate fi analizat.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Ghicirea sau steagul greșit anterior (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Ghicirea sau steagul greșit următor (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Se analizează jocul…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>descoperă</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>acord</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>steag</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>scoate steag</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>semn de întrebare</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>sigur</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>ghicire forțată</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>ghicire evitabilă</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>steag greșit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>greșeală</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Câștigat</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Pierdut</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} în {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>șansa de a trece de toate: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Nicio ghicire: fiecare descoperire a fost sigur inofensivă.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>clicuri irosite: {0} din {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (mutarea {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Cele mai lungi pauze: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · mutarea {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: steag greșit (acolo nu e nicio mină)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: ghicire forțată, șansă de mină {1}, cel mai mic risc posibil</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: ghicire forțată, șansă de mină {1} (nicio celulă nu era sigur inofensivă; cea mai sigură, {2}, avea {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: ghicire evitabilă, șansă de mină {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: o greșeală (șansă de mină {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Pierdut aici, apoi anulat (anulare): jocul a continuat, iar cifrele lui lasă această mutare deoparte.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Jocul a fost pierdut aici.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Nicio ghicire</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n ghicire: {0} forțate, {1} evitabile</numerusform>
            <numerusform>%n ghiciri: {0} forțate, {1} evitabile</numerusform>
            <numerusform>%n de ghiciri: {0} forțate, {1} evitabile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n ghicire, {0} evitabile</numerusform>
            <numerusform>%n ghiciri, {0} evitabile</numerusform>
            <numerusform>%n de ghiciri, {0} evitabile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n steag greșit</numerusform>
            <numerusform>%n steaguri greșite</numerusform>
            <numerusform>%n de steaguri greșite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>Cealaltă %n mutare a fost sigură.</numerusform>
            <numerusform>Celelalte %n mutări au fost sigure.</numerusform>
            <numerusform>Celelalte %n de mutări au fost sigure.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n celulă era atunci sigur inofensivă, de exemplu {0}:</numerusform>
            <numerusform>%n celule erau atunci sigur inofensive, de exemplu {0}:</numerusform>
            <numerusform>%n de celule erau atunci sigur inofensive, de exemplu {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Jocul salvat se terminase deja și fusese numărat, așa că a început un joc nou.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Jocul salvat nu a putut fi citit, așa că a început un joc nou.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Fișierul deteriorat a fost păstrat ca {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Personalizat {0} x {1}, %n mină</numerusform>
            <numerusform>Personalizat {0} x {1}, %n mine</numerusform>
            <numerusform>Personalizat {0} x {1}, %n de mine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Personalizat {0} x {1}, %n mină</numerusform>
            <numerusform>Personalizat {0} x {1}, %n mine</numerusform>
            <numerusform>Personalizat {0} x {1}, %n de mine</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>rândul {0}, coloana {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln celulă descoperită</numerusform>
            <numerusform>%Ln celule descoperite</numerusform>
            <numerusform>%Ln de celule descoperite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln celulă descoperită</numerusform>
            <numerusform>%Ln celule descoperite</numerusform>
            <numerusform>%Ln de celule descoperite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln celulă descoperită: {0}</numerusform>
            <numerusform>%Ln celule descoperite: {0}</numerusform>
            <numerusform>%Ln de celule descoperite: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Jucat la {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Rezolvare: %Ln mutare, {0}, ultima la {1}</numerusform>
            <numerusform>Rezolvare: %Ln mutări, {0}, ultima la {1}</numerusform>
            <numerusform>Rezolvare: %Ln de mutări, {0}, ultima la {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Rezolvare: %Ln mutare, {0}, ultima la {1}</numerusform>
            <numerusform>Rezolvare: %Ln mutări, {0}, ultima la {1}</numerusform>
            <numerusform>Rezolvare: %Ln de mutări, {0}, ultima la {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>nicio celulă descoperită</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Timp: %Ln secundă</numerusform>
            <numerusform>Timp: %Ln secunde</numerusform>
            <numerusform>Timp: %Ln de secunde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Timp: %Ln secundă</numerusform>
            <numerusform>Timp: %Ln secunde</numerusform>
            <numerusform>Timp: %Ln de secunde</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>fără probabilitate</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>sigur fără mină</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>sigur o mină</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>șansă de mină {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Probabilități afișate</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Probabilități ascunse</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Deja descoperită</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Marginea tablei</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>A rămas %Ln mină</numerusform>
            <numerusform>Au rămas %Ln mine</numerusform>
            <numerusform>Au rămas %Ln de mine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>A rămas %Ln mină</numerusform>
            <numerusform>Au rămas %Ln mine</numerusform>
            <numerusform>Au rămas %Ln de mine</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Steag pus</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Semn de întrebare</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Steag scos</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Ați câștigat în {0} secunde</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Ați călcat pe o mină după {0} secunde</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} pe {1} celule, %Ln mină</numerusform>
            <numerusform>{0} pe {1} celule, %Ln mine</numerusform>
            <numerusform>{0} pe {1} celule, %Ln de mine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} pe {1} celule, %Ln mină</numerusform>
            <numerusform>{0} pe {1} celule, %Ln mine</numerusform>
            <numerusform>{0} pe {1} celule, %Ln de mine</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Săgețile mută, Spațiu descoperă, F pune steag</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Joc nou: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Joc în pauză</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Jocul salvat continuă: tabla zilei cerută în linia de comandă nu a fost pornită.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Jocul salvat continuă: jocul nou cerut în linia de comandă nu a fost pornit.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Fișierul de setări era deteriorat și a fost pus deoparte; se folosesc valorile implicite.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Fișierul de traducere este deteriorat; jocul este afișat în engleză.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>în locul său este altceva decât un fișier</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>discul este plin</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>fișierul sau dosarul său este doar pentru citire</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>discul este doar pentru citire</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>altceva decât un dosar stă în cale</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Jocul nu a putut fi salvat: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>setările nu au putut fi scrise</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Setările nu au putut fi salvate: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Discul este plin: jocul terminat a fost salvat în spațiul pe care jocul îl ține în rezervă. Eliberați spațiu pe disc.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Totul se salvează din nou.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Jocuri nesalvate</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Cauză: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Reîncearcă</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Nu ieși</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Ieși oricum</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg este imbricat mai adânc de {0} niveluri</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg se referă la el însuși (o buclă de referințe)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg folosește &lt;{0}&gt;, pe care temele nu îl pot folosi</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg desenează peste {0} forme (prin &lt;use&gt; și referințe)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg desenează peste {0} caractere de date de cale și text</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg desenează imagini de peste {0} pixeli</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;emă</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Automat (urmează sistemul)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>Ci&amp;fre pentru daltoniști</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Deschide dosarul cu &amp;teme</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Tema „{0}” nu poate fi folosită: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Se folosește Clasic în schimb.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clasic</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Modern</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Întunecat</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contrast ridicat</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} lipsește</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} nu este un fișier obișnuit</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} este mai mare de {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} nu poate fi citit</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: „{0}” lipsește sau este greșit</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json nu este JSON valid ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} nu este o culoare (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: loc de culoare necunoscut „{0}”</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg nu este text UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg declară un tip de document (nepermis)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg nu este un fișier SVG valid ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg se referă la alt fișier ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg nu are elementele {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} din theme.svg nu este desenat în culoarea numărului său {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>numele dosarului poate conține doar a-z, 0-9, - și _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>o temă inclusă are acest nume</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>desenarea durează mai mult de {0} s</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>nu a putut fi încercată (niciun proces)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>desenarea durează cu {0} ms mai mult decât tema clasică (cel mult {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt nu o poate desena</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n joc terminat nu a putut fi salvat: dacă ieșiți acum, se pierde.</numerusform>
            <numerusform>%n jocuri terminate nu au putut fi salvate: dacă ieșiți acum, se pierd.</numerusform>
            <numerusform>%n de jocuri terminate nu au putut fi salvate: dacă ieșiți acum, se pierd.</numerusform>
        </translation>
    </message>
</context>
</TS>
