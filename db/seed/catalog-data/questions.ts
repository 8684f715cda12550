/**
 * Condition questions per category. Every question has exactly one "best" answer (multiplier 1);
 * the other answers lower the price by a multiplier or a fixed deduction, or rule out an offer.
 */
import { t } from "./helpers.ts";
import type { CategoryKey, PriceEffect, SeedAnswer, SeedQuestion, Texts } from "./types.ts";

const mult = (value: number): PriceEffect => ({ kind: "multiplier", value });
const deduct = (eur: number): PriceEffect => ({ kind: "deduction", eur });
const noOffer = (reason: Texts): PriceEffect => ({ kind: "noOffer", reason });
const a = (code: string, text: Texts, help: Texts, effect: PriceEffect): SeedAnswer => ({ code, text, help, effect });
const q = (code: string, question: Texts, description: Texts, answers: SeedAnswer[]): SeedQuestion => ({
  code,
  question,
  description,
  answers,
});

const YES_ALL_WORKS = t(
  "Yes, everything works",
  "Ja, alles funktioniert",
  "Sí, todo funciona",
  "Oui, tout fonctionne",
  "Sì, funziona tutto",
);
const NO_DEFECT = t(
  "No, it has a defect",
  "Nein, es gibt einen Defekt",
  "No, tiene algún defecto",
  "Non, il y a un défaut",
  "No, c’è un difetto",
);
const HELP_ALL_WORKS = t(
  "Choose this if every function works as it did when new.",
  "Wählen Sie dies, wenn alle Funktionen wie im Neuzustand arbeiten.",
  "Elige esta opción si todas las funciones van como el primer día.",
  "Choisissez cette réponse si toutes les fonctions marchent comme au premier jour.",
  "Scegli questa risposta se tutte le funzioni vanno come il primo giorno.",
);

// ── Shared building blocks ───────────────────────────────────────────────────

function functionQuestion(question: Texts, description: Texts, defectHelp: Texts, defectValue = 0.3): SeedQuestion {
  return q("function", question, description, [
    a("function_ok", YES_ALL_WORKS, HELP_ALL_WORKS, mult(1)),
    a("function_defective", NO_DEFECT, defectHelp, mult(defectValue)),
  ]);
}

function displayQuestion(crackedHelp: Texts, values: [number, number, number]): SeedQuestion {
  return q(
    "display",
    t(
      "What condition is the display in?",
      "In welchem Zustand ist das Display?",
      "¿En qué estado está la pantalla?",
      "Dans quel état est l’écran ?",
      "In che condizioni è il display?",
    ),
    t(
      "Check the switched-off screen under a bright light, without a screen protector.",
      "Prüfen Sie das ausgeschaltete Display ohne Schutzfolie unter hellem Licht.",
      "Revisa la pantalla apagada bajo una luz intensa y sin protector.",
      "Examinez l’écran éteint sous une lumière vive, sans protection d’écran.",
      "Controlla lo schermo spento sotto una luce intensa, senza pellicola protettiva.",
    ),
    [
      a(
        "display_flawless",
        t("Flawless", "Makellos", "Impecable", "Impeccable", "Perfetto"),
        t(
          "No scratches are visible, even under bright light.",
          "Auch unter hellem Licht sind keine Kratzer zu sehen.",
          "No se ve ningún arañazo, ni siquiera con luz intensa.",
          "Aucune rayure n’est visible, même sous une lumière vive.",
          "Nessun graffio è visibile, nemmeno con luce intensa.",
        ),
        mult(1),
      ),
      a(
        "display_light_scratches",
        t("Light scratches", "Leichte Kratzer", "Arañazos leves", "Rayures légères", "Graffi leggeri"),
        t(
          "Fine scratches that you can see but not feel with a fingernail.",
          "Feine Kratzer, die man sieht, aber mit dem Fingernagel nicht spürt.",
          "Arañazos finos que se ven pero no se notan con la uña.",
          "De fines rayures visibles mais imperceptibles à l’ongle.",
          "Graffi sottili che si vedono ma non si sentono con l’unghia.",
        ),
        mult(values[0]),
      ),
      a(
        "display_deep_scratches",
        t("Deep scratches", "Tiefe Kratzer", "Arañazos profundos", "Rayures profondes", "Graffi profondi"),
        t(
          "Scratches that you can feel with a fingernail or see while the screen is on.",
          "Kratzer, die man mit dem Fingernagel spürt oder bei eingeschaltetem Display sieht.",
          "Arañazos que se notan con la uña o se ven con la pantalla encendida.",
          "Des rayures perceptibles à l’ongle ou visibles écran allumé.",
          "Graffi che si sentono con l’unghia o si vedono a schermo acceso.",
        ),
        mult(values[1]),
      ),
      a(
        "display_cracked",
        t("Cracked or faulty", "Gesprungen oder fehlerhaft", "Rota o defectuosa", "Fissuré ou défectueux", "Rotto o difettoso"),
        crackedHelp,
        mult(values[2]),
      ),
    ],
  );
}

function housingQuestion(question: Texts, description: Texts, damagedHelp: Texts | null, values: number[]): SeedQuestion {
  const answers: SeedAnswer[] = [
    a(
      "housing_like_new",
      t("Like new", "Wie neu", "Como nuevo", "Comme neuf", "Come nuovo"),
      t(
        "No signs of use are visible, even up close.",
        "Auch aus der Nähe sind keine Gebrauchsspuren zu sehen.",
        "No se ven marcas de uso, ni siquiera de cerca.",
        "Aucune trace d’usure n’est visible, même de près.",
        "Non si vedono segni d’uso, nemmeno da vicino.",
      ),
      mult(1),
    ),
    a(
      "housing_light_wear",
      t("Light signs of use", "Leichte Gebrauchsspuren", "Ligeras marcas de uso", "Légères traces d’usure", "Lievi segni d’uso"),
      t(
        "A few fine scratches or scuffs that are only visible up close.",
        "Wenige feine Kratzer oder Abriebstellen, die nur aus der Nähe sichtbar sind.",
        "Algunos arañazos finos o roces que solo se ven de cerca.",
        "Quelques fines rayures ou frottements visibles uniquement de près.",
        "Qualche graffio sottile o sfregamento visibile solo da vicino.",
      ),
      mult(values[0] ?? 0.93),
    ),
    a(
      "housing_heavy_wear",
      t("Clear signs of use", "Deutliche Gebrauchsspuren", "Marcas de uso evidentes", "Traces d’usure marquées", "Segni d’uso evidenti"),
      t(
        "Obvious scratches, scuffs or small dents that you notice at first glance.",
        "Deutliche Kratzer, Abriebstellen oder kleine Dellen, die auf den ersten Blick auffallen.",
        "Arañazos, roces o pequeñas abolladuras que se notan a simple vista.",
        "Des rayures, frottements ou petits chocs visibles au premier coup d’œil.",
        "Graffi, sfregamenti o piccole ammaccature evidenti a prima vista.",
      ),
      mult(values[1] ?? 0.82),
    ),
  ];
  if (damagedHelp) {
    answers.push(
      a(
        "housing_damaged",
        t("Damaged", "Beschädigt", "Con daños", "Dommages visibles", "Danni visibili"),
        damagedHelp,
        mult(values[2] ?? 0.65),
      ),
    );
  }
  return q("housing", question, description, answers);
}

// ── Smartphones and tablets ──────────────────────────────────────────────────

function mobileQuestions(accessoryDeduction: number): SeedQuestion[] {
  return [
    functionQuestion(
      t(
        "Does the device switch on and work fully?",
        "Lässt sich das Gerät einschalten und funktioniert es einwandfrei?",
        "¿El dispositivo se enciende y funciona perfectamente?",
        "L’appareil s’allume-t-il et fonctionne-t-il parfaitement ?",
        "Il dispositivo si accende e funziona perfettamente?",
      ),
      t(
        "Check the touchscreen, buttons, cameras, speakers, microphone, charging port, Wi-Fi, Bluetooth and Face ID or fingerprint sensor.",
        "Prüfen Sie Touchscreen, Tasten, Kameras, Lautsprecher, Mikrofon, Ladebuchse, WLAN, Bluetooth sowie Face ID bzw. Fingerabdrucksensor.",
        "Comprueba la pantalla táctil, los botones, las cámaras, los altavoces, el micrófono, el puerto de carga, el wifi, el Bluetooth y Face ID o el lector de huellas.",
        "Vérifiez l’écran tactile, les boutons, les appareils photo, les haut-parleurs, le micro, le port de charge, le Wi-Fi, le Bluetooth ainsi que Face ID ou le capteur d’empreintes.",
        "Controlla touchscreen, tasti, fotocamere, altoparlanti, microfono, porta di ricarica, Wi-Fi, Bluetooth e Face ID o sensore di impronte.",
      ),
      t(
        "Choose this if it does not switch on or any function fails, for example a camera, a button or charging.",
        "Wählen Sie dies, wenn es sich nicht einschalten lässt oder eine Funktion ausfällt, etwa eine Kamera, eine Taste oder das Laden.",
        "Elige esta opción si no se enciende o falla alguna función, por ejemplo una cámara, un botón o la carga.",
        "Choisissez cette réponse s’il ne s’allume pas ou si une fonction est en panne, par exemple un appareil photo, un bouton ou la charge.",
        "Scegli questa risposta se non si accende o se una funzione non va, ad esempio una fotocamera, un tasto o la ricarica.",
      ),
    ),
    displayQuestion(
      t(
        "The glass is cracked or chipped, or the screen shows spots, lines or burn-in.",
        "Das Glas ist gesprungen oder abgesplittert, oder das Display zeigt Flecken, Streifen oder eingebrannte Bilder.",
        "El cristal está roto o astillado, o la pantalla muestra manchas, líneas o imágenes quemadas.",
        "La vitre est fissurée ou ébréchée, ou l’écran présente des taches, des lignes ou un marquage.",
        "Il vetro è incrinato o scheggiato, oppure lo schermo mostra macchie, righe o immagini bruciate.",
      ),
      [0.9, 0.75, 0.45],
    ),
    housingQuestion(
      t(
        "What condition is the housing in?",
        "In welchem Zustand ist das Gehäuse?",
        "¿En qué estado está la carcasa?",
        "Dans quel état est la coque ?",
        "In che condizioni è la scocca?",
      ),
      t(
        "Look at the frame and the back, including the camera glass.",
        "Sehen Sie sich Rahmen und Rückseite einschließlich des Kameraglases an.",
        "Fíjate en el marco y la parte trasera, incluido el cristal de la cámara.",
        "Regardez le cadre et le dos, y compris la vitre des appareils photo.",
        "Osserva la cornice e il retro, compreso il vetro delle fotocamere.",
      ),
      t(
        "The back glass is cracked, the frame is bent or parts are missing.",
        "Die Rückseite ist gesprungen, der Rahmen verbogen oder es fehlen Teile.",
        "La parte trasera está rota, el marco está doblado o faltan piezas.",
        "Le dos est fissuré, le cadre est tordu ou des pièces manquent.",
        "Il retro è incrinato, la cornice è piegata o mancano dei pezzi.",
      ),
      [0.93, 0.82, 0.65],
    ),
    q(
      "battery",
      t(
        "How healthy is the battery?",
        "Wie ist der Zustand des Akkus?",
        "¿En qué estado está la batería?",
        "Quel est l’état de la batterie ?",
        "In che stato è la batteria?",
      ),
      t(
        "iPhone and iPad: Settings > Battery > Battery Health. Android: battery information in the settings or in the manufacturer’s diagnostics app.",
        "iPhone und iPad: Einstellungen > Batterie > Batteriezustand. Android: Akku-Informationen in den Einstellungen oder in der Diagnose-App des Herstellers.",
        "iPhone y iPad: Ajustes > Batería > Salud de la batería. Android: información de la batería en los ajustes o en la app de diagnóstico del fabricante.",
        "iPhone et iPad : Réglages > Batterie > État de la batterie. Android : informations sur la batterie dans les paramètres ou l’application de diagnostic du fabricant.",
        "iPhone e iPad: Impostazioni > Batteria > Stato batteria. Android: informazioni sulla batteria nelle impostazioni o nell’app di diagnostica del produttore.",
      ),
      [
        a(
          "battery_good",
          t("85 % or more", "85 % oder mehr", "85 % o más", "85 % ou plus", "85% o più"),
          t(
            "The maximum capacity is at least 85 % and no service warning is shown.",
            "Die maximale Kapazität liegt bei mindestens 85 % und es wird kein Servicehinweis angezeigt.",
            "La capacidad máxima es de al menos el 85 % y no aparece ningún aviso de servicio.",
            "La capacité maximale est d’au moins 85 % et aucun avertissement de service n’est affiché.",
            "La capacità massima è almeno dell’85% e non compare alcun avviso di assistenza.",
          ),
          mult(1),
        ),
        a(
          "battery_worn",
          t("Below 85 %", "Unter 85 %", "Menos del 85 %", "Moins de 85 %", "Meno dell’85%"),
          t(
            "The capacity is below 85 %, a service message appears or the battery drains unusually fast.",
            "Die Kapazität liegt unter 85 %, ein Servicehinweis erscheint oder der Akku entlädt sich ungewöhnlich schnell.",
            "La capacidad es inferior al 85 %, aparece un aviso de servicio o la batería se descarga demasiado rápido.",
            "La capacité est inférieure à 85 %, un message de service apparaît ou la batterie se vide anormalement vite.",
            "La capacità è inferiore all’85%, compare un avviso di assistenza o la batteria si scarica troppo in fretta.",
          ),
          mult(0.9),
        ),
      ],
    ),
    q(
      "water_damage",
      t(
        "Has the device ever had water damage?",
        "Hatte das Gerät jemals einen Wasserschaden?",
        "¿El dispositivo ha sufrido alguna vez daños por agua?",
        "L’appareil a-t-il déjà subi un dégât des eaux ?",
        "Il dispositivo ha mai subito danni da liquidi?",
      ),
      t(
        "This includes devices that were dropped in water or came into contact with other liquids, even if they still work.",
        "Dazu zählen auch Geräte, die ins Wasser gefallen sind oder mit anderen Flüssigkeiten in Berührung kamen, selbst wenn sie noch funktionieren.",
        "Incluye los dispositivos que se han caído al agua o han estado en contacto con otros líquidos, aunque sigan funcionando.",
        "Cela inclut les appareils tombés dans l’eau ou exposés à d’autres liquides, même s’ils fonctionnent encore.",
        "Sono compresi i dispositivi caduti in acqua o entrati in contatto con altri liquidi, anche se funzionano ancora.",
      ),
      [
        a(
          "water_none",
          t("No", "Nein", "No", "Non", "No"),
          t(
            "The device has never been in contact with liquid.",
            "Das Gerät kam nie mit Flüssigkeit in Berührung.",
            "El dispositivo nunca ha estado en contacto con líquidos.",
            "L’appareil n’a jamais été en contact avec un liquide.",
            "Il dispositivo non è mai entrato in contatto con liquidi.",
          ),
          mult(1),
        ),
        a(
          "water_damaged",
          t("Yes", "Ja", "Sí", "Oui", "Sì"),
          t(
            "Choose this if liquid ever got inside, even if the device dried out and works again.",
            "Wählen Sie dies, wenn jemals Flüssigkeit eingedrungen ist, auch wenn das Gerät getrocknet ist und wieder funktioniert.",
            "Elige esta opción si alguna vez entró líquido, aunque el dispositivo se haya secado y vuelva a funcionar.",
            "Choisissez cette réponse si du liquide y a pénétré, même si l’appareil a séché et refonctionne.",
            "Scegli questa risposta se è entrato del liquido, anche se il dispositivo si è asciugato e funziona di nuovo.",
          ),
          mult(0.4),
        ),
      ],
    ),
    q(
      "accessories",
      t(
        "Are the original box and charging cable included?",
        "Sind Originalverpackung und Ladekabel dabei?",
        "¿Incluye la caja original y el cable de carga?",
        "La boîte d’origine et le câble de charge sont-ils fournis ?",
        "Sono inclusi la confezione originale e il cavo di ricarica?",
      ),
      t(
        "Original accessories make resale easier, so we pay a little more for a complete set.",
        "Originalzubehör erleichtert den Wiederverkauf, deshalb zahlen wir für ein vollständiges Set etwas mehr.",
        "Los accesorios originales facilitan la reventa, así que pagamos algo más por el conjunto completo.",
        "Les accessoires d’origine facilitent la revente : nous payons donc un peu plus pour un ensemble complet.",
        "Gli accessori originali facilitano la rivendita, quindi paghiamo qualcosa in più per un set completo.",
      ),
      [
        a(
          "accessories_complete",
          t("Yes, box and cable", "Ja, Verpackung und Kabel", "Sí, caja y cable", "Oui, boîte et câble", "Sì, confezione e cavo"),
          t(
            "The original box and an original charging cable are included.",
            "Die Originalverpackung und ein originales Ladekabel liegen bei.",
            "Se incluyen la caja original y un cable de carga original.",
            "La boîte d’origine et un câble de charge d’origine sont fournis.",
            "Sono inclusi la confezione originale e un cavo di ricarica originale.",
          ),
          mult(1),
        ),
        a(
          "accessories_missing",
          t("No, not complete", "Nein, nicht vollständig", "No, no está completo", "Non, incomplet", "No, non completo"),
          t(
            "The box or the original cable is missing; a third-party cable does not count.",
            "Verpackung oder Originalkabel fehlen; ein Fremdkabel zählt nicht.",
            "Falta la caja o el cable original; un cable de otra marca no cuenta.",
            "La boîte ou le câble d’origine manque ; un câble d’une autre marque ne compte pas.",
            "Manca la confezione o il cavo originale; un cavo di altre marche non conta.",
          ),
          deduct(accessoryDeduction),
        ),
      ],
    ),
    q(
      "lock",
      t(
        "Is the activation lock switched off (Find My turned off or Google account removed)?",
        "Ist die Aktivierungssperre ausgeschaltet („Wo ist?“ deaktiviert bzw. Google-Konto entfernt)?",
        "¿Está desactivado el bloqueo de activación («Buscar» desactivado o cuenta de Google eliminada)?",
        "Le verrouillage d’activation est-il désactivé (« Localiser » désactivé ou compte Google supprimé) ?",
        "Il blocco attivazione è disattivato («Dov’è» disattivato o account Google rimosso)?",
      ),
      t(
        "While the lock is on, nobody else can use the device. iPhone/iPad: Settings > [your name] > Find My > off. Android: Settings > Accounts > remove your Google account, then reset.",
        "Solange die Sperre aktiv ist, kann niemand sonst das Gerät nutzen. iPhone/iPad: Einstellungen > [Ihr Name] > „Wo ist?“ > aus. Android: Einstellungen > Konten > Google-Konto entfernen, dann zurücksetzen.",
        "Con el bloqueo activo, nadie más puede usar el dispositivo. iPhone/iPad: Ajustes > [tu nombre] > Buscar > desactivar. Android: Ajustes > Cuentas > eliminar la cuenta de Google y restablecer.",
        "Tant que le verrouillage est actif, personne d’autre ne peut utiliser l’appareil. iPhone/iPad : Réglages > [votre nom] > Localiser > désactiver. Android : Paramètres > Comptes > supprimer le compte Google, puis réinitialiser.",
        "Finché il blocco è attivo, nessun altro può usare il dispositivo. iPhone/iPad: Impostazioni > [il tuo nome] > Dov’è > disattiva. Android: Impostazioni > Account > rimuovi l’account Google, poi ripristina.",
      ),
      [
        a(
          "lock_removed",
          t("Yes, it is switched off", "Ja, sie ist ausgeschaltet", "Sí, está desactivado", "Oui, il est désactivé", "Sì, è disattivato"),
          t(
            "Find My is off and no Google or manufacturer account is signed in.",
            "„Wo ist?“ ist aus und kein Google- oder Herstellerkonto ist angemeldet.",
            "«Buscar» está desactivado y no hay ninguna cuenta de Google ni del fabricante iniciada.",
            "« Localiser » est désactivé et aucun compte Google ou du fabricant n’est connecté.",
            "«Dov’è» è disattivato e nessun account Google o del produttore è collegato.",
          ),
          mult(1),
        ),
        a(
          "lock_active",
          t("No, it is still on", "Nein, sie ist noch aktiv", "No, sigue activado", "Non, il est toujours actif", "No, è ancora attivo"),
          t(
            "Choose this if you cannot sign out, for example because you no longer know the password.",
            "Wählen Sie dies, wenn Sie sich nicht abmelden können, etwa weil Sie das Passwort nicht mehr wissen.",
            "Elige esta opción si no puedes cerrar sesión, por ejemplo porque ya no recuerdas la contraseña.",
            "Choisissez cette réponse si vous ne pouvez pas vous déconnecter, par exemple parce que vous avez oublié le mot de passe.",
            "Scegli questa risposta se non riesci a uscire dall’account, ad esempio perché non ricordi la password.",
          ),
          noOffer(
            t(
              "We can only buy devices without activation lock: turn off Find My in Settings or remove your Google account first.",
              "Wir können nur Geräte ohne Aktivierungssperre annehmen: Deaktivieren Sie zuerst „Wo ist?“ in den Einstellungen oder entfernen Sie Ihr Google-Konto.",
              "Solo podemos comprar dispositivos sin bloqueo de activación: primero desactiva «Buscar» en Ajustes o elimina tu cuenta de Google.",
              "Nous ne pouvons racheter que des appareils sans verrouillage d’activation : désactivez d’abord « Localiser » dans les Réglages ou supprimez votre compte Google.",
              "Possiamo acquistare solo dispositivi senza blocco attivazione: disattiva prima «Dov’è» nelle Impostazioni o rimuovi il tuo account Google.",
            ),
          ),
        ),
      ],
    ),
  ];
}

// ── Laptops ──────────────────────────────────────────────────────────────────

function laptopQuestions(): SeedQuestion[] {
  return [
    functionQuestion(
      t(
        "Does the laptop switch on and work fully?",
        "Lässt sich der Laptop einschalten und funktioniert er einwandfrei?",
        "¿El portátil se enciende y funciona perfectamente?",
        "L’ordinateur portable s’allume-t-il et fonctionne-t-il parfaitement ?",
        "Il portatile si accende e funziona perfettamente?",
      ),
      t(
        "Check that the operating system starts and that the trackpad, ports, camera, speakers, Wi-Fi and charging work.",
        "Prüfen Sie, ob das Betriebssystem startet und Trackpad, Anschlüsse, Kamera, Lautsprecher, WLAN und Laden funktionieren.",
        "Comprueba que arranca el sistema operativo y que funcionan el trackpad, los puertos, la cámara, los altavoces, el wifi y la carga.",
        "Vérifiez que le système démarre et que le trackpad, les ports, la webcam, les haut-parleurs, le Wi-Fi et la charge fonctionnent.",
        "Verifica che il sistema operativo si avvii e che trackpad, porte, webcam, altoparlanti, Wi-Fi e ricarica funzionino.",
      ),
      t(
        "Choose this if it does not start or a part such as a port, the trackpad or the camera fails.",
        "Wählen Sie dies, wenn er nicht startet oder ein Teil wie ein Anschluss, das Trackpad oder die Kamera ausfällt.",
        "Elige esta opción si no arranca o falla alguna pieza, como un puerto, el trackpad o la cámara.",
        "Choisissez cette réponse s’il ne démarre pas ou si un élément comme un port, le trackpad ou la webcam est en panne.",
        "Scegli questa risposta se non si avvia o se un componente come una porta, il trackpad o la webcam non funziona.",
      ),
    ),
    displayQuestion(
      t(
        "The screen is cracked, shows lines, spots or dead areas, or its coating is peeling off.",
        "Das Display ist gesprungen, zeigt Streifen, Flecken oder tote Bereiche, oder die Beschichtung löst sich ab.",
        "La pantalla está rota, muestra líneas, manchas o zonas muertas, o su recubrimiento se está despegando.",
        "L’écran est fissuré, présente des lignes, des taches ou des zones mortes, ou son revêtement se décolle.",
        "Lo schermo è incrinato, mostra righe, macchie o zone morte, oppure il rivestimento si sta staccando.",
      ),
      [0.9, 0.75, 0.5],
    ),
    housingQuestion(
      t(
        "What condition are the housing and keyboard in?",
        "In welchem Zustand sind Gehäuse und Tastatur?",
        "¿En qué estado están la carcasa y el teclado?",
        "Dans quel état sont le boîtier et le clavier ?",
        "In che condizioni sono la scocca e la tastiera?",
      ),
      t(
        "Check the lid, the underside, the palm rest and every key.",
        "Prüfen Sie Deckel, Unterseite, Handballenauflage und jede einzelne Taste.",
        "Revisa la tapa, la base, el reposamanos y cada una de las teclas.",
        "Vérifiez le capot, le dessous, le repose-poignets et chaque touche.",
        "Controlla il coperchio, il fondo, il poggiapolsi e ogni singolo tasto.",
      ),
      t(
        "Dents, cracks, a loose hinge, or keys that stick or do not work.",
        "Dellen, Risse, ein lockeres Scharnier oder Tasten, die klemmen oder nicht funktionieren.",
        "Abolladuras, grietas, una bisagra floja o teclas que se atascan o no funcionan.",
        "Des bosses, des fissures, une charnière desserrée ou des touches qui accrochent ou ne fonctionnent pas.",
        "Ammaccature, crepe, una cerniera allentata o tasti che si bloccano o non funzionano.",
      ),
      [0.92, 0.8, 0.6],
    ),
    q(
      "battery",
      t(
        "What condition is the battery in?",
        "Wie ist der Zustand des Akkus?",
        "¿En qué estado está la batería?",
        "Quel est l’état de la batterie ?",
        "In che stato è la batteria?",
      ),
      t(
        'Mac: System Settings > Battery > Battery Health. Windows: run "powercfg /batteryreport" and compare the full charge capacity with the design capacity.',
        "Mac: Systemeinstellungen > Batterie > Batteriezustand. Windows: „powercfg /batteryreport“ ausführen und die volle Ladekapazität mit der Nennkapazität vergleichen.",
        "Mac: Ajustes del Sistema > Batería > Salud de la batería. Windows: ejecuta «powercfg /batteryreport» y compara la capacidad de carga completa con la capacidad de diseño.",
        "Mac : Réglages Système > Batterie > État de la batterie. Windows : exécutez « powercfg /batteryreport » et comparez la capacité de charge complète à la capacité nominale.",
        "Mac: Impostazioni di Sistema > Batteria > Stato batteria. Windows: esegui «powercfg /batteryreport» e confronta la capacità a carica completa con quella di progetto.",
      ),
      [
        a(
          "battery_good",
          t("80 % or more", "80 % oder mehr", "80 % o más", "80 % ou plus", "80% o più"),
          t(
            "The battery still has at least 80 % of its original capacity and shows no service warning.",
            "Der Akku hat noch mindestens 80 % seiner ursprünglichen Kapazität und zeigt keinen Servicehinweis.",
            "La batería conserva al menos el 80 % de su capacidad original y no muestra avisos de servicio.",
            "La batterie conserve au moins 80 % de sa capacité d’origine et n’affiche aucun avertissement de service.",
            "La batteria conserva almeno l’80% della capacità originale e non mostra avvisi di assistenza.",
          ),
          mult(1),
        ),
        a(
          "battery_worn",
          t(
            "Below 80 % or service recommended",
            "Unter 80 % oder Service empfohlen",
            "Menos del 80 % o servicio recomendado",
            "Moins de 80 % ou entretien recommandé",
            "Meno dell’80% o assistenza consigliata",
          ),
          t(
            "The capacity is below 80 %, the system recommends service or the battery is swollen.",
            "Die Kapazität liegt unter 80 %, das System empfiehlt einen Service oder der Akku ist aufgebläht.",
            "La capacidad es inferior al 80 %, el sistema recomienda servicio o la batería está hinchada.",
            "La capacité est inférieure à 80 %, le système recommande un entretien ou la batterie est gonflée.",
            "La capacità è inferiore all’80%, il sistema consiglia l’assistenza o la batteria è gonfia.",
          ),
          mult(0.88),
        ),
      ],
    ),
    q(
      "charger",
      t(
        "Is the original charger included?",
        "Ist das Original-Netzteil dabei?",
        "¿Incluye el cargador original?",
        "Le chargeur d’origine est-il fourni ?",
        "È incluso l’alimentatore originale?",
      ),
      t(
        "We test every laptop with its charger; without one we have to source a replacement.",
        "Wir testen jeden Laptop mit seinem Netzteil; fehlt es, müssen wir Ersatz beschaffen.",
        "Probamos cada portátil con su cargador; si falta, tenemos que conseguir uno de repuesto.",
        "Nous testons chaque portable avec son chargeur ; s’il manque, nous devons en acheter un autre.",
        "Testiamo ogni portatile con il suo alimentatore; se manca dobbiamo procurarne uno sostitutivo.",
      ),
      [
        a(
          "charger_included",
          t("Yes", "Ja", "Sí", "Oui", "Sì"),
          t(
            "The original power adapter, and its cable if separate, are included.",
            "Das Original-Netzteil und, falls separat, sein Kabel liegen bei.",
            "Se incluyen el adaptador de corriente original y su cable, si va aparte.",
            "L’adaptateur secteur d’origine et son câble, s’il est séparé, sont fournis.",
            "Sono inclusi l’alimentatore originale e il relativo cavo, se separato.",
          ),
          mult(1),
        ),
        a(
          "charger_missing",
          t("No", "Nein", "No", "Non", "No"),
          t(
            "Choose this if the charger is missing or is not an original one.",
            "Wählen Sie dies, wenn das Netzteil fehlt oder kein Original ist.",
            "Elige esta opción si falta el cargador o no es original.",
            "Choisissez cette réponse si le chargeur manque ou n’est pas d’origine.",
            "Scegli questa risposta se l’alimentatore manca o non è originale.",
          ),
          deduct(25),
        ),
      ],
    ),
    q(
      "lock",
      t(
        "Are iCloud, Find My Mac and any firmware or BIOS password removed?",
        "Sind iCloud, „Wo ist?“ und jedes Firmware- oder BIOS-Passwort entfernt?",
        "¿Has eliminado iCloud, «Buscar mi Mac» y cualquier contraseña de firmware o BIOS?",
        "iCloud, « Localiser mon Mac » et tout mot de passe firmware ou BIOS sont-ils supprimés ?",
        "Hai rimosso iCloud, «Dov’è» e qualsiasi password firmware o BIOS?",
      ),
      t(
        "We must be able to erase and reinstall the laptop. Mac: sign out of iCloud and turn off Find My. Windows: remove the BIOS/UEFI password and unlink the device from company management.",
        "Wir müssen den Laptop löschen und neu installieren können. Mac: von iCloud abmelden und „Wo ist?“ ausschalten. Windows: BIOS-/UEFI-Passwort entfernen und das Gerät aus der Firmenverwaltung lösen.",
        "Debemos poder borrar y reinstalar el portátil. Mac: cierra sesión en iCloud y desactiva «Buscar». Windows: elimina la contraseña de BIOS/UEFI y desvincula el equipo de la gestión de la empresa.",
        "Nous devons pouvoir effacer et réinstaller le portable. Mac : déconnectez-vous d’iCloud et désactivez « Localiser ». Windows : supprimez le mot de passe BIOS/UEFI et retirez l’appareil de la gestion d’entreprise.",
        "Dobbiamo poter cancellare e reinstallare il portatile. Mac: esci da iCloud e disattiva «Dov’è». Windows: rimuovi la password BIOS/UEFI e scollega il dispositivo dalla gestione aziendale.",
      ),
      [
        a(
          "lock_removed",
          t(
            "Yes, everything is removed",
            "Ja, alles ist entfernt",
            "Sí, está todo eliminado",
            "Oui, tout est supprimé",
            "Sì, è tutto rimosso",
          ),
          t(
            "The laptop starts without asking for a firmware password and is not linked to any account.",
            "Der Laptop startet ohne Firmware-Passwortabfrage und ist mit keinem Konto verknüpft.",
            "El portátil arranca sin pedir contraseña de firmware y no está vinculado a ninguna cuenta.",
            "Le portable démarre sans demander de mot de passe firmware et n’est lié à aucun compte.",
            "Il portatile si avvia senza chiedere una password firmware e non è collegato ad alcun account.",
          ),
          mult(1),
        ),
        a(
          "lock_active",
          t(
            "No, a lock is still active",
            "Nein, eine Sperre ist noch aktiv",
            "No, sigue habiendo un bloqueo",
            "Non, un verrouillage est encore actif",
            "No, c’è ancora un blocco attivo",
          ),
          t(
            "Choose this if an activation lock, a firmware password or company management is still active.",
            "Wählen Sie dies, wenn noch eine Aktivierungssperre, ein Firmware-Passwort oder eine Firmenverwaltung aktiv ist.",
            "Elige esta opción si sigue activo un bloqueo de activación, una contraseña de firmware o la gestión de la empresa.",
            "Choisissez cette réponse si un verrouillage d’activation, un mot de passe firmware ou une gestion d’entreprise est encore actif.",
            "Scegli questa risposta se è ancora attivo un blocco attivazione, una password firmware o la gestione aziendale.",
          ),
          noOffer(
            t(
              "We can only buy laptops without activation lock or BIOS password: sign out of iCloud, turn off Find My and remove any firmware password first.",
              "Wir können nur Laptops ohne Aktivierungssperre oder BIOS-Passwort annehmen: Melden Sie sich zuerst von iCloud ab, schalten Sie „Wo ist?“ aus und entfernen Sie jedes Firmware-Passwort.",
              "Solo podemos comprar portátiles sin bloqueo de activación ni contraseña de BIOS: primero cierra sesión en iCloud, desactiva «Buscar» y elimina cualquier contraseña de firmware.",
              "Nous ne pouvons racheter que des portables sans verrouillage d’activation ni mot de passe BIOS : déconnectez-vous d’abord d’iCloud, désactivez « Localiser » et supprimez tout mot de passe firmware.",
              "Possiamo acquistare solo portatili senza blocco attivazione né password BIOS: esci prima da iCloud, disattiva «Dov’è» e rimuovi qualsiasi password firmware.",
            ),
          ),
        ),
      ],
    ),
  ];
}

// ── Cameras ──────────────────────────────────────────────────────────────────

function cameraQuestions(): SeedQuestion[] {
  return [
    functionQuestion(
      t(
        "Does the camera work fully?",
        "Funktioniert die Kamera einwandfrei?",
        "¿La cámara funciona perfectamente?",
        "L’appareil photo fonctionne-t-il parfaitement ?",
        "La fotocamera funziona perfettamente?",
      ),
      t(
        "Check that it switches on, focuses, takes photos and records video, and that all buttons, dials, the viewfinder and the screen work.",
        "Prüfen Sie, ob sie sich einschalten lässt, fokussiert, fotografiert und filmt und ob alle Tasten, Räder, Sucher und Display funktionieren.",
        "Comprueba que se enciende, enfoca, hace fotos y graba vídeo, y que funcionan todos los botones, diales, el visor y la pantalla.",
        "Vérifiez qu’il s’allume, fait la mise au point, prend des photos et filme, et que tous les boutons, molettes, le viseur et l’écran fonctionnent.",
        "Verifica che si accenda, metta a fuoco, scatti foto e registri video, e che tutti i tasti, le ghiere, il mirino e lo schermo funzionino.",
      ),
      t(
        "Choose this if it shows error messages or a part such as the shutter, a dial or the card slot fails.",
        "Wählen Sie dies, wenn Fehlermeldungen erscheinen oder ein Teil wie Verschluss, Einstellrad oder Kartenfach ausfällt.",
        "Elige esta opción si muestra mensajes de error o falla alguna pieza, como el obturador, un dial o la ranura de la tarjeta.",
        "Choisissez cette réponse s’il affiche des messages d’erreur ou si un élément comme l’obturateur, une molette ou le logement de carte est en panne.",
        "Scegli questa risposta se compaiono messaggi di errore o se un componente come l’otturatore, una ghiera o lo slot della scheda non funziona.",
      ),
    ),
    q(
      "shutter_count",
      t(
        "What is the shutter count?",
        "Wie viele Auslösungen hat die Kamera?",
        "¿Cuántos disparos tiene la cámara?",
        "Quel est le nombre de déclenchements ?",
        "Quanti scatti ha la fotocamera?",
      ),
      t(
        "Many cameras show the count in the menu; otherwise read it from a photo’s metadata with a free online tool. If you cannot find it, estimate from how much you have used the camera.",
        "Viele Kameras zeigen die Zahl im Menü; sonst lesen Sie sie mit einem kostenlosen Online-Tool aus den Metadaten eines Fotos aus. Falls Sie sie nicht finden, schätzen Sie sie anhand Ihrer Nutzung.",
        "Muchas cámaras muestran la cifra en el menú; si no, puedes leerla en los metadatos de una foto con una herramienta en línea gratuita. Si no la encuentras, haz una estimación según el uso.",
        "De nombreux appareils affichent ce nombre dans le menu ; sinon, lisez-le dans les métadonnées d’une photo avec un outil en ligne gratuit. À défaut, estimez-le selon votre utilisation.",
        "Molte fotocamere mostrano il numero nel menu; altrimenti puoi leggerlo nei metadati di una foto con uno strumento online gratuito. Se non lo trovi, fai una stima in base all’uso.",
      ),
      [
        a(
          "shutter_under_10k",
          t("Under 10,000", "Unter 10.000", "Menos de 10.000", "Moins de 10 000", "Meno di 10.000"),
          t(
            "Typical for a camera that was used only occasionally.",
            "Typisch für eine Kamera, die nur gelegentlich benutzt wurde.",
            "Habitual en una cámara que solo se ha usado de vez en cuando.",
            "Typique d’un appareil utilisé seulement de temps en temps.",
            "Tipico di una fotocamera usata solo di tanto in tanto.",
          ),
          mult(1),
        ),
        a(
          "shutter_10k_50k",
          t("10,000 to 50,000", "10.000 bis 50.000", "De 10.000 a 50.000", "De 10 000 à 50 000", "Da 10.000 a 50.000"),
          t(
            "Typical for regular hobby use over a few years.",
            "Typisch für regelmäßige Hobbynutzung über einige Jahre.",
            "Habitual tras varios años de uso aficionado regular.",
            "Typique d’un usage amateur régulier sur quelques années.",
            "Tipico di un uso amatoriale regolare per alcuni anni.",
          ),
          mult(0.92),
        ),
        a(
          "shutter_50k_150k",
          t("50,000 to 150,000", "50.000 bis 150.000", "De 50.000 a 150.000", "De 50 000 à 150 000", "Da 50.000 a 150.000"),
          t(
            "Typical for intensive or semi-professional use.",
            "Typisch für intensive oder semiprofessionelle Nutzung.",
            "Habitual en un uso intensivo o semiprofesional.",
            "Typique d’un usage intensif ou semi-professionnel.",
            "Tipico di un uso intenso o semiprofessionale.",
          ),
          mult(0.8),
        ),
        a(
          "shutter_over_150k",
          t("Over 150,000", "Über 150.000", "Más de 150.000", "Plus de 150 000", "Oltre 150.000"),
          t(
            "Typical for professional use, for example at events or sports.",
            "Typisch für professionelle Nutzung, etwa bei Events oder im Sport.",
            "Habitual en un uso profesional, por ejemplo en eventos o deportes.",
            "Typique d’un usage professionnel, par exemple en événementiel ou en sport.",
            "Tipico di un uso professionale, ad esempio per eventi o sport.",
          ),
          mult(0.6),
        ),
      ],
    ),
    q(
      "sensor",
      t(
        "What condition is the sensor in?",
        "In welchem Zustand ist der Sensor?",
        "¿En qué estado está el sensor?",
        "Dans quel état est le capteur ?",
        "In che condizioni è il sensore?",
      ),
      t(
        "Photograph a plain white wall at f/16 and look for dark spots, or inspect the sensor with the lens removed.",
        "Fotografieren Sie eine weiße Wand bei Blende 16 und achten Sie auf dunkle Flecken, oder sehen Sie sich den Sensor bei abgenommenem Objektiv an.",
        "Fotografía una pared blanca a f/16 y busca manchas oscuras, o revisa el sensor sin el objetivo puesto.",
        "Photographiez un mur blanc à f/16 et cherchez des taches sombres, ou examinez le capteur après avoir retiré l’objectif.",
        "Fotografa una parete bianca a f/16 e cerca macchie scure, oppure osserva il sensore senza obiettivo.",
      ),
      [
        a(
          "sensor_clean",
          t("Clean", "Sauber", "Limpio", "Propre", "Pulito"),
          t(
            "No spots are visible in photos and the sensor shows no marks.",
            "Auf Fotos sind keine Flecken zu sehen und der Sensor zeigt keine Spuren.",
            "No se ven manchas en las fotos y el sensor no tiene marcas.",
            "Aucune tache n’apparaît sur les photos et le capteur ne présente aucune marque.",
            "Nelle foto non si vedono macchie e il sensore non presenta segni.",
          ),
          mult(1),
        ),
        a(
          "sensor_dust",
          t("Some dust spots", "Einige Staubflecken", "Algunas motas de polvo", "Quelques poussières", "Qualche granello di polvere"),
          t(
            "Spots that a normal sensor cleaning would remove.",
            "Flecken, die eine normale Sensorreinigung entfernen würde.",
            "Manchas que una limpieza normal del sensor eliminaría.",
            "Des taches qu’un nettoyage normal du capteur ferait disparaître.",
            "Macchie che una normale pulizia del sensore eliminerebbe.",
          ),
          mult(0.92),
        ),
        a(
          "sensor_damaged",
          t("Scratched or damaged", "Zerkratzt oder beschädigt", "Rayado o dañado", "Rayé ou endommagé", "Graffiato o danneggiato"),
          t(
            "Scratches, marks that do not come off, or faulty pixels in every photo.",
            "Kratzer, Spuren, die sich nicht entfernen lassen, oder fehlerhafte Pixel auf jedem Foto.",
            "Arañazos, marcas que no se quitan o píxeles defectuosos en todas las fotos.",
            "Des rayures, des marques qui ne partent pas ou des pixels défectueux sur chaque photo.",
            "Graffi, segni che non vanno via o pixel difettosi in ogni foto.",
          ),
          mult(0.4),
        ),
      ],
    ),
    housingQuestion(
      t(
        "What condition is the body in?",
        "In welchem Zustand ist das Gehäuse?",
        "¿En qué estado está el cuerpo?",
        "Dans quel état est le boîtier ?",
        "In che condizioni è il corpo macchina?",
      ),
      t(
        "Look at the body, the grip, the mount, the screen and the viewfinder.",
        "Sehen Sie sich Gehäuse, Griff, Bajonett, Display und Sucher an.",
        "Fíjate en el cuerpo, la empuñadura, la montura, la pantalla y el visor.",
        "Regardez le boîtier, la poignée, la monture, l’écran et le viseur.",
        "Osserva il corpo, l’impugnatura, l’innesto, lo schermo e il mirino.",
      ),
      t(
        "Cracks, dents, loose parts or a damaged screen or viewfinder.",
        "Risse, Dellen, lose Teile oder ein beschädigtes Display bzw. ein beschädigter Sucher.",
        "Grietas, abolladuras, piezas sueltas o la pantalla o el visor dañados.",
        "Des fissures, des bosses, des pièces desserrées ou un écran ou viseur endommagé.",
        "Crepe, ammaccature, parti allentate o schermo o mirino danneggiati.",
      ),
      [0.93, 0.8, 0.55],
    ),
    q(
      "accessories",
      t(
        "Are the battery and charger included?",
        "Sind Akku und Ladegerät dabei?",
        "¿Incluye la batería y el cargador?",
        "La batterie et le chargeur sont-ils fournis ?",
        "Sono inclusi batteria e caricatore?",
      ),
      t(
        "We test every camera with its own battery; original or equivalent brand accessories count.",
        "Wir testen jede Kamera mit ihrem eigenen Akku; Original- oder gleichwertiges Markenzubehör zählt.",
        "Probamos cada cámara con su propia batería; cuentan los accesorios originales o de marca equivalente.",
        "Nous testons chaque appareil avec sa propre batterie ; les accessoires d’origine ou de marque équivalente comptent.",
        "Testiamo ogni fotocamera con la sua batteria; valgono gli accessori originali o di marca equivalente.",
      ),
      [
        a(
          "accessories_complete",
          t("Battery and charger", "Akku und Ladegerät", "Batería y cargador", "Batterie et chargeur", "Batteria e caricatore"),
          t(
            "At least one working battery and a charger or charging cable are included.",
            "Mindestens ein funktionierender Akku und ein Ladegerät oder Ladekabel liegen bei.",
            "Se incluyen al menos una batería que funciona y un cargador o cable de carga.",
            "Au moins une batterie fonctionnelle et un chargeur ou câble de charge sont fournis.",
            "Sono inclusi almeno una batteria funzionante e un caricatore o cavo di ricarica.",
          ),
          mult(1),
        ),
        a(
          "accessories_no_charger",
          t("Battery only", "Nur Akku", "Solo batería", "Batterie seule", "Solo batteria"),
          t(
            "A battery is included, but no charger or charging cable.",
            "Ein Akku liegt bei, aber kein Ladegerät oder Ladekabel.",
            "Se incluye una batería, pero ningún cargador ni cable de carga.",
            "Une batterie est fournie, mais aucun chargeur ni câble de charge.",
            "È inclusa una batteria, ma nessun caricatore né cavo di ricarica.",
          ),
          deduct(15),
        ),
        a(
          "accessories_none",
          t("No battery", "Kein Akku", "Sin batería", "Pas de batterie", "Nessuna batteria"),
          t(
            "Choose this if you are sending the body without a battery.",
            "Wählen Sie dies, wenn Sie das Gehäuse ohne Akku schicken.",
            "Elige esta opción si envías el cuerpo sin batería.",
            "Choisissez cette réponse si vous envoyez le boîtier sans batterie.",
            "Scegli questa risposta se spedisci il corpo senza batteria.",
          ),
          deduct(40),
        ),
      ],
    ),
  ];
}

// ── Lenses ───────────────────────────────────────────────────────────────────

function lensQuestions(): SeedQuestion[] {
  return [
    functionQuestion(
      t(
        "Do the autofocus, aperture and stabilisation work properly?",
        "Funktionieren Autofokus, Blende und Bildstabilisator einwandfrei?",
        "¿Funcionan correctamente el enfoque automático, el diafragma y el estabilizador?",
        "L’autofocus, le diaphragme et la stabilisation fonctionnent-ils correctement ?",
        "Autofocus, diaframma e stabilizzatore funzionano correttamente?",
      ),
      t(
        "Test the lens on a camera: it should focus quickly and quietly, change the aperture, zoom smoothly and show no error messages.",
        "Testen Sie das Objektiv an einer Kamera: Es sollte schnell und leise fokussieren, die Blende verstellen, gleichmäßig zoomen und keine Fehlermeldung zeigen.",
        "Prueba el objetivo en una cámara: debe enfocar rápido y en silencio, cambiar el diafragma, hacer zoom con suavidad y no mostrar errores.",
        "Testez l’objectif sur un boîtier : il doit faire la mise au point vite et en silence, changer d’ouverture, zoomer sans à-coups et n’afficher aucune erreur.",
        "Prova l’obiettivo su una fotocamera: deve mettere a fuoco in modo rapido e silenzioso, cambiare diaframma, zoomare in modo fluido e non mostrare errori.",
      ),
      t(
        "Choose this if the focus hunts or grinds, the aperture sticks, the zoom is stiff or the camera reports an error.",
        "Wählen Sie dies, wenn der Fokus pumpt oder schleift, die Blende hängt, der Zoom schwergängig ist oder die Kamera einen Fehler meldet.",
        "Elige esta opción si el enfoque duda o chirría, el diafragma se atasca, el zoom va duro o la cámara da error.",
        "Choisissez cette réponse si la mise au point patine ou grince, si le diaphragme accroche, si le zoom est dur ou si le boîtier signale une erreur.",
        "Scegli questa risposta se la messa a fuoco pompa o gratta, il diaframma si blocca, lo zoom è duro o la fotocamera segnala un errore.",
      ),
      0.35,
    ),
    q(
      "glass",
      t(
        "Is there fungus or haze in the lens?",
        "Gibt es Pilz oder Schleier im Objektiv?",
        "¿Hay hongos o velo en el objetivo?",
        "Y a-t-il des champignons ou un voile dans l’objectif ?",
        "Ci sono funghi o aloni nell’obiettivo?",
      ),
      t(
        "Shine a torch through the lens from the back and look inside: fungus looks like fine threads or spots, haze like a milky veil.",
        "Leuchten Sie mit einer Taschenlampe von hinten durch das Objektiv: Pilz sieht aus wie feine Fäden oder Flecken, Schleier wie ein milchiger Film.",
        "Ilumina el objetivo por detrás con una linterna y mira dentro: los hongos parecen hilos finos o manchas, y el velo, una película lechosa.",
        "Éclairez l’objectif par l’arrière avec une lampe et regardez à l’intérieur : les champignons ressemblent à de fins filaments ou à des taches, le voile à un film laiteux.",
        "Illumina l’obiettivo da dietro con una torcia e guarda all’interno: i funghi sembrano filamenti sottili o macchie, gli aloni una patina lattiginosa.",
      ),
      [
        a(
          "glass_clear",
          t(
            "No, the glass is clear",
            "Nein, die Linsen sind klar",
            "No, las lentes están limpias",
            "Non, les lentilles sont claires",
            "No, le lenti sono limpide",
          ),
          t(
            "The inside is clear; a few specks of dust are normal and do not count.",
            "Das Innere ist klar; ein paar Staubkörner sind normal und zählen nicht.",
            "El interior está limpio; unas motas de polvo son normales y no cuentan.",
            "L’intérieur est clair ; quelques poussières sont normales et ne comptent pas.",
            "L’interno è limpido; qualche granello di polvere è normale e non conta.",
          ),
          mult(1),
        ),
        a(
          "glass_haze",
          t("Light haze", "Leichter Schleier", "Velo ligero", "Léger voile", "Leggero alone"),
          t(
            "A faint milky film is visible in the torch light, but no threads or spots.",
            "Im Taschenlampenlicht ist ein leichter milchiger Film zu sehen, aber keine Fäden oder Flecken.",
            "Con la linterna se ve una ligera película lechosa, pero ni hilos ni manchas.",
            "Un léger film laiteux est visible à la lampe, mais aucun filament ni tache.",
            "Con la torcia si vede una leggera patina lattiginosa, ma nessun filamento o macchia.",
          ),
          mult(0.6),
        ),
        a(
          "glass_fungus",
          t("Fungus", "Pilzbefall", "Hongos", "Champignons", "Funghi"),
          t(
            "Choose this if you see thread-like or branching structures on any lens element.",
            "Wählen Sie dies, wenn Sie faden- oder verästelte Strukturen auf einer Linse sehen.",
            "Elige esta opción si ves estructuras en forma de hilos o ramificaciones en alguna lente.",
            "Choisissez cette réponse si vous voyez des structures filamenteuses ou ramifiées sur une lentille.",
            "Scegli questa risposta se vedi strutture filiformi o ramificate su una lente.",
          ),
          noOffer(
            t(
              "We cannot buy lenses with fungus, because it spreads to other equipment and is costly to remove.",
              "Objektive mit Pilzbefall können wir nicht annehmen, weil er sich auf andere Ausrüstung ausbreitet und die Entfernung teuer ist.",
              "No podemos comprar objetivos con hongos, porque se extienden a otros equipos y eliminarlos es costoso.",
              "Nous ne pouvons pas racheter d’objectifs atteints de champignons, car ils contaminent d’autres équipements et leur élimination est coûteuse.",
              "Non possiamo acquistare obiettivi con funghi, perché i funghi si diffondono ad altre attrezzature e rimuoverli è costoso.",
            ),
          ),
        ),
      ],
    ),
    q(
      "elements",
      t(
        "Are there scratches on the front or rear element?",
        "Gibt es Kratzer auf der Front- oder Hinterlinse?",
        "¿Hay arañazos en la lente frontal o trasera?",
        "Y a-t-il des rayures sur la lentille frontale ou arrière ?",
        "Ci sono graffi sulla lente frontale o posteriore?",
      ),
      t(
        "Look at the outer glass surfaces at an angle under a bright light.",
        "Betrachten Sie die äußeren Glasflächen schräg unter hellem Licht.",
        "Mira las superficies exteriores del cristal en ángulo bajo una luz intensa.",
        "Regardez les surfaces extérieures en biais sous une lumière vive.",
        "Osserva le superfici esterne del vetro di sbieco sotto una luce intensa.",
      ),
      [
        a(
          "elements_flawless",
          t("No scratches", "Keine Kratzer", "Sin arañazos", "Aucune rayure", "Nessun graffio"),
          t(
            "Both outer surfaces are free of scratches and coating damage.",
            "Beide Außenflächen sind frei von Kratzern und Vergütungsschäden.",
            "Ambas superficies exteriores están libres de arañazos y daños en el recubrimiento.",
            "Les deux surfaces extérieures ne présentent ni rayure ni traitement abîmé.",
            "Entrambe le superfici esterne sono prive di graffi e danni al rivestimento.",
          ),
          mult(1),
        ),
        a(
          "elements_cleaning_marks",
          t(
            "Light cleaning marks",
            "Leichte Putzspuren",
            "Ligeras marcas de limpieza",
            "Légères traces de nettoyage",
            "Lievi segni di pulizia",
          ),
          t(
            "Very fine hairline marks that are only visible under direct light and do not show in photos.",
            "Sehr feine Haarlinien, die nur unter direktem Licht sichtbar sind und auf Fotos nicht auffallen.",
            "Marcas finísimas que solo se ven con luz directa y no aparecen en las fotos.",
            "De très fines micro-rayures visibles seulement sous une lumière directe et invisibles sur les photos.",
            "Segni sottilissimi visibili solo con luce diretta e che non compaiono nelle foto.",
          ),
          mult(0.9),
        ),
        a(
          "elements_scratched",
          t("Scratches", "Kratzer", "Arañazos", "Rayures", "Graffi"),
          t(
            "Scratches or chips that are clearly visible or that you can feel.",
            "Kratzer oder Absplitterungen, die deutlich sichtbar oder fühlbar sind.",
            "Arañazos o desconchones claramente visibles o que se notan al tacto.",
            "Des rayures ou éclats nettement visibles ou perceptibles au toucher.",
            "Graffi o scheggiature ben visibili o percepibili al tatto.",
          ),
          mult(0.7),
        ),
      ],
    ),
    housingQuestion(
      t(
        "What condition is the lens barrel in?",
        "In welchem Zustand ist der Objektivtubus?",
        "¿En qué estado está el cuerpo del objetivo?",
        "Dans quel état est le fût de l’objectif ?",
        "In che condizioni è il barilotto dell’obiettivo?",
      ),
      t(
        "Look at the barrel, the rings, the mount and the filter thread.",
        "Sehen Sie sich Tubus, Ringe, Bajonett und Filtergewinde an.",
        "Fíjate en el cuerpo, los anillos, la montura y la rosca del filtro.",
        "Regardez le fût, les bagues, la monture et le pas de vis du filtre.",
        "Osserva il barilotto, le ghiere, l’innesto e la filettatura del filtro.",
      ),
      t(
        "Dents, a bent filter thread, a loose mount or rings that wobble.",
        "Dellen, ein verbogenes Filtergewinde, ein lockeres Bajonett oder wackelnde Ringe.",
        "Abolladuras, la rosca del filtro doblada, la montura floja o anillos que bailan.",
        "Des bosses, un pas de vis tordu, une monture desserrée ou des bagues qui ont du jeu.",
        "Ammaccature, filettatura del filtro piegata, innesto allentato o ghiere con gioco.",
      ),
      [0.93, 0.82, 0.6],
    ),
    q(
      "caps",
      t(
        "Are the front and rear caps and the lens hood included?",
        "Sind Front- und Rückdeckel sowie die Gegenlichtblende dabei?",
        "¿Incluye las tapas delantera y trasera y el parasol?",
        "Les bouchons avant et arrière et le pare-soleil sont-ils fournis ?",
        "Sono inclusi i tappi anteriore e posteriore e il paraluce?",
      ),
      t(
        "Caps protect the glass during shipping; the hood counts only if the lens came with one.",
        "Deckel schützen die Linsen beim Versand; die Gegenlichtblende zählt nur, wenn sie zum Lieferumfang gehörte.",
        "Las tapas protegen las lentes durante el envío; el parasol solo cuenta si venía con el objetivo.",
        "Les bouchons protègent les lentilles pendant le transport ; le pare-soleil ne compte que s’il était fourni d’origine.",
        "I tappi proteggono le lenti durante la spedizione; il paraluce conta solo se era in dotazione.",
      ),
      [
        a(
          "caps_complete",
          t("Yes, complete", "Ja, vollständig", "Sí, completo", "Oui, complet", "Sì, completo"),
          t(
            "Both caps and, if originally supplied, the hood are included.",
            "Beide Deckel und, falls mitgeliefert, die Gegenlichtblende liegen bei.",
            "Se incluyen ambas tapas y, si venía de serie, el parasol.",
            "Les deux bouchons et, s’il était fourni, le pare-soleil sont inclus.",
            "Sono inclusi entrambi i tappi e, se in dotazione, il paraluce.",
          ),
          mult(1),
        ),
        a(
          "caps_missing",
          t("No, something is missing", "Nein, etwas fehlt", "No, falta algo", "Non, il manque quelque chose", "No, manca qualcosa"),
          t(
            "A cap or the original hood is missing.",
            "Ein Deckel oder die originale Gegenlichtblende fehlt.",
            "Falta una tapa o el parasol original.",
            "Il manque un bouchon ou le pare-soleil d’origine.",
            "Manca un tappo o il paraluce originale.",
          ),
          deduct(10),
        ),
      ],
    ),
  ];
}

// ── Consoles ─────────────────────────────────────────────────────────────────

function consoleQuestions(): SeedQuestion[] {
  return [
    functionQuestion(
      t(
        "Does the console work fully?",
        "Funktioniert die Konsole einwandfrei?",
        "¿La consola funciona perfectamente?",
        "La console fonctionne-t-elle parfaitement ?",
        "La console funziona perfettamente?",
      ),
      t(
        "Check that it starts, shows a picture, runs games, connects to the internet and that all ports and buttons work without overheating.",
        "Prüfen Sie, ob sie startet, ein Bild zeigt, Spiele ausführt, sich mit dem Internet verbindet und ob alle Anschlüsse und Tasten ohne Überhitzung funktionieren.",
        "Comprueba que arranca, da imagen, ejecuta juegos, se conecta a internet y que todos los puertos y botones funcionan sin sobrecalentarse.",
        "Vérifiez qu’elle démarre, affiche une image, lance les jeux, se connecte à Internet et que tous les ports et boutons fonctionnent sans surchauffe.",
        "Verifica che si avvii, mostri l’immagine, avvii i giochi, si colleghi a internet senza surriscaldarsi e che tutte le porte e i tasti funzionino.",
      ),
      t(
        "Choose this if it does not start, freezes, overheats, or a port, the fan or the screen of a handheld fails.",
        "Wählen Sie dies, wenn sie nicht startet, einfriert, überhitzt oder ein Anschluss, der Lüfter oder das Display eines Handhelds ausfällt.",
        "Elige esta opción si no arranca, se cuelga, se sobrecalienta o falla un puerto, el ventilador o la pantalla de una portátil.",
        "Choisissez cette réponse si elle ne démarre pas, se fige, surchauffe, ou si un port, le ventilateur ou l’écran d’une console portable est en panne.",
        "Scegli questa risposta se non si avvia, si blocca, si surriscalda o se una porta, la ventola o lo schermo di una console portatile non funziona.",
      ),
    ),
    q(
      "controller",
      t(
        "Is an original controller included?",
        "Ist ein Original-Controller dabei?",
        "¿Incluye un mando original?",
        "Une manette d’origine est-elle fournie ?",
        "È incluso un controller originale?",
      ),
      t(
        "One working original controller is expected; handheld consoles with built-in controls count as included.",
        "Erwartet wird ein funktionierender Original-Controller; bei Handhelds mit eingebauter Steuerung gilt er als dabei.",
        "Se espera un mando original que funcione; en las consolas portátiles con controles integrados cuenta como incluido.",
        "Une manette d’origine fonctionnelle est attendue ; pour les consoles portables à commandes intégrées, elle est considérée comme fournie.",
        "È previsto un controller originale funzionante; per le console portatili con comandi integrati si considera incluso.",
      ),
      [
        a(
          "controller_included",
          t("Yes", "Ja", "Sí", "Oui", "Sì"),
          t(
            "At least one original controller (for Switch: both Joy-Con) is included and works without drift.",
            "Mindestens ein Original-Controller (bei der Switch: beide Joy-Con) liegt bei und funktioniert ohne Drift.",
            "Se incluye al menos un mando original (en Switch, ambos Joy-Con) y funciona sin drift.",
            "Au moins une manette d’origine (pour la Switch : les deux Joy-Con) est fournie et fonctionne sans drift.",
            "È incluso almeno un controller originale (per Switch: entrambi i Joy-Con) e funziona senza drift.",
          ),
          mult(1),
        ),
        a(
          "controller_none",
          t("No controller", "Kein Controller", "Sin mando", "Pas de manette", "Nessun controller"),
          t(
            "Choose this if no controller is included or it is not an original one.",
            "Wählen Sie dies, wenn kein Controller dabei ist oder er kein Original ist.",
            "Elige esta opción si no incluye mando o no es original.",
            "Choisissez cette réponse si aucune manette n’est fournie ou si elle n’est pas d’origine.",
            "Scegli questa risposta se non è incluso alcun controller o non è originale.",
          ),
          deduct(25),
        ),
      ],
    ),
    housingQuestion(
      t(
        "What condition is the housing in?",
        "In welchem Zustand ist das Gehäuse?",
        "¿En qué estado está la carcasa?",
        "Dans quel état est la coque ?",
        "In che condizioni è la scocca?",
      ),
      t(
        "Look at all sides of the console and, for handhelds, the screen.",
        "Sehen Sie sich alle Seiten der Konsole und bei Handhelds auch das Display an.",
        "Fíjate en todos los lados de la consola y, en las portátiles, también en la pantalla.",
        "Regardez tous les côtés de la console et, pour une console portable, l’écran.",
        "Osserva tutti i lati della console e, per una console portatile, anche lo schermo.",
      ),
      t(
        "Cracks, broken vents or covers, missing stickers on the screws or a cracked handheld screen.",
        "Risse, gebrochene Lüftungsgitter oder Abdeckungen, fehlende Siegel an den Schrauben oder ein gesprungenes Handheld-Display.",
        "Grietas, rejillas o tapas rotas, precintos de los tornillos ausentes o la pantalla de una portátil rota.",
        "Des fissures, des grilles ou caches cassés, des scellés de vis manquants ou, sur une console portable, un écran fissuré.",
        "Crepe, griglie o coperture rotte, sigilli delle viti mancanti o, su una console portatile, lo schermo incrinato.",
      ),
      [0.93, 0.82, 0.6],
    ),
    q(
      "disc_drive",
      t(
        "Does the disc drive work?",
        "Funktioniert das Laufwerk?",
        "¿Funciona el lector de discos?",
        "Le lecteur de disques fonctionne-t-il ?",
        "Il lettore di dischi funziona?",
      ),
      t(
        "Only relevant for consoles with a disc drive: insert a game disc and check that it is read and ejected.",
        "Nur relevant für Konsolen mit Laufwerk: Legen Sie eine Spieldisc ein und prüfen Sie, ob sie gelesen und ausgeworfen wird.",
        "Solo para consolas con lector: introduce un disco de juego y comprueba que se lee y se expulsa.",
        "Uniquement pour les consoles avec lecteur : insérez un disque de jeu et vérifiez qu’il est lu et éjecté.",
        "Solo per le console con lettore: inserisci un disco di gioco e verifica che venga letto ed espulso.",
      ),
      [
        a(
          "disc_drive_ok",
          t(
            "Yes, or no disc drive",
            "Ja, oder kein Laufwerk vorhanden",
            "Sí, o no tiene lector",
            "Oui, ou pas de lecteur",
            "Sì, oppure non ha lettore",
          ),
          t(
            "Discs are read and ejected normally, or the console has no disc drive at all.",
            "Discs werden normal gelesen und ausgeworfen, oder die Konsole hat gar kein Laufwerk.",
            "Los discos se leen y expulsan con normalidad, o la consola no tiene lector.",
            "Les disques sont lus et éjectés normalement, ou la console n’a pas de lecteur.",
            "I dischi vengono letti ed espulsi normalmente, oppure la console non ha lettore.",
          ),
          mult(1),
        ),
        a(
          "disc_drive_defective",
          t("No, it is faulty", "Nein, es ist defekt", "No, está averiado", "Non, il est défectueux", "No, è guasto"),
          t(
            "Discs are not recognised, get stuck or the drive makes grinding noises.",
            "Discs werden nicht erkannt, bleiben stecken oder das Laufwerk macht Schleifgeräusche.",
            "Los discos no se reconocen, se atascan o el lector hace ruidos de roce.",
            "Les disques ne sont pas reconnus, restent bloqués ou le lecteur fait des bruits de frottement.",
            "I dischi non vengono riconosciuti, si bloccano o il lettore fa rumori di sfregamento.",
          ),
          mult(0.7),
        ),
      ],
    ),
    q(
      "account",
      t(
        "Have you signed out of your account and reset the console?",
        "Haben Sie sich von Ihrem Konto abgemeldet und die Konsole zurückgesetzt?",
        "¿Has cerrado sesión en tu cuenta y restablecido la consola?",
        "Vous êtes-vous déconnecté de votre compte et avez-vous réinitialisé la console ?",
        "Sei uscito dal tuo account e hai ripristinato la console?",
      ),
      t(
        "PlayStation, Xbox, Nintendo and Steam accounts must be removed so that the next owner can set up the console.",
        "PlayStation-, Xbox-, Nintendo- und Steam-Konten müssen entfernt sein, damit der nächste Besitzer die Konsole einrichten kann.",
        "Las cuentas de PlayStation, Xbox, Nintendo y Steam deben eliminarse para que el siguiente propietario pueda configurar la consola.",
        "Les comptes PlayStation, Xbox, Nintendo et Steam doivent être supprimés pour que le prochain propriétaire puisse configurer la console.",
        "Gli account PlayStation, Xbox, Nintendo e Steam devono essere rimossi perché il prossimo proprietario possa configurare la console.",
      ),
      [
        a(
          "account_removed",
          t("Yes", "Ja", "Sí", "Oui", "Sì"),
          t(
            "The console starts with the first-time setup and no account is linked.",
            "Die Konsole startet mit der Ersteinrichtung und es ist kein Konto verknüpft.",
            "La consola arranca con la configuración inicial y no hay ninguna cuenta vinculada.",
            "La console démarre sur la configuration initiale et aucun compte n’est associé.",
            "La console si avvia con la configurazione iniziale e nessun account è collegato.",
          ),
          mult(1),
        ),
        a(
          "account_linked",
          t(
            "No, an account is still linked",
            "Nein, ein Konto ist noch verknüpft",
            "No, sigue vinculada una cuenta",
            "Non, un compte est encore associé",
            "No, un account è ancora collegato",
          ),
          t(
            "Choose this if you cannot remove your account, for example because you lost access to it.",
            "Wählen Sie dies, wenn Sie Ihr Konto nicht entfernen können, etwa weil Sie keinen Zugriff mehr darauf haben.",
            "Elige esta opción si no puedes eliminar tu cuenta, por ejemplo porque has perdido el acceso.",
            "Choisissez cette réponse si vous ne pouvez pas supprimer votre compte, par exemple parce que vous n’y avez plus accès.",
            "Scegli questa risposta se non riesci a rimuovere il tuo account, ad esempio perché non vi hai più accesso.",
          ),
          noOffer(
            t(
              "We can only buy consoles that are no longer linked to an account: sign out, then reset the console to factory settings first.",
              "Wir können nur Konsolen annehmen, die mit keinem Konto mehr verknüpft sind: Melden Sie sich zuerst ab und setzen Sie die Konsole auf Werkseinstellungen zurück.",
              "Solo podemos comprar consolas que ya no estén vinculadas a una cuenta: primero cierra sesión y restablece la consola a los ajustes de fábrica.",
              "Nous ne pouvons racheter que des consoles qui ne sont plus associées à un compte : déconnectez-vous d’abord, puis réinitialisez la console aux paramètres d’usine.",
              "Possiamo acquistare solo console non più collegate a un account: prima esci dall’account, poi ripristina le impostazioni di fabbrica.",
            ),
          ),
        ),
      ],
    ),
  ];
}

// ── Monitors ─────────────────────────────────────────────────────────────────

function monitorQuestions(): SeedQuestion[] {
  return [
    functionQuestion(
      t(
        "Does the monitor switch on and work fully?",
        "Lässt sich der Monitor einschalten und funktioniert er einwandfrei?",
        "¿El monitor se enciende y funciona perfectamente?",
        "L’écran s’allume-t-il et fonctionne-t-il parfaitement ?",
        "Il monitor si accende e funziona perfettamente?",
      ),
      t(
        "Check the picture on every input, the buttons and, if present, the USB hub, USB-C charging and speakers.",
        "Prüfen Sie das Bild an jedem Eingang, die Tasten und, falls vorhanden, USB-Hub, USB-C-Laden und Lautsprecher.",
        "Comprueba la imagen en cada entrada, los botones y, si los tiene, el hub USB, la carga USB-C y los altavoces.",
        "Vérifiez l’image sur chaque entrée, les boutons et, le cas échéant, le hub USB, la charge USB-C et les haut-parleurs.",
        "Controlla l’immagine su ogni ingresso, i tasti e, se presenti, hub USB, ricarica USB-C e altoparlanti.",
      ),
      t(
        "Choose this if it stays black, flickers, shows lines or an input or the USB hub does not work.",
        "Wählen Sie dies, wenn er schwarz bleibt, flackert, Streifen zeigt oder ein Eingang bzw. der USB-Hub nicht funktioniert.",
        "Elige esta opción si se queda en negro, parpadea, muestra líneas o no funciona una entrada o el hub USB.",
        "Choisissez cette réponse s’il reste noir, scintille, affiche des lignes ou si une entrée ou le hub USB ne fonctionne pas.",
        "Scegli questa risposta se resta nero, sfarfalla, mostra righe o se un ingresso o l’hub USB non funziona.",
      ),
    ),
    q(
      "dead_pixels",
      t(
        "Are there dead or stuck pixels?",
        "Gibt es Pixelfehler?",
        "¿Hay píxeles muertos o atascados?",
        "Y a-t-il des pixels morts ou bloqués ?",
        "Ci sono pixel morti o bloccati?",
      ),
      t(
        "Show full-screen white, black, red, green and blue images one after another and look for dots that stay dark or lit.",
        "Zeigen Sie nacheinander vollflächig Weiß, Schwarz, Rot, Grün und Blau an und achten Sie auf Punkte, die dunkel oder leuchtend bleiben.",
        "Muestra a pantalla completa blanco, negro, rojo, verde y azul, uno tras otro, y busca puntos que permanezcan apagados o encendidos.",
        "Affichez successivement en plein écran du blanc, du noir, du rouge, du vert et du bleu, et cherchez les points qui restent éteints ou allumés.",
        "Mostra a schermo intero, uno dopo l’altro, bianco, nero, rosso, verde e blu e cerca i punti che restano spenti o accesi.",
      ),
      [
        a(
          "pixels_none",
          t("None", "Keine", "Ninguno", "Aucun", "Nessuno"),
          t(
            "Every pixel changes colour correctly on all test images.",
            "Jeder Pixel wechselt auf allen Testbildern korrekt die Farbe.",
            "Todos los píxeles cambian de color correctamente en todas las imágenes de prueba.",
            "Chaque pixel change correctement de couleur sur toutes les images de test.",
            "Ogni pixel cambia colore correttamente in tutte le immagini di prova.",
          ),
          mult(1),
        ),
        a(
          "pixels_few",
          t("1 to 3", "1 bis 3", "De 1 a 3", "De 1 à 3", "Da 1 a 3"),
          t(
            "Up to three single dots stay dark or lit on at least one test image.",
            "Bis zu drei einzelne Punkte bleiben auf mindestens einem Testbild dunkel oder leuchtend.",
            "Hasta tres puntos sueltos permanecen apagados o encendidos en al menos una imagen de prueba.",
            "Jusqu’à trois points isolés restent éteints ou allumés sur au moins une image de test.",
            "Fino a tre punti singoli restano spenti o accesi in almeno un’immagine di prova.",
          ),
          mult(0.85),
        ),
        a(
          "pixels_many",
          t("More than 3", "Mehr als 3", "Más de 3", "Plus de 3", "Più di 3"),
          t(
            "Four or more faulty dots, or a cluster of them.",
            "Vier oder mehr fehlerhafte Punkte oder eine Häufung davon.",
            "Cuatro o más puntos defectuosos, o un grupo de ellos.",
            "Quatre points défectueux ou plus, ou un groupe de points.",
            "Quattro o più punti difettosi, oppure un gruppo di essi.",
          ),
          mult(0.6),
        ),
      ],
    ),
    q(
      "screen",
      t(
        "Are there scratches or pressure marks on the panel?",
        "Gibt es Kratzer oder Druckstellen auf dem Panel?",
        "¿Hay arañazos o marcas de presión en el panel?",
        "Y a-t-il des rayures ou des traces de pression sur la dalle ?",
        "Ci sono graffi o segni di pressione sul pannello?",
      ),
      t(
        "Look at the panel switched off under a bright light and switched on with a grey image.",
        "Betrachten Sie das Panel ausgeschaltet unter hellem Licht und eingeschaltet mit einem grauen Bild.",
        "Mira el panel apagado bajo una luz intensa y encendido con una imagen gris.",
        "Regardez la dalle éteinte sous une lumière vive, puis allumée avec une image grise.",
        "Osserva il pannello spento sotto una luce intensa e acceso con un’immagine grigia.",
      ),
      [
        a(
          "screen_flawless",
          t("Flawless", "Makellos", "Impecable", "Impeccable", "Perfetto"),
          t(
            "No scratches, marks or uneven areas are visible.",
            "Es sind keine Kratzer, Flecken oder ungleichmäßigen Bereiche zu sehen.",
            "No se ven arañazos, marcas ni zonas irregulares.",
            "Aucune rayure, marque ou zone irrégulière n’est visible.",
            "Non si vedono graffi, segni o zone irregolari.",
          ),
          mult(1),
        ),
        a(
          "screen_light_scratches",
          t("Light scratches", "Leichte Kratzer", "Arañazos leves", "Rayures légères", "Graffi leggeri"),
          t(
            "A few fine scratches that are not noticeable when the screen is on.",
            "Wenige feine Kratzer, die bei eingeschaltetem Bildschirm nicht auffallen.",
            "Algunos arañazos finos que no se notan con la pantalla encendida.",
            "Quelques fines rayures qui ne se remarquent pas écran allumé.",
            "Qualche graffio sottile che non si nota a schermo acceso.",
          ),
          mult(0.88),
        ),
        a(
          "screen_damaged",
          t(
            "Deep scratches, pressure marks or burn-in",
            "Tiefe Kratzer, Druckstellen oder Einbrennen",
            "Arañazos profundos, marcas de presión o quemados",
            "Rayures profondes, traces de pression ou marquage",
            "Graffi profondi, segni di pressione o burn-in",
          ),
          t(
            "Damage that is visible while the screen is on, such as bright patches or a retained image.",
            "Schäden, die bei eingeschaltetem Bildschirm sichtbar sind, etwa helle Flecken oder ein eingebranntes Bild.",
            "Daños visibles con la pantalla encendida, como zonas claras o una imagen retenida.",
            "Des dommages visibles écran allumé, comme des zones claires ou une image rémanente.",
            "Danni visibili a schermo acceso, come zone chiare o un’immagine persistente.",
          ),
          mult(0.65),
        ),
      ],
    ),
    housingQuestion(
      t(
        "What condition are the housing and stand in?",
        "In welchem Zustand sind Gehäuse und Standfuß?",
        "¿En qué estado están la carcasa y el soporte?",
        "Dans quel état sont le boîtier et le pied ?",
        "In che condizioni sono la scocca e il piedistallo?",
      ),
      t(
        "Look at the frame, the back and the stand.",
        "Sehen Sie sich Rahmen, Rückseite und Standfuß an.",
        "Fíjate en el marco, la parte trasera y el soporte.",
        "Regardez le cadre, le dos et le pied.",
        "Osserva la cornice, il retro e il piedistallo.",
      ),
      null,
      [0.95, 0.85],
    ),
    q(
      "accessories",
      t(
        "Are the stand and cables included?",
        "Sind Standfuß und Kabel dabei?",
        "¿Incluye el soporte y los cables?",
        "Le pied et les câbles sont-ils fournis ?",
        "Sono inclusi piedistallo e cavi?",
      ),
      t(
        "We need the original stand plus the power cable and one video cable; if the monitor was sold without a stand, only the cables count.",
        "Wir benötigen den Original-Standfuß sowie Netzkabel und ein Videokabel; wurde der Monitor ohne Standfuß verkauft, zählen nur die Kabel.",
        "Necesitamos el soporte original, el cable de alimentación y un cable de vídeo; si el monitor se vendió sin soporte, solo cuentan los cables.",
        "Il nous faut le pied d’origine, le câble d’alimentation et un câble vidéo ; si l’écran était vendu sans pied, seuls les câbles comptent.",
        "Servono il piedistallo originale, il cavo di alimentazione e un cavo video; se il monitor era venduto senza piedistallo, contano solo i cavi.",
      ),
      [
        a(
          "accessories_complete",
          t("Yes, complete", "Ja, vollständig", "Sí, completo", "Oui, complet", "Sì, completo"),
          t(
            "The original stand, the power cable and a video cable are included.",
            "Original-Standfuß, Netzkabel und ein Videokabel liegen bei.",
            "Se incluyen el soporte original, el cable de alimentación y un cable de vídeo.",
            "Le pied d’origine, le câble d’alimentation et un câble vidéo sont fournis.",
            "Sono inclusi il piedistallo originale, il cavo di alimentazione e un cavo video.",
          ),
          mult(1),
        ),
        a(
          "accessories_no_cables",
          t(
            "Stand only, cables missing",
            "Nur Standfuß, Kabel fehlen",
            "Solo soporte, faltan cables",
            "Pied seul, câbles manquants",
            "Solo piedistallo, mancano i cavi",
          ),
          t(
            "The stand is there, but the power or video cable is missing.",
            "Der Standfuß ist dabei, aber Netz- oder Videokabel fehlen.",
            "El soporte está, pero falta el cable de alimentación o el de vídeo.",
            "Le pied est là, mais il manque le câble d’alimentation ou le câble vidéo.",
            "C’è il piedistallo, ma manca il cavo di alimentazione o quello video.",
          ),
          deduct(10),
        ),
        a(
          "accessories_no_stand",
          t("Stand missing", "Standfuß fehlt", "Falta el soporte", "Pied manquant", "Manca il piedistallo"),
          t(
            "Choose this if the original stand is missing, with or without cables.",
            "Wählen Sie dies, wenn der Original-Standfuß fehlt, mit oder ohne Kabel.",
            "Elige esta opción si falta el soporte original, con o sin cables.",
            "Choisissez cette réponse si le pied d’origine manque, avec ou sans câbles.",
            "Scegli questa risposta se manca il piedistallo originale, con o senza cavi.",
          ),
          deduct(40),
        ),
      ],
    ),
  ];
}

export const categoryQuestions: Record<CategoryKey, SeedQuestion[]> = {
  smartphones: mobileQuestions(5),
  tablets: mobileQuestions(10),
  laptops: laptopQuestions(),
  cameras: cameraQuestions(),
  lenses: lensQuestions(),
  consoles: consoleQuestions(),
  monitors: monitorQuestions(),
};
