import type en from '../en/home.ts';
import type { Strings } from '../types.ts';

/** Français: home. */
const home: Strings<typeof en> = {
  home: {
    search: 'Rechercher des jeux',
    deposit: 'Dépôt',
    jackpot: 'Gagnants du jour',
    news: 'Actualités',
    lobby: {
      title: 'Jeux',
      labels: 'Catégories de jeux',
      empty: 'Aucun jeu pour le moment',
      loadFailed: "Les jeux n'ont pas pu être chargés.",
    },
  },
};

export default home;
