import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/money.ts';
import { getRegion } from '../../shared/region.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import type { WithdrawInfo } from './api.ts';
import {
  type AmountProblem,
  activeBonus,
  withdrawAmountProblem,
  withdrawPasswordEntryProblem,
} from './withdraw-rules.ts';
import { amountProblemMessage, PASSWORD_ENTRY_KEYS } from './withdraw-texts.ts';

/**
 * What a press of Withdraw checks in what was typed, for the Withdraw page and the break screen
 * alike: the amount's problem, then the password's, each shown at its field and in a toast; then,
 * with an active bonus, the forfeit is asked (once confirmed, `isReady` lets the request go).
 */
export function useWithdrawEntryChecks() {
  const { t } = useTranslation();
  const format = useMoney();
  const [amountProblem, setAmountProblem] = useState<AmountProblem | null>(null);
  const [passwordProblemKey, setPasswordProblemKey] = useState<string | null>(null);
  // Asked once the withdrawal is otherwise ready to send, when it would forfeit an active bonus.
  const [isForfeitAsked, setForfeitAsked] = useState(false);

  // Stable: the forfeit dialog is handed it.
  const keepBonus = useCallback(() => setForfeitAsked(false), []);

  const isReady = (entry: {
    amount: string;
    password: string;
    info: WithdrawInfo;
    isForfeitConfirmed: boolean;
  }): boolean => {
    const problem = withdrawAmountProblem(entry.amount, entry.info, getRegion().currencyDecimals);
    setAmountProblem(problem);
    if (problem) {
      void showToast(amountProblemMessage(t, problem, format.money));
      return false;
    }
    const passwordProblem = withdrawPasswordEntryProblem(entry.password);
    setPasswordProblemKey(passwordProblem ? PASSWORD_ENTRY_KEYS[passwordProblem] : null);
    if (passwordProblem) {
      void showToast(t(PASSWORD_ENTRY_KEYS[passwordProblem]));
      return false;
    }
    if (activeBonus(entry.info) && !entry.isForfeitConfirmed) {
      setForfeitAsked(true);
      return false;
    }
    setForfeitAsked(false);
    return true;
  };

  return {
    amountProblem,
    clearAmountProblem: () => setAmountProblem(null),
    passwordProblemKey,
    clearPasswordProblem: () => setPasswordProblemKey(null),
    isForfeitAsked,
    keepBonus,
    isReady,
  };
}
