<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>สนามทุ่นระเบิด</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>เกมใหม่</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>โหมดปักธง</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>เมนู</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>คำใบ้ (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>เล่นตามคำใบ้ (&amp;P)</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>แสดงความน่าจะเป็น (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>ย้อนตาที่แพ้ (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>แก้อัตโนมัติ (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>เปิดความน่าจะเป็นไว้ในเกมใหม่ (&amp;E)</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>อ่านความน่าจะเป็นของช่อง (&amp;K)</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>ซ่อนปุ่มตัวช่วย (&amp;I)</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>ความเร็วการแก้ (&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>ช้า (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>ปกติ (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>เร็ว (&amp;F)</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>คำใบ้: ช่องปลอดภัยถัดไปและเหตุผล (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>ความน่าจะเป็น: โอกาสมีระเบิดของทุกช่องที่ยังปิด (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>คำใบ้</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>ความน่าจะเป็น</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>เล่นเลย</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>เปิดช่องตามคำใบ้ (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>ปิดคำใบ้ (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>ตรวจดูเฉพาะส่วนของกระดานที่มองเห็นอยู่เท่านั้น</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>แก้อัตโนมัติใช้ได้กับกระดานไม่เกิน 100,000 ช่อง บนกระดานที่ใหญ่กว่านั้น คำใบ้และความน่าจะเป็นครอบคลุมเฉพาะส่วนที่มองเห็น</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>ใช้ตัวช่วย: ไม่นับเป็นเวลาดีที่สุด</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>ใช้ตัวช่วย</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>ย้อนการแพ้: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>คลิกที่ไหนก็ได้: คลิกแรกปลอดภัยเสมอ</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>ธงที่ {0} ผิด</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>คำใบ้: ช่องที่ {0} ปลอดภัย</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>คำใบ้: ช่องที่ {0} ต้องเดา</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>50/50 ที่เลี่ยงไม่ได้: ช่องนี้กับช่องที่ {0} มีระเบิดร่วมกันหนึ่งลูก และไม่มีอะไรแยกสองช่องนี้ได้เลย เดาเลยตอนนี้: รอไปก็ไม่ช่วย</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>ช่องนี้ (โอกาสมีระเบิด {0}) ปลอดภัย หรือเป็นครึ่งหนึ่งของ 50/50 ที่ไม่มีวันคลี่คลาย การเดาตอนนี้จึงไม่เสี่ยงเพิ่ม</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>ช่วงท้ายเกม: ลองทุกทางที่เกมยังเป็นไปได้แล้ว ช่องนี้ (โอกาสมีระเบิด {0}) ให้โอกาสชนะสูงสุด: {1}</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>ไม่มีช่องปลอดภัย และไม่มีการเดาใดให้ข้อมูลใหม่: ช่องนี้เสี่ยงน้อยที่สุด {0}</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>ไม่มีช่องปลอดภัย: ช่องนี้เสี่ยงน้อยที่สุด {0}</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>การเดาที่ปลอดภัยที่สุด: โอกาสมีระเบิด {0}</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>การเดาที่ดีที่สุด: โอกาสมีระเบิด {0} (ช่องที่ปลอดภัยที่สุดคือ {1}) แต่ตัวเลขของช่องนี้มีโอกาสเปิดกระดานมากกว่า</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>ไม่ว่าช่องนี้จะแสดงตัวเลขใด ก็ไม่ทำให้ช่องอื่นปลอดภัยทันที</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>ตัวช่วย (&amp;S)</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>เวลาดีที่สุด</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>มือใหม่</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>ปานกลาง</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>ผู้เชี่ยวชาญ</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, ไม่ต้องเดา</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>เวลา (วิ)</translation>
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
        <translation>วันที่</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>จำนวนเกมที่เล่น:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>จำนวนเกมที่ชนะ:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>ชนะติดต่อกันปัจจุบัน:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>ชนะติดต่อกันนานที่สุด:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>รีเซ็ต (&amp;R)...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>สถิติสูงสุด</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>ปักธง</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>ไม่ปักธง (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>เวลาดีที่สุด (วิ)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>3BV/s ดีที่สุด</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>IOE ดีที่สุด</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>RQP ดีที่สุด (ต่ำสุด)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>STNB ดีที่สุด</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>{0} เกมล่าสุดที่นับ:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>ชนะ:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>เวลาเฉลี่ยของเกมที่ชนะ:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>3BV/s เฉลี่ย:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>IOE เฉลี่ย:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>เฉพาะเกมที่คุณเล่นเอง: เกมที่ใช้ตัวช่วย เริ่มใหม่ หรือเล่นต่อ จะไม่ทำสถิติ</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} วิ</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>ไม่ระบุชื่อ</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1} %)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>รีเซ็ตเวลาดีที่สุด</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>ลืมเวลาดีที่สุดและสถิติของ {0} หรือไม่</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>ว่าง</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>ยังปิด</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>ปักธงแล้ว</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>เครื่องหมายคำถาม</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>ระเบิด</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>ระเบิดที่ระเบิดแล้ว</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>ธงผิด</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>แถว {0} คอลัมน์ {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>กระดานกำหนดเอง</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>แถว (&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>คอลัมน์ (&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>ระเบิด (&amp;M):</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>ฝึก: กระดานประจำวันของ {0} มีผลแล้ว เกมนี้จะไม่เปลี่ยนผลนั้น</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>กระดานประจำวันของ {0}: เริ่มที่ช่องที่ทำเครื่องหมายไว้</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>เก็บผลของกระดานประจำวันไม่ได้: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>เก็บผลของคุณบนกระดานประจำวันของ {0} แล้ว: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>ไม่ใช่การเล่นของคุณเอง (มีความช่วยเหลือ หรือกระดานที่เริ่มใหม่) จึงนับว่าไม่ชนะ</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>ฝึก: กระดานประจำวันของ {0} ยังคงใช้ผลแรก ({1} วิ, 3BV/s {2})</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>กระดานประจำวัน</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>คัดลอก (&amp;C)</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>วางบรรทัดผลที่คนอื่นแชร์</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>ตรวจสอบ (&amp;H)</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>แชร์ผลของคุณ</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>ตรวจสอบผลที่แชร์มา</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>กระดานของวันนี้ ({0}, UTC) เหมือนกันสำหรับผู้เล่นทุกคน: {1} × {2}, ระเบิด {3} ลูก (กฎ {4})</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>กระดานของ {0} (UTC) เหมือนกันสำหรับผู้เล่นทุกคน: {1} × {2}, ระเบิด {3} ลูก (กฎ {4})</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>เริ่มที่ช่องที่ทำเครื่องหมายไว้ (แถว {0} คอลัมน์ {1}): ช่องนี้เปิดพื้นที่ได้เสมอ</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>กระดานจะเปลี่ยนเวลา 00:00 UTC ไม่ว่าคุณอยู่ที่ไหน: อีก {0} ชม. {1} นาที</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>ยังไม่ได้เล่น เกมแรกที่คุณเล่นจบบนกระดานนี้คือผลของวันนั้น เกมหลังจากนั้นเป็นการฝึก</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>เล่นกระดานนี้ (&amp;P)</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>ชนะใน {0} วิ, 3BV/s {1}</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>แพ้หลัง {0} วิ, 3BV/s {1}</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>ผลของวันนั้น: {0} เกมหลังจากนั้นบนกระดานนี้เป็นการฝึกและไม่เปลี่ยนผล</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>ฝึกบนกระดานนี้ (&amp;R)</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>เล่นติดต่อกัน: {0} วัน (ดีที่สุด {1}) ชนะติดต่อกัน: {2} วัน (ดีที่สุด {3})</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>คัดลอกไปยังคลิปบอร์ดแล้ว</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>นี่ไม่ใช่บรรทัดผลของกระดานประจำวัน รูปแบบเป็นดังนี้: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>เกมรุ่นนี้ไม่รู้จักกฎ {0}: สร้างกระดานนั้นไม่ได้</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>ยืนยันไม่ได้: รหัสกระดานไม่ตรงกับกระดานของ {0} (กฎ {1}) บรรทัดนี้ถูกแก้ไข หรือมาจากเกมอื่น</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>ยืนยันแล้ว: กระดานของ {0} (กฎ {1}) เหมือนกับที่คุณได้ {2} {3} วิ, 3BV/s {4}</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>ชนะใน</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>แพ้หลัง</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>เวลา: {0} วิ</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} จาก {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>ปุ่ม: {0} (เปิด {1}, ปักธง {2}, คอร์ด {3})</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>คลิก: {0} (ซ้าย {1}, ขวา {2}, คอร์ด {3})</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>ย้อนการแพ้: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>เล่นต่อ (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>เกมใหม่ (&amp;N)</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>เริ่มกระดานนี้ใหม่ (&amp;T)</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>เล่นระเบิดชุดเดิมอีกครั้ง (ไม่นับเป็นเวลาดีที่สุด)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>เปลี่ยนระดับ (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>ออก (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>ย้อนตาที่แพ้ (&amp;U)</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>กลับไปก่อนโดนระเบิดเพื่อฝึก (Ctrl+Z; เกมจะนับว่าใช้ตัวช่วย)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>ดูรีเพลย์ (&amp;W)</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>ชื่อของคุณ (&amp;M):</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>คุณชนะ!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>ตูม!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>เวลาดีที่สุดใหม่! อันดับ {0} จาก 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>ใช้ตัวช่วย: ไม่นับเป็นเวลาดีที่สุด</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>ฝึกซ้อม: ไม่นับเป็นเวลาดีที่สุด</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>กระดานที่เริ่มใหม่: ไม่นับเป็นเวลาดีที่สุด</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>เล่นต่อจากที่บันทึกไว้: ไม่นับเป็นเวลาดีที่สุด</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>หยุดชั่วคราว</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>แถวของเกมนี้ในประวัติเสียหาย</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>การบันทึกของเกมนี้เสียหาย</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>เกมนี้ไม่มีการบันทึก</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>การบันทึกของเกมนี้ไม่ใช่เกมที่ไฟล์รีเพลย์เก็บได้</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: ไม่ได้ส่งออกเกม {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: เขียนรีเพลย์ไปที่ {0} ไม่ได้: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: อ่านประวัติเกมไม่ได้: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>เขียนรีเพลย์ %n รายการไปที่ {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n เกมไม่มีการบันทึกที่ใช้ได้</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · ทบทวน</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>เคลียร์สนามโดยไม่แตะระเบิด</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>ตัวเลขบอกว่าในแปดช่องรอบตัวมีกี่ช่องที่ซ่อนระเบิด เปิดทุกช่องที่ปลอดภัยเพื่อชนะ คลิกแรกปลอดภัยเสมอ</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>เมาส์</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>คลิกซ้าย: เปิดช่อง</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>คลิกขวา: ปักหรือถอนธง</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>คลิกกลาง หรือคลิกซ้ายและขวาพร้อมกัน บนตัวเลขที่ปักธงครบแล้ว: เปิดช่องข้างเคียงที่เหลือ (คอร์ด) คลิกซ้ายบนตัวเลขแบบนั้นก็คอร์ดได้เช่นกัน</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>การกดปุ่มซ้ายค้างจะปักธงเฉพาะเมื่อเปิด ตัวเลือก &gt; กดปุ่มเมาส์ค้างเพื่อปักธง Ctrl+ล้อเมาส์ เพื่อซูม Shift+ล้อเมาส์ เพื่อเลื่อนด้านข้าง</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>สัมผัส</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>ระหว่างที่กดค้าง วงแหวนจะค่อย ๆ เต็มรอบช่อง ธงจะปักเมื่อวงแหวนครบ ใช้สองนิ้วถ่างหรือหุบเพื่อซูม</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>แตะเพื่อเปิด กดค้างเพื่อปักธงหรือคอร์ดตัวเลข โหมดปักธง (ปุ่มธง, G) ทำให้การแตะเป็นการปักธง</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>แป้นพิมพ์</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>ปุ่มลูกศรเลื่อนเคอร์เซอร์ Space หรือ Enter เปิด (หรือคอร์ด) F ปักธง F2 เริ่มเกมใหม่ Ctrl++ และ Ctrl+- ซูม</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>ตัวช่วย</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H แสดงคำใบ้: ช่องปลอดภัยและเหตุผล Shift+H เล่นตามคำใบ้ P แสดงโอกาสมีระเบิดของทุกช่องที่ยังปิด Ctrl+Z ย้อนตาที่แพ้ Esc ล้างคำใบ้หรือหยุดการแก้อัตโนมัติ แบบสัมผัส: หลอดไฟและสี่เหลี่ยมสีในแถบด้านบน และปุ่มย้อนในเมนูหลังแพ้ การใช้ตัวช่วยทำให้เกมไม่นับเป็นเวลาดีที่สุด</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up และ Page Down เลื่อนหนึ่งหน้าจอ Home และ End ไปสุดแถว กดร่วมกับ Ctrl ไปมุมกระดาน Ctrl+ลูกศร ไปถึงขอบ Ctrl+9 ปรับกระดานให้พอดีหน้าต่าง</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M บอกจำนวนระเบิดที่เหลือ และ T บอกเวลา Shift+P บอกโอกาสมีระเบิดของช่องที่เคอร์เซอร์อยู่ H บอกคำใบ้อีกครั้ง F10 เปิดแถบเมนู</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>สถิติการแข่งขัน</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: จำนวนคลิกซ้ายน้อยที่สุดที่เคลียร์กระดานได้โดยไม่ปักธง (แต่ละพื้นที่เปิดนับหนึ่งครั้ง ตัวเลขที่ไม่ติดพื้นที่เปิดนับตัวละหนึ่งครั้ง) 3BV/s: 3BV ที่แก้ได้ต่อวินาที คลิก: ซ้าย ขวา และคอร์ด (คู่) ตามที่ชุมชนนับ IOE (ประสิทธิภาพ): 3BV ที่แก้ได้ / คลิก ความถูกต้อง: คลิกที่มีผล / คลิก ปริมาณงาน: 3BV ที่แก้ได้ / คลิกที่มีผล RQP: เวลา / (3BV/s) STNB: คะแนนความเร็วบนกระดานมาตรฐาน (C x 3BV / เวลา^1.7 คูณรากที่สองของส่วนที่แก้ได้) ZiNi: จำนวนคลิกน้อยที่สุดเมื่อปักธง ตามที่ตัวแก้แบบละโมบนับ</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>เกมกู้ระเบิดบนเดสก์ท็อปแบบเนทีฟ พร้อมกติกาคลาสสิก</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>ใช้สัญญาอนุญาต MIT</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>ถ้าแสดง {0} จะมีอีก %n ช่องที่ปลอดภัย</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>เกมที่ชนะ</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>เวลา (วิ)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>ไม่มีเกมที่ชนะให้แสดง</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>เวลา (วิ): เลือกขนาดกระดานเพียงขนาดเดียว</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>มือใหม่</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>ปานกลาง</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>ผู้เชี่ยวชาญ</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>เสียหาย</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ชนะ</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>แพ้</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>ยอมแพ้</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>เริ่มใหม่</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>วันที่</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>กระดาน</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>ไม่ต้องเดา</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ผล</translation>
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
        <translation>นับ</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ใช่</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>ดูรีเพลย์ (&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>ส่งออก ({0}) (&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>ลบ (&amp;D)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>กระดาน (&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>ผล (&amp;R):</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>ไม่ต้องเดา (&amp;N):</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>ประจำวัน (&amp;Y):</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>ประวัติเกม</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>ทุกขนาด</translation>
    </message>
    <message>
        <source>All</source>
        <translation>ทั้งหมด</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>ทั้งสองแบบ</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>เฉพาะไม่ต้องเดา</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>เฉพาะแบบสุ่ม</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>ทุกเกม</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>เฉพาะกระดานประจำวัน</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>ไม่รวมกระดานประจำวัน</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>อ่าน %n เกมในประวัติไม่ได้ จึงแสดงเป็นเสียหาย</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>แถวของเกมนี้เสียหาย: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>เลือกเกมเพื่อดูตัวเลขทั้งหมด</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>การบันทึกของเกมนี้เสียหาย: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>ยังไม่มีเกมที่จบ: ทุกเกมที่คุณเล่นจบจะแสดงที่นี่</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>ไม่มีเกมที่ตรงกับตัวเลือกเหล่านี้</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>ส่งออกรีเพลย์</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>รีเพลย์ {0} ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>ส่งออกรีเพลย์ไปยังโฟลเดอร์</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>ส่งออกรีเพลย์แล้ว %n รายการ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>ข้าม %n รายการ</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (ยกเลิกแล้ว)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>กำลังส่งออกรีเพลย์...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>ลบเกม</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>ลบ %n เกมพร้อมรีเพลย์หรือไม่</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>ลบแล้ว %n เกม</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>กำลังลบเกม...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>ใช้ตัวช่วย</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>เริ่มใหม่</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>ฝึกซ้อม</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>เล่นต่อ</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>รีเพลย์</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>เวลา {0} วิ · 3BV {1}/{2} · 3BV/s {3} · คลิก {4} (ซ้าย {5}, ขวา {6}, คอร์ด {7}) · มีผล {8} · IOE {9} · ความถูกต้อง {10} · ปริมาณงาน {11} · RQP {12} · STNB {13} · ZiNi {14} · พื้นที่เปิด {15} · เกาะ {16} · Cl/s {17} · Ce/s {18} · IOS {19} · เส้นทาง {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>อ่านได้ %n เกมจากไฟล์นั้น และเก็บไว้แล้ว</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>นำ %n เกมจากประวัติที่แยกไว้ก่อนหน้านี้กลับเข้าประวัติของคุณแล้ว ไฟล์เก่าเก็บไว้เป็น {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>ตัวนับสด (&amp;V)</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · คลิก {1} · IOE {2} · เวลาโดยประมาณ {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} วิ</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>เวลา {0} วิ · คลิก {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>วิธีเล่น</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>เกี่ยวกับกู้ระเบิด</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>โหมดปักธง: คลิกและแตะเพื่อปักธง (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>เมนู: หยุดชั่วคราว เกมใหม่ ระดับ</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>เกมใหม่ (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>กระดานไม่ต้องเดา: หาช่องปลอดภัยได้ทุกช่องโดยไม่ต้องเดา</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>กระดานไม่ต้องเดา</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>ระเบิดที่เหลือ: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>กู้ระเบิด</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>พอดีหน้าต่าง (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>ให้กระดานพอดีหน้าต่างเสมอ (&amp;K)</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>ยอมแพ้เกมนี้หรือไม่</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>เกมนี้จะนับเป็นการแพ้</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>ไม่ต้องถามอีกจนกว่าจะออก</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>บรรทัดคำสั่งขอเกมใหม่ แต่เกมที่บันทึกไว้ของคุณยังเล่นอยู่ การเริ่มเกมใหม่จะยกเลิกเกมที่บันทึกไว้</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>ยอมแพ้เกมที่บันทึกไว้หรือไม่</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>บรรทัดคำสั่งขอเกมใหม่ แต่เกมที่บันทึกไว้ของคุณยังเล่นอยู่ การเริ่มเกมใหม่จะนับเกมที่บันทึกไว้เป็นการแพ้</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>เริ่มเกมใหม่ (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>เล่นเกมที่บันทึกไว้ต่อ (&amp;K)</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>กำลังสร้างกระดานที่เคลียร์ได้โดยไม่ต้องเดา...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>กระดานนี้อาจต้องเดา: หากระดานแบบไม่ต้องเดาไม่ทันเวลา</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>เกม (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>ใหม่ (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>มือใหม่ (9 x 9, ระเบิด 10) (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>ปานกลาง (16 x 16, ระเบิด 40) (&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>ผู้เชี่ยวชาญ (16 x 30, ระเบิด 99) (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>กำหนดเอง (&amp;C)...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>ไม่ต้องเดา (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>กระดานประจำวัน (&amp;D)...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>เวลาดีที่สุด (&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>ประวัติ (&amp;H)...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>เปิดรีเพลย์ (&amp;O)...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>ออก (&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>ตัวเลือก (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>เครื่องหมายคำถาม (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>คลิกซ้ายบนตัวเลขเพื่อคอร์ด (&amp;L)</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>โหมดปักธง (&amp;G)</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>กดปุ่มเมาส์ค้างเพื่อปักธง (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>ภาพเคลื่อนไหว (&amp;A)</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>นาฬิกาแสดงทศนิยมสองตำแหน่ง (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>ซูม (&amp;Z)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>ขยาย (&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>ย่อ (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>ขนาดจริง (&amp;A)</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>ภาษา (&amp;N)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (ไม่ได้ติดตั้งฟอนต์)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>วิธีใช้ (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>วิธีเล่น (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>เกี่ยวกับ (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>คลิกแรก (&amp;F)</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>เปิดพื้นที่ว่างเสมอ (สมัยใหม่) (&amp;O)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>เฉพาะช่องที่คลิกปลอดภัย (คลาสสิก) (&amp;S)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>ระยะกดค้าง (&amp;D)</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} มิลลิวินาที</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>ค่าเริ่มต้นของระบบ (&amp;S)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>เปิดรีเพลย์</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: ไฟล์ใหญ่เกินกว่าจะเป็นรีเพลย์ ({1} MB; อ่านได้สูงสุด {2} MB)</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: การอ่านรีเพลย์นี้ต้องใช้หน่วยความจำเกิน {1} GB จึงไม่ใช่รีเพลย์ที่เกมเปิดได้</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>กำลังเตรียม {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>กำลังอ่าน {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>อ่านรีเพลย์ไม่ได้: โพรเซสสำหรับอ่านไม่เริ่มทำงาน</translation>
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
        <translation>{0} และ {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{0} ที่ {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} ต้องการระเบิดหนึ่งลูก และทุกช่องที่ยังปิดของมันแตะ {1} ด้วย ระเบิดลูกนั้นจึงเป็นลูกที่ {1} ต้องการ: ช่องอื่นของมันปลอดภัย: {2}</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 ชิดขอบ</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>เทียบ {0} กับ {1}: ทุกช่องที่ยังปิดของตัวแรกแตะตัวที่สอง และตัวที่สองต้องการระเบิดเพิ่มเท่ากับจำนวนช่องอื่นของมัน: {2} เป็นระเบิดทั้งหมด</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>เทียบ {0} กับ {1}: ทุกช่องที่ยังปิดของตัวแรกแตะตัวที่สอง และตัวที่สองต้องการระเบิดไม่มากกว่าตัวแรก ช่องอื่นของมันจึงปลอดภัย: {2}</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>เทียบ {0} กับ {1}: ระเบิดที่ทั้งสองต้องการจะครบได้ก็ต่อเมื่อมีระเบิดที่ {2}</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>เทียบ {0} กับ {1}: ระเบิดที่ทั้งสองต้องการไม่เหลือให้ {2} ช่องนั้นจึงปลอดภัย</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} อยู่ระหว่าง {0} และ {2} แต่ละ 1 มีระเบิดหนึ่งลูกในช่องที่ใช้ร่วมกับ 2 ระเบิดของ 2 จึงอยู่ที่ปลาย: {3}</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} อยู่ระหว่าง {0} และ {2} ระเบิดของ 2 อยู่ที่ปลาย ช่องตรงกลางจึงปลอดภัย: {3}</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} ต้องการระเบิดมากกว่า {0} หนึ่งลูก และช่องที่ใช้ร่วมกันมีได้ไม่เกินหนึ่งลูก ช่องที่มีแต่ {1} แตะจึงเป็นระเบิด: {2}</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} ต้องการระเบิดมากกว่า {0} หนึ่งลูก และมีช่องของตัวเองเพียงช่องเดียว ช่องนั้นจึงเป็นระเบิด และระเบิดของ {0} อยู่ในช่องที่ใช้ร่วมกัน: ช่องอื่นของ {0} ปลอดภัย: {2}</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>ลองทุกวิธีที่ตัวเลขที่ {0} จะครบได้: ทุกวิธีวางระเบิดที่ {1}</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>ลองทุกวิธีที่ตัวเลขที่ {0} จะครบได้: ทุกวิธี {1} ปลอดภัย</translation>
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
            <numerusform>และอีก %n ช่อง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>ช่องว่างที่ {0} ไม่แตะระเบิดเลย ช่องข้างเคียงที่ยังปิด %n ช่องจึงปลอดภัย: {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{0} ที่ {1} แตะระเบิดครบ %n ลูกแล้ว ({2}) ช่องข้างเคียงที่ยังปิดอื่น ๆ จึงปลอดภัย: {3}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{0} ที่ {1} ต้องการระเบิด %n ลูก และมีช่องที่ยังปิดเท่านั้นพอดี: {2} เป็นระเบิดทั้งหมด</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{0} ที่ {1} ต้องการระเบิดอีก %n ลูก และเหลือช่องที่ยังปิดเท่านั้นพอดี: {2} เป็นระเบิดทั้งหมด</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{0} ที่ {1} (ยังต้องการระเบิด %n ลูก)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>นับระเบิด: เหลือระเบิด %n ลูก และตัวเลขตามแนวขอบต้องการทั้งหมด ช่องที่ยังปิดอื่นทุกช่องจึงปลอดภัย รวมถึง {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>นับระเบิด: เมื่อเหลือระเบิด %n ลูก ตัวเลขจะครบได้เฉพาะแบบที่ทำให้ {0} ปลอดภัย</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>นับระเบิด: เมื่อเหลือระเบิด %n ลูก ตัวเลขจะครบได้เฉพาะแบบที่วางระเบิดที่ {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(ไม่แสดง %n ขั้นก่อนหน้า)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>โปรแกรมอื่นกำลังใช้อยู่</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>ข้อผิดพลาดอินพุต/เอาต์พุต</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>ประวัติเกมถูกเขียนโดยเกมรุ่นที่ใหม่กว่า จึงแยกเก็บไว้เป็น {0} และเริ่มประวัติใหม่</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>มีสิ่งที่ไม่ใช่ไฟล์อยู่ในตำแหน่งของประวัติเกม จึงแยกเก็บไว้เป็น {0} และเริ่มประวัติใหม่</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>ไฟล์ประวัติเกมเสียหาย จึงแยกเก็บไว้เป็น {0} และเริ่มประวัติใหม่</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>อ่านประวัติที่แยกเก็บไว้ก่อนหน้านี้ไม่ได้ จึงเก็บไว้เป็น {0}</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>ใช้ประวัติเกมไม่ได้ในขณะนี้: {0}</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>เพิ่มเกมลงในประวัติไม่ได้: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>เขียนเกมที่จบแล้วลงดิสก์ไม่ได้ในขณะนี้ ({0}) เกมจะเก็บไว้ในหน่วยความจำและเขียนโดยเร็วที่สุด แต่จะหายไปหากปิดเกมก่อน</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>รีเพลย์ ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>รีเพลย์ {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>เปิดรีเพลย์</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>เกมล่าสุด</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: รีเพลย์มี %Ln เหตุการณ์ มากเกินไป (อ่านได้สูงสุด {1})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>ก่อนตาแรก</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>ปักธง</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>คอร์ด</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>ย้อน</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>ตาที่ {0} จาก {1} เวลา {2} วิ: {3} ที่ {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>เวลา {0} วิ · 3BV {1} / {2} · 3BV/s {3} · คลิก {4} (ซ้าย {5}, ขวา {6}, คอร์ด {7}) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} วิ</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>หยุดชั่วคราว</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>เล่น</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>รีเพลย์</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>ถอยหนึ่งเหตุการณ์ (ซ้าย)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>ไปข้างหน้าหนึ่งเหตุการณ์ (ขวา)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>เวลารีเพลย์</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>กระดานรีเพลย์</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>ขวาและซ้ายเลื่อนทีละเหตุการณ์ กดร่วมกับ Ctrl เลื่อนทีละตา M บอกตาปัจจุบัน Space เล่น</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>ความเร็ว (&amp;S):</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>ทบทวน {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, ระเบิด {2} ลูก</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>ตาที่ควรดู:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>เส้นเวลาการทบทวน</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>ไม่ทบทวนกระดานที่เกิน 100,000 ช่อง</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>เกมนี้ทบทวนไม่ได้</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>การเดาหรือธงผิดก่อนหน้า (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>การเดาหรือธงผิดถัดไป (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>กำลังทบทวนเกม…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>คอร์ด</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>ปักธง</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>ถอนธง</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>เครื่องหมายคำถาม</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>ปลอดภัย</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>เดาโดยจำเป็น</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>เดาโดยไม่จำเป็น</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>ธงผิด</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ผิดพลาด</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ชนะ</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>แพ้</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} ใน {1} วิ · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>โอกาสรอดทั้งหมด: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>ไม่มีการเดา: ทุกการเปิดปลอดภัยแน่นอน</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>คลิกที่เสียเปล่า: {0} จาก {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} วิ (ตาที่ {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>หยุดนานที่สุด: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} วิ · ตาที่ {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: ธงผิด (ไม่มีระเบิดตรงนั้น)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: เดาโดยจำเป็น โอกาสมีระเบิด {1} ซึ่งเสี่ยงน้อยที่สุดแล้ว</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: เดาโดยจำเป็น โอกาสมีระเบิด {1} (ไม่มีช่องที่ปลอดภัยแน่นอน ช่องที่ปลอดภัยที่สุด {2} มี {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: เดาโดยไม่จำเป็น โอกาสมีระเบิด {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: ผิดพลาด (โอกาสมีระเบิด {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>แพ้ตรงนี้ แล้วย้อนกลับ (เลิกทำ): เกมเล่นต่อ และตัวเลขของเกมไม่นับตานี้</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>แพ้เกมที่ตานี้</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>ไม่มีการเดา</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>เดา %n ครั้ง: จำเป็น {0} ครั้ง ไม่จำเป็น {1} ครั้ง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>เดา %n ครั้ง ไม่จำเป็น {0} ครั้ง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>ธงผิด %n อัน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>อีก %n ตาที่เหลือปลอดภัย</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>ตอนนั้นมี %n ช่องที่ปลอดภัยแน่นอน เช่น {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>เกมที่บันทึกไว้ของคุณจบและถูกนับไปแล้ว จึงเริ่มเกมใหม่</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>อ่านเกมที่บันทึกไว้ของคุณไม่ได้ จึงเริ่มเกมใหม่แล้ว</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>เก็บไฟล์ที่เสียหายไว้เป็น {0}</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>กำหนดเอง {0} x {1}, ระเบิด %n ลูก</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>กำหนดเอง {0} x {1}, ระเบิด %n ลูก</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>แถว {0} คอลัมน์ {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>เปิดแล้ว %Ln ช่อง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>เปิดแล้ว %Ln ช่อง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>เปิดแล้ว %Ln ช่อง: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>เล่นที่ {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>แก้อัตโนมัติ: %Ln ตา {0} ตาสุดท้ายที่ {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>แก้อัตโนมัติ: %Ln ตา {0} ตาสุดท้ายที่ {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>ไม่มีช่องที่เปิด</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>เวลา: %Ln วินาที</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>เวลา: %Ln วินาที</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>ไม่มีความน่าจะเป็น</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>ปลอดภัยแน่นอน</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>เป็นระเบิดแน่นอน</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>โอกาสมีระเบิด {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>แสดงความน่าจะเป็นแล้ว</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>ซ่อนความน่าจะเป็นแล้ว</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>เปิดอยู่แล้ว</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>ขอบกระดาน</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>เหลือระเบิด %Ln ลูก</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>เหลือระเบิด %Ln ลูก</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>ปักธงแล้ว</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>เครื่องหมายคำถาม</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>ถอนธงแล้ว</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>คุณชนะใน {0} วินาที</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>คุณโดนระเบิดหลังจาก {0} วินาที</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} คูณ {1} ช่อง ระเบิด %Ln ลูก</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} คูณ {1} ช่อง ระเบิด %Ln ลูก</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>ลูกศรเพื่อเลื่อน Space เพื่อเปิด F เพื่อปักธง</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>เกมใหม่: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>หยุดเกมชั่วคราว</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>เกมที่บันทึกไว้ของคุณเล่นต่อ: ไม่ได้เริ่มกระดานประจำวันที่ขอจากบรรทัดคำสั่ง</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>เกมที่บันทึกไว้ของคุณเล่นต่อ: ไม่ได้เริ่มเกมใหม่ที่ขอจากบรรทัดคำสั่ง</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>ไฟล์การตั้งค่าเสียหายและถูกแยกไว้ ใช้ค่าเริ่มต้นแทน</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>ไฟล์คำแปลเสียหาย เกมจึงแสดงเป็นภาษาอังกฤษ</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>มีสิ่งที่ไม่ใช่ไฟล์อยู่ในตำแหน่งนั้น</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ดิสก์เต็ม</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>ไฟล์หรือโฟลเดอร์ของไฟล์เป็นแบบอ่านอย่างเดียว</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>ดิสก์เป็นแบบอ่านอย่างเดียว</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>มีสิ่งที่ไม่ใช่โฟลเดอร์ขวางอยู่</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>บันทึกเกมไม่ได้: {0}</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>เขียนการตั้งค่าไม่ได้</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>บันทึกการตั้งค่าไม่ได้: {0}</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>ดิสก์เต็ม: บันทึกเกมที่จบแล้วไว้ในพื้นที่สำรองที่เกมกันไว้ โปรดเพิ่มพื้นที่ว่างบนดิสก์</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>บันทึกทุกอย่างได้อีกครั้งแล้ว</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>เกมยังไม่ได้บันทึก</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>สาเหตุ: {0}</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>ลองอีกครั้ง</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>ไม่ออก</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>ออกเลย</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg ซ้อนกันลึกเกิน {0} ระดับ</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg อ้างถึงตัวเอง (การอ้างอิงวนซ้ำ)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg ใช้ &lt;{0}&gt; ซึ่งธีมไม่อนุญาตให้ใช้</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg วาดรูปทรงเกิน {0} รูป (ผ่าน &lt;use&gt; และการอ้างอิง)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg วาดข้อมูลเส้นทางและข้อความเกิน {0} อักขระ</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg วาดภาพเกิน {0} พิกเซล</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>ธีม (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>อัตโนมัติ (ตามระบบ) (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>ตัวเลขสำหรับผู้ตาบอดสี (&amp;C)</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>เปิดโฟลเดอร์ธีม (&amp;T)</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>ใช้ธีม “{0}” ไม่ได้: {1}</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>ใช้ธีมคลาสสิกแทน</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>คลาสสิก</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>สมัยใหม่</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>มืด</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>คอนทราสต์สูง</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>ไม่มี {0}</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} ไม่ใช่ไฟล์ปกติ</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} ใหญ่กว่า {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>อ่าน {0} ไม่ได้</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: &quot;{0}&quot; ไม่มีหรือไม่ถูกต้อง</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json ไม่ใช่ JSON ที่ถูกต้อง ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} ไม่ใช่สี (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: ช่องสีที่ไม่รู้จัก &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg ไม่ใช่ข้อความ UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg ประกาศชนิดเอกสาร (ไม่อนุญาต)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg ไม่ใช่ไฟล์ SVG ที่ถูกต้อง ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg อ้างถึงไฟล์อื่น ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg ไม่มีองค์ประกอบ {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} ใน theme.svg ไม่ได้วาดด้วยสีตัวเลขของมัน {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>ชื่อโฟลเดอร์มีได้เฉพาะ a-z, 0-9, - และ _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>มีธีมในตัวที่ใช้ชื่อนี้แล้ว</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>ใช้เวลาวาดเกิน {0} วิ</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>ทดลองไม่ได้ (ไม่มีโพรเซส)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>ใช้เวลาวาดนานกว่าธีมคลาสสิก {0} มิลลิวินาที (สูงสุด {1} มิลลิวินาที)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt วาดไม่ได้</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>บันทึกเกมที่จบแล้ว %n เกมไม่ได้: หากออกตอนนี้ เกมเหล่านั้นจะหายไป</numerusform>
        </translation>
    </message>
</context>
</TS>
