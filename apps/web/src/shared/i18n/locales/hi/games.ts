import type en from '../en/games.ts';
import type { Strings } from '../types.ts';

/** हिन्दी (Hindi): games (search, game page, game records, fairness). */
const games: Strings<typeof en> = {
  search: {
    label: 'गेम खोजें',
    placeholder: 'गेम खोजें',
    submit: 'खोजें',
    popular: 'लोकप्रिय खोजें',
    recent: 'हाल की खोजें',
    clearRecent: 'हटाएं',
    clearRecentLabel: 'हाल की खोजें हटाएं',
    noRecent: 'आपकी खोजें यहां दिखेंगी।',
  },
  result: {
    count: 'मिले गेम: {{count}}',
    all: 'सभी गेम',
    empty: '"{{keyword}}" के लिए कोई गेम नहीं मिला',
    tryPopular: 'इनमें से कोई आज़माएं:',
  },
  web: {
    loading: 'गेम लोड हो रहा है…',
    notAvailable: 'यह गेम उपलब्ध नहीं है।',
    launchFailed: 'गेम खोला नहीं जा सका।',
    backToLobby: 'लॉबी में वापस',
    balance: 'बैलेंस',
  },
  records: {
    statusFilter: 'स्टेटस',
    periodFilter: 'अवधि',
    status: {
      all: 'सभी',
      settled: 'सेटल',
      unsettled: 'अनसेटल',
      cancel: 'रद्द',
    },
    period: {
      today: 'आज',
      yesterday: 'कल',
      last3days: 'पिछले 3 दिन',
    },
    summary: {
      betAmount: 'कुल बेट',
      validBet: 'वैध बेट',
      profit: 'जीत/हार',
    },
    betId: 'बेट ID',
    copyBetId: 'बेट ID {{betId}} कॉपी करें',
    betAmount: 'बेट',
    validBet: 'वैध बेट',
    profit: 'जीत/हार',
    betTime: 'बेट का समय',
    empty: 'कोई रिकॉर्ड नहीं!',
    fairness: 'Provably fair',
  },
  fairness: {
    intro:
      'Fairplay Originals के हर राउंड को आप खुद जांच सकते हैं: उसका नतीजा आपके बेट लगाने से पहले ही तय हो जाता है, और बाद में कोई भी उसे नहीं बदल सकता, हम भी नहीं।',
    howTitle: 'यह कैसे काम करता है',
    hashTitle: 'खेलने से पहले',
    hashBody: 'गेम एक गुप्त सर्वर सीड का SHA-256 हैश दिखाता है। यह हैश सीड को बताए बिना हमें उसी सीड से बांध देता है।',
    clientTitle: 'आपका क्लाइंट सीड',
    clientBody:
      'आप अपना क्लाइंट सीड कभी भी बदल सकते हैं। यह हर नतीजे में शामिल होता है, इसलिए हम ऐसा सर्वर सीड नहीं चुन सकते जो हाउस के पक्ष में हो।',
    nonceTitle: 'नॉन्स',
    nonceBody:
      'हर राउंड अगला नॉन्स इस्तेमाल करता है, 0, 1, 2, …, इसलिए एक जैसे सीड से कोई राउंड कभी दोहराया नहीं जाता।',
    outcomeTitle: 'नतीजा',
    outcomeBody:
      'नतीजा = HMAC-SHA256(सर्वर सीड, "क्लाइंट सीड:नॉन्स"), उसके बाद एक काउंटर (:0, :1, …), जितने रैंडम नंबर राउंड को चाहिए उतने के लिए। डाइजेस्ट के हर 4 बाइट से 0 और 1 के बीच एक नंबर बनता है, जो रोल, मल्टीप्लायर, माइन्स या बॉल का रास्ता तय करता है।',
    revealTitle: 'किसी राउंड की जांच',
    revealBody:
      'गेम में "Provably fair" खोलें और "Change seeds" पर टैप करें: जिस सर्वर सीड से आपने खेला था वह दिख जाएगा और एक नया सीड शुरू होगा। उसे अपने क्लाइंट सीड और उस राउंड के नॉन्स के साथ नीचे पेस्ट करें। उसका SHA-256 खेलने से पहले दिखाए गए हैश के बराबर होना चाहिए, और नतीजा वही होना चाहिए जो आपको मिला था।',
    checkerTitle: 'राउंड जांचें',
    engine: 'गेम',
    engines: {
      dice: 'Dice',
      limbo: 'Limbo',
      mines: 'Mines',
      plinko: 'Plinko',
    },
    minesCount: 'माइन्स की संख्या',
    serverSeed: 'सर्वर सीड (जो दिखाया गया)',
    serverSeedPlaceholder: '64 कैरेक्टर, 0-9 और a-f',
    clientSeed: 'क्लाइंट सीड',
    nonce: 'नॉन्स',
    expectedHash: 'खेलने से पहले दिखाया गया हैश (वैकल्पिक)',
    verify: 'वेरिफ़ाई करें',
    verifying: 'जांच हो रही है…',
    problems: {
      serverSeed: '"Change seeds" से दिखाया गया 64 कैरेक्टर का सर्वर सीड पेस्ट करें',
      clientSeed: 'क्लाइंट सीड डालें (ज़्यादा से ज़्यादा 64 कैरेक्टर)',
      nonce: 'उस राउंड का नॉन्स डालें (0 या उससे ज़्यादा)',
      mines: '1 से 24 माइन्स चुनें',
    },
    failed: 'राउंड की जांच नहीं हो सकी।',
    resultTitle: 'नतीजा',
    hash: 'सर्वर सीड का SHA-256',
    hashMatch: 'खेलने से पहले दिखाए गए हैश से मेल खाता है',
    hashMismatch: 'आपके डाले गए हैश से मेल नहीं खाता',
    roll: 'रोल',
    result: 'नतीजा',
    minePositions: 'माइन्स की जगहें',
    mine: 'माइन',
    safe: 'सेफ़',
    path: 'रास्ता',
    slot: 'स्लॉट',
  },
};

export default games;
