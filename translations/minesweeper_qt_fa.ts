<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>میدان مین</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>حالت پرچم</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>منو</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;راهنمایی</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;بازی کردن راهنمایی</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>نمایش &amp;احتمال‌ها</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;واگرد حرکت بازنده</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;حل کردن</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>&amp;نگه‌داشتن احتمال‌ها در بازی‌های جدید</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>&amp;گفتن احتمال خانه</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>پنهان کردن &amp;دکمه‌های دستیار</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>&amp;سرعت حل</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;آهسته</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;عادی</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;سریع</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>راهنمایی: خانهٔ امن بعدی و دلیلش (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>احتمال‌ها: احتمال مین در هر خانهٔ بسته (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>راهنمایی</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>احتمال‌ها</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>بازی کن</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>بازی کردن خانهٔ پیشنهادی (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>بستن راهنمایی (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>فقط بخش دیده‌شدهٔ صفحه بررسی شد.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>حل کردن روی صفحه‌های تا ۱۰۰٬۰۰۰ خانه کار می‌کند؛ در صفحه‌های بزرگ‌تر، راهنمایی و احتمال‌ها فقط بخش دیده‌شدهٔ صفحه را پوشش می‌دهند.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>با کمک: در بهترین زمان‌ها حساب نمی‌شود</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>با کمک</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>باخت‌های واگردشده: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>هر جا کلیک کنید: کلیک نخست همیشه امن است.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>پرچم {0} اشتباه است.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>راهنمایی: خانهٔ {0} امن است.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>راهنمایی: {0}، یک حدس.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>یک ۵۰/۵۰ ناگزیر: این خانه و خانهٔ {0} یک مین مشترک دارند و هیچ چیز هرگز آن‌ها را از هم جدا نمی‌کند. همین حالا حدس بزنید: صبر کردن کمکی نمی‌کند.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>این خانه (احتمال مین {0}) یا امن است یا نیمی از یک ۵۰/۵۰ که هرگز حل نمی‌شود، پس حدس زدنش اکنون خطر بیشتری ندارد.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>پایان بازی: همهٔ راه‌های ممکن ادامهٔ بازی امتحان شد. این خانه (احتمال مین {0}) بهترین شانس برد را می‌دهد: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>هیچ خانهٔ امنی نیست و هیچ حدسی اطلاع تازه‌ای نمی‌دهد: این خانه کمترین خطر را دارد، {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>هیچ خانهٔ امنی نیست: این خانه کمترین خطر را دارد، {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>امن‌ترین حدس: احتمال مین {0}.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>بهترین حدس: احتمال مین {0} (امن‌ترین خانه {1} است)، اما عدد آن احتمال بیشتری دارد صفحه را باز کند.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>هیچ عددی که ممکن است نشان دهد، خانهٔ دیگری را فوراً امن نمی‌کند.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}٪</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>&amp;دستیار</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>بهترین زمان‌ها</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>مبتدی</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>پیشرفته</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}، بدون حدس</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>زمان (ثانیه)</translation>
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
        <translation>تاریخ</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>بازی‌های انجام‌شده:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>بازی‌های بُرده:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>پیروزی‌های پیاپی کنونی:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>بیشترین پیروزی‌های پیاپی:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;بازنشانی...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>رکوردها</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>با پرچم</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>بدون پرچم (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>بهترین زمان (ثانیه)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>بهترین 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>بهترین IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>بهترین RQP (کمترین)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>بهترین STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>{0} بازی شمرده‌شدهٔ اخیر:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>برد:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>میانگین زمان بردها:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>میانگین 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>میانگین IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>فقط بازی‌های خودتان: بازی‌های با کمک، از سر گرفته و ادامه‌یافته رکورد ثبت نمی‌کنند.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} ثانیه</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>ناشناس</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1}٪)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>بازنشانی بهترین زمان‌ها</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>بهترین زمان‌ها و آمار {0} فراموش شود؟</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>خالی</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>بسته</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>پرچم‌دار</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>علامت سؤال</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>مین</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>مین منفجرشده</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>پرچم اشتباه</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>ردیف {0}، ستون {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>صفحهٔ سفارشی</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;ردیف‌ها:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;ستون‌ها:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;مین‌ها:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>تمرین: صفحهٔ روزانهٔ {0} از پیش نتیجه‌اش را دارد؛ این بازی آن را تغییر نمی‌دهد.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>صفحهٔ روزانهٔ {0}: از خانهٔ علامت‌دار شروع کنید.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>نتیجهٔ صفحهٔ روزانه ذخیره نشد: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>نتیجهٔ شما برای صفحهٔ روزانهٔ {0} ذخیره شد: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>بازی خودتان نبود (کمک، یا صفحه‌ای که از نو شروع شد)، پس بُرد حساب نمی‌شود.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>تمرین: صفحهٔ روزانهٔ {0} نخستین نتیجه‌اش را نگه می‌دارد ({1} ثانیه، 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>صفحهٔ روزانه</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;کپی</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>خط نتیجه‌ای را که کسی به اشتراک گذاشته است بچسبانید</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>ب&amp;ررسی</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>اشتراک‌گذاری نتیجهٔ شما</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>بررسی نتیجهٔ به‌اشتراک‌گذاشته‌شده</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>صفحهٔ امروز ({0}، UTC)، برای همهٔ بازیکنان یکسان: {1} × {2}، {3} مین (قاعدهٔ {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>صفحهٔ {0} (UTC)، برای همهٔ بازیکنان یکسان: {1} × {2}، {3} مین (قاعدهٔ {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>از خانهٔ علامت‌دار شروع کنید (ردیف {0}، ستون {1}): همیشه یک ناحیه را باز می‌کند.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>صفحه در ساعت 00:00 UTC عوض می‌شود، هر جا که باشید: {0} ساعت و {1} دقیقهٔ دیگر.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>هنوز بازی نشده. نخستین بازی تمام‌شدهٔ شما روی این صفحه نتیجهٔ روز است؛ بازی‌های بعدی تمرین‌اند.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;بازی کردن این صفحه</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>برد در {0} ثانیه، 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>باخت پس از {0} ثانیه، 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>نتیجهٔ روز: {0} بازی‌های بعدی روی این صفحه تمرین‌اند و آن را تغییر نمی‌دهند.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;تمرین روی این صفحه</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>روزهای پیاپی بازی: {0} (بهترین {1}). روزهای پیاپی برد: {2} (بهترین {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>در کلیپ‌بورد کپی شد.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>این یک خط نتیجهٔ روزانه نیست. شکل آن چنین است: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>قاعدهٔ {0} برای این نسخهٔ بازی ناشناخته است: نمی‌تواند آن صفحه را بسازد.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>تأیید نشد: کد صفحه با صفحهٔ {0} (قاعدهٔ {1}) جور نیست. خط تغییر کرده یا از بازی دیگری آمده است.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>تأیید شد: صفحهٔ {0} (قاعدهٔ {1}) همان صفحه‌ای است که شما هم می‌گیرید. {2} {3} ثانیه، 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>برد در</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>باخت پس از</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>زمان: {0} ثانیه</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} از {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>کلیدها: {0} ({1} باز کردن، {2} پرچم، {3} آکورد)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>کلیک‌ها: {0} ({1} چپ، {2} راست، {3} آکورد)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>باخت‌های واگردشده: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;ادامه</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>بازی &amp;جدید</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>&amp;شروع دوبارهٔ این صفحه</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>همین مین‌ها را دوباره بازی کنید (در بهترین زمان‌ها حساب نمی‌شود)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>تغییر &amp;سختی</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;واگرد حرکت بازنده</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>بازگشت به درست پیش از مین، برای تمرین (Ctrl+Z؛ بازی «با کمک» می‌شود)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;تماشای بازپخش</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>&amp;نام شما:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>بردید!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>بوم!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>بهترین زمان تازه! رتبهٔ {0} از ۱۰</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>با کمک: در بهترین زمان‌ها حساب نمی‌شود</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>تمرین: در بهترین زمان‌ها حساب نمی‌شود</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>صفحهٔ از سر گرفته: در بهترین زمان‌ها حساب نمی‌شود</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>ادامه از ذخیره: در بهترین زمان‌ها حساب نمی‌شود</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>مکث</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>ردیف آن در تاریخچه آسیب دیده است</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>ضبط آن آسیب دیده است</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>ضبطی ندارد</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>ضبط آن بازی‌ای نیست که پروندهٔ بازپخش بتواند نگه دارد</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: بازی {0} صادر نشد: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: نمی‌توان بازپخش‌ها را در {0} نوشت: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: تاریخچهٔ بازی‌ها خوانده نمی‌شود: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%Ln بازپخش در {0} نوشته شد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %Ln بازی ضبط قابل استفاده نداشت</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · مرور</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>میدان را بدون برخورد با مین پاک کنید</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>هر عدد نشان می‌دهد چند تا از هشت خانهٔ اطرافش مین دارند. برای بردن همهٔ خانه‌های امن را باز کنید؛ کلیک نخست همیشه امن است.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>موشواره</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>کلیک چپ: باز کردن یک خانه.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>کلیک راست: گذاشتن یا برداشتن پرچم.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>کلیک وسط، یا چپ و راست با هم، روی عددی که همهٔ پرچم‌هایش گذاشته شده: باز کردن بقیهٔ همسایه‌ها (آکورد). کلیک چپ روی چنین عددی هم آکورد می‌زند.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>نگه‌داشتن دکمهٔ چپ فقط وقتی پرچم می‌گذارد که «گزینه‌ها &gt; نگه‌داشتن دکمهٔ موشواره پرچم می‌گذارد» روشن باشد. Ctrl+چرخ بزرگ‌نمایی می‌کند؛ Shift+چرخ افقی پیمایش می‌کند.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>لمسی</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>تا وقتی نگه داشته‌اید، حلقه‌ای دور خانه پر می‌شود؛ وقتی بسته شد پرچم گذاشته می‌شود. برای بزرگ‌نمایی با دو انگشت نیشگون بگیرید.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>برای باز کردن ضربه بزنید؛ برای پرچم یا آکورد روی عدد، نگه دارید. حالت پرچم (دکمهٔ پرچم، G) ضربه‌ها را به گذاشتن پرچم تبدیل می‌کند.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>صفحه‌کلید</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>کلیدهای جهت مکان‌نما را جابه‌جا می‌کنند؛ Space یا Enter باز می‌کند (یا آکورد می‌زند)؛ F پرچم می‌گذارد؛ F2 بازی جدید شروع می‌کند؛ Ctrl++ و Ctrl+- بزرگ‌نمایی می‌کنند.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>کمک</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H راهنمایی نشان می‌دهد: یک خانهٔ امن و دلیل امن بودنش؛ Shift+H آن را بازی می‌کند؛ P احتمال مین هر خانهٔ بسته را نشان می‌دهد؛ Ctrl+Z حرکت بازنده را پس می‌گیرد؛ Esc راهنمایی را پاک یا حل کردن را متوقف می‌کند. با لمس: لامپ و مربع‌های رنگی بالای پنجره، و واگرد در منو پس از باخت. کمک گرفتن بازی را «با کمک» می‌کند: در بهترین زمان‌ها حساب نمی‌شود.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up و Page Down یک صفحه جابه‌جا می‌کنند؛ Home و End به دو سر ردیف می‌روند و با Ctrl به گوشه‌های صفحه؛ Ctrl+جهت‌ها به لبه می‌روند. Ctrl+9 صفحه را در پنجره جا می‌دهد.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M مین‌های باقی‌مانده و T زمان را می‌گوید؛ Shift+P احتمال مین خانهٔ زیر مکان‌نما را می‌گوید؛ H راهنمایی را دوباره می‌گوید. F10 نوار منو را باز می‌کند.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>آمار رقابتی</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: کمترین تعداد کلیک چپ برای پاک کردن صفحه بدون پرچم (هر فضای باز یک بار و هر عددی که کنار فضای باز نیست یک بار شمرده می‌شود). 3BV/s: مقدار 3BV حل‌شده در ثانیه. کلیک‌ها: چپ، راست و آکورد (دوتایی) آن‌طور که جامعهٔ بازیکنان می‌شمارد. IOE (کارایی): 3BV حل‌شده / کلیک‌ها. درستی: کلیک‌های مؤثر / کلیک‌ها. بازده: 3BV حل‌شده / کلیک‌های مؤثر. RQP: زمان / (3BV/s). STNB: امتیاز سرعت در صفحه‌های استاندارد (C x 3BV / time^1.7، ضرب در ریشهٔ دوم بخش حل‌شده). ZiNi: کمترین کلیک‌ها با پرچم، آن‌طور که یک حل‌کنندهٔ حریصانه می‌شمارد.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>یک مین‌روب بومی رومیزی با قوانین کلاسیک.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}، PySide6 {1}، Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>منتشرشده با مجوز MIT.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>اگر {0} نشان دهد، %Ln خانهٔ دیگر امن می‌شود.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>بازی بُرده</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>زمان (ثانیه)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>هیچ بازی بُرده‌شده‌ای برای نمایش نیست.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>زمان (ثانیه): یک اندازهٔ صفحه را انتخاب کنید</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>مبتدی</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>پیشرفته</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>آسیب‌دیده</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>برد</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>باخت</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>رهاشده</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>از سر گرفته</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>تاریخ</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>صفحه</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>بدون حدس</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>نتیجه</translation>
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
        <translation>شمرده‌شده</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>بله</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;تماشای بازپخش</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;صدور ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;حذف</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>ص&amp;فحه:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;نتیجه:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;بدون حدس:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>&amp;روزانه:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>تاریخچهٔ بازی‌ها</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>همهٔ اندازه‌ها</translation>
    </message>
    <message>
        <source>All</source>
        <translation>همه</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>هر دو</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>فقط بدون حدس</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>فقط تصادفی</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>همهٔ بازی‌ها</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>فقط صفحه‌های روزانه</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>بدون صفحه‌های روزانه</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%Ln بازی از تاریخچه خوانده نشد و آسیب‌دیده نشان داده می‌شود.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>ردیف این بازی آسیب دیده است: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>یک بازی را برای دیدن همهٔ ارقامش انتخاب کنید.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>ضبط این بازی آسیب دیده است: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>هنوز هیچ بازی‌ای تمام نشده است: هر بازی که تمام کنید اینجا فهرست می‌شود.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>هیچ بازی‌ای با این انتخاب‌ها جور نیست.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>صدور بازپخش</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>بازپخش‌های {0} ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>صدور بازپخش‌ها به پوشه</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%Ln بازپخش صادر شد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%Ln رد شد</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (لغو شد)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>در حال صدور بازپخش‌ها...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>حذف بازی‌ها</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>%Ln بازی و بازپخش‌هایشان حذف شوند؟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%Ln بازی حذف شد.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>در حال حذف بازی‌ها...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>با کمک</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>از سر گرفته</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>تمرین</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>ادامه‌یافته</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>بازپخش</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>زمان {0} ثانیه · 3BV {1}/{2} · 3BV/s {3} · کلیک {4} ({5} چپ، {6} راست، {7} آکورد) · مؤثر {8} · IOE {9} · درستی {10} · بازده {11} · RQP {12} · STNB {13} · ZiNi {14} · فضای باز {15} · جزیره {16} · Cl/s {17} · Ce/s {18} · IOS {19} · مسیر {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%Ln بازی از آن خوانده و نگه داشته شد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%Ln بازی از تاریخچه‌ای که پیش‌تر کنار گذاشته شده بود به تاریخچهٔ شما برگشت؛ پروندهٔ قدیمی با نام {0} نگه داشته شد.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>&amp;شمارنده‌های زنده</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · کلیک {1} · IOE {2} · زمان تخمینی {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} ثانیه</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>زمان {0} ثانیه · کلیک {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>طرز بازی</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>دربارهٔ مین‌روب</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>حالت پرچم: کلیک‌ها و ضربه‌ها پرچم می‌گذارند (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>منو: مکث، بازی جدید، سختی</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>بازی جدید (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>صفحهٔ بدون حدس: هر خانهٔ امن را می‌توان بدون حدس پیدا کرد</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>صفحهٔ بدون حدس</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>مین‌های باقی‌مانده: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>مین‌روب</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;جا دادن در پنجره</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;همیشه صفحه را در پنجره جا بده</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>از این بازی دست می‌کشید؟</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>این بازی باخت حساب می‌شود.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>تا خروج دوباره نپرس</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>خط فرمان بازی جدیدی می‌خواهد، اما بازی ذخیره‌شدهٔ شما هنوز جریان دارد. شروع بازی جدید، بازی ذخیره‌شده را کنار می‌گذارد.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>از بازی ذخیره‌شده دست می‌کشید؟</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>خط فرمان بازی جدیدی می‌خواهد، اما بازی ذخیره‌شدهٔ شما هنوز جریان دارد. شروع بازی جدید، بازی ذخیره‌شده را باخت حساب می‌کند.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;شروع بازی جدید</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;ادامهٔ بازی ذخیره‌شده</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>در حال ساختن صفحه‌ای که بدون حدس پاک شود...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>این صفحه شاید به حدس نیاز داشته باشد: صفحهٔ بدون حدس به‌موقع پیدا نشد.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;جدید</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;مبتدی (۹ × ۹، ۱۰ مین)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>م&amp;توسط (۱۶ × ۱۶، ۴۰ مین)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;پیشرفته (۱۶ × ۳۰، ۹۹ مین)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;سفارشی...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>بدون &amp;حدس</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>&amp;صفحهٔ روزانه...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>بهترین &amp;زمان‌ها...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>تا&amp;ریخچه...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>باز کردن &amp;بازپخش...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;گزینه‌ها</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;علامت سؤال</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;کلیک چپ روی عدد آکورد می‌زند</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>حالت &amp;پرچم</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>نگه‌داشتن دکمهٔ &amp;موشواره پرچم می‌گذارد</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>پوی&amp;انمایی</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>ساعت با &amp;صدم ثانیه</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;بزرگ‌نمایی</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;بزرگ‌تر</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;کوچک‌تر</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>اندازهٔ &amp;واقعی</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;زبان</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (قلمی نصب نیست)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;طرز بازی</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;درباره</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>کلیک &amp;نخست</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>همیشه یک &amp;فضای باز (مدرن)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>فقط خانهٔ کلیک‌شده &amp;امن است (کلاسیک)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>&amp;تأخیر فشار طولانی</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} میلی‌ثانیه</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>پیش‌فرض &amp;سیستم</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>باز کردن بازپخش</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: پرونده برای بازپخش بیش از حد بزرگ است ({1} MB؛ حداکثر {2} MB خوانده می‌شود).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: خواندن این بازپخش بیش از {1} GB حافظه لازم دارد؛ بازپخشی نیست که بازی بتواند باز کند.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>در حال آماده‌سازی {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>در حال خواندن {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>بازپخش خوانده نشد: فرایند خواندن آغاز نشد.</translation>
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
        <translation>{0} و {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{0} در {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} یک مین لازم دارد و همهٔ خانه‌های بسته‌اش به {1} هم می‌چسبند، پس همان مین، مینِ موردنیاز {1} است: بقیهٔ خانه‌هایش امن‌اند: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>۱-۱ کنار دیوار</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>۱-۱</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>{0} را با {1} مقایسه کنید: هر خانهٔ بستهٔ اولی به دومی می‌چسبد، و دومی به اندازهٔ بقیهٔ خانه‌هایش مین بیشتر لازم دارد: {2}، همه مین.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>{0} را با {1} مقایسه کنید: هر خانهٔ بستهٔ اولی به دومی می‌چسبد، و دومی مین بیشتری از اولی لازم ندارد، پس بقیهٔ خانه‌هایش امن‌اند: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>{0} را با {1} مقایسه کنید: مین‌هایی که لازم دارند فقط با مین روی {2} تأمین می‌شود.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>{0} را با {1} مقایسه کنید: مین‌هایی که لازم دارند هیچ مینی برای {2} باقی نمی‌گذارد، پس امن است.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>۱-۲-۱: {1} بین {0} و {2} است؛ هر ۱ یک مین در خانه‌های مشترکش با ۲ دارد، پس مین‌های ۲ در دو سر هستند: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>۱-۲-۱: {1} بین {0} و {2} است؛ مین‌های ۲ در دو سر هستند، پس خانهٔ وسط امن است: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>۱-۲: {1} یک مین بیشتر از {0} لازم دارد، و خانه‌های مشترکشان حداکثر یکی دارند، پس خانه‌ای که فقط {1} به آن می‌چسبد مین است: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>۱-۲: {1} یک مین بیشتر از {0} لازم دارد و فقط یک خانهٔ مخصوص خودش دارد، پس آن خانه مین است و مینِ {0} در خانه‌های مشترک است: بقیهٔ خانه‌های {0} امن‌اند: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>همهٔ راه‌های برآوردن عددهای {0} را امتحان کنید: همه روی {1} مین می‌گذارند.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>همهٔ راه‌های برآوردن عددهای {0} را امتحان کنید: در همه {1} امن است.</translation>
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
            <numerusform>و %Ln مورد دیگر</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>خانهٔ خالی {0} به هیچ مینی نمی‌چسبد، پس %Ln همسایهٔ بسته‌اش امن‌اند: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{0} در {1} همین حالا به %Ln مین می‌چسبد ({2})، پس بقیهٔ همسایه‌های بسته‌اش امن‌اند: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{0} در {1} به %Ln مین نیاز دارد و درست همین تعداد خانهٔ بسته دارد: {2}، همه مین.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{0} در {1} به %Ln مین دیگر نیاز دارد و درست همین تعداد خانهٔ بسته برایش مانده: {2}، همه مین.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{0} در {1} (هنوز %Ln مین لازم دارد)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>شمار مین‌ها: %Ln مین مانده و عددهای کنارهٔ مرز همه را لازم دارند، پس بقیهٔ خانه‌های بسته امن‌اند، {0} هم.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>شمار مین‌ها: با %Ln مین باقی‌مانده، عددها فقط به راه‌هایی برآورده می‌شوند که {0} را امن می‌گذارند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>شمار مین‌ها: با %Ln مین باقی‌مانده، عددها فقط به راه‌هایی برآورده می‌شوند که روی {0} مین می‌گذارند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%Ln گام پیشین نشان داده نشده است.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>برنامهٔ دیگری از آن استفاده می‌کند</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>خطای ورودی/خروجی</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>تاریخچهٔ بازی‌ها را نسخهٔ تازه‌تری از بازی نوشته است؛ با نام {0} کنار گذاشته شد و تاریخچهٔ تازه‌ای آغاز شد.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>به جای تاریخچهٔ بازی‌ها چیزی غیر از پرونده بود؛ با نام {0} کنار گذاشته شد و تاریخچهٔ تازه‌ای آغاز شد.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>پروندهٔ تاریخچهٔ بازی‌ها آسیب دیده بود؛ با نام {0} کنار گذاشته شد و تاریخچهٔ تازه‌ای آغاز شد.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>تاریخچه‌ای که پیش‌تر کنار گذاشته شده بود خوانده نشد؛ با نام {0} نگه داشته می‌شود.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>اکنون نمی‌توان از تاریخچهٔ بازی‌ها استفاده کرد: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>یک بازی به تاریخچه افزوده نشد: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>اکنون نمی‌توان بازی‌های تمام‌شده را روی دیسک نوشت ({0})؛ در حافظه نگه داشته می‌شوند و در اولین فرصت نوشته می‌شوند، اما اگر بازی پیش از آن بسته شود از دست می‌روند.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>بازپخش‌ها ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>بازپخش‌های {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>باز کردن بازپخش</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>آخرین بازی</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: بازپخش %Ln رویداد دارد، بیش از حد (حداکثر {1} خوانده می‌شود).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>پیش از نخستین حرکت</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>باز کردن</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>پرچم</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>آکورد</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>واگرد</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>حرکت {0} از {1}، {2} ثانیه: {3} در {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>زمان {0} ثانیه · 3BV {1} / {2} · 3BV/s {3} · کلیک {4} ({5} چپ، {6} راست، {7} آکورد) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} ثانیه</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>پخش</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>بازپخش</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>یک رویداد به عقب (چپ)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>یک رویداد به جلو (راست)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>زمان بازپخش</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>صفحهٔ بازپخش</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>راست و چپ گام به گام، همراه Ctrl حرکت به حرکت، M حرکت را می‌گوید، Space پخش می‌کند</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;سرعت:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>مرور {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}، {2} مین</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>حرکت‌هایی که ارزش دیدن دارند:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>خط زمانی مرور</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>صفحه‌های بیش از ۱۰۰٬۰۰۰ خانه مرور نمی‌شوند.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>این بازی را نمی‌توان مرور کرد.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>حدس یا پرچم اشتباه قبلی (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>حدس یا پرچم اشتباه بعدی (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>در حال مرور بازی…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}٪</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>باز کردن</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>آکورد</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>پرچم</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>برداشتن پرچم</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>علامت سؤال</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>امن</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>حدس ناگزیر</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>حدس پرهیزپذیر</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>پرچم اشتباه</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>اشتباه</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>برد</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>باخت</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} در {1} ثانیه · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>احتمال جان سالم به در بردن از همه: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>بدون حدس: هر باز کردنی قطعاً امن بود.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>کلیک‌های هدررفته: {0} از {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} ثانیه (حرکت {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>طولانی‌ترین مکث‌ها: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} ثانیه · حرکت {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: پرچم اشتباه (آنجا مینی نیست)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: حدس ناگزیر، احتمال مین {1}، کمترین خطر ممکن</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: حدس ناگزیر، احتمال مین {1} (هیچ خانه‌ای قطعاً امن نبود؛ امن‌ترین، {2}، {3} داشت)</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: حدس پرهیزپذیر، احتمال مین {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: اشتباه (احتمال مین {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>اینجا باخت، سپس پس گرفته شد (واگرد): بازی ادامه یافت و ارقامش این حرکت را کنار می‌گذارند.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>بازی اینجا باخته شد.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>بدون حدس</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%Ln حدس: {0} ناگزیر، {1} پرهیزپذیر</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%Ln حدس، {0} پرهیزپذیر</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%Ln پرچم اشتباه</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>%Ln حرکت دیگر امن بودند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>آن لحظه %Ln خانه قطعاً امن بود، مثلاً {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>بازی ذخیره‌شدهٔ شما پیش‌تر تمام و شمرده شده بود، پس بازی تازه‌ای شروع شد.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>بازی ذخیره‌شدهٔ شما خوانده نشد، پس بازی جدیدی آغاز شد.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>پروندهٔ آسیب‌دیده با نام {0} نگه داشته شد.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>سفارشی {0} × {1}، %n مین</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>سفارشی {0} × {1}، %n مین</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>ردیف {0}، ستون {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln خانه باز شد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln خانه باز شد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln خانه باز شد: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>{0} بازی شد: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>حل: %Ln حرکت، {0}، آخرین در {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>حل: %Ln حرکت، {0}، آخرین در {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>هیچ خانه‌ای باز نشد</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>زمان: %Ln ثانیه</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>زمان: %Ln ثانیه</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>بدون احتمال</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>قطعاً امن</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>قطعاً مین</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>احتمال مین {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>احتمال‌ها نمایش داده شد</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>احتمال‌ها پنهان شد</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>از قبل باز است</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>لبهٔ صفحه</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>%Ln مین مانده</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>%Ln مین مانده</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>پرچم گذاشته شد</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>علامت سؤال</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>پرچم برداشته شد</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>در {0} ثانیه بردید</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>پس از {0} ثانیه روی مین رفتید</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} در {1} خانه، %Ln مین</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} در {1} خانه، %Ln مین</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>جهت‌ها حرکت می‌دهند، Space باز می‌کند، F پرچم می‌گذارد</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>بازی جدید: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>بازی متوقف شد</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>بازی ذخیره‌شدهٔ شما ادامه دارد: صفحهٔ روزانه‌ای که در خط فرمان خواسته شده بود آغاز نشد.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>بازی ذخیره‌شدهٔ شما ادامه دارد: بازی جدیدی که در خط فرمان خواسته شده بود آغاز نشد.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>پروندهٔ تنظیمات آسیب دیده بود و کنار گذاشته شد؛ مقادیر پیش‌فرض به کار می‌روند.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>پروندهٔ ترجمه آسیب دیده است؛ بازی به انگلیسی نمایش داده می‌شود.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>چیزی غیر از پرونده در جای آن است</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>دیسک پر است</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>پرونده یا پوشه‌اش فقط‌خواندنی است</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>دیسک فقط‌خواندنی است</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>چیزی غیر از پوشه سر راه است</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>بازی ذخیره نشد: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>تنظیمات نوشته نشد</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>تنظیمات ذخیره نشد: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>دیسک پر است: بازی تمام‌شده در فضای ذخیره‌ای که بازی کنار گذاشته است ذخیره شد. مقداری فضا روی دیسک آزاد کنید.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>همه چیز دوباره ذخیره شد.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>بازی‌ها ذخیره نشدند</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>علت: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>تلاش دوباره</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>انصراف از خروج</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>خروج در هر صورت</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg بیش از {0} سطح تودرتو است</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg به خودش ارجاع می‌دهد (حلقهٔ ارجاع)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg از &lt;{0}&gt; استفاده می‌کند که پوسته‌ها مجاز به استفاده از آن نیستند</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg بیش از {0} شکل می‌کشد (از راه &lt;use&gt; و ارجاع‌ها)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg بیش از {0} نویسه دادهٔ مسیر و متن می‌کشد</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg تصویرهایی بزرگ‌تر از {0} پیکسل می‌کشد</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>پو&amp;سته</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;خودکار (پیروی از سیستم)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>اعداد مناسب کور&amp;رنگی</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>باز کردن پوشهٔ &amp;پوسته‌ها</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>پوستهٔ «{0}» قابل استفاده نیست: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>به جای آن، پوستهٔ کلاسیک به کار می‌رود.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>کلاسیک</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>مدرن</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>تیره</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>کنتراست بالا</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} وجود ندارد</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} پروندهٔ معمولی نیست</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} بزرگ‌تر از {1} KB است</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} خوانده نمی‌شود</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: «{0}» وجود ندارد یا نادرست است</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json یک JSON معتبر نیست ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} رنگ نیست (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: جایگاه رنگ ناشناخته «{0}»</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg متن UTF-8 نیست</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg نوع سند اعلام می‌کند (مجاز نیست)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg پروندهٔ SVG معتبری نیست ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg به پروندهٔ دیگری ارجاع می‌دهد ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg این عناصر را ندارد: {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} در theme.svg با رنگ عدد خود، {1}، کشیده نشده است</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>نام پوشه فقط می‌تواند a-z، 0-9، - و _ داشته باشد</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>یکی از پوسته‌های همراه بازی این نام را دارد</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>کشیدنش بیش از {0} ثانیه طول می‌کشد</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>امتحان نشد (فرایندی نیست)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>کشیدنش {0} میلی‌ثانیه بیشتر از پوستهٔ کلاسیک طول می‌کشد (حداکثر {1} میلی‌ثانیه)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt نمی‌تواند آن را بکشد</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%Ln بازی تمام‌شده ذخیره نشد: اگر اکنون خارج شوید، از دست می‌رود.</numerusform>
        </translation>
    </message>
</context>
</TS>
