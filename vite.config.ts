import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { islands } from "./app/islands/vite-plugin.ts";

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), islands()],
  environments: {
    ssr: {
      // React is bundled into the server build so it always renders with its production build,
      // whatever NODE_ENV the process has (NODE_ENV=production has a stricter meaning here).
      define: command === "build" ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
      resolve: { noExternal: ["react", "react-dom", "scheduler", "react-router", "@react-router/node"] },
      build: {
        // The Hono server is bundled with the React Router build, so both share one
        // `createContext()` object (stack notes).
        rollupOptions: { input: "./server/main.server.ts" },
      },
    },
  },
  build: { target: "es2022", assetsInlineLimit: 0 },
}));
