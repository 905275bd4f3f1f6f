import type { PartialTranslation } from './types.ts';

/** Español: the app shell; other texts fall back to English. */
const es: PartialTranslation = {
  route: {
    home: 'Inicio',
    promo: 'Promo',
    vip: 'Vip',
    earn: 'Gana dinero',
    account: 'Cuenta',
    login: 'Iniciar sesión',
    register: 'Registro',
    forgetPassword: 'Olvidé la contraseña',
    mail: 'Correo',
    search: 'Buscar',
    searchResult: 'Resultados',
    deposit: 'Depósito',
    withdraw: 'Retiro',
    language: 'Idioma',
    game: 'Juego',
    service: 'Atención al cliente',
  },
  common: {
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    back: 'Atrás',
    retry: 'Reintentar',
    loading: 'Cargando…',
    logout: 'Cerrar sesión',
    login: 'Iniciar sesión',
    register: 'Registrarse',
    comingSoon: 'Próximamente',
    comingSoonBody: 'Esta página se está construyendo y pronto estará aquí.',
    timeout: 'La conexión ha caducado. Toca la pantalla para reintentar.',
    networkError: 'Error de red. Toca la pantalla para reintentar.',
    pageLoadFailed: 'No se pudo cargar la página. Toca para recargar.',
    contactService: 'Contactar atención al cliente',
  },
  errors: {
    pageNotFound: 'Página no encontrada: {{url}}',
    tabByNavigate: 'No se puede abrir la pestaña {{url}} de esta forma',
    notTabBySwitch: 'No se puede cambiar a {{url}}: no es una pestaña',
  },
  deposit: {
    closedTitle: 'Depósito cerrado',
    closedBody: 'Tu función de depósito ha sido cerrada, contacta con atención al cliente',
    closedConfirm: 'Contactar atención al cliente',
  },
  account: { bonusBalance: 'Bono {{amount}}, no retirable hasta apostar {{wager}} más' },
  withdraw: {
    apply: {
      bonusBalance: 'Saldo de bono',
      bonusWagerLeft: 'Apuestas restantes para liberar el bono',
      bonusNotice:
        'El dinero de bono se puede jugar pero no retirar. Se convierte en efectivo cuando se cumple su requisito de apuesta; retirar antes supone perderlo.',
    },
    forfeit: {
      title: '¿Retirar y renunciar a tu bono?',
      body: 'Tienes un bono de {{amount}} que se convierte en efectivo tras apostar {{wager}} más. Si retiras ahora, el bono se pierde y no se puede recuperar. Tu saldo en efectivo no cambia.',
      keep: 'Conservar mi bono',
      confirm: 'Retirar y renunciar',
    },
  },
  language: { choose: 'Elige tu idioma' },
};

export default es;
