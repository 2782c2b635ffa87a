<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Champ de mines</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Mode drapeau</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>A&amp;ssist</source>
        <translation>A&amp;ssistance</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Jouer l&apos;indice</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Afficher les &amp;probabilités</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Annuler &amp;le coup perdant</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>&amp;Garder les probabilités pour les nouvelles parties</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>&amp;Annoncer la probabilité de la case</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>&amp;Masquer les boutons d&apos;assistance</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>&amp;Vitesse de résolution</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Indice : la prochaine case sûre et pourquoi (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Probabilités : la chance de mine de chaque case cachée (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Probabilités</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Jouer la case indiquée (Maj+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Fermer l&apos;indice (Échap)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Seule la partie visible du plateau a été examinée.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Résoudre fonctionne sur les grilles de 100 000 cases au plus ; sur les grilles plus grandes, les indices et les probabilités couvrent la partie visible de la grille.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Assisté : non compté pour les meilleurs temps</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Assisté</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Défaites annulées : {0}</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Cliquez n&apos;importe où : le premier clic est toujours sûr.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Le drapeau en {0} est faux.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Indice : {0} est sûre.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Indice : {0}, un pari.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Un 50/50 forcé : cette case et celle en {0} se partagent une mine, et rien ne pourra jamais les départager. Devinez maintenant : attendre n&apos;aide pas.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Cette case ({0} de mine) est soit sûre, soit la moitié d&apos;un 50/50 que rien ne pourra jamais résoudre : l&apos;essayer maintenant ne risque rien de plus.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Fin de partie : toutes les suites possibles ont été essayées. Cette case ({0} de mine) donne la meilleure chance de gagner : {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Aucune case sûre, et aucun essai ne peut rien apprendre de nouveau : celle-ci a le risque le plus faible, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Aucune case sûre : celle-ci a le risque le plus faible, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Essai le plus sûr : {0} de risque de mine.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Meilleur essai : {0} de risque de mine (la case la plus sûre est à {1}), mais son chiffre a plus de chances d&apos;ouvrir le terrain.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Aucun chiffre qu&apos;elle peut afficher ne rend aussitôt une autre case sûre.</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Meilleurs temps</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, sans deviner</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
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
        <translation>Date</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Parties jouées&#xa0;:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Parties gagnées&#xa0;:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Série de victoires en cours&#xa0;:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Plus longue série de victoires&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Réinitialiser...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Avec drapeaux</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Sans drapeaux (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Meilleur temps (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Meilleur 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Meilleur IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Meilleur RQP (le plus bas)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Meilleur STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>{0} dernières parties comptées :</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gagnées :</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Temps moyen des victoires :</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>3BV/s moyen :</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>IOE moyen :</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Vos propres parties seulement : les parties assistées, recommencées ou reprises n’établissent aucun record.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anonyme</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1}&#xa0;%)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Réinitialiser les meilleurs temps</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Effacer les meilleurs temps et les statistiques pour {0}&#xa0;?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>masquée</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>marquée d&apos;un drapeau</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>point d&apos;interrogation</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mine</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>mine explosée</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>drapeau erroné</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>ligne {0}, colonne {1} : {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Grille personnalisée</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Lignes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Colonnes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Mines&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Entraînement : la grille du jour du {0} a déjà son résultat ; cette partie ne le change pas.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>La grille du jour du {0} : commencez par la case marquée.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Le résultat de la grille du jour n’a pas pu être conservé : {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Votre résultat pour la grille du jour du {0} est conservé : {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Ce n’était pas votre propre jeu (aide, ou plateau recommencé) : elle compte comme non gagnée.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Entraînement : la grille du jour du {0} garde son premier résultat ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Grille du jour</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Collez une ligne de résultat partagée par quelqu’un</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Partager votre résultat</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Vérifier un résultat partagé</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>La grille d’aujourd’hui ({0}, UTC), la même pour tous les joueurs : {1} × {2}, {3} mines (règle {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>La grille du {0} (UTC), la même pour tous les joueurs : {1} × {2}, {3} mines (règle {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Commencez par la case marquée (ligne {0}, colonne {1}) : elle ouvre toujours une zone.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>La grille change à 00:00 UTC, où que vous soyez : dans {0} h {1} min.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Pas encore jouée. Votre première partie terminée sur cette grille est le résultat du jour ; les suivantes sont de l’entraînement.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Jouer cette grille</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Gagnée en {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Perdue après {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Résultat du jour : {0} Les parties suivantes sur cette grille sont de l’entraînement et ne le changent pas.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>S’&amp;entraîner sur cette grille</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Jours joués d’affilée : {0} (record {1}). Jours gagnés d’affilée : {2} (record {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copié dans le presse-papiers.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Ce n’est pas une ligne de résultat du jour. Elle ressemble à ceci : Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>La règle {0} est inconnue de cette version du jeu : elle ne peut pas créer cette grille.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Non vérifié : le code de grille ne correspond pas à la grille du {0} (règle {1}). La ligne a été modifiée, ou vient d’un autre jeu.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Vérifié : la grille du {0} (règle {1}) est bien celle que vous obtenez aussi. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Gagnée en</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Perdue après</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Recommencer cette &amp;grille</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Rejouer les mêmes mines (non pris en compte pour les meilleurs temps)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>&amp;Changer de difficulté</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Annuler &amp;le coup perdant</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Revenir juste avant la mine, pour s&apos;entraîner (Ctrl+Z ; la partie devient assistée)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Vo&amp;ir le replay</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>&amp;Votre nom&#xa0;:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Boum&#xa0;!</translation>
    </message>
    <message>
        <source>Time: {0} s</source>
        <translation>Temps&#xa0;: {0} s</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV&#xa0;: {0} sur {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s : {0} · IOE : {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Touches&#xa0;: {0} ({1} ouverture, {2} drapeau, {3} accord)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Clics : {0} ({1} gauche, {2} droit, {3} accord)</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Défaites annulées : {0}</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Nouveau meilleur temps&#xa0;! Rang {0} sur 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Assisté : non compté pour les meilleurs temps</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Entraînement&#xa0;: non pris en compte pour les meilleurs temps</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Grille recommencée&#xa0;: non prise en compte pour les meilleurs temps</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Partie reprise d&apos;une sauvegarde&#xa0;: non prise en compte pour les meilleurs temps</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>sa ligne dans l’historique est endommagée</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>son enregistrement est endommagé</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>elle n’a pas d’enregistrement</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>son enregistrement n’est pas une partie qu’un fichier de replay peut contenir</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt : la partie {0} n’a pas été exportée : {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt : impossible d’écrire les replays dans {0} : {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt : l’historique des parties est illisible : {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n replay écrit dans {0}</numerusform>
            <numerusform>%n replays écrits dans {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt : %n partie n’avait pas d’enregistrement utilisable</numerusform>
            <numerusform>minesweeper-qt : %n parties n’avaient pas d’enregistrement utilisable</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Analyse</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Déminez le terrain sans toucher de mine</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Un nombre indique combien des huit cases qui l&apos;entourent cachent une mine. Découvrez toutes les cases sans mine pour gagner&#xa0;; le premier clic est toujours sans danger.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Souris</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Clic gauche&#xa0;: découvrir une case.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Clic droit&#xa0;: poser ou retirer un drapeau.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Clic du milieu, ou clics gauche et droit ensemble, sur un nombre dont tous les drapeaux sont posés&#xa0;: découvre ses autres cases voisines. Un clic gauche sur un tel nombre le fait aussi.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Tactile</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Touchez pour découvrir&#xa0;; maintenez appuyé pour poser un drapeau ou pour découvrir les voisines d&apos;un nombre. En mode drapeau (le bouton drapeau, G), toucher pose un drapeau.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Les flèches déplacent le curseur&#xa0;; Espace ou Entrée découvre (ou découvre les voisines)&#xa0;; F pose un drapeau&#xa0;; F2 lance une nouvelle partie&#xa0;; Ctrl++ et Ctrl+- règlent le zoom.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H affiche un indice : une case sûre et pourquoi ; Maj+H la joue ; P montre la chance de mine de chaque case cachée ; Ctrl+Z annule un coup perdant ; Échap ferme l&apos;indice ou arrête Résoudre. Au toucher : l&apos;ampoule et les carrés colorés en haut, et Annuler dans le menu après une défaite. L&apos;aide rend la partie assistée : elle ne compte pas pour les meilleurs temps.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M annonce les mines restantes et T le temps&#xa0;; Maj+P annonce la chance de mine de la case sous le curseur&#xa0;; H répète l&apos;indice. F10 ouvre la barre de menus.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Statistiques de compétition</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV : le moins de clics gauches qui dégagent le plateau sans drapeaux (chaque ouverture compte une fois, chaque nombre non voisin d&apos;une ouverture une fois). 3BV/s : 3BV résolus par seconde. Clics : gauche, droit et accord (double) comme la communauté les compte. IOE (efficacité) : 3BV résolus / clics. Justesse : clics utiles / clics. Débit : 3BV résolus / clics utiles. RQP : temps / (3BV/s). STNB : un score de vitesse sur les plateaux standard (C x 3BV / temps^1,7, fois la racine carrée de la part résolue). ZiNi : le moins de clics avec drapeaux, comptés par un solveur glouton.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Un Démineur natif pour le bureau, avec les règles classiques.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Distribué sous licence MIT.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Maintenir le bouton gauche ne pose un drapeau qu&apos;avec Options &gt; Maintenir le bouton de la souris pose un drapeau. Ctrl+molette zoome ; Maj+molette fait défiler latéralement.</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Pendant l&apos;appui, un anneau se remplit autour de la case ; le drapeau vient quand il se ferme. Pincez à deux doigts pour zoomer.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page préc. et Page suiv. déplacent d&apos;un écran ; Début et Fin vont aux bouts de la ligne, avec Ctrl aux coins du plateau ; Ctrl+flèches vont au bord. Ctrl+9 ajuste le plateau à la fenêtre.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Si elle affiche un {0}, %n autre case devient sûre.</numerusform>
            <numerusform>Si elle affiche un {0}, %n autres cases deviennent sûres.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Endommagée</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Recommencée</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Sans hasard</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Aucune partie gagnée à afficher.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Temps (s)&#xa0;: choisissez une seule taille de plateau</translation>
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
        <translation>oui</translation>
    </message>
    <message>
        <source>Won game</source>
        <translation>Partie gagnée</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Comptée</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Vo&amp;ir le replay</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Exporter ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Plateau :</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Résultat :</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Sans hasard :</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>&amp;Grille du jour :</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Historique des parties</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Toutes les tailles</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Les deux</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Sans hasard seulement</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Aléatoires seulement</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Grilles du jour seulement</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Sans grilles du jour</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n partie de l’historique est illisible et apparaît comme endommagée.</numerusform>
            <numerusform>%n parties de l’historique sont illisibles et apparaissent comme endommagées.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>La ligne de cette partie est endommagée : {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Choisissez une partie pour voir tous ses chiffres.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>L&apos;enregistrement de cette partie est endommagé : {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Aucune partie terminée pour l’instant : chaque partie que vous terminez s’affiche ici.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Aucune partie ne correspond à ces choix.</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Replays {0} ({1})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n replay exporté</numerusform>
            <numerusform>%n replays exportés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n ignoré</numerusform>
            <numerusform>%n ignorés</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (annulé)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Exportation des replays…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n partie supprimée.</numerusform>
            <numerusform>%n parties supprimées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Suppression des parties…</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>assistée</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>recommencée</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>reprise</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>rediffusion</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Exporter le replay</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Exporter les replays dans un dossier</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Supprimer des parties</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Supprimer %n partie et son replay ?</numerusform>
            <numerusform>Supprimer %n parties et leurs replays ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Temps {0} s · 3BV {1}/{2} · 3BV/s {3} · clics {4} ({5} gauche, {6} droit, {7} accord) · utiles {8} · IOE {9} · justesse {10} · débit {11} · RQP {12} · STNB {13} · ZiNi {14} · ouvertures {15} · îles {16} · Cl/s {17} · Ce/s {18} · IOS {19} · trajet {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%n partie a pu en être lue et a été conservée.</numerusform>
            <numerusform>%n parties ont pu en être lues et ont été conservées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n partie d’un historique mis de côté auparavant a été remise dans votre historique ; l’ancien fichier est conservé sous {0}.</numerusform>
            <numerusform>%n parties d’un historique mis de côté auparavant ont été remises dans votre historique ; l’ancien fichier est conservé sous {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>Compteurs &amp;en direct</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Temps {0} s · clics {1}</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · clics {1} · IOE {2} · temps estimé {3}</translation>
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
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Débutant (9 x 9, 10 mines)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Intermédiaire (16 x 16, 40 mines)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Expert (16 x 30, 99 mines)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Personnalisé...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>&amp;Sans deviner</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>&amp;Grille du jour...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>&amp;Meilleurs temps...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Historique...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>&amp;Ouvrir un replay...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Options</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Points d&apos;interrogation</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>C&amp;hronomètre au centième de seconde</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>Premier &amp;clic</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Toujours une &amp;ouverture (moderne)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Seule la case cliquée est &amp;sûre (classique)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (aucune police installée)</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>Le clic &amp;gauche sur un nombre découvre ses voisines</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Mode &amp;drapeau</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Mode drapeau&#xa0;: clics et touchers posent des drapeaux (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Menu&#xa0;: pause, nouvelle partie, difficulté</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Nouvelle partie (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Grille sans hasard : chaque case sûre se trouve sans deviner</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Grille sans hasard</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Démineur</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>Délai d&apos;appui lo&amp;ng</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>Langue du &amp;système</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Mines restantes&#xa0;: {0}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>À propos du Démineur</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Abandonner cette partie ?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Cette partie comptera comme une défaite.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Ne plus demander jusqu’à ce que je quitte</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>La ligne de commande demande une nouvelle partie, mais votre partie enregistrée est en cours. Commencer la nouvelle abandonne l’enregistrée.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Abandonner la partie enregistrée ?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>La ligne de commande demande une nouvelle partie, mais votre partie enregistrée est en cours. Commencer la nouvelle compte l’enregistrée comme une défaite.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Commencer la nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Continuer la partie enregistrée</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Création d’une grille que vous pouvez résoudre sans deviner…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Cette grille peut demander de deviner : aucune grille sans hasard n’a été trouvée à temps.</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Maintenir le bouton de la &amp;souris pose un drapeau</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>Ajuster &amp;à la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Garder le plateau ajusté à la fenêtre</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0} : le fichier est trop volumineux pour un replay ({1} Mo ; au plus {2} Mo sont lus).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0} : lire ce replay demande plus de {1} Go de mémoire ; le jeu ne peut pas l’ouvrir.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Ouvrir un replay</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Préparation de {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Lecture de {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Le replay n’a pas pu être lu : le processus de lecture n’a pas démarré.</translation>
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
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>le {0} en {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} demande une mine et toutes ses cases cachées touchent aussi {1} : cette mine est donc celle dont {1} a besoin, ses autres cases sont sûres : {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 contre le bord</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Comparez {0} et {1} : chaque case cachée du premier touche le second, et le second demande autant de mines en plus qu&apos;il a d&apos;autres cases : {2}, toutes des mines.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Comparez {0} et {1} : chaque case cachée du premier touche le second, et le second ne demande pas plus de mines que le premier : ses autres cases sont sûres : {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Comparez {0} et {1} : les mines qu&apos;ils demandent ne tombent juste qu&apos;avec des mines sur {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Comparez {0} et {1} : les mines qu&apos;ils demandent n&apos;en laissent aucune pour {2}, qui est sûre.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1 : {1} est entre {0} et {2} ; chaque 1 a une mine parmi les cases qu&apos;il partage avec le 2, donc les mines du 2 sont aux extrémités : {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1 : {1} est entre {0} et {2} ; les mines du 2 sont aux extrémités, donc la case du milieu est sûre : {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2 : {1} demande une mine de plus que {0}, et leurs cases communes en contiennent au plus une ; la case que seul {1} touche est donc une mine : {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2 : {1} demande une mine de plus que {0} et n&apos;a qu&apos;une case à lui ; c&apos;est donc une mine, et la mine de {0} est dans leurs cases communes : les autres cases de {0} sont sûres : {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Essayez toutes les façons de satisfaire les nombres en {0} : chacune met une mine en {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Essayez toutes les façons de satisfaire les nombres en {0} : dans chacune, {1} est sûre.</translation>
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
            <numerusform>et %n de plus</numerusform>
            <numerusform>et %n de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>La case vide en {0} ne touche aucune mine : %n voisine cachée est sûre : {1}.</numerusform>
            <numerusform>La case vide en {0} ne touche aucune mine : ses %n voisines cachées sont sûres : {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>Le {0} en {1} touche déjà %n mine ({2}) : ses autres voisines cachées sont sûres : {3}.</numerusform>
            <numerusform>Le {0} en {1} touche déjà %n mines ({2}) : ses autres voisines cachées sont sûres : {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>Le {0} en {1} demande %n mine et n&apos;a qu&apos;une case cachée : {2}, une mine.</numerusform>
            <numerusform>Le {0} en {1} demande %n mines et n&apos;a que ce nombre de cases cachées : {2}, toutes des mines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>Le {0} en {1} demande encore %n mine et n&apos;a plus qu&apos;une case cachée : {2}, une mine.</numerusform>
            <numerusform>Le {0} en {1} demande encore %n mines et n&apos;a plus que ce nombre de cases cachées : {2}, toutes des mines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>le {0} en {1} (qui demande encore %n mine)</numerusform>
            <numerusform>le {0} en {1} (qui demande encore %n mines)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Nombre de mines : il reste %n mine et les nombres de la bordure en ont besoin : toute autre case cachée est sûre, {0} aussi.</numerusform>
            <numerusform>Nombre de mines : il reste %n mines et les nombres de la bordure en ont toutes besoin : toute autre case cachée est sûre, {0} aussi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Nombre de mines : avec %n mine restante, les nombres ne tombent juste qu&apos;en laissant {0} sûre.</numerusform>
            <numerusform>Nombre de mines : avec %n mines restantes, les nombres ne tombent juste qu&apos;en laissant {0} sûre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Nombre de mines : avec %n mine restante, les nombres ne tombent juste qu&apos;avec une mine en {0}.</numerusform>
            <numerusform>Nombre de mines : avec %n mines restantes, les nombres ne tombent juste qu&apos;avec une mine en {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n étape précédente non montrée.)</numerusform>
            <numerusform>(%n étapes précédentes non montrées.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>un autre programme l’utilise</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>une erreur d’entrée/sortie</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>L&apos;historique a été écrit par une version plus récente du jeu ; il a été mis de côté sous le nom {0} et un nouvel historique a commencé.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Autre chose qu’un fichier se trouvait à la place de l’historique ; cela a été mis de côté sous {0} et un nouvel historique a commencé.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Le fichier d&apos;historique était endommagé ; il a été mis de côté sous le nom {0} et un nouvel historique a commencé.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Un historique mis de côté auparavant est illisible ; il est conservé sous {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>L’historique des parties est inutilisable pour l’instant : {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Une partie n&apos;a pas pu être ajoutée à l&apos;historique : {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Les parties terminées ne peuvent pas être écrites sur le disque pour l’instant ({0}) ; elles sont gardées en mémoire et écrites dès que possible, mais perdues si le jeu est fermé avant.</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Replays ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Replays {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Ouvrir un replay</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0} : le replay contient %Ln événement, c’est trop (au plus {1} sont lus).</numerusform>
            <numerusform>{0} : le replay contient %Ln événements, c’est trop (au plus {1} sont lus).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Avant le premier coup</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>découverte</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>drapeau</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>accord</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>annulation</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Coup {0} sur {1}, {2} s&#xa0;: {3} en {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Temps {0} s · 3BV {1} / {2} · 3BV/s {3} · Clics {4} ({5} gauche, {6} droit, {7} accord) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Un événement en arrière (Gauche)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Un événement en avant (Droite)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Temps du replay</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Plateau du replay</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Droite et Gauche avancent d&apos;un pas, avec Ctrl d&apos;un coup&#xa0;; M annonce le coup, Espace lance la lecture</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Vitesse :</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Analyse de {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} mines</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Coups à revoir :</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Frise de l&apos;analyse</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Les grilles de plus de 100 000 cases ne sont pas analysées.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Cette partie ne peut pas être analysée.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Pari ou drapeau faux précédent (Page préc.)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Pari ou drapeau faux suivant (Page suiv.)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Analyse de la partie…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>découvrir</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>accord</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>drapeau</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>retirer le drapeau</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>point d&apos;interrogation</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>sûr</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>pari forcé</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>pari évitable</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>drapeau faux</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} en {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>chance de tous les survivre : {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Aucun pari : chaque case découverte était sûre.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>clics perdus : {0} sur {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (coup {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Plus longues pauses : {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · coup {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0} : drapeau faux (pas de mine là)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0} : pari forcé, {1} de mine, le plus faible risque possible</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0} : pari forcé, {1} de mine (aucune case n&apos;était sûre ; la plus sûre, {2}, avait {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0} : pari évitable, {1} de mine</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0} : une erreur ({1} de mine)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0} : {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Perdue ici, puis annulée (annuler) : la partie a continué et ses chiffres laissent ce coup de côté.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>La partie a été perdue ici.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Aucun pari</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n pari : {0} forcé, {1} évitable</numerusform>
            <numerusform>%n paris : {0} forcés, {1} évitables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n pari, {0} évitable</numerusform>
            <numerusform>%n paris, {0} évitables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n drapeau faux</numerusform>
            <numerusform>%n drapeaux faux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>L&apos;autre coup (%n) était sûr.</numerusform>
            <numerusform>Les %n autres coups étaient sûrs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n case était alors sûre : {0}.</numerusform>
            <numerusform>%n cases étaient alors sûres, par exemple {0} :</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Votre partie enregistrée était déjà terminée et comptée : une nouvelle partie a commencé.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Votre partie sauvegardée n&apos;a pas pu être lue, une nouvelle partie a donc commencé.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Le fichier endommagé a été conservé sous le nom {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Personnalisé {0} x {1}, %n mine</numerusform>
            <numerusform>Personnalisé {0} x {1}, %n mines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Personnalisé {0} x {1}, %n mine</numerusform>
            <numerusform>Personnalisé {0} x {1}, %n mines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>ligne {0}, colonne {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln case ouverte</numerusform>
            <numerusform>%Ln cases ouvertes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln case ouverte</numerusform>
            <numerusform>%Ln cases ouvertes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln case ouverte&#xa0;: {0}</numerusform>
            <numerusform>%Ln cases ouvertes&#xa0;: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Joué en {0}&#xa0;: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Résoudre&#xa0;: %Ln coup, {0}, le dernier en {1}</numerusform>
            <numerusform>Résoudre&#xa0;: %Ln coups, {0}, le dernier en {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Résoudre&#xa0;: %Ln coup, {0}, le dernier en {1}</numerusform>
            <numerusform>Résoudre&#xa0;: %Ln coups, {0}, le dernier en {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>aucune case ouverte</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Temps&#xa0;: %Ln seconde</numerusform>
            <numerusform>Temps&#xa0;: %Ln secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Temps&#xa0;: %Ln seconde</numerusform>
            <numerusform>Temps&#xa0;: %Ln secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>pas de probabilité</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>forcément sûre</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>forcément une mine</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} de risque de mine</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Probabilités affichées</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Probabilités masquées</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Déjà ouverte</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Bord du plateau</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>%Ln mine restante</numerusform>
            <numerusform>%Ln mines restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>%Ln mine restante</numerusform>
            <numerusform>%Ln mines restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Drapeau posé</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Point d’interrogation</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Drapeau retiré</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Vous avez gagné en {0} secondes</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Vous avez touché une mine après {0} secondes</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} sur {1} cases, %Ln mine</numerusform>
            <numerusform>{0} sur {1} cases, %Ln mines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} sur {1} cases, %Ln mine</numerusform>
            <numerusform>{0} sur {1} cases, %Ln mines</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Les flèches déplacent, Espace ouvre, F pose un drapeau</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Nouvelle partie&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Partie en pause</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Votre partie enregistrée continue : la grille du jour demandée en ligne de commande n’a pas été commencée.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Votre partie enregistrée continue : la nouvelle partie demandée en ligne de commande n’a pas été commencée.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Le fichier de réglages était endommagé et a été mis de côté ; les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Le fichier de traduction est endommagé ; le jeu s’affiche en anglais.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>autre chose qu’un fichier se trouve à sa place</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>le fichier ou son dossier est en lecture seule</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>autre chose qu’un dossier est en travers du chemin</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>La partie n’a pas pu être enregistrée : {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>les réglages n’ont pas pu être écrits</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Les réglages n’ont pas pu être enregistrés : {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Le disque est plein : la partie terminée a été enregistrée dans l’espace que le jeu garde en réserve. Libérez de l’espace sur le disque.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Tout est de nouveau enregistré.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Parties non enregistrées</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Cause : {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Ne pas quitter</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Quitter quand même</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Automatique (suivre le système)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>Ch&amp;iffres adaptés aux daltoniens</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Ouvrir le dossier des &amp;thèmes</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Le thème « {0} » ne peut pas être utilisé : {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Le thème Classique est utilisé à la place.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Moderne</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} est absent</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} dépasse {1} Ko</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} ne peut pas être lu</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json n’est pas du JSON valide ({0})</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json : « {0} » est absent ou incorrect</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json : emplacement de couleur inconnu « {0} »</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json : {0} n’est pas une couleur (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg n’est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg déclare un type de document (interdit)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg n’est pas un fichier SVG valide ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg fait référence à un autre fichier ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>il manque à theme.svg les éléments {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} dans theme.svg n’est pas dessiné dans sa couleur {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>le nom du dossier ne peut contenir que a-z, 0-9, - et _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>un thème fourni porte ce nom</translation>
    </message>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg s’imbrique sur plus de {0} niveaux</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg se référence lui-même (une boucle de références)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg utilise &lt;{0}&gt;, interdit dans les thèmes</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg dessine plus de {0} formes (via &lt;use&gt; et les références)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg dessine plus de {0} caractères de tracés et de texte</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg dessine des images de plus de {0} pixels</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>son dessin prend plus de {0} s</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>il n’a pas pu être essayé (aucun processus)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>son dessin prend {0} ms de plus que celui du thème classique (au plus {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt ne peut pas le dessiner</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n partie terminée n’a pas pu être enregistrée : si vous quittez maintenant, elle sera perdue.</numerusform>
            <numerusform>%n parties terminées n’ont pas pu être enregistrées : si vous quittez maintenant, elles seront perdues.</numerusform>
        </translation>
    </message>
</context>
</TS>
