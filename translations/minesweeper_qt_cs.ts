<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Minové pole</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Režim vlajek</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Nabídka</translation>
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
        <translation>&amp;Zahrát tip</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Zobrazit &amp;pravděpodobnosti</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Vrátit prohrávající tah</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>Vyř&amp;ešit</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>&amp;Nechat pravděpodobnosti zapnuté v nových hrách</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>&amp;Oznámit pravděpodobnost políčka</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>S&amp;krýt tlačítka asistence</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>&amp;Rychlost řešení</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Pomalu</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normálně</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rychle</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Tip: další bezpečné políčko a proč (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Pravděpodobnosti: šance miny v každém zakrytém políčku (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Pravděpodobnosti</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Zahrát</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Zahrát doporučené políčko (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Zavřít tip (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Prohlédnuta byla jen viditelná část desky.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Řešení funguje na plochách do 100 000 políček; na větších plochách pokrývají tipy a pravděpodobnosti viditelnou část plochy.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>S pomocí: nepočítá se do nejlepších časů</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>S pomocí</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Vrácené prohry: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Klikněte kamkoli: první kliknutí je vždy bezpečné.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Vlajka na {0} je chybná.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Tip: bezpečné políčko je {0}.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Tip: {0}, nutno hádat.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Vynucené 50/50: toto políčko a políčko {0} sdílejí jednu minu a nic je nikdy nerozliší. Hádejte hned: čekání nepomůže.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Toto políčko (mina: {0}) je buď bezpečné, nebo polovina 50/50, které nic nikdy nerozhodne, takže hádat ho teď nic dalšího neriskuje.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Koncovka: vyzkoušena každá cesta, kterou se hra ještě může vydat. Toto políčko (mina: {0}) dává nejlepší šanci na výhru: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Žádné bezpečné políčko a žádný odhad neprozradí nic nového: toto má nejnižší riziko, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Žádné bezpečné políčko: toto má nejnižší riziko, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Nejbezpečnější odhad: mina {0}.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Nejlepší odhad: mina {0} (nejbezpečnější políčko má {1}), ale jeho číslo spíše otevře plochu.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Žádné číslo, které může ukázat, neudělá hned jiné políčko bezpečným.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>&amp;Asistence</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Nejlepší časy</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Začátečník</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Pokročilý</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, bez hádání</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Čas (s)</translation>
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
        <translation>Odehrané hry:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Vyhrané hry:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Současná série výher:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Nejdelší série výher:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Vynulovat...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekordy</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>S vlajkami</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Bez vlajek (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Nejlepší čas (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Nejlepší 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Nejlepší IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Nejlepší RQP (nejnižší)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Nejlepší STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Posledních {0} započítaných her:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Vyhráno:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Průměrný čas výher:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>Průměrné 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>Průměrné IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Jen vaše vlastní hry: hry s pomocí, restartované a obnovené hry rekord nevytvoří.</translation>
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
        <translation>Vynulovat nejlepší časy</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Zapomenout nejlepší časy a statistiky pro {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>prázdné</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>zakryté</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>s vlajkou</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>otazník</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mina</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>vybuchlá mina</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>chybná vlajka</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>řádek {0}, sloupec {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Vlastní plocha</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>Řá&amp;dky:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Sloupce:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Miny:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Procvičování: denní plocha ze dne {0} už má výsledek; tato hra ho nezmění.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Denní plocha ze dne {0}: začněte na označeném políčku.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Výsledek denní plochy nelze uložit: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Váš výsledek denní plochy ze dne {0} je uložen: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Nebyla to vaše vlastní hra (nápověda nebo znovu začatá deska), takže se počítá jako nevyhraná.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Procvičování: denní plocha ze dne {0} si ponechává svůj první výsledek ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Denní plocha</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Vložte řádek s výsledkem, který někdo sdílel</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Ověřit</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Sdílet svůj výsledek</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Ověřit sdílený výsledek</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Dnešní plocha ({0}, UTC), stejná pro všechny hráče: {1} × {2}, min: {3} (pravidlo {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Plocha ze dne {0} (UTC), stejná pro všechny hráče: {1} × {2}, min: {3} (pravidlo {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Začněte na označeném políčku (řádek {0}, sloupec {1}): vždy otevře oblast.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Plocha se mění v 00:00 UTC, ať jste kdekoli: za {0} h {1} min.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Zatím nehráno. Vaše první dokončená hra na této ploše je výsledkem dne; další hry jsou procvičování.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Hrát tuto plochu</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Výhra za {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Prohra po {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Výsledek dne: {0} Další hry na této ploše jsou procvičování a nemění ho.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Procvičovat na této ploše</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Odehrané dny v řadě: {0} (rekord {1}). Vyhrané dny v řadě: {2} (rekord {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Zkopírováno do schránky.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Toto není řádek s výsledkem denní plochy. Vypadá takto: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Pravidlo {0} tato verze hry nezná: tuto plochu nedokáže vytvořit.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Neověřeno: kód plochy neodpovídá ploše ze dne {0} (pravidlo {1}). Řádek byl změněn, nebo pochází z jiné hry.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Ověřeno: plocha ze dne {0} (pravidlo {1}) je stejná i u vás. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Výhra za</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Prohra po</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>Čas: {0} s</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} z {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Klávesy: {0} ({1} odkrytí, {2} vlajek, {3} akordů)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Kliknutí: {0} ({1} levých, {2} pravých, {3} akordů)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Vrácené prohry: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Pokračovat</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>No&amp;vá hra</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Hrát tuto plochu &amp;znovu</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Hrát stejné miny znovu (nepočítá se do nejlepších časů)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>Změnit &amp;obtížnost</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Vrátit prohrávající &amp;tah</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Zpět těsně před minu, na procvičení (Ctrl+Z; hra se stane hrou s pomocí)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Sledovat záznam</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Vaše &amp;jméno:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Vyhráli jste!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Bum!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Nový nejlepší čas! {0}. místo z 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>S pomocí: nepočítá se do nejlepších časů</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Cvičná hra: nepočítá se do nejlepších časů</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Restartovaná plocha: nepočítá se do nejlepších časů</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Hra obnovená z uložení: nepočítá se do nejlepších časů</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pozastaveno</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>její řádek v historii je poškozený</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>její záznam je poškozený</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>nemá žádný záznam</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>její záznam není hra, kterou může soubor záznamu obsahovat</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: hra {0} nebyla exportována: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: záznamy nelze zapsat do {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: historii her nelze přečíst: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n záznam zapsán do {0}</numerusform>
            <numerusform>%n záznamy zapsány do {0}</numerusform>
            <numerusform>%n záznamů zapsáno do {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n hra neměla použitelný záznam</numerusform>
            <numerusform>minesweeper-qt: %n hry neměly použitelný záznam</numerusform>
            <numerusform>minesweeper-qt: %n her nemělo použitelný záznam</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Rozbor</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Vyčistěte pole, aniž byste se dotkli miny</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Číslo říká, kolik z osmi okolních políček skrývá minu. Pro výhru odkryjte všechna bezpečná políčka; první kliknutí je vždy bezpečné.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Myš</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Levé kliknutí: odkryje políčko.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Pravé kliknutí: položí nebo odebere vlajku.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Prostřední kliknutí nebo levé a pravé naráz na číslo, jehož vlajky jsou všechny položeny: odkryje jeho ostatní sousedy (akord). Levé kliknutí na takové číslo provede akord také.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Držení levého tlačítka klade vlajku jen se zapnutým Možnosti &gt; Držení tlačítka myši klade vlajku. Ctrl+kolečko mění zvětšení; Shift+kolečko posouvá do stran.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Dotyk</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Zatímco držíte, kolem políčka se plní kruh; vlajka přijde, když se uzavře. Zvětšujte sevřením dvou prstů.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Klepnutím odkryjete; podržením položíte vlajku nebo provedete akord na čísle. Režim vlajek (tlačítko s vlajkou, G) mění klepnutí na kladení vlajek.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klávesnice</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Šipky posouvají kurzor; Mezerník nebo Enter odkryje (nebo provede akord); F položí vlajku; F2 začne novou hru; Ctrl++ a Ctrl+- mění zvětšení.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Nápověda</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H ukáže tip: bezpečné políčko a proč je bezpečné; Shift+H ho zahraje; P ukáže šanci miny v každém zakrytém políčku; Ctrl+Z vrátí prohrávající tah; Esc zavře tip nebo zastaví řešení. Dotykem: žárovka a barevné čtverečky v záhlaví a po prohře Vrátit v nabídce. Pomoc dělá z hry hru s pomocí: nepočítá se do nejlepších časů.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up a Page Down posouvají o obrazovku; Home a End vedou na konce řádku, s Ctrl do rohů plochy; Ctrl+šipky vedou k okraji. Ctrl+9 přizpůsobí plochu oknu.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M řekne zbývající miny a T čas; Shift+P řekne šanci miny v políčku pod kurzorem; H zopakuje tip. F10 otevře panel nabídek.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Soutěžní statistiky</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: nejmenší počet levých kliknutí, která vyčistí plochu bez vlajek (každá otevřená oblast se počítá jednou, každé číslo nesousedící s otevřenou oblastí jednou). 3BV/s: vyřešené 3BV za sekundu. Kliknutí: levá, pravá a akordová (dvojitá) kliknutí, jak je počítá komunita. IOE (efektivita): vyřešené 3BV / kliknutí. Správnost: účinná kliknutí / kliknutí. Propustnost: vyřešené 3BV / účinná kliknutí. RQP: čas / (3BV/s). STNB: skóre rychlosti na standardních plochách (C x 3BV / čas^1,7, krát odmocnina vyřešené části). ZiNi: nejmenší počet kliknutí s vlajkami, jak je počítá hladový řešitel.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Nativní desktopové Hledání min s klasickými pravidly.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Licencováno pod licencí MIT.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Ukáže-li {0}, %n další políčko bude bezpečné.</numerusform>
            <numerusform>Ukáže-li {0}, %n další políčka budou bezpečná.</numerusform>
            <numerusform>Ukáže-li {0}, %n dalších políček bude bezpečných.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>Vyhraná hra</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Čas (s)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Žádná vyhraná hra k zobrazení.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Čas (s): vyberte jednu velikost plochy</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Začátečník</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Pokročilý</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Poškozená</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Výhra</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Prohra</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Opuštěná</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Restartovaná</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plocha</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Bez hádání</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
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
        <translation>Započítaná</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Sledovat záznam</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Exportovat ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>S&amp;mazat</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Plocha:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Výsledek:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Bez hádání:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>&amp;Denní:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Historie her</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Všechny velikosti</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Vše</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Obojí</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Jen bez hádání</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Jen náhodné</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Všechny hry</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Jen denní plochy</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Bez denních ploch</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n hru z historie nelze přečíst a je zobrazena jako poškozená.</numerusform>
            <numerusform>%n hry z historie nelze přečíst a jsou zobrazeny jako poškozené.</numerusform>
            <numerusform>%n her z historie nelze přečíst a jsou zobrazeny jako poškozené.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Řádek této hry je poškozený: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Vyberte hru, abyste viděli všechny její hodnoty.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Záznam této hry je poškozený: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Zatím neskončila žádná hra: každá hra, kterou dokončíte, se objeví zde.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Těmto volbám neodpovídá žádná hra.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Exportovat záznam</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Záznamy {0} ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Exportovat záznamy do složky</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n záznam exportován</numerusform>
            <numerusform>%n záznamy exportovány</numerusform>
            <numerusform>%n záznamů exportováno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n přeskočen</numerusform>
            <numerusform>%n přeskočeny</numerusform>
            <numerusform>%n přeskočeno</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (zrušeno)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Exportování záznamů...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Smazat hry</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Smazat %n hru a její záznam?</numerusform>
            <numerusform>Smazat %n hry a jejich záznamy?</numerusform>
            <numerusform>Smazat %n her a jejich záznamy?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n hra smazána.</numerusform>
            <numerusform>%n hry smazány.</numerusform>
            <numerusform>%n her smazáno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Mazání her...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>s pomocí</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>restartovaná</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>cvičná</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>obnovená</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>záznam</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Čas {0} s · 3BV {1}/{2} · 3BV/s {3} · kliknutí {4} ({5} levých, {6} pravých, {7} akordů) · účinná {8} · IOE {9} · správnost {10} · propustnost {11} · RQP {12} · STNB {13} · ZiNi {14} · otevřené oblasti {15} · ostrovy {16} · Cl/s {17} · Ce/s {18} · IOS {19} · dráha {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%n hru z ní šlo přečíst a byla zachována.</numerusform>
            <numerusform>%n hry z ní šlo přečíst a byly zachovány.</numerusform>
            <numerusform>%n her z ní šlo přečíst a byly zachovány.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n hra z dříve odložené historie byla vrácena do vaší historie; starý soubor je uložen jako {0}.</numerusform>
            <numerusform>%n hry z dříve odložené historie byly vráceny do vaší historie; starý soubor je uložen jako {0}.</numerusform>
            <numerusform>%n her z dříve odložené historie bylo vráceno do vaší historie; starý soubor je uložen jako {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>Ž&amp;ivá počítadla</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · kliknutí {1} · IOE {2} · odhadovaný čas {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Čas {0} s · kliknutí {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>O hře Hledání min</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Režim vlajek: kliknutí a klepnutí kladou vlajky (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Nabídka: pauza, nová hra, obtížnost</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Nová hra (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Plocha bez hádání: každé bezpečné políčko lze najít bez hádání</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Plocha bez hádání</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Zbývá min: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Hledání min</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>Přizpůsobit o&amp;knu</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Vždy přizpůsobit plochu oknu</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Vzdát tuto hru?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Tato hra se započítá jako prohra.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Neptat se znovu, dokud hru neukončím</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Příkazový řádek žádá novou hru, ale vaše uložená hra ještě běží. Začátek nové hry uloženou hru vzdá.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Vzdát uloženou hru?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Příkazový řádek žádá novou hru, ale vaše uložená hra ještě běží. Začátek nové hry započítá uloženou jako prohru.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Začít novou hru</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Hrát dál uloženou hru</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Vytváří se plocha, kterou lze vyčistit bez hádání...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Tato plocha může vyžadovat hádání: plocha bez hádání nebyla včas nalezena.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nová</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Začátečník (9 x 9, 10 min)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Pokročilý (16 x 16, 40 min)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Expert (16 x 30, 99 min)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Vlastní...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>&amp;Bez hádání</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>&amp;Denní plocha...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>Nejlepší &amp;časy...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Historie...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>&amp;Otevřít záznam...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Možnosti</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Otazníky</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;Levé kliknutí na číslo provede akord</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Režim &amp;vlajek</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Držení tlačítka &amp;myši klade vlajku</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animace</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Hodiny v s&amp;etinách sekundy</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zvětšení</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Přiblížit</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Oddálit</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Skutečná velikost</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Jak hrát</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;O hře</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>&amp;První kliknutí</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Vždy &amp;otevřená oblast (moderní)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Bezpečné je jen &amp;kliknuté políčko (klasické)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>Prodleva dlouhého &amp;stisku</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>&amp;Výchozí systému</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (není nainstalováno písmo)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Otevřít záznam</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: soubor je na záznam příliš velký ({1} MB; čte se nejvýše {2} MB).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: čtení tohoto záznamu potřebuje více než {1} GB paměti; hra ho nemůže otevřít.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Připravuje se {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Čte se {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Záznam nelze přečíst: proces čtení se nespustil.</translation>
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
        <translation>{0} a {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{0} na {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} potřebuje jednu minu a všechna její zakrytá políčka sousedí i s {1}, takže tato mina je ta, kterou potřebuje {1}: ostatní políčka jsou bezpečná: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 u stěny</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Porovnejte {0} s {1}: každé zakryté políčko prvního sousedí s druhým a druhé potřebuje o tolik min víc, kolik má dalších políček: {2}, vše miny.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Porovnejte {0} s {1}: každé zakryté políčko prvního sousedí s druhým a druhé nepotřebuje víc min než první, takže jeho ostatní políčka jsou bezpečná: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Porovnejte {0} s {1}: miny, které potřebují, lze splnit jen s minami na {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Porovnejte {0} s {1}: miny, které potřebují, nenechávají žádnou pro {2}, které je bezpečné.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} leží mezi {0} a {2}; každá 1 má jednu minu mezi políčky, která sdílí s 2, takže miny 2 jsou na koncích: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} leží mezi {0} a {2}; miny 2 jsou na koncích, takže políčko uprostřed je bezpečné: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} potřebuje o jednu minu víc než {0} a společná políčka pojmou nejvýše jednu, takže políčko, se kterým sousedí jen {1}, je mina: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} potřebuje o jednu minu víc než {0} a má jen jedno vlastní políčko, takže to je mina a mina {0} je ve společných políčkách: ostatní políčka {0} jsou bezpečná: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Vyzkoušejte každý způsob, jak splnit čísla na {0}: každý dá minu na {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Vyzkoušejte každý způsob, jak splnit čísla na {0}: v každém je {1} bezpečné.</translation>
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
            <numerusform>a %n další</numerusform>
            <numerusform>a %n další</numerusform>
            <numerusform>a %n dalších</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Prázdné políčko na {0} nesousedí s minou, takže jeho %n zakrytý soused je bezpečný: {1}.</numerusform>
            <numerusform>Prázdné políčko na {0} nesousedí s minou, takže jeho %n zakrytí sousedé jsou bezpeční: {1}.</numerusform>
            <numerusform>Prázdné políčko na {0} nesousedí s minou, takže jeho %n zakrytých sousedů je bezpečných: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{0} na {1} už sousedí s %n minou ({2}), takže ostatní zakrytí sousedé jsou bezpeční: {3}.</numerusform>
            <numerusform>{0} na {1} už sousedí s %n minami ({2}), takže ostatní zakrytí sousedé jsou bezpeční: {3}.</numerusform>
            <numerusform>{0} na {1} už sousedí s %n minami ({2}), takže ostatní zakrytí sousedé jsou bezpeční: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{0} na {1} potřebuje %n minu a má právě tolik zakrytých políček: {2}, vše miny.</numerusform>
            <numerusform>{0} na {1} potřebuje %n miny a má právě tolik zakrytých políček: {2}, vše miny.</numerusform>
            <numerusform>{0} na {1} potřebuje %n min a má právě tolik zakrytých políček: {2}, vše miny.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{0} na {1} potřebuje ještě %n minu a zbývá mu právě tolik zakrytých políček: {2}, vše miny.</numerusform>
            <numerusform>{0} na {1} potřebuje ještě %n miny a zbývá mu právě tolik zakrytých políček: {2}, vše miny.</numerusform>
            <numerusform>{0} na {1} potřebuje ještě %n min a zbývá mu právě tolik zakrytých políček: {2}, vše miny.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{0} na {1} (potřebuje ještě %n minu)</numerusform>
            <numerusform>{0} na {1} (potřebuje ještě %n miny)</numerusform>
            <numerusform>{0} na {1} (potřebuje ještě %n min)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Počet min: zbývá %n mina a čísla podél okraje ji potřebují, takže každé jiné zakryté políčko je bezpečné, i {0}.</numerusform>
            <numerusform>Počet min: zbývají %n miny a čísla podél okraje potřebují všechny, takže každé jiné zakryté políčko je bezpečné, i {0}.</numerusform>
            <numerusform>Počet min: zbývá %n min a čísla podél okraje potřebují všechny, takže každé jiné zakryté políčko je bezpečné, i {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Počet min: když zbývá %n mina, čísla lze splnit jen tak, že {0} zůstane bezpečné.</numerusform>
            <numerusform>Počet min: když zbývají %n miny, čísla lze splnit jen tak, že {0} zůstane bezpečné.</numerusform>
            <numerusform>Počet min: když zbývá %n min, čísla lze splnit jen tak, že {0} zůstane bezpečné.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Počet min: když zbývá %n mina, čísla lze splnit jen s minou na {0}.</numerusform>
            <numerusform>Počet min: když zbývají %n miny, čísla lze splnit jen s minou na {0}.</numerusform>
            <numerusform>Počet min: když zbývá %n min, čísla lze splnit jen s minou na {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n dřívější krok není zobrazen.)</numerusform>
            <numerusform>(%n dřívější kroky nejsou zobrazeny.)</numerusform>
            <numerusform>(%n dřívějších kroků není zobrazeno.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>používá ji jiný program</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>chyba vstupu/výstupu</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>Historii her zapsala novější verze hry; byla odložena jako {0} a začala nová historie.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Na místě historie her bylo něco jiného než soubor; bylo to odloženo jako {0} a začala nová historie.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Soubor historie her byl poškozený; byl odložen jako {0} a začala nová historie.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Dříve odloženou historii nelze přečíst; je uložena jako {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Historii her teď nelze použít: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Hru nelze přidat do historie: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Dokončené hry teď nelze zapsat na disk ({0}); jsou uchovány v paměti a zapíšou se co nejdřív, ale ztratí se, pokud se hra předtím zavře.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Záznamy ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Záznamy {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Otevřít záznam</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Poslední hra</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: záznam obsahuje %Ln událost, příliš mnoho (čte se nejvýše {1}).</numerusform>
            <numerusform>{0}: záznam obsahuje %Ln události, příliš mnoho (čte se nejvýše {1}).</numerusform>
            <numerusform>{0}: záznam obsahuje %Ln událostí, příliš mnoho (čte se nejvýše {1}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Před prvním tahem</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>odkrytí</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>vlajka</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akord</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>vrácení</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Tah {0} z {1}, {2} s: {3}, {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Čas {0} s · 3BV {1} / {2} · 3BV/s {3} · Kliknutí {4} ({5} levých, {6} pravých, {7} akordů) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Přehrát</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Záznam</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>O událost zpět (Vlevo)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>O událost vpřed (Vpravo)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Čas záznamu</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Plocha záznamu</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Vpravo a Vlevo krokují, s Ctrl po tazích; M řekne tah, Mezerník přehrává</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Rychlost:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Rozbor: {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, min: {2}</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Tahy, které stojí za pohled:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Časová osa rozboru</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Plochy s více než 100 000 políčky se nerozebírají.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Tuto hru nelze rozebrat.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Předchozí odhad nebo chybná vlajka (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Další odhad nebo chybná vlajka (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Rozbor hry…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>odkrýt</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akord</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>vlajka</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>odebrat vlajku</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>otazník</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>bezpečné</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>vynucený odhad</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>zbytečný odhad</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>chybná vlajka</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>chyba</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Výhra</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Prohra</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} za {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>šance přežít všechny: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Bez hádání: každé odkrytí bylo jistě bezpečné.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>zbytečná kliknutí: {0} z {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (tah {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Nejdelší pauzy: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · tah {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: chybná vlajka (není tam mina)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: vynucený odhad, mina {1}, nejnižší možné riziko</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: vynucený odhad, mina {1} (žádné políčko nebylo jistě bezpečné; nejbezpečnější, {2}, mělo {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: zbytečný odhad, mina {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: chyba (mina {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Zde prohráno, pak vráceno (zpět): hra pokračovala a její údaje tento tah vynechávají.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Zde byla hra prohrána.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Bez hádání</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n odhad: vynucené {0}, zbytečné {1}</numerusform>
            <numerusform>%n odhady: vynucené {0}, zbytečné {1}</numerusform>
            <numerusform>%n odhadů: vynucené {0}, zbytečné {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n odhad, zbytečné {0}</numerusform>
            <numerusform>%n odhady, zbytečné {0}</numerusform>
            <numerusform>%n odhadů, zbytečné {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n chybná vlajka</numerusform>
            <numerusform>%n chybné vlajky</numerusform>
            <numerusform>%n chybných vlajek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>Ostatní %n tah byl bezpečný.</numerusform>
            <numerusform>Ostatní %n tahy byly bezpečné.</numerusform>
            <numerusform>Ostatních %n tahů bylo bezpečných.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n políčko bylo tehdy jistě bezpečné, například {0}:</numerusform>
            <numerusform>%n políčka byla tehdy jistě bezpečná, například {0}:</numerusform>
            <numerusform>%n políček bylo tehdy jistě bezpečných, například {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Uložená hra už skončila a byla započítána, proto začala nová hra.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Vaši uloženou hru nelze přečíst, proto začala nová hra.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Poškozený soubor byl uložen jako {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Vlastní {0} x {1}, %n mina</numerusform>
            <numerusform>Vlastní {0} x {1}, %n miny</numerusform>
            <numerusform>Vlastní {0} x {1}, %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Vlastní {0} x {1}, %n mina</numerusform>
            <numerusform>Vlastní {0} x {1}, %n miny</numerusform>
            <numerusform>Vlastní {0} x {1}, %n min</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>řádek {0}, sloupec {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>Odkryto %Ln políčko</numerusform>
            <numerusform>Odkryta %Ln políčka</numerusform>
            <numerusform>Odkryto %Ln políček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>Odkryto %Ln políčko</numerusform>
            <numerusform>Odkryta %Ln políčka</numerusform>
            <numerusform>Odkryto %Ln políček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>Odkryto %Ln políčko: {0}</numerusform>
            <numerusform>Odkryta %Ln políčka: {0}</numerusform>
            <numerusform>Odkryto %Ln políček: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Zahráno: {0} – {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Řešení: %Ln tah, {0}, poslední – {1}</numerusform>
            <numerusform>Řešení: %Ln tahy, {0}, poslední – {1}</numerusform>
            <numerusform>Řešení: %Ln tahů, {0}, poslední – {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Řešení: %Ln tah, {0}, poslední – {1}</numerusform>
            <numerusform>Řešení: %Ln tahy, {0}, poslední – {1}</numerusform>
            <numerusform>Řešení: %Ln tahů, {0}, poslední – {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>žádné políčko neodkryto</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Čas: %Ln sekunda</numerusform>
            <numerusform>Čas: %Ln sekundy</numerusform>
            <numerusform>Čas: %Ln sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Čas: %Ln sekunda</numerusform>
            <numerusform>Čas: %Ln sekundy</numerusform>
            <numerusform>Čas: %Ln sekund</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>bez pravděpodobnosti</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>jistě bezpečné</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>jistě mina</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>šance miny {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Pravděpodobnosti zobrazeny</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Pravděpodobnosti skryty</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Už odkryté</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Okraj plochy</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>Zbývá %Ln mina</numerusform>
            <numerusform>Zbývají %Ln miny</numerusform>
            <numerusform>Zbývá %Ln min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>Zbývá %Ln mina</numerusform>
            <numerusform>Zbývají %Ln miny</numerusform>
            <numerusform>Zbývá %Ln min</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Vlajka položena</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Otazník</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Vlajka odebrána</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Vyhráli jste za {0} s</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Šlápli jste na minu po {0} s</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} na {1} políček, %Ln mina</numerusform>
            <numerusform>{0} na {1} políček, %Ln miny</numerusform>
            <numerusform>{0} na {1} políček, %Ln min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} na {1} políček, %Ln mina</numerusform>
            <numerusform>{0} na {1} políček, %Ln miny</numerusform>
            <numerusform>{0} na {1} políček, %Ln min</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Šipky posouvají, Mezerník odkryje, F položí vlajku</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Nová hra: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Hra pozastavena</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Vaše uložená hra pokračuje: denní plocha požadovaná na příkazovém řádku nebyla spuštěna.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Vaše uložená hra pokračuje: nová hra požadovaná na příkazovém řádku nebyla spuštěna.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Soubor nastavení byl poškozený a byl odložen; používají se výchozí hodnoty.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Soubor překladu je poškozený; hra se zobrazuje anglicky.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>na jeho místě je něco jiného než soubor</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>soubor nebo jeho složka je jen pro čtení</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disk je jen pro čtení</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>v cestě je něco jiného než složka</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Hru nelze uložit: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>nastavení nelze zapsat</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Nastavení nelze uložit: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Disk je plný: dokončená hra byla uložena do místa, které si hra drží v záloze. Uvolněte na disku trochu místa.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Vše se opět ukládá.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Hry nebyly uloženy</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Příčina: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Zkusit znovu</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Neukončovat</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Přesto ukončit</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg je vnořen hlouběji než {0} úrovní</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg odkazuje sám na sebe (smyčka odkazů)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg používá &lt;{0}&gt;, což motivy používat nesmějí</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg kreslí více než {0} tvarů (přes &lt;use&gt; a odkazy)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg kreslí více než {0} znaků dat cest a textu</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg kreslí obrázky větší než {0} pixelů</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>Mo&amp;tiv</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Automaticky (podle systému)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>Čísla bezpečná pro &amp;barvoslepé</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Otevřít složku &amp;motivů</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Motiv „{0}“ nelze použít: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Místo něj se použije Klasický.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasický</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Moderní</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tmavý</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Vysoký kontrast</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} chybí</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} není běžný soubor</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} je větší než {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} nelze přečíst</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: „{0}“ chybí nebo je chybné</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json není platný JSON ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} není barva (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: neznámé místo barvy „{0}“</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg není text v UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg deklaruje typ dokumentu (není povoleno)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg není platný soubor SVG ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg odkazuje na jiný soubor ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg chybí prvky {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} v theme.svg není nakreslen svou barvou čísla {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>název složky smí obsahovat jen a-z, 0-9, - a _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>takto se jmenuje dodaný motiv</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>jeho kreslení trvá déle než {0} s</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>nelze ho vyzkoušet (žádný proces)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>jeho kreslení trvá o {0} ms déle než u klasického motivu (nejvýše {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt ho neumí nakreslit</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n dokončenou hru nelze uložit: pokud teď skončíte, ztratí se.</numerusform>
            <numerusform>%n dokončené hry nelze uložit: pokud teď skončíte, ztratí se.</numerusform>
            <numerusform>%n dokončených her nelze uložit: pokud teď skončíte, ztratí se.</numerusform>
        </translation>
    </message>
</context>
</TS>
