/** Textes en français : la page des Conditions générales (avec la déclaration de majorité). */
const terms = {
  intro:
    "Ces conditions forment l'accord entre vous et l'exploitant de {{appName}}. Lisez-les avant de cocher la case : en créant un compte, en vous connectant ou en jouant, vous les acceptez.",
  sections: {
    acceptance: {
      title: 'À propos de ces conditions',
      body: "Ces conditions s'appliquent à tout ce que vous faites sur {{appName}} : votre compte, les dépôts et retraits, les jeux et les promotions. Si vous ne les acceptez pas, n'utilisez pas {{appName}}.",
    },
    age: {
      title: 'Vous devez avoir 18 ans ou plus',
      body: "Pour ouvrir un compte, déposer ou jouer, vous devez avoir au moins 18 ans, ou davantage si la loi de votre pays fixe un âge plus élevé pour les jeux de hasard. En cochant la case, vous certifiez que c'est le cas.\n\nNous pouvons demander une preuve d'âge à tout moment. Le compte d'un mineur est fermé : ses dépôts lui sont rendus et ses gains sont annulés.",
    },
    account: {
      title: 'Votre compte',
      body: "Un compte par personne. Gardez vos informations exactes et ne communiquez ni votre mot de passe ni votre mot de passe de retrait : vous êtes responsable de ce qui est fait avec votre compte. Un compte invité garde son accès une fois qu'un numéro de téléphone y est associé.",
    },
    money: {
      title: 'Dépôts et retraits',
      body: "Déposez uniquement avec des moyens de paiement à votre nom. Les dépôts et les bonus s'ajoutent à une exigence de mise qui doit être remplie avant de pouvoir retirer.\n\nLes retraits sont versés sur un compte de paiement à votre nom. Nous pouvons d'abord vérifier votre identité et l'origine de vos fonds, et nous retenons ou refusons un retrait lorsque la loi l'exige.",
    },
    bonuses: {
      title: 'Bonus et promotions',
      body: "Chaque promotion a ses propres règles, affichées sur sa page. Un bonus doit être misé le nombre de fois indiqué avant de pouvoir être retiré. L'usage de plusieurs comptes, le jeu concerté entre joueurs ou tout autre abus d'une promotion peut entraîner le retrait du bonus et de ses gains.",
    },
    fairPlay: {
      title: 'Jeu équitable',
      body: "Les résultats des jeux sont aléatoires et vous pouvez vérifier chaque manche sur la page Équité. Les bots, l'exploitation d'erreurs et le jeu à plusieurs contre un jeu sont interdits. Une erreur manifeste dans un jeu ou un paiement est corrigée, et les mises concernées peuvent être annulées.",
    },
    responsible: {
      title: 'Jeu responsable',
      body: "Jouez pour vous amuser, et seulement avec de l'argent que vous pouvez vous permettre de perdre. Vous pouvez fixer des limites de dépôt, de perte et de mise, faire une pause ou vous auto-exclure, et le service client vous aidera. Si jouer cesse d'être un plaisir, demandez de l'aide à un organisme de soutien.",
    },
    closure: {
      title: 'Suspension et fermeture',
      body: "Vous pouvez fermer votre compte à tout moment auprès du service client ; votre solde restant vous est versé selon ces conditions. Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions ou la loi, et nous vous en donnons la raison sauf si la loi l'interdit.",
    },
    privacy: {
      title: 'Vos données',
      body: 'Nous utilisons vos données pour gérer votre compte, traiter les paiements, respecter nos obligations légales et assurer la sécurité du service. Nous ne les vendons pas. Le service client peut vous en remettre une copie ou les corriger.',
    },
    changes: {
      title: 'Modifications de ces conditions',
      body: "Nous pouvons modifier ces conditions. Les modifications sont affichées dans l'application avant de s'appliquer ; si vous continuez à jouer ensuite, vous les acceptez.",
    },
    contact: {
      title: 'Questions et réclamations',
      body: 'Contactez le service client avec le bouton présent sur chaque page. Nous répondons à chaque réclamation.',
    },
  },
};

export default terms;
