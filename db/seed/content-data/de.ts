/** Redaktionelle Inhaltsseiten der deutschen Edition. Betreiber: Sellback GmbH, Berlin. */
import type { EditionContent } from "./types.ts";

export const content: EditionContent = {
  terms: {
    title: "Allgemeine Geschäftsbedingungen (AGB)",
    description:
      "Die AGB für den Verkauf Ihrer gebrauchten Geräte an Sellback: Angebot, Versand, Prüfung, Rückfrage, Auszahlung und Haftung.",
    markdown: `Diese Allgemeinen Geschäftsbedingungen gelten für jeden Verkauf eines gebrauchten Geräts an uns über sellback.de. Bei Fragen hilft Ihnen unser [Kundenservice](/kontakt) gerne weiter.

## § 1 Geltungsbereich und Vertragspartner

1. Diese AGB gelten für alle Verträge, mit denen Sie gebrauchte Elektronikgeräte (Smartphones, Tablets, Laptops, Kameras, Objektive, Konsolen und Monitore) an die {{company.name}}, {{company.street}}, {{company.postalCode}} {{company.city}} („Sellback“, „wir“) verkaufen.
2. Sie gelten für Verbraucher ebenso wie für Unternehmer. Für Händler und Geschäftskunden in unserem [Partnerprogramm](/content/partnerprogramm) gelten gesonderte Vereinbarungen, die diesen AGB vorgehen.
3. Abweichende Bedingungen des Verkäufers gelten nur, wenn wir ihnen ausdrücklich schriftlich zugestimmt haben.

## § 2 Wer an uns verkaufen kann

- Sie müssen mindestens 18 Jahre alt und voll geschäftsfähig sein.
- Sie müssen Eigentümer des Geräts oder zum Verkauf berechtigt sein. Das Gerät muss frei von Rechten Dritter sein: nicht geleast, nicht unter Eigentumsvorbehalt finanziert, nicht als verloren oder gestohlen gemeldet und nicht vom Netzbetreiber gesperrt.
- Wir zahlen auf ein Bankkonto im SEPA-Raum oder auf ein PayPal-Konto aus, das auf Ihren Namen lautet.

## § 3 Preisberechnung und Vertragsschluss

1. Sie wählen Ihr Gerät aus und beantworten die Fragen zum Zustand wahrheitsgemäß. Auf dieser Grundlage berechnen wir einen Kaufpreis (das „Angebot“).
2. An das Angebot sind wir {{offer.validDays}} Tage gebunden, sofern das eingesandte Gerät Ihren Angaben entspricht. Danach verfällt es; eine neue Berechnung kann zu einem anderen Preis führen.
3. Mit dem Abschluss des Bestellvorgangs bieten Sie uns das Gerät zum angebotenen Preis an. Der Vertrag kommt zustande, sobald wir Ihren Verkauf per E-Mail bestätigen. Mit der Bestätigung erhalten Sie Ihre Verkaufsnummer und Ihr Versandetikett.
4. Ein Kundenkonto ist nicht erforderlich. Mit einem Konto können Sie Ihre Verkäufe verfolgen, Rückfragen beantworten und Ihre Auszahlungsdaten speichern.

## § 4 Versand

1. Der Versand ist für Sie kostenlos. Mit Ihrer Verkaufsbestätigung erhalten Sie ein Versandetikett für Ihr Paket an unser Lager.
2. Bitte senden Sie Ihr Gerät innerhalb von {{trade.shippingDays}} Tagen nach unserer Bestätigung ein. Verkäufe, deren Gerät nicht innerhalb von {{trade.shippingDays}} Tagen bei uns eingeht, verfallen und werden automatisch storniert.
3. Verpacken Sie das Gerät sicher, wie in unseren [Verpackungstipps](/content/verpackungstipps) beschrieben. Wenn Sie unser Etikett verwenden und das Gerät ordnungsgemäß verpacken, tragen wir das Risiko des Verlusts oder der Beschädigung auf dem Versandweg. Bewahren Sie den Einlieferungsbeleg bis zum Abschluss des Verkaufs auf.
4. Senden Sie nur die Geräte ein, die in Ihrem Verkauf aufgeführt sind. Entnehmen Sie SIM-Karten, Speicherkarten und Datenträger; deren Rücksendung können wir nicht garantieren.

## § 5 Prüfung und Rückfrage

1. Wir prüfen jedes Gerät, in der Regel innerhalb von drei Werktagen nach Eingang, anhand Ihrer Angaben.
2. Entspricht das Gerät Ihrer Beschreibung, zahlen wir den vereinbarten Preis.
3. Weichen Zustand, Modell, Speichergröße oder angegebenes Zubehör ab, eröffnen wir eine Rückfrage. Sie erhalten eine E-Mail mit unserem Prüfergebnis und einem neuen Angebot. Der Link zur Rückfrage ist {{clarification.days}} Tage gültig. Sie können das neue Angebot annehmen oder die kostenlose Rücksendung Ihres Geräts verlangen.
4. Antworten Sie nicht innerhalb von {{clarification.days}} Tagen, verfällt die Rückfrage und wir senden Ihnen das Gerät kostenlos zurück.
5. Geräte mit aktiver Aktivierungssperre (zum Beispiel „Wo ist?“ oder Googles Schutz vor dem Zurücksetzen), als gestohlen gemeldete Geräte und Fälschungen können wir nicht annehmen. Eine Aktivierungssperre bitten wir Sie aus der Ferne zu entfernen; ist das nicht möglich, senden wir das Gerät zurück. Als gestohlen gemeldete Geräte übergeben wir der Polizei.

## § 6 Auszahlung

1. Wir zahlen den Kaufpreis innerhalb von {{payout.workingDays}} nach erfolgreicher Prüfung oder nach Annahme eines neuen Angebots aus, per SEPA-Überweisung oder PayPal, je nach Ihrer Wahl im Bestellvorgang.
2. Eine SEPA-Überweisung ist spätestens am Ende des Werktags nach unserer Anweisung bei Ihrer Bank.
3. Für korrekte Auszahlungsdaten sind Sie verantwortlich. Bis zur Auszahlung können Sie sie in Ihrem Kundenkonto oder über unser [Kontaktformular](/kontakt) ändern.
4. Ein Gutscheincode und eine laufende Aktion gelten zusammen: Ein Prozent-Gutschein rechnet mit den Angebotspreisen ohne den Bonus der Aktion. Pro Verkauf gilt ein Gutscheincode; gelten für ein Gerät mehrere Aktionen, zählt die mit dem höchsten Bonus.

## § 7 Eigentumsübergang

Das Eigentum am Gerät geht mit Zahlung des Kaufpreises auf uns über. Wird ein Gerät an Sie zurückgesandt, bleibt es durchgehend Ihr Eigentum.

## § 8 Persönliche Daten auf dem Gerät

Sie sind dafür verantwortlich, Ihre Daten vor dem Versand zu sichern, das Gerät zu löschen und sich von allen Konten abzumelden. Wie das geht, erklärt unsere Anleitung [Daten löschen](/content/daten-loeschen). Vor jeder Weiterverwendung löschen wir zusätzlich jeden Datenträger mit zertifizierter Software; Ihre Inhalte sehen wir nicht ein, kopieren oder nutzen sie nicht. Wie wir Ihre personenbezogenen Daten als Kunde verarbeiten, lesen Sie in unserer [Datenschutzerklärung](/content/datenschutz).

## § 9 Stornierung

Sie können einen Verkauf jederzeit kostenlos stornieren, solange Ihr Gerät noch nicht bei uns eingegangen ist, in Ihrem Kundenkonto oder über unseren Kundenservice. Ihre gesetzlichen Rechte als Verbraucher bleiben unberührt.

## § 10 Zusicherungen und Haftung

1. Sie versichern, dass Ihre Angaben zum Gerät nach bestem Wissen zutreffen und das Gerät frei von Rechten Dritter ist.
2. Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsgesetz. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vertragstypischen, vorhersehbaren Schaden.

## § 11 Anwendbares Recht und Streitbeilegung

1. Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bei Verbrauchern gilt diese Rechtswahl nur, soweit dadurch nicht zwingende Schutzvorschriften des Staates entzogen werden, in dem sie ihren gewöhnlichen Aufenthalt haben.
2. Wir sind weder verpflichtet noch bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Bitte wenden Sie sich zuerst an uns; die meisten Anliegen lassen sich schnell klären.

## § 12 Schlussbestimmungen

Vertragssprache ist Deutsch. Wir speichern den Vertragstext und senden Ihnen die Einzelheiten Ihres Verkaufs per E-Mail. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.

Stand: Januar 2025`,
  },

  privacy: {
    title: "Datenschutzerklärung",
    description:
      "Wie Sellback Ihre personenbezogenen Daten beim Geräteverkauf verarbeitet: Zwecke, Rechtsgrundlagen, Empfänger, Cookies, Speicherdauer und Ihre Rechte.",
    markdown: `Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Hier erfahren Sie, welche Daten wir verarbeiten, wenn Sie sellback.de nutzen und uns ein Gerät verkaufen, warum wir das tun und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) haben.

## Verantwortlicher

{{company.name}}, {{company.address}}, E-Mail {{company.email}}. Weitere Angaben finden Sie in unserem [Impressum](/content/impressum).

Unseren Datenschutzbeauftragten erreichen Sie unter {{company.privacyEmail}} oder per Post an die obige Anschrift mit dem Zusatz „Datenschutzbeauftragter“.

## Welche Daten wir verarbeiten und warum

### Preisberechnung

Wenn Sie ein Gerät auswählen und die Fragen zum Zustand beantworten, verarbeiten wir nur Angaben zum Gerät. Ein Angebot erhalten Sie ohne Angabe personenbezogener Daten.

### Ihr Verkauf

Für die Abwicklung verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Anschrift, optional Ihre Telefonnummer, die Angaben zu Ihrem Gerät (einschließlich Seriennummer oder IMEI) und Ihre Auszahlungsdaten (IBAN und Kontoinhaber oder PayPal-E-Mail-Adresse). Rechtsgrundlage ist die Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).

### Kundenkonto

Ein Kundenkonto ist freiwillig. Legen Sie eines an, speichern wir zusätzlich Ihre Zugangsdaten und Ihre Verkaufshistorie, damit Sie Ihre Verkäufe verfolgen und Rückfragen beantworten können. Passwörter speichern wir ausschließlich als sicheren Hash. Sie können Ihr Konto jederzeit in den Kontoeinstellungen löschen.

### Betrugsprävention und gesetzliche Pflichten

{{if.registerCheck}}Wir prüfen die IMEI jedes eingesandten Geräts (bei Smartphones und Tablets mit Mobilfunk), um gestohlene, verlorene oder vom Netzbetreiber gesperrte Geräte zu erkennen. Dafür übermitteln wir nur diese Nummer, ohne Ihren Namen, an {{company.imeiCheckProvider}}, der sie mit Registern verlorener und gestohlener Geräte abgleicht. {{end.registerCheck}}Außerdem führen wir die für den Gebrauchtwarenhandel vorgeschriebenen Aufzeichnungen. Rechtsgrundlagen sind unser berechtigtes Interesse an der Verhinderung von Betrug (Art. 6 Abs. 1 lit. f DSGVO) und gesetzliche Pflichten (Art. 6 Abs. 1 lit. c DSGVO).

### Kontaktaufnahme

Wenn Sie uns über das [Kontaktformular](/kontakt) oder per E-Mail schreiben, verarbeiten wir Ihre Nachricht und Kontaktdaten, um Ihr Anliegen zu beantworten (Art. 6 Abs. 1 lit. b oder f DSGVO).

### Newsletter

Unseren Newsletter versenden wir nur, nachdem Sie Ihre Adresse bestätigt haben (Double-Opt-in), auf Grundlage Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Jeder Newsletter enthält einen Abmeldelink.

### Bewertungen

Nachdem wir Ihnen den Betrag für einen Verkauf ausgezahlt haben, laden wir Sie einmal per E-Mail ein, ihn zu bewerten (berechtigtes Interesse an echten Kundenbewertungen, Art. 6 Abs. 1 lit. f DSGVO; Sie können dem jederzeit widersprechen). Der Link gilt einmal. Ihre Sterne zählen in unserer Gesamtbewertung; einen Kommentar zeigen wir erst nach einer Prüfung, mit Ihrem Vornamen und dem ersten Buchstaben Ihres Nachnamens, nie mit Ihrer E-Mail-Adresse.

### Server-Logfiles und Sicherheit

Beim Besuch unserer Website speichern unsere Server technische Daten wie IP-Adresse, Zeitpunkt und aufgerufene Seite zu Sicherheitszwecken. Diese Logfiles löschen wir nach 14 Tagen (Art. 6 Abs. 1 lit. f DSGVO).

## Cookies und ähnliche Technologien

- **Technisch notwendig:** nach der Anmeldung zwei Anmelde-Cookies (httpOnly und secure): eines gilt {{session.accessMinutes}} Minuten und wird dabei laufend erneuert, das andere endet, wenn Sie den Browser schließen, spätestens nach {{session.loginHours}} Stunden; wählen Sie „Angemeldet bleiben“, gilt es {{session.rememberDays}} Tage, ein Sprachcookie ({{cookie.localeDays}} Tage) sowie Ihr Warenkorb und Ihre Cookie-Auswahl im lokalen Speicher Ihres Browsers. Dafür ist keine Einwilligung nötig (§ 25 Abs. 2 TDDDG).
- **Analyse und Personalisierung:** setzen wir nur ein, nachdem Sie im Cookie-Banner eingewilligt haben (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO).
- **Partner-Tracking:** Kommen Sie über den Link eines Partners zu uns, ermöglicht ein Cookie mit einer zufälligen Kennung (Laufzeit {{cookie.partnerDays}} Tage), dem Partner Ihren Verkauf zuzuordnen. Auch dieses Cookie setzen wir nur mit Ihrer Einwilligung.

Ihre Einwilligung können Sie jederzeit über die Cookie-Einstellungen in der Fußzeile ändern oder widerrufen.

## Daten auf Ihren Geräten

Die Inhalte der Geräte, die Sie uns senden, gehen uns nichts an. Wir greifen nicht darauf zu und löschen jeden Datenträger vor einer Weiterverwendung mit zertifizierter Software. Bitte löschen Sie Ihre Geräte trotzdem selbst, wie in unserer Anleitung [Daten löschen](/content/daten-loeschen) beschrieben.

## Empfänger

Wir geben Daten nur weiter, soweit es erforderlich ist:

- **Versanddienstleister:** DHL erhält Ihren Namen und Ihre Anschrift zur Erstellung des Versandetiketts.
- **Zahlungsdienstleister:** unsere Bank für SEPA-Überweisungen, für PayPal-Auszahlungen die PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg.
- **Dienstleister:** Hosting, E-Mail-Versand und IT-Support, gebunden durch Verträge zur Auftragsverarbeitung und mit Sitz in der EU.
- **Affiliate-Netzwerke:** nur mit Ihrer Einwilligung und nur ein Verweis auf den abgeschlossenen Verkauf.
- **Behörden:** soweit wir gesetzlich dazu verpflichtet sind, etwa bei einem als gestohlen gemeldeten Gerät.

Werden Daten in ein Land außerhalb des Europäischen Wirtschaftsraums übermittelt, stellen wir ein angemessenes Schutzniveau sicher, etwa durch einen Angemessenheitsbeschluss oder die EU-Standardvertragsklauseln.

## Speicherdauer

Daten zu Verkäufen speichern wir, solange es für die Vertragsabwicklung nötig ist, und danach für die handels- und steuerrechtlichen Aufbewahrungsfristen. Von jedem ausgezahlten Verkauf bewahren wir die Aufzeichnungen auf, die wir als Händler mit gebrauchten Waren führen müssen: Ihren Namen und Ihre Anschrift, die Geräte mit IMEI oder Seriennummer, die gezahlten Beträge und bei einem Verkauf in einer Partnerfiliale die Art und Nummer Ihres Ausweises. Diese Aufzeichnungen speichern wir getrennt von Ihrem Kundenkonto; sie bleiben auch nach dessen Löschung erhalten und werden {{sellerRecords.retentionYears}} Jahre nach dem Ende des Kalenderjahres der Auszahlung automatisch gelöscht ({{sellerRecords.legalBasis}}; Art. 6 Abs. 1 lit. c DSGVO). Kontodaten löschen wir, wenn Sie Ihr Konto löschen; Ihre Verkäufe bleiben dann anonymisiert für die Buchhaltung erhalten. Nachrichten über das Kontaktformular löschen wir automatisch {{contact.retentionYears}} Jahre nach ihrem Eingang.

## Ihre Rechte

Sie haben das Recht auf:

- Auskunft über Ihre Daten (Art. 15 DSGVO);
- Berichtigung unrichtiger Daten (Art. 16 DSGVO);
- Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO);
- Datenübertragbarkeit (Art. 20 DSGVO);
- Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO);
- Widerruf erteilter Einwilligungen mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).

Wenden Sie sich dazu einfach an {{company.privacyEmail}}.

## Beschwerderecht

Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren. Für uns zuständig ist: {{company.dataProtectionAuthority}}.

## Änderungen

Wir passen diese Datenschutzerklärung an, wenn sich unsere Leistungen oder die Rechtslage ändern. Die aktuelle Fassung finden Sie immer auf dieser Seite. Unsere Vertragsbedingungen finden Sie in den [AGB](/content/agb).

Stand: Januar 2025`,
  },

  imprint: {
    title: "Impressum",
    description:
      "Anbieterkennzeichnung der Sellback GmbH, Berlin: Anschrift, Handelsregister, Umsatzsteuer-ID, Aufsichtsbehörde und Kontakt.",
    markdown: `## Angaben gemäß § 5 DDG

**{{company.name}}**, {{company.address}}

## Vertreten durch

Geschäftsführung: {{company.managingDirectors}}

## Kontakt

- Telefon: {{company.phone}}
- E-Mail: {{company.email}}
- Kontaktformular: [Schreiben Sie uns](/kontakt)

## Registereintrag

- Registergericht: {{company.registerCourt}}
- Registernummer: {{company.registerNumber}}
- Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: {{company.vatId}}

## Gewerbe und Aufsichtsbehörde

Sellback betreibt den An- und Verkauf gebrauchter Unterhaltungselektronik. Das Gewerbe ist nach § 38 Gewerbeordnung angemeldet. Zuständige Behörde: {{company.supervisoryAuthority}}.

## Verantwortlich für den Inhalt

Verantwortlich für redaktionelle Inhalte nach § 18 Abs. 2 MStV: {{company.managingDirectors}}, Anschrift wie oben.

## Verbraucherstreitbeilegung

Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Wenn Sie mit uns nicht zufrieden sind, [kontaktieren Sie uns](/kontakt) bitte direkt; wir bemühen uns um eine Lösung.

## Landesgesellschaften

In einigen Ländern betreiben Tochtergesellschaften unseren Service:

- Österreich: Sellback Austria GmbH, Wien
- Spanien: Sellback España S.L., Madrid
- Frankreich: Sellback France SAS, Paris
- Italien: Sellback Italia S.r.l., Mailand

## Haftung für Inhalte und Links

Wir erstellen die Inhalte dieser Website mit großer Sorgfalt, können aber keine Gewähr für Vollständigkeit und Aktualität übernehmen. Unsere Seiten enthalten Links zu externen Websites, auf deren Inhalte wir keinen Einfluss haben; dafür ist der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir solche Links umgehend.

## Urheberrecht

Texte, Bilder und Grafiken dieser Website sind urheberrechtlich geschützt. Jede Verwertung außerhalb der Grenzen des Urheberrechts bedarf unserer vorherigen schriftlichen Zustimmung.

Weitere Informationen: [Datenschutzerklärung](/content/datenschutz), [AGB](/content/agb), [Presse](/content/presse).`,
  },

  about: {
    title: "Über uns",
    description:
      "Sellback kauft gebrauchte Handys, Tablets, Laptops, Kameras, Konsolen und mehr zu fairen Festpreisen an und schenkt ihnen ein zweites Leben.",
    markdown: `Sellback macht den Verkauf gebrauchter Technik einfach, fair und sicher. Wir kaufen Smartphones, Tablets, Laptops, Kameras, Objektive, Konsolen und Monitore an und sorgen dafür, dass sie ein zweites Leben bekommen, statt in der Schublade zu verstauben.

## Unsere Idee

Fast jeder besitzt Geräte, die er nicht mehr nutzt: das alte Handy nach dem Upgrade, die Kamera, die einem neueren Modell weichen musste, die Konsole, mit der niemand mehr spielt. Privat zu verkaufen kostet Zeit, Nerven und birgt Risiken. Wir wollten, dass Verkaufen so einfach ist wie Online-Shopping: Gerät auswählen, ein paar Fragen beantworten und in zwei Minuten einen Festpreis erhalten.

## Wofür wir stehen

- **Verbindliche Angebote.** Der Preis, den Sie sehen, ist der Preis, den Sie bekommen, solange das Gerät Ihren Angaben entspricht. Jedes Angebot gilt {{offer.validDays}} Tage.
- **Keine versteckten Kosten.** Der Versand ist kostenlos, es fallen keine Gebühren an, und wir zahlen per SEPA-Überweisung oder PayPal aus.
- **Faire Prüfung.** Geschulte Techniker prüfen jedes Gerät. Weicht etwas ab, erklären wir Ihnen, warum, und machen ein neues Angebot. Passt es Ihnen nicht, senden wir das Gerät kostenlos zurück.
- **Datensicherheit.** Vor jeder Weiterverwendung löschen wir jedes Gerät mit zertifizierter Software.
- **Nachhaltigkeit.** Jedes weiter genutzte Gerät spart Ressourcen und vermeidet Elektroschrott. Mehr dazu lesen Sie unter [Öko-Effekt](/content/oeko-effekt).

## Wer wir sind

Sellback wurde 2016 in Berlin gegründet. Heute arbeiten mehr als 120 Menschen für uns: in Berlin, in unserem Prüfzentrum und in unseren Länderteams in Wien, Madrid, Paris und Mailand. Unsere Techniker prüfen jede Woche Tausende Geräte und bereiten sie für ihre nächsten Besitzer vor, ob über Aufbereiter, Händler oder unsere eigenen Partner.

## So funktioniert’s

Kurz gesagt: Gerät auswählen, Zustand beschreiben, Angebot annehmen, kostenlos einsenden, und wir zahlen Ihnen den Betrag innerhalb von {{payout.workingDays}} nach der Prüfung aus. Alle Einzelheiten finden Sie unter [So funktioniert’s](/content/so-funktionierts).

## Kontakt

Fragen, Lob oder Ideen? Unser Kundenservice ist über das [Kontaktformular](/kontakt) für Sie da. Journalistinnen und Journalisten finden Informationen im [Pressebereich](/content/presse), Unternehmen erfahren mehr über unser [Partnerprogramm](/content/partnerprogramm).`,
  },

  howItWorks: {
    title: "So funktioniert’s",
    description:
      "Gebrauchtes Gerät in vier Schritten verkaufen: Festpreis erhalten, kostenlos mit DHL einsenden, Prüfung, Auszahlung in {{payout.workingDays}}.",
    markdown: `Mit Sellback verkaufen Sie Ihr Gerät in wenigen Minuten. So läuft es vom ersten Klick bis zur Auszahlung ab.

## 1. Angebot erhalten

Suchen Sie Ihr Gerät oder wählen Sie es über eine Kategorie aus. Beantworten Sie ein paar kurze Fragen zum Zustand, etwa zu Display, Gehäuse, Akku und Funktion. Sie sehen sofort ein verbindliches Angebot. Es gilt {{offer.validDays}} Tage, Sie haben also Zeit, in Ruhe zu überlegen.

## 2. Verkauf abschließen

Legen Sie das Gerät in den Warenkorb und geben Sie Ihre Adresse und Ihre Auszahlungsdaten an: SEPA-Überweisung oder PayPal. Ein Kundenkonto brauchen Sie nicht, mit Konto haben Sie aber alle Verkäufe an einem Ort im Blick. Sie erhalten eine Bestätigung per E-Mail mit Ihrer Verkaufsnummer und Ihrem Versandetikett.

## 3. Kostenlos einsenden

Sichern Sie vor dem Versand Ihre Daten, deaktivieren Sie die Aktivierungssperre und setzen Sie das Gerät zurück. Unsere Anleitung [Daten löschen](/content/daten-loeschen) zeigt Ihnen, wie das bei jedem Gerätetyp geht. Verpacken Sie das Gerät sicher (siehe [Verpackungstipps](/content/verpackungstipps)), befestigen Sie das Versandetikett und geben Sie das Paket in einer DHL-Filiale, einem Paketshop oder an einer Packstation ab.

Bitte senden Sie Ihr Gerät innerhalb von {{trade.shippingDays}} Tagen ein. Ist es bis dahin nicht bei uns eingegangen, verfällt der Verkauf.

## 4. Prüfung

Unsere Techniker prüfen jedes Gerät anhand Ihrer Angaben, meist innerhalb von drei Werktagen nach Eingang. Den Stand sehen Sie in Ihrem Kundenkonto oder über den Link in unseren E-Mails.

- **Alles stimmt:** Wir geben Ihre Auszahlung frei.
- **Etwas weicht ab:** Wir eröffnen eine Rückfrage und senden Ihnen unser Prüfergebnis mit einem neuen Angebot. Der Link ist {{clarification.days}} Tage gültig. Nehmen Sie das neue Angebot an, oder wir senden Ihnen das Gerät kostenlos zurück.

## 5. Geld erhalten

Wir zahlen innerhalb von {{payout.workingDays}} nach erfolgreicher Prüfung aus, per SEPA-Überweisung oder PayPal. Eine SEPA-Überweisung ist danach spätestens am Ende des nächsten Werktags bei Ihrer Bank.

## Noch Fragen?

Die häufigsten beantworten wir in unseren [FAQ](/content/faq). Finden Sie dort keine Antwort, [schreiben Sie uns](/kontakt).`,
  },

  packingTips: {
    title: "Verpackungstipps",
    description:
      "So verpacken Sie Ihr Gerät sicher für den kostenlosen DHL-Versand: der richtige Karton, Polsterung, was nicht ins Paket gehört und die Abgabe.",
    markdown: `Ein gut verpacktes Paket kommt sicher an, und wir können Ihnen Ihr Geld schneller auszahlen. Der Versand ist für Sie kostenlos: Mit Ihrer Verkaufsbestätigung erhalten Sie ein Versandetikett für Ihr Paket an unser Lager.

## Vor dem Verpacken

1. Sichern Sie Ihre Daten und löschen Sie das Gerät. Unsere Anleitung [Daten löschen](/content/daten-loeschen) erklärt die Schritte für jeden Gerätetyp.
2. Deaktivieren Sie die Aktivierungssperre („Wo ist?“, Google-Konto, Konsolenkonto).
3. Entnehmen Sie SIM-Karte, Speicherkarten und Discs aus Konsolen oder Laufwerken.
4. Laden Sie Akkus auf etwa 30 bis 50 Prozent. Aufgeblähte oder beschädigte Akkus bitte nicht einsenden, sondern zuerst [Kontakt mit uns aufnehmen](/kontakt).

## Der richtige Karton

- Verwenden Sie einen stabilen Karton, am besten die Originalverpackung in einem Versandkarton.
- Der Karton sollte etwas größer als das Gerät sein, damit rundum Platz für Polsterung bleibt.
- Verwenden Sie keine Briefumschläge, Luftpolstertaschen oder Papiertüten: Sie schützen nicht vor Druck.

## Polstern

1. Wickeln Sie das Gerät in Luftpolsterfolie oder ein weiches Tuch. Displays zeigen zur Polsterung, nie zur Kartonwand.
2. Füllen Sie alle Hohlräume mit zerknülltem Papier, Luftkissen oder Luftpolsterfolie. Schütteln Sie den geschlossenen Karton: Nichts darf sich bewegen.
3. Verpacken Sie mehrere Geräte einzeln, damit sie sich nicht berühren.
4. Setzen Sie bei Objektiven Front- und Rückdeckel auf, bei Kameras den Gehäusedeckel oder ein Objektiv.

## Was ins Paket gehört

- Nur die Geräte, die in Ihrem Verkauf aufgeführt sind.
- Zubehör nur, wenn Sie es bei den Fragen zum Zustand angegeben haben, etwa das Netzteil eines Laptops.
- Ein Ausdruck Ihrer Verkaufsbestätigung hilft uns, ist aber nicht erforderlich.

## Verschließen und abgeben

1. Verschließen Sie den Karton mit kräftigem Paketklebeband entlang aller Kanten.
2. Befestigen Sie das Versandetikett glatt auf der größten Seite. Alte Etiketten und Barcodes entfernen oder überkleben Sie.
3. Geben Sie das Paket in einer DHL-Filiale, einem DHL-Paketshop oder an einer Packstation ab.
4. Bewahren Sie den Einlieferungsbeleg auf, bis Ihr Verkauf abgeschlossen ist.

Geht ein ordnungsgemäß verpacktes Paket auf dem Versandweg verloren oder wird beschädigt, tragen wir das Risiko. Einzelheiten regeln unsere [AGB](/content/agb).`,
  },

  dataErasure: {
    title: "Daten löschen",
    description:
      "Schritt für Schritt: So sichern und löschen Sie iPhone, iPad, Android, Mac, Windows-Laptop, Kamera und Konsole vor dem Verkauf.",
    markdown: `Bevor Sie uns ein Gerät senden, sichern Sie bitte Ihre Daten, melden sich von Ihren Konten ab und setzen es auf die Werkseinstellungen zurück. Das schützt Ihre Privatsphäre und ist Voraussetzung für den Verkauf: Geräte mit aktiver Aktivierungssperre können wir nicht kaufen. Zusätzlich löschen wir jedes Gerät vor der Weiterverwendung mit zertifizierter Software.

## iPhone und iPad

1. Erstellen Sie ein Backup in iCloud oder auf einem Computer.
2. Heben Sie die Kopplung mit einer Apple Watch auf.
3. Öffnen Sie Einstellungen, tippen Sie auf Ihren Namen, dann auf „Wo ist?“ und deaktivieren Sie „Mein iPhone suchen“ beziehungsweise „Mein iPad suchen“. Geben Sie Ihr Apple-Account-Passwort ein.
4. Melden Sie sich von iCloud und dem App Store ab: Einstellungen, Ihr Name, Abmelden.
5. Wählen Sie Einstellungen, Allgemein, „iPhone übertragen/zurücksetzen“ und tippen Sie auf „Alle Inhalte und Einstellungen löschen“.
6. Entnehmen Sie die SIM-Karte; eine eSIM löschen Sie dabei mit.

## Android-Smartphones und -Tablets

1. Sichern Sie Ihre Daten, etwa über Ihr Google-Konto oder die Cloud des Herstellers.
2. Entfernen Sie Ihr Google-Konto: Einstellungen, Konten (oder Passwörter und Konten), Google-Konto auswählen, Konto entfernen. Bei Samsung entfernen Sie auch das Samsung-Konto.
3. Setzen Sie das Gerät zurück: Einstellungen, System, Optionen zum Zurücksetzen, Alle Daten löschen. Bei Samsung: Allgemeine Verwaltung, Zurücksetzen, Auf Werkseinstellungen zurücksetzen.
4. Entnehmen Sie SIM-Karte und Speicherkarte.

Erst wenn das Google-Konto entfernt ist, ist der Schutz vor dem Zurücksetzen aufgehoben.

## Mac

1. Sichern Sie Ihre Daten mit Time Machine oder einem anderen Backup-Programm.
2. Melden Sie sich vom App Store, von Musik und iCloud ab und deaktivieren Sie „Wo ist?“.
3. Auf Macs mit Apple-Chip oder T2-Chip: Systemeinstellungen, Allgemein, Übertragen oder zurücksetzen, „Alle Inhalte und Einstellungen löschen“. Bei älteren Macs löschen Sie das interne Laufwerk im Wiederherstellungsmodus mit dem Festplattendienstprogramm und installieren macOS neu.

## Windows-Laptops

1. Sichern Sie Ihre Dateien auf einem externen Laufwerk oder in der Cloud.
2. Melden Sie sich von Ihrem Microsoft-Konto ab und deaktivieren Sie Softwarelizenzen, die Sie weiter nutzen möchten.
3. Öffnen Sie Einstellungen, System, Wiederherstellung, „Diesen PC zurücksetzen“, wählen Sie „Alles entfernen“ und aktivieren Sie die Option zum Bereinigen des Laufwerks.

## Kameras

1. Kopieren Sie Fotos und Videos auf einen Computer.
2. Formatieren Sie alle Speicherkarten in der Kamera und entnehmen Sie sie. Bitte keine Speicherkarten mitschicken.
3. Setzen Sie im Kameramenü alle Einstellungen zurück (meist „Zurücksetzen“ oder „Initialisieren“) und entfernen Sie gekoppelte Smartphones, WLAN-Netze und Copyright-Angaben.

## Konsolen

- **PlayStation:** Deaktivieren Sie die Konsole in den Einstellungen als primäre PS5 beziehungsweise PS4 und führen Sie dann eine vollständige Zurücksetzung durch (Einstellungen, System, Systemsoftware, Optionen zum Zurücksetzen).
- **Xbox:** Entfernen Sie die Konsole als Home-Xbox und wählen Sie dann Einstellungen, System, Konsoleninfo, Konsole zurücksetzen, „Alles zurücksetzen und entfernen“.
- **Nintendo Switch:** Heben Sie im Nintendo eShop die Registrierung als Hauptkonsole auf, löschen Sie alle Benutzer und wählen Sie in den Systemeinstellungen „Konsole initialisieren“.

## Hilfe

Sind Sie bei einem Schritt unsicher, [schreiben Sie uns](/kontakt). Weitere Antworten finden Sie in unseren [FAQ](/content/faq).`,
  },

  ecoEffect: {
    title: "Unser Öko-Effekt",
    description:
      "Warum gebrauchte Elektronik gut fürs Klima ist: weniger CO2, weniger Rohstoffe, weniger Elektroschrott. Was Ihr Verkauf bewirkt.",
    markdown: `Das umweltfreundlichste Gerät ist eines, das es schon gibt. Jedes Smartphone, jeder Laptop und jede Kamera, die Sie uns verkaufen, wird weiter genutzt, statt durch ein neu produziertes Gerät ersetzt zu werden oder im Elektroschrott zu landen.

## Die Herstellung wiegt am schwersten

Bei den meisten Elektronikgeräten entsteht der weitaus größte Teil der Treibhausgasemissionen bei der Herstellung, oft rund 70 bis 80 Prozent der Emissionen über die gesamte Lebensdauer. Ein neues Smartphone verursacht in der Produktion typischerweise mehrere Dutzend Kilogramm CO2-Äquivalente, ein neuer Laptop deutlich über hundert. Auch der Abbau und die Aufbereitung von Rohstoffen wie Kobalt, Lithium, Kupfer und Gold verbrauchen viel Energie und Wasser.

Ersetzt ein gebrauchtes Gerät ein neues, wird der Großteil dieser Emissionen vermieden. Studien zu aufbereiteter Elektronik schätzen die Einsparung meist auf 50 bis 90 Prozent gegenüber einem Neukauf. Die genauen Werte hängen vom Gerät, von der Nutzungsdauer und vom Aufwand der Aufbereitung ab.

## Weniger Elektroschrott

Weltweit fallen jedes Jahr mehr als 60 Millionen Tonnen Elektroschrott an, und nur ein kleiner Teil davon wird ordnungsgemäß gesammelt und recycelt. Gleichzeitig liegen Schätzungen zufolge in europäischen Haushalten Hunderte Millionen ungenutzte Handys in Schubladen. Jedes Gerät, das einen neuen Besitzer findet, hält wertvolle Materialien im Kreislauf.

## Was mit Ihrem Gerät passiert

- **Weiterverwendung:** Die meisten Geräte werden nach professioneller Aufbereitung und zertifizierter Datenlöschung weiterverkauft.
- **Reparatur:** Defekte Geräte werden, wo möglich, repariert oder liefern Ersatzteile für andere Reparaturen.
- **Recycling:** Nicht mehr nutzbare Geräte gehen an zertifizierte Recyclingpartner, die die Rohstoffe zurückgewinnen.

## Was Sie tun können

- Verkaufen Sie ungenutzte Geräte früh, solange sie noch gefragt sind und mehr wert sind.
- Senden Sie Zubehör nur mit, wenn wir danach fragen. Ladegeräte und Kabel, die Sie behalten, können Ihr nächstes Gerät versorgen.
- Erzählen Sie es weiter: Gemeinsam halten wir mehr Geräte im Umlauf.

Die Zahlen auf dieser Seite sind allgemeine Schätzungen aus öffentlich zugänglichen Studien und keine Berechnung für Ihr einzelnes Gerät.

Bereit, Ihrem Gerät ein zweites Leben zu schenken? Lesen Sie, [wie es funktioniert](/content/so-funktionierts), oder erfahren Sie mehr [über uns](/content/ueber-uns).`,
  },

  press: {
    title: "Presse",
    description:
      "Presseinformationen zu Sellback: Unternehmensfakten, Kernbotschaften, Bildmaterial und Ansprechpartner für Journalistinnen und Journalisten.",
    markdown: `Willkommen im Pressebereich von Sellback. Hier finden Sie Fakten zu unserem Unternehmen, zu unseren Leistungen und unsere Ansprechpartner für die Presse.

## Sellback auf einen Blick

- Ankaufservice für gebrauchte Elektronik: Smartphones, Tablets, Laptops, Kameras, Objektive, Konsolen und Monitore
- Gegründet 2016 in Berlin
- Aktiv in Deutschland, Österreich, Spanien, Frankreich und Italien sowie mit einer internationalen englischsprachigen Edition
- Mehr als 120 Beschäftigte, eigenes Prüfzentrum
- Auszahlung per SEPA-Überweisung oder PayPal innerhalb von {{payout.workingDays}} nach der Prüfung

## Was uns auszeichnet

- **Festpreis in zwei Minuten:** Kundinnen und Kunden beantworten ein paar Fragen und erhalten ein verbindliches Angebot, das {{offer.validDays}} Tage gilt.
- **Kostenloser Versand:** Zu jedem Verkauf gehört ein Versandetikett für das Paket.
- **Transparente Prüfung:** Weicht ein Gerät von der Beschreibung ab, gibt es ein begründetes neues Angebot oder die kostenlose Rücksendung.
- **Datenschutz:** Jedes Gerät wird vor der Weiterverwendung mit zertifizierter Software gelöscht.
- **Kreislaufwirtschaft:** Weiter genutzte Geräte sparen Ressourcen und vermeiden Elektroschrott, wie wir auf unserer Seite [Öko-Effekt](/content/oeko-effekt) erklären.

## Themen, zu denen wir gerne Auskunft geben

- Was gebrauchte Geräte wert sind und wie sich Preise über die Lebensdauer entwickeln
- Datensicherheit beim Verkauf von Elektronik
- Weiterverwendung, Aufbereitung und das Recht auf Reparatur
- Ankaufprogramme mit dem Handel (siehe unser [Partnerprogramm](/content/partnerprogramm))

## Pressematerial

Unser Pressepaket enthält Logos, Fotos aus unserem Prüfzentrum und Porträts der Geschäftsführung. Auf Anfrage senden wir es Ihnen gerne zu, ebenso aktuelle Zahlen und Interviewpartner.

## Pressekontakt

**{{company.name}}**, Unternehmenskommunikation, {{company.address}}

- E-Mail: {{company.pressEmail}}
- Telefon: {{company.phone}}

Für Kundenanfragen nutzen Sie bitte unser [Kontaktformular](/kontakt). Die Unternehmensangaben finden Sie im [Impressum](/content/impressum).`,
  },

  partnerProgramme: {
    title: "Partnerprogramm",
    description:
      "Mit Sellback verdienen: Provisionen für Websites, Ankauflösungen für Händler und B2B-Ankauf für Unternehmen bis {{business.tradeCap}} je Auftrag.",
    markdown: `Arbeiten Sie mit Sellback zusammen und bieten Sie Ihren Besuchern oder Kunden eine einfache Möglichkeit, gebrauchte Technik zu verkaufen. Unser Partnerprogramm richtet sich an Websites, an den Handel und an Unternehmen.

## Affiliate-Partner

Sie betreiben eine Website, einen Blog, ein Vergleichsportal oder einen YouTube-Kanal rund um Technik? Empfehlen Sie Sellback und erhalten Sie für jeden abgeschlossenen Verkauf eine Provision.

- **Attraktive Provision** für jeden ausgezahlten Verkauf
- **Zuverlässiges Tracking** über etablierte Affiliate-Netzwerke
- **Fertige Werbemittel:** Banner, Textlinks und Deeplinks zu einzelnen Geräten
- **Persönliche Betreuung** durch unser Partnermanagement

Das Tracking startet erst, wenn Besucher eingewilligt haben; Einzelheiten stehen in unserer [Datenschutzerklärung](/content/datenschutz).

## Handelspartner

Bieten Sie Ankauf in Ihrem Geschäft an, online und im Laden, ohne eigene Logistik oder Prüfung aufzubauen.

- **Ankauf-Widget:** Binden Sie unsere Preisberechnung in Ihre Website ein. Ihre Kunden erhalten einen Festpreis, der Verkauf wird Ihnen zugeordnet.
- **Alt gegen Neu:** Ihr Personal nimmt das Altgerät im Laden an und verrechnet den Wert direkt mit dem Neukauf, etwa als Gutschein.
- **Rundum-Service:** Versand, Prüfung, Datenlöschung und Auszahlung übernehmen wir.
- **Auswertungen:** Alle Verkäufe aus Ihrem Kanal auf einen Blick.

## B2B-Ankauf für Unternehmen

Sie möchten Firmenhandys, Laptops oder Monitore nach einem Hardwaretausch verkaufen? Über unser Ankaufsportal für Unternehmen verkaufen Sie mehrere Geräte in einem Auftrag, mit einem Warenwert von bis zu {{business.tradeCap}} je Auftrag. Alle Geräte löschen wir zertifiziert (mehr unter [Daten löschen](/content/daten-loeschen)), auf Wunsch mit Löschnachweis.

## Warum Sellback

- Verbindliche Angebote mit {{offer.validDays}} Tagen Gültigkeit
- Kostenloser DHL-Versand
- Auszahlung innerhalb von {{payout.workingDays}} nach der Prüfung
- Faire, transparente Prüfung

## Partner werden

Schreiben Sie an b2b@sellback.de oder nutzen Sie unser [Kontaktformular](/kontakt) mit dem Betreff „{{contactSubject.topicNotListed}}“. Unser Partnerteam meldet sich innerhalb weniger Werktage. Mehr [über uns](/content/ueber-uns).`,
  },

  faq: {
    title: "Häufige Fragen (FAQ)",
    description:
      "Antworten rund um den Verkauf bei Sellback: Gültigkeit des Angebots, kostenloser Versand, Auszahlung, Prüfung, Aktivierungssperre und Zubehör.",
    markdown: `Hier finden Sie Antworten auf die Fragen, die uns am häufigsten erreichen. Ist Ihre nicht dabei, [schreiben Sie uns](/kontakt).

## Angebot und Verkauf

### Wie lange ist mein Angebot gültig?

Ihr Angebot gilt {{offer.validDays}} Tage. In dieser Zeit können Sie Ihren Verkauf genau zu diesem Preis abschließen. Danach verfällt das Angebot, und Sie können ein neues anfordern. Es kann abweichen, weil sich die Preise für gebrauchte Geräte laufend ändern.

### Brauche ich ein Kundenkonto, um zu verkaufen?

Nein. Sie können als Gast verkaufen und geben nur Ihre E-Mail-Adresse, Ihre Anschrift und Ihre Auszahlungsdaten an. Ein Konto ist freiwillig: Damit behalten Sie alle Verkäufe im Blick, beantworten Rückfragen bequem und verkaufen beim nächsten Mal schneller.

### Kann ich einen Verkauf stornieren?

Ja. Solange Ihr Gerät noch nicht bei uns eingegangen ist, stornieren Sie Ihren Verkauf kostenlos in Ihrem Kundenkonto oder über unser [Kontaktformular](/kontakt).

## Versand

### Kostet der Versand etwas?

Nein. Der Versand ist für Sie kostenlos. Mit Ihrer Verkaufsbestätigung erhalten Sie ein Versandetikett für Ihr Paket an unser Lager. Wie Sie Ihr Gerät sicher verpacken, zeigen unsere [Verpackungstipps](/content/verpackungstipps).

### Wie viel Zeit habe ich für den Versand?

Bitte senden Sie Ihr Gerät möglichst bald ein. Ist es nicht innerhalb von {{trade.shippingDays}} Tagen nach Ihrem Verkauf bei uns eingegangen, verfällt der Verkauf und wird automatisch storniert.

### Muss ich Zubehör mitschicken?

Nur das, was Sie bei den Fragen zum Zustand angegeben haben, zum Beispiel das Netzteil eines Laptops. Fehlt angegebenes Zubehör, passen wir das Angebot gegebenenfalls über eine Rückfrage an. Nicht angegebenes Zubehör erhöht den Preis nicht, und seine Rücksendung können wir nicht garantieren.

## Prüfung und Auszahlung

### Wann bekomme ich mein Geld?

Wir zahlen innerhalb von {{payout.workingDays}} nach erfolgreicher Prüfung aus, per SEPA-Überweisung oder PayPal, je nachdem, was Sie gewählt haben. Eine SEPA-Überweisung ist danach spätestens am Ende des nächsten Werktags bei Ihrer Bank.

### Was passiert, wenn der Zustand von meinen Angaben abweicht?

Wir eröffnen eine Rückfrage: Sie erhalten eine E-Mail mit unserem Prüfergebnis und einem neuen Angebot. Der Link ist {{clarification.days}} Tage gültig. Sie können das neue Angebot annehmen und erhalten Ihr Geld, oder Sie lassen sich das Gerät kostenlos zurücksenden. Antworten Sie nicht innerhalb von {{clarification.days}} Tagen, senden wir das Gerät kostenlos zurück.

### Was passiert, wenn mein Gerät besser erhalten ist als angegeben?

Wir zahlen den Preis, den Sie angenommen haben. Beschreiben Sie Ihr Gerät daher von Anfang an genau, um das beste Angebot zu erhalten.

## Sicherheit und Daten

### Was ist eine Aktivierungssperre und warum muss ich sie deaktivieren?

Eine Aktivierungssperre, etwa Apples „Wo ist?“ oder Googles Schutz vor dem Zurücksetzen, bindet ein Gerät an Ihr Konto. Niemand sonst kann ein gesperrtes Gerät nutzen, deshalb können wir es nicht annehmen. Deaktivieren Sie die Sperre vor dem Versand. Kommt ein Gerät gesperrt bei uns an, bitten wir Sie, die Sperre aus der Ferne aufzuheben; andernfalls senden wir es zurück.

### Muss ich meine Daten löschen?

Ja. Bitte sichern Sie Ihre Daten und setzen Sie das Gerät vor dem Versand zurück. Unsere Anleitung [Daten löschen](/content/daten-loeschen) zeigt, wie das bei Smartphones, Tablets, Laptops, Kameras und Konsolen geht. Zusätzlich löschen wir jedes Gerät vor der Weiterverwendung mit zertifizierter Software.

### Soll ich SIM- und Speicherkarten entnehmen?

Ja. Bitte entnehmen Sie SIM-Karten, Speicherkarten und Discs. Ihre Rücksendung können wir nicht garantieren, und sie können persönliche Daten enthalten.

## Über Sellback

### Wer kauft mein Gerät?

Die Sellback GmbH mit Sitz in Berlin. Mehr erfahren Sie [über uns](/content/ueber-uns) und in unseren [AGB](/content/agb).`,
  },

  accessibility: {
    title: "Erklärung zur Barrierefreiheit",
    description:
      "Unser Anspruch an einen barrierefreien Shop: Ziel WCAG 2.2 AA, was bereits funktioniert, bekannte Einschränkungen und Ihr Feedback.",
    markdown: `Sellback möchte, dass alle Menschen ihre gebrauchten Geräte einfach verkaufen können, unabhängig von einer Behinderung oder der Technik, die sie nutzen. Diese Erklärung gilt für sellback.de.

## Ziel und Stand der Vereinbarkeit

Wir richten uns nach den Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA und setzen damit die Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) um. Unsere Website ist derzeit **weitgehend barrierefrei**: Die meisten Anforderungen sind erfüllt, mit den unten genannten Ausnahmen.

## Was bereits funktioniert

- **Tastatur:** Alle Funktionen, von der Gerätesuche über die Fragen zum Zustand bis zum Bestellvorgang und Kundenkonto, lassen sich allein mit der Tastatur bedienen. Der Fokus ist stets deutlich sichtbar.
- **Screenreader:** Seiten haben aussagekräftige Überschriften, Landmarken und Beschriftungen. Fehler in Formularen werden angesagt und mit dem betroffenen Feld verknüpft. Mit Screenreadern haben wir die Seiten bisher nicht systematisch getestet.
- **Kontrast und Vergrößerung:** Texte und Bedienelemente erfüllen die Kontrastanforderungen. Seiten lassen sich auf 400 Prozent vergrößern und passen sich kleinen Bildschirmen ohne horizontales Scrollen an.
- **Formulare:** Preisberechnung, Bestellvorgang, Kontaktformular und Kontoformulare funktionieren auch ohne JavaScript.
- **Verständliche Sprache:** Wir erklären den Ablauf in kurzen Schritten, etwa unter [So funktioniert’s](/content/so-funktionierts).
- **Kein Zeitdruck:** Angebote gelten {{offer.validDays}} Tage, und Formulare laufen beim Ausfüllen nicht ab.

## Bekannte Einschränkungen

- Die Versandetiketten im PDF-Format sind nicht vollständig barrierefrei. Alle Angaben daraus finden Sie auch in Ihrer Bestätigungs-E-Mail und im Kundenkonto.
- In der Verkaufshistorie des Kundenkontos erfordern breite Tabellen bei sehr starker Vergrößerung horizontales Scrollen. Eine kompaktere Darstellung ist in Arbeit.

## Feedback und Kontakt

Stoßen Sie auf Barrieren oder benötigen Sie Informationen in einem barrierefreien Format? Schreiben Sie uns über das [Kontaktformular](/kontakt) oder per E-Mail an barrierefreiheit@sellback.de. Wir antworten innerhalb von zwei Wochen.

## Schlichtungsverfahren und Marktüberwachung

Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich an die Schlichtungsstelle nach dem Behindertengleichstellungsgesetz (BGG) wenden: Schlichtungsstelle BGG, Mauerstraße 53, 10117 Berlin, www.schlichtungsstelle-bgg.de. Das Verfahren ist kostenlos, und Sie brauchen keinen Rechtsbeistand. Zuständige Marktüberwachungsbehörde ist die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg.

## Über diese Erklärung

Die Erklärung beruht auf einer Selbstbewertung. Geprüft wird automatisch: Unsere Browsertests prüfen jede Seitenvorlage in jeder Länderversion mit axe und schlagen bei schweren Verstößen fehl, sie bedienen Gerätesuche, Fragen zum Zustand, Bestellvorgang und Kundenkonto allein mit der Tastatur, und wir messen die wichtigsten Seiten mit dem Barrierefreiheits-Audit von Lighthouse. Eine externe Prüfung hat noch nicht stattgefunden. Diese Erklärung wurde zuletzt im Januar 2025 überprüft. Weitere Informationen: [FAQ](/content/faq), [Datenschutzerklärung](/content/datenschutz).`,
  },
};
