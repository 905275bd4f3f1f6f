/** English texts: home. */
const home = {
  home: {
    search: 'Search games',
    deposit: 'Deposit',
    jackpot: 'Today’s winners',
    news: 'News',
    lobby: {
      title: 'Games',
      labels: 'Game categories',
      empty: 'No games here yet',
      loadFailed: 'The games could not be loaded.',
    },
  },
};

export default home;
