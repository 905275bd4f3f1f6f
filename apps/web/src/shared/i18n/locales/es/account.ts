import type en from '../en/account.ts';
import type { Strings } from '../types.ts';

/** Español: account. */
const account: Strings<typeof en> = {
  account: {
    id: 'ID',
    vip: 'VIP {{level}}',
    totalBalance: 'Saldo total',
    withdrawable: 'Apuesta pendiente para retirar',
    bonusBalance: 'Bono {{amount}}, no retirable hasta apostar {{wager}} más',
    deposit: 'Depositar',
    withdraw: 'Retirar',
    depositHistory: 'Historial de depósitos',
    withdrawHistory: 'Historial de retiros',
    balanceRecords: 'Movimientos del saldo',
    gameRecords: 'Historial de juego',
    withdrawAccount: 'Cuenta de retiro',
    withdrawalPassword: 'Contraseña de retiro',
    phoneBinding: 'Vincular teléfono',
    profile: 'Perfil',
    mail: 'Correo',
    feedback: 'Comentarios',
    faq: 'Preguntas frecuentes',
    language: 'Idioma',
    service: 'Atención al cliente',
    logoutConfirm: '¿Cerrar sesión en esta cuenta?',
    guestNotice: 'Estás jugando como invitado. Guarda tu ID y contraseña para volver a iniciar sesión.',
    loginPrompt: 'Inicia sesión para depositar, jugar y retirar',
    savedPassword: 'Contraseña: {{password}}',
  },
};

export default account;
