import type en from '../en/play-protection.ts';
import type { Strings } from '../types.ts';

/** Français : protection pendant le jeu. */
const playProtection: Strings<typeof en> = {
  realityCheck: {
    sessionTime: 'Durée de session',
    sessionNet: 'Résultat de session',
    title: 'Point de situation',
    body: 'Vous jouez depuis {{time}}.',
    elapsed: 'Temps de jeu',
    net: 'Résultat net',
    netHint: 'Gains moins mises depuis l’ouverture de ce jeu.',
    continue: 'Continuer',
    history: 'Voir l’historique',
    stop: 'Arrêter de jouer',
    intervalTitle: 'Points de situation',
    intervalHint:
      'Pendant le jeu, un rappel indique depuis combien de temps vous jouez et votre résultat net.',
    intervalSaved: 'Point de situation toutes les {{minutes}} minutes',
  },
  limitPrompt: {
    title: 'Fixer une limite de dépôt ?',
    body: 'Une limite de dépôt plafonne ce que vous pouvez verser par jour, semaine ou mois. La baisser s’applique aussitôt ; la relever attend un délai de réflexion.',
    amount: 'Montant de la limite',
    set: 'Fixer la limite',
    skip: 'Plus tard',
    saved: 'Limite de dépôt fixée',
    link: 'Fixez vos limites',
  },
};

export default playProtection;
