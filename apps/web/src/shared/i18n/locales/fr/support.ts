import type en from '../en/support.ts';
import type { Strings } from '../types.ts';

/** Français: support. */
const support: Strings<typeof en> = {
  feedback: {
    award: 'Les joueurs ayant un numéro de téléphone lié reçoivent {{amount}} pour leur premier avis',
    awardNeedsPhone:
      "Votre numéro de téléphone n'est pas encore lié : liez-le d'abord pour recevoir la récompense.",
    bindPhone: 'Lier un numéro de téléphone',
    categoryLabel: "De quoi s'agit-il ?",
    category: {
      game: 'Jeu',
      deposit: 'Dépôt',
      withdraw: 'Retrait',
      vip: 'VIP',
      invite: 'Parrainage',
      account: 'Compte',
      other: 'Autre',
    },
    suggestionLabel: 'Votre suggestion',
    suggestionPlaceholder:
      "Dites-nous ce qui s'est passé ou ce que nous pouvons améliorer (10 caractères minimum)",
    counter: '{{count}}/{{max}}',
    phoneLabel: 'Téléphone (facultatif)',
    emailLabel: 'E-mail (facultatif)',
    screenshotLabel: "Capture d'écran (facultatif)",
    screenshotChoose: "Ajouter une capture d'écran",
    screenshotHint: 'JPEG, PNG ou WebP ; les grandes photos sont réduites',
    screenshotPreparing: "Préparation de l'image…",
    screenshotPreview: "Aperçu de la capture d'écran",
    screenshotRemove: 'Supprimer',
    submit: 'Envoyer',
    submitting: 'Envoi…',
    thanks: 'Merci pour votre avis',
    awardReceived: 'Merci ! {{amount}} a été ajouté à votre solde.',
    historyTitle: 'Mes avis',
    reply: 'Réponse',
    awaitingReply: 'En attente de réponse',
    errors: {
      categoryEmpty: 'Veuillez choisir le sujet',
      suggestionEmpty: 'Veuillez écrire votre suggestion',
      suggestionShort: 'Veuillez écrire au moins 10 caractères',
      suggestionLong: 'Veuillez écrire 1000 caractères au maximum',
      phone: 'Veuillez saisir un numéro de téléphone de 20 caractères maximum',
      email: 'Veuillez saisir une adresse e-mail valide',
      imageType: 'Veuillez choisir une image JPEG, PNG ou WebP',
      imageTooLarge: "La capture d'écran ne doit pas dépasser 2 Mo",
      imageUnreadable: "Cette image n'a pas pu être lue. Veuillez en choisir une autre.",
    },
  },
  faq: {
    searchLabel: 'Rechercher une question',
    searchPlaceholder: 'Rechercher une question',
    all: 'Toutes',
    noMatch: 'Aucune question ne correspond à « {{query}} »',
    empty: 'Aucune question pour le moment',
    external: "Ouverture du centre d'aide…",
    openExternal: "Ouvrir le centre d'aide",
    notFound: 'Cette question est introuvable',
    backToList: 'Toutes les questions',
    related: 'Questions associées',
    stillNeedHelp: "Besoin d'aide supplémentaire ?",
  },
};

export default support;
