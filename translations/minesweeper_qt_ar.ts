<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
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
        <translation>ال&amp;عب التلميح</translation>
    </message>
    <message>
        <source>Show &amp;probabilities</source>
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
        <source>Hints, probabilities and Solve work on boards of up to 100,000 cells; this board is too large for the solver.</source>
        <translation>تعمل التلميحات والاحتمالات والحل على رقع حتى 100,000 خلية؛ هذه الرقعة أكبر من أن يحلها الحلّال.</translation>
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
        <source>row {0}, column {1}</source>
        <translation>الصف {0}، العمود {1}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}٪</translation>
    </message>
    <message>
        <source>The empty cell at {0} has no mine around it, so its neighbours are safe.</source>
        <translation>الخلية الفارغة في {0} لا لغم حولها، لذا فجيرانها آمنة.</translation>
    </message>
    <message>
        <source>Compare the {0} at {1} with the {2} at {3}: the mines they need leave none for this cell, so it is safe.</source>
        <translation>قارن {0} في {1} مع {2} في {3}: الألغام التي يحتاجانها لا تترك لغمًا لهذه الخلية، لذا فهي آمنة.</translation>
    </message>
    <message>
        <source>Try every way the outlined numbers can be met: in each one this cell is safe.</source>
        <translation>جرّب كل طريقة لتحقيق الأرقام المحددة: في كل منها هذه الخلية آمنة.</translation>
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
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>لا توجد خلية آمنة: هذه أقل خطرًا، {0}.</translation>
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
        <source>Custom {0} x {1}, {2} mines</source>
        <translation>مخصص {0} × {1}، الألغام: {2}</translation>
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
    <message numerus="yes">
        <source>%n adjacent mine(s)</source>
        <translation>
            <numerusform>%n لغم مجاور</numerusform>
            <numerusform>%n لغم مجاور</numerusform>
            <numerusform>%n لغمان مجاوران</numerusform>
            <numerusform>%n ألغام مجاورة</numerusform>
            <numerusform>%n لغمًا مجاورًا</numerusform>
            <numerusform>%n لغم مجاور</numerusform>
        </translation>
    </message>
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
        <source>row {0}, column {1}, {2}</source>
        <translation>الصف {0}، العمود {1}، {2}</translation>
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
        <translation>إعادة &amp;لعب هذه اللوحة</translation>
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
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>ترا&amp;جع عن الحركة الخاسرة</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>العودة إلى ما قبل اللغم مباشرة للتدرّب (Ctrl+Z؛ تصبح اللعبة بمساعدة)</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
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
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>3BV/s: {0}</source>
        <translation>3BV/s: {0}</translation>
    </message>
    <message>
        <source>Efficiency: {0} %</source>
        <translation>الكفاءة: {0}٪</translation>
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
        <source>Restarted board: not counted for best times</source>
        <translation>لوحة مُعادة: لا تُحتسب في أفضل الأوقات</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>إيقاف مؤقت</translation>
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
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n flagged mine(s), so its other neighbours are safe.</source>
        <translation>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %n لغمًا معلّمًا، لذا فجيرانه الآخرون آمنون.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %n لغمًا معلّمًا، لذا فجيرانه الآخرون آمنون.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %n لغمًا معلّمًا، لذا فجيرانه الآخرون آمنون.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %n لغمًا معلّمًا، لذا فجيرانه الآخرون آمنون.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %n لغمًا معلّمًا، لذا فجيرانه الآخرون آمنون.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %n لغمًا معلّمًا، لذا فجيرانه الآخرون آمنون.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) (outlined, found from the numbers around them), so its other neighbours are safe.</source>
        <translation>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %n لغمًا (محدد، مستنتج من الأرقام حوله)، لذا فجيرانه الآخرون آمنون.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %n لغمًا (محدد، مستنتج من الأرقام حوله)، لذا فجيرانه الآخرون آمنون.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %n لغمًا (محدد، مستنتج من الأرقام حوله)، لذا فجيرانه الآخرون آمنون.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %n لغمًا (محدد، مستنتج من الأرقام حوله)، لذا فجيرانه الآخرون آمنون.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %n لغمًا (محدد، مستنتج من الأرقام حوله)، لذا فجيرانه الآخرون آمنون.</numerusform>
            <numerusform>الرقم {0} في {1} يلامس بالفعل %n لغمًا (محدد، مستنتج من الأرقام حوله)، لذا فجيرانه الآخرون آمنون.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n mine(s) are left and the outlined numbers need all of them, so every other hidden cell is safe.</source>
        <translation>
            <numerusform>لم يبقَ سوى %n لغم والأرقام المحددة تحتاجها كلها، لذا فكل خلية مخفية أخرى آمنة.</numerusform>
            <numerusform>لم يبقَ سوى %n لغم والأرقام المحددة تحتاجها كلها، لذا فكل خلية مخفية أخرى آمنة.</numerusform>
            <numerusform>لم يبقَ سوى %n لغم والأرقام المحددة تحتاجها كلها، لذا فكل خلية مخفية أخرى آمنة.</numerusform>
            <numerusform>لم يبقَ سوى %n لغم والأرقام المحددة تحتاجها كلها، لذا فكل خلية مخفية أخرى آمنة.</numerusform>
            <numerusform>لم يبقَ سوى %n لغم والأرقام المحددة تحتاجها كلها، لذا فكل خلية مخفية أخرى آمنة.</numerusform>
            <numerusform>لم يبقَ سوى %n لغم والأرقام المحددة تحتاجها كلها، لذا فكل خلية مخفية أخرى آمنة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With only %n mine(s) left, the outlined numbers can be met only in ways that leave this cell safe.</source>
        <translation>
            <numerusform>مع بقاء %n لغم فقط، لا يمكن تحقيق الأرقام المحددة إلا بطرق تترك هذه الخلية آمنة.</numerusform>
            <numerusform>مع بقاء %n لغم فقط، لا يمكن تحقيق الأرقام المحددة إلا بطرق تترك هذه الخلية آمنة.</numerusform>
            <numerusform>مع بقاء %n لغم فقط، لا يمكن تحقيق الأرقام المحددة إلا بطرق تترك هذه الخلية آمنة.</numerusform>
            <numerusform>مع بقاء %n لغم فقط، لا يمكن تحقيق الأرقام المحددة إلا بطرق تترك هذه الخلية آمنة.</numerusform>
            <numerusform>مع بقاء %n لغم فقط، لا يمكن تحقيق الأرقام المحددة إلا بطرق تترك هذه الخلية آمنة.</numerusform>
            <numerusform>مع بقاء %n لغم فقط، لا يمكن تحقيق الأرقام المحددة إلا بطرق تترك هذه الخلية آمنة.</numerusform>
        </translation>
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
        <translation>دون &amp;تخمين</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>أفضل الأ&amp;وقات...</translation>
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
        <translation>علامات الا&amp;ستفهام</translation>
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
        <source>&amp;Language</source>
        <translation>ال&amp;لغة</translation>
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
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>تعذّرت قراءة اللعبة المحفوظة، لذا بدأت لعبة جديدة.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>احتُفظ بالملف التالف باسم {0}.</translation>
    </message>
</context>
</TS>
