import type en from '../en/auth.ts';
import type { Strings } from '../types.ts';

/** हिन्दी (Hindi): auth. */
const auth: Strings<typeof en> = {
  login: {
    welcome: 'Fairplay में आपका स्वागत है',
    subtitle: 'निष्पक्ष गेम खेलें और तुरंत पेमेंट पाएं',
    tabOtp: 'फ़ोन कोड',
    tabPassword: 'पासवर्ड',
    tabId: 'ID से लॉग इन',
    phone: 'फ़ोन नंबर',
    phonePlaceholder: 'अपना फ़ोन नंबर डालें',
    otp: 'वेरिफ़िकेशन कोड',
    otpPlaceholder: '6 अंकों का कोड',
    sendCode: 'कोड भेजें',
    resendIn: '{{seconds}} सेकंड में दोबारा भेजें',
    codeSent: 'कोड भेज दिया गया',
    password: 'पासवर्ड',
    passwordPlaceholder: 'अपना पासवर्ड डालें',
    confirmPassword: 'पासवर्ड कन्फ़र्म करें',
    newPassword: 'नया पासवर्ड',
    idOrPhone: 'फ़ोन नंबर या ID',
    idOrPhonePlaceholder: 'अपना फ़ोन नंबर या यूज़र ID डालें',
    userId: 'यूज़र ID',
    login: 'लॉग इन',
    guest: 'गेस्ट के रूप में खेलें',
    google: 'Google से जारी रखें',
    oneClick: 'वन-क्लिक रजिस्ट्रेशन',
    register: 'अकाउंट बनाएं',
    haveAccount: 'पहले से अकाउंट है? लॉग इन करें',
    forgot: 'पासवर्ड भूल गए?',
    terms: 'मैं <terms>नियम और शर्तों</terms> से सहमत हूं और <age>मेरी उम्र कम से कम 18 साल है</age>',
    inviteCode: 'इनवाइट कोड (वैकल्पिक)',
    registrationSuccess: 'रजिस्ट्रेशन सफल रहा!',
    keepCredentials: 'ये जानकारी संभालकर रखें: इन्हीं से आप लॉग इन करेंगे।',
    accountId: 'आपकी यूज़र ID',
    generatedPassword: 'आपका पासवर्ड',
    copyDetails: 'जानकारी कॉपी करें',
    resetPassword: 'पासवर्ड रीसेट करें',
    passwordChanged: 'पासवर्ड बदल दिया गया। कृपया लॉग इन करें।',
    or: 'या',
    otherWays: 'लॉग इन करने के दूसरे तरीके',
    switchToV2: 'तुरंत शुरू करें',
    switchToClassic: 'फ़ोन या पासवर्ड से लॉग इन करें',
  },
};

export default auth;
