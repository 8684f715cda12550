/**
 * A benchmark's command line, read the same way by every script in bench/:
 * `npm run bench:pages -- --seconds 10 --uncached` gives `--name value` (or `--name=value`)
 * options and `--name` switches. A number option that is not a number stops the run with a
 * message, rather than measuring with NaN.
 */
export interface BenchArgs {
  /** The option's text, or the fallback when it is not given. */
  text(name: string): string | undefined;
  text(name: string, fallback: string): string;
  number(name: string, fallback: number): number;
  /** A comma-separated option, keeping only the values in `all` (all of them when not given). */
  list<T extends string>(name: string, all: readonly T[]): T[];
  flag(name: string): boolean;
}

export function benchArgs(argv: readonly string[] = process.argv.slice(2)): BenchArgs {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    if (i >= 0) return argv[i + 1];
    return argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  };
  function text(name: string): string | undefined;
  function text(name: string, fallback: string): string;
  function text(name: string, fallback?: string) {
    return value(name) ?? fallback;
  }
  return {
    text,
    number(name, fallback) {
      const v = value(name);
      if (v === undefined) return fallback;
      const n = Number(v);
      if (v.trim() === "" || !Number.isFinite(n)) throw new Error(`--${name} takes a number, not "${v}"`);
      return n;
    },
    list(name, all) {
      const v = value(name);
      return v === undefined ? [...all] : all.filter((x) => v.split(",").includes(x));
    },
    flag: (name) => argv.includes(`--${name}`),
  };
}
