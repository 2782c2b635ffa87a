<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>地雷原</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>旗モード</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>A&amp;ssist</source>
        <translation>補助(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>ヒントを打つ(&amp;P)</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>確率を表示(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>負けた手を取り消す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>自動で解く(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>新しいゲームでも確率を表示したままにする(&amp;N)</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>マスの確率を読み上げる(&amp;K)</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>補助ボタンを隠す(&amp;I)</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>解く速さ(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>遅い(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>普通(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>速い(&amp;F)</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>ヒント：次の安全なマスとその理由 (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>確率：各未開封マスの地雷の確率 (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>確率</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>打つ</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>ヒントのマスを開く (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>ヒントを閉じる (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>調べたのは盤面の表示中の部分だけです。</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>自動解答は 100,000 マスまでの盤で使えます。それより大きい盤では、ヒントと確率は表示中の部分だけを対象にします。</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>補助あり：ベストタイムに数えません</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>補助あり</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>取り消した負け：{0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>どこでもクリック：最初のクリックは常に安全です。</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>{0} の旗は間違いです。</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>ヒント：{0} は安全です。</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>ヒント：{0}、推測が必要です。</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>避けられない五分五分：このマスと{0}のマスは地雷を1つ共有し、どんな手でも見分けられません。今すぐ賭けましょう。待っても変わりません。</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>このマス（地雷の確率 {0}）は安全か、どんな手でも解消できない五分五分の片方です。今賭けても余分な危険はありません。</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>終盤：残りの展開をすべて調べました。このマス（地雷の確率 {0}）が最も勝率が高くなります：{1}。</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>安全なマスはなく、どこを開けても新しい情報は得られません：このマスが最も危険が低く、{0}です。</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>安全なマスはありません：このマスが最も危険が低く、{0} です。</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>最も安全な推測：地雷の確率 {0}。</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>最善の推測：地雷の確率 {0}（最も安全なマスは {1}）ですが、その数字の方が盤面を開きやすくなります。</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>どの数字が出ても、すぐに安全になるマスはありません。</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>ベストタイム</translation>
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
        <translation>上級</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}、推測なし</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>タイム (秒)</translation>
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
        <translation>日付</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>プレイ回数:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>勝利回数:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>現在の連勝:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>最長連勝:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>リセット(&amp;R)...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>記録</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>旗あり</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>旗なし (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>ベストタイム (秒)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>最高 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>最高 IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>最高 RQP (最小)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>最高 STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>直近 {0} ゲーム (記録対象):</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>勝ち:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>勝ちの平均タイム:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>平均 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>平均 IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>自分のゲームのみ: 補助あり・やり直し・再開したゲームは記録になりません。</translation>
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
        <translation>{0} ({1}%)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>ベストタイムのリセット</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>{0} のベストタイムと統計を消去しますか?</translation>
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
        <translation>未開封</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>旗</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>? マーク</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>地雷</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>爆発した地雷</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>誤った旗</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>{0}行 {1}列: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>カスタム盤面</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>行数(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>列数(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>地雷数(&amp;M):</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>練習: {0} のデイリー盤面にはすでに結果があります。このゲームで結果は変わりません。</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>{0} のデイリー盤面: 印の付いたマスから始めてください。</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>デイリー盤面の結果を保存できませんでした: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>{0} のデイリー盤面の結果を保存しました: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>自分だけのプレイではなかった（ヘルプ、またはやり直した盤面）ため、勝ちとしては数えません。</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>練習: {0} のデイリー盤面は最初の結果 ({1} 秒、3BV/s {2}) のままです。</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>デイリー盤面</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>誰かが共有した結果の行を貼り付け</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>確認(&amp;H)</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>結果を共有</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>共有された結果を確認</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>今日の盤面 ({0}、UTC)。全プレイヤー共通: {1} × {2}、地雷 {3} 個 (ルール {4})。</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>{0} の盤面 (UTC)。全プレイヤー共通: {1} × {2}、地雷 {3} 個 (ルール {4})。</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>印の付いたマス ({0}行 {1}列) から始めてください。必ず空白が開きます。</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>盤面はどこにいても 00:00 UTC に切り替わります: あと {0} 時間 {1} 分。</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>まだプレイしていません。この盤面で最初に終えたゲームがその日の結果になり、以降のゲームは練習です。</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>この盤面をプレイ(&amp;P)</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>勝ち: {0} 秒、3BV/s {1}。</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>負け: {0} 秒、3BV/s {1}。</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>その日の結果: {0}この盤面での以降のゲームは練習で、結果は変わりません。</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>この盤面で練習(&amp;R)</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>連続プレイ日数: {0} (最長 {1})。連続勝利日数: {2} (最長 {3})。</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>クリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>デイリーの結果の行ではありません。次のような形式です: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>ルール {0} はこのバージョンのゲームでは不明です。その盤面は作れません。</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>未確認: 盤面コードが {0} の盤面 (ルール {1}) と一致しません。行が書き換えられたか、別のゲームのものです。</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>確認済み: {0} の盤面 (ルール {1}) はこちらでも同じです。{2} {3} 秒、3BV/s {4}。</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>勝ち:</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>負け:</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>この盤面をやり直す(&amp;T)</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>同じ地雷配置でもう一度プレイ (ベストタイムには記録されません)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>難易度を変更(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>負けた手を取り消す(&amp;U)</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>地雷の直前に戻って練習します (Ctrl+Z、ゲームは補助ありになります)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>リプレイを見る(&amp;W)</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>名前(&amp;M):</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>クリア!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>ドカーン!</translation>
    </message>
    <message>
        <source>Time: {0} s</source>
        <translation>タイム: {0} 秒</translation>
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
        <translation>キー: {0} (開く {1}・旗 {2}・両押し {3})</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>クリック: {0} (左 {1}・右 {2}・同時 {3})</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>取り消した負け：{0}</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>ベストタイム更新! 10 位中 {0} 位</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>補助あり：ベストタイムに数えません</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>練習: ベストタイムには記録されません</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>やり直した盤面: ベストタイムには記録されません</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>保存から再開したゲーム: ベストタイムには記録されません</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>履歴の行が壊れています</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>記録が壊れています</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>記録がありません</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>記録はリプレイファイルに収められるゲームではありません</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: ゲーム {0} はエクスポートされませんでした: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: リプレイを {0} に書き込めません: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: ゲーム履歴を読み込めません: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n 件のリプレイを {0} に書き込みました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n 件のゲームに使える記録がありませんでした</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · 振り返り</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>地雷を踏まずにすべてのマスを開けよう</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>数字は、周囲 8 マスに隠れている地雷の数を示します。安全なマスをすべて開けると勝ちです。最初のクリックは必ず安全です。</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>マウス</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>左クリック: マスを開けます。</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>右クリック: 旗を立てる、または外します。</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>旗がすべて立っている数字の上で中クリック、または左右同時クリック: 周囲の残りのマスをまとめて開けます (両押し)。そのような数字を左クリックしても両押しになります。</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>タッチ</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>タップでマスを開けます。長押しで旗を立てるか、数字の上では両押しをします。旗モード (旗ボタン、G) では、タップで旗を立てます。</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>キーボード</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>方向キーでカーソルを移動、Space キーまたは Enter キーでマスを開ける (または両押し)、F で旗を立てる、F2 で新しいゲーム、Ctrl++ と Ctrl+- で拡大・縮小します。</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>補助</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H でヒント（安全なマスとその理由）、Shift+H でそのマスを開く、P で各未開封マスの地雷の確率、Ctrl+Z で負けた手を取り消し、Esc でヒントを閉じるか自動で解くを止めます。タッチでは上部の電球と色の四角、負けた後のメニューの取り消しを使います。補助を使ったゲームはベストタイムに数えません。</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M で残りの地雷の数、T で時間を読み上げ、Shift+P でカーソルのマスの地雷の確率を読み上げ、H でヒントをもう一度読み上げます。F10 でメニューバーを開きます。</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>競技用の統計</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: 旗を使わずに盤面を開ける最少の左クリック数 (各開口部は 1 回、開口部に接しない各数字も 1 回)。3BV/s: 1 秒あたりに解いた 3BV。クリック: コミュニティの数え方による左・右・同時 (ダブル) クリック。IOE (効率): 解いた 3BV / クリック。正確さ: 有効クリック / クリック。スループット: 解いた 3BV / 有効クリック。RQP: 時間 / (3BV/s)。STNB: 標準盤面での速さのスコア (C x 3BV / 時間^1.7 に解いた割合の平方根を掛けたもの)。ZiNi: 貪欲なソルバーが数える、旗を使った最少クリック数。</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>クラシックなルールで遊べる、デスクトップ用のネイティブなマインスイーパーです。</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}、PySide6 {1}、Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>MIT ライセンスの下で提供されています。</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>左ボタン長押しで旗を立てるのは「オプション &gt; マウスボタン長押しで旗」がオンのときだけです。Ctrl+ホイールで拡大縮小、Shift+ホイールで横にスクロールします。</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>押している間、マスの周りのリングが満ちていき、閉じると旗が立ちます。2本指でピンチすると拡大縮小します。</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up/Page Down で1画面分移動、Home/End で行の端へ、Ctrl と一緒なら盤面の隅へ、Ctrl+矢印で端へ移動します。Ctrl+9 で盤面をウィンドウに合わせます。</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>{0} が出れば、他の %n マスが安全になります。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
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
        <translation>上級</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>破損</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盤面</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>推測なし</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>時間 (秒)</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>表示する勝ったゲームはありません。</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>時間 (秒): 盤面のサイズを 1 つ選んでください</translation>
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
        <translation>はい</translation>
    </message>
    <message>
        <source>Won game</source>
        <translation>勝ったゲーム</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>記録対象</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>リプレイを見る(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>エクスポート ({0})(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>盤面(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>結果(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>推測なし(&amp;N):</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>デイリー(&amp;Y):</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>ゲーム履歴</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>すべてのサイズ</translation>
    </message>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>両方</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>推測なしのみ</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>ランダムのみ</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>デイリー盤面のみ</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>デイリー盤面を除く</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>履歴の %n 件のゲームを読み込めず、破損として表示しています。</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>このゲームの行は破損しています: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>ゲームを選ぶとすべての数値が表示されます。</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>このゲームの記録は壊れています: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>終了したゲームはまだありません。終えたゲームはここに一覧表示されます。</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>この条件に合うゲームはありません。</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0} リプレイ ({1})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n 件のリプレイを書き出しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n 件をスキップ</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation>（キャンセル済み）</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>リプレイを書き出しています…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n 件のゲームを削除しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>ゲームを削除しています…</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>補助あり</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>リプレイをエクスポート</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>リプレイをフォルダーにエクスポート</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>ゲームを削除</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>%n 件のゲームとそのリプレイを削除しますか?</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>時間 {0} 秒 · 3BV {1}/{2} · 3BV/s {3} · クリック {4} (左 {5}・右 {6}・同時 {7}) · 有効 {8} · IOE {9} · 正確さ {10} · スループット {11} · RQP {12} · STNB {13} · ZiNi {14} · 開口部 {15} · 島 {16} · Cl/s {17} · Ce/s {18} · IOS {19} · 移動距離 {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>そこから %n 件のゲームを読み込んで保持しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>以前に退避した履歴から %n 件のゲームを履歴に戻しました。古いファイルは {0} として保管しています。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>ライブカウンター(&amp;V)</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>時間 {0} 秒 · クリック {1}</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · クリック {1} · IOE {2} · 予想タイム {3}</translation>
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
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>初級 (9 × 9、地雷 10 個)(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>中級 (16 × 16、地雷 40 個)(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>上級 (16 × 30、地雷 99 個)(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>カスタム(&amp;C)...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>推測なし(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>デイリー盤面(&amp;D)...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>ベストタイム(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>履歴(&amp;H)...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>リプレイを開く(&amp;O)...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>終了(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>オプション(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>? マーク(&amp;Q)</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>時計を100分の1秒で表示(&amp;H)</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>最初のクリック(&amp;F)</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>常に空白から開く (モダン)(&amp;O)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>クリックしたマスのみ安全 (クラシック)(&amp;S)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0}（フォントがありません）</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>数字の左クリックで両押し(&amp;B)</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>旗モード(&amp;G)</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>旗モード: クリックとタップで旗を立てる (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>メニュー: 一時停止、新しいゲーム、難易度</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>新しいゲーム (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>推測不要の盤面: 安全なマスはすべて推測なしで見つけられます</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>推測不要の盤面</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>マインスイーパー</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>長押しの時間(&amp;D)</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ミリ秒</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>アニメーション(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>ズーム(&amp;Z)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>実際のサイズ(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>遊び方(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>バージョン情報(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>システムの既定(&amp;S)</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>残りの地雷: {0}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>マインスイーパーのバージョン情報</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>このゲームをあきらめますか?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>このゲームは負けとして数えられます。</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>終了するまで確認しない</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>コマンドラインが新しいゲームを求めていますが、保存したゲームはまだ続いています。新しいゲームを始めると、保存したゲームは放棄されます。</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>保存したゲームを諦めますか?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>コマンドラインが新しいゲームを求めていますが、保存したゲームはまだ続いています。新しいゲームを始めると、保存したゲームは負けとして数えられます。</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>新しいゲームを始める(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>保存したゲームを続ける(&amp;K)</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>推測なしで解ける盤面を作成中…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>この盤面は推測が必要かもしれません。時間内に推測なしの盤面が見つかりませんでした。</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>マウスボタン長押しで旗(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>盤面を常にウィンドウに合わせる(&amp;K)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: リプレイとしてはファイルが大きすぎます（{1} MB。読み込めるのは最大 {2} MB です）。</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: このリプレイの読み込みには {1} GB を超えるメモリが必要です。ゲームでは開けません。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>リプレイを開く</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>{0} を準備しています…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>{0} を読み込んでいます…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>リプレイを読み込めませんでした。読み込み用のプロセスが起動しませんでした。</translation>
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
        <translation>{0} と {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{1} の {0}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} は地雷が 1 個必要で、その隠れたマスはすべて {1} にも接しています。その地雷は {1} が必要とするものなので、{1} の他のマスは安全です: {2}。</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>壁際の 1-1</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>{0} と {1} を比べると、前者の隠れたマスはすべて後者に接し、後者は他のマスの数だけ多く地雷が必要です: {2} はすべて地雷。</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>{0} と {1} を比べると、前者の隠れたマスはすべて後者に接し、後者が必要な地雷は前者より多くないので、後者の他のマスは安全です: {2}。</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>{0} と {1} を比べると、両者に必要な地雷は {2} に地雷がある場合にしか合いません。</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>{0} と {1} を比べると、必要な地雷で {2} の分は残らないので、{2} は安全です。</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} は {0} と {2} の間にあります。どちらの 1 も 2 と共有するマスに地雷が 1 個あるので、2 の地雷は両端です: {3}。</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} は {0} と {2} の間にあります。2 の地雷は両端なので、真ん中のマスは安全です: {3}。</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} は {0} より地雷が 1 個多く必要で、共有マスには多くても 1 個しかないので、{1} だけが接するマスは地雷です: {2}。</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} は {0} より地雷が 1 個多く必要で、自分だけのマスは 1 つなので、それは地雷です。{0} の地雷は共有マスにあり、{0} の他のマスは安全です: {2}。</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>{0} の数字を満たす方法をすべて試すと、どれも {1} に地雷があります。</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>{0} の数字を満たす方法をすべて試すと、どれでも {1} は安全です。</translation>
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
            <numerusform>ほか %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>{0} の空白マスは地雷に接していないので、隠れた隣の %n マスは安全です: {1}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{1} の {0} はすでに地雷 %n 個 ({2}) に接しているので、他の隠れた隣は安全です: {3}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{1} の {0} は地雷が %n 個必要で、隠れたマスもちょうどその数だけです: {2} はすべて地雷。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{1} の {0} はあと %n 個の地雷が必要で、残る隠れたマスもその数だけです: {2} はすべて地雷。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{1} の {0} (あと地雷 %n 個)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>地雷数: 残り %n 個で、縁の数字がすべて必要とするので、他の隠れたマスはすべて安全です。{0} も安全です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>地雷数: 残り %n 個では、数字を満たすには {0} が安全でなければなりません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>地雷数: 残り %n 個では、数字を満たすには {0} が地雷でなければなりません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(前の %n 手順は省略。)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>別のプログラムが使用中です</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>入出力エラー</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>ゲーム履歴は新しいバージョンで書かれています。{0} として退避し、新しい履歴を始めました。</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>ゲーム履歴の場所にファイル以外のものがありました。{0} として退避し、新しい履歴を始めました。</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>ゲーム履歴ファイルが壊れていました。{0} として退避し、新しい履歴を始めました。</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>以前に退避した履歴を読み込めませんでした。{0} として保管しています。</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>ゲーム履歴は現在使用できません: {0}。</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>ゲームを履歴に追加できませんでした: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>終了したゲームを今はディスクに書き込めません（{0}）。メモリに保持し、できるようになり次第書き込みますが、それまでにゲームを閉じると失われます。</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>前回のゲーム</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>リプレイ ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0} リプレイ ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>リプレイを開く</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: リプレイのイベントが %Ln 件あり、多すぎます（読み込めるのは最大 {1} 件です）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>最初の手の前</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>旗</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>両押し</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>{1} 手中 {0} 手目、{2} 秒: {3}、{4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>時間 {0} 秒 · 3BV {1} / {2} · 3BV/s {3} · クリック {4} (左 {5}・右 {6}・同時 {7}) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} 秒</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>1 イベント戻る (←)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>1 イベント進む (→)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>リプレイの時間</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>リプレイの盤面</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>右と左の矢印キーで 1 ステップずつ、Ctrl と一緒なら 1 手ずつ移動、M で手を読み上げ、Space で再生</translation>
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
        <translation>{0} の振り返り</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}、地雷 {2} 個</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>見ておきたい手:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>振り返りのタイムライン</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>100,000 マスを超える盤面は振り返りません。</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>このゲームは振り返りできません。</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>前の推測・誤った旗 (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>次の推測・誤った旗 (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>ゲームを振り返り中…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>旗</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>旗を外す</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>はてな</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>不可避の推測</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>回避可能な推測</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>誤った旗</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ミス</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0}: {1} 秒 · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>すべて切り抜ける確率: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>推測なし: 開いたマスはすべて確実に安全でした。</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>無駄クリック: {1} 中 {0}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} 秒 ({1} 手目)</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>長考: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} 秒 · {1} 手目 · {3} を{2}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: 誤った旗 (そこに地雷はない)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: 不可避の推測、地雷の確率 {1}、最も低いリスク</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: 不可避の推測、地雷の確率 {1} (確実に安全なマスはなし。最も安全な {2} は {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: 回避可能な推測、地雷の確率 {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: ミス (地雷の確率 {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>ここで負けた後、取り消されました（元に戻す）。ゲームは続き、その数値にこの手は含まれません。</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>ここでゲームに負けました。</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>推測なし</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>推測 %n 回: 不可避 {0}、回避可能 {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>推測 %n 回、回避可能 {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>誤った旗 %n 本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>残りの %n 手は安全でした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>そのとき確実に安全なマスが %n 個ありました。例えば {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>保存したゲームはすでに終了して記録済みのため、新しいゲームを始めました。</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>保存されたゲームを読み込めなかったため、新しいゲームを開始しました。</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>破損したファイルは {0} という名前で残してあります。</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>カスタム {0} × {1}、地雷 %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>カスタム {0} × {1}、地雷 %n 個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>{0}行 {1}列</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln マス開きました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln マス開きました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln マス開きました: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>{0} を打ちました: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>自動で解く: %Ln 手、{0}、最後は {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>自動で解く: %Ln 手、{0}、最後は {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>開いたマスはありません</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>時間: %Ln 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>時間: %Ln 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>確率なし</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>確実に安全</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>確実に地雷</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>地雷の確率 {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>確率を表示</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>確率を非表示</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>すでに開いています</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>盤面の端</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>残りの地雷: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>残りの地雷: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>旗を立てました</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>? マーク</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>旗を外しました</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>{0} 秒でクリア</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>{0} 秒後に地雷を踏みました</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} × {1} マス、地雷 %Ln 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} × {1} マス、地雷 %Ln 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>矢印キーで移動、Spaceで開く、Fで旗</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>新しいゲーム: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>ゲームを一時停止中</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>保存したゲームを続けます。コマンドラインで求められたデイリー盤面は始めていません。</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>保存したゲームを続けます。コマンドラインで求められた新しいゲームは始めていません。</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>設定ファイルが壊れていたため別の場所に移しました。既定値を使います。</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>翻訳ファイルが壊れています。ゲームは英語で表示されます。</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>その場所にファイル以外のものがあります</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>ファイルまたはフォルダーが読み取り専用です</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>ディスクが読み取り専用です</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>フォルダー以外のものが邪魔をしています</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>ゲームを保存できませんでした: {0}。</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>設定を書き込めませんでした</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>設定を保存できませんでした: {0}。</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>ディスクがいっぱいです。終了したゲームは、ゲームが予備として確保している領域に保存しました。ディスクの空き容量を増やしてください。</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>すべて再び保存されています。</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>保存されていないゲーム</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>原因: {0}。</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>終了しない</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>それでも終了</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>自動 - システムに合わせる(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>色覚に配慮した数字(&amp;C)</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>テーマフォルダーを開く(&amp;T)</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>テーマ「{0}」は使えません: {1}。</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>代わりにクラシックを使います。</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>モダン</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} がありません</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} は通常のファイルではありません</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} は {1} KB を超えています</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} を読めません</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json は正しい JSON ではありません ({0})</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: 「{0}」がないか誤っています</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: 不明な色の項目「{0}」</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} は色ではありません (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg は UTF-8 テキストではありません</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg が文書型を宣言しています（不可）</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg は正しい SVG ファイルではありません ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg が別のファイルを参照しています ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg に要素 {0} がありません</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>theme.svg の num{0} が数字の色 {1} で描かれていません</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>フォルダー名に使えるのは a-z、0-9、-、_ だけです</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>同じ名前の標準テーマがあります</translation>
    </message>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg の入れ子が {0} 段を超えています</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg が自分自身を参照しています（参照のループ）</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg はテーマで使えない &lt;{0}&gt; を使っています</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg が {0} 個を超える図形を描きます（&lt;use&gt; と参照を含む）</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg が描くパスデータとテキストが {0} 文字を超えています</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg が {0} ピクセルを超える画像を描きます</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>描画に {0} 秒を超えてかかります</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>試せませんでした（プロセスがありません）</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>描画にクラシックテーマより {0} ms 長くかかります (上限 {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt で描画できません</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>終了したゲーム %n 件を保存できませんでした。今終了すると失われます。</numerusform>
        </translation>
    </message>
</context>
</TS>
