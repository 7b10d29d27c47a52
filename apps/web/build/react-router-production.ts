import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router 7's package exports resolve to its development build in every build (upstream
 * remix-run/react-router#12532 and #14102: "temporary"), so a production bundle carried its dev
 * warnings and checks. These aliases point a production build at the package's own production
 * files instead; `react-router/dom` with them, since both share one internal chunk. Measured in the
 * bench (issue 17): see docs/performance.md, "Web app: size and speed".
 */
export function reactRouterProductionAliases(): Alias[] {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}
