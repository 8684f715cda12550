import { useT } from "../../i18n/i18n.tsx";

/** The brand's social profiles: plain links (no widgets, nothing loaded from the networks). */
export const SOCIAL_PROFILES = [
  { network: "facebook", href: "https://www.facebook.com/sellback" },
  { network: "instagram", href: "https://www.instagram.com/sellback" },
  { network: "youtube", href: "https://www.youtube.com/@sellback" },
  { network: "linkedin", href: "https://www.linkedin.com/company/sellback" },
] as const;

const ICONS: Record<(typeof SOCIAL_PROFILES)[number]["network"], string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z",
  instagram:
    "M12 7.5A4.5 4.5 0 1 0 12 16.5 4.5 4.5 0 1 0 12 7.5zm0 7.4a2.9 2.9 0 1 1 0-5.8 2.9 2.9 0 0 1 0 5.8zM17.3 5.6a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 1.6A3.4 3.4 0 0 0 4.6 8v8A3.4 3.4 0 0 0 8 19.4h8a3.4 3.4 0 0 0 3.4-3.4V8A3.4 3.4 0 0 0 16 4.6z",
  youtube:
    "M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15V9l5.2 3z",
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z",
};

export function SocialLinks() {
  const t = useT();
  return (
    <nav aria-label={t("footer.social")} className="social-links" data-testid="social-links">
      <ul>
        {SOCIAL_PROFILES.map(({ network, href }) => (
          <li key={network}>
            <a href={href} rel="noopener" aria-label={t(`footer.social.${network}`)}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d={ICONS[network]} fill="currentColor" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
