import type en from '../en/earn.ts';
import type { Strings } from '../types.ts';

/** Bahasa Indonesia: earn. */
const earn: Strings<typeof en> = {
  loginPrompt: 'Masuk untuk mendapatkan tautan undangan dan penghasilan dari tim Anda',
  period: {
    today: 'Hari ini',
    '7days': '7 hari',
    '30days': '30 hari',
  },
  bindPhoneNotice: 'Tautkan nomor telepon Anda untuk menerima hadiah undangan.',
  bindPhone: 'Tautkan nomor',
  inviteTitle: 'Undang teman, hasilkan bersama',
  inviteBody: 'Anda mendapat {{percent}}% dari taruhan valid setiap teman yang bergabung lewat tautan Anda.',
  inviteLink: 'Tautan undangan',
  inviteCode: 'Kode undangan',
  copy: 'Salin',
  share: 'Bagikan',
  shareText: 'Gabung denganku di {{appName}} dengan kode undangan {{code}}',
  availableRebate: 'Penghasilan untuk diterima',
  totalRebate: 'Total penghasilan {{amount}}',
  receive: 'Terima',
  receiving: 'Menerima…',
  received: 'Berhasil diterima',
  statsTitle: 'Tim saya',
  teamSize: 'Jumlah tim',
  newMembers: 'Anggota baru',
  teamDeposit: 'Deposit tim',
  teamValidBet: 'Taruhan valid tim',
  earnings: 'Penghasilan',
  teamTitle: 'Teman yang diundang',
  validRule:
    'Teman dihitung setelah menautkan nomor telepon dan melakukan deposit. Setiap 2 teman seperti itu memberi hadiah di kotak surat Anda keesokan harinya.',
  invitedAt: 'Diundang {{time}}',
  deposit: 'Deposit',
  validBet: 'Taruhan valid',
  status: {
    underReview: 'Sedang ditinjau',
    pass: 'Lolos',
    claimable: 'Bisa diklaim',
    reclaim: 'Klaim ulang',
    claim: 'Diklaim',
  },
};

export default earn;
