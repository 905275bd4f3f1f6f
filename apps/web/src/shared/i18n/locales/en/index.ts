import account from './account.ts';
import auth from './auth.ts';
import breakSession from './break-session.ts';
import core from './core.ts';
import earn from './earn.ts';
import games from './games.ts';
import home from './home.ts';
import mail from './mail.ts';
import playProtection from './play-protection.ts';
import profile from './profile.ts';
import promo from './promo.ts';
import support from './support.ts';
import terms from './terms.ts';
import vip from './vip.ts';
import wallet from './wallet.ts';
import withdraw from './withdraw.ts';

/** English: the source of every interface text, one file per area. Other languages mirror these keys. */
const en = {
  ...core,
  ...auth,
  ...breakSession,
  ...account,
  ...home,
  ...playProtection,
  wallet,
  withdraw,
  games,
  vip,
  promo,
  earn,
  mail,
  profile,
  support,
  terms,
};

export default en;
