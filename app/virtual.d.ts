declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

declare module "virtual:sellback/islands" {
  const assets: Record<string, { src: string }>;
  export default assets;
}
