/** Pagine di contenuto editoriale dell'edizione italiana. Gestore: Sellback Italia S.r.l., Milano. */
import type { EditionContent } from "./types.ts";

export const content: EditionContent = {
  terms: {
    title: "Condizioni generali di acquisto",
    description:
      "Le condizioni che si applicano quando vendi un dispositivo usato a Sellback: offerta, spedizione, verifica, chiarimenti, pagamento.",
    markdown: `Queste condizioni regolano ogni vendita di un dispositivo usato a Sellback tramite sellback.it. Per qualsiasi domanda, il nostro [servizio clienti](/contatti) è a tua disposizione.

## 1. Ambito di applicazione e parti

1. Le presenti condizioni si applicano a tutti i contratti con cui vendi dispositivi elettronici usati (smartphone, tablet, portatili, fotocamere, obiettivi, console e monitor) a {{company.name}}, {{company.street}}, {{company.postalCode}} {{company.city}} («Sellback» o «noi»).
2. Valgono sia per i consumatori sia per i professionisti. I negozi che aderiscono al nostro [programma partner](/content/programma-partner) sono soggetti ad accordi specifici, che prevalgono su queste condizioni.
3. Eventuali condizioni del venditore diverse dalle presenti non si applicano, salvo nostro consenso scritto.

## 2. Chi può venderci un dispositivo

- Devi essere maggiorenne e avere la piena capacità di agire.
- Devi essere il proprietario del dispositivo o essere autorizzato a venderlo. Il dispositivo deve essere libero da diritti di terzi: non in leasing, non acquistato a rate con riserva di proprietà, non denunciato come smarrito o rubato e non bloccato da un operatore.
- Paghiamo su un conto bancario dell’area SEPA o su un conto PayPal intestato a te.

## 3. Calcolo del prezzo e conclusione del contratto

1. Scegli il tuo dispositivo e rispondi in modo veritiero alle domande sulle sue condizioni. Su questa base calcoliamo un prezzo di acquisto (l’«offerta»).
2. L’offerta ci vincola per {{offer.validDays}} giorni, a condizione che il dispositivo inviato corrisponda alla tua descrizione. Trascorso questo periodo scade; un nuovo calcolo può portare a un prezzo diverso.
3. Completando la procedura di vendita ci proponi il dispositivo al prezzo offerto. Il contratto si conclude quando confermiamo la tua vendita via e-mail. Con la conferma ricevi il numero di vendita e l’etichetta di spedizione gratuita.
4. Per vendere non serve un account. Con un account puoi seguire le tue vendite, rispondere alle richieste di chiarimento e salvare i tuoi dati di pagamento.

## 4. Spedizione

1. La spedizione è gratuita per te. Con la conferma della vendita ricevi un’etichetta di spedizione per il tuo pacco verso il nostro magazzino.
2. Invia il dispositivo entro {{trade.shippingDays}} giorni dalla nostra conferma. Le vendite il cui dispositivo non ci è pervenuto entro {{trade.shippingDays}} giorni scadono e vengono annullate automaticamente.
3. Imballa il dispositivo con cura, come spiegato nei nostri [consigli per l’imballaggio](/content/consigli-imballaggio). Se usi la nostra etichetta e imballi correttamente il dispositivo, il rischio di perdita o danneggiamento durante il trasporto è a nostro carico. Conserva la ricevuta di consegna fino alla conclusione della vendita.
4. Invia solo i dispositivi indicati nella tua vendita. Rimuovi SIM, schede di memoria e dischi: non possiamo garantirne la restituzione.

## 5. Verifica e richiesta di chiarimento

1. Verifichiamo ogni dispositivo sulla base delle tue risposte, di norma entro tre giorni lavorativi dall’arrivo.
2. Se il dispositivo corrisponde alla tua descrizione, paghiamo il prezzo concordato.
3. Se condizioni, modello, capacità di memoria o accessori dichiarati non corrispondono, apriamo una richiesta di chiarimento. Ricevi un’e-mail con l’esito della verifica e una nuova offerta. Il link è valido {{clarification.days}} giorni. Puoi accettare la nuova offerta oppure chiedere la restituzione gratuita del dispositivo.
4. Se non rispondi entro {{clarification.days}} giorni, la richiesta di chiarimento scade e ti restituiamo il dispositivo gratuitamente.
5. Non possiamo acquistare dispositivi con il blocco attivazione attivo (ad esempio Dov’è di Apple o la protezione del ripristino di Google), dispositivi denunciati come rubati o contraffatti. Ti chiederemo di rimuovere il blocco da remoto; se non è possibile, ti restituiamo il dispositivo. I dispositivi rubati vengono consegnati alle autorità.

## 6. Pagamento

1. Ti inviamo il prezzo entro {{payout.workingDays}} da una verifica positiva o dall’accettazione di una nuova offerta, tramite bonifico SEPA o PayPal, secondo la tua scelta.
2. Un bonifico SEPA arriva alla tua banca al più tardi alla fine del giorno lavorativo successivo all’invio.
3. Sei responsabile della correttezza dei tuoi dati di pagamento. Puoi modificarli nel tuo account o tramite il [modulo di contatto](/contatti) finché il pagamento non è stato effettuato.

## 7. Passaggio di proprietà

La proprietà del dispositivo passa a Sellback con il pagamento del prezzo. Un dispositivo che ti viene restituito resta sempre di tua proprietà.

## 8. Dati personali sul dispositivo

Prima della spedizione devi fare un backup dei tuoi dati, cancellare il dispositivo e uscire da tutti i tuoi account. La nostra guida per [cancellare i dati](/content/cancellare-dati) spiega come fare. Prima di ogni riutilizzo cancelliamo inoltre ogni supporto di memoria con software certificato; non accediamo ai tuoi contenuti, né li copiamo o li usiamo. Come trattiamo i tuoi dati personali è descritto nella nostra [informativa sulla privacy](/content/privacy).

## 9. Annullamento

Puoi annullare gratuitamente una vendita in qualsiasi momento prima che il dispositivo arrivi da noi, dal tuo account o contattando il servizio clienti. Restano salvi i diritti che ti riconosce il Codice del Consumo.

## 10. Tue garanzie e nostra responsabilità

1. Garantisci che la descrizione del dispositivo è corretta per quanto a tua conoscenza e che il dispositivo è libero da diritti di terzi.
2. Rispondiamo senza limiti in caso di dolo, colpa grave e danni alla persona. Negli altri casi la nostra responsabilità è limitata ai danni prevedibili al momento della conclusione del contratto, nei limiti consentiti dalla legge.

## 11. Legge applicabile e controversie

1. Le presenti condizioni sono regolate dalla legge italiana. Se sei un consumatore, è competente il foro del tuo luogo di residenza o domicilio.
2. In caso di controversia, contattaci prima di tutto: la maggior parte dei problemi si risolve rapidamente. Puoi anche rivolgerti a un organismo di risoluzione alternativa delle controversie (ADR) previsto dal Codice del Consumo.

## 12. Disposizioni finali

La lingua del contratto è l’italiano. Ti inviamo i dettagli della tua vendita via e-mail. L’eventuale nullità di una clausola non pregiudica la validità delle altre.

Ultimo aggiornamento: gennaio 2025`,
  },

  privacy: {
    title: "Informativa sulla privacy",
    description:
      "Come Sellback tratta i tuoi dati personali quando vendi un dispositivo: finalità, basi giuridiche, destinatari, cookie, conservazione e diritti.",
    markdown: `La protezione dei tuoi dati personali è importante per noi. Questa informativa spiega quali dati trattiamo quando usi sellback.it e ci vendi un dispositivo, perché lo facciamo e quali diritti hai ai sensi del Regolamento generale sulla protezione dei dati (GDPR) e del Codice in materia di protezione dei dati personali (D.Lgs. 196/2003).

## Titolare del trattamento

{{company.name}}, {{company.address}}, e-mail {{company.email}}. Trovi gli altri dati societari nelle [note legali](/content/note-legali).

Puoi contattare il nostro responsabile della protezione dei dati (DPO) all’indirizzo {{company.privacyEmail}} o per posta all’indirizzo sopra indicato, con la dicitura «Responsabile della protezione dei dati».

## Quali dati trattiamo e perché

### Calcolo del prezzo

Quando scegli un dispositivo e rispondi alle domande sulle sue condizioni, trattiamo solo informazioni sul dispositivo. Puoi ricevere un’offerta senza fornire dati personali.

### La tua vendita

Per gestire la vendita trattiamo nome, indirizzo e-mail, indirizzo postale, eventualmente numero di telefono, dati del dispositivo (compreso numero di serie o IMEI) e dati di pagamento (IBAN e intestatario del conto, oppure indirizzo e-mail PayPal). Base giuridica: esecuzione del contratto (art. 6.1.b GDPR).

### Account cliente

L’account è facoltativo. Se lo crei, conserviamo anche le credenziali di accesso e lo storico delle vendite, così puoi seguire le tue vendite e rispondere alle richieste di chiarimento. Le password sono memorizzate solo come hash sicuro. Puoi eliminare l’account in qualsiasi momento dalle impostazioni.

### Prevenzione delle frodi e obblighi di legge

{{if.registerCheck}}Verifichiamo l’IMEI di ogni dispositivo che riceviamo (per smartphone e tablet con rete mobile), per riconoscere dispositivi rubati, smarriti o bloccati da un operatore. A questo scopo comunichiamo solo quel numero, mai il tuo nome, a {{company.imeiCheckProvider}}, che lo confronta con i registri dei dispositivi smarriti o rubati. {{end.registerCheck}}Teniamo inoltre il registro delle operazioni previsto per il commercio di beni usati. Basi giuridiche: il nostro legittimo interesse a prevenire le frodi (art. 6.1.f GDPR) e gli obblighi di legge (art. 6.1.c GDPR).

### Contatti

Quando ci scrivi tramite il [modulo di contatto](/contatti) o via e-mail, trattiamo il tuo messaggio e i tuoi dati di contatto per risponderti (art. 6.1.b o f GDPR).

### Newsletter

Ti inviamo la newsletter solo dopo che hai confermato il tuo indirizzo (double opt-in), sulla base del tuo consenso (art. 6.1.a GDPR). Ogni invio contiene un link per annullare l’iscrizione.

### Log del server e sicurezza

Quando visiti il sito, i nostri server registrano dati tecnici come indirizzo IP, ora e pagina richiesta, per finalità di sicurezza. Questi log vengono cancellati dopo 14 giorni (art. 6.1.f GDPR).

## Cookie e tecnologie simili

- **Strettamente necessari:** dopo l’accesso, due cookie di accesso (httpOnly e sicuri): uno dura {{session.accessMinutes}} minuti e si rinnova mentre usi il sito, l’altro scade alla chiusura del browser e al più tardi dopo {{session.loginHours}} ore, oppure dura {{session.rememberDays}} giorni se scegli «resta connesso», un cookie della lingua ({{cookie.localeDays}} giorni), il carrello e la tua scelta sui cookie nella memoria locale del browser. Non richiedono consenso.
- **Analisi e personalizzazione:** li usiamo solo dopo il tuo consenso nel banner dei cookie (art. 122 del Codice privacy, art. 6.1.a GDPR).
- **Tracciamento affiliati:** se arrivi da noi tramite il link di un partner, un cookie con un identificativo casuale (valido {{cookie.partnerDays}} giorni) ci permette di attribuirgli la tua vendita. Anche questo cookie viene installato solo con il tuo consenso.

Puoi modificare o revocare il consenso in qualsiasi momento dalle impostazioni dei cookie nel piè di pagina.

## Dati sui tuoi dispositivi

Non accediamo ai contenuti dei dispositivi che ci invii e cancelliamo ogni supporto di memoria con software certificato prima di qualsiasi riutilizzo. Ti chiediamo comunque di cancellarli anche tu, seguendo la nostra guida per [cancellare i dati](/content/cancellare-dati).

## Destinatari

Comunichiamo i dati solo quando necessario:

- **Corriere:** UPS riceve nome e indirizzo per creare l’etichetta di spedizione.
- **Pagamenti:** la nostra banca per i bonifici SEPA; PayPal (Europe) S.à r.l. et Cie, S.C.A., Lussemburgo, per i pagamenti PayPal.
- **Società del gruppo:** Sellback GmbH, Berlino, gestisce per nostro conto il centro di verifica e i sistemi informatici in qualità di responsabile del trattamento.
- **Fornitori di servizi:** hosting, invio di e-mail e assistenza informatica, vincolati da accordi sul trattamento dei dati e con sede nell’UE.
- **Reti di affiliazione:** solo con il tuo consenso e solo un riferimento alla vendita conclusa.
- **Autorità:** quando la legge lo impone, ad esempio per un dispositivo denunciato come rubato.

Se i dati vengono trasferiti fuori dallo Spazio economico europeo, garantiamo un livello di protezione adeguato, ad esempio tramite una decisione di adeguatezza o le clausole contrattuali tipo dell’UE.

## Conservazione

Conserviamo i dati delle vendite per il tempo necessario a eseguire il contratto e poi per i periodi imposti dalla normativa civilistica e fiscale. Di ogni vendita pagata conserviamo le registrazioni che la legge impone a chi commercia in cose usate: il tuo nome e indirizzo, i dispositivi con IMEI o numero di serie e gli importi pagati. Le conserviamo separate dal tuo account; restano anche se lo elimini e vengono cancellate automaticamente {{sellerRecords.retentionYears}} anni dopo la fine dell’anno solare del pagamento ({{sellerRecords.legalBasis}}; art. 6.1.c GDPR). I dati dell’account vengono cancellati con l’account; le tue vendite restano conservate in forma anonima per la contabilità. I messaggi inviati tramite il modulo di contatto vengono cancellati automaticamente {{contact.retentionYears}} anni dopo la ricezione.

## I tuoi diritti

Hai diritto di:

- accedere ai tuoi dati (art. 15 GDPR);
- rettificare i dati inesatti (art. 16);
- ottenere la cancellazione (art. 17) e la limitazione del trattamento (art. 18);
- ricevere i tuoi dati in un formato portabile (art. 20);
- opporti ai trattamenti basati sul legittimo interesse (art. 21);
- revocare il consenso in qualsiasi momento, con effetto per il futuro (art. 7.3).

Per esercitarli, scrivi a {{company.privacyEmail}}.

## Reclamo

Se ritieni che il trattamento dei tuoi dati non sia conforme, puoi proporre reclamo all’autorità di controllo: {{company.dataProtectionAuthority}}, www.garanteprivacy.it.

## Modifiche

Aggiorniamo questa informativa quando cambiano i nostri servizi o la normativa. La versione in vigore è sempre disponibile su questa pagina. Le nostre condizioni contrattuali sono nelle [condizioni generali](/content/condizioni).

Ultimo aggiornamento: gennaio 2025`,
  },

  imprint: {
    title: "Note legali",
    description: "Dati societari di Sellback Italia S.r.l., Milano, gestore di sellback.it: sede, partita IVA, REA, PEC e contatti.",
    markdown: `## Gestore del sito

**{{company.name}}**, {{company.address}}

## Dati societari

- Capitale sociale: {{company.shareCapital}} interamente versato
- Partita IVA e codice fiscale: {{company.vatId}}
- {{company.registerCourt}}, {{company.registerNumber}}
- PEC: {{company.pec}}
- Amministratore unico: {{company.managingDirectors}}
- Società con socio unico, soggetta a direzione e coordinamento di {{parent.name}}, {{parent.address}}

## Contatti

- Telefono: {{company.phone}}
- E-mail: {{company.email}}
- Modulo: [scrivici](/contatti)

## Attività

Acquisto a distanza di dispositivi elettronici usati da privati e aziende. Gli acquisti di beni usati sono annotati nel registro previsto dalla normativa di pubblica sicurezza.

## Hosting

Il sito è ospitato da {{parent.name}}, {{parent.address}}, su server situati nell’Unione europea.

## Proprietà intellettuale

Testi, immagini, loghi ed elementi grafici di questo sito sono protetti dal diritto d’autore e dal diritto dei marchi. Ogni riproduzione, anche parziale, senza autorizzazione scritta è vietata.

## Responsabilità

Curiamo i contenuti di questo sito con la massima attenzione, ma non possiamo garantire che siano sempre completi e aggiornati. I link a siti di terzi non implicano alcuna responsabilità per i loro contenuti. Se veniamo a conoscenza di contenuti illeciti, rimuoviamo subito il link.

## Risoluzione delle controversie

In caso di reclamo, [contattaci](/contatti) prima di tutto: faremo il possibile per trovare una soluzione. Come consumatore puoi inoltre rivolgerti a un organismo ADR previsto dal Codice del Consumo.

Per saperne di più: [informativa sulla privacy](/content/privacy), [condizioni generali](/content/condizioni), [stampa](/content/stampa).`,
  },

  about: {
    title: "Chi siamo",
    description:
      "Sellback acquista smartphone, tablet, portatili, fotocamere, console e altro usati a prezzi equi e dà loro una seconda vita.",
    markdown: `Sellback rende semplice, equa e sicura la vendita della tecnologia usata. Acquistiamo smartphone, tablet, portatili, fotocamere, obiettivi, console e monitor e facciamo in modo che abbiano una seconda vita invece di restare a prendere polvere in un cassetto.

## La nostra idea

Quasi tutti abbiamo dispositivi che non usiamo più: il vecchio telefono dopo l’upgrade, la fotocamera sostituita da un modello più recente, la console con cui non gioca più nessuno. Venderli da privato richiede tempo, trattative e qualche rischio. Volevamo che vendere fosse facile come comprare online: scegli il dispositivo, rispondi a poche domande e in due minuti hai un prezzo fisso.

## In cosa crediamo

- **Offerte vincolanti.** Il prezzo che vedi è quello che ricevi, se il dispositivo corrisponde alla tua descrizione. Ogni offerta è valida {{offer.validDays}} giorni.
- **Nessun costo nascosto.** La spedizione è gratuita, non ci sono commissioni e paghiamo con bonifico SEPA o PayPal.
- **Verifiche corrette.** Tecnici qualificati controllano ogni dispositivo. Se qualcosa non corrisponde, ti spieghiamo il motivo e ti facciamo una nuova offerta. Se non ti convince, ti restituiamo il dispositivo gratis.
- **Sicurezza dei dati.** Cancelliamo ogni dispositivo con software certificato prima del riutilizzo.
- **Sostenibilità.** Ogni dispositivo riutilizzato fa risparmiare risorse e riduce i rifiuti elettronici. Scopri il nostro [effetto eco](/content/effetto-eco).

## Chi siamo

Sellback è nata a Berlino nel 2016; in Italia il servizio è gestito da Sellback Italia S.r.l., con sede a Milano. Oggi lavorano con noi oltre 120 persone a Berlino, nel nostro centro di verifica e nei team di Vienna, Madrid, Parigi e Milano. Ogni settimana i nostri tecnici controllano migliaia di dispositivi e li preparano per i loro prossimi proprietari, tramite ricondizionatori, negozi o i nostri partner.

## Come funziona

In breve: scegli il dispositivo, ne descrivi le condizioni, accetti l’offerta, lo spedisci gratis e ti inviamo il pagamento entro {{payout.workingDays}} dalla verifica. Tutti i dettagli sono nella pagina [come funziona](/content/come-funziona).

## Contatti

Domande, suggerimenti o idee? Il nostro servizio clienti ti risponde tramite il [modulo di contatto](/contatti). I giornalisti trovano informazioni nell’[area stampa](/content/stampa), mentre le aziende possono scoprire il nostro [programma partner](/content/programma-partner).`,
  },

  howItWorks: {
    title: "Come funziona",
    description:
      "Vendi il tuo dispositivo usato in quattro passi: offerta vincolante, spedizione gratuita con UPS, verifica e pagamento in {{payout.workingDays}}.",
    markdown: `Vendere con Sellback richiede pochi minuti. Ecco cosa succede dal primo clic al pagamento.

## 1. Ricevi la tua offerta

Cerca il tuo dispositivo o sceglilo da una categoria. Rispondi a qualche breve domanda sulle sue condizioni, ad esempio su display, scocca, batteria e funzionamento. Vedrai subito un’offerta vincolante, valida {{offer.validDays}} giorni: hai tutto il tempo per pensarci.

## 2. Completa la vendita

Aggiungi il dispositivo al carrello e inserisci indirizzo e dati di pagamento: bonifico SEPA o PayPal. Non serve un account, ma con un account hai tutte le tue vendite in un unico posto. Riceverai un’e-mail di conferma con il numero di vendita e un’etichetta di spedizione gratuita.

## 3. Spedisci gratis

Prima della spedizione fai un backup, disattiva il blocco attivazione e ripristina il dispositivo. La nostra guida per [cancellare i dati](/content/cancellare-dati) ti mostra come fare per ogni tipo di dispositivo. Imballalo bene (vedi i [consigli per l’imballaggio](/content/consigli-imballaggio)), fissa l’etichetta di spedizione e consegna il pacco in un UPS Access Point oppure prenota un ritiro.

Spedisci il dispositivo entro {{trade.shippingDays}} giorni. Se non ci arriva entro questo termine, la vendita scade.

## 4. Verifica

I nostri tecnici controllano ogni dispositivo sulla base delle tue risposte, di norma entro tre giorni lavorativi dall’arrivo. Puoi seguire l’avanzamento nel tuo account o tramite il link nelle nostre e-mail.

- **Tutto corrisponde:** sblocchiamo il pagamento.
- **Qualcosa non corrisponde:** apriamo una richiesta di chiarimento e ti inviamo l’esito della verifica con una nuova offerta. Il link è valido {{clarification.days}} giorni. Accetta la nuova offerta oppure ti restituiamo il dispositivo gratuitamente.

## 5. Ricevi il pagamento

Ti inviamo il pagamento entro {{payout.workingDays}} da una verifica positiva, con bonifico SEPA o PayPal. Un bonifico SEPA arriva poi alla tua banca al più tardi alla fine del giorno lavorativo successivo.

## Hai domande?

Rispondiamo alle più comuni nelle nostre [FAQ](/content/faq). Se non trovi quello che cerchi, [contattaci](/contatti).`,
  },

  packingTips: {
    title: "Consigli per l’imballaggio",
    description:
      "Come imballare in sicurezza il tuo dispositivo per la spedizione gratuita con UPS: la scatola giusta, l’imbottitura, cosa non inviare.",
    markdown: `Un pacco ben imballato arriva integro e ci permette di pagarti prima. La spedizione è gratuita per te: con la conferma della vendita ricevi un’etichetta di spedizione per il tuo pacco verso il nostro magazzino.

## Prima di imballare

1. Fai un backup e cancella il dispositivo. La nostra guida per [cancellare i dati](/content/cancellare-dati) spiega i passaggi per ogni tipo di dispositivo.
2. Disattiva il blocco attivazione (Dov’è, account Google, account della console).
3. Rimuovi SIM, schede di memoria e dischi da console o lettori.
4. Carica la batteria al 30-50% circa. Non inviare batterie gonfie o danneggiate: [contattaci](/contatti) prima.

## La scatola giusta

- Usa una scatola di cartone robusta, meglio ancora la confezione originale inserita in una scatola da spedizione.
- La scatola deve essere un po’ più grande del dispositivo, così resta spazio per l’imbottitura su tutti i lati.
- Non usare buste, buste imbottite o sacchetti di carta: non proteggono dalla pressione.

## L’imbottitura

1. Avvolgi il dispositivo nel pluriball o in un panno morbido. Il display deve essere rivolto verso l’imbottitura, mai contro la parete della scatola.
2. Riempi tutti gli spazi vuoti con carta appallottolata, cuscini d’aria o pluriball. Scuoti la scatola chiusa: non deve muoversi nulla.
3. Se invii più dispositivi, imballali separatamente perché non si tocchino.
4. Sugli obiettivi monta i tappi anteriore e posteriore; sulle fotocamere il tappo del corpo macchina o un obiettivo.

## Cosa mettere nel pacco

- Solo i dispositivi indicati nella tua vendita.
- Gli accessori solo se li hai dichiarati nelle domande sulle condizioni, come l’alimentatore di un portatile.
- Una stampa della conferma ci aiuta, ma non è obbligatoria.

## Chiudere e consegnare

1. Chiudi la scatola con nastro da imballaggio resistente lungo tutti i bordi.
2. Fissa l’etichetta di spedizione ben distesa sul lato più grande. Rimuovi o copri vecchie etichette e codici a barre.
3. Consegna il pacco in un UPS Access Point oppure prenota un ritiro con UPS.
4. Conserva la ricevuta fino alla conclusione della vendita.

Se un pacco imballato correttamente va perso o si danneggia durante il trasporto, il rischio è a nostro carico. I dettagli sono nelle nostre [condizioni generali](/content/condizioni).`,
  },

  dataErasure: {
    title: "Cancellare i dati",
    description:
      "Guida passo passo per fare il backup e cancellare iPhone, iPad, Android, Mac, portatili Windows, fotocamere e console prima di venderli.",
    markdown: `Prima di inviarci un dispositivo, fai un backup dei tuoi dati, esci dai tuoi account e ripristina le impostazioni di fabbrica. Così proteggi la tua privacy, ed è indispensabile per l’acquisto: non possiamo acquistare dispositivi con il blocco attivazione attivo. In più, cancelliamo ogni dispositivo con software certificato prima di riutilizzarlo.

## iPhone e iPad

1. Fai un backup su iCloud o su un computer e, se hai un Apple Watch, annulla l’abbinamento.
2. Apri Impostazioni, tocca il tuo nome, poi Dov’è, e disattiva Trova il mio iPhone (o Trova il mio iPad). Inserisci la password del tuo account Apple.
3. Esci da iCloud e dall’App Store: Impostazioni, il tuo nome, Esci.
4. Vai in Impostazioni, Generali, Trasferisci o inizializza iPhone e tocca Inizializza contenuto e impostazioni.
5. Rimuovi la SIM; se usi una eSIM, cancellala durante l’inizializzazione.

## Smartphone e tablet Android

1. Fai un backup dei dati, ad esempio con il tuo account Google o con il cloud del produttore.
2. Rimuovi l’account Google: Impostazioni, Account (o Password e account), scegli l’account Google, Rimuovi account. Sui Samsung rimuovi anche l’account Samsung.
3. Ripristina il dispositivo: Impostazioni, Sistema, Opzioni di reimpostazione, Cancella tutti i dati (ripristino dati di fabbrica). Sui Samsung: Gestione generale, Ripristina, Ripristino dati di fabbrica.
4. Rimuovi SIM e scheda di memoria.

La protezione del ripristino si disattiva solo dopo aver rimosso l’account Google.

## Mac

1. Fai un backup con Time Machine.
2. Esci dall’App Store, da Musica e da iCloud e disattiva Trova il mio Mac.
3. Sui Mac con chip Apple o chip T2: Impostazioni di Sistema, Generali, Trasferisci o inizializza, Inizializza contenuto e impostazioni. Sui Mac meno recenti, inizializza il disco interno dalla modalità di recupero con Utility Disco e reinstalla macOS.

## Portatili Windows

1. Copia i tuoi file su un disco esterno o nel cloud.
2. Esci dal tuo account Microsoft e disattiva le licenze software che vuoi continuare a usare.
3. Vai in Impostazioni, Sistema, Ripristino, Reimposta il PC, scegli Rimuovi tutto e attiva la pulizia dell’unità.

## Fotocamere

1. Copia foto e video su un computer.
2. Formatta tutte le schede di memoria nella fotocamera e poi rimuovile. Non inviarci schede di memoria.
3. Ripristina tutte le impostazioni dal menu (di solito Ripristina o Inizializza) e rimuovi gli smartphone associati, le reti Wi-Fi e i dati di copyright.

## Console

- **PlayStation:** disattiva la console come PS5 o PS4 principale nelle impostazioni, poi esegui un ripristino completo (Impostazioni, Sistema, Software di sistema, Opzioni di ripristino).
- **Xbox:** rimuovi la console come Xbox principale, poi Impostazioni, Sistema, Informazioni console, Reimposta console, Reimposta e rimuovi tutto.
- **Nintendo Switch:** annulla la registrazione come console principale nel Nintendo eShop, elimina tutti gli utenti e scegli Inizializza console nelle impostazioni.

## Serve aiuto?

Dubbi su un passaggio? [Scrivici](/contatti) oppure consulta le nostre [FAQ](/content/faq).`,
  },

  ecoEffect: {
    title: "Il nostro effetto eco",
    description:
      "Perché riutilizzare l’elettronica fa bene al clima: meno CO2, meno materie prime e meno rifiuti elettronici. Cosa ottieni vendendo.",
    markdown: `Il dispositivo più sostenibile è quello che esiste già. Ogni smartphone, portatile o fotocamera che ci vendi viene riutilizzato invece di essere sostituito da un dispositivo nuovo o di finire tra i rifiuti elettronici.

## La produzione pesa più di tutto

Per la maggior parte dei dispositivi elettronici, la produzione causa di gran lunga la quota più alta delle emissioni di gas serra dell’intero ciclo di vita, spesso intorno al 70-80%. Produrre uno smartphone nuovo genera in genere diverse decine di chili di CO2 equivalente, un portatile nuovo ben oltre cento. Anche l’estrazione e la lavorazione di materie prime come cobalto, litio, rame e oro richiedono molta energia e acqua.

Quando un dispositivo usato sostituisce uno nuovo, gran parte di queste emissioni viene evitata. Gli studi sull’elettronica ricondizionata stimano in genere un risparmio tra il 50 e il 90% rispetto all’acquisto del nuovo. I valori esatti dipendono dal dispositivo, dalla durata d’uso e dalle riparazioni necessarie.

## Meno rifiuti elettronici

Ogni anno nel mondo si producono oltre 60 milioni di tonnellate di rifiuti elettronici, e solo una piccola parte viene raccolta e riciclata correttamente. Intanto, nelle case europee centinaia di milioni di vecchi telefoni restano chiusi in un cassetto. Ogni dispositivo che trova un nuovo proprietario mantiene in circolo materiali preziosi.

## Cosa succede al tuo dispositivo

- **Riutilizzo:** la maggior parte dei dispositivi viene rivenduta dopo un ricondizionamento professionale e una cancellazione certificata dei dati.
- **Riparazione:** i dispositivi guasti vengono riparati quando possibile, oppure forniscono ricambi per altre riparazioni.
- **Riciclo:** i dispositivi non più utilizzabili vanno a impianti di riciclo certificati, che recuperano le materie prime.

## Cosa puoi fare tu

- Vendi presto i dispositivi che non usi più: finché sono richiesti, valgono di più.
- Invia gli accessori solo se te li chiediamo. Caricabatterie e cavi che tieni serviranno al tuo prossimo dispositivo.
- Parlane con amici e familiari: insieme teniamo in uso più dispositivi.

I dati di questa pagina sono stime generali tratte da studi pubblici e non un calcolo per il tuo singolo dispositivo.

Pronto a dare una seconda vita al tuo dispositivo? Scopri [come funziona](/content/come-funziona) o leggi [chi siamo](/content/chi-siamo).`,
  },

  press: {
    title: "Stampa",
    description: "Area stampa di Sellback: dati aziendali, messaggi chiave, materiale fotografico e contatti per i giornalisti.",
    markdown: `Benvenuto nell’area stampa di Sellback. Qui trovi informazioni sulla nostra azienda e sui nostri servizi, oltre ai contatti per la stampa.

## Sellback in breve

- Servizio di acquisto di elettronica usata: smartphone, tablet, portatili, fotocamere, obiettivi, console e monitor
- Fondata nel 2016 a Berlino; in Italia opera Sellback Italia S.r.l., con sede a Milano
- Presente in Italia, Germania, Austria, Spagna e Francia, oltre che con un’edizione internazionale in inglese
- Oltre 120 dipendenti e un centro di verifica proprio
- Pagamento con bonifico SEPA o PayPal entro {{payout.workingDays}} dalla verifica

## Cosa ci distingue

- **Prezzo fisso in due minuti:** il cliente risponde a poche domande e riceve un’offerta vincolante valida {{offer.validDays}} giorni.
- **Spedizione gratuita:** ogni vendita include un’etichetta di spedizione per il tuo pacco.
- **Verifica trasparente:** se un dispositivo non corrisponde alla descrizione, il cliente riceve una nuova offerta motivata oppure la restituzione gratuita.
- **Protezione dei dati:** ogni dispositivo viene cancellato con software certificato prima del riutilizzo.
- **Economia circolare:** i dispositivi riutilizzati fanno risparmiare risorse e riducono i rifiuti, come spieghiamo nella pagina [effetto eco](/content/effetto-eco).

## Temi di cui parliamo volentieri

- Quanto valgono i dispositivi usati e come cambia il loro prezzo nel tempo
- Sicurezza dei dati nella vendita di elettronica
- Riutilizzo, ricondizionamento e diritto alla riparazione
- Programmi di permuta con i negozi (vedi il nostro [programma partner](/content/programma-partner))

## Materiale per la stampa

Il nostro press kit contiene loghi, foto del centro di verifica e ritratti del management. Te lo inviamo volentieri su richiesta, insieme a dati aggiornati e referenti per interviste.

## Contatto stampa

**{{company.name}}**, Comunicazione, {{company.address}}

- E-mail: {{company.pressEmail}}
- Telefono: {{company.phone}}

Per richieste dei clienti usa il nostro [modulo di contatto](/contatti). I dati societari sono nelle [note legali](/content/note-legali).`,
  },

  partnerProgramme: {
    title: "Programma partner",
    description: "Guadagna con Sellback: commissioni di affiliazione per siti e blog e soluzioni di permuta per i negozi. Diventa partner.",
    markdown: `Collabora con Sellback e offri ai tuoi visitatori o clienti un modo semplice per vendere la loro tecnologia usata. Il nostro programma si rivolge a editori online e negozi.

## Affiliazione

Gestisci un sito, un blog, un comparatore di prezzi o un canale YouTube dedicato alla tecnologia? Consiglia Sellback e ricevi una commissione per ogni vendita conclusa.

- **Commissione interessante** per ogni vendita pagata
- **Tracciamento affidabile** tramite reti di affiliazione consolidate
- **Materiale pronto all’uso:** banner, link testuali e deep link ai singoli dispositivi
- **Assistenza dedicata** dal nostro team partner a Milano

Il tracciamento parte solo dopo il consenso del visitatore; i dettagli sono nella nostra [informativa sulla privacy](/content/privacy).

## Negozi

Offri la permuta nel tuo negozio, online e fisico, senza creare una logistica o un servizio di verifica propri.

- **Widget di permuta:** integra il nostro calcolo del prezzo nel tuo sito. I tuoi clienti ricevono un prezzo fisso e la vendita viene attribuita a te.
- **Usato per nuovo:** il tuo personale ritira il vecchio dispositivo in negozio e ne sconta il valore dall’acquisto di uno nuovo.
- **Servizio completo:** spedizione, verifica, cancellazione dei dati e pagamento li gestiamo noi.

Le soluzioni per i negozi partono prima in Germania; in Italia stiamo già raccogliendo le manifestazioni di interesse.

## Perché Sellback

- Offerte vincolanti, valide {{offer.validDays}} giorni
- Spedizione gratuita con UPS
- Pagamento entro {{payout.workingDays}} dalla verifica
- Cancellazione certificata dei dati su ogni dispositivo ([scopri di più](/content/cancellare-dati))

## Diventa partner

Raccontaci del tuo sito o della tua azienda tramite il [modulo di contatto](/contatti), scegliendo l’oggetto «{{contactSubject.topicNotListed}}». Il nostro team partner ti risponderà entro pochi giorni lavorativi. Scopri anche [chi siamo](/content/chi-siamo).`,
  },

  faq: {
    title: "Domande frequenti",
    description:
      "Risposte sulla vendita con Sellback: validità dell’offerta, spedizione gratuita, pagamento, verifica, blocco attivazione, dati e accessori.",
    markdown: `Qui trovi le risposte alle domande che ci fanno più spesso. Se la tua non c’è, [scrivici](/contatti).

## Offerta e vendita

### Per quanto tempo è valida la mia offerta?

La tua offerta è valida {{offer.validDays}} giorni. In questo periodo puoi concludere la vendita esattamente a quel prezzo. Poi scade e puoi richiederne una nuova, che può essere diversa perché i prezzi dell’usato cambiano nel tempo.

### Serve un account per vendere?

No. Puoi vendere come ospite indicando solo indirizzo e-mail, indirizzo postale e dati di pagamento. L’account è facoltativo: ti permette di seguire tutte le tue vendite, rispondere comodamente alle richieste di chiarimento e vendere più in fretta la prossima volta.

### Posso annullare una vendita?

Sì. Finché il dispositivo non è arrivato da noi, puoi annullare la vendita gratuitamente dal tuo account o tramite il [modulo di contatto](/contatti).

## Spedizione

### La spedizione ha un costo?

No. La spedizione è gratuita per te. Con la conferma della vendita ricevi un’etichetta di spedizione per il tuo pacco verso il nostro magazzino. Puoi consegnare il pacco in un UPS Access Point o prenotare un ritiro. I nostri [consigli per l’imballaggio](/content/consigli-imballaggio) ti spiegano come proteggere bene il dispositivo.

### Quanto tempo ho per spedire il dispositivo?

Spediscilo il prima possibile. Se non ci arriva entro {{trade.shippingDays}} giorni dalla vendita, la vendita scade e viene annullata automaticamente.

### Devo inviare anche gli accessori?

Solo quelli che hai dichiarato nelle domande sulle condizioni, come l’alimentatore di un portatile. Se manca un accessorio dichiarato, possiamo adeguare l’offerta con una richiesta di chiarimento. Gli accessori non dichiarati non aumentano il prezzo e non possiamo garantirne la restituzione.

## Verifica e pagamento

### Quando ricevo i soldi?

Ti inviamo il pagamento entro {{payout.workingDays}} da una verifica positiva, con bonifico SEPA o PayPal, secondo la tua scelta. Un bonifico SEPA arriva poi alla tua banca al più tardi alla fine del giorno lavorativo successivo.

### Cosa succede se le condizioni del dispositivo non corrispondono alle mie risposte?

Apriamo una richiesta di chiarimento: ricevi un’e-mail con l’esito della verifica e una nuova offerta. Il link è valido {{clarification.days}} giorni. Puoi accettare la nuova offerta e ricevere il pagamento, oppure chiedere la restituzione gratuita del dispositivo. Se non rispondi entro {{clarification.days}} giorni, te lo restituiamo gratis.

### E se il mio dispositivo è in condizioni migliori di quanto dichiarato?

Paghiamo il prezzo che hai accettato. Per ottenere l’offerta migliore, descrivi il dispositivo con precisione fin dall’inizio.

## Sicurezza e dati

### Cos’è il blocco attivazione e perché devo disattivarlo?

Il blocco attivazione, come Dov’è di Apple o la protezione del ripristino di Google, lega il dispositivo al tuo account. Nessun altro può usare un dispositivo bloccato, quindi non possiamo acquistarlo. Disattivalo prima della spedizione. Se un dispositivo arriva bloccato, ti chiederemo di sbloccarlo da remoto; altrimenti te lo restituiamo.

### Devo cancellare i miei dati?

Sì. Fai un backup e ripristina il dispositivo prima di spedirlo. La nostra guida per [cancellare i dati](/content/cancellare-dati) ti mostra come fare per smartphone, tablet, portatili, fotocamere e console. In più, cancelliamo ogni dispositivo con software certificato prima del riutilizzo.

### Devo togliere SIM e schede di memoria?

Sì. Rimuovi SIM, schede di memoria e dischi. Non possiamo garantirne la restituzione e possono contenere dati personali.

## Su Sellback

### Chi acquista il mio dispositivo?

Sellback Italia S.r.l., con sede a Milano. Scopri di più su [chi siamo](/content/chi-siamo) e leggi le nostre [condizioni generali](/content/condizioni).`,
  },

  accessibility: {
    title: "Dichiarazione di accessibilità",
    description:
      "Il nostro impegno per un sito accessibile: obiettivo WCAG 2.2 AA, cosa funziona, limiti noti, come inviarci segnalazioni e a chi rivolgersi.",
    markdown: `Sellback vuole che tutti possano vendere i propri dispositivi usati in modo semplice, indipendentemente da disabilità o dalla tecnologia utilizzata. Questa dichiarazione riguarda il sito sellback.it.

## Obiettivo e stato di conformità

Il nostro obiettivo è la conformità alle linee guida per l’accessibilità dei contenuti web (WCAG) 2.2 di livello AA, in linea con i requisiti della Legge 4/2004 come modificata dal D.Lgs. 82/2022, che recepisce l’Atto europeo sull’accessibilità. Oggi il sito è **parzialmente conforme**: la maggior parte dei requisiti è soddisfatta, con le eccezioni indicate sotto.

## Cosa funziona

- **Tastiera:** tutte le funzioni, dalla ricerca del dispositivo alle domande sulle condizioni, fino alla conclusione della vendita e al tuo account, si possono usare solo con la tastiera. Il focus è sempre ben visibile.
- **Screen reader:** le pagine hanno titoli, aree ed etichette significativi. Gli errori nei moduli vengono annunciati e collegati al campo interessato. Non abbiamo ancora testato le pagine in modo sistematico con gli screen reader.
- **Contrasto e ingrandimento:** testi e comandi rispettano i requisiti di contrasto. Le pagine si possono ingrandire fino al 400% e si adattano agli schermi piccoli senza scorrimento orizzontale.
- **Moduli:** calcolo del prezzo, conclusione della vendita, modulo di contatto e moduli dell’account funzionano anche senza JavaScript.
- **Linguaggio chiaro:** spieghiamo il processo in brevi passaggi, ad esempio nella pagina [come funziona](/content/come-funziona).
- **Nessuna fretta:** le offerte sono valide {{offer.validDays}} giorni e i moduli non scadono durante la compilazione.

## Limiti noti

- Le etichette di spedizione in PDF non sono pienamente accessibili. Tutte le informazioni che contengono sono anche nell’e-mail di conferma e nel tuo account.
- Nello storico delle vendite dell’account, le tabelle larghe richiedono lo scorrimento orizzontale con ingrandimenti molto elevati. Stiamo lavorando a una visualizzazione più compatta.

## Segnalazioni e contatti

Se incontri una barriera o ti servono informazioni in un formato accessibile, segnalacelo tramite il [modulo di contatto](/contatti) o scrivendo ad accessibilita@sellback.it. Ti risponderemo entro due settimane.

## Procedura di attuazione

Se la nostra risposta non ti soddisfa, puoi inviare una segnalazione all’Agenzia per l’Italia Digitale (AgID), l’autorità incaricata di vigilare sul rispetto dei requisiti di accessibilità dei servizi, tramite il sito www.agid.gov.it.

## Su questa dichiarazione

La dichiarazione si basa su un’autovalutazione. I controlli sono automatici: i nostri test nel browser verificano ogni modello di pagina in ogni paese con axe e falliscono in caso di violazioni gravi, usano la ricerca del dispositivo, le domande sulle condizioni, la conclusione della vendita e l’account solo con la tastiera, e misuriamo le pagine principali con l’audit di accessibilità di Lighthouse. Non è ancora stato svolto alcun audit esterno. È stata aggiornata l’ultima volta a gennaio 2025. Per saperne di più: [FAQ](/content/faq), [informativa sulla privacy](/content/privacy).`,
  },
};
