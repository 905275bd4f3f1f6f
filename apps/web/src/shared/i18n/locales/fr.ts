import type { PartialTranslation } from './types.ts';

/** Français: the app shell; other texts fall back to English. */
const fr: PartialTranslation = {
  route: {
    home: 'Accueil',
    promo: 'Promo',
    vip: 'Vip',
    earn: 'Gagner',
    account: 'Compte',
    login: 'Connexion',
    register: 'Inscription',
    forgetPassword: 'Mot de passe oublié',
    mail: 'Messages',
    search: 'Recherche',
    searchResult: 'Résultats',
    deposit: 'Dépôt',
    withdraw: 'Retrait',
    language: 'Langue',
    game: 'Jeu',
    service: 'Service client',
  },
  common: {
    confirm: 'Confirmer',
    cancel: 'Annuler',
    close: 'Fermer',
    back: 'Retour',
    retry: 'Réessayer',
    loading: 'Chargement…',
    logout: 'Se déconnecter',
    login: 'Se connecter',
    register: "S'inscrire",
    comingSoon: 'Bientôt disponible',
    comingSoonBody: 'Cette page est en construction et arrivera bientôt.',
    timeout: "La connexion a expiré. Touchez l'écran pour réessayer.",
    networkError: "Erreur réseau. Touchez l'écran pour réessayer.",
    pageLoadFailed: 'La page n’a pas pu être chargée. Touchez pour recharger.',
    contactService: 'Contacter le service client',
  },
  errors: {
    pageNotFound: 'Page introuvable : {{url}}',
    tabByNavigate: "Impossible d'ouvrir l'onglet {{url}} de cette façon",
    notTabBySwitch: "Impossible d'aller à {{url}} : ce n'est pas un onglet",
  },
  deposit: {
    closedTitle: 'Dépôt fermé',
    closedBody: 'Votre fonction de dépôt a été fermée, veuillez contacter le service client',
    closedConfirm: 'Contacter le service client',
  },
  account: { bonusBalance: 'Bonus {{amount}}, non retirable avant {{wager}} de mises supplémentaires' },
  withdraw: {
    apply: {
      bonusBalance: 'Solde bonus',
      bonusWagerLeft: 'Mises restantes pour débloquer le bonus',
      bonusNotice:
        "L'argent bonus peut être joué mais pas retiré. Il devient de l'argent réel une fois ses conditions de mise remplies ; un retrait avant cela l'annule.",
    },
    forfeit: {
      title: 'Retirer et renoncer à votre bonus ?',
      body: "Vous avez un bonus de {{amount}} qui devient de l'argent réel après {{wager}} de mises supplémentaires. Si vous retirez maintenant, le bonus est perdu définitivement. Votre solde réel n'est pas touché.",
      keep: 'Garder mon bonus',
      confirm: 'Retirer et renoncer',
    },
  },
  language: { choose: 'Choisissez votre langue' },
};

export default fr;
