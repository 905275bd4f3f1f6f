import type en from '../en/auth.ts';
import type { Strings } from '../types.ts';

/** Français: auth. */
const auth: Strings<typeof en> = {
  login: {
    welcome: 'Bienvenue sur Fairplay',
    subtitle: 'Des jeux équitables, des gains payés vite',
    tabOtp: 'Code SMS',
    tabPassword: 'Mot de passe',
    tabId: 'Connexion par ID',
    phone: 'Numéro de téléphone',
    phonePlaceholder: 'Saisissez votre numéro de téléphone',
    otp: 'Code de vérification',
    otpPlaceholder: 'Code à 6 chiffres',
    sendCode: 'Envoyer le code',
    resendIn: 'Renvoyer dans {{seconds}} s',
    codeSent: 'Code envoyé',
    password: 'Mot de passe',
    passwordPlaceholder: 'Saisissez votre mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    newPassword: 'Nouveau mot de passe',
    idOrPhone: 'Numéro de téléphone ou ID',
    idOrPhonePlaceholder: 'Saisissez votre numéro de téléphone ou votre ID',
    userId: 'ID utilisateur',
    login: 'Se connecter',
    guest: 'Jouer en invité',
    google: 'Continuer avec Google',
    oneClick: 'Inscription en un clic',
    register: 'Créer un compte',
    haveAccount: 'Déjà un compte ? Connectez-vous',
    forgot: 'Mot de passe oublié ?',
    terms: "J'accepte les <terms>Conditions générales</terms> et <age>j'ai au moins 18 ans</age>",
    inviteCode: "Code d'invitation (facultatif)",
    registrationSuccess: 'Inscription réussie !',
    keepCredentials: 'Conservez ces informations : elles vous servent à vous connecter.',
    accountId: 'Votre ID utilisateur',
    generatedPassword: 'Votre mot de passe',
    copyDetails: 'Copier les informations',
    resetPassword: 'Réinitialiser le mot de passe',
    passwordChanged: 'Mot de passe modifié. Veuillez vous connecter.',
    or: 'ou',
    otherWays: 'Autres moyens de connexion',
    switchToV2: 'Démarrage rapide',
    switchToClassic: 'Se connecter par téléphone ou mot de passe',
  },
};

export default auth;
