/** Manufacturers of the shipped catalog with translated texts. */
import { t } from "./helpers.ts";
import type { SeedManufacturer, Texts } from "./types.ts";

function m(key: string, name: string, content: Texts, products: Texts): SeedManufacturer {
  const lower = name.toLowerCase();
  return {
    key,
    name,
    slug: key,
    content,
    metaDescription: t(
      `Sell your used ${name} devices: fixed price for ${products.en}. Free shipping and fast payment at Sellback.`,
      `${name} verkaufen: Festpreis für ${products.de}. Kostenloser Versand und schnelle Auszahlung bei Sellback.`,
      `Vende tus productos ${name}: precio fijo para ${products.es}. Envío gratis y pago rápido con Sellback.`,
      `Vendez vos produits ${name} : prix fixe pour ${products.fr}. Envoi gratuit et paiement rapide.`,
      `Vendi i tuoi prodotti ${name}: prezzo fisso per ${products.it}. Spedizione gratuita e pagamento rapido.`,
    ),
    metaKeywords: t(
      `sell ${lower}, ${lower} trade in, used ${lower}, ${lower} buyback`,
      `${name} verkaufen, ${name} Ankauf, ${name} gebraucht, ${name} Preis`,
      `vender ${name}, ${name} segunda mano, recompra ${name}, precio ${name}`,
      `vendre ${name}, reprise ${name}, ${name} occasion, rachat ${name}`,
      `vendere ${name}, ${name} usato, valutazione ${name}, ritiro usato ${name}`,
    ),
  };
}

export const manufacturers: SeedManufacturer[] = [
  m(
    "apple",
    "Apple",
    t(
      "Apple devices keep their value exceptionally well, which is why we pay good prices for iPhone, iPad, MacBook and Apple displays. Before you send your device, turn off Find My so that the activation lock is removed.",
      "Apple-Geräte sind besonders wertstabil, deshalb zahlen wir gute Preise für iPhone, iPad, MacBook und Apple-Displays. Deaktivieren Sie vor dem Versand „Wo ist?“, damit die Aktivierungssperre aufgehoben ist.",
      "Los dispositivos Apple conservan muy bien su valor, por eso pagamos buenos precios por iPhone, iPad, MacBook y pantallas de Apple. Antes de enviarlo, desactiva «Buscar» para quitar el bloqueo de activación.",
      "Les appareils Apple conservent très bien leur valeur : nous rachetons donc iPhone, iPad, MacBook et écrans Apple à de bons prix. Avant l’envoi, désactivez « Localiser » afin de lever le verrouillage d’activation.",
      "I dispositivi Apple mantengono molto bene il loro valore, per questo paghiamo buoni prezzi per iPhone, iPad, MacBook e display Apple. Prima della spedizione disattiva «Dov’è» per rimuovere il blocco attivazione.",
    ),
    t("iPhone, iPad, MacBook and Studio Display", "iPhone, iPad, MacBook und Studio Display", "iPhone, iPad, MacBook y Studio Display", "iPhone, iPad, MacBook et Studio Display", "iPhone, iPad, MacBook e Studio Display"),
  ),
  m(
    "samsung",
    "Samsung",
    t(
      "From the Galaxy S and foldable Galaxy Z phones to Galaxy Tab tablets and Odyssey monitors, we buy a wide range of Samsung devices. Remove your Google and Samsung accounts before shipping so that we can reset the device.",
      "Von Galaxy-S-Modellen und faltbaren Galaxy-Z-Handys über Galaxy-Tab-Tablets bis zu Odyssey-Monitoren kaufen wir viele Samsung-Geräte an. Entfernen Sie vor dem Versand Ihr Google- und Samsung-Konto, damit wir das Gerät zurücksetzen können.",
      "Desde los Galaxy S y los plegables Galaxy Z hasta las tablets Galaxy Tab y los monitores Odyssey, compramos una amplia gama de dispositivos Samsung. Elimina tus cuentas de Google y Samsung antes del envío para que podamos restablecer el dispositivo.",
      "Des Galaxy S et des pliables Galaxy Z aux tablettes Galaxy Tab et aux écrans Odyssey, nous rachetons une large gamme d’appareils Samsung. Supprimez vos comptes Google et Samsung avant l’envoi afin que nous puissions réinitialiser l’appareil.",
      "Dai Galaxy S e dai pieghevoli Galaxy Z ai tablet Galaxy Tab e ai monitor Odyssey, acquistiamo un’ampia gamma di dispositivi Samsung. Rimuovi gli account Google e Samsung prima della spedizione, così potremo ripristinare il dispositivo.",
    ),
    t("Galaxy S, Galaxy Z, Galaxy Tab and Odyssey", "Galaxy S, Galaxy Z, Galaxy Tab und Odyssey", "Galaxy S, Galaxy Z, Galaxy Tab y Odyssey", "Galaxy S, Galaxy Z, Galaxy Tab et Odyssey", "Galaxy S, Galaxy Z, Galaxy Tab e Odyssey"),
  ),
  m(
    "google",
    "Google",
    t(
      "Google Pixel phones are popular for their cameras and long software support, so they are in demand on the used market. Remove your Google account before shipping to switch off factory reset protection.",
      "Google-Pixel-Smartphones sind wegen ihrer Kameras und der langen Update-Versorgung gefragt und deshalb gebraucht sehr beliebt. Entfernen Sie vor dem Versand Ihr Google-Konto, um den Zurücksetzungsschutz auszuschalten.",
      "Los Google Pixel son muy valorados por su cámara y sus largos años de actualizaciones, por lo que tienen mucha demanda de segunda mano. Elimina tu cuenta de Google antes del envío para desactivar la protección de restablecimiento.",
      "Les Google Pixel sont appréciés pour leur appareil photo et leur long suivi logiciel, ce qui les rend très demandés d’occasion. Supprimez votre compte Google avant l’envoi pour désactiver la protection contre la réinitialisation.",
      "I Google Pixel sono apprezzati per la fotocamera e i lunghi aggiornamenti, quindi sono molto richiesti nell’usato. Rimuovi il tuo account Google prima della spedizione per disattivare la protezione del ripristino.",
    ),
    t("Pixel phones and the Pixel Tablet", "Pixel-Smartphones und das Pixel Tablet", "móviles Pixel y la Pixel Tablet", "smartphones Pixel et la Pixel Tablet", "smartphone Pixel e il Pixel Tablet"),
  ),
  m(
    "xiaomi",
    "Xiaomi",
    t(
      "Xiaomi offers flagship phones with Leica cameras at fair prices, and we buy the current Xiaomi and T models. Sign out of your Mi account before shipping.",
      "Xiaomi bietet Top-Smartphones mit Leica-Kameras zu fairen Preisen, und wir kaufen die aktuellen Xiaomi- und T-Modelle an. Melden Sie sich vor dem Versand von Ihrem Mi-Konto ab.",
      "Xiaomi ofrece móviles de gama alta con cámaras Leica a precios justos, y compramos los modelos Xiaomi y T actuales. Cierra sesión en tu cuenta Mi antes del envío.",
      "Xiaomi propose des smartphones haut de gamme avec optiques Leica à prix juste, et nous rachetons les modèles récents des gammes Xiaomi et Xiaomi T. Déconnectez-vous de votre compte Mi avant l’envoi.",
      "Xiaomi offre smartphone di fascia alta con fotocamere Leica a prezzi onesti, e acquistiamo i modelli Xiaomi e T recenti. Esci dal tuo account Mi prima della spedizione.",
    ),
    t("Xiaomi and Xiaomi T phones", "Xiaomi- und Xiaomi-T-Smartphones", "móviles Xiaomi y Xiaomi T", "smartphones Xiaomi et Xiaomi T", "smartphone Xiaomi e Xiaomi T"),
  ),
  m(
    "oneplus",
    "OnePlus",
    t(
      "OnePlus phones are known for fast charging and smooth software. We buy the numbered flagships as well as popular Nord models.",
      "OnePlus-Smartphones sind für schnelles Laden und flüssige Software bekannt. Wir kaufen die nummerierten Flaggschiffe sowie beliebte Nord-Modelle an.",
      "Los móviles OnePlus destacan por su carga rápida y su software fluido. Compramos los buques insignia numerados y los modelos Nord más populares.",
      "Les smartphones OnePlus sont réputés pour leur charge rapide et leur logiciel fluide. Nous rachetons les modèles phares numérotés ainsi que les Nord les plus populaires.",
      "Gli smartphone OnePlus sono noti per la ricarica rapida e il software fluido. Acquistiamo i top di gamma numerati e i modelli Nord più diffusi.",
    ),
    t("OnePlus and Nord phones", "OnePlus- und Nord-Smartphones", "móviles OnePlus y Nord", "smartphones OnePlus et Nord", "smartphone OnePlus e Nord"),
  ),
  m(
    "fairphone",
    "Fairphone",
    t(
      "Fairphone builds modular, repairable phones with fairly sourced materials. Selling yours gives it a second life, which fits the idea perfectly.",
      "Fairphone baut modulare, reparierbare Smartphones aus fair gewonnenen Materialien. Wenn Sie Ihres verkaufen, bekommt es ein zweites Leben – ganz im Sinne der Idee.",
      "Fairphone fabrica móviles modulares y reparables con materiales de origen justo. Al venderlo le das una segunda vida, justo lo que busca la marca.",
      "Fairphone conçoit des smartphones modulaires et réparables à partir de matériaux issus de filières équitables. En le revendant, vous lui offrez une seconde vie, dans l’esprit de la marque.",
      "Fairphone produce smartphone modulari e riparabili con materiali di provenienza equa. Vendendolo gli dai una seconda vita, proprio nello spirito del marchio.",
    ),
    t("Fairphone models", "Fairphone-Modelle", "modelos Fairphone", "modèles Fairphone", "modelli Fairphone"),
  ),
  m(
    "sony",
    "Sony",
    t(
      "We buy Sony products across several categories: PlayStation consoles, Alpha cameras, FE lenses and Xperia phones. Each is priced individually by model and condition.",
      "Wir kaufen Sony-Produkte aus mehreren Kategorien an: PlayStation-Konsolen, Alpha-Kameras, FE-Objektive und Xperia-Smartphones. Jedes Gerät wird nach Modell und Zustand einzeln bewertet.",
      "Compramos productos Sony de varias categorías: consolas PlayStation, cámaras Alpha, objetivos FE y móviles Xperia. Cada uno se valora según su modelo y estado.",
      "Nous rachetons des produits Sony dans plusieurs catégories : consoles PlayStation, appareils Alpha, objectifs FE et smartphones Xperia. Chacun est estimé selon son modèle et son état.",
      "Acquistiamo prodotti Sony di diverse categorie: console PlayStation, fotocamere Alpha, obiettivi FE e smartphone Xperia. Ognuno viene valutato in base a modello e condizioni.",
    ),
    t("PlayStation, Alpha cameras, FE lenses and Xperia", "PlayStation, Alpha-Kameras, FE-Objektive und Xperia", "PlayStation, cámaras Alpha, objetivos FE y Xperia", "PlayStation, appareils Alpha, objectifs FE et Xperia", "PlayStation, fotocamere Alpha, obiettivi FE e Xperia"),
  ),
  m(
    "huawei",
    "Huawei",
    t(
      "Huawei’s P and Mate phones were celebrated for their Leica cameras. We still buy the popular models from these series.",
      "Die P- und Mate-Smartphones von Huawei wurden für ihre Leica-Kameras gefeiert. Die beliebten Modelle dieser Serien kaufen wir weiterhin an.",
      "Los móviles P y Mate de Huawei fueron muy elogiados por sus cámaras Leica. Seguimos comprando los modelos más populares de estas series.",
      "Les smartphones P et Mate de Huawei ont été salués pour leurs optiques Leica. Nous rachetons toujours les modèles les plus populaires de ces gammes.",
      "Gli smartphone P e Mate di Huawei sono stati apprezzati per le fotocamere Leica. Continuiamo ad acquistare i modelli più diffusi di queste serie.",
    ),
    t("Huawei P and Mate phones", "Huawei-P- und -Mate-Smartphones", "móviles Huawei P y Mate", "smartphones Huawei P et Mate", "smartphone Huawei P e Mate"),
  ),
  m(
    "nothing",
    "Nothing",
    t(
      "Nothing phones stand out with their transparent design and Glyph lights. We buy all Phone models in good working order.",
      "Nothing-Smartphones fallen mit ihrem transparenten Design und den Glyph-Leuchten auf. Wir kaufen alle Phone-Modelle in funktionsfähigem Zustand an.",
      "Los móviles Nothing destacan por su diseño transparente y las luces Glyph. Compramos todos los modelos Phone en buen estado de funcionamiento.",
      "Les smartphones Nothing se distinguent par leur design transparent et leurs lumières Glyph. Nous rachetons tous les modèles Phone en état de marche.",
      "Gli smartphone Nothing si distinguono per il design trasparente e le luci Glyph. Acquistiamo tutti i modelli Phone funzionanti.",
    ),
    t("Nothing Phone models", "Nothing-Phone-Modelle", "modelos Nothing Phone", "modèles Nothing Phone", "modelli Nothing Phone"),
  ),
  m(
    "microsoft",
    "Microsoft",
    t(
      "We buy Xbox consoles as well as Surface laptops and Surface Pro 2-in-1s. Please sign out of your Microsoft account and reset the device before shipping.",
      "Wir kaufen Xbox-Konsolen sowie Surface-Laptops und Surface-Pro-2-in-1-Geräte an. Bitte melden Sie sich vor dem Versand von Ihrem Microsoft-Konto ab und setzen Sie das Gerät zurück.",
      "Compramos consolas Xbox, así como portátiles Surface y los 2 en 1 Surface Pro. Cierra sesión en tu cuenta Microsoft y restablece el dispositivo antes del envío.",
      "Nous rachetons les consoles Xbox ainsi que les ordinateurs Surface Laptop et les 2-en-1 Surface Pro. Déconnectez votre compte Microsoft et réinitialisez l’appareil avant l’envoi.",
      "Acquistiamo console Xbox, portatili Surface e i 2-in-1 Surface Pro. Esci dal tuo account Microsoft e ripristina il dispositivo prima della spedizione.",
    ),
    t("Xbox, Surface Laptop and Surface Pro", "Xbox, Surface Laptop und Surface Pro", "Xbox, Surface Laptop y Surface Pro", "Xbox, Surface Laptop et Surface Pro", "Xbox, Surface Laptop e Surface Pro"),
  ),
  m(
    "lenovo",
    "Lenovo",
    t(
      "ThinkPad laptops are robust business machines that stay in demand long after their first life in the office. We buy the X1 Carbon and T14 generations.",
      "ThinkPad-Laptops sind robuste Business-Geräte, die auch nach ihrem ersten Leben im Büro gefragt bleiben. Wir kaufen die Generationen des X1 Carbon und des T14 an.",
      "Los ThinkPad son portátiles profesionales robustos que siguen teniendo demanda tras su primera vida en la oficina. Compramos las generaciones del X1 Carbon y del T14.",
      "Les ThinkPad sont des portables professionnels robustes, toujours recherchés après leur première vie au bureau. Nous rachetons les générations de X1 Carbon et de T14.",
      "I ThinkPad sono portatili professionali robusti, ancora richiesti dopo la prima vita in ufficio. Acquistiamo le generazioni di X1 Carbon e T14.",
    ),
    t("ThinkPad X1 Carbon and T14", "ThinkPad X1 Carbon und T14", "ThinkPad X1 Carbon y T14", "ThinkPad X1 Carbon et T14", "ThinkPad X1 Carbon e T14"),
  ),
  m(
    "dell",
    "Dell",
    t(
      "Dell makes the popular XPS laptops, UltraSharp office monitors and Alienware gaming screens. We buy all of them at a fixed price.",
      "Dell baut die beliebten XPS-Laptops, UltraSharp-Büromonitore und Alienware-Gaming-Bildschirme. Wir kaufen sie alle zum Festpreis an.",
      "Dell fabrica los populares portátiles XPS, los monitores de oficina UltraSharp y las pantallas gaming Alienware. Los compramos todos a precio fijo.",
      "Dell fabrique les populaires portables XPS, les écrans bureautiques UltraSharp et les moniteurs gaming Alienware. Nous les rachetons tous à prix fixe.",
      "Dell produce i popolari portatili XPS, i monitor da ufficio UltraSharp e gli schermi gaming Alienware. Li acquistiamo tutti a prezzo fisso.",
    ),
    t("XPS laptops, UltraSharp and Alienware monitors", "XPS-Laptops, UltraSharp- und Alienware-Monitore", "portátiles XPS y monitores UltraSharp y Alienware", "portables XPS, écrans UltraSharp et Alienware", "portatili XPS e monitor UltraSharp e Alienware"),
  ),
  m(
    "hp",
    "HP",
    t(
      "From the business-class EliteBook to the premium Spectre x360 convertible, HP laptops are widely used at work and at home. We buy the recent generations.",
      "Vom Business-EliteBook bis zum Premium-Convertible Spectre x360 sind HP-Laptops im Büro und zu Hause weit verbreitet. Wir kaufen die aktuellen Generationen an.",
      "Desde el EliteBook profesional hasta el convertible premium Spectre x360, los portátiles HP están presentes en oficinas y hogares. Compramos las generaciones recientes.",
      "De l’EliteBook professionnel au convertible haut de gamme Spectre x360, les portables HP sont très répandus au bureau comme à la maison. Nous rachetons les générations récentes.",
      "Dall’EliteBook professionale al convertibile premium Spectre x360, i portatili HP sono diffusissimi in ufficio e a casa. Acquistiamo le generazioni recenti.",
    ),
    t("EliteBook and Spectre laptops", "EliteBook- und Spectre-Laptops", "portátiles EliteBook y Spectre", "portables EliteBook et Spectre", "portatili EliteBook e Spectre"),
  ),
  m(
    "asus",
    "ASUS",
    t(
      "ASUS is strong in gaming: we buy ROG Zephyrus laptops, ROG Ally handheld consoles and ROG Swift and ProArt monitors.",
      "ASUS ist stark im Gaming: Wir kaufen ROG-Zephyrus-Laptops, ROG-Ally-Handhelds sowie ROG-Swift- und ProArt-Monitore an.",
      "ASUS destaca en gaming: compramos portátiles ROG Zephyrus, consolas portátiles ROG Ally y monitores ROG Swift y ProArt.",
      "ASUS excelle dans le jeu vidéo : nous rachetons les portables ROG Zephyrus, les consoles portables ROG Ally et les écrans ROG Swift et ProArt.",
      "ASUS è forte nel gaming: acquistiamo portatili ROG Zephyrus, console portatili ROG Ally e monitor ROG Swift e ProArt.",
    ),
    t("ROG Zephyrus, ROG Ally, ROG Swift and ProArt", "ROG Zephyrus, ROG Ally, ROG Swift und ProArt", "ROG Zephyrus, ROG Ally, ROG Swift y ProArt", "ROG Zephyrus, ROG Ally, ROG Swift et ProArt", "ROG Zephyrus, ROG Ally, ROG Swift e ProArt"),
  ),
  m(
    "canon",
    "Canon",
    t(
      "We buy Canon EOS R mirrorless cameras, EOS DSLRs and RF and EF lenses. Tell us the shutter count so that we can give you an accurate price.",
      "Wir kaufen Canon-EOS-R-Systemkameras, EOS-Spiegelreflexkameras sowie RF- und EF-Objektive an. Geben Sie die Anzahl der Auslösungen an, damit wir Ihnen einen genauen Preis nennen können.",
      "Compramos cámaras sin espejo Canon EOS R, réflex EOS y objetivos RF y EF. Indícanos el número de disparos para darte un precio exacto.",
      "Nous rachetons les hybrides Canon EOS R, les reflex EOS et les objectifs RF et EF. Indiquez le nombre de déclenchements pour obtenir un prix précis.",
      "Acquistiamo mirrorless Canon EOS R, reflex EOS e obiettivi RF ed EF. Indicaci il numero di scatti per ricevere un prezzo preciso.",
    ),
    t("EOS R cameras, EOS DSLRs, RF and EF lenses", "EOS-R-Kameras, EOS-DSLRs, RF- und EF-Objektive", "cámaras EOS R, réflex EOS y objetivos RF y EF", "hybrides EOS R, reflex EOS, objectifs RF et EF", "fotocamere EOS R, reflex EOS, obiettivi RF ed EF"),
  ),
  m(
    "nikon",
    "Nikon",
    t(
      "From the Z mirrorless system to classic DSLRs such as the D850, Nikon bodies and NIKKOR lenses hold their value well. We buy both.",
      "Vom spiegellosen Z-System bis zu klassischen Spiegelreflexkameras wie der D850 sind Nikon-Gehäuse und NIKKOR-Objektive wertstabil. Wir kaufen beides an.",
      "Desde el sistema sin espejo Z hasta réflex clásicas como la D850, los cuerpos Nikon y los objetivos NIKKOR mantienen bien su valor. Compramos ambos.",
      "Du système hybride Z aux reflex classiques comme le D850, les boîtiers Nikon et les objectifs NIKKOR gardent bien leur valeur. Nous rachetons les deux.",
      "Dal sistema mirrorless Z alle reflex classiche come la D850, i corpi Nikon e gli obiettivi NIKKOR mantengono bene il loro valore. Acquistiamo entrambi.",
    ),
    t("Nikon Z and DSLR cameras and NIKKOR lenses", "Nikon-Z- und DSLR-Kameras sowie NIKKOR-Objektive", "cámaras Nikon Z y réflex y objetivos NIKKOR", "boîtiers Nikon Z et reflex, objectifs NIKKOR", "fotocamere Nikon Z e reflex e obiettivi NIKKOR"),
  ),
  m(
    "fujifilm",
    "Fujifilm",
    t(
      "Fujifilm cameras such as the X100 series and the X-T models are sought after for their classic controls and film simulations. We buy X and GFX bodies and XF lenses.",
      "Fujifilm-Kameras wie die X100-Serie und die X-T-Modelle sind wegen ihrer klassischen Bedienung und Filmsimulationen begehrt. Wir kaufen X- und GFX-Gehäuse sowie XF-Objektive an.",
      "Las cámaras Fujifilm como la serie X100 y los modelos X-T son muy buscadas por sus controles clásicos y sus simulaciones de película. Compramos cuerpos X y GFX y objetivos XF.",
      "Les appareils Fujifilm comme la série X100 et les X-T sont recherchés pour leurs commandes classiques et leurs simulations de film. Nous rachetons les boîtiers X et GFX et les objectifs XF.",
      "Le fotocamere Fujifilm come la serie X100 e i modelli X-T sono ricercate per i comandi classici e le simulazioni pellicola. Acquistiamo corpi X e GFX e obiettivi XF.",
    ),
    t("X series, X100, GFX and XF lenses", "X-Serie, X100, GFX und XF-Objektive", "serie X, X100, GFX y objetivos XF", "séries X, X100, GFX et objectifs XF", "serie X, X100, GFX e obiettivi XF"),
  ),
  m(
    "panasonic",
    "Panasonic",
    t(
      "Panasonic Lumix cameras are favourites among video creators. We buy the full-frame Lumix S and the Micro Four Thirds Lumix G and GH models.",
      "Panasonic-Lumix-Kameras sind bei Videofilmern beliebt. Wir kaufen die Vollformatmodelle Lumix S sowie die Micro-Four-Thirds-Modelle Lumix G und GH an.",
      "Las cámaras Panasonic Lumix son las favoritas de muchos creadores de vídeo. Compramos las Lumix S de formato completo y las Lumix G y GH Micro Cuatro Tercios.",
      "Les appareils Panasonic Lumix sont plébiscités par les vidéastes. Nous rachetons les Lumix S plein format ainsi que les Lumix G et GH Micro 4/3.",
      "Le fotocamere Panasonic Lumix sono le preferite di molti videomaker. Acquistiamo le Lumix S full frame e le Lumix G e GH Micro Quattro Terzi.",
    ),
    t("Lumix S, G and GH cameras", "Lumix-S-, G- und GH-Kameras", "cámaras Lumix S, G y GH", "appareils Lumix S, G et GH", "fotocamere Lumix S, G e GH"),
  ),
  m(
    "om-system",
    "OM System",
    t(
      "OM System continues the Olympus camera tradition with compact, weather-sealed Micro Four Thirds bodies. We buy the OM-1 and OM-5 models.",
      "OM System führt die Kameratradition von Olympus mit kompakten, wettergeschützten Micro-Four-Thirds-Gehäusen fort. Wir kaufen die Modelle OM-1 und OM-5 an.",
      "OM System continúa la tradición de Olympus con cuerpos Micro Cuatro Tercios compactos y sellados. Compramos los modelos OM-1 y OM-5.",
      "OM System perpétue la tradition Olympus avec des boîtiers Micro 4/3 compacts et tropicalisés. Nous rachetons les modèles OM-1 et OM-5.",
      "OM System prosegue la tradizione Olympus con corpi Micro Quattro Terzi compatti e tropicalizzati. Acquistiamo i modelli OM-1 e OM-5.",
    ),
    t("OM-1 and OM-5 cameras", "OM-1- und OM-5-Kameras", "cámaras OM-1 y OM-5", "appareils OM-1 et OM-5", "fotocamere OM-1 e OM-5"),
  ),
  m(
    "leica",
    "Leica",
    t(
      "Leica cameras are precision instruments that keep a high resale value. We buy the Q compacts, the M rangefinders and the SL system.",
      "Leica-Kameras sind Präzisionsinstrumente mit hohem Wiederverkaufswert. Wir kaufen die Q-Kompaktkameras, die M-Messsucherkameras und das SL-System an.",
      "Las cámaras Leica son instrumentos de precisión con un alto valor de reventa. Compramos las compactas Q, las telemétricas M y el sistema SL.",
      "Les appareils Leica sont des instruments de précision à forte valeur de revente. Nous rachetons les compacts Q, les télémétriques M et le système SL.",
      "Le fotocamere Leica sono strumenti di precisione con un alto valore di rivendita. Acquistiamo le compatte Q, le telemetro M e il sistema SL.",
    ),
    t("Leica Q, M and SL", "Leica Q, M und SL", "Leica Q, M y SL", "Leica Q, M et SL", "Leica Q, M e SL"),
  ),
  m(
    "sigma",
    "Sigma",
    t(
      "Sigma’s Art, Contemporary and Sports lenses are popular alternatives to the camera makers’ own lenses. We buy them for Sony E and L-Mount.",
      "Die Art-, Contemporary- und Sports-Objektive von Sigma sind beliebte Alternativen zu den Objektiven der Kamerahersteller. Wir kaufen sie für Sony E und L-Mount an.",
      "Los objetivos Art, Contemporary y Sports de Sigma son alternativas muy populares a los de los fabricantes de cámaras. Los compramos para Sony E y montura L.",
      "Les objectifs Art, Contemporary et Sports de Sigma sont des alternatives prisées aux optiques des fabricants d’appareils. Nous les rachetons en monture Sony E et L.",
      "Gli obiettivi Art, Contemporary e Sports di Sigma sono alternative molto diffuse a quelli dei produttori di fotocamere. Li acquistiamo per Sony E e attacco L.",
    ),
    t("Art, Contemporary and Sports lenses", "Art-, Contemporary- und Sports-Objektive", "objetivos Art, Contemporary y Sports", "objectifs Art, Contemporary et Sports", "obiettivi Art, Contemporary e Sports"),
  ),
  m(
    "tamron",
    "Tamron",
    t(
      "Tamron zooms such as the 28-75mm F/2.8 offer excellent value and are in high demand. We buy Tamron lenses for Sony E and other mirrorless mounts.",
      "Tamron-Zooms wie das 28-75mm F/2.8 bieten viel Leistung fürs Geld und sind stark gefragt. Wir kaufen Tamron-Objektive für Sony E und weitere spiegellose Anschlüsse an.",
      "Los zoom de Tamron como el 28-75 mm F/2.8 ofrecen una excelente relación calidad-precio y tienen mucha demanda. Compramos objetivos Tamron para Sony E y otras monturas sin espejo.",
      "Les zooms Tamron comme le 28-75 mm F/2.8 offrent un excellent rapport qualité-prix et sont très demandés. Nous rachetons les objectifs Tamron en monture Sony E et autres montures hybrides.",
      "Gli zoom Tamron come il 28-75 mm F/2.8 offrono un ottimo rapporto qualità-prezzo e sono molto richiesti. Acquistiamo obiettivi Tamron per Sony E e altri attacchi mirrorless.",
    ),
    t("Tamron Di III lenses", "Tamron-Di-III-Objektive", "objetivos Tamron Di III", "objectifs Tamron Di III", "obiettivi Tamron Di III"),
  ),
  m(
    "nintendo",
    "Nintendo",
    t(
      "Nintendo Switch consoles are among the most traded consoles of all. We buy the original Switch, Switch Lite, Switch OLED and Switch 2, with or without Joy-Con.",
      "Nintendo-Switch-Konsolen gehören zu den meistgehandelten Konsolen überhaupt. Wir kaufen die ursprüngliche Switch, Switch Lite, Switch OLED und Switch 2 an, mit oder ohne Joy-Con.",
      "Las Nintendo Switch están entre las consolas más vendidas de segunda mano. Compramos la Switch original, Switch Lite, Switch OLED y Switch 2, con o sin Joy-Con.",
      "Les Nintendo Switch font partie des consoles les plus échangées. Nous rachetons la Switch d’origine, la Switch Lite, la Switch OLED et la Switch 2, avec ou sans Joy-Con.",
      "Le Nintendo Switch sono tra le console più scambiate in assoluto. Acquistiamo la Switch originale, Switch Lite, Switch OLED e Switch 2, con o senza Joy-Con.",
    ),
    t("Switch, Switch Lite, Switch OLED and Switch 2", "Switch, Switch Lite, Switch OLED und Switch 2", "Switch, Switch Lite, Switch OLED y Switch 2", "Switch, Switch Lite, Switch OLED et Switch 2", "Switch, Switch Lite, Switch OLED e Switch 2"),
  ),
  m(
    "valve",
    "Valve",
    t(
      "The Steam Deck brings your PC game library to a handheld. We buy both the LCD and the OLED model; sign out of Steam and reset it before shipping.",
      "Das Steam Deck bringt Ihre PC-Spielebibliothek in ein Handheld. Wir kaufen das LCD- und das OLED-Modell an; melden Sie sich vor dem Versand von Steam ab und setzen Sie es zurück.",
      "Steam Deck lleva tu biblioteca de juegos de PC a una consola portátil. Compramos el modelo LCD y el OLED; cierra sesión en Steam y restablécelo antes del envío.",
      "Le Steam Deck emporte votre ludothèque PC partout. Nous rachetons les modèles LCD et OLED ; déconnectez-vous de Steam et réinitialisez-le avant l’envoi.",
      "Steam Deck porta la tua libreria di giochi PC in una console portatile. Acquistiamo i modelli LCD e OLED; esci da Steam e ripristinalo prima della spedizione.",
    ),
    t("Steam Deck LCD and OLED", "Steam Deck LCD und OLED", "Steam Deck LCD y OLED", "Steam Deck LCD et OLED", "Steam Deck LCD e OLED"),
  ),
  m(
    "lg",
    "LG",
    t(
      "LG monitors range from UltraFine displays for Mac users to fast UltraGear gaming screens with OLED panels. We buy the popular models with stand and cables.",
      "Die Monitore von LG reichen von UltraFine-Displays für Mac-Nutzer bis zu schnellen UltraGear-Gaming-Bildschirmen mit OLED-Panel. Wir kaufen die beliebten Modelle mit Standfuß und Kabeln an.",
      "Los monitores LG van desde las pantallas UltraFine para usuarios de Mac hasta los rápidos UltraGear gaming con panel OLED. Compramos los modelos más populares con soporte y cables.",
      "Les écrans LG vont des UltraFine pour les utilisateurs de Mac aux rapides UltraGear gaming à dalle OLED. Nous rachetons les modèles populaires avec pied et câbles.",
      "I monitor LG spaziano dagli UltraFine per utenti Mac ai veloci UltraGear gaming con pannello OLED. Acquistiamo i modelli più diffusi con piedistallo e cavi.",
    ),
    t("UltraGear and UltraFine monitors", "UltraGear- und UltraFine-Monitore", "monitores UltraGear y UltraFine", "écrans UltraGear et UltraFine", "monitor UltraGear e UltraFine"),
  ),
  m(
    "benq",
    "BenQ",
    t(
      "BenQ is known for colour-accurate monitors for designers and photographers as well as gaming screens. We buy the PD, SW and MOBIUZ ranges.",
      "BenQ ist für farbtreue Monitore für Designer und Fotografen sowie für Gaming-Bildschirme bekannt. Wir kaufen die Serien PD, SW und MOBIUZ an.",
      "BenQ es conocida por sus monitores de color preciso para diseñadores y fotógrafos, además de pantallas gaming. Compramos las gamas PD, SW y MOBIUZ.",
      "BenQ est réputé pour ses écrans fidèles aux couleurs destinés aux graphistes et photographes, ainsi que pour ses écrans gaming. Nous rachetons les gammes PD, SW et MOBIUZ.",
      "BenQ è nota per i monitor dai colori fedeli per designer e fotografi e per gli schermi gaming. Acquistiamo le serie PD, SW e MOBIUZ.",
    ),
    t("PD, SW and MOBIUZ monitors", "PD-, SW- und MOBIUZ-Monitore", "monitores PD, SW y MOBIUZ", "écrans PD, SW et MOBIUZ", "monitor PD, SW e MOBIUZ"),
  ),
];

/** Display name of a manufacturer key (used by the category data files). */
export const manufacturerName: Record<string, string> = Object.fromEntries(manufacturers.map((mf) => [mf.key, mf.name]));
