import type en from '../en/auth.ts';
import type { Strings } from '../types.ts';

/** 繁體中文: auth. */
const auth: Strings<typeof en> = {
  login: {
    welcome: '歡迎來到 Fairplay',
    subtitle: '公平遊戲，快速入帳',
    tabOtp: '手機驗證碼',
    tabPassword: '密碼',
    tabId: 'ID 登入',
    phone: '手機號碼',
    phonePlaceholder: '請輸入手機號碼',
    otp: '驗證碼',
    otpPlaceholder: '6 位數驗證碼',
    sendCode: '取得驗證碼',
    resendIn: '{{seconds}} 秒後重新傳送',
    codeSent: '驗證碼已傳送',
    password: '密碼',
    passwordPlaceholder: '請輸入密碼',
    confirmPassword: '確認密碼',
    newPassword: '新密碼',
    idOrPhone: '手機號碼或 ID',
    idOrPhonePlaceholder: '請輸入手機號碼或會員 ID',
    userId: '會員 ID',
    login: '登入',
    guest: '以訪客身分遊玩',
    google: '使用 Google 繼續',
    oneClick: '一鍵註冊',
    register: '建立帳號',
    haveAccount: '已經有帳號了？登入',
    forgot: '忘記密碼？',
    terms: '我同意<terms>服務條款</terms>，並確認<age>我已年滿 18 歲</age>',
    inviteCode: '邀請碼（選填）',
    registrationSuccess: '註冊成功！',
    keepCredentials: '請妥善保存以下資料，登入時需要使用。',
    accountId: '您的會員 ID',
    generatedPassword: '您的密碼',
    copyDetails: '複製資料',
    resetPassword: '重設密碼',
    passwordChanged: '密碼已變更，請重新登入。',
    or: '或',
    otherWays: '其他登入方式',
    switchToV2: '快速開始',
    switchToClassic: '使用手機或密碼登入',
  },
};

export default auth;
