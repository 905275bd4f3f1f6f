import type en from '../en/mail.ts';
import type { Strings } from '../types.ts';

/** Français: mail. */
const mail: Strings<typeof en> = {
  empty: "Vous n'avez aucun message pour le moment",
  readAll: 'Tout lire',
  allRead: 'Tous les messages ont été marqués comme lus',
  unread: 'Non lu',
  unreadCount: 'Non lus : {{count}}',
  reward: 'Récompense {{amount}}',
  wager: 'À miser {{multiple}}× avant retrait',
  noWager: 'Aucune mise requise',
  expiresAt: 'À réclamer avant le {{time}}',
  expiredAt: 'Expiré le {{time}}',
  claim: 'Réclamer',
  claiming: 'Réclamation…',
  claimed: 'Réclamé',
  expired: 'Expiré',
  received: 'Reçu avec succès',
  open: 'Ouvrir le message',
  periods: { daily: 'quotidien', weekly: 'hebdomadaire', monthly: 'mensuel' },
  templates: {
    signupBonus: {
      title: "Votre bonus d'inscription",
      content:
        "Bienvenue ! Votre bonus d'inscription de {{amount}} vous attend. Réclamez-le avant le {{until}}.",
    },
    vipUpgrade: {
      title: 'Bienvenue au niveau VIP{{level}}',
      content:
        'Félicitations, vous avez atteint le niveau VIP{{level}} ! Ouvrez la page VIP pour découvrir vos nouveaux avantages.',
    },
    vipUpgradeReward: {
      title: 'Bienvenue au niveau VIP{{level}}',
      content:
        'Félicitations, vous avez atteint le niveau VIP{{level}} ! Votre récompense de passage de niveau de {{amount}} a été ajoutée à votre solde.',
    },
    vipWeekly: {
      title: 'Récompense hebdomadaire VIP{{level}}',
      content:
        'Merci de jouer avec nous. Votre récompense hebdomadaire VIP{{level}} de {{amount}} est prête : réclamez-la sous {{keepDays}} jours.',
    },
    vipMonthly: {
      title: 'Récompense mensuelle VIP{{level}}',
      content:
        'Merci de jouer avec nous. Votre récompense mensuelle VIP{{level}} de {{amount}} est prête : réclamez-la sous {{keepDays}} jours.',
    },
    vipBirthday: {
      title: 'Joyeux anniversaire !',
      content:
        "Joyeux anniversaire de la part de toute l'équipe ! Votre cadeau d'anniversaire VIP{{level}} de {{amount}} se trouve dans ce message.",
    },
    invitationReward: {
      title: 'Récompense de parrainage',
      content:
        '{{friends}} autres amis que vous avez invités sont devenus des joueurs valides. Votre récompense de parrainage de {{amount}} est jointe : réclamez-la sous {{keepDays}} jours.',
    },
    rankingAward: {
      title: 'Vous êtes n°{{rank}} du classement {{period}}',
      content:
        'Félicitations ! Vous avez terminé n°{{rank}} du classement {{period}} des mises ({{periodKey}}) avec un total misé de {{totalBet}}. Votre prix de {{award}} a été ajouté à votre solde.',
    },
    cashback: {
      title: 'Cashback quotidien',
      content:
        "Votre cashback du {{day}} : {{amount}} ({{percent}}% d'une perte nette de {{netLoss}}) a été ajouté à votre solde.",
    },
    feedbackReply: { title: 'Réponse à votre avis', content: '' },
  },
  close: 'Fermer le message',
};

export default mail;
