<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Aknamező</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Zászló mód</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>Tipp &amp;lejátszása</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Valószínűségek &amp;mutatása</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>A vesztes lépés &amp;visszavonása</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>Meg&amp;oldás</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>Valószínűségek &amp;bekapcsolva hagyása új játékokban</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>A mező valószínűségének &amp;kimondása</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>Asszisztensgombok el&amp;rejtése</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>Megoldás tem&amp;pója</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Lassú</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normál</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Gyors</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Tipp: a következő biztonságos mező és miért (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Valószínűségek: minden rejtett mező aknaesélye (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Valószínűségek</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Lejátszás</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>A javasolt mező lejátszása (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>A tipp bezárása (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Csak a tábla látható része lett megvizsgálva.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>A megoldás legfeljebb 100 000 mezős táblákon működik; nagyobb táblákon a tippek és a valószínűségek a tábla látható részére vonatkoznak.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Segítséggel: nem számít a legjobb időkbe</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Segítséggel</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Visszavont vereségek: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Kattints bárhova: az első kattintás mindig biztonságos.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>A(z) {0} mezőn lévő zászló hibás.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Tipp: {0} biztonságos.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Tipp: {0}, találgatni kell.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Kényszerű 50/50: ez a mező és a(z) {0} mező egy aknán osztozik, és semmi sem különböztetheti meg őket soha. Tippelj most: a várakozás nem segít.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Ez a mező (aknaesély: {0}) vagy biztonságos, vagy egy soha el nem dönthető 50/50 egyik fele, így most megtippelni nem jár több kockázattal.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Végjáték: a játék minden lehetséges folytatása ki lett próbálva. Ez a mező (aknaesély: {0}) adja a legjobb nyerési esélyt: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Nincs biztonságos mező, és egyetlen tipp sem árulhat el újat: ennek a legkisebb a kockázata, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Nincs biztonságos mező: ennek a legkisebb a kockázata, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Legbiztonságosabb tipp: aknaesély {0}.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Legjobb tipp: aknaesély {0} (a legbiztonságosabb mezőé {1}), de a száma nagyobb eséllyel nyitja meg a táblát.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Egyik szám sem, amit mutathat, tesz azonnal biztonságossá egy másik mezőt.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>&amp;Asszisztens</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Legjobb idők</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Kezdő</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Haladó</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Szakértő</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, tippelés nélkül</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Idő (mp)</translation>
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
        <translation>Dátum</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Lejátszott játékok:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Megnyert játékok:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Jelenlegi győzelmi sorozat:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Leghosszabb győzelmi sorozat:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Visszaállítás...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekordok</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Zászlókkal</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Zászlók nélkül (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Legjobb idő (mp)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Legjobb 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Legjobb IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Legjobb RQP (legkisebb)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Legjobb STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Az utolsó {0} beszámított játék:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Nyert:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>A győzelmek átlagideje:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>Átlagos 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>Átlagos IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Csak a saját játékaid: a segítséggel játszott, újrakezdett és folytatott játékok nem döntenek rekordot.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} mp</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Névtelen</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1}%)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Legjobb idők visszaállítása</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Elfelejted a legjobb időket és a statisztikát ehhez: {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>üres</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>rejtett</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>megjelölt</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>kérdőjel</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>akna</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>felrobbant akna</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>hibás zászló</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>{0}. sor, {1}. oszlop: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Egyéni tábla</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Sorok:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Oszlopok:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Aknák:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Gyakorlás: a napi táblának ({0}) már van eredménye; ez a játék nem változtat rajta.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Napi tábla ({0}): a megjelölt mezőn kezdj.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>A napi tábla eredményét nem sikerült menteni: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Az eredményed a napi táblán ({0}) elmentve: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Nem a saját játékod volt (segítség vagy újrakezdett tábla), ezért nem nyertként számít.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Gyakorlás: a napi tábla ({0}) megtartja az első eredményét ({1} mp, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Napi tábla</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Másolás</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Illessz be egy eredménysort, amelyet valaki megosztott</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Ellenőrzés</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Az eredményed megosztása</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Megosztott eredmény ellenőrzése</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>A mai tábla ({0}, UTC), minden játékosnak ugyanaz: {1} × {2}, {3} akna (szabály: {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>A napi tábla ({0}, UTC), minden játékosnak ugyanaz: {1} × {2}, {3} akna (szabály: {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>A megjelölt mezőn kezdj ({0}. sor, {1}. oszlop): mindig megnyit egy területet.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>A tábla 00:00 UTC-kor vált, bárhol is vagy: {0} óra {1} perc múlva.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Még nem játszottad. Az első befejezett játékod ezen a táblán a nap eredménye; a későbbi játékok gyakorlásnak számítanak.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Játék ezen a táblán</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Nyert: {0} mp, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Vesztett: {0} mp, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>A nap eredménye: {0} A későbbi játékok ezen a táblán gyakorlásnak számítanak, és nem változtatnak rajta.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Gyakorlás ezen a táblán</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Zsinórban játszott napok: {0} (csúcs: {1}). Zsinórban nyert napok: {2} (csúcs: {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Vágólapra másolva.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Ez nem napi eredménysor. Így néz ki egy: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>A játék ezen verziója nem ismeri a(z) {0} szabályt: azt a táblát nem tudja létrehozni.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Nincs megerősítve: a táblakód nem egyezik a napi táblával ({0}, szabály: {1}). A sort módosították, vagy másik játékból származik.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Megerősítve: a napi tábla ({0}, szabály: {1}) nálad is ugyanez. {2}: {3} mp, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Nyert</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Vesztett</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>Idő: {0} mp</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} / {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Billentyűleütések: {0} ({1} felfedés, {2} zászló, {3} akkord)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Kattintások: {0} ({1} bal, {2} jobb, {3} akkord)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Visszavont vereségek: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Folytatás</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Új játé&amp;k</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>A tábla új&amp;rakezdése</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Ugyanazok az aknák még egyszer (nem számít a legjobb időkbe)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>Nehézség &amp;módosítása</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Kilé&amp;pés</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>A vesztes lépés &amp;visszavonása</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Vissza közvetlenül az akna elé, gyakorlásra (Ctrl+Z; a játék segítségesnek számít)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Visszajátszás megtekin&amp;tése</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>&amp;Neved:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Nyertél!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Bumm!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Új legjobb idő! {0}. hely a 10-ből</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Segítséggel: nem számít a legjobb időkbe</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Gyakorlás: nem számít a legjobb időkbe</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Újrakezdett tábla: nem számít a legjobb időkbe</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Mentésből folytatva: nem számít a legjobb időkbe</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Szüneteltetve</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>az előzményekben lévő sora sérült</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>a felvétele sérült</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>nincs felvétele</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>a felvétele nem olyan játék, amelyet egy visszajátszásfájl tárolhat</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: a(z) {0}. játék nem lett exportálva: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: nem írhatók visszajátszások ide: {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: a játékelőzmények nem olvashatók: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n visszajátszás kiírva ide: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n játéknak nem volt használható felvétele</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Elemzés</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Tisztítsd meg a mezőt anélkül, hogy aknára lépnél</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Egy szám megmutatja, hogy a körülötte lévő nyolc mező közül hányban rejtőzik akna. A győzelemhez fedd fel az összes biztonságos mezőt; az első kattintás mindig biztonságos.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Egér</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Bal kattintás: mező felfedése.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Jobb kattintás: zászló elhelyezése vagy levétele.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Középső kattintás, vagy bal és jobb egyszerre egy olyan számon, amelynek minden zászlója a helyén van: felfedi a többi szomszédját (akkord). Egy ilyen számra bal kattintás is akkordot csinál.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>A bal gomb nyomva tartása csak a Beállítások &gt; Az egérgomb nyomva tartása zászlót tesz bekapcsolásával tesz zászlót. Ctrl+görgő nagyít; Shift+görgő oldalra görget.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Érintés</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Amíg nyomva tartod, a mező körül egy gyűrű telik meg; a zászló akkor kerül ki, amikor bezárul. Nagyításhoz csippents két ujjal.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Koppints a felfedéshez; nyomd meg és tartsd a zászlóhoz vagy egy szám akkordjához. A zászló mód (a zászló gomb, G) a koppintásokkal zászlót tetet.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Billentyűzet</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>A nyílbillentyűk mozgatják a kurzort; a Szóköz vagy az Enter felfed (vagy akkordot csinál); az F zászlót tesz; az F2 új játékot kezd; a Ctrl++ és a Ctrl+- nagyít.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Súgó</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>A H tippet mutat: egy biztonságos mezőt és hogy miért biztonságos; a Shift+H lejátssza; a P minden rejtett mező aknaesélyét mutatja; a Ctrl+Z visszavonja a vesztes lépést; az Esc eltünteti a tippet vagy leállítja a megoldást. Érintéssel: a fejlécben lévő villanykörte és a színes négyzetek, vereség után pedig a Visszavonás a menüben. A segítség segítségessé teszi a játékot: nem számít a legjobb időkbe.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>A Page Up és Page Down egy képernyőnyit mozgat; a Home és End a sor végeire visz, Ctrl-lal a tábla sarkaiba; a Ctrl+nyilak a szélére visznek. A Ctrl+9 az ablakhoz igazítja a táblát.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>Az M kimondja a hátralévő aknákat, a T az időt; a Shift+P a kurzor alatti mező aknaesélyét mondja ki; a H újra elmondja a tippet. Az F10 megnyitja a menüsort.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Versenystatisztika</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: a legkevesebb bal kattintás, amely zászlók nélkül megtisztítja a táblát (minden nyílt terület egyszer számít, minden nyílt területtel nem szomszédos szám egyszer). 3BV/s: másodpercenként megoldott 3BV. Kattintások: bal, jobb és akkord (dupla) kattintások, ahogy a közösség számolja őket. IOE (hatékonyság): megoldott 3BV / kattintások. Helyesség: hatásos kattintások / kattintások. Áteresztés: megoldott 3BV / hatásos kattintások. RQP: idő / (3BV/s). STNB: sebességpontszám a szabványos táblákon (C x 3BV / idő^1,7, szorozva a megoldott rész négyzetgyökével). ZiNi: a legkevesebb kattintás zászlózással, ahogy egy mohó megoldó számolja.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Natív asztali Aknakereső a klasszikus szabályokkal.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>MIT licenc alatt terjesztve.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Ha {0} jelenik meg rajta, %n másik mező válik biztonságossá.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>Megnyert játék</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Idő (mp)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Nincs megjeleníthető megnyert játék.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Idő (mp): válassz egy táblaméretet</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Kezdő</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Haladó</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Szakértő</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Sérült</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Nyert</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Vesztett</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Feladott</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Újrakezdett</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tábla</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Tippelés nélkül</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Eredmény</translation>
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
        <translation>Beszámított</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>igen</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Visszajátszás &amp;megtekintése</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>E&amp;xportálás ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Tö&amp;rlés</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tábla:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Eredmény:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>Tippelés &amp;nélkül:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>Na&amp;pi:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Játékelőzmények</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Minden méret</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Mind</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Mindkettő</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Csak tippelés nélküliek</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Csak véletlenszerűek</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Minden játék</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Csak napi táblák</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Napi táblák nélkül</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>Az előzmények %n játéka nem olvasható, ezért sérültként jelenik meg.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>A játék sora sérült: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Válassz ki egy játékot az összes értéke megtekintéséhez.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>A játék felvétele sérült: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Még nem ért véget játék: minden befejezett játékod itt jelenik meg.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Egy játék sem felel meg ezeknek a feltételeknek.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Visszajátszás exportálása</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0}-visszajátszások ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Visszajátszások exportálása mappába</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n visszajátszás exportálva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n kihagyva</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (megszakítva)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Visszajátszások exportálása...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Játékok törlése</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Törlöd a(z) %n játékot és a visszajátszásaikat?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n játék törölve.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Játékok törlése...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>segítséggel</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>újrakezdett</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>gyakorlás</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>folytatott</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>visszajátszás</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Idő {0} mp · 3BV {1}/{2} · 3BV/s {3} · kattintások {4} ({5} bal, {6} jobb, {7} akkord) · hatásos {8} · IOE {9} · helyesség {10} · áteresztés {11} · RQP {12} · STNB {13} · ZiNi {14} · nyílt területek {15} · szigetek {16} · Cl/s {17} · Ce/s {18} · IOS {19} · útvonal {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%n játék volt olvasható belőle, és megmaradt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>Egy korábban félretett előzményből %n játék került vissza az előzményeidbe; a régi fájl {0} néven megmaradt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>&amp;Élő számlálók</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · kattintások {1} · IOE {2} · becsült idő {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} mp</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Idő {0} mp · kattintások {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>Hogyan játssz</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Az Aknakereső névjegye</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Zászló mód: a kattintások és koppintások zászlót tesznek (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Menü: szünet, új játék, nehézség</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Új játék (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Tippelés nélküli tábla: minden biztonságos mező megtalálható tippelés nélkül</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Tippelés nélküli tábla</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Hátralévő aknák: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Aknakereső</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Ablakhoz igazítás</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>A tábla &amp;mindig az ablakhoz igazodjon</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Feladod ezt a játékot?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Ez a játék vereségnek számít.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Ne kérdezze újra, amíg ki nem lépek</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>A parancssor új játékot kér, de a mentett játékod még folyamatban van. Az új játék indítása feladja a mentettet.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Feladod a mentett játékot?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>A parancssor új játékot kér, de a mentett játékod még folyamatban van. Az új játék indítása a mentettet vereségnek számítja.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>Az új játék &amp;indítása</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>A mentett játék &amp;folytatása</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Tippelés nélkül megoldható tábla készül...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Ez a tábla tippelést igényelhet: nem sikerült időben tippelés nélküli táblát találni.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>Ú&amp;j</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Kezdő (9 x 9, 10 akna)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Haladó (16 x 16, 40 akna)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Szakértő (16 x 30, 99 akna)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Egyéni...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>Tippelés &amp;nélkül</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>Napi &amp;tábla...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>Legjobb &amp;idők...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>Elő&amp;zmények...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>&amp;Visszajátszás megnyitása...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>Kilé&amp;pés</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Beállítások</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Kérdőjelek</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;Bal kattintás számra akkordot csinál</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>&amp;Zászló mód</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Az egér&amp;gomb nyomva tartása zászlót tesz</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animációk</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Óra &amp;századmásodpercben</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Nagyítás</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Nagyobb</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Kisebb</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Eredeti méret</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>N&amp;yelv</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Hogyan játssz</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Névjegy</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>&amp;Első kattintás</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Mindig &amp;nyílt terület (modern)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Csak a kattintott mező &amp;biztonságos (klasszikus)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>Hosszú nyomás kés&amp;leltetése</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>&amp;Rendszer alapértelmezése</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (nincs telepített betűkészlet)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Visszajátszás megnyitása</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: a fájl túl nagy egy visszajátszáshoz ({1} MB; legfeljebb {2} MB kerül beolvasásra).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: a visszajátszás olvasásához több mint {1} GB memória kell; a játék nem tudja megnyitni.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Előkészítés: {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Olvasás: {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>A visszajátszás nem olvasható: az olvasó folyamat nem indult el.</translation>
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
        <translation>{0} és {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>a(z) {0} ({1})</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} egy aknát igényel, és minden rejtett mezője {1} mellett is van, így az az akna az, amelyet {1} igényel: a többi mezője biztonságos: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 a falnál</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Hasonlítsd össze: {0} és {1}. Az első minden rejtett mezője érinti a másodikat, és a második annyival több aknát igényel, ahány további mezője van: {2}, mind akna.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Hasonlítsd össze: {0} és {1}. Az első minden rejtett mezője érinti a másodikat, és a második nem igényel több aknát, mint az első, így a többi mezője biztonságos: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Hasonlítsd össze: {0} és {1}. Az általuk igényelt aknák csak ezeken lévő aknákkal teljesülhetnek: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Hasonlítsd össze: {0} és {1}. Az általuk igényelt aknák nem hagynak egyet sem ide: {2}, tehát az biztonságos.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} a(z) {0} és a(z) {2} között van; minden 1-esnek egy aknája van a 2-essel közös mezők között, így a 2-es aknái a végeken vannak: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} a(z) {0} és a(z) {2} között van; a 2-es aknái a végeken vannak, így a középső mező biztonságos: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} eggyel több aknát igényel, mint {0}, és a közös mezőkben legfeljebb egy fér el, így az a mező, amelyet csak {1} érint, akna: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} eggyel több aknát igényel, mint {0}, és csak egy saját mezője van, így az akna, {0} aknája pedig a közös mezőkben van: {0} többi mezője biztonságos: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Próbáld ki az összes módot, ahogy a számok itt teljesülhetnek: {0}; mindegyik aknát tesz ide: {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Próbáld ki az összes módot, ahogy a számok itt teljesülhetnek: {0}; mindegyikben biztonságos: {1}.</translation>
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
            <numerusform>és még %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>A(z) {0} üres mező nem érint aknát, így %n rejtett szomszédja biztonságos: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>A(z) {0} ({1}) már %n aknát érint ({2}), így a többi rejtett szomszédja biztonságos: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>A(z) {0} ({1}) %n aknát igényel, és pontosan ennyi rejtett mezője van: {2}, mind akna.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>A(z) {0} ({1}) még %n aknát igényel, és pontosan ennyi rejtett mezője maradt: {2}, mind akna.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>a(z) {0} ({1}), még %n aknát igényel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Aknaszám: %n akna maradt, és a szélen lévő számoknak mind kell, így minden más rejtett mező biztonságos, {0} is.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Aknaszám: %n megmaradt aknával a számok csak úgy teljesülhetnek, hogy {0} biztonságos marad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Aknaszám: %n megmaradt aknával a számok csak úgy teljesülhetnek, hogy akna kerül ide: {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n korábbi lépés nem látható.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>egy másik program használja</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>be- és kimeneti hiba</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>A játékelőzményeket a játék egy újabb verziója írta; félre lett téve {0} néven, és új előzmények kezdődtek.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>A játékelőzmények helyén valami más volt, mint egy fájl; félre lett téve {0} néven, és új előzmények kezdődtek.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>A játékelőzmények fájlja sérült volt; félre lett téve {0} néven, és új előzmények kezdődtek.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Egy korábban félretett előzmény nem olvasható; {0} néven megmarad.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>A játékelőzmények most nem használhatók: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Egy játékot nem sikerült hozzáadni az előzményekhez: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>A befejezett játékok most nem írhatók lemezre ({0}); a memóriában maradnak, és amint lehet, kiíródnak, de elvesznek, ha a játékot előbb bezárják.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Visszajátszások ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0}-visszajátszások ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Visszajátszás megnyitása</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Legutóbbi játék</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: a visszajátszás %Ln eseményt tartalmaz, ez túl sok (legfeljebb {1} kerül beolvasásra).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Az első lépés előtt</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>felfedés</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>zászló</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akkord</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>visszavonás</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>{0}. lépés (összesen {1}), {2} mp: {3}, {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Idő {0} mp · 3BV {1} / {2} · 3BV/s {3} · Kattintások {4} ({5} bal, {6} jobb, {7} akkord) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} mp</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Szünet</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lejátszás</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Egy eseménnyel vissza (Balra)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Egy eseménnyel előre (Jobbra)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Visszajátszás ideje</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Visszajátszás táblája</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>A Jobbra és a Balra eseményenként léptet, Ctrl-lal lépésenként; az M kimondja a lépést, a Szóköz lejátssza</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Sebesség:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Elemzés: {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} akna</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Figyelemre méltó lépések:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Az elemzés idővonala</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>A 100 000 mezőnél nagyobb táblák nincsenek elemezve.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Ez a játék nem elemezhető.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Előző tipp vagy hibás zászló (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Következő tipp vagy hibás zászló (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>A játék elemzése…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>felfedés</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akkord</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>zászló</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>zászló le</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>kérdőjel</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>biztonságos</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>kényszerű tipp</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>elkerülhető tipp</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>hibás zászló</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>hiba</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Nyert</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Vesztett</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0}, {1} mp · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>esély mindet túlélni: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Nincs tipp: minden felfedés biztosan biztonságos volt.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>elpazarolt kattintások: {0} / {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} mp ({1}. lépés)</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Leghosszabb szünetek: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} mp · {1}. lépés · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: hibás zászló (ott nincs akna)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: kényszerű tipp, aknaesély {1}, a lehető legkisebb kockázat</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: kényszerű tipp, aknaesély {1} (egyik mező sem volt biztosan biztonságos; a legbiztonságosabbé, {2}, {3} volt)</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: elkerülhető tipp, aknaesély {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: hiba (aknaesély {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Itt elveszett, majd visszavonva (visszavonás): a játék folytatódott, és a számai ezt a lépést kihagyják.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Itt veszett el a játék.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Nincs tipp</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n tipp: {0} kényszerű, {1} elkerülhető</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n tipp, {0} elkerülhető</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n hibás zászló</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>A többi %n lépés biztonságos volt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>Akkor %n mező volt biztosan biztonságos, például {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>A mentett játékod már véget ért és beszámított, ezért új játék kezdődött.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>A mentett játékod nem olvasható, ezért új játék kezdődött.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>A sérült fájl {0} néven megmaradt.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Egyéni {0} x {1}, %n akna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Egyéni {0} x {1}, %n akna</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>{0}. sor, {1}. oszlop</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln mező felfedve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln mező felfedve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln mező felfedve: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>{0} lejátszva: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Megoldás: %Ln lépés, {0}, az utolsó: {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Megoldás: %Ln lépés, {0}, az utolsó: {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>nincs felfedett mező</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Idő: %Ln másodperc</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Idő: %Ln másodperc</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>nincs valószínűség</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>biztosan biztonságos</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>biztosan akna</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>aknaesély {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Valószínűségek megjelenítve</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Valószínűségek elrejtve</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Már fel van fedve</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>A tábla széle</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>%Ln akna maradt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>%Ln akna maradt</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Zászló elhelyezve</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Kérdőjel</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Zászló levéve</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Nyertél {0} másodperc alatt</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Aknára léptél {0} másodperc után</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} x {1} mező, %Ln akna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} x {1} mező, %Ln akna</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>A nyilak mozgatnak, a Szóköz felfed, az F zászlót tesz</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Új játék: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Játék szüneteltetve</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>A mentett játékod folytatódik: a parancssorban kért napi tábla nem indult el.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>A mentett játékod folytatódik: a parancssorban kért új játék nem indult el.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>A beállításfájl sérült volt, és félre lett téve; az alapértelmezések vannak érvényben.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>A fordításfájl sérült; a játék angolul jelenik meg.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>a helyén valami más van, mint egy fájl</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>a lemez megtelt</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>a fájl vagy a mappája csak olvasható</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>a lemez csak olvasható</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>valami más van útban, mint egy mappa</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>A játék nem menthető: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>a beállítások nem írhatók</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>A beállítások nem menthetők: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>A lemez megtelt: a befejezett játék abba a tartalék helybe lett mentve, amelyet a játék fenntart. Szabadíts fel helyet a lemezen.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Minden újra mentődik.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Nem mentett játékok</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Ok: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Újrapróbálás</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Nem lépek ki</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Kilépés mégis</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>a theme.svg mélyebben van egymásba ágyazva, mint {0} szint</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>a theme.svg önmagára hivatkozik (hivatkozási hurok)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>a theme.svg a(z) &lt;{0}&gt; elemet használja, amelyet témák nem használhatnak</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>a theme.svg több mint {0} alakzatot rajzol (&lt;use&gt; elemeken és hivatkozásokon át)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>a theme.svg több mint {0} karakternyi útvonaladatot és szöveget rajzol</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>a theme.svg {0} képpontnál nagyobb képeket rajzol</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Téma</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Automatikus (a rendszert követi)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>Színtévesztőbarát szá&amp;mok</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>A &amp;témák mappájának megnyitása</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>A(z) „{0}” téma nem használható: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Helyette a Klasszikus téma van használatban.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasszikus</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Modern</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sötét</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Nagy kontraszt</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} hiányzik</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} nem szabályos fájl</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} nagyobb, mint {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} nem olvasható</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: „{0}” hiányzik vagy hibás</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>a theme.json nem érvényes JSON ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} nem szín (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: ismeretlen színhely: „{0}”</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>a theme.svg nem UTF-8 szöveg</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>a theme.svg dokumentumtípust deklarál (nem megengedett)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>a theme.svg nem érvényes SVG-fájl ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>a theme.svg másik fájlra hivatkozik ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>a theme.svg-ből hiányoznak az elemek: {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>a theme.svg num{0} eleme nem a saját számszínével ({1}) van rajzolva</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>a mappa neve csak a-z, 0-9, - és _ karaktereket tartalmazhat</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>egy beépített téma viseli ezt a nevet</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>a rajzolása tovább tart {0} mp-nél</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>nem lehetett kipróbálni (nincs folyamat)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>a rajzolása {0} ms-mal tovább tart, mint a klasszikus témáé (legfeljebb {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>a Qt nem tudja megrajzolni</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n befejezett játék nem menthető: ha most kilépsz, elvész.</numerusform>
        </translation>
    </message>
</context>
</TS>
