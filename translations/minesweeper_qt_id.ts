<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id">
<context>
    <name>Accessibility</name>
    <message>
        <source>Minefield</source>
        <translation>Ladang ranjau</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan baru</translation>
    </message>
    <message>
        <source>Flag mode</source>
        <translation>Mode bendera</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Petunjuk</translation>
    </message>
    <message>
        <source>&amp;Play the hint</source>
        <translation>&amp;Mainkan petunjuk</translation>
    </message>
    <message>
        <source>Show p&amp;robabilities</source>
        <translation>&amp;Tampilkan peluang</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>&amp;Batalkan langkah kalah</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Selesaikan</translation>
    </message>
    <message>
        <source>&amp;Keep probabilities on for new games</source>
        <translation>T&amp;etap tampilkan peluang di permainan baru</translation>
    </message>
    <message>
        <source>Speak the &amp;cell&apos;s probability</source>
        <translation>&amp;Ucapkan peluang sel</translation>
    </message>
    <message>
        <source>Hide assist &amp;buttons</source>
        <translation>&amp;Sembunyikan tombol asistensi</translation>
    </message>
    <message>
        <source>Solve p&amp;ace</source>
        <translation>&amp;Kecepatan penyelesaian</translation>
    </message>
    <message>
        <source>S&amp;low</source>
        <translation>&amp;Lambat</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Cepat</translation>
    </message>
    <message>
        <source>Hint: the next safe cell and why (H)</source>
        <translation>Petunjuk: sel aman berikutnya dan alasannya (H)</translation>
    </message>
    <message>
        <source>Probabilities: every hidden cell&apos;s chance of a mine (P)</source>
        <translation>Peluang: peluang ranjau tiap sel tertutup (P)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Petunjuk</translation>
    </message>
    <message>
        <source>Probabilities</source>
        <translation>Peluang</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Mainkan</translation>
    </message>
    <message>
        <source>Play the hinted cell (Shift+H)</source>
        <translation>Mainkan sel petunjuk (Shift+H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Tutup petunjuk (Esc)</translation>
    </message>
    <message>
        <source>Only the part of the board in view was looked at.</source>
        <translation>Hanya bagian papan yang terlihat yang diperiksa.</translation>
    </message>
    <message>
        <source>Solve works on boards of up to 100,000 cells; on larger boards hints and probabilities cover the part of the board in view.</source>
        <translation>Selesaikan bekerja pada papan hingga 100.000 sel; pada papan yang lebih besar, petunjuk dan peluang mencakup bagian papan yang terlihat.</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Dibantu: tidak dihitung untuk waktu terbaik</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Dibantu</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Kekalahan dibatalkan: {0}</translation>
    </message>
    <message>
        <source>Click anywhere: the first click is always safe.</source>
        <translation>Klik di mana saja: klik pertama selalu aman.</translation>
    </message>
    <message>
        <source>The flag at {0} is wrong.</source>
        <translation>Bendera di {0} salah.</translation>
    </message>
    <message>
        <source>Hint: {0} is safe.</source>
        <translation>Petunjuk: sel di {0} aman.</translation>
    </message>
    <message>
        <source>Hint: {0}, a guess.</source>
        <translation>Petunjuk: {0}, tebakan.</translation>
    </message>
    <message>
        <source>A forced 50/50: this cell and the one at {0} share one mine, and nothing can ever tell them apart. Guess it now: waiting cannot help.</source>
        <translation>50/50 terpaksa: sel ini dan sel di {0} berbagi satu ranjau, dan tidak ada yang bisa membedakannya. Tebak sekarang: menunggu tidak membantu.</translation>
    </message>
    <message>
        <source>This cell ({0} mine) is either safe or half of a 50/50 that nothing could ever resolve, so guessing it now risks nothing more.</source>
        <translation>Sel ini (peluang ranjau {0}) aman atau separuh dari 50/50 yang tidak akan pernah terpecahkan, jadi menebaknya sekarang tidak menambah risiko.</translation>
    </message>
    <message>
        <source>Endgame: every way the game can still go was tried. This cell ({0} mine) gives the best chance to win: {1}.</source>
        <translation>Akhir permainan: semua kemungkinan jalannya permainan sudah dicoba. Sel ini (peluang ranjau {0}) memberi peluang menang terbaik: {1}.</translation>
    </message>
    <message>
        <source>No safe cell, and no guess can tell anything new: this one has the lowest risk, {0}.</source>
        <translation>Tidak ada sel aman, dan tidak ada tebakan yang bisa memberi info baru: sel ini berisiko paling rendah, {0}.</translation>
    </message>
    <message>
        <source>No safe cell: this one has the lowest risk, {0}.</source>
        <translation>Tidak ada sel aman: sel ini berisiko paling rendah, {0}.</translation>
    </message>
    <message>
        <source>Safest guess: {0} mine.</source>
        <translation>Tebakan teraman: peluang ranjau {0}.</translation>
    </message>
    <message>
        <source>Best guess: {0} mine (the safest cell is {1}), but its number is likelier to open the board.</source>
        <translation>Tebakan terbaik: peluang ranjau {0} (sel teraman adalah {1}), tetapi angkanya lebih mungkin membuka papan.</translation>
    </message>
    <message>
        <source>No number it can show makes another cell safe at once.</source>
        <translation>Tidak ada angka yang mungkin muncul yang langsung membuat sel lain aman.</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>A&amp;ssist</source>
        <translation>A&amp;sistensi</translation>
    </message>
</context>
<context>
    <name>BestTimesDialog</name>
    <message>
        <source>Best times</source>
        <translation>Waktu terbaik</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Pemula</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Menengah</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ahli</translation>
    </message>
    <message>
        <source>{0}, no guessing</source>
        <translation>{0}, tanpa tebakan</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nama</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Waktu (s)</translation>
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
        <translation>Tanggal</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Permainan dimainkan:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Permainan dimenangkan:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Rentetan menang saat ini:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Rentetan menang terpanjang:</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>&amp;Atur ulang...</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekor</translation>
    </message>
    <message>
        <source>Flagging</source>
        <translation>Dengan bendera</translation>
    </message>
    <message>
        <source>No flags (NF)</source>
        <translation>Tanpa bendera (NF)</translation>
    </message>
    <message>
        <source>Best time (s)</source>
        <translation>Waktu terbaik (s)</translation>
    </message>
    <message>
        <source>Best 3BV/s</source>
        <translation>3BV/s terbaik</translation>
    </message>
    <message>
        <source>Best IOE</source>
        <translation>IOE terbaik</translation>
    </message>
    <message>
        <source>Best RQP (lowest)</source>
        <translation>RQP terbaik (terendah)</translation>
    </message>
    <message>
        <source>Best STNB</source>
        <translation>STNB terbaik</translation>
    </message>
    <message>
        <source>Last {0} counted games:</source>
        <translation>{0} permainan terhitung terakhir:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Menang:</translation>
    </message>
    <message>
        <source>Average time of the wins:</source>
        <translation>Waktu rata-rata kemenangan:</translation>
    </message>
    <message>
        <source>Average 3BV/s:</source>
        <translation>3BV/s rata-rata:</translation>
    </message>
    <message>
        <source>Average IOE:</source>
        <translation>IOE rata-rata:</translation>
    </message>
    <message>
        <source>Your own games only: assisted, restarted and resumed games set no record.</source>
        <translation>Hanya permainan Anda sendiri: permainan yang dibantu, diulang, dan dilanjutkan tidak mencetak rekor.</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anonim</translation>
    </message>
    <message>
        <source>{0} ({1} %)</source>
        <translation>{0} ({1} %)</translation>
    </message>
    <message>
        <source>Reset best times</source>
        <translation>Atur ulang waktu terbaik</translation>
    </message>
    <message>
        <source>Forget the best times and statistics of {0}?</source>
        <translation>Lupakan waktu terbaik dan statistik {0}?</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>kosong</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>tertutup</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>berbendera</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>tanda tanya</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>ranjau</translation>
    </message>
    <message>
        <source>exploded mine</source>
        <translation>ranjau meledak</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>bendera salah</translation>
    </message>
    <message>
        <source>row {0}, column {1}: {2}</source>
        <translation>baris {0}, kolom {1}: {2}</translation>
    </message>
</context>
<context>
    <name>CustomDialog</name>
    <message>
        <source>Custom board</source>
        <translation>Papan kustom</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Baris:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Kolom:</translation>
    </message>
    <message>
        <source>&amp;Mines:</source>
        <translation>&amp;Ranjau:</translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>Practice: the daily board of {0} has its result already; this game does not change it.</source>
        <translation>Latihan: papan harian {0} sudah punya hasil; permainan ini tidak mengubahnya.</translation>
    </message>
    <message>
        <source>The daily board of {0}: start on the marked cell.</source>
        <translation>Papan harian {0}: mulailah dari sel yang ditandai.</translation>
    </message>
    <message>
        <source>The daily board&apos;s result could not be kept: {0}</source>
        <translation>Hasil papan harian tidak dapat disimpan: {0}</translation>
    </message>
    <message>
        <source>Your result for the daily board of {0} is kept: {1}</source>
        <translation>Hasil Anda untuk papan harian {0} disimpan: {1}</translation>
    </message>
    <message>
        <source>It was not your own play (help, or a board started again), so it counts as not won.</source>
        <translation>Itu bukan permainan Anda sendiri (bantuan, atau papan yang dimulai ulang), jadi dihitung tidak menang.</translation>
    </message>
    <message>
        <source>Practice: the daily board of {0} keeps its first result ({1} s, 3BV/s {2}).</source>
        <translation>Latihan: papan harian {0} tetap memakai hasil pertamanya ({1} s, 3BV/s {2}).</translation>
    </message>
</context>
<context>
    <name>DailyDialog</name>
    <message>
        <source>Daily board</source>
        <translation>Papan harian</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>Paste a result line someone shared</source>
        <translation>Tempel baris hasil yang dibagikan seseorang</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Periksa</translation>
    </message>
    <message>
        <source>Share your result</source>
        <translation>Bagikan hasil Anda</translation>
    </message>
    <message>
        <source>Check a shared result</source>
        <translation>Periksa hasil yang dibagikan</translation>
    </message>
    <message>
        <source>Today&apos;s board ({0}, UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Papan hari ini ({0}, UTC), sama untuk setiap pemain: {1} × {2}, {3} ranjau (aturan {4}).</translation>
    </message>
    <message>
        <source>The board of {0} (UTC), the same for every player: {1} × {2}, {3} mines (rule {4}).</source>
        <translation>Papan {0} (UTC), sama untuk setiap pemain: {1} × {2}, {3} ranjau (aturan {4}).</translation>
    </message>
    <message>
        <source>Start on the marked cell (row {0}, column {1}): it always opens an area.</source>
        <translation>Mulailah dari sel yang ditandai (baris {0}, kolom {1}): sel itu selalu membuka sebuah area.</translation>
    </message>
    <message>
        <source>The board changes at 00:00 UTC, wherever you are: in {0} h {1} min.</source>
        <translation>Papan berganti pukul 00:00 UTC, di mana pun Anda berada: dalam {0} j {1} mnt.</translation>
    </message>
    <message>
        <source>Not played yet. Your first finished game on this board is the day&apos;s result; later games are practice.</source>
        <translation>Belum dimainkan. Permainan pertama yang Anda selesaikan di papan ini menjadi hasil hari itu; permainan berikutnya adalah latihan.</translation>
    </message>
    <message>
        <source>&amp;Play this board</source>
        <translation>&amp;Mainkan papan ini</translation>
    </message>
    <message>
        <source>Won in {0} s, 3BV/s {1}.</source>
        <translation>Menang dalam {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>Lost after {0} s, 3BV/s {1}.</source>
        <translation>Kalah setelah {0} s, 3BV/s {1}.</translation>
    </message>
    <message>
        <source>The day&apos;s result: {0} Later games on this board are practice and do not change it.</source>
        <translation>Hasil hari itu: {0} Permainan berikutnya di papan ini adalah latihan dan tidak mengubahnya.</translation>
    </message>
    <message>
        <source>&amp;Practise this board</source>
        <translation>&amp;Berlatih di papan ini</translation>
    </message>
    <message>
        <source>Days played in a row: {0} (best {1}). Days won in a row: {2} (best {3}).</source>
        <translation>Hari bermain berturut-turut: {0} (terbaik {1}). Hari menang berturut-turut: {2} (terbaik {3}).</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Disalin ke papan klip.</translation>
    </message>
    <message>
        <source>This is not a daily result line. It looks like: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</source>
        <translation>Ini bukan baris hasil papan harian. Bentuknya seperti ini: Minesweeper daily 2026-11-27 (d1): won 83.41 s, 3BV/s 1.62, board #0117e229ce</translation>
    </message>
    <message>
        <source>Rule {0} is unknown to this version of the game: it cannot make that board.</source>
        <translation>Aturan {0} tidak dikenal oleh versi permainan ini: papan itu tidak dapat dibuat.</translation>
    </message>
    <message>
        <source>Not verified: the board code does not match the board of {0} (rule {1}). The line was changed, or comes from another game.</source>
        <translation>Tidak terverifikasi: kode papan tidak cocok dengan papan {0} (aturan {1}). Baris itu telah diubah, atau berasal dari permainan lain.</translation>
    </message>
    <message>
        <source>Verified: the board of {0} (rule {1}) is the one you get too. {2} {3} s, 3BV/s {4}.</source>
        <translation>Terverifikasi: papan {0} (aturan {1}) sama dengan yang Anda dapatkan. {2} {3} s, 3BV/s {4}.</translation>
    </message>
    <message>
        <source>Won in</source>
        <translation>Menang dalam</translation>
    </message>
    <message>
        <source>Lost after</source>
        <translation>Kalah setelah</translation>
    </message>
</context>
<context>
    <name>DropMenu</name>
    <message>
        <source>Time: {0} s</source>
        <translation>Waktu: {0} s</translation>
    </message>
    <message>
        <source>3BV: {0}</source>
        <translation>3BV: {0}</translation>
    </message>
    <message>
        <source>3BV: {0} of {1}</source>
        <translation>3BV: {0} dari {1}</translation>
    </message>
    <message>
        <source>3BV/s: {0} · IOE: {1}</source>
        <translation>3BV/s: {0} · IOE: {1}</translation>
    </message>
    <message>
        <source>Keys: {0} ({1} open, {2} flag, {3} chord)</source>
        <translation>Tombol: {0} ({1} buka, {2} bendera, {3} akor)</translation>
    </message>
    <message>
        <source>Clicks: {0} ({1} left, {2} right, {3} chord)</source>
        <translation>Klik: {0} ({1} kiri, {2} kanan, {3} akor)</translation>
    </message>
    <message>
        <source>Losses undone: {0}</source>
        <translation>Kekalahan dibatalkan: {0}</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Lanjutkan</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Permainan ba&amp;ru</translation>
    </message>
    <message>
        <source>Res&amp;tart this board</source>
        <translation>&amp;Ulangi papan ini</translation>
    </message>
    <message>
        <source>Play the same mines again (not counted for best times)</source>
        <translation>Mainkan ranjau yang sama lagi (tidak dihitung untuk waktu terbaik)</translation>
    </message>
    <message>
        <source>&amp;Change difficulty</source>
        <translation>Ganti &amp;tingkat kesulitan</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <source>&amp;Undo the losing move</source>
        <translation>B&amp;atalkan langkah kalah</translation>
    </message>
    <message>
        <source>Back to just before the mine, to practise (Ctrl+Z; the game becomes assisted)</source>
        <translation>Kembali tepat sebelum ranjau, untuk berlatih (Ctrl+Z; permainan menjadi dibantu)</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>Tonton ta&amp;yangan ulang</translation>
    </message>
    <message>
        <source>Your na&amp;me:</source>
        <translation>&amp;Nama Anda:</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Anda menang!</translation>
    </message>
    <message>
        <source>Boom!</source>
        <translation>Bum!</translation>
    </message>
    <message>
        <source>New best time! Rank {0} of 10</source>
        <translation>Waktu terbaik baru! Peringkat {0} dari 10</translation>
    </message>
    <message>
        <source>Assisted: not counted for best times</source>
        <translation>Dibantu: tidak dihitung untuk waktu terbaik</translation>
    </message>
    <message>
        <source>Practice: not counted for best times</source>
        <translation>Latihan: tidak dihitung untuk waktu terbaik</translation>
    </message>
    <message>
        <source>Restarted board: not counted for best times</source>
        <translation>Papan diulang: tidak dihitung untuk waktu terbaik</translation>
    </message>
    <message>
        <source>Resumed from a save: not counted for best times</source>
        <translation>Dilanjutkan dari simpanan: tidak dihitung untuk waktu terbaik</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Dijeda</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>its row in the history is damaged</source>
        <translation>barisnya di riwayat rusak</translation>
    </message>
    <message>
        <source>its recording is damaged</source>
        <translation>rekamannya rusak</translation>
    </message>
    <message>
        <source>it has no recording</source>
        <translation>tidak ada rekamannya</translation>
    </message>
    <message>
        <source>its recording is not a game a replay file can hold</source>
        <translation>rekamannya bukan permainan yang bisa dimuat berkas tayangan ulang</translation>
    </message>
    <message>
        <source>minesweeper-qt: game {0} was not exported: {1}</source>
        <translation>minesweeper-qt: permainan {0} tidak diekspor: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: cannot write replays to {0}: {1}</source>
        <translation>minesweeper-qt: tidak dapat menulis tayangan ulang ke {0}: {1}</translation>
    </message>
    <message>
        <source>minesweeper-qt: the game history cannot be read: {0}</source>
        <translation>minesweeper-qt: riwayat permainan tidak dapat dibaca: {0}</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n replay(s) written to {0}</source>
        <translation>
            <numerusform>%n tayangan ulang ditulis ke {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minesweeper-qt: %n game(s) had no usable recording</source>
        <translation>
            <numerusform>minesweeper-qt: %n permainan tidak punya rekaman yang bisa dipakai</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <source>{0} · Review</source>
        <translation>{0} · Ulasan</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Clear the field without touching a mine</source>
        <translation>Bersihkan ladang tanpa menyentuh ranjau</translation>
    </message>
    <message>
        <source>A number tells how many of the eight cells around it hide a mine. Reveal every safe cell to win; the first click is always safe.</source>
        <translation>Angka menunjukkan berapa dari delapan sel di sekitarnya yang menyembunyikan ranjau. Buka semua sel aman untuk menang; klik pertama selalu aman.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>Left click: reveal a cell.</source>
        <translation>Klik kiri: buka sel.</translation>
    </message>
    <message>
        <source>Right click: place or remove a flag.</source>
        <translation>Klik kanan: pasang atau lepas bendera.</translation>
    </message>
    <message>
        <source>Middle click, or left and right together, on a number whose flags are all placed: reveal its other neighbours (chord). A left click on such a number chords too.</source>
        <translation>Klik tengah, atau kiri dan kanan bersamaan, pada angka yang benderanya sudah lengkap: buka tetangga lainnya (akor). Klik kiri pada angka seperti itu juga melakukan akor.</translation>
    </message>
    <message>
        <source>Holding the left button flags only with Options &gt; Holding the mouse button flags. Ctrl+wheel zooms; Shift+wheel scrolls sideways.</source>
        <translation>Menahan tombol kiri hanya memasang bendera dengan Opsi &gt; Menahan tombol mouse memasang bendera. Ctrl+roda untuk zoom; Shift+roda menggulir ke samping.</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Sentuh</translation>
    </message>
    <message>
        <source>While you hold, a ring fills around the cell; the flag comes when it closes. Pinch with two fingers to zoom.</source>
        <translation>Selama Anda menahan, sebuah cincin terisi di sekitar sel; bendera muncul saat cincin tertutup. Cubit dengan dua jari untuk zoom.</translation>
    </message>
    <message>
        <source>Tap to reveal; press and hold to flag, or to chord a number. Flag mode (the flag button, G) makes taps place flags.</source>
        <translation>Ketuk untuk membuka; tekan lama untuk memasang bendera atau melakukan akor pada angka. Mode bendera (tombol bendera, G) membuat ketukan memasang bendera.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Papan ketik</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor; Space or Enter reveals (or chords); F flags; F2 starts a new game; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Tombol panah menggerakkan kursor; Spasi atau Enter membuka (atau akor); F memasang bendera; F2 memulai permainan baru; Ctrl++ dan Ctrl+- memperbesar/memperkecil.</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Bantuan</translation>
    </message>
    <message>
        <source>H shows a hint: a safe cell and why it is safe; Shift+H plays it; P shows every hidden cell&apos;s chance of a mine; Ctrl+Z takes back a losing move; Esc clears the hint or stops Solve. By touch: the bulb and the coloured squares in the header, and Undo in the menu after a loss. Help makes the game assisted: it does not count for best times.</source>
        <translation>H menampilkan petunjuk: sel aman dan alasannya; Shift+H memainkannya; P menampilkan peluang ranjau tiap sel tertutup; Ctrl+Z membatalkan langkah kalah; Esc menghapus petunjuk atau menghentikan Selesaikan. Dengan sentuhan: bola lampu dan kotak berwarna di kepala, dan Batalkan di menu setelah kalah. Bantuan membuat permainan dibantu: tidak dihitung untuk waktu terbaik.</translation>
    </message>
    <message>
        <source>Page Up and Page Down move a screenful; Home and End go to the ends of the row, with Ctrl to the corners of the board; Ctrl+arrows go to the edge. Ctrl+9 fits the board to the window.</source>
        <translation>Page Up dan Page Down bergeser satu layar; Home dan End ke ujung baris, dengan Ctrl ke sudut papan; Ctrl+panah ke tepi. Ctrl+9 menyesuaikan papan dengan jendela.</translation>
    </message>
    <message>
        <source>M says the mines left and T the time; Shift+P says the cursor cell&apos;s chance of a mine; H says the hint again. F10 opens the menu bar.</source>
        <translation>M menyebutkan sisa ranjau dan T waktunya; Shift+P menyebutkan peluang ranjau sel di kursor; H menyebutkan petunjuk lagi. F10 membuka bilah menu.</translation>
    </message>
    <message>
        <source>Competitive statistics</source>
        <translation>Statistik kompetitif</translation>
    </message>
    <message>
        <source>3BV: the fewest left clicks that clear the board without flags (each opening counts once, each number not next to an opening once). 3BV/s: 3BV solved per second. Clicks: left, right and chord (double) clicks as the community counts them. IOE (efficiency): 3BV solved / clicks. Correctness: effective clicks / clicks. Throughput: 3BV solved / effective clicks. RQP: time / (3BV/s). STNB: a score of speed on the standard boards (C x 3BV / time^1.7, times the square root of the part solved). ZiNi: the fewest clicks with flagging, as a greedy solver counts them.</source>
        <translation>3BV: jumlah klik kiri paling sedikit untuk membersihkan papan tanpa bendera (tiap bukaan dihitung sekali, tiap angka yang tidak di samping bukaan sekali). 3BV/s: 3BV terselesaikan per detik. Klik: klik kiri, kanan, dan akor (ganda) seperti yang dihitung komunitas. IOE (efisiensi): 3BV terselesaikan / klik. Ketepatan: klik efektif / klik. Throughput: 3BV terselesaikan / klik efektif. RQP: waktu / (3BV/s). STNB: skor kecepatan pada papan standar (C x 3BV / waktu^1,7, dikali akar kuadrat bagian yang terselesaikan). ZiNi: klik paling sedikit dengan bendera, seperti dihitung pemecah serakah.</translation>
    </message>
    <message>
        <source>A native desktop Minesweeper with the classic rules.</source>
        <translation>Minesweeper desktop asli dengan aturan klasik.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}, Python {2}</source>
        <translation>Qt {0}, PySide6 {1}, Python {2}</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence.</source>
        <translation>Berlisensi MIT.</translation>
    </message>
</context>
<context>
    <name>HintTexts</name>
    <message numerus="yes">
        <source>If it shows a {0}, %n other cell(s) become safe.</source>
        <translation>
            <numerusform>Jika muncul {0}, %n sel lain menjadi aman.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Won game</source>
        <translation>Permainan menang</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Waktu (s)</translation>
    </message>
    <message>
        <source>3BV/s</source>
        <translation>3BV/s</translation>
    </message>
    <message>
        <source>No won game to show.</source>
        <translation>Tidak ada permainan menang untuk ditampilkan.</translation>
    </message>
    <message>
        <source>Time (s): choose one board size</source>
        <translation>Waktu (s): pilih satu ukuran papan</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Pemula</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Menengah</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ahli</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Rusak</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Ditinggalkan</translation>
    </message>
    <message>
        <source>Restarted</source>
        <translation>Diulang</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tanggal</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Papan</translation>
    </message>
    <message>
        <source>No-guess</source>
        <translation>Tanpa tebakan</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Hasil</translation>
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
        <translation>Dihitung</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ya</translation>
    </message>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Tonton tayangan ulang</translation>
    </message>
    <message>
        <source>&amp;Export ({0})...</source>
        <translation>&amp;Ekspor ({0})...</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Hapus</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Papan:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>H&amp;asil:</translation>
    </message>
    <message>
        <source>&amp;No-guess:</source>
        <translation>Tanpa te&amp;bakan:</translation>
    </message>
    <message>
        <source>Dail&amp;y:</source>
        <translation>Ha&amp;rian:</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Riwayat permainan</translation>
    </message>
    <message>
        <source>All sizes</source>
        <translation>Semua ukuran</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Semua</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Keduanya</translation>
    </message>
    <message>
        <source>Only no-guess</source>
        <translation>Hanya tanpa tebakan</translation>
    </message>
    <message>
        <source>Only random</source>
        <translation>Hanya acak</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Semua permainan</translation>
    </message>
    <message>
        <source>Only daily boards</source>
        <translation>Hanya papan harian</translation>
    </message>
    <message>
        <source>No daily boards</source>
        <translation>Tanpa papan harian</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the history could not be read and are shown as damaged.</source>
        <translation>
            <numerusform>%n permainan di riwayat tidak dapat dibaca dan ditampilkan sebagai rusak.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game&apos;s row is damaged: {0}</source>
        <translation>Baris permainan ini rusak: {0}</translation>
    </message>
    <message>
        <source>Select a game to see all its figures.</source>
        <translation>Pilih permainan untuk melihat semua angkanya.</translation>
    </message>
    <message>
        <source>This game&apos;s recording is damaged: {0}</source>
        <translation>Rekaman permainan ini rusak: {0}</translation>
    </message>
    <message>
        <source>No game has ended yet: each game you finish is listed here.</source>
        <translation>Belum ada permainan yang selesai: setiap permainan yang Anda selesaikan tercantum di sini.</translation>
    </message>
    <message>
        <source>No game matches these choices.</source>
        <translation>Tidak ada permainan yang cocok dengan pilihan ini.</translation>
    </message>
    <message>
        <source>Export replay</source>
        <translation>Ekspor tayangan ulang</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Tayangan ulang {0} ({1})</translation>
    </message>
    <message>
        <source>Export replays to folder</source>
        <translation>Ekspor tayangan ulang ke folder</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) exported</source>
        <translation>
            <numerusform>%n tayangan ulang diekspor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n dilewati</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (dibatalkan)</translation>
    </message>
    <message>
        <source>Exporting replays...</source>
        <translation>Mengekspor tayangan ulang...</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Hapus permainan</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) and their replays?</source>
        <translation>
            <numerusform>Hapus %n permainan beserta tayangan ulangnya?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) deleted.</source>
        <translation>
            <numerusform>%n permainan dihapus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting games...</source>
        <translation>Menghapus permainan...</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>dibantu</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>diulang</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>latihan</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>dilanjutkan</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>tayangan ulang</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1}/{2} · 3BV/s {3} · clicks {4} ({5} left, {6} right, {7} chord) · effective {8} · IOE {9} · correctness {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · openings {15} · islands {16} · Cl/s {17} · Ce/s {18} · IOS {19} · Path {20}</source>
        <translation>Waktu {0} s · 3BV {1}/{2} · 3BV/s {3} · klik {4} ({5} kiri, {6} kanan, {7} akor) · efektif {8} · IOE {9} · ketepatan {10} · throughput {11} · RQP {12} · STNB {13} · ZiNi {14} · bukaan {15} · pulau {16} · Cl/s {17} · Ce/s {18} · IOS {19} · lintasan {20}</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message numerus="yes">
        <source>%n game(s) could be read from it and were kept.</source>
        <translation>
            <numerusform>%n permainan dapat dibaca darinya dan disimpan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) from a history set aside earlier were put back into your history; the old file is kept as {0}.</source>
        <translation>
            <numerusform>%n permainan dari riwayat yang disisihkan sebelumnya dikembalikan ke riwayat Anda; berkas lamanya disimpan sebagai {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveCounters</name>
    <message>
        <source>Li&amp;ve counters</source>
        <translation>Penghitung &amp;langsung</translation>
    </message>
    <message>
        <source>3BV/s {0} · clicks {1} · IOE {2} · estimated time {3}</source>
        <translation>3BV/s {0} · klik {1} · IOE {2} · perkiraan waktu {3}</translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Time {0} s · clicks {1}</source>
        <translation>Waktu {0} s · klik {1}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>How to play</source>
        <translation>Cara bermain</translation>
    </message>
    <message>
        <source>About Minesweeper</source>
        <translation>Tentang Minesweeper</translation>
    </message>
    <message>
        <source>Flag mode: clicks and taps place flags (G)</source>
        <translation>Mode bendera: klik dan ketukan memasang bendera (G)</translation>
    </message>
    <message>
        <source>Menu: pause, new game, difficulty</source>
        <translation>Menu: jeda, permainan baru, tingkat kesulitan</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Permainan baru (F2)</translation>
    </message>
    <message>
        <source>No-guess board: every safe cell can be found without guessing</source>
        <translation>Papan tanpa tebakan: setiap sel aman dapat ditemukan tanpa menebak</translation>
    </message>
    <message>
        <source>No-guess board</source>
        <translation>Papan tanpa tebakan</translation>
    </message>
    <message>
        <source>Mines left: {0}</source>
        <translation>Ranjau tersisa: {0}</translation>
    </message>
    <message>
        <source>Minesweeper</source>
        <translation>Minesweeper</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>&amp;Sesuaikan dengan jendela</translation>
    </message>
    <message>
        <source>&amp;Keep the board fitted to the window</source>
        <translation>&amp;Tetap sesuaikan papan dengan jendela</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Menyerah dalam permainan ini?</translation>
    </message>
    <message>
        <source>This game will count as a loss.</source>
        <translation>Permainan ini akan dihitung sebagai kekalahan.</translation>
    </message>
    <message>
        <source>Do not ask again until I quit</source>
        <translation>Jangan tanya lagi sampai saya keluar</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game gives the saved one up.</source>
        <translation>Baris perintah meminta permainan baru, tetapi permainan tersimpan Anda masih berlangsung. Memulai permainan baru meninggalkan permainan tersimpan.</translation>
    </message>
    <message>
        <source>Give up the saved game?</source>
        <translation>Menyerah dalam permainan tersimpan?</translation>
    </message>
    <message>
        <source>The command line asks for a new game, but your saved game is still in play. Starting the new game counts the saved one as a loss.</source>
        <translation>Baris perintah meminta permainan baru, tetapi permainan tersimpan Anda masih berlangsung. Memulai permainan baru menghitung permainan tersimpan sebagai kekalahan.</translation>
    </message>
    <message>
        <source>&amp;Start the new game</source>
        <translation>&amp;Mulai permainan baru</translation>
    </message>
    <message>
        <source>&amp;Keep playing the saved game</source>
        <translation>&amp;Lanjutkan permainan tersimpan</translation>
    </message>
    <message>
        <source>Making a board you can clear without guessing...</source>
        <translation>Membuat papan yang bisa dibersihkan tanpa menebak...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>This board may need a guess: no board without guessing was found in time.</source>
        <translation>Papan ini mungkin perlu tebakan: papan tanpa tebakan tidak ditemukan tepat waktu.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Baru</translation>
    </message>
    <message>
        <source>&amp;Beginner (9 x 9, 10 mines)</source>
        <translation>&amp;Pemula (9 x 9, 10 ranjau)</translation>
    </message>
    <message>
        <source>&amp;Intermediate (16 x 16, 40 mines)</source>
        <translation>&amp;Menengah (16 x 16, 40 ranjau)</translation>
    </message>
    <message>
        <source>&amp;Expert (16 x 30, 99 mines)</source>
        <translation>&amp;Ahli (16 x 30, 99 ranjau)</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Kustom...</translation>
    </message>
    <message>
        <source>No &amp;guessing</source>
        <translation>Tanpa &amp;tebakan</translation>
    </message>
    <message>
        <source>&amp;Daily board...</source>
        <translation>Papan &amp;harian...</translation>
    </message>
    <message>
        <source>Best &amp;times...</source>
        <translation>&amp;Waktu terbaik...</translation>
    </message>
    <message>
        <source>&amp;History...</source>
        <translation>&amp;Riwayat...</translation>
    </message>
    <message>
        <source>&amp;Open replay...</source>
        <translation>Buka tayangan &amp;ulang...</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>Ke&amp;luar</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opsi</translation>
    </message>
    <message>
        <source>&amp;Question marks</source>
        <translation>Tanda &amp;tanya</translation>
    </message>
    <message>
        <source>&amp;Left click on a number chords</source>
        <translation>&amp;Klik kiri pada angka melakukan akor</translation>
    </message>
    <message>
        <source>Fla&amp;g mode</source>
        <translation>Mode &amp;bendera</translation>
    </message>
    <message>
        <source>Holding the &amp;mouse button flags</source>
        <translation>Menahan tombol &amp;mouse memasang bendera</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>An&amp;imasi</translation>
    </message>
    <message>
        <source>Clock in &amp;hundredths of a second</source>
        <translation>Jam dalam &amp;perseratus detik</translation>
    </message>
    <message>
        <source>&amp;Zoom</source>
        <translation>&amp;Zoom</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Per&amp;besar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Per&amp;kecil</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>Ukuran &amp;asli</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>Ba&amp;hasa</translation>
    </message>
    <message>
        <source>{0} (no font installed)</source>
        <translation>{0} (font tidak terpasang)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Bantuan</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cara bermain</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Tentang</translation>
    </message>
    <message>
        <source>&amp;First click</source>
        <translation>Klik p&amp;ertama</translation>
    </message>
    <message>
        <source>Always an &amp;opening (modern)</source>
        <translation>Selalu &amp;bukaan (modern)</translation>
    </message>
    <message>
        <source>Only the clicked cell is &amp;safe (classic)</source>
        <translation>Hanya sel yang diklik yang &amp;aman (klasik)</translation>
    </message>
    <message>
        <source>Long-press &amp;delay</source>
        <translation>&amp;Jeda tekan lama</translation>
    </message>
    <message>
        <source>{0} ms</source>
        <translation>{0} ms</translation>
    </message>
    <message>
        <source>&amp;System default</source>
        <translation>Bawaan &amp;sistem</translation>
    </message>
</context>
<context>
    <name>OpenReplay</name>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Buka tayangan ulang</translation>
    </message>
    <message>
        <source>{0}: the file is too large for a replay ({1} MB; at most {2} MB are read).</source>
        <translation>{0}: berkas terlalu besar untuk tayangan ulang ({1} MB; paling banyak {2} MB dibaca).</translation>
    </message>
    <message>
        <source>{0}: reading this replay needs more than {1} GB of memory; it is not a replay the game can open.</source>
        <translation>{0}: membaca tayangan ulang ini butuh lebih dari {1} GB memori; ini bukan tayangan ulang yang bisa dibuka permainan.</translation>
    </message>
    <message>
        <source>Preparing {0}…</source>
        <translation>Menyiapkan {0}…</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Membaca {0}…</translation>
    </message>
    <message>
        <source>The replay could not be read: the reading process did not start.</source>
        <translation>Tayangan ulang tidak dapat dibaca: proses pembacaan tidak dimulai.</translation>
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
        <translation>{0} dan {1}</translation>
    </message>
    <message>
        <source>the {0} at {1}</source>
        <translation>{0} di {1}</translation>
    </message>
    <message>
        <source>{0} needs one mine and all its hidden cells touch {1} too, so that mine is the one {1} needs: its other cells are safe: {2}.</source>
        <translation>{0} butuh satu ranjau dan semua sel tertutupnya juga menyentuh {1}, jadi ranjau itulah yang dibutuhkan {1}: sel lainnya aman: {2}.</translation>
    </message>
    <message>
        <source>1-1 at the wall</source>
        <translation>1-1 di dinding</translation>
    </message>
    <message>
        <source>1-1</source>
        <translation>1-1</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs as many more mines as it has other cells: {2}, all mines.</source>
        <translation>Bandingkan {0} dengan {1}: setiap sel tertutup yang pertama menyentuh yang kedua, dan yang kedua butuh ranjau tambahan sebanyak sel lainnya: {2}, semuanya ranjau.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: every hidden cell of the first touches the second, and the second needs no more mines than the first, so its other cells are safe: {2}.</source>
        <translation>Bandingkan {0} dengan {1}: setiap sel tertutup yang pertama menyentuh yang kedua, dan yang kedua tidak butuh ranjau lebih banyak dari yang pertama, jadi sel lainnya aman: {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need can be met only with mines on {2}.</source>
        <translation>Bandingkan {0} dengan {1}: ranjau yang mereka butuhkan hanya bisa dipenuhi dengan ranjau di {2}.</translation>
    </message>
    <message>
        <source>Compare {0} with {1}: the mines they need leave none for {2}, which is safe.</source>
        <translation>Bandingkan {0} dengan {1}: ranjau yang mereka butuhkan tidak menyisakan satu pun untuk {2}, yang aman.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; each 1 has one mine among the cells it shares with the 2, so the 2&apos;s mines are at the ends: {3}.</source>
        <translation>1-2-1: {1} terletak di antara {0} dan {2}; tiap 1 punya satu ranjau di antara sel yang dibaginya dengan 2, jadi ranjau 2 ada di ujung: {3}.</translation>
    </message>
    <message>
        <source>1-2-1: {1} lies between {0} and {2}; the 2&apos;s mines are at the ends, so the cell in the middle is safe: {3}.</source>
        <translation>1-2-1: {1} terletak di antara {0} dan {2}; ranjau 2 ada di ujung, jadi sel di tengah aman: {3}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0}, and the cells they share hold at most one, so the cell only {1} touches is a mine: {2}.</source>
        <translation>1-2: {1} butuh satu ranjau lebih banyak dari {0}, dan sel yang mereka bagi berisi paling banyak satu, jadi sel yang hanya disentuh {1} adalah ranjau: {2}.</translation>
    </message>
    <message>
        <source>1-2: {1} needs one mine more than {0} and has just one cell of its own, so that cell is a mine and {0}&apos;s mine is in the cells they share: {0}&apos;s other cells are safe: {2}.</source>
        <translation>1-2: {1} butuh satu ranjau lebih banyak dari {0} dan hanya punya satu sel sendiri, jadi sel itu ranjau dan ranjau {0} ada di sel yang mereka bagi: sel lain {0} aman: {2}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: each one puts a mine on {1}.</source>
        <translation>Coba setiap cara angka di {0} bisa dipenuhi: masing-masing menaruh ranjau di {1}.</translation>
    </message>
    <message>
        <source>Try every way the numbers at {0} can be met: in each one {1} is safe.</source>
        <translation>Coba setiap cara angka di {0} bisa dipenuhi: di setiap cara {1} aman.</translation>
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
            <numerusform>dan %n lagi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The empty cell at {0} touches no mine, so its %n hidden neighbour(s) are safe: {1}.</source>
        <translation>
            <numerusform>Sel kosong di {0} tidak menyentuh ranjau, jadi %n tetangga tertutupnya aman: {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} already touches %n mine(s) ({2}), so its other hidden neighbours are safe: {3}.</source>
        <translation>
            <numerusform>{0} di {1} sudah menyentuh %n ranjau ({2}), jadi tetangga tertutup lainnya aman: {3}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n mine(s) and has only that many hidden cells: {2}, all mines.</source>
        <translation>
            <numerusform>{0} di {1} butuh %n ranjau dan hanya punya sebanyak itu sel tertutup: {2}, semuanya ranjau.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {0} at {1} needs %n more mine(s) and has only that many hidden cells left: {2}, all mines.</source>
        <translation>
            <numerusform>{0} di {1} butuh %n ranjau lagi dan hanya tersisa sebanyak itu sel tertutup: {2}, semuanya ranjau.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {0} at {1} (still needing %n mine(s))</source>
        <translation>
            <numerusform>{0} di {1} (masih butuh %n ranjau)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: %n mine(s) are left and the numbers along the edge need all of them, so every other hidden cell is safe, {0} too.</source>
        <translation>
            <numerusform>Jumlah ranjau: tersisa %n ranjau dan angka di sepanjang tepi membutuhkan semuanya, jadi setiap sel tertutup lainnya aman, {0} juga.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that leave {0} safe.</source>
        <translation>
            <numerusform>Jumlah ranjau: dengan sisa %n ranjau, angka hanya bisa dipenuhi dengan cara yang membuat {0} aman.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mine count: with %n mine(s) left, the numbers can be met only in ways that put a mine on {0}.</source>
        <translation>
            <numerusform>Jumlah ranjau: dengan sisa %n ranjau, angka hanya bisa dipenuhi dengan cara yang menaruh ranjau di {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n earlier step(s) not shown.)</source>
        <translation>
            <numerusform>(%n langkah sebelumnya tidak ditampilkan.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <source>another program is using it</source>
        <translation>program lain sedang menggunakannya</translation>
    </message>
    <message>
        <source>an input/output error</source>
        <translation>galat masukan/keluaran</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of the game; it was set aside as {0} and a new history started.</source>
        <translation>Riwayat permainan ditulis oleh versi permainan yang lebih baru; riwayat itu disisihkan sebagai {0} dan riwayat baru dimulai.</translation>
    </message>
    <message>
        <source>Something other than a file was in the place of the game history; it was set aside as {0} and a new history started.</source>
        <translation>Ada sesuatu selain berkas di tempat riwayat permainan; itu disisihkan sebagai {0} dan riwayat baru dimulai.</translation>
    </message>
    <message>
        <source>The game history file was damaged; it was set aside as {0} and a new history started.</source>
        <translation>Berkas riwayat permainan rusak; berkas itu disisihkan sebagai {0} dan riwayat baru dimulai.</translation>
    </message>
    <message>
        <source>A history set aside earlier could not be read; it is kept as {0}.</source>
        <translation>Riwayat yang disisihkan sebelumnya tidak dapat dibaca; disimpan sebagai {0}.</translation>
    </message>
    <message>
        <source>The game history cannot be used now: {0}.</source>
        <translation>Riwayat permainan tidak dapat dipakai sekarang: {0}.</translation>
    </message>
    <message>
        <source>A game could not be added to the history: {0}</source>
        <translation>Permainan tidak dapat ditambahkan ke riwayat: {0}</translation>
    </message>
    <message>
        <source>Finished games cannot be written to disk now ({0}); they are kept in memory and written as soon as possible, but lost if the game is closed before.</source>
        <translation>Permainan yang selesai tidak dapat ditulis ke disk sekarang ({0}); permainan disimpan di memori dan ditulis secepatnya, tetapi hilang jika permainan ditutup sebelumnya.</translation>
    </message>
    <message>
        <source>Replays ({0})</source>
        <translation>Tayangan ulang ({0})</translation>
    </message>
    <message>
        <source>{0} replays ({1})</source>
        <translation>Tayangan ulang {0} ({1})</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Buka tayangan ulang</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Permainan terakhir</translation>
    </message>
</context>
<context>
    <name>ReplayOpening</name>
    <message numerus="yes">
        <source>{0}: the replay holds %Ln event(s), too many (at most {1} are read).</source>
        <translation>
            <numerusform>{0}: tayangan ulang berisi %Ln peristiwa, terlalu banyak (paling banyak {1} dibaca).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Before the first move</source>
        <translation>Sebelum langkah pertama</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>buka</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>bendera</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akor</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>batal</translation>
    </message>
    <message>
        <source>Move {0} of {1}, {2} s: {3} at {4}</source>
        <translation>Langkah {0} dari {1}, {2} s: {3} di {4}</translation>
    </message>
    <message>
        <source>Time {0} s · 3BV {1} / {2} · 3BV/s {3} · Clicks {4} ({5} left, {6} right, {7} chord) · IOE {8}</source>
        <translation>Waktu {0} s · 3BV {1} / {2} · 3BV/s {3} · Klik {4} ({5} kiri, {6} kanan, {7} akor) · IOE {8}</translation>
    </message>
    <message>
        <source>{0} / {1} s</source>
        <translation>{0} / {1} s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Jeda</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Putar</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Tayangan ulang</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Mundur satu peristiwa (Kiri)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Maju satu peristiwa (Kanan)</translation>
    </message>
    <message>
        <source>Replay time</source>
        <translation>Waktu tayangan ulang</translation>
    </message>
    <message>
        <source>Replay board</source>
        <translation>Papan tayangan ulang</translation>
    </message>
    <message>
        <source>Right and Left step, Ctrl with them by moves, M says the move, Space plays</source>
        <translation>Kanan dan Kiri per peristiwa, dengan Ctrl per langkah, M menyebutkan langkah, Spasi memutar</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Kecepatan:</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of {0}</source>
        <translation>Ulasan {0}</translation>
    </message>
    <message>
        <source>{0} × {1}, {2} mines</source>
        <translation>{0} × {1}, {2} ranjau</translation>
    </message>
    <message>
        <source>Moves worth a look:</source>
        <translation>Langkah yang layak dilihat:</translation>
    </message>
    <message>
        <source>Review timeline</source>
        <translation>Lini masa ulasan</translation>
    </message>
    <message>
        <source>Boards of more than 100,000 cells are not reviewed.</source>
        <translation>Papan lebih dari 100.000 sel tidak diulas.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Permainan ini tidak dapat diulas.</translation>
    </message>
    <message>
        <source>Previous guess or wrong flag (Page Up)</source>
        <translation>Tebakan atau bendera salah sebelumnya (Page Up)</translation>
    </message>
    <message>
        <source>Next guess or wrong flag (Page Down)</source>
        <translation>Tebakan atau bendera salah berikutnya (Page Down)</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Mengulas permainan…</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>buka</translation>
    </message>
    <message>
        <source>chord</source>
        <translation>akor</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>bendera</translation>
    </message>
    <message>
        <source>unflag</source>
        <translation>lepas bendera</translation>
    </message>
    <message>
        <source>question mark</source>
        <translation>tanda tanya</translation>
    </message>
    <message>
        <source>safe</source>
        <translation>aman</translation>
    </message>
    <message>
        <source>forced guess</source>
        <translation>tebakan terpaksa</translation>
    </message>
    <message>
        <source>avoidable guess</source>
        <translation>tebakan yang bisa dihindari</translation>
    </message>
    <message>
        <source>wrong flag</source>
        <translation>bendera salah</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>kesalahan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>{0} in {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</source>
        <translation>{0} dalam {1} s · 3BV {2} / {3} · 3BV/s {4} · IOE {5}</translation>
    </message>
    <message>
        <source>chance of surviving them all: {0}</source>
        <translation>peluang selamat dari semuanya: {0}</translation>
    </message>
    <message>
        <source>No guess: every reveal was certainly safe.</source>
        <translation>Tanpa tebakan: setiap pembukaan pasti aman.</translation>
    </message>
    <message>
        <source>wasted clicks: {0} of {1}</source>
        <translation>klik terbuang: {0} dari {1}</translation>
    </message>
    <message>
        <source>{0} s (move {1})</source>
        <translation>{0} s (langkah {1})</translation>
    </message>
    <message>
        <source>Longest pauses: {0}</source>
        <translation>Jeda terpanjang: {0}</translation>
    </message>
    <message>
        <source>{0} s · move {1} · {2} {3}</source>
        <translation>{0} s · langkah {1} · {2} {3}</translation>
    </message>
    <message>
        <source>{0}: wrong flag (no mine there)</source>
        <translation>{0}: bendera salah (tidak ada ranjau di sana)</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine, the lowest risk there was</source>
        <translation>{0}: tebakan terpaksa, peluang ranjau {1}, risiko terendah yang ada</translation>
    </message>
    <message>
        <source>{0}: forced guess, {1} mine (no cell was certainly safe; the safest, {2}, had {3})</source>
        <translation>{0}: tebakan terpaksa, peluang ranjau {1} (tidak ada sel yang pasti aman; yang teraman, {2}, memiliki {3})</translation>
    </message>
    <message>
        <source>{0}: avoidable guess, {1} mine</source>
        <translation>{0}: tebakan yang bisa dihindari, peluang ranjau {1}</translation>
    </message>
    <message>
        <source>{0}: a mistake ({1} mine)</source>
        <translation>{0}: kesalahan (peluang ranjau {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Lost here, then taken back (undo): the game went on, and its figures leave this move out.</source>
        <translation>Kalah di sini, lalu dibatalkan (urungkan): permainan berlanjut, dan angkanya tidak menghitung langkah ini.</translation>
    </message>
    <message>
        <source>The game was lost here.</source>
        <translation>Permainan kalah di sini.</translation>
    </message>
    <message>
        <source>No guess</source>
        <translation>Tanpa tebakan</translation>
    </message>
</context>
<context>
    <name>ReviewTexts</name>
    <message numerus="yes">
        <source>%n guess(es): {0} forced, {1} avoidable</source>
        <translation>
            <numerusform>%n tebakan: {0} terpaksa, {1} bisa dihindari</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es), {0} avoidable</source>
        <translation>
            <numerusform>%n tebakan, {0} bisa dihindari</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong flag(s)</source>
        <translation>
            <numerusform>%n bendera salah</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n move(s) were safe.</source>
        <translation>
            <numerusform>%n langkah lainnya aman.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) were certainly safe then, such as {0}:</source>
        <translation>
            <numerusform>%n sel pasti aman saat itu, misalnya {0}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>Your saved game had already ended and been counted, so a new game has started.</source>
        <translation>Permainan tersimpan Anda sudah berakhir dan dihitung, jadi permainan baru dimulai.</translation>
    </message>
    <message>
        <source>Your saved game could not be read, so a new game has started.</source>
        <translation>Permainan tersimpan Anda tidak dapat dibaca, jadi permainan baru dimulai.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {0}.</source>
        <translation>Berkas yang rusak disimpan sebagai {0}.</translation>
    </message>
</context>
<context>
    <name>SizeNames</name>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mine</source>
        <translation>
            <numerusform>Kustom {0} x {1}, %n ranjau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Custom {0} x {1}, %n mines</source>
        <translation>
            <numerusform>Kustom {0} x {1}, %n ranjau</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>row {0}, column {1}</source>
        <translation>baris {0}, kolom {1}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened</source>
        <translation>
            <numerusform>%Ln sel terbuka</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cells opened</source>
        <translation>
            <numerusform>%Ln sel terbuka</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln cell opened: {0}</source>
        <translation>
            <numerusform>%Ln sel terbuka: {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Played {0}: {1}</source>
        <translation>Dimainkan di {0}: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln move, {0}, last at {1}</source>
        <translation>
            <numerusform>Selesaikan: %Ln langkah, {0}, terakhir di {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solve: %Ln moves, {0}, last at {1}</source>
        <translation>
            <numerusform>Selesaikan: %Ln langkah, {0}, terakhir di {1}</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell opened</source>
        <translation>tidak ada sel terbuka</translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln second</source>
        <translation>
            <numerusform>Waktu: %Ln detik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time: %Ln seconds</source>
        <translation>
            <numerusform>Waktu: %Ln detik</numerusform>
        </translation>
    </message>
    <message>
        <source>no probability</source>
        <translation>tanpa peluang</translation>
    </message>
    <message>
        <source>certainly safe</source>
        <translation>pasti aman</translation>
    </message>
    <message>
        <source>certainly a mine</source>
        <translation>pasti ranjau</translation>
    </message>
    <message>
        <source>{0} chance of a mine</source>
        <translation>peluang ranjau {0}</translation>
    </message>
    <message>
        <source>Probabilities shown</source>
        <translation>Peluang ditampilkan</translation>
    </message>
    <message>
        <source>Probabilities hidden</source>
        <translation>Peluang disembunyikan</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Sudah terbuka</translation>
    </message>
    <message>
        <source>Edge of the board</source>
        <translation>Tepi papan</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mine left</source>
        <translation>
            <numerusform>%Ln ranjau tersisa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mines left</source>
        <translation>
            <numerusform>%Ln ranjau tersisa</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Berbendera</translation>
    </message>
    <message>
        <source>Question mark</source>
        <translation>Tanda tanya</translation>
    </message>
    <message>
        <source>Unflagged</source>
        <translation>Bendera dilepas</translation>
    </message>
    <message>
        <source>You won in {0} seconds</source>
        <translation>Anda menang dalam {0} detik</translation>
    </message>
    <message>
        <source>You hit a mine after {0} seconds</source>
        <translation>Anda mengenai ranjau setelah {0} detik</translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mine</source>
        <translation>
            <numerusform>{0} kali {1} sel, %Ln ranjau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} by {1} cells, %Ln mines</source>
        <translation>
            <numerusform>{0} kali {1} sel, %Ln ranjau</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrow keys move, Space opens, F flags</source>
        <translation>Tombol panah bergerak, Spasi membuka, F memasang bendera</translation>
    </message>
    <message>
        <source>New game: {0}</source>
        <translation>Permainan baru: {0}</translation>
    </message>
    <message>
        <source>Game paused</source>
        <translation>Permainan dijeda</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Your saved game goes on: the daily board asked for on the command line was not started.</source>
        <translation>Permainan tersimpan Anda berlanjut: papan harian yang diminta di baris perintah tidak dimulai.</translation>
    </message>
    <message>
        <source>Your saved game goes on: the new game asked for on the command line was not started.</source>
        <translation>Permainan tersimpan Anda berlanjut: permainan baru yang diminta di baris perintah tidak dimulai.</translation>
    </message>
    <message>
        <source>The settings file was damaged and has been set aside; the defaults are used.</source>
        <translation>Berkas pengaturan rusak dan telah disisihkan; pengaturan bawaan dipakai.</translation>
    </message>
    <message>
        <source>The translation file is damaged; the game is shown in English.</source>
        <translation>Berkas terjemahan rusak; permainan ditampilkan dalam bahasa Inggris.</translation>
    </message>
    <message>
        <source>something other than a file is in its place</source>
        <translation>ada sesuatu selain berkas di tempatnya</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk penuh</translation>
    </message>
    <message>
        <source>the file or its folder is read-only</source>
        <translation>berkas atau foldernya hanya-baca</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disk hanya-baca</translation>
    </message>
    <message>
        <source>something other than a folder is in the way</source>
        <translation>ada sesuatu selain folder yang menghalangi</translation>
    </message>
    <message>
        <source>The game could not be saved: {0}.</source>
        <translation>Permainan tidak dapat disimpan: {0}.</translation>
    </message>
    <message>
        <source>the settings could not be written</source>
        <translation>pengaturan tidak dapat ditulis</translation>
    </message>
    <message>
        <source>Settings could not be saved: {0}.</source>
        <translation>Pengaturan tidak dapat disimpan: {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the finished game was saved in the space the game keeps in reserve. Free some space on the disk.</source>
        <translation>Disk penuh: permainan yang selesai disimpan di ruang cadangan yang disediakan permainan. Kosongkan sebagian ruang di disk.</translation>
    </message>
    <message>
        <source>Everything is saved again.</source>
        <translation>Semuanya sudah tersimpan lagi.</translation>
    </message>
    <message>
        <source>Games not saved</source>
        <translation>Permainan tidak tersimpan</translation>
    </message>
    <message>
        <source>Cause: {0}.</source>
        <translation>Penyebab: {0}.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Coba lagi</translation>
    </message>
    <message>
        <source>Don&apos;t quit</source>
        <translation>Jangan keluar</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Tetap keluar</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>theme.svg nests deeper than {0} levels</source>
        <translation>theme.svg bersarang lebih dari {0} tingkat</translation>
    </message>
    <message>
        <source>theme.svg refers to itself (a loop of references)</source>
        <translation>theme.svg merujuk ke dirinya sendiri (lingkaran rujukan)</translation>
    </message>
    <message>
        <source>theme.svg uses &lt;{0}&gt;, which themes may not use</source>
        <translation>theme.svg memakai &lt;{0}&gt;, yang tidak boleh dipakai tema</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} shapes (through &lt;use&gt; and references)</source>
        <translation>theme.svg menggambar lebih dari {0} bentuk (lewat &lt;use&gt; dan rujukan)</translation>
    </message>
    <message>
        <source>theme.svg draws more than {0} characters of path data and text</source>
        <translation>theme.svg menggambar lebih dari {0} karakter data path dan teks</translation>
    </message>
    <message>
        <source>theme.svg draws pictures of more than {0} pixels</source>
        <translation>theme.svg menggambar gambar lebih dari {0} piksel</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>Tem&amp;a</translation>
    </message>
    <message>
        <source>&amp;Automatic (follow the system)</source>
        <translation>&amp;Otomatis (ikuti sistem)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe numbers</source>
        <translation>Angka aman buta &amp;warna</translation>
    </message>
    <message>
        <source>Open the &amp;themes folder</source>
        <translation>Buka folder &amp;tema</translation>
    </message>
    <message>
        <source>The theme “{0}” cannot be used: {1}.</source>
        <translation>Tema “{0}” tidak dapat dipakai: {1}.</translation>
    </message>
    <message>
        <source>Classic is used instead.</source>
        <translation>Tema Klasik dipakai sebagai gantinya.</translation>
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
        <translation>Gelap</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Kontras tinggi</translation>
    </message>
    <message>
        <source>{0} is missing</source>
        <translation>{0} tidak ada</translation>
    </message>
    <message>
        <source>{0} is not a regular file</source>
        <translation>{0} bukan berkas biasa</translation>
    </message>
    <message>
        <source>{0} is larger than {1} KB</source>
        <translation>{0} lebih besar dari {1} KB</translation>
    </message>
    <message>
        <source>{0} cannot be read</source>
        <translation>{0} tidak dapat dibaca</translation>
    </message>
    <message>
        <source>theme.json: &quot;{0}&quot; is missing or wrong</source>
        <translation>theme.json: &quot;{0}&quot; tidak ada atau salah</translation>
    </message>
    <message>
        <source>theme.json is not valid JSON ({0})</source>
        <translation>theme.json bukan JSON yang valid ({0})</translation>
    </message>
    <message>
        <source>theme.json: {0} is not a colour (#rrggbb)</source>
        <translation>theme.json: {0} bukan warna (#rrggbb)</translation>
    </message>
    <message>
        <source>theme.json: unknown colour slot &quot;{0}&quot;</source>
        <translation>theme.json: slot warna tidak dikenal &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>theme.svg is not UTF-8 text</source>
        <translation>theme.svg bukan teks UTF-8</translation>
    </message>
    <message>
        <source>theme.svg declares a document type (not allowed)</source>
        <translation>theme.svg mendeklarasikan tipe dokumen (tidak diizinkan)</translation>
    </message>
    <message>
        <source>theme.svg is not a valid SVG file ({0})</source>
        <translation>theme.svg bukan berkas SVG yang valid ({0})</translation>
    </message>
    <message>
        <source>theme.svg refers to another file ({0})</source>
        <translation>theme.svg merujuk ke berkas lain ({0})</translation>
    </message>
    <message>
        <source>theme.svg lacks the elements {0}</source>
        <translation>theme.svg tidak memiliki elemen {0}</translation>
    </message>
    <message>
        <source>num{0} in theme.svg is not drawn in its number colour {1}</source>
        <translation>num{0} di theme.svg tidak digambar dengan warna angkanya {1}</translation>
    </message>
    <message>
        <source>the folder name may hold only a-z, 0-9, - and _</source>
        <translation>nama folder hanya boleh berisi a-z, 0-9, - dan _</translation>
    </message>
    <message>
        <source>a shipped theme has this name</source>
        <translation>tema bawaan sudah memakai nama ini</translation>
    </message>
    <message>
        <source>it takes longer than {0} s to draw</source>
        <translation>perlu lebih dari {0} s untuk menggambarnya</translation>
    </message>
    <message>
        <source>it could not be tried (no process)</source>
        <translation>tidak dapat dicoba (tidak ada proses)</translation>
    </message>
    <message>
        <source>it takes {0} ms longer than the classic theme to draw (at most {1} ms)</source>
        <translation>perlu {0} ms lebih lama dari tema klasik untuk menggambarnya (paling lama {1} ms)</translation>
    </message>
    <message>
        <source>Qt cannot draw it</source>
        <translation>Qt tidak dapat menggambarnya</translation>
    </message>
</context>
<context>
    <name>_Unwritten</name>
    <message numerus="yes">
        <source>%n finished game(s) could not be saved: quitting now loses them.</source>
        <translation>
            <numerusform>%n permainan yang selesai tidak dapat disimpan: jika Anda keluar sekarang, permainan itu akan hilang.</numerusform>
        </translation>
    </message>
</context>
</TS>
