import type en from '../en/games.ts';
import type { Strings } from '../types.ts';

/** Bahasa Indonesia: games. */
const games: Strings<typeof en> = {
  search: {
    label: 'Cari permainan',
    placeholder: 'Cari permainan',
    submit: 'Cari',
    popular: 'Pencarian populer',
    recent: 'Pencarian terakhir',
    clearRecent: 'Hapus',
    clearRecentLabel: 'Hapus pencarian terakhir',
    noRecent: 'Pencarian Anda akan muncul di sini.',
  },
  result: {
    count: 'Permainan ditemukan: {{count}}',
    all: 'Semua permainan',
    empty: 'Tidak ada permainan untuk "{{keyword}}"',
    tryPopular: 'Coba salah satu ini:',
  },
  web: {
    loading: 'Memuat permainan…',
    notAvailable: 'Permainan ini tidak tersedia.',
    launchFailed: 'Permainan tidak dapat dibuka.',
    backToLobby: 'Kembali ke lobi',
    balance: 'Saldo',
  },
  records: {
    statusFilter: 'Status',
    periodFilter: 'Periode',
    status: {
      all: 'Semua',
      settled: 'Selesai',
      unsettled: 'Tertunda',
      cancel: 'Batal',
    },
    period: {
      today: 'Hari ini',
      yesterday: 'Kemarin',
      last3days: '3 hari terakhir',
    },
    summary: {
      betAmount: 'Total taruhan',
      validBet: 'Taruhan valid',
      profit: 'Menang/Kalah',
    },
    betId: 'ID taruhan',
    copyBetId: 'Salin ID taruhan {{betId}}',
    betAmount: 'Taruhan',
    validBet: 'Taruhan valid',
    profit: 'Menang/Kalah',
    betTime: 'Waktu taruhan',
    empty: 'Tidak ada catatan!',
    fairness: 'Provably fair',
  },
  fairness: {
    intro:
      'Setiap ronde Fairplay Originals dapat Anda periksa sendiri: hasilnya sudah ditetapkan sebelum Anda bertaruh, dan tidak ada yang bisa mengubahnya setelah itu, termasuk kami.',
    howTitle: 'Cara kerjanya',
    hashTitle: 'Sebelum bermain',
    hashBody:
      'Permainan menampilkan hash SHA-256 dari server seed rahasia. Hash ini mengikat kami pada seed tersebut tanpa membukanya.',
    clientTitle: 'Client seed Anda',
    clientBody:
      'Anda dapat mengganti client seed kapan saja. Seed ini ikut menentukan setiap hasil, sehingga kami tidak dapat memilih server seed yang menguntungkan bandar.',
    nonceTitle: 'Nonce',
    nonceBody:
      'Setiap ronde memakai nonce berikutnya, 0, 1, 2, …, sehingga seed yang sama tidak pernah mengulang ronde.',
    outcomeTitle: 'Hasil',
    outcomeBody:
      'Hasil = HMAC-SHA256(server seed, "client seed:nonce"), diikuti penghitung (:0, :1, …) sebanyak angka acak yang dibutuhkan ronde. Setiap 4 byte dari digest menjadi angka antara 0 dan 1 yang menentukan lemparan, pengali, posisi ranjau, atau jalur bola.',
    revealTitle: 'Memeriksa ronde',
    revealBody:
      'Di dalam permainan, buka "Provably fair" lalu ketuk "Change seeds": server seed yang Anda pakai dibuka dan seed baru dimulai. Tempel di bawah beserta client seed dan nonce ronde tersebut. SHA-256-nya harus sama dengan hash yang ditampilkan sebelum bermain, dan hasilnya harus sama dengan yang Anda dapatkan.',
    checkerTitle: 'Periksa ronde',
    engine: 'Permainan',
    engines: {
      dice: 'Dice',
      limbo: 'Limbo',
      mines: 'Mines',
      plinko: 'Plinko',
    },
    minesCount: 'Jumlah ranjau',
    serverSeed: 'Server seed (sudah dibuka)',
    serverSeedPlaceholder: '64 karakter, 0-9 dan a-f',
    clientSeed: 'Client seed',
    nonce: 'Nonce',
    expectedHash: 'Hash yang ditampilkan sebelum bermain (opsional)',
    verify: 'Verifikasi',
    verifying: 'Memeriksa…',
    problems: {
      serverSeed: 'Tempel server seed 64 karakter yang dibuka dengan "Change seeds"',
      clientSeed: 'Masukkan client seed (maksimal 64 karakter)',
      nonce: 'Masukkan nonce ronde (0 atau lebih)',
      mines: 'Pilih 1 sampai 24 ranjau',
    },
    failed: 'Ronde tidak dapat diperiksa.',
    resultTitle: 'Hasil',
    hash: 'SHA-256 dari server seed',
    hashMatch: 'Sama dengan hash yang ditampilkan sebelum bermain',
    hashMismatch: 'Tidak sama dengan hash yang Anda masukkan',
    roll: 'Lemparan',
    result: 'Hasil',
    minePositions: 'Posisi ranjau',
    mine: 'Ranjau',
    safe: 'Aman',
    path: 'Jalur',
    slot: 'Slot',
  },
};

export default games;
