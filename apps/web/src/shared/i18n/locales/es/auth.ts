import type en from '../en/auth.ts';
import type { Strings } from '../types.ts';

/** Español: auth. */
const auth: Strings<typeof en> = {
  login: {
    welcome: 'Bienvenido a Fairplay',
    subtitle: 'Juega limpio y cobra rápido',
    tabOtp: 'Código SMS',
    tabPassword: 'Contraseña',
    tabId: 'Acceso con ID',
    phone: 'Número de teléfono',
    phonePlaceholder: 'Introduce tu número de teléfono',
    otp: 'Código de verificación',
    otpPlaceholder: 'Código de 6 dígitos',
    sendCode: 'Enviar código',
    resendIn: 'Reenviar en {{seconds}} s',
    codeSent: 'Código enviado',
    password: 'Contraseña',
    passwordPlaceholder: 'Introduce tu contraseña',
    confirmPassword: 'Confirmar contraseña',
    newPassword: 'Nueva contraseña',
    idOrPhone: 'Número de teléfono o ID',
    idOrPhonePlaceholder: 'Introduce tu número de teléfono o ID de usuario',
    userId: 'ID de usuario',
    login: 'Iniciar sesión',
    guest: 'Jugar como invitado',
    google: 'Continuar con Google',
    oneClick: 'Registro en un clic',
    register: 'Crear una cuenta',
    haveAccount: '¿Ya tienes cuenta? Inicia sesión',
    forgot: '¿Olvidaste tu contraseña?',
    terms: 'Acepto los <terms>Términos y Condiciones</terms> y <age>tengo al menos 18 años</age>',
    inviteCode: 'Código de invitación (opcional)',
    registrationSuccess: '¡Registro completado!',
    keepCredentials: 'Guarda estos datos: los necesitas para iniciar sesión.',
    accountId: 'Tu ID de usuario',
    generatedPassword: 'Tu contraseña',
    copyDetails: 'Copiar datos',
    resetPassword: 'Restablecer contraseña',
    passwordChanged: 'Contraseña cambiada. Inicia sesión.',
    or: 'o',
    otherWays: 'Otras formas de iniciar sesión',
    switchToV2: 'Inicio rápido',
    switchToClassic: 'Iniciar sesión con teléfono o contraseña',
  },
};

export default auth;
