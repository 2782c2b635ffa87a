<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Мінне поле</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Режим прапорця</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Підказка</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Зіграти підказку</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Показати &amp;ймовірності</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Скасувати програшний хід</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Розв&apos;язати</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>&amp;Лишати ймовірності ввімкненими в нових іграх</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>&amp;Назвати ймовірність клітинки</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>Сховати кнопки &amp;допомоги</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>&amp;Темп розв&apos;язання</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Повільно</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Звичайно</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Швидко</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Підказка: наступна безпечна клітинка і чому (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Ймовірності: шанс міни в кожній закритій клітинці (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Підказка</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Ймовірності</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Зіграти</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Зіграти підказану клітинку (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Закрити підказку (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Перевірено лише видиму частину поля.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Розв&apos;язання працює на полях до 100 000 клітинок; на більших полях підказки й ймовірності охоплюють видиму частину поля.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>З допомогою: не враховується в найкращих часах</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>З допомогою</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Скасовано програшів: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Клацніть будь-де: перший клік завжди безпечний.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Прапорець на {0} помилковий.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Підказка: безпечна клітинка — {0}.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Підказка: {0}, навмання.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Вимушене 50/50: ця клітинка і клітинка {0} ділять одну міну, і ніщо ніколи їх не розрізнить. Вгадуйте зараз: чекання не допоможе.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Ця клітинка (міна: {0}) або безпечна, або половина 50/50, яке ніщо не розв&apos;яже, тож вгадати її зараз не додає ризику.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Ендшпіль: перевірено всі можливі ходи гри. Ця клітинка (міна: {0}) дає найкращий шанс на перемогу: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Безпечних клітинок немає, і жодне вгадування не дасть нічого нового: у цієї найменший ризик, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Безпечних клітинок немає: у цієї найменший ризик, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Найбезпечніше вгадування: міна {0}.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Найкраще вгадування: міна {0} (найбезпечніша клітинка — {1}), але її число частіше відкриває поле.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Жодне число, яке вона може показати, не робить іншу клітинку одразу безпечною.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>Д&amp;опомога</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Найкращі часи</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Новачок</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Професіонал</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, без вгадування</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ім&apos;я</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Час (с)</translation>
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
        <translation>Зіграно ігор:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Виграно ігор:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Поточна серія перемог:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Найдовша серія перемог:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Скинути...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Рекорди</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>З прапорцями</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Без прапорців (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Найкращий час (с)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Найкращий 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Найкращий IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Найкращий RQP (найменший)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Найкращий STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Останні {0} зарахованих ігор:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Виграно:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Середній час перемог:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>Середній 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>Середній IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Лише ваші власні ігри: ігри з допомогою, перезапущені та продовжені ігри рекордів не ставлять.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} с</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Анонім</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1} %)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Скинути найкращі часи</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Забути найкращі часи й статистику для {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>порожня</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>закрита</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>з прапорцем</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>знак питання</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>міна</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>вибухла міна</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>помилковий прапорець</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>рядок {0}, стовпець {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Особливе поле</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Рядки:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Стовпці:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Міни:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Тренування: у поля дня {0} вже є результат; ця гра його не змінить.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Поле дня {0}: почніть із позначеної клітинки.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Не вдалося зберегти результат поля дня: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Ваш результат на полі дня {0} збережено: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Це була не лише ваша гра (допомога або поле, розпочате знову), тож вона вважається не виграною.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Тренування: у поля дня {0} лишається перший результат ({1} с, 3BV/s {2}).</translation>
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
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Вставте рядок результату, яким хтось поділився</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Перевірити</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Поділитися результатом</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Перевірити чужий результат</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Сьогоднішнє поле ({0}, UTC), однакове для всіх гравців: {1} × {2}, мін: {3} (правило {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Поле дня {0} (UTC), однакове для всіх гравців: {1} × {2}, мін: {3} (правило {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Почніть із позначеної клітинки (рядок {0}, стовпець {1}): вона завжди відкриває область.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Поле змінюється о 00:00 UTC, де б ви не були: через {0} год {1} хв.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Ще не зіграно. Ваша перша завершена гра на цьому полі стане результатом дня; наступні — тренування.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Грати на цьому полі</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Виграно за {0} с, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Програно через {0} с, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Результат дня: {0} Наступні ігри на цьому полі — тренування, вони його не змінюють.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Тренуватися на цьому полі</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Днів поспіль зіграно: {0} (рекорд {1}). Днів поспіль виграно: {2} (рекорд {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Скопійовано в буфер обміну.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Це не рядок результату поля дня. Він має такий вигляд: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Правило {0} невідоме цій версії гри: вона не може створити це поле.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Не підтверджено: код поля не збігається з полем дня {0} (правило {1}). Рядок змінено, або він з іншої гри.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Підтверджено: поле дня {0} (правило {1}) у вас таке саме. {2} {3} с, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Виграно за</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Програно через</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>Час: {0} с</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} з {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Натискання клавіш: {0} ({1} відкриттів, {2} прапорців, {3} акордів)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Кліки: {0} ({1} лівих, {2} правих, {3} акордів)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Скасовано програшів: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>П&amp;родовжити</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Нова гра</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Переграти &amp;це поле</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Зіграти ті самі міни ще раз (не враховується в найкращих часах)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>&amp;Змінити складність</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Скасувати програшний хід</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Назад до моменту перед міною, для тренування (Ctrl+Z; гра стає грою з допомогою)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>П&amp;ереглянути повтор</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Ваше &amp;ім&apos;я:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Ви виграли!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Бабах!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Новий найкращий час! Місце {0} з 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>З допомогою: не враховується в найкращих часах</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Тренування: не враховується в найкращих часах</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Перезапущене поле: не враховується в найкращих часах</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Гру продовжено зі збереження: не враховується в найкращих часах</translation>
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
        <translation>її запис в історії пошкоджено</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>її запис ходів пошкоджено</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>вона не має запису ходів</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>її запис ходів — не гра, яку може вмістити файл повтору</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: гру {0} не експортовано: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: неможливо записати повтори в {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: неможливо прочитати історію ігор: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n повтор записано в {0}</numerusform>
            <numerusform>%n повтори записано в {0}</numerusform>
            <numerusform>%n повторів записано в {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n гра не мала придатного запису</numerusform>
            <numerusform>minesweeper-qt: %n гри не мали придатного запису</numerusform>
            <numerusform>minesweeper-qt: %n ігор не мали придатного запису</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Аналіз</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Очистіть поле, не зачепивши жодної міни</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Число показує, скільки з восьми сусідніх клітинок ховають міну. Відкрийте всі безпечні клітинки, щоб виграти; перший клік завжди безпечний.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Миша</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Лівий клік: відкрити клітинку.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Правий клік: поставити або зняти прапорець.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Середній клік або лівий і правий разом на числі, всі прапорці якого поставлено: відкриває інших його сусідів (акорд). Лівий клік на такому числі теж робить акорд.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Утримання лівої кнопки ставить прапорець лише з Параметри &gt; Утримання кнопки миші ставить прапорець. Ctrl+коліщатко змінює масштаб; Shift+коліщатко гортає вбік.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Дотик</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Поки ви тримаєте, довкола клітинки заповнюється кільце; прапорець з&apos;являється, коли воно замкнеться. Зведіть два пальці, щоб змінити масштаб.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Торкніться, щоб відкрити; натисніть і тримайте, щоб поставити прапорець або зробити акорд на числі. Режим прапорця (кнопка з прапорцем, G) змушує дотики ставити прапорці.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавіатура</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Стрілки рухають курсор; Пробіл або Enter відкриває (або робить акорд); F ставить прапорець; F2 починає нову гру; Ctrl++ і Ctrl+- змінюють масштаб.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Допомога</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H показує підказку: безпечну клітинку і чому вона безпечна; Shift+H грає її; P показує шанс міни в кожній закритій клітинці; Ctrl+Z скасовує програшний хід; Esc прибирає підказку або зупиняє розв&apos;язання. Дотиком: лампочка і кольорові квадрати вгорі, а після програшу — Скасувати в меню. Допомога робить гру грою з допомогою: вона не враховується в найкращих часах.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up і Page Down гортають на екран; Home і End ведуть до кінців рядка, з Ctrl — до кутів поля; Ctrl+стрілки ведуть до краю. Ctrl+9 припасовує поле до вікна.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M називає, скільки мін залишилося, а T — час; Shift+P називає шанс міни в клітинці під курсором; H повторює підказку. F10 відкриває рядок меню.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Змагальна статистика</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: найменша кількість лівих кліків, що очищують поле без прапорців (кожна відкрита область рахується раз, кожне число не поруч з відкритою областю — раз). 3BV/s: розв&apos;язані 3BV за секунду. Кліки: ліві, праві й акордні (подвійні) кліки, як їх рахує спільнота. IOE (ефективність): розв&apos;язані 3BV / кліки. Точність: дієві кліки / кліки. Пропускна здатність: розв&apos;язані 3BV / дієві кліки. RQP: час / (3BV/s). STNB: оцінка швидкості на стандартних полях (C x 3BV / час^1,7, помножене на квадратний корінь розв&apos;язаної частини). ZiNi: найменша кількість кліків із прапорцями, як їх рахує жадібний розв&apos;язувач.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Нативний настільний «Сапер» з класичними правилами.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Поширюється за ліцензією MIT.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Якщо вона покаже {0}, %n інша клітинка стане безпечною.</numerusform>
            <numerusform>Якщо вона покаже {0}, %n інші клітинки стануть безпечними.</numerusform>
            <numerusform>Якщо вона покаже {0}, %n інших клітинок стануть безпечними.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>Виграна гра</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Час (с)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Немає виграних ігор для показу.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Час (с): виберіть один розмір поля</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Новачок</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Любитель</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Професіонал</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Пошкоджено</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Програно</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Покинуто</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Перезапущено</translation>
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
        <translation>Без вгадування</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
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
        <translation>Зараховано</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Переглянути повтор</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Експортувати ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Видалити</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
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
        <translation>&amp;Без вгадування:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>Поле &amp;дня:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Історія ігор</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Усі розміри</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Усі</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Обидва</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Лише без вгадування</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Лише випадкові</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Усі ігри</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Лише поля дня</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Без полів дня</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n гру з історії не вдалося прочитати, її показано як пошкоджену.</numerusform>
            <numerusform>%n гри з історії не вдалося прочитати, їх показано як пошкоджені.</numerusform>
            <numerusform>%n ігор з історії не вдалося прочитати, їх показано як пошкоджені.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Запис цієї гри пошкоджено: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Виберіть гру, щоб побачити всі її показники.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Запис ходів цієї гри пошкоджено: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Ще жодна гра не закінчилася: кожна завершена гра з’явиться тут.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Жодна гра не відповідає цьому вибору.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Експортувати повтор</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Повтори {0} ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Експортувати повтори в теку</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n повтор експортовано</numerusform>
            <numerusform>%n повтори експортовано</numerusform>
            <numerusform>%n повторів експортовано</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n пропущено</numerusform>
            <numerusform>%n пропущено</numerusform>
            <numerusform>%n пропущено</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (скасовано)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Експорт повторів...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Видалити ігри</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Видалити %n гру і її повтор?</numerusform>
            <numerusform>Видалити %n гри і їхні повтори?</numerusform>
            <numerusform>Видалити %n ігор і їхні повтори?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n гру видалено.</numerusform>
            <numerusform>%n гри видалено.</numerusform>
            <numerusform>%n ігор видалено.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Видалення ігор...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>з допомогою</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>перезапущена</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>тренування</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>продовжена</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>повтор</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Час {0} с · 3BV {1}/{2} · 3BV/s {3} · кліки {4} ({5} лівих, {6} правих, {7} акордів) · дієві {8} · IOE {9} · точність {10} · пропускна здатність {11} · RQP {12} · STNB {13} · ZiNi {14} · відкриті області {15} · острови {16} · Cl/s {17} · Ce/s {18} · IOS {19} · шлях {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>З неї вдалося прочитати і зберегти %n гру.</numerusform>
            <numerusform>З неї вдалося прочитати і зберегти %n гри.</numerusform>
            <numerusform>З неї вдалося прочитати і зберегти %n ігор.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n гру з раніше відкладеної історії повернуто до вашої історії; старий файл збережено як {0}.</numerusform>
            <numerusform>%n гри з раніше відкладеної історії повернуто до вашої історії; старий файл збережено як {0}.</numerusform>
            <numerusform>%n ігор з раніше відкладеної історії повернуто до вашої історії; старий файл збережено як {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>&amp;Живі лічильники</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · кліки {1} · IOE {2} · очікуваний час {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} с</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Час {0} с · кліки {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>Як грати</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Про «Сапер»</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Режим прапорця: кліки й дотики ставлять прапорці (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Меню: пауза, нова гра, складність</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Нова гра (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Поле без вгадування: кожну безпечну клітинку можна знайти без вгадування</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Поле без вгадування</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Залишилось мін: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Сапер</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Припасувати до вікна</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>З&amp;авжди припасовувати поле до вікна</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Здатися в цій грі?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Ця гра буде зарахована як програш.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Не питати знову, доки я не вийду</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Командний рядок просить нову гру, але ваша збережена гра ще триває. Початок нової гри покине збережену.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Здатися в збереженій грі?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Командний рядок просить нову гру, але ваша збережена гра ще триває. Початок нової гри зарахує збережену як програш.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Почати нову гру</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Грати далі збережену гру</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Створюється поле, яке можна очистити без вгадування...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Це поле може вимагати вгадування: поле без вгадування не знайдено вчасно.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Нова</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>По&amp;чатківець (9 x 9, 10 мін)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Любитель (16 x 16, 40 мін)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Професіонал (16 x 30, 99 мін)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Особливе...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>&amp;Без вгадування</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>Поле &amp;дня...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>Най&amp;кращі часи...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Історія...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>&amp;Відкрити повтор...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>Ви&amp;хід</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Параметри</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Знаки питання</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;Лівий клік по числу робить акорд</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Режим пр&amp;апорця</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Утримання кнопки &amp;миші ставить прапорець</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>А&amp;німації</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Годинник у &amp;сотих частках секунди</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>Мас&amp;штаб</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Збільшити</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>З&amp;меншити</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Справжній розмір</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>М&amp;ова</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Як грати</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Про програму</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>&amp;Перший клік</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Завжди &amp;відкрита область (сучасне)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Безпечна лише &amp;клітинка, на яку клацнули (класичне)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>За&amp;тримка довгого натискання</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} мс</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>&amp;Типова системна</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (шрифт не встановлено)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Відкрити повтор</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: файл завеликий для повтору ({1} МБ; читається щонайбільше {2} МБ).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: для читання цього повтору треба понад {1} ГБ пам&apos;яті; гра не може його відкрити.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Підготовка {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Читання {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Не вдалося прочитати повтор: процес читання не запустився.</translation>
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
        <translation>{0} і {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{0} на {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} потребує одну міну, і всі її закриті клітинки торкаються також {1}, тож ця міна — та, що потрібна {1}: її інші клітинки безпечні: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 біля стіни</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Порівняйте {0} з {1}: кожна закрита клітинка першого торкається другого, а другому потрібно на стільки більше мін, скільки в нього інших клітинок: {2}, усі міни.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Порівняйте {0} з {1}: кожна закрита клітинка першого торкається другого, а другому потрібно не більше мін, ніж першому, тож його інші клітинки безпечні: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Порівняйте {0} з {1}: потрібні їм міни можна розмістити лише з мінами на {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Порівняйте {0} з {1}: потрібні їм міни не залишають жодної для {2}, тож вона безпечна.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} лежить між {0} і {2}; кожна 1 має одну міну серед клітинок, спільних з 2, тож міни 2 на кінцях: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} лежить між {0} і {2}; міни 2 на кінцях, тож клітинка посередині безпечна: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} потребує на одну міну більше, ніж {0}, а спільні клітинки вміщують щонайбільше одну, тож клітинка, якої торкається лише {1}, — міна: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} потребує на одну міну більше, ніж {0}, і має лише одну власну клітинку, тож вона — міна, а міна {0} у спільних клітинках: інші клітинки {0} безпечні: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Перевірте всі способи задовольнити числа на {0}: кожен ставить міну на {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Перевірте всі способи задовольнити числа на {0}: у кожному {1} безпечна.</translation>
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
            <numerusform>і ще %n</numerusform>
            <numerusform>і ще %n</numerusform>
            <numerusform>і ще %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Порожня клітинка на {0} не торкається мін, тож її %n закритий сусід безпечний: {1}.</numerusform>
            <numerusform>Порожня клітинка на {0} не торкається мін, тож її %n закриті сусіди безпечні: {1}.</numerusform>
            <numerusform>Порожня клітинка на {0} не торкається мін, тож її %n закритих сусідів безпечні: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{0} на {1} вже торкається %n міни ({2}), тож інші закриті сусіди безпечні: {3}.</numerusform>
            <numerusform>{0} на {1} вже торкається %n мін ({2}), тож інші закриті сусіди безпечні: {3}.</numerusform>
            <numerusform>{0} на {1} вже торкається %n мін ({2}), тож інші закриті сусіди безпечні: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{0} на {1} потребує %n міну і має рівно стільки закритих клітинок: {2}, усі міни.</numerusform>
            <numerusform>{0} на {1} потребує %n міни і має рівно стільки закритих клітинок: {2}, усі міни.</numerusform>
            <numerusform>{0} на {1} потребує %n мін і має рівно стільки закритих клітинок: {2}, усі міни.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{0} на {1} потребує ще %n міну і має рівно стільки закритих клітинок: {2}, усі міни.</numerusform>
            <numerusform>{0} на {1} потребує ще %n міни і має рівно стільки закритих клітинок: {2}, усі міни.</numerusform>
            <numerusform>{0} на {1} потребує ще %n мін і має рівно стільки закритих клітинок: {2}, усі міни.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{0} на {1} (потребує ще %n міну)</numerusform>
            <numerusform>{0} на {1} (потребує ще %n міни)</numerusform>
            <numerusform>{0} на {1} (потребує ще %n мін)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Лічба мін: залишилась %n міна, і числа вздовж краю потребують її, тож кожна інша закрита клітинка безпечна, і {0} теж.</numerusform>
            <numerusform>Лічба мін: залишилось %n міни, і числа вздовж краю потребують усіх, тож кожна інша закрита клітинка безпечна, і {0} теж.</numerusform>
            <numerusform>Лічба мін: залишилось %n мін, і числа вздовж краю потребують усіх, тож кожна інша закрита клітинка безпечна, і {0} теж.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Лічба мін: коли залишилась %n міна, числа можна задовольнити лише так, що {0} безпечна.</numerusform>
            <numerusform>Лічба мін: коли залишилось %n міни, числа можна задовольнити лише так, що {0} безпечна.</numerusform>
            <numerusform>Лічба мін: коли залишилось %n мін, числа можна задовольнити лише так, що {0} безпечна.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Лічба мін: коли залишилась %n міна, числа можна задовольнити лише з міною на {0}.</numerusform>
            <numerusform>Лічба мін: коли залишилось %n міни, числа можна задовольнити лише з міною на {0}.</numerusform>
            <numerusform>Лічба мін: коли залишилось %n мін, числа можна задовольнити лише з міною на {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n попередній крок не показано.)</numerusform>
            <numerusform>(%n попередні кроки не показано.)</numerusform>
            <numerusform>(%n попередніх кроків не показано.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>її використовує інша програма</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>помилка введення-виведення</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>Історію ігор записала новіша версія гри; її відкладено як {0} і почато нову історію.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>На місці історії ігор було щось інше, ніж файл; його відкладено як {0} і почато нову історію.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Файл історії ігор був пошкоджений; його відкладено як {0} і почато нову історію.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Раніше відкладену історію не вдалося прочитати; її збережено як {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Історію ігор зараз неможливо використати: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Не вдалося додати гру до історії: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Завершені ігри зараз неможливо записати на диск ({0}); вони зберігаються в пам&apos;яті і будуть записані якомога швидше, але пропадуть, якщо закрити гру раніше.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Повтори ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Повтори {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Відкрити повтор</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Остання гра</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: повтор містить %Ln подію, забагато (читається щонайбільше {1}).</numerusform>
            <numerusform>{0}: повтор містить %Ln події, забагато (читається щонайбільше {1}).</numerusform>
            <numerusform>{0}: повтор містить %Ln подій, забагато (читається щонайбільше {1}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Перед першим ходом</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>відкриття</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>прапорець</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>акорд</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>скасування</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Хід {0} з {1}, {2} с: {3}, {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Час {0} с · 3BV {1} / {2} · 3BV/s {3} · Кліки {4} ({5} лівих, {6} правих, {7} акордів) · IOE {8}</translation>
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
        <translation>Відтворити</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>На подію назад (Ліворуч)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>На подію вперед (Праворуч)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Час повтору</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Поле повтору</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Праворуч і Ліворуч — по кроках, з Ctrl — по ходах; M називає хід, Пробіл — відтворення</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Швидкість:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Аналіз: {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, мін: {2}</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Ходи, варті уваги:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Шкала часу аналізу</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Поля понад 100 000 клітинок не аналізуються.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Цю гру неможливо проаналізувати.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Попереднє вгадування або помилковий прапорець (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Наступне вгадування або помилковий прапорець (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Аналіз гри…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>відкрити</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>акорд</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>прапорець</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>зняти прапорець</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>знак питання</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>безпечно</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>вимушене вгадування</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>необов&apos;язкове вгадування</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>помилковий прапорець</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>помилка</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Програно</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} за {1} с · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>шанс пережити їх усі: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Без вгадувань: кожне відкриття було напевно безпечним.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>змарновані кліки: {0} з {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} с (хід {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Найдовші паузи: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} с · хід {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: помилковий прапорець (там немає міни)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: вимушене вгадування, міна {1}, найменший можливий ризик</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: вимушене вгадування, міна {1} (жодна клітинка не була напевно безпечною; найбезпечніша, {2}, мала {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: необов&apos;язкове вгадування, міна {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: помилка (міна {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Тут програш, потім скасовано (скасувати): гра тривала, і її показники не враховують цей хід.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Тут гру було програно.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Без вгадувань</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n вгадування: {0} вимушене, {1} необов&apos;язкове</numerusform>
            <numerusform>%n вгадування: {0} вимушених, {1} необов&apos;язкових</numerusform>
            <numerusform>%n вгадувань: {0} вимушених, {1} необов&apos;язкових</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n вгадування, необов&apos;язкових: {0}</numerusform>
            <numerusform>%n вгадування, необов&apos;язкових: {0}</numerusform>
            <numerusform>%n вгадувань, необов&apos;язкових: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n помилковий прапорець</numerusform>
            <numerusform>%n помилкові прапорці</numerusform>
            <numerusform>%n помилкових прапорців</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>Інший %n хід був безпечним.</numerusform>
            <numerusform>Інші %n ходи були безпечними.</numerusform>
            <numerusform>Інші %n ходів були безпечними.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n клітинка тоді була напевно безпечною, наприклад {0}:</numerusform>
            <numerusform>%n клітинки тоді були напевно безпечними, наприклад {0}:</numerusform>
            <numerusform>%n клітинок тоді були напевно безпечними, наприклад {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Збережена гра вже закінчилася й була врахована, тому почалася нова гра.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Вашу збережену гру не вдалося прочитати, тому почато нову гру.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Пошкоджений файл збережено як {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Особливе {0} x {1}, %n міна</numerusform>
            <numerusform>Особливе {0} x {1}, %n міни</numerusform>
            <numerusform>Особливе {0} x {1}, %n мін</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Особливе {0} x {1}, %n міна</numerusform>
            <numerusform>Особливе {0} x {1}, %n міни</numerusform>
            <numerusform>Особливе {0} x {1}, %n мін</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>рядок {0}, стовпець {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>Відкрито %Ln клітинку</numerusform>
            <numerusform>Відкрито %Ln клітинки</numerusform>
            <numerusform>Відкрито %Ln клітинок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>Відкрито %Ln клітинку</numerusform>
            <numerusform>Відкрито %Ln клітинки</numerusform>
            <numerusform>Відкрито %Ln клітинок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>Відкрито %Ln клітинку: {0}</numerusform>
            <numerusform>Відкрито %Ln клітинки: {0}</numerusform>
            <numerusform>Відкрито %Ln клітинок: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Зіграно: {0} — {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Розв&apos;язання: %Ln хід, {0}, останній — {1}</numerusform>
            <numerusform>Розв&apos;язання: %Ln ходи, {0}, останній — {1}</numerusform>
            <numerusform>Розв&apos;язання: %Ln ходів, {0}, останній — {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Розв&apos;язання: %Ln хід, {0}, останній — {1}</numerusform>
            <numerusform>Розв&apos;язання: %Ln ходи, {0}, останній — {1}</numerusform>
            <numerusform>Розв&apos;язання: %Ln ходів, {0}, останній — {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>жодної клітинки не відкрито</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Час: %Ln секунда</numerusform>
            <numerusform>Час: %Ln секунди</numerusform>
            <numerusform>Час: %Ln секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Час: %Ln секунда</numerusform>
            <numerusform>Час: %Ln секунди</numerusform>
            <numerusform>Час: %Ln секунд</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>немає ймовірності</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>напевно безпечна</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>напевно міна</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>шанс міни {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Ймовірності показано</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Ймовірності приховано</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Уже відкрита</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Край поля</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>Залишилась %Ln міна</numerusform>
            <numerusform>Залишилось %Ln міни</numerusform>
            <numerusform>Залишилось %Ln мін</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>Залишилась %Ln міна</numerusform>
            <numerusform>Залишилось %Ln міни</numerusform>
            <numerusform>Залишилось %Ln мін</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Прапорець поставлено</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Знак питання</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Прапорець знято</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Ви виграли за {0} с</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Ви натрапили на міну через {0} с</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} на {1} клітинок, %Ln міна</numerusform>
            <numerusform>{0} на {1} клітинок, %Ln міни</numerusform>
            <numerusform>{0} на {1} клітинок, %Ln мін</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} на {1} клітинок, %Ln міна</numerusform>
            <numerusform>{0} на {1} клітинок, %Ln міни</numerusform>
            <numerusform>{0} на {1} клітинок, %Ln мін</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Стрілки рухають, Пробіл відкриває, F ставить прапорець</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Нова гра: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Гру призупинено</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Ваша збережена гра триває: поле дня, задане в командному рядку, не почато.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Ваша збережена гра триває: нову гру, задану в командному рядку, не почато.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Файл налаштувань був пошкоджений і його відкладено; використовуються типові значення.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Файл перекладу пошкоджено; гра показується англійською.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>на його місці щось інше, ніж файл</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заповнено</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>файл або його тека лише для читання</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>диск лише для читання</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>на шляху щось інше, ніж тека</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Не вдалося зберегти гру: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>не вдалося записати налаштування</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Не вдалося зберегти налаштування: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Диск заповнено: завершену гру збережено в місці, яке гра тримає про запас. Звільніть трохи місця на диску.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Усе знову зберігається.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Ігри не збережено</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Причина: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Спробувати знову</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Не виходити</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Все одно вийти</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg має вкладеність глибшу за {0} рівнів</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg посилається сам на себе (цикл посилань)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg використовує &lt;{0}&gt;, якого темам не можна використовувати</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg малює понад {0} фігур (через &lt;use&gt; і посилання)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg малює понад {0} символів даних контурів і тексту</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg малює зображення понад {0} пікселів</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>Т&amp;ема</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Автоматично (як у системі)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>&amp;Кольори для дальтоніків</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>&amp;Відкрити теку тем</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Тему «{0}» неможливо використати: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Натомість використовується Класична.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Класична</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Сучасна</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Темна</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Висока контрастність</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} відсутній</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} не є звичайним файлом</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} більший за {1} КБ</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} неможливо прочитати</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: «{0}» відсутнє або неправильне</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json не є правильним JSON ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} не є кольором (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: невідоме місце кольору «{0}»</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg не є текстом UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg оголошує тип документа (не дозволено)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg не є правильним файлом SVG ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg посилається на інший файл ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg бракує елементів {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} у theme.svg намальовано не своїм кольором числа {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>назва теки може містити лише a-z, 0-9, - і _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>так називається вбудована тема</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>його малювання триває довше за {0} с</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>його не вдалося випробувати (немає процесу)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>його малювання триває на {0} мс довше, ніж класичної теми (щонайбільше {1} мс)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt не може його намалювати</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>Не вдалося зберегти %n завершену гру: якщо вийти зараз, вона пропаде.</numerusform>
            <numerusform>Не вдалося зберегти %n завершені гри: якщо вийти зараз, вони пропадуть.</numerusform>
            <numerusform>Не вдалося зберегти %n завершених ігор: якщо вийти зараз, вони пропадуть.</numerusform>
        </translation>
    </message>
</context>
</TS>
