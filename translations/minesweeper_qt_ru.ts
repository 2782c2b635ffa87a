<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Минное поле</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Режим флажков</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>A&amp;ssist</source>
        <translation>По&amp;мощь в игре</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Сыграть подсказку</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Показать &amp;вероятности</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Отменить проигрышный ход</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Решить</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>&amp;Держать вероятности включёнными в новых играх</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>&amp;Назвать вероятность клетки</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>Скрыть &amp;кнопки помощи</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>&amp;Темп решения</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Медленно</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Обычно</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Быстро</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Подсказка: следующая безопасная клетка и почему (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Вероятности: шанс мины в каждой закрытой клетке (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Вероятности</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Сыграть</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Открыть подсказанную клетку (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Закрыть подсказку (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Проверена только видимая часть поля.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Решение работает на полях до 100 000 клеток; на полях побольше подсказки и вероятности охватывают видимую часть поля.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>С помощью: не учитывается в рекордах</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>С помощью</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Отменено проигрышей: {0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Щёлкните где угодно: первый щелчок всегда безопасен.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Флажок ({0}) стоит неверно.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Подсказка: безопасная клетка — {0}.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Подсказка: {0}, наугад.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Вынужденные 50/50: эта клетка и клетка {0} делят одну мину, и ничто никогда их не различит. Угадывайте сейчас: ожидание не поможет.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Эта клетка ({0} мина) либо безопасна, либо половина 50/50, которое ничто не разрешит, поэтому, угадав её сейчас, вы не рискуете ничем сверх этого.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Эндшпиль: перебраны все возможные продолжения игры. Эта клетка ({0} мина) даёт лучший шанс на победу: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Безопасных клеток нет, и никакая догадка не скажет ничего нового: у этой наименьший риск, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Безопасных клеток нет: у этой наименьший риск, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Самая безопасная догадка: {0} вероятность мины.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Лучшая догадка: {0} вероятность мины (у самой безопасной клетки {1}), но её число скорее откроет поле.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Никакое число, которое она может показать, не сделает сразу другую клетку безопасной.</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Рекорды</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Профессионал</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, без угадывания</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Время (с)</translation>
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
        <translation>Дата</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Сыграно игр:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Выиграно игр:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Текущая серия побед:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Лучшая серия побед:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Сбросить...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Рекорды</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>С флажками</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Без флажков (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Лучшее время (с)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Лучший 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Лучший IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Лучший RQP (наименьший)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Лучший STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Последние {0} засчитанных игр:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Выиграно:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Среднее время побед:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>Средний 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>Средний IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Только ваши собственные игры: игры с подсказками, начатые заново и продолженные не ставят рекордов.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} с</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Аноним</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1}%)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Сброс рекордов</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Удалить рекорды и статистику для «{0}»?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>закрыта</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>с флажком</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>вопросительный знак</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>мина</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>взорванная мина</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>неверный флажок</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>строка {0}, столбец {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Особое поле</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Высота:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Ширина:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>Число &amp;мин:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Тренировка: у поля дня {0} уже есть результат; эта игра его не изменит.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Поле дня {0}: начните с отмеченной клетки.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Не удалось сохранить результат поля дня: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Ваш результат на поле дня {0} сохранён: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Это была не только ваша игра (подсказки или поле, начатое заново), поэтому она считается не выигранной.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Тренировка: у поля дня {0} остаётся первый результат ({1} с, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Поле дня</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Вставьте строку результата, которой кто-то поделился</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Проверить</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Поделиться результатом</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Проверить чужой результат</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Сегодняшнее поле ({0}, UTC), одинаковое для всех игроков: {1} × {2}, мин: {3} (правило {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Поле дня {0} (UTC), одинаковое для всех игроков: {1} × {2}, мин: {3} (правило {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Начните с отмеченной клетки (строка {0}, столбец {1}): она всегда открывает область.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Поле сменяется в 00:00 UTC, где бы вы ни были: через {0} ч {1} мин.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Ещё не сыграно. Ваша первая завершённая игра на этом поле станет результатом дня; следующие — тренировка.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Сыграть на этом поле</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Победа за {0} с, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Поражение через {0} с, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Результат дня: {0} Следующие игры на этом поле — тренировка, они его не меняют.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Тренироваться на этом поле</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Серия сыгранных дней: {0} (лучшая {1}). Серия выигранных дней: {2} (лучшая {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Скопировано в буфер обмена.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Это не строка результата поля дня. Она выглядит так: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Правило {0} неизвестно этой версии игры: она не может создать это поле.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Не подтверждено: код поля не совпадает с полем дня {0} (правило {1}). Строку изменили, или она из другой игры.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Подтверждено: поле дня {0} (правило {1}) у вас такое же. {2} {3} с, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Победа за</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Поражение через</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>&amp;Resume</source>
        <translation>Про&amp;должить</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Пе&amp;реиграть это поле</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Сыграть ещё раз с теми же минами (не учитывается в рекордах)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>См&amp;енить сложность</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выйти</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Отменить проигрышный ход</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Вернуться к моменту перед миной, для тренировки (Ctrl+Z; игра станет «с помощью»)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Смо&amp;треть повтор</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>В&amp;аше имя:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Бум!</translation>
    </message>
    <message>
        <source>Time: {0} s</source>
        <translation>Время: {0} с</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} из {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Нажатия клавиш: {0} (открытий {1}, флажков {2}, аккордов {3})</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Щелчки: {0} (левых {1}, правых {2}, аккордов {3})</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Отменено проигрышей: {0}</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Новый рекорд! Место {0} из 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>С помощью: не учитывается в рекордах</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Тренировка: не учитывается в рекордах</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Переигранное поле: не учитывается в рекордах</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Игра продолжена из сохранения: не учитывается в рекордах</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>её запись в истории повреждена</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>её запись повреждена</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>у неё нет записи</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>её запись — не игра, которую может хранить файл повтора</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: игра {0} не экспортирована: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: не удаётся записать повторы в {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: не удаётся прочитать историю игр: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n повтор записан в {0}</numerusform>
            <numerusform>%n повтора записано в {0}</numerusform>
            <numerusform>%n повторов записано в {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: у %n игры нет пригодной записи</numerusform>
            <numerusform>minesweeper-qt: у %n игр нет пригодной записи</numerusform>
            <numerusform>minesweeper-qt: у %n игр нет пригодной записи</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Разбор</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Очистите поле, не задев ни одной мины</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Число показывает, сколько из восьми соседних клеток скрывают мину. Чтобы победить, откройте все безопасные клетки; первый щелчок всегда безопасен.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Мышь</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Левый щелчок: открыть клетку.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Правый щелчок: поставить или снять флажок.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Средний щелчок или левая и правая кнопки вместе по числу, вокруг которого уже стоят все флажки: открыть остальные соседние клетки (аккорд). Левый щелчок по такому числу делает то же самое.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Сенсорный экран</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Коснитесь, чтобы открыть клетку; коснитесь и удерживайте, чтобы поставить флажок или открыть соседей числа. В режиме флажков (кнопка с флажком, G) касание ставит флажок.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Стрелки перемещают курсор; Пробел или Enter открывает клетку (или соседей числа); F ставит флажок; F2 начинает новую игру; Ctrl++ и Ctrl+- меняют масштаб.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Помощь</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H показывает подсказку: безопасную клетку и почему она безопасна; Shift+H открывает её; P показывает шанс мины в каждой закрытой клетке; Ctrl+Z отменяет проигрышный ход; Esc закрывает подсказку или останавливает решение. Касанием: лампочка и цветные квадраты вверху, и «Отменить» в меню после проигрыша. С помощью игра не учитывается в рекордах.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M называет оставшиеся мины, T — время; Shift+P называет шанс мины в клетке под курсором; H повторяет подсказку. F10 открывает строку меню.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Соревновательная статистика</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: наименьшее число левых щелчков, открывающих поле без флажков (каждый проём считается один раз, каждое число не у проёма — один раз). 3BV/s: решённые 3BV в секунду. Щелчки: левые, правые и аккорды (двойные), как их считает сообщество. IOE (эффективность): решённые 3BV / щелчки. Точность: полезные щелчки / щелчки. Отдача: решённые 3BV / полезные щелчки. RQP: время / (3BV/s). STNB: оценка скорости на стандартных полях (C x 3BV / время^1,7, умноженное на корень из решённой доли). ZiNi: наименьшее число щелчков с флажками, как их считает жадный решатель.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Настольный «Сапёр» с классическими правилами.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Распространяется по лицензии MIT.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Удержание левой кнопки ставит флаг только с Параметры &gt; Удержание кнопки мыши ставит флаг. Ctrl+колесо масштабирует; Shift+колесо прокручивает вбок.</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Пока вы держите, вокруг клетки заполняется кольцо; флаг появляется, когда оно замкнётся. Сведите или разведите два пальца для масштаба.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up и Page Down перемещают на экран; Home и End — к концам строки, с Ctrl — в углы поля; Ctrl+стрелки — к краю. Ctrl+9 подгоняет поле под окно.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Если она покажет {0}, %n другая клетка станет безопасной.</numerusform>
            <numerusform>Если она покажет {0}, %n другие клетки станут безопасными.</numerusform>
            <numerusform>Если она покажет {0}, %n других клеток станут безопасными.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Профессионал</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Повреждена</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Брошена</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Перезапущена</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Без угадывания</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Время (с)</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Нет выигранных игр для показа.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Время (с): выберите один размер поля</translation>
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
        <translation>да</translation>
    </message>
    <message>
        <source>Won game</source>
        <translation>Выигранная игра</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Зачёт</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Смо&amp;треть повтор</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Экспорт ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Поле:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Результат:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Без угадывания:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>Поле &amp;дня:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>История игр</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Все размеры</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Оба</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Только без угадывания</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Только случайные</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Только поля дня</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Без полей дня</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n игру из истории не удалось прочитать, она показана как повреждённая.</numerusform>
            <numerusform>%n игры из истории не удалось прочитать, они показаны как повреждённые.</numerusform>
            <numerusform>%n игр из истории не удалось прочитать, они показаны как повреждённые.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Запись этой игры повреждена: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Выберите игру, чтобы увидеть все её показатели.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Запись этой игры повреждена: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Ещё ни одна игра не закончена: каждая завершённая игра появится здесь.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Ни одна игра не подходит под этот выбор.</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Повторы {0} ({1})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n повтор экспортирован</numerusform>
            <numerusform>%n повтора экспортировано</numerusform>
            <numerusform>%n повторов экспортировано</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n пропущен</numerusform>
            <numerusform>%n пропущено</numerusform>
            <numerusform>%n пропущено</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (отменено)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Экспорт повторов…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>Удалена %n игра.</numerusform>
            <numerusform>Удалено %n игры.</numerusform>
            <numerusform>Удалено %n игр.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Удаление игр…</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>с подсказками</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>заново</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>тренировка</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>продолжена</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>повтор</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Экспорт повтора</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Экспорт повторов в папку</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Удалить игры</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Удалить %n игру и её повтор?</numerusform>
            <numerusform>Удалить %n игры и их повторы?</numerusform>
            <numerusform>Удалить %n игр и их повторы?</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Время {0} с · 3BV {1}/{2} · 3BV/s {3} · щелчки {4} (левых {5}, правых {6}, аккордов {7}) · полезных {8} · IOE {9} · точность {10} · отдача {11} · RQP {12} · STNB {13} · ZiNi {14} · проёмы {15} · острова {16} · Cl/s {17} · Ce/s {18} · IOS {19} · путь {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>Из него удалось прочитать и сохранить %n игру.</numerusform>
            <numerusform>Из него удалось прочитать и сохранить %n игры.</numerusform>
            <numerusform>Из него удалось прочитать и сохранить %n игр.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n игра из отложенной ранее истории возвращена в вашу историю; старый файл сохранён как {0}.</numerusform>
            <numerusform>%n игры из отложенной ранее истории возвращены в вашу историю; старый файл сохранён как {0}.</numerusform>
            <numerusform>%n игр из отложенной ранее истории возвращены в вашу историю; старый файл сохранён как {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>&amp;Живые счётчики</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Время {0} с · щелчки {1}</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · щелчки {1} · IOE {2} · ожидаемое время {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} с</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>Нов&amp;ичок (9 x 9, 10 мин)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Любитель (16 x 16, 40 мин)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Профессионал (16 x 30, 99 мин)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Особые...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>Без &amp;угадывания</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>Поле &amp;дня...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>&amp;Рекорды...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>И&amp;стория...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>О&amp;ткрыть повтор...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Параметры</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>Знаки &amp;вопроса</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Часы с &amp;сотыми долями секунды</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>&amp;Первый щелчок</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Всегда &amp;открывает область (современный)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>&amp;Безопасна только сама клетка (классический)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (шрифт не установлен)</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;Левый щелчок по числу открывает соседей</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Режим &amp;флажков</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Режим флажков: щелчки и касания ставят флажки (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Меню: пауза, новая игра, сложность</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Новая игра (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Поле без угадывания: каждую безопасную клетку можно найти без догадок</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Поле без угадывания</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Сапёр</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>&amp;Задержка долгого нажатия</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} мс</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Масштаб</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Обычный размер</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>&amp;Системный</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Осталось мин: {0}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>О программе «Сапёр»</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Сдаться в этой игре?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Эта игра будет засчитана как проигрыш.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Не спрашивать до выхода из игры</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Командная строка просит новую игру, но сохранённая игра ещё идёт. Новая игра прервёт сохранённую.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Отказаться от сохранённой игры?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Командная строка просит новую игру, но сохранённая игра ещё идёт. Новая игра засчитает сохранённую как поражение.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Начать новую игру</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Продолжить сохранённую игру</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Создаётся поле, которое можно решить без угадывания…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>На этом поле может понадобиться угадывать: поле без угадывания не найдено вовремя.</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>&amp;Удержание кнопки мыши ставит флаг</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;По размеру окна</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Всегда подгонять поле под окно</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: файл слишком велик для повтора ({1} МБ; читается не более {2} МБ).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: для чтения этого повтора нужно больше {1} ГБ памяти; игра не может его открыть.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Открыть повтор</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Подготовка {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Чтение {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Не удалось прочитать повтор: процесс чтения не запустился.</translation>
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
        <translation>{0} и {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{0} на {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} нужна одна мина, и все её закрытые клетки касаются и {1}; значит, это та мина, что нужна {1}: остальные её клетки безопасны: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 у стены</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Сравните {0} и {1}: каждая закрытая клетка первой касается второй, а второй нужно на столько мин больше, сколько у неё других клеток: {2} — все мины.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Сравните {0} и {1}: каждая закрытая клетка первой касается второй, а второй нужно не больше мин, чем первой, поэтому её остальные клетки безопасны: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Сравните {0} и {1}: нужные им мины сходятся, только если мины стоят на {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Сравните {0} и {1}: нужные им мины не оставляют ни одной для {2}, она безопасна.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} стоит между {0} и {2}; у каждой 1 одна мина среди клеток, общих с 2, поэтому мины двойки — по краям: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} стоит между {0} и {2}; мины двойки по краям, значит, клетка посередине безопасна: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} нужно на одну мину больше, чем {0}, а в общих клетках не больше одной мины, значит, клетка, которой касается только {1}, — мина: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} нужно на одну мину больше, чем {0}, и у неё только одна своя клетка; это мина, а мина {0} — в общих клетках: остальные клетки {0} безопасны: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Переберите все способы выполнить числа на {0}: в каждом на {1} мина.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Переберите все способы выполнить числа на {0}: в каждом {1} безопасна.</translation>
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
            <numerusform>и ещё %n</numerusform>
            <numerusform>и ещё %n</numerusform>
            <numerusform>и ещё %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Пустая клетка {0} не касается мин, поэтому её %n закрытый сосед безопасен: {1}.</numerusform>
            <numerusform>Пустая клетка {0} не касается мин, поэтому её %n закрытых соседа безопасны: {1}.</numerusform>
            <numerusform>Пустая клетка {0} не касается мин, поэтому её %n закрытых соседей безопасны: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{0} на {1} уже касается %n мины ({2}), поэтому остальные закрытые соседи безопасны: {3}.</numerusform>
            <numerusform>{0} на {1} уже касается %n мин ({2}), поэтому остальные закрытые соседи безопасны: {3}.</numerusform>
            <numerusform>{0} на {1} уже касается %n мин ({2}), поэтому остальные закрытые соседи безопасны: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{0} на {1} нужна %n мина, а закрытая клетка у неё одна: {2} — мина.</numerusform>
            <numerusform>{0} на {1} нужно %n мины, и столько же у неё закрытых клеток: {2} — все мины.</numerusform>
            <numerusform>{0} на {1} нужно %n мин, и столько же у неё закрытых клеток: {2} — все мины.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{0} на {1} нужна ещё %n мина, а закрытая клетка осталась одна: {2} — мина.</numerusform>
            <numerusform>{0} на {1} нужно ещё %n мины, и столько же закрытых клеток осталось: {2} — все мины.</numerusform>
            <numerusform>{0} на {1} нужно ещё %n мин, и столько же закрытых клеток осталось: {2} — все мины.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{0} на {1} (нужна ещё %n мина)</numerusform>
            <numerusform>{0} на {1} (нужно ещё %n мины)</numerusform>
            <numerusform>{0} на {1} (нужно ещё %n мин)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Счёт мин: осталась %n мина, и она нужна числам у края, поэтому все прочие закрытые клетки безопасны, и {0} тоже.</numerusform>
            <numerusform>Счёт мин: осталось %n мины, и все они нужны числам у края, поэтому все прочие закрытые клетки безопасны, и {0} тоже.</numerusform>
            <numerusform>Счёт мин: осталось %n мин, и все они нужны числам у края, поэтому все прочие закрытые клетки безопасны, и {0} тоже.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Счёт мин: при %n оставшейся мине числа сходятся, только если {0} безопасна.</numerusform>
            <numerusform>Счёт мин: при %n оставшихся минах числа сходятся, только если {0} безопасна.</numerusform>
            <numerusform>Счёт мин: при %n оставшихся минах числа сходятся, только если {0} безопасна.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Счёт мин: при %n оставшейся мине числа сходятся, только если на {0} мина.</numerusform>
            <numerusform>Счёт мин: при %n оставшихся минах числа сходятся, только если на {0} мина.</numerusform>
            <numerusform>Счёт мин: при %n оставшихся минах числа сходятся, только если на {0} мина.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n предыдущий шаг не показан.)</numerusform>
            <numerusform>(%n предыдущих шага не показаны.)</numerusform>
            <numerusform>(%n предыдущих шагов не показаны.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>её использует другая программа</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>ошибка ввода-вывода</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>История игр записана более новой версией игры; она отложена как {0}, начата новая история.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Вместо истории игр оказался не файл; он отложен как {0}, начата новая история.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Файл истории игр был повреждён; он отложен как {0}, начата новая история.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Отложенную ранее историю не удалось прочитать; она сохранена как {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Историю игр сейчас нельзя использовать: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Не удалось добавить игру в историю: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Завершённые игры сейчас нельзя записать на диск ({0}); они хранятся в памяти и будут записаны при первой возможности, но пропадут, если закрыть игру раньше.</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Последняя игра</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Повторы ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Повторы {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Открыть повтор</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: в повторе %Ln событие, слишком много (читается не более {1}).</numerusform>
            <numerusform>{0}: в повторе %Ln события, слишком много (читается не более {1}).</numerusform>
            <numerusform>{0}: в повторе %Ln событий, слишком много (читается не более {1}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Перед первым ходом</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>открытие</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>флажок</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>аккорд</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>отмена</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Ход {0} из {1}, {2} с: {3}, {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Время {0} с · 3BV {1} / {2} · 3BV/s {3} · Щелчки {4} (левых {5}, правых {6}, аккордов {7}) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} с</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Воспроизвести</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>На одно событие назад (Влево)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>На одно событие вперёд (Вправо)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Время повтора</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Поле повтора</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Вправо и Влево — по шагам, с Ctrl — по ходам; M называет ход, Пробел — воспроизведение</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Скорость:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Разбор {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, мин: {2}</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Ходы, на которые стоит взглянуть:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Шкала разбора</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Поля больше 100 000 клеток не разбираются.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Эту игру нельзя разобрать.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Предыдущее угадывание или неверный флажок (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Следующее угадывание или неверный флажок (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Разбор игры…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>открыть</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>аккорд</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>флажок</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>снять флажок</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>вопросительный знак</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>безопасно</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>вынужденное угадывание</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>лишнее угадывание</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>неверный флажок</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} за {1} с · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>шанс пережить их все: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Без угадываний: каждая открытая клетка была заведомо безопасна.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>лишние щелчки: {0} из {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} с (ход {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Самые долгие паузы: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} с · ход {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: неверный флажок (там нет мины)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: вынужденное угадывание, мина с вероятностью {1}, меньше риска не было</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: вынужденное угадывание, мина с вероятностью {1} (безопасных клеток не было; у самой безопасной, {2}, — {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: лишнее угадывание, мина с вероятностью {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: ошибка (мина с вероятностью {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Здесь проигрыш, затем отменён (отмена): игра продолжилась, и её показатели не учитывают этот ход.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Здесь игра была проиграна.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Без угадываний</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n угадывание: вынужденных {0}, лишних {1}</numerusform>
            <numerusform>%n угадывания: вынужденных {0}, лишних {1}</numerusform>
            <numerusform>%n угадываний: вынужденных {0}, лишних {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n угадывание, лишних {0}</numerusform>
            <numerusform>%n угадывания, лишних {0}</numerusform>
            <numerusform>%n угадываний, лишних {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n неверный флажок</numerusform>
            <numerusform>%n неверных флажка</numerusform>
            <numerusform>%n неверных флажков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>Остальной %n ход был безопасен.</numerusform>
            <numerusform>Остальные %n хода были безопасны.</numerusform>
            <numerusform>Остальные %n ходов были безопасны.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>Тогда %n клетка была заведомо безопасна: {0}.</numerusform>
            <numerusform>Тогда %n клетки были заведомо безопасны, например {0}:</numerusform>
            <numerusform>Тогда %n клеток были заведомо безопасны, например {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Сохранённая игра уже закончилась и была учтена, поэтому начата новая игра.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Не удалось прочитать сохранённую игру, поэтому начата новая.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Повреждённый файл сохранён как {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Особое поле {0} x {1}, %n мина</numerusform>
            <numerusform>Особое поле {0} x {1}, %n мины</numerusform>
            <numerusform>Особое поле {0} x {1}, %n мин</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Особое поле {0} x {1}, %n мина</numerusform>
            <numerusform>Особое поле {0} x {1}, %n мины</numerusform>
            <numerusform>Особое поле {0} x {1}, %n мин</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>строка {0}, столбец {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>Открыта %Ln клетка</numerusform>
            <numerusform>Открыто %Ln клетки</numerusform>
            <numerusform>Открыто %Ln клеток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>Открыта %Ln клетка</numerusform>
            <numerusform>Открыто %Ln клетки</numerusform>
            <numerusform>Открыто %Ln клеток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>Открыта %Ln клетка: {0}</numerusform>
            <numerusform>Открыто %Ln клетки: {0}</numerusform>
            <numerusform>Открыто %Ln клеток: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Сыграно: {0} — {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Решение: %Ln ход, {0}, последний — {1}</numerusform>
            <numerusform>Решение: %Ln хода, {0}, последний — {1}</numerusform>
            <numerusform>Решение: %Ln ходов, {0}, последний — {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Решение: %Ln ход, {0}, последний — {1}</numerusform>
            <numerusform>Решение: %Ln хода, {0}, последний — {1}</numerusform>
            <numerusform>Решение: %Ln ходов, {0}, последний — {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>ни одна клетка не открыта</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Время: %Ln секунда</numerusform>
            <numerusform>Время: %Ln секунды</numerusform>
            <numerusform>Время: %Ln секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Время: %Ln секунда</numerusform>
            <numerusform>Время: %Ln секунды</numerusform>
            <numerusform>Время: %Ln секунд</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>нет вероятности</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>заведомо безопасна</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>заведомо мина</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>шанс мины {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Вероятности показаны</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Вероятности скрыты</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Уже открыта</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Край поля</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>Осталась %Ln мина</numerusform>
            <numerusform>Осталось %Ln мины</numerusform>
            <numerusform>Осталось %Ln мин</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>Осталась %Ln мина</numerusform>
            <numerusform>Осталось %Ln мины</numerusform>
            <numerusform>Осталось %Ln мин</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Флажок поставлен</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Вопросительный знак</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Флажок снят</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Вы победили за {0} секунды</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Вы попали на мину через {0} секунды</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>Поле {0} на {1}, %Ln мина</numerusform>
            <numerusform>Поле {0} на {1}, %Ln мины</numerusform>
            <numerusform>Поле {0} на {1}, %Ln мин</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>Поле {0} на {1}, %Ln мина</numerusform>
            <numerusform>Поле {0} на {1}, %Ln мины</numerusform>
            <numerusform>Поле {0} на {1}, %Ln мин</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Стрелки перемещают, Пробел открывает, F ставит флажок</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Новая игра: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Игра на паузе</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Сохранённая игра продолжается: поле дня из командной строки не начато.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Сохранённая игра продолжается: новая игра из командной строки не начата.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Файл настроек был повреждён и отложен в сторону; используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Файл перевода повреждён; игра показана на английском.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>на его месте находится не файл</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>файл или его папка доступны только для чтения</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>на пути находится не папка</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Не удалось сохранить игру: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>не удалось записать настройки</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Не удалось сохранить настройки: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Диск заполнен: завершённая игра сохранена в месте, которое игра держит в запасе. Освободите место на диске.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Всё снова сохраняется.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Игры не сохранены</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Причина: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Не выходить</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Всё равно выйти</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Автоматически (как в системе)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>&amp;Цифры для дальтоников</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Открыть папку &amp;тем</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Тему «{0}» нельзя использовать: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Вместо неё используется «Классика».</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Современная</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокая контрастность</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} отсутствует</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} не обычный файл</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} больше {1} КБ</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} не читается</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json — некорректный JSON ({0})</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: «{0}» отсутствует или неверно</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: неизвестный цвет «{0}»</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} — не цвет (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg — не текст UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg объявляет тип документа (запрещено)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg — некорректный файл SVG ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg ссылается на другой файл ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>в theme.svg нет элементов {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} в theme.svg нарисован не своим цветом {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>имя папки может содержать только a-z, 0-9, - и _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>так называется встроенная тема</translation>
    </message>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>в theme.svg вложенность глубже {0} уровней</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg ссылается сам на себя (цикл ссылок)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg использует &lt;{0}&gt;, запрещённый в темах</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg рисует больше {0} фигур (через &lt;use&gt; и ссылки)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg рисует больше {0} символов данных контуров и текста</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg рисует изображения больше {0} пикселей</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>рисуется дольше {0} с</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>его не удалось опробовать (нет процесса)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>его отрисовка занимает на {0} мс больше, чем у классической темы (не более {1} мс)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt не может его нарисовать</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>Не удалось сохранить %n завершённую игру: если выйти сейчас, она пропадёт.</numerusform>
            <numerusform>Не удалось сохранить %n завершённые игры: если выйти сейчас, они пропадут.</numerusform>
            <numerusform>Не удалось сохранить %n завершённых игр: если выйти сейчас, они пропадут.</numerusform>
        </translation>
    </message>
</context>
</TS>
