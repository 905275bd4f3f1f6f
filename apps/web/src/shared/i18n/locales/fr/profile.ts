import type en from '../en/profile.ts';
import type { Strings } from '../types.ts';

/** Français: profile. */
const profile: Strings<typeof en> = {
  id: 'ID',
  avatar: 'Avatar',
  avatarOption: 'Avatar {{number}}',
  nickname: 'Pseudo',
  mobile: 'Numéro de téléphone',
  bindPhone: 'Lier le téléphone',
  birthday: 'Date de naissance',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  telegram: 'Telegram',
  twitter: 'Twitter',
  notSet: 'Non renseigné',
  edit: 'Modifier le profil',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Profil enregistré',
  nothingChanged: "Aucune modification n'a été faite",
  birthdayOnce:
    "Votre date de naissance ne peut être définie qu'une seule fois, et vous devez avoir au moins 18 ans. Votre récompense d'anniversaire VIP arrive ce jour-là.",
  birthdayConfirm:
    "Votre date de naissance ne peut être définie qu'une seule fois. Enregistrer le {{date}} comme date de naissance ?",
  birthdayLocked: 'Pour corriger votre date de naissance, veuillez contacter le service client.',
  placeholders: {
    nickname: '2 à 20 lettres ou chiffres',
    email: 'nom@exemple.com',
    whatsapp: 'Numéro de téléphone avec indicatif du pays',
    handle: "Votre nom d'utilisateur",
  },
  errors: {
    avatar: "Veuillez choisir l'un des 12 avatars",
    nicknameLength: 'Le pseudo doit comporter 2 à 20 caractères',
    nicknameCharacters: 'Le pseudo peut contenir des lettres, des chiffres, des espaces, . _ -',
    email: 'Veuillez saisir une adresse e-mail valide',
    whatsapp: 'Veuillez saisir un numéro de téléphone de 8 à 15 chiffres',
    handleLength: '64 caractères maximum',
    handleCharacters: 'Uniquement des lettres, des chiffres et @ . _ + -',
    birthdayFormat: 'Veuillez choisir une date',
    birthdayAge: 'Vous devez avoir au moins 18 ans',
    birthdayImplausible: "Veuillez vérifier l'année de votre date de naissance",
  },
};

export default profile;
