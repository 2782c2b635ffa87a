<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Miinakenttä</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Lippu-tila</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Valikko</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Vihje</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Pelaa vihje</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Näytä t&amp;odennäköisyydet</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Peru &amp;häviävä siirto</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Ratkaise</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>Pidä todennäköisyydet päällä &amp;uusissa peleissä</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>&amp;Sano ruudun todennäköisyys</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>Piilota avust&amp;uspainikkeet</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>Ratkaisun &amp;tahti</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Hidas</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normaali</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>N&amp;opea</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Vihje: seuraava turvallinen ruutu ja miksi (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Todennäköisyydet: jokaisen piilossa olevan ruudun miinan todennäköisyys (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Vihje</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Todennäköisyydet</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Pelaa</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Pelaa vihjattu ruutu (Vaihto+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Sulje vihje (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Vain näkyvissä oleva osa laudasta tutkittiin.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Ratkaisu toimii enintään 100 000 ruudun kentillä; suuremmilla kentillä vihjeet ja todennäköisyydet koskevat kentän näkyvää osaa.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Avustettu: ei lasketa parhaisiin aikoihin</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Avustettu</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Perutut häviöt: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Napsauta mihin tahansa: ensimmäinen napsautus on aina turvallinen.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Lippu kohdassa {0} on väärin.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Vihje: {0} on turvallinen.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Vihje: {0}, arvaus.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Pakotettu 50/50: tämä ruutu ja ruutu kohdassa {0} jakavat yhden miinan, eikä mikään voi koskaan erottaa niitä. Arvaa nyt: odottaminen ei auta.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Tämä ruutu (miinan todennäköisyys {0}) on joko turvallinen tai puolet 50/50-tilanteesta, jota mikään ei voi ratkaista, joten sen arvaaminen nyt ei lisää riskiä.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Loppupeli: kaikki tavat, joilla peli voi vielä edetä, on kokeiltu. Tämä ruutu (miinan todennäköisyys {0}) antaa parhaan voittomahdollisuuden: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Ei turvallista ruutua, eikä mikään arvaus voi paljastaa mitään uutta: tällä on pienin riski, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Ei turvallista ruutua: tällä on pienin riski, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Turvallisin arvaus: miinan todennäköisyys {0}.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Paras arvaus: miinan todennäköisyys {0} (turvallisimmalla ruudulla {1}), mutta sen numero avaa kenttää todennäköisemmin.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Mikään numero, jonka se voi näyttää, ei tee heti toista ruutua turvalliseksi.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>A&amp;vustus</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Parhaat ajat</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Aloittelija</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Keskitaso</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspertti</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, ilman arvaamista</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Aika (s)</translation>
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
        <translation>Päivämäärä</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Pelatut pelit:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Voitetut pelit:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Nykyinen voittoputki:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Pisin voittoputki:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Nollaa...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Ennätykset</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Liputtaen</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Ilman lippuja (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Paras aika (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Paras 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Paras IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Paras RQP (pienin)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Paras STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Viimeiset {0} laskettua peliä:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Voitettu:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Voittojen keskiaika:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>Keskimääräinen 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>Keskimääräinen IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Vain omat pelisi: avustetut, uudelleen aloitetut ja jatketut pelit eivät tee ennätyksiä.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Nimetön</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1} %)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Nollaa parhaat ajat</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Unohdetaanko parhaat ajat ja tilastot: {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>tyhjä</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>piilossa</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>liputettu</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>kysymysmerkki</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>miina</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>räjähtänyt miina</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>väärä lippu</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>rivi {0}, sarake {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Mukautettu kenttä</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Rivit:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Sarakkeet:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Miinat:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Harjoittelu: päivän {0} kentällä on jo tulos; tämä peli ei muuta sitä.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Päivän {0} kenttä: aloita merkitystä ruudusta.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Päivän kentän tulosta ei voitu tallentaa: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Tuloksesi päivän {0} kentältä on tallennettu: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Se ei ollut omaa peliäsi (apua tai uudelleen aloitettu lauta), joten sitä ei lasketa voitoksi.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Harjoittelu: päivän {0} kenttä pitää ensimmäisen tuloksensa ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Päivän kenttä</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopioi</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Liitä jonkun jakama tulosrivi</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Tarkista</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Jaa tuloksesi</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Tarkista jaettu tulos</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Tämän päivän kenttä ({0}, UTC), sama kaikille pelaajille: {1} × {2}, {3} miinaa (sääntö {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Päivän {0} kenttä (UTC), sama kaikille pelaajille: {1} × {2}, {3} miinaa (sääntö {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Aloita merkitystä ruudusta (rivi {0}, sarake {1}): se avaa aina alueen.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Kenttä vaihtuu klo 00:00 UTC, missä oletkin: {0} h {1} min kuluttua.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Ei vielä pelattu. Ensimmäinen päättynyt pelisi tällä kentällä on päivän tulos; myöhemmät pelit ovat harjoittelua.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Pelaa tämä kenttä</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Voitettu ajassa {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Hävitty ajassa {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Päivän tulos: {0} Myöhemmät pelit tällä kentällä ovat harjoittelua eivätkä muuta sitä.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Harjoittele tällä kentällä</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Pelattuja päiviä peräkkäin: {0} (paras {1}). Voitettuja päiviä peräkkäin: {2} (paras {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Kopioitu leikepöydälle.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Tämä ei ole päivän kentän tulosrivi. Se näyttää tältä: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Tämä pelin versio ei tunne sääntöä {0}: se ei voi luoda sitä kenttää.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Ei vahvistettu: kentän koodi ei vastaa päivän {0} kenttää (sääntö {1}). Riviä on muutettu, tai se on peräisin toisesta pelistä.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Vahvistettu: päivän {0} kenttä (sääntö {1}) on sama kuin sinulla. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Voitettu ajassa</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Hävitty ajassa</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>Aika: {0} s</translation>
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
        <translation>Näppäilyt: {0} ({1} avaus, {2} lippu, {3} sointu)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Napsautukset: {0} ({1} vasen, {2} oikea, {3} sointu)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Perutut häviöt: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Jatka</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Uusi peli</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Pelaa tämä &amp;kenttä uudelleen</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Pelaa samat miinat uudelleen (ei lasketa parhaisiin aikoihin)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>&amp;Muuta vaikeustasoa</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lopeta</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Pe&amp;ru häviävä siirto</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Takaisin juuri ennen miinaa harjoittelua varten (Ctrl+Z; pelistä tulee avustettu)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Katso uu&amp;sinta</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>&amp;Nimesi:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Voitit!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Pum!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Uusi paras aika! Sija {0}/10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Avustettu: ei lasketa parhaisiin aikoihin</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Harjoitus: ei lasketa parhaisiin aikoihin</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Uudelleen aloitettu kenttä: ei lasketa parhaisiin aikoihin</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Jatkettu tallennuksesta: ei lasketa parhaisiin aikoihin</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Tauko</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>sen rivi historiassa on vioittunut</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>sen tallenne on vioittunut</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>sillä ei ole tallennetta</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>sen tallenne ei ole peli, jonka uusintatiedosto voi sisältää</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: peliä {0} ei viety: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: uusintoja ei voi kirjoittaa kohteeseen {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: pelihistoriaa ei voi lukea: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n uusinta kirjoitettu kohteeseen {0}</numerusform>
            <numerusform>%n uusintaa kirjoitettu kohteeseen {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n pelillä ei ollut käyttökelpoista tallennetta</numerusform>
            <numerusform>minesweeper-qt: %n pelillä ei ollut käyttökelpoista tallennetta</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Analyysi</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Tyhjennä kenttä koskematta miinaan</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Numero kertoo, moneenko sen ympärillä olevista kahdeksasta ruudusta on kätketty miina. Avaa kaikki turvalliset ruudut voittaaksesi; ensimmäinen napsautus on aina turvallinen.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Hiiri</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Vasen napsautus: avaa ruutu.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Oikea napsautus: aseta tai poista lippu.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Keskinapsautus tai vasen ja oikea yhtä aikaa numeroon, jonka liput on kaikki asetettu: avaa sen muut naapurit (sointu). Vasen napsautus tällaiseen numeroon tekee myös soinnun.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Vasemman napin pitäminen asettaa lipun vain, kun Asetukset &gt; Hiiren napin pitäminen asettaa lipun on päällä. Ctrl+rulla zoomaa; Vaihto+rulla vierittää sivuttain.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Kosketus</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Pitäessäsi ruudun ympärille täyttyy rengas; lippu tulee, kun rengas sulkeutuu. Zoomaa nipistämällä kahdella sormella.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Avaa napauttamalla; aseta lippu tai tee sointu numeroon painamalla pitkään. Lippu-tila (lippupainike, G) saa napautukset asettamaan lippuja.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Näppäimistö</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Nuolinäppäimet siirtävät kohdistinta; Välilyönti tai Enter avaa (tai tekee soinnun); F asettaa lipun; F2 aloittaa uuden pelin; Ctrl++ ja Ctrl+- zoomaavat.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ohje</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H näyttää vihjeen: turvallisen ruudun ja miksi se on turvallinen; Vaihto+H pelaa sen; P näyttää jokaisen piilossa olevan ruudun miinan todennäköisyyden; Ctrl+Z perii häviävän siirron; Esc poistaa vihjeen tai pysäyttää ratkaisun. Kosketuksella: hehkulamppu ja värilliset neliöt yläosassa sekä Peru valikossa häviön jälkeen. Apu tekee pelistä avustetun: sitä ei lasketa parhaisiin aikoihin.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up ja Page Down siirtävät näytöllisen; Home ja End vievät rivin päihin, Ctrl:n kanssa kentän kulmiin; Ctrl+nuolet vievät reunaan. Ctrl+9 sovittaa kentän ikkunaan.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M kertoo jäljellä olevat miinat ja T ajan; Shift+P kertoo kohdistimen ruudun miinan todennäköisyyden; H toistaa vihjeen. F10 avaa valikkorivin.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Kilpailutilastot</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: vähiten vasempia napsautuksia, jotka tyhjentävät kentän ilman lippuja (jokainen aukko lasketaan kerran, jokainen numero, joka ei ole aukon vieressä, kerran). 3BV/s: ratkaistut 3BV sekunnissa. Napsautukset: vasemmat, oikeat ja sointunapsautukset (kaksinkertaiset) yhteisön laskutavalla. IOE (tehokkuus): ratkaistut 3BV / napsautukset. Oikeellisuus: tehokkaat napsautukset / napsautukset. Läpäisy: ratkaistut 3BV / tehokkaat napsautukset. RQP: aika / (3BV/s). STNB: nopeuspisteet vakiokentillä (C x 3BV / aika^1,7, kertaa ratkaistun osan neliöjuuri). ZiNi: vähiten napsautuksia liputtaen, ahneen ratkaisijan laskemana.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Natiivi työpöydän Miinaharava klassisilla säännöillä.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Lisensoitu MIT-lisenssillä.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Jos se näyttää numeron {0}, %n muu ruutu muuttuu turvalliseksi.</numerusform>
            <numerusform>Jos se näyttää numeron {0}, %n muuta ruutua muuttuu turvallisiksi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>Voitettu peli</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Aika (s)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Ei voitettuja pelejä näytettäväksi.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Aika (s): valitse yksi kentän koko</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Aloittelija</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Keskitaso</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspertti</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Vioittunut</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Voitettu</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Hävitty</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Keskeytetty</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Aloitettu uudelleen</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Päivämäärä</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Kenttä</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Ilman arvaamista</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulos</translation>
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
        <translation>Laskettu</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>kyllä</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Katso &amp;uusinta</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Vie ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Poista</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Kenttä:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Tulos:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Ilman arvaamista:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>P&amp;äivän kenttä:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Pelihistoria</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Kaikki koot</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Kaikki</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Molemmat</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Vain ilman arvaamista</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Vain satunnaiset</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Kaikki pelit</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Vain päivän kentät</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Ei päivän kenttiä</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n historian peli ei ollut luettavissa, ja se näytetään vioittuneena.</numerusform>
            <numerusform>%n historian peliä ei ollut luettavissa, ja ne näytetään vioittuneina.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Tämän pelin rivi on vioittunut: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Valitse peli nähdäksesi kaikki sen luvut.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Tämän pelin tallenne on vioittunut: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Yksikään peli ei ole vielä päättynyt: jokainen pelaamasi peli näkyy tässä.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Mikään peli ei vastaa näitä valintoja.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Vie uusinta</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0}-uusinnat ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Vie uusinnat kansioon</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n uusinta viety</numerusform>
            <numerusform>%n uusintaa viety</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n ohitettu</numerusform>
            <numerusform>%n ohitettu</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (peruttu)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Viedään uusintoja...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Poista pelit</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Poistetaanko %n peli ja sen uusinta?</numerusform>
            <numerusform>Poistetaanko %n peliä ja niiden uusinnat?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n peli poistettu.</numerusform>
            <numerusform>%n peliä poistettu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Poistetaan pelejä...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>avustettu</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>aloitettu uudelleen</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>harjoitus</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>jatkettu</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>uusinta</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Aika {0} s · 3BV {1}/{2} · 3BV/s {3} · napsautukset {4} ({5} vasen, {6} oikea, {7} sointu) · tehokkaat {8} · IOE {9} · oikeellisuus {10} · läpäisy {11} · RQP {12} · STNB {13} · ZiNi {14} · aukot {15} · saaret {16} · Cl/s {17} · Ce/s {18} · IOS {19} · reitti {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>Siitä voitiin lukea %n peli, ja se säilytettiin.</numerusform>
            <numerusform>Siitä voitiin lukea %n peliä, ja ne säilytettiin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n peli aiemmin sivuun siirretystä historiasta palautettiin historiaasi; vanha tiedosto säilyy nimellä {0}.</numerusform>
            <numerusform>%n peliä aiemmin sivuun siirretystä historiasta palautettiin historiaasi; vanha tiedosto säilyy nimellä {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>&amp;Reaaliaikaiset laskurit</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · napsautukset {1} · IOE {2} · arvioitu aika {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Aika {0} s · napsautukset {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>Näin pelaat</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Tietoja Miinaharavasta</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Lippu-tila: napsautukset ja napautukset asettavat lippuja (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Valikko: tauko, uusi peli, vaikeustaso</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Uusi peli (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Kenttä ilman arvaamista: jokaisen turvallisen ruudun voi löytää arvaamatta</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Kenttä ilman arvaamista</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Miinoja jäljellä: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Miinaharava</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Sovita ikkunaan</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Pidä kenttä sovitettuna ikkunaan</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Luovutetaanko tämä peli?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Tämä peli lasketaan häviöksi.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Älä kysy uudelleen ennen kuin lopetan</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Komentorivi pyytää uutta peliä, mutta tallennettu pelisi on yhä kesken. Uuden pelin aloittaminen luopuu tallennetusta.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Luovutetaanko tallennettu peli?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Komentorivi pyytää uutta peliä, mutta tallennettu pelisi on yhä kesken. Uuden pelin aloittaminen laskee tallennetun häviöksi.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Aloita uusi peli</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Jatka tallennettua peliä</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Luodaan kenttää, jonka voi tyhjentää arvaamatta...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Tämä kenttä voi vaatia arvausta: kenttää ilman arvaamista ei löytynyt ajoissa.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Peli</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Uusi</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Aloittelija (9 x 9, 10 miinaa)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Keskitaso (16 x 16, 40 miinaa)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Ekspertti (16 x 30, 99 miinaa)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Mukautettu...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>&amp;Ilman arvaamista</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>&amp;Päivän kenttä...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>Parhaat a&amp;jat...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Historia...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>Avaa uu&amp;sinta...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Lopeta</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Asetukset</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Kysymysmerkit</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;Vasen napsautus numeroon tekee soinnun</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>&amp;Lippu-tila</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Hiiren &amp;napin pitäminen asettaa lipun</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animaatiot</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Kello &amp;sadasosasekunteina</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoomaus</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Lähennä</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>L&amp;oitonna</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Todellinen koko</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>K&amp;ieli</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ohje</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Näin pelaat</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Tietoja</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>&amp;Ensimmäinen napsautus</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Aina &amp;aukko (moderni)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Vain napsautettu ruutu on &amp;turvallinen (klassinen)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>Pitkän &amp;painalluksen viive</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>&amp;Järjestelmän oletus</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (ei asennettua fonttia)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Avaa uusinta</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: tiedosto on liian suuri uusinnaksi ({1} Mt; enintään {2} Mt luetaan).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: tämän uusinnan lukeminen vaatii yli {1} Gt muistia; peli ei voi avata sitä.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Valmistellaan: {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Luetaan: {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Uusintaa ei voitu lukea: lukuprosessi ei käynnistynyt.</translation>
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
        <translation>{0} ja {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{0} kohdassa {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} tarvitsee yhden miinan, ja kaikki sen piilossa olevat ruudut koskettavat myös kohdetta {1}, joten se miina on se, jonka {1} tarvitsee: sen muut ruudut ovat turvallisia: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 seinän vieressä</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Vertaa: {0} ja {1}. Ensimmäisen jokainen piilossa oleva ruutu koskettaa toista, ja toinen tarvitsee yhtä monta miinaa enemmän kuin sillä on muita ruutuja: {2}, kaikki miinoja.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Vertaa: {0} ja {1}. Ensimmäisen jokainen piilossa oleva ruutu koskettaa toista, eikä toinen tarvitse enempää miinoja kuin ensimmäinen, joten sen muut ruudut ovat turvallisia: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Vertaa: {0} ja {1}. Niiden tarvitsemat miinat voivat täyttyä vain miinoilla kohdissa {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Vertaa: {0} ja {1}. Niiden tarvitsemat miinat eivät jätä yhtään kohtaan {2}, joten se on turvallinen.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} on kohtien {0} ja {2} välissä; kummallakin 1:llä on yksi miina 2:n kanssa jaetuissa ruuduissa, joten 2:n miinat ovat päissä: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} on kohtien {0} ja {2} välissä; 2:n miinat ovat päissä, joten keskimmäinen ruutu on turvallinen: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} tarvitsee yhden miinan enemmän kuin {0}, ja yhteisissä ruuduissa on enintään yksi, joten ruutu, jota vain {1} koskettaa, on miina: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} tarvitsee yhden miinan enemmän kuin {0}, ja sillä on vain yksi oma ruutu, joten se on miina ja kohteen {0} miina on yhteisissä ruuduissa: kohteen {0} muut ruudut ovat turvallisia: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Kokeile kaikki tavat täyttää numerot kohdassa {0}: jokainen asettaa miinan kohtaan {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Kokeile kaikki tavat täyttää numerot kohdassa {0}: jokaisessa {1} on turvallinen.</translation>
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
            <numerusform>ja %n muu</numerusform>
            <numerusform>ja %n muuta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Tyhjä ruutu kohdassa {0} ei koske miinaan, joten sen %n piilossa oleva naapuri on turvallinen: {1}.</numerusform>
            <numerusform>Tyhjä ruutu kohdassa {0} ei koske miinaan, joten sen %n piilossa olevaa naapuria ovat turvallisia: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{0} kohdassa {1} koskettaa jo %n miinaa ({2}), joten sen muut piilossa olevat naapurit ovat turvallisia: {3}.</numerusform>
            <numerusform>{0} kohdassa {1} koskettaa jo %n miinaa ({2}), joten sen muut piilossa olevat naapurit ovat turvallisia: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{0} kohdassa {1} tarvitsee %n miinan, ja sillä on juuri niin monta piilossa olevaa ruutua: {2}, miina.</numerusform>
            <numerusform>{0} kohdassa {1} tarvitsee %n miinaa, ja sillä on juuri niin monta piilossa olevaa ruutua: {2}, kaikki miinoja.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{0} kohdassa {1} tarvitsee vielä %n miinan, ja sillä on jäljellä juuri niin monta piilossa olevaa ruutua: {2}, miina.</numerusform>
            <numerusform>{0} kohdassa {1} tarvitsee vielä %n miinaa, ja sillä on jäljellä juuri niin monta piilossa olevaa ruutua: {2}, kaikki miinoja.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{0} kohdassa {1} (tarvitsee vielä %n miinan)</numerusform>
            <numerusform>{0} kohdassa {1} (tarvitsee vielä %n miinaa)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Miinamäärä: %n miina on jäljellä, ja reunan numerot tarvitsevat sen, joten jokainen muu piilossa oleva ruutu on turvallinen, myös {0}.</numerusform>
            <numerusform>Miinamäärä: %n miinaa on jäljellä, ja reunan numerot tarvitsevat ne kaikki, joten jokainen muu piilossa oleva ruutu on turvallinen, myös {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Miinamäärä: kun %n miina on jäljellä, numerot voivat täyttyä vain tavoilla, joissa {0} on turvallinen.</numerusform>
            <numerusform>Miinamäärä: kun %n miinaa on jäljellä, numerot voivat täyttyä vain tavoilla, joissa {0} on turvallinen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Miinamäärä: kun %n miina on jäljellä, numerot voivat täyttyä vain tavoilla, jotka asettavat miinan kohtaan {0}.</numerusform>
            <numerusform>Miinamäärä: kun %n miinaa on jäljellä, numerot voivat täyttyä vain tavoilla, jotka asettavat miinan kohtaan {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n aiempi vaihe jätetty pois.)</numerusform>
            <numerusform>(%n aiempaa vaihetta jätetty pois.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>toinen ohjelma käyttää sitä</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>siirräntävirhe</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>Pelihistorian kirjoitti pelin uudempi versio; se siirrettiin sivuun nimellä {0} ja uusi historia aloitettiin.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Pelihistorian paikalla oli jotain muuta kuin tiedosto; se siirrettiin sivuun nimellä {0} ja uusi historia aloitettiin.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Pelihistoriatiedosto oli vioittunut; se siirrettiin sivuun nimellä {0} ja uusi historia aloitettiin.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Aiemmin sivuun siirrettyä historiaa ei voitu lukea; se säilyy nimellä {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Pelihistoriaa ei voi nyt käyttää: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Peliä ei voitu lisätä historiaan: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Päättyneitä pelejä ei voi nyt kirjoittaa levylle ({0}); ne pidetään muistissa ja kirjoitetaan mahdollisimman pian, mutta ne menetetään, jos peli suljetaan sitä ennen.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Uusinnat ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0}-uusinnat ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Avaa uusinta</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Viimeisin peli</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: uusinnassa on %Ln tapahtuma, liian monta (enintään {1} luetaan).</numerusform>
            <numerusform>{0}: uusinnassa on %Ln tapahtumaa, liian monta (enintään {1} luetaan).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Ennen ensimmäistä siirtoa</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>avaus</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>liputus</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>sointu</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>peruminen</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Siirto {0} (yhteensä {1}), {2} s: {3}, {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Aika {0} s · 3BV {1} / {2} · 3BV/s {3} · Napsautukset {4} ({5} vasen, {6} oikea, {7} sointu) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tauko</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Toista</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Uusinta</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Yksi tapahtuma taaksepäin (Vasen)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Yksi tapahtuma eteenpäin (Oikea)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Uusinnan aika</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Uusinnan kenttä</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Oikea ja Vasen etenevät askeleittain, Ctrl:n kanssa siirroittain; M kertoo siirron, Välilyönti toistaa</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Nopeus:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Analyysi: {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} miinaa</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Katsomisen arvoiset siirrot:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Analyysin aikajana</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Yli 100 000 ruudun kenttiä ei analysoida.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Tätä peliä ei voi analysoida.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Edellinen arvaus tai väärä lippu (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Seuraava arvaus tai väärä lippu (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Analysoidaan peliä…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>avaa</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>sointu</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>lippu</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>poista lippu</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>kysymysmerkki</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>turvallinen</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>pakotettu arvaus</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>vältettävä arvaus</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>väärä lippu</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>virhe</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Voitettu</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Hävitty</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0}, {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>todennäköisyys selvitä kaikista: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Ei arvauksia: jokainen avaus oli varmasti turvallinen.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>hukatut napsautukset: {0}/{1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (siirto {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Pisimmät tauot: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · siirto {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: väärä lippu (siellä ei ole miinaa)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: pakotettu arvaus, miinan todennäköisyys {1}, pienin riski mitä oli</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: pakotettu arvaus, miinan todennäköisyys {1} (mikään ruutu ei ollut varmasti turvallinen; turvallisimmalla, {2}, oli {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: vältettävä arvaus, miinan todennäköisyys {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: virhe (miinan todennäköisyys {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Hävitty tässä, sitten peruttu (kumoa): peli jatkui, eivätkä sen luvut ota tätä siirtoa mukaan.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Peli hävittiin tässä.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Ei arvauksia</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n arvaus: {0} pakotettua, {1} vältettävää</numerusform>
            <numerusform>%n arvausta: {0} pakotettua, {1} vältettävää</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n arvaus, {0} vältettävää</numerusform>
            <numerusform>%n arvausta, {0} vältettävää</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n väärä lippu</numerusform>
            <numerusform>%n väärää lippua</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>Muu %n siirto oli turvallinen.</numerusform>
            <numerusform>Muut %n siirtoa olivat turvallisia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n ruutu oli silloin varmasti turvallinen, esimerkiksi {0}:</numerusform>
            <numerusform>%n ruutua oli silloin varmasti turvallisia, esimerkiksi {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Tallennettu pelisi oli jo päättynyt ja laskettu, joten uusi peli alkoi.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Tallennettua peliäsi ei voitu lukea, joten uusi peli on aloitettu.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Vioittunut tiedosto säilytettiin nimellä {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Mukautettu {0} x {1}, %n miina</numerusform>
            <numerusform>Mukautettu {0} x {1}, %n miinaa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Mukautettu {0} x {1}, %n miina</numerusform>
            <numerusform>Mukautettu {0} x {1}, %n miinaa</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>rivi {0}, sarake {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln ruutu avattu</numerusform>
            <numerusform>%Ln ruutua avattu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln ruutu avattu</numerusform>
            <numerusform>%Ln ruutua avattu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln ruutu avattu: {0}</numerusform>
            <numerusform>%Ln ruutua avattu: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Pelattu {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Ratkaisu: %Ln siirto, {0}, viimeinen kohdassa {1}</numerusform>
            <numerusform>Ratkaisu: %Ln siirtoa, {0}, viimeinen kohdassa {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Ratkaisu: %Ln siirto, {0}, viimeinen kohdassa {1}</numerusform>
            <numerusform>Ratkaisu: %Ln siirtoa, {0}, viimeinen kohdassa {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>yhtään ruutua ei avattu</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Aika: %Ln sekunti</numerusform>
            <numerusform>Aika: %Ln sekuntia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Aika: %Ln sekunti</numerusform>
            <numerusform>Aika: %Ln sekuntia</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>ei todennäköisyyttä</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>varmasti turvallinen</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>varmasti miina</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>miinan todennäköisyys {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Todennäköisyydet näkyvissä</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Todennäköisyydet piilotettu</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Jo avattu</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Kentän reuna</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>%Ln miina jäljellä</numerusform>
            <numerusform>%Ln miinaa jäljellä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>%Ln miina jäljellä</numerusform>
            <numerusform>%Ln miinaa jäljellä</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Liputettu</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Kysymysmerkki</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Lippu poistettu</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Voitit ajassa {0} sekuntia</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Osuit miinaan {0} sekunnin jälkeen</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} kertaa {1} ruutua, %Ln miina</numerusform>
            <numerusform>{0} kertaa {1} ruutua, %Ln miinaa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} kertaa {1} ruutua, %Ln miina</numerusform>
            <numerusform>{0} kertaa {1} ruutua, %Ln miinaa</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Nuolinäppäimet siirtävät, Välilyönti avaa, F asettaa lipun</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Uusi peli: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Peli on tauolla</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Tallennettu pelisi jatkuu: komentorivillä pyydettyä päivän kenttää ei aloitettu.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Tallennettu pelisi jatkuu: komentorivillä pyydettyä uutta peliä ei aloitettu.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Asetustiedosto oli vioittunut ja se siirrettiin sivuun; käytetään oletuksia.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Käännöstiedosto on vioittunut; peli näytetään englanniksi.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>sen paikalla on jotain muuta kuin tiedosto</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>levy on täynnä</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>tiedosto tai sen kansio on vain luku -tilassa</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>levy on vain luku -tilassa</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>tiellä on jotain muuta kuin kansio</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Peliä ei voitu tallentaa: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>asetuksia ei voitu kirjoittaa</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Asetuksia ei voitu tallentaa: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Levy on täynnä: päättynyt peli tallennettiin tilaan, jonka peli pitää varalla. Vapauta levyltä tilaa.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Kaikki tallentuu taas.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Pelejä ei tallennettu</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Syy: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Yritä uudelleen</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Älä lopeta</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Lopeta silti</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg on sisäkkäinen yli {0} tason syvyydeltä</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg viittaa itseensä (viittaussilmukka)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg käyttää elementtiä &lt;{0}&gt;, jota teemat eivät saa käyttää</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg piirtää yli {0} muotoa (&lt;use&gt;-elementtien ja viittausten kautta)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg piirtää yli {0} merkkiä polkudataa ja tekstiä</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg piirtää yli {0} pikselin kuvia</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Teema</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Automaattinen (seuraa järjestelmää)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>Värisokeille s&amp;opivat numerot</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Avaa &amp;teemakansio</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Teemaa ”{0}” ei voi käyttää: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Sen sijaan käytetään Klassista.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassinen</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Moderni</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tumma</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Suuri kontrasti</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} puuttuu</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} ei ole tavallinen tiedosto</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} on suurempi kuin {1} kt</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} ei ole luettavissa</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: ”{0}” puuttuu tai on väärin</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json ei ole kelvollista JSONia ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} ei ole väri (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: tuntematon väripaikka ”{0}”</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg ei ole UTF-8-tekstiä</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg määrittelee asiakirjatyypin (ei sallittu)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg ei ole kelvollinen SVG-tiedosto ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg viittaa toiseen tiedostoon ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg:stä puuttuvat elementit {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} tiedostossa theme.svg ei ole piirretty numeronsa värillä {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>kansion nimessä saa olla vain a-z, 0-9, - ja _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>mukana tulevalla teemalla on tämä nimi</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>sen piirtäminen kestää yli {0} s</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>sitä ei voitu kokeilla (ei prosessia)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>sen piirtäminen kestää {0} ms kauemmin kuin klassisen teeman (enintään {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt ei osaa piirtää sitä</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n päättynyt peli jäi tallentamatta: jos lopetat nyt, se menetetään.</numerusform>
            <numerusform>%n päättynyttä peliä jäi tallentamatta: jos lopetat nyt, ne menetetään.</numerusform>
        </translation>
    </message>
</context>
</TS>
