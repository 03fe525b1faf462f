/**
 * The installable portal: the web app manifest (linked from index.html by the plugin) and the service worker
 * of src/service-worker/, into which the build writes the list of files to precache. The app registers the
 * worker itself once someone has signed in (src/app/offline/), so the sign-in page's download stays as it was.
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LIGHT_ACCENTS, LIGHT_BACKGROUND } from './src/theme/theme-settings.ts';

export function installableApp(texts: { name: string; title: string; description: string }): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: {
      id: '/',
      name: texts.title,
      short_name: texts.name,
      description: texts.description,
      lang: 'tr',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: LIGHT_ACCENTS[0].main,
      background_color: LIGHT_BACKGROUND,
      icons: [
        { src: '/icons/masal-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/masal-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/masal-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The shell, every route's chunk and the Latin fonts; not the precompressed copies beside them.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'assets/roboto-latin*.woff2'],
    },
  });
}
