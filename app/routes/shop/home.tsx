import type { Route } from "./+types/home";
import { useT } from "../../i18n/i18n.tsx";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";

export function loader() {
  return { page: "home" as const, path: "/", alternates: alternatePaths("home", {}) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(matches, loaderData) : []);

export default function Home() {
  const t = useT();
  return (
    <div className="page home">
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{t("page.home.heading")}</h1>
        <p className="lead">{t("page.home.intro")}</p>
      </section>
    </div>
  );
}
