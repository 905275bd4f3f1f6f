import { isStepUpRequired } from './client.ts';

/**
 * Runs changes that may need a fresh second factor. When the server answers 403
 * operator.stepUpRequired, `ask` gets the code from the staff member and steps the session up
 * (true), or they cancel (false: the refusal stands); then the change is sent once more, never
 * twice. Changes refused at the same moment share one question.
 */
export interface StepUpGate {
  run<T>(change: () => Promise<T>): Promise<T>;
}

export function createStepUpGate(ask: () => Promise<boolean>): StepUpGate {
  let question: Promise<boolean> | null = null;
  const askOnce = () => {
    question ??= ask().finally(() => {
      question = null;
    });
    return question;
  };
  return {
    async run(change) {
      try {
        return await change();
      } catch (error) {
        if (!isStepUpRequired(error)) throw error;
        if (!(await askOnce())) throw error;
        return change();
      }
    },
  };
}
