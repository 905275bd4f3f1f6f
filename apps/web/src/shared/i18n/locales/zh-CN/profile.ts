import type en from '../en/profile.ts';
import type { Strings } from '../types.ts';

/** 简体中文: profile. */
const profile: Strings<typeof en> = {
  id: 'ID',
  avatar: '头像',
  avatarOption: '头像 {{number}}',
  nickname: '昵称',
  mobile: '手机号',
  bindPhone: '绑定手机',
  birthday: '生日',
  email: '邮箱',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  telegram: 'Telegram',
  twitter: 'Twitter',
  notSet: '未设置',
  edit: '编辑资料',
  save: '保存',
  saving: '保存中…',
  saved: '资料已保存',
  nothingChanged: '没有任何修改',
  birthdayOnce: '生日只能设置一次，且您必须年满 18 周岁。VIP 生日奖励将在这一天发放。',
  birthdayConfirm: '生日只能设置一次。确定将 {{date}} 设为您的生日吗？',
  birthdayLocked: '如需更正生日，请联系客服。',
  placeholders: {
    nickname: '2-20 位字母或数字',
    email: 'name@example.com',
    whatsapp: '带国家区号的手机号',
    handle: '您的用户名',
  },
  errors: {
    avatar: '请从 12 个头像中选择一个',
    nicknameLength: '昵称长度须为 2-20 个字符',
    nicknameCharacters: '昵称只能包含字母、数字、空格及 . _ -',
    email: '请输入有效的邮箱地址',
    whatsapp: '请输入 8-15 位数字的手机号',
    handleLength: '最多 64 个字符',
    handleCharacters: '只能包含字母、数字及 @ . _ + -',
    birthdayFormat: '请选择日期',
    birthdayAge: '您必须年满 18 周岁',
    birthdayImplausible: '请检查生日的年份',
  },
};

export default profile;
