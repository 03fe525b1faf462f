/**
 * Import rules of the server and the shared package (`npx depcruise --config .dependency-cruiser.cjs
 * packages/server/src packages/shared/src`). A module reaches another one only through what that module's
 * plugin decorates the app with, so a reader can follow every edge from the modules' index files.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: the modules cannot be read, tested or loaded one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-between-folders',
      severity: 'error',
      comment:
        'Modules depend one way: a module folder (auth, users, attachments...) never imports, directly or through others, a folder that imports it.',
      scope: 'folder',
      from: { path: '^packages/(server|shared)/src/' },
      to: { circular: true },
    },
    {
      name: 'no-foreign-repository',
      severity: 'error',
      comment: 'A module imports no repository file of another area, not even for its types.',
      from: { path: '^packages/server/src/modules/([^/]+)/' },
      to: {
        // Sub-folders (workflow/mails/...) belong to their area: the area is the first folder under modules/.
        path: '^packages/server/src/modules/([^/]+)/.*[.]repository[.]ts$',
        pathNot: '^packages/server/src/modules/$1/',
      },
    },
    {
      name: 'no-cross-module-import',
      severity: 'error',
      comment:
        "A module reaches another one only through the decorator that module's plugin sets on the app; types may be imported.",
      from: { path: '^packages/server/src/modules/([^/]+)/' },
      to: {
        path: '^packages/server/src/modules/([^/]+)/',
        pathNot: '^packages/server/src/modules/$1/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'The shared package is read by the server and the web; it imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^packages/(server|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach anything they check; the rules are about the running code.
    exclude: { path: '[.]test[.]ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
