<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>माइन क्षेत्र</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>नया खेल</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>झंडा मोड</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>मेनू</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>संकेत (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>संकेत खेलें (&amp;P)</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>संभावनाएँ दिखाएँ (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>हारने वाली चाल वापस लें (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>हल करें (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>नए खेलों में भी संभावनाएँ चालू रखें (&amp;E)</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>खाने की संभावना बोलें (&amp;K)</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>सहायता बटन छिपाएँ (&amp;I)</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>हल करने की गति (&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>धीमी (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>सामान्य (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>तेज़ (&amp;F)</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>संकेत: अगला सुरक्षित खाना और क्यों (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>संभावनाएँ: हर छिपे खाने में माइन की संभावना (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>संकेत</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>संभावनाएँ</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>खेलें</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>संकेत वाला खाना खेलें (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>संकेत बंद करें (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>बोर्ड का केवल दिख रहा हिस्सा ही देखा गया।</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>हल करें 1,00,000 खानों तक के बोर्ड पर काम करता है; बड़े बोर्ड पर संकेत और संभावनाएँ बोर्ड के दिखने वाले हिस्से तक सीमित रहती हैं।</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>सहायता ली: सर्वश्रेष्ठ समय में नहीं गिना जाता</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>सहायता ली</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>वापस ली गई हारें: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>कहीं भी क्लिक करें: पहला क्लिक हमेशा सुरक्षित होता है।</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>{0} पर लगा झंडा गलत है।</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>संकेत: {0} वाला खाना सुरक्षित है।</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>संकेत: {0}, एक अनुमान।</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>मजबूरी का 50/50: यह खाना और {0} वाला खाना एक माइन साझा करते हैं, और कुछ भी इन्हें कभी अलग नहीं बता सकता। अभी अनुमान लगाएँ: रुकने से कोई फ़ायदा नहीं।</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>यह खाना ({0} माइन) या तो सुरक्षित है या ऐसे 50/50 का आधा जिसे कुछ भी कभी हल नहीं कर सकता, इसलिए अभी इसका अनुमान लगाने में कोई अतिरिक्त जोखिम नहीं।</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>अंतिम चरण: खेल के आगे बढ़ने के हर तरीके को आज़माया गया। यह खाना ({0} माइन) जीत का सबसे अच्छा मौका देता है: {1}।</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>कोई सुरक्षित खाना नहीं, और कोई अनुमान नई जानकारी नहीं दे सकता: इसका जोखिम सबसे कम है, {0}।</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>कोई सुरक्षित खाना नहीं: इसका जोखिम सबसे कम है, {0}।</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>सबसे सुरक्षित अनुमान: {0} माइन।</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>सबसे अच्छा अनुमान: {0} माइन (सबसे सुरक्षित खाना {1} है), पर इसकी संख्या से बोर्ड खुलने की संभावना ज़्यादा है।</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>यह जो भी संख्या दिखाए, उससे कोई दूसरा खाना तुरंत सुरक्षित नहीं होता।</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>सहायता (&amp;S)</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>सर्वश्रेष्ठ समय</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>शुरुआती</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>मध्यम</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>विशेषज्ञ</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, बिना अनुमान</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>समय (से.)</translation>
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
        <translation>तारीख</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>खेले गए खेल:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>जीते गए खेल:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>मौजूदा जीत का सिलसिला:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>सबसे लंबा जीत का सिलसिला:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>रीसेट करें (&amp;R)...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>रिकॉर्ड</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>झंडों के साथ</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>बिना झंडों के (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>सर्वश्रेष्ठ समय (से.)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>सर्वश्रेष्ठ 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>सर्वश्रेष्ठ IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>सर्वश्रेष्ठ RQP (सबसे कम)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>सर्वश्रेष्ठ STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>पिछले {0} गिने गए खेल:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>जीते:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>जीतों का औसत समय:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>औसत 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>औसत IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>सिर्फ़ आपके अपने खेल: सहायता वाले, दोबारा शुरू किए गए और फिर से जारी खेल रिकॉर्ड नहीं बनाते।</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} से.</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>गुमनाम</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1} %)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>सर्वश्रेष्ठ समय रीसेट करें</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>{0} के सर्वश्रेष्ठ समय और आँकड़े भुला दें?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>खाली</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>छिपा</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>झंडा लगा</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>प्रश्नचिह्न</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>माइन</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>फटी माइन</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>गलत झंडा</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>पंक्ति {0}, स्तंभ {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>कस्टम बोर्ड</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>पंक्तियाँ (&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>स्तंभ (&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>माइन (&amp;M):</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>अभ्यास: {0} के दैनिक बोर्ड का परिणाम पहले से है; यह खेल उसे नहीं बदलता।</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>{0} का दैनिक बोर्ड: चिह्नित खाने से शुरू करें।</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>दैनिक बोर्ड का परिणाम सहेजा नहीं जा सका: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>{0} के दैनिक बोर्ड पर आपका परिणाम सहेज लिया गया: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>यह आपका अपना खेल नहीं था (मदद, या फिर से शुरू किया गया बोर्ड), इसलिए इसे जीत नहीं गिना जाता।</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>अभ्यास: {0} का दैनिक बोर्ड अपना पहला परिणाम ही रखता है ({1} से., 3BV/s {2})।</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>दैनिक बोर्ड</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>किसी की साझा की गई परिणाम पंक्ति चिपकाएँ</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>जाँचें (&amp;H)</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>अपना परिणाम साझा करें</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>साझा किया गया परिणाम जाँचें</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>आज का बोर्ड ({0}, UTC), हर खिलाड़ी के लिए एक जैसा: {1} × {2}, {3} माइन (नियम {4})।</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>{0} का बोर्ड (UTC), हर खिलाड़ी के लिए एक जैसा: {1} × {2}, {3} माइन (नियम {4})।</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>चिह्नित खाने (पंक्ति {0}, स्तंभ {1}) से शुरू करें: यह हमेशा एक क्षेत्र खोलता है।</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>बोर्ड 00:00 UTC पर बदलता है, आप कहीं भी हों: {0} घं. {1} मि. में।</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>अभी तक नहीं खेला। इस बोर्ड पर आपका पहला पूरा किया गया खेल दिन का परिणाम है; बाद के खेल अभ्यास हैं।</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>यह बोर्ड खेलें (&amp;P)</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>{0} से. में जीते, 3BV/s {1}।</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>{0} से. बाद हारे, 3BV/s {1}।</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>दिन का परिणाम: {0} इस बोर्ड पर बाद के खेल अभ्यास हैं और उसे नहीं बदलते।</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>इस बोर्ड पर अभ्यास करें (&amp;R)</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>लगातार खेले गए दिन: {0} (सर्वश्रेष्ठ {1})। लगातार जीते गए दिन: {2} (सर्वश्रेष्ठ {3})।</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>क्लिपबोर्ड पर कॉपी किया गया।</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>यह दैनिक परिणाम पंक्ति नहीं है। यह ऐसी दिखती है: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>खेल का यह संस्करण नियम {0} नहीं जानता: यह वह बोर्ड नहीं बना सकता।</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>सत्यापित नहीं: बोर्ड कोड {0} के बोर्ड (नियम {1}) से मेल नहीं खाता। पंक्ति बदली गई है, या किसी दूसरे खेल की है।</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>सत्यापित: {0} का बोर्ड (नियम {1}) आपको भी यही मिलता है। {2} {3} से., 3BV/s {4}।</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>जीते:</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>हारे:</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>समय: {0} से.</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {1} में से {0}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>कुंजियाँ: {0} ({1} खोलना, {2} झंडा, {3} कॉर्ड)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>क्लिक: {0} ({1} बाएँ, {2} दाएँ, {3} कॉर्ड)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>वापस ली गई हारें: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>जारी रखें (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>नया खेल (&amp;N)</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>यही बोर्ड फिर से (&amp;T)</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>वही माइन फिर से खेलें (सर्वश्रेष्ठ समय में नहीं गिना जाता)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>कठिनाई बदलें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बाहर निकलें (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>हारने वाली चाल वापस लें (&amp;U)</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>माइन से ठीक पहले पर वापस जाएँ, अभ्यास के लिए (Ctrl+Z; खेल सहायता वाला बन जाता है)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>रीप्ले देखें (&amp;W)</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>आपका नाम (&amp;M):</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>आप जीत गए!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>धमाका!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>नया सर्वश्रेष्ठ समय! 10 में से स्थान {0}</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>सहायता ली: सर्वश्रेष्ठ समय में नहीं गिना जाता</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>अभ्यास: सर्वश्रेष्ठ समय में नहीं गिना जाता</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>दोबारा शुरू किया बोर्ड: सर्वश्रेष्ठ समय में नहीं गिना जाता</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>सहेजे गए खेल से फिर से जारी: सर्वश्रेष्ठ समय में नहीं गिना जाता</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>रुका हुआ</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>इतिहास में इसकी पंक्ति खराब है</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>इसकी रिकॉर्डिंग खराब है</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>इसकी कोई रिकॉर्डिंग नहीं है</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>इसकी रिकॉर्डिंग ऐसा खेल नहीं है जिसे रीप्ले फ़ाइल रख सके</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: खेल {0} निर्यात नहीं हुआ: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: {0} में रीप्ले नहीं लिखे जा सकते: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: खेल इतिहास पढ़ा नहीं जा सकता: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n रीप्ले {0} में लिखा गया</numerusform>
            <numerusform>%n रीप्ले {0} में लिखे गए</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n खेल की कोई उपयोगी रिकॉर्डिंग नहीं थी</numerusform>
            <numerusform>minesweeper-qt: %n खेलों की कोई उपयोगी रिकॉर्डिंग नहीं थी</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · समीक्षा</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>किसी माइन को छुए बिना मैदान साफ़ करें</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>संख्या बताती है कि उसके आसपास के आठ खानों में से कितनों में माइन छिपी है। जीतने के लिए हर सुरक्षित खाना खोलें; पहला क्लिक हमेशा सुरक्षित होता है।</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>माउस</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>बायाँ क्लिक: खाना खोलें।</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>दायाँ क्लिक: झंडा लगाएँ या हटाएँ।</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>जिस संख्या के सारे झंडे लग चुके हों उस पर बीच का क्लिक, या बायाँ और दायाँ एक साथ: उसके बाकी पड़ोसी खोलें (कॉर्ड)। ऐसी संख्या पर बायाँ क्लिक भी कॉर्ड करता है।</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>बायाँ बटन दबाए रखने से झंडा तभी लगता है जब विकल्प &gt; माउस बटन दबाए रखने से झंडा चालू हो। Ctrl+व्हील ज़ूम करता है; Shift+व्हील बगल में स्क्रॉल करता है।</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>टच</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>जब तक आप दबाए रखते हैं, खाने के चारों ओर एक घेरा भरता है; घेरा पूरा होने पर झंडा लगता है। ज़ूम के लिए दो उँगलियों से पिंच करें।</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>खोलने के लिए टैप करें; झंडा लगाने या संख्या पर कॉर्ड करने के लिए दबाकर रखें। झंडा मोड (झंडा बटन, G) में टैप झंडे लगाते हैं।</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>कीबोर्ड</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>तीर कुंजियाँ कर्सर चलाती हैं; Space या Enter खोलता है (या कॉर्ड करता है); F झंडा लगाता है; F2 नया खेल शुरू करता है; Ctrl++ और Ctrl+- ज़ूम करते हैं।</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>सहायता</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H संकेत दिखाता है: एक सुरक्षित खाना और वह क्यों सुरक्षित है; Shift+H उसे खेलता है; P हर छिपे खाने में माइन की संभावना दिखाता है; Ctrl+Z हारने वाली चाल वापस लेता है; Esc संकेत हटाता है या हल करना रोकता है। टच पर: हेडर में बल्ब और रंगीन वर्ग, और हार के बाद मेनू में वापस लें। सहायता लेने से खेल सहायता वाला हो जाता है: वह सर्वश्रेष्ठ समय में नहीं गिना जाता।</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up और Page Down एक स्क्रीन चलते हैं; Home और End पंक्ति के सिरों पर जाते हैं, Ctrl के साथ बोर्ड के कोनों पर; Ctrl+तीर किनारे तक जाते हैं। Ctrl+9 बोर्ड को विंडो में फ़िट करता है।</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M बची माइनें और T समय बोलता है; Shift+P कर्सर वाले खाने में माइन की संभावना बोलता है; H संकेत दोबारा बोलता है। F10 मेनू बार खोलता है।</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>प्रतिस्पर्धी आँकड़े</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: बिना झंडों के बोर्ड साफ़ करने के लिए सबसे कम बाएँ क्लिक (हर खुला क्षेत्र एक बार गिना जाता है, और हर वह संख्या जो किसी खुले क्षेत्र के पास नहीं, एक बार)। 3BV/s: प्रति सेकंड हल हुआ 3BV। क्लिक: बाएँ, दाएँ और कॉर्ड (दोहरे) क्लिक, जैसे समुदाय गिनता है। IOE (दक्षता): हल हुआ 3BV / क्लिक। शुद्धता: प्रभावी क्लिक / क्लिक। थ्रूपुट: हल हुआ 3BV / प्रभावी क्लिक। RQP: समय / (3BV/s)। STNB: मानक बोर्ड पर गति का स्कोर (C x 3BV / समय^1.7, हल हुए हिस्से के वर्गमूल से गुणा)। ZiNi: झंडों के साथ सबसे कम क्लिक, जैसे एक लालची सॉल्वर गिनता है।</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>क्लासिक नियमों वाला एक नेटिव डेस्कटॉप माइनस्वीपर।</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>MIT लाइसेंस के तहत।</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>अगर यह {0} दिखाए, तो %n अन्य खाना सुरक्षित हो जाता है।</numerusform>
            <numerusform>अगर यह {0} दिखाए, तो %n अन्य खाने सुरक्षित हो जाते हैं।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>जीता हुआ खेल</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>समय (से.)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>दिखाने के लिए कोई जीता हुआ खेल नहीं।</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>समय (से.): एक ही बोर्ड आकार चुनें</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>शुरुआती</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>मध्यम</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>विशेषज्ञ</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>खराब</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>जीते</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>हारे</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>छोड़ा</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>दोबारा शुरू</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>तारीख</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>बोर्ड</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>बिना अनुमान</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>परिणाम</translation>
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
        <translation>गिना गया</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>रीप्ले देखें (&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>निर्यात करें ({0}) (&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>हटाएँ (&amp;D)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>बोर्ड (&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>परिणाम (&amp;R):</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>बिना अनुमान (&amp;N):</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>दैनिक (&amp;Y):</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>खेल इतिहास</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>सभी आकार</translation>
    </message>
    <message>
        <source>All</source>
        <translation>सभी</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>दोनों</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>सिर्फ़ बिना अनुमान</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>सिर्फ़ यादृच्छिक</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>सभी खेल</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>सिर्फ़ दैनिक बोर्ड</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>दैनिक बोर्ड के बिना</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>इतिहास का %n खेल पढ़ा नहीं जा सका और खराब के रूप में दिखाया गया है।</numerusform>
            <numerusform>इतिहास के %n खेल पढ़े नहीं जा सके और खराब के रूप में दिखाए गए हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>इस खेल की पंक्ति खराब है: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>सारे आँकड़े देखने के लिए कोई खेल चुनें।</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>इस खेल की रिकॉर्डिंग खराब है: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>अभी तक कोई खेल समाप्त नहीं हुआ: आप जो भी खेल पूरा करेंगे, वह यहाँ दिखेगा।</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>कोई भी खेल इन विकल्पों से मेल नहीं खाता।</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>रीप्ले निर्यात करें</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0} रीप्ले ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>रीप्ले फ़ोल्डर में निर्यात करें</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n रीप्ले निर्यात हुआ</numerusform>
            <numerusform>%n रीप्ले निर्यात हुए</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n छोड़ा गया</numerusform>
            <numerusform>%n छोड़े गए</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (रद्द किया गया)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>रीप्ले निर्यात हो रहे हैं...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>खेल हटाएँ</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>%n खेल और उसका रीप्ले हटाएँ?</numerusform>
            <numerusform>%n खेल और उनके रीप्ले हटाएँ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n खेल हटाया गया।</numerusform>
            <numerusform>%n खेल हटाए गए।</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>खेल हटाए जा रहे हैं...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>सहायता ली</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>दोबारा शुरू</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>अभ्यास</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>फिर से जारी</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>रीप्ले</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>समय {0} से. · 3BV {1}/{2} · 3BV/s {3} · क्लिक {4} ({5} बाएँ, {6} दाएँ, {7} कॉर्ड) · प्रभावी {8} · IOE {9} · शुद्धता {10} · थ्रूपुट {11} · RQP {12} · STNB {13} · ZiNi {14} · खुले क्षेत्र {15} · द्वीप {16} · Cl/s {17} · Ce/s {18} · IOS {19} · पथ {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>उसमें से %n खेल पढ़ा जा सका और रखा गया।</numerusform>
            <numerusform>उसमें से %n खेल पढ़े जा सके और रखे गए।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>पहले अलग रखे गए इतिहास का %n खेल आपके इतिहास में वापस डाला गया; पुरानी फ़ाइल {0} के रूप में रखी गई है।</numerusform>
            <numerusform>पहले अलग रखे गए इतिहास के %n खेल आपके इतिहास में वापस डाले गए; पुरानी फ़ाइल {0} के रूप में रखी गई है।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>लाइव गिनती (&amp;V)</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · क्लिक {1} · IOE {2} · अनुमानित समय {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} से.</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>समय {0} से. · क्लिक {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>कैसे खेलें</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>माइनस्वीपर के बारे में</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>झंडा मोड: क्लिक और टैप झंडे लगाते हैं (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>मेनू: विराम, नया खेल, कठिनाई</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>नया खेल (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>बिना अनुमान वाला बोर्ड: हर सुरक्षित खाना बिना अनुमान के मिल सकता है</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>बिना अनुमान वाला बोर्ड</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>बची माइन: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>माइनस्वीपर</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>विंडो में फ़िट करें (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>बोर्ड को विंडो में फ़िट रखें (&amp;K)</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>यह खेल छोड़ दें?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>यह खेल हार के रूप में गिना जाएगा।</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>बाहर निकलने तक दोबारा न पूछें</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>कमांड लाइन नया खेल माँग रही है, पर आपका सहेजा गया खेल अभी चल रहा है। नया खेल शुरू करने पर सहेजा गया खेल छोड़ दिया जाएगा।</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>सहेजा गया खेल छोड़ दें?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>कमांड लाइन नया खेल माँग रही है, पर आपका सहेजा गया खेल अभी चल रहा है। नया खेल शुरू करने पर सहेजा गया खेल हार गिना जाएगा।</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>नया खेल शुरू करें (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>सहेजा गया खेल जारी रखें (&amp;K)</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>बिना अनुमान के साफ़ होने वाला बोर्ड बन रहा है...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>इस बोर्ड में अनुमान लगाना पड़ सकता है: समय पर कोई बिना अनुमान वाला बोर्ड नहीं मिला।</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>खेल (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>नया (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>शुरुआती (9 x 9, 10 माइन) (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>मध्यम (16 x 16, 40 माइन) (&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>विशेषज्ञ (16 x 30, 99 माइन) (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>कस्टम (&amp;C)...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>बिना अनुमान (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>दैनिक बोर्ड (&amp;D)...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>सर्वश्रेष्ठ समय (&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>इतिहास (&amp;H)...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>रीप्ले खोलें (&amp;O)...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>बाहर निकलें (&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>विकल्प (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>प्रश्नचिह्न (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>संख्या पर बायाँ क्लिक कॉर्ड करता है (&amp;L)</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>झंडा मोड (&amp;G)</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>माउस बटन दबाए रखने से झंडा (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>एनिमेशन (&amp;A)</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>घड़ी में सेकंड का सौवाँ हिस्सा (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>ज़ूम (&amp;Z)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>ज़ूम इन (&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>ज़ूम आउट (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>असली आकार (&amp;A)</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>भाषा (&amp;N)</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (कोई फ़ॉन्ट इंस्टॉल नहीं)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>मदद (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>कैसे खेलें (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>परिचय (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>पहला क्लिक (&amp;F)</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>हमेशा खुला क्षेत्र (आधुनिक) (&amp;O)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>सिर्फ़ क्लिक किया खाना सुरक्षित (क्लासिक) (&amp;S)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>लंबे दबाव की देरी (&amp;D)</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} मि.से.</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>सिस्टम डिफ़ॉल्ट (&amp;S)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>रीप्ले खोलें</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: फ़ाइल रीप्ले के लिए बहुत बड़ी है ({1} MB; अधिकतम {2} MB पढ़े जाते हैं)।</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: इस रीप्ले को पढ़ने के लिए {1} GB से ज़्यादा मेमोरी चाहिए; यह ऐसा रीप्ले नहीं जिसे खेल खोल सके।</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>{0} तैयार हो रहा है…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>{0} पढ़ा जा रहा है…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>रीप्ले पढ़ा नहीं जा सका: पढ़ने वाली प्रक्रिया शुरू नहीं हुई।</translation>
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
        <translation>{0} और {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{1} पर {0}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} को एक माइन चाहिए और उसके सभी छिपे खाने {1} को भी छूते हैं, इसलिए वही माइन {1} की ज़रूरत वाली माइन है: उसके बाकी खाने सुरक्षित हैं: {2}।</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>दीवार पर 1-1</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>{0} की तुलना {1} से करें: पहले का हर छिपा खाना दूसरे को छूता है, और दूसरे को उतनी ही और माइन चाहिए जितने उसके बाकी खाने हैं: {2}, सब माइन।</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>{0} की तुलना {1} से करें: पहले का हर छिपा खाना दूसरे को छूता है, और दूसरे को पहले से ज़्यादा माइन नहीं चाहिए, इसलिए उसके बाकी खाने सुरक्षित हैं: {2}।</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>{0} की तुलना {1} से करें: उनकी ज़रूरत की माइन सिर्फ़ {2} पर माइन रखकर पूरी हो सकती हैं।</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>{0} की तुलना {1} से करें: उनकी ज़रूरत की माइन {2} के लिए कोई नहीं छोड़तीं, इसलिए वह सुरक्षित है।</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} {0} और {2} के बीच है; हर 1 की 2 के साथ साझा खानों में एक माइन है, इसलिए 2 की माइन सिरों पर हैं: {3}।</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} {0} और {2} के बीच है; 2 की माइन सिरों पर हैं, इसलिए बीच का खाना सुरक्षित है: {3}।</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} को {0} से एक माइन ज़्यादा चाहिए, और उनके साझा खानों में अधिकतम एक है, इसलिए जिस खाने को सिर्फ़ {1} छूता है वह माइन है: {2}।</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} को {0} से एक माइन ज़्यादा चाहिए और उसका अपना सिर्फ़ एक खाना है, इसलिए वह खाना माइन है और {0} की माइन साझा खानों में है: {0} के बाकी खाने सुरक्षित हैं: {2}।</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>{0} की संख्याओं को पूरा करने का हर तरीका आज़माएँ: हर तरीका {1} पर माइन रखता है।</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>{0} की संख्याओं को पूरा करने का हर तरीका आज़माएँ: हर तरीके में {1} सुरक्षित है।</translation>
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
            <numerusform>और %n अन्य</numerusform>
            <numerusform>और %n अन्य</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>{0} का खाली खाना किसी माइन को नहीं छूता, इसलिए उसका %n छिपा पड़ोसी सुरक्षित है: {1}।</numerusform>
            <numerusform>{0} का खाली खाना किसी माइन को नहीं छूता, इसलिए उसके %n छिपे पड़ोसी सुरक्षित हैं: {1}।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{1} पर {0} पहले ही %n माइन को छूता है ({2}), इसलिए उसके बाकी छिपे पड़ोसी सुरक्षित हैं: {3}।</numerusform>
            <numerusform>{1} पर {0} पहले ही %n माइन को छूता है ({2}), इसलिए उसके बाकी छिपे पड़ोसी सुरक्षित हैं: {3}।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{1} पर {0} को %n माइन चाहिए और उसके ठीक इतने ही छिपे खाने हैं: {2}, सब माइन।</numerusform>
            <numerusform>{1} पर {0} को %n माइन चाहिए और उसके ठीक इतने ही छिपे खाने हैं: {2}, सब माइन।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{1} पर {0} को %n और माइन चाहिए और उसके ठीक इतने ही छिपे खाने बचे हैं: {2}, सब माइन।</numerusform>
            <numerusform>{1} पर {0} को %n और माइन चाहिए और उसके ठीक इतने ही छिपे खाने बचे हैं: {2}, सब माइन।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{1} पर {0} (अभी %n माइन चाहिए)</numerusform>
            <numerusform>{1} पर {0} (अभी %n माइन चाहिए)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>माइन गिनती: %n माइन बची है और किनारे की संख्याओं को वह चाहिए, इसलिए बाकी हर छिपा खाना सुरक्षित है, {0} भी।</numerusform>
            <numerusform>माइन गिनती: %n माइन बची हैं और किनारे की संख्याओं को वे सब चाहिए, इसलिए बाकी हर छिपा खाना सुरक्षित है, {0} भी।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>माइन गिनती: %n माइन बचे होने पर संख्याएँ सिर्फ़ उन तरीकों से पूरी हो सकती हैं जो {0} को सुरक्षित छोड़ते हैं।</numerusform>
            <numerusform>माइन गिनती: %n माइन बचे होने पर संख्याएँ सिर्फ़ उन तरीकों से पूरी हो सकती हैं जो {0} को सुरक्षित छोड़ते हैं।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>माइन गिनती: %n माइन बचे होने पर संख्याएँ सिर्फ़ उन तरीकों से पूरी हो सकती हैं जो {0} पर माइन रखते हैं।</numerusform>
            <numerusform>माइन गिनती: %n माइन बचे होने पर संख्याएँ सिर्फ़ उन तरीकों से पूरी हो सकती हैं जो {0} पर माइन रखते हैं।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(पहले का %n चरण नहीं दिखाया गया।)</numerusform>
            <numerusform>(पहले के %n चरण नहीं दिखाए गए।)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>कोई दूसरा प्रोग्राम इसका उपयोग कर रहा है</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>इनपुट/आउटपुट त्रुटि</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>खेल इतिहास खेल के नए संस्करण ने लिखा था; इसे {0} के रूप में अलग रखा गया और नया इतिहास शुरू हुआ।</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>खेल इतिहास की जगह फ़ाइल के अलावा कुछ और था; इसे {0} के रूप में अलग रखा गया और नया इतिहास शुरू हुआ।</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>खेल इतिहास फ़ाइल खराब थी; इसे {0} के रूप में अलग रखा गया और नया इतिहास शुरू हुआ।</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>पहले अलग रखा गया इतिहास पढ़ा नहीं जा सका; इसे {0} के रूप में रखा गया है।</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>खेल इतिहास का अभी उपयोग नहीं हो सकता: {0}।</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>एक खेल इतिहास में नहीं जोड़ा जा सका: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>खत्म हुए खेल अभी डिस्क पर नहीं लिखे जा सकते ({0}); वे मेमोरी में रखे गए हैं और जल्द से जल्द लिखे जाएँगे, पर उससे पहले खेल बंद हुआ तो खो जाएँगे।</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>रीप्ले ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0} रीप्ले ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>रीप्ले खोलें</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>पिछला खेल</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: रीप्ले में %Ln घटना है, बहुत ज़्यादा (अधिकतम {1} पढ़ी जाती हैं)।</numerusform>
            <numerusform>{0}: रीप्ले में %Ln घटनाएँ हैं, बहुत ज़्यादा (अधिकतम {1} पढ़ी जाती हैं)।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>पहली चाल से पहले</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>खोलना</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>झंडा</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>कॉर्ड</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>वापसी</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>{1} में से चाल {0}, {2} से.: {3}, {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>समय {0} से. · 3BV {1} / {2} · 3BV/s {3} · क्लिक {4} ({5} बाएँ, {6} दाएँ, {7} कॉर्ड) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} से.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>विराम</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>चलाएँ</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>रीप्ले</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>एक घटना पीछे (बायाँ तीर)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>एक घटना आगे (दायाँ तीर)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>रीप्ले का समय</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>रीप्ले बोर्ड</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>दायाँ और बायाँ तीर एक-एक कदम, Ctrl के साथ एक-एक चाल, M चाल बोलता है, Space चलाता है</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>गति (&amp;S):</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>{0} की समीक्षा</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} माइन</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>देखने लायक चालें:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>समीक्षा समयरेखा</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>1,00,000 से ज़्यादा खानों वाले बोर्ड की समीक्षा नहीं होती।</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>इस खेल की समीक्षा नहीं हो सकती।</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>पिछला अनुमान या गलत झंडा (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>अगला अनुमान या गलत झंडा (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>खेल की समीक्षा हो रही है…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>खोलना</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>कॉर्ड</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>झंडा</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>झंडा हटाना</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>प्रश्नचिह्न</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>सुरक्षित</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>मजबूरी का अनुमान</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>टाला जा सकने वाला अनुमान</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>गलत झंडा</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>गलती</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>जीते</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>हारे</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0}, {1} से. में · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>सब से बचने की संभावना: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>कोई अनुमान नहीं: हर खोलना निश्चित रूप से सुरक्षित था।</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>व्यर्थ क्लिक: {1} में से {0}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} से. (चाल {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>सबसे लंबे ठहराव: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} से. · चाल {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: गलत झंडा (वहाँ कोई माइन नहीं)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: मजबूरी का अनुमान, {1} माइन, उस समय का सबसे कम जोखिम</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: मजबूरी का अनुमान, {1} माइन (कोई खाना निश्चित रूप से सुरक्षित नहीं था; सबसे सुरक्षित, {2}, में {3} था)</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: टाला जा सकने वाला अनुमान, {1} माइन</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: एक गलती ({1} माइन)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>यहाँ हार हुई, फिर वापस ली गई (पूर्ववत): खेल जारी रहा, और उसके आँकड़े इस चाल को छोड़ देते हैं।</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>खेल यहाँ हारा गया।</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>कोई अनुमान नहीं</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n अनुमान: {0} मजबूरी के, {1} टाले जा सकने वाले</numerusform>
            <numerusform>%n अनुमान: {0} मजबूरी के, {1} टाले जा सकने वाले</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n अनुमान, {0} टाले जा सकने वाले</numerusform>
            <numerusform>%n अनुमान, {0} टाले जा सकने वाले</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n गलत झंडा</numerusform>
            <numerusform>%n गलत झंडे</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>बाकी %n चाल सुरक्षित थी।</numerusform>
            <numerusform>बाकी %n चालें सुरक्षित थीं।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>तब %n खाना निश्चित रूप से सुरक्षित था, जैसे {0}:</numerusform>
            <numerusform>तब %n खाने निश्चित रूप से सुरक्षित थे, जैसे {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>आपका सहेजा गया खेल पहले ही ख़त्म होकर गिना जा चुका था, इसलिए नया खेल शुरू हुआ है।</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>आपका सहेजा गया खेल पढ़ा नहीं जा सका, इसलिए नया खेल शुरू हुआ है।</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>खराब फ़ाइल {0} के रूप में रखी गई है।</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>कस्टम {0} x {1}, %n माइन</numerusform>
            <numerusform>कस्टम {0} x {1}, %n माइन</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>कस्टम {0} x {1}, %n माइन</numerusform>
            <numerusform>कस्टम {0} x {1}, %n माइन</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>पंक्ति {0}, स्तंभ {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln खाना खुला</numerusform>
            <numerusform>%Ln खाने खुले</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln खाना खुला</numerusform>
            <numerusform>%Ln खाने खुले</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln खाना खुला: {0}</numerusform>
            <numerusform>%Ln खाने खुले: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>{0} पर खेला गया: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>हल: %Ln चाल, {0}, आखिरी {1} पर</numerusform>
            <numerusform>हल: %Ln चालें, {0}, आखिरी {1} पर</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>हल: %Ln चाल, {0}, आखिरी {1} पर</numerusform>
            <numerusform>हल: %Ln चालें, {0}, आखिरी {1} पर</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>कोई खाना नहीं खुला</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>समय: %Ln सेकंड</numerusform>
            <numerusform>समय: %Ln सेकंड</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>समय: %Ln सेकंड</numerusform>
            <numerusform>समय: %Ln सेकंड</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>कोई संभावना नहीं</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>निश्चित रूप से सुरक्षित</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>निश्चित रूप से माइन</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>माइन की संभावना {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>संभावनाएँ दिखाई गईं</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>संभावनाएँ छिपाई गईं</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>पहले से खुला है</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>बोर्ड का किनारा</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>%Ln माइन बची</numerusform>
            <numerusform>%Ln माइन बचीं</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>%Ln माइन बची</numerusform>
            <numerusform>%Ln माइन बचीं</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>झंडा लगाया</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>प्रश्नचिह्न</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>झंडा हटाया</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>आप {0} सेकंड में जीते</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>{0} सेकंड बाद आपने माइन छू ली</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} गुणा {1} खाने, %Ln माइन</numerusform>
            <numerusform>{0} गुणा {1} खाने, %Ln माइन</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} गुणा {1} खाने, %Ln माइन</numerusform>
            <numerusform>{0} गुणा {1} खाने, %Ln माइन</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>तीर चलाते हैं, Space खोलता है, F झंडा लगाता है</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>नया खेल: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>खेल रुका हुआ है</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>आपका सहेजा गया खेल जारी है: कमांड लाइन पर माँगा गया दैनिक बोर्ड शुरू नहीं हुआ।</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>आपका सहेजा गया खेल जारी है: कमांड लाइन पर माँगा गया नया खेल शुरू नहीं हुआ।</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>सेटिंग फ़ाइल खराब थी और अलग रख दी गई है; डिफ़ॉल्ट मान इस्तेमाल हो रहे हैं।</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>अनुवाद फ़ाइल खराब है; खेल अंग्रेज़ी में दिखाया जा रहा है।</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>इसकी जगह फ़ाइल के अलावा कुछ और है</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>डिस्क भर गई है</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>फ़ाइल या उसका फ़ोल्डर सिर्फ़ पढ़ने योग्य है</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>डिस्क सिर्फ़ पढ़ने योग्य है</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>रास्ते में फ़ोल्डर के अलावा कुछ और है</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>खेल सहेजा नहीं जा सका: {0}।</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>सेटिंग लिखी नहीं जा सकीं</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>सेटिंग सहेजी नहीं जा सकीं: {0}।</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>डिस्क भर गई है: खत्म हुआ खेल उस जगह में सहेजा गया जिसे खेल आरक्षित रखता है। डिस्क पर कुछ जगह खाली करें।</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>सब कुछ फिर से सहेज लिया गया है।</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>खेल सहेजे नहीं गए</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>कारण: {0}।</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>फिर से कोशिश करें</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>बाहर न निकलें</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>फिर भी बाहर निकलें</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg {0} स्तरों से ज़्यादा गहराई तक नेस्टेड है</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg अपना ही संदर्भ देती है (संदर्भों का लूप)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg &lt;{0}&gt; का उपयोग करती है, जिसकी थीम को अनुमति नहीं है</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg {0} से ज़्यादा आकृतियाँ बनाती है (&lt;use&gt; और संदर्भों के ज़रिए)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg पाथ डेटा और टेक्स्ट के {0} से ज़्यादा अक्षर बनाती है</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg {0} पिक्सेल से बड़ी तस्वीरें बनाती है</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>थीम (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>स्वचालित (सिस्टम के अनुसार) (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>रंगांधता-अनुकूल संख्याएँ (&amp;C)</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>थीम फ़ोल्डर खोलें (&amp;T)</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>थीम “{0}” इस्तेमाल नहीं हो सकती: {1}।</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>इसकी जगह क्लासिक इस्तेमाल हो रही है।</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>क्लासिक</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>आधुनिक</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>गहरी</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>उच्च कंट्रास्ट</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} मौजूद नहीं है</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} सामान्य फ़ाइल नहीं है</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} {1} KB से बड़ी है</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} पढ़ी नहीं जा सकती</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: &quot;{0}&quot; नहीं है या गलत है</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json मान्य JSON नहीं है ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} रंग नहीं है (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: अज्ञात रंग स्लॉट &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg UTF-8 टेक्स्ट नहीं है</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg दस्तावेज़ प्रकार घोषित करती है (अनुमति नहीं)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg मान्य SVG फ़ाइल नहीं है ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg किसी दूसरी फ़ाइल का संदर्भ देती है ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg में तत्व {0} नहीं हैं</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>theme.svg में num{0} अपने संख्या रंग {1} में नहीं बनाया गया है</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>फ़ोल्डर के नाम में सिर्फ़ a-z, 0-9, - और _ हो सकते हैं</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>इस नाम की एक अंतर्निहित थीम पहले से है</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>इसे बनने में {0} से. से ज़्यादा लगते हैं</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>इसे आज़माया नहीं जा सका (कोई प्रक्रिया नहीं)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>इसे बनने में क्लासिक थीम से {0} मि.से. ज़्यादा लगते हैं (अधिकतम {1} मि.से.)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt इसे नहीं बना सकता</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n खत्म हुआ खेल सहेजा नहीं जा सका: अभी बाहर निकलने पर वह खो जाएगा।</numerusform>
            <numerusform>%n खत्म हुए खेल सहेजे नहीं जा सके: अभी बाहर निकलने पर वे खो जाएँगे।</numerusform>
        </translation>
    </message>
</context>
</TS>
