import type en from '../en/profile.ts';
import type { Strings } from '../types.ts';

/** हिन्दी (Hindi): profile. */
const profile: Strings<typeof en> = {
  id: 'ID',
  avatar: 'अवतार',
  avatarOption: 'अवतार {{number}}',
  nickname: 'निकनेम',
  mobile: 'फ़ोन नंबर',
  bindPhone: 'फ़ोन लिंक करें',
  birthday: 'जन्मदिन',
  email: 'ईमेल',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  telegram: 'Telegram',
  twitter: 'Twitter',
  notSet: 'सेट नहीं है',
  edit: 'प्रोफ़ाइल बदलें',
  save: 'सेव करें',
  saving: 'सेव हो रहा है…',
  saved: 'प्रोफ़ाइल सेव हो गई',
  nothingChanged: 'कुछ भी नहीं बदला गया',
  birthdayOnce:
    'आपका जन्मदिन सिर्फ़ एक बार सेट किया जा सकता है, और आपकी उम्र कम से कम 18 साल होनी चाहिए। आपका VIP बर्थडे रिवॉर्ड इसी दिन मिलता है।',
  birthdayConfirm: 'आपका जन्मदिन सिर्फ़ एक बार सेट किया जा सकता है। क्या {{date}} को अपने जन्मदिन के रूप में सेव करें?',
  birthdayLocked: 'अपना जन्मदिन ठीक करवाने के लिए कृपया कस्टमर सर्विस से संपर्क करें।',
  placeholders: {
    nickname: '2-20 अक्षर या अंक',
    email: 'name@example.com',
    whatsapp: 'कंट्री कोड के साथ फ़ोन नंबर',
    handle: 'आपका यूज़रनेम',
  },
  errors: {
    avatar: 'कृपया 12 अवतारों में से कोई एक चुनें',
    nicknameLength: 'निकनेम 2-20 कैरेक्टर का होना चाहिए',
    nicknameCharacters: 'निकनेम में अक्षर, अंक, स्पेस, . _ - हो सकते हैं',
    email: 'कृपया सही ईमेल पता डालें',
    whatsapp: 'कृपया 8-15 अंकों का फ़ोन नंबर डालें',
    handleLength: 'ज़्यादा से ज़्यादा 64 कैरेक्टर',
    handleCharacters: 'सिर्फ़ अक्षर, अंक और @ . _ + -',
    birthdayFormat: 'कृपया एक तारीख चुनें',
    birthdayAge: 'आपकी उम्र कम से कम 18 साल होनी चाहिए',
    birthdayImplausible: 'कृपया अपने जन्मदिन का साल जांच लें',
  },
};

export default profile;
