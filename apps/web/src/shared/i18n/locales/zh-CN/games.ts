import type en from '../en/games.ts';
import type { Strings } from '../types.ts';

/** 简体中文: games (search, game page, game records, fairness). */
const games: Strings<typeof en> = {
  search: {
    label: '搜索游戏',
    placeholder: '搜索游戏',
    submit: '搜索',
    popular: '热门搜索',
    recent: '最近搜索',
    clearRecent: '清空',
    clearRecentLabel: '清空最近搜索',
    noRecent: '您的搜索记录将显示在这里。',
  },
  result: {
    count: '共找到 {{count}} 款游戏',
    all: '全部游戏',
    empty: '未找到与“{{keyword}}”相关的游戏',
    tryPopular: '试试这些：',
  },
  web: {
    loading: '游戏加载中…',
    notAvailable: '该游戏暂不可用。',
    launchFailed: '游戏无法打开。',
    backToLobby: '返回大厅',
    balance: '余额',
  },
  records: {
    statusFilter: '状态',
    periodFilter: '时间',
    status: {
      all: '全部',
      settled: '已结算',
      unsettled: '未结算',
      cancel: '已取消',
    },
    period: {
      today: '今天',
      yesterday: '昨天',
      last3days: '近 3 天',
    },
    summary: {
      betAmount: '总投注',
      validBet: '有效投注',
      profit: '输赢',
    },
    betId: '注单号',
    copyBetId: '复制注单号 {{betId}}',
    betAmount: '投注额',
    validBet: '有效投注',
    profit: '输赢',
    betTime: '投注时间',
    empty: '暂无记录！',
    fairness: '可证明公平',
  },
  fairness: {
    intro:
      'Fairplay Originals 的每一局都可以由您亲自验证：结果在您下注前就已确定，任何人（包括我们）都无法在事后更改。',
    howTitle: '验证原理',
    hashTitle: '游戏开始前',
    hashBody:
      '游戏会显示一个保密的服务器种子的 SHA-256 哈希值。该哈希值让我们无法再更换这个种子，同时又不会泄露种子本身。',
    clientTitle: '您的客户端种子',
    clientBody:
      '您可以随时更换客户端种子。它会参与每一局结果的计算，因此我们无法挑选对平台有利的服务器种子。',
    nonceTitle: 'Nonce',
    nonceBody: '每一局使用下一个 nonce（0、1、2……），因此同一组种子永远不会重复产生同一局。',
    outcomeTitle: '结果的计算',
    outcomeBody:
      '结果 = HMAC-SHA256(服务器种子, "客户端种子:nonce")，后接计数器 (:0, :1, …)，按本局所需的随机数个数依次生成。摘要的每 4 个字节生成一个 0 到 1 之间的数，用于决定点数、倍数、地雷位置或小球的路径。',
    revealTitle: '验证某一局',
    revealBody:
      '在游戏中打开“可证明公平”并点击“更换种子”：您游戏时使用的服务器种子会被公开，同时启用新的种子。将它与您的客户端种子以及该局的 nonce 一起粘贴到下方。该种子的 SHA-256 必须与游戏前显示的哈希值一致，计算出的结果也必须与您实际得到的结果相同。',
    checkerTitle: '验证一局',
    engine: '游戏',
    engines: {
      dice: '骰子',
      limbo: 'Limbo',
      mines: '扫雷',
      plinko: 'Plinko',
    },
    minesCount: '地雷数量',
    serverSeed: '服务器种子（已公开）',
    serverSeedPlaceholder: '64 个字符，0-9 和 a-f',
    clientSeed: '客户端种子',
    nonce: 'Nonce',
    expectedHash: '游戏前显示的哈希值（选填）',
    verify: '验证',
    verifying: '验证中…',
    problems: {
      serverSeed: '请粘贴通过“更换种子”公开的 64 位服务器种子',
      clientSeed: '请输入客户端种子（最多 64 个字符）',
      nonce: '请输入该局的 nonce（0 或更大）',
      mines: '请选择 1 到 24 个地雷',
    },
    failed: '无法验证该局。',
    resultTitle: '验证结果',
    hash: '服务器种子的 SHA-256',
    hashMatch: '与游戏前显示的哈希值一致',
    hashMismatch: '与您输入的哈希值不一致',
    roll: '点数',
    result: '结果',
    minePositions: '地雷位置',
    mine: '地雷',
    safe: '安全',
    path: '路径',
    slot: '槽位',
  },
};

export default games;
