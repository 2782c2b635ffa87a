<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>שדה מוקשים</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>מצב דגל</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>תפריט</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;רמז</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;שחק את הרמז</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>הצגת &amp;הסתברויות</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;ביטול המהלך המפסיד</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;פתרון</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>השארת ההסתברויות &amp;גלויות במשחקים חדשים</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>הקראת הסתברות ה&amp;משבצת</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>ה&amp;סתרת לחצני הסיוע</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>&amp;קצב הפתרון</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;איטי</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;רגיל</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;מהיר</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>רמז: המשבצת הבטוחה הבאה ולמה (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>הסתברויות: הסיכוי למוקש בכל משבצת מוסתרת (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>רמז</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>הסתברויות</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>שחק</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>שחק את המשבצת שברמז (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>סגירת הרמז (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>נבדק רק החלק של הלוח שנראה כעת.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>הפתרון עובד על לוחות של עד 100,000 משבצות; בלוחות גדולים יותר הרמזים וההסתברויות מכסים את החלק הנראה של הלוח.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>בסיוע: לא נחשב לזמנים המיטביים</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>בסיוע</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>הפסדים שבוטלו: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>לחצו בכל מקום: הלחיצה הראשונה תמיד בטוחה.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>הדגל ב־{0} שגוי.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>רמז: המשבצת ב־{0} בטוחה.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>רמז: {0}, ניחוש.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>50/50 כפוי: המשבצת הזו וזו שב־{0} חולקות מוקש אחד, ושום דבר לא יבדיל ביניהן. נחשו עכשיו: המתנה לא תעזור.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>המשבצת הזו (סיכוי למוקש {0}) בטוחה או חצי מ־50/50 ששום דבר לא יפתור, כך שניחוש שלה עכשיו אינו מוסיף סיכון.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>סוף המשחק: נוסו כל הדרכים שבהן המשחק עוד יכול להתפתח. המשבצת הזו (סיכוי למוקש {0}) נותנת את הסיכוי הטוב ביותר לנצח: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>אין משבצת בטוחה, ושום ניחוש לא יגלה דבר חדש: לזו הסיכון הנמוך ביותר, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>אין משבצת בטוחה: לזו הסיכון הנמוך ביותר, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>הניחוש הבטוח ביותר: סיכוי למוקש {0}.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>הניחוש הטוב ביותר: סיכוי למוקש {0} (המשבצת הבטוחה ביותר היא {1}), אבל המספר שלה צפוי יותר לפתוח את הלוח.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>שום מספר שהיא יכולה להראות לא יהפוך מיד משבצת אחרת לבטוחה.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>&amp;סיוע</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>זמנים מיטביים</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>מתחיל</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>בינוני</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>מומחה</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, ללא ניחושים</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>שם</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>זמן (שנ׳)</translation>
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
        <translation>תאריך</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>משחקים ששוחקו:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>משחקים שנוצחו:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>רצף ניצחונות נוכחי:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>רצף הניצחונות הארוך ביותר:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;איפוס...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>שיאים</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>עם דגלים</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>בלי דגלים (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>הזמן הטוב ביותר (שנ׳)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>3BV/s הטוב ביותר</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>IOE הטוב ביותר</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>RQP הטוב ביותר (הנמוך)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>STNB הטוב ביותר</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>{0} המשחקים האחרונים שנספרו:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>ניצחונות:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>זמן ממוצע של הניצחונות:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>3BV/s ממוצע:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>IOE ממוצע:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>רק המשחקים שלך: משחקים בסיוע, שהותחלו מחדש או שנמשכו לא קובעים שיא.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} שנ׳</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>אלמוני</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1}%)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>איפוס הזמנים המיטביים</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>לשכוח את הזמנים המיטביים והסטטיסטיקה של {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>ריקה</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>מוסתרת</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>מסומנת בדגל</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>סימן שאלה</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>מוקש</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>מוקש שהתפוצץ</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>דגל שגוי</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>שורה {0}, עמודה {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>לוח מותאם אישית</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;שורות:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;עמודות:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;מוקשים:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>אימון: ללוח היומי של {0} כבר יש תוצאה; המשחק הזה לא משנה אותה.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>הלוח היומי של {0}: התחילו במשבצת המסומנת.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>לא ניתן לשמור את התוצאה של הלוח היומי: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>התוצאה שלך בלוח היומי של {0} נשמרה: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>זה לא היה המשחק שלך בלבד (עזרה, או לוח שהתחיל מחדש), ולכן הוא נחשב כלא ניצחון.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>אימון: הלוח היומי של {0} שומר על התוצאה הראשונה שלו ({1} שנ׳, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>לוח יומי</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;העתקה</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>הדביקו שורת תוצאה שמישהו שיתף</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;בדיקה</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>שיתוף התוצאה שלך</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>בדיקת תוצאה ששותפה</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>הלוח של היום ({0}, UTC), זהה לכל השחקנים: {1} × {2}, {3} מוקשים (כלל {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>הלוח של {0} (UTC), זהה לכל השחקנים: {1} × {2}, {3} מוקשים (כלל {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>התחילו במשבצת המסומנת (שורה {0}, עמודה {1}): היא תמיד פותחת אזור.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>הלוח מתחלף ב־00:00 UTC, בכל מקום שבו אתם נמצאים: בעוד {0} שע׳ {1} דק׳.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>עדיין לא שוחק. המשחק הראשון שתסיימו בלוח הזה הוא התוצאה של היום; משחקים מאוחרים יותר הם אימון.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;שחקו בלוח הזה</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>ניצחון תוך {0} שנ׳, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>הפסד אחרי {0} שנ׳, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>התוצאה של היום: {0} משחקים מאוחרים יותר בלוח הזה הם אימון ואינם משנים אותה.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;תרגלו בלוח הזה</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>ימים ברצף ששוחקו: {0} (שיא {1}). ימים ברצף עם ניצחון: {2} (שיא {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>הועתק ללוח העריכה.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>זו אינה שורת תוצאה של לוח יומי. היא נראית כך: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>הכלל {0} אינו מוכר לגרסה הזו של המשחק: היא לא יכולה ליצור את הלוח הזה.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>לא אומת: קוד הלוח אינו תואם ללוח של {0} (כלל {1}). השורה שונתה, או שהיא ממשחק אחר.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>אומת: הלוח של {0} (כלל {1}) זהה לזה שאתם מקבלים. {2} {3} שנ׳, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>ניצחון תוך</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>הפסד אחרי</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>זמן: {0} שנ׳</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} מתוך {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>מקשים: {0} ({1} פתיחה, {2} דגל, {3} אקורד)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>לחיצות: {0} ({1} שמאל, {2} ימין, {3} אקורד)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>הפסדים שבוטלו: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;המשך</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>משחק &amp;חדש</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>התחל מחדש את ה&amp;לוח</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>שחקו שוב עם אותם מוקשים (לא נחשב לזמנים המיטביים)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>שינוי רמת ה&amp;קושי</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;יציאה</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;ביטול המהלך המפסיד</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>חזרה לרגע שלפני המוקש, לאימון (Ctrl+Z; המשחק הופך למשחק בסיוע)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;צפייה בהקלטה</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>ה&amp;שם שלך:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>ניצחת!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>בום!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>זמן מיטבי חדש! מקום {0} מתוך 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>בסיוע: לא נחשב לזמנים המיטביים</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>אימון: לא נחשב לזמנים המיטביים</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>לוח שהותחל מחדש: לא נחשב לזמנים המיטביים</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>משחק שנמשך משמירה: לא נחשב לזמנים המיטביים</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>מושהה</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>השורה שלו בהיסטוריה פגומה</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>ההקלטה שלו פגומה</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>אין לו הקלטה</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>ההקלטה שלו אינה משחק שקובץ הקלטה יכול להכיל</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: המשחק {0} לא יוצא: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: לא ניתן לכתוב הקלטות אל {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: לא ניתן לקרוא את היסטוריית המשחקים: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>הקלטה %n נכתבה אל {0}</numerusform>
            <numerusform>%n הקלטות נכתבו אל {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: למשחק %n לא הייתה הקלטה שמישה</numerusform>
            <numerusform>minesweeper-qt: ל־%n משחקים לא הייתה הקלטה שמישה</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · סקירה</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>נקו את השדה בלי לגעת במוקש</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>מספר מציין כמה מתוך שמונה המשבצות סביבו מסתירות מוקש. חשפו כל משבצת בטוחה כדי לנצח; הלחיצה הראשונה תמיד בטוחה.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>עכבר</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>לחיצה שמאלית: חשיפת משבצת.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>לחיצה ימנית: הצבה או הסרה של דגל.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>לחיצה אמצעית, או שמאלית וימנית יחד, על מספר שכל הדגלים שלו הוצבו: חשיפת שאר השכנים (אקורד). גם לחיצה שמאלית על מספר כזה מבצעת אקורד.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>החזקת הלחצן השמאלי מציבה דגל רק עם אפשרויות &gt; החזקת לחצן העכבר מציבה דגל. Ctrl+גלגלת לתקריב; Shift+גלגלת לגלילה הצידה.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>מגע</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>בזמן ההחזקה טבעת מתמלאת סביב המשבצת; הדגל מוצב כשהיא נסגרת. צביטה בשתי אצבעות לתקריב.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>הקשה חושפת; לחיצה ארוכה מציבה דגל או מבצעת אקורד על מספר. מצב דגל (כפתור הדגל, G) גורם להקשות להציב דגלים.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>מקלדת</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>מקשי החצים מזיזים את הסמן; Space או Enter חושפים (או מבצעים אקורד); F מציב דגל; F2 מתחיל משחק חדש; Ctrl++ ו־Ctrl+- לתקריב.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>עזרה</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H מציג רמז: משבצת בטוחה ולמה היא בטוחה; Shift+H משחק אותו; P מציג את הסיכוי למוקש בכל משבצת מוסתרת; Ctrl+Z מבטל מהלך מפסיד; Esc מסתיר את הרמז או עוצר את הפתרון. במגע: הנורה והריבועים הצבעוניים בכותרת, ו&quot;ביטול&quot; בתפריט אחרי הפסד. עזרה הופכת את המשחק למשחק בסיוע: הוא לא נחשב לזמנים המיטביים.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up ו־Page Down זזים מסך שלם; Home ו־End הולכים לקצות השורה, ועם Ctrl לפינות הלוח; Ctrl+חצים הולכים לשוליים. Ctrl+9 מתאים את הלוח לחלון.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M אומר את המוקשים שנותרו ו־T את הזמן; Shift+P אומר את הסיכוי למוקש במשבצת שתחת הסמן; H אומר שוב את הרמז. F10 פותח את שורת התפריטים.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>סטטיסטיקה תחרותית</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: מספר הלחיצות השמאליות המינימלי שמנקה את הלוח בלי דגלים (כל אזור פתוח נספר פעם אחת, וכל מספר שאינו צמוד לאזור פתוח פעם אחת). 3BV/s: ‏3BV שנפתרו בשנייה. לחיצות: שמאליות, ימניות ואקורד (כפולות) כפי שהקהילה סופרת אותן. IOE (יעילות): ‏3BV שנפתרו / לחיצות. דיוק: לחיצות אפקטיביות / לחיצות. תפוקה: ‏3BV שנפתרו / לחיצות אפקטיביות. RQP: זמן / (3BV/s). STNB: ציון מהירות בלוחות התקניים (C x 3BV / זמן^1.7, כפול השורש הריבועי של החלק שנפתר). ZiNi: מספר הלחיצות המינימלי עם דגלים, כפי שפותר חמדני סופר אותן.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>שולה מוקשים מקורי לשולחן העבודה עם החוקים הקלאסיים.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>ברישיון MIT.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>אם יופיע {0}, משבצת %n נוספת תהיה בטוחה.</numerusform>
            <numerusform>אם יופיע {0}, %n משבצות נוספות יהיו בטוחות.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>משחק שנוצח</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>זמן (שנ׳)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>אין משחק שנוצח להצגה.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>זמן (שנ׳): בחרו גודל לוח אחד</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>מתחיל</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>בינוני</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>מומחה</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>פגום</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ניצחון</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>הפסד</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>ננטש</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>הותחל מחדש</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>תאריך</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>לוח</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>ללא ניחושים</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>תוצאה</translation>
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
        <translation>נספר</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>כן</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;צפייה בהקלטה</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;ייצוא ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;מחיקה</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;לוח:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;תוצאה:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>ללא &amp;ניחושים:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>לו&amp;ח יומי:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>היסטוריית משחקים</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>כל הגדלים</translation>
    </message>
    <message>
        <source>All</source>
        <translation>הכול</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>שניהם</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>רק ללא ניחושים</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>רק אקראי</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>כל המשחקים</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>רק לוחות יומיים</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>ללא לוחות יומיים</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>משחק %n בהיסטוריה לא נקרא ומוצג כפגום.</numerusform>
            <numerusform>%n משחקים בהיסטוריה לא נקראו ומוצגים כפגומים.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>השורה של המשחק הזה פגומה: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>בחרו משחק כדי לראות את כל הנתונים שלו.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>ההקלטה של המשחק הזה פגומה: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>עדיין לא הסתיים אף משחק: כל משחק שתסיים יופיע כאן.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>אין משחק שמתאים לבחירות האלה.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>ייצוא הקלטה</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>הקלטות {0} ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>ייצוא הקלטות לתיקייה</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>הקלטה %n יוצאה</numerusform>
            <numerusform>%n הקלטות יוצאו</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n דולג</numerusform>
            <numerusform>%n דולגו</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (בוטל)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>מייצא הקלטות...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>מחיקת משחקים</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>למחוק משחק %n ואת ההקלטה שלו?</numerusform>
            <numerusform>למחוק %n משחקים ואת ההקלטות שלהם?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>משחק %n נמחק.</numerusform>
            <numerusform>%n משחקים נמחקו.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>מוחק משחקים...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>בסיוע</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>הותחל מחדש</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>אימון</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>נמשך</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>הקלטה</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>זמן {0} שנ׳ · 3BV {1}/{2} · 3BV/s {3} · לחיצות {4} ({5} שמאל, {6} ימין, {7} אקורד) · אפקטיביות {8} · IOE {9} · דיוק {10} · תפוקה {11} · RQP {12} · STNB {13} · ZiNi {14} · אזורים פתוחים {15} · איים {16} · Cl/s {17} · Ce/s {18} · IOS {19} · מסלול {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>משחק %n נקרא ממנה ונשמר.</numerusform>
            <numerusform>%n משחקים נקראו ממנה ונשמרו.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>משחק %n מהיסטוריה שהועברה הצידה קודם הוחזר להיסטוריה שלך; הקובץ הישן נשמר בשם {0}.</numerusform>
            <numerusform>%n משחקים מהיסטוריה שהועברה הצידה קודם הוחזרו להיסטוריה שלך; הקובץ הישן נשמר בשם {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>מונים &amp;חיים</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · לחיצות {1} · IOE {2} · זמן משוער {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} שנ׳</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>זמן {0} שנ׳ · לחיצות {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>איך משחקים</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>אודות שולה המוקשים</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>מצב דגל: לחיצות והקשות מציבות דגלים (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>תפריט: השהיה, משחק חדש, רמת קושי</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>משחק חדש (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>לוח ללא ניחושים: כל משבצת בטוחה ניתנת למציאה בלי לנחש</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>לוח ללא ניחושים</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>מוקשים שנותרו: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>שולה המוקשים</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;התאמה לחלון</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;שמירת הלוח מותאם לחלון</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>לוותר על המשחק הזה?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>המשחק הזה ייחשב להפסד.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>לא לשאול שוב עד שאצא</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>שורת הפקודה מבקשת משחק חדש, אבל המשחק השמור שלך עדיין בעיצומו. התחלת המשחק החדש תוותר על השמור.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>לוותר על המשחק השמור?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>שורת הפקודה מבקשת משחק חדש, אבל המשחק השמור שלך עדיין בעיצומו. התחלת המשחק החדש תחשיב את השמור להפסד.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;התחלת המשחק החדש</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>המשך &amp;במשחק השמור</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>יוצר לוח שאפשר לנקות בלי לנחש...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>ייתכן שהלוח הזה ידרוש ניחוש: לא נמצא בזמן לוח ללא ניחושים.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;משחק</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>חד&amp;ש</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;מתחיל (9 x 9, 10 מוקשים)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;בינוני (16 x 16, 40 מוקשים)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>מומ&amp;חה (16 x 30, 99 מוקשים)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>מותאם &amp;אישית...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>&amp;ללא ניחושים</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>לוח &amp;יומי...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>&amp;זמנים מיטביים...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;היסטוריה...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>&amp;פתיחת הקלטה...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>י&amp;ציאה</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;אפשרויות</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>סימני &amp;שאלה</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;לחיצה שמאלית על מספר מבצעת אקורד</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>מצב &amp;דגל</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>החזקת לחצן ה&amp;עכבר מציבה דגל</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;הנפשות</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>שעון ב&amp;מאיות שנייה</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;תקריב</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>הת&amp;קרבות</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>הת&amp;רחקות</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>גודל &amp;אמיתי</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>ש&amp;פה</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (אין גופן מותקן)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;עזרה</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;איך משחקים</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>או&amp;דות</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>לחיצה &amp;ראשונה</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>תמיד &amp;פתח אזור (מודרני)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>רק המשבצת שנלחצה &amp;בטוחה (קלאסי)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>השהיית לחיצה &amp;ארוכה</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} אלפיות שנייה</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>ברירת המחדל של ה&amp;מערכת</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>פתיחת הקלטה</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: הקובץ גדול מדי להקלטה ({1} MB; נקראים לכל היותר {2} MB).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: קריאת ההקלטה הזו דורשת יותר מ־{1} GB זיכרון; זו אינה הקלטה שהמשחק יכול לפתוח.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>מכין את {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>קורא את {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>לא ניתן לקרוא את ההקלטה: תהליך הקריאה לא התחיל.</translation>
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
        <translation>{0} ו־{1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>ה־{0} ב־{1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} צריך מוקש אחד, וכל המשבצות המוסתרות שלו הן גם שכנות של {1}, לכן המוקש הזה הוא זה שצריך {1}: שאר המשבצות שלו בטוחות: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 ליד הקיר</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>השוו בין {0} לבין {1}: כל משבצת מוסתרת של הראשון נוגעת בשני, והשני צריך עוד מוקשים כמספר שאר המשבצות שלו: {2}, כולן מוקשים.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>השוו בין {0} לבין {1}: כל משבצת מוסתרת של הראשון נוגעת בשני, והשני לא צריך יותר מוקשים מהראשון, לכן שאר המשבצות שלו בטוחות: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>השוו בין {0} לבין {1}: את המוקשים שהם צריכים אפשר להציב רק ב־{2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>השוו בין {0} לבין {1}: המוקשים שהם צריכים לא משאירים אף מוקש ל־{2}, ולכן היא בטוחה.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} נמצא בין {0} לבין {2}; לכל 1 יש מוקש אחד במשבצות שהוא חולק עם ה־2, לכן המוקשים של ה־2 בקצוות: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} נמצא בין {0} לבין {2}; המוקשים של ה־2 בקצוות, לכן המשבצת שבאמצע בטוחה: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} צריך מוקש אחד יותר מאשר {0}, והמשבצות המשותפות להם מכילות לכל היותר אחד, לכן המשבצת שרק {1} נוגע בה היא מוקש: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} צריך מוקש אחד יותר מאשר {0} ויש לו רק משבצת אחת משלו, לכן היא מוקש, והמוקש של {0} נמצא במשבצות המשותפות: שאר המשבצות של {0} בטוחות: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>נסו כל דרך לקיים את המספרים ב־{0}: כל אחת מציבה מוקש ב־{1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>נסו כל דרך לקיים את המספרים ב־{0}: בכל אחת {1} בטוחה.</translation>
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
            <numerusform>ועוד %n</numerusform>
            <numerusform>ועוד %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>המשבצת הריקה ב־{0} לא נוגעת במוקש, לכן השכן המוסתר שלה (%n) בטוח: {1}.</numerusform>
            <numerusform>המשבצת הריקה ב־{0} לא נוגעת במוקש, לכן %n השכנים המוסתרים שלה בטוחים: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>ה־{0} ב־{1} כבר נוגע במוקש %n ({2}), לכן שאר השכנים המוסתרים שלו בטוחים: {3}.</numerusform>
            <numerusform>ה־{0} ב־{1} כבר נוגע ב־%n מוקשים ({2}), לכן שאר השכנים המוסתרים שלו בטוחים: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>ה־{0} ב־{1} צריך מוקש %n ויש לו בדיוק משבצת מוסתרת כזו: {2}, מוקש.</numerusform>
            <numerusform>ה־{0} ב־{1} צריך %n מוקשים ויש לו בדיוק כמה משבצות מוסתרות: {2}, כולן מוקשים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>ה־{0} ב־{1} צריך עוד מוקש %n ונותרה לו בדיוק משבצת מוסתרת כזו: {2}, מוקש.</numerusform>
            <numerusform>ה־{0} ב־{1} צריך עוד %n מוקשים ונותרו לו בדיוק כמה משבצות מוסתרות: {2}, כולן מוקשים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>ה־{0} ב־{1} (עדיין צריך מוקש %n)</numerusform>
            <numerusform>ה־{0} ב־{1} (עדיין צריך %n מוקשים)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>ספירת מוקשים: נותר מוקש %n והמספרים לאורך הגבול צריכים אותו, לכן כל שאר המשבצות המוסתרות בטוחות, גם {0}.</numerusform>
            <numerusform>ספירת מוקשים: נותרו %n מוקשים והמספרים לאורך הגבול צריכים את כולם, לכן כל שאר המשבצות המוסתרות בטוחות, גם {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>ספירת מוקשים: כשנותר מוקש %n, אפשר לקיים את המספרים רק בדרכים שמשאירות את {0} בטוחה.</numerusform>
            <numerusform>ספירת מוקשים: כשנותרו %n מוקשים, אפשר לקיים את המספרים רק בדרכים שמשאירות את {0} בטוחה.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>ספירת מוקשים: כשנותר מוקש %n, אפשר לקיים את המספרים רק בדרכים שמציבות מוקש ב־{0}.</numerusform>
            <numerusform>ספירת מוקשים: כשנותרו %n מוקשים, אפשר לקיים את המספרים רק בדרכים שמציבות מוקש ב־{0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(צעד קודם %n לא מוצג.)</numerusform>
            <numerusform>(%n צעדים קודמים לא מוצגים.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>תוכנה אחרת משתמשת בו</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>שגיאת קלט/פלט</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>היסטוריית המשחקים נכתבה בגרסה חדשה יותר של המשחק; היא הועברה הצידה בשם {0} והתחילה היסטוריה חדשה.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>במקום היסטוריית המשחקים היה משהו שאינו קובץ; הוא הועבר הצידה בשם {0} והתחילה היסטוריה חדשה.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>קובץ היסטוריית המשחקים היה פגום; הוא הועבר הצידה בשם {0} והתחילה היסטוריה חדשה.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>לא ניתן לקרוא היסטוריה שהועברה הצידה קודם; היא נשמרת בשם {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>אי אפשר להשתמש כעת בהיסטוריית המשחקים: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>לא ניתן להוסיף משחק להיסטוריה: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>אי אפשר לכתוב כעת לדיסק משחקים שהסתיימו ({0}); הם נשמרים בזיכרון ויירשמו בהקדם, אבל יאבדו אם המשחק ייסגר לפני כן.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>הקלטות ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>הקלטות {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>פתיחת הקלטה</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>המשחק האחרון</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: ההקלטה מכילה אירוע %Ln, יותר מדי (נקראים לכל היותר {1}).</numerusform>
            <numerusform>{0}: ההקלטה מכילה %Ln אירועים, יותר מדי (נקראים לכל היותר {1}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>לפני המהלך הראשון</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>חשיפה</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>דגל</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>אקורד</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>מהלך {0} מתוך {1}, {2} שנ׳: {3} ב־{4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>זמן {0} שנ׳ · 3BV {1} / {2} · 3BV/s {3} · לחיצות {4} ({5} שמאל, {6} ימין, {7} אקורד) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} שנ׳</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>השהיה</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>הפעלה</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>הקלטה</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>אירוע אחד אחורה (שמאלה)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>אירוע אחד קדימה (ימינה)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>זמן ההקלטה</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>לוח ההקלטה</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>ימינה ושמאלה צעד אחד, עם Ctrl מהלך שלם, M אומר את המהלך, Space מפעיל</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;מהירות:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>סקירה של {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} מוקשים</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>מהלכים ששווה לבדוק:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>ציר הזמן של הסקירה</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>לוחות של יותר מ־100,000 משבצות אינם נסקרים.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>אי אפשר לסקור את המשחק הזה.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>הניחוש או הדגל השגוי הקודם (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>הניחוש או הדגל השגוי הבא (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>סוקר את המשחק…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>חשיפה</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>אקורד</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>דגל</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>הסרת דגל</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>סימן שאלה</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>בטוח</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>ניחוש כפוי</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>ניחוש נמנע</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>דגל שגוי</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>טעות</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ניצחון</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>הפסד</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} תוך {1} שנ׳ · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>סיכוי לשרוד את כולם: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>בלי ניחושים: כל חשיפה הייתה בטוחה בוודאות.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>לחיצות מבוזבזות: {0} מתוך {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} שנ׳ (מהלך {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>ההפסקות הארוכות ביותר: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} שנ׳ · מהלך {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: דגל שגוי (אין שם מוקש)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: ניחוש כפוי, סיכוי למוקש {1}, הסיכון הנמוך ביותר שהיה</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: ניחוש כפוי, סיכוי למוקש {1} (אף משבצת לא הייתה בטוחה בוודאות; לבטוחה ביותר, {2}, היה {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: ניחוש נמנע, סיכוי למוקש {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: טעות (סיכוי למוקש {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>הפסד כאן, ואז בוטל (ביטול): המשחק נמשך, והנתונים שלו אינם כוללים את המהלך הזה.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>כאן המשחק הופסד.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>בלי ניחושים</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>ניחוש %n: {0} כפויים, {1} נמנעים</numerusform>
            <numerusform>%n ניחושים: {0} כפויים, {1} נמנעים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>ניחוש %n, {0} נמנעים</numerusform>
            <numerusform>%n ניחושים, {0} נמנעים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>דגל שגוי %n</numerusform>
            <numerusform>%n דגלים שגויים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>המהלך האחר (%n) היה בטוח.</numerusform>
            <numerusform>%n המהלכים האחרים היו בטוחים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>משבצת %n הייתה אז בטוחה בוודאות, למשל {0}:</numerusform>
            <numerusform>%n משבצות היו אז בטוחות בוודאות, למשל {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>המשחק השמור שלך כבר הסתיים ונספר, ולכן התחיל משחק חדש.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>לא ניתן לקרוא את המשחק השמור שלך, ולכן התחיל משחק חדש.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>הקובץ הפגום נשמר בשם {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>מותאם אישית {0} x {1}, מוקש %n</numerusform>
            <numerusform>מותאם אישית {0} x {1}, %n מוקשים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>מותאם אישית {0} x {1}, מוקש %n</numerusform>
            <numerusform>מותאם אישית {0} x {1}, %n מוקשים</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>שורה {0}, עמודה {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>נפתחה משבצת %Ln</numerusform>
            <numerusform>נפתחו %Ln משבצות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>נפתחה משבצת %Ln</numerusform>
            <numerusform>נפתחו %Ln משבצות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>נפתחה משבצת %Ln: {0}</numerusform>
            <numerusform>נפתחו %Ln משבצות: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>בוצע מהלך ב־{0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>פתרון: מהלך %Ln, {0}, האחרון ב־{1}</numerusform>
            <numerusform>פתרון: %Ln מהלכים, {0}, האחרון ב־{1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>פתרון: מהלך %Ln, {0}, האחרון ב־{1}</numerusform>
            <numerusform>פתרון: %Ln מהלכים, {0}, האחרון ב־{1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>לא נפתחה אף משבצת</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>זמן: שנייה %Ln</numerusform>
            <numerusform>זמן: %Ln שניות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>זמן: שנייה %Ln</numerusform>
            <numerusform>זמן: %Ln שניות</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>אין הסתברות</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>בטוחה בוודאות</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>מוקש בוודאות</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>סיכוי למוקש {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>ההסתברויות מוצגות</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>ההסתברויות מוסתרות</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>כבר פתוחה</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>קצה הלוח</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>נותר מוקש %Ln</numerusform>
            <numerusform>נותרו %Ln מוקשים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>נותר מוקש %Ln</numerusform>
            <numerusform>נותרו %Ln מוקשים</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>סומן בדגל</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>סימן שאלה</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>הדגל הוסר</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>ניצחת תוך {0} שניות</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>עלית על מוקש אחרי {0} שניות</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} על {1} משבצות, מוקש %Ln</numerusform>
            <numerusform>{0} על {1} משבצות, %Ln מוקשים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} על {1} משבצות, מוקש %Ln</numerusform>
            <numerusform>{0} על {1} משבצות, %Ln מוקשים</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>החצים מזיזים, Space פותח, F מציב דגל</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>משחק חדש: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>המשחק מושהה</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>המשחק השמור שלך נמשך: הלוח היומי שהתבקש בשורת הפקודה לא התחיל.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>המשחק השמור שלך נמשך: המשחק החדש שהתבקש בשורת הפקודה לא התחיל.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>קובץ ההגדרות היה פגום והועבר הצידה; נעשה שימוש בברירות המחדל.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>קובץ התרגום פגום; המשחק מוצג באנגלית.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>במקומו יש משהו שאינו קובץ</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>הדיסק מלא</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>הקובץ או התיקייה שלו לקריאה בלבד</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>הדיסק לקריאה בלבד</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>משהו שאינו תיקייה חוסם את הדרך</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>לא ניתן לשמור את המשחק: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>לא ניתן לכתוב את ההגדרות</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>לא ניתן לשמור את ההגדרות: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>הדיסק מלא: המשחק שהסתיים נשמר במקום השמור שהמשחק מחזיק כרזרבה. פנו מעט מקום בדיסק.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>הכול שמור שוב.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>משחקים לא נשמרו</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>הסיבה: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>ניסיון חוזר</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>לא לצאת</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>לצאת בכל זאת</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg מקונן לעומק של יותר מ־{0} רמות</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg מפנה לעצמו (לולאת הפניות)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg משתמש ב־&lt;{0}&gt;, שערכות נושא אינן רשאיות להשתמש בו</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg מצייר יותר מ־{0} צורות (דרך &lt;use&gt; והפניות)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg מצייר יותר מ־{0} תווים של נתוני נתיב וטקסט</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg מצייר תמונות של יותר מ־{0} פיקסלים</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>ערכת &amp;נושא</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;אוטומטי (לפי המערכת)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>מספרים &amp;בטוחים לעיוורי צבעים</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>פתיחת תיקיית &amp;ערכות הנושא</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>לא ניתן להשתמש בערכת הנושא &quot;{0}&quot;: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>נעשה שימוש בקלאסית במקומה.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>קלאסית</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>מודרנית</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>כהה</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>ניגודיות גבוהה</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} חסר</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} אינו קובץ רגיל</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} גדול מ־{1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>לא ניתן לקרוא את {0}</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: &quot;{0}&quot; חסר או שגוי</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json אינו JSON תקין ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} אינו צבע (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: משבצת צבע לא מוכרת &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg אינו טקסט UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg מצהיר על סוג מסמך (אסור)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg אינו קובץ SVG תקין ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg מפנה לקובץ אחר ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>ב־theme.svg חסרים הרכיבים {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} ב־theme.svg אינו מצויר בצבע המספר שלו {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>שם התיקייה יכול להכיל רק a-z, 0-9, - ו־_</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>לערכת נושא מובנית יש את השם הזה</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>הציור שלה לוקח יותר מ־{0} שנ׳</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>לא ניתן היה לנסות אותה (אין תהליך)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>הציור שלה לוקח {0} אלפיות שנייה יותר מאשר ערכת הנושא הקלאסית (לכל היותר {1} אלפיות שנייה)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt לא יכול לצייר אותה</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>משחק %n שהסתיים לא נשמר: אם תצאו עכשיו, הוא יאבד.</numerusform>
            <numerusform>%n משחקים שהסתיימו לא נשמרו: אם תצאו עכשיו, הם יאבדו.</numerusform>
        </translation>
    </message>
</context>
</TS>
