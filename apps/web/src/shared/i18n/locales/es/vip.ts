import type en from '../en/vip.ts';
import type { Strings } from '../types.ts';

/** Español: vip. */
const vip: Strings<typeof en> = {
  loginPrompt: 'Inicia sesión para ver tu nivel VIP, tus beneficios y tus recompensas',
  level: 'VIP{{level}}',
  currentLevel: 'Nivel actual',
  nextLevel: 'Siguiente nivel',
  previousLevel: 'Nivel anterior',
  progress: 'Experiencia {{exp}} / {{expMax}}',
  toNextLevel: 'Apuesta {{amount}} más para llegar a VIP{{level}}',
  topLevel: 'Has alcanzado el nivel VIP más alto',
  experienceHint: 'Cada apuesta válida suma experiencia VIP.',
  betRebate: 'Reembolso de apuestas',
  contactVip: 'Contactar servicio VIP',
  contactService: 'Contactar atención al cliente',
  vipServiceFrom: 'El servicio VIP exclusivo se abre a partir de VIP{{level}}.',
  benefitsTitle: 'Beneficios del nivel',
  levelsLabel: 'Niveles VIP',
  swipeHint: 'Desliza o toca un nivel para comparar beneficios',
  requiredExperience: 'Experiencia necesaria',
  startingLevel: 'Nivel inicial',
  upgradeReward: 'Recompensa de ascenso',
  weeklyReward: 'Recompensa semanal',
  monthlyReward: 'Recompensa mensual',
  birthdayReward: 'Recompensa de cumpleaños',
  withdrawLimit: 'Límite diario de retiro',
  withdrawFee: 'Comisión de retiro',
  withdrawCount: 'Retiros por día',
  withdrawCountValue: '{{count}} veces',
  betRebateRate: 'Tasa de reembolso de apuestas',
  none: '—',
  scheduleTitle: 'Cuándo llegan las recompensas',
  nextWeekly: 'Próxima recompensa semanal: {{time}}',
  nextMonthly: 'Próxima recompensa mensual: {{time}}',
  scheduleNote:
    'Las recompensas semanales y mensuales llegan a tu buzón si apuestas o depositas durante esa semana o ese mes. Reclámalas allí antes de que expiren.',
  wagerNote: 'Las recompensas VIP deben apostarse {{multiple}}× antes de poder retirarlas.',
  historyTitle: 'Historial de recompensas',
  kind: {
    upgrade: 'Recompensa de ascenso',
    weekly: 'Recompensa semanal',
    monthly: 'Recompensa mensual',
    birthday: 'Recompensa de cumpleaños',
    betRebate: 'Reembolso de apuestas',
  },
  status: {
    claimable: 'Disponible',
    claimed: 'Recibida',
    expired: 'Expirada',
  },
  claimInInbox: 'Reclamar en el buzón',
  expiresAt: 'Reclamar antes del {{time}}',
};

export default vip;
