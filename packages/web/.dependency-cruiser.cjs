/**
 * Import rules of the web app (`npx depcruise --config packages/web/.dependency-cruiser.cjs packages/web/src`).
 * Imports run one way, top to bottom:
 *   app/         the shell: router, layout, route guards, screens, breadcrumbs, and the pages of no one
 *                area (home/ composes the areas' figures; errors/ the 401 and not-found pages)
 *   features/    one folder per product area (the server's modules/<area> names), each with its API calls
 *   api/         the one HTTP client (error policy of seed §8), file downloads, query strings
 *   navigation/  the pages' paths, the menu by role, the page to return to after signing in
 *   session/     the signed-in user and token
 *   theme/       the theme and the customizer's settings
 *   components/  shared pieces of UI and the small stores React reads (toasts)
 *   i18n/        the Turkish catalogue
 * A folder never imports one above it, so a feature can be read and tested without the shell.
 */

/** Folders under packages/web/src/, as a path pattern. */
const under = (...folders) => `^packages/web/src/(${folders.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: the files cannot be read, tested or loaded one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-below-the-shell',
      severity: 'error',
      comment: 'The shell (router, layout, guards) imports the features; a feature never imports the shell.',
      from: { path: under('features') },
      to: { path: under('app') },
    },
    {
      name: 'api-below-the-features',
      severity: 'error',
      comment: 'The HTTP client knows no feature and no shell; areas declare their calls on top of it.',
      from: { path: under('api') },
      to: { path: under('app', 'features') },
    },
    {
      name: 'navigation-below-the-client',
      severity: 'error',
      comment:
        'Paths and menus are plain tables: the client and every feature read them, they read none of those.',
      from: { path: under('navigation') },
      to: { path: under('app', 'features', 'api', 'session', 'theme') },
    },
    {
      name: 'session-below-the-client',
      severity: 'error',
      comment: 'The client reads the session (token, sign-out), never the other way round.',
      from: { path: under('session') },
      to: { path: under('app', 'features', 'api', 'navigation', 'theme') },
    },
    {
      name: 'theme-stands-alone',
      severity: 'error',
      comment:
        'The theme is read by the shell and pages; it knows nothing of them, the session or the server.',
      from: { path: under('theme') },
      to: { path: under('app', 'features', 'api', 'navigation', 'session') },
    },
    {
      name: 'components-are-shared',
      severity: 'error',
      comment: 'A shared component knows no area, no call and no session: a feature hands it what it shows.',
      from: { path: under('components') },
      to: { path: under('app', 'features', 'api', 'navigation', 'session', 'theme') },
    },
    {
      name: 'i18n-at-the-bottom',
      severity: 'error',
      comment: 'The catalogue is read by everyone and reads nothing of the app.',
      from: { path: under('i18n') },
      to: { path: '^packages/web/src/(?!i18n/)' },
    },
    {
      name: 'not-to-tests',
      severity: 'error',
      comment: 'Running code never loads a test file.',
      from: { pathNot: '[.]test[.]tsx?$' },
      to: { path: '[.]test[.]tsx?$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
