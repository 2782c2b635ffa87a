<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>雷區</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>插旗模式</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>選單</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>執行提示(&amp;P)</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>顯示機率(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>復原失敗的一步(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>自動求解(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>新遊戲保持顯示機率(&amp;E)</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>朗讀格子的機率(&amp;K)</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>隱藏輔助按鈕(&amp;I)</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>求解速度(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>慢(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>正常(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>快(&amp;F)</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>提示：下一個安全格子及原因 (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>機率：每個未翻開格子是地雷的機率 (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>機率</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>翻開提示的格子 (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>關閉提示 (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>只查看了棋盤上可見的部分。</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>自動求解適用於不超過 100,000 格的棋盤；在更大的棋盤上，提示和機率只涵蓋目前可見的部分。</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>有輔助：不計入最佳時間</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>有輔助</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>復原的失敗：{0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>隨便點選：第一次點選總是安全的。</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>{0} 的旗子是錯的。</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>提示：{0} 的格子是安全的。</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>提示：{0}，需要猜測。</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>無法避免的 50/50：這個格子和 {0} 的格子共有一顆雷，任何操作都無法區分它們。現在就猜：等待沒有幫助。</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>這個格子（是雷的機率 {0}）要麼安全，要麼是永遠無法解開的 50/50 的一半，所以現在猜它不會多冒風險。</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>殘局：已嘗試所有可能的走法。這個格子（是雷的機率 {0}）獲勝機會最大：{1}。</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>沒有安全的格子，而且任何猜測都得不到新資訊：這一格風險最低，{0}。</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>沒有安全的格子：這個風險最低，{0}。</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>最安全的猜測：是雷的機率 {0}。</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>最佳猜測：是雷的機率 {0}（最安全的格子為 {1}），但它的數字更可能開啟局面。</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>無論顯示哪個數字，都不會立刻讓其他格子變得安全。</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>輔助(&amp;S)</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>最佳時間</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>高級</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}，無需猜測</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>時間（秒）</translation>
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
        <translation>日期</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>已玩局數：</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>獲勝局數：</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>目前連勝：</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>最長連勝：</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>重設(&amp;R)...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>紀錄</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>插旗</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>不插旗 (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>最佳時間（秒）</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>最佳 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>最佳 IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>最佳 RQP（最低）</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>最佳 STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>最近 {0} 局計入成績的遊戲：</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>獲勝：</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>獲勝平均時間：</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>平均 3BV/s：</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>平均 IOE：</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>僅限你自己的遊戲：有輔助、重新開始和繼續的遊戲不創造紀錄。</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>匿名</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0}（{1}%）</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>重設最佳時間</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>要清除「{0}」的最佳時間和統計資料嗎？</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>空白</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>未翻開</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>已插旗</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>問號</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>雷</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>爆炸的雷</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>插錯的旗</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>第 {0} 列，第 {1} 欄：{2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>自訂雷區</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>列數(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>欄數(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>雷數(&amp;M)：</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>練習：{0} 的每日棋盤已有結果；這局不會改變它。</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>{0} 的每日棋盤：請從標記的格子開始。</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>無法儲存每日棋盤的結果：{0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>你在 {0} 每日棋盤上的結果已儲存：{1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>這不是你獨立完成的（用了幫助，或重新開始了棋盤），因此算作未獲勝。</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>練習：{0} 的每日棋盤保留首次結果（{1} 秒，3BV/s {2}）。</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>每日棋盤</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>貼上別人分享的結果行</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>驗證(&amp;H)</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>分享你的結果</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>驗證分享的結果</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>今日棋盤（{0}，UTC），所有玩家都相同：{1} × {2}，{3} 顆雷（規則 {4}）。</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>{0} 的棋盤（UTC），所有玩家都相同：{1} × {2}，{3} 顆雷（規則 {4}）。</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>從標記的格子（第 {0} 列，第 {1} 欄）開始：它一定會翻開一片區域。</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>無論你在哪裡，棋盤都在 00:00 UTC 更換：還有 {0} 小時 {1} 分鐘。</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>尚未玩過。你在此棋盤上完成的第一局就是當天的結果；之後的對局都是練習。</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>玩這個棋盤(&amp;P)</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>勝利，用時 {0} 秒，3BV/s {1}。</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>失敗，用時 {0} 秒，3BV/s {1}。</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>當天的結果：{0}此棋盤之後的對局都是練習，不會改變它。</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>在這個棋盤上練習(&amp;R)</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>連續遊玩天數：{0}（最佳 {1}）。連續獲勝天數：{2}（最佳 {3}）。</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>已複製到剪貼簿。</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>這不是每日結果行。格式如下：Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>此版本的遊戲不認得規則 {0}：無法產生該棋盤。</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>未通過驗證：棋盤代碼與 {0} 的棋盤（規則 {1}）不符。該行被修改過，或來自其他遊戲。</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>已驗證：{0} 的棋盤（規則 {1}）與你得到的相同。{2} {3} 秒，3BV/s {4}。</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>勝利，用時</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>失敗，用時</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>時間：{0} 秒</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV：{0}</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV：{0} / {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s：{0} · IOE：{1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>按鍵：{0}（翻開 {1}，插旗 {2}，雙鍵 {3}）</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>點選：{0}（左 {1}，右 {2}，雙鍵 {3}）</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>復原的失敗：{0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>繼續(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新遊戲(&amp;N)</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>重玩本局(&amp;T)</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>以相同的地雷位置再玩一次（不計入最佳時間）</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>更改難度(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>復原失敗的一步(&amp;U)</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>回到踩雷之前練習（Ctrl+Z；本局變為有輔助）</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>觀看回放(&amp;W)</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>你的名字(&amp;M)：</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>你贏了！</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>轟！</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>新的最佳時間！排名第 {0}（共 10 名）</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>有輔助：不計入最佳時間</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>練習：不計入最佳時間</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>重玩的局：不計入最佳時間</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>從存檔繼續：不計入最佳時間</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暫停</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>它在歷史記錄中的條目已損壞</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>它的錄影已損壞</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>它沒有錄影</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>它的錄影不是錄影檔案能儲存的遊戲</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt：遊戲 {0} 未匯出：{1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt：無法將回放寫入 {0}：{1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt：無法讀取遊戲歷史：{0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>已將 %n 個回放寫入 {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt：%n 局沒有可用的錄影</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · 回顧</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>在不觸雷的情況下掃清雷區</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>數字表示其周圍八個格子中埋有幾顆雷。翻開所有安全的格子即可獲勝；第一次點選總是安全的。</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>滑鼠</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>按一下左鍵：翻開一個格子。</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>按一下右鍵：插上或拔掉旗子。</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>在周圍旗子已插滿的數字上按滑鼠中鍵，或同時按下左右鍵：翻開它周圍其餘的格子（雙鍵）。在這樣的數字上按左鍵也能雙鍵翻開。</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>僅在「選項 &gt; 按住滑鼠鍵插旗」開啟時，按住左鍵才會插旗。Ctrl+滾輪縮放；Shift+滾輪橫向捲動。</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>觸控</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>按住時，格子周圍的圓環逐漸填滿；圓環閉合時插旗。雙指捏合可縮放。</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>輕觸即可翻開；長按可插旗，或對數字進行雙鍵翻開。在插旗模式（旗子按鈕，G）下，輕觸即插旗。</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>鍵盤</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>方向鍵移動游標；空白鍵或 Enter 鍵翻開（或雙鍵翻開）；F 鍵插旗；F2 開始新遊戲；Ctrl++ 和 Ctrl+- 縮放。</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>輔助</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H 顯示提示（一個安全格子及原因）；Shift+H 執行提示；P 顯示每個未翻開格子是地雷的機率；Ctrl+Z 復原失敗的一步；Esc 關閉提示或停止自動求解。觸控：頂部的燈泡和彩色方塊，以及失敗後選單中的復原。使用輔助的對局不計入最佳時間。</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up 和 Page Down 移動一頁；Home 和 End 到列的兩端，加 Ctrl 到棋盤的角落；Ctrl+方向鍵到邊緣。Ctrl+9 讓棋盤符合視窗大小。</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M 報出剩餘地雷數，T 報出時間；Shift+P 報出游標所在格子是雷的機率；H 再次報出提示。F10 開啟選單列。</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>競技統計</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV：不插旗清空棋盤所需的最少左鍵點選數（每個空白區計一次，每個不與空白區相鄰的數字計一次）。3BV/s：每秒解開的 3BV。點選：按社群規則統計的左鍵、右鍵和雙鍵點選。IOE（效率）：解開的 3BV / 點選。正確率：有效點選 / 點選。效率：解開的 3BV / 有效點選。RQP：時間 / (3BV/s)。STNB：標準棋盤上的速度得分（C x 3BV / 時間^1.7，乘以已解部分的平方根）。ZiNi：貪心求解器統計的插旗最少點選數。</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>一款採用經典規則的原生桌面踩地雷遊戲。</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}，PySide6 {1}，Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>採用 MIT 授權條款。</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>如果顯示 {0}，另有 %n 個格子會變得安全。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>獲勝的對局</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>時間 (秒)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>沒有可顯示的獲勝對局。</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>時間 (秒)：請選擇單一棋盤大小</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>高級</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>已損壞</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>重新開始</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盤</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>無需猜測</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
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
        <translation>計入成績</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>觀看回放(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>匯出 ({0})(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>刪除(&amp;D)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>棋盤(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>結果(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>無需猜測(&amp;N)：</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>每日(&amp;Y)：</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>對局歷史</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>所有尺寸</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>兩者</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>僅無需猜測</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>僅隨機</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全部對局</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>僅每日棋盤</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>不含每日棋盤</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>歷史中有 %n 局無法讀取，顯示為已損壞。</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>此局的記錄已損壞：{0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>選擇一局以檢視全部資料。</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>該局的記錄已損壞：{0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>還沒有結束的對局：你完成的每一局都會列在這裡。</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>沒有符合這些條件的對局。</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>匯出回放</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0} 回放 ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>將回放匯出到資料夾</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>已匯出 %n 個回放</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>跳過 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation>（已取消）</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>正在匯出回放…</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>刪除對局</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>刪除 %n 局及其回放？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>已刪除 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>正在刪除對局…</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>有輔助</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>重新開始</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>時間 {0} 秒 · 3BV {1}/{2} · 3BV/s {3} · 點選 {4}（左 {5}，右 {6}，雙鍵 {7}）· 有效 {8} · IOE {9} · 正確率 {10} · 效率 {11} · RQP {12} · STNB {13} · ZiNi {14} · 空白區 {15} · 孤島 {16} · Cl/s {17} · Ce/s {18} · IOS {19} · 路徑 {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>從中讀取並保留了 %n 局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>已將之前移開的歷史中的 %n 局放回你的歷史；舊檔案保留為 {0}。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>即時統計(&amp;V)</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · 點選 {1} · IOE {2} · 預估時間 {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>時間 {0} 秒 · 點選 {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>玩法說明</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>關於踩地雷</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>插旗模式：單擊和輕觸即插旗 (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>選單：暫停、新遊戲、難度</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>新遊戲 (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>無猜棋盤：每個安全格都能不靠猜測找到</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>無猜棋盤</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>剩餘地雷：{0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>踩地雷</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>符合視窗大小(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>棋盤一律符合視窗大小(&amp;K)</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>放棄這局遊戲？</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>這局遊戲將計為失敗。</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>結束前不再詢問</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>命令列要求開始新遊戲，但你已儲存的遊戲仍在進行。開始新遊戲會放棄已儲存的遊戲。</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>放棄已儲存的遊戲？</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>命令列要求開始新遊戲，但你已儲存的遊戲仍在進行。開始新遊戲會把已儲存的遊戲記為失敗。</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>開始新遊戲(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>繼續已儲存的遊戲(&amp;K)</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>正在產生無需猜測即可完成的棋盤…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>此棋盤可能需要猜測：未能及時找到無需猜測的棋盤。</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新遊戲(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>初級（9 × 9，10 顆雷）(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>中級（16 × 16，40 顆雷）(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>高級（16 × 30，99 顆雷）(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>自訂(&amp;C)...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>無需猜測(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>每日棋盤(&amp;D)...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>最佳時間(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>歷史(&amp;H)...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>開啟回放(&amp;O)...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>結束(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>選項(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>問號標記(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>左鍵按數字即雙鍵翻開(&amp;C)</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>插旗模式(&amp;G)</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>按住滑鼠鍵插旗(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>動畫(&amp;A)</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>時鐘顯示百分之一秒(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>縮放(&amp;Z)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>實際大小(&amp;A)</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>語言(&amp;N)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0}（未安裝字型）</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>幫助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>玩法說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>關於(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>首次點選(&amp;F)</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>總是開啟一片空白（現代）(&amp;O)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>僅所點格子安全（經典）(&amp;S)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>長按延遲(&amp;D)</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} 毫秒</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>系統預設(&amp;S)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>開啟回放</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}：檔案太大，不可能是回放（{1} MB；最多讀取 {2} MB）。</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}：讀取此回放需要超過 {1} GB 記憶體；遊戲無法開啟它。</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>正在準備 {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>正在讀取 {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>無法讀取回放：讀取行程沒有啟動。</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} 和 {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{1} 的 {0}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} 需要一顆雷，而它所有未開的格子也都挨著 {1}，所以這顆雷正是 {1} 需要的那顆：後者的其餘格子都安全：{2}。</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>靠牆的 1-1</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>比較 {0} 與 {1}：前者每個未開格子都挨著後者，而後者比前者多需要的雷數正好等於它其餘的格子數：{2} 全是雷。</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>比較 {0} 與 {1}：前者每個未開格子都挨著後者，而後者需要的雷不比前者多，所以它的其餘格子安全：{2}。</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>比較 {0} 與 {1}：只有 {2} 是雷，它們需要的雷數才能滿足。</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>比較 {0} 與 {1}：它們需要的雷不會留給 {2}，所以它是安全的。</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1：{1} 位於 {0} 與 {2} 之間；每個 1 在與 2 共享的格子裡各有一顆雷，所以 2 的雷在兩端：{3}。</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1：{1} 位於 {0} 與 {2} 之間；2 的雷在兩端，所以中間的格子安全：{3}。</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2：{1} 比 {0} 多需要一顆雷，而它們共享的格子最多只有一顆，所以只挨著 {1} 的格子是雷：{2}。</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2：{1} 比 {0} 多需要一顆雷，且只有一個自己的格子，所以那格是雷，而 {0} 的雷在共享的格子裡：{0} 的其餘格子安全：{2}。</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>嘗試滿足 {0} 處數字的所有方式：每一種都在 {1} 放雷。</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>嘗試滿足 {0} 處數字的所有方式：每一種裡 {1} 都安全。</translation>
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
            <numerusform>等 %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>{0} 的空白格子不挨著雷，所以它周圍 %n 個未開格子都安全：{1}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{1} 的 {0} 已經挨著 %n 顆雷（{2}），所以它其餘未開的鄰格安全：{3}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{1} 的 {0} 需要 %n 顆雷，而未開格子正好這麼多：{2} 全是雷。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{1} 的 {0} 還需要 %n 顆雷，剩下的未開格子正好這麼多：{2} 全是雷。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{1} 的 {0}（還需要 %n 顆雷）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>雷數：只剩 %n 顆雷，且邊界上的數字全都需要，所以其餘未開格子都安全，{0} 也是。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>雷數：只剩 %n 顆雷時，數字只能以 {0} 安全的方式滿足。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>雷數：只剩 %n 顆雷時，數字只能以 {0} 是雷的方式滿足。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>（省略了前面 %n 步。）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>另一個程式正在使用它</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>輸入/輸出錯誤</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>對局歷史由更新版本的遊戲寫入；已另存為 {0} 並開始新的歷史。</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>遊戲歷史的位置上不是一個檔案；它已被移到 {0}，並開始了新的歷史。</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>對局歷史檔案已損壞；已另存為 {0} 並開始新的歷史。</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>無法讀取之前移開的歷史；它保留為 {0}。</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>遊戲歷史現在無法使用：{0}。</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>無法將對局加入歷史：{0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>已結束的對局現在無法寫入磁碟（{0}）；它們儲存在記憶體中，會盡快寫入，但如果在此之前關閉遊戲就會丟失。</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>回放 ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0} 回放 ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>開啟回放</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>上一局</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}：回放包含 %Ln 個事件，太多了（最多讀取 {1} 個）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>第一步之前</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>翻開</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>插旗</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>雙鍵</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>第 {0} 步，共 {1} 步，{2} 秒：{3} {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>時間 {0} 秒 · 3BV {1} / {2} · 3BV/s {3} · 點選 {4}（左 {5}，右 {6}，雙鍵 {7}）· IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} 秒</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>後退一個事件（左方向鍵）</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>前進一個事件（右方向鍵）</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>回放時間</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>回放棋盤</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>左右方向鍵逐一事件移動，加 Ctrl 逐步移動，M 報出這一步，空白鍵播放</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>速度(&amp;S)：</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>{0} 的回顧</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}，{2} 顆雷</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>值得一看的步驟：</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>回顧時間軸</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>超過 100,000 格的棋盤不做回顧。</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>這局無法回顧。</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>上一次猜測或錯誤的旗（Page Up）</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>下一次猜測或錯誤的旗（Page Down）</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>正在回顧對局…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>翻開</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>雙鍵</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>插旗</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>拔旗</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>問號</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>被迫猜測</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>可避免的猜測</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>錯誤的旗</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>失誤</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0}，{1} 秒 · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>全部猜對的機率：{0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>沒有猜測：每次翻開的格子都必定安全。</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>無效點選：{1} 次中 {0} 次</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} 秒（第 {1} 步）</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>最長停頓：{0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} 秒 · 第 {1} 步 · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}：錯誤的旗（那裡沒有雷）</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}：被迫猜測，是雷機率 {1}，已是最低風險</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}：被迫猜測，是雷機率 {1}（沒有必定安全的格子；最安全的 {2} 為 {3}）</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}：可避免的猜測，是雷機率 {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}：失誤（是雷機率 {1}）</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>在此輸掉，隨後被復原（復原）：遊戲繼續進行，其數據不計入這一步。</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>這一步輸掉了遊戲。</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>沒有猜測</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>猜測 %n 次：被迫 {0} 次，可避免 {1} 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>猜測 %n 次，可避免 {0} 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>錯誤的旗 %n 面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>其餘 %n 步都安全。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>當時有 %n 個格子必定安全，例如 {0}：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>你儲存的遊戲已經結束並計入統計，因此已開始新遊戲。</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>無法讀取已儲存的遊戲，已開始新遊戲。</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>損壞的檔案已保留為 {0}。</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>自訂 {0} × {1}，%n 顆雷</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>自訂 {0} × {1}，%n 顆雷</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>第 {0} 列，第 {1} 欄</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>已翻開 %Ln 格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>已翻開 %Ln 格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>已翻開 %Ln 格：{0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>已執行 {0}：{1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>自動求解：%Ln 步，{0}，最後一步在 {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>自動求解：%Ln 步，{0}，最後一步在 {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>沒有翻開格子</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>時間：%Ln 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>時間：%Ln 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>無機率</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>必定安全</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>必定是雷</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>是雷機率 {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>已顯示機率</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>已隱藏機率</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>已經翻開</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>棋盤邊緣</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>剩餘地雷：%Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>剩餘地雷：%Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>已插旗</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>問號</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>已取消插旗</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>你在 {0} 秒內獲勝</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>{0} 秒後踩到了地雷</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} × {1} 格，%Ln 顆地雷</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} × {1} 格，%Ln 顆地雷</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>方向鍵移動，空白鍵翻開，F 插旗</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>新遊戲：{0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>遊戲已暫停</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>已儲存的遊戲繼續：命令列要求的每日棋盤沒有開始。</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>已儲存的遊戲繼續：命令列要求的新遊戲沒有開始。</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>設定檔已損壞並已移到一旁；將使用預設值。</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>翻譯檔案已損壞；遊戲以英文顯示。</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>它的位置上是檔案以外的東西</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁碟已滿</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>檔案或其資料夾是唯讀的</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>磁碟是唯讀的</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>有資料夾以外的東西擋住了</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>無法儲存遊戲：{0}。</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>無法寫入設定</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>無法儲存設定：{0}。</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>磁碟已滿：已結束的對局已儲存在遊戲預留的空間中。請釋出一些磁碟空間。</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>一切都已重新儲存。</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>對局未儲存</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>原因：{0}。</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重試</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>不要結束</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>仍要結束</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg 的巢狀層次超過 {0} 層</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg 引用了自身（引用迴圈）</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg 使用了主題不允許的 &lt;{0}&gt;</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg 繪製的圖形超過 {0} 個（含 &lt;use&gt; 和引用）</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg 繪製的路徑資料和文字超過 {0} 個字元</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg 繪製的圖片超過 {0} 像素</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主題(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>自動（跟隨系統）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>色盲友善數字(&amp;B)</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>開啟主題資料夾(&amp;T)</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>無法使用主題「{0}」：{1}。</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>改用經典主題。</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>經典</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>現代</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高對比</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>缺少 {0}</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} 不是普通檔案</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} 大於 {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>無法讀取 {0}</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json：「{0}」缺少或錯誤</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json 不是有效的 JSON（{0}）</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json：{0} 不是顏色（#rrggbb）</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json：未知的顏色欄位「{0}」</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg 不是 UTF-8 文字</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg 宣告了文件類型（不允許）</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg 不是有效的 SVG 檔案（{0}）</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg 引用了其他檔案（{0}）</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg 缺少元素 {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>theme.svg 中的 num{0} 未使用其數字顏色 {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>資料夾名只能包含 a-z、0-9、- 和 _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>已有同名的內建主題</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>繪製時間超過 {0} 秒</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>無法試用（沒有行程）</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>繪製它比經典主題多花 {0} 毫秒（最多 {1} 毫秒）</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt 無法繪製它</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>有 %n 局已結束的對局無法儲存：現在結束會遺失它們。</numerusform>
        </translation>
    </message>
</context>
</TS>
