<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>雷区</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>插旗模式</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>A&amp;ssist</source>
        <translation>辅助(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>执行提示(&amp;P)</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>显示概率(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>撤销失败的一步(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>自动求解(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>新游戏中保持显示概率(&amp;N)</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>朗读格子的概率(&amp;K)</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>隐藏辅助按钮(&amp;I)</translation>
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
        <translation>提示：下一个安全格子及原因 (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>概率：每个未翻开格子是地雷的概率 (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>执行</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>翻开提示的格子 (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>关闭提示 (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>只查看了棋盘上可见的部分。</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>自动求解适用于不超过 100,000 格的棋盘；在更大的棋盘上，提示和概率只覆盖当前可见的部分。</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>有辅助：不计入最佳时间</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>有辅助</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>撤销的失败：{0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>随便点击：第一次点击总是安全的。</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>{0} 的旗子是错的。</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>提示：{0} 是安全的。</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>提示：{0}，只能猜测。</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>无法避免的五五开：这个格子和 {0} 的格子共有一颗雷，任何操作都无法区分它们。现在就猜：等待没有帮助。</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>这个格子（是雷的概率 {0}）要么安全，要么是一个永远无法解开的五五开的一半，所以现在猜它不会多冒风险。</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>残局：已尝试所有可能的走法。这个格子（是雷的概率 {0}）获胜机会最大：{1}。</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>没有安全的格子，而且任何猜测都得不到新信息：这一格风险最低，{0}。</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>没有安全的格子：这个风险最低，{0}。</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>最安全的猜测：是雷的概率 {0}。</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>最佳猜测：是雷的概率 {0}（最安全的格子为 {1}），但它的数字更可能打开局面。</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>无论显示哪个数字，都不会立刻让其他格子变得安全。</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>扫雷英雄榜</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>初级</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>中级</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>高级</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}，无需猜测</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>用时(秒)</translation>
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
        <translation>已玩局数：</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>获胜局数：</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>当前连胜：</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>最长连胜：</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>重新计分(&amp;R)...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>纪录</translation>
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
        <translation>最佳时间（秒）</translation>
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
        <translation>最近 {0} 局计入成绩的游戏：</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>获胜：</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>获胜平均用时：</translation>
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
        <translation>仅限你自己的游戏：有辅助、重新开始和继续的游戏不创造纪录。</translation>
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
        <translation>重置英雄榜</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>要清除“{0}”的英雄榜记录和统计数据吗？</translation>
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
        <translation>未翻开</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>已插旗</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>问号</translation>
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
        <translation>插错的旗</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>第 {0} 行，第 {1} 列：{2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>自定义雷区</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>行数(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>列数(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>雷数(&amp;M)：</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>练习：{0} 的每日棋盘已有结果；本局不会改变它。</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>{0} 的每日棋盘：请从标记的格子开始。</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>无法保存每日棋盘的结果：{0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>你在 {0} 每日棋盘上的结果已保存：{1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>这不是你独立完成的（用了帮助，或重新开始了棋盘），因此算作未获胜。</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>练习：{0} 的每日棋盘保留首次结果（{1} 秒，3BV/s {2}）。</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>每日棋盘</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>粘贴别人分享的结果行</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>验证(&amp;H)</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>分享你的结果</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>验证分享的结果</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>今日棋盘（{0}，UTC），所有玩家都相同：{1} × {2}，{3} 个雷（规则 {4}）。</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>{0} 的棋盘（UTC），所有玩家都相同：{1} × {2}，{3} 个雷（规则 {4}）。</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>从标记的格子（第 {0} 行，第 {1} 列）开始：它总能打开一片空白。</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>无论你在哪里，棋盘都在 00:00 UTC 更换：还有 {0} 小时 {1} 分钟。</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>尚未玩过。你在此棋盘上完成的第一局即为当天的结果；之后的对局都是练习。</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>玩这个棋盘(&amp;P)</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>胜利，用时 {0} 秒，3BV/s {1}。</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>失败，用时 {0} 秒，3BV/s {1}。</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>当天的结果：{0}此棋盘之后的对局都是练习，不会改变它。</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>在这个棋盘上练习(&amp;R)</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>连续游玩天数：{0}（最佳 {1}）。连续获胜天数：{2}（最佳 {3}）。</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>已复制到剪贴板。</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>这不是每日结果行。它的格式如下：Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>此版本的游戏不认识规则 {0}：无法生成该棋盘。</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>未通过验证：棋盘代码与 {0} 的棋盘（规则 {1}）不符。该行被修改过，或来自其他游戏。</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>已验证：{0} 的棋盘（规则 {1}）与你得到的相同。{2} {3} 秒，3BV/s {4}。</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>胜利，用时</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>失败，用时</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>重玩本局(&amp;T)</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>以相同的雷区布局再玩一次（不计入英雄榜）</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>更改难度(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>撤销失败的一步(&amp;U)</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>回到踩雷之前练习 (Ctrl+Z；本局变为有辅助)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>观看回放(&amp;W)</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>你的名字(&amp;M)：</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>轰！</translation>
    </message>
    <message>
        <source>Time: {0} s</source>
        <translation>用时：{0} 秒</translation>
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
        <translation>按键：{0}（翻开 {1}，插旗 {2}，双击 {3}）</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>点击：{0}（左 {1}，右 {2}，双键 {3}）</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV：{0}</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>撤销的失败：{0}</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>新纪录！排名第 {0}（共 10 名）</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>有辅助：不计入最佳时间</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>练习：不计入英雄榜</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>重玩的局：不计入英雄榜</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>从存档继续：不计入英雄榜</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>它在历史记录中的条目已损坏</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>它的录像已损坏</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>它没有录像</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>它的录像不是录像文件能保存的游戏</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt：游戏 {0} 未导出：{1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt：无法将回放写入 {0}：{1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt：无法读取游戏历史：{0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>已将 %n 个回放写入 {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt：%n 局没有可用的录像</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · 复盘</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>在不触雷的情况下扫清雷区</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>数字表示其周围八个格子中埋有几颗雷。翻开所有安全的格子即可获胜；第一次点击总是安全的。</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>鼠标</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>左键单击：翻开一个格子。</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>右键单击：插上或拔掉旗子。</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>在周围旗子已插满的数字上单击中键，或同时按下左右键：翻开它周围其余的格子（双击）。在这样的数字上单击左键也能双击。</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>触摸</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>轻触即可翻开；长按可插旗，或对数字进行双击。在插旗模式（旗子按钮，G）下，轻触即插旗。</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>方向键移动光标；空格键或 Enter 键翻开（或双击）；F 键插旗；F2 开始新游戏；Ctrl++ 和 Ctrl+- 缩放。</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>辅助</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H 显示提示（一个安全格子及原因）；Shift+H 执行提示；P 显示每个未翻开格子是地雷的概率；Ctrl+Z 撤销失败的一步；Esc 关闭提示或停止自动求解。触屏：顶部的灯泡和彩色方块，以及失败后菜单中的撤销。使用辅助的对局不计入最佳时间。</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M 朗读剩余地雷数，T 朗读用时；Shift+P 朗读光标所在格子是地雷的概率；H 再次朗读提示。F10 打开菜单栏。</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>竞技统计</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV：不插旗清空棋盘所需的最少左键点击数（每个空白区计一次，每个不与空白区相邻的数字计一次）。3BV/s：每秒解开的 3BV。点击：按社区规则统计的左键、右键和双键点击。IOE（效率）：解开的 3BV / 点击。正确率：有效点击 / 点击。效率：解开的 3BV / 有效点击。RQP：时间 / (3BV/s)。STNB：标准棋盘上的速度得分（C x 3BV / 时间^1.7，乘以已解部分的平方根）。ZiNi：贪心求解器统计的插旗最少点击数。</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>一款采用经典规则的原生桌面扫雷游戏。</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}，PySide6 {1}，Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>依据 MIT 许可证授权。</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>仅在“选项 &gt; 按住鼠标键插旗”开启时，按住左键才会插旗。Ctrl+滚轮缩放；Shift+滚轮横向滚动。</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>按住时，格子周围的圆环逐渐填满；圆环闭合时插旗。双指捏合可缩放。</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up 和 Page Down 移动一屏；Home 和 End 到行的两端，加 Ctrl 到棋盘的角；Ctrl+方向键到边缘。Ctrl+9 使棋盘适应窗口。</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>如果显示 {0}，另有 %n 个格子会变得安全。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Beginner</source>
        <translation>初级</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>中级</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>高级</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>已损坏</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜利</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>无需猜测</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间 (秒)</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>没有可显示的获胜对局。</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>时间 (秒)：请只选一种棋盘尺寸</translation>
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
        <translation>是</translation>
    </message>
    <message>
        <source>Won game</source>
        <translation>获胜的对局</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>计入成绩</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>观看回放(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>导出 ({0})(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>棋盘(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>结果(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>无需猜测(&amp;N):</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>每日(&amp;Y):</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>对局历史</translation>
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
        <translation>两者</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>仅无需猜测</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>仅随机</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全部对局</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>仅每日棋盘</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>不含每日棋盘</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>历史中有 %n 局无法读取，显示为已损坏。</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>此局的记录已损坏：{0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>选择一局以查看全部数据。</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>该局的记录已损坏：{0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>还没有结束的对局：你完成的每一局都会列在这里。</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>没有符合这些条件的对局。</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0} 回放 ({1})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>已导出 %n 个回放</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>跳过 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation>（已取消）</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>正在导出回放…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>已删除 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>正在删除对局…</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>有辅助</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>导出回放</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>将回放导出到文件夹</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>删除对局</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>删除 %n 局及其回放？</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>时间 {0} 秒 · 3BV {1}/{2} · 3BV/s {3} · 点击 {4}（左 {5}，右 {6}，双键 {7}）· 有效 {8} · IOE {9} · 正确率 {10} · 效率 {11} · RQP {12} · STNB {13} · ZiNi {14} · 空白区 {15} · 孤岛 {16} · Cl/s {17} · Ce/s {18} · IOS {19} · 路径 {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>从中读取并保留了 %n 局。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>已将之前移开的历史中的 %n 局放回你的历史；旧文件保留为 {0}。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>实时统计(&amp;V)</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>时间 {0} 秒 · 点击 {1}</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · 点击 {1} · IOE {2} · 预计用时 {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} 秒</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>初级（9 × 9，10 个雷）(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>中级（16 × 16，40 个雷）(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>高级（16 × 30，99 个雷）(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>自定义(&amp;C)...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>无需猜测(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>每日棋盘(&amp;D)...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>扫雷英雄榜(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>历史(&amp;H)...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>打开回放(&amp;O)...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>退出(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>选项(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>问号标记(&amp;Q)</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>时钟显示百分之一秒(&amp;H)</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>首次点击(&amp;F)</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>总是打开一片空白（现代）(&amp;O)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>仅所点格子安全（经典）(&amp;S)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0}（未安装字体）</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>左键单击数字即双击(&amp;B)</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>插旗模式(&amp;G)</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>插旗模式：单击和轻触即插旗 (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>菜单：暂停、新游戏、难度</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>新游戏 (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>无猜棋盘：每个安全格都能不靠猜测找到</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>无猜棋盘</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>扫雷</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>长按延迟(&amp;D)</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} 毫秒</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>动画(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>缩放(&amp;Z)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>玩法说明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>剩余地雷：{0}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>玩法说明</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>关于扫雷</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>放弃这局游戏？</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>这局游戏将计为失败。</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>退出前不再询问</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>命令行要求开始新游戏，但你已保存的游戏仍在进行。开始新游戏会放弃已保存的游戏。</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>放弃已保存的游戏？</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>命令行要求开始新游戏，但你已保存的游戏仍在进行。开始新游戏会把已保存的游戏记为失败。</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>开始新游戏(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>继续已保存的游戏(&amp;K)</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>正在生成无需猜测即可完成的棋盘…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>此棋盘可能需要猜测：未能及时找到无需猜测的棋盘。</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>按住鼠标键插旗(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>棋盘始终适应窗口(&amp;K)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}：文件太大，不像是回放（{1} MB；最多读取 {2} MB）。</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}：读取此回放需要超过 {1} GB 内存；游戏无法打开它。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>打开回放</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>正在准备 {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>正在读取 {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>无法读取回放：读取进程没有启动。</translation>
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
        <translation>{0} 需要一颗雷，而它所有未开的格子也都挨着 {1}，所以这颗雷就是 {1} 需要的那颗：{1} 的其余格子都安全：{2}。</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>靠墙的 1-1</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>比较 {0} 与 {1}：前者每个未开格子都挨着后者，而后者比前者多需要的雷数正好等于它其余的格子数：{2} 全是雷。</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>比较 {0} 与 {1}：前者每个未开格子都挨着后者，而后者需要的雷不比前者多，所以它的其余格子安全：{2}。</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>比较 {0} 与 {1}：只有 {2} 是雷，它们需要的雷数才能满足。</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>比较 {0} 与 {1}：它们需要的雷不会落在 {2}，所以 {2} 安全。</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1：{1} 位于 {0} 与 {2} 之间；每个 1 在与 2 共享的格子里各有一颗雷，所以 2 的雷在两端：{3}。</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1：{1} 位于 {0} 与 {2} 之间；2 的雷在两端，所以中间的格子安全：{3}。</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2：{1} 比 {0} 多需要一颗雷，而它们共享的格子最多只有一颗，所以只挨着 {1} 的格子是雷：{2}。</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2：{1} 比 {0} 多需要一颗雷，且只有一个自己的格子，所以那格是雷，而 {0} 的雷在共享的格子里：{0} 的其余格子安全：{2}。</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>尝试满足 {0} 处数字的所有方式：每一种都在 {1} 放雷。</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>尝试满足 {0} 处数字的所有方式：每一种里 {1} 都安全。</translation>
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
            <numerusform>等 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>{0} 的空白格子不挨着雷，所以它周围 %n 个未开格子都安全：{1}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{1} 的 {0} 已经挨着 %n 颗雷（{2}），所以它其余未开的邻格安全：{3}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{1} 的 {0} 需要 %n 颗雷，而未开格子正好这么多：{2} 全是雷。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{1} 的 {0} 还需要 %n 颗雷，剩下的未开格子正好这么多：{2} 全是雷。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{1} 的 {0}（还需要 %n 颗雷）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>雷数：只剩 %n 颗雷，且边界上的数字全都需要，所以其余未开格子都安全，{0} 也是。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>雷数：只剩 %n 颗雷时，数字只能以 {0} 安全的方式满足。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>雷数：只剩 %n 颗雷时，数字只能以 {0} 是雷的方式满足。</numerusform>
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
        <translation>另一个程序正在使用它</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>输入/输出错误</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>对局历史由更新版本的游戏写入；已另存为 {0} 并开始新的历史。</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>游戏历史的位置上不是一个文件；它已被移到 {0}，并开始了新的历史。</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>对局历史文件已损坏；已另存为 {0} 并开始新的历史。</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>无法读取之前移开的历史；它保留为 {0}。</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>游戏历史现在无法使用：{0}。</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>无法将对局加入历史：{0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>已结束的对局现在无法写入磁盘（{0}）；它们保存在内存中，会尽快写入，但如果在此之前关闭游戏就会丢失。</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>上一局</translation>
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
        <translation>打开回放</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}：回放包含 %Ln 个事件，太多了（最多读取 {1} 个）。</numerusform>
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
        <translation>翻开</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>插旗</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>双击</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>第 {0} 步（共 {1} 步），{2} 秒：{3}，{4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>时间 {0} 秒 · 3BV {1} / {2} · 3BV/s {3} · 点击 {4}（左 {5}，右 {6}，双键 {7}）· IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} 秒</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
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
        <translation>后退一个事件 (左)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>前进一个事件 (右)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>回放时间</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>回放棋盘</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>右、左键逐个事件移动，加 Ctrl 逐步移动；M 朗读当前一步，空格键播放</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>速度(&amp;S):</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>{0} 的复盘</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}，{2} 颗雷</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>值得一看的步骤：</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>复盘时间轴</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>超过 100,000 格的棋盘不做复盘。</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>这局无法复盘。</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>上一次猜测或错误的旗（Page Up）</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>下一次猜测或错误的旗（Page Down）</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>正在复盘…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>翻开</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>双击</translation>
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
        <translation>问号</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>被迫猜测</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>可避免的猜测</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>错误的旗</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>失误</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜利</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0}，用时 {1} 秒 · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>全部猜中的概率：{0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>没有猜测：每次翻开的格子都必定安全。</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>无效点击：{1} 次中 {0} 次</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} 秒（第 {1} 步）</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>最长停顿：{0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} 秒 · 第 {1} 步 · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}：错误的旗（那里没有雷）</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}：被迫猜测，是雷概率 {1}，已是最低风险</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}：被迫猜测，是雷概率 {1}（没有必定安全的格子；最安全的 {2} 为 {3}）</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}：可避免的猜测，是雷概率 {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}：失误（是雷概率 {1}）</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>在此输掉，随后被撤销（撤销）：游戏继续进行，其数据不计入这一步。</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>这一步输掉了游戏。</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>没有猜测</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>猜测 %n 次：被迫 {0} 次，可避免 {1} 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>猜测 %n 次，可避免 {0} 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>错误的旗 %n 面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>其余 %n 步都安全。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>当时有 %n 个格子必定安全，例如 {0}：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>你保存的游戏已经结束并计入统计，因此已开始新游戏。</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>无法读取已保存的游戏，已开始新游戏。</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>损坏的文件已保留为 {0}。</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>自定义 {0} × {1}，%n 个雷</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>自定义 {0} × {1}，%n 个雷</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>第 {0} 行，第 {1} 列</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>打开了 %Ln 格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>打开了 %Ln 格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>打开了 %Ln 格：{0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>已执行 {0}：{1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>自动求解：%Ln 步，{0}，最后一步在 {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>自动求解：%Ln 步，{0}，最后一步在 {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>没有打开任何格子</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>时间：%Ln 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>时间：%Ln 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>无概率</translation>
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
        <translation>是雷的概率 {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>已显示概率</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>已隐藏概率</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>已经翻开</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>棋盘边缘</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>剩余地雷：%Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>剩余地雷：%Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>已插旗</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>问号</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>已取消插旗</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>用时 {0} 秒获胜</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>{0} 秒后踩到了地雷</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} × {1} 格，%Ln 个地雷</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} × {1} 格，%Ln 个地雷</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>方向键移动，空格打开，F 插旗</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>新游戏：{0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>游戏已暂停</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>已保存的游戏继续：命令行要求的每日棋盘没有开始。</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>已保存的游戏继续：命令行要求的新游戏没有开始。</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>设置文件已损坏并已移到一旁；将使用默认值。</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>翻译文件已损坏；游戏以英文显示。</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>它的位置上是文件以外的东西</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>文件或其文件夹是只读的</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>磁盘是只读的</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>有文件夹以外的东西挡住了</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>无法保存游戏：{0}。</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>无法写入设置</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>无法保存设置：{0}。</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>磁盘已满：已结束的对局保存在了游戏预留的空间中。请释放一些磁盘空间。</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>一切又都已保存。</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>对局未保存</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>原因：{0}。</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>不退出</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>仍然退出</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>自动（跟随系统）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>色盲友好数字(&amp;C)</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>打开主题文件夹(&amp;T)</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>无法使用主题“{0}”：{1}。</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>改用经典主题。</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>现代</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>缺少 {0}</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} 不是普通文件</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} 大于 {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>无法读取 {0}</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json 不是有效的 JSON（{0}）</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json：“{0}”缺失或错误</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json：未知的颜色项“{0}”</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json：{0} 不是颜色（#rrggbb）</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg 不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg 声明了文档类型（不允许）</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg 不是有效的 SVG 文件（{0}）</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg 引用了其他文件（{0}）</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg 缺少元素 {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>theme.svg 中的 num{0} 未使用其数字颜色 {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>文件夹名只能包含 a-z、0-9、- 和 _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>已有同名的内置主题</translation>
    </message>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg 的嵌套超过 {0} 层</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg 引用了自身（引用循环）</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg 使用了主题不允许的 &lt;{0}&gt;</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg 绘制的图形超过 {0} 个（含 &lt;use&gt; 和引用）</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg 绘制的路径数据和文本超过 {0} 个字符</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg 绘制的图片超过 {0} 像素</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>绘制用时超过 {0} 秒</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>无法试用（没有进程）</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>绘制它比经典主题多花 {0} 毫秒（最多 {1} 毫秒）</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt 无法绘制它</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>有 %n 局已结束的对局无法保存：现在退出会丢失它们。</numerusform>
        </translation>
    </message>
</context>
</TS>
