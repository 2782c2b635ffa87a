<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>حقل الألغام</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>وضع الأعلام</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>القائمة</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>A&amp;ssist</source>
        <translation>المس&amp;اعدة</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;تلميح</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;العب التلميح</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>إظهار الا&amp;حتمالات</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>ترا&amp;جع عن الحركة الخاسرة</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>ح&amp;ل</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>إ&amp;بقاء الاحتمالات ظاهرة في الألعاب الجديدة</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>&amp;نطق احتمال الخلية</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>إ&amp;خفاء أزرار المساعدة</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>سر&amp;عة الحل</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;بطيء</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;عادي</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;سريع</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>تلميح: الخلية الآمنة التالية ولماذا (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>الاحتمالات: فرصة وجود لغم في كل خلية مخفية (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>تلميح</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>الاحتمالات</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>العبها</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>العب الخلية المقترحة (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>أغلق التلميح (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>لم يُفحص إلا الجزء الظاهر من اللوحة.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>يعمل الحل التلقائي على الألواح التي لا تتجاوز 100,000 خلية؛ وفي الألواح الأكبر تغطي التلميحات والاحتمالات الجزء الظاهر من اللوح.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>بمساعدة: لا تُحتسب لأفضل الأوقات</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>بمساعدة</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>خسارات متراجع عنها: {0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}٪</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>انقر في أي مكان: النقرة الأولى آمنة دائمًا.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>العلم في {0} خاطئ.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>تلميح: الخلية في {0} آمنة.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>تلميح: {0}، تخمين.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>احتمال 50/50 لا مفر منه: هذه الخلية والخلية في {0} تتقاسمان لغمًا واحدًا، ولا شيء يمكنه التمييز بينهما أبدًا. خمّن الآن: الانتظار لا يفيد.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>هذه الخلية (احتمال اللغم {0}) إما آمنة أو نصف احتمال 50/50 لا يمكن حسمه أبدًا، لذا فتخمينها الآن لا يضيف أي خطر.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>نهاية اللعبة: جُرّبت كل الطرق التي قد تسير بها اللعبة. هذه الخلية (احتمال اللغم {0}) تعطي أفضل فرصة للفوز: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>لا توجد خلية آمنة، ولا يمكن لأي تخمين أن يكشف شيئًا جديدًا: هذه أقلها خطرًا، {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>لا توجد خلية آمنة: هذه أقل خطرًا، {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>أسلم تخمين: احتمال اللغم {0}.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>أفضل تخمين: احتمال اللغم {0} (أسلم خلية {1})، لكن رقمها أرجح أن يفتح اللوحة.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>لا يوجد رقم يمكن أن تُظهره يجعل خلية أخرى آمنة على الفور.</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>أفضل الأوقات</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>مبتدئ</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>خبير</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}، دون تخمين</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>الوقت (ث)</translation>
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
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>الألعاب الملعوبة:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>مرات الفوز:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>سلسلة الفوز الحالية:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>أطول سلسلة فوز:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>إ&amp;عادة تعيين...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>الأرقام القياسية</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>مع الأعلام</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>بلا أعلام (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>أفضل وقت (ث)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>أفضل 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>أفضل IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>أفضل RQP (الأدنى)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>أفضل STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>آخر {0} لعبة محسوبة:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>الفوز:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>متوسط وقت الانتصارات:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>متوسط 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>متوسط IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>ألعابك وحدك: الألعاب بمساعدة أو المُعادة أو المستأنفة لا تسجّل رقمًا قياسيًا.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} ث</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>مجهول</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1}٪)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>إعادة تعيين أفضل الأوقات</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>هل تريد حذف أفضل الأوقات والإحصائيات لمستوى «{0}»؟</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>فارغة</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>مخفية</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>عليها علم</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>علامة استفهام</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>لغم</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>لغم منفجر</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>علم خاطئ</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>الصف {0}، العمود {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>لوحة مخصصة</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>ال&amp;صفوف:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>الأ&amp;عمدة:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>الأ&amp;لغام:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>تدريب: للوحة اليومية ليوم {0} نتيجة بالفعل؛ هذه اللعبة لا تغيّرها.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>اللوحة اليومية ليوم {0}: ابدأ من الخلية المعلَّمة.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>تعذّر حفظ نتيجة اللوحة اليومية: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>حُفظت نتيجتك في اللوحة اليومية ليوم {0}: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>لم يكن لعبك وحدك (مساعدة، أو لوحة بُدئت من جديد)، لذا تُحسب غير فائزة.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>تدريب: تحتفظ اللوحة اليومية ليوم {0} بنتيجتها الأولى ({1} ث، 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>اللوحة اليومية</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;نسخ</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>الصق سطر نتيجة شاركه أحدهم</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;تحقّق</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>شارك نتيجتك</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>تحقّق من نتيجة مُشارَكة</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>لوحة اليوم ({0}، UTC)، وهي نفسها لكل اللاعبين: {1} × {2}، {3} لغمًا (القاعدة {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>لوحة يوم {0} (UTC)، وهي نفسها لكل اللاعبين: {1} × {2}، {3} لغمًا (القاعدة {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>ابدأ من الخلية المعلَّمة (الصف {0}، العمود {1}): فهي تفتح منطقة دائمًا.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>تتغير اللوحة عند 00:00 UTC أينما كنت: بعد {0} س {1} د.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>لم تُلعب بعد. أول لعبة تُنهيها على هذه اللوحة هي نتيجة اليوم؛ وما بعدها تدريب.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;العب هذه اللوحة</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>فوز في {0} ث، 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>خسارة بعد {0} ث، 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>نتيجة اليوم: {0} الألعاب اللاحقة على هذه اللوحة تدريب ولا تغيّرها.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>ت&amp;درّب على هذه اللوحة</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>سلسلة أيام اللعب: {0} (الأطول {1}). سلسلة أيام الفوز: {2} (الأطول {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>نُسخ إلى الحافظة.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>هذا ليس سطر نتيجة يومية. شكله هكذا: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>القاعدة {0} غير معروفة لهذا الإصدار من اللعبة: لا يمكنه إنشاء تلك اللوحة.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>لم يُتحقَّق منها: رمز اللوحة لا يطابق لوحة يوم {0} (القاعدة {1}). إما أن السطر عُدّل أو أنه من لعبة أخرى.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>تم التحقق: لوحة يوم {0} (القاعدة {1}) هي نفسها لديك أيضًا. {2} {3} ث، 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>فوز في</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>خسارة بعد</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;متابعة</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>لعبة &amp;جديدة</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>&amp;إعادة لعب هذه اللوحة</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>العب بالألغام نفسها مرة أخرى (لا تُحتسب في أفضل الأوقات)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>تغيير ال&amp;صعوبة</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>خ&amp;روج</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>تراجع &amp;عن الحركة الخاسرة</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>العودة إلى ما قبل اللغم مباشرة للتدرّب (Ctrl+Z؛ تصبح اللعبة بمساعدة)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>م&amp;شاهدة الإعادة</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>ا&amp;سمك:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>لقد فزت!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>بوم!</translation>
    </message>
    <message>
        <source>Time: {0} s</source>
        <translation>الوقت: {0} ث</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} من {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>المفاتيح: {0} ({1} فتح، {2} علم، {3} نقر مزدوج)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>النقرات: {0} ({1} يسار، {2} يمين، {3} مزدوجة)</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>خسارات متراجع عنها: {0}</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>أفضل وقت جديد! المرتبة {0} من 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>بمساعدة: لا تُحتسب لأفضل الأوقات</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>تدريب: لا يُحتسب في أفضل الأوقات</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>لوحة مُعادة: لا تُحتسب في أفضل الأوقات</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>لعبة مستأنفة من الحفظ: لا تُحتسب لأفضل الأوقات</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>إيقاف مؤقت</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>سطرها في السجل تالف</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>تسجيلها تالف</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>ليس لها تسجيل</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>تسجيلها ليس لعبة يمكن لملف إعادة أن يحملها</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: لم تُصدَّر اللعبة {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: تعذّرت كتابة الإعادات في {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: تعذّرت قراءة سجل الألعاب: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>لم تُكتب أي إعادة في {0}</numerusform>
            <numerusform>كُتبت إعادة واحدة في {0}</numerusform>
            <numerusform>كُتبت إعادتان في {0}</numerusform>
            <numerusform>كُتبت %n إعادات في {0}</numerusform>
            <numerusform>كُتبت %n إعادة في {0}</numerusform>
            <numerusform>كُتبت %n إعادة في {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: لا توجد لعبة بلا تسجيل صالح</numerusform>
            <numerusform>minesweeper-qt: لعبة واحدة بلا تسجيل صالح</numerusform>
            <numerusform>minesweeper-qt: لعبتان بلا تسجيل صالح</numerusform>
            <numerusform>minesweeper-qt: %n ألعاب بلا تسجيل صالح</numerusform>
            <numerusform>minesweeper-qt: %n لعبة بلا تسجيل صالح</numerusform>
            <numerusform>minesweeper-qt: %n لعبة بلا تسجيل صالح</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · مراجعة</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>امسح الحقل دون أن تلمس أي لغم</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>يبيّن الرقم عدد الخلايا التي تخفي لغمًا من بين الخلايا الثماني المحيطة به. اكشف كل الخلايا الآمنة لتفوز؛ النقرة الأولى آمنة دائمًا.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>الفأرة</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>النقر الأيسر: كشف خلية.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>النقر الأيمن: وضع علم أو إزالته.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>النقر الأوسط، أو الأيسر والأيمن معًا، على رقم وُضعت كل أعلامه: كشف بقية الخلايا المجاورة له (الكشف الجماعي). والنقر الأيسر على رقم كهذا يكشفها أيضًا.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>اللمس</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>المس للكشف؛ والمس مطولًا لوضع علم أو لكشف ما حول رقم. في وضع الأعلام (زر العلم، G) تضع اللمسات أعلامًا.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>لوحة المفاتيح</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>مفاتيح الأسهم تحرّك المؤشر؛ مفتاح المسافة أو Enter يكشف (أو يكشف ما حول الرقم)؛ F يضع علمًا؛ F2 يبدأ لعبة جديدة؛ Ctrl++‎ و Ctrl+-‎ للتكبير والتصغير.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>المساعدة</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H يعرض تلميحًا: خلية آمنة ولماذا هي آمنة؛ Shift+H يلعبها؛ P يعرض فرصة وجود لغم في كل خلية مخفية؛ Ctrl+Z يتراجع عن الحركة الخاسرة؛ Esc يغلق التلميح أو يوقف الحل. باللمس: المصباح والمربعات الملونة في الأعلى، وزر التراجع في القائمة بعد الخسارة. المساعدة تجعل اللعبة بمساعدة: لا تُحتسب لأفضل الأوقات.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M ينطق الألغام المتبقية وT الوقت؛ Shift+P ينطق فرصة وجود لغم في خلية المؤشر؛ H يكرر التلميح. F10 يفتح شريط القوائم.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>إحصاءات المنافسة</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: أقل عدد من النقرات اليسرى يكشف اللوحة دون أعلام (كل فتحة تُحسب مرة، وكل رقم لا يجاور فتحة مرة). 3BV/s: 3BV المحلولة في الثانية. النقرات: اليسرى واليمنى والمزدوجة كما يعدّها المجتمع. IOE (الكفاءة): 3BV المحلولة / النقرات. الدقة: النقرات الفعالة / النقرات. الإنتاجية: 3BV المحلولة / النقرات الفعالة. RQP: الوقت / (3BV/s). STNB: درجة سرعة على اللوحات القياسية (C x 3BV / الوقت^1.7، مضروبة في الجذر التربيعي للجزء المحلول). ZiNi: أقل عدد من النقرات مع الأعلام، كما يعدّه حلّال جشع.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>لعبة كاسحة الألغام أصلية لسطح المكتب بالقواعد الكلاسيكية.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}، PySide6 {1}، Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>مرخّصة بموجب رخصة MIT.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>الضغط المطوّل على الزر الأيسر يضع علمًا فقط مع خيارات &gt; الضغط المطوّل على زر الفأرة يضع علمًا. Ctrl+العجلة للتكبير؛ Shift+العجلة للتمرير جانبيًا.</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>أثناء الضغط تمتلئ حلقة حول الخانة، ويظهر العلم عندما تكتمل. قرّب إصبعين أو باعد بينهما للتكبير.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up وPage Down تنقلان بمقدار شاشة؛ Home وEnd إلى طرفي الصف، ومع Ctrl إلى زوايا اللوحة؛ Ctrl+الأسهم إلى الحافة. Ctrl+9 تلائم اللوحة مع النافذة.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>إذا أظهرت {0}، تصبح %n خلية أخرى آمنة.</numerusform>
            <numerusform>إذا أظهرت {0}، تصبح %n خلية أخرى آمنة.</numerusform>
            <numerusform>إذا أظهرت {0}، تصبح %n خلية أخرى آمنة.</numerusform>
            <numerusform>إذا أظهرت {0}، تصبح %n خلايا أخرى آمنة.</numerusform>
            <numerusform>إذا أظهرت {0}، تصبح %n خلية أخرى آمنة.</numerusform>
            <numerusform>إذا أظهرت {0}، تصبح %n خلية أخرى آمنة.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Beginner</source>
        <translation>مبتدئ</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>خبير</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>تالفة</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>متروكة</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>أعيد بدؤها</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>اللوحة</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>بلا تخمين</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>الوقت (ث)</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>لا توجد لعبة فائزة لعرضها.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>الوقت (ث): اختر حجم لوحة واحدًا</translation>
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
        <translation>نعم</translation>
    </message>
    <message>
        <source>Won game</source>
        <translation>لعبة رابحة</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>محسوبة</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>م&amp;شاهدة الإعادة</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;تصدير ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;حذف</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;اللوحة:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;النتيجة:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;بلا تخمين:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>ال&amp;يومية:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>سجل الألعاب</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>كل الأحجام</translation>
    </message>
    <message>
        <source>All</source>
        <translation>الكل</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>كلاهما</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>بلا تخمين فقط</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>عشوائية فقط</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>كل الألعاب</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>الألواح اليومية فقط</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>بلا ألواح يومية</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>لا توجد ألعاب تالفة في السجل.</numerusform>
            <numerusform>تعذّرت قراءة لعبة واحدة من السجل وتظهر تالفة.</numerusform>
            <numerusform>تعذّرت قراءة لعبتين من السجل وتظهران تالفتين.</numerusform>
            <numerusform>تعذّرت قراءة %n ألعاب من السجل وتظهر تالفة.</numerusform>
            <numerusform>تعذّرت قراءة %n لعبة من السجل وتظهر تالفة.</numerusform>
            <numerusform>تعذّرت قراءة %n لعبة من السجل وتظهر تالفة.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>سطر هذه اللعبة تالف: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>اختر لعبة لرؤية كل أرقامها.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>تسجيل هذه اللعبة تالف: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>لم تنتهِ أي لعبة بعد: كل لعبة تنهيها تُدرج هنا.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>لا توجد لعبة تطابق هذه الخيارات.</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>إعادات {0} ({1})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>لم تُصدَّر أي إعادة</numerusform>
            <numerusform>صُدّرت إعادة واحدة</numerusform>
            <numerusform>صُدّرت إعادتان</numerusform>
            <numerusform>صُدّرت %n إعادات</numerusform>
            <numerusform>صُدّرت %n إعادة</numerusform>
            <numerusform>صُدّرت %n إعادة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>لم يُتخطَّ شيء</numerusform>
            <numerusform>تُخطّيت واحدة</numerusform>
            <numerusform>تُخطّيت اثنتان</numerusform>
            <numerusform>تُخطّيت %n</numerusform>
            <numerusform>تُخطّيت %n</numerusform>
            <numerusform>تُخطّيت %n</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (أُلغي)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>جارٍ تصدير الإعادات…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>لم تُحذف أي لعبة.</numerusform>
            <numerusform>حُذفت لعبة واحدة.</numerusform>
            <numerusform>حُذفت لعبتان.</numerusform>
            <numerusform>حُذفت %n ألعاب.</numerusform>
            <numerusform>حُذفت %n لعبة.</numerusform>
            <numerusform>حُذفت %n لعبة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>جارٍ حذف الألعاب…</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>بمساعدة</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>أُعيدت</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>تدريب</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>استُئنفت</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>إعادة</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>تصدير الإعادة</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>تصدير الإعادات إلى مجلد</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>حذف ألعاب</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>حذف %n ألعاب وإعاداتها؟</numerusform>
            <numerusform>حذف لعبة واحدة وإعادتها؟</numerusform>
            <numerusform>حذف لعبتين وإعادتيهما؟</numerusform>
            <numerusform>حذف %n ألعاب وإعاداتها؟</numerusform>
            <numerusform>حذف %n لعبة وإعاداتها؟</numerusform>
            <numerusform>حذف %n لعبة وإعاداتها؟</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>الوقت {0} ث · 3BV {1}/{2} · 3BV/s {3} · النقرات {4} ({5} يسار، {6} يمين، {7} مزدوجة) · الفعالة {8} · IOE {9} · الدقة {10} · الإنتاجية {11} · RQP {12} · STNB {13} · ZiNi {14} · الفتحات {15} · الجزر {16} · Cl/s {17} · Ce/s {18} · IOS {19} · المسار {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>لم تُقرأ منه أي لعبة.</numerusform>
            <numerusform>قُرئت منه لعبة واحدة وحُفظت.</numerusform>
            <numerusform>قُرئت منه لعبتان وحُفظتا.</numerusform>
            <numerusform>قُرئت منه %n ألعاب وحُفظت.</numerusform>
            <numerusform>قُرئت منه %n لعبة وحُفظت.</numerusform>
            <numerusform>قُرئت منه %n لعبة وحُفظت.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>لم تُعَد أي لعبة من سجل نُحّي جانبًا؛ الملف القديم محفوظ باسم {0}.</numerusform>
            <numerusform>أُعيدت لعبة واحدة من سجل نُحّي جانبًا إلى سجلك؛ الملف القديم محفوظ باسم {0}.</numerusform>
            <numerusform>أُعيدت لعبتان من سجل نُحّي جانبًا إلى سجلك؛ الملف القديم محفوظ باسم {0}.</numerusform>
            <numerusform>أُعيدت %n ألعاب من سجل نُحّي جانبًا إلى سجلك؛ الملف القديم محفوظ باسم {0}.</numerusform>
            <numerusform>أُعيدت %n لعبة من سجل نُحّي جانبًا إلى سجلك؛ الملف القديم محفوظ باسم {0}.</numerusform>
            <numerusform>أُعيدت %n لعبة من سجل نُحّي جانبًا إلى سجلك؛ الملف القديم محفوظ باسم {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>عدادات &amp;حية</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>الوقت {0} ث · النقرات {1}</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/ث {0} · النقرات {1} · IOE {2} · الوقت المتوقع {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} ث</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>ال&amp;لعبة</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>لعبة &amp;جديدة</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;مبتدئ (9 × 9، 10 ألغام)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>م&amp;توسط (16 × 16، 40 لغمًا)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;خبير (16 × 30، 99 لغمًا)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>مخ&amp;صص...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>&amp;دون تخمين</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>اللوحة ال&amp;يومية...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>أفضل الأ&amp;وقات...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;السجل...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>&amp;فتح إعادة...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;إنهاء</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;خيارات</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>علامات &amp;الاستفهام</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>الساعة &amp;بأجزاء المئة من الثانية</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>ال&amp;لغة</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>النقرة الأ&amp;ولى</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>دائمًا &amp;منطقة مفتوحة (حديث)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>الخلية المنقورة &amp;فقط آمنة (كلاسيكي)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (لا يوجد خط مثبت)</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>النقر الأيسر على رقم &amp;يكشف ما حوله</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>وضع الأ&amp;علام</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>وضع الأعلام: النقرات واللمسات تضع أعلامًا (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>القائمة: إيقاف مؤقت، لعبة جديدة، الصعوبة</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>لعبة جديدة (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>لوحة بلا تخمين: يمكن إيجاد كل خلية آمنة دون تخمين</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>لوحة بلا تخمين</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>كاسحة الألغام</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>مهلة الضغط ال&amp;مطوّل</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ملّي ثانية</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>ال&amp;رسوم المتحركة</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>ال&amp;تكبير</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;تكبير</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>ت&amp;صغير</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>الحجم ال&amp;فعلي</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;تعليمات</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;طريقة اللعب</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;حول</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>لغة ال&amp;نظام</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>الألغام المتبقية: {0}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>طريقة اللعب</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>حول كاسحة الألغام</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>هل تريد التخلي عن هذه اللعبة؟</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>ستُحتسب هذه اللعبة خسارة.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>لا تسأل مرة أخرى حتى أخرج</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>يطلب سطر الأوامر لعبة جديدة، لكن لعبتك المحفوظة لا تزال جارية. بدء اللعبة الجديدة يتخلى عن المحفوظة.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>هل تتخلى عن اللعبة المحفوظة؟</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>يطلب سطر الأوامر لعبة جديدة، لكن لعبتك المحفوظة لا تزال جارية. بدء اللعبة الجديدة يحسب المحفوظة خسارة.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;بدء اللعبة الجديدة</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;متابعة اللعبة المحفوظة</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>جارٍ إنشاء لوحة يمكن حلّها دون تخمين…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>قد تتطلب هذه اللوحة تخمينًا: لم يُعثر في الوقت المحدد على لوحة دون تخمين.</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>الضغط المطوّل على زر ال&amp;فأرة يضع علمًا</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>ملاءمة لل&amp;نافذة</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>إ&amp;بقاء اللوحة ملائمة للنافذة</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: الملف أكبر من أن يكون إعادة ({1} ميغابايت؛ يُقرأ {2} ميغابايت على الأكثر).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: قراءة هذه الإعادة تحتاج إلى أكثر من {1} غيغابايت من الذاكرة؛ ليست إعادة يمكن للعبة فتحها.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>فتح إعادة</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>جارٍ تجهيز {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>جارٍ قراءة {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>تعذّرت قراءة الإعادة: لم تبدأ عملية القراءة.</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} و{1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>الرقم {0} في {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} يحتاج لغمًا واحدًا، وكل خلاياه المخفية تلامس {1} أيضًا، فهذا اللغم هو ما يحتاجه {1}: خلاياه الأخرى آمنة: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 عند الحافة</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>قارن {0} مع {1}: كل خلية مخفية للأول تلامس الثاني، والثاني يحتاج ألغامًا إضافية بعدد خلاياه الأخرى: {2}، كلها ألغام.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>قارن {0} مع {1}: كل خلية مخفية للأول تلامس الثاني، والثاني لا يحتاج ألغامًا أكثر من الأول، فخلاياه الأخرى آمنة: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>قارن {0} مع {1}: لا تكتمل الألغام التي يحتاجانها إلا بألغام على {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>قارن {0} مع {1}: الألغام التي يحتاجانها لا تترك شيئًا لـ {2}، فهي آمنة.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} بين {0} و{2}؛ لكل 1 لغم بين الخلايا التي يشاركها مع 2، فألغام الـ 2 عند الطرفين: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} بين {0} و{2}؛ ألغام الـ 2 عند الطرفين، فالخلية في الوسط آمنة: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} يحتاج لغمًا أكثر من {0}، والخلايا المشتركة تحمل لغمًا واحدًا على الأكثر، فالخلية التي يلامسها {1} وحده لغم: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} يحتاج لغمًا أكثر من {0} وله خلية واحدة خاصة به، فهي لغم، ولغم {0} في الخلايا المشتركة: خلايا {0} الأخرى آمنة: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>جرّب كل طريقة لاستيفاء الأرقام في {0}: كل واحدة تضع لغمًا على {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>جرّب كل طريقة لاستيفاء الأرقام في {0}: في كل واحدة تكون {1} آمنة.</translation>
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
            <numerusform>و%Ln أخرى</numerusform>
            <numerusform>و%Ln أخرى</numerusform>
            <numerusform>و%Ln أخرى</numerusform>
            <numerusform>و%Ln أخرى</numerusform>
            <numerusform>و%Ln أخرى</numerusform>
            <numerusform>و%Ln أخرى</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>الخلية الفارغة في {0} لا تلامس أي لغم، فجيرانها المخفية آمنة: {1}.</numerusform>
            <numerusform>الخلية الفارغة في {0} لا تلامس أي لغم، فجارتها المخفية آمنة: {1}.</numerusform>
            <numerusform>الخلية الفارغة في {0} لا تلامس أي لغم، فجارتاها المخفيتان آمنتان: {1}.</numerusform>
            <numerusform>الخلية الفارغة في {0} لا تلامس أي لغم، فجيرانها المخفية الـ %Ln آمنة: {1}.</numerusform>
            <numerusform>الخلية الفارغة في {0} لا تلامس أي لغم، فجيرانها المخفية الـ %Ln آمنة: {1}.</numerusform>
            <numerusform>الخلية الفارغة في {0} لا تلامس أي لغم، فجيرانها المخفية الـ %Ln آمنة: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>الرقم {0} في {1} يلامس بالفعل {2}، فجيرانه المخفية الأخرى آمنة: {3}.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل لغمًا واحدًا ({2})، فجيرانه المخفية الأخرى آمنة: {3}.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل لغمين ({2})، فجيرانه المخفية الأخرى آمنة: {3}.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %Ln ألغام ({2})، فجيرانه المخفية الأخرى آمنة: {3}.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %Ln لغمًا ({2})، فجيرانه المخفية الأخرى آمنة: {3}.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %Ln لغم ({2})، فجيرانه المخفية الأخرى آمنة: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>الرقم {0} في {1} يحتاج %Ln لغم وليس له إلا هذا العدد من الخلايا المخفية: {2}، كلها ألغام.</numerusform>
            <numerusform>الرقم {0} في {1} يحتاج لغمًا واحدًا وليس له إلا خلية مخفية واحدة: {2}، لغم.</numerusform>
            <numerusform>الرقم {0} في {1} يحتاج لغمين وليس له إلا خليتان مخفيتان: {2}، كلتاهما لغم.</numerusform>
            <numerusform>الرقم {0} في {1} يحتاج %Ln ألغام وليس له إلا هذا العدد من الخلايا المخفية: {2}، كلها ألغام.</numerusform>
            <numerusform>الرقم {0} في {1} يحتاج %Ln لغمًا وليس له إلا هذا العدد من الخلايا المخفية: {2}، كلها ألغام.</numerusform>
            <numerusform>الرقم {0} في {1} يحتاج %Ln لغم وليس له إلا هذا العدد من الخلايا المخفية: {2}، كلها ألغام.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>الرقم {0} في {1} يحتاج %Ln لغم إضافي ولم يبق له إلا هذا العدد من الخلايا المخفية: {2}، كلها ألغام.</numerusform>
            <numerusform>الرقم {0} في {1} يحتاج لغمًا آخر ولم تبق له إلا خلية مخفية واحدة: {2}، لغم.</numerusform>
            <numerusform>الرقم {0} في {1} يحتاج لغمين آخرين ولم تبق له إلا خليتان مخفيتان: {2}، كلتاهما لغم.</numerusform>
            <numerusform>الرقم {0} في {1} يحتاج %Ln ألغام أخرى ولم يبق له إلا هذا العدد من الخلايا المخفية: {2}، كلها ألغام.</numerusform>
            <numerusform>الرقم {0} في {1} يحتاج %Ln لغمًا آخر ولم يبق له إلا هذا العدد من الخلايا المخفية: {2}، كلها ألغام.</numerusform>
            <numerusform>الرقم {0} في {1} يحتاج %Ln لغم آخر ولم يبق له إلا هذا العدد من الخلايا المخفية: {2}، كلها ألغام.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>الرقم {0} في {1} (يحتاج %Ln لغم بعد)</numerusform>
            <numerusform>الرقم {0} في {1} (يحتاج لغمًا واحدًا بعد)</numerusform>
            <numerusform>الرقم {0} في {1} (يحتاج لغمين بعد)</numerusform>
            <numerusform>الرقم {0} في {1} (يحتاج %Ln ألغام بعد)</numerusform>
            <numerusform>الرقم {0} في {1} (يحتاج %Ln لغمًا بعد)</numerusform>
            <numerusform>الرقم {0} في {1} (يحتاج %Ln لغم بعد)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>عدد الألغام: بقي %Ln لغم وتحتاجها الأرقام عند الحافة كلها، فكل خلية مخفية أخرى آمنة، و{0} أيضًا.</numerusform>
            <numerusform>عدد الألغام: بقي لغم واحد وتحتاجه الأرقام عند الحافة، فكل خلية مخفية أخرى آمنة، و{0} أيضًا.</numerusform>
            <numerusform>عدد الألغام: بقي لغمان وتحتاجهما الأرقام عند الحافة، فكل خلية مخفية أخرى آمنة، و{0} أيضًا.</numerusform>
            <numerusform>عدد الألغام: بقيت %Ln ألغام وتحتاجها الأرقام عند الحافة كلها، فكل خلية مخفية أخرى آمنة، و{0} أيضًا.</numerusform>
            <numerusform>عدد الألغام: بقي %Ln لغمًا وتحتاجها الأرقام عند الحافة كلها، فكل خلية مخفية أخرى آمنة، و{0} أيضًا.</numerusform>
            <numerusform>عدد الألغام: بقي %Ln لغم وتحتاجها الأرقام عند الحافة كلها، فكل خلية مخفية أخرى آمنة، و{0} أيضًا.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>عدد الألغام: مع بقاء %Ln لغم، لا تستوفى الأرقام إلا إذا كانت {0} آمنة.</numerusform>
            <numerusform>عدد الألغام: مع بقاء لغم واحد، لا تستوفى الأرقام إلا إذا كانت {0} آمنة.</numerusform>
            <numerusform>عدد الألغام: مع بقاء لغمين، لا تستوفى الأرقام إلا إذا كانت {0} آمنة.</numerusform>
            <numerusform>عدد الألغام: مع بقاء %Ln ألغام، لا تستوفى الأرقام إلا إذا كانت {0} آمنة.</numerusform>
            <numerusform>عدد الألغام: مع بقاء %Ln لغمًا، لا تستوفى الأرقام إلا إذا كانت {0} آمنة.</numerusform>
            <numerusform>عدد الألغام: مع بقاء %Ln لغم، لا تستوفى الأرقام إلا إذا كانت {0} آمنة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>عدد الألغام: مع بقاء %Ln لغم، لا تستوفى الأرقام إلا بلغم على {0}.</numerusform>
            <numerusform>عدد الألغام: مع بقاء لغم واحد، لا تستوفى الأرقام إلا بلغم على {0}.</numerusform>
            <numerusform>عدد الألغام: مع بقاء لغمين، لا تستوفى الأرقام إلا بلغم على {0}.</numerusform>
            <numerusform>عدد الألغام: مع بقاء %Ln ألغام، لا تستوفى الأرقام إلا بلغم على {0}.</numerusform>
            <numerusform>عدد الألغام: مع بقاء %Ln لغمًا، لا تستوفى الأرقام إلا بلغم على {0}.</numerusform>
            <numerusform>عدد الألغام: مع بقاء %Ln لغم، لا تستوفى الأرقام إلا بلغم على {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(لم تُعرض %Ln خطوة سابقة.)</numerusform>
            <numerusform>(لم تُعرض خطوة سابقة واحدة.)</numerusform>
            <numerusform>(لم تُعرض خطوتان سابقتان.)</numerusform>
            <numerusform>(لم تُعرض %Ln خطوات سابقة.)</numerusform>
            <numerusform>(لم تُعرض %Ln خطوة سابقة.)</numerusform>
            <numerusform>(لم تُعرض %Ln خطوة سابقة.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>يستخدمه برنامج آخر</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>خطأ في الإدخال/الإخراج</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>كُتب سجل الألعاب بإصدار أحدث من اللعبة؛ نُقل جانبًا باسم {0} وبدأ سجل جديد.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>كان في مكان سجل الألعاب شيء ليس ملفًا؛ نُحّي جانبًا باسم {0} وبدأ سجل جديد.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>كان ملف سجل الألعاب تالفًا؛ نُقل جانبًا باسم {0} وبدأ سجل جديد.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>تعذّرت قراءة سجل نُحّي جانبًا من قبل؛ وهو محفوظ باسم {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>لا يمكن استخدام سجل الألعاب الآن: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>تعذّر إضافة لعبة إلى السجل: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>لا يمكن كتابة الألعاب المنتهية على القرص الآن ({0})؛ تُحفظ في الذاكرة وتُكتب في أقرب وقت، لكنها تضيع إن أُغلقت اللعبة قبل ذلك.</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>آخر لعبة</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>إعادات ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>إعادات {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>فتح إعادة</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: تحتوي الإعادة على %Ln أحداث، وهذا كثير جدًا (يُقرأ {1} على الأكثر).</numerusform>
            <numerusform>{0}: تحتوي الإعادة على حدث واحد (%Ln)، وهذا كثير جدًا (يُقرأ {1} على الأكثر).</numerusform>
            <numerusform>{0}: تحتوي الإعادة على حدثين (%Ln)، وهذا كثير جدًا (يُقرأ {1} على الأكثر).</numerusform>
            <numerusform>{0}: تحتوي الإعادة على %Ln أحداث، وهذا كثير جدًا (يُقرأ {1} على الأكثر).</numerusform>
            <numerusform>{0}: تحتوي الإعادة على %Ln حدثًا، وهذا كثير جدًا (يُقرأ {1} على الأكثر).</numerusform>
            <numerusform>{0}: تحتوي الإعادة على %Ln حدث، وهذا كثير جدًا (يُقرأ {1} على الأكثر).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>قبل النقلة الأولى</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>كشف</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>علم</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>نقر مزدوج</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>تراجع</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>النقلة {0} من {1}، {2} ث: {3} في {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>الوقت {0} ث · 3BV {1} / {2} · 3BV/s {3} · النقرات {4} ({5} يسار، {6} يمين، {7} مزدوجة) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} ث</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>تشغيل</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>إعادة</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>حدث واحد للخلف (يسار)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>حدث واحد للأمام (يمين)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>وقت الإعادة</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>لوحة الإعادة</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>اليمين واليسار للتقدم خطوة، ومع Ctrl نقلةً نقلة؛ M ينطق النقلة، والمسافة للتشغيل</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;السرعة:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>مراجعة {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}، {2} لغمًا</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>نقلات تستحق النظر:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>الخط الزمني للمراجعة</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>لا تُراجع الرقع التي تزيد على ١٠٠٬٠٠٠ خلية.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>لا يمكن مراجعة هذه اللعبة.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>التخمين أو العلم الخاطئ السابق (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>التخمين أو العلم الخاطئ التالي (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>جارٍ مراجعة اللعبة…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}٪</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>كشف</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>نقر مزدوج</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>علم</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>إزالة العلم</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>علامة استفهام</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>آمن</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>تخمين اضطراري</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>تخمين كان يمكن تجنبه</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>علم خاطئ</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>خطأ</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} في {1} ث · 3BV {2} / {3} · 3BV/ث {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>فرصة النجاة منها كلها: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>بلا تخمين: كل خلية كُشفت كانت آمنة يقينًا.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>نقرات ضائعة: {0} من {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} ث (النقلة {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>أطول التوقفات: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} ث · النقلة {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: علم خاطئ (لا لغم هناك)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: تخمين اضطراري، احتمال اللغم {1}، أقل خطر ممكن</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: تخمين اضطراري، احتمال اللغم {1} (لم تكن أي خلية آمنة يقينًا؛ الأكثر أمانًا، {2}، احتمالها {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: تخمين كان يمكن تجنبه، احتمال اللغم {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: خطأ (احتمال اللغم {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>خُسرت اللعبة هنا ثم تراجعت (تراجع): استمرت اللعبة، وأرقامها تستثني هذه الحركة.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>خُسرت اللعبة هنا.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>بلا تخمين</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%Ln تخمين: {0} اضطراري، {1} كان يمكن تجنبه</numerusform>
            <numerusform>تخمين واحد: {0} اضطراري، {1} كان يمكن تجنبه</numerusform>
            <numerusform>تخمينان: {0} اضطراري، {1} كان يمكن تجنبه</numerusform>
            <numerusform>%Ln تخمينات: {0} اضطراري، {1} كان يمكن تجنبه</numerusform>
            <numerusform>%Ln تخمينًا: {0} اضطراري، {1} كان يمكن تجنبه</numerusform>
            <numerusform>%Ln تخمين: {0} اضطراري، {1} كان يمكن تجنبه</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%Ln تخمين، {0} كان يمكن تجنبه</numerusform>
            <numerusform>تخمين واحد، {0} كان يمكن تجنبه</numerusform>
            <numerusform>تخمينان، {0} كان يمكن تجنبه</numerusform>
            <numerusform>%Ln تخمينات، {0} كان يمكن تجنبه</numerusform>
            <numerusform>%Ln تخمينًا، {0} كان يمكن تجنبه</numerusform>
            <numerusform>%Ln تخمين، {0} كان يمكن تجنبه</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%Ln علم خاطئ</numerusform>
            <numerusform>علم خاطئ واحد</numerusform>
            <numerusform>علمان خاطئان</numerusform>
            <numerusform>%Ln أعلام خاطئة</numerusform>
            <numerusform>%Ln علمًا خاطئًا</numerusform>
            <numerusform>%Ln علم خاطئ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>النقلات الـ %Ln الأخرى كانت آمنة.</numerusform>
            <numerusform>النقلة الأخرى كانت آمنة.</numerusform>
            <numerusform>النقلتان الأخريان كانتا آمنتين.</numerusform>
            <numerusform>النقلات الـ %Ln الأخرى كانت آمنة.</numerusform>
            <numerusform>النقلات الـ %Ln الأخرى كانت آمنة.</numerusform>
            <numerusform>النقلات الـ %Ln الأخرى كانت آمنة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>كانت هناك %Ln خلية آمنة يقينًا حينها، مثل {0}:</numerusform>
            <numerusform>كانت خلية واحدة آمنة يقينًا حينها: {0}.</numerusform>
            <numerusform>كانت خليتان آمنتين يقينًا حينها، مثل {0}:</numerusform>
            <numerusform>كانت %Ln خلايا آمنة يقينًا حينها، مثل {0}:</numerusform>
            <numerusform>كانت %Ln خلية آمنة يقينًا حينها، مثل {0}:</numerusform>
            <numerusform>كانت %Ln خلية آمنة يقينًا حينها، مثل {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>كانت لعبتك المحفوظة قد انتهت واحتُسبت من قبل، لذا بدأت لعبة جديدة.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>تعذّرت قراءة اللعبة المحفوظة، لذا بدأت لعبة جديدة.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>احتُفظ بالملف التالف باسم {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>مخصص {0} × {1}، بلا ألغام</numerusform>
            <numerusform>مخصص {0} × {1}، لغم واحد</numerusform>
            <numerusform>مخصص {0} × {1}، لغمان</numerusform>
            <numerusform>مخصص {0} × {1}، %n ألغام</numerusform>
            <numerusform>مخصص {0} × {1}، %n لغمًا</numerusform>
            <numerusform>مخصص {0} × {1}، %n لغم</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>مخصص {0} × {1}، بلا ألغام</numerusform>
            <numerusform>مخصص {0} × {1}، لغم واحد</numerusform>
            <numerusform>مخصص {0} × {1}، لغمان</numerusform>
            <numerusform>مخصص {0} × {1}، %n ألغام</numerusform>
            <numerusform>مخصص {0} × {1}، %n لغمًا</numerusform>
            <numerusform>مخصص {0} × {1}، %n لغم</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>الصف {0}، العمود {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>الخلايا المفتوحة: %Ln</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>الخلايا المفتوحة: %Ln</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>الخلايا المفتوحة: %Ln، {0}</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln، {0}</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln، {0}</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln، {0}</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln، {0}</numerusform>
            <numerusform>الخلايا المفتوحة: %Ln، {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>تم اللعب في {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>الحل: عدد النقلات %Ln، {0}، الأخيرة في {1}</numerusform>
            <numerusform>الحل: عدد النقلات %Ln، {0}، الأخيرة في {1}</numerusform>
            <numerusform>الحل: عدد النقلات %Ln، {0}، الأخيرة في {1}</numerusform>
            <numerusform>الحل: عدد النقلات %Ln، {0}، الأخيرة في {1}</numerusform>
            <numerusform>الحل: عدد النقلات %Ln، {0}، الأخيرة في {1}</numerusform>
            <numerusform>الحل: عدد النقلات %Ln، {0}، الأخيرة في {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>الحل: عدد النقلات %Ln، {0}، الأخيرة في {1}</numerusform>
            <numerusform>الحل: عدد النقلات %Ln، {0}، الأخيرة في {1}</numerusform>
            <numerusform>الحل: عدد النقلات %Ln، {0}، الأخيرة في {1}</numerusform>
            <numerusform>الحل: عدد النقلات %Ln، {0}، الأخيرة في {1}</numerusform>
            <numerusform>الحل: عدد النقلات %Ln، {0}، الأخيرة في {1}</numerusform>
            <numerusform>الحل: عدد النقلات %Ln، {0}، الأخيرة في {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>لم تُفتح أي خلية</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>الوقت بالثواني: %Ln</numerusform>
            <numerusform>الوقت بالثواني: %Ln</numerusform>
            <numerusform>الوقت بالثواني: %Ln</numerusform>
            <numerusform>الوقت بالثواني: %Ln</numerusform>
            <numerusform>الوقت بالثواني: %Ln</numerusform>
            <numerusform>الوقت بالثواني: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>الوقت بالثواني: %Ln</numerusform>
            <numerusform>الوقت بالثواني: %Ln</numerusform>
            <numerusform>الوقت بالثواني: %Ln</numerusform>
            <numerusform>الوقت بالثواني: %Ln</numerusform>
            <numerusform>الوقت بالثواني: %Ln</numerusform>
            <numerusform>الوقت بالثواني: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>لا يوجد احتمال</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>آمنة بالتأكيد</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>لغم بالتأكيد</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>احتمال اللغم {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>الاحتمالات ظاهرة</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>الاحتمالات مخفية</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>مفتوحة بالفعل</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>حافة اللوحة</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>الألغام المتبقية: %Ln</numerusform>
            <numerusform>الألغام المتبقية: %Ln</numerusform>
            <numerusform>الألغام المتبقية: %Ln</numerusform>
            <numerusform>الألغام المتبقية: %Ln</numerusform>
            <numerusform>الألغام المتبقية: %Ln</numerusform>
            <numerusform>الألغام المتبقية: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>الألغام المتبقية: %Ln</numerusform>
            <numerusform>الألغام المتبقية: %Ln</numerusform>
            <numerusform>الألغام المتبقية: %Ln</numerusform>
            <numerusform>الألغام المتبقية: %Ln</numerusform>
            <numerusform>الألغام المتبقية: %Ln</numerusform>
            <numerusform>الألغام المتبقية: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>وُضع علم</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>علامة استفهام</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>أُزيل العلم</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>لقد فزت في {0} ثانية</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>أصبت لغمًا بعد {0} ثانية</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} في {1} خلية، الألغام: %Ln</numerusform>
            <numerusform>{0} في {1} خلية، الألغام: %Ln</numerusform>
            <numerusform>{0} في {1} خلية، الألغام: %Ln</numerusform>
            <numerusform>{0} في {1} خلية، الألغام: %Ln</numerusform>
            <numerusform>{0} في {1} خلية، الألغام: %Ln</numerusform>
            <numerusform>{0} في {1} خلية، الألغام: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} في {1} خلية، الألغام: %Ln</numerusform>
            <numerusform>{0} في {1} خلية، الألغام: %Ln</numerusform>
            <numerusform>{0} في {1} خلية، الألغام: %Ln</numerusform>
            <numerusform>{0} في {1} خلية، الألغام: %Ln</numerusform>
            <numerusform>{0} في {1} خلية، الألغام: %Ln</numerusform>
            <numerusform>{0} في {1} خلية، الألغام: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>الأسهم للتنقل، المسافة للفتح، F لوضع علم</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>لعبة جديدة: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>اللعبة متوقفة مؤقتًا</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>تستمر لعبتك المحفوظة: لم تبدأ اللوحة اليومية المطلوبة في سطر الأوامر.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>تستمر لعبتك المحفوظة: لم تبدأ اللعبة الجديدة المطلوبة في سطر الأوامر.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>كان ملف الإعدادات تالفًا ونُقل جانبًا؛ تُستخدم القيم الافتراضية.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>ملف الترجمة تالف؛ تُعرض اللعبة بالإنجليزية.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>يوجد في مكانه شيء ليس ملفًا</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>القرص ممتلئ</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>الملف أو مجلده للقراءة فقط</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>القرص للقراءة فقط</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>يوجد في الطريق شيء ليس مجلدًا</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>تعذّر حفظ اللعبة: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>تعذّرت كتابة الإعدادات</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>تعذّر حفظ الإعدادات: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>القرص ممتلئ: حُفظت اللعبة المنتهية في المساحة التي تحتفظ بها اللعبة احتياطيًا. حرّر بعض المساحة على القرص.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>عاد كل شيء يُحفظ من جديد.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>ألعاب لم تُحفظ</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>السبب: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>أعد المحاولة</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>لا تخرج</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>اخرج على أي حال</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;Theme</source>
        <translation>ال&amp;سمة</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;تلقائي (يتبع النظام)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>&amp;أرقام آمنة لعمى الألوان</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>فتح مجلد ال&amp;سمات</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>لا يمكن استخدام السمة «{0}»: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>تُستخدم السمة الكلاسيكية بدلًا منها.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>كلاسيكي</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>حديث</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>داكن</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>تباين عالٍ</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} مفقود</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} ليس ملفًا عاديًا</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} أكبر من {1} ك.ب</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>تعذرت قراءة {0}</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json ليس JSON صالحًا ({0})</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: «{0}» مفقود أو خاطئ</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: خانة لون غير معروفة «{0}»</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} ليس لونًا (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg ليس نصًا بترميز UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg يعلن نوع مستند (غير مسموح)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg ليس ملف SVG صالحًا ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg يشير إلى ملف آخر ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>يفتقد theme.svg العناصر {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} في theme.svg غير مرسوم بلون رقمه {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>لا يحتوي اسم المجلد إلا على a-z و0-9 و- و_</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>توجد سمة مضمّنة بهذا الاسم</translation>
    </message>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>يتداخل theme.svg لأكثر من {0} مستوى</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>يشير theme.svg إلى نفسه (حلقة من الإشارات)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>يستخدم theme.svg العنصر &lt;{0}&gt;، وهو غير مسموح في السمات</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>يرسم theme.svg أكثر من {0} شكل (عبر &lt;use&gt; والإشارات)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>يرسم theme.svg أكثر من {0} حرف من بيانات المسارات والنصوص</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>يرسم theme.svg صورًا تزيد على {0} بكسل</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>يستغرق رسمها أكثر من {0} ث</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>تعذّرت تجربتها (لا توجد عملية)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>يستغرق رسمها {0} ms أكثر من السمة الكلاسيكية (بحد أقصى {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>لا يستطيع Qt رسمها</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>لا توجد لعبة منتهية غير محفوظة.</numerusform>
            <numerusform>تعذّر حفظ لعبة منتهية واحدة: إن خرجت الآن فستضيع.</numerusform>
            <numerusform>تعذّر حفظ لعبتين منتهيتين: إن خرجت الآن فستضيعان.</numerusform>
            <numerusform>تعذّر حفظ %n ألعاب منتهية: إن خرجت الآن فستضيع.</numerusform>
            <numerusform>تعذّر حفظ %n لعبة منتهية: إن خرجت الآن فستضيع.</numerusform>
            <numerusform>تعذّر حفظ %n لعبة منتهية: إن خرجت الآن فستضيع.</numerusform>
        </translation>
    </message>
</context>
</TS>
