import type en from '../en/promo.ts';
import type { Strings } from '../types.ts';

/** Français: promo. */
const promo: Strings<typeof en> = {
  jili: {
    title: 'Utiliser un code cadeau',
    intro:
      "Vous avez reçu un code cadeau lors d'un événement, sur nos canaux ou du service client ? Saisissez-le ici pour recevoir le bonus.",
    label: 'Code cadeau',
    placeholder: 'Saisissez votre code cadeau',
    redeem: 'Utiliser',
    redeeming: 'Validation…',
    empty: 'Veuillez saisir le code cadeau',
    format: 'Un code cadeau comporte 4 à 32 lettres, chiffres ou tirets',
    success: 'Reçu avec succès',
    wager: 'Le bonus de {{amount}} doit être misé {{times}} fois avant retrait',
    balance: 'Solde actuel : {{balance}}',
    bonusBalance: "Solde bonus actuel : {{balance}} (jouable ; devient de l'argent réel une fois misé)",
    rulesTitle: 'Règles',
    ruleOnce: "Chaque code cadeau ne peut être utilisé qu'une fois par compte.",
    ruleLimit: 'Un code peut être utilisé un nombre limité de fois au total et peut expirer.',
    ruleWager: 'Le bonus doit être misé le nombre de fois indiqué avant de pouvoir être retiré.',
    ruleWhere:
      "Les codes sont partagés lors d'événements, sur nos canaux officiels et par le service client.",
  },
  common: {
    rules: 'Règles',
    records: 'Historique',
    claim: 'Réclamer',
    claiming: 'Réclamation…',
    claimed: 'Réclamé',
    expired: 'Expiré',
    closed: 'Terminé',
    deposit: 'Déposer maintenant',
    bindPhone: 'Lier un numéro de téléphone',
    receiveSuccess: 'Reçu avec succès',
    daysClock: '{{days}} j {{clock}}',
    wager_one: 'Le bonus doit être misé une fois avant retrait.',
    wager_other: 'Le bonus doit être misé {{count}} fois avant retrait.',
    date: 'Date',
    status: {
      locked: 'Pas encore obtenu',
      claimable: 'À réclamer',
      claimed: 'Réclamé',
      expired: 'Expiré',
    },
  },
  list: {
    notRunning: 'Pas en cours',
    open: 'Voir',
    badge: {
      claimable: 'À réclamer',
      new: 'Nouveau',
    },
    items: {
      signin: {
        title: 'Connexion quotidienne',
        description: 'Connectez-vous chaque jour : la récompense augmente avec votre série.',
      },
      firstDeposit: {
        title: 'Bonus de premier dépôt',
        description: 'Un bonus supplémentaire sur votre premier dépôt.',
      },
      signupBonus: {
        title: "Bonus d'inscription",
        description: 'Nouveaux joueurs : prenez votre bonus dans les 24 heures suivant votre inscription.',
      },
      rebatePromo: {
        title: 'Remise quotidienne sur dépôt',
        description: "Jusqu'à {{percent}} sur votre plus gros dépôt unique de la journée.",
      },
      cashbackRecord: {
        title: 'Cashback quotidien',
        description: "Jusqu'à {{percent}} de votre perte nette du jour remboursés, versés le lendemain.",
      },
      ranking: {
        title: 'Classement des mises',
        description: 'Classements quotidiens, hebdomadaires et mensuels avec cagnottes.',
      },
      invitationalRanks: {
        title: 'Inviter des amis',
        description: "Une récompense pour chaque paire d'amis qui s'inscrivent et déposent.",
      },
      giftCode: {
        title: 'Code cadeau',
        description: 'Utilisez un code cadeau reçu sur nos canaux.',
      },
    },
  },
  firstDeposit: {
    headline: '{{percent}} en plus sur votre premier dépôt',
    subline: "Jusqu'à {{max}} de bonus",
    yourDeposit: 'Votre premier dépôt',
    yourBonus: 'Votre bonus',
    notYet: 'Pas encore',
    claimWithin: 'Temps restant pour réclamer',
    phoneNeeded:
      'Un numéro de téléphone lié est nécessaire pour le bonus de premier dépôt. Liez votre téléphone pour le réclamer.',
    lockedHint: 'Faites votre premier dépôt pour obtenir le bonus.',
    claimedHint: 'Bonus reçu. Bonne chance !',
    expiredHint: 'Le délai pour réclamer ce bonus est dépassé.',
    ruleRate: 'Le bonus correspond à {{percent}} de votre premier dépôt, {{max}} au maximum.',
    ruleWindow_one:
      'Réclamez-le dans un délai de {{count}} jour après votre premier dépôt, avant la fin du compte à rebours.',
    ruleWindow_other:
      'Réclamez-le dans un délai de {{count}} jours après votre premier dépôt, avant la fin du compte à rebours.',
    rulePhone: 'Un numéro de téléphone lié est obligatoire.',
  },
  signupBonus: {
    headline: 'Bonus de bienvenue {{amount}}',
    intro_one:
      'Les nouveaux joueurs peuvent prendre ce bonus dans un délai de {{count}} heure après leur inscription.',
    intro_other:
      'Les nouveaux joueurs peuvent prendre ce bonus dans un délai de {{count}} heures après leur inscription.',
    activate: 'Obtenir mon bonus',
    activating: 'Envoi…',
    openMail: 'Aller aux messages',
    timeLeft: 'Temps restant pour le prendre',
    keepUntil: 'À réclamer dans votre messagerie avant le',
    inMailboxToast: 'Votre bonus est dans votre messagerie',
    status: {
      open: 'Prenez votre bonus avant la fin du temps imparti.',
      inMailbox: 'Votre bonus est dans votre messagerie. Ouvrez Messages pour le réclamer.',
      claimed: "Vous avez réclamé votre bonus d'inscription.",
      closed_one: "Ce bonus est réservé aux joueurs dans leur première heure après l'inscription.",
      closed_other:
        "Ce bonus est réservé aux joueurs dans leurs {{count}} premières heures après l'inscription.",
      expired: "Votre bonus d'inscription n'a pas été réclamé à temps et a expiré.",
    },
    ruleOpen_one: "Disponible pendant {{count}} heure après l'inscription.",
    ruleOpen_other: "Disponible pendant {{count}} heures après l'inscription.",
    ruleKeep_one:
      'Une fois pris, le bonus attend dans votre messagerie ; réclamez-le dans un délai de {{count}} jour après votre inscription.',
    ruleKeep_other:
      'Une fois pris, le bonus attend dans votre messagerie ; réclamez-le dans un délai de {{count}} jours après votre inscription.',
    rulePhone: 'Un numéro de téléphone lié est obligatoire.',
  },
  signin: {
    headline: 'Connectez-vous chaque jour',
    intro: 'Votre récompense augmente avec votre série. Si vous manquez un jour, la série recommence.',
    day: 'Jour {{day}}',
    streak: 'Série (jours)',
    todayReward: 'Récompense du jour',
    signIn: 'Valider ma connexion',
    signingIn: 'Validation…',
    signedToday: "Connexion validée aujourd'hui",
    history: 'Historique des connexions',
    historyStreak: 'Jour {{streak}} de la série',
    ruleCycle: 'Les récompenses des jours 1 à {{days}} se répètent à chaque cycle.',
    ruleDays:
      'Les jours suivent le calendrier local. Si vous manquez un jour, la série recommence au jour 1.',
    ruleOnce: 'Vous pouvez valider votre connexion une fois par jour.',
    ruleDeposit: 'Seuls les joueurs ayant déjà effectué un dépôt peuvent valider leur connexion.',
  },
  rebate: {
    headline: "Jusqu'à {{percent}} de remise sur dépôt chaque jour",
    intro:
      "Faites aujourd'hui un dépôt unique d'au moins {{min}} et recevez jusqu'à {{percent}} de bonus, {{cap}} au maximum par jour.",
    tierDeposit: 'Dépôt unique',
    tierBonus: 'Bonus',
    tierFrom: '≥ {{amount}}',
    todayLargest: 'Plus gros dépôt du jour',
    todayBonus: 'Bonus du jour',
    lockedHint: "Déposez au moins {{min}} en une seule fois aujourd'hui pour obtenir la remise.",
    claimedHint: 'La remise du jour est reçue. Revenez demain !',
    expiredHint: 'La remise du jour a expiré.',
    deposit: 'Dépôt',
    bonus: 'Bonus',
    ruleLargest: 'Seul votre plus gros dépôt unique de la journée compte.',
    ruleCap: 'Le bonus est de {{cap}} au maximum par jour.',
    ruleSameDay: 'Réclamez la remise le jour même du dépôt (calendrier local).',
  },
  cashback: {
    upTo: "Jusqu'à",
    headline: "Jusqu'à {{percent}} de cashback quotidien",
    intro:
      'Récupérez chaque jour une partie de votre perte nette, versée sur votre solde le lendemain. Plus votre niveau VIP est élevé, plus votre taux est élevé.',
    yourRate: 'Votre taux actuel',
    raiseRate: 'Augmentez votre niveau VIP',
    netLoss: 'Perte nette',
    rate: 'Taux',
    paidAt: 'Versé le',
  },
  invitation: {
    headline: "{{amount}} pour chaque paire d'amis",
    intro:
      "Invitez des amis à vous rejoindre. Pour chaque paire d'amis valides, vous recevez {{amount}}, envoyés dans votre messagerie le lendemain à {{time}}.",
    validRule:
      "Un ami est valide dès qu'il a lié un numéro de téléphone et déposé au moins {{amount}} au total.",
    validInvitees: 'Amis valides',
    rewardedPairs: 'Paires récompensées',
    pendingInvitees: 'Pas encore payés',
    nextPayout: 'Prochain versement',
    payoutNoPairs: 'Aucune paire ne sera payée à {{time}}',
    payoutPairs_one: '{{count}} paire sera payée à {{time}}',
    payoutPairs_other: '{{count}} paires seront payées à {{time}}',
    waiting_one:
      "{{count}} ami valide ne fait pas partie de ce versement : les amis devenus valides aujourd'hui sont payés au versement suivant, et un ami seul attend un second ami pour former une paire.",
    waiting_other:
      "{{count}} amis valides ne font pas partie de ce versement : les amis devenus valides aujourd'hui sont payés au versement suivant, et un ami seul attend un second ami pour former une paire.",
    phoneNeeded:
      "Liez votre numéro de téléphone : les récompenses de parrainage ne sont versées qu'aux joueurs ayant un téléphone lié.",
    invite: 'Inviter des amis',
    pairs: 'Paires',
    status: {
      locked: 'En attente',
      claimable: 'Dans votre messagerie',
      claimed: 'Réclamé',
      expired: 'Expiré',
    },
    rulePairs: 'Chaque groupe de 2 amis valides forme une paire ; chaque paire rapporte {{amount}}.',
    rulePayout:
      'Les récompenses sont envoyées dans votre messagerie à {{time}}, le lendemain du jour où vos amis deviennent valides.',
    ruleClaim_one: 'Réclamez la récompense dans Messages sous {{count}} jour, avant son expiration.',
    ruleClaim_other: 'Réclamez la récompense dans Messages sous {{count}} jours, avant son expiration.',
  },
  ranking: {
    period: {
      daily: 'Quotidien',
      weekly: 'Hebdomadaire',
      monthly: 'Mensuel',
    },
    current: 'Période en cours',
    previous: 'Période précédente',
    periodKey: 'Période {{key}}',
    prizePool: 'Cagnotte',
    endsIn: 'Se termine dans',
    endedAt: 'Terminé',
    rank: 'Rang',
    player: 'Joueur',
    totalBet: 'Total misé',
    award: 'Prix',
    me: 'Mon classement',
    notRanked: 'Non classé',
    loginToSee: 'Connectez-vous pour voir votre classement',
    estimate: "Les prix d'une période en cours sont des estimations ; ils sont fixés à la fin de la période.",
    ruleBet: 'Les joueurs sont classés selon leur total de mises valides sur la période.',
    rulePool: 'La cagnotte augmente à chaque mise de la période et est partagée entre les meilleurs joueurs.',
    rulePaid: 'Les prix sont versés sur votre solde à la fin de la période.',
    ruleWager: 'Les prix doivent être misés {{times}} fois avant retrait.',
  },
};

export default promo;
