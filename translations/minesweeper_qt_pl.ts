<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Pole minowe</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Tryb flag</translation>
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
        <translation>Pomo&amp;c w grze</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Zagraj podpowiedź</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>P&amp;okaż prawdopodobieństwa</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Cofnij przegrany ruch</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Rozwiąż</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>Zachowaj prawdopodobieństwa w &amp;nowych grach</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>O&amp;dczytaj prawdopodobieństwo pola</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>&amp;Ukryj przyciski pomocy</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>&amp;Tempo rozwiązywania</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Wolno</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normalnie</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Szybko</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Podpowiedź: następne bezpieczne pole i dlaczego (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Prawdopodobieństwa: szansa na minę w każdym zakrytym polu (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Prawdopodobieństwa</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Odkryj wskazane pole (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Zamknij podpowiedź (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Sprawdzono tylko widoczną część planszy.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Rozwiązywanie działa na planszach do 100 000 pól; na większych planszach podpowiedzi i prawdopodobieństwa obejmują widoczną część planszy.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Z pomocą: nie liczy się do najlepszych czasów</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Z pomocą</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Cofnięte przegrane: {0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Kliknij gdziekolwiek: pierwsze kliknięcie jest zawsze bezpieczne.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Flaga ({0}) jest błędna.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Podpowiedź: {0}, bezpieczne.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Podpowiedź: {0}, strzał.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Wymuszone 50/50: to pole i pole w {0} dzielą jedną minę i nic nigdy ich nie rozróżni. Zgaduj teraz: czekanie nie pomoże.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>To pole ({0} szans na minę) jest bezpieczne albo jest połową 50/50, którego nic nigdy nie rozstrzygnie, więc strzał teraz nie niesie dodatkowego ryzyka.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Końcówka: sprawdzono każdy możliwy przebieg gry. To pole ({0} szans na minę) daje największą szansę na wygraną: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Brak bezpiecznego pola i żaden strzał nie powie nic nowego: to ma najmniejsze ryzyko, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Brak bezpiecznego pola: to ma najmniejsze ryzyko, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Najbezpieczniejszy strzał: {0} szans na minę.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Najlepszy strzał: {0} szans na minę (najbezpieczniejsze pole ma {1}), ale jego liczba chętniej otworzy planszę.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Żadna liczba, którą może pokazać, nie czyni od razu innego pola bezpiecznym.</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Najlepsze czasy</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Początkujący</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Średniozaawansowany</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, bez zgadywania</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Czas (s)</translation>
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
        <translation>Rozegrane gry:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Wygrane gry:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Obecna seria zwycięstw:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Najdłuższa seria zwycięstw:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Wyczyść...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekordy</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Z flagami</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Bez flag (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Najlepszy czas (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Najlepsze 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Najlepsze IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Najlepsze RQP (najniższe)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Najlepsze STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Ostatnie {0} liczone gry:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Wygrane:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Średni czas wygranych:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>Średnie 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>Średnie IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Tylko twoje własne gry: gry z pomocą, rozpoczęte od nowa i wznowione nie ustanawiają rekordu.</translation>
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
        <translation>{0} ({1}%)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Wyczyść najlepsze czasy</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Usunąć najlepsze czasy i statystyki poziomu „{0}”?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>puste</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>zakryte</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>z flagą</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>znak zapytania</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mina</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>wybuchła mina</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>błędna flaga</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>wiersz {0}, kolumna {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Plansza niestandardowa</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Wysokość:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Szerokość:</translation>
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
        <translation>Ćwiczenie: plansza dnia {0} ma już swój wynik; ta gra go nie zmienia.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Plansza dnia {0}: zacznij od zaznaczonego pola.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Nie udało się zapisać wyniku planszy dnia: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Twój wynik na planszy dnia {0} został zapisany: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>To nie była twoja własna gra (pomoc lub plansza zaczęta od nowa), więc liczy się jako niewygrana.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Ćwiczenie: plansza dnia {0} zachowuje swój pierwszy wynik ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Plansza dnia</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Wklej wiersz wyniku, który ktoś udostępnił</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Sprawdź</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Udostępnij swój wynik</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Sprawdź udostępniony wynik</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Dzisiejsza plansza ({0}, UTC), taka sama dla każdego gracza: {1} × {2}, miny: {3} (reguła {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Plansza dnia {0} (UTC), taka sama dla każdego gracza: {1} × {2}, miny: {3} (reguła {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Zacznij od zaznaczonego pola (wiersz {0}, kolumna {1}): zawsze otwiera obszar.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Plansza zmienia się o 00:00 UTC, niezależnie od strefy czasowej: za {0} godz. {1} min.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Jeszcze nierozegrana. Twoja pierwsza ukończona gra na tej planszy jest wynikiem dnia; kolejne są tylko ćwiczeniem.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Zagraj na tej planszy</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Wygrana w {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Przegrana po {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Wynik dnia: {0} Kolejne gry na tej planszy są ćwiczeniem i go nie zmieniają.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Poćwicz na tej planszy</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Dni gry z rzędu: {0} (rekord {1}). Dni wygranych z rzędu: {2} (rekord {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Skopiowano do schowka.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>To nie jest wiersz wyniku planszy dnia. Wygląda on tak: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Ta wersja gry nie zna reguły {0}: nie może utworzyć tej planszy.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Niepotwierdzone: kod planszy nie pasuje do planszy dnia {0} (reguła {1}). Wiersz został zmieniony albo pochodzi z innej gry.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Potwierdzone: plansza dnia {0} (reguła {1}) jest taka sama także u ciebie. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Wygrana w</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Przegrana po</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Wznów</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Powtórz &amp;tę planszę</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Zagraj jeszcze raz z tymi samymi minami (nie liczy się do najlepszych czasów)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>&amp;Zmień poziom trudności</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Cofnij przegrany &amp;ruch</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Wróć tuż przed minę, aby poćwiczyć (Ctrl+Z; gra staje się grą z pomocą)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>O&amp;bejrzyj powtórkę</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Wygrana!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Bum!</translation>
    </message>
    <message>
        <source>Time: {0} s</source>
        <translation>Czas: {0} s</translation>
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
        <translation>Klawisze: {0} (odkrycia {1}, flagi {2}, akordy {3})</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Kliknięcia: {0} (lewe {1}, prawe {2}, akordy {3})</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Cofnięte przegrane: {0}</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Nowy najlepszy czas! Miejsce {0} z 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Z pomocą: nie liczy się do najlepszych czasów</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Trening: nie liczy się do najlepszych czasów</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Powtórzona plansza: nie liczy się do najlepszych czasów</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Wznowiona z zapisu: nie liczy się do najlepszych czasów</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pauza</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>jej wpis w historii jest uszkodzony</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>jej nagranie jest uszkodzone</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>nie ma nagrania</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>jej nagranie nie jest grą, którą może zawierać plik powtórki</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: gra {0} nie została wyeksportowana: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: nie można zapisać powtórek w {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: nie można odczytać historii gier: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n powtórka zapisana w {0}</numerusform>
            <numerusform>%n powtórki zapisane w {0}</numerusform>
            <numerusform>%n powtórek zapisanych w {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n gra nie miała użytecznego nagrania</numerusform>
            <numerusform>minesweeper-qt: %n gry nie miały użytecznego nagrania</numerusform>
            <numerusform>minesweeper-qt: %n gier nie miało użytecznego nagrania</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Analiza</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Oczyść pole minowe, nie trafiając na żadną minę</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Liczba mówi, ile spośród ośmiu otaczających ją pól kryje minę. Aby wygrać, odkryj wszystkie bezpieczne pola; pierwsze kliknięcie jest zawsze bezpieczne.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mysz</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Lewy przycisk: odkrycie pola.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Prawy przycisk: postawienie lub zdjęcie flagi.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Środkowy przycisk albo lewy i prawy jednocześnie na liczbie, wokół której stoją już wszystkie flagi: odkrycie pozostałych sąsiednich pól (akord). Kliknięcie lewym przyciskiem na takiej liczbie działa tak samo.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Ekran dotykowy</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Stuknij, aby odkryć pole; naciśnij i przytrzymaj, aby postawić flagę lub odkryć sąsiadów liczby. W trybie flag (przycisk z flagą, G) stuknięcia stawiają flagi.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Strzałki przesuwają kursor; Spacja lub Enter odkrywa pole (lub sąsiadów liczby); F stawia flagę; F2 rozpoczyna nową grę; Ctrl++ i Ctrl+- zmieniają powiększenie.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H pokazuje podpowiedź: bezpieczne pole i dlaczego; Shift+H je odkrywa; P pokazuje szansę na minę w każdym zakrytym polu; Ctrl+Z cofa przegrany ruch; Esc zamyka podpowiedź lub zatrzymuje rozwiązywanie. Dotykiem: żarówka i kolorowe kwadraty u góry oraz Cofnij w menu po przegranej. Gra z pomocą nie liczy się do najlepszych czasów.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M odczytuje pozostałe miny, a T czas; Shift+P odczytuje szansę na minę w polu pod kursorem; H powtarza podpowiedź. F10 otwiera pasek menu.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Statystyki rywalizacji</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: najmniejsza liczba lewych kliknięć, które czyszczą planszę bez flag (każde otwarcie liczy się raz, każda liczba poza otwarciem raz). 3BV/s: rozwiązane 3BV na sekundę. Kliknięcia: lewe, prawe i akordy (podwójne), tak jak liczy je społeczność. IOE (efektywność): rozwiązane 3BV / kliknięcia. Poprawność: skuteczne kliknięcia / kliknięcia. Wydajność: rozwiązane 3BV / skuteczne kliknięcia. RQP: czas / (3BV/s). STNB: wynik szybkości na planszach standardowych (C x 3BV / czas^1,7, razy pierwiastek z rozwiązanej części). ZiNi: najmniejsza liczba kliknięć z flagami, jak liczy je zachłanny solver.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Natywny Saper na komputer, z klasycznymi zasadami.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Udostępniany na licencji MIT.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Przytrzymanie lewego przycisku stawia flagę tylko z Opcje &gt; Przytrzymanie przycisku myszy stawia flagę. Ctrl+kółko powiększa; Shift+kółko przewija w bok.</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Podczas przytrzymania wokół pola wypełnia się pierścień; flaga pojawia się, gdy się zamknie. Uszczypnij dwoma palcami, aby powiększyć.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up i Page Down przesuwają o ekran; Home i End idą na końce wiersza, z Ctrl do narożników planszy; Ctrl+strzałki idą do krawędzi. Ctrl+9 dopasowuje planszę do okna.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Jeśli pokaże {0}, %n inne pole stanie się bezpieczne.</numerusform>
            <numerusform>Jeśli pokaże {0}, %n inne pola staną się bezpieczne.</numerusform>
            <numerusform>Jeśli pokaże {0}, %n innych pól stanie się bezpiecznych.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Początkujący</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Średniozaawansowany</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Uszkodzona</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrana</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Porzucona</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Zrestartowana</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Bez zgadywania</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Czas (s)</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Brak wygranych gier do pokazania.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Czas (s): wybierz jeden rozmiar planszy</translation>
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
        <translation>tak</translation>
    </message>
    <message>
        <source>Won game</source>
        <translation>Wygrana gra</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Liczona</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>O&amp;bejrzyj powtórkę</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Eksportuj ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Plansza:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Wynik:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Bez zgadywania:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>Plansza &amp;dnia:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Historia gier</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Wszystkie rozmiary</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Wszystkie</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Oba</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Tylko bez zgadywania</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Tylko losowe</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Wszystkie gry</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Tylko plansze dnia</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Bez plansz dnia</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>Nie udało się odczytać %n gry z historii; jest pokazana jako uszkodzona.</numerusform>
            <numerusform>Nie udało się odczytać %n gier z historii; są pokazane jako uszkodzone.</numerusform>
            <numerusform>Nie udało się odczytać %n gier z historii; są pokazane jako uszkodzone.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Wiersz tej gry jest uszkodzony: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Wybierz grę, aby zobaczyć wszystkie jej liczby.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Nagranie tej gry jest uszkodzone: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Żadna gra jeszcze się nie skończyła: każda ukończona gra pojawi się tutaj.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Żadna gra nie pasuje do tych wyborów.</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Powtórki {0} ({1})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n powtórka wyeksportowana</numerusform>
            <numerusform>%n powtórki wyeksportowane</numerusform>
            <numerusform>%n powtórek wyeksportowanych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n pominięta</numerusform>
            <numerusform>%n pominięte</numerusform>
            <numerusform>%n pominiętych</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (anulowano)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Eksportowanie powtórek…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>Usunięto %n grę.</numerusform>
            <numerusform>Usunięto %n gry.</numerusform>
            <numerusform>Usunięto %n gier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Usuwanie gier…</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>z pomocą</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>od nowa</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>trening</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>wznowiona</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>powtórka</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Eksportuj powtórkę</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Eksportuj powtórki do folderu</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Usuń gry</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Usunąć %n grę i jej powtórkę?</numerusform>
            <numerusform>Usunąć %n gry i ich powtórki?</numerusform>
            <numerusform>Usunąć %n gier i ich powtórki?</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Czas {0} s · 3BV {1}/{2} · 3BV/s {3} · kliknięcia {4} (lewe {5}, prawe {6}, akordy {7}) · skuteczne {8} · IOE {9} · poprawność {10} · wydajność {11} · RQP {12} · STNB {13} · ZiNi {14} · otwarcia {15} · wyspy {16} · Cl/s {17} · Ce/s {18} · IOS {19} · ścieżka {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>Udało się z niego odczytać i zachować %n grę.</numerusform>
            <numerusform>Udało się z niego odczytać i zachować %n gry.</numerusform>
            <numerusform>Udało się z niego odczytać i zachować %n gier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n gra z wcześniej odłożonej historii wróciła do twojej historii; stary plik zachowano jako {0}.</numerusform>
            <numerusform>%n gry z wcześniej odłożonej historii wróciły do twojej historii; stary plik zachowano jako {0}.</numerusform>
            <numerusform>%n gier z wcześniej odłożonej historii wróciło do twojej historii; stary plik zachowano jako {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>Liczniki na ż&amp;ywo</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Czas {0} s · kliknięcia {1}</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · kliknięcia {1} · IOE {2} · przewidywany czas {3}</translation>
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
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Początkujący (9 x 9, miny: 10)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>Ś&amp;redniozaawansowany (16 x 16, miny: 40)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Ekspert (16 x 30, miny: 99)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>N&amp;iestandardowy...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>&amp;Bez zgadywania</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>Plansza &amp;dnia...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>Najlepsze &amp;czasy...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Historia...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>&amp;Otwórz powtórkę...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opcje</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>Znaki &amp;zapytania</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Zegar w &amp;setnych częściach sekundy</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>&amp;Pierwsze kliknięcie</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Zawsze &amp;odsłania obszar (nowoczesny)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Bezpieczne tylko &amp;kliknięte pole (klasyczny)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (brak zainstalowanej czcionki)</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>Kliknięcie &amp;lewym na liczbie odkrywa sąsiadów</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Tryb &amp;flag</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Tryb flag: kliknięcia i stuknięcia stawiają flagi (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Menu: pauza, nowa gra, poziom trudności</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Nowa gra (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Plansza bez zgadywania: każde bezpieczne pole da się znaleźć bez zgadywania</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Plansza bez zgadywania</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Saper</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>Czas &amp;długiego naciśnięcia</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animacje</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>Po&amp;większenie</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Po&amp;większ</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Po&amp;mniejsz</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Rzeczywisty rozmiar</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Jak grać</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;O programie</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>&amp;Systemowy</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Pozostałe miny: {0}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>O programie Saper</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Poddać tę grę?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Ta gra zostanie policzona jako przegrana.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Nie pytaj ponownie do wyjścia</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Wiersz poleceń prosi o nową grę, ale zapisana gra wciąż trwa. Rozpoczęcie nowej porzuca zapisaną.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Porzucić zapisaną grę?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Wiersz poleceń prosi o nową grę, ale zapisana gra wciąż trwa. Rozpoczęcie nowej liczy zapisaną jako przegraną.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Rozpocznij nową grę</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Graj dalej w zapisaną grę</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Tworzenie planszy do rozwiązania bez zgadywania…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Ta plansza może wymagać zgadywania: nie znaleziono na czas planszy bez zgadywania.</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>P&amp;rzytrzymanie przycisku myszy stawia flagę</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Dopasuj do okna</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Zawsze dopasowuj planszę do okna</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: plik jest za duży jak na powtórkę ({1} MB; odczytywane jest najwyżej {2} MB).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: odczyt tej powtórki wymaga ponad {1} GB pamięci; gra nie może jej otworzyć.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Otwórz powtórkę</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Przygotowywanie {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Odczytywanie {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Nie udało się odczytać powtórki: proces odczytu się nie uruchomił.</translation>
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
        <translation>{0} i {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{0} na {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} potrzebuje jednej miny, a wszystkie jej zakryte pola dotykają też {1}; to więc ta mina, której potrzebuje {1}: jej pozostałe pola są bezpieczne: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 przy ścianie</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Porównaj {0} z {1}: każde zakryte pole pierwszej dotyka drugiej, a druga potrzebuje o tyle min więcej, ile ma innych pól: {2}, same miny.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Porównaj {0} z {1}: każde zakryte pole pierwszej dotyka drugiej, a druga nie potrzebuje więcej min niż pierwsza, więc jej pozostałe pola są bezpieczne: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Porównaj {0} z {1}: potrzebne im miny zgadzają się tylko z minami na {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Porównaj {0} z {1}: potrzebne im miny nie zostawiają żadnej dla {2}, które jest bezpieczne.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} leży między {0} a {2}; każda 1 ma minę wśród pól wspólnych z 2, więc miny dwójki są na końcach: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} leży między {0} a {2}; miny dwójki są na końcach, więc pole pośrodku jest bezpieczne: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} potrzebuje o jedną minę więcej niż {0}, a wspólne pola mieszczą najwyżej jedną, więc pole, którego dotyka tylko {1}, to mina: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} potrzebuje o jedną minę więcej niż {0} i ma tylko jedno własne pole; to mina, a mina {0} jest we wspólnych polach: pozostałe pola {0} są bezpieczne: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Sprawdź każdy sposób spełnienia liczb na {0}: każdy stawia minę na {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Sprawdź każdy sposób spełnienia liczb na {0}: w każdym {1} jest bezpieczne.</translation>
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
            <numerusform>i %n więcej</numerusform>
            <numerusform>i %n więcej</numerusform>
            <numerusform>i %n więcej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Puste pole {0} nie dotyka min, więc jego %n zakryty sąsiad jest bezpieczny: {1}.</numerusform>
            <numerusform>Puste pole {0} nie dotyka min, więc jego %n zakryci sąsiedzi są bezpieczni: {1}.</numerusform>
            <numerusform>Puste pole {0} nie dotyka min, więc jego %n zakrytych sąsiadów jest bezpiecznych: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{0} na {1} dotyka już %n miny ({2}), więc pozostali zakryci sąsiedzi są bezpieczni: {3}.</numerusform>
            <numerusform>{0} na {1} dotyka już %n min ({2}), więc pozostali zakryci sąsiedzi są bezpieczni: {3}.</numerusform>
            <numerusform>{0} na {1} dotyka już %n min ({2}), więc pozostali zakryci sąsiedzi są bezpieczni: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{0} na {1} potrzebuje %n miny i ma tylko jedno zakryte pole: {2}, to mina.</numerusform>
            <numerusform>{0} na {1} potrzebuje %n min i ma tylko tyle zakrytych pól: {2}, same miny.</numerusform>
            <numerusform>{0} na {1} potrzebuje %n min i ma tylko tyle zakrytych pól: {2}, same miny.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{0} na {1} potrzebuje jeszcze %n miny i zostało jej jedno zakryte pole: {2}, to mina.</numerusform>
            <numerusform>{0} na {1} potrzebuje jeszcze %n min i zostało jej tylko tyle zakrytych pól: {2}, same miny.</numerusform>
            <numerusform>{0} na {1} potrzebuje jeszcze %n min i zostało jej tylko tyle zakrytych pól: {2}, same miny.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{0} na {1} (potrzebuje jeszcze %n miny)</numerusform>
            <numerusform>{0} na {1} (potrzebuje jeszcze %n min)</numerusform>
            <numerusform>{0} na {1} (potrzebuje jeszcze %n min)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Liczba min: została %n mina i potrzebują jej liczby przy krawędzi, więc każde inne zakryte pole jest bezpieczne, także {0}.</numerusform>
            <numerusform>Liczba min: zostały %n miny i wszystkie potrzebne są liczbom przy krawędzi, więc każde inne zakryte pole jest bezpieczne, także {0}.</numerusform>
            <numerusform>Liczba min: zostało %n min i wszystkie potrzebne są liczbom przy krawędzi, więc każde inne zakryte pole jest bezpieczne, także {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Liczba min: przy %n pozostałej minie liczby zgadzają się tylko, gdy {0} jest bezpieczne.</numerusform>
            <numerusform>Liczba min: przy %n pozostałych minach liczby zgadzają się tylko, gdy {0} jest bezpieczne.</numerusform>
            <numerusform>Liczba min: przy %n pozostałych minach liczby zgadzają się tylko, gdy {0} jest bezpieczne.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Liczba min: przy %n pozostałej minie liczby zgadzają się tylko z miną na {0}.</numerusform>
            <numerusform>Liczba min: przy %n pozostałych minach liczby zgadzają się tylko z miną na {0}.</numerusform>
            <numerusform>Liczba min: przy %n pozostałych minach liczby zgadzają się tylko z miną na {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n wcześniejszy krok pominięty.)</numerusform>
            <numerusform>(%n wcześniejsze kroki pominięte.)</numerusform>
            <numerusform>(%n wcześniejszych kroków pominiętych.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>używa jej inny program</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>błąd wejścia/wyjścia</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>Historia gier została zapisana przez nowszą wersję gry; odłożono ją jako {0} i rozpoczęto nową historię.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>W miejscu historii gier było coś innego niż plik; odłożono to jako {0} i rozpoczęto nową historię.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Plik historii gier był uszkodzony; odłożono go jako {0} i rozpoczęto nową historię.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Nie udało się odczytać wcześniej odłożonej historii; zachowano ją jako {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Historii gier nie można teraz użyć: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Nie udało się dodać gry do historii: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Zakończonych gier nie można teraz zapisać na dysku ({0}); są przechowywane w pamięci i zostaną zapisane, gdy tylko będzie to możliwe, ale przepadną, jeśli gra zostanie zamknięta wcześniej.</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Ostatnia gra</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Powtórki ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Powtórki {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Otwórz powtórkę</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: powtórka zawiera %Ln zdarzenie, za dużo (odczytywanych jest najwyżej {1}).</numerusform>
            <numerusform>{0}: powtórka zawiera %Ln zdarzenia, za dużo (odczytywanych jest najwyżej {1}).</numerusform>
            <numerusform>{0}: powtórka zawiera %Ln zdarzeń, za dużo (odczytywanych jest najwyżej {1}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Przed pierwszym ruchem</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>odkrycie</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>flaga</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akord</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>cofnięcie</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Ruch {0} z {1}, {2} s: {3}, {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Czas {0} s · 3BV {1} / {2} · 3BV/s {3} · Kliknięcia {4} (lewe {5}, prawe {6}, akordy {7}) · IOE {8}</translation>
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
        <translation>Odtwórz</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Powtórka</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Jedno zdarzenie wstecz (W lewo)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Jedno zdarzenie naprzód (W prawo)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Czas powtórki</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Plansza powtórki</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Strzałki w prawo i w lewo przechodzą o krok, z Ctrl o ruch; M odczytuje ruch, Spacja odtwarza</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Szybkość:</translation>
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
        <translation>{0} × {1}, min: {2}</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Ruchy warte uwagi:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Oś czasu analizy</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Plansze większe niż 100 000 pól nie są analizowane.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Tej gry nie da się przeanalizować.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Poprzedni strzał lub błędna flaga (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Następny strzał lub błędna flaga (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Analizowanie gry…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>odkryj</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akord</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>flaga</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>zdejmij flagę</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>znak zapytania</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>bezpieczny</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>wymuszony strzał</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>zbędny strzał</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>błędna flaga</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>błąd</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Przegrana</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} w {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>szansa przetrwania wszystkich: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Bez strzałów: każde odkryte pole było bezpieczne.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>zbędne kliknięcia: {0} z {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (ruch {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Najdłuższe pauzy: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · ruch {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: błędna flaga (tam nie ma miny)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: wymuszony strzał, {1} szans na minę, najmniejsze możliwe ryzyko</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: wymuszony strzał, {1} szans na minę (żadne pole nie było pewne; najbezpieczniejsze, {2}, miało {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: zbędny strzał, {1} szans na minę</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: błąd ({1} szans na minę)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Tu przegrana, potem cofnięta (cofnij): gra toczyła się dalej, a jej liczby pomijają ten ruch.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Tu gra została przegrana.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Bez strzałów</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n strzał: wymuszonych {0}, zbędnych {1}</numerusform>
            <numerusform>%n strzały: wymuszonych {0}, zbędnych {1}</numerusform>
            <numerusform>%n strzałów: wymuszonych {0}, zbędnych {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n strzał, zbędnych {0}</numerusform>
            <numerusform>%n strzały, zbędnych {0}</numerusform>
            <numerusform>%n strzałów, zbędnych {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n błędna flaga</numerusform>
            <numerusform>%n błędne flagi</numerusform>
            <numerusform>%n błędnych flag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>Pozostały %n ruch był bezpieczny.</numerusform>
            <numerusform>Pozostałe %n ruchy były bezpieczne.</numerusform>
            <numerusform>Pozostałe %n ruchów było bezpiecznych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>Wtedy %n pole było na pewno bezpieczne: {0}.</numerusform>
            <numerusform>Wtedy %n pola były na pewno bezpieczne, np. {0}:</numerusform>
            <numerusform>Wtedy %n pól było na pewno bezpiecznych, np. {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Zapisana gra już się zakończyła i została policzona, więc rozpoczęto nową grę.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Nie udało się odczytać zapisanej gry, więc rozpoczęto nową.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Uszkodzony plik zachowano jako {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Niestandardowy {0} x {1}, %n mina</numerusform>
            <numerusform>Niestandardowy {0} x {1}, %n miny</numerusform>
            <numerusform>Niestandardowy {0} x {1}, %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Niestandardowy {0} x {1}, %n mina</numerusform>
            <numerusform>Niestandardowy {0} x {1}, %n miny</numerusform>
            <numerusform>Niestandardowy {0} x {1}, %n min</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>wiersz {0}, kolumna {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>Odkryto %Ln pole</numerusform>
            <numerusform>Odkryto %Ln pola</numerusform>
            <numerusform>Odkryto %Ln pól</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>Odkryto %Ln pole</numerusform>
            <numerusform>Odkryto %Ln pola</numerusform>
            <numerusform>Odkryto %Ln pól</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>Odkryto %Ln pole: {0}</numerusform>
            <numerusform>Odkryto %Ln pola: {0}</numerusform>
            <numerusform>Odkryto %Ln pól: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Zagrano {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Rozwiązywanie: %Ln ruch, {0}, ostatni: {1}</numerusform>
            <numerusform>Rozwiązywanie: %Ln ruchy, {0}, ostatni: {1}</numerusform>
            <numerusform>Rozwiązywanie: %Ln ruchów, {0}, ostatni: {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Rozwiązywanie: %Ln ruch, {0}, ostatni: {1}</numerusform>
            <numerusform>Rozwiązywanie: %Ln ruchy, {0}, ostatni: {1}</numerusform>
            <numerusform>Rozwiązywanie: %Ln ruchów, {0}, ostatni: {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>nie odkryto żadnego pola</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Czas: %Ln sekunda</numerusform>
            <numerusform>Czas: %Ln sekundy</numerusform>
            <numerusform>Czas: %Ln sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Czas: %Ln sekunda</numerusform>
            <numerusform>Czas: %Ln sekundy</numerusform>
            <numerusform>Czas: %Ln sekund</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>brak prawdopodobieństwa</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>na pewno bezpieczne</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>na pewno mina</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} szans na minę</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Prawdopodobieństwa pokazane</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Prawdopodobieństwa ukryte</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Już odkryte</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Krawędź planszy</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>Pozostała %Ln mina</numerusform>
            <numerusform>Pozostały %Ln miny</numerusform>
            <numerusform>Pozostało %Ln min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>Pozostała %Ln mina</numerusform>
            <numerusform>Pozostały %Ln miny</numerusform>
            <numerusform>Pozostało %Ln min</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Flaga postawiona</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Znak zapytania</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Flaga usunięta</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Wygrana w czasie {0} sekundy</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Trafiono na minę po {0} sekundy</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>Plansza {0} na {1}, %Ln mina</numerusform>
            <numerusform>Plansza {0} na {1}, %Ln miny</numerusform>
            <numerusform>Plansza {0} na {1}, %Ln min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>Plansza {0} na {1}, %Ln mina</numerusform>
            <numerusform>Plansza {0} na {1}, %Ln miny</numerusform>
            <numerusform>Plansza {0} na {1}, %Ln min</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Strzałki przesuwają, Spacja odkrywa, F stawia flagę</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Nowa gra: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Gra wstrzymana</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Zapisana gra trwa dalej: plansza dnia z wiersza poleceń nie została rozpoczęta.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Zapisana gra trwa dalej: nowa gra z wiersza poleceń nie została rozpoczęta.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Plik ustawień był uszkodzony i został odłożony; używane są wartości domyślne.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Plik tłumaczenia jest uszkodzony; gra jest wyświetlana po angielsku.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>w jego miejscu jest coś innego niż plik</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>plik lub jego folder jest tylko do odczytu</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>dysk jest tylko do odczytu</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>na drodze stoi coś innego niż folder</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Nie udało się zapisać gry: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>nie udało się zapisać ustawień</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Nie udało się zapisać ustawień: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Dysk jest pełny: zakończona gra została zapisana w miejscu, które gra trzyma w rezerwie. Zwolnij trochę miejsca na dysku.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Wszystko znów jest zapisywane.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Gry niezapisane</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Przyczyna: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Spróbuj ponownie</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Nie kończ</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Zakończ mimo to</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Motyw</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Automatyczny (jak system)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>&amp;Cyfry dla daltonistów</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Otwórz folder &amp;motywów</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Nie można użyć motywu „{0}”: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Zamiast niego użyto motywu Klasyczny.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasyczny</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Nowoczesny</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Wysoki kontrast</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>brak {0}</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} nie jest zwykłym plikiem</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} ma ponad {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>nie można odczytać {0}</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json nie jest poprawnym JSON ({0})</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: „{0}” brak lub błędne</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: nieznane miejsce koloru „{0}”</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} nie jest kolorem (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg nie jest tekstem UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg deklaruje typ dokumentu (niedozwolone)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg nie jest poprawnym plikiem SVG ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg odwołuje się do innego pliku ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>w theme.svg brak elementów {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} w theme.svg nie jest narysowany swoim kolorem {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>nazwa folderu może zawierać tylko a-z, 0-9, - i _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>tak nazywa się wbudowany motyw</translation>
    </message>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg ma zagnieżdżenie głębsze niż {0} poziomów</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg odwołuje się do siebie (pętla odwołań)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg używa &lt;{0}&gt;, którego motywy nie mogą używać</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg rysuje ponad {0} kształtów (przez &lt;use&gt; i odwołania)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg rysuje ponad {0} znaków danych ścieżek i tekstu</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg rysuje obrazy większe niż {0} pikseli</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>rysowanie trwa dłużej niż {0} s</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>nie udało się go wypróbować (brak procesu)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>jego rysowanie trwa o {0} ms dłużej niż motywu klasycznego (najwyżej {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt nie potrafi go narysować</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n zakończona gra nie została zapisana: jeśli teraz wyjdziesz, przepadnie.</numerusform>
            <numerusform>%n zakończone gry nie zostały zapisane: jeśli teraz wyjdziesz, przepadną.</numerusform>
            <numerusform>%n zakończonych gier nie zostało zapisanych: jeśli teraz wyjdziesz, przepadną.</numerusform>
        </translation>
    </message>
</context>
</TS>
