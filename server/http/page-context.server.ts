import { createContext } from "react-router";
import type { EditionId, MessagesLocale, ShopMode, Surface } from "../../core/editions/index.ts";
import type { AppDeps } from "../config/env.server.ts";

/** What the page loaders get from the server: the edition picked at the edge, and the deps. */
export interface PageContext {
  deps: AppDeps;
  edition: EditionId;
  mode: ShopMode;
  /** The shop or the back office (decision 0023); unset means the shop. */
  surface?: Surface;
  locale: MessagesLocale;
  nonce: string;
  clientKey: string;
}

export const pageContext = createContext<PageContext>();
