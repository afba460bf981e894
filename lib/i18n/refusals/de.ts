/**
 * The API's and the shared schemas' English messages in German, keyed by the English text (the
 * specification fixes it, so it is a stable key). tests/unit/i18n/refusals.test.ts reads the
 * messages from the source and checks each has its German here, and each key is still used.
 */
import type { RefusalPattern } from "./translate-refusal";

export const GERMAN_MESSAGES: Readonly<Record<string, string>> = {
  // Not found
  "A submission of this component not found.": "Keine Einreichung dieser Komponente gefunden.",
  "File not found.": "Datei nicht gefunden.",
  "Timesheet not found.": "Stundennachweis nicht gefunden.",
  "Timesheet id was not found.": "Die Stundennachweis-ID wurde nicht gefunden.",
  "No invoice has this id.": "Keine Rechnung hat diese ID.",

  // Requests, sign-in and the server
  "The request is not valid.": "Die Anfrage ist ungültig.",
  "The server could not be reached. Check your connection and try again.":
    "Der Server war nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  "The server did not answer in time. Check your connection and try again.":
    "Der Server hat nicht rechtzeitig geantwortet. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  "The server did not answer in time, so the change may or may not have been saved. The screen now shows what the server has; check it before trying again.":
    "Der Server hat nicht rechtzeitig geantwortet; die Änderung wurde vielleicht gespeichert, vielleicht nicht. Die Ansicht zeigt jetzt den Stand des Servers; prüfen Sie ihn, bevor Sie es erneut versuchen.",
  "Text may not contain control characters other than tab and newline.":
    "Text darf außer Tabulator und Zeilenumbruch keine Steuerzeichen enthalten.",
  "Text may not contain a lone surrogate (half of a character's UTF-16 encoding).":
    "Text darf kein einzelnes Surrogat enthalten (die Hälfte der UTF-16-Kodierung eines Zeichens).",
  "A name may not contain line breaks.": "Ein Name darf keine Zeilenumbrüche enthalten.",
  "A name may not contain invisible characters, such as zero-width spaces, or characters that change the text direction.":
    "Ein Name darf keine unsichtbaren Zeichen (etwa Leerzeichen ohne Breite) und keine Zeichen enthalten, die die Schreibrichtung ändern.",
  "Enter an e-mail address and a password.": "Geben Sie eine E-Mail-Adresse und ein Passwort ein.",
  "Enter your password.": "Geben Sie Ihr Passwort ein.",
  "Choose a password.": "Wählen Sie ein Passwort.",
  "The password needs at least 10 characters.": "Das Passwort braucht mindestens 10 Zeichen.",
  "This account is deactivated. Ask your administrator if you need access.":
    "Dieses Konto ist deaktiviert. Fragen Sie Ihren Administrator, wenn Sie Zugang brauchen.",
  "Enter the 6-digit code from your authenticator app.": "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.",
  "Enter one of your backup codes, such as abcde-12345.": "Geben Sie einen Ihrer Backup-Codes ein, etwa abcde-12345.",
  "Set up two-factor sign-in first: it is required for your account. Open the enrolment page (/account/two-factor).":
    "Richten Sie zuerst die Zwei-Faktor-Anmeldung ein: Sie ist für Ihr Konto vorgeschrieben. Öffnen Sie die Einrichtungsseite (/account/two-factor).",
  "Enter your work e-mail address.": "Geben Sie Ihre geschäftliche E-Mail-Adresse ein.",
  "People of this e-mail domain sign in with single sign-on. Use “Sign in with single sign-on”.":
    "Personen dieser E-Mail-Domain melden sich mit Single Sign-on an. Verwenden Sie „Mit Single Sign-on anmelden“.",
  "The issuer's host resolves to a loopback, private, link-local or metadata address. Settle fetches the provider's keys from there; set SSO_ALLOW_PRIVATE_NETWORKS=true if the provider runs on your own network.":
    "Der Host des Ausstellers löst zu einer Loopback-, privaten, Link-Local- oder Metadaten-Adresse auf. Settle lädt die Schlüssel des Anbieters von dort; setzen Sie SSO_ALLOW_PRIVATE_NETWORKS=true, wenn der Anbieter in Ihrem eigenen Netz läuft.",
  "The issuer is the provider's https URL, such as https://login.microsoftonline.com/<tenant id>/v2.0.":
    "Der Aussteller ist die https-URL des Anbieters, etwa https://login.microsoftonline.com/<tenant id>/v2.0.",
  "Each domain is an e-mail domain such as example.com.": "Jede Domain ist eine E-Mail-Domain wie example.com.",
  "Name at least one e-mail domain the provider serves.": "Nennen Sie mindestens eine E-Mail-Domain, die der Anbieter bedient.",
  "At most 50 domains per provider.": "Höchstens 50 Domains pro Anbieter.",
  "Enter the client id the provider gave.": "Geben Sie die Client-ID ein, die der Anbieter vergeben hat.",
  "Enter the client secret the provider gave.": "Geben Sie das Client-Geheimnis ein, das der Anbieter vergeben hat.",
  "A client id has at most 500 characters.": "Eine Client-ID hat höchstens 500 Zeichen.",
  "A client secret has at most 2000 characters.": "Ein Client-Geheimnis hat höchstens 2000 Zeichen.",
  "This is the session you are using: sign out to end it.": "Dies ist die Sitzung, die Sie gerade verwenden: Melden Sie sich ab, um sie zu beenden.",
  "The expiry date must be after today.": "Das Ablaufdatum muss nach dem heutigen Tag liegen.",
  "This API key is revoked already.": "Dieser API-Schlüssel ist bereits widerrufen.",

  // Invitations and review links
  "The invitation token is missing.": "Der Einladungscode fehlt.",
  "This invitation link has already been used. Sign in with your e-mail and password.":
    "Dieser Einladungslink wurde bereits verwendet. Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.",
  "This invitation link has expired. Ask your administrator to send you a new invitation.":
    "Dieser Einladungslink ist abgelaufen. Bitten Sie Ihren Administrator, Ihnen eine neue Einladung zu senden.",
  "This invitation link is not valid. Check that you copied the whole link, or ask your administrator for a new invitation.":
    "Dieser Einladungslink ist ungültig. Prüfen Sie, ob Sie den ganzen Link kopiert haben, oder bitten Sie Ihren Administrator um eine neue Einladung.",
  "This invitation link was replaced by a newer one. Use the link in the latest invitation e-mail.":
    "Dieser Einladungslink wurde durch einen neueren ersetzt. Verwenden Sie den Link in der neuesten Einladungs-E-Mail.",
  "This review link has expired.": "Dieser Prüfungslink ist abgelaufen.",
  "This review link is not valid.": "Dieser Prüfungslink ist ungültig.",
  "This review link was revoked.": "Dieser Prüfungslink wurde widerrufen.",
  "A review link is valid for at least 1 day.": "Ein Prüfungslink ist mindestens 1 Tag gültig.",
  "Enter the number of days the link stays valid, as a whole number.": "Geben Sie als ganze Zahl ein, wie viele Tage der Link gültig bleibt.",
  "Enter a valid e-mail address.": "Geben Sie eine gültige E-Mail-Adresse ein.",
  "The unsubscribe link is not valid.": "Der Abmeldelink ist ungültig.",

  // Timesheets, records and decisions
  "This timesheet is closed; only an administrator can reopen it.":
    "Dieser Stundennachweis ist abgeschlossen; nur ein Administrator kann ihn wieder öffnen.",
  "This timesheet is submitted and waiting for review.": "Dieser Stundennachweis ist eingereicht und wartet auf die Prüfung.",
  "This timesheet is approved; an administrator must reset a component before it can change.":
    "Dieser Stundennachweis ist genehmigt; ein Administrator muss eine Komponente zurücksetzen, bevor er sich ändern kann.",
  "This timesheet is already closed.": "Dieser Stundennachweis ist bereits abgeschlossen.",
  "Only a closed timesheet can be reopened.": "Nur ein abgeschlossener Stundennachweis kann wieder geöffnet werden.",
  "The bonus has no amount yet, so it can be neither submitted nor given up; an administrator sets the amount first.":
    "Der Bonus hat noch keinen Betrag, daher kann er weder eingereicht noch aufgegeben werden; zuerst legt ein Administrator den Betrag fest.",
  "The bonus has no amount yet; an administrator sets the amount before the bonus can be prepared.":
    "Der Bonus hat noch keinen Betrag; ein Administrator legt den Betrag fest, bevor der Bonus vorbereitet werden kann.",
  "The engagement has no rate yet, so the bonus has no currency; add a rate to the engagement first.":
    "Der Einsatz hat noch keinen Satz, daher hat der Bonus keine Währung; fügen Sie dem Einsatz zuerst einen Satz hinzu.",
  "The bonus amount must be a number written as text, e.g. \"1500.00\", or null to clear it.":
    "Der Bonusbetrag muss eine als Text geschriebene Zahl sein, z. B. „1500.00“, oder null, um ihn zu entfernen.",
  "The bonus amount must be a positive number with at most 2 decimals.": "Der Bonusbetrag muss eine positive Zahl mit höchstens 2 Nachkommastellen sein.",
  "The bonus amount must be greater than zero; send null to clear it.": "Der Bonusbetrag muss größer als null sein; senden Sie null, um ihn zu entfernen.",
  "The note must be text.": "Die Notiz muss Text sein.",
  "Give a reason for contesting.": "Geben Sie einen Grund für die Beanstandung an.",
  "Give a reason for the contested line.": "Geben Sie einen Grund für die beanstandete Zeile an.",
  "Each line may be contested once.": "Jede Zeile darf nur einmal beanstandet werden.",
  "Choose at least one timesheet.": "Wählen Sie mindestens einen Stundennachweis.",
  "Send either ids or filter, one of the two.": "Senden Sie entweder ids oder filter, eines von beiden.",
  "Send at least one timesheet id.": "Senden Sie mindestens eine Stundennachweis-ID.",
  "Each timesheet id may appear once.": "Jede Stundennachweis-ID darf nur einmal vorkommen.",
  "Work summary is required.": "Die Arbeitsbeschreibung ist erforderlich.",
  "An update must carry the version of the record it changes.": "Eine Änderung muss die Version des Eintrags enthalten, den sie ändert.",
  "Choose a rate: send rateId or frequency.": "Wählen Sie einen Satz: Senden Sie rateId oder frequency.",
  "This rate does not belong to the timesheet's engagement.": "Dieser Satz gehört nicht zum Einsatz des Stundennachweises.",
  "Send at least one record.": "Senden Sie mindestens einen Eintrag.",
  "Send at most 200 records at once.": "Senden Sie höchstens 200 Einträge auf einmal.",
  "Send at least one record id.": "Senden Sie mindestens eine Eintrags-ID.",
  "Send at most 500 record ids at once.": "Senden Sie höchstens 500 Eintrags-IDs auf einmal.",
  "Each record id may appear once.": "Jede Eintrags-ID darf nur einmal vorkommen.",
  "Expected a date as yyyy-MM-dd.": "Erwartet wird ein Datum im Format yyyy-MM-dd.",
  "Expected an id (UUID).": "Erwartet wird eine ID (UUID).",
  "The period is a month as yyyy-MM.": "Der Zeitraum ist ein Monat im Format yyyy-MM.",
  "The end date cannot be before the start date.": "Das Enddatum darf nicht vor dem Startdatum liegen.",
  "The range starts after it ends: from must not be later than to.": "Der Bereich beginnt nach seinem Ende: from darf nicht später als to sein.",
  "from must not be after to.": "from darf nicht nach to liegen.",
  "A billing period is \"yyyy-MM\", a name such as \"November 2026\", or { from, to } in yyyy-MM.":
    "Ein Abrechnungszeitraum ist „yyyy-MM“, ein Name wie „November 2026“ oder { from, to } im Format yyyy-MM.",
  "A billing period range needs from, to or both.": "Ein Bereich von Abrechnungszeiträumen braucht from, to oder beides.",
  "Give one value or a list of values.": "Geben Sie einen Wert oder eine Liste von Werten an.",
  "Give at least one value.": "Geben Sie mindestens einen Wert an.",
  "Give at most 100 values.": "Geben Sie höchstens 100 Werte an.",
  "Search text must not be empty.": "Der Suchtext darf nicht leer sein.",
  "Search text is at most 200 characters.": "Der Suchtext hat höchstens 200 Zeichen.",
  "Write a message.": "Schreiben Sie eine Nachricht.",
  "Missing expense record id!": "Die ID der Auslage fehlt!",

  // Expenses and files
  "The amount has more decimals than the currency's minor unit.": "Der Betrag hat mehr Nachkommastellen als die kleinste Einheit der Währung.",
  "Currency must be an ISO 4217 code from the currency table, e.g. JPY.": "Die Währung muss ein ISO-4217-Code aus der Währungstabelle sein, z. B. JPY.",
  "Each expense record may appear only once.": "Jede Auslage darf nur einmal vorkommen.",
  "Name at least one expense record.": "Nennen Sie mindestens eine Auslage.",
  "Only expense receipts and expense invoices belong to an expense record.": "Zu einer Auslage gehören nur Belege und Rechnungen für Auslagen.",
  "Attach at most 50 files.": "Hängen Sie höchstens 50 Dateien an.",
  "Send at least one file.": "Senden Sie mindestens eine Datei.",
  "Send at most 100 files at once.": "Senden Sie höchstens 100 Dateien auf einmal.",
  "Delete at most 100 files at once.": "Löschen Sie höchstens 100 Dateien auf einmal.",
  "Name at least one file.": "Nennen Sie mindestens eine Datei.",
  "Each file may appear only once.": "Jede Datei darf nur einmal vorkommen.",
  'A tax rate is an object such as { "rate": "19", "label": "VAT" }: rate a percent from 0 to 100 as text with at most 4 decimals ("19", "7.7"), label (VAT when left out) 1 to 40 characters.':
    "Ein Steuersatz ist ein Objekt wie { \"rate\": \"19\", \"label\": \"VAT\" }: rate ein Prozentsatz von 0 bis 100 als Text mit höchstens 4 Nachkommastellen („19“, „7.7“), label (VAT, wenn weggelassen) 1 bis 40 Zeichen.",
  'An exchange rate is an object such as { "rate": "0.9412" }: one unit of the invoice currency in the VAT accounting currency, as text greater than 0 with at most 8 decimals.':
    "Ein Wechselkurs ist ein Objekt wie { \"rate\": \"0.9412\" }: eine Einheit der Rechnungswährung in der Währung der Umsatzsteuerabrechnung, als Text größer als 0 mit höchstens 8 Nachkommastellen.",
  "The exchange rate must be greater than 0.": "Der Wechselkurs muss größer als 0 sein.",

  // Contractors, clients, projects and engagements
  "Name is required.": "Der Name ist erforderlich.",
  "Name must be at most 200 characters.": "Der Name darf höchstens 200 Zeichen lang sein.",
  "A name has at most 100 characters.": "Ein Name hat höchstens 100 Zeichen.",
  "A name has at most 200 characters.": "Ein Name hat höchstens 200 Zeichen.",
  "A description has at most 500 characters.": "Eine Beschreibung hat höchstens 500 Zeichen.",
  "A description has at most 1000 characters.": "Eine Beschreibung hat höchstens 1000 Zeichen.",
  "A description has at most 5000 characters.": "Eine Beschreibung hat höchstens 5000 Zeichen.",
  "This contractor has settled work; deactivate them instead.": "Dieser Auftragnehmer hat abgerechnete Arbeit; deaktivieren Sie ihn stattdessen.",
  "This client still has projects; archive or move them first.": "Dieser Kunde hat noch Projekte; archivieren oder verschieben Sie sie zuerst.",
  "This project has timesheets; archive it instead.": "Dieses Projekt hat Stundennachweise; archivieren Sie es stattdessen.",
  "An engagement needs at least one rate.": "Ein Einsatz braucht mindestens einen Satz.",
  "Choose at least one work day.": "Wählen Sie mindestens einen Arbeitstag.",
  "Each work day may appear only once.": "Jeder Arbeitstag darf nur einmal vorkommen.",

  // Billing details, invoices and payment runs
  "Country is required.": "Das Land ist erforderlich.",
  "Choose a country.": "Wählen Sie ein Land.",
  "Country must be a two-letter code from the country list, e.g. CH.": "Das Land muss ein zweistelliger Code aus der Länderliste sein, z. B. CH.",
  "Country must be an ISO 3166-1 alpha-2 code, such as DE.": "Das Land muss ein ISO-3166-1-alpha-2-Code sein, etwa DE.",
  "IBAN is required.": "Die IBAN ist erforderlich.",
  "This is not a valid IBAN.": "Dies ist keine gültige IBAN.",
  "BIC is required.": "Die BIC ist erforderlich.",
  "A BIC has 8 or 11 letters and digits.": "Eine BIC hat 8 oder 11 Buchstaben und Ziffern.",
  "The country code in a BIC (its 5th and 6th letters) is not a country.": "Der Ländercode in der BIC (ihr 5. und 6. Zeichen) ist kein Land.",
  "A VAT number has 2 to 20 letters and digits.": "Eine USt-IdNr. hat 2 bis 20 Buchstaben und Ziffern.",
  "A tax number has letters, digits, spaces, dots, slashes and dashes.": "Eine Steuernummer besteht aus Buchstaben, Ziffern, Leerzeichen, Punkten, Schrägstrichen und Bindestrichen.",
  "A phone number has digits, spaces, brackets, slashes and dashes, and may start with +.":
    "Eine Telefonnummer besteht aus Ziffern, Leerzeichen, Klammern, Schrägstrichen und Bindestrichen und darf mit + beginnen.",
  "Postal code may hold letters, digits, spaces and dashes.": "Die Postleitzahl darf Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten.",
  "An address has at most 1000 characters.": "Eine Adresse hat höchstens 1000 Zeichen.",
  "A buyer reference has at most 100 characters.": "Eine Käuferreferenz hat höchstens 100 Zeichen.",
  "The e-invoice address has at most 254 characters.": "Die E-Rechnungsadresse hat höchstens 254 Zeichen.",
  "The e-invoice address must be an e-mail address.": "Die E-Rechnungsadresse muss eine E-Mail-Adresse sein.",
  "Payment terms are a number of days.": "Das Zahlungsziel ist eine Anzahl von Tagen.",
  "Payment terms are a whole number of days.": "Das Zahlungsziel ist eine ganze Zahl von Tagen.",
  "Payment terms are 0 to 365 days.": "Das Zahlungsziel beträgt 0 bis 365 Tage.",
  "Save your billing details before generating an invoice.": "Speichern Sie Ihre Rechnungsdaten, bevor Sie eine Rechnung erstellen.",
  "Your VAT number does not start with its country code (such as DE, or CHE for a Swiss UID), as EN 16931 requires (BR-CO-09): correct it in your billing details.":
    "Ihre USt-IdNr. beginnt nicht mit dem Ländercode (etwa DE, oder CHE für eine Schweizer UID), wie EN 16931 es verlangt (BR-CO-09): Korrigieren Sie sie in Ihren Rechnungsdaten.",
  "The invoicing entity's VAT number does not start with its country code (such as DE), as EN 16931 requires (BR-CO-09): an administrator corrects it under Settings.":
    "Die USt-IdNr. des Rechnungsempfängers beginnt nicht mit dem Ländercode (etwa DE), wie EN 16931 es verlangt (BR-CO-09): Ein Administrator korrigiert sie unter Einstellungen.",
  "XRechnung needs your phone number as the seller's contact (BR-DE-6): add it to your billing details.":
    "Die XRechnung braucht Ihre Telefonnummer als Kontakt des Verkäufers (BR-DE-6): Ergänzen Sie sie in Ihren Rechnungsdaten.",
  "XRechnung needs your postal code and city (BR-DE-3, BR-DE-4): add them to your billing details.":
    "Die XRechnung braucht Ihre Postleitzahl und Ihren Ort (BR-DE-3, BR-DE-4): Ergänzen Sie sie in Ihren Rechnungsdaten.",
  "XRechnung needs the buyer reference (BR-DE-15, e.g. the Leitweg-ID or order number): an administrator adds it to the project or its invoicing entity.":
    "Die XRechnung braucht die Käuferreferenz (BR-DE-15, etwa die Leitweg-ID oder Bestellnummer): Ein Administrator ergänzt sie am Projekt oder an dessen Rechnungsempfänger.",
  "XRechnung needs the buyer's postal code and city (BR-DE-8, BR-DE-9): an administrator adds them to the invoicing entity.":
    "Die XRechnung braucht Postleitzahl und Ort des Käufers (BR-DE-8, BR-DE-9): Ein Administrator ergänzt sie am Rechnungsempfänger.",
  "This invoice has no XRechnung: its data lacked what XRechnung requires when it was made. Add what the invoice panel names, then regenerate the invoice.":
    "Zu dieser Rechnung gibt es keine XRechnung: Ihren Daten fehlte bei der Erstellung, was die XRechnung verlangt. Ergänzen Sie, was der Rechnungsbereich nennt, und erstellen Sie die Rechnung neu.",
  "An invoice is named twice.": "Eine Rechnung ist doppelt genannt.",
  "Expenses passed on at cost on the buyer's behalf; the receipts carry their own VAT.":
    "Im Namen des Käufers zum Selbstkostenpreis weitergegebene Auslagen; die Belege weisen ihre eigene Umsatzsteuer aus.",
  "Not subject to VAT in the EU: the place of supply of these services is outside the EU.":
    "In der EU nicht umsatzsteuerpflichtig: Der Leistungsort dieser Dienstleistungen liegt außerhalb der EU.",
  "Not subject to VAT: no VAT rate applies to this seller.": "Nicht umsatzsteuerpflichtig: Für diesen Verkäufer gilt kein Umsatzsteuersatz.",

  // Settings: configuration, webhooks, mail, exports, product tours
  "A configuration key has at most 100 characters.": "Ein Konfigurationsschlüssel hat höchstens 100 Zeichen.",
  "A configuration key is a dotted name such as reminders.firstReminderDay.": "Ein Konfigurationsschlüssel ist ein Name mit Punkten wie reminders.firstReminderDay.",
  "value must be JSON (a number, text, true/false, a list or an object).": "value muss JSON sein (eine Zahl, Text, true/false, eine Liste oder ein Objekt).",
  "Whether an invoice is required to prepare is true or false.": "Ob zum Vorbereiten eine Rechnung nötig ist, ist true oder false.",
  "The first reminder's day is a whole number from 1 to 28.": "Der Tag der ersten Erinnerung ist eine ganze Zahl von 1 bis 28.",
  "Enter the receiver's URL, starting with https://.": "Geben Sie die URL des Empfängers ein, beginnend mit https://.",
  "A webhook URL must start with https:// (http:// only in local mode or to a receiver on an allowed private network).":
    "Eine Webhook-URL muss mit https:// beginnen (http:// nur im lokalen Modus oder für einen Empfänger in einem erlaubten privaten Netz).",
  "A webhook URL has at most 2000 characters.": "Eine Webhook-URL hat höchstens 2000 Zeichen.",
  "Choose at least one event.": "Wählen Sie mindestens ein Ereignis.",
  "Enable the endpoint before sending a test event.": "Aktivieren Sie den Endpunkt, bevor Sie ein Testereignis senden.",
  "Only a failed delivery can be resent; this one is not FAILED.": "Nur eine fehlgeschlagene Zustellung kann erneut gesendet werden; diese ist nicht FAILED.",
  "Only a failed mail can be retried; this one is not FAILED.": "Nur eine fehlgeschlagene E-Mail kann erneut versucht werden; diese ist nicht FAILED.",
  "Give at least one channel.": "Geben Sie mindestens einen Kanal an.",
  "Each channel may appear only once.": "Jeder Kanal darf nur einmal vorkommen.",
  "A product tour needs a name.": "Eine Produkttour braucht einen Namen.",
  "At most 100 product tours.": "Höchstens 100 Produkttouren.",
  "Product tour names are at most 100 characters.": "Namen von Produkttouren haben höchstens 100 Zeichen.",
  // Keys and backups (issue #45)
  "That is not your password.": "Das ist nicht Ihr Passwort.",
  "A backup holds every person's data: enter your password again first (POST /api/user/confirm-password), or use the deployment's ADMIN_API_KEY.":
    "Eine Sicherung enthält die Daten aller Personen: Geben Sie zuerst Ihr Passwort erneut ein (POST /api/user/confirm-password) oder verwenden Sie den ADMIN_API_KEY der Installation.",
  "A backup is taken with the deployment's ADMIN_API_KEY or by a signed-in administrator, not with an API key made in Settings.":
    "Eine Sicherung wird mit dem ADMIN_API_KEY der Installation oder von einer angemeldeten Administratorin bzw. einem angemeldeten Administrator erstellt, nicht mit einem in den Einstellungen erstellten API-Schlüssel.",
  "API keys are made and revoked by an administrator signed in with a session, not with an API key.":
    "API-Schlüssel werden von einer angemeldeten Administratorin bzw. einem angemeldeten Administrator erstellt und widerrufen, nicht mit einem API-Schlüssel.",
};

const COMPONENT = { fee: "Honorar", expenses: "Auslagen", bonus: "Bonus" } as const;
/** A rate named by its frequency (the API writes the value, DAILY): one German noun each. */
const RATE = { HOURLY: "Stundensatz", DAILY: "Tagessatz", MONTHLY: "Monatssatz" } as const;

/** COMPONENT_STATUS_LABELS and TIMESHEET_STATUS_LABELS as a sentence writes them (lower case). */
const STATUS = {
  initialized: "angelegt",
  eligible: "berechtigt",
  "not eligible": "nicht berechtigt",
  "in progress": "in Bearbeitung",
  due: "fällig",
  prepared: "vorbereitet",
  submitted: "eingereicht",
  "not submitted": "nicht eingereicht",
  contested: "beanstandet",
  approved: "genehmigt",
  closed: "abgeschlossen",
} as const;

/** The component as a sentence starts with it: "The fee component …" (transition-reasons.ts). */
const THE_COMPONENT = { terms: { component: COMPONENT, status: STATUS } } as const;

const MONTH = {
  January: "Januar",
  February: "Februar",
  March: "März",
  April: "April",
  May: "Mai",
  June: "Juni",
  July: "Juli",
  August: "August",
  September: "September",
  October: "Oktober",
  November: "November",
  December: "Dezember",
} as const;

/** The fields a schema names in its messages (`text("Legal name", 200)`, `decimalString("Rate amount")`). */
const LABEL = {
  "Legal name": "Der rechtliche Name",
  Address: "Die Adresse",
  "Postal code": "Die Postleitzahl",
  City: "Der Ort",
  "Tax number": "Die Steuernummer",
  "VAT exemption reason": "Der Grund der Umsatzsteuerbefreiung",
  Phone: "Die Telefonnummer",
  "The street": "Die Straße",
  "The postal code": "Die Postleitzahl",
  "The city": "Der Ort",
  "The buyer reference": "Die Käuferreferenz",
  "The address": "Die Adresse",
  "The VAT number": "Die USt-IdNr.",
  "Rate amount": "Der Betrag des Satzes",
  "Amount in expense currency": "Der Betrag in der Währung der Auslage",
  "Exchange rate": "Der Wechselkurs",
  "Time amount": "Die Zeitmenge",
} as const;

/** How an export without a file ended. */
const EXPORT_OUTCOME = { failed: "ist fehlgeschlagen", "was cancelled": "wurde abgebrochen" } as const;

export const GERMAN_PATTERNS: readonly RefusalPattern[] = [
  // Domain rules (lib/domain/transition-reasons.ts, bonus-amount.ts, record-time.ts, day-hours.ts)
  {
    en: "Only {who} can {doWhat}.",
    de: "Nur {who} kann {doWhat}.",
    terms: {
      who: {
        "the contractor or an administrator": "der Auftragnehmer oder ein Administrator",
        "a reviewer or an administrator": "ein Prüfer oder ein Administrator",
        "an administrator": "ein Administrator",
      },
      doWhat: {
        "prepare a component": "eine Komponente vorbereiten",
        "submit a timesheet": "einen Stundennachweis einreichen",
        "reset a component": "eine Komponente zurücksetzen",
        "approve a component": "eine Komponente genehmigen",
        "contest a component": "eine Komponente beanstanden",
        "close a timesheet": "einen Stundennachweis abschließen",
        "reopen a timesheet": "einen Stundennachweis wieder öffnen",
        "flag a timesheet or a record": "einen Stundennachweis oder einen Eintrag markieren",
        "add timesheet records": "Einträge hinzufügen",
        "change timesheet records": "Einträge ändern",
        "delete timesheet records": "Einträge löschen",
        "add expense records": "Auslagen hinzufügen",
        "change expense records": "Auslagen ändern",
        "delete expense records": "Auslagen löschen",
        "set a bonus amount": "einen Bonusbetrag festlegen",
      },
    },
  },
  {
    en: "{month} {year} has not begun yet; you can plan it now (log work and expenses) and prepare and settle it once it begins.",
    de: "{month} {year} hat noch nicht begonnen; Sie können ihn jetzt planen (Arbeit und Auslagen erfassen) und ihn vorbereiten und abrechnen, sobald er beginnt.",
    terms: { month: MONTH },
  },
  { en: "The {component} component is {status} for settlement.", de: "Die Komponente „{component}“ ist für die Abrechnung {status}.", ...THE_COMPONENT },
  {
    en: "The {component} component is {status}; reset it before making changes.",
    de: "Die Komponente „{component}“ ist {status}; setzen Sie sie zurück, bevor Sie etwas ändern.",
    ...THE_COMPONENT,
  },
  { en: "The {component} component is {status} and waiting for review.", de: "Die Komponente „{component}“ ist {status} und wartet auf die Prüfung.", ...THE_COMPONENT },
  {
    en: "The {component} component is {status}; an administrator must reset it before it can change.",
    de: "Die Komponente „{component}“ ist {status}; ein Administrator muss sie zurücksetzen, bevor sie sich ändern kann.",
    ...THE_COMPONENT,
  },
  { en: "The {component} component is already prepared.", de: "Die Komponente „{component}“ ist bereits vorbereitet.", ...THE_COMPONENT },
  {
    en: "The {component} component is {status}; prepare it again before resubmitting.",
    de: "Die Komponente „{component}“ ist {status}; bereiten Sie sie erneut vor, bevor Sie sie wieder einreichen.",
    ...THE_COMPONENT,
  },
  { en: "The {component} component is {status}; there is nothing to reset.", de: "Die Komponente „{component}“ ist {status}; es gibt nichts zurückzusetzen.", ...THE_COMPONENT },
  {
    en: "The {component} component is {status}; every component must be settled before closing.",
    de: "Die Komponente „{component}“ ist {status}; jede Komponente muss abgerechnet sein, bevor der Stundennachweis abgeschlossen wird.",
    ...THE_COMPONENT,
  },
  {
    en: "Only an administrator can reset a component that is {status}.",
    de: "Nur ein Administrator kann eine Komponente zurücksetzen, die {status} ist.",
    terms: { status: STATUS },
  },
  {
    en: "Only a submitted component can be {decision}; the {component} component is {status}.",
    de: "Nur eine eingereichte Komponente kann {decision} werden; die Komponente „{component}“ ist {status}.",
    terms: { decision: { approved: "genehmigt", contested: "beanstandet" }, component: COMPONENT, status: STATUS },
  },
  {
    en: "Only an approved timesheet can be closed; this one is {status}.",
    de: "Nur ein genehmigter Stundennachweis kann abgeschlossen werden; dieser ist {status}.",
    terms: { status: STATUS },
  },
  {
    en: "The bonus is {status}; reset it before changing its amount.",
    de: "Der Bonus ist {status}; setzen Sie ihn zurück, bevor Sie seinen Betrag ändern.",
    terms: { status: STATUS },
  },
  { en: "A record in days is at most {max} day.", de: "Ein Eintrag in Tagen umfasst höchstens {max} Tag." },
  { en: "A record in hours is at most {max} hours.", de: "Ein Eintrag in Stunden umfasst höchstens {max} Stunden." },
  {
    en: "{date} would have more than {max} hours; {left} h left on that day.",
    de: "{date} hätte mehr als {max} Stunden; an diesem Tag bleiben noch {left} h.",
  },
  { en: "The exchange rate from {from} to {to} is exactly 1.", de: "Der Wechselkurs von {from} nach {to} ist genau 1." },

  // Schema fields
  { en: "{label} is required.", de: "{label} ist erforderlich.", terms: { label: LABEL } },
  { en: "{label} must be at most {max} characters.", de: "{label} darf höchstens {max} Zeichen lang sein.", terms: { label: LABEL } },
  { en: "{label} has at most {max} characters.", de: "{label} hat höchstens {max} Zeichen.", terms: { label: LABEL } },
  {
    en: "{label} must be a positive number with at most {scale} decimals.",
    de: "{label} muss eine positive Zahl mit höchstens {scale} Nachkommastellen sein.",
    terms: { label: LABEL },
  },
  { en: "{label} must be greater than zero.", de: "{label} muss größer als null sein.", terms: { label: LABEL } },
  { en: "{label} must be at most {max}.", de: "{label} darf höchstens {max} betragen.", terms: { label: LABEL } },
  { en: "{field} must be an ISO timestamp, e.g. 2026-11-22T09:30:00Z.", de: "{field} muss ein ISO-Zeitstempel sein, z. B. 2026-11-22T09:30:00Z." },
  { en: "{field} must be a billing period as yyyy-MM, e.g. 2026-11.", de: "{field} muss ein Abrechnungszeitraum im Format yyyy-MM sein, z. B. 2026-11." },
  { en: "The {what} {id} is given twice.", de: "{what} {id} ist doppelt angegeben." },
  { en: "A line's reason has at most {max} characters.", de: "Der Grund einer Zeile hat höchstens {max} Zeichen." },
  { en: "A message has at most {max} characters.", de: "Eine Nachricht hat höchstens {max} Zeichen." },
  { en: "A name has at most {max} characters.", de: "Ein Name hat höchstens {max} Zeichen." },
  { en: "A note has at most {max} characters.", de: "Eine Notiz hat höchstens {max} Zeichen." },
  { en: "A reason has at most {max} characters.", de: "Ein Grund hat höchstens {max} Zeichen." },
  { en: "A payment run holds at most {max} invoices.", de: "Ein Zahlungslauf umfasst höchstens {max} Rechnungen." },
  { en: "A review link is valid for at most {max} days.", de: "Ein Prüfungslink ist höchstens {max} Tage gültig." },
  { en: "Review links are valid for a whole number of days from 1 to {max}.", de: "Prüfungslinks gelten eine ganze Zahl von Tagen, von 1 bis {max}." },
  { en: "An engagement has at most {max} rates, one per frequency.", de: "Ein Einsatz hat höchstens {max} Sätze, einen pro Häufigkeit." },
  { en: "Contest at most {max} lines at once.", de: "Beanstanden Sie höchstens {max} Zeilen auf einmal." },
  { en: "Counterpart is at most {max} characters.", de: "Die Gegenstelle hat höchstens {max} Zeichen." },
  { en: "Details must be at most {max} characters.", de: "Die Details dürfen höchstens {max} Zeichen lang sein." },
  { en: "Work summary is at most {max} characters.", de: "Die Arbeitsbeschreibung hat höchstens {max} Zeichen." },
  { en: "Send at most {max} timesheet ids at once.", de: "Senden Sie höchstens {max} Stundennachweis-IDs auf einmal." },
  { en: "The password needs at least {min} characters.", de: "Das Passwort braucht mindestens {min} Zeichen." },
  { en: "The password has at most {max} characters.", de: "Das Passwort hat höchstens {max} Zeichen." },
  { en: "The bonus amount must be at most {max}.", de: "Der Bonusbetrag darf höchstens {max} betragen." },
  { en: "There is already a {frequency} rate; send one rate per frequency.", de: "Es gibt bereits einen {frequency}; senden Sie einen Satz pro Häufigkeit.", terms: { frequency: RATE } },
  { en: "{month} {year} has no timesheet on this project, so there is nothing to copy.", de: "{month} {year} hat auf diesem Projekt keinen Stundennachweis, daher gibt es nichts zu kopieren.", terms: { month: MONTH } },
  { en: "{month} {year} has no records, so there is nothing to copy.", de: "{month} {year} hat keine Einträge, daher gibt es nichts zu kopieren.", terms: { month: MONTH } },
  { en: "{key} is \"ADMIN\" (administrators) or \"ALL\" (everyone who signs in); delete the entry to require it of no one.", de: "{key} ist „ADMIN“ (Administratoren) oder „ALL“ (alle, die sich anmelden); löschen Sie den Eintrag, um sie von niemandem zu verlangen." },
  { en: "Unknown filter id {id}. Allowed filter ids: {ids}.", de: "Unbekannte Filter-ID {id}. Erlaubte Filter-IDs: {ids}." },
  { en: "Unknown sort id {id}. Allowed sort ids: {ids}.", de: "Unbekannte Sortier-ID {id}. Erlaubte Sortier-IDs: {ids}." },
  { en: "Currency must be one of {values}.", de: "Die Währung muss eine der folgenden sein: {values}." },
  { en: "Category must be one of {values}.", de: "Die Kategorie muss eine der folgenden sein: {values}." },
  { en: "Channel must be one of {values}.", de: "Der Kanal muss einer der folgenden sein: {values}." },
  { en: "Component must be one of {values}.", de: "Die Komponente muss eine der folgenden sein: {values}." },
  { en: "Component status must be one of {values}.", de: "Der Komponentenstatus muss einer der folgenden sein: {values}." },
  { en: "File type must be one of {values}.", de: "Der Dateityp muss einer der folgenden sein: {values}." },
  { en: "Frequency must be one of {values}.", de: "Die Häufigkeit muss eine der folgenden sein: {values}." },
  { en: "Kind must be one of {values}.", de: "Die Art muss eine der folgenden sein: {values}." },
  { en: "Language must be one of {values}.", de: "Die Sprache muss eine der folgenden sein: {values}." },
  { en: "Party type must be one of {values}.", de: "Die Art der Partei muss eine der folgenden sein: {values}." },
  { en: "Role must be one of {values}.", de: "Die Rolle muss eine der folgenden sein: {values}." },
  { en: "Status must be one of {values}.", de: "Der Status muss einer der folgenden sein: {values}." },
  { en: "Status must be {values}.", de: "Der Status muss {values} sein." },
  { en: "The VAT category must be one of {values}.", de: "Die Umsatzsteuerkategorie muss eine der folgenden sein: {values}." },
  { en: "Time unit must be one of {values}.", de: "Die Zeiteinheit muss eine der folgenden sein: {values}." },
  { en: "Timing must be {values}.", de: "Der Zeitpunkt muss {values} sein." },
  { en: "Work days must be among {values}.", de: "Die Arbeitstage müssen unter den folgenden sein: {values}." },
  { en: "An event type is one of {values}.", de: "Ein Ereignistyp ist einer der folgenden: {values}." },

  // Server refusals
  { en: "{what} not found.", de: "{what} nicht gefunden." },
  { en: "Submission {number} of this component not found.", de: "Einreichung {number} dieser Komponente nicht gefunden." },
  { en: "{count} timesheets not found.", de: "{count} Stundennachweise nicht gefunden." },
  {
    en: "The {frequency} rate overlaps the engagement period {period}, which already has a {other} rate; periods with the same frequency cannot overlap.",
    de: "Der {frequency} überschneidet sich mit dem Einsatzzeitraum {period}, der bereits einen {other} hat; Zeiträume mit derselben Häufigkeit dürfen sich nicht überschneiden.",
    terms: { frequency: RATE, other: RATE },
  },
  { en: "The {frequency} rate pays {what} and cannot be removed.", de: "Der {frequency} bezahlt {what} und kann nicht entfernt werden.", terms: { frequency: RATE } },
  { en: "This period cannot be deleted: its {frequency} rate pays {what}.", de: "Dieser Zeitraum kann nicht gelöscht werden: Sein {frequency} bezahlt {what}.", terms: { frequency: RATE } },
  { en: "The chosen rate is {chosen}, not {expected}.", de: "Der gewählte Satz ist {chosen}, nicht {expected}." },
  { en: "The chosen {frequency} rate applies from {from} to {to}, not on {date}.", de: "Der gewählte {frequency} gilt vom {from} bis zum {to}, nicht am {date}.", terms: { frequency: RATE } },
  {
    en: "The chosen {frequency} rate applies from {from} to its open end, not on {date}.",
    de: "Der gewählte {frequency} gilt ab dem {from} ohne Ende, nicht am {date}.",
    terms: { frequency: RATE },
  },
  { en: "Invoice {invoice} changed while the run was made; try again.", de: "Rechnung {invoice} hat sich während des Zahlungslaufs geändert; versuchen Sie es erneut." },
  { en: "Invoice {invoice} has nothing to pay.", de: "Bei Rechnung {invoice} ist nichts zu zahlen." },
  { en: "Invoice {invoice} is billed to another invoicing entity.", de: "Rechnung {invoice} ist an einen anderen Rechnungsempfänger gestellt." },
  { en: "Invoice {invoice} is in payment run {run} already.", de: "Rechnung {invoice} ist bereits im Zahlungslauf {run}." },
  { en: "Invoice {invoice} is not approved yet.", de: "Rechnung {invoice} ist noch nicht genehmigt." },
  { en: "Invoice {invoice} is paid already.", de: "Rechnung {invoice} ist bereits bezahlt." },
  { en: "The configuration entry {key} is not a valid tax rate. {problem}", de: "Der Konfigurationseintrag {key} ist kein gültiger Steuersatz. {problem}", messages: ["problem"] },
  { en: "The body is nested too deeply; at most {max} levels are allowed.", de: "Der Inhalt ist zu tief verschachtelt; höchstens {max} Ebenen sind erlaubt." },
  {
    en: "{domains} {verb} served by the provider {provider} already.",
    de: "{domains} {verb} bereits vom Anbieter {provider} bedient.",
    terms: { verb: { is: "wird", are: "werden" } },
  },
  {
    en: "This export has no file: it {outcome}. Start it again.",
    de: "Dieser Export hat keine Datei: Er {outcome}. Starten Sie ihn erneut.",
    terms: { outcome: EXPORT_OUTCOME },
  },
  {
    en: "This export has no file: it {outcome} ({error}). Start it again.",
    de: "Dieser Export hat keine Datei: Er {outcome} ({error}). Starten Sie ihn erneut.",
    terms: { outcome: EXPORT_OUTCOME },
  },
  { en: "Too many failed sign-in attempts. Try again in 1 second.", de: "Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in 1 Sekunde erneut." },
  { en: "Too many failed sign-in attempts. Try again in {count} seconds.", de: "Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in {count} Sekunden erneut." },
  { en: "Too many failed sign-in attempts. Try again in 1 minute.", de: "Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in 1 Minute erneut." },
  { en: "Too many failed sign-in attempts. Try again in {count} minutes.", de: "Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in {count} Minuten erneut." },
];
