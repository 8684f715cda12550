/** Redirect matching: exact source paths, plus one `:hash` placeholder that matches a hex hash. */
export interface RedirectRule {
  sourcePath: string;
  target: string;
  status: number;
}

export interface RedirectHit {
  target: string;
  status: number;
  external: boolean;
}

const normalize = (p: string) => (p.length > 1 && p.endsWith("/") ? p.slice(0, -1) : p).toLowerCase();

export function matchRedirect(rules: readonly RedirectRule[], path: string): RedirectHit | null {
  const wanted = normalize(path);
  for (const rule of rules) {
    const source = normalize(rule.sourcePath);
    if (!source.includes(":hash")) {
      if (source === wanted) return hit(rule.target, rule.status);
      continue;
    }
    const [before, after = ""] = source.split(":hash");
    if (!wanted.startsWith(before!) || !wanted.endsWith(after)) continue;
    const hash = wanted.slice(before!.length, wanted.length - after.length);
    if (/^[0-9a-f]{8,128}$/.test(hash)) return hit(rule.target.replace(":hash", hash), rule.status);
  }
  return null;
}

function hit(target: string, status: number): RedirectHit {
  return { target, status, external: isExternal(target) };
}

export const isExternal = (target: string) => /^https?:\/\//i.test(target);
