<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Mayın tarlası</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Bayrak modu</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>İ&amp;pucu</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>İpucunu o&amp;yna</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>&amp;Olasılıkları göster</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Kaybettiren hamleyi &amp;geri al</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Çöz</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>Yeni oyunlarda olasılıkları &amp;açık tut</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>Hücrenin olasılığını &amp;söyle</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>Destek düğmelerini gi&amp;zle</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>Çözme &amp;hızı</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Yavaş</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Hızlı</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>İpucu: sıradaki güvenli hücre ve nedeni (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Olasılıklar: her kapalı hücrenin mayın olma olasılığı (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>İpucu</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Olasılıklar</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Oyna</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>İpucundaki hücreyi oyna (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>İpucunu kapat (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Yalnızca tahtanın görünen kısmına bakıldı.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Çözme en çok 100.000 hücrelik tahtalarda çalışır; daha büyük tahtalarda ipuçları ve olasılıklar tahtanın görünen kısmını kapsar.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Yardımlı: en iyi sürelere sayılmaz</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Yardımlı</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Geri alınan kayıplar: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Herhangi bir yere tıklayın: ilk tıklama her zaman güvenlidir.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>{0} hücresindeki bayrak yanlış.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>İpucu: {0} güvenli.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>İpucu: {0}, bir tahmin.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>Zorunlu 50/50: bu hücre ile {0} hücresi bir mayını paylaşıyor ve hiçbir şey onları ayırt edemez. Şimdi tahmin edin: beklemek işe yaramaz.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Bu hücre (mayın olasılığı {0}) ya güvenli ya da hiçbir zaman çözülemeyecek bir 50/50&apos;nin yarısı; şimdi tahmin etmek ek bir risk taşımaz.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Oyun sonu: oyunun gidebileceği her yol denendi. Bu hücre (mayın olasılığı {0}) en iyi kazanma şansını veriyor: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Güvenli hücre yok ve hiçbir tahmin yeni bir şey söyleyemez: en düşük risk bunda, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Güvenli hücre yok: en düşük risk bunda, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>En güvenli tahmin: mayın olasılığı {0}.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>En iyi tahmin: mayın olasılığı {0} (en güvenli hücre {1}), ama sayısının tahtayı açma olasılığı daha yüksek.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Gösterebileceği hiçbir sayı başka bir hücreyi hemen güvenli yapmıyor.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>%{0}</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>&amp;Destek</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>En iyi süreler</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Orta</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Uzman</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, tahminsiz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Süre (sn)</translation>
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
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Oynanan oyunlar:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Kazanılan oyunlar:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Şu anki galibiyet serisi:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>En uzun galibiyet serisi:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Sıfırla...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekorlar</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Bayraklı</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Bayraksız (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>En iyi süre (sn)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>En iyi 3BV/s</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>En iyi IOE</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>En iyi RQP (en düşük)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>En iyi STNB</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>Sayılan son {0} oyun:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Kazanılan:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Kazanılan oyunların ortalama süresi:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>Ortalama 3BV/s:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>Ortalama IOE:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Yalnızca kendi oyunlarınız: yardımlı, yeniden başlatılan ve devam ettirilen oyunlar rekor kırmaz.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} sn</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anonim</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} (%{1})</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>En iyi süreleri sıfırla</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>{0} için en iyi süreler ve istatistikler silinsin mi?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>boş</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>kapalı</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>bayraklı</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>soru işareti</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mayın</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>patlamış mayın</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>yanlış bayrak</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>satır {0}, sütun {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Özel tahta</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Satırlar:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>S&amp;ütunlar:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Mayınlar:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Alıştırma: {0} tarihli günlük tahtanın zaten bir sonucu var; bu oyun onu değiştirmez.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>{0} tarihli günlük tahta: işaretli hücreden başlayın.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Günlük tahtanın sonucu kaydedilemedi: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>{0} tarihli günlük tahtadaki sonucunuz kaydedildi: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Kendi oyununuz değildi (yardım ya da yeniden başlatılan tahta), bu yüzden kazanılmamış sayılır.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Alıştırma: {0} tarihli günlük tahta ilk sonucunu koruyor ({1} sn, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Günlük tahta</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopyala</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Birinin paylaştığı sonuç satırını yapıştırın</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Doğrula</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Sonucunuzu paylaşın</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Paylaşılan bir sonucu doğrulayın</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Bugünün tahtası ({0}, UTC), her oyuncu için aynı: {1} × {2}, {3} mayın (kural {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>{0} tarihli tahta (UTC), her oyuncu için aynı: {1} × {2}, {3} mayın (kural {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>İşaretli hücreden başlayın (satır {0}, sütun {1}): her zaman bir alan açar.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Tahta, nerede olursanız olun 00:00 UTC&apos;de değişir: {0} sa {1} dk sonra.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Henüz oynanmadı. Bu tahtada bitirdiğiniz ilk oyun günün sonucudur; sonraki oyunlar alıştırmadır.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>Bu tahtayı &amp;oyna</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>{0} sn&apos;de kazanıldı, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>{0} sn sonra kaybedildi, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Günün sonucu: {0} Bu tahtadaki sonraki oyunlar alıştırmadır ve sonucu değiştirmez.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>Bu tahtada &amp;alıştırma yap</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Art arda oynanan günler: {0} (en iyi {1}). Art arda kazanılan günler: {2} (en iyi {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Panoya kopyalandı.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Bu bir günlük tahta sonuç satırı değil. Şuna benzer: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Kural {0} oyunun bu sürümünde bilinmiyor: o tahta oluşturulamaz.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Doğrulanmadı: tahta kodu {0} tarihli tahtayla (kural {1}) eşleşmiyor. Satır değiştirilmiş ya da başka bir oyundan geliyor.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Doğrulandı: {0} tarihli tahta (kural {1}) sizde de aynı. {2} {3} sn, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Kazanıldı:</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Kaybedildi:</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>Süre: {0} sn</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
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
        <translation>Tuşlar: {0} ({1} açma, {2} bayrak, {3} akor)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Tıklamalar: {0} ({1} sol, {2} sağ, {3} akor)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Geri alınan kayıplar: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>De&amp;vam et</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Y&amp;eni oyun</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>Bu tahtayı yeniden &amp;başlat</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Aynı mayınları yeniden oyna (en iyi sürelere sayılmaz)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>&amp;Zorluğu değiştir</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Çı&amp;k</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>Kaybettiren hamleyi &amp;geri al</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Mayından hemen öncesine dön, alıştırma için (Ctrl+Z; oyun yardımlı sayılır)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Tekrarı izle</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>Adı&amp;nız:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Kazandınız!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Bum!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Yeni en iyi süre! 10 içinde {0}. sıra</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Yardımlı: en iyi sürelere sayılmaz</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Alıştırma: en iyi sürelere sayılmaz</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Yeniden başlatılan tahta: en iyi sürelere sayılmaz</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Kayıttan devam ettirildi: en iyi sürelere sayılmaz</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Duraklatıldı</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>geçmişteki satırı bozuk</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>kaydı bozuk</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>kaydı yok</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>kaydı, bir tekrar dosyasının tutabileceği bir oyun değil</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: {0} numaralı oyun dışa aktarılmadı: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: tekrarlar {0} konumuna yazılamıyor: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: oyun geçmişi okunamıyor: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n tekrar {0} konumuna yazıldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n oyunun kullanılabilir kaydı yoktu</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · İnceleme</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Tarlayı hiçbir mayına dokunmadan temizleyin</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Bir sayı, çevresindeki sekiz hücreden kaçında mayın olduğunu gösterir. Kazanmak için tüm güvenli hücreleri açın; ilk tıklama her zaman güvenlidir.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Fare</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Sol tık: bir hücreyi açar.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Sağ tık: bayrak koyar veya kaldırır.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Bayrakları tamamlanmış bir sayıya orta tık ya da sol ve sağ birlikte: diğer komşularını açar (akor). Böyle bir sayıya sol tık da akor yapar.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Sol tuşu basılı tutmak yalnızca Seçenekler &gt; Fare tuşunu basılı tutmak bayrak koyar açıkken bayrak koyar. Ctrl+tekerlek yakınlaştırır; Shift+tekerlek yana kaydırır.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Dokunma</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Basılı tutarken hücrenin çevresinde bir halka dolar; halka kapanınca bayrak konur. Yakınlaştırmak için iki parmakla sıkıştırın.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Açmak için dokunun; bayrak koymak ya da bir sayıda akor yapmak için basılı tutun. Bayrak modu (bayrak düğmesi, G) dokunuşlarla bayrak koydurur.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klavye</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Ok tuşları imleci taşır; Boşluk veya Enter açar (ya da akor yapar); F bayrak koyar; F2 yeni oyun başlatır; Ctrl++ ve Ctrl+- yakınlaştırır.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Yardım</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H bir ipucu gösterir: güvenli bir hücre ve neden güvenli olduğu; Shift+H onu oynar; P her kapalı hücrenin mayın olasılığını gösterir; Ctrl+Z kaybettiren hamleyi geri alır; Esc ipucunu kapatır ya da Çöz&apos;ü durdurur. Dokunarak: üst kısımdaki ampul ve renkli kareler, kayıptan sonra menüdeki Geri al. Yardım oyunu yardımlı yapar: en iyi sürelere sayılmaz.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up ve Page Down bir ekran boyu kaydırır; Home ve End satırın uçlarına, Ctrl ile tahtanın köşelerine gider; Ctrl+oklar kenara gider. Ctrl+9 tahtayı pencereye sığdırır.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M kalan mayınları, T süreyi söyler; Shift+P imleçteki hücrenin mayın olasılığını söyler; H ipucunu yeniden söyler. F10 menü çubuğunu açar.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Rekabet istatistikleri</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: tahtayı bayraksız temizleyen en az sol tıklama sayısı (her açık alan bir kez, bir açık alana komşu olmayan her sayı bir kez sayılır). 3BV/s: saniyede çözülen 3BV. Tıklamalar: topluluğun saydığı gibi sol, sağ ve akor (çift) tıklamalar. IOE (verimlilik): çözülen 3BV / tıklamalar. Doğruluk: etkili tıklamalar / tıklamalar. Verim: çözülen 3BV / etkili tıklamalar. RQP: süre / (3BV/s). STNB: standart tahtalarda bir hız puanı (C x 3BV / süre^1,7, çözülen kısmın karekökü ile çarpılır). ZiNi: açgözlü bir çözücünün saydığı gibi, bayraklı en az tıklama sayısı.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Klasik kurallarla yerel bir masaüstü Mayın Tarlası.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>MIT lisansı ile lisanslanmıştır.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>{0} gösterirse %n başka hücre güvenli olur.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>Kazanılan oyun</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Süre (sn)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Gösterilecek kazanılmış oyun yok.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Süre (sn): tek bir tahta boyutu seçin</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Orta</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Uzman</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Bozuk</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Kazanıldı</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kaybedildi</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Bırakıldı</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Yeniden başlatıldı</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tahta</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Tahminsiz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sonuç</translation>
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
        <translation>Sayıldı</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>evet</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Tekrarı izle</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Dışa aktar ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>S&amp;il</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tahta:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>S&amp;onuç:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>T&amp;ahminsiz:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>&amp;Günlük:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Oyun geçmişi</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Tüm boyutlar</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tümü</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>İkisi de</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Yalnızca tahminsiz</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Yalnızca rastgele</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tüm oyunlar</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Yalnızca günlük tahtalar</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Günlük tahtalar hariç</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>Geçmişteki %n oyun okunamadı ve bozuk olarak gösteriliyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Bu oyunun satırı bozuk: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Tüm değerlerini görmek için bir oyun seçin.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Bu oyunun kaydı bozuk: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Henüz biten oyun yok: bitirdiğiniz her oyun burada listelenir.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Bu seçimlere uyan oyun yok.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Tekrarı dışa aktar</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0} tekrarları ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Tekrarları klasöre aktar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n tekrar dışa aktarıldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n atlandı</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (iptal edildi)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Tekrarlar dışa aktarılıyor...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Oyunları sil</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>%n oyun ve tekrarları silinsin mi?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n oyun silindi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Oyunlar siliniyor...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>yardımlı</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>yeniden başlatıldı</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>alıştırma</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>devam ettirildi</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>tekrar</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Süre {0} sn · 3BV {1}/{2} · 3BV/s {3} · tıklamalar {4} ({5} sol, {6} sağ, {7} akor) · etkili {8} · IOE {9} · doğruluk {10} · verim {11} · RQP {12} · STNB {13} · ZiNi {14} · açık alanlar {15} · adalar {16} · Cl/s {17} · Ce/s {18} · IOS {19} · yol {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>Bundan %n oyun okunabildi ve saklandı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>Daha önce kenara ayrılan bir geçmişten %n oyun geçmişinize geri kondu; eski dosya {0} olarak saklanıyor.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>&amp;Canlı sayaçlar</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · tıklamalar {1} · IOE {2} · tahmini süre {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} sn</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Süre {0} sn · tıklamalar {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>Nasıl oynanır</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Mayın Tarlası hakkında</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Bayrak modu: tıklamalar ve dokunuşlar bayrak koyar (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Menü: duraklat, yeni oyun, zorluk</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Yeni oyun (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Tahminsiz tahta: her güvenli hücre tahmin etmeden bulunabilir</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Tahminsiz tahta</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Kalan mayın: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Mayın Tarlası</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Pencereye sığdır</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Tahtayı hep pencereye sığdır</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Bu oyundan vazgeçilsin mi?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Bu oyun kayıp sayılacak.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Çıkana kadar bir daha sorma</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Komut satırı yeni bir oyun istiyor, ama kayıtlı oyununuz hâlâ sürüyor. Yeni oyunu başlatmak kayıtlı oyunu bırakır.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Kayıtlı oyundan vazgeçilsin mi?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Komut satırı yeni bir oyun istiyor, ama kayıtlı oyununuz hâlâ sürüyor. Yeni oyunu başlatmak kayıtlı oyunu kayıp sayar.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>Yeni oyunu &amp;başlat</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Kayıtlı oyuna devam et</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Tahmin etmeden temizlenebilen bir tahta hazırlanıyor...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Bu tahta tahmin gerektirebilir: zamanında tahminsiz bir tahta bulunamadı.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Yeni</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Başlangıç (9 x 9, 10 mayın)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Orta (16 x 16, 40 mayın)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Uzman (16 x 30, 99 mayın)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>Ö&amp;zel...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>&amp;Tahminsiz oyun</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>Gün&amp;lük tahta...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>En iyi &amp;süreler...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Geçmiş...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>Tekrar &amp;aç...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>Çı&amp;kış</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Seçenekler</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>S&amp;oru işaretleri</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>Sayıya sol tık &amp;akor yapar</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>&amp;Bayrak modu</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>&amp;Fare tuşunu basılı tutmak bayrak koyar</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>A&amp;nimasyonlar</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Saatte saniyenin &amp;yüzde birleri</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>Yakın&amp;laştırma</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Yakınlaştır</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Uzaklaştır</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>&amp;Gerçek boyut</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Nasıl oynanır</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Hakkında</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>İlk &amp;tıklama</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Her zaman bir açık &amp;alan (modern)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Yalnızca tıklanan hücre &amp;güvenli (klasik)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>Uzun basma &amp;gecikmesi</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>&amp;Sistem varsayılanı</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (yazı tipi yüklü değil)</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Tekrar aç</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: dosya bir tekrar için çok büyük ({1} MB; en çok {2} MB okunur).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: bu tekrarı okumak {1} GB&apos;tan fazla bellek gerektiriyor; oyunun açabileceği bir tekrar değil.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>{0} hazırlanıyor…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>{0} okunuyor…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Tekrar okunamadı: okuma işlemi başlamadı.</translation>
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
        <translation>{0} ve {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{1} hücresindeki {0}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} bir mayın istiyor ve tüm kapalı hücreleri {1} ile de komşu; yani o mayın {1} için gereken mayın: diğer hücreleri güvenli: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>Duvarda 1-1</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>{0} ile {1} karşılaştırın: birincinin her kapalı hücresi ikinciye komşu ve ikinci, diğer hücre sayısı kadar fazla mayın istiyor: {2}, hepsi mayın.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>{0} ile {1} karşılaştırın: birincinin her kapalı hücresi ikinciye komşu ve ikinci birinciden fazla mayın istemiyor; yani diğer hücreleri güvenli: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>{0} ile {1} karşılaştırın: istedikleri mayınlar ancak {2} üzerindeki mayınlarla karşılanabilir.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>{0} ile {1} karşılaştırın: istedikleri mayınlar {2} için hiç mayın bırakmıyor, yani orası güvenli.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1}, {0} ile {2} arasında; her 1, 2 ile paylaştığı hücreler arasında bir mayına sahip, yani 2&apos;nin mayınları uçlarda: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1}, {0} ile {2} arasında; 2&apos;nin mayınları uçlarda, yani ortadaki hücre güvenli: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1}, {0} sayısından bir mayın fazla istiyor ve paylaştıkları hücrelerde en çok bir mayın var; yani yalnızca {1} sayısının komşu olduğu hücre mayın: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1}, {0} sayısından bir mayın fazla istiyor ve yalnızca bir kendi hücresi var; o hücre mayın ve {0} sayısının mayını paylaştıkları hücrelerde: {0} sayısının diğer hücreleri güvenli: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>{0} konumundaki sayıların karşılanabileceği her yolu deneyin: her biri {1} üzerine mayın koyuyor.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>{0} konumundaki sayıların karşılanabileceği her yolu deneyin: her birinde {1} güvenli.</translation>
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
            <numerusform>ve %n tane daha</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>{0} konumundaki boş hücre hiçbir mayına komşu değil, yani %n kapalı komşusu güvenli: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{1} hücresindeki {0} zaten %n mayına komşu ({2}), yani diğer kapalı komşuları güvenli: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{1} hücresindeki {0} %n mayın istiyor ve tam o kadar kapalı hücresi var: {2}, hepsi mayın.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{1} hücresindeki {0} %n mayın daha istiyor ve tam o kadar kapalı hücresi kaldı: {2}, hepsi mayın.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{1} hücresindeki {0} (hâlâ %n mayın istiyor)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Mayın sayısı: %n mayın kaldı ve kenardaki sayılar hepsini istiyor; yani diğer her kapalı hücre güvenli, {0} de.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Mayın sayısı: %n mayın kalmışken sayılar ancak {0} güvenli kalacak şekilde karşılanabilir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Mayın sayısı: %n mayın kalmışken sayılar ancak {0} üzerine mayın koyarak karşılanabilir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n önceki adım gösterilmiyor.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>başka bir program kullanıyor</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>bir giriş/çıkış hatası</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>Oyun geçmişi oyunun daha yeni bir sürümüyle yazılmış; {0} olarak kenara ayrıldı ve yeni bir geçmiş başlatıldı.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Oyun geçmişinin yerinde dosya olmayan bir şey vardı; {0} olarak kenara ayrıldı ve yeni bir geçmiş başlatıldı.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Oyun geçmişi dosyası bozuktu; {0} olarak kenara ayrıldı ve yeni bir geçmiş başlatıldı.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Daha önce kenara ayrılan bir geçmiş okunamadı; {0} olarak saklanıyor.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Oyun geçmişi şu anda kullanılamıyor: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Bir oyun geçmişe eklenemedi: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Biten oyunlar şu anda diske yazılamıyor ({0}); bellekte tutuluyor ve mümkün olunca yazılacak, ama oyun daha önce kapatılırsa kaybolacak.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Tekrarlar ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>{0} tekrarları ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Tekrar aç</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Son oyun</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: tekrarda %Ln olay var, çok fazla (en çok {1} okunur).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>İlk hamleden önce</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>açma</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>bayrak</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akor</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>geri alma</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>{0}. hamle (toplam {1}), {2} sn: {3}, {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Süre {0} sn · 3BV {1} / {2} · 3BV/s {3} · Tıklamalar {4} ({5} sol, {6} sağ, {7} akor) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} sn</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Duraklat</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Oynat</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Tekrar</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Bir olay geri (Sol)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Bir olay ileri (Sağ)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Tekrar süresi</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Tekrar tahtası</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Sağ ve Sol adım adım ilerletir, Ctrl ile hamle hamle; M hamleyi söyler, Boşluk oynatır</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Hız:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>{0} incelemesi</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} mayın</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Bakmaya değer hamleler:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>İnceleme zaman çizelgesi</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>100.000 hücreden büyük tahtalar incelenmez.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Bu oyun incelenemiyor.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Önceki tahmin ya da yanlış bayrak (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Sonraki tahmin ya da yanlış bayrak (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Oyun inceleniyor…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>%{0}</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>aç</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akor</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>bayrak</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>bayrağı kaldır</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>soru işareti</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>güvenli</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>zorunlu tahmin</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>kaçınılabilir tahmin</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>yanlış bayrak</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>hata</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Kazanıldı</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kaybedildi</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0}, {1} sn · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>hepsini atlatma şansı: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Tahmin yok: her açma kesinlikle güvenliydi.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>boşa giden tıklamalar: {0} / {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} sn ({1}. hamle)</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>En uzun duraklamalar: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} sn · {1}. hamle · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: yanlış bayrak (orada mayın yok)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: zorunlu tahmin, mayın olasılığı {1}, mümkün olan en düşük risk</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: zorunlu tahmin, mayın olasılığı {1} (hiçbir hücre kesin güvenli değildi; en güvenlisi {2}, olasılığı {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: kaçınılabilir tahmin, mayın olasılığı {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: hata (mayın olasılığı {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Burada kaybedildi, sonra geri alındı (geri al): oyun sürdü ve değerleri bu hamleyi dışarıda bırakır.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Oyun burada kaybedildi.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Tahmin yok</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n tahmin: {0} zorunlu, {1} kaçınılabilir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n tahmin, {0} kaçınılabilir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n yanlış bayrak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>Diğer %n hamle güvenliydi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>O anda %n hücre kesin güvenliydi, örneğin {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Kayıtlı oyununuz zaten bitmiş ve sayılmıştı, bu yüzden yeni bir oyun başladı.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Kayıtlı oyununuz okunamadı, bu yüzden yeni bir oyun başladı.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Bozuk dosya {0} olarak saklandı.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Özel {0} x {1}, %n mayın</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Özel {0} x {1}, %n mayın</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>satır {0}, sütun {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln hücre açıldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln hücre açıldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln hücre açıldı: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>{0} oynandı: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Çöz: %Ln hamle, {0}, sonuncusu {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Çöz: %Ln hamle, {0}, sonuncusu {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>hiçbir hücre açılmadı</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Süre: %Ln saniye</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Süre: %Ln saniye</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>olasılık yok</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>kesinlikle güvenli</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>kesinlikle mayın</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>{0} mayın olasılığı</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Olasılıklar gösteriliyor</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Olasılıklar gizlendi</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Zaten açık</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Tahtanın kenarı</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>%Ln mayın kaldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>%Ln mayın kaldı</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Bayrak kondu</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Soru işareti</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Bayrak kaldırıldı</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>{0} saniyede kazandınız</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>{0} saniye sonra bir mayına bastınız</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} x {1} hücre, %Ln mayın</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} x {1} hücre, %Ln mayın</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Ok tuşları taşır, Boşluk açar, F bayrak koyar</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Yeni oyun: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Oyun duraklatıldı</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Kayıtlı oyununuz sürüyor: komut satırında istenen günlük tahta başlatılmadı.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Kayıtlı oyununuz sürüyor: komut satırında istenen yeni oyun başlatılmadı.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Ayarlar dosyası bozuktu ve kenara ayrıldı; varsayılanlar kullanılıyor.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Çeviri dosyası bozuk; oyun İngilizce gösteriliyor.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>yerinde dosya olmayan bir şey var</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk dolu</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>dosya ya da klasörü salt okunur</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disk salt okunur</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>yolda klasör olmayan bir şey var</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Oyun kaydedilemedi: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>ayarlar yazılamadı</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Ayarlar kaydedilemedi: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Disk dolu: biten oyun, oyunun yedekte tuttuğu alana kaydedildi. Diskte biraz yer açın.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Her şey yeniden kaydediliyor.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Oyunlar kaydedilmedi</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Neden: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Yeniden dene</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Çıkma</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Yine de çık</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg {0} düzeyden daha derin iç içe</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg kendine başvuruyor (bir başvuru döngüsü)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg, temaların kullanamayacağı &lt;{0}&gt; öğesini kullanıyor</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg {0} şekilden fazlasını çiziyor (&lt;use&gt; ve başvurular yoluyla)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg {0} karakterden fazla yol verisi ve metin çiziyor</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg {0} pikselden büyük resimler çiziyor</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Otomatik (sistemi izle)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>&amp;Renk körlüğüne uygun sayılar</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>&amp;Temalar klasörünü aç</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>“{0}” teması kullanılamıyor: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Onun yerine Klasik kullanılıyor.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Modern</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Koyu</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Yüksek karşıtlık</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} eksik</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} normal bir dosya değil</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0}, {1} KB&apos;tan büyük</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} okunamıyor</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: &quot;{0}&quot; eksik ya da yanlış</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json geçerli bir JSON değil ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} bir renk değil (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: bilinmeyen renk yuvası &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg UTF-8 metni değil</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg bir belge türü bildiriyor (izin verilmez)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg geçerli bir SVG dosyası değil ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg başka bir dosyaya başvuruyor ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg şu öğelerden yoksun: {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>theme.svg içindeki num{0}, sayı rengi {1} ile çizilmemiş</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>klasör adı yalnızca a-z, 0-9, - ve _ içerebilir</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>gönderilen bir temanın adı bu</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>çizimi {0} sn&apos;den uzun sürüyor</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>denenemedi (işlem yok)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>çizimi klasik temadan {0} ms daha uzun sürüyor (en çok {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt bunu çizemiyor</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n biten oyun kaydedilemedi: şimdi çıkarsanız kaybolur.</numerusform>
        </translation>
    </message>
</context>
</TS>
