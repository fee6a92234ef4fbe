import type { en } from './en';

/** German texts of mfe-public's pages; typed by the English ones so no key is missing or extra. */
export const de: typeof en = {
  public: {
    form: {
      required: 'Bitte füllen Sie dieses Feld aus.',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      passwordTooShort: 'Das Passwort braucht mindestens {{min}} Zeichen.',
      passwordMismatch: 'Die Passwörter stimmen nicht überein.',
      password: 'Passwort',
      passwordConfirmation: 'Passwort wiederholen',
      passwordHint: 'Mindestens {{min}} Zeichen.',
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
      toLogin: 'Zur Anmeldung',
      back: 'Zurück',
    },
    link: {
      contact: 'Kontakt aufnehmen',
    },
    loginLinks: {
      forgotPassword: 'Passwort vergessen?',
      noAccount: 'Noch kein Konto?',
      registerOrganization: 'Organisation registrieren',
    },
    registration: {
      title: 'Konto erstellen',
      invited:
        'Sie wurden eingeladen, {{organization}} beizutreten. Ihr Konto verwendet die eingeladene Adresse {{email}}.',
      submit: 'Konto erstellen',
      done: 'Ihr Konto ist bereit und Sie sind Mitglied der Organisation. Sie können sich jetzt anmelden.',
      byInvitationTitle: 'Registrierung',
      byInvitation:
        'Konten entstehen über eine Einladung: Eine Organisation auf Cadeau sendet Ihnen eine E-Mail mit einem Link, über den Sie sich registrieren. Möchte Ihr Unternehmen auf Cadeau schenken oder Produkte anbieten, registrieren Sie es als Organisation.',
      registerOrganization: 'Organisation registrieren',
      haveAccount: 'Bereits ein Konto?',
    },
    invitation: {
      title: 'Einladung',
      loading: 'Einladung wird geprüft …',
      what: '{{email}} wurde eingeladen, {{organization}} beizutreten.',
      roles: 'Rollen: {{roles}}',
      acceptLoggedIn: 'Einladung als {{email}} annehmen',
      accept: 'Einladung annehmen',
      loginToAccept: 'Melden Sie sich mit dem eingeladenen Konto an, um anzunehmen.',
      acceptedLoggedIn: 'Sie sind jetzt Mitglied von {{organization}}.',
      acceptedLogin: 'Sie sind jetzt Mitglied von {{organization}}. Melden Sie sich an, um loszulegen.',
      toCockpit: 'Zum Cockpit',
      switchAccount: 'Abmelden und als {{email}} anmelden',
      missingToken: 'Der Einladungslink ist unvollständig. Bitte öffnen Sie den Link aus Ihrer E-Mail erneut.',
      problemHelp:
        'Bitten Sie die Person, die Sie eingeladen hat, um eine neue Einladung. Wenn Sie bereits ein Konto haben, melden Sie sich an. Kommen Sie nicht weiter? Nehmen Sie Kontakt mit uns auf.',
    },
    confirmEmail: {
      title: 'E-Mail-Adresse bestätigen',
      confirming: 'Ihre E-Mail-Adresse wird bestätigt …',
      confirmed: 'Danke, Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
      alreadyConfirmed: 'Diese E-Mail-Adresse ist bereits bestätigt. Sie können sich anmelden.',
      expired: 'Dieser Bestätigungslink ist abgelaufen.',
      resend: 'Neue Bestätigungs-E-Mail senden',
      resent:
        'Falls die Adresse noch bestätigt werden muss, ist eine neue E-Mail unterwegs. Bitte prüfen Sie Ihren Posteingang.',
      notFound: 'Dieser Bestätigungslink ist ungültig. Bitte verwenden Sie den Link der neuesten Bestätigungs-E-Mail.',
      notFoundHelp:
        'Oder melden Sie sich mit E-Mail-Adresse und Passwort an: Muss die Adresse noch bestätigt werden, senden wir Ihnen sofort einen neuen Link.',
    },
    forgotPassword: {
      title: 'Passwort vergessen?',
      lead: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
      submit: 'Link senden',
      sent: 'Falls für {{email}} ein Konto besteht, haben wir einen Link zum Festlegen eines neuen Passworts gesendet. Der Link ist 60 Minuten gültig.',
    },
    resetPassword: {
      title: 'Neues Passwort festlegen',
      lead: 'Wählen Sie ein neues Passwort für Ihr Konto. Sie werden auf allen Geräten abgemeldet.',
      submit: 'Passwort speichern',
      done: 'Ihr neues Passwort ist gespeichert. Melden Sie sich jetzt damit an.',
      requestNew: 'Neuen Link anfordern',
      alreadyUsed:
        'Dieser Link wurde bereits verwendet. Fordern Sie einen neuen Link an, wenn Sie Ihr Passwort erneut ändern möchten.',
      expired: 'Dieser Link ist abgelaufen. Links zum Zurücksetzen des Passworts sind 60 Minuten gültig.',
      notFound: 'Dieser Link ist ungültig. Bitte verwenden Sie den Link der neuesten E-Mail.',
      replaced:
        'Es wurde ein neuerer Link gesendet; nur der neueste Link ist gültig. Bitte verwenden Sie die neueste E-Mail.',
      linkHelp: 'Fordern Sie mit der E-Mail-Adresse Ihres Kontos einen neuen Link an; nur der neueste Link ist gültig.',
    },
    emailChange: {
      title: 'Änderung der E-Mail-Adresse',
      confirmLead:
        'Bestätigen Sie die Änderung Ihrer E-Mail-Adresse. Sie wird wirksam, sobald die alte und die neue Adresse bestätigt sind.',
      confirm: 'Bestätigen',
      cancelLead:
        'Haben Sie diese Änderung nicht veranlasst oder es sich anders überlegt? Brechen Sie sie ab: Ihre aktuelle Adresse bleibt bestehen.',
      cancel: 'Änderung abbrechen',
      cancelled: 'Die Änderung wurde abgebrochen. Ihre E-Mail-Adresse bleibt unverändert.',
      completed: 'Beide Adressen sind bestätigt: Ab jetzt melden Sie sich mit {{email}} an.',
      waitingNew:
        'Danke. Bitte bestätigen Sie jetzt noch mit dem Link, den wir an die neue Adresse {{email}} gesendet haben.',
      waitingOld:
        'Danke. Bitte bestätigen Sie jetzt noch mit dem Link, den wir an Ihre aktuelle Adresse gesendet haben.',
      missingToken: 'Der Link ist unvollständig. Bitte öffnen Sie den Link aus Ihrer E-Mail erneut.',
      linkHelp:
        'Ist die Änderung noch nötig, melden Sie sich an und verlangen Sie sie in Ihrem Profil erneut: Beide Adressen erhalten einen neuen Link.',
    },
    orgRegistration: {
      title: 'Organisation registrieren',
      lead: 'Beschenken Sie Kundschaft und Mitarbeitende oder bieten Sie Ihre Produkte als Geschenke an. Jede neue Organisation wird von der Plattform-Administration geprüft.',
      feature: 'Wir möchten',
      giver: 'schenken (Schenker)',
      giverHint: 'Geschenkkampagnen für Kundschaft, Mitarbeitende oder Partner durchführen.',
      seller: 'Produkte anbieten (Anbieter)',
      sellerHint: 'Ihre Produkte und Dienstleistungen als Geschenke in Kampagnen anbieten.',
      companySection: 'Unternehmen',
      search: 'Unternehmen nach Name oder UID suchen',
      searchHint: 'Aus dem Schweizer UID-Register, zum Beispiel «Muster AG» oder «CHE-123.456.789».',
      searching: 'Register wird durchsucht …',
      noResults: 'Kein Unternehmen gefunden. Prüfen Sie die Schreibweise oder erfassen Sie das Unternehmen von Hand.',
      results: 'Gefundene Unternehmen',
      selected: 'Daten aus dem UID-Register (nicht änderbar):',
      clearSelection: 'Anderes Unternehmen wählen',
      manual: 'Unternehmen von Hand erfassen',
      organizationName: 'Name auf Cadeau',
      organizationNameHint: 'So erscheint Ihre Organisation auf der Plattform.',
      companyName: 'Firmenname',
      uid: 'UID',
      vatNumber: 'MWST-Nummer (optional)',
      street: 'Strasse',
      houseNumber: 'Hausnummer',
      zip: 'PLZ',
      city: 'Ort',
      zipInvalid: 'Eine Schweizer PLZ hat vier Ziffern.',
      adminSection: 'Ihr Administrationskonto',
      adminLead: 'Sie werden die erste Administratorin bzw. der erste Administrator der Organisation.',
      submit: 'Organisation registrieren',
      // The same text whether the address was new or had an account already (issue 8): the mail says which.
      done: 'Fast geschafft! Wir haben eine E-Mail an {{email}} gesendet. Bestätigen Sie Ihre Adresse mit dem Link darin und melden Sie sich dann an. Die Plattform-Administration prüft Ihre Organisation. Gehört die Adresse bereits zu einem Konto, erklärt Ihnen die E-Mail stattdessen, wie Sie sich anmelden.',
    },
    contact: {
      title: 'Kontakt',
      lead: 'Fragen zu Cadeau? Schreiben Sie uns: Wir antworten per E-Mail oder Telefon, bitte geben Sie mindestens eines davon an.',
      name: 'Name',
      email: 'E-Mail (optional, wenn Sie eine Telefonnummer angeben)',
      phone: 'Telefon (optional, wenn Sie eine E-Mail-Adresse angeben)',
      message: 'Nachricht',
      contactMissing: 'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an.',
      phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein.',
      submit: 'Senden',
      sent: 'Danke für Ihre Nachricht. Wir melden uns bald bei Ihnen.',
      another: 'Weitere Nachricht senden',
    },
    connect: {
      title: 'Mit Cadeau verbinden',
      lead: 'Cadeau bringt Unternehmen, die schenken, mit Schweizer Anbietern zusammen, deren Produkte sich als Geschenk eignen.',
      giverTitle: 'Als Schenker',
      giverText:
        'Senden Sie Kundschaft, Mitarbeitenden oder Partnern einen Geschenkcode per E-Mail. Sie wählen selbst ein Geschenk oder eine Spende, geliefert wird an eine Adresse in der Schweiz.',
      sellerTitle: 'Als Anbieter',
      sellerText:
        'Erfassen Sie Ihre Produkte und Dienstleistungen. Nach der Freigabe wählen Schenker sie für ihre Kampagnen, und Sie erhalten die Bestellungen und Auszahlungen.',
      invitedTitle: 'Einem Team beitreten',
      invitedText:
        'Ist Ihre Organisation bereits auf Cadeau, bitten Sie ein Mitglied, Sie einzuladen: Die Einladungs-E-Mail enthält den Link zur Registrierung.',
      register: 'Organisation registrieren',
      login: 'Anmelden',
      contact: 'Fragen? Kontaktieren Sie uns',
    },
    legal: {
      navigation: 'Rechtliches',
      imprint: 'Impressum',
      privacy: 'Datenschutzerklärung',
      tos: 'Nutzungsbedingungen',
      updated: 'Stand: {{date}}',
      contentDocument: 'Inhaltsdokument',
    },
  },
};
