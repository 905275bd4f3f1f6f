import type en from '../en/account.ts';
import type { Strings } from '../types.ts';

/** हिन्दी (Hindi): account. */
const account: Strings<typeof en> = {
  account: {
    id: 'ID',
    vip: 'VIP {{level}}',
    totalBalance: 'कुल बैलेंस',
    withdrawable: 'विड्रॉल से पहले बाकी बेट',
    bonusBalance: 'बोनस {{amount}}, {{wager}} की और बेट लगाने तक विड्रॉ नहीं किया जा सकता',
    deposit: 'डिपॉज़िट',
    withdraw: 'विड्रॉ',
    depositHistory: 'डिपॉज़िट हिस्ट्री',
    withdrawHistory: 'विड्रॉल हिस्ट्री',
    balanceRecords: 'बैलेंस रिकॉर्ड',
    gameRecords: 'गेम रिकॉर्ड',
    withdrawAccount: 'विड्रॉल अकाउंट',
    withdrawalPassword: 'विड्रॉल पासवर्ड',
    phoneBinding: 'फ़ोन लिंक करें',
    profile: 'प्रोफ़ाइल',
    mail: 'मेल',
    feedback: 'फ़ीडबैक',
    faq: 'सवाल-जवाब',
    language: 'भाषा',
    service: 'कस्टमर सर्विस',
    logoutConfirm: 'इस अकाउंट से लॉग आउट करें?',
    guestNotice: 'आप गेस्ट के रूप में खेल रहे हैं। दोबारा लॉग इन करने के लिए अपनी ID और पासवर्ड संभालकर रखें।',
    loginPrompt: 'डिपॉज़िट करने, खेलने और विड्रॉ करने के लिए लॉग इन करें',
    savedPassword: 'पासवर्ड: {{password}}',
  },
};

export default account;
