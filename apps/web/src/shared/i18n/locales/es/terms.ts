/** Textos en español: la página de Términos y Condiciones (con la declaración de mayoría de edad). */
const terms = {
  intro:
    'Estos términos son el acuerdo entre tú y el operador de {{appName}}. Léelos antes de marcar la casilla: al crear una cuenta, iniciar sesión o jugar, los aceptas.',
  sections: {
    acceptance: {
      title: 'Sobre estos términos',
      body: 'Estos términos se aplican a todo lo que haces en {{appName}}: tu cuenta, depósitos y retiros, juegos y promociones. Si no estás de acuerdo con ellos, no uses {{appName}}.',
    },
    age: {
      title: 'Debes tener 18 años o más',
      body: 'Para abrir una cuenta, depositar o jugar debes tener al menos 18 años, o más si la ley de tu país fija una edad mayor para los juegos de azar. Al marcar la casilla certificas que la tienes.\n\nPodemos pedirte una prueba de edad en cualquier momento. La cuenta de un menor se cierra: se le devuelven sus depósitos y sus ganancias quedan anuladas.',
    },
    account: {
      title: 'Tu cuenta',
      body: 'Una cuenta por persona. Mantén tus datos correctos y no compartas tu contraseña ni tu contraseña de retiro: eres responsable de lo que se haga con tu cuenta. Una cuenta de invitado conserva el acceso cuando le vinculas un número de teléfono.',
    },
    money: {
      title: 'Depósitos y retiros',
      body: 'Deposita solo con medios de pago a tu nombre. Los depósitos y los bonos suman un requisito de apuesta que debe cumplirse antes de poder retirar.\n\nLos retiros se pagan a una cuenta de cobro a tu nombre. Podemos comprobar antes tu identidad y el origen de tus fondos, y retenemos o rechazamos un retiro cuando la ley lo exige.',
    },
    bonuses: {
      title: 'Bonos y promociones',
      body: 'Cada promoción tiene sus propias reglas, indicadas en su página. Un bono debe apostarse el número de veces indicado antes de poder retirarlo. Usar varias cuentas, jugar de forma concertada con otros jugadores o cualquier otro abuso de una promoción puede suponer la retirada del bono y de sus ganancias.',
    },
    fairPlay: {
      title: 'Juego limpio',
      body: 'Los resultados de los juegos son aleatorios y puedes verificar cada ronda en la página Juego justo. No se permiten bots, aprovechar errores ni jugar en grupo contra un juego. Un error evidente en un juego o en un pago se corrige, y las apuestas afectadas pueden anularse.',
    },
    responsible: {
      title: 'Juego responsable',
      body: 'Juega por diversión y solo con dinero que puedas permitirte perder. Puedes fijar límites de depósito, de pérdidas y de apuestas, tomarte una pausa o autoexcluirte, y el servicio de atención al cliente te ayudará. Si jugar deja de ser divertido, pide ayuda a una organización de apoyo.',
    },
    closure: {
      title: 'Suspensión y cierre',
      body: 'Puedes cerrar tu cuenta en cualquier momento a través del servicio de atención al cliente; tu saldo restante se paga según estos términos. Podemos suspender o cerrar una cuenta que incumpla estos términos o la ley, y te diremos por qué salvo que la ley lo prohíba.',
    },
    privacy: {
      title: 'Tus datos',
      body: 'Usamos tus datos para gestionar tu cuenta, procesar pagos, cumplir nuestras obligaciones legales y mantener el servicio seguro. No los vendemos. El servicio de atención al cliente puede darte una copia de tus datos o corregirlos.',
    },
    changes: {
      title: 'Cambios en estos términos',
      body: 'Podemos cambiar estos términos. Los cambios se muestran en la aplicación antes de aplicarse; si sigues jugando después, los aceptas.',
    },
    contact: {
      title: 'Preguntas y reclamaciones',
      body: 'Contacta con el servicio de atención al cliente con el botón de cualquier página. Respondemos a todas las reclamaciones.',
    },
  },
};

export default terms;
