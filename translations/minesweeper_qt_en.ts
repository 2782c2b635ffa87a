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
        <source>The {0} at {1} already touches %n flagged mine(s), so its other neighbours are safe.</source>
        <translation>
            <numerusform>The {0} at {1} already touches %n flagged mine, so its other neighbours are safe.</numerusform>
            <numerusform>The {0} at {1} already touches %n flagged mines, so its other neighbours are safe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) (outlined, found from the numbers around them), so its other neighbours are safe.</source>
        <translation>
            <numerusform>The {0} at {1} already touches %n mine (outlined, found from the numbers around it), so its other neighbours are safe.</numerusform>
            <numerusform>The {0} at {1} already touches %n mines (outlined, found from the numbers around them), so its other neighbours are safe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n mine(s) are left and the outlined numbers need all of them, so every other hidden cell is safe.</source>
        <translation>
            <numerusform>Only %n mine is left and the outlined numbers need it, so every other hidden cell is safe.</numerusform>
            <numerusform>Only %n mines are left and the outlined numbers need all of them, so every other hidden cell is safe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With only %n mine(s) left, the outlined numbers can be met only in ways that leave this cell safe.</source>
        <translation>
            <numerusform>With only %n mine left, the outlined numbers can be met only in ways that leave this cell safe.</numerusform>
            <numerusform>With only %n mines left, the outlined numbers can be met only in ways that leave this cell safe.</numerusform>
        </translation>
    </message>
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
</TS>
