/** Editorial content pages of the English (international) edition. Operator: Sellback GmbH, Berlin. */
import type { EditionContent } from "./types.ts";

export const content: EditionContent = {
  terms: {
    title: "Terms and Conditions of Sale",
    description:
      "The terms that apply when you sell a used device to Sellback: offer, shipping, inspection, clarification, payout and liability.",
    markdown: `These terms govern every sale of a used device to us through sellback.com. If anything is unclear, our [customer service](/contact) will help.

## 1. Scope and contracting party

1. These terms apply to all contracts under which you sell used electronic devices (phones, tablets, laptops, cameras, lenses, consoles and monitors) to {{company.name}}, {{company.address}} ("Sellback", "we", "us").
2. They apply to consumers and to business sellers. Retail and business partners in our [partner programme](/content/partner-programme) trade under separate agreements, which take precedence.
3. Differing terms of the seller do not apply.

## 2. Who can sell to us

- You must be at least 18 years old and have full legal capacity.
- You must own the device or be entitled to sell it. It must be free of third-party rights: not leased, not financed under retention of title, not reported lost or stolen and not blocked by a network operator.
- We pay out to a bank account in the SEPA area or to a PayPal account held in your name.

## 3. Price calculation and conclusion of the contract

1. You select your device and answer the condition questions truthfully. On that basis we calculate a price (the "offer").
2. The offer is binding on us for {{offer.validDays}} days, provided the device you send matches your description. After {{offer.validDays}} days it expires; a new calculation may give a different price.
3. By completing checkout you offer to sell the device at the offer price. The contract is concluded when we confirm your trade by e-mail, together with your trade number and your free shipping label.
4. You do not need a customer account to sell. With an account you can follow your trades, answer clarifications and store your payout details.

## 4. Shipping

1. Shipping is free for you. With your trade confirmation you receive a shipping label for your parcel to our warehouse.
2. Please send your device within {{trade.shippingDays}} days of our confirmation. Trades whose device has not reached us within {{trade.shippingDays}} days expire and are cancelled automatically.
3. Pack the device securely, as described in our [packing tips](/content/packing-tips). If you use our label and pack the device properly, we bear the risk of loss or damage in transit. Keep your drop-off receipt until the trade is completed.
4. Send only the devices listed in your trade. Please remove SIM cards, memory cards and discs; we cannot guarantee their return.

## 5. Inspection and clarification

1. We inspect every device, usually within three working days of arrival, against the answers you gave.
2. If the device matches your description, we pay the agreed price.
3. If the condition, model, storage capacity or declared accessories differ, we open a clarification. You receive an e-mail with our findings and a new offer. The clarification link is valid for {{clarification.days}} days. You can accept the new offer or ask for your device to be sent back free of charge.
4. If you do not respond within {{clarification.days}} days, the clarification expires and we return the device to you free of charge.
5. We cannot buy devices with an activation lock (for example Find My or Google factory reset protection), devices reported stolen or counterfeit devices. We will ask you to remove an activation lock remotely; if this is not possible, we return the device. Devices reported stolen are handed over to the police.

## 6. Payment

1. We send the purchase price within {{payout.workingDays}} of a successful inspection, or after you accept a new offer, by SEPA credit transfer or PayPal, as you chose at checkout.
2. A SEPA transfer reaches your bank by the end of the next working day after we have sent it.
3. You are responsible for correct payout details. You can change them in your account or through our [contact form](/contact) until the payout has been made.
4. A voucher code and a running promotion apply together: a percentage voucher counts on the offer prices without the promotion’s bonus. One voucher code per trade; of several promotions covering a device, the one with the highest bonus applies.

## 7. Transfer of ownership

Ownership of the device passes to us when the purchase price has been paid. If a device is returned to you, ownership remains with you throughout.

## 8. Personal data on the device

You are responsible for backing up your data, erasing the device and signing out of all accounts before shipping. Our [data erasure guide](/content/data-erasure) explains the steps. Before any reuse we additionally erase every storage medium with certified software; we do not look at, copy or use your content. How we handle your personal data as a customer is described in our [privacy policy](/content/privacy).

## 9. Cancellation

You can cancel a trade free of charge at any time before your device arrives with us, in your account or by contacting us. Any statutory rights you have as a consumer remain unaffected.

## 10. Your assurances and our liability

1. You confirm that your description of the device is accurate to the best of your knowledge and that the device is free of third-party rights.
2. We are liable without limitation for intent and gross negligence, for injury to life, body or health and under the German Product Liability Act. For slight negligence we are liable only for breaches of essential contractual obligations and limited to the typical, foreseeable damage.

## 11. Applicable law and disputes

1. These terms are governed by German law. If you are a consumer, this choice of law does not deprive you of the protection of mandatory provisions of the law of your country of habitual residence.
2. We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board. Please contact us first; most questions can be resolved quickly.

## 12. Final provisions

The contract language is English. We store the contract text and send you the details of your trade by e-mail. Should any provision be invalid, the remaining provisions stay in effect.

Last updated: January 2025`,
  },

  privacy: {
    title: "Privacy Policy",
    description:
      "How Sellback processes your personal data when you sell a device: purposes, legal bases, recipients, cookies, retention and your GDPR rights.",
    markdown: `We take the protection of your personal data seriously. This policy explains which data we process when you use sellback.com and sell a device to us, why we do so and which rights you have under the EU General Data Protection Regulation (GDPR).

## Controller

{{company.name}}, {{company.address}}, e-mail {{company.email}}. You can find further company details in our [imprint](/content/imprint).

Our data protection officer can be reached at {{company.privacyEmail}} or by post at the address above, marked "Data Protection Officer".

## What we process and why

### Price calculation

When you select a device and answer the condition questions, we process only information about the device. You can get an offer without giving any personal data.

### Your trade

To carry out a sale we process your name, e-mail address, postal address, optionally your phone number, the details of your device (including serial number or IMEI) and your payout details (IBAN and account holder, or PayPal e-mail address). Legal basis: performance of the contract (Art. 6(1)(b) GDPR).

### Customer account

An account is optional. If you create one, we also store your login details and your trade history so that you can follow your trades and answer clarifications. Passwords are stored only as secure hashes. You can delete your account at any time in the account settings.

### Fraud prevention and legal obligations

{{if.registerCheck}}We check the IMEI of every device we receive (for phones and tablets with mobile data), to detect devices that are stolen, lost or blocked by a network operator. For this we pass only that number, never your name, to {{company.imeiCheckProvider}}, who compares it with registers of lost and stolen devices. {{end.registerCheck}}We also keep the records required for the trade in second-hand goods. Legal bases: our legitimate interest in preventing fraud (Art. 6(1)(f) GDPR) and legal obligations (Art. 6(1)(c) GDPR).

### Contact

When you write to us through the [contact form](/contact) or by e-mail, we process your message and contact details to answer it (Art. 6(1)(b) or (f) GDPR).

### Newsletter

If you subscribe, we send our newsletter only after you have confirmed your address (double opt-in), based on your consent (Art. 6(1)(a) GDPR). Every newsletter contains an unsubscribe link.

### Server logs and security

When you visit our website, our servers record technical data such as IP address, time and requested page for security purposes. These logs are deleted after 14 days (Art. 6(1)(f) GDPR).

## Cookies and similar technologies

- **Strictly necessary:** after you log in, two login cookies (httpOnly and secure): one lasts {{session.accessMinutes}} minutes and is renewed while you use the site, the other ends when you close your browser, at the latest after {{session.loginHours}} hours, or lasts {{session.rememberDays}} days if you choose "stay logged in", a language cookie ({{cookie.localeDays}} days), your shopping cart and your cookie choice in your browser’s local storage. These do not require consent.
- **Analytics and personalisation:** we use them only after you have consented in the cookie banner (Art. 6(1)(a) GDPR and applicable e-privacy rules).
- **Affiliate tracking:** if you come to us through a partner’s link, a cookie with a random client ID (valid for {{cookie.partnerDays}} days) lets us credit the partner for your sale. This, too, is set only with your consent.

You can change or withdraw your consent at any time via the cookie settings in the footer.

## Data on your devices

What is stored on the devices you send us is your private matter. We do not access it, and we erase every storage medium with certified software before any reuse. Please erase your devices yourself as well, following our [data erasure guide](/content/data-erasure).

## Recipients

We share data only where necessary:

- **Shipping carrier:** UPS receives your name and address as printed on your parcel.
- **Payment:** our bank for SEPA transfers; PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxembourg, for PayPal payouts.
- **Service providers:** hosting, e-mail delivery and IT support, bound by data processing agreements and located in the EU.
- **Affiliate networks:** only with your consent, and only a reference to the completed sale.
- **Authorities:** where we are legally obliged, for example if a device has been reported stolen.

If data is transferred to a country outside the European Economic Area, we ensure an adequate level of protection, for example through an adequacy decision or the EU standard contractual clauses.

## Retention

We keep trade data for as long as needed to carry out the contract and then for the periods required by commercial and tax law. Of every paid trade we keep the records a dealer in second-hand goods must keep: your name and address, the devices with their IMEI or serial number, and the amounts paid. We store these records separately from your account; they remain when you delete it and are deleted automatically {{sellerRecords.retentionYears}} years after the end of the calendar year of payment ({{sellerRecords.legalBasis}}; Art. 6(1)(c) GDPR). Account data is deleted when you delete your account; your trades are then kept anonymised for our accounts. Messages sent through the contact form are deleted automatically {{contact.retentionYears}} years after we received them.

## Your rights

You have the right to:

- access your personal data (Art. 15 GDPR);
- rectification of inaccurate data (Art. 16);
- erasure (Art. 17) and restriction of processing (Art. 18);
- data portability (Art. 20);
- object to processing based on legitimate interests (Art. 21);
- withdraw your consent at any time with effect for the future (Art. 7(3)).

To exercise your rights, write to {{company.privacyEmail}}.

## Right to lodge a complaint

You can complain to a data protection supervisory authority, in particular in the EU country where you live. The authority responsible for us is the Berlin Commissioner for Data Protection and Freedom of Information (Berliner Beauftragte für Datenschutz und Informationsfreiheit), Alt-Moabit 59–61, 10555 Berlin, Germany.

## Changes to this policy

We update this policy when our services or the law change. The current version is always available on this page. For our contractual terms see the [terms and conditions](/content/terms).

Last updated: January 2025`,
  },

  imprint: {
    title: "Imprint",
    description: "Legal information about Sellback GmbH, Berlin, the operator of sellback.com: address, registration, VAT ID and contact.",
    markdown: `## Provider

**{{company.name}}**, {{company.address}}

## Represented by

Managing directors: {{company.managingDirectors}}

## Contact

- Phone: {{company.phone}}
- E-mail: {{company.email}}
- Contact form: [write to us](/contact)

## Registration

- Commercial register: {{company.registerCourt}}
- Registration number: {{company.registerNumber}}
- VAT identification number according to § 27a of the German VAT Act: {{company.vatId}}

## Trade licence

Sellback buys second-hand consumer electronics. The trade is registered under § 38 of the German Trade Regulation Act (Gewerbeordnung). Competent authority: {{company.supervisoryAuthority}}.

## Responsible for content

Responsible for editorial content in accordance with § 18(2) of the German Interstate Media Treaty (MStV): {{company.managingDirectors}}, address as above.

## Consumer dispute resolution

We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board. If you have a complaint, please [contact us](/contact) directly. We will do our best to find a solution.

## Subsidiaries

In some countries our service is operated by local subsidiaries:

- Austria: Sellback Austria GmbH, Vienna
- Spain: Sellback España S.L., Madrid
- France: Sellback France SAS, Paris
- Italy: Sellback Italia S.r.l., Milan

## Liability for content and links

We create the content of this website with great care, but cannot guarantee that it is complete and always up to date. Our pages contain links to external websites over whose content we have no influence; the respective provider is responsible for it. If we become aware of any infringement, we will remove such links immediately.

## Copyright

Texts, images and graphics on this website are protected by copyright. Any use beyond the limits of copyright law requires our prior written consent.

More information: [privacy policy](/content/privacy), [terms and conditions](/content/terms), [press](/content/press).`,
  },

  about: {
    title: "About Sellback",
    description:
      "Sellback buys used phones, tablets, laptops, cameras, consoles and more at fair prices and gives them a second life. Meet the team behind it.",
    markdown: `Sellback makes selling used electronics simple, fair and safe. We buy phones, tablets, laptops, cameras, lenses, consoles and monitors and make sure they get a second life instead of gathering dust in a drawer.

## Our idea

Most of us own devices we no longer use: the old phone after an upgrade, the camera body replaced by a newer model, the console nobody plays any more. Selling them privately takes time, involves haggling and carries risks. We wanted to make it as easy as ordering something online: choose your device, answer a few questions and get a firm price in two minutes.

## What we stand for

- **Firm offers.** The price you see is the price you get, as long as the device matches your description. Every offer is valid for {{offer.validDays}} days.
- **No hidden costs.** Shipping is free, there are no fees and we pay out by SEPA bank transfer or PayPal.
- **Fair inspection.** Trained technicians check every device. If something differs, we explain why and make a new offer. If you do not accept it, we send the device back free of charge.
- **Data security.** We erase every device with certified software before it is reused.
- **Sustainability.** Every device that is used again saves resources and reduces electronic waste. Read more about our [environmental impact](/content/eco-effect).

## Who we are

Sellback was founded in Berlin in 2016. Today more than 120 people work for us in Berlin, at our inspection centre and in our country teams in Vienna, Madrid, Paris and Milan. Our technicians inspect thousands of devices every week and prepare them for their next owners, whether through refurbishers, retailers or our own partners.

## How it works

In short: pick your device, describe its condition, accept the offer, send it with the free label, and we send your payout within {{payout.workingDays}} of inspection. All the details are on our [how it works](/content/how-it-works) page.

## Get in touch

Questions, feedback or ideas? Our customer service is here for you via the [contact form](/contact). Journalists will find information on our [press page](/content/press), and companies interested in working with us can read about our [partner programme](/content/partner-programme).`,
  },

  howItWorks: {
    title: "How It Works",
    description:
      "Sell your used device in four steps: get a firm offer, ship it free with our label, we inspect it and pay you within {{payout.workingDays}}.",
    markdown: `Selling with Sellback takes only a few minutes. Here is what happens from your first click to the payout.

## 1. Get your offer

Search for your device or choose it from a category. Answer a few short questions about its condition, for example about the display, the housing, the battery and whether it works without faults. You immediately see a firm offer. It is valid for {{offer.validDays}} days, so you have time to think it over.

## 2. Complete your sale

Add the device to your cart and enter your address and payout details: SEPA bank transfer or PayPal. You do not need a customer account, but with one you can follow all your trades in one place. You will receive a confirmation e-mail with your trade number and a free shipping label.

## 3. Ship it for free

Before shipping, back up your data, switch off the activation lock and reset the device. Our [data erasure guide](/content/data-erasure) shows you how for every type of device. Pack the device securely (see our [packing tips](/content/packing-tips)), attach the shipping label and hand the parcel to UPS at a UPS Access Point or arrange a pickup.

Please send your device within {{trade.shippingDays}} days. If it has not reached us by then, the trade expires.

## 4. Inspection

Our technicians check every device against your answers, usually within three working days of arrival. You can follow the progress in your account or via the link in our e-mails.

- **Everything matches:** we release your payout.
- **Something differs:** we open a clarification and send you our findings with a new offer. The link is valid for {{clarification.days}} days. Accept the new offer, or we return the device to you free of charge.

## 5. Get paid

We send your payout within {{payout.workingDays}} of a successful inspection, by SEPA transfer or PayPal. A SEPA transfer then reaches your bank by the end of the next working day.

## Any questions?

Our [FAQ](/content/faq) answers the most common ones. If you cannot find what you are looking for, [contact us](/contact).`,
  },

  packingTips: {
    title: "Packing Tips",
    description:
      "How to pack your device safely for free shipping with UPS: the right box, padding, what to leave out and how to hand it over.",
    markdown: `A well-packed parcel arrives safely, and we can pay you faster. Shipping is free for you: with your trade confirmation you receive a shipping label for your parcel to our warehouse.

## Before you pack

1. Back up your data and erase the device. Our [data erasure guide](/content/data-erasure) explains the steps for every type of device.
2. Switch off the activation lock (Find My, Google account, console account).
3. Remove your SIM card, memory cards and any discs from consoles or drives.
4. Charge batteries to around 30 to 50 percent. Do not send swollen or damaged batteries; [contact us](/contact) first.

## The right box

- Use a sturdy cardboard box, ideally the original packaging placed inside a shipping box.
- The box should be a little larger than the device so there is room for padding on all sides.
- Do not use envelopes, padded bags or paper bags: they offer no protection against pressure.

## Padding

1. Wrap the device in bubble wrap or a soft cloth. Make sure screens face the padding, never the box wall.
2. Fill all gaps with crumpled paper, air cushions or bubble wrap. When you shake the closed box, nothing should move.
3. Pack several devices separately so they cannot touch each other.
4. For lenses, attach the front and rear caps. For cameras, attach the body cap or a lens.

## What goes in the box

- Only the devices listed in your trade.
- Accessories only if you stated them in the condition questions, such as the laptop power supply.
- A printout of your trade confirmation helps us, but it is not required.

## Seal and label

1. Seal the box with strong packing tape, along all seams.
2. Attach the shipping label flat on the largest side. Cover or remove old labels and barcodes.
3. Hand the parcel to UPS at a UPS Access Point or book a pickup.
4. Keep your receipt until your trade is completed.

If a parcel is lost or damaged in transit despite proper packing, we bear the risk. Details are in our [terms and conditions](/content/terms).`,
  },

  dataErasure: {
    title: "Erase Your Data",
    description:
      "Step-by-step guide: how to back up and erase iPhone, iPad, Android, Mac, Windows laptops, cameras and consoles before selling them.",
    markdown: `Before you send us a device, back up your data, remove your accounts and reset it to factory settings. This protects your privacy and is required for us to buy the device: devices with an active activation lock cannot be bought. We also erase every device with certified software before reuse, but please do not rely on that alone.

## iPhone and iPad

1. Back up your device to iCloud or to a computer.
2. If you have an Apple Watch, unpair it first.
3. Open Settings, tap your name, then Find My, and turn off Find My iPhone (or Find My iPad). Enter your Apple ID password.
4. Sign out of iCloud and the App Store: Settings, your name, Sign Out.
5. Go to Settings, General, Transfer or Reset iPhone, and tap Erase All Content and Settings.
6. Remove the SIM card; delete any eSIM when erasing.

## Android phones and tablets

1. Back up your data, for example with your Google account or the manufacturer’s cloud.
2. Remove your Google account: Settings, Accounts (or Passwords and accounts), select your Google account, Remove account. Samsung users should also remove their Samsung account.
3. Reset the device: Settings, System, Reset options, Erase all data (factory reset). On Samsung: General management, Reset, Factory data reset.
4. Remove the SIM card and memory card.

Only when the Google account is removed is the factory reset protection disabled.

## Mac

1. Back up with Time Machine or another backup tool.
2. Sign out of the App Store, Music and iCloud, and turn off Find My Mac.
3. On Macs with Apple silicon or the T2 chip: System Settings, General, Transfer or Reset, Erase All Content and Settings. On older Macs, erase the internal disk in recovery mode with Disk Utility and reinstall macOS.

## Windows laptops

1. Back up your files to an external drive or the cloud.
2. Sign out of your Microsoft account and deactivate software licences you want to keep using.
3. Go to Settings, System, Recovery, Reset this PC, choose Remove everything and enable the option to clean the drive.

## Cameras

1. Copy your photos and videos to a computer.
2. Format all memory cards in the camera, then remove them. Please do not send memory cards.
3. Reset all settings in the camera menu (usually Reset or Initialise), and remove paired phones, Wi-Fi networks and copyright information.

## Consoles

- **PlayStation:** deactivate the console as your primary PS5 or PS4 in the settings, then run a full reset (Settings, System, System software, Reset options).
- **Xbox:** remove the console as your home Xbox, then Settings, System, Console info, Reset console, Reset and remove everything.
- **Nintendo Switch:** deregister the console as primary console in the Nintendo eShop, then delete all users and run Initialise Console in the system settings.

## Need help?

If you are unsure about a step, [contact us](/contact). More questions and answers are in our [FAQ](/content/faq).`,
  },

  ecoEffect: {
    title: "Our Environmental Impact",
    description:
      "Why reusing electronics is good for the climate: less CO2, fewer raw materials and less e-waste. What selling your used device achieves.",
    markdown: `The greenest device is one that already exists. Every phone, laptop or camera you sell to us is used again instead of being replaced by a newly produced device or ending up as e-waste.

## Production is the biggest footprint

For most electronic devices, manufacturing causes by far the largest share of their lifetime greenhouse gas emissions, often around 70 to 80 percent. Producing a new smartphone typically causes several dozen kilograms of CO2 equivalents, and a new laptop well over a hundred. Mining and processing the raw materials, such as cobalt, lithium, copper and gold, also takes large amounts of energy and water.

When a used device replaces a new one, most of these emissions are avoided. Studies on refurbished electronics generally estimate savings of 50 to 90 percent compared with buying new. The exact figures depend on the device, how long it is used and how it is repaired.

## Less electronic waste

Worldwide, more than 60 million tonnes of electronic waste are produced every year, and only a small part of it is properly collected and recycled. At the same time, many millions of old phones lie unused in European households. Each device that finds a new owner keeps valuable materials in use and out of the waste stream.

## What happens to your device

- **Reuse:** most devices are resold after professional refurbishment and a certified data wipe.
- **Repair:** devices with defects are repaired where possible, or provide spare parts for other repairs.
- **Recycling:** devices that can no longer be used go to certified recycling partners, who recover the raw materials.

## What you can do

- Sell devices you no longer use early, while they are still in demand and worth more.
- Send accessories only if we ask for them. Chargers and cables you keep can serve your next device.
- Tell friends and family: together we keep more devices in circulation.

The figures on this page are general estimates from publicly available studies and are not a calculation for your individual device.

Ready to give your device a second life? Find out [how it works](/content/how-it-works) or read more [about us](/content/about-us).`,
  },

  press: {
    title: "Press",
    description:
      "Press information about Sellback: company facts, key messages, images and contact for journalists covering trade-in and reuse of electronics.",
    markdown: `Welcome to the Sellback press area. Here you will find facts about our company, our services and our contacts for journalists.

## Sellback at a glance

- Trade-in service for used electronics: phones, tablets, laptops, cameras, lenses, consoles and monitors
- Founded in 2016 in Berlin, Germany
- Active in Germany, Austria, Spain, France and Italy, with an international English edition
- More than 120 employees, own inspection centre
- Payout by SEPA bank transfer or PayPal within {{payout.workingDays}} of inspection

## What makes us different

- **Firm prices in two minutes:** customers answer a few questions and get a binding offer valid for {{offer.validDays}} days.
- **Free shipping:** every trade comes with a shipping label for the parcel.
- **Transparent inspection:** if a device differs from its description, customers receive a new offer with reasons, or their device back free of charge.
- **Data protection:** every device is erased with certified software before reuse.
- **Circular economy:** reused devices save resources and reduce e-waste, as explained on our [environmental impact](/content/eco-effect) page.

## Topics we are happy to talk about

- How much used devices are worth and how prices develop over a device’s life
- Data security when selling electronics
- Reuse, refurbishment and the right to repair
- Trade-in programmes with retailers (see our [partner programme](/content/partner-programme))

## Press kit

Our press kit contains logos, photos of our inspection centre and portraits of the management. We are happy to send it on request, along with current figures and interview partners.

## Press contact

**{{company.name}}**, Corporate Communications, {{company.address}}

- E-mail: {{company.pressEmail}}
- Phone: {{company.phone}}

For customer enquiries, please use our [contact form](/contact). Company details are in the [imprint](/content/imprint).`,
  },

  partnerProgramme: {
    title: "Partner Programme",
    description:
      "Earn with Sellback: affiliate commissions for websites and trade-in solutions for retailers, from links to an embeddable widget.",
    markdown: `Work with Sellback and offer your visitors or customers an easy way to sell their used electronics. Our partner programme has two parts: affiliate partnerships for websites and trade-in solutions for retailers.

## Affiliate partners

Do you run a website, a blog, a price comparison site or a YouTube channel about technology? Recommend Sellback and earn a commission for every completed trade.

- **Attractive commission** for every trade that is paid out
- **Reliable tracking** through established affiliate networks
- **Ready-made material:** banners, text links and deep links to individual devices
- **Dedicated support** from our partner management

Tracking only starts once visitors have consented to it; details are in our [privacy policy](/content/privacy).

## Retail partners

Offer trade-in in your shop, online and in-store, without building your own logistics or inspection.

- **Trade-in widget:** embed our price calculation in your own website. Customers get a firm offer, and the trade is attributed to you.
- **Old for new:** your staff take in a customer’s old device in-store and credit its value directly against a new purchase.
- **Full service:** we handle shipping, inspection, data erasure and payout.
- **Reporting:** see all trades from your channel at a glance.

Retail solutions are currently available in Germany; other countries will follow. Business customers selling larger quantities can also use our B2B purchasing in Germany, with trades of up to {{business.tradeCap}} per order.

## Why Sellback

- Firm offers, valid for {{offer.validDays}} days
- Free shipping for every customer
- Payout within {{payout.workingDays}} of inspection
- Certified data erasure for every device ([learn more](/content/data-erasure))

## Become a partner

Tell us about your website or business through our [contact form](/contact), choosing the subject “{{contactSubject.topicNotListed}}”. Our partner team will get back to you within a few working days. Learn more [about us](/content/about-us).`,
  },

  faq: {
    title: "Frequently Asked Questions",
    description:
      "Answers about selling with Sellback: offer validity, free shipping, payout, inspection, activation lock, data erasure and accessories.",
    markdown: `Here you will find answers to the questions we hear most often. If yours is not among them, [contact us](/contact).

## Offer and sale

### How long is my offer valid?

Your offer is valid for {{offer.validDays}} days. Within that time you can complete your sale at exactly that price. After {{offer.validDays}} days the offer expires and you can request a new one, which may differ because prices for used devices change over time.

### Do I need a customer account to sell?

No. You can sell as a guest with just your e-mail address, postal address and payout details. An account is optional: it lets you follow all your trades, answer clarifications and sell faster next time.

### Can I cancel a trade?

Yes. As long as your device has not arrived with us, you can cancel your trade free of charge in your account or via our [contact form](/contact).

## Shipping

### Does shipping cost anything?

No. Shipping is free for you. With your trade confirmation you receive a shipping label for your parcel to our warehouse. Our [packing tips](/content/packing-tips) explain how to pack your device safely.

### How long do I have to send my device?

Please send it as soon as possible. If your device has not reached us within {{trade.shippingDays}} days of your trade, the trade expires and is cancelled automatically.

### Do I need to send accessories?

Only what you stated in the condition questions, such as the power supply for a laptop. If a declared accessory is missing, we may adjust the offer in a clarification. Accessories you did not declare do not increase the price, and we cannot guarantee their return.

## Inspection and payout

### When will I get my money?

We send your payout within {{payout.workingDays}} of a successful inspection, by SEPA bank transfer or PayPal, as you chose. A SEPA transfer then reaches your bank by the end of the next working day.

### What happens if the condition of my device differs from my answers?

We open a clarification: you receive an e-mail with our findings and a new offer. The link is valid for {{clarification.days}} days. You can accept the new offer and get paid, or have your device sent back to you free of charge. If you do not respond within {{clarification.days}} days, we return the device free of charge.

### What happens if my device is in better condition than I stated?

We pay the price you accepted. To get the best offer, describe your device accurately from the start.

## Security and data

### What is an activation lock and why must I turn it off?

An activation lock, such as Apple’s Find My or Google’s factory reset protection, ties a device to your account. Nobody else can use a locked device, so we cannot buy it. Turn it off before shipping. If a device arrives locked, we will ask you to remove the lock remotely; otherwise we return it.

### Do I have to erase my data?

Yes, please back up your data and reset the device before shipping. Our [data erasure guide](/content/data-erasure) shows you how for phones, tablets, laptops, cameras and consoles. We additionally erase every device with certified software before reuse.

### Should I remove my SIM and memory cards?

Yes. Please remove SIM cards, memory cards and discs. We cannot guarantee their return, and they may contain personal data.

## About Sellback

### Who is buying my device?

Sellback GmbH in Berlin, Germany, and its subsidiaries in Austria, Spain, France and Italy. Find out more [about us](/content/about-us) and in our [terms and conditions](/content/terms).`,
  },

  accessibility: {
    title: "Accessibility Statement",
    description:
      "Our commitment to an accessible trade-in shop: WCAG 2.2 AA target, what already works, known limitations and how to give us feedback.",
    markdown: `Sellback wants everyone to be able to sell their used devices easily, regardless of disability or the technology they use. This statement applies to sellback.com.

## Conformance target

We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. This also reflects the requirements of the European Accessibility Act for online services. Our website is currently **largely compliant**: most requirements are met, with the exceptions listed below.

## What works

- **Keyboard:** all functions, from device search and condition questions to checkout and your account, can be used with the keyboard alone. Focus is always clearly visible.
- **Screen readers:** pages use meaningful headings, landmarks and labels. Form errors are announced and linked to the relevant field. We have not yet tested the pages systematically with screen readers.
- **Contrast and zoom:** text and controls meet the contrast requirements. Pages can be zoomed to 400 percent and adapt to small screens without horizontal scrolling.
- **Forms:** the price calculation, checkout, contact form and account forms also work without JavaScript.
- **Clear language:** we explain the process in short steps, for example on our [how it works](/content/how-it-works) page.
- **No time pressure:** offers are valid for {{offer.validDays}} days, and forms do not time out while you fill them in.

## Known limitations

- PDF shipping labels are not fully accessible. The information they contain is also in your confirmation e-mail and your account.
- In the trade history of your account, wide tables need horizontal scrolling at very high zoom levels. A more compact layout is in progress.

## Feedback and contact

If you notice barriers or need information in an accessible format, please let us know via our [contact form](/contact) or by e-mail to accessibility@sellback.com. We will reply within two weeks.

## Enforcement

If you are not satisfied with our response, you can turn to the conciliation body under the German Disability Equality Act (Schlichtungsstelle nach dem Behindertengleichstellungsgesetz, BGG), Mauerstraße 53, 10117 Berlin, www.schlichtungsstelle-bgg.de. The procedure is free of charge. The market surveillance authority responsible for us is the Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg. If you live in another EU country, you can also contact the competent authority there.

## About this statement

This statement is based on a self-assessment, backed by automated tests: our browser tests check every page template in every edition with axe and fail on serious violations, they operate the device search, the condition questions, the checkout and the account with the keyboard alone, and we measure the main pages with Lighthouse’s accessibility audit. There has been no external audit yet. This statement was last reviewed in January 2025. Further information: [FAQ](/content/faq), [privacy policy](/content/privacy).`,
  },
};
