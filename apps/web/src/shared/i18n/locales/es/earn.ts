import type en from '../en/earn.ts';
import type { Strings } from '../types.ts';

/** Español: earn. */
const earn: Strings<typeof en> = {
  loginPrompt: 'Inicia sesión para obtener tu enlace de invitación y ganar con tu equipo',
  period: {
    today: 'Hoy',
    '7days': '7 días',
    '30days': '30 días',
  },
  bindPhoneNotice: 'Vincula tu número de teléfono para recibir recompensas por invitación.',
  bindPhone: 'Vincular teléfono',
  inviteTitle: 'Invita a tus amigos y gana con ellos',
  inviteBody: 'Ganas el {{percent}}% de las apuestas válidas de cada amigo que se una con tu enlace.',
  inviteLink: 'Enlace de invitación',
  inviteCode: 'Código de invitación',
  copy: 'Copiar',
  share: 'Compartir',
  shareText: 'Únete a {{appName}} con mi código de invitación {{code}}',
  availableRebate: 'Ganancias por recibir',
  totalRebate: 'Total ganado {{amount}}',
  receive: 'Recibir',
  receiving: 'Recibiendo…',
  received: 'Recibido correctamente',
  statsTitle: 'Mi equipo',
  teamSize: 'Tamaño del equipo',
  newMembers: 'Nuevos miembros',
  teamDeposit: 'Depósitos del equipo',
  teamValidBet: 'Apuestas válidas del equipo',
  earnings: 'Ganancias',
  teamTitle: 'Amigos invitados',
  validRule:
    'Un amigo cuenta cuando vincula un número de teléfono y deposita. Cada 2 amigos así te dan una recompensa en tu buzón al día siguiente.',
  invitedAt: 'Invitado el {{time}}',
  deposit: 'Depósito',
  validBet: 'Apuesta válida',
  status: {
    underReview: 'En revisión',
    pass: 'Aprobado',
    claimable: 'Disponible',
    reclaim: 'Volver a reclamar',
    claim: 'Reclamar',
  },
};

export default earn;
