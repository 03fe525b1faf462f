import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { configureApiClient } from './api/api-client.ts';
import { router } from './app/app-router.tsx';
import { AppThemeProvider } from './theme/app-theme-provider.tsx';

configureApiClient({
  navigate: (to, options) => void router.navigate(to, options),
  currentPath: () => router.state.location.pathname + router.state.location.search,
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </StrictMode>,
  );
}
