import type en from '../en/break-session.ts';
import type { Strings } from '../types.ts';

/** हिन्दी: the screen of a sign-in refused for a break (decision 023). */
const breakSession: Strings<typeof en> = {
  breakSession: {
    withdrawBalance: 'मेरा बैलेंस निकालें',
    close: 'बंद करें',
    balance: 'आपका बैलेंस: {{amount}}',
    setupIntro: 'आपका पैसा केवल आपके नाम के खाते में जाता है। पहले जो कमी है उसे सेट करें; इसमें एक मिनट लगता है।',
    stepOf: 'चरण {{step}} / {{total}}',
    stepWithdraw: 'निकासी',
    toAccountTitle: 'इस खाते में',
    arrival: 'शुल्क {{fee}} · आपको मिलेंगे {{arrival}}',
    nothingToWithdraw: 'निकालने के लिए कोई बैलेंस नहीं है।',
    amount: 'राशि',
    password: 'निकासी पासवर्ड',
    submit: 'निकालें',
    requested: 'निकासी का अनुरोध किया गया',
    returnHint: 'आपका स्व-बहिष्करण समाप्त हो गया है। आप वापसी का अनुरोध कर सकते हैं; कूलिंग-ऑफ़ के बाद पुष्टि करें।',
    askReturn: 'वापसी का अनुरोध करें',
    returnWaiting: 'आप अपनी वापसी की पुष्टि {{time}} से कर सकते हैं',
    confirmHint: 'कूलिंग-ऑफ़ समाप्त हो गया है। फिर से खेलने के लिए अपनी वापसी की पुष्टि करें।',
    confirmReturn: 'मेरी वापसी की पुष्टि करें',
    returned: 'आपका स्व-बहिष्करण समाप्त हो गया है। खेलने के लिए फिर से साइन इन करें।',
  },
};

export default breakSession;
