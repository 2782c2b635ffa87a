<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n replay written to {0}</numerusform>
            <numerusform>%n replays written to {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n game had no usable recording</numerusform>
            <numerusform>minesweeper-qt: %n games had no usable recording</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>If it shows a {0}, %n other cell becomes safe.</numerusform>
            <numerusform>If it shows a {0}, %n other cells become safe.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n game of the history could not be read and is shown as damaged.</numerusform>
            <numerusform>%n games of the history could not be read and are shown as damaged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n replay exported</numerusform>
            <numerusform>%n replays exported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n skipped</numerusform>
            <numerusform>%n skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Delete %n game and its replay?</numerusform>
            <numerusform>Delete %n games and their replays?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n game deleted.</numerusform>
            <numerusform>%n games deleted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%n game could be read from it and was kept.</numerusform>
            <numerusform>%n games could be read from it and were kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n game from a history set aside earlier was put back into your history; the old file is kept as {0}.</numerusform>
            <numerusform>%n games from a history set aside earlier were put back into your history; the old file is kept as {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReasonTexts</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>The empty cell at {0} touches no mine, so its hidden neighbour is safe: {1}.</numerusform>
            <numerusform>The empty cell at {0} touches no mine, so its %n hidden neighbours are safe: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>The {0} at {1} already touches %n mine ({2}), so its other hidden neighbours are safe: {3}.</numerusform>
            <numerusform>The {0} at {1} already touches %n mines ({2}), so its other hidden neighbours are safe: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>The {0} at {1} needs %n mine and has only one hidden cell: {2}, a mine.</numerusform>
            <numerusform>The {0} at {1} needs %n mines and has only that many hidden cells: {2}, all mines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>The {0} at {1} needs %n more mine and has only one hidden cell left: {2}, a mine.</numerusform>
            <numerusform>The {0} at {1} needs %n more mines and has only that many hidden cells left: {2}, all mines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>the {0} at {1} (still needing %n mine)</numerusform>
            <numerusform>the {0} at {1} (still needing %n mines)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Mine count: %n mine is left and the numbers along the edge need it, so every other hidden cell is safe, {0} too.</numerusform>
            <numerusform>Mine count: %n mines are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Mine count: with %n mine left, the numbers can be met only in ways that leave {0} safe.</numerusform>
            <numerusform>Mine count: with %n mines left, the numbers can be met only in ways that leave {0} safe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Mine count: with %n mine left, the numbers can be met only in ways that put a mine on {0}.</numerusform>
            <numerusform>Mine count: with %n mines left, the numbers can be met only in ways that put a mine on {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n earlier step not shown.)</numerusform>
            <numerusform>(%n earlier steps not shown.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: the replay holds %Ln event, too many (at most {1} are read).</numerusform>
            <numerusform>{0}: the replay holds %Ln events, too many (at most {1} are read).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n guess: {0} forced, {1} avoidable</numerusform>
            <numerusform>%n guesses: {0} forced, {1} avoidable</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n guess, {0} avoidable</numerusform>
            <numerusform>%n guesses, {0} avoidable</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n wrong flag</numerusform>
            <numerusform>%n wrong flags</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>The other %n move was safe.</numerusform>
            <numerusform>The other %n moves were safe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n cell was certainly safe then: {0}.</numerusform>
            <numerusform>%n cells were certainly safe then, such as {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Custom {0} x {1}, %n mine</numerusform>
            <numerusform>Custom {0} x {1}, %n mines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Custom {0} x {1}, %n mine</numerusform>
            <numerusform>Custom {0} x {1}, %n mines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln cell opened</numerusform>
            <numerusform>%Ln cells opened</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln cell opened</numerusform>
            <numerusform>%Ln cells opened</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln cell opened: {0}</numerusform>
            <numerusform>%Ln cells opened: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Solve: %Ln move, {0}, last at {1}</numerusform>
            <numerusform>Solve: %Ln moves, {0}, last at {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Solve: %Ln move, {0}, last at {1}</numerusform>
            <numerusform>Solve: %Ln moves, {0}, last at {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Time: %Ln second</numerusform>
            <numerusform>Time: %Ln seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Time: %Ln second</numerusform>
            <numerusform>Time: %Ln seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>%Ln mine left</numerusform>
            <numerusform>%Ln mines left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>%Ln mine left</numerusform>
            <numerusform>%Ln mines left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} by {1} cells, %Ln mine</numerusform>
            <numerusform>{0} by {1} cells, %Ln mines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} by {1} cells, %Ln mine</numerusform>
            <numerusform>{0} by {1} cells, %Ln mines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n finished game could not be saved: quitting now loses it.</numerusform>
            <numerusform>%n finished games could not be saved: quitting now loses them.</numerusform>
        </translation>
    </message>
</context>
</TS>
