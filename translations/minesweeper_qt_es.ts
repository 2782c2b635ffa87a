<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Campo de minas</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Modo bandera</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>A&amp;ssist</source>
        <translation>A&amp;yuda al jugar</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Jugar la pista</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>&amp;Mostrar probabilidades</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Deshacer la jugada perdedora</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Resolver</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>&amp;Conservar las probabilidades en partidas nuevas</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>&amp;Anunciar la probabilidad de la casilla</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>&amp;Ocultar los botones de ayuda</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>R&amp;itmo de resolución</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Lento</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápido</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Pista: la siguiente casilla segura y por qué (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Probabilidades: la probabilidad de mina de cada casilla oculta (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Probabilidades</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Jugar la casilla indicada (Mayús+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Cerrar la pista (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Solo se ha mirado la parte visible del tablero.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Resolver funciona en tableros de hasta 100.000 casillas; en tableros más grandes, las pistas y las probabilidades cubren la parte visible del tablero.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Con ayuda: no cuenta para los mejores tiempos</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Con ayuda</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Derrotas deshechas: {0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Haz clic en cualquier sitio: el primer clic siempre es seguro.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>La bandera en {0} es incorrecta.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Pista: {0} es segura.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Pista: {0}, una apuesta.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Un 50/50 forzado: esta casilla y la de {0} comparten una mina, y nada podrá distinguirlas nunca. Adivina ahora: esperar no ayuda.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Esta casilla ({0} de mina) es segura o la mitad de un 50/50 que nada podrá resolver nunca, así que probarla ahora no arriesga nada más.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Final: se probaron todas las formas en que puede seguir la partida. Esta casilla ({0} de mina) da la mejor probabilidad de ganar: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>No hay casilla segura y ninguna apuesta puede revelar nada nuevo: esta tiene el menor riesgo, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>No hay casilla segura: esta tiene el menor riesgo, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Apuesta más segura: {0} de mina.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Mejor apuesta: {0} de mina (la casilla más segura tiene {1}), pero su número tiene más probabilidades de abrir el tablero.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Ningún número que pueda mostrar hace segura otra casilla de inmediato.</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Mejores tiempos</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, sin adivinar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tiempo (s)</translation>
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
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Partidas jugadas:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Partidas ganadas:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Racha de victorias actual:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Racha de victorias más larga:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Restablecer...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Récords</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Con banderas</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Sin banderas (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Mejor tiempo (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Mejor 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Mejor IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Mejor RQP (el más bajo)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Mejor STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Últimas {0} partidas que cuentan:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Ganadas:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Tiempo medio de las victorias:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>3BV/s medio:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>IOE medio:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Solo tus propias partidas: las asistidas, reiniciadas y reanudadas no marcan récord.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anónimo</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1} %)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Restablecer mejores tiempos</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>¿Borrar los mejores tiempos y las estadísticas de {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>oculta</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>con bandera</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>signo de interrogación</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mina</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>mina explotada</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>bandera incorrecta</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>fila {0}, columna {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Tablero personalizado</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Filas:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Columnas:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Minas:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Práctica: el tablero diario del {0} ya tiene su resultado; esta partida no lo cambia.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>El tablero diario del {0}: empieza en la casilla marcada.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>No se pudo guardar el resultado del tablero diario: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Se guardó tu resultado del tablero diario del {0}: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>No fue tu propio juego (ayuda, o un tablero empezado de nuevo), así que cuenta como no ganada.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Práctica: el tablero diario del {0} conserva su primer resultado ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Tablero diario</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Pega una línea de resultado que alguien compartió</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>C&amp;omprobar</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Comparte tu resultado</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Comprobar un resultado compartido</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>El tablero de hoy ({0}, UTC), el mismo para todos los jugadores: {1} × {2}, {3} minas (regla {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>El tablero del {0} (UTC), el mismo para todos los jugadores: {1} × {2}, {3} minas (regla {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Empieza en la casilla marcada (fila {0}, columna {1}): siempre abre una zona.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>El tablero cambia a las 00:00 UTC, estés donde estés: dentro de {0} h {1} min.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Aún sin jugar. Tu primera partida terminada en este tablero es el resultado del día; las siguientes son de práctica.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Jugar este tablero</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Ganada en {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Perdida tras {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Resultado del día: {0} Las partidas siguientes en este tablero son de práctica y no lo cambian.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Practicar con este tablero</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Racha de días jugados: {0} (mejor: {1}). Racha de días ganados: {2} (mejor: {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copiado al portapapeles.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Esta no es una línea de resultado diario. Tiene este aspecto: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Esta versión del juego no conoce la regla {0}: no puede crear ese tablero.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>No verificado: el código del tablero no coincide con el tablero del {0} (regla {1}). La línea se modificó o viene de otro juego.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Verificado: el tablero del {0} (regla {1}) es el mismo que te sale a ti. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Ganada en</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Perdida tras</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Reiniciar este &amp;tablero</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Volver a jugar con las mismas minas (no cuenta para los mejores tiempos)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>&amp;Cambiar dificultad</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Deshacer la jugada perdedora</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Volver a justo antes de la mina, para practicar (Ctrl+Z; la partida pasa a ser con ayuda)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Ver repetición</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Tu no&amp;mbre:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>¡Bum!</translation>
    </message>
    <message>
        <source>Time: {0} s</source>
        <translation>Tiempo: {0} s</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} de {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Teclas: {0} ({1} abrir, {2} bandera, {3} acorde)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Clics: {0} ({1} izquierdo, {2} derecho, {3} acorde)</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Derrotas deshechas: {0}</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>¡Nuevo mejor tiempo! Puesto {0} de 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Con ayuda: no cuenta para los mejores tiempos</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Práctica: no cuenta para los mejores tiempos</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Tablero reiniciado: no cuenta para los mejores tiempos</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Reanudada de una partida guardada: no cuenta para los mejores tiempos</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>su fila en el historial está dañada</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>su grabación está dañada</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>no tiene grabación</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>su grabación no es una partida que un archivo de repetición pueda contener</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: la partida {0} no se exportó: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: no se pueden escribir las repeticiones en {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: no se puede leer el historial de partidas: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n repetición escrita en {0}</numerusform>
            <numerusform>%n repeticiones escritas en {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n partida no tenía una grabación utilizable</numerusform>
            <numerusform>minesweeper-qt: %n partidas no tenían una grabación utilizable</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Análisis</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Despeja el campo sin tocar ninguna mina</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Un número indica cuántas de las ocho casillas que lo rodean esconden una mina. Descubre todas las casillas seguras para ganar; el primer clic siempre es seguro.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Ratón</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Clic izquierdo: descubrir una casilla.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Clic derecho: poner o quitar una bandera.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Clic central, o izquierdo y derecho a la vez, sobre un número con todas sus banderas puestas: descubre el resto de sus casillas vecinas. Un clic izquierdo sobre ese número también lo hace.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Táctil</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Toca para descubrir; mantén pulsado para poner una bandera o para despejar alrededor de un número. En el modo bandera (el botón de la bandera, G), los toques ponen banderas.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Las flechas mueven el cursor; Espacio o Intro descubre (o despeja alrededor); F pone una bandera; F2 empieza una partida nueva; Ctrl++ y Ctrl+- cambian el zoom.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H muestra una pista: una casilla segura y por qué; Mayús+H la juega; P muestra la probabilidad de mina de cada casilla oculta; Ctrl+Z deshace una jugada perdedora; Esc cierra la pista o detiene Resolver. Táctil: la bombilla y los cuadros de colores arriba, y Deshacer en el menú tras perder. La ayuda hace que la partida sea con ayuda: no cuenta para los mejores tiempos.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M dice las minas restantes y T el tiempo; Mayús+P dice la probabilidad de mina de la casilla del cursor; H repite la pista. F10 abre la barra de menús.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Estadísticas competitivas</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: los menos clics izquierdos que despejan el tablero sin banderas (cada apertura cuenta una vez, cada número no junto a una apertura una vez). 3BV/s: 3BV resueltos por segundo. Clics: izquierdos, derechos y de acorde (dobles) como los cuenta la comunidad. IOE (eficiencia): 3BV resueltos / clics. Corrección: clics efectivos / clics. Rendimiento: 3BV resueltos / clics efectivos. RQP: tiempo / (3BV/s). STNB: una puntuación de velocidad en los tableros estándar (C x 3BV / tiempo^1,7, por la raíz cuadrada de la parte resuelta). ZiNi: los menos clics con banderas, según un resolvedor voraz.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Un Buscaminas nativo de escritorio con las reglas clásicas.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Publicado bajo la licencia MIT.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Mantener pulsado el botón izquierdo solo pone bandera con Opciones &gt; Mantener pulsado el ratón pone bandera. Ctrl+rueda amplía; Mayús+rueda desplaza de lado.</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Mientras mantienes, un anillo se llena alrededor de la casilla; la bandera llega cuando se cierra. Pellizca con dos dedos para ampliar.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Re Pág y Av Pág mueven una pantalla; Inicio y Fin van a los extremos de la fila, con Ctrl a las esquinas del tablero; Ctrl+flechas van al borde. Ctrl+9 ajusta el tablero a la ventana.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Si muestra un {0}, %n casilla más se vuelve segura.</numerusform>
            <numerusform>Si muestra un {0}, %n casillas más se vuelven seguras.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Dañada</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Reiniciada</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Sin adivinar</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Tiempo (s)</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>No hay ninguna partida ganada que mostrar.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Tiempo (s): elige un solo tamaño de tablero</translation>
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
        <translation>sí</translation>
    </message>
    <message>
        <source>Won game</source>
        <translation>Partida ganada</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Ver repetición</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Exportar ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tablero:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Resultado:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Sin adivinar:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>&amp;Diario:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Historial de partidas</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Todos los tamaños</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Ambos</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Solo sin adivinar</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Solo aleatorios</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Solo tableros diarios</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Sin tableros diarios</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n partida del historial no se pudo leer y se muestra como dañada.</numerusform>
            <numerusform>%n partidas del historial no se pudieron leer y se muestran como dañadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>La fila de esta partida está dañada: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Elige una partida para ver todas sus cifras.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>La grabación de esta partida está dañada: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Aún no ha terminado ninguna partida: cada partida que termines aparece aquí.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Ninguna partida coincide con estas opciones.</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Repeticiones {0} ({1})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n repetición exportada</numerusform>
            <numerusform>%n repeticiones exportadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n omitida</numerusform>
            <numerusform>%n omitidas</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (cancelado)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Exportando repeticiones…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n partida eliminada.</numerusform>
            <numerusform>%n partidas eliminadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Eliminando partidas…</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>asistida</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>reiniciada</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>práctica</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>reanudada</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>repetición</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Exportar repetición</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Exportar repeticiones a una carpeta</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Eliminar partidas</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>¿Eliminar %n partida y su repetición?</numerusform>
            <numerusform>¿Eliminar %n partidas y sus repeticiones?</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Tiempo {0} s · 3BV {1}/{2} · 3BV/s {3} · clics {4} ({5} izquierdo, {6} derecho, {7} acorde) · efectivos {8} · IOE {9} · corrección {10} · rendimiento {11} · RQP {12} · STNB {13} · ZiNi {14} · aperturas {15} · islas {16} · Cl/s {17} · Ce/s {18} · IOS {19} · recorrido {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>Se pudo leer %n partida de él y se conservó.</numerusform>
            <numerusform>Se pudieron leer %n partidas de él y se conservaron.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n partida de un historial apartado antes volvió a tu historial; el archivo antiguo se conserva como {0}.</numerusform>
            <numerusform>%n partidas de un historial apartado antes volvieron a tu historial; el archivo antiguo se conserva como {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>Contadores en &amp;vivo</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Tiempo {0} s · clics {1}</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · clics {1} · IOE {2} · tiempo estimado {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Principiante (9 x 9, 10 minas)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Intermedio (16 x 16, 40 minas)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Experto (16 x 30, 99 minas)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>Pe&amp;rsonalizado...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>Sin &amp;adivinar</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>Tablero &amp;diario...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>&amp;Mejores tiempos...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Historial...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>A&amp;brir repetición...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opciones</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Signos de interrogación</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Reloj en &amp;centésimas de segundo</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>&amp;Primer clic</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Siempre una &amp;apertura (moderno)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Solo la casilla pulsada es &amp;segura (clásico)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (sin fuente instalada)</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>Clic izquierdo &amp;en un número despeja alrededor</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Modo &amp;bandera</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Modo bandera: los clics y toques ponen banderas (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Menú: pausa, nueva partida, dificultad</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Nueva partida (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Tablero sin adivinar: cada casilla segura se puede encontrar sin adivinar</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Tablero sin adivinar</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Buscaminas</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>&amp;Retardo de pulsación larga</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animaciones</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ayuda</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo jugar</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>Idioma del &amp;sistema</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Minas restantes: {0}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Acerca de Buscaminas</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>¿Abandonar esta partida?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Esta partida contará como derrota.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>No volver a preguntar hasta que salga</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>La línea de órdenes pide una partida nueva, pero tu partida guardada sigue en juego. Empezar la nueva abandona la guardada.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>¿Abandonar la partida guardada?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>La línea de órdenes pide una partida nueva, pero tu partida guardada sigue en juego. Empezar la nueva cuenta la guardada como derrota.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Empezar la partida nueva</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Seguir con la partida guardada</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Creando un tablero que puedes resolver sin adivinar…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Este tablero puede requerir adivinar: no se encontró a tiempo uno sin adivinar.</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>&amp;Mantener pulsado el ratón pone bandera</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>Ajustar a &amp;la ventana</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Mantener el tablero ajustado a la ventana</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: el archivo es demasiado grande para una repetición ({1} MB; se leen como máximo {2} MB).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: leer esta repetición necesita más de {1} GB de memoria; no es una repetición que el juego pueda abrir.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Abrir repetición</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Preparando {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Leyendo {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>No se pudo leer la repetición: el proceso de lectura no se inició.</translation>
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
        <translation>{0} y {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>el {0} en {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} necesita una mina y todas sus casillas ocultas tocan también {1}: esa mina es la que necesita {1}, así que sus otras casillas son seguras: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 contra el borde</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Compara {0} con {1}: cada casilla oculta del primero toca el segundo, y el segundo necesita tantas minas más como otras casillas tiene: {2}, todas minas.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Compara {0} con {1}: cada casilla oculta del primero toca el segundo, y el segundo no necesita más minas que el primero, así que sus otras casillas son seguras: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Compara {0} con {1}: las minas que necesitan solo cuadran con minas en {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Compara {0} con {1}: las minas que necesitan no dejan ninguna para {2}, que es segura.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} está entre {0} y {2}; cada 1 tiene una mina entre las casillas que comparte con el 2, así que las minas del 2 están en los extremos: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} está entre {0} y {2}; las minas del 2 están en los extremos, así que la casilla del centro es segura: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} necesita una mina más que {0}, y las casillas que comparten tienen como mucho una, así que la casilla que solo toca {1} es una mina: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} necesita una mina más que {0} y solo tiene una casilla propia; esa casilla es una mina y la mina de {0} está en las casillas que comparten: las otras casillas de {0} son seguras: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Prueba todas las formas de cumplir los números en {0}: todas ponen una mina en {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Prueba todas las formas de cumplir los números en {0}: en todas {1} es segura.</translation>
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
            <numerusform>y %n más</numerusform>
            <numerusform>y %n más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>La casilla vacía en {0} no toca ninguna mina, así que su vecina oculta es segura: {1}.</numerusform>
            <numerusform>La casilla vacía en {0} no toca ninguna mina, así que sus %n vecinas ocultas son seguras: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>El {0} en {1} ya toca %n mina ({2}), así que sus otras vecinas ocultas son seguras: {3}.</numerusform>
            <numerusform>El {0} en {1} ya toca %n minas ({2}), así que sus otras vecinas ocultas son seguras: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>El {0} en {1} necesita %n mina y solo tiene una casilla oculta: {2}, una mina.</numerusform>
            <numerusform>El {0} en {1} necesita %n minas y solo tiene esas casillas ocultas: {2}, todas minas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>El {0} en {1} necesita %n mina más y solo le queda una casilla oculta: {2}, una mina.</numerusform>
            <numerusform>El {0} en {1} necesita %n minas más y solo le quedan esas casillas ocultas: {2}, todas minas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>el {0} en {1} (que aún necesita %n mina)</numerusform>
            <numerusform>el {0} en {1} (que aún necesita %n minas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Recuento de minas: queda %n mina y los números del borde la necesitan, así que toda otra casilla oculta es segura, también {0}.</numerusform>
            <numerusform>Recuento de minas: quedan %n minas y los números del borde las necesitan todas, así que toda otra casilla oculta es segura, también {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Recuento de minas: con %n mina restante, los números solo cuadran dejando {0} segura.</numerusform>
            <numerusform>Recuento de minas: con %n minas restantes, los números solo cuadran dejando {0} segura.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Recuento de minas: con %n mina restante, los números solo cuadran con una mina en {0}.</numerusform>
            <numerusform>Recuento de minas: con %n minas restantes, los números solo cuadran con una mina en {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n paso anterior no mostrado.)</numerusform>
            <numerusform>(%n pasos anteriores no mostrados.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>otro programa lo está usando</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>un error de entrada/salida</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>El historial fue escrito por una versión más reciente del juego; se apartó como {0} y se empezó un historial nuevo.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>En lugar del historial de partidas había algo que no era un archivo; se apartó como {0} y se empezó un historial nuevo.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>El archivo del historial estaba dañado; se apartó como {0} y se empezó un historial nuevo.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>No se pudo leer un historial apartado antes; se conserva como {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>El historial de partidas no se puede usar ahora: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>No se pudo añadir una partida al historial: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Las partidas terminadas no se pueden escribir en el disco ahora ({0}); se guardan en memoria y se escribirán en cuanto se pueda, pero se perderán si se cierra el juego antes.</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Última partida</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Repeticiones ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Repeticiones {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Abrir repetición</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: la repetición contiene %Ln evento, demasiados (se leen como máximo {1}).</numerusform>
            <numerusform>{0}: la repetición contiene %Ln eventos, demasiados (se leen como máximo {1}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Antes de la primera jugada</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>descubrir</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>bandera</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>acorde</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>deshacer</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Jugada {0} de {1}, {2} s: {3} en {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Tiempo {0} s · 3BV {1} / {2} · 3BV/s {3} · Clics {4} ({5} izquierdo, {6} derecho, {7} acorde) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Un evento atrás (Izquierda)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Un evento adelante (Derecha)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Tiempo de la repetición</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Tablero de la repetición</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Derecha e Izquierda avanzan un paso, con Ctrl por jugadas; M dice la jugada, Espacio reproduce</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocidad:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Análisis de {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} minas</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Jugadas que merecen un vistazo:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Línea de tiempo del análisis</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>No se analizan los tableros de más de 100 000 casillas.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Esta partida no se puede analizar.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Adivinanza o bandera errónea anterior (Re Pág)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Siguiente adivinanza o bandera errónea (Av Pág)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Analizando la partida…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>descubrir</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>acorde</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>bandera</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>quitar bandera</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>signo de interrogación</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>seguro</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>adivinanza forzada</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>adivinanza evitable</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>bandera errónea</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} en {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>probabilidad de sobrevivirlas todas: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Sin adivinar: cada casilla descubierta era segura.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>clics perdidos: {0} de {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (jugada {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Pausas más largas: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · jugada {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: bandera errónea (ahí no hay mina)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: adivinanza forzada, {1} de mina, el menor riesgo que había</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: adivinanza forzada, {1} de mina (ninguna casilla era segura; la más segura, {2}, tenía {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: adivinanza evitable, {1} de mina</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: un error ({1} de mina)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Perdida aquí y luego deshecha (deshacer): la partida siguió y sus cifras dejan fuera este movimiento.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Aquí se perdió la partida.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Sin adivinar</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n adivinanza: {0} forzada, {1} evitable</numerusform>
            <numerusform>%n adivinanzas: {0} forzadas, {1} evitables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n adivinanza, {0} evitable</numerusform>
            <numerusform>%n adivinanzas, {0} evitables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n bandera errónea</numerusform>
            <numerusform>%n banderas erróneas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>La otra %n jugada fue segura.</numerusform>
            <numerusform>Las otras %n jugadas fueron seguras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n casilla era segura entonces: {0}.</numerusform>
            <numerusform>%n casillas eran seguras entonces, como {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>La partida guardada ya había terminado y se había contado, así que ha empezado una partida nueva.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>No se ha podido leer la partida guardada, así que se ha empezado una nueva.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>El archivo dañado se ha conservado como {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Personalizado {0} x {1}, %n mina</numerusform>
            <numerusform>Personalizado {0} x {1}, %n minas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Personalizado {0} x {1}, %n mina</numerusform>
            <numerusform>Personalizado {0} x {1}, %n minas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>fila {0}, columna {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln casilla abierta</numerusform>
            <numerusform>%Ln casillas abiertas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln casilla abierta</numerusform>
            <numerusform>%Ln casillas abiertas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln casilla abierta: {0}</numerusform>
            <numerusform>%Ln casillas abiertas: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Jugada en {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Resolver: %Ln jugada, {0}, la última en {1}</numerusform>
            <numerusform>Resolver: %Ln jugadas, {0}, la última en {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Resolver: %Ln jugada, {0}, la última en {1}</numerusform>
            <numerusform>Resolver: %Ln jugadas, {0}, la última en {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>ninguna casilla abierta</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Tiempo: %Ln segundo</numerusform>
            <numerusform>Tiempo: %Ln segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Tiempo: %Ln segundo</numerusform>
            <numerusform>Tiempo: %Ln segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>sin probabilidad</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>segura sin duda</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>mina sin duda</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} de probabilidad de mina</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Probabilidades visibles</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Probabilidades ocultas</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Ya abierta</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Borde del tablero</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>Queda %Ln mina</numerusform>
            <numerusform>Quedan %Ln minas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>Queda %Ln mina</numerusform>
            <numerusform>Quedan %Ln minas</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Bandera puesta</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Signo de interrogación</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Bandera quitada</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Has ganado en {0} segundos</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Has pisado una mina tras {0} segundos</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} por {1} casillas, %Ln mina</numerusform>
            <numerusform>{0} por {1} casillas, %Ln minas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} por {1} casillas, %Ln mina</numerusform>
            <numerusform>{0} por {1} casillas, %Ln minas</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Las flechas mueven, Espacio abre, F pone una bandera</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Nueva partida: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Partida en pausa</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Tu partida guardada continúa: no se empezó el tablero diario pedido en la línea de órdenes.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Tu partida guardada continúa: no se empezó la partida nueva pedida en la línea de órdenes.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>El archivo de ajustes estaba dañado y se ha apartado; se usan los valores predeterminados.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>El archivo de traducción está dañado; el juego se muestra en inglés.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>en su lugar hay algo que no es un archivo</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>el archivo o su carpeta es de solo lectura</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>algo que no es una carpeta se interpone</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>No se pudo guardar la partida: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>no se pudieron escribir los ajustes</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>No se pudieron guardar los ajustes: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>El disco está lleno: la partida terminada se guardó en el espacio que el juego tiene en reserva. Libera algo de espacio en el disco.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Todo vuelve a guardarse.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Partidas no guardadas</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Causa: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>No salir</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Salir de todos modos</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Automático (según el sistema)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>&amp;Números aptos para daltónicos</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Abrir la carpeta de &amp;temas</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>No se puede usar el tema «{0}»: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Se usa Clásico en su lugar.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Moderno</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>falta {0}</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} no es un archivo normal</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} ocupa más de {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>no se puede leer {0}</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json no es JSON válido ({0})</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: «{0}» falta o es incorrecto</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: espacio de color desconocido «{0}»</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} no es un color (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg no es texto UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg declara un tipo de documento (no permitido)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg no es un archivo SVG válido ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg remite a otro archivo ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>a theme.svg le faltan los elementos {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} en theme.svg no está dibujado en su color {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>el nombre de la carpeta solo admite a-z, 0-9, - y _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>un tema incluido tiene este nombre</translation>
    </message>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg anida más de {0} niveles</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg se refiere a sí mismo (un bucle de referencias)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg usa &lt;{0}&gt;, que los temas no pueden usar</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg dibuja más de {0} formas (mediante &lt;use&gt; y referencias)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg dibuja más de {0} caracteres de trazados y texto</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg dibuja imágenes de más de {0} píxeles</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>tarda más de {0} s en dibujarse</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>no se pudo probar (sin proceso)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>dibujarlo tarda {0} ms más que el tema clásico (como máximo {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt no puede dibujarlo</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>No se pudo guardar %n partida terminada: si sales ahora, se perderá.</numerusform>
            <numerusform>No se pudieron guardar %n partidas terminadas: si sales ahora, se perderán.</numerusform>
        </translation>
    </message>
</context>
</TS>
