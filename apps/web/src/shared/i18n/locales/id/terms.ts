/** Teks Bahasa Indonesia: halaman Syarat dan Ketentuan (dengan pernyataan usia 18+). */
const terms = {
  intro:
    'Syarat ini adalah perjanjian antara Anda dan operator {{appName}}. Bacalah sebelum Anda mencentang kotak: dengan membuat akun, masuk, atau bermain, Anda menerimanya.',
  sections: {
    acceptance: {
      title: 'Tentang syarat ini',
      body: 'Syarat ini berlaku untuk semua yang Anda lakukan di {{appName}}: akun, deposit dan penarikan, permainan, serta promosi. Jika Anda tidak setuju, jangan gunakan {{appName}}.',
    },
    age: {
      title: 'Anda harus berusia 18 tahun ke atas',
      body: 'Anda harus berusia minimal 18 tahun, atau lebih jika hukum di negara Anda menetapkan usia yang lebih tinggi untuk permainan untung-untungan, untuk membuka akun, melakukan deposit, atau bermain. Dengan mencentang kotak, Anda menyatakan bahwa usia Anda memenuhi syarat tersebut.\n\nKami dapat meminta bukti usia kapan saja. Akun milik orang di bawah umur akan ditutup: depositnya dikembalikan dan kemenangannya dibatalkan.',
    },
    account: {
      title: 'Akun Anda',
      body: 'Satu akun untuk satu orang. Pastikan data Anda benar, dan rahasiakan kata sandi serta kata sandi penarikan Anda: Anda bertanggung jawab atas semua yang dilakukan dengan akun Anda. Akun tamu tetap dapat diakses setelah Anda menautkan nomor telepon.',
    },
    money: {
      title: 'Deposit dan penarikan',
      body: 'Lakukan deposit hanya dengan metode pembayaran atas nama Anda sendiri. Deposit dan bonus menambah syarat taruhan yang harus dipenuhi sebelum Anda dapat menarik dana.\n\nPenarikan dibayarkan ke akun penarikan atas nama Anda. Kami dapat memeriksa identitas dan asal dana Anda terlebih dahulu, dan kami menahan atau menolak penarikan jika diwajibkan oleh hukum.',
    },
    bonuses: {
      title: 'Bonus dan promosi',
      body: 'Setiap promosi memiliki aturannya sendiri yang ditampilkan di halamannya. Bonus harus dipertaruhkan sebanyak yang ditentukan sebelum dapat ditarik. Memakai beberapa akun, permainan yang diatur antarpemain, atau penyalahgunaan promosi lainnya dapat membuat bonus dan kemenangannya dihapus.',
    },
    fairPlay: {
      title: 'Permainan yang adil',
      body: 'Hasil permainan bersifat acak, dan Anda dapat memeriksa setiap putaran di halaman Keadilan. Bot, memanfaatkan kesalahan, dan bekerja sama melawan permainan tidak diperbolehkan. Kesalahan yang jelas dalam permainan atau pembayaran akan diperbaiki, dan taruhan yang terdampak dapat dibatalkan.',
    },
    responsible: {
      title: 'Bermain secara bertanggung jawab',
      body: 'Bermainlah untuk bersenang-senang, dan hanya dengan uang yang sanggup Anda relakan. Anda dapat menetapkan batas deposit, kekalahan, dan taruhan, mengambil jeda, atau mengecualikan diri, dan layanan pelanggan siap membantu. Jika bermain tidak lagi menyenangkan, mintalah bantuan lembaga pendukung.',
    },
    closure: {
      title: 'Penangguhan dan penutupan',
      body: 'Anda dapat menutup akun kapan saja melalui layanan pelanggan; sisa saldo Anda dibayarkan sesuai syarat ini. Kami dapat menangguhkan atau menutup akun yang melanggar syarat ini atau hukum, dan kami memberi tahu alasannya kecuali hukum melarangnya.',
    },
    privacy: {
      title: 'Data Anda',
      body: 'Kami menggunakan data Anda untuk mengelola akun, memproses pembayaran, memenuhi kewajiban hukum, dan menjaga keamanan layanan. Kami tidak menjualnya. Layanan pelanggan dapat memberikan salinan data Anda atau memperbaikinya.',
    },
    changes: {
      title: 'Perubahan syarat ini',
      body: 'Kami dapat mengubah syarat ini. Perubahan ditampilkan di aplikasi sebelum berlaku; jika Anda tetap bermain setelah itu, Anda menerimanya.',
    },
    contact: {
      title: 'Pertanyaan dan keluhan',
      body: 'Hubungi layanan pelanggan melalui tombol di setiap halaman. Kami menanggapi setiap keluhan.',
    },
  },
};

export default terms;
