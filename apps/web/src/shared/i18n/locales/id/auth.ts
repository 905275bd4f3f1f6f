import type en from '../en/auth.ts';
import type { Strings } from '../types.ts';

/** Bahasa Indonesia: auth. */
const auth: Strings<typeof en> = {
  login: {
    welcome: 'Selamat datang di Fairplay',
    subtitle: 'Main game yang adil dan dibayar cepat',
    tabOtp: 'Kode telepon',
    tabPassword: 'Kata sandi',
    tabId: 'Masuk dengan ID',
    phone: 'Nomor telepon',
    phonePlaceholder: 'Masukkan nomor telepon Anda',
    otp: 'Kode verifikasi',
    otpPlaceholder: 'Kode 6 digit',
    sendCode: 'Kirim kode',
    resendIn: 'Kirim ulang dalam {{seconds}} dtk',
    codeSent: 'Kode terkirim',
    password: 'Kata sandi',
    passwordPlaceholder: 'Masukkan kata sandi Anda',
    confirmPassword: 'Konfirmasi kata sandi',
    newPassword: 'Kata sandi baru',
    idOrPhone: 'Nomor telepon atau ID',
    idOrPhonePlaceholder: 'Masukkan nomor telepon atau ID pengguna',
    userId: 'ID pengguna',
    login: 'Masuk',
    guest: 'Main sebagai tamu',
    google: 'Lanjutkan dengan Google',
    oneClick: 'Daftar satu klik',
    register: 'Buat akun',
    haveAccount: 'Sudah punya akun? Masuk',
    forgot: 'Lupa kata sandi?',
    terms: 'Saya menyetujui <terms>Syarat dan Ketentuan</terms> dan <age>berusia minimal 18 tahun</age>',
    inviteCode: 'Kode undangan (opsional)',
    registrationSuccess: 'Pendaftaran berhasil！',
    keepCredentials: 'Simpan data ini: Anda masuk dengannya.',
    accountId: 'ID pengguna Anda',
    generatedPassword: 'Kata sandi Anda',
    copyDetails: 'Salin data',
    resetPassword: 'Atur ulang kata sandi',
    passwordChanged: 'Kata sandi diubah. Silakan masuk.',
    or: 'atau',
    otherWays: 'Cara masuk lainnya',
    switchToV2: 'Mulai cepat',
    switchToClassic: 'Masuk dengan telepon atau kata sandi',
  },
};

export default auth;
