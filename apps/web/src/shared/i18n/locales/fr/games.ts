import type en from '../en/games.ts';
import type { Strings } from '../types.ts';

/** Français: games (search, game page, game records, fairness). */
const games: Strings<typeof en> = {
  search: {
    label: 'Rechercher des jeux',
    placeholder: 'Rechercher des jeux',
    submit: 'Rechercher',
    popular: 'Recherches populaires',
    recent: 'Recherches récentes',
    clearRecent: 'Effacer',
    clearRecentLabel: 'Effacer les recherches récentes',
    noRecent: 'Vos recherches apparaîtront ici.',
  },
  result: {
    count: 'Jeux trouvés : {{count}}',
    all: 'Tous les jeux',
    empty: 'Aucun jeu trouvé pour « {{keyword}} »',
    tryPopular: "Essayez l'un de ceux-ci :",
  },
  web: {
    loading: 'Chargement du jeu…',
    notAvailable: "Ce jeu n'est pas disponible.",
    launchFailed: "Le jeu n'a pas pu être ouvert.",
    backToLobby: 'Retour au lobby',
    balance: 'Solde',
  },
  records: {
    statusFilter: 'Statut',
    periodFilter: 'Période',
    status: {
      all: 'Tout',
      settled: 'Réglé',
      unsettled: 'Non réglé',
      cancel: 'Annulé',
    },
    period: {
      today: "Aujourd'hui",
      yesterday: 'Hier',
      last3days: '3 derniers jours',
    },
    summary: {
      betAmount: 'Total misé',
      validBet: 'Mise valide',
      profit: 'Gain/Perte',
    },
    betId: 'ID de mise',
    copyBetId: "Copier l'ID de mise {{betId}}",
    betAmount: 'Mise',
    validBet: 'Mise valide',
    profit: 'Gain/Perte',
    betTime: 'Heure de la mise',
    empty: 'Aucun enregistrement !',
    fairness: 'Provably fair',
  },
  fairness: {
    intro:
      'Chaque partie des Fairplay Originals peut être vérifiée par vous : son résultat est fixé avant votre mise, et personne, pas même nous, ne peut le modifier ensuite.',
    howTitle: 'Comment ça marche',
    hashTitle: 'Avant de jouer',
    hashBody:
      "Le jeu affiche le hash SHA-256 d'un seed serveur secret. Ce hash nous engage sur ce seed sans le révéler.",
    clientTitle: 'Votre seed client',
    clientBody:
      'Vous pouvez changer votre seed client à tout moment. Il entre dans chaque résultat, nous ne pouvons donc pas choisir un seed serveur qui favorise la maison.',
    nonceTitle: 'Nonce',
    nonceBody:
      'Chaque partie utilise le nonce suivant, 0, 1, 2, …, donc les mêmes seeds ne rejouent jamais une partie.',
    outcomeTitle: 'Le résultat',
    outcomeBody:
      'Résultat = HMAC-SHA256(seed serveur, "seed client:nonce"), suivi d\'un compteur (:0, :1, …) pour autant de nombres aléatoires que la partie en demande. Chaque groupe de 4 octets du condensé donne un nombre entre 0 et 1 qui décide du tirage, du multiplicateur, des mines ou de la trajectoire de la bille.',
    revealTitle: 'Vérifier une partie',
    revealBody:
      'Dans le jeu, ouvrez « Provably fair » et touchez « Change seeds » : le seed serveur avec lequel vous avez joué est révélé et un nouveau commence. Collez-le ci-dessous avec votre seed client et le nonce de la partie. Son SHA-256 doit être égal au hash affiché avant de jouer, et le résultat doit être celui que vous avez obtenu.',
    checkerTitle: 'Vérifier une partie',
    engine: 'Jeu',
    engines: {
      dice: 'Dice',
      limbo: 'Limbo',
      mines: 'Mines',
      plinko: 'Plinko',
    },
    minesCount: 'Nombre de mines',
    serverSeed: 'Seed serveur (révélé)',
    serverSeedPlaceholder: '64 caractères, 0-9 et a-f',
    clientSeed: 'Seed client',
    nonce: 'Nonce',
    expectedHash: 'Hash affiché avant de jouer (facultatif)',
    verify: 'Vérifier',
    verifying: 'Vérification…',
    problems: {
      serverSeed: 'Collez le seed serveur de 64 caractères révélé par « Change seeds »',
      clientSeed: "Saisissez le seed client (jusqu'à 64 caractères)",
      nonce: 'Saisissez le nonce de la partie (0 ou plus)',
      mines: 'Choisissez entre 1 et 24 mines',
    },
    failed: "La partie n'a pas pu être vérifiée.",
    resultTitle: 'Résultat',
    hash: 'SHA-256 du seed serveur',
    hashMatch: 'Correspond au hash affiché avant de jouer',
    hashMismatch: 'Ne correspond pas au hash saisi',
    roll: 'Tirage',
    result: 'Résultat',
    minePositions: 'Position des mines',
    mine: 'Mine',
    safe: 'Sûr',
    path: 'Trajectoire',
    slot: 'Case',
  },
};

export default games;
