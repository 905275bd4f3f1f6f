import type en from '../en/mail.ts';
import type { Strings } from '../types.ts';

/** Español: mail. */
const mail: Strings<typeof en> = {
  empty: 'Por ahora no tienes mensajes',
  readAll: 'Leer todo',
  allRead: 'Todos los mensajes marcados como leídos',
  unread: 'No leídos',
  unreadCount: '{{count}} sin leer',
  reward: 'Recompensa {{amount}}',
  wager: 'Apuesta {{multiple}}× antes de retirar',
  noWager: 'Sin requisito de apuesta',
  expiresAt: 'Reclamar antes del {{time}}',
  expiredAt: 'Expiró el {{time}}',
  claim: 'Reclamar',
  claiming: 'Reclamando…',
  claimed: 'Reclamado',
  expired: 'Expirado',
  received: 'Recibido correctamente',
  open: 'Abrir mensaje',
  periods: { daily: 'diario', weekly: 'semanal', monthly: 'mensual' },
  templates: {
    signupBonus: {
      title: 'Tu bono de registro',
      content: '¡Bienvenido! Tu bono de registro de {{amount}} te espera. Reclámalo antes del {{until}}.',
    },
    vipUpgrade: {
      title: 'Bienvenido a VIP{{level}}',
      content: '¡Felicidades, alcanzaste VIP{{level}}! Abre la página VIP para ver tus nuevos beneficios.',
    },
    vipUpgradeReward: {
      title: 'Bienvenido a VIP{{level}}',
      content:
        '¡Felicidades, alcanzaste VIP{{level}}! Tu recompensa de ascenso de {{amount}} se ha agregado a tu saldo.',
    },
    vipWeekly: {
      title: 'Recompensa semanal VIP{{level}}',
      content:
        'Gracias por jugar con nosotros. Tu recompensa semanal VIP{{level}} de {{amount}} está lista: reclámala en un plazo de {{keepDays}} días.',
    },
    vipMonthly: {
      title: 'Recompensa mensual VIP{{level}}',
      content:
        'Gracias por jugar con nosotros. Tu recompensa mensual VIP{{level}} de {{amount}} está lista: reclámala en un plazo de {{keepDays}} días.',
    },
    vipBirthday: {
      title: '¡Feliz cumpleaños!',
      content:
        '¡Feliz cumpleaños de parte de todos nosotros! Tu regalo de cumpleaños VIP{{level}} de {{amount}} está en este mensaje.',
    },
    invitationReward: {
      title: 'Recompensa por invitación',
      content:
        '{{friends}} amigos más que invitaste se han convertido en jugadores válidos. Tu recompensa por invitación de {{amount}} va adjunta: reclámala en un plazo de {{keepDays}} días.',
    },
    rankingAward: {
      title: 'Quedaste en el puesto #{{rank}} del ranking {{period}}',
      content:
        '¡Felicidades! Quedaste en el puesto #{{rank}} del ranking {{period}} de apuestas ({{periodKey}}) con una apuesta total de {{totalBet}}. Tu premio de {{award}} se ha agregado a tu saldo.',
    },
    cashback: {
      title: 'Cashback diario',
      content:
        'Tu cashback del {{day}}: {{amount}} ({{percent}}% de una pérdida neta de {{netLoss}}) se ha agregado a tu saldo.',
    },
    feedbackReply: { title: 'Respuesta a tus comentarios', content: '' },
  },
  close: 'Cerrar mensaje',
};

export default mail;
