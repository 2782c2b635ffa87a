<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Ναρκοπέδιο</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Λειτουργία σημαίας</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Μενού</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Υπόδειξη</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Παίξε την υπόδειξη</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>Εμφάνιση πι&amp;θανοτήτων</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Αναίρεση της χαμένης κίνησης</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Επίλυση</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>&amp;Διατήρηση πιθανοτήτων σε νέα παιχνίδια</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>Πες την πιθανότητα του &amp;κελιού</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>Απόκρυψη κουμπιών &amp;υποβοήθησης</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>&amp;Ρυθμός επίλυσης</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Αργά</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Κανονικά</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Γρήγορα</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Υπόδειξη: το επόμενο ασφαλές κελί και γιατί (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Πιθανότητες: η πιθανότητα νάρκης κάθε κρυφού κελιού (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Υπόδειξη</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Πιθανότητες</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Παίξ&apos; το</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Παίξε το κελί της υπόδειξης (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Κλείσιμο υπόδειξης (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Εξετάστηκε μόνο το ορατό μέρος του ταμπλό.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Η επίλυση λειτουργεί σε ταμπλό έως 100.000 κελιά· σε μεγαλύτερα ταμπλό οι υποδείξεις και οι πιθανότητες καλύπτουν το ορατό τμήμα του ταμπλό.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Με βοήθεια: δεν μετράει στους καλύτερους χρόνους</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Με βοήθεια</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Αναιρεμένες ήττες: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Κάντε κλικ οπουδήποτε: το πρώτο κλικ είναι πάντα ασφαλές.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Η σημαία στο {0} είναι λάθος.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Υπόδειξη: το κελί στη {0} είναι ασφαλές.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Υπόδειξη: {0}, μαντεψιά.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Αναγκαστικό 50/50: αυτό το κελί και εκείνο στο {0} μοιράζονται μία νάρκη και τίποτα δεν μπορεί ποτέ να τα ξεχωρίσει. Μαντέψτε τώρα: η αναμονή δεν βοηθά.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Αυτό το κελί ({0} νάρκη) είναι είτε ασφαλές είτε το μισό ενός 50/50 που τίποτα δεν θα λύσει ποτέ, οπότε η μαντεψιά τώρα δεν έχει επιπλέον ρίσκο.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Τέλος παιχνιδιού: δοκιμάστηκε κάθε πιθανή συνέχεια. Αυτό το κελί ({0} νάρκη) δίνει την καλύτερη πιθανότητα νίκης: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Κανένα ασφαλές κελί, και καμία μαντεψιά δεν αποκαλύπτει κάτι νέο: αυτό έχει το μικρότερο ρίσκο, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Κανένα ασφαλές κελί: αυτό έχει το μικρότερο ρίσκο, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Ασφαλέστερη μαντεψιά: {0} νάρκη.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Καλύτερη μαντεψιά: {0} νάρκη (το ασφαλέστερο κελί είναι το {1}), αλλά ο αριθμός του είναι πιθανότερο να ανοίξει το ταμπλό.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Κανένας αριθμός που μπορεί να δείξει δεν κάνει αμέσως ασφαλές άλλο κελί.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>&amp;Υποβοήθηση</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Καλύτεροι χρόνοι</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Αρχάριος</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Μεσαίος</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Προχωρημένος</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, χωρίς μαντεψιές</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Χρόνος (s)</translation>
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
        <translation>Ημερομηνία</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Παιχνίδια:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Νίκες:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Τρέχον σερί νικών:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Μεγαλύτερο σερί νικών:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Επαναφορά...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Ρεκόρ</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Με σημαίες</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Χωρίς σημαίες (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Καλύτερος χρόνος (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>Καλύτερο 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>Καλύτερο IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>Καλύτερο RQP (χαμηλότερο)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>Καλύτερο STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Τελευταία {0} μετρημένα παιχνίδια:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Νίκες:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Μέσος χρόνος νικών:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>Μέσο 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>Μέσο IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Μόνο τα δικά σας παιχνίδια: παιχνίδια με βοήθεια, επανεκκινημένα και συνεχισμένα δεν κάνουν ρεκόρ.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Ανώνυμος</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1} %)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Επαναφορά καλύτερων χρόνων</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Να ξεχαστούν οι καλύτεροι χρόνοι και τα στατιστικά του επιπέδου {0};</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>κενό</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>κρυφό</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>με σημαία</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>ερωτηματικό</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>νάρκη</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>νάρκη που εξερράγη</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>λάθος σημαία</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>γραμμή {0}, στήλη {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Προσαρμοσμένο ταμπλό</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Γραμμές:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Στήλες:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Νάρκες:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Εξάσκηση: το ημερήσιο ταμπλό της {0} έχει ήδη αποτέλεσμα· αυτό το παιχνίδι δεν το αλλάζει.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Ημερήσιο ταμπλό της {0}: ξεκινήστε από το σημειωμένο κελί.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Το αποτέλεσμα του ημερήσιου ταμπλό δεν ήταν δυνατό να αποθηκευτεί: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Το αποτέλεσμά σας για το ημερήσιο ταμπλό της {0} αποθηκεύτηκε: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Δεν ήταν δικό σας παιχνίδι (βοήθεια ή ταμπλό που ξεκίνησε ξανά), οπότε μετράει ως μη νίκη.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Εξάσκηση: το ημερήσιο ταμπλό της {0} κρατά το πρώτο του αποτέλεσμα ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Ημερήσιο ταμπλό</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Αντιγραφή</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Επικολλήστε μια γραμμή αποτελέσματος που μοιράστηκε κάποιος</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>Έ&amp;λεγχος</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Κοινοποίηση του αποτελέσματός σας</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Έλεγχος κοινοποιημένου αποτελέσματος</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Το σημερινό ταμπλό ({0}, UTC), ίδιο για όλους τους παίκτες: {1} × {2}, {3} νάρκες (κανόνας {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Το ταμπλό της {0} (UTC), ίδιο για όλους τους παίκτες: {1} × {2}, {3} νάρκες (κανόνας {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Ξεκινήστε από το σημειωμένο κελί (γραμμή {0}, στήλη {1}): ανοίγει πάντα μια περιοχή.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Το ταμπλό αλλάζει στις 00:00 UTC, όπου κι αν βρίσκεστε: σε {0} ώρ. {1} λεπ.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Δεν έχει παιχτεί ακόμη. Το πρώτο σας ολοκληρωμένο παιχνίδι σε αυτό το ταμπλό είναι το αποτέλεσμα της ημέρας· τα επόμενα είναι εξάσκηση.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Παιχνίδι σε αυτό το ταμπλό</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Νίκη σε {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Ήττα μετά από {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Αποτέλεσμα της ημέρας: {0} Τα επόμενα παιχνίδια σε αυτό το ταμπλό είναι εξάσκηση και δεν το αλλάζουν.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>Ε&amp;ξάσκηση σε αυτό το ταμπλό</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Συνεχόμενες ημέρες με παιχνίδι: {0} (ρεκόρ {1}). Συνεχόμενες ημέρες με νίκη: {2} (ρεκόρ {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Αντιγράφηκε στο πρόχειρο.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Αυτή δεν είναι γραμμή αποτελέσματος ημερήσιου ταμπλό. Μοιάζει έτσι: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Ο κανόνας {0} είναι άγνωστος σε αυτή την έκδοση του παιχνιδιού: δεν μπορεί να φτιάξει αυτό το ταμπλό.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Δεν επαληθεύτηκε: ο κωδικός ταμπλό δεν ταιριάζει με το ταμπλό της {0} (κανόνας {1}). Η γραμμή άλλαξε ή προέρχεται από άλλο παιχνίδι.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Επαληθεύτηκε: το ταμπλό της {0} (κανόνας {1}) είναι ίδιο και για εσάς. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Νίκη σε</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Ήττα μετά από</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>Χρόνος: {0} s</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} από {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Πλήκτρα: {0} ({1} ανοίγματα, {2} σημαίες, {3} συγχορδίες)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Κλικ: {0} ({1} αριστερά, {2} δεξιά, {3} συγχορδίες)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Αναιρεμένες ήττες: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Συνέχεια</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Ξανά το ίδιο ταμπ&amp;λό</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Ξαναπαίξτε τις ίδιες νάρκες (δεν μετράει στους καλύτερους χρόνους)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>&amp;Αλλαγή δυσκολίας</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Αναίρεση της χαμένης &amp;κίνησης</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Πίσω λίγο πριν από τη νάρκη, για εξάσκηση (Ctrl+Z· το παιχνίδι γίνεται με βοήθεια)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Προβολή &amp;επανάληψης</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>&amp;Το όνομά σας:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Κερδίσατε!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Μπουμ!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Νέος καλύτερος χρόνος! Θέση {0} από 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Με βοήθεια: δεν μετράει στους καλύτερους χρόνους</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Εξάσκηση: δεν μετράει στους καλύτερους χρόνους</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Επανεκκινημένο ταμπλό: δεν μετράει στους καλύτερους χρόνους</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Συνέχιση από αποθήκευση: δεν μετράει στους καλύτερους χρόνους</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Σε παύση</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>η γραμμή του στο ιστορικό είναι κατεστραμμένη</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>η καταγραφή του είναι κατεστραμμένη</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>δεν έχει καταγραφή</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>η καταγραφή του δεν είναι παιχνίδι που χωράει σε αρχείο επανάληψης</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: το παιχνίδι {0} δεν εξήχθη: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: δεν είναι δυνατή η εγγραφή επαναλήψεων στο {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: δεν είναι δυνατή η ανάγνωση του ιστορικού: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n επανάληψη γράφτηκε στο {0}</numerusform>
            <numerusform>%n επαναλήψεις γράφτηκαν στο {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n παιχνίδι δεν είχε χρήσιμη καταγραφή</numerusform>
            <numerusform>minesweeper-qt: %n παιχνίδια δεν είχαν χρήσιμη καταγραφή</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Ανασκόπηση</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Καθαρίστε το ναρκοπέδιο χωρίς να αγγίξετε νάρκη</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Ένας αριθμός δείχνει πόσα από τα οκτώ γειτονικά κελιά κρύβουν νάρκη. Αποκαλύψτε κάθε ασφαλές κελί για να κερδίσετε· το πρώτο κλικ είναι πάντα ασφαλές.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Ποντίκι</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Αριστερό κλικ: αποκαλύπτει ένα κελί.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Δεξί κλικ: βάζει ή βγάζει σημαία.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Μεσαίο κλικ, ή αριστερό και δεξί μαζί, σε αριθμό με όλες τις σημαίες του: αποκαλύπτει τους υπόλοιπους γείτονες (συγχορδία). Και ένα αριστερό κλικ σε τέτοιον αριθμό κάνει συγχορδία.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Το κράτημα του αριστερού κουμπιού βάζει σημαία μόνο με Ρυθμίσεις &gt; Το κράτημα του ποντικιού βάζει σημαία. Ctrl+ροδέλα για ζουμ· Shift+ροδέλα για οριζόντια κύλιση.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Αφή</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Όσο κρατάτε, ένας δακτύλιος γεμίζει γύρω από το κελί· η σημαία μπαίνει όταν κλείσει. Τσιμπήστε με δύο δάχτυλα για ζουμ.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Πατήστε για αποκάλυψη· κρατήστε πατημένο για σημαία ή για συγχορδία σε αριθμό. Η λειτουργία σημαίας (το κουμπί σημαίας, G) κάνει τα πατήματα να βάζουν σημαίες.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Πληκτρολόγιο</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Τα βέλη μετακινούν τον δρομέα· το Space ή το Enter αποκαλύπτει (ή κάνει συγχορδία)· το F βάζει σημαία· το F2 ξεκινά νέο παιχνίδι· Ctrl++ και Ctrl+- για ζουμ.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Βοήθεια</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>Το H δείχνει υπόδειξη: ένα ασφαλές κελί και γιατί είναι ασφαλές· το Shift+H την παίζει· το P δείχνει την πιθανότητα νάρκης κάθε κρυφού κελιού· το Ctrl+Z παίρνει πίσω μια χαμένη κίνηση· το Esc κρύβει την υπόδειξη ή σταματά την επίλυση. Με αφή: η λάμπα και τα χρωματιστά τετράγωνα στην κεφαλίδα, και η Αναίρεση στο μενού μετά από ήττα. Η βοήθεια κάνει το παιχνίδι «με βοήθεια»: δεν μετράει στους καλύτερους χρόνους.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Τα Page Up και Page Down μετακινούν μια οθόνη· τα Home και End πάνε στις άκρες της γραμμής, με Ctrl στις γωνίες του ταμπλό· Ctrl+βέλη πάνε στην άκρη. Το Ctrl+9 προσαρμόζει το ταμπλό στο παράθυρο.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>Το M λέει τις νάρκες που μένουν και το T τον χρόνο· το Shift+P λέει την πιθανότητα νάρκης του κελιού στον δρομέα· το H λέει ξανά την υπόδειξη. Το F10 ανοίγει τη γραμμή μενού.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Αγωνιστικά στατιστικά</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: τα λιγότερα αριστερά κλικ που καθαρίζουν το ταμπλό χωρίς σημαίες (κάθε άνοιγμα μετράει μία φορά, κάθε αριθμός που δεν γειτονεύει με άνοιγμα μία φορά). 3BV/s: 3BV που λύθηκαν ανά δευτερόλεπτο. Κλικ: αριστερά, δεξιά και συγχορδίες (διπλά), όπως τα μετράει η κοινότητα. IOE (αποδοτικότητα): λυμένα 3BV / κλικ. Ορθότητα: αποτελεσματικά κλικ / κλικ. Απόδοση: λυμένα 3BV / αποτελεσματικά κλικ. RQP: χρόνος / (3BV/s). STNB: βαθμολογία ταχύτητας στα τυπικά ταμπλό (C x 3BV / χρόνος^1,7, επί την τετραγωνική ρίζα του λυμένου μέρους). ZiNi: τα λιγότερα κλικ με σημαίες, όπως τα μετράει ένας άπληστος επιλυτής.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Ένας εγγενής Ναρκαλιευτής για την επιφάνεια εργασίας με τους κλασικούς κανόνες.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Με άδεια MIT.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Αν δείξει {0}, %n άλλο κελί γίνεται ασφαλές.</numerusform>
            <numerusform>Αν δείξει {0}, %n άλλα κελιά γίνονται ασφαλή.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>Κερδισμένο παιχνίδι</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Χρόνος (s)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Κανένα κερδισμένο παιχνίδι για εμφάνιση.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Χρόνος (s): επιλέξτε ένα μέγεθος ταμπλό</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Αρχάριος</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Μεσαίος</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Προχωρημένος</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Κατεστραμμένο</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Νίκη</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Ήττα</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Εγκαταλείφθηκε</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Επανεκκίνηση</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ημερομηνία</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Ταμπλό</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Χωρίς μαντεψιές</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Αποτέλεσμα</translation>
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
        <translation>Μετράει</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ναι</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Προβολή επανάληψης</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Εξαγωγή ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Διαγραφή</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Ταμπλό:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Αποτέλεσμα:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>&amp;Χωρίς μαντεψιές:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>&amp;Ημερήσιο:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Ιστορικό παιχνιδιών</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Όλα τα μεγέθη</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Όλα</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Και τα δύο</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Μόνο χωρίς μαντεψιές</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Μόνο τυχαία</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Όλα τα παιχνίδια</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Μόνο ημερήσια ταμπλό</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Χωρίς ημερήσια ταμπλό</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n παιχνίδι του ιστορικού δεν διαβάστηκε και φαίνεται ως κατεστραμμένο.</numerusform>
            <numerusform>%n παιχνίδια του ιστορικού δεν διαβάστηκαν και φαίνονται ως κατεστραμμένα.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Η γραμμή αυτού του παιχνιδιού είναι κατεστραμμένη: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Επιλέξτε ένα παιχνίδι για να δείτε όλα τα στοιχεία του.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Η καταγραφή αυτού του παιχνιδιού είναι κατεστραμμένη: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Δεν έχει τελειώσει ακόμη κανένα παιχνίδι: κάθε παιχνίδι που τελειώνετε εμφανίζεται εδώ.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Κανένα παιχνίδι δεν ταιριάζει με αυτές τις επιλογές.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Εξαγωγή επανάληψης</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Επαναλήψεις {0} ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Εξαγωγή επαναλήψεων σε φάκελο</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>Εξήχθη %n επανάληψη</numerusform>
            <numerusform>Εξήχθησαν %n επαναλήψεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n παραλείφθηκε</numerusform>
            <numerusform>%n παραλείφθηκαν</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (ακυρώθηκε)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Εξαγωγή επαναλήψεων...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Διαγραφή παιχνιδιών</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Να διαγραφεί %n παιχνίδι και η επανάληψή του;</numerusform>
            <numerusform>Να διαγραφούν %n παιχνίδια και οι επαναλήψεις τους;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>Διαγράφηκε %n παιχνίδι.</numerusform>
            <numerusform>Διαγράφηκαν %n παιχνίδια.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Διαγραφή παιχνιδιών...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>με βοήθεια</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>επανεκκίνηση</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>εξάσκηση</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>συνέχιση</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>επανάληψη</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Χρόνος {0} s · 3BV {1}/{2} · 3BV/s {3} · κλικ {4} ({5} αριστ., {6} δεξιά, {7} συγχ.) · αποτελεσματικά {8} · IOE {9} · ορθότητα {10} · απόδοση {11} · RQP {12} · STNB {13} · ZiNi {14} · ανοίγματα {15} · νησιά {16} · Cl/s {17} · Ce/s {18} · IOS {19} · διαδρομή {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>Διαβάστηκε και κρατήθηκε %n παιχνίδι από αυτό.</numerusform>
            <numerusform>Διαβάστηκαν και κρατήθηκαν %n παιχνίδια από αυτό.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n παιχνίδι από ιστορικό που είχε παραμεριστεί επέστρεψε στο ιστορικό σας· το παλιό αρχείο κρατήθηκε ως {0}.</numerusform>
            <numerusform>%n παιχνίδια από ιστορικό που είχε παραμεριστεί επέστρεψαν στο ιστορικό σας· το παλιό αρχείο κρατήθηκε ως {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>&amp;Ζωντανοί μετρητές</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · κλικ {1} · IOE {2} · εκτιμώμενος χρόνος {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Χρόνος {0} s · κλικ {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>Πώς παίζεται</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Σχετικά με τον Ναρκαλιευτή</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Λειτουργία σημαίας: τα κλικ και τα πατήματα βάζουν σημαίες (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Μενού: παύση, νέο παιχνίδι, δυσκολία</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Νέο παιχνίδι (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Ταμπλό χωρίς μαντεψιές: κάθε ασφαλές κελί βρίσκεται χωρίς μαντεψιά</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Ταμπλό χωρίς μαντεψιές</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Νάρκες που μένουν: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Ναρκαλιευτής</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Ταίριασμα στο παράθυρο</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Διατήρηση προσαρμογής στο παράθυρο</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Εγκατάλειψη αυτού του παιχνιδιού;</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Αυτό το παιχνίδι θα μετρήσει ως ήττα.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Να μην ξαναρωτηθώ μέχρι την έξοδο</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Η γραμμή εντολών ζητά νέο παιχνίδι, αλλά το αποθηκευμένο παιχνίδι σας είναι ακόμη σε εξέλιξη. Αν ξεκινήσει το νέο, το αποθηκευμένο εγκαταλείπεται.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Εγκατάλειψη του αποθηκευμένου παιχνιδιού;</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Η γραμμή εντολών ζητά νέο παιχνίδι, αλλά το αποθηκευμένο παιχνίδι σας είναι ακόμη σε εξέλιξη. Αν ξεκινήσει το νέο, το αποθηκευμένο μετράει ως ήττα.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Ξεκίνα το νέο παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Συνέχισε το αποθηκευμένο παιχνίδι</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Δημιουργία ταμπλό που καθαρίζεται χωρίς μαντεψιές...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Αυτό το ταμπλό ίσως χρειαστεί μαντεψιά: δεν βρέθηκε εγκαίρως ταμπλό χωρίς μαντεψιές.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Νέο</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Αρχάριος (9 x 9, 10 νάρκες)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Μεσαίος (16 x 16, 40 νάρκες)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Προχωρημένος (16 x 30, 99 νάρκες)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>Π&amp;ροσαρμοσμένο...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>&amp;Χωρίς μαντεψιές</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>&amp;Ημερήσιο ταμπλό...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>&amp;Καλύτεροι χρόνοι...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Ιστορικό...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>Άνοιγμα &amp;επανάληψης...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Ρυθμίσεις</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>&amp;Ερωτηματικά</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;Αριστερό κλικ σε αριθμό κάνει συγχορδία</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Λειτουργία &amp;σημαίας</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Το κράτημα του &amp;ποντικιού βάζει σημαία</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Κινούμενα εφέ</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Ρολόι σε εκα&amp;τοστά του δευτερολέπτου</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Μεγέθυνση</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Μεγέ&amp;θυνση</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Σμί&amp;κρυνση</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Πραγματικό μέγεθος</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (χωρίς εγκατεστημένη γραμματοσειρά)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Πώς παίζεται</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Σχετικά</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>Π&amp;ρώτο κλικ</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Πάντα ένα &amp;ανοιχτό σημείο (σύγχρονο)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Μόνο το κελί του κλικ είναι α&amp;σφαλές (κλασικό)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>&amp;Διάρκεια παρατεταμένου πατήματος</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>Προεπιλογή &amp;συστήματος</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Άνοιγμα επανάληψης</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: το αρχείο είναι πολύ μεγάλο για επανάληψη ({1} MB· διαβάζονται έως {2} MB).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: η ανάγνωση αυτής της επανάληψης θέλει πάνω από {1} GB μνήμης· δεν είναι επανάληψη που μπορεί να ανοίξει το παιχνίδι.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Προετοιμασία του {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Ανάγνωση του {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Η επανάληψη δεν διαβάστηκε: η διεργασία ανάγνωσης δεν ξεκίνησε.</translation>
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
        <translation>{0} και {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>το {0} στο {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} χρειάζεται μία νάρκη και όλα τα κρυφά του κελιά αγγίζουν και {1}, οπότε αυτή η νάρκη είναι αυτή που χρειάζεται {1}: τα άλλα κελιά του είναι ασφαλή: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 στον τοίχο</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Συγκρίνετε {0} με {1}: κάθε κρυφό κελί του πρώτου αγγίζει το δεύτερο, και το δεύτερο χρειάζεται τόσες επιπλέον νάρκες όσα άλλα κελιά έχει: {2}, όλα νάρκες.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Συγκρίνετε {0} με {1}: κάθε κρυφό κελί του πρώτου αγγίζει το δεύτερο, και το δεύτερο δεν χρειάζεται περισσότερες νάρκες από το πρώτο, οπότε τα άλλα του κελιά είναι ασφαλή: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Συγκρίνετε {0} με {1}: οι νάρκες που χρειάζονται μπαίνουν μόνο στα {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Συγκρίνετε {0} με {1}: οι νάρκες που χρειάζονται δεν αφήνουν καμία για το {2}, που είναι ασφαλές.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} έχει δίπλα του {0} και {2}· κάθε 1 έχει μία νάρκη στα κελιά που μοιράζεται με το 2, οπότε οι νάρκες του 2 είναι στις άκρες: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} έχει δίπλα του {0} και {2}· οι νάρκες του 2 είναι στις άκρες, οπότε το μεσαίο κελί είναι ασφαλές: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} χρειάζεται μία νάρκη περισσότερη από {0}, και τα κοινά τους κελιά έχουν το πολύ μία, οπότε το κελί που αγγίζει μόνο {1} είναι νάρκη: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} χρειάζεται μία νάρκη περισσότερη από {0} και έχει μόνο ένα δικό του κελί, οπότε αυτό είναι νάρκη και η νάρκη που χρειάζεται {0} είναι στα κοινά κελιά: τα υπόλοιπα κελιά γύρω από {0} είναι ασφαλή: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Δοκιμάστε κάθε τρόπο να ικανοποιηθούν οι αριθμοί στο {0}: όλοι βάζουν νάρκη στο {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Δοκιμάστε κάθε τρόπο να ικανοποιηθούν οι αριθμοί στο {0}: σε όλους το {1} είναι ασφαλές.</translation>
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
            <numerusform>και %n ακόμη</numerusform>
            <numerusform>και %n ακόμη</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Το κενό κελί στο {0} δεν αγγίζει νάρκη, οπότε ο %n κρυφός γείτονάς του είναι ασφαλής: {1}.</numerusform>
            <numerusform>Το κενό κελί στο {0} δεν αγγίζει νάρκη, οπότε οι %n κρυφοί γείτονές του είναι ασφαλείς: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>Το {0} στο {1} αγγίζει ήδη %n νάρκη ({2}), οπότε οι άλλοι κρυφοί γείτονές του είναι ασφαλείς: {3}.</numerusform>
            <numerusform>Το {0} στο {1} αγγίζει ήδη %n νάρκες ({2}), οπότε οι άλλοι κρυφοί γείτονές του είναι ασφαλείς: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>Το {0} στο {1} χρειάζεται %n νάρκη και έχει ακριβώς τόσα κρυφά κελιά: {2}, όλα νάρκες.</numerusform>
            <numerusform>Το {0} στο {1} χρειάζεται %n νάρκες και έχει ακριβώς τόσα κρυφά κελιά: {2}, όλα νάρκες.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>Το {0} στο {1} χρειάζεται %n νάρκη ακόμη και του μένουν ακριβώς τόσα κρυφά κελιά: {2}, όλα νάρκες.</numerusform>
            <numerusform>Το {0} στο {1} χρειάζεται %n νάρκες ακόμη και του μένουν ακριβώς τόσα κρυφά κελιά: {2}, όλα νάρκες.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>το {0} στο {1} (χρειάζεται ακόμη %n νάρκη)</numerusform>
            <numerusform>το {0} στο {1} (χρειάζεται ακόμη %n νάρκες)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Μέτρηση ναρκών: μένει %n νάρκη και οι αριθμοί κατά μήκος του ορίου τη χρειάζονται, οπότε κάθε άλλο κρυφό κελί είναι ασφαλές, και το {0}.</numerusform>
            <numerusform>Μέτρηση ναρκών: μένουν %n νάρκες και οι αριθμοί κατά μήκος του ορίου τις χρειάζονται όλες, οπότε κάθε άλλο κρυφό κελί είναι ασφαλές, και το {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Μέτρηση ναρκών: με %n νάρκη να μένει, οι αριθμοί ικανοποιούνται μόνο με τρόπους που αφήνουν το {0} ασφαλές.</numerusform>
            <numerusform>Μέτρηση ναρκών: με %n νάρκες να μένουν, οι αριθμοί ικανοποιούνται μόνο με τρόπους που αφήνουν το {0} ασφαλές.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Μέτρηση ναρκών: με %n νάρκη να μένει, οι αριθμοί ικανοποιούνται μόνο με τρόπους που βάζουν νάρκη στο {0}.</numerusform>
            <numerusform>Μέτρηση ναρκών: με %n νάρκες να μένουν, οι αριθμοί ικανοποιούνται μόνο με τρόπους που βάζουν νάρκη στο {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n προηγούμενο βήμα δεν φαίνεται.)</numerusform>
            <numerusform>(%n προηγούμενα βήματα δεν φαίνονται.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>το χρησιμοποιεί άλλο πρόγραμμα</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>σφάλμα εισόδου/εξόδου</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>Το ιστορικό γράφτηκε από νεότερη έκδοση του παιχνιδιού· παραμερίστηκε ως {0} και ξεκίνησε νέο ιστορικό.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Στη θέση του ιστορικού βρισκόταν κάτι που δεν είναι αρχείο· παραμερίστηκε ως {0} και ξεκίνησε νέο ιστορικό.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Το αρχείο ιστορικού ήταν κατεστραμμένο· παραμερίστηκε ως {0} και ξεκίνησε νέο ιστορικό.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Ένα ιστορικό που είχε παραμεριστεί δεν διαβάστηκε· κρατιέται ως {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Το ιστορικό δεν μπορεί να χρησιμοποιηθεί τώρα: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Ένα παιχνίδι δεν προστέθηκε στο ιστορικό: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Τα τελειωμένα παιχνίδια δεν μπορούν να γραφτούν στον δίσκο τώρα ({0})· κρατιούνται στη μνήμη και θα γραφτούν το συντομότερο, αλλά χάνονται αν το παιχνίδι κλείσει πριν.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Επαναλήψεις ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Επαναλήψεις {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Άνοιγμα επανάληψης</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Τελευταίο παιχνίδι</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: η επανάληψη έχει %Ln συμβάν, πάρα πολλά (διαβάζονται έως {1}).</numerusform>
            <numerusform>{0}: η επανάληψη έχει %Ln συμβάντα, πάρα πολλά (διαβάζονται έως {1}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Πριν από την πρώτη κίνηση</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>αποκάλυψη</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>σημαία</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>συγχορδία</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>αναίρεση</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Κίνηση {0} από {1}, {2} s: {3} στη {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Χρόνος {0} s · 3BV {1} / {2} · 3BV/s {3} · Κλικ {4} ({5} αριστ., {6} δεξιά, {7} συγχ.) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Παύση</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Αναπαραγωγή</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Επανάληψη</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Ένα συμβάν πίσω (Αριστερό βέλος)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Ένα συμβάν μπροστά (Δεξί βέλος)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Χρόνος επανάληψης</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Ταμπλό επανάληψης</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Δεξί και Αριστερό βέλος για βήματα, με Ctrl ανά κίνηση, το M λέει την κίνηση, το Space αναπαράγει</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Ταχύτητα:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Ανασκόπηση: {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} νάρκες</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Κινήσεις που αξίζει να δείτε:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Χρονολόγιο ανασκόπησης</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Ταμπλό με πάνω από 100.000 κελιά δεν αναλύονται.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Αυτό το παιχνίδι δεν μπορεί να αναλυθεί.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Προηγούμενη μαντεψιά ή λάθος σημαία (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Επόμενη μαντεψιά ή λάθος σημαία (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Ανάλυση του παιχνιδιού…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>αποκάλυψη</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>συγχορδία</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>σημαία</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>αφαίρεση σημαίας</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>ερωτηματικό</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>ασφαλές</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>αναγκαστική μαντεψιά</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>αποφεύξιμη μαντεψιά</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>λάθος σημαία</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>λάθος</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Νίκη</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Ήττα</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} σε {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>πιθανότητα να επιβιώσετε από όλες: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Καμία μαντεψιά: κάθε αποκάλυψη ήταν σίγουρα ασφαλής.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>χαμένα κλικ: {0} από {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (κίνηση {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Μεγαλύτερες παύσεις: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · κίνηση {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: λάθος σημαία (δεν υπάρχει νάρκη εκεί)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: αναγκαστική μαντεψιά, {1} νάρκη, το μικρότερο ρίσκο που υπήρχε</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: αναγκαστική μαντεψιά, {1} νάρκη (κανένα κελί δεν ήταν σίγουρα ασφαλές· το ασφαλέστερο, {2}, είχε {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: αποφεύξιμη μαντεψιά, {1} νάρκη</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: λάθος ({1} νάρκη)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Χάθηκε εδώ, μετά αναιρέθηκε (αναίρεση): το παιχνίδι συνεχίστηκε και τα στοιχεία του αφήνουν έξω αυτή την κίνηση.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Εδώ χάθηκε το παιχνίδι.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Καμία μαντεψιά</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n μαντεψιά: {0} αναγκαστικές, {1} αποφεύξιμες</numerusform>
            <numerusform>%n μαντεψιές: {0} αναγκαστικές, {1} αποφεύξιμες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n μαντεψιά, {0} αποφεύξιμες</numerusform>
            <numerusform>%n μαντεψιές, {0} αποφεύξιμες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n λάθος σημαία</numerusform>
            <numerusform>%n λάθος σημαίες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>Η άλλη %n κίνηση ήταν ασφαλής.</numerusform>
            <numerusform>Οι άλλες %n κινήσεις ήταν ασφαλείς.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n κελί ήταν τότε σίγουρα ασφαλές, όπως το {0}:</numerusform>
            <numerusform>%n κελιά ήταν τότε σίγουρα ασφαλή, όπως το {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Το αποθηκευμένο παιχνίδι σας είχε ήδη τελειώσει και μετρηθεί, οπότε ξεκίνησε νέο παιχνίδι.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Το αποθηκευμένο παιχνίδι σας δεν διαβάστηκε, οπότε ξεκίνησε νέο παιχνίδι.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Το κατεστραμμένο αρχείο κρατήθηκε ως {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Προσαρμοσμένο {0} x {1}, %n νάρκη</numerusform>
            <numerusform>Προσαρμοσμένο {0} x {1}, %n νάρκες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Προσαρμοσμένο {0} x {1}, %n νάρκη</numerusform>
            <numerusform>Προσαρμοσμένο {0} x {1}, %n νάρκες</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>γραμμή {0}, στήλη {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>Άνοιξε %Ln κελί</numerusform>
            <numerusform>Άνοιξαν %Ln κελιά</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>Άνοιξε %Ln κελί</numerusform>
            <numerusform>Άνοιξαν %Ln κελιά</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>Άνοιξε %Ln κελί: {0}</numerusform>
            <numerusform>Άνοιξαν %Ln κελιά: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Παίχτηκε στη {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Επίλυση: %Ln κίνηση, {0}, τελευταία στη {1}</numerusform>
            <numerusform>Επίλυση: %Ln κινήσεις, {0}, τελευταία στη {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Επίλυση: %Ln κίνηση, {0}, τελευταία στη {1}</numerusform>
            <numerusform>Επίλυση: %Ln κινήσεις, {0}, τελευταία στη {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>δεν άνοιξε κανένα κελί</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Χρόνος: %Ln δευτερόλεπτο</numerusform>
            <numerusform>Χρόνος: %Ln δευτερόλεπτα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Χρόνος: %Ln δευτερόλεπτο</numerusform>
            <numerusform>Χρόνος: %Ln δευτερόλεπτα</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>χωρίς πιθανότητα</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>σίγουρα ασφαλές</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>σίγουρα νάρκη</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} πιθανότητα νάρκης</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Πιθανότητες ορατές</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Πιθανότητες κρυφές</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Ήδη ανοιχτό</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Άκρη του ταμπλό</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>Μένει %Ln νάρκη</numerusform>
            <numerusform>Μένουν %Ln νάρκες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>Μένει %Ln νάρκη</numerusform>
            <numerusform>Μένουν %Ln νάρκες</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Σημαία</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Ερωτηματικό</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Χωρίς σημαία</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Κερδίσατε σε {0} δευτερόλεπτα</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Πατήσατε νάρκη μετά από {0} δευτερόλεπτα</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} επί {1} κελιά, %Ln νάρκη</numerusform>
            <numerusform>{0} επί {1} κελιά, %Ln νάρκες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} επί {1} κελιά, %Ln νάρκη</numerusform>
            <numerusform>{0} επί {1} κελιά, %Ln νάρκες</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Τα βέλη μετακινούν, το Space ανοίγει, το F βάζει σημαία</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Νέο παιχνίδι: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Το παιχνίδι σε παύση</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Το αποθηκευμένο παιχνίδι σας συνεχίζεται: το ημερήσιο ταμπλό που ζητήθηκε στη γραμμή εντολών δεν ξεκίνησε.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Το αποθηκευμένο παιχνίδι σας συνεχίζεται: το νέο παιχνίδι που ζητήθηκε στη γραμμή εντολών δεν ξεκίνησε.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Το αρχείο ρυθμίσεων ήταν κατεστραμμένο και παραμερίστηκε· χρησιμοποιούνται οι προεπιλογές.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Το αρχείο μετάφρασης είναι κατεστραμμένο· το παιχνίδι εμφανίζεται στα αγγλικά.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>στη θέση του υπάρχει κάτι που δεν είναι αρχείο</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ο δίσκος είναι γεμάτος</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>το αρχείο ή ο φάκελός του είναι μόνο για ανάγνωση</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>ο δίσκος είναι μόνο για ανάγνωση</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>κάτι που δεν είναι φάκελος βρίσκεται στη μέση</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Το παιχνίδι δεν αποθηκεύτηκε: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>οι ρυθμίσεις δεν γράφτηκαν</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Οι ρυθμίσεις δεν αποθηκεύτηκαν: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Ο δίσκος είναι γεμάτος: το τελειωμένο παιχνίδι αποθηκεύτηκε στον εφεδρικό χώρο που κρατά το παιχνίδι. Ελευθερώστε λίγο χώρο στον δίσκο.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Όλα αποθηκεύτηκαν ξανά.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Τα παιχνίδια δεν αποθηκεύτηκαν</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Αιτία: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Δοκιμάστε ξανά</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Να μη γίνει έξοδος</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Έξοδος ούτως ή άλλως</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>το theme.svg έχει φώλιασμα βαθύτερο από {0} επίπεδα</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>το theme.svg παραπέμπει στον εαυτό του (βρόχος παραπομπών)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>το theme.svg χρησιμοποιεί &lt;{0}&gt;, που δεν επιτρέπεται στα θέματα</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>το theme.svg σχεδιάζει πάνω από {0} σχήματα (μέσω &lt;use&gt; και παραπομπών)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>το theme.svg σχεδιάζει πάνω από {0} χαρακτήρες δεδομένων διαδρομής και κειμένου</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>το theme.svg σχεδιάζει εικόνες πάνω από {0} εικονοστοιχεία</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Θέμα</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Αυτόματο (ακολουθεί το σύστημα)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>Αριθμοί για αχρωματο&amp;ψία</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Άνοιγμα φακέλου &amp;θεμάτων</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Το θέμα «{0}» δεν μπορεί να χρησιμοποιηθεί: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Χρησιμοποιείται το Κλασικό.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Κλασικό</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Μοντέρνο</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Σκούρο</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Υψηλή αντίθεση</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>λείπει το {0}</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>το {0} δεν είναι κανονικό αρχείο</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>το {0} είναι μεγαλύτερο από {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>το {0} δεν διαβάζεται</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: το &quot;{0}&quot; λείπει ή είναι λάθος</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>το theme.json δεν είναι έγκυρο JSON ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: το {0} δεν είναι χρώμα (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: άγνωστη θέση χρώματος &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>το theme.svg δεν είναι κείμενο UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>το theme.svg δηλώνει τύπο εγγράφου (δεν επιτρέπεται)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>το theme.svg δεν είναι έγκυρο αρχείο SVG ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>το theme.svg παραπέμπει σε άλλο αρχείο ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>στο theme.svg λείπουν τα στοιχεία {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>το num{0} στο theme.svg δεν σχεδιάζεται στο χρώμα του αριθμού του {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>το όνομα του φακέλου μπορεί να έχει μόνο a-z, 0-9, - και _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>ένα ενσωματωμένο θέμα έχει αυτό το όνομα</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>χρειάζεται πάνω από {0} s για να σχεδιαστεί</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>δεν μπορούσε να δοκιμαστεί (καμία διεργασία)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>χρειάζεται {0} ms περισσότερο από το κλασικό θέμα για να σχεδιαστεί (το πολύ {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Το Qt δεν μπορεί να το σχεδιάσει</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n τελειωμένο παιχνίδι δεν αποθηκεύτηκε: αν βγείτε τώρα, θα χαθεί.</numerusform>
            <numerusform>%n τελειωμένα παιχνίδια δεν αποθηκεύτηκαν: αν βγείτε τώρα, θα χαθούν.</numerusform>
        </translation>
    </message>
</context>
</TS>
