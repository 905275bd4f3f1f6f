import type en from '../en/mail.ts';
import type { Strings } from '../types.ts';

/** हिन्दी (Hindi): mail. */
const mail: Strings<typeof en> = {
  empty: 'अभी आपके लिए कोई मैसेज नहीं है',
  readAll: 'सभी पढ़ें',
  allRead: 'सभी मैसेज पढ़े गए के रूप में मार्क हो गए',
  unread: 'बिना पढ़ा',
  unreadCount: '{{count}} बिना पढ़े',
  reward: 'रिवॉर्ड {{amount}}',
  wager: 'विड्रॉ करने से पहले {{multiple}}× बेट करें',
  noWager: 'कोई बेटिंग शर्त नहीं',
  expiresAt: '{{time}} तक क्लेम करें',
  expiredAt: '{{time}} को एक्सपायर हुआ',
  claim: 'क्लेम करें',
  claiming: 'क्लेम हो रहा है…',
  claimed: 'क्लेम किया',
  expired: 'एक्सपायर',
  received: 'सफलतापूर्वक मिल गया',
  open: 'मैसेज खोलें',
  periods: { daily: 'डेली', weekly: 'वीकली', monthly: 'मंथली' },
  templates: {
    signupBonus: {
      title: 'आपका साइन-अप बोनस',
      content: 'स्वागत है! {{amount}} का आपका साइन-अप बोनस इंतज़ार कर रहा है। इसे {{until}} से पहले क्लेम करें।',
    },
    vipUpgrade: {
      title: 'VIP{{level}} में आपका स्वागत है',
      content: 'बधाई हो, आप VIP{{level}} पर पहुंच गए! अपने नए फ़ायदे देखने के लिए VIP पेज खोलें।',
    },
    vipUpgradeReward: {
      title: 'VIP{{level}} में आपका स्वागत है',
      content:
        'बधाई हो, आप VIP{{level}} पर पहुंच गए! {{amount}} का आपका अपग्रेड रिवॉर्ड आपके बैलेंस में जोड़ दिया गया है।',
    },
    vipWeekly: {
      title: 'VIP{{level}} वीकली रिवॉर्ड',
      content:
        'हमारे साथ खेलने के लिए धन्यवाद। {{amount}} का आपका VIP{{level}} वीकली रिवॉर्ड तैयार है: इसे {{keepDays}} दिनों के अंदर क्लेम करें।',
    },
    vipMonthly: {
      title: 'VIP{{level}} मंथली रिवॉर्ड',
      content:
        'हमारे साथ खेलने के लिए धन्यवाद। {{amount}} का आपका VIP{{level}} मंथली रिवॉर्ड तैयार है: इसे {{keepDays}} दिनों के अंदर क्लेम करें।',
    },
    vipBirthday: {
      title: 'जन्मदिन मुबारक!',
      content: 'हम सबकी ओर से जन्मदिन की बधाई! {{amount}} का आपका VIP{{level}} बर्थडे गिफ़्ट इस मैसेज में है।',
    },
    invitationReward: {
      title: 'इनविटेशन रिवॉर्ड',
      content:
        'आपके इनवाइट किए गए {{friends}} और दोस्त वैध खिलाड़ी बन गए हैं। {{amount}} का आपका इनविटेशन रिवॉर्ड साथ में है: इसे {{keepDays}} दिनों के अंदर क्लेम करें।',
    },
    rankingAward: {
      title: '{{period}} रैंकिंग में आपकी रैंक #{{rank}} रही',
      content:
        'बधाई हो! {{period}} बेट रैंकिंग ({{periodKey}}) में {{totalBet}} की कुल बेट के साथ आपकी रैंक #{{rank}} रही। {{award}} का आपका इनाम आपके बैलेंस में जोड़ दिया गया है।',
    },
    cashback: {
      title: 'डेली कैशबैक',
      content:
        '{{day}} का आपका कैशबैक: {{amount}} ({{netLoss}} के नेट लॉस का {{percent}}%) आपके बैलेंस में जोड़ दिया गया है।',
    },
    feedbackReply: { title: 'आपके फ़ीडबैक का जवाब', content: '' },
  },
  close: 'मैसेज बंद करें',
};

export default mail;
