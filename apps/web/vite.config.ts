import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the dev server forwards API, health and socket traffic (the Fastify server). */
const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // Whole path segments only ('^' keys are regular expressions): /healthcheck is a page, not the API.
    proxy: {
      '^/api(/|\\?|$)': { target: API_TARGET, changeOrigin: true },
      '^/health(/|\\?|$)': { target: API_TARGET, changeOrigin: true },
      '/socket.io/': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Route pages are lazy chunks (React.lazy in the route table); the framework code that every page
        // needs is split into a few long-lived vendor chunks so a deploy of app code does not bust them.
        codeSplitting: {
          groups: [
            {
              // Issue 20: MSW and what it uses serve only the demo's mock backend (a lazy chunk); kept out of
              // the vendor chunk that every page loads.
              name: 'demo-mock',
              test: /node_modules[\\/](msw|@mswjs|graphql|headers-polyfill|outvariant|strict-event-emitter|@open-draft|is-node-process|until-async|path-to-regexp|statuses|cookie|tough-cookie|tldts|tldts-core|rettime|set-cookie-parser|picocolors|@bundled-es-modules)[\\/]/,
              priority: 4,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1, minSize: 20_000 },
          ],
        },
      },
    },
  },
});
