import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  build: { outDir: 'dist', sourcemap: false },
  // `npm run dev`: the API runs beside Vite on PORT (8080).
  server: {
    proxy: {
      '/api': `http://localhost:${process.env.PORT ?? 8080}`,
      '/socket.io': { target: `http://localhost:${process.env.PORT ?? 8080}`, ws: true },
    },
  },
});
