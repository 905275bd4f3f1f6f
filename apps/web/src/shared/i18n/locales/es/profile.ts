import type en from '../en/profile.ts';
import type { Strings } from '../types.ts';

/** Español: profile. */
const profile: Strings<typeof en> = {
  id: 'ID',
  avatar: 'Avatar',
  avatarOption: 'Avatar {{number}}',
  nickname: 'Apodo',
  mobile: 'Número de teléfono',
  bindPhone: 'Vincular teléfono',
  birthday: 'Cumpleaños',
  email: 'Correo electrónico',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  telegram: 'Telegram',
  twitter: 'Twitter',
  notSet: 'Sin configurar',
  edit: 'Editar perfil',
  save: 'Guardar',
  saving: 'Guardando…',
  saved: 'Perfil guardado',
  nothingChanged: 'No hay cambios',
  birthdayOnce:
    'Tu fecha de cumpleaños solo se puede configurar una vez y debes tener al menos 18 años. Tu recompensa VIP de cumpleaños llega ese día.',
  birthdayConfirm:
    'Tu fecha de cumpleaños solo se puede configurar una vez. ¿Guardar {{date}} como tu cumpleaños?',
  birthdayLocked: 'Para corregir tu fecha de cumpleaños, contacta con atención al cliente.',
  placeholders: {
    nickname: '2-20 letras o dígitos',
    email: 'nombre@ejemplo.com',
    whatsapp: 'Número de teléfono con código de país',
    handle: 'Tu nombre de usuario',
  },
  errors: {
    avatar: 'Elige uno de los 12 avatares',
    nicknameLength: 'El apodo debe tener entre 2 y 20 caracteres',
    nicknameCharacters: 'El apodo puede contener letras, dígitos, espacios, . _ -',
    email: 'Introduce un correo electrónico válido',
    whatsapp: 'Introduce un número de teléfono de 8 a 15 dígitos',
    handleLength: 'Máximo 64 caracteres',
    handleCharacters: 'Solo letras, dígitos y @ . _ + -',
    birthdayFormat: 'Elige una fecha',
    birthdayAge: 'Debes tener al menos 18 años',
    birthdayImplausible: 'Revisa el año de tu cumpleaños',
  },
};

export default profile;
