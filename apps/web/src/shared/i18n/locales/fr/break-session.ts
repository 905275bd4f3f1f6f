import type en from '../en/break-session.ts';
import type { Strings } from '../types.ts';

/** Français: the screen of a sign-in refused for a break (decision 023). */
const breakSession: Strings<typeof en> = {
  breakSession: {
    withdrawBalance: 'Retirer mon solde',
    close: 'Fermer',
    balance: 'Votre solde : {{amount}}',
    setupIntro:
      'Votre argent ne va que sur un compte à votre nom. Configurez d’abord ce qui manque ; cela prend une minute.',
    stepOf: 'Étape {{step}} sur {{total}}',
    stepWithdraw: 'Retirer',
    toAccountTitle: 'Vers le compte',
    arrival: 'Frais {{fee}} · Vous recevez {{arrival}}',
    nothingToWithdraw: 'Il n’y a aucun solde à retirer.',
    amount: 'Montant',
    password: 'Mot de passe de retrait',
    submit: 'Retirer',
    requested: 'Retrait demandé',
    returnHint:
      'Votre auto-exclusion est terminée. Vous pouvez demander à revenir ; vous confirmez après le délai de réflexion.',
    askReturn: 'Demander à revenir',
    returnWaiting: 'Vous pourrez confirmer votre retour à partir du {{time}}',
    confirmHint: 'Le délai de réflexion est terminé. Confirmez votre retour pour rejouer.',
    confirmReturn: 'Confirmer mon retour',
    returned: 'Votre auto-exclusion est terminée. Reconnectez-vous pour jouer.',
  },
};

export default breakSession;
