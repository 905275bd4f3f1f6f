import { useState } from 'react';
import { showToast } from '../../shared/ui/feedback.ts';

/**
 * A one-field proof of payment (the UTR in India, the transaction id in Pakistan): the text typed,
 * and on submit either the check's problem (in the field and as a toast) or the checked value sent.
 */
export function useProofForm(
  check: (text: string) => { value: string; problem: string | undefined },
  send: (value: string) => void,
) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    text,
    error,
    change(next: string) {
      setText(next);
      setError(undefined);
    },
    submit() {
      const { value, problem } = check(text);
      setError(problem);
      if (problem) {
        void showToast(problem);
        return;
      }
      send(value);
    },
  };
}
