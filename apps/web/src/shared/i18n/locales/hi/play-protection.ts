import type en from '../en/play-protection.ts';
import type { Strings } from '../types.ts';

/** हिन्दी: खेलते समय सुरक्षा। */
const playProtection: Strings<typeof en> = {
  realityCheck: {
    sessionTime: 'सत्र का समय',
    sessionNet: 'सत्र का परिणाम',
    title: 'रियलिटी चेक',
    body: 'आप {{time}} से खेल रहे हैं।',
    elapsed: 'खेलने का समय',
    net: 'शुद्ध परिणाम',
    netHint: 'यह गेम खोलने के बाद से जीत में से दांव घटाकर।',
    continue: 'जारी रखें',
    history: 'इतिहास देखें',
    stop: 'खेलना बंद करें',
    intervalTitle: 'रियलिटी चेक',
    intervalHint: 'खेलते समय एक रिमाइंडर दिखाता है कि आप कितनी देर खेले और आपका शुद्ध परिणाम क्या है।',
    intervalSaved: 'हर {{minutes}} मिनट पर रियलिटी चेक',
  },
  limitPrompt: {
    title: 'जमा सीमा तय करें?',
    body: 'जमा सीमा यह तय करती है कि आप हर दिन, सप्ताह या महीने में कितना जमा कर सकते हैं। घटाना तुरंत लागू होता है; बढ़ाने के लिए कूलिंग-ऑफ़ की प्रतीक्षा करनी होती है।',
    amount: 'सीमा की राशि',
    set: 'सीमा तय करें',
    skip: 'अभी नहीं',
    saved: 'जमा सीमा तय हो गई',
    link: 'अपनी सीमाएँ तय करें',
  },
};

export default playProtection;
