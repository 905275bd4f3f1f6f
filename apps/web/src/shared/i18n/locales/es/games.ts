import type en from '../en/games.ts';
import type { Strings } from '../types.ts';

/** Español: games (search, game page, game records, fairness). */
const games: Strings<typeof en> = {
  search: {
    label: 'Buscar juegos',
    placeholder: 'Buscar juegos',
    submit: 'Buscar',
    popular: 'Búsquedas populares',
    recent: 'Búsquedas recientes',
    clearRecent: 'Borrar',
    clearRecentLabel: 'Borrar búsquedas recientes',
    noRecent: 'Tus búsquedas aparecerán aquí.',
  },
  result: {
    count: 'Juegos encontrados: {{count}}',
    all: 'Todos los juegos',
    empty: 'No se encontraron juegos para "{{keyword}}"',
    tryPopular: 'Prueba con alguno de estos:',
  },
  web: {
    loading: 'Cargando el juego…',
    notAvailable: 'Este juego no está disponible.',
    launchFailed: 'No se pudo abrir el juego.',
    backToLobby: 'Volver al lobby',
    balance: 'Saldo',
  },
  records: {
    statusFilter: 'Estado',
    periodFilter: 'Periodo',
    status: {
      all: 'Todo',
      settled: 'Liquidada',
      unsettled: 'Sin liquidar',
      cancel: 'Cancelada',
    },
    period: {
      today: 'Hoy',
      yesterday: 'Ayer',
      last3days: 'Últimos 3 días',
    },
    summary: {
      betAmount: 'Apuesta total',
      validBet: 'Apuesta válida',
      profit: 'Ganancia/Pérdida',
    },
    betId: 'ID de apuesta',
    copyBetId: 'Copiar ID de apuesta {{betId}}',
    betAmount: 'Apuesta',
    validBet: 'Apuesta válida',
    profit: 'Ganancia/Pérdida',
    betTime: 'Hora de la apuesta',
    empty: '¡Sin registros!',
    fairness: 'Demostrablemente justo',
  },
  fairness: {
    intro:
      'Puedes comprobar cada ronda de Fairplay Originals: su resultado queda fijado antes de que apuestes y nadie, ni siquiera nosotros, puede cambiarlo después.',
    howTitle: 'Cómo funciona',
    hashTitle: 'Antes de jugar',
    hashBody:
      'El juego muestra el hash SHA-256 de una semilla secreta del servidor. El hash nos compromete con esa semilla sin revelarla.',
    clientTitle: 'Tu semilla de cliente',
    clientBody:
      'Puedes cambiar tu semilla de cliente cuando quieras. Interviene en cada resultado, así que no podemos elegir una semilla del servidor que favorezca a la casa.',
    nonceTitle: 'Nonce',
    nonceBody:
      'Cada ronda usa el siguiente nonce, 0, 1, 2, …, así que las mismas semillas nunca repiten una ronda.',
    outcomeTitle: 'El resultado',
    outcomeBody:
      'Resultado = HMAC-SHA256(semilla del servidor, "semilla de cliente:nonce"), seguido de un contador (:0, :1, …) para tantos números aleatorios como necesite la ronda. Cada 4 bytes del resumen forman un número entre 0 y 1 que decide la tirada, el multiplicador, las minas o el recorrido de la bola.',
    revealTitle: 'Comprobar una ronda',
    revealBody:
      'En el juego, abre "Demostrablemente justo" y toca "Cambiar semillas": se revela la semilla del servidor con la que jugaste y empieza una nueva. Pégala abajo junto con tu semilla de cliente y el nonce de la ronda. Su SHA-256 debe ser igual al hash mostrado antes de jugar, y el resultado debe ser el que obtuviste.',
    checkerTitle: 'Comprobar una ronda',
    engine: 'Juego',
    engines: {
      dice: 'Dice',
      limbo: 'Limbo',
      mines: 'Mines',
      plinko: 'Plinko',
    },
    minesCount: 'Número de minas',
    serverSeed: 'Semilla del servidor (revelada)',
    serverSeedPlaceholder: '64 caracteres, 0-9 y a-f',
    clientSeed: 'Semilla de cliente',
    nonce: 'Nonce',
    expectedHash: 'Hash mostrado antes de jugar (opcional)',
    verify: 'Verificar',
    verifying: 'Comprobando…',
    problems: {
      serverSeed: 'Pega la semilla del servidor de 64 caracteres revelada con "Cambiar semillas"',
      clientSeed: 'Introduce la semilla de cliente (hasta 64 caracteres)',
      nonce: 'Introduce el nonce de la ronda (0 o más)',
      mines: 'Elige de 1 a 24 minas',
    },
    failed: 'No se pudo comprobar la ronda.',
    resultTitle: 'Resultado',
    hash: 'SHA-256 de la semilla del servidor',
    hashMatch: 'Coincide con el hash mostrado antes de jugar',
    hashMismatch: 'No coincide con el hash que introdujiste',
    roll: 'Tirada',
    result: 'Resultado',
    minePositions: 'Posiciones de las minas',
    mine: 'Mina',
    safe: 'Segura',
    path: 'Recorrido',
    slot: 'Casilla',
  },
};

export default games;
