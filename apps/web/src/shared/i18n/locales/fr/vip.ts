import type en from '../en/vip.ts';
import type { Strings } from '../types.ts';

/** Français: vip. */
const vip: Strings<typeof en> = {
  loginPrompt: 'Connectez-vous pour voir votre niveau VIP, vos avantages et vos récompenses',
  level: 'VIP{{level}}',
  currentLevel: 'Niveau actuel',
  nextLevel: 'Niveau suivant',
  previousLevel: 'Niveau précédent',
  progress: 'Expérience {{exp}} / {{expMax}}',
  toNextLevel: 'Misez encore {{amount}} pour atteindre VIP{{level}}',
  topLevel: 'Vous avez atteint le plus haut niveau VIP',
  experienceHint: 'Chaque mise valide augmente votre expérience VIP.',
  betRebate: 'Remise sur mises',
  contactVip: 'Contacter le service VIP',
  contactService: 'Contacter le service client',
  vipServiceFrom: 'Un service VIP dédié est disponible à partir de VIP{{level}}.',
  benefitsTitle: 'Avantages du niveau',
  levelsLabel: 'Niveaux VIP',
  swipeHint: 'Balayez ou touchez un niveau pour comparer les avantages',
  requiredExperience: 'Expérience requise',
  startingLevel: 'Niveau de départ',
  upgradeReward: 'Récompense de passage de niveau',
  weeklyReward: 'Récompense hebdomadaire',
  monthlyReward: 'Récompense mensuelle',
  birthdayReward: "Récompense d'anniversaire",
  withdrawLimit: 'Plafond de retrait quotidien',
  withdrawFee: 'Frais de retrait',
  withdrawCount: 'Retraits par jour',
  withdrawCountValue: '{{count}} fois',
  betRebateRate: 'Taux de remise sur mises',
  none: '—',
  scheduleTitle: 'Quand arrivent les récompenses',
  nextWeekly: 'Prochaine récompense hebdomadaire : {{time}}',
  nextMonthly: 'Prochaine récompense mensuelle : {{time}}',
  scheduleNote:
    'Les récompenses hebdomadaires et mensuelles arrivent dans votre messagerie si vous avez misé ou déposé pendant la semaine ou le mois. Réclamez-les là-bas avant leur expiration.',
  wagerNote: 'Les récompenses VIP doivent être misées {{multiple}}× avant de pouvoir être retirées.',
  historyTitle: 'Historique des récompenses',
  kind: {
    upgrade: 'Récompense de passage de niveau',
    weekly: 'Récompense hebdomadaire',
    monthly: 'Récompense mensuelle',
    birthday: "Récompense d'anniversaire",
    betRebate: 'Remise sur mises',
  },
  status: {
    claimable: 'À réclamer',
    claimed: 'Reçue',
    expired: 'Expirée',
  },
  claimInInbox: 'Réclamer dans la messagerie',
  expiresAt: 'À réclamer avant le {{time}}',
};

export default vip;
