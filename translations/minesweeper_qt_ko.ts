<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>지뢰밭</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>깃발 모드</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>메뉴</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>A&amp;ssist</source>
        <translation>도움(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>힌트(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>힌트대로 두기(&amp;P)</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>확률 표시(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>지는 수 되돌리기(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>자동 풀기(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>새 게임에서도 확률 표시 유지(&amp;N)</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>칸의 확률 읽어 주기(&amp;K)</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>도움 버튼 숨기기(&amp;I)</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>풀기 속도(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>느리게(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>보통(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>빠르게(&amp;F)</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>힌트: 다음 안전한 칸과 그 이유 (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>확률: 숨은 칸마다 지뢰일 확률 (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>힌트</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>확률</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>두기</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>힌트 칸 열기 (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>힌트 닫기 (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>보드에서 화면에 보이는 부분만 살펴보았습니다.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>자동 풀이는 100,000칸 이하의 판에서 작동합니다. 더 큰 판에서는 힌트와 확률이 화면에 보이는 부분만 다룹니다.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>도움 사용: 최고 기록에 포함되지 않음</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>도움 사용</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>되돌린 패배: {0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>아무 곳이나 클릭하세요: 첫 클릭은 항상 안전합니다.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>{0}의 깃발은 틀렸습니다.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>힌트: {0}은 안전합니다.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>힌트: {0}, 추측이 필요합니다.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>피할 수 없는 50/50: 이 칸과 {0}의 칸이 지뢰 하나를 나눠 가지며, 무엇으로도 둘을 구별할 수 없습니다. 지금 찍으세요. 기다려도 소용없습니다.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>이 칸(지뢰 확률 {0})은 안전하거나, 무엇으로도 풀 수 없는 50/50의 한쪽입니다. 지금 찍어도 추가 위험은 없습니다.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>종반: 남은 모든 진행을 시도했습니다. 이 칸(지뢰 확률 {0})이 이길 확률이 가장 높습니다: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>안전한 칸이 없고, 어떤 추측도 새로운 정보를 주지 않습니다: 이 칸의 위험이 가장 낮습니다, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>안전한 칸이 없습니다: 이 칸의 위험이 가장 낮습니다, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>가장 안전한 추측: 지뢰 확률 {0}.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>최선의 추측: 지뢰 확률 {0}(가장 안전한 칸은 {1})이지만, 그 숫자가 판을 열 가능성이 더 큽니다.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>어떤 숫자가 나와도 바로 안전해지는 다른 칸은 없습니다.</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>최고 기록</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>초급</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>중급</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>고급</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, 추측 없음</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>시간(초)</translation>
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
        <translation>날짜</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>플레이한 게임:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>이긴 게임:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>현재 연승:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>최다 연승:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>초기화(&amp;R)...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>기록</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>깃발 사용</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>깃발 없음 (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>최고 시간 (초)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>최고 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>최고 IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>최고 RQP (최저)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>최고 STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>최근 기록 대상 게임 {0}개:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>승리:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>승리 평균 시간:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>평균 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>평균 IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>직접 한 게임만: 도움을 받거나 다시 시작하거나 이어 한 게임은 기록이 되지 않습니다.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0}초</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>익명</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1}%)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>최고 기록 초기화</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>{0}의 최고 기록과 통계를 지울까요?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>빈 칸</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>열리지 않음</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>깃발</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>물음표</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>지뢰</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>터진 지뢰</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>잘못된 깃발</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>{0}행 {1}열: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>사용자 지정 판</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>행 수(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>열 수(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>지뢰 수(&amp;M):</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>연습: {0} 일일 판은 이미 결과가 있습니다. 이 게임은 결과를 바꾸지 않습니다.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>{0} 일일 판: 표시된 칸에서 시작하세요.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>일일 판 결과를 저장하지 못했습니다: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>{0} 일일 판의 결과를 저장했습니다: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>직접 한 플레이가 아니었으므로(도움 또는 다시 시작한 판) 승리로 치지 않습니다.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>연습: {0} 일일 판은 첫 결과({1}초, 3BV/s {2})를 유지합니다.</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>일일 판</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>복사(&amp;C)</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>다른 사람이 공유한 결과 줄을 붙여 넣으세요</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>확인(&amp;H)</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>결과 공유</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>공유된 결과 확인</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>오늘의 판({0}, UTC), 모든 플레이어에게 같은 판: {1} × {2}, 지뢰 {3}개(규칙 {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>{0}의 판(UTC), 모든 플레이어에게 같은 판: {1} × {2}, 지뢰 {3}개(규칙 {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>표시된 칸({0}행 {1}열)에서 시작하세요. 항상 빈 영역이 열립니다.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>판은 어디에 있든 00:00 UTC에 바뀝니다: {0}시간 {1}분 후.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>아직 플레이하지 않았습니다. 이 판에서 처음 끝낸 게임이 그날의 결과가 되고, 이후 게임은 연습입니다.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>이 판 플레이(&amp;P)</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>승리: {0}초, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>패배: {0}초, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>그날의 결과: {0} 이 판의 이후 게임은 연습이며 결과를 바꾸지 않습니다.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>이 판으로 연습(&amp;R)</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>연속 플레이 일수: {0}(최고 {1}). 연속 승리 일수: {2}(최고 {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>클립보드에 복사했습니다.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>일일 결과 줄이 아닙니다. 형식은 다음과 같습니다: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>이 버전의 게임은 규칙 {0}을(를) 모릅니다. 그 판을 만들 수 없습니다.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>확인 실패: 판 코드가 {0}의 판(규칙 {1})과 일치하지 않습니다. 줄이 바뀌었거나 다른 게임에서 온 것입니다.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>확인됨: {0}의 판(규칙 {1})은 여기서도 같습니다. {2} {3}초, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>승리:</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>패배:</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>&amp;Resume</source>
        <translation>계속(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>새 게임(&amp;N)</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>이 판 다시 하기(&amp;T)</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>같은 지뢰 배치로 다시 플레이 (최고 기록에 포함되지 않음)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>난이도 변경(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>지는 수 되돌리기(&amp;U)</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>지뢰 직전으로 돌아가 연습합니다 (Ctrl+Z, 게임은 도움 사용이 됩니다)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>리플레이 보기(&amp;W)</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>이름(&amp;M):</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>승리!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>펑!</translation>
    </message>
    <message>
        <source>Time: {0} s</source>
        <translation>시간: {0}초</translation>
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
        <translation>키: {0} (열기 {1}, 깃발 {2}, 코드 {3})</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>클릭: {0} (왼쪽 {1}, 오른쪽 {2}, 코드 {3})</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>되돌린 패배: {0}</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>최고 기록 경신! 10위 중 {0}위</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>도움 사용: 최고 기록에 포함되지 않음</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>연습: 최고 기록에 포함되지 않음</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>다시 시작한 판: 최고 기록에 포함되지 않음</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>저장에서 이어한 판: 최고 기록에 포함되지 않음</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>일시 정지됨</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>기록의 해당 행이 손상되었습니다</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>녹화가 손상되었습니다</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>녹화가 없습니다</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>녹화가 리플레이 파일에 담을 수 있는 게임이 아닙니다</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: 게임 {0}을(를) 내보내지 못했습니다: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: 리플레이를 {0}에 쓸 수 없습니다: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: 게임 기록을 읽을 수 없습니다: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>리플레이 %n개를 {0}에 썼습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: 게임 %n개에 쓸 수 있는 기록이 없었습니다</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · 복기</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>지뢰를 밟지 않고 모든 칸을 여세요</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>숫자는 주변 8칸 중 지뢰가 숨어 있는 칸의 수를 나타냅니다. 안전한 칸을 모두 열면 승리하며, 첫 클릭은 항상 안전합니다.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>마우스</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>왼쪽 클릭: 칸을 엽니다.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>오른쪽 클릭: 깃발을 꽂거나 뽑습니다.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>깃발을 모두 꽂은 숫자에서 가운데 클릭하거나 왼쪽·오른쪽 버튼을 함께 누르면 주변의 나머지 칸을 엽니다(양클릭). 그런 숫자를 왼쪽 클릭해도 양클릭이 됩니다.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>터치</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>탭하면 칸을 엽니다. 길게 누르면 깃발을 꽂거나 숫자를 양클릭합니다. 깃발 모드(깃발 버튼, G)에서는 탭하면 깃발을 꽂습니다.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>키보드</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>화살표 키로 커서를 움직이고, Space 키나 Enter 키로 칸을 엽니다(또는 양클릭). F는 깃발, F2는 새 게임, Ctrl++와 Ctrl+-는 확대/축소입니다.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>도움</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H는 힌트(안전한 칸과 그 이유)를 보여 주고, Shift+H는 그 칸을 열고, P는 숨은 칸마다 지뢰일 확률을 보여 주며, Ctrl+Z는 지는 수를 되돌리고, Esc는 힌트를 닫거나 자동 풀기를 멈춥니다. 터치: 위쪽의 전구와 색 사각형, 패배 후 메뉴의 되돌리기. 도움을 쓴 게임은 최고 기록에 포함되지 않습니다.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M은 남은 지뢰를, T는 시간을 읽어 주고, Shift+P는 커서 칸이 지뢰일 확률을, H는 힌트를 다시 읽어 줍니다. F10은 메뉴 막대를 엽니다.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>경쟁 통계</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: 깃발 없이 보드를 여는 최소 왼쪽 클릭 수 (오프닝마다 한 번, 오프닝에 붙지 않은 숫자마다 한 번). 3BV/s: 초당 해결한 3BV. 클릭: 커뮤니티 방식으로 센 왼쪽, 오른쪽, 코드(더블) 클릭. IOE (효율): 해결한 3BV / 클릭. 정확도: 유효 클릭 / 클릭. 처리율: 해결한 3BV / 유효 클릭. RQP: 시간 / (3BV/s). STNB: 표준 보드의 속도 점수 (C x 3BV / 시간^1.7 에 해결한 비율의 제곱근을 곱한 값). ZiNi: 탐욕 솔버가 센, 깃발을 쓰는 최소 클릭 수.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>클래식 규칙을 따르는 네이티브 데스크톱 지뢰 찾기입니다.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>MIT 라이선스로 배포됩니다.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>왼쪽 버튼을 길게 누르면 옵션 &gt; 마우스 버튼 길게 눌러 깃발이 켜져 있을 때만 깃발을 꽂습니다. Ctrl+휠은 확대/축소, Shift+휠은 가로 스크롤입니다.</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>누르고 있는 동안 칸 주위에 고리가 차오르고, 고리가 닫히면 깃발이 꽂힙니다. 두 손가락으로 오므리거나 벌려 확대/축소합니다.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up과 Page Down은 한 화면씩 이동하고, Home과 End는 행의 끝으로, Ctrl과 함께면 판의 모서리로 갑니다. Ctrl+화살표는 가장자리로 갑니다. Ctrl+9는 판을 창에 맞춥니다.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>{0}이(가) 나오면 다른 칸 %n개가 안전해집니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Beginner</source>
        <translation>초급</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>중급</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>고급</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>손상됨</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>승리</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>패배</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>포기</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>다시 시작</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>보드</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>추측 없음</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>시간 (초)</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>표시할 승리한 게임이 없습니다.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>시간 (초): 보드 크기를 하나만 고르세요</translation>
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
        <translation>예</translation>
    </message>
    <message>
        <source>Won game</source>
        <translation>이긴 게임</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>기록 여부</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>리플레이 보기(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>내보내기 ({0})(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>보드(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>결과(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>추측 없음(&amp;N):</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>일일(&amp;Y):</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>게임 기록</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>모든 크기</translation>
    </message>
    <message>
        <source>All</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>둘 다</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>추측 없음만</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>무작위만</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>모든 게임</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>일일 판만</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>일일 판 제외</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>기록의 게임 %n개를 읽을 수 없어 손상됨으로 표시합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>이 게임의 행이 손상되었습니다: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>게임을 선택하면 모든 수치가 표시됩니다.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>이 게임의 기록이 손상되었습니다: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>아직 끝난 게임이 없습니다. 끝낸 게임은 모두 여기에 표시됩니다.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>이 조건에 맞는 게임이 없습니다.</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0} 리플레이 ({1})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>리플레이 %n개를 내보냈습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n개 건너뜀</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (취소됨)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>리플레이를 내보내는 중…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>게임 %n개를 삭제했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>게임을 삭제하는 중…</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>도움 사용</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>다시 시작</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>연습</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>이어하기</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>리플레이</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>리플레이 내보내기</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>리플레이를 폴더로 내보내기</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>게임 삭제</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>게임 %n개와 리플레이를 삭제할까요?</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>시간 {0}초 · 3BV {1}/{2} · 3BV/s {3} · 클릭 {4} (왼쪽 {5}, 오른쪽 {6}, 코드 {7}) · 유효 {8} · IOE {9} · 정확도 {10} · 처리율 {11} · RQP {12} · STNB {13} · ZiNi {14} · 오프닝 {15} · 섬 {16} · Cl/s {17} · Ce/s {18} · IOS {19} · 이동 거리 {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>그 안에서 게임 %n개를 읽어 보관했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>이전에 옮겨 둔 기록에서 게임 %n개를 기록으로 되돌렸습니다. 옛 파일은 {0}(으)로 보관합니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>실시간 카운터(&amp;V)</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>시간 {0}초 · 클릭 {1}</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · 클릭 {1} · IOE {2} · 예상 시간 {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0}초</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>새 게임(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>초급 (9 × 9, 지뢰 10개)(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>중급 (16 × 16, 지뢰 40개)(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>고급 (16 × 30, 지뢰 99개)(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>사용자 지정(&amp;C)...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>추측 없음(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>일일 판(&amp;D)...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>최고 기록(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>기록(&amp;H)...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>리플레이 열기(&amp;O)...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>끝내기(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>옵션(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>물음표(&amp;Q)</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>시계를 100분의 1초로 표시(&amp;H)</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>첫 클릭(&amp;F)</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>항상 빈 영역 열기 (모던)(&amp;O)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>클릭한 칸만 안전 (클래식)(&amp;S)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (설치된 글꼴 없음)</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>숫자 왼쪽 클릭으로 양클릭(&amp;B)</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>깃발 모드(&amp;G)</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>깃발 모드: 클릭과 탭으로 깃발 꽂기 (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>메뉴: 일시 정지, 새 게임, 난이도</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>새 게임 (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>추측 없는 판: 모든 안전한 칸을 추측 없이 찾을 수 있습니다</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>추측 없는 판</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>지뢰 찾기</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>길게 누르기 시간(&amp;D)</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0}ms</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>애니메이션(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>확대/축소(&amp;Z)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>실제 크기(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>게임 방법(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>정보(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>시스템 기본값(&amp;S)</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>남은 지뢰: {0}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>게임 방법</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>지뢰 찾기 정보</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>이 게임을 포기할까요?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>이 게임은 패배로 기록됩니다.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>종료할 때까지 다시 묻지 않기</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>명령줄이 새 게임을 요청했지만 저장된 게임이 아직 진행 중입니다. 새 게임을 시작하면 저장된 게임은 포기됩니다.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>저장된 게임을 포기할까요?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>명령줄이 새 게임을 요청했지만 저장된 게임이 아직 진행 중입니다. 새 게임을 시작하면 저장된 게임은 패배로 집계됩니다.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>새 게임 시작(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>저장된 게임 계속하기(&amp;K)</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>추측 없이 풀 수 있는 판을 만드는 중…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>이 판은 추측이 필요할 수 있습니다. 제시간에 추측 없는 판을 찾지 못했습니다.</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>마우스 버튼 길게 눌러 깃발(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>창에 맞춤(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>판을 항상 창에 맞춤(&amp;K)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: 리플레이로 읽기에는 파일이 너무 큽니다({1}MB, 최대 {2}MB까지 읽습니다).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: 이 리플레이를 읽으려면 {1}GB가 넘는 메모리가 필요합니다. 게임에서 열 수 없는 리플레이입니다.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>리플레이 열기</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>{0} 준비 중…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>{0} 읽는 중…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>리플레이를 읽지 못했습니다. 읽기 프로세스가 시작되지 않았습니다.</translation>
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
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{1}의 {0}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0}에는 지뢰가 하나 필요하고 그 숨은 칸은 모두 {1}에도 닿아 있으므로, 그 지뢰가 {1}에 필요한 지뢰입니다. {1}의 다른 칸은 안전합니다: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>벽 쪽 1-1</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>{0}와 {1}를 비교하면: 앞 숫자의 숨은 칸은 모두 뒤 숫자에 닿고, 뒤 숫자는 다른 칸 수만큼 지뢰가 더 필요합니다: {2}, 모두 지뢰.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>{0}와 {1}를 비교하면: 앞 숫자의 숨은 칸은 모두 뒤 숫자에 닿고, 뒤 숫자에 필요한 지뢰는 앞 숫자보다 많지 않으므로 다른 칸은 안전합니다: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>{0}와 {1}를 비교하면: 둘에 필요한 지뢰는 {2}에 지뢰가 있어야만 맞습니다.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>{0}와 {1}를 비교하면: 둘에 필요한 지뢰는 {2}에 남지 않으므로 {2}는 안전합니다.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1}는 {0}와 {2} 사이에 있습니다. 각 1은 2와 공유하는 칸에 지뢰가 하나씩 있으므로 2의 지뢰는 양 끝에 있습니다: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1}는 {0}와 {2} 사이에 있습니다. 2의 지뢰는 양 끝에 있으므로 가운데 칸은 안전합니다: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1}는 {0}보다 지뢰가 하나 더 필요하고 공유하는 칸에는 많아야 하나뿐이므로, {1}만 닿는 칸은 지뢰입니다: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1}는 {0}보다 지뢰가 하나 더 필요하고 자기만의 칸이 하나뿐이므로 그 칸은 지뢰이고, {0}의 지뢰는 공유하는 칸에 있습니다. {0}의 다른 칸은 안전합니다: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>{0}의 숫자를 맞추는 모든 경우를 따져 보면: 모두 {1}에 지뢰가 있습니다.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>{0}의 숫자를 맞추는 모든 경우를 따져 보면: 어느 경우든 {1}는 안전합니다.</translation>
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
            <numerusform>외 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>{0}의 빈 칸은 지뢰에 닿지 않으므로 주변의 숨은 칸 %n개는 안전합니다: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{1}의 {0}는 이미 지뢰 %n개({2})에 닿아 있으므로 다른 숨은 이웃 칸은 안전합니다: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{1}의 {0}에는 지뢰 %n개가 필요하고 숨은 칸도 그만큼뿐입니다: {2}, 모두 지뢰.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{1}의 {0}에는 지뢰 %n개가 더 필요하고 남은 숨은 칸도 그만큼뿐입니다: {2}, 모두 지뢰.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{1}의 {0}(지뢰 %n개가 더 필요)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>지뢰 수: 남은 지뢰 %n개가 모두 경계의 숫자에 필요하므로 다른 숨은 칸은 모두 안전합니다. {0}도 안전합니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>지뢰 수: 지뢰가 %n개 남았으므로 숫자를 맞추려면 {0}가 안전해야 합니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>지뢰 수: 지뢰가 %n개 남았으므로 숫자를 맞추려면 {0}에 지뢰가 있어야 합니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(앞의 %n단계는 생략)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>다른 프로그램이 사용 중입니다</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>입출력 오류</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>게임 기록이 더 새로운 버전에서 작성되었습니다. {0}(으)로 옮기고 새 기록을 시작했습니다.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>게임 기록 자리에 파일이 아닌 것이 있었습니다. {0}(으)로 옮겨 두고 새 기록을 시작했습니다.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>게임 기록 파일이 손상되었습니다. {0}(으)로 옮기고 새 기록을 시작했습니다.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>이전에 옮겨 둔 기록을 읽을 수 없습니다. {0}(으)로 보관합니다.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>지금은 게임 기록을 사용할 수 없습니다: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>게임을 기록에 추가하지 못했습니다: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>끝난 게임을 지금은 디스크에 쓸 수 없습니다({0}). 메모리에 보관했다가 가능해지는 대로 쓰지만, 그 전에 게임을 닫으면 사라집니다.</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>지난 게임</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>리플레이 ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0} 리플레이 ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>리플레이 열기</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: 리플레이에 이벤트가 %Ln개 있어 너무 많습니다(최대 {1}개까지 읽습니다).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>첫 수 이전</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>깃발</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>코드</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>되돌리기</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>{1}수 중 {0}번째 수, {2}초: {3}, {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>시간 {0}초 · 3BV {1} / {2} · 3BV/s {3} · 클릭 {4} (왼쪽 {5}, 오른쪽 {6}, 코드 {7}) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1}초</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시정지</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>재생</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>리플레이</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>이벤트 하나 뒤로 (왼쪽)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>이벤트 하나 앞으로 (오른쪽)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>리플레이 시간</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>리플레이 판</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>오른쪽과 왼쪽 화살표로 한 단계씩, Ctrl과 함께면 한 수씩 이동, M은 수 읽기, Space는 재생</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>속도(&amp;S):</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>{0} 복기</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, 지뢰 {2}개</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>눈여겨볼 수:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>복기 타임라인</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>100,000칸이 넘는 판은 복기하지 않습니다.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>이 게임은 복기할 수 없습니다.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>이전 추측 또는 잘못된 깃발 (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>다음 추측 또는 잘못된 깃발 (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>게임을 복기하는 중…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>코드</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>깃발</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>깃발 제거</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>물음표</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>안전</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>불가피한 추측</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>피할 수 있었던 추측</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>잘못된 깃발</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>실수</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>승리</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>패배</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0}, {1}초 · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>모두 살아남을 확률: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>추측 없음: 연 칸은 모두 확실히 안전했습니다.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>헛클릭: {1}번 중 {0}번</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0}초 ({1}번째 수)</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>가장 긴 멈춤: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0}초 · {1}번째 수 · {3} {2}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: 잘못된 깃발 (거기엔 지뢰가 없음)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: 불가피한 추측, 지뢰 확률 {1}, 가장 낮은 위험</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: 불가피한 추측, 지뢰 확률 {1} (확실히 안전한 칸 없음. 가장 안전한 {2}는 {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: 피할 수 있었던 추측, 지뢰 확률 {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: 실수 (지뢰 확률 {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>여기서 졌다가 되돌렸습니다(실행 취소). 게임은 계속되었고 그 수치에는 이 수가 빠집니다.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>여기서 게임에 졌습니다.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>추측 없음</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>추측 %n번: 불가피 {0}, 피할 수 있었음 {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>추측 %n번, 피할 수 있었음 {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>잘못된 깃발 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>나머지 %n수는 안전했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>그때 확실히 안전한 칸이 %n개 있었습니다. 예: {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>저장된 게임은 이미 끝나 기록에 반영되었으므로 새 게임을 시작했습니다.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>저장된 게임을 읽을 수 없어 새 게임을 시작했습니다.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>손상된 파일은 {0}(이)라는 이름으로 보관했습니다.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>사용자 지정 {0} × {1}, 지뢰 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>사용자 지정 {0} × {1}, 지뢰 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>{0}행 {1}열</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln칸 열림</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln칸 열림</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln칸 열림: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>{0}에 둠: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>자동 풀기: %Ln수, {0}, 마지막은 {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>자동 풀기: %Ln수, {0}, 마지막은 {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>열린 칸 없음</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>시간: %Ln초</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>시간: %Ln초</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>확률 없음</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>확실히 안전</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>확실히 지뢰</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>지뢰 확률 {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>확률 표시됨</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>확률 숨김</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>이미 열림</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>판의 가장자리</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>남은 지뢰: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>남은 지뢰: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>깃발 꽂음</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>물음표</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>깃발 제거</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>{0}초 만에 승리</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>{0}초 만에 지뢰를 밟았습니다</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} × {1}칸, 지뢰 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} × {1}칸, 지뢰 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>화살표로 이동, Space로 열기, F로 깃발</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>새 게임: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>게임 일시 정지됨</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>저장된 게임을 계속합니다. 명령줄에서 요청한 일일 판은 시작하지 않았습니다.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>저장된 게임을 계속합니다. 명령줄에서 요청한 새 게임은 시작하지 않았습니다.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>설정 파일이 손상되어 따로 옮겨 두었습니다. 기본값을 사용합니다.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>번역 파일이 손상되었습니다. 게임을 영어로 표시합니다.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>그 자리에 파일이 아닌 것이 있습니다</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>디스크가 가득 찼습니다</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>파일 또는 폴더가 읽기 전용입니다</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>디스크가 읽기 전용입니다</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>폴더가 아닌 것이 가로막고 있습니다</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>게임을 저장할 수 없습니다: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>설정을 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>설정을 저장할 수 없습니다: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>디스크가 가득 찼습니다. 끝난 게임은 게임이 예비로 남겨 둔 공간에 저장했습니다. 디스크 공간을 확보하세요.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>다시 모두 저장됩니다.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>저장되지 않은 게임</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>원인: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>끝내지 않기</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>그래도 끝내기</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;Theme</source>
        <translation>테마(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>자동 - 시스템 따름(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>색각 이상 친화 숫자(&amp;C)</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>테마 폴더 열기(&amp;T)</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>테마 “{0}”을(를) 사용할 수 없습니다: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>대신 클래식을 사용합니다.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>클래식</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>모던</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>다크</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>고대비</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0}이(가) 없습니다</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0}은(는) 일반 파일이 아닙니다</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0}이(가) {1}KB보다 큽니다</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0}을(를) 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json이 올바른 JSON이 아닙니다 ({0})</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: “{0}”이(가) 없거나 잘못되었습니다</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: 알 수 없는 색 항목 “{0}”</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0}은(는) 색이 아닙니다 (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg가 UTF-8 텍스트가 아닙니다</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg가 문서 형식을 선언합니다 (허용 안 됨)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg가 올바른 SVG 파일이 아닙니다 ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg가 다른 파일을 참조합니다 ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg에 요소 {0}이(가) 없습니다</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>theme.svg의 num{0}이(가) 숫자 색 {1}로 그려지지 않았습니다</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>폴더 이름에는 a-z, 0-9, -, _만 쓸 수 있습니다</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>같은 이름의 기본 테마가 있습니다</translation>
    </message>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg의 중첩이 {0}단계보다 깊습니다</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg가 자기 자신을 참조합니다(참조 순환)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg가 테마에서 쓸 수 없는 &lt;{0}&gt;을(를) 사용합니다</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg가 도형을 {0}개보다 많이 그립니다(&lt;use&gt;와 참조 포함)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg가 그리는 경로 데이터와 텍스트가 {0}자를 넘습니다</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg가 {0}픽셀보다 큰 그림을 그립니다</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>그리는 데 {0}초보다 오래 걸립니다</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>시험해 볼 수 없었습니다(프로세스 없음)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>그리는 데 클래식 테마보다 {0}ms 더 걸립니다 (최대 {1}ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt가 그릴 수 없습니다</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>끝난 게임 %n개를 저장할 수 없습니다. 지금 끝내면 사라집니다.</numerusform>
        </translation>
    </message>
</context>
</TS>
