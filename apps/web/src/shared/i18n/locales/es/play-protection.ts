import type en from '../en/play-protection.ts';
import type { Strings } from '../types.ts';

/** Español: protección durante el juego. */
const playProtection: Strings<typeof en> = {
  realityCheck: {
    sessionTime: 'Tiempo de sesión',
    sessionNet: 'Resultado de la sesión',
    title: 'Control de realidad',
    body: 'Llevas {{time}} jugando.',
    elapsed: 'Tiempo jugado',
    net: 'Resultado neto',
    netHint: 'Ganancias menos apuestas desde que abriste este juego.',
    continue: 'Continuar',
    history: 'Ver historial',
    stop: 'Dejar de jugar',
    intervalTitle: 'Controles de realidad',
    intervalHint: 'Mientras juegas, un aviso muestra cuánto tiempo llevas y tu resultado neto.',
    intervalSaved: 'Control de realidad cada {{minutes}} minutos',
  },
  limitPrompt: {
    title: '¿Fijar un límite de depósito?',
    body: 'Un límite de depósito limita lo que puedes ingresar cada día, semana o mes. Bajarlo se aplica al instante; subirlo espera un periodo de reflexión.',
    amount: 'Importe del límite',
    set: 'Fijar límite',
    skip: 'Ahora no',
    saved: 'Límite de depósito fijado',
    link: 'Fija tus límites',
  },
};

export default playProtection;
