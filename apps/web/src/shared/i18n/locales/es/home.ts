import type en from '../en/home.ts';
import type { Strings } from '../types.ts';

/** Español: home. */
const home: Strings<typeof en> = {
  home: {
    search: 'Buscar juegos',
    deposit: 'Depositar',
    jackpot: 'Ganadores de hoy',
    news: 'Novedades',
    lobby: {
      title: 'Juegos',
      labels: 'Categorías de juegos',
      empty: 'Aún no hay juegos aquí',
      loadFailed: 'No se pudieron cargar los juegos.',
    },
  },
};

export default home;
