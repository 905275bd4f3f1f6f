import type en from '../en/account.ts';
import type { Strings } from '../types.ts';

/** Français: account. */
const account: Strings<typeof en> = {
  account: {
    id: 'ID',
    vip: 'VIP {{level}}',
    totalBalance: 'Solde total',
    withdrawable: 'Mises restantes avant retrait',
    bonusBalance: 'Bonus {{amount}}, non retirable avant {{wager}} de mises supplémentaires',
    deposit: 'Dépôt',
    withdraw: 'Retrait',
    depositHistory: 'Historique des dépôts',
    withdrawHistory: 'Historique des retraits',
    balanceRecords: 'Mouvements du solde',
    gameRecords: 'Historique des jeux',
    withdrawAccount: 'Compte de retrait',
    withdrawalPassword: 'Mot de passe de retrait',
    phoneBinding: 'Lier le téléphone',
    profile: 'Profil',
    mail: 'Messages',
    feedback: 'Avis',
    faq: 'FAQ',
    language: 'Langue',
    service: 'Service client',
    logoutConfirm: 'Se déconnecter de ce compte ?',
    guestNotice: 'Vous jouez en invité. Conservez votre ID et votre mot de passe pour vous reconnecter.',
    loginPrompt: 'Connectez-vous pour déposer, jouer et retirer',
    savedPassword: 'Mot de passe : {{password}}',
  },
};

export default account;
