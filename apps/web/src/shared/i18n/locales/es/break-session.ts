import type en from '../en/break-session.ts';
import type { Strings } from '../types.ts';

/** Español: the screen of a sign-in refused for a break (decision 023). */
const breakSession: Strings<typeof en> = {
  breakSession: {
    withdrawBalance: 'Retirar mi saldo',
    close: 'Cerrar',
    balance: 'Tu saldo: {{amount}}',
    setupIntro:
      'Tu dinero solo va a una cuenta a tu nombre. Primero configura lo que falta; tarda un minuto.',
    stepOf: 'Paso {{step}} de {{total}}',
    stepWithdraw: 'Retirar',
    toAccountTitle: 'A la cuenta',
    arrival: 'Comisión {{fee}} · Recibes {{arrival}}',
    nothingToWithdraw: 'No hay saldo que retirar.',
    amount: 'Importe',
    password: 'Contraseña de retiro',
    submit: 'Retirar',
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
