import type en from '../en/wallet.ts';
import type { Strings } from '../types.ts';

/** Français: wallet (deposit pages, deposit history and balance records). */
const wallet: Strings<typeof en> = {
  common: {
    balance: 'Solde',
    noRecord: 'Aucun enregistrement !',
    submitting: 'Envoi…',
    contactService: 'Contacter le service client',
    history: 'Historique',
    rangeHint: 'Min {{min}} - Max {{max}}',
  },
  status: {
    pending: 'En attente',
    review: 'En cours de vérification',
    success: 'Réussi',
    succeeded: 'Réussi',
    failed: 'Échoué',
    rejected: 'Refusé',
    expired: 'Expiré',
  },
  kind: {
    online: 'Paiement en ligne',
    va: 'Compte virtuel',
    crypto: 'Crypto',
    transfer: 'Virement bancaire',
    self: 'UTR en libre-service',
  },
  tabs: {
    online: 'Paiement en ligne',
    transfer: 'Dépôt par virement',
    agency: 'Dépôt via agent',
    crypto: 'Crypto',
    va: 'V/A',
    badge: '+{{percent}}%',
  },
  deposit: {
    amountEmpty: 'Veuillez saisir le montant du dépôt !',
    amountRange: 'Le montant du dépôt doit être compris entre {{min}} et {{max}}',
    amountRangeCoin: 'Le montant du dépôt doit être compris entre {{min}} et {{max}} {{coin}}',
    closed: 'Votre fonction de dépôt a été fermée, veuillez contacter le service client',
    noTabs: "Aucun moyen de dépôt n'est disponible pour le moment. Veuillez contacter le service client.",
    loadFailed: "Les options de dépôt n'ont pas pu être chargées.",
    method: 'Moyen de paiement',
    noMethod: "Aucun moyen de paiement n'accepte ce montant. Veuillez choisir un autre montant.",
    chooseMethod: 'Veuillez choisir un moyen de paiement',
    bank: 'Banque',
    amount: 'Montant du dépôt',
    amountPlaceholder: 'Saisissez le montant',
    bonus: '+{{amount}}',
    otherAmount: 'Ou saisissez un montant',
    bonusLabel: 'Bonus',
    quickBonus: '+{{amount}}',
    depositNow: 'Déposer maintenant',
    redirecting: 'Ouverture de la page de paiement…',
    paymentHint:
      'Vous allez être redirigé vers la page de paiement. Après le paiement, vous revenez à votre commande.',
    wagerNote: 'Avant un retrait, misez {{multiple}}× le dépôt dans les jeux.',
    bonusNote:
      "Le bonus va sur votre solde bonus : vous pouvez jouer avec, et il devient de l'argent réel une fois ses propres conditions de mise remplies.",
  },
  transfer: {
    chooseType: 'Virement par',
    gift: 'Bonus de virement +{{percent}}%',
    unavailable: "Ce type de virement n'est pas disponible pour le moment.",
    next: 'Suivant',
    howTo: 'Comment faire un virement',
    selfUtr: 'Payé sans commande ? Envoyez votre UTR',
    rail: {
      imps: 'IMPS (banque)',
      upi: 'UPI',
      bank: 'Virement bancaire',
      ibft: 'Virement bancaire (IBFT)',
      jazzcash: 'JazzCash',
      easypaisa: 'Easypaisa',
    },
    notes: {
      utr: "Après le virement, saisissez l'UTR à 12 chiffres de votre paiement pour que nous puissions créditer votre dépôt.",
      reference:
        'Votre commande reçoit son propre code de référence. Virez exactement le montant et écrivez le code dans le libellé du virement ; nous créditons votre dépôt dès son arrivée.',
      transactionId:
        "Après le paiement, saisissez l'identifiant de transaction (TID) de votre reçu ou SMS pour que nous puissions créditer votre dépôt.",
    },
  },
  crypto: {
    coin: 'Crypto',
    network: 'Réseau',
    rate: '1 {{coin}} ≈ {{amount}}',
    amountLocal: 'Montant en {{currency}}',
    youPay: 'Vous payez',
    coinRange: 'Min {{min}} {{coin}} - Max {{max}} {{coin}}',
    noCoins: "Aucune crypto n'est disponible pour le moment.",
    orderCreated: 'Commande créée',
    sendExactly: "Envoyez exactement ce montant à l'adresse ci-dessous, sur le réseau {{network}}.",
    coinAmount: 'Montant en crypto',
    address: 'Adresse',
    openPayment: 'Ouvrir la page de paiement',
    viewOrder: 'Voir la commande',
    newOrder: 'Nouveau dépôt',
    addressQr: "QR code de l'adresse {{coin}}",
  },
  agency: {
    intro:
      "Déposez via l'un de nos agents officiels : contactez un agent, convenez du montant et payez-le directement. L'agent crédite votre compte, généralement en quelques minutes.",
    safety:
      'Ne payez que les agents listés ici. Notre équipe ne vous demandera jamais votre mot de passe ni votre code OTP.',
    contact: 'Contacter',
    noAgents: "Aucun agent n'est disponible pour le moment.",
  },
  history: {
    filter: {
      all: 'Tout',
      pending: 'En attente',
      success: 'Réussi',
      failed: 'Échoué',
    },
    orderNo: 'N° de commande',
  },
  order: {
    type: 'Type',
    createTime: 'Date de création',
    arrivalTime: 'Date de crédit',
    orderNo: 'N° de commande',
    transferAmount: 'Montant du virement',
    bonus: 'Bonus',
    utr: 'UTR',
    bankName: 'Nom de la banque',
    accountHolder: 'Nom du titulaire du compte',
    ifscCode: 'Code IFSC',
    accountNo: 'N° de compte',
    upi: 'ID UPI',
    remark: 'Référence',
    crypto: 'Crypto',
    coinAmount: 'Montant en crypto',
    address: 'Adresse',
    rejectReason: 'Motif',
    receipt: 'Reçu',
    receiptUploaded: 'Envoyé',
    receiptMissing: 'Non envoyé',
    continuePayment: 'Continuer le paiement',
    uploadReceipt: 'Envoyer le reçu',
    notFound: 'Cette commande est introuvable.',
    missingOrderNo: "Aucune commande n'a été indiquée.",
    statusHint: {
      pending: 'En attente de votre paiement.',
      review:
        'Nous vérifions votre paiement. Les dépôts sont généralement crédités en {{min}}-{{max}} minutes.',
      success: 'Le dépôt a été crédité sur votre solde.',
      failed: "Le paiement a échoué. Aucun montant n'a été crédité.",
      expired: 'Cette commande a expiré. Veuillez faire un nouveau dépôt.',
    },
    reference: 'Code de référence',
    transactionId: 'Identifiant de transaction',
  },
  transferDetail: {
    title: 'Payez sur ce compte',
    amount: 'Montant à virer',
    exactAmount: "Virez exactement ce montant, sinon votre dépôt risque d'être retardé.",
    remark: 'Indiquez cette référence dans le libellé du virement',
    bankName: 'Nom de la banque',
    accountNo: 'Numéro de compte',
    ifscCode: 'IFSC',
    accountHolder: 'Titulaire du compte',
    vpa: 'ID UPI (VPA)',
    openUpiApp: "Ouvrir l'app UPI",
    qrCode: "Scannez avec n'importe quelle app UPI",
    qrLoading: 'Préparation du QR code…',
    instructions: 'Instructions de virement',
    afterPaying: "Après le paiement, envoyez l'UTR à 12 chiffres et une capture d'écran du reçu.",
    done: "Cette commande n'attend plus d'UTR.",
    viewOrder: 'Voir le détail de la commande',
    wallet: 'Portefeuille',
    walletNumber: 'Numéro de compte du portefeuille',
    iban: 'IBAN',
    reference: 'Code de référence',
    referenceHint:
      'Écrivez ce code dans le libellé du virement. Il nous indique que le virement est le vôtre ; sans lui, le crédit prend plus de temps.',
    afterReference:
      'Après le virement, touchez le bouton ci-dessous. Nous rapprochons la référence et créditons votre dépôt.',
    afterTransactionId: "Après le paiement, saisissez l'identifiant de transaction (TID) du reçu ou du SMS.",
    confirm: "J'ai effectué le virement",
    confirmed: 'Merci. Nous créditons votre dépôt dès que le virement arrive.',
    checking:
      'Nous vérifions votre paiement. Les dépôts sont généralement crédités en {{min}}-{{max}} minutes.',
  },
  utr: {
    label: 'UTR (12 chiffres)',
    placeholder: "Saisissez l'UTR à 12 chiffres",
    empty: "Veuillez saisir l'UTR !",
    format: 'Veuillez saisir un UTR à 12 chiffres',
    submit: "Envoyer l'UTR",
    submitted: 'UTR envoyé. Nous créditerons votre dépôt après vérification.',
    where: "Où trouver l'UTR ?",
  },
  transactionId: {
    label: 'Identifiant de transaction (TID)',
    placeholder: "Saisissez l'identifiant de transaction",
    placeholderDigits: 'Saisissez le TID (chiffres uniquement)',
    empty: "Veuillez saisir l'identifiant de transaction",
    digits: "L'identifiant de transaction compte {{min}} à {{max}} chiffres",
    format: "L'identifiant de transaction compte {{min}} à {{max}} lettres et chiffres",
    submit: "Envoyer l'identifiant",
    submitted: 'Identifiant de transaction envoyé. Nous créditerons votre dépôt après vérification.',
    where: "Où trouver l'identifiant de transaction ?",
  },
  qris: {
    title: 'Scannez pour payer avec QRIS',
    hint: "Le code QRIS s'ouvre dans l'application : scannez-le avec n'importe quel portefeuille électronique ou application bancaire.",
    qrLabel: 'Code QRIS de {{amount}}',
    expiresIn: 'Expire dans',
    expired: 'Ce QR code a expiré. Veuillez créer un nouveau dépôt.',
    apps: 'Scannez-le avec DANA, OVO, GoPay, ShopeePay, LinkAja ou votre application bancaire. Le montant est déjà dans le code.',
    openPayer: 'Payer sur ce téléphone',
  },
  receipt: {
    label: "Capture d'écran du reçu",
    choose: "Choisir une capture d'écran",
    change: 'En choisir une autre',
    hint: 'JPEG, PNG ou WebP, 2 Mo maximum',
    missing: "Veuillez choisir une capture d'écran",
    type: "La capture d'écran doit être une image JPEG, PNG ou WebP",
    size: "La capture d'écran ne doit pas dépasser 2 Mo",
    readFailed: "La capture d'écran n'a pas pu être lue. Veuillez la choisir à nouveau.",
    upload: "Envoyer la capture d'écran",
    uploaded: "Capture d'écran envoyée",
    alreadyUploaded: "Une capture d'écran a déjà été envoyée pour cette commande.",
    preview: "Capture d'écran choisie",
  },
  instructions: {
    intro:
      "Payez par virement bancaire (IMPS) ou par UPI, puis envoyez-nous l'UTR pour que nous puissions retrouver votre paiement.",
    impsTitle: 'Payer par IMPS (virement bancaire)',
    imps: {
      step1:
        'Sur la page Dépôt, choisissez Dépôt par virement, puis IMPS, saisissez le montant et touchez Suivant.',
      step2:
        "Ouvrez l'app de votre banque et ajoutez le compte affiché (numéro de compte, IFSC et nom du titulaire) comme bénéficiaire.",
      step3:
        'Envoyez exactement le montant affiché par IMPS et indiquez la référence dans le libellé du virement.',
      step4:
        "Revenez et saisissez l'UTR à 12 chiffres du paiement, puis envoyez une capture d'écran du reçu.",
    },
    upiTitle: 'Payer par UPI',
    upi: {
      step1:
        'Sur la page Dépôt, choisissez Dépôt par virement, puis UPI, saisissez le montant et touchez Suivant.',
      step2:
        "Touchez Ouvrir l'app UPI ou scannez le QR code avec n'importe quelle app UPI ; ou payez à l'ID UPI affiché.",
      step3: 'Vérifiez le montant et la référence, puis confirmez avec votre code PIN UPI.',
      step4:
        "Revenez et saisissez l'UTR à 12 chiffres du paiement, puis envoyez une capture d'écran du reçu.",
    },
    utrTitle: "Où trouver l'UTR",
    utr: {
      intro:
        "L'UTR (Unique Transaction Reference) est un numéro à 12 chiffres attribué à chaque paiement IMPS et UPI.",
      bank: "App bancaire : ouvrez l'historique des transactions et touchez le paiement ; il apparaît sous le nom UTR, Reference no. ou RRN.",
      upi: "Apps UPI (Google Pay, PhonePe, Paytm) : ouvrez le paiement dans l'historique ; il apparaît sous le nom UPI Ref. No. ou UTR.",
      check:
        "Il comporte exactement 12 chiffres. Ne saisissez pas l'ID de transaction de l'app, qui contient souvent des lettres.",
    },
    timesTitle: 'Délais',
    credit: "Les dépôts sont crédités en {{min}}-{{max}} minutes après l'envoi de l'UTR.",
    selfService: 'Une commande UTR en libre-service est traitée en {{min}}-{{max}} heures.',
    startDeposit: 'Aller au dépôt',
    selfUtr: 'UTR en libre-service',
    introBank:
      "Payez par virement bancaire sur notre compte avec le code de référence de votre commande. Aucun UTR n'est nécessaire.",
    bankTitle: 'Payer par virement bancaire',
    bank: {
      step1: 'Sur la page Dépôt, choisissez Dépôt par virement, saisissez le montant et touchez Suivant.',
      step2:
        "Ouvrez votre application bancaire (par exemple m-BCA, Livin' by Mandiri ou BRImo) et virez exactement le montant affiché sur le compte affiché.",
      step3: 'Écrivez le code de référence de votre commande dans le libellé du virement.',
      step4:
        "Revenez et touchez J'ai effectué le virement. Nous rapprochons la référence et créditons votre dépôt.",
    },
    referenceTitle: 'Pourquoi un code de référence',
    reference:
      'Chaque commande a son propre code, ce qui distingue votre virement des autres du même montant. Un code vaut pour un virement : pour un nouveau dépôt, créez une nouvelle commande.',
    creditReference:
      'Un virement avec sa référence est généralement crédité en {{min}}-{{max}} minutes après son arrivée.',
    introWallet:
      "Payez depuis JazzCash, Easypaisa ou votre compte bancaire, puis envoyez-nous l'identifiant de transaction (TID) du paiement.",
    walletTitle: 'Payer avec JazzCash ou Easypaisa',
    wallet: {
      step1:
        'Sur la page Dépôt, choisissez Dépôt par virement, puis JazzCash ou Easypaisa, saisissez le montant et touchez Suivant.',
      step2:
        "Dans votre application JazzCash ou Easypaisa, choisissez l'envoi d'argent vers un compte mobile et saisissez le numéro affiché.",
      step3: 'Envoyez exactement le montant affiché et confirmez avec votre MPIN.',
      step4: "Revenez et saisissez l'identifiant de transaction (TID) du SMS de confirmation ou du reçu.",
    },
    ibftTitle: 'Payer par virement bancaire (IBFT)',
    ibft: {
      step1:
        'Sur la page Dépôt, choisissez Dépôt par virement, puis Virement bancaire (IBFT), saisissez le montant et touchez Suivant.',
      step2:
        "Dans votre application bancaire, ajoutez l'IBAN affiché comme bénéficiaire, avec l'intitulé de compte affiché.",
      step3: 'Envoyez exactement le montant affiché par IBFT ou Raast.',
      step4: "Revenez et saisissez l'identifiant de transaction ou le numéro de référence du virement.",
    },
    tidTitle: "Où trouver l'identifiant de transaction",
    tid: {
      wallet:
        "JazzCash et Easypaisa : dans le SMS de confirmation et dans l'historique de l'application, sous TID ou Trx ID (chiffres uniquement).",
      bank: "Application bancaire : ouvrez le virement dans l'historique ; il figure sous Transaction ID ou N° de référence.",
    },
    creditTransactionId:
      "Les dépôts sont généralement crédités en {{min}}-{{max}} minutes après l'envoi de l'identifiant de transaction.",
  },
  selfUtr: {
    intro:
      "Vous avez viré de l'argent sans créer de commande ? Indiquez-nous le type de virement, le montant et son UTR, et ajoutez une capture d'écran du reçu.",
    closed:
      "L'UTR en libre-service n'est pas disponible pour le moment. Veuillez contacter le service client.",
    type: 'Type de virement',
    amount: 'Montant viré',
    bonusTitle: 'Bonus libre-service',
    bonus:
      "Vous recevez {{rate}}% du dépôt toutes les {{hours}} heures jusqu'à l'envoi de l'UTR et de la capture d'écran, dans la limite de {{max}}%.",
    processing: 'Une commande UTR en libre-service est traitée en {{min}}-{{max}} heures.',
    submit: 'Envoyer',
    submitted: 'Envoyé. Votre commande sera traitée en {{min}}-{{max}} heures.',
    uploadAgain: "L'UTR a été enregistré, mais pas la capture d'écran. Veuillez l'envoyer à nouveau.",
    viewOrder: 'Voir la commande',
    another: 'Envoyer un autre',
  },
  balanceRecords: {
    types: {
      all: 'Tout',
      bet: 'Mise',
      deposit: 'Dépôt',
      withdrawal: 'Retrait',
      win: 'Gain',
      gift: 'Argent offert',
      vip_bonus: 'Bonus VIP',
      daily_rebate: 'Remise quotidienne',
      deposit_bonus: 'Bonus de dépôt',
      daily_bonus: 'Bonus quotidien',
    },
    balanceAfter: 'Solde après',
    reference: 'Référence',
    filter: "Type d'opération",
  },
};

export default wallet;
