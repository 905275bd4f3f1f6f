import type en from '../en/earn.ts';
import type { Strings } from '../types.ts';

/** Français: earn. */
const earn: Strings<typeof en> = {
  loginPrompt: "Connectez-vous pour obtenir votre lien d'invitation et gagner grâce à votre équipe",
  period: {
    today: "Aujourd'hui",
    '7days': '7 jours',
    '30days': '30 jours',
  },
  bindPhoneNotice: 'Liez votre numéro de téléphone pour recevoir les récompenses de parrainage.',
  bindPhone: 'Lier le téléphone',
  inviteTitle: 'Invitez vos amis, gagnez ensemble',
  inviteBody: 'Vous gagnez {{percent}}% des mises valides de chaque ami inscrit avec votre lien.',
  inviteLink: "Lien d'invitation",
  inviteCode: "Code d'invitation",
  copy: 'Copier',
  share: 'Partager',
  shareText: "Rejoins-moi sur {{appName}} avec mon code d'invitation {{code}}",
  availableRebate: 'Gains à recevoir',
  totalRebate: 'Total gagné {{amount}}',
  receive: 'Recevoir',
  receiving: 'Réception…',
  received: 'Reçu avec succès',
  statsTitle: 'Mon équipe',
  teamSize: "Taille de l'équipe",
  newMembers: 'Nouveaux membres',
  teamDeposit: "Dépôts de l'équipe",
  teamValidBet: "Mises valides de l'équipe",
  earnings: 'Gains',
  teamTitle: 'Amis invités',
  validRule:
    "Un ami compte dès qu'il a lié un numéro de téléphone et effectué un dépôt. Chaque paire de ces amis vous rapporte une récompense dans votre messagerie le lendemain.",
  invitedAt: 'Invité le {{time}}',
  deposit: 'Dépôt',
  validBet: 'Mise valide',
  status: {
    underReview: 'En cours de vérification',
    pass: 'Validé',
    claimable: 'À réclamer',
    reclaim: 'Réclamer à nouveau',
    claim: 'Réclamer',
  },
};

export default earn;
