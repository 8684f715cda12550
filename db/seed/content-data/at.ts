/**
 * Redaktionelle Inhaltsseiten der österreichischen Edition. Betreiber: Sellback Austria GmbH, Wien.
 * Übernimmt die deutschen Texte und ersetzt die Seiten, die in Österreich abweichen:
 * Impressum, AGB (österreichisches Recht, KSchG), Datenschutz (Datenschutzbehörde),
 * Versand mit UPS statt DHL (So funktioniert's, Verpackungstipps, FAQ), Barrierefreiheit
 * (Sozialministeriumservice) und Partnerprogramm (kein B2B-Ankauf in Österreich).
 */
import { content as de } from "./de.ts";
import type { EditionContent } from "./types.ts";

export const content: EditionContent = {
  ...de,

  terms: {
    title: "Allgemeine Geschäftsbedingungen (AGB)",
    description:
      "Die AGB der Sellback Austria GmbH für den Verkauf Ihrer gebrauchten Geräte: Angebot, UPS-Versand, Prüfung, Rückfrage und Auszahlung.",
    markdown: `Diese Allgemeinen Geschäftsbedingungen gelten für jeden Verkauf eines gebrauchten Geräts an uns über sellback.at. Bei Fragen hilft Ihnen unser [Kundenservice](/kontakt) gerne weiter.

## 1. Geltungsbereich und Vertragspartner

1. Diese AGB gelten für alle Verträge, mit denen Sie gebrauchte Elektronikgeräte (Smartphones, Tablets, Laptops, Kameras, Objektive, Konsolen und Monitore) an die {{company.name}}, {{company.street}}, {{company.postalCode}} {{company.city}} („Sellback“, „wir“) verkaufen.
2. Sie gelten für Verbraucher im Sinne des Konsumentenschutzgesetzes (KSchG) ebenso wie für Unternehmer. Für Handelspartner in unserem [Partnerprogramm](/content/partnerprogramm) gelten gesonderte Vereinbarungen.
3. Abweichende Bedingungen des Verkäufers gelten nur, wenn wir ihnen ausdrücklich schriftlich zugestimmt haben.

## 2. Wer an uns verkaufen kann

- Sie müssen volljährig und voll geschäftsfähig sein.
- Sie müssen Eigentümer des Geräts oder zum Verkauf berechtigt sein. Das Gerät muss frei von Rechten Dritter sein: nicht geleast, nicht unter Eigentumsvorbehalt finanziert, nicht als verloren oder gestohlen gemeldet und nicht vom Netzbetreiber gesperrt.
- Wir zahlen auf ein Bankkonto im SEPA-Raum oder auf ein PayPal-Konto aus, das auf Ihren Namen lautet.

## 3. Preisberechnung und Vertragsabschluss

1. Sie wählen Ihr Gerät aus und beantworten die Fragen zum Zustand wahrheitsgemäß. Auf dieser Grundlage berechnen wir einen Kaufpreis (das „Angebot“).
2. An das Angebot sind wir {{offer.validDays}} Tage gebunden, sofern das eingesandte Gerät Ihren Angaben entspricht. Danach verfällt es; eine neue Berechnung kann einen anderen Preis ergeben.
3. Mit dem Abschluss des Bestellvorgangs in der Kassa bieten Sie uns das Gerät zum angebotenen Preis an. Der Vertrag kommt zustande, sobald wir Ihren Verkauf per E-Mail bestätigen. Mit der Bestätigung erhalten Sie Ihre Verkaufsnummer und Ihr Versandetikett.
4. Ein Kundenkonto ist nicht erforderlich. Mit einem Konto können Sie Ihre Verkäufe verfolgen, Rückfragen beantworten und Ihre Auszahlungsdaten speichern.

## 4. Versand

1. Der Versand ist für Sie kostenlos. Mit Ihrer Verkaufsbestätigung erhalten Sie ein Versandetikett für Ihr Paket an unser Lager.
2. Bitte senden Sie Ihr Gerät innerhalb von {{trade.shippingDays}} Tagen nach unserer Bestätigung ein. Verkäufe, deren Gerät nicht innerhalb von {{trade.shippingDays}} Tagen bei uns einlangt, verfallen und werden automatisch storniert.
3. Verpacken Sie das Gerät sicher, wie in unseren [Verpackungstipps](/content/verpackungstipps) beschrieben. Wenn Sie unser Etikett verwenden und das Gerät ordnungsgemäß verpacken, tragen wir die Gefahr des Verlusts oder der Beschädigung auf dem Versandweg. Bewahren Sie den Aufgabebeleg bis zum Abschluss des Verkaufs auf.
4. Senden Sie nur die Geräte ein, die in Ihrem Verkauf angeführt sind. Entnehmen Sie SIM-Karten, Speicherkarten und Datenträger; deren Rücksendung können wir nicht garantieren.

## 5. Prüfung und Rückfrage

1. Wir prüfen jedes Gerät, in der Regel innerhalb von drei Werktagen nach Eingang, anhand Ihrer Angaben.
2. Entspricht das Gerät Ihrer Beschreibung, zahlen wir den vereinbarten Preis.
3. Weichen Zustand, Modell, Speichergröße oder angegebenes Zubehör ab, eröffnen wir eine Rückfrage. Sie erhalten eine E-Mail mit unserem Prüfergebnis und einem neuen Angebot. Der Link zur Rückfrage ist {{clarification.days}} Tage gültig. Sie können das neue Angebot annehmen oder die kostenlose Rücksendung Ihres Geräts verlangen.
4. Antworten Sie nicht innerhalb von {{clarification.days}} Tagen, verfällt die Rückfrage und wir senden Ihnen das Gerät kostenlos zurück.
5. Geräte mit aktiver Aktivierungssperre (zum Beispiel „Wo ist?“ oder Googles Schutz vor dem Zurücksetzen), als gestohlen gemeldete Geräte und Fälschungen können wir nicht annehmen. Eine Aktivierungssperre bitten wir Sie aus der Ferne aufzuheben; ist das nicht möglich, senden wir das Gerät zurück. Als gestohlen gemeldete Geräte übergeben wir der Polizei.

## 6. Auszahlung

1. Wir zahlen den Kaufpreis innerhalb von {{payout.workingDays}} nach erfolgreicher Prüfung oder nach Annahme eines neuen Angebots aus, per SEPA-Überweisung oder PayPal, je nach Ihrer Wahl in der Kassa.
2. Eine SEPA-Überweisung ist spätestens am Ende des Werktags nach unserer Anweisung bei Ihrer Bank.
3. Für korrekte Auszahlungsdaten sind Sie verantwortlich. Bis zur Auszahlung können Sie sie in Ihrem Kundenkonto oder über unser [Kontaktformular](/kontakt) ändern.
4. Ein Gutscheincode und eine laufende Aktion gelten zusammen: Ein Prozent-Gutschein rechnet mit den Angebotspreisen ohne den Bonus der Aktion. Pro Verkauf gilt ein Gutscheincode; gelten für ein Gerät mehrere Aktionen, zählt die mit dem höchsten Bonus.

## 7. Eigentumsübergang

Das Eigentum am Gerät geht mit Zahlung des Kaufpreises auf uns über. Wird ein Gerät an Sie zurückgesandt, bleibt es durchgehend Ihr Eigentum.

## 8. Persönliche Daten auf dem Gerät

Sie sind dafür verantwortlich, Ihre Daten vor dem Versand zu sichern, das Gerät zu löschen und sich von allen Konten abzumelden. Wie das geht, erklärt unsere Anleitung [Daten löschen](/content/daten-loeschen). Vor jeder Weiterverwendung löschen wir zusätzlich jeden Datenträger mit zertifizierter Software; Ihre Inhalte sehen wir nicht ein. Wie wir Ihre personenbezogenen Daten verarbeiten, lesen Sie in unserer [Datenschutzerklärung](/content/datenschutz).

## 9. Stornierung

Sie können einen Verkauf jederzeit kostenlos stornieren, solange Ihr Gerät noch nicht bei uns eingelangt ist, in Ihrem Kundenkonto oder über unseren Kundenservice. Ihre Rechte als Verbraucher nach dem KSchG bleiben unberührt.

## 10. Zusicherungen und Haftung

1. Sie sichern zu, dass Ihre Angaben zum Gerät nach bestem Wissen zutreffen und das Gerät frei von Rechten Dritter ist.
2. Wir haften für Schäden bei Vorsatz und grober Fahrlässigkeit. Gegenüber Verbrauchern haften wir darüber hinaus nach den zwingenden Bestimmungen des KSchG, insbesondere bei Personenschäden auch für leichte Fahrlässigkeit. Ansprüche nach dem Produkthaftungsgesetz bleiben unberührt.

## 11. Anwendbares Recht, Gerichtsstand und Streitbeilegung

1. Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts. Bei Verbrauchern gilt diese Rechtswahl nur, soweit dadurch nicht zwingende Schutzvorschriften des Staates entzogen werden, in dem sie ihren gewöhnlichen Aufenthalt haben.
2. Für Klagen gegen Verbraucher, die in Österreich ihren Wohnsitz, gewöhnlichen Aufenthalt oder Ort der Beschäftigung haben, ist nach § 14 KSchG nur das Gericht zuständig, in dessen Sprengel einer dieser Orte liegt.
3. Bitte wenden Sie sich bei Problemen zuerst an uns. Sie können sich außerdem kostenlos an die Internet Ombudsstelle (www.ombudsstelle.at) wenden; an deren Schlichtungsverfahren nehmen wir teil.

## 12. Schlussbestimmungen

Vertragssprache ist Deutsch. Wir speichern den Vertragstext und senden Ihnen die Einzelheiten Ihres Verkaufs per E-Mail. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.

Stand: Jänner 2025`,
  },

  privacy: {
    title: "Datenschutzerklärung",
    description:
      "Wie die Sellback Austria GmbH Ihre Daten beim Geräteverkauf verarbeitet: Zwecke, Rechtsgrundlagen, Empfänger, Cookies, Speicherdauer, Ihre Rechte.",
    markdown: `Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Hier erfahren Sie, welche Daten wir verarbeiten, wenn Sie sellback.at nutzen und uns ein Gerät verkaufen, warum wir das tun und welche Rechte Sie nach der Datenschutz-Grundverordnung (DSGVO) und dem österreichischen Datenschutzgesetz (DSG) haben.

## Verantwortlicher

{{company.name}}, {{company.address}}, E-Mail {{company.email}}. Weitere Angaben finden Sie in unserem [Impressum](/content/impressum).

Unseren Datenschutzbeauftragten erreichen Sie unter {{company.privacyEmail}} oder per Post an die obige Anschrift mit dem Vermerk „Datenschutzbeauftragter“.

## Welche Daten wir verarbeiten und warum

### Preisberechnung

Wenn Sie ein Gerät auswählen und die Fragen zum Zustand beantworten, verarbeiten wir nur Angaben zum Gerät. Ein Angebot erhalten Sie ohne Angabe personenbezogener Daten.

### Ihr Verkauf

Für die Abwicklung verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Anschrift, optional Ihre Telefonnummer, die Angaben zu Ihrem Gerät (einschließlich Seriennummer oder IMEI) und Ihre Auszahlungsdaten (IBAN und Kontoinhaber oder PayPal-E-Mail-Adresse). Rechtsgrundlage ist die Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).

### Kundenkonto

Ein Kundenkonto ist freiwillig. Legen Sie eines an, speichern wir zusätzlich Ihre Zugangsdaten und Ihre Verkaufshistorie, damit Sie Ihre Verkäufe verfolgen und Rückfragen beantworten können. Passwörter speichern wir ausschließlich als sicheren Hash. Sie können Ihr Konto jederzeit in den Kontoeinstellungen löschen.

### Betrugsprävention und gesetzliche Pflichten

{{if.registerCheck}}Wir prüfen die IMEI jedes eingesandten Geräts (bei Smartphones und Tablets mit Mobilfunk), um gestohlene, verlorene oder vom Netzbetreiber gesperrte Geräte zu erkennen. Dafür übermitteln wir nur diese Nummer, ohne Ihren Namen, an {{company.imeiCheckProvider}}, der sie mit Registern verlorener und gestohlener Geräte abgleicht. {{end.registerCheck}}Außerdem führen wir die gesetzlich vorgeschriebenen Aufzeichnungen. Rechtsgrundlagen sind unser berechtigtes Interesse an der Verhinderung von Betrug (Art. 6 Abs. 1 lit. f DSGVO) und gesetzliche Pflichten (Art. 6 Abs. 1 lit. c DSGVO).

### Kontaktaufnahme

Wenn Sie uns über das [Kontaktformular](/kontakt) oder per E-Mail schreiben, verarbeiten wir Ihre Nachricht und Kontaktdaten, um Ihr Anliegen zu beantworten (Art. 6 Abs. 1 lit. b oder f DSGVO).

### Newsletter

Unseren Newsletter versenden wir nur, nachdem Sie Ihre Adresse bestätigt haben (Double-Opt-in), auf Grundlage Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 174 TKG 2021). Jeder Newsletter enthält einen Abmeldelink.

### Server-Logfiles und Sicherheit

Beim Besuch unserer Website speichern unsere Server technische Daten wie IP-Adresse, Zeitpunkt und aufgerufene Seite zu Sicherheitszwecken. Diese Logfiles löschen wir nach 14 Tagen (Art. 6 Abs. 1 lit. f DSGVO).

## Cookies und ähnliche Technologien

- **Technisch notwendig:** nach der Anmeldung zwei Anmelde-Cookies (httpOnly und secure): eines gilt {{session.accessMinutes}} Minuten und wird dabei laufend erneuert, das andere endet, wenn Sie den Browser schließen, spätestens nach {{session.loginHours}} Stunden; wählen Sie „Angemeldet bleiben“, gilt es {{session.rememberDays}} Tage, ein Sprachcookie ({{cookie.localeDays}} Tage) sowie Ihr Warenkorb und Ihre Cookie-Auswahl im lokalen Speicher Ihres Browsers. Dafür ist keine Einwilligung nötig (§ 165 Abs. 3 TKG 2021).
- **Analyse und Personalisierung:** setzen wir nur ein, nachdem Sie im Cookie-Banner eingewilligt haben (§ 165 Abs. 3 TKG 2021, Art. 6 Abs. 1 lit. a DSGVO).
- **Partner-Tracking:** Kommen Sie über den Link eines Partners zu uns, ermöglicht ein Cookie mit einer zufälligen Kennung (Laufzeit {{cookie.partnerDays}} Tage), dem Partner Ihren Verkauf zuzuordnen. Auch dieses Cookie setzen wir nur mit Ihrer Einwilligung.

Ihre Einwilligung können Sie jederzeit über die Cookie-Einstellungen in der Fußzeile ändern oder widerrufen.

## Daten auf Ihren Geräten

Auf die Inhalte der Geräte, die Sie uns senden, greifen wir nicht zu. Wir löschen jeden Datenträger vor einer Weiterverwendung mit zertifizierter Software. Bitte löschen Sie Ihre Geräte trotzdem selbst, wie in unserer Anleitung [Daten löschen](/content/daten-loeschen) beschrieben.

## Empfänger

Wir geben Daten nur weiter, soweit es erforderlich ist:

- **Versanddienstleister:** UPS erhält Ihren Namen und Ihre Anschrift zur Erstellung des Versandetiketts.
- **Zahlungsdienstleister:** unsere Bank für SEPA-Überweisungen, für PayPal-Auszahlungen die PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg.
- **Konzerngesellschaft:** die Sellback GmbH, Berlin, betreibt für uns das Prüfzentrum und die IT als Auftragsverarbeiterin.
- **Dienstleister:** Hosting, E-Mail-Versand und IT-Support, gebunden durch Verträge zur Auftragsverarbeitung und mit Sitz in der EU.
- **Affiliate-Netzwerke:** nur mit Ihrer Einwilligung und nur ein Verweis auf den abgeschlossenen Verkauf.
- **Behörden:** soweit wir gesetzlich dazu verpflichtet sind, etwa bei einem als gestohlen gemeldeten Gerät.

Werden Daten in ein Land außerhalb des Europäischen Wirtschaftsraums übermittelt, stellen wir ein angemessenes Schutzniveau sicher, etwa durch einen Angemessenheitsbeschluss oder die EU-Standardvertragsklauseln.

## Speicherdauer

Daten zu Verkäufen speichern wir, solange es für die Vertragsabwicklung nötig ist, und danach für die unternehmens- und steuerrechtlichen Aufbewahrungsfristen. Von jedem ausgezahlten Verkauf bewahren wir die Aufzeichnungen auf, die wir als Händler mit gebrauchten Waren führen müssen: Ihren Namen und Ihre Anschrift, die Geräte mit IMEI oder Seriennummer und die gezahlten Beträge. Diese Aufzeichnungen speichern wir getrennt von Ihrem Kundenkonto; sie bleiben auch nach dessen Löschung erhalten und werden {{sellerRecords.retentionYears}} Jahre nach dem Ende des Kalenderjahres der Auszahlung automatisch gelöscht ({{sellerRecords.legalBasis}}; Art. 6 Abs. 1 lit. c DSGVO). Kontodaten löschen wir, wenn Sie Ihr Konto löschen; Ihre Verkäufe bleiben dann anonymisiert für die Buchhaltung erhalten. Nachrichten über das Kontaktformular löschen wir automatisch {{contact.retentionYears}} Jahre nach ihrem Eingang.

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

Wenn Sie der Ansicht sind, dass wir Ihre Daten nicht rechtmäßig verarbeiten, können Sie sich bei der Aufsichtsbehörde beschweren. In Österreich ist das die zuständige Datenschutzbehörde: {{company.dataProtectionAuthority}}, www.dsb.gv.at.

## Änderungen

Wir passen diese Datenschutzerklärung an, wenn sich unsere Leistungen oder die Rechtslage ändern. Die aktuelle Fassung finden Sie immer auf dieser Seite. Unsere Vertragsbedingungen finden Sie in den [AGB](/content/agb).

Stand: Jänner 2025`,
  },

  imprint: {
    title: "Impressum",
    description:
      "Informationen gemäß § 5 ECG und § 25 MedienG zur Sellback Austria GmbH, Wien: Anschrift, Firmenbuch, UID-Nummer, Gewerbebehörde, Kontakt.",
    markdown: `## Informationen gemäß § 5 ECG und § 14 UGB

**{{company.name}}**, {{company.address}}

## Geschäftsführung

{{company.managingDirectors}}

## Kontakt

- Telefon: {{company.phone}}
- E-Mail: {{company.email}}
- Kontaktformular: [Schreiben Sie uns](/kontakt)

## Firmenbuch und Steuern

- Firmenbuchnummer: {{company.registerNumber}}
- Firmenbuchgericht: {{company.registerCourt}}
- UID-Nummer: {{company.vatId}}

## Gewerbe und Behörde

- Unternehmensgegenstand: An- und Verkauf gebrauchter Elektronikgeräte
- Gewerbeberechtigung: Handelsgewerbe
- Gewerbebehörde: {{company.supervisoryAuthority}}
- Kammerzugehörigkeit: Wirtschaftskammer Wien, Sparte Handel
- Anwendbare Rechtsvorschrift: Gewerbeordnung, abrufbar unter www.ris.bka.gv.at

## Offenlegung gemäß § 25 Mediengesetz

Medieninhaberin: {{company.name}}, {{company.address}}. Alleingesellschafterin: {{parent.name}}, {{parent.address}}. Grundlegende Richtung: Information über den Ankauf gebrauchter Elektronikgeräte.

## Streitbeilegung

Bei Problemen [kontaktieren Sie uns](/kontakt) bitte zuerst direkt. Sie können sich außerdem kostenlos an die Internet Ombudsstelle wenden (www.ombudsstelle.at); an deren Schlichtungsverfahren nehmen wir teil.

## Haftung für Inhalte und Links

Wir erstellen die Inhalte dieser Website mit großer Sorgfalt, können aber keine Gewähr für Vollständigkeit und Aktualität übernehmen. Für Inhalte verlinkter externer Websites ist der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir solche Links umgehend.

## Urheberrecht

Texte, Bilder und Grafiken dieser Website sind urheberrechtlich geschützt. Jede Verwertung außerhalb der Grenzen des Urheberrechts bedarf unserer vorherigen schriftlichen Zustimmung.

Weitere Informationen: [Datenschutzerklärung](/content/datenschutz), [AGB](/content/agb), [Presse](/content/presse).`,
  },

  howItWorks: {
    title: "So funktioniert’s",
    description:
      "Gebrauchtes Gerät in vier Schritten verkaufen: Festpreis erhalten, kostenlos mit UPS einsenden, Prüfung, Auszahlung in {{payout.workingDays}}.",
    markdown: `Mit Sellback verkaufen Sie Ihr Gerät in wenigen Minuten. So läuft es vom ersten Klick bis zur Auszahlung ab.

## 1. Angebot erhalten

Suchen Sie Ihr Gerät oder wählen Sie es über eine Kategorie aus. Beantworten Sie ein paar kurze Fragen zum Zustand, etwa zu Display, Gehäuse, Akku und Funktion. Sie sehen sofort ein verbindliches Angebot. Es gilt {{offer.validDays}} Tage, Sie haben also Zeit, in Ruhe zu überlegen.

## 2. Verkauf abschließen

Legen Sie das Gerät in den Warenkorb und geben Sie in der Kassa Ihre Adresse und Ihre Auszahlungsdaten an: SEPA-Überweisung oder PayPal. Ein Kundenkonto brauchen Sie nicht, mit Konto haben Sie aber alle Verkäufe an einem Ort im Blick. Sie erhalten eine Bestätigung per E-Mail mit Ihrer Verkaufsnummer und Ihrem Versandetikett.

## 3. Kostenlos einsenden

Sichern Sie vor dem Versand Ihre Daten, deaktivieren Sie die Aktivierungssperre und setzen Sie das Gerät zurück. Unsere Anleitung [Daten löschen](/content/daten-loeschen) zeigt Ihnen, wie das bei jedem Gerätetyp geht. Verpacken Sie das Gerät sicher (siehe [Verpackungstipps](/content/verpackungstipps)), befestigen Sie das Versandetikett und geben Sie das Paket bei einem UPS Access Point ab, oder vereinbaren Sie eine Abholung durch UPS.

Bitte senden Sie Ihr Gerät innerhalb von {{trade.shippingDays}} Tagen ein. Ist es bis dahin nicht bei uns eingelangt, verfällt der Verkauf.

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
      "So verpacken Sie Ihr Gerät sicher für den kostenlosen UPS-Versand: der richtige Karton, Polsterung, was nicht ins Paket gehört und die Aufgabe.",
    markdown: `Ein gut verpacktes Paket kommt sicher an, und wir können Ihnen Ihr Geld schneller auszahlen. Der Versand ist für Sie kostenlos: Mit Ihrer Verkaufsbestätigung erhalten Sie ein Versandetikett für Ihr Paket an unser Lager.

## Vor dem Verpacken

1. Sichern Sie Ihre Daten und löschen Sie das Gerät. Unsere Anleitung [Daten löschen](/content/daten-loeschen) erklärt die Schritte für jeden Gerätetyp.
2. Deaktivieren Sie die Aktivierungssperre („Wo ist?“, Google-Konto, Konsolenkonto).
3. Entnehmen Sie SIM-Karte, Speicherkarten und Discs aus Konsolen oder Laufwerken.
4. Laden Sie Akkus auf etwa 30 bis 50 Prozent. Aufgeblähte oder beschädigte Akkus bitte nicht einsenden, sondern zuerst [Kontakt mit uns aufnehmen](/kontakt).

## Der richtige Karton

- Verwenden Sie einen stabilen Karton, am besten die Originalverpackung in einem Versandkarton.
- Der Karton sollte etwas größer als das Gerät sein, damit rundum Platz für Polsterung bleibt.
- Verwenden Sie keine Kuverts, Luftpolstertaschen oder Papiersackerl: Sie schützen nicht vor Druck.

## Polstern

1. Wickeln Sie das Gerät in Luftpolsterfolie oder ein weiches Tuch. Displays zeigen zur Polsterung, nie zur Kartonwand.
2. Füllen Sie alle Hohlräume mit zerknülltem Papier, Luftpolstern oder Luftpolsterfolie. Schütteln Sie den geschlossenen Karton: Nichts darf sich bewegen.
3. Verpacken Sie mehrere Geräte einzeln, damit sie sich nicht berühren.
4. Setzen Sie bei Objektiven Front- und Rückdeckel auf, bei Kameras den Gehäusedeckel oder ein Objektiv.

## Was ins Paket gehört

- Nur die Geräte, die in Ihrem Verkauf angeführt sind.
- Zubehör nur, wenn Sie es bei den Fragen zum Zustand angegeben haben, etwa das Netzteil eines Laptops.
- Ein Ausdruck Ihrer Verkaufsbestätigung hilft uns, ist aber nicht erforderlich.

## Verschließen und aufgeben

1. Verschließen Sie den Karton mit kräftigem Paketklebeband entlang aller Kanten.
2. Befestigen Sie das Versandetikett glatt auf der größten Seite. Alte Etiketten und Barcodes entfernen oder überkleben Sie.
3. Geben Sie das Paket bei einem UPS Access Point ab oder vereinbaren Sie eine Abholung durch UPS. Die nächstgelegenen Abgabestellen finden Sie auf der Website von UPS.
4. Bewahren Sie den Aufgabebeleg auf, bis Ihr Verkauf abgeschlossen ist.

Geht ein ordnungsgemäß verpacktes Paket auf dem Versandweg verloren oder wird es beschädigt, tragen wir die Gefahr. Einzelheiten regeln unsere [AGB](/content/agb).`,
  },

  partnerProgramme: {
    title: "Partnerprogramm",
    description:
      "Mit Sellback verdienen: Provisionen für Websites und Blogs sowie Ankauflösungen für den Handel in Österreich. Jetzt Partner werden.",
    markdown: `Arbeiten Sie mit Sellback zusammen und bieten Sie Ihren Besucherinnen, Besuchern oder Kunden eine einfache Möglichkeit, gebrauchte Technik zu verkaufen. Unser Partnerprogramm richtet sich an Websites und an den Handel.

## Affiliate-Partner

Sie betreiben eine Website, einen Blog, ein Vergleichsportal oder einen YouTube-Kanal rund um Technik? Empfehlen Sie Sellback und erhalten Sie für jeden abgeschlossenen Verkauf eine Provision.

- **Attraktive Provision** für jeden ausgezahlten Verkauf
- **Zuverlässiges Tracking** über etablierte Affiliate-Netzwerke
- **Fertige Werbemittel:** Banner, Textlinks und Deeplinks zu einzelnen Geräten
- **Persönliche Betreuung** durch unser Partnermanagement in Wien

Das Tracking startet erst, wenn Besucher eingewilligt haben; Einzelheiten stehen in unserer [Datenschutzerklärung](/content/datenschutz).

## Handelspartner

Bieten Sie Ankauf in Ihrem Geschäft an, online und im Laden, ohne eigene Logistik oder Prüfung aufzubauen.

- **Ankauf-Widget:** Binden Sie unsere Preisberechnung in Ihre Website ein. Ihre Kundschaft erhält einen Festpreis, der Verkauf wird Ihnen zugeordnet.
- **Alt gegen Neu:** Ihr Personal nimmt das Altgerät im Geschäft an und rechnet den Wert direkt auf den Neukauf an.
- **Rundum-Service:** Versand, Prüfung, Datenlöschung und Auszahlung übernehmen wir.

Unsere Lösungen für den Handel starten zuerst in Deutschland; für Österreich nehmen wir Interessenten bereits jetzt auf. Einen B2B-Ankauf für größere Mengen bieten wir derzeit nur in Deutschland an.

## Warum Sellback

- Verbindliche Angebote mit {{offer.validDays}} Tagen Gültigkeit
- Kostenloser Versand mit UPS
- Auszahlung innerhalb von {{payout.workingDays}} nach der Prüfung
- Zertifizierte Datenlöschung für jedes Gerät ([mehr dazu](/content/daten-loeschen))

## Partner werden

Erzählen Sie uns über das [Kontaktformular](/kontakt) mit dem Betreff „{{contactSubject.topicNotListed}}“ von Ihrer Website oder Ihrem Unternehmen. Unser Partnerteam meldet sich innerhalb weniger Werktage. Mehr [über uns](/content/ueber-uns).`,
  },

  faq: {
    title: "Häufige Fragen (FAQ)",
    description:
      "Antworten rund um den Verkauf bei Sellback: Gültigkeit des Angebots, kostenloser UPS-Versand, Auszahlung, Prüfung, Aktivierungssperre, Zubehör.",
    markdown: `Hier finden Sie Antworten auf die Fragen, die uns am häufigsten erreichen. Ist Ihre nicht dabei, [schreiben Sie uns](/kontakt).

## Angebot und Verkauf

### Wie lange ist mein Angebot gültig?

Ihr Angebot gilt {{offer.validDays}} Tage. In dieser Zeit können Sie Ihren Verkauf genau zu diesem Preis abschließen. Danach verfällt das Angebot, und Sie können ein neues anfordern. Es kann abweichen, weil sich die Preise für gebrauchte Geräte laufend ändern.

### Brauche ich ein Kundenkonto, um zu verkaufen?

Nein. Sie können als Gast verkaufen und geben nur Ihre E-Mail-Adresse, Ihre Anschrift und Ihre Auszahlungsdaten an. Ein Konto ist freiwillig: Damit behalten Sie alle Verkäufe im Blick, beantworten Rückfragen bequem und verkaufen beim nächsten Mal schneller.

### Kann ich einen Verkauf stornieren?

Ja. Solange Ihr Gerät noch nicht bei uns eingelangt ist, stornieren Sie Ihren Verkauf kostenlos in Ihrem Kundenkonto oder über unser [Kontaktformular](/kontakt).

## Versand

### Kostet der Versand etwas?

Nein. Der Versand ist für Sie kostenlos. Mit Ihrer Verkaufsbestätigung erhalten Sie ein Versandetikett für Ihr Paket an unser Lager. Sie geben das Paket bei einem UPS Access Point ab oder lassen es abholen. Wie Sie Ihr Gerät sicher verpacken, zeigen unsere [Verpackungstipps](/content/verpackungstipps).

### Wie viel Zeit habe ich für den Versand?

Bitte senden Sie Ihr Gerät möglichst bald ein. Ist es nicht innerhalb von {{trade.shippingDays}} Tagen nach Ihrem Verkauf bei uns eingelangt, verfällt der Verkauf und wird automatisch storniert.

### Muss ich Zubehör mitschicken?

Nur das, was Sie bei den Fragen zum Zustand angegeben haben, zum Beispiel das Netzteil eines Laptops. Fehlt angegebenes Zubehör, passen wir das Angebot gegebenenfalls über eine Rückfrage an. Nicht angegebenes Zubehör erhöht den Preis nicht, und seine Rücksendung können wir nicht garantieren.

## Prüfung und Auszahlung

### Wann bekomme ich mein Geld?

Wir zahlen innerhalb von {{payout.workingDays}} nach erfolgreicher Prüfung aus, per SEPA-Überweisung oder PayPal, je nachdem, was Sie gewählt haben. Eine SEPA-Überweisung ist danach spätestens am Ende des nächsten Werktags bei Ihrer Bank.

### Was passiert, wenn der Zustand von meinen Angaben abweicht?

Wir eröffnen eine Rückfrage: Sie erhalten eine E-Mail mit unserem Prüfergebnis und einem neuen Angebot. Der Link ist {{clarification.days}} Tage gültig. Sie können das neue Angebot annehmen und erhalten Ihr Geld, oder Sie lassen sich das Gerät kostenlos zurückschicken. Antworten Sie nicht innerhalb von {{clarification.days}} Tagen, senden wir das Gerät kostenlos zurück.

### Was passiert, wenn mein Gerät besser erhalten ist als angegeben?

Wir zahlen den Preis, den Sie angenommen haben. Beschreiben Sie Ihr Gerät daher von Anfang an genau, um das beste Angebot zu erhalten.

## Sicherheit und Daten

### Was ist eine Aktivierungssperre und warum muss ich sie deaktivieren?

Eine Aktivierungssperre, etwa Apples „Wo ist?“ oder Googles Schutz vor dem Zurücksetzen, bindet ein Gerät an Ihr Konto. Niemand sonst kann ein gesperrtes Gerät nutzen, deshalb können wir es nicht annehmen. Deaktivieren Sie die Sperre vor dem Versand. Langt ein Gerät gesperrt bei uns ein, bitten wir Sie, die Sperre aus der Ferne aufzuheben; andernfalls senden wir es zurück.

### Muss ich meine Daten löschen?

Ja. Bitte sichern Sie Ihre Daten und setzen Sie das Gerät vor dem Versand zurück. Unsere Anleitung [Daten löschen](/content/daten-loeschen) zeigt, wie das bei Smartphones, Tablets, Laptops, Kameras und Konsolen geht. Zusätzlich löschen wir jedes Gerät vor der Weiterverwendung mit zertifizierter Software.

### Soll ich SIM- und Speicherkarten entnehmen?

Ja. Bitte entnehmen Sie SIM-Karten, Speicherkarten und Discs. Ihre Rücksendung können wir nicht garantieren, und sie können persönliche Daten enthalten.

## Über Sellback

### Wer kauft mein Gerät?

Die Sellback Austria GmbH mit Sitz in Wien. Mehr erfahren Sie [über uns](/content/ueber-uns) und in unseren [AGB](/content/agb).`,
  },

  accessibility: {
    title: "Erklärung zur Barrierefreiheit",
    description:
      "Unser Anspruch an einen barrierefreien Shop: Ziel WCAG 2.2 AA, was bereits funktioniert, bekannte Einschränkungen, Feedback und Schlichtung.",
    markdown: `Sellback möchte, dass alle Menschen ihre gebrauchten Geräte einfach verkaufen können, unabhängig von einer Behinderung oder der Technik, die sie nutzen. Diese Erklärung gilt für sellback.at.

## Ziel und Stand der Vereinbarkeit

Wir richten uns nach den Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA und setzen damit die Anforderungen des Barrierefreiheitsgesetzes (BaFG) um. Unsere Website ist derzeit **weitgehend barrierefrei**: Die meisten Anforderungen sind erfüllt, mit den unten angeführten Ausnahmen.

## Was bereits funktioniert

- **Tastatur:** Alle Funktionen, von der Gerätesuche über die Fragen zum Zustand bis zur Kassa und zum Kundenkonto, lassen sich allein mit der Tastatur bedienen. Der Fokus ist stets deutlich sichtbar.
- **Screenreader:** Seiten haben aussagekräftige Überschriften, Landmarken und Beschriftungen. Fehler in Formularen werden angesagt und mit dem betroffenen Feld verknüpft. Mit Screenreadern haben wir die Seiten bisher nicht systematisch getestet.
- **Kontrast und Vergrößerung:** Texte und Bedienelemente erfüllen die Kontrastanforderungen. Seiten lassen sich auf 400 Prozent vergrößern und passen sich kleinen Bildschirmen ohne horizontales Scrollen an.
- **Formulare:** Preisberechnung, Kassa, Kontaktformular und Kontoformulare funktionieren auch ohne JavaScript.
- **Verständliche Sprache:** Wir erklären den Ablauf in kurzen Schritten, etwa unter [So funktioniert’s](/content/so-funktionierts).
- **Kein Zeitdruck:** Angebote gelten {{offer.validDays}} Tage, und Formulare laufen beim Ausfüllen nicht ab.

## Bekannte Einschränkungen

- Die Versandetiketten im PDF-Format sind nicht vollständig barrierefrei. Alle Angaben daraus finden Sie auch in Ihrer Bestätigungs-E-Mail und im Kundenkonto.
- In der Verkaufshistorie des Kundenkontos erfordern breite Tabellen bei sehr starker Vergrößerung horizontales Scrollen. Eine kompaktere Darstellung ist in Arbeit.

## Feedback und Kontakt

Stoßen Sie auf Barrieren oder benötigen Sie Informationen in einem barrierefreien Format? Schreiben Sie uns über das [Kontaktformular](/kontakt) oder per E-Mail an barrierefreiheit@sellback.at. Wir antworten innerhalb von zwei Wochen.

## Schlichtung und Marktüberwachung

Sind Sie mit unserer Antwort nicht zufrieden, können Sie beim Sozialministeriumservice ein kostenloses Schlichtungsverfahren nach dem Bundes-Behindertengleichstellungsgesetz beantragen (www.sozialministeriumservice.at). Das Sozialministeriumservice ist auch die zuständige Marktüberwachungsbehörde nach dem Barrierefreiheitsgesetz. Unterstützung bietet außerdem die Behindertenanwaltschaft (www.behindertenanwalt.gv.at).

## Über diese Erklärung

Die Erklärung beruht auf einer Selbstbewertung. Geprüft wird automatisch: Unsere Browsertests prüfen jede Seitenvorlage in jeder Länderversion mit axe und schlagen bei schweren Verstößen fehl, sie bedienen Gerätesuche, Fragen zum Zustand, Kassa und Kundenkonto allein mit der Tastatur, und wir messen die wichtigsten Seiten mit dem Barrierefreiheits-Audit von Lighthouse. Eine externe Prüfung hat noch nicht stattgefunden. Diese Erklärung wurde zuletzt im Jänner 2025 überprüft. Weitere Informationen: [FAQ](/content/faq), [Datenschutzerklärung](/content/datenschutz).`,
  },
};
