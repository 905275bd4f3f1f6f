import type en from '../en/profile.ts';
import type { Strings } from '../types.ts';

/** 繁體中文: profile. */
const profile: Strings<typeof en> = {
  id: 'ID',
  avatar: '頭像',
  avatarOption: '頭像 {{number}}',
  nickname: '暱稱',
  mobile: '手機號碼',
  bindPhone: '綁定手機',
  birthday: '生日',
  email: '電子郵件',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  telegram: 'Telegram',
  twitter: 'Twitter',
  notSet: '未設定',
  edit: '編輯個人資料',
  save: '儲存',
  saving: '儲存中…',
  saved: '個人資料已儲存',
  nothingChanged: '沒有任何變更',
  birthdayOnce: '生日只能設定一次，且您必須年滿 18 歲。您的 VIP 生日獎勵將在這一天發放。',
  birthdayConfirm: '生日只能設定一次。確定要將 {{date}} 設為您的生日嗎？',
  birthdayLocked: '如需更正生日，請聯絡客服。',
  placeholders: {
    nickname: '2-20 個文字或數字',
    email: 'name@example.com',
    whatsapp: '含國碼的手機號碼',
    handle: '您的使用者名稱',
  },
  errors: {
    avatar: '請從 12 個頭像中選擇一個',
    nicknameLength: '暱稱長度須為 2-20 個字元',
    nicknameCharacters: '暱稱只能包含文字、數字、空格及 . _ -',
    email: '請輸入有效的電子郵件地址',
    whatsapp: '請輸入 8-15 位數的電話號碼',
    handleLength: '最多 64 個字元',
    handleCharacters: '僅限英文字母、數字及 @ . _ + -',
    birthdayFormat: '請選擇日期',
    birthdayAge: '您必須年滿 18 歲',
    birthdayImplausible: '請確認您的出生年份',
  },
};

export default profile;
