import type en from '../en/break-session.ts';
import type { Strings } from '../types.ts';

/** Español: the screen of a sign-in refused for a break (decision 023). */
const breakSession: Strings<typeof en> = {
  breakSession: {
    withdrawBalance: 'Retirar mi saldo',
    close: 'Cerrar',
    balance: 'Tu saldo: {{amount}}',
    needsSetup:
      'Para retirar necesitas una cuenta de cobro y una contraseña de retiro. Contacta con atención al cliente.',
    toAccount: 'A {{account}}',
    amount: 'Importe',
    password: 'Contraseña de retiro',
    submit: 'Retirar',
    amountInvalid: 'Introduce un importe válido',
    requested: 'Retiro solicitado',
    returnHint:
      'Tu autoexclusión ha terminado. Puedes pedir volver; lo confirmas tras el periodo de reflexión.',
    askReturn: 'Pedir volver',
    returnWaiting: 'Podrás confirmar tu vuelta a partir del {{time}}',
    confirmHint: 'El periodo de reflexión ha terminado. Confirma tu vuelta para jugar de nuevo.',
    confirmReturn: 'Confirmar mi vuelta',
    returned: 'Tu autoexclusión ha terminado. Inicia sesión de nuevo para jugar.',
  },
};

export default breakSession;
