import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  root: path.join(root, 'client'),
  publicDir: path.join(root, 'client', 'public'),
  plugins: [react()],
  build: {
    outDir: path.join(root, 'dist', 'client'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
});
