import type en from '../en/promo.ts';
import type { Strings } from '../types.ts';

/** Español: promo. */
const promo: Strings<typeof en> = {
  jili: {
    title: 'Canjea un código de regalo',
    intro:
      '¿Tienes un código de regalo de un evento, de nuestros canales o de atención al cliente? Introdúcelo aquí para recibir el bono.',
    label: 'Código de regalo',
    placeholder: 'Introduce tu código de regalo',
    redeem: 'Canjear',
    redeeming: 'Canjeando…',
    empty: 'Introduce el código de regalo',
    format: 'Un código de regalo tiene de 4 a 32 letras, dígitos o guiones',
    success: 'Recibido correctamente',
    wager: 'El bono de {{amount}} debe apostarse {{times}} veces antes de retirarlo',
    balance: 'Saldo actual: {{balance}}',
    bonusBalance:
      'Saldo de bono actual: {{balance}} (se puede jugar; se convierte en efectivo al cumplir la apuesta)',
    rulesTitle: 'Reglas',
    ruleOnce: 'Cada código de regalo se puede canjear una vez por cuenta.',
    ruleLimit: 'Un código se puede canjear un número limitado de veces en total y puede expirar.',
    ruleWager: 'El bono debe apostarse el número de veces indicado antes de poder retirarlo.',
    ruleWhere:
      'Los códigos se comparten en eventos, en nuestros canales oficiales y a través de atención al cliente.',
  },
  common: {
    rules: 'Reglas',
    records: 'Historial',
    claim: 'Reclamar',
    claiming: 'Reclamando…',
    claimed: 'Reclamado',
    expired: 'Expirado',
    closed: 'Cerrado',
    deposit: 'Depositar ahora',
    bindPhone: 'Vincular número de teléfono',
    receiveSuccess: 'Recibido correctamente',
    daysClock: '{{days}} d {{clock}}',
    wager_one: 'El bono debe apostarse una vez antes de retirarlo.',
    wager_other: 'El bono debe apostarse {{count}} veces antes de retirarlo.',
    date: 'Fecha',
    status: {
      locked: 'Aún no conseguido',
      claimable: 'Disponible',
      claimed: 'Reclamado',
      expired: 'Expirado',
    },
  },
  list: {
    notRunning: 'No activa ahora',
    open: 'Ver',
    badge: {
      claimable: 'Disponible',
      new: 'Nuevo',
    },
    items: {
      signin: {
        title: 'Check-in diario',
        description: 'Haz check-in cada día: la recompensa crece con tu racha.',
      },
      firstDeposit: {
        title: 'Bono de primer depósito',
        description: 'Un bono extra en tu primer depósito.',
      },
      signupBonus: {
        title: 'Bono de registro',
        description: 'Nuevos jugadores: consigue tu bono en las 24 horas siguientes a registrarte.',
      },
      rebatePromo: {
        title: 'Reembolso diario de depósito',
        description: 'Hasta un {{percent}} de tu mayor depósito único del día.',
      },
      cashbackRecord: {
        title: 'Cashback diario',
        description: 'Recupera hasta un {{percent}} de tu pérdida neta diaria, pagado al día siguiente.',
      },
      ranking: {
        title: 'Ranking de apuestas',
        description: 'Rankings diarios, semanales y mensuales con bolsas de premios.',
      },
      invitationalRanks: {
        title: 'Invita a tus amigos',
        description: 'Una recompensa por cada 2 amigos que se registren y depositen.',
      },
      giftCode: {
        title: 'Código de regalo',
        description: 'Canjea un código de regalo de nuestros canales.',
      },
    },
  },
  firstDeposit: {
    headline: '{{percent}} extra en tu primer depósito',
    subline: 'Bono de hasta {{max}}',
    yourDeposit: 'Tu primer depósito',
    yourBonus: 'Tu bono',
    notYet: 'Todavía no',
    claimWithin: 'Tiempo restante para reclamar',
    phoneNeeded:
      'Para el bono de primer depósito necesitas un número de teléfono vinculado. Vincula tu teléfono para reclamarlo.',
    lockedHint: 'Haz tu primer depósito para conseguir el bono.',
    claimedHint: 'Bono recibido. ¡Buena suerte!',
    expiredHint: 'El plazo para reclamar este bono ha terminado.',
    ruleRate: 'El bono es el {{percent}} de tu primer depósito, con un máximo de {{max}}.',
    ruleWindow_one:
      'Reclámalo en un plazo de {{count}} día desde tu primer depósito, antes de que termine la cuenta atrás.',
    ruleWindow_other:
      'Reclámalo en un plazo de {{count}} días desde tu primer depósito, antes de que termine la cuenta atrás.',
    rulePhone: 'Se necesita un número de teléfono vinculado.',
  },
  signupBonus: {
    headline: 'Bono de bienvenida {{amount}}',
    intro_one:
      'Los nuevos jugadores pueden conseguir este bono durante {{count}} hora después de registrarse.',
    intro_other:
      'Los nuevos jugadores pueden conseguir este bono durante {{count}} horas después de registrarse.',
    activate: 'Conseguir mi bono',
    activating: 'Enviando…',
    openMail: 'Ir a Correo',
    timeLeft: 'Tiempo restante para conseguirlo',
    keepUntil: 'Reclámalo desde tu buzón antes del',
    inMailboxToast: 'Tu bono está en tu buzón',
    status: {
      open: 'Consigue tu bono antes de que se acabe el tiempo.',
      inMailbox: 'Tu bono está en tu buzón. Abre Correo para reclamarlo.',
      claimed: 'Ya reclamaste tu bono de registro.',
      closed_one: 'Este bono es solo para jugadores en su primera hora tras registrarse.',
      closed_other: 'Este bono es solo para jugadores en sus primeras {{count}} horas tras registrarse.',
      expired: 'Tu bono de registro no se reclamó a tiempo y ha expirado.',
    },
    ruleOpen_one: 'Disponible durante {{count}} hora después del registro.',
    ruleOpen_other: 'Disponible durante {{count}} horas después del registro.',
    ruleKeep_one:
      'Una vez conseguido, el bono te espera en tu buzón; reclámalo en un plazo de {{count}} día desde el registro.',
    ruleKeep_other:
      'Una vez conseguido, el bono te espera en tu buzón; reclámalo en un plazo de {{count}} días desde el registro.',
    rulePhone: 'Se necesita un número de teléfono vinculado.',
  },
  signin: {
    headline: 'Haz check-in cada día',
    intro: 'Tu recompensa crece con tu racha. Si te saltas un día, la racha vuelve a empezar.',
    day: 'Día {{day}}',
    streak: 'Racha (días)',
    todayReward: 'Recompensa de hoy',
    signIn: 'Hacer check-in',
    signingIn: 'Haciendo check-in…',
    signedToday: 'Check-in hecho hoy',
    history: 'Historial de check-in',
    historyStreak: 'Día {{streak}} de racha',
    ruleCycle: 'Las recompensas de los días 1 a {{days}} se repiten en cada ciclo.',
    ruleDays:
      'Los días siguen el calendario local. Si te saltas un día, la racha vuelve a empezar desde el día 1.',
    ruleOnce: 'Puedes hacer check-in una vez al día.',
    ruleDeposit: 'Solo pueden hacer check-in los jugadores que han hecho un depósito.',
  },
  rebate: {
    headline: 'Hasta un {{percent}} de reembolso de depósito cada día',
    intro:
      'Haz hoy un depósito único de al menos {{min}} y consigue hasta un {{percent}} de bono, con un máximo de {{cap}} al día.',
    tierDeposit: 'Depósito único',
    tierBonus: 'Bono',
    tierFrom: '≥ {{amount}}',
    todayLargest: 'Mayor depósito de hoy',
    todayBonus: 'Bono de hoy',
    lockedHint: 'Deposita hoy al menos {{min}} de una sola vez para conseguir el reembolso.',
    claimedHint: 'Ya recibiste el reembolso de hoy. ¡Vuelve mañana!',
    expiredHint: 'El reembolso de hoy ha expirado.',
    deposit: 'Depósito',
    bonus: 'Bono',
    ruleLargest: 'Solo cuenta tu mayor depósito único del día.',
    ruleCap: 'El bono es como máximo de {{cap}} al día.',
    ruleSameDay: 'Reclama el reembolso el mismo día del depósito (calendario local).',
  },
  cashback: {
    upTo: 'Hasta',
    headline: 'Hasta un {{percent}} de cashback diario',
    intro:
      'Recupera cada día parte de tu pérdida neta, pagada a tu saldo al día siguiente. Cuanto más alto sea tu nivel VIP, mayor será tu porcentaje.',
    yourRate: 'Tu porcentaje actual',
    raiseRate: 'Sube tu nivel VIP',
    netLoss: 'Pérdida neta',
    rate: 'Porcentaje',
    paidAt: 'Pagado el',
  },
  invitation: {
    headline: '{{amount}} por cada 2 amigos',
    intro:
      'Invita a tus amigos a unirse. Por cada 2 amigos válidos recibes {{amount}}, que llega a tu buzón a las {{time}} del día siguiente.',
    validRule:
      'Un amigo es válido cuando vincula un número de teléfono y deposita al menos {{amount}} en total.',
    validInvitees: 'Amigos válidos',
    rewardedPairs: 'Parejas premiadas',
    pendingInvitees: 'Pendientes de pago',
    nextPayout: 'Próximo pago',
    payoutNoPairs: 'No se pagará ninguna pareja a las {{time}}',
    payoutPairs_one: 'Se pagará {{count}} pareja a las {{time}}',
    payoutPairs_other: 'Se pagarán {{count}} parejas a las {{time}}',
    waiting_one:
      '{{count}} amigo válido no entra en este pago: los amigos que se validaron hoy se pagan en el pago siguiente, y un amigo solo espera a un segundo para formar pareja.',
    waiting_other:
      '{{count}} amigos válidos no entran en este pago: los amigos que se validaron hoy se pagan en el pago siguiente, y un amigo solo espera a un segundo para formar pareja.',
    phoneNeeded:
      'Vincula tu número de teléfono: las recompensas por invitación solo se pagan a jugadores con un teléfono vinculado.',
    invite: 'Invitar amigos',
    pairs: 'Parejas',
    status: {
      locked: 'Pendiente',
      claimable: 'En tu buzón',
      claimed: 'Reclamado',
      expired: 'Expirado',
    },
    rulePairs: 'Cada 2 amigos válidos forman una pareja; cada pareja gana {{amount}}.',
    rulePayout:
      'Las recompensas se envían a tu buzón a las {{time}} del día después de que tus amigos sean válidos.',
    ruleClaim_one: 'Reclama la recompensa en Correo en un plazo de {{count}} día, antes de que expire.',
    ruleClaim_other: 'Reclama la recompensa en Correo en un plazo de {{count}} días, antes de que expire.',
  },
  ranking: {
    period: {
      daily: 'Diario',
      weekly: 'Semanal',
      monthly: 'Mensual',
    },
    current: 'Este periodo',
    previous: 'Periodo anterior',
    periodKey: 'Periodo {{key}}',
    prizePool: 'Bolsa de premios',
    endsIn: 'Termina en',
    endedAt: 'Terminó',
    rank: 'Puesto',
    player: 'Jugador',
    totalBet: 'Apuesta total',
    award: 'Premio',
    me: 'Mi posición',
    notRanked: 'Sin clasificar',
    loginToSee: 'Inicia sesión para ver tu posición',
    estimate: 'Los premios de un periodo en curso son estimaciones; se fijan cuando termina.',
    ruleBet: 'Los jugadores se clasifican por su apuesta válida total en el periodo.',
    rulePool:
      'La bolsa de premios crece con cada apuesta del periodo y se reparte entre los mejores jugadores.',
    rulePaid: 'Los premios se pagan a tu saldo cuando termina el periodo.',
    ruleWager: 'Los premios deben apostarse {{times}} veces antes de retirarlos.',
  },
};

export default promo;
