import type en from '../en/auth.ts';
import type { Strings } from '../types.ts';

/** 简体中文: auth. */
const auth: Strings<typeof en> = {
  login: {
    welcome: '欢迎来到 Fairplay',
    subtitle: '公平游戏，极速到账',
    tabOtp: '手机验证码',
    tabPassword: '密码',
    tabId: 'ID 登录',
    phone: '手机号',
    phonePlaceholder: '请输入手机号',
    otp: '验证码',
    otpPlaceholder: '6 位验证码',
    sendCode: '发送验证码',
    resendIn: '{{seconds}} 秒后重发',
    codeSent: '验证码已发送',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    confirmPassword: '确认密码',
    newPassword: '新密码',
    idOrPhone: '手机号或 ID',
    idOrPhonePlaceholder: '请输入手机号或用户 ID',
    userId: '用户 ID',
    login: '登录',
    guest: '游客试玩',
    google: '使用 Google 继续',
    oneClick: '一键注册',
    register: '创建账号',
    haveAccount: '已有账号？去登录',
    forgot: '忘记密码？',
    terms: '我同意<terms>条款与条件</terms>，并确认<age>已年满 18 周岁</age>',
    inviteCode: '邀请码（选填）',
    registrationSuccess: '注册成功！',
    keepCredentials: '请妥善保存以下信息，登录时需要使用。',
    accountId: '您的用户 ID',
    generatedPassword: '您的密码',
    copyDetails: '复制信息',
    resetPassword: '重置密码',
    passwordChanged: '密码已修改，请重新登录。',
    or: '或',
    otherWays: '其他登录方式',
    switchToV2: '快速开始',
    switchToClassic: '使用手机号或密码登录',
  },
};

export default auth;
