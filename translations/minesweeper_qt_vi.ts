<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Bãi mìn</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Chế độ cờ</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Gợi ý</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Chơi gợi ý</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Hiện &amp;xác suất</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Hoàn tác nước thua</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Tự giải</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>Giữ hiện xác suất cho &amp;ván mới</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>Đọc xác &amp;suất của ô</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>&amp;Không hiện các nút hỗ trợ</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>&amp;Nhịp độ giải</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Chậm</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Bình thường</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Nhanh</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Gợi ý: ô an toàn tiếp theo và lý do (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Xác suất: khả năng có mìn của mỗi ô đang ẩn (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Gợi ý</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Xác suất</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Chơi ô này</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Chơi ô được gợi ý (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Đóng gợi ý (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Chỉ phần bàn cờ đang hiển thị được xem xét.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Tự giải hoạt động trên bàn tối đa 100.000 ô; trên bàn lớn hơn, gợi ý và xác suất chỉ tính phần bàn đang hiển thị.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Có hỗ trợ: không tính vào thời gian tốt nhất</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Có hỗ trợ</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Số lần hoàn tác thua: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Nhấp vào bất kỳ đâu: lần nhấp đầu tiên luôn an toàn.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Cờ ở {0} bị sai.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Gợi ý: ô ở {0} an toàn.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Gợi ý: {0}, phải đoán.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>50/50 bắt buộc: ô này và ô ở {0} chung một quả mìn, và không gì có thể phân biệt chúng. Hãy đoán ngay: chờ đợi không giúp được gì.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Ô này ({0} có mìn) hoặc an toàn hoặc là một nửa của 50/50 không bao giờ giải được, nên đoán nó bây giờ không thêm rủi ro nào.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Tàn cuộc: đã thử mọi cách ván có thể diễn ra. Ô này ({0} có mìn) cho cơ hội thắng cao nhất: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Không có ô an toàn, và không phép đoán nào cho thêm thông tin: ô này có rủi ro thấp nhất, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Không có ô an toàn: ô này có rủi ro thấp nhất, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Phép đoán an toàn nhất: {0} có mìn.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Phép đoán tốt nhất: {0} có mìn (ô an toàn nhất là {1}), nhưng số của nó dễ mở bàn hơn.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Không số nào nó có thể hiện làm một ô khác an toàn ngay.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>&amp;Hỗ trợ</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Thời gian tốt nhất</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Sơ cấp</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Trung cấp</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Chuyên gia</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, không đoán</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Thời gian (s)</translation>
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
        <translation>Ngày</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Số ván đã chơi:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Số ván thắng:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Chuỗi thắng hiện tại:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Chuỗi thắng dài nhất:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>Đặt &amp;lại...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Kỷ lục</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Có cắm cờ</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Không cắm cờ (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Thời gian tốt nhất (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>3BV/s tốt nhất</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>IOE tốt nhất</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>RQP tốt nhất (thấp nhất)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>STNB tốt nhất</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>{0} ván được tính gần nhất:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Thắng:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Thời gian thắng trung bình:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>3BV/s trung bình:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>IOE trung bình:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Chỉ tính ván tự chơi: ván có hỗ trợ, chơi lại hoặc tiếp tục không lập kỷ lục.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Ẩn danh</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1} %)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Đặt lại thời gian tốt nhất</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Xóa thời gian tốt nhất và thống kê của {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>trống</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>ẩn</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>đã cắm cờ</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>dấu hỏi</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mìn</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>mìn đã nổ</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>cờ sai</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>hàng {0}, cột {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Bàn tùy chỉnh</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Hàng:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Cột:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Mìn:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Luyện tập: bàn hằng ngày {0} đã có kết quả; ván này không thay đổi kết quả đó.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Bàn hằng ngày {0}: hãy bắt đầu từ ô được đánh dấu.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Không lưu được kết quả của bàn hằng ngày: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Đã lưu kết quả của bạn cho bàn hằng ngày {0}: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Đó không phải lối chơi của riêng bạn (có trợ giúp, hoặc bàn được chơi lại), nên được tính là không thắng.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Luyện tập: bàn hằng ngày {0} giữ kết quả đầu tiên ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Bàn hằng ngày</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Dán dòng kết quả mà ai đó đã chia sẻ</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Kiểm tra</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Chia sẻ kết quả của bạn</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Kiểm tra kết quả được chia sẻ</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Bàn hôm nay ({0}, UTC), giống nhau với mọi người chơi: {1} × {2}, {3} mìn (quy tắc {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Bàn ngày {0} (UTC), giống nhau với mọi người chơi: {1} × {2}, {3} mìn (quy tắc {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Bắt đầu từ ô được đánh dấu (hàng {0}, cột {1}): ô này luôn mở ra một vùng.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Bàn đổi lúc 00:00 UTC, dù bạn ở đâu: còn {0} giờ {1} phút.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Chưa chơi. Ván đầu tiên bạn hoàn thành trên bàn này là kết quả của ngày; các ván sau là luyện tập.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Chơi bàn này</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Thắng sau {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Thua sau {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Kết quả của ngày: {0} Các ván sau trên bàn này là luyện tập và không thay đổi kết quả đó.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Luyện tập trên bàn này</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Số ngày chơi liên tiếp: {0} (tốt nhất {1}). Số ngày thắng liên tiếp: {2} (tốt nhất {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Đã sao chép vào bộ nhớ tạm.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Đây không phải dòng kết quả của bàn hằng ngày. Dòng đó có dạng: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Phiên bản trò chơi này không biết quy tắc {0}: không thể tạo bàn đó.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Chưa xác minh: mã bàn không khớp với bàn ngày {0} (quy tắc {1}). Dòng này đã bị sửa, hoặc đến từ trò chơi khác.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Đã xác minh: bàn ngày {0} (quy tắc {1}) giống với bàn bạn nhận được. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Thắng sau</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Thua sau</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>Thời gian: {0} s</translation>
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
        <translation>Số phím: {0} ({1} mở, {2} cắm cờ, {3} mở nhanh)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Số lần nhấp: {0} ({1} trái, {2} phải, {3} mở nhanh)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Số lần hoàn tác thua: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>Tiếp tụ&amp;c</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Ván &amp;mới</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Chơi &amp;lại bàn này</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Chơi lại cùng vị trí mìn (không tính vào thời gian tốt nhất)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>Đổi độ &amp;khó</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Th&amp;oát</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Hoàn tác nước th&amp;ua</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Quay về ngay trước quả mìn để luyện tập (Ctrl+Z; ván trở thành có hỗ trợ)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Xem phát lại</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Tên của &amp;bạn:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Bạn đã thắng!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Bùm!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Thời gian tốt nhất mới! Hạng {0} / 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Có hỗ trợ: không tính vào thời gian tốt nhất</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Luyện tập: không tính vào thời gian tốt nhất</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Bàn chơi lại: không tính vào thời gian tốt nhất</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Tiếp tục từ bản lưu: không tính vào thời gian tốt nhất</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Tạm dừng</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>dòng của nó trong lịch sử bị hỏng</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>bản ghi của nó bị hỏng</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>nó không có bản ghi</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>bản ghi của nó không phải là ván mà tệp phát lại có thể chứa</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: ván {0} không được xuất: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: không thể ghi bản phát lại vào {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: không thể đọc lịch sử ván chơi: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>Đã ghi %n bản phát lại vào {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n ván không có bản ghi dùng được</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Xem lại</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Dọn sạch bãi mìn mà không chạm vào quả mìn nào</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Mỗi số cho biết bao nhiêu trong tám ô xung quanh có mìn. Mở hết các ô an toàn để thắng; lần nhấp đầu tiên luôn an toàn.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Chuột</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Nhấp trái: mở một ô.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Nhấp phải: cắm hoặc gỡ cờ.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Nhấp giữa, hoặc nhấp trái và phải cùng lúc, vào một số đã cắm đủ cờ: mở các ô lân cận còn lại (mở nhanh). Nhấp trái vào số như vậy cũng mở nhanh.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Giữ nút trái chỉ cắm cờ khi bật Tùy chọn &gt; Giữ nút chuột để cắm cờ. Ctrl+cuộn để thu phóng; Shift+cuộn để cuộn ngang.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Cảm ứng</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Khi bạn giữ, một vòng tròn lấp đầy quanh ô; cờ được cắm khi vòng khép lại. Chụm hai ngón tay để thu phóng.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Chạm để mở; nhấn giữ để cắm cờ hoặc mở nhanh một số. Chế độ cờ (nút lá cờ, G) khiến mỗi lần chạm sẽ cắm cờ.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Bàn phím</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Phím mũi tên di chuyển con trỏ; Space hoặc Enter mở (hoặc mở nhanh); F cắm cờ; F2 bắt đầu ván mới; Ctrl++ và Ctrl+- thu phóng.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Trợ giúp</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H hiện gợi ý: một ô an toàn và lý do; Shift+H chơi ô đó; P hiện khả năng có mìn của mỗi ô ẩn; Ctrl+Z hoàn tác nước thua; Esc xóa gợi ý hoặc dừng Tự giải. Với cảm ứng: bóng đèn và các ô vuông màu ở đầu cửa sổ, và Hoàn tác trong menu sau khi thua. Trợ giúp khiến ván thành có hỗ trợ: không tính vào thời gian tốt nhất.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up và Page Down di chuyển một màn hình; Home và End đến hai đầu hàng, kèm Ctrl thì đến các góc bàn; Ctrl+mũi tên đến mép. Ctrl+9 đặt bàn vừa cửa sổ.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M đọc số mìn còn lại và T đọc thời gian; Shift+P đọc khả năng có mìn của ô tại con trỏ; H đọc lại gợi ý. F10 mở thanh menu.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Thống kê thi đấu</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: số lần nhấp trái ít nhất để dọn bàn mà không cắm cờ (mỗi vùng mở tính một lần, mỗi số không cạnh vùng mở tính một lần). 3BV/s: 3BV giải được mỗi giây. Số lần nhấp: trái, phải và mở nhanh (nhấp đôi) theo cách cộng đồng đếm. IOE (hiệu suất): 3BV đã giải / số lần nhấp. Độ chính xác: số lần nhấp hiệu quả / số lần nhấp. Thông lượng: 3BV đã giải / số lần nhấp hiệu quả. RQP: thời gian / (3BV/s). STNB: điểm tốc độ trên các bàn tiêu chuẩn (C x 3BV / thời gian^1,7, nhân căn bậc hai của phần đã giải). ZiNi: số lần nhấp ít nhất có cắm cờ, theo cách một bộ giải tham lam đếm.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Trò Dò mìn gốc cho máy tính với luật cổ điển.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Cấp phép theo giấy phép MIT.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Nếu nó hiện {0}, %n ô khác trở nên an toàn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>Ván thắng</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Thời gian (s)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Không có ván thắng nào để hiển thị.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Thời gian (s): hãy chọn một cỡ bàn</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Sơ cấp</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Trung cấp</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Chuyên gia</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Bị hỏng</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Thắng</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Thua</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Bỏ dở</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Chơi lại</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ngày</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bàn</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Không đoán</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
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
        <translation>Được tính</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>có</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Xem phát lại</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>Xuấ&amp;t ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Xó&amp;a</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Bàn:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Kết quả:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>Không đ&amp;oán:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>&amp;Hằng ngày:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Lịch sử ván chơi</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Mọi kích thước</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tất cả</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Cả hai</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Chỉ không đoán</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Chỉ ngẫu nhiên</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tất cả ván</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Chỉ bàn hằng ngày</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Không có bàn hằng ngày</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>Không đọc được %n ván trong lịch sử; chúng được hiển thị là bị hỏng.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Dòng của ván này bị hỏng: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Chọn một ván để xem mọi số liệu.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Bản ghi của ván này bị hỏng: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Chưa có ván nào kết thúc: mỗi ván bạn chơi xong sẽ được liệt kê ở đây.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Không có ván nào khớp với các lựa chọn này.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Xuất bản phát lại</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Bản phát lại {0} ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Xuất bản phát lại vào thư mục</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>Đã xuất %n bản phát lại</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>Bỏ qua %n</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (đã hủy)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Đang xuất bản phát lại...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Xóa ván</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Xóa %n ván và bản phát lại của chúng?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>Đã xóa %n ván.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Đang xóa ván...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>có hỗ trợ</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>chơi lại</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>luyện tập</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>tiếp tục</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>phát lại</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Thời gian {0} s · 3BV {1}/{2} · 3BV/s {3} · nhấp {4} ({5} trái, {6} phải, {7} mở nhanh) · hiệu quả {8} · IOE {9} · độ chính xác {10} · thông lượng {11} · RQP {12} · STNB {13} · ZiNi {14} · vùng mở {15} · đảo {16} · Cl/s {17} · Ce/s {18} · IOS {19} · quãng đường {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>Đọc được %n ván từ tệp đó và đã giữ lại.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n ván từ một lịch sử được cất riêng trước đây đã được đưa lại vào lịch sử của bạn; tệp cũ được giữ dưới tên {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>&amp;Bộ đếm trực tiếp</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · nhấp {1} · IOE {2} · thời gian ước tính {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Thời gian {0} s · nhấp {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>Cách chơi</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Giới thiệu Dò mìn</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Chế độ cờ: nhấp và chạm sẽ cắm cờ (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Menu: tạm dừng, ván mới, độ khó</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Ván mới (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Bàn không đoán: mọi ô an toàn đều tìm được mà không cần đoán</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Bàn không đoán</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Mìn còn lại: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Dò mìn</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Vừa cửa sổ</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Luôn giữ bàn vừa cửa sổ</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Bỏ ván này?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Ván này sẽ bị tính là thua.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Không hỏi lại cho đến khi tôi thoát</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Dòng lệnh yêu cầu một ván mới, nhưng ván đã lưu của bạn vẫn đang chơi. Bắt đầu ván mới sẽ bỏ ván đã lưu.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Bỏ ván đã lưu?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Dòng lệnh yêu cầu một ván mới, nhưng ván đã lưu của bạn vẫn đang chơi. Bắt đầu ván mới sẽ tính ván đã lưu là thua.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Bắt đầu ván mới</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Tiếp tục chơi ván đã lưu</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Đang tạo bàn có thể dọn mà không cần đoán...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Bàn này có thể cần đoán: không tìm được bàn không cần đoán kịp thời.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Trò chơi</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Mới</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Sơ cấp (9 x 9, 10 mìn)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Trung cấp (16 x 16, 40 mìn)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>C&amp;huyên gia (16 x 30, 99 mìn)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>Tù&amp;y chỉnh...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>&amp;Không đoán</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>Bàn hằng n&amp;gày...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>Thời gian tốt &amp;nhất...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Lịch sử...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>Mở &amp;bản phát lại...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>Th&amp;oát</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>Tù&amp;y chọn</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>Dấu &amp;hỏi</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;Nhấp trái vào số để mở nhanh</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Chế độ &amp;cờ</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Giữ nút chuột để cắ&amp;m cờ</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>Hiệ&amp;u ứng</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Đồng hồ theo &amp;phần trăm giây</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Thu phóng</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Phóng &amp;to</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Thu &amp;nhỏ</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Kích thước thực</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>Ngôn n&amp;gữ</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (chưa cài phông chữ)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cách chơi</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Giới thiệu</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>Lần nhấp đầu t&amp;iên</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Luôn là một &amp;vùng mở (hiện đại)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Chỉ ô được nhấp là &amp;an toàn (cổ điển)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>Độ t&amp;rễ nhấn giữ</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>&amp;Mặc định hệ thống</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Mở bản phát lại</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: tệp quá lớn cho một bản phát lại ({1} MB; chỉ đọc tối đa {2} MB).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: đọc bản phát lại này cần hơn {1} GB bộ nhớ; đây không phải bản phát lại mà trò chơi mở được.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Đang chuẩn bị {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Đang đọc {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Không đọc được bản phát lại: tiến trình đọc không khởi động được.</translation>
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
        <translation>{0} và {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>số {0} ở {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} cần một quả mìn và mọi ô ẩn của nó đều chạm cả {1}, nên quả mìn đó chính là mìn {1} cần: các ô còn lại của nó an toàn: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 sát tường</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>So sánh {0} với {1}: mọi ô ẩn của số thứ nhất đều chạm số thứ hai, và số thứ hai cần thêm số mìn bằng số ô còn lại của nó: {2}, tất cả là mìn.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>So sánh {0} với {1}: mọi ô ẩn của số thứ nhất đều chạm số thứ hai, và số thứ hai không cần nhiều mìn hơn số thứ nhất, nên các ô còn lại của nó an toàn: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>So sánh {0} với {1}: số mìn chúng cần chỉ có thể đặt ở {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>So sánh {0} với {1}: số mìn chúng cần không để lại quả nào cho {2}, nên ô đó an toàn.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} nằm giữa {0} và {2}; mỗi số 1 có một mìn trong các ô chung với số 2, nên mìn của số 2 ở hai đầu: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} nằm giữa {0} và {2}; mìn của số 2 ở hai đầu, nên ô ở giữa an toàn: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} cần nhiều hơn {0} một mìn, và các ô chung chứa tối đa một mìn, nên ô chỉ {1} chạm là mìn: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} cần nhiều hơn {0} một mìn và chỉ có một ô riêng, nên ô đó là mìn và mìn của {0} nằm trong các ô chung: các ô khác của {0} an toàn: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Thử mọi cách thỏa mãn các số ở {0}: cách nào cũng đặt mìn ở {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Thử mọi cách thỏa mãn các số ở {0}: cách nào {1} cũng an toàn.</translation>
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
            <numerusform>và %n ô khác</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Ô trống ở {0} không chạm mìn nào, nên %n ô lân cận ẩn của nó an toàn: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>Số {0} ở {1} đã chạm %n mìn ({2}), nên các ô lân cận ẩn khác của nó an toàn: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>Số {0} ở {1} cần %n mìn và chỉ có đúng bấy nhiêu ô ẩn: {2}, tất cả là mìn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>Số {0} ở {1} cần thêm %n mìn và chỉ còn đúng bấy nhiêu ô ẩn: {2}, tất cả là mìn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>số {0} ở {1} (vẫn cần %n mìn)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Đếm mìn: còn %n mìn và các số dọc biên cần tất cả, nên mọi ô ẩn khác đều an toàn, cả {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Đếm mìn: còn %n mìn, các số chỉ có thể thỏa mãn theo cách để {0} an toàn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Đếm mìn: còn %n mìn, các số chỉ có thể thỏa mãn theo cách đặt mìn ở {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(Không hiện %n bước trước đó.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>một chương trình khác đang dùng nó</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>lỗi vào/ra</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>Lịch sử ván chơi được ghi bởi phiên bản mới hơn của trò chơi; nó được cất riêng thành {0} và một lịch sử mới được bắt đầu.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Có thứ không phải tệp nằm ở vị trí của lịch sử ván chơi; nó được cất riêng thành {0} và một lịch sử mới được bắt đầu.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Tệp lịch sử ván chơi bị hỏng; nó được cất riêng thành {0} và một lịch sử mới được bắt đầu.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Không đọc được một lịch sử đã cất riêng trước đây; nó được giữ dưới tên {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Hiện không dùng được lịch sử ván chơi: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Không thể thêm ván vào lịch sử: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Hiện không ghi được các ván đã xong ra đĩa ({0}); chúng được giữ trong bộ nhớ và ghi ngay khi có thể, nhưng sẽ mất nếu trò chơi bị đóng trước đó.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Bản phát lại ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Bản phát lại {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Mở bản phát lại</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Ván gần nhất</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: bản phát lại chứa %Ln sự kiện, quá nhiều (chỉ đọc tối đa {1}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Trước nước đi đầu tiên</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>mở</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>cắm cờ</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>mở nhanh</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>hoàn tác</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Nước {0} trên {1}, {2} s: {3} tại {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Thời gian {0} s · 3BV {1} / {2} · 3BV/s {3} · Nhấp {4} ({5} trái, {6} phải, {7} mở nhanh) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Phát</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Phát lại</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Lùi một sự kiện (Trái)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Tiến một sự kiện (Phải)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Thời gian phát lại</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Bàn phát lại</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Phải và Trái để đi từng sự kiện, kèm Ctrl để đi từng nước, M đọc nước đi, Space để phát</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Tốc độ:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Xem lại {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} mìn</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Các nước đáng xem:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Dòng thời gian xem lại</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Không xem lại bàn có hơn 100.000 ô.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Không thể xem lại ván này.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Lần đoán hoặc cờ sai trước (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Lần đoán hoặc cờ sai tiếp (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Đang xem lại ván…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>mở</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>mở nhanh</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>cắm cờ</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>gỡ cờ</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>dấu hỏi</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>an toàn</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>đoán bắt buộc</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>đoán tránh được</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>cờ sai</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>sai lầm</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Thắng</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Thua</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} trong {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>khả năng sống sót qua tất cả: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Không đoán: mọi lần mở đều chắc chắn an toàn.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>nhấp thừa: {0} / {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (nước {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Các lần dừng lâu nhất: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · nước {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: cờ sai (không có mìn ở đó)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: đoán bắt buộc, {1} có mìn, rủi ro thấp nhất khi đó</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: đoán bắt buộc, {1} có mìn (không ô nào chắc chắn an toàn; ô an toàn nhất, {2}, có {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: đoán tránh được, {1} có mìn</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: sai lầm ({1} có mìn)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Thua ở đây, rồi được hoàn tác (hoàn tác): ván chơi tiếp tục, và số liệu của ván bỏ qua nước này.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Ván thua tại đây.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Không đoán</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n lần đoán: {0} bắt buộc, {1} tránh được</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n lần đoán, {0} tránh được</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n cờ sai</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>%n nước còn lại đều an toàn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>Khi đó %n ô chắc chắn an toàn, ví dụ {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Ván đã lưu của bạn đã kết thúc và được tính rồi, nên một ván mới đã bắt đầu.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Không đọc được ván đã lưu của bạn, nên một ván mới đã bắt đầu.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Tệp bị hỏng được giữ dưới tên {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Tùy chỉnh {0} x {1}, %n mìn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Tùy chỉnh {0} x {1}, %n mìn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>hàng {0}, cột {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>Đã mở %Ln ô</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>Đã mở %Ln ô</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>Đã mở %Ln ô: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Đã chơi tại {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Tự giải: %Ln nước, {0}, nước cuối tại {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Tự giải: %Ln nước, {0}, nước cuối tại {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>không mở ô nào</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Thời gian: %Ln giây</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Thời gian: %Ln giây</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>không có xác suất</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>chắc chắn an toàn</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>chắc chắn có mìn</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} khả năng có mìn</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Đã hiện xác suất</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Đã ẩn xác suất</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Đã mở rồi</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Mép bàn</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>Còn %Ln mìn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>Còn %Ln mìn</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Đã cắm cờ</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Dấu hỏi</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Đã gỡ cờ</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Bạn thắng sau {0} giây</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Bạn trúng mìn sau {0} giây</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} x {1} ô, %Ln mìn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} x {1} ô, %Ln mìn</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Mũi tên để di chuyển, Space để mở, F để cắm cờ</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Ván mới: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Ván đang tạm dừng</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Ván đã lưu của bạn tiếp tục: bàn hằng ngày yêu cầu từ dòng lệnh không được bắt đầu.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Ván đã lưu của bạn tiếp tục: ván mới yêu cầu từ dòng lệnh không được bắt đầu.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Tệp cài đặt bị hỏng và đã được cất riêng; dùng cài đặt mặc định.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Tệp bản dịch bị hỏng; trò chơi hiển thị bằng tiếng Anh.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>có thứ không phải tệp ở vị trí của nó</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>đĩa đã đầy</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>tệp hoặc thư mục của nó chỉ đọc</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>đĩa chỉ đọc</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>có thứ không phải thư mục chắn đường</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Không lưu được ván: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>không ghi được cài đặt</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Không lưu được cài đặt: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Đĩa đã đầy: ván đã xong được lưu vào vùng dự trữ mà trò chơi giữ sẵn. Hãy giải phóng bớt dung lượng trên đĩa.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Mọi thứ đã được lưu lại.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Chưa lưu được ván</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Nguyên nhân: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Không thoát</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Vẫn thoát</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg lồng sâu hơn {0} cấp</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg tham chiếu tới chính nó (vòng tham chiếu)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg dùng &lt;{0}&gt;, thẻ mà giao diện không được dùng</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg vẽ hơn {0} hình (qua &lt;use&gt; và tham chiếu)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg vẽ hơn {0} ký tự dữ liệu đường và văn bản</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg vẽ ảnh lớn hơn {0} điểm ảnh</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>Giao &amp;diện</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Tự động (theo hệ thống)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>Số &amp;an toàn cho người mù màu</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Mở thư mục giao &amp;diện</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Không dùng được giao diện “{0}”: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Dùng giao diện Cổ điển thay thế.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Cổ điển</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Hiện đại</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tối</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Tương phản cao</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>Thiếu {0}</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} không phải tệp thông thường</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} lớn hơn {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>Không đọc được {0}</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: &quot;{0}&quot; thiếu hoặc sai</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json không phải JSON hợp lệ ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} không phải màu (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: ô màu không xác định &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg không phải văn bản UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg khai báo kiểu tài liệu (không được phép)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg không phải tệp SVG hợp lệ ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg tham chiếu tới tệp khác ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg thiếu các phần tử {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} trong theme.svg không được vẽ bằng màu số {1} của nó</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>tên thư mục chỉ được chứa a-z, 0-9, - và _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>một giao diện có sẵn đã dùng tên này</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>mất hơn {0} s để vẽ</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>không thử được (không có tiến trình)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>vẽ lâu hơn giao diện cổ điển {0} ms (tối đa {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt không vẽ được</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>Không lưu được %n ván đã xong: nếu thoát bây giờ, chúng sẽ bị mất.</numerusform>
        </translation>
    </message>
</context>
</TS>
