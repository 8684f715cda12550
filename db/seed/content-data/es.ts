/** Páginas de contenido editorial de la edición española. Operador: Sellback España S.L., Madrid. */
import type { EditionContent } from "./types.ts";

export const content: EditionContent = {
  terms: {
    title: "Condiciones generales de compra",
    description:
      "Condiciones que se aplican cuando vendes un dispositivo usado a Sellback: oferta, envío, revisión, aclaraciones, pago y responsabilidad.",
    markdown: `Estas condiciones regulan cada venta de un dispositivo usado a través de sellback.es. Si tienes dudas, nuestro [servicio de atención al cliente](/contacto) te ayuda.

## 1. Ámbito de aplicación y partes

1. Estas condiciones se aplican a todos los contratos por los que vendes dispositivos electrónicos usados (móviles, tablets, portátiles, cámaras, objetivos, consolas y monitores) a {{company.name}}, {{company.street}}, {{company.postalCode}} {{company.city}} («Sellback» o «nosotros»).
2. Se aplican tanto a consumidores como a empresas. Los comercios y empresas de nuestro [programa de afiliados](/content/programa-de-afiliados) se rigen por acuerdos específicos, que prevalecen sobre estas condiciones.
3. No se aplican condiciones del vendedor que difieran de estas.

## 2. Quién puede vendernos

- Debes ser mayor de edad y tener plena capacidad para contratar.
- Debes ser el propietario del dispositivo o estar autorizado para venderlo. El dispositivo debe estar libre de derechos de terceros: no puede estar en renting, financiado con reserva de dominio, denunciado como perdido o robado ni bloqueado por un operador.
- Pagamos en una cuenta bancaria de la zona SEPA o en una cuenta de PayPal a tu nombre.

## 3. Cálculo del precio y celebración del contrato

1. Eliges tu dispositivo y respondes con sinceridad a las preguntas sobre su estado. Con esa información calculamos un precio de compra (la «oferta»).
2. La oferta nos vincula durante {{offer.validDays}} días, siempre que el dispositivo que envíes se corresponda con tu descripción. Pasado ese plazo caduca, y un nuevo cálculo puede dar un precio distinto.
3. Al finalizar el proceso de venta nos ofreces el dispositivo al precio ofertado. El contrato se celebra cuando confirmamos tu venta por correo electrónico. Con la confirmación recibes tu número de venta y tu etiqueta de envío gratuita.
4. No necesitas una cuenta de cliente para vender. Con una cuenta puedes seguir tus ventas, responder a las aclaraciones y guardar tus datos de pago.

## 4. Envío

1. El envío es gratuito para ti. Con la confirmación de tu venta recibes una etiqueta de envío para tu paquete a nuestro almacén.
2. Envía tu dispositivo en un plazo de {{trade.shippingDays}} días desde nuestra confirmación. Las ventas cuyo dispositivo no nos llegue en {{trade.shippingDays}} días caducan y se cancelan automáticamente.
3. Embala el dispositivo de forma segura, como explicamos en nuestros [consejos de embalaje](/content/consejos-de-embalaje). Si utilizas nuestra etiqueta y embalas el dispositivo correctamente, asumimos el riesgo de pérdida o daño durante el transporte. Guarda el justificante de entrega hasta que la venta haya terminado.
4. Envía solo los dispositivos que figuran en tu venta. Retira las tarjetas SIM, las tarjetas de memoria y los discos; no podemos garantizar su devolución.

## 5. Revisión y aclaraciones

1. Revisamos cada dispositivo según tus respuestas, normalmente en un plazo de tres días laborables desde su llegada.
2. Si el dispositivo coincide con tu descripción, pagamos el precio acordado.
3. Si el estado, el modelo, la capacidad de almacenamiento o los accesorios indicados no coinciden, abrimos una solicitud de aclaración. Recibirás un correo con el resultado de la revisión y una nueva oferta. El enlace de la aclaración es válido durante {{clarification.days}} días. Puedes aceptar la nueva oferta o pedir que te devolvamos el dispositivo sin coste.
4. Si no respondes en {{clarification.days}} días, la solicitud de aclaración caduca y te devolvemos el dispositivo sin coste.
5. No podemos comprar dispositivos con el bloqueo de activación activado (por ejemplo, Buscar de Apple o la protección de restablecimiento de fábrica de Google), dispositivos denunciados como robados ni falsificaciones. Te pediremos que quites el bloqueo a distancia; si no es posible, te devolvemos el dispositivo. Los dispositivos robados se entregan a la policía.

## 6. Pago

1. Te enviamos el precio en un plazo de {{payout.workingDays}} tras una revisión satisfactoria o tras aceptar una nueva oferta, mediante transferencia SEPA o PayPal, según lo que elegiste al finalizar la venta.
2. Una transferencia SEPA llega a tu banco a más tardar al final del día laborable siguiente a nuestro envío.
3. Eres responsable de que tus datos de pago sean correctos. Puedes cambiarlos en tu cuenta o a través del [formulario de contacto](/contacto) hasta que hayamos realizado el pago.

## 7. Transmisión de la propiedad

La propiedad del dispositivo pasa a Sellback con el pago del precio. Si te devolvemos un dispositivo, sigue siendo tuyo en todo momento.

## 8. Datos personales en el dispositivo

Antes del envío, debes hacer una copia de tus datos, borrar el dispositivo y cerrar sesión en tus cuentas. Te explicamos cómo en nuestra guía para [borrar tus datos](/content/borrar-datos). Antes de cualquier reutilización borramos además cada soporte de almacenamiento con software certificado; no accedemos a tu contenido, ni lo copiamos ni lo utilizamos. Cómo tratamos tus datos personales como cliente se explica en nuestra [política de privacidad](/content/privacidad).

## 9. Cancelación

Puedes cancelar una venta sin coste en cualquier momento antes de que tu dispositivo llegue a nosotros, desde tu cuenta o contactando con nuestro servicio de atención al cliente. Los derechos que te reconoce la normativa de consumidores no se ven afectados.

## 10. Tus garantías y nuestra responsabilidad

1. Garantizas que la descripción del dispositivo es correcta según tu leal saber y entender y que el dispositivo está libre de derechos de terceros.
2. Respondemos sin limitación en caso de dolo, culpa grave o daños personales. En los demás casos, respondemos de los daños típicos y previsibles, sin perjuicio de tus derechos irrenunciables como consumidor.

## 11. Ley aplicable y resolución de conflictos

1. Estas condiciones se rigen por la legislación española. Si eres consumidor, serán competentes los juzgados y tribunales de tu domicilio.
2. Si tienes una reclamación, escríbenos primero; la mayoría de los problemas se resuelven rápidamente. También puedes dirigirte a los servicios de consumo de tu comunidad autónoma o a la Junta Arbitral de Consumo.

## 12. Disposiciones finales

El idioma del contrato es el español. Te enviamos los detalles de tu venta por correo electrónico. La nulidad de una cláusula no afecta a las demás.

Última actualización: enero de 2025`,
  },

  privacy: {
    title: "Política de privacidad",
    description:
      "Cómo trata Sellback tus datos personales cuando vendes un dispositivo: finalidades, bases legales, destinatarios, cookies, plazos y tus derechos.",
    markdown: `La protección de tus datos personales es importante para nosotros. Aquí te explicamos qué datos tratamos cuando usas sellback.es y nos vendes un dispositivo, para qué lo hacemos y qué derechos tienes según el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).

## Responsable del tratamiento

{{company.name}}, {{company.address}}, correo electrónico {{company.email}}. Encontrarás más datos en nuestro [aviso legal](/content/aviso-legal).

Puedes contactar con nuestro delegado de protección de datos en {{company.privacyEmail}} o por correo postal en la dirección anterior, indicando «Delegado de protección de datos».

## Qué datos tratamos y para qué

### Cálculo del precio

Cuando eliges un dispositivo y respondes a las preguntas sobre su estado, solo tratamos información del dispositivo. Puedes obtener una oferta sin facilitar ningún dato personal.

### Tu venta

Para gestionar la venta tratamos tu nombre, tu correo electrónico, tu dirección postal, opcionalmente tu teléfono, los datos de tu dispositivo (incluido el número de serie o el IMEI) y tus datos de pago (IBAN y titular de la cuenta, o correo de PayPal). Base legal: la ejecución del contrato (art. 6.1.b RGPD).

### Cuenta de cliente

La cuenta es opcional. Si la creas, guardamos también tus datos de acceso y tu historial de ventas para que puedas seguir tus ventas y responder a las aclaraciones. Las contraseñas se guardan únicamente cifradas mediante un hash seguro. Puedes eliminar tu cuenta en cualquier momento desde los ajustes de la cuenta.

### Prevención del fraude y obligaciones legales

{{if.registerCheck}}Comprobamos el IMEI de cada dispositivo que recibimos (en móviles y tablets con datos móviles) para detectar dispositivos robados, perdidos o bloqueados por un operador. Para ello solo comunicamos ese número, nunca tu nombre, a {{company.imeiCheckProvider}}, que lo compara con registros de dispositivos perdidos y robados. {{end.registerCheck}}Además, llevamos los registros que exige la normativa sobre compraventa de artículos de segunda mano. Bases legales: nuestro interés legítimo en prevenir el fraude (art. 6.1.f RGPD) y el cumplimiento de obligaciones legales (art. 6.1.c RGPD).

### Contacto

Cuando nos escribes mediante el [formulario de contacto](/contacto) o por correo electrónico, tratamos tu mensaje y tus datos de contacto para responderte (art. 6.1.b o 6.1.f RGPD).

### Boletín

Solo te enviamos nuestro boletín después de que hayas confirmado tu dirección (doble opt-in), con base en tu consentimiento (art. 6.1.a RGPD). Cada envío incluye un enlace para darte de baja.

### Registros del servidor y seguridad

Cuando visitas nuestra web, nuestros servidores registran datos técnicos como la dirección IP, la hora y la página solicitada con fines de seguridad. Estos registros se eliminan a los 14 días (art. 6.1.f RGPD).

## Cookies y tecnologías similares

- **Estrictamente necesarias:** tras iniciar sesión, dos cookies de acceso (httpOnly y seguras): una dura {{session.accessMinutes}} minutos y se renueva mientras usas el sitio; la otra caduca al cerrar el navegador y como máximo a las {{session.loginHours}} horas, o dura {{session.rememberDays}} días si eliges «Mantener la sesión», una cookie de idioma ({{cookie.localeDays}} días) y tu cesta y tu elección sobre cookies en el almacenamiento local del navegador. No requieren consentimiento.
- **Analítica y personalización:** solo las usamos si lo has aceptado en el banner de cookies (art. 22.2 LSSI y art. 6.1.a RGPD).
- **Seguimiento de afiliados:** si llegas a nosotros a través del enlace de un socio, una cookie con un identificador aleatorio (válida {{cookie.partnerDays}} días) permite atribuirle tu venta. También esta cookie se instala solo con tu consentimiento.

Puedes modificar o retirar tu consentimiento en cualquier momento desde la configuración de cookies del pie de página.

## Datos en tus dispositivos

No accedemos al contenido de los dispositivos que nos envías. Borramos cada soporte de almacenamiento con software certificado antes de cualquier reutilización. Aun así, bórralos tú también siguiendo nuestra guía para [borrar tus datos](/content/borrar-datos).

## Destinatarios

Solo comunicamos datos cuando es necesario:

- **Transportista:** UPS recibe tu nombre y dirección para generar la etiqueta de envío.
- **Pagos:** nuestro banco para las transferencias SEPA; PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburgo, para los pagos por PayPal.
- **Empresa del grupo:** Sellback GmbH, Berlín, gestiona para nosotros el centro de revisión y los sistemas informáticos como encargada del tratamiento.
- **Proveedores de servicios:** alojamiento, envío de correos y soporte informático, vinculados por contratos de encargo de tratamiento y establecidos en la UE.
- **Redes de afiliación:** solo con tu consentimiento y solo una referencia a la venta completada.
- **Autoridades:** cuando la ley nos obliga, por ejemplo si un dispositivo ha sido denunciado como robado.

Si se transfieren datos fuera del Espacio Económico Europeo, garantizamos un nivel de protección adecuado, por ejemplo mediante una decisión de adecuación o las cláusulas contractuales tipo de la UE.

## Plazos de conservación

Conservamos los datos de las ventas mientras sean necesarios para ejecutar el contrato y, después, durante los plazos que exige la normativa mercantil y fiscal. De cada venta pagada conservamos los registros que la ley exige a un comerciante de objetos usados: tu nombre y tu dirección, los dispositivos con su IMEI o número de serie y los importes pagados. Guardamos estos registros separados de tu cuenta; se mantienen aunque la elimines y se borran automáticamente {{sellerRecords.retentionYears}} años después del final del año natural del pago ({{sellerRecords.legalBasis}}; art. 6.1.c RGPD). Los datos de la cuenta se eliminan cuando borras la cuenta; tus ventas se conservan entonces anonimizadas para la contabilidad. Los mensajes enviados mediante el formulario de contacto se eliminan automáticamente {{contact.retentionYears}} años después de recibirlos.

## Tus derechos

Tienes derecho a:

- acceder a tus datos (art. 15 RGPD);
- rectificar los datos inexactos (art. 16);
- solicitar la supresión (art. 17) y la limitación del tratamiento (art. 18);
- la portabilidad de tus datos (art. 20);
- oponerte a los tratamientos basados en el interés legítimo (art. 21);
- retirar tu consentimiento en cualquier momento, con efectos para el futuro (art. 7.3).

Para ejercerlos, escríbenos a {{company.privacyEmail}}.

## Reclamaciones

Si consideras que no tratamos tus datos correctamente, puedes presentar una reclamación ante {{company.dataProtectionAuthority}}, www.aepd.es.

## Cambios en esta política

Actualizamos esta política cuando cambian nuestros servicios o la normativa. La versión vigente está siempre en esta página. Nuestras condiciones contractuales están en las [condiciones generales](/content/condiciones).

Última actualización: enero de 2025`,
  },

  imprint: {
    title: "Aviso legal",
    description:
      "Datos identificativos de Sellback España S.L., Madrid, titular de sellback.es: domicilio, NIF, Registro Mercantil y contacto.",
    markdown: `En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), te informamos de los datos del titular de este sitio web.

## Titular

**{{company.name}}**, {{company.address}}

## Datos registrales

- NIF/IVA: {{company.vatId}}
- Inscrita en el {{company.registerCourt}}, {{company.registerNumber}}
- Capital social: {{company.shareCapital}}
- Administración: {{company.managingDirectors}}
- Sociedad participada al 100 % por {{parent.name}}, {{parent.address}}

## Contacto

- Teléfono: {{company.phone}}
- Correo electrónico: {{company.email}}
- Formulario: [escríbenos](/contacto)

## Actividad

Compra de dispositivos electrónicos de segunda mano a particulares y empresas a través de internet.

## Condiciones de uso

El acceso a este sitio web es gratuito y atribuye la condición de usuario. El usuario se compromete a hacer un uso adecuado de los contenidos y a no emplearlos para actividades ilícitas. La venta de dispositivos se rige por nuestras [condiciones generales](/content/condiciones).

## Propiedad intelectual e industrial

Los textos, imágenes, logotipos y diseños de este sitio web son propiedad de Sellback o se usan con autorización de sus titulares. Queda prohibida su reproducción, distribución o transformación sin autorización previa por escrito.

## Responsabilidad

Elaboramos los contenidos con el máximo cuidado, pero no podemos garantizar que sean completos ni que estén siempre actualizados. Nuestro sitio contiene enlaces a sitios web de terceros, de cuyos contenidos no somos responsables. Si tenemos conocimiento de una infracción, retiraremos el enlace de inmediato.

## Resolución de conflictos

Si tienes una reclamación, [contacta con nosotros](/contacto) en primer lugar; haremos todo lo posible por encontrar una solución. Como consumidor puedes dirigirte también a los servicios de consumo de tu comunidad autónoma.

Más información: [política de privacidad](/content/privacidad), [prensa](/content/prensa).`,
  },

  about: {
    title: "Quiénes somos",
    description:
      "Sellback compra móviles, tablets, portátiles, cámaras, consolas y más a precios justos y les da una segunda vida. Conoce al equipo.",
    markdown: `Sellback hace que vender tecnología usada sea fácil, justo y seguro. Compramos móviles, tablets, portátiles, cámaras, objetivos, consolas y monitores, y nos aseguramos de que tengan una segunda vida en lugar de acumular polvo en un cajón.

## Nuestra idea

Casi todos tenemos dispositivos que ya no usamos: el móvil antiguo después de cambiarlo, la cámara que sustituimos por un modelo nuevo, la consola con la que ya nadie juega. Venderlos por tu cuenta lleva tiempo, implica regatear y tiene sus riesgos. Queríamos que vender fuera tan fácil como comprar por internet: eliges tu dispositivo, respondes unas preguntas y en dos minutos tienes un precio firme.

## Lo que defendemos

- **Ofertas firmes.** El precio que ves es el que recibes, siempre que el dispositivo coincida con tu descripción. Cada oferta es válida durante {{offer.validDays}} días.
- **Sin costes ocultos.** El envío es gratis, no hay comisiones y pagamos por transferencia SEPA o PayPal.
- **Revisión justa.** Técnicos formados revisan cada dispositivo. Si algo no coincide, te explicamos por qué y te hacemos una nueva oferta. Si no te convence, te lo devolvemos gratis.
- **Seguridad de los datos.** Borramos cada dispositivo con software certificado antes de volver a usarlo.
- **Sostenibilidad.** Cada dispositivo reutilizado ahorra recursos y reduce los residuos electrónicos. Descubre más sobre nuestro [efecto eco](/content/efecto-eco).

## Quiénes somos

Sellback nació en Berlín en 2016 y desde Madrid atendemos a nuestros clientes en España con Sellback España S.L. Hoy trabajan con nosotros más de 120 personas en Berlín, en nuestro centro de revisión y en los equipos de Viena, Madrid, París y Milán. Nuestros técnicos revisan miles de dispositivos cada semana y los preparan para sus próximos dueños, a través de reacondicionadores, tiendas o nuestros propios socios.

## Cómo funciona

En resumen: eliges tu dispositivo, describes su estado, aceptas la oferta, lo envías gratis y te enviamos el pago en {{payout.workingDays}} tras la revisión. Todos los detalles están en [cómo funciona](/content/como-funciona).

## Contacto

¿Preguntas, sugerencias o ideas? Nuestro equipo de atención al cliente te atiende a través del [formulario de contacto](/contacto). Los periodistas encontrarán información en nuestra [sala de prensa](/content/prensa), y las empresas interesadas pueden conocer nuestro [programa de afiliados](/content/programa-de-afiliados).`,
  },

  howItWorks: {
    title: "Cómo funciona",
    description:
      "Vende tu dispositivo usado en cuatro pasos: oferta firme, envío gratis con UPS, revisión y pago en {{payout.workingDays}}.",
    markdown: `Vender con Sellback solo lleva unos minutos. Esto es lo que pasa desde el primer clic hasta que cobras.

## 1. Consigue tu oferta

Busca tu dispositivo o elígelo por categoría. Responde unas preguntas rápidas sobre su estado, por ejemplo sobre la pantalla, la carcasa, la batería y si funciona sin fallos. Verás al instante una oferta firme, válida durante {{offer.validDays}} días, así que tienes tiempo para pensártelo.

## 2. Completa la venta

Añade el dispositivo a la cesta e introduce tu dirección y tus datos de pago: transferencia SEPA o PayPal. No necesitas una cuenta de cliente, aunque con ella tienes todas tus ventas en un solo lugar. Recibirás un correo de confirmación con tu número de venta y una etiqueta de envío gratuita.

## 3. Envíalo gratis

Antes de enviarlo, haz una copia de seguridad, desactiva el bloqueo de activación y restablece el dispositivo. Nuestra guía para [borrar tus datos](/content/borrar-datos) te explica cómo hacerlo en cada tipo de dispositivo. Embálalo bien (consulta nuestros [consejos de embalaje](/content/consejos-de-embalaje)), fija la etiqueta de envío y entrega el paquete en un UPS Access Point o solicita una recogida.

Envía tu dispositivo en un plazo de {{trade.shippingDays}} días. Si no nos ha llegado para entonces, la venta caduca.

## 4. Revisión

Nuestros técnicos revisan cada dispositivo según tus respuestas, normalmente en tres días laborables desde su llegada. Puedes seguir el proceso en tu cuenta o con el enlace de nuestros correos.

- **Todo coincide:** liberamos tu pago.
- **Algo no coincide:** abrimos una solicitud de aclaración y te enviamos el resultado de la revisión con una nueva oferta. El enlace es válido durante {{clarification.days}} días. Acepta la nueva oferta o te devolvemos el dispositivo sin coste.

## 5. Cobra

Te enviamos el pago en un plazo de {{payout.workingDays}} tras una revisión satisfactoria, por transferencia SEPA o PayPal. Una transferencia SEPA llega después a tu banco a más tardar al final del siguiente día laborable.

## ¿Tienes dudas?

Respondemos a las más habituales en nuestras [preguntas frecuentes](/content/preguntas-frecuentes). Si no encuentras lo que buscas, [contacta con nosotros](/contacto).`,
  },

  packingTips: {
    title: "Consejos de embalaje",
    description:
      "Cómo embalar tu dispositivo de forma segura para el envío gratuito con UPS: la caja adecuada, el relleno, qué no incluir y cómo entregarlo.",
    markdown: `Un paquete bien embalado llega sin daños y nos permite pagarte antes. El envío es gratis para ti: con la confirmación de tu venta recibes una etiqueta de envío para tu paquete a nuestro almacén.

## Antes de embalar

1. Haz una copia de seguridad y borra el dispositivo. Nuestra guía para [borrar tus datos](/content/borrar-datos) explica los pasos para cada tipo de dispositivo.
2. Desactiva el bloqueo de activación (Buscar de Apple, cuenta de Google, cuenta de la consola).
3. Retira la tarjeta SIM, las tarjetas de memoria y los discos de consolas o unidades.
4. Deja la batería al 30-50 % aproximadamente. No envíes baterías hinchadas o dañadas; [contacta con nosotros](/contacto) antes.

## La caja adecuada

- Utiliza una caja de cartón resistente; lo ideal es la caja original dentro de una caja de envío.
- La caja debe ser algo más grande que el dispositivo para dejar espacio al relleno por todos los lados.
- No uses sobres, sobres acolchados ni bolsas de papel: no protegen contra la presión.

## El relleno

1. Envuelve el dispositivo en plástico de burbujas o en un paño suave. La pantalla debe quedar hacia el relleno, nunca contra la pared de la caja.
2. Rellena todos los huecos con papel arrugado, cojines de aire o plástico de burbujas. Agita la caja cerrada: nada debe moverse.
3. Si envías varios dispositivos, embálalos por separado para que no se toquen.
4. En los objetivos, coloca las tapas delantera y trasera; en las cámaras, la tapa del cuerpo o un objetivo.

## Qué va en la caja

- Solo los dispositivos que figuran en tu venta.
- Accesorios solo si los indicaste en las preguntas sobre el estado, como el cargador de un portátil.
- Una copia impresa de la confirmación nos ayuda, pero no es obligatoria.

## Cerrar y entregar

1. Cierra la caja con cinta de embalar resistente por todas las juntas.
2. Fija la etiqueta de envío bien lisa en la cara más grande. Quita o tapa las etiquetas y códigos de barras antiguos.
3. Entrega el paquete en un UPS Access Point o solicita una recogida a UPS.
4. Guarda el justificante hasta que la venta haya terminado.

Si un paquete bien embalado se pierde o sufre daños durante el transporte, el riesgo es nuestro. Los detalles están en nuestras [condiciones generales](/content/condiciones).`,
  },

  dataErasure: {
    title: "Borrar tus datos",
    description:
      "Guía paso a paso para hacer copia y borrar iPhone, iPad, Android, Mac, portátiles Windows, cámaras y consolas antes de venderlos.",
    markdown: `Antes de enviarnos un dispositivo, haz una copia de seguridad, cierra sesión en tus cuentas y restablécelo a los ajustes de fábrica. Así proteges tu privacidad, y además es imprescindible para la compra: no podemos comprar dispositivos con el bloqueo de activación activado. Nosotros también borramos cada dispositivo con software certificado antes de reutilizarlo.

## iPhone y iPad

1. Haz una copia de seguridad en iCloud o en un ordenador y, si tienes un Apple Watch, desvincúlalo.
2. Abre Ajustes, toca tu nombre, luego Buscar, y desactiva Buscar mi iPhone (o Buscar mi iPad). Introduce la contraseña de tu cuenta de Apple.
3. Cierra sesión en iCloud y en el App Store: Ajustes, tu nombre, Cerrar sesión.
4. Ve a Ajustes, General, Transferir o restablecer el iPhone, y toca Borrar contenidos y ajustes.
5. Retira la tarjeta SIM; si usas una eSIM, bórrala al mismo tiempo.

## Móviles y tablets Android

1. Haz una copia de tus datos, por ejemplo con tu cuenta de Google o la nube del fabricante.
2. Elimina tu cuenta de Google: Ajustes, Cuentas (o Contraseñas y cuentas), elige tu cuenta de Google y toca Eliminar cuenta. En Samsung, elimina también la cuenta Samsung.
3. Restablece el dispositivo: Ajustes, Sistema, Opciones de recuperación, Borrar todos los datos (restablecer estado de fábrica). En Samsung: Administración general, Restablecer, Restablecer valores de fábrica.
4. Retira la tarjeta SIM y la tarjeta de memoria.

## Mac

1. Haz una copia con Time Machine.
2. Cierra sesión en el App Store, Música e iCloud, y desactiva Buscar mi Mac.
3. En Mac con chip de Apple o chip T2: Ajustes del Sistema, General, Transferir o restablecer, Borrar contenidos y ajustes. En Mac más antiguos, borra el disco interno desde el modo de recuperación con Utilidad de Discos y reinstala macOS.

## Portátiles con Windows

1. Copia tus archivos en un disco externo o en la nube.
2. Cierra sesión en tu cuenta de Microsoft y desactiva las licencias que quieras conservar.
3. Ve a Configuración, Sistema, Recuperación, Restablecer este PC, elige Quitar todo y activa la opción de limpiar la unidad.

## Cámaras

1. Copia tus fotos y vídeos en un ordenador.
2. Formatea todas las tarjetas de memoria en la cámara y retíralas. No nos envíes tarjetas de memoria.
3. Restablece todos los ajustes desde el menú de la cámara (normalmente Restablecer o Inicializar) y elimina los móviles emparejados, las redes wifi y los datos de copyright.

## Consolas

- **PlayStation:** desactiva la consola como tu PS5 o PS4 principal en los ajustes y luego haz un restablecimiento completo (Ajustes, Sistema, Software del sistema, Opciones de restablecimiento).
- **Xbox:** quita la consola como tu Xbox principal y luego ve a Configuración, Sistema, Información de la consola, Restablecer consola, Restablecer y quitar todo.
- **Nintendo Switch:** desvincula la consola como consola principal en Nintendo eShop, elimina todos los usuarios y elige Inicializar la consola en la configuración.

## ¿Necesitas ayuda?

¿Dudas con algún paso? [Escríbenos](/contacto) o consulta las [preguntas frecuentes](/content/preguntas-frecuentes).`,
  },

  ecoEffect: {
    title: "Nuestro efecto eco",
    description:
      "Por qué reutilizar la electrónica es bueno para el clima: menos CO2, menos materias primas y menos residuos. Lo que consigue tu venta.",
    markdown: `El dispositivo más sostenible es el que ya existe. Cada móvil, portátil o cámara que nos vendes se vuelve a usar en lugar de ser sustituido por uno recién fabricado o de acabar como residuo electrónico.

## La fabricación es lo que más pesa

En la mayoría de los dispositivos electrónicos, la fabricación genera la mayor parte de las emisiones de gases de efecto invernadero de toda su vida útil, a menudo entre el 70 y el 80 %. Fabricar un móvil nuevo suele suponer varias decenas de kilos de CO2 equivalente, y un portátil nuevo, bastante más de cien. Además, extraer y procesar materias primas como el cobalto, el litio, el cobre o el oro consume mucha energía y agua.

Cuando un dispositivo usado sustituye a uno nuevo, se evita la mayor parte de esas emisiones. Los estudios sobre electrónica reacondicionada suelen estimar un ahorro de entre el 50 y el 90 % frente a comprar nuevo. Las cifras exactas dependen del dispositivo, del tiempo de uso y de la reparación necesaria.

## Menos residuos electrónicos

En el mundo se generan cada año más de 60 millones de toneladas de residuos electrónicos, y solo una pequeña parte se recoge y recicla correctamente. Al mismo tiempo, en los hogares europeos hay cientos de millones de móviles olvidados en un cajón. Cada dispositivo que encuentra un nuevo dueño mantiene en uso materiales valiosos.

## Qué pasa con tu dispositivo

- **Reutilización:** la mayoría se revende tras un reacondicionamiento profesional y un borrado de datos certificado.
- **Reparación:** los dispositivos averiados se reparan cuando es posible o sirven como fuente de piezas para otras reparaciones.
- **Reciclaje:** los que ya no se pueden usar van a recicladores certificados, que recuperan las materias primas.

## Qué puedes hacer tú

- Vende pronto los dispositivos que ya no usas: cuanto antes, más demanda tienen y más valen.
- Envía accesorios solo si te los pedimos. Los cargadores y cables que conserves te servirán para tu próximo dispositivo.
- Cuéntaselo a tu familia y amigos: entre todos mantenemos más dispositivos en circulación.

Las cifras de esta página son estimaciones generales basadas en estudios públicos y no un cálculo para tu dispositivo concreto.

¿Listo para darle una segunda vida a tu dispositivo? Descubre [cómo funciona](/content/como-funciona) o conoce [quiénes somos](/content/quienes-somos).`,
  },

  press: {
    title: "Prensa",
    description: "Sala de prensa de Sellback: datos de la empresa, mensajes clave, material gráfico y contacto para periodistas.",
    markdown: `Bienvenido a la sala de prensa de Sellback. Aquí encontrarás datos sobre nuestra empresa y nuestros servicios, y el contacto para periodistas.

## Sellback en resumen

- Servicio de compra de electrónica usada: móviles, tablets, portátiles, cámaras, objetivos, consolas y monitores
- Fundada en 2016 en Berlín; en España opera Sellback España S.L., con sede en Madrid
- Presente en España, Alemania, Austria, Francia e Italia, además de una edición internacional en inglés
- Más de 120 empleados y centro de revisión propio
- Pago por transferencia SEPA o PayPal en {{payout.workingDays}} tras la revisión

## Qué nos diferencia

- **Precio firme en dos minutos:** el cliente responde unas preguntas y recibe una oferta firme válida durante {{offer.validDays}} días.
- **Envío gratuito:** cada venta incluye una etiqueta de envío para tu paquete.
- **Revisión transparente:** si un dispositivo no coincide con la descripción, el cliente recibe una nueva oferta justificada o la devolución gratuita.
- **Protección de datos:** cada dispositivo se borra con software certificado antes de reutilizarse.
- **Economía circular:** los dispositivos reutilizados ahorran recursos y reducen los residuos, como explicamos en nuestro [efecto eco](/content/efecto-eco).

## Temas sobre los que hablamos con gusto

- Cuánto valen los dispositivos usados y cómo evoluciona su precio
- Seguridad de los datos al vender electrónica
- Reutilización, reacondicionamiento y derecho a reparar
- Programas de recompra con el comercio (consulta nuestro [programa de afiliados](/content/programa-de-afiliados))

## Material de prensa

Nuestro kit de prensa incluye logotipos, fotos del centro de revisión y retratos del equipo directivo. Te lo enviamos encantados, junto con datos actualizados y portavoces para entrevistas.

## Contacto de prensa

**{{company.name}}**, Comunicación, {{company.address}}

- Correo electrónico: {{company.pressEmail}}
- Teléfono: {{company.phone}}

Para consultas de clientes, utiliza nuestro [formulario de contacto](/contacto). Los datos de la empresa están en el [aviso legal](/content/aviso-legal).`,
  },

  partnerProgramme: {
    title: "Programa de afiliados",
    description: "Gana con Sellback: comisiones para webs, blogs y comparadores, y soluciones de recompra para comercios. Hazte socio.",
    markdown: `Colabora con Sellback y ofrece a tus visitantes o clientes una forma sencilla de vender su tecnología usada. Nuestro programa se dirige a webs de contenidos y al comercio.

## Afiliados

¿Tienes una web, un blog, un comparador de precios o un canal de YouTube sobre tecnología? Recomienda Sellback y gana una comisión por cada venta completada.

- **Comisión atractiva** por cada venta pagada
- **Seguimiento fiable** a través de redes de afiliación consolidadas
- **Material listo para usar:** banners, enlaces de texto y enlaces directos a cada dispositivo
- **Atención personalizada** de nuestro equipo de afiliación en Madrid

El seguimiento solo se activa cuando el visitante ha dado su consentimiento; los detalles están en nuestra [política de privacidad](/content/privacidad).

## Comercios

Ofrece la recompra de dispositivos en tu tienda, online o física, sin montar tu propia logística ni tu propio servicio de revisión.

- **Widget de recompra:** integra nuestro cálculo de precios en tu web. Tus clientes reciben un precio firme y la venta se te atribuye.
- **Renove:** tu personal recoge el dispositivo antiguo en tienda y descuenta su valor de la compra de uno nuevo.
- **Servicio integral:** nosotros nos encargamos del envío, la revisión, el borrado de datos y el pago.

Nuestras soluciones para comercios se lanzan primero en Alemania; en España ya estamos recogiendo solicitudes de interés.

## Por qué Sellback

- Ofertas firmes, válidas durante {{offer.validDays}} días
- Envío gratuito con UPS
- Pago en {{payout.workingDays}} tras la revisión
- Borrado de datos certificado en cada dispositivo ([más información](/content/borrar-datos))

## Hazte socio

Cuéntanos sobre tu web o tu empresa a través del [formulario de contacto](/contacto), eligiendo el asunto «{{contactSubject.topicNotListed}}». Nuestro equipo te responderá en pocos días laborables. Conoce más sobre [quiénes somos](/content/quienes-somos).`,
  },

  faq: {
    title: "Preguntas frecuentes",
    description:
      "Respuestas sobre vender con Sellback: validez de la oferta, envío gratis, pago, revisión, bloqueo de activación, borrado de datos y accesorios.",
    markdown: `Aquí tienes las respuestas a las preguntas que más nos hacen. Si la tuya no está, [escríbenos](/contacto).

## Oferta y venta

### ¿Cuánto tiempo es válida mi oferta?

Tu oferta es válida durante {{offer.validDays}} días. En ese plazo puedes completar la venta exactamente a ese precio. Después caduca y puedes pedir una nueva, que puede variar porque los precios de los dispositivos usados cambian con el tiempo.

### ¿Necesito una cuenta para vender?

No. Puedes vender como invitado indicando solo tu correo electrónico, tu dirección y tus datos de pago. La cuenta es opcional: con ella sigues todas tus ventas, respondes a las aclaraciones cómodamente y vendes más rápido la próxima vez.

### ¿Puedo cancelar una venta?

Sí. Mientras tu dispositivo no haya llegado a nuestras instalaciones, puedes cancelar la venta gratis desde tu cuenta o mediante el [formulario de contacto](/contacto).

## Envío

### ¿Tengo que pagar el envío?

No. El envío es gratuito para ti. Con la confirmación de tu venta recibes una etiqueta de envío para tu paquete a nuestro almacén. Puedes entregar el paquete en un UPS Access Point o solicitar una recogida. Nuestros [consejos de embalaje](/content/consejos-de-embalaje) te explican cómo embalarlo bien.

### ¿Cuánto tiempo tengo para enviar el dispositivo?

Envíalo lo antes posible. Si no nos llega en {{trade.shippingDays}} días desde tu venta, la venta caduca y se cancela automáticamente.

### ¿Tengo que enviar los accesorios?

Solo los que indicaste en las preguntas sobre el estado, como el cargador de un portátil. Si falta un accesorio indicado, podemos ajustar la oferta mediante una aclaración. Los accesorios que no indicaste no suben el precio y no podemos garantizar su devolución.

## Revisión y pago

### ¿Cuándo cobro?

Te enviamos el pago en un plazo de {{payout.workingDays}} tras una revisión satisfactoria, por transferencia SEPA o PayPal, según lo que hayas elegido. Una transferencia SEPA llega después a tu banco a más tardar al final del siguiente día laborable.

### ¿Qué pasa si el estado no coincide con mis respuestas?

Abrimos una solicitud de aclaración: recibes un correo con el resultado de la revisión y una nueva oferta. El enlace es válido durante {{clarification.days}} días. Puedes aceptar la nueva oferta y cobrar, o pedir que te devolvamos el dispositivo sin coste. Si no respondes en {{clarification.days}} días, te lo devolvemos gratis.

### ¿Y si mi dispositivo está mejor de lo que indiqué?

Te pagamos el precio que aceptaste. Para conseguir la mejor oferta, describe tu dispositivo con precisión desde el principio.

## Seguridad y datos

### ¿Qué es el bloqueo de activación y por qué debo desactivarlo?

El bloqueo de activación, como Buscar de Apple o la protección de restablecimiento de fábrica de Google, vincula el dispositivo a tu cuenta. Nadie más puede usar un dispositivo bloqueado, así que no podemos comprarlo. Desactívalo antes del envío. Si un dispositivo llega bloqueado, te pediremos que lo desbloquees a distancia; si no, te lo devolvemos.

### ¿Tengo que borrar mis datos?

Sí. Haz una copia de seguridad y restablece el dispositivo antes de enviarlo. Nuestra guía para [borrar tus datos](/content/borrar-datos) te muestra cómo hacerlo en móviles, tablets, portátiles, cámaras y consolas. Además, borramos cada dispositivo con software certificado antes de reutilizarlo.

### ¿Debo quitar la SIM y las tarjetas de memoria?

Sí. Retira las tarjetas SIM, las tarjetas de memoria y los discos. No podemos garantizar su devolución y pueden contener datos personales.

## Sobre Sellback

### ¿Quién compra mi dispositivo?

Sellback España S.L., con sede en Madrid. Descubre más sobre [quiénes somos](/content/quienes-somos) y lee nuestras [condiciones generales](/content/condiciones).`,
  },

  accessibility: {
    title: "Declaración de accesibilidad",
    description:
      "Nuestro compromiso con una web accesible: objetivo WCAG 2.2 AA, qué funciona ya, limitaciones conocidas y cómo enviarnos tus comentarios.",
    markdown: `En Sellback queremos que cualquier persona pueda vender sus dispositivos usados con facilidad, independientemente de su discapacidad o de la tecnología que utilice. Esta declaración se aplica a sellback.es.

## Objetivo y nivel de cumplimiento

Nuestro objetivo es cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, en línea con los requisitos de la Ley 11/2023, que incorpora la Directiva europea de accesibilidad. Actualmente, nuestra web es **parcialmente conforme**: cumple la mayoría de los requisitos, con las excepciones que se indican más abajo.

## Qué funciona

- **Teclado:** todas las funciones, desde la búsqueda de dispositivos y las preguntas sobre el estado hasta la finalización de la venta y tu cuenta, se pueden usar solo con el teclado. El foco siempre es claramente visible.
- **Lectores de pantalla:** las páginas tienen encabezados, regiones y etiquetas significativos. Los errores de los formularios se anuncian y se vinculan al campo correspondiente. Todavía no hemos probado las páginas de forma sistemática con lectores de pantalla.
- **Contraste y ampliación:** los textos y controles cumplen los requisitos de contraste. Las páginas pueden ampliarse al 400 % y se adaptan a pantallas pequeñas sin desplazamiento horizontal.
- **Formularios:** el cálculo del precio, la finalización de la venta, el formulario de contacto y los formularios de la cuenta funcionan también sin JavaScript.
- **Lenguaje claro:** explicamos el proceso en pasos cortos, por ejemplo en [cómo funciona](/content/como-funciona).
- **Sin prisas:** las ofertas son válidas durante {{offer.validDays}} días y los formularios no caducan mientras los rellenas.

## Limitaciones conocidas

- Las etiquetas de envío en PDF no son totalmente accesibles. Toda su información está también en el correo de confirmación y en tu cuenta.
- En el historial de ventas de la cuenta, las tablas anchas requieren desplazamiento horizontal con niveles de ampliación muy altos. Estamos trabajando en un diseño más compacto.

## Comentarios y contacto

Si encuentras barreras o necesitas información en un formato accesible, avísanos a través del [formulario de contacto](/contacto) o escribiendo a accesibilidad@sellback.es. Te responderemos en un plazo máximo de dos semanas.

## Procedimiento de reclamación

Si nuestra respuesta no te satisface, puedes presentar una queja ante la Oficina de Atención a la Discapacidad (OADIS), del Ministerio de Derechos Sociales, Consumo y Agenda 2030, o ante las autoridades de consumo de tu comunidad autónoma, encargadas de vigilar el cumplimiento de los requisitos de accesibilidad de los servicios.

## Sobre esta declaración

Esta declaración se basa en una autoevaluación. Las pruebas son automáticas: nuestras pruebas de navegador revisan cada plantilla de página en cada país con axe y fallan ante infracciones graves, usan la búsqueda de dispositivos, las preguntas sobre el estado, la finalización de la venta y la cuenta solo con el teclado, y medimos las páginas principales con la auditoría de accesibilidad de Lighthouse. Todavía no se ha realizado ninguna auditoría externa. Se revisó por última vez en enero de 2025. Más información: [preguntas frecuentes](/content/preguntas-frecuentes), [política de privacidad](/content/privacidad).`,
  },
};
