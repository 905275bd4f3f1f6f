import type en from '../en/earn.ts';
import type { Strings } from '../types.ts';

/** हिन्दी (Hindi): earn. */
const earn: Strings<typeof en> = {
  loginPrompt: 'अपना इनवाइट लिंक पाने और अपनी टीम से कमाने के लिए लॉग इन करें',
  period: {
    today: 'आज',
    '7days': '7 दिन',
    '30days': '30 दिन',
  },
  bindPhoneNotice: 'इनविटेशन रिवॉर्ड पाने के लिए अपना फ़ोन नंबर लिंक करें।',
  bindPhone: 'फ़ोन लिंक करें',
  inviteTitle: 'दोस्तों को इनवाइट करें, साथ मिलकर कमाएं',
  inviteBody: 'आपके लिंक से जुड़ने वाले हर दोस्त की वैध बेट का {{percent}}% आपको मिलता है।',
  inviteLink: 'इनवाइट लिंक',
  inviteCode: 'इनवाइट कोड',
  copy: 'कॉपी करें',
  share: 'शेयर करें',
  shareText: '{{appName}} पर मेरे साथ जुड़ें, मेरा इनवाइट कोड है {{code}}',
  availableRebate: 'मिलने वाली कमाई',
  totalRebate: 'कुल कमाई {{amount}}',
  receive: 'पाएं',
  receiving: 'मिल रहा है…',
  received: 'सफलतापूर्वक मिल गया',
  statsTitle: 'मेरी टीम',
  teamSize: 'टीम का साइज़',
  newMembers: 'नए सदस्य',
  teamDeposit: 'टीम डिपॉज़िट',
  teamValidBet: 'टीम की वैध बेट',
  earnings: 'कमाई',
  teamTitle: 'इनवाइट किए गए दोस्त',
  validRule:
    'कोई दोस्त तब गिना जाता है जब वह फ़ोन नंबर लिंक करके डिपॉज़िट करे। ऐसे हर 2 दोस्तों पर अगले दिन आपके इनबॉक्स में एक रिवॉर्ड आता है।',
  invitedAt: 'इनवाइट किया {{time}}',
  deposit: 'डिपॉज़िट',
  validBet: 'वैध बेट',
  status: {
    underReview: 'जांच में',
    pass: 'पास',
    claimable: 'क्लेम करें',
    reclaim: 'फिर से क्लेम करें',
    claim: 'क्लेम करें',
  },
};

export default earn;
