import type { PartialTranslation } from './types.ts';

/** 简体中文: the app shell; other texts fall back to English. */
const zhCN: PartialTranslation = {
  route: {
    home: '首页',
    promo: '活动',
    vip: 'Vip',
    earn: '赚钱',
    account: '我的',
    login: '登录',
    register: '注册',
    forgetPassword: '忘记密码',
    mail: '邮件',
    search: '搜索',
    searchResult: '搜索结果',
    deposit: '充值',
    withdraw: '提现',
    language: '语言',
    game: '游戏',
    service: '客服',
  },
  common: {
    confirm: '确认',
    cancel: '取消',
    close: '关闭',
    back: '返回',
    retry: '重试',
    loading: '加载中…',
    logout: '退出登录',
    login: '登录',
    register: '注册',
    comingSoon: '即将上线',
    comingSoonBody: '此页面正在建设中，很快就会在这里开放。',
    timeout: '连接超时，请点击屏幕重试。',
    networkError: '网络错误，请点击屏幕重试。',
    pageLoadFailed: '页面加载失败，点击重新加载。',
    contactService: '联系客服',
  },
  errors: {
    pageNotFound: '页面不存在：{{url}}',
    tabByNavigate: '不能用此方式打开标签页 {{url}}',
    notTabBySwitch: '无法切换到 {{url}}：它不是标签页',
  },
  deposit: {
    closedTitle: '充值已关闭',
    closedBody: '您的充值功能已关闭，请联系客服',
    closedConfirm: '联系客服',
  },
  account: { bonusBalance: '奖金 {{amount}}，再投注 {{wager}} 后方可提现' },
  withdraw: {
    apply: {
      bonusBalance: '奖金余额',
      bonusWagerLeft: '解锁奖金还需投注',
      bonusNotice: '奖金可以用于游戏，但不能提现。完成流水要求后奖金将转为现金；在此之前提现将放弃奖金。',
    },
    forfeit: {
      title: '提现并放弃奖金？',
      body: '您有 {{amount}} 奖金，再投注 {{wager}} 后即可转为现金。现在提现将放弃这笔奖金，且无法恢复。您的现金余额不受影响。',
      keep: '保留奖金',
      confirm: '提现并放弃奖金',
    },
  },
  language: { choose: '选择语言' },
};

export default zhCN;
