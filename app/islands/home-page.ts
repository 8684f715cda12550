/**
 * The home page's island (decision 0050): what every page has (app/islands/chrome.ts), the popular
 * devices' view_item_list, the campaign banner's close button and the review slider. No React, no
 * zod, no router.
 */
import { attachBannerClose } from "../features/campaign/banner.ts";
import { attachCarousel } from "../features/reviews/carousel.ts";
import { startChrome } from "./chrome.ts";
import { trackItemLists } from "./item-lists.ts";

startChrome();
trackItemLists();
const banner = document.querySelector<HTMLElement>("[data-home-banner]");
if (banner) attachBannerClose(banner);
const carousel = document.querySelector<HTMLElement>("[data-review-carousel]");
if (carousel) attachCarousel(carousel);
