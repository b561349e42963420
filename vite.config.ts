import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 700 },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
