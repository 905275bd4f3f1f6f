import type { PartialTranslation } from './types.ts';

/** 繁體中文: the app shell; other texts fall back to English. */
const zhTW: PartialTranslation = {
  route: {
    home: '首頁',
    promo: '活動',
    vip: 'Vip',
    earn: '賺錢',
    account: '我的',
    login: '登入',
    register: '註冊',
    forgetPassword: '忘記密碼',
    mail: '郵件',
    search: '搜尋',
    searchResult: '搜尋結果',
    deposit: '儲值',
    withdraw: '提款',
    language: '語言',
    game: '遊戲',
    service: '客服',
  },
  common: {
    confirm: '確認',
    cancel: '取消',
    close: '關閉',
    back: '返回',
    retry: '重試',
    loading: '載入中…',
    logout: '登出',
    login: '登入',
    register: '註冊',
    comingSoon: '即將推出',
    comingSoonBody: '此頁面正在建置中，很快就會在這裡開放。',
    timeout: '連線逾時，請點擊螢幕重試。',
    networkError: '網路錯誤，請點擊螢幕重試。',
    pageLoadFailed: '頁面載入失敗，點擊重新載入。',
    contactService: '聯絡客服',
  },
  errors: {
    pageNotFound: '找不到頁面：{{url}}',
    tabByNavigate: '無法以此方式開啟分頁 {{url}}',
    notTabBySwitch: '無法切換到 {{url}}：它不是分頁',
  },
  deposit: {
    closedTitle: '儲值已關閉',
    closedBody: '您的儲值功能已關閉，請聯絡客服',
    closedConfirm: '聯絡客服',
  },
  account: { bonusBalance: '獎金 {{amount}}，再投注 {{wager}} 後方可提現' },
  withdraw: {
    apply: {
      bonusBalance: '獎金餘額',
      bonusWagerLeft: '解鎖獎金還需投注',
      bonusNotice: '獎金可以用於遊戲，但不能提現。完成流水要求後獎金將轉為現金；在此之前提現將放棄獎金。',
    },
    forfeit: {
      title: '提現並放棄獎金？',
      body: '您有 {{amount}} 獎金，再投注 {{wager}} 後即可轉為現金。現在提現將放棄這筆獎金，且無法恢復。您的現金餘額不受影響。',
      keep: '保留獎金',
      confirm: '提現並放棄獎金',
    },
  },
  language: { choose: '選擇語言' },
};

export default zhTW;
