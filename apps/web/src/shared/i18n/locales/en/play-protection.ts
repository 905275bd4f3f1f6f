/** English texts: protection during play (reality checks in the game view, the deposit-limit prompt). */
const playProtection = {
  realityCheck: {
    sessionTime: 'Session time',
    sessionNet: 'Session net',
    title: 'Reality check',
    body: 'You have been playing for {{time}}.',
    elapsed: 'Time played',
    net: 'Net result',
    netHint: 'Wins less stakes since you opened this game.',
    continue: 'Continue',
    history: 'See history',
    stop: 'Stop playing',
    intervalTitle: 'Reality checks',
    intervalHint: 'While you play, a reminder shows how long you have played and your net result.',
    intervalSaved: 'Reality check every {{minutes}} minutes',
  },
  limitPrompt: {
    title: 'Set a deposit limit?',
    body: 'A deposit limit caps what you can pay in each day, week or month. Lowering it works at once; raising it waits a cooling-off.',
    amount: 'Limit amount',
    set: 'Set limit',
    skip: 'Not now',
    saved: 'Deposit limit set',
    link: 'Set your limits',
  },
};

export default playProtection;
