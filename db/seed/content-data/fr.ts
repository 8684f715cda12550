/** Pages de contenu éditorial de l'édition française. Exploitant : Sellback France SAS, Paris. */
import type { EditionContent } from "./types.ts";

export const content: EditionContent = {
  terms: {
    title: "Conditions générales de reprise",
    description:
      "Les conditions applicables lorsque vous vendez un appareil d’occasion à Sellback : offre, envoi, contrôle, demande de précision, paiement.",
    markdown: `Ces conditions régissent chaque vente d’un appareil d’occasion via sellback.fr. Une question ? Notre [service client](/contact) vous répond.

## Article 1 – Champ d’application et parties

1. Les présentes conditions régissent tous les contrats par lesquels vous vendez des appareils électroniques d’occasion (smartphones, tablettes, ordinateurs portables, appareils photo, objectifs, consoles et écrans) à {{company.name}}, {{company.street}}, {{company.postalCode}} {{company.city}} (« Sellback » ou « nous »).
2. Elles s’appliquent aux consommateurs comme aux professionnels. Les commerçants partenaires de notre [programme partenaires](/content/programme-partenaires) sont soumis à des accords spécifiques, qui prévalent.

## Article 2 – Qui peut nous vendre un appareil

- Vous devez être majeur et juridiquement capable.
- Vous devez être propriétaire de l’appareil ou autorisé à le vendre. L’appareil doit être libre de tout droit de tiers : ni en location, ni financé avec réserve de propriété, ni déclaré perdu ou volé, ni bloqué par un opérateur.
- Nous payons sur un compte bancaire de la zone SEPA ou sur un compte PayPal à votre nom.

## Article 3 – Calcul du prix et conclusion du contrat

1. Vous choisissez votre appareil et répondez sincèrement aux questions sur son état. Sur cette base, nous calculons un prix de reprise (l’« offre »).
2. L’offre nous engage pendant {{offer.validDays}} jours, à condition que l’appareil envoyé corresponde à votre description. Passé ce délai, elle expire ; un nouveau calcul peut aboutir à un prix différent.
3. En validant votre vente, vous nous proposez l’appareil au prix de l’offre. Le contrat est conclu lorsque nous confirmons votre vente par e-mail. Cette confirmation contient votre numéro de vente et votre étiquette d’envoi gratuite.
4. Aucun compte client n’est nécessaire pour vendre ; un compte permet toutefois de suivre vos ventes.

## Article 4 – Envoi

1. L’envoi est gratuit. Avec la confirmation de votre vente, vous recevez une étiquette d’envoi pour votre colis à destination de notre entrepôt.
2. Merci d’envoyer votre appareil dans les {{trade.shippingDays}} jours suivant notre confirmation. Les ventes dont l’appareil ne nous est pas parvenu dans ce délai expirent et sont annulées automatiquement.
3. Emballez l’appareil avec soin, comme indiqué dans nos [conseils d’emballage](/content/conseils-emballage). Si vous utilisez notre étiquette et emballez correctement l’appareil, nous supportons le risque de perte ou d’avarie pendant le transport. Conservez votre preuve de dépôt jusqu’à la fin de la vente.
4. N’envoyez que les appareils figurant dans votre vente. Retirez cartes SIM, cartes mémoire et disques : nous ne pouvons pas garantir leur restitution.

## Article 5 – Contrôle et demande de précision

1. Nous contrôlons chaque appareil au regard de vos réponses, en général sous trois jours ouvrés après réception.
2. Si l’appareil correspond à votre description, nous payons le prix convenu.
3. Si l’état, le modèle, la capacité de stockage ou les accessoires déclarés diffèrent, nous ouvrons une demande de précision. Vous recevez un e-mail avec nos constatations et une nouvelle offre. Le lien est valable {{clarification.days}} jours. Vous pouvez accepter la nouvelle offre ou demander le renvoi gratuit de votre appareil.
4. Sans réponse de votre part sous {{clarification.days}} jours, la demande de précision expire et nous vous renvoyons l’appareil gratuitement.
5. Nous ne pouvons pas racheter les appareils dont le verrouillage d’activation est actif (par exemple Localiser d’Apple ou la protection contre la réinitialisation de Google), les appareils déclarés volés ni les contrefaçons. Nous vous demanderons de retirer le verrouillage à distance, faute de quoi l’appareil vous est renvoyé. Les appareils volés sont remis aux autorités.

## Article 6 – Paiement

1. Nous envoyons le prix sous {{payout.workingDays}} après un contrôle concluant ou après l’acceptation d’une nouvelle offre, par virement SEPA ou PayPal selon votre choix.
2. Un virement SEPA parvient à votre banque au plus tard à la fin du jour ouvré suivant son envoi.
3. Vous êtes responsable de l’exactitude de vos coordonnées de paiement. Vous pouvez les modifier dans votre compte ou via notre [formulaire de contact](/contact) tant que le paiement n’a pas été effectué.

## Article 7 – Transfert de propriété

La propriété de l’appareil nous est transférée au paiement du prix. Un appareil qui vous est renvoyé reste à tout moment votre propriété.

## Article 8 – Données personnelles sur l’appareil

Avant l’envoi, il vous appartient de sauvegarder vos données, d’effacer l’appareil et de vous déconnecter de tous vos comptes. Notre guide [Effacer vos données](/content/effacer-donnees) explique la marche à suivre. Avant toute réutilisation, nous effaçons en outre chaque support de stockage avec un logiciel certifié ; nous ne consultons, ne copions ni n’utilisons vos contenus. Le traitement de vos données personnelles en tant que client est décrit dans notre [politique de confidentialité](/content/confidentialite).

## Article 9 – Annulation

Vous pouvez annuler une vente gratuitement à tout moment avant la réception de votre appareil, depuis votre compte ou en contactant notre service client. Les droits que vous tenez du Code de la consommation ne sont pas affectés.

## Article 10 – Vos garanties et notre responsabilité

1. Vous garantissez que votre description de l’appareil est exacte à votre connaissance et que l’appareil est libre de tout droit de tiers.
2. Notre responsabilité est pleine et entière en cas de faute intentionnelle ou lourde et de dommage corporel. Dans les autres cas, elle est limitée aux dommages prévisibles lors de la conclusion du contrat, dans les limites autorisées par la loi.

## Article 11 – Droit applicable et médiation

1. Les présentes conditions sont soumises au droit français. Si vous êtes consommateur, vous bénéficiez en outre des dispositions impératives du droit de votre pays de résidence.
2. En cas de litige, adressez-vous d’abord à notre service client. Conformément à l’article L612-1 du Code de la consommation, vous pouvez ensuite recourir gratuitement au médiateur de la consommation : Médiateur du e-commerce de la FEVAD, 60 rue La Boétie, 75008 Paris, www.mediateurfevad.fr.

## Article 12 – Dispositions finales

La langue du contrat est le français. Nous vous envoyons le détail de votre vente par e-mail. La nullité d’une clause n’affecte pas la validité des autres.

Dernière mise à jour : janvier 2025`,
  },

  privacy: {
    title: "Politique de confidentialité",
    description:
      "Comment Sellback traite vos données personnelles lors de la vente d’un appareil : finalités, bases légales, destinataires, cookies, durées, droits.",
    markdown: `La protection de vos données personnelles nous tient à cœur. Cette politique explique quelles données nous traitons lorsque vous utilisez sellback.fr et nous vendez un appareil, pourquoi nous le faisons et quels sont vos droits au titre du Règlement général sur la protection des données (RGPD) et de la loi Informatique et Libertés.

## Responsable du traitement

{{company.name}}, {{company.address}}, e-mail {{company.email}}. Vous trouverez nos autres coordonnées dans les [mentions légales](/content/mentions-legales).

Notre délégué à la protection des données est joignable à l’adresse {{company.privacyEmail}} ou par courrier à l’adresse ci-dessus, avec la mention « Délégué à la protection des données ».

## Quelles données et pourquoi

### Calcul du prix

Lorsque vous choisissez un appareil et répondez aux questions sur son état, nous ne traitons que des informations sur l’appareil. Vous obtenez une offre sans fournir de données personnelles.

### Votre vente

Pour réaliser la vente, nous traitons votre nom, votre adresse e-mail, votre adresse postale, éventuellement votre numéro de téléphone, les informations sur votre appareil (y compris le numéro de série ou l’IMEI) et vos coordonnées de paiement (IBAN et titulaire du compte, ou adresse e-mail PayPal). Base légale : l’exécution du contrat (art. 6.1.b RGPD).

### Compte client

Le compte est facultatif. Si vous en créez un, nous conservons aussi vos identifiants et l’historique de vos ventes, afin que vous puissiez suivre vos ventes et répondre aux demandes de précision. Les mots de passe sont uniquement stockés sous forme d’empreinte sécurisée. Vous pouvez supprimer votre compte à tout moment dans ses paramètres.

### Prévention de la fraude et obligations légales

{{if.registerCheck}}Nous vérifions l’IMEI de chaque appareil reçu (pour les smartphones et tablettes avec réseau mobile), afin de détecter les appareils volés, perdus ou bloqués par un opérateur. Pour cela, nous transmettons uniquement ce numéro, jamais votre nom, à {{company.imeiCheckProvider}}, qui le compare aux registres d’appareils perdus ou volés. {{end.registerCheck}}Nous tenons également le registre des objets mobiliers exigé pour l’achat de biens d’occasion. Bases légales : notre intérêt légitime à prévenir la fraude (art. 6.1.f RGPD) et nos obligations légales (art. 6.1.c RGPD).

### Contact

Lorsque vous nous écrivez via le [formulaire de contact](/contact) ou par e-mail, nous traitons votre message et vos coordonnées pour vous répondre (art. 6.1.b ou f RGPD).

### Newsletter

Nous ne vous envoyons notre newsletter qu’après confirmation de votre adresse (double opt-in), sur la base de votre consentement (art. 6.1.a RGPD). Chaque envoi contient un lien de désinscription.

### Journaux serveur et sécurité

Lors de votre visite, nos serveurs enregistrent des données techniques comme l’adresse IP, l’heure et la page demandée, à des fins de sécurité. Ces journaux sont supprimés au bout de 14 jours (art. 6.1.f RGPD).

## Cookies et technologies similaires

- **Strictement nécessaires :** après la connexion, deux cookies de connexion (httpOnly et sécurisés) : l’un dure {{session.accessMinutes}} minutes et se renouvelle pendant votre visite, l’autre expire à la fermeture du navigateur et au plus tard après {{session.loginHours}} heures, ou dure {{session.rememberDays}} jours si vous choisissez « rester connecté », un cookie de langue ({{cookie.localeDays}} jours), ainsi que votre panier et votre choix en matière de cookies dans le stockage local de votre navigateur. Ils ne nécessitent pas de consentement.
- **Mesure d’audience et personnalisation :** nous ne les utilisons qu’après votre accord dans le bandeau cookies (article 82 de la loi Informatique et Libertés, art. 6.1.a RGPD).
- **Suivi d’affiliation :** si vous arrivez chez nous par le lien d’un partenaire, un cookie contenant un identifiant aléatoire (valable {{cookie.partnerDays}} jours) permet de lui attribuer votre vente. Ce cookie n’est lui aussi déposé qu’avec votre consentement.

Vous pouvez modifier ou retirer votre consentement à tout moment via les paramètres de cookies en bas de page.

## Données présentes sur vos appareils

Nous n’accédons pas au contenu des appareils que vous nous envoyez et effaçons chaque support de stockage avec un logiciel certifié avant toute réutilisation. Effacez tout de même vos appareils vous-même en suivant notre guide [Effacer vos données](/content/effacer-donnees).

## Destinataires

Nous ne communiquons vos données que lorsque c’est nécessaire :

- **Transporteur :** UPS reçoit votre nom et votre adresse pour créer l’étiquette d’envoi.
- **Paiement :** notre banque pour les virements SEPA ; PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxembourg, pour les paiements PayPal.
- **Société du groupe :** Sellback GmbH, Berlin, exploite pour notre compte le centre de contrôle et l’informatique en qualité de sous-traitant.
- **Prestataires :** hébergement, envoi d’e-mails et support informatique, liés par des contrats de sous-traitance et établis dans l’UE.
- **Réseaux d’affiliation :** uniquement avec votre consentement et uniquement une référence à la vente réalisée.
- **Autorités :** lorsque la loi nous y oblige, par exemple pour un appareil déclaré volé.

En cas de transfert hors de l’Espace économique européen, nous garantissons un niveau de protection adéquat, par exemple par une décision d’adéquation ou les clauses contractuelles types de l’UE.

## Durées de conservation

Nous conservons les données des ventes le temps nécessaire à l’exécution du contrat, puis pendant les durées imposées par le droit commercial et fiscal. Pour chaque vente payée, nous conservons les informations que doit tenir un revendeur d’objets d’occasion : vos nom et adresse, les appareils avec leur IMEI ou numéro de série et les montants payés. Ces informations sont conservées séparément de votre compte ; elles restent conservées si vous le supprimez et sont effacées automatiquement {{sellerRecords.retentionYears}} ans après la fin de l’année civile du paiement ({{sellerRecords.legalBasis}} ; art. 6.1.c RGPD). Les données du compte sont supprimées avec celui-ci ; vos ventes sont alors conservées sous forme anonymisée pour notre comptabilité. Les messages envoyés via le formulaire de contact sont supprimés automatiquement {{contact.retentionYears}} ans après leur réception.

## Vos droits

Vous disposez d’un droit :

- d’accès à vos données (art. 15 RGPD) ;
- de rectification des données inexactes (art. 16) ;
- d’effacement (art. 17) et de limitation du traitement (art. 18) ;
- à la portabilité de vos données (art. 20) ;
- d’opposition aux traitements fondés sur l’intérêt légitime (art. 21) ;
- de retirer votre consentement à tout moment, pour l’avenir (art. 7.3).

Vous pouvez aussi définir des directives relatives au sort de vos données après votre décès. Pour exercer vos droits, écrivez à {{company.privacyEmail}}.

## Réclamation

Vous pouvez introduire une réclamation auprès de l’autorité de contrôle : {{company.dataProtectionAuthority}}, www.cnil.fr.

## Modifications

Nous mettons à jour cette politique lorsque nos services ou la réglementation évoluent. La version en vigueur figure toujours sur cette page. Nos conditions contractuelles se trouvent dans les [conditions générales](/content/cgv).

Dernière mise à jour : janvier 2025`,
  },

  imprint: {
    title: "Mentions légales",
    description:
      "Mentions légales de sellback.fr : éditeur Sellback France SAS, Paris, RCS, TVA intracommunautaire, directeur de la publication et hébergeur.",
    markdown: `## Éditeur du site

**{{company.name}}**, {{company.legalForm}} au capital de {{company.shareCapital}}, {{company.address}}

- {{company.registerCourt}} {{company.registerNumber}}
- Numéro de TVA intracommunautaire : {{company.vatId}}
- Associé unique : {{parent.name}}, {{parent.address}}

## Direction

Président et directeur de la publication : {{company.managingDirectors}}

## Contact

- Téléphone : {{company.phone}}
- E-mail : {{company.email}}
- Formulaire : [écrivez-nous](/contact)

## Hébergeur

{{parent.name}}, {{parent.address}}. Les serveurs sont situés dans l’Union européenne.

## Activité

Achat d’appareils électroniques d’occasion auprès de particuliers et de professionnels, à distance. Les achats d’occasion sont inscrits au registre des objets mobiliers conformément à la réglementation.

## Médiation de la consommation

En cas de litige non résolu avec notre [service client](/contact), vous pouvez saisir gratuitement le Médiateur du e-commerce de la FEVAD, 60 rue La Boétie, 75008 Paris, www.mediateurfevad.fr.

## Propriété intellectuelle

L’ensemble des textes, images, logos et éléments graphiques de ce site est protégé par le droit d’auteur et le droit des marques. Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite préalable est interdite.

## Responsabilité

Nous apportons le plus grand soin aux contenus de ce site, sans pouvoir garantir qu’ils soient complets et à jour en permanence. Les liens vers des sites tiers n’engagent pas notre responsabilité quant à leur contenu. Dès que nous avons connaissance d’un contenu illicite, nous retirons le lien concerné.

Pour en savoir plus : [politique de confidentialité](/content/confidentialite), [conditions générales](/content/cgv), [presse](/content/presse).`,
  },

  about: {
    title: "À propos de Sellback",
    description:
      "Sellback rachète vos smartphones, tablettes, ordinateurs, appareils photo et consoles d’occasion à prix juste et leur offre une seconde vie.",
    markdown: `Sellback rend la vente de high-tech d’occasion simple, juste et sûre. Nous rachetons smartphones, tablettes, ordinateurs portables, appareils photo, objectifs, consoles et écrans, et nous veillons à ce qu’ils aient une seconde vie au lieu de prendre la poussière dans un tiroir.

## Notre idée

Nous avons tous des appareils qui ne servent plus : l’ancien téléphone après un changement de forfait, le boîtier photo remplacé par un modèle plus récent, la console qui ne sort plus du placard. Les vendre entre particuliers prend du temps, oblige à négocier et comporte des risques. Nous voulions que vendre soit aussi simple qu’acheter en ligne : choisir son appareil, répondre à quelques questions et obtenir un prix ferme en deux minutes.

## Nos engagements

- **Des offres fermes.** Le prix affiché est celui que vous recevez, dès lors que l’appareil correspond à votre description. Chaque offre est valable {{offer.validDays}} jours.
- **Aucun frais caché.** L’envoi est gratuit, sans commission, et nous payons par virement SEPA ou PayPal.
- **Un contrôle équitable.** Des techniciens formés contrôlent chaque appareil. En cas d’écart, nous vous expliquons pourquoi et vous faisons une nouvelle offre. Si elle ne vous convient pas, nous vous renvoyons l’appareil gratuitement.
- **La sécurité des données.** Chaque appareil est effacé avec un logiciel certifié avant d’être réutilisé.
- **La durabilité.** Chaque appareil réutilisé économise des ressources et réduit les déchets électroniques. Découvrez notre [effet éco](/content/effet-eco).

## Qui sommes-nous ?

Sellback a été fondé à Berlin en 2016 ; en France, le service est assuré par Sellback France SAS, basée à Paris. Aujourd’hui, plus de 120 personnes travaillent pour nous à Berlin, dans notre centre de contrôle et dans nos équipes à Vienne, Madrid, Paris et Milan. Nos techniciens contrôlent chaque semaine des milliers d’appareils et les préparent pour leurs prochains propriétaires, via des reconditionneurs, des enseignes ou nos propres partenaires.

## Comment ça marche

En bref : vous choisissez votre appareil, décrivez son état, acceptez l’offre, l’envoyez gratuitement, et nous vous envoyons le paiement sous {{payout.workingDays}} après le contrôle. Tous les détails sont sur la page [Comment ça marche](/content/comment-ca-marche).

## Nous contacter

Une question, une remarque, une idée ? Notre service client vous répond via le [formulaire de contact](/contact). Les journalistes trouveront des informations dans notre [espace presse](/content/presse), et les entreprises peuvent découvrir notre [programme partenaires](/content/programme-partenaires).`,
  },

  howItWorks: {
    title: "Comment ça marche",
    description:
      "Vendez votre appareil d’occasion en quatre étapes : offre ferme, envoi gratuit avec UPS, contrôle et paiement sous {{payout.workingDays}}.",
    markdown: `Vendre avec Sellback ne prend que quelques minutes. Voici ce qui se passe, du premier clic jusqu’au paiement.

## 1. Obtenez votre offre

Recherchez votre appareil ou choisissez-le dans une catégorie. Répondez à quelques questions rapides sur son état : écran, coque, batterie, bon fonctionnement. Vous voyez immédiatement une offre ferme, valable {{offer.validDays}} jours : vous avez donc le temps de réfléchir.

## 2. Finalisez la vente

Ajoutez l’appareil à votre panier, puis indiquez votre adresse et vos coordonnées de paiement : virement SEPA ou PayPal. Vous n’avez pas besoin de compte client, mais un compte vous permet de retrouver toutes vos ventes au même endroit. Vous recevez un e-mail de confirmation avec votre numéro de vente et une étiquette d’envoi gratuite.

## 3. Envoyez-le gratuitement

Avant l’envoi, sauvegardez vos données, désactivez le verrouillage d’activation et réinitialisez l’appareil. Notre guide [Effacer vos données](/content/effacer-donnees) vous explique comment faire pour chaque type d’appareil. Emballez-le soigneusement (voir nos [conseils d’emballage](/content/conseils-emballage)), fixez l’étiquette d’envoi et déposez le colis dans un UPS Access Point, ou programmez un enlèvement.

Envoyez votre appareil dans les {{trade.shippingDays}} jours. S’il ne nous est pas parvenu d’ici là, la vente expire.

## 4. Contrôle

Nos techniciens contrôlent chaque appareil au regard de vos réponses, en général sous trois jours ouvrés après réception. Vous suivez l’avancement dans votre compte ou via le lien de nos e-mails.

- **Tout est conforme :** nous déclenchons votre paiement.
- **Il y a un écart :** nous ouvrons une demande de précision et vous envoyons nos constatations avec une nouvelle offre. Le lien est valable {{clarification.days}} jours. Acceptez la nouvelle offre, ou nous vous renvoyons l’appareil gratuitement.

## 5. Soyez payé

Nous vous envoyons le paiement sous {{payout.workingDays}} après un contrôle concluant, par virement SEPA ou PayPal. Un virement SEPA parvient ensuite à votre banque au plus tard à la fin du jour ouvré suivant.

## Encore des questions ?

Nous répondons aux plus fréquentes dans notre [FAQ](/content/faq). Vous ne trouvez pas la réponse ? [Contactez-nous](/contact).`,
  },

  packingTips: {
    title: "Conseils d’emballage",
    description:
      "Comment bien emballer votre appareil pour l’envoi gratuit avec UPS : le bon carton, le calage, ce qu’il ne faut pas envoyer et le dépôt.",
    markdown: `Un colis bien emballé arrive en bon état, et nous pouvons vous payer plus vite. L’envoi est gratuit : avec la confirmation de votre vente, vous recevez une étiquette d’envoi pour votre colis à destination de notre entrepôt.

## Avant d’emballer

1. Sauvegardez vos données et effacez l’appareil. Notre guide [Effacer vos données](/content/effacer-donnees) détaille les étapes pour chaque type d’appareil.
2. Désactivez le verrouillage d’activation (Localiser, compte Google, compte de la console).
3. Retirez la carte SIM, les cartes mémoire et les disques des consoles ou lecteurs.
4. Chargez la batterie à environ 30 à 50 %. N’envoyez pas de batterie gonflée ou endommagée : [contactez-nous](/contact) d’abord.

## Le bon carton

- Utilisez un carton rigide, idéalement l’emballage d’origine placé dans un carton d’expédition.
- Le carton doit être un peu plus grand que l’appareil, pour laisser de la place au calage tout autour.
- N’utilisez ni enveloppe, ni pochette matelassée, ni sac en papier : ils ne protègent pas contre l’écrasement.

## Le calage

1. Enveloppez l’appareil dans du papier bulle ou un chiffon doux. L’écran est tourné vers le calage, jamais contre la paroi du carton.
2. Comblez tous les vides avec du papier froissé, des coussins d’air ou du papier bulle. Secouez le carton fermé : rien ne doit bouger.
3. Emballez plusieurs appareils séparément pour qu’ils ne se touchent pas.
4. Pour les objectifs, mettez les bouchons avant et arrière ; pour les appareils photo, le bouchon de boîtier ou un objectif.

## Ce qui va dans le colis

- Uniquement les appareils figurant dans votre vente.
- Les accessoires seulement si vous les avez déclarés dans les questions sur l’état, comme le chargeur d’un ordinateur portable.
- Une impression de votre confirmation nous aide, mais n’est pas obligatoire.

## Fermer et déposer

1. Fermez le carton avec un ruban adhésif solide sur toutes les jointures.
2. Fixez l’étiquette d’envoi bien à plat sur la plus grande face. Retirez ou masquez les anciennes étiquettes et codes-barres.
3. Déposez le colis dans un UPS Access Point ou programmez un enlèvement par UPS.
4. Conservez votre preuve de dépôt jusqu’à la fin de la vente.

Si un colis correctement emballé est perdu ou endommagé pendant le transport, le risque est pour nous. Les détails figurent dans nos [conditions générales](/content/cgv).`,
  },

  dataErasure: {
    title: "Effacer vos données",
    description:
      "Guide pas à pas pour sauvegarder et effacer iPhone, iPad, Android, Mac, PC portable Windows, appareil photo et console avant la vente.",
    markdown: `Avant de nous envoyer un appareil, sauvegardez vos données, déconnectez-vous de vos comptes et rétablissez les réglages d’usine. Vous protégez ainsi votre vie privée, et c’est indispensable au rachat : nous ne pouvons pas racheter un appareil dont le verrouillage d’activation est actif. Nous effaçons en outre chaque appareil avec un logiciel certifié avant sa réutilisation.

## iPhone et iPad

1. Sauvegardez l’appareil sur iCloud ou sur un ordinateur et, si vous avez une Apple Watch, dissociez-la.
2. Ouvrez Réglages, touchez votre nom, puis Localiser, et désactivez Localiser mon iPhone (ou mon iPad). Saisissez le mot de passe de votre compte Apple.
3. Déconnectez-vous d’iCloud et de l’App Store : Réglages, votre nom, Se déconnecter.
4. Allez dans Réglages, Général, Transférer ou réinitialiser l’iPhone, puis touchez Effacer contenu et réglages.
5. Retirez la carte SIM ; supprimez aussi l’eSIM lors de l’effacement.

## Smartphones et tablettes Android

1. Sauvegardez vos données, par exemple avec votre compte Google ou le cloud du fabricant.
2. Supprimez votre compte Google : Paramètres, Comptes (ou Mots de passe et comptes), choisissez votre compte Google, Supprimer le compte. Chez Samsung, supprimez aussi le compte Samsung.
3. Réinitialisez l’appareil : Paramètres, Système, Options de réinitialisation, Effacer toutes les données (rétablir la configuration d’usine). Chez Samsung : Gestion globale, Réinitialiser, Réinitialisation des données d’usine.
4. Retirez la carte SIM et la carte mémoire.

La protection contre la réinitialisation n’est levée qu’une fois le compte Google supprimé.

## Mac

1. Sauvegardez avec Time Machine.
2. Déconnectez-vous de l’App Store, de Musique et d’iCloud, et désactivez Localiser mon Mac.
3. Sur un Mac avec puce Apple ou puce T2 : Réglages Système, Général, Transférer ou réinitialiser, Effacer contenu et réglages. Sur un Mac plus ancien, effacez le disque interne en mode de récupération avec Utilitaire de disque, puis réinstallez macOS.

## Ordinateurs portables Windows

1. Copiez vos fichiers sur un disque externe ou dans le cloud.
2. Déconnectez-vous de votre compte Microsoft et désactivez les licences logicielles que vous souhaitez conserver.
3. Allez dans Paramètres, Système, Récupération, Réinitialiser ce PC, choisissez Supprimer tout et activez le nettoyage du lecteur.

## Appareils photo

1. Copiez vos photos et vidéos sur un ordinateur.
2. Formatez toutes les cartes mémoire dans l’appareil, puis retirez-les. N’envoyez pas de cartes mémoire.
3. Réinitialisez tous les réglages depuis le menu (souvent Réinitialiser ou Initialiser) et supprimez les smartphones appairés, les réseaux Wi-Fi et les informations de copyright.

## Consoles

- **PlayStation :** désactivez la console en tant que PS5 ou PS4 principale dans les paramètres, puis effectuez une réinitialisation complète (Paramètres, Système, Logiciel système, Options de réinitialisation).
- **Xbox :** retirez la console en tant que Xbox principale, puis Paramètres, Système, Informations sur la console, Réinitialiser la console, Réinitialiser et supprimer tout.
- **Nintendo Switch :** désenregistrez la console principale dans le Nintendo eShop, supprimez tous les utilisateurs et choisissez Initialiser la console dans les paramètres.

## Besoin d’aide ?

Un doute sur une étape ? [Écrivez-nous](/contact) ou consultez notre [FAQ](/content/faq).`,
  },

  ecoEffect: {
    title: "Notre effet éco",
    description:
      "Pourquoi réutiliser l’électronique est bon pour le climat : moins de CO2, moins de matières premières, moins de déchets. L’impact de votre vente.",
    markdown: `L’appareil le plus écologique est celui qui existe déjà. Chaque smartphone, ordinateur ou appareil photo que vous nous vendez est réutilisé au lieu d’être remplacé par un appareil neuf ou de finir en déchet électronique.

## La fabrication pèse le plus lourd

Pour la plupart des appareils électroniques, la fabrication représente de loin la plus grande part des émissions de gaz à effet de serre sur toute leur durée de vie, souvent autour de 70 à 80 %. Produire un smartphone neuf génère généralement plusieurs dizaines de kilos d’équivalent CO2, un ordinateur portable neuf bien plus d’une centaine. L’extraction et le raffinage des matières premières, comme le cobalt, le lithium, le cuivre ou l’or, consomment aussi beaucoup d’énergie et d’eau.

Lorsqu’un appareil d’occasion remplace un appareil neuf, l’essentiel de ces émissions est évité. Les études sur l’électronique reconditionnée estiment en général l’économie entre 50 et 90 % par rapport à un achat neuf. Les chiffres exacts dépendent de l’appareil, de sa durée d’utilisation et des réparations nécessaires.

## Moins de déchets électroniques

Chaque année, plus de 60 millions de tonnes de déchets électroniques sont produites dans le monde, et seule une petite partie est correctement collectée et recyclée. Dans le même temps, des dizaines de millions de téléphones dorment dans les tiroirs des foyers français. Chaque appareil qui trouve un nouveau propriétaire garde des matériaux précieux en circulation.

## Ce que devient votre appareil

- **Réemploi :** la plupart des appareils sont revendus après un reconditionnement professionnel et un effacement certifié des données.
- **Réparation :** les appareils défectueux sont réparés quand c’est possible, ou fournissent des pièces détachées pour d’autres réparations.
- **Recyclage :** les appareils hors d’usage sont confiés à des recycleurs certifiés, qui récupèrent les matières premières.

## Ce que vous pouvez faire

- Vendez tôt les appareils que vous n’utilisez plus : ils sont alors plus demandés et valent davantage.
- N’envoyez d’accessoires que si nous vous le demandons. Les chargeurs et câbles que vous gardez serviront à votre prochain appareil.
- Parlez-en autour de vous : ensemble, nous gardons plus d’appareils en usage.

Les chiffres de cette page sont des estimations générales tirées d’études publiques, et non un calcul pour votre appareil.

Prêt à offrir une seconde vie à votre appareil ? Découvrez [comment ça marche](/content/comment-ca-marche) ou apprenez-en plus [sur nous](/content/a-propos).`,
  },

  press: {
    title: "Presse",
    description:
      "Espace presse de Sellback : chiffres clés, messages, visuels et contact pour les journalistes qui s’intéressent à la reprise d’appareils.",
    markdown: `Bienvenue dans l’espace presse de Sellback. Vous trouverez ici les informations clés sur notre entreprise et nos services, ainsi que nos contacts presse.

## Sellback en bref

- Service de rachat d’électronique d’occasion : smartphones, tablettes, ordinateurs portables, appareils photo, objectifs, consoles et écrans
- Fondé en 2016 à Berlin ; en France, Sellback France SAS est basée à Paris
- Présent en France, en Allemagne, en Autriche, en Espagne et en Italie, ainsi qu’avec une édition internationale en anglais
- Plus de 120 collaborateurs et un centre de contrôle intégré
- Paiement par virement SEPA ou PayPal sous {{payout.workingDays}} après le contrôle

## Ce qui nous distingue

- **Un prix ferme en deux minutes :** le client répond à quelques questions et reçoit une offre ferme, valable {{offer.validDays}} jours.
- **L’envoi gratuit :** chaque vente comprend une étiquette d’envoi pour votre colis.
- **Un contrôle transparent :** si un appareil ne correspond pas à sa description, le client reçoit une nouvelle offre motivée ou le renvoi gratuit.
- **La protection des données :** chaque appareil est effacé avec un logiciel certifié avant sa réutilisation.
- **L’économie circulaire :** les appareils réemployés économisent des ressources et réduisent les déchets, comme nous l’expliquons sur la page [effet éco](/content/effet-eco).

## Les sujets dont nous parlons volontiers

- Ce que valent les appareils d’occasion et comment leur prix évolue
- La sécurité des données lors de la revente d’électronique
- Réemploi, reconditionnement et droit à la réparation
- Les programmes de reprise avec les enseignes (voir notre [programme partenaires](/content/programme-partenaires))

## Kit presse

Notre kit presse contient logos, photos du centre de contrôle et portraits de la direction. Nous vous l’envoyons volontiers sur demande, avec des chiffres à jour et des interlocuteurs pour vos interviews.

## Contact presse

**{{company.name}}**, Communication, {{company.address}}

- E-mail : {{company.pressEmail}}
- Téléphone : {{company.phone}}

Pour les demandes de clients, merci d’utiliser notre [formulaire de contact](/contact). Les informations sur la société figurent dans les [mentions légales](/content/mentions-legales).`,
  },

  partnerProgramme: {
    title: "Programme partenaires",
    description:
      "Gagnez avec Sellback : commissions d’affiliation pour les sites et solutions de reprise pour les enseignes. Devenez partenaire.",
    markdown: `Travaillez avec Sellback et proposez à vos visiteurs ou à vos clients un moyen simple de revendre leur high-tech d’occasion. Notre programme s’adresse aux éditeurs de sites et aux commerçants.

## Affiliation

Vous animez un site, un blog, un comparateur de prix ou une chaîne YouTube consacrés à la tech ? Recommandez Sellback et touchez une commission sur chaque vente réalisée.

- **Une commission attractive** pour chaque vente payée
- **Un suivi fiable** via des plateformes d’affiliation reconnues
- **Des supports prêts à l’emploi :** bannières, liens texte et liens profonds vers chaque appareil
- **Un accompagnement personnalisé** par notre équipe partenaires à Paris

Le suivi ne démarre qu’après le consentement du visiteur ; les détails figurent dans notre [politique de confidentialité](/content/confidentialite).

## Enseignes et commerçants

Proposez la reprise dans votre magasin et sur votre site, sans créer votre propre logistique ni votre propre atelier de contrôle.

- **Widget de reprise :** intégrez notre calcul de prix à votre site. Vos clients obtiennent un prix ferme, et la vente vous est attribuée.
- **Reprise en magasin :** votre équipe reprend l’ancien appareil du client et déduit sa valeur de l’achat d’un appareil neuf.
- **Un service complet :** envoi, contrôle, effacement des données et paiement sont pris en charge par nos soins.

Nos solutions pour le commerce sont d’abord lancées en Allemagne ; nous enregistrons dès à présent les demandes des enseignes françaises.

## Pourquoi Sellback

- Des offres fermes, valables {{offer.validDays}} jours
- L’envoi gratuit avec UPS
- Le paiement sous {{payout.workingDays}} après le contrôle
- Un effacement certifié des données pour chaque appareil ([en savoir plus](/content/effacer-donnees))

## Devenir partenaire

Présentez-nous votre site ou votre entreprise via le [formulaire de contact](/contact) en choisissant l’objet « {{contactSubject.topicNotListed}} ». Notre équipe partenaires vous répond sous quelques jours ouvrés. En savoir plus [sur nous](/content/a-propos).`,
  },

  faq: {
    title: "Questions fréquentes",
    description:
      "Réponses sur la vente avec Sellback : validité de l’offre, envoi gratuit, paiement, contrôle, verrouillage d’activation, données et accessoires.",
    markdown: `Vous trouverez ici les réponses aux questions que l’on nous pose le plus souvent. La vôtre n’y figure pas ? [Écrivez-nous](/contact).

## Offre et vente

### Combien de temps mon offre est-elle valable ?

Votre offre est valable {{offer.validDays}} jours. Pendant ce délai, vous pouvez finaliser votre vente exactement à ce prix. Ensuite, elle expire et vous pouvez en demander une nouvelle, qui peut être différente car les prix de l’occasion évoluent.

### Dois-je créer un compte pour vendre ?

Non. Vous pouvez vendre sans compte en indiquant simplement votre adresse e-mail, votre adresse postale et vos coordonnées de paiement. Le compte est facultatif : il vous permet de suivre toutes vos ventes, de répondre facilement aux demandes de précision et de vendre plus vite la prochaine fois.

### Puis-je annuler une vente ?

Oui. Tant que votre appareil ne nous est pas parvenu, vous pouvez annuler votre vente gratuitement depuis votre compte ou via notre [formulaire de contact](/contact).

## Envoi

### L’envoi est-il payant ?

Non. L’envoi est gratuit. Avec la confirmation de votre vente, vous recevez une étiquette d’envoi pour votre colis à destination de notre entrepôt. Déposez le colis dans un UPS Access Point ou programmez un enlèvement. Nos [conseils d’emballage](/content/conseils-emballage) vous expliquent comment bien protéger votre appareil.

### De combien de temps est-ce que je dispose pour envoyer mon appareil ?

Envoyez-le dès que possible. S’il ne nous est pas parvenu dans les {{trade.shippingDays}} jours suivant votre vente, celle-ci expire et est annulée automatiquement.

### Dois-je envoyer les accessoires ?

Uniquement ceux que vous avez déclarés dans les questions sur l’état, comme le chargeur d’un ordinateur portable. Si un accessoire déclaré manque, nous pouvons ajuster l’offre par une demande de précision. Les accessoires non déclarés n’augmentent pas le prix, et nous ne pouvons pas garantir leur restitution.

## Contrôle et paiement

### Quand vais-je recevoir mon argent ?

Nous envoyons le paiement sous {{payout.workingDays}} après un contrôle concluant, par virement SEPA ou PayPal selon votre choix. Un virement SEPA parvient ensuite à votre banque au plus tard à la fin du jour ouvré suivant.

### Que se passe-t-il si l’état de mon appareil ne correspond pas à mes réponses ?

Nous ouvrons une demande de précision : vous recevez un e-mail avec nos constatations et une nouvelle offre. Le lien est valable {{clarification.days}} jours. Vous pouvez accepter la nouvelle offre et être payé, ou demander le renvoi gratuit de votre appareil. Sans réponse sous {{clarification.days}} jours, nous vous le renvoyons gratuitement.

### Et si mon appareil est en meilleur état que déclaré ?

Nous payons le prix que vous avez accepté. Pour obtenir la meilleure offre, décrivez votre appareil avec précision dès le départ.

## Sécurité et données

### Qu’est-ce que le verrouillage d’activation et pourquoi le désactiver ?

Le verrouillage d’activation, comme Localiser chez Apple ou la protection contre la réinitialisation chez Google, lie l’appareil à votre compte. Personne d’autre ne peut utiliser un appareil verrouillé : nous ne pouvons donc pas le racheter. Désactivez-le avant l’envoi. Si un appareil arrive verrouillé, nous vous demanderons de le déverrouiller à distance ; à défaut, nous vous le renvoyons.

### Dois-je effacer mes données ?

Oui. Sauvegardez vos données et réinitialisez l’appareil avant l’envoi. Notre guide [Effacer vos données](/content/effacer-donnees) vous montre comment faire pour les smartphones, tablettes, ordinateurs, appareils photo et consoles. Nous effaçons en outre chaque appareil avec un logiciel certifié avant sa réutilisation.

### Faut-il retirer la carte SIM et les cartes mémoire ?

Oui. Retirez cartes SIM, cartes mémoire et disques. Nous ne pouvons pas garantir leur restitution, et ils peuvent contenir des données personnelles.

## À propos de Sellback

### Qui rachète mon appareil ?

Sellback France SAS, basée à Paris. Pour en savoir plus, consultez la page [À propos](/content/a-propos) et nos [conditions générales](/content/cgv).`,
  },

  accessibility: {
    title: "Déclaration d’accessibilité",
    description:
      "Notre engagement pour un service accessible : objectif WCAG 2.2 AA, ce qui fonctionne, limites connues, contact et voies de recours.",
    markdown: `Sellback veut que chacun puisse vendre ses appareils d’occasion facilement, quel que soit son handicap ou la technologie qu’il utilise. Cette déclaration s’applique au site sellback.fr.

## Objectif et état de conformité

Nous visons la conformité aux règles pour l’accessibilité des contenus web (WCAG) 2.2, niveau AA, conformément aux exigences issues de la directive européenne sur l’accessibilité, transposée en droit français par la loi du 9 mars 2023. Notre site est aujourd’hui **partiellement conforme** : la plupart des critères sont respectés, à l’exception des points listés ci-dessous.

## Ce qui fonctionne

- **Clavier :** toutes les fonctions, de la recherche d’appareil aux questions sur l’état, jusqu’à la finalisation de la vente et à votre compte, sont utilisables au seul clavier. Le focus reste toujours bien visible.
- **Lecteurs d’écran :** les pages disposent de titres, de régions et d’intitulés explicites. Les erreurs de formulaire sont annoncées et reliées au champ concerné. Nous n’avons pas encore testé les pages de manière systématique avec des lecteurs d’écran.
- **Contrastes et zoom :** les textes et les commandes respectent les exigences de contraste. Les pages peuvent être agrandies à 400 % et s’adaptent aux petits écrans sans défilement horizontal.
- **Formulaires :** le calcul du prix, la finalisation de la vente, le formulaire de contact et les formulaires du compte fonctionnent aussi sans JavaScript.
- **Langage clair :** nous expliquons le parcours en étapes courtes, par exemple sur la page [Comment ça marche](/content/comment-ca-marche).
- **Pas de limite de temps :** les offres sont valables {{offer.validDays}} jours et les formulaires n’expirent pas pendant la saisie.

## Limites connues

- Les étiquettes d’envoi au format PDF ne sont pas entièrement accessibles. Toutes leurs informations figurent aussi dans l’e-mail de confirmation et dans votre compte.
- Dans l’historique des ventes du compte, les tableaux larges nécessitent un défilement horizontal à très fort grossissement. Une présentation plus compacte est en cours.

## Retour d’information et contact

Si vous rencontrez un obstacle ou avez besoin d’une information dans un format accessible, signalez-le-nous via le [formulaire de contact](/contact) ou par e-mail à accessibilite@sellback.fr. Nous vous répondons sous deux semaines.

## Voies de recours

Si notre réponse ne vous satisfait pas, vous pouvez saisir le Défenseur des droits : par le formulaire en ligne sur www.defenseurdesdroits.fr, auprès de l’un de ses délégués dans votre région, ou par courrier gratuit, sans affranchissement, à l’adresse Défenseur des droits, Libre réponse 71120, 75342 Paris Cedex 07.

## À propos de cette déclaration

Cette déclaration repose sur une auto-évaluation. Les contrôles sont automatiques : nos tests de navigateur vérifient chaque modèle de page dans chaque pays avec axe et échouent en cas d’infraction grave, ils utilisent la recherche d’appareil, les questions sur l’état, la finalisation de la vente et le compte au seul clavier, et nous mesurons les pages principales avec l’audit d’accessibilité de Lighthouse. Aucun audit externe n’a encore eu lieu. Elle a été mise à jour pour la dernière fois en janvier 2025. Pour en savoir plus : [FAQ](/content/faq), [politique de confidentialité](/content/confidentialite).`,
  },
};
