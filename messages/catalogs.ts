/**
 * The UI message catalogs (decision 0033) as one object per language: `messages/{locale}.json` plus
 * the parts in `messages/parts/{part}/{locale}.json` (one folder per back-office area or feature, so
 * that work on one area edits its own file). A key is defined once: core/shared/messages.test.ts
 * refuses a key that two files define. The back office (`backoffice.*`) and the German partner
 * portal (`portal.*`) speak English and German only: their parts may leave es, fr and it empty.
 */
import en from "./en.json" with { type: "json" };
import de from "./de.json" with { type: "json" };
import deAT from "./de-AT.json" with { type: "json" };
import es from "./es.json" with { type: "json" };
import fr from "./fr.json" with { type: "json" };
import it from "./it.json" with { type: "json" };
import payout_en from "./parts/payout/en.json" with { type: "json" };
import payout_de from "./parts/payout/de.json" with { type: "json" };
import payout_es from "./parts/payout/es.json" with { type: "json" };
import payout_fr from "./parts/payout/fr.json" with { type: "json" };
import payout_it from "./parts/payout/it.json" with { type: "json" };
import carrier_en from "./parts/carrier/en.json" with { type: "json" };
import carrier_de from "./parts/carrier/de.json" with { type: "json" };
import carrier_es from "./parts/carrier/es.json" with { type: "json" };
import carrier_fr from "./parts/carrier/fr.json" with { type: "json" };
import carrier_it from "./parts/carrier/it.json" with { type: "json" };
import support_en from "./parts/support/en.json" with { type: "json" };
import support_de from "./parts/support/de.json" with { type: "json" };
import support_es from "./parts/support/es.json" with { type: "json" };
import support_fr from "./parts/support/fr.json" with { type: "json" };
import support_it from "./parts/support/it.json" with { type: "json" };
import catalog_en from "./parts/catalog/en.json" with { type: "json" };
import catalog_de from "./parts/catalog/de.json" with { type: "json" };
import catalog_es from "./parts/catalog/es.json" with { type: "json" };
import catalog_fr from "./parts/catalog/fr.json" with { type: "json" };
import catalog_it from "./parts/catalog/it.json" with { type: "json" };
import content_en from "./parts/content/en.json" with { type: "json" };
import content_de from "./parts/content/de.json" with { type: "json" };
import content_es from "./parts/content/es.json" with { type: "json" };
import content_fr from "./parts/content/fr.json" with { type: "json" };
import content_it from "./parts/content/it.json" with { type: "json" };
import dashboard_en from "./parts/dashboard/en.json" with { type: "json" };
import dashboard_de from "./parts/dashboard/de.json" with { type: "json" };
import dashboard_es from "./parts/dashboard/es.json" with { type: "json" };
import dashboard_fr from "./parts/dashboard/fr.json" with { type: "json" };
import dashboard_it from "./parts/dashboard/it.json" with { type: "json" };
import catalogEditor_en from "./parts/catalog-editor/en.json" with { type: "json" };
import catalogEditor_de from "./parts/catalog-editor/de.json" with { type: "json" };
import catalogEditor_es from "./parts/catalog-editor/es.json" with { type: "json" };
import catalogEditor_fr from "./parts/catalog-editor/fr.json" with { type: "json" };
import catalogEditor_it from "./parts/catalog-editor/it.json" with { type: "json" };
import reviews_en from "./parts/reviews/en.json" with { type: "json" };
import reviews_de from "./parts/reviews/de.json" with { type: "json" };
import reviews_es from "./parts/reviews/es.json" with { type: "json" };
import reviews_fr from "./parts/reviews/fr.json" with { type: "json" };
import reviews_it from "./parts/reviews/it.json" with { type: "json" };
import campaigns_en from "./parts/campaigns/en.json" with { type: "json" };
import campaigns_de from "./parts/campaigns/de.json" with { type: "json" };
import campaigns_es from "./parts/campaigns/es.json" with { type: "json" };
import campaigns_fr from "./parts/campaigns/fr.json" with { type: "json" };
import campaigns_it from "./parts/campaigns/it.json" with { type: "json" };
import partners_en from "./parts/partners/en.json" with { type: "json" };
import partners_de from "./parts/partners/de.json" with { type: "json" };
import partners_es from "./parts/partners/es.json" with { type: "json" };
import partners_fr from "./parts/partners/fr.json" with { type: "json" };
import partners_it from "./parts/partners/it.json" with { type: "json" };
import widget_en from "./parts/widget/en.json" with { type: "json" };
import widget_de from "./parts/widget/de.json" with { type: "json" };
import widget_es from "./parts/widget/es.json" with { type: "json" };
import widget_fr from "./parts/widget/fr.json" with { type: "json" };
import widget_it from "./parts/widget/it.json" with { type: "json" };
import portal_en from "./parts/portal/en.json" with { type: "json" };
import portal_de from "./parts/portal/de.json" with { type: "json" };
import portal_es from "./parts/portal/es.json" with { type: "json" };
import portal_fr from "./parts/portal/fr.json" with { type: "json" };
import portal_it from "./parts/portal/it.json" with { type: "json" };
import store_en from "./parts/store/en.json" with { type: "json" };
import store_de from "./parts/store/de.json" with { type: "json" };
import store_es from "./parts/store/es.json" with { type: "json" };
import store_fr from "./parts/store/fr.json" with { type: "json" };
import store_it from "./parts/store/it.json" with { type: "json" };
import ops_en from "./parts/ops/en.json" with { type: "json" };
import ops_de from "./parts/ops/de.json" with { type: "json" };
import ops_es from "./parts/ops/es.json" with { type: "json" };
import ops_fr from "./parts/ops/fr.json" with { type: "json" };
import ops_it from "./parts/ops/it.json" with { type: "json" };
import register_en from "./parts/register/en.json" with { type: "json" };
import register_de from "./parts/register/de.json" with { type: "json" };
import register_es from "./parts/register/es.json" with { type: "json" };
import register_fr from "./parts/register/fr.json" with { type: "json" };
import register_it from "./parts/register/it.json" with { type: "json" };
import tracking_en from "./parts/tracking/en.json" with { type: "json" };
import tracking_de from "./parts/tracking/de.json" with { type: "json" };
import tracking_es from "./parts/tracking/es.json" with { type: "json" };
import tracking_fr from "./parts/tracking/fr.json" with { type: "json" };
import tracking_it from "./parts/tracking/it.json" with { type: "json" };
import price_en from "./parts/price/en.json" with { type: "json" };
import price_de from "./parts/price/de.json" with { type: "json" };
import price_es from "./parts/price/es.json" with { type: "json" };
import price_fr from "./parts/price/fr.json" with { type: "json" };
import price_it from "./parts/price/it.json" with { type: "json" };
import look_en from "./parts/look/en.json" with { type: "json" };
import look_de from "./parts/look/de.json" with { type: "json" };
import look_es from "./parts/look/es.json" with { type: "json" };
import look_fr from "./parts/look/fr.json" with { type: "json" };
import look_it from "./parts/look/it.json" with { type: "json" };
import desktop_en from "./parts/desktop/en.json" with { type: "json" };
import desktop_de from "./parts/desktop/de.json" with { type: "json" };
import desktop_es from "./parts/desktop/es.json" with { type: "json" };
import desktop_fr from "./parts/desktop/fr.json" with { type: "json" };
import desktop_it from "./parts/desktop/it.json" with { type: "json" };
import photos_en from "./parts/photos/en.json" with { type: "json" };
import photos_de from "./parts/photos/de.json" with { type: "json" };
import photos_es from "./parts/photos/es.json" with { type: "json" };
import photos_fr from "./parts/photos/fr.json" with { type: "json" };
import photos_it from "./parts/photos/it.json" with { type: "json" };
import searchWords_en from "./parts/search-words/en.json" with { type: "json" };
import searchWords_de from "./parts/search-words/de.json" with { type: "json" };
import searchWords_es from "./parts/search-words/es.json" with { type: "json" };
import searchWords_fr from "./parts/search-words/fr.json" with { type: "json" };
import searchWords_it from "./parts/search-words/it.json" with { type: "json" };
import guestLink_en from "./parts/guest-link/en.json" with { type: "json" };
import guestLink_de from "./parts/guest-link/de.json" with { type: "json" };
import guestLink_es from "./parts/guest-link/es.json" with { type: "json" };
import guestLink_fr from "./parts/guest-link/fr.json" with { type: "json" };
import guestLink_it from "./parts/guest-link/it.json" with { type: "json" };
import afterSale_en from "./parts/after-sale/en.json" with { type: "json" };
import afterSale_de from "./parts/after-sale/de.json" with { type: "json" };
import afterSale_es from "./parts/after-sale/es.json" with { type: "json" };
import afterSale_fr from "./parts/after-sale/fr.json" with { type: "json" };
import afterSale_it from "./parts/after-sale/it.json" with { type: "json" };
import address_en from "./parts/address/en.json" with { type: "json" };
import address_de from "./parts/address/de.json" with { type: "json" };
import address_es from "./parts/address/es.json" with { type: "json" };
import address_fr from "./parts/address/fr.json" with { type: "json" };
import address_it from "./parts/address/it.json" with { type: "json" };
import payoutSchedule_en from "./parts/payout-schedule/en.json" with { type: "json" };
import payoutSchedule_de from "./parts/payout-schedule/de.json" with { type: "json" };
import payoutSchedule_es from "./parts/payout-schedule/es.json" with { type: "json" };
import payoutSchedule_fr from "./parts/payout-schedule/fr.json" with { type: "json" };
import payoutSchedule_it from "./parts/payout-schedule/it.json" with { type: "json" };
import payoutInstant_en from "./parts/payout-instant/en.json" with { type: "json" };
import payoutInstant_de from "./parts/payout-instant/de.json" with { type: "json" };
import payoutInstant_es from "./parts/payout-instant/es.json" with { type: "json" };
import payoutInstant_fr from "./parts/payout-instant/fr.json" with { type: "json" };
import payoutInstant_it from "./parts/payout-instant/it.json" with { type: "json" };
import paypal_en from "./parts/paypal/en.json" with { type: "json" };
import paypal_de from "./parts/paypal/de.json" with { type: "json" };
import paypal_es from "./parts/paypal/es.json" with { type: "json" };
import paypal_fr from "./parts/paypal/fr.json" with { type: "json" };
import paypal_it from "./parts/paypal/it.json" with { type: "json" };
import bankFiles_en from "./parts/bank-files/en.json" with { type: "json" };
import bankFiles_de from "./parts/bank-files/de.json" with { type: "json" };
import bankFiles_es from "./parts/bank-files/es.json" with { type: "json" };
import bankFiles_fr from "./parts/bank-files/fr.json" with { type: "json" };
import bankFiles_it from "./parts/bank-files/it.json" with { type: "json" };
import bankPage_en from "./parts/bank-page/en.json" with { type: "json" };
import bankPage_de from "./parts/bank-page/de.json" with { type: "json" };
import bankPage_es from "./parts/bank-page/es.json" with { type: "json" };
import bankPage_fr from "./parts/bank-page/fr.json" with { type: "json" };
import bankPage_it from "./parts/bank-page/it.json" with { type: "json" };
import books_en from "./parts/books/en.json" with { type: "json" };
import books_de from "./parts/books/de.json" with { type: "json" };
import books_es from "./parts/books/es.json" with { type: "json" };
import books_fr from "./parts/books/fr.json" with { type: "json" };
import books_it from "./parts/books/it.json" with { type: "json" };
import purchaseRecord_en from "./parts/purchase-record/en.json" with { type: "json" };
import purchaseRecord_de from "./parts/purchase-record/de.json" with { type: "json" };
import purchaseRecord_es from "./parts/purchase-record/es.json" with { type: "json" };
import purchaseRecord_fr from "./parts/purchase-record/fr.json" with { type: "json" };
import purchaseRecord_it from "./parts/purchase-record/it.json" with { type: "json" };
import company_en from "./parts/company/en.json" with { type: "json" };
import company_de from "./parts/company/de.json" with { type: "json" };
import company_es from "./parts/company/es.json" with { type: "json" };
import company_fr from "./parts/company/fr.json" with { type: "json" };
import company_it from "./parts/company/it.json" with { type: "json" };
import b2bList_en from "./parts/b2b-list/en.json" with { type: "json" };
import b2bList_de from "./parts/b2b-list/de.json" with { type: "json" };
import b2bList_es from "./parts/b2b-list/es.json" with { type: "json" };
import b2bList_fr from "./parts/b2b-list/fr.json" with { type: "json" };
import b2bList_it from "./parts/b2b-list/it.json" with { type: "json" };
import b2bQuote_en from "./parts/b2b-quote/en.json" with { type: "json" };
import b2bQuote_de from "./parts/b2b-quote/de.json" with { type: "json" };
import b2bQuote_es from "./parts/b2b-quote/es.json" with { type: "json" };
import b2bQuote_fr from "./parts/b2b-quote/fr.json" with { type: "json" };
import b2bQuote_it from "./parts/b2b-quote/it.json" with { type: "json" };
import b2bSeller_en from "./parts/b2b-seller/en.json" with { type: "json" };
import b2bSeller_de from "./parts/b2b-seller/de.json" with { type: "json" };
import b2bSeller_es from "./parts/b2b-seller/es.json" with { type: "json" };
import b2bSeller_fr from "./parts/b2b-seller/fr.json" with { type: "json" };
import b2bSeller_it from "./parts/b2b-seller/it.json" with { type: "json" };
import units_en from "./parts/units/en.json" with { type: "json" };
import units_de from "./parts/units/de.json" with { type: "json" };
import units_es from "./parts/units/es.json" with { type: "json" };
import units_fr from "./parts/units/fr.json" with { type: "json" };
import units_it from "./parts/units/it.json" with { type: "json" };
import pickup_en from "./parts/pickup/en.json" with { type: "json" };
import pickup_de from "./parts/pickup/de.json" with { type: "json" };
import pickup_es from "./parts/pickup/es.json" with { type: "json" };
import pickup_fr from "./parts/pickup/fr.json" with { type: "json" };
import pickup_it from "./parts/pickup/it.json" with { type: "json" };
import creditNote_en from "./parts/credit-note/en.json" with { type: "json" };
import creditNote_de from "./parts/credit-note/de.json" with { type: "json" };
import creditNote_es from "./parts/credit-note/es.json" with { type: "json" };
import creditNote_fr from "./parts/credit-note/fr.json" with { type: "json" };
import creditNote_it from "./parts/credit-note/it.json" with { type: "json" };
import b2bReport_en from "./parts/b2b-report/en.json" with { type: "json" };
import b2bReport_de from "./parts/b2b-report/de.json" with { type: "json" };
import b2bReport_es from "./parts/b2b-report/es.json" with { type: "json" };
import b2bReport_fr from "./parts/b2b-report/fr.json" with { type: "json" };
import b2bReport_it from "./parts/b2b-report/it.json" with { type: "json" };
import b2bPipeline_en from "./parts/b2b-pipeline/en.json" with { type: "json" };
import b2bPipeline_de from "./parts/b2b-pipeline/de.json" with { type: "json" };
import b2bPipeline_es from "./parts/b2b-pipeline/es.json" with { type: "json" };
import b2bPipeline_fr from "./parts/b2b-pipeline/fr.json" with { type: "json" };
import b2bPipeline_it from "./parts/b2b-pipeline/it.json" with { type: "json" };
import selfTest_en from "./parts/self-test/en.json" with { type: "json" };
import selfTest_de from "./parts/self-test/de.json" with { type: "json" };
import selfTest_es from "./parts/self-test/es.json" with { type: "json" };
import selfTest_fr from "./parts/self-test/fr.json" with { type: "json" };
import selfTest_it from "./parts/self-test/it.json" with { type: "json" };
import priceRise_en from "./parts/price-rise/en.json" with { type: "json" };
import priceRise_de from "./parts/price-rise/de.json" with { type: "json" };
import priceRise_es from "./parts/price-rise/es.json" with { type: "json" };
import priceRise_fr from "./parts/price-rise/fr.json" with { type: "json" };
import priceRise_it from "./parts/price-rise/it.json" with { type: "json" };
import selfTestResult_en from "./parts/self-test-result/en.json" with { type: "json" };
import selfTestResult_de from "./parts/self-test-result/de.json" with { type: "json" };
import selfTestResult_es from "./parts/self-test-result/es.json" with { type: "json" };
import selfTestResult_fr from "./parts/self-test-result/fr.json" with { type: "json" };
import selfTestResult_it from "./parts/self-test-result/it.json" with { type: "json" };
import offerMail_en from "./parts/offer-mail/en.json" with { type: "json" };
import offerMail_de from "./parts/offer-mail/de.json" with { type: "json" };
import offerMail_es from "./parts/offer-mail/es.json" with { type: "json" };
import offerMail_fr from "./parts/offer-mail/fr.json" with { type: "json" };
import offerMail_it from "./parts/offer-mail/it.json" with { type: "json" };
import priceAlert_en from "./parts/price-alert/en.json" with { type: "json" };
import priceAlert_de from "./parts/price-alert/de.json" with { type: "json" };
import priceAlert_es from "./parts/price-alert/es.json" with { type: "json" };
import priceAlert_fr from "./parts/price-alert/fr.json" with { type: "json" };
import priceAlert_it from "./parts/price-alert/it.json" with { type: "json" };
import priceHistory_en from "./parts/price-history/en.json" with { type: "json" };
import priceHistory_de from "./parts/price-history/de.json" with { type: "json" };
import priceHistory_es from "./parts/price-history/es.json" with { type: "json" };
import priceHistory_fr from "./parts/price-history/fr.json" with { type: "json" };
import priceHistory_it from "./parts/price-history/it.json" with { type: "json" };
import modelFigures_en from "./parts/model-figures/en.json" with { type: "json" };
import modelFigures_de from "./parts/model-figures/de.json" with { type: "json" };
import modelFigures_es from "./parts/model-figures/es.json" with { type: "json" };
import modelFigures_fr from "./parts/model-figures/fr.json" with { type: "json" };
import modelFigures_it from "./parts/model-figures/it.json" with { type: "json" };
import verify_en from "./parts/verify/en.json" with { type: "json" };
import verify_de from "./parts/verify/de.json" with { type: "json" };
import verify_es from "./parts/verify/es.json" with { type: "json" };
import verify_fr from "./parts/verify/fr.json" with { type: "json" };
import verify_it from "./parts/verify/it.json" with { type: "json" };
import calibration_en from "./parts/calibration/en.json" with { type: "json" };
import calibration_de from "./parts/calibration/de.json" with { type: "json" };
import calibration_es from "./parts/calibration/es.json" with { type: "json" };
import calibration_fr from "./parts/calibration/fr.json" with { type: "json" };
import calibration_it from "./parts/calibration/it.json" with { type: "json" };

type Catalog = Record<string, string>;

/** Each part's files by language, in a fixed order. */
export const MESSAGE_PARTS: Record<string, Record<"en" | "de" | "es" | "fr" | "it", Catalog>> = {
  payout: { en: payout_en, de: payout_de, es: payout_es, fr: payout_fr, it: payout_it },
  carrier: { en: carrier_en, de: carrier_de, es: carrier_es, fr: carrier_fr, it: carrier_it },
  support: { en: support_en, de: support_de, es: support_es, fr: support_fr, it: support_it },
  catalog: { en: catalog_en, de: catalog_de, es: catalog_es, fr: catalog_fr, it: catalog_it },
  "catalog-editor": { en: catalogEditor_en, de: catalogEditor_de, es: catalogEditor_es, fr: catalogEditor_fr, it: catalogEditor_it },
  content: { en: content_en, de: content_de, es: content_es, fr: content_fr, it: content_it },
  dashboard: { en: dashboard_en, de: dashboard_de, es: dashboard_es, fr: dashboard_fr, it: dashboard_it },
  reviews: { en: reviews_en, de: reviews_de, es: reviews_es, fr: reviews_fr, it: reviews_it },
  campaigns: { en: campaigns_en, de: campaigns_de, es: campaigns_es, fr: campaigns_fr, it: campaigns_it },
  partners: { en: partners_en, de: partners_de, es: partners_es, fr: partners_fr, it: partners_it },
  widget: { en: widget_en, de: widget_de, es: widget_es, fr: widget_fr, it: widget_it },
  portal: { en: portal_en, de: portal_de, es: portal_es, fr: portal_fr, it: portal_it },
  store: { en: store_en, de: store_de, es: store_es, fr: store_fr, it: store_it },
  ops: { en: ops_en, de: ops_de, es: ops_es, fr: ops_fr, it: ops_it },
  register: { en: register_en, de: register_de, es: register_es, fr: register_fr, it: register_it },
  tracking: { en: tracking_en, de: tracking_de, es: tracking_es, fr: tracking_fr, it: tracking_it },
  price: { en: price_en, de: price_de, es: price_es, fr: price_fr, it: price_it },
  look: { en: look_en, de: look_de, es: look_es, fr: look_fr, it: look_it },
  desktop: { en: desktop_en, de: desktop_de, es: desktop_es, fr: desktop_fr, it: desktop_it },
  photos: { en: photos_en, de: photos_de, es: photos_es, fr: photos_fr, it: photos_it },
  "search-words": { en: searchWords_en, de: searchWords_de, es: searchWords_es, fr: searchWords_fr, it: searchWords_it },
  "guest-link": { en: guestLink_en, de: guestLink_de, es: guestLink_es, fr: guestLink_fr, it: guestLink_it },
  "after-sale": { en: afterSale_en, de: afterSale_de, es: afterSale_es, fr: afterSale_fr, it: afterSale_it },
  address: { en: address_en, de: address_de, es: address_es, fr: address_fr, it: address_it },
  "payout-schedule": { en: payoutSchedule_en, de: payoutSchedule_de, es: payoutSchedule_es, fr: payoutSchedule_fr, it: payoutSchedule_it },
  "payout-instant": { en: payoutInstant_en, de: payoutInstant_de, es: payoutInstant_es, fr: payoutInstant_fr, it: payoutInstant_it },
  paypal: { en: paypal_en, de: paypal_de, es: paypal_es, fr: paypal_fr, it: paypal_it },
  "bank-files": { en: bankFiles_en, de: bankFiles_de, es: bankFiles_es, fr: bankFiles_fr, it: bankFiles_it },
  "bank-page": { en: bankPage_en, de: bankPage_de, es: bankPage_es, fr: bankPage_fr, it: bankPage_it },
  books: { en: books_en, de: books_de, es: books_es, fr: books_fr, it: books_it },
  "purchase-record": { en: purchaseRecord_en, de: purchaseRecord_de, es: purchaseRecord_es, fr: purchaseRecord_fr, it: purchaseRecord_it },
  company: { en: company_en, de: company_de, es: company_es, fr: company_fr, it: company_it },
  "b2b-list": { en: b2bList_en, de: b2bList_de, es: b2bList_es, fr: b2bList_fr, it: b2bList_it },
  "b2b-quote": { en: b2bQuote_en, de: b2bQuote_de, es: b2bQuote_es, fr: b2bQuote_fr, it: b2bQuote_it },
  "b2b-seller": { en: b2bSeller_en, de: b2bSeller_de, es: b2bSeller_es, fr: b2bSeller_fr, it: b2bSeller_it },
  units: { en: units_en, de: units_de, es: units_es, fr: units_fr, it: units_it },
  pickup: { en: pickup_en, de: pickup_de, es: pickup_es, fr: pickup_fr, it: pickup_it },
  "credit-note": { en: creditNote_en, de: creditNote_de, es: creditNote_es, fr: creditNote_fr, it: creditNote_it },
  "b2b-report": { en: b2bReport_en, de: b2bReport_de, es: b2bReport_es, fr: b2bReport_fr, it: b2bReport_it },
  "b2b-pipeline": { en: b2bPipeline_en, de: b2bPipeline_de, es: b2bPipeline_es, fr: b2bPipeline_fr, it: b2bPipeline_it },
  "self-test": { en: selfTest_en, de: selfTest_de, es: selfTest_es, fr: selfTest_fr, it: selfTest_it },
  "price-rise": { en: priceRise_en, de: priceRise_de, es: priceRise_es, fr: priceRise_fr, it: priceRise_it },
  // the self-test's result where it is read (decision 0125): the offer form's refusal, the clarification, the back office
  "self-test-result": { en: selfTestResult_en, de: selfTestResult_de, es: selfTestResult_es, fr: selfTestResult_fr, it: selfTestResult_it },
  "offer-mail": { en: offerMail_en, de: offerMail_de, es: offerMail_es, fr: offerMail_fr, it: offerMail_it },
  "price-alert": { en: priceAlert_en, de: priceAlert_de, es: priceAlert_es, fr: priceAlert_fr, it: priceAlert_it },
  "price-history": { en: priceHistory_en, de: priceHistory_de, es: priceHistory_es, fr: priceHistory_fr, it: priceHistory_it },
  "model-figures": { en: modelFigures_en, de: modelFigures_de, es: modelFigures_es, fr: modelFigures_fr, it: modelFigures_it },
  verify: { en: verify_en, de: verify_de, es: verify_es, fr: verify_fr, it: verify_it },
  calibration: { en: calibration_en, de: calibration_de, es: calibration_es, fr: calibration_fr, it: calibration_it },
};

/** The main files by language (without parts). */
export const MESSAGE_FILES: Record<"en" | "de" | "de-AT" | "es" | "fr" | "it", Catalog> = { en, de, "de-AT": deAT, es, fr, it };

const withParts = (locale: "en" | "de" | "es" | "fr" | "it"): Catalog =>
  Object.assign({}, MESSAGE_FILES[locale], ...Object.values(MESSAGE_PARTS).map((p) => p[locale])) as Catalog;

/** Every language's messages: its main file and every part (de-AT has no parts: it overrides de). */
export const MESSAGE_CATALOGS: Record<"en" | "de" | "de-AT" | "es" | "fr" | "it", Catalog> = {
  en: withParts("en"),
  de: withParts("de"),
  "de-AT": deAT,
  es: withParts("es"),
  fr: withParts("fr"),
  it: withParts("it"),
};
