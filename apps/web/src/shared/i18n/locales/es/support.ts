import type en from '../en/support.ts';
import type { Strings } from '../types.ts';

/** Español: support. */
const support: Strings<typeof en> = {
  feedback: {
    award:
      'Los jugadores con un número de teléfono vinculado reciben {{amount}} por sus primeros comentarios',
    awardNeedsPhone: 'Tu número de teléfono aún no está vinculado: vincúlalo primero para recibir el premio.',
    bindPhone: 'Vincular número de teléfono',
    categoryLabel: '¿Sobre qué es?',
    category: {
      game: 'Juego',
      deposit: 'Depósito',
      withdraw: 'Retiro',
      vip: 'VIP',
      invite: 'Invitación',
      account: 'Cuenta',
      other: 'Otro',
    },
    suggestionLabel: 'Tu sugerencia',
    suggestionPlaceholder: 'Cuéntanos qué pasó o qué podemos mejorar (al menos 10 caracteres)',
    counter: '{{count}}/{{max}}',
    phoneLabel: 'Teléfono (opcional)',
    emailLabel: 'Correo electrónico (opcional)',
    screenshotLabel: 'Captura de pantalla (opcional)',
    screenshotChoose: 'Agregar una captura',
    screenshotHint: 'JPEG, PNG o WebP; las fotos grandes se reducen',
    screenshotPreparing: 'Preparando la imagen…',
    screenshotPreview: 'Vista previa de la captura',
    screenshotRemove: 'Quitar',
    submit: 'Enviar',
    submitting: 'Enviando…',
    thanks: 'Gracias por tus comentarios',
    awardReceived: '¡Gracias! Se han agregado {{amount}} a tu saldo.',
    historyTitle: 'Mis comentarios',
    reply: 'Respuesta',
    awaitingReply: 'Esperando respuesta',
    errors: {
      categoryEmpty: 'Elige sobre qué es',
      suggestionEmpty: 'Escribe tu sugerencia',
      suggestionShort: 'Escribe al menos 10 caracteres',
      suggestionLong: 'Escribe como máximo 1000 caracteres',
      phone: 'Introduce un número de teléfono de 20 caracteres como máximo',
      email: 'Introduce un correo electrónico válido',
      imageType: 'Elige una imagen JPEG, PNG o WebP',
      imageTooLarge: 'La captura debe pesar como máximo 2 MB',
      imageUnreadable: 'No se pudo leer esta imagen. Elige otra.',
    },
  },
  faq: {
    searchLabel: 'Buscar preguntas',
    searchPlaceholder: 'Buscar preguntas',
    all: 'Todas',
    noMatch: 'Ninguna pregunta coincide con "{{query}}"',
    empty: 'Aún no hay preguntas',
    external: 'Abriendo el centro de ayuda…',
    openExternal: 'Abrir el centro de ayuda',
    notFound: 'No se encontró esta pregunta',
    backToList: 'Todas las preguntas',
    related: 'Preguntas relacionadas',
    stillNeedHelp: '¿Todavía necesitas ayuda?',
  },
};

export default support;
