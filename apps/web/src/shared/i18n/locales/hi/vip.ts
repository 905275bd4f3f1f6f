import type en from '../en/vip.ts';
import type { Strings } from '../types.ts';

/** हिन्दी (Hindi): vip. */
const vip: Strings<typeof en> = {
  loginPrompt: 'अपना VIP लेवल, फ़ायदे और रिवॉर्ड देखने के लिए लॉग इन करें',
  level: 'VIP{{level}}',
  currentLevel: 'मौजूदा लेवल',
  nextLevel: 'अगला लेवल',
  previousLevel: 'पिछला लेवल',
  progress: 'अनुभव {{exp}} / {{expMax}}',
  toNextLevel: 'VIP{{level}} तक पहुंचने के लिए {{amount}} की और बेट लगाएं',
  topLevel: 'आप सबसे ऊंचे VIP लेवल पर पहुंच गए हैं',
  experienceHint: 'हर वैध बेट से आपका VIP अनुभव बढ़ता है।',
  betRebate: 'बेट रिबेट',
  contactVip: 'VIP सर्विस से संपर्क करें',
  contactService: 'कस्टमर सर्विस से संपर्क करें',
  vipServiceFrom: 'VIP{{level}} से खास VIP सर्विस मिलती है।',
  benefitsTitle: 'लेवल के फ़ायदे',
  levelsLabel: 'VIP लेवल',
  swipeHint: 'फ़ायदों की तुलना के लिए किसी लेवल पर स्वाइप या टैप करें',
  requiredExperience: 'ज़रूरी अनुभव',
  startingLevel: 'शुरुआती लेवल',
  upgradeReward: 'अपग्रेड रिवॉर्ड',
  weeklyReward: 'वीकली रिवॉर्ड',
  monthlyReward: 'मंथली रिवॉर्ड',
  birthdayReward: 'बर्थडे रिवॉर्ड',
  withdrawLimit: 'डेली विड्रॉल लिमिट',
  withdrawFee: 'विड्रॉल फ़ीस',
  withdrawCount: 'रोज़ कितने विड्रॉल',
  withdrawCountValue: '{{count}} बार',
  betRebateRate: 'बेट रिबेट रेट',
  none: '—',
  scheduleTitle: 'रिवॉर्ड कब मिलते हैं',
  nextWeekly: 'अगला वीकली रिवॉर्ड: {{time}}',
  nextMonthly: 'अगला मंथली रिवॉर्ड: {{time}}',
  scheduleNote:
    'अगर आप उस हफ़्ते या महीने में बेट या डिपॉज़िट करते हैं, तो वीकली और मंथली रिवॉर्ड आपके इनबॉक्स में आते हैं। एक्सपायर होने से पहले उन्हें वहीं से क्लेम करें।',
  wagerNote: 'VIP रिवॉर्ड को विड्रॉ करने से पहले {{multiple}}× बेट करना होगा।',
  historyTitle: 'रिवॉर्ड हिस्ट्री',
  kind: {
    upgrade: 'अपग्रेड रिवॉर्ड',
    weekly: 'वीकली रिवॉर्ड',
    monthly: 'मंथली रिवॉर्ड',
    birthday: 'बर्थडे रिवॉर्ड',
    betRebate: 'बेट रिबेट',
  },
  status: {
    claimable: 'क्लेम करें',
    claimed: 'मिल गया',
    expired: 'एक्सपायर',
  },
  claimInInbox: 'इनबॉक्स में क्लेम करें',
  expiresAt: '{{time}} तक क्लेम करें',
};

export default vip;
