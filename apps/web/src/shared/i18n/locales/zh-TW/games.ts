import type en from '../en/games.ts';
import type { Strings } from '../types.ts';

/** 繁體中文: games (search, game page, game records, fairness). */
const games: Strings<typeof en> = {
  search: {
    label: '搜尋遊戲',
    placeholder: '搜尋遊戲',
    submit: '搜尋',
    popular: '熱門搜尋',
    recent: '最近搜尋',
    clearRecent: '清除',
    clearRecentLabel: '清除最近搜尋',
    noRecent: '您的搜尋紀錄會顯示在這裡。',
  },
  result: {
    count: '共找到 {{count}} 款遊戲',
    all: '全部遊戲',
    empty: '找不到與「{{keyword}}」相關的遊戲',
    tryPopular: '試試這些：',
  },
  web: {
    loading: '遊戲載入中…',
    notAvailable: '此遊戲目前無法使用。',
    launchFailed: '無法開啟遊戲。',
    backToLobby: '返回大廳',
    balance: '餘額',
  },
  records: {
    statusFilter: '狀態',
    periodFilter: '時間',
    status: {
      all: '全部',
      settled: '已結算',
      unsettled: '未結算',
      cancel: '已取消',
    },
    period: {
      today: '今天',
      yesterday: '昨天',
      last3days: '近 3 天',
    },
    summary: {
      betAmount: '總投注',
      validBet: '有效投注',
      profit: '輸贏',
    },
    betId: '注單編號',
    copyBetId: '複製注單編號 {{betId}}',
    betAmount: '投注金額',
    validBet: '有效投注',
    profit: '輸贏',
    betTime: '投注時間',
    empty: '暫無紀錄！',
    fairness: '可驗證公平',
  },
  fairness: {
    intro:
      'Fairplay Originals 的每一局都能由您自行驗證：結果在您下注前就已確定，之後任何人（包括我們）都無法更改。',
    howTitle: '運作原理',
    hashTitle: '開始遊戲前',
    hashBody:
      '遊戲會顯示祕密伺服器種子的 SHA-256 雜湊值。這個雜湊值讓我們無法更換該種子，同時又不會洩露種子內容。',
    clientTitle: '您的客戶端種子',
    clientBody:
      '您可以隨時更換客戶端種子。它會參與每一局結果的計算，因此我們無法挑選對莊家有利的伺服器種子。',
    nonceTitle: 'Nonce',
    nonceBody: '每一局都會使用下一個 nonce（0、1、2、…），因此相同的種子永遠不會重複同一局。',
    outcomeTitle: '結果',
    outcomeBody:
      '結果 = HMAC-SHA256(伺服器種子, "客戶端種子:nonce")，後面再加上計數器（:0、:1、…），依該局所需的亂數數量遞增。摘要中每 4 個位元組會產生一個介於 0 與 1 之間的數字，用來決定擲出的點數、倍數、地雷位置或球的路徑。',
    revealTitle: '如何驗證一局',
    revealBody:
      '在遊戲中開啟「可驗證公平」並點擊「更換種子」：您遊玩時使用的伺服器種子會被公開，並開始使用新的種子。將它連同您的客戶端種子及該局的 nonce 貼到下方。它的 SHA-256 必須與遊戲前顯示的雜湊值相同，結果也必須與您得到的一致。',
    checkerTitle: '驗證一局',
    engine: '遊戲',
    engines: {
      dice: '骰子',
      limbo: 'Limbo',
      mines: '踩地雷',
      plinko: 'Plinko',
    },
    minesCount: '地雷數量',
    serverSeed: '伺服器種子（已公開）',
    serverSeedPlaceholder: '64 個字元，0-9 及 a-f',
    clientSeed: '客戶端種子',
    nonce: 'Nonce',
    expectedHash: '遊戲前顯示的雜湊值（選填）',
    verify: '驗證',
    verifying: '驗證中…',
    problems: {
      serverSeed: '請貼上「更換種子」後公開的 64 字元伺服器種子',
      clientSeed: '請輸入客戶端種子（最多 64 個字元）',
      nonce: '請輸入該局的 nonce（0 或以上）',
      mines: '請選擇 1 到 24 個地雷',
    },
    failed: '無法驗證此局。',
    resultTitle: '驗證結果',
    hash: '伺服器種子的 SHA-256',
    hashMatch: '與遊戲前顯示的雜湊值相符',
    hashMismatch: '與您輸入的雜湊值不符',
    roll: '擲出點數',
    result: '結果',
    minePositions: '地雷位置',
    mine: '地雷',
    safe: '安全',
    path: '路徑',
    slot: '落點',
  },
};

export default games;
