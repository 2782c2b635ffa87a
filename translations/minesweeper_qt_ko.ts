<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
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
        <source>Custom {0} x {1}, {2} mines</source>
        <translation>사용자 지정 {0} × {1}, 지뢰 {2}개</translation>
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
    <message numerus="yes">
        <source>%n adjacent mine(s)</source>
        <translation>
            <numerusform>주변 지뢰 %n개</numerusform>
        </translation>
    </message>
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
        <source>row {0}, column {1}, {2}</source>
        <translation>{0}행 {1}열, {2}</translation>
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
        <source>Your &amp;name:</source>
        <translation>이름(&amp;N):</translation>
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
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>3BV/s: {0}</source>
        <translation>3BV/s: {0}</translation>
    </message>
    <message>
        <source>Efficiency: {0} %</source>
        <translation>효율: {0}%</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>최고 기록 경신! 10위 중 {0}위</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>다시 시작한 판: 최고 기록에 포함되지 않음</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>일시 정지됨</translation>
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
        <source>Best &amp;times...</source>
        <translation>최고 기록(&amp;T)...</translation>
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
        <source>&amp;Left click on a number chords</source>
        <translation>숫자 왼쪽 클릭으로 양클릭(&amp;C)</translation>
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
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
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
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>저장된 게임을 읽을 수 없어 새 게임을 시작했습니다.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>손상된 파일은 {0}(이)라는 이름으로 보관했습니다.</translation>
    </message>
</context>
</TS>
